"""Sixty-fifth pass (docs/implicature.md, "Sixty-fifth pass (stop 62, im58: ...)").

Blind review s1202m: a clause coordinated after the trigger's clause (also when the parser split
it off as a sentence of its own, or the trigger's clause holds quoted words) stays out of the
hypothesis and the embeddings; the predicative partitive "some of the N" and "some" + a
singular noun the parser misread are not the scalar "some"; the hypothesis is a plain statement
(no "!"); a sentence-initial conjunct without a comma ("Instead") is dropped. Constructed
sentences through the real pipeline; each refusal has a twin that keeps its pair."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


# 1. the trigger's clause only


def test_split_off_and_clause_left_out_of_hypothesis_and_embeddings() -> None:
    pairs = _pairs(
        "Most villagers here call us the Night Watch and I quite enjoy the name.", "quantifiers"
    )
    assert {p.hypothesis for p in pairs} == {"Not all villagers here call us the Night Watch."}
    embedded = {p.premise_kind: p.premise for p in pairs if p.premise_kind != "original"}
    assert embedded.get("interrogative") == "Do most villagers here call us the Night Watch?"
    assert not any("enjoy" in s for s in embedded.values())


def test_quoted_words_inside_the_kept_clause_allow_the_cut() -> None:
    pairs = _pairs(
        "Most villagers here call us the 'Night Watch' and I quite enjoy the name.", "quantifiers"
    )
    assert {p.hypothesis for p in pairs} == {"Not all villagers here call us the 'Night Watch'."}
    assert not any("enjoy" in p.premise for p in pairs if p.premise_kind != "original")


def test_single_clause_keeps_its_pairs() -> None:
    assert _hypotheses("Most villagers here call us the Night Watch.", "quantifiers") == {
        "Not all villagers here call us the Night Watch."
    }


# 2. non-scalar "some"


def test_predicative_partitive_some_gets_no_pair() -> None:
    assert _pairs("We were some of the first settlers to reach the valley.", "quantifiers") == []
    assert _pairs("They were some of the finest smiths in the north.", "quantifiers") == []


def test_subject_partitive_some_keeps_its_pair() -> None:
    assert _hypotheses("Some of the settlers reached the valley.", "quantifiers") == {
        "Not all of the settlers reached the valley."
    }


def test_some_with_adjective_misread_as_noun_gets_no_pair() -> None:
    text = "I walked home and saw some freaky shit on the way, but I thought it was the storm."
    assert _pairs(text, "quantifiers") == []


# 3. no exclamation mark in the hypothesis


def test_hypothesis_of_an_exclamation_is_a_statement() -> None:
    assert _hypotheses("Most of the guards slept in the tower!", "quantifiers") == {
        "Not all of the guards slept in the tower."
    }


# 4. anaphoric initial conjunct


def test_initial_instead_without_comma_is_dropped() -> None:
    pairs = _pairs("Instead the room was small and warm.", "gradable_adjectives")
    assert pairs
    assert not any("Instead" in p.hypothesis or "instead" in p.hypothesis for p in pairs)
    assert not any("instead" in p.premise.lower() for p in pairs if p.premise_kind != "original")


def test_initial_meanwhile_without_comma_is_dropped() -> None:
    assert _hypotheses("Meanwhile most of the guards slept in the tower.", "quantifiers") == {
        "Not all of the guards slept in the tower."
    }
