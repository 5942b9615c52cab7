"""Stop 103, im07 (docs/implicature.md, "im07"): scalar readings an expert keeps.

- an episodic "Some N(pl) VERBed ..." that introduces new referents, with no domain for "all"
  in the sentence or in the two sentences before it (:func:`undomained_episodic_some`);
- "could/can boast (a N / that P / of a N)", the possession idiom, on the ⟨can, have to⟩
  scale (:func:`possession_boast`).

Each check returns a short reason or ``None``; the extractor then writes no candidate.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from spacy.tokens import Token

from ...lexicon.tables import word_set
from ...lexicon.wordnet import antonyms, first_sense_lexname, person_noun
from ...rewrite.negation import inversion_verb

#: Dependents of a subject noun that do not restrict its domain: a determiner, an adjective, a
#: noun modifier ("some young birds", "some sea birds"): they name a kind, not a given set.
_KIND_DEPS = frozenset({"det", "amod", "compound"})
#: Subject relations of the "some N" whose clause introduces its referents.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def _context_words(context: Iterable[str | None]) -> set[str]:
    return {w for text in context if text for w in _WORD.findall(text.lower())}


def undomained_episodic_some(
    tok: Token, context: Iterable[str | None], episodic: Callable[[Token], bool]
) -> str | None:
    """Determiner "some" on a plural subject with no restrictor but adjectives and noun
    modifiers, in an episodic clause (``episodic``: a past, perfect or progressive event, see
    ``implicature._episodic_clause``) that presents a scene (:func:`_scene_clause`), whose
    noun the two sentences before it do not mention ("Some birds were sitting on the fence",
    "Some men came into the room").

    Such a clause introduces new individuals into the scene: its subject is the weak,
    existential "sm" of a stage-level (episodic) predicate (Milsark 1977; Carlson 1977; Diesing
    1992), not a part of a given whole. The scalar reading needs a contextually given domain for
    "all" to exhaust (Horn 1972; Geurts 2010 "Quantity Implicatures" ch. 3 on "some" and domain
    restriction; von Fintel 1994 on contextual domains): a partitive ("some of the birds", the
    form IMPPRES tests, Jeretic et al. 2020 §4), a possessor, a prepositional or relative
    restrictor, or a set the discourse has mentioned. Without one, "Not all birds were sitting
    on the fence" quantifies over every bird there is and is trivially true: no implicature of
    the sentence (blind review s10201). This generalises ``_episodic_people`` (people in
    general) and ``existence_uses.residing_some`` (residence verbs) to any plural noun.

    Kept: a partitive or possessed subject; a clause that is no scene (an object, no place,
    see :func:`_scene_clause`); a present characterizing clause ("Some students
    fail the exam every year": a generalisation over the students who take the exam, where
    "not all" is live, Krifka et al. 1995); a verb of state, saying or thinking, a situation
    clause or a definite object (the exceptions of the episodic test); and a noun that the
    two context sentences mention ("The birds were restless. Some birds were sitting on the
    fence": the mentioned birds are the domain, von Fintel 1994). Off in the IMPPRES inventory,
    whose bare episodic items ("Some blouses shrank") it tests out of context."""
    noun = _bare_episodic_some(tok, episodic)
    if noun is None or _mentioned(noun, context):
        return None  # the discourse gives the set ("The birds were restless. Some birds ...")
    return "undomained-episodic-some"


def context_domain_some(
    tok: Token, context: Iterable[str | None], episodic: Callable[[Token], bool]
) -> bool:
    """Is ``tok`` the "some" of :func:`undomained_episodic_some` whose noun the two sentences
    before mention ("The birds were restless. Some birds were sitting on the fence")?

    The mentioned set is the domain of "some" (von Fintel 1994; Westerståhl 1985 on context
    sets), so the hypothesis names it as a definite whole: "Not all of the birds were sitting
    on the fence", not "Not all birds ...", which reads as every bird there is (Geurts 2010
    ch. 3; the partitive is also IMPPRES's form, Jeretic et al. 2020 §4). The rewrite reads the
    feature ``CONTEXT_DOMAIN`` (``rewrite.implicature.quantifier_hypothesis``)."""
    noun = _bare_episodic_some(tok, episodic)
    return noun is not None and _mentioned(noun, context)


def _bare_episodic_some(tok: Token, episodic: Callable[[Token], bool]) -> Token | None:
    """The plural subject noun of a determiner "some" or "many" (:func:`_bare_subject`) in an
    episodic scene clause (:func:`_scene_clause`), or None. "Many birds were sitting on the
    fence" is the cardinal "many" (Partee 1988: "many" as "numerous" on a weak, existential
    reading, Milsark 1977), with no given set for "all" as much as the "sm" of "some" (stop 103,
    im08)."""
    noun = _bare_subject(tok)
    if noun is None:
        return None
    verb = noun.head
    return noun if episodic(verb) and _scene_clause(verb) else None


def _bare_subject(tok: Token) -> Token | None:
    """The plural common-noun subject of a determiner "some" or "many" that opens its noun
    phrase and has no restrictor but adjectives and noun modifiers ("some birds", "many sea
    birds"; not "some birds from the marsh", "many birds that nested there", "his many
    friends"), or None."""
    if tok.lower_ not in _BARE_QUANTIFIERS or tok.dep_ not in _BARE_QUANTIFIERS[tok.lower_]:
        return None  # "many" is parsed as a determiner or an adjective, "some" as a determiner
    noun = tok.head
    if noun.dep_ not in _SUBJECT_DEPS or noun.tag_ != "NNS" or noun.pos_ != "NOUN":
        return None
    if tok.i != noun.left_edge.i:
        return None  # a predeterminer or an opening word inside the noun phrase
    if any(c.i != tok.i and c.dep_ not in _KIND_DEPS for c in noun.children):
        return None  # "some birds from the marsh", "some birds that had nested there"
    return noun


#: Quantifiers whose bare subject the checks of this module read ("some" im07, "many" im08).
_BARE_QUANTIFIERS = {"some": ("det",), "many": ("det", "amod")}


def undomained_kind_many(
    tok: Token, context: Iterable[str | None], characterizing: Callable[[Token], bool]
) -> str | None:
    """Determiner "many" on a bare plural subject (:func:`_bare_subject`: adjectives and noun
    modifiers only) of a characterizing present clause (``characterizing``, see
    ``implicature.characterizing_clause``: "Many websites publish recipes"), with no frame
    adjunct before the subject ("In Japan, many websites ...") and a noun that the two sentences
    before do not mention.

    Such a sentence says that the kind has numerous members with the property: "many" is the
    cardinal "numerous" over every website there is (Partee 1988 "Many quantifiers"; Milsark
    1977), and "Not all websites publish recipes" is trivially true, no alternative the speaker
    had (Horn 1972; Geurts 2010 "Quantity Implicatures" ch. 3: the scalar reading needs a given
    domain; von Fintel 1994). The same reasoning as :func:`undomained_episodic_some` and
    ``implicature._characterizing_some`` (natural kinds), here for any plural noun, since the
    proportional reading of "many" that has "all" as its scale-mate needs a contextual whole
    (Partee 1988; Westerståhl 1985). Blind review s10302 rejected such pairs (stop 103, im08).

    Kept: "many of the N" (partitive: a given set), "many N in/of/that ..." (a restrictor),
    "his many N", a fronted frame ("In the valley, many farmers grow wheat": the frame restricts
    the domain, Chafe 1976; von Fintel 1994), a past, perfect, progressive or modal clause
    (episodic: the im07 scene rule and the older passes decide), and a noun the context names
    ("The school has 300 students. Many students ..."). Off in the IMPPRES inventory."""
    if tok.lower_ != "many":
        return None
    noun = _bare_subject(tok)
    if noun is None or not characterizing(noun):
        return None
    if any(c.i != tok.i for c in noun.children):
        return None  # "Many conductorless orchestras ...", "Many old songs ...": a modifier
        # restricts the kind to a subkind whose members the speaker may have surveyed
    lemma = noun.lemma_.lower()
    if lemma == "people" or person_noun(lemma):
        return None  # "Many people enjoy cooking" ("Not everyone ..." is live), "Many users
        # report crashes": nouns of people are mostly relational, users or critics of a thing the
        # context names (Barker 1992 on relational nouns), so their domain is given
    if lemma in _classifier_nouns() or noun.lower_ in _classifier_nouns():
        return None  # "Many species live in deserts": the thirty-fourth pass's
        # restrictor-context flag (implicature._classifier_restrictor) decides
    verb = noun.head
    if any(c.i < noun.i and c.dep_ in _FRAME_DEPS for c in verb.children):
        return None  # "In Japan, many websites publish recipes": a domain in a frame
    if verb.lemma_.lower() in ("be", "have") or any(
        c.dep_ in ("acomp", "attr") for c in verb.children
    ):
        return None  # "Many mail filters are slow", "Many styles have perforations": an
        # individual-level predicate (a property, or possession of a part/feature) forces the
        # proportional, strong "many" (Milsark 1977; Diesing 1992), over a domain the context
        # supplies (the stop 103 A/B `ab105` kept "Many styles have ..." in every embedding)
    if any(_anchor(t) for t in verb.subtree if t.i > noun.i):
        return None  # "Many guards patrol its walls", "Many outsiders view the Oasis lifestyle
        # as ...": a definite, possessed or named participant anchors the clause in a situation
        # that restricts the domain (guards of those walls; von Fintel 1994; bridging, Clark 1975)
    if any(t.ent_type_ in _TIME_ENTS or t.dep_ == "npadvmod" for t in verb.subtree):
        return None  # "Many accidents occur on rural roads every winter": a time adjunct
        # quantifies over occasions and restricts "many" to each one's cases (Krifka et al.
        # 1995 on adverbial quantification; von Fintel 1994)
    if _mentioned(noun, context):
        return None
    return "undomained-kind-many"


def _classifier_nouns() -> frozenset[str]:
    from . import CLASSIFIER_NOUNS  # the package imports this module first

    return CLASSIFIER_NOUNS


#: Anaphoric pronouns whose referent the context gives ("Many stores now carry it": the stores
#: that might carry the thing just mentioned; Clark 1975 on bridging).
_ANAPHORIC_PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those", "him", "her"})


def _anchor(tok: Token) -> bool:
    """A definite or possessed noun phrase, a name or an anaphoric pronoun: "the walls", "its
    walls", "Oasis", "it" (stop 103 integration: "Many stores now carry it")."""
    if tok.pos_ == "PROPN" or tok.dep_ == "poss":
        return True
    if tok.pos_ == "PRON" and tok.lower_ in _ANAPHORIC_PRONOUNS and tok.dep_ != "det":
        return True
    return tok.dep_ == "det" and tok.lower_ in ("the", "this", "that", "these", "those")


#: Dependents of the verb that, before the subject, set a frame that restricts the domain of a
#: quantified subject ("In Sweden, many farmers ...", "When it rains, many roads ...": Chafe
#: 1976 on frames; von Fintel 1994 on contextual restriction).
_FRAME_DEPS = frozenset({"prep", "advcl", "npadvmod", "nmod", "pobj"})


#: Prepositions of place and direction (Quirk et al. 1985 §9.15-9.31 on space prepositions).
#: Not "by" (also means: "came by train") nor "about" (also topic: "joking about the boss").
_SPATIAL_PREPOSITIONS = frozenset(
    {"in", "on", "at", "into", "onto", "over", "under", "above", "below", "beneath"}
    | {"among", "across", "along", "around", "through", "toward", "towards", "near", "beside"}
    | {"behind", "past", "up", "down", "inside", "outside", "between", "beyond", "upon", "off"}
)
#: Adverbs of place and direction that locate a scene ("were circling overhead", "came in").
_SPATIAL_ADVERBS = frozenset({"there", "here", "overhead", "nearby", "outside", "inside", "away"})
#: Entity types of a time expression ("came on Fridays" is no place).
_TIME_ENTS = frozenset({"DATE", "TIME"})
#: Complements that make the clause about more than the subject's being somewhere.
_OBJECT_DEPS = frozenset({"dobj", "attr", "oprd", "ccomp", "xcomp", "dative"})


def _scene_clause(verb: Token) -> bool:
    """Does ``verb`` head a presentational scene clause: intransitive, located by a phrase or
    adverb of place or direction ("on the fence", "into the room", "overhead"), and either
    progressive ("were sitting", "were playing") or a verb of motion, existence or position
    (``negation.inversion_verb``: "came", "flew", "sat")?

    These are the clauses that locative inversion can present ("On the fence sat some birds",
    "Into the room came some men"; Bresnan 1994; Levin & Rappaport Hovav 1995 ch. 6): they put
    new participants on the scene (a thetic statement, Kuroda 1972), which is what makes the
    subject the existential "sm". A clause with an object, a complement, a time adjunct only or
    no location ("Some speculators had profited from the funding", "Some pirates achieved
    immortality", "Some wizards went and never returned") tells what members of a kind did and
    keeps its pair: blind judges kept such pairs (s10102, s10301)."""
    if any(c.dep_ in _OBJECT_DEPS for c in verb.children):
        return False
    if any(c.dep_ == "auxpass" for c in verb.children):
        return False  # "many packages have been ported": a passive reports what was done to
        # members of a kind; presentational scenes are active intransitives (Bresnan 1994)
    progressive = verb.tag_ == "VBG" and any(
        c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children
    )
    if not progressive and not inversion_verb(verb.lemma_.lower()):
        return False
    for c in verb.children:
        if c.dep_ == "advmod" and c.lower_ in _SPATIAL_ADVERBS:
            return True
        if c.dep_ == "prep" and c.lower_ in _SPATIAL_PREPOSITIONS and c.i > verb.i:
            objects = [g for g in c.children if g.dep_ == "pobj"]
            if objects and all(_physical_place(o) for o in objects):
                return True
    return False


#: First WordNet senses of a noun that can be a place a scene is located in or moves to: a
#: location, a physical object or artefact, a substance, a plant or a body ("on the fence",
#: "into the water", "in the trees"). An abstract noun ("went into trade", "came into power",
#: "sat in judgement") makes the preposition figurative (Lakoff & Johnson 1980 on
#: spatial metaphor; Quirk et al. 1985 §9.16 on abstract uses of space prepositions), and the
#: clause says what members of a kind did, no scene (the stop 103 A/B `ab105`: "some settlers
#: went into trade" kept by the judge in every embedding).
_PLACE_LEXNAMES = frozenset(
    {"noun.location", "noun.object", "noun.artifact", "noun.substance", "noun.plant", "noun.body"}
)


def _physical_place(noun: Token) -> bool:
    if _time_noun(noun):
        return False
    if noun.pos_ == "PROPN" or noun.ent_type_ in ("GPE", "LOC", "FAC"):
        return True
    return first_sense_lexname(noun.lemma_.lower(), "NOUN") in _PLACE_LEXNAMES


def _time_noun(noun: Token) -> bool:
    """A time expression ("on Fridays", "at noon", "in the evening"): NER or WordNet."""
    if noun.ent_type_ in _TIME_ENTS:
        return True
    return first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.time"


def _mentioned(noun: Token, context: Iterable[str | None]) -> bool:
    words = _context_words(context)
    return noun.lower_ in words or noun.lemma_.lower() in words


#: Verb lemma of the possession idiom of "can/could" ("The town can boast a fine harbour").
_BOAST = "boast"


def possession_boast(head: Token) -> str | None:
    """ "can/could boast" + object, "that"-clause or "of" phrase ("The village could boast a
    fine church", "The club can boast that it never lost", "could boast of a harbour").

    "can boast X" is the set phrase "to possess (something) as a source of pride" (OED "boast"
    v. sense 4; Merriam-Webster "boast" sense 2: "to possess as a (source of) pride"): the modal
    asserts the possession, it grants no permission and reports no ability, so the root
    ⟨can, have to⟩ scale (Kratzer 1981; Jeretic et al. 2020 §4) has no alternative to deny and
    "The village didn't need to boast a fine church" is nonsense. Like a stative "have"
    (``STATIVE_POSSESSION_VERBS``), no candidate. Kept: the verb of speaking "boast about X"
    ("The winners could boast about their prize": to brag, an act an agent may be allowed to
    do)."""
    if head.lemma_.lower() != _BOAST:
        return None
    for c in head.children:
        if c.dep_ in ("dobj", "ccomp"):
            return "possession-boast"
        if c.dep_ == "prep" and c.lower_ == "of":
            return "possession-boast"
    return None


#: WordNet parts of speech in which two disjuncts are looked up as direct antonyms ("north" is
#: an adjective and an adverb, "alive" an adjective, "gain" a noun, "win" a verb).
_ANTONYM_POS = ("ADJ", "ADV", "NOUN", "VERB")


def exclusive_disjuncts(first: Token, second: Token) -> str | None:
    """Two disjuncts of "or" that exclude each other by their meaning: WordNet direct antonyms
    ("alive or dead", "north or south", "a gain or a loss", "win or lose") or a pair of converse
    or reversive event nouns in ``wordlists/implicature_converse_pairs.txt`` ("the release or
    the absorption of energy", "the import or the export"; Cruse 1986 ch. 10-11 on opposites;
    Lyons 1977 §9.3).

    "Not both" then follows from the incompatibility of the disjuncts, an entailment, not from
    the choice of "or" over "and": the ⟨or, and⟩ implicature needs "both" to be possible (Horn
    1972 ch. 1; Gazdar 1979 ch. 3 on the exclusive reading by entailment), so the pair "doesn't
    V both the release and the absorption" is trivially true (blind review s10302, stop 103,
    im08). Kept: disjuncts that can hold together ("tea or coffee"), and a plural disjunct
    ("gains or losses", "men or women"): several events or individuals, among which both kinds
    may occur (Link 1983 on plurals)."""
    if first.tag_ in ("NNS", "NNPS") or second.tag_ in ("NNS", "NNPS"):
        return None
    a, b = first.lemma_.lower(), second.lemma_.lower()
    if a == b:
        return None
    if f"{a} {b}" in word_set("implicature_converse_pairs") or f"{b} {a}" in word_set(
        "implicature_converse_pairs"
    ):
        return "converse-disjuncts"
    for pos in _ANTONYM_POS:
        if b in antonyms(a, pos) or a in antonyms(b, pos):
            return "antonym-disjuncts"
    return None


__all__ = [
    "context_domain_some",
    "exclusive_disjuncts",
    "possession_boast",
    "undomained_episodic_some",
    "undomained_kind_many",
]
