"""The review page: a small local HTTP server over the warehouse (stdlib ``http.server``).

One reviewer per server process; the page (``static/``, plain HTML/JS/CSS, no build step) asks
the JSON API below for one candidate at a time and posts decisions, which ``store`` appends to
the ``reviews`` table. Bound to 127.0.0.1 by default: the page has no authentication.

API: ``GET /api/state`` (reviewer, queue with this reviewer's statuses, vocabularies),
``GET /api/item?id=CANDIDATE_ID``, ``POST /api/decide`` (JSON decision, see
``store.record_decision``), ``POST /api/undo`` (this session's latest action only).

With ``adjudicate`` the same page adjudicates: the queue defaults to the saved query
``disagreements``, items carry every reviewer's version, and decisions go to ``adjudications``.
"""

from __future__ import annotations

import hashlib
import json
import mimetypes
import os
import threading
import time
import uuid
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

from ..warehouse import Warehouse
from . import store
from .vocab import DECISIONS, FLAGS, LABEL_SCHEMES

STATIC_DIR = Path(__file__).resolve().parent / "static"
MAX_BODY = 1_000_000
#: Test hook: seconds every decision waits before it is written, so that browser tests can type
#: faster than the server answers (a real save takes ~0.4 s on a large warehouse).
SAVE_DELAY_ENV = "MINE_REVIEW_SAVE_DELAY"


@dataclass
class ReviewApp:
    """What a server knows: the warehouse, who reviews, and the queue fixed at start-up.

    The queue is a snapshot so that a query such as "not yet reviewed" does not shrink under the
    reviewer while they work through it.
    """

    warehouse: Warehouse
    reviewer: str
    where: str | None = None
    query: str | None = None
    session_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    queue: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    refreshed: bool = False
    adjudicate: bool = False
    save_delay: float = field(default_factory=lambda: float(os.environ.get(SAVE_DELAY_ENV) or 0))

    def __post_init__(self) -> None:
        if self.adjudicate and not self.where and not self.query:
            self.query = "disagreements"
        con = store.connect(self.warehouse)
        try:
            self.queue = store.queue(con, self.reviewer, where=self.where, query=self.query)
        finally:
            con.close()

    @property
    def selection(self) -> str:
        if self.adjudicate:
            return "adjudicating " + self._selection()
        return self._selection()

    def _selection(self) -> str:
        if self.query:
            return f"query {self.query}: {store.saved_queries().get(self.query, '')}".rstrip(": ")
        return f"where {self.where}" if self.where else "all candidates"

    def state(self) -> dict[str, Any]:
        con = store.connect(self.warehouse)
        try:
            done = (
                store.adjudication_statuses(con)
                if self.adjudicate
                else store.statuses(con, self.reviewer)
            )
        finally:
            con.close()
        return {
            "reviewer": self.reviewer,
            "mode": "adjudicate" if self.adjudicate else "review",
            "selection": self.selection,
            "queue": [{"candidate_id": c, "decision": done.get(c)} for c in self.queue],
            "decisions": list(DECISIONS),
            "label_schemes": {k: list(v) for k, v in LABEL_SCHEMES.items()},
            "flags": list(FLAGS),
            "draft_scope": self.draft_scope,
        }

    @property
    def draft_scope(self) -> str:
        """Names the page's unsaved drafts (browser storage) per warehouse and reviewer."""
        mode = "adjudicate" if self.adjudicate else "review"
        key = f"{self.warehouse.root.resolve()}\0{self.reviewer}\0{mode}"
        return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]

    def item(self, candidate_id: str) -> dict[str, Any]:
        con = store.connect(self.warehouse)
        try:
            return store.item(con, candidate_id, self.reviewer, adjudicate=self.adjudicate)
        finally:
            con.close()

    def decide(self, payload: dict[str, Any]) -> dict[str, Any]:
        # One decision at a time per server: the page's keyboard repeat must not interleave two
        # writes whose order then decides which one is "latest".
        with self.lock:
            if self.save_delay:
                time.sleep(self.save_delay)
            con = store.connect(self.warehouse)
            try:
                record = store.record_adjudication if self.adjudicate else store.record_decision
                action = record(
                    self.warehouse,
                    con,
                    self.reviewer,
                    payload,
                    query=self.selection,
                    session_id=self.session_id,
                )
            finally:
                con.close()
            self._refresh_once()
        return {"action_id": action}

    def _refresh_once(self) -> None:
        """Re-point ``mine.duckdb``'s views once per session, after the first decision.

        Views over a table without files are built over an empty table, so a ``reviews`` view
        written before the first review would hide every review from ``mine query`` until the
        next refresh. Reads here never use the file (see ``store``); failure is harmless.
        """
        if self.refreshed:
            return
        self.refreshed = True
        try:
            self.warehouse.refresh_views(retries=5)
        except Exception:  # noqa: BLE001 - a locked DuckDB file must not lose the decision
            self.refreshed = False

    def undo(self) -> dict[str, Any]:
        with self.lock:
            con = store.connect(self.warehouse)
            try:
                table = store.ADJUDICATIONS if self.adjudicate else store.REVIEWS
                cid = store.undo_last(
                    self.warehouse, con, self.reviewer, self.session_id, table=table
                )
            finally:
                con.close()
        return {"candidate_id": cid}


class ReviewHandler(BaseHTTPRequestHandler):
    server: ReviewServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        if self.server.verbose:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, ctype: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _json(self, obj: Any, status: int = HTTPStatus.OK) -> None:
        self._send(
            status,
            json.dumps(obj, default=str, ensure_ascii=False).encode("utf-8"),
            "application/json",
        )

    def _static(self, name: str) -> None:
        path = (STATIC_DIR / name).resolve()
        if STATIC_DIR not in path.parents or not path.is_file():
            self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)
            return
        ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype.endswith("javascript"):
            ctype += "; charset=utf-8"
        self._send(HTTPStatus.OK, path.read_bytes(), ctype)

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        url = urlparse(self.path)
        app = self.server.app
        try:
            if url.path in ("/", "/index.html"):
                self._static("index.html")
            elif url.path.startswith("/static/"):
                self._static(url.path.removeprefix("/static/"))
            elif url.path == "/api/state":
                self._json(app.state())
            elif url.path == "/api/item":
                cid = parse_qs(url.query).get("id", [""])[0]
                self._json(app.item(cid))
            else:
                self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)
        except store.ReviewError as exc:
            self._json({"error": str(exc)}, HTTPStatus.BAD_REQUEST)

    def do_POST(self) -> None:  # noqa: N802 - stdlib name
        url = urlparse(self.path)
        app = self.server.app
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            self._json({"error": "request too large"}, HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
            return
        try:
            payload = json.loads(self.rfile.read(length) or b"{}")
            if url.path == "/api/decide":
                self._json(app.decide(payload))
            elif url.path == "/api/undo":
                self._json(app.undo())
            else:
                self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)
        except (store.ReviewError, json.JSONDecodeError) as exc:
            self._json({"error": str(exc)}, HTTPStatus.BAD_REQUEST)


class ReviewServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(
        self, app: ReviewApp, host: str = "127.0.0.1", port: int = 0, verbose: bool = False
    ) -> None:
        self.app = app
        self.verbose = verbose
        super().__init__((host, port), ReviewHandler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"


def make_server(
    warehouse: str | Path | Warehouse,
    reviewer: str,
    *,
    where: str | None = None,
    query: str | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    verbose: bool = False,
    adjudicate: bool = False,
) -> ReviewServer:
    """A ready-to-serve review server (port 0 = any free port; see ``.url``)."""
    wh = warehouse if isinstance(warehouse, Warehouse) else Warehouse(warehouse)
    app = ReviewApp(wh, reviewer, where=where, query=query, adjudicate=adjudicate)
    return ReviewServer(app, host, port, verbose)
