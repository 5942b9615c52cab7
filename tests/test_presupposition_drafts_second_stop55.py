"""Eighty-eighth pass (stop 55, pr85; docs/presupposition.md): draft follow-ups.

Stutters kept in drafts and premises (the shared repair of discourse.py, Shriberg 1994) and the
possessor pronoun of a passive re- draft written as its subject antecedent's genitive (Halliday &
Hasan 1976). Constructed sentences through the real pipeline; each class has a counterpart.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs


def test_re_draft_writes_the_subject_genitive_for_its() -> None:
    drafts = original_draft_pairs("The museum rebuilt its west wing.", "re_verbs")
    assert "The museum's west wing had been built before." in drafts
    assert "Its west wing had been built before." not in drafts


def test_re_draft_writes_a_plural_genitive_for_their() -> None:
    drafts = original_draft_pairs("The farmers rebuilt their barn.", "re_verbs")
    assert "The farmers' barn had been built before." in drafts


def test_re_draft_keeps_a_pronoun_subject_possessor() -> None:
    drafts = original_draft_pairs("He rebuilt his garage.", "re_verbs")
    assert "His garage had been built before." in drafts


def test_re_draft_keeps_its_that_does_not_agree_with_a_person() -> None:
    drafts = original_draft_pairs("Monica repainted its door.", "re_verbs")
    assert "Its door had been painted before." in drafts


def test_factive_draft_writes_a_stutter_once() -> None:
    drafts = original_draft_pairs("You know that I-I have to leave.", "clause_embedding_predicates")
    assert "I have to leave." in drafts
    assert "I-I have to leave." not in drafts


def test_possessed_draft_writes_a_stutter_once() -> None:
    drafts = original_draft_pairs(
        "I heard that your-your sister's husband is a doctor.", "possessed_definites"
    )
    assert "Your sister has a husband." in drafts
    assert "Your-your sister has a husband." not in drafts


def test_draft_keeps_a_reduplicated_content_word() -> None:
    drafts = original_draft_pairs(
        "You know that she wants a salad-salad.", "clause_embedding_predicates"
    )
    assert "She wants a salad-salad." in drafts
