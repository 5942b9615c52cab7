"""Helpers that several presupposition draft families share: frame adjuncts, event and
possession readings of nouns, pronoun agreement and binding, time nouns, the trigger token.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Doc, Token

from ...lexicon.closed_class import (
    MONTH_NAMES,
)
from ...lexicon.tables import word_set
from ...lexicon.wordnet import (
    first_sense_lexname,
    wordnet,
)
from ...records import Candidate
from ...syntax import (
    ANAPHORIC_SUBJECTS,
    FUTURE_AUXILIARIES,
    is_finite_clause,
)
from ..anaphora import (
    displaced_subject,
    gender_agrees,
    gender_clash,
    name_gender,
)
from ..clause_scope import (
    counting_word,
)
from ..complement import MANDATIVE_VERBS, matrix_bound_object
from .draft_content import relational_complement
from .helpers import (
    HAVE_FORMS,
    PERSONAL_PRONOUNS,
    PLURAL_QUANTIFIER_PRONOUNS,
    _is_person,
    _noun_lexname,
    _np,
    _partitive_of,
    _plural,
    _shared_auxiliaries,
    _subject,
    _text,
)


def _only_clause(trig: Token) -> Token:
    """The finite clause "only" is in: the clause its prejacent is stated from."""
    cur = trig.head
    while cur.head.i != cur.i and (
        cur.dep_ in ("aux", "auxpass") or not is_finite_clause(cur)
    ):  # "Donna only did cure Regina": "only" on the auxiliary, the clause is its verb's
        cur = cur.head
    return cur


def _has_subject(verb: Token) -> bool:
    return any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in verb.children)


#: Time adverbs that set the reference time of the clause they front ("Today, only two
#: remain"; Quirk et al. 1985 §8.51-8.54 on time-position adjuncts).
FRAME_TIME_ADVERBS = frozenset({"today", "now", "currently", "nowadays"})


#: Named-entity types of a place frame ("In Europe, only two species survive").
FRAME_PLACE_ENTITIES = frozenset({"GPE", "LOC"})


#: Prepositions of place position before a name ("In Norway,", "Across Europe,"; Quirk et al.
#: 1985 §9.15-9.24).
FRAME_PLACE_PREPS = frozenset({"in", "across", "throughout", "within", "outside"})


def fronted_dependents(clause: Token) -> list[Token]:
    """The clause's dependents before its subject (fronted adjuncts and subordinate clauses),
    in order; none when the clause has no subject. The frames a draft keeps or restricts by are
    chosen among these (``_frame_adjuncts``, ``only._restricting_frames``)."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return []
    return [k for k in clause.children if k.i < subj.left_edge.i]


def _frame_adjuncts(clause: Token) -> set[int]:
    """The fronted dependents of ``clause`` that set its time or place frame: a PP whose object
    is a date, a period or a place ("As of 2018,", "By 1900,", "In Europe,"), a bare time NP
    ("Last year,") or a time adverb ("Today,"). A frame adjunct before the subject scopes over
    the rest of the clause, "only" included (Quirk et al. 1985 §8.17 on the scope of fronted
    adjuncts, §8.51 on time position): the prejacent holds within the frame, and without it a
    pluperfect or "the preceding 100 years" is left with no reference time (Reichenbach 1947;
    blind review s1130o, rubric c). So the "only" draft keeps it ("As of 2018, two fatalities
    had been documented"), where other fronted adjuncts go (``_clause_core``)."""
    out: set[int] = set()
    for k in fronted_dependents(clause):
        if k.dep_ == "prep":
            objs = [t for t in k.subtree if t.dep_ == "pobj"]
            # the first object is the frame's own ("As of 2018", "In the spring of 1990")
            place = objs and (
                objs[0].ent_type_ in FRAME_PLACE_ENTITIES
                # without NER: a name after a place preposition ("In Norway,")
                or (objs[0].tag_ == "NNP" and k.lower_ in FRAME_PLACE_PREPS)
            )
            framed = objs and (
                _time_noun(objs[0])
                or place
                or _indexed_stage(objs[0])
                or _setting_noun_frame(k, objs[0])
            )
            if framed or _fronted_partitive(k):
                out.add(k.i)
        elif (k.dep_ == "npadvmod" and _time_noun(k)) or (
            k.dep_ == "advmod" and k.lower_ in FRAME_TIME_ADVERBS and not _discourse_now(k)
        ):
            out.add(k.i)
    return out


#: Subordinators of a fronted condition: "if", "unless", and the conditional "when(ever)"/"once"
#: of a generic or instruction text (Quirk et al. 1985 §15.33-15.35 on conditional clauses,
#: §15.25 on "when" shading into "if"; Lewis 1975 on "if/when"-clauses as restrictors).
CONDITION_SUBORDINATORS = frozenset({"if", "unless", "when", "whenever", "once"})


#: WordNet lexicographer files of concrete settings: places, artefacts (a device, a cache, a
#: building) and natural objects, whose inside a fronted "in/within" phrase makes the frame of
#: the clause (``_setting_noun_frame``).
SETTING_LEXNAMES = frozenset({"noun.location", "noun.artifact", "noun.object"})


def _setting_noun_frame(prep: Token, obj: Token) -> bool:
    """A fronted "in/within" + common-noun phrase whose noun names a concrete setting (first
    WordNet sense a place, an artefact or an object: ``SETTING_LEXNAMES``): "In a write-back
    cache it is only written to memory when ...", "In most towns the shops only open on
    weekdays". A fronted space adjunct is a setting adjunct that scopes over the whole clause
    (Quirk et al. 1985 §8.17 on the scope of initial adjuncts, §8.45-8.48 on position and
    setting adjuncts), so it restricts what the prejacent claims; without it the draft is a
    bare unrestricted claim the sentence did not make. Not a phrase with a determinerless
    singular noun ("In fact", "In practice", "In addition": fixed adverbial idioms, Quirk
    §8.90), and not a name (``FRAME_PLACE_ENTITIES`` and the name rule handle those)."""
    if prep.lower_ not in ("in", "within", "inside") or obj.pos_ != "NOUN":
        return False
    if obj.tag_ == "NN" and not any(k.dep_ in ("det", "poss") for k in obj.children):
        return False
    return first_sense_lexname(obj.lemma_.lower(), "NOUN") in SETTING_LEXNAMES


def _fronted_partitive(prep: Token) -> bool:
    """ "Of the above storage media, only hard disks are fixed, the rest being removable": a
    fronted "of" + definite plural PP set off by a comma is a partitive that names the set the
    subject is taken from (Quirk et al. 1985 §5.9, §8.17 on the scope of fronted adjuncts;
    Huddleston & Pullum 2002 ch. 5 §9.3 on partitive "of"). It restricts the domain of the
    clause, and an anaphor such as "the rest" or "the others" is read against it, so the
    prejacent without it leaves "the rest" with no antecedent (review s1202z)."""
    if prep.lower_ != "of" or prep.i != prep.sent.start:
        return False
    obj = next((t for t in prep.children if t.dep_ == "pobj"), None)
    if obj is None or obj.tag_ not in ("NNS", "NNPS"):
        return False
    doc = prep.doc
    end = obj.right_edge.i
    comma = doc[end].text == "," or (end + 1 < len(doc) and doc[end + 1].text == ",")
    definite = any(c.dep_ in ("det", "poss") and c.lower_ != "a" for c in obj.children)
    return comma and definite


def _indexed_stage(obj: Token) -> bool:
    """ "At experience level 1,", "In version 2,", "On turn 5,": a fronted PP whose object is a
    noun indexed by a numeral names a point on a scale of stages, which restricts the
    situation the clause describes as a time frame does (Maienborn 2001 on frame-setting
    modifiers, which restrict the topic situation and scope over the whole clause; Quirk et
    al. 1985 §8.17). Without it the prejacent claims more than the sentence takes for granted
    ("Level 1 spells are available to you" for "At level 1, only level 1 spells are ...")."""
    return obj.pos_ in ("NOUN", "PROPN") and any(
        c.dep_ == "nummod" and c.i > obj.i and c.tag_ == "CD" for c in obj.children
    )


#: Attention-getting imperatives that the discourse marker "now" opens ("Now look, ...", "Now
#: listen, ..."): Schiffrin 1987 ch. 8 (the marker "now" shifts the talk to what the speaker
#: says next); Quirk et al. 1985 §8.137 note on "now" as a conjunct.
ATTENTION_VERBS = frozenset({"look", "listen", "see", "wait", "hey", "come"})


def _discourse_now(tok: Token) -> bool:
    """Whether "now" before a clause is the discourse marker, not the time adverb: followed by a
    comma ("Now, there's one problem") or by an attention-getting imperative ("Now look, ...").
    The marker orders the talk, not the situation (Schiffrin 1987 ch. 8), so it sets no time
    frame and a draft leaves it out (blind review s1201m: "Now there's one problem though")."""
    if tok.lower_ != "now" or tok.i + 1 >= len(tok.doc):
        return False
    nxt = tok.doc[tok.i + 1]
    return nxt.text == "," or nxt.lower_ in ATTENTION_VERBS


#: WordNet lexicographer files of nouns whose genitive is not a possessor: event, act and state
#: nominals take the genitive as an argument ("Obama's presidency", "the senator's death": the
#: subject of the event, Grimshaw 1990 *Argument Structure* ch. 3; Barker 1995 *Possessive
#: Descriptions* ch. 2), so "X has a presidency/death/control" is not the presupposition a
#: reader recognises (IMPPRES's possessed-definite nouns are objects, people, animals, groups).
NON_POSSESSION_LEXNAMES = frozenset(
    {
        "noun.act",
        "noun.event",
        "noun.state",
        "noun.attribute",
        "noun.time",
        "noun.cognition",
        "noun.feeling",
        "noun.process",
        "noun.phenomenon",
        "noun.relation",
        "noun.motive",
    }
)


def _abstract_possessum(noun: Token) -> bool:
    """The possessed noun's first two WordNet senses (the most frequent, WordNet orders senses
    by tagged frequency) are events, acts, states or attributes: a noun with a concrete sense
    among them ("lights": phenomenon, then artifact) may be owned."""
    if noun.pos_ not in ("NOUN",):
        return False
    # "the country's politics": a noun in -ics is singular and noncount in a plural form (Quirk
    # et al. 1985 §5.77, "-ics" nouns), which the tagger lemmatises to a "politic" that WordNet
    # lacks; its senses are those of the form as written (politics.n.01 noun.relation "social
    # relations involving authority", review s1202e: "The country has politics" is unnatural).
    # A person's politics are their opinions (politics.n.03 "the opinion you hold with respect to
    # political questions"), which one has: IMPPRES "That actor has politics" keeps its draft
    synsets = wordnet().synsets(noun.lemma_.lower(), "n")
    if not synsets and not _person_possessor(noun):
        synsets = wordnet().synsets(noun.lower_, "n")
    synsets = synsets[:2]
    if synsets and all(s.lexname() in NON_POSSESSION_LEXNAMES for s in synsets):
        return True
    if synsets and _quality(synsets[0]):
        return True
    if noun.tag_ != "NNS" and _event_reading_dominant(noun.lemma_.lower()):
        # a plural is a count (result) use, which complex event nominals lack ("the family's
        # possessions"; Grimshaw 1990 ch. 3); a concrete sense among the three most frequent
        # names a product that can be owned ("Helen's painting"), as below
        senses = wordnet().synsets(noun.lemma_.lower(), "n")[:3]
        if not any(s.lexname() in ("noun.artifact", "noun.object") for s in senses):
            return True
    if not synsets or not _event_nominal(noun.lemma_.lower(), synsets[0]):
        return False
    # a concrete sense among the three most frequent ("print", "drawing", "story", "work"): the
    # noun may name the product, which can be owned ("Helen has a print")
    senses = wordnet().synsets(noun.lemma_.lower(), "n")[:3]
    return not any(s.lexname() in ("noun.artifact", "noun.object") for s in senses)


#: WordNet lexicographer files of event readings of a nominalization: acts, events and processes.
EVENT_READING_LEXNAMES = frozenset({"noun.act", "noun.event", "noun.process"})


def _verb_sources(
    lemma: str, senses: list[Any], lexnames: frozenset[str] | None = None
) -> set[str]:
    """The verbs WordNet derives the noun ``lemma`` from: the derivational pointers from its own
    lemma in ``senses`` (those filed under ``lexnames`` only, when given) to verb senses."""
    return {
        rel.name().lower()
        for s in senses
        if lexnames is None or s.lexname() in lexnames
        for lem in s.lemmas()
        if lem.name().lower() == lemma
        for rel in lem.derivationally_related_forms()
        if rel.synset().pos() == "v"
    }


def _sense_count(synset: Any, lemma: str) -> int:
    """How often ``lemma`` was tagged with ``synset`` in SemCor (``Lemma.count()``)."""
    return sum(lem.count() for lem in synset.lemmas() if lem.name().lower() == lemma)


def _event_reading_dominant(lemma: str) -> bool:
    """The noun is a suffixed nominalization whose event reading is its most frequent one in
    WordNet's tagged sense frequencies (``Lemma.count()``, from SemCor). Suffixed: some sense is
    derived from a verb of another form ("formation" < "form", "expansion" < "expand"); a
    zero-derived noun ("project", "attack", "show") is a result or simple event nominal, which
    takes no argument genitive (Grimshaw 1990 *Argument Structure* ch. 3). Event reading: the
    summed count of its act, event and process senses (WordNet splits one reading, "the act of
    forming", over several synsets: 4 + 4) is at least the count of every other single sense
    ("a formation" of troops, 7) and not zero. The genitive of such a noun is the event's subject
    or object ("the institute's formation" = the institute was formed; Quirk et al. 1985
    §5.116-5.118 on subjective and objective genitives), not a possessor, so "The institute had
    a formation" misstates the presupposition. A noun whose concrete or group reading is the
    frequent one keeps its draft ("the country's government": group 100 vs act 7; "the town's
    building": artifact 48 vs act 4)."""
    senses = wordnet().synsets(lemma, "n")
    if not _verb_sources(lemma, senses) - {lemma}:
        return False
    event, other = 0, [0]
    for s in senses:
        count = _sense_count(s, lemma)
        if s.lexname() in EVENT_READING_LEXNAMES:
            event += count
        else:
            other.append(count)
    return event > 0 and event >= max(other)


#: WordNet 3.0 roots of inalienable qualities: abilities ("intelligence", "talent", "skill")
#: and attributes ("honesty", "beauty", "courage"). "The boy's intelligence" does not take for
#: granted that an intelligence exists: a quality of its bearer is no possessed referent (Barker
#: 1995 ch. 2 on relational vs. sortal possessa; blind review #3, nineteenth pass).
QUALITY_SYNSETS = frozenset({"ability.n.02", "attribute.n.02"})


def _quality(synset: Any) -> bool:
    """The noun's first sense is an ability or attribute (``QUALITY_SYNSETS``)."""
    return synset.lexname() == "noun.attribute" or any(
        h.name() in QUALITY_SYNSETS for h in synset.closure(lambda x: x.hypernyms())
    )


#: WordNet hypernyms of communication nouns that are events: utterances, spoken and auditory
#: communication, speech acts (a scream, a speech, a refusal, a promise). Written texts, messages
#: and names (written_communication, message, language_unit: a report, a letter, a name) are
#: products or labels one can have.
SPOKEN_EVENT_SYNSETS = frozenset(
    {"auditory_communication.n.01", "speech_act.n.01", "utterance.n.01"}
)


#: WordNet files the directive "request" (request.n.01: a request, a demand, a petition) as a
#: message, not a speech act, though its sibling sense (request.n.02) is one: a directive is a
#: speech act (Searle 1976 "A classification of illocutionary acts"), and its genitive names who
#: made it ("the paper's request for comment" = the paper requested comment; Grimshaw 1990 ch. 3),
#: so "The paper has a request" misstates the presupposition (blind reviews, stop 36).
DIRECTIVE_SYNSETS = frozenset({"request.n.01"})


def _event_nominal(lemma: str, first: Any) -> bool:
    """``lemma``'s most frequent WordNet sense names an event: an act or event derived from a
    verb (a "+" derivational pointer from that sense's lemma to a verb: "visit", "arrival"), or
    a communication that is an utterance or speech act (``SPOKEN_EVENT_SYNSETS``: "scream",
    "speech", "refusal"). The genitive of an event nominal names the event's agent, not an owner
    ("Mr. Reed's screams" = Mr. Reed screamed; Grimshaw 1990 *Argument Structure* ch. 3;
    Barker 1995 *Possessive Descriptions* ch. 2), so "Mr. Reed has screams" states nothing a
    reader recognises. "her letter", "his name", "the report" name things one has."""
    if first.lexname() == "noun.communication":
        above = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
        return bool(above & (SPOKEN_EVENT_SYNSETS | DIRECTIVE_SYNSETS))
    if first.lexname() not in ("noun.act", "noun.event"):
        return False
    return bool(_verb_sources(lemma, [first]))


def _person_possessor(noun: Token) -> bool:
    """The genitive possessor of ``noun`` is a person: a personal possessive ("her", "their";
    not "its"), a PERSON name or a noun whose first sense is a person ("that actor's")."""
    possessor = next((k for k in noun.children if k.dep_ == "poss"), None)
    return possessor is not None and (
        possessor.lower_ in PERSONAL_PRONOUNS
        or possessor.lower_ in ("my", "your", "his", "our", "their")
        or possessor.ent_type_ == "PERSON"
        or first_sense_lexname(possessor.lemma_.lower(), "NOUN") == "noun.person"
    )


#: Modals whose perfect is a future perfect, not a past: "will have finished" (Quirk et al.
#: 1985 §4.45): ``syntax.FUTURE_AUXILIARIES``, with the curly "’ll", the bare "ll" and the
#: "sha" of "shan't" (stop 85, dx11).
FUTURE_MODALS = FUTURE_AUXILIARIES


def _modal_perfect(verb: Token) -> bool:
    """A modal other than "will/shall" + perfect "have" + past participle ("would have
    extended", "might have seen", "must have owned"): the perfect after a modal is the only way
    to put a modal's proposition in the past (Quirk et al. 1985 §4.60; Huddleston & Pullum 2002
    ch. 3 §9.8), so the possession it speaks of held in the past: "had", not "has"."""
    kids = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    return (
        verb.tag_ == "VBN"
        and any(c.tag_ == "MD" and c.lower_ not in FUTURE_MODALS for c in kids)
        and any(c.lower_ == "have" for c in kids)
    )


#: (noun lemma, preposition) of relational nouns whose PP is a complement the noun selects, not a
#: loose adjunct ("relations with Seoul", "ties to the mafia", "border with Chile"): without
#: it the noun says nothing ("Tokyo has relations"; Huddleston & Pullum 2002 ch. 5 §14.2 on
#: complements in NP structure, whose preposition the head noun selects; round 33 blind reviews).
#: Nouns of opportunity, which select a goal PP ("chance at the title").
OPPORTUNITY_NOUNS = frozenset({"chance", "opportunity", "shot"})


#: Nouns of control, power and influence, which select "over"/"on" + their domain (H&P 2002
#: ch. 5 §14.2; Quirk et al. 1985 §16.69): "control over X", "a hold on X", "influence on X".
CONTROL_NOUNS = frozenset(
    {"control", "power", "authority", "command", "influence", "hold", "grip", "mastery",
     "jurisdiction", "dominion", "sway", "sovereignty", "supremacy", "monopoly"}
)  # fmt: skip


NOUN_COMPLEMENT_PPS = frozenset(
    {
        (noun, prep)
        for noun in ("relation", "relationship", "tie", "link", "connection", "contact",
                     "dealing", "friendship", "rivalry", "alliance", "partnership", "treaty",
                     "border", "dispute", "feud", "trade")
        for prep in ("with", "to", "between")
    }
    # nouns of opportunity select "at/of/for" + their goal ("his chance at the title", "a shot
    # at the playoffs"): "He had his chance before" without it is vague or idiomatic (H&P 2002
    # ch. 5 §14.2; blind review s1129q); a credit is credit in/on/for a work (credit.n.05 "an
    # entry on a list of persons who contributed to a film or written work"): "X has credits"
    # without the work says nothing (blind review s1129s, "credits in this release")
    | {
        (noun, prep)
        for noun in OPPORTUNITY_NOUNS
        for prep in ("at", "of", "for")
    }
    | {("credit", prep) for prep in ("in", "on", "for")}
    # nouns of control and influence select "over" (and "on") + what is controlled: "control
    # over the budget", "a grip on the market", "influence on the result" (H&P 2002 ch. 5
    # §14.2, the preposition the head noun selects; Quirk et al. 1985 §16.69 on nouns with
    # prepositional complements, "control over"): without it the noun names no control at all,
    # so "regain the full control over X" -> "The full control has been gained before" loses
    # what the re-verb repeats (blind review s1204w pres-014/021; stop 79, pr165, as pr160 kept
    # the to-complement of "the need to include X")
    | {
        (noun, prep)
        for noun in CONTROL_NOUNS
        for prep in ("over", "on")
    }
)  # fmt: skip


def _without_loose_pps(np: str, noun: Token) -> str:
    """The possessed noun phrase without a prepositional phrase after the noun other than an
    of-phrase: post-nominal PPs are where the parser most often attaches to the noun what belongs
    to the verb ("the band's frontman [talked] about X"; Hindle & Rooth 1993, *Structural
    ambiguity and lexical relations*: "of" is the one preposition that attaches nominally almost
    always). Dropping a PP only weakens the draft, which stays entailed."""
    for k in noun.children:
        if (noun.lemma_.lower(), k.lower_) in NOUN_COMPLEMENT_PPS or relational_complement(noun, k):
            continue  # "Tokyo's relations with Seoul": the PP is the noun's own complement
        if k.i > 0 and noun.doc[k.i - 1].text == "-" and not noun.doc[k.i - 1].whitespace_:
            continue  # "brother-in-law": a piece of a hyphenated compound, no PP
        infinitive = k.dep_ in ("acl", "relcl") and any(
            a.dep_ == "aux" and a.tag_ == "TO" and a.i == k.left_edge.i for a in k.children
        )
        clausal = k.dep_ in ("acl", "relcl") and k.i > noun.i
        # a relative or participle clause set off by a comma is supplementary: it adds a new
        # proposition about a referent already identified (Quirk et al. 1985 §17.22;
        # Huddleston & Pullum 2002 ch. 12 §1.3), not part of what the genitive presupposes
        # ("the telescope's main focal plane, after which it is collimated" -> "The telescope
        # has a main focal plane"; blind review s1129y); and a sentence parsed with no verb at
        # its root has its finite verb read as a modifier of some noun ("the nation's highways
        # [used to exist ...]"): a clause there is the sentence's predicate, not the noun's
        supplementary = clausal and (
            noun.doc[k.left_edge.i - 1].text == "," or noun.sent.root.pos_ not in ("VERB", "AUX")
        )
        # a name in apposition set off by a comma ("Ross's new girlfriend, Bonnie,") is a
        # supplementary appositive: it adds that the girlfriend is Bonnie, a proposition of its
        # own (Quirk et al. 1985 §17.65 non-restrictive apposition), and without its comma
        # "has a new girlfriend Bonnie" is no English (blind review s1201m): it goes. The
        # parser hangs such a name on the noun as appos or npadvmod
        appositive = (
            k.i > noun.i
            and (k.dep_ == "appos" or (k.dep_ == "npadvmod" and k.pos_ == "PROPN"))
            and noun.doc[k.left_edge.i - 1].text in (",", "-")
        )
        # a relative after a possessed noun that is itself the object of a preposition
        # postmodifying another noun ("an extension to Landin's machine that supports lazy
        # evaluation") may attach high, to that other noun, as well as low: relative-clause
        # attachment after "N1 P N2" is ambiguous (Cuetos & Mitchell 1988; Quirk et al. 1985
        # §17.11 on the ambiguity of postmodification), and the parser's low attachment is no
        # evidence; the possessive draft keeps the relative only where it can attach to the
        # possessum alone, else it goes, which only weakens the draft (review s1204i pres-016)
        high = clausal and _relative_may_attach_higher(noun)
        # a postmodifier after a later conjunct ("the rocket's tail surfaces and wings equipped
        # with ailerons"), wherever the parser hangs it, modifies that conjunct or the whole
        # coordination, never the first conjunct alone, which it does not follow (Quirk et al.
        # 1985 §13.71 on the scope of postmodifiers in coordinated noun phrases; §17.11): kept,
        # it hands the first conjunct a modifier of another (pr234); cut, the draft only weakens
        # An "of" phrase the parser hung on the first conjunct after the last one ("the
        # duties and responsibilities of marriage") is the exception: "of" attaches nominally
        # almost always (Hindle & Rooth 1993), and hung on the coordination's head after every
        # conjunct it postmodifies the whole coordination (Quirk et al. 1985 §13.71, the
        # shared postmodifier); cut, the definite has lost what identifies it ("The legal
        # duties and responsibilities have been organised before", blind review; pr244)
        after_conjunct = (
            k.i > noun.i
            and any(c.dep_ == "conj" and noun.i < c.i < k.i for c in noun.children)
            and not (k.dep_ == "prep" and k.lower_ == "of")
        )
        if (
            after_conjunct
            or (k.dep_ == "prep" and k.i > noun.i and k.lower_ != "of")
            or (infinitive and k.i > noun.i)
            or supplementary
            or appositive
            or high
        ):
            # an infinitive after the noun is as often the verb's purpose adjunct ("went over
            # to Dave's place to hang out"; Quirk et al. 1985 §15.46 vs §17.31): cut like a PP
            cut = np.find(" " + _text(list(k.subtree)))
            if cut > 0:
                np = np[:cut].rstrip(" ,")
    return np


def _relative_may_attach_higher(noun: Token) -> bool:
    """Whether ``noun`` is the object of a preposition other than "of" whose phrase
    postmodifies another noun ("an extension [to Landin's machine]"), so that a relative clause
    after it may belong to that noun instead (``_without_loose_pps``)."""
    prep = noun.head
    return (
        noun.dep_ == "pobj"
        and prep.dep_ == "prep"
        and prep.i < noun.i
        and prep.head.pos_ in ("NOUN", "PROPN", "PRON")
    )


PIECE_RESULT_VERBS = word_set("presupposition_separation_verbs")


def _present_perfect(verb: Token) -> bool:
    """``verb`` is in the present perfect ("have signed", "has been closed"): its reference
    time is the present (Reichenbach 1947; Quirk et al. 1985 §4.22), so the domain a numeric
    determiner presupposes exists now ("Both countries have signed" -> "There are two
    countries"), whatever the past participle's look-alike past form suggests."""
    return any(
        a.dep_ == "aux"
        and (a.lemma_ == "have" or a.lower_ in HAVE_FORMS)
        and a.tag_ in ("VBZ", "VBP")
        for a in verb.children
    )


def _subject_of_auxiliary(verb: Token) -> Token | None:
    """A subject the parser hung on the verb's auxiliary: "He was re - elected", with the
    hyphenated verb split into three tokens, makes "He" a dependent of "was" (a tokenizer
    artefact; the auxiliary's subject is the clause's, Huddleston & Pullum 2002 ch. 3 §2)."""
    return next(
        (
            g
            for a in verb.children
            if a.dep_ in ("aux", "auxpass") and a.i < verb.i
            for g in a.children
            if g.dep_ in ("nsubj", "nsubjpass") and g.i < a.i
        ),
        None,
    )


def _swallowed_subject(verb: Token, adjunct: Token) -> bool:
    """Whether a preposed -ing clause without a closing comma ends in a name that is the
    subject of the finite ``verb`` right after it ("but after turning again to the north
    Nicholas transitioned to a cyclone"), read by the parser as the clause's own object. A
    finite clause's subject precedes its verb (Quirk et al. 1985 §2.13), and the -ing clause's
    understood subject is that main-clause subject (§15.58): the boundary between the two is
    not known, so neither "The storm turned again to the north Nicholas" nor the clause moved
    after the verb ("... after turning again to the north Nicholas", which takes the subject
    along) is a faithful rewrite (round 46 reviews). No draft, no move."""
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or adjunct.i >= verb.i:
        return False
    if any(k.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for k in verb.children):
        return False
    last = verb.doc[verb.i - 1]
    return (
        last.pos_ == "PROPN"
        and adjunct.left_edge.i <= last.i <= adjunct.right_edge.i
        and last.text != ","
    )


#: Flag of a temporal draft keeping a pronoun whose antecedent could be any of several nouns of
#: the main clause (pipeline/flags.py: a cut leaves "it/he/they" without antecedent).
PRONOUN_UNRESOLVED = "pronoun-antecedent-dropped"
#: The same doubt for a time-clause draft (``temporal``: "after Augustine left it" -> "Augustine
#: left it for Christianity."), which copies the clause's pronoun as the premise has it: a
#: warning for presupposition (``flags.DEMOTED``; stop 90, fl79).
TIME_CLAUSE_PRONOUN = "time-clause-pronoun-kept"


#: Object and possessive pronouns of a time clause and the subject form ``_agrees`` reads.
ANAPHORIC_NON_SUBJECTS = {
    "it": "it",
    "its": "it",
    "them": "they",
    "their": "they",
    "him": "he",
    "his": "he",
    "her": "she",
}


def _collective_they(pron: str, noun: Token) -> bool:
    """ "after the band released their debut album": a singular collective noun (WordNet's
    noun.group: band, team, committee, family) takes a plural pronoun by notional concord
    (Quirk et al. 1985 §10.40; Huddleston & Pullum 2002 ch. 5 §5.3), so a noun of the time
    clause before "their/them" is its antecedent there, not a plural of the main clause."""
    return (
        pron == "they"
        and noun.pos_ == "NOUN"
        and noun.tag_ == "NN"
        and first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.group"
    )


def _agrees_as(pron: str, np: Token) -> bool:
    """:func:`_agrees` for a pronoun's subject form (``"it"`` for "its"). A gendered noun of
    the other gender is no candidate ("the actress" for "he": ``anaphora.gender_clash``, Quirk
    et al. 1985 §5.104-5.107; agreement is a hard filter, Lappin & Leass 1994), here for every
    caller (stop 78, mn80: four resolvers skipped it). A bare name passes: it is a possible
    referent and a rival; the antecedent a caller writes passes :func:`_writable_antecedent`."""
    if gender_clash(pron, np):
        return False
    if pron == "they":
        return _plural(np)
    if _plural(np):
        return False
    if pron != "it" and np.pos_ == "PROPN":
        # a name is a person's only when NER says so ("Queen" may be the band), or when the
        # sentence gives its bearer the pronoun's gender (``anaphora.name_gender``: "Mrs Patel",
        # "Reu ... became the father of more sons"), which only a person has
        return np.ent_type_ == "PERSON" or name_gender(np) == pron
    return _is_person(np) == (pron != "it")


def _writable_antecedent(pron: str, np: Token) -> bool:
    """May ``np`` be written for the pronoun whose subject form is ``pron``: it agrees
    (:func:`_agrees_as`) and its gender is one the grammar can check
    (``anaphora.gender_agrees``: not a bare name for "he"/"she", Hobbs 1978; Lappin & Leass
    1994; stop 78, mn80)."""
    return _agrees_as(pron, np) and gender_agrees(pron, np)


def _base_form_host(host: Token) -> bool:
    """The main clause is a bare base form, no modal, "to" or do-support: an imperative ("Act
    before it is too late") or a mandative subjunctive ("I propose that ... the Nation develop a
    policy"; Quirk et al. 1985 §3.58-3.59, §16.32). Neither asserts an actual event, so a
    present-tense time clause attached to it names a future, possibly averted, situation
    (Heinämäki 1974; Condoravdi 2010 on non-veridical "before"; blind review s1130f pres-010).
    Under "will" or a volitional to-infinitive the drafts are put in the future ("The session
    will end.", thirty-seventh pass) and stay: on the SOTU pool half of the "will" ones were
    good."""
    return host.tag_ == "VB" and not any(
        k.dep_ == "aux" and (k.tag_ in ("MD", "TO") or k.lemma_.lower() in ("do", "to"))
        for k in host.children
    )


#: Entity types of names that cannot be the antecedent of "he"/"she": places, dates, times,
#: events, nationalities (the tagger's ORG is left out: it often tags a surname, "Smith").
NON_PERSON_NAMES = frozenset({"GPE", "LOC", "FAC", "DATE", "TIME", "EVENT", "NORP"})


#: Determiners and pronoun heads of a matrix subject that is a quantifier ("every student ...
#: he", "no one ... they"): a pronoun it binds is a variable (Reinhart 1983 ch. 7; Heim &
#: Kratzer 1998 ch. 5), and there is no referential noun phrase to put in its place ("Every
#: student finished" states another proposition), so :func:`bound_pronoun_forms` leaves such a
#: pronoun alone. An indefinite ("a gunman ... he") introduces a discourse referent the pronoun
#: picks up (Karttunen 1976; Heim 1982), named by the indefinite at its first mention, as
#: ``verb_complement_fragments.indefinite_antecedent`` and the round-28 time-clause drafts do.
NON_REFERENTIAL_DETS = frozenset(
    {
        "another",
        "any",
        "all",
        "both",
        "each",
        "either",
        "every",
        "few",
        "many",
        "most",
        "neither",
        "no",
        "several",
        "some",
    }
)


NON_REFERENTIAL_HEADS = frozenset(
    {"everyone", "everybody", "everything", "someone", "somebody", "anyone", "anybody", "one"}
)


#: Fused-head noun phrases that are themselves anaphoric to a set the context gives: "the
#: others", "the other", "the rest", "the remainder" pick out the members of a set other than
#: the ones already named (Huddleston & Pullum 2002 ch. 5 §9.3 on fused-head "other" and ch. 17
#: §7 on "the rest"; Quirk et al. 1985 §6.55-6.56). Such a subject is set up in contrast with
#: another group of the discourse, and that group is as salient an antecedent for a later
#: plural pronoun as the subject ("The others set up the tabernacle before they arrived": the
#: ones who arrived are the first group, review s1205u pres-076), while the noun phrase itself
#: does not stand alone in a draft either: :func:`bound_pronoun_forms` keeps the pronoun.
CONTRASTIVE_ANAPHORIC_HEADS = frozenset({"other", "others", "rest", "remainder"})


#: Personal pronouns by the subject form of their family (for rivals in the sentence).
PRONOUN_FAMILIES = {
    "he": frozenset({"he", "him", "his"}),
    "she": frozenset({"she", "her"}),
    "it": frozenset({"it", "its"}),
    "they": frozenset({"they", "them", "their"}),
}


def _referential_subject(subj: Token) -> bool:
    """A matrix subject that a bound pronoun can be replaced by: a noun or a name, not a
    pronoun or a quantified noun phrase (``NON_REFERENTIAL_DETS``)."""
    if subj.pos_ not in ("NOUN", "PROPN") or subj.lower_ in NON_REFERENTIAL_HEADS:
        return False
    if subj.lower_ in CONTRASTIVE_ANAPHORIC_HEADS and not any(
        c.dep_ == "prep" and c.lower_ == "of" for c in subj.children
    ):
        # "the others", "the rest" (not "the rest of the crew", whose set is named)
        return False
    return not any(
        c.dep_ in ("det", "predet", "amod", "nummod") and c.lower_ in NON_REFERENTIAL_DETS
        for c in subj.children
    )


def _institution(noun: Token) -> bool:
    """A company, committee, government ...: a name NER types ORG or GPE, or a common noun whose
    first WordNet sense is a group (noun.group)."""
    if noun.pos_ == "PROPN":
        return noun.ent_type_ in ("ORG", "GPE")
    return first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.group"


def bound_pronoun_forms(clause: Token, possessives: bool = True) -> dict[int, str]:
    """``{pronoun index: noun phrase}`` for the pronouns of a subordinate clause (an adverbial
    clause, "after she lost the vote", or a content clause, "stated that they had agreed") bound
    by the subject of the clause it depends on: "Maria Lopez resigned after she lost the vote"
    -> "Maria Lopez lost the vote", "The two officials stated that they had agreed" -> "The two
    officials had agreed", "The actress knew that her husband had left" -> "The actress's husband
    had left". The draft or hypothesis stands alone, so a pronoun whose referent the sentence
    names is unresolved in it (NOPE's annotators spell antecedents out, Parrish et al. 2021
    §3.2). A pronoun in a clause subordinate to the matrix and agreeing with the matrix subject
    is bound by / coreferent with it (c-command and bound anaphora, Reinhart 1983; H&P 2002 ch.
    17 §2), and the subject is the preferred antecedent (Crawley & Stevenson 1990; for content
    clauses of saying and thinking the reported speaker, Sells 1987, Kuno 1987 ch. 3). Only when
    that subject agrees (number, person/non-person, gender of a gendered noun), is a noun
    phrase (not a pronoun or a quantifier: :func:`_referential_subject`) and no other noun or
    pronoun of the sentence could be the antecedent (any name is a possible rival; so is a
    pronoun inside the subject, "Her owner said that she ..."): otherwise the pronoun stays. The subject pronoun's form is the whole subject minus
    its relatives and appositives (:func:`_np`); a possessive "his/her/its/their" becomes
    "X's" (only with ``possessives``; not one bound by its own clause's subject pronoun: "she
    finished her degree" keeps "her" once "she" is named).

    Not ``rewrite.complement.pronoun_antecedent``, which resolves another relation: an object
    pronoun (an infinitive's controller) that its clause-mate subject cannot bind (Principle
    B), named by the one agreeing noun phrase anywhere before it; here the antecedent is the
    binder, the subject of the clause this one is subordinate to (stop 70 read-through, mdAB)."""
    if clause.dep_ not in ("advcl", "ccomp"):
        return {}
    host = clause.head
    # "When the guards returned to Norval, Tobin, the son of ..., learned that he ...": a
    # subject the parse hung in the preposed clause (``anaphora.displaced_subject``, pr218)
    subj = _subject(host) or displaced_subject(host)
    if subj is None or subj.i in {t.i for t in clause.subtree} or not _referential_subject(subj):
        return {}
    if (
        clause.dep_ == "ccomp"
        and host.lemma_ in MANDATIVE_VERBS
        and not any(
            t.tag_ == "VBD"
            for t in (clause, *clause.children)
            if t.i == clause.i or t.dep_ == "aux"
        )
    ):
        # "The lawyers requested that they remain anonymous": a suasive verb's mandative
        # clause puts forward a course of action, mostly for another party than the one who
        # asks (Quirk et al. 1985 §16.32; directives aim at the hearer's action, Searle 1976):
        # no antecedent to choose (a content clause: a time clause, advcl, is never mandative). A past indicative ("insisted that he did") is a report
        return {}
    own = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    prons = []
    if (
        own is not None
        and own.lower_ in ANAPHORIC_SUBJECTS
        and not own.text[:1].isupper()
        and not (own.lower_ == "it" and _expletive_it(clause))
    ):
        prons.append((own, own.lower_))
    if possessives:
        for t in clause.subtree:
            if t.dep_ != "poss" or t.lower_ not in ANAPHORIC_NON_SUBJECTS:
                continue
            as_subject = ANAPHORIC_NON_SUBJECTS[t.lower_]
            if own is not None and own.i < t.i and own.lower_ == as_subject:
                continue  # bound by its own clause's subject pronoun, which is named instead
            prons.append((t, as_subject))
    if subj.left_edge.pos_ == "ADV" or any(k.dep_ == "acl" for k in subj.children):
        # "Regretfully Sam explained", "Barco, apprehended for larceny, began": a sentence
        # adverb the parse hung on the subject, or a participial supplement, is no part of
        # the name (Quirk et al. 1985 §17.96 on supplementive -ed clauses): no clean NP
        return {}
    inside = {t.i for t in clause.subtree}
    outside = {t.i for t in host.subtree} - inside
    # the subject's head and its name parts and appositives are the antecedent itself; any
    # other noun inside it ("the trainer's owner", "the leader of the rebels") may be a rival
    skip = {subj.i} | {
        t.i for k in subj.children if k.dep_ in ("compound", "flat", "appos") for t in k.subtree
    }
    np = None
    forms: dict[int, str] = {}
    for pron, as_subject in sorted(prons, key=lambda p: p[0].i):
        if forms:
            # "... her fellow students had collected money for her family": the first mention
            # is named and the later pronouns go on referring to it (a full noun phrase, then
            # pronouns: Ariel 1990 on accessibility; as ``indefinite_antecedent``)
            break
        if not _writable_antecedent(as_subject, subj):
            continue
        if pron.lower_ == "it" and clause.dep_ == "ccomp" and not _institution(subj):
            # (possessive "its" stays: anticipatory and situation "it" have no genitive, so
            # "its findings" always refers, Quirk et al. 1985 §6.17, §10.40; "The report
            # acknowledged that its findings ..." -> "The report's findings ...", pr91)
            # "Our experience has taught us that it pays to ...", "Stacy replied that it would
            # ...": the "it" of a content clause is mostly anticipatory or the discourse's
            # situation; the subject of a verb of saying or knowing that "it" can stand for
            # is an institution acting as one agent ("The committee announced that it ...";
            # Dowty 1991 proto-agents; Quirk et al. 1985 §10.40 on corporate nouns)
            continue
        personal = as_subject in ("he", "she")
        if any(t.lower_ in PRONOUN_FAMILIES[as_subject] for t in subj.subtree if t.i != subj.i):
            # "Her owner explained that she ...": the subject's own possessor agrees too, and
            # is the likelier antecedent (the one the whole sentence is about)
            continue
        rivals = [
            t
            for t in clause.doc
            if t.i not in skip
            and (t.i < pron.i or t.i in outside)
            and (
                (
                    t.pos_ in ("NOUN", "PROPN")
                    and t.dep_ != "compound"
                    and not _predicative(t)
                    and not _time_noun(t)
                    and (
                        (t.pos_ == "PROPN" and not (personal and t.ent_type_ in NON_PERSON_NAMES))
                        or _agrees_as(as_subject, t)
                    )
                )
                # an object pronoun is no one the subject binds (Principle B, Chomsky 1981):
                # another referent; a possessive ("quit her job") may be the subject's own
                or (t.lower_ in PRONOUN_FAMILIES[as_subject] and t.dep_ != "poss")
            )
        ]
        if rivals:
            continue
        np = np or _np(subj)
        if not np:
            return {}
        if pron.dep_ == "poss":
            forms[pron.i] = np + ("'" if np.endswith("s") and _plural(subj) else "'s")
        else:
            forms[pron.i] = np
    if not forms:
        # "David knew that Saul was devising mischief against him" -> "... against David": an
        # object pronoun its clause-mate subject cannot bind (Principle B), named by the
        # matrix subject (complement.matrix_bound_object, shared with verb complements)
        bound = matrix_bound_object(clause, host)
        if bound is not None:
            forms[bound[0].i] = bound[1]
    return forms


def _expletive_it(clause: Token) -> bool:
    """ "it" subject of a content clause that need not refer: anticipatory "it" of a copula with
    an extraposed clause (:func:`_anticipatory_it`), the empty "it" of weather and time ("it was
    late", "it rained") and of raising "seem/appear/happen" (Quirk et al. 1985 §10.26-10.27,
    §18.33); a copular clause is left alone altogether, as "it was late" cannot be told from "it
    was profitable" without the noun's sense. So is the "it" of any clause with an extraposed
    content clause after its verb or its predicative ("after it became clear that the alliance
    was failing", "once it turned out that ...", "it occurred to them that ..."): the
    anticipatory "it" of the extraposed subject (Quirk et al. 1985 §18.33; Huddleston & Pullum
    2002 ch. 16 §7), which names nothing (review s1202s pres-017: "This term became clear that
    ..." from "This term began to be used after it became clear that ...")."""
    if clause.lemma_ == "be" or clause.lemma_ in ("seem", "appear", "happen", "rain", "snow"):
        return True
    return any(_extraposed_content_clause(k) for k in clause.children if k.i > clause.i) or any(
        _extraposed_content_clause(g)
        for k in clause.children
        if k.dep_ in ("acomp", "attr", "oprd") and k.i > clause.i
        for g in k.children
        if g.i > k.i
    )


def _extraposed_content_clause(tok: Token) -> bool:
    """``tok`` heads a finite "that"/"whether" content clause (``ccomp``) or a subject
    infinitive hung as such: the extraposed subject of an anticipatory "it"."""
    if tok.dep_ not in ("ccomp", "csubj"):
        return False
    first = min(tok.subtree, key=lambda t: t.i)
    return first.lower_ in ("that", "whether", "if") or tok.dep_ == "csubj"


def _predicative(noun: Token) -> bool:
    """Whether ``noun`` is a predicative complement or a conjunct of one ("has been a cannabis
    activist and entrepreneur since he was a teenager"): a predicative noun ascribes a property
    to the subject and refers to no one else (Higgins 1979; Partee 1987; Huddleston & Pullum
    2002 ch. 4 §5), so it is no rival antecedent of a pronoun (round 46 reviews: "He was a
    teenager" for "DeAngelo was a teenager")."""
    node = noun
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    return node.dep_ in ("attr", "oprd")


WH_TAGS = frozenset({"WRB", "WP", "WDT", "WP$"})


#: Quantifier words that bind a later pronoun as a variable: negative, universal and
#: free-choice determiners and compound pronouns (Reinhart 1983 ch. 7; Heim & Kratzer 1998 ch.
#: 5). The existential "some-" words and the indefinite "a" are left out: they introduce a
#: discourse referent a pronoun may pick up (Karttunen 1976; Heim 1982).
BINDING_QUANTIFIER_PRONOUNS = {
    "nobody": "person", "no-one": "person", "noone": "person", "everybody": "person",
    "everyone": "person", "anybody": "person", "anyone": "person",
    "nothing": "thing", "everything": "thing", "anything": "thing",
}  # fmt: skip


BINDING_QUANTIFIER_DETS = frozenset({"no", "every", "each", "any"})


#: Bound-variable pronouns by the kind of binder they agree with ("they" is also the
#: singular of a person quantifier: "Everyone knows where they stand").
_PERSON_VARIABLES = frozenset({"he", "him", "his", "himself", "she", "her", "herself",
                               "they", "them", "their", "themselves"})  # fmt: skip


_THING_VARIABLES = frozenset({"it", "its", "itself"})


_BOUND_VARIABLES = _PERSON_VARIABLES | _THING_VARIABLES


def quantifier_bound_pronoun(clause: Token) -> bool:
    """Whether a third-person pronoun of ``clause`` (a wh- or content clause the draft states
    on its own) agrees with a quantifier of the sentence before it, outside the clause:
    "Nobody ever forgets where he buried the hatchet", "The way to love anything is to realize
    that it might be lost". Under the bound reading the pronoun is a variable, and the
    presupposition of its clause projects from the quantifier's scope universally ("everyone
    buried the hatchet somewhere"), not as the plain sentence "He buried the hatchet" (Heim 1983
    "On the projection problem for presuppositions"; Chemla 2009), which names no one. A
    draft cannot spell that out by deleting the matrix, so none is written (review s1202v).
    The binders are ``BINDING_QUANTIFIER_PRONOUNS`` and noun phrases with a determiner of
    ``BINDING_QUANTIFIER_DETS`` ("no driver ... he"); "it" as the anticipatory or weather
    subject is no variable (:func:`_expletive_it`)."""
    doc = clause.doc
    inside = {t.i for t in clause.subtree}
    first = min(inside)
    binders: list[tuple[Token, str]] = []
    for t in doc[clause.sent.start : first]:
        kind = BINDING_QUANTIFIER_PRONOUNS.get(t.lower_)
        if kind is None and t.lower_ == "one" and t.i > 0 and doc[t.i - 1].lower_ == "no":
            kind = "person"
        if (
            kind is None
            and t.pos_ == "NOUN"
            and not _plural(t)
            and any(c.dep_ == "det" and c.lower_ in BINDING_QUANTIFIER_DETS for c in t.children)
        ):
            kind = "noun"
        if kind is not None:
            binders.append((t, kind))
    if not binders:
        return False
    # a reflexive is bound inside its own clause (Chomsky 1981, binding principle A): with a
    # subject of the clause that is no variable itself ("Nobody knows who hurt himself": "who"),
    # it is that subject's, not the quantifier's
    local_subject = any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ not in _BOUND_VARIABLES
        for c in clause.children
    )
    for t in clause.subtree:
        low = t.lower_
        if local_subject and low.endswith(("self", "selves")):
            continue
        if low in _THING_VARIABLES:
            if t.dep_ in ("nsubj", "nsubjpass") and _expletive_it(t.head):
                continue
            if any(k in ("thing", "noun") for _, k in binders):
                return True
        elif (
            low in _PERSON_VARIABLES
            and t.pos_ == "PRON"
            and any(k in ("person", "noun") for _, k in binders)
        ):
            return True
    return False


#: Month names, capitalised: the object of a time-position preposition ("on 5 May", "in June").
MONTHS = frozenset(m.capitalize() for m in MONTH_NAMES)


#: Entity types of places (OntoNotes GPE, LOC, FAC): a proper name of one after "in" is where
#: something came into view (change-of-state "appear"), and its "heart" or "face" is a figure,
#: not a body part (possessed definites). One place for the two drafts' twin sets.
PLACE_ENTITY_TYPES = frozenset({"GPE", "LOC", "FAC"})


#: Subordinators of a concessive or contrastive clause (Quirk et al. 1985 §15.40-15.43): one
#: place for the "only" drafts, the concessive premises and the extractor's negation scope.
CONCESSIVE_SUBORDINATORS = frozenset({"although", "though", "whereas"})


#: A year or decade written in figures: "1990", "1990s", "2010's" (years 1000-2099).
YEAR = re.compile(r"(?:1\d|20)\d\d(?:'?s)?")


#: Era designations after a year ("3000 BCE", "AD 410"): the phrase is a date (Quirk et al.
#: 1985 §9.35 on dates as time-position adjuncts).
ERAS = frozenset({"BC", "BCE", "AD", "CE", "B.C.", "A.D."})


def _era(tok: Token) -> bool:
    """``tok`` is an era designation with its year ("around 3000 BCE"; the parser may make
    the year a sibling right before it)."""
    return tok.text in ERAS and (
        any(k.like_num for k in tok.children) or (tok.i > 0 and tok.doc[tok.i - 1].like_num)
    )


def _time_noun(tok: Token) -> bool:
    """A date, a time or a period noun ("May 2011", "the end of the decade"), or a year
    ("in 1990", "in the 1990s"), which the run's parse may have no entity type for when the
    pipeline runs without NER."""
    if tok.ent_type_ in ("DATE", "TIME") or YEAR.fullmatch(tok.text) or tok.text in MONTHS:
        return True
    nouns = word_set("presupposition_temporal_nouns")
    if _era(tok):
        return True
    if tok.lower_ == "age" and any(t.like_num for t in tok.subtree if t.i > tok.i):
        # "at the age of forty", "at age twelve": a point in a life, a time-position adjunct
        # (Quirk et al. 1985 §9.33-9.37 on "at" of time position), a DATE for spaCy's NER
        return True
    return tok.lemma_.lower() in nouns or tok.lower_ in ("end", "beginning", "start", "middle")


#: Quantifiers of a span that reach back to (nearly) its start ("most of its history", "all
#: his life", "her entire career").
WHOLE_SPAN_WORDS = frozenset({"most", "all", "much", "entire", "whole", "full"})


#: Determiners and quantifiers that make a time noun phrase a measure of duration ("the whole
#: winter", "two weeks", "several days"; Quirk et al. 1985 §8.55-8.57 on noun phrases as
#: duration adjuncts). "every" is here for "remain"'s ``_duration_phrase``; ``durative_adjunct``
#: leaves a frequency NP out (``_frequency_np``).
DURATION_QUANTIFIERS = WHOLE_SPAN_WORDS | {"several", "few", "many", "some", "another", "every"}


#: Prepositions of a duration ("for hours", "since 1990") or of an extent past a point ("well
#: past the point of exhaustion", "far into the night", "beyond midnight"; Quirk et al. 1985
#: §8.55-8.57 and §9.39-9.42 on duration and "since"/"past"/"beyond"/"into"/"through" of time).
DURATION_PREPS = frozenset({"for", "since", "past", "beyond", "into", "through", "throughout"})


#: Degree adverbs that make a "past"/"beyond" PP an extent ("well past", "far beyond", "way past",
#: "long into"; Quirk et al. 1985 §7.56 on intensifiers of prepositional phrases).
EXTENT_ADVERBS = frozenset({"well", "far", "way", "long", "deep", "late"})


#: Nouns of an unspecified stretch of time the NER does not mark ("for a while", "for ages").
STRETCH_NOUNS = frozenset({"while", "ages", "time", "moment", "minute", "hour", "stretch"})


#: Nouns of a measure that "of time" makes a duration ("a certain length of time", "a short
#: period of time", "a long span of time"; Quirk et al. 1985 §5.9 on partitive measure nouns).
TIME_MEASURE_NOUNS = frozenset({"length", "period", "span", "amount", "stretch", "space"})


#: Adjectives that make "time" an ordinal of occasions ("for the last time", "for the final
#: time"); numeral ordinals ("first", "third") are the tagger's ORDINAL entities or numerals.
ORDINAL_ADJECTIVES = frozenset({"last", "final", "next", "umpteenth", "nth", "only"})


def _frequency_np(tok: Token) -> bool:
    """A time NP of frequency ("every morning", "each week"): a quantifier over occasions
    belongs to the habitual activity (Quirk et al. 1985 §8.64 on frequency adjuncts), not to
    the time position of one transition, nor to the length of one interval."""
    return any(k.dep_ == "det" and k.lower_ in ("every", "each") for k in tok.children)


def _measure_of_time(obj: Token) -> bool:
    """ "for a certain length of time", "for a short period of time": a measure noun of
    ``TIME_MEASURE_NOUNS`` with an "of" complement that is a time noun is itself a duration
    (the head of a partitive measure phrase names the quantity of time, Quirk et al. 1985 §5.9),
    so "for" + it is a duration adjunct like "for hours" (review s1202z)."""
    if obj.lemma_.lower() not in TIME_MEASURE_NOUNS:
        return False
    return any(
        k.dep_ == "prep"
        and k.lower_ == "of"
        and any(g.dep_ == "pobj" and g.lemma_.lower() in STRETCH_NOUNS for g in k.children)
        for k in obj.children
    )


def _extent_adverb_before(prep: Token) -> bool:
    """A degree adverb right before ``prep`` that the parser hung on the verb ("far into")."""
    if prep.i == 0:
        return False
    before = prep.doc[prep.i - 1]
    return before.dep_ == "advmod" and before.head == prep.head and before.lower_ in EXTENT_ADVERBS


def _ordinal_time(noun: Token) -> bool:
    """ "the first time", "the last time", "the third time": "time" as an ordinal of occasions
    (time.n.01, an instance or occasion), not a stretch of time."""
    return noun.lemma_.lower() == "time" and any(
        k.ent_type_ == "ORDINAL" or k.lower_ in ORDINAL_ADJECTIVES or k.like_num
        for k in noun.children
        if k.i < noun.i
    )


def _time_span_noun(noun: Token) -> bool:
    """A noun that can name a stretch of time: a time noun of ``_time_noun`` ("day", "winter",
    "the 1990s", a DATE/TIME entity), a noun of ``STRETCH_NOUNS`` ("a while", "ages", "a long
    time"), a measure "of time", or a noun whose first WordNet sense is noun.time under a
    numeral or a quantifier of measure ("two seconds", "a fortnight", "several millennia"). A
    noun.time noun without one is no measure phrase ("moving for delays": a cause; Dowty 1979
    ch. 7: durative "for" takes a measure of time)."""
    if _ordinal_time(noun):
        return False
    return (
        (
            noun.pos_ == "NOUN"
            and _noun_lexname(noun) == "noun.time"
            and any(
                k.tag_ == "CD" or k.lower_ in DURATION_QUANTIFIERS or k.lower_ in ("a", "an")
                for k in noun.children
                if k.i < noun.i
            )
        )
        or _time_noun(noun)
        or noun.lemma_.lower() in STRETCH_NOUNS
        or noun.lower_ in STRETCH_NOUNS  # "ages", lemmatised "age"
        or _measure_of_time(noun)
    )


def durative_adjunct(t: Token) -> bool:
    """Does ``t`` head a durative adjunct, one that measures the length of an interval (Quirk et
    al. 1985 §8.55-8.57 duration adjuncts; §9.39-9.42 "past"/"into"/"through" of time)?

    - "for" + a stretch of time: "for a while", "for two hours", "for a long time", "for years",
      "for a short period of time"; "since" + a point it runs from: "since 1990", "since the
      war";
    - "past"/"beyond"/"into"/"through"/"throughout" + a time, or under a degree adverb of
      extent: "through the winter", "well into the 1990s", "far into the night", "well past
      the point of exhaustion";
    - a bare time NP with a numeral or a quantifier of ``DURATION_QUANTIFIERS``: "all day",
      "two hours", "the whole winter".

    Not: "for the company", "for a reason", "walked past the house" (a beneficiary, a cause, a
    path); "every morning", "each week" (frequency, Quirk et al. 1985 §8.64: it quantifies over
    occasions, it measures no one interval); "for the first time" (an ordinal of occasions: it
    goes with a telic event, "She arrived for the first time", where "*She arrived for an
    hour" fails; ``occasion_adjunct``).

    Why it matters: a durative adjunct is Vendler's (1957) and Dowty's (1979 ch. 2, §2.2; ch. 7
    on "for"-adverbials) test of a state or an activity: "for an hour" measures the interval
    over which the state or activity it modifies holds. For a change-of-state "remain/stay"
    ("remained silent for a while") that interval is the remaining, from the reference time on,
    so the presupposed earlier state ("was silent before") has no measure of its own; for an
    aspectual "continue/keep/stop" ("continued swimming for hours") it is how long the activity
    went on after (or before) the transition, so the prior activity the verb presupposes
    ("had been swimming before") is the bare one. Both drafts leave the adjunct out
    (``durative_span``): kept, it would be said of the wrong interval ("was silent for a while
    before")."""
    if t.dep_ == "prep" and t.lower_ in DURATION_PREPS:
        obj = next((k for k in t.children if k.dep_ == "pobj"), None)
        if obj is None:
            return False
        timed = _time_span_noun(obj)
        if t.lower_ == "for":
            return timed
        if t.lower_ == "since":
            # "since 1990", "since the war": the span from that point up to the reference time;
            # the preposition "since" is only temporal (causal "since" heads a clause)
            return True
        extent = any(k.dep_ == "advmod" and k.lower_ in EXTENT_ADVERBS for k in t.children)
        return timed or extent or _extent_adverb_before(t)
    if t.dep_ == "npadvmod" and _time_span_noun(t) and not _frequency_np(t):
        return any(
            k.tag_ == "CD" or k.lower_ in DURATION_QUANTIFIERS for k in t.children if k.i < t.i
        )
    return False


def occasion_adjunct(t: Token) -> bool:
    """ "for the first time", "for the last time": an ordinal of the occasions of the event the
    trigger asserts (the remaining, the starting), which the presupposed earlier state or
    activity does not share ("She started singing for the first time" -> "She had not been
    singing before"). No duration (``durative_adjunct``), but a draft leaves it out all the
    same."""
    if t.dep_ != "prep" or t.lower_ != "for":
        return False
    return any(k.dep_ == "pobj" and _ordinal_time(k) for k in t.children)


def durative_span(t: Token) -> set[int]:
    """The token indices a draft leaves out with the adjunct ``t``: its subtree, and a degree
    adverb of extent the parser hung on the verb right before it ("far [into the night]")."""
    span = {k.i for k in t.subtree}
    if _extent_adverb_before(t):
        span.add(t.i - 1)
    return span


#: Object case of the subject pronouns, for a subject that a template puts after "by".
OBJECT_CASE = {"i": "me", "we": "us", "they": "them", "he": "him", "she": "her"}


def _controller(verb: Token) -> Token | None:
    """The object that controls the understood subject of an infinitival trigger ("I persuaded
    her to stay": she stayed), or None. With a direct object before the to-infinitive the object
    is the controller (object control: persuade, convince, force, ask; Rosenbaum 1967;
    Huddleston & Pullum 2002 ch. 14 §4.2; "promise" is the rare subject-control exception)."""
    if verb.dep_ != "xcomp" or any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return None
    return next((c for c in verb.head.children if c.dep_ in ("dobj", "obj") and c.i < verb.i), None)


#: Modals of possibility, necessity and hypothesis (Quirk et al. 1985 §4.49-4.58); "will" and
#: "shall" (future) are not among them: "will return" still presupposes the prior state.
NON_FACTUAL_MODALS = frozenset({"can", "could", "may", "might", "must", "should", "would", "ought"})


def _modal_transition(trig: Token) -> bool:
    """The change of state is under a modal ("It can be fixed", "the river could rise"): the
    transition is only possible, so the state it presupposes is the one holding now ("it is
    broken"), not a past one, and the template's "was ... before" misdates it (round 34 blind
    reviews; a modal is a hole that projects the presupposition at the reference time of the
    modal clause, Karttunen 1973, Heim 1992). No draft rather than a misdated one."""
    # a gapped passive conjunct shares the first conjunct's modal (``_shared_auxiliaries``)
    return any(
        k.dep_ == "aux" and k.lower_ in NON_FACTUAL_MODALS for k in _shared_auxiliaries(trig)
    )


#: Plural number nouns that head a partitive of indefinite quantity ("thousands of residents",
#: "dozens of ships": Quirk et al. 1985 §5.25 on quantifying nouns, §6.64 on numeral nouns).
NUMBER_NOUNS = frozenset(
    {"dozens", "scores", "hundreds", "thousands", "millions", "billions", "tens"}
)


def _counted_np(tok: Token | None) -> bool:
    """``tok`` heads a quantified noun phrase: a bare numeral or weak scalar determiner
    (``clause_scope.counting_word``: "Roughly 300 workers", "An estimated 2 million people",
    "Many soldiers", "Two of the brothers"), a number noun ("Thousands of residents") or a
    quantity partitive ("A number of ships"). A change-of-state verb with such an argument
    presupposes the prior state of each individual it counts (Heim 1983, "On the projection
    problem for presuppositions": a quantified NP's presupposition is about the members of its
    domain), and a weak determiner is no referring expression a draft could pick them up with
    (Barwise & Cooper 1981 on weak determiners; Milsark 1977). "Roughly 300 workers were alive
    before" is a new cardinal claim about any 300 workers, true by world knowledge, and its
    "before" has no event to be anaphoric to (blind review s1130o): no draft."""
    if tok is None or tok.pos_ == "PRON" and tok.lower_ not in PLURAL_QUANTIFIER_PRONOUNS:
        return False
    if tok.lower_ in NUMBER_NOUNS and any(
        c.dep_ == "prep" and c.lower_ == "of" for c in tok.children
    ):
        return True
    word = counting_word(tok)
    if word is not None and word.dep_ == "advmod" and word.head.pos_ in ("ADJ", "ADV"):
        word = None  # "the most famous prize": a superlative degree word, no quantifier
    return _partitive_of(tok) is not None or word is not None


#: Fronted prepositional phrases that are discourse connectives or stance adjuncts, not part
#: of the complement's proposition (Quirk et al. 1985 §8.134-8.137 conjuncts, §8.121 content
#: disjuncts): "that in fact ...", "that of course ...".
DISCOURSE_PPS = frozenset(
    {"in fact", "of course", "in short", "in addition", "for example", "for instance",
     "in particular", "as a result", "in general", "at least", "after all", "above all",
     "in turn", "in other words", "by the way", "in truth", "in reality", "in effect",
     "at last", "in sum", "on the contrary", "in any case", "at any rate", "by contrast",
     "in contrast", "on balance", "to be sure", "of late", "at first"}
)  # fmt: skip


def _trigger_token(c: Candidate, doc: Doc) -> Token | None:
    span = doc.char_span(c.char_start, c.char_end, alignment_mode="expand")
    if span is None or not len(span):
        return None
    if c.subtype == "clefts":
        return next((t for t in span if t.lemma_ == "be"), span[-1])
    if c.subtype == "re_verbs":
        return span[-1]  # "re-entered": the verb, after the split-off prefix
    return span.root if c.subtype == "possessed_definites" else span[0]


#: Possessive pronouns that a passive draft may open on, with their subject forms, for the
#: agreement with an antecedent (``_agrees_as``: number and animacy, Quirk et al. 1985 §6.10).
_POSSESSIVE_SUBJECT_FORM = {"its": "it", "their": "they", "his": "he", "her": "she"} | {
    "my": "I",
    "your": "you",
    "our": "we",
}


#: Flag of a draft with a negative-polarity item that nothing in it licenses (pipeline/flags.py).
UNLICENSED_NPI = "unlicensed-npi"


#: Substitutive markers: "instead of", "rather than" (Quirk et al. 1985 §9.7, §15.49).
SUBSTITUTIVE_MARKERS = frozenset({("instead", "of"), ("rather", "than")})


def _finite_clause(head: Token | None) -> Token | None:
    """The nearest finite clause containing ``head``: NOPE's experts negate the clause in which a
    nominal trigger occurs, even inside an adverbial ("While both groups didn't take in ...")."""
    cur = head
    while cur is not None and cur.dep_ != "ROOT" and not is_finite_clause(cur):
        cur = cur.head
    return cur


def _tense_bearer(head: Token | None) -> Token | None:
    """The verb whose tense an existence draft takes when the recorded clause head is a noun:
    the parser may hang a coordinated object on the verb ("they saw his glory, and the two men
    who stood with him": "men" a ``conj`` of "saw"), and the clause-head walk then stops at the
    noun, which has no tense. A noun phrase has no tense of its own; it takes the time of the
    clause it sits in (Enç 1986; Huddleston & Pullum 2002 ch. 3 §1), here the finite clause
    above it, so the draft reads "There were two men", as IMPPRES's numeric-determiner
    templates match the tense of the trigger's clause. A verb or auxiliary head is returned as
    it is (its own callers climb out of infinitives and participles)."""
    if head is None or head.pos_ in ("VERB", "AUX"):
        return head
    return _finite_clause(head) or head
