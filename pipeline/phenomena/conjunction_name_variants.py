"""Variant spellings of one given name before a shared surname ("Vaslav or Vatslav Nijinsky").

An encyclopedic lead often gives a person's name with its variant spellings or
transliterations joined by "or": "Vaslav or Vatslav Nijinsky was a dancer". The "or" is the
reformulatory (metalinguistic) one: it offers a second form of the same name, not an
alternative referent (Quirk et al. 1985 §13.38; Huddleston & Pullum 2002 ch. 15 §2.2 on
appositive "or"; ConjNLI App. A.2's equivalence "or"). Two consequences:

* the conjuncts are the two given names, and the surname after the second is shared by both
  (spaCy makes "Vatslav Nijinsky" the second conjunct, so the removal "Vaslav was a dancer" lost
  the surname): ``shared_surname_conjuncts`` cuts the second conjunct before the surname;
* a removed variant leaves the same person, so the removal is entailed (``or_equivalence``) and
  an added spelling is new information (``or_equivalence_added``), as for the other aliases.

The test for one name is orthographic: two one-word proper names with the same initial and a
similarity ratio of at least ``VARIANT_RATIO`` (difflib's Ratcliff/Obershelp measure). Spelling
variants and transliterations of one name differ in a letter or two (Vaslav/Vatslav,
Henri/Henry, Sergei/Sergey); two different given names mostly do not (Tom/Mary, John/Jane):
the near misses keep the boolean "or", whose removal is neutral. A sentence-initial subject of
"be" is required as well: the lead of an article names its topic (one referent), where "Mark or
Mary Smith will drive" is a choice between two people.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from spacy.tokens import Doc, Token

from .conjunction_conjunct import Conjunct

#: The least Ratcliff/Obershelp similarity of two spellings of one given name ("Lev"/"Leo" 0.67,
#: "Vaslav"/"Vatslav" 0.92; "John"/"Jane" 0.5).
VARIANT_RATIO = 0.6


def _variant_spellings(a: Token, b: Token) -> bool:
    x, y = a.lower_, b.lower_
    if x == y or x[:1] != y[:1] or not (x.isalpha() and y.isalpha()):
        return False
    return SequenceMatcher(None, x, y).ratio() >= VARIANT_RATIO


def _lead_subject(doc: Doc, first: Token) -> bool:
    """``first`` opens the sentence (after punctuation at most) and the name it begins is the
    subject of a form of "be"."""
    if any(not t.is_punct for t in doc[: first.i]):
        return False
    subj = first
    for _ in range(3):
        if subj.dep_ in {"nsubj", "nsubjpass"}:
            break
        subj = subj.head
    return subj.dep_ == "nsubj" and subj.head.lemma_ == "be"


def _variant_names(doc: Doc, cc: Token, conj: list[Conjunct]) -> tuple[Token, Token] | None:
    """The two given names of "G1 or G2 Surname" when they are spellings of one name, else None.
    The parse makes G1 the first conjunct and "G2 Surname" the second (G2 a compound of the
    surname), or the trimmed pair of ``shared_surname_conjuncts``."""
    if cc.lower_ != "or" or len(conj) != 2 or conj[0].end - conj[0].start != 1:
        return None
    if conj[0].end != cc.i or conj[1].start != cc.i + 1:
        return None
    g1, g2 = doc[conj[0].start], doc[conj[1].start]
    if g1.pos_ != "PROPN" or g2.pos_ != "PROPN" or g2.i + 1 >= len(doc):
        return None
    surname = doc[g2.i + 1]
    if surname.pos_ != "PROPN" or g2.dep_ != "compound" or g2.head.i != surname.i:
        return None
    if not _variant_spellings(g1, g2) or not _lead_subject(doc, g1):
        return None
    return g1, g2


def shared_surname_conjuncts(doc: Doc, cc: Token, conj: list[Conjunct]) -> list[Conjunct]:
    """ "[Vaslav] or [Vatslav Nijinsky]" -> "[Vaslav] or [Vatslav] Nijinsky": the surname is
    shared by both spellings of the given name (see the module), so the second conjunct ends
    before it. Other coordinations are returned unchanged."""
    names = _variant_names(doc, cc, conj)
    if names is None or conj[1].end != names[1].i + 2:
        return conj
    return [conj[0], Conjunct(conj[1].start, conj[1].start + 1, conj[1].category)]


def variant_given_names(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """The coordination is two spellings of one given name before a shared surname: the
    equivalence "or" (removal entailed, an added spelling neutral)."""
    return _variant_names(doc, cc, conj) is not None
