"""Hundred-third pass (cj102, s1202l's rejects and flags): subject-dropped item text ("Adds
X", "Provides X") is ``source:subjectless``, not ``source:fragment`` (a flag that fired on good
pairs); exclusive "just"/"merely" over a noun-phrase coordination; a sentence-initial
subordinator on the first of coordinated main clauses; a pause mark left at the start of a kept
clause; a participle the parse read as a verb conjoined to a noun phrase.

Every sentence is constructed for these tests (none is copied from a review) and runs the real
spaCy parse and, for pairs, the real pipeline (extraction, rewriting, labels, flags)."""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import conjunction_pairs_of_kind as _pairs
from tests.phenomenon_support import conjunction_removals as _removals
from tests.phenomenon_support import kept, mined_pairs, pair_flags

# 1. item text with its subject left out


@pytest.mark.parametrize(
    "text",
    [
        "Adds a cloak of shadow that hides your face and your hands from sight.",
        "Provides good shelter from rain, hail, and other foul weather.",
        "Makes a sturdy club and a decent walking stick.",
        "Provides storage for 2 long arms and rifles.",  # a fragment before stop 62 (fl22)
    ],
)
def test_item_text_verb_start_is_subjectless(nlp, text: str) -> None:
    assert fitness.assess(text, nlp(text)) == ["subjectless"]


@pytest.mark.parametrize(
    "text",
    [
        "Came three letters on Monday.",
        # tagged Shields/NNP: ``fitness.assess`` alone keeps ``fragment``; the run's re-parse
        # with the understood "It" (process._understood_it) may relabel it ``subjectless``
        "Shields the whole torso; very thin and flexible.",
    ],
)
def test_past_verb_stays_fragment(nlp, text: str) -> None:
    assert "fragment" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "Says the harvest is ruined.",
        "Adds that the gate is shut.",
        "Covers the whole torso; very thin and flexible.",
    ],
)
def test_present_verb_with_clause_or_semicolon_is_subjectless(nlp, text: str) -> None:
    # stop 65 (fl28): every subjectless present -s root is one check,
    # ``fitness.understood_it_verb_start`` (it was ``fragment`` for these three before)
    assert "subjectless" in fitness.assess(text, nlp(text))


def test_conjunction_pair_on_item_text_is_subjectless() -> None:
    # kept well formed from stop 62 on; ``source:subjectless`` was a defect for conjunction for
    # part of stop 65 (fl28) and a warning again after ab73 (pooled 21 of 38 kept)
    text = "Provides good shelter from rain, hail, and other foul weather."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    short = [
        p
        for p in pairs
        if p.hypothesis == "Provides good shelter from rain and other foul weather."
    ]
    assert short
    assert all(kept(p) and "source:subjectless" in pair_flags(p) for p in short)
    assert not any("source:fragment" in pair_flags(p) for p in pairs)


# 2. exclusive "just" over a coordination of noun phrases


def test_just_before_noun_list_contradicts_on_removal() -> None:
    removals = _removals("The cellar holds just a broom and a bucket.")
    assert removals["The cellar holds just a broom."][1:] == ("contradiction", "exclusive_focus")
    # "just" opened the first member's span: its removal would take the exclusive with it
    assert "The cellar holds a bucket." not in removals


def test_just_before_noun_list_contradicts_on_addition() -> None:
    added = _pairs("Now the shed is just a roof and a few rotten planks.", "conjunct_added")
    assert added
    assert all(label == "contradiction" for _, label, _ in added.values())


def test_only_before_a_clause_conjunct_keeps_boolean_labels() -> None:
    removals = _removals(
        "Fouling is only a minor nuisance at low levels, but rust spreads quickly."
    )
    assert removals["Fouling is only a minor nuisance at low levels."][1] == "entailment"


def test_temporal_just_before_verb_keeps_boolean_labels() -> None:
    removals = _removals("She just bought a lamp and a rug.")
    assert removals["She just bought a lamp."][1] == "entailment"


# 3. a subordinator on the first of coordinated main clauses


def test_subordinator_on_first_main_clause_gives_no_pair() -> None:
    assert not mined_pairs(
        "Once the square was full of stalls, but now only weeds grow there.", "conjunction"
    )


def test_subordinate_clause_with_its_own_main_clause_keeps_pairs() -> None:
    removals = _removals("When it rains, we stay inside and read old books.")
    assert "When it rains, we stay inside." in removals


def test_fronted_preposition_phrase_keeps_pairs() -> None:
    removals = _removals("After ten minutes, the storm passed and the crew went back outside.")
    assert "After ten minutes, the storm passed." in removals


def test_conditional_over_coordinated_antecedent_keeps_pairs() -> None:
    assert _removals("If you go there and see him, tell him I said hello.")


# 4. a pause mark after the coordinator


@pytest.mark.parametrize("pause", ["\u2026", " \u2014"])
def test_kept_clause_drops_leading_pause(pause: str) -> None:
    text = (
        f"The guard never lets anyone in after dark, but{pause} a few traders slip past him anyway."
    )
    text = text.replace("but\u2026 ", "but\u2026")
    removals = _removals(text)
    assert "A few traders slip past him anyway." in removals
    assert not any(h.startswith(("\u2026", "\u2014")) for h in removals)


# 5. a participle the parse read as a verb conjoined to a noun phrase


def test_parallel_premodifier_goes_with_the_first_noun() -> None:
    removals = _removals("The figures are supposed to have odd anatomy and revealing costumes.")
    assert "The figures are supposed to have revealing costumes." in removals
    assert "The figures are supposed to have odd revealing costumes." not in removals
    assert "The figures are supposed to have odd anatomy." in removals


def test_determined_noun_keeps_its_premodifier_shared() -> None:
    removals = _removals(
        "The Syndicate chose to create a more compact steering and thrusting engine."
    )
    assert "The Syndicate chose to create a more thrusting engine." not in removals


def test_fronted_number_phrase_read_as_clause_keeps_pairs() -> None:
    removals = _removals("After 20 min, the fog lifted and the patrol was sent out again.")
    assert "After 20 min, the fog lifted." in removals


def test_denied_exclusive_keeps_boolean_labels() -> None:
    removals = _removals("It's not as if it would be just the two of us and the dog.")
    assert all(rule != "exclusive_focus" for _, _, rule in removals.values())
