"""A wh-clause whose predicate the parser detached: "aim to explain how thinking, feeling, and
behaviors change throughout life" (stop 104, vc230; s10302 verb-072).

The small model reads "how" as a modifier of the first noun of the wh-clause's coordinated
subject ("how thinking, feeling"), makes that noun the object of "explain", and hangs the last
subject conjunct with the clause's verb ("and behaviors change ...") on the matrix verb as a
second clause. The complement then ended "explain how thinking, feeling." A wh-adverb modifies a
clause, not a noun phrase: "how", "why", "where" and "when" open an interrogative or relative
clause with a predicate of its own (Quirk et al. 1985 §15.5 on wh-interrogative clauses; CGEL
ch. 11 §5.3), so the noun list after it is that clause's subject, and the coordinated clause with
a finite verb right after the list (", and N V ...") is its last conjunct and its predicate.
"""

from __future__ import annotations

from spacy.tokens import Doc

from ..syntax import FINITE_TAGS

_WH_ADVERBS = frozenset({"how", "why", "where", "when"})


def detached_wh_predicate_end(doc: Doc, end: int) -> int:
    """The end of a complement ``doc[:end]`` that stops after a noun list opened by a wh-adverb
    the parser hung on its first noun, extended to the end of the finite clause coordinated
    right after it (", and behaviors change throughout life": module docstring); else ``end``."""
    if end < 3 or end >= len(doc):
        return end
    wh = next(
        (
            t
            for t in doc[max(0, end - 12) : end]
            if t.lower_ in _WH_ADVERBS
            and t.dep_ == "advmod"
            and t.head.pos_ in ("NOUN", "PROPN")
            and t.head.i == t.i + 1
            and t.head.right_edge.i == end - 1
            and any(c.dep_ == "conj" for c in t.head.children)
        ),
        None,
    )
    if wh is None:
        return end
    i = end + 1 if doc[end].text == "," else end
    if i >= len(doc) or doc[i].dep_ != "cc":
        return end
    for clause in doc[i + 1 :]:
        if clause.dep_ != "conj" or clause.head.i >= wh.i or clause.tag_ not in FINITE_TAGS:
            continue
        subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.left_edge.i != i + 1 or subject.i > clause.i:
            continue
        last = clause.right_edge.i
        while last > clause.i and doc[last].is_punct:
            last -= 1
        return last + 1
    return end
