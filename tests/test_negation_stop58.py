"""Stop 58 (ng30): "only" in the predicate, free-choice "any" subjects, sequence adverbs,
neg-raising verbs under a preposed reason, contrast frames, and proper adjectives moved by an
embedding.

Blind reviews s1202d/s1202e rejected "can't only be cleared by X", "Any land unit can't enter",
"didn't finally cease", "Since X, they did not believe p", an "unlike" frame with its negation
removed and "Did toltec culture ...?". Sentences are constructed and run through the real parser
and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


def test_postverbal_only_is_negated_as_not_only(nlp):
    doc = nlp("These boats can cross the lake only through the canal.")
    result = negate(doc, _token(doc, "cross"), above_only=True)
    assert result.ok, result.flags
    assert result.text == "These boats can cross the lake not only through the canal."


def test_only_if_is_left_to_the_verb(nlp):
    # "only if" is a condition, not a focus the rewrite can move "not" onto
    doc = nlp("The gate opens only if the guard agrees.")
    result = negate(doc, _token(doc, "opens"), above_only=True)
    assert "not only if" not in result.text


def test_only_pair_with_not_only_is_not_kept():
    # stop 72 (pr134): "not only" after a phrase reads as the additive correlative with no
    # "but also" (blind review s1204c); the presupposition pipeline keeps no such premise
    pairs = mined_pairs("These boats can cross the lake only through the canal.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert not any(kept(p) and "not only" in p.premise for p in negated)


@pytest.mark.parametrize(
    ("text", "verb", "expected"),
    [
        ("Any land unit can enter a village.", "enter", "No land unit can enter a village."),
        ("Any user can stop the server.", "stop", "No user can stop the server."),
    ],
)
def test_free_choice_any_subject_becomes_no(nlp, text, verb, expected):
    doc = nlp(text)
    result = negate(doc, _token(doc, verb), above_only=True)
    assert result.ok, result.flags
    assert result.text == expected


def test_free_choice_pronoun_keeps_its_flag(nlp):
    doc = nlp("Anything can happen at these weddings.")
    result = negate(doc, _token(doc, "happen"), above_only=True)
    assert not result.ok
    assert "npi-subject" in result.flags


def test_any_subject_with_an_existing_negation_is_not_rewritten(nlp):
    doc = nlp("Any land unit can't enter a village.")
    result = negate(doc, _token(doc, "enter"), above_only=True)
    assert not result.text.startswith("No ")


def test_sequence_adverb_before_the_added_negation_is_flagged(nlp):
    # verb veridicality's placement, "eventually did not cease", is no negation a writer uses
    doc = nlp("The kingdom finally ceased to exist after the invasion.")
    wide = frozenset({"finally"})  # the verb-complement rewriter keeps it before "not"
    result = negate(doc, _token(doc, "ceased"), contract=False, wide_scope=wide)
    assert result.text.startswith("The kingdom finally did not cease")
    assert not result.ok
    assert "ppi-under-negation:finally" in result.flags


def test_sequence_adverb_after_the_negation_is_left_in_the_default_mode(nlp):
    # NOPE's experts write "doesn't finally resurface"
    doc = nlp("The old singer finally resurfaces in the last chapter.")
    result = negate(doc, _token(doc, "resurfaces"))
    assert "finally" in result.text
    assert "ppi-under-negation:finally" not in result.flags


def test_preverbal_only_keeps_imppres_negation(nlp):
    # IMPPRES negates a preverbal "only" as "didn't only impress Sharon"
    doc = nlp("The book only impressed Sharon.")
    result = negate(doc, _token(doc, "impressed"), above_only=True)
    assert result.text == "The book didn't only impress Sharon."


def test_only_after_its_focus_is_not_moved(nlp):
    doc = nlp("This feature is for experts only.")
    result = negate(doc, _token(doc, "is"), above_only=True)
    assert "not only." not in result.text


def test_only_between_auxiliary_and_verb_keeps_imppres_negation(nlp):
    doc = nlp("The company was only profiting.")
    result = negate(doc, _token(doc, "profiting"), above_only=True)
    assert "not only" not in result.text


def test_quantity_only_is_not_rewritten(nlp):
    doc = nlp("The province sees only a trickle of visitors.")
    result = negate(doc, _token(doc, "sees"), above_only=True)
    assert "not only a trickle" not in result.text


def test_neg_raising_verb_under_preposed_reason_is_flagged(nlp):
    doc = nlp("Since the road was closed, they believed the army would arrive late.")
    result = negate(doc, _token(doc, "believed"), contract=False)
    assert not result.ok
    assert "discourse-clash:neg-raised-reason" in result.flags


def test_ordinary_verb_under_preposed_reason_is_left(nlp):
    doc = nlp("Since the road was closed, they decided to wait for the army.")
    result = negate(doc, _token(doc, "decided"), contract=False)
    assert "discourse-clash:neg-raised-reason" not in result.flags


@pytest.mark.parametrize(
    "text",
    [
        "In contrast to its neighbours, the city did not manage to keep its walls.",
        "Unlike its neighbours, the city did not manage to keep its walls.",
    ],
)
def test_negation_removed_under_a_contrast_frame_is_flagged(nlp, text):
    doc = nlp(text)
    result = negate(doc, _token(doc, "manage"), contract=False)
    assert result.rule == "negation:remove"
    assert not result.ok
    assert "discourse-clash:contrast-frame" in result.flags


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Toltec culture continued to thrive until the 12th century.", "Toltec"),
        ("Roman law continued to shape the courts of Europe.", "Roman"),
    ],
)
def test_proper_adjective_keeps_its_capital_in_embeddings(nlp, text, word):
    doc = nlp(text)
    for kind in ("interrogative", "conditional"):
        result = embed(doc, kind)
        assert word in result.text
        assert word.lower() not in result.text


def test_common_first_word_is_still_lowered(nlp):
    doc = nlp("Federal agents stopped the car.")
    assert embed(doc, "interrogative").text == "Did federal agents stop the car?"


def test_trigger_in_a_bracketed_aside_is_not_negated_for_projection(nlp):
    doc = nlp("Your unit or the guard will die (if you attack the leader you will always die).")
    inner = [t for t in doc if t.text == "die"][-1]
    result = negate(doc, inner, above_only=True)
    assert not result.ok
    assert "won't always die" not in result.text
    assert "bracketed-clause" in result.flags
