"""Stop 72, pr137 (review s1204e, FOLDOC): false presupposition triggers (docs/presupposition.md,
"Stop 72, pr137").

Constructed sentences of the reviewed kinds, parsed by the real model: the false trigger is gone,
and a neighbour without the configuration keeps its trigger.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_trigger_list as _triggers

# -- "while" + a purpose or design: concessive "while" = "although/whereas" -------------------


def test_while_designed_to_is_no_temporal_trigger():
    s = "While the format was designed to be portable, it depended on one vendor's compiler."
    assert _triggers(s, "temporal_adverbs") == []


def test_while_intended_to_is_no_temporal_trigger():
    s = "While the law was intended to protect tenants, it raised the rents in most cities."
    assert _triggers(s, "temporal_adverbs") == []


def test_while_the_aim_was_to_is_no_temporal_trigger():
    s = (
        "While the main goal of the project was to replace the old mainframe, the first system "
        "it delivered was a payroll program."
    )
    assert _triggers(s, "temporal_adverbs") == []


def test_while_the_motivation_was_to_is_no_temporal_trigger():
    s = (
        "While the chief motivation for building the network was to share files, its first "
        "real use was electronic mail."
    )
    assert _triggers(s, "temporal_adverbs") == []


def test_while_a_progressive_design_stays_temporal():
    s = "While the bridge was being designed, the engineers lived in a village nearby."
    assert _triggers(s, "temporal_adverbs") == ["While"]


def test_while_a_passive_without_infinitive_stays_temporal():
    s = "While the museum was closed for repairs, the collection was stored in a warehouse."
    assert _triggers(s, "temporal_adverbs") == ["While"]


def test_while_supposed_to_stays_temporal():
    # "supposed to" also names a time slot: "during the time he was supposed to be working"
    s = "While he was supposed to be working, he played games."
    assert _triggers(s, "temporal_adverbs") == ["While"]


# -- "appear" with the fronted predicative of a comparative correlative: "seem" ---------------


def test_correlative_appear_is_no_change_of_state():
    s = "The higher the frame rate, the smoother the animation will appear."
    assert _triggers(s, "change_of_state") == []


def test_correlative_appear_past_is_no_change_of_state():
    assert _triggers("The darker the room, the paler the ghost appeared.", "change_of_state") == []


def test_correlative_with_a_time_comparative_stays():
    # "the sooner": an adverb of the appearing, which is the coming into view
    s = "The darker the night, the sooner a stranger appeared at the door."
    assert _triggers(s, "change_of_state") == ["appeared"]


def test_plain_appear_in_a_place_stays():
    assert _triggers("A stranger appeared at the door.", "change_of_state") == ["appeared"]
