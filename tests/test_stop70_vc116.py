"""verb_complement, stop 70 (branch vc116): hypothesis rewrite faults of blind review s1203b
(class 5 of the judge's summary).

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each fault
next to a good neighbour that must stay:

- a list of three coordinated subjects ("A, B, and C") takes a plural verb;
- a copular perfect infinitive under a present "appear/seem" is a simple past, while an event
  keeps the present perfect and a duration adjunct keeps the continuative perfect;
- the idiom "remains to be seen" becomes "is known", other passives of "remain to" stay;
- "that this is the case" gives a pro-form hypothesis: flagged; a contentful clause is not;
- a demonstrative controller whose antecedent is an indefinite in the sentence becomes "the".
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, bool, list]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.well_formed, p.features.get("flags") or [])
        for p in mined_pairs(text, "verb_complement")
    }


def _original(text: str) -> tuple[str, bool]:
    _, hypothesis, well_formed, _ = _by_kind(text)["original"]
    return hypothesis, well_formed


def test_three_coordinated_subjects_take_a_plural_verb():
    hypothesis, _ = _original(
        "The protocol allows text, graphics, and facsimile documents to be transferred between "
        "systems."
    )
    assert hypothesis == "Text, graphics, and facsimile documents are transferred between systems."


def test_single_subject_keeps_singular_verb():
    hypothesis, _ = _original("The protocol allows a facsimile document to be transferred.")
    assert hypothesis == "A facsimile document is transferred."


def test_copular_perfect_infinitive_under_appear_is_a_past():
    hypothesis, _ = _original("This machine appears to have been the first to use a mouse.")
    assert hypothesis == "This machine was the first to use a mouse."


def test_event_perfect_infinitive_under_seem_keeps_the_present_perfect():
    hypothesis, _ = _original("He seems to have left early.")
    assert hypothesis == "He has left early."


def test_copular_perfect_with_duration_keeps_the_present_perfect():
    hypothesis, _ = _original("The shop appears to have been empty for years.")
    assert hypothesis == "The shop has been empty for years."


def test_remains_to_be_seen_is_not_yet_known():
    pairs = _by_kind("It remains to be seen whether the new design will sell.")
    assert pairs["original"][1] == "It is known whether the new design will sell."


def test_other_passives_of_remain_to_stay_literal():
    hypothesis, _ = _original("That story remains to be told.")
    assert hypothesis == "That story is told."


def test_this_is_the_case_is_flagged():
    pairs = _by_kind("The cable is often used to ensure that this is the case.")
    that_pairs = [
        p
        for p in mined_pairs(
            "The cable is often used to ensure that this is the case.", "verb_complement"
        )
        if p.hypothesis == "This is the case."
    ]
    assert that_pairs and not any(p.well_formed for p in that_pairs)
    assert any(
        f.startswith("dangling-anaphor:pro-form") for p in that_pairs for f in p.features["flags"]
    )
    assert pairs  # the trigger is still found


def test_contentful_demonstrative_clause_is_not_flagged():
    pairs = mined_pairs("The cable is used to ensure that this link is fast.", "verb_complement")
    hyps = [p for p in pairs if p.hypothesis == "This link is fast."]
    assert hyps
    assert not any(
        f.startswith("dangling-anaphor:pro-form") for p in hyps for f in p.features["flags"] or []
    )


def test_demonstrative_of_an_indefinite_becomes_the():
    hypothesis, _ = _original(
        "As the execution of a program requires that program to be in memory, it must be loaded."
    )
    assert hypothesis == "The program is in memory."


def test_demonstrative_without_antecedent_stays():
    hypothesis, _ = _original("The execution requires that program to be in memory.")
    assert hypothesis == "That program is in memory."
