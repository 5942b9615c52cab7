"""Stop 85, pr185: "only" whose focus is a number or amount has no prejacent draft (Coppock &
Beaver 2014: with a scalar focus the prejacent's lower bound is presupposed, the bare numeral
without "only" is read exactly and states the at-issue claim; Kennedy 2015). Constructed
sentences; the neighbours without an amount focus keep their drafts."""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts


def _drafts(text: str) -> set[str]:
    return original_presupposition_drafts(text, "only")


def test_preverbal_only_with_a_price_object_has_no_draft() -> None:
    assert _drafts("The ticket only costs twelve dollars.") == set()


def test_only_on_a_cardinal_in_a_prepositional_phrase_has_no_draft() -> None:
    assert _drafts("She sold the painting for only 300 euros.") == set()


def test_only_on_a_cardinal_object_has_no_draft() -> None:
    assert _drafts("The cabin has only one small window.") == set()


def test_only_on_a_few_has_no_draft() -> None:
    assert _drafts("The storm lasted only a few hours.") == set()


def test_only_on_a_noun_subject_keeps_its_draft() -> None:
    assert _drafts("Only the manager can open the safe.") == {"The manager can open the safe."}


def test_preverbal_only_without_an_amount_keeps_its_draft() -> None:
    assert _drafts("The guard only checks the passports.") == {"The guard checks the passports."}
