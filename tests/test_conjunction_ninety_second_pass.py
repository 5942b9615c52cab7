"""Ninety-second pass (cj87): a product name shared by version numbers stays, a gapped clause's
remnant is no conjunct, a singular relative clause after the last conjunct is not stranded on the kept one,
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


def test_singular_relative_after_last_conjunct_not_stranded() -> None:
    # "makes": a relative after "A and B" that is singular describes B alone
    removals = mined_removals(
        "The new release features plugin support and theme technology that makes it simple to "
        "change the look."
    )
    assert not any("plugin support that makes" in r for r in removals), removals
    assert "The new release features theme technology that makes it simple to change the look." in (
        removals
    )


def test_plural_relative_after_last_conjunct_keeps_removal() -> None:
    # control: "describe" agrees with the whole coordination, so both removals stay
    removals = mined_removals("We read the reports and memos that describe the outage in detail.")
    assert "We read the reports that describe the outage in detail." in removals


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
