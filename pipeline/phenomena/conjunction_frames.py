"""Frames around a coordination that decide its label before the boolean rules do.

Two frames of the blind reviews' "non-boolean coordination" class (ConjNLI, Saha et al. 2020
§3-4 and paper 002's non-boolean usages):

* a contrastive or exceptive preposition over the coordination ("unlike A or B", "as opposed to
  A and B"): it holds of each member like "without" does, so a member may be removed
  (``wordlists/conjunction_contrastive_frames.txt``);
* a predicate of complete membership ("consists of A, B and C", "is made up of"): the list is
  exhaustive, so one member fewer is another composition
  (``wordlists/conjunction_exhaustive_verbs.txt``).

Kept apart from ``conjunction.py`` so each rule has one small home.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Protocol

from spacy.tokens import Doc, Token

from ..resources import wordlist


class _Span(Protocol):
    start: int
    end: int


@cache
def _frames() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(item.split()) for item in wordlist("conjunction_contrastive_frames"))


def contrastive_frame(doc: Doc, conj: Sequence[_Span]) -> str | None:
    """The contrastive frame right before the first conjunct ("unlike", "as opposed to"), if
    the coordination is its object: the frame's last word governs the first conjunct's head
    (directly or as the preposition of its phrase). None when there is no such frame."""
    start = conj[0].start
    head = doc[conj[0].start : conj[0].end].root
    for frame in _frames():
        lo = start - len(frame)
        if lo < 0 or tuple(t.lower_ for t in doc[lo:start]) != frame:
            continue
        if doc[lo].pos_ == "PROPN":
            continue  # part of a name
        last = doc[start - 1]
        if head.head.i == last.i or head.i in {t.i for t in last.subtree}:
            return " ".join(frame)
    return None


@cache
def _exhaustive() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(item.split()) for item in wordlist("conjunction_exhaustive_verbs"))


def _has_particle(verb: Token, particle: str) -> bool:
    return any(c.dep_ == "prt" and c.lower_ == particle for c in verb.children)


def exhaustive_predicate(doc: Doc, conj: Sequence[_Span]) -> str | None:
    """The predicate of complete membership whose object is the coordination ("consists of",
    "is made up of", "comprises"), as listed; None otherwise. The first conjunct's head must be
    the object of the verb ("comprises A and B") or of its "of" ("consists of A and B")."""
    head = doc[conj[0].start : conj[0].end].root
    if head.dep_ == "pobj" and head.head.lower_ == "of":
        verb, prep = head.head.head, "of"
    elif head.dep_ == "dobj":
        verb, prep = head.head, None
    else:
        return None
    if verb.pos_ not in {"VERB", "AUX"}:
        return None
    lemma = verb.lemma_.lower()
    for item in _exhaustive():
        if item[0] != lemma:
            continue
        rest = list(item[1:])
        if rest and rest[0] != "of" and not _has_particle(verb, rest.pop(0)):
            continue  # "make up of": the particle "up" must be there
        if (rest[0] if rest else None) == prep:
            return " ".join(item)
    return None
