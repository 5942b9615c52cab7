"""Stop 83 round two, branch cj176: anaphors that need the removed conjunct.

1. A reciprocal or plural reflexive/"own" possessive bound by a coordinated subject of
   singulars needs the whole coordination as its plural antecedent (Quirk et al. 1985
   §6.23-6.31; Dalrymple et al. 1998): no removal leaves one singular member
   (``conjunction._plural_bound_removals`` over ``syntax.plural_bound_anaphor``). The same check
   refuses a temporal draft whose singular main subject would control a participle with such an
   anaphor ("She chatted with each other"; ``extract._plural_anaphor_for_singular_controller``).
2. Substitute "one" whose antecedent noun was only in the removed conjunct (Halliday & Hasan
   1976 ch. 3): the tagger's NUM reading of "a pretty one" is the pro-form too
   (``conjunction._one_anaphor``), so the removal is flagged ``lost_antecedent``.
3. A gapped remnant conjunct ("and me never": Ross 1970; H&P 2002 ch. 15 §4.3) cannot stand
   without the clause it borrows its verb from: removing the first conjunct is refused
   (``conjunction._gapped_remnant_conjunct``).

Sentences are constructed and go through the real spaCy model and pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import (
    mined_pairs,
    well_formed_presupposition_drafts,
    written_conjunction_pairs,
)

# 1. plural-bound anaphors

PAIR_OWN = "Tom and Mary, having no car of their own, borrowed a van from the neighbours."
PAIR_REFLEXIVE = "Anna and Paul enjoyed themselves at the autumn fair."


@pytest.mark.parametrize(
    "text, broken",
    [
        (PAIR_OWN, "Mary, having no car of their own, borrowed a van from the neighbours."),
        (PAIR_OWN, "Tom, having no car of their own, borrowed a van from the neighbours."),
        (PAIR_REFLEXIVE, "Paul enjoyed themselves at the autumn fair."),
        (PAIR_REFLEXIVE, "Anna enjoyed themselves at the autumn fair."),
    ],
)
def test_removal_leaving_a_singular_binder_is_not_written(text, broken):
    assert broken not in written_conjunction_pairs(text)
    assert broken not in written_conjunction_pairs(text, "conjunct_added")


def test_plural_members_keep_the_removal():
    text = "The farmers and the fishermen, having no hall of their own, rented a room in the old church."
    kept = "The fishermen, having no hall of their own, rented a room in the old church."
    assert written_conjunction_pairs(text)[kept].heuristic_label == "entailment"


def test_coordinated_subject_without_plural_anaphor_keeps_the_removal():
    text = "Tom and Mary borrowed a van from the neighbours."
    assert written_conjunction_pairs(text)["Mary borrowed a van from the neighbours."]


def test_singular_controller_of_a_reciprocal_participle_gives_no_draft():
    text = "While chatting with each other, she had noticed that the train was late."
    drafts = well_formed_presupposition_drafts(text, "temporal_adverbs")
    assert not any("each other" in d for d in drafts)


def test_plural_controller_of_a_reciprocal_participle_keeps_the_draft():
    text = "While chatting with each other, they had noticed that the train was late."
    assert "They chatted with each other." in well_formed_presupposition_drafts(
        text, "temporal_adverbs"
    )


# 2. substitute "one"

COTTAGE = "It is a cottage, but a pretty one; the old tenant kept a small garden behind it."


def test_substitute_one_without_its_noun_is_flagged():
    pairs = [
        p
        for p in mined_pairs(COTTAGE, "conjunction", assess_sources=True)
        if p.hypothesis.startswith("It is a pretty one")
    ]
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("lost_antecedent" in p.features["flags"] for p in pairs)


def test_removal_of_the_substitute_member_stays():
    kept = "It is a cottage; the old tenant kept a small garden behind it."
    assert written_conjunction_pairs(COTTAGE)[kept].heuristic_label == "entailment"


# 3. gapping

STORMS = "Storms always frighten the children at night, and me never."


def test_removal_leaving_a_gapped_remnant_is_not_written():
    broken = "Storms always frighten me never."
    assert broken not in written_conjunction_pairs(STORMS)
    assert broken not in written_conjunction_pairs(STORMS, "conjunct_added")


def test_removal_of_the_gapped_remnant_stays():
    kept = "Storms always frighten the children at night."
    assert written_conjunction_pairs(STORMS)[kept].heuristic_label == "entailment"
