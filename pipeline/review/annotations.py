"""Import annotation results (Label Studio exports, MTurk batch results CSV) into the warehouse.

Rows are keyed by the platform's own annotation id (Label Studio ``annotations[].id``, MTurk
``AssignmentId`` + item). Platforms export cumulative snapshots (a Label Studio export holds the
whole project, an MTurk batch CSV every assignment so far), so each import *replaces* the snapshot
of its export batch: ``annotations/<platform>/<batch>.parquet``, where the batch is the set of
items of the key file. A later export of the same project therefore replaces earlier rows for the
same annotation (edits), drops annotations deleted or cancelled on the platform, and re-importing
the same file changes nothing. One Label Studio project (or MTurk batch) per `mine export` file.

Items are identified through the key file that ``mine export`` wrote beside the tasks (opaque
tokens -> our pair ids, fillers and their gold labels, the label scheme asked), so attention checks
can be scored (NOPE App. D) in ``annotation_worker_accuracy`` and majority labels computed in
``annotation_labels``. Nothing is written unless the whole file is valid, every token is in the key
and every item of the key is a pair of this warehouse.

Formats read, as the platforms write them (Label Studio 1.23):

- Label Studio ``JSON`` export: a list of tasks ``{"id", "data": {...}, "annotations": [{"id",
  "completed_by", "result": [{"from_name", "type": "choices", "value": {"choices": [...]}}],
  "was_cancelled", "lead_time", "created_at", "updated_at"}]}``. ``completed_by`` is a user id
  (newer versions) or a user object with ``email`` (older ones).
- Label Studio ``JSON_MIN`` and ``CSV`` exports: one record per annotation with the task's data
  fields flattened (``token``, ...), ``id`` (task), ``annotation_id``, ``annotator``,
  ``created_at``, ``updated_at``, ``lead_time`` and the choice under the control's name
  (``label``: a string, or ``{"choices": [...]}``).
- MTurk batch results CSV: ``HITId, AssignmentId, WorkerId, AssignmentStatus, WorkTimeInSeconds,
  SubmitTime, Input.<column>..., Answer.<field>...``; our template's answers are ``Answer.label_k``
  (plain radio inputs) or ``Answer.label_k.<choice>`` = ``true`` (crowd-radio-button style).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from .. import ids
from ..errors import Errors, MineError, saving
from ..warehouse import Warehouse
from .vocab import DISPLAY_NAMES, LABEL_SCHEMES, TO_NLI3, matches_gold, nli3

PLATFORMS = ("labelstudio", "mturk")
#: MTurk assignment statuses whose answers are not used.
_DISCARDED_STATUS = frozenset({"Rejected"})
_LS_HINT = "Label Studio: Export > JSON, JSON_MIN or CSV"
_MTURK_HINT = "MTurk: Manage > the batch > Download CSV"
_KEY_REQUIRED = ("token", "item_id", "is_filler")


class AnnotationImportError(ValueError):
    """A request the importer cannot serve (unknown platform)."""


@dataclass(frozen=True)
class KeyEntry:
    token: str
    item_id: str
    pair_id: str | None
    candidate_id: str | None
    is_filler: bool
    gold_label: str | None
    label_scheme: str | None = None  # None: a key written before schemes were recorded


@dataclass(frozen=True)
class Annotation:
    """One platform annotation of one item, before it is matched to the key."""

    token: str
    worker: str
    raw_label: str | None
    platform_id: str
    task_id: str | None
    seconds: float | None
    submitted: str | None
    where: str


@dataclass(frozen=True)
class ImportResult:
    path: Path
    n_rows: int
    n_replaced: int
    n_removed: int


def read_key(path: Path) -> dict[str, KeyEntry]:
    """``{token: KeyEntry}`` from the ``<out>.key.csv`` an export wrote."""
    out: dict[str, KeyEntry] = {}
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in _KEY_REQUIRED if c not in (reader.fieldnames or [])]
            if missing:
                raise MineError(Errors.E047, path=path, problem=f"no column {', '.join(missing)}")
            for row in reader:
                out[row["token"]] = KeyEntry(
                    token=row["token"],
                    item_id=row["item_id"],
                    pair_id=row.get("pair_id") or None,
                    candidate_id=row.get("candidate_id") or None,
                    is_filler=(row.get("is_filler") or "").lower() == "true",
                    gold_label=row.get("gold_label") or None,
                    label_scheme=row.get("label_scheme") or None,
                )
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise MineError(Errors.E047, path=path, problem=exc) from exc
    if not out:
        raise MineError(Errors.E047, path=path, problem="it has no rows")
    return out


def _key_batch(key: dict[str, KeyEntry]) -> str:
    """The export batch a key file describes: a hash of its item tokens (stable across copies)."""
    return ids.stable_id("key-batch", *sorted(key))


def normalise_label(raw: str | None) -> str | None:
    """Platform label text -> our label vocabulary (case, spaces and hyphens folded).

    Readable names shown to annotators (``explicit entailment``) map back to their label.
    """
    if raw is None:
        return None
    key = raw.strip().lower().replace(" ", "_").replace("-", "_")
    if key in TO_NLI3:
        return key
    by_name = {v.replace(" ", "_"): k for k, v in DISPLAY_NAMES.items()}
    return by_name.get(key)


def _malformed(path: Path, what: str, problem: str, hint: str = _LS_HINT) -> MineError:
    return MineError(Errors.E043, path=path, what=what, problem=problem, hint=hint)


def _str_id(value: Any) -> str | None:
    if value is None or isinstance(value, (dict, list, bool)):
        return None
    return str(value)


def _worker(value: Any) -> str | None:
    if isinstance(value, dict):
        value = value.get("email") or value.get("id")
    return _str_id(value)


def _seconds(value: Any) -> float | None:
    try:
        return None if value in (None, "") else float(value)
    except (TypeError, ValueError):
        return None


def _ls_choice(path: Path, value: Any, where: str, *, flat: bool = False) -> str | None:
    """The single choice of a Label Studio result value (``choices`` must be a list of strings).

    ``flat``: a JSON_MIN/CSV value, where a single choice is written as a plain string.
    """
    what = "Label Studio export"
    if isinstance(value, dict):
        value = value.get("choices")
    if value is None or value == []:
        return None
    if isinstance(value, str) and flat:
        return value or None
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise _malformed(path, what, f"{where}: choices is {type(value).__name__}, not a list")
    if len(value) > 1:
        raise _malformed(path, what, f"{where}: {len(value)} choices where one is asked")
    return value[0]


def _ls_json_tasks(path: Path, tasks: list[dict[str, Any]]) -> Iterator[Annotation]:
    what = "Label Studio JSON export"
    for n, task in enumerate(tasks, 1):
        where = f"task {task.get('id', f'#{n}')}"
        data = task.get("data")
        token = data.get("token") if isinstance(data, dict) else None
        if not isinstance(token, str) or not token:
            raise _malformed(path, what, f"{where} has no data.token (not a `mine export` task)")
        anns = task.get("annotations") or []
        if not isinstance(anns, list):
            raise _malformed(path, what, f"{where}: annotations is not a list")
        for ann in anns:
            if not isinstance(ann, dict):
                raise _malformed(path, what, f"{where}: an annotation is not an object")
            if ann.get("was_cancelled"):
                continue  # skipped by the annotator: not an answer
            aid = _str_id(ann.get("id"))
            if aid is None:
                raise _malformed(path, what, f"{where}: an annotation has no id")
            results = ann.get("result") or []
            if not isinstance(results, list) or not all(isinstance(r, dict) for r in results):
                raise _malformed(path, what, f"{where}, annotation {aid}: result is not a list")
            choices = [
                _ls_choice(path, r.get("value"), f"{where}, annotation {aid}")
                for r in results
                if r.get("type", "choices") == "choices" and r.get("from_name", "label") == "label"
            ]
            choices = [c for c in choices if c is not None]
            yield Annotation(
                token=token,
                worker=_worker(ann.get("completed_by")) or "unknown",
                raw_label=choices[0] if choices else None,
                platform_id=aid,
                task_id=_str_id(task.get("id")),
                seconds=_seconds(ann.get("lead_time")),
                submitted=ann.get("updated_at") or ann.get("created_at"),
                where=f"{where}, annotation {aid}",
            )


def _ls_min_records(path: Path, records: list[dict[str, Any]], what: str) -> Iterator[Annotation]:
    for n, rec in enumerate(records, 1):
        where = f"record {n} (task {rec.get('id')})"
        token = rec.get("token")
        if not isinstance(token, str) or not token:
            raise _malformed(path, what, f"{where} has no token field (not a `mine export` task)")
        aid = _str_id(rec.get("annotation_id"))
        if aid is None:
            if rec.get("label") in (None, ""):
                continue  # a task nobody annotated yet
            raise _malformed(path, what, f"{where} has a label but no annotation_id")
        label = rec.get("label")
        if isinstance(label, str) and label.startswith(("{", "[")):  # CSV cell holding JSON
            try:
                label = json.loads(label)
            except json.JSONDecodeError:
                pass
        yield Annotation(
            token=token,
            worker=_worker(rec.get("annotator")) or "unknown",
            raw_label=_ls_choice(path, label, where, flat=True),
            platform_id=aid,
            task_id=_str_id(rec.get("id")),
            seconds=_seconds(rec.get("lead_time")),
            submitted=rec.get("updated_at") or rec.get("created_at"),
            where=where,
        )


def parse_labelstudio(path: Path, text: str) -> Iterator[Annotation]:
    """Annotations of a Label Studio JSON, JSON_MIN or CSV export (detected from the content)."""
    stripped = text.lstrip()
    if not stripped.startswith(("[", "{")):
        reader = csv.DictReader(io.StringIO(text))
        cols = reader.fieldnames or []
        if "token" not in cols or "annotation_id" not in cols:
            raise _malformed(
                path,
                "Label Studio export",
                "neither JSON nor a CSV export with token and annotation_id columns",
            )
        yield from _ls_min_records(path, list(reader), "Label Studio CSV export")
        return
    try:
        tasks = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _malformed(path, "Label Studio export", f"invalid JSON ({exc})") from exc
    if not isinstance(tasks, list):
        raise _malformed(
            path, "Label Studio export", f"a JSON {type(tasks).__name__}, not a list of tasks"
        )
    bad = next((i for i, t in enumerate(tasks, 1) if not isinstance(t, dict)), None)
    if bad is not None:
        kind = type(tasks[bad - 1]).__name__
        raise _malformed(path, "Label Studio export", f"item {bad} is a {kind}, not an object")
    if any("annotations" in t or "data" in t for t in tasks):
        yield from _ls_json_tasks(path, tasks)
    else:
        yield from _ls_min_records(path, tasks, "Label Studio JSON_MIN export")


def _answer(row: dict[str, str], k: int) -> str | None:
    plain = row.get(f"Answer.label_{k}")
    if plain:
        return plain
    prefix = f"Answer.label_{k}."
    on = [
        c[len(prefix) :]
        for c, v in row.items()
        if c.startswith(prefix) and str(v).lower() in ("true", "on", "1")
    ]
    return on[0] if len(on) == 1 else None


def parse_mturk(path: Path, text: str) -> Iterator[Annotation]:
    """Annotations (one per assignment and item slot) of an MTurk batch results CSV."""
    what = "MTurk batch results CSV of a `mine export --format mturk` batch"
    try:
        reader = csv.DictReader(io.StringIO(text))
        cols = reader.fieldnames or []
        rows = list(reader)
    except csv.Error as exc:
        raise _malformed(path, what, str(exc), _MTURK_HINT) from exc
    need = [c for c in ("WorkerId", "AssignmentId") if c not in cols]
    if need or not any(c.startswith("Input.item_") for c in cols):
        problem = f"no column {', '.join(need) or 'Input.item_1'}"
        raise _malformed(path, what, problem, _MTURK_HINT)
    slots = sorted(
        int(c.rsplit("_", 1)[1])
        for c in cols
        if c.startswith("Input.item_") and c.rsplit("_", 1)[1].isdigit()
    )
    for n, row in enumerate(rows, 2):
        if row.get("AssignmentStatus") in _DISCARDED_STATUS:
            continue
        if not row.get("AssignmentId") or not row.get("WorkerId"):
            raise _malformed(path, what, f"line {n} has no AssignmentId/WorkerId", _MTURK_HINT)
        for k in slots:
            token = row.get(f"Input.item_{k}") or ""
            if not token:
                continue  # an empty slot of a short last HIT
            yield Annotation(
                token=token,
                worker=row["WorkerId"],
                raw_label=_answer(row, k),
                platform_id=f"{row['AssignmentId']}/{k}",
                task_id=row.get("HITId"),
                seconds=_seconds(row.get("WorkTimeInSeconds")),
                submitted=row.get("SubmitTime"),
                where=f"line {n}, item {k}",
            )


def _row(
    platform: str, batch: str, entry: KeyEntry, ann: Annotation, label: str | None, source: str
) -> dict[str, Any]:
    return {
        "annotation_id": ids.stable_id("annotation", platform, batch, ann.platform_id, ann.token),
        "platform": platform,
        "batch": batch,
        "item_id": entry.item_id,
        "pair_id": entry.pair_id,
        "candidate_id": entry.candidate_id,
        "is_filler": entry.is_filler,
        "filler_gold": entry.gold_label if entry.is_filler else None,
        "worker_id": ann.worker,
        "hit_id": ann.task_id,
        "assignment_id": ann.platform_id.split("/")[0],
        "label": label,
        "raw_label": ann.raw_label,
        "work_seconds": ann.seconds,
        "submitted_at": None if ann.submitted is None else str(ann.submitted),
        "imported_at": None,
        "source_file": source,
        "platform_annotation_id": ann.platform_id,
        "label_scheme": entry.label_scheme,
        "label_nli3": nli3(label),
        "filler_correct": matches_gold(label, entry.gold_label) if entry.is_filler else None,
    }


def _check_key_against_warehouse(warehouse: Warehouse, key_path: Path, key: dict) -> None:
    """Refuse a key whose real items are not pairs of this warehouse (a key of another one)."""
    wanted = sorted({e.pair_id for e in key.values() if not e.is_filler and e.pair_id})
    if not wanted:
        return
    con = warehouse.connect()
    try:
        found = {
            r[0]
            for r in con.execute(
                "SELECT DISTINCT pair_id FROM pairs WHERE list_contains(?, pair_id)", [wanted]
            ).fetchall()
        }
    finally:
        con.close()
    missing = [p for p in wanted if p not in found]
    if missing:
        raise MineError(
            Errors.E045,
            key=key_path,
            n_missing=len(missing),
            n_items=len(wanted),
            warehouse=warehouse.root,
            example=missing[0],
        )


def _legacy_snapshots(warehouse: Warehouse, platform: str, key: dict[str, KeyEntry]) -> list[Path]:
    """Files of this key's items written by the old importer (one file per results file, no
    platform annotation ids): the new snapshot supersedes them, so they are removed with it."""
    items = {e.item_id for e in key.values()}
    out = []
    for path in sorted(warehouse.path("annotations", platform).glob("*.parquet")):
        try:
            table = pq.read_table(path, columns=None)
        except (OSError, ValueError):
            continue
        if "platform_annotation_id" in table.column_names:
            continue
        if set(table.column("item_id").to_pylist()) <= items:
            out.append(path)
    return out


def _comparable(row: dict[str, Any]) -> tuple:
    return tuple(v for k, v in sorted(row.items()) if k not in ("imported_at", "source_file"))


def import_annotations(
    warehouse: Warehouse, platform: str, path: Path, key_path: Path
) -> ImportResult:
    """Validate a results file against its key and the warehouse, then replace its snapshot."""
    if platform not in PLATFORMS:
        raise AnnotationImportError(
            f"unknown platform {platform!r}; choose one of {', '.join(PLATFORMS)}"
        )
    key = read_key(key_path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        hint = _LS_HINT if platform == "labelstudio" else _MTURK_HINT
        raise _malformed(path, f"{platform} results file", str(exc), hint) from exc
    parse = parse_labelstudio if platform == "labelstudio" else parse_mturk
    batch = _key_batch(key)
    rows: dict[str, dict[str, Any]] = {}
    for ann in parse(path, text):
        entry = key.get(ann.token)
        if entry is None:
            raise MineError(Errors.E044, where=ann.where, token=ann.token, key=key_path)
        label = normalise_label(ann.raw_label)
        allowed = LABEL_SCHEMES.get(entry.label_scheme or "") or tuple(TO_NLI3)
        if ann.raw_label not in (None, "") and label not in allowed:
            raise MineError(
                Errors.E046,
                where=f"{path}: {ann.where}",
                label=ann.raw_label,
                labels=", ".join(allowed),
            )
        row = _row(platform, batch, entry, ann, label, str(path))
        rows[row["annotation_id"]] = row  # a repeated annotation id: the later record wins
    _check_key_against_warehouse(warehouse, key_path, key)

    out = warehouse.path("annotations", platform, f"{batch}.parquet")
    previous: dict[str, dict[str, Any]] = {}
    if out.exists():
        previous = {r["annotation_id"]: r for r in pq.read_table(out).to_pylist()}
    now = datetime.now(UTC).replace(tzinfo=None)
    n_replaced = 0
    for aid, row in rows.items():
        old = previous.get(aid)
        if old is not None and _comparable({**old, **{"imported_at": None}}) == _comparable(row):
            row["imported_at"], row["source_file"] = old["imported_at"], old["source_file"]
        else:
            row["imported_at"] = now
            n_replaced += old is not None
    ordered = [rows[a] for a in sorted(rows)]
    legacy = _legacy_snapshots(warehouse, platform, key)
    with saving(warehouse.root, "the annotations", "run `mine import-annotations` again"):
        written = warehouse.write("annotations", f"{platform}/{batch}", ordered)
        for path in legacy:
            path.unlink(missing_ok=True)
        warehouse.refresh_views()
    return ImportResult(
        path=written,
        n_rows=len(ordered),
        n_replaced=n_replaced,
        n_removed=len(set(previous) - set(rows)),
    )
