"""Candidate checks of stop 74, im84 (docs/implicature.md, "Stop 74, im84"): the blind review
s1204k (the Python 3.11 documentation: HOWTOs, tutorial, FAQ, language reference; edited
technical expository prose) rejected a disjunction in an instruction that the parser did not
see as an imperative.

An imperative asserts nothing, and a disjunction in it offers alternatives of which either is
enough: free choice (Kamp 1973; Aloni 2007 on imperatives), not exclusive "or". "Either
deactivate A or specify B" licenses each way; "Don't both deactivate A and specify B" is no
inference a reader draws. The extractor already skips a clause ``syntax.is_imperative`` finds;
this module finds the imperative the tagger wrote as a finite present.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import AUX_DEPS, subjects


def present_tagged_imperative(head: Token) -> bool:
    """Is ``head`` a main-clause verb tagged as a finite present (VBP) with no subject and no
    auxiliary ("To run it, either deactivate/VBP the environment, or specify/VB the version")?
    An English finite clause needs its subject (Huddleston & Pullum 2002 ch. 4 §3.1; Quirk et
    al. 1985 §3.36: only the imperative leaves it out), and a VBP form is the base form in
    spelling, so a subjectless main-clause VBP is the imperative (Quirk §11.24) misread by the
    tagger. A conjunct of such a clause is in the same imperative. A sentence whose clause has a
    subject or an auxiliary ("Users either deactivate A or ...") keeps its candidate."""
    root = head.head if head.dep_ == "conj" else head
    if root.dep_ != "ROOT" or root.tag_ != "VBP" or root.pos_ != "VERB":
        return False
    if subjects(root) or any(c.dep_ in AUX_DEPS for c in root.children):
        return False
    # a conjunct with a subject of its own ("deactivate it, or Python uses the global one") is
    # a clause of its own
    return head is root or (not subjects(head) and head.tag_ in ("VB", "VBP"))
