"""A container or measure noun's "of" complement, misattached to the list (cj223).

"He drank the beer, wine, and bottles of the cider": the parser hangs "of the cider" on the
first conjunct "beer", so the span of the last conjunct stopped at "bottles" and the "of" phrase
was read as shared by the whole list; removing "bottles" gave "the beer and wine of the cider".
A container or measure noun ("bottles", "cups", "pints", "handfuls") is the head of a
pseudo-partitive whose "of" phrase names what it holds or measures (Quirk et al. 1985 §5.8-5.9
on partitive and quantity nouns; Huddleston & Pullum 2002 ch. 5 §3.3 on container and measure
nouns in pseudo-partitives; Keizer 2007 ch. 5): the "of" phrase is its own complement, not a
dependent of the coordination. A mass noun such as "beer" or "wine" takes no such complement
("the beer of the cider" has no reading), so the right-node-raised reading (Huddleston & Pullum
2002 ch. 15 §4.4) is out. When the earlier members are container or measure nouns as well
("cups and bottles of cider") the phrase may well be shared, and the spans stay as parsed.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from .conjunction_conjunct import Conjunct

#: WordNet 3.0 roots of the head nouns of a pseudo-partitive: container.n.01 ("bottle", "cup",
#: "box", "jar", "sack": container nouns) and measure.n.02 ("pint", "litre", "kilogram",
#: "handful", "spoonful", "carton": measure and containerful nouns); Huddleston & Pullum 2002
#: ch. 5 §3.3. Collection nouns ("bunch", "pile", "group") are left out: "the teachers and
#: groups of the school" may share "of the school" (a group's members, not its content).
_PARTITIVE_HEAD_SYNSETS = frozenset({"container.n.01", "measure.n.02"})


def _partitive_head(tok: Token) -> bool:
    return tok.pos_ == "NOUN" and wordnet.first_sense_under(
        tok.lemma_.lower(), "NOUN", _PARTITIVE_HEAD_SYNSETS, instances=False
    )


def partitive_of_last(doc: Doc, picked: list[Token], out: list[Conjunct]) -> list[Conjunct]:
    """The last conjunct with the "of" phrase that follows it right away, when its head is a
    container or measure noun (``_PARTITIVE_HEAD_SYNSETS``) and the parser hung the "of" on an
    earlier member's head; none of the earlier heads may be such a noun (then the phrase can be
    shared: "cups and bottles of cider") nor may the last head have an "of" of its own."""
    if len(out) < 2 or len(picked) != len(out):
        return out
    last = picked[-1]
    tail = out[-1]
    if not _partitive_head(last) or last.i != tail.end - 1:
        return out
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in last.rights):
        return out
    if any(h.pos_ != "NOUN" or _partitive_head(h) for h in picked[:-1]):
        return out
    if tail.end >= len(doc):
        return out
    of = doc[tail.end]
    if of.lower_ != "of" or of.dep_ != "prep" or of.head.i not in {h.i for h in picked[:-1]}:
        return out
    end = of.right_edge.i + 1
    if not any(t.dep_ == "pobj" for t in of.children):
        return out
    return [*out[:-1], Conjunct(tail.start, end, tail.category)]
