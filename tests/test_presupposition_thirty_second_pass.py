"""Presupposition error classes of the thirty-second pass (stop 38, helper pr24; blind reviews
s1129n, s1129o): false triggers (figurative "fall", "appear in" a quantity of performances, the
idiom "fill someone's shoes", a plural eponymous name with singular concord, "only" with a hedge
or approximator) and embedded premises over the wrong clause (a negated "but"-conjunct, a
question inverted inside a second conjunct, a preposed clause moved after a pronoun that takes up
its name, a negation that leaves a misattached finite conjunct outside it). Constructed
sentences through the real spaCy model; each failing case failed on the code before the fix, the
"stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


def _presupposition_pairs(parsed, ctx, text: str, subtype: str) -> dict[str, object]:
    """premise kind -> the pair of premise and presupposition hypothesis."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return {
        p.premise_kind: p
        for c in cands
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.hypothesis_kind == "presupposition"
    }


# -- 1. figurative and non-change-of-state uses ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "A sudden silence fell over the crowd.",
        "Night fell quickly over the camp.",
        "Darkness fell over the valley.",
        "For the third time in his career, Manning fell to Florida, 33-20.",
        "With the win, Notre Dame fell to 1-8 on the season.",
        "She appeared in a series of plays with her brother.",
        "Nobody could fill his shoes after he retired.",
    ],
)
def test_figurative_use_is_no_change_of_state(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "change_of_state") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The old oak fell on the roof during the storm.", "The old oak was higher before."),
        # stop 88 (pr192): a person's fall to the ground is a change of posture (WordNet
        # fall.v.24; Levin 1993 §50), whose prior state is the erect one, not a vague height
        ("She fell to her knees and wept.", "She was upright before."),
        ("As he lifted the vase, it fell onto the tiles.", "It was higher before."),
        ("She filled the tank before the trip.", "The tank was not full before."),
    ],
)
def test_literal_change_of_state_stays(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "change_of_state")


def test_fall_to_an_amount_keeps_its_candidate(parsed, ctx):
    assert "fell" in _triggers(parsed, ctx, "Sales fell to 3 million last year.", "change_of_state")


def test_literal_appearance_stays(parsed, ctx):
    assert "appeared" in _triggers(
        parsed, ctx, "A light appeared in the window.", "change_of_state"
    )


# -- 2. a plural eponymous name with singular concord owns nothing -----------------------------


def test_plural_name_with_singular_verb_is_no_possession(parsed, ctx):
    text = "Beau's lines is a condition in which deep grooves appear on the nails."
    assert _triggers(parsed, ctx, text, "possessed_definites") == []


def test_plural_possessum_with_plural_verb_stays(parsed, ctx):
    drafts = _drafts(parsed, ctx, "John's children were born in Ohio.", "possessed_definites")
    assert "John had children." in drafts


# -- 3. "only" with a hedge or an approximator ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["The trip took only about three days.", "She only ate maybe half of her dinner."],
)
def test_only_with_hedge_or_approximator_is_no_candidate(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "only") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He only thinks about himself.", "He thinks about himself."),
        ("She only visited twice.", "She visited twice."),
    ],
)
def test_plain_only_stays(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "only")


# -- 4. embeddings over the trigger's clause ----------------------------------------------------


def test_negated_but_conjunct_is_refused(parsed, ctx):
    pairs = _presupposition_pairs(
        parsed, ctx, "The album was recorded in 2001, but was only released in 2005.", "only"
    )
    neg = pairs["negated"]
    assert neg.premise == "The album was recorded in 2001, but wasn't only released in 2005."
    assert not neg.well_formed
    assert "discourse-clash:contrast" in neg.features["flags"]
    # the other operators take the "but"-conjunct alone and stay
    assert pairs["interrogative"].premise == "Was the album only released in 2005?"
    assert pairs["interrogative"].well_formed


def test_negated_verb_phrase_after_but_stays_well_formed(parsed, ctx):
    # a plain negated conjunct after "but" is an ordinary contrast: blind judges kept such
    # premises (stop 38), so only a negated focus "only" there is flagged
    from pipeline.flags import settle

    text = "The station was badly damaged by bombing in 1941 but re-opened the following year."
    neg = _presupposition_pairs(parsed, ctx, text, "re_verbs")["negated"]
    assert neg.premise == (
        "The station was badly damaged by bombing in 1941 but didn't re-open the following year."
    )
    assert "discourse-clash:contrast" not in neg.features["flags"]
    assert settle(neg).well_formed


def test_negated_only_without_conjunct_stays(parsed, ctx):
    neg = _presupposition_pairs(parsed, ctx, "The album was only released in 2005.", "only")[
        "negated"
    ]
    assert neg.premise == "The album wasn't only released in 2005."
    assert neg.well_formed


def test_no_question_inverted_inside_a_second_conjunct(parsed, ctx):
    text = "In time the war ended, and the ruined houses became only a memory."
    pairs = _presupposition_pairs(parsed, ctx, text, "only")
    assert "interrogative" not in pairs or not pairs["interrogative"].well_formed
    assert all(", and did" not in p.premise for p in pairs.values() if p.well_formed)


def test_question_on_a_cut_second_clause_stays(parsed, ctx):
    text = "Maria stopped smoking, and the neighbours started drinking."
    pairs = _presupposition_pairs(parsed, ctx, text, "aspectual_verbs")
    assert pairs["interrogative"].premise == "Did the neighbours start drinking?"
    assert pairs["interrogative"].well_formed


def test_question_on_a_cut_clause_that_loses_the_possessive_antecedent_is_refused(parsed, ctx):
    # stop 104 (pr244): "Did her husband start drinking?" is about no one once Maria is cut
    text = "Maria stopped smoking, and her husband started drinking."
    pairs = _presupposition_pairs(parsed, ctx, text, "aspectual_verbs")
    question = pairs.get("interrogative")
    assert question is None or not question.well_formed


def test_preposed_clause_not_moved_after_a_pronoun_taking_up_its_name(parsed, ctx):
    text = "After Dana finished college, she moved to Boston and found a job."
    pairs = _presupposition_pairs(parsed, ctx, text, "temporal_adverbs")
    assert not any("after Dana finished college" in p.premise for p in pairs.values())
    assert pairs["interrogative"].premise.startswith("After Dana finished college, did she move")


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "After the war ended, he returned to his village.",
            "Did he return to his village after the war ended?",
        ),
        (
            "After Dana left school, her mother moved to Ohio.",
            "Did her mother move to Ohio after Dana left school?",
        ),
        (
            "After the floods hit Toronto, he moved to Ohio.",
            "Did he move to Ohio after the floods hit Toronto?",
        ),
    ],
)
def test_preposed_clause_still_moved(parsed, ctx, text, question):
    pairs = _presupposition_pairs(parsed, ctx, text, "temporal_adverbs")
    assert pairs["interrogative"].premise == question


def test_negation_leaving_a_misattached_finite_conjunct_is_refused(nlp, parsed, ctx):
    from pipeline.rewrite.negation import negate

    text = "She consented to remain in the house and never once asked about the money."
    # stop 78 (ng14, one-conjunct-negated for a conjunct with its own "never"): refused in the
    # negation rewriter, so the negated pair is no longer written (before: written and flagged)
    assert "negated" not in _presupposition_pairs(parsed, ctx, text, "change_of_state")
    doc = nlp(text)
    result = negate(doc, next(t for t in doc if t.text == "consented"), contract=True)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_negation_of_an_infinitive_with_base_conjunct_stays(parsed, ctx):
    text = "She agreed to remain in the house and help with the dishes."
    pairs = _presupposition_pairs(parsed, ctx, text, "change_of_state")
    neg = pairs.get("negated")
    assert neg is None or "one-conjunct-negated" not in neg.features["flags"]


def test_question_leaves_out_a_misattached_finite_conjunct(parsed, ctx):
    text = "She consented to remain in the house and never once asked about the money."
    question = _presupposition_pairs(parsed, ctx, text, "change_of_state")["interrogative"]
    assert question.premise == "Did she consent to remain in the house?"


def test_question_keeps_a_base_form_conjunct_of_the_infinitive(parsed, ctx):
    from pipeline.rewrite.embedding import embed

    doc, _ = parsed("She agreed to remain in the house and help with the dishes.")
    result = embed(doc, "interrogative")
    assert result.text == "Did she agree to remain in the house and help with the dishes?"
