"""Stop 49, pr58: presupposition triggers and embeddings (docs/presupposition.md, sixtieth pass).

- Lexicalised re- verbs whose stem is not what was done before ("recycle": use again after
  processing; "reset": restore to the initial state; "reclaim" a tract of land) are no re_verbs
  trigger (Marchand 1969 ch. III; von Stechow 1996 on restitutive re-); "rebuild" and "reclaim
  her title" stay.
- A relative clause detached by a comma is supplementary, so "It is not the N, which is X" is a
  predicative clause on referential "it", not an it-cleft (H&P 2002 ch. 16 §9.1).
- "the former / the latter" in a drafted hypothesis is resolved to its antecedent, or there is no
  draft (an ordering anaphor read alone has no antecedent).
- A sentence that stops on a determined currency amount ("their own $1.") is a source cut at
  a decimal point: no candidates.

Constructed sentences through the real pipeline (spaCy parse, real rewrites)."""

from __future__ import annotations

from functools import cache

from tests.phenomenon_support import mined_pairs


@cache
def _pairs(text: str) -> tuple:
    return tuple(mined_pairs(text, "presupposition"))


def _subtypes(text: str) -> set[str]:
    return {p.subtype for p in _pairs(text)}


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in _pairs(text)
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def test_recycled_is_no_re_verb() -> None:
    assert "re_verbs" not in _subtypes("The old bottles were recycled into new glass.")


def test_reset_is_no_re_verb() -> None:
    assert "re_verbs" not in _subtypes("Some users reset the router after the update.")


def test_reclaimed_land_is_no_re_verb() -> None:
    assert "re_verbs" not in _subtypes("The marsh was reclaimed in the 1950s.")


def test_reclaim_a_title_and_rebuild_stay_re_verbs() -> None:
    assert "re_verbs" in _subtypes("She reclaimed her title in 2004.")
    assert "The house had been built before." in _hypotheses(
        "He rebuilt the house after the fire.", "re_verbs"
    )


def test_supplementary_relative_is_no_cleft() -> None:
    text = (
        "It is not the usual name for this river, which is Danube, and it is not the local "
        "name, which is Duna."
    )
    assert "clefts" not in _subtypes(text)


def test_integrated_relative_cleft_stays() -> None:
    assert "Someone found the key." in _hypotheses(
        "It was the gardener who found the key.", "clefts"
    )


def test_the_latter_is_resolved_in_the_draft() -> None:
    hyps = _hypotheses("Mark has known Anna since the latter was a child.", "temporal_adverbs")
    assert hyps == {"Anna was a child."}


def test_the_former_is_resolved_in_the_draft() -> None:
    hyps = _hypotheses(
        "The mayor met the bishop before the former left the city.", "temporal_adverbs"
    )
    assert hyps == {"The mayor left the city."}


def test_former_as_adjective_is_untouched() -> None:
    hyps = _hypotheses("The former mayor stopped smoking after the war.", "aspectual_verbs")
    assert any(h.startswith("The former mayor") for h in hyps)


def test_sentence_cut_at_a_decimal_point_gives_no_candidates() -> None:
    assert not _pairs("She left the firm after the board approved their own $1.")


def test_whole_money_amount_at_the_end_stays() -> None:
    assert "She left the firm after the board paid $1." in {
        p.premise for p in _pairs("She left the firm after the board paid $1.")
    }


def test_cleft_clause_after_a_supplementary_relative_stays_a_cleft() -> None:
    # the gold NOPE shape "It was X, who ..., who ...": the cleft is still found
    text = "It was the mayor, who had opposed the plan, who signed the order."
    assert "clefts" in _subtypes(text)
