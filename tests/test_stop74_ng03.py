"""Stop 74, ng03 (reviews s1204j/s1204i, FOLDOC): where negation and the embeddings land
(docs/negation.md, "Stop 74, ng03").

Constructed sentences of the reviewed kinds, parsed by the real model, asserting on real
outputs: a bare past form that the parser made the root, with a subjectless modal clause after
it, is a reduced relative, so no operator lands on it; a verb whose present and past forms are
one ("spread", "put") dated by "in 1998" / "in the early 1990s" is past, so it takes "didn't",
"did" and "might have". Each class has a neighbour that keeps its reading.
"""

from __future__ import annotations

from pipeline.rewrite.embedding import embed, trailing_reference
from pipeline.rewrite.negation import negate, past_or_present, suspect_parse
from tests.phenomenon_support import mined_pairs

# -- a reduced relative the parser took for the main verb --------------------------------------

REDUCED = "Only the file pointed to by the index could be opened."


def _root(doc):
    return next(t for t in doc if t.dep_ == "ROOT")


def test_participle_before_subjectless_modal_clause_is_suspect(nlp):
    doc = nlp(REDUCED)
    root = _root(doc)
    assert root.text == "pointed"
    assert suspect_parse(root)
    assert not embed(doc, "interrogative").ok


def test_reduced_relative_writes_no_broken_question():
    premises = {p.premise for p in mined_pairs(REDUCED, "presupposition")}
    assert not any("point to by" in p for p in premises)


def test_finite_past_with_reported_clause_is_not_suspect(nlp):
    # a real finite past whose complement clause has its own subject stays the main verb
    doc = nlp("The clerk said the file could be opened.")
    root = _root(doc)
    assert root.text == "said"
    assert not suspect_parse(root)
    assert embed(doc, "interrogative").text == "Did the clerk say the file could be opened?"


# -- a present-looking past dated by a calendar year or decade ---------------------------------

DATED = "In the early 1990s, the engineers spread word of the design to other labs."


def test_dated_ambiguous_form_is_past(nlp):
    doc = nlp(DATED)
    verb = next(t for t in doc if t.text == "spread")
    assert past_or_present(verb) == "VBD"
    assert "might have spread" in embed(doc, "modal").text
    assert "did the engineers spread" in embed(doc, "interrogative").text
    assert "didn't spread" in negate(doc).text


def test_dated_by_year_ambiguous_form_is_past(nlp):
    doc = nlp("In 1998 the committee put the proposal to a vote.")
    verb = next(t for t in doc if t.text == "put")
    assert past_or_present(verb) == "VBD"
    assert "might have put" in embed(doc, "modal").text


def test_undated_ambiguous_form_stays_present(nlp):
    # no date: a habitual "spread" the tagger reads as present stays present
    doc = nlp("Engineers usually spread word of the design to other labs.")
    verb = next(t for t in doc if t.text == "spread")
    assert verb.tag_ == "VBP"
    assert past_or_present(verb) == "VBP"
    assert (
        "might usually spread" in embed(doc, "modal").text
        or "might spread" in embed(doc, "modal").text
    )


def test_date_in_another_clause_does_not_date_the_verb(nlp):
    doc = nlp("Engineers usually spread the news of a lab that closed in 1998.")
    verb = next(t for t in doc if t.text == "spread")
    assert verb.tag_ == "VBP"
    assert past_or_present(verb) == "VBP"


# -- verb complements: a negated trigger beside a purpose phrase or a verbless absolute ---------


def _negated_vc(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "negated" and p.premise != p.hypothesis
    ]


def _flags(pair) -> list[str]:
    features = pair.features if isinstance(pair.features, dict) else {}
    return list(features.get("flags", []))


def test_fronted_in_an_attempt_to_flags_the_negation():
    pairs = _negated_vc(
        "In an attempt to settle the dispute, the board announced that the fee would be halved."
    )
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert any("negated-event-adjunct:purpose" in _flags(p) for p in pairs)


def test_in_a_year_is_no_purpose_phrase():
    pairs = _negated_vc("In a year, the board announced that the fee would be halved.")
    assert not any("negated-event-adjunct:purpose" in _flags(p) for p in pairs)


def test_verbless_absolute_flags_the_negation():
    pairs = _negated_vc(
        "The pieces tend to fall apart, some with a crack down the middle, some with none."
    )
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert any("negated-event-adjunct:absolute" in _flags(p) for p in pairs)


def test_no_absolute_keeps_the_negation():
    pairs = _negated_vc("The pieces tend to fall apart in the cold.")
    assert any(p.well_formed for p in pairs)


# -- a reference set after the sentence's own full stop ---------------------------------------


def test_reference_after_full_stop_is_no_part_of_the_question(nlp):
    doc = nlp("Both languages were considered before the team settled on Pascal. Wirth 1971, p.12.")
    assert trailing_reference(doc) is not None
    assert not embed(doc, "interrogative").ok
    assert not embed(doc, "conditional").ok


def test_bracketed_reference_stays_inside_the_question(nlp):
    doc = nlp("The scheme was adopted widely (Knuth 1968).")
    assert trailing_reference(doc) is None
    assert embed(doc, "interrogative").text == "Was the scheme adopted widely (Knuth 1968)?"


def test_abbreviation_before_a_name_is_no_reference(nlp):
    doc = nlp("The U.S. Army adopted the rifle in 1903.")
    assert trailing_reference(doc) is None
    assert embed(doc, "interrogative").ok
