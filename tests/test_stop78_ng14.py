"""Stop 78 round two, branch ng14: the one negation rewriter refuses four more incoherent
negated premises (blind review s1204t, an image editor's manual).

- a free-choice "any" in the scope of the added negation ("can't paint with any colour":
  free choice becomes the NPI, Ladusaw 1979, Dayal 1998): ``free-choice-any``;
- a subject quantifier with an exception phrase ("Some, but not all, plug-ins"): the added
  negation goes under the quantifier (Horn 1989; Barwise & Cooper 1981): ``quantifier-exception``;
- a coordinated predicate that already holds "not" ("must save X and not close Y") and a list
  of participles whose first gets the "not" ("not allowing X, trying Y, and closing Z"):
  ``one-conjunct-negated`` (Huddleston & Pullum 2002 ch. 15 §4.3, ch. 9 §4.3);
- a "so that" clause whose "that" the parser took for a subject: still a purpose/result clause
  (Quirk et al. 1985 §15.48): ``discourse-clash:purpose``.

Each with a good neighbour that is still negated. Sentences constructed for these tests,
parsed by the real spaCy model.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _neg(doc, word: str, above_only: bool):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=True, above_only=above_only)


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "flag"),
    [
        ("You can paint with any color from the palette again.", "paint", "free-choice-any"),
        ("The new filter lets you crop anything on the canvas.", "lets", "free-choice-any"),
        (
            "Some, but not all, plug-ins stop working after the update.",
            "stop",
            "quantifier-exception",
        ),
        (
            "Most, though not all, brushes scale with the zoom level.",
            "scale",
            "quantifier-exception",
        ),
        ("You must save the file again and not close the window.", "save", "one-conjunct-negated"),
        (
            "This is a new tool in the latest release allowing you to resize layers again, "
            "trying to keep the edges sharp, and closing gaps.",
            "allowing",
            "one-conjunct-negated",
        ),
        (
            "The filter blurs the edges again, so that points near the edge are only partly "
            "selected.",
            "blurs",
            "discourse-clash:purpose",
        ),
    ],
)
def test_incoherent_negation_is_refused(nlp, text, word, flag, above_only):
    result = _neg(nlp(text), word, above_only)
    assert not result.ok
    assert flag in result.flags


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        ("You can paint with the colors from the palette again.", "paint", "can't paint"),
        ("Some plug-ins stop working after the update.", "stop", "don't stop"),
        ("You must save the file again and close the window.", "save", "need to save"),
        (
            "This is a new tool in the latest release allowing you to resize layers again.",
            "allowing",
            "not allowing",
        ),
    ],
)
def test_good_neighbour_is_still_negated(nlp, text, word, negated, above_only):
    result = _neg(nlp(text), word, above_only)
    assert result.ok, result.flags
    assert negated in result.text


@pytest.mark.parametrize(
    "text",
    [
        "The painter refused to lend her any brush again.",  # NPI under "refuse"
        "The new filter lets you crop almost any layer again.",  # universal "almost any"
        "The painter stopped mixing paint with any brush in the box.",  # no possibility
    ],
)
def test_any_that_is_no_free_choice_under_possibility_is_left(nlp, text):
    doc = nlp(text)
    root = next(t for t in doc if t.dep_ == "ROOT")
    result = negate(doc, root, contract=True, above_only=True)
    assert "free-choice-any" not in result.flags


def test_npi_any_in_a_question_is_left_to_the_question(nlp):
    """ "any" in a question is already the NPI: the free-choice check does not fire."""
    result = _neg(nlp("Can you paint with any color from the palette again?"), "paint", False)
    assert "free-choice-any" not in result.flags


def test_presupposition_writes_no_negated_free_choice_any():
    text = "The painter can stop mixing paint with any brush in the box."
    assert not any(
        "any brush" in p.premise and p.well_formed
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "negated"
    )
