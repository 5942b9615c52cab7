"""``mine eval imppres-presupposition PATH``: trigger recall and drafts against IMPPRES.

PATH is IMPPRES's ``presupposition/`` folder (one ``*.jsonl`` per trigger paradigm, Jeretič et
al. 2020 §7, Table 5). For each paradigm file:

- recall: the share of its unembedded trigger sentences (``trigger == "unembedded"``) on which
  our extractor yields a candidate of the matching subtype;
- draft match: for the ⟨trigger, positive presupposition⟩ pairs (``presupposition ==
  "positive"``, ``trigger == "unembedded"``), how often our presupposition draft equals
  IMPPRES's ``sentence2`` (normalised, final punctuation ignored: IMPPRES omits it in some
  paradigms). ``match_any`` also accepts the IMPPRES-style wording kept in
  ``features["imppres_wording"]`` ("There are exactly two ...", "X has exactly one N").
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from .. import registry
from ..process import run_texts
from ._text import normalise

#: IMPPRES paradigm file stem -> our subtype.
PARADIGMS = {
    "all_n_presupposition": "numeric_determiners",
    "both_presupposition": "numeric_determiners",
    "change_of_state": "change_of_state",
    "cleft_existence": "clefts",
    "cleft_uniqueness": "clefts",
    "only_presupposition": "only",
    "possessed_definites_existence": "possessed_definites",
    "possessed_definites_uniqueness": "possessed_definites",
    "question_presupposition": "embedded_question",
}


def _norm(text: str) -> str:
    return normalise(text, strip_final_punct=True)


@registry.evaluations.register("imppres-presupposition")
def evaluate(path: Path, limit: int | None = None) -> dict[str, Any]:
    path = Path(path)
    items: list[tuple[str, str, str]] = []  # (paradigm, trigger sentence, gold presupposition)
    for stem in PARADIGMS:
        file = path / f"{stem}.jsonl"
        if not file.exists():
            continue
        with file.open(encoding="utf-8") as fh:
            rows = [json.loads(line) for line in fh if line.strip()]
        rows = [
            r
            for r in rows
            if r.get("trigger") == "unembedded" and r.get("presupposition") == "positive"
        ]
        if limit:
            rows = rows[:limit]
        items.extend((stem, r["sentence1"], r["sentence2"]) for r in rows)
    texts = sorted({t for _, t, _ in items})
    # IMPPRES writes possession in the present ("Bill has a handyman"); the default is the
    # source's tense
    sents, result = run_texts(
        texts, ["presupposition"], options={"presupposition_tense": "imppres"}
    )
    sid = {s.text: s.sentence_id for s in sents}
    subtypes: dict[str, set[str]] = defaultdict(set)
    drafts: dict[tuple[str, str], list[tuple[str, str | None]]] = defaultdict(list)
    cand = {c.candidate_id: c for c in result.candidates}
    for c in result.candidates:
        subtypes[c.sentence_id].add(c.subtype)
    for p in result.pairs:
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition":
            c = cand[p.candidate_id]
            drafts[(c.sentence_id, c.subtype)].append(
                (p.hypothesis, p.features.get("imppres_wording"))
            )
    report: dict[str, dict[str, Any]] = {}
    totals = defaultdict(int)
    for stem in PARADIGMS:
        rows = [(t, g) for s, t, g in items if s == stem]
        if not rows:
            continue
        subtype = PARADIGMS[stem]
        found = exact = anyw = 0
        for text, gold in rows:
            key = (sid[text], subtype)
            found += subtype in subtypes[sid[text]]
            ours = drafts.get(key, [])
            exact += any(_norm(h) == _norm(gold) for h, _ in ours)
            anyw += any(_norm(h) == _norm(gold) or (w and _norm(w) == _norm(gold)) for h, w in ours)
        n = len(rows)
        report[stem] = {
            "subtype": subtype,
            "items": n,
            "recall": found / n,
            "draft_match": exact / n,
            "draft_match_any_wording": anyw / n,
        }
        for k, v in (("items", n), ("found", found), ("exact", exact), ("any", anyw)):
            totals[k] += v
    if totals["items"]:
        report["overall"] = {
            "subtype": "",
            "items": totals["items"],
            "recall": totals["found"] / totals["items"],
            "draft_match": totals["exact"] / totals["items"],
            "draft_match_any_wording": totals["any"] / totals["items"],
        }
    return {"paradigms": report, "quarantined": len(result.quarantined)}
