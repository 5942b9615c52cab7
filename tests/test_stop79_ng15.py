"""Stop 79 round one, branch ng15: two placements of the one negation rewriter that the blind
judges rejected on an image editor's manual (s1204u).

1. ``_stranded_negation``: the "n't" of an elliptical auxiliary clause before a colon ("It
   hasn't: ...") is no negation of the verb after the colon, which the parser hung it on; the
   removal would edit the wrong clause (Huddleston & Pullum 2002 ch. 17 §7.1; Quirk et al.
   1985 §10.64): refused, ``appended-clause``.
2. ``denied_relative_antecedent``: a clause-final ", which ..." relative on the clause or on an
   indefinite noun phrase after the verb stays asserted of what the added negation denies
   (Huddleston & Pullum 2002 ch. 12 §4.4; Karttunen 1976): refused,
   ``negated-sentential-relative``.

Sentences constructed for these tests, parsed by the real spaCy model; each rule has a bad
case and a good neighbour."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _neg(doc, word: str, above_only: bool = False):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=False, above_only=above_only)


def _kinds(text: str) -> dict[str, object]:
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "verb_complement", assess_sources=True)
        if p.well_formed
    }


# 1. a negated elliptical auxiliary before a colon


@pytest.mark.parametrize("aux", ["hasn't", "doesn't"])
def test_stranded_negation_before_colon_is_not_removed(nlp, aux):
    doc = nlp(f"It {aux}: closing the lid causes the printer to stop the job.")
    result = _neg(doc, "causes")
    assert not result.ok
    assert "appended-clause" in result.flags
    assert result.text == doc.text


@pytest.mark.parametrize("aux", ["hasn't", "doesn't"])
def test_stranded_negation_gives_no_removed_premise(aux):
    text = f"It {aux}: closing the lid causes the printer to stop the job."
    assert "negation_removed" not in _kinds(text)


def test_perfect_negation_is_still_removed(nlp):
    result = _neg(nlp("The printer has not stopped the job."), "stopped")
    assert result.ok
    assert result.text == "The printer has stopped the job."


def test_do_support_removal_still_reinflects(nlp):
    result = _neg(nlp("The printer doesn't stop the job."), "stop")
    assert result.ok
    assert result.text == "The printer stops the job."


# 2. a closing ", which ..." relative on the clause or on an indefinite noun phrase


def test_relative_on_indefinite_object_is_refused(nlp):
    doc = nlp("The paint seems to be made of tiny grains, which makes it feel rough.")
    result = _neg(doc, "seems")
    assert not result.ok
    assert "negated-sentential-relative" in result.flags


def test_sentential_relative_on_verb_is_refused(nlp):
    doc = nlp("The lens seems to sharpen the corners strongly, which makes the photo look harsh.")
    result = _neg(doc, "seems")
    assert not result.ok
    assert "negated-sentential-relative" in result.flags


def test_relative_after_plural_disjunct_is_refused(nlp):
    doc = nlp("The paint seems to be made of dust or tiny grains, which makes it feel rough.")
    result = _neg(doc, "seems")
    assert not result.ok
    assert "negated-sentential-relative" in result.flags


def test_relative_after_singular_disjunct_is_still_negated(nlp):
    doc = nlp("The paint seems to be made of dust or a grain, which is visible under the lens.")
    result = _neg(doc, "seems")
    assert result.ok
    assert result.text.startswith("The paint does not seem to be made of dust or a grain")


def test_relative_gives_no_negated_premise():
    text = "The paint seems to be made of tiny grains, which makes it feel rough."
    kinds = _kinds(text)
    assert "original" in kinds
    assert "negated" not in kinds


def test_relative_on_definite_object_is_still_negated():
    text = "The paint seems to be made of the grains, which are visible under the lens."
    kinds = _kinds(text)
    assert kinds["negated"].premise.startswith("The paint does not seem to be made of the grains")
    assert kinds["negated"].heuristic_label == "neutral"


def test_without_relative_is_still_negated():
    kinds = _kinds("The lens seems to sharpen the corners strongly.")
    assert kinds["negated"].premise == "The lens does not seem to sharpen the corners strongly."


# 3. a subject focused by "only" in the second of two main clauses


def _presupposition_negated(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition", assess_sources=True)
        if p.premise_kind == "negated"
    ]


def test_only_conjunct_is_negated_from_above():
    text = "The printer warms up, but only the front tray was emptied."
    negated = _presupposition_negated(text)
    assert negated
    for p in negated:
        assert "only the front tray wasn't" not in p.premise
        assert "only the front tray was not" not in p.premise
    written = [p for p in negated if p.well_formed]
    assert written
    assert all(
        "it's not the case that only the front tray was emptied" in p.premise for p in written
    )


def test_only_subject_negation_below_is_never_clean(nlp):
    # the verb's own negation under "only" stays flagged where no frame fits (a subordinate clause)
    doc = nlp("She said that only the front tray was emptied.")
    result = _neg(doc, "emptied", above_only=False)
    assert not result.ok
    assert "subject-focused-by-only" in result.flags


def test_whole_sentence_only_keeps_its_frame(nlp):
    result = _neg(nlp("Only the front tray was emptied."), "emptied", above_only=True)
    assert result.ok
    assert result.text == "It is not the case that only the front tray was emptied."
