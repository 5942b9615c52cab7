"""Stop 72 round one, pr133 (review s1204c, FOLDOC; s1204b still-list): presupposition false
triggers (docs/presupposition.md, "Stop 72, pr133").

Sentences go through the real spaCy model. Where a rule answers a parser error the sentence has
to reproduce that error, so it stays close to the reviewed one; the others are constructed.
Each fix has a neighbour that must keep its trigger.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind as _by_kind
from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- raising "be known to V" with a noun's that-clause after it ----------------------------


def test_known_to_infinitive_with_a_noun_content_clause_is_no_factive():
    s = (
        "Students have been known to skip lectures, etc. with the excuse, however, that they "
        "were ill."
    )
    assert _triggers(s, "clause_embedding_predicates") == []


def test_know_with_its_own_that_clause_stays():
    s = "Everyone knows that the server was down."
    assert _drafts(s, "clause_embedding_predicates") == {"The server was down."}


# -- "It is the N who ..., and those that ...": coordinated NPs with relatives, no cleft ------


def test_coordinated_noun_phrases_with_relatives_are_no_cleft():
    s = "It is the engineers who will design the system, and those that will help others test it."
    assert _triggers(s, "clefts") == []


def test_a_plain_it_cleft_stays():
    s = "It was the engineers who designed the system."
    assert _drafts(s, "clefts") == {"Someone designed the system."}


# -- change-of-state verbs in other senses ----------------------------------------------------


def test_drop_an_abstract_requirement_is_omit():
    assert _triggers("Some authors drop the requirement for finite bases.", "change_of_state") == []


def test_drop_a_glass_stays():
    s = "The boy dropped the glass on the floor."
    assert _drafts(s, "change_of_state") == {"The boy was holding the glass before."}


def test_hide_an_abstract_object_is_no_change_of_state():
    s = "Amoeba hides distribution and heterogeneity from the programmer."
    assert _triggers(s, "change_of_state") == []


def test_hide_a_key_stays():
    s = "The boy hid the key under the mat."
    assert _drafts(s, "change_of_state") == {"The key was not hidden before."}


def test_return_a_metavariable_is_yielding_a_value():
    s = "If C is false it returns E4 otherwise it returns E5."
    assert _triggers(s, "change_of_state") == []


def test_returning_to_a_port_stays():
    s = "The sailors returned to the port."
    assert _drafts(s, "change_of_state") == {"The sailors were away from the port before."}


def test_a_language_entered_on_a_keyboard_is_data_entry():
    assert _triggers("A query language entered on a keyboard.", "change_of_state") == []


def test_troops_entering_a_city_stay():
    s = "The troops entered the city."
    assert _drafts(s, "change_of_state") == {"The troops were outside the city before."}


# -- "start with X" = begin with (first step) ------------------------------------------------


def test_start_with_a_first_step_is_no_aspectual():
    s = (
        "This analysis would probably start with image processing techniques such as noise "
        "removal, followed by (low-level) feature extraction to locate edges."
    )
    assert _triggers(s, "aspectual_verbs") == []


def test_start_an_event_noun_stays():
    assert _triggers("The company started a campaign.", "aspectual_verbs") == ["started"]


# -- floated "both" over a coordination the parse hid in the subject ------------------------


def test_floated_both_over_a_coordinated_subject_is_no_determiner():
    s = "The Fairchild 9440 and Data General mN601 were both one chip versions of the Nova."
    assert _triggers(s, "numeric_determiners") == []


def test_floated_both_over_a_plural_subject_stays():
    assert _triggers("The two chips were both versions of the Nova.", "numeric_determiners") == [
        "both"
    ]


# -- possessed definites: compound participle, idiom, non-subsective adjective --------------


def test_purpose_built_is_no_possessed_noun():
    s = (
        "The C65 has a DMA controller (Commodore's purpose built DMAgic) which also works as a "
        "blitter."
    )
    assert _triggers(s, "possessed_definites") == []


def test_without_the_users_knowledge_is_an_idiom():
    s = "The program sends data without the user's knowledge."
    assert _triggers(s, "possessed_definites") == []


def test_the_users_files_stay():
    s = "The program reads the user's files."
    assert _drafts(s, "possessed_definites") == {"The user has files."}


def test_an_alleged_possessum_is_not_presupposed():
    s = "Critics cite this as proof of the system's alleged weakness."
    assert _triggers(s, "possessed_definites") == []


def test_a_famous_possessum_stays():
    # a concrete possessum: an attribute ("famous weakness") is no trigger since pr236
    s = "Critics cite this as proof of the system's famous scheduler."
    assert _triggers(s, "possessed_definites") == ["the system's famous scheduler"]


# -- first-person past "find that" (s1204b pres-002) -----------------------------------------


def test_first_person_past_find_that_gets_no_negated_entailment():
    s = '"I just found that the parser sorts its input using bubble sort! Amazing!"'
    pairs = _by_kind(s, "clause_embedding_predicates")
    assert "negated" not in pairs or pairs["negated"][2] == "neutral"
    assert pairs["original"][2] == "entailment"


def test_third_person_find_that_still_projects_from_negation():
    s = "She found that the scheduler sorts its queue using bubble sort."
    pairs = _by_kind(s, "clause_embedding_predicates")
    assert pairs["negated"][1:] == (
        "The scheduler sorts its queue using bubble sort.",
        "entailment",
    )
