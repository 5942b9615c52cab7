"""Stop 99, branch ng15 (issues #11/#12): operators on sentences whose word order is already
marked, and positive-polarity or event-comment material under an added negation.

1. A topicalised object ("Such rubbish he refused to read"): topicalisation is a root
   transformation (Emonds 1970; Hooper & Thompson 1973; Quirk et al. 1985 §18.24), so the
   question and "if" are refused (``fronted-object``, ``embedding.fronted_object``); the modal
   and the negation keep the declarative order and are not refused. Near misses: a fronted
   temporal noun phrase, a verb that keeps its own object.
2. A past "head" that is the participle of a reduced relative, with the real tensed predicate
   read as its subjectless complement ("The boats moored in the harbour ... were sunk ..."):
   every operator refuses it (``suspect-parse``, ``negation._subjectless_finite_complement``).
   Near misses: a content clause with its own subject, a well-parsed reduced relative.
3. Additive "too" in the middle of a negated clause (``ppi-under-negation:too``; Klima 1964,
   Quirk et al. 1985 §8.116), and a subjectless "as often happens" sentential relative on a
   negated clause (``discourse-clash:event-comment``; Quirk et al. 1985 §15.57). Near misses:
   clause-final "too" (swapped to "either"), "As it happens, ..." and "As he had expected, ...".

Sentences are constructed and go through the real spaCy model and the real rewriters."""

from __future__ import annotations

from pipeline.rewrite.embedding import embed, fronted_object
from pipeline.rewrite.negation import event_comment_clause, negate, suspect_parse
from pipeline.syntax import finite_clause_head


def _target(doc, word):
    return next(t for t in doc if t.text == word)


# --- 1. a topicalised object -------------------------------------------------------------------


def test_topicalised_object_refuses_question_and_if(nlp):
    for text, word in (
        ("Such rubbish he refused to read.", "refused"),
        ("This old hat she continued to wear until the winter ended.", "continued"),
    ):
        doc = nlp(text)
        target = _target(doc, word)
        assert fronted_object(finite_clause_head(doc, target)) is not None, text
        for kind in ("interrogative", "conditional"):
            result = embed(doc, kind, target)
            assert not result.ok and "fronted-object" in result.flags, (text, kind, result.text)


def test_topicalised_object_keeps_modal_and_negation(nlp):
    doc = nlp("Such rubbish he refused to read.")
    target = _target(doc, "refused")
    modal = embed(doc, "modal", target)
    assert modal.ok and modal.text == "Such rubbish he might have refused to read."
    neg = negate(doc, target)
    assert neg.ok and "Such rubbish he didn't refuse to read" in neg.text


def test_fronted_time_phrase_is_no_topicalised_object(nlp):
    for text, word in (
        ("Yesterday she stopped writing poems.", "stopped"),
        ("Every evening he continued to study.", "continued"),
        ("Peter the Hermit stopped preaching in the towns.", "stopped"),  # name + epithet
    ):
        doc = nlp(text)
        target = _target(doc, word)
        assert fronted_object(finite_clause_head(doc, target)) is None, text
        result = embed(doc, "interrogative", target)
        assert "fronted-object" not in result.flags, (text, result.text)


# --- 2. a reduced relative read as the main verb ------------------------------------------------


def test_participle_head_with_tensed_complement_is_refused(nlp):
    doc = nlp(
        "The boats moored in the harbour and near Brown's pier were sunk at once because the "
        "sailors had left."
    )
    target = _target(doc, "moored")
    head = finite_clause_head(doc, target)
    # the parse the rule is about: the participle as the past-tense root
    assert head is not None and head.text == "moored" and head.tag_ == "VBD"
    assert suspect_parse(head)
    for kind in ("modal", "interrogative", "conditional"):
        result = embed(doc, kind, target)
        assert not result.ok, (kind, result.text)
        assert "were sunk" not in result.text or "suspect-parse" in result.flags
    assert not negate(doc, target).ok


def test_content_clause_with_its_own_subject_is_kept(nlp):
    doc = nlp("He noticed the gate was open.")
    target = _target(doc, "noticed")
    assert not suspect_parse(finite_clause_head(doc, target))
    result = embed(doc, "interrogative", target)
    assert result.ok and result.text == "Did he notice the gate was open?"


# --- 3. medial "too" and "as often happens" under an added negation -----------------------------


def test_medial_too_is_flagged(nlp):
    doc = nlp("She noticed too that the guests had gone.")
    result = negate(doc, _target(doc, "noticed"))
    assert "ppi-under-negation:too" in result.flags, result.text


def test_final_too_is_swapped_not_flagged(nlp):
    doc = nlp("She noticed the smell too.")
    result = negate(doc, _target(doc, "noticed"))
    assert "ppi-under-negation:too" not in result.flags
    assert "either" in result.text, result.text


def test_event_comment_as_clause_is_flagged(nlp):
    for text, word in (
        ("As often happens with puppies, the dog began barking loudly.", "began"),
        ("The child stopped laughing, as often happens.", "stopped"),
    ):
        doc = nlp(text)
        target = _target(doc, word)
        assert event_comment_clause(finite_clause_head(doc, target)) is not None, text
        result = negate(doc, target)
        assert "discourse-clash:event-comment" in result.flags, (text, result.text)


def test_as_clauses_that_are_no_event_comment_are_not_flagged(nlp):
    for text, word in (
        ("As it happens, the child stopped laughing.", "stopped"),
        ("As she had expected, the child stopped laughing.", "stopped"),
    ):
        doc = nlp(text)
        target = _target(doc, word)
        assert event_comment_clause(finite_clause_head(doc, target)) is None, text
        result = negate(doc, target)
        assert "discourse-clash:event-comment" not in result.flags, (text, result.text)
