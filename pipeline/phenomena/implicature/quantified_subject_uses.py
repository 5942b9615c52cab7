"""Quantified subjects whose "not all" hypothesis misstates the sentence (stop 98, im122;
docs/implicature.md, "Stop 98, im122"): a gapped copula, a coordinated predicate and a specific
band met in an episode. The first and last checks return a short reason or ``None``;
``_review_class`` then writes no candidate (so no premise embedding either). The second gives
the shared conjuncts; ``pairs.implicature_pairs`` writes no pair when the hypothesis lost one.

- a gapped copula ("Many were old, and many of them wounded in battles"): in a gapped conjunct
  the finite verb is elided under identity with the first conjunct's "were" (Quirk et al. 1985
  §13.92 on gapping), so the participle or adjective left is predicative, not a finite verb. The
  rewrites read it as a past tense verb ("Did many of them wound in battles?", "Not all of them
  wounded ..." with the active sense); the clause has no finite verb of its own to negate or
  question, so no candidate;
- a quantified subject shared by coordinated predicates ("Many of the settlers built cabins,
  planted corn and traded furs"): the subject quantifier scopes over the whole coordination
  (many x: x built cabins and x planted corn and ...), so the implicature is "not all of them
  did all of this", not "not all built cabins" (Sauerland 2004 on the alternatives of a scalar
  item computed over its whole scope; Gazdar 1979 ch. 3). Where a clause cut keeps the first
  conjunct only, the hypothesis states a stronger claim than the implicature, so no pair; a
  hypothesis that keeps the whole coordination (sixty-sixth and fifty-eighth passes) stays;
- a specific band met in one episode ("Some riders on the road ran into the colonel"): "some"
  on a bare plural subject of a single past event of chance encounter with a definite person is
  a specific indefinite ("certain riders", Fodor & Sag 1982) that introduces new referents
  (Milsark 1977; Carlson 1977 and Diesing 1992 on existential weak subjects of episodic
  clauses); no set of riders is given for "all" to exhaust, so "Not all riders ... ran into the
  colonel" is no implicature (Geurts 2010 ch. 3: the scalar "some" needs a domain). Narrow:
  only a verb of chance encounter (Quirk et al. 1985 §16.5-16.6 on the prepositional and
  phrasal-prepositional verbs "come across", "run into", "fall in with"), simple past, no
  frequency adverb, and a person met (a name, a personal pronoun or "the" + a noun of person).
  Kept: the partitive "Some of the men fled" (a given whole), the present "Some patients
  recover" (a generalisation), and an event with a definite thing ("Some students met the
  deadline", an occasion whose participants form the domain; von Fintel 1994).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.wordnet import first_sense_lexname
from ...syntax import subject_of
from .existence_uses import unpossessed_some_subject

_SUBJECT_DEPS = ("nsubj", "nsubjpass")


def _subject_and_verb(tok: Token) -> tuple[Token, Token] | None:
    """(subject head, its verb) when the quantifier is a subject ("Many of them ...") or the
    determiner of one ("Some riders ...")."""
    if tok.dep_ in _SUBJECT_DEPS:
        return tok, tok.head
    if tok.dep_ in ("det", "amod") and tok.head.dep_ in _SUBJECT_DEPS:
        return tok.head, tok.head.head
    return None


def gapped_copula_subject(tok: Token) -> str | None:
    """The quantified subject of a conjunct past participle or adjective with no auxiliary or
    copula of its own whose first conjunct is a clause of "be" ("Many were old, and many of them
    wounded in battles"): the gapped "were" (Quirk et al. 1985 §13.92)."""
    found = _subject_and_verb(tok)
    if found is None:
        return None
    verb = found[1]
    if verb.dep_ != "conj" or verb.tag_ not in ("VBN", "JJ"):
        return None
    if any(c.dep_ in ("aux", "auxpass", "cop") for c in verb.children):
        return None
    first = verb.head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if first.lemma_.lower() == "be" or any(
        c.dep_ in ("aux", "auxpass") and c.lemma_.lower() == "be" for c in first.children
    ):
        return "gapped-copula"
    return None


def shared_predicate_conjuncts(tok: Token) -> list[Token]:
    """The later verb conjuncts that share the quantified subject: for the quantified subject of a
    verb, each later verb conjunct that has no subject of its
    own and follows a comma or coordinator directly (adverbs aside: "and then left"), so that
    the subject is shared ("Many of them built cabins, planted corn and traded furs"). A verb
    after "and" + a noun phrase is a clause of that noun phrase the parse misattached
    (``scope.coordinated_clause_cut``), not this case."""
    found = _subject_and_verb(tok)
    if found is None:
        return []
    verb = found[1]
    if verb.pos_ not in ("VERB", "AUX"):
        return []
    doc = tok.doc
    links = [c.lower_ for v in (verb, *verb.conjuncts) for c in v.children if c.dep_ == "cc"]
    if any(link in ("or", "nor") for link in links):
        return []  # "have caffeine, crunchy shells, or are too intense": the rewrites keep
        # a disjunction of predicates whole (the connective's disjuncts), no cut to undo
    after = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    if (
        verb.lemma_.lower() in PSEUDO_COORDINATION_VERBS
        and after is not None
        and after.lower_ == "and"
    ):
        return []  # "try and make": pseudo-coordination, one predicate kept whole
    shared = []
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i < verb.i or conj.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(conj) is not None:
            continue
        j = conj.i - 1
        while j > verb.i and doc[j].pos_ in ("ADV", "PART") and doc[j].dep_ in ("advmod", "neg"):
            j -= 1
        if doc[j].dep_ == "cc" or doc[j].text == ",":
            shared.append(conj)
    return shared


#: Verbs of pseudo-coordination "try and V", "go and V", "come and V" (Ross 1967 §4.2; Quirk et
#: al. 1985 §13.98): "and V" is the first verb's complement, one predicate the rewrites keep.
PSEUDO_COORDINATION_VERBS = frozenset({"go", "come", "try"})
#: Verbs of chance encounter with the particles that make them one (Quirk et al. 1985
#: §16.5-16.6, prepositional and phrasal-prepositional verbs): lemma -> particle sequences.
ENCOUNTER_VERBS: dict[str, tuple[tuple[str, ...], ...]] = {
    "meet": ((), ("with",)),
    "encounter": ((),),
    "fall": (("in", "with"),),
    "run": (("into",), ("across",)),
    "come": (("upon",), ("across",)),
    "stumble": (("on",), ("upon",), ("across",)),
    "happen": (("on",), ("upon",)),
    "chance": (("on",), ("upon",)),
    "bump": (("into",),),
}
#: Frequency adverbs: with one the past clause is habitual, a generalisation, not one episode
#: (Quirk et al. 1985 §8.64 on frequency adjuncts).
_FREQUENCY = frozenset(
    {
        "often",
        "sometimes",
        "usually",
        "always",
        "frequently",
        "occasionally",
        "regularly",
        "repeatedly",
        "seldom",
        "rarely",
        "generally",
        "habitually",
        "commonly",
        "never",
    }
)
_PERSONAL_PRONOUNS = frozenset({"him", "her", "them", "us", "me", "you"})


def _person_met(verb: Token, particles: tuple[str, ...]) -> bool:
    """Is the word after the verb and its particles a definite person (a name, a personal
    pronoun, or "the" + a noun whose first WordNet sense is a person)?"""
    doc = verb.doc
    i = verb.i + 1 + len(particles)
    if i >= len(doc):
        return False
    if doc[i].lower_ in _PERSONAL_PRONOUNS or doc[i].pos_ == "PROPN":
        return True
    if doc[i].lower_ != "the":
        return False
    noun = doc[i].head
    if noun.i <= i:
        return False
    if noun.pos_ == "PROPN":
        return True
    return noun.pos_ == "NOUN" and first_sense_lexname(noun.lemma_.lower(), "NOUN") == (
        "noun.person"
    )


def encountered_band_some(tok: Token) -> str | None:
    """Determiner "some" on a plural subject with no possessor of a simple past verb of chance
    encounter whose party met is a definite person, with no frequency adverb ("Some riders on
    the road ran into the colonel")."""
    noun = unpossessed_some_subject(tok)
    if noun is None:
        return None
    verb = noun.head
    if verb.tag_ != "VBD" or any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children):
        return None
    if any(c.lower_ in _FREQUENCY for c in verb.children):
        return None
    doc = tok.doc
    for particles in ENCOUNTER_VERBS.get(verb.lemma_.lower(), ()):
        words = tuple(t.lower_ for t in doc[verb.i + 1 : verb.i + 1 + len(particles)])
        if words == particles and _person_met(verb, particles):
            return "encountered-band-some"
    return None


__all__ = [
    "ENCOUNTER_VERBS",
    "PSEUDO_COORDINATION_VERBS",
    "encountered_band_some",
    "gapped_copula_subject",
    "shared_predicate_conjuncts",
]
