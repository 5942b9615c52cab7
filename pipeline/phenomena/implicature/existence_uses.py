"""Candidate checks of stop 72's second round (im80; docs/implicature.md, "Stop 72, im80"): the
blind review s1204d (FOLDOC) rejected items whose weak scalar word is on no scale in its use.

- weak "some/many" on the subject of "exist" ("Some intermediate levels of test coverage
  exist, but are rarely used"): the predicate asserts existence, so the determiner is the weak,
  cardinal "sm" of an existential sentence (Milsark 1977; Partee 1989), with no given whole for
  "all" to exhaust; "Not all intermediate levels exist" is incoherent, not an implicature;
- a gradable adjective that is one member of an "or" list ("the company is small, irrelevant
  to the web, local in scope, ... or some combination thereof"): the speaker asserts only the
  disjunction, not that the thing is small, so no "not tiny" follows from the disjunct
  (Sauerland 2004 "Scalar implicatures in complex sentences": a disjunct's scalar item yields
  at most the weak "not certain that ..." inference; Geurts 2010 ch. 7 on embedded
  implicatures; Russell 2006 on the attitude holder's, not the speaker's, implicature);
- (stop 79, im93) unstressed "some" + plural noun as the subject of a presentational passive
  with a place in the text ("Some examples are shown in the next section", "Some tips are given
  below"): the clause introduces new referents, like "there are some examples in the next
  section", so "some" is the weak, cardinal "sm" with no given set of examples for "not all" to
  range over (Milsark 1977; IMPPRES, Jeretic et al. 2020 §4, tests scalar "some" on partitive
  or stressed uses); "Some of the examples are shown below" (partitive) keeps its candidate.

Each check returns a short reason or ``None``; the extractor then writes no candidate (called
by ``_review_class``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.wordnet import first_sense_lexname

#: Weak determiners that an existence predicate reads cardinally (Milsark 1977); "most" is
#: proportional (strong) and keeps its candidate.
_WEAK = frozenset({"some", "many"})
#: Predicates that assert the existence of their subject's referent (Milsark 1977; Levin 1993
#: §47.1 "verbs of existence": "exist" and "coexist" take no location or manner that a "not
#: all" could deny instead).
EXISTENCE_VERBS = frozenset({"exist", "coexist"})
#: Their finite forms.
_FINITE_FORMS = frozenset(
    form for verb in EXISTENCE_VERBS for form in (verb, verb + "s", verb + "ed")
)


def unpossessed_some_subject(tok: Token) -> Token | None:
    """The plural subject noun that determiner "some" introduces, if it has no possessor: the
    shape in which "some" may introduce new referents rather than pick part of a given whole
    (a possessor gives the domain: "some of his sons")."""
    if tok.lower_ != "some" or tok.dep_ != "det":
        return None
    noun = tok.head
    if noun.dep_ != "nsubj" or noun.tag_ != "NNS":
        return None
    if any(c.dep_ == "poss" for c in noun.children):
        return None
    return noun


def existence_subject(tok: Token) -> str | None:
    """Weak "some/many N" as the subject of "exist/coexist" (see the module docstring)."""
    if tok.lower_ not in _WEAK or tok.dep_ not in ("det", "amod"):
        return None
    noun = tok.head
    if noun.dep_ not in ("nsubj", "nsubjpass"):
        return None
    if noun.head.lemma_.lower() in EXISTENCE_VERBS:
        return "existence-subject"
    if any(t.lower_ in _FINITE_FORMS for t in noun.subtree):
        # "Some levels of test coverage exist, but are rarely used": the parser hangs the
        # finite "exist" inside the subject (as the object of "of", sometimes tagged a noun,
        # which "exist" never is) and takes the next conjunct's verb as the head; the clause
        # is still existential. "existing" (an adjective in "some existing tools") is no form
        # counted here
        return "existence-subject"
    return None


def listed_disjunct_adjective(tok: Token) -> str | None:
    """A gradable adjective that opens or sits in a comma list of three or more members closed
    by "or" ("is small, irrelevant to the web, local in scope, or some combination thereof";
    see the module docstring). Read on the surface, since the parser often hangs the members
    of a long mixed list (adjective, prepositional and verb phrases) anywhere: the adjective is
    followed by a comma, then two or more list commas and ", or" before the sentence ends or a
    colon or semicolon closes it, with no "and" at the list's level (a list with "and" is a
    conjunction, each member asserted). Two members ("small or medium") are often a range on
    one scale and keep their candidate."""
    if tok.pos_ != "ADJ":
        return None
    doc = tok.doc
    end = tok.sent.end
    if tok.i + 1 >= end or doc[tok.i + 1].text != ",":
        return None
    commas = 0
    for t in doc[tok.i + 1 : end]:
        if t.text in (";", ":") or t.lower_ == "and" and doc[t.i - 1].text == ",":
            return None
        if t.text == ",":
            commas += 1
        elif t.lower_ == "or" and doc[t.i - 1].text == ",":
            return "listed-disjunct" if commas >= 2 else None
    return None


#: Verbs that present a piece of the text to the reader (Biber et al. 1999 §11.2 on
#: presentational passives in expository prose: "are shown/given/listed below").
PRESENTATION_VERBS = frozenset({"show", "give", "list", "describe", "present", "illustrate"})
#: Deictic adverbs that place the presented thing in the text.
_TEXT_DEICTICS = frozenset({"below", "above", "here", "overleaf"})
#: Nouns naming a part of a document, as the object of "in/on" after the passive ("in the next
#: section", "in Figure 3", "on this page").
_TEXT_PARTS = frozenset(
    {"section", "chapter", "appendix", "figure", "table", "page", "paragraph", "part", "list"}
)


def presentational_some(tok: Token) -> str | None:
    """Determiner "some" on a plural subject of a passive of ``PRESENTATION_VERBS`` that has a
    deictic adverb or an "in/on" phrase naming a part of the text ("Some tips are given below";
    see the module docstring). A partitive ("Some of the tips") is the subject itself, not a
    determiner, and keeps its candidate; so does a clause with no place in the text."""
    if tok.lower_ != "some" or tok.dep_ != "det":
        return None
    noun = tok.head
    if noun.dep_ != "nsubjpass" or noun.tag_ != "NNS":
        return None
    verb = noun.head
    if verb.lemma_.lower() not in PRESENTATION_VERBS:
        return None
    for c in verb.children:
        if c.dep_ == "advmod" and c.lower_ in _TEXT_DEICTICS:
            return "presentational-some"
        if _text_part_phrase(c):
            return "presentational-some"
    return None


def _text_part_phrase(prep: Token) -> bool:
    """ "in the next section", "on this page": an "in/on" phrase whose object is a text part."""
    if prep.dep_ != "prep" or prep.lower_ not in ("in", "on"):
        return False
    return any(o.dep_ == "pobj" and o.lemma_.lower() in _TEXT_PARTS for o in prep.children)


#: Verbs of existence and residence that take a location (Levin 1993 §47.1 "verbs of
#: existence": "live", "dwell", "reside", "stay", "remain", "abide", "sojourn", "lodge"); all
#: allow there-insertion ("There lived some men of Tyre in the city", Levin 1993 §6.1), whose
#: pivot is the weak, cardinal "sm" (Milsark 1977).
_RESIDENCE_VERBS = frozenset(
    {"live", "dwell", "reside", "stay", "remain", "abide", "sojourn", "lodge", "settle"}
)
#: Irregular pasts of those verbs that the small tagger misreads as present or as a lemma of
#: their own ("dwelt/VBP", lemma "dwelt").
_IRREGULAR_PASTS = frozenset({"dwelt", "abode"})
#: WordNet lexicographer files of the nouns that can name residents.
_RESIDENT_LEXNAMES = frozenset({"noun.person", "noun.animal"})
#: Locative adverbs of the residence verb ("lived there").
_LOCATIVE_ADVERBS = frozenset({"there", "here", "nearby", "around", "abroad"})
#: Prepositions of a locative phrase ("lived in the city", "dwelt among them").
_LOCATIVE_PREPS = frozenset({"in", "at", "among", "near", "by", "beside", "around", "within"})


def residing_some(tok: Token) -> str | None:
    """Determiner "some" on a plural subject of a past verb of existence or residence with a
    location ("Some men of Tyre also lived there", "Some shepherds dwelt in the hills").

    The clause introduces new residents into the story: it is a locative-existential sentence,
    "there lived some men of Tyre there" (Levin 1993 §6.1 on there-insertion; Kuroda 1972 on
    thetic statements), whose subject is the weak, existential "sm" (Milsark 1977), read as
    "certain men of Tyre" (Fodor & Sag 1982). No set of the men of Tyre is given for "all" to
    exhaust (the scalar "some" needs a salient domain: Horn 1972; Geurts 2010 ch. 3), so "Not
    all men of Tyre lived there" is true, if at all, by world knowledge, not as an implicature
    (blind review s1205s impl-000/004/010/013, candidate 02). Kept: a partitive ("Some of the
    men lived there", a given whole), a possessed or definite restrictor ("some of his sons",
    "some men of the village's": a domain), a present tense ("Some students live on campus", a
    generalisation over a contextual set of students where "not all" is live), and a verb that
    is not one of existence ("Some men of Tyre sold fish")."""
    noun = unpossessed_some_subject(tok)
    if noun is None:
        return None
    if first_sense_lexname(noun.lemma_.lower(), "NOUN") not in _RESIDENT_LEXNAMES:
        # residents are people or animals: "Some fears often remained in her heart" is no
        # locative-existential introduction of residents, and its "some" stays scalar (stop 87
        # integration; the stop-85 im102 pin)
        return None
    verb = noun.head
    if verb.lower_ not in _IRREGULAR_PASTS and (
        verb.lemma_.lower() not in _RESIDENCE_VERBS or not _past(verb)
    ):
        return None
    for c in verb.children:
        if c.dep_ == "advmod" and c.lower_ in _LOCATIVE_ADVERBS:
            return "residing-some"
        if c.dep_ == "prep" and c.lower_ in _LOCATIVE_PREPS:
            return "residing-some"
    return None


def _past(verb: Token) -> bool:
    """A simple past ("lived") or a past perfect ("had lived")."""
    if verb.tag_ == "VBD":
        return True
    return verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children
    )
