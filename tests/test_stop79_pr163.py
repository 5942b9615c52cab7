"""Stop 79 round one, branch pr163: presupposition drafts and triggers (blind review s1204v,
GIMP manual).

1. "continue/keep V-ing": the draft states the prior activity with its object, without manner
   adverbs or "without" adjuncts of the continuation (Karttunen 1973; Simons 2001; IMPPRES's
   change-of-state templates), and never drops a degree word ("too much").
2. "Only A and perhaps B": a hedge on a conjunct of the focus; the prejacent would assert what
   the speaker left open (Horn 1969; Beaver & Clark 2008): no candidate.
3. A cleft read on referential "it": the sentence has just introduced a referent of the pivot's
   kind ("an embedded profile ... it's not the profile you want"; Hedberg 2000): no cleft.
4. Viewpoint adjuncts "from X's point of view / perspective" (Quirk et al. 1985 §8.127): no
   possessed-definite pair.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``run_texts`` with sources assessed, as in a run). Each rule has a bad case and a close good
neighbour.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair


def _run(text: str) -> tuple[set[tuple[str, str]], list[Pair]]:
    """(subtype, trigger) of the candidates and the settled pairs of ``text``."""
    cands, result = run_texts([text], ["presupposition"], assess_sources=True)
    del cands
    return {(c.subtype, c.trigger.lower()) for c in result.candidates}, [
        settle(p) for p in result.pairs
    ]


def _triggers(text: str, subtype: str) -> set[str]:
    return {t for s, t in _run(text)[0] if s == subtype}


def _drafts(text: str, subtype: str) -> dict[str, str]:
    """Well-formed <original, presupposition> drafts of ``subtype``: hypothesis -> label."""
    return {
        p.hypothesis: p.heuristic_label
        for p in _run(text)[1]
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


# 1. the continued activity without the continuation's manner and circumstances


def test_continue_drops_without_adjunct_and_keeps_degree_word_out():
    drafts = _drafts(
        "In most cases you can continue editing without worrying about the colors too much.",
        "aspectual_verbs",
    )
    assert drafts == {"You have been editing.": "entailment"}


def test_keep_drops_without_adjunct_keeps_object():
    drafts = _drafts("The children kept painting the fence without a break.", "aspectual_verbs")
    assert drafts == {"The children had been painting the fence before.": "entailment"}


def test_continue_drops_postverbal_manner_adverb():
    drafts = _drafts("She continued reading the report carefully.", "aspectual_verbs")
    assert drafts == {"She had been reading the report before.": "entailment"}


def test_manner_adverb_goes_with_its_degree_word():
    drafts = _drafts("He kept eating too quickly.", "aspectual_verbs")
    assert drafts == {"He had been eating before.": "entailment"}


def test_continue_keeps_its_place_adjunct():
    drafts = _drafts("The children kept playing in the garden.", "aspectual_verbs")
    assert drafts == {"The children had been playing in the garden before.": "entailment"}


def test_degree_too_stays_in_a_kept_complement():
    # good neighbour of the degree-word rule: "too" grading an adjective is no additive particle
    drafts = _drafts("The prices continued to be too high.", "aspectual_verbs")
    assert all("too high" in h for h in drafts), drafts


# 2. "only" with a hedged conjunct in its focus


def test_only_with_hedged_conjunct_is_no_candidate():
    text = "Only Blur Radius slider and perhaps Noise Level slider, are useful."
    assert _triggers(text, "only") == set()


def test_preverbal_only_with_hedged_conjunct_is_no_candidate():
    assert _triggers("He only edited the width and possibly the height.", "only") == set()


def test_only_with_plain_coordination_keeps_its_prejacent():
    drafts = _drafts("He only edited the width and the height.", "only")
    assert drafts == {"He edited the width and the height.": "entailment"}


def test_only_with_plain_coordinated_subject_keeps_its_prejacent():
    drafts = _drafts("Only the blur slider and the noise slider are useful.", "only")
    assert drafts == {"The blur slider and the noise slider are useful.": "entailment"}


# 3. referential "it" with an antecedent of the pivot's kind is no cleft


def test_it_with_same_kind_antecedent_is_no_cleft():
    text = "The file may have an embedded profile, but maybe it's just not the profile you want."
    assert _triggers(text, "clefts") == set()


def test_cleft_on_another_kind_of_pivot_stays():
    text = "The file may have an embedded profile, but it's the printer that causes the shift."
    assert _drafts(text, "clefts") == {"Someone causes the shift.": "entailment"}


# 4. viewpoint adjuncts are no possession


def test_point_of_view_is_no_possession():
    text = "From the painter's point of view, the brush is too soft."
    assert _triggers(text, "possessed_definites") == set()


def test_perspective_is_no_possession():
    text = "From the painter's perspective, the brush is too soft."
    assert _triggers(text, "possessed_definites") == set()


def test_plain_possession_stays():
    drafts = _drafts("The painter's brush is too soft.", "possessed_definites")
    assert drafts == {"The painter has a brush.": "entailment"}
