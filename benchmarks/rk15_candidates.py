"""Stop 64 (rk15) candidates for the keep prior: the source's own fluency read against
wordfreq's lists, and an implicature-specific reading of the s1202q order. Measured with
``python3 benchmarks/rk15_candidates.py`` (stop 57's time-ordered benchmark on s1202k-s1202q,
one process for all candidates); docs/review.md, "Stop 64 (rk15)".

(a) Source fluency (``wordfreq``, the maintained frequency lists the fluency features already
read; the words counted are the source sentence's, which every premise copies, not the words a
rewrite introduced, which ``lex.*`` already weighs):

- ``src.foreign_words``: words of the source that are frequent in another Latin-script
  language wordfreq lists (Zipf >= 3 there and >= 1 above English: ``source_noise``'s test for a
  word of another language, ``_other_zipf``) and that English knows only rarely (English
  Zipf < 2): "bauen", "nette"; not "die", "son", "also", "per", "bot". A sentence that
  switches language inside a clause is not English grammar around those words (an untranslated
  or half-translated string of a localisation; Poplack 1980 on intra-sentential switching
  following neither language's grammar at the switch), so an English inference cannot be
  judged on it, and the rewrite copies the words into both sides. Counted words are
  lower-case, outside quotation marks and not the first word (names and German nouns are
  capitalised). Capped at 2, on 0..1.
- ``src.unknown_share``: the share of the source's lower-case alphabetic words (3 letters or
  more, names left out) wordfreq's English list does not know (Zipf 0): non-words, OCR or
  scraping damage, invented jargon, another language. Continuous where ``sent.oov_words``
  (version 8) counts words under Zipf 1: a share says how much of the sentence a reader cannot
  read, not only whether one word is odd (a long sentence with one coinage is fine; a short one
  made half of non-words is not English).
- ``src.rare_share``: the same share for words English knows only rarely (Zipf < 1.5, about
  once in 30 million words, ``source_noise._RARE``).

(b) Implicature (the order of s1202q's implicature pairs by the prior fit without s1202q, its
top rejects and bottom keeps, and which stored feature misleads: docs/review.md), two reject
classes of its review read from the pair text:

- ``impl.fronted_kept``: a rewritten implicature hypothesis that opens with the source's fronted
  opening (up to four words before a comma: "Who knows,", "With deregulation,", "On Glory,").
  A fronted adjunct or comment clause stands outside the main clause's negation (Quirk et al.
  1985, 15.54 on comment clauses; Karttunen 1973 on the frame of an embedding operator, the
  reason of ``presup.fronted_adjunct``): the "Not all / not more than" hypothesis then states
  the negated scalar claim inside the speaker's hedge ("Who knows, bots do not have to come
  back") or the adjunct's frame, while the implicature is computed on the main clause's
  proposition (IMPPRES's one-clause hypotheses, Jeretic et al. 2020). The rewriter drops most
  openers ("Sorry,", "You know,"); this marks the ones it kept.
- ``neg.after_adverb``: the rewrite inserted a negation right after a pre-verbal temporal or
  aspectual adverb ("recently didn't spot", "eventually did not permit", "already does not
  seem"). Such an adverb in front of the negation takes scope over it (Jackendoff 1972; Ernst
  2002, ch. 3 on adverb scope and position), so the sentence asserts that a non-event happened
  at that time instead of denying the event: the negated premise or the "not more than"
  hypothesis is not the sentence the template intends. Temporal-aspectual adverbs only (Ernst
  2002, ch. 7), not focus particles ("also", "only") or degree and speaker adverbs ("really",
  "probably"), which the negation rewriter keeps outside by design
  (``wordlists/negation_wide_scope_adverbs.txt``; that list also keeps "recently" and
  "already" outside, which is what this candidate measures).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk14_candidates import run, show  # noqa: E402

from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

SLICES = ("s1202k", "s1202l", "s1202m", "s1202n", "s1202o", "s1202p", "s1202q")
#: Lower-case words of three letters or more, any Latin script ("schöne"), not inside a word,
#: a contraction or a hyphenated compound.
_LOWER = re.compile(r"(?<![\w'\u2019-])[^\W\d_]{3,}(?![\w'\u2019-])")
#: English knows a word only rarely below Zipf 2 (once per 10 million words): "bauen" 1.45,
#: "nette" 1.75; English words that are also frequent elsewhere ("die" 5.1, "also", "son",
#: "per", "stat") and words of English text that other languages borrowed ("ska", "mana") are
#: above it.
_EN_RARE = 2.0
_QUOTED = re.compile(r"\"[^\"]*\"|\u201c[^\u201d]*\u201d")

_FRONT = re.compile(r"^\W*((?:[\w'\u2019-]+\s+){0,3}[\w'\u2019-]+)\s*,\s")
_NEG_AFTER_ADVERB = re.compile(
    r"\b(?:recently|already|eventually|finally|soon|suddenly|immediately|gradually|ultimately"
    r"|initially|originally|previously|lately|increasingly)\s+"
    r"(?:didn't|doesn't|don't|did not|does not|do not|hasn't|haven't|hadn't|won't|wouldn't"
    r"|can't|couldn't|isn't|wasn't|aren't|weren't)\b",
    re.I,
)

NAMES = {
    "foreign_words": ("src.foreign_words",),
    "unknown_share": ("src.unknown_share",),
    "rare_share": ("src.rare_share",),
    "fronted_kept": ("impl.fronted_kept",),
    "neg_after_adverb": ("neg.after_adverb",),
}


def _zipf(word: str) -> float:
    from pipeline.source_noise import _zipf as z

    return z(word)


def foreign_words(source: str) -> list[str]:
    """Words of ``source`` of another language and of no English (see the module docstring)."""
    from pipeline.source_noise import _OTHER_FREQUENT, _OTHER_GAP, _other_zipf

    out = []
    for word in _LOWER.findall(_QUOTED.sub(" ", source)):
        if not word.islower():
            continue
        en = _zipf(word)
        other = _other_zipf(word)
        if en < _EN_RARE and other >= max(_OTHER_FREQUENT, en + _OTHER_GAP):
            out.append(word)
    return out


def shares(source: str) -> tuple[float, float] | None:
    """(share at Zipf 0, share under Zipf 1.5) of the source's lower-case words, names out."""
    names = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", source)}
    ws = [w for w in _LOWER.findall(source) if w.islower() and w not in names]
    if not ws:
        return None
    zs = [_zipf(w) for w in ws]
    return sum(z == 0 for z in zs) / len(ws), sum(z < 1.5 for z in zs) / len(ws)


def text_features(rec: dict[str, Any]) -> dict[str, float]:
    source = rec.get("sentence_text") or rec.get("premise") or ""
    out: dict[str, float] = {}
    fw = foreign_words(source)
    if fw:
        out["src.foreign_words"] = min(len(fw), 2) / 2
    pk, hk = rec.get("premise_kind") or "", rec.get("hypothesis_kind") or ""
    hypothesis = rec.get("hypothesis") or ""
    if rec.get("phenomenon") == "implicature" and hk != "original":
        m = _FRONT.match(source)
        if m and hypothesis.lstrip().lower().startswith(m.group(1).lower() + ","):
            out["impl.fronted_kept"] = 1.0
    if not _NEG_AFTER_ADVERB.search(source):
        for side, kind in (("premise", pk), ("hypothesis", hk)):
            if kind != "original" and _NEG_AFTER_ADVERB.search(rec.get(side) or ""):
                out["neg.after_adverb"] = 1.0
    sh = shares(source)
    if sh:
        if sh[0]:
            out["src.unknown_share"] = sh[0]
        if sh[1]:
            out["src.rare_share"] = sh[1]
    return out


def with_candidates(rows: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    prefixes = tuple(p for n in names for p in NAMES[n])
    out = []
    for r in rows:
        rec = r.get("record")
        extra = (
            {k: v for k, v in text_features(rec).items() if k.startswith(prefixes)} if rec else {}
        )
        out.append(r | {"features": {**r["features"], **extra}} if extra else r)
    return out


def explain(rows: list[dict[str, Any]], slices=SLICES, phenomenon: str = "implicature") -> None:
    """(b): for each slice, a fit on NOPE and every slice judged before it (as ``run``), then
    the phenomenon's tallied pairs of the slice grouped by source sentence in score order
    (verdicts are shared by a sentence's pairs), and for every weighted feature the change of
    the phenomenon's AUC when that one weight is set to 0 in the fitted model (no refit: which
    weight misorders the slice)."""
    from collections import defaultdict

    from time_ordered_prior import tallied

    from pipeline.ranking import model as M
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import PRIOR_C

    order = slice_order(rows)
    deltas: dict[str, dict[str, float]] = defaultdict(dict)
    for name in slices:
        before = set(order[: order.index(name)])
        train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        b, w = M.fit(
            [r["features"] for r in train],
            [int(r["label"]) for r in train],
            [float(r.get("weight", 1.0)) for r in train],
            PRIOR_C,
        )
        test = [
            r
            for r in rows
            if slice_of(r) == name and r.get("phenomenon") == phenomenon and tallied(r)
        ]
        xs = [M.with_interactions(r["features"]) for r in test]
        ys = [int(r["label"]) for r in test]

        def z(x: dict[str, float], drop: str = "", w=w) -> float:
            return sum(w.get(k, 0.0) * v for k, v in x.items() if k != drop)

        base = M.auc(ys, [z(x) for x in xs])
        for k in {k for x in xs for k in x if w.get(k)}:
            deltas[k][name] = M.auc(ys, [z(x, k) for x in xs]) - base
        print(f"{name} {phenomenon}: {len(test)} pairs, AUC {base:.3f}")
        ranked = sorted(range(len(test)), key=lambda i: -z(xs[i]))
        by_source: dict[str, list[int]] = defaultdict(list)
        for pos, i in enumerate(ranked):
            by_source[(test[i].get("record") or {}).get("sentence_text", "?")].append(pos)
        for src, pos in sorted(by_source.items(), key=lambda kv: kv[1][0]):
            kept = sum(ys[ranked[p]] for p in pos)
            print(f"  {kept}/{len(pos)} kept, ranks {pos}: {src[:70]}")
    print("weight set to 0: change of the AUC per slice (positive: the weight misorders)")
    for k, d in sorted(deltas.items(), key=lambda kv: -sum(kv[1].values()))[:12]:
        cells = " ".join(f"{d.get(s, 0.0):+.3f}" for s in slices)
        print(f"  {k:48s} {cells}  sum {sum(d.values()):+.3f}")


def main(argv: list[str] | None = None) -> None:
    import argparse
    import json

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", default="baseline," + ",".join(NAMES) + ",all")
    ap.add_argument("--slices", default=",".join(SLICES))
    ap.add_argument("--json")
    ap.add_argument("--explain", action="store_true", help="(b): order and weight ablation")
    args = ap.parse_args(argv)
    rows = read_rows_file()
    slices = tuple(args.slices.split(","))
    if args.explain:
        explain(rows, slices)
        return
    results = {}
    for run_name in args.runs.split(","):
        t = time.time()
        if run_name == "baseline":
            r = run(rows, slices)
        else:
            names = list(NAMES) if run_name == "all" else run_name.split("+")
            r = run(with_candidates(rows, names), slices)
        results[run_name] = r
        show(run_name, r, slices)
        print(f"  ({time.time() - t:.0f}s)", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
