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
    assert not any(d.startswith("Monica's") for d in drafts)
