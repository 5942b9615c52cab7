"""Stop 80 round two, branch cj167: the words a conjunct removal deletes (part a of the removal
invariant, ``conjuncts.cut_outside_conjunct``, flag ``cut_outside_conjunct``).

Removing a conjunct deletes one coordinate with its coordinator (and a correlative tied to it);
every other word is shared by the coordinates and stays (Huddleston & Pullum 2002 ch. 15 §2).
A removal whose kept text lacks a word outside that set cut the sentence wrong. A word replaced
rather than dropped (article or verb agreement) is no cut.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import parse
from pipeline.rewrite import conjuncts as ops
from pipeline.rewrite.conjuncts import Removal
from tests.phenomenon_support import mined_pairs


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model(), parse.WITH_NER)


def _cc(doc):
    return next(t for t in doc if t.dep_ == "cc")


def _span(doc, first: str, last: str) -> tuple[int, int]:
    lo = next(t.i for t in doc if t.text == first)
    hi = next(t.i for t in doc if t.text == last and t.i >= lo)
    return lo, hi + 1


def test_shared_head_noun_deleted_fires(nlp):
    # the shared head "trays" goes with the removed member: a word outside the conjunct is lost
    doc = nlp("The clerk stacked the papers in both the upper and lower trays.")
    cc = _cc(doc)
    rem = Removal(
        "The clerk stacked the papers in the upper.", removed=_span(doc, "lower", "lower")
    )
    assert ops.cut_outside_conjunct(doc, cc, rem, doc.text)
    assert "cut_outside_conjunct" in ops.removal_flags(doc, cc, rem, None, doc.text)


def test_shared_adverb_deleted_fires(nlp):
    doc = nlp("The nurse checked the charts again, in the morning and in the evening.")
    cc = _cc(doc)
    rem = Removal(
        "The nurse checked the charts, in the evening.", removed=_span(doc, "in", "morning")
    )
    assert ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_exact_cut_does_not_fire(nlp):
    doc = nlp("The nurse checked the charts and refilled the cabinet.")
    cc = _cc(doc)
    rem = Removal("The nurse refilled the cabinet.", removed=_span(doc, "checked", "charts"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)
    assert "cut_outside_conjunct" not in ops.removal_flags(doc, cc, rem, None, doc.text)


def test_correlative_and_agreement_do_not_fire(nlp):
    # "both" goes with its "and"; "are" -> "is" and "painters" -> "a painter" are substitutions
    doc = nlp("Both the uncle and his niece are painters.")
    cc = _cc(doc)
    rem = Removal("His niece is a painter.", removed=_span(doc, "the", "uncle"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_no_span_no_answer(nlp):
    doc = nlp("The nurse checked the charts and refilled the cabinet.")
    rem = Removal("The nurse.", removed=None)
    assert not ops.cut_outside_conjunct(doc, _cc(doc), rem, doc.text)


def test_pipeline_pairs_of_a_plain_coordination_stay_unflagged():
    pairs = mined_pairs(
        "The baker kneaded the dough and heated the oven.", "conjunction", assess_sources=True
    )
    removed = [p for p in pairs if p.hypothesis_kind == "conjunct_removed"]
    assert removed
    assert all("cut_outside_conjunct" not in p.features.get("flags", []) for p in removed)
    assert any(p.well_formed for p in removed)


def test_correlative_before_coordinator_goes_with_it(nlp):
    # "not only ... but": the correlative before "but" goes with the coordinator it pairs with
    doc = nlp("These brushes not only paint on the canvas but anywhere you click.")
    cc = next(t for t in doc if t.lower_ == "but")
    rem = Removal("These brushes paint on the canvas.", removed=_span(doc, "anywhere", "click"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_other_word_before_coordinator_is_no_correlative(nlp):
    # "only" pairs with "but", not with "and": a lost "only" before "and" is a wrong cut
    doc = nlp("The shop only sells bread and bakes cakes.")
    cc = _cc(doc)
    rem = Removal("The shop sells bread.", removed=_span(doc, "bakes", "cakes"))
    assert ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_respective_joint_removal_does_not_fire(nlp):
    # the respective pairing's joint cut takes the partner member and "respectively" too
    doc = nlp("They visited Paris and Rome in 2001 and 2005, respectively.")
    cc = _cc(doc)
    rem = Removal("They visited Paris in 2001.", removed=_span(doc, "Rome", "Rome"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_own_determiner_goes_with_the_conjunct(nlp):
    # "a" is the removed noun phrase's own article: it goes with it
    doc = nlp("The club doesn't have a rehearsal room or funding.")
    cc = _cc(doc)
    rem = Removal("The club doesn't have funding.", removed=_span(doc, "rehearsal", "room"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_shared_determiner_lost_fires(nlp):
    # "a" determines the shared head "bicycle": losing it with the first member is a wrong cut
    doc = nlp("This is a 2- or 3-speed bicycle made in Italy.")
    cc = _cc(doc)
    lo = next(t.i for t in doc if t.text.startswith("2"))
    rem = Removal("This is 3-speed bicycle made in Italy.", removed=(lo, cc.i))
    assert ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_polarity_item_goes_with_nor(nlp):
    # "ever" is licensed by "neither ... nor": without the negative coordination it goes too
    doc = nlp("Neither Omar nor Lena had ever sailed a boat.")
    cc = next(t for t in doc if t.lower_ == "nor")
    rem = Removal("Lena had sailed a boat.", removed=_span(doc, "Omar", "Omar"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_backward_connective_goes_with_the_first_conjunct(nlp):
    # "then" links back to the removed first event: it goes with it
    doc = nlp("The robot scans the shelf and then picks the red box.")
    cc = _cc(doc)
    rem = Removal("The robot picks the red box.", removed=_span(doc, "scans", "shelf"))
    assert not ops.cut_outside_conjunct(doc, cc, rem, doc.text)


def test_lost_head_noun_before_connective_fires(nlp):
    # "and thus" may go, the head noun "engine" of the kept predicate may not
    doc = nlp("It is a small diesel engine and thus cheap to run.")
    cc = _cc(doc)
    rem = Removal("It is a small diesel cheap to run.", removed=_span(doc, "small", "diesel"))
    assert ops.cut_outside_conjunct(doc, cc, rem, doc.text)
