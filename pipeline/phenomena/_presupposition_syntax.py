"""Clause-level syntax shared by the presupposition extractors.

NOPE (Parrish et al. 2021, §3.2) kept a corpus sentence only when the trigger sits in a clause
that can be negated as a whole: the experts "excluded examples with conditionals and examples in
which the presupposition trigger was embedded under another predicate", and rejected questions,
imperatives and fragments (they cannot be negated into a declarative minimal pair). These helpers
decide where a trigger sits; the extractors use them to set ``confidence`` and to drop triggers
the experts would reject.
"""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

#: Subjects of a clause (a clause without one, headed by a bare verb, is an imperative).
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
#: Auxiliaries that carry tense, aspect or modality.
AUX_DEPS = frozenset({"aux", "auxpass"})
#: Clausal complements of a predicate (NOPE App. A, clause-embedding predicates).
COMPLEMENT_DEPS = frozenset({"ccomp", "xcomp"})
#: Dependents that make a clause part of a larger one (not a main clause of its own).
EMBEDDING_DEPS = frozenset(
    {
        "advcl",
        "relcl",
        "acl",
        "ccomp",
        "xcomp",
        "csubj",
        "csubjpass",
        "pcomp",
        "prep",
        "pobj",
        "amod",
        "dobj",
        "nsubj",
        "attr",
        "appos",
        "npadvmod",
        "dep",
        "oprd",
    }
)
#: Subordinators that make an adverbial clause a conditional (NOPE §3.2 excludes them).
CONDITIONAL_MARKS = frozenset({"if", "unless", "whether"})
#: Verbs of saying and thinking: a trigger in their complement is an "innocent embedding"
#: (NOPE App. C metadata) when the verb heads the sentence.
SPEECH_VERBS = frozenset(
    {
        "say",
        "tell",
        "write",
        "add",
        "explain",
        "think",
        "believe",
        "claim",
        "argue",
        "note",
        "insist",
        "report",
        "feel",
        "guess",
        "suppose",
        "recall",
        "announce",
        "reply",
        "answer",
        "suggest",
        "ask",
        "admit",
        "acknowledge",
    }
)
#: Finite verb tags.
FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
NEGATION_DEPS = frozenset({"neg"})


def is_question(doc: Doc | Span) -> bool:
    """A direct question: it ends in '?' (ignoring closing quotes), or it opens with subject-
    auxiliary inversion ("Can you imagine what it is ...", transcripts often drop the '?')."""
    text = doc.text.rstrip().rstrip("\"'\u201d\u2019 ").rstrip()
    if text.endswith("?"):
        return True
    words = [t for t in doc if not t.is_punct]
    return (
        len(words) > 2
        and words[0].tag_ in ("MD", "VBZ", "VBP", "VBD")
        and words[0].pos_ == "AUX"
        and words[1].dep_ in ("nsubj", "nsubjpass", "expl")
    )


def subjects(verb: Token) -> list[Token]:
    """Subjects of the clause, including those the parser hung on an auxiliary ("Donna only did
    cure Regina": Donna <- did)."""
    out = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    for aux in (c for c in verb.children if c.dep_ in AUX_DEPS):
        out.extend(g for g in aux.children if g.dep_ in SUBJECT_DEPS)
    return out


def is_imperative(verb: Token) -> bool:
    """A clause headed by a bare (VB) verb with no subject and no modal: "Don't forget to vote"."""
    if verb.dep_ not in ("ROOT", "conj") or subjects(verb):
        return False
    if verb.dep_ == "conj" and subjects(verb.head):
        return False
    has_modal = any(c.dep_ in AUX_DEPS and c.tag_ == "MD" for c in verb.children)
    return verb.tag_ == "VB" and not has_modal


def is_finite_clause(verb: Token) -> bool:
    """The clause has a finite verb or auxiliary (excludes gerunds, infinitives, fragments)."""
    if verb.tag_ in FINITE_TAGS:
        return True
    return any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in verb.children)


def is_negated(verb: Token) -> bool:
    return any(c.dep_ in NEGATION_DEPS for c in verb.children)


def clause_head(token: Token) -> Token:
    """The verb (or copula/predicate) heading the clause that contains ``token``."""
    cur = token
    while cur.dep_ != "ROOT":
        if cur.pos_ in ("VERB", "AUX") and cur.dep_ not in AUX_DEPS:
            return cur
        if cur.dep_ in ("advcl", "relcl", "ccomp", "xcomp", "conj", "acl", "pcomp", "csubj"):
            return cur
        cur = cur.head
    return cur


def main_predicate_level(verb: Token) -> int | None:
    """How embedded the clause headed by ``verb`` is.

    0: the root, a conjunct of the root (NOPE App. C: negate the conjunct with the trigger), or
    the infinitival complement of either ("had to slide down ... before going"), which the
    negation of the main verb scopes over;
    1: the complement of a root verb of saying/thinking ("innocent embedding", NOPE App. C);
    None: any other embedding (relative, adverbial, conditional, infinitival clauses).
    """
    cur = verb
    while cur.dep_ in ("conj", "xcomp"):
        cur = cur.head
    if cur.dep_ == "ROOT":
        return 0
    speech = cur.head.dep_ == "ROOT" and cur.head.lemma_.lower() in SPEECH_VERBS
    if cur.dep_ in ("ccomp", "parataxis") and speech:
        return 1
    return None


def in_conditional(token: Token) -> bool:
    """Whether ``token`` sits inside an if/unless/whether clause, or heads a clause that has one."""
    for anc in [token, *token.ancestors]:
        if anc.dep_ == "advcl" and any(
            c.dep_ == "mark" and c.lower_ in CONDITIONAL_MARKS for c in anc.children
        ):
            return True
    return False


def clause_is_declarative(doc: Doc) -> bool:
    """The sentence is a declarative with a finite root (no question, imperative or fragment)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or is_question(doc) or is_imperative(root):
        return False
    if root.pos_ not in ("VERB", "AUX") and not any(c.dep_ in ("cop",) for c in root.children):
        # a nominal or adjectival root with no verb: a fragment ("More of a grunt than a word.")
        return any(t.tag_ in FINITE_TAGS for t in doc)
    return True


def subtree_text(token: Token, exclude: set[int] | frozenset[int] = frozenset()) -> str:
    """The text of ``token``'s subtree without the tokens in ``exclude`` (and their subtrees)."""
    skip: set[int] = set()
    for i in exclude:
        skip.update(t.i for t in token.doc[i].subtree)
    parts = []
    for t in token.subtree:
        if t.i in skip:
            continue
        parts.append(t.text + t.whitespace_)
    return "".join(parts).strip()


def span_text(tokens: list[Token]) -> str:
    parts = [t.text + t.whitespace_ for t in sorted(tokens, key=lambda t: t.i)]
    return "".join(parts).strip().rstrip(",;:").strip()
