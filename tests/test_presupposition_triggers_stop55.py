"""Eighty-fifth pass (stop 55, pr82; docs/presupposition.md): triggers that are not triggers.

From the blind review s1201m (rejects-presupposition.txt): "find" with a noun-phrase object
("Whoever finds it ...", "I found a necklace there that I wear") is "come upon, locate", not
the clause-taking "find (that) S". Constructed sentences through the real pipeline, with
counterparts that keep the clause-embedding candidate.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers

_SUBTYPE = "clause_embedding_predicates"


def test_find_with_object_and_relative_is_locate() -> None:
    text = "I found a cheap little watch there that I wear daily."
    assert presupposition_triggers(text, _SUBTYPE) == set()


def test_find_with_object_and_paratactic_clause_is_locate() -> None:
    assert presupposition_triggers("I'll find Carl, I'll get her.", _SUBTYPE) == set()


def test_find_with_object_and_paratactic_clause_second_case() -> None:
    assert presupposition_triggers("I'll find Dave, I'll bring him back.", _SUBTYPE) == set()


def test_find_that_clause_keeps_its_predicate() -> None:
    text = "We find that the lower court did not abuse its discretion."
    assert presupposition_triggers(text, _SUBTYPE) == {"find"}


def test_find_bare_clause_keeps_its_predicate() -> None:
    assert presupposition_triggers("I found he had already left.", _SUBTYPE) == {"found"}
