"""verb_complement, stop 76 round one (branch vc137): negated premises that deny nothing.

- a trigger heading a whether/if-clause ("choose whether you want to V", "Whether or not the
  job managed to V, ..."): the negation would land inside the question: no ¬S pair, S stays;
- "may/can/could choose to V" (choose:modal): the negation is epistemic or deontic, the label
  of ¬S does not follow: no ¬S pair; "might not choose to" keeps its neutral ¬S;
- a reduced "when"-clause ("When trying to V, ...") on a present or modal main
  clause restricts a generic: both pairs flagged ``generic-restrictor:when``; a past main
  clause keeps them.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str, kind: str) -> list:
    """The pairs of ``text`` whose premise kind is ``kind``."""
    return [p for p in _pairs(text) if p.premise_kind == kind]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_trigger_in_whether_complement_has_no_negated_pair():
    text = "Each user can choose whether they would like to share the report with the team."
    negated = [p for p in _pairs(text) if p.premise_kind != "original"]
    assert not any("would not like" in p.premise for p in negated), negated


def test_trigger_in_whether_or_not_adjunct_has_no_negated_pair():
    text = "Whether or not the backup job managed to copy the archive, a summary is mailed."
    pairs = _pairs(text)
    assert [p.premise_kind for p in pairs] == ["original"], pairs
    assert pairs[0].heuristic_label == "neutral"


def test_matrix_over_whether_clause_keeps_its_negated_pair():
    # the neighbour: the trigger is the matrix, the whether-clause its complement
    text = "The operators will need to decide whether the backup job should run twice."
    negated = [p for p in _pairs(text) if p.premise_kind == "negated"]
    assert any(p.premise.startswith("The operators will not need to decide") for p in negated)


def test_may_choose_to_has_no_negated_pair():
    for text in (
        "Visitors may choose to leave their coats in the hall.",
        "The crew could choose to skip the second inspection.",
    ):
        pairs = _pairs(text)
        assert [p.premise_kind for p in pairs] == ["original"], (text, pairs)
        assert pairs[0].heuristic_label == "entailment", text


def test_might_choose_to_keeps_neutral_negated_pair():
    text = "Visitors might choose to leave their coats in the hall."
    negated = _by_kind(text, "negated")
    assert len(negated) == 1
    assert negated[0].premise == "Visitors might not choose to leave their coats in the hall."
    assert negated[0].heuristic_label == "neutral" and negated[0].well_formed


def test_past_chose_to_keeps_negated_pair():
    text = "The crew chose to skip the second inspection."
    assert _by_kind(text, "negated") != []


def test_reduced_when_clause_over_present_main_is_flagged():
    for text in (
        "When trying to balance the mount, the counterweight usually moves too far.",
        "When trying to balance the mount, you should loosen the clutch first.",
    ):
        original = _by_kind(text, "original")
        assert original, text
        assert not original[0].well_formed and "generic-restrictor:when" in _flags(original[0])


def test_reduced_when_clause_over_past_main_stays():
    text = "When trying to balance the mount, the technician dropped a counterweight."
    original = _by_kind(text, "original")
    assert original and original[0].well_formed, original
    assert "generic-restrictor:when" not in _flags(original[0])
