"""Stop 47 (branch cj39, English Wikipedia s1130i class 4): a supplementary relative clause
after noun phrases joined by "and" ("for the pigs and local farmers, with whom he celebrates")
takes the whole coordination or only the last conjunct as antecedent (Huddleston & Pullum 2002
ch. 12 §4.1), so removing the last conjunct moves the clause onto the earlier ones and the
removal pair is not made; the pair that adds the conjunct back stays (neutral on both
readings). A subject relative with plural agreement ("soil and climate, which are ...") takes
the whole coordination (Quirk et al. 1985 §10.34) and keeps its removal, as do removals of an
earlier conjunct, a restrictive relative, and "or". Constructed sentences through the real
pipeline (``run_texts``); the refusals fail on 5370ebe, the kept pairs are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts

TEXTS = [
    "The mayor held a reception for the nurses and the local firefighters, with whom she discussed the budget.",
    "The museum bought a statue and a painting, which is now on display in the main hall.",
    "The town relies on its wells and its rivers, which are fed by the snow in the mountains.",
    "The farmers depend on the soil and the climate, which are never the same from one year to the next.",
    "The mayor thanked the nurses and the firefighters who had worked through the night.",
    "The doctor examined the child or the mother, who was waiting in the hall.",
]


@pytest.fixture(scope="module")
def pairs():
    out: dict[tuple[str, str], dict[str, object]] = {}
    for p in run_texts(TEXTS, ["conjunction"])[1].pairs:
        out.setdefault(
            (
                p.hypothesis_kind,
                p.premise if p.hypothesis_kind == "conjunct_removed" else p.hypothesis,
            ),
            {},
        )[p.hypothesis if p.hypothesis_kind == "conjunct_removed" else p.premise] = p
    return out


def _removals(pairs, text):
    return pairs.get(("conjunct_removed", text), {})


def _additions(pairs, text):
    return pairs.get(("conjunct_added", text), {})


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            TEXTS[0],
            "The mayor held a reception for the nurses, with whom she discussed the budget.",
        ),
        (TEXTS[1], "The museum bought a statue, which is now on display in the main hall."),
        (
            TEXTS[3],
            "The farmers depend on the soil, which are never the same from one year to the next.",
        ),
    ],
)
def test_last_conjunct_removal_before_a_supplementary_relative_is_not_made(pairs, text, bad):
    assert bad not in _removals(pairs, text)


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            TEXTS[0],
            "The mayor held a reception for the nurses, with whom she discussed the budget.",
        ),
        (TEXTS[1], "The museum bought a statue, which is now on display in the main hall."),
    ],
)
def test_the_addition_pair_stays(pairs, text, shorter):
    pair = _additions(pairs, text).get(shorter)
    assert pair is not None, sorted(_additions(pairs, text))
    assert pair.heuristic_label == "neutral"


@pytest.mark.parametrize(
    ("text", "good"),
    [
        (
            TEXTS[0],
            "The mayor held a reception for the local firefighters, with whom she discussed the budget.",
        ),
        (TEXTS[2], "The town relies on its wells, which are fed by the snow in the mountains."),
        (TEXTS[4], "The mayor thanked the nurses who had worked through the night."),
        (TEXTS[5], "The doctor examined the child, who was waiting in the hall."),
    ],
)
def test_other_removals_stay(pairs, text, good):
    pair = _removals(pairs, text).get(good)
    assert pair is not None, sorted(_removals(pairs, text))
    assert pair.heuristic_label in {"entailment", "neutral"}
