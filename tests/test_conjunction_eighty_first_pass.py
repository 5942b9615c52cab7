"""Stop 53 (branch cj75): conjunct boundaries and antecedents.

- A family name shared by a coordination of persons ("professor Roger and nurse Mary
  Busfield"): removing the last conjunct would take the shared name away, so it is not built
  (right-node raising inside a name, Huddleston & Pullum 2002 ch. 15 §4.4).
- Repeated conjuncts ("you, you, and only you"): emphatic repetition, no coordination of
  distinct members (Quirk et al. 1985 §13.101): no removal.
- A pronoun whose only antecedent was in a removed clause of its own, subject or object ("the
  cast fails to give them depth"): the warning ``pronoun_antecedent_removed``, not the defect
  ``lost_antecedent`` (the branch made objects a defect; the A/B draw ab59's judge kept 8 of 10
  such pairs, read against the premise, so that was taken back).

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, removals_by_premise

SURNAME = "Mark was the son of history professor Roger and nurse Mary Busfield."
FULL_NAMES = "The film stars Linda Blair and David Hasselhoff."
REPEATED = "About you, you, and only you, she said."
OBJECT = "Despite the hype, the actors are flat and the script fails to give them any depth."
SUBJECT = "The hype was huge, but it failed."

TEXTS = [SURNAME, FULL_NAMES, REPEATED, OBJECT, SUBJECT]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


def test_shared_surname_keeps_the_first_removal_only(removals):
    got = removals[SURNAME]
    assert "Mark was the son of history professor Roger." not in got
    assert not any(h.endswith("professor Roger.") for h in got)


def test_two_full_names_keep_their_removals(removals):
    assert "The film stars Linda Blair." in removals[FULL_NAMES]


def test_repeated_conjuncts_give_no_removal(removals):
    assert removals[REPEATED] == set()


def _flags(text: str, hypothesis: str) -> list[str]:
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == "conjunct_removed" and p.hypothesis == hypothesis:
            return list(p.features.get("flags") or [])
    raise AssertionError(f"no removal {hypothesis!r}")


def test_object_pronoun_after_removed_clause_keeps_the_warning():
    flags = _flags(OBJECT, "The script fails to give them any depth.")
    assert "lost_antecedent" not in flags
    assert "pronoun_antecedent_removed" in flags


def test_subject_pronoun_after_removed_clause_keeps_the_warning():
    flags = _flags(SUBJECT, "It failed.")
    assert "lost_antecedent" not in flags
    assert "pronoun_antecedent_removed" in flags
