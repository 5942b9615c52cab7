"""Presupposition error classes of the twentieth pass (blind reviews of round 37 and pr11's
leftovers): constructed sentences through the real spaCy model; each failed on the code before
the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. possessives: hyphenated kinship compounds, "former", win + heart ------------------------


@pytest.mark.parametrize(
    ("text", "trigger", "draft"),
    [
        (
            "Hubbell's former brother-in-law testified at the trial.",
            "Hubbell's former brother-in-law",
            "Hubbell had a brother-in-law.",
        ),
        (
            "Maria's ex-husband sold the farm in the spring.",
            "Maria's ex-husband",
            "Maria had an ex-husband.",
        ),
    ],
)
def test_hyphenated_kinship_compound_stays_whole(parsed, ctx, text, trigger, draft):
    assert _triggers(parsed, ctx, text, "possessed_definites") == [trigger]
    assert _drafts(parsed, ctx, text, "possessed_definites") == {draft}


def test_former_puts_the_possession_in_the_past(parsed, ctx):
    text = "The senator's former wife writes books about the capital."
    assert _drafts(parsed, ctx, text, "possessed_definites") == {"The senator had a wife."}


@pytest.mark.parametrize(
    "text",
    [
        "He finally won her heart after years of letters.",
        "The young candidate won the hearts of the farmers.",
    ],
)
def test_win_someones_heart_is_no_change_of_state(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "change_of_state") == []


def test_win_an_award_keeps_its_change_of_state(parsed, ctx):
    text = "She won the award last year."
    assert _drafts(parsed, ctx, text, "change_of_state") == {"She had not won the award before."}


# -- 3. numeric determiners: the restrictor ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Both schools ranked high in the survey.", "There were two relevant schools."),
        ("Both parties signed the new deal.", "There were two relevant parties."),
        # a restricted noun keeps its modifiers and needs no "relevant"
        ("Both large schools ranked high in the survey.", "There were two large schools."),
        ("Both schools in the district ranked high.", "There were two schools in the district."),
    ],
)
def test_numeric_draft_restricts_a_bare_noun_to_the_domain(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "numeric_determiners") == {draft}


def test_numeric_draft_over_body_parts_is_flagged(parsed, ctx):
    from pipeline.rewrite.presupposition import INALIENABLE_COUNT, draft

    doc, cands = presupposition_candidates(
        parsed, ctx, "She lifted the heavy box with both hands.", "numeric_determiners"
    )
    [made] = [draft(c, doc) for c in cands]
    # the existential count is its own defect since stop 64 (fl27): inalienable-count
    assert made is not None and not made.ok and INALIENABLE_COUNT in made.flags


# -- 4. contrastive "while" with a stative verb and a parallel, contrasting main clause ----------


@pytest.mark.parametrize(
    "text",
    [
        "While Earth possessed a thick atmosphere, Mars did not.",
        "While the old house had a garden, the new one had none.",
        "While the first model contained lead, the second contained less.",
        "While Venus was habitable, Mars was not.",
    ],
)
def test_parallel_stative_while_clause_is_contrastive(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "temporal_adverbs") == []


@pytest.mark.parametrize(
    "text",
    [
        "While the river was high, the boats did not sail.",
        "While the store was open, the guard was not at his post.",
        "While he was in Paris, he met her.",
    ],
)
def test_while_clause_with_another_main_predicate_stays_temporal(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "temporal_adverbs") == ["While"]


# -- 5. drafts never open on a connective ----------------------------------------------------------


@pytest.mark.parametrize(
    ("pieces", "draft"),
    [
        ("so FBI information was in the field before", "FBI information was in the field before."),
        ("And then the water was lower before", "The water was lower before."),
        ("Yet, the files had been in the field before", "The files had been in the field before."),
        ("So much information stayed in the field", "So much information stayed in the field."),
    ],
)
def test_draft_assembly_drops_an_opening_connective(pieces, draft):
    # the reviewed case ("..., so FBI information stayed in the field") did not reproduce through
    # the parser; the draft assembler is where every draft passes, so the guard sits there
    from pipeline.rewrite.presupposition import _sentence

    assert _sentence(pieces) == draft


def test_so_clause_draft_has_no_connective(parsed, ctx):
    text = "The bureau had no central database, so FBI information stayed in the field."
    assert _drafts(parsed, ctx, text, "change_of_state") == {
        "FBI information was in the field before."
    }


# -- 2. tense: a possession the reported event ended is past in a present narrative ---------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Curtis Cade serves 18 years for killing Maria's brother.", "Maria had a brother."),
        ("He is serving 18 years for the murder of Tom's sister.", "Tom had a sister."),
        ("Maria's old dog dies in the last chapter.", "Maria had an old dog."),
    ],
)
def test_possession_ended_by_the_event_is_past(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "possessed_definites") == {draft}


def test_present_possession_stays_present(parsed, ctx):
    text = "Maria's brother visits the farm every summer."
    assert _drafts(parsed, ctx, text, "possessed_definites") == {"Maria has a brother."}


# -- stop 34 lead: "'s" before an article is "is"; parents and a person-noun owner's body parts --


def _pairs(parsed, ctx, text: str) -> list:
    """The original/presupposition pairs of the sentence's possessed-definite candidates."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    cands = presupposition_candidates(parsed, ctx, text, "possessed_definites")[1]
    return [
        p
        for c in cands
        for p in Presupposition().rewrite(c, doc, sent, ctx)
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    ]


def test_clitic_is_before_an_article_is_no_possessive(parsed, ctx):
    text = "I think the primary's a fact of life for every candidate."
    assert presupposition_candidates(parsed, ctx, text, "possessed_definites")[1] == []


@pytest.mark.parametrize(
    "text",
    [
        "Amber's mom was a nurse at the hospital.",
        "Her subjects' eyes were closed in every painting.",
    ],
)
def test_parents_and_body_parts_of_person_nouns_are_inalienable(parsed, ctx, text):
    pairs = _pairs(parsed, ctx, text)
    assert pairs and all("inalienable-possession" in p.features["flags"] for p in pairs)


def test_a_sister_keeps_its_possession_draft(parsed, ctx):
    pairs = _pairs(parsed, ctx, "Amber's sister was a nurse at the hospital.")
    assert pairs and not any("inalienable-possession" in p.features["flags"] for p in pairs)
