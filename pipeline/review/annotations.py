"""Import annotation results (Label Studio JSON export, MTurk batch results CSV) into the warehouse.

Each results file becomes one Parquet file ``annotations/<platform>/<content hash>.parquet``, so
importing the same file again rewrites the same rows instead of adding duplicates. Items are
identified through the key file that ``mine export`` wrote beside the tasks (opaque tokens ->
our pair ids, fillers and their gold labels), so attention checks can be scored (NOPE App. D) in
the ``annotation_worker_accuracy`` view and majority labels computed in ``annotation_labels``.

Formats read, as the platforms write them:

- Label Studio "JSON" export: a list of tasks ``{"id", "data": {...}, "annotations": [{"id",
  "completed_by", "result": [{"from_name", "type": "choices", "value": {"choices": [...]}}],
  "was_cancelled", "lead_time", "created_at"}]}``. ``completed_by`` is a user id (newer versions)
  or a user object with ``email`` (older ones).
- MTurk batch results CSV: ``HITId, AssignmentId, WorkerId, AssignmentStatus, WorkTimeInSeconds,
  SubmitTime, Input.<column>..., Answer.<field>...``; our template's answers are ``Answer.label_k``
  (plain radio inputs) or ``Answer.label_k.<choice>`` = ``true`` (crowd-radio-button style).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import ids
from ..warehouse import Warehouse
from .vocab import TO_NLI3

PLATFORMS = ("labelstudio", "mturk")
#: MTurk assignment statuses whose answers are not used.
_DISCARDED_STATUS = frozenset({"Rejected"})


class AnnotationImportError(ValueError):
    """A results file that cannot be matched to an export (wrong format, missing key)."""


@dataclass(frozen=True)
class KeyEntry:
    token: str
    item_id: str
    pair_id: str | None
    candidate_id: str | None
    is_filler: bool
    gold_label: str | None


def read_key(path: Path) -> dict[str, KeyEntry]:
    """``{token: KeyEntry}`` from the ``<out>.key.csv`` an export wrote."""
    out: dict[str, KeyEntry] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            out[row["token"]] = KeyEntry(
                token=row["token"],
                item_id=row["item_id"],
                pair_id=row.get("pair_id") or None,
                candidate_id=row.get("candidate_id") or None,
                is_filler=row.get("is_filler", "").lower() == "true",
                gold_label=row.get("gold_label") or None,
            )
    if not out:
        raise AnnotationImportError(f"key file {path} has no rows")
    return out


def normalise_label(raw: str | None) -> str | None:
    """Platform label text -> our label vocabulary (case, spaces and hyphens folded)."""
    if raw is None:
        return None
    key = raw.strip().lower().replace(" ", "_").replace("-", "_")
    return key if key in TO_NLI3 else None


def _row(
    platform: str,
    batch: str,
    entry: KeyEntry,
    worker: str,
    raw: str | None,
    *,
    hit_id: str | None,
    assignment_id: str | None,
    seconds: float | None,
    submitted: str | None,
    now: datetime,
    source_file: str,
) -> dict[str, Any]:
    return {
        "annotation_id": ids.stable_id(
            "annotation", platform, batch, entry.token, worker, assignment_id
        ),
        "platform": platform,
        "batch": batch,
        "item_id": entry.item_id,
        "pair_id": entry.pair_id,
        "candidate_id": entry.candidate_id,
        "is_filler": entry.is_filler,
        "filler_gold": entry.gold_label if entry.is_filler else None,
        "worker_id": worker,
        "hit_id": hit_id,
        "assignment_id": assignment_id,
        "label": normalise_label(raw),
        "raw_label": raw,
        "work_seconds": seconds,
        "submitted_at": submitted,
        "imported_at": now,
        "source_file": source_file,
    }


def _lookup(key: dict[str, KeyEntry], token: str, where: str) -> KeyEntry:
    try:
        return key[token]
    except KeyError:
        raise AnnotationImportError(
            f"{where}: item token {token!r} is not in the key file; pass the .key.csv written by "
            "the same `mine export`"
        ) from None


def parse_labelstudio(
    text: str, key: dict[str, KeyEntry], batch: str, source_file: str, now: datetime
) -> Iterator[dict[str, Any]]:
    try:
        tasks = json.loads(text)
    except json.JSONDecodeError as exc:
        raise AnnotationImportError(f"not a Label Studio JSON export: {exc}") from exc
    if not isinstance(tasks, list):
        raise AnnotationImportError("a Label Studio JSON export is a list of tasks")
    for task in tasks:
        data = task.get("data") or {}
        entry = _lookup(key, str(data.get("token")), f"task {task.get('id')}")
        for ann in task.get("annotations") or []:
            if ann.get("was_cancelled"):
                continue
            who = ann.get("completed_by")
            if isinstance(who, dict):
                who = who.get("email") or who.get("id")
            choices = [
                c
                for res in ann.get("result") or []
                if res.get("type", "choices") == "choices"
                and res.get("from_name", "label") == "label"
                for c in (res.get("value") or {}).get("choices") or []
            ]
            yield _row(
                "labelstudio",
                batch,
                entry,
                str(who),
                choices[0] if choices else None,
                hit_id=str(task.get("id")) if task.get("id") is not None else None,
                assignment_id=str(ann.get("id")) if ann.get("id") is not None else None,
                seconds=ann.get("lead_time"),
                submitted=ann.get("created_at"),
                now=now,
                source_file=source_file,
            )


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


def parse_mturk(
    text: str, key: dict[str, KeyEntry], batch: str, source_file: str, now: datetime
) -> Iterator[dict[str, Any]]:
    reader = csv.DictReader(io.StringIO(text))
    cols = reader.fieldnames or []
    if "WorkerId" not in cols or not any(c.startswith("Input.item_") for c in cols):
        raise AnnotationImportError(
            "not an MTurk batch results CSV of a `mine export --format mturk` batch"
        )
    slots = sorted(int(c.rsplit("_", 1)[1]) for c in cols if c.startswith("Input.item_"))
    for n, row in enumerate(reader, 2):
        if row.get("AssignmentStatus") in _DISCARDED_STATUS:
            continue
        secs = row.get("WorkTimeInSeconds")
        for k in slots:
            token = row.get(f"Input.item_{k}") or ""
            if not token:
                continue  # an empty slot of a short last HIT
            entry = _lookup(key, token, f"line {n}")
            yield _row(
                "mturk",
                batch,
                entry,
                row["WorkerId"],
                _answer(row, k),
                hit_id=row.get("HITId"),
                assignment_id=row.get("AssignmentId"),
                seconds=float(secs) if secs else None,
                submitted=row.get("SubmitTime"),
                now=now,
                source_file=source_file,
            )


def import_annotations(
    warehouse: Warehouse, platform: str, path: Path, key_path: Path
) -> tuple[Path, int]:
    """Read a results file, write its rows into ``annotations``; return (parquet path, rows)."""
    if platform not in PLATFORMS:
        raise AnnotationImportError(
            f"unknown platform {platform!r}; choose one of {', '.join(PLATFORMS)}"
        )
    raw = path.read_bytes()
    text = raw.decode("utf-8-sig")
    batch = hashlib.blake2b(raw, digest_size=8).hexdigest()
    key = read_key(key_path)
    now = datetime.now(UTC).replace(tzinfo=None)
    parse = parse_labelstudio if platform == "labelstudio" else parse_mturk
    rows = list(parse(text, key, batch, str(path), now))
    out = warehouse.write("annotations", f"{platform}/{batch}", rows)
    warehouse.refresh_views()
    return out, len(rows)
