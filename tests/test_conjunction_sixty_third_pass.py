"""Stop 49 (branch cj57): removal and replacement on magazine and hedged prose.

1. Numerals that count nothing get no replacement: a numeral before a capitalised noun inside
   the sentence is part of a title ("48 Hours", ``_titled_numeral``); a year split from its
   plural "s" names a decade (``_split_decade``); the length of a window of time ("the last 50
   years") is a domain restriction, not a count a neighbour value contradicts
   (``_window_length``).
2. A verbless reference line that credits a work ("Title, by Name (Publisher).") asserts
   nothing: no removal or replacement pair (``_bibliographic_fragment``).
3. "her courage and defence of X": an attribute noun with a genitive takes no bearer "of"
   phrase, so the "of" phrase is the last conjunct's; its removal ("her courage of X") is not
   written (``_possessed_attribute_of``).

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from

TITLE = "We watched an episode of 48 Hours, but the host seemed tired."
COUNT = "We watched 48 episodes, but the host seemed tired."
DECADE = "The band toured in the late 1970 s and early 1980 s."
WINDOW = "He was the best coach the club had during the last 50 years, and the fans agree."
PLAIN = "He coached the club for 50 years, and the fans agree."
DATED = "The treaty took effect in May, and it replaced the 1988 Trade Agreement."
LASTS = "The hall was built in May, and it will last 50 years."
REFERENCE = "Small Hours: Essays on Travel and Exile, by Anna Grey and Tom Reed (Vintage Books)."
CLAIM = "Anna Grey and Tom Reed wrote essays on travel and exile."
POSSESSED = "The villagers praised her courage and defence of the harbour in the war."
DIMENSIONS = "The villagers praised the size and shape of the harbour."

TEXTS = [TITLE, COUNT, DECADE, WINDOW, PLAIN, LASTS, DATED, REFERENCE, CLAIM, POSSESSED, DIMENSIONS]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _replacements(pairs, text: str) -> set[str]:
    return {
        p.hypothesis
        for p in pairs
        if p.premise == text and p.hypothesis_kind == "conjunct_replaced"
    }


def test_numeral_in_title_not_replaced(pairs):
    reps = _replacements(pairs, TITLE)
    assert not any("49 Hours" in h for h in reps)
    # the clause pairs are still written
    assert "We watched an episode of 48 Hours." in pairs_from(pairs, TITLE)


def test_plain_count_still_replaced(pairs):
    assert "We watched 49 episodes, but the host seemed tired." in _replacements(pairs, COUNT)


def test_split_decade_not_replaced(pairs):
    assert not any("1971 s" in h or "1981 s" in h for h in _replacements(pairs, DECADE))


def test_window_length_not_replaced(pairs):
    assert not any("last 51 years" in h for h in _replacements(pairs, WINDOW))
    removed = pairs_from(pairs, WINDOW)
    assert "He was the best coach the club had during the last 50 years." in removed


def test_duration_still_replaced(pairs):
    reps = _replacements(pairs, PLAIN)
    assert "He coached the club for 51 years, and the fans agree." in reps


def test_reference_line_has_no_removal_or_replacement(pairs):
    assert not pairs_from(pairs, REFERENCE)
    assert not _replacements(pairs, REFERENCE)


def test_clause_with_same_coordination_keeps_removals(pairs):
    removed = pairs_from(pairs, CLAIM)
    assert "Tom Reed wrote essays on travel and exile." in removed


def test_possessed_attribute_keeps_its_of_phrase_out(pairs):
    removed = pairs_from(pairs, POSSESSED)
    assert not any("courage of the harbour" in h for h in removed)
    assert "The villagers praised her defence of the harbour in the war." in removed


def test_shared_of_of_dimension_nouns_kept(pairs):
    removed = pairs_from(pairs, DIMENSIONS)
    assert "The villagers praised the size of the harbour." in removed


def test_verb_last_is_a_duration(pairs):
    assert "The hall was built in May, and it will last 51 years." in _replacements(pairs, LASTS)


def test_year_before_a_name_still_replaced(pairs):
    reps = _replacements(pairs, DATED)
    assert "The treaty took effect in May, and it replaced the 1989 Trade Agreement." in reps
