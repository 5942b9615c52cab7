"""Presupposition error classes of the twenty-first pass (blind reviews of round 37):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _settled(parsed, ctx, text: str, subtype: str) -> list:
    from pipeline import flags
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return [
        flags.settle(p)
        for c in cands
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    ]


# -- 1. a time clause's object/possessive pronoun names its one antecedent in the main clause ----


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The villagers repaired the bridge after the flood damaged it.", "The flood damaged the bridge."),
        ("The council praised the volunteers after the mayor thanked them.", "The mayor thanked the volunteers."),
        ("The company collapsed after its founder died.", "The company's founder died."),
    ],
)  # fmt: skip
def test_time_clause_pronoun_takes_its_antecedent(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == {draft}


def test_time_clause_pronoun_with_two_possible_antecedents_is_flagged(parsed, ctx):
    # stop 90 (fl79): flagged ``time-clause-pronoun-kept``, a warning for presupposition: the
    # draft keeps the premise's own "it", which the pair's two sides share (judged on today's
    # code, 5 of 9 such drafts kept as is); the plain conditional premise has no other defect
    text = "The church attacked Manichaeism after Augustine left it for Christianity."
    pairs = _settled(parsed, ctx, text, "temporal_adverbs")
    assert pairs
    assert all("time-clause-pronoun-kept" in p.features["flags"] for p in pairs)
    assert any(p.well_formed for p in pairs)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # the antecedent is in the draft itself, or the pronoun has no referent
        ("The firm grew after the owner sold his shares.", "The owner sold his shares."),
        (
            "The villagers stayed inside after it rained for three days.",
            "It rained for three days.",
        ),
    ],
)
def test_time_clause_pronoun_left_alone(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == {draft}


# -- 2. the main clause's second predicate attached to the time clause ---------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("It began after Shana was born and gradually got more pronounced.", "Shana was born."),
        ("The pain started after my son was born and slowly became worse.", "My son was born."),
    ],
)
def test_main_clause_conjunct_leaves_the_time_clause_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The family moved to Texas after the father died and the mother remarried.",
            "The father died and the mother remarried.",
        ),
        (
            "He went to Paris after he was born and raised in Ohio.",
            "He was born and raised in Ohio.",
        ),
    ],
)
def test_time_clause_coordinations_that_stay(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == {draft}


# -- 4. aspectual drafts: purpose adjuncts go; "start fast" is no aspectual complement -----------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Kim started painting with the expectation that she should dazzle people.", "Kim had not been painting before."),
        ("Lee began running in the hope that he would lose weight.", "Lee had not been running before."),
        ("The firm started hiring in order to meet demand.", "The firm had not been hiring before."),
        ("He started working with his father.", "He had not been working with his father before."),
    ],
)  # fmt: skip
def test_aspectual_draft_leaves_out_purpose_adjuncts(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


@pytest.mark.parametrize(
    "text",
    ["The team would start fast posting 21 wins.", "The club started strong winning six games."],
)
def test_manner_of_the_start_is_no_aspectual_trigger(parsed, ctx, text):
    assert presupposition_candidates(parsed, ctx, text, "aspectual_verbs")[1] == []


def test_manner_adverb_of_the_complement_keeps_the_trigger(parsed, ctx):
    text = "She kept slowly climbing the hill."
    assert len(presupposition_candidates(parsed, ctx, text, "aspectual_verbs")[1]) == 1


# -- 3. a cleft clause the parse closed at a comma between coordinated adjectives ----------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "It had been Alex Conklin who had taken a heartsick, half-mad David Webb off the streets.",
            "Someone had taken a heartsick, half-mad David Webb off the streets.",
        ),
        ("It was Maria who found a quiet, sunny room near the station.", "Someone found a quiet, sunny room near the station."),
        ("It was the storm that destroyed the old bridge.", "Something destroyed the old bridge."),
    ],
)  # fmt: skip
def test_cleft_clause_runs_past_a_comma_between_adjectives(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "clefts") == {draft}


# -- 5. a factive complement's time clause split by the parse ------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("I realized it stopped when all of a sudden I heard my laughter.", "It stopped when all of a sudden I heard my laughter."),
        ("He realized that the noise stopped when the train left.", "The noise stopped when the train left."),
    ],
)  # fmt: skip
def test_factive_draft_keeps_its_time_clause_whole(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "clause_embedding_predicates") == {draft}
