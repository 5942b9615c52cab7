"""Hypothesis scope of the fifty-eighth pass (docs/implicature.md, "Fifty-eighth pass (stop 57,
im51: the trigger's clause only)").

A scalar implicature is computed per clause (Gazdar 1979 ch. 3): "Many of these towns are
corrupt, and the law is arbitrary" implicates "not all of these towns are corrupt", and the
second conjunct is a separate assertion that neither the hypothesis nor an embedding may carry
along. Conversely, a quantified subject shared by coordinated predicates quantifies over the
whole coordination (Quirk et al. 1985 §13.93 on shared constituents; Partee 1970 on "Few
rules are explicit and easy to read" != "few are explicit and few are easy to read"): "Most
users read the FAQ and then ignore it" implicates "not all users read it and ignore it", and
"not all users read the FAQ" is stronger than that. Evidential "seem/appear to" is the
speaker's own hedge (Palmer 2001 ch. 2 on evidentials; Huddleston & Pullum 2002 ch. 14 §4.2 on
raising "seem"): a question or a "possible that" frame around it stacks a second epistemic
operator on it ("Do some of you seem to have ...?").
"""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc, Token

from ...rewrite._result import reduced_doc
from ...syntax import is_finite_clause, subject_of

#: Coordinators that join two independent assertions (Quirk et al. 1985 §13.5, §13.24-13.25);
#: "or" is left alone (a disjunct is not asserted).
ASSERTION_COORDINATORS = frozenset({"and", "but"})
#: Dependencies the parse gives a coordinated main clause it did not attach as a conjunct (a
#: complement or a parataxis of the root, or of a parenthetical verb another cut removed).
_MISREAD_CLAUSE_DEPS = frozenset({"ccomp", "parataxis"})
#: Verbs of evidential raising: "X seems/appears to V" (H&P ch. 14 §4.2).
EVIDENTIAL_RAISING = frozenset({"seem", "appear"})


def _root(doc: Doc) -> Token:
    return next(t for t in doc if t.head.i == t.i)


def coordinated_clause_cut(doc: Doc, needed: set[int]) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a coordinated independent clause after the trigger's clause that the
    parse hung on the root as a complement or parataxis ("Many of these towns are corrupt, and
    the administration of the law is arbitrary (they do have ...)", with "is" a ccomp of the
    parenthetical "have", and of the root once the parenthetical is cut), with the old -> new
    index map, or None.

    The clause cut (``clause_scope.trigger_clause``) drops the root's clausal conjuncts only;
    this one is the same coordination misattached: "and/but" on the root, then a finite clause
    with its own subject that runs to the end of the sentence. Each conjunct is asserted and
    implicates on its own (Gazdar 1979 ch. 3), so it is cut from the hypothesis and from the
    embedded premises alike ("Are many of these towns corrupt, and the administration is
    arbitrary?" mixes a question and a statement). ``needed``: the indices the rewrites use.
    """
    if not needed:
        return None
    root = _root(doc)
    for clause in root.children:
        if clause.dep_ not in _MISREAD_CLAUSE_DEPS or clause.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(clause) is None or not is_finite_clause(clause):
            continue
        start = clause.left_edge.i
        link = doc[start - 1] if start > 0 else None
        if link is None or link.lower_ not in ASSERTION_COORDINATORS or link.head.i != root.i:
            continue
        if link.i <= max(needed):
            continue  # the trigger's clause must come first, whole
        if any(not t.is_punct for t in doc[clause.right_edge.i + 1 :]):
            continue  # the clause must end the sentence
        first = link.i - 1 if link.i > 0 and doc[link.i - 1].text in (",", ";") else link.i
        drop = set(range(first, clause.right_edge.i + 1))
        keep = {t.i for t in doc} - drop
        return reduced_doc(doc, keep, root.i)
    return None


def shared_quantified_subject(doc: Doc, f: dict[str, Any]) -> bool:
    """Is the trigger inside the subject of the root, which a later predicate conjunct without a
    subject of its own shares ("Most users consider it irrelevant and therefore ignore it")?
    The quantifier then scopes over the whole coordination (see the module), so the clause cut
    must not drop the later predicate: the hypothesis keeps it ("Not all users consider it
    irrelevant and therefore ignore it")."""
    if f.get("token_i") is None:
        return False
    root = _root(doc)
    if root.pos_ not in ("VERB", "AUX"):
        return False
    subject = subject_of(root)
    if subject is None or f["token_i"] not in {t.i for t in subject.subtree}:
        return False
    return any(
        c.dep_ == "conj"
        and c.pos_ in ("VERB", "AUX")
        and c.i > root.i
        and subject_of(c) is None
        and not _closes_noun_list(c)
        for c in root.children
    )


def _closes_noun_list(conj: Token) -> bool:
    """Does the verb-tagged conjunct follow ", and" after a member of a list of noun phrases
    ("traits like true teeth, a stomach, and paired/VBN appendages")? The serial comma marks
    the last member of that list (Quirk et al. 1985 §13.62, App. III.16), so the "verb" is an
    attributive participle the parse took for a predicate, and the sentence is no predicate
    coordination."""
    doc = conj.doc
    link = conj.left_edge.i - 1
    if link < 2 or doc[link].dep_ != "cc" or doc[link - 1].text != ",":
        return False
    before = doc[link - 2]
    while before.i > 0 and before.dep_ not in ("appos", "conj") and before.head.i > before.i:
        before = before.head  # "a stomach": from the determiner to its noun
    return before.dep_ in ("appos", "conj") and before.pos_ in ("NOUN", "PROPN")


def evidential_raising(head: Token) -> bool:
    """Is the trigger's clause headed by evidential "seem/appear" with a "to" complement ("Some
    of you seem to have hardcoded ...")? No question and no "It's possible that" frame is
    written around it (see the module): "Do some of you seem to have ...?" asks about the
    speaker's own impression."""
    node = head
    if node.lemma_.lower() not in EVIDENTIAL_RAISING:
        node = node.head if node.dep_ == "xcomp" else node
    if node.lemma_.lower() not in EVIDENTIAL_RAISING:
        return False
    return any(c.dep_ == "xcomp" for c in node.children)
