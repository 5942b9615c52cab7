"""The review page: a small local HTTP server over the warehouse (stdlib ``http.server``).

One reviewer per server process; the page (``static/``, plain HTML/JS/CSS, no build step) asks
the JSON API below for one candidate at a time and posts decisions, which ``store`` appends to
the ``reviews`` table. Bound to 127.0.0.1 by default: the page has no login, only a per-session token.

API: ``GET /api/state`` (reviewer, queue with this reviewer's statuses, vocabularies, the
queue's order and ranking model), ``GET /api/item?id=CANDIDATE_ID``, ``GET /api/rank`` (queue
version and ranking model only), ``POST /api/decide`` (JSON decision, see
``store.record_decision``), ``POST /api/undo`` (this session's latest action only). Every
request first passes ``guard``'s checks (Host, Origin, session token, JSON body); see there for why.

Re-ranking (issue #20): with ``rerank_every`` N > 0 the server re-fits the ranking model
(``reranking.rescore``) on start and after every N decisions, on a background thread (saves never
wait for it), then re-orders the part of the queue this page has not yet shown or decided and
bumps ``queue_version``; the page fetches the new order when it sees a newer version.

With ``adjudicate`` the same page adjudicates: the queue defaults to the saved query
``disagreements``, items carry every reviewer's version, and decisions go to ``adjudications``.
"""

from __future__ import annotations

import hashlib
import json
import mimetypes
import os
import secrets
import socket
import sys
import threading
import time
import traceback
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import duckdb

from ..errors import Errors, MineError
from ..query import check_statements, lock_down, refused
from ..warehouse import Warehouse
from . import guard, reranking, store
from .order import DEFAULT_ORDER, ORDERS, order_candidates
from .vocab import DECISIONS, FLAGS, LABEL_SCHEMES

STATIC_DIR = Path(__file__).resolve().parent / "static"
#: Seconds a connection may stay silent (mid-request or idle keep-alive) before it is closed.
REQUEST_TIMEOUT = 30.0
#: Test hook: seconds every decision waits before it is written, so that browser tests can type
#: faster than the server answers (a real save takes ~0.4 s on a large warehouse).
SAVE_DELAY_ENV = "MINE_REVIEW_SAVE_DELAY"


@dataclass
class ReviewApp:
    """What a server knows: the warehouse, who reviews, and the queue fixed at start-up.

    The queue is a snapshot so that a query such as "not yet reviewed" does not shrink under the
    reviewer while they work through it. Re-ranking changes its order, never its members.

    ``order``: ``score``, ``uncertain`` or ``random`` (see ``order``); None = ``score``, except for
    a saved query (and adjudication), whose own ORDER BY is kept unless an order is given.
    ``rescore``: what re-fits the model (``reranking.rescore``; tests may pass another callable).
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
    order: str | None = None
    seed: int = 0
    rerank_every: int = 0
    rescore: Callable[[Warehouse], dict[str, Any]] = reranking.rescore
    queue_version: int = 0
    ranking: dict[str, Any] = field(default_factory=lambda: {"status": "off"})
    #: Candidates the page has fetched (shown or prefetched) or decided: re-ranking leaves them be.
    served: set[str] = field(default_factory=set)
    decisions_since_rank: int = 0
    queue_lock: threading.Lock = field(default_factory=threading.Lock)
    _ranking_thread: threading.Thread | None = None
    _rank_again: bool = False

    def __post_init__(self) -> None:
        if self.adjudicate and not self.where and not self.query:
            self.query = "disagreements"
        if self.order is not None and self.order not in ORDERS:
            raise MineError(Errors.E150, order=self.order, available=", ".join(ORDERS))
        if self.rerank_every < 0:
            raise MineError(
                Errors.E151,
                option="--rerank-every",
                what="0 (off) or more",
                value=self.rerank_every,
            )
        # --where and saved queries are SQL from the command line and files: they run on a
        # locked-down connection (no files outside the warehouse, no writes) and are checked
        # before the server starts, so that a typo is a coded error and not a traceback.
        con = store.connect(self.warehouse)
        try:
            lock_down(con, self.warehouse.root)
            self._check_selection(con)
            self.queue = store.queue(
                con,
                self.reviewer,
                where=self.where,
                query=self.query,
                order=self.effective_order,
                seed=self.seed,
            )
        except duckdb.Error as exc:
            raise self._selection_error(refused(exc, self.warehouse.root, "mine review")) from exc
        finally:
            con.close()

    def _check_selection(self, con: duckdb.DuckDBPyConnection) -> None:
        if self.where and self.query:
            return  # store.queue refuses the combination
        if self.where:
            sql = f"SELECT candidate_id FROM candidates_with_sentences WHERE {self.where}"
        elif self.query:
            sql = store.saved_query(self.query).strip().rstrip(";")
        else:
            return
        try:
            check_statements(con, sql, command="mine review")
        except MineError as exc:
            raise self._selection_error(exc) from exc

    def _selection_error(self, exc: MineError) -> MineError:
        if self.where:
            return MineError(Errors.E024, where=self.where, error=f"[{exc.code}] {exc.message}")
        return MineError(Errors.E025, name=self.query, error=f"[{exc.code}] {exc.message}")

    @property
    def effective_order(self) -> str | None:
        """The order applied to the selection (None: the saved query's own order)."""
        if self.order is not None:
            return self.order
        return None if self.query else DEFAULT_ORDER

    @property
    def order_label(self) -> str:
        order = self.effective_order
        if order is None:
            return f"as query {self.query} orders"
        return f"random (seed {self.seed})" if order == "random" else order

    @property
    def selection(self) -> str:
        if self.adjudicate:
            return "adjudicating " + self._selection()
        return self._selection()

    def _selection(self) -> str:
        if self.query:
            return f"query {self.query}: {store.saved_queries().get(self.query, '')}".rstrip(": ")
        return f"where {self.where}" if self.where else "all candidates"

    def _decided(self, con: duckdb.DuckDBPyConnection) -> dict[str, str]:
        """This session's decided items: the reviewer's statuses, or adjudications."""
        if self.adjudicate:
            return store.adjudication_statuses(con)
        return store.statuses(con, self.reviewer)

    def state(self) -> dict[str, Any]:
        con = store.connect(self.warehouse)
        try:
            done = self._decided(con)
        finally:
            con.close()
        with self.queue_lock:
            queue = list(self.queue)
            rank = self.rank_state()
        return {
            "reviewer": self.reviewer,
            "mode": "adjudicate" if self.adjudicate else "review",
            "selection": self.selection,
            "queue": [{"candidate_id": c, "decision": done.get(c)} for c in queue],
            "decisions": list(DECISIONS),
            "label_schemes": {k: list(v) for k, v in LABEL_SCHEMES.items()},
            "flags": list(FLAGS),
            "draft_scope": self.draft_scope,
        } | rank

    def rank_state(self) -> dict[str, Any]:
        """The queue's version, its order and the ranking model's figures, for the page."""
        return {
            "queue_version": self.queue_version,
            "order": self.order_label,
            "ranking": dict(self.ranking),
        }

    @property
    def draft_scope(self) -> str:
        """Names the page's unsaved drafts (browser storage) per warehouse and reviewer."""
        mode = "adjudicate" if self.adjudicate else "review"
        key = f"{self.warehouse.root.resolve()}\0{self.reviewer}\0{mode}"
        return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]

    def item(self, candidate_id: str) -> dict[str, Any]:
        with self.queue_lock:
            self.served.add(candidate_id)
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
            with self.queue_lock:
                self.served.add(str(payload.get("candidate_id")))
                self.decisions_since_rank += 1
                due = self.rerank_every and self.decisions_since_rank >= self.rerank_every
                if due:
                    self.decisions_since_rank = 0
        if due:
            self.rerank_in_background()
        with self.queue_lock:
            return {"action_id": action} | self.rank_state()

    # -- re-ranking ------------------------------------------------------------------------------

    def rerank_in_background(self) -> None:
        """Re-fit the model and re-order the queue on a thread of its own; a request for another
        re-rank while one runs makes it run once more when done (never two at a time)."""
        with self.queue_lock:
            if self._ranking_thread is not None:
                self._rank_again = True
                return
            self.ranking = self.ranking | {"status": "running", "error": None}
            self._ranking_thread = threading.Thread(
                target=self._rerank_loop, name="mine-review-rerank", daemon=True
            )
            self._ranking_thread.start()

    def wait_for_ranking(self, timeout: float | None = None) -> None:
        """Until no re-rank is running (tests, and a server shutting down)."""
        thread = self._ranking_thread
        if thread is not None:
            thread.join(timeout)

    def _rerank_loop(self) -> None:
        while True:
            self.rerank_now()
            with self.queue_lock:
                if not self._rank_again:
                    self._ranking_thread = None
                    return
                self._rank_again = False
                self.ranking = self.ranking | {"status": "running"}

    def rerank_now(self) -> bool:
        """Re-fit and re-order at once (the background thread's work); False when it failed.

        A failure (the model cannot be fitted, a ``mine run`` holds the writer lock, a bug) is
        logged on the server's terminal and shown on the page; the queue keeps its order and no
        decision is touched: they are saved before any re-rank starts and re-ranking only reads them.
        """
        try:
            report = self.rescore(self.warehouse)
            self.reorder()
        except Exception as exc:  # noqa: BLE001 - a failed re-rank must never stop the review
            if isinstance(exc, MineError):  # e.g. E050: a `mine run` holds the writer lock
                message, hint = str(exc), ""
            elif isinstance(exc, OSError):  # a read-only or full warehouse folder
                message = f"cannot store the ranking model: {exc.strerror or exc}"
                hint = (
                    "The warehouse folder must be writable to store the model; on a read-only "
                    "copy review with --rerank-every 0."
                )
            else:  # a bug: its traceback goes to the terminal, as for any request
                message = f"internal error ({type(exc).__name__}: {exc})"
                hint = "See the server's terminal for details."
                traceback.print_exc(file=sys.stderr)
            error = MineError(Errors.E152, error=message, every=self.rerank_every or "N", hint=hint)
            print(f"mine review: {error}", file=sys.stderr)
            with self.queue_lock:
                self.ranking = self.ranking | {"status": "failed", "error": str(error)}
            return False
        with self.queue_lock:
            self.ranking = {"status": "done", "error": None, **report}
        return True

    def reorder(self) -> None:
        """Put the queue in the current order of the (re-scored) warehouse, leaving what the page
        has fetched or decided where the page has it: those go first in their current order, the
        rest follows in the new order. A queue in a saved query's own order or ``random`` order
        does not change (their order does not depend on the scores)."""
        order = self.effective_order
        if order is None or order == "random":
            return
        con = store.connect(self.warehouse)
        try:
            done = self._decided(con)
            with self.queue_lock:
                keep = [c for c in self.queue if c in self.served or c in done]
                kept = set(keep)
                rest = [c for c in self.queue if c not in kept]
            ranked = order_candidates(con, rest, order, seed=self.seed, after=keep)
        finally:
            con.close()
        with self.queue_lock:  # the page may have fetched more items meanwhile: those stay too
            current = list(self.queue)
            keep = [c for c in current if c in self.served or c in done]
            kept = set(keep)
            new = keep + [c for c in ranked if c not in kept]
            if new != current:
                self.queue = new
                self.queue_version += 1

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
            self.warehouse.refresh_views()
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
    """Every request passes ``guard``'s checks (``_admit``) before a route (``_get``/``_post``)."""

    server: ReviewServer
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        # A socket timeout: a client that stops sending (or idles) frees its thread.
        self.timeout = self.server.request_timeout
        super().setup()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        if self.server.verbose:
            super().log_message(format, *args)

    def _send(self, status: int, body: bytes, ctype: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Content-Security-Policy", "frame-ancestors 'none'")
        self.send_header("Referrer-Policy", "no-referrer")
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, obj: Any, status: int = HTTPStatus.OK) -> None:
        self._send(
            status,
            json.dumps(obj, default=str, ensure_ascii=False).encode("utf-8"),
            "application/json",
        )

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The stdlib's own refusals (bad request line, headers too long, ...) as JSON too."""
        self.close_connection = True
        if self.request_version == "HTTP/0.9":  # unparsable request line: answer with headers
            self.request_version = "HTTP/1.0"
        try:
            self._json({"error": message or HTTPStatus(code).phrase}, code)
        except OSError:
            pass

    def _static(self, name: str) -> None:
        path = (STATIC_DIR / name).resolve()
        if STATIC_DIR not in path.parents or not path.is_file():
            self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)
            return
        ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype.endswith("javascript"):
            ctype += "; charset=utf-8"
        body = path.read_bytes()
        if name == "index.html":  # the page's only way to learn the session token
            meta = f'<meta name="mine-token" content="{self.server.token}">'
            body = body.replace(b"<head>", f"<head>\n{meta}".encode(), 1)
        self._send(HTTPStatus.OK, body, ctype)

    # -- request validation ----------------------------------------------------------------------

    def _admit(self, url_path: str) -> dict[str, Any] | None:
        """Run ``guard``'s checks; return the JSON body of a POST. Raises ``guard.Rejected``."""
        policy = self.server.policy
        policy.check_host(self.headers.get("Host"))
        if url_path.startswith("/api/") or self.command == "POST":
            policy.check_same_origin(self.headers)
            policy.check_token(self.headers)
        if self.command != "POST":
            return None
        guard.check_json_content_type(self.headers)
        return guard.read_json_object(self.headers, self.rfile, self.server.max_body)

    def _handle(self) -> None:
        url = urlparse(self.path)
        try:
            payload = self._admit(url.path)
            if self.command == "POST":
                self._post(url.path, payload or {})
            else:
                self._get(url.path, parse_qs(url.query))
        except guard.Rejected as exc:
            # The body may be unread: this connection cannot carry another request.
            self.close_connection = True
            self._json({"error": exc.message}, exc.status)
        except store.ReviewError as exc:
            self._json({"error": str(exc)}, HTTPStatus.BAD_REQUEST)
        except MineError as exc:  # e.g. E090: a read-only warehouse; the page shows the message
            status = HTTPStatus.SERVICE_UNAVAILABLE if exc.code == "E090" else 500
            self._json({"error": str(exc), "code": exc.code}, status)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client left; nobody to answer
        except Exception:  # noqa: BLE001 - a bug must answer 500, not drop the connection
            self.close_connection = True
            traceback.print_exc(file=sys.stderr)
            self._json({"error": "internal error (see the server's terminal)"}, 500)

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        self._handle()

    def do_HEAD(self) -> None:  # noqa: N802 - stdlib name
        self._handle()

    def do_POST(self) -> None:  # noqa: N802 - stdlib name
        self._handle()

    def _refuse_method(self) -> None:
        self.close_connection = True
        self._json(
            {"error": f"method {self.command} not allowed"},
            HTTPStatus.METHOD_NOT_ALLOWED,
        )

    # No CORS: a preflight (OPTIONS) is refused, so browsers never send the cross-origin request.
    do_OPTIONS = do_PUT = do_DELETE = do_PATCH = _refuse_method  # noqa: N815 - stdlib names

    # -- routes ----------------------------------------------------------------------------------

    def _get(self, path: str, params: dict[str, list[str]]) -> None:
        app = self.server.app
        if path in ("/", "/index.html"):
            self._static("index.html")
        elif path.startswith("/static/"):
            self._static(path.removeprefix("/static/"))
        elif path == "/api/state":
            self._json(app.state())
        elif path == "/api/item":
            self._json(app.item(params.get("id", [""])[0]))
        elif path == "/api/rank":
            with app.queue_lock:
                rank = app.rank_state()
            self._json(rank)
        else:
            self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)

    def _post(self, path: str, payload: dict[str, Any]) -> None:
        app = self.server.app
        if path == "/api/decide":
            self._json(app.decide(guard.check_decision(payload)))
        elif path == "/api/undo":
            self._json(app.undo())
        else:
            self._json({"error": "not found"}, HTTPStatus.NOT_FOUND)


class ReviewServer(ThreadingHTTPServer):
    """One review session: the app, its bound address and the token the page must send back."""

    daemon_threads = True

    def __init__(
        self,
        app: ReviewApp,
        host: str = "127.0.0.1",
        port: int = 0,
        verbose: bool = False,
        *,
        request_timeout: float = REQUEST_TIMEOUT,
        max_body: int = guard.MAX_BODY,
    ) -> None:
        self.app = app
        self.verbose = verbose
        self.request_timeout = request_timeout
        self.max_body = max_body
        self.token = secrets.token_urlsafe(32)
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, port), ReviewHandler)
        self.policy = guard.RequestPolicy.for_address(host, self.server_address[1], self.token)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        host = f"[{host}]" if ":" in host else host
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
    request_timeout: float = REQUEST_TIMEOUT,
    order: str | None = None,
    seed: int = 0,
    rerank_every: int = 0,
    rescore: Callable[[Warehouse], dict[str, Any]] | None = None,
) -> ReviewServer:
    """A ready-to-serve review server (port 0 = any free port; see ``.url``).

    ``rerank_every`` > 0 starts the first re-rank at once (in the background) and another one
    after every that many decisions; 0 (the default here; ``mine review`` defaults to 25) never
    re-fits the model, the queue keeps the order it had at start.
    """
    wh = warehouse if isinstance(warehouse, Warehouse) else Warehouse(warehouse)
    app = ReviewApp(
        wh,
        reviewer,
        where=where,
        query=query,
        adjudicate=adjudicate,
        order=order,
        seed=seed,
        rerank_every=rerank_every,
        **({"rescore": rescore} if rescore is not None else {}),
    )
    server = ReviewServer(app, host, port, verbose, request_timeout=request_timeout)
    if rerank_every > 0:
        app.rerank_in_background()
    return server
