"""Stop 88 (fl76): flags that judges keep, narrowed to the sub-class that is bad.

- conjunction ``repeated_preposition``: a middle member removed from a list whose members each
  open with the same preposition ("from A, from B, and from C") leaves conjuncts of a list that
  stays; repeating the preposition in each member is normal English (Huddleston & Pullum 2002
  ch. 15 §2.6, §4.1). A stacked attribute ("on special trains on special ferries") stays flagged.
- verb_complement ``non-construction:restrictive-relative``: the original pair of a two-way
  implicative (+/-) whose relative pronoun is the trigger's subject ("the soldiers who managed
  to escape" -> "the soldiers who escaped") describes the same set (Karttunen 1971), so the
  entailment holds; a one-way +/o trigger and the negated premise stay flagged.

Constructed sentences through the real pipeline (``mined_pairs``); each non-control test fails on
the base commit 08496cd5."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or ())


def _pair(pairs, premise: str, hypothesis: str):
    for p in pairs:
        if p.premise == premise and p.hypothesis == hypothesis:
            return p
    raise AssertionError(sorted((p.premise, p.hypothesis) for p in pairs))


# -- repeated_preposition: members of a list that stays ---------------------------------------


def test_middle_member_of_prepositional_list_is_no_repetition():
    text = "The pilgrims came from Rome, from Milan, from Florence and from Naples."
    pairs = mined_pairs(text, "conjunction")
    pair = _pair(pairs, text, "The pilgrims came from Rome, from Florence and from Naples.")
    assert "repeated_preposition" not in _flags(pair)
    assert pair.well_formed and pair.heuristic_label == "entailment"


def test_biblical_with_list_minus_a_middle_member_is_well_formed():
    text = (
        "You shall love your neighbour with all your heart, with all your soul, with all your "
        "mind, and with all your strength."
    )
    pairs = mined_pairs(text, "conjunction")
    hypothesis = (
        "You shall love your neighbour with all your heart, with all your mind, and with all "
        "your strength."
    )
    pair = _pair(pairs, text, hypothesis)
    assert "repeated_preposition" not in _flags(pair)
    assert pair.well_formed


def test_control_stacked_prepositions_stay_flagged():
    """Control: two members, one removed: "on special trains on special ferries" stacks two
    vehicles, no list is left."""
    text = "Riders must book a seat on special trains on the Peninsula or on special ferries from Marin."
    pairs = mined_pairs(text, "conjunction")
    pair = _pair(
        pairs, text, "Riders must book a seat on special trains on special ferries from Marin."
    )
    assert "repeated_preposition" in _flags(pair)
    assert not pair.well_formed


# -- restrictive-relative: a two-way implicative picks out the same set ------------------------


def _original(text: str):
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "original"]


def test_two_way_implicative_in_subject_relative_is_sound():
    (pair,) = _original("The soldiers who managed to escape were rewarded.")
    assert pair.hypothesis == "The soldiers who escaped were rewarded."
    assert pair.heuristic_label == "entailment"
    assert pair.well_formed
    assert "non-construction:restrictive-relative" not in _flags(pair)


def test_come_to_be_in_subject_relative_is_sound():
    (pair,) = _original("The king summoned all the people who had come to be his allies.")
    assert pair.hypothesis == "The king summoned all the people who had been his allies."
    assert pair.heuristic_label == "entailment"
    assert pair.well_formed


def test_control_one_way_implicative_in_relative_stays_flagged():
    """Control: "chose to assist" (+/o) only narrows the set of outposts."""
    (pair,) = _original("Her skills were invaluable to the outposts that she chose to assist.")
    assert "non-construction:restrictive-relative" in _flags(pair)
    assert not pair.well_formed


def test_control_negated_two_way_implicative_in_relative_stays_flagged():
    """Control: "the soldiers who did not manage to escape" are another group."""
    pairs = mined_pairs("The soldiers who managed to escape were rewarded.", "verb_complement")
    (negated,) = [p for p in pairs if p.premise_kind == "negated"]
    assert "non-construction:restrictive-relative" in _flags(negated)
    assert not negated.well_formed
