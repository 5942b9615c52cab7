"""verb_complement, seventy-second pass (branch vc66, stop 51).

Constructed sentences through the real pipeline (``mined_pairs``): a passive participle of an
object-control, ECM or passive-only verb postmodifying a noun ("customs once thought to have
been brought", "an inspector empowered to close"), which the parser tags as a finite verb,
gives no pair; the same verbs as real finite or passive verbs keep theirs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def test_reduced_relative_of_think_gives_no_pair():
    pairs = _pairs(
        "The village kept several old customs once thought to have been brought by sailors."
    )
    assert not pairs, [p.hypothesis for p in pairs]


def test_reduced_relative_of_object_control_verb_gives_no_pair():
    pairs = _pairs("The council appointed a special inspector empowered to close unsafe bridges.")
    assert not pairs, [p.hypothesis for p in pairs]


def test_passive_of_think_keeps_its_pairs():
    pairs = _pairs("The men were thought to be thieves.")
    assert {p.hypothesis for p in pairs} == {"The men were thieves."}
    assert all(p.well_formed for p in pairs)


def test_object_control_with_its_object_keeps_its_pairs():
    pairs = _pairs("The council asked the inspector to close the bridge.")
    assert "The inspector closed the bridge." in {p.hypothesis for p in pairs}


def test_sentence_parsed_as_noun_phrase_keeps_its_pairs():
    # the parser makes "expected" an "acl" of "nephews", but there is no other main verb
    pairs = _pairs("The nephews expected to inherit the farm.")
    assert pairs


def _negated(text: str) -> list:
    return [p for p in _pairs(text) if p.premise_kind == "negated"]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def test_hardly_anybody_subject_flags_the_negated_premise():
    negated = _negated("Hardly anybody believed that the old bridge was safe.")
    assert negated
    for p in negated:
        assert not p.well_formed
        assert "negated-under-downward-subject:hardly anybody" in _flags(p)


def test_at_most_subject_flags_the_negated_premise():
    negated = _negated("At most three farmers managed to save the harvest.")
    assert negated
    assert all("negated-under-downward-subject:at most" in _flags(p) for p in negated)


def test_less_than_subject_flags_the_negated_premise():
    negated = _negated("Less than half of the farmers wanted to sell the land.")
    assert negated
    assert all("negated-under-downward-subject:less than" in _flags(p) for p in negated)


def test_definite_subject_keeps_its_contradiction():
    negated = _negated("The farmers managed to save the harvest.")
    assert [p.heuristic_label for p in negated] == ["contradiction"]
    assert all(p.well_formed for p in negated)
