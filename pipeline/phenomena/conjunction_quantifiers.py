"""Coordinations inside the restrictor of a vague or proportional quantifier.

"Many species of fish and amphibians live in the lake" quantifies over the species of fish and of
amphibians together (the union, Hoeksema 1988 on coordinated nouns under a determiner), so it does
not entail "Many species of amphibians live in the lake": all the many may be fish. "most",
"many" on its proportional reading are not monotone in their restrictor, and even an
existential or cardinal one ("several", "a number of") gives no entailment when the restrictor is
narrowed (Barwise & Cooper 1981 §4; Westerståhl 1985). The removal is neutral, and so is the
addition (ConjNLI, Saha et al. 2020 §3-4: quantified conjunctions are non-boolean).

Only noun-phrase coordinations count (coordinated nouns and noun premodifiers, through "of" and
other prepositional postmodifiers of the quantified noun): a coordination of verb phrases in the
quantifier's scope ("Many aircraft were designed and built in France") is upward entailing and
keeps its boolean label. Kept apart from ``conjunction.py`` so the rule has one small home.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from spacy.tokens import Doc, Token

from ..resources import wordlist
from ..syntax import TokenRange

#: Parts of speech of a noun-phrase conjunct's head (a premodifier may be an adjective).
_NOMINAL = frozenset({"NOUN", "PROPN", "ADJ"})
#: Dependencies from a word of a noun phrase up to the noun it belongs to.
_INSIDE_NP = frozenset({"amod", "compound", "nmod", "conj", "appos"})
#: Dependencies of a quantifying word on the noun it quantifies.
_QUANTIFIER_DEPS = frozenset({"amod", "det", "predet", "nummod", "quantmod"})
#: Quantifiers with a proportional reading, not monotone in their restrictor in either direction
#: (Barwise & Cooper 1981 §4): widening the restrictor is no entailment either ("most A" ->
#: "most A and B"). The cardinal ones ("several", "a number of") are persistent, so an added
#: disjunct keeps its or-introduction label.
PROPORTIONAL_QUANTIFIERS = frozenset(
    {"many", "most", "the majority of", "a majority of", "a minority of"}
)
#: How far up from the first conjunct the quantified noun may be.
_MAX_STEPS = 6


@cache
def _quantifiers() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(item.split()) for item in wordlist("conjunction_restrictor_quantifiers"))


def _words_before(doc: Doc, i: int, n: int) -> tuple[str, ...]:
    return tuple(t.lower_ for t in doc[max(i - n, 0) : i])


def _quantifier_of(doc: Doc, noun: Token, start: int) -> str | None:
    """The quantifier of ``noun`` that stands before the coordination at ``start``, as listed:
    a determiner or adjective of the noun ("many species"), or the noun itself when it heads a
    partitive "of" ("most of the A and B", "a majority of A and B")."""
    items = _quantifiers()
    words: list[Token] = [q for q in noun.children if q.dep_ in _QUANTIFIER_DEPS and q.i < start]
    if any(c.lower_ == "of" and c.dep_ == "prep" for c in noun.children):
        words.append(noun)
    for q in words:
        for item in items:
            word = item[-2] if item[-1] == "of" else item[-1]
            if q.lower_ != word:
                continue
            before = item[: item.index(word)]
            if item[-1] == "of" and q is not noun:
                continue  # "a number of" must head the partitive
            if _words_before(doc, q.i, len(before)) == before:
                return " ".join(item)
    return None


def restrictor_quantifier(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """The quantifier whose restrictor holds this noun-phrase coordination, else None.

    Walks up from the first conjunct's head through the noun phrase (premodifier -> noun, "of"
    object -> the noun or quantity word it modifies, other prepositional objects -> their noun)
    and stops at the first clause boundary.
    """
    heads = [doc[c.start : c.end].root for c in conj]
    if any(h.pos_ not in _NOMINAL for h in heads):
        return None
    if any(h.pos_ == "ADJ" and h.dep_ not in {"amod", "conj"} for h in heads):
        return None  # a predicative adjective ("were red and blue") is no restrictor
    start = conj[0].start
    t = heads[0]
    for _ in range(_MAX_STEPS):
        if t.pos_ in {"NOUN", "PROPN", "ADJ", "PRON", "NUM"}:
            q = _quantifier_of(doc, t, start)
            if q is not None:
                return q
        if t.dep_ in _INSIDE_NP and t.head.i != t.i:
            t = t.head
        elif t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.pos_ in _NOMINAL | {"NUM"}:
            t = t.head.head
        else:
            return None
    return None


#: Words that open a partitive relative over a counted set: "12 songs, 11 of which he wrote".
_PARTITIVE_RELATIVES = frozenset({"which", "whom"})
#: Modifiers that turn an exact numeral into a bound ("at least 11", "over 11"): upward
#: monotone, so or-introduction holds again.
_BOUND_WORDS = frozenset({"least", "over", "more", "than", "above", "nearly", "almost", "about"})


def exact_count_over(doc: Doc, start: int, verb: Token) -> bool:
    """An exact cardinal quantifies the clause whose verb phrases are coordinated at token
    ``start``: "11 of which he wrote or co-wrote", "He scored 3 goals or assists". A bare
    numeral read exactly ("exactly n") is not monotone in its scope (Barwise & Cooper 1981 §4;
    Horn 1972 on the "exactly" reading of numerals in a stated total), so widening the scope
    with a disjunct changes the count: "11 of which he wrote" does not entail "11 of which he
    wrote or co-wrote" (there may be 12 of those). The addition is neutral, not
    or-introduction. A bound ("at least 11", "over 11") is upward monotone and does not count."""
    for t in doc[max(start - 8, 0) : start]:
        if t.tag_ != "CD" or t.i + 2 >= start:
            continue
        if doc[t.i + 1].lower_ == "of" and doc[t.i + 2].lower_ in _PARTITIVE_RELATIVES:
            return not _bounded(doc, t)
    for arg in verb.children:
        if arg.dep_ not in {"nsubj", "nsubjpass", "dobj"}:
            continue
        nums = [arg] if arg.tag_ == "CD" else [c for c in arg.children if c.dep_ == "nummod"]
        if any(n.tag_ == "CD" and not _bounded(doc, n) for n in nums):
            return True
    return False


def _bounded(doc: Doc, num: Token) -> bool:
    """A bound word among the two words before ``num`` or its quantmod children."""
    before = {t.lower_ for t in doc[max(num.i - 2, 0) : num.i]}
    mods = {c.lower_ for c in num.children if c.dep_ in {"quantmod", "advmod"}}
    return bool((before | mods) & _BOUND_WORDS)
