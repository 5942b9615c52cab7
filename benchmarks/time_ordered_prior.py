"""Time-ordered held-out AUC of model variants of the keep prior (stop 57, rk10).

For each of the newest blind slices in the order they were judged (``holdout.slice_order``),
fit on NOPE's rows and every slice judged *before* it, score it, and report the AUC on its
non-control rows, overall and per phenomenon, for the baseline fit and each model variant.
Only the model changes (penalty, row weights, interactions, per-phenomenon fits): the stored
features are the same, so no ``FEATURE_VERSION`` bump is involved.

Non-control rows approximate the rows ``benchmarks/blind_slice.py`` tallies (random and top
draws, the judge's control column not 1): the judge's column is not in the rows, so a control is
read from the pair kinds (``kinds=<phen>:<premise>><hypothesis>`` with the hypothesis the
original sentence and the premise not, ``review.order.is_control_pair``), and the flagged draw
(``not_well_formed``) is left out as the tally leaves it out.

    PYTHONPATH=$PWD python3 benchmarks/time_ordered_prior.py \\
        [--variants baseline,c003,...] [--slices s1201l,...] [--json OUT]

Stop 62 (rk13): the default slices are the six newest (s1202h-m; stop 57 measured s1201l-
s1202c, pass them with ``--slices``), and ``--candidates NAME,...`` adds candidate features
(``reject_candidates.py``) to the stored rows before the fits: a feature change measured the
same way as a model change, without regenerating the rows.

Stop 80 (rk30): ``--without PREFIX,...`` drops the stored features whose name starts with a
prefix from every row before the fits (rk30 measured its source-defect features ``fl.`` so; they
were dropped at rk31), so a feature group is measured by the same time-ordered fits with and
without it; the GIMP slices are held out with ``--slices s1204v,s1204w,s1204x,s1204y``.

Stop 82 (rk36): ``--add-slices NAME,...`` appends the rows of review folders not yet in the prior
(``train_prior.verdict_rows`` with records; the folders are ``REVIEWS/NAME``, and ``--reviews
REVIEWS``, the folder of the blind slices' folders, which is not part of the repository, is then
required) so a newly judged slice can be held out last; the
``expository*`` variants add the measured-and-left-out ``features_expository`` features from the
records (docs/review.md, "Stop 82: rk36").

Stop 84 (rk38): the ``literary*`` variants recompute ``features_fiction``'s literary features
(``sent.many_boundaries``, shipped; ``sent.archaic_modal``, measured and left out) from the
records; s1205k and s1205l are held out with ``--add-slices s1205k,s1205l`` until the refit.

Stop 84 (rk39): the ``embedded*`` variants recompute ``features_fiction``'s
``sent.embedded_boundaries`` (shipped per phenomenon and premise kind; per kind, per phenomenon
and graded measured and left out) from the records; s1205m and s1205n are held out with
``--add-slices s1205m,s1205n`` until the refit.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from pipeline.ranking import model as M
from pipeline.ranking.holdout import slice_order
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file

#: Stop 62 (rk13): the six newest slices (Cataclysm: DDA's game text, s1202g-m keep records).
SLICES = ("s1202h", "s1202i", "s1202j", "s1202k", "s1202l", "s1202m")
PHENOMENA = ("conjunction", "implicature", "presupposition", "verb_complement")


def is_control_row(row: dict[str, Any]) -> bool:
    """The pair's hypothesis is the original sentence and its premise is not (a control)."""
    for k in row["features"]:
        if k.startswith("kinds="):
            premise, _, hypothesis = k.split(":", 1)[1].partition(">")
            return hypothesis == "original" and premise != "original"
    return False


def tallied(row: dict[str, Any]) -> bool:
    """A row ``blind_slice.tally`` counts in its AUC: not a control, not the flagged draw."""
    return not is_control_row(row) and not row["features"].get("not_well_formed")


Weigher = Callable[[Sequence[dict[str, Any]], list[str]], list[float]]


def shipped_weights(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
    return [float(r.get("weight", 1.0)) for r in train]


def nope_weight(scale: float) -> Weigher:
    """NOPE's weak labels (trigger judgements, not pair verdicts) scaled by ``scale``."""

    def w(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
        return [
            float(r.get("weight", 1.0)) * (scale if slice_of(r) is None else 1.0) for r in train
        ]

    return w


def recency(half_life: float) -> Weigher:
    """A slice's weight halves every ``half_life`` slices back from the newest in training
    (registers drift: the newest slices are the nearest to the next one)."""

    def w(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
        newest = max(order.index(s) for r in train if (s := slice_of(r)) is not None)
        out = []
        for r in train:
            s = slice_of(r)
            age = 0 if s is None else newest - order.index(s)
            out.append(float(r.get("weight", 1.0)) * 0.5 ** (age / half_life))
        return out

    return w


def balanced(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
    """Per phenomenon, the kept and not-kept verdict rows weigh the same in total (the keep
    rate differs by phenomenon and register; the loss then attends to the rejects)."""
    base = shipped_weights(train, order)
    tot: dict[tuple[str, int], float] = {}
    for r, w in zip(train, base, strict=True):
        key = (str(r.get("phenomenon")), int(r["label"]))
        tot[key] = tot.get(key, 0.0) + w
    out = []
    for r, w in zip(train, base, strict=True):
        p = str(r.get("phenomenon"))
        both = tot.get((p, 0), 0.0) + tot.get((p, 1), 0.0)
        mine = tot[(p, int(r["label"]))]
        out.append(w * both / (2 * mine) if both and mine else w)
    return out


def free_intercepts(train: Sequence[dict[str, Any]]) -> M.KeepModel:
    """An anchor at 0 whose ``phenomenon=`` indicators are all but unpenalised: a
    per-phenomenon intercept (keep rates differ by phenomenon)."""
    names = {k for r in train for k in r["features"] if k.startswith(M.PHENOMENON_PREFIX)}
    return M.KeepModel("anchor", "anchor", 0.0, {}, precision={n: 1e-6 for n in names})


def fit_score(
    train: Sequence[dict[str, Any]],
    test: Sequence[dict[str, Any]],
    order: list[str],
    *,
    c: float = PRIOR_C,
    weigher: Weigher = shipped_weights,
    per_phenomenon: bool = False,
    intercepts: bool = False,
) -> list[float]:
    """Scores of ``test`` by a fit on ``train`` (one model, or one per phenomenon)."""

    def one(tr: Sequence[dict[str, Any]], te: Sequence[dict[str, Any]]) -> list[float]:
        anchor = free_intercepts(tr) if intercepts else None
        b, w = M.fit(
            [r["features"] for r in tr],
            [int(r["label"]) for r in tr],
            weigher(tr, order),
            c,
            anchor=anchor,
        )
        model = M.KeepModel("t", "prior", b, w)
        return [model.score(r["features"]) for r in te]

    if not per_phenomenon:
        return one(train, test)
    out = [0.0] * len(test)
    for p in PHENOMENA:
        tr = [r for r in train if r.get("phenomenon", "presupposition") == p]
        idx = [i for i, r in enumerate(test) if r.get("phenomenon") == p]
        for i, s in zip(idx, one(tr, [test[i] for i in idx]), strict=True):
            out[i] = s
    return out


def with_register(
    rows: Sequence[dict[str, Any]],
    phenomena: Sequence[str] = PHENOMENA,
    drop: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """Stop 82 (rk34): rows plus the dialogue-register features
    (``pipeline.ranking.features_register``) computed from each row's ``record`` (rows without
    one, s1202f and older, and NOPE's lack them: absent features take no gradient)."""
    from pipeline.ranking.features_register import register_features

    out = []
    for r in rows:
        rec = r.get("record")
        if not rec or rec.get("phenomenon") not in phenomena:
            out.append(r)
            continue
        extra: dict[str, float] = {}
        source = _source_text(rec)
        register_features(rec.get("premise_kind") or "", source, extra)
        extra = {k: v for k, v in extra.items() if not k.startswith(tuple(drop) or ("\0",))}
        kept = {k: v for k, v in r["features"].items() if not k.startswith("reg.")}
        out.append(r | {"features": {**kept, **extra}})
    return out


def without_register(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Stop 82 (rk34): rows without the register features (the baseline once they are stored)."""
    return without(rows, ["reg."])


def _source_text(rec: dict[str, Any]) -> str:
    """The stored record's source sentence (older records keep only the premise)."""
    return rec.get("sentence_text") or rec.get("premise") or ""


def _with_recomputed(
    rows: Sequence[dict[str, Any]],
    prefixes: tuple[str, ...],
    compute: Callable[[dict[str, Any], dict[str, float], dict[str, float]], None],
    only: Sequence[str] = (),
) -> list[dict[str, Any]]:
    """Rows with the features of ``prefixes`` dropped and recomputed by ``compute(record, kept,
    extra)`` from each row's ``record`` (rows without one, s1202f and older, and NOPE's lack
    them: absent features take no gradient); ``only`` keeps the new ones with these prefixes.
    The one loop of rk36's expository and rk37's fiction variants."""
    out = []
    for r in rows:
        rec = r.get("record")
        kept = {k: v for k, v in r["features"].items() if not k.startswith(prefixes)}
        if not rec:
            out.append(r | {"features": kept})
            continue
        extra: dict[str, float] = {}
        compute(rec, kept, extra)
        if only:
            extra = {k: v for k, v in extra.items() if k.startswith(tuple(only))}
        out.append(r | {"features": {**kept, **extra}})
    return out


#: Stop 82 (rk36): the prefixes of ``features_expository``'s features.
EXPOSITORY_PREFIXES = ("hyp.pronoun_cut", "prem.only_negated", "prem.contrast_negated")


def _expository(rec: dict[str, Any], kept: dict[str, float], extra: dict[str, float]) -> None:
    from pipeline.ranking.features_expository import expository_features

    # the stored ``hyp.starts_pronoun`` (``features._shape``) is what ``pronoun_cut`` reads
    extra["hyp.starts_pronoun"] = kept.get("hyp.starts_pronoun", 0.0)
    expository_features(
        rec.get("phenomenon") or "",
        rec.get("premise_kind") or "",
        rec.get("hypothesis_kind") or "",
        rec.get("premise") or "",
        rec.get("hypothesis") or "",
        _source_text(rec),
        extra,
    )
    extra.pop("hyp.starts_pronoun", None)


def with_expository(
    rows: Sequence[dict[str, Any]], only: Sequence[str] = ()
) -> list[dict[str, Any]]:
    """Stop 82 (rk36): rows plus the expository-text features
    (``pipeline.ranking.features_expository``) recomputed from each row's ``record``."""
    return _with_recomputed(rows, EXPOSITORY_PREFIXES, _expository, only)


def without_expository(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Stop 82 (rk36): rows without the expository-text features (the baseline once stored)."""
    return without(rows, list(EXPOSITORY_PREFIXES))


#: Stop 83 (rk37): the prefixes of ``features_fiction``'s features.
FICTION_PREFIXES = ("presup.have_relational", "sent.periodic")


def _fiction(rec: dict[str, Any], kept: dict[str, float], extra: dict[str, float]) -> None:
    from pipeline.ranking.features_fiction import fiction_features

    fiction_features(
        rec.get("phenomenon") or "",
        rec.get("subtype") or "",
        rec.get("hypothesis_kind") or "",
        rec.get("hypothesis") or "",
        _source_text(rec),
        extra,
    )


def with_fiction(rows: Sequence[dict[str, Any]], only: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Stop 83 (rk37): rows plus the fiction features (``pipeline.ranking.features_fiction``)
    recomputed from each row's ``record``; ``only`` keeps those with these prefixes."""
    return _with_recomputed(rows, FICTION_PREFIXES, _fiction, only)


#: Stop 84 (rk38): the prefixes of the literary features (``features_fiction.literary_features``
#: and the measured ``archaic_modal``).
LITERARY_PREFIXES = ("sent.many_boundaries", "sent.archaic_modal")


def _literary(rec: dict[str, Any], kept: dict[str, float], extra: dict[str, float]) -> None:
    from pipeline.ranking.features_fiction import archaic_modal, literary_features

    phen = rec.get("phenomenon") or ""
    source = _source_text(rec)
    literary_features(phen, source, extra)
    if archaic_modal(source):
        extra[f"sent.archaic_modal*{phen}"] = 1.0


def with_literary(rows: Sequence[dict[str, Any]], only: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Stop 84 (rk38): rows plus the literary features recomputed from each row's ``record``;
    ``only`` keeps those with these prefixes."""
    return _with_recomputed(rows, LITERARY_PREFIXES, _literary, only)


#: Stop 84 (rk39): the prefix of ``features_fiction.embedded_boundaries_features``.
EMBEDDED_PREFIXES = ("sent.embedded_boundaries",)


def _embedded(shape: str) -> Callable[[dict[str, Any], dict[str, float], dict[str, float]], None]:
    """Stop 84 (rk39): the embedded-premise-of-a-multi-clause-source feature, shipped
    (``shape`` "phen_kind": per phenomenon and premise kind) or measured ("kind": per premise
    kind only; "phen": per phenomenon, any embedded kind; "count": the shipped cells graded by
    ``min(n, 6) / 3`` boundaries)."""
    from pipeline.ranking.features_fiction import boundary_count, embedded_boundaries_features

    def compute(rec: dict[str, Any], kept: dict[str, float], extra: dict[str, float]) -> None:
        phen = rec.get("phenomenon") or ""
        pk = rec.get("premise_kind") or ""
        source = _source_text(rec)
        feats: dict[str, float] = {}
        embedded_boundaries_features(phen, pk, source, feats)
        if not feats:
            return
        if shape == "kind":
            extra[f"sent.embedded_boundaries*premise_kind={pk}"] = 1.0
        elif shape == "phen":
            extra[f"sent.embedded_boundaries*{phen}"] = 1.0
        elif shape == "count":
            extra.update({k: min(boundary_count(source), 6) / 3 for k in feats})
        else:
            extra.update(feats)

    return compute


def with_embedded(rows: Sequence[dict[str, Any]], shape: str = "phen_kind") -> list[dict[str, Any]]:
    """Stop 84 (rk39): rows plus the embedded-boundaries feature of ``shape`` recomputed from
    each row's ``record``."""
    return _with_recomputed(rows, EMBEDDED_PREFIXES, _embedded(shape))


def no_interactions(features: dict[str, float]) -> dict[str, float]:
    return features


VARIANTS: dict[str, dict[str, Any]] = {
    "baseline": {},
    "c0.003": {"c": 0.003},
    "c0.03": {"c": 0.03},
    "c0.1": {"c": 0.1},
    "intercepts": {"intercepts": True},
    "per_phenomenon": {"per_phenomenon": True},
    "recency40": {"weigher": recency(40)},
    "recency15": {"weigher": recency(15)},
    "recency5": {"weigher": recency(5)},
    "nope0": {"weigher": nope_weight(0.0)},
    "nope0.4": {"weigher": nope_weight(0.4)},
    "no_interactions": {"interactions": False},
    "balanced": {"weigher": balanced},
    # stop 82 (rk34): the dialogue-register features recomputed from the records / dropped
    "register": {"rows": with_register},
    "no_register": {"rows": without_register},
    "register_presup": {"rows": lambda rows: with_register(rows, ("presupposition",))},
    "register_core": {
        "rows": lambda rows: with_register(rows, drop=("reg.exclamation", "reg.formula_start"))
    },
    # stop 82 (rk36): the expository-text features recomputed from the records / dropped
    "expository": {"rows": with_expository},
    "no_expository": {"rows": without_expository},
    "expository_pronoun": {"rows": lambda rows: with_expository(rows, ("hyp.pronoun_cut",))},
    "expository_only": {"rows": lambda rows: with_expository(rows, ("prem.only_negated",))},
    "expository_contrast": {"rows": lambda rows: with_expository(rows, ("prem.contrast_negated",))},
    # stop 83 (rk37): the fiction features recomputed from the records / dropped
    "fiction": {"rows": with_fiction},
    "no_fiction": {"rows": lambda rows: without(rows, FICTION_PREFIXES)},
    "fiction_have": {"rows": lambda rows: with_fiction(rows, ("presup.have_relational",))},
    "fiction_periodic": {"rows": lambda rows: with_fiction(rows, ("sent.periodic",))},
    # stop 84 (rk38): the literary features recomputed from the records / dropped
    "literary": {"rows": with_literary},
    "no_literary": {"rows": lambda rows: without(rows, LITERARY_PREFIXES)},
    "literary_boundaries": {"rows": lambda rows: with_literary(rows, ("sent.many_boundaries",))},
    "literary_modal": {"rows": lambda rows: with_literary(rows, ("sent.archaic_modal",))},
    # stop 84 (rk39): an embedded premise of a source with two or more boundaries
    "embedded": {"rows": with_embedded},
    "no_embedded": {"rows": lambda rows: without(rows, EMBEDDED_PREFIXES)},
    "embedded_kind": {"rows": lambda rows: with_embedded(rows, "kind")},
    "embedded_phen": {"rows": lambda rows: with_embedded(rows, "phen")},
    "embedded_count": {"rows": lambda rows: with_embedded(rows, "count")},
}


def with_candidates(rows: Sequence[dict[str, Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    """Rows plus the stop-62 candidate features ``names`` (``reject_candidates.NAMES``): the
    text ones from a row's ``record`` (rows without one, s1202f and older, lack them: absent
    features take no gradient), ``embed.log_len`` from the stored features of every blind row
    (NOPE's rows judge the trigger, not our rewrite: ``train_prior.REWRITE_FEATURES``)."""
    from reject_candidates import NAMES, derived_features, reject_features

    prefixes = tuple(p for n in names for p in NAMES[n])
    out = []
    for r in rows:
        extra: dict[str, float] = {}
        if "embed_len" in names and slice_of(r) is not None:  # NOPE's rows carry no rewrite
            extra.update(derived_features(r["features"]))
        rec = r.get("record")
        if rec:
            feats: dict[str, float] = {}
            reject_features(rec, _source_text(rec), feats)
            extra.update({k: v for k, v in feats.items() if k.startswith(prefixes)})
        out.append(r | {"features": {**r["features"], **extra}} if extra else r)
    return out


def without(rows: Sequence[dict[str, Any]], prefixes: Sequence[str]) -> list[dict[str, Any]]:
    """Rows without the features whose name starts with one of ``prefixes``."""
    pre = tuple(prefixes)
    return [
        r | {"features": {k: v for k, v in r["features"].items() if not k.startswith(pre)}}
        for r in rows
    ]


def auc_cells(test: Sequence[dict[str, Any]], scores: Sequence[float]) -> dict[str, Any]:
    keep = [i for i, r in enumerate(test) if tallied(r)]
    cells: dict[str, Any] = {
        "all": M.auc([int(test[i]["label"]) for i in keep], [scores[i] for i in keep]),
        "n": len(keep),
    }
    for p in PHENOMENA:
        idx = [i for i in keep if test[i].get("phenomenon") == p]
        cells[p] = M.auc([int(test[i]["label"]) for i in idx], [scores[i] for i in idx])
    cells["all_judged"] = M.auc([int(r["label"]) for r in test], scores)
    return cells


def run(
    rows: Sequence[dict[str, Any]], variant: str, slices: Sequence[str] = SLICES
) -> dict[str, Any]:
    """``{slice: auc cells}`` plus ``median`` (of the six overall AUCs) for one variant."""
    spec = dict(VARIANTS[variant])
    interactions = spec.pop("interactions", True)
    rows = spec.pop("rows", list)(rows)
    saved = M.with_interactions
    if not interactions:
        M.with_interactions = no_interactions  # fit and KeepModel.score both read it
    try:
        order = slice_order(rows)
        out: dict[str, Any] = {}
        for name in slices:
            before = set(order[: order.index(name)])
            train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
            test = [r for r in rows if slice_of(r) == name]
            out[name] = auc_cells(test, fit_score(train, test, order, **spec))
    finally:
        M.with_interactions = saved
    out["median"] = statistics.median(out[s]["all"] for s in slices)
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--slices", default=",".join(SLICES))
    ap.add_argument("--json")
    ap.add_argument(
        "--candidates",
        default="",
        help="stop-62 candidate features (reject_candidates.NAMES), comma-separated, added to "
        "every row before the baseline fit",
    )
    ap.add_argument(
        "--without",
        default="",
        help="feature-name prefixes, comma-separated, dropped from every row before the fits",
    )
    ap.add_argument(
        "--add-slices",
        default="",
        help="stop 82 (rk36): review folders (REVIEWS/NAME) whose rows are not in the "
        "prior yet, added (train_prior.verdict_rows with records) before the fits",
    )
    ap.add_argument(
        "--reviews",
        help="the folder of the blind slices' folders (REVIEWS; required with --add-slices)",
    )
    args = ap.parse_args(argv)
    if args.add_slices and not args.reviews:
        ap.error("--add-slices needs --reviews (the folder of the blind slices' folders)")
    rows = read_rows_file()
    if args.add_slices:
        from pathlib import Path

        from pipeline.ranking.train_prior import verdict_rows

        for name in args.add_slices.split(","):
            rows.extend(verdict_rows(Path(args.reviews) / name, keep_records=True))
    if args.without:
        rows = without(rows, args.without.split(","))
    if args.candidates:
        rows = with_candidates(rows, args.candidates.split(","))
    slices = args.slices.split(",")
    results = {}
    for v in args.variants.split(","):
        results[v] = run(rows, v, slices)
        r = results[v]
        cells = " | ".join(f"{r[s]['all']:.4f}" for s in slices)
        print(f"| {v} | {cells} | {r['median']:.4f} |", flush=True)
        for p in PHENOMENA:
            pc = " | ".join(
                "n/a" if r[s][p] is None or math.isnan(r[s][p]) else f"{r[s][p]:.3f}"
                for s in slices
            )
            print(f"|   {p} | {pc} | |", flush=True)
        if args.json:
            with open(args.json, "w") as fh:
                json.dump(results, fh, indent=1)


if __name__ == "__main__":
    main()
