"""Candidate checks of stop 74's second round (im83; docs/implicature.md, "Stop 74, im83"): the
blind reviews s1204i and s1204j (FOLDOC) rejected items whose weak scalar word has no stronger
alternative in its use.

- subject "many" under a distributive universal in an adjunct of its clause ("Many of these
  are behind each phosphor dot", "Many packets arrive per second"): the universal takes scope
  over the clause, and "many" counts what goes with each member of its restrictor, the
  cardinal "a large number" (Partee 1989 "Many quantifiers"), not a proportion of a given
  whole. The alternative "all of these are behind each dot" puts every member with every dot,
  so "not all" is trivially true and no implicature (Horn 1972: a scale-mate is informative
  only where it is a possible claim). "each" and "every" are distributive and take wide scope
  over an indefinite, "per" is their measure counterpart (Beghelli & Stowell 1997 on
  distributive universals; Quirk et al. 1985 §9.61 on "per" 'for each'). A universal inside
  the subject itself ("Many of the cells in every row are empty") restricts the subject and
  keeps its pair, as does a universal object ("Many students passed every exam"), which stays
  in the scope of the subject.

Each check returns a short reason or ``None``; the extractor then writes no candidate (called
by ``_review_class``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import NOMINAL_SUBJECT_DEPS

#: Determiners of a distributive universal (Beghelli & Stowell 1997: "each" and "every" are the
#: distributive universals; "all" is collective-compatible and does not force the per-member
#: reading).
_DISTRIBUTIVE_UNIVERSALS = frozenset({"each", "every"})


def _subject_many(tok: Token) -> Token | None:
    """The subject noun phrase head of a "many" that quantifies it ("Many emitters ...",
    "Many of these ..."), or None."""
    if tok.lower_ != "many":
        return None
    if tok.dep_ in NOMINAL_SUBJECT_DEPS:
        return tok
    if tok.dep_ in ("amod", "det") and tok.head.dep_ in NOMINAL_SUBJECT_DEPS:
        return tok.head
    return None


def _distributive_adjunct(prep: Token) -> bool:
    """Is ``prep`` "per N" or a preposition whose object is "each/every N"?"""
    if prep.dep_ != "prep":
        return False
    objects = [c for c in prep.children if c.dep_ == "pobj"]
    if prep.lower_ == "per":
        return bool(objects)
    return any(
        c.dep_ == "det" and c.lower_ in _DISTRIBUTIVE_UNIVERSALS
        for o in objects
        for c in o.children
    )


def distributive_count_many(tok: Token) -> str | None:
    """Subject "many" with a distributive universal in an adjunct of its clause (see the
    module docstring)."""
    subject = _subject_many(tok)
    if subject is None:
        return None
    verb = subject.head
    inside = {t.i for t in subject.subtree}
    predicates = [c for c in verb.children if c.dep_ in ("acomp", "attr")]
    for child in [c for node in (verb, *predicates) for c in node.children]:
        if child.i not in inside and _distributive_adjunct(child):
            return "distributive-count-many"  # also "are present in each cell"
    return None
