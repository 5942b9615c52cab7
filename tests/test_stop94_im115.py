"""Stop 94, branch im115: implicature (blind review s9401, food reviews): scale items in a sense
or construction their scale does not cover get no candidate.

* "cheap" of quality (WordNet bum.s.01 "of very poor quality; flimsy"), not of price: after a
  sensory copula ("look/feel cheap") or coordinated with an adjective of that sense ("flimsy",
  "chintzy"), so no ⟨cheap, free⟩ pair (``sense_uses.quality_cheap``);
* numerals that are exact by construction: a rating gesture ("four thumbs up",
  ``sense_uses.gesture_rating_numeral``) and the count of the units of an expression the
  sentence presents after a dash or colon ("two words for you - X",
  ``sense_uses.presented_expression_count``);
* "most" as the standard of a comparison ("more than most": ``_comparative_standard``) and
  pronominal "many" outside the subject (cardinal, Partee 1989), no "not all".

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline. Each has a near miss that keeps its pair."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import implicature_hypotheses


def _triggers(text: str, subtype: str) -> list[str]:
    """The triggers of ``subtype`` extracted from ``text``."""
    _, result = run_texts([text], ["implicature"])
    return [c.trigger.lower() for c in result.candidates if c.subtype == subtype]


# --- "cheap" of quality ---------------------------------------------------------------------


def test_cheap_after_look_or_feel_is_quality():
    assert "cheap" not in _triggers("The rings looked cheap.", "gradable_adjectives")
    assert "cheap" not in _triggers(
        "The frames feel cheap and the hinges squeak.", "gradable_adjectives"
    )


def test_cheap_coordinated_with_a_quality_adjective():
    assert "cheap" not in _triggers("The chairs were cheap and chintzy.", "gradable_adjectives")
    assert "cheap" not in _triggers("The mugs were flimsy and cheap.", "gradable_adjectives")


def test_price_cheap_keeps_its_pair():
    assert implicature_hypotheses("The wine was cheap and tasty.", "gradable_adjectives") == {
        "The wine wasn't free."
    }
    # "seem" is no sensory copula: a price can seem low
    assert implicature_hypotheses("The tickets seem cheap.", "gradable_adjectives") == {
        "The tickets don't seem free."
    }


# --- numerals exact by construction ---------------------------------------------------------


def test_rating_gesture_numeral_gets_no_candidate():
    assert "four" not in _triggers("The kids gave the soup four thumbs up.", "numerals")


def test_body_part_count_without_gesture_keeps_its_pair():
    assert implicature_hypotheses("We ate four paws of the crab.", "numerals") == {
        "We didn't eat more than four paws of the crab."
    }


def test_count_of_a_presented_expression_gets_no_candidate():
    assert "two" not in _triggers("I have two words for you - delicious soup.", "numerals")


def test_count_of_letters_without_presentation_keeps_its_pair():
    assert implicature_hypotheses("I wrote three letters to the company.", "numerals") == {
        "I didn't write more than three letters to the company."
    }


# --- comparison standard and cardinal "many" ------------------------------------------------


def test_most_as_the_standard_of_a_comparison():
    assert "most" not in _triggers("This bag holds more than most.", "quantifiers")


def test_pronominal_many_outside_the_subject_is_cardinal():
    assert "many" not in _triggers("I have eaten many over the years.", "quantifiers")


def test_partitive_many_and_proportional_most_keep_their_pairs():
    assert implicature_hypotheses("I have eaten many of these bars.", "quantifiers") == {
        "I haven't eaten all of these bars."
    }
    assert implicature_hypotheses("Most of the bars were stale.", "quantifiers") == {
        "Not all of the bars were stale."
    }
