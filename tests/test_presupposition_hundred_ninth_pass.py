"""Hundred-ninth pass (stop 62, pr106; docs/presupposition.md): classes of the blind review of
game text (s1202m) and pr105's open item.

1. Embeddings: a postverbal "only" without a modal is negated on the verb, not as a bare
   "not only X" (the first half of an additive correlative); an exclusive particle before a
   subjectless "but" member gets no negated premise ("not just X but Y" is additive).
2. A left-dislocated NP ("A potted plant ..., it looks ...") takes no conditional (left
   dislocation is a root phenomenon).
3. "both N" of a part noun on an intransitive verb's thing subject: "A candle has two ends".
4. Trigger senses: "regenerate" is lexicalised; "clean" with the removed stuff as object;
   "crack" a code; "hire out"; "left over"; "the poor man's X".
5. A simple-present intransitive re-verb with a means/manner adjunct and a thing subject is a
   characterizing sentence: neutral (Krifka et al. 1995).
And: the time of the transition ("last winter", "long ago") is not in the aspectual draft.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers
from tests.phenomenon_support import presupposition_pairs_by_kind as _pairs

# -- 1. embeddings ----------------------------------------------------------------------------


def test_postverbal_only_without_modal_negates_the_verb():
    pairs = _pairs("Fleeing the fire, you end up with only your boots and a torn map.", "only")
    assert "negated" in pairs
    negated = pairs["negated"][0]
    assert "not only" not in negated
    assert negated == "Fleeing the fire, you don't end up with only your boots and a torn map."


def test_postverbal_only_under_a_modal_writes_no_kept_not_only():
    # stop 58 kept "not only" under a modal; stop 72 (pr134): it reads as the additive
    # correlative (blind review s1204c), so no well-formed negated premise has it
    pairs = mined_pairs("These boats can cross the lake only through the canal.", "presupposition")
    negated = [p for p in pairs if p.subtype == "only" and p.premise_kind == "negated"]
    assert not any(p.well_formed and "not only" in p.premise for p in negated)


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("They only run to the gate, but faster than before.", "only"),
        ("She stopped just singing, but also dancing.", "aspectual_verbs"),
    ],
)
def test_exclusive_particle_before_but_member_has_no_negated_premise(text, subtype):
    pairs = _pairs(text, subtype)
    assert "negated" not in pairs


def test_exclusive_particle_without_but_keeps_negated_premise():
    assert "negated" in _pairs("He only stopped smoking.", "only")


# -- 2. left dislocation takes no conditional ---------------------------------------------------


def test_left_dislocated_np_has_no_conditional():
    text = "An old wooden chest with iron bands, it seems to have stopped working long ago."
    pairs = _pairs(text, "aspectual_verbs")
    assert "conditional" not in pairs
    assert "original" in pairs and "modal" in pairs


def test_plain_sentence_keeps_conditional():
    assert "conditional" in _pairs("The cook stopped working ten years ago.", "aspectual_verbs")


# -- 3. part-whole "both N" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "A torch burns the most brightly at both ends, and yet it burns out twice as fast.",
            "A torch has two ends.",
        ),
        ("The rope was frayed at both ends.", "The rope had two ends."),
    ],
)
def test_part_noun_takes_the_thing_subject_as_whole(text, draft):
    assert _pairs(text, "numeric_determiners")["original"][1] == draft


def test_person_subject_is_no_whole():
    # stop 78 pr162: ends of no named whole get no draft at all (``_relational_locative``)
    pair = _pairs("A guard stood at both ends.", "numeric_determiners").get("original")
    assert pair is None or "guard" not in pair[1].lower()


# -- 4. trigger senses --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We used an old rag to clean grease from the engine.",
        "He cleans dirt and rust.",
        "He cleaned the mud off his boots.",
        "With a little practice, this tool can crack passwords quickly.",
        "I'd like to hire out your boat for the day.",
        "Rice left over after cooking dinner.",
    ],
)
def test_other_senses_are_no_change_of_state(text):
    assert presupposition_triggers(text, "change_of_state") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She cleaned the kitchen.", "The kitchen was dirty before."),
        ("He cracked the ice.", "The ice was intact before."),
    ],
)
def test_change_of_state_senses_stay(text, draft):
    assert _pairs(text, "change_of_state")["original"][1] == draft


def test_regenerate_is_lexicalised():
    assert presupposition_triggers("Her skin regenerates after every wound.", "re_verbs") == set()


def test_poor_mans_idiom_is_no_possession():
    text = "Using the poor man's chainsaw, you cut the branch."
    assert presupposition_triggers(text, "possessed_definites") == set()
    control = "Using the old man's chainsaw, you cut the branch."
    assert presupposition_triggers(control, "possessed_definites")


# -- 5. generic re-verbs --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["The gun reloads with a magazine.", "The rifle reloads with a magazine rather than a clip."],
)
def test_generic_intransitive_re_verb_is_neutral(text):
    pairs = _pairs(text, "re_verbs")
    assert pairs
    assert all(label == "neutral" for _, _, label in pairs.values())


def test_episodic_re_verb_keeps_entailment():
    pairs = _pairs("He reloaded the rifle.", "re_verbs")
    assert pairs["original"] == (
        "He reloaded the rifle.",
        "The rifle had been loaded before.",
        "entailment",
    )


# -- the transition's time is not in the prior-state draft ---------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He stopped drinking last winter.", "He had been drinking before."),
        ("The cook stopped working ten years ago.", "The cook had been working before."),
        ("She kept running every morning.", "She had been running every morning before."),
    ],
)
def test_transition_time_is_dropped(text, draft):
    assert _pairs(text, "aspectual_verbs")["original"][1] == draft


def test_correlative_inside_the_subject_keeps_negated_premise():
    # control: "not just X but Y" already in the subject's apposition is the source's own
    # correlative; the verb's negation stays (NOPE's expert negated such an item)
    text = "The fans -- not just the players but their parents -- stopped cheering at once."
    negated = [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"]
    assert negated
    assert all("didn't stop cheering" in p.premise for p in negated)
