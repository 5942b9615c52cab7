"""Stop 79 round one, branch em03: three embedding refusals from the blind review of the GIMP
manual (s1204u, s1204v).

- ``directive-before-colon``: a directive before a colon ("So keep this in mind: ...") has no
  truth value, so the modal, the question and the "if" on the clause after it clash with it
  (Huddleston & Pullum 2002 ch. 10 §9; Quirk et al. 1985 App. III.21).
- ``evidential-as-clause``: "As you can see (from X)," vouches for the main clause (Quirk et al.
  1985 §15.53-15.57; Potts 2005 ch. 3), so no "might" and no question under it.
- ``concessive-though``: a final concessive "though" has nothing to concede inside an
  "if"-antecedent (Quirk et al. 1985 §8.137); the question and the modal keep it.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run); a bad case and a good neighbour for each rule.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str = "presupposition") -> dict[str, set[str]]:
    """Well-formed embedded premises of ``text`` by premise kind."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind in ("modal", "interrogative", "conditional") and p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def test_directive_before_colon_takes_no_embedding():
    premises = _premises(
        "So keep this in mind: GIMP's history panel lets you undo almost any change."
    )
    assert premises == {}


def test_clause_without_the_directive_is_embedded():
    premises = _premises("GIMP's history panel lets you undo almost any change.")
    assert premises.get("modal") == {"GIMP's history panel might let you undo almost any change."}
    assert premises.get("interrogative") == {
        "Does GIMP's history panel let you undo almost any change?"
    }


def test_evidential_as_clause_takes_no_modal_or_question():
    premises = _premises("As you can see from the preview, the filter stopped blurring the edges.")
    assert "modal" not in premises
    assert "interrogative" not in premises


def test_temporal_as_clause_keeps_the_modal():
    premises = _premises("As the night went on, the filter stopped blurring the edges.")
    assert premises.get("modal") == {
        "As the night went on, the filter might have stopped blurring the edges."
    }


def test_final_though_takes_no_conditional():
    premises = _premises("It is easy to forget that you have stopped the render, though.")
    assert "conditional" not in premises
    assert premises.get("interrogative") == {
        "Is it easy to forget that you have stopped the render, though?"
    }


def test_without_though_the_conditional_stays():
    premises = _premises("It is easy to forget that you have stopped the render.")
    assert premises.get("conditional") == {
        "If it is easy to forget that you have stopped the render, it's okay."
    }
