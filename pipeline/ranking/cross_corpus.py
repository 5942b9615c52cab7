"""Cross-corpus validation of the prior: does it rank pairs of text it was not fit on?

Leave-one-slice-out (``loso.py``) holds out a slice, but every slice draws its sentences from the
same two corpora (COCA and Wikipedia), so a weight that encodes a corpus rather than a pair's
quality passes it. Here the rows of the slices whose sentences can be traced to a corpus (the
slice's warehouse under ``--reviews``: ``sentences.doc_id`` starts with "c" for COCA, "w" for
Wikipedia) are split by corpus: the model is fit on one corpus's rows and scores the other's,
both ways. NOPE's rows are COCA, so they join the COCA side. Rows of slices without a
warehouse (the older ones) are not used. This chose the prior's C (``train_prior.PRIOR_C``).

    python -m pipeline.ranking.cross_corpus --reviews REVIEWS/ [--cs 0.1,0.03,0.01]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .loso import _auc_table, _fit_score, slice_of


def corpus_of_groups(reviews: Path, slices: Sequence[str]) -> dict[str, str]:
    """``{row group: "c" | "w"}`` for the slices under ``reviews`` that have a warehouse (a
    row's group is ``blind:<slice>:<sentence_id>``)."""
    import duckdb

    out: dict[str, str] = {}
    for name in slices:
        db = reviews / name / "wh" / "mine.duckdb"
        if not db.exists():
            continue
        con = duckdb.connect(str(db), read_only=True)
        try:
            for sid, doc in con.execute("select sentence_id, doc_id from sentences").fetchall():
                if doc and doc[0] in "cw":
                    out[f"blind:{name}:{sid}"] = doc[0]
        finally:
            con.close()
    return out


def cross_corpus(rows: Sequence[dict[str, Any]], corpus: dict[str, str], c: float) -> dict:
    """AUC tables of ``COCA+NOPE -> Wikipedia`` and ``Wikipedia -> COCA``."""

    def side(r: dict[str, Any]) -> str | None:
        if str(r.get("origin", "")).startswith("nope:"):
            return "nope"
        return corpus.get(str(r.get("group")))

    coca = [r for r in rows if side(r) == "c"]
    wiki = [r for r in rows if side(r) == "w"]
    coca_nope = [r for r in rows if side(r) in ("c", "nope")]
    return {
        "coca->wikipedia": _auc_table(wiki, _fit_score(coca_nope, wiki, c)),
        "wikipedia->coca": _auc_table(coca, _fit_score(wiki, coca, c)),
    }


def main(argv: Sequence[str] | None = None) -> None:
    from .train_prior import PRIOR_C, ROWS, read_rows_file

    ap = argparse.ArgumentParser(
        prog="python -m pipeline.ranking.cross_corpus", description=__doc__
    )
    ap.add_argument("--rows", type=Path, default=ROWS)
    ap.add_argument("--reviews", type=Path, required=True, help="dir of <slice>/wh warehouses")
    ap.add_argument("--cs", default=str(PRIOR_C), help="comma-separated C values")
    args = ap.parse_args(argv)
    rows = read_rows_file(args.rows)
    corpus = corpus_of_groups(args.reviews, sorted({s for r in rows if (s := slice_of(r))}))
    out: dict[str, Any] = {}
    for c in (float(x) for x in args.cs.split(",")):
        res = cross_corpus(rows, corpus, c)
        out[str(c)] = res
        line = "  ".join(
            f"{way} {t['all']['auc']:.3f} ("
            + ", ".join(f"{p[:4]} {v['auc']:.3f}" for p, v in t.items() if p != "all")
            + ")"
            for way, t in res.items()
        )
        print(f"C={c}: {line}", flush=True)
    used = [corpus[g] for r in rows if (g := str(r.get("group"))) in corpus]
    print(json.dumps({"rows_by_corpus": {k: used.count(k) for k in "cw"}, "C": out}))


if __name__ == "__main__":
    main()
