"""Clauses after a verb that are no complement of it, found by what they lack or what they belong to
(seventy-fifth pass, branch vc69).

- ``relative_that``: "I found a necklace there that I wear often": "that" is the relative pronoun
  of a clause on the noun before it, filling the clause's object slot (the gap), not a
  complementizer: a complementizer is no argument of its own clause (Quirk et al. 1985 §17.12 on
  relative "that"; CGEL ch. 12 §3.3), and "I wear often" is no proposition.
- ``hyperbolic_desire``: "I've been dying to try it": "be dying to V" is an idiom of desire
  (= want very much; Oxford Dictionary of Idioms s.v. "be dying for/to"), a hyperbole whose
  verb "die" takes no infinitive of its own, so the progressive "dying" handed to the
  hypothesis ("I've been trying it") states a thing the sentence does not say.
- ``higher_degree_result``: "The crowd was so scared when they saw us that they ran": the
  that-clause is the result clause of "so/such" in the higher clause, extraposed past the
  adverbial or relative clause of the trigger (Quirk et al. 1985 §15.41 on "so/such ... that"
  result clauses, which stand at the end of the sentence however far from the degree word),
  not the trigger's complement: "see" takes no object and a that-clause together.
- ``in_unquoted_direct_speech`` (with ``syntax.inverted_reporting_clause``, which the complement
  rewriter shares since vc217): "Yes, said the princess, I will gladly come": a reporting clause
  with its subject after the verb ("said the princess", "replied he") frames direct speech
  only: subject-verb inversion in a medial or final reporting clause is confined to direct
  speech (Quirk et al. 1985 §14.29 on the reporting clause; CGEL ch. 17 §10), so what follows
  is the quoted speaker's words with the quotation marks left out (as in older fiction), not an
  indirect that-clause: "The princess, I will gladly come" and "I wish you would stop" leak the
  frame or the quoted "I" into the hypothesis, like the quoted speech of
  ``verb_complement_scope.direct_speech_exclusion``.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import RESULT_DEGREE_WORDS, inverted_reporting_clause

#: Dependencies of a relative "that" standing for the object of its clause (a gap).
_OBJECT_GAP_DEPS = frozenset({"dobj", "pobj"})
#: Objects of the trigger before the that-clause.
_TRIGGER_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj"})
#: Forms of "die" in the idiom "be dying to V" ("dyin'" in transcripts).
_DYING_FORMS = frozenset({"dying", "dyin", "dyin'"})


def relative_that(doc: Doc, verb: Token, that: Token | None) -> bool:
    """Is ``that`` (the complementizer found for ``verb``) a relative pronoun on the noun before
    it? Only when the parser made it the object of its clause's verb and that verb has no other
    object ("Assure your partner that you accept their past" keeps its complement: "accept"
    has its object, so "that" cannot fill it), and the word before it (adverbs aside) is a
    noun after the trigger: the relative's antecedent."""
    if that is None or that.lower_ != "that" or that.tag_ != "WDT":
        return False
    if that.dep_ not in _OBJECT_GAP_DEPS:
        return False
    clause = that.head if that.dep_ == "dobj" else that.head.head
    if any(ch.dep_ == "dobj" and ch.i != that.i for ch in clause.children):
        return False
    i = that.i - 1
    while i > verb.i and doc[i].pos_ == "ADV":
        i -= 1
    return i > verb.i and doc[i].pos_ in ("NOUN", "PROPN")


def hyperbolic_desire(verb: Token) -> bool:
    """Is ``verb`` the "dying" of "be dying to V" (a "be" auxiliary on it)?"""
    if verb.lower_ not in _DYING_FORMS:
        return False
    return any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)


def higher_degree_result(doc: Doc, verb: Token, that: Token | None) -> str | None:
    """The "so"/"such" of a higher clause whose result clause the parser hung on ``verb``, or
    None. The trigger sits in an adjunct or relative clause of the degree word's clause (it is
    not that clause's head), after the degree word, and has an object before "that": "so
    frightened when they saw me that ...", "so high at the joy which this news gave him that
    ...". A "that" right after the degree word ("so that") is a purpose subordinator."""
    if that is None or that.lower_ != "that":
        return None
    if not any(c.dep_ in _TRIGGER_OBJECT_DEPS and verb.i < c.i < that.i for c in verb.children):
        return None
    own = {t.i for t in verb.subtree}
    for degree in doc[verb.sent.start : verb.i]:
        if degree.lower_ not in RESULT_DEGREE_WORDS or degree.i in own:
            continue
        if degree.dep_ not in ("advmod", "amod", "predet", "det"):
            continue
        if degree.head.pos_ not in ("ADJ", "ADV", "NOUN"):
            continue
        clause = degree.head
        while clause.pos_ not in ("VERB", "AUX") and clause.head.i != clause.i:
            clause = clause.head
        if clause is not verb and verb.i in {t.i for t in clause.subtree}:
            return degree.lower_
    return None


def in_unquoted_direct_speech(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` an inverted reporting verb, or a verb of the speech it frames ("..., said the
    Prince, I wish you would stop": below it in the parse or its head) whose clause speaks in
    the first or second person? Those persons are the quoted speaker's deixis, which the
    hypothesis cannot resolve (CGEL ch. 17 §10; as ``verb_complement_scope._unquoted_speech``
    after a colon). A third-person clause ("It's hard to imagine anyone using it, said the
    manager") reads the same taken out of the frame, and RP19 annotated such a row: kept."""
    for frame in doc[verb.sent.start : verb.sent.end]:
        if not inverted_reporting_clause(doc, frame):
            continue
        if frame.i == verb.i:
            return True
        framed = frame.head.i == verb.i or any(t.i == verb.i for t in frame.subtree)
        if framed and _deictic_person_in(verb, frame):
            return True
    return False


#: First and second persons: the quoted speaker's and addressee's deixis.
_DEICTIC_PERSONS = frozenset({"i", "we", "you", "me", "us", "my", "our", "your"})


def _deictic_person_in(verb: Token, frame: Token) -> bool:
    """Does ``verb``'s clause (outside the reporting clause ``frame``) hold a first- or
    second-person pronoun?"""
    outside = {t.i for t in frame.subtree} if frame.head.i == verb.i else set()
    return any(t.lower_ in _DEICTIC_PERSONS and t.i not in outside for t in verb.subtree)
