"""Discourse material that a hypothesis strands once the clause it linked to is gone or the
quantifier it commented on is changed (stop 94, im116; blind review s9403).

* A connective that ties the sentence to a clause the cuts dropped ("X, yet some N fear ..." ->
  "Yet not all N fear ..."): a coordinator or conjunct links its clause to the one before
  (Quirk et al. 1985 §8.134-8.144 on conjuncts, §13.18 on "yet"/"but"; Halliday & Hasan 1976
  ch. 5), and a one-clause hypothesis has nothing before it. The opening cut of
  :func:`.supplements.initial_connective` runs once, on the sentence as found; a clause the parse
  hung on the root and a later cut removed leaves its connective first, so the same test runs
  again on the clause that is left (:func:`stranded_opening`).
* A fronted participle clause that comments on the whole proposition ("Compounding the offense,
  some of these ads tout X", "Adding to the confusion, ...", "Making matters worse, ..."): its
  implicit subject is the fact the main clause states, not the main clause's subject (Quirk et
  al. 1985 §15.60-15.65 on supplementive and unattached participle clauses; Kortmann 1991
  "Free Adjuncts and Absolutes in English" ch. 2 on free adjuncts related to the whole
  matrix). That fact is what aggravates: "some of these ads tout overpriced sweets" compounds
  the offense, "not all of them do" does not, so kept in the hypothesis it says something the
  premise never said. It comments on the proposition as a disjunct does ("Surprisingly, ...",
  ``supplements.EVALUATIVE_DISJUNCTS``), and like one it goes. Only the verbs of aggravation
  whose object is the trouble made worse: "compound", "worsen", "aggravate", "exacerbate",
  "complicate" (Levin 1993 §45.6 "calibratable change of state" verbs, and their causative
  use with an event as the causer, Levin & Rappaport Hovav 1995 ch. 3), "add to" and "add
  insult to injury" (the idiom), "make matters/things worse". A participle whose subject is the
  main clause's ("Walking home, some students saw a fox") restricts the event, and dropping it
  would strengthen the hypothesis beyond the implicature; it stays.
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc, Token

from .supplements import INITIAL_CONNECTIVES, initial_connective

#: Verbs of aggravation whose object is the trouble itself (see the module).
AGGRAVATION_VERBS = frozenset({"compound", "worsen", "aggravate", "exacerbate", "complicate"})
#: Comparative complements of "make" that make it a verb of aggravation ("making matters worse").
WORSE_WORDS = frozenset({"worse"})


def _aggravating(verb: Token) -> bool:
    """Is the participle ``verb`` a verb of aggravation with its trouble (see the module)?"""
    lemma = verb.lemma_.lower()
    if lemma in AGGRAVATION_VERBS:
        return any(c.dep_ == "dobj" for c in verb.children)
    if lemma == "add":
        # "adding to the confusion", "adding insult to injury"
        return any(c.dep_ == "prep" and c.lower_ == "to" for c in verb.children)
    if lemma == "make":
        return any(t.lower_ in WORSE_WORDS for t in verb.subtree if t.i != verb.i)
    return False


def comment_participle_opening(doc: Doc, needed: Iterable[int]) -> set[int]:
    """The indices of a fronted participle clause of aggravation and its comma ("Compounding the
    offense, ..."), or an empty set. See the module."""
    if len(doc) < 4:
        return set()
    root = next(t for t in doc if t.head.i == t.i)
    for c in root.children:
        if c.dep_ != "advcl" or c.tag_ != "VBG" or c.left_edge.i != 0 or c.i > root.i:
            continue
        if any(g.dep_ in ("nsubj", "nsubjpass", "mark") for g in c.children):
            continue  # an absolute clause or a subordinator ("While making ...")
        comma = c.right_edge.i + 1
        if comma >= len(doc) or doc[comma].text != ",":
            continue
        if not _aggravating(c):
            continue
        span = set(range(0, comma + 1))
        if span & set(needed):
            return set()
        return span
    return set()


def stranded_opening(doc: Doc, needed: Iterable[int]) -> set[int]:
    """The indices of the opening connective or comment participle the hypothesis built on
    ``doc`` would strand (see the module), or an empty set."""
    needed = set(needed)
    drop = comment_participle_opening(doc, needed)
    keep = initial_connective(doc, needed)
    if keep is not None:
        drop |= set(range(len(doc))) - keep
    elif _stranded_coordinator(doc, needed):
        drop |= {0} | ({1} if doc[1].text == "," else set())
    return drop


def _stranded_coordinator(doc: Doc, needed: set[int]) -> bool:
    """Does ``doc`` open with a coordinator ("Yet", "But") that a cut left first under whatever
    relation the parse gave it (the "yet" of "X, yet some N fear ..." read as a preposition on
    the comma, then hung on the root once the comma went)? A coordinator stands between the
    clauses it links and cannot open its own clause's content (Quirk et al. 1985 §13.5-13.8),
    so first in a sentence it links to a text before (``initial_connective``)."""
    if len(doc) < 3 or 0 in needed:
        return False
    first = doc[0]
    root = next(t for t in doc if t.head.i == t.i)
    return (
        first.tag_ == "CC"
        and first.lower_ in INITIAL_CONNECTIVES
        and first.head.i == root.i
        and first.i != root.i
        and not list(first.children)
    )
