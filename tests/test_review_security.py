"""The review server against hostile pages and malformed requests (issues #14, #17 item 3).

A real server in a thread on 127.0.0.1 over a real warehouse; requests go over real sockets
(``http.client`` or raw bytes) and, for the cross-origin attacks, from a page in a real headless
Chromium. Every "refused" assertion also reads the ``reviews`` table back: nothing was written.
"""

from __future__ import annotations

import http.client
import http.server
import json
import re
import socket
import threading
import time
from pathlib import Path

import pytest

from pipeline.review import guard, store
from pipeline.review.server import make_server
from tests.review_support import BROWSER_ARGS, CHROMIUM, build_base, fresh_copy


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("review-sec") / "wh")


@pytest.fixture()
def wh(base, tmp_path):
    return fresh_copy(base, tmp_path / "wh")


@pytest.fixture()
def server(wh):
    srv = make_server(wh, "ann", request_timeout=1.5)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


def n_reviews(wh) -> int:
    con = store.connect(wh)
    try:
        return con.execute("SELECT count(*) FROM reviews").fetchone()[0]
    finally:
        con.close()


def request(srv, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
    """(status, parsed JSON or raw text) of one request on a fresh connection."""
    port = srv.server_address[1]
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        hdrs = {"Host": f"127.0.0.1:{port}"} | (headers or {})
        for name, value in hdrs.items():
            if value is not None:
                conn.putheader(name, value)
        if body is not None and "Content-Length" not in hdrs:
            conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body)
        resp = conn.getresponse()
        data = resp.read()
        ctype = resp.getheader("Content-Type", "")
        return resp.status, json.loads(data) if ctype.startswith("application/json") else data
    finally:
        conn.close()


def decide_body(srv, **extra) -> bytes:
    return json.dumps({"candidate_id": srv.app.queue[0], "decision": "accept"} | extra).encode()


def api_headers(srv, **extra) -> dict:
    return {"Content-Type": "application/json", guard.TOKEN_HEADER: srv.token} | extra


def raw_exchange(srv, data: bytes, wait: float = 10.0) -> bytes:
    """Send raw bytes, half-close nothing, read until the server closes or ``wait`` passes."""
    with socket.create_connection(("127.0.0.1", srv.server_address[1]), timeout=wait) as sock:
        sock.sendall(data)
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except TimeoutError:
            pass
    return b"".join(chunks)


def status_of(raw: bytes) -> int:
    match = re.match(rb"HTTP/1\.[01] (\d{3}) ", raw)
    assert match, raw[:200]
    return int(match[1])


# -- the page and its API work with the token -------------------------------------------------------


def test_page_carries_token_and_api_accepts_it(wh, server):
    status, html = request(server, "GET", "/")
    assert status == 200
    assert f'<meta name="mine-token" content="{server.token}">'.encode() in html
    status, state = request(server, "GET", "/api/state", headers=api_headers(server))
    assert status == 200 and state["reviewer"] == "ann"
    status, out = request(server, "POST", "/api/decide", decide_body(server), api_headers(server))
    assert status == 200 and out["action_id"]
    assert n_reviews(wh) >= 1
    # localhost is the same server
    port = server.server_address[1]
    status, _ = request(
        server, "GET", "/api/state", headers=api_headers(server, Host=f"localhost:{port}")
    )
    assert status == 200


def test_two_servers_have_different_tokens(wh, server):
    other = make_server(wh, "bob")
    try:
        assert other.token != server.token and len(server.token) >= 32
    finally:
        other.server_close()


# -- refusals ------------------------------------------------------------------------------------


def test_issue_14_attack_text_plain_foreign_host_is_refused(wh, server):
    """What a page's fetch / a DNS-rebinding page sends: no token, text/plain, foreign Host."""
    status, out = request(
        server,
        "POST",
        "/api/decide",
        decide_body(server),
        {
            "Content-Type": "text/plain",
            "Host": "attacker.example:80",
            "Origin": "http://attacker.example",
        },
    )
    assert status == 421 and "not this review server" in out["error"]
    assert n_reviews(wh) == 0


@pytest.mark.parametrize(
    ("headers", "status", "message"),
    [
        ({"Host": "rebind.attacker.example:{port}"}, 421, "not this review server"),
        ({"Host": "127.0.0.1:1"}, 421, "not this review server"),
        ({"Host": None}, 400, "missing Host"),
        ({"Host": "127.0.0.1:x"}, 400, "malformed Host"),
        ({"Origin": "http://attacker.example"}, 403, "cross-origin"),
        ({"Origin": "null"}, 403, "cross-origin"),
        ({"Origin": "http://127.0.0.1:1"}, 403, "cross-origin"),
        ({"Sec-Fetch-Site": "cross-site"}, 403, "cross-site"),
        ({"Sec-Fetch-Site": "same-site"}, 403, "cross-site"),
        ({guard.TOKEN_HEADER: None}, 403, "missing X-Mine-Token"),
        ({guard.TOKEN_HEADER: "guessed"}, 403, "wrong X-Mine-Token"),
        ({"Content-Type": "text/plain"}, 415, "application/json"),
        ({"Content-Type": "application/x-www-form-urlencoded"}, 415, "application/json"),
        ({"Content-Type": None}, 415, "application/json"),
    ],
)
def test_decide_refusals(wh, server, headers, status, message):
    port = server.server_address[1]
    headers = {k: v.format(port=port) if v else v for k, v in headers.items()}
    got, out = request(
        server, "POST", "/api/decide", decide_body(server), api_headers(server) | headers
    )
    assert got == status, out
    assert message in out["error"]
    assert n_reviews(wh) == 0


def test_get_api_needs_token_and_same_origin(server):
    assert request(server, "GET", "/api/state")[0] == 403
    status, out = request(
        server, "GET", "/api/state", headers=api_headers(server, Origin="http://attacker.example")
    )
    assert status == 403 and "cross-origin" in out["error"]
    # same-origin fetches of the page itself pass
    port = server.server_address[1]
    same = api_headers(
        server, Origin=f"http://127.0.0.1:{port}", **{"Sec-Fetch-Site": "same-origin"}
    )
    assert request(server, "GET", "/api/state", headers=same)[0] == 200


def test_preflight_and_other_methods_are_refused(server):
    for method in ("OPTIONS", "PUT", "DELETE", "PATCH"):
        status, out = request(server, method, "/api/decide", b"{}", api_headers(server))
        assert status == 405 and method in out["error"]


def test_page_refuses_to_be_framed(server):
    port = server.server_address[1]
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/")
    resp = conn.getresponse()
    resp.read()
    conn.close()
    assert resp.getheader("X-Frame-Options") == "DENY"
    assert "frame-ancestors 'none'" in resp.getheader("Content-Security-Policy")


# -- malformed requests (issue #17 item 3): every one gets a 4xx JSON answer ---------------------

NESTED = b"[" * 100_000 + b"]" * 100_000
MALFORMED_BODIES = {
    "list": b"[]",
    "string": b'"accept"',
    "null": b"null",
    "number": b"5",
    "flags 5": {"flags": 5},
    "flags [5]": {"flags": [5]},
    "note 5": {"note": 5},
    "pairs [1]": {"pairs": [1]},
    "pairs pair_id list": {"pairs": [{"pair_id": ["x"]}]},
    "pairs label 5": {"pairs": [{"pair_id": "x", "label": 5}]},
    "candidate_id list": {"candidate_id": ["a"]},
    "decision true": {"decision": True},
    "no decision": {"decision": None},
    "invalid utf-8": b'{"candidate_id": "\xff\xfe", "decision": "accept"}',
    "utf-16": '{"decision": "accept"}'.encode("utf-16"),
    "not json": b"{decision: accept}",
    "truncated json": b'{"decision": ',
    "deeply nested list": NESTED,
    "deeply nested object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "nested 20 (within size)": {"note": None, "pairs": None, "x": json.loads("[" * 20 + "]" * 20)},
    "empty": b"",
}


@pytest.mark.parametrize("case", list(MALFORMED_BODIES))
def test_malformed_body_gets_4xx_json(wh, server, capfd, case):
    body = MALFORMED_BODIES[case]
    if isinstance(body, dict):
        body = decide_body(server, **body)
    status, out = request(server, "POST", "/api/decide", body, api_headers(server))
    assert 400 <= status < 500, (status, out)
    assert isinstance(out, dict) and out["error"]
    assert n_reviews(wh) == 0
    assert request(server, "GET", "/api/state", headers=api_headers(server))[0] == 200
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.parametrize(
    ("length", "status"),
    [("abc", 400), ("-1", 400), ("1e3", 400), ("", 400), (str(10**12), 413), (None, 411)],
)
def test_bad_content_length_gets_4xx_at_once(wh, server, capfd, length, status):
    port = server.server_address[1]
    head = (
        f"POST /api/decide HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\n{guard.TOKEN_HEADER}: {server.token}\r\n"
    )
    if length is not None:
        head += f"Content-Length: {length}\r\n"
    start = time.monotonic()
    raw = raw_exchange(server, (head + "\r\n").encode() + decide_body(server))
    assert time.monotonic() - start < 1.0  # answered, not waiting for the timeout
    assert status_of(raw) == status
    assert json.loads(raw.split(b"\r\n\r\n", 1)[1])["error"]
    assert b"Connection: close" in raw
    assert n_reviews(wh) == 0
    assert "Traceback" not in capfd.readouterr().err


def test_chunked_body_is_refused(server):
    port = server.server_address[1]
    raw = raw_exchange(
        server,
        f"POST /api/decide HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"{guard.TOKEN_HEADER}: {server.token}\r\nTransfer-Encoding: chunked\r\n\r\n"
        "2\r\n{}\r\n0\r\n\r\n".encode(),
    )
    assert status_of(raw) == 411


def test_short_body_times_out_instead_of_hanging(wh, server):
    """A client announcing 100 bytes and sending 5 gets 408 after the timeout (1.5 s here)."""
    port = server.server_address[1]
    head = (
        f"POST /api/decide HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"{guard.TOKEN_HEADER}: {server.token}\r\nContent-Length: 100\r\n\r\n"
    )
    start = time.monotonic()
    raw = raw_exchange(server, head.encode() + b'{"ca', wait=10)
    assert status_of(raw) == 408 and time.monotonic() - start < 8
    assert n_reviews(wh) == 0


def test_silent_connection_is_closed_and_threads_do_not_pile_up(server):
    idle = [socket.create_connection(("127.0.0.1", server.server_address[1])) for _ in range(5)]
    try:
        time.sleep(2.5)  # > request_timeout
        for sock in idle:
            sock.settimeout(5)
            assert sock.recv(1) == b""  # closed by the server
    finally:
        for sock in idle:
            sock.close()
    deadline = time.monotonic() + 5
    while any("process_request" in t.name for t in threading.enumerate()):
        assert time.monotonic() < deadline, "handler threads still alive"  # none hangs
        time.sleep(0.05)
    assert request(server, "GET", "/api/state", headers=api_headers(server))[0] == 200


@pytest.mark.parametrize(
    "raw",
    [
        b"GARBAGE\r\n\r\n",
        b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\n\r\n",
        b"GET / HTTP/1.1\r\n" + b"X: y\r\n" * 200 + b"\r\n",
        b"FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    ],
    ids=["garbage", "long-line", "many-headers", "unknown-method"],
)
def test_malformed_request_line_and_headers_get_4xx_json(server, raw):
    out = raw_exchange(server, raw)
    assert 400 <= status_of(out) < 500 or status_of(out) == 501
    assert b"application/json" in out.split(b"\r\n\r\n", 1)[0]


# -- a real browser: a page on another origin cannot record a decision -------------------------

EVIL_PAGE = """<!doctype html><html><body><script>
window.attack = async (target, cid) => {
  const body = JSON.stringify({candidate_id: cid, decision: "reject"});
  const results = [];
  for (const opts of [
    {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"}, body},
    {method: "POST", headers: {"Content-Type": "application/json"}, body},
    {method: "POST", mode: "no-cors", body: new Blob([body], {type: "application/json"})},
  ]) {
    try { const r = await fetch(target + "api/decide", opts); results.push("sent:" + r.type); }
    catch (e) { results.push("blocked:" + e.name); }
  }
  const form = document.createElement("form");
  form.method = "POST"; form.action = target + "api/decide"; form.enctype = "text/plain";
  form.target = "sink";
  const input = document.createElement("input");
  input.name = body.slice(0, -1) + ', "x": "'; input.value = '"}';
  form.append(input); document.body.append(form);
  const frame = document.createElement("iframe"); frame.name = "sink"; document.body.append(frame);
  await new Promise((ok) => { frame.onload = ok; form.submit(); setTimeout(ok, 3000); });
  return results;
};
</script></body></html>"""


class _EvilHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        body = EVIL_PAGE.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture()
def chromium():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian chromium is not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        # attacker.test resolves to 127.0.0.1, as a DNS-rebinding attacker's name does
        args = [*BROWSER_ARGS, "--host-resolver-rules=MAP attacker.test 127.0.0.1"]
        browser = p.chromium.launch(executable_path=CHROMIUM, args=args)
        yield browser
        browser.close()


def test_browser_page_on_other_origin_cannot_decide(wh, server, chromium):
    evil = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _EvilHandler)
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    try:
        page = chromium.new_page()
        page.goto(f"http://attacker.test:{evil.server_address[1]}/")
        results = page.evaluate(
            "([t, c]) => window.attack(t, c)", [server.url, server.app.queue[0]]
        )
        assert results  # the page ran
        # DNS rebinding: the attacker's name now points at the review server itself
        resp = page.goto(f"http://attacker.test:{server.server_address[1]}/")
        assert resp.status == 421 and server.token not in page.content()
        assert n_reviews(wh) == 0
        # ... while the real page, same browser, still records decisions
        page.goto(server.url)
        page.wait_for_selector("body[data-ready='1']")
        cid = page.evaluate("document.body.dataset.candidate")
        page.keyboard.press("a")
        page.wait_for_function(
            "cid => document.getElementById('message').textContent.startsWith('saved')"
            " && document.getElementById('message').textContent.includes(cid)",
            arg=cid,
        )
        assert n_reviews(wh) >= 1
    finally:
        evil.shutdown()
        evil.server_close()


def test_host_policy_of_a_wildcard_bind_accepts_addresses_not_foreign_names():
    """--host 0.0.0.0 --allow-remote: the machine's addresses and names, never a rebinding name."""
    policy = guard.RequestPolicy.for_address("0.0.0.0", 8765, "t")
    for ok in (
        "192.168.1.20:8765",
        "[fe80::1]:8765",
        "localhost:8765",
        f"{socket.gethostname()}:8765",
    ):
        policy.check_host(ok)
    for bad in ("attacker.example:8765", "192.168.1.20:8766", "192.168.1.20"):
        with pytest.raises(guard.Rejected):
            policy.check_host(bad)
    loopback = guard.RequestPolicy.for_address("127.0.0.1", 8765, "t")
    loopback.check_host("[::1]:8765")
    with pytest.raises(guard.Rejected):
        loopback.check_host("192.168.1.20:8765")
