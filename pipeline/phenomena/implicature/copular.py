"""Candidate check of the fifty-fifth pass (docs/implicature.md, "Fifty-fifth pass (stop 56,
im48: e-mail and quoted news)"): a scalar item inside the infinitive that a copula "be"
identifies or prescribes.

"The plan is to produce four print magazines per year", "The goal was to deal ... with some of
the impacts", "the best we can expect is to pay off some of the debts": the copula is
specificational, it says what the plan, goal or best outcome is (Higgins 1979; Huddleston &
Pullum 2002 ch. 4 §5.5 on specifying "be"; Quirk et al. 1985 §16.38 on the infinitive as
subject complement), and "You are to deliver two copies" is the modal "be to" of arrangement
or obligation (Quirk et al. 1985 §3.45). The clause negation lands on the copula: "The plan
isn't to produce more than four magazines" says the plan is something else, not that it is to
produce no more than four; "You aren't to deliver more than two" forbids. The implicature sits
inside the infinitive (the plan is to produce no more than four), a scope the clause negation
cannot write, so no candidate rather than a pair with the wrong scope (the same choice as the
fifth pass's preverbal adjuncts). A that-clause ("The problem was that this broke many of the
tools") is negated inside its own clause and keeps its pair.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import NOMINAL_SUBJECT_DEPS


def copular_infinitive(tok: Token) -> str | None:
    """The item in a to-infinitive that is the complement of a copula "be" with a subject
    ("The plan is to produce four ...", "You are to deliver two copies"): the reason, or
    ``None``. The infinitive may hold the item in a deeper phrase or relative clause; any
    ancestor that is such an infinitive counts."""
    for node in (tok, *tok.ancestors):
        if node.dep_ != "xcomp" or not any(
            c.dep_ == "aux" and c.lower_ == "to" for c in node.children
        ):
            continue
        copula = node.head
        if copula.lemma_.lower() == "be" and any(
            c.dep_ in NOMINAL_SUBJECT_DEPS for c in copula.children
        ):
            return "copular-infinitive"
    return None


#: Relations through which a quantified phrase sits inside a predicate noun phrase.
_INSIDE_NP = frozenset({"pobj", "prep", "amod", "det", "nummod", "compound"})


def graded_predicate_noun(tok: Token) -> str | None:
    """The quantifier inside the predicate noun phrase of a copula "be" whose noun carries an
    adjective before it ("These are a small part of most applications"): the reason, or
    ``None``.

    Fifty-sixth pass (blind review s1202a): the clause negation "These aren't a small part of
    all applications" is ambiguous, since a negated copular clause takes the predicate's
    adjective as its focus (Quirk et al. 1985 §10.64) and a negated gradable adjective reads
    as its contrary ("not small" = large; Horn 1989 §5.1); the not-all scope is one reading
    among two. The explicit form would put "not all" inside the object ("a small part of not
    all applications"), which English does not allow (Huddleston & Pullum 2002 ch. 9 §4.3 on
    "not all" only in subjects and fronted phrases), so no candidate."""
    node = tok
    while node.dep_ in _INSIDE_NP and node.head.i != node.i:
        node = node.head
        if node.dep_ == "attr" and node.pos_ == "NOUN":
            copula = node.head
            if copula.lemma_.lower() != "be":
                return None
            if any(
                c.dep_ == "amod" and c.tag_ in ("JJ", "JJR") and c.i < tok.i for c in node.children
            ):
                return "graded-predicate-noun"
            return None
    return None


def copula_with_object(tok: Token) -> str | None:
    """The predicative adjective of a copula "be" that the parse gave a direct object after the
    adjective ("They're similar the waitpid() function"): the reason, or ``None``.

    Stop 74, im84 (blind review s1204k): "be" takes a predicative complement, never an object
    (Huddleston & Pullum 2002 ch. 4 §5.1; Quirk et al. 1985 §10.8), and an adjective takes its
    complement through a preposition ("similar to", "close to": H&P ch. 7 §5.1), so a noun
    phrase right after the adjective (parsed as the object of "be", or as the subject of a later
    verb with no comma or coordinator before it) is a source with a lost preposition. Every rewrite then
    either keeps the slip or cuts the noun phrase, losing the standard of comparison ("Are they
    similar?" -> "They aren't identical."), so no candidate. "It is similar to X" keeps its
    candidate."""
    if tok.dep_ != "acomp" or tok.head.lemma_.lower() != "be":
        return None
    if any(c.dep_ == "dobj" and c.i > tok.i for c in tok.head.children):
        return "copula-with-object"
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if nxt is None or nxt.dep_ != "det" or nxt.head.dep_ not in ("nsubj", "nsubjpass"):
        return None
    if nxt.head.head.i > nxt.head.i and not any(c.i > tok.i for c in tok.children):
        return "copula-with-object"  # the parse made the noun phrase the subject of a later
        # verb; a new clause needs a boundary (a comma or coordinator) before its subject
    return None
