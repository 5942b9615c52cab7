"""verb_complement, stop 76 round two (branch vc138): complement boundaries and matrix material.

- "may/can/could choose not to V": the hypothesis's "not" lands on the modal (prohibition,
  inability): no pair; "might choose not to V" keeps its pair;
- "A; however, X wants to V": the in-place hypothesis drops the clause before the semicolon and
  the conjunct; a pronoun whose antecedent is in that clause keeps it;
- "For each N, X shows that P": the hypothesis keeps the distributive binder;
- "Now, say we want to V": the suppositional "say" after a discourse marker is a conditional
  frame, as sentence-initially;
- a fronted adverbial clause that the parse runs past its comma, a noun list cut at the
  complement's end: no pair.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _original(text: str):
    found = [p for p in _pairs(text) if p.premise_kind == "original"]
    return found[0] if found else None


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_may_choose_not_to_has_no_pair():
    for text in (
        "Packagers may choose not to ship the extra tools by default.",
        "Users can choose not to enable the cache.",
        "The crew could choose to not repeat the second inspection.",
    ):
        assert _pairs(text) == [], text


def test_might_choose_not_to_keeps_its_pair():
    pair = _original("Users might choose not to enable the cache.")
    assert pair is not None
    assert pair.hypothesis == "Users might not enable the cache."
    assert pair.heuristic_label == "entailment"


def test_semicolon_clause_and_conjunct_are_cut_from_in_place_hypothesis():
    text = "The tool loads the data; however, the user wants to change the format later."
    pair = _original(text)
    assert pair is not None and pair.hypothesis == "The user will change the format later."


def test_semicolon_clause_without_conjunct_is_cut():
    pair = _original("The tool loads the data; the user then manages to change the format.")
    assert pair is not None and pair.hypothesis == "The user then changes the format."
    assert pair.heuristic_label == "entailment"


def test_semicolon_clause_with_antecedent_of_pronoun_stays():
    text = "The server keeps a log; therefore, the admin remembered to rotate it weekly."
    pair = _original(text)
    assert pair is not None
    assert pair.hypothesis.startswith("The server keeps a log; therefore, the admin rotated it")


def test_sentence_initial_conjunct_stays():
    pair = _original("However, the user wants to change the format later.")
    assert pair is not None and pair.hypothesis.startswith("However, the user will change")


def test_distributive_binder_is_kept_in_that_hypothesis():
    text = "For each file in the folder, the script then shows that the owner is correct."
    pair = _original(text)
    assert pair is not None
    assert pair.hypothesis == "For each file in the folder, the owner is correct."


def test_non_distributive_for_phrase_is_not_kept():
    pair = _original("For example, the script then shows that the owner is correct.")
    assert pair is not None and pair.hypothesis == "The owner is correct."


def test_marked_suppositional_say_is_a_conditional_frame():
    pair = _original("Now, say we want to add a new option to the script.")
    assert pair is not None
    assert "conditional-clause:say" in _flags(pair), _flags(pair)
    assert not [
        p for p in _pairs("Now, say we want to add a new option.") if p.premise_kind == "negated"
    ]


def test_reported_say_after_marker_keeps_its_negated_pair():
    text = "Now, the manual says that the option is deprecated."
    kinds = {p.premise_kind for p in _pairs(text)}
    assert "negated" in kinds, kinds


def test_fronted_clause_overrun_has_no_pair():
    for text in (
        "To ensure the build always finishes in a sandbox of the right size, network access "
        "and disk writes are disabled in the container.",
        "To ensure the cache stays small, old entries are removed every night.",
    ):
        assert not [p for p in _pairs(text) if "ensure" in p.premise.split(",")[0]], text


def test_fronted_clause_with_its_own_boundary_keeps_its_pair():
    pair = _original("To ensure that the cache stays small, we remove old entries every night.")
    assert pair is not None and pair.hypothesis == "The cache stays small."


def test_noun_list_cut_at_complement_end_has_no_pair():
    text = (
        "Previously, for files in text, binary, or raw mode, it caused the output to be "
        "prefixed with \u2018t\u2019, \u2018b\u2019, or \u2018r\u2019 respectively."
    )
    assert _pairs(text) == []


def test_clause_after_complement_comma_keeps_the_pair():
    pair = _original("She said that the tool works with Python, and the team agreed.")
    assert pair is not None and pair.hypothesis == "The tool works with Python."
