"""Stop 65 (rk16): does spreading the review order over source sentences (or constructions)
raise the keep rate of its first k? Issue #20, "the order spreads the reviewer's attention";
docs/review.md, "Stop 65 (rk16)".

On the newest blind slices the rejects near the top of the order come in runs from one source:
one sentence yields several pairs (its conditional, modal, interrogative and negated premises
share the hypothesis) and the judge rejects them all for one reason the features do not see
(s1202q implicature: two sentences gave 8 of the 15 rejects), or one construction fills the top
(s1202r presupposition: classifying genitives). The shipped order only keeps two pairs of one
sentence from coming back to back (``review.order.spread``); it does not move them later.

For each slice s1202k..s1202r, its judged pairs are scored by a fit on NOPE and every slice
judged before it (stop 57's time-ordered benchmark, ``time_ordered_prior.fit_score``, C and
weights as shipped), and per phenomenon the tallied pairs (not a control, not the flagged draw:
``time_ordered_prior.tallied``) are ordered by that score and by each candidate rule. Printed:
the pairs kept among the first 20 and 40, per slice, their median over slices and the worst
slice's change against the score order.

Candidate rules (``RULES``); each keeps every pair and only moves some later:

- ``spread``: the shipped spreading pass (no two pairs of one sentence back to back,
  near-duplicates 4 apart), applied to the pairs as queue items;
- ``capN``: at most N pairs of one source sentence before every sentence has had its N
  (the rest follow in score order);
- ``rrN``: round robin: a sentence's (k*N+1)th..(k+1)*Nth pairs rank by score among the other
  sentences' pairs of the same tier;
- ``dD``: diminishing returns, the n-th pair of a sentence (n counted in score order) ranks by
  ``score * D**(n-1)``;
- ``cD``: the same per construction (phenomenon, subtype, trigger lemma: the source of a
  repeated construction such as a possessive genitive);
- ``sDcE``: both discounts at once;
- ``mmrL``: maximal marginal relevance (Carbonell & Goldstein 1998): each place takes the pair
  maximising ``L * score - (1 - L) * sim``, sim = 1 when a pair of its sentence or its
  construction is already placed, else 0.

    PYTHONPATH=$PWD python3 benchmarks/rk16_spread.py \\
        [--rules spread,cap1,...] [--controls] [--json OUT]

``--controls`` orders every judged well-formed pair instead (controls too, capped at 25% of
every prefix as ``mine export`` does before the rule), and counts controls in the keep rate.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from time_ordered_prior import PHENOMENA, fit_score, is_control_row, tallied  # noqa: E402

from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import read_rows_file  # noqa: E402
from pipeline.review.order import CONTROL_SHARE, QueueItem, cap_controls, spread  # noqa: E402

SLICES = ("s1202k", "s1202l", "s1202m", "s1202n", "s1202o", "s1202p", "s1202q", "s1202r")
KS = (20, 40)

Item = dict[str, Any]  # {"id", "score", "kept", "sentence", "construction", "control", ...}
Rule = Callable[[list[Item]], list[Item]]


def ranked(items: Sequence[Item]) -> list[Item]:
    """Score order, ties by pair id (as the export's sort is stable on pair id)."""
    return sorted(items, key=lambda it: (-it["score"], it["id"]))


def nth_of(items: Sequence[Item], key: str) -> list[int]:
    """For each item of a ranked list, its 1-based rank within its ``key`` group."""
    seen: Counter[str] = Counter()
    out = []
    for it in items:
        seen[it[key]] += 1
        out.append(seen[it[key]])
    return out


def tiered(n: int) -> Rule:
    def rule(items: list[Item]) -> list[Item]:
        r = ranked(items)
        ns = nth_of(r, "sentence")
        pos = {id(it): i for i, it in enumerate(r)}
        return sorted(r, key=lambda it: ((ns[pos[id(it)]] - 1) // n, pos[id(it)]))

    return rule


def capped(n: int) -> Rule:
    def rule(items: list[Item]) -> list[Item]:
        r = ranked(items)
        ns = nth_of(r, "sentence")
        first = [it for it, k in zip(r, ns, strict=True) if k <= n]
        return first + [it for it, k in zip(r, ns, strict=True) if k > n]

    return rule


def discount(ds: float = 1.0, dc: float = 1.0) -> Rule:
    """``score * ds**(n-1) * dc**(m-1)``, n / m the rank of the item in its sentence /
    construction; the ranks follow the score order, so the discounted value falls within a
    group and sorting by it is the greedy pick."""

    def rule(items: list[Item]) -> list[Item]:
        r = ranked(items)
        ns, ms = nth_of(r, "sentence"), nth_of(r, "construction")
        val = {
            id(it): it["score"] * ds ** (n - 1) * dc ** (m - 1)
            for it, n, m in zip(r, ns, ms, strict=True)
        }
        return sorted(r, key=lambda it: (-val[id(it)], it["id"]))

    return rule


def mmr(lam: float) -> Rule:
    def rule(items: list[Item]) -> list[Item]:
        rest = ranked(items)
        out: list[Item] = []
        sents: set[str] = set()
        cons: set[str] = set()
        while rest:
            best = max(
                range(len(rest)),
                key=lambda i: (
                    lam * rest[i]["score"]
                    - (1 - lam) * (rest[i]["sentence"] in sents or rest[i]["construction"] in cons),
                    -i,
                ),
            )
            it = rest.pop(best)
            sents.add(it["sentence"])
            cons.add(it["construction"])
            out.append(it)
        return out

    return rule


def shipped_spread(items: list[Item]) -> list[Item]:
    r = ranked(items)
    q = [
        QueueItem(
            candidate_id=it["id"],
            sentence_id=it["sentence"],
            premise=it["premise"],
            hypotheses=(it["hypothesis"],),
            keep_score=it["score"],
            control=it["control"],
        )
        for it in r
    ]
    by_id = {it["id"]: it for it in r}
    return [by_id[q.candidate_id] for q in spread(q, control_share=CONTROL_SHARE)]


RULES: dict[str, Rule] = {
    "score": ranked,
    "spread": shipped_spread,
    "cap1": capped(1),
    "cap2": capped(2),
    "rr1": tiered(1),
    "rr2": tiered(2),
    **{f"d{d}": discount(ds=d) for d in (0.95, 0.9, 0.8, 0.7, 0.5)},
    **{f"c{d}": discount(dc=d) for d in (0.95, 0.9, 0.8, 0.7)},
    "s0.8c0.9": discount(0.8, 0.9),
    "s0.9c0.95": discount(0.9, 0.95),
    **{f"mmr{lam}": mmr(lam) for lam in (0.95, 0.9, 0.8)},
}


def items_of(test: Sequence[dict[str, Any]], scores: Sequence[float], controls: bool) -> list[Item]:
    out = []
    for r, s in zip(test, scores, strict=True):
        if controls:
            if r["features"].get("not_well_formed"):
                continue
        elif not tallied(r):
            continue
        rec = r.get("record") or {}
        out.append(
            {
                "id": rec.get("pair_id") or r.get("group", ""),
                "score": s,
                "kept": int(r["label"]),
                "phenomenon": r.get("phenomenon"),
                "sentence": rec.get("sentence_id") or r.get("group", ""),
                "construction": "|".join(
                    str(rec.get(k)) for k in ("phenomenon", "subtype", "trigger_lemma")
                ),
                "control": is_control_row(r),
                "premise": rec.get("premise", ""),
                "hypothesis": rec.get("hypothesis", ""),
            }
        )
    return out


def scored_slices(rows: Sequence[dict[str, Any]], slices: Sequence[str]) -> dict[str, Any]:
    """Per slice, its rows and their time-ordered scores (one fit per slice)."""
    order = slice_order(rows)
    out = {}
    for name in slices:
        before = set(order[: order.index(name)])
        train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        test = [r for r in rows if slice_of(r) == name]
        out[name] = (test, fit_score(train, test, order))
        print(f"scored {name}: {len(test)} rows", file=sys.stderr, flush=True)
    return out


def measure(
    scored: dict[str, Any], rules: Sequence[str], controls: bool = False
) -> dict[str, dict[str, dict[str, dict[int, int]]]]:
    """``{rule: {phenomenon: {slice: {k: kept among the first k}}}}``."""
    res: dict[str, Any] = {r: {p: {} for p in PHENOMENA} for r in rules}
    for name, (test, scores) in scored.items():
        items = items_of(test, scores, controls)
        for p in PHENOMENA:
            mine = [it for it in items if it["phenomenon"] == p]
            for rule in rules:
                got = RULES[rule](list(mine))
                if controls:  # as the product: the sort (here the rule), then the control cap
                    got = cap_controls(got, CONTROL_SHARE, lambda it: it["control"])
                assert sorted(it["id"] for it in got) == sorted(it["id"] for it in mine)
                res[rule][p][name] = {k: sum(it["kept"] for it in got[:k]) for k in KS}
                res[rule][p][name]["n"] = len(mine)
    return res


def table(res: dict[str, Any], slices: Sequence[str]) -> None:
    base = res["score"]
    print(
        "| rule | phenomenon | " + " | ".join(slices) + " | median @20 | median @40 | worst Δ@40 |"
    )
    print("|---" * (len(slices) + 5) + "|")
    for rule, per in res.items():
        for p in PHENOMENA:
            cells = [f"{per[p][s][20]}/{per[p][s][40]}" for s in slices]
            m20 = statistics.median(per[p][s][20] / 20 for s in slices)
            m40 = statistics.median(per[p][s][40] / 40 for s in slices)
            worst = min(per[p][s][40] - base[p][s][40] for s in slices)
            print(
                f"| {rule} | {p} | "
                + " | ".join(cells)
                + f" | {m20:.3f} | {m40:.3f} | {worst:+d} |"
            )
        tot = {s: {k: sum(per[p][s][k] for p in PHENOMENA) for k in KS} for s in slices}
        btot = {s: sum(base[p][s][40] for p in PHENOMENA) for s in slices}
        m20 = statistics.median(tot[s][20] / 80 for s in slices)
        m40 = statistics.median(tot[s][40] / 160 for s in slices)
        worst = min(tot[s][40] - btot[s] for s in slices)
        cells = [f"{tot[s][20]}/{tot[s][40]}" for s in slices]
        print(
            f"| {rule} | all four | "
            + " | ".join(cells)
            + f" | {m20:.3f} | {m40:.3f} | {worst:+d} |"
        )


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rules", default=",".join(RULES))
    ap.add_argument("--slices", default=",".join(SLICES))
    ap.add_argument("--controls", action="store_true")
    ap.add_argument("--json")
    ap.add_argument("--cache", help="scores per slice: read if it exists, else written")
    args = ap.parse_args(argv)
    slices = args.slices.split(",")
    rules = ["score", *[r for r in args.rules.split(",") if r != "score"]]
    rows = read_rows_file()
    if args.cache and Path(args.cache).exists():
        cached = json.loads(Path(args.cache).read_text())
        scored = {s: ([r for r in rows if slice_of(r) == s], cached[s]) for s in slices}
    else:
        scored = scored_slices(rows, slices)
        if args.cache:
            Path(args.cache).write_text(json.dumps({s: v[1] for s, v in scored.items()}))
    res = measure(scored, rules, args.controls)
    table(res, slices)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
