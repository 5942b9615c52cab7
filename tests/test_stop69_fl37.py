"""Stop 69 (fl37): flags that keep their promise, on s1202x/y's judged pairs.

Narrowed (the misfire gone, the correct firing kept):

- ``source:disfluent`` through ``fitness._disagreeing_determiner``: not on a rare word in -s
  after "a" (a coinage or trade term that may be singular, "a clacks"); a common plural after
  "a" ("a serious problems") stays a slip.
- ``one-conjunct-negated`` of a presupposition drafted from the negated conjunct: renamed
  ``one-conjunct-negated-trigger``, a warning for presupposition
  (``flags._trigger_conjunct_negated``); the control pair keeps the defect.

New surface checks (every phenomenon, ``flags.surface_slips``): ``unlike-coordination``,
``unlicensed-modal``, ``do-support-postverbal-not``. Sentences are constructed.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline import flags as F
from pipeline.process import run_texts
from pipeline.records import Pair


def _pairs(text: str, phenomenon: str):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=True)
    return res.pairs


def _pair(
    premise: str,
    hypothesis: str,
    flags: list[str],
    phenomenon: str = "presupposition",
    premise_kind: str = "negated",
    hypothesis_kind: str = "presupposition",
) -> Pair:
    return Pair(
        "p",
        "c",
        "s",
        phenomenon,
        "embedded_question",
        premise,
        hypothesis,
        premise_kind,
        hypothesis_kind,
        "entailment",
        "rule",
        False,
        {"flags": list(flags)},
    )


# -- source:disfluent: a rare word in -s after "a" ----------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "As the clerk hurried off to send a clacks to the mayor, the crowd fell silent.",
        "She hurried away to dispatch a clacks to the editor of the paper.",
    ],
)
def test_rare_word_in_s_after_a_is_no_slip(parsed, sentence):
    doc, _ = parsed(sentence)
    assert not fitness._disagreeing_determiner(doc)
    assert "disfluent" not in fitness.assess(sentence, doc)


@pytest.mark.parametrize(
    "sentence",
    [
        "I think the cost of housing is a serious problems for young families.",
        "Experts think the price of fuel is a major worries for farmers.",
    ],
)
def test_common_plural_after_a_stays_disfluent(parsed, sentence):
    doc, _ = parsed(sentence)
    assert fitness._disagreeing_determiner(doc)
    assert "disfluent" in fitness.assess(sentence, doc)


# -- unlike-coordination -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (
            "She is said to have lived in Lyon, to have taught music, and to have then retired "
            "to the coast.",
            "She lived in Lyon, to have taught music, and to have then retired to the coast.",
        ),
        (
            "The guards had noticed that the gate was open, and also that two horses were gone.",
            "The gate was open, and also that two horses were gone.",
        ),
        (
            "They all dared to cross the river, to climb the ridge, to boldly storm the fort.",
            "They all crossed the river, climbed the ridge, to boldly storm the fort.",
        ),
    ],
)
def test_unlike_coordination_flagged(premise, hypothesis):
    assert F.unlike_coordination(premise, hypothesis)


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        # a single comma-set purpose infinitive is no coordinate
        ("He tried to leave early, to catch the train.", "He left early, to catch the train."),
        # the hypothesis keeps the first marker too
        ("He wanted to sing, to dance and to laugh.", "He wanted to sing and to laugh."),
        # every coordinate made finite
        ("She promised to call, and to write every week.", "She called, and wrote every week."),
    ],
)
def test_like_coordination_not_flagged(premise, hypothesis):
    assert not F.unlike_coordination(premise, hypothesis)


def test_unlike_coordination_through_the_pipeline():
    text = (
        "He is believed to have been born in Lyon, to have studied under his uncle, a baker, to "
        "have traveled for some time, perhaps working in Paris, and to have then returned to "
        "teach at Lyon."
    )
    pairs = _pairs(text, "verb_complement")
    bad = [p for p in pairs if p.hypothesis.startswith("He was born in Lyon, to have")]
    assert bad
    for pair in bad:
        assert not pair.well_formed
        assert "unlike-coordination" in pair.features["flags"]


# -- unlicensed-modal ----------------------------------------------------------------------------


def test_modal_need_without_its_licensor_flagged():
    assert F.unlicensed_modal(
        "The guest must bring a gift; the host need only smile.", "The host need smile."
    )
    assert F.unlicensed_modal("You dare not go there.", "You dare go there.")


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("The host need only smile.", "The host need only smile."),
        ("You need not go.", "You need help."),
    ],
)
def test_modal_need_licensed_or_lexical_not_flagged(premise, hypothesis):
    assert not F.unlicensed_modal(premise, hypothesis)


def test_unlicensed_modal_through_the_pipeline():
    text = "The guest must bring a gift; the host need only smile."
    pairs = _pairs(text, "presupposition")
    bare = [p for p in pairs if p.hypothesis == "The host need smile."]
    assert bare
    for pair in bare:
        assert not pair.well_formed
        assert "unlicensed-modal" in pair.features["flags"]
    # the original sentence as hypothesis keeps "need only": no flag
    for pair in pairs:
        if "need only smile" in pair.hypothesis:
            assert "unlicensed-modal" not in pair.features.get("flags", [])


# -- do-support-postverbal-not -------------------------------------------------------------------


def test_do_support_on_archaic_not_flagged():
    assert F.do_support_postverbal_not(
        "Does the proud heart know not what it seeks?", "The proud heart knows not what it seeks."
    )


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("Did he decide not to go?", "He decided not to go."),
        ("Does he know not to touch it?", "He knows not to touch it."),
        ("He did not know.", "He knew not."),
    ],
)
def test_do_support_with_not_before_the_verb_or_infinitive_not_flagged(premise, hypothesis):
    assert not F.do_support_postverbal_not(premise, hypothesis)
