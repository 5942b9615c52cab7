"""Where the inserted operator goes, and which verb forms it needs (stop 46, ng14), on
constructed sentences through the real parser and the shared rewriters:

1. a preverbal adverb the parser hung on a pronoun subject as an apposition ("She *half*
   smiled"): the inserted modal or do-support is the first auxiliary and goes before it
   (Quirk et al. 1985 §8.20): "She might have half smiled", not "She half might have smiled";
2. a participle re-inflected from a past form keeps the writer's paradigm (Quirk et al. 1985
   §3.14-3.16): "woke" -> "woken", not lemminflect's first participle "waked";
3. a copula conjunct cannot share do-support (H&P 2002 ch. 3 §2.1): the question is built on
   the first conjunct alone, "*Does she sing well and be a good dancer?" is no question;
4. a finite conjunct the parser hung on a complement clause's verb, disagreeing with that
   clause's subject ("... how the parts fit and *is* easy to use"), is the main verb's
   conjunct: cut by the question, re-inflected by the modal, flagged by the negation; a
   copula "conjunct" after a comma alone is the main verb of a misparsed sentence whose
   supplementary participle became the root: the question is refused (``suspect-parse``).
"""

from __future__ import annotations

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate

# class 1: the operator before a misattached preverbal adverb


def test_modal_goes_before_adverb_hung_on_subject(nlp) -> None:
    doc = nlp("She half smiled and turned away.")
    result = embed(doc, "modal")
    assert result.ok, result
    assert result.text == "She might have half smiled and turned away."


def test_negation_goes_before_adverb_hung_on_subject(nlp) -> None:
    result = negate(nlp("She half smiled and turned away."))
    # stop 87 (ng01): the tight "smiled and turned away" takes the negation whole
    # (Quirk et al. 1985 §13.59-13.60); before, "*didn't half smile and turned away", flagged
    assert result.text == "She didn't half smile and turn away."
    assert "one-conjunct-negated" not in result.flags


# class 2: the participle of the writer's paradigm


def test_strong_past_gives_strong_participle(nlp) -> None:
    # stop 51 (ng20): a fronted frequency adverb now takes the sentential frame ("It's possible
    # that sometimes he woke up"), so the participle is tested without one
    result = embed(nlp("Last winter he woke up at night."), "modal")
    assert result.text == "Last winter he might have woken up at night."


def test_strong_participle_after_misattached_adverb(nlp) -> None:
    result = embed(nlp("He half woke and rolled over in the wet grass."), "modal")
    assert result.text == "He might have half woken and rolled over in the wet grass."


# class 3: "be" takes no do-support


def test_question_drops_copula_conjunct(nlp) -> None:
    result = embed(nlp("She sings well and is a good dancer."), "interrogative")
    assert result.text == "Does she sing well?"
    assert "other-conjunct-dropped" in result.flags


def test_modal_still_carries_copula_conjunct(nlp) -> None:
    # the modal takes a bare "be", so this one is built whole; the question above is not
    doc = nlp("The tool shows how the parts fit and is easy to use.")
    assert embed(doc, "modal").text == "The tool might show how the parts fit and be easy to use."


# class 4: a main-verb conjunct hung on the complement clause


def test_question_cuts_conjunct_hung_on_complement(nlp) -> None:
    doc = nlp("Today it measures how fast the stars move and is the oldest instrument here.")
    result = embed(doc, "interrogative")
    assert result.text == "Today, does it measure how fast the stars move?"
    assert "other-conjunct-dropped" in result.flags


def test_negation_flags_conjunct_hung_on_complement(nlp) -> None:
    result = negate(nlp("The tool shows how the parts fit and is easy to use."))
    assert result.text == "The tool doesn't show how the parts fit and is easy to use."
    assert not result.ok and "one-conjunct-negated" in result.flags


def test_question_refused_over_participle_parsed_as_root(nlp) -> None:
    # "also called the kalan" is a supplementary participle clause; the parser made "called"
    # the root and "is" its conjunct, so there is no conjunct to cut (was "Did the sea otter,
    # also call the kalan, be a marine mammal ...?")
    doc = nlp("The sea otter, also called the kalan, is a marine mammal of the North Pacific.")
    result = embed(doc, "interrogative")
    assert not result.ok and "suspect-parse" in result.flags
    assert result.text == doc.text
