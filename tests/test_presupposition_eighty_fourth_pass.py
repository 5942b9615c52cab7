"""Eighty-fourth pass (stop 55, pr81; docs/presupposition.md): drafts that keep the source's grammar.

Classes from the blind reviews s1201k/s1201l (rejects-presupposition.txt): a recursive genitive
("my brother's friend's car") whose inner possessum kept its genitive ending in the draft ("My
brother had a friend's."), and "Someone have" for a subjectless (imperative) aspectual clause.
Constructed sentences through the real pipeline; each class has a counterpart.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs

POSS = "possessed_definites"


def test_recursive_genitive_drops_the_inner_ending() -> None:
    drafts = original_draft_pairs("My uncle's neighbor's car broke down yesterday.", POSS)
    assert "My uncle had a neighbor." in drafts
    assert not any(h.endswith("'s.") for h in drafts)


def test_recursive_genitive_present_tense() -> None:
    drafts = original_draft_pairs("And Tom's dentist's name is Doctor Plimpton.", POSS)
    assert "Tom has a dentist." in drafts


def test_recursive_genitive_with_bare_plural_gets_no_draft() -> None:
    # "children's stories" can be a descriptive genitive: [the author's [children's stories]]
    drafts = original_draft_pairs("The author's children's stories were reprinted in 1990.", POSS)
    assert not any(h.startswith("The author had children") for h in drafts)


def test_simple_genitive_keeps_its_draft() -> None:
    drafts = original_draft_pairs("My neighbor's car broke down yesterday.", POSS)
    assert "My neighbor had a car." in drafts


def test_subjectless_aspectual_takes_singular_has() -> None:
    drafts = original_draft_pairs(
        "At the next stage, start sending letters to the editor.", "aspectual_verbs"
    )
    assert drafts
    assert not any(h.startswith("Someone have") for h in drafts)
    assert any(h.startswith("Someone has not been sending") for h in drafts)


def test_plural_subject_keeps_have() -> None:
    drafts = original_draft_pairs("The kids keep painting the fence.", "aspectual_verbs")
    assert "The kids have been painting the fence." in drafts
