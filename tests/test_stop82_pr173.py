"""Stop 82 round two, branch pr173: presupposition drafts that test nothing.

1. A draft "X has a N" whose N is a determinable every concrete object has (location, size,
   shape, colour, weight) is true of anything and is not written (``pairs._trivial_draft``);
   a possessed definite with a contingent noun stays.
2. A draft that the sentence asserts word for word in a main clause outside the trigger is an
   assertion, not a presupposition, and is not written (``pairs._asserted_draft``); the same
   trigger without that clause, or with the clause under "if" or a verb of saying, stays.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition.pairs import _trivial_draft
from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition" and p.well_formed
    }


# 1. trivially true possessed-definite drafts


def test_trivial_draft_words() -> None:
    assert _trivial_draft("That chest has a location.")
    assert _trivial_draft("The statue has a shape.")
    assert not _trivial_draft("The statue has a large shape.")
    assert not _trivial_draft("The chest has a canopy.")
    assert not _trivial_draft("Your plugin has a name.")


def test_location_of_an_object_is_no_draft() -> None:
    text = "The next time you wake, you will stand at that chest's location with all your gear."
    assert "That chest has a location." not in _hypotheses(text)


def test_contingent_possessum_stays() -> None:
    text = "The next time you wake, you will stand beside that chest's canopy with all your gear."
    assert "That chest has a canopy." in _hypotheses(text)


# 2. drafts the sentence asserts itself


def test_asserted_draft_is_not_written() -> None:
    text = (
        "Sadly, something happened to it years ago, the radio went silent, "
        "and nobody really knows what happened to it."
    )
    assert "Something happened to it." not in _hypotheses(text)


def test_embedded_question_without_the_assertion_stays() -> None:
    text = "The radio went silent, and nobody really knows what happened to it."
    assert "Something happened to it." in _hypotheses(text)


def test_reported_clause_is_not_an_assertion() -> None:
    text = (
        "Something happened to it years ago, the captain said, "
        "and nobody really knows what happened to it."
    )
    assert "Something happened to it." in _hypotheses(text)


def test_postposed_only_in_the_same_clause_stays() -> None:
    text = "This lever is for emergency purposes only."
    assert "This lever is for emergency purposes." in _hypotheses(text)
