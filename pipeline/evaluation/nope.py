"""``mine eval nope PATH``: presupposition triggers and negation against NOPE's expert review.

PATH is NOPE's ``candidates.csv`` (archive/annotations/full): sentences NOPE's own extraction
pulled from COCA, each judged by an expert (``appropriate?`` Y/N). For every judged row we ask
whether our extractor yields a candidate of the row's trigger type on the sentence, and report
precision/recall of that flagging against the experts, per type and overall (NOPE's own pipeline
precision on the same pool is the Y share, reported as ``nope_precision``). For accepted rows
with an expert ``negated_sentence`` we compare our negated premise (normalised,
``pipeline/evaluation/_text.py``).

The rows were judged by three experts (``annotator``). The report also gives per-annotator
figures and a leave-one-annotator-out report (``mine eval nope-loao`` prints only these): the
per-subtype confidence thresholds are chosen on two annotators' rows and scored on the third, for
each of the three rotations, so that a rule that only fits the development annotators shows up.

The CSV text is tokenized COCA; it is detokenised (sacremoses) before parsing, with "ca n't" ->
"can't" (Moses leaves clitic negation split).
"""

from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import registry
from ..process import run_texts
from ._text import normalise

#: NOPE's older trigger names -> our subtypes (the NOPE release).
TRIGGER_NAMES = {
    "continuation_of_state": "aspectual_verbs",
    "factives": "clause_embedding_predicates",
}
#: Run options that reproduce NOPE's inventory (``pipeline/phenomena/presupposition``).
NOPE_OPTIONS = {"presupposition_clause_embedding": "nope"}
#: Confidence threshold of the second flagging table (what a reviewer sorting by confidence sees).
CONFIDENT = 0.7
_NT = re.compile(r"(\w) n't\b")
_CLITIC = re.compile(r"(\w) '(s|ve|re|ll|d|m)\b")
_CONTRACTED = (
    (re.compile(r"\bwon't\b"), "will not"),
    (re.compile(r"\bcan't\b|\bcannot\b"), "can not"),
    (re.compile(r"\bshan't\b"), "shall not"),
    (re.compile(r"(\w)n't\b"), r"\1 not"),
)
_HASH = re.compile(r"^[#>@!\s]+|<p>")


def detokenise(text: str) -> str:
    """COCA tokens -> running text: Moses detokeniser plus clitic negation and COCA markup."""
    from sacremoses import MosesDetokenizer

    detok = MosesDetokenizer(lang="en")
    out = detok.detokenize(text.split())
    out = _NT.sub(r"\1n't", out)
    out = out.replace(" n't", "n't")
    out = _CLITIC.sub(r"\1'\2", out)
    return _HASH.sub("", out).strip()


def uncontracted(text: str) -> str:
    """Normalised text with negative contractions spelled out ("didn't" -> "did not"): NOPE's
    experts mostly wrote "did not", our negation follows the register of the sentence."""
    out = normalise(text, True)
    for pattern, repl in _CONTRACTED:
        out = pattern.sub(repl, out)
    return out


def read_rows(path: Path, limit: int | None = None) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r.get("appropriate?") in ("Y", "N")]
    return rows[:limit] if limit else rows


def _prf(tp: int, fp: int, fn: int) -> dict[str, Any]:
    prec = tp / (tp + fp) if tp + fp else None
    rec = tp / (tp + fn) if tp + fn else None
    return {"tp": tp, "fp": fp, "fn": fn, "precision": prec, "recall": rec}


@dataclass(slots=True)
class Judged:
    """One expert-judged NOPE row and what the extractor made of it."""

    subtype: str
    gold: bool
    annotator: str
    #: highest confidence of our candidates of the row's subtype on the sentence (None: none)
    confidence: float | None

    def flagged(self, threshold: float = 0.0) -> bool:
        return self.confidence is not None and self.confidence >= threshold


def _count(judged: list[Judged], thresholds: dict[str, float] | float = 0.0) -> Counter:
    out: Counter = Counter()
    for j in judged:
        t = thresholds if isinstance(thresholds, float) else thresholds.get(j.subtype, 0.0)
        pred = j.flagged(t)
        out["tp" if j.gold and pred else "fp" if pred else "fn" if j.gold else "tn"] += 1
    return out


def _f1(c: Counter) -> float:
    denom = 2 * c["tp"] + c["fp"] + c["fn"]
    return 2 * c["tp"] / denom if denom else 0.0


def choose_thresholds(train: list[Judged]) -> dict[str, float]:
    """Per subtype, the confidence threshold with the best F1 on ``train`` (ties: the lowest,
    which keeps recall). The only figure the evaluation chooses from data: in the
    leave-one-annotator-out report it is chosen on two annotators and applied to the third."""
    out: dict[str, float] = {}
    for subtype in sorted({j.subtype for j in train}):
        rows = [j for j in train if j.subtype == subtype]
        levels = sorted({0.0} | {j.confidence for j in rows if j.confidence is not None})
        best = max(levels, key=lambda t: (round(_f1(_count(rows, t)), 9), -t))
        out[subtype] = best
    return out


def _figures(c: Counter) -> dict[str, Any]:
    return _prf(c["tp"], c["fp"], c["fn"]) | {"tn": c["tn"]}


def annotator_report(judged: list[Judged]) -> dict[str, Any]:
    """Per-annotator flagging figures (no threshold) and the leave-one-annotator-out report.

    NOPE's rows were judged by three experts (``annotator``: Alex, Alicia, Omar). Rules that fit
    the development annotators rather than the phenomenon show up as a gap between the figures
    on the annotators a threshold was chosen on and the one held out; each rotation chooses
    per-subtype thresholds (``choose_thresholds``) on two annotators and reports on the third.
    """
    annotators = sorted({j.annotator for j in judged if j.annotator})
    per_annotator = {
        a: _figures(_count([j for j in judged if j.annotator == a])) for a in annotators
    }
    loao: dict[str, Any] = {}
    loao_subtypes: dict[str, Any] = {}
    for held in annotators:
        train = [j for j in judged if j.annotator != held]
        test = [j for j in judged if j.annotator == held]
        thresholds = choose_thresholds(train)
        tested = _figures(_count(test, thresholds))
        trained = _figures(_count(train, thresholds))
        loao[f"held_out={held}"] = {
            "precision": tested["precision"],
            "recall": tested["recall"],
            "tp": tested["tp"],
            "fp": tested["fp"],
            "fn": tested["fn"],
            "train_precision": trained["precision"],
            "train_recall": trained["recall"],
            "thresholds_above_0": sum(1 for t in thresholds.values() if t > 0),
        }
        for subtype, t in thresholds.items():
            sub = _figures(_count([j for j in test if j.subtype == subtype], t))
            loao_subtypes[f"{held}:{subtype}"] = {
                "threshold": t,
                "precision": sub["precision"],
                "recall": sub["recall"],
                "tp": sub["tp"],
                "fp": sub["fp"],
                "fn": sub["fn"],
            }
    return {
        "per_annotator": per_annotator,
        "leave_one_annotator_out": loao,
        "leave_one_annotator_out_by_subtype": loao_subtypes,
    }


def _judge(path: Path, limit: int | None) -> tuple[list[dict[str, str]], list[Judged], Any]:
    rows = read_rows(Path(path), limit)
    texts = [detokenise(r["sentence"]) for r in rows]
    # NOPE's clause-embedding category holds non-factive predicates too ("say", "think"; App. A):
    # the option restores them, which the default run leaves out (not presupposition triggers)
    sents, result = run_texts(texts, ["presupposition"], options=NOPE_OPTIONS)
    best: dict[tuple[str, str], float] = {}
    for c in result.candidates:
        key = (c.sentence_id, c.subtype)
        best[key] = max(best.get(key, 0.0), c.confidence)
    judged = [
        Judged(
            TRIGGER_NAMES.get(row["trigger"], row["trigger"]),
            row["appropriate?"] == "Y",
            (row.get("annotator") or "").strip(),
            best.get((sent.sentence_id, TRIGGER_NAMES.get(row["trigger"], row["trigger"]))),
        )
        for row, sent in zip(rows, sents, strict=True)
    ]
    return rows, judged, (sents, result)


@registry.evaluations.register("nope-loao")
def evaluate_loao(path: Path, limit: int | None = None) -> dict[str, Any]:
    """Only the per-annotator and leave-one-annotator-out figures of ``mine eval nope``."""
    rows, judged, _ = _judge(path, limit)
    return {"items": len(rows), **annotator_report(judged)}


@registry.evaluations.register("nope")
def evaluate(path: Path, limit: int | None = None) -> dict[str, Any]:
    rows, judged, (sents, result) = _judge(path, limit)
    by_sentence: dict[str, set[str]] = defaultdict(set)
    confident: dict[str, set[str]] = defaultdict(set)
    negated: dict[tuple[str, str], list[str]] = defaultdict(list)
    cand_subtype = {c.candidate_id: (c.sentence_id, c.subtype) for c in result.candidates}
    for c in result.candidates:
        by_sentence[c.sentence_id].add(c.subtype)
        if c.confidence >= CONFIDENT:
            confident[c.sentence_id].add(c.subtype)
    for p in result.pairs:
        # the negated premise is one rewrite, emitted with the draft (⟨negated, presupposition⟩)
        # and in the IMPPRES control (⟨negated, original⟩); a candidate whose draft was dropped
        # as ill-formed still has its negated premise, which is what this figure measures
        if p.premise_kind == "negated" and p.hypothesis_kind in ("presupposition", "original"):
            key = cand_subtype[p.candidate_id]
            if p.premise not in negated[key]:
                negated[key].append(p.premise)
    counts: dict[str, Counter] = defaultdict(Counter)
    neg: dict[str, Counter] = defaultdict(Counter)
    for row, sent in zip(rows, sents, strict=True):
        subtype = TRIGGER_NAMES.get(row["trigger"], row["trigger"])
        gold = row["appropriate?"] == "Y"
        pred = subtype in by_sentence[sent.sentence_id]
        hi = subtype in confident[sent.sentence_id]
        for key in (subtype, "overall"):
            counts[key]["tp" if gold and pred else "fp" if pred else "fn" if gold else "tn"] += 1
            counts[key][
                "hi_" + ("tp" if gold and hi else "fp" if hi else "fn" if gold else "tn")
            ] += 1
            counts[key]["gold_y"] += gold
            counts[key]["gold_n"] += not gold
        expert = (row.get("negated_sentence") or "").strip()
        if gold and pred and expert:
            ours = negated.get((sent.sentence_id, subtype), [])
            hit = any(normalise(o, True) == normalise(expert, True) for o in ours)
            loose = any(uncontracted(o) == uncontracted(expert) for o in ours)
            unaltered = not (row.get("altered sentence") or "").strip()
            for key in (subtype, "overall"):
                neg[key]["compared"] += 1
                neg[key]["equal"] += hit
                neg[key]["equal_ignoring_contraction"] += loose
                neg[key]["compared_unaltered"] += unaltered
                neg[key]["equal_unaltered"] += hit and unaltered
    flagging: dict[str, Any] = {}
    confident_flagging: dict[str, Any] = {}
    for key in sorted(counts, key=lambda k: (k == "overall", k)):
        c = counts[key]
        flagging[key] = _prf(c["tp"], c["fp"], c["fn"]) | {
            "tn": c["tn"],
            "nope_precision": c["gold_y"] / (c["gold_y"] + c["gold_n"]),
        }
        hi = _prf(c["hi_tp"], c["hi_fp"], c["hi_fn"])
        confident_flagging[key] = {
            "precision": hi["precision"],
            "recall": hi["recall"],
            "tp": hi["tp"],
            "fp": hi["fp"],
        }
    negation = {}
    for key in sorted(neg, key=lambda k: (k == "overall", k)):
        c = neg[key]
        negation[key] = {
            "compared": c["compared"],
            "equal": c["equal"],
            "rate": c["equal"] / c["compared"] if c["compared"] else None,
            "rate_ignoring_contraction": c["equal_ignoring_contraction"] / c["compared"]
            if c["compared"]
            else None,
            "compared_unaltered": c["compared_unaltered"],
            "rate_unaltered": c["equal_unaltered"] / c["compared_unaltered"]
            if c["compared_unaltered"]
            else None,
        }
    return {
        "items": len(rows),
        "flagging": flagging,
        f"flagging_confidence_ge_{CONFIDENT}": confident_flagging,
        "negation_vs_expert": negation,
        **annotator_report(judged),
        "quarantined": len(result.quarantined),
    }
