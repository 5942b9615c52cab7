"""Where a that-complement ends before a main clause coordinated after it (issue #12, vc208).

``main_clause_after_content_clause`` is one more end-cut of ``complement.that_complement``'s
chain, kept in its own module so that the span cut of ``complement`` stays untouched.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import SUBJECT_DEPS

#: The coordinators that join two main clauses after a comma ("..., and they gazed",
#: "..., but the general ignored them"); Quirk et al. 1985 §13.5, §13.18 on the central
#: coordinators. Not "or"/"nor": a disjunction of reported clauses ("said that A, or B")
#: reads as one report of two options too often to cut.
_CLAUSE_COORDINATORS = frozenset({"and", "but"})
#: Wh-words (relative and interrogative): a clause they open is subordinate, a relative or an
#: embedded question (Quirk et al. 1985 §15.2, §17.9), never a coordinated main clause.
_WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})


def _that_marked(clause: Token) -> bool:
    """Is ``clause`` opened by the complementizer "that" (a ``mark`` child before it)?"""
    return any(c.dep_ == "mark" and c.lower_ == "that" and c.i < clause.i for c in clause.children)


def main_clause_after_content_clause(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """End the that-complement ``doc[start:end]`` before ", and/but" + a clause with its own
    subject and no "that" of its own ("The guards said that the prisoner was there, and they
    all gazed at him" -> "The prisoner was there."), else ``end``.

    When a second content clause is meant as part of the same report, the complementizer is
    repeated ("She said that the door was locked and that the keys were gone": Quirk et al.
    1985 §13.69 and the note to §15.3; Huddleston & Pullum 2002 ch. 15 §4 on the coordination
    of content clauses); a comma, a coordinator and a clause with a subject of its own, with
    no "that", is the mark of a coordination of main clauses (Huddleston & Pullum 2002 ch. 11
    §8; Quirk et al. 1985 §13.18), which the parser often hangs on the content clause's verb
    anyway. The second clause is then the writer's, not the reported one, and the hypothesis
    that keeps it asserts it as part of the complement (s9701 judges: "the second clause is
    not part of the complement"). Dropping it only shortens the complement; the negation of
    the premise stays on the matrix verb.

    Not without the comma ("He said that prices rose and wages fell": one report of two
    events or two clauses, undecidable) and not with a repeated "that" or any other
    subordinator on the second clause (a second content or adverbial clause)."""
    if matrix is None or end - start < 3:
        return end
    clause = doc[start:end].root
    if clause.head.i != matrix.i or clause.i == matrix.i or not _that_marked(clause):
        return end
    for conj in clause.children:
        if conj.dep_ != "conj" or not start < conj.i < end or conj.pos_ not in ("VERB", "AUX"):
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue  # a shared-subject verb phrase: other cuts judge it
        if any(c.dep_ == "mark" for c in conj.children):
            continue  # "and that the keys were gone", "and if ...": not a main clause
        first = conj.left_edge.i
        if first - 2 < start or doc[first].tag_ in _WH_TAGS:
            continue  # "..., and which she treated ...": a second relative, no main clause
        if doc[first].lower_ == "that":
            continue  # "..., and that obesity is ...": the repeated "that" read as a determiner
        coordinator, comma = doc[first - 1], doc[first - 2]
        if coordinator.lower_ not in _CLAUSE_COORDINATORS or comma.text != ",":
            continue
        return comma.i
    return end


def _path_up(token: Token, top: Token) -> list[Token]:
    """The tokens from ``token`` up to ``top`` (``top`` excluded) along the heads; empty if
    ``top`` is no ancestor."""
    path = []
    while token.i != top.i:
        if token.head.i == token.i:
            return []
        path.append(token)
        token = token.head
    return path


def wh_clause_conjunct_cut(doc: Doc, start: int, end: int, matrix: Token | None) -> int | None:
    """Where the that-complement ``doc[start:end]`` ends before "and" + an interrogative
    content clause coordinated after it ("He remembered that they had met there and how they
    had laughed at him" -> "They had met there."), else None. Stop 100, vc218.

    The wh-clause (or "whether"/"if" clause) is a second object of the matrix verb, an
    interrogative content clause coordinated with the declarative one (coordination of unlike
    content clauses, Huddleston & Pullum 2002 ch. 15 §4; Quirk et al. 1985 §13.66 on
    coordinated clausal objects). It states no proposition of its own, so a hypothesis that
    keeps it ("They had met there and how they had laughed at him.") is no sentence. "V [that
    P] and [wh-Q]" commits the writer to whatever "V that P" does, so the hypothesis keeps P;
    the caller marks the cut (``complement.CONJUNCT_CUT``), which refuses a contradiction
    label. Only after "and" (a disjunction "that P or whether Q" does not entail its first
    coordinate) and only when the wh-clause closes the complement. Before vc218 the pair was
    flagged instead (``non-construction:that-and-wh-coordination``, hundred-fourteenth pass)."""
    if matrix is None or end - start < 3:
        return None
    clause = doc[start:end].root
    if clause.head.i != matrix.i or clause.i == matrix.i or not _that_marked(clause):
        return None
    for conj in clause.children:
        if conj.dep_ != "conj" or not start < conj.i < end or conj.pos_ not in ("VERB", "AUX"):
            continue
        first = doc[conj.left_edge.i]
        question = first.tag_ in _WH_TAGS or (
            first.lower_ in ("whether", "if") and first.dep_ == "mark" and first.head.i == conj.i
        )
        if any(t.dep_ in ("advcl", "relcl") for t in _path_up(first, conj)):
            # "and if they were hit the ship would ...": a conditional (or relative) clause
            # opening a main clause, whose wh-word or "if" is not the conjunct's own
            continue
        if not question or conj.right_edge.i + 1 < end - 1 or first.i - 1 <= clause.i:
            continue
        coordinator = doc[first.i - 1]
        if coordinator.lower_ != "and":
            continue
        if any(t.dep_ == "relcl" for t in doc[start : first.i]):
            # "a note from Henry, which seemed a fine joke, and which she treated lightly":
            # after a relative clause a wh-word continues it, a second relative clause on the
            # same antecedent (Quirk et al. 1985 §17.22 on coordinated relative clauses)
            continue
        cut = coordinator.i
        while cut - 1 > clause.i and doc[cut - 1].text == ",":
            cut -= 1
        return cut
    return None


#: A nominative personal pronoun and its accusative (Quirk et al. 1985 §6.4). The presupposition
#: drafts' ``OBJECT_CASE`` (without "it") lives in a module that imports this one's importer.
_ACCUSATIVE = {"i": "me", "we": "us", "he": "him", "she": "her", "it": "it", "they": "them"}
#: The relations of a verb's own objects, its co-arguments with its subject.
_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj"})


def disjoint_pronoun_conjunct(clause: Token, conj: Token, matrix: Token | None) -> bool:
    """Does the subjectless verb-phrase conjunct ``conj`` of the content clause headed by
    ``clause`` have as its object the accusative of the clause's own pronoun subject ("Ann
    realized that he was asleep and woke him up": "he ... woke him")? vc219.

    A subjectless conjunct takes the subject of the predicate it is coordinated with (Quirk et
    al. 1985 §13.64). Read as the clause's, "woke him" would have "he" as its subject, and a
    pronoun object cannot be bound by its clause-mate subject (binding Principle B: Chomsky
    1981 ch. 3; Reinhart & Reuland 1993 on the reflexive a coreferent object needs): the
    same person is written "woke himself". The object pronoun names the person the clause's
    subject names, so the conjunct's subject is the matrix's (Ann woke him), and the
    hypothesis "He was asleep and woke him up." asserts what only the matrix subject did.
    Only an object of the verb itself (a prepositional "around him" is no co-argument), and
    only when the matrix subject is another word than the clause's (else the binding test
    decides nothing)."""
    if matrix is None:
        return False
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.lower_ not in _ACCUSATIVE:
        return False
    matrix_subject = next((c for c in matrix.children if c.dep_ in SUBJECT_DEPS), None)
    if matrix_subject is None or matrix_subject.lower_ == subject.lower_:
        return False
    accusative = _ACCUSATIVE[subject.lower_]
    return any(c.dep_ in _OBJECT_DEPS and c.lower_ == accusative for c in conj.children)

