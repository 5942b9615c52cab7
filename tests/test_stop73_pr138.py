"""Stop 73, pr138 (reviews s1204f and s1204e, FOLDOC): false presupposition triggers, re- readings
and presupposition drafts (docs/presupposition.md, "Stop 73, pr138").

Constructed sentences of the reviewed kinds, parsed by the real model (where a rule answers a
parser error the sentence stays close to the reviewed one so as to reproduce it): the false
trigger or the bad draft is gone, and a neighbour without the configuration keeps its own.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- "left" the adjective of side in a coordinated noun phrase ---------------------------------


def test_left_side_adjective_after_and_is_no_leaving():
    s = (
        "The old terminal's keyboard was widely criticised by users for its odd placement of "
        "the return and left shift keys."
    )
    assert _triggers(s, "change_of_state") == []


def test_left_mouse_button_after_and_is_no_leaving():
    s = "The menu opens when you press the middle and left mouse buttons together."
    assert "left" not in _triggers(s, "change_of_state")


def test_left_with_an_ordinary_object_stays_a_verb():
    """Control: "closed the door and left town": no noun of side, the verb "leave"."""
    s = "The engineer closed the door and left town."
    assert "left" in _triggers(s, "change_of_state")


# -- non-committal "before" with an open outcome ----------------------------------------------


def test_before_it_is_known_that_they_will_be_needed_is_no_trigger():
    s = "The processor fetches data before it is known that the data will be used."
    assert _triggers(s, "temporal_adverbs") == []


def test_before_we_know_whether_is_no_trigger():
    s = "The compiler schedules both branches before it is clear whether the loop will exit."
    assert _triggers(s, "temporal_adverbs") == []


def test_before_a_past_known_outcome_keeps_its_trigger():
    """Control: "before it was known that he had won": a past outcome, the clause came true."""
    s = "The candidate left the hall before it was known that he had won."
    assert _triggers(s, "temporal_adverbs") == ["before"]


# -- time clauses inside a goal, and a subordinator cited in a list ----------------------------


def test_while_inside_the_value_of_a_goal_is_no_trigger():
    s = "The aim of the design is to be as fast as it can be while keeping the memory use small."
    assert _triggers(s, "temporal_adverbs") == []


def test_while_cited_in_a_keyword_list_is_no_trigger():
    s = "Reserved words would be if, then, else, print, goto, while, switch."
    assert _triggers(s, "temporal_adverbs") == []


def test_while_in_an_ordinary_clause_stays():
    """Control: an asserted while-clause keeps its trigger."""
    s = "The disk was defragmented while the users were asleep."
    assert _triggers(s, "temporal_adverbs") == ["while"]


# -- "enter" in a proposed alternative, "fix" with information ---------------------------------


def test_enter_coordinated_with_a_specificational_infinitive_is_no_trigger():
    s = (
        "The alternative is to make system calls part of the kernel and enter them via some "
        "kind of trap instruction."
    )
    assert "enter" not in _triggers(s, "change_of_state")


def test_enter_in_an_asserted_clause_stays():
    """Control: a person entering a room is a change of location."""
    s = "The engineer opened the door and entered the machine room."
    assert "entered" in _triggers(s, "change_of_state")


def test_fixing_information_is_no_repair():
    s = (
        "Linking involves resolving references between the modules and fixing the relocation "
        "information used by the loader."
    )
    assert "fixing" not in _triggers(s, "change_of_state")


def test_fixing_a_machine_stays():
    """Control: "fixed the pump": repair of an artifact."""
    s = "The plumber fixed the pump in the basement."
    assert _triggers(s, "change_of_state") == ["fixed"]


# -- correlative "both" before an auxiliary ----------------------------------------------------


def test_both_before_an_auxiliary_is_the_correlative():
    s = (
        "Negation as failure in logic programming can both be given a modal reading and also "
        "can be used to implement defaults."
    )
    assert _triggers(s, "numeric_determiners") == []


def test_both_as_a_determiner_stays():
    """Control: "both cases": the numeric determiner."""
    s = "In both cases the scheduler selects the next task."
    assert _triggers(s, "numeric_determiners") == ["both"]


# -- restitutive "reassembled" after a split ---------------------------------------------------


def test_reassembled_after_a_split_has_no_repetitive_draft():
    s = (
        "The file may be split into blocks which are sent separately and reassembled at the "
        "other end."
    )
    assert not any("assembled before" in d for d in _drafts(s, "re_verbs"))


def test_reassembled_without_a_split_keeps_its_draft():
    """Control: "reassembled the engine": nothing divided it in the sentence."""
    s = "The mechanics reassembled the engine in the morning."
    assert "The engine had been assembled before." in _drafts(s, "re_verbs")


# -- "only" in a gapped conjunct: the verb restored ---------------------------------------------


def test_only_in_a_gapped_conjunct_restores_the_verb():
    s = "C+- supports information hiding and, among friend classes only, rumor sharing."
    assert _drafts(s, "only") == {"C+- supports rumor sharing among friend classes."}


def test_only_in_a_verb_conjunct_keeps_its_draft():
    """Control: "and only writes ...": a verb phrase conjunct, its own clause."""
    s = "The daemon reads the queue and only writes the log on Sundays."
    drafts = _drafts(s, "only")
    assert all("supports" not in d for d in drafts)
    assert "The daemon writes the log on Sundays." in drafts


# -- a pronoun before "'s" is the end of a name ------------------------------------------------


def test_pronoun_before_genitive_is_no_possessor():
    s = "One of the Mark I's first programmers was a mathematician."
    assert _triggers(s, "possessed_definites") == []


def test_name_possessor_stays():
    """Control: an ordinary name possessor."""
    s = "Babbage's assistant wrote the first program."
    assert _triggers(s, "possessed_definites") == ["Babbage's assistant"]
