"""Which "verb to/that ..." matches are not verb-complement constructions (issue #12).

Ross & Pavlick (2019) (RP19) §4.1 collect every match of the surface pattern
verb {"to"|"that"} {VP|S}; the pattern also matches strings that are not a verb taking a
complement, and a blind review of mined pairs rejected them. Each match is checked here and either

- **dropped** (no candidate): the string is no verb-complement construction and RP19's lexicon
  (Table 2) has no row for it either: an infinitive after the object of a verb that takes no
  object + infinitive ("rearrange them to make a word", a purpose adjunct), an extraposed
  subject infinitive ("it takes time to read", "it makes sense to"), a preposition "to" + noun the parser took for an
  infinitive ("reduced the city to shambles"), wh-infinitives ("know how to swim": an embedded question,
  Huddleston & Pullum 2002 ch. 11 §5.3), "use NP to V" / passive "was used to V" (instrument plus
  purpose adjunct, Quirk et al. 1985 §15.48), purpose infinitives after verbs of motion, posture
  or stopping without a "to" signature ("stopped to shred", "went to get");
- **flagged** (candidate kept with ``features.non_construction``, ``filtered`` set and both pairs
  ``well_formed=false``): RP19 counted and annotated these, so the gold benchmark has them, but
  the pair does not test a verb's veridicality: habitual "used to" (an aspectual semi-auxiliary,
  Quirk et al. 1985 §3.49; "She used to live there" is past habit, not "use"), modal "have to" /
  "have got to" (obligation, Quirk et al. §3.49; Palmer 2001), purpose infinitives after motion
  verbs RP19 lists ("came to see the trees", "turned to face him", "returned to work"), and
  complements holding a negative polarity item licensed only outside them ("I don't know that
  there were any", "I don't think he ever came back": the complement alone is ungrammatical,
  Ladusaw 1979).

"be going to" / "be about to" (future) and modal "ought to" are never located
(:func:`pipeline.phenomena.verb_complement.spacy_constructions`); "be used to V-ing" has a
prepositional "to" and is not matched either.
"""

from __future__ import annotations

from dataclasses import dataclass

from lemminflect import getAllLemmas, getInflection
from spacy.tokens import Doc, Span, Token

from ..lexicon.closed_class import DEFINITE_DETERMINERS
from ..lexicon.tables import word_set
from ..lexicon.wordnet import AGENT_LEXNAMES, first_sense_lexname, lexnames, wordnet
from ..rewrite.clause_scope import (
    CLOSING_QUOTES,
    OBJECT_CONTROL_VERBS,
    OPENING_QUOTES,
    PARTICIPLE_SUBORDINATORS,
    PARTICIPLE_VERB_SUBORDINATORS,
    STATIVE_PARTICIPLES,
    STRAIGHT_QUOTES,
)
from ..rewrite.complement import AGENT_ENTITIES, first_person_comment_clause
from ..syntax import (
    AUX_DEPS,
    MODAL_FORMS,
    NPI_LICENSORS,
    RESULT_DEGREE_WORDS,
    SPEAKER_PRONOUNS,
    SPEECH_VERBS,
    WH_TAGS,
    verb_lemma,
)
from .verb_complement_adjuncts import passive_purpose_participle

#: Motion / posture / stopping verbs whose following infinitive is a purpose adjunct.
PURPOSE_VERBS = word_set("verb_complement_purpose_verbs")
#: Verbs of permitting, requiring and advising (directive object-control verbs, Levin 1993 §37.4
#: "advise" verbs, §64 "allow" verbs; Quirk et al. 1985 §16.63): their passive with "it" takes an
#: extraposed infinitival subject, "It is forbidden to smoke here" (Quirk et al. 1985 §18.33).
#: Raising-to-object verbs ("It is expected to rain") are not here: their "it" is a subject.
DEONTIC_PASSIVE_VERBS = frozenset(
    {
        "advise",
        "allow",
        "authorize",
        "encourage",
        "forbid",
        "oblige",
        "permit",
        "prohibit",
        "recommend",
        "request",
        "require",
        "urge",
    }
)
#: Verbs whose infinitive never follows an object (word list header has the sources).
SIMPLE_CATENATIVES = word_set("verb_complement_simple_catenatives")
#: Verbs that select a finite clause; their passives raise ("is thought to", "was said to").
CLAUSE_EMBEDDING_VERBS = word_set("presupposition_clause_embedding")
#: Verbs whose "it" subject anticipates an extraposed infinitive ("it takes an hour to",
#: "it makes sense to", "it costs nothing to", "it pays to", "it hurts to").
#: "mean": "what it means to be free" / "what it meant to bring a child into the world" (the
#: infinitive is the extraposed subject of "mean" = signify; Quirk et al. 1985 §18.33).
EXTRAPOSING_VERBS = frozenset({"take", "make", "cost", "pay", "hurt", "behoove", "suffice", "mean"})
#: Manner/degree adverbs after which an infinitive is a purpose adjunct of an unlisted verb
#: ("yanking hard to pull it up", "worked overtime to finish"): an adverb between the verb and
#: "to" closes the VP, and what follows is an adjunct (Huddleston & Pullum 2002 ch. 8 §14.1
#: purpose adjuncts; Jackendoff 1972 ch. 3 on VP-final adverbs).
#: Stative verbs after which "come to" is the inchoative implicative ("came to know").
INCHOATIVE_STATIVES = word_set("verb_complement_inchoative_statives")
#: Negative polarity items that make a complement unusable without its outside licenser.
NPIS = word_set("verb_complement_npis")
#: Words that license an NPI inside the complement itself ("He said that nobody ever came",
#: "I know that if anyone asks ..."): ``syntax.NPI_LICENSORS`` (negation, negative quantifiers,
#: downward-entailing contexts: Ladusaw 1979), and "every"/"all", whose restrictor is
#: downward-entailing ("every student who ever came", Ladusaw 1979); a reader that needs the
#: scope of a universal, which licenses nothing, uses ``NPI_LICENSORS`` alone.
NPI_LICENSERS = NPI_LICENSORS | {"every", "all"}
#: "any"-words with a free-choice reading under a modal ("any child can do it").
FREE_CHOICE_CAPABLE = frozenset({"any", "anybody", "anyone", "anything", "anywhere"})
#: Adjectives whose to-infinitive is a modal context for free-choice "any" ("prepared to accept
#: students of any race"; word list header has the sources).
FREE_CHOICE_ADJECTIVES = word_set("verb_complement_free_choice_adjectives")
#: Prepositions of comparison and description after which "any" is free choice ("like any
#: other day", "defined as any firm", "better than anyone"; Kadmon & Landman 1993).
DESCRIPTIVE_PREPOSITIONS = frozenset({"like", "unlike", "as", "than"})
#: Perception verbs that, with a declarative clause, are the cognitive "realise" ("came to see
#: that P").
_REALISING_PERCEPTION = frozenset({"see", "hear", "feel", "perceive", "notice"})
#: Particles allowed between a motion verb and its purpose infinitive ("sat down to wait");
#: "on" is not one: "went on to win" is aspectual, not motion.
MOTION_PARTICLES = frozenset({"down", "up", "back", "out", "over", "away", "off", "in", "around"})


#: Nouns of state that follow goal "to" after verbs of motion or placing ("went to sleep",
#: "came to rest", "laid to rest"); the same words are verbs elsewhere ("wanted to sleep").
STATE_NOUNS = frozenset({"sleep", "rest"})
#: Verbs of falling asleep / placing whose "to" + state noun is a goal phrase: "drifted off to
#: sleep", "lulled him to sleep", "put the dog to sleep", "laid him to rest" (Levin 1993 §9.1).
GOAL_VERBS = frozenset({"drift", "drop", "doze", "nod", "fall", "lull", "rock", "put", "lay"})
#: Degree words taking a to-infinitive ("too tired to", "old enough to"): the infinitive is
#: theirs, not the verb's (Quirk et al. 1985 §16.77).
DEGREE_WORDS = frozenset({"too", "enough", "sufficiently"})


@dataclass(frozen=True, slots=True)
class Exclusion:
    """Why a match is not a verb-complement construction; ``drop`` removes the candidate."""

    reason: str
    drop: bool


def corrective_remnant(doc: Doc, verb: Token, after: int) -> Token | None:
    """The "not" of a contrastive-negation remnant set off by a comma after the trigger in its
    clause ("tried to finish, not just to start", "refused to leave, not because ..."), or None;
    only after token ``after`` (the complement's head: what the remnant contrasts with).

    Such a remnant ("not X", "not just X", "not even X") corrects or sharpens the positive
    clause before it (McCawley 1991; Quirk et al. 1985 §10.66 on "not" in contrastive
    coordination): after the added negation ("She did not try to finish, not just to start")
    the two negations clash, and inside the hypothesis ("She finished, not just to start") the
    remnant has nothing to contrast with (blind review round 13, class 3)."""
    for t in doc[max(verb.i, after) + 1 :]:
        if t.lower_ != "not" or t.dep_ != "neg" or doc[t.i - 1].text != ",":
            continue
        if not (t.head.i == verb.i or verb.is_ancestor(t.head)):
            continue
        nxt = t.i + 1
        while nxt < len(doc) and doc[nxt].lower_ in REMNANT_PARTICLES:
            nxt += 1
        # the remnant repeats the shape of what it contrasts with: an infinitive ("not to
        # judge") or an adverbial clause ("not because ..."); "tired, not sick" inside a
        # complement contrasts two predicatives and is the complement's own business
        if nxt < len(doc) and (doc[nxt].lower_ == "to" or doc[nxt].dep_ == "mark"):
            return t
    return None


def corrective_but(doc: Doc, complement: range, subtype: str) -> Token | None:
    """The "but" of a corrective "not ... but" after the complement of a negated trigger
    ("do not aim to change the law, but to enforce it", "did not say that P but that Q"), or
    None: a "but" that repeats the complementizer ("but to", "but that") later in the
    trigger's sentence, before a colon or semicolon.

    In contrastive negation "not X but Y" the "but Y" conjunct replaces the negated X and is
    asserted, outside the negation (McCawley 1991, "Contrastive negation and metalinguistic
    negation", CLS 27; Quirk et al. 1985 §13.38 on corrective "but"): the groups aim to
    enforce the rules. The complement that the negation bears on is X alone, so a hypothesis
    that keeps "but Y" ("Some reform groups change the law, but enforce the existing rules")
    states neither the denied content nor what the sentence asserts (sixty-eighth pass, vc62)."""
    marker = "to" if subtype == "to" else "that"
    start = min(complement, default=None)
    if start is None:
        return None
    for t in doc[start : doc[start].sent.end]:
        if t.text in (";", ":"):
            return None
        if t.lower_ == "but" and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == marker:
            return t
    return None


def plural_value_conjunct(doc: Doc, verb: Token, complement: range) -> Token | None:
    """The "that" of a coordinated content clause inside the complement when the trigger's
    own clause is the first value of a specificational copula with a plural subject ("The
    reasons are that America believes that P, and that Q"), or None.

    A plural subject of a specificational "be" ("The reasons are ...", "His fears were ...")
    is specified by a list of values, each a content clause (Higgins 1979, "The Pseudo-cleft
    Construction in English"; CGEL ch. 11 §4.1 on content clauses as predicative complements;
    Quirk et al. 1985 §13.41 on a repeated "that" marking coordinated content clauses). So
    the later "and that Q" is the copula's second value, asserted, and coordinates with the
    trigger's clause, not with the trigger's complement; a hypothesis that ends with Q merges
    the second reason into the belief (sixty-eighth pass, vc62, the blind review's "The
    reasons are that America generally believes that ..., and that ...")."""
    if verb.dep_ not in ("ccomp", "attr") or verb.head.lemma_ != "be":
        return None
    if not any(c.dep_ == "mark" and c.lower_ == "that" and c.i < verb.i for c in verb.children):
        return None
    subject = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.tag_ not in ("NNS", "NNPS"):
        return None
    for i in complement:
        if doc[i].lower_ == "that" and i > 0 and doc[i - 1].lower_ in ("and", "or"):
            return doc[i]
    return None


#: Focus particles between the "not" of a contrastive remnant and what it negates ("not just
#: to start", "not even to lease it"; Quirk et al. 1985 §8.116-8.118 on focusing subjuncts).
REMNANT_PARTICLES = frozenset({"just", "only", "even", "simply", "merely", "so", "much"})


#: Verbs of requirement that take an object + purpose infinitive ("requires ID to vote" = ID is
#: required in order (for one) to vote; CGEL ch. 14 §4.4 on purpose adjuncts; Quirk et al.
#: 1985 §15.48).
_REQUIREMENT_VERBS = frozenset({"require", "need"})
# Nouns that can be an agent: AGENT_LEXNAMES (lexicon.wordnet).
#: Verb senses whose subject is an agent with a will or a mind: every sense of the infinitive
#: in these files means a thing cannot be its subject (Fellbaum 1998 ch. 3 on the verb files;
#: Dowty 1991).
_AGENTIVE_VERB_FILES = frozenset(
    {"verb.social", "verb.communication", "verb.cognition", "verb.competition"}
    | {"verb.consumption", "verb.possession", "verb.emotion", "verb.perception"}
)


def _non_agent_object_of_requirement(verb: Token, to: Token, head: Token) -> bool:
    """ "require/need" + a thing + an active infinitive that only an agent can do ("The law
    requires ID to vote", "You need a ticket to apply"): object control needs a potential agent
    as controller (CGEL ch. 14 §4; Dowty 1991), and a thing cannot vote, so the infinitive is a
    purpose adjunct whose understood subject is someone else, and "ID votes" is meaningless
    (issue #12, twenty-third pass, class 1). "requires the machine to run" (a thing can run)
    and passives ("requires the form to be signed") stay.

    "need" + a thing + any active infinitive is dropped as well (stop 81, vc155): "You need the
    brass key to open the vault" is "need NP (in order) to V", a purpose adjunct whose
    understood subject is the matrix subject, and only the parse's attachment suggests the
    catenative "need NP to V" (= need NP to do V). CGEL ch. 14 §6 treats "need NP to" as
    ambiguous between the two, and with an inanimate NP the purpose reading is the ordinary
    one (the key is an instrument of the opening, "I need X to V" = "X is what I need in order
    to V"), so "The brass key will open the vault" tests nothing about "need" (s1205c: 8 pairs,
    none kept). Not "require": its deontic ECM with a thing ("The rule requires the report to
    include a date") is the norm of technical prose and stays unless the infinitive is
    agentive-only. A person ("need the guard to open it"), a name and a pronoun keep the
    catenative reading, and so do passive and perfect infinitives."""
    if verb_lemma(verb) not in _REQUIREMENT_VERBS:
        return False
    # the object, or the infinitive's subject where the parser made it a clause ("need an ID
    # to vote" as ccomp)
    obj = next((c for c in verb.children if c.dep_ == "dobj" and verb.i < c.i < to.i), None)
    if obj is None:
        obj = next((c for c in head.children if c.dep_ == "nsubj" and verb.i < c.i < to.i), None)
    if obj is None:
        return False
    # a common noun, or an untyped name ("ID", "PIN"): a named person or body may be an agent;
    # after "need" a named thing too ("the Crystal Key", a facility or a product; OntoNotes
    # entity types, Weischedel et al. 2013), whose common-noun head WordNet then classifies
    if obj.pos_ not in ("NOUN", "PROPN"):
        return False
    if (
        obj.pos_ == "PROPN"
        and obj.ent_type_
        and (verb_lemma(verb) != "need" or obj.ent_type_ in AGENT_ENTITIES)
    ):
        return False
    if first_sense_lexname(obj.lemma_.lower(), "NOUN") in AGENT_LEXNAMES | {None}:
        return False
    if any(c.dep_ in ("auxpass", "aux") and c.lower_ != "to" for c in head.children):
        return False  # "to be signed", "to have been": no agentive verb to check
    if head.lemma_.lower() == "do" and any(
        c.lower_ == "so" and c.dep_ in ("advmod", "dobj") for c in head.children
    ):
        # "It will require the radar technology to do so": the pro-form "do so" stands for a
        # dynamic, agentive predication (Quirk et al. 1985 §12.22-12.24; CGEL ch. 17 §7.5), so
        # like an agentive-only verb it cannot have a thing as its controller (stop 85, vc171)
        return True
    if verb_lemma(verb) == "need":
        return True  # a thing + an active infinitive: the purpose reading (docstring)
    senses = lexnames(head.lemma_.lower(), "VERB")
    return bool(senses) and senses <= _AGENTIVE_VERB_FILES


#: Verb files (WordNet lexicographer files of the first sense) of deliberate, dynamic acts:
#: social and competitive acts, speech, contact, motion, eating, making, giving and taking
#: (Fellbaum 1998 ch. 3; Dowty 1991 on proto-agent verbs). Not the states, thoughts, feelings,
#: perceptions, bodily processes and changes of state that raising "appear" hedges.
_DELIBERATE_ACT_FILES = frozenset(
    {"verb.social", "verb.communication", "verb.competition", "verb.contact", "verb.motion"}
    | {"verb.consumption", "verb.creation", "verb.possession"}
)


def _arrival_appear(verb: Token, head: Token) -> bool:
    """Is "appear to V" the verb of coming into view with a purpose infinitive ("Jaro appears to
    greet the travellers" = shows up in order to greet them), not raising "appear" (= seem)?
    Raising "appear" has no agentive reading and hedges what its infinitive says; the verb of
    arrival (Levin 1993 §48.1.1, verbs of appearance) takes an agent and an optional purpose
    adjunct (Quirk et al. 1985 §15.48; CGEL ch. 14 §5.1 on raising vs ch. 8 §14.1 on purpose).
    The grammar that shows the arrival sense: an animate subject (a person or group by name or
    by noun, not a pronoun, whose reference the sentence cannot tell) and a simple active
    infinitive of a deliberate act (``_DELIBERATE_ACT_FILES``): "X seems to greet the guests"
    is no natural hedge, while "appears to be", "appears to have left", "appears to know" and
    things that "appear to move" stay raising (stop 81, vc155; s1205c: 3 pairs, none kept)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or not _animate_noun(subject):
        return False
    if head.lemma_.lower() in ("be", "have") or head.tag_ != "VB":
        return False
    if any(c.dep_ in ("aux", "auxpass") and c.lower_ != "to" for c in head.children):
        return False
    return first_sense_lexname(head.lemma_.lower(), "VERB") in _DELIBERATE_ACT_FILES


def _animate_noun(noun: Token) -> bool:
    """A person, group or animal: a name of such, an untyped name, or a common noun whose first
    WordNet sense is one (AGENT_LEXNAMES); a head with an "of" phrase ("a parade of guards")
    is read by its complement."""
    if noun.pos_ == "PROPN":
        return noun.ent_type_ in ("", *AGENT_ENTITIES)
    if noun.pos_ != "NOUN":
        return False
    if first_sense_lexname(noun.lemma_.lower(), "NOUN") in AGENT_LEXNAMES:
        return True
    of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    member = next((c for c in of.children if c.dep_ == "pobj"), None) if of else None
    return (
        member is not None
        and member.pos_ == "NOUN"
        and (first_sense_lexname(member.lemma_.lower(), "NOUN") in AGENT_LEXNAMES)
    )


#: Linking verbs that take "about to" as their predicative ("seemed about to fall", "appears
#: about to collapse"): the raising verbs of seeming (CGEL ch. 14 §5.1). Not "look": "looked
#: about to find his hat" is "look about" (= around) + a purpose infinitive.
SEMI_AUXILIARY_HOSTS = frozenset({"seem", "appear"})
#: Noun classes (WordNet lexicographer files of the first sense) that name something no norm can
#: bind: abstractions, quantities, substances, natural phenomena. An obligation is laid on a
#: potential agent, or on what agents make and answer for (artifacts, documents, acts: "New
#: buildings are required to have two exits"); "two coordinates", "heat", "three values" can
#: only be what someone requires or needs in order to do something (Quirk et al. 1985 §15.48 on
#: purpose adjuncts; Huddleston & Pullum 2002 ch. 14 on catenative vs adjunct infinitives). Not
#: noun.location and noun.object: their nouns name institutions too ("The state is required to
#: provide counsel", "Banks are required to hold reserves").
_NON_OBLIGATION_NOUN_FILES = frozenset(
    {"noun.cognition", "noun.quantity", "noun.substance", "noun.phenomenon", "noun.attribute"}
    | {"noun.possession", "noun.time", "noun.state", "noun.relation", "noun.shape"}
    | {"noun.process"}
)


def non_obligation_theme_of_requirement(verb: Token, head: Token) -> bool:
    """ "Two coordinates are required to specify a point", "the amount of heat needed to raise
    the temperature": the infinitive after the passive of "require/need" is a purpose adjunct,
    not a complement (s1130o, vc45). Its active is "one requires two coordinates (in order) to
    specify a point": a necessity of means, whose purpose clause names the goal and whose agent
    is generic (von Fintel & Iatridou 2005 on anankastic "To go to Harlem, you have to take the
    A train"; Quirk et al. 1985 §15.48; Huddleston & Pullum 2002 ch. 14), so "Two coordinates
    specify a point" is no complement. Two cases:

    - the participle of a reduced relative (Quirk et al. 1985 §17.29: "the heat (that is)
      needed to raise ..."): a restrictive modifier, which asserts nothing and has no clause to
      negate, whatever the host noun;
    - a passive whose subject names something no norm can bind (``_NON_OBLIGATION_NOUN_FILES``)
      and is not definite: the means is quantified over ("three values", "more energy", "both
      a latitude and a longitude"), while an obligation binds a specific bearer ("The fund is
      required to report").

    The obligation "Students are required to attend" (a person) and "New buildings are required
    to have two exits" (an artifact under a building code) stay, and so does a passive
    infinitive ("Water is required to be filtered": a norm about the water)."""
    if verb_lemma(verb) not in _REQUIREMENT_VERBS:
        return False
    if any(c.dep_ in ("auxpass", "aux") and c.lower_ != "to" for c in head.children):
        return False
    auxiliary = any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    if verb.dep_ == "acl" and verb.tag_ in ("VBN", "VBD") and verb.head.i < verb.i:
        return not auxiliary
    if verb.dep_ == "ccomp" and verb.tag_ == "VBN" and not auxiliary:
        # "allowed the living space needed to attain ...": a past participle with no
        # auxiliary is no finite clause; the parser made the host noun its subject
        return True
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    theme = next((c for c in verb.children if c.dep_ == "nsubjpass" and c.i < verb.i), None)
    if theme is None or theme.pos_ != "NOUN":
        return False
    if any(
        c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS)
        for c in theme.children
    ):
        return False
    return first_sense_lexname(theme.lemma_.lower(), "NOUN") in _NON_OBLIGATION_NOUN_FILES


#: Verbs of believing and saying with no active subject-control infinitive: "believe, consider,
#: deem, reckon ..." take an infinitive only after an object (raising to object, "They believe
#: him to be ill") or in the passive ("He is believed to be ill"); "*He believes to be ill" is
#: not English (Postal 1974, On Raising, ch. 1-2; Quirk et al. 1985 §16.38 on "be said /
#: believed / thought to"; CGEL ch. 14 §5.1), and "rumour", "repute" occur only in the passive.
#: "say" has an active directive "said to V" ("The doctor said to rest") and "report" an
#: active "reported to" + place or superior ("reported to work", "reports to the manager"), so
#: these two count only without a subject of their own. Not "claim", "expect", "think", "know", "presume": they do
#: take a subject-control infinitive ("claimed to be", "expected to win", "didn't think to
#: ask", "knew to wait", "would not presume to tell").
PASSIVE_ONLY_INFINITIVE_VERBS = frozenset(
    {"believe", "consider", "deem", "reckon", "rumor", "rumour", "repute", "estimate"}
    | {"suppose", "allege", "say", "report"}
    # "find" raises an object ("They found him to be honest") or is passive ("He was found to
    # be honest"), never "*He found to be honest" (Postal 1974 ch. 1-2; CGEL ch. 14 §5.1): an
    # -ed "found" right before "to" with no auxiliary is the reduced passive relative "Players
    # found to have two accounts will be banned" (stop 85, vc170; s1205d)
    | {"find"}
)


#: Verbs that take an infinitive after an object without a "to" row of their own: causative
#: "make" ("was made to apologise"), verbs of perception ("was seen/heard/observed to leave";
#: Quirk et al. 1985 §16.52 on the passive of perception verbs with a to-infinitive) and verbs
#: of judging, suspecting and predicting that raise an object ("is held/judged/taken/understood
#: to be", "are suspected/feared to have died", "is predicted to grow"; Postal 1974 ch. 1-2;
#: CGEL ch. 14 §5.1): their passive + infinitive is the raised or controlled complement, not a
#: purpose adjunct, so ``_purpose_only_passive`` leaves them alone.
PASSIVE_COMPLEMENT_VERBS = frozenset(
    {"make", "let", "see", "hear", "watch", "observe", "notice", "feel", "perceive"}
    | {"hold", "judge", "take", "understand", "think", "know", "presume", "assume", "declare"}
    | {"acknowledge", "recognize", "recognise", "claim", "state", "argue", "imagine", "deem"}
    | {"suspect", "fear", "predict", "anticipate", "forecast", "calculate", "guess", "reveal"}
    | {"confirm", "document", "record", "certify", "rate", "rank", "measure", "report"}
)


def _purpose_only_passive(verb: Token, lemma: str) -> bool:
    """Is ``verb`` (passive, no "to" row) a verb whose passive + to-infinitive can only be
    the passive of "V NP" with a rationale infinitive? Not when the verb takes an infinitive
    after its object in the active (object control, raising to object, causative, perception).
    """
    return (
        lemma not in OBJECT_CONTROL_VERBS
        and lemma not in PASSIVE_ONLY_INFINITIVE_VERBS
        and lemma not in PASSIVE_COMPLEMENT_VERBS
        and any(c.dep_ == "auxpass" for c in verb.children)
    )


def _participle_of_passive_only_verb(
    verb: Token, lemma: str, adjacent: bool, passive: bool
) -> bool:
    """Is the trigger an -ed form of PASSIVE_ONLY_INFINITIVE_VERBS right before its "to", with
    no passive auxiliary ("bin Laden loyalists, believed to be fleeing")? Such a verb has no
    active use with a bare infinitive, so the form is the passive participle of a reduced
    relative or supplementive clause (Quirk et al. 1985 §15.58, §17.29), whatever tag and
    attachment the parser gave it: no clause of the trigger to negate, no subject for the
    in-place hypothesis."""
    if lemma not in PASSIVE_ONLY_INFINITIVE_VERBS or not adjacent or passive:
        return False
    if verb.tag_ not in ("VBD", "VBN"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False  # "has been believed to", "had supposed to" (an ill-formed original)
    # "The doctor said to rest": the directive "say to V" has a subject of its own; a noun
    # set off by a comma is no subject ("Two men, said to be ...": no comma separates a
    # subject from its predicate, Quirk et al. 1985 §III.9), but the head of the participle
    return lemma not in ("say", "report") or not any(
        c.dep_ in ("nsubj", "expl")
        and c.i < verb.i
        and not (verb.i > 0 and verb.doc[verb.i - 1].text == ",")
        for c in verb.children
    )


def _declarative_clause(clause: Token) -> bool:
    """The content clause headed by ``clause`` is declarative: it opens with neither a wh-word
    nor "whether"/"if" (CGEL ch. 11 §3-5 on declarative vs interrogative content clauses)."""
    first = clause.left_edge
    return not (first.tag_ in {"WDT", "WP", "WP$", "WRB"} or first.lower_ in {"whether", "if"})


def _comma_set_off_infinitive(doc: Doc, verb: Token, to: Token, head: Token, listed: bool) -> bool:
    """Is the "to" of the infinitive set off by a comma from a clause that is already complete:
    the trigger, then its direct object (and whatever follows it), then a comma right before
    "to", with no earlier comma between the verb and that one ("bound him in fetters, to carry
    him to Babylon", "She packed the car, to drive her mother to the coast")?

    A to-infinitive that follows a complete clause after a comma is a purpose or outcome
    adjunct of the whole clause (Quirk et al. 1985 §15.48 on purpose clauses, §8.86 on
    disjunct-like punctuation of adjuncts; CGEL ch. 14 §5 on catenative complements, which are
    never cut off from their verb by a comma): its understood subject is the matrix subject
    and nothing says the purpose came about (blind review s1205s verb-030, verb-072, "purpose
    infinitive, not a verb complement of 'bind'"). A comma that closes a parenthetical or an
    apposition opened after the verb ("persuaded his brother, who was reluctant, to come",
    "asked me, a stranger, to help") is not this comma: another comma stands between the verb
    and "to", and the pair is left alone. A verb that takes object + infinitive (listed, or
    object control: "He urged the farmers at the meeting, to sell their grain") keeps its
    complement reading despite the comma, unless the infinitive takes up the object again by a
    plain pronoun of the same form ("bound him in fetters, to carry him"): a pronoun cannot be
    bound by the subject of its own clause (Chomsky 1981, binding Principle B), so the object
    is not the infinitive's subject and no object control is there (CGEL ch. 14 §7)."""
    if to.i < 2 or doc[to.i - 1].text != "," or to.i - 1 <= verb.i + 1:
        return False
    if any(
        t.text in (",", ";", ":", "(", ")", "\u2014", "-", "--") for t in doc[verb.i + 1 : to.i - 1]
    ):
        return False
    obj = next((c for c in verb.children if c.dep_ == "dobj" and verb.i < c.i < to.i - 1), None)
    if obj is None:
        return False
    if not listed and verb_lemma(verb) not in OBJECT_CONTROL_VERBS:
        return True
    return obj.lower_ in ACCUSATIVE_PRONOUNS and any(
        t.lower_ == obj.lower_ and t.dep_ in ("dobj", "pobj", "dative") for t in head.subtree
    )


def to_exclusion(
    doc: Doc, verb: Token, to: Token, head: Token, listed: bool, control: str | None = None
) -> Exclusion | None:
    """The exclusion of a to-infinitive match, or None for a real construction.

    ``listed``: the verb has a "to" row in the signature lexicon (RP19 Table 2 / Karttunen), so
    RP19 annotated it: flagged rather than dropped. ``control``: who controls the infinitive
    (``verb_complement.control``).
    """
    between = doc[verb.i + 1 : to.i]
    if any(t.tag_ in WH_TAGS or t.lower_ == "whether" for t in between):
        return Exclusion("wh-infinitive", drop=True)
    if _comma_set_off_infinitive(doc, verb, to, head, listed):
        # "He bound him in fetters, to carry him to Babylon": a purpose adjunct of the
        # completed clause, not the verb's complement (see the helper; stop 87, vc176)
        return Exclusion("purpose-infinitive", drop=not listed)
    if _non_agent_object_of_requirement(verb, to, head):
        # "The law requires ID to vote": a purpose adjunct, no controller (below)
        return Exclusion("purpose-infinitive", drop=True)
    if non_obligation_theme_of_requirement(verb, head):
        # "Two coordinates are required to specify a point": a purpose adjunct (above)
        return Exclusion("purpose-infinitive", drop=True)
    if verb_lemma(verb) in SEMI_AUXILIARY_HOSTS and doc[to.i - 1].lower_ == "about":
        # "The crowd seemed about to riot": "(be) about to" is the semi-auxiliary of the
        # immediate future (Quirk et al. 1985 §3.45-3.47), the predicative of "seem", so the
        # infinitive is no complement of "seem" and "The crowd rioted" says what the sentence
        # denies (the riot had not begun); like "be about to", which is never located
        return Exclusion("semi-auxiliary-about-to", drop=True)
    own_not = next((c for c in head.children if c.dep_ == "neg" and c.i < to.i), None)
    if own_not is not None and own_not.i - 1 > verb.i and doc[own_not.i - 1].text == ",":
        # "She tried to finish, not just to start": ", not (just) to V" after a first
        # complement is a contrastive-negation remnant ("not [just tried] to start"; McCawley
        # 1991, "Contrastive negation and metalinguistic negation", CLS 27): it denies a
        # focus alternative of the first complement and asserts nothing about its own
        # infinitive, so "She did not start" is no complement of "try" (blind review round 13)
        return Exclusion("corrective-remnant", drop=True)
    if not _base_verb_after(doc, to):
        # "reducing Tenochtitlan to shambles": the parser took the preposition "to" + a noun
        # for an infinitive; an infinitive starts with a base-form verb
        return Exclusion("to-not-infinitival", drop=True)
    lemma = verb_lemma(verb)
    passive_verb = any(c.dep_ == "auxpass" for c in verb.children)
    no_object = all(t.pos_ in ("ADV", "PART", "PUNCT") for t in between)
    if lemma in OBJECT_ONLY_INFINITIVE_VERBS and not passive_verb and no_object:
        # "The scandal led to protest across the country": "to" is the result preposition
        return Exclusion("to-not-infinitival", drop=True)
    if (
        lemma in OBJECT_REQUIRED_CONTROL_VERBS
        and not passive_verb
        and no_object
        and not (verb.tag_ == "VBN" and not any(c.dep_ == "aux" for c in verb.children))
        # a participle conjunct (the tagger may call it VBD) without a subject or auxiliary
        # of its own shares the passive auxiliary of the first conjunct ("have been warned
        # and told to stay": Quirk et al. 1985 §13.5 on ellipsis in coordinated predicates),
        # so it is the passive, whose object is the subject (vc171: a vc170 regression)
        and not (
            verb.dep_ == "conj"
            and verb.tag_ in ("VBN", "VBD")
            and any(c.dep_ == "auxpass" for c in verb.head.children)
            and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") for c in verb.children)
        )
    ):
        # "Lord Ludo invites to step in": the object the infinitive's subject is understood
        # from is left out, so the matrix subject is not the controller (see the set); a bare
        # past participle ("guests invited to attend") is a reduced passive relative, left to
        # the participle reasons
        return Exclusion("object-control-without-object", drop=True)
    if lemma in PREPOSITION_ONLY_TO_VERBS:
        # "measures for prevention, as opposed to disease treatment": "to" is a preposition
        return Exclusion("to-not-infinitival", drop=True)
    if lemma == "appear" and no_object and _arrival_appear(verb, head):
        # "Marek appears to challenge the knight!": "show up (in order) to V" (below)
        return Exclusion("purpose-infinitive", drop=True)
    after = doc[to.i + 1].lower_ if to.i + 1 < len(doc) else ""
    if lemma == "come" and after in COME_TO_IDIOM_NOUNS:
        # "When push came to shove", "came to power": an idiom with the preposition "to"
        return Exclusion("to-not-infinitival", drop=True)
    if _degree_word(doc, verb, to) is not None:
        # "too tired to finish", "fast enough to catch": the infinitive complements the degree
        # word, not the verb (Quirk et al. 1985 §16.77; Huddleston & Pullum 2002 ch. 13 §4)
        return Exclusion("degree-complement", drop=True)
    if verb_lemma(head) in STATE_NOUNS and (lemma in PURPOSE_VERBS or lemma in GOAL_VERBS):
        # "drifted off to sleep", "came to rest", "put the dog to sleep": "to" + the noun
        # "sleep"/"rest" is a goal phrase ("drifted off to a deep sleep", "came to a rest"),
        # not an infinitive (Quirk et al. 1985 §9.17, goal "to"; Levin 1993 §51)
        return Exclusion("to-not-infinitival", drop=True)
    if (
        lemma == "turn"
        and not passive_verb
        and any(
            (c.dep_ == "dobj" and c.head == verb or c.dep_ == "nsubj" and c.head == head)
            and verb.i < c.i < to.i
            for c in between
        )
    ):
        # "A guard turns a hidden crank to open the door": RP19's "turn to" row (+/-) is the
        # intransitive "He turned to face Muller"; with a direct object, "turn" is the verb of
        # rotating a thing and the infinitive a purpose adjunct whose understood subject is the
        # matrix subject (Quirk et al. 1985 §15.47; Faraci 1974 on purpose clauses), or the
        # archaic causative "turned their heart to hate", which the lexicon has no row for;
        # either way "The crank opens the door" says nothing the signature licenses (stop 85,
        # vc171: 3 judged pairs, none kept)
        return Exclusion("purpose-infinitive", drop=True)
    adjacent = to.i == verb.i + 1
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if lemma == "use":
        if verb.dep_ == "acl" and verb.tag_ == "VBN":
            # "the sand used to plug the hole": a reduced passive relative ("that is used to"),
            # instrument + purpose, not habitual "used to" (Quirk et al. 1985 §4.24, §17.29)
            return Exclusion("use-for-purpose", drop=True)
        if verb.dep_ == "acl" and verb.head.dep_ != "ROOT":
            # "The tunnels used to transport water were closed": the model tags the participle
            # VBD, but an acl on a noun that is an argument of another verb is the same reduced
            # relative; habitual "used to" is finite and cannot modify a noun without a relative
            # word ("that used to"), Quirk et al. 1985 §17.29 (twenty-fourth pass, class 1). A
            # root noun ("The tunnels used to transport water.") is the parser's misreading of a
            # habitual main clause and stays flagged below
            return Exclusion("use-for-purpose", drop=True)
        if (
            verb.dep_ == "advcl"
            and verb.lower_ == "used"
            and not any(c.dep_ in ("nsubj", "nsubjpass", "mark") for c in verb.children)
        ):
            # "data are identified with mark-up used to identify classes": an adverbial clause
            # with neither subject nor subordinator is non-finite, the -ed participle clause
            # (Quirk et al. 1985 §15.58, §17.29: "(which is) used to identify", instrument +
            # purpose); habitual "used to" is finite and heads an adverbial clause only with a
            # subordinator and a subject ("because they used to ..."; Quirk §3.45, §14.6).
            # s1204c verb-032, verb-071 (stop 72, vc122)
            return Exclusion("use-for-purpose", drop=True)
        if adjacent and verb.lower_ == "used" and _stranded_finite_after(verb, head):
            # "The knife used to cut the rope lay on the table": a finite verb after the
            # infinitive with no subject of its own and no coordinator is the predicate of
            # "The knife", so "used" is the reduced passive relative above misread as the
            # main verb (Quirk et al. 1985 §17.29; hundred-tenth pass)
            return Exclusion("use-for-purpose", drop=True)
        if (
            verb.i > 0
            and doc[verb.i - 1].text == ","
            and verb.dep_ != "conj"
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        ):
            # "A sequence of characters, used to delimit a piece of data": a participle set off
            # by a comma with no subject of its own is a supplementive or non-restrictive
            # reduced relative (Quirk et al. 1985 §15.58, §17.29); habitual "used to" is a
            # finite predicate, and no comma parts a predicate from its subject (Quirk §4.24,
            # App. III.13). fl33 made "habitual-used-to" a warning, and the glossary
            # definitions the parse roots here became well-formed (ab75: 9 rejected pairs)
            return Exclusion("use-for-purpose", drop=True)
        if adjacent and verb.lower_ == "used" and _instrument_used_to(verb, head):
            # "The character used to separate elements of a path.", "The unit of frequency
            # used to measure the clock rate": a common-noun subject with "used to" + a
            # transitive infinitive is as well the reduced passive relative ("the character
            # (that is) used to separate elements", instrument + purpose, Quirk et al. 1985
            # §17.29) of a glossary definition as the habitual ("used to", §3.45); a past
            # participle ("used"/VBN) with no auxiliary cannot be the finite habitual at all.
            # The parse cannot tell the two apart, so no pair (stop 70, vc113; s1203a
            # verb-009, -024)
            return Exclusion("use-for-purpose", drop=True)
        if verb.lower_ == "use" and not any(
            c.dep_ == "aux" and c.lemma_.lower() == "do" for c in verb.children
        ):
            # "numbers that they can use to identify their products": habitual "used to" has
            # the one form "used", and "use" only after "did" in "did not use to" (Quirk et al.
            # 1985 §3.45; CGEL ch. 3 §2.5.6), so a base form under a modal or "to" is the
            # lexical "use X to V" with its object relativized or left out, instrument +
            # purpose infinitive (Quirk §4.24, §15.48), no complement (stop 71, vc119)
            return Exclusion("use-for-purpose", drop=True)
        if adjacent and not passive and verb.lower_ in ("used", "use"):
            return Exclusion("habitual-used-to", drop=False)
        return Exclusion("use-for-purpose", drop=True)
    if lemma == "mean" and _infinitival_subject(verb, to):
        # 'To "loop through" a list means to process each element in turn': with an
        # infinitive as its subject "mean" is the specifying "amount to" (= "is"), equating
        # two infinitives (Quirk et al. 1985 §16.38 on "mean" + to-infinitive with a nonfinite
        # subject; CGEL ch. 14 §4 on specifying "mean"), not "mean to" = intend (RP19's
        # o/+ row), so the infinitive is no complement (stop 71, vc119)
        return Exclusion("definitional-mean-to", drop=True)
    if lemma == "get" and adjacent and verb.tag_ == "VBN" and _have_auxiliary(verb):
        # "I've got to call my sister": "have got to" is the informal modal of obligation
        # (= have to, must; Quirk et al. 1985 §3.49, §4.54; CGEL ch. 3 §2.5.4), its "got" no
        # "get to" (= get the chance, +/-): the listed signature of "get to" is no signature of
        # it. Flagged since vc75 (s1201m rejected the candidate itself as a non-construction;
        # RP19 annotated "We've got to find Tommy" under "get", so it is not dropped)
        return Exclusion("modal-have-got-to", drop=False)
    if _participle_of_passive_only_verb(verb, lemma, adjacent, passive):
        # "loyalists, believed to be fleeing", "the pneuma of Apollo, said to come from a
        # spring": a passive participle (reduced relative or supplementive clause) the parser
        # read as an active past tense; the hypothesis turned it into a finite verb with no
        # subject ("loyalists, were fleeing"), and "not believed to" negates a postmodifier
        # (forty-sixth pass, enwiki dev text)
        return Exclusion("passive-participle-read-as-active", drop=True)
    if passive and not listed and _purpose_only_passive(verb, lemma):
        # "An extra hour is added to keep the clocks aligned", "The hall was built to hold
        # 5,000": the passive of a verb that takes no object + infinitive complement in the
        # active (neither listed with a "to" row, nor object control, nor raising to object,
        # causative or perception; see ``_purpose_only_passive``) has a rationale infinitive:
        # "in order to keep ..." (Quirk et al. 1985 §15.48 purpose clauses; CGEL ch. 14 §5
        # catenatives vs purpose adjuncts; Jones 1991 on rationale clauses in the passive,
        # whose understood subject is the passive subject or the demoted agent), so "An extra
        # hour keeps the clocks aligned" is no complement (fifty-eighth pass)
        return Exclusion("passive-purpose", drop=True)
    passive_infinitive = any(c.dep_ == "auxpass" for c in head.children)
    if (
        lemma == "remain"
        and not passive
        and no_object
        and not passive_infinitive
        and verb_lemma(head) != "be"
    ):
        # "He remained to coach the team": "remain" is a posture/existence verb like "stay"
        # (Levin 1993 §47.1, §50), complete without the infinitive, which is a purpose adjunct
        # ("remained in order to coach"; Quirk et al. 1985 §15.48). The raising "remain to"
        # of RP19's row takes a passive infinitive ("remains to be seen/done/told"): kept, and
        # so is a copula "remained to be friends" (head "be" is no agentive purpose).
        # Listed, so flagged (thirty-second pass)
        return Exclusion("purpose-infinitive", drop=not listed)
    if lemma == "start" and any(t.lower_ == "out" for t in between):
        # "The fund started out to help farmers": "start out to V" states the purpose with
        # which a course began (start out = set out; Quirk et al. 1985 §15.48 on purpose
        # adjuncts, CGEL ch. 8 §14.1), not the aspectual "start to V", and says nothing of
        # whether the help came (often the opposite: "started out to X but ended up Y").
        # Flagged (thirty-second pass)
        return Exclusion("purpose-infinitive", drop=not listed)
    if lemma == "start" and _source_or_goal_phrase(verb, between):
        # "The army started from the coast to reach the capital", "started towards the river to
        # fetch water": "start" with a source or goal phrase is the motion verb "set out" (Levin 1993
        # §51.1 on "leave"-type verbs of inherently directed motion; WordNet start = "set out,
        # depart"), complete without the infinitive, which is a purpose adjunct (Quirk et al.
        # 1985 §15.48), not the aspectual "start to V": nothing says the capital was reached.
        # RP19 has no such row (fifty-seventh pass): dropped
        return Exclusion("purpose-infinitive", drop=True)
    if (
        lemma == "help"
        and _it_subject(verb)
        and (verb.tag_ in ("VBZ", "VBP") or _modal_aux(verb))
        and all(t.pos_ in ("ADV", "PART") for t in between)
    ):
        # "In a tangled hedge, it helps to first cut out the center": generic present "it
        # helps to V" is the extraposed-subject pattern ("To cut it out first helps"; Quirk et
        # al. 1985 §18.33): "it" is a dummy, no agent that helps, and "It cuts out the center"
        # is no complement. A past "it helped to" is left alone: there "it" most often refers
        # back to a thing or event (RP19 annotates "it helped to support the idea" as a
        # complement). Listed, so flagged (thirty-second pass)
        return Exclusion("extraposed-infinitive", drop=not listed)
    if _participial_adjective_in_list(doc, verb):
        # "Their styles were alike: pragmatic, blunt, inclined to give everyone a say": a
        # participial adjective (Quirk et al. 1985 §7.15-7.16) coordinated with plain
        # adjectives in a list that describes a host noun; there is no clause of its own to
        # negate ("*..., blunt, not inclined" negates the list item, not an assertion) and the
        # hypothesis puts a finite verb into the list ("..., blunt, gave everyone a say").
        # Listed "inclined to" is flagged (thirty-second pass)
        return Exclusion("adjective-list", drop=not listed)
    if lemma in PURPOSE_VERBS and all(t.lower_ in MOTION_PARTICLES for t in between):
        if lemma == "turn" and any(t.lower_ == "out" for t in between):
            return None  # "turned out to be": the raising verb "turn out", not motion
        if lemma == "come" and _existential_be(head):
            # "how the rivers formed and came to be": "come to be" with a bare "be" is "come
            # into being", the existential "be" (OED s.v. come, "come to be" = to come into
            # existence; Quirk et al. 1985 §18.49 on existential "be" without a predicate): no
            # proposition to negate or detach ("*The rivers were"); sixty-second pass, vc55
            return Exclusion("come-into-being", drop=True)
        if lemma == "come" and verb_lemma(head) in INCHOATIVE_STATIVES:
            return None  # "came to know", "had come to believe": inchoative implicative
        if (
            lemma == "come"
            and verb_lemma(head) in _REALISING_PERCEPTION
            and any(_declarative_clause(ch) for ch in head.children if ch.dep_ == "ccomp")
        ):
            # "She came to see that he was right": perception with a declarative clause is
            # cognitive "realise" (CGEL ch. 11 §7 on "see that"), a state of knowing, so
            # "come to" is the inchoative (CGEL ch. 14 §5.3 on "come to" + stative). Not with
            # an interrogative clause: "The people came to see what it was that had happened"
            # is "see" = find out, which a purpose adjunct names (CGEL ch. 11 §5.3 on
            # interrogative content clauses; ab87 verb-001, 004, judged purpose)
            return None
        # "He came to help us", "They came to drink", "returned to take her": a verb of
        # motion (Levin 1993 §51) is complete without the infinitive, which is a purpose
        # adjunct (Quirk et al. 1985 §15.48; "came in order to help"), not a complement:
        # nothing says the help came, and "come to" is the implicative only over a stative
        # (CGEL ch. 14 §5.3). A listed verb keeps its candidate and its pairs, flagged (RP19
        # annotated "came to tell", "returned to regroup" as verb + to-complement with human
        # labels; the blind judges of s1205r rejected all three such pairs, which the flag
        # promises; stop 87 tried refusing the pairs and gold ver lost 4 annotated items)
        return Exclusion("purpose-infinitive", drop=not listed)
    # a verb takes no object + infinitive complement when it is neither listed nor an object
    # control verb, or when it is a listed verb whose "to" row is a simple catenative ("begin
    # to V"; CGEL ch. 14 §5; word list headers)
    no_object_infinitive = (
        not listed and lemma not in OBJECT_CONTROL_VERBS
    ) or lemma in SIMPLE_CATENATIVES
    if control in ("object", "ecm") and lemma == "consider" and eventive_infinitive(head):
        # "The ministry will consider new rules to protect the coast": the ECM
        # "consider NP to V" (= regard) takes "to be", "to have" or another stative or perfect
        # infinitive (Quirk et al. 1985 §16.43; Pesetsky 1992 on the eventivity restriction of
        # the "believe" class, *"We consider him to win"); with an eventive infinitive the verb
        # is the deliberative "consider NP" (= think about), and the infinitive modifies the
        # noun ("a plan to replace the bridge") or is a purpose adjunct, so "New rules will
        # protect the coast" is no complement (fifty-seventh pass)
        no_object_infinitive = True
    if control in ("object", "ecm") and no_object_infinitive:
        # "rearrange them to make a word", "engineers will begin sea trials to test the
        # engines": the infinitive after the object is a purpose adjunct or a noun modifier
        return Exclusion("purpose-after-object", drop=True)
    prepositional = any(t.dep_ == "prep" and t.head.i == verb.i for t in between)
    if prepositional and not listed and not passive and lemma not in OBJECT_CONTROL_VERBS:
        # "The climbers lean on assistants to climb the wall", "He called on the council to
        # resign": after a prepositional phrase of an unlisted verb the infinitive is a purpose
        # adjunct (Quirk et al. 1985 §15.48) or is controlled by the prepositional object
        # (prepositional verbs with an object-controlled infinitive, "call on / appeal to /
        # rely on X to V"; CGEL ch. 14 §6.2); either way the matrix subject is no controller
        # of a signature's complement, and "The climbers climb the wall" / "He resigned" are
        # no complements (issue #12, sixteenth pass). RP19 has no such row: dropped. Active
        # verbs only: a passive ("was kept in the room to hear") is left to the passive checks
        return Exclusion("purpose-after-object", drop=True)
    if lemma == "mean" and verb.tag_ == "VBG" and _bare_participle(verb):
        # "from Latin, meaning to sense": a gloss (mean = signify) naming a word's sense, not
        # "mean to" = intend; an intention needs an agent, and the participle has none (CGEL
        # ch. 14 §9 on supplementive participial clauses): issue #12, fourth review
        return Exclusion("gloss-meaning", drop=True)
    if passive and lemma in SIMPLE_CATENATIVES and no_object:
        # "Bet hedging was originally proposed to explain the seed bank": a simple catenative
        # takes no object, so its passive subject is no controller of an infinitive complement
        # (CGEL ch. 14 §5); the infinitive is a purpose adjunct ("proposed in order to
        # explain"). A listed verb is flagged (RP19 annotated its "to" type), others dropped
        return Exclusion("passive-purpose", drop=not listed)
    if (
        passive
        and not listed
        and lemma not in OBJECT_CONTROL_VERBS
        and lemma not in CLAUSE_EMBEDDING_VERBS
    ):
        # "The ship was equipped to carry cargo", "was hired to help": the passive of a verb
        # without an object + infinitive complement; the infinitive is a purpose adjunct
        # (CGEL ch. 8 §14.1) or the ability reading of an adjectival passive (CGEL ch. 16 §10),
        # not a complement; passive raising verbs of cognition and saying ("is thought to",
        # "was said to") take one and stay
        return Exclusion("passive-purpose", drop=True)
    if not listed and any(t.pos_ == "ADV" and t.dep_ == "advmod" for t in between):
        # "yanking hard to pull it up": an adverb closes the VP before a purpose infinitive
        return Exclusion("purpose-after-adverb", drop=True)
    if passive and lemma in DEONTIC_PASSIVE_VERBS and _it_subject(verb, passive=True):
        # "It is permitted to ride bicycles here", "It was required to register": the passive of
        # a verb of permitting or requiring with "it" has no controller; the infinitive is the
        # extraposed subject ("To ride bicycles here is permitted"; Quirk et al. 1985 §18.33,
        # Huddleston & Pullum 2002 ch. 14 §5.2), so "It rides bicycles here" is no complement
        # (issue #12, twelfth pass, class 3)
        return Exclusion("extraposed-infinitive", drop=True)
    if lemma in EXTRAPOSING_VERBS and _it_subject(verb):
        # "it takes time to read", "it makes sense to draw": the infinitive is the extraposed
        # subject, not a complement (Quirk et al. 1985 §18.33)
        return Exclusion("extraposed-infinitive", drop=True)
    if head.dep_ == "advcl" and not listed:
        # an adverbial infinitive after a verb without an infinitival complement in the lexicon
        # ("She smiled to hide her fear"): a purpose/rationale adjunct (CGEL ch. 8 §14.1)
        return Exclusion("purpose-infinitive", drop=True)
    return None


#: Prepositions of a source or goal phrase ("from the coast", "toward the hills"; Quirk et al.
#: 1985 §9.15-9.19 on source and goal): after "start" they mark the motion sense. Not "for",
#: which also heads time phrases ("started for the first time to understand", aspectual).
SOURCE_GOAL_PREPOSITIONS = frozenset({"from", "toward", "towards"})


def _source_or_goal_phrase(verb: Token, between: Span) -> bool:
    """A source or goal prepositional phrase of ``verb`` among the words ``between`` it and
    "to" ("started from the coast to reach")."""
    return any(
        t.dep_ == "prep" and t.head.i == verb.i and t.lower_ in SOURCE_GOAL_PREPOSITIONS
        for t in between
    )


def eventive_infinitive(head: Token) -> bool:
    """An active, simple infinitive of a verb that is no state ("to replace", not "to be", "to
    have", "to know", "to have replaced", "to be replaced" or "to be replacing")."""
    if head.lemma_.lower() in INCHOATIVE_STATIVES or verb_lemma(head) in INCHOATIVE_STATIVES:
        return False
    return not any(
        c.dep_ in ("aux", "auxpass") and c.lemma_.lower() in ("be", "have") for c in head.children
    )


def npi_outside_licensed(doc: Doc, span: tuple[int, int], modal_kept: bool = False) -> str | None:
    """The first NPI of the complement ``doc[span]`` that nothing inside the complement
    licenses ("there were any", "he ever came back"), or None.

    Free-choice "any" is not counted (:func:`_free_choice`); "either" is left out (mostly a
    determiner); "at all costs/times" is no minimizer. ``modal_kept``: the trigger's own modal
    stays in the hypothesis ("It could serve to blunt any blow" -> "It could blunt any blow"),
    where it licenses free-choice "any" as a modal inside the complement does (Kadmon &
    Landman 1993; Dayal 1998); hundred-second pass, vc96 (s1202l: a flag on a kept pair).
    """
    start, end = span
    words = doc[start:end]
    modal = modal_kept or any(t.lower_ in MODAL_FORMS for t in words)  # free-choice "any"
    # ... or in the infinitive of a modal adjective ("willing to take any job")
    modal = modal or any(
        t.lower_ in FREE_CHOICE_ADJECTIVES and t.i + 1 < end and doc[t.i + 1].lower_ == "to"
        for t in words
    )
    for tok in words:
        low = tok.lower_
        if low in NPI_LICENSERS:
            return None
        if low == "at" and _minimizer_at_all(doc, tok.i):
            return "at all"
        if low == "for" and _durative_for_long(doc, tok.i):
            return "for long"
        if low not in NPIS:
            continue
        if low in FREE_CHOICE_CAPABLE and _free_choice(tok, modal):
            continue
        nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if low == "yet" and (tok.dep_ == "cc" or nxt == "to"):
            continue  # "..., yet he stayed"; "has yet to feel" (positive idiom: "not yet")
        return low
    return None


#: Coordinators that add a less likely alternative to a negative first conjunct: "let alone",
#: "much less", "still less", "least of all". They need a negative or otherwise downward
#: entailing clause before them ("You can't walk, let alone run"; "*You can walk, let alone
#: run"): Fillmore, Kay & O'Connor 1988 ("Regularity and idiomaticity ... let alone",
#: Language 64(3)); CGEL ch. 15 §2.8 lists them as negatively oriented coordinators.
_NEGATIVE_COORDINATORS = (
    ("let", "alone"),
    ("much", "less"),
    ("still", "less"),
    ("least", "of", "all"),
)


def _negative_coordinator(doc: Doc, i: int) -> str | None:
    """The negatively oriented coordinator starting at ``doc[i]`` after a comma or dash ("...,
    least of all make one", "..., let alone run"), else None. Without the matrix negation
    ("You are allowed to enter, least of all make one") the coordinator is stranded: the
    premise with the negation removed and the positive hypothesis are both ungrammatical
    (hundred-eighth pass, s1202q)."""
    if i == 0 or doc[i - 1].text not in (",", "-", "--", "—", "–", ";"):
        return None
    for words in _NEGATIVE_COORDINATORS:
        if [t.lower_ for t in doc[i : i + len(words)]] == list(words):
            return " ".join(words)
    return None


def negative_coordinator_after(doc: Doc, verb: Token) -> str | None:
    """The negatively oriented coordinator after a negated ``verb`` that only its negation
    licenses ("You aren't allowed to enter, least of all make one"), else None. The parser
    hangs the second conjunct anywhere, so the words after the trigger are scanned up to the
    coordinator; a licensor of their own in them ("..., and he never came, let alone called")
    leaves it alone."""
    if not any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children):
        return None
    for tok in doc[verb.i + 1 :]:
        if tok.lower_ in NPI_LICENSORS:
            return None
        coordinator = _negative_coordinator(doc, tok.i)
        if coordinator is not None:
            return coordinator
    return None


def _minimizer_at_all(doc: Doc, i: int) -> bool:
    """ "I don't think it changed at all": the minimizer "at all" is a strong NPI (Ladusaw 1979;
    Zwarts 1998), ungrammatical in the positive hypothesis; "at all costs/times" is none."""
    after = [t.lower_ for t in doc[i + 1 : i + 3]]
    return after[:1] == ["all"] and after[1:2] not in (["costs"], ["times"])


def _durative_for_long(doc: Doc, i: int) -> bool:
    """ "I don't think the talks lasted for (very) long": durative "for long" is an NPI
    (CGEL ch. 9 §4.1 lists "long" among the non-affirmative items; "*The talks lasted for
    long"), so the positive hypothesis is odd; "for so long", "for too long" and "for a long
    time" are not (nineteenth pass, class 3). Nor is an adjective "long" that modifies a noun
    ("for long periods", "for long-term storage": stop-44 flag audit): the NPI is the bare
    "long" that heads the preposition's object."""
    after = doc[i + 1 : i + 3]
    words = [t.lower_ for t in after]
    if words[:1] == ["long"]:
        head = after[0]
    elif words == ["very", "long"]:
        head = after[1]
    else:
        return False
    return head.dep_ not in ("amod", "compound") and not (
        head.i + 1 < len(doc) and doc[head.i + 1].text in ("-", "‑")
    )


def _free_choice(tok: Token, modal: bool) -> bool:
    """A free-choice "any"-word (Kadmon & Landman 1993), which needs no licenser: under a modal
    ("any child can do it"), after a preposition of comparison or description ("like any other
    day", "defined as any firm"), or in "any other"."""
    doc = tok.doc
    prev = doc[tok.i - 1] if tok.i > 0 else None
    nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
    # the complementizer "that" (tagged IN too) is no preposition: "I doubt that anybody came"
    # leaves the NPI unlicensed in "Anybody came." (issue #12, seventh review)
    # only prepositions of comparison and description: after others ("charted on any of the
    # charts", "ran into anyone") the "any"-word is the NPI of the negation or of a negative
    # verb ("failed to chart on any of the charts" -> "*charted on any of the charts"; issue
    # #12 blind reviews, Quirk et al. 1985 §10.60 on non-assertive "any" in prepositional
    # phrases)
    preposition = prev is not None and prev.lower_ in DESCRIPTIVE_PREPOSITIONS
    if (
        tok.lower_ == "any"
        and tok.i + 1 < len(doc)
        and (doc[tok.i + 1].tag_ in ("JJR", "RBR") or nxt in ("more", "less", "longer"))
    ):
        # "any older", "any easier", "any longer": degree "any" before a comparative is a
        # pure NPI with no free-choice reading, modal or not ("*The exam will get any easier";
        # CGEL ch. 9 §4.1; Quirk et al. 1985 §7.88): hundred-fourteenth pass, vc108
        return False
    if preposition and _comparative_after(tok):
        # "portrays him as anything more than a clown", "seen as anyone much better": an
        # "any"-pronoun with a comparative postmodifier ("anything more/better than") is the
        # non-assertive form of "something more than" (Quirk et al. 1985 §10.60-10.61 on
        # assertive/non-assertive some-/any-; CGEL ch. 9 §4.1): the comparison is what the
        # NPI scopes over, not a description of a kind that "as"/"like" would make free
        # choice, so without a negative licensor it is the NPI ("*The film portrays him as
        # anything more than a clown"). Under a modal it stays free choice (above). Blind
        # judges of s9403 (verb-013, -034): stop 94, vc195
        return _subtrigged(tok)
    return modal or nxt == "other" or preposition or _subtrigged(tok)


#: Degree modifiers that may stand between an "any"-pronoun and its comparative ("anything
#: much more", "anyone far better"; Quirk et al. 1985 §7.88 on intensifiers of comparatives).
_COMPARATIVE_INTENSIFIERS = frozenset({"much", "far", "any", "very", "even", "a", "lot", "bit"})


def _comparative_after(tok: Token) -> bool:
    """Is the "any"-pronoun ``tok`` ("anything", "anyone", "anybody") followed by a comparative
    ("more", "less", a JJR/RBR word), perhaps after intensifiers ("anything much more")?"""
    if tok.lower_ not in ("anything", "anyone", "anybody"):
        return False
    doc = tok.doc
    i = tok.i + 1
    while i < len(doc) and doc[i].lower_ in _COMPARATIVE_INTENSIFIERS:
        i += 1
    if i >= len(doc):
        return False
    return doc[i].tag_ in ("JJR", "RBR") or doc[i].lower_ in ("more", "less")


def _subtrigged(tok: Token) -> bool:
    """Is the "any"-phrase of ``tok`` restricted by a relative clause or a reduced (participial)
    relative ("any Python object references which are provided to the caller", "any window
    entered by the pointer", "anyone who asks")? Such a phrase is free-choice "any" with no
    licenser (subtrigging: LeGrand 1975; Dayal 1998, "Any as inherently modal"), so the
    hypothesis that leaves the matrix negation behind still reads as a universal statement
    (stop 87, fl75: 2 such flagged pairs, both kept as is). A prepositional complement ("any
    chance at a settlement") or an adjective ("any existing regions") is no such modifier."""
    noun = tok.head if tok.dep_ == "det" else tok
    return any(_relative_modifier(c) for c in noun.children if c.i > tok.i)


_RELATIVE_WORDS = frozenset({"that", "which", "who", "whom", "whose"})


def _relative_modifier(c: Token) -> bool:
    """A relative clause, a participial reduced relative, or a finite clause the parser called
    ``acl`` whose "that"/"which" fills a gap ("any question that the pupils asked": the "that"
    is the object, no ``mark``); a content clause ("any evidence that he lied") is complete,
    its "that" a ``mark``, and is no restriction of this kind. Nor is an infinitival relative
    ("have anything to do with", "any reason to stay": Quirk et al. 1985 §17.30), whose
    "anything to do with" is itself a negative-polarity idiom."""
    if any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children):
        return False
    if c.dep_ == "relcl":
        return True
    if c.dep_ != "acl":
        return False
    return c.tag_ in ("VBN", "VBG") or any(
        g.lower_ in _RELATIVE_WORDS and g.dep_ != "mark" and g.i < c.i for g in c.children
    )


def _base_verb_after(doc: Doc, to: Token) -> bool:
    """Is the first word after "to" (past "not"/adverbs) a base-form verb? Tagged VB, or a
    word lemminflect knows as its own verb lemma (the small model tags some base verbs NNP)."""
    for tok in doc[to.i + 1 :]:
        if tok.pos_ in ("ADV", "PART") and tok.tag_ != "VB":
            continue
        if tok.tag_ == "VB":
            return True
        return tok.lower_ in getAllLemmas(tok.lower_, upos="VERB").get("VERB", ())
    return False


#: "lead" takes an infinitive only after an object or in the passive ("led him to believe", "was
#: led to believe"; Karttunen 2012 lists "lead NP to VP"); "X led to Y" / "..., leading to Y" has
#: the result preposition "to" + a noun phrase (Levin 1993 §27 verbs of result; CGEL ch. 7 §4):
#: a noun the tagger read as a base verb ("led to protest", "led to change") is no infinitive.
OBJECT_ONLY_INFINITIVE_VERBS = frozenset({"lead"})
#: Object-control verbs whose object is obligatory before a to-infinitive: "persuade"-type
#: catenatives of directing, inviting and enabling take "NP + to-infinitive" with the NP as the
#: infinitive's understood subject, and the NP cannot be left out in the active ("*She
#: persuaded to leave", "*The hotel invites to stay"; Rosenbaum 1967 on object control;
#: Huddleston & Pullum 2002, CGEL ch. 14 §5.2, the complex-catenative verbs whose NP is
#: obligatory; Quirk et al. 1985 §16.63 "order"/"urge"/"invite" type). Where a writer leaves it
#: out ("Lord Ludo invites to step in", archaic "so the Lord has commanded to do"), the
#: understood controller is an implicit object (the reader, the people), never the subject, so
#: the complement hypothesis with the matrix subject ("Lord Ludo steps in") says something the
#: sentence does not (stop 85, vc170: 5 judged pairs). Not the implicatives "force", "compel",
#: "oblige" (their bare participles are reduced passive relatives, "thousands forced to flee",
#: which keep their pairs), nor verbs that also take a subject-control infinitive ("ask", "beg",
#: "want", "help", "allow" in "allows to" help texts has its own ``subjectless`` reason).
OBJECT_REQUIRED_CONTROL_VERBS = frozenset(
    {"invite", "command", "order", "urge", "persuade", "convince", "instruct", "encourage"}
    | {"enable", "remind", "tell", "warn", "induce", "tempt", "entitle", "empower", "inspire"}
    | {"prompt", "motivate"}
)
#: Verbs whose "to" is only ever a preposition: "(be) opposed to" and "object to" take a noun
#: phrase or a gerund, never a to-infinitive ("opposed to raising taxes", "*opposed to raise
#: taxes"; Quirk et al. 1985 §16.5 on prepositional verbs, §16.40 on "to" + -ing after them), and
#: "as opposed to" is a complex preposition (Quirk et al. 1985 §9.10-9.11; CGEL ch. 7 §5): a
#: noun after it that the tagger read as a base verb ("as opposed to disease treatment",
#: "opposed to change") heads no infinitive (thirty-third pass). Likewise the prepositional
#: verbs of equivalence and correspondence "amount to", "translate to", "equate to",
#: "correspond to", "belong to", "refer to" (Quirk et al. 1985 §16.5 on prepositional
#: verbs): "The title translates to river", "That amounts to theft", "amounts to saying" take a noun phrase or a gerund, never a to-infinitive, so a
#: noun after them that the tagger read as a base verb heads no infinitive (fifty-eighth pass).
PREPOSITION_ONLY_TO_VERBS = frozenset(
    {"oppose", "object", "amount", "translate", "equate", "correspond", "belong", "refer"}
)


def _existential_be(head: Token) -> bool:
    """A bare "be" with no predicate, object or clause of its own ("came to be.")."""
    return head.lemma_.lower() == "be" and not any(
        c.dep_ in ("attr", "acomp", "prep", "xcomp", "ccomp", "oprd", "advcl", "dobj", "expl")
        or (c.dep_ == "advmod" and c.lower_ in ("here", "there"))
        for c in head.children
    )


#: Idioms of "come" + prepositional "to" + noun ("when push came to shove", "came to terms",
#: "came to power", "came to light", "came to grips", "came to blows", "came to harm"; Quirk et al.
#: 1985 §16.2 on idioms with prepositional verbs; CGEL ch. 4 §6): no inchoative "come to V".
COME_TO_IDIOM_NOUNS = frozenset(
    {"shove", "terms", "power", "light", "grips", "blows", "harm", "life", "blow", "grief"}
)


def _have_auxiliary(verb: Token) -> bool:
    """A perfect "have" on "got", also contracted to "'s" ("it's got to make somebody wonder":
    "is got to" is no English passive, so "'s" is "has", whatever the tagger says)."""
    return any(
        (c.dep_ == "aux" and c.lemma_ == "have")
        or (c.dep_ in ("aux", "auxpass") and c.lower_ in ("'s", "s"))
        for c in verb.children
    )


def _bare_participle(verb: Token) -> bool:
    """A participle with no subject and no auxiliary of its own (a supplementive clause)."""
    return not any(c.dep_ in AUX_DEPS or c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


#: Participles used as adjectives with a to-infinitive ("inclined/disposed/prepared to";
#: Quirk et al. 1985 §7.15-7.16, §16.75 on adjective complementation).
PARTICIPIAL_ADJECTIVES = frozenset(
    {"inclined", "disposed", "prepared", "determined", "minded", "obliged", "compelled"}
)


def _participial_adjective_in_list(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` a participial adjective with no subject or auxiliary of its own whose
    preceding list item (across a comma or "and"/"or") is an adjective phrase ("pragmatic,
    blunt, inclined to", "averse to dogma, inclined to")?"""
    if verb.lower_ not in PARTICIPIAL_ADJECTIVES:
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "expl") for c in verb.children):
        return False
    i = verb.i - 1
    separated = False
    while i >= 0 and (doc[i].text in (",", ";") or doc[i].lower_ in ("and", "or")):
        separated, i = True, i - 1
    if not separated or i < 0:
        return False
    # the previous item may end in the adjective's own complement ("averse to dogma and
    # cliche, inclined to"): climb from its last word to the adjective, stopping at a verb
    tok = doc[i]
    while tok.pos_ not in ("VERB", "AUX"):
        if tok.tag_ == "JJ":
            return True
        if tok.head is tok or tok.head.i >= verb.i:
            return False
        tok = tok.head
    return False


def _modal_aux(verb: Token) -> bool:
    """Does a modal auxiliary ("can", "might", "will") carry ``verb``?"""
    return any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)


def _it_subject(verb: Token, passive: bool = False) -> bool:
    deps = ("nsubj", "expl", "nsubjpass") if passive else ("nsubj", "expl")
    return any(c.dep_ in deps and c.lower_ == "it" for c in verb.children)


def _degree_word(doc: Doc, verb: Token, to: Token) -> str | None:
    """A degree word that the infinitive complements: "too" right before the trigger ("too
    tired to"; not additive "too" before a finite verb: "She too wanted to"), "enough" /
    "sufficiently" standing between it and "to"."""
    adjectival = verb.pos_ == "ADJ" or verb.tag_ in ("VBN", "JJ")
    if adjectival and verb.i > 0 and doc[verb.i - 1].lower_ in ("too", "sufficiently"):
        return doc[verb.i - 1].lower_
    for tok in doc[verb.i + 1 : to.i]:
        if tok.lower_ in DEGREE_WORDS:
            return tok.lower_
    return None


#: Verbs of perception that take a bare-infinitive or -ing small clause ("saw him leave", "heard
#: them singing"): the clause after them is no finite complement (Quirk et al. 1985 §16.52;
#: Huddleston & Pullum 2002 ch. 14 §5.3, catenative perception verbs). One list with
#: presupposition's (stop 62, md15): the same class, a non-finite clause of direct perception.
PERCEPTION_VERBS = word_set("presupposition_perception_verbs")
#: Time and event nouns as subjects of "see"/"witness" ("The next decade saw the party lose
#: power", "1990 saw prices rise"): a setting subject, the time or occasion in which the event
#: happens, not a perceiver (Langacker 1991 vol. 2 §7.3 on setting subjects; Hawkins 1986 ch. 5
#: on English non-agentive subjects, "The last decade has seen ..."). What follows is a small
#: clause, never a that-complement.
SETTING_NOUNS = frozenset(
    {"year", "decade", "century", "period", "era", "age", "season", "month", "week", "day"}
    | {"night", "summer", "winter", "spring", "autumn", "fall", "election", "war", "campaign"}
    | {"reign", "tenure", "term", "quarter", "semester", "weekend", "morning", "evening"}
)
#: Verbs that take a setting subject.
SETTING_SUBJECT_VERBS = frozenset({"see", "witness"})
#: Accusative pronouns: the subject of a small clause, not of a finite one ("saw him leave").
ACCUSATIVE_PRONOUNS = frozenset({"me", "him", "her", "us", "them"})


def small_clause_exclusion(verb: Token, head: Token) -> Exclusion | None:
    """Why a that-less clause after a perception verb is a small clause, not a finite
    complement (issue #12, fifth review), or None.

    - a setting subject of "see"/"witness" ("1990 saw prices rise"): no perceiver at all;
    - an -ing head without auxiliary ("saw the company expanding");
    - a base-form head (tagged VB, or VBP with the form of its lemma) that cannot be a present
      tense here: after a past, perfect or non-finite perception verb ("saw the population double", "have
      seen prices soar": a present complement of a past report would be "saw that ..."), or with
      a singular or accusative subject ("see him leave", "see the population double").

    The hypothesis of such a clause ("The party lose power") has no tense and breaks agreement;
    "saw him leave" entails "He left", but the tense would have to come from the matrix verb,
    which a that-complement rewrite does not do: dropped.
    """
    lemma = verb_lemma(verb)
    if lemma not in PERCEPTION_VERBS:
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if lemma in SETTING_SUBJECT_VERBS and subject is not None and _setting(subject):
        return Exclusion("setting-subject-small-clause", drop=True)
    if any(c.dep_ in AUX_DEPS for c in head.children):
        return None  # "I saw he had left": a finite clause with its auxiliary
    if head.tag_ == "VBG":
        return Exclusion("perception-small-clause", drop=True)
    if _participle_read_as_past(verb, head, lemma):
        return Exclusion("perception-small-clause", drop=True)
    base = head.tag_ == "VB" or (
        head.tag_ == "VBP" and head.lower_ in getAllLemmas(head.lower_, upos="VERB").get("VERB", ())
    )
    if not base:
        return None
    own = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    past = verb.tag_ in ("VBD", "VBN") or any(
        c.dep_ in AUX_DEPS and c.tag_ in ("VBD", "VBZ", "VBP") and c.lemma_ == "have"
        for c in verb.children
    )
    singular = own is not None and (own.tag_ in ("NN", "NNP") or own.lower_ in ("he", "she", "it"))
    accusative = own is not None and own.lower_ in ACCUSATIVE_PRONOUNS
    # a non-finite perception verb ("would like to see more planets fall", "love to watch the
    # towers burn") reports no perception at a present time that a present complement could
    # match, just as a past one does not: the base form is the bare infinitive of direct
    # perception (Barwise 1981 on naked infinitives; hundred-sixteenth pass, s1202x
    # verb-cand-33)
    nonfinite = verb.tag_ in ("VB", "VBG") and not any(
        c.dep_ == "nsubj" and c.i < verb.i for c in verb.children
    )
    # vc231: under a modal of prediction or hypothesis ("A family would see their taxes
    # fall", "You will see prices rise") the perception is as unlocated in the present as a
    # non-finite one, and the base form is the naked infinitive again (Barwise 1981; Quirk et
    # al. 1985 §16.52 on "see" + bare infinitive); "can see" (= realise: "I can see they need
    # help", Quirk et al. 1985 §4.29 on "can" with verbs of perception) keeps its finite clause
    modal = any(
        c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ not in ("can", "ca") for c in verb.children
    )
    if head.tag_ == "VB" or past or singular or accusative or nonfinite or modal:
        return Exclusion("perception-small-clause", drop=True)
    return None


#: Perception verbs of sight whose non-present forms take a participle small clause ("lived to
#: see the question solved", "watched the bridge destroyed"): "see" = realise takes a
#: that-clause in the present ("I see you solved it"), so only past and non-finite forms count.
#: Not "hear" ("I heard he left", learn) or "feel" ("felt the team played well", believe),
#: whose that-less finite clauses are common in any tense.
SIGHT_SMALL_CLAUSE_VERBS = frozenset({"see", "watch", "witness"})


def _participle_read_as_past(verb: Token, head: Token, lemma: str) -> bool:
    """ "He did not live to see the dispute settled": an -ed form the tagger read as a past
    tense (VBD) after a past or non-finite "see/watch", with no object of its own, is the
    passive participle of a small clause ("see [the dispute settled]"; Quirk et al. 1985
    §16.52, CGEL ch. 14 §6 on perception verbs with a past-participial complement), no finite
    content clause: its hypothesis ("The dispute settled") turns the passive into an active
    intransitive (fifty-eighth pass)."""
    if lemma == "hear" and _heard_pronounced(head):
        return True
    if lemma not in SIGHT_SMALL_CLAUSE_VERBS or verb.tag_ in ("VBP", "VBZ"):
        return False
    if head.tag_ != "VBD" or any(c.dep_ in ("dobj", "dative", "ccomp") for c in head.children):
        return False
    participles = getInflection(head.lemma_.lower(), tag="VBN") or ()
    return head.lower_ in participles


def _instrument_used_to(verb: Token, head: Token) -> bool:
    """Is "used to V" in "NP used to V O" open to the instrument reading ("NP (that is) used to
    V O": Quirk et al. 1985 §17.29 on reduced relatives, §4.24 on "use X to V" = purpose)?

    The subject must be a singular common noun that does not mostly denote an agent (a
    pronoun, a name, a possessed or plural noun or a person noun - "It used to be", "Kal used
    to be", "My father used to", "The strong warriors used to throw" - are the habitual's
    ordinary subjects and no glossary headword; the tagger's VBN for "used" is no evidence,
    it tags "The mailing list used to be quiet" so), and the infinitive must take an
    expressed object: the instrument reading needs the agent left implicit and the used
    thing acting on an object ("separate elements", "measure the rate"); "The road used to
    flood" has no object and stays habitual. Passive "used" ("is used to") is handled apart.
    """
    if verb.dep_ != "ROOT" or any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    # a comma between the subject and "used" ("The name of ..., often used to refer to X")
    # sets the participle off as a supplementive or non-restrictive reduced relative: no
    # comma separates a subject from its predicate (Quirk et al. 1985 §III.9, §17.29), so the
    # instrument reading holds whatever the infinitive takes (s1203c verb-027, vc117)
    if not (_comma_set_participle(verb) or any(c.dep_ == "dobj" for c in head.children)):
        return False
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if len(subjects) != 1 or subjects[0].tag_ != "NN":
        return False
    if any(c.dep_ == "poss" for c in subjects[0].children):
        return False
    return not _mostly_animate(subjects[0].lemma_.lower())


def _infinitival_subject(verb: Token, to: Token) -> bool:
    """Does a to-infinitive open ``verb``'s clause and lead to the verb with no comma between
    ('To "loop through" a list means to ...', "To err means to ...")? A fronted purpose
    adjunct is set off by a comma ("To get there, he means to drive"; Quirk et al. 1985
    §8.13 on initial adjuncts), a subject is not."""
    doc = verb.doc
    start = verb.left_edge.i
    while start < verb.i and doc[start].is_punct:
        start += 1
    if start >= verb.i or doc[start].lower_ != "to" or doc[start].tag_ != "TO":
        return False
    if any(t.text in (",", ";", ":") for t in doc[start : verb.i]):
        return False
    return start < to.i


def _comma_set_participle(verb: Token) -> bool:
    """Does a comma stand right before ``verb`` or before the adverbs of its own that open it
    ("..., often used to refer to X")?"""
    first = verb
    while first.i > 0 and first.doc[first.i - 1].dep_ == "advmod":
        if first.doc[first.i - 1].head.i != verb.i:
            break
        first = first.doc[first.i - 1]
    return first.i > 0 and first.doc[first.i - 1].text == ","


def _mostly_animate(noun: str) -> bool:
    """Do at least half of the noun's WordNet senses, weighted by their SemCor counts (first
    sense alone without counts), denote agents? "warrior", "king", "man" do; "character",
    "unit", "symbol", "cookie" do not. Habitual "used to" needs no agent ("The road used to
    flood"), but with an agent noun the instrument reading of "used to V O" is out."""
    synsets = wordnet().synsets(noun, "n")
    if not synsets:
        return False
    counts = [sum(w.count() for w in s.lemmas() if w.name().lower() == noun) for s in synsets]
    total = sum(counts)
    if total == 0:
        return synsets[0].lexname() in AGENT_LEXNAMES
    agent = sum(n for s, n in zip(synsets, counts, strict=True) if s.lexname() in AGENT_LEXNAMES)
    return 2 * agent >= total


def _stranded_finite_after(verb: Token, head: Token) -> bool:
    """Is there a finite verb after the infinitive headed by ``head``, a dependent of ``verb``
    with no subject, auxiliary-less or passive, and no coordinator or punctuation before it
    ("The tool used to open the crates was lost")?"""
    for c in verb.children:
        if c.i <= head.right_edge.i or c.dep_ not in ("ccomp", "xcomp", "dep", "conj"):
            continue
        finite = c.tag_ in ("VBD", "VBZ", "VBP") or any(
            a.dep_ in ("aux", "auxpass") and a.tag_ in ("VBD", "VBZ", "VBP", "MD")
            for a in c.children
        )
        if not finite or any(a.dep_ in ("nsubj", "nsubjpass", "expl", "mark") for a in c.children):
            continue
        if not any(t.dep_ == "cc" or t.is_punct for t in verb.doc[head.right_edge.i + 1 : c.i]):
            return True
    return False


def cut_complement(verb: Token, head: Token) -> bool:
    """Is the complement headed by ``head`` cut short by the parser: its subtree holds a
    "to"-infinitive with a subject of its own ("when the parts to be welded"), and right after
    it comes a finite verb with no subject, hung on the trigger (``_stranded_finite_after``:
    "... are at full temperature")? Then "the parts to be welded" is a noun phrase with an
    infinitival modifier (Quirk et al. 1985 §17.30; CGEL ch. 12 §7 on infinitival relatives),
    the subject of that finite verb, and the complement's clause goes on past its subtree: the
    hypothesis would end "*when the parts to be welded." (hundred-eleventh pass, vc105; s1202t
    verb-039, -047)."""
    doc = verb.doc
    inner = any(
        t.pos_ in ("VERB", "AUX")
        and t.i != head.i
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in t.children)
        and any(a.dep_ in ("nsubj", "nsubjpass") for a in t.children)
        for t in doc[head.left_edge.i : head.right_edge.i + 1]
    )
    return inner and _stranded_finite_after(verb, head)


#: Verbs of pronouncing and spelling a word, whose passive participle after "hear" is the
#: small clause of a heard form ("heard the name pronounced /x/", "heard it spelled with a k";
#: Quirk et al. 1985 §16.52 on perception verbs with a participle; Levin 1993 §37.3 on verbs
#: of manner of speaking): a word cannot pronounce or spell anything, so its VBD reading is out.
_FORM_VERBS = frozenset({"pronounce", "mispronounce", "spell", "misspell"})


def _heard_pronounced(head: Token) -> bool:
    """ "he has often heard the editor's name pronounced /vi:l/": the -ed head of a verb of
    pronouncing or spelling with a noun subject and no pronoun object, read as a past tense
    after "hear": the participle of a small clause, no content clause (hundred-tenth pass)."""
    if head.tag_ not in ("VBD", "VBN") or verb_lemma(head) not in _FORM_VERBS:
        return False
    own = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if own is None or own.tag_ not in ("NN", "NNS", "NNP", "NNPS"):
        return False
    return not any(c.dep_ == "dobj" and c.pos_ == "PRON" for c in head.children)


def _setting(subject: Token) -> bool:
    """A time or event noun phrase ("the next decade", "1990", "the 1990s", "That year")."""
    if subject.tag_ == "CD" or any(ch.isdigit() for ch in subject.text):
        return True
    return subject.lemma_.lower() in SETTING_NOUNS


#: Verbs of saying and conceding that form comment clauses with a first-person subject under a
#: modal of necessity ("I have to say", "I must admit", "I've got to confess"; Quirk et al. 1985
#: §15.53-15.55 comment clauses, type (i) "I must admit"; Brinton 2008 ch. 4 on "I have to say"
#: as a pragmatic marker).
COMMENT_VERBS = frozenset({"say", "admit", "confess", "concede", "tell"})
#: Frames that make such a verb a comment clause: necessity "have to" / "have got to" / "must",
#: and the impersonal formulas "suffice it to say", "needless to say", "sad/strange to say"
#: (Quirk et al. 1985 §15.55, to-infinitive comment clauses).
COMMENT_NECESSITY = frozenset({"have", "get"})
COMMENT_FORMULA_HEADS = frozenset({"suffice", "needless", "sad", "strange", "sorry", "truth"})


def comment_clause(doc: Doc, verb: Token, head: Token, subtype: str) -> Exclusion | None:
    """A formulaic matrix clause ("I have to say that the food was excellent", "I must admit
    that I was surprised", "Suffice it to say that the plan failed"), or None.

    Such a clause is a comment clause, a parenthetical hedge or emphasis on the speaker's own
    assertion, whatever its position (Quirk et al. 1985 §15.53); the complement is the assertion
    and the "matrix" reports no act of saying that negation could target ("I do not have to say
    that the food was excellent" is no denial of anything said). Neither the "have to" match nor
    the "say that" match is a complement construction to test (issue #12, fifth review): both
    are dropped. "I've got to say something" (an object, no clause) is no comment clause.
    """
    if (
        verb_lemma(verb) == "dare"
        and doc[verb.i + 1 : verb.i + 2].text.lower() == "say"
        and first_person_comment_clause(doc[verb.i + 1])
    ) or first_person_comment_clause(verb):
        # "I dare say P", "He managed, I dare say, to escape", "I fancy that P": a first-person
        # comment clause (= "I suppose"; Quirk et al. 1985 §15.54) hedges the speaker's own
        # assertion; "dare" there is no "dare to" of courage, and neither its "say" nor
        # "fancy" reports an act or attitude that negation could deny ("*I do not fancy that
        # P" is no hedge) (``first_person_comment_clause``; stop 99, vc214)
        return Exclusion("comment-clause", drop=True)
    if (
        subtype == "to"
        and verb_lemma(head) in COMMENT_VERBS
        and _impersonal_necessity_passive(head)
    ):
        return Exclusion("comment-clause", drop=True)  # "It has to be said that P" (below)
    if subtype == "to" and verb_lemma(verb) in COMMENT_NECESSITY and _first_person_now(verb):
        if verb_lemma(head) in COMMENT_VERBS and _introduces_clause(doc, verb, head):
            return Exclusion("comment-clause", drop=True)
        return None
    if subtype != "that" or verb_lemma(verb) not in COMMENT_VERBS:
        return None
    if any(c.dep_ in ("dobj", "dative") for c in verb.children):
        return None  # "We have to tell them that ...": addressed to someone, a real report
    if _impersonal_necessity_passive(verb):
        # "It must be said that the staff worked hard", "it has to be admitted that P": the
        # impersonal passive of a verb of saying or conceding under necessity is the
        # concessive formula (= "admittedly", "to be fair"), the writer's own comment clause
        # whose speaker is the writer (Quirk et al. 1985 §15.53-15.55; Brinton 2008, The
        # Comment Clause in English, ch. 4-5 on "I must say" and its impersonal variants):
        # it reports no act of saying, and "It does not need to be said that P" is no
        # denial of one; P is asserted (fifty-eighth pass)
        return Exclusion("comment-clause", drop=True)
    if any(c.dep_ == "aux" and c.lower_ == "must" for c in verb.children):
        return Exclusion("comment-clause", drop=True) if _first_person_now(verb) else None
    frame = verb.head
    if verb.dep_ != "xcomp" or frame.i == verb.i:
        return None
    if verb_lemma(frame) in COMMENT_NECESSITY and _first_person_now(frame):
        return Exclusion("comment-clause", drop=True)
    if frame.lower_ in COMMENT_FORMULA_HEADS or verb_lemma(frame) in COMMENT_FORMULA_HEADS:
        return Exclusion("comment-clause", drop=True)
    return None


def _impersonal_necessity_passive(verb: Token) -> bool:
    """ "it must be said", "it has to be admitted", "it should be conceded": passive with an
    "it" subject and a necessity modal ("must", "should") or "have (got) to" over it."""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    if any(c.dep_ in ("nsubjpass", "expl") and c.lower_ == "it" for c in verb.children):
        return any(c.dep_ == "aux" and c.lower_ in ("must", "should") for c in verb.children)
    frame = verb.head  # "It has to be said": "it" is the subject of "has"
    return (
        verb.dep_ == "xcomp"
        and verb_lemma(frame) in COMMENT_NECESSITY
        and any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in frame.children)
    )


#: Verbs of the idioms "set (someone) to work" and "put someone to work" (= begin working, make
#: someone begin working; OED s.v. "set" v.1, "to set to work"; Cambridge Dictionary s.v. "set to
#: work", "put someone to work"): "to work" is a prepositional phrase with the noun "work".
_TO_WORK_VERBS = frozenset({"set", "put"})


def _set_to_work(verb: Token, head: Token) -> bool:
    """Is this "set (NP) to work" read as "set to" + the infinitive "work", or the verb "work" of
    that idiom read as taking the following infinitive ("were set to work to prepare the
    engine")? "set to work" is one fixed phrase (= start working), whose "to work" is a
    prepositional phrase with the noun "work", not an infinitive (Oxford Dictionary of Idioms s.v.
    "set to work"; Quirk et al. 1985 §16.3 on multi-word verbs), and an infinitive after it is a
    purpose adjunct of the whole phrase (Quirk §15.20), no complement of a verb "work": neither
    "He worked with all his might to try" nor "They were set to prepare the engine" says what
    S says (seventy-third pass, vc67).
    """
    doc = verb.doc
    if verb_lemma(verb) in _TO_WORK_VERBS and head.lower_ == "work":
        return head.i > 0 and doc[head.i - 1].lower_ == "to"
    return (
        verb.lower_ == "work"
        and verb.i > 0
        and doc[verb.i - 1].lower_ == "to"
        and verb.head.i < verb.i
        and verb_lemma(verb.head) in _TO_WORK_VERBS
    )


#: Dependencies along which a purpose infinitive and its conjuncts hang from "set to work".
_PURPOSE_CHAIN_DEPS = frozenset({"advcl", "conj"})


def _set_to_work_purpose(verb: Token) -> bool:
    """Is the trigger itself a to-infinitive in the purpose adjunct of "set (NP) to work" ("set
    to work to fix the roof and to try to stop the leaks", "set to work with all his might to
    try to break her prison")? The infinitives after the idiom are purpose adjuncts of the
    whole phrase (Quirk et al. 1985 §15.20, §15.34: a purpose clause states an aim, not an
    outcome), so the trigger's act is only aimed at: the in-place hypothesis keeps the purpose
    frame and trades "to try to stop" for "to stop", a near paraphrase with no veridicality
    claim to test. vc67's ``_set_to_work`` dropped "set" and "work" as triggers; this is the
    "to V" after them (seventy-sixth pass). Up the chain of advcl/conj to-infinitives only."""
    doc = verb.doc
    tok = verb
    for _ in range(len(doc)):
        if tok.dep_ not in _PURPOSE_CHAIN_DEPS or tok.head.i == tok.i:
            return False
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in tok.children):
            return False
        up = tok.head
        if up.lower_ == "work" and up.i > 0 and doc[up.i - 1].lower_ == "to":
            return verb_lemma(up.head) in _TO_WORK_VERBS
        if verb_lemma(up) in _TO_WORK_VERBS and any(
            c.lower_ == "work" and c.i > 0 and doc[c.i - 1].lower_ == "to" and c.i < verb.i
            for c in up.children
        ):
            return True
        tok = up
    return False


def _come_to_pass(verb: Token, head: Token) -> bool:
    """ "come to pass" with no object of "pass" (literal "came to pass the exam" has one), or
    with an expletive "it" and an extraposed that-clause, where the parse may take a time phrase
    for a particle and an object ("It will come to pass in/RP that day/dobj that ...").

    The expletive frame "it comes to pass (ADV) that S" is the presentational idiom (= it
    happens that; OED s.v. "come to pass"; CGEL ch. 16 §4 on extraposition with "it"): the
    literal "pass" (hand on, go past) takes no that-clause, so a that-clause with "it" settles
    the idiom whatever the parse did with the words between (stop 89, vc182; s1205v verb-026)."""
    if verb_lemma(verb) != "come" or head.lemma_.lower() != "pass":
        return False
    if not any(c.dep_ in ("dobj", "dative", "prt") for c in head.children):
        return True
    expletive = any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in verb.children)
    # the parse may also hang the clause on the time noun as a relative, but a relative's
    # "that" is its subject or object, never a ``mark``: a marking "that" opens a content clause
    return expletive and any(
        t.dep_ == "mark" and t.lower_ == "that" and t.i > head.i for t in verb.subtree
    )


def _speech_act_mean_to_say(verb: Token, head: Token) -> bool:
    """ "mean to say" + a content clause with "mean" in the present (no past tag, no past
    "did/had" auxiliary): "does not mean to say that P", "Do you mean to say P?"."""
    if verb_lemma(verb) != "mean" or head.lemma_.lower() != "say":
        return False
    if verb.tag_ in ("VBD", "VBN") or any(
        a.dep_ == "aux" and a.lower_ in ("did", "had") for a in verb.children
    ):
        return False
    return any(c.dep_ == "ccomp" for c in head.children)


def infinitival_subject_clause(doc: Doc, verb: Token) -> bool:
    """Is "that to V ... be" around the trigger a content clause whose subject is an
    infinitive clause ("It realized that to admit them was to jeopardize form", "She knew that
    to refuse was to lose")? A to-infinitive clause can be the subject of a finite clause
    (Quirk et al. 1985 §15.9, §16.37 on nominal to-infinitive clauses; CGEL ch. 14 §1.3), here
    the content clause of the verb before "that". The parser reads "that" as an object or
    stray mark and hangs the finite "be" on one of the verbs as a complement, so neither the
    infinitive (whose only complement is its object: "Them was to jeopardize form") nor the
    verb before "that" (read as an object-control "to": "That refused them") is a trigger
    with its complement. Only with "be" as the content clause's verb, right after the
    infinitive clause and hung on the trigger or the infinitive: "wanted that to happen"
    (a demonstrative object and its infinitive) has none."""
    for start in (verb.i - 2, verb.i + 1):
        if start < 0 or start + 2 >= len(doc):
            continue
        that, to, inf = doc[start], doc[start + 1], doc[start + 2]
        if that.lower_ != "that" or to.lower_ != "to" or inf.tag_ != "VB":
            continue
        if (start == verb.i - 2 and inf.i != verb.i) or inf.dep_ in ("csubj", "csubjpass"):
            continue  # a parse with the clausal subject in place is rewritten as it is
        for t in doc[inf.i + 1 : inf.sent.end]:
            if t.is_punct and t.text in ",;:":
                break
            if t.dep_ == "ccomp" and t.head in (verb, inf) and t.lemma_ == "be":
                return True
    return False


def idiom_exclusion(verb: Token, head: Token, subtype: str) -> Exclusion | None:
    """ "have to hand it to someone" (= must give someone credit), or None.

    The idiom is fixed ("You have to hand it to her, she knows her job"; Oxford Dictionary of
    Idioms, Cambridge Idioms Dictionary s.v. "hand it to"): "have to" is part of it, nothing is
    handed, so "I hand it to you" is no complement of "have to" (Nunberg, Sag & Wasow 1994 on
    idiomatic phrases, whose parts have no literal meaning of their own). Dropped (issue #12,
    seventh review). A literal "have to hand the keys to" has no "it" and stays.
    """
    if subtype == "that":
        return _that_idiom(verb)
    if subtype == "to" and verb_lemma(verb) == "mean" and _passive_verb(verb):
        # "You were meant to be together", "It was never meant to last": the passive "be meant
        # to" is the semi-modal of destiny or expectation (= be supposed to, be destined to;
        # Quirk et al. 1985 §3.49 note on "be supposed to"; CGEL ch. 14 §9 on "be meant to" as
        # a deontic/evaluative catenative; Oxford Dictionary of Idioms s.v. "meant to be"), no
        # passive of the intention verb "mean to V" (o/+): nobody's intent is reported, so the
        # implicature signature of "mean to" and the pair "You were together" do not apply
        # (blind review s1201m; eighty-sixth pass). Flagged, not dropped: RP19 annotated a
        # "be meant to" row under "mean", so the candidate stays for the benchmark. Since stop
        # 86 (fl71) ``verb_complement`` lifts the exclusion where its ``_passive_meant`` agrees:
        # there the o/o ``mean:passive`` signature already labels the pair neutral
        return Exclusion("idiom:be-meant-to", drop=False)
    if subtype == "to" and _have_got_to_progressive(verb, head):
        # "You got to be kidding": "(have) got to" with its "'ve" left out, the modal of
        # necessity (Quirk et al. 1985 §3.47 on "have got to"; CGEL ch. 3 §2.5.4): with a
        # progressive infinitive it is the epistemic "must be V-ing" ("You must be kidding",
        # Coates 1983 ch. 3), no event of getting to do something, so "You were kidding" is no
        # complement of "get" (issue #12, twenty-third pass, class 1)
        return Exclusion("idiom:got-to-be-ing", drop=True)
    if subtype == "to" and verb_lemma(verb) == "get" and head.lemma_.lower() == "know":
        # "a great way to get to know someone", "I got to know her": "get to know" is one
        # inchoative multi-word verb (= become acquainted with; Oxford Dictionary of Idioms,
        # Cambridge Dictionary s.v. "get to know"; Quirk et al. 1985 §16.3 on multi-word verbs),
        # no "get to" (= have the chance) over a separate "know": "I knew her" is no complement
        # of it (issue #12, twenty-fourth pass, class 1)
        return Exclusion("idiom:get-to-know", drop=True)
    if subtype == "to" and _expletive_come_to_be_that(verb, head):
        # "It came to be that the river changed course": expletive "it" + "come to be" + a
        # that-clause is a fixed presentational frame ("it came to pass that"; CGEL ch. 16
        # §4 on extraposition with expletive "it"), whose "be" has no subject of its own, so
        # "It was that the river changed course" is no complement of "come" (twenty-fourth
        # pass, class 1)
        return Exclusion("idiom:come-to-be-that", drop=True)
    if subtype == "to" and _come_to_pass(verb, head):
        # "And so it came to pass that the village was abandoned", "Such things come to pass":
        # "come to pass" is one fixed intransitive idiom (= happen; Oxford Dictionary of Idioms,
        # Cambridge Dictionary s.v. "come to pass"), no implicative "come to" (= end up) over a
        # verb "pass", whose literal sense it does not keep: "it passed that ..." is no
        # complement of it (forty-fifth pass, s1130h)
        return Exclusion("idiom:come-to-pass", drop=True)
    if subtype == "to" and _speech_act_mean_to_say(verb, head):
        # "He does not mean to say that Adam was mortal", "Do you mean to say that the money is
        # gone?": the present of "mean to say" + a clause is a fixed speech-act idiom (= be
        # asserting, be claiming; OED s.v. "mean" v.1 "to mean to say"; Cambridge Dictionary
        # s.v. "mean to say", used to express surprise or to correct), no intention to a
        # later saying: "He says that Adam was mortal" is what ¬"mean to say" denies, not what
        # it leaves open, and the o/+ intention label reads it as an accident. Dropped; the
        # past "I meant to say that ..., but forgot" keeps the intention (fifty-fourth pass)
        return Exclusion("idiom:mean-to-say", drop=True)
    if subtype == "to" and _set_to_work(verb, head):
        # "She set to work to tidy the kitchen", "They were set to work to prepare the engine":
        # the idiom "set to work" (_set_to_work), no "set to V" nor "work to V"
        return Exclusion("idiom:set-to-work", drop=True)
    if subtype == "to" and _set_to_work_purpose(verb):
        # "He set to work to fix the roof and to try to stop the leaks": the trigger is in the
        # purpose adjunct of the idiom (_set_to_work_purpose), only aimed at
        return Exclusion("idiom:set-to-work", drop=True)
    if subtype == "to" and _pseudo_cleft_do(verb, head):
        return Exclusion("pseudo-cleft-do", drop=True)
    if subtype != "to" or verb_lemma(verb) != "have":
        return None
    if head.lemma_.lower() == "do" and _do_with(head):
        # "It has to do with governance", "It has nothing to do with money": the idiom "have
        # (something/nothing) to do with" = "be related to" (Oxford Dictionary of Idioms s.v.
        # "have to do with"; CGEL ch. 14 §5 on fixed "have ... to do with"): no obligation and
        # no doing, so "It does with governance" is no complement (issue #12, eighth review)
        return Exclusion("idiom:have-to-do-with", drop=True)
    if head.lemma_.lower() != "hand":
        return None
    objects = [c for c in head.children if c.dep_ == "dobj"]
    to_phrase = any(c.dep_ in ("prep", "dative") and c.lower_ == "to" for c in head.children)
    if len(objects) == 1 and objects[0].lower_ == "it" and to_phrase:
        return Exclusion("idiom:hand-it-to", drop=True)
    return None


#: Verbs whose "to"-complement construction is subject control only ("We need to cover the
#: costs", RP19 "need to" o/o): their passive ("$700 million is needed to cover the costs") is the
#: passive of transitive "need NP", with a purpose infinitive (Quirk et al. 1985 §15.34 on the
#: infinitive of purpose; CGEL ch. 14 §5.3: "need" takes no raised object). "choose": RP19's
#: "choose to V" is the subject-control verb of decision (the chooser does V); in "The steel was
#: chosen to withstand salt spray" the chooser is the demoted agent and the infinitive states
#: the function the chosen theme is selected for, a rationale clause controlled by the theme
#: ("chosen so that it withstands", Quirk et al. 1985 §15.48; Jones 1991), so the listed
#: signature is no signature of it (fifty-eighth pass).
PASSIVE_PURPOSE_VERBS = frozenset({"need", "choose"})


def passive_purpose(verb: Token, subtype: str) -> Exclusion | None:
    """ "About $700 million is needed to cover the costs": a passive "need" with a to-infinitive
    is no need-to complement; the infinitive says what the thing is needed for, so "About $700
    million covers the costs" is no pair (issue #12, twenty-fourth pass, class 1). Dropped."""
    if subtype != "to":
        return None
    if passive_purpose_participle(verb):
        # "a device used to convert X", "get this area covered to protect the workers" (the
        # participle of "use" or of a verb with no infinitival frame; ninety-ninth pass, vc93)
        return Exclusion("passive-purpose", drop=True)
    lemma = verb_lemma(verb)
    if lemma in INTENTION_PARTICIPLES and _reduced_participle_modifier(verb):
        # "A heavy cloak, meant to be thrown over your body", "springs intended to cushion X"
        # (hundred-first pass, vc95)
        return Exclusion("passive-purpose", drop=True)
    if lemma in ("begin", "start") and any(c.dep_ == "auxpass" for c in verb.children):
        # "The engine may be started to provide more power": aspectual "begin/start" is a
        # raising verb and has no passive of its own ("*The work was begun to be done";
        # Perlmutter 1970, "The two verbs begin"), so a passive "start" is the transitive
        # "start the engine" and its infinitive a purpose adjunct (s1202k cand-08; vc95)
        return Exclusion("passive-purpose", drop=True)
    if lemma == "require":
        if _needed_indefinite_thing(verb):
            # "A metal frame will be required to support a surface": a thing is needed for the
            # purpose, not obliged (vc95)
            return Exclusion("passive-purpose", drop=True)
        return None
    if lemma not in PASSIVE_PURPOSE_VERBS:
        return None
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return Exclusion("passive-purpose", drop=True)
    return None


def _needed_indefinite_thing(verb: Token) -> bool:
    """Is ``verb`` a passive "require" whose subject is a nonspecific indefinite ("a/an/some")
    thing (no person, group, animal or place) and whose infinitive is dynamic ("A metal frame
    will be required to support a surface")? The indefinite introduces what is needed, as
    "you will need a metal frame to support it" (Carlson 1977 on nonspecific indefinites;
    Quirk et al. 1985 §15.48 on purpose): no obligation binds it. A generic or definite
    subject is the bearer of a norm ("New buildings are required to have two exits", "The
    state is required to provide counsel"; fifty-second pass), and a stative "be/have" is
    the obligation's content, so both keep their rows."""
    from .verb_complement import _inanimate_permittee

    if not _inanimate_permittee(verb):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if subject is None or not any(
        c.dep_ == "det" and c.lower_ in ("a", "an", "some") for c in subject.children
    ):
        return False
    return not any(
        c.dep_ in ("xcomp", "advcl") and c.lemma_ in ("be", "have") for c in verb.children
    )


#: Verbs of intention and design whose reduced passive participle states what a thing is for
#: ("a cloak meant to be thrown over you", "a device intended/designed to cushion X"): the
#: participle modifies the noun like "for throwing over you" (Quirk et al. 1985 §17.30 on
#: reduced relatives, §15.48 on purpose), and no agent "means" anything; "did not mean to" is
#: no negation of it (s1202k verb-024, cand-01, cand-13). With its own auxiliary ("is meant to
#: arrive") the clause is a finite passive and keeps its rows.
INTENTION_PARTICIPLES = frozenset({"mean", "intend", "design"})


def _reduced_participle_modifier(verb: Token) -> bool:
    """Is ``verb`` a participle with no auxiliary that modifies a noun: the parser's "acl" of
    a noun, or a "subject" set off from it by a comma in a fragment ("A jerrycan, meant to
    carry fuel, ...": a finite clause puts no comma between subject and verb, Quirk et al.
    1985 Appendix III.20 on punctuation; CGEL ch. 20)?"""
    if verb.tag_ not in ("VBN", "VBD") or any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    if verb.dep_ == "acl" and verb.head.pos_ in ("NOUN", "PROPN", "PRON"):
        return True
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return (
        subject is not None
        and subject.pos_ == "NOUN"
        and verb.i >= 2
        and verb.doc[verb.i - 1].text == ","
        and subject.right_edge.i == verb.i - 2
    )


def _expletive_come_to_be_that(verb: Token, head: Token) -> bool:
    """ "it came to be that X": "come" with an "it" subject (or none) and an infinitive "be"
    whose own dependent is a that-clause (see ``idiom_exclusion``)."""
    if verb_lemma(verb) != "come" or head.lemma_.lower() != "be":
        return False
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "expl")]
    if any(s.lower_ != "it" for s in subjects):
        return False
    return any(
        c.dep_ in ("ccomp", "attr", "acomp") and c.tag_.startswith("VB") for c in head.children
    )


def _have_got_to_progressive(verb: Token, head: Token) -> bool:
    """ "got to be V-ing" with no auxiliary on "got" (the modal "(have) got to", see
    ``idiom_exclusion``)."""
    if verb.lower_ != "got" or any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    return head.tag_ == "VBG" and any(
        c.dep_ == "aux" and c.lower_ == "be" and c.i < head.i for c in head.children
    )


def _that_idiom(verb: Token) -> Exclusion | None:
    """A fixed expression around a that-clause verb that says nothing about the verb's own
    complement (issue #12, blind reviews of 11/2026), or None.

    - "It goes without saying that X" = "X is obvious" (Oxford Dictionary of Idioms s.v. "go
      without saying"): nobody says anything, the speaker asserts X, so neither "It goes without
      not saying" nor a neutral "say" label is a pair; dropped (Nunberg, Sag & Wasow 1994: the
      idiom's parts have no literal meaning of their own).
    - "The president said it all: we cannot wait" (forty-third pass, vc35): "say it all" = "be
      fully expressive" (Oxford Dictionary of Idioms s.v. "say it all"), and its object "it
      all" fills the one object slot, so the clause after the colon is an appositive
      elaboration of that object or the writer's own comment (Quirk et al. 1985 §17.65 on
      appositive clauses after a colon), no content clause of "say": "The president did not
      say it all: we cannot wait" denies nothing of it; dropped.
    - "Land is owned by the state, which is to say that farmers are tenants", "that is to
      say", "this is to say": a reformulation marker (Quirk et al. 1985 §8.141 on
      appositional "that is (to say)"; Oxford Dictionary of Idioms s.v. "that is to say"):
      nobody says anything, the writer restates the previous clause and asserts the clause
      after it, so neither a neutral "say" label nor "which is not to say" (a denial that
      the restatement follows) is a pair; dropped (fifty-seventh pass).
    - "I can't believe that X!" in the first person is an exclamation of incredulity at a fact
      the speaker takes as given (Oxford Dictionary of Idioms s.v. "I can't believe"; emotive,
      like the factives of Kiparsky & Kiparsky 1970): X is not left open as "believe" (o/o)
      says, and its negation_removed premise "I can believe that X" is no counterpart. A
      literal reading exists ("I can't believe that the earth is flat"), so it was flagged;
      since the eighty-fifth pass (vc79) it is dropped: two blind reviews (s1201k, s1201l)
      rejected the candidate itself as "not a belief report", and the incredulity reading
      is the conventional one in dialogue (43 of 43 first-person instances in the dev range
      of friends_dev are exclamations about a fact the speaker accepts: "I can't believe you
      did this!", "I cannot believe Chip dumped me"; Karttunen 1971 on emotive factives,
      whose complement is presupposed whatever the matrix polarity). No pair is better than
      an o/o label ("not negated belief") or a negation_removed premise "I can believe X".
    """
    lemma = verb_lemma(verb)
    if lemma == "say" and _reformulation_to_say(verb):
        return Exclusion("idiom:that-is-to-say", drop=True)
    if lemma == "say" and _says_it_all(verb):
        return Exclusion("idiom:say-it-all", drop=True)
    without = verb.dep_ == "pcomp" and verb.head.lower_ == "without"
    if lemma == "say" and without and verb_lemma(verb.head.head) == "go":
        return Exclusion("idiom:go-without-saying", drop=True)
    if lemma == "say" and _generic_you_cant_say(verb):
        return Exclusion("idiom:you-cant-say", drop=True)
    if lemma == "think" and _generic_you_would_think(verb):
        return Exclusion("idiom:you-would-think", drop=True)
    if lemma == "mean" and _just_because_subject(verb):
        return Exclusion("idiom:just-because-doesnt-mean", drop=True)
    if lemma == "believe" and any(c.dep_ == "neg" for c in verb.children):
        modal = any(c.dep_ == "aux" and c.lemma_.lower() in ("can", "could") for c in verb.children)
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if modal and subject is not None and subject.lower_ in SPEAKER_PRONOUNS:
            return Exclusion("idiom:cant-believe", drop=True)
    return None


_PSEUDO_CLEFT_HOSTS = frozenset({"all", "thing", "what"})
#: The necessity and volition verbs of the class ("have/need/got to do", "want/like to do"):
#: semi-modals whose "V to do" in a free relative says only what the focus is needed or
#: wanted for (Quirk et al. 1985 §3.40-3.47). Other verbs stay: RP19's gold annotates "All
#: they have agreed to do is continue talking" under "agree" (o/o), so the candidate is kept.
_PSEUDO_CLEFT_MODALS = frozenset({"have", "need", "want", "get", "like"})


def _pseudo_cleft_do(verb: Token, head: Token) -> bool:
    """ "All I have to do is close my eyes", "What I want to do is go home", "The only thing
    we need to do is wait": a pseudo-cleft (or all-/thing-cleft) whose free relative holds
    "V to do" with the object of "do" extracted (Quirk et al. 1985 §18.29-18.30; CGEL ch. 16
    §9.3 on pseudo-clefts with "do"): the infinitive "to do" is a gap, the focus after "be"
    is what the clause is about, and "close my eyes" is no to-complement of "have/want".
    Neither "All I will do is close my eyes" nor a negated "All I do not have to do is ..."
    is a pair (blind review s1201n; eighty-eighth pass), so the candidate is dropped.

    The clause is a relative on "all/thing/what" or a subject clause with "what" as the
    object of "do", and its host is the subject of "be"; "do" has no object of its own
    ("All I have to do the dishes with is a sponge" is not this).
    """
    if verb_lemma(verb) not in _PSEUDO_CLEFT_MODALS:
        return False
    if head.lemma_.lower() != "do" or head.i < verb.i:
        return False
    if any(c.dep_ == "dobj" and c.lower_ != "what" for c in head.children):
        return False
    if verb.dep_ == "relcl" and verb.head.lower_ in _PSEUDO_CLEFT_HOSTS:
        host = verb.head
        return host.dep_ in ("nsubj", "attr") and _copula_of(host.head)
    if verb.dep_ == "csubj" and _copula_of(verb.head):
        return any(c.lower_ == "what" for c in head.children) or any(
            c.lower_ == "what" and c.i < verb.i for c in verb.children
        )
    return False


def _copula_of(token: Token) -> bool:
    """``token`` is "be", or the focus verb the parser made the head with "be" as its
    auxiliary ("All you have to do is[aux] just get[ROOT] through it")."""
    if token.lemma_.lower() == "be":
        return True
    return any(c.dep_ == "aux" and c.lemma_.lower() == "be" for c in token.children)


def _generic_you_cant_say(verb: Token) -> bool:
    """ "You can't say that he didn't try", "You can't say it isn't beautiful": with generic
    "you" (= one, anybody; Quirk et al. 1985 §6.21) "can't say P" is a denial of P's
    assertability, i.e. the speaker's own verdict that P is false (Horn 1989 ch. 5 on
    negation of epistemic possibility; Oxford Dictionary of Idioms s.v. "you can't say"),
    no report of anyone's saying: neither the o/o label of "say" nor the negation_removed
    premise "You can say that P" (another claim: P is defensible) is a pair (blind review
    s1201n; eighty-eighth pass). Dropped; a main-clause "you + can't/cannot + say" with a
    clause only: "If you can't say that ..." (a condition) and "I can't say that P" (a
    speaker's hedge) stay."""
    if verb.dep_ not in ("ROOT", "conj", "parataxis"):
        return False
    children = list(verb.children)
    if any(c.dep_ == "mark" for c in children):
        return False
    subject = any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children)
    can = any(c.dep_ == "aux" and c.lower_ in ("ca", "can", "cannot") for c in children)
    negated = any(c.dep_ == "neg" or c.lower_ == "cannot" for c in children)
    clause = any(c.dep_ == "ccomp" for c in children)
    return subject and can and negated and clause


def _generic_you_would_think(verb: Token) -> bool:
    """ "You'd think my aunt would have pity", "You would think the students would know": the
    idiom "you would think (that) P" with generic "you" = "one would expect P", said when P
    turned out false or is doubted (counter-expectation; Oxford Dictionary of Idioms s.v.
    "you would think"; Quirk et al. 1985 §6.21 on generic "you"). Nobody's belief is
    reported, so neither the o/o label of "think" nor "You would not think P" (a different
    claim: P is unexpected) is a pair (blind review s1201n; eighty-eighth pass): dropped.

    Only a main-clause, unnegated "you + would/'d + think": a purpose clause ("so you'd
    think I was good") or a complement ("hurt that you would think that ...") is a literal
    report and stays, as does the past "You thought that P".
    """
    # a main clause the parser hung under a later tag ("you'd think P, right?") counts too
    tagged = verb.dep_ == "ccomp" and verb.head.i > verb.i
    if verb.dep_ not in ("ROOT", "conj", "parataxis") and not tagged:
        return False
    children = list(verb.children)
    if any(c.dep_ in ("neg", "mark") for c in children):
        return False
    subject = any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children)
    would = any(c.dep_ == "aux" and c.lemma_.lower() == "would" for c in children)
    return subject and would


def _passive_verb(verb: Token) -> bool:
    """The verb is a passive participle: it has a passive auxiliary or subject ("were meant")."""
    return any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children)


def _just_because_subject(verb: Token) -> bool:
    """ "Just because X doesn't mean Y": "mean" has no subject of its own and a "because"
    clause stands where its subject goes.

    The "just because" clause is the subject of "mean" (Hilpert 2005, "A construction-based
    analysis of 'just because X doesn't mean Y'"; Bender & Kathol 2001): a fixed construction
    with an obligatory negation that denies that X is a sufficient reason for Y. It cannot be
    un-negated ("Just because I like her means I want to marry her" is no English), and its
    complement Y is left open by the idiom as a whole, not by the signature of "mean (that)"
    (s1201m: an NPI "anything" left without a licensor in the hypothesis). Dropped (eighty-
    sixth pass). "It does not mean that P just because Q" has a subject "it" and stays.
    """
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        return False
    return any(
        c.dep_ in ("advcl", "csubj")
        and c.i < verb.i
        and any(m.dep_ == "mark" and m.lower_ == "because" for m in c.children)
        for c in verb.children
    )


#: Subjects of the reformulation marker "that/which/this is to say" (see ``_that_idiom``).
_REFORMULATION_SUBJECTS = frozenset({"that", "which", "this"})


def _reformulation_to_say(verb: Token) -> bool:
    """ "which is to say (that) P": the infinitive "say" under a "be" whose subject is
    "that/which/this"."""
    be = verb.head
    if verb.dep_ != "xcomp" or be.lemma_.lower() != "be" or be.i > verb.i:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    return any(c.dep_ == "nsubj" and c.lower_ in _REFORMULATION_SUBJECTS for c in be.children)


#: Objects of the idiom "say it all" ("it all", "everything", "all": Oxford Dictionary of
#: Idioms s.v. "say it all").
_SAY_IT_ALL_OBJECTS = frozenset({"it", "everything", "all"})


def _says_it_all(verb: Token) -> bool:
    """ "said it all: X": "say" with the object "it all"/"everything" before a colon that
    opens its clause."""
    obj = next((c for c in verb.children if c.dep_ == "dobj" and c.i > verb.i), None)
    if obj is None or obj.lower_ not in _SAY_IT_ALL_OBJECTS:
        return False
    doc = verb.doc
    if obj.lower_ == "it" and (obj.i + 1 >= len(doc) or doc[obj.i + 1].lower_ != "all"):
        return False  # "it all": "all" floated after the pronoun
    end = obj.i + 2 if obj.lower_ == "it" else obj.i + 1
    return end < len(doc) and doc[end].text in (":", "\u2014", "--", "-")


#: Dependents of the verb whose "so"/"such" belongs to an object ("told so many people that
#: ...") rather than to a predicate or manner adjunct of the verb: left alone, the that-clause
#: may still be the verb's own complement.
_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj", "nsubj", "nsubjpass"})


def result_clause(doc: Doc, verb: Token, complementizer: Token | None, start: int) -> str | None:
    """The degree word ("so"/"such") of a result clause read as the verb's that-complement ("It
    just seemed so overwhelming that I was stunned", "The water rose so fast that nobody
    escaped", "It was such a mess that we left"), or None.

    The that-clause complements the degree word in a predicative or adverbial phrase of the
    verb (see RESULT_DEGREE_WORDS); the verb says nothing about it, so "I was stunned" is no
    complement of "seem" and "It did not seem so overwhelming" does not leave it open. "so
    that" (purpose) and a degree word inside an object are not counted (issue #12, dev slice
    dev-vc2-1)."""
    end = complementizer.i if complementizer is not None else start
    for tok in doc[verb.i + 1 : end]:
        if tok.lower_ not in RESULT_DEGREE_WORDS or tok.i + 1 == end:
            continue
        node = tok
        while node.head.i != verb.i and node.head.i != node.i:
            node = node.head
        if node.head.i == verb.i and node.dep_ not in _OBJECT_DEPS:
            return tok.lower_
    return None


#: Prepositions that form a complex subordinator with "that" (Quirk et al. 1985 §14.12,
#: §15.45-15.46; CGEL ch. 7 §3.2 on prepositions taking a content clause): "in that" (reason),
#: "except/save that" (exception). A verb's content clause never follows a preposition, so the
#: clause is an adverbial of the whole clause, not the verb's complement.
SUBORDINATING_PREPOSITIONS = frozenset({"in", "except", "save"})
#: Focusing adverbs that may open a conditional or concessive adjunct before its subordinator
#: ("even if", "only if", "even supposing that"; Quirk et al. 1985 §8.116, §15.35).
_SUBORDINATOR_FOCUS = frozenset({"even", "only", "just"})


def _opens_adjunct(verb: Token) -> bool:
    """Does ``verb`` begin its sentence, or follow a comma, with at most a focusing adverb of
    its own before it ("Even supposing that he is right, ...": blind review, vc75)?"""
    first = verb
    while first.i > first.sent.start:
        before = first.doc[first.i - 1]
        if before.dep_ != "advmod" or before.head.i != verb.i:
            break
        if before.lower_ not in _SUBORDINATOR_FOCUS:
            break
        first = before
    return first.i == first.sent.start or first.doc[first.i - 1].text == ","


#: Dependents that may stand between a verb and its content clause ("says now that P",
#: "realized, now, that P"): the adverb "now" there is the verb's, not a subordinator.
_ADVERBIAL_DEPS = frozenset({"advmod", "punct", "neg", "npadvmod"})


def _only_adverbs_between(doc: Doc, verb: Token, before: Token) -> bool:
    """Is ``before`` (the word before "that") the verb itself, or do only the verb's own adverbs
    and commas stand between them ("Seeing then that", "Given, therefore, that")?"""
    if before.i == verb.i:
        return True
    between = doc[verb.i + 1 : before.i + 1]
    return all(
        t.is_punct or (t.dep_ == "advmod" and t.head.i == verb.i and t.pos_ == "ADV")
        for t in between
    )


def complex_subordinator(doc: Doc, verb: Token, complementizer: Token | None) -> str | None:
    """The complex subordinator ("now that", "in that", "except that", "provided that") whose
    "that" was read as the complementizer of ``verb``, or None.

    "He asked about the plan now that the election is over", "He noticed the change in that
    the room was brighter", "She will sign provided that the terms are fair": the clause is a
    time/reason, exception or condition adjunct (Quirk et al. 1985 §14.12), about which the
    verb says nothing (twenty-fifth pass, class 2). "now that" counts only when material other
    than adverbs stands between the verb and "now" ("She says now that he left": "now" is the
    verb's time adverb and the clause its complement)."""
    if complementizer is None or complementizer.lower_ != "that" or complementizer.i == 0:
        return None
    before = doc[complementizer.i - 1]
    if before.lower_ in SUBORDINATING_PREPOSITIONS and before.i > verb.i:
        return f"{before.lower_} that"
    if before.lower_ == "now" and before.i > verb.i + 1:
        between = doc[verb.i + 1 : before.i]
        if any(t.dep_ not in _ADVERBIAL_DEPS for t in between):
            return "now that"
    if verb.lower_ in PARTICIPLE_SUBORDINATORS and _only_adverbs_between(doc, verb, before):
        # stop 88 (vc179): a sentence adverb may stand between the participle and "that"
        # ("Seeing then that we are about to celebrate ..., we write to you", "Given, therefore,
        # that ..."): a connective adverb is the adjunct clause's, and the participle still
        # heads no clause of its own (Quirk et al. 1985 §14.12, §8.134 on conjuncts)
        own = ("nsubj", "nsubjpass", "aux", "auxpass", "csubj")
        if verb.tag_ in ("VBN", "VBG") and not any(c.dep_ in own for c in verb.children):
            # "I remember seeing that the door was open": a gerund complement. An adverbial
            # clause ("This is reasonable considering that ...": advcl) is no verb's object,
            # so its "considering that" is the subordinator ("given that"; Quirk et al. 1985
            # §14.12, CGEL ch. 7 §9 on deverbal prepositions; s1203c verb-cand-28, vc117)
            gerund_object = verb.dep_ != "advcl" and not _opens_adjunct(verb)
            if verb.lower_ in PARTICIPLE_VERB_SUBORDINATORS and gerund_object:
                return None
            return f"{verb.lower_} that"
    return None


def _do_with(head: Token) -> bool:
    """ "do" with a "with"-phrase and no object of its own ("to do with governance")."""
    with_phrase = any(c.dep_ == "prep" and c.lower_ == "with" for c in head.children)
    return with_phrase and not any(c.dep_ in ("dobj", "dative") for c in head.children)


def _first_person_now(verb: Token) -> bool:
    """A first-person subject and a present (or present perfect) verb: "I have to", "we must",
    "I've got to"; not "I had to say" (a report of a past act)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return False
    past_aux = any(c.dep_ == "aux" and c.tag_ == "VBD" for c in verb.children)
    return verb.tag_ != "VBD" and not past_aux


def _introduces_clause(doc: Doc, verb: Token, head: Token) -> bool:
    """Does the saying verb introduce a clause ("say that ...", "say, the food ...") rather
    than take an object ("say something")?"""
    if any(c.dep_ in ("dobj", "dative") for c in head.children):
        return False
    if any(c.dep_ == "ccomp" for c in (*head.children, *verb.children) if c.i > head.i):
        return True
    nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
    return nxt is not None and nxt.text in (",", ":")


def quoted_span(doc: Doc, i: int) -> tuple[int, int] | None:
    """The token range (open, close) of the quotation around token ``i``, or None."""
    opened: int | None = None
    for t in doc:
        if t.text in STRAIGHT_QUOTES:
            if opened is None:
                opened = t.i
                continue
            if opened < i < t.i:
                return opened, t.i
            opened = None
        elif t.text in OPENING_QUOTES:
            opened = t.i
        elif t.text in CLOSING_QUOTES and opened is not None:
            if opened < i < t.i:
                return opened, t.i
            opened = None
    return None


#: Single quotation marks: British usage puts direct speech in them (Quirk et al. 1985
#: §III.24; CGEL ch. 20 §5.3). A straight "'" is a quote only as a punctuation token, not
#: the possessive of "the students'" (tag POS).
_SINGLE_OPENING = frozenset({"\u2018"})
_SINGLE_CLOSING = frozenset({"\u2019"})


def _single_quote(t: Token) -> bool:
    return t.text == "'" and t.tag_ != "POS" and t.dep_ != "case"


def single_quoted_span(doc: Doc, i: int) -> tuple[int, int] | None:
    """The (open, close) range of a single-quoted stretch around token ``i`` in its sentence,
    or of a double quote opened in the sentence and not closed there ('He said: "I decided to
    stay home.': the quotation goes on past the sentence end); None otherwise."""
    sent = doc[i].sent
    opened: int | None = None
    for t in sent:
        if t.text in _SINGLE_OPENING or (_single_quote(t) and opened is None):
            opened = t.i
        elif (t.text in _SINGLE_CLOSING and t.is_punct) or _single_quote(t):
            if opened is not None and opened < i < t.i:
                return opened, t.i
            opened = None
    quotes = [t.i for t in sent if t.text in STRAIGHT_QUOTES | OPENING_QUOTES]
    closes = [t.i for t in sent if t.text in CLOSING_QUOTES]
    if len(quotes) == 1 and not closes and quotes[0] < i:
        return quotes[0], sent.end - 1
    return None


#: Personal pronouns of the speech situation: first and second person (CGEL ch. 17 §10 on the
#: deictic shift of indirect speech).
_DEICTIC_PERSONS = frozenset({"i", "we", "you", "me", "us"})


def _unquoted_speech(doc: Doc, verb: Token) -> bool:
    """Is the trigger's clause direct speech without quotation marks after a colon ("Stravinsky
    wrote: I said that music expresses nothing")? The clause hangs off a verb of saying across
    a colon, and it or its complement has a first- or second-person subject while the verb of
    saying has a third-person one: indirect speech would have shifted "I" to the reporter's
    "he" (CGEL ch. 17 §10; Banfield 1982 on the deixis of quoted speech), so the "I" is the
    quoted speaker's, which the hypothesis cannot resolve (issue #12, twenty-third pass, class
    3)."""
    clause = verb
    while clause.dep_ in ("xcomp", "conj", "advcl", "ccomp") and clause.head.i != clause.i:
        if clause.dep_ == "ccomp" and verb_lemma(clause.head) in SPEECH_VERBS:
            break
        clause = clause.head
    frame = clause.head
    if clause.dep_ not in ("ccomp", "parataxis") or verb_lemma(frame) not in SPEECH_VERBS:
        return False
    if frame.i > clause.i or not any(t.text == ":" for t in doc[frame.i + 1 : clause.left_edge.i]):
        return False
    reporter = next((c for c in frame.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if reporter is None or reporter.lower_ in _DEICTIC_PERSONS:
        return False
    heads = [verb, *(c for c in verb.children if c.dep_ in ("ccomp", "xcomp"))]
    return any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in _DEICTIC_PERSONS
        for h in heads
        for c in h.children
    )


def direct_speech_exclusion(doc: Doc, verb: Token) -> Exclusion | None:
    """A trigger inside direct speech whose speaker is named in the same sentence ('"I want to
    go home," he said').

    Direct speech reports the words of another speaker: its first and second persons and its
    tense are the quoted speaker's deixis, not the writer's (Quirk et al. 1985 §14.29-14.31;
    CGEL ch. 17 §10), and the writer does not assert what is quoted. Taken out of the quote, the
    complement speaks with the wrong "I"/"you" ("I go home.") or keeps the reporting frame
    ('"We leave now," the manager said'): neither is a hypothesis about the premise's verb, so
    no pair (issue #12, eighth review). A first-person frame ('"She needs rest," I said')
    would still leak into the hypothesis, so it goes too; a quotation without a speaker in the
    sentence is left alone."""
    # single quotes and a quotation that runs past the sentence end (fourteenth pass: the
    # forms the double-quote check let through)
    span = quoted_span(doc, verb.i) or single_quoted_span(doc, verb.i)
    if span is None:
        return Exclusion("direct-speech", drop=True) if _unquoted_speech(doc, verb) else None
    start, end = span
    sent = verb.sent
    # direct speech is a clause set off by punctuation ('He said, "I ..."', '"I ...," he
    # said'); a quoted phrase inside a clause ('he "agreed to help" them') is a scare quote or a
    # mixed quotation, which the writer uses (Quirk et al. 1985 §14.30; Cappelen & Lepore 1997)
    # a verb of saying right before the opening quote introduces direct speech without a
    # comma too ('He said "I want to go home."'; Quirk et al. 1985 §14.29 allows both; blind
    # review round 13: the added negation then misquotes the speaker)
    before = doc[start - 1] if start > sent.start else None
    introduced = (
        before is not None and before.pos_ in ("VERB", "AUX") and verb_lemma(before) in SPEECH_VERBS
    )
    opens_clause = before is None or before.is_punct or introduced
    closes_clause = (
        introduced or doc[end - 1].is_punct or end + 1 >= sent.end or doc[end + 1].is_punct
    )
    if not (opens_clause and closes_clause):
        return None
    outside = [t for t in sent if not start <= t.i <= end and not t.is_punct]
    speakers = [
        t
        for t in outside
        if t.dep_ in ("nsubj", "nsubjpass")
        and t.head.pos_ in ("VERB", "AUX")
        and not start <= t.head.i <= end
    ]
    return Exclusion("direct-speech", drop=True) if speakers else None


#: Dependencies of a bare -ing participle that heads an adverbial (supplementive) or reduced
#: relative clause: "The crew repaired the valves, hoping to prevent ...", "reports suggesting
#: that ...". The parser also hangs a comma-set-off participle on the main verb as a
#: complement or conjunct (:data:`_LOOSE_DEPS`); the comma tells the two apart.
_SUPPLEMENTIVE_DEPS = frozenset({"advcl", "acl", "npadvmod", "dep", "appos"})
_LOOSE_DEPS = frozenset({"xcomp", "ccomp", "conj"})


def _supplementive_participle(tok: Token) -> bool:
    """Is ``tok`` a bare -ing participle (no "be" of its own: not a progressive) heading a
    supplementive or reduced relative clause?"""
    if tok.tag_ != "VBG" or tok.head.i == tok.i:
        return False
    if any(c.dep_ in AUX_DEPS for c in tok.children):
        return False
    if _progressive_misparse(tok):
        return False
    if tok.dep_ in _SUPPLEMENTIVE_DEPS:
        return True
    if tok.dep_ == "pcomp" and tok.head.lower_ == "as" and tok.head.head.pos_ in ("VERB", "AUX"):
        # "was quoted/reported as saying that ...": the "as" phrase is the predicative of the
        # reporting verb (Quirk et al. 1985 §16.48 on complex-transitive "regard/quote X as"),
        # and S asserts the report; "was quoted as not saying" reports an abstention instead
        return True
    if tok.dep_ not in _LOOSE_DEPS or tok.head.i > tok.i:
        return False
    first = tok.left_edge
    prev = tok.doc[first.i - 1] if first.i > 0 else None
    return prev is not None and prev.text in {",", "\u2014", "\u2013", "-", ";"}


def _progressive_misparse(tok: Token) -> bool:
    """ "ABC was, in negotiating a contract, seeking to ...": the parser hangs the participle on
    its "be" when an adjunct separates them. A "be" with no predicative complement of its own
    is the progressive auxiliary (Quirk et al. 1985 §4.2), and the participle is its clause's
    verb; "They are isopygous, meaning that ..." has one, and its participle is supplementive."""
    head = tok.head
    if head.lemma_ != "be" or head.i > tok.i:
        return False
    return not any(c.dep_ in ("acomp", "attr", "oprd") for c in head.children)


#: Participles whose in-place negation is the conventional negative free adjunct of the
#: subject's state ("..., not realizing that ...", "..., not trying to free himself": RP19's own
#: ¬S; Quirk et al. 1985 §15.61; the list of verb_complement_discourse), less two that are not:
#: "meaning (that)" after a clause is a gloss whose understood subject is that clause ("they
#: are isopygous, meaning that ...", like "which means that": Quirk et al. 1985 §15.57 on
#: sentential relatives), no state of the subject; and "hope" resists plain negation ("?I don't
#: hope so"; Horn 1989 §5.2: hope is no neg-raiser and its negation is marked), judged
#: unidiomatic in blind reviews s1130j ("not hoping to avoid") and s1130k ("does not hope").
NATURAL_NEGATIVE_ADJUNCTS = STATIVE_PARTICIPLES - {"mean", "hope"}


def negation_in_supplementive(verb: Token) -> Token | None:
    """The bare -ing participle whose clause holds the trigger, when the trigger is that
    participle or is embedded under it ("..., hoping to avoid ...", "..., meaning that ...",
    "..., claiming he wanted to ..."); None when the trigger's clause is the main clause or a
    complement of it.

    A supplementive participle clause is an adverbial clause whose link to the matrix clause is
    left implicit (Quirk et al. 1985 §15.58-15.59, supplementive clauses; Huddleston & Pullum
    2002 ch. 14 §9): it is not the sentence's assertion, and what it embeds is not asserted
    either (Hooper & Thompson 1973). The negation that verb_complement adds there ("The team
    modified the lines, not hoping to avoid ...", "..., not meaning that ...") leaves the main
    clause asserted as before, so the negated premise is no denial of S: NOPE (App. C) and
    RP19 (§3) negate the matrix clause. Blind reviews s1130j-l rejected every such negated
    premise they were shown; RP19's own negated sentences keep a few ("He sat up, not trying
    to free himself"), so the pair is flagged, not refused, as the finite adverbial clauses
    are (``negated-adverbial-clause``)."""
    tok = verb
    for _ in range(len(verb.doc)):
        if _supplementive_participle(tok):
            if tok.i == verb.i and verb_lemma(verb) in NATURAL_NEGATIVE_ADJUNCTS:
                return None
            if tok.dep_ == "pcomp" and tok.i != verb.i:
                # "is reported as saying [P]" reads as "reportedly said P": a "not" in P is
                # the innocent embedding of a speech complement (NOPE App. C), left alone
                return None
            return tok
        if tok.head.i == tok.i:
            return None
        tok = tok.head
    return None


#: Subjects of "be" that are no referring noun phrase: "It is clear that ...", "There is ...".
_EXPLETIVE_SUBJECTS = frozenset({"it", "there", "this", "that", "what"})


def negation_in_copular_clause(clause_head: Token) -> Token | None:
    """The copula "be" whose predicative that-clause holds the trigger's clause ("The reasons
    were that ... and that a later start would allow viewers to ..."), or None.

    A that-clause after "be" with a noun-phrase subject specifies the value of that subject
    ("the reason", "the problem", "one of the characteristics"; Quirk et al. 1985 §16.35 on
    content clauses as subject complements; Declerck 1988 ch. 1 on specificational copular
    sentences). What S asserts is the identification; the clause is reported content, so a
    negation added inside it gives another value, no denial of S, whose own negation is
    "The reason was not that ..." (``negated-specificational-copula``).
    Extraposition ("It is clear that ...") has an expletive subject and is not matched."""
    cur = clause_head
    while cur.dep_ == "conj" and cur.head.i != cur.i:
        cur = cur.head
    if cur.dep_ not in ("ccomp", "attr") or cur.head.lemma_ != "be":
        return None
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in cur.children):
        return None
    copula = cur.head
    subjects = [c for c in copula.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subjects or subjects[0].lower_ in _EXPLETIVE_SUBJECTS:
        return None
    if subjects[0].pos_ not in ("NOUN", "PROPN", "NUM"):
        return None
    return copula
