"""Stop 96, vc198: positive polarity items in the finite complement of a negated neg-raising verb.

A negation added on a neg-raising verb ("think", "believe", "seem", ...) is read inside its
complement ("not think p" = "think not p"; Horn 1978; Horn 1989 ch. 5), where the assertive
some-forms and final "already" take their non-assertive forms as under a clausemate negation
(Baker 1970; Quirk et al. 1985 §10.59-10.62): "I do not think she heard anything", not "...
heard something", which keeps only the specific wide-scope reading. The swap lives in the one
negation rewriter (``negation.polarity_swaps`` / ``raised_scope``), so the projection negation
of the presupposition rewriter takes it too. A subject "some N" of the complement (strong,
partitive "some": Milsark 1977) is refused, not swapped. The hypothesis keeps the PPI.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _negated(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]


@pytest.mark.parametrize(
    ("text", "premise", "hypothesis"),
    [
        (
            "I think she heard something behind the door.",
            "I do not think she heard anything behind the door.",
            "She heard something behind the door.",
        ),
        (
            "We believe someone has taken the key.",
            "We do not believe anyone has taken the key.",
            "Someone has taken the key.",
        ),
        (
            "It seems the guards have gone somewhere.",
            "It does not seem the guards have gone anywhere.",
            "The guards have gone somewhere.",
        ),
        (
            "I think he saw some wolves near the river.",
            "I do not think he saw any wolves near the river.",
            "He saw some wolves near the river.",
        ),
        (
            "I think he has finished the job already.",
            "I do not think he has finished the job yet.",
            "He has finished the job already.",
        ),
    ],
)
def test_ppi_in_raised_complement_takes_its_npi(text, premise, hypothesis):
    pairs = _negated(text)
    assert pairs
    for p in pairs:
        assert p.premise == premise
        assert p.hypothesis == hypothesis  # the hypothesis keeps the PPI
        assert p.well_formed


def test_subject_some_of_the_complement_is_refused():
    # strong (partitive) "some" in subject position (Milsark 1977): "any critics" is no swap
    pairs = _negated("I think some critics will hate the film.")
    assert pairs
    for p in pairs:
        assert not p.well_formed
        assert "ppi-under-negation:some" in p.features["flags"]


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        # not a neg-raising verb: the negation stays on "say", the complement is not its scope
        (
            "She said that he heard something behind the door.",
            "She did not say that he heard something behind the door.",
        ),
        # a relative clause inside the complement is a further clause: "something" stays
        (
            "I think she met someone who knows something about it.",
            "I do not think she met anyone who knows something about it.",
        ),
        # a set phrase of time, no PPI determiner
        (
            "I think we should try it for some time.",
            "I do not think we should try it for some time.",
        ),
        # an "already" that does not close its clause: no place for "yet", left as written
        (
            "I think she was carrying the bread with it already in a bag, not loose.",
            "I do not think she was carrying the bread with it already in a bag, not loose.",
        ),
        # medial "already": no place for "yet", left as written
        (
            "I think he has already finished the job.",
            "I do not think he has already finished the job.",
        ),
    ],
)
def test_near_misses_keep_their_words(text, premise):
    pairs = _negated(text)
    assert pairs
    assert {p.premise for p in pairs} == {premise}


def test_projection_negation_swaps_in_the_raised_complement(nlp):
    # the presupposition rewriter's negation (above_only) reads the same swap
    doc = nlp("The captain believes someone stole his map.")
    verb = next(t for t in doc if t.text == "believes")
    result = negate(doc, verb, above_only=True)
    assert result.text == "The captain doesn't believe anyone stole his map."


def test_projection_negation_leaves_a_non_raising_verb(nlp):
    doc = nlp("The captain says someone stole his map.")
    verb = next(t for t in doc if t.text == "says")
    result = negate(doc, verb, above_only=True)
    assert result.text == "The captain doesn't say someone stole his map."


# -- negated questions: the past opinion question is a reproach, refused ------------------------


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_negated_past_opinion_question_is_refused():
    pairs = _negated("Did you think that you could trick the guards with that story?")
    assert pairs
    for p in pairs:
        assert p.premise.startswith("Did you not think")
        assert not p.well_formed
        assert "negated-question" in _flags(p)
        assert "negated-opinion-question" not in _flags(p)


def test_negated_present_opinion_question_stays_a_warning():
    # near-miss: "Do you not think p?" is the conventional biased question about the hearer's
    # present opinion (Ladd 1981), kept with its warning
    pairs = _negated("Do you think the old road will be safe?")
    assert any(
        p.premise == "Do you not think the old road will be safe?"
        and p.well_formed
        and "negated-opinion-question" in _flags(p)
        for p in pairs
    )
