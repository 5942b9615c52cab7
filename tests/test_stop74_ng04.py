"""Stop 74 round three, ng04 (review s1204k, Python documentation): negation and embeddings that
break the rest of the sentence (docs/negation.md, "Stop 74, ng04").

Constructed sentences of the reviewed kinds, parsed by the real model, asserting on real
outputs: a bare past form before a subjectless present verb with no comma or coordinator is a
reduced relative (no operator lands on it); "providing" with a noun phrase object is the verb
of a supplementive clause, not the conditional conjunction, so a negated matrix clashes with it;
a clause with "no longer" takes no question or "might". Each class has a neighbour that keeps
its reading.
"""

from __future__ import annotations

from pipeline.rewrite.clause_scope import denial_compatible_supplement, discourse_clash
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate, suspect_parse
from tests.phenomenon_support import mined_pairs


def _root(doc):
    return next(t for t in doc if t.dep_ == "ROOT")


# -- a reduced relative before a subjectless present main verb ---------------------------------

REDUCED = "Task objects returned from async def methods are awaitable."


def test_participle_before_subjectless_present_verb_is_suspect(nlp):
    doc = nlp(REDUCED)
    root = _root(doc)
    assert root.text == "returned"
    assert suspect_parse(root)
    assert not embed(doc, "modal").ok
    assert not embed(doc, "interrogative").ok


def test_reduced_relative_writes_no_broken_premise():
    premises = {p.premise for p in mined_pairs(REDUCED, "presupposition")}
    assert not any("have returned from" in p or "return from" in p for p in premises)


def test_past_verb_with_coordinated_present_clause_is_not_suspect(nlp):
    doc = nlp("The workers returned from the depot, and the tests are passing.")
    root = _root(doc)
    assert root.text == "returned"
    assert not suspect_parse(root)


# -- "providing" with an object is the verb of a supplementive clause --------------------------

PROVIDING = "The new module cleans this up, providing a single interface for all platforms."


def test_providing_with_object_clashes_with_negation(nlp):
    doc = nlp(PROVIDING)
    participle = next(t for t in doc if t.text == "providing")
    assert not denial_compatible_supplement(participle)
    assert discourse_clash(_root(doc)) == "participial-adjunct"
    assert not negate(doc).ok


def test_conditional_providing_stays_compatible(nlp):
    doc = nlp("The shop will open early, providing the staff arrive on time.")
    participle = next(t for t in doc if t.text == "providing")
    assert denial_compatible_supplement(participle)


# -- "no longer" takes no question or modal ----------------------------------------------------

NO_LONGER = "The compiler no longer attempts to rebuild cached files."


def test_no_longer_takes_no_question_or_modal(nlp):
    doc = nlp(NO_LONGER)
    assert not embed(doc, "interrogative").ok
    assert not embed(doc, "modal").ok


def test_plain_clause_still_takes_question(nlp):
    doc = nlp("The compiler attempts to rebuild cached files.")
    assert embed(doc, "interrogative").text == "Does the compiler attempt to rebuild cached files?"


# -- a result "so" the parser hung on the subject noun -----------------------------------------

RESULT = "They also keep the parsed tree in a cache, so future calls using the same file won't need to read it again."


def test_result_so_on_subject_clashes(nlp):
    doc = nlp(RESULT)
    assert discourse_clash(_root(doc)) == "result"
    assert not negate(doc).ok


def test_clause_without_result_so_still_flips(nlp):
    doc = nlp("Future calls using the same file won't need to read it again.")
    assert discourse_clash(_root(doc)) is None
    assert negate(doc).ok
