"""Words a rewrite introduced, and which of them are no English word.

One place for both readers: the keep model scores the rarity of introduced words
(``ranking.features``), and the run flags a pair whose rewrite made a non-word (``process``).
A rewriter inflects lemmas with lemminflect, whose fallback rules make up forms for irregular or
defective lemmas ("many" + JJR -> "manier"); a contraction glued to the wrong verb ("gotn't") or
a morphological negation ("unpresidential") is no word either. ``wordfreq`` lists every form seen
in its corpora, so Zipf 0 is the test.
"""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
#: A word sharing its first letters with a source word is taken for an inflection or derivation
#: of it ("restrengthen" from "restrengthened"): a rare real word, not the rewriter's invention.
_STEM = 4


@lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """Zipf frequency of ``word`` in English (0 for a word wordfreq has never seen)."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text or "")]


# The source sentence is the same for every pair of a candidate (~5 for conjunction) and of a
# sentence: what depends on it alone is computed once (memoised; same values, same key order).
@lru_cache(maxsize=4096)
def _word_set(source: str) -> frozenset[str]:
    return frozenset(words(source))


@lru_cache(maxsize=4096)
def _stems(source: str) -> frozenset[str]:
    return frozenset(w[:_STEM] for w in _word_set(source) if len(w) >= _STEM)


def introduced_words(text: str, source: str) -> list[str]:
    """Words of ``text`` that the source sentence does not contain (case-insensitive)."""
    have = _word_set(source)
    return [w for w in words(text) if w not in have]


def non_words(text: str, source: str) -> list[str]:
    """Lower-case words of ``text`` that are not in ``source``, not an inflection of a source word
    (same first letters), and unknown to wordfreq: words the rewrite made up. Capitalised words
    are names; words of two letters or fewer are abbreviations."""
    have = _word_set(source)
    stems = _stems(source)
    return [
        w
        for w in _WORD.findall(text or "")
        if w.islower()
        and len(w) > 2
        and w not in have
        and w[:_STEM] not in stems
        and zipf(w) == 0.0
    ]
