"""Flag calibration, stop 59 (fl20; docs/fitness.md "Flag calibration, stop 59").

Present deontic "have to" stays a flagged non-construction only outside a one-clause
declarative: as the root of such a clause, with no auxiliary but do-support and "will", its
pairs are well formed (neutral); in a relative clause, under another modal, in a question or
a coordinated clause they stay flagged. Real sentences through the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags

HAVE_TO = "non-construction:deontic-have-to:present"


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _pair(text: str, kind: str):
    found = [p for p in _pairs(text) if p.premise_kind == kind]
    assert found, text
    return found[0]


def test_one_clause_have_to_is_well_formed():
    p = _pair("We have to change the system to reflect our better selves.", "original")
    assert p.well_formed and HAVE_TO not in pair_flags(p)
    assert p.hypothesis == "We will change the system to reflect our better selves."
    assert p.heuristic_label == "neutral"


def test_negated_one_clause_have_to_is_well_formed():
    p = _pair("We do not have to hem the new dust ruffle.", "original")
    assert p.well_formed and HAVE_TO not in pair_flags(p)
    assert p.hypothesis == "We will hem the new dust ruffle."


def test_will_have_to_is_well_formed():
    p = _pair("Most of the houses we need will have to be built by private enterprise.", "original")
    assert p.well_formed and HAVE_TO not in pair_flags(p)
    assert p.hypothesis == "Most of the houses we need will be built by private enterprise."


def test_have_to_in_relative_clause_stays_flagged():
    for p in _pairs("Children who have to go through a prison gate suffer."):
        assert not p.well_formed and HAVE_TO in pair_flags(p)


def test_should_have_to_stays_flagged():
    for p in _pairs("Parents should not have to face discrimination in the workplace."):
        assert not p.well_formed and HAVE_TO in pair_flags(p)


def test_have_to_in_question_stays_flagged():
    for p in _pairs("Do we have to leave the city tonight?"):
        assert not p.well_formed


def test_have_to_in_coordinated_clause_stays_flagged():
    text = "I don't want to spoil the mood, but I have to mention one issue."
    flagged = [p for p in _pairs(text) if "will mention" in p.hypothesis]
    assert flagged
    for p in flagged:
        assert not p.well_formed and HAVE_TO in pair_flags(p)


def test_have_to_in_reported_clause_stays_flagged():
    text = "I said that education does not have to be our highest priority."
    flagged = [p for p in _pairs(text) if "will be" in p.hypothesis]
    assert flagged
    for p in flagged:
        assert not p.well_formed and HAVE_TO in pair_flags(p)
