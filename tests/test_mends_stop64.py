"""Stop 64 mends found while merging. An infinitival relative the parser reads as a small clause still licenses a stranded
preposition (H&P 2002 ch. 7 §4.1), so a good sentence is not marked ``truncated``; a preposition
that lost its object to a dropped wiki link still is."""

import pytest

from pipeline import fitness


@pytest.mark.parametrize(
    "text",
    [
        "Should you fail to find something decent to swing with, there are always other options.",
        "If you cannot find anything sturdy to hide behind, run.",
    ],
)
def test_infinitival_relative_strands(nlp, text):
    assert "truncated" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text", ["He was located in , Utah for years.", "She wanted to move to , Utah."]
)
def test_lost_object_still_truncated(nlp, text):
    assert "truncated" in fitness.assess(text, nlp(text))


def test_a_that_candidate_with_no_complement_words_gives_no_pair_and_no_quarantine():
    """A construction whose complement span came out empty (a ``that`` the parser hangs on
    "suggesting" while the clause after it is the complement of "intended") used to reach the
    rewriter and be quarantined ("no token at characters 0-0"); it gives no pair instead."""
    from pipeline.process import run_texts

    text = '"Are you suggesting that the aliens intended for us to do exactly what we\'re doing?"'
    _, result = run_texts([text], ["verb_complement"])
    assert result.quarantined == []
    assert all(p.premise for p in result.pairs)


def test_a_bare_extent_noun_draft_is_a_trivial_extent_defect_not_a_warning():
    """fl27 made ``inalienable-possession`` a warning (body parts, kin, names: judged kept 4 of
    7); the bare extent nouns it also covered ("The tunnels have an area") were judged bad 4 of
    4 in ``ab72`` and now carry their own defect, ``trivial-extent``."""
    from tests.phenomenon_support import mined_pairs

    text = "We need to clear the tunnels' area before the bots return."
    (pair,) = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "original" and p.hypothesis == "The tunnels have an area."
    ]
    assert pair.features["flags"] == ["trivial-extent"]
    assert not pair.well_formed
