"""Stop 83, branch pr175: possessive drafts by what the possessor is to the noun.

"X has/had N" states what the genitive presupposes for ownership, kinship and social
relations, parts of things and groups (Barker 1995; Partee & Borschev 2003), not for a
person's feelings and perceptions, which every sentient possessor has (the genitive names
their experiencer): ``rewrite.presupposition._experienced_possessum``; no pair when mining.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import possessive_drafts

_drafts = possessive_drafts


def test_experiencers_sensations_are_no_draft() -> None:
    assert _drafts("The widow's sensations were hard to guess.") == set()


def test_persons_attention_is_no_draft() -> None:
    assert _drafts("The clerk's attention wandered during the sermon.") == set()


def test_persons_goal_keeps_its_draft() -> None:
    # a thought content is contingent: "have" states it
    assert "Anna had a goal." in _drafts("Anna's goal was clear to everyone.")


def test_kin_term_keeps_its_draft() -> None:
    assert "Anna had a brother." in _drafts("Anna's brother arrived.")


def test_owned_artifact_keeps_its_draft() -> None:
    assert "Anna had a car." in _drafts("Anna's car was parked outside the bakery.")


def test_program_feature_keeps_its_draft() -> None:
    # not a person possessor: an untyped name may be a program's
    assert _drafts("The editor's spelling checker was slow.") == {
        "The editor had a spelling checker."
    }
