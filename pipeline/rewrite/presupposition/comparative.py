"""Comparative drafts: a sentence about the standard of comparison (``_copula``, ``_same_sort``)."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...lexicon.articles import indefinite_article
from ...records import Candidate
from ...syntax import (
    NOMINATIVE,
    token_at_char,
)
from .helpers import (
    Draft,
    _is_person,
    _noun_lexname,
    _past,
    _sentence,
)
from .shared import (
    _abstract_possessum,
    _tense_bearer,
)


def _copula(subject: str, plural: bool, past: bool) -> str:
    """be agreeing with the draft's subject in person and number, in the source's tense."""
    word = subject.lower()
    if word == "i":
        return "was" if past else "am"
    if plural or word in ("you", "we", "they"):
        return "were" if past else "are"
    return "was" if past else "is"


def _same_sort(standard: Token, noun: Token) -> bool:
    """Whether the comparative's standard is a common noun of the compared noun's sort (the
    same first-sense WordNet lexicographer file: "a bigger car than the van", both
    noun.artifact), so that it can be a member of the comparison class ("The van is a car";
    NOPE App. C). A name, a pronoun or a noun of another sort ("better results than Linear",
    "sharper edges than the old filter") is compared with the clause's subject instead (Huddleston
    & Pullum 2002 ch. 13 §2 on reduced comparative clauses: the standard and the term it is set
    against are of one type). Stop 79, pr164."""
    if standard.pos_ != "NOUN" or noun.pos_ != "NOUN":
        return False
    sort = _noun_lexname(noun)
    return sort is not None and _noun_lexname(standard) == sort


#: Markers of an exemplifying supplement after a noun phrase ("X, such as A, B or C").
_EXEMPLIFIERS = (", such as ", ", including ")


def _without_exemplification(std: str) -> str:
    """The standard without a trailing exemplifying supplement: ", such as a classmate or a
    neighbour" lists instances of the standard, set off by a comma as a non-restrictive
    appositive of exemplification (Quirk et al. 1985 §17.65; H&P 2002 ch. 15 §5), so it is no
    part of the phrase's reference and leaving it out keeps the draft true; kept, it stands
    between the subject and "is" as an unclosed supplement (pr244)."""
    for marker in _EXEMPLIFIERS:
        if marker in std:
            std = std.split(marker, 1)[0]
    return std


def _of_complement(noun: Token | None, standard: Token | None) -> str | None:
    """The "of" complement of the compared noun before "than" (" of interpersonal bond" in
    "a stronger form of interpersonal bond than X"), "" when there is none, None when it cannot
    be copied whole (punctuation inside it). The comparison class is the whole nominal the
    comparative adjective modifies (Kennedy 1999 ch. 3; Bale 2008), and an "of" phrase after a
    head noun is its complement, inside that nominal (Huddleston & Pullum 2002 ch. 5 §14.2):
    "X is a form" without it is no full statement of the class (blind review: "... is a
    form" rejected as incomplete). Other post-nominal phrases ("a taller man in the room
    than ...") are left out as before (pr244)."""
    if noun is None:
        return ""
    of = next(
        (
            k
            for k in noun.children
            if k.dep_ == "prep" and k.lower_ == "of" and k.i == noun.i + 1
        ),
        None,
    )
    if of is None:
        return ""
    end = of.right_edge.i
    if standard is not None and end >= standard.i:
        return None
    span = noun.doc[of.i : end + 1]
    if any(t.is_punct or t.lower_ == "than" for t in span):
        return None
    return " " + span.text


def _draft_comparative(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    f = c.features
    std = f.get("standard")
    if not std:
        return None
    noun_tok = next((t for t in doc if t.text == f.get("noun")), None)
    plural = noun_tok is not None and noun_tok.tag_ == "NNS"
    std_tok = token_at_char(doc, f.get("standard_head_char"))
    std_plural = std_tok is not None and (
        std_tok.tag_ in ("NNS", "NNPS") or std_tok.lower_ in ("us", "them", "we", "they")
    )
    if std_tok is not None and std_tok.tag_ == "PRP" and std.lower() in NOMINATIVE:
        std = NOMINATIVE[std.lower()]
    # the source's tense, also when the recorded head is a noun conjunct (``_tense_bearer``)
    head = _tense_bearer(token_at_char(doc, f.get("clause_head_char")))
    past = head is not None and _past(head)
    noun = f["noun"]
    if noun_tok is not None and _abstract_possessum(noun_tok):
        # "better size than Sapp": the noun is an attribute the standard has, not a class it
        # belongs to, so "Sapp is a size" is false; the comparison-class draft (NOPE App. C)
        # needs a sortal noun (the WordNet test of possessed definites)
        return None
    if noun_tok is not None and noun_tok.dep_ == "pobj":
        # "were inspected at lower rates than high-risk ones": a noun inside an adjunct PP is
        # the measure of the comparison, not the class of what is compared (the standard is
        # set against the clause's subject), so "X is a N" (NOPE App. C comparison class)
        # would be false
        return None
    if (
        noun_tok is not None
        and noun_tok.dep_ in ("dobj", "obj")
        and std_tok is not None
        and _is_person(std_tok)
        and not _is_person(noun_tok)
    ):
        # "They sold more expensive cars than their rivals": a person as the standard of an
        # object's comparative is compared with the subject (than their rivals [sold]), a
        # reduced comparative clause (Huddleston & Pullum 2002 ch. 13 §2), so "Their rivals were
        # cars" is false
        return None
    if (
        noun_tok is not None
        and noun_tok.dep_ in ("dobj", "obj")
        and std_tok is not None
        and not _same_sort(std_tok, noun_tok)
    ):
        # "This gives better results than Linear": the standard is not of the noun's sort, so
        # it is compared with the subject (than Linear [gives results]), a reduced comparative
        # clause (Huddleston & Pullum 2002 ch. 13 §2), and "Linear is a result" is false
        # (review s1204u). The comparison-class draft (NOPE App. C) needs a standard that can
        # be a member of the class: a common noun of the noun's sort. Stop 79, pr164
        return None
    if std_tok is not None and std_tok.lemma_.lower() == "one" and std_tok.tag_ == "NNS":
        # "than high-risk ones": the pro-form's antecedent lies outside the draft
        return None
    std = _without_exemplification(std)
    of_phrase = _of_complement(noun_tok, std_tok)
    if of_phrase is None:
        return None
    be = _copula(std, std_plural, past)
    if std_plural:
        from lemminflect import getInflection

        noun_pl = noun if plural else (getInflection(noun, tag="NNS") or (noun + "s",))[0]
        text = f"{std} {be} {noun_pl}{of_phrase}"
    else:
        lemma = noun_tok.lemma_ if noun_tok is not None else noun
        text = f"{std} {be} {indefinite_article(lemma)} {lemma}{of_phrase}"
    return Draft(_sentence(text), True, "comparative:comparison_class", ["draft"])
