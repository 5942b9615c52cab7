"""Matches of a clause-embedding verb that embed nothing: conditional participles, NPI idioms
and discourse formulas (ninety-second pass, vc86; blind review s1202b).

- ``participle_conditional``: "Assuming it's my fault, it's most likely ...", "(assuming nobody
  changes the date again)". A bare "-ing" participle with no subject or auxiliary of its own
  that opens an adjunct is the conditional subordinator "assuming/supposing (that)" (= if;
  Quirk et al. 1985 §15.34, §15.46; CGEL ch. 7 §9.3): no one assumes anything, and "Not
  assuming it's my fault, ..." is no negation of it. The twenty-seventh pass dropped the "that"
  form only for unlisted verbs and only with "that"; the that-less one went through.
- ``npi_inceptive``: "I can't even begin to describe it", "Nobody can even begin to
  understand": "can even begin/start to" is a negative polarity idiom of degree (= "(not) at
  all"; Israel 2011 ch. 4 on scalar NPIs; Horn 1989 §3.3), not the aspectual "begin" of an
  onset (Freed 1979): the complement's event is not said to start or not.
- ``discourse_saying_that``: "In saying that, ...", "Having said that, ...": a discourse
  connective whose "that" is the demonstrative pronoun (= "nevertheless", Quirk et al. 1985
  §8.137 on conjuncts; Brinton 2008 on "having said that"), no complementizer.
- ``recommendation_idiom``: "an experience you won't want to miss": the negated volitional
  with "miss/skip/pass up" is a recommendation formula (= "you must not miss it"; Palmer 2001
  ch. 3 on volition used for deontic advice), not a report of a wish, and removing the negation
  gives the absurd "you will want to miss" (s1202b verb-063).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import verb_lemma

#: Participles that double as conditional subordinators and are verbs of the lexicon.
CONDITIONAL_PARTICIPLES = frozenset({"assuming", "supposing"})
#: Dependents that give a participle a clause of its own ("I'm assuming", "we are supposing").
_OWN_CLAUSE = frozenset({"nsubj", "nsubjpass", "aux", "auxpass", "csubj", "expl"})
#: Focusing adverbs that may precede the subordinator ("even assuming", "only supposing").
_FOCUS = frozenset({"even", "only", "just"})


def participle_conditional(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` a subjectless "assuming/supposing" that opens an adjunct (sentence start,
    after a comma, dash, colon or opening bracket, after at most a focusing adverb)?"""
    if verb.lower_ not in CONDITIONAL_PARTICIPLES or verb.tag_ != "VBG":
        return False
    if any(c.dep_ in _OWN_CLAUSE for c in verb.children):
        return False
    i = verb.i
    while i > verb.sent.start and doc[i - 1].lower_ in _FOCUS:
        i -= 1
    return i == verb.sent.start or doc[i - 1].text in {",", "(", "[", "-", "--", ":", ";"}


def npi_inceptive(doc: Doc, verb: Token) -> bool:
    """ "can/could (not) even begin/start to": "even" right before the inceptive verb under a
    modal of ability."""
    if verb_lemma(verb) not in ("begin", "start") or verb.i == 0:
        return False
    if doc[verb.i - 1].lower_ != "even":
        return False
    return any(t.lower_ in ("can", "could", "ca") for t in doc[max(0, verb.i - 4) : verb.i])


def discourse_saying_that(doc: Doc, verb: Token, complementizer: Token | None) -> bool:
    """ "In saying that," / "Having said that,": "that" right after the verb and before a
    comma, the verb led by "in" or the perfect participle "having"."""
    if verb_lemma(verb) != "say" or complementizer is None or complementizer.i != verb.i + 1:
        return False
    if complementizer.lower_ != "that" or complementizer.i + 1 >= len(doc):
        return False
    if doc[complementizer.i + 1].text not in {",", "-", "--", ";"}:
        return False
    if verb.lower_ == "saying" and verb.i > 0 and doc[verb.i - 1].lower_ == "in":
        return True
    return verb.lower_ == "said" and verb.i > 0 and doc[verb.i - 1].lower_ == "having"


#: Complements of the recommendation formula "won't want to V".
_MISSABLE = frozenset({"miss", "skip"})


def recommendation_idiom(doc: Doc, verb: Token, head: Token) -> bool:
    """ "won't want to miss (it)", "won't want to pass up": negated future "want" over
    "miss/skip/pass up"."""
    if verb_lemma(verb) != "want":
        return False
    # "wouldn't want to miss out" is the eighty-first pass's flagged "flipped-advice:want"
    modal = any(c.dep_ == "aux" and c.lower_ in ("will", "wo") for c in verb.children)
    negated = any(c.dep_ == "neg" for c in verb.children)
    if not (modal and negated):
        return False
    lemma = verb_lemma(head)
    if lemma in _MISSABLE:
        return True
    return lemma == "pass" and any(c.dep_ == "prt" and c.lower_ == "up" for c in head.children)
