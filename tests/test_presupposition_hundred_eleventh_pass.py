"""Hundred-eleventh pass (stop 63, pr108; docs/presupposition.md): classes of the blind review
of game text (s1202o).

2. Hypothesis boundary: a numeral right after a name is part of it ("The Falcon 3100"); a
   sentence-initial participle is no part of the possessor ("Continuing X's Y, ...").
3. Projection: "proceed to V" is inceptive ("go on to V"), not a continuation.
4. Trigger senses: "before ... even V" is the non-veridical "before"; "N left X without Y"
   with an inanimate subject is causative "leave" (no departure).
5. Grammar: a determinative "those" keeps its relative clause and plural agreement.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import presupposition_pair_hypotheses as _hypotheses

# -- 2. hypothesis boundary -------------------------------------------------------------------


def test_model_number_stays_with_the_name():
    hyps = _hypotheses(
        "The Falcon 3100 gives your ship great speed while keeping its fuel consumption low.",
        "temporal_adverbs",
    )
    assert hyps == {"The Falcon 3100 keeps its fuel consumption low."}


def test_opening_participle_is_not_the_possessor():
    hyps = _hypotheses(
        "Continuing Kestrel's long line of freighters, the K-90 offers decent cargo space.",
        "possessed_definites",
    )
    assert hyps == {"Kestrel has a long line of freighters."}


def test_possessor_name_without_participle_control():
    # control: a plain possessor at the start keeps its whole name
    hyps = _hypotheses("Captain Rolf's ship is docked at the port.", "possessed_definites")
    assert hyps == {"Captain Rolf has a ship."}


# -- 3. "proceed to" is inceptive ---------------------------------------------------------------


def test_proceed_to_is_inceptive():
    hyps = _hypotheses(
        "The baker then proceeded to bake bread for the whole town.", "aspectual_verbs"
    )
    assert hyps == {"The baker had not been baking bread for the whole town before."}


def test_continue_stays_continuative_control():
    hyps = _hypotheses(
        "The baker then continued to bake bread for the whole town.", "aspectual_verbs"
    )
    assert hyps == {"The baker had been baking bread for the whole town before."}


# -- 4. trigger senses --------------------------------------------------------------------------


def test_before_even_is_non_veridical():
    assert (
        _hypotheses("The ship had docked before the guards even noticed it.", "temporal_adverbs")
        == set()
    )


def test_plain_before_keeps_its_clause_control():
    assert _hypotheses("The ship had docked before the guards noticed it.", "temporal_adverbs") == {
        "The guards noticed the ship."
    }


def test_inanimate_subject_leaving_x_without_y_is_causative():
    assert (
        _hypotheses("The storm left the harbour without a lighthouse.", "change_of_state") == set()
    )


def test_person_leaving_without_is_departure_control():
    assert _hypotheses("She left the house without a word.", "change_of_state") == {
        "She was in the house before."
    }


# -- 5. grammatical drafts ----------------------------------------------------------------------


def test_determinative_those_keeps_relative_clause():
    hyps = _hypotheses("Those who betray the king shall die!", "change_of_state")
    assert hyps == {"Those who betray the king are alive."}


def test_wound_heals_has_no_ill_prior_state():
    assert _hypotheses("The cut on her arm will heal in a week.", "change_of_state") == set()


def test_healing_a_person_keeps_ill_control():
    assert _hypotheses("The old priest healed the sick child.", "change_of_state") == {
        "The sick child was hurt or ill before."
    }


# -- 2. the complement of "forget" ends before its until-clause ----------------------------------


def test_until_clause_of_forget_is_not_in_the_complement():
    hyps = _hypotheses(
        "He forgot that the gate was locked until the guard opened it.",
        "clause_embedding_predicates",
    )
    assert hyps == {"The gate was locked."}


def test_until_clause_of_know_stays_control():
    hyps = _hypotheses(
        "She knows that the shop stays open until the bell rings.", "clause_embedding_predicates"
    )
    assert hyps == {"The shop stays open until the bell rings."}


# -- 1. negated premises the negation cannot take ------------------------------------------------


def _negated_premises(text: str) -> set[str]:
    return {p.premise for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"}


def test_no_negated_premise_over_universal_pronoun_subject():
    text = "Everyone in the village stopped trading with the elves."
    assert _hypotheses(text, "aspectual_verbs")  # the other embeddings stay
    assert _negated_premises(text) == set()


def test_no_negated_premise_with_replacive_instead():
    text = "The robot instead opens both of its doors."
    assert _negated_premises(text) == set()


def test_negated_premise_without_instead_control():
    text = "The guards stopped talking when the queen entered the hall."
    assert _negated_premises(text) == {
        "The guards didn't stop talking when the queen entered the hall."
    }


# -- 3. scalar-temporal "only" -------------------------------------------------------------------


def test_only_with_as_recently_as_gives_no_only_pair():
    text = "The guild has only begun trading with the elves as recently as ten years ago."
    assert _hypotheses(text, "only") == set()


def test_plain_only_keeps_prejacent_control():
    assert _hypotheses("The guild has only traded with the elves.", "only") == {
        "The guild has traded with the elves."
    }
