"""Stop 54 (branch cj77): dialogue classes of the last blind review (Friends transcripts).

- Clause-final general extenders ("and stuff", "and all", "or what"; Overstreet 1999) are no
  coordination: no candidate; "and all the N" before a noun still is one.
- Binomials that name one unit ("husband and wife", "terms and conditions", "lost and found";
  Malkiel 1959): no candidate.
- A sentence ending in "?" that does not open like an interrogative (a declarative question, or
  a statement coordinated with a question) gets no removal (NLI premises are declaratives).
- A concession ("Granted, ..., but") is not left without its "but" clause; a modal adverb before
  coordinated adjectives ("potentially large and damaging") stays with the remaining one; a
  future clause after a modal one with another subject ("we can hand it to him and he'll ...")
  is not left alone.
- "Why don't you V and I'll ..." and "One more N and S" are conditional "and" (Culicover &
  Jackendoff 1997): no removal.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import removals_by_premise

EXTENDER = "She was upset about the funeral and all."
STUFF = "We bought shoes and stuff."
OR_WHAT = "Is he coming with us or what?"
REAL_ALL = "She invited her friends and all their parents."
COUPLE = "They signed the lease as husband and wife."
TERMS = "She read the terms and conditions before she paid."
LOST = "He left the gloves at the lost and found desk."
MIXED = "I want that car too, but is that going to cost too much?"
DECL_Q = "You remember the day you walked in and smelled smoke?"
STATEMENT = "You walked in and smelled smoke."
WHY_DONT = "Why don't you sit down and I'll make you some tea."
ONE_MORE = "One more word and I leave this house."
GRANTED = "Granted, I only met her once, but she seemed really happy."
PLAIN_BUT = "I met her once, but she seemed really happy."
POTENTIALLY = "It was a potentially large and damaging storm."
GUNTHER = "We can give the letter to Gunther and he'll put it in the mailbox."
SAME_SUBJECT = "I can swim and I will swim tomorrow."

TEXTS = [
    EXTENDER,
    STUFF,
    OR_WHAT,
    REAL_ALL,
    COUPLE,
    TERMS,
    LOST,
    MIXED,
    DECL_Q,
    STATEMENT,
    WHY_DONT,
    ONE_MORE,
    GRANTED,
    PLAIN_BUT,
    POTENTIALLY,
    GUNTHER,
    SAME_SUBJECT,
]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


@pytest.mark.parametrize("text", [EXTENDER, STUFF, OR_WHAT])
def test_general_extender_is_no_conjunct(removals, text):
    assert not removals.get(text)


def test_and_all_before_a_noun_is_still_coordination(removals):
    assert "She invited her friends." in removals[REAL_ALL]


@pytest.mark.parametrize("text", [COUPLE, TERMS, LOST])
def test_unit_binomial_is_no_conjunct(removals, text):
    assert not removals.get(text)


@pytest.mark.parametrize("text", [MIXED, DECL_Q])
def test_question_mark_sentence_gets_no_removal(removals, text):
    assert not removals.get(text)


def test_the_same_statement_keeps_its_removals(removals):
    assert "You walked in." in removals[STATEMENT]


@pytest.mark.parametrize("text", [WHY_DONT, ONE_MORE])
def test_conditional_and_gets_no_removal(removals, text):
    assert not removals.get(text)


def test_concession_is_not_stranded(removals):
    assert removals[GRANTED] == {"She seemed really happy."}
    assert "I met her once." in removals[PLAIN_BUT]


def test_shared_modal_adverb_stays_with_the_remaining_adjective(removals):
    assert "It was a damaging storm." not in removals[POTENTIALLY]
    assert "It was a potentially damaging storm." in removals[POTENTIALLY]
    assert "It was a potentially large storm." in removals[POTENTIALLY]


def test_consequence_of_a_modal_clause_is_not_asserted(removals):
    assert removals[GUNTHER] == {"We can give the letter to Gunther."}
    assert "I will swim tomorrow." in removals[SAME_SUBJECT]


def test_a_quoted_title_ending_in_a_question_mark_keeps_its_pairs():
    title = 'The house was also shown on the show "Weird or What?'
    assert removals_by_premise([title])[title]
