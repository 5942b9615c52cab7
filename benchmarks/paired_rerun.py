"""Paired re-run: would this checkout write the pairs blind judges judged on another commit?

Fresh blind slices differ in their sentences and their judges, so the keep rate moves by about
±0.15 between slices of the same code. This script separates the code's effect from that noise:
it re-runs the sentences of judged random draws through the checkout it is run from and reports,
per phenomenon, how many judged pairs this code still writes identically and well formed, and
how many of those the judges kept. Run it from the old checkout on the new slices and from the
new checkout on the old slices (``PYTHONPATH=CHECKOUT python benchmarks/paired_rerun.py ...``).

A slice folder is the one ``benchmarks/flag_audit.py`` reads: ``key.csv``, ``verdicts.tsv`` and
``items/*.txt`` (each item with its source ``sentence``).

    python benchmarks/paired_rerun.py SLICE [SLICE ...] [--phenomenon P ...] [--assess-sources]

``--assess-sources`` runs the source-fitness pass that ``mine run`` runs (``pipeline/fitness.py``:
the copular repair of a definition standing alone and the ``source:`` flags). Without it the
sentences are taken as chosen, as ``run_texts`` takes gold sentences, so a change to the fitness
pass cannot move the table; with it the table matches what a review slice's run writes.

Limits: a pair this code rewrites differently counts as gone (it was not judged), and pairs this
code writes that the other did not are not seen.
"""

from __future__ import annotations

import argparse
import csv
from collections import Counter
from pathlib import Path

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.ranking.train_prior import read_items

PHENOMENA = ("conjunction", "presupposition", "verb_complement", "implicature")


def judged_random_items(slices: list[Path], phenomenon: str) -> list[tuple[str, str, str, bool]]:
    """(sentence, premise, hypothesis, kept as is) of the random, non-control judged pairs."""
    rows = []
    for folder in slices:
        items = read_items(folder / "items")
        verdicts = {
            r["item_id"]: r for r in csv.DictReader(open(folder / "verdicts.tsv"), delimiter="\t")
        }
        for key in csv.DictReader(open(folder / "key.csv")):
            verdict = verdicts.get(key["item_id"])
            if key["draw"] != "random" or key["phenomenon"] != phenomenon or verdict is None:
                continue
            if (verdict.get("control") or "").strip() == "1":
                continue
            item = items[key["item_id"]]
            rows.append(
                (
                    item.get("sentence", ""),
                    item["premise"].strip(),
                    item["hypothesis"].strip(),
                    verdict["e"].strip() == "1",
                )
            )
    return rows


def rerun(
    rows: list[tuple[str, str, str, bool]], phenomenon: str, assess_sources: bool = False
) -> Counter:
    """Count judged pairs by what this checkout writes for them and by the verdict."""
    _, result = run_texts(
        sorted({row[0] for row in rows}), [phenomenon], assess_sources=assess_sources
    )
    written = {
        (p.premise.strip(), p.hypothesis.strip()): settle(p).well_formed for p in result.pairs
    }
    counts: Counter = Counter()
    for _, premise, hypothesis, kept in rows:
        well_formed = written.get((premise, hypothesis))
        state = "gone" if well_formed is None else ("same" if well_formed else "flagged")
        counts[(state, kept)] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slices", nargs="+", type=Path)
    parser.add_argument("--phenomenon", nargs="*", default=list(PHENOMENA))
    parser.add_argument(
        "--assess-sources",
        action="store_true",
        help="run the source-fitness pass of `mine run` (copular repair, source: flags)",
    )
    args = parser.parse_args()
    print("| phenomenon | judged | kept | same pair | kept of same | gone or flagged: kept / not |")
    print("|---|---:|---:|---:|---:|---|")
    for phenomenon in args.phenomenon:
        rows = judged_random_items(args.slices, phenomenon)
        if not rows:
            continue
        c = rerun(rows, phenomenon, args.assess_sources)
        same = c[("same", True)] + c[("same", False)]
        lost_kept = c[("gone", True)] + c[("flagged", True)]
        lost_bad = c[("gone", False)] + c[("flagged", False)]
        rate = c[("same", True)] / same if same else 0.0
        print(
            f"| {phenomenon} | {len(rows)} | {sum(r[3] for r in rows)} | {same} | "
            f"{c[('same', True)]} ({rate:.2f}) | {lost_kept} / {lost_bad} |"
        )


if __name__ == "__main__":
    main()
