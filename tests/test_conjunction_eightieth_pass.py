"""Stop 53 (branch cj74): shared postmodifiers and addition labels under possibility modals.

- A participial or relative postmodifier after a coordination of bare plural nouns modifies
  the whole coordination (right-node raising of a dependent, Huddleston & Pullum 2002 ch. 15
  §4.4), so removing the last noun keeps it.
- A prepositional phrase after "a N1 and N2" that the parse hung on N1 most often belongs to
  N2 (one person in two roles): removing N2 is not built.
- "A" -> "A or B" under an epistemic possibility modal (modal perfect, "might", "may" with an
  uncontrolled verb) is entailment (Kratzer 1981: upward monotone); deontic "may" with an
  agentive verb, negation and "if" keep it neutral.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, removals_by_premise

MAPS = "The library keeps old maps and letters relating to the war."
SHIRTS = "The shop sells cheap shirts and jackets that nobody wants."
FARMER = "Tom Reed, a local farmer and passionate campaigner for clean rivers, spoke first."
VEGETARIAN = "As a vegetarian and lover of Thai food, I was happy."
POOL = "I have a pool and jacuzzi at my house."
PAIN = "The film shows the pain and pleasure of a long night."

TEXTS = [MAPS, SHIRTS, FARMER, VEGETARIAN, POOL, PAIN]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (MAPS, "The library keeps old maps relating to the war.", "The library keeps old maps."),
        (SHIRTS, "The shop sells cheap shirts that nobody wants.", "The shop sells cheap shirts."),
    ],
)
def test_shared_postmodifier_stays(removals, text, kept, gone):
    assert kept in removals[text]
    assert gone not in removals[text]


def test_phrase_on_first_of_two_roles_not_left_behind(removals):
    assert "Tom Reed, a local farmer for clean rivers, spoke first." not in removals[FARMER]
    assert "Tom Reed, a passionate campaigner for clean rivers, spoke first." in removals[FARMER]
    assert "As a vegetarian of Thai food, I was happy." not in removals[VEGETARIAN]
    assert "As a lover of Thai food, I was happy." in removals[VEGETARIAN]


@pytest.mark.parametrize(
    ("text", "both"),
    [
        (POOL, {"I have a pool at my house.", "I have a jacuzzi at my house."}),
        (
            PAIN,
            {
                "The film shows the pain of a long night.",
                "The film shows the pleasure of a long night.",
            },
        ),
    ],
)
def test_things_sharing_the_phrase_keep_both_removals(removals, text, both):
    assert both <= removals[text]


def _addition_labels(text: str) -> dict[str, tuple[str, str]]:
    return {
        p.premise: (p.heuristic_label, p.label_rule)
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_added"
    }


@pytest.mark.parametrize(
    ("text", "premise", "label"),
    [
        (
            "You may see turtles or crabs on the beach.",
            "You may see turtles on the beach.",
            "entailment",
        ),
        (
            "The driver might have missed the sign or ignored it.",
            "The driver might have missed the sign.",
            "entailment",
        ),
        ("She might get bored or fall asleep.", "She might get bored.", "entailment"),
        ("You may send the form by mail or fax.", "You may send the form by mail.", "neutral"),
        ("You might try the blue door or the red one.", "You might try the blue door.", "neutral"),
        (
            "If you see turtles or crabs, call the ranger.",
            "If you see turtles, call the ranger.",
            "neutral",
        ),
        (
            "You may not see turtles or crabs on the beach.",
            "You may not see turtles on the beach.",
            "neutral",
        ),
    ],
)
def test_addition_label_under_modal(text, premise, label):
    labels = _addition_labels(text)
    assert premise in labels, labels
    assert labels[premise][0] == label
