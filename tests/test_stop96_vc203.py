"""Stop 96, vc203: a backshifted present state with a proximal deictic (blind review s9602;
issue #12).

In indirect speech and thought the present of the reported clause is backshifted after a past
reporting verb (Quirk et al. 1985 §14.31); a copular state whose subject is "this/these" (or
whose subject or locative predicate is "here") is placed at the reporter's here-and-now, so the
lifted complement takes the present (Ogihara 1996; Abusch 1997 on the simultaneous reading):
"This is the way out", not "This was the way out". Near misses keep the past: distal "that",
an eventive verb, a third-person (narrative) report, a dated state.
Sentences are constructed; each rewritten case fails on the base code (304167c7).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement" and p.premise == text
    }


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("I thought this was the way out.", "This is the way out."),
        ("We believed these seats were ours.", "These seats are ours."),
        ("You said this car was yours.", "This car is yours."),
        ("I told her the key was here.", "The key is here."),
    ],
)
def test_proximal_state_is_present(text, hypothesis):
    assert hypothesis in _hypotheses(text)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # distal "that": backshift shifts "this" to "that", the state is the thought's then
        ("I thought that was the way out.", "That was the way out."),
        # an eventive verb: the past is the event's own time
        ("I thought this broke.", "This broke."),
        # a third-person past report: narration, the deictic is the character's
        ("He thought this was the way out.", "This was the way out."),
        # a dated state
        ("I said this was the capital in 1990.", "This was the capital in 1990."),
    ],
)
def test_near_misses_keep_the_past(text, hypothesis):
    assert hypothesis in _hypotheses(text)
