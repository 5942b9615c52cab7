"""verb_complement, sixty-seventh pass (branch vc61, stop 50): Wikipedia-register classes
(issue #12 item 3).

Constructed sentences through the real pipeline (``mined_pairs``): later items of a list of
bare infinitives take the tense like the first; passive "be meant to" has no o/+ reading; a
present perfect passive report ("have been shown to be") gives a present complement; the
repeated "that" of a second coordinated content clause goes; the passive of a verb with no
clausal frame ("was built to house") takes a purpose adjunct, no complement; a hypothesis that
keeps one bracket of a pair is flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for p in mined_pairs(text, "verb_complement"):
        out.setdefault(p.premise_kind, []).append(p)
    return out


def _originals(text: str) -> list[str]:
    return [p.hypothesis for p in _by_kind(text).get("original", [])]


# 1. later items of a list of bare infinitives the parser hung elsewhere


def test_list_items_hung_elsewhere_take_the_tense():
    # "build" an xcomp of "helps", "supply" a noun modifier of "textbooks"
    assert _originals(
        "The agency helps to train teachers, build schools, and supply textbooks in rural areas."
    ) == ["The agency trains teachers, builds schools, and supplies textbooks in rural areas."]


def test_verb_read_as_noun_modifier_after_and():
    assert _originals("The lab aims to gather and analyse numerical data.") == [
        # a thing's standing aim takes the characterizing present (stop 103, vc227)
        "The lab gathers and analyses numerical data."
    ]


def test_list_item_after_and_or_takes_the_tense():
    pairs = _by_kind(
        "A scientific theory is an explanation that intends to describe, predict, and/or "
        "explain events in nature."
    )
    assert [p.hypothesis for p in pairs["original"]] == [
        "A scientific theory is an explanation that will describe, predict, and/or explain "
        "events in nature."
    ]
    assert pairs["original"][0].well_formed


def test_passive_be_of_a_list_item_agrees():
    hyps = _originals(
        "In the old myths, the mountain is a place where spirits such as nymphs, giants, or "
        "dead heroes are said to gather, be honoured, or sleep."
    )
    assert hyps == [
        "In the old myths, the mountain is a place where spirits such as nymphs, giants, or "
        "dead heroes gather, are honoured, or sleep."
    ]


def test_list_scan_stops_at_a_new_clause():
    # "its rivals began" has its own subject: no list item of "to grow"; since vc210 the
    # ", and" main clause after the aspectual's complement is cut from the hypothesis
    assert "The company grew." in _originals(
        "The company continued to grow, and its rivals began to decline."
    )


# 2. passive "be meant to": o/o, not the agent's o/+


def test_passive_meant_to_under_negation_is_neutral():
    pairs = _by_kind("A proverb is often not meant to be read literally.")
    assert [(p.hypothesis, p.heuristic_label) for p in pairs["original"]] == [
        ("A proverb is read literally.", "neutral")
    ]


def test_passive_meant_to_negated_premise_is_neutral():
    pairs = _by_kind("The song is meant to be sung slowly.")
    assert [p.heuristic_label for p in pairs["negated"]] == ["neutral"]


def test_active_meant_to_keeps_its_signature():
    pairs = _by_kind("She meant to call her brother.")
    assert [p.heuristic_label for p in pairs["negated"]] == ["entailment"]


# 3. present perfect passive report + simple infinitive: present complement


def test_present_perfect_report_gives_present_state():
    assert _originals("Many solvents have been shown to be serious pollutants.") == [
        "Many solvents are serious pollutants."
    ]


def test_present_perfect_report_gives_present_habit():
    assert _originals("Meteor showers have been found to regularly occur in August.") == [
        "Meteor showers regularly occur in August."
    ]


def test_past_perfect_report_and_implicative_perfect_unchanged():
    assert _originals("The prisoner had been found to be innocent.") == [
        "The prisoner had been innocent."
    ]
    assert _originals("The king has been forced to abdicate.") == ["The king has abdicated."]


# 4. the repeated "that" of a second content clause


def test_second_complementizer_read_as_determiner_goes():
    assert _originals(
        "Many doctors argue that this diet is unsafe, and that obesity is better treated with "
        "exercise."
    ) == ["This diet is unsafe, and obesity is better treated with exercise."]


# 5. passive of a verb with no clausal frame: purpose adjunct, no pair


def test_passive_without_clausal_frame_is_purpose():
    assert (
        mined_pairs(
            "Matrices can be multiplied and scaled to produce new matrices.", "verb_complement"
        )
        == []
    )
    assert mined_pairs("The tower was built to house the city bells.", "verb_complement") == []


def test_perfect_grow_to_become_kept():
    assert _originals("The village has grown to become a busy port.") == [
        "The village has become a busy port."
    ]


# 6. a hypothesis that keeps one bracket of a pair is flagged


def test_lost_bracket_flagged():
    # the enumerator's "(" stays with "that" and its ")" goes into the complement
    for text in (
        "The survey shows that (1) most voters favour the plan.",
        "In this test, it can be seen that: (a) the new alloy is stronger than steel.",
    ):
        pairs = _by_kind(text)["original"]
        assert [p.well_formed for p in pairs] == [False]
        assert "unbalanced-bracket" in pairs[0].features["flags"]


def test_balanced_brackets_not_flagged():
    pairs = _by_kind("The relic is believed to be a gift from the emperor (Constantine).")
    assert [(p.hypothesis, p.well_formed) for p in pairs["original"]] == [
        ("The relic is a gift from the emperor (Constantine).", True)
    ]
