"""Where a content clause ends before a set-off "as"-clause that takes the clause up again
(stop 102, vc221).

"He believed that the plan would fail, as indeed it did", "She knew that the game was lost, as
everyone in the stands knew it": the "as"-clause is a comparative clause of the matrix (CGEL
ch. 15 on "as" comparative clauses: the clause compares the matrix proposition with another
attitude or event), whose pro-form ("it", "so", the operator "did"/"was") or gap stands for the
content clause itself (Quirk et al. 1985 §15.54 on "as"-comment clauses, §12.21-12.28 on
operator pro-forms). It is no part of the complement: "The plan would fail, as it did." is no
sentence a reader of the premise would write for its content. The parser hangs the clause on
the complement's verb; the complement ends before the comma.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import verb_lemma

#: Operators that stand for a VP taken up from before (Quirk et al. 1985 §12.21: the operator
#: as pro-form: "as it did", "as it was", "as they could", "as did everyone").
_OPERATORS = frozenset(
    {"do", "be", "have", "can", "could", "will", "would", "shall", "should", "may", "might"}
)
_OPERATORS |= frozenset({"must"})
#: Verbs of knowing, saying and expecting whose object is the pro-form "it"/"so" or a gap in a
#: comment "as"-clause ("as everyone knew (it)", "as he had said (so)", "as we expected";
#: Quirk et al. 1985 §15.54).
_COMMENT_VERBS = frozenset(
    {
        "know",
        "say",
        "expect",
        "suspect",
        "predict",
        "fear",
        "hope",
        "think",
        "believe",
        "suppose",
        "guess",
        "see",
        "realize",
        "claim",
        "report",
        "note",
        "show",
        "prove",
        "foresee",
        "anticipate",
        "imagine",
        "assume",
        "tell",
        "learn",
        "find",
    }
)
_PRO_FORMS = frozenset({"it", "so", "this", "that"})


def proform_as_clause(clause: Token) -> bool:
    """Is ``clause`` (a verb) the head of an "as"-clause whose pro-form or gap stands for a
    proposition: an operator with nothing after it ("as indeed it did", "as did everyone"), or
    a verb of knowing/saying with the object "it"/"so" or none ("as everyone knew it", "as we
    all expected")?"""
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.lower_ == "as"), None)
    if mark is None or mark.i > clause.i:
        return False
    if any(c.dep_ == "neg" for c in clause.children):
        return False  # "as it did not": a contrast, left to the caller
    after = [t for t in clause.subtree if t.i > clause.i and not t.is_punct]
    lemma = verb_lemma(clause)
    if lemma in _OPERATORS and clause.pos_ in ("AUX", "VERB"):
        if lemma == "be" and after and after[0].dep_ in ("acomp", "attr"):
            return False  # "as it was unusually warm": a reason clause of its own
        return not after or all(t.dep_ in ("advmod", "nsubj") for t in after)
    if lemma not in _COMMENT_VERBS:
        return False
    objects = [c for c in clause.children if c.dep_ in ("dobj", "ccomp", "xcomp", "oprd")]
    if not objects:
        return not any(c.dep_ in ("prep", "dative") for c in clause.children)
    if len(objects) != 1:
        return False
    obj = objects[0]
    if obj.lower_ in _PRO_FORMS:
        return not list(obj.children)
    # "as we all knew it was": the object clause is itself an operator pro-form of the
    # complement ("it" + operator, nothing after)
    return (
        obj.dep_ == "ccomp"
        and verb_lemma(obj) in _OPERATORS
        and all(t.i < obj.i or t.is_punct for t in obj.subtree)
    )


def proform_as_clause_end(doc: Doc, start: int, end: int) -> int:
    """End the complement [start, end) before a comma + "as"-clause that takes it up with a
    pro-form (module docstring); ``end`` otherwise."""
    for t in doc[start + 1 : end]:
        if t.lower_ != "as" or t.dep_ != "mark" or doc[t.i - 1].text != ",":
            continue
        clause = t.head
        if clause.i < t.i or clause.right_edge.i >= end:
            continue  # the "as"-clause must close the complement
        if proform_as_clause(clause):
            return t.i - 1
    return end
