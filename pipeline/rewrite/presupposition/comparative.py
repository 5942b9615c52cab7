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
    be = _copula(std, std_plural, past)
    if std_plural:
        from lemminflect import getInflection

        noun_pl = noun if plural else (getInflection(noun, tag="NNS") or (noun + "s",))[0]
        text = f"{std} {be} {noun_pl}"
    else:
        lemma = noun_tok.lemma_ if noun_tok is not None else noun
        text = f"{std} {be} {indefinite_article(lemma)} {lemma}"
    return Draft(_sentence(text), True, "comparative:comparison_class", ["draft"])
