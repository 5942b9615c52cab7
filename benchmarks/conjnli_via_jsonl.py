"""Issue 2's end-to-end ConjNLI check: premises through `mine run --source jsonl`, then SQL.

Writes the distinct original sentences of a ConjNLI TSV (the premise; for conjunct-added pairs the
hypothesis) as jsonl, runs the real CLI on them (sentence
splitting, prefilter, parse, extract, rewrite, warehouse), and reports how often the gold
conjunct-removed hypothesis is among the `conjunct_removed` pairs and the label accuracy of the
pairs that match a gold pair. Usage:

    python benchmarks/conjnli_via_jsonl.py GOLD/conjnli/conj_dev.tsv [--workers 2]

(``GOLD/`` is the README's folder of the seed papers' public data, not part of the repository.)
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from pipeline.evaluation._text import normalise
from pipeline.query import query


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("tsv", type=Path)
    ap.add_argument("--workers", default="2")
    args = ap.parse_args()
    if not args.tsv.exists():
        sys.exit(f"{args.tsv} not found (the gold data is not part of the repository)")
    rows = list(
        csv.DictReader(args.tsv.open(encoding="utf-8"), delimiter="\t", quoting=csv.QUOTE_NONE)
    )
    # the original sentence of each pair: the premise, or the hypothesis of a conjunct-added pair
    premises = sorted(
        {max((r["Premise"], r["Hypothesis"]), key=lambda t: len(t.split())) for r in rows}
    )
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "premises.jsonl"
        src.write_text(
            "".join(json.dumps({"id": f"p{i}", "text": p}) + "\n" for i, p in enumerate(premises))
        )
        wh = Path(tmp) / "wh"
        subprocess.run(
            [
                sys.executable,
                "-c",
                "from pipeline.cli import main; main()",
                "run",
                "--source",
                "jsonl",
                "--input",
                str(src),
                "--phenomenon",
                "conjunction",
                "--warehouse",
                str(wh),
                "--workers",
                args.workers,
                "--shard-size",
                "200",
            ],
            check=True,
        )
        pairs = query(
            wh,
            "select s.text as sentence, p.premise, p.hypothesis, p.hypothesis_kind, p.heuristic_label "
            "from pairs p join sentences s using (sentence_id)",
        ).to_pylist()
    ours: dict[tuple[str, str, str], str] = {}
    for p in pairs:
        ours[(p["hypothesis_kind"], normalise(p["premise"]), normalise(p["hypothesis"]))] = p[
            "heuristic_label"
        ]
    stats: Counter = Counter()
    for r in rows:
        prem, hyp, gold = (
            normalise(r["Premise"]),
            normalise(r["Hypothesis"]),
            r["Label"].strip().lower(),
        )
        shorter = len(hyp.split()) < len(prem.split())
        kind = "conjunct_removed" if shorter else "conjunct_added"
        # gold "added" pairs have the shorter sentence as premise: same orientation as ours
        key = (kind, prem, hyp)
        if len(hyp.split()) == len(prem.split()):
            continue  # replacement pairs: see `mine eval conjnli`
        stats[f"{kind}:gold"] += 1
        if key in ours:
            stats[f"{kind}:found"] += 1
            stats[f"{kind}:label_correct"] += ours[key] == gold
    for kind in ("conjunct_removed", "conjunct_added"):
        g, f, c = stats[f"{kind}:gold"], stats[f"{kind}:found"], stats[f"{kind}:label_correct"]
        print(
            f"{kind}: gold pairs {g}, found {f} ({f / g:.3f}), label accuracy on found {c}/{f} ({c / max(f, 1):.3f})"
        )


if __name__ == "__main__":
    main()
