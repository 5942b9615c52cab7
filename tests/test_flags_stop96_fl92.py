"""Stop 96 (fl92): an apostrophe of omission typed as an opening quotation mark is neither an
unbalanced quote nor the mark of a misspelling.

A word-initial apostrophe before an elided form ("by 'imself", "'ave a rest") marks omitted
letters (CMOS 7.30; Quirk et al. 1985 App. III; Wells 1982 §3.4.4 on H-dropping). A word
processor's "smart quote" substitution types it as the left single quotation mark U+2018
instead of U+2019 (CMOS 6.116-6.117). One list (``wordlists/elided_forms.txt``) now serves both
checks: ``unbalanced_quote`` (``fitness``) and ``misspelled`` (``source_noise``, renamed
``misspelled-read-through`` on pairs). A real opening quotation mark that nothing closes stays
flagged, and so does a capitalised standard word after the mark ("'Is it done?" with no close).
Constructed sentences, real parses, real runs.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from tests.phenomenon_support import mined_pairs, pair_flags

LEFT = "\u2018"
RIGHT = "\u2019"


@pytest.mark.parametrize(
    "text",
    [
        f"The old sailor rowed the boat across the bay by {LEFT}imself.",
        f"Did the farmer plough the whole field by {LEFT}imself?",
        f"She told {LEFT}er sister to go home and {LEFT}ave a rest.",
        f"Nobody knew {LEFT}ow the dog got out of {LEFT}is kennel.",
        "The miller carried the sacks up the hill by 'imself.",
    ],
)
def test_elided_form_after_left_mark_is_no_unbalanced_quote(text):
    assert not fitness._has_unbalanced_quote(text)
    assert "unbalanced_quote" not in fitness.assess(text)
    assert source_noise.misspelled_words(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # near misses: a real opening quotation mark that nothing closes
        f"He said, {LEFT}Come here and sit down with the others.",
        f"She asked, {LEFT}Is the bread ready yet?",
        f"The sign read {LEFT}Ad space for rent and we called.",
    ],
)
def test_unclosed_opening_quote_stays_flagged(text):
    assert fitness._has_unbalanced_quote(text)


@pytest.mark.parametrize(
    "text",
    [
        # near misses: a standard word after a mark that a later mark closes
        "She asked 'is it done?' twice before she left.",
        f"He asked, {LEFT}Is it done?{RIGHT} and walked out.",
    ],
)
def test_homograph_opening_a_closed_quotation_is_balanced(text):
    assert not fitness._has_unbalanced_quote(text)


def test_closing_mark_after_an_aphetic_form_still_unbalanced():
    # "'em" is no word a quotation opens with: the closing mark opened in another sentence
    assert fitness._has_unbalanced_quote("Round 'em up, boys,' the foreman said.")


def test_misspelling_without_the_mark_stays_misspelled():
    assert source_noise.misspelled_words("The old sailor rowed the boat by imself.") == ["imself"]


def test_pairs_on_an_elided_form_keep_no_quote_or_typo_flag():
    pairs = mined_pairs(
        f"His uncle died like that, riding into a herd of wild boars by {LEFT}imself.",
        "presupposition",
        assess_sources=True,
    )
    pairs = [p for p in pairs if p.hypothesis.endswith(f"by {LEFT}imself.")]
    assert pairs
    for pair in pairs:
        flags = pair_flags(pair)
        assert "source:unbalanced_quote" not in flags
        assert "misspelled-read-through" not in flags
        assert "source:misspelled" not in flags


def test_pairs_on_a_real_unclosed_quote_stay_flagged():
    pairs = mined_pairs(
        f"He said, {LEFT}Come here and sit down with the others.",
        "presupposition",
        assess_sources=True,
    )
    assert pairs
    assert all("source:unbalanced_quote" in pair_flags(p) for p in pairs)
    assert not any(p.well_formed for p in pairs)
