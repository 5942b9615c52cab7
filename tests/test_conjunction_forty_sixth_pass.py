"""Stop 46 (branch cj38, English Wikipedia): conjunct boundaries. (1) A first conjunct that is a
bare infinitive after a "to" the removal keeps, with a next conjunct that is no bare infinitive
("a request to delay or postponement", "a wash to clean or dried in air"): "to" takes a base-form
verb (Quirk et al. 1985 §3.54), so the coordination is no coordination of infinitives and the
first conjunct is not removed ("a request to postponement"); "to suppress or exclude" stays. (2)
A modifier that forms a WordNet compound with the first of coordinated nouns ("olive oil", "red
wine") goes with that noun, never left on the next ("olive vinegar"); a modifier forming no
compound stays shared ("a Canadian musician and singer"). The next conjunct's form is read off
WordNet, not its tag: "to dry, mature and sell" keeps its removal whatever "mature" is tagged. Constructed sentences through the
real pipeline (``run_texts``); the refusals fail on 5948020, the kept pairs are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept

TEXTS = [
    "The tenant filed a request to delay or postponement of the hearing before the court met.",
    "The painter used a wash to clean the panel or dried in air to fix the pigment.",
    "The lawyer filed a motion to suppress or exclude the evidence before the trial began.",
    "The salad is dressed with olive oil, vinegar and garlic.",
    "At the wedding the hosts served red wine and beer to the guests.",
    "She is a Canadian musician and singer who lives in Toronto.",
    "The project aims to help and assisting poor farmers.",
    "The farmers hoped to dry, mature and sell the cheese.",
]


@pytest.fixture(scope="module")
def removals():
    pairs = run_texts(TEXTS, ["conjunction"])[1].pairs
    out: dict[str, dict[str, object]] = {}
    for p in pairs:
        if p.hypothesis_kind == "conjunct_removed":
            out.setdefault(p.premise, {})[p.hypothesis] = p
    return out


@pytest.mark.parametrize(
    ("premise", "bad"),
    [
        (
            TEXTS[0],
            "The tenant filed a request to postponement of the hearing before the court met.",
        ),
        (TEXTS[1], "The painter used a wash to dried in air to fix the pigment."),
        (TEXTS[3], "The salad is dressed with olive vinegar and garlic."),
        (TEXTS[4], "At the wedding the hosts served red beer to the guests."),
        (TEXTS[6], "The project aims to assisting poor farmers."),
    ],
)
def test_broken_boundary_removals_are_not_made(removals, premise, bad):
    assert bad not in removals.get(premise, {})


@pytest.mark.parametrize(
    ("premise", "good"),
    [
        (TEXTS[2], "The lawyer filed a motion to exclude the evidence before the trial began."),
        (TEXTS[2], "The lawyer filed a motion to suppress the evidence before the trial began."),
        (TEXTS[3], "The salad is dressed with vinegar and garlic."),
        (TEXTS[3], "The salad is dressed with olive oil and garlic."),
        (TEXTS[4], "At the wedding the hosts served beer to the guests."),
        (TEXTS[4], "At the wedding the hosts served red wine to the guests."),
        (TEXTS[5], "She is a Canadian singer who lives in Toronto."),
        (TEXTS[7], "The farmers hoped to mature and sell the cheese."),
    ],
)
def test_clean_removals_stay(removals, premise, good):
    pair = removals.get(premise, {}).get(good)
    assert pair is not None, sorted(removals.get(premise, {}))
    assert kept(pair)
    assert pair.heuristic_label == "entailment" or pair.subtype == "or"
