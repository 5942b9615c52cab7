"""verb_complement, ninety-first pass (branch vc85, stop 56: candidates on e-mail).

Constructed sentences through the real pipeline (``mined_pairs``): a "when" clause that is an
adverbial inside a that-complement (or fronted in a that-less one after a verb of belief or
saying) is no embedded question; a "that" + noun phrase with no finite verb is a
demonstrative, no complement. Guards keep the embedded questions ("know exactly how much",
"know when he left"), the mandative subjunctive and the contracted "'s".
"""

from __future__ import annotations

from pipeline.phenomena.verb_complement import _embedded_question_complement
from tests.phenomenon_support import complement_flags, complement_hypotheses, complement_pairs

_pairs = complement_pairs
_flags = complement_flags
_hypotheses = complement_hypotheses


# -- 1. an adverbial "when" inside the complement is no embedded question --------------------


def test_when_clause_inside_that_complement_is_not_a_question() -> None:
    text = "Scientific tests find that when women exercise they produce more endorphins."
    assert "When women exercise they produce more endorphins." in _hypotheses(text)
    assert not any(f.startswith("embedded-question") for f in _flags(text))
    assert [p.well_formed for p in _pairs(text, "original")] == [True]


def test_when_clause_after_that_with_even() -> None:
    text = "The audit showed that even when the server crashed the logs were kept."
    assert not any(f.startswith("embedded-question") for f in _flags(text))


def test_fronted_when_clause_in_bare_complement_of_think() -> None:
    text = "I think when you restart the daemon, the errors go away."
    assert "When you restart the daemon, the errors go away." in _hypotheses(text)


def test_fronted_when_clause_no_longer_makes_inner_trigger_a_question() -> None:
    text = "The mayor says when she heard the news, she decided to resign."
    flags = {f for p in _pairs(text) for f in (p.features.get("flags") or [])}
    assert "non-construction:trigger-in-embedded-question" not in flags
    assert "When she heard the news, she decided to resign." in _hypotheses(text)


def test_wh_word_of_the_complement_itself_is_still_a_question(parsed) -> None:
    # the flag's own check on a bare complement range (the tree path reads "know [how much
    # memory the servers need]" as a complement; spaCy's path drops it earlier, vc45)
    doc, _ = parsed("Engineers know exactly how much memory the old servers need.")
    start = next(t.i for t in doc if t.lower_ == "exactly")
    complement = range(start, len(doc) - 1)
    assert _embedded_question_complement(doc, "that", complement) == "how"


def test_adverbial_when_after_that_is_no_question(parsed) -> None:
    doc, _ = parsed("Tests find that when women exercise they produce more endorphins.")
    start = next(t.i for t in doc if t.lower_ == "when")
    assert _embedded_question_complement(doc, "that", range(start, len(doc) - 1)) is None


def test_know_when_is_still_no_bare_complement() -> None:
    # "know/remember when ..." may be the interrogative or free relative itself
    assert not _hypotheses("You remember when you spent the holidays with us?")


def test_trigger_in_real_embedded_question_still_flagged() -> None:
    text = "She explained why he refused to go."
    assert "non-construction:trigger-in-embedded-question" in _flags(text)


# -- 2. "that" + noun phrase with no finite verb is a demonstrative --------------------------


def test_that_with_noun_phrase_and_no_verb_is_no_complement() -> None:
    assert not _pairs("They teach you that your very first week of medical school.")
    assert not _pairs("Believe me, I learned that the hard way.")


def test_that_with_ing_participle_is_no_complement() -> None:
    assert not _pairs("The poor dog never saw that big truck coming.")


def test_contracted_is_keeps_the_complement() -> None:
    assert _pairs("Chandler still thinks that Phoebe's pregnant.")


def test_mandative_subjunctive_keeps_the_complement() -> None:
    assert "It be built in Bucharest." in _hypotheses("We require that it be built in Bucharest.")


def test_finite_that_clause_kept() -> None:
    assert "The results were misleading." in _hypotheses(
        "She found that the results were misleading."
    )
