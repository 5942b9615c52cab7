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
            if q is not None and t.i != heads[0].i and _member_of_outer_list(doc, t):
                # "bring a weapon, unique items, lots of ammo, recovery items, and money": the
                # quantified phrase is itself a member of a comma list, and the one final "and"
                # closes that outer list (Quirk et al. 1985 §13.58 on multiple coordination:
                # one coordinator before the last member of a series); the parse hangs the
                # later members under "of", but they are members of the outer list, not of
                # the quantifier's restrictor (cj109)
                return None
            if q is not None:
                return q
        if t.dep_ in _INSIDE_NP and t.head.i != t.i:
            t = t.head
        elif t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.pos_ in _NOMINAL | {"NUM"}:
            t = t.head.head
        else:
            return None
    return None


def _member_of_outer_list(doc: Doc, noun: Token) -> bool:
    """``noun`` (a quantity noun over the coordination) is a later member of a comma list:
    attached as ``conj`` to an earlier noun with a comma right before it."""
    return (
        noun.dep_ == "conj"
        and noun.head.i < noun.i
        and noun.left_edge.i > 0
        and doc[noun.left_edge.i - 1].text == ","
    )


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


#: Number words of a vague "n or m" (Channell 1994 ch. 3).
_NUMBER_WORDS = {
    w: float(i)
    for i, w in enumerate(
        ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    )
}
#: Round plural magnitudes: "tens or hundreds", "hundreds or thousands" (a power of ten apart).
_MAGNITUDES = {
    "tens": 10.0, "dozens": 10.0, "hundreds": 1e2, "thousands": 1e3, "millions": 1e6,
    "billions": 1e9,
}  # fmt: skip
#: The plural magnitude nouns as quantity words ("millions of Americans", "thousands who ...").
#: They count, they name no kind (H&P 2002 ch. 5 §9.3 on quantificational nouns; Carlson 1977
#: on bare plurals as kind terms), so a relative clause on them restricts a cardinal, upward
#: quantifier, not a generic one (``conjunction_contexts._generic_restrictor``, cj232).
MAGNITUDE_NOUNS = frozenset(_MAGNITUDES) | {"scores"}
#: Words before a year or number that make it one edge of a vague stretch ("late 1605 or
#: early 1606", "about 20 or 21").
_RANGE_EDGES = frozenset({"late", "early", "mid", "about", "around", "c.", "circa", "ca."})


def _number_value(doc: Doc, span: TokenRange) -> tuple[float, str] | None:
    """The value of a conjunct that is one numeral, and its kind: "word" ("two"), "magnitude"
    ("hundreds", also with the shared "of" phrase the parse leaves on the last conjunct: "tens
    or [hundreds of people]"), "edge" (a number after a range edge word: "late 1605") or
    "digits"."""
    words = [t for t in doc[span.start : span.end] if not t.is_punct]
    edge = bool(words) and words[0].lower_ in _RANGE_EDGES
    if edge:
        words = words[1:]
    if len(words) > 2 and words[0].lower_ in _MAGNITUDES and words[1].lower_ == "of":
        words = words[:1]
    if len(words) != 1:
        return None
    w = words[0].lower_.replace(",", "")
    if w in _MAGNITUDES:
        return _MAGNITUDES[w], "magnitude"
    if w in _NUMBER_WORDS:
        return _NUMBER_WORDS[w], "word"
    try:
        return float(w), "edge" if edge else "digits"
    except ValueError:
        return None


def approximate_numerals(doc: Doc, conj: Sequence[TokenRange], word: str) -> bool:
    """ "tens or hundreds of people", "in late 1605 or early 1606": round magnitudes a power
    of ten apart joined by "or" make one vague number, an approximation by "n or m" (Channell
    1994 "Vague Language" ch. 3; Pollmann & Jansen 1996 on round-number ranges), and
    consecutive numbers after range edge words ("late", "early", "about") one vague stretch of
    time. The writer asserts neither value, so no single disjunct is a proposition of the text
    to remove, add or keep (not a boolean "or"; ConjNLI §3 keeps non-boolean coordinations
    out). Digits without an edge word ("43 or 44 years old", "in 1315 or 1316", "3 or 4
    movements") state two precise values, one of which holds, and keep their boolean pairs.
    Consecutive number words that count something ("one or two were writers", "stayed two or
    three days", "grows to three or four metres") are the commonest approximator of all: "n or
    n+1" gives a rough size, "a few", not two alternatives (Quirk et al. 1985 §13.37 on "or"
    of approximation; Channell 1994 ch. 3), so "We stayed three days" is a precise claim the
    writer never made and "One were writers" breaks agreement (see :func:`_counting_numeral`).
    Not after a noun that labels the number nor after "either", which offers the values as
    alternatives."""
    if word != "or" or len(conj) != 2:
        return False
    values = [_number_value(doc, c) for c in conj]
    if values[0] is None or values[1] is None:
        return False
    before = doc[conj[0].start - 1] if conj[0].start > 0 else None
    if before is not None and (before.pos_ in {"NOUN", "PROPN"} or before.lower_ == "either"):
        return False
    (a, kind_a), (b, kind_b) = values
    kinds = {kind_a, kind_b}
    if kinds == {"magnitude"}:
        return b == 10 * a
    if "edge" in kinds and kinds <= {"edge", "digits"}:
        return b - a == 1
    if kinds == {"word"}:
        return b - a == 1 and _counting_numeral(doc[conj[0].start : conj[0].end].root)
    return False


def _counting_numeral(tok: Token) -> bool:
    """The first number word counts things: it modifies a noun ("two or three days") or stands
    for a counted set itself ("one or two were writers", "add one or two more"). A number named
    as a value, the object of "of" after a noun ("flower parts in multiples of four or five"),
    is a number of arithmetic: there the values are alternatives (some flowers in fours, some
    in fives), and the pairs stay."""
    if tok.dep_ != "pobj":
        return True
    prep = tok.head
    return not (prep.lower_ == "of" and prep.head.pos_ in {"NOUN", "PROPN"})


#: Dependencies from a word of a noun's postmodifier (a prepositional phrase, a restrictive
#: relative or infinitival clause) up towards the noun.
_POSTMODIFIER_DEPS = frozenset(
    {"pobj", "prep", "dobj", "attr", "compound", "amod", "nmod", "relcl", "acl", "advmod"}
)


def uniqueness_postmodifier(doc: Doc, conj: Sequence[TokenRange], words: frozenset[str]) -> bool:
    """ "the only country with coasts on both the Red Sea and the Gulf", "the first woman who
    won the Nobel Prize and the Fields Medal", "the first state to abolish slavery and serfdom":
    the coordination is inside a restrictive postmodifier of a singular noun that "the only /
    first / last / sole" picks out. Like the premodifiers of ``_ordinal_restrictor`` in
    ``conjunction.py``, the postmodifier is the restrictor of a superlative-like uniqueness
    description (Szabolcsi 1986; Bhatt 2006 on "first"/"only"), which is neither upward nor
    downward monotone: the only country with coasts on both seas need not be the only one with a
    coast on one of them, nor the reverse. Removal and addition are neutral. Not past a
    supplementary relative (", which ..."), a clause of the sentence's own, or a plural noun;
    not for coordinated verb phrases; and not past an "of" complement of a noun: "the first
    large-scale use of machine guns, artillery and tanks" has the distributive reading, the
    first use of each (the argument of a relational noun, Barker 1995; cf. the split reading of
    plural heads in ``_ordinal_restrictor``)."""
    if any(doc[c.start : c.end].root.pos_ in {"VERB", "AUX"} for c in conj):
        return False  # verb phrases: a clause coordination, maybe around the noun
    t = doc[conj[0].start : conj[0].end].root
    for _ in range(_MAX_STEPS + 2):
        if t.head.i == t.i or t.dep_ not in _POSTMODIFIER_DEPS:
            return False
        if t.dep_ in {"relcl", "acl"} and t.left_edge.i > 0 and doc[t.left_edge.i - 1].text == ",":
            return False  # supplementary: no restrictor
        if t.dep_ == "prep" and t.lower_ == "of" and t.head.pos_ in {"NOUN", "PROPN"}:
            return False  # the noun's own argument: "the first use of A and B" is of each
        t = t.head
        if t.pos_ in {"NOUN", "PROPN", "PRON"} and t.i < conj[0].start:
            mods = [m for m in t.children if m.i < t.i]
            if (
                t.tag_ in {"NN", "NNP"}
                and any(m.lower_ in words and m.dep_ in {"amod", "advmod"} for m in mods)
                and any(m.lower_ == "the" for m in mods)
            ):
                return True
    return False


#: Prepositions whose object is one relatum of a symmetric relation between the members
#: ("the differences between A and B", "a treaty among A and B"): the coordination is a group
#: (collective, Lasersohn 1995), not a union of separate objects.
_GROUP_PREPOSITIONS = frozenset({"between", "among", "amongst"})


def nominal_union_restrictor(
    doc: Doc, conj: Sequence[TokenRange], determiners: frozenset[str]
) -> bool:
    """Nouns coordinated with "and" as the object of a prepositional modifier of a noun
    quantified by one of ``determiners`` (the universal and negative ones): "all references to
    [the functions and data] are changed", "all the attributes of [both date and time]".

    A coordination of plural or mass nouns under one determiner or preposition denotes the union
    of the members' sets, the segregatory reading (Hoeksema 1988; Huddleston & Pullum 2002 ch. 15
    §2.2; Quirk et al. 1985 §13.60): the references to the functions and data are the references
    to the functions together with those to the data. So "all references to A and B are
    changed" says the same as "all references to A are changed and all references to B are
    changed": a removed member is entailed and an added one is new (the labels of an upward
    "and"), not the reverse that an intersective "and" in the restrictor of "all" would give
    (Barwise & Cooper 1981: the restrictor is downward entailing, but for a union the smaller
    set is the one without B). This is the reading the determiner comment of
    ``RESTRICTOR_DETERMINERS`` gives to nouns coordinated right under the determiner ("every
    student and teacher"); a prepositional object one step down is read the same way. A verb
    phrase or relative clause coordinated in the restrictor ("everyone who bought A and B")
    stays intersective, as do a relational preposition's relata ("the differences between A
    and B": ``_GROUP_PREPOSITIONS``) and adjectives ("all red and white flags")."""
    heads = [doc[c.start : c.end].root for c in conj]
    if any(h.pos_ not in {"NOUN", "PROPN"} for h in heads):
        return False
    t = heads[0]
    for _ in range(_MAX_STEPS):
        if t.dep_ in {"compound", "nmod", "appos"} and t.head.i != t.i:
            t = t.head
            continue
        if t.dep_ != "pobj" or t.head.dep_ != "prep" or t.head.lower_ in _GROUP_PREPOSITIONS:
            return False
        noun = t.head.head
        if noun.pos_ not in {"NOUN", "PROPN", "PRON"}:
            return False
        if any(
            c.dep_ in {"det", "predet"} and c.lower_ in determiners and c.i < t.i
            for c in noun.children
        ):
            return True
        t = noun
    return False
