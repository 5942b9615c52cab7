"""``source_noise.foreign`` (stop 100, fl98): an English sentence made of words that other
languages share ("met", "mayor", "die", "war", "men", "ten", "door", "van") is English when
it has a word only English uses often ("the", "and", "which"); a sentence in another language
stays foreign, with or without such a word (docs/fitness.md, "fl98")."""

from __future__ import annotations

import pytest

from pipeline import source_noise
from tests.phenomenon_support import mined_pairs  # noqa: I001


@pytest.mark.parametrize(
    "text",
    [
        "Tom and Mary met the mayor.",
        "Tom met Anna at the door.",
        "The men met the mayor.",
        "Men die in the war.",
        "Tom met the men at the door.",
        "Ten men met the mayor.",
        "The mayor met ten men.",
        "Tom met the van driver.",
        "Ben met Tom and the mayor.",
    ],
)
def test_english_made_of_homographs_is_not_foreign(text: str) -> None:
    assert not source_noise.foreign(text)
    assert "foreign" not in source_noise.reasons(text)


@pytest.mark.parametrize(
    "text",
    [
        # German, Dutch, French, Spanish with an English word in them ("the", "and")
        "Ich habe the Zeitung nicht gelesen, weil ich keine Zeit hatte.",
        "Hij ging met de auto naar de stad, and zij bleef thuis.",
        "Wir haben also keine Zeit, weil die Kinder noch in der Schule sind.",
        "Le maire a dit que la ville a un problème and nous devons agir.",
        # without one: made of homographs only ("la", "de", "est", "une"), or of other words
        "La maison de ma mère est une ruine.",
        "Het boek van de man ligt op de tafel.",
        "Je ne sais pas pourquoi il est parti si tôt hier soir.",
        "Yo no sé si el alcalde viene mañana.",
        # Irish and romanised Hindi, whose words wordfreq lists nowhere
        "Bhí an fear ag obair sa pháirc le mo dheartháir inné.",
        "Tá mé ag dul go dtí an siopa anois.",
        "Main ghar ja raha hoon kyunki mujhe bahut kaam hai.",
        # an English sentence that switches to German word by word
        "Most of my friends bauen very nette boats.",
    ],
)
def test_another_language_stays_foreign(text: str) -> None:
    assert source_noise.foreign(text)


def test_one_strange_word_beside_english_homographs_is_english() -> None:
    # one word of no English beside "the" is a loan or a slip ("vil" for "will")
    assert not source_noise.foreign("Tom met the mayor vil.")
    # two are evidence: the near miss stays foreign
    assert source_noise.foreign("Tom met the mayor vil nicht.")


def test_a_homograph_sentence_gives_pairs_without_the_foreign_flag() -> None:
    pairs = mined_pairs("Tom and Mary met the mayor.", "conjunction", assess_sources=True)
    assert pairs
    assert all("source:foreign" not in p.features["flags"] for p in pairs)
    assert all(p.well_formed for p in pairs)
