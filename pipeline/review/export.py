"""Hand accepted, reviewed pairs to an annotation platform or an NLI training file.

What is exported: pairs that at least one reviewer accepted and no reviewer rejected (latest
decisions, ``review_status``; "unsure" does not block), with the reviewers' edits applied (the
latest accepting reviewer's edit of each text wins). An adjudication in force on a pair
(``adjudication_status``, ``mine review --adjudicate``) overrides that: adjudicated "accept" is
exported and "reject" is not, whatever the reviewers decided, with the adjudicator's texts
(the generated texts plus the adjudicator's edits); an adjudicated "unsure" settles nothing.
Formats:

- ``labelstudio``: a task list (JSON) plus the matching labeling config (``<out>.config.xml``,
  e.g. ``tasks.json.config.xml``); with ``predictions=True`` each task carries the heuristic label
  as a Label Studio prediction (pre-annotation, ``model_version`` = the extractor's version);
- ``mturk``: a batch CSV, one row per HIT of ``--items-per-hit`` items (columns ``item_k``,
  ``premise_k``, ``hypothesis_k``, ``context_k``) plus an HTML HIT template
  (``<out>.template.html``) whose answers are ``label_k``. MTurk substitutes ``${var}`` into the
  template verbatim, so every text value in the CSV is HTML-escaped (and ``$`` written as
  ``&#36;``): a mined sentence holding markup shows as text and cannot run script;
- ``jsonl``: NLI pairs with SNLI/MNLI field names (``sentence1``, ``sentence2``, ``gold_label``,
  ``pairID``, ``promptID``, ``annotator_labels``, ``genre``) plus our ids and metadata;
- ``csv``: the same flat rows as a spreadsheet.

Filler items (NOPE Sec. 3 and App. D: 5 MNLI pairs with known labels per task of 20-30 items, used
as attention checks) are interleaved at random positions when ``--fillers`` is given. Items carry
opaque tokens on the platforms; the key file ``<out>.key.csv`` maps them back to our ids and says
which are fillers with which gold label. ``mine import-annotations`` reads it. Companion files
are named after the whole output file name, so ``X.json`` and ``X.csv`` never share a key.

Gold label of a reviewed item: the adjudicated label when the adjudication in force gave one;
else the label more than half of the reviewers gave *to the exact text
exported* (a label given to the original hypothesis does not count for another reviewer's edited
hypothesis; 4-way labels count as their 3-way label). No labels at all: the heuristic label.
Labels but no majority: ``-`` as in SNLI/MNLI (``no_majority="dash"``; or ``"heuristic"``, or
``"drop"`` to leave such items out).

Order and ``--top`` (issue #20): items go out highest ``keep_score`` first (the ranking model's
estimate that reviewers keep the pair; the candidate ``confidence`` where a pair has no score), or
in a seeded random order (``order="random"``); ``top`` keeps the first K of that order, so
``--top 500`` hands over the 500 accepted pairs the model rates best (or 500 at random). In the
score order controls (an embedded premise with the original sentence as hypothesis) take at most
``CONTROL_SHARE`` (25%) of every prefix, as in the review queue (``order.cap_controls``): their
keep_score is high because they are easy, not because they test the trigger.

Exports never overwrite an existing file unless ``force`` is given and never write inside a
warehouse; all files are written to temporary names first and renamed into place.
"""

from __future__ import annotations

import contextlib
import csv
import html
import io
import json
import os
import random
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import duckdb

from .. import ids
from ..errors import Errors, MineError
from ..warehouse import DB_NAME
from .order import CONTROL_SHARE, cap_controls, has_keep_score, is_control_pair, random_key
from .vocab import LABEL_SCHEMES, NLI3, TO_NLI3, display_name, is_inli4_only, nli3

FORMATS = ("labelstudio", "mturk", "jsonl", "csv")
#: What ``gold_label`` becomes when reviewers labelled an item but no label has a majority.
NO_MAJORITY = ("dash", "heuristic", "drop")
NO_CONSENSUS = "-"
#: Export orders: highest keep_score first, or seeded random.
EXPORT_ORDERS = ("score", "random")
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
    "label_scheme",
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
        list({'reviewer': reviewer, 'label': label, 'edits': edits} ORDER BY reviewer)
            FILTER (WHERE label IS NOT NULL) AS judgements,
        list(flags) AS reviewer_flags,
        arg_max(edits, reviewed_at) FILTER (WHERE decision = 'accept' AND edits <> '{}') AS edits
    FROM st
    GROUP BY pair_id
),
adj AS (  -- the adjudication in force; 'unsure' settles nothing
    SELECT pair_id, decision AS adj_decision, label AS adj_label, edits AS adj_edits,
        reviewer AS adjudicator, flags AS adj_flags
    FROM adjudication_status WHERE pair_id IS NOT NULL AND decision IN ('accept', 'reject')
)
SELECT
    p.pair_id, p.candidate_id, p.sentence_id, p.phenomenon, p.subtype,
    p.premise, p.hypothesis, p.premise_kind, p.hypothesis_kind, p.heuristic_label, p.label_rule,
    p.well_formed, {keep_score} AS keep_score, c.trigger, c.trigger_lemma, c.confidence,
    s.doc_id, s.source,
    s.text AS sentence, s.context1, s.context2,
    c.extractor, a.n_accept, a.n_reject, a.n_unsure, a.reviewers, a.judgements, a.reviewer_flags,
    CASE WHEN j.adj_decision IS NULL THEN a.edits ELSE j.adj_edits END AS edits,
    j.adj_decision, j.adj_label, j.adjudicator, j.adj_flags
FROM pairs p
JOIN agg a USING (pair_id)
LEFT JOIN adj j USING (pair_id)
JOIN candidates c ON c.candidate_id = p.candidate_id
JOIN sentences s ON s.sentence_id = p.sentence_id
WHERE CASE WHEN j.adj_decision IS NULL THEN a.n_accept > 0 AND a.n_reject = 0
    ELSE j.adj_decision = 'accept' END
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


def _inli4(labels: Sequence[str], adjudicated: str | None) -> str | None:
    """The 4-way gold label: the adjudicated one if 4-way, else the reviewers' 4-way majority."""
    if adjudicated:
        return adjudicated if is_inli4_only(adjudicated) else None
    return _majority(labels) if any(is_inli4_only(x) for x in labels) else None


def _judged_text(generated: tuple[str, str], edits_json: str | None) -> tuple[str, str]:
    """The (premise, hypothesis) a reviewer saw when labelling: the generated text + own edits."""
    edits = json.loads(edits_json or "{}")
    return edits.get("premise", generated[0]), edits.get("hypothesis", generated[1])


def gold_for(
    labels: Sequence[str],
    heuristic: str,
    no_majority: str = "dash",
    adjudicated: str | None = None,
) -> tuple[str | None, str]:
    """(gold label, where it came from) under the gold-label rule of the module docstring.

    ``adjudicated``: the label of the adjudication in force, which overrides the reviewers'.
    Returns ``(None, "no_majority")`` when the item is to be dropped.
    """
    if adjudicated:
        return nli3(adjudicated) or adjudicated, "adjudication"
    if not labels:
        return heuristic, "heuristic"
    review = _majority([nli3(x) or x for x in labels])
    if review:
        return review, "review"
    if no_majority == "heuristic":
        return heuristic, "heuristic_no_majority"
    if no_majority == "drop":
        return None, "no_majority"
    return NO_CONSENSUS, "no_majority"


def _sort_key(order: str, seed: int) -> Any:
    if order == "random":
        return lambda it: random_key(seed, it["pair_id"])
    return lambda it: (-export_score(it), -(it["confidence"] or 0.0), it["pair_id"])


def export_score(item: dict[str, Any]) -> float:
    """The score an item is exported by: its ``keep_score``, else its candidate's confidence."""
    score = item.get("keep_score")
    return float(item["confidence"] or 0.0) if score is None else float(score)


def accepted_items(
    con: duckdb.DuckDBPyConnection,
    where: str | None = None,
    *,
    no_majority: str = "dash",
    order: str = "score",
    top: int | None = None,
    seed: int = 0,
) -> list[dict[str, Any]]:
    """Accepted pairs with edits applied and a gold label (see the gold-label rule above).

    ``where`` is an SQL predicate over the columns of the accepted-items query (pair, candidate
    and sentence columns, ``keep_score``, ``n_accept``, ``reviewers``, ...). ``order``/``top``/
    ``seed``: highest ``keep_score`` first (or seeded random), the first ``top`` only.
    """
    if no_majority not in NO_MAJORITY:
        raise ExportError(f"--no-majority must be one of {', '.join(NO_MAJORITY)}")
    if order not in EXPORT_ORDERS:
        raise MineError(Errors.E150, order=order, available=", ".join(EXPORT_ORDERS))
    if top is not None and top < 1:
        raise MineError(Errors.E151, option="--top", what="1 or more", value=top)
    score = "p.keep_score" if has_keep_score(con) else "CAST(NULL AS DOUBLE)"
    accepted = _ACCEPTED_SQL.replace("{keep_score}", score)
    sql = f"SELECT * FROM ({accepted}) WHERE {where}" if where else accepted
    cur = con.execute(sql + " ORDER BY pair_id")
    cols = [d[0] for d in cur.description]
    items = []
    for row in cur.fetchall():
        r = dict(zip(cols, row, strict=True))
        edits = json.loads(r.pop("edits") or "{}")
        generated = (r["premise"], r["hypothesis"])
        exported = (edits.get("premise", generated[0]), edits.get("hypothesis", generated[1]))
        labels, other_text = [], []
        for j in r.pop("judgements") or []:
            same = _judged_text(generated, j["edits"]) == exported
            (labels if same else other_text).append(j["label"])
        flag_lists = [*(r.pop("reviewer_flags") or []), r.pop("adj_flags")]
        flags = sorted({f for fl in flag_lists for f in json.loads(fl or "[]")})
        adj_label = r.pop("adj_label")
        gold, source = gold_for(labels, r["heuristic_label"], no_majority, adj_label)
        if gold is None:
            continue
        r.update(
            item_id=r["pair_id"],
            is_filler=False,
            generated_premise=r["premise"],
            generated_hypothesis=r["hypothesis"],
            premise=exported[0],
            hypothesis=exported[1],
            edited=bool(edits),
            reviewer_labels=labels,
            labels_other_text=other_text,
            flags=flags,
            gold_label=gold,
            label_source=source,
            label_inli4=_inli4(labels, adj_label),
        )
        items.append(r)
    items.sort(key=_sort_key(order, seed))
    if order == "score":
        # as the review queue: controls (embedded premise, the original sentence as hypothesis)
        # take at most CONTROL_SHARE of every prefix, so `--top k` is not filled with them
        items = cap_controls(items, CONTROL_SHARE, is_control_pair)
    return items[:top] if top is not None else items


def read_fillers(path: Path, label_scheme: str = NLI3) -> list[dict[str, Any]]:
    """MNLI/SNLI-style JSONL items with a gold label, as filler items (NOPE App. D).

    Gold labels of either scheme are read; 4-way gold is collapsed to 3-way when the annotators
    are asked in the 3-way scheme (a 3-way gold label is compared in 3-way even when asked in
    4-way: either entailment counts as ``entailment``).
    """
    labels = tuple(TO_NLI3)
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
        if label_scheme == NLI3:
            gold = nli3(gold)
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
            f"{path} has no items with sentence1, sentence2 and a gold_label in {', '.join(labels)}"
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


def _key_csv(batch: str, hits: list[list[dict[str, Any]]], label_scheme: str) -> str:
    buf = io.StringIO(newline="")
    w = csv.DictWriter(buf, fieldnames=KEY_COLUMNS, lineterminator="\r\n")
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
                    "label_scheme": label_scheme,
                }
            )
    return buf.getvalue()


def labelstudio_config(labels: Sequence[str]) -> str:
    """Label Studio labeling config matching the exported tasks' ``data`` fields.

    Annotators see readable names; ``alias`` makes Label Studio store the label itself in the
    results (the importer accepts either).
    """
    choices = "\n".join(
        f"    <Choice value={quoteattr(display_name(lab))}"
        + (f" alias={quoteattr(lab)}" if display_name(lab) != lab else "")
        + f" hotkey={quoteattr(str(i))}/>"
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
            f"{escape(display_name(lab))}</label>"
            for lab in labels
        )
        blocks.append(
            f'<div class="item" data-slot="{k}">\n'
            f'  <p class="context">${{context_{k}}}</p>\n'
            f'  <p class="premise"><b>Premise:</b> ${{premise_{k}}}</p>\n'
            f'  <p class="hypothesis"><b>Hypothesis:</b> ${{hypothesis_{k}}}</p>\n'
            f"  <p>{radios}</p>\n</div>"
        )
    ask = (
        "(explicit entailment: it follows from the words alone; implied entailment: it follows "
        "with reasoning or world knowledge)"
        if any(is_inli4_only(lab) for lab in labels)
        else "(entailment)"
    )
    return (
        '<script src="https://assets.crowd.aws/crowd-html-elements.js"></script>\n'
        "<crowd-form>\n<p>Read each premise. Is the hypothesis then definitely true "
        f"{ask}, possibly true (neutral) or definitely false (contradiction)?</p>\n"
        + "\n".join(blocks)
        + "\n<script>document.querySelectorAll('.item').forEach(d => {"
        " if (!d.querySelector('.premise').textContent.replace('Premise:', '').trim())"
        " d.remove(); });</script>\n</crowd-form>\n"
    )


def html_value(text: str | None) -> str:
    """A CSV value as MTurk will paste it into HTML: escaped, and no ``$`` left to substitute."""
    return html.escape(text or "", quote=True).replace("$", "&#36;")


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
        "keep_score": it.get("keep_score"),
        "premise_kind": it["premise_kind"],
        "hypothesis_kind": it["hypothesis_kind"],
        "heuristic_label": it["heuristic_label"],
        "label_rule": it["label_rule"],
        "label_source": it["label_source"],
        "label_inli4": it["label_inli4"],
        "reviewer_labels": list(it["reviewer_labels"]),
        "labels_other_text": [nli3(x) for x in it["labels_other_text"]],
        "reviewers": it["reviewers"],
        "adjudicator": it.get("adjudicator"),
        "reviewer_flags": it["flags"],
        "edited": it["edited"],
        "original_premise": it["generated_premise"],
        "original_hypothesis": it["generated_hypothesis"],
        "context1": it["context1"],
        "context2": it["context2"],
    }


def companion(out: Path, suffix: str) -> Path:
    """``tasks.json`` + ``.key.csv`` -> ``tasks.json.key.csv`` (named after the whole file name)."""
    return out.with_name(out.name + suffix)


def _inside_warehouse(out: Path, warehouse_root: Path | None) -> Path | None:
    """The warehouse folder ``out`` would land in (the given one, or any folder with a DB)."""
    resolved = out.resolve()
    if warehouse_root is not None:
        root = warehouse_root.resolve()
        if resolved == root or root in resolved.parents:
            return root
    for folder in resolved.parents:
        if (folder / DB_NAME).exists():
            return folder
    return None


def check_out(
    out: Path, fmt: str, *, warehouse_root: Path | None, force: bool, with_key: bool = True
) -> list[Path]:
    """The files an export to ``out`` writes; refuses a directory, a warehouse, existing files."""
    if out.is_dir():
        raise MineError(Errors.E042, path=out)
    root = _inside_warehouse(out, warehouse_root)
    if root is not None:
        raise MineError(Errors.E041, path=out, warehouse=root)
    suffixes = [x for x in _COMPANIONS[fmt] if with_key or x != ".key.csv"]
    files = [out] + [companion(out, x) for x in suffixes]
    existing = [f for f in files if f.exists()]
    if existing and not force:
        raise MineError(Errors.E040, path=existing[0], what=", ".join(f.name for f in existing))
    for f in files[1:]:
        if f.is_dir():
            raise MineError(Errors.E042, path=f)
    return files


#: Companion files of each format (the key is written for the platforms, and with fillers).
_COMPANIONS: dict[str, tuple[str, ...]] = {
    "labelstudio": (".config.xml", ".key.csv"),
    "mturk": (".template.html", ".key.csv"),
    "jsonl": (".key.csv",),
    "csv": (".key.csv",),
}


def _write_all(contents: dict[Path, str]) -> None:
    """Write every file to a temporary name, then rename them all into place."""
    staged: list[tuple[Path, Path]] = []
    try:
        for path, text in contents.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.parent / f".{path.name}.{uuid.uuid4().hex}.part"
            with tmp.open("w", encoding="utf-8", newline="") as fh:
                fh.write(text)
            staged.append((tmp, path))
        for tmp, path in staged:
            os.replace(tmp, path)
    finally:
        for tmp, _ in staged:
            with contextlib.suppress(FileNotFoundError):
                tmp.unlink()


def _prediction(it: dict[str, Any], labels: Sequence[str]) -> list[dict[str, Any]]:
    """The heuristic label as a Label Studio prediction (pre-annotation) of the task.

    Only a label the config offers is predicted: under the 4-way scheme a heuristic
    ``entailment`` cannot say which entailment it is, so such tasks get no prediction.
    """
    if it["is_filler"] or it["heuristic_label"] not in labels:
        return []
    return [
        {
            "model_version": it.get("extractor") or it["phenomenon"],
            "score": it.get("confidence"),
            "result": [
                {
                    "from_name": "label",
                    "to_name": "premise",
                    "type": "choices",
                    "value": {"choices": [it["heuristic_label"]]},
                }
            ],
        }
    ]


def _csv_text(cols: Sequence[str], rows: Sequence[dict[str, Any]]) -> str:
    buf = io.StringIO(newline="")
    w = csv.DictWriter(buf, fieldnames=list(cols), lineterminator="\r\n")
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


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
    no_majority: str = "dash",
    predictions: bool = False,
    force: bool = False,
    warehouse_root: Path | None = None,
    order: str = "score",
    top: int | None = None,
) -> ExportResult:
    """Write the accepted items in ``fmt`` to ``out`` (and its key/config/template companions).

    ``order``/``top``: see ``accepted_items`` (``seed`` also seeds the random order)."""
    if fmt not in FORMATS:
        raise ExportError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if label_scheme not in LABEL_SCHEMES:
        raise ExportError(
            f"unknown label scheme {label_scheme!r}; choose {', '.join(LABEL_SCHEMES)}"
        )
    if predictions and fmt != "labelstudio":
        raise ExportError("--predictions is for --format labelstudio")
    with_key = fmt in ("labelstudio", "mturk") or fillers is not None
    check_out(out, fmt, warehouse_root=warehouse_root, force=force, with_key=with_key)
    items = accepted_items(con, where, no_majority=no_majority, order=order, top=top, seed=seed)
    filler_items = read_fillers(fillers, label_scheme) if fillers else []
    hits = make_hits(
        items, filler_items, items_per_hit=items_per_hit, filler_rate=filler_rate, seed=seed
    )
    flat = [it for hit in hits for it in hit]
    batch = ids.stable_id("batch", fmt, seed, *(it["item_id"] for it in flat))
    labels = LABEL_SCHEMES[label_scheme]
    contents: dict[Path, str] = {}
    if fmt == "jsonl":
        contents[out] = "".join(
            json.dumps(_nli_record(it), ensure_ascii=False) + "\n" for it in flat
        )
    elif fmt == "csv":
        recs = [_nli_record(it) for it in flat]
        cols = list(dict.fromkeys(k for r in recs for k in r)) or [
            "sentence1",
            "sentence2",
            "gold_label",
        ]
        contents[out] = _csv_text(
            cols,
            [{k: json.dumps(v) if isinstance(v, list) else v for k, v in r.items()} for r in recs],
        )
    elif fmt == "labelstudio":
        tasks = []
        for it in flat:
            task: dict[str, Any] = {
                "data": {
                    "token": _token(batch, it["item_id"]),
                    "context": _context(it),
                    "premise": it["premise"],
                    "hypothesis": it["hypothesis"],
                }
            }
            if predictions and _prediction(it, labels):
                task["predictions"] = _prediction(it, labels)
            tasks.append(task)
        contents[out] = json.dumps(tasks, indent=1, ensure_ascii=False)
        contents[companion(out, ".config.xml")] = labelstudio_config(labels)
    else:  # mturk
        width = max((len(h) for h in hits), default=items_per_hit)
        cols = ["hit_key"] + [
            f"{f}_{k}"
            for k in range(1, width + 1)
            for f in ("item", "context", "premise", "hypothesis")
        ]
        rows = []
        for h, hit in enumerate(hits, 1):
            row = {c: "" for c in cols} | {"hit_key": f"{batch}-{h}"}
            for k, it in enumerate(hit, 1):
                row |= {
                    f"item_{k}": _token(batch, it["item_id"]),
                    f"context_{k}": html_value(_context(it)),
                    f"premise_{k}": html_value(it["premise"]),
                    f"hypothesis_{k}": html_value(it["hypothesis"]),
                }
            rows.append(row)
        contents[out] = _csv_text(cols, rows)
        contents[companion(out, ".template.html")] = mturk_template(width, labels)
    if fmt in ("labelstudio", "mturk") or filler_items:
        contents[companion(out, ".key.csv")] = _key_csv(batch, hits, label_scheme)
    _write_all(contents)
    return ExportResult(
        files=tuple(contents),
        n_items=sum(not it["is_filler"] for it in flat),
        n_fillers=sum(it["is_filler"] for it in flat),
        n_hits=len(hits),
    )
