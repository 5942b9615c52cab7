"""Stop 70 (rk21): the keep prior's time-ordered AUC per phenomenon on the last ten slices
(s1202r-z, s1203a), why verb_complement ranks badly there, and verb_complement feature
candidates measured the same way. docs/review.md, "Stop 70 (rk21)".

Each slice is scored by a fit on NOPE and every slice judged before it (``rk19_time_ordered``'s
vectorise-once fit, the shipped C and weights), on the tallied rows (no controls, no flagged
draw). A candidate adds features to the rows that keep a pair record (what the candidate code
computes from the record); rows without one keep their stored features, as a refit after an
additive ``FEATURE_VERSION`` bump would.

    PYTHONPATH=$PWD python3 benchmarks/rk21_verb_complement.py \\
        --runs baseline,CAND[+CAND...] --warm [--json OUT]
    ... --analyse            # kept vs rejected verb_complement pairs of the ten slices
    ... --merge A.json,B.json  # tabulate runs of separate processes with rk19's rule

Runs: ``baseline`` (the stored rows), ``shipped`` (the rows as ``train_prior --refeaturise``
leaves them: the same as the stored ones while the feature version is unchanged), else a
``+``-joined set of ``candidates`` names; ``+all`` also gives the lemma candidates (``zipf*``)
to the rows without a record (NOPE and every slice before s1202g), from their stored ``lemma=``
key, as a refit after a version bump would. Without ``all`` a candidate exists on the recorded
(recent) rows only and is measured as a feature of the recent registers: the ``zipf`` run gains
+.023 on verb_complement's median that way and nothing as ``zipf+all`` (docs/review.md).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import (  # noqa: E402
    Matrix,
    medians,
    report_run,
    show_merged,
    time_ordered,
)

from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

SLICES = (*(f"s1202{c}" for c in "rstuvwxyz"), "s1203a")


def recomputed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows as ``train_prior --refeaturise`` leaves them: rows with a record get the
    features the code on the path computes from it, the others are brought forward from their
    stored version (``features.UPGRADES``)."""
    from pipeline.ranking.train_prior import refeaturise

    return refeaturise(rows)[0]


#: a be/have/get form (with adverbs or a negation) right before a participle trigger: a
#: passive or perfect; without it a VBN trigger is a reduced relative / participial modifier
_AUX_BEFORE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|am|has|have|had|having|get|gets|got|gotten|'s|'re|'ve)"
    r"\s+(?:\w+ly\s+|not\s+|n't\s+)*$",
    re.I,
)
_REL_BEFORE = re.compile(r"\b(?:which|that|who|whose)\s+(?:\w+\s+){0,3}$", re.I)


def candidates(rec: dict[str, Any], names: set[str]) -> dict[str, float]:
    """Candidate verb_complement features of a pair record.

    ``part``: the trigger is a past participle with no be/have/get before it, a reduced relative
    or participial modifier of a noun ("the unit used to measure", "any message transmitted to
    indicate"; Huddleston & Pullum 2002, 7.?/12.? on past-participial modifiers: the infinitive
    is the purpose adjunct of a passive, not the verb's complement, and the sentence is an NP).
    ``negeval``: a negated premise of a source that opens with an evaluative -ly adverb and a
    comma or ends with "!" (evaluative adverbs are positive-polarity, Nilsen 2004; an exclamation
    expresses surprise at the positive proposition).
    ``rel``: a definition NP (opens with a/an/any/the/one/some) whose trigger sits in a relative
    clause ("A project ... which aims to").
    ``zipf``: the trigger lemma's wordfreq Zipf frequency below 4.5 (an uncommon verb).
    """
    from wordfreq import zipf_frequency

    out: dict[str, float] = {}
    if rec.get("phenomenon") != "verb_complement":
        return out
    cf = json.loads(rec.get("candidate_features") or "{}")
    source = rec.get("sentence_text") or rec.get("premise") or ""
    cs = rec.get("char_start")
    before = source[:cs] if isinstance(cs, int) and cs >= 0 else ""
    pk = rec.get("premise_kind") or ""
    if (
        "part" in names
        and cf.get("verb_tag") == "VBN"
        and before
        and not _AUX_BEFORE.search(before)
    ):
        out["vc.reduced_participle"] = 1.0
    evaluative = re.match(r"^\w+ly\b,", source) or source.rstrip().endswith("!")
    if "negeval" in names and pk == "negated" and evaluative:
        out["vc.negated_evaluative"] = 1.0
    definition = re.match(r"^(?:A|An|Any|The|One|Some)\b", source)
    if "rel" in names and definition and _REL_BEFORE.search(before):
        out["vc.definition_relative"] = 1.0
    z = zipf_frequency(rec.get("trigger_lemma") or "", "en")
    if "zipf" in names and z < 4.5:
        out["vc.lemma_uncommon"] = 1.0
    if "zipf4" in names and z < 4.0:
        out["vc.lemma_uncommon"] = 1.0
    if "zipf5" in names and z < 5.0:
        out["vc.lemma_uncommon"] = 1.0
    if "zipfc" in names:  # continuous: 0 at Zipf >= 5, 1 at Zipf <= 3
        out["vc.lemma_rarity"] = min(max((5.0 - z) / 2.0, 0.0), 1.0)
    return out


_LEMMA_KEY = "lemma=verb_complement:"


def lemma_of_stored(features: dict[str, float]) -> str | None:
    """The trigger lemma of a verb_complement row from its stored ``lemma=`` feature (rows
    without a record keep no text, but they keep this key)."""
    return next((k[len(_LEMMA_KEY) :] for k in features if k.startswith(_LEMMA_KEY)), None)


def with_candidates(rows: list[dict[str, Any]], names: set[str]) -> list[dict[str, Any]]:
    """Candidates added to the rows that keep a record; with ``all`` in ``names``, the lemma
    candidates (``zipf*``, a function of the lemma alone) are added to the rows without a record
    too, from their stored ``lemma=`` key: what a refit after the feature version bump would see
    (the rows before s1202g keep no record)."""
    out = []
    for r in rows:
        rec = r.get("record")
        extra = candidates(rec, names) if rec else {}
        if not rec and "all" in names and (lemma := lemma_of_stored(r["features"])):
            stub = {"phenomenon": "verb_complement", "trigger_lemma": lemma}
            extra = candidates(stub, {n for n in names if n.startswith("zipf")})
        out.append(r | {"features": r["features"] | extra} if extra else r)
    return out


def analyse(rows: list[dict[str, Any]]) -> None:
    """Kept / all of the tallied verb_complement pairs that keep a record, on the ten slices and
    on the older recorded slices (s1202g-q), by one property at a time."""
    from collections import defaultdict

    from time_ordered_prior import tallied
    from wordfreq import zipf_frequency

    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.loso import slice_of

    order = slice_order(rows)
    pron = re.compile(r"^(?:he|she|it|they|we|you|i|this|that|these|those|there)\b", re.I)
    seen: dict[str, Any] = defaultdict(lambda: defaultdict(int))  # slice -> lemma key -> rows
    for r in rows:
        if r.get("phenomenon") == "verb_complement":
            for k in r["features"]:
                if k.startswith("lemma=verb_complement:"):
                    seen[slice_of(r)][k] += 1

    def props(r: dict[str, Any]) -> dict[str, Any]:
        rec = r["record"]
        cf = json.loads(rec.get("candidate_features") or "{}")
        pf = json.loads(rec.get("features") or "{}")
        src, lemma = rec.get("sentence_text") or "", rec.get("trigger_lemma") or ""
        n, z = len(src.split()), zipf_frequency(lemma, "en")
        before = set(order[: order.index(slice_of(r))]) | {None}
        key = f"lemma=verb_complement:{lemma.lower()}"
        m = sum(seen[b][key] for b in before)
        return {
            "premise kind": rec.get("premise_kind"),
            "signature": pf.get("signature"),
            "label": rec.get("heuristic_label"),
            "complement": cf.get("complementizer") or "bare",
            "pronoun subject in hypothesis": bool(pron.match(rec.get("hypothesis") or "")),
            "sentence words": "<12" if n < 12 else "12-25" if n <= 25 else ">25",
            "trigger tag": cf.get("verb_tag"),
            "signature source": cf.get("signature_source"),
            "lemma Zipf": "<4" if z < 4 else "4-4.5" if z < 4.5 else "4.5-5" if z < 5 else ">=5",
            "lemma rows before": "0"
            if m == 0
            else "1-9"
            if m < 10
            else "10-49"
            if m < 50
            else "50+",
            **{f"candidate {c}": 1 for c in candidates(rec, {"part", "negeval", "rel"})},
        }

    vc = [
        r
        for r in rows
        if r.get("phenomenon") == "verb_complement" and r.get("record") and tallied(r)
    ]
    for name, sel in (("ten slices", set(SLICES)), ("s1202g-q", None)):
        part = [r for r in vc if (slice_of(r) in sel if sel else slice_of(r) not in SLICES)]
        cells: dict[str, Any] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
        for r in part:
            for k, v in props(r).items():
                cells[k][v][0] += int(r["label"])
                cells[k][v][1] += 1
        print(f"## {name}: {sum(int(r['label']) for r in part)}/{len(part)} kept")
        for k, vals in cells.items():
            c = sorted(vals.items(), key=lambda kv: -kv[1][1])
            print(f"- {k}: " + ", ".join(f"{v} {a}/{n} ({a / n:.2f})" for v, (a, n) in c if n >= 5))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="baseline")
    ap.add_argument("--json")
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("--merge")
    ap.add_argument("--analyse", action="store_true")
    args = ap.parse_args(argv)
    if args.merge:
        show_merged(args.merge, SLICES)
        return
    rows = read_rows_file(check_version=False)
    if args.analyse:
        analyse(rows)
        return
    results: dict[str, Any] = {}
    for run in args.runs.split(","):
        t = time.time()
        if run == "baseline":
            rr = rows
        elif run == "shipped":
            rr = recomputed(rows)
        else:
            rr = with_candidates(rows, set(run.split("+")))
        r = medians(time_ordered(rr, Matrix(rr), SLICES, warm=args.warm), SLICES)
        report_run(results, run, r, SLICES, t, args.json)


if __name__ == "__main__":
    main()
