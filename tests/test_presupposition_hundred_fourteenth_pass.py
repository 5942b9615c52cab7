"""Hundred-fourteenth pass (stop 64, pr111): classifying genitives of a role noun.

"the [fisherman's hut]" names a kind of hut by the role of its user (Quirk et al. 1985 §5.123,
§17.41; Biber et al. 1999 §4.6.8; Rosenbach 2006): the determiner belongs to the head, so no
"The fisherman has a hut" follows. Review s1202r, class 1. Sentences are constructed for these
tests; the controls keep determiner genitives ("Mary's house", "the hunter's dog barked").
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pair_hypotheses as _hypotheses
from tests.phenomenon_support import presupposition_triggers

SUB = "possessed_definites"


def test_generic_present_role_genitive_subject():
    text = "The miller's cottage needs grain within the work area."
    assert presupposition_triggers(text, SUB) == set()


def test_generic_present_role_genitive_tool_keeps_its_candidate():
    # after the merge (stop 64): with "the", only a building or workplace head is read as the
    # classifying genitive; a movable artifact is as often one owner's ("the teacher's car
    # arrives", test_embedding_stop51), so the tool keeps its candidate
    text = "The blacksmith's hammer is the heaviest of all the tools."
    assert presupposition_triggers(text, SUB) == {"The blacksmith's hammer"}


def test_role_genitive_with_compound_possessor():
    text = "The mountain shepherd's barn needs free space nearby."
    assert presupposition_triggers(text, SUB) == set()


def test_role_genitive_as_goal_of_a_plan():
    text = "We must choose a good spot for the baker's hut."
    assert presupposition_triggers(text, SUB) == set()


def test_pronoun_before_role_noun_is_ambiguous():
    # "your [smith's workshop]" or "[your smith]'s workshop": no pair rather than a wrong owner
    text = "Your smith's workshop has been completed."
    assert presupposition_triggers(text, SUB) == set()


def test_control_past_episode_keeps_the_owner():
    text = "The old fisherman's hut burned down last night."
    assert _hypotheses(text, SUB) == {"The old fisherman had a hut."}


def test_control_bare_role_in_past_episode():
    text = "The huntsman's lodge burned down last night."
    assert presupposition_triggers(text, SUB) == {"The huntsman's lodge"}


def test_control_non_artifact_head():
    text = "The hunter's dog barked at the stranger."
    assert presupposition_triggers(text, SUB) == {"The hunter's dog"}


def test_control_name_possessor():
    text = "Mary's house is at the end of the street."
    assert presupposition_triggers(text, SUB) == {"Mary's house"}


def test_control_king_sword_in_the_past():
    text = "The king's sword was stolen from the armory."
    assert presupposition_triggers(text, SUB) == {"The king's sword"}


def test_control_kin_term_after_pronoun():
    text = "My uncle's cabin stands by the river."
    assert presupposition_triggers(text, SUB) == {"My uncle's cabin"}


def test_control_pronoun_possessor_in_past_episode():
    text = "His neighbor's barn was sold at auction."
    assert presupposition_triggers(text, SUB) == {"His neighbor's barn"}


def test_control_modifier_between_genitive_and_head():
    text = "The guard's rusty sword needs a new edge."
    assert presupposition_triggers(text, SUB) == {"The guard's rusty sword"}
