"""The alternative-concessive "whether ... or not" clause after the item's clause (im04).

"Nine states had joined, whether more joined or not" -> "No more than nine states had joined":
a "whether ... or ..." adjunct is an exhaustive (alternative) conditional-concessive clause; it
says that the main clause holds under each alternative (Quirk et al. 1985 §15.43; Huddleston &
Pullum 2002 ch. 8 §14.2 and ch. 11 §5.3.5 on exhaustive conditionals). It is no part of the
scalar assertion, and kept under the denied alternative it restates the very alternative the
implicature denies ("No more than nine states had joined, whether more joined or not"). It goes
from every rewritten sentence, with or without its comma (blind review im04, class 1).

Not this case: a "whether" clause that is the complement of a question-embedding predicate
("They asked whether more would join or not"; the lemmas of
``presupposition_question_predicates``, Karttunen 1977, Lahiri 2002), nor one of a copula or an
adjective ("It is unclear whether ..."), nor a "whether" with no alternative ("or") in it: each
is an embedded question, the content of the clause, not a concessive adjunct.
"""

from __future__ import annotations

from collections.abc import Iterable

from spacy.tokens import Doc, Token

from ...resources import wordlist

#: Question-embedding heads the presupposition list leaves out, of Karttunen's (1977) classes of
#: verification ("test/verify/confirm whether"), communication ("say/indicate/specify whether"),
#: decision ("choose/select whether") and relevance ("it matters whether").
MORE_QUESTION_PREDICATES = frozenset(
    {"matter", "test", "verify", "assess", "evaluate", "confirm", "clarify", "indicate"}
    | {"say", "argue", "specify", "note", "observe", "choose", "select", "ascertain"}
)


def _alternatives(clause: Token, mark: Token) -> bool:
    """Does the whether-clause name its alternatives ("whether or not", "... or not", "whether
    X or Y")?"""
    return any(t.lower_ == "or" for t in clause.subtree if t.i > mark.i)


def _embedded_question(clause: Token) -> bool:
    """Is the whether-clause the complement of its head: a question-embedding verb, a copula
    or an adjective ("asked whether", "is unclear whether")?"""
    head = clause.head
    if clause.dep_ not in ("ccomp", "advcl"):
        return True  # a subject, object of a preposition ("regardless of whether") or other
    lemma = head.lemma_.lower()
    if lemma in wordlist("presupposition_question_predicates") or lemma in MORE_QUESTION_PREDICATES:
        return True
    if head.lemma_ == "be" or head.pos_ == "ADJ":
        return True
    return any(c.dep_ in ("acomp", "attr") for c in head.children)


def alternative_concessive_closing(doc: Doc, needed: Iterable[int], head_i: int) -> set[int] | None:
    """The indices of a final "whether ... or ..." concessive clause on the item's clause head,
    with the comma before it, or None (see the module docstring). Only a clause that runs to
    the end of the sentence (its closing punctuation aside) and holds nothing the hypothesis
    needs."""
    needed = set(needed)
    head = doc[head_i]
    end = len(doc)
    while end > 0 and doc[end - 1].is_punct:
        end -= 1
    for clause in head.children:
        if clause.i < head_i or clause.dep_ not in ("advcl", "ccomp"):
            continue
        start = clause.left_edge.i
        mark = doc[start]
        if mark.lower_ != "whether" or mark.head.i != clause.i:
            continue
        if clause.right_edge.i + 1 < end or not _alternatives(clause, mark):
            continue
        comma = start > 0 and doc[start - 1].text == ","
        if _embedded_question(clause) and not (comma and clause.dep_ == "advcl"):
            continue
        span = set(range(start - 1 if comma else start, clause.right_edge.i + 1))
        if span & needed:
            continue
        return span
    return None
