"""Stop 67 (rk18) candidates for the keep prior on the weak phenomena (presupposition,
verb_complement): what the rejected drafts of s1202s-v share that the stored features do not
see. Measured with ``python3 benchmarks/rk18_weak_phenomena.py`` (one process, all runs);
docs/review.md, "Stop 67 (rk18)".

Read from the tallied rejects of the last four slices (the pair's text only; the rows keep no
rejection reason): a drafted hypothesis (a complement or a presupposition lifted out of its
matrix) that

- opens with a third-person pronoun whose antecedent stayed in the dropped matrix ("A used car
  salesman knows when he's lying" -> "He's lying"; "Paranoia is thinking that they're
  conspiring" -> "They're conspiring"). A pronoun bound by a quantified or indefinite antecedent
  has no referent once the binder is gone (bound-variable anaphora: Reinhart 1983, *Anaphora
  and Semantic Interpretation*, ch. 7; indefinite antecedents: Heim 1982, ch. 2) -> ``pron``:
  ``hyp.opens_with_pronoun:<phen>``;
- comes from a source whose subject is a quantifier or a compound indefinite ("Nobody ever
  forgets where ...", "Anyone who imagines that ...", "Some men feel that ..."): the matrix
  quantifies, and the lifted clause states as a fact of one case what the source says of a
  domain (Keenan & Stavi 1986's determiners, ``wordlists/conjunction_quantifiers.txt``, plus the
  every-/some-/any-/no- compounds, Huddleston & Pullum 2002 ch. 5 §9) -> ``quant``:
  ``src.quantified_subject:<phen>``;
- drops the standard of a comparison the source states ("far more to haute cuisine then I'd
  ever imagined" -> "There was far more to haute cuisine"): a comparative without its standard
  reads as anaphoric to a context the pair does not have (Huddleston & Pullum 2002 ch. 13 §1)
  -> ``than``: ``hyp.drops_comparative_standard:<phen>``;
- stops before the end of the source's clause ("... tend to work on toy problems in order to get
  results" -> "... work on toy problems") -> ``tail``: ``hyp.drops_tail:<phen>`` = 1 when two or
  more words of the source follow the hypothesis's last two words, a purpose, comparative or
  coordinated tail the draft cut;
- opens with a complementizer or a free-relative wh-word ("That man is a rational animal.",
  "What they wish to desire."): a content clause, not a sentence -> ``comp``:
  ``hyp.opens_with_complementizer:<phen>``.

Every candidate reads only the record's text (``sentence_text``, ``hypothesis``, the sides'
kinds): no slice id, no verdict, no review field, so the same function can run at mining time.
Rows without a record (NOPE, s1202f and older) get none (an absent feature takes no gradient).

Measure: stop 57's time-ordered AUC (a fit on NOPE and every slice judged before the scored
one, ``time_ordered_prior.fit_score``, C = PRIOR_C) on the last ten slices, overall and per
phenomenon on the tallied rows, against the baseline; the rule: the median over the ten slices
rises for presupposition and verb_complement, and no slice falls by more than 0.02 in any
phenomenon.

    PYTHONPATH=$PWD python3 benchmarks/rk18_weak_phenomena.py \\
        [--runs baseline,pron,quant,cut+tail,weak:cut+tail+quant,...] [--json OUT]

``a+b`` adds several candidates; ``weak:`` adds them to presupposition and verb_complement
pairs only.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from time_ordered_prior import PHENOMENA, auc_cells, fit_score  # noqa: E402

from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

SLICES = (
    "s1202m",
    "s1202n",
    "s1202o",
    "s1202p",
    "s1202q",
    "s1202r",
    "s1202s",
    "s1202t",
    "s1202u",
    "s1202v",
)
WEAK = ("presupposition", "verb_complement")
NAMES = {
    "pron": ("hyp.opens_with_pronoun",),
    "quant": ("src.quantified_subject",),
    "than": ("hyp.drops_comparative_standard",),
    "tail": ("hyp.drops_tail",),
    "comp": ("hyp.opens_with_complementizer",),
    "cut": ("hyp.cuts_clause",),
}
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|'em")
THIRD_PERSON = frozenset(
    {"he", "she", "it", "they", "him", "her", "them", "his", "its", "their", "'em", "it's"}
)
THIRD_PERSON_CONTRACTED = re.compile(r"^(he|she|it|they)'")
_QUANT_FILE = Path(__file__).parent.parent / "wordlists" / "conjunction_quantifiers.txt"
QUANTIFIERS = (
    frozenset(
        ln.strip()
        for ln in _QUANT_FILE.read_text(encoding="utf-8").splitlines()
        if ln.strip() and not ln.startswith("#")
    )
    | frozenset(f"{a}{b}" for a in ("every", "some", "any", "no") for b in ("one", "body", "thing"))
    | {"no one", "those"}
)
_OPENERS = frozenset({"and", "but", "so", "or", "yet", "then", "now", "well"})
COMPLEMENTIZERS = frozenset({"that", "what", "whether", "whatever"})


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


#: Words that open a new clause or conjunct: a draft that stops before one stops at a clause
#: boundary, not inside a constituent (Huddleston & Pullum 2002 ch. 15, coordination; ch. 8,
#: adjunct clauses).
CLAUSE_OPENERS = frozenset(
    {
        "and",
        "but",
        "or",
        "nor",
        "yet",
        "so",
        "while",
        "because",
        "since",
        "although",
        "though",
        "whereas",
        "unless",
        "if",
        "when",
        "which",
        "who",
    }
)


def _cut_inside_clause(source: str, last2: list[str], next_word: str) -> bool:
    """The hypothesis ends where the source goes on inside the same clause: no punctuation
    between its last word and the source's next one, and that word opens no clause."""
    if next_word in CLAUSE_OPENERS:
        return False
    found = list(
        re.finditer(
            re.escape(last2[-1]) + r"(?P<gap>[^A-Za-z']*)" + re.escape(next_word), source, re.I
        )
    )
    m = found[-1] if found else None
    if m is None:
        return False
    return not re.search(r"[,;:()\-–—\"]", m.group("gap"))


def text_features(rec: dict[str, Any]) -> dict[str, float]:
    """The candidate features of one record, from its text only."""
    phen = rec.get("phenomenon") or ""
    if (rec.get("hypothesis_kind") or "original") == "original":
        return {}
    src = words(rec.get("sentence_text") or "")
    hyp = words(rec.get("hypothesis") or "")
    out: dict[str, float] = {}
    if not hyp or not src:
        return out
    first = hyp[0]
    if first in THIRD_PERSON or THIRD_PERSON_CONTRACTED.match(first):
        out[f"hyp.opens_with_pronoun:{phen}"] = 1.0
    head = [w for w in src[:3] if w not in _OPENERS]
    if head and (head[0] in QUANTIFIERS or " ".join(head[:2]) in QUANTIFIERS):
        out[f"src.quantified_subject:{phen}"] = 1.0
    standard = ("than", "then")
    if (
        any(w in standard for w in src)
        and not any(w in standard for w in hyp)
        and any(w in ("more", "less", "fewer") or w.endswith("er") for w in hyp)
    ):
        out[f"hyp.drops_comparative_standard:{phen}"] = 1.0
    if len(hyp) >= 2:
        last2 = hyp[-2:]
        for i in range(len(src) - 2, -1, -1):
            if src[i : i + 2] == last2:
                if len(src) - (i + 2) >= 2:
                    out[f"hyp.drops_tail:{phen}"] = 1.0
                    if _cut_inside_clause(rec.get("sentence_text") or "", last2, src[i + 2]):
                        out[f"hyp.cuts_clause:{phen}"] = 1.0
                break
    if first in COMPLEMENTIZERS:
        out[f"hyp.opens_with_complementizer:{phen}"] = 1.0
    return out


def with_candidates(
    rows: list[dict[str, Any]], names: list[str], phenomena: tuple[str, ...] = PHENOMENA
) -> list[dict[str, Any]]:
    """Rows plus the candidates ``names``, on the pairs of ``phenomena`` only (``WEAK``: the
    candidates as per-phenomenon terms of the weak phenomena alone)."""
    prefixes = tuple(p for n in names for p in NAMES[n])
    out = []
    for r in rows:
        rec = r.get("record")
        if not rec or r.get("phenomenon") not in phenomena:
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


def verdict(base: dict[str, Any], new: dict[str, Any], slices=SLICES) -> tuple[bool, str]:
    """The keep rule: weak-phenomenon medians rise, no slice x phenomenon falls > 0.02."""
    worst = (0.0, "")
    for s in slices:
        for p in PHENOMENA:
            a, b = base[s][p], new[s][p]
            if a is None or b is None or math.isnan(a) or math.isnan(b):
                continue
            if b - a < worst[0]:
                worst = (b - a, f"{s} {p}")
    rises = all(new[f"median:{p}"] > base[f"median:{p}"] for p in WEAK)
    return rises and worst[0] >= -0.02, f"worst fall {worst[0]:+.3f} ({worst[1] or '-'})"


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
    ap.add_argument("--json")
    ap.add_argument("--count", action="store_true", help="only count the features per label")
    args = ap.parse_args(argv)
    slices = tuple(args.slices.split(","))
    rows = read_rows_file()
    if args.count:
        from collections import Counter

        c: Counter[tuple[str, int]] = Counter()
        for r in rows:
            if r.get("record") and slice_of(r) in slices:
                for k in text_features(r["record"]):
                    c[(k, int(r["label"]))] += 1
        for k in sorted({k for k, _ in c}):
            print(f"{k}: kept {c[(k, 1)]} rejected {c[(k, 0)]}")
        return
    results: dict[str, Any] = {}
    for run_name in args.runs.split(","):
        t = time.time()
        if run_name == "baseline":
            rs = rows
        else:
            weak_only = run_name.startswith("weak:")
            spec = run_name.removeprefix("weak:")
            names = list(NAMES) if spec == "all" else spec.split("+")
            rs = with_candidates(rows, names, WEAK if weak_only else PHENOMENA)
        r = time_ordered(rs, slices)
        results[run_name] = r
        show(run_name, r, slices)
        if run_name != "baseline" and "baseline" in results:
            ok, why = verdict(results["baseline"], r, slices)
            r["keep"] = ok
            print(f"    keep={ok} {why}", flush=True)
        print(f"    ({time.time() - t:.0f}s)", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
