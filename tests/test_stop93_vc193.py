"""Stop 93, vc193: negated premises the rest of the sentence no longer fits (review s9301).

Three classes in the one negation rewriter (every phenomenon's negated premise):

- a comma-spliced imperative after the negated statement ("The sign says the door is locked,
  use the side entrance"): the statement is the ground of the directive (Sanders et al. 1992;
  Sweetser 1990 ch. 4), so its negation leaves the directive groundless
  (``discourse-clash:directive``, flagged, text kept);
- a later "and" clause opened by an elliptical "every/each time" with no clause of its own
  ("..., and every time the line drops"): it quantifies over occasions of the negated event
  (Halliday & Hasan 1976 ch. 4; Kamp & Reyle 1993 §1.5), refused (``one-conjunct-negated``);
- a negative word in an end-placed counted adverbial ("tried no fewer than six times"), inside
  the added negation's scope (Quirk et al. 1985 §10.64-10.66): ``negative-word:no``.

Sentences are constructed for these tests; each class has a near-miss that stays clean.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate


def _negate(nlp, text: str):
    return negate(nlp(text))


# -- spliced directive -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The sign says the door is locked, use the side entrance.",
        "The forecast says rain is coming, take an umbrella.",
        "Mom says the baby is asleep, keep quiet.",
    ],
)
def test_spliced_directive_flagged(nlp, text):
    result = _negate(nlp, text)
    assert not result.ok
    assert "discourse-clash:directive" in result.flags
    assert "n't" in result.text or " not " in result.text  # the text is kept, negated


@pytest.mark.parametrize(
    "text",
    [
        "He said, take the umbrella.",  # the directive is what was said
        "She says it will rain and we should take umbrellas.",  # no imperative
        "The sign says the door is locked.",
        # verb-phrase conjuncts sharing a present subject, not imperatives
        "Players break their fingers, tape them, return to the game.",
        # a connective opens the last clause: another relation
        "The screen says the road is icy, hence delay.",
        # the comma closes a supplementary relative; the base form is its noun's predicate
        "Then we will see that our habits, which seem to comfort us, keep us from growing.",
    ],
)
def test_no_directive_near_miss(nlp, text):
    result = _negate(nlp, text)
    assert "discourse-clash:directive" not in result.flags
    assert result.ok


def test_directive_in_verb_complement_pair():
    from tests.phenomenon_support import mined_pairs

    pairs = [
        p
        for p in mined_pairs(
            "The sign says the door is locked, use the side entrance.", "verb_complement"
        )
        if p.premise_kind == "negated"
    ]
    # integrated with vc192 (stop 93), whose spliced-imperative rule refuses the candidate
    # outright; either way no negated premise reaches reviewers clean
    assert all(not p.well_formed for p in pairs)
    assert all("discourse-clash:directive" in p.features["flags"] for p in pairs)


# -- elliptical "every time" -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She has tried to reach the landlord, and each time the phone was switched off.",
        "We called them twice, and each time the clerk was rude.",
    ],
)
def test_elliptical_every_time_refused(nlp, text):
    result = _negate(nlp, text)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags
    assert result.text == text


@pytest.mark.parametrize(
    "text",
    [
        "I've been trying to reach the office and every day the weather is bad.",  # time position
        "I've been trying to reach the office and every time I call the line drops.",  # own clause
    ],
)
def test_every_time_near_miss(nlp, text):
    result = _negate(nlp, text)
    assert result.ok
    assert "one-conjunct-negated" not in result.flags


# -- counted adverbial with a negative word ----------------------------------------------


def test_no_fewer_than_in_counted_adverbial(nlp):
    result = _negate(nlp, "I've tried no fewer than six times to reach the help desk.")
    assert not result.ok
    assert "negative-word:no" in result.flags


def test_counted_adverbial_without_negative_word(nlp):
    result = _negate(nlp, "I waited twenty minutes today.")
    assert result.ok
    assert result.text == "I didn't wait twenty minutes today."
