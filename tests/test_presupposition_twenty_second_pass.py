"""Presupposition error classes of the twenty-second pass (blind reviews of round 38):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 1. an NPI ("any", "ever", "yet") marks the non-veridical "before": no draft ----------------


@pytest.mark.parametrize(
    "text",
    [
        "They left before any research was done.",
        "The firm closed before it ever made a profit.",
        "He quit before he had yet finished the book.",
    ],
)
def test_npi_before_clause_has_no_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == set()


def test_veridical_before_clause_keeps_its_draft(parsed, ctx):
    text = "The firm closed before the bank made a loan."
    assert _drafts(parsed, ctx, text, "temporal_adverbs") == {"The bank made a loan."}


# -- 2. a subjectless implicative draft names the subject its pronoun needs ----------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The Republicans managed to pass their bill.",
            "It would take effort for the Republicans to pass their bill.",
        ),
        (
            "The singer dared to raise her voice.",
            "It would take courage for the singer to raise her voice.",
        ),
    ],
)
def test_implicative_draft_keeps_the_pronoun_antecedent(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "implicative_predicates") == {draft}


def test_implicative_draft_without_pronoun_is_unchanged(parsed, ctx):
    text = "The Republicans managed to pass the bill."
    assert _drafts(parsed, ctx, text, "implicative_predicates") == {
        "It would take effort to pass the bill."
    }


# -- 3. a sinking vessel was afloat, not higher ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # a definite subject: a quantified one has no prior-state draft (stop 45, pr43)
        ("The ships have sunk.", "The ships were afloat before."),
        ("The old ferry sank in the storm.", "The old ferry was afloat before."),
    ],
)
def test_sinking_vessel_was_afloat(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


def test_sinking_non_vessel_keeps_the_height_template(parsed, ctx):
    text = "The stone sank to the bottom of the lake."
    assert _drafts(parsed, ctx, text, "change_of_state") == {"The stone was higher before."}


# -- 4. a specificational subject of "is to V" is no agent of the aspectual verb ---------------


@pytest.mark.parametrize(
    "text",
    [
        "The best way is to begin enforcing the law.",
        "The plan was to start hiring new staff.",
        "What we need is to start saving money.",
    ],
)
def test_specificational_is_to_has_no_aspectual_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == set()


def test_agentive_aspectual_subject_keeps_its_draft(parsed, ctx):
    text = "The police began enforcing the law."
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {
        "The police had not been enforcing the law before."
    }


# -- 5. an "only" draft never ends on a coordinator ---------------------------------------------


def test_only_draft_keeps_a_split_coordination_whole(parsed, ctx):
    text = (
        "The study included only patients who both remained in the program and also "
        "attended the sessions."
    )
    drafts = _drafts(parsed, ctx, text, "only")
    assert drafts == {
        "The study included patients who both remained in the program and attended the sessions."
    }


def test_only_draft_still_drops_a_coordinated_clause(parsed, ctx):
    assert _drafts(parsed, ctx, "He only ate bread and she drank wine.", "only") == {
        "He ate bread."
    }
