"""Hundred-seventh pass (stop 61, pr104; docs/presupposition.md): trigger senses and drafts.

Blind review of unseen game text (s1202k): "while" that is no temporal clause (the noun "a
while", concessive "while" with a state of the same subject, a generic restrictor under an
expletive, a while-clause inside a plan or a hypothetical use), direct perception with a naked
infinitive, non-change readings of aspectual and change-of-state verbs, lexicalised "redirect",
degree "only", and a trigger inside a quoted imperative; drafts of "continue" with a manner
adverb, a verb the parser read as the possessed noun, an -ly adjective of the subject read as an
adverb, and the agentless passive of "hire". Constructed sentences through the real run path;
each class has a counterpart that keeps its output.
"""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts as _drafts
from tests.phenomenon_support import presupposition_triggers as _triggers

# -- 1. "while" that times nothing ----------------------------------------------------------------


def test_noun_while_is_no_temporal_trigger():
    text = (
        "I asked for confirmation, and after a short while I received it with the same "
        "numbers, so it wasn't a strange error as I first thought."
    )
    assert "while" not in {t.lower() for t in _triggers(text, "temporal_adverbs")}


def test_concessive_while_with_a_state_of_the_same_subject():
    assert (
        _triggers(
            "While it has only light armour, it gives excellent protection against the cold.",
            "temporal_adverbs",
        )
        == set()
    )
    assert _triggers("While it offers good speed, it costs a fortune.", "temporal_adverbs") == set()


def test_temporal_while_with_an_occasion_keeps_its_draft():
    assert _drafts(
        "While the prisoners were digging a tunnel, the guard slept.", "temporal_adverbs"
    ) == {"The prisoners were digging a tunnel."}
    # a past state of the same subject times an occasion: temporal, kept
    assert _drafts("While it was raining, it kept the crops alive.", "temporal_adverbs") == {
        "It was raining."
    }


def test_while_gerund_under_an_expletive_is_a_generic_restrictor():
    text = (
        "While fighting with bare hands against a living enemy, there is a chance that a hit "
        "will stun the enemy."
    )
    assert _triggers(text, "temporal_adverbs") == set()


def test_while_inside_a_plan_or_hypothetical_use():
    assert (
        _triggers(
            "I'd been planning on staying a long time there, while I learned how to fit in "
            "with the crew.",
            "temporal_adverbs",
        )
        == set()
    )
    assert (
        _triggers(
            "It would be good for keeping coins safe while still showing them off.",
            "temporal_adverbs",
        )
        == set()
    )


def test_while_gerund_of_an_episodic_past_stays():
    assert _drafts("While walking home, he found a coin.", "temporal_adverbs") == {
        "He walked home."
    }


def test_while_after_a_finite_past_host_stays():
    assert _drafts("The sailor fell while he was climbing the mast.", "temporal_adverbs") == {
        "The sailor was climbing the mast."
    }


# -- 2. direct perception ---------------------------------------------------------------------


def test_naked_infinitive_after_see_is_no_clause_embedding_trigger():
    assert (
        _triggers(
            "I've seen these strange ghosts carry their dead into the hills!",
            "clause_embedding_predicates",
        )
        == set()
    )


def test_that_clause_after_see_keeps_its_draft():
    assert _drafts("I saw that the door was open.", "clause_embedding_predicates") == {
        "The door was open."
    }


# -- 3. non-aspectual and non-change readings ---------------------------------------------------


def test_passive_start_is_causative():
    assert _triggers("The generator was started to power the lights.", "aspectual_verbs") == set()
    assert (
        _triggers(
            "When braking, the electric motor may be started to recover energy.",
            "aspectual_verbs",
        )
        == set()
    )


def test_active_aspectual_start_keeps_its_draft():
    assert _drafts("The farmer started plowing the field.", "aspectual_verbs") == {
        "The farmer had not been plowing the field before."
    }


def test_fill_a_need_is_no_change_of_state():
    assert (
        _triggers("Small boats fill the fishermen's need for cheap transport.", "change_of_state")
        == set()
    )


def test_fill_a_container_keeps_its_draft():
    assert _drafts("The cook filled the pot with soup.", "change_of_state") == {
        "The pot was not full before."
    }


def test_climb_out_is_motion_climb_up_stays():
    assert _triggers("The hatch is narrow and you must climb out.", "change_of_state") == set()
    assert _triggers("You climb up the ladder to the roof.", "change_of_state") == {"climb"}


def test_extent_curl_is_a_shape():
    assert _triggers("Curved horns curl around the beast's ears.", "change_of_state") == set()


def test_redirect_is_lexicalised():
    assert _triggers("The valve redirects the water to the garden.", "re_verbs") == set()
    assert _drafts("The soldiers rebuilt the wall.", "re_verbs") == {
        "The wall had been built before."
    }


# -- 4. degree "only" -------------------------------------------------------------------------


def test_only_before_a_frequency_or_degree_adverb():
    assert (
        _triggers("It is only rarely dangerous, though side effects are common.", "only") == set()
    )
    assert _triggers("The blade is only slightly curved.", "only") == set()


def test_focus_only_stays():
    assert _drafts("Only John came to the party.", "only") == {"John came to the party."}


# -- 5. drafts ----------------------------------------------------------------------------------


def test_continue_drops_a_new_manner_adverb():
    drafts = _drafts(
        "After a while, she stops singing and just continues softly humming a tune.",
        "aspectual_verbs",
    )
    assert "She has been humming a tune." in drafts
    assert not any("softly" in d for d in drafts)


def test_possessum_stops_before_a_verb_read_as_noun():
    drafts = _drafts(
        "This grey wolf's eyes ooze with thick, dark fluid, and its fur is matted and torn.",
        "possessed_definites",
    )
    assert drafts == {"This grey wolf has eyes."}


def test_aspectual_draft_keeps_an_ly_adjective_of_the_subject():
    drafts = _drafts(
        "His attempts at peace were in vain as otherworldly raiders began to attack the weak "
        "and lonely.",
        "aspectual_verbs",
    )
    assert drafts == {"Otherworldly raiders had not been attacking the weak and lonely before."}


def test_agentless_passive_hire_has_no_employer_draft():
    drafts = _drafts("She was hired to teach the duke's children.", "change_of_state")
    assert not any("by her" in d for d in drafts)
    assert drafts == set()


def test_passive_hire_with_an_agent_names_the_employer():
    assert _drafts("She was hired by the baron to guard his treasure.", "change_of_state") == {
        "She was not employed by the baron before."
    }


# -- 6. quoted imperatives ----------------------------------------------------------------------


def test_trigger_in_a_quoted_imperative_has_no_candidate():
    assert _triggers('A sign on the gate reads "STAY OUT".', "change_of_state") == set()
    assert _triggers('The old man shouts "KEEP RUNNING!" at the boys.', "aspectual_verbs") == set()


def test_trigger_outside_the_quote_stays():
    assert _triggers('The old man stopped singing and shouted "Go home".', "aspectual_verbs") == {
        "stopped"
    }
