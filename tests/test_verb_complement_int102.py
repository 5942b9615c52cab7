"""verb_complement (stop 102 integration): a reduced adverbial clause read as the head of a
that-clause, and a scare-quoted trigger verb.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each with
a near miss that must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _that_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original" and p.hypothesis_kind == "complement"
    }


def test_reduced_once_clause_read_as_the_head_of_the_that_clause_is_flagged():
    """Quirk et al. 1985 §14.9: "once raised" is a reduced adverbial clause; the hypothesis
    "Prices, once raised." (no finite verb) is a defect: the candidate stays (the
    construction is real), its pairs are flagged, never well formed."""
    pairs = [
        p
        for p in mined_pairs(
            "She has noticed that prices, once raised, tend to stay high.", "verb_complement"
        )
        if p.hypothesis == "Prices, once raised."
    ]
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("reduced-adverbial-read-as-complement" in str(p.features) for p in pairs)


def test_near_miss_finite_once_clause_keeps_the_complement():
    hypotheses = _that_hypotheses(
        "She has noticed that prices, once they are raised, tend to stay high."
    )
    assert "Prices, once they are raised, tend to stay high." in hypotheses


def test_near_miss_fronted_reduced_clause_keeps_the_complement():
    hypotheses = _that_hypotheses("She noticed that, once raised, prices tend to stay high.")
    assert "Once raised, prices tend to stay high." in hypotheses


def test_scare_quoted_trigger_gives_no_pair():
    """Predelli 2003: the speaker does not vouch for a scare-quoted verb; dropping it would
    leave empty quotes ('He "" got a seat')."""
    pairs = mined_pairs('He "managed" to get a seat.', "verb_complement")
    assert [p.hypothesis for p in pairs] == []


def test_near_miss_unquoted_trigger_and_quoted_word_in_the_complement():
    assert _that_hypotheses("He managed to get a seat.") == {"He got a seat."}
    hypotheses = _that_hypotheses('She said that the show was "managed" badly.')
    assert hypotheses == {'The show was "managed" badly.'}


def test_quit_keeps_one_form_for_past_and_participle():
    """Merriam-Webster "quit" v.: "quit" is the current past and participle; near miss: a
    regular verb still takes "-ed"."""
    from pipeline.lexicon.inflection import inflect

    assert inflect("quit", "VBN") == "quit"
    assert inflect("quit", "VBD") == "quit"
    assert inflect("quiet", "VBN") == "quieted"
