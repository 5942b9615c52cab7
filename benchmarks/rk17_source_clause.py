"""Stop 66 (rk17) candidates for the keep prior: what the *source* sentence's parse says about
its clause. Measured with ``python3 benchmarks/rk17_source_clause.py`` (one process for all
candidates); docs/review.md, "Stop 66 (rk17)".

The class: on s1202t (FOLDOC glossary entries) keep_score did not separate presupposition and
verb_complement pairs. The judges reject premises that are glossary definitions, a noun phrase
with no matrix clause ("A program that converts ...") or a verb-initial gloss ("Refers to
..."), whose rewrite reads clean: the pair features read the rewrite's text and the source's
surface, and the source check (``fitness.assess``) marks a definition only when the parse has a
noun root. A definiens is not an assertion: it names a kind, predicates nothing of a referent,
and an operator or a drafted hypothesis built on it tests nothing the sentence says (a main
clause needs a finite verb and, in a declarative, an overt subject: Huddleston & Pullum 2002,
ch. 3 and ch. 4; a dictionary definiens is a predicate phrase, not a proposition: Landau 2001,
*Dictionaries*, ch. 4 on the genus + differentiae form).

Each candidate is read from the source sentence's spaCy parse (the model the pipeline parses
with, ``pipeline.parse``), never from a verdict, a slice id or the pair's review fields, so the
same function can run at mining time on the stored sentence:

- ``finite_subject``: ``src.no_finite_subject:<phenomenon>`` = 1 when the parse's root is not a
  finite verb (its own tag or a finite auxiliary's, ``syntax.FINITE_TAGS``) with an overt
  subject (nsubj, nsubjpass, expl, csubj) among its dependents; per phenomenon, because a
  conjunction pair that keeps a definiens on both sides still tests the conjunction (fl22).
- ``root_pos``: ``src.root_pos:<phenomenon>=<POS>``, the coarse part of speech of the root
  (NOUN/PROPN for a definiens, VERB for a clause or a verb-initial gloss, ADJ, AUX ...).
- ``first_np``: ``prem.opens_with_source_np:<phenomenon>`` / ``hyp.opens_with_source_np:
  <phenomenon>``, a rewritten side (kind not ``original``) opens with the source's first noun
  phrase (its noun chunk, less a leading determiner): the rewrite kept the source's subject
  ("The service allows ..." -> "The service doesn't allow ..."), rather than drafting a new
  clause from a noun inside a verbless definiens ("Any user transferring documents ...").
- ``reasons``: ``src.reason=<reason>`` and ``src.reason:<phenomenon>=<reason>`` for every
  reason ``fitness.assess`` gives the source (with the parse and the understood-"It" re-parse
  ``process._understood_it``), also those that are no flag on the pair (warnings, a reason
  ``_survives`` dropped, a reason a conjunction pair keeps as a demoted flag).

Measure: (a) grouped 5-fold CV AUC over all rows (``train_prior.train``'s own CV, C = PRIOR_C);
(b) stop 57's time-ordered AUC on the last ten slices (a fit on NOPE and every slice judged
before the scored one), overall and per phenomenon on the tallied rows. Rows without a record
(NOPE, s1202f and older) get no candidate feature (absent features take no gradient), so only
s1202g on teach a candidate's weight.

    PYTHONPATH=$PWD python3 benchmarks/rk17_source_clause.py \\
        [--runs baseline,finite_subject,...] [--no-cv] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from time_ordered_prior import PHENOMENA, auc_cells, fit_score  # noqa: E402

from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file, train  # noqa: E402

SLICES = (
    "s1202k",
    "s1202l",
    "s1202m",
    "s1202n",
    "s1202o",
    "s1202p",
    "s1202q",
    "s1202r",
    "s1202s",
    "s1202t",
)
NAMES = {
    "finite_subject": ("src.no_finite_subject",),
    "root_pos": ("src.root_pos",),
    "first_np": ("prem.opens_with_source_np", "hyp.opens_with_source_np"),
    "reasons": ("src.reason",),
}
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})


@cache
def _nlp():
    from pipeline.parse import load, resolve_model

    return load(resolve_model())


@cache
def source_facts(text: str) -> tuple[bool, str, str, tuple[str, ...]]:
    """(finite root with an overt subject, root POS, first noun phrase, fitness reasons)."""
    from pipeline import fitness
    from pipeline.process import _understood_it
    from pipeline.syntax import FINITE_TAGS

    nlp = _nlp()
    doc = nlp(text)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    clause = False
    pos = ""
    if root is not None:
        pos = root.pos_
        finite = root.tag_ in FINITE_TAGS or any(
            c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS for c in root.children
        )
        clause = finite and any(c.dep_ in _SUBJECTS for c in root.children)
    first_np = ""
    for chunk in doc.noun_chunks:
        toks = [t for t in chunk if not (t.i == chunk.start and t.pos_ == "DET")]
        first_np = " ".join(t.text for t in toks).lower()
        break
    reasons = tuple(_understood_it(nlp, doc, fitness.assess(text, doc)))
    return clause, pos, first_np, reasons


def _opens_with(side: str, np_: str) -> bool:
    words = side.lower().replace(",", " ").split()
    np_words = np_.split()
    if not np_words:
        return False
    # the side's first words, its own determiner left out
    if words and words[0] in ("the", "a", "an", "this", "that", "these", "those", "any", "some"):
        words = words[1:]
    return words[: len(np_words)] == np_words


def text_features(rec: dict[str, Any]) -> dict[str, float]:
    source = rec.get("sentence_text") or rec.get("premise") or ""
    phen = rec.get("phenomenon") or ""
    clause, pos, first_np, reasons = source_facts(source)
    out: dict[str, float] = {}
    if not clause:
        out[f"src.no_finite_subject:{phen}"] = 1.0
    if pos:
        out[f"src.root_pos:{phen}={pos}"] = 1.0
    for side, kind in (("prem", "premise_kind"), ("hyp", "hypothesis_kind")):
        if (rec.get(kind) or "original") != "original":
            text = rec.get("premise" if side == "prem" else "hypothesis") or ""
            if _opens_with(text, first_np):
                out[f"{side}.opens_with_source_np:{phen}"] = 1.0
    for r in reasons:
        out[f"src.reason={r}"] = 1.0
        out[f"src.reason:{phen}={r}"] = 1.0
    return out


def with_candidates(rows: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    prefixes = tuple(p for n in names for p in NAMES[n])
    out = []
    for r in rows:
        rec = r.get("record")
        if not rec:
            out.append(r)
            continue
        extra = {k: v for k, v in text_features(rec).items() if k.startswith(prefixes)}
        out.append(r | {"features": {**r["features"], **extra}} if extra else r)
    return out


def time_ordered(rows: list[dict[str, Any]], slices=SLICES) -> dict[str, Any]:
    order = slice_order(rows)
    res: dict[str, Any] = {}
    for name in slices:
        before = set(order[: order.index(name)])
        tr = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        te = [r for r in rows if slice_of(r) == name]
        res[name] = auc_cells(te, fit_score(tr, te, order))
    res["median"] = statistics.median(res[s]["all"] for s in slices)
    for p in PHENOMENA:
        vals = [res[s][p] for s in slices if res[s][p] is not None and not math.isnan(res[s][p])]
        res[f"median:{p}"] = statistics.median(vals)
    return res


def grouped_cv(rows: list[dict[str, Any]]) -> dict[str, Any]:
    m = train(rows, PRIOR_C)
    by = m.trained_on["cv_auc_by_origin"]
    return {"all": m.cv_auc, **{k: by[k] for k in by if "s1202" in k}}


def show(label: str, r: dict[str, Any], slices=SLICES) -> None:
    cells = " | ".join(f"{r[s]['all']:.4f}" for s in slices)
    print(f"| {label} | {cells} | {r['median']:.4f} |", flush=True)
    for p in PHENOMENA:
        pc = " | ".join(
            "n/a" if r[s][p] is None or math.isnan(r[s][p]) else f"{r[s][p]:.3f}" for s in slices
        )
        print(f"|   {p} | {pc} | {r[f'median:{p}']:.3f} |", flush=True)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="baseline," + ",".join(NAMES) + ",all")
    ap.add_argument("--slices", default=",".join(SLICES))
    ap.add_argument("--no-cv", action="store_true")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    slices = tuple(args.slices.split(","))
    rows = read_rows_file()
    M_saved = M.PER_PHENOMENON
    results: dict[str, Any] = {}
    for run_name in args.runs.split(","):
        t = time.time()
        if run_name == "baseline":
            rs = rows
        else:
            names = list(NAMES) if run_name == "all" else run_name.split("+")
            rs = with_candidates(rows, names)
        r = time_ordered(rs, slices)
        if not args.no_cv:
            r["cv"] = grouped_cv(rs)
        results[run_name] = r
        show(run_name, r, slices)
        if "cv" in r:
            print(f"|   grouped CV | {r['cv']['all']:.4f} |", flush=True)
        print(f"    ({time.time() - t:.0f}s)", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))
    M.PER_PHENOMENON = M_saved


if __name__ == "__main__":
    main()
