"""Read the review queue and items from the warehouse; append decisions to ``reviews``.

Writes are append-only: every decision (an *action*) is one new Parquet file
``reviews/<reviewer>/<timestamp>-<uuid>.parquet`` written atomically, with one row per pair of the
candidate. Two reviewers (two processes) never write the same file, so nothing is lost and nothing
is overwritten. Undo appends rows with decision ``undone`` naming the action they revert; the
``review_status`` view (``warehouse/views/review_status.sql``) drops reverted actions.

Adjudications (``mine review --adjudicate``) are written the same way to their own table,
``adjudications``: the adjudicator sees every reviewer's version of a candidate side by side
(``versions``) and the adjudicated decision is a row of its own, never a change to a review.

Reads use an in-memory DuckDB connection with the warehouse views defined over the Parquet files
(``Warehouse.define_views``) rather than ``mine.duckdb``: the file is written only by
``refresh_views``, its ``reviews`` view may predate the first review file, and a long-lived reader
holding it open would block a concurrent ``mine run`` from refreshing it.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb

from .. import resources
from ..errors import saving
from ..warehouse import Warehouse
from . import order as ordering
from .vocab import DECISIONS, FLAGS, LABEL_SCHEMES, NLI3, UNDONE

#: Columns of a candidate whose offsets mark a span of the sentence in ``features``.
_SPAN_KEY = re.compile(r"conjunct|span|clause|complement|argument", re.IGNORECASE)
#: ... except those holding token indices or texts, which are not character offsets.
_NOT_SPAN_KEY = re.compile(r"token|text|_idx|index", re.IGNORECASE)
_SAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")
_QUEUE_ORDER = "ORDER BY confidence DESC, candidate_id"
REVIEWS = "reviews"
ADJUDICATIONS = "adjudications"
#: A candidate's decision from its pair rows: a pair-level "reject" overrides one pair only, so the
#: candidate is rejected when every pair is, else it has its pairs' other decision.
CANDIDATE_DECISION = (
    "CASE WHEN bool_and(decision = 'reject') THEN 'reject' "
    "ELSE min(decision) FILTER (WHERE decision <> 'reject') END"
)


class ReviewError(ValueError):
    """A request the review store cannot honour (bad label, unknown item); the page shows it."""


def connect(warehouse: Warehouse) -> duckdb.DuckDBPyConnection:
    """An in-memory connection with every warehouse view over the current Parquet files."""
    con = duckdb.connect()
    warehouse.define_views(con)
    return con


def _rows(
    con: duckdb.DuckDBPyConnection, sql: str, params: Sequence[Any] | dict | None = None
) -> list[dict]:
    cur = con.execute(sql, params) if params is not None else con.execute(sql)
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]


# -- saved queries and the queue -------------------------------------------------------------------


def queries_dir() -> Path:
    return resources.resource_dir("warehouse") / "queries"


def saved_queries() -> dict[str, str]:
    """``{name: description}`` of ``warehouse/queries/*.sql`` (description = first comment line)."""
    out: dict[str, str] = {}
    for path in sorted(queries_dir().glob("*.sql")):
        first = path.read_text(encoding="utf-8").lstrip().splitlines()[:1]
        desc = first[0].lstrip("- ").strip() if first and first[0].startswith("--") else ""
        out[path.stem] = desc
    return out


def saved_query(name: str) -> str:
    path = queries_dir() / f"{name}.sql"
    if not path.is_file():
        raise ReviewError(
            f"no saved review query '{name}'. Available: {', '.join(saved_queries()) or '(none)'}"
        )
    return path.read_text(encoding="utf-8")


def queue(
    con: duckdb.DuckDBPyConnection,
    reviewer: str,
    where: str | None = None,
    query: str | None = None,
    *,
    order: str | None = None,
    seed: int = 0,
) -> list[str]:
    """Candidate ids to review, in order.

    ``query`` names a saved query (a SELECT returning ``candidate_id`` in review order; it may use
    ``$reviewer``); ``where`` is an SQL predicate over ``candidates_with_sentences``. Neither: every
    candidate. ``order`` (``score``, ``uncertain``, ``random``; see ``order``) re-orders what was
    selected; None keeps the selection's own order (a saved query's ORDER BY, else confidence).
    """
    if where and query:
        raise ReviewError("give either --where or --query, not both")
    if query:
        sql = saved_query(query).strip().rstrip(";")
        params = {"reviewer": reviewer} if "$reviewer" in sql else None
        rows = con.execute(f"SELECT candidate_id FROM ({sql})", params).fetchall()
    else:
        pred = f"WHERE {where}" if where else ""
        rows = con.execute(
            f"SELECT candidate_id FROM candidates_with_sentences {pred} {_QUEUE_ORDER}"
        ).fetchall()
    seen: set[str] = set()
    ids: list[str] = []
    for (cid,) in rows:
        if cid not in seen:
            seen.add(cid)
            ids.append(cid)
    if order is None:
        return ids
    return ordering.order_candidates(con, ids, order, seed=seed)


def adjudication_statuses(con: duckdb.DuckDBPyConnection) -> dict[str, str]:
    """``{candidate_id: decision}`` of the adjudications in force (by any adjudicator)."""
    rows = con.execute(
        f"SELECT candidate_id, {CANDIDATE_DECISION} FROM adjudication_status GROUP BY candidate_id"
    ).fetchall()
    return dict(rows)


def statuses(con: duckdb.DuckDBPyConnection, reviewer: str) -> dict[str, str]:
    """``{candidate_id: decision}`` in force for ``reviewer`` (the candidate-level decision)."""
    rows = con.execute(
        f"SELECT candidate_id, {CANDIDATE_DECISION} FROM review_status "
        "WHERE reviewer = ? GROUP BY candidate_id",
        [reviewer],
    ).fetchall()
    return dict(rows)


# -- one item ----------------------------------------------------------------------------------------


def _is_span_key(key: str) -> bool:
    return bool(_SPAN_KEY.search(key)) and not _NOT_SPAN_KEY.search(key)


def _split_flags(pair: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The pair's flags split by the flag registry's severity: (defects, warnings)."""
    from .. import flags as flag_registry

    defects: list[str] = []
    hints: list[str] = []
    for flag in pair["features"].get("flags") or []:
        severity = flag_registry.severity(flag, pair.get("phenomenon"), pair.get("hypothesis_kind"))
        (defects if severity == flag_registry.DEFECT else hints).append(flag)
    return defects, hints


def _spans(value: Any, limit: int, key: str = "") -> list[dict[str, Any]]:
    """Character spans in a candidate's ``features``, for highlighting (conjuncts, clauses, ...).

    Phenomena store spans as ``[start, end]`` lists or ``{"start": .., "end": ..}`` /
    ``{"char_start": .., "char_end": ..}`` objects under keys naming what they are.
    """
    out: list[dict[str, Any]] = []
    if isinstance(value, dict):
        s = value.get("char_start", value.get("start"))
        e = value.get("char_end", value.get("end"))
        if isinstance(s, int) and isinstance(e, int) and _is_span_key(key) and 0 <= s < e <= limit:
            out.append({"start": s, "end": e, "kind": key})
        for k, v in value.items():
            out.extend(_spans(v, limit, k if _SPAN_KEY.search(k) else key))
    elif isinstance(value, list | tuple):
        if (
            len(value) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
            and _is_span_key(key)
            and 0 <= value[0] < value[1] <= limit
        ):
            out.append({"start": value[0], "end": value[1], "kind": key})
        else:
            for v in value:
                out.extend(_spans(v, limit, key))
    return out


def versions(con: duckdb.DuckDBPyConnection, candidate_id: str) -> list[dict[str, Any]]:
    """Every reviewer's decision in force on a candidate, for the adjudication page.

    One entry per reviewer (by name): the candidate-level decision, label scheme, flags and note,
    and per pair the decision, label and edits. Only the adjudication page asks for this: the
    review page stays blind to other reviewers.
    """
    rows = _rows(
        con,
        "SELECT * FROM review_status WHERE candidate_id = ? ORDER BY reviewer, pair_id",
        [candidate_id],
    )
    by_reviewer: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by_reviewer.setdefault(r["reviewer"], []).append(r)
    return [
        _status_of(reviewer_rows) | {"reviewer": reviewer}
        for reviewer, reviewer_rows in by_reviewer.items()
    ]


def _status_of(status_rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The page's view of one reviewer's (or the adjudication's) rows in force for a candidate."""
    latest = max(status_rows, key=lambda r: r["reviewed_at"])
    decisions = {r["decision"] for r in status_rows} - {"reject"}
    return {
        "decision": min(decisions) if decisions else "reject",
        "label_scheme": latest["label_scheme"] or NLI3,
        "flags": json.loads(latest["flags"] or "[]"),
        "note": latest["note"] or "",
        "reviewed_at": latest["reviewed_at"].isoformat(),
        "pairs": {
            r["pair_id"]: {
                "decision": r["decision"],
                "label": r["label"],
                "edits": json.loads(r["edits"] or "{}"),
            }
            for r in status_rows
            if r["pair_id"]
        },
    }


def item(
    con: duckdb.DuckDBPyConnection, candidate_id: str, reviewer: str, adjudicate: bool = False
) -> dict[str, Any]:
    """Everything the page shows for one candidate, with ``reviewer``'s decision in force.

    ``adjudicate``: the adjudication in force instead, and every reviewer's version (``versions``).
    """
    cands = _rows(
        con, "SELECT * FROM candidates_with_sentences WHERE candidate_id = ?", [candidate_id]
    )
    if not cands:
        raise ReviewError(f"unknown candidate_id '{candidate_id}'")
    cand = cands[0]
    cand["features"] = json.loads(cand["features"] or "{}")
    pairs = _rows(
        con,
        "SELECT * FROM pairs WHERE candidate_id = ? "
        "ORDER BY premise_kind <> 'original', premise_kind, hypothesis_kind, pair_id",
        [candidate_id],
    )
    for p in pairs:
        p["features"] = json.loads(p["features"] or "{}")
        # the page names a pair's defects as the reason it is not well formed and its warnings
        # (informational notes, demoted refusals) apart, as hints: a hint is no promise that the
        # pair is bad (pipeline/flags.py; docs/flags.md, stop 64)
        p["defect_flags"], p["hint_flags"] = _split_flags(p)
    highlights = [{"start": cand["char_start"], "end": cand["char_end"], "kind": "trigger"}]
    highlights += _spans(cand["features"], len(cand["sentence"]))
    if adjudicate:
        status_rows = _rows(
            con, "SELECT * FROM adjudication_status WHERE candidate_id = ?", [candidate_id]
        )
    else:
        status_rows = _rows(
            con,
            "SELECT * FROM review_status WHERE reviewer = ? AND candidate_id = ?",
            [reviewer, candidate_id],
        )
    status = _status_of(status_rows) if status_rows else None
    for key in ("char_start", "char_end"):
        cand[key] = int(cand[key])
    out = {"candidate": cand, "pairs": pairs, "highlights": highlights, "status": status}
    if adjudicate:
        out["versions"] = versions(con, candidate_id)
    return out


# -- writing ---------------------------------------------------------------------------------------


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


def _write_action(
    warehouse: Warehouse,
    reviewer: str,
    rows: list[dict[str, Any]],
    when: datetime,
    table: str = REVIEWS,
) -> Path:
    name = _SAFE_NAME.sub("_", reviewer) or "anonymous"
    stamp = when.strftime("%Y%m%dT%H%M%S%f")
    what = "the adjudication" if table == ADJUDICATIONS else "the review decision"
    with saving(warehouse.root, what, "save it again (the page keeps it)"):
        return warehouse.write(table, f"{name}/{stamp}-{uuid.uuid4().hex}", rows)


def record_decision(
    warehouse: Warehouse,
    con: duckdb.DuckDBPyConnection,
    reviewer: str,
    payload: dict[str, Any],
    *,
    query: str | None = None,
    session_id: str | None = None,
    table: str = REVIEWS,
    extra: dict[str, Any] | None = None,
) -> str:
    """Append one decision about a candidate (one row per pair); return its ``action_id``.

    ``table``/``extra``: where to write (``reviews`` or ``adjudications``) and columns to add.

    ``payload``: ``candidate_id``, ``decision`` (accept/reject/unsure), optional ``label_scheme``,
    ``flags``, ``note`` and ``pairs`` = ``[{pair_id, label, decision, premise, hypothesis}]``.
    A pair's ``decision`` overrides the candidate's (e.g. reject one ungrammatical rewrite);
    ``premise``/``hypothesis`` are the texts as the reviewer left them: only changes are stored.
    """
    if not reviewer.strip():
        raise ReviewError("a reviewer name is required")
    cid = payload.get("candidate_id")
    decision = payload.get("decision")
    if decision not in DECISIONS:
        raise ReviewError(f"decision must be one of {', '.join(DECISIONS)}, not {decision!r}")
    scheme = payload.get("label_scheme") or NLI3
    if scheme not in LABEL_SCHEMES:
        raise ReviewError(f"label_scheme must be one of {', '.join(LABEL_SCHEMES)}")
    flags = list(payload.get("flags") or [])
    unknown = [f for f in flags if f not in FLAGS]
    if unknown:
        raise ReviewError(f"unknown flag(s) {unknown}; known: {', '.join(FLAGS)}")
    cand = _rows(con, "SELECT phenomenon, subtype FROM candidates WHERE candidate_id = ?", [cid])
    if not cand:
        raise ReviewError(f"unknown candidate_id {cid!r}")
    generated = {
        p["pair_id"]: p
        for p in _rows(
            con, "SELECT pair_id, premise, hypothesis FROM pairs WHERE candidate_id = ?", [cid]
        )
    }
    given = {p.get("pair_id"): p for p in payload.get("pairs") or []}
    stray = set(given) - set(generated)
    if stray:
        raise ReviewError(f"pair(s) {sorted(map(str, stray))} do not belong to candidate {cid}")
    when = _now()
    action_id = uuid.uuid4().hex
    base = {
        "action_id": action_id,
        "reviewer": reviewer,
        "reviewed_at": when,
        "candidate_id": cid,
        "phenomenon": cand[0]["phenomenon"],
        "subtype": cand[0]["subtype"],
        "label_scheme": scheme,
        "flags": json.dumps(sorted(set(flags))),
        "note": (payload.get("note") or "").strip() or None,
        "query": query,
        "session_id": session_id,
    } | (extra or {})
    rows: list[dict[str, Any]] = []
    for pid, gen in generated.items():
        p = given.get(pid, {})
        label = p.get("label") or None
        if label is not None and label not in LABEL_SCHEMES[scheme]:
            raise ReviewError(f"label {label!r} is not in the {scheme} scheme")
        pair_decision = p.get("decision") or decision
        if pair_decision not in DECISIONS:
            raise ReviewError(f"pair decision must be one of {', '.join(DECISIONS)}")
        edits = {
            field: p[field]
            for field in ("premise", "hypothesis")
            if isinstance(p.get(field), str) and p[field].strip() and p[field] != gen[field]
        }
        rows.append(
            base
            | {
                "review_id": uuid.uuid4().hex,
                "pair_id": pid,
                "decision": pair_decision,
                "label": label,
                "edits": json.dumps(edits, ensure_ascii=False, sort_keys=True),
            }
        )
    if not rows:  # a candidate without pairs: the decision is about the candidate itself
        rows.append(
            base
            | {"review_id": uuid.uuid4().hex, "pair_id": None, "decision": decision, "edits": "{}"}
        )
    _write_action(warehouse, reviewer, rows, when, table)
    return action_id


def record_adjudication(
    warehouse: Warehouse,
    con: duckdb.DuckDBPyConnection,
    adjudicator: str,
    payload: dict[str, Any],
    *,
    query: str | None = None,
    session_id: str | None = None,
) -> str:
    """Append the adjudicated decision about a candidate to ``adjudications``; its ``action_id``.

    Same payload as ``record_decision``; the row names the reviewers whose versions were compared.
    """
    reviewers = [
        r
        for (r,) in con.execute(
            "SELECT DISTINCT reviewer FROM review_status WHERE candidate_id = ? ORDER BY reviewer",
            [payload.get("candidate_id")],
        ).fetchall()
    ]
    if not reviewers:
        raise ReviewError(
            f"no reviewer has decided candidate {payload.get('candidate_id')!r}: "
            "nothing to adjudicate"
        )
    return record_decision(
        warehouse,
        con,
        adjudicator,
        payload,
        query=query,
        session_id=session_id,
        table=ADJUDICATIONS,
        extra={"reviewers": json.dumps(reviewers, ensure_ascii=False)},
    )


def undo_last(
    warehouse: Warehouse,
    con: duckdb.DuckDBPyConnection,
    reviewer: str,
    session_id: str | None = None,
    table: str = REVIEWS,
) -> str | None:
    """Revert ``reviewer``'s latest action in ``table`` still in force; return its candidate_id (None: nothing).

    With ``session_id`` only actions of that session count (what the review page does): undo on
    one server must not revert what the same reviewer decided on another server meanwhile.
    Appends ``undone`` rows (never deletes), so repeated undos walk back through the history.
    """
    if table not in (REVIEWS, ADJUDICATIONS):
        raise ValueError(f"not a review table: {table!r}")
    in_session = "AND session_id = ?" if session_id else ""
    rows = _rows(
        con,
        f"""
        SELECT * FROM {table}
        WHERE reviewer = ? AND decision <> ? {in_session}
          AND action_id NOT IN (
              SELECT undoes FROM {table} WHERE decision = ? AND undoes IS NOT NULL)
        QUALIFY action_id = first_value(action_id) OVER (ORDER BY reviewed_at DESC, action_id DESC)
        """,
        [reviewer, UNDONE, *([session_id] if session_id else []), UNDONE],
    )
    if not rows:
        return None
    when = _now()
    new = [
        r
        | {
            "review_id": uuid.uuid4().hex,
            "action_id": uuid.uuid4().hex,
            "reviewed_at": when,
            "decision": UNDONE,
            "label": None,
            "edits": "{}",
            "undoes": r["action_id"],
            "session_id": session_id,
        }
        for r in rows
    ]
    action = new[0]["action_id"]
    for r in new:
        r["action_id"] = action
    _write_action(warehouse, reviewer, new, when, table)
    return rows[0]["candidate_id"]
