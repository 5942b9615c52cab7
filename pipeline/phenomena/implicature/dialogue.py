"""Dialogue classes of the fifty-second pass (docs/implicature.md, "Fifty-second pass"): the
blind review s1201k read mostly TV dialogue, where a scalar word often stands in a use that has
no stronger alternative, and where the words around it (stutters, interjections, vocatives,
hedges) do not belong in a stand-alone hypothesis.

Candidate checks (each returns a short reason or ``None``; the extractor writes no candidate):

- a numeral in a referential or collective use (:func:`non_count_numeral`);
- a temperature or appearance adjective in another sense (:func:`other_sense_adjective`);
- "could" in "all X could V about" (:func:`only_topic_could`);
- an adjective used as an adverb ("owe me big", :func:`flat_adverb`).

Text edits of the written hypothesis (the original premise is never changed):
:func:`without_hedge`, and the opening run of interjections and vocatives that
:func:`dialogue_opening` returns for the clause cut. Stutters and the opening run are found by
:mod:`pipeline.rewrite.discourse` (stop 54, dl2: the twins of the fifty-second pass are gone).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from spacy.tokens import Doc, Token

from ...lexicon.closed_class import DEFINITE_OR_POSSESSIVE_DETERMINERS
from ...lexicon.wordnet import first_sense_lexname
from ...rewrite.discourse import leading_discourse
from ...syntax import FINITE_TAGS, plain_lower

#: Determiners and possessives that make a numeral's noun phrase definite: "my two sisters",
#: "these two guys". A definite numeral phrase refers to a given set and says its size exactly
#: (Horn 1972 §1.2; Kennedy 2015 on numerals: the exact reading of definites), so "not more
#: than two" is entailed or irrelevant, never an implicature: DEFINITE_OR_POSSESSIVE_DETERMINERS
#: (lexicon.closed_class).
#: Words of a reciprocal or collective predicate ("look alike", "hate each other", "came
#: together"): true of the group as a whole (Link 1983; Landman 2000 ch. 3 on collective
#: predicates), so a larger group does not make the smaller claim true and "no more than two
#: people look alike" says something else.
COLLECTIVE_WORDS = frozenset({"alike", "together", "apart", "similar", "different"})
RECIPROCALS = (("each", "other"), ("one", "another"))
#: Adjectives on a physical scale whose scale holds for one sense only (Hirschberg 1985 ch. 5:
#: a scale is a relation between senses, not words): temperature <warm, hot>, <cool, cold>,
#: appearance <ugly, hideous>. "Everything's cool" (fine), "a warm welcome" (friendly), "an
#: ugly fight" (nasty) have no "cold, hot, hideous" alternative.
#: "dirty" (seventy-fifth pass, im68) is a condition of a surface: of an act, speech, thought or
#: feeling it is the moral or obscene sense ("sex was dirty", "a dirty joke", "a dirty fight";
#: WordNet dirty.a.02 "(of behavior or especially language) characterized by obscenity or
#: indecency"), which <dirty, filthy> does not grade as a degree of soiling. Pronouns ("it is
#: dirty") and nouns whose first sense is an event ("the case is dirty") keep the literal sense.
PHYSICAL_SENSE = {
    "cool": "temperature",
    "warm": "temperature",
    "ugly": "appearance",
    "dirty": "surface",
}
#: WordNet lexicographer files of nouns that name no thing with a temperature or looks: acts
#: and events ("an ugly fight", "the breakup"), speech, thought, feeling, motive, relation;
#: groups for temperature only ("the party was cool" = good). Matter, places, times, states
#: ("the climate is warm"), persons and artifacts keep the physical sense.
_NON_PHYSICAL_NOUNS = frozenset(
    {"noun.act", "noun.event", "noun.communication", "noun.cognition", "noun.feeling"}
    | {"noun.motive", "noun.relation"}
)
_NON_TEMPERATURE_NOUNS = _NON_PHYSICAL_NOUNS | {"noun.group", "noun.person"}
_PERSONAL_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "me", "him", "us", "them"})


def _reciprocal(clause: Token) -> bool:
    words = [t.lower_ for t in clause.subtree]
    return bool(COLLECTIVE_WORDS & set(words)) or any(
        words[i : i + 2] == list(pair) for pair in RECIPROCALS for i in range(len(words) - 1)
    )


def non_count_numeral(tok: Token, head: Token) -> str | None:
    """A numeral that does not state a count of which more could be true:

    - definite: "my two sisters", "these two guys" (:data:`DEFINITE_OR_POSSESSIVE_DETERMINERS`);
    - inside a noun modifier: "this three-divorces reason" (the numeral is part of a compound
      that classifies the head noun, Quirk et al. 1985 §17.104; its noun is no argument);
    - the subject of a collective or reciprocal predicate: "two people look so much alike";
    - the subject of a plural-to-singular predicate nominal: "three babies are a handful", a
      property of the group of three as a whole (Quirk et al. 1985 §10.39 on notional
      concord), not "at least three babies are a handful"."""
    noun = tok.head if tok.dep_ == "nummod" else tok
    if any(
        c.i < tok.i and (c.lower_ in DEFINITE_OR_POSSESSIVE_DETERMINERS or c.dep_ == "poss")
        for c in noun.children
    ):
        return "definite-numeral"
    if noun.dep_ in ("compound", "amod", "nmod") and noun.head.pos_ in ("NOUN", "PROPN"):
        return "numeral-in-modifier"
    if noun.dep_ in ("nsubj", "nsubjpass") and noun.head == head:
        if _reciprocal(head):
            return "collective-predicate"
        attr = next((c for c in head.children if c.dep_ == "attr"), None)
        if (
            head.lemma_ == "be"
            and attr is not None
            and attr.tag_ == "NN"
            and any(c.lower_ in ("a", "an") for c in attr.children)
        ):
            return "collective-predicate"
    return None


def _described(tok: Token) -> Token | None:
    """The noun or pronoun an adjective is said of: its head noun, or its clause's subject."""
    if tok.dep_ == "amod":
        return tok.head
    own = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if own is not None:
        return own  # a small clause: "made [the room warm]"
    if tok.dep_ == "oprd":
        return next((c for c in tok.head.children if c.dep_ == "dobj"), None)
    verb = tok.head
    return next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)


def other_sense_adjective(tok: Token) -> str | None:
    """A temperature or appearance adjective (:data:`PHYSICAL_SENSE`) said of something that
    has no temperature or looks: a pronoun like "it, that, everything", an event or act, a
    clause ("wherever you go is cool"). Persons count for appearance only ("he is ugly");
    "she's cool" is the social sense."""
    sense = PHYSICAL_SENSE.get(tok.lower_)
    if sense is None:
        return None
    noun = _described(tok)
    if noun is None:
        return "other-sense"
    if sense == "surface":
        if noun.pos_ in ("PRON", "PROPN") or noun.tag_ in ("PRP", "DT", "EX"):
            return None
        lexname = first_sense_lexname(noun.lemma_.lower(), "NOUN")
        return "other-sense" if lexname in _NON_PHYSICAL_NOUNS - {"noun.event"} else None
    if noun.pos_ == "PRON" or noun.tag_ in ("PRP", "DT", "EX"):
        ok = sense == "appearance" and noun.lower_ in _PERSONAL_PRONOUNS
        return None if ok else "other-sense"
    if noun.pos_ == "PROPN":
        return None if sense == "appearance" else "other-sense"
    lexname = first_sense_lexname(noun.lemma_.lower(), "NOUN")
    blocked = _NON_PHYSICAL_NOUNS if sense == "appearance" else _NON_TEMPERATURE_NOUNS
    return "other-sense" if lexname in blocked else None


def flat_adverb(tok: Token) -> str | None:
    """An adjective used as a manner or degree adverb ("You did good", "you owe me big"):
    informal flat adverbs (Quirk et al. 1985 §7.7; H&P ch. 6 §10 on "big", "good" as
    adverbs). The adjective predicates of nothing, so its scale (<big, enormous>, <good,
    excellent>) does not apply, and "You don't owe me enormous" is not English. Read so when
    the parser makes it an adverbial, or an object predicative of a verb with no direct
    object for it to describe ("owe me big": "me" is the dative)."""
    if tok.tag_ != "JJ":
        return None
    if tok.dep_ == "advmod" and tok.head.pos_ in ("VERB", "AUX"):
        return "flat-adverb"
    deps = {c.dep_ for c in tok.head.children}
    if tok.dep_ == "oprd" and "dative" in deps and "dobj" not in deps:
        return "flat-adverb"  # "owe me big"; "They seemed happy" (oprd, no dative) stays
    return None


def only_topic_could(tok: Token) -> str | None:
    """ "could" in a relative clause on "all" ("It's all everybody could talk about"): "all"
    with a relative clause means "the only thing" (Huddleston & Pullum 2002 ch. 5 §9.2 on
    "all" = "the only thing"), and the modal belongs to that fixed frame; "didn't need to"
    makes nonsense of it."""
    verb = tok.head
    if verb.dep_ == "relcl" and verb.head.lower_ == "all":
        return "only-topic-could"
    return None


#: Compromisers (Quirk et al. 1985 §7.89; Lakoff 1973 on hedges): they mark the weak
#: adjective as loosely applicable. The hypothesis denies the strong alternative itself ("I'm
#: kinda tired" implicates "I'm not exhausted"); a hedge on an extreme adjective ("not kinda
#: exhausted") is no alternative the speaker could have used (Paradis 1997: moderators go with
#: scalar, not extreme, adjectives).
HEDGES = ("kinda", "sorta", "kind of", "sort of")


def without_hedge(text: str, alternative: str) -> str:
    """``text`` without a compromiser right before the strong ``alternative``."""
    pattern = (
        r"\b(?:"
        + "|".join(re.escape(h) for h in HEDGES)
        + r")\s+(?="
        + re.escape(alternative)
        + r"\b)"
    )
    return re.sub(pattern, "", text, flags=re.IGNORECASE)


_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def dialogue_opening(doc: Doc, needed: Iterable[int]) -> set[int]:
    """The opening run of interjections, markers, comment clauses and vocatives that
    :func:`pipeline.rewrite.discourse.leading_discourse` finds ("Okay, yeah well, ...", "Now
    look, listen, ...", "Monica, you know, ..."; stop 54, dl2: one place for the concept), to
    leave out of the hypothesis; empty when the run holds a needed token of the candidate,
    when the parse made a token of the run the root (the cut Doc would keep it: "Yeah, well,
    ..."), or when no clause with a subject follows it (the guards of the fifty-second pass)."""
    drop = set(leading_discourse(doc))
    if not drop or drop & set(needed) or any(doc[k].head.i == k for k in drop):
        return set()
    rest = [t for t in doc if t.i not in drop]
    if not any(t.dep_ in _SUBJECT_DEPS for t in rest):
        return set()
    return drop


#: Evaluative adjectives with a "strange, curious" sense beside the scalar one: "funny" (OED
#: adj. 2, "strange, odd, curious") and "interesting" (said of a fact: "curious, worth
#: remarking"). Their scales <funny, hilarious>, <interesting, fascinating> hold in the
#: "amusing" and "engaging" senses only (Hirschberg 1985 ch. 5: a scale relates senses).
ODD_SENSE_ADJECTIVES = frozenset({"funny", "interesting"})
#: Subordinators of a clause that gives the fact remarked on or the reason for the remark.
_REASON_MARKERS = frozenset({"because", "since", "'cause", "cause"})
_EVALUATED_SUBJECTS = frozenset({"it", "that", "this"})


def odd_sense_evaluative(tok: Token) -> str | None:
    """ "funny" or "interesting" said of a fact ("It's funny I started it", "Y'know it's
    funny, you'd think I'd be angry", "That's funny, because you're a crapweasel", "That's
    interesting, since she died seven years ago"): with a propositional argument, an
    extraposed clause after "it" or a reason clause after "it/that/this", the adjective
    evaluates a state of affairs as strange or worth remarking (Quirk et al. 1985 §16.72 on
    evaluative adjectives with extraposed clauses; OED "funny" adj. 2), not as amusing, so
    "hilarious", "fascinating" are no stronger alternatives and "That's not hilarious" says
    something else. "The movie was funny", "This is funny, look, ..." (no such clause) stay.
    Fifty-third pass (im46; the review s1201l's "it's funny" = odd/ironic)."""
    if tok.lower_ not in ODD_SENSE_ADJECTIVES or tok.dep_ not in ("acomp", "ROOT"):
        return None
    verb = tok.head if tok.dep_ == "acomp" else tok
    subject = next((c for c in verb.children if c.dep_ in _SUBJECT_DEPS), None)
    if subject is None or subject.lower_ not in _EVALUATED_SUBJECTS or any(subject.children):
        return None
    comma = tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].text == ","
    for clause in (c for node in (verb, tok) for c in node.children if c.i > tok.i):
        if comma and clause.dep_ == "advcl" and plain_lower(clause.left_edge) in _REASON_MARKERS:
            # set off by a comma, the reason clause justifies the remark, not the property
            # (Sweetser 1990 ch. 4 on speech-act "because"; Quirk et al. 1985 §15.22 on
            # disjunct reason clauses): "That's funny, because ..." remarks an oddity, while
            # "That's funny because it's true" (content reason) keeps the amusing sense
            return "odd-sense-evaluative"
    if subject.lower_ == "it" and _fact_clause_follows(tok):
        return "odd-sense-evaluative"  # "it's funny (that) I started it", "it's funny, you'd think"
    return None


#: Dependencies of a verb's complements: a clause that has one says something of its own, while
#: a bare comment clause ("it's funny, you know") has none.
_COMPLEMENT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "attr", "acomp", "prep", "advmod"})


def _fact_clause_follows(adjective: Token) -> bool:
    """Whether the extraposed fact follows "it's <adjective>": "that/how" + clause, or a clause
    whose subject comes right after the adjective or after its comma ("it's funny I started
    it", "it's funny, you'd think ..."). Read on the words, since the parser often makes the
    fact the root and "it's funny" its complement."""
    doc = adjective.doc
    k = adjective.i + 1
    if k < len(doc) and doc[k].text == ",":
        k += 1
    if k >= len(doc):
        return False
    first = doc[k]
    if plain_lower(first) in ("that", "how") and k == adjective.i + 1:
        return any(t.dep_ in _SUBJECT_DEPS for t in doc[k + 1 : k + 4])
    if first.dep_ not in ("nsubj", "nsubjpass") or first.head.i <= first.i:
        return False
    verb = first.head
    finite = verb.tag_ in FINITE_TAGS or any(
        c.dep_ == "aux" and c.tag_ in FINITE_TAGS for c in verb.children
    )
    return finite and any(c.dep_ in _COMPLEMENT_DEPS for c in verb.children)
