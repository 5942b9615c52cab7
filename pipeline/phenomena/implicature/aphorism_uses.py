"""Scalar items in the register of quotations, proverbs and aphorisms (seventy-fourth pass, im67;
blind review s1202u, the fortune-mod data).

An aphorism states what is good, wise or worth doing in general ("To love is good", "It pays to
..."), says what is the limit of something ("five carbons were the maximum"), or gives advice
in archaic phrasing ("while it is yet small"). In each of these the scalar word is there, but
its scale is not what the sentence is about, so no stronger alternative is at issue and no
pair is built (Horn 1989 ch. 4; Levinson 2000 §1.3; van Tiel et al. 2016 on weak adjective
scales). Each check names the cue it reads and the reason, and leaves the ordinary use alone.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.tables import word_set
from ...syntax import AUX_DEPS, NOMINAL_SUBJECT_DEPS, SPEECH_VERBS

#: First-person recipients of a verb of saying ("told me", "said to us").
_SPEAKER = frozenset({"me", "us"})
#: Adjectives of an extreme value: with them any predicate noun names a limit ("the maximum
#: extension", "the minimum age"); the nouns of ``implicature_limit_nouns`` do by themselves.
_EXTREMA = frozenset({"maximum", "minimum", "maximal", "minimal"})
#: Verbs of saying whose recipient can be the speaker ("told me", "wrote to us").
_TELLING_VERBS = SPEECH_VERBS | {"tell", "write", "ask", "warn", "assure"}


def clausal_subject_evaluation(adjective: Token) -> bool:
    """Is ``adjective`` predicated of a clausal subject ("To love is good", "That you came early
    is good", "Giving up now would be foolish")?

    A predicate whose subject is a clause evaluates an action type or a proposition: "good" is
    then the evaluative "desirable, right" (WordNet good.a.01 "having desirable or positive
    qualities"; Quirk et al. 1985 §16.70-16.76 on adjectives with clausal subjects) and says
    nothing of a degree of quality, so "To love isn't excellent" is no alternative the speaker
    passed over: scale-mates must share their use (Horn 1989 ch. 4; Hirschberg 1985), and weak
    evaluative scales yield few implicatures even in their own use (van Tiel et al. 2016). The
    extraposed "It is good to ..." is already refused (``_extraposed_evaluation``); this is its
    unextraposed order."""
    if adjective.dep_ not in ("acomp", "attr", "oprd"):
        return False
    verb = adjective.head
    return any(c.dep_ in ("csubj", "csubjpass") for c in verb.children)


def phase_yet(adjective: Token) -> bool:
    """Is ``adjective`` modified by the archaic affirmative "yet" = "still" ("while it is yet
    small", "the night is yet young")?

    Affirmative "yet" before a predicate is the literary "still" (OED "yet" adv. 1a; Quirk et
    al. 1985 §8.138 note), a phase adverb: it says the state holds now and contrasts it with a
    later phase in which it will not (Löbner 1989 on still/already; van der Auwera 1993), so
    the alternative at issue is the later state ("no longer small"), not a stronger degree
    ("tiny"). "not yet" is negation's own and is refused by the negative-scope rule."""
    return any(
        c.dep_ == "advmod" and c.lower_ == "yet" and c.i < adjective.i
        for c in (*adjective.children, *adjective.head.children)
    )


def experiencer_mate_without_experiencer(adjective: Token, stronger: str) -> bool:
    """Is the stronger scale-mate a word for a sentient experiencer's state
    (wordlist ``implicature_experiencer_adjectives``: "ecstatic", "exhausted") while the subject
    of the adjective is no person or animal ("all marriages are happy", "the plot was tired")?

    The weak item then has the sense that describes a thing ("a happy marriage" = one in which
    the partners are happy; Pustejovsky 1995 on such transferred uses), and the stronger word
    does not select that subject ("*ecstatic marriages"): it is no alternative of that use
    (Matsumoto 1995; Horn 1989 ch. 4)."""
    if stronger.lower() not in word_set("implicature_experiencer_adjectives"):
        return False
    verb = adjective.head if adjective.dep_ in ("acomp", "attr", "oprd") else None
    if verb is None:
        return False
    subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None or subject.pos_ not in ("NOUN",):
        return False  # pronouns and names: the existing rules (a person is the default)
    from . import _animate, _collective_noun

    # a group noun names its members, people who can be ecstatic ("The crowd was happy";
    # notional concord, Quirk et al. 1985 §10.39)
    return not _animate(subject) and not _collective_noun(subject.lemma_.lower())


def evaluative_verb_infinitive(head: Token) -> bool:
    """Is ``head`` a to-infinitive clause extraposed after a verb of evaluation with expletive
    "it" ("It pays in England to be a rebel most of one's life", "it never hurts to ask some
    of them")? See ``wordlists/implicature_evaluative_verbs.txt``: the verb is not monotone in
    the clause, so a scale-mate inside it has no stronger alternative."""
    node = head
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head  # "to be a rebel ... and then come round": the first conjunct's frame
    if node.dep_ not in ("xcomp", "ccomp", "csubj", "advcl") or not any(
        c.dep_ == "aux" and c.lower_ == "to" for c in node.children
    ):
        return False
    governor = node.head
    if governor.lemma_.lower() not in word_set("implicature_evaluative_verbs"):
        return False
    return any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in governor.children)


def mandative_subjunctive(head: Token) -> bool:
    """Is ``head`` the verb of a present subjunctive clause ("the most important thing is that
    one of them be good", "They insist that some of us be present")?

    A bare "be" (or a bare verb with a third-person singular subject) in a finite "that" clause
    is the mandative subjunctive (Quirk et al. 1985 §3.58-3.59, §16.32; Huddleston & Pullum 2002
    ch. 11 §7.1): the clause states what is required or wished, not what is the case, so it is
    non-veridical and a scale-mate inside it is not asserted, and the clause negation gives the
    bare "*ben't" (Portner 1997 on mood; Chierchia 2004 on local implicatures)."""
    bare_be = head.lower_ == "be"  # the tagger may call it VBP: no present indicative is "be"
    if not (bare_be or head.tag_ == "VB"):
        return False
    if head.dep_ not in ("ccomp", "csubj", "acl", "advcl", "conj"):
        return False
    if any(c.dep_ in AUX_DEPS for c in head.children):
        return False  # "to be", "will be", "must be": not a subjunctive
    subject = next((c for c in head.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None:
        return False
    third_singular = subject.tag_ in ("NN", "NNP") or subject.lower_ in ("he", "she", "it", "one")
    if not bare_be and not third_singular:
        return False  # "that they go" is also an indicative: only "be" or a 3sg subject shows
    return any(c.dep_ == "mark" and c.lower_ in ("that", "lest") for c in head.children)


def limit_value_numeral(noun: Token) -> bool:
    """Is the counted ``noun`` the subject of a copula whose predicate is a definite noun for an
    extreme or fixed value ("five carbons were the maximum extension", "two copies are the
    limit")? See ``wordlists/implicature_limit_nouns.txt``: the numeral is the value, exact."""
    if noun.dep_ not in NOMINAL_SUBJECT_DEPS or noun.head.lemma_ != "be":
        return False
    limits = word_set("implicature_limit_nouns")
    for attr in noun.head.children:
        if attr.dep_ not in ("attr", "acomp") or attr.i < noun.i:
            continue
        determined = any(
            c.dep_ in ("det", "poss") and c.lower_ not in ("a", "an", "no") for c in attr.children
        )
        limit = attr.lower_ in limits or any(
            c.dep_ == "amod" and c.lower_ in _EXTREMA for c in attr.children
        )  # "the limit", "the maximum extension of anybody's ego"
        if limit and (determined or attr.tag_ == "JJS"):
            return True
    return False


def told_the_speaker(noun: Token) -> bool:
    """Is ``noun`` a bare "some people/folks" subject of a verb of saying whose recipient is
    the speaker ("Some people have told me they ...", "some folks said to us that ...")?

    This reports the speaker's own experience of being told, an episodic event with the
    existential "sm" subject (Milsark 1977; Diesing 1992): there were people who told me. The
    universal alternative "everyone has told me" ranges over no given set of people (Geurts
    2010 ch. 3: the scalar "some" needs a domain), so "Not everyone has told me ..." is
    vacuous, not an implicature. The hedge that attributes a view to a part of a population
    ("Some people say that ...", with no first-person recipient) stays (twelfth pass)."""
    if noun.lower_ not in ("people", "folks", "folk", "persons"):
        return False
    if noun.dep_ not in NOMINAL_SUBJECT_DEPS or any(
        c.dep_ not in ("det", "amod") for c in noun.children
    ):
        return False
    verb = noun.head
    if verb.lemma_.lower() not in _TELLING_VERBS:
        return False
    for c in verb.children:
        if c.dep_ in ("dobj", "dative", "iobj") and c.lower_ in _SPEAKER:
            return True
        if (
            c.dep_ in ("prep", "dative")
            and c.lower_ == "to"
            and any(g.dep_ == "pobj" and g.lower_ in _SPEAKER for g in c.children)
        ):
            return True
    return False
