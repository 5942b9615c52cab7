"""Ninety-eighth pass (stop 59, pr95; docs/presupposition.md): the classes stop 58 left on lore
and game registers.

"only" under a negation (the negated premise of a modal "can only V", an original sentence
whose negation precedes "only"), contrastive "while" between parallel subjects, factive
"know" of a community's belief, a possessive whose head is coordinated, and non-literal
"fall". Each class has a counterpart that keeps its old output. Constructed sentences and
dev-text sentences through the real run path (the real spaCy model).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _negated_premises(text: str, subtype: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.premise_kind == "negated"
    }


# -- 1. "only" under a negation -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Farms can only be planted on grassland.",
        "Your Fighters will only suffer a 40% chance of being hit in return.",
        "Sabotage may only be attempted when openly at war.",
        "Each unit can only receive healing from one healer.",
    ],
)
def test_modal_only_has_no_negated_premise(text):
    assert not _negated_premises(text, "only"), text
    # the plain prejacent pair stays
    assert _drafts(text, "only"), text


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Colleen was only biking to that library.", "Colleen wasn't only biking to that library."),
        ("The mage only heals his allies.", "The mage doesn't only heal his allies."),
    ],
)
def test_only_without_modal_keeps_negated_premise(text, negated):
    assert negated in _negated_premises(text, "only")


@pytest.mark.parametrize(
    "text",
    [
        "The Shaman doesn't gain experience from healing, only from combat, but advancing her is "
        "worthwhile.",
        "The Greeks did not see only a bull in these stars.",
    ],
)
def test_negation_before_only_is_no_candidate(text):
    assert not presupposition_triggers(text, "only"), text


def test_negation_below_subject_only_stays():
    assert _drafts("Only the elves don't surpass humanity in archery.", "only") == {
        "The elves don't surpass humanity in archery."
    }


# -- 2. contrastive "while" between two peoples or two kinds ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "While the Greeks saw a bull in these stars, the Chinese saw a dragon.",
        "The Visigoths conquered Roman Iberia while the Ostrogoths founded a kingdom in Italy.",
        "Greek astrology provided two hypsomata per planet while Babylonian had only one.",
    ],
)
def test_contrastive_while_is_no_temporal_trigger(text):
    assert not presupposition_triggers(text, "temporal_adverbs"), text


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "While the Greeks were crossing the river, the Persians attacked their camp.",
            "The Greeks were crossing the river.",
        ),
        ("The elves sang while the dwarves were feasting.", "The dwarves were feasting."),
    ],
)
def test_temporal_while_keeps_its_draft(text, draft):
    assert draft in _drafts(text, "temporal_adverbs")


# -- 4. a possessive with a coordinated head ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The chief guarded the clan's village or encampment.",
            "The clan had a village or an encampment.",
        ),
        (
            "The king's sword, shield and helmet were lost.",
            # pr101: an "and" coordination drafts its first conjunct (the genitive's scope
            # over the later conjuncts is ambiguous; the first is entailed on either reading)
            "The king had a sword.",
        ),
        # a name is no possessum of the genitive: the first conjunct's draft stays
        (
            "The names of the Solar System's planets and Pluto have some peculiarities.",
            "The Solar System has planets.",
        ),
        ("The king's sword was lost.", "The king had a sword."),
    ],
)
def test_coordinated_possessum_draft(text, draft):
    assert _drafts(text, "possessed_definites") == {draft}


def test_coordinated_possessum_with_modifiers_has_no_draft():
    assert not _drafts("The king's old sword and rusty shield were lost.", "possessed_definites")


# -- 3. "know" of a community's lore ---------------------------------------------------------------


def _draft_labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.hypothesis: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "draft", "label"),
    [
        (
            "When there is an eclipse, Mongolians know that it means that Raah devours the Moon.",
            "It means that Raah devours the Moon.",
            "neutral",
        ),
        (
            "The Boorong people know that the crow stole the fire from the sky.",
            "The crow stole the fire from the sky.",
            "neutral",
        ),
        # a past "knew" of a group of persons stays factive
        ("The scouts knew that the bridge was down.", "The bridge was down.", "entailment"),
    ],
)
def test_community_lore_know(text, draft, label):
    assert _draft_labels(text, "clause_embedding_predicates").get(draft) == label


def test_know_as_naming_is_no_candidate():
    text = "The Inuit know this star as Nanurjuk, the polar bear."
    assert not presupposition_triggers(text, "clause_embedding_predicates")


# -- 5. non-literal "fall" --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The fortress fell to the orcs.",
        "The kingdom fell to the undead.",
        "The kingdom fell on hard times after the war.",
        "The plan fell flat.",
    ],
)
def test_fall_that_is_no_descent_has_no_height_draft(text):
    assert not any("higher before" in d for d in _drafts(text, "change_of_state")), text


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The vase fell to the floor.", "The vase was higher before."),
        ("The hall fell silent when the king entered.", "The hall was not silent before."),
        ("The guard fell asleep at his post.", "The guard was not asleep before."),
    ],
)
def test_fall_keeps_its_drafts(text, draft):
    assert draft in _drafts(text, "change_of_state")
