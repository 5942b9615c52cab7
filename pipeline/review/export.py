"""Hand accepted, reviewed pairs to an annotation platform or an NLI training file.

What is exported: pairs that at least one reviewer accepted and no reviewer rejected (latest
decisions, ``review_status``; "unsure" does not block), with the reviewers' edits applied (the
latest accepting reviewer's edit of each text wins). Formats:

- ``labelstudio``: a task list (JSON) plus the matching labeling config (``<out>.config.xml``);
- ``mturk``: a batch CSV, one row per HIT of ``--items-per-hit`` items (columns ``item_k``,
  ``premise_k``, ``hypothesis_k``, ``context_k``) plus an HTML HIT template
  (``<out>.template.html``) whose answers are ``label_k``;
- ``jsonl``: NLI pairs with SNLI/MNLI field names (``sentence1``, ``sentence2``, ``gold_label``,
  ``pairID``, ``promptID``, ``annotator_labels``, ``genre``) plus our ids and metadata;
- ``csv``: the same flat rows as a spreadsheet.

Filler items (NOPE Sec. 3 and App. D: 5 MNLI pairs with known labels per task of 20-30 items, used
as attention checks) are interleaved at random positions when ``--fillers`` is given. Items carry
opaque tokens on the platforms; the key file ``<out>.key.csv`` maps them back to our ids and says
which are fillers with which gold label. ``mine import-annotations`` reads it.
"""

from __future__ import annotations

import csv
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import duckdb

from .. import ids
from .vocab import LABEL_SCHEMES, NLI3, nli3

FORMATS = ("labelstudio", "mturk", "jsonl", "csv")
#: Columns of the key file written beside every export.
KEY_COLUMNS = (
    "token",
    "item_id",
    "pair_id",
    "candidate_id",
    "is_filler",
    "gold_label",
    "hit",
    "position",
)
FILLER_PREFIX = "filler:"

_ACCEPTED_SQL = """
WITH st AS (
    SELECT * FROM review_status WHERE pair_id IS NOT NULL
),
agg AS (
    SELECT
        pair_id,
        count(*) FILTER (WHERE decision = 'accept') AS n_accept,
        count(*) FILTER (WHERE decision = 'reject') AS n_reject,
        count(*) FILTER (WHERE decision = 'unsure') AS n_unsure,
        list(reviewer ORDER BY reviewer) AS reviewers,
        list(label ORDER BY reviewer) FILTER (WHERE label IS NOT NULL) AS reviewer_labels,
        list(flags) AS reviewer_flags,
        arg_max(edits, reviewed_at) FILTER (WHERE decision = 'accept' AND edits <> '{}') AS edits
    FROM st
    GROUP BY pair_id
)
SELECT
    p.pair_id, p.candidate_id, p.sentence_id, p.phenomenon, p.subtype,
    p.premise, p.hypothesis, p.premise_kind, p.hypothesis_kind, p.heuristic_label, p.label_rule,
    p.well_formed, c.trigger, c.trigger_lemma, c.confidence, s.doc_id, s.source,
    s.text AS sentence, s.context1, s.context2,
    a.n_accept, a.n_reject, a.n_unsure, a.reviewers, a.reviewer_labels, a.reviewer_flags, a.edits
FROM pairs p
JOIN agg a USING (pair_id)
JOIN candidates c ON c.candidate_id = p.candidate_id
JOIN sentences s ON s.sentence_id = p.sentence_id
WHERE a.n_accept > 0 AND a.n_reject = 0
"""


class ExportError(ValueError):
    """An export the options cannot describe (unknown format, unreadable filler file, ...)."""


@dataclass(frozen=True)
class ExportResult:
    """What an export wrote: the main file, its companions, and how many items of each kind."""

    files: tuple[Path, ...]
    n_items: int
    n_fillers: int
    n_hits: int


def _majority(labels: Sequence[str]) -> str | None:
    """The label more than half of the labels agree on (None: no such label)."""
    if not labels:
        return None
    label, n = Counter(labels).most_common(1)[0]
    return label if n * 2 > len(labels) else None


def accepted_items(
    con: duckdb.DuckDBPyConnection, where: str | None = None
) -> list[dict[str, Any]]:
    """Accepted pairs with edits applied and a gold label (reviewers' majority, else heuristic).

    ``where`` is an SQL predicate over the columns of the accepted-items query (pair, candidate
    and sentence columns, ``n_accept``, ``reviewers``, ...).
    """
    sql = f"SELECT * FROM ({_ACCEPTED_SQL}) WHERE {where}" if where else _ACCEPTED_SQL
    cur = con.execute(sql + " ORDER BY phenomenon, subtype, confidence DESC, pair_id")
    cols = [d[0] for d in cur.description]
    items = []
    for row in cur.fetchall():
        r = dict(zip(cols, row, strict=True))
        edits = json.loads(r.pop("edits") or "{}")
        labels = [x for x in r.pop("reviewer_labels") or [] if x]
        flags = sorted({f for fl in r.pop("reviewer_flags") or [] for f in json.loads(fl or "[]")})
        review_label = _majority([nli3(x) for x in labels])
        r.update(
            item_id=r["pair_id"],
            is_filler=False,
            generated_premise=r["premise"],
            generated_hypothesis=r["hypothesis"],
            premise=edits.get("premise", r["premise"]),
            hypothesis=edits.get("hypothesis", r["hypothesis"]),
            edited=bool(edits),
            reviewer_labels=labels,
            flags=flags,
            gold_label=review_label or r["heuristic_label"],
            label_source="review" if review_label else "heuristic",
            label_inli4=_majority(labels) if any("_entailment" in x for x in labels) else None,
        )
        items.append(r)
    return items


def read_fillers(path: Path, labels: Sequence[str] = LABEL_SCHEMES[NLI3]) -> list[dict[str, Any]]:
    """MNLI/SNLI-style JSONL items with a gold label, as filler items (NOPE App. D)."""
    out = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ExportError(f"cannot read fillers {path}: {exc}") from exc
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ExportError(f"{path}:{n}: not JSON: {exc}") from exc
        gold = obj.get("gold_label")
        if gold not in labels or not obj.get("sentence1") or not obj.get("sentence2"):
            continue  # MNLI's "-" (no consensus) items cannot be attention checks
        fid = str(obj.get("pairID") or ids.stable_id(obj["sentence1"], obj["sentence2"]))
        out.append(
            {
                "item_id": FILLER_PREFIX + fid,
                "pair_id": None,
                "candidate_id": None,
                "is_filler": True,
                "premise": obj["sentence1"],
                "hypothesis": obj["sentence2"],
                "context1": None,
                "context2": None,
                "gold_label": gold,
                "genre": obj.get("genre"),
            }
        )
    if not out:
        raise ExportError(
            f"{path} has no items with sentence1, sentence2 and a gold_label in {labels}"
        )
    return out


def make_hits(
    items: Sequence[dict[str, Any]],
    fillers: Sequence[dict[str, Any]] = (),
    *,
    items_per_hit: int = 20,
    filler_rate: float = 0.2,
    seed: int = 0,
) -> list[list[dict[str, Any]]]:
    """Split items into HITs of ``items_per_hit`` and interleave fillers at random positions.

    Each HIT gets ``round(filler_rate * items_per_hit)`` fillers (at least one when fillers are
    given), drawn without replacement from a shuffled pool that is reshuffled when exhausted, so
    fillers repeat across HITs only when there are too few of them.
    """
    if items_per_hit < 1:
        raise ExportError("--items-per-hit must be at least 1")
    if not 0 <= filler_rate < 1:
        raise ExportError("--filler-rate must be in [0, 1)")
    rng = random.Random(seed)
    n_fill = max(1, round(filler_rate * items_per_hit)) if fillers and filler_rate > 0 else 0
    pool: list[dict[str, Any]] = []
    hits = []
    for start in range(0, len(items), items_per_hit):
        hit = list(items[start : start + items_per_hit])
        chosen: list[dict[str, Any]] = []
        while len(chosen) < n_fill:
            if not pool:
                pool = list(fillers)
                rng.shuffle(pool)
            f = pool.pop()
            if f["item_id"] in {c["item_id"] for c in chosen} and len(fillers) > len(chosen):
                continue
            chosen.append(f)
        for f in chosen:
            hit.insert(rng.randrange(len(hit) + 1), f)
        hits.append(hit)
    return hits


def _token(batch: str, item_id: str) -> str:
    return ids.stable_id("export-item", batch, item_id)


def _context(item: dict[str, Any]) -> str:
    return " ".join(x for x in (item.get("context1"), item.get("context2")) if x)


def _write_key(path: Path, batch: str, hits: list[list[dict[str, Any]]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=KEY_COLUMNS)
        w.writeheader()
        for h, hit in enumerate(hits, 1):
            for pos, it in enumerate(hit, 1):
                w.writerow(
                    {
                        "token": _token(batch, it["item_id"]),
                        "item_id": it["item_id"],
                        "pair_id": it.get("pair_id") or "",
                        "candidate_id": it.get("candidate_id") or "",
                        "is_filler": "true" if it["is_filler"] else "false",
                        "gold_label": it["gold_label"] if it["is_filler"] else "",
                        "hit": h,
                        "position": pos,
                    }
                )


def labelstudio_config(labels: Sequence[str]) -> str:
    """Label Studio labeling config matching the exported tasks' ``data`` fields."""
    choices = "\n".join(
        f"    <Choice value={quoteattr(lab)} hotkey={quoteattr(str(i))}/>"
        for i, lab in enumerate(labels, 1)
    )
    return f"""<View>
  <Header value="Context (may be empty)" size="6"/>
  <Text name="context" value="$context"/>
  <Header value="Premise" size="5"/>
  <Text name="premise" value="$premise"/>
  <Header value="Hypothesis" size="5"/>
  <Text name="hypothesis" value="$hypothesis"/>
  <Header value="Given the premise, the hypothesis is ..." size="6"/>
  <Choices name="label" toName="premise" choice="single-radio" required="true" showInline="true">
{choices}
  </Choices>
</View>
"""


def mturk_template(items_per_hit: int, labels: Sequence[str]) -> str:
    """An HTML HIT layout for the batch CSV: one radio group ``label_k`` per item slot."""
    blocks = []
    for k in range(1, items_per_hit + 1):
        radios = " ".join(
            f'<label><input type="radio" name="label_{k}" value={quoteattr(lab)} required> '
            f"{escape(lab.replace('_', ' '))}</label>"
            for lab in labels
        )
        blocks.append(
            f'<div class="item" data-slot="{k}">\n'
            f'  <p class="context">${{context_{k}}}</p>\n'
            f"  <p><b>Premise:</b> ${{premise_{k}}}</p>\n"
            f"  <p><b>Hypothesis:</b> ${{hypothesis_{k}}}</p>\n"
            f"  <p>{radios}</p>\n</div>"
        )
    return (
        '<script src="https://assets.crowd.aws/crowd-html-elements.js"></script>\n'
        "<crowd-form>\n<p>Read each premise. Is the hypothesis then definitely true "
        "(entailment), possibly true (neutral) or definitely false (contradiction)?</p>\n"
        + "\n".join(blocks)
        + "\n<script>document.querySelectorAll('.item').forEach(d => {"
        " if (!d.querySelector('p:nth-of-type(2)').textContent.replace('Premise:', '').trim())"
        " d.remove(); });</script>\n</crowd-form>\n"
    )


def _nli_record(it: dict[str, Any]) -> dict[str, Any]:
    """An item as an MNLI-style record (field names of SNLI/MNLI), plus our metadata."""
    if it["is_filler"]:
        return {
            "sentence1": it["premise"],
            "sentence2": it["hypothesis"],
            "gold_label": it["gold_label"],
            "pairID": it["item_id"],
            "promptID": None,
            "genre": it.get("genre"),
            "annotator_labels": [],
            "is_filler": True,
        }
    return {
        "sentence1": it["premise"],
        "sentence2": it["hypothesis"],
        "gold_label": it["gold_label"],
        "pairID": it["pair_id"],
        "promptID": it["candidate_id"],
        "genre": it["phenomenon"],
        "annotator_labels": [nli3(x) for x in it["reviewer_labels"]],
        "is_filler": False,
        "pair_id": it["pair_id"],
        "candidate_id": it["candidate_id"],
        "sentence_id": it["sentence_id"],
        "doc_id": it["doc_id"],
        "source": it["source"],
        "phenomenon": it["phenomenon"],
        "subtype": it["subtype"],
        "trigger": it["trigger"],
        "confidence": it["confidence"],
        "premise_kind": it["premise_kind"],
        "hypothesis_kind": it["hypothesis_kind"],
        "heuristic_label": it["heuristic_label"],
        "label_rule": it["label_rule"],
        "label_source": it["label_source"],
        "label_inli4": it["label_inli4"],
        "reviewers": it["reviewers"],
        "reviewer_flags": it["flags"],
        "edited": it["edited"],
        "original_premise": it["generated_premise"],
        "original_hypothesis": it["generated_hypothesis"],
        "context1": it["context1"],
        "context2": it["context2"],
    }


def _companion(out: Path, suffix: str) -> Path:
    return (
        out.with_name(out.name.rsplit(".", 1)[0] + suffix)
        if "." in out.name
        else out.with_name(out.name + suffix)
    )


def export(
    con: duckdb.DuckDBPyConnection,
    fmt: str,
    out: Path,
    *,
    where: str | None = None,
    fillers: Path | None = None,
    filler_rate: float = 0.2,
    items_per_hit: int = 20,
    label_scheme: str = NLI3,
    seed: int = 0,
) -> ExportResult:
    """Write the accepted items in ``fmt`` to ``out`` (and its key/config/template companions)."""
    if fmt not in FORMATS:
        raise ExportError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if label_scheme not in LABEL_SCHEMES:
        raise ExportError(
            f"unknown label scheme {label_scheme!r}; choose {', '.join(LABEL_SCHEMES)}"
        )
    items = accepted_items(con, where)
    filler_items = read_fillers(fillers) if fillers else []
    hits = make_hits(
        items, filler_items, items_per_hit=items_per_hit, filler_rate=filler_rate, seed=seed
    )
    flat = [it for hit in hits for it in hit]
    batch = ids.stable_id("batch", fmt, seed, *(it["item_id"] for it in flat))
    out.parent.mkdir(parents=True, exist_ok=True)
    files = [out]
    labels = LABEL_SCHEMES[label_scheme]
    if fmt == "jsonl":
        with out.open("w", encoding="utf-8") as fh:
            for it in flat:
                fh.write(json.dumps(_nli_record(it), ensure_ascii=False) + "\n")
    elif fmt == "csv":
        recs = [_nli_record(it) for it in flat]
        cols = list(dict.fromkeys(k for r in recs for k in r)) or [
            "sentence1",
            "sentence2",
            "gold_label",
        ]
        with out.open("w", encoding="utf-8", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=cols)
            w.writeheader()
            for r in recs:
                w.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in r.items()})
    elif fmt == "labelstudio":
        tasks = [
            {
                "data": {
                    "token": _token(batch, it["item_id"]),
                    "context": _context(it),
                    "premise": it["premise"],
                    "hypothesis": it["hypothesis"],
                }
            }
            for it in flat
        ]
        out.write_text(json.dumps(tasks, indent=1, ensure_ascii=False), encoding="utf-8")
        config = _companion(out, ".config.xml")
        config.write_text(labelstudio_config(labels), encoding="utf-8")
        files.append(config)
    else:  # mturk
        width = max((len(h) for h in hits), default=items_per_hit)
        cols = ["hit_key"] + [
            f"{f}_{k}"
            for k in range(1, width + 1)
            for f in ("item", "context", "premise", "hypothesis")
        ]
        with out.open("w", encoding="utf-8", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=cols)
            w.writeheader()
            for h, hit in enumerate(hits, 1):
                row = {c: "" for c in cols} | {"hit_key": f"{batch}-{h}"}
                for k, it in enumerate(hit, 1):
                    row |= {
                        f"item_{k}": _token(batch, it["item_id"]),
                        f"context_{k}": _context(it),
                        f"premise_{k}": it["premise"],
                        f"hypothesis_{k}": it["hypothesis"],
                    }
                w.writerow(row)
        template = _companion(out, ".template.html")
        template.write_text(mturk_template(width, labels), encoding="utf-8")
        files.append(template)
    if fmt in ("labelstudio", "mturk") or filler_items:
        key = _companion(out, ".key.csv")
        _write_key(key, batch, hits)
        files.append(key)
    return ExportResult(
        files=tuple(files),
        n_items=sum(not it["is_filler"] for it in flat),
        n_fillers=sum(it["is_filler"] for it in flat),
        n_hits=len(hits),
    )
