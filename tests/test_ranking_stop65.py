"""Stop 65 (rk16): spreading the review order over source sentences and constructions.

``benchmarks/rk16_spread.py`` orders each newest blind slice's judged pairs by their
time-ordered keep_score and by candidate spreading rules (a per-sentence cap, round robin, a
diminishing-returns discount per sentence or construction, MMR) and counts the pairs kept among
the first 20 and 40 (docs/review.md, "Stop 65 (rk16)"; none met the rule, so the shipped order
is unchanged). These tests hold what the measurement rests on, on real mined pairs of
constructed sentences: every rule only moves pairs (nothing dropped), a cap moves a sentence's
further pairs later and no earlier, a discount acts per sentence or per construction as named,
and the tally counts what the rule put first."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk16_spread as rk  # noqa: E402

from tests.phenomenon_support import stored_records as _records  # noqa: E402

# two sentences, each giving several implicature pairs (its embedded premises share the
# hypothesis), and a third sentence with the same trigger lemma as the first
_TEXTS = (
    "Some of the guards were asleep at dawn.",
    "Most of the wells dried up during the summer.",
    "Some of the letters arrived late.",
)


def _rows(scores: dict[str, float], kept: dict[str, int]) -> list[dict]:
    """Stored rows (as ``train_prior`` keeps them) of the implicature pairs of ``_TEXTS``; each
    sentence's pairs get the sentence's score minus 0.001 per pair, and its verdict."""
    rows = []
    for text in _TEXTS:
        recs = _records(text, "implicature")
        assert len(recs) >= 3, (text, [r["premise"] for r in recs])
        for i, rec in enumerate(recs):
            kinds = f"kinds=implicature:{rec['premise_kind']}>{rec['hypothesis_kind']}"
            rows.append(
                {
                    "features": {kinds: 1.0},
                    "label": kept[text],
                    "phenomenon": "implicature",
                    "record": rec | {"sentence_text": text},
                    "_score": scores[text] - 0.001 * i,
                }
            )
    return rows


def _items(rows: list[dict]) -> list[dict]:
    return rk.items_of(rows, [r["_score"] for r in rows], controls=False)


def _sentence_of(items: list[dict]) -> dict[str, str]:
    return {it["sentence"]: it["hypothesis"] for it in items}


def test_items_are_the_tallied_pairs_with_their_sentence_and_construction() -> None:
    """Controls (the original sentence as hypothesis of an embedded premise) are left out as
    the blind tally leaves them out; the rest carry their source sentence's id and the
    construction (phenomenon, subtype, trigger lemma)."""
    rows = _rows(dict.fromkeys(_TEXTS, 0.8), dict.fromkeys(_TEXTS, 1))
    items = _items(rows)
    controls = [r for r in rows if rk.is_control_row(r)]
    assert len(items) == len(rows) - len(controls)
    assert len({it["sentence"] for it in items}) == 3
    some = {it["construction"] for it in items if "guards" in it["hypothesis"]}
    assert some == {"implicature|quantifiers|some"}, some
    letters = {it["construction"] for it in items if "letters" in it["hypothesis"]}
    assert letters == some  # same trigger lemma and subtype: one construction


def test_every_rule_only_moves_pairs() -> None:
    """Each rule returns the same pairs (a cap must keep the queue complete)."""
    items = _items(
        _rows({_TEXTS[0]: 0.9, _TEXTS[1]: 0.85, _TEXTS[2]: 0.7}, dict.fromkeys(_TEXTS, 1))
    )
    for name, rule in rk.RULES.items():
        got = rule(list(items))
        assert sorted(it["id"] for it in got) == sorted(it["id"] for it in items), name


def test_cap_puts_every_sentence_first_pair_before_any_second() -> None:
    """The score order puts all of the best sentence's pairs first; ``cap1`` puts one pair of
    each sentence first, each in score order, and the further pairs after them."""
    scores = {_TEXTS[0]: 0.9, _TEXTS[1]: 0.85, _TEXTS[2]: 0.7}
    items = _items(_rows(scores, dict.fromkeys(_TEXTS, 1)))
    base = rk.ranked(items)
    assert base[0]["sentence"] == base[1]["sentence"]
    got = rk.RULES["cap1"](list(items))
    firsts = got[:3]
    assert len({it["sentence"] for it in firsts}) == 3
    assert [it["score"] for it in firsts] == sorted((it["score"] for it in firsts), reverse=True)
    # a moved pair only goes later than in the score order
    pos = {it["id"]: i for i, it in enumerate(base)}
    assert all(i >= pos[it["id"]] for i, it in enumerate(got) if i >= 3)


def test_discounts_act_per_sentence_or_per_construction() -> None:
    """Sentences scored 0.9 / 0.85 / 0.7: ``d0.5`` halves a sentence's second pair, so the
    third sentence (0.7) comes before the first sentence's second pair (0.9 * 0.5); ``c0.7``
    discounts per construction, and the third sentence shares the first one's ("some"), so its
    first pair comes after the first sentence's (0.9 * 0.7**n) while the "most" sentence's
    first pair is not discounted."""
    scores = {_TEXTS[0]: 0.9, _TEXTS[1]: 0.85, _TEXTS[2]: 0.7}
    items = _items(_rows(scores, dict.fromkeys(_TEXTS, 1)))
    by_sentence = rk.RULES["d0.5"](list(items))
    assert [it["hypothesis"].split()[4] for it in by_sentence[:3]] == [
        "guards",
        "wells",
        "letters",
    ], [it["hypothesis"] for it in by_sentence[:3]]
    by_construction = rk.RULES["c0.7"](list(items))
    assert "guards" in by_construction[0]["hypothesis"]
    assert "wells" in by_construction[1]["hypothesis"]
    # the third sentence shares the first one's construction: discounted behind all of it
    assert not any("letters" in it["hypothesis"] for it in by_construction[:3])


def test_measure_counts_what_the_rule_puts_first() -> None:
    """The rejected sentence scored best fills the score order's top; the kept ones fill
    ``cap1``'s first three places."""
    scores = {_TEXTS[0]: 0.9, _TEXTS[1]: 0.85, _TEXTS[2]: 0.7}
    rows = _rows(scores, {_TEXTS[0]: 0, _TEXTS[1]: 1, _TEXTS[2]: 1})
    items = _items(rows)
    n_first = sum(1 for it in items if "guards" in it["hypothesis"])
    rk_ks = rk.KS
    try:
        rk.KS = (3,)
        scored = {"s1": (rows, [r["_score"] for r in rows])}
        res = rk.measure(scored, ["score", "cap1"])
    finally:
        rk.KS = rk_ks
    assert res["score"]["implicature"]["s1"][3] == max(0, 3 - n_first)
    assert res["cap1"]["implicature"]["s1"][3] == 2
