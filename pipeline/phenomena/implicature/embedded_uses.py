"""Scalar items whose implicature the sentence does not carry (seventy-seventh pass, im70; blind
review s1202x, the fortune-mod data).

A weak scalar item yields a pair "S -> S with not STRONGER" labelled entailment only where the
sentence asserts the item's clause in a context that keeps the local strengthening (Chierchia,
Fox & Spector 2012 "Scalar implicature as a grammatical phenomenon"; Geurts 2010 "Quantity
Implicatures" ch. 3 and 7 on embedded implicatures). Each check below reads one cue that the
item is not so used and returns a short reason; the extractor then writes no candidate (called
by ``_review_class``, off in the IMPPRES inventory ``wide``). The ordinary uses keep their pairs
(tests/test_implicature_seventy_seventh_pass.py).

- :func:`specificational_value`: the item in the that-clause of a specificational "X is that P"
  ("The trouble with X is that you're hungry again", "All an argument proves is that two
  people are present", "What the data show is that many patients recover"). A specificational
  copular sentence identifies the value of its subject, an identity statement (Higgins 1979
  "The pseudo-cleft construction in English"; Declerck 1988 "Studies on copular sentences, clefts
  and pseudo-clefts"), and an identity is not monotone in the value: "the trouble is that P"
  entails nothing about "the trouble is that P and not Q". So the strengthened clause put in the
  value ("the trouble is that you aren't starving again") states another trouble, and with
  "all ... is that" the value is exhaustive ("only"-like, the sixty-first pass's ``all_cleft``),
  where a numeral reads "at least" ("two people": it takes two to argue; Breheny 2008 "A new
  look at the semantics and pragmatics of English number words" on lower-bound readings in
  downward-entailing and necessity contexts).
- :func:`phase_still`: a gradable adjective under aspectual "still" ("your shoes are still
  warm"). "still P" presupposes that P held before and that a change to not-P was expected
  (Löbner 1989 "German schon - erst - noch: an integrated analysis"), so the question at issue is
  how long the state lasts on the way down (warm, then cool), not whether the degree reached the
  stronger scale-mate: "hot" is no alternative of the utterance (Hirschberg 1985 on contextual
  scales), and "your shoes aren't hot" drops the phase the sentence is about.
- :func:`adverbial_some`: "some" with no noun to quantify over. "Learn some and think some",
  "work some every day": informal American "some" as a degree adverb, "somewhat, a bit" (Huddleston & Pullum 2002
  ch. 5 on determinatives as adverbial modifiers; Merriam-Webster "some", adverb sense 2), or an
  indefinite amount with no restrictor in the sentence: there is no set of which "not all" could
  be said (the some/all scale quantifies over the noun's denotation, Horn 1972). Read when the
  parse makes "some" an adverb, when bare "some" is repeated on coordinated verbs with no common
  noun before it that could be an elided noun's antecedent (Quirk et al. 1985 §12.48 on nominal
  ellipsis: one antecedent, not one per verb), or when the parse hung it as the determiner of a
  noun that has another central determiner ("some every day": central determiners exclude each
  other, Quirk et al. 1985 §5.13-5.15).
- :func:`in_disjunct`: the item in one disjunct of a clausal "or" under an epistemic "maybe"
  ("Maybe there is a new turret, or some walls have moved"). A disjunction "P or Q" implicates
  that the speaker does not know that P and does not know that Q (Gazdar 1979 ch. 3 on clausal
  implicatures; Sauerland 2004 "Scalar implicatures in complex sentences"), and "maybe" says so
  outright: the speaker is not competent about the disjunct, and the competence step that
  turns "not known to be all" into "known to be not all" fails (Geurts 2010 ch. 2); the
  sentence asserts neither disjunct, so "Not all walls have moved" is not entailed. A plain
  disjunction keeps the nineteenth pass's treatment (a candidate, no pair).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.closed_class import (
    DEFINITE_DETERMINERS,
    NEGATIVE_DETERMINERS,
    POSSESSIVE_DETERMINERS,
)

#: Relations of the value clause of a specificational "be".
_VALUE_DEPS = frozenset({"ccomp", "attr"})
#: Subjects of "be" that make "it is ADJ that P" an extraposition, not a specification
#: (Quirk et al. 1985 §18.33 on extraposed subject clauses).
_EXTRAPOSITION_SUBJECTS = frozenset({"it", "this", "that", "there"})
#: Central determiners (Quirk et al. 1985 §5.13-5.15): two of them never share a noun.
_CENTRAL_DETERMINERS = (
    DEFINITE_DETERMINERS
    | POSSESSIVE_DETERMINERS
    | NEGATIVE_DETERMINERS
    | {"a", "an", "every", "each", "any", "some", "either", "what", "which"}
)
#: Relations of a bare "some" on a verb (object or adverbial).
_BARE_SOME_DEPS = frozenset({"dobj", "advmod", "npadvmod", "dep"})
#: Verb relations of a clause that is a conjunct.
_CLAUSE_POS = frozenset({"VERB", "AUX"})


def specificational_value(tok: Token) -> str | None:
    """Is ``tok`` inside the that-clause that is the value of a specificational "be" ("The
    trouble is that ...", "All it proves is that ...")? See the module docstring."""
    node = tok
    while node.head.i != node.i:
        clause = node
        node = node.head
        if clause.pos_ not in _CLAUSE_POS or clause.dep_ not in _VALUE_DEPS:
            continue
        if node.lemma_ != "be" or node.i > clause.i:
            continue
        subjects = [c for c in node.children if c.dep_ in ("nsubj", "csubj", "expl")]
        if any(c.lower_ in _EXTRAPOSITION_SUBJECTS for c in subjects):
            continue  # "It is clear that many ...": the subject clause, extraposed
        if any(c.dep_ == "mark" and c.lower_ == "that" and c.i < clause.i for c in clause.children):
            return "specificational-value"
    return None


def phase_still(tok: Token) -> str | None:
    """Is the gradable adjective ``tok`` under aspectual "still" ("are still warm", "still
    warm")? See the module docstring."""
    if tok.pos_ != "ADJ":
        return None
    hosts = [tok]
    if tok.dep_ in ("acomp", "attr", "oprd", "xcomp"):
        hosts.append(tok.head)
    for host in hosts:
        for c in host.children:
            if c.dep_ == "advmod" and c.lower_ == "still" and c.i < tok.i:
                return "phase-still"
    return None


def _bare_some(tok: Token) -> bool:
    """Is ``tok`` a "some" heading no phrase of its own on a verb before it ("ate some")?"""
    if tok.lower_ != "some" or tok.dep_ not in _BARE_SOME_DEPS:
        return False
    if any(c.dep_ not in ("cc", "conj", "punct") for c in tok.children):
        return False  # "some of them", "some more": a phrase of its own
    return tok.head.pos_ in ("VERB", "AUX") and tok.head.i < tok.i


def adverbial_some(tok: Token) -> str | None:
    """Is the quantifier ``tok`` a "some" with no noun to quantify over? See the module
    docstring. Read only where the parse or the sentence says so: "some" as an adverb of the
    verb (advmod, npadvmod), "some" as the determiner of a noun that has another central
    determiner ("work some every day"), or a bare "some" repeated on coordinated verbs with no
    noun before it ("learn some and think some"): one elided noun cannot be the object of each
    verb, and with no antecedent the parallel bare "some" is the amount of activity. A single
    bare object "some" ("The loud music annoyed some", "I ate some yesterday") stays a candidate
    (the thirteenth and ninth passes: "some people", or an elided noun of the context); "It hurt
    some" is among them, the degree reading has no cue there."""
    if tok.lower_ != "some":
        return None
    if tok.dep_ == "det" and tok.head.pos_ in ("NOUN", "PROPN"):
        others = [
            c
            for c in tok.head.children
            if c.i != tok.i and c.dep_ in ("det", "poss") and c.lower_ in _CENTRAL_DETERMINERS
        ]
        return "adverbial-some" if others else None
    if not _bare_some(tok):
        return None
    if tok.dep_ in ("advmod", "npadvmod"):
        return "adverbial-some"
    verb = tok.head
    conjuncts = [c for c in verb.conjuncts if c.i != verb.i]
    subject = {
        d.i
        for v in (verb, *conjuncts)
        for c in v.children
        if c.dep_ in ("nsubj", "nsubjpass")
        for d in c.subtree
    }  # a subject shared by the coordinated verbs ("The kids read some and played some")
    if any(t.pos_ == "NOUN" and t.i not in subject for t in tok.doc[: tok.i]):
        return None  # "She baked cookies and ate some": the noun is recovered
    others = [t for t in tok.doc if t.i != tok.i and _bare_some(t)]
    if any(t.head in conjuncts or t.head.i == verb.i or t.head.head in conjuncts for t in others):
        return "adverbial-some"
    return None


#: Epistemic modal adverbs: "perhaps/maybe/possibly S" says what "S may be so" says (Lyons 1977
#: §17.2; Palmer 2001 §2.2; Quirk et al. 1985 §8.127 on content disjuncts of doubt), a modal
#: operator over the clause like the auxiliary, so the item is under a modal as with "may"
#: (local or global implicature, Chierchia 2004 vs Sauerland 2004), and the sentence does not
#: assert the clause the hypothesis would strengthen. Thirty-sixth pass (``__init__``); here
#: since the seventy-seventh, whose :func:`in_disjunct` reads them too.
DOUBT_ADVERBS = frozenset({"perhaps", "maybe", "possibly", "probably"})


def _own_subject(verb: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)


def in_disjunct(tok: Token, head: Token) -> str | None:
    """Is the item's clause ``head`` one side of a clausal "or" (each side with its own subject)
    under an epistemic "maybe/perhaps/possibly/probably" ("Maybe there is a new turret, or some walls
    have moved")? See the module docstring. A plain disjunction keeps the nineteenth pass's
    treatment (a candidate, no pair: ``pairs.item_in_disjunct``), and a subject or object shared
    by disjoined verbs ("Some guests arrived late or left early") is no disjunct's."""
    if head.pos_ not in _CLAUSE_POS:
        return None
    pairs = []
    if head.dep_ == "conj" and head.head.pos_ in _CLAUSE_POS:
        pairs.append((head.head, head))
    pairs += [(head, c) for c in head.children if c.dep_ == "conj" and c.pos_ in _CLAUSE_POS]
    for first, second in pairs:
        if not (_own_subject(first) and _own_subject(second)):
            continue
        if not any(
            c.dep_ == "cc" and c.lower_ == "or" and first.i < c.i < second.i
            for c in (*first.children, *second.children)
        ):
            continue
        if any(
            c.dep_ == "advmod" and c.lower_ in DOUBT_ADVERBS
            for c in (*first.children, *second.children)
        ):
            return "in-disjunct"
    return None


#: The marginal prepositions of contingency: "depending on/upon X" (Quirk et al. 1985 §9.7 on
#: participial prepositions; Huddleston & Pullum 2002 ch. 7 §9 on "depending on" with an
#: interrogative complement).
_CONTINGENCY_WORDS = frozenset({"depending"})
_CONTINGENCY_PREPOSITIONS = frozenset({"on", "upon"})


def contingency_frame(tok: Token, head: Token) -> str | None:
    """Is the item's clause framed by "depending on X" ("Depending on the mode, the tool paints
    either a line or a curve", "Most layers are hidden, depending on the settings")? Stop 80,
    im94 (s1204y impl-019).

    "Depending on X, S" says that which proposition holds varies with the value of X: it is
    an unconditional, a quantification over the cases X sets up (Huddleston & Pullum 2002 ch. 8
    §14.4 on exhaustive conditionals; Lewis 1975 "Adverbs of quantification"), so the item
    states a value per case and a disjunction lists the cases' outcomes, not alternatives the
    speaker cannot choose between (Gazdar 1979 ch. 3 on the clausal implicature of "or"). The
    scalar item's implicature is computed inside each case (Chierchia, Fox & Spector 2012 on
    local implicatures), and no clause-level hypothesis states it: kept, the frame says the
    negated stronger alternative varies ("Depending on the mode, the tool doesn't paint both
    ...": in some mode it does), and dropped, the hypothesis claims of every case what the
    sentence left case by case. No candidate. Only a frame on the item's clause or a clause
    above it."""
    for node in (head, *head.ancestors):
        if node.pos_ not in _CLAUSE_POS:
            continue
        for child in node.children:
            nxt = child.nbor(1) if child.i + 1 < len(child.doc) else None
            if (
                child.lower_ in _CONTINGENCY_WORDS
                and nxt is not None
                and nxt.lower_ in _CONTINGENCY_PREPOSITIONS
                and not (child.left_edge.i <= tok.i <= child.right_edge.i)
            ):
                return "contingency frame"
    return None
