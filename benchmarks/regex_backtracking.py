"""Hang guard for the pipeline's regular expressions (stop 66).

A run must never hang on one sentence. Stop 65's ``fitness._QUOTATION`` did: a lazy repeated
group whose items could swallow the separator backtracked exponentially after a lone apostrophe.
This script collects every regular expression in ``pipeline/`` -- compiled ``re.Pattern`` objects
in module globals (and in the lists, tuples, sets and dicts held there) plus every string literal
passed to ``re.compile``/``re.search``/``re.match``/... inside functions -- and times ``search()``
on adversarial inputs built from each pattern's own alphabet: long runs of words and spaces, of
the characters its classes accept, of the words it names, behind a lone opening quote, apostrophe
or bracket that never closes, with a near miss at the end.

For every pattern it prints the worst time over those inputs (median of 3) and the ratio of that
time against the same input at half the length: a linear pattern stays near 2, a quadratic one
near 4, an exponential one explodes (it is cut by a 0.5 s alarm and reported as HANG).

    PYTHONPATH=$PWD python3 benchmarks/regex_backtracking.py [--all] [--length 200]
"""

from __future__ import annotations

import argparse
import ast
import importlib
import pkgutil
import re
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ALARM_S = 0.5
_OPENERS = ["'", '"', "(", "[", "{", "\u2018", "\u201c", "<", "-", "`"]
_ENDINGS = ["", "!", "don't", "x", "'s", ".", "?", " ", "\u2019x", "a'", "1"]


class _Timeout(Exception):
    pass


def _alarm(_signum, _frame):  # pragma: no cover - signal handler
    raise _Timeout


def collect() -> dict[str, re.Pattern]:
    """``{"module:name": pattern}`` for every regular expression in pipeline/."""
    import pipeline

    found: dict[str, re.Pattern] = {}
    seen: set[tuple[str, int]] = set()

    def add(key: str, pat: re.Pattern) -> None:
        ident = (pat.pattern if isinstance(pat.pattern, str) else repr(pat.pattern), pat.flags)
        if ident in seen:
            return
        seen.add(ident)
        found[key] = pat

    for info in pkgutil.walk_packages(pipeline.__path__, "pipeline."):
        try:
            mod = importlib.import_module(info.name)
        except Exception as exc:  # an optional backend missing: say so, go on
            print(f"# could not import {info.name}: {exc!r}", file=sys.stderr)
            continue
        for name, val in list(vars(mod).items()):
            if isinstance(val, re.Pattern):
                add(f"{info.name}:{name}", val)
            elif isinstance(val, (list, tuple, set, frozenset)):
                for i, item in enumerate(val):
                    if isinstance(item, re.Pattern):
                        add(f"{info.name}:{name}[{i}]", item)
                    elif isinstance(item, tuple):
                        for j, sub in enumerate(item):
                            if isinstance(sub, re.Pattern):
                                add(f"{info.name}:{name}[{i}][{j}]", sub)
            elif isinstance(val, dict):
                for k, item in val.items():
                    if isinstance(item, re.Pattern):
                        add(f"{info.name}:{name}[{k!r}]", item)
            elif isinstance(val, type):
                for cname, cval in vars(val).items():
                    if isinstance(cval, re.Pattern):
                        add(f"{info.name}:{name}.{cname}", cval)

    # literals inside functions: re.X("...") with a constant first argument
    funcs = {
        "compile",
        "search",
        "match",
        "fullmatch",
        "findall",
        "finditer",
        "sub",
        "subn",
        "split",
    }
    for path in sorted((ROOT / "pipeline").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in funcs
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "re"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                flags = 0
                for kw in node.keywords:
                    if kw.arg == "flags":
                        try:
                            flags = eval(
                                compile(ast.Expression(kw.value), "<f>", "eval"), {"re": re}
                            )
                        except Exception:
                            flags = 0
                if node.func.attr == "compile" and len(node.args) > 1:
                    try:
                        flags = eval(
                            compile(ast.Expression(node.args[1]), "<f>", "eval"), {"re": re}
                        )
                    except Exception:
                        flags = 0
                try:
                    pat = re.compile(node.args[0].value, flags)
                except re.error:
                    continue
                add(f"{rel}:L{node.lineno}", pat)
    return found


def _alphabet(pat: re.Pattern) -> tuple[list[str], list[str]]:
    """Words the pattern names and single characters its literals and classes mention."""
    src = pat.pattern if isinstance(pat.pattern, str) else ""
    words = sorted(set(re.findall(r"[A-Za-z]{2,}", src)))[:12]
    chars = set()
    for ch in src:
        if not ch.isalnum() and ch not in "\\()|?*+{}^$":
            chars.add(ch)
    chars |= {" ", "a", "A", "1", "'", ".", ",", "-"}
    return words, sorted(chars)


def adversarial(pat: re.Pattern, n: int) -> list[str]:
    """Inputs of about ``n`` units built from the pattern's alphabet."""
    words, chars = _alphabet(pat)
    bodies = [
        "a " * n,
        "a" * n,
        " " * n,
        "ab cd " * (n // 2),
        "a. " * n,
        "a, " * n,
        "a-" * n,
        "1 " * n,
        "A " * n,
        "a  " * n,
        "a\t\n" * (n // 2),
    ]
    bodies += [c * n for c in chars]
    bodies += [(c + " ") * n for c in chars if c != " "]
    bodies += [("a" + c) * n for c in chars]
    if words:
        bodies.append(" ".join(words[i % len(words)] for i in range(n)) + " ")
        bodies.append(" ".join(words[i % len(words)].lower() for i in range(n)) + " ")
        bodies.append("".join(words[i % len(words)] for i in range(n)))
        bodies.append(" ".join(words[0] for _ in range(n)) + " ")
    out = []
    for body in bodies:
        for opener in ["", *_OPENERS]:
            for end in _ENDINGS:
                out.append("He said " + opener + " " + body + end)
                out.append(opener + body + end)
    return out


def _time(pat: re.Pattern, text: str) -> float:
    start = time.perf_counter()
    pat.search(text)
    return time.perf_counter() - start


def _guarded(pat: re.Pattern, text: str) -> float | None:
    signal.setitimer(signal.ITIMER_REAL, ALARM_S)
    try:
        return _time(pat, text)
    except _Timeout:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def worst(pat: re.Pattern, n: int) -> tuple[float | None, str, float | None]:
    """(worst time at n or None for a hang, that input, median time of its half-length twin)."""
    signal.signal(signal.SIGALRM, _alarm)
    half = {
        t: h for t, h in zip(adversarial(pat, n), adversarial(pat, max(1, n // 2)), strict=True)
    }
    best_t, best_in = -1.0, ""
    for text in half:
        t = _guarded(pat, text)
        if t is None:
            return None, text, None
        if t > best_t:
            best_t, best_in = t, text
    runs = []
    for _ in range(3):
        t = _guarded(pat, best_in)
        if t is None:
            return None, best_in, None
        runs.append(t)
    t_half = statistics.median(_time(pat, half[best_in]) for _ in range(3))
    return statistics.median(runs), best_in, t_half


#: Stop 66's rewrites: (key, pattern before, how the new pattern's span is read, alphabet of
#: tokens for random strings). ``group`` names the group whose span stands for the old match.
REWRITES = [
    (
        "pipeline.rewrite.presupposition:_DANGLING_END",
        re.compile(r"(?:[\s,;:-]+(?:and|or|but|nor|so|yet))+\s*$|[\s,;:-]+$", re.I),
        0,
        [
            " ",
            ",",
            ";",
            ":",
            "-",
            "\n",
            "and",
            "AND",
            "or",
            "but",
            "nor",
            "so",
            "yet",
            "x",
            "a",
            "d",
            "n",
        ],
    ),
    (
        "pipeline.ranking.features_implicature:_ALL_THEN_NOT",
        re.compile(r"\b(?:all|every|each)\b[^,;:]*?(?:\bnot\b|n't\b|\bnever\b)", re.I),
        "q",
        [
            "all",
            "ALL",
            "every",
            "each",
            "not",
            "n't",
            "never",
            " ",
            ",",
            ";",
            ":",
            "\n",
            "x",
            "a",
            "l",
            "s",
            "'",
            "t",
            "n",
            "y",
            "o",
            "all ",
            "each ",
            " not",
            " not ",
            "n't ",
            " never",
            "x ",
            "x ",
            "x ",
            ", ",
            ": ",
        ],
    ),
    (
        "pipeline.fitness:_TRAILING_ELLIPSIS",
        re.compile(r"(\w+)(?:\s+(\w+))?\s*(?:\.\s?\.\s?\.|\u2026)(?:\s?[\"'\u201d\u2019])?$"),
        0,
        [
            "a",
            "b",
            "1",
            "_",
            "\u00e9",
            " ",
            "\t",
            "\n",
            ".",
            "...",
            "\u2026",
            '"',
            "'",
            "\u201d",
            "\u2019",
            "x",
        ],
    ),
    (
        "pipeline.fitness:_WIKI_MARKUP",
        re.compile(
            r"<\s*/?\s*(?:p|br|div|span|ref|td|tr|li|ul|small|sup|sub)\b\s*/?\s*(?:>|$)"
            r"|\[\[|\]\]|\{\{|\}\}|(?:^|\s)\|(?=\s|$)|(?:^|\s)=(?:\s?=)+(?=\s|$)",
            re.IGNORECASE,
        ),
        0,
        [
            "<",
            ">",
            "/",
            " ",
            "\n",
            "p",
            "P",
            "br",
            "div",
            "span",
            "sup",
            "x",
            "a",
            "[",
            "]",
            "{",
            "}",
            "|",
            "=",
        ],
    ),
    (
        "pipeline.sentences:_WORD_BEFORE",
        re.compile(r"(\S*?)(?:[.!?]+|\u2026)[\"'\u201d\u2019)\]]*$"),
        0,
        [
            "a",
            "b",
            " ",
            "\n",
            ".",
            "!",
            "?",
            "\u2026",
            '"',
            "'",
            "\u201d",
            "\u2019",
            ")",
            "]",
            "x",
            "...",
        ],
    ),
    (
        "pipeline.fitness:_LAST_WORD",
        re.compile(r"([A-Za-z]+)[^A-Za-z]*$"),
        0,
        ["a", "B", "z", " ", "\n", "1", "'", ".", "-", "\u00e9", "ab ", "s"],
    ),
    (
        "pipeline.rewrite.complement:_TRAILING_SEPARATOR",
        re.compile(r"(?:[\s,;:]|\s[-\u2013\u2014]+)+$"),
        0,
        [" ", "\n", "\t", ",", ";", ":", "-", "\u2013", "\u2014", "x", "a", " -", "--"],
    ),
    (
        "pipeline.process:_FINAL_NUMBER",
        re.compile(r"(\d+(?:[.,]\d+)*)\s*[.!?]$"),
        0,
        ["1", "2", "0", ".", ",", " ", "\n", "!", "?", "a", "x", "12", "\u0663"],
    ),
]


def equivalence(n: int = 300_000, seed: int = 66) -> int:
    """Same match spans (and groups, and ``sub`` output) of old and new on ``n`` random strings."""
    import random

    pats = collect()
    rng = random.Random(seed)
    failures = 0
    for key, old, group, alphabet in REWRITES:
        new = pats[key]
        diff = 0
        for _ in range(n):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
            a, b = old.search(text), new.search(text)
            same = (a is None) == (b is None) and (
                a is None
                or (a.span() == b.span(group) and a.group(0) == b.group(group))
                and (group != 0 or a.groups() == b.groups())
            )
            same = same and old.sub("", text) == new.sub("", text) if group == 0 else same
            if not same:
                diff += 1
                if diff <= 3:
                    print(f"  DIFF {key} on {text!r}: {a} vs {b}")
        failures += diff
        print(f"{key}: {n} random strings, {diff} differ")
    return 1 if failures else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--length", type=int, default=200, help="units per adversarial run")
    ap.add_argument("--all", action="store_true", help="print every pattern, not only slow ones")
    ap.add_argument("--match", default="", help="only patterns whose key contains this")
    ap.add_argument(
        "--equivalence",
        type=int,
        default=0,
        metavar="N",
        help="check stop 66's rewrites against the old patterns on N random strings",
    )
    args = ap.parse_args()
    if args.equivalence:
        return equivalence(args.equivalence)
    pats = {k: p for k, p in collect().items() if args.match in k}
    print(
        f"# {len(pats)} regular expressions in pipeline/ (length {args.length}, alarm {ALARM_S}s)"
    )
    bad = 0
    rows = []
    for key, pat in pats.items():
        t, text, t_half = worst(pat, args.length)
        if t is None:
            bad += 1
            rows.append((float("inf"), f"HANG  {key}  >{ALARM_S}s on {text[:70]!r}"))
            continue
        ratio = t / t_half if t_half else float("nan")
        slow = ratio > 3.0 and t > 1e-3
        bad += slow
        rows.append(
            (
                t,
                f"{'SLOW ' if slow else 'ok   '} {key}  worst {t * 1e3:.3f} ms  x{ratio:.1f} vs half on {text[:50]!r}",
            )
        )
    rows.sort(key=lambda r: -r[0])
    for t, line in rows:
        if args.all or not line.startswith("ok") or t > 1e-3:
            print(line)
    print(f"# super-linear or hanging: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
