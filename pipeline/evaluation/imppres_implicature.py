"""``mine eval imppres-implicature PATH``: scalar implicature triggers and hypotheses vs IMPPRES.

PATH is ``imppres/implicature/`` (one JSONL per scale family). For every ``implicature_PtoN``
item (IMPPRES Table 2, "implicature (+ to −)": trigger sentence -> stronger alternative negated):

- **recall**: does ``implicature`` extract a candidate of the right subtype from ``sentence1``
  (``recall_subtype``), and is its trigger the scale's weak item (``recall_item``)?
- **hypothesis**: does the candidate's ⟨original, implicature⟩ hypothesis equal ``sentence2``
  after :func:`pipeline.evaluation._text.normalise` (final punctuation stripped)? Measured twice:
  with IMPPRES's negation wording per subtype (``implicature_negation="imppres"``: contracted
  except for adjectives and verbs) and with the default register-following negation. Both runs
  use IMPPRES's numeral alternatives (``implicature_scales="imppres"``: "Ten X V" -> "One
  hundred X didn't V"); the default on real text is the upper bound "didn't V more than ten X".

IMPPRES's ``trigger`` field names differ from our subtypes (``TRIGGER_TO_SUBTYPE``). Every figure
comes with its denominator.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from lemminflect import getLemma

from ..process import run_texts
from ..registry import evaluations
from ._text import normalise

#: IMPPRES ``trigger`` field -> our subtype (numerals are "numeral_two-three", "numeral_ten-...").
TRIGGER_TO_SUBTYPE = {
    "quantifier": "quantifiers",
    "connective": "connectives",
    "modal": "modals",
    "numeral": "numerals",
    "adjective": "gradable_adjectives",
    "verb": "gradable_verbs",
}
RELATION = "implicature_PtoN"


def _subtype(trigger: str) -> str:
    return TRIGGER_TO_SUBTYPE[trigger.split("_", 1)[0]]


def _weak_item(lexemes: str, subtype: str) -> str:
    """IMPPRES ``lexemes`` "ran - sprinted" / "smart-brilliant" -> our weak item "run"."""
    weak = lexemes.split(" - ")[0] if " - " in lexemes else lexemes.split("-")[0]
    words = weak.strip().lower().split()
    if subtype == "gradable_verbs" and words:
        lemmas = getLemma(words[0], upos="VERB")
        words[0] = lemmas[0] if lemmas else words[0]
    return " ".join(words)


#: IMPPRES names a scale by its present-tense item; its sentences use the past "could".
SAME_ITEM = {"can": frozenset({"can", "could"})}


def _same_item(ours: str, weak: str) -> bool:
    """Our trigger lemma ("try to", "could") is IMPPRES's weak lexeme ("try", "can")."""
    first = ours.split()[0] if ours else ours
    return ours == weak or first == weak or first in SAME_ITEM.get(weak, ())


def load_items(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    """The ``implicature_PtoN`` items of every JSONL file in ``path`` (file name kept)."""
    files = [path] if path.is_file() else sorted(path.glob("*.jsonl"))
    items: list[dict[str, Any]] = []
    for file in files:
        count = 0
        with file.open(encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                if row.get("spec_relation") != RELATION:
                    continue
                row["file"] = file.stem
                row["subtype"] = _subtype(row["trigger"])
                items.append(row)
                count += 1
                if limit and count >= limit:
                    break
    return items


def _run(items: list[dict[str, Any]], style: str | None) -> dict[int, list[tuple[Any, list[Any]]]]:
    """Item index -> [(candidate, its original->implicature pairs)]."""
    # IMPPRES's numeral alternative (next item of the scale, ⟨ten, one hundred⟩) in both runs:
    # the gold reproduces that convention; the default wording is "not more than n".
    options: dict[str, str] = {"implicature_scales": "imppres"}
    if style:
        options["implicature_negation"] = style
    sentences, result = run_texts(
        [it["sentence1"] for it in items], ["implicature"], options=options
    )
    index = {s.sentence_id: i for i, s in enumerate(sentences)}
    pairs = defaultdict(list)
    for pair in result.pairs:
        if pair.premise_kind == "original" and pair.hypothesis_kind == "implicature":
            pairs[pair.candidate_id].append(pair)
    out: dict[int, list[tuple[Any, list[Any]]]] = defaultdict(list)
    for cand in result.candidates:
        out[index[cand.sentence_id]].append((cand, pairs[cand.candidate_id]))
    return out


def _ratio(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


@evaluations.register("imppres-implicature")
def evaluate(path: Path, limit: int | None = None) -> dict[str, Any]:
    """Recall per file and scale, and exact-match rate of the implicature hypothesis."""
    path = Path(path)
    items = load_items(path, limit)
    runs = {"imppres": _run(items, "imppres"), "register": _run(items, None)}
    per_file: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    per_scale: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    misses: dict[str, list[dict[str, str]]] = defaultdict(list)
    for i, item in enumerate(items):
        weak = _weak_item(item["lexemes"], item["subtype"])
        gold = normalise(item["sentence2"], strip_final_punct=True)
        for group in (
            per_file[item["file"]],
            per_scale[f"{item['subtype']}:{item['lexemes']}"],
            per_file["ALL"],
        ):
            group["items"] += 1
        found_subtype = found_item = False
        for style, run in runs.items():
            right = [(c, ps) for c, ps in run.get(i, []) if c.subtype == item["subtype"]]
            exact = [(c, ps) for c, ps in right if _same_item(c.trigger_lemma, weak)]
            hyps = [p for _, ps in (exact or right) for p in ps]
            matched = any(normalise(p.hypothesis, strip_final_punct=True) == gold for p in hyps)
            clean = any(
                normalise(p.hypothesis, strip_final_punct=True) == gold and p.well_formed
                for p in hyps
            )
            if style == "imppres":
                found_subtype, found_item = bool(right), bool(exact)
                if not matched and len(misses[item["file"]]) < 5:
                    misses[item["file"]].append(
                        {
                            "sentence1": item["sentence1"],
                            "gold": item["sentence2"],
                            "ours": hyps[0].hypothesis if hyps else "",
                        }
                    )
            for group in (
                per_file[item["file"]],
                per_scale[f"{item['subtype']}:{item['lexemes']}"],
                per_file["ALL"],
            ):
                group[f"hyp_match_{style}"] += matched
                if style == "imppres":
                    group["hyp_match_imppres_clean"] += clean
        for group in (
            per_file[item["file"]],
            per_scale[f"{item['subtype']}:{item['lexemes']}"],
            per_file["ALL"],
        ):
            group["found_subtype"] += found_subtype
            group["found_item"] += found_item

    def table(groups: dict[str, dict[str, int]]) -> dict[str, dict[str, Any]]:
        out = {}
        for name in sorted(groups, key=lambda k: (k == "ALL", k)):
            g = groups[name]
            n = g["items"]
            out[name] = {
                "items": n,
                "recall_subtype": _ratio(g["found_subtype"], n),
                "recall_item": _ratio(g["found_item"], n),
                "hyp_match_imppres": _ratio(g["hyp_match_imppres"], n),
                "hyp_match_imppres_clean": _ratio(g["hyp_match_imppres_clean"], n),
                "hyp_match_register": _ratio(g["hyp_match_register"], n),
            }
        return out

    return {
        "by_file": table(per_file),
        "by_scale": table(per_scale),
        "mismatches": dict(misses),
    }
