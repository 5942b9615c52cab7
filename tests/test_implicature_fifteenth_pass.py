"""Issue #11 (implicature precision, fifteenth pass): classes from two blind reviews.

Constructed sentences through the real spaCy model; each test failed on the code before this
change (87d2e5d) except the controls that check what stays. Sources are cited at each rule.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_found as found
from tests.phenomenon_support import implicature_pairs as pairs_of


def by_kind(pairs) -> dict[str, object]:
    return {p.premise_kind: p for p in pairs}


# -- 1. not scalar in context -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        # a perception copula selects a sense off the scale: "odd" funny, sensory/hedonic good
        ("Something about the old house felt funny.", "gradable_adjectives"),
        ("The milk in the fridge smells funny.", "gradable_adjectives"),
        ("The painting looked good on the wall.", "gradable_adjectives"),
        ("You look good and healthy today.", "gradable_adjectives"),
        # "by many" / "by some": the agent is an arbitrary plural with no domain
        ("The proposal was rejected by many.", "quantifiers"),
        ("The novels were praised by many as masterpieces.", "quantifiers"),
        # an enumeration after the noun fixes the count
        ("The film received two nominations, for best actor and best score.", "numerals"),
        ("He played two roles, as a priest and as a spy.", "numerals"),
        # a characterizing sentence about a kind
        ("Some plants need very little water.", "quantifiers"),
        ("Some snakes are venomous.", "quantifiers"),
        # series length (covered by the lead's fix: checked here)
        ("The Lakers defeated the Celtics in six games.", "numerals"),
        ("The Celtics won the series in seven games.", "numerals"),
    ],
)
def test_a_non_scalar_use_is_not_extracted(parsed, ctx, text, subtype):
    assert not {f for f in found(parsed, ctx, text) if f[0] == subtype}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The movie was funny.", "funny"),  # the amusing sense
        ("The results seemed good.", "good"),  # "seem" leaves "good" evaluative
        ("The proposal was rejected by many of the members.", "many"),  # a partitive domain
        ("She received two nominations, for her work in the early years.", "two"),  # no list
        ("Some plants died in the frost.", "some"),  # episodic
        ("Some students in my class complain about the food.", "some"),  # a restricted group
    ],
)
def test_scalar_uses_stay(parsed, ctx, text, trigger):
    assert trigger in {t for _, t in found(parsed, ctx, text)}


# -- 3. a sentential relative or "that"-clause cut off its host ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Which some people find funny.",
        "Which is why most of the staff left early.",
        "that some of them were really good at it.",
    ],
)
def test_a_detached_dependent_clause_is_not_mined(parsed, ctx, text):
    assert not found(parsed, ctx, text)


# -- 2. a preposed reason adjunct is not kept under "not all" -----------------------------------


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "As the roads were icy, some of the buses were late.",
            "quantifiers",
            "Not all of the buses were late.",
        ),
        (
            "Because the funding ran out, some of the projects were cancelled.",
            "quantifiers",
            "Not all of the projects were cancelled.",
        ),
        (
            "Because of the storm, some of the games were cancelled.",
            "quantifiers",
            "Not all of the games were cancelled.",
        ),
        # a temporal frame stays: it restricts the clause, it gives no reason
        (
            "When the bell rang, most of the students left.",
            "quantifiers",
            "When the bell rang, not all of the students left.",
        ),
    ],
)
def test_a_preposed_reason_is_dropped_from_the_hypothesis(parsed, ctx, text, subtype, hypothesis):
    pairs = by_kind(pairs_of(parsed, ctx, text, subtype))
    assert pairs["original"].hypothesis == hypothesis


# -- 3. no conditional over a past perfect (a counterfactual) ----------------------------------


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("They had built two houses on the lot.", "numerals"),
        ("The company had hired some of the engineers.", "quantifiers"),
    ],
)
def test_no_conditional_embedding_of_a_past_perfect(parsed, ctx, text, subtype):
    kinds = by_kind(pairs_of(parsed, ctx, text, subtype))
    assert "original" in kinds and "modal" in kinds
    assert "conditional" not in kinds


def test_a_present_perfect_keeps_its_conditional(parsed, ctx):
    kinds = by_kind(pairs_of(parsed, ctx, "They have built two houses.", "numerals"))
    assert kinds["conditional"].premise == "If they have built two houses, it's okay."


# -- 2. a predicate coordinated after the trigger's (later) conjunct is not negated with it ----


def test_a_later_predicate_is_cut_from_a_middle_conjunct(parsed, ctx):
    text = "The band toured widely and released ten albums and charted in five countries."
    pairs = [
        p
        for p in pairs_of_trigger(parsed, ctx, text, "ten")
        if p.premise_kind == "original" and p.hypothesis_kind == "implicature"
    ]
    assert [p.hypothesis for p in pairs] == ["The band didn't release more than ten albums."]
    assert pairs[0].well_formed


def pairs_of_trigger(parsed, ctx, text, trigger):
    """The pairs of the one candidate whose trigger is ``trigger``."""
    from tests.phenomenon_support import _IMPLICATURE, implicature_extracted

    doc, sentence, run_ctx, cands = implicature_extracted(parsed, ctx, text)
    [cand] = [c for c in cands if c.trigger.lower() == trigger]
    return list(_IMPLICATURE.rewrite(cand, doc, sentence, run_ctx))


@pytest.mark.parametrize(
    "text",
    [
        "She won most of the races and numerous national records.",
        "He won some of the matches and the national title.",
    ],
)
def test_a_partitive_coordinated_with_a_determined_phrase_gives_no_candidate(parsed, ctx, text):
    assert not {f for f in found(parsed, ctx, text) if f[0] == "quantifiers"}


def test_one_determiner_over_a_coordination_stays(parsed, ctx):
    pairs = by_kind(pairs_of(parsed, ctx, "Some of the boys and girls stayed.", "quantifiers"))
    assert pairs["original"].hypothesis == "Not all of the boys and girls stayed."


@pytest.mark.parametrize(
    ("hypothesis", "broken"),
    [
        ("Not all of the well-known writers attended the post-war festival.", False),
        ("Not all of the well- writers attended.", True),
        ("Not all of the -known writers attended.", True),
        ("Not all of the writers attended the post-", True),
    ],
)
def test_a_cut_inside_a_hyphenated_word_is_broken_text(hypothesis, broken):
    from pipeline.phenomena.implicature.pairs import broken_text

    original = "Most of the well-known writers attended the post-war festival."
    assert broken_text(hypothesis, original) is broken


# -- 3. a trigger in a third conjunct keeps the shared perfect; no stranded comma ---------------


@pytest.mark.parametrize(
    ("text", "trigger", "hypothesis"),
    [
        (
            "The band has toured Europe and released ten albums and won two awards.",
            "two",
            "The band hasn't won more than two awards.",
        ),
        (
            "The team lost in the final, won two cups and finished third in the league.",
            "two",
            "The team didn't win more than two cups.",
        ),
    ],
)
def test_a_later_conjunct_is_cut_whole(parsed, ctx, text, trigger, hypothesis):
    [pair] = [
        p
        for p in pairs_of_trigger(parsed, ctx, text, trigger)
        if p.premise_kind == "original" and p.hypothesis_kind == "implicature"
    ]
    assert pair.hypothesis == hypothesis
    assert pair.well_formed


# -- a reporting clause in medial or final position attributes the clause (as in the 14th pass) -


@pytest.mark.parametrize(
    "text",
    [
        "Many of their references were false, they wrote, and the real ones were not read.",
        "Most of the guests, she said, left early.",
    ],
)
def test_a_parenthetical_reporting_clause_attributes_the_trigger(parsed, ctx, text):
    assert not {f for f in found(parsed, ctx, text) if f[0] == "quantifiers"}


# -- controls found on a second development slice ------------------------------------------------


def test_a_disjunction_of_verbs_is_not_cut(parsed, ctx):
    text = "The French retaliated and by 1731 had killed or captured most of the Indians."
    hypotheses = [
        p.hypothesis
        for p in pairs_of_trigger(parsed, ctx, text, "most")
        if p.premise_kind == "original"
    ]
    assert "The French didn't capture all of the Indians." not in hypotheses


def test_a_focusing_adverb_goes_with_the_reason_it_focuses(parsed, ctx):
    text = (
        "Perhaps due to a combination of fatigue and bad luck, I committed two infractions"
        " during that game."
    )
    pairs = by_kind(pairs_of(parsed, ctx, text, "numerals"))
    assert (
        pairs["original"].hypothesis
        == "I didn't commit more than two infractions during that game."
    )


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        # the subject of a second clause parsed as a conjunct of an earlier noun
        (
            "Three championship records were improved over the course of the competition and"
            " numerous national junior records were also bettered.",
            "three",
        ),
        # an uncut later conjunct that shares a perfect: "has toured ... and didn't release"
        (
            "As bandleader of the trio, Reynolds has repeatedly toured the country and released"
            " three albums.",
            "three",
        ),
        # a cut inside a quoted title
        (
            'The album spawned seven singles, including the hit single "Be the One" and the'
            ' number-one single "New Rules".',
            "seven",
        ),
    ],
)
def test_no_implicature_pair_when_the_hypothesis_cannot_be_built(parsed, ctx, text, trigger):
    assert not [
        p for p in pairs_of_trigger(parsed, ctx, text, trigger) if p.premise_kind == "original"
    ]
