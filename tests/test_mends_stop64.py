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
