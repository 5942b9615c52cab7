"""Candidate checks of stop 70, im75 (docs/implicature.md, "Stop 70 (im75)"): the blind review
s1203b (FOLDOC definitions) rejected items whose "some" or numeral makes no scalar claim.

A scale relates senses and frames, not words (Hirschberg 1985 ch. 5; van Tiel et al. 2016 on
scalar diversity):

- "Some examples of 4GL are: A, B, C" is a list-introducing formula. The copula of a
  specificational sentence whose value is an enumeration announced by a colon (Higgins 1979 on
  specificational copular sentences; Quirk et al. 1985 App. III.21-22 on the colon that
  introduces an enumeration) identifies which things are the examples; it predicates nothing
  of part of a set, so "Not all examples of 4GL are: A, B, C" denies nothing the sentence
  suggested and is garbled besides.
- "(GPL, note US spelling) The licence applied to most software from ..." is a glossary entry:
  a bracketed note on the headword, then the definiens, a noun phrase (Landau 2001 ch. 4 on
  the genus-and-differentia formula of dictionary definitions) whose "-ed" form after the
  genus is a participle postmodifier (Quirk et al. 1985 §17.27, "the licence (which is)
  applied to ..."), not a past-tense verb; the past form and the participle are one word, so
  the parse cannot tell them apart, and the hypothesis ("The licence didn't apply to all
  software ...") asserts a past episode the entry never states (stop 71, im77, class 4).
- "Two numbers are said to be relatively prime if ..." is a definition: a bare numeral subject
  of a present-tense characterizing sentence with a conditional criterion states when a
  relation holds of any n things (Krifka et al. 1995 §1.2 on characterizing sentences; Cohen
  2001 on definitional generics; Quirk et al. 1985 §15.33 on conditional clauses). The numeral
  gives the relation's arity, not a count of which more could be true, so "No more than two
  numbers are said to be ..." is no implicature of it.

- "For example, two women were brought in ..." is an example: an exemplifying conjunct
  ("for example", "for instance", "e.g.", "among others"; Quirk et al. 1985 §8.137, §17.77-
  17.78) presents the clause as one case picked from more, so the numeral counts the cases in
  the illustration, and "No more than two women were brought in" would claim the illustration
  exhausts them, the opposite of what the marker says (the upper bound of a numeral is a
  Quantity implicature about the whole domain, Horn 1972, Levinson 2000 ch. 1; an explicit
  signal that the statement is not exhaustive cancels it, Grice 1975 on cancellability). Only
  numerals: the "not all" of "some" is about the set "some" is taken from ("For example, some
  of the guests left early" -> "not all of the guests left"), which an example leaves as it
  is (stop 89, im108; blind review s1205v impl-005). The extractor keeps the candidate but
  writes no pair with the whole sentence as premise (feature ``exemplified``, as
  ``outcome_stated`` in narrative_uses); the embedded premises, labelled neutral, were kept
  by the same judges (impl-000/015/019) and stay.

Each other check returns a short reason, or ``None``; the extractor then writes no candidate (called
by ``_review_class``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from lemminflect import getInflection
from spacy.tokens import Token

from ...lexicon.closed_class import EXEMPLIFYING_ABBREVIATIONS, EXEMPLIFYING_OPENERS
from ...syntax import CONDITION_MARKS, PRESENT_TAGS


def list_formula_some(tok: Token) -> str | None:
    """Is ``tok`` the "some" of the subject of a copula right before a colon ("Some examples
    of X are: A, B, C")? See the module docstring."""
    if tok.lower_ != "some" or tok.dep_ != "det":
        return None
    noun = tok.head
    verb = noun.head
    if noun.dep_ not in ("nsubj", "nsubjpass") or verb.lemma_ != "be" or verb.i < noun.i:
        return None
    doc = tok.doc
    if verb.i + 1 < len(doc) and doc[verb.i + 1].text == ":":
        return "list-formula-some"
    return None


def definitional_numeral(tok: Token, head: Token) -> str | None:
    """Is ``tok`` a numeral on the bare plural subject of a present-tense clause that has a
    conditional criterion ("Two lines are parallel if they never meet", "Two numbers are said
    to be coprime if ...")? See the module docstring."""
    noun = tok.head if tok.dep_ == "nummod" else tok
    if noun.dep_ not in ("nsubj", "nsubjpass") or noun.head != head or noun.tag_ != "NNS":
        return None
    if any(c.dep_ in ("det", "poss") for c in noun.children):
        return None  # "The two numbers are ...": a given pair, not a definition
    verbs = [head, *(c for c in head.children if c.dep_ in ("aux", "auxpass"))]
    if not any(v.tag_ in PRESENT_TAGS for v in verbs):
        return None  # "Two numbers were printed if ...": an episode, not a characterizing rule
    clauses = [head]
    clauses += [c for c in head.children if c.dep_ == "xcomp"]  # "are said to be ... if"
    for clause in clauses:
        for advcl in (c for c in clause.children if c.dep_ == "advcl"):
            if any(m.dep_ == "mark" and m.lower_ in CONDITION_MARKS for m in advcl.children):
                return "definitional-numeral"
    return None


def glossary_participle(head: Token) -> str | None:
    """Is ``head`` an "-ed" form with no auxiliary, identical to its past participle, right
    after the subject that opens the text after a bracketed note at the start ("(GPL, note US
    spelling) The licence applied to most software ...")? See the module docstring."""
    doc = head.doc
    if not len(doc) or doc[0].text != "(" or head.tag_ not in ("VBD", "VBN"):
        return None
    close = next((t.i for t in doc if t.text == ")"), None)
    if close is None or head.i < close:
        return None
    if any(c.dep_ in ("aux", "auxpass") for c in head.children):
        return None
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.left_edge.i != close + 1 or subject.right_edge.i + 1 != head.i:
        return None
    if head.lower_ not in {f.lower() for f in getInflection(head.lemma_, "VBN")}:
        return None
    return "glossary-participle"


#: Nouns of the exemplifying prepositional conjuncts "for example", "for instance".
_EXAMPLE_NOUNS = frozenset(noun for _, noun in EXEMPLIFYING_OPENERS)


def _exemplifying_marker(tok: Token) -> bool:
    """Is ``tok`` an exemplifying conjunct: "e.g.", the "for" of "for example / for instance",
    or the "among" of "among others / among other things" (Quirk et al. 1985 §8.137)?"""
    if tok.lower_ in EXEMPLIFYING_ABBREVIATIONS:
        return True
    objects = [c for c in tok.children if c.dep_ == "pobj"]
    if tok.lower_ == "for":
        return any(o.lower_ in _EXAMPLE_NOUNS and not list(o.children) for o in objects)
    if tok.lower_ == "among":
        return any(
            o.lower_ == "others" or any(c.lower_ == "other" for c in o.children) for o in objects
        )
    return False


def exemplified_numeral(tok: Token) -> str | None:
    """Is the numeral ``tok`` in a clause presented as an example: the sentence opens with "For
    example," / "For instance," / "E.g.", or an exemplifying conjunct hangs on the numeral's
    noun phrase or on a clause above it ("Three men, for instance, were arrested", "The
    guards, for example, arrested three men", "arrested, among others, three men")? See the
    module docstring. Kept: "for" with another object ("two men were arrested for theft") and
    a numeral with no such marker."""
    doc = tok.doc
    words = [t.lower_ for t in doc if not t.is_punct or t.lower_ in EXEMPLIFYING_ABBREVIATIONS]
    if words and (
        words[0] in EXEMPLIFYING_ABBREVIATIONS or tuple(words[:2]) in EXEMPLIFYING_OPENERS
    ):
        return "exemplified-numeral"
    noun = tok.head if tok.dep_ in ("nummod", "quantmod") else tok
    for node in (noun, *noun.ancestors):
        if any(_exemplifying_marker(c) for c in node.children):
            return "exemplified-numeral"
    return None
