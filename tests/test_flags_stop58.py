"""Stop 58 (fl19): flag calibration from a pooled audit of thirteen blind slices. Constructed
sentences through the real pipeline (docs/fitness.md, "Flag calibration, stop 58 (fl19: pooled
audit of thirteen slices)")."""

from __future__ import annotations

from pipeline import fitness, flags
from tests.phenomenon_support import mined_pairs  # noqa: I001


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- source:disfluent: repairs and pause clusters are local --------------------------------------


def test_parallel_clauses_are_no_repetition() -> None:
    text = "Well Tom, uh, I know that she's tired, but I think that she's happy."
    assert flags.filled_pause_only(text, text)


def test_a_repetition_across_a_pause_stays_a_disfluency() -> None:
    text = "I think it's uh it's mostly fear and doubt."
    assert not flags.filled_pause_only(text, text)


def test_two_pauses_clauses_apart_are_two_lone_pauses() -> None:
    text = "Rosa, uh, Dad phoned this morning and um, the old dog ran away."
    assert flags.filled_pause_only(text, text)


def test_clustered_pauses_stay_a_disfluency() -> None:
    text = "Okay umm uh, the old dog ran away and the cat stayed."
    assert not flags.filled_pause_only(text, text)


def test_conjunction_pairs_on_parallel_clauses_with_a_pause_are_well_formed() -> None:
    pairs = mined_pairs(
        "Well, uh, my cousin works with Dana and he's really kind and funny and he's a good cook!",
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    assert all("source:disfluent" not in _flags(p) for p in pairs)
    assert any(p.well_formed and "filled-pause" in _flags(p) for p in pairs)


# -- source:unbalanced_quote: curly double quotes paired by place ---------------------------------


def test_a_right_quote_used_as_opening_mark_pairs_up() -> None:
    text = "You should run the tool (\u201dsafe mode\u201d), the old and trusted command."
    assert "unbalanced_quote" not in fitness.assess(text)


def test_a_lone_curly_quote_stays_unbalanced() -> None:
    assert "unbalanced_quote" in fitness.assess("He said \u201dwe are leaving now and left.")
    assert "unbalanced_quote" in fitness.assess("He said \u201cwe are leaving now and left.")


def test_conjunction_pairs_on_a_misglyphed_quotation_are_well_formed() -> None:
    pairs = mined_pairs(
        "You should run the tool (\u201dsafe mode\u201d), the old and trusted command.",
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    assert all("source:unbalanced_quote" not in _flags(p) for p in pairs)


# -- lost_antecedent: proximal "this" with a noun naming the text points at the text -------------


def test_this_chapter_after_a_removed_clause_is_no_lost_antecedent() -> None:
    pairs = mined_pairs(
        "Many towns grew quickly, but in this chapter the main question is why farms failed.",
        "conjunction",
    )
    shortened = [p for p in pairs if p.hypothesis.startswith("In this chapter")]
    assert shortened
    assert all("lost_antecedent" not in _flags(p) for p in shortened)


def test_a_fronted_this_with_another_noun_stays_a_lost_antecedent() -> None:
    pairs = mined_pairs(
        "He set a clear goal, and consistent with this goal, he trained every day.",
        "conjunction",
    )
    shortened = [p for p in pairs if "consistent with this goal" in p.hypothesis[:40]]
    # stop 73 (cj130): the removal is refused outright (conjunction_residue); a pair that is
    # still written must carry the flag
    assert all("lost_antecedent" in _flags(p) for p in shortened)
    assert not [p for p in shortened if flags.settle(p).well_formed]
