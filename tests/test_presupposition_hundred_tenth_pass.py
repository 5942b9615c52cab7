"""Hundred-tenth pass (stop 63, pr107; docs/presupposition.md): classes of the blind review of
game text (s1202n).

1. The hypothesis is the presupposition only: an aspectual prior state leaves out a reason
   adjunct ("due to", "because of") and an "even"-focused phrase; the "only" prejacent drops a
   comma-set reason clause (", for ...", ", because ...") and keeps a fronted numbered-stage
   frame ("At level 3, ...").
3. Trigger senses: passive "only ... if" (the parser's ccomp) is "only if"; "both N P A and
   B" may be correlative; "resist" + a force or substance is 'withstand'.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import presupposition_pair_hypotheses as _hypotheses
from tests.phenomenon_support import presupposition_pairs_by_kind as _pairs

# -- 1. what the hypothesis keeps -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The mill has stopped turning due to the drought.", "The mill was turning before."),
        ("The pump has stopped working due to the cold weather.", "The pump was working before."),
        (
            "The old guard continued to insist on patrolling the walls even into his old age.",
            "The old guard had been insisting on patrolling the walls before.",
        ),
    ],
)
def test_aspectual_prior_state_leaves_out_cause_and_even(text, expected):
    assert _hypotheses(text, "aspectual_verbs") == {expected}


def test_aspectual_prior_state_keeps_plain_object():
    # control: an object PP of the activity stays
    assert _hypotheses("He kept singing songs about the sea.", "aspectual_verbs") == {
        "He had been singing songs about the sea before."
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Only the baker stayed, because he had nowhere to go.", "The baker stayed."),
        ("Only the farmers remained, for they alone owned land.", "The farmers remained."),
    ],
)
def test_only_prejacent_drops_comma_reason_clause(text, expected):
    assert _hypotheses(text, "only") == {expected}


def test_only_prejacent_keeps_numbered_stage_frame():
    assert _hypotheses("On floor 3, only the guards carry keys.", "only") == {
        "On floor 3, the guards carry keys."
    }


# -- 3. trigger senses ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The gates are only opened if the king allows it.",
        "Rare rings are only made if they are ordered.",
    ],
)
def test_passive_only_if_is_a_condition(text):
    assert _pairs(text, "only") == {}


def test_only_without_if_keeps_its_prejacent():
    assert _hypotheses("The gates are only opened at dawn.", "only") == {
        "The gates are opened at dawn."
    }


def test_both_before_a_nested_coordination_has_no_numeric_candidate():
    text = "The armour repels both strikes on the wearer's body and sudden magical curses."
    assert _pairs(text, "numeric_determiners") == {}


def test_plain_both_noun_keeps_its_draft():
    assert "There were two guards at the gate." in _hypotheses(
        "Both guards at the gate were asleep.", "numeric_determiners"
    )


def test_resist_a_force_is_not_implicative():
    assert not [
        p
        for p in mined_pairs("You resist fire, taking less damage from it.", "presupposition")
        if p.subtype == "implicative_predicates"
    ]


def test_resist_a_gerund_keeps_the_implicative():
    assert "She was tempted to open the box." in _hypotheses(
        "She resisted opening the box.", "implicative_predicates"
    )


# -- 4. "only" + a non-past time clause is a condition --------------------------------------


def test_only_after_in_the_future_is_a_condition():
    assert _pairs("The wound will only heal after you rest for a day.", "temporal_adverbs") == {}


def test_only_after_in_the_past_dates_a_fact():
    assert _hypotheses("He only left after she arrived.", "temporal_adverbs") == {"She arrived."}


def test_future_after_without_only_keeps_its_draft():
    assert "You will rest for a day." in _hypotheses(
        "The wound will heal after you rest for a day.", "temporal_adverbs"
    )


# -- 2. premise debris: a sentence-initial preposition is lowered after "It's possible that" ---


def test_initial_preposition_is_lowered_in_the_modal_frame():
    pairs = _pairs("Amidst the smoke, only the captain kept his head.", "only")
    assert pairs["modal"][0].startswith("It's possible that amidst the smoke,")
