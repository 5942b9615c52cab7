"""Eighty-ninth pass (cj84): a preposed "not only" inverts subject and auxiliary, and the
removal that keeps the first conjunct must restore the declarative order (and the capital of
a clause that now opens the sentence). Sentences are constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_removals


def test_inverted_copula_restored() -> None:
    removals = mined_removals("Not only are the tickets very cheap, but the trains run on time.")
    assert "The tickets are very cheap." in removals
    assert "are the tickets very cheap." not in removals


def test_do_support_dropped_and_verb_inflected() -> None:
    removals = mined_removals(
        "This habit has two benefits: not only does it keep you awake, but it saves money."
    )
    assert "This habit has two benefits: it keeps you awake." in removals


def test_modal_inversion_restored() -> None:
    removals = mined_removals("Not only will the office be closed, but the phones are off.")
    assert "The office will be closed." in removals


def test_kept_second_clause_capitalized() -> None:
    removals = mined_removals("Not only are the tickets very cheap, but the trains run on time.")
    assert "The trains run on time." in removals


def test_negation_keeps_its_auxiliary() -> None:
    removals = mined_removals("Not only is she not at home, but her car is gone.")
    assert "She is not at home." in removals


def test_uninverted_not_only_unchanged() -> None:
    # control: "not only" after the subject inverts nothing
    removals = mined_removals("The shop not only sells books but also prints them.")
    assert "The shop sells books." in removals
