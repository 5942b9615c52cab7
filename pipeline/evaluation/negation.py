"""Measure the shared negation and embedding rewriters against expert/templated gold text.

- ``mine eval negation PATH``: how often ``negate`` equals the expert negation. PATH is NOPE's
  ``nope/candidates.csv`` (rows the experts accepted, ``appropriate?`` = Y, with a
  ``negated_sentence``; NOPE §3 "Flipping the polarity") or ``veridicality/verb_veridicality.tsv``
  (``neg_sentence``, written with "did not"/"does not": verb veridicality §3, so ``contract=False``
  and the row's ``verb`` is the target).
- ``mine eval imppres-embeddings PATH``: PATH is ``imppres/presupposition/``; for each paradigm,
  embed the unembedded trigger sentence under each of IMPPRES's operators (Table 1) and compare
  with IMPPRES's own premise of that kind.

Comparison: :func:`pipeline.evaluation._text.normalise` (case, spacing, punctuation spacing) and
the final punctuation stripped (IMPPRES writes some questions with "." and some conditionals
without one). Every figure comes with its denominator.
"""

from __future__ import annotations

import ast
import csv
import json
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from lemminflect import getAllLemmas
from spacy.language import Language
from spacy.tokens import Doc, Token

from .. import parse
from ..registry import evaluations
from ..rewrite._result import Rewritten
from ..rewrite.embedding import KINDS, embed
from ..rewrite.negation import negate
from ._text import normalise, spelling_variants

#: COCA tokenization that Moses leaves split: "ca n't", "do n't", "gon na".
_CLITIC_FIXES = (
    (re.compile(r"\b([Cc]a|[Ww]o|[Ss]ha) n't\b"), r"\1n't"),
    (re.compile(r" n't\b"), "n't"),
    (re.compile(r"(\w) ?' ?(m|s|re|ve|ll|d)\b"), r"\1'\2"),
    (re.compile(r"\b([Gg]on|[Ww]an) na\b"), r"\1na"),
)
MAX_EXAMPLES = 8

#: Columns of the ``--items`` listing: one line per gold item, so that two versions of the
#: rewriter can be diffed item by item (a change in a total alone does not say which item moved).
ITEM_COLUMNS = ("id", "verdict", "ok", "rule", "flags", "source", "gold", "ours")


def detokenise(text: str) -> str:
    """COCA's tokenized text back to running text for parsing ("knees , clutching")."""
    from sacremoses import MosesDetokenizer

    out = MosesDetokenizer(lang="en").detokenize(text.split())
    for pattern, repl in _CLITIC_FIXES:
        out = pattern.sub(repl, out)
    return out


def same(ours: str, gold: str) -> bool:
    def norm(text: str) -> str:
        return spelling_variants(normalise(text, strip_final_punct=True))

    return norm(ours) == norm(gold)


_IRREGULAR_NEGATIVES = (
    (re.compile(r"\bwon't\b"), "will not"),
    (re.compile(r"\bcan't\b|\bcannot\b"), "can not"),
    (re.compile(r"\bshan't\b"), "shall not"),
    (re.compile(r"n't\b"), " not"),
)


def spelled_out(text: str) -> str:
    """``normalise`` plus contracted negation spelled out ("didn't" -> "did not")."""
    text = normalise(text, strip_final_punct=True)
    for pattern, repl in _IRREGULAR_NEGATIVES:
        text = pattern.sub(repl, text)
    return spelling_variants(text)


def same_structure(ours: str, gold: str) -> bool:
    """Equal up to the register of negation ("didn't" = "did not"): NOPE's experts differ in it."""
    return spelled_out(ours) == spelled_out(gold)


def _nlp() -> Language:
    return parse.load(parse.resolve_model())


def _rate(hits: int, n: int) -> float | None:
    return round(hits / n, 4) if n else None


class _Tally:
    """Counts per key: n, exact, ok (rewriter claims success), exact among ok."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        self.examples: list[dict[str, str]] = []

    def add(self, key: str, hit: bool, ok: bool, structure: bool | None = None) -> None:
        row = self.rows[key]
        row["n"] += 1
        row["exact"] += hit
        if structure is not None:
            row["any_register"] += structure
        row["ok"] += ok
        row["exact_when_ok"] += hit and ok

    def table(self) -> dict[str, dict[str, float | int | None]]:
        out: dict[str, dict[str, float | int | None]] = {}
        for key in sorted(self.rows):
            row = self.rows[key]
            out[key] = {
                "n": row["n"],
                "exact": row["exact"],
                "accuracy": _rate(row["exact"], row["n"]),
                "ok": row["ok"],
                "precision_when_ok": _rate(row["exact_when_ok"], row["ok"]),
            }
            if "any_register" in row:
                out[key]["accuracy_any_register"] = _rate(row["any_register"], row["n"])
        return out

    def example(self, **fields: str) -> None:
        if len(self.examples) < MAX_EXAMPLES:
            self.examples.append(fields)


# --- NOPE and verb veridicality -----------------------------------------------------------------


def verdict(hit: bool, loose: bool) -> str:
    """``exact`` (equal to the gold), ``register`` (equal up to "didn't" = "did not") or ``miss``."""
    return "exact" if hit else "register" if loose else "miss"


class _Items:
    """The per-item listing (TSV, ``ITEM_COLUMNS``) or nothing when no path is given."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path else None
        self.lines: list[str] = ["\t".join(ITEM_COLUMNS)]

    def add(
        self, item_id: str, source: str, gold: str, result: Rewritten, hit: bool, loose: bool
    ) -> None:
        if self.path is None:
            return
        fields = (
            item_id,
            verdict(hit, loose),
            "ok" if result.ok else "not-ok",
            result.rule,
            ",".join(result.flags),
            source,
            gold,
            result.text,
        )
        self.lines.append("\t".join(" ".join(str(f).split()) for f in fields))

    def write(self) -> None:
        if self.path is not None:
            self.path.write_text("\n".join(self.lines) + "\n", encoding="utf-8")


def _nope_rows(path: Path) -> Iterator[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            if (
                row.get("appropriate?", "").strip() == "Y"
                and row.get("negated_sentence", "").strip()
            ):
                yield row


def _nope_trigger_word(row: dict[str, str]) -> str | None:
    """The trigger word from NOPE's ``trigger_data`` (a Python dict literal; first value)."""
    try:
        data = ast.literal_eval(row.get("trigger_data") or "{}")
    except (ValueError, SyntaxError):
        return None
    if not isinstance(data, dict) or not data:
        return None
    first = next(iter(data.values()))
    return first.split()[0] if isinstance(first, str) and first.strip() else None


def _cleft_copula(doc: Doc) -> Token | None:
    """The copula of an "it is X that/who ..." cleft (NOPE's ``trigger_data`` is empty for clefts)."""
    for token in doc:
        if token.lemma_ != "be" or not any(c.lower_ == "it" for c in token.lefts):
            continue
        if any(t.lower_ in ("that", "who", "which") for t in token.subtree if t.i > token.i):
            return token
    return None


def _find(doc: Doc, word: str | None) -> Token | None:
    """The first token whose text or lemma is ``word`` (case-insensitive)."""
    if not word:
        return None
    low = word.lower()
    for token in doc:
        if token.lower_ == low or token.lemma_.lower() == low:
            return token
    for token in doc:  # spaCy's lemma can be wrong ("strove"); lemminflect's verb lemmas
        if low in getAllLemmas(token.lower_, upos="VERB").get("VERB", ()):
            return token
    return None


def _evaluate_nope(path: Path, limit: int | None, items: Path | None = None) -> dict:
    nlp = _nlp()
    rows = list(_nope_rows(path))[: limit or None]
    sources = [detokenise(r.get("altered sentence", "").strip() or r["sentence"]) for r in rows]
    by_type, by_polarity, by_rule, overall = _Tally(), _Tally(), _Tally(), _Tally()
    listing = _Items(items)
    for number, (row, source, doc) in enumerate(zip(rows, sources, nlp.pipe(sources), strict=True)):
        word = _nope_trigger_word(row)
        target = _cleft_copula(doc) if row["trigger"] == "clefts" else _find(doc, word)
        result = negate(doc, target)
        gold = detokenise(row["negated_sentence"])
        hit = same(result.text, gold)
        loose = same_structure(result.text, gold)
        overall.add("all", hit, result.ok, loose)
        by_type.add(row["trigger"], hit, result.ok, loose)
        polarity = "remove" if result.rule == "negation:remove" else "add"
        by_polarity.add(polarity, hit, result.ok, loose)
        by_rule.add(result.rule, hit, result.ok, loose)
        item_id = f"{number}:{row.get('sent_id') or ''}:{row['trigger']}"
        listing.add(item_id, source, gold, result, hit, loose)
        if not hit:
            overall.example(sentence=source, ours=result.text, gold=gold, rule=result.rule)
    listing.write()
    return {
        "gold": "nope",
        "overall": overall.table(),
        "per_trigger": by_type.table(),
        "per_direction": by_polarity.table(),
        "per_rule": by_rule.table(),
        "misses": overall.examples,
    }


def _evaluate_veridicality(path: Path, limit: int | None, items: Path | None = None) -> dict:
    nlp = _nlp()
    with path.open(encoding="utf-8", newline="") as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t") if r.get("neg_sentence")]
    rows = rows[: limit or None]
    by_task, by_rule, overall = _Tally(), _Tally(), _Tally()
    listing = _Items(items)
    for row, doc in zip(rows, nlp.pipe(r["sentence"] for r in rows), strict=True):
        target = _find(doc, row["verb"])
        result = negate(doc, target, contract=False)
        hit = same(result.text, row["neg_sentence"])
        loose = same_structure(result.text, row["neg_sentence"])
        overall.add("all", hit, result.ok, loose)
        by_task.add(row["task"], hit, result.ok, loose)
        by_rule.add(result.rule, hit, result.ok, loose)
        item_id = f"{row.get('index', '')}:{row['task']}:{row['verb']}"
        listing.add(item_id, row["sentence"], row["neg_sentence"], result, hit, loose)
        if not hit:
            overall.example(
                sentence=row["sentence"],
                ours=result.text,
                gold=row["neg_sentence"],
                rule=result.rule,
            )
    listing.write()
    return {
        "gold": "verb_veridicality",
        "overall": overall.table(),
        "per_task": by_task.table(),
        "per_rule": by_rule.table(),
        "misses": overall.examples,
    }


@evaluations.register("negation")
def evaluate_negation(path: Path, limit: int | None = None, items: Path | None = None) -> dict:
    """Agreement of ``negate`` with NOPE's expert negations or verb veridicality's ``neg_sentence``.

    ``items``: also write one TSV line per gold item (``ITEM_COLUMNS``: id, verdict
    exact/register/miss, ok, rule, flags, source, gold, ours), in gold order, so that two
    versions can be compared with ``diff``."""
    path = Path(path)
    if path.suffix == ".tsv":
        return _evaluate_veridicality(path, limit, items)
    return _evaluate_nope(path, limit, items)


# --- IMPPRES embeddings -------------------------------------------------------------------------


def imppres_paradigms(path: Path) -> Iterator[tuple[str, int, dict[str, str]]]:
    """``(file stem, paradigmID, {trigger kind: sentence1})`` for every IMPPRES paradigm."""
    for file in sorted(Path(path).glob("*.jsonl")):
        paradigms: dict[int, dict[str, str]] = defaultdict(dict)
        with file.open(encoding="utf-8") as handle:
            for line in handle:
                item = json.loads(line)
                kind = item.get("trigger")
                if kind in ("unembedded", *KINDS):
                    paradigms[item["paradigmID"]].setdefault(kind, item["sentence1"])
        for pid in sorted(paradigms):
            yield file.stem, pid, paradigms[pid]


@evaluations.register("imppres-embeddings")
def evaluate_imppres_embeddings(path: Path, limit: int | None = None) -> dict:
    """Agreement of ``embed`` with IMPPRES's negated/modal/interrogative/conditional premises."""
    nlp = _nlp()
    paradigms = [p for p in imppres_paradigms(Path(path)) if "unembedded" in p[2]][: limit or None]
    docs = nlp.pipe(p[2]["unembedded"] for p in paradigms)
    per_kind, per_file = _Tally(), _Tally()
    misses: dict[str, list[dict[str, str]]] = defaultdict(list)
    for (stem, _pid, sentences), doc in zip(paradigms, docs, strict=True):
        for kind in KINDS:
            if kind not in sentences:
                continue
            result = embed(doc, kind)
            hit = same(result.text, sentences[kind])
            per_kind.add(kind, hit, result.ok)
            per_file.add(f"{stem}:{kind}", hit, result.ok)
            if not hit and len(misses[kind]) < MAX_EXAMPLES // 2:
                misses[kind].append(
                    {"source": doc.text, "ours": result.text, "gold": sentences[kind]}
                )
    return {
        "gold": "imppres/presupposition",
        "paradigms": len(paradigms),
        "per_kind": per_kind.table(),
        "per_file": per_file.table(),
        "misses": dict(misses),
    }


# --- coverage on raw corpus text -----------------------------------------------------------------


def _coca_sentences(path: Path) -> Iterator[str]:
    """``sentence`` of every line of ``coca_nope_outputs/*.jsonl`` (some lines are Python dict
    literals rather than JSON)."""
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    for file in files:
        with file.open(encoding="utf-8") as handle:
            for line in handle:
                try:
                    item = json.loads(line)
                except ValueError:
                    item = ast.literal_eval(line)
                if item.get("sentence"):
                    yield detokenise(item["sentence"])


@evaluations.register("negation-coverage")
def evaluate_negation_coverage(path: Path, limit: int | None = None) -> dict:
    """How often ``negate``/``embed`` produce an unflagged rewrite on raw COCA sentences (NOPE's
    unreviewed extraction output), per kind and per flag. No gold: a robustness figure."""
    nlp = _nlp()
    texts = list(_coca_sentences(Path(path)))[: limit or None]
    kinds: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    flags: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for doc in nlp.pipe(texts, batch_size=256):
        results = {kind: embed(doc, kind) for kind in KINDS}  # "negated" is negate(doc)
        for kind, result in results.items():
            kinds[kind]["n"] += 1
            kinds[kind]["ok"] += result.ok
            for flag in result.flags if not result.ok else ():
                flags[flag.split(":")[0]][kind] += 1
    table = {
        kind: {"n": row["n"], "ok": row["ok"], "ok_rate": _rate(row["ok"], row["n"])}
        for kind, row in kinds.items()
    }
    return {
        "gold": "coca_nope_outputs (no gold)",
        "sentences": len(texts),
        "per_kind": table,
        "not_ok_flags": {f: dict(v) for f, v in sorted(flags.items())},
    }
