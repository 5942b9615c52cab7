"""Stop 47 (branch cj53): polarity of "but" conjuncts, collective and paired readings, gapped heads.

1. Polarity: "was not A but B" with verb conjuncts sharing subject and auxiliary is corrective
   (``_shares_subject_and_auxiliary``): the negation belongs to A, so A's removal ("was not B")
   is not written and B's removal ("was not A") is entailed. "not merely/just A but B" is the
   additive correlative (``_NOT_ONLY_FOCUS``): both removals drop "not merely" and are entailed.
2. Collective and paired readings: a measure noun "a total of" as the object of a verb with a
   coordinated subject is cumulative (no entailment); "between them" takes up the whole subject
   (no pair); a "respectively" in the main clause pairs a list of the "if" clause, and two lists
   of opposites across an "if" clause and its main clause are paired covertly (no pair).
3. Gapped and misparsed heads: "a member of X and later Y" (the elided "a member of") and a
   bare verb conjunct of a finite verb ("enjoys status and pay ...") lose only the removal of
   the first conjunct.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from, removal_hypotheses

NOT_BUT = "The report was not written but dictated by the manager."
NOT_BUT_AUX = "The team did not win but was praised by the press."
NOT_MERELY = "The old mill was not merely painted but restored by volunteers."
NOT_JUST = "She was not just a coach but a friend to the players."
NOT_ONLY = "The house was not only cleaned but also sold."
TOTAL = "Maria and Jonas caught a total of nine fish."
PLAIN = "Maria and Jonas caught nine fish."
BETWEEN = "Maria and Jonas caught nine fish between them."
IF_RESPECTIVELY = (
    "If the tank is fuller or emptier than the mark, the valve is closed or opened respectively."
)
IF_COVERT = "If the rate is less or more than the target, the fee must be raised or lowered."
IF_UNPAIRED = "If the road is wet or icy, drivers slow down."
MEMBER = "She became a director of the bank and later the railway."
MEMBER_PLAIN = "She became a director of the bank and later a member of the club."
ENJOYS = "The head nurse enjoys respect and pay ranging up to that of a doctor."
VERBS = "The baker sells bread and delivers cakes."
PUT_LET = "When she put the papers aside and let the children play, the room was quiet."
INDEFINITE = "The trail includes two miles of the old road and then a steep climb."

TEXTS = [
    NOT_BUT, NOT_BUT_AUX, NOT_MERELY, NOT_JUST, NOT_ONLY, TOTAL, PLAIN, BETWEEN,
    IF_RESPECTIVELY, IF_COVERT, IF_UNPAIRED, MEMBER, MEMBER_PLAIN, ENJOYS, VERBS, PUT_LET,
    INDEFINITE,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


# -- 1. polarity ---------------------------------------------------------------------------------


def test_negated_first_verb_conjunct_is_not_removed(pairs) -> None:
    got = pairs_from(pairs, NOT_BUT)
    assert "The report was not dictated by the manager." not in got
    kept = got["The report was not written by the manager."]
    assert kept.heuristic_label == "entailment"
    assert kept.label_rule == "corrective_asserted_removed"


def test_negated_verb_with_its_own_auxiliary_after_but_is_unchanged(pairs) -> None:
    got = pairs_from(pairs, NOT_BUT_AUX)
    assert got["The team did not win."].heuristic_label == "entailment"


def test_not_merely_goes_with_either_removed_verb(pairs) -> None:
    got = pairs_from(pairs, NOT_MERELY)
    assert got["The old mill was restored by volunteers."].heuristic_label == "entailment"
    assert got["The old mill was painted by volunteers."].heuristic_label == "entailment"
    assert not any("not" in h for h in got)


def test_not_just_is_additive_not_corrective(pairs) -> None:
    got = pairs_from(pairs, NOT_JUST)
    assert got["She was a friend to the players."].heuristic_label == "entailment"
    assert got["She was a coach."].heuristic_label == "entailment"
    assert all(p.label_rule == "boolean_but" for p in got.values())


def test_not_only_but_also_is_unchanged(pairs) -> None:
    assert removal_hypotheses(pairs, NOT_ONLY) == {"The house was cleaned.", "The house was sold."}


# -- 2. collective and paired readings -----------------------------------------------------------


def test_total_as_object_is_cumulative_over_the_subject(pairs) -> None:
    got = pairs_from(pairs, TOTAL)
    assert "Jonas caught a total of nine fish." in got
    assert all(p.heuristic_label != "entailment" for p in got.values())
    assert {p.label_rule for p in got.values()} == {"collective_trigger"}


def test_plain_numeral_object_stays_boolean(pairs) -> None:
    got = pairs_from(pairs, PLAIN)
    assert got["Jonas caught nine fish."].heuristic_label == "entailment"


def test_between_them_has_no_pairs(pairs) -> None:
    assert pairs_from(pairs, BETWEEN) == {}
    assert pairs_from(pairs, BETWEEN, "conjunct_added") == {}


@pytest.mark.parametrize("text", [IF_RESPECTIVELY, IF_COVERT])
def test_lists_paired_across_if_clause_have_no_pairs(pairs, text) -> None:
    assert pairs_from(pairs, text) == {}
    assert pairs_from(pairs, text, "conjunct_added") == {}


def test_unpaired_disjunctive_antecedent_keeps_its_pairs(pairs) -> None:
    got = pairs_from(pairs, IF_UNPAIRED)
    assert got["If the road is icy, drivers slow down."].heuristic_label == "entailment"


# -- 3. gapped and misparsed heads ---------------------------------------------------------------


def test_gapped_relational_head_blocks_first_removal(pairs) -> None:
    got = removal_hypotheses(pairs, MEMBER, keep_only=False)
    assert "She became a director of the bank." in got
    assert not any("became the railway" in h for h in got)


def test_later_conjunct_with_its_own_of_phrase_keeps_its_pairs(pairs) -> None:
    got = removal_hypotheses(pairs, MEMBER_PLAIN)
    assert "She became a member of the club." in got


def test_bare_verb_conjunct_of_finite_verb_blocks_first_removal(pairs) -> None:
    got = removal_hypotheses(pairs, ENJOYS, keep_only=False)
    assert "The head nurse enjoys respect." in got
    assert not any(h.startswith("The head nurse pay") for h in got)


def test_finite_verb_conjuncts_keep_both_removals(pairs) -> None:
    got = removal_hypotheses(pairs, VERBS)
    assert got == {"The baker sells bread.", "The baker delivers cakes."}


def test_past_tense_tagged_as_base_form_with_an_object_keeps_its_pairs(pairs) -> None:
    got = removal_hypotheses(pairs, PUT_LET)
    assert "When she let the children play, the room was quiet." in got


def test_indefinite_remnant_after_then_keeps_its_pairs(pairs) -> None:
    got = removal_hypotheses(pairs, INDEFINITE)
    assert "The trail includes a steep climb." in got
