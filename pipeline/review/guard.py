"""The review server's request checks, run before any handler sees a request.

The review page has no login: whoever can make the reviewer's browser send a request to it could
record decisions in the reviewer's name. A web page open in the same browser can send a
cross-origin ``POST`` (``fetch`` with ``Content-Type: text/plain`` needs no CORS preflight), and a
DNS-rebinding page can even read the answers, because its requests reach 127.0.0.1 under a name it
controls. So every request must pass, in this order:

1. ``Host`` names the bound address (or ``localhost``/a loopback address) and port: this defeats
   DNS rebinding, whose requests carry the attacker's host name.
2. API calls only: no ``Origin`` but our own and no ``Sec-Fetch-Site`` but ``same-origin``/``none``
   (what browsers send on cross-site requests), and the per-session token the server writes into
   ``index.html`` in an ``X-Mine-Token`` header (a page on another origin cannot read it).
3. ``POST``: ``Content-Type: application/json`` (a cross-origin page cannot send that without a
   CORS preflight, which the server refuses), a ``Content-Length`` within ``MAX_BODY``, a body
   that is UTF-8 JSON, an object, nested at most ``MAX_DEPTH`` deep.

Each failed check raises ``Rejected`` with the HTTP status and a sentence saying what was refused;
the server answers it as a JSON error and closes the connection.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import socket
from dataclasses import dataclass
from email.message import Message
from http import HTTPStatus
from typing import Any, BinaryIO
from urllib.parse import urlsplit

MAX_BODY = 1_000_000
MAX_DEPTH = 16
TOKEN_HEADER = "X-Mine-Token"
#: ``Sec-Fetch-Site`` values of requests the review page itself makes (or a typed-in URL).
SAME_SITE_FETCH = ("same-origin", "none")
_LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
_WILDCARD = ("", "0.0.0.0", "::")


class Rejected(Exception):
    """A request refused before it reached a handler; ``status`` is the HTTP status to answer."""

    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def split_host(value: str) -> tuple[str, int | None]:
    """``("127.0.0.1", 8765)`` from a ``Host`` value (``[::1]:8765`` for IPv6); port None if absent.

    Raises ``ValueError`` for something that is not ``name[:port]``.
    """
    value = value.strip().lower()
    if value.startswith("["):
        end = value.index("]")
        name, rest = value[1:end], value[end + 1 :]
        if rest and not rest.startswith(":"):
            raise ValueError(value)
        port = rest[1:] if rest else None
    else:
        name, _, port = value.partition(":") if value.count(":") == 1 else (value, "", "")
        port = port or None
    if not name or (port is not None and not (port.isascii() and port.isdigit())):
        raise ValueError(value)
    return name, int(port) if port is not None else None


@dataclass(frozen=True)
class RequestPolicy:
    """What a request to one server must look like: its host names, its port, its token."""

    port: int
    hosts: frozenset[str]
    token: str
    #: Bound to every interface (``--allow-remote``): any IP literal is a fine ``Host`` too (a
    #: DNS-rebinding request always carries a host *name*).
    any_ip: bool = False

    @classmethod
    def for_address(cls, host: str, port: int, token: str) -> RequestPolicy:
        names = {host.lower().strip("[]"), *_LOOPBACK_NAMES}
        wildcard = host in _WILDCARD
        if wildcard:
            names |= {socket.gethostname().lower(), socket.getfqdn().lower()}
        return cls(port=port, hosts=frozenset(names - {""}), token=token, any_ip=wildcard)

    def check_host(self, value: str | None) -> None:
        if not value:
            raise Rejected(HTTPStatus.BAD_REQUEST, "missing Host header")
        try:
            name, port = split_host(value)
        except ValueError:
            raise Rejected(HTTPStatus.BAD_REQUEST, f"malformed Host header {value!r}") from None
        known = name in self.hosts or (self.any_ip and _is_ip(name))
        if not known or (port if port is not None else 80) != self.port:
            raise Rejected(
                HTTPStatus.MISDIRECTED_REQUEST,
                f"Host {value!r} is not this review server "
                f"({', '.join(sorted(self.hosts))} on port {self.port})",
            )

    def check_same_origin(self, headers: Message) -> None:
        """Refuse what a browser marks as sent by a page of another origin."""
        site = headers.get("Sec-Fetch-Site")
        if site is not None and site.strip().lower() not in SAME_SITE_FETCH:
            raise Rejected(
                HTTPStatus.FORBIDDEN, f"cross-site request refused (Sec-Fetch-Site: {site})"
            )
        origin = headers.get("Origin")
        if origin is None:
            return
        parts = urlsplit(origin.strip())
        try:
            ok = parts.scheme == "http" and not parts.path.strip("/")
            if ok:
                self.check_host(parts.netloc)
        except Rejected:
            ok = False
        if not ok:
            raise Rejected(HTTPStatus.FORBIDDEN, f"cross-origin request refused (Origin: {origin})")

    def check_token(self, headers: Message) -> None:
        given = headers.get(TOKEN_HEADER)
        if not given:
            raise Rejected(
                HTTPStatus.FORBIDDEN,
                f"missing {TOKEN_HEADER} header: API calls must carry the session token that the "
                "review page receives in its HTML",
            )
        if not hmac.compare_digest(given.strip().encode("utf-8", "replace"), self.token.encode()):
            raise Rejected(
                HTTPStatus.FORBIDDEN,
                f"wrong {TOKEN_HEADER}: the token changes every time `mine review` starts; reload "
                "the page",
            )


def check_json_content_type(headers: Message) -> None:
    ctype = (headers.get("Content-Type") or "").split(";", 1)[0].strip().lower()
    if ctype != "application/json":
        raise Rejected(
            HTTPStatus.UNSUPPORTED_MEDIA_TYPE,
            f"POST bodies must be Content-Type: application/json, not {ctype or 'none'!r}",
        )


def _depth(value: Any) -> int:
    """Nesting depth of parsed JSON (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            stack.extend((v, depth) for v in (node.values() if isinstance(node, dict) else node))
    return deepest


def content_length(headers: Message, max_body: int = MAX_BODY) -> int:
    if headers.get("Transfer-Encoding"):
        raise Rejected(
            HTTPStatus.LENGTH_REQUIRED,
            "chunked request bodies are not accepted; send Content-Length",
        )
    raw = headers.get("Content-Length")
    if raw is None:
        raise Rejected(HTTPStatus.LENGTH_REQUIRED, "POST needs a Content-Length header")
    raw = raw.strip()
    if not (raw.isascii() and raw.isdigit()):
        raise Rejected(HTTPStatus.BAD_REQUEST, f"malformed Content-Length {raw!r}")
    length = int(raw)
    if length > max_body:
        raise Rejected(
            HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
            f"request body of {length} bytes is over the {max_body}-byte limit",
        )
    return length


def read_json_object(
    headers: Message, rfile: BinaryIO, max_body: int = MAX_BODY, max_depth: int = MAX_DEPTH
) -> dict[str, Any]:
    """The request body as a JSON object, or ``Rejected`` saying what is wrong with it.

    ``rfile`` must have a read timeout (the server's socket timeout): a client announcing more
    bytes than it sends then costs a ``TimeoutError`` instead of a thread waiting forever.
    """
    length = content_length(headers, max_body)
    try:
        raw = rfile.read(length)
    except TimeoutError:
        raise Rejected(HTTPStatus.REQUEST_TIMEOUT, "request body not received in time") from None
    if len(raw) < length:
        raise Rejected(HTTPStatus.BAD_REQUEST, f"body ended after {len(raw)} of {length} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Rejected(HTTPStatus.BAD_REQUEST, f"body is not valid UTF-8 ({exc.reason})") from None
    try:
        payload = json.loads(text)
    except RecursionError:
        raise Rejected(HTTPStatus.BAD_REQUEST, f"JSON nested deeper than {max_depth}") from None
    except ValueError as exc:
        raise Rejected(HTTPStatus.BAD_REQUEST, f"body is not valid JSON: {exc}") from None
    if _depth(payload) > max_depth:
        raise Rejected(HTTPStatus.BAD_REQUEST, f"JSON nested deeper than {max_depth}")
    if not isinstance(payload, dict):
        raise Rejected(
            HTTPStatus.BAD_REQUEST, f"body must be a JSON object, not {type(payload).__name__}"
        )
    return payload


# -- the shape of a decision -----------------------------------------------------------------------

_STR, _OPT_STR = (str,), (str, type(None))
_DECISION_FIELDS = {
    "candidate_id": _STR,
    "decision": _STR,
    "label_scheme": _OPT_STR,
    "note": _OPT_STR,
    "flags": (list, type(None)),
    "pairs": (list, type(None)),
}
_PAIR_FIELDS = {
    "pair_id": _STR,
    "label": _OPT_STR,
    "decision": _OPT_STR,
    "premise": _OPT_STR,
    "hypothesis": _OPT_STR,
}
_JSON_TYPE = {str: "a string", list: "a list", dict: "an object", type(None): "null"}


def _check_fields(obj: dict[str, Any], fields: dict[str, tuple[type, ...]], where: str) -> None:
    for name, types in fields.items():
        if name not in obj and types[-1] is type(None):
            continue
        value = obj.get(name)
        if name not in obj or not isinstance(value, types) or isinstance(value, bool):
            want = " or ".join(_JSON_TYPE[t] for t in types)
            got = "missing" if name not in obj else f"{type(value).__name__} {value!r:.40}"
            raise Rejected(HTTPStatus.BAD_REQUEST, f"{where}{name} must be {want} ({got})")


def check_decision(payload: dict[str, Any]) -> dict[str, Any]:
    """Types of a ``POST /api/decide`` body (``store.record_decision`` checks the values)."""
    _check_fields(payload, _DECISION_FIELDS, "")
    if not all(isinstance(f, str) for f in payload.get("flags") or []):
        raise Rejected(HTTPStatus.BAD_REQUEST, "flags must be a list of strings")
    for i, pair in enumerate(payload.get("pairs") or []):
        if not isinstance(pair, dict):
            raise Rejected(HTTPStatus.BAD_REQUEST, f"pairs[{i}] must be an object")
        _check_fields(pair, _PAIR_FIELDS, f"pairs[{i}].")
    return payload
