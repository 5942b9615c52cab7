"""verb_complement, forty-sixth pass (branch vc38, enwiki and news dev text): the passive
participle of a verb of believing or saying after a noun ("loyalists, believed to be fleeing")
that the parser read as an active past tense, whose in-place hypothesis left a finite verb
with no subject ("loyalists, were fleeing").

Constructed sentences through the real pipeline (``run_texts``); the refusals fail on 2b443b6,
the kept pairs are guards that must stay.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept

REFUSED = [
    "Rescue teams are still searching the valley for two climbers, believed to be trapped "
    "under the snow.",
    "Four workers, believed to be as young as 16, were injured at the plant on Monday.",
    "The town took its name from the spring of Minerva, said to flow from under the old temple.",
    "The villagers feared the old wolf, believed to live in the forest above the farm.",
    "Two soldiers, reported to be missing since Tuesday, were found alive.",
]

KEPT = [
    # a real passive with its auxiliary
    (
        "The two climbers are believed to be trapped under the snow.",
        "believe",
        "The two climbers are trapped under the snow.",
    ),
    # raising to object: the infinitive's subject after the verb
    (
        "The villagers believed the well to be older than the church.",
        "believe",
        "The well was older than the church.",
    ),
    # subject control with a verb that has it
    (
        "The old farmer claimed to be the owner of the land.",
        "claim",
        "The old farmer was the owner of the land.",
    ),
]


@pytest.fixture(scope="module")
def pairs():
    texts = REFUSED + [t for t, _, _ in KEPT]
    return run_texts(texts, ["verb_complement"])[1].pairs


def _of(pairs, premise: str) -> list:
    return [p for p in pairs if p.premise == premise]


@pytest.mark.parametrize("text", REFUSED)
def test_passive_participle_read_as_active_gives_no_pair(pairs, text):
    assert not _of(pairs, text), [p.hypothesis for p in _of(pairs, text)]


@pytest.mark.parametrize(("text", "lemma", "hypothesis"), KEPT)
def test_passive_raising_and_control_stay(pairs, text, lemma, hypothesis):
    found = [p for p in _of(pairs, text) if p.premise_kind == "original"]
    assert [p.hypothesis for p in found] == [hypothesis]
    assert kept(found[0])


# 2. the progressive of an intention verb ("had been planning to attack") belongs to the
#    attitude; the hypothesis takes the tense of "be" and no progressive ("had attacked")

PROGRESSIVE = [
    (
        "The rebels had been planning to attack the northern border town.",
        "The rebels had attacked the northern border town.",
    ),
    (
        "The company was preparing to sell its shares and leave the market.",
        "The company sold its shares and left the market.",
    ),
    (
        "The two brothers were hoping to open a bakery in the old mill.",
        "The two brothers opened a bakery in the old mill.",
    ),
]

SIMULTANEOUS = [
    # "begin/try to" are simultaneous: the progressive stays on the complement
    ("The old man was beginning to lose his sight.", "The old man was losing his sight."),
    # a simple past intention verb is unchanged
    (
        "The rebels planned to attack the northern border town.",
        "The rebels attacked the northern border town.",
    ),
]


@pytest.fixture(scope="module")
def aspect_pairs():
    texts = [t for t, _ in PROGRESSIVE + SIMULTANEOUS]
    return run_texts(texts, ["verb_complement"])[1].pairs


@pytest.mark.parametrize(("text", "hypothesis"), PROGRESSIVE + SIMULTANEOUS)
def test_progressive_of_intention_verb_stays_with_the_attitude(aspect_pairs, text, hypothesis):
    found = [p for p in _of(aspect_pairs, text) if p.premise_kind == "original"]
    assert [p.hypothesis for p in found] == [hypothesis]
    assert kept(found[0])
