"""Matches whose trigger is no assertion of a verb taking the complement (issue #12,
twenty-first pass).

- ``negated_preference``: "Most people would rather not be forced to downsize": "would rather
  not" is a negated preference, the "not" negates the trigger's clause under "rather" (Quirk et
  al. 1985 §3.45 on "would rather" as a modal idiom taking a bare clause and its own "not"), so
  neither the hypothesis without the trigger ("Most people would rather downsize") nor a
  negated premise without the "not" ("would rather be forced to") is what S says: no pair;
- ``coordinated_adjective``: "He was gentle, kind and inclined to help": the trigger is one
  predicative adjective in a list of them (a coordination of like constituents, Quirk et al.
  1985 §13.40), so the in-place hypothesis keeps the other adjectives around a finite verb ("He
  was gentle, kind and helped") and negating it negates a verb that is none: no pair;
- ``disbelief_imperative``: "Don't tell me you forgot the keys": a negative imperative of
  "tell" + first person object is a formula of incredulity, the speaker suspects the clause is
  true and does not order anyone not to say it (Quirk et al. 1985 §11.26 on formulaic
  imperatives; OED s.v. "tell" 'don't tell me'), so "Do tell me ..." is no negation of it and
  the complement is neither entailed nor neutral in the sense of the signature: no pair;
- ``adverbial_cleft``: "It was then that she realized her mistake": an it-cleft whose focus is
  a time or place adverb; the that-clause is the cleft clause, no complement of "be" (Quirk et
  al. 1985 §18.25-18.27), and "It was not then that ..." is a corrective: no pair.
"""

from __future__ import annotations

from spacy.tokens import Token

#: Preference adverbs of the modal idioms "would rather/sooner" (Quirk et al. 1985 §3.45).
PREFERENCE_ADVERBS = frozenset({"rather", "sooner"})
#: Participial adjectives taking a to-infinitive that the tagger may read as a finite past
#: (Quirk et al. 1985 §16.75, §7.15-7.16 on participial adjectives).
PARTICIPIAL_ADJECTIVES = frozenset(
    {
        "inclined",
        "disposed",
        "determined",
        "prepared",
        "obliged",
        "compelled",
        "resolved",
        "adapted",
    }
)
#: Predicative adjective tags and relations: JJ, and a participle tagged as a verb in a list.
_ADJECTIVE_DEPS = frozenset({"acomp", "amod", "oprd"})
#: First person objects of the incredulous "don't tell me/us".
_FIRST_PERSON = frozenset({"me", "us"})


def negated_preference(verb: Token) -> bool:
    """The trigger is under "would rather/sooner not" (or "'d rather not")."""
    children = list(verb.children)
    preference = any(c.dep_ == "advmod" and c.lower_ in PREFERENCE_ADVERBS for c in children)
    negated = any(c.dep_ == "neg" for c in children)
    return preference and negated


def coordinated_adjective(verb: Token) -> bool:
    """The trigger is a conjunct of a predicative adjective, or has one as its conjunct."""
    if verb.dep_ == "conj" and any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return False
    first = verb
    while first.dep_ == "conj":
        first = first.head
    if first is verb:
        return False
    if first.tag_ != "JJ" or first.dep_ not in _ADJECTIVE_DEPS:
        return False
    # a JJ or a passive participle is an adjective of the list; a form tagged as a finite
    # past is one only if it is a participial adjective (a finite "and decided to leave" after
    # "was tired" is a verb phrase conjunct)
    return verb.tag_ in ("JJ", "VBN") or verb.lower_ in PARTICIPIAL_ADJECTIVES


def disbelief_imperative(verb: Token) -> bool:
    """ "Don't tell me (that) X": a negated subjectless "tell" with a first person object."""
    if verb.lemma_.lower() != "tell" or verb.tag_ != "VB":
        return False
    children = list(verb.children)
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in children):
        return False
    do = any(c.dep_ == "aux" and c.lemma_.lower() == "do" and c.i < verb.i for c in children)
    negated = any(c.dep_ == "neg" for c in children)
    person = any(c.dep_ in ("dobj", "dative") and c.lower_ in _FIRST_PERSON for c in children)
    return do and negated and person


#: Adverbs that an it-cleft focuses ("It was only then that", "It is here that").
CLEFT_ADVERBS = frozenset({"then", "there", "here", "now"})


def adverbial_cleft(verb: Token) -> bool:
    """ "It was (only) then that X": copula with expletive "it" and a focused adverb."""
    if verb.lemma_.lower() != "be":
        return False
    children = list(verb.children)
    expletive = any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in children)
    focus = any(c.dep_ in ("advmod", "attr") and c.lower_ in CLEFT_ADVERBS for c in children)
    return expletive and focus
