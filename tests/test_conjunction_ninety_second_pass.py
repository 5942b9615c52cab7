"""Ninety-second pass (cj87): a product name shared by version numbers stays, a gapped clause's
remnant is no conjunct, a post-modifier after the last conjunct is not stranded on the kept one,
and a kept clause that now opens the sentence takes a capital. Sentences are constructed; they
run the real pipeline."""

from tests.phenomenon_support import mined_removals


def test_product_name_stays_before_kept_version() -> None:
    removals = mined_removals("We tested Red Hat 7.2 and 7.3 on the new servers.")
    assert "We tested Red Hat 7.3 on the new servers." in removals
    assert "We tested 7.3 on the new servers." not in removals


def test_gapped_remnant_gives_no_removal() -> None:
    removals = mined_removals(
        "It took a day to build the frame and two days each to build the doors."
    )
    assert not any("to build the doors" in r for r in removals), removals


def test_modifier_after_last_conjunct_not_stranded() -> None:
    removals = mined_removals(
        "I thought it was about the infringement of 1st amendment rights for broadcasters and "
        "proposed campaign finance restrictions preventing them from making money on ads."
    )
    assert not any("broadcasters preventing them" in r for r in removals), removals


def test_kept_clause_after_reporting_frame_capitalised() -> None:
    removals = mined_removals(
        '"The strike is over," said the Times, but an unnamed official said talks would resume.'
    )
    assert "An unnamed official said talks would resume." in removals
    assert "an unnamed official said talks would resume." not in removals


def test_plain_object_coordination_unchanged() -> None:
    # control: no gapping, no version, no post-modifier: both removals stay
    removals = mined_removals("We took the bus to town and the train to the coast.")
    assert "We took the bus to town." in removals
    assert "We took the train to the coast." in removals
