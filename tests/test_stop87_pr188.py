"""Stop 87, branch pr188: change-of-state verbs in senses that carry no prior state, or whose
prior state is not the one the template drafts (blind review s1205r, with s1205p/s1205q).

1. A person's "rise (up)" with no goal ("rose up early", "rose up from before the house", "will
   rise up in the judgment", "rose to his feet"): a change of posture (Levin 1993 §50) or
   "arise, come forward", no "X was lower before"; a rising thing or a goal ("The diver rose to
   the surface", "The water rose") keeps its height draft.
2. Senses that are no change of state: "open someone else's eyes" (the possessive does not agree
   with the subject in number or gender), "fall by the hand / sword" (be killed), "leave X
   undone" (object complement), "return X for Y / on Y's head" (requital), agentless "be lost"
   (statal passive); "opened her eyes" of her own, "fell from the roof", "returned to
   Jerusalem", "lost her keys", "got lost" keep theirs.
3. "escape" to a goal with no source is flight: no "was captive before"; "escaped from
   prison" and IMPPRES's bare "Dawn escaped" keep it.

Sentences are constructed (one class each) and go through the real spaCy pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_trigger_list

SUBTYPE = "change_of_state"


def _drafts(text: str) -> set[str]:
    """The well-formed prior-state hypotheses of the original premise."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == SUBTYPE
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


def _triggers(text: str) -> list[str]:
    return presupposition_trigger_list(text, SUBTYPE)


# 1. posture / arise "rise"


def test_person_rising_without_a_goal_has_no_height_draft():
    assert _triggers("The old priest rose up early in the morning.") == []
    assert _triggers("The witnesses will rise up in the court against this city.") == []
    assert _triggers("Then the prophet rose up from before the gate and went home.") == []
    assert _triggers("She rose to her feet.") == []


def test_rising_with_a_goal_or_of_a_thing_keeps_its_height_draft():
    assert _drafts("The diver rose to the surface.") == {"The diver was lower before."}
    assert _drafts("The water rose.") == {"The water was lower before."}
    # a physical source names the lower place the posture was held in (stop 84, pr182)
    assert _drafts("The farmer rose from the ground.") == {"The farmer was lower before."}


def test_rising_from_the_dead_is_no_change_of_height():
    assert _triggers("On the third day he rose from the dead.") == []


# 2. senses with no change of state


def test_opening_another_persons_eyes_is_not_a_change_of_state():
    assert _triggers("God opened her eyes, and she saw the road.") == []
    assert _triggers("The teacher opened their eyes.") == []


def test_opening_ones_own_eyes_keeps_closed_before():
    assert _drafts("The king opened his eyes.") == {"His eyes were closed before."}
    assert _drafts("The door opened.") == {"The door was closed before."}


def test_falling_by_the_hand_or_sword_is_being_killed():
    assert _triggers("Many of the guards fell by the sword.") == []
    assert _triggers("They fell by the hand of the king's servants.") == []
    assert _drafts("The man fell from the roof.") == {"The man was higher before."}


def test_leave_with_an_adjectival_complement_is_no_departure():
    assert _triggers("They should not have left the other undone.") == []
    assert _drafts("He left the room.") == {"He was in the room before."}


def test_requital_return_is_no_change_of_location():
    assert _triggers("They returned evil for good.") == []
    assert _triggers("The people returned good for evil.") == []
    assert _triggers("The Lord will return his guilt on his own head.") == []
    assert _drafts("He returned to Jerusalem.") == {"He was away from Jerusalem before."}


def test_agentless_be_lost_is_a_state():
    assert _triggers("The ring was lost.") == []
    assert _triggers("They got lost in the woods.") == ["lost"]
    assert _drafts("She lost her keys.") == {"She had her keys before."}


# 3. escape


def test_escape_to_a_goal_has_no_captive_draft():
    assert _drafts("So the general escaped to the coast.") == set()


def test_escape_from_confinement_keeps_captive():
    assert _drafts("She escaped from prison.") == {"She was captive before."}
    # re-decided at stop 90 (pr199): bare "escape" is escape.v.04 "avoid" or flee.v.01 unless a
    # confining source, object or captive subject names the captivity (Levin 1993 §51.1; blind
    # review s1205w pres-046, pres-059), IMPPRES's constructed "Dawn escaped" notwithstanding
    assert _drafts("Dawn escaped.") == set()
    assert _drafts("The hostage escaped.") == {"The hostage was captive before."}
