"""Coordinations whose "and" is not Boolean, so that no conjunct can be dropped (the ninetieth
pass, docs/conjnli.md).

ConjNLI's removal step assumes the Boolean "and" of two propositions (Saha et al. 2020 §3; its
"non-Boolean" class, App. A, is exactly what the step gets wrong). Four non-Boolean shapes
leave no removal that the label can read, so ``unbuildable_removals`` makes none (of the
interjection, only the one that would leave it alone):

* a total over a sum ("$6.1 billion in goods and services"): an amount measured over the
  coordination is the measure of the plural sum of the conjuncts (Link 1983; Winter 2001 ch. 2
  on collective "and"), so the same amount over one conjunct is another claim, at odds with the
  first ("$6.1 billion in services");
* a pseudo-imperative ("Stare at it long enough, and you feel ..."): an imperative followed by
  "and" and a declarative is a conditional, "if you stare ..., you feel ..." (Culicover &
  Jackendoff 1997 "Semantic subordination despite syntactic coordination"; Quirk et al. 1985
  §13.30 note), so neither the bare imperative nor the consequent alone is asserted;
* reduplication ("talks and talks and talks"): the same word repeated around "and" is
  iterative or intensive, one event stretched out, not two conjuncts (Quirk et al. 1985 §13.100
  on repetition with "and"; Huddleston & Pullum 2002 ch. 15 §2.1);
* an interjection before "and" ("Arrr.... and wondering if ..."): an interjection has no
  propositional content (Quirk et al. 1985 §11.55; Ameka 1992), so "and" after it is a
  discourse continuative (Schiffrin 1987 ch. 6), not a coordination of two claims, and the
  interjection alone is no premise nor hypothesis (the removal of the interjection itself
  stays: "We thought we were late!").
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from ..syntax import SUBJECT_DEPS, TokenRange

#: Prepositions that relate an amount to what it is spent on or consists of ("$5 billion in
#: goods", "10 tons of wheat", "spent $3 on A and B").
_AMOUNT_PREPOSITIONS = frozenset({"in", "of", "on", "for"})
#: Currency signs and words that make a number an amount (Quirk et al. 1985 §5.57 on measure
#: phrases).
_CURRENCY = frozenset({"$", "£", "€", "¥", "dollars", "euros", "pounds", "cents"})


def _coordinator(doc: Doc, conj: Sequence[TokenRange]) -> Token | None:
    """The coordinating word right before the last conjunct."""
    return next(
        (t for t in reversed(doc[conj[-2].end : conj[-1].start]) if t.pos_ == "CCONJ"), None
    )


def _cardinal(tok: Token) -> bool:
    """A cardinal numeral: spaCy's ``like_num`` also holds for ordinals ("first", "third"),
    which rank and do not count or measure (Huddleston & Pullum 2002 ch. 5 §7.3), so "the first
    use of tanks and aircraft" is no amount."""
    return tok.like_num and tok.tag_ != "JJ" and tok.dep_ != "amod"


def _amount(tok: Token) -> bool:
    """``tok`` is a measure phrase: a currency word or sign, or a noun or number with a
    cardinal or currency dependent ("$6.1 billion", "20 percent", "3,000 tons")."""
    if tok.lower_ in _CURRENCY:
        return True
    kids = list(tok.children)
    has_number = _cardinal(tok) or any(c.dep_ == "nummod" or _cardinal(c) for c in kids)
    return has_number and (
        any(c.lower_ in _CURRENCY for c in kids) or tok.pos_ in {"NOUN", "NUM", "SYM"}
    )


#: Modifiers that make a numeral a bound or an approximation ("over 21,000", "at least $5",
#: "nearly 300", "about 20 percent").
_BOUND_WORDS = frozenset(
    {"over", "under", "more", "less", "fewer", "least", "most", "nearly", "almost", "about",
     "around", "approximately", "roughly", "some", "up", "above", "below"}
)  # fmt: skip


def _exact(tok: Token) -> bool:
    """The amount ``tok`` carries no bound or approximation among its modifiers. "Over 21,000
    in A and B" gives a lower bound on the sum (Nouwen 2010 on comparative and superlative
    numeral modifiers), so "over 21,000 in B" is compatible with it: neither entailed nor at
    odds, the neutral ``distributed_count`` label of the removal is right and the pair stays.
    Only an exact total makes the same total over one conjunct another, conflicting claim."""
    return not any(t.lower_ in _BOUND_WORDS for c in tok.children for t in c.subtree if t.i < tok.i)


def total_over_sum(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "splurge on $6.1 billion in goods and services": noun conjuncts joined by "and" are the
    object of a preposition of ``_AMOUNT_PREPOSITIONS`` hanging on an amount (``_amount``)."""
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "and":
        return False
    head = doc[conj[0].start : conj[0].end].root
    if head.pos_ not in {"NOUN", "PROPN"} or head.dep_ != "pobj":
        return False
    prep = head.head
    if prep.lower_ not in _AMOUNT_PREPOSITIONS or prep.i > head.i:
        return False
    if _amount(prep.head):  # "$6.1 billion in goods and services"
        return _exact(prep.head)
    # "spent $4.2 million on hardware and software": the amount is the verb's object
    return prep.head.pos_ == "VERB" and any(
        c.dep_ in {"dobj", "obj"} and c.i < prep.i and _amount(c) and _exact(c)
        for c in prep.head.children
    )


def pseudo_imperative(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "Stare at it long enough, and you feel ...": two conjuncts joined by "and", the first a
    subjectless base-form verb phrase opening the sentence, the second a clause with its own
    subject."""
    cc = _coordinator(doc, conj)
    if len(conj) != 2 or cc is None or cc.lower_ != "and":
        return False
    first = doc[conj[0].start : conj[0].end].root
    second = doc[conj[1].start : conj[1].end].root
    words = [t for t in doc[: conj[0].start] if not t.is_punct]
    # the tagger takes a sentence-initial bare verb for a noun now and then ("Stare/NN at X")
    # ... but a noun followed by a colon is a label or a heading ("Engineer: and we can ..."):
    # the colon announces what the label introduces (Quirk et al. 1985 App. III §III.13), and an
    # imperative verb takes its complement or adjunct after it, not a colon
    labelled = first.i + 1 < len(doc) and doc[first.i + 1].text == ":"
    bare_verb = first.tag_ == "VB" or (
        first.dep_ == "ROOT"
        and first.i == conj[0].start
        and first.tag_ == "NN"
        and not labelled
        and wordnet.first_sense_lexname(first.lower_, "VERB") is not None
    )
    if (
        words
        or not bare_verb
        or any(c.dep_ in SUBJECT_DEPS | {"aux", "det"} for c in first.children)
    ):
        return False
    return second.pos_ in {"VERB", "AUX"} and any(c.dep_ in SUBJECT_DEPS for c in second.children)


def reduplication(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "talks and talks (and talks)": every conjunct is the same single word."""
    texts = {doc[c.start : c.end].text.lower() for c in conj}
    return len(texts) == 1 and all(c.end - c.start == 1 for c in conj)


def interjection_first(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "Arrr.... and wondering if ...": the first conjunct is interjections and punctuation
    only, and nothing but punctuation stands before it."""
    words = [t for t in doc[conj[0].start : conj[0].end] if not t.is_punct]
    before = [t for t in doc[: conj[0].start] if not t.is_punct]
    return bool(words) and not before and all(t.pos_ == "INTJ" for t in words)


def non_boolean_and(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """The name of the non-Boolean shape of the coordination (module docstring), or None."""
    if len(conj) < 2:
        return None
    if total_over_sum(doc, conj):
        return "total_over_sum"
    if pseudo_imperative(doc, conj):
        return "pseudo_imperative"
    if reduplication(doc, conj):
        return "reduplication"
    if interjection_first(doc, conj):
        return "interjection"
    return None
