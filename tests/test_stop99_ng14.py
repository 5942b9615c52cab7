"""Stop 99, branch ng14 (issues #11/#12): operators placed inside the subject, and negated
clauses that break the sentence after them.

1. A fronted -ing adjunct the parser read as a clausal subject that swallowed the real subject
   ("Looking up from her map, the sailor, who was alone, ...": "Looking" a ``csubj``, "the
   sailor" an ``appos``): no one subject span, so the question and "if" are refused
   (``main-clause-unclear``; ``embedding.participle_read_as_subject``; Quirk et al. 1985
   §15.58-15.60, App. III.14). A gerund subject with no comma ("Mending nets tired him") and
   a well-parsed fronted adjunct are unchanged.
2. A negated clause before the conjunction "only" ("except that, but": Quirk et al. 1985 §13.5
   note) gets ``discourse-clash:contrast`` as a "but" clause's denial of expectation does
   (Lakoff 1971; ``clause_scope.only_conjunction``, one test with
   ``embedding.contrastive_only``). Near misses: "..., and he was ...", "..., only a little".

Sentences are constructed and go through the real spaCy model and the real rewriters."""

from __future__ import annotations

from pipeline.rewrite.clause_scope import only_conjunction
from pipeline.rewrite.embedding import contrastive_only, embed, participle_read_as_subject
from pipeline.rewrite.negation import negate
from pipeline.syntax import CONTRAST_CONJUNCTIONS, finite_clause_head


def _target(doc, word):
    return next(t for t in doc if t.text == word)


# --- 1. a fronted participle read as the subject ---------------------------------------------


def test_participle_swallowing_the_subject_refuses_question_and_if(nlp):
    doc = nlp(
        "Looking up from his map, the sailor, who was alone, noticed that the wind had dropped."
    )
    target = _target(doc, "noticed")
    assert participle_read_as_subject(finite_clause_head(doc, target)) is not None
    for kind in ("interrogative", "conditional"):
        result = embed(doc, kind, target)
        assert not result.ok and "main-clause-unclear" in result.flags, (kind, result.text)
    # the modal and the negation stay on the verb and keep the sentence's order
    modal = embed(doc, "modal", target)
    assert modal.ok and "the sailor, who was alone, might have noticed" in modal.text
    neg = negate(doc, target)
    assert neg.ok and "who was alone, didn't notice" in neg.text


def test_gerund_subject_without_comma_is_not_refused(nlp):
    doc = nlp("Mending the nets tired the old fisherman.")
    target = _target(doc, "tired")
    assert participle_read_as_subject(target.sent.root) is None
    result = embed(doc, "conditional", target)
    assert "main-clause-unclear" not in result.flags


def test_subject_with_relative_and_no_fronted_participle_keeps_question(nlp):
    doc = nlp("The sailor, who was alone, noticed that the wind had dropped.")
    target = _target(doc, "noticed")
    result = embed(doc, "interrogative", target)
    assert result.ok
    assert result.text.startswith("Did the sailor, who was alone, notice")


# --- 2. a negated clause before the conjunction "only" ----------------------------------------


def test_negated_clause_before_only_clause_is_a_contrast_clash(nlp):
    doc = nlp("She noticed that the tap was dripping, only she was too busy to fix it.")
    target = _target(doc, "noticed")
    result = negate(doc, target)
    assert "not notice" in result.text or "n't notice" in result.text
    assert "discourse-clash:contrast" in result.flags


def test_negated_verb_phrase_before_only_clause(nlp):
    doc = nlp("He tried to lift the crate, only it was nailed to the floor.")
    result = negate(doc, _target(doc, "tried"))
    assert "discourse-clash:contrast" in result.flags


def test_one_only_test_for_refusal_and_clash(nlp):
    doc = nlp("She noticed that the tap was dripping, only she was too busy to fix it.")
    second = finite_clause_head(doc, _target(doc, "busy"))
    only = contrastive_only(second)
    assert only is not None and only.i == only_conjunction(second).i
    assert only.lower_ in CONTRAST_CONJUNCTIONS


def test_and_clause_is_no_contrast(nlp):
    doc = nlp("She noticed that the tap was dripping, and she was too busy to fix it.")
    result = negate(doc, _target(doc, "noticed"))
    assert "discourse-clash:contrast" not in result.flags


def test_only_as_focus_on_a_phrase_is_no_clause(nlp):
    doc = nlp("She noticed that the tap was dripping, only a little.")
    result = negate(doc, _target(doc, "noticed"))
    assert "discourse-clash:contrast" not in result.flags
