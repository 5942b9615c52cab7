"""Eighty-sixth pass (stop 55, pr83; docs/presupposition.md): drafts in a new blind review.

Draft classes from the blind review s1201m (evidence/s1201m/rejects-presupposition.txt): the
discourse "now ... though" kept in an "only" prejacent, "Someone's" for "someone is", a
comma-less appositive name in a possessed-definite draft, and an age clause drafted as a
trivial hypothesis (now flagged). Constructed sentences through the real pipeline; each class has a counterpart.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs


def test_only_drops_discourse_now_and_final_though() -> None:
    drafts = original_draft_pairs("Now listen, there's only one exit though.", "only")
    assert "There's one exit." in drafts


def test_only_keeps_time_adverb_now() -> None:
    drafts = original_draft_pairs("Now the shop only sells used books.", "only")
    assert "Now the shop sells used books." in drafts


def test_only_keeps_subordinator_though() -> None:
    drafts = original_draft_pairs("Though it rained, the kids only played inside.", "only")
    assert "The kids played inside." in drafts


def test_subject_wh_spells_is_in_full() -> None:
    drafts = original_draft_pairs("Then everyone would know who's boss.", "embedded_question")
    assert "Someone is boss." in drafts
    assert "Someone's boss." not in drafts


def test_subject_wh_keeps_clitic_before_a_participle() -> None:
    drafts = original_draft_pairs("I wonder who's knocking at the door.", "embedded_question")
    assert "Someone's knocking at the door." in drafts


def test_possessed_definite_drops_appositive_name() -> None:
    drafts = original_draft_pairs(
        "And then Monica's new boyfriend, Pete, shows up and Joey leaves.", "possessed_definites"
    )
    assert "Monica has a new boyfriend." in drafts
    assert not any("Pete" in h for h in drafts)


def test_age_clause_gets_no_temporal_draft() -> None:
    drafts = original_draft_pairs(
        "She has been playing chess since she was six.", "temporal_adverbs"
    )
    assert drafts.get("She was six.") is False  # flagged: trivial, not well formed


def test_life_stage_clause_keeps_its_temporal_draft() -> None:
    drafts = original_draft_pairs(
        "Ever since I was little, I have wanted to fly.", "temporal_adverbs"
    )
    assert drafts.get("I was little.") is True  # stop 91 (fl80): a stage of life is kept


def test_ordinary_since_clause_keeps_its_draft() -> None:
    drafts = original_draft_pairs(
        "She has been sad since her brother moved away.", "temporal_adverbs"
    )
    assert drafts.get("Her brother moved away.") is True
