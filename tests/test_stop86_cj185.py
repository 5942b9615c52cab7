"""Stop 86, cj185: conjunction precision on the classes the s1205q/s1205p judges rejected.

* A removal that leaves only a clause whose verb phrase is elided ("..., and he wouldn't." ->
  "He wouldn't."; "He could not, but stayed ..." -> "He could not.") is refused: VP ellipsis
  is surface anaphora (Hankamer & Sag 1976; ``rewrite.conjuncts.only_elliptical_clause``).
* (withdrawn at integration: a removal that takes the only place phrase a later "there"
  refers to is written again; the blind A/B ab86 kept 6 of the 8 judged pairs it removed.)
* A coordination in the restrictive relative clause of "those"/"all" is in a
  downward-entailing restrictor (Barwise & Cooper 1981; Link 1983): the removal is neutral.
* An appositive enumeration after a plural subject ("The daughters of Laban, Leah and
  Rachel, stayed") is no coordination with the name before it: no pair (Quirk et al. 1985
  §17.65-17.72; ``conjunction_misparse.appositive_enumeration``).
* "cannot help V-ing" entails its complement, so its "not" is no negation scope for a swapped
  contrary: the replacement keeps its contradiction (Karttunen 1971; the check of cj182).

The sentences are constructed; each rule has a good neighbour that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _of_kind(text: str, kind: str) -> dict[str, object]:
    return {p.hypothesis: p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind}


def _premises_of_additions(text: str) -> set[str]:
    return {
        p.premise for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_added"
    }


# --- only an elliptical clause left -------------------------------------------------------------


def test_removal_leaving_only_elided_verb_phrase_is_refused():
    removed = _of_kind("She asked him to help, and he wouldn't.", "conjunct_removed")
    assert "He wouldn't." not in removed, sorted(removed)
    assert "She asked him to help." in removed  # the other conjunct's removal stays


def test_removal_leaving_only_elliptical_first_clause_is_refused():
    text = "He could not, but stayed at home and waited for the rain."
    removed = _of_kind(text, "conjunct_removed")
    assert "He could not." not in removed, sorted(removed)
    assert "He could not." not in _premises_of_additions(text)


def test_full_verb_phrase_before_but_keeps_its_removal():
    removed = _of_kind("He would not leave the house, but stayed at home.", "conjunct_removed")
    assert "He would not leave the house." in removed, sorted(removed)


# --- "there" whose place was in the removed conjunct ---------------------------------------------


def test_there_with_a_kept_place_stays():
    removed = _of_kind("At the old mill they rested and ate there.", "conjunct_removed")
    assert "At the old mill they ate there." in removed, sorted(removed)


# --- restrictive relative of "those" / "all" -----------------------------------------------------


def test_removal_in_restrictor_of_those_is_neutral():
    removed = _of_kind("The king rewarded those who fought and bled for him.", "conjunct_removed")
    hyp = "The king rewarded those who fought for him."
    assert hyp in removed, sorted(removed)
    assert removed[hyp].heuristic_label == "neutral"


def test_coordination_outside_a_restrictor_stays_entailed():
    removed = _of_kind("The soldiers fought and bled for the king.", "conjunct_removed")
    hyp = "The soldiers fought for the king."
    assert hyp in removed, sorted(removed)
    assert removed[hyp].heuristic_label == "entailment"


# --- appositive enumeration ----------------------------------------------------------------------


def test_appositive_enumeration_after_plural_subject_is_not_cut():
    for text in (
        "The daughters of Laban, Leah and Rachel, stayed at home.",
        "The sons of Reuben, Hanoch and Pallu, went down to Egypt.",
    ):
        pairs = mined_pairs(text, "conjunction")
        assert not any(p.hypothesis_kind == "conjunct_removed" for p in pairs), [
            p.hypothesis for p in pairs
        ]


def test_plain_list_in_of_phrase_is_still_cut():
    removed = _of_kind("The kings of Moab, Edom, and Ammon met at the river.", "conjunct_removed")
    assert "The kings of Moab and Ammon met at the river." in removed, sorted(removed)


# --- "cannot help V-ing" -------------------------------------------------------------------------


def test_contrary_under_cannot_help_contradicts():
    replaced = _of_kind(
        "She can't help feeling cold and tired after the long walk.", "conjunct_replaced"
    )
    hyp = "She can't help feeling hot and tired after the long walk."
    assert hyp in replaced, sorted(replaced)
    assert replaced[hyp].heuristic_label == "contradiction"


def test_contrary_under_plain_negation_stays_neutral():
    replaced = _of_kind(
        "He did not feel happy and proud when the letter arrived.", "conjunct_replaced"
    )
    hyp = "He did not feel unhappy and proud when the letter arrived."
    assert hyp in replaced, sorted(replaced)
    assert replaced[hyp].heuristic_label == "neutral"
