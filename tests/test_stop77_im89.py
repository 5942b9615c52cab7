"""Stop 77 round one, im89: implicature items from the s1204q blind review (GnuCash manuals).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. a medial adverb of frequency stays in place under "not all": "Some X are usually Y" ->
   "Not all X are usually Y" (structural alternatives, Katzir 2007; local implicatures,
   Chierchia 2004), no longer "Usually not all X are Y" (``rewrite.implicature``);
2. a closing list of bare adjectives that names as many kinds as the numeral counts ("Two
   modes exist, monthly or yearly") fixes the count: no pair (enumerative apposition, Quirk et
   al. 1985 §17.65; H&P 2002 ch. 5 §9.4 on fused modifier-heads);
3. "down to n" asserts its bound like "up to n" (Geurts & Nouwen 2007): no pair; and a
   determiner hung on a "verb" marks a noun misread as a verb ("all Expense and Income
   accounts"): no pair (H&P 2002 ch. 5 §7, ch. 11 §2).

Every embedding (original, modal, interrogative, conditional) shares the hypothesis, so the
checks below look at all of them. Constructed sentences through the real pipeline and the real
spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses_by_kind

# class 1: a medial frequency adverb stays in place


def test_frequency_adverb_stays_below_not_all_in_every_embedding() -> None:
    found = implicature_hypotheses_by_kind("Some types of invoices are usually paid in cash.")
    assert set(found) >= {"original", "modal", "interrogative", "conditional"}
    assert set(found.values()) == {"Not all types of invoices are usually paid in cash."}


def test_often_stays_in_place_with_most() -> None:
    found = implicature_hypotheses_by_kind("Most readers often skip the preface.")
    assert found["original"] == "Not all readers often skip the preface."


def test_no_adverb_keeps_plain_not_all() -> None:
    found = implicature_hypotheses_by_kind("Some types of invoices are paid in cash.")
    assert found["original"] == "Not all types of invoices are paid in cash."


# class 2: a closing list of bare adjectives as long as the count


def test_adjective_member_list_of_the_counted_size_gets_no_pair() -> None:
    text = "Two payment schedules exist, weekly or monthly."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_adjective_member_list_with_and_gets_no_pair() -> None:
    text = "Two reconciliation methods exist, manual and automatic."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_list_of_another_size_keeps_its_pair() -> None:
    text = "Three payment schedules exist, weekly or monthly."
    found = implicature_hypotheses_by_kind(text, "numerals")
    assert found.get("original", "").startswith("No more than three payment schedules exist")


def test_manner_adverbs_are_no_members() -> None:
    found = implicature_hypotheses_by_kind("Two dogs barked, loudly or angrily.", "numerals")
    assert found["original"] == "No more than two dogs barked."


def test_count_without_a_list_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("Two payment schedules exist in the tool.", "numerals")
    assert found["original"] == "No more than two payment schedules exist in the tool."


# class 3: a bound stated by "down to n"; a noun misread as a verb


def test_down_to_bound_gets_no_pair() -> None:
    text = "The tree view displays folders down to 4 levels of nesting."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_bare_count_of_levels_keeps_its_pair() -> None:
    text = "The tree view displays 4 levels of nesting."
    found = implicature_hypotheses_by_kind(text, "numerals")
    assert found["original"] == "The tree view doesn't display more than 4 levels of nesting."


def test_down_to_after_a_motion_verb_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("We walked down to two cabins by the lake.", "numerals")
    assert found["original"] == "We didn't walk down to more than two cabins by the lake."


def test_determiner_on_a_misread_verb_gets_no_pair() -> None:
    text = "By default, it shows all Expense and Income accounts from most of the books."
    assert implicature_hypotheses_by_kind(text) == {}


def test_real_verb_with_a_plain_object_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind(
        "By default, it shows the accounts from most of the books."
    )
    assert found["original"] == "By default, it doesn't show the accounts from all of the books."
