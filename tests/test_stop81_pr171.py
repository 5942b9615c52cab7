"""Stop 81 round three, branch pr171: change-of-state prestates and misread triggers.

1. The prior state of "conceal" is the negated result ("not hidden"), not the contrary
   "exposed" (word list ``presupposition_change_of_state_prior``); contradictory pairs
   ("intact" for "break") keep their antonym.
2. "climb" is a change-of-state candidate only with a bounded vertical path with a landmark
   ("down the ladder", ``extract._bounded_vertical_path``); a bare particle or a route is an
   activity with no result state.
3. A possessed body-part sense as the object of a contact verb ("kick the pirate's butt") gets
   no possession draft (``rewrite.presupposition._contact_verb_body_object``).
4. An after-gerund on a simple present whose subject is a subjectless -ing clause is the
   restrictor of a generic instruction (``extract._arbitrary_gerund_subject``).

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, well_formed_presupposition_drafts


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


# 1. conceal: negated result, not the contrary antonym


def test_concealed_relic_was_not_hidden_before() -> None:
    hyps = well_formed_presupposition_drafts(
        "The abbot concealed the silver chalice under the altar.", "change_of_state"
    )
    assert "The silver chalice was not hidden before." in hyps
    assert not any("exposed" in h for h in hyps)


def test_broken_vase_keeps_its_contradictory_antonym() -> None:
    hyps = well_formed_presupposition_drafts("The cat broke the blue vase.", "change_of_state")
    assert "The blue vase was intact before." in hyps


# 2. climb: only with a bounded vertical path


def test_bare_climb_up_is_no_change_of_state_candidate() -> None:
    assert _pairs("The goblin climbed up and shouted at the miners.", "change_of_state") == []


def test_climb_over_a_route_is_no_change_of_state_candidate() -> None:
    assert _pairs("The caravan will climb over several hills tomorrow.", "change_of_state") == []


def test_climb_down_a_landmark_stays_a_candidate() -> None:
    assert _pairs("The miller climbed down the rope.", "change_of_state") != []


# 3. possessive body part inside a contact verb


def test_kicking_a_pirates_butt_writes_no_possession_pair() -> None:
    assert _pairs("The old sailor will kick the smuggler's butt soon.", "possessed_definites") == []


def test_kicking_a_pirates_dog_keeps_its_possession_pair() -> None:
    hyps = well_formed_presupposition_drafts(
        "The old sailor kicked the smuggler's dog.", "possessed_definites"
    )
    assert "The smuggler had a dog." in hyps


# 4. generic instruction with an after-gerund


def test_after_gerund_of_a_generic_instruction_is_no_candidate() -> None:
    text = "After pouring the tea into the cup, stirring it twice makes the sugar dissolve."
    assert _pairs(text, "temporal_adverbs") == []


def test_after_gerund_of_a_past_episode_keeps_its_presupposition() -> None:
    text = "After filling the lamp with oil, the servant lit the whole hall."
    hyps = well_formed_presupposition_drafts(text, "temporal_adverbs")
    assert "The servant filled the lamp with oil." in hyps
