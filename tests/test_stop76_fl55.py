"""Stop 76 round three, branch fl55: ``source:agreement``, a source slip of subject-verb agreement.

A determined singular common noun heading the subject with a plural present verb ("The delivery
fee for both parcels are paid") is ungrammatical (Quirk et al. 1985 §10.34): a pair built on it
copies the slip into its premise (rubric (b)). Collective, quantity and invariable nouns, a
coordinated head, an "of" phrase, an appositive subject, existential "there", a subjunctive and
a bare infinitive are left alone (``fitness._singular_noun_plural_verb``). Sentences are
constructed, and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.process import run_texts
from pipeline.records import Pair


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


BAD = [
    "The delivery fee for both parcels are paid by the sender.",
    "The annual report on regional schools are due next week.",
    "Each folder have its own icon.",
    "Your savings account have a balance of zero.",
]

GOOD = [
    "The delivery fees for this parcel are paid by the sender.",
    "The delivery fee for both parcels is paid by the sender.",
    "The committee are divided on the question.",
    "The name and address of the customer are printed on the label.",
    "A range of tools are available in the menu.",
    "The following are examples of expense accounts.",
    "If the balance were negative, the account would close.",
    "It is essential that the account have a positive balance.",
    "The sheep are in the field behind the barn.",
    "The data are stored in a single file.",
    "They make the older account appear to be empty.",
    "The reason there are two accounts is simple.",
    "The owners, the family that runs the shop, are away.",
    "The Savings Account have a balance of zero.",
    # an "of" phrase: "the club" may be a second conjunct of the subject (left alone)
    "The monthly budget of the household and the club are printed below.",
]


@pytest.mark.parametrize("text", BAD)
def test_singular_head_with_plural_verb_is_flagged(nlp, text):
    assert "agreement" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", GOOD)
def test_agreeing_or_notional_subject_is_not_flagged(nlp, text):
    assert "agreement" not in fitness.assess(text, nlp(text))


def test_pair_on_disagreeing_source_is_flagged():
    """A verb-complement pair copies "The delivery fee ... are" into premise and hypothesis."""
    pairs = _pairs(
        "The manager decided that the delivery fee for both parcels are paid by the sender.",
        "verb_complement",
    ) + _pairs(
        "She forgot that the delivery fee for both parcels are paid by her.", "presupposition"
    )
    assert pairs
    for p in pairs:
        assert "source:agreement" in p.features["flags"]
        assert not p.well_formed


def test_pair_on_agreeing_neighbour_is_not_flagged():
    pairs = _pairs(
        "She forgot that the delivery fees for both parcels are paid by her.", "presupposition"
    )
    assert pairs
    assert any(p.well_formed for p in pairs)
    for p in pairs:
        assert "source:agreement" not in p.features["flags"]
