"""Build the prior keep model shipped with the package (``prior/model.json``).

Two steps, so the prior can be rebuilt from the repository alone:

1. rows: labelled feature rows -> ``prior/training_rows.jsonl.gz``::

       python -m pipeline.ranking.train_prior --gold GOLD/nope/candidates.csv \\
           --verdicts DIR [--verdicts DIR2 ...]

   ``--gold``: NOPE's ``candidates.csv``; its sentences go through the presupposition extractor
   and rewriter, and every pair of a candidate of the row's trigger type is labelled by the
   expert's ``appropriate?`` (N: not kept; Y: kept, a weak signal, see prior/README.md).
   ``--verdicts DIR``: a blind review (``DIR/verdicts.tsv``, ``DIR/items/*.txt``, ``DIR/wh`` the
   warehouse the items came from); column ``e`` (kept as is) labels the pair whose
   phenomenon, premise and hypothesis the item shows. Rows hold no text by default: they ship
   with the package and a slice's sentences may not be redistributable (COCA). With
   ``--keep-records`` (text you may redistribute, e.g. Debian-packaged game data) a row keeps
   the stored record its features came from (``record``: the pair, candidate and sentence
   columns ``features_of`` reads), so that when ``FEATURE_VERSION`` changes ``--refeaturise``
   recomputes its features without the warehouse; rows without a record of an older version
   keep their features when the versions since only added features (``features.ADDED_FEATURES``:
   the added names they could carry are listed under ``missing_features``, read as 0), and are
   otherwise rebuilt from their warehouses or dropped (``--drop-stale``).
2. model: ``python -m pipeline.ranking.train_prior --from-rows`` fits the model on the rows and
   writes it with its cross-validated AUC (folds grouped by source sentence).
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..errors import Errors, MineError
from .features import ADDED_FEATURES, FEATURE_VERSION, pair_features
from .model import KeepModel, auc, fit, model_id, precision

PRIOR = Path(__file__).parent / "prior"
ROWS = PRIOR / "training_rows.jsonl.gz"
MODEL = PRIOR / "model.json"
#: NOPE's trigger judgement is about the trigger, not about our rewrite of it: a Y says less
#: about whether the pair is kept than a blind verdict does, so its rows weigh less.
NOPE_WEIGHT = 0.25
VERDICT_WEIGHT = 10.0
#: C of the prior, chosen by leave-one-slice-out on its blind slices (``python -m
#: pipeline.ranking.loso --cs 0.1,0.3,1``: five slices, mean held-out AUC 0.729 / 0.724 / 0.716;
#: six slices, features version 6, and seven slices, version 7: 0.1 in every nested rotation;
#: eight slices, version 8: 0.03 in four rotations, 0.1 in four, fixed 0.1 pooled 0.776 vs
#: nested 0.774; grouped 5-fold CV on the blind rows 0.780 / 0.779 / 0.773 for 0.03 / 0.1 / 0.3);
#: a warehouse's own re-fits keep ``model.C``.
#: Stop 41: 0.03. The first slice of another register (``s1130e``, State of the Union speeches)
#: was ranked at AUC 0.712 by the C = 0.1 prior: its weights fit the development corpora. C is
#: now chosen by a cross-corpus validation on the training rows (slices s1129i-s1130d, whose
#: sentences are known to be Wikipedia or COCA): fit on one corpus's rows, score the other's,
#: both ways, plus leave-one-slice-out of those 23 slices. C = 0.1 / 0.03 / 0.01: COCA+NOPE ->
#: Wikipedia 0.780 / 0.791 / 0.798, Wikipedia -> COCA 0.759 / 0.760 / 0.761, leave-one-slice-out
#: pooled 0.846 / 0.846 / 0.844. 0.03 is better across corpora and loses nothing within them
#: (prior/README.md; dropping the trigger-lemma, template, rule-head, length or COCA-noise
#: features, or shrinking the lemma weights alone, gained <= 0.001 across corpora).
#: Stop 42: 0.01. Held out together (``python -m pipeline.ranking.holdout --holdout-origins
#: s1130e,s1130f,s1130g``: fit on NOPE and the sixty-one development slices, scored on the three
#: State of the Union slices), C = 0.03 / 0.01 rank the unseen register at pooled AUC 0.760 /
#: 0.767 (presupposition 0.702 / 0.725, the other phenomena within 0.001-0.006); 0.01 was also
#: the better C across corpora above (0.798 / 0.761). Three variants were tried against the
#: held-out figure (prior/README.md): C = 0.01, a tenfold penalty on the trigger-lemma identities
#: alone (0.759), no per-phenomenon interaction features (0.756); only C moved it.
PRIOR_C = 0.01
#: The penalty ``1/C`` of a weight a warehouse's decisions learn that the prior has no
#: precision for (``ranking.learn``): the value the decision-learning tests and rank_curve were
#: tuned with, independent of how strongly the prior's own fit is regularised.
LEARN_C = 0.1
#: Features describing our rewrite's output rather than the trigger. NOPE's experts judged the
#: trigger in the source sentence, never our premise/hypothesis, so NOPE rows carry none of these
#: (absent = no gradient on their weights): only blind verdicts on the rewrites teach them.
REWRITE_FEATURES = (
    "hyp.",
    "prem.",
    "hyp_premise_len_ratio",
    "not_well_formed",
    "same_text",
    "flag=",
    "flags.n",
    "premise_unchanged",
    "hypothesis_unchanged",
    "presup.hyp_",
    "presup.conditional_",
    "presup.negated_",
)
_ITEM = re.compile(r"^\[(?P<id>[^\]]+)\]\s+subtype=(?P<subtype>\S+)")
_FIELD = re.compile(r"^\s+(?P<key>sentence|premise|hypothesis)\b[^:]*:\s?(?P<text>.*)$")
_YES = {"y", "yes", "1", "true", "keep", "k"}
_NO = {"n", "no", "0", "false", "reject", "r"}


def nope_inputs(path: Path) -> list[dict[str, Any]]:
    """What NOPE's rows are made of, before features: ``{"pair", "candidate", "sentence",
    "label", "group"}`` per pair our extractor/rewriter builds from a judged trigger (the slow
    part: the sentences go through spaCy). ``nope_rows`` turns them into training rows."""
    from ..evaluation.nope import TRIGGER_NAMES, detokenise, read_rows
    from ..process import run_texts

    judged = read_rows(path)
    sents, result = run_texts([detokenise(r["sentence"]) for r in judged], ["presupposition"])
    cands = {c.candidate_id: c.to_row() for c in result.candidates}
    by_key: dict[tuple[str, str], list[Any]] = defaultdict(list)
    for p in result.pairs:
        c = cands[p.candidate_id]
        by_key[(p.sentence_id, c["subtype"])].append(p)
    siblings = Counter(p.sentence_id for p in result.pairs)
    out = []
    for row, sent in zip(judged, sents, strict=True):
        subtype = TRIGGER_NAMES.get(row["trigger"], row["trigger"])
        label = 1 if row["appropriate?"] == "Y" else 0
        for p in by_key.get((sent.sentence_id, subtype), []):
            out.append(
                {
                    "pair": p.to_row() | {"pairs_of_sentence": siblings[p.sentence_id]},
                    "candidate": cands[p.candidate_id],
                    "sentence": sent.to_row(),
                    "label": label,
                    "group": f"nope:{row.get('sent_id') or sent.sentence_id}",
                }
            )
    return out


def nope_rows(path: Path, inputs: Sequence[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Rows from NOPE's expert ``appropriate?`` judgements (see the module docstring)."""
    out = []
    for x in nope_inputs(path) if inputs is None else inputs:
        feats = pair_features(x["pair"], x["candidate"], x["sentence"])
        out.append(
            {
                "features": {k: v for k, v in feats.items() if not k.startswith(REWRITE_FEATURES)},
                "label": x["label"],
                "weight": NOPE_WEIGHT,
                "group": x["group"],
                "origin": "nope:appropriate?",
            }
        )
    return out


def read_items(items_dir: Path) -> dict[str, dict[str, str]]:
    """``{item_id: {phenomenon, subtype, sentence, premise, hypothesis}}`` from ``items/*.txt``."""
    out: dict[str, dict[str, str]] = {}
    for path in sorted(items_dir.glob("*.txt")):
        current: dict[str, str] | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            m = _ITEM.match(line)
            if m:
                current = {"phenomenon": path.stem, "subtype": m["subtype"]}
                out[m["id"]] = current
                continue
            f = _FIELD.match(line)
            if f and current is not None and f["key"] not in current:
                current[f["key"]] = f["text"].strip()
    return out


def _verdict(value: str | None) -> int | None:
    v = (value or "").strip().lower()
    return 1 if v in _YES else 0 if v in _NO else None


PairIndex = dict[tuple[str, str, str], list[dict[str, Any]]]


def stored_pair_index(warehouse_dir: Path) -> PairIndex:
    """The stored pairs of a warehouse (``pair_rows``) by (phenomenon, premise, hypothesis),
    stripped: how a judged review item finds the pair it shows (one place for the blind reviews
    here and the A/B directories of ``benchmarks/rk43_ab_rows.py``; stop 88, dx14)."""
    from ..warehouse import Warehouse
    from . import pair_rows

    con = Warehouse(warehouse_dir).connect()
    try:
        stored = pair_rows(con)
    finally:
        con.close()
    index: PairIndex = defaultdict(list)
    for r in stored:
        index[(r["phenomenon"], r["premise"].strip(), r["hypothesis"].strip())].append(r)
    return index


def item_pair(index: PairIndex, item: dict[str, Any]) -> dict[str, Any] | None:
    """The first stored pair of ``index`` a review item shows, or None."""
    key = (item["phenomenon"], item.get("premise", ""), item.get("hypothesis", ""))
    matches = index.get(key) or []
    return matches[0] if matches else None


def verdict_inputs(directory: Path) -> list[dict[str, Any]]:
    """What a blind review's rows are made of, before features: ``{"row"`` (the stored pair,
    candidate and sentence columns, ``pair_rows``), ``"label"`` (column ``e``), ``"group"``,
    ``"origin"}`` per judged pair item."""
    path = directory / "verdicts.tsv"
    if not path.exists():
        raise MineError(Errors.E142, path=path, problem="does not exist", expected="a TSV")
    with open(path, newline="", encoding="utf-8") as fh:
        verdicts = list(csv.DictReader(fh, delimiter="\t"))
    if verdicts and "e" not in verdicts[0]:
        raise MineError(
            Errors.E142, path=path, problem="has no column e", expected="item_id,...,e,..."
        )
    items = read_items(directory / "items")
    index = stored_pair_index(directory / "wh")
    out, missing = [], Counter()
    for v in verdicts:
        item = items.get((v.get("item_id") or "").strip())
        label = _verdict(v.get("e"))
        if item is None or label is None:
            missing["no item or no verdict"] += 1
            continue
        r = item_pair(index, item)
        if r is None:
            missing["no pair in the warehouse"] += 1
            continue
        out.append(
            {
                "row": r,
                "label": label,
                "group": f"blind:{directory.name}:{r['sentence_id']}",
                "origin": f"blind-review:{directory.name}:e",
            }
        )
    if missing:
        print(f"{directory}: {dict(missing)} verdicts not used")
    return out


def verdict_rows(
    directory: Path,
    inputs: Sequence[dict[str, Any]] | None = None,
    *,
    keep_records: bool = False,
) -> list[dict[str, Any]]:
    """Rows from a blind review: ``e`` (kept as is) of each item, features from ``DIR/wh``;
    ``keep_records`` keeps the stored record (with its text) for ``refeaturise``."""
    from . import features_of

    rows = []
    for x in verdict_inputs(directory) if inputs is None else inputs:
        row = {
            "features": features_of(x["row"]),
            "label": x["label"],
            "weight": VERDICT_WEIGHT,
            "group": x["group"],
            "origin": x["origin"],
            "phenomenon": x["row"]["phenomenon"],
        }
        if keep_records:
            row["record"] = _json_safe(x["row"])
        rows.append(row)
    return rows


def _json_safe(value: Any) -> Any:
    """A stored value as JSON (DuckDB hands back Decimal, numpy scalars and arrays, lists and
    dicts). Anything else is an error, not a ``str()``: ``refeaturise`` would compute features
    from a stringified value without noticing."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(v) for v in value]
    if hasattr(value, "tolist"):  # numpy scalar or array
        return _json_safe(value.tolist())
    raise TypeError(f"training-row record value of type {type(value).__name__}: {value!r}")


def missing_on_bump(row: dict[str, Any]) -> list[str] | None:
    """The features a row without a record lacks at this ``FEATURE_VERSION``: None when it
    cannot cross to it (a version between changed existing features, ``ADDED_FEATURES`` has no
    entry), else the names the versions after the row's added for its phenomenon (with what the
    row already lacked). NOPE rows have no phenomenon: they carry no rewrite features
    (``REWRITE_FEATURES``) and the added ones are none of theirs to miss."""
    try:
        version = int(str(row.get("feature_version")))
    except ValueError:
        return None
    missing = list(row.get("missing_features") or [])
    for v in range(version + 1, int(FEATURE_VERSION) + 1):
        added = ADDED_FEATURES.get(str(v))
        if added is None:
            return None
        missing += [
            name
            for name, phen in added.items()
            if phen == row.get("phenomenon") and name not in missing
        ]
    return missing


def refeaturise(
    rows: Sequence[dict[str, Any]], *, drop_stale: bool = False
) -> tuple[list[dict[str, Any]], Counter[str]]:
    """Rows whose features are recomputed by this code from their ``record``. A row of another
    ``FEATURE_VERSION`` without a record keeps its stored features when the versions since only
    added features (``ADDED_FEATURES``): it moves to this version with the added names it could
    carry listed under ``missing_features`` (read as 0 by the fit, as any feature a row does not
    carry). Otherwise it cannot be rebuilt: E144 names how many (by origin), unless
    ``drop_stale`` drops them. NOPE rows hold no record (its sentences are COCA's): ``--gold``
    rebuilds them."""
    from . import features_of

    out: list[dict[str, Any]] = []
    stale: Counter[str] = Counter()
    for r in rows:
        if r.get("record") is not None:
            feats = features_of(r["record"])
            row = r | {"features": feats, "feature_version": FEATURE_VERSION}
            row.pop("missing_features", None)
            out.append(row)
        elif r.get("feature_version") == FEATURE_VERSION:
            out.append(dict(r))
        elif (missing := missing_on_bump(r)) is not None:
            row = r | {"feature_version": FEATURE_VERSION}
            row.pop("missing_features", None)
            if missing:
                row["missing_features"] = sorted(missing)
            out.append(row)
        else:
            stale[str(r.get("origin", "?")).rsplit(":", 1)[0]] += 1
    if stale and not drop_stale:
        raise MineError(
            Errors.E144,
            n=sum(stale.values()),
            origins=", ".join(sorted(stale)),
            code=FEATURE_VERSION,
        )
    return out, stale


def write_rows(rows: Sequence[dict[str, Any]], path: Path = ROWS) -> None:
    """JSON lines, gzipped (mtime 0: the same rows give the same bytes), values rounded."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        for r in rows:
            r = r | {
                "features": {k: round(v, 4) for k, v in r["features"].items()},
                "feature_version": FEATURE_VERSION,
            }
            gz.write((json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n").encode())


def read_rows_file(path: Path = ROWS, *, check_version: bool = True) -> list[dict[str, Any]]:
    """The stored rows; E143 when they hold features of another ``FEATURE_VERSION`` (refitting
    on them would give a model that reads today's features wrongly)."""
    from . import check_feature_version

    with gzip.open(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    if check_version:
        for version in {r.get("feature_version") for r in rows}:
            check_feature_version(path, version)
    return rows


def train(rows: Sequence[dict[str, Any]], c: float = PRIOR_C) -> KeepModel:
    """The prior: fit on every row; ``cv_auc`` = grouped 5-fold AUC on the rows."""
    feats = [r["features"] for r in rows]
    labels = [int(r["label"]) for r in rows]
    weights = [float(r.get("weight", 1.0)) for r in rows]
    groups = [r["group"] for r in rows]
    oof = _weighted_cv(feats, labels, weights, groups, c)
    intercept, w = fit(feats, labels, weights, c)
    sure = precision(feats, weights, intercept, w, c)
    by_origin = Counter(r["origin"] for r in rows)
    cv_by_origin = {}
    for origin in by_origin:
        idx = [i for i, r in enumerate(rows) if r["origin"] == origin]
        cv_by_origin[origin] = auc([labels[i] for i in idx], [oof[i] for i in idx])
    return KeepModel(
        model_id("prior", w, intercept),
        "prior",
        intercept,
        w,
        n_decisions=len(rows),
        n_keep=sum(labels),
        cv_auc=auc(labels, oof),
        feature_version=FEATURE_VERSION,
        trained_on={"rows": dict(by_origin), "cv_auc_by_origin": cv_by_origin, "C": c},
        precision={k: round(v, 4) for k, v in sure.items()},
    )


def _weighted_cv(
    feats: list[dict[str, float]],
    labels: list[int],
    weights: list[float],
    groups: list[str],
    c: float,
) -> list[float]:
    from sklearn.model_selection import GroupKFold

    out = [0.5] * len(feats)
    for train_idx, test in GroupKFold(n_splits=5).split(feats, labels, groups):
        intercept, w = fit(
            [feats[i] for i in train_idx],
            [labels[i] for i in train_idx],
            [weights[i] for i in train_idx],
            c,
        )
        m = KeepModel("cv", "cv", intercept, w)
        for i in test:
            out[i] = m.score(feats[i])
    return out


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m pipeline.ranking.train_prior", description=__doc__)
    ap.add_argument("--gold", type=Path, help="NOPE candidates.csv (expert appropriate? column)")
    ap.add_argument("--verdicts", type=Path, action="append", default=[], help="blind-review dir")
    ap.add_argument("--from-rows", action="store_true", help=f"only refit from {ROWS.name}")
    ap.add_argument("--rows", type=Path, default=ROWS)
    ap.add_argument("--model", type=Path, default=MODEL)
    ap.add_argument("--tune", action="store_true", help="print grouped CV AUC for several C")
    ap.add_argument(
        "--keep-records",
        action="store_true",
        help="keep each blind row's pair text and columns (only text you may redistribute)",
    )
    ap.add_argument(
        "--refeaturise",
        action="store_true",
        help="recompute the features of every row that keeps its record, then refit",
    )
    ap.add_argument(
        "--drop-stale",
        action="store_true",
        help="with --refeaturise: drop rows of another feature version that keep no record",
    )
    args = ap.parse_args(argv)
    if args.refeaturise:
        rows, dropped = refeaturise(
            read_rows_file(args.rows, check_version=False), drop_stale=args.drop_stale
        )
        if dropped:
            print(f"dropped {sum(dropped.values())} stale rows without a record: {dict(dropped)}")
        write_rows(rows, args.rows)
    elif not args.from_rows:
        rows: list[dict[str, Any]] = []
        if args.gold:
            rows += nope_rows(args.gold)
        for d in args.verdicts:
            rows += verdict_rows(d, keep_records=args.keep_records)
        if not rows:
            ap.error("give --gold and/or --verdicts, or --from-rows")
        write_rows(rows, args.rows)
    rows = read_rows_file(args.rows)
    if args.tune:
        for c in (0.03, 0.1, 0.3, 1.0, 3.0):
            m = train(rows, c)
            print(f"C={c}: cv_auc={m.cv_auc:.3f} {m.trained_on['cv_auc_by_origin']}")
    model = train(rows)
    args.model.write_text(model.to_json() + "\n", encoding="utf-8")
    print(
        json.dumps(
            {
                "model_id": model.model_id,
                "rows": model.trained_on["rows"],
                "kept": model.n_keep,
                "cv_auc": model.cv_auc,
                "cv_auc_by_origin": model.trained_on["cv_auc_by_origin"],
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
