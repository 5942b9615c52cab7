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
