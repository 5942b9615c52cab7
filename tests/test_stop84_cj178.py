"""Stop 84, branch cj178: what a removed conjunct takes with it.

* A left-shared indirect object before an argument cluster ("gave the boy [an apple in the
  morning], and [a pear in the evening]") stays when either cluster goes: the remnant after the
  conjunction parallels the direct object only (``conjunction._shared_indirect_object``;
  Huddleston & Pullum 2002 ch. 15 §4.4).
* A list of three or more keeps one coordinator before its new last member:
  - clauses the parse hung on the next one, with a sentence connective before the list
    ("But in those years A, B, C, and D" minus D: "A, B, and C"; ``_inner_clause_comma``);
  - an appositive list whose members the parse hangs one by one on the renamed noun
    ("everything—A, B, and C—" minus B: "A and C"; ``_sibling_appositive``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _removals(text: str) -> dict[str, object]:
    return written_conjunction_pairs(text, "conjunct_removed")


# --- a shared indirect object ----------------------------------------------------------------


def test_shared_indirect_object_stays_when_first_cluster_goes():
    pairs = _removals("She gave the boy an apple in the morning, and a pear in the evening.")
    assert "She gave a pear in the evening." not in pairs
    assert pairs["She gave the boy a pear in the evening."].heuristic_label == "entailment"


def test_shared_indirect_object_stays_when_last_cluster_goes():
    pairs = _removals("She gave the boy an apple in the morning, and a pear in the evening.")
    assert "She gave the boy an apple in the morning." in pairs


def test_cluster_without_indirect_object_is_unchanged():
    pairs = _removals("He received a degree in 1967 and a doctorate in 1973.")
    assert pairs["He received a doctorate in 1973."].heuristic_label == "entailment"
    assert "He received a degree in 1967." in pairs


# --- a clause list after a sentence connective -------------------------------------------------


def test_clause_list_after_connective_keeps_its_coordinator():
    text = (
        "But in those years the fields will be dry, the wells will not give their water, "
        "the herds will be wandering from the hills, and the towns will be empty."
    )
    pairs = _removals(text)
    splice = (
        "But in those years the fields will be dry, the wells will not give their water, "
        "the herds will be wandering from the hills."
    )
    assert splice not in pairs
    kept = (
        "But in those years the fields will be dry, the wells will not give their water, "
        "and the herds will be wandering from the hills."
    )
    assert pairs[kept].heuristic_label == "entailment"


def test_two_clauses_after_connective_are_unchanged():
    pairs = _removals("But in those years the fields were dry, and the towns were empty.")
    assert "But in those years the fields were dry." in pairs


# --- an appositive list ----------------------------------------------------------------------


_APPOSITIVE_LIST = (
    "For all that is in the sea—the salt of the waves, the fish of the deep, and the weed of "
    "the shore—isn't the sailor's, but is the king's."
)


def test_appositive_list_keeps_its_coordinator():
    pairs = _removals(_APPOSITIVE_LIST)
    assert not any("the salt of the waves, the weed" in h for h in pairs)
    kept = (
        "For all that is in the sea—the salt of the waves and the weed of the shore—isn't the "
        "sailor's, but is the king's."
    )
    assert pairs[kept].heuristic_label == "entailment"


def test_appositive_list_other_coordination_is_unchanged():
    kept = (
        "For all that is in the sea—the salt of the waves, the fish of the deep, and the weed "
        "of the shore—isn't the sailor's."
    )
    assert kept in _removals(_APPOSITIVE_LIST)
