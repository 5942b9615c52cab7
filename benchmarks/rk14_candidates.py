"""Stop 63 (rk14) candidates for the keep prior: features read from a pair's text, kinds and
stored features (no parse), and two model-side variants. Measured with
``python3 benchmarks/rk14_candidates.py`` (stop 57's time-ordered benchmark, one process for
all candidates); docs/review.md, "Stop 63 (rk14)".

Text candidates, each a general reason an expert rejects a pair:

- ``impl.cardinal_many``: an implicature pair whose scalar term is "many" used as a determiner
  (not "many of the ..."). Non-partitive "many" has a cardinal reading ("a large number of
  Ns"), and only its proportional reading stands on a scale with "all" (Milsark 1977; Partee
  1989, "Many quantifiers"; Westerstahl 1985): "Many Soromid citizens live here" does not
  implicate "Not all Soromid citizens live here", because there is no domain the "all" would
  exhaust. Derived from the stored features (``lemma=implicature:many``,
  ``cand.role=determiner``), so every row of every slice has it.
- ``hyp.carried_clause:<phenomenon>``: an implicature or presupposition hypothesis that keeps
  a second clause of its sentence (", and", ", but", ", so", ", while", ";" after the first
  words). What the trigger licenses is a proposition about its own clause (IMPPRES, Jeretic
  et al. 2020, writes one-clause hypotheses; Karttunen 1974 on the local context of a
  presupposition); a conjunct carried along is asserted by the hypothesis and is not what
  the premise implicates or presupposes when the premise is embedded.
- ``hyp.leftover_connective``: the hypothesis of a rewrite opens with a coordinator or a
  clause connective ("And ...", "But ...", "So ...") or ends on one: a connective needs a
  preceding or following discourse segment (Halliday & Hasan 1976, conjunctive cohesion), so
  the rewrite removed the span it connected and left its connective behind.
- ``vc.negation_connective``: a verb-complement pair whose premise is negated and whose
  source has a causal or contrastive connective (because, since, so, but, although, though,
  while, as). A negation and a because-/but-clause interact in scope: "not ... because"
  can deny the causal relation rather than the verb (Linebarger 1987; Johnston 1994), and
  the "but"-clause's contrast is computed against the un-negated clause, so the verb's
  implicative signature no longer fixes the complement's truth.
- ``embed.operator_before_boundary:<phenomenon>``: a negated premise whose negation is
  inserted before a clause boundary (comma, subordinator) that precedes the trigger: the
  negation lands on the first verb while the trigger sits in a later adjunct clause, outside
  its syntactic scope (Chierchia & McConnell-Ginet 1990, the
  family-of-sentences test needs the trigger under the operator).

Model-side variants (``VARIANTS``):

- ``interact_top``: per-phenomenon copies (``model.PER_PHENOMENON``) of the strongest shared
  features of the shipped prior that have no phenomenon in their name (sentence noise,
  punctuation, flags): what an unbalanced quote or a question mark says about a pair depends
  on what the rewriter does with the sentence, as for the features stop 48 copied.
- ``interact_all``: the same for every feature that names no phenomenon (a shared weight
  plus a per-phenomenon offset for each, under one penalty: between stop 57's one shared
  model and its one model per phenomenon).
- ``calibrate``: a per-phenomenon monotone (Platt) recalibration of the fitted scores, fit on
  the training rows' scores. Within one phenomenon it cannot change the order (the AUC per
  phenomenon is identical by construction); it only re-aligns the phenomena against each other
  in the overall ranking.
"""

from __future__ import annotations

import math
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from time_ordered_prior import PHENOMENA, auc_cells  # noqa: E402

from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.features import _SUBORDINATORS  # noqa: E402
from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file  # noqa: E402

SLICES = ("s1202j", "s1202k", "s1202l", "s1202m", "s1202n", "s1202o")
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
_CONNECTIVES = frozenset(
    ["and", "but", "or", "so", "yet", "nor", "then", "also", "because", "while", "whereas"]
)
_CARRIED = re.compile(r"(?:,\s*(?:and|but|so|yet|while|whereas|or)\b|;)", re.I)
_CAUSAL_CONTRAST = re.compile(
    r"\b(?:because|since|so|but|although|though|while|whereas|as|yet)\b", re.I
)
_NEG = re.compile(r"\b(?:not|never)\b|n't\b", re.I)
EMBEDDINGS = ("negated", "conditional", "interrogative", "modal")

NAMES = {
    "cardinal_many": ("impl.cardinal_many",),
    "carried_clause": ("hyp.carried_clause:",),
    "leftover_connective": ("hyp.leftover_connective",),
    "negation_connective": ("vc.negation_connective",),
    "operator_boundary": ("embed.operator_before_boundary:",),
}


def _first_diff(a: str, b: str) -> int:
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


def text_features(rec: dict[str, Any]) -> dict[str, float]:
    """The text candidates of one pair record (a stored row's ``record``)."""
    out: dict[str, float] = {}
    phen = rec.get("phenomenon") or ""
    pk, hk = rec.get("premise_kind") or "", rec.get("hypothesis_kind") or ""
    premise, hypothesis = rec.get("premise") or "", rec.get("hypothesis") or ""
    source = rec.get("sentence_text") or premise
    if hk == "original" and pk != "original":
        return out  # a control: the hypothesis is the sentence itself
    ws = [w.lower() for w in _WORD.findall(hypothesis)]
    if hk != "original" and ws and (ws[0] in _CONNECTIVES or ws[-1] in _CONNECTIVES):
        out["hyp.leftover_connective"] = 1.0
    if phen in ("implicature", "presupposition") and hk != "original":
        m = _CARRIED.search(hypothesis)
        if m and len(_WORD.findall(hypothesis[: m.start()])) >= 2:
            out[f"hyp.carried_clause:{phen}"] = 1.0
    if phen == "verb_complement" and pk == "negated" and _CAUSAL_CONTRAST.search(source):
        out["vc.negation_connective"] = 1.0
    cs = rec.get("char_start")
    if phen in ("presupposition", "verb_complement") and pk == "negated" and isinstance(cs, int):
        d = _first_diff(premise, source)
        between = source[d:cs]
        bw = [w.lower() for w in _WORD.findall(between)]
        if d < cs and ("," in between or any(w in _SUBORDINATORS for w in bw)):
            out[f"embed.operator_before_boundary:{phen}"] = 1.0
    return out


def derived(features: dict[str, float]) -> dict[str, float]:
    if "lemma=implicature:many" in features and "cand.role=determiner" in features:
        return {"impl.cardinal_many": 1.0}
    return {}


def with_candidates(rows: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    prefixes = tuple(p for n in names for p in NAMES[n])
    out = []
    for r in rows:
        extra: dict[str, float] = {}
        if "cardinal_many" in names:
            extra.update(derived(r["features"]))
        rec = r.get("record")
        if rec:
            extra.update({k: v for k, v in text_features(rec).items() if k.startswith(prefixes)})
        out.append(r | {"features": {**r["features"], **extra}} if extra else r)
    return out


#: Strongest shared features of the shipped prior (``prior/model.json``, |w| >= 0.6, no
#: phenomenon in the name, not already in ``PER_PHENOMENON``).
TOP_SHARED = (
    "sent.no_final_punct",
    "hyp.unbalanced_quotes",
    "sent.question",
    "hyp.lower_start",
    "sent.tokenised",
    "flag=source:garbled",
    "not_well_formed",
    "sent.markup",
    "hyp.double_punct",
    "hyp.either_side.unbalanced_parens",
    "sent.digit_start",
    "flag=source:truncated",
)


class _AllShared(frozenset):
    """Membership test of every feature that names no phenomenon (``interact_all``)."""

    def __contains__(self, name: object) -> bool:
        return (
            isinstance(name, str)
            and not name.startswith(("phenomenon=", "bias"))
            and not any(p in name for p in (*PHENOMENA, "impl.", "presup.", "conj.", "vc."))
        )


def fit_and_score(train, test, *, calibrate: bool = False) -> list[float]:
    b, w = M.fit(
        [r["features"] for r in train],
        [int(r["label"]) for r in train],
        [float(r.get("weight", 1.0)) for r in train],
        PRIOR_C,
    )
    model = M.KeepModel("t", "prior", b, w)
    scores = [model.score(r["features"]) for r in test]
    if not calibrate:
        return scores
    from sklearn.linear_model import LogisticRegression

    def logit(p: float) -> float:
        p = min(max(p, 1e-9), 1 - 1e-9)
        return math.log(p / (1 - p))

    out = list(scores)
    for p in PHENOMENA:
        tr = [r for r in train if r.get("phenomenon") == p and slice_of(r) is not None]
        idx = [i for i, r in enumerate(test) if r.get("phenomenon") == p]
        if not tr or not idx:
            continue
        x = [[logit(model.score(r["features"]))] for r in tr]
        y = [int(r["label"]) for r in tr]
        lr = LogisticRegression(C=1e6).fit(x, y)
        for i in idx:
            out[i] = float(lr.predict_proba([[logit(scores[i])]])[0, 1])
    return out


def run(rows, slices=SLICES, *, calibrate=False) -> dict[str, Any]:
    order = slice_order(rows)
    res: dict[str, Any] = {}
    for name in slices:
        before = set(order[: order.index(name)])
        train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        test = [r for r in rows if slice_of(r) == name]
        res[name] = auc_cells(test, fit_and_score(train, test, calibrate=calibrate))
    res["median"] = statistics.median(res[s]["all"] for s in slices)
    return res


def show(label: str, r: dict[str, Any], slices=SLICES) -> None:
    cells = " | ".join(f"{r[s]['all']:.4f}" for s in slices)
    print(f"| {label} | {cells} | {r['median']:.4f} |", flush=True)
    for p in PHENOMENA:
        pc = " | ".join(
            "n/a" if r[s][p] is None or math.isnan(r[s][p]) else f"{r[s][p]:.3f}" for s in slices
        )
        print(f"|   {p} | {pc} | |", flush=True)


def main(argv: list[str] | None = None) -> None:
    import argparse
    import json

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", default="baseline," + ",".join(NAMES) + ",all,interact_top,calibrate")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    rows = read_rows_file()
    results = {}
    for run_name in args.runs.split(","):
        t = time.time()
        saved = M.PER_PHENOMENON
        try:
            if run_name == "interact_top":
                M.PER_PHENOMENON = frozenset([*saved, *TOP_SHARED])
                r = run(rows)
            elif run_name == "interact_all":
                M.PER_PHENOMENON = _AllShared()
                r = run(rows)
            elif run_name == "calibrate":
                r = run(rows, calibrate=True)
            elif run_name == "baseline":
                r = run(rows)
            else:
                names = list(NAMES) if run_name == "all" else run_name.split("+")
                r = run(with_candidates(rows, names))
        finally:
            M.PER_PHENOMENON = saved
        results[run_name] = r
        show(run_name, r)
        print(f"  ({time.time() - t:.0f}s)", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
