"""``mine eval conjnli PATH``: conjunct pairs and heuristic labels against ConjNLI (Saha et al. 2020).

PATH is ``conj_dev.tsv``, ``adversarial_train_15k.tsv`` (columns Premise, Hypothesis, Label) or the
folder holding them (each file is reported separately). For every gold pair we work out which
operation made it (ConjNLI §3.3) from a word-level diff: the hypothesis is the premise minus words
(``remove``), plus words (``add``), or with words replaced (``replace``); the *original* sentence is
the longer side for remove/add and the premise for replace. The originals are run through the
conjunction phenomenon in-process (``pipeline.process.run_texts``), and per conjunction and
operation we report:

- ``gold``: gold pairs; ``found``: how often the gold pair is among our pairs of that kind
  (text normalised with ``pipeline.evaluation._text.normalise``, hyphens and dashes without the
  spaces ConjNLI's tokeniser put around them, and round brackets dropped, see ``_key``;
  ``found_strict`` keeps the brackets, the figure before stop 54; ``found_words`` compares word
  sequences only, ignoring punctuation and tokenisation noise such as "bachelor 's");
- ``label_acc``: our heuristic label = gold label, on the gold pairs we generate;
  ``boolean_acc_found``: the all-boolean baseline (remove -> entailment, add -> neutral,
  replace -> contradiction) on the same pairs, and ``boolean_acc_all`` on every gold pair;
- ``well_formed``: share of the found pairs our re-parse check passed;
- for ``replace``: ``covered`` = gold originals for which we made at least one replacement pair;
- ``same_conjunct_removed`` (remove only, a second figure next to the exact one): our removed
  words equal the gold's removed words after dropping list punctuation and the conjunction on
  both sides (see ``removed_core``), i.e. the same conjunct was removed even where the gold
  string leaves a defect ("A, C" without its conjunction, a stray article);
- ``misses``: every gold removal we did not find exactly, with our closest removal, so that the
  remaining misses can be classified (docs/conjnli.md).
"""

from __future__ import annotations

import csv
import difflib
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from ..errors import Errors, MineError
from ..process import run_texts
from ..registry import evaluations
from ._text import normalise

FILES = ("conj_dev.tsv", "adversarial_train_15k.tsv")
CONJUNCTIONS = ("and", "or", "but", "nor")
KIND = {"remove": "conjunct_removed", "add": "conjunct_added", "replace": "conjunct_replaced"}
BOOLEAN = {"remove": "entailment", "add": "neutral", "replace": "contradiction"}
_WORD = re.compile(r"\w+")
_WS = re.compile(r"\s+")


#: A hyphen or dash with the spaces around it: ConjNLI's text is tokenised ("old - fashioned",
#: "singer – songwriter"), ours is not ("old-fashioned"); the exact comparison drops the spaces.
_SPACED_DASH = re.compile(r"\s*([-\u2013\u2014])\s*")


def _strict_key(text: str) -> str:
    """Text for the strict comparison: ``normalise`` without the final full stop, dashes
    unspaced (the figure ``found_strict``, the one reported before stop 54)."""
    return _SPACED_DASH.sub(r"\1", normalise(text, True))


#: Round brackets with the spaces inside and around them: some ConjNLI hypotheses drop the
#: parentheses of the premise's parenthetical ("Allan Carl Newman (born April 14, 1968) is" ->
#: "Allan Carl Newman born April 14, 1968 is"), an artefact of their generation, not a
#: different removal; the exact comparison ignores the brackets (stop 54, docs/conjnli.md).
_BRACKET = re.compile(r"\s*[()]\s*")
_SPACE_BEFORE_MARK = re.compile(r"\s+([.,;:!?])")


def _key(text: str) -> str:
    """Text for the exact comparison: ``_strict_key`` with round brackets dropped."""
    text = _WS.sub(" ", _BRACKET.sub(" ", _strict_key(text))).strip()
    return _SPACE_BEFORE_MARK.sub(r"\1", text)


def words(text: str) -> list[str]:
    return _WORD.findall(normalise(text))


def classify(premise: str, hypothesis: str) -> tuple[str, str, str]:
    """(operation, original sentence, conjunction) of a gold pair; operation "other" if unclear."""
    pw, hw = words(premise), words(hypothesis)
    ops = [
        op
        for op in difflib.SequenceMatcher(a=pw, b=hw, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    kinds = {op[0] for op in ops}
    if kinds == {"delete"}:
        changed = [w for op in ops for w in pw[op[1] : op[2]]]
        return "remove", premise, _conjunction(changed, pw)
    if kinds == {"insert"}:
        changed = [w for op in ops for w in hw[op[3] : op[4]]]
        return "add", hypothesis, _conjunction(changed, hw)
    if kinds and kinds <= {"replace", "delete", "insert"} and "replace" in kinds and len(ops) <= 2:
        near = [w for op in ops for w in pw[max(0, op[1] - 8) : op[2] + 8]]
        return "replace", premise, _conjunction(near, pw)
    return "other", premise, _conjunction([], pw)


LIST_PUNCTUATION = frozenset({",", ";"})
ARTICLES = frozenset({"a", "an", "the"})


def removed_core(original: str, shorter: str) -> tuple[str, ...]:
    """The words removed from ``original`` to make ``shorter``, without list punctuation,
    conjunctions, correlatives and articles.

    Why: two removals of the same conjunct differ in whether the conjunction of a list goes
    ("A, B and C" -> "A and C" vs gold's "A, C") or whether an article is left stranded; the
    conjunct itself is what the comparison is about. Punctuation is already gone in ``words``.
    """
    ow, sw = words(original), words(shorter)
    removed = [
        w
        for op in difflib.SequenceMatcher(a=ow, b=sw, autojunk=False).get_opcodes()
        if op[0] in ("delete", "replace")
        for w in ow[op[1] : op[2]]
    ]
    skip = set(CONJUNCTIONS) | ARTICLES | {"either", "neither", "both"}
    return tuple(w for w in removed if w not in skip)


def _closest(target: str, candidates: list[Any]) -> Any | None:
    """Our pair whose hypothesis is most similar to the gold hypothesis (for the misses list)."""
    if not candidates:
        return None
    tw = words(target)
    return max(
        candidates,
        key=lambda p: difflib.SequenceMatcher(a=tw, b=words(p.hypothesis), autojunk=False).ratio(),
    )


def _conjunction(changed: list[str], sentence: list[str]) -> str:
    for pool in (changed, sentence):
        for w in pool:
            if w in CONJUNCTIONS:
                return w
    return "none"


def read_gold(path: Path, limit: int | None = None) -> list[dict[str, str]]:
    rows = []
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
            if not row.get("Premise") or not row.get("Hypothesis"):
                continue
            rows.append(
                {
                    "premise": row["Premise"],
                    "hypothesis": row["Hypothesis"],
                    "label": row["Label"].strip(),
                }
            )
            if limit and len(rows) >= limit:
                break
    return rows


def evaluate_file(
    path: Path, limit: int | None = None, parser: str = "dependency"
) -> dict[str, Any]:
    gold = read_gold(path, limit)
    items = []
    for g in gold:
        op, original, conj = classify(g["premise"], g["hypothesis"])
        items.append({**g, "op": op, "original": original, "conj": conj})
    originals = sorted({i["original"] for i in items if i["op"] != "other"})
    sents, result = run_texts(originals, ["conjunction"], parser=parser)
    text_of = {s.sentence_id: s.text for s in sents}
    ours: dict[tuple[str, str], list[Any]] = defaultdict(list)
    for p in result.pairs:
        ours[(text_of[p.sentence_id], p.hypothesis_kind)].append(p)

    stats: dict[str, Counter] = defaultdict(Counter)
    rules: Counter = Counter()
    rule_ok: Counter = Counter()
    misses: list[dict[str, Any]] = []
    for it in items:
        keys = [f"{it['conj']}/{it['op']}", f"all/{it['op']}", f"{it['conj']}/all", "all/all"]
        if it["op"] == "other":
            for k in keys:
                stats[k]["other"] += 1
            continue
        kind = KIND[it["op"]]
        mine = ours.get((it["original"], kind), [])
        gp, gh = _key(it["premise"]), _key(it["hypothesis"])
        sp, sh = _strict_key(it["premise"]), _strict_key(it["hypothesis"])
        strict = any(_strict_key(p.premise) == sp and _strict_key(p.hypothesis) == sh for p in mine)
        match = next(
            (p for p in mine if _key(p.premise) == gp and _key(p.hypothesis) == gh),
            None,
        )
        loose = match or next(
            (
                p
                for p in mine
                if words(p.premise) == words(it["premise"])
                and words(p.hypothesis) == words(it["hypothesis"])
            ),
            None,
        )
        same = loose
        if it["op"] == "remove" and loose is None:
            core = removed_core(it["premise"], it["hypothesis"])
            same = next(
                (p for p in mine if core and removed_core(p.premise, p.hypothesis) == core),
                None,
            )
        if it["op"] == "remove" and match is None:
            near = _closest(it["hypothesis"], mine)
            misses.append(
                {
                    "sentence": it["premise"],
                    "gold_hypothesis": it["hypothesis"],
                    "gold_label": it["label"],
                    "ours_closest": near.hypothesis if near is not None else None,
                    "found_words": loose is not None,
                    "same_conjunct_removed": same is not None,
                }
            )
        for k in keys:
            s = stats[k]
            s["gold"] += 1
            s["same_conjunct"] += same is not None
            s["boolean_ok_all"] += BOOLEAN[it["op"]] == it["label"]
            s["found"] += match is not None
            s["found_strict"] += strict
            s["found_words"] += loose is not None
            s["covered"] += bool(mine)
            if loose is not None:
                s["label_ok"] += loose.heuristic_label == it["label"]
                s["boolean_ok_found"] += BOOLEAN[it["op"]] == it["label"]
                s["well_formed"] += bool(loose.well_formed)
        if loose is not None:
            rules[loose.label_rule] += 1
            rule_ok[loose.label_rule] += loose.heuristic_label == it["label"]

    table: dict[str, dict[str, Any]] = {}
    for key in sorted(stats, key=_order):
        s = stats[key]
        n, f = s["gold"], s["found_words"]
        row: dict[str, Any] = {"gold": n, "other": s["other"]}
        if n:
            row |= {
                "found": round(s["found"] / n, 3),
                "found_strict": round(s["found_strict"] / n, 3),
                "found_words": round(f / n, 3),
                "boolean_acc_all": round(s["boolean_ok_all"] / n, 3),
            }
            if key.endswith("/remove"):
                row["same_conjunct_removed"] = round(s["same_conjunct"] / n, 3)
            if key.endswith("/replace") or key.endswith("/all"):
                row["covered"] = round(s["covered"] / n, 3)
        if f:
            row |= {
                "n_found": f,
                "label_acc": round(s["label_ok"] / f, 3),
                "boolean_acc_found": round(s["boolean_ok_found"] / f, 3),
                "well_formed": round(s["well_formed"] / f, 3),
            }
        table[key] = row
    return {
        "by_conjunction_and_operation": table,
        "label_rules": {
            r: {"pairs": rules[r], "label_acc": round(rule_ok[r] / rules[r], 3)}
            for r in sorted(rules)
        },
        "misses": misses,
        "pipeline": {
            "file": {"name": path.name, "gold_pairs": len(gold), "originals": len(originals)},
            "counts": dict(result.counts),
        },
    }


def _order(key: str) -> tuple[int, int]:
    conj, op = key.split("/")
    conj_order = {c: i for i, c in enumerate(("all", *CONJUNCTIONS, "none"))}
    op_order = {o: i for i, o in enumerate(("all", "remove", "add", "replace", "other"))}
    return conj_order.get(conj, 9), op_order.get(op, 9)


@evaluations.register("conjnli")
def evaluate(
    path: Path, limit: int | None = None, parser: str = "dependency", **_: Any
) -> dict[str, Any]:
    """Evaluate on a ConjNLI TSV file, or on every known ConjNLI file in a folder."""
    path = Path(path)
    if not path.exists():
        raise MineError(Errors.E005, path=path)
    if path.is_file():
        return evaluate_file(path, limit, parser)
    files = [path / f for f in FILES if (path / f).is_file()]
    if not files:
        raise MineError(Errors.E005, path=path / FILES[0])
    report: dict[str, Any] = {}
    for f in files:
        for section, body in evaluate_file(f, limit, parser).items():
            report[f"{f.stem}: {section}"] = body
    return report
