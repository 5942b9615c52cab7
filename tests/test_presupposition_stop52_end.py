"""Stop 52 end (docs/presupposition.md, "Stop 52 end: mends from the A/B draw ab57"): a narrated
past "died of X" is a death, so it keeps its change-of-state trigger; the hyperbole pr68 drops is
the speaker's ("I almost died of embarrassment", "would die of shame").

Constructed sentences through the real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_triggers


def test_a_narrated_death_of_grief_is_a_trigger():
    text = "The old king sank down by the grave and died of a broken heart."
    assert "died" in presupposition_triggers(text, "change_of_state")


@pytest.mark.parametrize(
    "text",
    [
        "I almost died of embarrassment when he called my name.",
        "If he did that again, his mother would die of shame.",
    ],
)
def test_hyperbolic_die_of_stays_without_a_trigger(text):
    assert not {"died", "die"} & presupposition_triggers(text, "change_of_state")
