"""A verb's complement as a stand-alone sentence (``hypothesis_kind='complement'``).

Ross & Pavlick (2019) §4.1 (RP19): "We use the parse tree provided by MNLI to extract the
complement clause C. When needed, we inflect the verb in the complement to match the tense of the
main verb." Their pairs (Tables 1, 3) keep the rest of the sentence: "At that moment, I happened to
look up" -> "At that moment, I looked up"; "He attempted to overcome the sensation" -> "He overcame
the sensation". So:

- to-complement, subject control and raising: the main verb and "to" go, the first verb of the
  complement takes the main verb's form (tense from the main verb, agreement with the controller),
  everything else stays where it was ("Nike declined to be a sponsor" -> "Nike was a sponsor");
- to-complement, object control / ECM ("She persuaded him to leave", "I want him to go"): the
  controller becomes the subject ("He left"), preposed material before the main subject is kept;
- that-complement (with or without "that"): the embedded clause, capitalised, with the sentence's
  final punctuation.

Inflection is lemminflect's, through ``pipeline.lexicon.inflection``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator

from lemminflect import getAllLemmas, getLemma
from spacy.tokens import Doc, Span, Token

from .. import syntax
from ..lexicon.closed_class import (
    COMPOUND_PRONOUNS,
    DAY_NAMES,
    DEMONSTRATIVES,
    DISTRIBUTIVE_CONTRASTIVE_SECOND,
    INCEPTIVE_VERBS,
    MONTH_NAMES,
    NON_MANNER_LY,
    PERMISSION_VERBS_WITH_ENABLE,
    PERMISSION_VERBS_WITH_ENABLE_LET,
    PERSON_PRONOUNS,
    REFLEXIVE_PRONOUNS,
    STATE_VERBS,
)
from ..lexicon.future_orientation import FUTURE_DIRECTIVES, FUTURE_IN_PRESENT, FUTURE_ORIENTED
from ..lexicon.implicatives import implicatives, signature_lexicon
from ..lexicon.inflection import finite_tag, inflect
from ..lexicon.tables import verb_signatures, word_set
from ..lexicon.wordnet import adverbial_relative_head, first_sense_lexname, lexnames
from ..syntax import (
    AUX_DEPS,
    CLAUSAL_SUBJECT_DEPS,
    COMPARATIVE_TAGS,
    CONATIVE_VERBS,
    DOUBLE_QUOTES,
    FINITE_TAGS,
    FUTURE_AUXILIARIES,
    INVERTED_CONDITIONAL_AUXILIARIES,
    NOMINAL_SUBJECT_DEPS,
    PLURAL_QUANTIFIER_HEADS,
    PRESENT_TAGS,
    SAYING_VERBS,
    SPEAKER_PRONOUNS,
    SUBJECT_DEPS,
    TENSED_TAGS,
    THIRD_PERSON_PRONOUNS,
    WH_TAGS,
    after_comma,
    agreeing_word,
    finite_clause_head,
    inverted_reporting_clause,
    marked_clauses,
    subordinator,
    verb_lemma,
)
from ._result import Rewritten, SurfaceEdit, capitalise, exclamation_as_statement
from .anaphora import (
    agrees,
    antecedent_candidates,
    clause_mate_subject,
    definite_holder,
    displaced_subject,
    gender_agrees,
    gender_clash,
    name_gender,
    person_noun,
    pronoun_antecedent,
    rebound_standard_pronoun,
    relative_antecedent,
    subject_form,
)
from .clause_scope import (
    APPOSITION_MARKERS,
    ASPECTUAL_VERBS,
    CONTRAST_COORDINATORS,
    FREE_RELATIVE_WORDS,
    HEDGE_ADVERBS,
    NEG_RAISING,
    PURPOSE_MODALS,
    base_conjunct_under_operator,
    concessive_clause,
    modal_outscopes_negation,
    negative_governor,
    quoted_question_after,
    reason_for_clause,
    that_purpose_clause,
)
from .complement_adjunct_clauses import (
    adjunct_infinitive_tense,
    conditional_preposition,
    contrastive_mark,
    detached_conditional_end,
)
from .complement_as_proform import proform_as_clause_end
from .complement_coordination import (
    disjoint_pronoun_conjunct,
    main_clause_after_content_clause,
    wh_clause_conjunct_cut,
)
from .complement_detached_wh import detached_wh_predicate_end
from .complement_function import standing_aim
from .complement_matrix_adjuncts import (
    fronted_enumerative,
    fronted_result_connective,
    fronted_time_of_present_directive,
    matrix_emphasizers,
    span_before_subject,
)
from .complement_matrix_comment import (
    abbreviation_number_end,
    appearance_adjuncts,
    comment_as_clause_end,
)
from .complement_nested_frame import nested_host_frame
from .conjuncts import _PRONOUN_FAMILIES, _REPLACIVES, _noncount_noun, remove_conjunct, reparse
from .embedding import CONJUNCTIVE_ADVERBS, without_leftover
from .negation import (
    CLITIC_STEMS,
    DO_FORMS,
    RAISED_NOT_REACHED,
    additive_either,
    apply_swaps,
    comma_which_clauses,
    imperative_host,
    negate,
    polarity_swaps,
    preverbal_site,
    raised_scope,
    scope_adjunct_flags,
)

#: Words between the main verb and "to" that belong to the main verb's lexical entry and go with it
#: ("turned out to", "saw fit to").
VERB_PART_DEPS = frozenset({"prt", "acomp", "oprd"})
#: Words that may stand between the verb and "to" and stay in place ("managed eventually to").
SKIPPABLE_POS = frozenset({"ADV", "PART", "PUNCT"})
#: Accusative -> nominative, for an object controller that becomes the subject ("persuaded him to
#: leave" -> "He left").
#: "'em" is the informal reduced "them" (Quirk et al. 1985 §6.13 note; CGEL ch. 5 §16.2.1 on
#: reduced pronoun forms): "I tell 'em to pick two" -> "They pick two", not "'em picks two"
#: (hundred-thirteenth pass, vc107; s1202v verb-019).
NOMINATIVE = {**syntax.NOMINATIVE, "whom": "who", "'em": "they", "’em": "they"}
REFLEXIVES = REFLEXIVE_PRONOUNS  # lexicon.closed_class
SINGULAR_PRONOUNS = frozenset({"he", "she", "it", "this", "that", "him", "her", "one", "who"})
PLURAL_PRONOUNS = frozenset(
    {"i", "you", "we", "they", "me", "us", "them", "'em", "\u2019em", "these", "those"}
)
_BE_NONFINITE = {"VB": "be", "VBN": "been", "VBG": "being"}
#: Adverbs kept before the negation of a complement-taking verb (word list header has sources).
WIDE_SCOPE_ADVERBS = word_set("verb_complement_wide_scope_adverbs")
#: Adverbs of the complement-taking verb that go with it (word list header has sources).
MATRIX_ADVERBS = word_set("verb_complement_matrix_adverbs")
#: Adverbs of a passive report that go with it ("is often considered to"; word list header).
PASSIVE_REPORT_ADVERBS = word_set("verb_complement_passive_report_adverbs")
#: Frequency adjuncts (Quirk et al. 1985 §8.63-8.64: definite and indefinite frequency) among
#: the passive report's adverbs: they count occasions, which a "+" verb's complement shares.
PASSIVE_FREQUENCY_ADVERBS = frozenset(
    {"often", "usually", "sometimes", "occasionally", "frequently", "generally", "commonly",
     "normally", "seldom", "rarely", "always", "invariably", "regularly", "typically"}
)
#: Relations of a gerund trigger heading a non-finite clause of its own ("spent years working
#: to", "found himself struggling to", "with the President advising that").
GERUND_CLAUSE_DEPS = frozenset({"xcomp", "ccomp", "pcomp", "advcl", "acl", "oprd"})
#: Prepositions whose gerund clause is not negated in place (temporal ones and negative
#: "without"); the sentence-level negation is used and flagged when it misses the trigger.
#: Also "from", the gerund of verbs of hindering ("stop/prevent/keep/discourage X from V-ing",
#: Quirk et al. 1985 §16.65; negative implicatives, Karttunen 1971): "has never stopped people
#: from not thinking that ..." is a double negation no one writes (issue #12 blind reviews).
NO_IN_PLACE_PREPOSITIONS = frozenset(
    {"before", "after", "since", "until", "upon", "on", "without", "while", "when", "from"}
)


#: Quantifiers whose partitive "of" phrase decides the number ("most of the settlers were",
#: "some of the water was"; CGEL ch. 5 §9: with a partitive the oblique's head determines it).
#: A percentage likewise ("10% of the organisms are", "30 percent of the water is"; CGEL ch. 5
#: §9, Quirk et al. 1985 §10.40 on notional concord with measure and fraction phrases).
PARTITIVE_HEADS = PLURAL_QUANTIFIER_HEADS | {"all", "half", "none", "any", "each", "one"}
PARTITIVE_HEADS |= {"percent", "%"}
#: Quantity nouns of a partitive whose "of" phrase decides the number as well: "the majority of
#: the charges cross", "the rest of the files are", "a lot of the water is" (Quirk et al. 1985
#: §10.40-10.42 on notional concord with such heads: "The majority are in favour"; CGEL ch. 5
#: §3.3 on quantificational nouns, where the oblique's number wins). Not "number": "the number
#: of files is" counts them, only "a number of" is a quantifier (Quirk et al. §10.40); stop 71,
#: vc118 (s1203c verb-064).
PARTITIVE_HEADS |= {"majority", "minority", "rest", "remainder", "bulk", "lot", "lots"}


def _partitive_oblique(controller: Token) -> Token | None:
    """The head of the "of" phrase of a partitive quantifier ("most of the settlers" ->
    "settlers"), or None."""
    if controller.lower_ not in PARTITIVE_HEADS:
        return None
    of = next((c for c in controller.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    if of is None:
        return None
    return next((c for c in of.children if c.dep_ == "pobj"), None)


def _conjunct_chain(head: Token) -> list[Token]:
    """``head`` and the conjuncts chained on it ("text" -> "graphics" -> "documents")."""
    chain = [head]
    while (nxt := next((c for c in chain[-1].children if c.dep_ == "conj"), None)) is not None:
        chain.append(nxt)
    return chain


def _singular(controller: Token | None) -> bool | None:
    """Does ``controller`` take a singular verb (None when there is none)?"""
    if controller is None:
        return None
    antecedent = relative_antecedent(controller)
    if antecedent is not None:
        # a relative pronoun agrees with its antecedent ("the falls, which were portaged"; Quirk
        # et al. 1985 §10.35, §17.12; CGEL ch. 12 §3): its number decides the verb form
        return _singular(antecedent)
    low = controller.lower_
    oblique = _partitive_oblique(controller)
    if oblique is not None and low not in ("each", "one"):
        if oblique.lower_ in ("whom", "who"):
            # "a large community, some of whom claimed to be settlers" -> "some of whom were":
            # the personal relative counts the group's members as persons, so a quantified part
            # of them takes plural concord even after a singular collective (Quirk et al. 1985
            # §10.35-10.36 on notional concord with "who"; CGEL ch. 5 §9); sixty-fourth pass
            return False
        return _singular(oblique)
    if low in PLURAL_QUANTIFIER_HEADS and controller.pos_ in ("PRON", "DET", "ADJ", "NOUN"):
        return False
    if low in SINGULAR_PRONOUNS:
        return True
    if low in PLURAL_PRONOUNS:
        return False
    # the coordinator of a list of three or more hangs on the next-to-last conjunct in the
    # parse ("text, graphics, and documents": "and" under "graphics"), so the whole chain of
    # conjuncts is searched; "text, graphics, and documents are" is plural like "A and B are"
    # (Quirk et al. 1985 §10.34, §13.44 on asyndetic-syndetic lists); stop 70 vc116
    coordinators = [c for t in _conjunct_chain(controller) for c in t.children if c.dep_ == "cc"]
    if coordinators and all(c.lower_ in ("or", "nor") for c in coordinators):
        # "a new device or technology has been", "the cat or the dogs are": disjoined subjects
        # agree with the nearest disjunct (Quirk et al. 1985 §10.41, the principle of
        # proximity; CGEL ch. 5 §18.1); hundred-twelfth pass (vc106), s1202u verb-003
        last = controller
        while (nxt := next((c for c in last.children if c.dep_ == "conj"), None)) is not None:
            last = nxt
        if last is not controller:
            return _singular(last)
    plural = controller.tag_ in ("NNS", "NNPS") or bool(coordinators)
    return not (plural or _capitalised_common_plural(controller))


def _capitalised_common_plural(noun: Token) -> bool:
    """Is ``noun`` a capitalised plural of a common noun that the tagger took for a singular
    proper noun ("Internet Service Providers", "Web Developers": NNP)?

    A phrase made only of capitalised common nouns is a common noun phrase set in title case,
    not a name, and its head's -s form is the regular plural (Quirk et al. 1985 §5.60 on proper
    nouns vs. common nouns with capitals; §5.82 on the regular plural): it takes plural concord
    ("Internet Service Providers share", not "*shares"; stop 74, vc131, s1204i verb-033,
    verb-043). Every premodifier must be a WordNet noun, so a name with a proper word in it
    ("Microsoft Windows", "Sun Microsystems") or a one-word name ("Windows") keeps the tagger's
    singular; the head's singular lemma must be a WordNet noun whose regular plural it is."""
    if noun.tag_ != "NNP" or not noun.text[:1].isupper():
        return False
    modifiers = [c for c in noun.children if c.i < noun.i and c.dep_ == "compound"]
    if not modifiers or any(
        c.tag_ not in ("NNP", "NN") or not lexnames(c.lower_, "NOUN") for c in modifiers
    ):
        return False
    low = noun.lower_
    if not low.endswith("s") or low.endswith(("ss", "us", "is")):
        return False
    lemmas = getLemma(low, upos="NOUN")
    lemma = lemmas[0] if lemmas else low
    return lemma != low and bool(lexnames(lemma, "NOUN")) and inflect(lemma, "NNS") == low


#: Raising verbs of appearance (CGEL ch. 14 §4.2; Postal 1974): their perfect infinitive is
#: a past relative to the appearance ("seems to have left" = it seems he left).
APPEARANCE_RAISING = frozenset({"seem", "appear"})

#: Verbs of origin and creation, whose event brings the subject's referent into being
#: (wordlists/verb_complement_origin_verbs.txt; McCawley 1971; Levin 1993 §48.1.1, §26.4).
ORIGIN_VERBS = word_set("verb_complement_origin_verbs")


def _referent_origin(participle: Token | None, head: Token) -> bool:
    """Is the perfect infinitive the origin of the subject's own referent: an intransitive
    verb of origin ("to have originated at X") or a passive verb of creation ("to have been
    coined by Y")? Not an active agent's creation ("to have invented it"), whose present
    perfect is a fine existential perfect (McCawley 1971)."""
    if participle is None or verb_lemma(head) not in ORIGIN_VERBS:
        return False
    if any(c.dep_ == "auxpass" for c in head.children):
        return True
    return not any(c.dep_ in ("dobj", "obj", "ccomp", "xcomp") for c in head.children)


#: Degree adverbs of an adjectival participle ("well adapted", "ideally suited"; Quirk et al.
#: 1985 §3.74 on participial adjectives and their modifiers).
PARTICIPLE_DEGREE_ADVERBS = frozenset(
    {"well", "poorly", "ideally", "perfectly", "better", "best", "uniquely", "specially", "highly"}
)


#: Statives after which "come to" is inchoative (the same list the extractor uses).
INCHOATIVE_STATIVES = word_set("verb_complement_inchoative_statives")


def _present_perfect_inceptive(verb: Token, head: Token, first: Token) -> Token | None:
    """The present-tense perfect "have"/"has" of an inceptive "begin/start to V" ("It has
    begun to decay"), or None. Only the bare verb of the complement (no perfect or
    progressive infinitive) and only an inceptive with the one auxiliary.

    Only the singular "has": with a plural subject the inceptive can measure a series of
    events, each of them complete ("Tax forms have started to arrive": some have arrived;
    Krifka 1998 on cumulative plural predication, Comrie 1976 §2.2 on iteration), and then
    RP19's "have arrived" holds, so a plural keeps the perfect."""
    if verb_lemma(verb) not in INCEPTIVE_VERBS or verb.tag_ != "VBN":
        return None
    if head.dep_ != "xcomp" or head.head.i != verb.i or head.i < verb.i:
        return None
    if first.i != head.i and first.lemma_ != "be":
        return None
    if any(c.dep_ in AUX_DEPS and c.lower_ != "to" for c in head.children):
        return None  # "has begun to be used": a passive infinitive stays as it is
    aux = [c for c in verb.children if c.dep_ in AUX_DEPS]
    if len(aux) != 1 or aux[0].lemma_ != "have" or aux[0].tag_ != "VBZ":
        return None
    return aux[0]


def _present_perfect_inchoative(verb: Token, head: Token) -> Token | None:
    """The present-tense perfect "have"/"has" of an inchoative "come to" + stative
    ("have come to believe"), or None."""
    if verb_lemma(verb) != "come" or verb.tag_ != "VBN":
        return None
    if verb_lemma(head) not in INCHOATIVE_STATIVES:
        return None
    aux = [c for c in verb.children if c.dep_ == "aux"]
    if len(aux) != 1 or aux[0].lemma_ != "have" or aux[0].tag_ not in ("VBP", "VBZ"):
        return None
    return aux[0]


def _bare_with_own_subject(verb: Token) -> bool:
    """A verb tagged as a base form (VB) that has a subject of its own and no auxiliary, in
    a main or adverbial clause: a present plural form the tagger took for the infinitive
    ("The errors that are reported happen[VB] to be minor", "when the words which are
    rejected happen[VB] to be improper"; a relative clause between subject and verb is where
    the small tagger slips). A base form with its own subject and no modal, "to" or "do" is
    finite in a main clause: the imperative has no subject and the subjunctive occurs in
    content clauses (Quirk et al. 1985 §3.54, §3.58-3.59), so the tense is the present (VBP)
    and the complement's "be" must agree with the subject, not stay "be" (sixty-ninth pass:
    the judges' "which are rejected be improper")."""
    if verb.dep_ not in ("ROOT", "advcl", "conj") or verb.pos_ not in ("VERB", "AUX"):
        return False
    if any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    # a subject the tagger read as a nominal: one tagged otherwise ("cacti[RB] show") shows
    # a tagging failure on the clause, where the base-form tag may be one more
    return subject is not None and subject.i < verb.i and subject.pos_ in _NOMINAL_POS | {"DET"}


#: The motion verbs of the quasi-serial construction ("go get", "come see").
_SERIAL_MOTION_VERBS = frozenset({"go", "come"})


def _quasi_serial_verb(first: Token, first_lemma: str) -> Token | None:
    """The bare verb right after a "go/come" that opens the complement ("to go see a movie",
    "to come help"), or None.

    "go/come" + bare verb is grammatical only while both verbs are bare: the inflection
    condition of the quasi-serial construction (Zwicky 1969; Pullum 1990, "Constraints on
    intransitive quasi-serial verb constructions in modern colloquial English"): "*Jaimie went
    see a movie", "*He goes get it". Its inflected counterpart is the pseudo-coordination "go
    and V" (Quirk et al. 1985 §13.98, "go and see"), which keeps both events; the hypothesis
    takes that form with the second verb in the same tense."""
    if first_lemma not in _SERIAL_MOTION_VERBS or first.i + 1 >= len(first.doc):
        return None
    nxt = first.doc[first.i + 1]
    if nxt.tag_ != "VB" or nxt.head.i != first.i:
        return None
    if any(c.dep_ == "aux" and c.lower_ == "to" for c in nxt.children):
        return None  # "go to see": an ordinary purpose infinitive
    return nxt


def _tense_tag(verb: Token) -> str:
    """The main verb's Penn tag, corrected where the small tagger confuses forms.

    "They forgot to publish" is sometimes tagged VBP and a bare past "learned" VBN; lemminflect's
    forms of the verb's lemma decide (a surface form that is only a past form is VBD).
    """
    tag = verb.tag_
    if tag == "VB" and _bare_with_own_subject(verb):
        return "VBP"
    if tag in ("VBP", "VBZ") and any(
        c.dep_ == "aux" and c.tag_ == "MD" and c.i < verb.i for c in verb.children
    ):
        # "should, among other things, aim to replace" tagged VBP: a modal auxiliary takes
        # the bare infinitive (Quirk et al. 1985 §3.21, §4.49; CGEL ch. 3 §2.1), never a
        # present form, so the tag is the tagger's slip after the parenthetical; read as
        # present it took a will-future under the kept modal ("*should ... will replace";
        # stop 72, vc123)
        return "VB"
    if (
        tag == "VB"
        and verb.dep_ == "conj"
        and verb.head.tag_ in ("VBP", "VBZ")
        and not any(c.dep_ in AUX_DEPS or c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        and not any(c.dep_ in AUX_DEPS for c in verb.head.children)
    ):
        # "You stab yourself ... and pretend to be dead": a predicate conjunct shares its
        # head's subject and tense (Quirk et al. 1985 §13.41 on predicate coordination), so a
        # base-form tag on it is the tagger's, and "be" needs the finite form ("and are dead",
        # not "*and be dead"; hundred-eighth pass, s1202q)
        return verb.head.tag_
    lemmas = getLemma(verb.lower_, upos="VERB")
    lemma = lemmas[0].lower() if lemmas else verb.lemma_.lower()
    past = inflect(lemma, "VBD").lower()
    if verb.lower_ != past:
        return tag
    if tag in ("VB", "VBP", "VBZ") and verb.lower_ not in (lemma, inflect(lemma, "VBP").lower()):
        return "VBD"
    if tag == "VBN" and not any(c.dep_ in AUX_DEPS for c in verb.children):
        # a verb conjunct shares its head's auxiliary ("was founded and endowed"), but not one
        # with a subject of its own, a clause of its own whose tense is its own ("they were
        # ignored, and several proved to be ..."; Quirk et al. 1985 §13.41 on clause vs
        # predicate coordination)
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        head_aux = (
            verb.dep_ == "conj"
            and not own_subject
            and any(c.dep_ in AUX_DEPS for c in verb.head.children)
        )
        return tag if head_aux or verb.dep_ in ("amod", "acl") else "VBD"
    return tag


#: Intention verbs whose to-infinitive is a future irrealis (FUTURE_IN_PRESENT; "prepare to"
#: likewise names an act after the preparing, CGEL ch. 14 §7): not the simultaneous "try,
#: attempt, begin to" (Wurmbrand 2014), whose progressive carries over to the complement's event.
_PROSPECTIVE = FUTURE_IN_PRESENT | {"prepare", "wait"}  # "wait": see _WAITING


def _prospective_progressive(verb: Token) -> Token | None:
    """The progressive "be" of an intention verb ("is hoping to", "had been planning to", "was
    preparing to"), or None."""
    if verb.tag_ != "VBG" or verb_lemma(verb) not in _PROSPECTIVE:
        return None
    return next((c for c in verb.children if c.dep_ == "aux" and c.lemma_ == "be"), None)


#: Continuative aspectuals that take a gerund ("keep (on) working", "continue working";
#: Quirk et al. 1985 §16.40).
_CONTINUATIVES = frozenset({"keep", "continue"})


#: Verbs of cognition, emotion and relation that resist the progressive (Quirk et al. 1985
#: §4.28-4.29; Vendler 1957 on states): "understand, know, like, own". Verbs with a common
#: dynamic sense ("see", "feel", "have", "think", "look", "appear": come into view) are left
#: out.
_PROGRESSIVE_RESISTANT = frozenset(
    {"know", "understand", "realize", "realise", "believe", "like", "love", "hate", "prefer"}
    | {"own", "resemble", "recognize", "recognise", "doubt", "belong", "contain", "deserve"}
    | {"exist", "matter", "seem", "mean", "trust", "distrust", "dislike", "despise"}
)


#: Verbs of onset or development whose complement names the state reached ("was beginning to
#: be hungry", "was shaping up to be a thriller").
_ONSET_VERBS = frozenset({"begin", "start", "shape", "come", "grow"})


def _copula_of_onset(verb: Token, head: Token) -> bool:
    """Is ``head`` the copula "be" of a state whose onset ``verb`` names ("She was beginning to
    be very hungry", "It was shaping up to be a great thriller")?

    "be" is the stative verb par excellence; its progressive ("is being") is English only for
    a temporary agentive behaviour ("He is being silly", Quirk et al. 1985 §4.29), not for a
    state coming about: "*She was being very hungry", "*It was being a great thriller". The
    aspectual's progressive is the onset's (the state was coming about), so, as for the other
    statives, the hypothesis takes the simple form in the tense of "be" ("She was very
    hungry"). Copular "be" only: the passive "be" of "was beginning to be used" is an
    auxiliary, and "was being used" is right."""
    if verb_lemma(verb) not in _ONSET_VERBS or head.lemma_ != "be":
        return False
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in head.children):
        return False
    return any(c.dep_ in ("attr", "acomp", "oprd", "prep") for c in head.children)


def _stative_progressive(verb: Token, head: Token) -> Token | None:
    """The progressive "be" of an aspectual trigger over a stative complement ("is beginning
    to understand", "was starting to like"), or None. The aspectual's progressive carries over
    to an event ("was beginning to boil" -> "was boiling"), but a stative verb takes no
    progressive (Quirk et al. 1985 §4.28): "Russia is understanding it" is no English for the
    state, so the hypothesis takes the simple form in the tense of "be"."""
    if verb.tag_ != "VBG":
        return None
    if head.lemma_.lower() not in _PROGRESSIVE_RESISTANT and not _copula_of_onset(verb, head):
        return None
    if head.dep_ != "xcomp" or head.head.i != verb.i:
        return None
    return next((c for c in verb.children if c.dep_ == "aux" and c.lemma_ == "be"), None)


#: Verbs whose active takes an object before the to-infinitive (CGEL ch. 14 §5-6: object
#: control and the causatives of ``verb_signatures.txt``), so that with none they are passive.
_OBJECT_VERBS = word_set("verb_complement_object_control_verbs") | {
    "force",
    "compel",
    "oblige",
    "cause",
    "require",
}


def _shared_passive_tense(verb: Token) -> str | None:
    """The tag of the finite passive "is/was/are/were" that a passive trigger conjunct shares
    with its first conjunct ("She is put to the Question and forced to confess"), or None.
    The conjunct is a passive participle whose "be" stands before the first conjunct (Quirk
    et al. 1985 §13.64 on ellipsis in coordination); the active complement ("she confesses")
    takes the tense of that "be", as it does when "be" stands on the trigger itself ("was
    forced to confess" -> "confessed"), not the participle's form, which is the past only for
    regular verbs ("given up" for "gave up")."""
    if verb.dep_ != "conj" or any(
        c.dep_ in ("nsubj", "nsubjpass", "dobj", "aux") for c in verb.children
    ):
        return None
    if verb.tag_ == "VBD" and verb_lemma(verb) not in _OBJECT_VERBS:
        # a past form is the participle only where the active needs an object before the
        # infinitive ("forced to confess" with none is passive: "forced her to confess")
        return None
    first = verb.head
    auxes = [c for c in first.children if c.dep_ in AUX_DEPS]
    if len(auxes) != 1 or auxes[0].dep_ != "auxpass" or auxes[0].tag_ not in TENSED_TAGS:
        return None
    return auxes[0].tag_


def _continuative_head(verb: Token) -> Token | None:
    """The "keep"/"continue" whose gerund complement the trigger is ("will keep working to",
    "continued trying to"), or None: not with an object between ("kept them working to": the
    object is the gerund's subject, a causative), nor with its own negation or do-support
    (the negation is then the aspectual's, and the hypothesis would keep it)."""
    head = verb.head
    if verb.tag_ != "VBG" or verb.dep_ != "xcomp" or head.i > verb.i or head.i == verb.i:
        return None
    if verb_lemma(head) not in _CONTINUATIVES or head.pos_ not in ("VERB", "AUX"):
        return None
    if any(
        c.dep_ in ("dobj", "neg") or (c.dep_ == "aux" and c.lemma_ == "do") for c in head.children
    ):
        return None
    return head


def _do_not(lemma: str, tag: str, singular: bool | None, first_person: bool) -> str:
    """The do-supported negation of a finite lexical verb ("did not wait", "does not wait"): a
    finite clause negates a lexical verb with do-support (Quirk et al. 1985 §3.37, §10.54)."""
    sing = True if singular is None else singular
    do = "did" if tag == "VBD" else "does" if sing and not first_person else "do"
    return f"{do} not {lemma}"


#: Dependents that mark "lie" as the verb of position ("lie down", "lie still", "lie there").
_POSITION_WORDS = frozenset(
    {"down", "back", "there", "here", "still", "flat", "low", "awake", "asleep", "dormant", "idle"}
)
#: Locative prepositions of the verb of position ("lie in bed", "lie on the floor").
_POSITION_PREPOSITIONS = frozenset(
    {"in", "on", "under", "beneath", "beside", "across", "along", "around", "near", "at", "behind"}
)


def _reclining_lie(head: Token) -> bool:
    """Is ``head`` "lie" the irregular verb of position (past "lay") rather than the regular
    verb of deceit (past "lied")? The two are homographs in the base form (CGEL ch. 3 §1.3;
    Quirk et al. 1985 §3.16 lists "lie-lay-lain" and "lie-lied-lied" apart), and lemminflect
    gives "lay" first, so a witness who was allowed "to lie to put an innocent man in prison"
    came out as "lay" (blind review s1202b). The verb of position needs a place or posture
    ("lie down", "lie still", "lie in bed", not "under oath"); without one, "lied"."""
    for child in head.children:
        if child.dep_ in ("prt", "advmod", "acomp") and child.lower_ in _POSITION_WORDS:
            return True
        if child.dep_ == "prep" and child.lower_ in _POSITION_PREPOSITIONS:
            objects = [g for g in child.children if g.dep_ == "pobj"]
            if not any(o.lower_ == "oath" for o in objects):
                return True
    return False


def _supplementive_host_tense(verb: Token) -> str | None:
    """The tense of the finite clause that the participle trigger ``verb`` hangs on ("It
    supports include files, allowing you to include X" -> "You include X"; "leaves a trail
    allowing him to see" -> "He sees"), or None. A participle clause without auxiliaries
    has no tense of its own: a supplementive or reduced relative -ing clause takes its time
    reference from its superordinate clause (Quirk et al. 1985 §15.58, §17.27), so the object
    controller's clause does too; rendered with the participle ("He seeing ..."), it is no
    sentence (stop 70, vc114). Only a simple-tense host with no auxiliary of its own lends
    its tense; otherwise None (the pair stays flagged ``nonfinite-matrix``)."""
    if any(c.dep_ in AUX_DEPS for c in verb.children) or verb.dep_ not in ("advcl", "acl"):
        return None
    host = verb.head
    while host.pos_ not in ("VERB", "AUX") and host.dep_ in ("dobj", "pobj", "prep", "attr"):
        host = host.head
    if host.pos_ not in ("VERB", "AUX") or host.tag_ not in ("VBD", "VBZ", "VBP"):
        return None
    if any(c.dep_ in AUX_DEPS for c in host.children):
        return None
    return host.tag_


#: Ordinal and exclusive modifiers that rank a noun's referents ("the first/last/only/next
#: problem to ..."; CGEL ch. 12 §7.2, ch. 5 §13 on ordinals); superlatives (JJS) likewise.
_RANKING_MODIFIERS = frozenset({"first", "last", "only", "next", "second", "third", "sole"})


def _ranked_infinitival_relative(verb: Token) -> bool:
    """Is ``verb`` the head of an infinitival relative on a noun ranked by an ordinal,
    "only" or a superlative ("the first problem to be proved to be NP-complete")? The
    modifier ranks the noun's referents by the relative's property, the trigger included
    (CGEL ch. 12 §7.2 on infinitival relatives after ordinals and superlatives; Bhatt 1999
    on their realis reading): with the trigger cut in place, the hypothesis ranks them by
    another property ("the first problem to be NP-complete"), which S neither entails nor
    denies, so no signature label holds (stop 70, vc114; s1203a verb-014)."""
    if verb.dep_ not in ("relcl", "acl") or verb.head.pos_ not in ("NOUN", "PROPN"):
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    entry = implicatives().get(verb_lemma(verb))
    if entry is not None and entry.inference == "+/-":
        return False  # "the only one to manage to finish": the same event, the same ranking
    return any(
        c.dep_ == "amod" and (c.lower_ in _RANKING_MODIFIERS or c.tag_ == "JJS")
        for c in verb.head.children
    )


def _reversed_contrast_conjunct(verb: Token) -> bool:
    """Is ``verb`` a negative implicative heading a "but/yet" clause conjunct with a subject of
    its own ("There was a program for the job, but Mel refused to use it")? In place the
    hypothesis keeps the first conjunct and the coordinator and reverses the second ("..., but
    Mel used it"). "but" signals that the second conjunct denies an expectation the first
    raises (R. Lakoff 1971; Quirk et al. 1985 §13.25; Blakemore 1987 on denial of
    expectation), and here the refusal was that denial: the reversed conjunct meets the
    expectation, so the "but" contrasts nothing and the hypothesis says what no reading of S
    says (stop 70, vc114; s1203a verb-025). Flagged, as the in-place rewrite cannot drop the
    first conjunct without leaving its pronouns ("it") unanchored."""
    if verb_lemma(verb) not in _NEGATIVE_IMPLICATIVES or verb.dep_ != "conj":
        return False
    if not any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    return any(
        c.dep_ == "cc" and c.lower_ in syntax.CONTRAST_COORDINATORS and c.i < verb.i
        for c in verb.head.children
    )


def _bare_conjunct_of_participle(head: Token, conj: Token) -> bool:
    """Is ``conj`` a bare-tagged word coordinated with the participle ``head`` of a perfect
    infinitive or with its object ("to have found a fix or workaround")? See the conjunct loop
    of :func:`to_complement`: such a word is no verb of the complement."""
    if head.tag_ != "VBN" or conj.tag_ != "VB" or any(c.dep_ in AUX_DEPS for c in conj.children):
        return False
    if conj.head.i == head.i:
        # on the participle itself only a word with no verb reading at all (lemminflect's
        # dictionary) is read as a noun: "to have fixed the bug and improve X" is a second
        # infinitive and takes the tense
        return not getAllLemmas(conj.lower_, "VERB")
    return conj.head.head.i == head.i and conj.head.dep_ == "dobj"


def _verb_form(lemma: str, tag: str, singular: bool | None, first_person: bool = False) -> str:
    """``lemma`` with the main verb's tag; present tense and "be" agree with the controller."""
    if lemma == "be":
        if tag in _BE_NONFINITE:
            return _BE_NONFINITE[tag]
        if first_person:
            return "was" if tag == "VBD" else "am"
        sing = True if singular is None else singular
        if tag == "VBD":
            return "was" if sing else "were"
        return "is" if sing and tag in ("VBZ", "VBP") else "are"
    if tag in ("VBZ", "VBP") and singular is not None:
        tag = "VBZ" if singular else "VBP"
    return inflect(lemma, tag)


def ends_with_question(doc: Doc) -> bool:
    """Does the sentence end in "?", possibly followed by closing quotes or brackets ('... to
    stay open?"')?"""
    for tok in reversed(doc):
        if tok.is_quote or tok.text in (")", "]", "”", "’", "'", '"') or tok.is_space:
            continue
        return tok.text == "?"
    return False


def _quoted_question(verb: Token) -> bool:
    """Does the trigger's clause end in "?" inside the sentence ('"Do you want to leave?" she
    asked')?"""
    if any(c.text == "?" for c in verb.children):
        return True
    end = verb.right_edge.i + 1
    return end < len(verb.doc) and verb.doc[end].text == "?"


def _hyphen_tail(doc: Doc, word: Token) -> Token | None:
    """The last part of a hyphenated verb the tokenizer split ("co - operate", "re - elect"),
    or None.

    English inflects a hyphenated compound verb on its last element, its head ("co-operated",
    "re-elected"; Quirk et al. 1985 App. I.12 on prefixation, CGEL ch. 19 §4): the rewrite
    keeps the prefix and inflects the tail, not "coed-operate" (issue #12, sixteenth pass).
    Any word-internal hyphen (``_WORD_HYPHENS``: "-", U+2010, U+2011 NON-BREAKING HYPHEN)
    joins the parts; ``_hyphenated_head`` finds the verb's tail with this same test."""
    i = word.i
    if i + 2 >= len(doc) or word.whitespace_ or doc[i + 1].text not in _WORD_HYPHENS:
        return None
    tail = doc[i + 2]
    return tail if not doc[i + 1].whitespace_ and tail.is_alpha else None


#: Sentence-initial discourse markers and comment clauses of conversation ("You know, he left";
#: "Well, ..."; "I mean, ..."): they manage the talk, not the proposition, and belong to the
#: speaker's utterance, not to the complement (Schiffrin 1987, "Discourse Markers", ch. 4, 9,
#: 10; Quirk et al. 1985 §15.54 on comment clauses, §19.56 on interjections).
_INITIAL_FILLERS = (
    ("you", "know"),
    # the dialogue spellings of "you know" and the attention-getting "see/hey" and the
    # acknowledging "okay" of conversation (Schiffrin 1987 ch. 9; Quirk et al. 1985 §19.56;
    # eighty-second pass: "Y'know Terry, I-I ...", "See, I change it" in Friends dialogue)
    ("y'know",),
    ("y’know",),
    ("ya", "know"),
    ("see",),
    ("hey",),
    ("okay",),
    ("ok",),
    ("ah",),
    ("all", "right"),
    ("alright",),
    ("i", "mean"),
    ("you", "see"),
    ("well",),
    ("oh",),
    ("um",),
    ("uh",),
    ("er",),
    ("yeah",),
    ("look",),
    ("listen",),
    ("like",),  # discourse "like" (Dailey-O'Cain 2000): "Like, he left early"
)


def _initial_fillers(doc: Doc, i: int = 0) -> set[int]:
    """The discourse markers at ``i`` (the sentence start, or a that-clause's: "We were told
    that, you know, the missions ..."), each with its comma ("Well, you know, ..."), which the
    hypothesis drops (issue #12, sixteenth pass: "You know, he left the town" was judged
    unfaithful to the complement)."""
    out: set[int] = set()
    while True:
        aside = _as_parenthetical(doc, i)
        if aside:
            out |= set(range(i, i + aside))
            i += aside
            continue
        words = [t.lower_ for t in doc[i : i + 3]]
        found = next(
            (f for f in _INITIAL_FILLERS if tuple(words[: len(f)]) == f and len(words) > len(f)),
            None,
        )
        if found is not None and doc[i + len(found)].text != ",":
            # "Y'know Terry, ...": a vocative after the marker, before its comma
            names = _vocative_names(doc, i + len(found))
            if names:
                out |= set(range(i, i + len(found) + names + 1))
                i += len(found) + names + 1
                continue
        if found is None:
            names = _vocative_names(doc, i) or _vocative_noun(doc, i)
            after = i + names + 1
            if (
                names
                and after < len(doc)
                and (doc[after].tag_ == "PRP" or _as_parenthetical(doc, after))
            ):
                # "Ross, you have to ..." -> "You will ...": a sentence-initial vocative
                # addresses the hearer and is no constituent of the clause (Quirk et al. 1985
                # §10.52-10.53); only before a pronoun subject, so that a fronted name of a
                # list or an apposition ("Paris, London and Rome") stays
                out |= set(range(i, i + names + 1))
                i += names + 1
                continue
        if found is None or doc[i + len(found)].text != ",":
            return out
        out |= set(range(i, i + len(found) + 1))
        i += len(found) + 1


#: Dashes that set off a fragment from the clause after it (Quirk et al. 1985 App. III.23 on
#: the dash; Huddleston & Pullum 2002 ch. 20 §5 on the dash marking a break).
_FRAGMENT_DASHES = frozenset({"—", "–", "--", "-"})


def _verbless_dash_fragment(doc: Doc, verb: Token) -> set[int]:
    """A verbless fragment set off by a dash before the trigger's clause ("On to the harbour —
    we need to load the crates" -> "We will load the crates"), with its dash, else an empty
    set. A verbless clause or phrase standing alone before a dash is a separate utterance, a
    topic-announcing or transitional comment of the speaker's on the discourse (Quirk et al.
    1985 §11.41-11.46 on irregular and verbless sentences, §19.56 on discourse-organising
    fragments; Biber et al. 1999 §14.4 on non-clausal units in conversation): it is no
    constituent of the matrix clause and no part of the complement's proposition, so a
    stand-alone hypothesis drops it (stop 96, vc204). Only when the trigger's subject follows
    the dash (a dash inside the subject, "My brother — a doctor — wanted to", is no break of
    this kind), when nothing before the dash is a verb and there is one dash only. A comma-set
    frame ("On this day, we managed to V") is an adjunct of the clause and stays (vc200)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return set()
    start = subject.left_edge.i
    dashes = [t.i for t in doc[:start] if t.text in _FRAGMENT_DASHES]
    if len(dashes) != 1 or dashes[0] != start - 1 or dashes[0] == 0:
        return set()
    before = doc[: dashes[0]]
    if any(t.pos_ in ("VERB", "AUX") or t.tag_.startswith("VB") for t in before):
        return set()
    if not any(t.is_alpha for t in before):
        return set()
    return set(range(0, dashes[0] + 1))


#: Coordinators that join two main clauses (Quirk et al. 1985 §13.1-13.20 on clause coordination).
_CLAUSE_COORDINATORS = frozenset({"and", "but", "so", "or", "yet"})
#: The operators that stand for an ellipted predicate ("So we did", "So you have"; Quirk et al.
#: 1985 §12.60-12.65).
_ELLIPTICAL_OPERATORS = frozenset({"do", "have", "be"})
#: What an elliptical operator clause has besides its operator: subject, negation, adverbs
#: ("So indeed we did"), punctuation and the coordination to the trigger's clause.
_ELLIPSIS_COMPANIONS = frozenset({"nsubj", "nsubjpass", "expl", "neg", "advmod", "punct", "cc"})


def _preceding_coordinate_clause(doc: Doc, verb: Token) -> set[int]:
    """The first of two coordinated main clauses when it is elliptical and the trigger heads
    the second, with its own subject ("So we did, and we even managed to fix the roof" -> "We
    fixed the roof", not "So we did, and we fixed the roof"), with the comma and the
    coordinator, else an empty set. The first clause is a verb-phrase ellipsis, an operator
    "do/have/be" standing for a predicate of the text before (Quirk et al. 1985 §12.60-12.65 on
    the operator as pro-form): ellipsis is surface anaphora, which needs a linguistic
    antecedent (Hankamer & Sag 1976), and the hypothesis, the complement stated on its own,
    has none, so "So we did" in it is no statement; it is also no part of the complement's
    proposition, a second clause coordinated with it (Quirk et al. 1985 §13.1-13.5), and
    dropping a conjunct only weakens the hypothesis (stop 96, vc204). A full first clause
    stays, as RP19's gold complements keep it ("His face was sick, but he grinned at Hanson",
    "He pointed out his house and I went on a date with him"). Only a clause conjunct with a
    subject of its own after the coordinator; a first clause under a subordinator or inside a
    quotation is left alone (its head must be the sentence root)."""
    head = verb.head
    if verb.dep_ != "conj" or head.dep_ != "ROOT" or head.i >= verb.i:
        return set()
    if head.lemma_.lower() not in _ELLIPTICAL_OPERATORS or head.pos_ not in ("VERB", "AUX"):
        return set()
    if any(c.dep_ not in _ELLIPSIS_COMPANIONS for c in head.children if c.i < verb.i):
        return set()  # "We did the dishes, and ...": the operator has its own complement
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None:
        return set()
    start = subject.left_edge.i
    cc = doc[start - 1] if start > 0 else None
    if cc is None or cc.lower_ not in _CLAUSE_COORDINATORS or cc.head not in (head, verb):
        return set()
    if cc.i < 2 or any(t.text in ('"', "“", "”", ";", ":") for t in doc[:start]):
        return set()
    return set(range(0, start))


def _second_subject(noun: Token) -> bool:
    """Is ``noun`` one of two subjects the parser gave one verb ("Sister, ..., the crops
    seem"), the first of which can only be a vocative?"""
    return noun.dep_ == "nsubj" and any(
        c.dep_ == "nsubj" and c.i > noun.i for c in noun.head.children
    )


#: Subjects, modals and verbs of the hearer-oriented as-parenthetical ("as you can see", "as
#: we all know", "as you may have noticed").
_AS_ASIDE_SUBJECTS = frozenset({"you", "we", "i", "everyone", "everybody"})
_AS_ASIDE_VERBS = frozenset({"see", "know", "notice", "remember", "imagine", "guess", "hear"})
_AS_ASIDE_FILLERS = frozenset(
    {"can", "may", "might", "will", "'ll", "could", "all", "have", "already", "probably"}
    | {"surely", "well"}
)


def _as_parenthetical(doc: Doc, i: int) -> int:
    """How many tokens, its comma included, the sentence-initial as-parenthetical at ``i``
    takes ("As you can see, ...", "as we all know, ..."), else 0.

    The as-clause is a comment clause of the speaker's (Quirk et al. 1985 §15.54) whose gap is
    the main clause: "As you can see, X" adds that the hearer sees X, a commitment to X itself
    (Potts 2002, "The syntax and semantics of as-parentheticals"). Kept in the hypothesis of a
    non-factive trigger ("things seem to be wrong" -> "As you can see, things are wrong") it
    asserts more than the complement (s1202r verb-012; hundred-ninth pass, vc103)."""
    if i + 3 >= len(doc) or doc[i].lower_ != "as" or doc[i + 1].lower_ not in _AS_ASIDE_SUBJECTS:
        return 0
    j = i + 2
    while j < len(doc) and doc[j].lower_ in _AS_ASIDE_FILLERS:
        j += 1
    if j + 1 >= len(doc) or doc[j].lemma_.lower() not in _AS_ASIDE_VERBS:
        return 0
    return j + 2 - i if doc[j + 1].text == "," else 0


_CALENDAR_NAMES = DAY_NAMES | MONTH_NAMES | {"christmas", "easter", "thanksgiving"}


def _vocative_names(doc: Doc, i: int) -> int:
    """How many proper-noun tokens (one or two) at ``i`` stand before a comma, else 0."""
    for n in (1, 2):
        names = doc[i : i + n]
        if (
            len(names) == n
            and i + n < len(doc)
            and doc[i + n].text == ","
            and all(t.pos_ == "PROPN" and t.is_alpha and t.text[0].isupper() for t in names)
            # "Monday, we ...", "In May, ...": a fronted time adjunct, no vocative
            and not any(t.lower_ in _CALENDAR_NAMES for t in names)
        ):
            return n
    return 0


#: Possessives that open a vocative noun phrase ("My friend, ...", "Our brothers, ...").
_VOCATIVE_POSSESSIVES = frozenset({"my", "our"})


def _vocative_noun(doc: Doc, i: int) -> int:
    """How many tokens (one, or a possessive and one) of a common-noun vocative at ``i`` stand
    before a comma, else 0: "Brother, ...", "Strangers, ...", "My friend, ...".

    A common noun names the addressees as well as a proper name does (Quirk et al. 1985
    §10.52: "Doctor, ...", "Ladies and gentlemen, ...", "My friend, ..."), and the parser hangs
    it on the verb as a bare noun-phrase adverbial (npadvmod). A bare noun before a comma is
    otherwise a fronted time adjunct ("Yesterday, ...", "Tonight, ..."), which stays: the noun
    must name a person or a group of people in its first WordNet sense (noun.person,
    noun.group; Miller 1995), the addressee a vocative picks out (hundred-ninth pass, vc103)."""
    n = 2 if i < len(doc) and doc[i].lower_ in _VOCATIVE_POSSESSIVES else 1
    if i + n >= len(doc) or doc[i + n].text != ",":
        return 0
    noun = doc[i + n - 1]
    if (
        noun.tag_ not in ("NN", "NNS")
        or not (noun.dep_ in ("npadvmod", "dep", "intj") or _second_subject(noun))
        or not noun.is_alpha
        or (n == 1 and not noun.text[0].isupper())
        or first_sense_lexname(noun.lemma_.lower(), "NOUN") not in ("noun.person", "noun.group")
    ):
        return 0
    return n


#: Word classes of disfluent repeats: speakers repeat mostly function words, pronouns above
#: all (Clark & Wasow 1998; Shriberg 1994), and names of address ("Rachel-Rachel"). A
#: hyphenated repeat of a content word is as often a lexical reduplicative ("yo-ho-ho", "a
#: no-no", "bye-bye"; Quirk et al. 1985 App. I.71), which stays.
_REPEATED_WORDS = frozenset(
    {"i", "you", "we", "he", "she", "it", "they", "me", "him", "her", "us", "them", "my"}
    | {"your", "our", "their", "his", "its", "the", "a", "an", "this", "that", "these"}
    | {"those", "to", "of", "in", "on", "at", "for", "with", "and", "but", "or", "if", "as"}
    | {"so", "because", "when", "what", "who", "is", "are", "was", "were", "do", "did"}
    | {"have", "has", "can", "will", "would", "i'm", "it's", "that's", "there", "not"}
)


def _repeat_of(before: Token, after: Token) -> bool:
    """Is ``after`` a repeat of the function word or name ``before`` ("I-I", "I-I've",
    "Rachel-Rachel"; the tagger often misreads the second copy, so the word decides)?"""
    word, nxt = before.lower_, after.lower_
    same = nxt == word or nxt.startswith((word + "'", word + "’"))
    if word in _REPEATED_WORDS:
        return same
    return same and after.text.startswith(before.text) and before.text[0].isupper()


#: Hyphens of a repeated word in transcribed speech ("I-I", "we-we").
_STUTTER_HYPHENS = frozenset({"-", "‐", "‑"})


def stutters(doc: Doc) -> set[int]:
    """The first copies of a word repeated across a closed-up hyphen ("I-I don't", "we-we
    forget it"), each with its hyphen. Transcripts write a speaker's false start or
    repetition so (disfluency, Shriberg 1994; Clark & Wasow 1998 on repeated words): it is
    the delivery, not the proposition, and a stand-alone hypothesis states the word once
    ("Y'know Terry, I-I do this" was judged to keep fillers; eighty-second pass)."""
    out: set[int] = set()
    for t in doc[1 : len(doc) - 1]:
        before, after = doc[t.i - 1], doc[t.i + 1]
        if (
            t.text in _STUTTER_HYPHENS
            and not before.whitespace_
            and not t.whitespace_
            and before.is_alpha
            and _repeat_of(before, after)
        ):
            out |= {before.i, t.i}
    return out


#: The transcript spellings of "you know": in dialogue text they write the discourse marker
#: (Schiffrin 1987 ch. 9), which is no constituent of its clause wherever it stands ("Fun is
#: good, but y'know I also wanted to learn"; the parser reads it as a noun or adjective).
_YKNOW = frozenset({"y'know", "y’know"})


def yknow_fillers(doc: Doc, start: int = 0, end: int | None = None) -> set[int]:
    """The "y'know" tokens of ``doc[start:end]``, each with a comma right after it (and the
    one before it when it ends the sentence: "..., y'know.")."""
    end = len(doc) if end is None else end
    out: set[int] = set()
    for t in doc[start:end]:
        if t.lower_ not in _YKNOW:
            continue
        out.add(t.i)
        if t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "what":
            # "Y'know what, I want you to ...": the attention-getting "(you) know what?"
            # goes whole (Schiffrin 1987 ch. 9), not as a stray "What, ..."
            out |= {
                t.i + 1,
                *([t.i + 2] if t.i + 2 < len(doc) and doc[t.i + 2].text == "," else []),
            }
        elif t.i + 1 < len(doc) and doc[t.i + 1].text == ",":
            out.add(t.i + 1)
        elif (
            t.i > 0 and doc[t.i - 1].text == "," and (t.i + 1 == len(doc) or doc[t.i + 1].is_punct)
        ):
            out.add(t.i - 1)
    return out


#: Verbs of a first-person comment clause closing a sentence ("..., I think", "... I think you
#: will find", "..., I guess"): Quirk et al. 1985 §15.54; Brinton 2008 ch. 3.
_CLOSING_COMMENT_VERBS = frozenset({"think", "guess", "suppose", "believe", "reckon", "say"})


def closing_comment_clause(doc: Doc, verb: Token) -> set[int]:
    """The tokens of a first-person comment clause after the trigger's clause, on which the
    parser hangs that clause ("You need to turn off plug 'n' play in the firmware I think you
    will find." : "need" is the ``ccomp`` of "think"), with its comma; else empty.

    The comment clause is the speaker's hedge on the clause before it (Quirk et al. 1985
    §15.54), a parenthetical outside that clause's proposition: an in-place hypothesis of the
    trigger ("You will run ... firmware") drops it, as it drops a fronted "I think," (s1202a
    review: "You will run ... I think you will find" kept a dangling tag)."""
    clause = verb
    while clause.dep_ in ("xcomp", "conj") and clause.head.i != clause.i:
        clause = clause.head
    tag = clause.head
    if clause.dep_ not in ("ccomp", "parataxis") or tag.i <= clause.right_edge.i:
        return set()
    if tag.lemma_.lower() not in _CLOSING_COMMENT_VERBS:
        return set()
    subject = next((c for c in tag.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in ("i", "we") or subject.i <= clause.right_edge.i:
        return set()
    end = tag.right_edge.i + 1
    while end > 0 and doc[end - 1].is_punct:
        end -= 1
    return set(range(clause.right_edge.i + 1, end))


#: Response tags closing a turn after a comma ("We move the table into my room, yeah!"): they
#: confirm or seek the hearer's agreement (Quirk et al. 1985 §11.9 on tags; Schiffrin 1987 ch.
#: 4 on "yeah/okay"), no part of the clause's proposition. With them the common terms of
#: address of conversation (Quirk et al. 1985 §10.52 lists endearments and family terms among
#: vocatives), which name the hearer, not a participant of the clause (ninetieth pass).
_FINAL_TAGS = frozenset(
    {"yeah", "okay", "ok", "man", "dude", "honey", "sweetie", "sweetheart", "babe", "darling"}
    | {"guys", "buddy", "pal", "mom", "dad", "sir", "ma'am"}
    # politeness formulae closing the utterance ("I would like to see them later, thanks"):
    # they do the speaker's act of thanking or requesting (Quirk et al. 1985 §11.54 on
    # formulaic "thanks", §8.89 on "please" as a courtesy subjunct; Aijmer 1996 ch. 2), not
    # part of the complement's proposition (hundred-eighth pass, s1202q)
    | {"thanks", "please"}
)


def final_tags(doc: Doc) -> set[int]:
    """A comma-set response tag or vocative at the end of ``doc`` (before its final
    punctuation), with its comma.

    A final vocative ("I always knew this was a different kind of war, Scott.") addresses the
    hearer of the whole utterance (Quirk et al. 1985 §10.52-10.53: a vocative is no constituent
    of the clause and attaches to the sentence), so it belongs to the matrix speech act, not to
    the complement, and a hypothesis that states the complement drops it (ninetieth pass, the
    s1202a review). A name counts only when the parser hangs it on a verb (``npadvmod``,
    ``dep``, ``appos`` or ``attr`` of the verb): one that hangs on a noun is an apposition or a
    place ("in Thule, Greenland"), one in a list ("Paris, London and Rome") a conjunct."""
    end = len(doc)
    while end > 0 and doc[end - 1].is_punct:
        end -= 1
    if end >= 2 and doc[end - 1].lower_ in _FINAL_TAGS and doc[end - 2].text == ",":
        return {end - 2, end - 1}
    for n in (1, 2):
        if (
            end - n - 1 >= 1
            and doc[end - n - 1].text == ","
            and _final_vocative(doc[end - n : end])
        ):
            return set(range(end - n - 1, end))
    return set()


def _final_vocative(names: Span) -> bool:
    """Are ``names`` one or two capitalised proper nouns that the parser hung on a verb, not a
    noun or a coordinator (see :func:`final_tags`)?"""
    if not all(t.pos_ == "PROPN" and t.is_alpha and t.text[0].isupper() for t in names):
        return False
    if any(t.lower_ in _CALENDAR_NAMES for t in names):
        return False
    root = names.root
    head = root.head
    if root.dep_ in ("npadvmod", "dep", "appos", "attr", "intj") and head.pos_ in ("VERB", "AUX"):
        return True
    # "a different kind of war, Scott", "a very good idea, Phoebe": the parser hangs the name on
    # the last noun as an apposition; an appositive name identifies a definite anchor ("my
    # brother, Scott", "the author, Smith": Quirk et al. 1985 §17.65-17.67 on appositives of
    # identification), so a name after an indefinite or bare common noun is the vocative
    return (
        root.dep_ == "appos"
        and head.pos_ == "NOUN"
        and not any(
            c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ not in ("a", "an", "no", "any"))
            for c in head.children
        )
    )


#: Evaluative and conviction disjuncts (Quirk et al. 1985 §8.127-8.130): the speaker's comment
#: on the whole matrix clause, not on the complement's event.
FRONTED_DISJUNCTS = frozenset(
    {
        "obviously", "clearly", "evidently", "certainly", "undoubtedly", "unquestionably",
        "naturally", "fortunately", "unfortunately", "luckily", "sadly", "understandably",
        "ironically", "interestingly", "admittedly", "surprisingly", "predictably",
    }
)  # fmt: skip


#: Subject-oriented adverbs: volitional subject adjuncts (Quirk et al. 1985 §8.89-8.91:
#: "deliberately, reluctantly, willingly") and subject-evaluating disjuncts (§8.129: "wisely,
#: foolishly, rightly"). Each characterises the subject in the act its verb names.
SUBJECT_ORIENTED_ADVERBS = frozenset(
    {
        "reluctantly", "grudgingly", "willingly", "unwillingly", "gladly", "eagerly",
        "deliberately", "intentionally", "purposely", "knowingly", "wisely", "unwisely",
        "foolishly", "sensibly", "prudently", "rightly", "wrongly", "cleverly", "stupidly",
        "generously", "kindly", "graciously",
    }
)  # fmt: skip

#: Nouns of a "(rare) show/display/act of N" phrase that characterises the subject's act as
#: an instance of a quality (Quirk et al. 1985 §8.89 on subject adjuncts).
_SHOW_OF_NOUNS = frozenset({"show", "display", "demonstration", "gesture", "act"})


def _subject_adjunct_of_trigger(doc: Doc, verb: Token) -> set[int]:
    """A subject-oriented adjunct of the trigger ("Reluctantly, the board agreed to cut
    salaries", "The board reluctantly agreed to ...", "In a rare show of unity, the council
    agreed to ..."), with its comma, else the empty set.

    A subject adjunct characterises the subject in the act the verb it modifies names
    (Quirk et al. 1985 §8.87-8.91; §8.129 on subject-evaluating "wisely"): the reluctance was
    in the agreeing, the unity shown in the agreement. Left in the in-place hypothesis it is
    said of the complement's act, which the premise does not say ("In a rare show of
    self-discipline, the House and Senate established new limits", s9404 verb-050; stop 95,
    vc196). Only an adverb hung on the trigger (``SUBJECT_ORIENTED_ADVERBS``) or a fronted
    comma-set phrase hung on it: "in a ... show/display of N", or "with" and a noun of feeling
    (WordNet noun.feeling: "With regret, the board agreed to ...", Quirk §8.89 "with great
    pride"). Dropping an adjunct only
    weakens the hypothesis."""
    out: set[int] = set()
    for c in verb.children:
        if c.dep_ == "advmod" and c.lower_ in SUBJECT_ORIENTED_ADVERBS and c.i < verb.i:
            if c.left_edge.i != c.right_edge.i:
                continue
            out.add(c.i)
            if c.i + 1 < len(doc) and doc[c.i + 1].text == "," and c.i == verb.sent.start:
                out.add(c.i + 1)
        elif (
            c.dep_ == "prep"
            and c.lower_ in ("in", "with")
            and c.i == verb.sent.start
            and c.right_edge.i + 1 < verb.i
            and doc[c.right_edge.i + 1].text == ","
        ):
            obj = next((o for o in c.children if o.dep_ == "pobj"), None)
            if obj is None:
                continue
            if c.lower_ == "in" and not (
                obj.lemma_.lower() in _SHOW_OF_NOUNS
                and any(o.dep_ == "prep" and o.lower_ == "of" for o in obj.children)
            ):
                continue
            if c.lower_ == "with" and first_sense_lexname(obj.lemma_.lower(), "NOUN") != (
                "noun.feeling"
            ):
                continue  # "with pride, with regret": a feeling of the subject's in the act
            out |= set(range(c.i, c.right_edge.i + 2))
    return out


#: Enumerative and transitional conjuncts (Quirk et al. 1985 §8.134-8.137: listing, additive,
#: resultive, contrastive): they relate the matrix sentence to the preceding discourse, so a
#: hypothesis that states only the complement has no "second" or "however" to continue ("Third,
#: Egeli urges artists to seek X" -> "Artists seek X", not "Third, artists seek X"; thirty-eighth
#: pass). Fronted and comma-set, hung on the trigger; see _fronted_conjunct for where.
FRONTED_CONJUNCTS = frozenset(
    {
        "first", "firstly", "second", "secondly", "third", "thirdly", "fourth", "fifth",
        "finally", "lastly", "next", "also", "moreover", "furthermore", "additionally",
        "besides", "however", "nevertheless", "nonetheless", "still", "therefore", "thus",
        "hence", "consequently", "accordingly", "meanwhile", "instead",
    }
)  # fmt: skip


def _fronted_disjunct(doc: Doc, verb: Token) -> set[int]:
    """A sentence-initial comma-set disjunct of the trigger with its comma ("Obviously, it
    wasn't meant to be taken literally" -> "It was taken literally", not "Obviously, it was"):
    a disjunct comments on the clause it modifies (Quirk et al. 1985 §8.127), the matrix one,
    so "obviously" said of what was meant is no comment on what was done (twenty-first pass)."""
    if len(doc) < 3:
        return set()
    first = doc[0]
    if not (first.lower_ in FRONTED_DISJUNCTS and first.dep_ == "advmod" and first.head == verb):
        return set()
    at = 1
    experiencer = _experiencer_for(doc, verb, at)
    if experiencer:
        # "Unfortunately for the farmers, the council refused to pay": the "for" phrase names
        # whom the matter is unfortunate for, part of the evaluative disjunct (Quirk et al. 1985
        # §8.127 "Fortunately for him"; CGEL ch. 8 §7 on evaluative adjuncts with a "for"
        # complement); it goes with the adverb
        at = max(experiencer) + 1
    if at >= len(doc) or doc[at].text != ",":
        return set()
    out = set(range(at + 1)) | _stacked_conjunct(doc, verb)
    at += 1
    while at + 1 < len(doc):
        # the rest of the initial cluster the speaker puts on the matrix clause with the
        # disjunct (s9701 pattern 2: "Unfortunately, too, for the Holy Alliance, England
        # refused to V" -> "England Ved", not "Too, for the Holy Alliance, England Ved")
        tok = doc[at]
        if at in out:
            at += 1
            continue
        if tok.lower_ in _CLUSTER_ADDITIVES and tok.head == verb and doc[at + 1].text == ",":
            # comma-set additive "too"/"also" after the disjunct adds the evaluation to one
            # made before (Quirk et al. 1985 §8.88 on additive subjuncts, §8.137 on stacked
            # initial adverbials); with the disjunct gone it adds nothing and opens no clause
            out |= {at, at + 1}
            at += 2
            continue
        experiencer = _experiencer_for(doc, verb, at)
        comma = max(experiencer) + 1 if experiencer else len(doc)
        if comma < len(doc) and doc[comma].text == ",":
            out |= experiencer | {comma}  # "Sadly, for the farmers, ..."
            at = comma + 1
            continue
        break
    return out


#: Additive subjuncts that stand comma-set in an initial adverbial cluster (Quirk et al. 1985
#: §8.88: "too", "also", "as well" add to a preceding statement).
_CLUSTER_ADDITIVES = frozenset({"too", "also"})


def _experiencer_for(doc: Doc, verb: Token, at: int) -> set[int]:
    """The positions of a "for" phrase of the trigger at ``at`` that names a person or group
    (the experiencer of an evaluative disjunct: "for the farmers", "for us"); empty for a
    duration or time ("for three years", "for a while"), which frames the clause's event and
    stays with it (Quirk et al. 1985 §8.59 on "for" phrases of duration)."""
    tok = doc[at]
    if tok.lower_ != "for" or tok.dep_ != "prep" or tok.head != verb:
        return set()
    obj = next((c for c in tok.children if c.dep_ == "pobj"), None)
    if obj is None or obj.ent_type_ in ("DATE", "TIME") or obj.tag_ == "CD":
        return set()
    if obj.pos_ not in ("PROPN", "PRON", "NOUN"):
        return set()
    if first_sense_lexname(obj.lemma_.lower(), "NOUN") == "noun.time":
        return set()
    return {t.i for t in tok.subtree}


#: Contrastive "though" as a conjunct (Quirk et al. 1985 §8.137: "though" and "however" are
#: the contrastive conjuncts that can stand after a first adverbial, set off by commas).
_STACKED_CONJUNCTS = FRONTED_CONJUNCTS | {"though"}


def _stacked_conjunct(doc: Doc, verb: Token) -> set[int]:
    """A comma-set conjunct right after a dropped fronted disjunct ("Unfortunately, however,
    most efforts have sought to ..."), with its comma. Stacked initial adverbials form one
    clause-initial cluster that the speaker puts on the matrix clause (Quirk et al. 1985
    §8.127 for disjuncts, §8.134-8.137 for conjuncts): the
    "however" contrasts the speaker's evaluated matrix report with what went before, and with
    the disjunct gone it would open the hypothesis as a dangling link whose first half was cut
    ("However, most efforts have ameliorated ...", seventy-fourth pass). A conjunct alone at
    the start stays in place, as RP19's gold keeps it ("Therefore, commercial companies ...")."""
    if len(doc) < 5 or doc[3].text != ",":
        return set()
    second = doc[2]
    if second.lower_ in _STACKED_CONJUNCTS and second.head == verb and second.dep_ != "mark":
        return {2, 3}
    return set()


def _fronted_conjunct(doc: Doc, verb: Token) -> set[int]:
    """A sentence-initial comma-set conjunct of the trigger with its comma (FRONTED_CONJUNCTS).
    Left out only when the controller becomes the subject ("Third, Egeli urges artists to
    seek X" -> "Artists seek X"): there the hypothesis is a new clause about another subject,
    and "Third" ranked Egeli's urging among the text's points, not the artists' seeking. In
    place RP19's gold complements keep it ("Therefore, commercial companies strive to firm the
    design" -> "Therefore, commercial companies firm the design"), as this rewriter does."""
    if len(doc) < 3 or doc[1].text != ",":
        return set()
    first = doc[0]
    if first.lower_ in FRONTED_CONJUNCTS and first.dep_ in ("advmod", "cc") and first.head == verb:
        return {0, 1}
    return set()


#: Interpersonal discourse markers (Schiffrin 1987, Discourse Markers, ch. 9 on "you know" and
#: "I mean"; Dailey-O'Cain 2000 on discourse "like"): set off by commas inside a clause they
#: are no constituent of it and add nothing to its proposition, so a stand-alone hypothesis
#: drops them with their commas ("it's a, you know, risky thing" -> "It's a risky thing";
#: thirty-eighth pass).
_PARENTHETICAL_FILLERS = (("you", "know"), ("i", "mean"), ("like",))


def parenthetical_fillers(doc: Doc, start: int = 0, end: int | None = None) -> set[int]:
    """The comma-set fillers inside ``doc[start:end]``, each with the comma before it and the
    one after it (or before the sentence's final punctuation: "..., I mean.")."""
    end = len(doc) if end is None else end
    out: set[int] = set()
    for i in range(max(start, 1), end):
        if doc[i - 1].text != ",":
            continue
        words = tuple(t.lower_ for t in doc[i : i + 2])
        found = next((f for f in _PARENTHETICAL_FILLERS if words[: len(f)] == f), None)
        if found is None:
            continue
        after = i + len(found)
        if after < len(doc) and doc[after].text == ",":
            # between two clauses ("a polarization, you know, you have a middle class") or after
            # an interjection ("Well, you know, the work gets done") one comma stays
            nxt = doc[after + 1] if after + 1 < len(doc) else None
            boundary = nxt is not None and (
                nxt.dep_ in ("nsubj", "nsubjpass", "expl", "cc", "mark") or nxt.tag_ == "CC"
            )
            if i >= 2 and doc[i - 2].tag_ == "CC":
                boundary = False  # "But, you know, I left" -> "But I left"
            boundary = boundary or (i >= 2 and doc[i - 2].pos_ == "INTJ")
            out |= set(range(i if boundary else i - 1, after + 1))
        elif found != ("like",) and (
            after == len(doc) or after == len(doc) - 1 and doc[after].is_punct
        ):
            # "..., you know." (final: its comma goes), and with it an unfinished adjunct that
            # it closes ("..., when, well, you know.": see _trailed_off_start)
            out |= set(range(_trailed_off_start(doc, i - 1), after))
    return out


#: Hesitation fillers (Clark & Fox Tree 2002 on "uh"/"um"; Schiffrin 1987 ch. 5 on "well").
_HESITATIONS = frozenset({"well", "um", "uh", "er", "erm", "like"})


def _trailed_off_start(doc: Doc, comma: int) -> int:
    """Where a trailed-off adjunct begins that a final ", you know" closes: a subordinator or
    coordinator followed only by hesitations and commas ("..., when, well, you know.", "...,
    but, um, you know."), with the comma before it; else ``comma`` itself. Such an adjunct
    is an aposiopesis, a clause broken off and left to the hearer (Quirk et al. 1985 §12.53
    on unfinished utterances; Schiffrin 1987 ch. 9: "you know" appeals to knowledge the
    speaker leaves unsaid), with no content to state: without "you know" it ends the
    hypothesis on "when, well." (hundredth pass, vc94), so it goes as a whole."""
    j = comma - 1
    while j > 0 and (doc[j].lower_ in _HESITATIONS or doc[j].pos_ == "INTJ" or doc[j].text == ","):
        j -= 1
    word = doc[j]
    if j == comma - 1 or j <= 0:
        # nothing but the connective itself may stand before ", you know" ("when, you know")
        if not (j == comma - 1 and j > 0 and _connective(word)):
            return comma
    elif not _connective(word):
        return comma
    return j - 1 if doc[j - 1].text == "," else j


def _connective(word: Token) -> bool:
    """A coordinator or subordinator that opens a clause ("but", "and", "when", "because")."""
    return word.tag_ == "CC" or (
        word.tag_ in ("IN", "WRB") and word.dep_ in ("mark", "advmod", "cc")
    )


def _hyphenated_head(doc: Doc, head: Token) -> Token:
    """The last element of a hyphenated verb whose parts the parser hung side by side
    ("to re-organize the colours" parsed as three clauses "re", "-", "organize" of the
    trigger), or ``head`` itself.

    A closed-up hyphenated compound is one orthographic word whose head is its last element
    (Quirk et al. 1985 App. I.12-I.13 on prefixation; CGEL ch. 19 §4), so the infinitive's
    verb, and the clause its objects hang on, is the tail: taking the prefix "re" as the head
    gave the hypothesis "You re." (stop 79, vc148; s1204u verb-082). The prefix and hyphen
    stay in the hypothesis before the tail, which ``_hyphen_tail`` (the one test of a
    hyphenated word) finds and inflects."""
    tail = _hyphen_tail(doc, head)
    if tail is None or tail.pos_ not in ("VERB", "AUX"):
        return head
    if any(c.i > tail.i for c in head.children) or tail.head not in (head, head.head):
        return head
    return tail


def _auxiliaries_before_prefix(replace: dict[int, str], prefix: Token, first: Token) -> None:
    """Move the auxiliaries written on the tail of a hyphenated verb onto its prefix ("wants to
    re-read" -> "will re-read", not "re-will read"): an auxiliary precedes the whole word, the
    prefix belonging to the verb (see ``_hyphenated_head``)."""
    words = replace.get(first.i, first.text).split()
    if prefix.i < first.i and len(words) > 1:
        replace[prefix.i] = " ".join([*words[:-1], replace.get(prefix.i, prefix.text)])
        replace[first.i] = words[-1]


def _first_verb(doc: Doc, to_i: int, head: Token) -> Token:
    """The verb right after "to" that carries the infinitive: an auxiliary or the head itself."""
    group = [c for c in head.children if c.dep_ in AUX_DEPS and c.i > to_i] + [head]
    return min(group, key=lambda t: t.i)


def _quoted_report_relative_frame(doc: Doc, verb: Token, drop: set[int]) -> set[int]:
    """The tokens around a comma-set relative clause of the trigger ``verb`` that hangs on the
    postposed subject of an inverted reporting clause ("'I never said that,' replied the
    visitor, who wanted to leave."): the quotation, the reporting verb, the relative word and
    its comma, so that the in-place hypothesis is the antecedent with the relative's predicate
    ("The visitor left."); else an empty set.

    Written in place, the hypothesis kept the direct speech and its reporting clause ("'I never
    said that,' replied the visitor, who left."): the quoted words are the character's, and
    the report a second claim beside the one the complement makes, so the hypothesis says far
    more than the complement (blind review, stop 100). A non-restrictive relative is a
    separate assertion about its antecedent (Quirk et al. 1985 §17.22; CGEL ch. 12 §4.1 on
    supplementary relatives), which stands as a sentence of its own with the antecedent as
    subject, as the complement rewriter states an object controller's complement ("The
    visitor left"). The inversion is the one of direct speech (Quirk et al. 1985 §14.29,
    ``syntax.inverted_reporting_clause``)."""
    if verb.dep_ != "relcl":
        return set()
    noun = verb.head
    frame = noun.head
    if noun.pos_ not in ("NOUN", "PROPN") or frame.i >= noun.i:
        return set()
    if not inverted_reporting_clause(doc, frame):
        return set()
    relative = [c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.tag_ in ("WP", "WDT")]
    if len(relative) != 1 or relative[0].i == 0 or doc[relative[0].i - 1].text != ",":
        return set()  # a restrictive relative is part of the noun phrase: left in place
    keep = {t.i for t in noun.subtree} - {relative[0].i, relative[0].i - 1}
    if any(doc[i].text in _CLOSERS or doc[i].text in DOUBLE_QUOTES for i in keep):
        return set()  # a quotation goes on inside the relative: left
    stop = len(doc) - 1 if doc[-1].text in (".", "!", "?") else None
    return {t.i for t in doc if t.i not in keep and t.i != stop}


def _render(doc: Doc, drop: set[int], replace: dict[int, str]) -> str:
    """The sentence without the ``drop`` tokens, with ``replace`` applied, original spacing kept
    (the shared :class:`SurfaceEdit`); a sentence-initial capital moves to the new first word."""
    edit = SurfaceEdit(doc)
    for i, text in replace.items():
        edit.texts[i] = text
    edit.drop(drop)
    first = edit.first_index()
    while first is not None and first > 0 and doc[first].text in (",", ";") and 0 in drop:
        # "Now, the guards are being forced to tell all" -> "The guards are telling all", not
        # ", the guards ...": the comma only set off the dropped fronted adverbial from its
        # clause (Quirk et al. 1985 §8.20, §15.56 on punctuating initial adjuncts); with the
        # adverbial gone it separates nothing, and no sentence begins with one (sixty-fourth
        # pass, vc58)
        edit.drop({first})
        first = edit.first_index()
    if first is not None and 0 in drop and doc[0].text[:1].isupper():
        edit.texts[first] = capitalise(edit.texts[first])
    return edit.render().strip()


def _join(tokens: list[tuple[str, str]]) -> str:
    return "".join(t + ws for t, ws in tokens).strip()


#: Closing quotes and brackets that may follow a sentence's final punctuation ('... unlikely."').
_CLOSERS = frozenset({'"', "'", "\u201d", "\u2019", ")", "]"})


def _ends_sentence(doc: Doc) -> bool:
    """Does the sentence end with . ! ? or an ellipsis, possibly inside closing quotes or
    brackets, or fused into its last token by the tokenizer ("World War I.", "Inc.")?"""
    for tok in reversed(doc):
        if tok.text in _CLOSERS or tok.is_space:
            continue
        return tok.text.endswith((".", "!", "?", "\u2026"))
    return False


def _ends_with_stop(text: str) -> bool:
    """Does ``text`` end with a full stop or "!", possibly inside closing quotes ('"Stop."'), or
    with a quoted question ('... asked him, "Surely not I?"'), whose mark ends the sentence too
    (CMOS 6.72: no full stop after it)?"""
    bare = text.rstrip()
    stripped = bare.rstrip("".join(_CLOSERS) + " ")
    return stripped.endswith((".", "!")) or (stripped.endswith("?") and stripped != bare)


#: Commas, colons and a free-standing dash left at the end by a cut ("... the vaccine -").
#: A match starts only where its run can begin leftmost -- not after a separator, nor after a
#: space and a dash -- so a long ", , , ," before a word is read once, not once per position
#: (quadratic before stop 66; same spans and substitutions on 300,000 random strings).
_TRAILING_SEPARATOR = re.compile(
    r"(?<![\s,;:])(?<!\s[-\u2013\u2014])(?:[\s,;:]|\s[-\u2013\u2014]+)+$"
)


def _final_punct(doc: Doc, text: str) -> str:
    """End the complement like a statement when the sentence ends like one (a complement of a
    question, "Do you know that he left?", is still a statement: "He left.").

    The sentence's own stop can be lost with the words cut after the complement: behind a
    closing quote ('... the vaccine - a possibility he called "unlikely."'), fused into an
    abbreviation cut with a reason adjunct ("... due to World War I."), or an ellipsis; the
    hypothesis is a statement of its own and still gets a full stop (issue #12, ninth review)."""
    text = text.rstrip()
    if text.endswith("?"):
        text = text[:-1].rstrip()
    # "Man was meant to be happy!" -> "Man was happy.", not "Man was happy!": the "!" is the
    # speaker's emotive stress on the whole utterance, which the complement stated on its own
    # does not carry (issue #12, twenty-first pass)
    text = exclamation_as_statement(text)
    if _ends_sentence(doc) and not _ends_with_stop(text):
        return _TRAILING_SEPARATOR.sub("", text) + "."
    return text


#: Verbs of desire and intention whose "really" is a booster of the desire ("I really want
#: to go" = I want to go very much; Quirk et al. 1985 §8.104-8.105 on "really" as a booster
#: of gradable verbs): on the complement's unrealised event it turns into an emphasizer of its
#: truth ("I really went"), a claim S does not make (issue #12, twentieth pass). RP19's gold
#: keeps the "really" of emotive "love" ("She really loved to eat there" -> "She really ate
#: there"), so the rule stays with future-oriented volition, not every matrix verb.
REALLY_BOOSTED_VOLITION = frozenset({"want", "wish", "hope", "like", "need", "intend", "plan"})


def _has_verb_reading(word: Token) -> bool:
    """Can ``word`` be read as a verb? Only positive evidence of another category says no: the
    lexicon (lemminflect, WordNet 3.0) knows the form, but only as a noun or adjective
    ("suggestion", "breath"). A form unknown to both is a verb the lexicons are too old for
    ("incentivize", "retweet", "livestream": the tagger's VB stands; rt2 finding 6).
    Auxiliaries, contractions and non-alphabetic tokens count as verbs."""
    form = word.lower_
    if not form.isalpha() or word.pos_ == "AUX":
        return True
    doc = word.doc
    if not word.whitespace_ and word.i + 1 < len(doc) and doc[word.i + 1].text in ("-", "–"):
        return True  # a hyphenated verb split by the tokenizer ("to de-educate us")
    lemmas = getAllLemmas(form)
    if lemmas.get("VERB") or lemmas.get("AUX"):
        return True
    from ..lexicon.wordnet import wordnet

    synsets = wordnet().synsets(form)
    if any(s.pos() == "v" for s in synsets):
        return True
    return not (lemmas or synsets)  # unknown to both lexicons: trust the tagger's verb


#: Verbs whose to-infinitive is an unrealised event: future irrealis infinitives (volition,
#: intention, expectation: FUTURE_ORIENTED; Wurmbrand 2014) and the conative "try/attempt"
#: (o/o, Karttunen 1971). A speaker-oriented hedge before such a verb ("They are probably
#: planning to", "She is perhaps trying to") rates the likelihood of the proposition it
#: c-commands, the attitude or attempt (Ernst 2009; Quirk et al. 1985 §8.127 on content
#: disjuncts of degree of truth): that a plan is likely says nothing about how likely its
#: fulfilment is, so "They will probably kill us" is a claim of another strength that S does
#: not make, and the hypothesis is the complement alone. After an implicative the hedge stays
#: ("He probably managed to escape" -> "He probably escaped": the complement's event is the
#: one the hedge rates, Karttunen 1971), and RP19 keep it there.
_UNREALISED = FUTURE_ORIENTED | {"try", "attempt"}


def _unsettled_matrix(verb: Token) -> bool:
    """Whether ``verb``'s to-complement is unsettled either way (signature o/o in the
    veridicality lexicon: "deserve", "like", "claim", "choose"), other than the appearance
    verbs. A speaker-oriented disjunct before such a verb ("Perhaps I deserved to fail", "She
    probably chose to stay") is a comment on the matrix proposition, the one it c-commands
    (Quirk et al. 1985 §8.121-8.127 on content disjuncts of degree of truth; Ernst 2002 ch. 2
    on speaker-oriented adverbs): the premise says nothing of the complement's event, so a
    hypothesis "Perhaps I failed" puts the hedge on a proposition S never hedges (issue #12,
    stop 96, vc200). After an implicative the complement's event is the one the hedge rates
    and it stays (see _UNREALISED). "seem/appear" are themselves evidential about the
    complement's proposition ("apparently seems to be" rates the evidence for P), so their
    hedge stays with P."""
    lemma = verb_lemma(verb)
    if lemma in APPEARANCE_RAISING:
        return False
    return signature_lexicon().get((lemma, "to"), ("",))[0] == "o/o"


#: Verbs that report a commissive speech act (Searle 1976: the speaker commits to a future
#: course of action): a hedge before them ("seemingly agreed", "supposedly promised") is the
#: reporter's evidential doubt about the act, not a rating of a plan, and stays in the
#: hypothesis with the reported content (stop 63, mdD).
COMMISSIVE_VERBS = frozenset(
    {"agree", "promise", "vow", "pledge", "swear", "undertake", "offer", "volunteer", "consent"}
)


def to_complement(
    doc: Doc,
    verb: Token,
    to: Token,
    head: Token,
    control: str | None,
    controller: Token | None,
) -> Rewritten:
    """The infinitival complement of ``verb`` as a sentence (see the module docstring)."""
    if controller is not None and controller.lower_ in REFLEXIVES:
        # "He forced himself to smile" -> "He smiled": the reflexive's antecedent is the subject
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        controller = subject if subject is not None else controller
    prefix, head = head, _hyphenated_head(doc, head)
    first = _first_verb(doc, to.i, head)
    flags: list[str] = []
    # after "to" the verb is a base form: its lemma is itself (spaCy's small model sometimes
    # tags it NNP and lemmatises it oddly); otherwise ask lemminflect
    lemmas = (first.lower_,) if first.tag_ == "VB" else getLemma(first.lower_, upos="VERB")
    first_lemma = lemmas[0].lower() if lemmas else first.lemma_.lower()
    if first.tag_ != "VB" and not lemmas:
        flags.append(f"complement-verb-tag:{first.tag_}")
    elif not _has_verb_reading(first):
        # "They seem to suggestion ways to ...", "the world seems to breath life into ...": the
        # lexicon (lemminflect, WordNet) knows the word after "to" only as a noun, a typo
        # for a verb ("suggest", "breathe") that the tagger forced into a VB; the premise is
        # ill-formed and the hypothesis ("They suggestion ways") cannot be repaired without
        # guessing the word (ninety-seventh pass, s1202g verb-054, verb-070)
        flags.append(f"complement-head-not-a-verb:{first.lower_}")
    do_aux = next((c for c in verb.children if c.dep_ == "aux" and c.lemma_ == "do"), None)
    drop = {to.i, verb.i}
    drop |= {c.i for c in verb.children if c.dep_ == "neg"}
    drop |= {t.i for t in doc[verb.i + 1 : to.i] if t.dep_ in VERB_PART_DEPS and t.head == verb}
    stems = _clitic_stems(doc, drop)
    # "He badly wants to win" -> "He wins", "is often considered to be" -> "is", "tried very
    # hard to" -> "": the adverb (with its own modifiers) modifies the matrix verb (word list)
    passive_aux = next((c for c in verb.children if c.dep_ == "auxpass"), None)
    negated = any(c.dep_ == "neg" for c in verb.children)
    for adv in verb.children:
        if adv.dep_ != "advmod" or adv.i > to.i:
            continue
        if (
            adv.lower_ == "even"
            and adv.i < to.i
            and not any(c.dep_ == "mark" and c.i > adv.i for c in verb.children)
        ):
            # "He even managed to host the game" -> "He hosted the game", not "He even hosted
            # the game": scalar "even" on the matrix verb ranks the matrix event (managing was
            # the least likely thing; Karttunen & Peters 1979); on the complement's verb it
            # would rank the hosting among other acts, a presupposition S does not carry
            # (twenty-sixth pass, class 5). Under the matrix negation it goes with it (below);
            # the "even" of a subordinator ("Even before we'd gotten to ...") stays with it
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ in PARTICIPLE_DEGREE_ADVERBS and adv.i < verb.i and verb.tag_ == "VBN":
            # "Casters are well advised to step away" -> "Casters step away", not "Casters
            # well step away": the degree adverb grades the participle, the adjectival
            # passive of the trigger (Quirk et al. 1985 §3.74, §7.87 on "well" + participle),
            # and goes with it; on the complement's verb it would grade the stepping
            # (hundred-fourth pass, s1202n)
            drop |= {t.i for t in adv.subtree}
            continue
        if negated and adv.lower_ in NEGATION_BOUND_ADVERBS:
            # "I didn't even have to think about it" -> "I thought about it", not "I even
            # thought about it"; "we didn't necessarily want to be part of it" -> not "we
            # necessarily were": these adverbs go with the matrix negation that goes
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "just" and verb_lemma(verb) in INCEPTIVE_VERBS:
            # "The onions were just starting to simmer" -> "The onions were simmering", not
            # "were just simmering": with an inceptive verb "just" is the time adjunct of the
            # beginning ("only now starting", Quirk et al. 1985 §8.57 on "just" of recent
            # time); on the complement's progressive it reads as the exclusive "merely"
            # (Quirk et al. §8.116), another claim (issue #12, seventeenth pass)
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "just" and verb_lemma(verb) == "happen":
            # "He just happened to be there" -> "He was there", not "He just was there": the
            # "just" of "just happen to" is the restrictive "merely" on the chance (it was mere
            # coincidence; Quirk et al. 1985 §8.116 on restrictive "just", Karttunen 1971 on
            # "happen" asserting the event's lack of design), and on the complement's verb it
            # reads as "simply" or of recent time, a claim S does not make (hundredth pass)
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ in APPROXIMATIVE_ADVERBS and verb_lemma(verb) in APPEARANCE_RAISING:
            # "This book almost seems to be made from ice" -> "This book is made from ice", not
            # "almost is": the approximator modifies the predicate it is adjoined to (Sadock
            # 1981; Horn 2002), here the appearance (the evidence comes close to showing P); on
            # the complement's verb it asserts that P nearly holds, another claim, and "almost
            # is" is no natural order for it (Quirk et al. 1985 §8.106-8.107 on approximators;
            # ninety-seventh pass, s1202g verb-018). An implicative keeps it ("almost managed
            # to escape" -> "almost escaped" is what the premise says)
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "always" and verb_lemma(verb) in REALLY_BOOSTED_VOLITION:
            # "You always wanted to get married outside" -> "You got married outside", not
            # "You always got married outside": the frequency adverb quantifies over the times
            # of the matrix predicate (Quirk et al. 1985 §8.62-8.65), a long-held desire; on
            # the complement's verb it asserts a habitual event S does not (eighty-second pass)
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "long" and adv.i < verb.i and not list(adv.children):
            # "have long ceased to be a subject of interest" -> "have been a subject of
            # interest", not "have long been": preverbal "long" is the duration adjunct of the
            # matrix predicate (Quirk et al. 1985 §8.57-8.66 on duration adjuncts), how long
            # the ceasing (or wanting) has held; on the complement's verb it asserts that the
            # complement's state lasted long, which a "cease" premise denies (s9702 judges;
            # stop 98, vc211)
            drop.add(adv.i)
            continue
        if (
            adv.lower_ in NEGATIVE_DEGREE_ADVERBS
            and adv.i < to.i
            and verb_lemma(verb) not in INCEPTIVE_VERBS
        ):
            # (an inceptive keeps it: "had barely begun to eat" -> "had barely eaten", the
            # fifty-first pass's reading of the approximator on the whole event, neutral)
            # "I hardly managed to get away" -> "I got away", not "I hardly got away":
            # "hardly/scarcely/barely" are negative degree adverbs (Quirk et al. 1985 §10.61;
            # they license non-assertive forms, "hardly any") of the matrix event, the effort
            # of the managing; on the complement's verb they make the hypothesis near-negative
            # ("hardly got away" = almost did not), a claim S does not make. With the adverb
            # gone the label is left open: the phenomenon's ``_lost_negative_adverb`` flags the
            # pair (``negative-adverb-lost``), since an approximate negator gives neither the
            # positive column (the approximative reading, "barely P" entails P: Horn 2002)
            # nor the negative one (the negative reading, "hardly" = "not") safely (Horn 1989
            # §4.3); an o/o trigger keeps its neutral pair (stop 98, vc211)
            drop |= {t.i for t in adv.subtree}
            continue
        if (
            adv.lower_ == "longer"
            and adv.i < to.i
            and any(x.lower_ == "no" for x in adv.children)
            and signature_lexicon().get((verb_lemma(verb), "to"), ("o/o", ""))[0]
            not in _TWO_WAY_SIGNATURES
        ):
            # "She no longer feared to make plans" -> "She made plans", not "She no longer made
            # plans": "no longer" is a clause negator of the matrix predicate (it takes a
            # positive tag, "..., did she?"; Klima 1964; Quirk et al. 1985 §10.61-10.64), as
            # "never" (a "neg" child, dropped above) is; on the complement's verb of a
            # non-implicative it denies the complement's event, a claim S does not make. The
            # label then comes from the signature's negative column (the phenomenon's
            # ``_lost_negative_adverb``; "fear to" o/o: neutral). A two-way implicative keeps
            # it ("no longer bothered to call" -> "no longer called"): its sentence and its
            # complement are true together (Karttunen 1971), so the adverb holds of both (vc220)
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "much" and adv.i < to.i:
            # "She wanted so very much to win" -> "She won", not "She so very much won"; "I
            # very much want to stay" -> "I will stay": degree "much" (with its own "so",
            # "very") is a booster of the gradable matrix verb, the strength of the desire or
            # preference (Quirk et al. 1985 §8.104-8.112 on intensifiers, §8.108 on "much" with
            # verbs of liking and wanting): it scopes over the attitude, and on the complement's
            # verb, an event that is not gradable, it grades nothing ("*she much won"; stop 96,
            # vc204). The "much" of the complement ("wanted to eat much") is no child of the
            # trigger
            drop |= {t.i for t in adv.subtree}
            continue
        if adv.lower_ == "really" and verb_lemma(verb) in REALLY_BOOSTED_VOLITION:
            # "I really wanted to be a guitar tech" -> "I was a guitar tech", not "I really
            # was": on a verb of desire "really" boosts the desire (REALLY_BOOSTED_VOLITION);
            # a "really" of the complement's own verb ("wanted to really be") stays
            drop |= {t.i for t in adv.subtree}
            continue
        if (
            adv.lower_ in HEDGE_ADVERBS
            and adv.i < verb.i
            and (verb_lemma(verb) in _UNREALISED or _unsettled_matrix(verb))
            and verb_lemma(verb) not in COMMISSIVE_VERBS
        ):
            # "They are probably planning to kill us" -> "They will kill us", not "They will
            # probably kill us": see _UNREALISED (hundred-eighth pass, s1202q). A commissive
            # verb's hedge ("seemingly agreed to deliver") is evidential, on the reported speech
            # act, and stays (stop 63, mdD; COMMISSIVE_VERBS)
            drop |= {t.i for t in adv.subtree}
            continue
        if (
            passive_aux is not None
            and adv.lower_ in PASSIVE_FREQUENCY_ADVERBS
            and adv.i < verb.i
            and _veridical_passive_report(verb)
        ):
            # "The roof is often found to leak" -> "The roof often leaks", not "The roof
            # leaks": with a verb whose S column passes the complement through ("be found/
            # shown/proved to", "+"), a frequency adjunct counts the occasions of the finding,
            # and each is an occasion of the complement's state, so the adverb quantifies the
            # complement too (Quirk et al. 1985 §8.63 on frequency adjuncts; de Swart 1993 on
            # adverbs of quantification); dropping it turns "usually" into "always", a
            # stronger claim than S, and the entailment label fails (s9802 verb-007; stop 99,
            # vc215). After an o/o report ("is often believed to") the drop stays: the label is
            # neutral either way
            continue
        if adv.lower_ in MATRIX_ADVERBS or (
            passive_aux is not None and adv.lower_ in PASSIVE_REPORT_ADVERBS
        ):
            drop |= {t.i for t in adv.subtree}
        elif adv.lower_ in SPEED_ADVERBS and verb_lemma(verb) in _COMMITMENT_VERBS:
            # "The editor immediately accepted to write the preface" -> "The editor wrote the
            # preface", not "immediately wrote" (see SPEED_ADVERBS; ninety-fifth pass)
            drop |= {t.i for t in adv.subtree}
        elif adv.i < verb.i and _matrix_manner_adverb(adv, verb):
            # "you angrily refused to accept the job" -> "you accepted the job", not "you
            # angrily accepted": see _matrix_manner_adverb (hundred-sixth pass, vc100)
            drop |= {t.i for t in adv.subtree}
        elif adv.lower_ == "still" and verb_lemma(verb) in PROSPECTIVE_NECESSITY:
            # "many services still have to be configured" -> "Many services will be
            # configured", not "will still be configured": "still" is the continuative phase
            # adverb of the obligation, which held before and holds now (Löbner 1989;
            # Michaelis 1993); the necessity's complement is a future event, and "will
            # still V" reads as the concessive "nevertheless" (Quirk et al. 1985 §8.137) or
            # presupposes an earlier configuring (ninety-fifth pass, s1202d verb-052). With
            # other verbs RP19's gold keeps it ("still hope to call" -> "will still call")
            drop |= {t.i for t in adv.subtree}
    participle = verb.tag_ == "VBN" and passive_aux is None and do_aux is None
    if (verb.pos_ == "ADJ" or participle) and verb.dep_ == "acomp" and verb.head.lemma_ == "be":
        # "I was determined to win" -> "I won": the copula carries the tense. Also when the
        # tagger keeps the participle a VBN under the copula ("She was shocked to discover
        # that P" gave "She was discovered that P"): a participial adjective after "be" is
        # predicative like any adjective (Quirk et al. 1985 §7.15-7.16; twenty-fifth pass)
        passive_aux = verb.head
        # "She was not surprised to find" -> "She found": the matrix negation goes with the
        # copula, it is no part of the complement
        drop |= {c.i for c in verb.head.children if c.dep_ == "neg"}
    linking = _linking_verb_frame(verb)
    if linking is not None:
        # "I feel compelled to chronicle these events" -> "I feel chronicled these events": the
        # participle is predicative to a linking verb other than "be", which keeps its own
        # meaning (a feeling, an appearance, a change of state), so neither removing the
        # participle nor taking the tense from the linking verb gives the complement, and
        # "feel compelled to V" does not carry the implicative's entailment (V may not happen)
        flags.append(f"linking-verb-frame:{linking}")
    outer = _outer_modal(verb, control) if do_aux is None and passive_aux is None else None
    if outer is not None:
        # "People might want to know X" -> "People will know X" (ninety-ninth pass, as without
        # the modal), not "People might know X" (see _outer_modal; ninety-fifth pass)
        drop.add(outer.i)
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        tag = "VBZ" if subject is not None and _third_singular(subject) else "VBP"
    elif do_aux is not None:
        drop.add(do_aux.i)
        tag = do_aux.tag_
    elif passive_aux is not None:
        # "The plan was intended to help farmers" -> "The plan helped farmers".
        drop.add(passive_aux.i)
        tag = passive_aux.tag_
        demonstrable = demonstrable_can(verb, negated=True)
        if demonstrable is not None and tag == "VB":
            # "These can be shown to be equivalent" -> "These are equivalent" (demonstrable_can)
            drop.add(demonstrable.i)
            subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
            tag = "VBZ" if subject is not None and _third_singular(subject) else "VBP"
    else:
        tag = _tense_tag(verb)
        if tag == "VBG" and control in ("object", "ecm"):
            tag = _supplementive_host_tense(verb) or tag
        elif tag == "VB" and control in ("object", "ecm"):
            # "She owns a cloak to allow her to fly" -> "She flies" (vc228)
            tag = adjunct_infinitive_tense(verb) or tag
        shared = _shared_passive_tense(verb) if tag in ("VBN", "VBD") else None
        if shared is not None:
            # "She is put to the Question and forced to confess" -> "... and confesses", not
            # "and confessed" (seventy-ninth pass, vc73)
            tag = shared
        trigger_perfect = _perfect_infinitive_trigger(verb)
        if trigger_perfect is not None and control in ("object", "ecm"):
            # "They seemed to have expected him to talk" -> "He talked", not "*He have
            # talked": the perfect of "to have expected" marks the anteriority of the
            # expecting, its own clause's verb (Quirk et al. 1985 §3.41, §14.9; CGEL ch. 14
            # §6), not of the complement, whose event is at or after the expecting and so
            # past too: the simple past, with the controller as subject (vc223)
            drop.add(trigger_perfect.i)
            tag = "VBD"
    report_have = _present_perfect_of_report(doc, verb, passive_aux, to, head)
    if report_have is not None:
        # "Many halocarbons have been shown to be pollutants" -> "Many halocarbons are
        # pollutants", not "have been pollutants" (see _present_perfect_of_report)
        drop.add(report_have.i)
        tag = report_have.tag_
    resultant = _present_perfect_inchoative(verb, head)
    if resultant is not None and do_aux is None and passive_aux is None:
        # "I have come to believe that he lied" -> "I believe that he lied", not "I have
        # believed": inchoative "come to" + a stative names the onset of the state, and its
        # present perfect is the perfect of result, whose resulting state holds now (Comrie
        # 1976 §3.1 on the perfect of result; Quirk et al. 1985 §4.22); "have believed" is the
        # perfect of continuation, another claim (twenty-second pass, class 2). The past
        # perfect ("had come to know" -> "had known") is left as RP19 inflect it
        drop.add(resultant.i)
        tag = resultant.tag_
    ongoing = _present_perfect_inceptive(verb, head, first)
    if ongoing is not None and (resultant is not None or do_aux or passive_aux):
        ongoing = None
    if ongoing is not None and (
        first.lemma_ == "be" or head.lemma_.lower() in _PROGRESSIVE_RESISTANT
    ):
        # "It has begun to be dangerous" -> "It is dangerous", "has started to understand" ->
        # "understands": the state that began holds now, in the simple present (a stative
        # takes no progressive; see _stative_progressive)
        drop.add(ongoing.i)
        tag = ongoing.tag_
        ongoing = None
    elif ongoing is not None:
        # "It has begun to decay" -> "It is decaying", not "It has decayed": the present
        # perfect of an inceptive asserts that the onset lies in the past with its result,
        # the activity under way, holding now (Comrie 1976 §3.1, the perfect of result;
        # Freed 1979 on "begin/start" naming the onset, not the completion); "has decayed"
        # asserts the whole event done, which S does not (hundred-fourth pass, s1202n)
        tag = "VBG"
    continuative = _continuative_head(verb)
    if continuative is not None and do_aux is None and passive_aux is None:
        # "I will keep working to shut down the prison" -> "I will shut down the prison", not
        # "I will keep shutting down the prison": the continuative aspectual takes the trigger's
        # activity (working, trying) as its complement (Quirk et al. 1985 §16.40, aspectual
        # catenatives; Freed 1979), so it belongs with the trigger; left on the complement's
        # verb it asserts a repeated or ongoing shutting S does not (forty-fourth pass, s1130g)
        drop.add(continuative.i)
        drop |= {c.i for c in continuative.children if c.dep_ == "prt"}
        tag = _tense_tag(continuative)
    progressive = _prospective_progressive(verb)
    if progressive is not None and do_aux is None and passive_aux is None and continuative is None:
        # "They had been planning to attack the town" -> "They had attacked the town", not
        # "They had been attacking the town": the progressive is the attitude's (the planning
        # was in progress); the infinitive of an intention verb is a future irrealis with no
        # aspect of its own (Wurmbrand 2014; Quirk et al. 1985 §4.42), so "be" + -ing left on
        # it asserts an attack under way that S does not state (forty-sixth pass, enwiki/news
        # dev text). The tense comes from "be" as from the do-support or passive auxiliary.
        drop.add(progressive.i)
        tag = progressive.tag_
    stative = _stative_progressive(verb, head)
    if (
        stative is not None
        and progressive is None
        and do_aux is None
        and passive_aux is None
        and continuative is None
    ):
        # "Russia is beginning to understand it" -> "Russia understands it", not "is
        # understanding": a stative verb has no progressive (seventy-ninth pass, vc73)
        if first.i == head.i and _copula_of_onset(verb, head):
            # "It was already beginning to be late" -> "It was already late": the finite "be"
            # of the progressive is the copula's form already, and keeping it (the infinitive
            # "be" goes) keeps a mid adverb after the operator (Quirk et al. 1985 §8.20), not
            # "*It already was late" (eightieth pass, vc74)
            drop.add(head.i)
        else:
            drop.add(stative.i)
        tag = stative.tag_
    if tag not in TENSED_TAGS | {"VB", "VBN", "VBG"}:
        flags.append(f"main-verb-tag:{tag}")
        tag = "VBD"
    future = _future_in_present(verb, tag, do_aux, passive_aux)
    if future == "intend" and _designed_state(verb, head):
        future = None  # "is intended to be self-documenting" -> "is": no future (vc105)
    if future is not None:
        # "I want to expand the Act" -> "I expand the Act": the infinitive of a volition or
        # intention verb is future to a present matrix (see FUTURE_IN_PRESENT), so the present
        # tense RP19's rule gives it is the wrong time; the faithful "I will expand the Act"
        # differs from RP19's own complements (the veridicality gold), so the pair is flagged
        # rather than rewritten (issue #12, blind reviews of 11/2026)
        flags.append(f"future-complement-in-present:{future}")
        if _eventive_untimed(_lexical_lemma(first, first_lemma, head), head):
            # "Problems are expected to persist" -> "Problems persist": the flag above is only a
            # warning for "expect"/"intend" (a state expected to hold, "is expected to have 120
            # brands" -> "has 120 brands", was kept by judges), but a dynamic or durative verb
            # in the simple present reads as a habit or a claim about now (Quirk et al. 1985
            # §4.6-4.8), not the forecast, unless a future time adverbial makes it a futurate
            # present (§4.21: "opens in March"); judges asked for "will persist" (issue #12,
            # seventeenth pass): a defect
            flags.append("future-complement-eventive")
    # "The hikers are expected to climb for three hours" -> "The hikers will climb for three
    # hours": "expect" is the verb of forecast, whose infinitive of a dynamic verb is the
    # forecast event, and "will" + infinitive is English's plain future (Quirk et al. 1985
    # ch. 4 on future time); the simple present turns it into a habit or a claim about now (§4.6-4.8), which judges
    # reject (s1130k verb-040 and the seventeenth pass). The future auxiliary states the
    # forecast itself; RP19 keep the present, but their one "expect" item with an eventive verb
    # ("It's continued going on") match no inflection of ours either. Only in place (subject
    # control and raising): an object controller takes the matrix auxiliaries (_from_controller).
    # "The games are scheduled to be held in 2030" -> "The games will be held in 2030": a
    # schedule, like a forecast, places its event after now; the futurate present ("are held in
    # 2030", Quirk et al. 1985 §4.21) reads as a habit with a passive or generic subject, and
    # judges asked for the will-future (s1130q), so "schedule" takes it whatever its adverbials
    scheduled = future == "schedule" and _lexical_lemma(first, first_lemma, head) not in (
        STATE_VERBS
    )
    dated = future == "expect" and _dated_forecast(first, head)
    will_future = (
        (future == "expect" and "future-complement-eventive" in flags or scheduled or dated)
        and control not in ("object", "ecm")
        # the verb itself, or the passive "be" of a passive infinitive ("to be introduced" ->
        # "will be introduced")
        and (first.i == head.i or _passive_be(first, head))
        # an adverb before the verb ("are now expected to regularly elect") would end up
        # before "will" ("*now regularly will elect"): left to the warning as before
        and not any(
            c.dep_ == "advmod" and c.i < (first.i if dated else head.i)
            for c in (*head.children, *verb.children)
        )
    )
    if will_future and future == "expect" and _generic_frame(verb, controller):
        # "In a puzzle, the solver is expected to put pieces together", "each player is
        # expected to shake hands": with a generic restrictor ("in a N", "in some N", a
        # quantified subject) "be expected to" states a norm, which holds habitually, not a
        # prediction (Krifka et al. 1995 on generic sentences and their restrictors; Palmer
        # 2001 ch. 3 on deontic "be expected to" ~ "be supposed to"): the habitual present,
        # not "will" (sixty-second pass, vc55)
        will_future = False
        flags[:] = [f for f in flags if not f.startswith("future-complement")]
    if will_future:
        flags[:] = [f for f in flags if not f.startswith("future-complement")]
    will_at: Token | None = None
    if outer is not None:
        # the present is here the convention chosen, not a tense error to warn about
        flags[:] = [f for f in flags if not f.startswith("future-complement")]
    if not will_future:
        # under a matrix modal of the attitude ("I may want to talk about it") the modal goes
        # (see _outer_modal) and the complement takes the will-future of the same verb without
        # one ("I want to kill X" -> "I will kill X"): the ninety-sixth pass (vc90) wrote RP19's
        # bare present there, which s1202j's judges rejected ("I talk about it, though", verb-
        # 044), as s1201k rejected it in 9 of 9 pairs without a modal (ninety-ninth pass, vc93)
        # vc231: an emphasizer of the matrix verb ("I certainly want to V") is no mid adverb
        # of the complement's verb group (complement_matrix_adjuncts)
        emphasizers = matrix_emphasizers(verb)
        prospective = _prospective_will(
            verb, tag, do_aux, passive_aux, first, head, drop | emphasizers
        )
        if prospective is not None and not (
            control in ("object", "ecm") and _controller_auxiliaries(verb, drop, None, False)
        ):
            drop |= emphasizers
            # "You have to go for it" -> "You will go for it", "We need to move the table" ->
            # "We will move the table", "convinced Paul to give us a test next week" -> "Paul
            # will give us a test next week" (see _prospective_will; eighty-second pass, vc76)
            will_future = True
            will_at = prospective if prospective.i != first.i else None
            # "They have decided to move" -> "They will move": the perfect is the deciding's
            perfect = [c for c in verb.children if c.dep_ == "aux" and c.lemma_ == "have"]
            drop |= {c.i for c in perfect}
            tag = perfect[0].tag_ if tag == "VBN" and perfect else tag
            flags[:] = [f for f in flags if not f.startswith("future-complement")]
    if will_future:
        # vc231: "Second, I propose to V" -> "I will V", "So the mayor has decided to V" ->
        # "The mayor will V": the enumerative conjunct and the result connective are the
        # matrix act's, not the later event's (complement_matrix_adjuncts)
        drop |= fronted_enumerative(doc, verb) | fronted_result_connective(doc, verb)
    singular = _singular(controller)
    if tag in TENSED_TAGS and control in ("subject", "raising") and tag != "VBD":
        singular = tag == "VBZ" if do_aux is None else do_aux.tag_ == "VBZ"
    first_person = controller is not None and controller.lower_ in ("i", "me")
    form = _verb_form(first_lemma, tag, singular, first_person)
    if first_lemma == "lie" and tag == "VBD" and not _reclining_lie(first):
        # "allowed a witness to lie to put ..." -> "A witness lied ...", not "lay" (see
        # _reclining_lie; ninety-second pass, vc86)
        form = "lied"
    would = (
        _volitional_would(verb)
        or _hedged_expectation(verb)
        or _advised_attempt(verb)
        or _hedged_performative(verb)
    )
    # "She seemed to like him and to trust him" -> "She liked him and trusted him": a
    # coordinated infinitive loses its "to" and takes the same tense as the first one
    if will_future:
        form = f"will {first_lemma}" if will_at is None else first_lemma
    replace = {**stems, first.i: form}
    if ongoing is not None:
        # the perfect "has" becomes the progressive "is" (see above)
        replace[ongoing.i] = "am" if first_person else "is" if ongoing.tag_ == "VBZ" else "are"
    if will_at is not None:
        # "I just want to go" -> "I will just go": a mid-position adverb follows the first
        # auxiliary (Quirk et al. 1985 §8.20), so "will" goes before it
        replace[will_at.i] = f"will {will_at.text}"
    serial = _quasi_serial_verb(first, first_lemma)
    if serial is not None and form.split()[-1] != first_lemma:
        # "Jaimie wanted to go see a movie" -> "Jaimie went and saw a movie", not "*went see":
        # see _quasi_serial_verb (eightieth pass, vc74); "will go see" stays bare
        replace[first.i] = f"{form} and"
        replace[serial.i] = _verb_form(serial.lower_, tag, singular, first_person)
    _auxiliaries_before_prefix(replace, prefix, first)
    tail = _hyphen_tail(doc, first)
    if tail is not None:
        replace[first.i] = f"will {first.text}" if will_future and will_at is None else first.text
        replace[tail.i] = _verb_form(
            tail.lower_, "VB" if will_future else tag, singular, first_person
        )
    if would is not None:
        # "I would like to answer" -> "I will answer", not "I would answer": "would like"
        # is a present wish about a future act, and "would" left alone turns the complement
        # into a conditional (see _volitional_would)
        advice = verb_lemma(verb) == "expect" or verb_lemma(verb) in CONATIVE_VERBS
        replace[would.i] = "will" if advice else _WILL[would.lower_]
    matrix_listed = _infinitive_conjuncts_of_matrix(verb, head)
    listed = _listed_infinitive_adjuncts(doc, head, verb)
    listed += _chained_infinitive_list(doc, head, verb)
    listed += _coordinated_infinitive_adjuncts(doc, head)
    listed += _infinitive_read_as_nominal_conjunct(doc, head)
    restarted = _correlative_restart(doc, head)
    objects = (*_verb_conjuncts_of_object(head), *_verb_conjuncts_of_modifier(head))
    resolved_to: set[int] = set()  # the "to" of each infinitive conjunct made finite below
    # the perfect "have" + participle of each infinitive conjunct ("and to have left")
    conj_perfects: list[tuple[Token, Token, bool]] = []
    for conj in (*head.conjuncts, *objects, *matrix_listed, *listed):
        if conj.i < head.i or any(c.dep_ in ("nsubj", "nsubjpass") for c in conj.children):
            continue
        if conj.i in restarted or _inside_parenthesis(doc, head.i, conj.i):
            continue
        conj_to = next((c for c in conj.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        if conj_to is not None and conj_to.i > 0 and doc[conj_to.i - 1].tag_ in WH_TAGS:
            # "to gather information on the attack and how to recover from it": an infinitival
            # wh-clause, an interrogative object coordinated with the noun ("information on
            # X and how to Y"), not a second infinitive of the trigger (Quirk et al. 1985
            # §15.6 on wh-infinitive clauses; CGEL ch. 11 §5.2): it keeps its "to", never
            # "*how recovering" (ninetieth pass, s1202a review)
            continue
        if conj_to is None and any(t.text in _LIST_BREAKS for t in doc[head.i + 1 : conj.i]):
            # "his research seems to imply--but just give it time": a bare verb after a dash,
            # semicolon or colon opens a new clause (an imperative here), not a second
            # infinitive: the dash and semicolon separate independent clauses (Quirk et al.
            # 1985 App. III on the semicolon and the dash), and an infinitive conjunct is in the same
            # sentence frame as the first (sixty-ninth pass: "just gives it time" was judged
            # wrong); as in ``_bare_list_items``, the list ends there
            continue
        # "have to deal with it or be taken over": a bare conjunct's first verb may be its
        # passive or perfect auxiliary, which takes the tense like any verb of the conjunct
        # ("... or are taken over"; issue #12, fifth review)
        bare_aux = [c for c in conj.children if c.dep_ in AUX_DEPS and c.tag_ == "VB"]
        if conj_to is None and conj.tag_ != "VB" and not bare_aux and not _mistagged_bare(conj):
            continue  # a finite conjunct has its own tense
        if conj_to is None and not bare_aux and _bare_conjunct_of_participle(head, conj):
            # "to have found a simple fix or workaround" -> "has found a simple fix or
            # workaround", not "... or workarounds": coordinated predicates are alike in form
            # (Quirk et al. 1985 §13.64), so a conjunct sharing the perfect "have" of a
            # participle head is a participle itself; a bare-tagged word there is a noun of
            # the object the tagger took for a verb, and keeps its form (stop 70, vc114)
            continue
        start = conj_to.i if conj_to is not None else min(t.i for t in (conj, *bare_aux)) - 1
        conj_first = _first_verb(doc, start, conj)
        conj_lemmas = getLemma(conj_first.lower_, upos="VERB")
        conj_lemma = conj_lemmas[0].lower() if conj_lemmas else conj_first.lemma_.lower()
        if conj_to is not None:
            drop.add(conj_to.i)
            resolved_to.add(conj_to.i)
        conj_tag = "VB" if will_future else tag  # "will climb and return"
        replace[conj_first.i] = _verb_form(conj_lemma, conj_tag, singular, first_person)
        conj_neg = next((c for c in conj.children if c.dep_ == "neg" and c.i < conj.i), None)
        conj_participle = _perfect_infinitive_participle(conj_first, conj)
        if conj_participle is not None:
            conj_perfects.append((conj_first, conj_participle, conj_neg is not None))
        if conj_neg is not None and conj_tag in TENSED_TAGS:
            # "urged him to accept the offer and not to wait" -> "He accepted the offer and did
            # not wait", not "*and not waited": a finite verb phrase is negated with do-support
            # ("be" and auxiliaries take "not" after them; Quirk et al. 1985 §3.37, §10.54),
            # as for the first infinitive's own "not" (below)
            drop.add(conj_neg.i)
            if conj_lemma == "be" or conj_first.dep_ in AUX_DEPS:
                replace[conj_first.i] = f"{replace[conj_first.i]} not"
            else:
                replace[conj_first.i] = _do_not(conj_lemma, conj_tag, singular, first_person)
        conj_tail = _hyphen_tail(doc, conj_first)
        if conj_tail is not None:
            replace[conj_first.i] = conj_first.text
            replace[conj_tail.i] = _verb_form(conj_tail.lower_, tag, singular, first_person)
    for item in _bare_list_items(doc, head):
        if _bare_conjunct_of_participle(head, item):
            continue  # a noun taken for a verb (above)
        if item.i not in replace and tag in TENSED_TAGS:
            # a later item of the list the parser hung elsewhere (``_bare_list_items``)
            item_tag = "VB" if will_future else tag
            replace[item.i] = _verb_form(item.lower_, item_tag, singular, first_person)

    inner_neg = _infinitive_negation(verb, to, first, head)
    tensed = first  # the word that carries the hypothesis's tense
    participle = _perfect_infinitive_participle(first, head)
    # only after a passive reporting verb ("is said/believed/thought to have") is a present
    # perfect clearly wrong: the report is about a past event, which keeps its past-time
    # adverbials ("is believed to have been built in 1600" -> "*has been built in 1600"); an
    # active "claims to have known" -> "has known" stays as RP19 inflect it
    reported = passive_aux is not None and verb_lemma(verb) not in FUTURE_ORIENTED
    # likewise after a present raising verb of appearance: "The results appear to have
    # differed" -> "The results differed", not "have differed": the perfect infinitive places
    # the event before the time of the appearance (Quirk et al. 1985 §4.24, §14.9 on the
    # perfect infinitive as a past; twenty-second pass, class 2)
    # ... but only after a past one: a present "seems to have shut down" reports a state of
    # evidence now about an event up to now, and its finite counterpart is the present perfect
    # ("It seems that they have shut down"; Quirk et al. 1985 §14.9 note, CGEL ch. 3 §5.3 on the
    # non-finite perfect as the counterpart of both the preterite and the present perfect). The
    # bare past loses that and, with a verb whose past and present are one form ("shut",
    # "put", "cut"), reads as a present habitual (s1202k verb-003, verb-065; hundred-first pass,
    # vc95). A definite past-time adverbial still gives the simple past (below)
    reported = reported or (verb_lemma(verb) in APPEARANCE_RAISING and tag not in ("VBZ", "VBP"))
    # and whatever the matrix verb, a definite past-time adverbial in the infinitive rules out
    # the present perfect: "claims to have been founded in AD 301" -> "was founded in AD 301",
    # not "*has been founded in AD 301" (Quirk et al. 1985 §4.22; Klein 1992, "The present
    # perfect puzzle"; fifty-ninth pass, vc52). Not after a future-oriented verb (future perfect)
    reported = reported or (
        verb_lemma(verb) not in FUTURE_ORIENTED and _definite_past_time(doc, to, head)
    )
    # and after a present verb of appearance, a copular state with no adjunct of duration:
    # "appears to have been the first to ..." -> "was the first", not "has been the first"
    # (_past_copular_state; stop 70 vc116, s1203b verb-049)
    reported = reported or (
        verb_lemma(verb) in APPEARANCE_RAISING and _past_copular_state(participle, head)
    )
    # and after a present verb of appearance, the coming into being of the subject's own
    # referent: "The term seems to have originated at Microsoft" -> "The term originated at
    # Microsoft", not "has originated": an origin happens once in the referent's life, which
    # rules out the existential and resultative present perfect (_referent_origin; stop 74
    # vc132, s1204j verb-024, verb-041)
    reported = reported or (
        verb_lemma(verb) in APPEARANCE_RAISING and _referent_origin(participle, head)
    )
    if (
        participle is not None
        and inner_neg is None
        and (
            tag == "VBN"
            or (tag in ("VBZ", "VBP") and reported and not _durative_long(to, head))
            or (
                tag == "VBD"
                and reported
                and not _perfect_adverb(to, head)
                and not _by_reference_time(verb)
            )
        )
    ):
        # a perfect infinitive is anterior to the matrix time (Quirk et al. 1985 ch. 4 on the
        # perfect in non-finite clauses; CGEL ch. 14): "The town is believed to have been in
        # Algeria" -> "The town was in Algeria", not "has been"; after a perfect matrix verb
        # ("would have had to have been moved") its "have" doubles the matrix's own: "would
        # have been moved", not "would have had been moved" (issue #12, ninth review). A past
        # matrix with a reporting passive or a verb of appearance gives a simple past too
        # ("was thought to have appeared" -> "appeared", not "had appeared"): the past perfect
        # needs a past reference time (Reichenbach 1947; Comrie 1985 §3.5 on absolute-relative
        # tense), which the matrix gave and the stand-alone hypothesis no longer has, so the
        # event is past only (sixty-second pass, vc55); other past matrices keep "had". After
        # a future-oriented verb the perfect infinitive is a future perfect ("expect to have
        # finished by May"): left alone.
        drop.add(first.i)
        del replace[first.i]
        if tag != "VBN":
            part_lemma = verb_lemma(participle)
            replace[participle.i] = _verb_form(part_lemma, "VBD", singular, first_person)
            tensed = participle
        for conj_have, conj_participle, conj_negated in conj_perfects:
            # "He seemed to have talked and to have left" -> "He talked and left", not "He
            # talked and had left": coordinated infinitives share the matrix's time relation
            # (Quirk et al. 1985 §13.64 on like form of conjoins; §14.9 on the perfect
            # infinitive as anterior to the matrix), so the second perfect is read as the
            # first is (vc223); a negated one takes do-support ("and did not care", §3.37)
            conj_lemma = verb_lemma(conj_participle)
            if conj_negated and tag != "VBN":
                past = _verb_form(conj_lemma, "VBD", singular, first_person)
                negated_past = (
                    f"{past} not"
                    if conj_lemma == "be" or conj_participle.dep_ in AUX_DEPS
                    else _do_not(conj_lemma, "VBD", singular, first_person)
                )
                replace[conj_participle.i] = negated_past
            elif conj_negated:
                continue  # "would have ... and not have left": the "have" carries the "not"
            elif tag != "VBN":
                replace[conj_participle.i] = _verb_form(conj_lemma, "VBD", singular, first_person)
            drop.add(conj_have.i)
            replace.pop(conj_have.i, None)
    if verb_lemma(verb) == "remain" and _remains_to_be_seen(head):
        # "It remains to be seen how much ..." -> "It is known how much ...", not "*It is seen
        # how much ...": "remain to be seen" is an idiom, 'be not yet known' (Cambridge and
        # Oxford idiom dictionaries; Nunberg, Sag & Wasow 1994 on idioms whose parts carry no
        # literal meaning), whose "see" is the cognitive 'find out', not perception; its
        # literal passive "is seen" says something else (stop 70 vc116, s1203b verb-052)
        replace[head.i] = "known"
    # what belongs to the matrix clause, not to the infinitive, stays out of the hypothesis
    if control in ("object", "ecm"):
        # with subject control the conjunct's subject is the hypothesis's subject anyway
        # ("managed to avoid his lips and slid away" -> "She avoided his lips and slid away" is
        # still what S says of her); with an object controller it would be given to the object
        drop |= _matrix_conjunct_of_infinitive(doc, head)
        drop |= _gapped_object_infinitive(doc, head)
        drop |= _matrix_alternative_adjunct(doc, head)
    drop |= _matrix_reason_adjunct(doc, verb, head, motive=control in ("object", "ecm"))
    drop |= _coordinated_main_clause(doc, verb, head)
    if control in ("object", "ecm"):
        # only where the matrix subject, one side of the contrast, leaves the hypothesis: "The
        # term tends to be reserved for X, whereas a list box ..." keeps both sides
        drop |= _final_whereas_clause(doc, verb, head)
    drop |= _result_supplementive(doc, verb, head)
    drop |= _final_purpose_clause(doc, verb, head)
    # "decided to travel to Spain to escape X, and to take part in Y": the comma-set second
    # infinitive goes (_comma_set_purpose_conjunct; seventy-sixth pass)
    drop |= _comma_set_purpose_conjunct(doc, head)
    drop |= _matrix_result_clause(doc, verb, head)
    drop |= sentential_relative(doc, head)
    drop |= _event_relative(doc, head)
    if negated and inner_neg is None:
        # "They didn't want to go either" -> "They went", not "*They went either": the additive
        # "either" is licensed by the matrix negation, which the hypothesis does not have
        # (Klima 1964; Ladusaw 1979 on NPI licensing; negation.additive_either)
        drop |= {t.i for t in doc[head.i :] if additive_either(t)}
        # "doesn't seem to be all that well thought out" -> "is well thought out", not "*is all
        # that well thought out": degree "all that" before an adjective or adverb is a
        # negative polarity item (Israel 2011 ch. 3 on attenuating NPIs; Quirk et al. 1985
        # §7.88 on "that" as an informal degree word in non-assertive contexts), licensed by
        # the matrix negation the hypothesis drops. The predicate stays (hundred-sixth pass)
        drop |= _degree_all_that(doc, head)
        drop |= _polarity_bound_frame(doc, verb)
    if inner_neg is not None and tag in TENSED_TAGS:
        # "Lindstedt chose not to participate" -> "Lindstedt did not participate", not
        # "Lindstedt not participated": a finite clause negates a lexical verb with do-support
        # (Quirk et al. 1985 §3.37, §10.54); "be" and auxiliaries take "not" after them
        drop.add(inner_neg.i)
        if inner_neg.lower_ == "never":
            # "He promised never to return" -> "He never returned", not "He did not return":
            # "never" is "not ever", negation with universal quantification over times
            # (Quirk et al. 1985 §10.58-10.59 on "never" as a negative time adverb; Horn 1989
            # ch. 7), so "did not return" (one occasion) is a weaker, other claim. A finite
            # clause keeps "never" before a lexical verb and after "be" or an auxiliary, with
            # no do-support (§3.37, §8.74 on mid-position adverbs; seventy-first pass)
            if will_future:
                replace[first.i] = f"will never {first_lemma}"
            elif first_lemma == "be" or first.dep_ in AUX_DEPS:
                replace[first.i] = f"{form} never"
            else:
                replace[first.i] = f"never {replace[first.i]}"
            inner_neg = None  # rendered: no do-support below
        elif tail is not None:
            del replace[tail.i]  # "did not co-operate": the base form stays
    if inner_neg is not None and tag in TENSED_TAGS:
        if will_future:
            replace[first.i] = f"will not {first_lemma}"  # "expected not to attend"
        elif first_lemma == "be" or first.dep_ in AUX_DEPS:
            replace[first.i] = f"{form} not"
        else:
            replace[first.i] = _do_not(first_lemma, tag, singular, first_person)
    drop |= _initial_fillers(doc)
    drop |= _verbless_dash_fragment(doc, verb)
    drop |= _preceding_coordinate_clause(doc, verb)
    drop |= stutters(doc) | final_tags(doc) | yknow_fillers(doc)
    drop |= closing_comment_clause(doc, verb)
    drop |= _exception_frame(doc, verb)
    drop |= _fronted_disjunct(doc, verb)
    drop |= appearance_adjuncts(doc, verb, head)  # "at first glance" of "seem" (vc226)
    drop |= _subject_adjunct_of_trigger(doc, verb)
    drop |= parenthetical_fillers(doc)
    drop |= _matrix_concession(doc, verb, head, passive_aux)
    between = [t for t in doc[verb.i + 1 : to.i] if t.i not in drop]
    stranded = any(t.pos_ not in SKIPPABLE_POS for t in between)
    framed = controller is not None and (non_assertive_frame(verb) or speaker_frame(verb))
    flags.extend(_garbled_complement(verb, head, control, controller))
    if _in_manner_as_clause(verb):
        flags.append("trigger-in-embedded-clause")
    if _unresolved_infinitive_coordination(doc, head, drop, resolved_to) or (
        _subject_infinitive_conjunct(head, drop)
    ):
        flags.append("coordinated-infinitive-scope")
    if control in ("object", "ecm") or (stranded and controller is not None) or framed:
        # The controller becomes the subject of the complement: "She persuaded him to leave" ->
        # "He left"; also subject control across an object or adjunct ("John promised Mary to
        # come" -> "John came"), where deleting the verb in place would strand that material.
        # The matrix auxiliaries come along, agreeing with the new subject ("They have forced
        # him to go" -> "He has gone"); a matrix verb without tense ("..., thus enabling abusers
        # to strike again") leaves the complement without one: flagged.
        auxes = _controller_auxiliaries(verb, drop, singular, first_person)
        if will_at is not None:
            # the matrix's mid adverb stays with the matrix: "will" goes on the verb
            replace.pop(will_at.i, None)
            replace[first.i] = f"will {first_lemma}"
        if would is not None:
            # "I would like you to stay" -> "You will stay" (as in place, above)
            auxes = tuple("will" if a in _WILL else a for a in auxes)
        if not auxes and tag not in TENSED_TAGS:
            flags.append("nonfinite-matrix")
        _auxiliaries_before_prefix(replace, prefix, first)
        # the controller's clause starts at the prefix of a hyphenated verb ("re-organize")
        start = prefix if prefix.i < first.i else first
        return _from_controller(
            doc, verb, start, head, replace, drop, controller, tuple(flags), auxes
        )
    if _under_supposition(verb):
        flags.append("suppositional-imperative")
    elif controller is not None and _directive_before(verb, drop) is not None:
        flags.append("imperative-in-hypothesis")
    drop |= _reported_clause_frame(verb, drop)
    drop |= nested_host_frame(verb, drop, _VERIDICAL_HOSTS)  # vc225
    if _negation_dropped_under_embedding(verb, drop):
        flags.append("negated-trigger-in-embedded-clause")
    elif "trigger-in-embedded-clause" in flags:
        pass  # a manner "as" clause (above)
    elif (
        _trigger_clause_subordinate(verb, drop)
        or _in_continued_when_clause(verb, drop)
        or _in_continued_condition(verb, drop)
    ):
        flags.append("trigger-in-embedded-clause")
    imperative = tag == "VB" and verb.dep_ == "ROOT" and controller is None
    if not imperative and not _has_finite_verb((t for t in doc if t.i not in drop), tag, tensed):
        # "The nineteenth amendment, helping to label the state ...": in place the hypothesis
        # has no tensed verb left ("The nineteenth amendment, labeling the state ..."), which
        # is no statement (issue #12, third review)
        flags.append("nonfinite-complement")
    if controller is None:
        flags.append("no-subject")  # imperative ("Don't forget to clean it") or fragment
    if (ends_with_question(doc) or _quoted_question(verb)) and not quoted_question_after(verb):
        # "Do you want to leave?" -> "You leave?" is no statement; a question quoted after the
        # trigger's clause ('began to ask him, "Surely not I?"') is the quotation's
        flags.append("question")
    drop |= _following_clause(doc, verb, head)
    drop |= _trailing_break_clause(doc, verb, head)
    matrix_conjunct = _matrix_predicate_conjunct(doc, verb, head, frozenset(matrix_listed))
    matrix_conjunct = matrix_conjunct or _matrix_conjunct_of_infinitive(doc, head)
    interruption = interrupting_conjunct(verb, head)
    if interruption is not None and interruption.i in matrix_conjunct:
        matrix_conjunct = set()  # cut below, not flagged (``interrupting_conjunct``)
    opener = next((doc[i] for i in sorted(matrix_conjunct) if not doc[i].is_punct), None)
    if (
        opener is not None
        and opener.lower_ in _ADDITIVE_COORDINATORS
        and verb_lemma(verb).lower() in _PROSPECTIVE_MATRIX_VERBS
        and _unrealised_act(verb)
    ):
        # "They prepared to die, and cried to God" -> "They died.", not "They died, and cried
        # to God" (judged absurd, s1205v verb-050): after a non-veridical, non-aspectual
        # agentive matrix (``_unrealised_act``, the class of vc177's coordinated main clause)
        # the conjunct is a second, real act of the matrix subject (Quirk et al. 1985 §13.2 on
        # coordinated predicates), the complement's event an unrealised one; copied into the
        # hypothesis the two are narrated as a real sequence S does not assert. It goes with
        # its coordinator and comma: dropping a conjunct only weakens the hypothesis. A
        # contrast conjunct ("attempted to quell the extremists, but was killed anyway", RP19's
        # gold complement) is not the matrix conjunct's (``_matrix_predicate_conjunct``), and
        # after an implicative or aspectual verb S asserts both events: flagged, below. Only
        # after a future-oriented (intention, decision, preparation) or conative matrix, where
        # the flag below was a defect: "and" between events implicates their sequence
        # (Levinson 2000 §2.3), and the hypothesis narrated the unrealised intention as the
        # first of two events (``_additive_only``); the cut mends that pair. Other
        # non-veridical verbs keep the demoted ":and" warning ("authorities have moved to
        # protect X, ..., and have even blown up Y": RP19's gold complement keeps it)
        drop |= matrix_conjunct
    elif matrix_conjunct:
        # kept in the text (RP19's gold complements keep it: "attempted to quell the
        # extremists, but was killed anyway" -> "quelled the extremists, but was killed
        # anyway"), but the hypothesis is then more than the complement: flagged
        # an attempt or intention is open, and its conjunct often tells what came of it
        future = verb_lemma(verb) in FUTURE_ORIENTED | syntax.CONATIVE_VERBS
        additive = "" if future else _additive_only(doc, verb, matrix_conjunct)
        flags.append("matrix-conjunct-in-hypothesis" + additive)
    if interruption is not None:
        # "began to explain the plan but stopped" -> "He explained the plan.", not "... but
        # stopped": the conjunct is the matrix subject's second predicate, no part of the
        # complement (``interrupting_conjunct``); the label is signature_of's
        drop |= _conjunct_tokens(doc, head, interruption)
    if _reversed_contrast_conjunct(verb):
        flags.append("contrast-conjunct-reversed")
    if _ranked_infinitival_relative(verb):
        flags.append("ranked-infinitival-relative")
    drop |= _dangling_concessive_mark(verb)
    drop |= _concessive_host_clause(doc, verb)
    drop |= _matrix_agent(doc, verb, head, passive_aux)
    drop |= _means_of_showing(doc, verb, head)
    drop |= _fronted_time_of_future(doc, verb)
    drop |= _fronted_anankastic_purpose(doc, verb)
    drop |= _fronted_raising_experiencer(doc, verb)
    frame = _quoted_report_relative_frame(doc, verb, drop)
    if frame:
        # "'I never said that,' replied the visitor, who wanted to leave." -> "The visitor
        # left.", not "'I never said that,' replied the visitor, who left." (stop 100, vc217)
        drop |= frame
        first = min(t.i for t in doc if t.i not in drop)
        replace[first] = capitalise(replace.get(first, doc[first].text))
    text = _render(doc, drop, replace)
    if "question" not in flags:
        text = _final_punct(doc, text)
    text = _mend_bracket(doc.text, text)
    if _bracket_lost(doc.text, text):
        flags.append("unbalanced-bracket")
    if _bracketed_verb_group(verb):
        flags.append("matrix-adjunct-in-hypothesis:bracket")
    return Rewritten(text, not flags, "complement:to:in_place", tuple(flags))


#: Negative-polarity / free-choice words (wordlists/verb_complement_npis.txt); of them only the
#: "any"-words can be an object controller ("forbids anyone to V").
_NPIS = word_set("verb_complement_npis")
#: Subordinators of an embedded yes/no question (Quirk et al. 1985 §15.5).
_QUESTION_MARKS = frozenset({"if", "whether"})


def _free_choice_controller(controller: Token | None) -> str | None:
    """The free-choice "any"-word controlling the infinitive ("The licence forbids anyone to
    copy it"), else None. Under a deontic or negative verb "any(one)" is free choice or an
    NPI (Kadmon & Landman 1993; Ladusaw 1979): it ranges over every possible agent and names
    no one, so as the subject of an episodic hypothesis ("Anyone copies it.") it has no
    reading a judge can assess (s1204a verb-024/063)."""
    if controller is None:
        return None
    if controller.lower_ in _NPIS and controller.lower_.startswith("any"):
        return controller.lower_
    det = next((c for c in controller.children if c.dep_ == "det" and c.lower_ == "any"), None)
    return None if det is None else "any"


def _see_if_question(head: Token) -> bool:
    """Does the infinitive (or a verb coordinated with it) take "see if/whether" ("asked me to
    look at it and see if I could fix it")? "see if/whether" is the check-verb of an embedded
    yes/no question (Quirk et al. 1985 §15.5; CGEL ch. 11 §5): no proposition is complement,
    and its past "saw if" is no English for "checked whether" (s1204a verb-062)."""
    for verb in [head, *(c for c in head.subtree if c.dep_ == "conj" and c.pos_ == "VERB")]:
        if verb.lemma_.lower() != "see":
            continue
        for clause in verb.children:
            if clause.dep_ in ("ccomp", "advcl") and any(
                m.dep_ == "mark" and m.lower_ in _QUESTION_MARKS for m in clause.children
            ):
                return True
    return False


def _relative_gap_on_trigger(verb: Token, head: Token) -> bool:
    """Is the trigger a relative clause's verb whose gap is its own object ("APIs that
    developers can use __ to access the features")? Dropping the trigger leaves the relative
    with no gap ("APIs that developers can access the features"), which is ungrammatical
    (Quirk et al. 1985 §17.9: a restrictive relative needs its gap); a gap inside the
    infinitive ("tools that we want to use __") survives and is left alone (s1204a
    verb-074). The parser may hang the fronted relative word on the infinitive although the
    infinitive has an object of its own ("a CA who you trust __ to have verified my
    identity"): a verb has one direct object (Quirk et al. 1985 §10.2), so the relative word
    is the trigger's object-controller there, and the gap goes with the trigger ("*a CA who
    you have verified my identity"; stop 72, vc123)."""
    if verb.dep_ != "relcl":
        return False
    marker = next(
        (
            c
            for c in (*verb.children, *head.children)
            if c.i < verb.i and (c.tag_ in WH_TAGS or c.lower_ == "that")
        ),
        None,
    )
    opener = verb.left_edge
    if marker is None and opener.tag_ in WH_TAGS and _misattached_relative_word(opener):
        # "an attention which the delicacy of his conscience pointed out to be requisite":
        # the relative word opening the clause hung on a later preposition of the subject
        # that has its object already; it is the clause's fronted object (stop 83, vc163)
        marker = opener
    elif marker is None or marker.dep_ in ("nsubj", "nsubjpass", "pobj"):
        return False
    if any(c.dep_ in ("dobj", "obj", "dative") and c.i != marker.i for c in verb.children):
        return False
    if not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return False
    inside = list(head.subtree)
    if any(t.dep_ == "prep" and not any(c.dep_ == "pobj" for c in t.children) for t in inside):
        return False  # a stranded preposition in the infinitive holds the gap
    if head.lemma_ == "be" and any(c.dep_ in ("attr", "acomp") for c in head.children):
        # "a man whom they believed __ to be honest": a copular infinitive has no object
        # position, so the relative word is its subject, raised to the trigger's object (Quirk
        # et al. 1985 §16.39-16.40 on "believe/consider" + object + "to be"); without the
        # trigger the relative has no gap and the hypothesis starts a relative clause with no
        # proposition of its own (Quirk §17.8; stop 83, vc163, s1205j verb-080/018)
        return True
    if any(c.dep_ == "auxpass" for c in head.children) and not any(
        c.dep_ in ("dobj", "obj", "dative") and c.i != marker.i for c in head.children
    ):
        # "a circumstance which Darcy could not wish __ to be generally known": a passive
        # infinitive has its object position filled by its subject (Quirk et al. 1985 §3.63-3.68
        # on the passive; §16.39-16.40 on "wish/want/believe" + object + passive infinitive),
        # so the relative word is that subject, raised to the trigger's object; dropping the
        # trigger leaves "*which Darcy could be generally known" (stop 84, vc167, s1205m
        # verb-012; the copular case is vc163's above)
        return True
    return any(c.dep_ in ("dobj", "obj") and c.i != marker.i for c in head.children)


def _misattached_relative_word(word: Token) -> bool:
    """Is the relative ``word`` parsed as the object of a preposition after it that already
    has an object ("which the delicacy of his conscience": "which" and "conscience" both on
    "of")? A preposition takes one complement (Quirk et al. 1985 §9.1), and a relative word
    before its preposition is pied-piped only with it in front ("of which"), so the
    attachment is the parser's error."""
    prep = word.head
    return (
        word.dep_ == "pobj"
        and prep.i > word.i
        and any(c.dep_ == "pobj" and c.i != word.i for c in prep.children)
    )


def _comma_spliced_list_controller(verb: Token, controller: Token | None) -> bool:
    """Is the controller a coordinated list right after a comma-spliced clause ("X follows
    the protocol, it permits file, print and gateway servers to advertise ...")? With the
    trigger and its subject dropped the list follows the first clause's comma and reads as
    continuing it (Quirk et al. 1985 §13.21, §17.42 on comma-joined lists; the comma splice
    itself §19.18), "..., file, print, and gateway servers advertise ...": garbled (s1204a
    verb-072)."""
    if controller is None or not any(c.dep_ == "conj" for c in controller.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.left_edge.i == 0:
        return False
    before = verb.doc[subject.left_edge.i - 1]
    return before.text == "," and any(
        c.dep_ in ("ccomp", "parataxis") and c.i < before.i for c in verb.children
    )


def _garbled_complement(
    verb: Token, head: Token, control: str | None, controller: Token | None
) -> list[str]:
    """Flags of infinitival complements whose hypothesis cannot be written right (stop 71,
    vc120; see the helpers' docstrings)."""
    flags = []
    if controller is not None and controller.lower_ in ("the", "a", "an"):
        # 'allow the "-" to be omitted' parsed with the article as the subject and the quoted
        # dash as punctuation: an article is a determiner, never a noun phrase by itself
        # (Quirk et al. 1985 §5.10-5.13; CGEL ch. 5 §6), so the hypothesis has no subject
        # ("*The is omitted."; stop 72, vc123)
        flags.append("no-controller")
    if control in ("object", "ecm"):
        free = _free_choice_controller(controller)
        if free is not None:
            flags.append(f"free-choice-controller:{free}")
        if _comma_spliced_list_controller(verb, controller):
            flags.append("comma-splice-list-subject")
    if _see_if_question(head):
        flags.append("embedded-question:see-if")
    if _relative_gap_on_trigger(verb, head):
        flags.append("relative-gap-lost")
    return flags


#: Verbs whose subjectless imperative sets up a supposition ("Suppose that ...", "Imagine
#: ...", "Let us assume that ..."): a conditional protasis in imperative form (Quirk et al.
#: 1985 §15.36 on "suppose/say" as conditional subordinators; CGEL ch. 11 §5.2). The
#: detection drops them at the very start of the sentence; after a linking or time adverb
#: ("Now suppose that ...", "But imagine ...") or under "let us" they are the same directive.
SUPPOSITIONAL_VERBS = frozenset({"say", "suppose", "imagine", "assume", "pretend"})
_OPENER_POS = frozenset({"ADV", "CCONJ", "INTJ", "PUNCT"})
_SENTENCE_ENDS = frozenset({".", "!", "?", '"', "\u201d"})


def _suppositional_directive(verb: Token) -> bool:
    """Is ``verb`` a subjectless base-form "suppose/imagine/assume/say/pretend" heading its
    sentence after only adverbs, coordinators or interjections ("Now suppose that ..."), or the
    verb of a first-person plural "let" ("Let us / Let's suppose that ...")?

    A supposition asks the hearer to entertain a clause, as an "if"-clause does: the premise is
    a directive with no truth value and its clause is asserted by nobody, so neither a
    complement hypothesis nor a label holds (seventy-first pass: "Now suppose that we also
    have ..." -> "We also have ..." was kept)."""
    if verb.lower_ not in SUPPOSITIONAL_VERBS or verb.tag_ != "VB":
        return False
    head = verb.head
    if verb.dep_ in ("ccomp", "xcomp") and head.lemma_ == "let" and head.dep_ == "ROOT":
        # "Let us suppose": the parser makes "us" the subject of "suppose" or the object of "let"
        return any(c.lower_ in ("us", "'s") for c in (*verb.children, *head.children))
    if verb.dep_ != "ROOT" or any(c.dep_ in ("nsubj", "aux", "neg") for c in verb.children):
        return False
    i = verb.i - 1
    while i >= 0 and verb.doc[i].pos_ in _OPENER_POS and verb.doc[i].text not in _SENTENCE_ENDS:
        i -= 1
    # the sentence's start: the text's, or after a full stop (the segmenter may have kept two
    # sentences in one, "... polynomials in T. Now suppose that ...")
    return i < 0 or verb.doc[i].text in _SENTENCE_ENDS or verb.doc[i].text.endswith(".")


def _directive_before(verb: Token, drop: set[int]) -> Token | None:
    """The imperative verb that opens the sentence of the trigger ``verb``, which has a subject
    of its own, and that the in-place hypothesis keeps, or None: "However please remember that
    our smiths need to rest" (the trigger in the directive's content clause), "Also, build a
    well - nobody likes to drink salt water" (a directive clause before the trigger's).

    An imperative is a subjectless base-form clause that directs the hearer (Quirk et al. 1985
    §11.24-11.26); it has no truth value (Searle 1969 on directives; Portner 2004 on the
    imperative's to-do list), so a hypothesis that keeps it is no statement and stands in no
    entailment relation (hundred-ninth pass, vc103). "Don't / Do not V" counts; the fillers
    "look, listen, see" that ``_initial_fillers`` drops do not."""
    doc = verb.doc
    for t in doc[: verb.i]:
        if t.tag_ != "VB" or t.i in drop or t.dep_ not in ("ROOT", "ccomp", "conj", "parataxis"):
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in t.children):
            continue
        negated = any(c.dep_ == "neg" for c in t.children)
        if any(
            c.dep_ in ("aux", "auxpass") and not (negated and c.lower_ == "do") for c in t.children
        ):
            continue
        i = t.i - 1
        while (
            i >= 0
            and (doc[i].pos_ in _OPENER_POS or doc[i].head.i == t.i)
            and doc[i].text not in _SENTENCE_ENDS
        ):
            i -= 1
        if i < 0 or doc[i].text in _SENTENCE_ENDS:
            return t
    return None


def _under_supposition(verb: Token) -> bool:
    """Is ``verb`` itself, or a verb above it and before it, a suppositional directive? (The
    supposed clause follows its directive; a clause before it that the parser hung on it is
    another sentence: "We have observed that P. Now suppose that Q.")"""
    return any(_suppositional_directive(t) for t in (verb, *verb.ancestors) if t.i <= verb.i)


_EMBEDDING_DEPS = frozenset({"ccomp", "xcomp"})


def _reported_clause_frame(verb: Token, drop: set[int]) -> set[int]:
    """The report frame around a non-veridical trigger's finite clause, to cut from the in-place
    hypothesis: "Rostov explained that he wanted to see her" -> "He saw her", not "Rostov
    explained that he saw her". The rubric's hypothesis is the trigger's complement, a sentence
    on its own (RP19 §3; White & Rawlins 2018): left under the tensed verb of saying
    (``_trigger_clause_subordinate`` lets that frame stay, stop 77) or a verb of knowing, the
    pair tests the host, not the trigger (s9701 pattern 1). Only after an o/o trigger ("want",
    "intend", "plan"): its complement is neutral to S whether the host passes the clause's
    truth up or not, so cutting the frame keeps the label; after an implicative or factive the
    embedded inference holds only as the host says (a plug, Karttunen 1973) and the framed
    hypothesis stays, as do the flags of ``_trigger_clause_subordinate``. The trigger's clause
    is a content clause with its own subject, after a tensed host that takes one ("that" or a
    zero complementizer; Quirk et al. 1985 §15.3-15.5), and ends the sentence; a time or place
    adjunct of the clause is in its subtree and stays ("said that at dawn he wanted to leave"
    -> "At dawn he left")."""
    if signature_lexicon().get((verb_lemma(verb), "to"), ("",))[0] != "o/o":
        return set()
    if any(c.dep_ == "neg" for c in verb.children):
        return set()  # "believed he could never hope to V": ``_negation_dropped_under_embedding``
    clause = verb
    while clause.dep_ == "conj" and clause.head.pos_ in _CLAUSE_HEADS:
        clause = clause.head
    if clause is not verb:
        return set()  # a coordinated clause: the frame is shared, left as it is
    host = clause.head
    comment = first_person_comment_clause(host)
    if (
        clause.dep_ != "ccomp"
        or host.i in drop
        or host.i > clause.i
        or host.pos_ not in _CLAUSE_HEADS
        or (host.tag_ not in TENSED_TAGS and not comment)
        or not (
            comment
            or host.lemma_.lower() in SAYING_VERBS | _THAT_HOSTS
            or any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children)
        )
        or not any(c.dep_ in SUBJECT_DEPS for c in clause.children)
    ):
        return set()
    if host.lemma_.lower() == "be" or any(
        c.dep_ == "expl" or (c.dep_ == "nsubj" and c.lower_ == "it") for c in host.children
    ):
        # "That's why we tried to V", "It was then that he proposed to V": a wh-clause or a
        # cleft's relative-like clause (Quirk et al. 1985 §18.25), no content clause
        return set()
    if not (
        clause.tag_ in TENSED_TAGS
        or any(c.dep_ in AUX_DEPS and c.tag_ in TENSED_TAGS | {"MD"} for c in clause.children)
    ):
        return set()  # a verbless or -ing small clause ("found himself struggling to V")
    if clause.left_edge.tag_ in WH_TAGS:
        return set()  # an embedded question ("asked why he wanted to V") is no proposition
    doc = verb.doc
    inside = {t.i for t in clause.subtree}
    end = max(inside)
    if any(not t.is_punct for t in doc[end + 1 :]):
        # matrix material after the clause ("..., he explained, and left") is cut with the
        # frame only where nothing but punctuation follows: otherwise left as it is
        return set()
    out = {t.i for t in doc[: min(inside)]}
    out |= {c.i for c in clause.children if c.dep_ == "mark" and c.lower_ == "that"}
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    first = doc[min(inside)]
    if comment and first.lower_ == "that" and subject is not None and first.i < subject.left_edge.i:
        # "I take it that she wanted to V", parsed with "that" as an object inside: a "that"
        # before the subject of a finite content clause is its complementizer (Quirk et al.
        # 1985 §15.3)
        out.add(first.i)
    return out


#: Verbs of first-person comment clauses of the "I believe" type that are no lexicon trigger
#: (Quirk et al. 1985 §15.54, comment clauses type (i): "I fancy", "I dare say", "I take it";
#: OED s.v. fancy v. 6 "to suppose", dare v.1 B.4 "I dare say" = "I suppose, very likely").
_COMMENT_CLAUSE_VERBS = frozenset({"fancy", "dare", "take"})


def first_person_comment_clause(host: Token) -> bool:
    """Is ``host`` the verb of a first-person present comment clause "I fancy (that) P", "I
    dare say P", "I take it (that) P"? Such a clause hedges the speaker's own assertion of P
    and reports no act (Quirk et al. 1985 §15.54; Brinton 2008, The Comment Clause in
    English, ch. 1): it is no frame of the complement, and no trigger of its own. "take"
    only with the object "it" ("I take the view that P" is a report of a view), "dare" only
    before a bare "say" (the verb of "I dare say" is "say", hung on "dare"). Stop 99, vc214
    (s9801's "..., but I fancy she would like to be called ...")."""
    head = host
    if host.lemma_.lower() == "say" and host.i == host.head.i + 1:
        head = host.head
        if head.lemma_.lower() != "dare":
            return False
    elif host.lemma_.lower() == "dare":
        return False  # "dare" needs its "say"
    lemma = head.lemma_.lower()
    if lemma not in _COMMENT_CLAUSE_VERBS or head.tag_ not in ("VBP", "VB"):
        return False
    if any(c.dep_ in ("aux", "neg", "auxpass") for c in head.children):
        return False  # "I did not fancy that", "I would dare say": no formula
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ != "i":
        return False
    if lemma == "take":
        return any(c.dep_ == "dobj" and c.lower_ == "it" for c in head.children)
    return True


def _negation_dropped_under_embedding(verb: Token, drop: set[int]) -> bool:
    """Is the trigger's own negation dropped while the verb it is embedded under stays in the
    in-place hypothesis? "They hope to never have to say goodbye" -> "They hope to say
    goodbye", "He believed he could never hope to win" -> "He believed he could win".

    RP19's pair drops the trigger's negation because S is then the negative environment and
    the hypothesis is the complement alone. Left inside a higher verb's content clause or
    infinitive, the hypothesis is instead S with the polarity of an embedded proposition
    flipped: another hope or belief, whose relation to S depends on the higher verb (under a
    plug the implicative's inference holds only in the attitude holder's world; Karttunen
    1973), not on the trigger's signature, and it has lost the "never"/"not" that the judges
    read as part of the content (seventy-first pass). Flagged, not rewritten."""
    if not any(c.dep_ == "neg" and c.i in drop for c in verb.children):
        return False
    host = verb.head
    return (
        verb.dep_ in _EMBEDDING_DEPS
        # a complement follows its verb; a "ccomp" host after the trigger is a misparsed
        # second clause ("Pansies don't have to be coddled; they'd rather have ..."), not a
        # frame the hypothesis keeps
        and host.i < verb.i
        and host.pos_ in _CLAUSE_HEADS
        and host.i not in drop
    )


def _that_hosts(veridical: bool) -> frozenset[str]:
    """Lemmas listed with a that-complement in ``wordlists/verb_signatures.txt``; with
    ``veridical`` only those whose complement holds in a positive environment (a "+" first half
    of the signature: "know", "see", "show"; RP19 §4.1)."""
    out = set()
    for lemma, comp, sig, _ in verb_signatures():
        if comp == "that" and (sig.startswith("+") or not veridical):
            out.add(lemma.lower())
    return frozenset(out)


_VERIDICAL_HOSTS = _that_hosts(veridical=True)
_THAT_HOSTS = _that_hosts(veridical=False)


def _trigger_clause_subordinate(verb: Token, drop: set[int]) -> bool:
    """Is the trigger's finite clause (the trigger or the first conjunct it is coordinated with)
    the content clause of a non-veridical host that stays in the in-place hypothesis? "You will
    be prompted to verify that you wish to V" -> "... verify that you will V", "Benefits are
    that you need to V" -> "Benefits are that you will V": the hypothesis keeps the frame, so
    the complement is never asserted. RP19's and White & Rawlins 2018's pairs take the
    complement as a sentence ("Someone {verb}ed that P" -> P); under a non-veridical host
    ("verify", "say", "suggest", specificational "be") the embedded proposition holds only as
    the host says (a plug, Karttunen 1973), so S and the framed hypothesis are related by the
    host, not by the trigger's signature (s1204q pattern 1; stop 77, vc140). Flagged, not
    rewritten; the negated case is ``_negation_dropped_under_embedding``. A veridical host
    ("knew that", "saw that") passes the complement's truth up, so the framed hypothesis still
    follows from S by the trigger's signature and stays, when the host is itself asserted (a
    main clause); adverbial and relative clauses are
    left to their own rules (``non-construction:restrictive-relative``; an appositive relative
    is asserted, Potts 2005)."""
    clause = verb
    while clause.dep_ == "conj" and clause.head.pos_ in _CLAUSE_HEADS:
        clause = clause.head
    host = clause.head
    if clause.dep_ != "ccomp" or host.i in drop or host.i > clause.i:
        # a reporting clause after the trigger ("You need to save it, he said") is a comment
        # clause (Quirk et al. 1985 §15.53), not a frame before the complement
        return False
    if host.pos_ not in _CLAUSE_HEADS:
        return False
    marked = any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children)
    if not marked and host.lemma_.lower() not in _THAT_HOSTS:
        # "Before it began he had forgotten to V": a main clause the parser hung on a verb that
        # takes no content clause
        return False
    if any(t.lower_ in ("so", "such") for t in host.subtree if t.i < clause.i) or any(
        c.dep_ == "expl" or (c.dep_ == "nsubj" and c.lower_ == "it") for c in host.children
    ):
        # "so well kept that no emperor has dared to V": a result clause, asserted (Quirk et al.
        # 1985 §15.48); "It was after that that Tommy proposed to V": a cleft's relative-like
        # clause is presupposed (§18.25), not a content clause
        return False
    if host.lemma_.lower() in _VERIDICAL_HOSTS and host.dep_ in ("ROOT", "conj"):
        # asserted itself: "The auditor knew that ..." (under "asks you to confirm that" the
        # veridical host is not asserted, and passes nothing up)
        return False
    if host.lemma_.lower() in SAYING_VERBS and host.tag_ in TENSED_TAGS:
        # "She said that the board had decided to V" -> "She said that the board Ved": a
        # tensed verb of saying reports an utterance the text states (or restricts a noun by:
        # "an indictment that says ..."), and the framed hypothesis is the complement under
        # that same report, as in NOPE App. C and the verb-veridicality pairs (RP19: "Someone
        # said that P"). Not a non-tensed one ("prompted to state that ..."): no utterance is
        # reported there (stop 77, mn79)
        return False
    if clause is not verb and not any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False  # a VP conjunct sharing the host's subject: negated as a conjunct
    return any(c.dep_ in SUBJECT_DEPS for c in clause.children)


def _coordinated_to(doc: Doc, to: Token) -> bool:
    """``to`` opens a coordinated to-infinitive: a coordinator before it (past a comma or the
    conjunct's own pre-"to" adverb, "and once to V") and a base-form verb after it."""
    if to.lower_ != "to" or to.tag_ != "TO" or to.i + 1 >= len(doc):
        return False
    if doc[to.i + 1].tag_ != "VB" and not (to.dep_ == "aux" and to.head.i == to.i + 1):
        return False
    for before in reversed(doc[max(to.i - 3, 0) : to.i]):
        if before.dep_ == "cc" or before.lower_ in ("and", "or"):
            return True
        if not (before.is_punct or before.pos_ == "ADV"):
            return False
    return False


def _subject_infinitive_conjunct(head: Token, drop: set[int]) -> bool:
    """Is a conjunct of the complement an infinitival clause with a subject of its own
    ("causes the list to be reloaded and the menus to be rebuilt")? Such a conjunct is a
    second object + to-infinitive of the causative (Quirk et al. 1985 §16.52; CGEL ch. 14 §5.2
    on "cause X to V"), coordinated at the level of the whole complement (Quirk et al. 1985
    §13.64: coordinated constituents are alike in form). The finite rewrite turns only the
    first one into a clause and leaves the second "the menus to be rebuilt" in the hypothesis,
    which is then no sentence (stop 79, vc151; s1204w verb-026). Refused (flagged): making
    each conjunct finite, with its own agreement, is not done here."""
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i in drop:
            continue
        own_to = any(
            c.dep_ == "aux" and c.lower_ == "to" and c.i not in drop for c in conj.children
        )
        own_subject = any(
            c.dep_ in ("nsubj", "nsubjpass") and head.i < c.i < conj.i for c in conj.children
        )
        if own_to and own_subject:
            return True
    return False


def _unresolved_infinitive_coordination(
    doc: Doc, head: Token, drop: set[int], resolved: set[int]
) -> bool:
    """Does the complement hold a coordinated to-infinitive ("and to V") whose level of
    coordination the parse leaves open? A finite rewrite must drop the "to" of each of the
    complement's own infinitive conjuncts ("allows you to edit X and to load Y" -> "You edit X
    and load Y": coordinated predicates are alike in form, Quirk et al. 1985 §13.64) and only
    theirs. Three parses leave the level open (stop 77, vc142, s1204q verb-010, -024, -032):

    - a conjunct made finite (its "to" in ``resolved``) with another to-infinitive of the
      complement between it and the head ("need to enter X twice, once to record A, and once
      to balance B"): the conjunct may coordinate with that nearer infinitive, a purpose or a
      relative, and late closure (Frazier 1978) favours it, with the repeated pre-"to" adverb
      marking the parallel; its "to" then belongs to a purpose clause, not to the complement;
    - a coordinated "to" kept in the hypothesis that the parse hangs on an inner passive
      infinitival relative while it is active with its own object ("edit the list of files to
      be imported and to load more files"; ``_unlike_voice_in_relative``): on the
      complement-level reading, which a repeated "to" after an object allows, the hypothesis
      is ungrammatical ("You edit ... and to load more files"); after a purpose or an active
      relative ("the change to avoid X and to support Y") it is a second one, right as it
      stands;
    - a coordinated "to" before a verb that the parse does not take as an infinitive marker
      (a capitalised UI name after it read as a noun, "and to Enable Links"): the parse of the
      whole coordination is then broken, and a cut made from it may fall inside an object
      noun phrase ("You set the Preparer." from "set the Preparer and Prepared for
      information").

    Refused (flagged): which reading is meant is not in the parse, and each rewrite is wrong
    on the other. A resolved conjunct with no infinitive in between ("need to enter the rate
    and to check the total") is the complement's own and stays rewritten."""
    inner = [
        t
        for t in head.subtree
        if t.i > head.i
        and t.lower_ == "to"
        and t.dep_ == "aux"
        and t.head.tag_ in ("VB", "VBN")  # "to be imported": the passive's participle
        and t.i not in drop
    ]
    for to in doc[head.i + 1 : head.sent.end]:
        if not _coordinated_to(doc, to):
            continue
        if to.i in resolved:
            if any(u.i < to.i for u in inner) or _unlike_partner(head, to.head):
                return True
            continue
        if not head.left_edge.i <= to.i <= head.right_edge.i:
            continue  # outside the complement: another clause's infinitive
        if to.dep_ != "aux":
            return True
        conj = to.head
        if conj.dep_ != "conj" or conj.head.i == head.i:
            continue
        if conj.head in (u.head for u in inner):
            # hung on an inner infinitive: kept in the hypothesis after a passive infinitival
            # relative while it is active with its own object, it cannot share the relative's
            # gap in the same role (the noun is the passive's theme, "files to be imported",
            # and would be the agent of "to load more files"; coordinated relatives share their
            # gap, Williams 1978 on across-the-board extraction), so it is open; after a purpose
            # or an active relative it is a second one, right as it stands ("make the change to
            # avoid warnings and to support X"; ``_comma_set_purpose_conjunct`` cuts the
            # comma-set ones on purpose)
            if to.i not in drop and _unlike_voice_in_relative(conj.head, conj):
                return True
            continue
        if _unlike_partner(head, conj):
            return True
    return False


def _unlike_voice_in_relative(relative: Token, conj: Token) -> bool:
    """``relative`` is a passive infinitival relative ("files to be imported") and its
    to-infinitive conjunct ``conj`` is active with an object of its own ("and to load more
    files"): the two cannot share the relative's gap in one role (see
    ``_unresolved_infinitive_coordination``)."""
    if relative.dep_ not in ("relcl", "acl"):
        return False
    if not any(c.dep_ == "auxpass" for c in relative.children):
        return False
    passive = any(c.dep_ == "auxpass" for c in conj.children)
    return not passive and any(c.dep_ == "dobj" for c in conj.children)


def _unlike_partner(head: Token, conj: Token) -> bool:
    """The to-infinitive ``conj`` is coordinated with a predicate other than the complement's
    ``head`` that is neither an infinitive nor a bare verb (a participle or a noun read as a
    verb: "set the Owner and Created by fields, and to Enable Sync"). Coordinated predicates
    are alike in form (Quirk et al. 1985 §13.64), so the parse of the coordination is broken,
    and the cut made from it can fall inside an object noun phrase."""
    if conj.dep_ != "conj" or conj.head.i == head.i:
        return False
    partner = conj.head
    if partner.i == head.head.i:
        # hung on the trigger verb itself ("managed to reach the summit, and to return"): the
        # known parse of the complement's second infinitive (fifty-sixth pass), not a break
        return False
    if partner.tag_ == "VB" or any(c.dep_ == "aux" and c.lower_ == "to" for c in partner.children):
        return False
    return partner.pos_ in ("VERB", "AUX") or partner.tag_ in syntax.VERB_TAGS


#: Verbs of wish and need that head a manner "as" clause ("as you like", "as you wish", "as you
#: need to"): the clause names a way by the wish, with a gap for it.
_MANNER_AS_VOLITIONAL = frozenset({"want", "like", "wish", "prefer", "need", "choose", "intend"})


def _in_manner_as_clause(verb: Token) -> bool:
    """Is the trigger the verb of a postposed manner "as" clause ("set up the payment as you
    would like it to be recorded", "lay out the page as you want it to look")?

    Such a clause is a clause of similarity or manner (Quirk et al. 1985 §15.51-15.52;
    CGEL ch. 11 §4.6 on comparative "as" clauses): "as you would like it to be recorded" = "in
    the way in which you would like it to be recorded", with a manner gap in the infinitive.
    It modifies the matrix verb and asserts nothing of its own, so neither a hypothesis in place
    (the matrix frame kept) nor one that lifts the complement out ("It will be recorded",
    the manner gap and the antecedent of "it" lost) states the complement (s1204s verb-058).
    Only a volitional trigger (``_MANNER_AS_VOLITIONAL``) with its own subject, after the
    matrix verb and with no comma before "as": a comma-set or fronted "as" clause is one of
    reason or time ("He left early, as he wanted to catch the train"), asserted, and stays."""
    if (
        verb.dep_ != "advcl"
        or verb.i < verb.head.i
        or verb_lemma(verb) not in _MANNER_AS_VOLITIONAL
    ):
        return False
    mark = next((c for c in verb.children if c.dep_ == "mark" and c.lower_ == "as"), None)
    if mark is None or mark.i == 0 or verb.doc[mark.i - 1].is_punct:
        return False
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)


def _in_continued_when_clause(verb: Token, drop: set[int]) -> bool:
    """Is the trigger inside a clause that continues a generic "when" clause, though the parse
    joins it to the main verb ("This is handy when you keep many ledgers, and you want to see
    the open ones" -> "This is handy when ..., and you will see the open ones")? The later clause
    shares the "when" clause's subordinator (``syntax.continues_when_clause``, Quirk et al. 1985
    §13.5): with it, it restricts the occasions of the generic main clause (Lewis 1975; Kratzer
    1986), so neither clause is asserted and the in-place hypothesis, which keeps that frame,
    never states the complement: the same defect as a non-veridical host's content clause
    (``_trigger_clause_subordinate``; stop 77, vc142)."""
    for clause in (verb, *verb.ancestors):
        if clause.dep_ != "conj":
            continue
        main = clause.head
        if main.i in drop:
            return False
        cc = [c for c in main.children if c.dep_ == "cc" and main.i < c.i < clause.i]
        if not cc:
            continue
        first_end = cc[-1].i
        while first_end > main.i and clause.doc[first_end - 1].is_punct:
            first_end -= 1
        if syntax.continues_when_clause(main, clause, clause.left_edge.i, first_end):
            return True
    return False


#: Subordinators of a condition or of a generic occasion: their clause is a restrictor, not
#: asserted (Quirk et al. 1985 §15.33-15.36 on conditional clauses; Kratzer 1986).
_RESTRICTOR_SUBORDINATORS = frozenset({"if", "unless", "when", "whenever"})


def _in_continued_condition(verb: Token, drop: set[int]) -> bool:
    """Is the trigger the verb of an addressee clause that continues a final "if"/"when" clause
    of a generic or modal main clause ("Blurring can be useful if an edge stands out too much,
    and you would like to soften it" -> "..., and you will soften it", s1204t verb-004)?

    The parse joins "and you would like to V" to the main verb, but it is the second conjunct of
    the condition: a clause coordinated right after a final subordinate clause continues it
    (late closure, Frazier 1978; coordinated subordinate clauses share their subordinator,
    Quirk et al. 1985 §13.5), and generic "you" (Quirk et al. §6.21) in a manual names any
    reader in the situation, whose wishes or needs the writer can state only as a condition of
    the advice, not as a fact. ``_in_continued_when_clause`` (via
    ``syntax.continues_when_clause``) asks for the same subject in both clauses and a present
    tense; here the subject is "you" (the condition's own subject differs) and a hedged "would
    like" counts as present (Quirk et al. §4.61). Neither clause of the restrictor is asserted,
    so the in-place hypothesis, which keeps the frame, never states the complement (the judges:
    "not a veridicality test"). Only a simple-present or modal main clause (an episodic past
    names one occasion) and a condition ending right before ", and"."""
    clause = verb
    while clause.dep_ == "xcomp" and clause.head.i not in drop:
        clause = clause.head
    if clause.dep_ != "conj" or clause.head.i in drop:
        return False
    main = clause.head
    subject = next((c for c in clause.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ != "you":
        return False
    would = any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in clause.children)
    if clause.tag_ not in PRESENT_TAGS and not (would and clause.tag_ == "VB"):
        return False
    modal = any(c.dep_ == "aux" and c.lower_ in syntax.GENERIC_MODALS for c in main.children)
    if not (modal or syntax.simple_present(main)):
        return False
    doc = verb.doc
    for adverbial in main.children:
        if adverbial.dep_ != "advcl" or not main.i < adverbial.i < clause.i:
            continue
        mark = syntax.subordinator(adverbial)
        if mark is None or mark.lower_ not in _RESTRICTOR_SUBORDINATORS:
            continue
        between = doc[adverbial.right_edge.i + 1 : clause.left_edge.i]
        if [t.lower_ for t in between] in (["and"], [",", "and"], ["or"], [",", "or"]):
            return True
    return False


def _mend_bracket(source: str, text: str) -> str:
    """Mend one bracket of a pair that a cut at the end of the hypothesis lost or kept alone.
    Round brackets enclose a parenthesis as a pair (Quirk et al. 1985 App. III.25): a
    hypothesis that ends inside the parenthesis the source closes right there ("than the
    default (/etc/sasldb2." from "... (/etc/sasldb2).") gets its ")" back, and a closing
    bracket at its end whose opener was cut away with the matrix clause ("the information
    sought)." from "(since it indicates that ... sought), or ...") goes (ninety-fifth pass,
    s1202d verb-024/032). Anything else is left to ``_bracket_lost``'s flag."""
    if source.count("(") != source.count(")"):
        return text
    body, stop = (text[:-1], text[-1]) if text and text[-1] in ".!?" else (text, "")
    opened, closed = body.count("("), body.count(")")
    if opened == closed + 1:
        inner = body[body.rfind("(") :]
        if ")" not in inner and inner + ")" in source:
            return f"{body}){stop}"
    if closed == opened + 1 and body.endswith(")"):
        return body[:-1].rstrip() + stop
    return text


def _mend_closing_quote(doc: Doc, start: int, end: int, text: str) -> str:
    """``text`` with the closing quotation mark the cut left behind: a complement that opens a
    quotation ('that I said, 'I am not the Christ,' but, 'I have been sent before him.'') ends
    where the sentence does, and its last quotation is closed only after the final stop,
    outside ``doc[start:end]``. Quotation marks come in pairs that enclose the quoted words
    (Quirk et al. 1985 App. III.39-III.41; CMOS 6.9 on the closing mark after the full stop),
    so the hypothesis gets its closing mark back ("I have been sent before him.'"), as
    ``_mend_bracket`` does for round brackets. Read by the tagger's quote tags (`` and ''), which
    tell a quotation mark from an apostrophe; only when nothing but punctuation stands between
    the cut and the closing mark (stop 88, vc177; s1205s verb-068)."""
    inside = doc[start:end]
    opened = sum(t.tag_ == "``" for t in inside) - sum(t.tag_ == "''" for t in inside)
    if opened != 1:
        return text
    for t in doc[end:]:
        if t.tag_ == "''":
            return text if text.endswith(t.text) else text + t.text
        if t.text not in (".", "!", "?", ",", ";", ":"):
            return text
    return text


def _bracket_lost(source: str, text: str) -> bool:
    """Has the hypothesis kept one bracket of a pair the source closes ("from God (Allāh."
    from "from God (Allāh).")? Round brackets enclose a parenthesis as a pair (Quirk et al.
    1985 App. III.25; CGEL ch. 20 §6), so a lone one is a cut inside the parenthesis or
    across it: the rendering is broken (sixty-seventh pass, vc61)."""
    balanced = source.count("(") == source.count(")")
    return balanced and text.count("(") != text.count(")")


#: Adverbs that depend on a negation of the matrix verb they modify: scalar "not even" (Karttunen
#: & Peters 1979 on "even"; in "didn't even have to" it marks the negated matrix claim as the
#: least likely) and "not necessarily" (Horn 1989, A Natural History of Negation, §4.3: the
#: "necessarily" of "not necessarily" scopes under the negation, a positive "necessarily" is an
#: epistemic claim of its own). They leave with the matrix negation.
NEGATION_BOUND_ADVERBS = frozenset({"even", "necessarily"})
# STATE_VERBS (lexicon.closed_class): the simple present of a stative verb states the expected
# state itself ("is expected to have 120 brands" -> "has 120 brands"; Quirk et al. 1985 §4.4).
#: Future time adverbials that make a simple present a futurate ("The shop opens next week";
#: Quirk et al. 1985 §4.21; CGEL ch. 3 §4.2.4): deictic words, and month names (proper nouns
#: only: "to march"; "May" is left out as the modal).
_FUTURE_TIME_WORDS = frozenset(
    {"tomorrow", "tonight", "soon", "next", "later", "shortly", "eventually", "future"}
    | {"upcoming", "someday"}
)
_MONTHS = MONTH_NAMES - {"may"}


#: Verbs of knowing, finding, showing and believing whose passive takes a raised subject and an
#: infinitive ("X has been shown/found/thought to be Y"): the raising-to-object verbs of CGEL
#: ch. 14 §5.3 and Quirk et al. 1985 §16.52 (passive of "believe/consider/find/know/show NP to
#: V"), whose infinitive states what is known or held about the subject.
_EPISTEMIC_REPORTS = frozenset(
    {"show", "find", "prove", "demonstrate", "know", "reveal", "discover", "believe", "think"}
    | {"consider", "report", "say", "suppose", "presume", "assume", "suspect", "understand"}
    | {"acknowledge", "recognize", "recognise", "confirm", "estimate", "judge", "claim"}
    | {"allege", "observe", "deem", "hold", "feel", "rumor", "rumour"}
)


def _present_perfect_of_report(
    doc: Doc, verb: Token, passive_aux: Token | None, to: Token, head: Token
) -> Token | None:
    """The "has/have" of a present perfect passive report with a simple infinitive ("have been
    shown to be", "has been found to occur"), whose complement is a present state or habit.

    The perfect is the report's: "has been shown" places the showing before now and keeps its
    result current (Reichenbach 1947: E < R = S; Quirk et al. 1985 §4.22 on the perfect's
    present relevance), and a simple infinitive is simultaneous with the reference time
    (Quirk et al. 1985 §4.24, §14.9; CGEL ch. 14 §5.3), which for the present perfect is now.
    So the complement holds now: "are serious pollutants", "regularly occur", not "have been
    serious pollutants", "have regularly occurred", which move it into the past up to now and
    assert it as experience (sixty-seventh pass, vc61: encyclopedic "has been shown/found to").
    Not the past perfect ("had been found to", whose reference time is past), a modal matrix
    ("may have been shown"), a perfect infinitive ("to have been", its own anteriority, handled
    below), or a definite past time in the infinitive ("to occur in 1990")."""
    if passive_aux is None or passive_aux.lower_ != "been":
        return None
    if verb_lemma(verb) not in _EPISTEMIC_REPORTS:
        return None
    auxes = [c for c in verb.children if c.dep_ == "aux"]
    if len(auxes) != 1 or auxes[0].lemma_.lower() != "have" or auxes[0].tag_ not in ("VBZ", "VBP"):
        return None
    first = _first_verb(doc, to.i, head)
    if _perfect_infinitive_participle(first, head) is not None or _definite_past_time(
        doc, to, head
    ):
        return None
    return auxes[0]


def _passive_be(first: Token, head: Token) -> bool:
    """Is ``first`` the only auxiliary of the passive infinitive ``head`` ("to be introduced")?"""
    auxes = [c for c in head.children if c.dep_ in AUX_DEPS and c.i >= first.i]
    return first.dep_ == "auxpass" and first.lower_ == "be" and auxes == [first]


def _lexical_lemma(first: Token, first_lemma: str, head: Token) -> str:
    """The lemma that says whether the infinitive is a state or an event: the participle of a
    passive infinitive ("to be introduced" is the dynamic passive of "introduce", Quirk et al.
    1985 §3.74), whose "be" is an auxiliary, not the stative copula; else the first verb's."""
    return verb_lemma(head) if _passive_be(first, head) else first_lemma


def _eventive_untimed(lemma: str, head: Token) -> bool:
    """Is the infinitive's verb ``lemma`` no state verb, with no future time adverbial in the
    infinitive clause of ``head`` (whose simple present then misstates the forecast's time)?"""
    if lemma in STATE_VERBS:
        return False
    return not any(
        t.lower_ in _FUTURE_TIME_WORDS or (t.tag_ == "NNP" and t.lower_ in _MONTHS)
        for t in head.subtree
    )


def _dated_forecast(first: Token, head: Token) -> bool:
    """Does the infinitive clause of ``head`` (under "expect") hold a year, a month or a
    future time word ("to be formally approved during September 1998", "to be complete in
    1998")? The simple present with such an adverbial is either the futurate present, which
    needs a fixed arrangement or timetable (Quirk et al. 1985 §4.21: "The train leaves at
    8"), not a forecast, or a state placed at that time as a fact ("*The standard is complete
    in 1998"). The forecast's own time is the will-future (§4.42; Quirk 4.54 on the
    infinitive after "expect" as future to the matrix), which s1202z's judges asked for
    (stop 69, vc112). ``first`` is the infinitive's first verb ("be" of a passive or a
    copula), whose form "will" replaces."""
    return first.i <= head.i and any(
        (t.tag_ == "CD" and len(t.text) == 4 and t.text[:2] in ("19", "20") and t.text.isdigit())
        or t.lower_ in _FUTURE_TIME_WORDS
        or (t.tag_ == "NNP" and t.lower_ in _MONTHS)
        for t in head.subtree
        if t.i > first.i
    )


#: Verbs of necessity whose to-infinitive, like that of a verb of volition or intention, is
#: future to a present matrix: "We need to move the table", "You have to go for it" (CGEL ch.
#: 14 §7 and Quirk et al. 1985 §4.43 on the futurity of the infinitive after verbs of
#: necessity and volition; Wurmbrand 2014 on future irrealis infinitives). FUTURE_IN_PRESENT
#: leaves "need" out for the warning flag (obligation, not intention); the time is future all
#: the same.
PROSPECTIVE_NECESSITY = frozenset({"need", "have"})
#: Verbs of forecast and schedule, whose infinitive has its own rule (the will-future of a
#: dynamic verb, the present of a state: "is expected to have 120 brands" -> "has 120 brands",
#: seventeenth and fiftieth passes): not rewritten by ``_prospective_will``.
FORECAST_VERBS = frozenset({"expect", "schedule", "set", "due"})
#: Adverbs of frequency that make a present matrix habitual ("Every day I have to get up at
#: six", "I always want to help"): the infinitive is then as habitual as the matrix (Quirk et
#: al. 1985 §4.6-4.8, §8.62-8.65 on frequency adjuncts), and "will" would make it one future
#: event. Such pairs keep the present and its warning flag.
_HABITUAL_WORDS = frozenset(
    {"always", "usually", "often", "sometimes", "generally", "normally", "every", "each"}
    | {"typically", "ever", "constantly", "frequently", "rarely", "seldom", "whenever"}
)
#: Deictic future adverbials: they place an event after the time of speaking (Quirk et al.
#: 1985 §8.55-8.58; Fillmore 1975 on deictic time words), so a past tense beside them clashes
#: ("*Paul gave us a test next week"). "next" counts only without "the" ("the next day" is
#: anaphoric, relative to a past time).
_DEICTIC_FUTURE_WORDS = frozenset({"tomorrow", "tonight"})


#: Subordinators of the temporal and conditional clauses whose present tense has future
#: reference (Quirk et al. 1985 §4.26 and §14.14: "after you finish", "if you're willing").
_FUTURE_PRESENT_MARKS = frozenset(
    {"after", "before", "when", "once", "until", "till", "if", "unless", "whenever"}
)


def _present_temporal_clause(head: Token) -> bool:
    """Does the infinitive clause of ``head`` hold a temporal or conditional clause in the
    present tense ("told you to look for him after you finish")? In such a clause the present
    refers to future time (Quirk et al. 1985 §4.26, §14.14), and under a past matrix it is not
    backshifted only when the time it names still lies ahead of the moment of speaking (§14.31
    on optional backshift; Comrie 1986 on tense in indirect speech). So the infinitive's event
    is still to come, and a past hypothesis ("*You looked for him after you finish") clashes
    with its own clause (hundred-sixth pass, vc100)."""
    for clause in head.children:
        if clause.dep_ != "advcl":
            continue
        marks = {c.lower_ for c in clause.children if c.dep_ in ("mark", "advmod")}
        if not marks & _FUTURE_PRESENT_MARKS:
            continue
        verbs = [clause, *(c for c in clause.children if c.dep_ in ("aux", "auxpass"))]
        if clause.tag_ in ("VBP", "VBZ") or any(
            v.tag_ in ("VBP", "VBZ") and v.i < clause.i for v in verbs[1:]
        ):
            return True
    return False


#: Nouns of a calendar unit or a recurring time that deictic "next" makes a future time
#: adverbial ("next week", "next Monday", "next time"; Quirk et al. 1985 §8.55-8.57; CGEL
#: ch. 7 §6 on deictic temporal locators). "next" on another noun is an ordinal or a
#: successor ("next generation hardware", "the next version"), no time of the event (stop
#: 72, vc123: "before it will use ... next generation hardware").
_DEICTIC_NEXT_NOUNS = frozenset(
    {
        "week", "month", "year", "time", "day", "weekend", "morning", "afternoon",
        "evening", "night", "season", "semester", "term", "quarter", "decade", "century",
        "spring", "summer", "autumn", "fall", "winter", "monday", "tuesday", "wednesday",
        "thursday", "friday", "saturday", "sunday", "christmas", "easter",
    }
)  # fmt: skip


def _deictic_future(head: Token) -> bool:
    """Does the infinitive clause of ``head`` hold a deictic future adverbial ("tomorrow",
    "tonight", "next week" but not "the next day", "in the future"), or a temporal or
    conditional clause in the present tense (``_present_temporal_clause``)?"""
    if _present_temporal_clause(head):
        return True
    for t in head.subtree:
        if t.lower_ in _DEICTIC_FUTURE_WORDS:
            return True
        if (
            t.lower_ == "future"
            and t.i >= 2
            and t.doc[t.i - 1].lower_ == "the"
            and t.doc[t.i - 2].lower_ == "in"
        ):
            return True  # "in the future": after the moment of speaking (Quirk et al. §8.55)
        if (
            t.lower_ == "next"
            and t.head.lower_ in _DEICTIC_NEXT_NOUNS
            and not any(c.dep_ == "det" and c.lower_ in ("the", "that") for c in t.head.children)
        ):
            return True
    return False


#: "has been waiting to talk to you": "wait to V" is anticipation of an event that ends the
#: waiting and has not happened at the matrix time (CGEL ch. 14 §7 on the futurity of
#: catenative infinitives; Wurmbrand 2014's future irrealis class), so its complement takes
#: "will" like FUTURE_IN_PRESENT's. Only in the progressive: "wait" is a dynamic (activity)
#: verb, whose simple present is habitual ("She waits to speak until everyone is seated";
#: Quirk et al. 1985 §4.6-4.7). Hundred-eighth pass, s1202q.
_WAITING = frozenset({"wait"})


def _present_perfect(verb: Token) -> bool:
    """Has ``verb`` a present-tense perfect "have" ("has been waiting")?"""
    return any(
        c.dep_ == "aux" and c.lemma_ == "have" and c.tag_ in PRESENT_TAGS for c in verb.children
    )


def _designed_state(verb: Token, head: Token) -> bool:
    """Is ``verb`` a passive "intended" whose infinitive is a copula with an adjective or noun
    predicate ("COBOL's style is intended to be self-documenting", "The bridge is intended to
    be accessible")? The passive of intention names what a thing is made for, a property it is
    meant to have for as long as it exists, like "be designed to be" (which FUTURE_IN_PRESENT
    leaves out) and the purpose "be meant to" (Quirk et al. 1985 §3.49): the state is
    simultaneous with the design, not a later event (Wurmbrand 2014 on simultaneous vs
    future infinitives), so the hypothesis keeps the present "is", not "will be". A dynamic or
    passive infinitive ("is intended to be finished by May", "to replace the old one") stays a
    future (hundred-eleventh pass, vc105; s1202t verb-032, -058)."""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    return _copular_state(head)


def _copular_state(head: Token) -> bool:
    """Is the infinitive ``head`` a bare copula with an adjective or noun predicate ("to be
    capable", "to be a member"), no other auxiliary?"""
    if verb_lemma(head) != "be" or any(
        c.dep_ in ("auxpass", "aux") and c.lower_ != "to" for c in head.children
    ):
        return False
    return any(c.dep_ in ("acomp", "attr") for c in head.children)


def _required_state(verb: Token, head: Token) -> bool:
    """Is ``verb`` a present "have to" whose infinitive is a copular state ("it has to be
    capable of two-way communication", "The key has to be unique")? Obligation on a state is a
    condition the subject must meet now, the state simultaneous with the requirement, not an
    event after it (Wurmbrand 2014 on simultaneous infinitives with stative predicates; CGEL
    ch. 14 §7; Palmer 2001 on deontic necessity of states as requirements): "will be capable"
    forecasts what the premise only requires. The hypothesis keeps the present ("it is
    capable"), which the have-to signature o/o (neutral either way, Bhatt 1999) licenses;
    stop 71, vc118 (s1203c verb-042, -048).

    The same holds for "need to" (the other verb of PROSPECTIVE_NECESSITY) and for a lexical
    stative infinitive (``_stative_infinitive``): "you need to be aware that P" -> "you are
    aware that P", "You have to know the password" -> "You know the password", not the
    forecast "you will be aware" the blind judges found unnatural for a state (stop 80, vc152;
    s1204y verb-026, -063)."""
    if verb_lemma(verb) not in PROSPECTIVE_NECESSITY or verb.tag_ not in PRESENT_TAGS:
        return False
    return _copular_state(head) or _stative_infinitive(head)


#: Stative verbs of cognition and relation (Quirk et al. 1985 §4.28-4.29, "private" and
#: relational verbs) that keep a stative reading as a bare infinitive: no verb of perception
#: ("see" = visit, "look at") or of a polysemous act ("agree to", "live in") of _STATIVE_VERBS.
_REQUIRED_STATIVES = frozenset({"know", "understand", "own", "possess", "contain", "belong"})
#: Private verbs that are stative with a that-clause ("consider/believe/think that P" = hold
#: the opinion that P; Quirk et al. 1985 §4.29) but dynamic without one ("consider the offer").
_OPINION_VERBS = frozenset({"consider", "believe", "think"})


def _stative_infinitive(head: Token) -> bool:
    """Is the bare infinitive ``head`` a lexical state ("to know the rules", "to consider that
    P"), no other auxiliary? A state holds at the time of the requirement (Wurmbrand 2014 on
    simultaneous infinitives with stative predicates), so no "will" goes before it."""
    if any(c.dep_ in ("auxpass", "aux") and c.lower_ != "to" for c in head.children):
        return False
    lemma = verb_lemma(head)
    if lemma in _REQUIRED_STATIVES:
        return True
    return lemma in _OPINION_VERBS and any(c.dep_ == "ccomp" for c in head.children)


def _prospective_will(
    verb: Token,
    tag: str,
    do_aux: Token | None,
    passive_aux: Token | None,
    first: Token,
    head: Token,
    drop: set[int],
) -> Token | None:
    """Where "will" goes in the hypothesis of a to-complement whose event is future to now:
    the first mid-position adverb kept before the complement's verb, else ``first`` itself;
    None when the complement is not such a future or cannot take "will" cleanly.

    The to-infinitive of a verb of volition, intention or necessity ("want, plan, decide,
    promise, need, have to") denotes an event later than the matrix time (CGEL ch. 14 §7;
    Quirk et al. 1985 §4.43; Wurmbrand 2014). Under a present matrix the simple present RP19
    write ("You have to go for it" -> "You go for it", "We need to move the table" -> "We move
    the table") reads as an imperative, a habit or a stage direction, a claim S does not make
    (the last blind review, s1201k, rejected 9 such pairs, asking for "will"). Under any past
    matrix a deictic future adverbial in the infinitive ("convinced Paul to give us a test next
    week") rules the past out as well (``_deictic_future``). Left alone: a matrix in a
    temporal or conditional clause (non-deictic present), a habitual matrix (frequency
    adverbs), a perfect infinitive, the passive and do-support paths that are not present, a
    complement starting with another auxiliary than the passive "be"."""
    lemma = verb_lemma(verb)
    if _modal_have_got(verb, tag):
        lemma, tag = "have", "VBP"  # "I've got to call my sister" = "I have to call ..."
    if lemma in FORECAST_VERBS or lemma == "threaten":
        # "threaten" also raises ("The dam threatens to burst": likelihood, no intention)
        return None  # their own will-future above (seventeenth pass), their states stay present
    if lemma == "wait" and verb.tag_ != "VBG":
        return None  # the habitual simple present of an activity verb (see _WAITING)
    if lemma == "intend" and _designed_state(verb, head):
        return None
    if _required_state(verb, head):
        return None
    # stop 96 (vc199): a directive verb's infinitive is as future to a present matrix as a
    # volition verb's ("She asks him to leave" -> "He will leave"; see FUTURE_DIRECTIVES), but
    # only in the active and from a person: "Guests are asked to remove their shoes" and "The
    # form asks you to name the account" are standing notices (_standing_directive)
    directive = lemma in FUTURE_DIRECTIVES and passive_aux is None and not _standing_directive(verb)
    # stop 97 (vc206): the present active "mean to" of intention is "intend to" (see
    # intention_mean), whose infinitive is future to the matrix like the other intention verbs'
    intention = intention_mean(verb)
    if (
        lemma not in FUTURE_IN_PRESENT | PROSPECTIVE_NECESSITY | _WAITING
        and not directive
        and not intention
    ):
        if not (tag == "VBD" and _deictic_future(head)):
            return None
    elif _non_deictic_present(verb):
        return None
    present = (
        _future_in_present(verb, tag, do_aux, passive_aux) is not None
        or ((lemma in PROSPECTIVE_NECESSITY or directive) and tag in PRESENT_TAGS)
        or intention
    )
    if not present and not (tag == "VBD" and _deictic_future(head)):
        return None
    if first.i != head.i and not _passive_be(first, head):
        return None  # "need to have finished", "want to be going": left as they were
    clause = [*verb.subtree]
    if any(t.lower_ in _HABITUAL_WORDS for t in clause if t.i < head.i):
        return None
    if tag == "VBN" and any(t.lower_ == "since" for t in clause):
        # "has wanted to travel since she was a child": the perfect of continuation of the
        # desire (Quirk et al. 1985 §4.20), whose "since" adjunct "will" would misplace
        return None
    if any(c.dep_ in ("advmod", "neg") and c.i < head.i for c in head.children):
        return None  # "to really go", "not to go": left to the paths that render them
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    mids = [
        c
        for c in verb.children
        if c.dep_ == "advmod"
        and c.i < verb.i
        and c.i not in drop
        and (subject is None or c.i > subject.i)
    ]
    if mids:
        # "You no longer need to move" -> "You will no longer move", not "*You no will longer
        # move": "will" goes before the whole adverb phrase, whose "no" hangs on "longer"
        # (Quirk et al. 1985 §10.54-10.58: the negator follows the first auxiliary; hundred-
        # third pass, vc97; s1202m verb-079)
        return min(mids, key=lambda t: t.i).left_edge
    return first


#: Signatures of two-way implicatives (Karttunen 1971): S and the complement are true together.
_TWO_WAY_SIGNATURES = frozenset({"+/-", "-/+"})


#: Adverbs of the speed of an act (time adjuncts, Quirk et al. 1985 §8.60; Ernst 2002 ch. 2 on
#: event-internal adverbs). Before a verb of decision, agreement or commitment they time the
#: matrix act, and its complement's event is later than it (a future-oriented infinitive,
#: Wurmbrand 2014), so they cannot time that event: "immediately accepted to write it" does
#: not say the writing was immediate (s1202d verb-008). After an implicative ("immediately
#: proceeded to follow suit") the complement's event is the act itself and keeps the adverb.
SPEED_ADVERBS = frozenset({"immediately", "instantly", "promptly", "swiftly", "quickly", "hastily"})
_COMMITMENT_VERBS = FUTURE_ORIENTED | {"accept", "offer", "refuse", "volunteer", "consent"}

#: Connectives whose link depends on the polarity of the clause they open: result ("so",
#: "therefore") and the disjunctive "or (else)"/"otherwise" of a condition (Quirk et al. 1985
#: §13.22 and §13.32 on "or" meaning "if not ... then"; §8.137 on result conjuncts).
_POLARITY_BOUND_CONNECTIVES = frozenset(
    {"so", "therefore", "thus", "hence", "consequently", "or", "otherwise", "else"}
)


def _polarity_bound_frame(doc: Doc, verb: Token) -> set[int]:
    """The clause before a negated trigger's clause and the result or disjunctive connective
    that joins them ("It is forbidden to use missiles, so you won't be allowed to ...",
    "Remember, no afterburners or you will not be allowed to race"), else an empty set. The
    connective relates the clause it opens as a consequence of the first ("so") or of its
    failure ("or" = "if not ..."), and the relation holds for the negative clause the writer
    wrote: with the matrix negation gone the hypothesis keeps a frame that argues for the
    opposite ("*It is forbidden to use missiles, so you will have those equipped"). The
    hypothesis is the complement clause alone (NOPE App. B; Ross & Pavlick 2019's pairs), so
    the frame goes with its connective (blind review s1202o, hundred-sixth pass)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > verb.i:
        return set()
    start = subject.left_edge.i
    if start < 3:
        return set()
    connective = doc[start - 1]
    if connective.lower_ not in _POLARITY_BOUND_CONNECTIVES:
        return set()
    if (
        connective.lower_ == "or"
        and doc[start - 2].text != ","
        and verb.dep_ != "conj"
        and not any(t.pos_ == "VERB" and t.tag_ == "VB" for t in doc[: start - 1])
    ):
        return set()  # an "or" inside a subject ("cats or dogs") is no clause link
    if any(t.text in (";", ":") or t.is_sent_start for t in doc[1:start] if t.i > 0):
        return set()
    return set(range(0, start))


def _degree_all_that(doc: Doc, head: Token) -> set[int]:
    """The indices of a degree "all that" before an adjective, adverb or participle in the
    infinitive clause of ``head`` ("to be all that well thought out"), else an empty set."""
    for t in head.subtree:
        if t.lower_ != "all" or t.i + 2 >= len(doc) or doc[t.i + 1].lower_ != "that":
            continue
        if doc[t.i + 1].dep_ == "det" and doc[t.i + 1].head.pos_ in ("NOUN", "PROPN"):
            # "to want all that extra work": predeterminer and demonstrative of a noun whose
            # adjective is attributive, a definite NP, no degree word (Quirk et al. 1985 §5.15)
            continue
        if doc[t.i + 2].tag_ in ("JJ", "JJR", "RB", "VBN") or doc[t.i + 2].pos_ in ("ADJ", "ADV"):
            return {t.i, t.i + 1}
    return set()


#: -ly adverbs of frequency and the broad negatives (Quirk et al. 1985 §8.62-8.65, §10.61):
#: they quantify over the occasions of the clause or negate it, and describe no manner.
_FREQUENCY_LY = frozenset(
    {"rarely", "hardly", "barely", "scarcely", "occasionally", "regularly", "daily", "weekly"}
    | {"monthly", "yearly", "hourly", "nightly", "commonly", "habitually", "invariably"}
    | {"periodically", "sporadically", "intermittently", "continually", "perpetually"}
    | {"increasingly", "lately", "early", "only", "likely", "mostly", "partly", "nearly"}
)
#: Negative implicatives: their complement's event did not take place (Karttunen 1971).
_NEGATIVE_IMPLICATIVES = frozenset({"refuse", "decline", "fail", "neglect"})
#: The verbs ``_matrix_manner_adverb`` checks, united once here rather than per adverb.
_MANNER_SENSITIVE_VERBS = _COMMITMENT_VERBS | _NEGATIVE_IMPLICATIVES


def _matrix_manner_adverb(adv: Token, verb: Token) -> bool:
    """Is ``adv`` a manner or attitude -ly adverb of a verb of commitment or of a negative
    implicative ("angrily refused to accept", "reluctantly agreed to sign")? A manner adverb
    describes the event of the verb it is adjoined to (Ernst 2002 ch. 2; Quirk et al. 1985
    §8.78-8.80 on process adjuncts). The complement of a negative implicative is an event
    that did not take place, which has no manner, and the complement of a verb of commitment
    is a later event than the deciding or refusing the adverb describes (Wurmbrand 2014 on
    future-oriented infinitives). On the complement's verb it makes a claim S does not make
    ("*you angrily accepted the job"; hundred-sixth pass, s1202o). Not a speaker-oriented
    hedge ("supposedly refused to sign"): it scopes over the whole clause, the complement's
    event included (Ernst 2009 on speaker-oriented adverbs), and without it the hypothesis
    asserts what S only reports or guesses ("*The minister signed" for "supposedly agreed")."""
    low = adv.lower_
    if not low.endswith("ly") or low in NON_MANNER_LY or low in SPEED_ADVERBS:
        return False
    if low in HEDGE_ADVERBS:
        return False
    if low in _HABITUAL_WORDS or low in _FREQUENCY_LY or low in syntax.NEGATIVE_WORDS:
        return False  # "rarely fail to": frequency and negative adverbs quantify, not describe
    return verb_lemma(verb) in _MANNER_SENSITIVE_VERBS


#: Verbs of desire, intention and decision: their complement is the content of an attitude of
#: the subject's, not an event asserted with the matrix's modality. Not "choose/opt": "may
#: choose to V" carries the permission over to V ("may V"), as an implicative does.
_ATTITUDE_VERBS = frozenset({"want", "wish", "hope", "decide", "plan", "intend", "prefer"})
#: Modals of possibility and necessity that qualify the attitude they are auxiliaries of ("will",
#: "would" and "shall" are the future and volitional paths' own).
_OUTER_MODALS = frozenset({"might", "may", "could", "can", "should", "must"})
#: The lexical verb of necessity "need to V" (Quirk et al. 1985 §3.42: the main-verb "need" of
#: the marginal modal; Palmer 2001 ch. 3 on dynamic necessity): a modal over it qualifies the
#: necessity ("you may need to run it again" = it may be necessary that you run it), and, like
#: an attitude verb, "need" passes no modality on to its complement, so left in the hypothesis
#: the modal re-scopes over the event, and "may/can V" reads as a permission ("you may run the
#: command again"; stop 75, vc134: s1204k verb-006, verb-087). The hypothesis is the
#: will-future that "need to V" without the modal gets ("You will run the command again").
_NECESSITY_VERBS = frozenset({"need"})
#: "afford to V" of means ("We cannot afford to wait", "She can afford to hire a lawyer"): its
#: modal "can" is the ability the verb is always used with (Quirk et al. 1985 §16.38 lists
#: "can afford" among the catenatives with "can"; OED s.v. afford v. 3, "usu. with can"), and
#: the present "cannot afford to V" is a judgement that V is inadvisable or beyond one's means,
#: not a report of an act (a non-past implicative asserts no event, Karttunen 1971 on "be able
#: to"). The complement is the bare event: "We cannot afford to play games" -> "We play games",
#: not "We can play games", which turns the means into a permission or an ability to play
#: that S neither asserts nor denies (stop 97, vc206, s9601/s9602 verb_complement rejects).
#: Only the present "can": the past "could (not) afford" is a past ability with its own
#: tense, left to the modal's hand-over.
_MEANS_VERBS = frozenset({"afford"})


# Verbs of permission (PERMISSION_VERBS): their modal qualifies the permitting, not the
# permittee's act ("I can allow you to keep killing people" -> "You keep killing people", not
# "You can keep ...": s1202j verb-085). A permission is a directive, with no veridicality of
# its own (White & Rawlins 2018), so the modal carries over to the complement no more than for
# an attitude.


def _outer_modal(verb: Token, control: str | None) -> Token | None:
    """The modal auxiliary of a subject-controlled verb of desire, intention or choice ("People
    might want to know why X", "you can decide not to install it"), else None. The modal
    scopes over the attitude: "might want" is a possible wish, "can decide" a permitted
    decision (root and epistemic modals take the whole VP they head in scope, Quirk et al.
    1985 §4.49-4.58; Palmer 2001 ch. 3), and the attitude verb passes no modality on to its
    complement (only implicatives do, Karttunen 1971), so left in the hypothesis the modal
    re-scopes over the complement's event: "People might know X" is a claim about knowing,
    and "you can not install it" reads as "cannot install it" (s1202d verb-034/069). The
    hypothesis is the complement itself, in the present of the attitude.

    With an object or ECM controller the modal is the matrix subject's whatever the verb ("I
    can't force you to do it", "She could persuade him to stay"): a root modal of ability or
    permission is subject-oriented (Palmer 2001 ch. 3 on dynamic and deontic modality; Quirk
    et al. 1985 §4.49-4.53), so it qualifies the causing or directing, and the controller, who
    becomes the hypothesis's subject, is not its bearer: "You can do it" ascribes an ability
    the sentence gives nobody. The complement of a causative or directive is the bare event
    ("You do it"; hundred-eighth pass, s1202q; formerly only PERMISSION_VERBS).

    The conatives "try", "attempt", "seek" (syntax.CONATIVE_VERBS) are no implicatives either: an attempt
    leaves its outcome open (Karttunen 1971: "try" o/o, "attempt" o/-), so "may attempt to
    detect X" says nothing of a possible detection, and "should attempt to avoid X" nothing of
    an obligation to avoid it; only a two-way implicative passes the modal on ("may manage to
    escape" -> "may escape", Karttunen 1971). The hypothesis is the complement as a sentence
    with the controller as subject and the attitude's present (White & Rawlins 2018), as for
    an attitude ("Attackers detect X"; stop 73, vc127, s1204f verb-015/041/053)."""
    lemma = verb_lemma(verb)
    permission = control in ("object", "ecm")
    attitude = (
        lemma in _ATTITUDE_VERBS
        or lemma in CONATIVE_VERBS
        or lemma in _NECESSITY_VERBS
        or lemma in _MEANS_VERBS
    )
    if not permission and (control not in ("subject", None) or not attitude):
        return None
    if verb.tag_ != "VB" or not any(c.dep_ == "nsubj" for c in verb.children):
        return None
    if verb.dep_ != "ROOT" and not (verb.dep_ == "conj" and verb.head.dep_ == "ROOT"):
        # a main clause coordinated with the root ("..., and you may need to V") is a main
        # clause too (Quirk et al. 1985 §13.1; stop 75, vc134);
        # in a relative or content clause the modal may be the clause's own (the putative
        # "should" of "it is understandable that they should want to", Quirk et al. 1985
        # §14.25; "concerns that may wish to buy"): the hypothesis keeps the clause as it was
        return None
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    modal = CLITIC_STEMS.get(auxes[0].text, auxes[0].text).lower() if len(auxes) == 1 else None
    if modal not in _OUTER_MODALS or auxes[0].tag_ != "MD":
        return None
    if lemma in _MEANS_VERBS and modal != "can":
        return None  # "could afford to": a past ability (see _MEANS_VERBS)
    if lemma in CONATIVE_VERBS and (modal == "could" or _advised_attempt(verb) is not None):
        # "could not attempt to" may be past ability: its tense is not the present; "should/
        # must try to" is advice, whose act takes the will-future (_advised_attempt)
        return None
    subject = next(c for c in verb.children if c.dep_ == "nsubj")
    if auxes[0].lower_ == "should" and subject.lower_ in ("i", "we"):
        return None  # "I should prefer to wait": the first person's "should" = "would" (§4.62)
    return auxes[0]


#: Verbs of verifying: their success needs the truth of the complement, which they establish
#: rather than bring about (RP19's +/o "confirm, verify, prove, demonstrate, show"; White &
#: Rawlins 2018 on veridicality). Causatives ("ensure that X", "manage to") are not here: being
#: able to bring X about does not make X true.
VERIFICATION_VERBS = frozenset({"confirm", "verify", "prove", "demonstrate", "attest", "show"})


def demonstrable_can(verb: Token, *, negated: bool = False) -> Token | None:
    """The "can" of a passive verb of verifying ("All these can be shown to be equivalent to a
    Turing machine", "It can be proved that P"), else None; with ``negated`` also under "not".

    "can be shown/proved" is the modal adjective "demonstrable" (Quirk et al. 1985 §4.51 on
    "can" of theoretical possibility; CGEL ch. 3 §9.4), and only a truth can be demonstrated
    (a verifying verb is veridical, White & Rawlins 2018; RP19's +/o), so the sentence asserts
    the complement as a fact of the actual world, a mathematical or definitional one above
    all: the hypothesis is the complement in the present ("are equivalent", not "can be
    equivalent", which re-scopes the modal over the complement's state; s1204f verb-036), and
    the modal is no frame that keeps the label from entailment. Past "could" is left alone
    ("could be shown to be wrong if ..." is hypothetical, Quirk et al. 1985 §4.62)."""
    if verb_lemma(verb) not in VERIFICATION_VERBS or verb.tag_ != "VBN":
        return None
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return None
    if not negated and any(c.dep_ == "neg" for c in verb.children):
        return None
    modals = [c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD" and c.i < verb.i]
    if len(modals) != 1 or modals[0].lower_ not in ("can", "ca"):
        return None
    return modals[0]


def _modal_have_got(verb: Token, tag: str) -> bool:
    """Is ``verb`` the "got" of the modal idiom "have got to" in the present ("I've got to call
    my sister", "She's got to go")? Its perfect form is no perfect: "have got to" is a present
    obligation, "have to" of informal English (Quirk et al. 1985 §3.49, §4.54; CGEL ch. 3
    §2.5.4), so its infinitive is future to now like that of "have to" (the hypothesis "I
    will call my sister"), not a completed event ("*I've called my sister")."""
    if verb_lemma(verb) != "get" or verb.tag_ != "VBN" or tag not in ("VBN", *PRESENT_TAGS):
        return False
    # "She's got to": the "'s" before a participle "got" is "has" (no passive "is got to"),
    # which the tagger may lemmatise as "be"
    perfect = [
        c
        for c in verb.children
        if c.dep_ in ("aux", "auxpass") and (c.lemma_ == "have" or c.lower_ in ("'s", "’s"))
    ]
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)
    return bool(perfect) and perfect[0].tag_ in PRESENT_TAGS and not modal


def _future_in_present(
    verb: Token, tag: str, do_aux: Token | None, passive_aux: Token | None
) -> str | None:
    """The lemma of a future-oriented ``verb`` (FUTURE_IN_PRESENT) in the present or present
    perfect ("wants to", "does not plan to", "is expected to", "has agreed to"), else None. The
    present perfect counts as present ("They have decided to leave" -> "They have left": the
    leaving is not before now)."""
    lemma = verb_lemma(verb)
    if lemma == "wait" and verb.tag_ == "VBG" and not _non_deictic_present(verb):
        # "has been waiting to talk to you": see _WAITING (not in the shared lexicon, whose
        # other users take it for intention verbs)
        return lemma if tag in PRESENT_TAGS or _present_perfect(verb) else None
    if lemma not in FUTURE_IN_PRESENT or _non_deictic_present(verb):
        return None
    if tag in PRESENT_TAGS and _standing_aim_untimed(verb, tag):
        return None  # "The project aims to map every river" -> "maps" (stop 103, vc227)
    if tag in PRESENT_TAGS:
        return lemma
    perfect = [c for c in verb.children if c.dep_ == "aux" and c.lemma_ == "have"]
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)
    if tag == "VBN" and perfect and perfect[0].tag_ in PRESENT_TAGS and not modal:
        return lemma
    return None


def _standing_aim_untimed(verb: Token, tag: str) -> bool:
    """Is ``verb`` a standing aim (``complement_function.standing_aim``: "The project aims to
    map every river") whose infinitive has no deictic or dated time adverbial ("aims to map
    every river by 2030" is one event placed in time, which keeps "will")?"""
    if not standing_aim(verb, tag):
        return False
    head = next(c for c in verb.children if c.dep_ == "xcomp")
    return not (_deictic_future(head) or _dated_forecast(head, head))


#: Subjects of a negated first-person "mean to" that is a disclaimer of the act being done.
_DISCLAIMER_SUBJECTS = frozenset({"i", "we"})


def intention_mean(verb: Token) -> bool:
    """Is ``verb`` the present-tense active "mean to" of intention ("They mean to raid the
    village tonight", "He does not mean to give up the throne")?

    Karttunen's (1971, "Implicative verbs") o/+ of "mean to" is the past, negated, accidental
    use: "She didn't mean to hurt him" reports an act done unintentionally. In the present the
    active "mean to" is the intention verb "intend to" (OED s.v. mean v.1 1; Quirk et al. 1985
    §16.38 lists it among the catenatives of intention), which commits the speaker to no act
    either way (White & Rawlins 2018, MegaVeridicality, on "intend"; Ross & Pavlick 2019 rate
    past-tense items), and whose infinitive names an event later than the intention
    (Wurmbrand 2014, future irrealis infinitives). Not with a thing as subject (signifying
    "mean"), nor the passive "is meant to" (purpose,
    ``mean:passive``), a modal or a temporal/conditional clause, nor the first-person negated
    disclaimer "I don't mean to be rude, but ..." (a hedged performative about the act the
    speaker is doing, Fraser 1975), which keeps Karttunen's o/+."""
    if verb_lemma(verb) != "mean" or verb.tag_ not in PRESENT_TAGS | {"VB"}:
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(a.dep_ == "auxpass" or a.tag_ == "MD" or a.lemma_ == "have" for a in auxes):
        return False
    if verb.tag_ == "VB" and not any(a.lemma_ == "do" and a.tag_ in PRESENT_TAGS for a in auxes):
        return False
    if _non_deictic_present(verb):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or _inanimate_subject(subject):
        # "A blank field means to use the default": a thing cannot intend, and "mean" is
        # "signify" (verb_complement._signifying_mean_to; Dowty 1991 on proto-agents)
        return False
    negated = any(c.dep_ == "neg" for c in verb.children)
    return not (negated and subject.lower_ in _DISCLAIMER_SUBJECTS)


#: Subordinators of temporal and conditional adverbial clauses, whose present tense is not the
#: deictic present but a habitual or future one ("When it threatens to gain the upper hand, we
#: retreat", "If you want to leave, call a taxi"; Quirk et al. 1985 §4.26 and §14.13, CGEL ch. 3
#: §4.2.4 on the present in temporal and conditional clauses).
NON_DEICTIC_SUBORDINATORS = frozenset(
    {"when", "whenever", "if", "unless", "once", "until", "till", "before", "after", "as soon as"}
)


def _non_deictic_present(verb: Token) -> bool:
    """Is ``verb`` the predicate of a temporal or conditional adverbial clause?

    There the present tense already stands for a habitual or future time, and the complement's
    present ("When it gains the upper hand, we retreat") is the same non-deictic present, not a
    claim about now: the future-complement flag would be a false alarm (issue #12, first helper
    of 2026-11-28).

    A second conjunct shares the first conjunct's subordinator ("When you have written a
    package and want to publish it": both verbs are in the when-clause; Quirk et al. 1985
    §13.5 on clause coordination under one subordinator), so the walk starts at the first
    conjunct. "In case" is a conditional-purpose subordinator whose clause takes the present
    for a future (Quirk et al. 1985 §15.47; CGEL ch. 8 §10), and the parser attaches its
    clause to "case" as a clausal modifier: "in case you will do it" is as wrong as "*if you
    will do it" (s1204k verb-008, verb-076)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.i < verb.i and subject.left_edge.i >= 2:
        # the same "in case" where the parser hung "in case" on the clause's verb as a
        # prepositional phrase or made the clause a conjunct of the matrix ("just in case we
        # need to defend the town", "keeps a boat in case the farmers need to cross"): the
        # words right before the clause's subject decide it (stop 85, vc171)
        doc = verb.doc
        before = doc[subject.left_edge.i - 2 : subject.left_edge.i]
        if [t.lower_ for t in before] == ["in", "case"]:
            return True
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    if (
        verb.dep_ == "acl"
        and verb.head.lower_ == "case"
        and verb.head.dep_ == "pobj"
        and verb.head.head.lower_ == "in"
    ):
        return True
    if verb.dep_ not in ("advcl", "ROOT"):
        return False
    for c in verb.children:
        if c.i > verb.i or c.dep_ not in ("mark", "advmod"):
            continue
        words = " ".join(t.lower_ for t in c.subtree)
        if words in NON_DEICTIC_SUBORDINATORS:
            return True
    return False


#: Linking verbs other than "be" (Quirk et al. 1985 §16.21-16.22: current "seem, appear, feel,
#: look, sound, remain, stay", resulting "become, grow"; not "get", whose participle is a
#: get-passive, §3.66): "feel compelled/obliged to", "seem determined to", "became inspired to".
LINKING_VERBS = frozenset(
    {"feel", "seem", "appear", "look", "sound", "remain", "stay", "become", "grow"}
)


def _linking_verb_frame(verb: Token) -> str | None:
    """The lemma of the linking verb ``verb`` (a participle or adjective) is predicative to, else
    None: as its complement ("I feel compelled to", acomp/oprd) or with the small model's parse
    of the linking verb as an auxiliary of the participle ("She felt obliged to")."""
    if verb.dep_ in ("acomp", "oprd") and verb_lemma(verb.head) in LINKING_VERBS:
        return verb_lemma(verb.head)
    aux = next(
        (c for c in verb.children if c.dep_ == "aux" and verb_lemma(c) in LINKING_VERBS), None
    )
    return verb_lemma(aux) if aux is not None else None


def _clitic_stems(doc: Doc, drop: set[int]) -> dict[int, str]:
    """Full forms for the clitic stems whose "n't" is dropped: "He can't seem to find them" ->
    "He can find them", not "He ca find them" (spaCy splits "can't" as "ca" + "n't"; the stems
    are negation.py's CLITIC_STEMS). The typographic apostrophe ("won’t", "can’t") is the
    same clitic (web and chat text types both): "she won’t want to open up" had given "she wo
    open up" (seventy-sixth pass). Tidied text has it straightened by ``fitness.detokenize``
    since stop 52; a shipped parse keeps it."""
    return {
        t.i - 1: CLITIC_STEMS[doc[t.i - 1].text]
        for t in doc
        if t.i in drop
        and t.lower_.replace("’", "'") == "n't"
        and t.i > 0
        and doc[t.i - 1].text in CLITIC_STEMS
    }


#: Verbs of liking after which a conditional "would" expresses a present wish ("I would like to
#: go" = "I want to go"; Quirk et al. 1985 §4.61, §16.39; CGEL ch. 3 §9.8.3 on "would like").
VOLITIONAL_WOULD_VERBS = frozenset({"like", "love", "prefer"})
_WILL = {"would": "will", "'d": "'ll", "should": "shall"}
#: With a first-person subject (``SPEAKER_PRONOUNS``) "should" is the conditional of volition,
#: the first-person variant of "would" ("I should like to know" = "I would like to know"; Quirk
#: et al. 1985 §4.60 on first-person "should" for "would", chiefly BrE and older prose; CGEL ch.
#: 3 §9.8.3): its present counterpart is "shall" as "will" is of "would". With another subject
#: "should" is deontic ("You should like to read"), and stays.


def _volitional_would(verb: Token) -> Token | None:
    """The "would"/"'d" of "would like/love/prefer to" (first-person "should" too: "I should
    like to know"; forty-fifth pass, s1130h), else None.

    Not with a perfect "have" ("I would have liked to see the show"): that is the
    counterfactual past of the wish (Iatridou 2000 on the fake past of counterfactuals; Quirk et
    al. 1985 §14.25), no present wish about a future act, and "will" made it the future perfect
    "I will have seen the show"; the modal stays in place, as with "could have decided to"
    (twenty-fifth pass, class 3)."""
    if verb_lemma(verb) not in VOLITIONAL_WOULD_VERBS:
        return None
    if any(c.dep_ == "aux" and c.lemma_ == "have" and c.i < verb.i for c in verb.children):
        return None
    if _conditional_protasis(verb):
        # "My kids would love to drink these all day long if allowed": with an "if/unless"
        # clause (or a reduced one, "if allowed") the "would" is the apodosis of an open or
        # hypothetical condition (Quirk et al. 1985 §14.23, §15.33-15.36; Palmer 2001 ch. 8
        # on the conditional modal), not the tentative "would like" of a present wish: the
        # wish holds only under the condition, and "My kids will drink these ... if allowed"
        # asserts a prediction S does not make (s1206b verb-085). "would" stays (stop 91, vc186)
        return None
    aux = next((c for c in verb.children if c.dep_ == "aux" and c.lower_ in _WILL), None)
    if aux is not None and aux.lower_ == "should":
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
            return None
    return aux


def _conditional_protasis(verb: Token) -> bool:
    """Does an "if/unless" clause hang on ``verb`` or on a verb of its to-complement ("would
    love to drink these if allowed")? The protasis of a conditional (Quirk et al. 1985 §15.33)
    makes a "would" in its apodosis the conditional modal."""
    for token in verb.subtree:
        if token.lower_ not in ("if", "unless"):
            continue
        if token.dep_ == "mark" and (token.head.i == verb.i or token.head.dep_ == "advcl"):
            return True
        if token.dep_ in ("advmod", "prep", "advcl"):
            return True  # "if allowed", "if possible": a reduced protasis (Quirk §15.34)
    return False


def _hedged_expectation(verb: Token) -> Token | None:
    """The "should" of "should expect to V" ("we should expect to find that ..."), else None.

    "should" there is the modal of tentative inference or advice on the expecting (Coates 1983
    ch. 4 on epistemic "should"; Palmer 2001 ch. 2): "we should expect to find X" says that X
    is to be expected, a forecast. Left in place on the complement ("we should find X") it
    hedges the event itself, a near paraphrase of S whose label is unclear (the last blind
    review: "drop the modal"). The forecast is the will-future of "expect"'s infinitive (its
    to-complement takes "will" elsewhere, seventeenth pass), so "should" becomes "will" as the
    "would" of "would like to" does: "We will find X"."""
    if verb_lemma(verb) != "expect":
        return None
    return next((c for c in verb.children if c.dep_ == "aux" and c.lower_ == "should"), None)


#: Directive verbs that a speaker hedges with "would" in a performative ("We would encourage you
#: to V", "I would ask you to V", "We would urge you to V"): Fraser (1975), "Hedged
#: performatives"; Searle 1975 on indirect directives (Quirk et al. 1985 §4.61 on the tentative
#: "would" of politeness).
_HEDGED_DIRECTIVES = frozenset(
    {"encourage", "urge", "ask", "advise", "recommend", "request", "invite", "remind"}
)


def _hedged_performative(verb: Token) -> Token | None:
    """The "would"/"'d" of a first-person hedged directive ("we would encourage you to avoid
    this", "I would ask you to wait"), else None.

    The "would" is the tentative modal of politeness, not a conditional: "We would encourage
    you to V" performs the encouraging (Fraser 1975 on hedged performatives), and the act urged
    lies after it. Left on the complement ("You would avoid this") it makes the hypothesis a
    counterfactual or a second hedge (s1204s verb-016: "copies the matrix 'would'"); as with
    "would like to" (_volitional_would) it becomes "will": "You will avoid this". A third-person
    subject ("They would ask us to wait") is a report of habit or a conditional, and stays."""
    if verb_lemma(verb) not in _HEDGED_DIRECTIVES:
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in ("i", "we"):
        return None
    if any(c.dep_ == "aux" and c.lemma_ == "have" and c.i < verb.i for c in verb.children):
        return None  # "we would have asked you to V": a counterfactual past
    return next((c for c in verb.children if c.dep_ == "aux" and c.lower_ in ("would", "'d")), None)


#: Modals of obligation and advice (Quirk et al. 1985 §4.54-4.58; Palmer 2001 ch. 3) that
#: scope over an attempt in "should/must try (not) to V".
_ADVICE_MODALS = frozenset({"should", "must"})


def _advised_attempt(verb: Token) -> Token | None:
    """The "should/must" of "should try (not) to V" ("you should try not to look too
    terrific", "we should try to patch things up"), else None.

    The modal is advice or obligation on the attempt (deontic, Palmer 2001 ch. 3), and "try"
    is a conative verb that hands nothing of its own over to the complement (RP19's o/o-type
    row; Karttunen 1971 puts "try" outside the implicatives). Left in place on the complement
    ("You should not look too terrific") the hypothesis is the advice minus "try", which the
    premise all but entails: no statement of the complement's event at all (blind review
    s1201n, eighty-eighth pass). The advised act lies after the advice, so, as in "should
    expect to" (_hedged_expectation), the complement takes the will-future: "You will not
    look too terrific", "We will patch things up", neutral under o/o."""
    if verb_lemma(verb) not in CONATIVE_VERBS:
        return None  # "should attempt/seek to" as "should try to" (syntax.CONATIVE_VERBS; vc127)
    return next((c for c in verb.children if c.dep_ == "aux" and c.lower_ in _ADVICE_MODALS), None)


#: Dependents that make a word a noun or adjective phrase, not a bare verb.
_NOMINAL_MODIFIER_DEPS = frozenset({"det", "poss", "nummod", "amod", "compound", "case"})


def _mistagged_bare(conj: Token) -> bool:
    """A middle conjunct of a coordinated infinitive that the small tagger read as a noun or
    adjective ("to write, record[NN] and play", "to cook, clean[JJ] and sing[NN]"): a
    conjunct of a verb is a verb (like constituents coordinate; Quirk et al. 1985 ch. 13), so
    a word with a verb entry in lemminflect and no determiner or modifier of a noun phrase is a
    bare infinitive and takes the tense like the others (issue #12, ninth review)."""
    if conj.tag_ not in ("NN", "JJ", "VBP"):
        return False
    if (
        conj.tag_ == "JJ"
        and not any(c.dep_ == "conj" for c in conj.children)
        and getAllLemmas(conj.lower_, upos="ADJ")
    ):
        # a last conjunct that is also an adjective ("slow", "free", "open") is left as it is:
        # only a list that goes on after it shows it to be a verb (RP19's gold keeps "began to
        # weaken and slow" -> "weakened and slow"). A word with no adjective entry in the
        # lexicon ("writhe", "sing") is no adjective whatever the tagger says: "managed to
        # twitch and writhe" -> "twitched and writhed", not "*twitched and writhe" (agreement
        # of coordinated verbs, Quirk et al. 1985 §13.41; blind review, round 13)
        return False
    if any(c.dep_ in _NOMINAL_MODIFIER_DEPS for c in conj.children):
        return False
    return conj.lower_ in getAllLemmas(conj.lower_, upos="VERB").get("VERB", ())


#: Matrix verb forms that differ from the base form: a bare verb cannot coordinate with them.
_NON_BASE_TAGS = frozenset({"VBD", "VBZ", "VBN", "VBG"})


def _listed_infinitive_adjuncts(doc: Doc, head: Token, verb: Token) -> list[Token]:
    """The middle and last items of a list of to-infinitives that the parser hung on the first
    or on the matrix ``verb`` as a purpose adjunct ("served to correct our failures, to spur us
    on, and to keep ...": ", to spur" an advcl of "served", "and to keep" its conj). A purpose adjunct is not
    coordinated with a following "and to V" while the first infinitive stands alone; a
    comma-set "to V" that is itself the first conjunct of "and/or to V" is an item of the
    list that opens with the complement (like constituents coordinate, Quirk et al. 1985
    §13.41, §13.64 on lists with a repeated "to"), so each item takes the tense (forty-first
    pass, s1130e: "... have corrected our failures, to spur us on, and to keep ...")."""
    out: list[Token] = []
    for adjunct in (*head.children, *verb.children):
        if adjunct.dep_ != "advcl" or adjunct.i <= head.i:
            continue
        to = next((c for c in adjunct.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        if to is None:
            out += _listed_bare_adjunct(doc, head, verb, adjunct)
            continue
        if adjunct.tag_ != "VB":
            continue
        if to.i == 0 or doc[to.i - 1].text != ",":
            continue
        if any(t.dep_ == "aux" and t.lower_ == "to" for t in doc[head.i + 1 : to.i]):
            # "come together to rebuild trust ..., to root out ..., and to ...": the list goes
            # on from the nearer infinitive (a purpose adjunct of the complement), not from it
            continue
        later = [
            c
            for c in adjunct.conjuncts
            if c.i > adjunct.i and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        ]
        if later and any(c.dep_ == "cc" and c.lower_ in ("and", "or") for c in adjunct.children):
            out += [adjunct, *later]
    return out


#: Coordinators that join a second to-infinitive the parser hung on the first as an adverbial
#: clause ("to map the coast, as well as to survey the islands"): "and", "or" and the
#: quasi-coordinator "as well as" (Quirk et al. 1985 §13.102), which links like constituents.
_INFINITIVE_COORDINATORS = ("and", "or", "as well as")


def _coordinated_infinitive_adjuncts(doc: Doc, head: Token) -> list[Token]:
    """A to-infinitive right after a coordinator that the parser made an adverbial clause of
    the infinitive ``head`` ("seeks to map the coastline, as well as to survey[advcl] the
    islands"), with the conjuncts that go on from it. A purpose adjunct is not introduced by a
    coordinator; what follows "and/or/as well as" is a constituent like the one before it
    (Quirk et al. 1985 §13.41, §13.102), the complement's second infinitive, which takes the
    tense like the first ("... maps the coastline, as well as surveys the islands"; fifty-sixth
    pass; was "... as well as to survey")."""
    out: list[Token] = []
    for adjunct in head.children:
        if adjunct.dep_ != "advcl" or adjunct.i <= head.i or adjunct.tag_ != "VB":
            continue
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ == "mark" for c in adjunct.children):
            continue
        auxes = [c for c in adjunct.children if c.dep_ in AUX_DEPS]
        if len(auxes) != 1 or auxes[0].lower_ != "to":
            continue
        before = " ".join(t.lower_ for t in doc[max(auxes[0].i - 3, 0) : auxes[0].i])
        if not any(before == c or before.endswith(" " + c) for c in _INFINITIVE_COORDINATORS):
            continue
        out += [adjunct, *(c for c in adjunct.conjuncts if c.i > adjunct.i)]
    return out


def _infinitive_read_as_nominal_conjunct(doc: Doc, head: Token) -> list[Token]:
    """A to-infinitive after "and"/"or" that the parser coordinated with a noun or adjective
    of the complement ("proceeded to mask the windows with a coverlet, some pants, and the
    like, and to ransack[conj of 'like'] the boxes"). A noun phrase does not coordinate with
    an infinitive (like constituents coordinate, Quirk et al. 1985 §13.41, §13.64), so it is
    the second item of the list that the complement's infinitive ``head`` opens, and takes the
    tense like it (sixty-ninth pass, Brown dev text: "you masked the windows ..., and to
    ransack"). Only while no other infinitive, finite clause or list break comes between."""
    out: list[Token] = []
    for t in doc[head.i + 1 :]:
        if t.tag_ != "VB" or t.dep_ != "conj" or t.head.pos_ in ("VERB", "AUX"):
            continue
        to = next((c for c in t.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        if to is None or to.i == 0 or doc[to.i - 1].lower_ not in ("and", "or"):
            continue
        between = doc[head.i + 1 : to.i - 1]
        if any(
            b.text in _LIST_BREAKS
            or (b.dep_ == "aux" and b.lower_ == "to")
            or (b.dep_ in SUBJECT_DEPS and b.head.i < to.i)
            for b in between
        ):
            continue
        out += [t, *(c for c in t.conjuncts if c.i > t.i)]
    return out


#: Coordinators that open a later item of a list of bare infinitives ("to consider, analyze,
#: and/or explain"); "nor" is left out (it inverts a finite clause: "nor does it").
_LIST_COORDINATORS = frozenset({"and", "or", "and/or"})
#: Punctuation that ends the list of the complement's verb phrases: a new sentence part.
_LIST_BREAKS = frozenset({";", ":", "—", "–", "--"})


def _verb_read_as_modifier(t: Token) -> bool:
    """ "to build schools, and supply[NN compound] textbooks", "to gather and analyse[NNP]
    data": a verb right after a coordinator that the tagger read as a noun modifying the next
    noun, which the parser then coordinated with the list's verb (``textbooks`` a conj of
    ``build``). A noun phrase does not coordinate with a verb (like constituents coordinate,
    Quirk et al. 1985 §13.41), so the conjunct is a verb phrase and its first word, which
    has a verb entry (lemminflect), is the verb (as ``_bare_verb_read_as_noun``)."""
    if t.tag_ not in ("NN", "NNP") or t.dep_ not in ("compound", "nmod", "amod"):
        return False
    if t.i == 0 or t.doc[t.i - 1].lower_ not in _LIST_COORDINATORS:
        return False
    noun = t.head
    if noun.dep_ != "conj" or noun.i <= t.i or noun.head.tag_ != "VB":
        return False
    if any(c.dep_ == "det" for c in noun.children):
        return False  # "and the supply chains": a noun phrase of its own
    return t.lower_ in getAllLemmas(t.lower_, upos="VERB").get("VERB", ())


def _bare_list_items(doc: Doc, head: Token) -> list[Token]:
    """Later bare verbs of a list of infinitives that the parser hung elsewhere than on the
    infinitive ``head`` ("helps to grow crops, maintain[VBP conj of helps] landscapes, and
    revegetate soils"; "to consider, analyze[intj], and/or explain[conj of the root]"; "are
    said to originate, be[auxpass] enthroned, or reside"), found by their place: right after a
    comma or a coordinator, before any new clause. A bare verb with no subject and no modal
    there continues the list, since like constituents coordinate (Quirk et al. 1985 §13.41,
    §13.64) and a base form cannot be a second predicate of the finite clause around it; so
    it takes the tense of the first infinitive, as the parsed conjuncts do ("grows crops,
    maintains landscapes, and revegetates soils"; agreement of coordinated verbs, §13.41;
    sixty-seventh pass, vc61: Wikipedia's lists of aims and functions). The scan stops at the
    first sign of another clause: a subject, a subordinator or relative word, another "to", a
    finite verb, or a semicolon, colon or dash."""
    out: list[Token] = []
    for t in doc[head.i + 1 :]:
        if t.text in _LIST_BREAKS or t.tag_ in WH_TAGS or t.tag_ in ("TO", "MD"):
            break
        if t.dep_ in SUBJECT_DEPS or t.dep_ in ("expl", "mark"):
            break
        if t.tag_ in ("VBZ", "VBD"):
            break
        prev = doc[t.i - 1] if t.i > 0 else None
        if prev is None or not (prev.text == "," or prev.lower_ in _LIST_COORDINATORS):
            continue
        if _inside_parenthesis(doc, head.i, t.i):
            continue  # "(or pull requests)": no item of the list (``_inside_parenthesis``)
        passive_be = t.lower_ == "be" and t.dep_ == "auxpass"
        if _verb_read_as_modifier(t):
            out.append(t)
            continue
        if t.tag_ == "VBP" and not passive_be:
            # a present plural/non-third form is a bare form only without a subject
            if any(c.dep_ in SUBJECT_DEPS for c in t.children):
                break
        elif t.tag_ != "VB":
            continue
        if not passive_be and any(c.dep_ in AUX_DEPS or c.dep_ in SUBJECT_DEPS for c in t.children):
            continue
        if t.tag_ == "VBP" and t.lower_ not in getAllLemmas(t.lower_, upos="VERB").get("VERB", ()):
            continue  # "are", "were": no base form
        out.append(t)
    return out


def _chained_infinitive_list(doc: Doc, head: Token, verb: Token) -> list[Token]:
    """The later items of a list of to-infinitives that the parser hung each on the one
    before it ("serve to keep out the wind, to hold[xcomp of keep] the roof, to divide[advcl of
    hold] the rooms, and to provide[conj of divide] shelter"). A list whose items each repeat
    "to" and whose last item is joined by "and"/"or" is one coordination of infinitives (Quirk
    et al. 1985 §13.41 on like constituents, §13.64 on lists with a repeated "to"), all of
    them complements of the matrix verb, so each item takes the tense like the first;
    otherwise the hypothesis keeps ", to hold the roof, ..." after a finite verb, no sentence.
    The second item may also hang on the matrix ``verb`` ("tried to open the door, to
    break[xcomp of tried] the window, and to climb the wall").
    Only a closed list counts: a comma-set "to V" with no "and/or to V" after it may be a
    purpose adjunct of the item before ("keep the lid on, to hold the heat in") and stays."""
    items: list[Token] = []
    cur = head
    for _ in range(len(doc)):
        nxt = None
        siblings = [c for c in verb.children if c.dep_ == "xcomp"] if cur is head else []
        for child in (*cur.children, *siblings):
            if child.dep_ not in ("xcomp", "advcl", "conj") or child.i <= cur.i:
                continue
            if child.tag_ != "VB" or any(c.dep_ in SUBJECT_DEPS for c in child.children):
                continue
            to = next((c for c in child.children if c.dep_ == "aux" and c.lower_ == "to"), None)
            if to is None or to.i < 2:
                continue
            if any(t.dep_ == "aux" and t.lower_ == "to" for t in doc[cur.i + 1 : to.i]):
                # "come together to rebuild trust, to root out ..., and to heal ...": the list
                # goes on from the nearer (purpose) infinitive, as in _listed_infinitive_adjuncts
                continue
            before = doc[to.i - 1]
            comma = before.text == ","
            coordinated = child.dep_ == "conj" and (
                (before.lower_ in ("and", "or") and doc[to.i - 2].text == ",")
                or (
                    comma
                    and any(c.dep_ == "cc" and c.lower_ in ("and", "or") for c in cur.children)
                )
            )
            if comma or coordinated:
                nxt = (child, coordinated)
                break
        if nxt is None:
            return []
        items.append(nxt[0])
        if nxt[1]:
            # closed by "and/or to V": a list of at least three when a comma item came first
            return items if len(items) > 1 else []
        cur = nxt[0]
    return []


def _listed_bare_adjunct(doc: Doc, head: Token, verb: Token, adjunct: Token) -> list[Token]:
    """A comma-set bare verb that the parser hung on a past, -s or participle matrix as an
    adverbial clause and that opens "V, and V" ("have been forced to extend some rights,
    negotiate[advcl] with the church, and release[conj] prisoners"): a base form without
    subject or auxiliary cannot be a second predicate of such a matrix, so it is a middle item
    of the list of infinitives that opens with the complement, and it and its conjuncts take
    the tense (like constituents coordinate, Quirk et al. 1985 §13.41, §13.64; forty-second
    pass, s1130f: "... have extended some democratic rights, negotiate ..., and release ...")."""
    if verb.tag_ not in _NON_BASE_TAGS or adjunct.i <= head.i or doc[adjunct.i - 1].text != ",":
        return []
    if adjunct.tag_ != "VB" and not _mistagged_bare(adjunct):
        return []
    if any(
        c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in adjunct.children
    ):
        return []
    if not any(c.dep_ == "cc" and c.lower_ in ("and", "or") for c in adjunct.children):
        return []
    later = [
        c
        for c in adjunct.conjuncts
        if c.i > adjunct.i
        and (c.tag_ == "VB" or _mistagged_bare(c))
        and not any(g.dep_ in SUBJECT_DEPS or g.dep_ in AUX_DEPS for g in c.children)
    ]
    return [adjunct, *later] if later else []


def _correlative_restart(doc: Doc, head: Token) -> set[int]:
    """The later conjuncts of the infinitive ``head`` that a correlative "both" after it opens
    ("asked to assess the skills, both to aid diagnosis and to help recommend ...": the parser
    made "aid" and "help" conjuncts of "assess"). "both" marks the left edge of its own
    two-member coordination (Quirk et al. 1985 §13.33 on correlative "both ... and"), so
    "both to aid ... and to help" is a coordination of purpose adjuncts, not more items of the
    complement: they stay infinitives ("... assesses the skills, both to aid diagnosis and to
    help recommend ..."; forty-seventh pass)."""
    out: set[int] = set()
    for conj in head.conjuncts:
        if conj.i <= head.i:
            continue
        to = next((c for c in conj.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        start = to.i if to is not None else conj.i
        if start > head.i + 1 and doc[start - 1].lower_ == "both":
            out |= {conj.i, *(c.i for c in conj.conjuncts if c.i > conj.i)}
    return out


def _infinitive_conjuncts_of_matrix(verb: Token, head: Token) -> list[Token]:
    """Base-form verbs the parser coordinated with the matrix verb instead of with its
    infinitive ("decided to move the piece, find[VB] out the rules and leave": "find" a conj of
    "decided"), and the conjuncts that go on from them. Coordinated verb phrases are alike in
    form (Quirk et al. 1985 §13.41, §13.64): a bare verb without subject or auxiliary cannot be
    a second predicate of a past, -s, or participle matrix verb, so it continues the
    infinitive and takes its tense (issue #12, sixteenth pass: "She moved the piece, find out
    the rules and leave" was judged ungrammatical). After a base-form matrix ("I want to go,
    see ...") the forms do not tell: left alone. A conjunct with its own "to" ("managed to
    finish the race, and to set a record") is an infinitive whatever the matrix form: a
    to-infinitive coordinates with a to-infinitive, never with a finite verb (§13.41), so it is
    the complement's second item (fifty-sixth pass), unless the trigger is itself an
    infinitive that it may coordinate with."""
    out: list[Token] = []
    matrix_infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= head.i or conj.tag_ != "VB":
            continue
        auxes = [c for c in conj.children if c.dep_ in AUX_DEPS]
        own_to = len(auxes) == 1 and auxes[0].lower_ == "to" and not matrix_infinitive
        if verb.tag_ not in _NON_BASE_TAGS and not own_to:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in conj.children) or (auxes and not own_to):
            continue
        out.append(conj)
        out += [
            c for c in conj.conjuncts if c.i > conj.i and (c.tag_ == "VB" or _mistagged_bare(c))
        ]
    return out


def _verb_conjuncts_of_object(head: Token) -> list[Token]:
    """Base-form verbs the parser coordinated with the infinitive's object instead of with the
    infinitive ("tends to eat fish and drink[VB] water", "drink" a conj of "fish"): a VB tag
    is only a verb's, and like constituents coordinate (Quirk et al. 1985 §13.41), so the
    conjunct is the second verb of the complement and takes its tense (blind review round 14,
    class 3: "tends to drown and choke" must inflect both verbs)."""
    out: list[Token] = []
    for obj in head.children:
        if obj.dep_ not in ("dobj", "attr", "npadvmod"):
            continue
        out += [c for c in obj.conjuncts if c.i > obj.i and c.tag_ == "VB" and c.pos_ == "VERB"]
        out += [c for c in obj.conjuncts if c.i > obj.i and _bare_verb_read_as_noun(obj, c)]
    return out


def _inside_parenthesis(doc: Doc, start: int, i: int) -> bool:
    """Is token ``i`` inside a bracket opened after ``start`` and not closed before ``i``? A
    parenthesis is a unit of its own (Quirk et al. 1985 App. III.25), so a word in one that the
    complement's verb is outside is no conjunct of that verb: "replaced by the usage of merge
    requests (or pull requests)" -> not "(or pulls requests)", the parser's "pull" conj of
    "replaced" is the noun modifier of "requests" (ninety-fifth pass, s1202d verb-015)."""
    depth = 0
    for t in doc[start + 1 : i]:
        depth += (t.text == "(") - (t.text == ")")
    return depth > 0


def _verb_conjuncts_of_modifier(head: Token) -> list[Token]:
    """Base-form verbs the parser coordinated with an adverb or adjective of the complement
    ("to grow faster and more easily withstand famine", "withstand" a conj of "faster"): as in
    ``_verb_conjuncts_of_object``, a VB tag is only a verb's and like constituents coordinate
    (Quirk et al. 1985 §13.41), so the verb is the second verb of the complement and agrees
    like the first ("A city grows faster and more easily withstands famine", not "*withstand";
    ninety-fifth pass, s1202e verb-054/062)."""
    return [
        t
        for t in head.subtree
        if t.i > head.i
        and t.dep_ == "conj"
        and t.tag_ == "VB"
        and t.pos_ == "VERB"
        and t.head.pos_ in ("ADV", "ADJ")
        and not any(c.dep_ == "aux" for c in t.children)
    ]


def _bare_verb_read_as_noun(obj: Token, conj: Token) -> bool:
    """A last conjunct of the infinitive's object that the tagger read as a singular noun but
    is the second verb ("to keep their scholarships or transfer[NN]", "to keep his job or
    leave[NN]"; twenty-sixth pass, class 4): a determinerless singular noun after a
    determined object ("their scholarships") is no count noun phrase of its own (a singular
    count noun needs a determiner, Quirk et al. 1985 §5.52-5.58), and like constituents
    coordinate (§13.41), so a word that is more often a verb than a noun in WordNet (more verb
    than noun senses: "transfer", "leave", "retire"; not "butter", "water", "study") and has
    no nominal dependent continues the verb phrase. Mass nouns that are also verbs ("eat fish
    or butter") have more noun senses and stay nouns."""
    if conj.tag_ != "NN" or not conj.is_lower or not conj.is_alpha:
        return False
    if not any(c.dep_ in ("det", "poss") for c in obj.children):
        return False
    if any(c.dep_ not in ("prep", "advmod", "dobj", "prt") for c in conj.children):
        return False
    if conj.lower_ not in getAllLemmas(conj.lower_, upos="VERB").get("VERB", ()):
        return False
    if any(c.dep_ == "dobj" for c in conj.children):
        # "to set up the equipment and power[NN] it on": a word with a direct object of its
        # own is a verb whatever its tag (a noun takes no object, only a verb does: Quirk et
        # al. 1985 §2.16, §10.2 on verb complementation), so WordNet's sense counts ("power"
        # has more noun senses) do not decide it (hundredth pass, vc94)
        return True
    if any(c.dep_ == "prt" for c in conj.children):
        # "to forget their differences and gang[NN] up on the humans": an adverbial particle
        # is a dependent of a phrasal verb only (Quirk et al. 1985 §16.2-16.4; CGEL ch. 4
        # §6.3), so the word with one is the verb of the second conjunct and takes the
        # complement's tense ("had forgotten their differences and ganged up", not "and gang
        # up"; s1202p blind review, hundred-seventh pass, vc101)
        return True
    from ..lexicon.wordnet import wordnet

    net = wordnet()
    return len(net.synsets(conj.lower_, pos="v")) > len(net.synsets(conj.lower_, pos="n"))


#: Deictic past-time words that locate an event at a definite past time (Quirk et al. 1985
#: §4.22: they exclude the present perfect).
_PAST_DEICTICS = frozenset({"ago", "yesterday"})
#: Era abbreviations after or before a year ("AD 301", "300 BC").
_ERAS = frozenset({"ad", "bc", "bce", "ce", "a.d.", "b.c."})


def _definite_past_time(doc: Doc, to: Token, head: Token) -> bool:
    """A definite past-time adverbial in the infinitive's own words: "ago", "yesterday",
    "last" + noun, or "in/on/by" + a year (three or four digits, or with an era abbreviation)."""
    words = [t for t in head.subtree if t.i > to.i]
    for t in words:
        if t.lower_ in _PAST_DEICTICS or t.text.upper() == t.text and t.lower_ in _ERAS:
            return True
        if t.lower_ == "last" and t.dep_ == "amod" and t.head.pos_ == "NOUN":
            return True
        year = t.like_num and t.text.isdigit() and 3 <= len(t.text) <= 4
        if year and t.dep_ == "pobj" and t.head.lower_ in ("in", "during"):
            return True
        if year and _calendar_date(t, head):
            # a full calendar date ("April 12 1979", "on 3 March 1920") names a definite past
            # time as much as "in 1979" does (Quirk et al. 1985 §4.22, §8.54 on dates as
            # time-position adverbials): "seems to have proposed it ..., April 12 1979" ->
            # "proposed", not "*has proposed" (hundred-tenth pass)
            return True
        if (
            t.dep_ == "advcl"
            and t.tag_ == "VBD"
            and any(c.dep_ in ("mark", "advmod") and c.lower_ in _TIME_MARKS for c in t.children)
        ):
            # a past-tense "when/after/before" clause is a definite past time too ("appears to
            # have suffered irradiation when the star went nova" -> "suffered", not "has
            # suffered"; Quirk et al. 1985 §4.22; hundred-first pass, vc95)
            return True
        if (
            t.lower_ == "prior"
            and t.dep_ in ("advmod", "prep", "amod")
            and t.i + 1 < len(doc)
            and doc[t.i + 1].lower_ == "to"
        ):
            # "prior to his death": the complex preposition (Quirk et al. 1985 §9.10), not the
            # adjective "prior" of "had prior training", which dates nothing (md11, md12)
            return True
    return _trailing_date(doc, head)


def _trailing_date(doc: Doc, head: Token) -> bool:
    """A calendar date after a comma right after the infinitive, ending the sentence ("who
    seems to have proposed it on the list, April 12 1979."): the parser may hang it on a noun
    further up, but it dates the event just named (hundred-tenth pass)."""
    end = head.right_edge.i
    if end + 2 >= len(doc) or doc[end + 1].text != ",":
        return False
    tail = [t for t in doc[end + 2 :] if not t.is_punct]
    if not tail or len(tail) > 4 or (tail[0].lower_ not in _MONTHS and not tail[0].like_num):
        return False
    return any(
        t.like_num and t.text.isdigit() and len(t.text) == 4 and _calendar_date(t, None)
        for t in tail
    )


def _calendar_date(year: Token, head: Token | None) -> bool:
    """Is the year-like ``year`` part of a month-and-day date ("April 12 1979", "3 March
    1920"), with no "since"/"until"/"by" governing it below ``head`` (those bound an interval that
    goes with the perfect: "has grown since April 1990")? With no ``head`` (a date standing
    apart after a comma) nothing above the date is looked at."""
    month = next(
        (w for w in (year.head, year.head.head) if w.lower_ in _MONTHS and w.tag_ == "NNP"),
        None,
    )
    if month is None or not any(
        c.like_num and c.i != year.i and c.text.isdigit() and len(c.text) <= 2
        for c in list(month.children) + list(year.children)
    ):
        return False
    node = month
    while head is not None and node.i != head.i and node.head.i != node.i:
        node = node.head
        if node.pos_ == "ADP":
            # the first preposition above the date governs it: "since April 1990" bounds an
            # interval, "on the list, April 12 1979" or "by the masons, June 5" does not
            return node.dep_ == "agent" or node.lower_ not in (
                "since",
                "until",
                "till",
                "by",
                "from",
            )
    return True


#: Subordinators of time (Quirk et al. 1985 §15.25).
_TIME_MARKS = frozenset({"when", "after", "before", "as", "while", "once"})


#: Adverbs that go with the perfect and its current relevance ("had left already", "had
#: just/never/ever seen"; Quirk et al. 1985 §4.21-22): with them a past matrix keeps "had".
_PERFECT_ADVERBS = frozenset({"already", "just", "never", "ever", "yet", "since", "long"})


#: Determiners of a generic or quantified restrictor ("in a puzzle", "in some cultures", "each
#: player"): Krifka et al. 1995 on indefinite and quantified restrictors of generic sentences.
_GENERIC_DETERMINERS = frozenset({"a", "an", "some", "each", "every", "any", "many", "most"})


def _generic_frame(verb: Token, controller: Token | None) -> bool:
    """A quantified or indefinite controller ("each player"), or a prepositional adjunct
    before the trigger with an indefinite or quantified object ("In a puzzle, ...", "in some
    cultures") on the trigger or a clause above it (up to three heads)."""
    if controller is not None and any(
        c.dep_ == "det" and c.lower_ in ("each", "every", "any") for c in controller.children
    ):
        return True
    tok = verb
    for _ in range(4):
        for prep in tok.children:
            if prep.dep_ != "prep" or prep.i > verb.i:
                continue
            for obj in (c for c in prep.children if c.dep_ == "pobj"):
                if any(
                    c.dep_ in ("det", "amod") and c.lower_ in _GENERIC_DETERMINERS
                    for c in obj.children
                ):
                    return True
        if (
            tok.head.i == tok.i
            or tok.dep_ in ("relcl", "acl")
            or tok.head.pos_ not in _CLAUSE_HEADS
        ):
            # only clauses above the trigger: a relative clause's noun and its "of all new
            # hires" are no restrictor of the clause (read-through of stop 48: "a database of all
            # new hires that is expected to yield ..." rendered "yields")
            break
        tok = tok.head
    return False


_CLAUSE_HEADS = frozenset({"VERB", "AUX"})

#: Prepositions of exception that take a that-clause ("except that", "save that", "but that").
_EXCEPTION_PREPOSITIONS = frozenset({"except", "excepting", "save"})


def _exception_frame(doc: Doc, verb: Token) -> set[int]:
    """Everything outside the trigger's clause when that clause is the "that"-complement of a
    preposition of exception ("They work alike, except that multiplication need not be
    commutative"): "except that S" is an exception to the host clause (Quirk et al. 1985
    §9.58-9.59, §14.12 on prepositions with that-clauses; CGEL ch. 7 §4.1), and in place the
    hypothesis would state the exception's negation as the exception ("..., except that
    multiplication is commutative"), which says something else; the clause alone ("Multiplication
    is commutative") is the complement (sixty-second pass, vc55)."""
    if verb.dep_ not in ("pcomp", "pobj") or verb.head.lower_ not in _EXCEPTION_PREPOSITIONS:
        return set()
    mark = next((c for c in verb.children if c.dep_ == "mark" and c.lower_ == "that"), None)
    if mark is None:
        return set()
    last = len(doc) - 1
    while last > verb.right_edge.i and doc[last].is_punct:
        last -= 1
    keep_end = verb.right_edge.i
    outside = set(range(0, mark.i + 1)) | set(range(keep_end + 1, last + 1))
    return outside


def _perfect_adverb(to: Token, head: Token) -> bool:
    """The infinitive's own words hold an adverb of the perfect ("to have left already")."""
    return any(t.lower_ in _PERFECT_ADVERBS for t in head.subtree if t.i > to.i)


#: Adverbs that extend a state up to now (Quirk et al. 1985 §4.21-4.22, §8.57): with them the
#: present perfect of a state is continuative and stays.
_CONTINUATIVE_ADVERBS = frozenset({"long", "always", "ever", "still", "since", "lately"})


def _demonstrative_of_indefinite(doc: Doc, controller: Token, start: int) -> bool:
    """Does the controller phrase open with a singular demonstrative ("that program") whose
    antecedent is an indefinite with the same noun earlier in the sentence ("the execution of
    a program requires that program to be in memory")?

    The demonstrative points back to the noun phrase inside the premise (Quirk et al. 1985
    §6.41 on anaphoric "that"; Halliday & Hasan 1976 ch. 2); lifted out alone, "That program is
    in memory." reads as pointing at a program outside the text. The definite article is the
    anaphoric determiner of a second mention of an indefinite (Quirk et al. 1985 §5.28-5.32;
    Heim 1982 on familiarity), so "The program is in memory." keeps the link to the premise's
    "a program" (s1203b verb-036; stop 70 vc116)."""
    first = doc[start]
    if first.lower_ not in ("this", "that") or controller.tag_ != "NN" or first.i >= controller.i:
        return False
    for t in doc[:start]:
        if t.lemma_.lower() == controller.lemma_.lower() and t.tag_ == "NN":
            return any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in t.children)
    return False


def _remains_to_be_seen(head: Token) -> bool:
    """Is ``head`` the "seen" of a passive "to be seen" (the idiom "remains to be seen")?"""
    return head.lower_ == "seen" and any(
        c.dep_ == "auxpass" and c.lower_ == "be" for c in head.children
    )


def _past_copular_state(participle: Token | None, head: Token) -> bool:
    """Is the perfect infinitive a copular "have been" + complement with no adjunct of
    duration ("appears to have been the first to use", "seems to have been ill")?

    A state in the present perfect is continuative, leading up to now, and needs an adjunct of
    duration ("has been ill for a week", "has always been"); without one, "has been the first"
    says the state still holds or counts as experience (Quirk et al. 1985 §4.21-4.22; CGEL ch.
    3 §5.3 on the continuative perfect). A verb of appearance has its plain infinitive for a
    present state ("appears to be the first"), so the perfect one places the state in the past,
    and its finite counterpart is the preterite (CGEL ch. 3 §5.3 on the non-finite perfect as
    the counterpart of both the preterite and the present perfect; Quirk et al. 1985 §14.9).
    Events ("seems to have shut down", "appears to have been built") keep the present perfect
    (hundred-first pass, vc95)."""
    if participle is None or participle.i != head.i or participle.lower_ != "been":
        return False
    if not any(c.dep_ in ("attr", "acomp") for c in head.children):
        return False
    for t in head.subtree:
        if t.lower_ in _CONTINUATIVE_ADVERBS and t.dep_ in ("advmod", "prep"):
            return False
        near = (head.i, *(c.i for c in head.children))
        if t.lower_ == "for" and t.dep_ == "prep" and t.head.i in near:
            return False
    return True


def _durative_long(to: Token, head: Token) -> bool:
    """Is there a durative "long" inside the perfect infinitive ("seems to have long gone
    dead", "appears to have long since sunk")? "long" as an adverb of duration ("for a long
    time") goes with the perfect of a state lasting up to now (Quirk et al. 1985 §4.21-4.22,
    §8.57 on "long" as a duration adjunct, non-assertive except with the perfect: "*It long
    went dead", "It has long gone dead"), so the hypothesis keeps "has" (hundredth pass,
    vc94). "as long as" is a subordinator, no adverb of the verb."""
    return any(
        t.lower_ == "long"
        and t.dep_ == "advmod"
        and t.head.i in (head.i, *(c.i for c in head.children))
        for t in head.subtree
        if to.i < t.i < head.i
    )


def _by_reference_time(verb: Token) -> bool:
    """Has the past matrix ``verb`` a "by"-phrase of time ("By the mid-1990s, X seemed to have
    displaced Y")? "by + time" sets the reference time up to which the event is complete and
    takes the perfect (Quirk et al. 1985 §4.22, §9.38 on "by" = 'not later than'; Declerck
    1991 on the past perfect with a past reference time). It stays in the hypothesis, so the
    past perfect has its reference time there and the perfect infinitive becomes "had
    displaced", not a bare "displaced" ("*By the mid-1990s, X displaced Y"); stop 71, vc118
    (s1203c verb-033)."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "by":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj":
                continue
            if obj.ent_type_ in ("DATE", "TIME") or _BY_TIME.search(obj.text):
                return True
            if obj.lemma_.lower() in _BY_TIME_NOUNS:
                return True
    return False


#: A year or decade ("1990", "the 1990s", "the mid-1990s", "the '80s") and the nouns that name
#: a point or stretch of time ("by that time", "by the end of the war", "by the next century").
_BY_TIME = re.compile(r"^(?:(?:early|mid|late)-?)?(?:1[0-9]{3}|20[0-9]{2}|'[0-9]0)s?$")
_BY_TIME_NOUNS = frozenset({"time", "end", "century", "decade", "year", "age", "era", "point"})


def _bracketed_verb_group(verb: Token) -> bool:
    """Does a bracket with a finite verb or modal close right before the trigger ("could be (but
    are not usually) considered to be")? The bracket holds a second verb group coordinated with
    the first on the shared trigger (Quirk et al. 1985 §13.84-13.90 on coordination of
    auxiliaries and right-node raising; §17.65 on parenthetic insertion): the matrix verb group
    is split across it, and neither dropping the trigger nor negating it leaves one clause
    ("*could be (but not usually) are enumerated types"). The hypothesis, so both pairs, is
    flagged ``matrix-adjunct-in-hypothesis:bracket``; stop 71, vc118 (s1203c verb-068)."""
    doc = verb.doc
    i = verb.i - 1
    while i >= verb.sent.start and doc[i].dep_ in ("advmod", "aux", "auxpass", "neg"):
        i -= 1
    if i < verb.sent.start or doc[i].text != ")":
        return False
    j = i - 1
    while j >= verb.sent.start and doc[j].text != "(":
        j -= 1
    if j < verb.sent.start:
        return False
    return any(t.tag_ in FINITE_TAGS or t.tag_ == "MD" for t in doc[j + 1 : i])


def _perfect_infinitive_trigger(verb: Token) -> Token | None:
    """The bare perfect "have" of a trigger that is itself a perfect infinitive ("seemed to
    have expected him to", "is said to have persuaded him to"), or None. A modal perfect
    ("would have asked him to") has its "have" after the modal, not after "to", and keeps it."""
    if verb.tag_ != "VBN":
        return None
    auxes = [c for c in verb.children if c.dep_ == "aux" and c.i < verb.i]
    have = next((a for a in auxes if verb_lemma(a) == "have" and a.tag_ == "VB"), None)
    if have is None or any(a.tag_ == "MD" for a in auxes):
        return None
    to = next((a for a in auxes if a.lower_ == "to" and a.i < have.i), None)
    return have if to is not None else None


def _perfect_infinitive_participle(first: Token, head: Token) -> Token | None:
    """The participle after the perfect "have" that opens an infinitive ("to have been", "to
    have left"), or None when ``first`` is no perfect auxiliary."""
    if first.i == head.i or first.dep_ != "aux" or verb_lemma(first) != "have":
        return None
    later = (t for t in (*head.children, head) if t.i == head.i or t.dep_ in AUX_DEPS)
    nxt = min((t for t in later if t.i > first.i), key=lambda t: t.i, default=None)
    return nxt if nxt is not None and nxt.tag_ == "VBN" else None


def _matrix_conjunct_of_infinitive(doc: Doc, head: Token) -> set[int]:
    """A tensed verb phrase the parser coordinated with the infinitive ("They persuaded him to
    resign and left the room"), with the coordinator and the comma before it.

    Coordination joins like constituents (Quirk et al. 1985 §13.2; Sag, Gazdar, Wasow & Weisler
    1985): an infinitive has no tense, so a past or present-tense conjunct without a subject of
    its own cannot be coordinated with it; it is a second predicate of the matrix subject
    ("[persuaded him to resign] and [left the room]"), and in the hypothesis it would be said
    of the controller ("He resigned and left the room"; issue #12, eighth review)."""
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < head.i:
            continue
        if conj.tag_ == "IN" and _tensed_after_fronted_phrase(conj):
            # "planned to build airships and in 1909 ordered a hangar": the parser coordinated
            # the fronted PP of the second predicate ("in 1909") with the infinitive and hung
            # the tensed verb inside it; a PP is no conjunct of a VP either (fifteenth pass)
            return _conjunct_tokens(doc, head, conj)
        if conj.tag_ == "IN" and any(c.dep_ == "pobj" for c in conj.children):
            # "led people to believe it, and then to a contest": a prepositional phrase is no
            # like constituent of an infinitive clause (Quirk et al. 1985 §13.2), so it is a
            # second complement of the matrix verb ("led ... to a contest"), which would dangle
            # in the hypothesis ("*People believed it, and then to a contest"; stop 74, vc131)
            return _conjunct_tokens(doc, head, conj)
        # a past form the small tagger read as a participle ("wanted to leave but stayed[VBN]")
        # is no conjunct of a bare infinitive either: a participle coordinates only with a
        # participle ("to be seen and heard"), so after a VB head it is the matrix's past tense
        # (nineteenth pass, class 1: "She left but stayed" judged to carry matrix material)
        past_read_as_participle = conj.tag_ == "VBN" and head.tag_ == "VB"
        if conj.tag_ not in ("VBD", "VBZ", "VBP") and not past_read_as_participle:
            continue
        if _lone_participle_conjunct(conj):
            continue  # "to select files to be viewed and/or saved": a second participle
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in conj.children):
            continue
        return _conjunct_tokens(doc, head, conj)
    return _matrix_conjunct_below_infinitive(doc, head)


def _matrix_conjunct_below_infinitive(doc: Doc, head: Token) -> set[int]:
    """A tensed verb phrase with a direct object that the parser coordinated with a non-finite
    verb deeper inside the infinitive ("considered the waltz to be a form of music meant to be
    played in halls and largely disdained its popular versions": "disdained" a conj of
    "played"), with the coordinator and the comma before it (fifty-fifth pass).

    As in ``_matrix_conjunct_of_infinitive``, coordination joins like constituents (Quirk et al.
    1985 §13.2, §13.41): a past or present-tense verb without subject or auxiliary cannot be
    the conjunct of an infinitive or participle, and no tensed verb stands between it and the
    infinitive to be its partner, so it is the second predicate of the matrix subject. The
    direct object keeps out a passive participle the tagger read as a past ("meant to be
    played and disdained": a passive participle takes no direct object, CGEL ch. 16 §10)."""
    for conj in head.subtree:
        if conj.dep_ != "conj" or conj.i <= head.i or conj.tag_ not in ("VBD", "VBZ", "VBP"):
            continue
        if conj.head.i == head.i or conj.head.tag_ not in ("VB", "VBN", "VBG"):
            continue
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in conj.children):
            continue
        if not any(c.dep_ == "dobj" for c in conj.children):
            continue
        path = []
        node = conj.head
        while node.i != head.i and node.head.i != node.i:
            path.append(node)
            node = node.head
        if node.i != head.i:
            continue
        if any(
            t.tag_ in ("VBD", "VBZ", "VBP", "MD") or any(c.dep_ in SUBJECT_DEPS for c in t.children)
            for t in path
        ):
            continue  # "a form which was played and disdained ...": a relative's own conjunct
        return _conjunct_tokens(doc, conj.head, conj)
    return set()


def _additive_only(doc: Doc, verb: Token, conjunct: set[int]) -> str:
    """The value ":and" when the matrix conjunct kept in an in-place hypothesis is joined by "and" alone
    (no "but"/"yet"), else "" (forty-eighth pass).

    In place the conjunct keeps its own subject, the controller, which S asserts it of
    ("The probe failed to land and was lost" -> "The probe landed and was lost"), and an
    additive "and" relates nothing to the trigger (Quirk et al. 1985 §13.22 on additive vs.
    contrastive coordination): the hypothesis is the complement plus a conjunct S asserts, and
    a conjunction with an asserted conjunct keeps the complement's entailment, contradiction
    or open outcome (the label stays right). Judges kept such pairs after implicative and
    raising verbs ("failed to", "are thought to"; docs/verb_complement.md, forty-eighth pass).
    The caller keeps the defect after a future-oriented or conative verb ("decided to sell the
    house and moved to Spain" -> "She sold the house and moved to Spain"): "and" between events
    implicates their sequence (Levinson 2000 §2.3 on "and then"), so the hypothesis narrates
    the unrealized intention as the first of two events (round 13 rejections). A "but"
    conjunct answers the trigger ("tried to leave but stayed") and stays a defect too."""
    words = {doc[i].lower_ for i in conjunct if doc[i].dep_ == "cc"}
    heads = [doc[i] for i in conjunct if doc[i].dep_ == "conj" and doc[i].head.i not in conjunct]
    # only a finite predicate is asserted on its own ("and was silent"); a bare or to-
    # infinitive the parser hung on the matrix
    # ("..., lecture at the temple, and attend", "and to supervise") continues the complement
    # and garbles the in-place hypothesis; nor is a present form after a past trigger (the
    # tagger's reading of a bare verb: coordinated narrative predicates share their tense,
    # Quirk et al. 1985 §13.64)
    if len(heads) != 1 or words != {"and"}:
        return ""
    return ":and" if _same_tense(_finite_form(heads[0]), _finite_form(verb)) else ""


def _finite_form(predicate: Token) -> Token | None:
    """The word that carries ``predicate``'s tense: its first auxiliary, else itself; None if
    neither is finite."""
    form = agreeing_word(predicate)
    return form if form.tag_ in TENSED_TAGS or form.tag_ == "MD" else None


def _same_tense(form: Token | None, matrix: Token | None) -> bool:
    """Are both finite, and both past or both non-past (a modal goes with either)?"""
    if form is None or matrix is None:
        return False
    if form.tag_ == "MD" or matrix.tag_ == "MD":
        return True
    return (form.tag_ == "VBD") == (matrix.tag_ == "VBD")


def _tensed_after_fronted_phrase(prep: Token) -> bool:
    """Does a past-tense verb form follow the object of the preposition ``prep`` directly
    ("in 1909 ordered")? An -ed form right after a complete PP cannot modify the PP's noun
    (that would be "in the 1909-ordered"), so it is the predicate the PP was fronted in."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is None or obj.right_edge.i + 1 >= len(prep.doc):
        return False
    nxt = prep.doc[obj.right_edge.i + 1]
    return nxt.tag_ in ("VBD", "VBN") and nxt.lower_.endswith("ed") and nxt.head.i != obj.i


#: Adverbs of a result supplementive clause ("..., thus starting a war", "thereby ending"):
#: the -ing clause gives the result of the whole preceding clause's event (Quirk et al. 1985
#: §15.60, §8.137 on resultive conjuncts), here the matrix event (the refusal), not the
#: complement's.
RESULT_SUPPLEMENTIVE_ADVERBS = frozenset({"thus", "thereby", "hence", "therefore"})


def _final_comma_set(clause: Token) -> set[int]:
    """The token positions of ``clause`` with the comma before it when it is set off by that comma
    and ends the sentence (only punctuation after it), else none: a sentence-final adjunct
    set off by a comma belongs to the whole matrix (Quirk et al. 1985 §8.14, §15.49)."""
    doc = clause.doc
    start = clause.left_edge.i
    if start < 1 or doc[start - 1].text != ",":
        return set()
    end = _end_before_final_punct(doc, clause)
    if any(not t.is_punct for t in doc[end + 1 :]):
        return set()
    return set(range(start - 1, end + 1))


def _result_supplementive(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A comma-set "thus/thereby + V-ing" clause that ends the sentence after the complement,
    with the comma before it (fifteenth pass): in the hypothesis it would become the result
    of the complement's event ("She signed the treaty, thus starting a war" for "She refused
    to sign the treaty, thus starting a war"). Dropping an adjunct only weakens the
    hypothesis, so an entailment stays one."""
    for child in (*head.children, *verb.children):
        if child.dep_ != "advcl" or child.tag_ != "VBG" or child.i < head.i:
            continue
        adverb = child.left_edge
        if adverb.lower_ in RESULT_SUPPLEMENTIVE_ADVERBS and (span := _final_comma_set(child)):
            return span
    return set()


def _matrix_result_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A comma-set sentence-final "so that" clause hung on the matrix verb after the infinitive
    ("The guards never seem to notice that something is missing, so that the vault is sealed
    as usual"): set off by a comma it is a result clause (Quirk et al. 1985 §15.49, the comma
    separating result from purpose "so that"), and on the matrix it gives the result of the
    whole matrix state (here of never noticing), which the hypothesis does not have ("The
    guards notice that something is missing, so that the vault is sealed as usual" makes the
    sealing follow from the noticing). Dropping an adjunct only weakens the hypothesis, so an
    entailment or contradiction of the complement's event stays one; a "so that" inside the
    complement (a dependent of its verb) stays."""
    for child in verb.children:
        if child.dep_ != "advcl" or child.i <= head.right_edge.i:
            continue
        so = child.left_edge
        if so.lower_ != "so" or so.i + 1 >= len(doc) or doc[so.i + 1].lower_ != "that":
            continue
        if span := _final_comma_set(child):
            return span
    return set()


def _comma_set_purpose_conjunct(doc: Doc, head: Token) -> set[int]:
    """A comma-set ", and/or to V ..." that the parser coordinated with a purpose infinitive of
    the complement's ``head`` ("decided to travel to France to escape the scandal, and to take
    part in the events": "to take part" a conj of the purpose "to escape"), with the comma, the
    coordinator and the conjunct's subtree; else the empty set (seventy-sixth pass).

    The second infinitive is ambiguous: a second purpose of the complement's verb, or a second
    infinitive of the matrix ("decided [to travel ...], and [to take part ...]"), which the comma
    before the coordinator favours (Quirk et al. 1985 §13.64 on repeated "to" in coordinated
    infinitives; App. III §III.11 on the comma that sets off a coordinated clause-level
    constituent). Left with its "to" in the finite hypothesis it reads as a stray adjunct of the
    rewritten verb ("Mary traveled to Spain to escape the shame, and to take part in ..."), the
    finite rewrite is right on the matrix reading only, and the cut ("Mary traveled to Spain to
    escape the shame.") is what the complement says on either reading: dropping a conjunct only
    weakens the hypothesis. A purpose conjunct without the comma ("to see the paintings and to
    meet the curator") is one purpose phrase and stays; a comma-set purpose adjunct that opens a
    list is ``_listed_infinitive_adjuncts``'s, rewritten as list items."""
    for adjunct in head.children:
        if adjunct.dep_ != "advcl" or adjunct.i <= head.i or adjunct.tag_ != "VB":
            continue
        to = next((c for c in adjunct.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        if to is None or doc[to.i - 1].text == ",":
            continue
        for conj in adjunct.conjuncts:
            if conj.i <= adjunct.i or conj.tag_ != "VB":
                continue
            conj_to = next((c for c in conj.children if c.dep_ == "aux" and c.lower_ == "to"), None)
            if conj_to is None or conj_to.i < 2 or conj_to.i != conj.left_edge.i:
                continue
            cc, comma = doc[conj_to.i - 1], doc[conj_to.i - 2]
            if cc.lower_ not in ("and", "or") or comma.text != ",":
                continue
            last = conj.right_edge.i
            opened = sum(t.text == "(" for t in doc[comma.i : last + 1])
            while opened > 0 and last + 1 < len(doc) and doc[last + 1].text == ")":
                last += 1  # "(1790)": the parser hung the closing bracket outside the conjunct
                opened -= 1
            return set(range(comma.i, last + 1))
    return set()


#: Dependencies the parser gives a to-infinitive of the matrix verb.
_INFINITIVE_DEPS = frozenset({"xcomp", "advcl", "ccomp"})


def _to_infinitive(token: Token) -> bool:
    """A to-infinitive: "to" + a word that is a verb (not an adjective the tagger read as one,
    "to literal three-dimensionality")."""
    if token.tag_ != "VB" or not getAllLemmas(token.lower_, upos="VERB"):
        return False
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children)


def _listed(infinitive: Token) -> bool:
    """Is the to-infinitive an item of a list ("to open the door, to break the window, and to
    climb the wall"): after a comma or a coordinator, or coordinated? A list's items are
    complements alike (Quirk et al. 1985 §13.41), no purpose adjunct."""
    before = infinitive.doc[infinitive.left_edge.i - 1] if infinitive.left_edge.i > 0 else None
    listed = before is not None and (before.text == "," or before.dep_ == "cc")
    return listed or infinitive.dep_ == "conj"


def earlier_infinitive(verb: Token, head: Token) -> Token | None:
    """The to-infinitive of ``verb`` before ``head``, when ``head`` is a second one: "The city
    needs to be coastal (next to one of these tiles) to build this improvement". A catenative
    verb takes one infinitival complement (Quirk et al. 1985 §16.38; CGEL ch. 14 §4); a second
    infinitive after it is a purpose adjunct of the whole predicate, the goal relative to which
    the necessity holds in an anankastic sentence (von Fintel & Iatridou 2005; Quirk et al.
    §15.48), so "to build" is no complement of "needs" (no candidate) and no part of the
    first complement's event: "*The city will be coastal to build this improvement" (s1202e
    verb-017) is cut at it by the rewriter."""
    if _listed(head):
        return None
    for c in verb.children:
        if verb.i < c.i < head.i and c.dep_ in _INFINITIVE_DEPS and _to_infinitive(c):
            return c
    return None


def later_infinitive(verb: Token, head: Token) -> Token | None:
    """The purpose infinitive of ``verb`` after its complement ``head`` (see
    ``earlier_infinitive``), or None. Also one the parser hung on a copular complement ("needs
    to be coastal to build X", "to build" an advcl of "be"): a purpose clause needs a
    controllable event to be the purpose of (Quirk et al. 1985 §15.48; Jones 1991, Purpose
    Clauses, ch. 2), which a state of being is not, so it is the matrix verb's."""
    for c in verb.children:
        if c.i > head.right_edge.i and c.dep_ in _INFINITIVE_DEPS and _to_infinitive(c):
            return None if _listed(c) else c
    if head.lemma_ != "be" or any(c.dep_ == "auxpass" for c in head.children):
        return None
    return next(
        (
            c
            for c in head.children
            if c.dep_ in ("advcl", "xcomp")
            and _to_infinitive(c)
            and not _listed(c)
            and not _after_predicative_adjective(c)
        ),
        None,
    )


#: Adjectives of relation whose complement is a "to"-phrase naming the other relatum ("X is
#: isomorphic/equivalent/similar to Y"; Quirk et al. 1985 §16.69 on adjective complementation
#: by a prepositional phrase; CGEL ch. 7 §13; the symmetric predicates of Gleitman 1965).
_TO_COMPLEMENT_ADJECTIVES = frozenset(
    {"isomorphic", "homomorphic", "homeomorphic", "equivalent", "identical", "similar"}
    | {"equal", "analogous", "comparable", "proportional", "orthogonal", "parallel"}
    | {"perpendicular", "adjacent", "akin", "congruent", "dual", "related", "reducible"}
)


def _after_predicative_adjective(clause: Token) -> bool:
    """Does the "to" of ``clause`` come right after a predicative adjective of relation ("be
    isomorphic to ...")? There "to" opens the adjective's prepositional complement, which the
    tagger read as an infinitive ("to graph colouring"): part of the predicate, no purpose
    adjunct of the matrix verb, so cutting it truncates the hypothesis ("This problem is
    isomorphic."; s1204g verb-065). A plain adjective ("needs to be strong to carry X")
    takes no such complement and its infinitive stays the matrix verb's purpose."""
    first = clause.left_edge
    if first.i == 0 or first.lower_ != "to":
        return False
    before = first.nbor(-1)
    return before.lower_ in _TO_COMPLEMENT_ADJECTIVES and before.head.lemma_ == "be"


def _final_purpose_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A sentence-final "in order to/for ..." or "so as to ..." clause after the infinitive
    (twenty-seventh pass): it can give the goal of the matrix predicate, as with the necessity
    of "have to"/"need to" in anankastic sentences ("You have to be careful in order for the
    firm to survive": the goal relative to which the necessity holds; von Fintel & Iatridou
    2005; Quirk et al. 1985 §15.48 on purpose clauses), and is then no part of the
    complement's event ("*You are careful in order for the firm to survive"). Dropping an
    adjunct only weakens the hypothesis, so an entailment or a contradiction of the bare
    infinitive's event stays one.

    Not when the trigger's clause is the value of a specificational copula kept in the
    hypothesis ("The problem with critics is that they tend to praise old films in order to
    look wise"): "the problem is that P" identifies the problem with P, a position that is
    neither upward nor downward entailing (Higgins 1979 on specificational sentences; CGEL ch.
    4 §5.5), so "the problem is that they praise old films" names another problem and the
    clause stays whole (hundred-thirteenth pass, vc107; s1202v verb-017, verb-021)."""
    if verb.dep_ == "ccomp" and verb.head.lemma_.lower() == "be" and verb.head.i < verb.i:
        return set()
    last = max(head.right_edge.i, verb.right_edge.i)
    while last > head.i and doc[last].is_punct:
        last -= 1
    for tok in doc[head.i + 1 : last + 1]:
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is None:
            break
        purpose = (tok.lower_ == "in" and nxt.lower_ == "order") or (
            tok.lower_ == "so" and nxt.lower_ == "as"
        )
        if not purpose or tok.i + 2 >= len(doc) or doc[tok.i + 2].lower_ not in ("to", "for"):
            continue
        if tok.head.i not in (head.i, verb.i) and tok.head.head.i not in (head.i, verb.i):
            continue  # a purpose clause inside an object or a deeper clause stays
        start = tok.i - 1 if doc[tok.i - 1].text == "," else tok.i
        return set(range(start, last + 1))
    purpose = later_infinitive(verb, head)
    if purpose is not None and purpose.left_edge.i > head.i:
        # a second to-infinitive of the matrix verb: its purpose adjunct (ninety-fifth pass;
        # ``earlier_infinitive`` / ``later_infinitive`` above)
        start = purpose.left_edge.i
        start -= 1 if doc[start - 1].text == "," else 0
        return set(range(start, max(last, purpose.right_edge.i) + 1))
    return set()


#: Predicates of a sentential relative clause (", which is evidenced by X", ", which means
#: that ...", ", which is why ..."): verbs of evidence and inference whose subject "which" stands
#: for the whole preceding clause, not for the noun before the comma (Quirk et al. 1985 §15.57
#: on sentential relative clauses; CGEL ch. 12 §4.4).
SENTENTIAL_RELATIVE_VERBS = frozenset(
    {"evidence", "mean", "show", "suggest", "prove", "indicate", "explain", "demonstrate"}
    | {"confirm", "imply", "reflect", "illustrate", "attest"}
)


def sentential_relative(doc: Doc, head: Token) -> set[int]:
    """A comma-set ", which is evidenced by ..." / ", which is why ..." clause that ends the
    sentence inside the complement's span, else the empty set (eighteenth pass). Its "which"
    takes the whole preceding clause, the trigger included, as its antecedent (Quirk et al.
    1985 §15.57): in the hypothesis it would comment on the complement's event ("She won the
    title, which is evidenced by the trophy" for "She managed to win the title, ..."), in ¬S on
    a negated one. Dropping it only weakens the hypothesis, so the label stays right."""
    for rel in comma_which_clauses(head, ("relcl",)):
        first = rel.left_edge
        why = any(c.lower_ == "why" for c in rel.subtree) and verb_lemma(rel) == "be"
        if verb_lemma(rel) not in SENTENTIAL_RELATIVE_VERBS and not why:
            continue
        end = _end_before_final_punct(doc, rel)
        if any(not t.is_punct for t in doc[end + 1 :]):
            continue
        return set(range(first.i - 1, end + 1))
    return set()


#: Heads a nominal relative clause hangs on: a ", which" clause on anything else modifies a
#: predicate or a clause.
_NOMINAL_POS = frozenset({"NOUN", "PROPN", "PRON", "NUM"})


def event_relative_start(doc: Doc, start: int, end: int) -> int | None:
    """The index of the comma of a ", which ..." clause inside ``doc[start:end]`` whose
    "which" is not the relative of a noun phrase, else None (twenty-sixth pass, class 2).

    The parser hangs such a clause on a verb or adjective ("She started to cry, which
    surprised everyone": advcl of "cry"; "showed that they were willing to stay, which sent a
    clear message": advcl of "were"): a "which" with a clausal antecedent is a sentential
    relative (Quirk et al. 1985 §15.57; CGEL ch. 12 §4.4), a comment on the whole matrix
    event, the trigger included ("her crying surprised everyone" is not what S says; "showing
    it sent a message" is). In the hypothesis it would be asserted of the complement alone.
    A non-restrictive relative is a separate assertion (Quirk et al. §17.22), so cutting it
    only weakens the hypothesis and the label stays right. "the museum, which was closed" (a
    relcl of a noun) stays: it describes a participant of the complement."""
    for which in doc[max(start, 1) : end]:
        if which.lower_ != "which" or doc[which.i - 1].text != ",":
            continue
        if which.dep_ not in ("nsubj", "nsubjpass", "dobj"):
            continue
        clause = which.head
        if clause.dep_ not in ("advcl", "relcl", "ccomp", "conj", "parataxis"):
            continue
        if clause.head.i > which.i:
            continue
        if (
            clause.head.pos_ in _NOMINAL_POS
            and not _truth_predicate(clause)
            and not _evaluative_comment(clause)
            and not _final_occurrence_relative(doc, clause, end)
            and not _final_relevance_comment(doc, clause, end)
        ):
            continue
        return which.i - 1
    return None


#: Predicates of truth and evidence, said of propositions, not of things (Vendler 1967 ch. 5;
#: Asher 1993 on abstract objects): "which may not be true" after "assumes that the comet will
#: break apart near the sun" is said of the assumption's content, not of the sun.
TRUTH_ADJECTIVES = frozenset(
    {"true", "untrue", "false", "correct", "incorrect", "accurate", "inaccurate", "unproven"}
)


#: Verbs of occurrence, said of events and of states of affairs, not of things (Vendler 1967
#: ch. 5 on event predicates; Asher 1993): "indicated that there should be a famine all over
#: the world, which also happened in the days of Claudius" has "which" take the foretold
#: state of affairs, and the comment that it came about is the narrator's, asserted of the
#: matrix report (Quirk et al. 1985 §15.57, §17.22 on sentential relatives), no part of the
#: content clause (stop 86, vc174; s1205q verb-055). A non-restrictive relative is a
#: separate assertion, so cutting it only weakens the hypothesis.
OCCURRENCE_VERBS = frozenset({"happen", "occur", "transpire"})


def _final_occurrence_relative(doc: Doc, clause: Token, end: int) -> bool:
    """Is ``clause`` an OCCURRENCE_VERBS relative that closes the span (nothing but punctuation
    after it before ``end``)? Inside the clause ("that the meeting, which occurred on Monday,
    had been cancelled") it is a noun's own relative and stays."""
    if verb_lemma(clause) not in OCCURRENCE_VERBS:
        return False
    return all(t.is_punct for t in doc[clause.right_edge.i + 1 : end])


#: Predicates of relevance ("which shouldn't matter", "which is irrelevant"): said of facts,
#: not of things (Vendler 1967 ch. 5 on fact-taking predicates; Asher 1993 on abstract
#: objects), so a final ", which" clause of this kind takes the reported state of affairs as
#: its antecedent and is the writer's comment on it (Quirk et al. 1985 §15.57; CGEL ch. 12
#: §4.4 on supplementary relatives as the speaker's commitment; Potts 2005 on supplements),
#: no part of the content clause (stop 93, vc192; s9301 verb-051).
RELEVANCE_VERBS = frozenset({"matter"})
RELEVANCE_ADJECTIVES = frozenset({"irrelevant", "immaterial"})


def _final_relevance_comment(doc: Doc, clause: Token, end: int) -> bool:
    """Is ``clause`` a relative of relevance ("which shouldn't matter", "which is
    irrelevant") that closes the span? Inside the clause it stays, like
    ``_final_occurrence_relative``."""
    relevance = verb_lemma(clause) in RELEVANCE_VERBS or (
        verb_lemma(clause) == "be"
        and any(c.dep_ == "acomp" and c.lower_ in RELEVANCE_ADJECTIVES for c in clause.children)
    )
    return relevance and all(t.is_punct for t in doc[clause.right_edge.i + 1 : end])


def _truth_predicate(clause: Token) -> bool:
    """Is ``clause`` (a relative hung on a noun) "which is/may be true/false/..."? Its "which"
    then has a clausal antecedent, whatever the parser's attachment (forty-eighth pass).

    So is a relative with a verbless conditional of truth, "which, if true, would make ..."
    (sixty-fourth pass, vc58): the elided subject of "if true" is the relative's "which"
    (Quirk et al. 1985 §15.34 on verbless adverbial clauses, whose subject is recovered from
    the host), and truth is said of propositions only (Vendler 1967 ch. 5): the antecedent is
    the reported content, and the comment that hedges it belongs to the reporter, not to the
    content (Quirk §15.57 on sentential relatives)."""
    if verb_lemma(clause) == "be" and any(
        c.dep_ == "acomp" and c.lower_ in TRUTH_ADJECTIVES for c in clause.children
    ):
        return True
    return any(
        c.lower_ in TRUTH_ADJECTIVES
        and c.dep_ in ("advcl", "amod", "acomp", "advmod", "conj")
        and any(m.lower_ == "if" and m.i < c.i for m in c.children)
        for c in clause.children
    )


#: Adjectives of the writer's evaluation of a fact, the bases of Quirk et al.'s (1985 §8.127)
#: evaluative disjuncts ("oddly", "surprisingly", "ironically"), which judge a proposition or
#: an event, never a thing's properties ("an odd choice", "which seems strange").
EVALUATIVE_ADJECTIVES = frozenset(
    {
        "odd", "strange", "curious", "surprising", "unsurprising", "ironic", "remarkable",
        "astonishing", "amazing", "bizarre", "puzzling", "understandable", "unfortunate",
        "fortunate", "lucky", "sad", "regrettable", "predictable", "unexpected",
    }
)  # fmt: skip
#: Copular verbs of a ", which" comment ("which is/seems/appears/sounds odd").
_COMMENT_COPULAS = frozenset({"be", "seem", "appear", "sound"})


def _evaluative_comment(clause: Token) -> bool:
    """Is ``clause`` (a relative hung on a noun) "which is/seems an odd choice", "which seems
    strange"? A relative whose only predicate is an evaluative adjective, alone or modifying
    its predicative noun, judges a fact or a choice (Quirk et al. 1985 §8.127 on evaluative
    disjuncts, §15.57 on sentential relatives as the writer's comment): its "which" has the
    reported event or proposition as antecedent, and the comment is the reporter's, no part
    of the complement (sixty-fifth pass, vc59; "which is the oldest in the region" stays)."""
    if verb_lemma(clause) not in _COMMENT_COPULAS:
        return False
    for pred in clause.children:
        if pred.dep_ not in ("acomp", "attr", "xcomp", "oprd"):
            continue
        if pred.lower_ in EVALUATIVE_ADJECTIVES:
            return True
        if pred.pos_ == "NOUN" and any(
            m.dep_ == "amod" and m.lower_ in EVALUATIVE_ADJECTIVES for m in pred.children
        ):
            return True
    return False


def _event_relative(doc: Doc, head: Token) -> set[int]:
    """The ", which ..." sentential relative after the infinitive (``event_relative_start``),
    up to the sentence's final punctuation."""
    right = _end_before_final_punct(doc, head.sent.root)
    cut = event_relative_start(doc, head.i + 1, right + 1)
    if cut is None:
        return set()
    return set(range(cut, right + 1))


def _gapped_object_infinitive(doc: Doc, head: Token) -> set[int]:
    """A second "object + to-infinitive" the parser split into a noun conjunct and an adverbial
    infinitive ("They invited him to be its president and the Treasury to print his face":
    "the Treasury" conj of "president", "to print" advcl of "be"), with the coordinator before
    it; else the empty set.

    "invited [him to be its president] and [the Treasury to print his face]" coordinates two
    object + infinitive strings after one verb, a gapped second clause (Ross 1970 on gapping;
    Quirk et al. 1985 §13.92-13.93 on coordination of non-constituents): the second infinitive
    has its own controller, so in the hypothesis "He was its president and the Treasury to
    print his face" it is garbled. Cutting the second string leaves the first controller's
    complement; it only weakens the hypothesis, so an object-control verb's entailment or
    neutral label stays right (issue #12, blind reviews of 11/2026)."""
    for noun in head.subtree:
        if noun.dep_ != "conj" or noun.pos_ not in ("NOUN", "PROPN", "PRON") or noun.i < head.i:
            continue
        after = noun.right_edge.i + 1
        if after >= len(doc) or doc[after].lower_ != "to" or doc[after].dep_ != "aux":
            continue
        infinitive = doc[after].head
        if infinitive.dep_ != "advcl" or infinitive.i < after:
            continue
        cc = next(
            (c for c in noun.head.children if c.dep_ == "cc" and c.i < noun.left_edge.i), None
        )
        if cc is None:
            continue
        start = cc.i
        while start - 1 > head.i and doc[start - 1].text == ",":
            start -= 1
        end = _end_before_final_punct(doc, infinitive)
        return set(range(start, end + 1))
    return set()


def _end_before_final_punct(doc: Doc, token: Token) -> int:
    """The last index of ``token``'s subtree, without the sentence-final stop or quotes that the
    parser hung on it: a span cut out of the sentence keeps the sentence's own full stop."""
    end = token.right_edge.i
    while end > token.i and doc[end].is_punct and doc[end].text in ".!?\"'":
        end -= 1
    return end


def _conjunct_tokens(doc: Doc, head: Token, conj: Token) -> set[int]:
    """``conj``'s subtree with the coordinator (and a comma) before it, up to the sentence's
    final punctuation."""
    start = conj.left_edge.i
    while start - 1 > head.i and (
        doc[start - 1].dep_ == "cc"
        or doc[start - 1].text == ","
        or doc[start - 1].dep_ == "preconj"
    ):
        start -= 1
    end = _end_before_final_punct(doc, conj)
    return set(range(start, end + 1))


#: Reason adjuncts: "because"-clauses and the complex prepositions of reason ("because of",
#: "due to", "owing to", "thanks to"; Quirk et al. 1985 §9.45, §15.45). After an infinitival
#: complement they give the reason for the matrix situation (why he managed, why she refused),
#: and the parser attaches them to the last verb: in the hypothesis they would turn into a reason
#: for the complement ("He made the team due to injuries elsewhere"). Dropping an adjunct only
#: weakens the hypothesis, so an entailment stays one (issue #12, eighth review).
REASON_PREPOSITIONS = frozenset({"because", "due", "owing", "thanks"})
REASON_MARKS = frozenset({"because"})


def _reason_since(doc: Doc, clause: Token) -> bool:
    """A finite "since"-clause with its own subject set off by a comma at the end of the
    sentence ("They didn't want to offend me, since I had been locked up before"): the reason
    reading of "since", a disjunct after the main clause (Quirk et al. 1985 §15.45, §8.135);
    temporal "since" is an adjunct integrated into the clause, without the comma ("I have
    wanted to travel since I was a child")."""
    if clause.dep_ != "advcl" or doc[clause.left_edge.i - 1].text != ",":
        return False
    mark = doc[clause.left_edge.i]
    if mark.lower_ != "since" or mark.dep_ != "mark" or mark.head.i != clause.i:
        return False
    return any(c.dep_ in SUBJECT_DEPS for c in clause.children)


#: The lexicographer files of the nouns that name a motive: feelings ("love", "fear", "pity",
#: "joy") and motives proper ("reason"), by their first WordNet sense.
_MOTIVE_LEXNAMES = frozenset({"noun.feeling", "noun.motive"})


def _motive_for(doc: Doc, prep: Token) -> bool:
    """A "for" phrase of motive set off by a comma ("Jonathan caused David to swear again, for
    the love that he had to him"): "for" with a noun of feeling or motive gives the cause or
    motive of an agent's act (Quirk et al. 1985 §9.45, "for fear of", "for joy", "for love of";
    §8.83 on reason adjuncts), and set off by a comma at the end of the sentence it is a
    peripheral adjunct of the whole clause, the matrix's, like the "because" adjuncts above.
    The parser hangs it on the infinitive's verb, the nearest one; in the hypothesis the motive
    would pass to the complement's subject, and a pronoun in it would rebind ("David swore
    again, for the love that he had to him": "he" is Jonathan in S; s1205s verb-022/043, stop
    88 vc177). Without a comma "for" is mostly of purpose, duration or beneficiary ("asked
    her to wait for an hour"), part of the complement, and stays."""
    if prep.dep_ != "prep" or prep.lower_ != "for" or doc[prep.i - 1].text != ",":
        return False
    noun = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if noun is None or noun.pos_ != "NOUN":
        return False
    return first_sense_lexname(noun.lemma_.lower(), "NOUN") in _MOTIVE_LEXNAMES


def _final_whereas_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A sentence-final "whereas" clause with a subject of its own after the infinitive ("Named
    pipes allow processes to communicate, whereas the normal kind can only be used by ...").

    "whereas" is purely contrastive (Quirk et al. 1985 §15.45; CGEL ch. 8 §4): its clause is a
    peripheral, disjunct-like adjunct that sets one whole proposition against another, here
    the matrix clause's claim about its subject against a claim about another thing ("the
    normal kind" = the normal pipe), not a part of what is allowed or wanted; the parser
    hangs it on the infinitive's verb, the nearest one. In the hypothesis the contrast would
    lose the side it contrasts with, and an elliptical noun phrase in it its antecedent
    (stop 74, vc132; s1204j verb-018). It goes: dropping it only weakens the hypothesis.
    Only under object control, where the matrix subject leaves the hypothesis; with a raising
    or subject-control verb the subject stays and so does the contrast (s1204h verb-062, kept:
    "The term tends to be reserved for X, whereas a list box might ..."). "while" is left alone, since it is also temporal ("allows it to run while X updates")."""
    last = max(head.right_edge.i, verb.right_edge.i)
    for child in (*head.children, *verb.children):
        if child.i < head.i or child.dep_ != "advcl" or child.right_edge.i < last - 1:
            continue
        if not any(c.dep_ == "mark" and c.lower_ == "whereas" for c in child.children):
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in child.children):
            continue
        return _final_adjunct_span(doc, child)
    return set()


def _final_adjunct_span(doc: Doc, child: Token) -> set[int]:
    """The token indices of a sentence-final adjunct with the comma before it, up to (not
    including) the final punctuation."""
    start = child.left_edge.i
    if doc[start - 1].text == ",":
        start -= 1
    return set(range(start, _end_before_final_punct(doc, child) + 1))


#: Raising passives whose S column is "+" although their "to" row is missing or "o": the
#: discovery passives ("was found/discovered to", the phenomenon's DISCOVERY_PASSIVES; White &
#: Rawlins 2018 rate them veridical) and "is known to" (the phenomenon's know:passive, +/o).
_VERIDICAL_RAISING_PASSIVES = frozenset({"find", "discover", "know"})


def _veridical_passive_report(verb: Token) -> bool:
    """Does the passive report ``verb`` pass its to-complement through in S ("is found/shown/
    known/proved to": "+" first half)? Then a frequency adjunct of the report counts the
    complement's occasions as well (see the matrix-adverb loop of ``to_complement``)."""
    lemma = verb_lemma(verb).lower()
    if lemma in _VERIDICAL_RAISING_PASSIVES:
        return True
    if lemma == "observe":
        # "are often observed to lead the herd": the raising passive of perception is o/o (the
        # phenomenon's observe:raising-passive), not the archaic implicative of its "+" row
        return False
    return signature_lexicon().get((lemma, "to"), ("o/o",))[0][0] == "+"


def _asserted_complement(verb: Token) -> bool:
    """Does S assert the to-complement's event: a positive implicative or factive first half
    ("+") in the signature lexicon, or an aspectual verb (``_unrealised_complement``)? Then a
    reason for the matrix act is a reason for the asserted event too ("Haman began to beg the
    queen for mercy, for he saw that he was in serious trouble" -> "Haman begged the queen for
    mercy, for he saw ...", judged kept in s1205u verb-035), as vc180 kept the purpose clause
    after "began to". After "seem/appear" the "for" clause gives the evidence for the
    appearance (Sweetser 1990 ch. 4 on epistemic conjunctions) and stays too ("this address
    seemed to satisfy ..., for she received him with ... affection", a prior pair judged kept),
    as vc177's coordinated-clause cut skips raising verbs."""
    lemma = verb_lemma(verb).lower()
    if lemma in _ASPECTUAL_VERBS:
        return True
    return signature_lexicon().get((lemma, "to"), ("o/o",))[0][0] == "+"


def _opens_for_clause(doc: Doc, clause: Token) -> bool:
    """Is ``clause`` a comma-set "for" clause of reason ("he tried to move, for he had not
    tested it")? The conjunction "for" gives the reason for the preceding main clause, is
    always attached to a main clause and follows it (Quirk et al. 1985 §13.15-13.19, §15.45;
    CGEL ch. 15 §2.3): after a to-complement it explains the matrix act, the trying, not the
    complement's event ("he moved, for he had not tested it" judged to explain nothing,
    s1205v verb-033), the same reason as vc181's cut in that-complements
    (``reason_for_clause``)."""
    return any(reason_for_clause(doc, t) == clause for t in doc[clause.left_edge.i : clause.i])


def _matrix_reason_adjunct(doc: Doc, verb: Token, head: Token, motive: bool = False) -> set[int]:
    """A sentence-final reason adjunct after the infinitive, on its head or on the matrix verb,
    with a comma before it; with ``motive`` also a "for" phrase of motive (``_motive_for``),
    under object control only: with subject control the motive stays with the same agent
    ("The helicopter chose to dip low, for some reason" -> "The helicopter dipped low, for some
    reason", RP19's gold complement).

    Also a closing bare-"that" purpose clause with "may"/"might" (clause_scope's
    ``that_purpose_clause``, the one the embedded premises cut): "You shall never seek to have
    peace with them, that you may be strong, and eat ..." -> "You shall have peace with them."
    The formal purpose clause (Quirk et al. 1985 §15.48) is an adjunct of the whole clause and
    gives the purpose of the matrix act, the seeking, wherever the parser hangs it (on the
    matrix verb or on the infinitive); in the hypothesis it would become the purpose of the
    complement's event, and after a negated matrix ("never seek") the purpose of an act S
    forbids (s1205t verb-002, stop 88 vc180). Its coordinated continuation ("and eat the good
    things of the land", sharing its "may") is in its subtree and goes with it. Dropping an
    adjunct only weakens the hypothesis, so the label stays right. Only where S leaves the
    complement unrealised (``_unrealised_complement``, as for ``_coordinated_main_clause``):
    after an implicative or aspectual verb S asserts the act, and the purpose is the purpose
    of the act it asserts ("she began to rub it, that it might fetch a higher price" -> "she
    rubbed it, that it might fetch a higher price", a pair judged kept as is)."""
    last = max(head.right_edge.i, verb.right_edge.i)
    purposes = set()
    if _unrealised_complement(verb):
        purposes = {that_purpose_clause(head), that_purpose_clause(verb)} - {None}
    for child in (*head.children, *verb.children):
        if child.i < head.i or child.right_edge.i < last - 1:
            continue  # only the last dependent: a reason adjunct ends the clause
        reason = (
            (child.dep_ == "prep" and child.lower_ in REASON_PREPOSITIONS)
            or (
                child.dep_ == "advcl"
                and any(c.dep_ == "mark" and c.lower_ in REASON_MARKS for c in child.children)
            )
            or _reason_since(doc, child)
            or (
                child.dep_ in ("advcl", "conj")
                and not _asserted_complement(verb)
                and verb_lemma(verb).lower() not in APPEARANCE_RAISING
                and _opens_for_clause(doc, child)
            )
            or (motive and _motive_for(doc, child))
            or child in purposes
        )
        if not reason:
            continue
        return _final_adjunct_span(doc, child)
    return set()


def _matrix_alternative_adjunct(doc: Doc, head: Token) -> set[int]:
    """A sentence-final "rather than / instead of" + -ing adjunct on an object-controlled
    infinitive ("Combining them allows the results to be used at once rather than requiring
    them to be stored"): the -ing clause has no subject of its own, and the implied subject of
    a non-finite adverbial clause is the subject of the clause it is attached to (Quirk et al.
    1985 §15.59, the attachment rule): here the matrix's ("combining them ... rather than
    requiring"). In the hypothesis the infinitive's subject would take it over ("*The results
    are used at once rather than requiring them to be stored"), a dangling participle. The
    adjunct goes: dropping it only weakens the hypothesis (hundred-eleventh pass, vc105;
    s1202t verb-015)."""
    for child in head.children:
        if child.i < head.i or child.dep_ != "prep":
            continue
        if child.lower_ == "than":
            alternative = any(c.lower_ == "rather" for c in child.children) or (
                child.i > 0 and doc[child.i - 1].lower_ == "rather"
            )
        else:
            alternative = (
                child.lower_ == "of" and child.i > 0 and doc[child.i - 1].lower_ == "instead"
            )
        gerund = next((c for c in child.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None)
        if not alternative or gerund is None:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in gerund.children):
            continue
        start = child.left_edge.i
        while start - 1 > head.i and doc[start - 1].lower_ in ("rather", "instead", ","):
            start -= 1
        end = _end_before_final_punct(doc, child)
        if end < head.right_edge.i - 1:
            continue  # not the last dependent
        return set(range(start, end + 1))
    return set()


#: Nouns of a "by"-phrase that says when or how, not who ("by noon", "by hand"): no agent.
_NON_AGENT_BY_NOUNS = frozenset(
    {
        "now",
        "then",
        "noon",
        "midnight",
        "tomorrow",
        "tonight",
        "today",
        "end",
        "time",
        "hand",
        "mail",
        "car",
        "bus",
        "train",
        "plane",
        "air",
        "sea",
        "phone",
        "email",
        "far",
        "way",
        "default",
        "chance",
        "mistake",
        "accident",
        "force",
        "law",
        "night",
        "day",
    }
)
#: Motion and posture verbs, whose "by" is locative ("asked to stand by the door").
_POSTURE_MOTION = frozenset(
    {"stand", "sit", "stay", "wait", "lie", "stop", "pass", "walk", "go", "come", "park", "live"}
)


#: Verbs of selection ("choose/select/appoint/elect/hire X to V"; Levin 1993 §29.1 appoint
#: verbs): the infinitive names a role or task the chosen one is to carry out afterwards, a
#: future irrealis infinitive like that of the future-oriented verbs (Wurmbrand 2014; Quirk
#: et al. 1985 §16.52). Directives ("urge/ask X to V") are left out: their compliance is
#: commonly immediate ("Yesterday, the mayor urged residents to stay indoors"; thirty-eighth
#: pass keeps the adjunct there).
_SELECTION_VERBS = frozenset(
    {"choose", "select", "elect", "appoint", "hire", "commission", "recruit", "nominate"}
)


def _fronted_time_of_future(doc: Doc, verb: Token) -> set[int]:
    """A fronted time-position adjunct with a date ("In 1980, IBM chose Microsoft to supply
    the system"), with its comma, when ``verb`` takes a future irrealis infinitive (a
    future-oriented or a selection verb): the adjunct dates the choosing or asking,
    and the infinitive's event comes later (Wurmbrand 2014, "Tense and aspect in English
    infinitives"), so "In 1980, Microsoft supplied the system" dates an event S leaves
    undated (s1204g verb-009, verb-024). After an implicative ("In 1980 he managed to win")
    the two events share their time and the adjunct stays. Dropping it only weakens the
    hypothesis. Else the empty set."""
    lemma = verb_lemma(verb)
    if lemma not in FUTURE_ORIENTED and lemma not in _SELECTION_VERBS:
        return set()
    for adj in verb.children:
        if adj.i >= verb.i or adj.dep_ not in ("prep", "npadvmod", "advmod"):
            continue
        if adj.left_edge.i != 0 and doc[adj.left_edge.i - 1].text != ",":
            continue  # only one that opens the sentence (or follows a comma)
        dated = any(
            t.ent_type_ == "DATE" or (t.like_num and t.text.isdigit() and len(t.text) == 4)
            for t in adj.subtree
        )
        if not dated:
            continue
        last = adj.right_edge.i
        if last + 1 < verb.i and doc[last + 1].text == ",":
            last += 1
        return set(range(adj.left_edge.i, last + 1))
    return set()


#: Verbs of necessity whose to-infinitive a fronted purpose clause can restrict (Quirk et al.
#: 1985 §3.40-3.45 on the semi-auxiliaries "need to", "have to", "ought to"; "be required to").
_ANANKASTIC_NECESSITY = frozenset({"need", "have", "ought", "require"})


#: The nouns whose first WordNet sense makes a "to NP" the experiencer of "seem/appear": a
#: perceiving or judging mind (a person or a group of persons).
_EXPERIENCER_LEXNAMES = ("noun.person", "noun.group")


def _fronted_raising_experiencer(doc: Doc, verb: Token) -> set[int]:
    """A fronted experiencer "to NP" of a raising verb of appearance, with its comma ("To the
    young doctor the village seemed to be poor", "But to me, the plan appeared sound"): the
    experiencer of "seem/appear" is an argument of the matrix verb, not of the raised
    complement (Quirk et al. 1985 §16.45 on "seem/appear (to NP) to V"; CGEL ch. 14 §4.2 on
    the raising verbs of appearance, whose "to" phrase names whose impression it is), just as
    after the verb ("seemed to the doctor to be poor", which the rewriter cuts with the verb
    group). Left before the subject, it makes the hypothesis "To the young doctor the village
    was poor", the experiencer's impression again (the matrix), not the complement (stop 99,
    vc216, s9901 verb-009, verb-068). Only a "to" whose object is a pronoun, a name or a noun
    of persons or groups (_EXPERIENCER_LEXNAMES); the emotive disjunct "To his surprise the
    door appeared to be locked" (Quirk et al. §8.127) is the speaker's comment and stays.
    Else the empty set."""
    if verb_lemma(verb) not in APPEARANCE_RAISING:
        return set()
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
    if not subjects:
        return set()
    subject_start = min(s.left_edge.i for s in subjects)
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "to" or prep.i >= subject_start:
            continue
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is None:
            continue
        person = (
            (obj.tag_ == "PRP" and obj.lower_ not in ("it",))
            or obj.pos_ == "PROPN"
            or first_sense_lexname(obj.lemma_.lower(), "NOUN") in _EXPERIENCER_LEXNAMES
        )
        if not person:
            continue
        span = span_before_subject(doc, prep, subject_start)
        if span:
            return span  # only right before the subject: nothing else between is cut
    return set()


#: Heads of a "for" phrase that is no goal: the disjuncts "for example/instance" (Quirk et al.
#: 1985 §8.137), and the reason "for this reason" is no "a/an" phrase anyway.
_NON_GOAL_FOR = frozenset({"example", "instance", "one", "once"})


def _goal_for_phrase(prep: Token) -> bool:
    """Is ``prep`` a goal "for" with an indefinite noun phrase of no time ("For a formal
    diagnosis, the symptoms need to have lasted a month", "For a refund, the goods have to
    be returned")? "for" + a noun phrase of what is to be obtained is the purpose of the
    necessity, as a purpose infinitive is ("to get a refund"; Quirk et al. 1985 §9.58 on
    "for" of purpose and goal; von Fintel & Iatridou 2005 on the anankastic purpose). A
    duration ("For a month, they needed to walk": WordNet noun.time; Quirk §9.54), a definite
    or demonstrative phrase ("For this reason") and "for example" are not taken."""
    if prep.dep_ != "prep" or prep.lower_ != "for":
        return False
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is None or obj.tag_ not in ("NN", "NNS") or obj.lower_ in _NON_GOAL_FOR:
        return False
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in obj.children):
        return False
    return first_sense_lexname(obj.lemma_.lower(), "NOUN") != "noun.time"


def _fronted_anankastic_purpose(doc: Doc, verb: Token) -> set[int]:
    """A sentence-initial purpose clause of a necessity verb, with its comma ("To print the
    invoice, you need to select a printer", "In order to V, you have to V"): this is the
    anankastic construction (von Fintel & Iatridou 2005, "What to do if you want to go to
    Harlem"): the purpose clause restricts the modal of necessity (in the worlds where the goal
    is reached, you select a printer) and has no other host. With "need" gone, the
    hypothesis "To print the invoice, you will select a printer" re-states the instruction
    instead of stating the complement (s1204s verb-018, -033: "keeps the purpose clause ...
    reads as a restated requirement"). The clause goes: the bare complement "You will select a
    printer" is what the necessity is about, and dropping an adjunct only weakens the
    hypothesis. A purpose clause after the verb, or one under another verb ("To print it, you
    managed to V"), stays. Else the empty set."""
    if verb_lemma(verb) not in _ANANKASTIC_NECESSITY or len(doc) < 4:
        return set()
    for adj in verb.children:
        if adj.i >= verb.i or adj.left_edge.i != 0:
            continue
        purpose = (adj.dep_ == "advcl" and doc[0].lower_ == "to" and doc[0].head == adj) or (
            adj.dep_ == "prep" and doc[0].lower_ == "in" and doc[1].lower_ == "order"
        )
        purpose = purpose or _goal_for_phrase(adj)
        last = adj.right_edge.i
        if purpose and last + 1 < verb.i and doc[last + 1].text == ",":
            return set(range(0, last + 2))
    return set()


def _means_of_showing(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A final "by + V-ing" phrase after a copular complement of a verb of proof ("X can be
    shown to be isomorphic to Y by relating values to nodes"): a state of being takes no means
    adjunct, which goes with a dynamic, agentive verb (Quirk et al. 1985 §8.78-8.79, §15.48),
    so the phrase says how the showing is done and stays out of the hypothesis ("X is
    isomorphic to Y"; s1204g verb-065), with the comma before it. Dropping an adjunct only
    weakens the hypothesis. A "by" inside a participle or relative clause ("equal to the value
    obtained by counting") is that clause's own and stays."""
    if verb_lemma(verb) not in _PROOF_VERBS or head.lemma_.lower() != "be":
        return set()
    end = len(doc) - 1
    while end > head.i and doc[end].is_punct:
        end -= 1
    for by in head.subtree:
        if by.lower_ != "by" or by.dep_ != "prep" or by.i <= head.i:
            continue
        if not any(c.dep_ == "pcomp" and c.tag_ == "VBG" for c in by.children):
            continue
        path = [by, *by.ancestors]
        path = path[: path.index(head)] if head in path else []
        if not path or any(t.dep_ in ("acl", "relcl") for t in path):
            continue
        if by.right_edge.i < end:
            continue  # only a final phrase
        start = by.i - 1 if doc[by.i - 1].text == "," else by.i
        return set(range(start, end + 1))
    return set()


#: Verbs of proof and demonstration ("X was shown/proved/demonstrated to be Y").
_PROOF_VERBS = frozenset({"show", "prove", "demonstrate", "establish"})


def _matrix_agent(doc: Doc, verb: Token, head: Token, passive_aux: Token | None) -> set[int]:
    """The agent "by"-phrase of a passive matrix verb that the parser attached to the
    infinitive at the end of the sentence ("He was forced to resign by the board"): it names
    who forced, and left in the hypothesis it would make the intransitive complement a passive
    of its own ("He resigned by the board"). An agent is extraposed after a heavy or final
    complement (Quirk et al. 1985 §18.38; CGEL ch. 16 §10.2); only a "by" + noun phrase that
    is not a time, means, place or "by oneself" ("by noon", "by car", "stand by the door",
    "work by himself") counts."""
    if passive_aux is None or verb.tag_ != "VBN":
        return set()
    if any(c.dep_ == "agent" for c in verb.children) or head.tag_ != "VB":
        return set()
    if head.lemma_.lower() in _POSTURE_MOTION or any(c.dep_ == "auxpass" for c in head.children):
        return set()
    for by in head.children:
        if by.dep_ != "prep" or by.lower_ != "by" or by.i < head.i:
            continue
        obj = next((c for c in by.children if c.dep_ == "pobj"), None)
        if obj is None or obj.tag_ not in ("NN", "NNS", "NNP", "NNPS", "PRP"):
            continue
        if obj.lower_ in _NON_AGENT_BY_NOUNS | REFLEXIVES or obj.ent_type_ in ("DATE", "TIME"):
            continue
        if _name_with_by(doc, by, obj):
            continue
        if not _agent_ends_predicate(doc, head, by, obj):
            continue  # the agent of a passive is extraposed to the end
        first, last = by.left_edge.i, max(obj.right_edge.i, by.i)
        if (
            first > 0
            and last + 1 < len(doc)
            and (doc[first - 1].text, doc[last + 1].text)
            in (
                ("(", ")"),
                ("[", "]"),
            )
        ):
            # "proved to be NP-complete (by Cook)": a bracketed agent is a parenthesis of its
            # own (Quirk et al. 1985 §17.91 on parenthetic insertions) and its brackets go
            # with it, or the hypothesis keeps an empty "()" (stop 70, vc114)
            first, last = first - 1, last + 1
        return {*range(first, last + 1)}
    return set()


#: Dependents of the infinitive that may follow an extraposed agent: time, frequency and
#: duration adjuncts ("by Brazilians several times through their history").
_AFTER_AGENT_DEPS = frozenset({"npadvmod", "advmod", "prep", "punct"})


def _agent_ends_predicate(doc: Doc, head: Token, by: Token, obj: Token) -> bool:
    """Does the "by"-phrase end the matrix predicate, as an extraposed agent does (Quirk et al.
    1985 §18.38)? It does when punctuation follows it; and, for an agent that names people or
    a polity (a named group "the Huns", "Brazilians": agents are animate or institutional,
    §9.11), also when only the predicate's own time and frequency adjuncts follow ("forced to
    move by Brazilians several times through their history") or a coordinator opens the next
    predicate or clause ("forced to leave their lands by the Huns and ... they crossed";
    ninety-fifth pass, s1202e verb-064/066): an adjunct after the agent cannot be the
    complement's own "by" phrase of means or place, which would precede it."""
    if by.right_edge.i + 1 >= len(doc) or doc[by.right_edge.i + 1].is_punct:
        return True
    if obj.ent_type_ not in AGENT_ENTITIES and obj.tag_ not in ("NNPS", "PRP"):
        return False
    after = obj.right_edge.i + 1
    if doc[after].dep_ == "cc" and doc[after].head.i <= by.i:
        return True
    rest = [t for t in doc[after:] if not (t.is_punct and t.i == len(doc) - 1)]
    tops = {t.i for t in rest if t.head.i == head.i}
    return bool(tops) and all(
        t.i in tops and t.dep_ in _AFTER_AGENT_DEPS or any(a.i in tops for a in t.ancestors)
        for t in rest
    )


#: Entity types that can name an agent (people, organisations, nations, places as polities).
AGENT_ENTITIES = frozenset({"PERSON", "ORG", "NORP", "GPE"})


def _name_with_by(doc: Doc, by: Token, obj: Token) -> bool:
    """Is "by" inside a proper name ("South by Southwest", "North by Northwest")? A capitalised
    name on both sides of "by", the second no person, organisation or polity: the phrase is a
    title or place name, not an agent (agents are animate or institutional, Quirk et al. 1985
    §9.11; eighteenth pass: "perform at South by Southwest" -> "*performed at South")."""
    before = doc[by.i - 1] if by.i > 0 else None
    if before is None or before.tag_ not in ("NNP", "NNPS") or obj.i != by.i + 1:
        return False
    return obj.tag_ in ("NNP", "NNPS") and obj.ent_type_ not in AGENT_ENTITIES


#: Subordinators of concessive clauses (Quirk et al. 1985 §15.19).
CONCESSIVE_SUBORDINATORS = frozenset({"though", "although"})


def _dangling_concessive_mark(verb: Token) -> set[int]:
    """The "Though"/"Although" (with an "even" before it) of a concessive clause that has no
    main clause in the sentence ("Though he seemed to enjoy the film." after sentence splitting):
    rewritten in place, the hypothesis would be the same fragment ("Though he enjoyed the
    film."). A concessive clause is asserted (Quirk et al. 1985 §15.19; the presupposed contrast
    is with a main clause that is not there), so without its subordinator it is the statement
    the premise makes: "He enjoyed the film." (issue #12)."""
    root = verb.sent.root
    for mark in root.children:
        if mark.dep_ == "mark" and mark.lower_ in CONCESSIVE_SUBORDINATORS and mark.i < root.i:
            even = [t.i for t in mark.children if t.lower_ == "even" and t.i < mark.i]
            if mark.i > 0 and mark.doc[mark.i - 1].lower_ == "even":
                even.append(mark.i - 1)
            return {mark.i, *even}
    fronted = dangling_subordinator(root) if root.i == verb.i else None
    return {fronted.i} if fronted is not None and fronted.lower_ in FACTUAL_SUBORDINATORS else set()


def _concessive_host_clause(doc: Doc, verb: Token) -> set[int]:
    """Everything outside the concessive clause the trigger heads, with its "though/although"
    (and an "even" before it), when that clause hangs on a main clause ("Though it pretends
    to explain jazz, the film is dull" -> "It explains jazz.", not "Though it explains jazz,
    the film is dull."), else the empty set.

    A concessive clause is asserted (Quirk et al. 1985 §15.19: "although P, Q" commits the
    speaker to P and to Q and presents them as contrasting), so the complement holds of the
    clause alone, as for ``_dangling_concessive_mark``. Kept in place, the hypothesis copies
    the main clause and the contrast relation, matrix material that is no part of the
    complement (s9404 verb-007: "keeps the 'Though ...' frame ... should be 'It exposes ...'";
    s9402 verb-061, an "although" clause after "; and"). Dropping the main clause only
    weakens the hypothesis (P and Q -> P), so the signature's label stays (stop 95, vc196).
    Only the trigger's own clause: a trigger deeper inside it is left alone."""
    if verb.dep_ != "advcl" or verb.head.i == verb.i:
        return set()
    mark = next(
        (
            c
            for c in verb.children
            if c.dep_ == "mark" and c.lower_ in CONCESSIVE_SUBORDINATORS and c.i < verb.i
        ),
        None,
    )
    # "While fear is felt to be X, people enjoy it" -> "Fear is X." (contrastive_mark; vc228)
    mark = mark or contrastive_mark(verb)
    first = verb.left_edge
    if mark is None or not (
        first.i == mark.i or (first.lower_ == "even" and first.i == mark.i - 1)
    ):
        return set()
    keep = {t.i for t in verb.subtree} - {mark.i}
    if mark.i > 0 and doc[mark.i - 1].lower_ == "even":
        keep.discard(mark.i - 1)
    return {t.i for t in doc if t.i not in keep}


#: Subordinators of temporal and reason clauses, whose content is taken as true: temporal
#: clauses presuppose it (Heinämäki 1974; Karttunen 1973), "because" clauses assert it (Hooper &
#: Thompson 1973). Not "if/unless/whenever" (conditional or generic: nothing is claimed), nor
#: "once", which is also the frequency adverb ("Once they came to see me" = on one occasion).
FACTUAL_SUBORDINATORS = frozenset({"when", "while", "after", "before", "since", "because"})


def dangling_subordinator(root: Token) -> Token | None:
    """The subordinator ("When", "If", "Because" as a ``mark``, or "when"/"while" as a wh-adverb)
    opening the sentence whose root ``root`` is, when the parser has made the subordinate clause
    the root ("When he asked me to quit my job and said he would help I was thrilled": the main
    clause hangs inside the subordinate one), else None. Questions ("When did he ask you?") are
    not counted."""
    if root.dep_ != "ROOT" or ends_with_question(root.doc):
        return None
    first = root.doc[root.sent.start]
    while first.is_punct or first.is_quote:
        if first.i + 1 >= len(root.doc):
            return None
        first = root.doc[first.i + 1]
    if first.head.i != root.i or first.i > root.i:
        return None
    subordinator = first.dep_ == "mark" or (first.dep_ == "advmod" and first.tag_ == "WRB")
    if subordinator and first.lower_ in FACTUAL_SUBORDINATORS | {"if", "unless", "whenever"}:
        return first
    return None


#: Connectives that tie a following clause to the trigger's clause as its consequence or as a
#: concession ("failed to muster the votes, so the issue is off the table"); the hypothesis is
#: the complement, so that clause is no part of it (Quirk et al. 1985 §8.137, §13.22).
CONSEQUENCE_CONNECTIVES = frozenset({"so", "therefore", "thus", "hence", "consequently"})


def _following_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """Tokens of a clause coordinated to the trigger's after the complement and opened by a
    consequence connective ("…, so the issue is off the table"), with the comma before it."""
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= head.right_edge.i:
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        opener = [t for t in doc[head.right_edge.i + 1 : conj.left_edge.i + 1] if not t.is_punct]
        words = {t.lower_ for t in opener} | {
            c.lower_ for c in conj.children if c.dep_ == "advmod" and c.i < conj.i
        }
        if words.isdisjoint(CONSEQUENCE_CONNECTIVES):
            continue
        end = _end_before_final_punct(doc, conj)  # the sentence's final punctuation stays
        return set(range(head.right_edge.i + 1, end + 1))
    return _consequence_host(doc, verb, head)


#: Coordinators that join a second main clause to the matrix clause ("..., and death will flee
#: from them"); "so" is ``_following_clause``'s, "or" the disjunct checks'.
_MAIN_CLAUSE_COORDINATORS = frozenset({"and", "but", "yet"})
#: Aspectual verbs (NOPE App. B; Levin 1993 §55.1-55.2: "begin", "cease", "continue").
_ASPECTUAL_VERBS = word_set("presupposition_aspectual_verbs")


def _unrealised_complement(verb: Token) -> bool:
    """Does S leave the to-complement of ``verb`` unrealised: a non-veridical matrix verb (a
    "o" first half in the signature lexicon, or no row: "desire", "want", "seek", "try") that
    is not aspectual? After an implicative or aspectual verb S asserts the complement's event
    ("managed to sever his artery", "began to rub it"), and what S says beside it stays true of
    it in the hypothesis; after a non-veridical one it does not."""
    lemma = verb_lemma(verb).lower()
    if signature_lexicon().get((lemma, "to"), ("o/o",))[0][0] != "o":
        return False
    # "had ceased to be used": an aspectual verb (Levin 1993 §55) is about the real event's
    # phases, presupposed or asserted (NOPE App. B; Levinson 1983 §4.2), whatever RP19's o/o
    # row says of its negation
    return lemma not in _ASPECTUAL_VERBS


#: Matrix verbs whose infinitive names an event later than the matrix one, or an attempt at
#: it: future-oriented verbs of intention and decision (FUTURE_ORIENTED; Wurmbrand 2014 on
#: future irrealis infinitives), conative verbs (syntax.CONATIVE_VERBS), and verbs of
#: preparation, whose infinitive is the prospective event prepared for (Quirk et al. 1985
#: §16.40 on the future reference of the to-infinitive after verbs of preparing and intending;
#: "They prepared to die").
_PROSPECTIVE_MATRIX_VERBS = (
    FUTURE_ORIENTED | syntax.CONATIVE_VERBS | frozenset({"prepare", "ready", "gear", "brace"})
)
#: The additive coordinator of a second predicate (Quirk et al. 1985 §13.19-13.22); a
#: contrast conjunct ("but", "yet") tells what came of an attempt and stays.
_ADDITIVE_COORDINATORS = frozenset({"and"})


def _unrealised_act(verb: Token) -> bool:
    """Does S leave the to-complement of an agentive matrix unrealised
    (``_unrealised_complement``), the matrix being neither a raising verb nor a passive? "The
    lift cables appear to have snapped, and the cabin has fallen", "Drivers were required to
    carry a licence, and that licence was checked": a raising or passive matrix has no agent
    whose unrealised act a following conjunct could be set beside; the conjunct continues the
    same report (vc177 measured 26 judged prior pairs the cut shortened, most after
    "seem/appear", 20 kept in their longer form; stop 88 integration: the hundred-first pass
    and vc127 pins)."""
    if not _unrealised_complement(verb):
        return False
    return verb_lemma(verb).lower() not in APPEARANCE_RAISING and not any(
        c.dep_ in ("auxpass", "nsubjpass") for c in verb.children
    )


def _coordinated_main_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A clause with its own subject coordinated with the matrix clause after the infinitive
    ("They will desire to die, and death will flee from them"), with its coordinator and comma;
    else the empty set.

    The dependency head says whose the clause is: a conjunct of the trigger joins the matrix
    clause, a main clause of its own (Quirk et al. 1985 §13.2 on coordination of like
    constituents; CGEL ch. 15), and a non-finite complement clause extends only over the
    infinitive and its own dependents (Quirk et al. 1985 §16.38; CGEL ch. 14). Copied into the
    hypothesis it makes the complement's event one of two asserted together ("They will die,
    and death will flee from them", a hypothesis at odds with itself; s1205s verb-070, stop 88
    vc177). Dropping a conjunct only weakens the hypothesis, so an entailment stays one, and a
    contradiction of the complement stays one. A subjectless conjunct of the matrix verb is
    ``_matrix_predicate_conjunct``'s (flagged, as RP19's gold complements keep it).

    Only over a non-veridical matrix verb (a "o" first half in the signature lexicon, or no
    row: "desire", "want", "try"), whose complement S leaves unrealised: there the conjunct, a
    claim about the actual world, turns the hypothesis into an unrealised event narrated
    together with a real one. After an implicative or aspectual verb ("managed to sever his
    artery and he died", "had ceased to be used, but these rights of way were ...") S asserts
    both, the hypothesis stays a part of S, and RP19's gold complements keep the clause.

    Since stop 97 (vc210) also after such a verb when the clause is joined by "and": the
    rubric's hypothesis is the complement, and a second main clause is neither part of it nor
    under the trigger (Quirk et al. 1985 §13.5 on clause coordination; Huddleston & Pullum
    2002 ch. 15 §2; the reason of vc208's ``complement_coordination`` cut). Kept, the clause
    is asserted beside the complement's event as if the two were one narrated sequence
    ("refused to take part, and her hostility was deep" -> "had taken part ..., and her
    hostility was deep", judged contradictory in itself, ab97), and a discourse anaphor in it
    ("and this event was ...") now takes the complement's event, not the matrix one, as its
    antecedent (Halliday & Hasan 1976 ch. 2 on reference to a preceding clause; s9701
    verb-039). Only after a comma (below), and a "but" clause of a veridical matrix stays: RP19's gold complement keeps it
    ("had ceased to be used, but these rights of way were ..."), and the contrast conjunct is
    the contrast checks' business (flags on the negated premise)."""
    realised = not _unrealised_act(verb)
    if realised and _unrealised_complement(verb):
        return set()  # a raising or passive non-veridical matrix: vc177's exclusion
    if detached_wh_predicate_end(doc, head.right_edge.i + 1) > head.right_edge.i + 1:
        return set()  # "explain how thinking, feeling, and behaviors change": the wh-clause's
        # own predicate, hung on the matrix verb (complement_detached_wh; vc230)
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= head.right_edge.i or conj.pos_ not in ("VERB", "AUX"):
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        opens_that = doc[conj.left_edge.i].lower_ == "that" and any(
            (t.dep_ == "mark" and t.lower_ == "that")
            or (t.dep_ == "ccomp" and doc[t.left_edge.i].lower_ == "that")
            for t in head.subtree
        )
        if opens_that or any(c.dep_ == "mark" and c.lower_ == "that" for c in conj.children):
            # "... and to know that wickedness is folly, and that foolishness is madness": a
            # second content clause of the complement's own verb, coordinated with the first
            # (Quirk et al. 1985 §13.2; the tagger may read its "that" as a determiner), not a
            # main clause (blind review ab88b verb-000/003)
            continue
        opener = [t for t in doc[head.right_edge.i + 1 : conj.left_edge.i + 1] if not t.is_punct]
        if not opener or opener[0].lower_ not in _MAIN_CLAUSE_COORDINATORS:
            continue
        if realised and opener[0].lower_ not in _ADDITIVE_COORDINATORS:
            continue  # "ceased to be used, but these ...": kept (above)
        if realised and doc[opener[0].i - 1].text != ",":
            # "managed to sever his artery and he died": without the comma that sets off an
            # independent clause (Quirk et al. 1985 App. III §III.8; as vc208 requires it) the
            # "and" reads as a close-knit consequence of the achieved act (Quirk et al. 1985
            # §13.23 on the resultive "and"), and RP19's gold complement keeps the clause
            continue
        # the coordinator and the break before it (a comma or a semicolon) go with the clause
        start = conj.left_edge.i
        while start - 1 > head.i and (
            doc[start - 1].dep_ == "cc" or doc[start - 1].text in (",", ";")
        ):
            start -= 1
        return set(range(start, _end_before_final_punct(doc, conj) + 1))
    return set()


def _trailing_break_clause(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A clause with its own subject after a lone dash or a semicolon that follows the
    complement ("I wanted to like this one - the situation was rich, and ..."), with the break:
    else the empty set.

    A single dash or a semicolon after a clause sets off a new independent clause, not a part
    of the preceding one (Quirk et al. 1985 App. III §III.10, §III.15; CMOS §6.85 on the dash),
    the same boundary that ends a that-complement (_cut_at_break). After an attitude or
    attempt verb such a clause gives the reason for the attitude or tells what came of it, so
    it is about the matrix: in place it would follow the hypothesis's bare event as if it
    motivated that ("I liked this one - the situation was rich"), and under the negated
    premise it clashes (the last blind review: "drop the trailing clause"). Without it the
    hypothesis is the complement in its sentence, a part of S, as RP19's pairs are. A pair of
    dashes (a parenthesis) stays, and so does a break before the trigger."""
    end_of_sentence = _end_before_final_punct(doc, doc[len(doc) - 1])
    breaks = [
        t
        for t in doc[head.i + 1 : end_of_sentence + 1]
        if t.text in CLAUSE_BREAKS and _clause_break(t)
    ]
    if len(breaks) != 1 or verb.i > breaks[0].i:
        return set()
    if any(t.text in CLAUSE_BREAKS and t.text != ";" for t in doc[: verb.i]):
        return set()  # a dash before the trigger may open the pair that this one closes
    if ends_with_question(doc):
        return set()  # the question mark is the dropped clause's: left flagged as a question
    brk = breaks[0]
    rest = doc[brk.i + 1 : end_of_sentence + 1]
    if not any(t.dep_ in SUBJECT_DEPS and t.head.i >= brk.i for t in rest):
        return set()
    return set(range(brk.i, end_of_sentence + 1))


def _consequence_host(doc: Doc, verb: Token, head: Token) -> set[int]:
    """The same consequence clause when the parser made it the host of the trigger's clause
    ("She decided to leave early, so she missed the bus" with "decided" a ccomp of "missed"):
    a clause after the trigger's, with its own subject and opened by "so"/"therefore", is a
    coordinated result clause of the matrix (Quirk et al. 1985 §13.22, §8.137), not part of
    the infinitive's content, so the hypothesis ends before it (issue #12, sixteenth pass)."""
    host = verb.head
    if verb.dep_ != "ccomp" or host.i <= head.right_edge.i:
        return set()
    if not any(c.dep_ in SUBJECT_DEPS for c in host.children):
        return set()
    # the words between the trigger's clause and the host verb (the host's subtree takes in
    # the trigger's clause, so its left edge is no boundary)
    opener = [t for t in doc[head.right_edge.i + 1 : host.i] if not t.is_punct]
    if not opener or opener[0].lower_ not in CONSEQUENCE_CONNECTIVES:
        return set()
    if any(t.pos_ in ("VERB", "AUX") for t in opener):
        return set()
    end = _end_before_final_punct(doc, host.right_edge)
    return set(range(head.right_edge.i + 1, end + 1))


#: Verbs of interrupting or breaking off an activity (Levin 1993 §55.1 "begin" verbs, their
#: terminative members; Freed 1979 ch. 3 on "stop/cease" as the end of an event that need not
#: have culminated; "pause, hesitate, falter, break off" as the check of one under way).
INTERRUPTION_VERBS = frozenset(
    {"break", "cease", "check", "falter", "halt", "hesitate", "pause", "quit", "stop"}
)


def interrupting_conjunct(verb: Token, head: Token) -> Token | None:
    """The subjectless "but stopped/paused/hesitated" conjunct after the to-complement of an
    inceptive ``verb`` ("He began to explain the plan but stopped"), or None.

    An inceptive asserts only the onset of the complement's event (Freed 1979; Dowty 1979
    ch. 3, the imperfective paradox), and the contrast "but" + a verb of breaking off says
    that the event was checked before it was over (Lakoff 1971 on denial-of-expectation
    "but"): the conjunct is the matrix subject's second predicate (Quirk et al. 1985 §13.2,
    §13.64), whether the parser hangs it on the inceptive or on the infinitive, so it goes
    from the hypothesis, and the positive side of the label is open (signature_of,
    ``inceptive:interrupted``). Stop 99, vc214 (s9802's "began to tell the story but
    paused")."""
    if verb.lemma_.lower() not in INCEPTIVE_VERBS:
        return None
    for host in (verb, head):
        for conj in host.children:
            if conj.dep_ != "conj" or conj.i <= head.i or conj.pos_ not in ("VERB", "AUX"):
                continue
            if conj.lemma_.lower() not in INTERRUPTION_VERBS:
                continue
            if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in conj.children):
                continue
            if any(c.dep_ == "dobj" for c in conj.children):
                continue  # "but stopped the car": another act, no breaking off
            cc = [c for c in host.children if c.dep_ == "cc" and c.i < conj.i]
            if cc and cc[-1].lower_ == "but":
                return conj
    return None


def _matrix_predicate_conjunct(
    doc: Doc, verb: Token, head: Token, infinitives: frozenset[Token] = frozenset()
) -> set[int]:
    """A second predicate of the matrix subject after the complement ("She hopes to travel
    abroad and dreams that ..."), with the coordinator and comma before it; else the empty set.

    The conjunct is coordinated with the trigger's verb phrase, not with the infinitive (the
    parser hangs it on the trigger): it is no part of the complement (Quirk et al. 1985 §13.2
    on coordination of like constituents), and kept in place it turns the hypothesis into
    "She travels abroad and dreams that ...", a claim about two predicates of which only one
    is the complement (blind review, round 13, class 1). Only subjectless conjuncts: a clause
    with its own subject is left to _following_clause. The caller flags the pair rather than
    cutting the conjunct, because RP19's gold complements keep it. ``infinitives``: conjuncts
    that continue the infinitive (_infinitive_conjuncts_of_matrix), not the matrix."""
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= head.right_edge.i or conj in infinitives:
            continue
        if conj.pos_ not in ("VERB", "AUX"):
            # "One had to have friends, and a quiet life": a noun phrase (or a gapped remnant,
            # "a population of 5.6 million, and 752,993 within the city") the parser hung on the
            # trigger is no predicate of the matrix subject; coordination joins like
            # constituents (Quirk et al. 1985 §13.2), so it is a conjunct inside the complement
            # (the object's), which the hypothesis rightly keeps (stop 45, fl3)
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        coordinators = {c.lower_ for c in verb.children if c.dep_ == "cc" and c.i < conj.i}
        if coordinators & CONTRAST_COORDINATORS:
            # "began to study medicine but soon switched to music": a contrast conjunct is
            # the business of verb_complement's contrast checks (¬S flagged, an attempt's
            # outcome settled by "but" flagged on S; fourth and seventh reviews keep ⟨S, C⟩)
            continue
        return _conjunct_tokens(doc, head, conj)
    return set()


def _infinitive_negation(verb: Token, to: Token, first: Token, head: Token) -> Token | None:
    """The "not" of a negated infinitive ("chose not to participate", "tried to not look")."""
    for t in (head, first):
        for c in t.children:
            if c.dep_ == "neg" and verb.i < c.i < first.i:
                return c
    return None


#: A parenthetical author-year citation ("(Little, 1997)", "(Smith and Lee 2003: 12)", "(see
#: Jones et al., 1999a)") or a bracketed reference number ("[12]", "[3, 4]"): source apparatus,
#: no part of the proposition (issue #12, third review). Also an unclosed one at the end of a
#: complement that was cut before its ")".
CITATION = re.compile(
    r"\s*\((?:see |cf\. |e\.g\., )?[A-Z][^()]*?\b(?:1[5-9]|20)\d\d[a-z]?\b[^()]*?(?:\)|(?=[.!?]?$))"
    r"|\s*\[\d+(?:\s*[,\u2013-]\s*\d+)*\]"
)


def strip_citations(text: str) -> str:
    """``text`` without parenthetical citations and reference numbers."""
    return CITATION.sub("", text)


#: A footnote number glued to a word's punctuation ("films.7", "result,12 and"): a lowercase
#: word of three letters or more, punctuation, one or two digits, then a space, punctuation or
#: the end. Names with digits ("MP3", "G7", "B52") are upper case and kept; so, since stop 56
#: (fl17), is a digit run glued to letters with no punctuation between: that is one
#: alphanumeric token ("win32", "gtk2", "base64", "gcc3", "ipfw2"), and a note reference
#: follows the punctuation (CMOS 14.26), so "the win32 codecs" no longer becomes "the win codecs".
FOOTNOTE = re.compile(r"(?<=[a-z]{3})([.,;:!?\"”’)])\d{1,2}(?=[\s.,;:!?]|$)")
FOOTNOTE_INSIDE = re.compile(r"(?<=[a-z]{3})\.\d{1,2}(?=\s+[a-z])")
#: A doubled full stop that is no ellipsis ("the films.. were"): scanning/tokenisation debris.
DOUBLE_STOP_INSIDE = re.compile(r"(?<!\.)\.\.(?!\.)(?=\s+[a-z])")
DOUBLE_STOP_END = re.compile(r"(?<!\.)\.\.(?!\.)(?=[\s\"”’]*$)")
#: COCA markup: paragraph tags ("< p >", "<p>") and the "#" / ">" line markers that open a
#: paragraph or a quoted block; they are apparatus, not text.
MARKUP = re.compile(r"\s*<\s*/?\s*p\s*>\s*|^\s*[#>]+\s+", re.IGNORECASE)
#: Straight and curly double quotes.
QUOTES = ('"', "“”")


#: Summative and reformulatory conjuncts ("in short", "in other words"; Quirk et al. 1985
#: §8.137 summative and appositive conjuncts; Halliday & Hasan 1976 ch. 5): they organise the
#: speaker's own discourse, so after a comma at the very end of a sentence they go with the
#: whole utterance, the matrix clause, not with the reported complement ("He said that the plan
#: failed, in short" -> "The plan failed", not "The plan failed, in short"; issue #12,
#: twenty-fourth pass, class 3).
TRAILING_SUMMATIVE = re.compile(
    r",\s*(?:in short|in sum|in brief|in a word|in other words|all in all|to sum up|"
    r"in conclusion|in summary)\s*([.!?]?)\s*$",
    re.IGNORECASE,
)


def strip_trailing_summative(text: str) -> str:
    """``text`` without a sentence-final ", in short" / ", in other words" (TRAILING_SUMMATIVE)."""
    return TRAILING_SUMMATIVE.sub(r"\1", text)


#: A signature closing a glossary or Jargon File entry: a spaced dash and the initials of the
#: entry's author at the very end ("... among mundane teenagers - ESR.", "-- RMS"). It names who
#: wrote the note, an attribution outside the sentence's syntax (CMOS 13.36 on the source line of
#: a quotation or epigraph after a dash), so it is no part of any premise or hypothesis. Upper-
#: case initials only: a dash before a capitalised word ("a canal -- Panama!") is an appended
#: phrase (Quirk et al. 1985 §17.65). Stop 71, vc118 (s1203c verb-021, -029).
TRAILING_SIGNATURE = re.compile(r"\s+(?:-{1,2}|[\u2013\u2014])\s*[A-Z]{2,4}\s*([.!?]?)\s*$")


def clean_corpus_noise(text: str) -> str:
    """``text`` without the corpus debris a blind review rejected (issue #12, fourth review):
    COCA paragraph markup ("< p >", a leading "#" or ">"), footnote digits glued to words, a
    doubled full stop, and a double quote left unbalanced by sentence splitting (the opening quote of a quotation that goes on in the next sentence)."""
    text = MARKUP.sub(" ", text).strip()
    text = TRAILING_SIGNATURE.sub(lambda m: m.group(1) or ".", text)
    text = FOOTNOTE_INSIDE.sub("", text)  # "the films.7 were": the stop is debris as well
    text = FOOTNOTE.sub(r"\1", text)
    text = DOUBLE_STOP_INSIDE.sub("", text)
    text = DOUBLE_STOP_END.sub(".", text)
    straight = text.count(QUOTES[0])
    curly = sum(text.count(q) for q in QUOTES[1])
    if straight % 2:
        text = text.replace(QUOTES[0], "")
    if curly and text.count(QUOTES[1][0]) != text.count(QUOTES[1][1]):
        text = text.replace(QUOTES[1][0], "").replace(QUOTES[1][1], "")
    return re.sub(r"\s{2,}", " ", text).strip()


def _has_finite_verb(tokens, tag: str | None = None, first: Token | None = None) -> bool:
    """Is there a tensed verb or a modal among ``tokens`` (the kept words of a hypothesis)? The
    rewritten first verb counts with its new ``tag``."""
    for t in tokens:
        if first is not None and t.i == first.i:
            if tag in TENSED_TAGS:
                return True
        elif t.tag_ in FINITE_TAGS:
            return True
        elif t.tag_ == "VB" and t.dep_ == "ROOT" and not any(c.lower_ == "to" for c in t.children):
            return True  # an imperative ("Add your favorite olives.")
        elif (
            t.pos_ in ("VERB", "AUX")
            and t.tag_ in ("VB", "VBN")
            and any(c.dep_ in SUBJECT_DEPS for c in t.children)
            and not any(
                c.dep_ in AUX_DEPS and (c.lower_ == "to" or c.tag_ == "VBG") for c in t.children
            )
        ):
            # a mandative subjunctive ("demanded that the IRS prevent cheating", "that 10% be
            # exposed") or a past form the small tagger read as a participle ("the lemurs
            # needed to be killed"): a clause with its own subject and no "to"
            return True
    return False


#: Subordinators whose clause is not asserted: a complement kept in place under them ("If you
#: go, call me", "He acted as if he left") asserts nothing (Karttunen 1973 "plugs" and
#: conditionals; Huddleston & Pullum 2002 ch. 11 §4 on "as if").
NON_ASSERTIVE_MARKS = frozenset({"if", "unless", "whether", "though", "lest"})


#: Verbs of the first-person comment frame "I think / I believe / I guess / I know" before a
#: that-less clause: an epistemic parenthetical, not the speaker's topic (Urmson 1952; Thompson
#: & Mulac 1991; Quirk et al. 1985 §15.53).
SPEAKER_FRAME_VERBS = frozenset(
    {"think", "believe", "guess", "suppose", "know", "reckon", "bet", "feel", "hope"}
)


def speaker_frame(verb: Token) -> bool:
    """Is ``verb``'s clause the that-less complement of a first-person present comment frame ("I
    think Grandma deserves to know the truth")? Then the hypothesis is the complement alone,
    rebuilt from its controller ("Grandma knows the truth."), not "I think Grandma knows the
    truth": the frame is the speaker's hedge on the clause, no part of what the trigger says
    (issue #12, twelfth pass, class 2)."""
    if any(c.dep_ == "mark" for c in verb.children):
        return False
    if verb.dep_ == "ccomp":
        return _speaker_frame_host(verb.head, verb)
    # "I know I wanted to scream": the parser may hang the frame on the clause as parataxis
    return _frame_parataxis(verb) is not None


def _frame_parataxis(verb: Token) -> Token | None:
    """A first-person comment frame hung on ``verb`` as parataxis, before it ("I know I ...")."""
    return next(
        (c for c in verb.children if c.dep_ == "parataxis" and _speaker_frame_host(c, verb)),
        None,
    )


def _speaker_frame_host(host: Token, verb: Token) -> bool:
    if host.lemma_.lower() not in SPEAKER_FRAME_VERBS or host.tag_ not in ("VBP", "VB"):
        return False
    subject = next((c for c in host.children if c.dep_ == "nsubj"), None)
    auxes = [c for c in host.children if c.dep_ == "aux"]
    if any(a.tag_ in ("MD", "VBD") for a in auxes):
        return False
    return subject is not None and subject.lower_ in SPEAKER_PRONOUNS and host.i < verb.i


#: Nouns of doubt whose negation asserts the content clause ("There is no doubt that P" = P is
#: certain; Quirk et al. 1985 §16.38 on "no doubt" as a disjunct of certainty): not frames.
#: (Named apart from the standard-of-proof ``_DOUBT_NOUNS`` below, which used to shadow it.)
_CERTAINTY_NOUNS = frozenset({"doubt", "question", "denying", "wonder"})
#: Factive and factual shell nouns ("no idea that P", "made no secret that P", "no surprise that
#: P"): "no" negates the noun, and the clause stays presupposed (wordlist header).
_FACTIVE_CONTENT_NOUNS = word_set("verb_complement_factive_content_nouns") | word_set(
    "verb_complement_factual_shell_nouns"
)


def _negated_content_noun(clause: Token) -> bool:
    """Is ``clause`` the that-content clause of a noun under "no" ("There is no sign / no
    evidence that P")? "no" is downward entailing on its restrictor (Ladusaw 1979; Barwise &
    Cooper 1981) and the clause says what the evidence would show: P is not asserted, and an
    implicative's entailment does not survive the frame ("no sign that they were forced to
    leave" does not give "no sign that they left"; ninety-seventh pass, s1202g verb-004). Nouns of
    certainty ("no doubt that P") and factive or factual shell nouns ("no idea that P", "made no
    secret that P") are exempt: there "no" cancels the noun and the clause stays given."""
    noun = clause.head
    return (
        clause.dep_ in ("acl", "ccomp")
        and noun.pos_ in ("NOUN", "PROPN")
        and noun.i < clause.i
        and noun.lemma_.lower() not in _CERTAINTY_NOUNS
        and noun.lemma_.lower() not in _FACTIVE_CONTENT_NOUNS
        and any(c.dep_ == "det" and c.lower_ == "no" for c in noun.children)
        and any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children)
    )


def non_assertive_frame(verb: Token) -> bool:
    """Is ``verb``'s clause inside a conditional / "as if" clause or the that-clause of a negated
    copula ("It wasn't that he refused to help"; clefts are asserted and stay)? Then the complement is rebuilt from its controller
    ("He helped.") instead of being kept in the frame ("It wasn't that he helped.")."""
    if conditional_preposition(verb) is not None:
        return True  # "in the event (that) / in case X fails to V" (vc228)
    tok = verb
    for _ in range(12):
        for c in tok.children:
            concessive = c.lower_ == "though" and not (c.i > 0 and c.doc[c.i - 1].lower_ == "as")
            if c.dep_ == "mark" and c.lower_ in NON_ASSERTIVE_MARKS and not concessive:
                return True  # "as though", not concessive "though"
        if (
            tok.dep_ == "ccomp"
            and tok.head.lemma_ == "be"
            and any(c.dep_ == "neg" for c in tok.head.children)
            and any(c.dep_ == "mark" and c.lower_ == "that" for c in tok.children)
        ):
            return True  # "It wasn't that ...", not a cleft ("That's why we tried to")
        if _negated_content_noun(tok):
            return True  # "There is no sign that the occupants were forced to leave"
        if tok.head.i == tok.i or tok.dep_ == "ROOT":
            return False
        tok = tok.head
    return False


def in_inverted_conditional(verb: Token) -> bool:
    """Is ``verb`` in a conditional clause opened by an operator instead of "if" ("Had he
    managed to escape, he would be safe")? Such a clause asserts nothing, like an "if" clause
    (Quirk et al. 1985 §15.36; Karttunen 1973); only the labels use it: RP19 kept the
    complement in place ("Had he taken the brill back, he would be caught"), so the rewrite
    does not rebuild it from the controller (issue #12, seventh review)."""
    tok = verb
    for _ in range(12):
        if _inverted_conditional(tok):
            return True
        if tok.head.i == tok.i or tok.dep_ == "ROOT":
            return False
        tok = tok.head
    return False


def inverted_protasis(clause: Token) -> bool:
    """Does ``clause`` open the sentence (or a stretch after punctuation) with a conditional
    operator of ``syntax.INVERTED_CONDITIONAL_AUXILIARIES`` before its subject, the protasis
    of an "if"-less conditional ("Had he wanted to leave", "Should you wish to leave"; Quirk et
    al. 1985 §15.36; Huddleston & Pullum 2002 ch. 11 §4.8)? Not in a question ("Should I
    go?"), a yes/no interrogative with the same inversion. Read here and by
    ``presupposition.extract._protasis_root``; ``syntax._inverted_conditional`` (the polarity
    walk) tests the clause's own left edge instead, see its docstring."""
    doc = clause.doc
    operator = next((c for c in clause.children if c.dep_ in AUX_DEPS), None)
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if operator is None or subject is None:
        return False
    if operator.lower_ not in INVERTED_CONDITIONAL_AUXILIARIES:
        return False
    opens = operator.i == 0 or doc[operator.i - 1].is_punct
    return opens and operator.i < subject.i and not ends_with_question(doc)


def _inverted_conditional(clause: Token) -> bool:
    """Does the clause open the sentence with a conditional operator before its subject and
    come before the main clause ("Had he wanted to leave, he ...", "Should you wish to leave,
    call me")? The parser makes it an advcl, a ccomp or even the root; not a question."""
    if not inverted_protasis(clause):
        return False
    if clause.dep_ in ("advcl", "ccomp"):
        return clause.i < clause.head.i
    return clause.dep_ == "ROOT" and any(t.text == "," for t in clause.doc[clause.i + 1 :])


def _controller_auxiliaries(
    verb: Token, drop: set[int], singular: bool | None, first_person: bool
) -> tuple[str, ...]:
    """The matrix verb's auxiliaries (not "do", not dropped ones, not negation) re-agreed with
    the controller: "have" -> "has", "are" -> "is"; modals as they are."""
    out: list[str] = []
    for aux in sorted(
        (c for c in verb.children if c.dep_ == "aux" and c.i < verb.i), key=lambda t: t.i
    ):
        if aux.i in drop or aux.lemma_ == "do" or aux.lower_ == "to":
            continue
        if aux.tag_ in TENSED_TAGS and aux.lemma_ in ("be", "have"):
            out.append(_verb_form(aux.lemma_, aux.tag_, singular, first_person))
        else:
            # "They can't force him to go" -> "He can go", not "He ca go"
            out.append(CLITIC_STEMS.get(aux.text, aux.text).lower())
    return tuple(out)


def _subject_controlled_adjuncts(doc: Doc, verb: Token, subj: Token) -> set[int]:
    """The fronted subjectless adjunct clauses of ``verb`` (with their comma): participle,
    gerund and verbless clauses ("After stalling her with errands, Gram allowed Marlie to
    leave", "Having finished the report, she asked him to read it", "Tired of waiting, the
    manager ordered the staff to leave").

    Their understood subject is the subject of the clause they are fronted in (Quirk et al.
    1985 §15.58-15.60 on the attachment rule; CGEL ch. 14 §9.1), so kept before a new subject
    ("After stalling her with errands, Marlie left") they would be controlled by the object
    controller, a dangling participle with the wrong controller (twenty-fifth pass, class 4)."""
    out: set[int] = set()
    for child in verb.children:
        if child.i >= subj.left_edge.i:
            continue
        clause = None
        if child.dep_ == "advcl" and child.tag_ in ("VBG", "VBN", "JJ"):
            clause = child
        elif (child.dep_ == "advcl" and _infinitive_opening(child)) or (
            child.dep_ == "prep" and _infinitive_opening(child, in_order=True)
        ):
            # "To save money, she asked her brother to drive": a fronted purpose infinitive is
            # controlled by the matrix subject like a participle clause (Quirk et al. 1985
            # §15.59; CGEL ch. 14 §9.1); "To save money, her brother drove" gives the purpose
            # to the controller (thirty-eighth pass). The tagger may tag its verb anything
            # ("To further foster/JJ cooperation"): the opening "to" decides
            clause = child
        elif child.dep_ == "prep":
            clause = next(
                (c for c in child.children if c.dep_ == "pcomp" and c.tag_ == "VBG"), None
            )
        if clause is None or any(c.dep_ in ("nsubj", "nsubjpass") for c in clause.children):
            continue
        span = range(child.left_edge.i, child.right_edge.i + 1)
        out |= set(span)
        after = span.stop
        if after < len(doc) and doc[after].text == ",":
            out.add(after)
    return out


def _infinitive_opening(clause: Token, in_order: bool = False) -> bool:
    """Does the adverbial ``clause`` open with "to" or "in order to" (an infinitive clause)?
    With ``in_order`` only the latter (the parser hangs "In order to" as a preposition, where
    a "To" opens a prepositional phrase: "To everyone's surprise")."""
    doc, first = clause.doc, clause.left_edge.i
    words = [t.lower_ for t in doc[first : first + 3]]
    return words == ["in", "order", "to"] or (not in_order and words[:1] == ["to"])


#: Passive raising verbs of saying and believing ("is said/believed/thought to have", Quirk et
#: al. 1985 §16.38; Postal 1974 on raising to subject), whose infinitive is the reported
#: proposition.
REPORT_RAISING = frozenset(
    {"believe", "think", "say", "report", "allege", "rumor", "rumour", "know", "consider"}
    | {"suppose", "presume", "understand", "estimate", "claim", "suspect", "assume"}
)


def _matrix_concession(doc: Doc, verb: Token, head: Token, passive_aux: Token | None) -> set[int]:
    """A comma-set ", although/though ..." clause of a reporting or appearance verb, after
    its infinitive ("The fire is thought to have started in the kitchen, although no proof was
    found"): it concedes something against the report or the appearance (a disjunct, Quirk et
    al. 1985 §8.88, §15.20), not against the event, so "The fire started in the kitchen,
    although no proof was found" says what S does not (thirty-eighth pass; the that-clause
    counterpart is _cut_at_concession). Only for these frames: after an implicative ("managed
    to finish, although she was hurt") the concession holds of the event as well."""
    lemma = verb_lemma(verb)
    reported = passive_aux is not None and passive_aux.dep_ == "auxpass" and lemma in REPORT_RAISING
    irrealis = _irrealis_infinitive(lemma)
    if not (reported or lemma in APPEARANCE_RAISING or irrealis):
        return set()
    hosts = (verb, head) if irrealis else (verb,)
    for host in hosts:
        for clause, _ in marked_clauses(host, CONCESSIVE_SUBORDINATORS, after=head.i):
            first = clause.left_edge.i
            if first - 1 > head.i and doc[first - 1].text == ",":
                return set(range(first - 1, clause.right_edge.i + 1))
    if reported or irrealis:
        return _contrast_with_report(doc, verb, head)
    return set()


def _irrealis_infinitive(lemma: str) -> bool:
    """Does ``lemma`` take an infinitive whose event the sentence does not assert: a verb of
    permission or enabling ("allow/permit/enable X to V": the event is made possible, not
    actual) or a future-oriented verb of volition and intention ("want/plan/hope to V";
    Wurmbrand 2014 on future irrealis infinitives; Karttunen 1971, these are no implicatives)?

    A concessive disjunct ("..., though P") or a contrasting "but Q" concedes or contrasts
    against an asserted proposition (König 1988; Lakoff 1971 on the "but" of denied
    expectation): after such a verb the only asserted one is the matrix clause (what is
    allowed, wanted, planned), not the unrealised event, so the clause belongs to the matrix
    and stays out of the hypothesis (stop 73, vc129; s1204g verb-003). After an implicative
    ("managed to finish, though she was hurt") the event is asserted and the clause may bear
    on it: those keep it."""
    return lemma in PERMISSION_VERBS_WITH_ENABLE or lemma in FUTURE_ORIENTED


def _contrast_with_report(doc: Doc, verb: Token, head: Token) -> set[int]:
    """A clause with its own subject coordinated to the trigger by "but" after the complement
    ("X was thought to be the limit but in 1998 a faster drive appeared"), from "but" (and a
    comma before it) to the end of the sentence, its final punctuation kept: the "but" of
    denied expectation contrasts what in fact happened with what was reported, believed or
    allowed (Lakoff 1971; Quirk et al. 1985 §13.22), which in the hypothesis would become a
    contrast with the bare event that S never drew (s1204g verb-047); else the empty set."""
    for conj in verb.children:
        if conj.dep_ != "conj" or conj.i <= head.right_edge.i:
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        cc = next(
            (
                c
                for c in verb.children
                if c.dep_ == "cc" and head.right_edge.i < c.i < conj.left_edge.i
            ),
            None,
        )
        if cc is None or cc.lower_ != "but":
            continue
        start = cc.i - 1 if doc[cc.i - 1].text == "," else cc.i
        return set(range(start, _end_before_final_punct(doc, conj) + 1))
    return set()


def conjunct_comma_splice(doc: Doc, verb: Token) -> Token | None:
    """The comma of a comma splice before the trigger's clause that a conjunct opens ("X can
    become large, however the tool allows you to V"), else None. A conjunct such as
    "however" or "therefore" is an adverb, not a coordinator: it cannot join two
    independent clauses, so the comma before it stands where a semicolon or a full stop
    belongs (Quirk et al. 1985 App. III.7 on the comma splice, §8.134-8.137 on conjuncts;
    CGEL ch. 15 §2.2 on "however" as no coordinator). The clause before it is a statement of
    its own, cut as after a semicolon, with the conjunct that relates the two (stop 79,
    vc149; s1204v verb-015), here and in the controller rewrite, where it opens the
    hypothesis as a semicolon does (``_from_controller``; stop 79, vc150)."""
    head = finite_clause_head(doc, verb)
    if head is None:
        return None
    for adv in head.children:
        if (
            adv.dep_ == "advmod"
            and adv.lower_ in CONJUNCTIVE_ADVERBS
            and adv.i < head.i
            and adv.i > verb.sent.start + 1
            and doc[adv.i - 1].text == ","
        ):
            return doc[adv.i - 1]
    return asyndetic_comma_splice(doc, verb, head)


def asyndetic_comma_splice(doc: Doc, verb: Token, head: Token) -> Token | None:
    """The comma of a plain comma splice, with no conjunct, before the trigger's clause ("You
    can't do both at once, you have to run it twice"), else None.

    Two independent clauses joined by a comma alone form a comma splice: the comma stands
    where a semicolon or a full stop belongs (Quirk et al. 1985 App. III.7; CGEL ch. 20 §4),
    so the clause before it is a statement of its own, no part of the trigger's complement
    (the verb-veridicality hypothesis is the complement as a sentence; White & Rawlins 2018,
    Ross & Pavlick 2019). The parser hangs such a clause on the trigger's clause as a ccomp
    or parataxis. Only when that clause opens the sentence, ends at the comma, has a subject
    and a tensed verb and no subordinator (a mark would make it an adverbial clause: "If it
    fails, you have to V"), when the trigger's clause has a subject right after the comma,
    and when the trigger's own complement follows the trigger (a fronted complement is the
    one the trigger takes: "It fails, I know"). Quotations stay (a quoted clause before a
    reporting frame is an object, not a splice). Callers cut the clause as after a semicolon,
    and keep it when a pronoun after it has its antecedent there (``_semicolon_clause_cut``,
    ``_controller_splice``; stop 82, vc157)."""
    subj = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
    if subj is None or subj.i > head.i:
        return None
    comma = doc[subj.left_edge.i - 1] if subj.left_edge.i > verb.sent.start else None
    if comma is None or comma.text != ",":
        return None
    if not any(c.dep_ in ("xcomp", "ccomp") and c.i > verb.i for c in verb.children):
        return None
    clause = next(
        (
            c
            for c in head.children
            if c.dep_ in ("ccomp", "parataxis") and c.right_edge.i == comma.i - 1
        ),
        None,
    )
    if clause is None or clause.left_edge.i > verb.sent.start + 1:
        return None  # at most an interjection before it ("Ya I know him, ...")
    if any(t.dep_ == "mark" for t in doc[verb.sent.start : comma.i]):
        # a subordinator anywhere before the comma: an adverbial clause there ("Once you have
        # what you want, you will want to V") may be hung on a verb inside it by the parser
        return None
    if not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
        return None
    if clause.tag_ not in FINITE_TAGS and not any(
        c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in clause.children
    ):
        return None
    if any(
        t.text in DOUBLE_QUOTES or t.text in ("'", "\u2018") for t in doc[verb.sent.start : comma.i]
    ):
        return None
    return comma


#: Verbs of causing and enabling, whose subject is the causer of the infinitive's event
#: (Talmy 2000 ch. 7 on force dynamics; Wolff 2003 on "cause/enable/prevent"; CGEL ch. 14
#: §5 on "allow/permit/enable/let"). Verbs of wanting or asking are not among them: a
#: condition on a desire can be part of what is desired (Heim 1992 on conditional desires).
_CAUSER_VERBS = frozenset({"cause", "force", "compel", "make"}) | PERMISSION_VERBS_WITH_ENABLE_LET


def _fronted_causer_condition(doc: Doc, verb: Token, subj: Token) -> set[int]:
    """A fronted "if"/"unless" clause of a verb of causing or enabling (``_CAUSER_VERBS``)
    whose subject, the causer, the controller hypothesis drops, with its comma ("If you add
    brushes, this button causes the list to be reloaded"), else the empty set.

    The conditional restricts the clause it adjoins (Kratzer 1986: "if" restricts the
    operator of its clause; Quirk et al. 1985 §15.33), here the causing or enabling by the
    matrix subject. Copied before the controller's clause ("If you add brushes, the list is
    reloaded") it restricts the bare result, and the hypothesis says that the condition alone
    brings it about, with the causer gone (s1204v verb-086): a claim the premise does not
    make. Left out, the phenomenon's ``_matrix_condition`` sees the condition missing from
    the hypothesis and makes the pair neutral (stop 79, vc150)."""
    out: set[int] = set()
    if verb_lemma(verb) not in _CAUSER_VERBS:
        return out
    for clause, _ in marked_clauses(verb, ("if", "unless"), after=0):
        if clause.right_edge.i >= subj.left_edge.i:
            continue
        out |= set(range(clause.left_edge.i, clause.right_edge.i + 1))
        after = clause.right_edge.i + 1
        if after < len(doc) and doc[after].text == ",":
            out.add(after)
    return out


def _controller_splice(doc: Doc, verb: Token, controller: Token) -> Token | None:
    """The comma of a comma splice opened by a conjunct before the trigger's clause
    (``conjunct_comma_splice``), where the controller hypothesis may open as after a
    semicolon, else None.

    The clause before the splice stays when it holds the antecedent of a third-person
    pronoun after it that the hypothesis keeps as a pronoun (the guard of the phenomenon's
    semicolon cut; Halliday & Hasan 1976 ch. 2): only a controller pronoun whose antecedent
    ``pronoun_antecedent`` names is written as that noun phrase, so no other pronoun may
    follow ("X can grow large, however the tool lets you shrink them" keeps X)."""
    splice = conjunct_comma_splice(doc, verb)
    if splice is None:
        return None
    for t in doc[splice.i + 1 : verb.sent.end]:
        if t.tag_ not in ("PRP", "PRP$") or t.lower_ not in THIRD_PERSON_PRONOUNS:
            continue
        if t.i != controller.i or controller.left_edge.i != controller.right_edge.i:
            return None
        if pronoun_antecedent(controller, exclude=clause_mate_subject(verb)) is None:
            return None
    return splice


#: Dashes that set off a parenthesis (Quirk et al. 1985 App. III §III.26).
_PARENTHESIS_DASHES = frozenset({"—", "–", "--"})


def _from_controller(
    doc: Doc,
    verb: Token,
    first: Token,
    head: Token,
    replace: dict[int, str],
    drop: set[int],
    controller: Token | None,
    flags: tuple[str, ...],
    auxiliaries: tuple[str, ...] = (),
) -> Rewritten:
    """Controller + matrix auxiliaries + complement VP, after whatever precedes the main
    clause's subject."""
    rule = "complement:to:controller_subject"
    if controller is None:
        return Rewritten("", False, rule, (*flags, "no-controller"))
    if controller.left_edge.i <= verb.i <= controller.right_edge.i or controller.tag_ in WH_TAGS:
        # "The man who refused to pay": the controller phrase contains the verb itself
        return Rewritten("", False, rule, (*flags, "controller-contains-verb"))
    prefix: list[tuple[str, str]] = []
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if verb.dep_ == "ROOT" and subj is not None:
        # the matrix verb's own auxiliaries stay out: "Can managers teach their staff to draw?"
        # -> not "Can their staff can draw" (the auxiliaries are re-added after the subject)
        own = {c.i for c in verb.children if c.dep_ in AUX_DEPS or c.dep_ == "neg"}
        own |= _dangling_concessive_mark(verb)  # "Though she persuaded him to stay." (fragment)
        frame = _frame_parataxis(verb)
        if frame is not None:
            own |= {t.i for t in frame.subtree}  # "I know I wanted to scream" -> "I screamed."
        own |= _initial_fillers(doc)  # "Well, he persuaded her to stay" -> "She stayed."
        own |= stutters(doc) | yknow_fillers(doc)
        # "Third, he urged them to wait" -> "They waited."
        own |= _fronted_disjunct(doc, verb) | _fronted_conjunct(doc, verb)
        own |= _subject_adjunct_of_trigger(doc, verb)  # "In a rare show of unity, X agreed"
        own |= _fronted_time_of_future(doc, verb)  # "In 1980, IBM chose X to V"
        # vc231: "Tonight I ask you to V" -> "You will V"; "So I ask you to V" -> "You will V"
        # (complement_matrix_adjuncts)
        directive = verb_lemma(verb) in FUTURE_DIRECTIVES
        own |= fronted_time_of_present_directive(doc, verb, directive)
        own |= fronted_result_connective(doc, verb) | fronted_enumerative(doc, verb)
        own |= _fronted_anankastic_purpose(doc, verb)  # "To V, it requires you to V"
        own |= parenthetical_fillers(doc, 0, subj.left_edge.i)
        if controller.i != subj.i:
            own |= _subject_controlled_adjuncts(doc, verb, subj)
            own |= _fronted_causer_condition(doc, verb, subj)
        # "Plant buildings; each building causes X to V": a heading or clause before a
        # semicolon or colon is a unit of its own (Quirk et al. 1985 App. III §III.15-16),
        # no part of the matrix clause (ninety-fifth pass, s1202e verb-034)
        # A colon with no space after it joins the parts of a name or path ("the
        # Expenses:Internet account", "http://"), no clauses (the colon as a mark of
        # punctuation is followed by a space: Chicago Manual of Style 6.63; s1204s verb-013)
        # The comma of a comma splice opened by a conjunct ("X can grow large, however the
        # tool allows them to V") stands where a semicolon belongs (``conjunct_comma_splice``):
        # the clause before it is a unit of its own too, and kept it would put the antecedent
        # of the controller pronoun beside its copy ("X can grow large, X V"; stop 79, vc150)
        splice = _controller_splice(doc, verb, controller)
        opening = max(
            (
                t.i + 1
                for t in doc[: subj.left_edge.i]
                if t.text == ";"
                or (t.text == ":" and t.whitespace_)
                or (splice is not None and t.i == splice.i)
            ),
            default=0,
        )
        prefix = [
            (t.text, t.whitespace_) for t in doc[opening : subj.left_edge.i] if t.i not in own
        ]
    elif verb.dep_ == "ccomp" and subj is not None and speaker_frame(verb):
        # "I think at some point it begins to get easier" -> "At some point it gets easier.",
        # not "It gets easier.": the frame goes (twelfth pass), but an adjunct fronted inside
        # the complement clause, between the frame and the clause's subject, belongs to that
        # clause (it is in the clause's subtree), and without it the hypothesis claims the
        # complement without its time or condition, which the sentence does not (twenty-eighth
        # pass; Quirk et al. 1985 §8.17 on adjuncts as clause constituents)
        fronted = [
            t
            for t in doc[verb.left_edge.i : subj.left_edge.i]
            if t.i not in drop and t.dep_ not in ("aux", "auxpass", "neg", "mark")
        ]
        while fronted and fronted[0].is_punct:
            fronted.pop(0)
        prefix = [(t.text, t.whitespace_) for t in fronted]
    # only the controller's head (and its conjuncts) changes case: a pronoun governed by a
    # preposition inside it keeps its accusative ("asked each of us to leave" -> "Each of us
    # left", not "Each of we"; issue #12, seventh review; CGEL ch. 5 §16.2)
    heads = {controller.i, *(c.i for c in controller.conjuncts)}
    ctrl_end = _split_object_end(controller, head)
    dashes = [
        t for t in doc[controller.left_edge.i : ctrl_end + 1] if t.text in _PARENTHESIS_DASHES
    ]
    if len(dashes) % 2 and ctrl_end > controller.i and doc[ctrl_end].text in _PARENTHESIS_DASHES:
        # "appointed three shamans — with the consent of all — to V": the opening dash of a
        # parenthesis the parser hung on the object; dashes enclose a parenthesis in pairs
        # (Quirk et al. 1985 App. III §III.26), so a lone one closing the controller opens a
        # parenthesis outside it, and goes with it: not "Three shamans — made it" (stop 96, vc202)
        ctrl_end -= 1
    # the controller's own spacing, so a hyphenated word stays whole ("the Secretary-General"
    # -> "The Secretary-General opened ...", not "The Secretary - General": a tokenizer split
    # that the source never had, seventy-fourth pass); a space only after its last word
    ctrl_start = controller.left_edge.i
    if _demonstrative_read_as_mark(controller, head):
        # "allows that attack to always hit first" -> "That attack ...", not "Attack ...": a
        # "that" complementizer opens only finite clauses (CGEL ch. 11 §3; Quirk et al. 1985
        # §15.3), so before the subject of a to-infinitive it is the demonstrative determiner
        # the parser took for a mark (ninety-sixth pass)
        ctrl_start -= 1
    ctrl = [
        (
            NOMINATIVE.get(t.lower_, t.text) if t.i in heads else t.text,
            t.whitespace_ if t.i < ctrl_end else " ",
        )
        for t in doc[ctrl_start : ctrl_end + 1]
    ]
    antecedent = pronoun_antecedent(controller, exclude=clause_mate_subject(verb))
    if antecedent is not None and ctrl_start == ctrl_end == controller.i:
        # "Careful design of the instructions allows them to be decompressed" -> "The
        # instructions are decompressed", not "They are decompressed" (pronoun_antecedent)
        ctrl = [(t.text, t.whitespace_ if t.i < antecedent.end - 1 else " ") for t in antecedent]
    elif ctrl and _demonstrative_of_indefinite(doc, controller, ctrl_start):
        ctrl[0] = ("the", ctrl[0][1])  # "a program requires that program" -> "The program"
    rest = [
        (replace.get(t.i, t.text), t.whitespace_)
        for t in doc[first.i : _listed_infinitive_end(doc, verb, head) + 1]
        if t.i not in drop
    ]
    split = _split_infinitive_adverbs(head, first, drop)
    if split:
        # "allows the attack to always hit first" -> "The attack always hits first", not "The
        # attack hits first": an adverb between "to" and the verb (the split infinitive, Quirk
        # et al. 1985 §15.13) is the infinitive's own and takes the mid position before a
        # lexical finite verb (§8.20); "always hit" and "hit" differ in what they claim
        rest = [(t.text, t.whitespace_) for t in split] + rest
    if ends_with_question(doc):
        flags = (*flags, "question")  # a question's complement is no statement of the speaker
    aux = " ".join(auxiliaries) + " " if auxiliaries else ""
    text = _join(prefix) + (" " if prefix else "") + _join(ctrl) + " " + aux + _join(rest)
    text = capitalise(_final_punct(doc, text.strip()))
    text = _mend_bracket(doc.text, text)
    if _bracket_lost(doc.text, text):
        flags = (*flags, "unbalanced-bracket")
    return Rewritten(text, not flags, rule, flags)


def _lone_participle_conjunct(conj: Token) -> bool:
    """Is ``conj`` a lone -ed word right after a coordinator that follows a passive or perfect
    participle ("to be viewed and/or downloaded"), with no subject, object or auxiliary of its
    own? Like constituents coordinate (Quirk et al. 1985 §13.41, §13.64), so it is a second
    participle of that verb group, whatever the parser hung it on (the matrix verb or the
    infinitive): a second predicate of the matrix clause or of the infinitive would need an
    object or complement of its own ("*allows X and downloaded"; stop 74, vc132; s1204j
    verb-010)."""
    if conj.dep_ != "conj" or conj.tag_ not in ("VBN", "VBD") or conj.i < 2:
        return False
    if any(not c.is_punct for c in conj.children):
        return False
    doc = conj.doc
    cc, last = doc[conj.i - 1], doc[conj.i - 2]
    if cc.dep_ != "cc" or last.tag_ != "VBN":
        return False
    return any(c.dep_ in AUX_DEPS for c in last.children)


def _participle_conjuncts_of_matrix(verb: Token, head: Token) -> list[Token]:
    """Lone past participles the parser coordinated with the matrix verb although they follow
    the participle that ends the infinitive ("allows the user to select attachments to be
    viewed and/or downloaded": "downloaded" a conj of "allows"; _lone_participle_conjunct)."""
    return [
        c for c in verb.children if c.i == head.right_edge.i + 2 and _lone_participle_conjunct(c)
    ]


def _listed_infinitive_end(doc: Doc, verb: Token, head: Token) -> int:
    """The last token of the infinitive with the later bare verbs that continue it although
    the parser hung them on the matrix verb ("allows the machine to connect with X, and
    connect with Y": the second "connect" a conj of "allows"; _infinitive_conjuncts_of_matrix,
    _bare_list_items). The controller-subject hypothesis takes the words of the infinitive
    only, so without them it keeps the first conjunct alone ("The machine connects with X."),
    a truncated complement: coordinated verb phrases are one constituent (Quirk et al. 1985
    §13.41, §13.64), and the complement runs to the end of the last of them (stop 74, vc132;
    s1204j verb-027). Only a conjunct that follows the infinitive with nothing but commas and
    coordinators in between, so no matrix word comes into the hypothesis."""
    end = head.right_edge.i
    listed = sorted(
        {
            *_infinitive_conjuncts_of_matrix(verb, head),
            *_bare_list_items(doc, head),
            *_participle_conjuncts_of_matrix(verb, head),
        },
        key=lambda t: t.i,
    )
    for conj in listed:
        if conj.i <= end:
            continue
        gap = doc[end + 1 : conj.left_edge.i]
        if conj.left_edge.i <= end or not all(t.text == "," or t.dep_ == "cc" for t in gap):
            break
        end = conj.right_edge.i
    end = detached_conditional_end(doc, end + 1) - 1  # "in the event | X moves" (vc230)
    end = detached_wh_predicate_end(doc, end + 1) - 1  # "how thinking, feeling, and Xs V"
    return _range_after_colon(doc, end)


#: Words of a numeric range after a colon ("0 to 255", "-1.0 (dark) to +1.0 (light)").
_RANGE_JOINERS = frozenset({"to", "-", "\u2013", "+", "(", ")", "and"})


def _range_after_colon(doc: Doc, end: int) -> int:
    """``end`` moved past a colon and the numeric range after it ("choose a value in the range:
    0 to 255"), when the parser hung the range outside the infinitive, else ``end``.

    A colon before a phrase that is no clause introduces an apposition specifying the noun
    before it (Quirk et al. 1985 App. III §III.16; §17.65 on appositions of specification):
    "the range: 0 to 255" is one noun phrase, the range named by its bounds. Cut at the colon,
    the hypothesis keeps the bare "in the range." whose bounds were the point (stop 79, vc148;
    s1204t verb-022: "hypothesis is cut at the colon"). Only a noun before the colon and, up to
    the sentence's stop, nothing but two or more numerals, "to"/dashes/signs and words in
    brackets ("(dark)"), so no clause of the matrix comes in."""
    if end + 2 >= len(doc) or doc[end + 1].text != ":" or doc[end].pos_ not in ("NOUN", "PROPN"):
        return end
    stop = len(doc) - 1 if doc[-1].is_punct and doc[-1].text in (".", "!") else len(doc)
    tail = doc[end + 2 : stop]
    depth, numerals = 0, 0
    for t in tail:
        depth += (t.text == "(") - (t.text == ")")
        if t.like_num:
            numerals += 1
        elif t.lower_ not in _RANGE_JOINERS and not (depth > 0 and t.is_alpha):
            return end
    if numerals < 2 or depth != 0 or not any(t.lower_ in ("to", "-", "\u2013") for t in tail):
        return end
    return stop - 1


def _demonstrative_read_as_mark(controller: Token, head: Token) -> bool:
    """Is the word before the controller a "that" the parser made a "mark" of the infinitive,
    while the controller is a singular common noun with no determiner of its own? ("this" is
    never a mark, so only "that" is checked.)"""
    i = controller.left_edge.i
    if i == 0 or controller.tag_ != "NN" or controller.left_edge.dep_ == "det":
        return False
    before = controller.doc[i - 1]
    return before.lower_ == "that" and before.dep_ == "mark" and before.head.i == head.i


def _split_infinitive_adverbs(head: Token, first: Token, drop: set[int]) -> list[Token]:
    """The adverbs between the infinitive's "to" and its first verb ("to always hit", "to
    better defend"), when the first verb is the lexical head itself, else []. Comparative and
    superlative adverbs (RBR/RBS) count as much as plain RB ones: dropping "better" changes the
    claim as dropping "always" does (rt2 finding 13)."""
    if first.i != head.i:
        return []
    to = next((c for c in head.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if to is None:
        return []
    between = [t for t in head.doc[to.i + 1 : first.i]]
    if not between or any(t.dep_ != "advmod" or t.head.i != head.i for t in between):
        return []
    return [t for t in between if t.i not in drop and t.tag_ in ("RB", "RBR", "RBS")]


def _split_object_end(controller: Token, head: Token) -> int:
    """The last token of the controller's noun phrase. The parser splits a noun phrase with a
    parenthesis inside it into two objects of the verb ("invited the Varangian (Viking) king
    Oleg to bring order": "Varangian" and "Oleg" both "dobj"); a verb has one direct object
    (CGEL ch. 4 §4), so a second object that starts right after the first ends in a closing
    bracket, before the infinitive, is the rest of the same noun phrase and the controller runs to its end
    ("The Varangian (Viking) king Oleg brought order", not "*The Varangian (Viking) brought
    order"; ninety-fifth pass, s1202e verb-042/053)."""
    end = controller.right_edge.i
    doc = controller.doc
    if controller.dep_ not in ("dobj", "dative") or doc[end].text != ")":
        return end
    for sib in controller.head.children:
        if sib.dep_ == controller.dep_ and controller.i < sib.i < head.i:
            end = sib.right_edge.i if sib.left_edge.i == end + 1 else end
    return end


#: Punctuation that separates main-clause units: a clause following a semicolon or a single
#: dash is no part of a preceding that-clause ("realized that the man had fled - and no warrant
#: was issued"; Quirk et al. 1985 App. III §III.10, §III.15).
CLAUSE_BREAKS = frozenset({";", "-", "--", "\u2013", "\u2014"})


#: Tags of a word that opens a new clause or phrase after a dash ("- and no warrant was issued",
#: "- which", "- the police"); after a hyphen of a compound the next word is part of a word
#: ("ride - hailing", "X - rated", "so - called" in tokenized COCA text).
_CLAUSE_OPENING_TAGS = frozenset({"CC", "DT", "PRP", "WDT", "WP", "WRB", "EX", "IN"})


#: An en dash set close between two words joins them ("Khasi\u2013Palaungic", "1990\u20132000",
#: "Dunning\u2013Kruger"): the closed-up en dash marks a compound or a range, the spaced one a
#: break between clauses (Chicago Manual of Style, 17th ed., §6.78-6.80, §6.85; Wikipedia's
#: MOS:DASH likewise). An em dash breaks the clause whether spaced or not (§6.82).
_COMPOUND_DASHES = frozenset({"\u2013"})


def _clause_break(t: Token) -> bool:
    if t.text in _COMPOUND_DASHES:
        prev = t.doc[t.i - 1] if t.i > 0 else None
        nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
        closed = prev is not None and not prev.whitespace_ and not t.whitespace_
        return not (closed and nxt is not None and (nxt.is_alpha or nxt.like_num))
    if t.text != "-":
        return True
    nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
    return bool(t.whitespace_) and nxt is not None and nxt.tag_ in _CLAUSE_OPENING_TAGS


def _cut_at_break(doc: Doc, start: int, end: int) -> int:
    """End the complement before a semicolon or a lone dash (a pair of dashes encloses a
    parenthesis inside the clause and stays)."""
    breaks = [t.i for t in doc[start:end] if t.text in CLAUSE_BREAKS and _clause_break(t)]
    dashes = [i for i in breaks if doc[i].text != ";"]
    if len(dashes) >= 2 and not any(doc[i].text == ";" for i in breaks):
        return end  # "that the plan - as he said - was sound"
    return breaks[0] if breaks and breaks[0] > start else end


#: Conjunctions of a clause that, after a comma, comments on the whole report rather than
#: continuing its content ("Some researchers believe that it is the oldest lake, but not all of
#: them agree"): adversative and result coordination (Quirk et al. 1985 §13.22-13.24).
CONTRAST_CONJUNCTIONS = frozenset({"but", "yet", "so"})


def _coordinated_clauses(
    root: Token, start: int, end: int, coordinators: Collection[str]
) -> Iterator[tuple[Token, Token]]:
    """The (conjunct, coordinator) pairs of clauses with their own subject coordinated to the
    complement's head ``root`` inside ``[start, end)`` by one of ``coordinators``: the shape
    both the contrast cut and the counterfactual "or" cut start from."""
    for conj in root.children:
        if conj.dep_ != "conj" or not start < conj.i < end:
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        cc = next((c for c in root.children if c.dep_ == "cc" and c.i < conj.left_edge.i), None)
        if cc is not None and cc.lower_ in coordinators:
            yield conj, cc


def _cut_at_contrast(doc: Doc, start: int, end: int) -> int:
    """End the complement before ", but/yet/so" + a clause with its own subject coordinated
    to the complement's head."""
    root = doc[start:end].root
    for conj, cc in _coordinated_clauses(root, start, end, CONTRAST_CONJUNCTIONS):
        if doc[cc.i - 1].text != "," and not _belief_countered(root, cc):
            continue
        if any(c.dep_ == "mark" and c.lower_ == "that" and c.i == cc.i + 1 for c in conj.children):
            # "says that his claim not only fits the statute, but that to limit it would ...":
            # a repeated complementizer makes the clause a second content clause of the same
            # verb (Quirk et al. 1985 ch. 13 on coordinated subordinate clauses), part of what
            # is said, not the speaker's contrast with the report (seventy-fourth pass)
            continue
        return cc.i - 1 if doc[cc.i - 1].text == "," else cc.i
    for cc in root.children:
        # "assumed that P but, starting in 1990, lawsuits extended it", parsed with the
        # lawsuits' clause as the host: a "but" with no conjunct after it in the complement
        # coordinates the complement with nothing in it; its conjunct is outside, and what
        # stands between belongs to that conjunct (a coordinator precedes its own conjunct,
        # Quirk et al. 1985 §13.2), so the complement ends before it
        if cc.dep_ != "cc" or cc.lower_ != "but" or not start < cc.i < end:
            continue
        if any(c.dep_ == "conj" and c.i > cc.i for c in root.children):
            continue
        if not any(c.dep_ == "advcl" and c.i > cc.i for c in root.children):
            continue
        return cc.i - 1 if doc[cc.i - 1].text == "," else cc.i
    return end


#: Non-factive verbs of belief and expectation (RP19 o/o "believe/think/assume/suppose/expect
#: that"): what they report is the subject's view, which the writer does not vouch for.
_COUNTERED_BELIEF_VERBS = frozenset(
    {"believe", "think", "assume", "suppose", "presume", "expect", "imagine", "guess", "figure"}
)


def _belief_countered(root: Token, cc: Token) -> bool:
    """Is ``cc`` a "but" without a comma that opens the writer's counter to a belief ("Most
    people assumed that the code was safe but in 1990 a flaw was found")? "X believed P but Q"
    is the denial-of-expectation use of "but" (Lakoff 1971; Quirk et al. 1985 §13.22): Q says
    what in fact happened against the belief, asserted by the writer, not believed by X. Only
    after a non-factive belief verb, whose content the writer leaves open; a report of saying
    or finding may go on into a second reported clause ("found that the drug helped but the
    effect was small"). The hypothesis ends before "but": on the reading in which Q is part
    of the belief the shorter complement stays within what S says, so the label stands (as
    for the comma-set case; s1204g verb-012)."""
    matrix = root.head
    return (
        cc.lower_ == "but"
        and root.dep_ == "ccomp"
        and matrix.i != root.i
        and matrix.pos_ in ("VERB", "AUX")
        and verb_lemma(matrix) in _COUNTERED_BELIEF_VERBS
        and not any(c.dep_ == "neg" for c in matrix.children)
        and not any(  # "not only P but (also) Q" is one correlative content clause
            t.lower_ == "only" and t.i < cc.i and t.i > 0 and t.nbor(-1).lower_ == "not"
            for t in root.subtree
        )
    )


def _before_conjunct(doc: Doc, first: Token, conj: Token) -> int:
    """Where the complement ends when the conjunct ``conj`` of ``first`` goes: at the
    conjunct's left edge, with the coordinator and comma before it ("X, and wished" -> "X")."""
    cut = conj.left_edge.i
    while cut - 1 > first.i and (doc[cut - 1].dep_ == "cc" or doc[cut - 1].text == ","):
        cut -= 1
    return cut


#: Rule suffix of a complement whose trailing subjectless conjunct was cut.
CONJUNCT_CUT = ":conjunct_cut"


#: Coordinators whose coordination entails its first coordinate: "P and Q", "P but Q" entail
#: P (Quirk et al. 1985 §13.22, §13.26; CGEL ch. 15 §2.1-2.3 on "and"/"but" as
#: conjunctive), "P or Q" and "neither P nor Q" do not.
_FIRST_ENTAILING_COORDINATORS = frozenset({"and", "but"})


def subjectless_conjunct_cut(doc: Doc, start: int, end: int, matrix: Token | None) -> int | None:
    """Where a trailing subjectless verb-phrase conjunct of the content clause
    ``doc[start:end]`` begins (its coordinator and comma with it), or None.

    "He added that Mr. Bennet seemed disinclined to leave and promised to write again": a
    subjectless conjunct shares the subject of the predicate it is coordinated with (Quirk et
    al. 1985 §13.2, §13.64), and after a content clause with a subject of its own it may be
    coordinated with the clause's verb (Bennet promised) or with the matrix verb (he
    promised); the parse hangs it on the clause either way. "P and Q" entails P, and so does
    the matrix's "P" under either reading, so the hypothesis keeps P only: entailment and
    neutrality of "[V that] P" carry over from "P and Q" to P (a factive's presupposition of
    "P and Q" includes P; a report of "P and Q" reports P). A contradiction does not (¬(P∧Q)
    is not ¬P); the caller refuses such a pair (``conjunct_cut`` rule). The removal itself is
    the conjunction rewriter's (``conjuncts.remove_conjunct``): when it finds the conjunct not
    removable (a misparse, a shared object, a list), nothing is cut. Stop 83, vc163 (s1205j
    verb-036, verb-059)."""
    span = doc[start:end]
    clause = span.root
    if clause.pos_ not in ("VERB", "AUX") or not any(
        c.dep_ in SUBJECT_DEPS for c in clause.children
    ):
        return None
    item = _matrix_series_item(doc, clause, start, end, matrix)
    if item is not None:
        return _before_conjunct(doc, clause, item)  # vc218
    root = next((t for t in reversed(span) if t.dep_ == "conj" and t.head.i >= start), None)
    last = root
    root = None if root is None else root.head
    if root is None or not (
        (root == clause and disjoint_pronoun_conjunct(clause, last, matrix))  # vc219
        or _set_off_clause(doc, root, clause)
        or _tensed_beside_nonfinite(root, clause)
        or (root == clause and _second_speech_act(clause, matrix, end))
        or (root == clause and _comma_before_coordinator(doc, clause, end))
    ):
        # a conjunct the parse hangs on the clause's own finite verb ("that the doctor
        # examined him and found nothing wrong") is a reading the grammar allows, and the
        # usual one: only an attachment the grammar rules out (a tensed conjunct of a bare
        # infinitive, a conjunct after a closed parenthesis) leaves the clause's verb and the
        # matrix verb to choose from (stop 84, vc165: stop 83's withdrawal)
        return None
    conjs = [c for c in root.children if c.dep_ == "conj" and start < c.i < end]
    if len(conjs) != 1 or any(c.dep_ == "preconj" for c in root.children):
        return None  # a list of three, "both P and Q": no single trailing conjunct
    conj = conjs[0]
    if conj.pos_ not in ("VERB", "AUX") or conj.right_edge.i + 1 < end - 1:
        return None
    subject = next(c for c in clause.children if c.dep_ in SUBJECT_DEPS)
    if any(c.dep_ in AUX_DEPS and c.i < subject.i for c in clause.children):
        return None  # "had Simon followed X and started Y, ...": an inverted condition
    if any(c.dep_ in SUBJECT_DEPS for c in conj.children):
        return None  # a clause conjunct with its own subject is the complement's (Quirk §13.5)
    if _conjunct_of_the_clause(doc, clause, conj, matrix):
        return None
    if matrix is None or not _could_share_matrix_subject(conj, matrix):
        # "He said that they stay at home and are happy", "urged that they stay and be
        # patient": a conjunct whose tense or agreement differs from the matrix verb's cannot
        # be its coordinate (coordinated predicates alike in finiteness, Quirk §13.64;
        # subject-verb agreement, §10.34), so it is the clause's own and there is no ambiguity
        return None
    cc = next((c for c in root.children if c.dep_ == "cc" and root.i < c.i < conj.i), None)
    if cc is None or cc.lower_ not in _FIRST_ENTAILING_COORDINATORS:
        return None
    if not any(c.i > root.i and c.dep_ not in ("punct", "cc", "conj") for c in root.children) and (
        any(c.dep_ in ("dobj", "obj") for c in conj.children)
    ):
        return None  # "that she washed and dried the dishes": the object is shared
    cut = _before_conjunct(doc, root, conj)
    first = min([root.i, *(c.i for c in root.children if c.dep_ in AUX_DEPS and c.i < root.i)])
    if (
        remove_conjunct(doc, cc, [(first, cut), (conj.left_edge.i, conj.right_edge.i + 1)], 1)
        is None
    ):
        return None
    return cut if start < cut < end else None


def _matrix_series_item(
    doc: Doc, clause: Token, start: int, end: int, matrix: Token | None
) -> Token | None:
    """The first item of a series of subjectless verb phrases that closes the content clause
    headed by ``clause`` and continues the matrix predicate ("She knew that he was lying,
    turned away and left the room": she turned away and left), or None. Stop 100, vc218.

    The series "P, VP2 and VP3" is joined to the clause by a comma alone, its last item by
    "and" (multiple coordination of predicates, Quirk et al. 1985 §13.64, §13.66). A subjectless
    verb phrase coordinated with the matrix verb shares the matrix subject and is no part of the
    complement (Huddleston & Pullum 2002 ch. 15 §2). The parser hangs the series on the
    clause's verb; the grammar decides for the matrix only where the items are alike in form
    to the matrix verb and unlike the clause's: simple tensed forms in the matrix's tense and
    agreement (``_could_share_matrix_subject``) after a clause whose verb group has an
    operator ("was lying", "would speak") while the matrix verb has none. Coordinated verb
    phrases are read as parallel in form (Frazier, Munn & Clifton 2000), and a simple past
    cannot share a progressive's or a modal's operator. Not after a perfect "had" (or a
    passive): a past participle there may share the operator ("that he had lied, cheated and
    stolen"); not after a simple form ("that the dog barked, jumped and ran away": a series of
    the clause's own, alike in form). "P, Q and R" entails P under either reading, so the cut
    keeps the label; the caller refuses a contradiction (``CONJUNCT_CUT``)."""
    if matrix is None or clause.pos_ not in ("VERB", "AUX"):
        return None
    conjs = [c for c in clause.children if c.dep_ == "conj" and start < c.i < end]
    if len(conjs) != 1:
        return None
    item = conjs[0]
    if any(c.dep_ in ("cc", "preconj") and c.i < item.i for c in clause.children):
        return None  # a coordinator before the first item: no asyndetic series (other cuts)
    if item.left_edge.i - 1 <= clause.i or doc[item.left_edge.i - 1].text != ",":
        return None
    lasts = [c for c in item.children if c.dep_ == "conj" and c.i < end]
    if len(lasts) != 1 or lasts[0].right_edge.i + 1 < end - 1:
        return None  # the series must close the clause
    last = lasts[0]
    cc = [c for c in item.children if c.dep_ == "cc" and item.i < c.i < last.i]
    if not cc or cc[-1].lower_ != "and":
        return None
    clause_aux = [c for c in clause.children if c.dep_ in AUX_DEPS and c.i < clause.i]
    if not clause_aux or clause.tag_ == "VBN":
        return None  # a simple clause verb, or a perfect/passive participle to share
    if any(c.dep_ in AUX_DEPS and c.i < matrix.i for c in matrix.children):
        return None  # the matrix verb group has an operator too: no contrast of form
    for verb in (item, last):
        if verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in ("VBD", "VBZ", "VBP"):
            return None
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in verb.children):
            return None
        if not _could_share_matrix_subject(verb, matrix):
            return None
    return item


def _comma_before_coordinator(doc: Doc, clause: Token, end: int) -> bool:
    """Is the last conjunct hung on the content clause's own verb set off by a comma before
    its "and/but" ("feared that the child was ill, and hurried to comfort her")? Coordinated
    predicates of one clause are normally written without a comma between them (Quirk et al.
    1985 App. III §III.13; Huddleston & Pullum 2002 ch. 20 §4 on commas in coordination),
    while a comma before the coordinator marks the boundary of the larger unit, here the end
    of the content clause: the subjectless conjunct after it is the matrix verb's second
    predicate (the doctor hurried). Either reading keeps P for the hypothesis
    (``subjectless_conjunct_cut``), so the cut is safe where the comma misleads. Stop 99,
    vc214 (s9802's "was afraid that P, and hastened to V")."""
    conj = next((c for c in clause.children if c.dep_ == "conj" and c.i < end), None)
    if conj is None:
        return False
    cc = next((c for c in clause.children if c.dep_ == "cc" and clause.i < c.i < conj.i), None)
    return cc is not None and cc.i + 1 == conj.left_edge.i and doc[cc.i - 1].text == ","


def _second_speech_act(clause: Token, matrix: Token | None, end: int) -> bool:
    """Is the last conjunct hung on the content clause's own verb a speech act like the matrix
    verb's, while the clause's verb is none ("He added that Mr. Bennet seemed disinclined to
    leave and promised to write again")? Coordinated predicates share a common integrator
    (Lang 1984): a saying or commissive conjunct beside a reporting matrix verb is the
    reporter's second act, not the reported subject's (s1205j verb-036; commissives are
    ``COMMISSIVE_VERBS``, Searle 1976). Where the clause's
    verb is itself a verb of saying ("that the chair said X and promised Y") nothing tells
    them apart, and the parse is left alone. Stop 84, vc165."""
    acts = SAYING_VERBS | COMMISSIVE_VERBS
    if matrix is None or matrix.lemma_ not in SAYING_VERBS or clause.lemma_ in acts:
        return False
    conj = next((c for c in clause.children if c.dep_ == "conj" and c.i < end), None)
    return conj is not None and conj.lemma_ in acts


def _conjunct_of_the_clause(doc: Doc, clause: Token, conj: Token, matrix: Token | None) -> bool:
    """Does the form of ``conj`` tie it to the content clause headed by ``clause`` rather than
    to the matrix verb? Stop 84, vc165 (the guard stop 83's withdrawal of the cut asked for):

    * a second "that" or a subject of its own inside the conjunct ("that the door was locked
      and that the key was gone"): a content-clause conjunct (Quirk et al. 1985 §13.5), which
      the small parse sometimes hangs with the subject under the auxiliary;
    * a bare past participle after a clause with a perfect or passive auxiliary ("that she had
      written the letter and sent it"): coordinated predicates share their operator (Quirk
      §13.64), and the matrix has no such auxiliary to share, so the participle is the
      clause's;
    * a periphrastic verb group of its own ("was cutting staff") after a clause whose verb
      group is periphrastic too, when the matrix verb is a simple form ("announced"):
      coordinated verb phrases are read as parallel in form (Frazier, Munn & Clifton 2000,
      parallelism in coordination), so the conjunct goes with the clause it is alike.
    """
    inside = doc[conj.left_edge.i : conj.i]
    if any(t.dep_ in SUBJECT_DEPS or (t.dep_ == "mark" and t.lower_ == "that") for t in inside):
        return True
    clause_aux = [c for c in clause.children if c.dep_ in AUX_DEPS and c.i < clause.i]
    conj_aux = [c for c in conj.children if c.dep_ in AUX_DEPS and c.i < conj.i]
    participle = conj.tag_ == "VBN" or conj.lower_ == inflect(conj.lemma_, "VBN").lower()
    if participle and not conj_aux and any(a.lemma_ in ("have", "be") for a in clause_aux):
        return True  # "had fixed the roof and painted it": "painted" shares "had"
    # "announced that it had failed to meet X and was cutting staff"
    return bool(
        conj_aux
        and clause_aux
        and matrix is not None
        and not any(c.dep_ in AUX_DEPS and c.i < matrix.i for c in matrix.children)
    )


def _tensed_beside_nonfinite(verb: Token, clause: Token) -> bool:
    """Is ``verb`` a non-finite verb inside ``clause`` ("unwilling to sign the lease") with a
    tensed verb conjunct hung on it ("and promised to call")? Coordinated predicates are alike
    in finiteness (Quirk et al. 1985 §13.2, §13.64; as ``_cut_at_matrix_conjunct``), so the
    tensed conjunct is no coordinate of the bare infinitive or gerund but of a finite verb
    above it: the clause's or the matrix's."""
    if verb.tag_ not in ("VB", "VBG") or not any(t.i == clause.i for t in verb.ancestors):
        return False
    return any(c.dep_ == "conj" and c.tag_ in ("VBD", "VBZ", "VBP") for c in verb.children)


def _finite_tag(verb: Token) -> str:
    """The tag of the finite element of ``verb``'s verb group: its tensed auxiliary ("was
    convinced" -> VBD) or the verb itself."""
    aux = next(
        (c for c in verb.children if c.dep_ in AUX_DEPS and c.tag_ in ("VBD", "VBZ", "VBP")), None
    )
    return aux.tag_ if aux is not None else verb.tag_


#: Forms of "be" that the first person singular, and the plural/"you", do not take.
_NOT_WITH_I = frozenset({"are", "is", "were"})
_NOT_WITH_PLURAL = frozenset({"am", "is", "was"})


def _could_share_matrix_subject(conj: Token, matrix: Token) -> bool:
    """Could the subjectless ``conj`` be the matrix verb's second predicate? Only when both are
    tensed and alike: coordinated predicates agree in finiteness and tense (Quirk et al. 1985
    §13.64), and a shared subject agrees with both (§10.34). "said that they stay at home and
    are happy", "think you could bring him X and see": a conjunct in another tense, or
    non-finite, is the clause's own, with no ambiguity to resolve; "I understand that some
    dwarves escaped and are hidden": "are" cannot take "I"."""
    tag = _finite_tag(conj)
    if tag not in ("VBD", "VBZ", "VBP") or tag != _finite_tag(matrix):
        return False
    finite = next(
        (c for c in conj.children if c.dep_ in AUX_DEPS and c.tag_ == tag and c.i < conj.i), conj
    )
    subject = next((c for c in matrix.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    if subject.lower_ == "i" and finite.lower_ in _NOT_WITH_I:
        return False
    plural = subject.lower_ in ("we", "you", "they") or subject.tag_ in ("NNS", "NNPS")
    if not plural and subject.lower_ != "i" and finite.lower_ in ("are", "were"):
        return False  # "Serp Perth admitted that they forgot and were apologetic" (RP19)
    return not (plural and finite.lower_ in _NOT_WITH_PLURAL)


def _set_off_clause(doc: Doc, verb: Token, clause: Token) -> bool:
    """Is ``verb`` the head of an adverbial or content clause inside ``clause`` set off by a
    comma before it ("P, whatever the event might be, and wished ...")? A clause set off by
    commas is a parenthesis closed at its second comma (Quirk et al. 1985 §15.54, §17.68 on
    set-off adverbial and supplementive clauses), so a subjectless conjunct after that comma
    is not its coordinate but one of the clause around it, whatever the parse's attachment. A
    condition ("if A and B") is left alone: removing a conjunct of an antecedent is no
    entailment."""
    if verb.dep_ not in ("advcl", "ccomp") or verb.i == clause.i:
        return False
    if not any(t.i == clause.i for t in verb.ancestors):
        return False
    if any(c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in verb.children):
        return False
    return verb.left_edge.i > 0 and doc[verb.left_edge.i - 1].text == ","


#: Degree words that take a correlative "as"-clause or result "that"-clause (Quirk et al.
#: 1985 §15.63-15.67: "so ... as", "as ... as", "so/such ... that").
_CORRELATIVE_DEGREE_WORDS = frozenset({"so", "as", "such"})


def _degree_correlate(tok: Token) -> bool:
    """Is ``tok`` a degree "so/as/such" of a correlative construction ("so honestly", "so much
    credit", "such a fuss")?"""
    return tok.lower_ in _CORRELATIVE_DEGREE_WORDS and tok.dep_ in ("advmod", "amod", "predet")


def _matrix_correlative_as(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """End the complement before an "as"-phrase whose correlate "so/as" is in the matrix
    clause: "never had she so honestly felt that she could have loved him, as now, when ..."
    -> "She could have loved him", not "..., as now, when ...".

    A comparative "as"-clause goes with the "so/as" of the clause it modifies (Quirk et al.
    1985 §15.63-15.64: "so/as ... as" correlate), so with the degree word on the matrix verb's
    adverb or adjective and none in the complement before it, the "as"-phrase is the
    matrix's, however the parse hangs it. Only a set-off "as" (after a comma) is cut: an
    "as" right after a complement word may be its own ("as soon as", "known as"). Stop 83,
    vc163 (s1205j verb-055)."""
    if matrix is None:
        return end
    correlate = any(
        _degree_correlate(t)
        and t.lower_ in ("so", "as")
        and t.head.pos_ in ("ADV", "ADJ")
        and t.head.head == matrix
        and t.i < start
        for t in matrix.subtree
    )
    if not correlate:
        return end
    for t in doc[start:end]:
        if _degree_correlate(t):
            return end  # a correlate of the complement's own
        if t.lower_ == "as" and t.i - 1 > start and doc[t.i - 1].text == ",":
            return t.i - 1
    return end


def _result_correlate_end(doc: Doc, end: int, matrix: Token | None) -> int:
    """Extend the complement over a "so/such" phrase the parser hung on the trigger right after
    it: "thinking it did her judgment so much credit, that I preserved it" parsed with "so
    much credit" as the trigger's object -> "It did her judgment so much credit", not "It did
    her judgment."

    A result "that"-clause correlates with the "so/such" of the clause it modifies (Quirk et
    al. 1985 §15.65-15.67); the degree phrase continues the complement, whose verb it
    completes, and only the result clause stays out. Applied when the phrase is set off after
    the complement at once and followed by the result clause or the sentence's end. Stop 83,
    vc163 (s1205j verb-079, verb-039)."""
    if matrix is None or end >= len(doc):
        return end
    phrase = next((c for c in matrix.children if c.left_edge.i == end and c.i >= end), None)
    if phrase is None or phrase.dep_ not in ("dobj", "npadvmod", "advmod", "attr", "oprd"):
        return end
    if not any(_degree_correlate(t) for t in phrase.subtree):
        return end
    after = phrase.right_edge.i + 1
    while after < len(doc) and doc[after].text == ",":
        after += 1
    result = after < len(doc) and doc[after].lower_ == "that" and doc[after].dep_ == "mark"
    if not result and not (after >= len(doc) or doc[after].is_punct):
        return end
    return phrase.right_edge.i + 1


def _cut_at_matrix_conjunct(doc: Doc, start: int, end: int) -> int:
    """End the complement before a verb phrase coordinated with the matrix verb ("Engineers
    believed airships could be useful and in 1909 ordered a prototype": the engineers ordered).

    The parser hangs the conjunct on the complement's head. A conjunct without a subject shares
    the subject of the verb it is coordinated with, and coordinated predicates are alike in
    finiteness (Quirk et al. 1985 §13.2, §13.64): a tensed conjunct cannot continue a bare verb
    under a modal ("could [be useful] and [order]" keeps the base form), so one with the matrix
    verb's own tense is the matrix's second predicate (issue #12, eighth review). After a
    perfect "had" a past form may be a shared participle ("had followed and started"): no cut."""
    root = doc[start:end].root
    matrix = root.head
    if matrix.i == root.i or matrix.tag_ not in ("VBD", "VBZ", "VBP"):
        return end
    if root.tag_ != "VB" or not any(c.tag_ == "MD" and c.i < root.i for c in root.children):
        return end  # only a bare verb under a modal shows that a tensed conjunct is not its own
    for conj in root.children:
        if conj.dep_ != "conj" or not start < conj.i < end or conj.tag_ != matrix.tag_:
            continue
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in conj.children):
            continue
        return _before_conjunct(doc, root, conj)
    return end


#: Verbs of wanting (Levin 1993 §32.1, "want" verbs; "would like/love" as their hedged forms,
#: Quirk et al. 1985 §4.61): they select a sentient experiencer as subject.
_VOLITIONAL_CONJUNCT_HEADS = frozenset({"want", "wish", "hope", "intend", "like", "love"})


def _sentient_subject(subject: Token) -> bool:
    """Is ``subject`` a person: a personal pronoun of ``PERSON_PRONOUNS`` ("they" and "it" may
    refer to things) or a person noun (``anaphora.person_noun``)?"""
    return subject.lower_ in PERSON_PRONOUNS or person_noun(subject)


def _inanimate_subject(subject: Token) -> bool:
    """Is ``subject`` a thing: a common noun (or "this"/"that"/"it") that is no person noun,
    and no name (a name may be a person's or an organisation's, which may "want")?"""
    if subject.lower_ in ("it", "this", "that"):
        return True
    return subject.tag_ in ("NN", "NNS") and not person_noun(subject) and not subject.ent_type_


def _cut_at_volitional_conjunct(doc: Doc, start: int, end: int) -> int:
    """End the complement before a subjectless "would like to V" / "want to V" conjunct that can
    only be the matrix subject's second predicate: "We feel that the program is usable and
    would like to see more plug-ins" -> "The program is usable", not "... and would like to see
    more plug-ins" (s1204t verb-013/072: "the program would like").

    A subjectless conjunct shares the subject of the predicate it is coordinated with (Quirk et
    al. 1985 §13.2, §13.64); the parser hangs it on the complement's head. Verbs of wanting
    select a sentient experiencer (Levin 1993 §32.1; Chomsky 1965 ch. 2 §3 on selectional
    restrictions), so with a thing as the complement's subject and a person as the matrix's,
    only the matrix subject can be the one who wants. A tensed conjunct must also agree with the
    matrix subject and not with the complement's ("and want" after "we ... the library is"),
    the subject-verb agreement that settles which subject it shares (Quirk et al. §10.34).
    Cutting only weakens the hypothesis to the content clause itself."""
    root = doc[start:end].root
    matrix = root.head
    if matrix.i == root.i or matrix.i >= start:
        return end
    matrix_subject = next((c for c in matrix.children if c.dep_ in ("nsubj",)), None)
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if matrix_subject is None or subject is None:
        return end
    if not _sentient_subject(matrix_subject) or not _inanimate_subject(subject):
        return end
    for conj in root.children:
        if conj.dep_ != "conj" or not start < conj.i < end:
            continue
        if conj.lemma_ not in _VOLITIONAL_CONJUNCT_HEADS:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        if not any(c.dep_ == "xcomp" and c.i > conj.i for c in conj.children):
            continue  # "wants to V" with its infinitive: the verb of wanting, not "like" = as
        modal = any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in conj.children)
        if conj.lemma_ in ("like", "love") and not modal:
            continue  # "likes to V" may be a habit of things ("the lid likes to stick")
        if not modal and conj.tag_ != matrix.tag_:
            continue  # a tensed conjunct agreeing with the complement's subject is its own
        return _before_conjunct(doc, root, conj)
    return end


def _cut_at_series_item(doc: Doc, start: int, end: int) -> int:
    """End the complement before the last item of a series of predicates that the matrix verb
    is itself an item of: "She paused, caught her breath, told herself that the opium was
    only a trick and went into the kitchen" -> "The opium was only a trick", not "... and went
    into the kitchen" (seventy-first pass; the parser hangs "went" inside the complement).

    In a series of three or more coordinated predicates the items are separated by commas and
    the last is introduced by "and"/"or" (Quirk et al. 1985 §13.5, §13.64 on multiple
    coordination of predicates): a subjectless finite conjunct in the matrix's tense after
    the complement continues that series, with the series' subject. The reading in which the
    conjunct belongs to the content clause gives a longer complement that includes the cut
    one, so the shorter hypothesis stays within what S says either way."""
    root = doc[start:end].root
    matrix = root.head
    if matrix.i == root.i or matrix.dep_ != "conj" or matrix.head.pos_ not in _CLAUSE_HEADS:
        return end
    if any(c.dep_ in SUBJECT_DEPS for c in matrix.children) or matrix.tag_ not in TENSED_TAGS:
        return end
    if matrix.left_edge.i == 0 or doc[matrix.left_edge.i - 1].text != ",":
        return end  # not an asyndetic item of a series ("paused, caught ..., told ...")
    for t in doc[start:end]:
        if t.dep_ != "conj" or t.tag_ != matrix.tag_ or t.i <= root.i:
            continue
        if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in t.children):
            continue
        cc = doc[t.left_edge.i - 1] if t.left_edge.i > start else None
        if cc is None or cc.lower_ not in ("and", "or"):
            continue
        return _conjunct_cut(doc, doc[start], t)
    return end


#: Present-tense forms whose person and number pick their subject (Quirk et al. 1985 §3.54,
#: §10.34 on subject-verb concord): "am" takes "I" only, "is"/"has"/"does"/"was" a third
#: person singular, "are"/"were" a plural or "you".
_FIRST_SINGULAR_FORMS = frozenset({"am", "'m"})
_THIRD_SINGULAR_FORMS = frozenset({"is", "'s", "has", "does", "was"})
_PLURAL_FORMS = frozenset({"are", "'re", "were"})


def _concord(form: Token, subject: Token) -> bool | None:
    """Can ``form`` (a finite verb) agree with ``subject``? None when the form does not tell
    (a past form, a modal, a base form that also goes with "I"/"you")."""
    word, subj = form.lower_, subject.lower_
    first = subj in ("i", "me")
    third_singular = subj in ("he", "she", "it", "this", "that") or (
        subject.tag_ in ("NN", "NNP") and subj not in ("i", "you")
    )
    if word in _FIRST_SINGULAR_FORMS:
        return first
    if word in _THIRD_SINGULAR_FORMS or (form.tag_ == "VBZ" and form.lemma_ != "be"):
        return third_singular
    if word in _PLURAL_FORMS:
        return not first and not third_singular
    return None


def _third_singular(subject: Token) -> bool:
    """A third person singular subject: "he/she/it/this/that" or a singular noun, not
    coordinated ("the harvest", not "the harvest and the hay"; Quirk et al. 1985 §10.34)."""
    low = subject.lower_
    if low in ("i", "you", "we", "they"):
        return False
    if low in ("he", "she", "it", "this", "that"):
        return True
    return subject.tag_ in ("NN", "NNP") and _singular(subject) is True


def _bare_present(form: Token, root: Token) -> bool:
    """``form`` is a bare present form ("find", "have"; not "be", which has no bare present)
    coordinated with a complement ``root`` that has no modal, "to" or "do" to share it: with
    one ("could be useful and order") the bare form is the operator's, not a present."""
    if form.tag_ not in ("VB", "VBP") or form.lemma_.lower() == "be":
        return False
    if form.lower_ != form.lemma_.lower():
        return False
    return root.tag_ != "VB" and not any(c.dep_ in AUX_DEPS for c in root.children)


def _conjunct_cut(doc: Doc, root: Token, conj: Token) -> int:
    """Where the complement ends before ``conj``: at its left edge, with the comma and
    coordinator before it."""
    cut = conj.left_edge.i
    while cut - 1 > root.i and (doc[cut - 1].dep_ == "cc" or doc[cut - 1].text == ","):
        cut -= 1
    return cut


def _cut_at_disagreeing_conjunct(doc: Doc, start: int, end: int) -> int:
    """End the complement before a subjectless verb-phrase conjunct whose finite verb cannot
    agree with the complement's subject but agrees with the matrix subject ("I think this is
    awful and am feeling tired": "am" takes "I", so "am feeling tired" is the matrix's second
    predicate, not the complement's). A conjunct without a subject shares the subject of the
    verb it coordinates with, and subject-verb concord shows which one that is (Quirk et al.
    1985 §10.34, §13.64; issue #12, sixteenth pass: the hypothesis "This is awful and am feeling
    tired" was judged ungrammatical)."""
    root = doc[start:end].root
    matrix = root.head
    if matrix.i == root.i:
        return end
    comp_subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
    matrix_subject = next((c for c in matrix.children if c.dep_ in SUBJECT_DEPS), None)
    if comp_subject is None or matrix_subject is None:
        return end
    for conj in root.children:
        if conj.dep_ != "conj" or not start < conj.i < end:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        finite = agreeing_word(conj)
        if _concord(finite, comp_subject) is None and _bare_present(finite, root):
            # "The farmers know the harvest is late, and find it worrying": a bare present
            # form takes no third person singular subject (Quirk et al. 1985 §3.54), so
            # "find" is the farmers' second predicate, not the harvest's (sixty-ninth pass)
            if _third_singular(comp_subject) and not _third_singular(matrix_subject):
                return _conjunct_cut(doc, root, conj)
            continue
        if _concord(finite, comp_subject) is False and _concord(finite, matrix_subject):
            return _conjunct_cut(doc, root, conj)
        if _unbound_speaker_object(conj, comp_subject, matrix_subject):
            return _conjunct_cut(doc, root, conj)
    return end


#: First-person subject pronouns and the plain (non-reflexive) object forms of the same
#: referent: "I" and "me" pick out the speaker, "we" and "us" the speaker's group, whatever
#: the context (deixis fixes the referent, CGEL ch. 17 §2.1).
_SPEAKER_OBJECT_FORMS = {"i": "me", "we": "us"}


def _unbound_speaker_object(conj: Token, comp_subject: Token, matrix_subject: Token) -> bool:
    """Has the subjectless conjunct ``conj`` the plain object form of the complement's
    first-person subject in its own clause or in the subject-controlled infinitive of its own
    clause ("Amazon acknowledges that I purchased the product but will not do anything to get
    me the item")? A pronoun is free in its local domain (Chomsky 1981, Binding Theory,
    Principle B; CGEL ch. 17 §3 on reflexives: "I will get myself the item", never "*I will
    get me the item" with "me" = the subject), so "me" shows that the conjunct's subject is not
    "I": the conjunct shares the matrix subject and is the matrix's second predicate (stop 91,
    vc187: s1207a verb-047, "I purchased ... but will not do anything to get me the item"). The
    matrix subject must be another (third-person) referent."""
    obj = _SPEAKER_OBJECT_FORMS.get(comp_subject.lower_)
    if obj is None or matrix_subject.lower_ in _SPEAKER_OBJECT_FORMS:
        return False
    local = [conj]
    # the infinitive whose understood subject is the conjunct's own: a subject-control
    # "xcomp" (no object on the verb to control it) or an infinitival relative on its object
    # ("anything to get me the item": the one who does anything is the one who gets)
    has_object = any(c.dep_ in ("dobj", "dative", "iobj") for c in conj.children)
    for c in conj.children:
        if c.dep_ == "xcomp" and not has_object:
            local.append(c)
        if c.dep_ in ("dobj", "attr"):
            local += [r for r in c.children if r.dep_ in ("relcl", "acl") and _to_infinitive(r)]
    return any(
        c.lower_ == obj and c.dep_ in ("dobj", "dative", "iobj") for v in local for c in v.children
    )


#: WordNet class of verbs of saying (Fellbaum 1998 ch. 3 on the verb lexicographer files): their
#: subject is a speaker, a person or a body of people (Levin 1993 §37 on verbs of communication).
_COMMUNICATION_LEXNAME = "verb.communication"
#: Noun classes whose members can be speakers: people, groups and institutions ("the company
#: said"), animals (fable and metaphor); any other common noun is no agent of a speech act.
_SPEAKER_LEXNAMES = frozenset({"noun.person", "noun.group", "noun.animal"})


#: Verbs of saying whose subject must be a speaker (Levin 1993 §37.7 "say" verbs, §37.8
#: "complain" verbs, §37.9 "advise" verbs, §37.11 "lecture" verbs; "cite", "quote" as verbs of
#: attribution): not "mean", "indicate", "suggest", "show", "ensure", whose WordNet class is also
#: verb.communication but which take things as subjects ("a name meaning 'east'").
_SPEAKER_VERBS = frozenset(
    {"say", "add", "note", "state", "declare", "claim", "remark", "mention", "stress", "assert"}
    | {"argue", "insist", "explain", "write", "announce", "report", "complain", "protest"}
    | {"cite", "quote", "urge", "warn", "advise", "ask", "tell", "order", "describe"}
    | {"dismiss", "call", "accuse", "praise", "criticize", "criticise", "condemn", "deny"}
)


def _communication_verb(verb: Token) -> bool:
    """Is ``verb``'s first WordNet sense a verb of saying (cite, urge, ask, claim, note ...)?"""
    return first_sense_lexname(verb_lemma(verb), "VERB") == _COMMUNICATION_LEXNAME


def _non_speaker_subject(clause: Token) -> bool:
    """Is the subject of ``clause`` a common noun (or "it"/"this") that cannot be a speaker
    ("the movement", "the storm")? Names, personal pronouns, and people/group nouns can."""
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None:
        return False
    if subject.lower_ in ("it", "this"):
        return True
    if subject.tag_ not in ("NN", "NNS") or subject.ent_type_:
        return False
    return first_sense_lexname(subject.lemma_.lower(), "NOUN") not in _SPEAKER_LEXNAMES | {None}


def _report_over_non_report(root: Token) -> bool:
    """Is ``root``, the head of a content clause, hung on a verb of saying
    (``_SPEAKER_VERBS``) while itself no verb of saying ("said [most farmers liked the law]")?
    Then a final supplementive participle of saying is the reporter's
    (``_cut_at_reporter_supplement``)."""
    matrix = root.head
    if root.dep_ not in ("ccomp", "xcomp") or matrix.pos_ not in ("VERB", "AUX"):
        return False
    if verb_lemma(matrix) not in _SPEAKER_VERBS or verb_lemma(root) in _SPEAKER_VERBS:
        return False
    # only a state ("liked the law", "deserved a raise"): a supplementive of accompanying
    # circumstance goes with an act it accompanies (Quirk et al. 1985 §15.58), and a state
    # is no act (§4.28 on stative verbs); an act ("had resigned, citing ill health") may be
    # accompanied by its agent's words, and the forty-eighth pass keeps that open attachment
    return first_sense_lexname(verb_lemma(root), "VERB") in _STATE_LEXNAMES


#: WordNet verb files of states: being, feeling, believing ("be", "like", "believe").
_STATE_LEXNAMES = frozenset({"verb.stative", "verb.emotion", "verb.cognition"})


def _cut_at_reporter_supplement(doc: Doc, start: int, end: int) -> int:
    """End the complement before a final comma-set "-ing" supplementive of a verb of saying
    ("He thought that the reform was timid, citing the tax code": he cites, not the reform)
    when the complement's subject cannot be a speaker (forty-eighth pass).

    The implied subject of a supplementive clause is the subject of the clause it is attached
    to (Quirk et al. 1985 §15.58-15.59); a verb of saying selects a speaker as its subject
    (Chomsky 1965 on selectional restrictions; Levin 1993 §37), so with a non-speaker subject in
    the complement the participle can only be the reporter's: the parser hung it on the
    complement's head, and the hypothesis gave "The reform was timid, citing the tax code".
    With a speaker subject ("said the minister had resigned, citing ill health") the
    attachment is open and the clause stays, unless the matrix verb is itself a verb of
    saying and the complement's own predicate is a state: "Mr. Lee said most farmers liked the
    law, noting that prices had risen" (stop 95, vc196). A supplementive clause set off at
    the end of the sentence is loosely attached (Quirk et al. 1985 §15.60: its implied subject
    is that of the superordinate clause); after a report, a participle of saying continues
    the reporter's speech act, one speaker adding to or qualifying what he says (Quirk et al.
    1985 §15.58 on supplementive clauses of accompanying circumstance; Bell 1991 ch. 10 on
    news attribution, where "said ..., adding/noting that" is the reporter's), whereas the
    complement's subject does nothing but "like the law" in the reported clause. Judges read
    it so (blind reviews s9404 verb-037, verb-051: "misattached participle; drop the noting
    clause"). Cutting an adjunct only weakens the hypothesis, so the label stays right under
    either attachment."""
    root = doc[start:end].root
    if root.head.i == root.i:
        return end
    if not _non_speaker_subject(root) and not _report_over_non_report(root):
        return end
    last = end - 1
    while last > start and doc[last].is_punct:
        last -= 1
    for clause in root.children:
        if clause.dep_ != "advcl" or clause.tag_ != "VBG" or not root.i < clause.i < end:
            continue
        if clause.right_edge.i < last or subordinator(clause) is not None:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in clause.children):
            continue
        first = clause.left_edge.i
        comma = first - 1 > root.i and doc[first - 1].text == ","
        if first == clause.i and comma and verb_lemma(clause) in _SPEAKER_VERBS:
            return first - 1
    return end


def _directive_report(conj: Token) -> bool:
    """Is ``conj`` a verb of saying with an object and a to-infinitive ("and urged the king to
    yield", "and asked the company to pay"): a directive speech act (Searle 1976; Quirk et al.
    1985 §16.63 on "tell/ask/urge sb to V")?"""
    if not _communication_verb(conj):
        return False
    has_object = any(c.dep_ == "dobj" for c in conj.children)
    infinitive = any(
        c.dep_ in ("xcomp", "ccomp", "acl") and any(a.lower_ == "to" for a in c.children)
        for c in conj.subtree
        if c.i > conj.i
    )
    return has_object and infinitive


#: Modals of the main clause of an open condition (Quirk et al. 1985 §15.34-15.35: "will",
#: "would", "can", "may" in the apodosis; "'d" and "'ll" are their clitic forms).
_CONDITION_MODALS = frozenset({"will", "would", "'ll", "'d", "can", "could", "may", "might"})

#: The auxiliaries that open an inverted conditional clause: "had he known", "were she here",
#: "should it rain" (Quirk et al. 1985 §15.36; CGEL ch. 11 §4.7, ch. 8 §14.2).
_INVERTED_CONDITION_AUXILIARIES = frozenset({"had", "were", "should"})


def _apodosis_of_inverted_protasis(doc: Doc, start: int, end: int) -> int:
    """Extend a complement that is only an inverted conditional clause to the main clause it
    conditions ("He admitted that, had he known the truth, he would have stayed home": the
    parser makes "known" the complement's head and hangs "stayed" elsewhere, which gave the
    fragment "Had he known the truth.").

    "had/were/should" + subject opening a clause, with no "if", is a conditional adjunct
    (Quirk et al. 1985 §15.36; CGEL ch. 11 §4.7): it cannot stand alone as a sentence, and the
    content clause the verb takes is the whole conditional, protasis and apodosis (§16.31 on
    the extent of a content clause). The span is carried on to the end of the clause whose
    subject follows the protasis's comma (stop 86, vc172)."""
    first = doc[start]
    if first.lower_ not in _INVERTED_CONDITION_AUXILIARIES or start + 1 >= end:
        return end
    clause = first.head if first.dep_ in AUX_DEPS else first
    if clause.i < start or not any(
        c.dep_ in SUBJECT_DEPS and c.left_edge.i == start + 1 for c in clause.children
    ):
        return end  # "that had been the plan": "had" is the verb of a clause with subject "that"
    if clause.right_edge.i + 1 < end:
        return end  # the span goes on past the protasis: the parser already took the apodosis
    comma = clause.right_edge.i + 1
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return end
    apodosis = next(
        (
            t.head
            for t in doc[comma + 1 :]
            if t.dep_ in SUBJECT_DEPS and t.left_edge.i == comma + 1 and t.head.i > t.i
        ),
        None,
    )
    if apodosis is None or apodosis.pos_ not in ("VERB", "AUX"):
        return end
    last = apodosis.right_edge.i
    while last > apodosis.i and doc[last].is_punct:
        last -= 1
    return last + 1


def _cut_at_matrix_condition(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """End the complement before a final "if" clause that conditions the matrix verb ("Many
    women will say they have a boyfriend if they don't like you" -> "They have a boyfriend").

    The parser hangs the "if" clause on the complement's head. It belongs to the matrix when
    the matrix has the modal of an open condition's main clause and the complement is a plain
    present with none (Quirk et al. 1985 §15.34: the apodosis of a predictive condition takes
    "will"; a present indicative clause under a condition of its own reads as a generic "if"
    and wants the same tense in both: "they have X if they have Y"). Cutting leaves the
    complement the matrix verb takes (§16.31 on the extent of a content clause); the report's
    label does not change (the cut hypothesis is what is said or believed, as before). A final
    present-tense temporal clause after a future matrix verb goes with the matrix the same way
    (``_present_time_clause``; stop 84, vc165)."""
    if matrix is None:
        return end
    modals = {c.lower_ for c in matrix.children if c.dep_ == "aux" and c.i < matrix.i}
    # the matrix's future modal ("You will know that P when Q"; "shall" is the first-person and
    # the prophetic future: Quirk et al. 1985 ch. 4 on future time)
    conditional, future = bool(modals & _CONDITION_MODALS), bool(modals & FUTURE_AUXILIARIES)
    if not (conditional or future):
        return end
    head = doc[start:end].root
    if (
        head.head.i != matrix.i
        or head.tag_ not in ("VBZ", "VBP")
        or any(c.dep_ in AUX_DEPS and c.tag_ == "MD" for c in head.children)
    ):
        return end
    for c in head.children:
        if c.dep_ != "advcl" or c.i < head.i or c.right_edge.i + 1 < end - 1:
            continue
        mark = next((m for m in c.children if m.dep_ == "mark"), None)
        if conditional and mark is not None and mark.lower_ == "if" and mark.i == c.left_edge.i:
            return _before_commas(doc, mark.i, head.i)
        if future and _present_time_clause(c):
            return _before_commas(doc, c.left_edge.i, head.i)
    return end


def _present_time_clause(clause: Token) -> bool:
    """Is ``clause`` a temporal clause ("when", "until", "before", "after", "once") in the
    plain present, with no modal? Such a clause refers to future time only as the dependent
    of a clause with future time (the simple present for future time in temporal and
    conditional clauses: Quirk et al. 1985 ch. 4; Huddleston & Pullum 2002 ch. 3): after a
    future matrix verb ("You will know that I am the keeper when the lamps are lit") it dates the knowing,
    not the plain-present complement, which it cannot move into the future. Stop 84, vc165
    (s1205l verb-007, verb-010: "I am Yahweh when their slain men are among their idols")."""
    from .presupposition import TIME_SUBORDINATORS  # presupposition imports this module

    opener = clause.doc[clause.left_edge.i]
    if opener.lower_ not in TIME_SUBORDINATORS or opener.head.i != clause.i:
        return False
    if opener.dep_ not in ("mark", "advmod"):
        return False
    return finite_tag(clause) in ("VBZ", "VBP") and clause.tag_ not in ("VBG", "VB", "TO")


#: Response particles that reinforce what follows them ("I will remain, yes, and remain with
#: you all"): "yes/yea" introducing a more emphatic or explicit addition (OED s.v. "yes", adv.,
#: the sense "introducing a more emphatic statement"; Quirk et al. 1985 §13.2 on a coordinator
#: belonging to the conjunct after it).
_REINFORCING_PARTICLES = frozenset({"yes", "yea", "yeah", "aye"})


def _reinforcer_before_cut(doc: Doc, end: int) -> bool:
    """Does the complement end on a reinforcing "yes" set off before the conjunct that was cut
    ("I know that I will remain, yes, and remain with you all ..." -> "*I will remain, yes.")?
    Stop 88 (vc179): the particle announces the emphatic addition after it and goes with the
    cut conjunct, like the coordinator it precedes."""
    word = doc[end - 1]
    if word.lower_ not in _REINFORCING_PARTICLES or word.tag_ != "UH" or end >= len(doc):
        return False
    after = doc[end]
    return after.text == "," and end + 1 < len(doc) and doc[end + 1].tag_ == "CC"


def _before_commas(doc: Doc, cut: int, floor: int) -> int:
    """``cut`` moved back over the commas before it (never to ``floor`` or before), so that a
    complement cut before an "if" clause or a coordinator does not end on a comma."""
    while cut - 1 > floor and doc[cut - 1].text == ",":
        cut -= 1
    return cut


def _unshared_auxiliary(head: Token, conj: Token) -> bool:
    """Is the subjectless conjunct ``conj`` of the complement's head a simple past (VBD) with
    an object, clause, infinitive or particle, that cannot share the head's passive or
    progressive "be" ("noted that it was not presented as a joke, and commended Davis";
    "regretted that the activities have not been implemented and called upon the community
    to provide ...")? A subject-less conjunct shares what precedes it in the first conjunct
    (Quirk et al. 1985 §13.64-13.66 on ellipsis in coordination): a passive participle takes
    no object and "was" + past form is no verb phrase, so the conjunct is a predicate of its
    own; under a past matrix verb it is the matrix subject's second predicate, like
    constituents coordinating (§13.2, §16.31 on the extent of a content clause). Not after a
    copula ("he was tired and wanted to sleep": one clause as likely, seventy-first pass) or
    a perfect "have" (the small tagger reads a shared participle as VBD: "had fixed the roof
    and painted[VBD] it")."""
    matrix = head.head
    if conj.tag_ != "VBD" or matrix.i == head.i or matrix.tag_ != "VBD" or matrix.i > head.i:
        return False
    passive = any(c.dep_ == "auxpass" for c in head.children)
    be = any(c.dep_ == "aux" and c.lemma_ == "be" and c.tag_ in FINITE_TAGS for c in head.children)
    if not (passive or be):
        return False
    return any(c.dep_ in ("dobj", "xcomp", "ccomp", "prt") and c.i > conj.i for c in conj.children)


def _cut_at_matrix_predicate(doc: Doc, start: int, end: int) -> int:
    """End the complement before a subjectless tensed verb phrase that is a second predicate of
    the matrix subject ("At first they said both died, but later suggested they were shot";
    "The coach said he was tired and hinted there were problems").

    The parser hangs the conjunct on the complement's head. A subjectless conjunct shares the
    subject of the predicate it is coordinated with (Quirk et al. 1985 §13.2, §13.64); two
    cases show that this is the matrix predicate, not the complement's:
    - it follows a comma and "but"/"yet": the contrast is with the report, like a contrast
      clause with its own subject (``_cut_at_contrast``; Quirk et al. §13.22-13.24);
    - it is itself a verb with a content clause ("and hinted there were problems"): a second
      report of the same speaker, parallel to the matrix verb (like constituents coordinate,
      Quirk et al. §13.2).
    Cutting only weakens the hypothesis, so the factive and neutral labels stay right (issue #12,
    ninth review)."""
    root = doc[start:end].root
    hosts = [root]
    if root.head.i != root.i and _communication_verb(root.head):
        # the parser may hang the second report lower, on a final adverbial clause of the
        # complement ("declares that they are winning because he has angered them, and urges
        # the king ..."); under a matrix verb of saying a directive conjunct is parallel to it
        hosts += [c for c in root.children if c.dep_ == "advcl" and c.i > root.i]
    for host, conj in ((h, c) for h in hosts for c in h.children):
        if conj.dep_ != "conj" or not start < conj.i < end:
            continue
        if any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        finite = conj.tag_ in TENSED_TAGS or any(
            c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in conj.children
        )
        directive = _communication_verb(root.head) and _directive_report(conj)
        if host is not root and not directive:
            continue
        if _corrective_conjunct(root, conj):
            continue
        # a second speech act of the reporter: a content clause of its own, or (after a matrix
        # verb of saying, like constituents coordinating, Quirk et al. §13.2) a directive one
        # ("claimed that the storm sank the ship, and asked the company to pay them")
        reporting = directive or any(c.dep_ == "ccomp" and c.i > conj.i for c in conj.children)
        if host is root and _unshared_auxiliary(root, conj):
            # "noted that the joke was not presented as such, and commended Davis": a past
            # form cannot share the head's "was"/"have"; a finite predicate of its own, in the
            # matrix verb's tense (seventy-ninth pass, vc73)
            reporting = True
        # the small tagger reads a past form after a perfect complement as a shared participle
        # ("had failed and added[VBN] there were ..."); a second verb of saying with its own
        # content clause is the speaker's second report whatever its tag (nineteenth pass)
        if not (finite or (reporting and conj.tag_ == "VBN")):
            continue
        cc = next((c for c in host.children if c.dep_ == "cc" and c.i < conj.left_edge.i), None)
        if cc is None:
            continue
        contrast = cc.lower_ in CONTRAST_COORDINATORS and doc[cc.i - 1].text == ","
        if not (contrast or reporting):
            continue
        return _before_commas(doc, cc.i, root.i)
    return end


def _corrective_conjunct(root: Token, conj: Token) -> bool:
    """Is the subjectless ``conj`` the corrective half of a negated complement head ("assume
    that it is not one person, but instead is a cabal")? In "not X but (instead) Y" the
    "but" clause replaces what the negation denied (contrastive or corrective negation:
    McCawley 1991, "Contrastive negation and metalinguistic negation"; Quirk et al. 1985
    §13.22 and §8.137 on replacive "instead"/"rather"), so it is part of the same content, not
    a second predicate of the matrix subject; the complement keeps it (stop 74, vc132; s1204j
    verb-061)."""
    if not any(c.dep_ == "neg" for c in root.children):
        return False
    return any(c.dep_ == "advmod" and c.lower_ in _REPLACIVES for c in conj.children)


#: Subordinators of concession and contrast (Quirk et al. 1985 §15.39-15.40, §15.43 on
#: "although/though", "whereas", contrastive "while"): after a comma such a clause is
#: disjunctive (Quirk et al. §8.88, §15.20), a comment on the report rather than part of it.
CONCESSIVE_MARKS = frozenset({"although", "though", "whereas", "while"})


def _cut_at_concession(doc: Doc, start: int, end: int) -> int:
    """End the complement before ", although/though/whereas/while ..." hung on its head ("She
    claimed that the data were fake, although it could be argued that she was wrong": the
    concession answers the claim, it is no part of it; "He thinks the plan is good, though I
    doubt it" is the speaker's own comment). Cutting a disjunct only weakens the hypothesis,
    so factive and neutral labels stay right (issue #12, nineteenth pass, class 1)."""
    root = doc[start:end].root
    for clause in root.children:
        if clause.dep_ != "advcl" or not start < clause.i < end:
            continue
        mark = subordinator(clause)
        if mark is None or mark.lower_ not in CONCESSIVE_MARKS:
            continue
        first = clause.left_edge.i  # "even though": "even" is the clause's own left edge
        if first - 1 > start and doc[first - 1].text == ",":
            return first - 1
    return end


def _cut_at_for_clause(doc: Doc, start: int, end: int) -> int:
    """End the complement before ", for <clause>" ("the children of Benjamin saw that they were
    struck, for the men of Israel yielded ..."): the conjunction "for" gives the speaker's
    reason for asserting the preceding main clause; it is always attached to a main clause,
    never inside a content clause, and always follows it (Quirk et al. 1985 §13.15-13.19,
    §15.45 note on "for" as a coordinator-like conjunction; CGEL ch. 15 §2.3). The parser hangs
    it on the complement's verb, and the hypothesis carried a reason that is no part of what
    was seen or said (blind review s1205u verb-041/061). Only a "for" with a finite clause of
    its own (a subject and a verb) counts: "for" with a noun phrase ("for the love he had")
    is a preposition. Cutting a reason only weakens the hypothesis."""
    for word in doc[start + 1 : end]:
        if reason_for_clause(doc, word) is not None:
            return word.i - 1
    return end


#: Subordinators of a sentence-final reason clause (Quirk et al. 1985 §15.45).
FINAL_REASON_MARKS = frozenset({"because"})


def _negated_matrix(root: Token) -> bool:
    """Does the verb whose complement ``root`` heads have its own "not"/"n't"/"never"?"""
    if root.dep_ != "ccomp" or root.head.i == root.i:
        return False
    return any(c.dep_ == "neg" for c in root.head.children)


def _grounds_of_knowing(doc: Doc, root: Token, first: int) -> bool:
    """A comma-set final reason clause after the complement of a verb of knowing or believing
    ("We know that the bridge is safe, because we walked across it"): set off by a comma, a
    "because"-clause after such a verb gives the grounds of the knowing, the epistemic reading
    (Sweetser 1990 ch. 4 on epistemic "because"; Quirk et al. 1985 §8.123, §15.46 on the comma
    and disjunct reason clauses), not the cause of the complement's event (sixty-second pass,
    vc55). Cutting it only weakens the hypothesis."""
    matrix = root.head
    return (
        root.dep_ == "ccomp"
        and doc[first - 1].text == ","
        and matrix.pos_ in ("VERB", "AUX")
        and verb_lemma(matrix) in _KNOWING_VERBS
    )


def _peripheral_reason_of_factive(doc: Doc, root: Token, clause: Token, first: int) -> bool:
    """A comma-set final "because"-clause with a subject of its own after the complement of a
    factive verb ("He has seen that your way is righteous, because you are continually sorry
    for your people"; "She regretted that he had left, because the house was empty"). Set off
    by a comma, a reason clause is peripheral, a disjunct-like adjunct of the clause it ends
    (Quirk et al. 1985 §8.87-8.89 on peripheral vs. integrated reason adjuncts, §15.45), and
    the clause a factive sentence asserts is the matrix: its complement is given, backgrounded
    (Kiparsky & Kiparsky 1970), so the reason is the reason or grounds of the seeing or the
    regret, read with the matrix, also under the negated premise (s1205v verb-053, judged
    twice; presupposition pres-033). In the hypothesis it became the cause of the complement's
    event. A comma-less, integrated "because" stays ("He saw that the road was wet because it
    had rained"); so does the comma-set one after a non-factive verb of saying or thinking,
    whose content may carry its own argument ("OMB staff advised that the rule could be
    significant, and major, because it could adversely affect competition": RP19's gold
    complement keeps it). Cutting an adjunct only weakens the hypothesis."""
    matrix = root.head
    if root.dep_ != "ccomp" or doc[first - 1].text != "," or matrix.pos_ not in ("VERB", "AUX"):
        return False
    if not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
        return False
    row = signature_lexicon().get((verb_lemma(matrix).lower(), "that"))
    return row is not None and row[0][0] == "+"


#: Verbs of knowing and believing whose comma-set reason clause gives the grounds of the
#: knowing (``_grounds_of_knowing``).
_KNOWING_VERBS = frozenset(
    {"know", "believe", "think", "realize", "realise", "conclude", "suspect", "assume"}
    | {"understand", "recognize", "recognise", "infer", "deduce", "guess", "feel"}
)


def _cut_at_final_supplement(doc: Doc, start: int, end: int) -> int:
    """End the complement before a clause-final adjunct that may belong to the matrix clause
    (twenty-seventh pass): a comma-set result supplementive "..., thus/thereby + V-ing"
    (resultive, about the whole preceding clause's event, here the claim; Quirk et al. 1985
    §15.60, §8.137), or a final "because"-clause after a complement of a negated verb ("I
    didn't doubt she was right because everything pointed that way"): after "not" a final
    reason clause is ambiguous between giving the reason of the negated matrix state and
    lying inside the complement (Quirk et al. 1985 §8.123 on "not ... because"; Frazier 1979
    on the attachment of final adjuncts), and the reject reading is the matrix one. Without
    the matrix negation the clause stays ("He says now that he liked it because he saw the
    potential"). The hypothesis keeps what both readings share: cutting an adjunct only
    weakens it, so factive and neutral labels stay right."""
    root = doc[start:end].root
    last = end - 1
    while last > start and doc[last].is_punct:
        last -= 1
    for clause in root.children:
        if clause.dep_ != "advcl" or not start < clause.i < end or clause.i < root.i:
            continue
        if clause.right_edge.i < last:
            continue  # only the last dependent: a final adjunct ends the clause
        first = clause.left_edge.i
        mark = subordinator(clause)
        if clause.tag_ == "VBG" and doc[first].lower_ in RESULT_SUPPLEMENTIVE_ADVERBS:
            if first - 1 > start and doc[first - 1].text == ",":
                return first - 1
        elif (
            mark is not None
            and mark.lower_ in FINAL_REASON_MARKS
            and mark.i == first
            and (
                _negated_matrix(root)
                or _grounds_of_knowing(doc, root, first)
                or _peripheral_reason_of_factive(doc, root, clause, first)
            )
        ):
            cut = first - 1 if doc[first - 1].text == "," else first
            if cut > root.i:
                return cut
    return end


#: Verbs whose subject must be a proposition, finding or other bearer of information when
#: their object names a belief or theory ("which overturned the view that ...", "which
#: confirmed the theory"): evidential relations hold between abstract objects (Vendler 1967
#: ch. 5; Asher 1993 ch. 1), not between a theory and the last noun of a clause ("the air").
EPISTEMIC_RELATION_VERBS = frozenset(
    {"refute", "disprove", "debunk", "contradict", "confirm", "corroborate", "overturn"}
    | {"redefine", "challenge", "undermine", "discredit", "vindicate", "validate"}
)
#: Standard-of-proof phrases: "(beyond (a reasonable / any / all) doubt)".
_DOUBT_NOUNS = frozenset({"doubt", "question"})


#: Verbs of inference and evidence that relate one proposition to another ("X, suggesting that
#: Y"): the implied subject is the preceding proposition or the one who reports it, never a
#: participant of the complement (Vendler 1967 ch. 5; Asher 1993 on abstract objects; Quirk
#: et al. 1985 §15.58-15.60 on the subject of supplementive clauses).
INFERENCE_VERBS = frozenset({"suggest", "indicate", "imply", "signal", "mean"})


def _inferential_participle(clause: Token) -> bool:
    """Is ``clause`` a participle of ``INFERENCE_VERBS`` with a content clause ("suggesting
    that he lacked the energy")? It draws a conclusion from the reported content, a comment
    of the reporter's on it (sixty-fourth pass, vc58): in the hypothesis it would be asserted
    as part of that content."""
    return verb_lemma(clause) in INFERENCE_VERBS and any(
        c.dep_ == "ccomp" and c.i > clause.i for c in clause.children
    )


def _evidential_predicate(clause: Token) -> bool:
    """Is ``clause`` headed by a verb of ``EPISTEMIC_RELATION_VERBS`` with a cognition noun as
    its direct object ("overturned the view", "refuting the theory")?"""
    obj = next((c for c in clause.children if c.dep_ == "dobj"), None)
    return (
        verb_lemma(clause) in EPISTEMIC_RELATION_VERBS
        and obj is not None
        and first_sense_lexname(obj.lemma_.lower(), "NOUN") == "noun.cognition"
    )


#: Verbs of using an instrument, whose supplementive participle ("..., using tongs") needs an
#: agent as its implied subject (sixty-second pass, vc55).
_INSTRUMENT_VERBS = frozenset({"use", "employ", "utilize", "utilise"})


def _non_agentive_clause(root: Token) -> bool:
    """Is the complement's head a copula with a predicative ("the sauce is smooth") or a
    passive ("the food is cooked")? Its subject is no agent that could use an instrument."""
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in root.children):
        return True
    return root.lemma_.lower() == "be" and any(c.dep_ in ("acomp", "attr") for c in root.children)


#: Prepositions of means and instrument (Quirk et al. 1985 §9.48-9.50: "by" and "through" of
#: means); "with" is left out, as often of accompaniment or manner as of instrument (§9.49).
_MEANS_PREPOSITIONS = frozenset({"by", "through"})


def _cut_at_resumed_means(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """End the complement before a final comma-set means phrase that resumes a fronted means
    phrase of the matrix clause with the same preposition ("By this we know that he remains in
    us, by the Spirit which he gave us"), else return ``end``.

    A fronted "by"/"through" phrase of the matrix verb gives the means of the matrix act, the
    knowing (Quirk et al. 1985 §8.79 on means adjuncts; §9.48-9.50); a later phrase of the same
    preposition set off by a comma at the end of the sentence takes it up again and says what
    the means is (the fronted phrase's "this" points forward to it), a second means adjunct of
    the same act. A content clause extends over its own constituents only (§15.3), and the
    parser hangs the final phrase on the complement's verb, the nearest: in the hypothesis it
    would become the means of the complement's event ("He remains in us, by the Spirit ...";
    s1205t verb-043, verb-049, stop 88 vc180). A fronted phrase of time ("By Monday we knew
    that he would come, by train") is no means phrase and the final one stays; so does a final
    means phrase without a fronted one ("We know that he came by train"). Cutting an adjunct
    only weakens the hypothesis, so the label stays right."""
    if matrix is None:
        return end
    subject = next((c for c in matrix.children if c.dep_ in SUBJECT_DEPS), None)
    fronted = set()
    for prep in matrix.children:
        if prep.dep_ != "prep" or prep.lower_ not in _MEANS_PREPOSITIONS or prep.i > matrix.i:
            continue
        if subject is not None and prep.i > subject.i:
            continue  # fronted: before the matrix subject
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is None or obj.ent_type_ in ("DATE", "TIME"):
            continue
        if first_sense_lexname(obj.lemma_.lower(), "NOUN") == "noun.time":
            continue  # "By Monday", "by then": a time phrase
        fronted.add(prep.lower_)
    if not fronted:
        return end
    root = doc[start:end].root
    last = end - 1
    while last > start and doc[last].is_punct:
        last -= 1
    for prep in doc[root.i + 1 : last + 1]:
        if prep.dep_ != "prep" or prep.lower_ not in fronted or prep.right_edge.i != last:
            continue
        if doc[prep.i - 1].text == "," and prep.i - 1 > root.i:
            return prep.i - 1
    return end


def matrix_supplement(doc: Doc, start: int, end: int) -> int:
    """End the complement before a final comma-set supplement or adjunct that belongs to the
    matrix clause (fifty-fifth pass), else return ``end``:

    - a final comma-set "-ing" participle or ", which" relative whose verb relates beliefs
      (``EPISTEMIC_RELATION_VERBS``) to a cognition noun ("found that the drug worked,
      overturning earlier views", "..., which overturned the view that ..."), whatever the
      parser hung it on: such a verb selects a finding or claim as its subject (Vendler 1967
      ch. 5; Asher 1993), so its implied subject or antecedent is the matrix finding, not the
      complement's subject (Quirk et al. 1985 §15.57 on sentential relatives, §15.58-15.60 on
      the subject of supplementive clauses); as in ``_cut_at_reporter_supplement``, a
      participle the complement's subject can head stays ("said that the troops crossed the
      river, killing three guards");
    - a final comma-set "based on ...": an unattached participle naming the grounds of a
      judgment (Quirk et al. 1985 §15.61), the matrix verb's business;
    - a final "beyond (a reasonable) doubt": a standard of proof qualifies the proving or
      knowing, the degree of certainty with which the proposition is held (Quirk et al. 1985
      §8.127 on content disjuncts of conviction), no part of the proposition ("The accused is
      guilty beyond a reasonable doubt" is no claim about the accused).

    - a final comma-set instrument participle ("using/employing X") after a complement whose
      head is a copula with a predicative or a passive ("ensure that the food is evenly
      cooked, using tongs"): the implied subject of a supplementive clause is the subject of
      its host (Quirk et al. 1985 §15.58-15.59), and using an instrument needs an agent, which
      "the sauce is smooth" does not have; so the host is the matrix clause, whose agent
      stirs. After a passive ("the food is cooked, using tongs") the participle may have the
      passive's implicit agent as well as the matrix's: ambiguous, and the cut keeps what both
      readings share (sixty-second pass, vc55).

    Each is a separate assertion or a qualifier: cutting it only weakens the hypothesis, so the
    label stays right (as for ``_cut_at_final_supplement``)."""
    root = doc[start:end].root
    last = end - 1
    while last > start and doc[last].is_punct:
        last -= 1
    for clause in root.subtree:
        if not start < clause.i <= last or clause.right_edge.i < last:
            continue
        first = clause.left_edge.i
        comma = first - 1 if first - 1 > root.i and doc[first - 1].text == "," else None
        if clause.head.i == root.i and comma is not None and clause.i == first:
            based = clause.lower_ == "based" and clause.dep_ in ("prep", "advcl", "acl")
            participle = clause.tag_ == "VBG" and clause.dep_ in ("advcl", "xcomp")
            evidential = participle and (
                _evidential_predicate(clause) or _inferential_participle(clause)
            )
            if (based or evidential) and subordinator(clause) is None:
                return comma
        if (
            comma is not None
            and clause.i == first
            and clause.tag_ == "VBG"
            and clause.lemma_.lower() in _INSTRUMENT_VERBS
            and clause.dep_ in ("advcl", "xcomp", "acl", "conj")
            and _non_agentive_clause(root)
        ):
            return comma
        if (
            clause.dep_ == "relcl"
            and first > start
            and doc[first - 1].text == ","
            and clause.left_edge.lower_ == "which"
            and _evidential_predicate(clause)
        ):
            return first - 1
        if clause.lower_ == "beyond" and clause.dep_ == "prep" and clause.head.i >= root.i:
            obj = next((c for c in clause.children if c.dep_ == "pobj"), None)
            if obj is not None and obj.lemma_.lower() in _DOUBT_NOUNS and clause.i > root.i:
                return first - 1 if doc[first - 1].text == "," else first
    return end


#: Nouns of a sensory impression that a "by"-phrase can give as the evidence a judgment is
#: made on ("tell by the smell", "know by the look of it"): the perceptual sources of
#: knowledge (Willett 1988 on sensory evidence; Aikhenvald 2004 ch. 2). WordNet files them
#: under noun.cognition and noun.attribute with many other nouns ("way", "time"), so they are
#: listed.
_SENSORY_EVIDENCE_NOUNS = frozenset(
    {"smell", "taste", "look", "looks", "sound", "feel", "sight", "touch", "texture", "aroma"}
    | {"scent", "odor", "odour", "colour", "color", "appearance", "flavour", "flavor"}
)

#: Focusing adverbs that go with the "by"-phrase they restrict ("just by the smell"; Quirk et
#: al. 1985 §8.116-8.117).
_MEANS_FOCUS_ADVERBS = frozenset({"just", "only", "simply", "merely", "even"})


def _cut_at_evidence_means(doc: Doc, start: int, end: int) -> int:
    """End the complement of a verb of knowing or perceiving before a final "by"-phrase that
    names a sensory impression or an act of perceiving ("you will know you made the right
    choice just by the smell", "you can tell it is fresh by looking at it"), else ``end``.

    A means adjunct goes with the verb whose action it is the means of (Quirk et al. 1985
    §8.78-8.79); a sensory impression is the means by which something comes to be known, the
    evidence of the knowing (Willett 1988; Aikhenvald 2004 ch. 2), not of the reported event,
    which the parser makes its host ("You made the right choice just by the smell.", s9402
    verb-038, judged "attaches 'just by the smell', which modifies 'know', to 'made the
    right choice'; drop it"). Only after a verb of cognition or perception (WordNet
    verb.cognition, verb.perception: know, tell, see, realise) and only a phrase that ends
    the complement; its focusing adverb and comma go with it. Cutting an adjunct only weakens
    the hypothesis, so the label stays right (stop 95, vc196)."""
    root = doc[start:end].root
    matrix = root.head
    if root.dep_ != "ccomp" or matrix.i == root.i or matrix.i >= start:
        return end
    if first_sense_lexname(verb_lemma(matrix), "VERB") not in ("verb.cognition", "verb.perception"):
        return end
    last = end - 1
    while last > start and doc[last].is_punct:
        last -= 1
    for by in root.subtree:
        if by.lower_ != "by" or by.dep_ not in ("prep", "agent") or by.i <= root.i:
            continue
        if by.right_edge.i != last:
            continue
        path = [by, *by.ancestors]
        path = path[: path.index(root)] if root in path else []
        if not path or any(t.dep_ in ("acl", "relcl", "advcl", "xcomp") for t in path):
            continue
        sensory = any(
            c.dep_ == "pobj" and c.lemma_.lower() in _SENSORY_EVIDENCE_NOUNS for c in by.children
        )
        perceiving = any(
            c.dep_ == "pcomp"
            and c.tag_ == "VBG"
            and first_sense_lexname(c.lemma_.lower(), "VERB") == "verb.perception"
            for c in by.children
        )
        if not (sensory or perceiving):
            continue
        cut = by.i
        if cut - 1 > start and doc[cut - 1].lower_ in _MEANS_FOCUS_ADVERBS:
            cut -= 1
        if cut - 1 > start and doc[cut - 1].text == ",":
            cut -= 1
        return cut if cut > root.i else end
    return end


#: Noun-phrase adverbs of time (CGEL ch. 8 §3.3 "bare NP adjuncts"; Quirk et al. 1985 §8.52):
#: "this morning", "last week", "yesterday".
_TIME_LEXNAMES = frozenset({"noun.time"})


def _matrix_time_before_bare_clause(doc: Doc, start: int, end: int) -> int:
    """Start a that-less complement after a noun-phrase time adverb that stands between the
    verb and the clause's subject ("She said this morning he would resign": the parser hangs
    "this morning" on "resign", but with no "that" to mark where the clause begins the adverb
    right after the verb is read with the verb, as it must be in "She said this morning that
    he would resign"; Quirk et al. 1985 §8.52, §16.33 on the positions of time adjuncts and of
    the zero complementizer). Leaving it out only weakens the hypothesis (issue #12,
    nineteenth pass, class 1: "This morning he would resign" judged to carry matrix material)."""
    root = doc[start:end].root
    subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None:
        return start
    for adverb in root.children:
        if adverb.left_edge.i != start or adverb.right_edge.i + 1 != subject.left_edge.i:
            continue
        if adverb.dep_ == "advmod" and adverb.lower_ in MATRIX_ADVERBS:
            # "told them bluntly we would not yield": a manner adverb of the speech act
            # (verb_complement_matrix_adverbs) between the verb and the clause's subject is the
            # verb's post-object manner adjunct (Quirk et al. 1985 §8.80), as it would be before
            # "that"; a manner adjunct does not open its own clause before the subject
            return subject.left_edge.i
        if adverb.dep_ != "npadvmod":
            continue
        if adverb.lower_ in ("yesterday", "today", "tonight") or (
            first_sense_lexname(adverb.lemma_.lower(), "NOUN") in _TIME_LEXNAMES
        ):
            return subject.left_edge.i
    return start


#: Tags that open a noun phrase (determiner, possessive, adjective, noun, numeral).
_NOUN_PHRASE_START_TAGS = frozenset({"DT", "PRP$", "JJ", "NN", "NNS", "NNP", "NNPS", "CD"})


def _list_continuation(doc: Doc, start: int, end: int) -> int:
    """Extend a complement that stops at a comma inside a list of noun phrases ("say the crash
    was due to a missile test, a terrorist strike or a bomb": the parser hung the later
    conjuncts on the matrix verb). A list of coordinated noun phrases is one constituent
    (Quirk et al. 1985 §13.51, §13.57), so a tail with no verb, with "and"/"or", after a comma
    that follows a noun, belongs to the complement (issue #12, eleventh pass)."""
    comma = end - 1 if doc[end - 1].text == "," else end  # the parser may keep the comma
    if comma >= len(doc) or doc[comma].text != "," or comma <= start:
        return end
    sent_end = doc[comma].sent.end
    tail = [t for t in doc[comma + 1 : sent_end] if not (t.is_punct and t.i == sent_end - 1)]
    if not tail or tail[0].tag_ not in _NOUN_PHRASE_START_TAGS:
        return end
    if any(t.pos_ in ("VERB", "AUX") or t.tag_ in ("WDT", "WP", "WRB") for t in tail):
        return end
    if not any(t.dep_ == "cc" and t.lower_ in ("and", "or") for t in tail):
        return end
    if any(t.text in (";", ":") or t.lower_ in ("but", "yet", "so") for t in tail):
        return end
    return tail[-1].i + 1


def _finite_conjunct_continuation(doc: Doc, start: int, end: int) -> int:
    """Extend a complement clause to a subjectless finite verb conjunct that the parser hung
    outside it ("knowing I took a few chunks and made them into X": "made" hung on "knowing"
    or on the main verb). Coordination joins like constituents (Quirk et al. 1985 §13.3,
    §13.42 on coordinated predicates; CGEL ch. 15 §4.1): a finite past "made" with no subject
    is no conjunct of the participle "knowing" nor of a present "love", but of the clause's own
    past verb, whose subject it shares; cutting it off truncates the complement (s1202k
    verb-042; hundred-first pass, vc95). Only when the conjunct follows the clause at once
    ("and"/"or" alone between), agrees in tense with the clause's verb and not with the word it
    hangs on."""
    if end >= len(doc) - 1 or doc[end].dep_ != "cc" or doc[end].lower_ not in ("and", "or"):
        return end
    if doc[end - 1].text == ",":
        # "had told him that this was all he could spare till May, and asked him to be
        # careful": the parser hangs the comma on the clause, so the span ends with it and the
        # coordinator only seems to follow at once. A comma before "and" marks the boundary
        # of the larger unit, not a second predicate of the clause (Quirk et al. 1985 App. III
        # §III.13; Huddleston & Pullum 2002 ch. 20 §4; vc214's ``_comma_before_coordinator``),
        # so the subjectless conjunct after it is the matrix verb's (stop 99, vc215; s9802
        # verb-039)
        return end
    conj = doc[end + 1]
    roots = [t for t in doc[start:end] if not (start <= t.head.i < end) and t.pos_ in _CLAUSE_HEADS]
    if len(roots) != 1 or conj.dep_ != "conj" or start <= conj.head.i < end:
        return end
    clause = roots[0]
    if conj.tag_ not in TENSED_TAGS or conj.tag_ != clause.tag_ or conj.head.tag_ == conj.tag_:
        return end
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in conj.children):
        return end
    if not any(c.dep_ in ("nsubj", "nsubjpass") for c in clause.children):
        return end
    return conj.right_edge.i + 1


# COMPOUND_PRONOUNS (lexicon.closed_class): noun phrases of their own, never after a determiner.


#: WordNet classes of nouns that are count nouns in their first sense, whatever the context:
#: people and animals ("woman", "guy", "dog"); a bare singular count noun cannot be a subject
#: (Quirk et al. 1985 §5.3-5.5; CGEL ch. 5 §3.1), so "that" before one is its determiner.
_COUNT_LEXNAMES = frozenset({"noun.person", "noun.animal"})


def _demonstrative_that(doc: Doc, start: int) -> bool:
    """Is the "that" before ``start`` the demonstrative of the clause's subject, not the
    complementizer ("She acknowledged that woman would not be her": "that woman" is the
    subject)? The parser takes it for the complementizer, and the hypothesis "Woman would not
    be her." has a bare singular count noun as subject (issue #12, sixteenth pass)."""
    if start < 1 or doc[start - 1].lower_ != "that" or start >= len(doc):
        return False
    noun = doc[start]
    if noun.tag_ != "NN" or noun.dep_ not in ("nsubj", "nsubjpass"):
        return False
    if noun.lower_ in COMPOUND_PRONOUNS:
        # "She realized that nobody cared": "nobody" (tagged NN, first WordNet sense a person)
        # is a compound pronoun that takes no determiner (Quirk et al. 1985 §6.45), so "that"
        # is the complementizer (twenty-fifth pass: hypothesis "That nobody cared.")
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in noun.children):
        return False
    lemma = noun.lemma_.lower()
    return first_sense_lexname(lemma, "NOUN") in _COUNT_LEXNAMES or concrete_count_noun(lemma)


#: WordNet's files of concrete, individuated entities: a noun all of whose senses lie here
#: names bounded objects and is a count noun (Quirk et al. 1985 §5.3 on concrete count nouns;
#: CGEL ch. 5 §3.1). Substance, food, attribute, state, act, event and communication senses
#: are left out: a noun with any of them may stand alone as a noncount or generic noun ("I
#: know that water is scarce", "that war broke out", "that code runs").
_CONCRETE_COUNT_LEXNAMES = frozenset(
    {"noun.artifact", "noun.object", "noun.animal", "noun.plant", "noun.body", "noun.person"}
)


def concrete_count_noun(lemma: str) -> bool:
    """Is ``lemma`` a concrete count noun: every WordNet sense in ``_CONCRETE_COUNT_LEXNAMES``
    and a plural in ordinary use (``conjuncts._noncount_noun`` false: "equipment" and
    "furniture" are concrete but noncount, Quirk §5.4)? As the bare singular subject after
    "that" such a noun needs a determiner, so "that" is it: "I know that computer was broken"
    is "That computer was broken.", not "*Computer was broken." (stop 72 round three, vc126;
    the person and animal nouns of ``_COUNT_LEXNAMES`` go by their first sense alone)."""
    names = lexnames(lemma, "NOUN")
    return bool(names) and names <= _CONCRETE_COUNT_LEXNAMES and not _noncount_noun(lemma)


def _past_matrix(verb: Token) -> bool:
    """A past matrix verb: simple past ("thought"), or a past auxiliary ("had thought", "was
    told", "did not think")."""
    if verb.tag_ == "VBD":
        return True
    return verb.tag_ in ("VB", "VBN") and any(
        a.dep_ in ("aux", "auxpass") and a.tag_ == "VBD" for a in verb.children
    )


# An epistemic "must" in a content clause stays as it is (seventy-first pass, vc65). The
# thirty-first pass put it in the past under a past matrix ("he thought it must be late" ->
# "It was late"); the last blind review rejected every such hypothesis as a changed claim: the
# epistemic modal marks the content as the attitude holder's inference, not a fact (Coates 1983
# ch. 3 on epistemic "must" as confident inference; Palmer 2001 ch. 2), and "must" has no past
# form, so in reported speech it is kept, not backshifted (Quirk et al. 1985 §14.31, note on
# "must"; CGEL ch. 17 §10.2). "It was late" asserts what the holder only inferred, so the
# complement keeps its "must" ("It must be late", "She must have read the letter"), the same
# content the deontic "must" (a requirement) already kept.


#: Verbs whose finite complement is future to the matrix time: hope, expectation, commitment,
#: prediction (the finite counterparts of FUTURE_ORIENTED's infinitives; Quirk et al. 1985 ch. 4
#: on the future in subordinate clauses, CGEL ch. 3 §9 on "would" as the backshifted "will").
FUTURE_CLAUSE_VERBS = frozenset({"hope", "expect", "promise", "predict", "vow", "pledge"})


def _hypothetical_evaluation(span: Span) -> bool:
    """Is the clause an evaluation under a "would" of hypothetical meaning ("it would be nice
    to see you", "it'd be better if we waited"): "would be" + adjective with an extraposed
    infinitive or clause (Quirk et al. 1985 §14.23 on hypothetical "would"), whose thought
    was itself hypothetical, no backshifted "will"."""
    for t in span:
        if t.lower_ not in ("would", "'d"):
            continue
        words = [w for w in span.doc[t.i + 1 : min(t.i + 6, span.end)]]
        lowers = [w.lower_ for w in words]
        adjective = any(w.tag_ in ("JJ", "JJR", "JJS") for w in words[1:4])
        extraposed = any(w in ("to", "if", "that", "for") for w in lowers[2:])
        if "be" in lowers[:2] and adjective and extraposed:
            return True
    return False


#: Stative verbs (Quirk et al. 1985 §4.28-4.29: verbs of perception, cognition, emotion and
#: relation, and "be"/"have"), whose simple present after "hope" is about now, not a future
#: event ("I hope you like the house", "I hope she knows"): left as they are.
_STATIVE_VERBS = frozenset(
    {"be", "have", "know", "believe", "think", "understand", "realize", "realise", "remember"}
    | {"like", "love", "hate", "want", "wish", "prefer", "need", "mind", "care", "feel"}
    | {"see", "hear", "smell", "taste", "seem", "appear", "look", "sound", "mean", "own"}
    | {"belong", "contain", "cost", "weigh", "deserve", "matter", "agree", "exist", "live"}
)

#: "would" heads of volition and preference, not the future-in-the-past ("would like", "would
#: rather"), and "would have" (a past conditional): not backshifted "will".
_NON_FUTURE_WOULD = frozenset({"like", "love", "prefer", "rather", "have", "sooner"})


def _clause_verbs(span: Span, matrix: Token) -> list[Token]:
    """The heads of the complement clause of ``matrix`` in ``span`` and their verb conjuncts."""
    heads = [t for t in span if t.dep_ == "ccomp" and t.head.i == matrix.i]
    out: list[Token] = []
    for head in heads:
        out.append(head)
        out += [
            c for c in head.conjuncts if c.i > head.i and c.i < span.end and c.pos_ in _CLAUSE_HEADS
        ]
    return out


def _present_matrix(matrix: Token) -> bool:
    """``matrix`` in the simple present, with do-support ("I don't hope"), or the subjectless
    sentence-initial "Hope you ..." of chat (an elliptical "I hope": Quirk et al. 1985 §12.47 on
    situational ellipsis of the subject)."""
    if matrix.tag_ in ("VBP", "VBZ"):
        return not any(c.dep_ == "aux" and c.tag_ == "MD" for c in matrix.children)
    auxes = [c for c in matrix.children if c.dep_ == "aux"]
    if matrix.tag_ == "VB" and auxes:
        return all(a.lemma_ == "do" and a.tag_ in ("VBP", "VBZ") for a in auxes)
    subjectless = not any(c.dep_ in SUBJECT_DEPS for c in matrix.children)
    return matrix.tag_ in ("VB", "NNP") and subjectless and matrix.i == matrix.sent.start


#: The verbs whose past "would" clause is flagged: the attitudes of the review's class. Not yet
#: "predict/promise/vow/pledge": the forty-fourth pass keeps "correctly predicted that the dam
#: would fail" as an entailment pair (its test pins the kept pair), left for that file's pass.
#: "fear/worry" (eighty-ninth pass, vc83): with "hope" the prospect-based attitudes (Ortony,
#: Clore & Collins 1988 ch. 5: hope and fear are directed at a prospective event), whose past
#: "would" clause is the same future-in-the-past ("worried that Mr. Bush would order a
#: strike" -> "*Mr. Bush would order a strike", a conditional once alone).
FUTURE_IN_PAST_FLAGGED = frozenset({"hope", "expect", "fear", "worry"})
#: Verbs of thinking whose past takes a future-in-the-past "would"
#: in its clause ("you said you'd be supportive", "we thought we would all go to a picnic",
#: "I did not tell you something good would come along"): the backshifted "will" of reported
#: speech and thought (Quirk et al. 1985 §14.31; Comrie 1985 ch. 5). The last blind review
#: (s1201k, Friends dialogue) rejected such hypotheses ("You'd be supportive", "We would all
#: go to a picnic"): standing alone they read as conditionals. The hypothetical "would" of the
#: thought itself, which a comparative marks ("told my wife she'd look better with her hair
#: back", an implied condition, §14.23), stays with the clause (_future_in_past_would).
FUTURE_IN_PAST_REPORTED = frozenset({"think", "guess", "figure", "assume", "know", "bet"})


def _implied_condition(comparative: Token) -> bool:
    """Has the comparative ``comparative`` beside it the adjunct that carries the implied
    condition of a hypothetical "would" ("she'd look better [with short hair]": if she had
    short hair; "it'd be cheaper [by train]"; Quirk et al. 1985 §15.33 on implied
    conditions): a prepositional phrase or adverbial clause on the comparative or on its
    clause's verb, other than its standard ("than ...")? A bare comparative ("I thought that
    they would be thinner") has none: there the "would" is the backshifted "will" of the
    expectation, the future in the past (Quirk et al. 1985 §14.31), and "They would be
    thinner." alone reads as a conditional (stop 91, vc187: s1207a verb-066, verb-072)."""
    heads = [comparative, comparative.head]
    return any(
        (c.dep_ == "prep" and c.lower_ != "than") or c.dep_ == "advcl"
        for h in heads
        for c in h.children
        if c.i > comparative.i
    )


def _future_in_past_would(span: Span, matrix: Token | None, should: bool = False) -> bool:
    """Does the complement of a past "hope/expect" (FUTURE_IN_PAST_FLAGGED) keep the
    "would" of the future-in-the-past ("hoped it would be as good as the first one")?

    After a past matrix "would" is the backshifted "will" (Comrie 1985, Tense, ch. 5 on
    sequence of tenses; Quirk et al. 1985 §14.31): the clause's event is later than the
    hoping. Lifted out as a sentence, "It would be as good as the first one" loses the past
    frame and reads as a conditional or a habit, a claim S does not make; the last blind review
    asked for the past ("It was as good"). RP19's complements (the veridicality gold) copy the
    clause with its "would", so rewriting it costs gold agreement: the pair is flagged
    (``future-in-past-complement``), as the hypothetical past of "wish" is. Not with "if"/
    "unless" in the clause (a conditional "would"), a hypothetical evaluation ("it would be
    nice to"), "would like/rather" or "would have". Verbs of saying and thinking are left out:
    there "would" is as often the hypothetical of the thought itself ("told my wife she'd look
    better with her hair back"), which the clause keeps (seventy-fourth pass). Since the
    eighty-second pass (vc76) they count too (FUTURE_IN_PAST_REPORTED) unless the clause has
    a comparative, the mark of that hypothetical reading."""
    if matrix is None:
        return False
    lemma = verb_lemma(matrix)
    if lemma in FUTURE_IN_PAST_REPORTED:
        if any(t.tag_ in ("JJR", "RBR") and _implied_condition(t) for t in span):
            return False
    elif lemma not in FUTURE_IN_PAST_FLAGGED:
        return False
    past = _past_matrix(matrix) or _past_progressive(matrix) or _participle_of_past(matrix)
    if not past or any(t.lower_ in ("if", "unless") for t in span):
        return False
    if _hypothetical_evaluation(span):
        return False
    if should:
        return True  # a backshifted first-person "should" written "would" (vc219)
    for verb in _clause_verbs(span, matrix):
        would = next(
            (c for c in verb.children if c.dep_ == "aux" and c.lower_ in ("would", "'d")), None
        )
        if would is None:
            continue
        nxt = next((t for t in span.doc[would.i + 1 : verb.i + 1] if t.pos_ != "ADV"), None)
        if would.lower_ in ("'d", "’d") and nxt is not None and nxt.tag_ == "VBN":
            continue  # "I thought we'd lost you": the "'d" of "had" before a participle
        after = [t for t in span.doc[would.i + 1 : verb.i + 1] if t.pos_ in ("AUX", "VERB")]
        if after and after[0].lower_ not in _NON_FUTURE_WOULD:
            return True
    return False


#: Commissive verbs (Searle 1976: the subject commits to a future course) and verbs of resolving,
#: whose past tense backshifts the "will/shall" of the commitment to "would/should" (Quirk et
#: al. 1985 §14.31): "swore that I should not go over the Jordan" reports "I shall not go".
COMMISSIVE_REPORT_VERBS = frozenset({"swear", "vow", "promise", "pledge", "undertake"})
#: Verbs of deciding: commissive only of the subject's own course ("I determined that I would
#: not come"); with another subject "determine" is ascertaining ("The mechanic determined that
#: repairs would be inexpensive", RP19 +) and "should" after them is mandative ("Congress
#: determined that the Commission should recover its costs"; Quirk et al. 1985 §14.24, §16.32).
RESOLVING_VERBS = frozenset({"determine", "resolve", "decide"})
#: The backshifted modals and the "will" forms they undo to ("wouldn't" -> "won't").
_UNDONE_BACKSHIFT = {"would": "will", "should": "will", "'d": "'ll", "\u2019d": "\u2019ll"}


def _commissive_backshift(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites that undo the backshift of the complement of a past commissive verb
    (COMMISSIVE_REPORT_VERBS): "swore that I should not go over the Jordan" -> "I will not go
    over the Jordan", "I determined this for myself, that I would not come to you again" ->
    "I will not come to you again".

    Under a past verb of reporting the "will/shall" of the reported commitment is backshifted
    to "would/should" (Quirk et al. 1985 §14.31; Comrie 1985 ch. 5 on the future in the
    past). Lifted out alone the backshifted form reads as a conditional ("I would not come")
    or a deontic ("I should not go"), which the premise never says (blind review s1205s
    verb-017, verb-019: "should be 'I will not go'"); the commitment's own future is "will".
    The signature of these verbs is o/o, so the time the "will" names (the event may lie before
    the time of speaking) changes no label. Not with "would/should have" (a past
    counterfactual), "would like/rather" (volition), a clause with its own "if/unless"
    condition or a comparative (an implied condition, §15.33): there the modal is the
    thought's own. A verb of deciding (RESOLVING_VERBS) is commissive only of its subject's own
    course, the same pronoun as the clause's subject ("I determined that I would not come"),
    and never over "should", its mandative (Quirk et al. 1985 §14.24). Every modal of the
    clause must take the rewrite, else nothing changes."""
    if matrix is None:
        return {}
    lemma = verb_lemma(matrix)
    if lemma not in COMMISSIVE_REPORT_VERBS | RESOLVING_VERBS:
        return {}
    matrix_subject = next((c for c in matrix.children if c.dep_ == "nsubj"), None)
    if not _past_matrix(matrix):
        return {}
    if any(t.lower_ in ("if", "unless") or t.tag_ in ("JJR", "RBR") for t in span):
        return {}
    out: dict[int, str] = {}
    for modal in _complement_modals(span, matrix, frozenset(_UNDONE_BACKSHIFT)):
        if lemma in RESOLVING_VERBS:
            own = next((c for c in modal.head.children if c.dep_ == "nsubj"), None)
            if modal.lower_ == "should" or own is None or matrix_subject is None:
                return {}
            if own.lower_ != matrix_subject.lower_ or own.pos_ != "PRON":
                return {}  # another subject: ascertaining, not resolving
        nxt = next((t for t in span.doc[modal.i + 1 : modal.head.i + 1] if t.pos_ != "PART"), None)
        if nxt is None or nxt.lower_ in _NON_FUTURE_WOULD or nxt.tag_ == "VBN":
            return {}
        after = span.doc[modal.i + 1] if modal.i + 1 < len(span.doc) else None
        contracted = after is not None and after.lower_ in ("n't", "\u2019t")
        out[modal.i] = "wo" if contracted else _UNDONE_BACKSHIFT[modal.lower_]
    return out


#: Verb classes whose subject is an experiencer, not an agent: perception and emotion (WordNet's
#: verb.perception, verb.emotion: "notice", "see", "hear", "like", "regret"). An obligation or
#: advice ("should" of duty) is directed at an agent who can bring the event about (Palmer 2001
#: ch. 3 on deontic modality; Coates 1983 ch. 4 on root "should"), so with these verbs a
#: first-person "should" after a past verb is the future in the past.
_EXPERIENCER_VERB_LEXNAMES = frozenset({"verb.perception", "verb.emotion"})
_FIRST_PERSON_SUBJECTS = frozenset({"i", "we"})


def first_person_future_should(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites of the first-person "should" that is the backshifted "shall" of a past report
    or thought: "She knew I should notice it" -> "I would notice it".

    In reported speech and thought "shall" with "I/we" backshifts to "should" (Quirk et al.
    1985 §14.31 and §4.60 note on "should" as the past of first-person "shall"; CGEL ch. 3
    §9.5), the future in the past that other persons write "would". Lifted out, "I should
    notice it" reads as the deontic "should" (I ought to), a claim the premise does not make;
    "would" is the same future in the past in today's form. Only where no deontic reading is
    open: a first-person subject, a past matrix that is no verb of demand (its "should" is
    mandative, MANDATIVE_VERBS) or emotive putative verb (_putative_should), and a verb of
    perception or emotion (_EXPERIENCER_VERB_LEXNAMES), whose experiencer nobody obliges. "She knew
    we should leave early" keeps "should": leaving is an act, and the obligation reading is
    as good. Not "should have" (a past obligation or counterfactual) nor a clause with its own
    "if/unless". The "would" then falls under the future-in-the-past checks as a written one
    does (_future_in_past_would; verb_complement's reported-speech check). vc219."""
    if matrix is None or not _past_matrix(matrix):
        return {}
    lemma = verb_lemma(matrix)
    if lemma in MANDATIVE_VERBS or lemma in EMOTIVE_PUTATIVE_VERBS:
        return {}
    if any(t.lower_ in ("if", "unless") for t in span):
        return {}
    out: dict[int, str] = {}
    for should in _complement_shoulds(span, matrix):
        head = should.head
        subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.lower_ not in _FIRST_PERSON_SUBJECTS:
            return {}
        between = span.doc[should.i + 1 : head.i + 1]
        nxt = next((t for t in between if t.pos_ not in ("ADV", "PART")), None)
        if nxt is None or nxt.i != head.i or head.tag_ != "VB":
            return {}  # "should have told", "should be told": not a bare experiencer verb
        if first_sense_lexname(verb_lemma(head), "VERB") not in _EXPERIENCER_VERB_LEXNAMES:
            return {}
        if verb_lemma(head) in _NON_FUTURE_WOULD:
            return {}  # "we should like the place": "would like" is volition, not a future
        out[should.i] = "would"
    return out


#: Proximal deictics (Quirk et al. 1985 §6.40-6.44 on "this/these"; Fillmore 1975 on deixis):
#: anchored to the speaker's here-and-now, so in reported speech and thought they are shifted
#: to "that/those/there" unless the place or thing is still near the reporter (§14.31-14.33).
_PROXIMAL_DEMONSTRATIVES = frozenset({"this", "these"})
#: The reporter and the addressee: a first- or second-person report is made in the speech
#: situation itself. A third-person past report is as often narration, whose proximal
#: deictics are the character's then-now in free indirect thought (Banfield 1982; Leech &
#: Short 1981 ch. 10), so it is left out.
_SPEECH_SITUATION_PRONOUNS = frozenset({"i", "we", "you"})
#: Words that date the state in the past, for which the past tense is the state's own time,
#: not a backshift (Quirk et al. 1985 §4.11-4.14 on the past of definite past time).
_PAST_TIME_WORDS = frozenset(
    {"then", "once", "ago", "yesterday", "before", "previously", "formerly", "earlier"}
    | {"originally", "last", "used", "back"}
)
#: Past forms of "be" and their present forms.
_PRESENT_BE = {"was": "is", "were": "are"}


def _proximal_subject(be: Token) -> bool:
    """Is the subject of the copula ``be`` "this/these" as a pronoun or as determiner of the
    subject noun ("this was the front", "these roads were ours"), or does "here" stand as its
    subject or locative predicate ("the road was here")?"""
    if any(c.lower_ == "here" and c.dep_ in ("nsubj", "advmod", "attr") for c in be.children):
        return True
    subject = next((c for c in be.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.lower_ in _PROXIMAL_DEMONSTRATIVES:
        return True
    return subject.pos_ in ("NOUN", "PROPN") and any(
        c.dep_ == "det" and c.lower_ in _PROXIMAL_DEMONSTRATIVES for c in subject.children
    )


def _proximal_present_state(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites that undo the backshift of a copular state with a proximal deictic in the
    complement of a past verb of saying or thinking: "I thought this was the way out" -> "This
    is the way out", "We told you these seats were ours" -> "These seats are ours".

    In indirect speech and thought a present tense of the reported clause is backshifted to
    the past after a past reporting verb (Quirk et al. 1985 §14.31); the past form then has the
    simultaneous reading, the time of the thought (Ogihara 1996; Abusch 1997 on sequence of
    tense). A state the reporter places here with "this/these/here", which backshift would
    otherwise shift to "that/there" (§14.31-14.33), is one the reporter takes to hold still
    at the time of speaking, so the clause stands alone in the present (blind review: "keeps
    the backshifted tense; should be 'This is the front'"). Conservative: only a past matrix
    in SPEECH_VERBS with a first- or second-person subject, only the copula "be" with no
    auxiliary as every clause verb, no conditional and no past time word in the clause;
    "that" (distal) and eventive verbs ("I thought this broke") keep the past."""
    if matrix is None or verb_lemma(matrix) not in syntax.SPEECH_VERBS:
        return {}
    if not (_past_matrix(matrix) or _past_progressive(matrix)):
        return {}
    subject = next((c for c in matrix.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in _SPEECH_SITUATION_PRONOUNS:
        return {}
    if any(t.lower_ in ("if", "unless", "whether") or t.lower_ in _PAST_TIME_WORDS for t in span):
        return {}
    if any(t.ent_type_ in ("DATE", "TIME") for t in span):
        return {}  # "this was the front in 1990": a dated state
    verbs = _clause_verbs(span, matrix)
    if not verbs:
        return {}
    out: dict[int, str] = {}
    for verb in verbs:
        if verb.lemma_ != "be" or verb.lower_ not in _PRESENT_BE:
            return {}
        if any(c.dep_ in AUX_DEPS for c in verb.children):
            return {}
        if not _proximal_subject(verb):
            return {}
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if verb.lower_ == "were" and subject is not None and _singular(subject):
            return {}  # "this were": a subjunctive, not a backshifted state
        out[verb.i] = _PRESENT_BE[verb.lower_]
    return out


def _participle_of_past(verb: Token) -> bool:
    """ "I stayed there, hoping they'd come": a participle clause with no auxiliary of its own
    takes its time from the clause it hangs on (Quirk et al. 1985 §14.8, §15.58 on the time of
    non-finite adverbial clauses), so under a past host its "would" clause is the backshifted
    "will" as under "hoped" (hundred-third pass, vc97; s1202m verb-000)."""
    if verb.tag_ != "VBG" or verb.dep_ not in ("advcl", "xcomp", "conj"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    return _past_matrix(verb.head)


def _past_progressive(verb: Token) -> bool:
    """ "I was hoping this would be clear", "we were hoping that": a progressive with a past
    "be" is a past tense (Quirk et al. 1985 §4.22, §4.27 on the past progressive), so its
    "would" clause is backshifted as under the simple past (eighty-ninth pass, vc83)."""
    return verb.tag_ == "VBG" and any(
        a.dep_ == "aux" and a.tag_ == "VBD" and a.lemma_ == "be" for a in verb.children
    )


def _present_progressive(verb: Token) -> bool:
    """ "I'm hoping we don't miss it", "We are expecting they arrive": a progressive with a
    present "be" and no modal is a present tense (Quirk et al. 1985 §4.21-4.22 on the present
    progressive; with verbs of hoping and expecting it is the tentative present, §4.29), so its
    complement is future to it as under the simple present (Huddleston & Pullum 2002 ch. 3
    §4.2.3 on the present with future time in subordinate clauses): "We don't miss it" alone
    is a habit or a claim about now (stop 93, vc191: blind review s9301)."""
    if verb.tag_ != "VBG":
        return False
    auxes = [a for a in verb.children if a.dep_ == "aux"]
    return bool(auxes) and all(a.lemma_ == "be" and a.tag_ in ("VBP", "VBZ") for a in auxes)


#: Future auxiliaries that make a first-person "see that P" a commitment ("I'll see that ...").
COMMISSIVE_AUXILIARIES = frozenset({"will", "'ll", "’ll", "shall", "wo"})


def ensure_see_commitment(matrix: Token) -> bool:
    """ "I'll see (to it) that he gets the message", "See that the dishes get washed": a
    first-person future "see that" commits the speaker to bring P about (a commissive, Searle
    1976), a bare imperative directs the hearer to: "see (to it) that" = ensure (OED s.v. "see"
    v. 18; Quirk et al. 1985 §16.36). P is a state of affairs still to come, later than the
    promise, so its present is the futurate present of a subordinate clause (Quirk et al.
    1985 §4.6-4.8, §14.31), and alone it takes the will-future ("He will get the message"),
    as the clause of "hope/promise" does (_future_complement; blind review s1201m, "needs
    future 'will get'"; eighty-seventh pass). "You will see that P" (a predicted
    realisation) is perception and keeps its tense."""
    if verb_lemma(matrix) != "see":
        return False
    comp = next((c for c in matrix.children if c.dep_ == "ccomp"), None)
    if comp is None or comp.tag_ == "VBD":
        return False  # "I'll see that you came" has no ensure reading
    # the complementizer opens the content clause (CGEL ch. 11 §8.1) wherever the parser hangs
    # it: "See that the source remains fixed" reads "remains" as a passive auxiliary of "fixed"
    # and puts "that" on it (s1204t verb-044, read as perception +/+; stop 78, vc146)
    holders = [comp, *(c for c in comp.children if c.dep_ in ("aux", "auxpass") and c.i < comp.i)]
    if not any(m.dep_ == "mark" and m.lower_ == "that" for h in holders for m in h.children):
        return False  # "See, that's why ...": a discourse marker, no complementizer
    if any(c.dep_ == "aux" and c.lower_ in ("had", "has", "have") for c in comp.children):
        return False
    auxes = [c for c in matrix.children if c.dep_ == "aux"]
    first_person = any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in matrix.children)
    if first_person and any(a.lower_ in COMMISSIVE_AUXILIARIES for a in auxes):
        return True
    return (
        matrix.dep_ == "ROOT"
        and matrix.tag_ == "VB"
        and not any(c.dep_ in ("nsubj", "aux", "neg") for c in matrix.children)
    )


def _future_complement(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites that give the complement of a present future-projecting verb
    (FUTURE_CLAUSE_VERBS) its future time as a sentence of its own.

    After a present matrix the simple present of a dynamic verb is the futurate present of
    subordinate clauses (Quirk et al. 1985 ch. 4: "I hope the parcel arrives in time"): out of
    the clause it reads as a habit or a claim about now ("Hope you get them all right" -> "You
    get them all right"; the last blind review), so it takes the will-future ("You will get
    them all right"), as the to-complement of "expect" does ("will" + infinitive, seventeenth
    pass). "doesn't V" becomes "will not V"/"won't V". Stative verbs keep the present ("I hope
    you like it"), and so does a bare verb after a singular subject ("hopes this centre
    boost ..."), a subjunctive, not a present (_subjunctive_verb). Every verb of the clause
    must take the rewrite, else nothing changes."""
    if matrix is None:
        return {}
    present = _present_matrix(matrix) or _present_progressive(matrix)
    projecting = verb_lemma(matrix) in FUTURE_CLAUSE_VERBS and present
    if not projecting and not ensure_see_commitment(matrix):
        return {}
    verbs = _clause_verbs(span, matrix)
    if not verbs or any(_subjunctive_verb(v) is not None for v in verbs[:1]):
        return {}
    out = {}
    for verb in verbs:
        auxes = [c for c in verb.children if c.dep_ in AUX_DEPS]
        if verb_lemma(verb) in _STATIVE_VERBS:
            return {}
        if not auxes and verb.tag_ in ("VBP", "VBZ"):
            base = verb.lemma_.lower()
            out[verb.i] = base if out else f"will {base}"  # "will win and get", one "will"
            continue
        neg = next((c for c in verb.children if c.dep_ == "neg"), None)
        if (
            len(auxes) == 1
            and auxes[0].lemma_ == "do"
            and auxes[0].tag_ in ("VBP", "VBZ")
            and neg is not None
            and verb.tag_ == "VB"
        ):
            out[auxes[0].i] = "wo" if neg.lower_ == "n't" else "will"
            continue
        return {}
    return out


def _standing_directive(matrix: Token) -> bool:
    """Is the present directive ``matrix`` a standing one, issued by a thing ("The form asks you
    to name the account", "The recipe tells you to add salt", "Modern tradition demands that you
    climb the cascades")? A document, sign or custom issues no single speech act whose
    fulfilment lies ahead: its present is the habitual or state present of a rule that holds
    for every reader (Quirk et al. 1985 §4.6-4.8), and with a thing as subject "demand/ask"
    come close to the state verb "require" (Palmer 2001 ch. 3 on deontic necessity), so the
    complement's present is that rule's, not a prediction ("You will climb" misreads it)."""
    subject = next((c for c in matrix.children if c.dep_ == "nsubj"), None)
    return subject is not None and _inanimate_subject(subject)


def _mandative_future(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites that give the mandative that-clause of a present verb of request or command
    (_DIRECTIVE_MANDATIVE_VERBS) the will-future: "I ask that you lead me to them" -> "You will
    lead me to them", "They demand that he resign" -> "He will resign", "asks that it be done"
    -> "It will be done", "that they not publish it" -> "They will not publish it".

    After these verbs the that-clause is always mandative, never a proposition (Quirk et al.
    1985 §16.32; CGEL ch. 11 §7.1), so a base form that a plural or non-third-person subject
    makes look like a present is the subjunctive all the same: the matrix verb's class decides
    it. What is asked for is future to the asking (CGEL ch. 14 §1.4 on future orientation;
    Palmer 2001 ch. 3 on directives), as the to-infinitive of the same verbs is ("She asks him
    to leave" -> "He will leave", FUTURE_DIRECTIVES): lifted out, the bare present "You lead me
    to them" reads as a habit or a stage direction, and "*He resign" is no sentence. "will",
    not the putative "should" that alternates with the subjunctive in the clause (§16.32):
    standing alone, "You should lead me to them" is an obligation the asker holds, which the
    request itself arguably asserts, so the neutral label of the o/o signature would not hold;
    "will" states the doing, which a request leaves open either way. Only under a deictic
    present matrix (a past one keeps RP19's bare form, as their gold does: "Congress demanded
    that the IRS prevent cheating"), and every verb of the clause must be a bare form with no
    auxiliary but the passive "be", else nothing changes."""
    if matrix is None or verb_lemma(matrix) not in _DIRECTIVE_MANDATIVE_VERBS:
        return {}
    if _standing_directive(matrix):
        return {}  # "Modern tradition demands that you climb": a standing norm, no request
    if not (_present_matrix(matrix) or _present_progressive(matrix)):
        return {}
    if _non_deictic_present(matrix):
        return {}
    verbs = _clause_verbs(span, matrix)
    if not verbs or any(c.dep_ == "mark" and c.lower_ != "that" for c in verbs[0].children):
        return {}  # "asks whether/if ...": an interrogative clause, no mandative
    out: dict[int, str] = {}
    for verb in verbs:
        if verb.pos_ not in ("VERB", "AUX"):
            return {}
        auxes = [c for c in verb.children if c.dep_ in AUX_DEPS]
        passive_be = [a for a in auxes if a.dep_ == "auxpass" and a.lower_ == "be"]
        if len(auxes) != len(passive_be):
            return {}  # "that you should go", "that it has been done": left as they are
        bare = verb.tag_ == "VB" or (verb.tag_ == "VBP" and verb.lower_ == verb.lemma_.lower())
        if passive_be:
            bare = verb.tag_ == "VBN"
        if not bare or verb.lemma_ == "be" and verb.lower_ != "be":
            return {}  # "that they are", "that he leaves": indicative
        own_subject = any(c.dep_ in SUBJECT_DEPS for c in verb.children)
        if not own_subject and not out:
            return {}
        first = passive_be[0] if passive_be else verb
        neg = next((c for c in verb.children if c.dep_ == "neg" and c.i < first.i), None)
        if out and neg is None and not own_subject:
            continue  # "will resign and leave": one "will" for the conjoined verbs
        if neg is not None:
            out[neg.i] = "will not"  # "that they not publish it": the subjunctive's bare "not"
        else:
            out[first.i] = f"will {first.text}"
    return out


def mandative_future(doc: Doc, matrix: Token, complement: range) -> bool:
    """Does the that-clause ``complement`` of ``matrix`` take the will-future of
    _mandative_future (so the subjunctive flags do not apply to its hypothesis)?"""
    if not complement:
        return False
    return bool(_mandative_future(doc[complement.start : complement.stop], matrix))


#: "were/was" and "could" of a backshifted wish complement and their present forms.
_WISH_MODALS = {"could": "can", "would": "will", "'d": "will", "’d": "will"}
_CLITIC_D = frozenset({"'d", "’d"})
#: The statives whose simple past after "wish" is the present state ("I wish I knew", "lived
#: closer"): _STATIVE_VERBS less the verbs of perception and sensation, whose past is as often
#: an event ("I wish I saw it first"; Quirk et al. 1985 §4.29 on their dynamic uses).
_WISH_STATIVES = _STATIVE_VERBS - {"see", "hear", "smell", "taste", "look", "sound", "feel"}


def _wish_subject(verb: Token) -> Token | None:
    """The subject of a clause verb of a wish complement, or of the verb it is a conjunct of
    ("I wish I were taller and had more money": "had" shares "I")."""
    while True:
        subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is not None or verb.dep_ != "conj" or verb.head.i == verb.i:
            return subject
        verb = verb.head


def _shares_past_perfect(verb: Token) -> bool:
    """Is ``verb`` a conjunct with no auxiliary of its own whose first conjunct has the past
    perfect "had" ("had been content and lived")?"""
    if verb.dep_ != "conj" or verb.head.i == verb.i:
        return False
    first = verb
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False  # a clause of its own ("had gone and we lived"): its own tense
    return any(
        c.dep_ == "aux" and c.lower_ in ("had", "'d", "’d") and c.i < first.i
        for c in first.children
    )


def _unshifted_wish_verb(verb: Token) -> dict[int, str] | None:
    """The rewrites that undo the backshift of one clause verb of a present "wish", or None
    when its form is none of the shifted ones (see _unshifted_wish)."""
    subject = _wish_subject(verb)
    if subject is None:
        return None
    singular = _singular(subject)
    first = subject.lower_ == "i"
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    neg = next((c for c in verb.children if c.dep_ == "neg"), None)
    if not auxes and neg is None and verb.tag_ in ("VBD", "VBN") and _shares_past_perfect(verb):
        # "I wish that we had been content and lived beyond the Jordan": the conjunct shares
        # the first conjunct's "had" (ellipsis of the operator in coordinated predicates,
        # Quirk et al. 1985 §13.59), so it is a counterfactual past as well ("had lived" ->
        # "lived"), not a stative's present ("*... and live"; stop 87, vc175; s1205r verb-040)
        return {verb.i: _verb_form(verb.lemma_.lower(), "VBD", singular, first)}
    if not auxes:
        if verb.tag_ != "VBD":
            return None
        lemma = verb_lemma(verb)
        if lemma == "be":
            out = {verb.i: _verb_form("be", "VBP", singular, first)}
            if neg is not None and neg.lower_ == "n't" and out[verb.i] == "am":
                out[neg.i] = " not"  # "I wasn't" -> "I am not", no "*amn't"
            return out
        if neg is not None or lemma not in _WISH_STATIVES:
            # "I wish I saw Phoebe first": the simple past of a dynamic verb after "wish" is
            # as often the informal counterfactual past ("had seen") as a present state
            # (Quirk et al. 1985 §14.25 gives stative examples for the present reading)
            return None
        if lemma in ("have", "do") and not any(
            c.dep_ not in (*SUBJECT_DEPS, "advmod", "punct", "neg") for c in verb.children
        ):
            return None  # "I wish I had too": an elided past perfect ("had [done] too")
        return {verb.i: _verb_form(verb.lemma_.lower(), "VBP", singular, first)}
    finite = auxes[0]
    low = finite.lower_
    rest = auxes[1:]
    if low in ("did",) and not rest and verb.tag_ == "VB":
        return {finite.i: _verb_form("do", "VBP", singular, first)}  # "didn't" -> "don't"
    if low in ("was", "were") and not rest:
        out = {finite.i: _verb_form("be", "VBP", singular, first)}  # "was going" -> "am going"
        if neg is not None and neg.lower_ == "n't" and out[finite.i] == "am":
            out[neg.i] = " not"
        return out
    if low in ("could", "would", "'d", "’d") and not rest and verb.tag_ == "VB":
        if low != "could" and neg is not None:
            return None  # "I wish you wouldn't": a complaint about a habit, not a future
        return {
            finite.i: "ca"
            if low == "could" and neg is not None and neg.lower_ == "n't"
            else _WISH_MODALS[low]
        }
    if low in ("had", "'d", "’d") and verb.tag_ == "VBN":
        # the past perfect of a present wish is a counterfactual past: "I wish I had gone"
        # -> "I went", "I wish I hadn't said it" -> "I didn't say it"
        if len(rest) == 1 and rest[0].lower_ == "been" and verb.tag_ == "VBN":
            if rest[0].dep_ == "auxpass":
                return {finite.i: _verb_form("be", "VBD", singular, first), rest[0].i: ""}
            return None  # "had been waiting": a perfect progressive, left
        if rest:
            return None
        if neg is not None:
            return {finite.i: "did", verb.i: verb.lemma_.lower()}
        return {finite.i: "", verb.i: _verb_form(verb.lemma_.lower(), "VBD", singular, first)}
    return None


#: Modals after which "wish" keeps a present (or later) time of wishing: "may/will/must wish
#: they were" (Quirk et al. 1985 §4.49-4.58: these modals take present or future time
#: reference; hundred-fifth pass, vc99). Not "could", whose past-ability reading ("He could
#: only wish he were home") would put the wishing in the past.
_PRESENT_WISH_MODALS = frozenset(
    {"may", "might", "can", "will", "shall", "must", "would", "should"}
)


def present_wish_time(matrix: Token) -> bool:
    """Is the time of wishing present: a present ``matrix`` (``_present_matrix``) or a bare
    "wish" under a present-time modal with no perfect ("Adventurers may wish they were so
    lucky": the complement's "were" is the hypothetical past of that present, so the hypothesis
    is "They are so lucky", not the real past "They were so lucky"; blind review s1202n,
    hundred-fifth pass)? "may have wished" is past."""
    if _present_matrix(matrix):
        return True
    auxes = [c for c in matrix.children if c.dep_ in ("aux", "auxpass")]
    return (
        matrix.tag_ == "VB"
        and bool(auxes)
        and any(a.tag_ == "MD" for a in auxes)
        and all(a.tag_ == "MD" and a.lower_ in _PRESENT_WISH_MODALS for a in auxes)
    )


def wish_backshift_undone(span: Span, matrix: Token | None) -> bool:
    """The hypothesis of a present "wish" complement states present time: ``_unshifted_wish``
    undid the clause's modal-remoteness past ("were" -> "are", "could" -> "can")."""
    return bool(_unshifted_wish(span, matrix))


def _unshifted_wish(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites ("" drops the token) that undo the backshift of the complement of a present
    "wish": "I wish things were different" -> "Things are different", "I wish I could say no"
    -> "I can say no", "I wish I had gone" -> "I went", "I wish you'd call me" -> "You will
    call me".

    After "wish" the clause is backshifted one step: the past (hypothetical "were") and
    "could" for present time, the past perfect for past time, "would" for a future act
    (Quirk et al. 1985 §14.25, §11.24 on "wish"; CGEL ch. 3 §1.7 on modal remoteness; Iatridou
    2000 on the fake past). Out of the clause the shifted form reads as a real past or a
    conditional ("Things were different", "I could say no", "You'd call me"; the last blind
    review rejected them), so the hypothesis takes the time the clause is about: present,
    "can", past, "will". The counterfactive label of the past complements (contradiction:
    S conveys that things are not different) is about exactly this unshifted clause. Only
    after a present matrix (a past "wished" shifts its clause into the past of the wishing,
    which the hypothesis cannot tell apart from a real past), every clause verb must take the
    rewrite, else nothing changes; "would have", "could have" and a negated "wouldn't" (a
    complaint about the hearer's habit) are left."""
    if matrix is None or verb_lemma(matrix) != "wish" or not present_wish_time(matrix):
        return {}
    verbs = _clause_verbs(span, matrix)
    if not verbs:
        return {}
    out: dict[int, str] = {}
    for verb in verbs:
        edits = _unshifted_wish_verb(verb)
        if edits is None:
            return {}
        for i, word in sorted(edits.items()):
            if span.doc[i].lower_ in _CLITIC_D:
                # "you'd" -> "you will", "I'd known" -> "I knew": the clitic's host has no
                # space of its own, so the full form (or the next word) brings one
                nxt = next((t.i for t in span.doc[i + 1 :] if not t.is_punct), None)
                if word:
                    word = f" {word}"
                elif nxt is not None:
                    edits[nxt] = f" {edits.get(nxt, span.doc[nxt].text)}"
                edits[i] = word
        out.update(edits)
    return out


#: Emotive factives whose that-clause takes putative "should" ("deplores that the defence
#: should be left to them", "was surprised that he should say so"): the clause is presupposed
#: true and "should" marks the emotional attitude to it, with no obligation (Quirk et al. 1985
#: §14.25-14.26 on putative "should" after emotive verbs and adjectives; Kiparsky & Kiparsky
#: 1970 on emotive factives).
EMOTIVE_PUTATIVE_VERBS = frozenset(
    {"regret", "deplore", "resent", "lament", "bemoan", "rue", "mind", "marvel", "grieve"}
    # "wonder that" = "marvel that" (OED s.v. wonder v. 2; verb_signatures.txt, KK70w): "she
    # wondered that Edmund should forget her" (stop 85, vc170)
    | {"wonder"}
    | {"surprise", "amaze", "astonish", "shock", "annoy", "dismay", "anger", "upset"}
    | {"disappoint", "disgust", "outrage", "sadden", "distress"}
)


def _putative_should(span: Span, matrix: Token | None) -> dict[int, str]:
    """Rewrites ("" drops the token) for a putative "should" heading the complement of an
    emotive factive: "deplores that the defence should be left to Ridpath" -> "The defence is
    left to Ridpath", "regretted that he should have behaved so" -> "He had behaved so".

    After an emotive verb "should" does not oblige: "X should be left" reports the situation
    the subject deplores, which the factive presupposes (Quirk et al. 1985 §14.25-14.26). Lifted
    out as a sentence, "should" reads as the deontic modal ("X ought to be left"), the opposite
    of a deplored fact (sixty-ninth pass: the judges' "deplores that ... should be left"). The
    indicative takes the matrix's time: present after a present matrix, past after a past one
    (the putative clause has no tense of its own; its time is the matrix's, §14.25). A negated
    "should not" is left as it is."""
    if matrix is None or verb_lemma(matrix) not in EMOTIVE_PUTATIVE_VERBS:
        return {}
    # "was surprised that": the adjectival participle takes its time from the copula
    copula_past = matrix.dep_ == "acomp" and matrix.head.tag_ == "VBD"
    tag = "VBD" if _past_matrix(matrix) or copula_past else "VBZ"
    for should in _complement_shoulds(span, matrix):
        head = should.head
        between = list(span.doc[should.i + 1 : head.i + 1])
        if not between or any(t.dep_ == "neg" or t.lower_ in ("not", "n't") for t in between):
            continue
        subject = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
        singular = _singular(subject)
        first = subject is not None and subject.lower_ == "i"
        nxt = between[0]
        if nxt.lower_ == "have" and nxt.i != head.i and head.tag_ == "VBN":
            return {should.i: _verb_form("have", tag, singular, first), nxt.i: ""}
        if nxt.lower_ == "be":
            return {should.i: _verb_form("be", tag, singular, first), nxt.i: ""}
        if nxt.i == head.i and head.tag_ == "VB":
            return {should.i: "", head.i: _verb_form(head.lemma_.lower(), tag, singular, first)}
    return {}


def _complement_shoulds(span: Span, matrix: Token) -> Iterator[Token]:
    """The auxiliaries "should" in ``span`` whose clause (or the first conjunct it is
    coordinated with) is the complement clause (``ccomp``) of ``matrix``: the candidates for a
    putative "should" (``_putative_should``, ``_putative_should_left``)."""
    return _complement_modals(span, matrix, frozenset({"should"}))


def _complement_modals(span: Span, matrix: Token, words: frozenset[str]) -> Iterator[Token]:
    """The modal auxiliaries of ``words`` in ``span`` whose clause (or the first conjunct it is
    coordinated with) is the complement clause (``ccomp``) of ``matrix``: the modals whose
    reading the matrix may fix (``_complement_shoulds``, ``_matrix_bound_modal``)."""
    for modal in span:
        if modal.lower_ not in words or modal.tag_ != "MD" or modal.dep_ != "aux":
            continue
        clause = modal.head
        while clause.dep_ == "conj" and clause.head.i != clause.i:
            clause = clause.head
        if clause.dep_ == "ccomp" and clause.head.i == matrix.i:
            yield modal


#: Verbs of (in)tolerance that take putative "should" without presupposing their clause ("I
#: could not bear that she should be frightened", "he cannot stand that they should laugh"):
#: "should" names the prospect the subject reacts to, no obligation (Quirk et al. 1985
#: §14.25-14.28 on putative "should" after emotive predicates), and unlike the emotive
#: factives above the clause is no fact to rewrite into the indicative (stop 83, vc162).
PUTATIVE_TOLERANCE_VERBS = frozenset({"bear", "stand", "endure", "abide"})


def _putative_should_left(span: Span, matrix: Token | None, shifted: dict[int, str]) -> bool:
    """Does the complement of an emotive predicate keep its putative "should" as its finite
    verb ("She should be frightened" from "could not bear that she should be frightened")?

    Lifted out as a sentence the putative modal reads as the deontic one ("she ought to be
    frightened"), which the premise never says (Quirk et al. 1985 §14.25-14.28; s1205j
    verb-046). ``_putative_should`` rewrites it after an emotive factive where it can; what is
    left (a tolerance verb, whose clause is no fact; a "should not" it leaves alone) is no
    faithful complement."""
    if matrix is None:
        return False
    if verb_lemma(matrix) not in EMOTIVE_PUTATIVE_VERBS | PUTATIVE_TOLERANCE_VERBS:
        return False
    return any(should.i not in shifted for should in _complement_shoulds(span, matrix))


#: Verbs of wishing and praying whose clause "may/might" is the optative (or remote) modal of
#: the wish itself: "She wished that the storm might pass", "We pray that you may recover"
#: (Quirk et al. 1985 §3.51, §11.41 on optative "may"; §14.25 on the remoteness of the clause
#: after "wish"). As a main clause the modal reads as possibility or permission ("The storm
#: might pass"), a claim S does not make. Not "hope": its "may" is optional and the clause
#: keeps its epistemic sense (the one judged pair, s1205h verb-076, was kept).
OPTATIVE_MODAL_VERBS = frozenset({"wish", "pray", "desire"})


def _matrix_bound_modal(span: Span, matrix: Token | None, shifted: dict[int, str]) -> str | None:
    """The flag for a complement that keeps a modal whose reading its matrix fixes, else None.

    Inside the clause the matrix decides what the modal means: putative "should" after an
    emotive predicate (``_putative_should_left``, flag ``putative-should``) and the optative
    "may/might" of a wish or prayer (OPTATIVE_MODAL_VERBS). (The backshifted first-person
    "should" of a past report was flagged too and withdrawn at integration: "I thought I should
    call her" reads as the deontic modal, pinned well formed by the fortieth pass.) Standing alone the same modal takes
    its main-clause reading (obligation, possibility, permission), so the hypothesis says what
    the premise does not (Quirk et al. 1985 §14.25-14.31; stop 83, vc164). Flag
    ``matrix-bound-modal:<modal>``."""
    if matrix is None:
        return None
    if _putative_should_left(span, matrix, shifted):
        return "putative-should"
    if verb_lemma(matrix) in OPTATIVE_MODAL_VERBS:
        for modal in _complement_modals(span, matrix, frozenset({"may", "might"})):
            if modal.i not in shifted:
                return f"matrix-bound-modal:{modal.lower_}"
    if _appeal_matrix(matrix):
        # stop 88 (vc179): the content of a plea, backshifted or not ("cried to the Lord ...,
        # that he would look upon ..." -> "*He would look upon ..."; see APPEAL_VERBS)
        for modal in _complement_modals(span, matrix, _PLEA_MODALS):
            return f"matrix-bound-modal:{modal.lower_}"
    return None


#: Verbs of entreaty and appeal, whose that-clause is the content of the plea, mandative or
#: purposive (word list header: Quirk et al. 1985 §16.32, §15.48): with a modal it is no
#: proposition ("They prayed that God would send rain" -> "*God would send rain", which reads as
#: habitual or conditional). Stop 88 (vc179; s1205t verb-000, verb-034).
APPEAL_VERBS = word_set("verb_complement_appeal_verbs")
#: Manner-of-speaking verbs among them (Levin 1993 §37.3): appeals only with a "to"/"unto"
#: addressee ("cried to the Lord"); "She shouted that the house was on fire" is a report.
_MANNER_OF_SPEAKING_APPEALS = frozenset({"call", "cry", "shout", "scream"})
#: The modals of a mandative or purpose that-clause (Quirk et al. 1985 §15.48, §16.32).
_PLEA_MODALS = frozenset({"would", "might", "may", "should", "could"})


def _appeal_matrix(matrix: Token) -> bool:
    """Is ``matrix`` a verb of entreaty, or a manner-of-speaking verb with a "to" addressee?"""
    lemma = verb_lemma(matrix)
    if lemma not in APPEAL_VERBS:
        return False
    if lemma not in _MANNER_OF_SPEAKING_APPEALS:
        return True
    return any(c.dep_ in ("prep", "dative") and c.lower_ in ("to", "unto") for c in matrix.children)


#: Verbs that license a mandative subjunctive clause (word list header: Quirk et al. 1985
#: §16.32; CGEL ch. 11 §7.1).
MANDATIVE_VERBS = word_set("verb_complement_mandative_verbs")

#: Third-person singular subject pronouns (a bare verb after them is subjunctive).
_THIRD_SINGULAR = frozenset({"he", "she", "it", "this", "that"})


def _subjunctive_verb(root: Token, subject: Token | None = None) -> Token | None:
    """The base-form verb of a mandative subjunctive clause headed by ``root`` ("that the prize
    be awarded" -> "be", "that he resign" -> "resign"), else None: a bare "be" (main or passive
    auxiliary), or a bare lexical verb after a third-person singular subject, with no finite
    auxiliary (Quirk et al. 1985 §3.58-3.59, §16.32; CGEL ch. 11 §7.1). ``subject`` is the
    clause's own, or for a subjectless conjunct ("that he resign and leave") its first
    conjunct's."""
    auxes = [c for c in root.children if c.dep_ in ("aux", "auxpass")]
    finite = [a for a in auxes if a.tag_ in FINITE_TAGS and a.lower_ != "be"]
    if finite or root.tag_ in ("MD", "VBD", "VBZ"):
        return None
    subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), subject)
    if subject is None or subject.dep_ == "expl" and root.lemma_ != "be":
        return None
    # "be" is never a present form (am/is/are), whatever the tag ("that I be present": VBP)
    bare_be = [a for a in auxes if a.lower_ == "be" and a.tag_ in ("VB", "VBP")]
    if root.tag_ in ("VB", "VBP") and root.lower_ == "be" and not auxes:
        return root
    if bare_be and root.tag_ == "VBN":
        return bare_be[0]
    # a singular noun head, not a partitive or measure phrase ("18 percent of Americans expect")
    partitive = any(c.dep_ == "prep" and c.lower_ == "of" for c in subject.children)
    third = subject.lower_ in _THIRD_SINGULAR or (subject.tag_ in ("NN", "NNP") and not partitive)
    # a coordinated subject is plural ("that the algorithm and the proof work"; Quirk et al.
    # 1985 §10.34): its bare verb agrees, no subjunctive
    third = third and _singular(subject) is not False
    # the tagger often reads the bare form after "he" as a present (VBP): the form, not the
    # tag, shows the missing agreement ("that he resign")
    bare = root.tag_ == "VB" or (root.tag_ == "VBP" and root.lower_ == root.lemma_.lower())
    if bare and not auxes and third and root.i > subject.i and root.pos_ == "VERB":
        return root
    return None


def mandative_subjunctive(doc: Doc, complement: range) -> str | None:
    """The base-form verb of a mandative subjunctive that-clause ("that the prize be awarded",
    "that he resign"), else None (_subjunctive_verb)."""
    if not complement:
        return None
    root = doc[complement.start : complement.stop].root
    verb = _subjunctive_verb(root)
    if verb is None:
        # "urged that the residents stay indoors and be patient", "that they neither kill nor
        # injure ..., but be willing to suffer": a plural subject hides the base form of the
        # first verb, but a coordinated bare "be" sharing the subject shows the clause is
        # the mandative subjunctive (Quirk et al. 1985 §3.58-3.59, §16.32), and "*They stay
        # indoors and be patient" is no main clause (eighty-second pass)
        subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
        verb = next(
            (
                v
                for c in root.conjuncts
                if complement.start <= c.i < complement.stop
                and not any(d.dep_ in SUBJECT_DEPS for d in c.children)
                and (v := _subjunctive_verb(c, subject)) is not None
                and v.lower_ == "be"
            ),
            None,
        )
    return None if verb is None else verb.lower_


#: Verbs of demand and proposal whose that-clause is mandative (Quirk et al. 1985 §16.32,
#: §14.25; CGEL ch. 11 §7.1): the subjunctive, or putative "should", names what is demanded.
#: "suggest" only with a personal subject (below): "Research suggests that P" is indicative.
#: Narrower than MANDATIVE_VERBS (the word list): hidden_mandative flags, and a flag is a promise.
#: "ask" (vc219): "ask that S" is always the suasive verb (Quirk et al. 1985 §16.32); asking a
#: question takes "whether/if" or a wh-clause, never "that" (CGEL ch. 11 §5.3).
_HIDDEN_MANDATIVE_VERBS = frozenset(
    {"propose", "recommend", "request", "require", "demand", "urge", "insist", "suggest", "ask"}
)
_PERSONAL_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they"})
#: "advise" (Quirk et al. 1985 §16.32, among the suasive verbs) counts only with no hearer object:
#: "I advise we leave" is mandative, "They advised us that the road was closed" is "inform".
_HEARER_DEPS = frozenset({"dobj", "dative", "iobj"})


def hidden_mandative(doc: Doc, verb: Token, complement: range) -> bool:
    """ "I recommend that all administrators upgrade to 1.3.5", "I propose they rename it",
    "he suggested they get their own bottle", "requested that they not hold a screening": a
    mandative clause whose subjunctive a plural or non-third-person subject hides.

    After a verb of demand or proposal the content clause is the mandative subjunctive (the
    norm in American English, Quirk et al. 1985 §16.32; Övergaard 1995), the base form the
    same as the present plural. Lifted out, "All administrators upgrade to 1.3.5" states a
    habit instead of the demand, and nothing in S says it happens: the hypothesis is no
    statement of the complement (as the visible "*The prize be awarded", mandative_subjunctive;
    eighty-ninth pass, vc83). Taken as mandative when the clause's verb is a bare or present
    plural form with no auxiliary: a finite "has/is", a modal ("should") or a past keeps the
    indicative or putative reading and is left. "suggest/insist" also mean "indicate/maintain"
    with an indicative clause ("Research suggests that people who ... experience less
    stress"): "suggest" counts only with a personal-pronoun subject or as an imperative,
    "insist" only when the form shows the subjunctive ("not" with no "do", a present after a
    past)."""
    lemma = verb_lemma(verb)
    if lemma == "advise":
        # stop 95 (vc197): "I advise we hurry past" (s9501 verb-069's class); with a hearer
        # object "advise" is the verb of informing and its clause indicative
        if any(c.dep_ in _HEARER_DEPS for c in verb.children):
            return False
    elif lemma not in _HIDDEN_MANDATIVE_VERBS or not complement:
        return False
    if not complement:
        return False
    root = doc[complement.start : complement.stop].root
    if root.tag_ not in ("VB", "VBP") or root.pos_ not in ("VERB", "AUX"):
        return False
    if root.lemma_ == "be" and root.lower_ != "be":
        return False  # "that they are": the subjunctive would be "be", so indicative
    if any(c.dep_ in ("aux", "auxpass") for c in root.children):
        return False
    if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in root.children):
        return False
    bare_not = any(c.dep_ == "neg" and c.i < root.i for c in root.children)
    unshifted = verb.tag_ == "VBD" or any(
        a.dep_ == "aux" and a.tag_ == "VBD" for a in verb.children
    )
    if lemma == "insist":
        return bare_not or unshifted
    if lemma == "suggest":
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        return subject is None or subject.lower_ in _PERSONAL_SUBJECTS
    return True


#: Verbs of request and command (directives, Searle 1976; Quirk et al. 1985 §16.32 suasive
#: verbs): their that-clause is always a proposal, never a proposition. A subset of
#: MANDATIVE_VERBS without the verbs that also take a propositional clause ("suggest",
#: "insist", "agree", "decide", "determine", "advise", "propose", "recommend": "Poirot suggested
#: that the person may have a warrant" is epistemic, RP19's gold complement keeps it).
_DIRECTIVE_MANDATIVE_VERBS = frozenset(
    {"ask", "beg", "pray", "entreat", "petition", "request", "command", "order", "decree"}
    | {"demand", "urge", "enjoin", "ordain"}
)
#: The modals of the formal or archaic mandative clause ("asking that he might be crucified";
#: Quirk et al. 1985 §3.58 note, §14.25 on "may/might" in mandative and optative clauses).
_MANDATIVE_MODALS = frozenset({"may", "might"})


def mandative_modal(doc: Doc, verb: Token, complement: range) -> str | None:
    """The "may"/"might" of a that-clause after a verb of request or command ("But they were
    urgent with loud voices, asking that he might be crucified"; "I pray that you may
    prosper"), else None. In the mandative clause the modal has the root (deontic, optative)
    sense of what is asked for, the periphrastic mandative (Quirk et al. 1985 §3.58 note,
    §14.25, §16.32; Palmer 2001 ch. 4 on the optative); lifted out of it, "He might be
    crucified." reads as epistemic possibility, a claim S does not make (s1205v verb-072:
    "the mandative subjunctive is not an epistemic 'might'"). The same defect as the visible
    subjunctive (``mandative_subjunctive``): the hypothesis is no statement of the
    complement. "should" is left: its deontic sense survives lifting ("OMB should veto the
    adoption", RP19's gold complements keep it)."""
    if not complement or verb_lemma(verb) not in _DIRECTIVE_MANDATIVE_VERBS:
        return None
    root = doc[complement.start : complement.stop].root
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in root.children):
        return None
    modal = next(
        (c for c in root.children if c.dep_ == "aux" and c.lower_ in _MANDATIVE_MODALS), None
    )
    return None if modal is None else modal.lower_


#: Hyphens that join the parts of one orthographic word ("re-arm", "well-being").
_WORD_HYPHENS = frozenset({"-", "\u2010", "\u2011"})


def whole_word_end(doc: Doc, start: int, end: int) -> int:
    """``end`` moved past the rest of a hyphenated word the span's last token begins: the
    tokenizer splits "re-arm" into "re", "-", "arm" and the parser may hang "-arm" outside the
    clause ("These countries do not re."). A hyphenated compound is one orthographic word
    (Quirk et al. 1985 App. I.12-I.13), so a clause ends after it, never inside it."""
    while (
        start < end < len(doc) - 1
        and not doc[end - 1].whitespace_
        and doc[end].text in _WORD_HYPHENS
        and not doc[end].whitespace_
        and doc[end + 1].is_alpha
    ):
        end += 2
    return _unit_after_numeral_end(doc, start, end)


_UNIT_WITH_STOP = re.compile(r"^[A-Za-z]{1,3}\.$")


def _unit_after_numeral_end(doc: Doc, start: int, end: int) -> int:
    """``end`` moved past a unit symbol that the tokenizer fused with the sentence's stop
    ("prior to 3.7 Ga." read as the abbreviation "Ga.", hung on the root as punctuation): a
    unit after a numeral belongs to the measure phrase (Huddleston & Pullum 2002 ch. 5 §18.3),
    so the clause ends after it, not inside the phrase ("*Life emerged prior to 3.7.");
    sixty-second pass, vc55."""
    if (
        start < end < len(doc)
        and doc[end - 1].like_num
        and doc[end - 1].whitespace_
        and _UNIT_WITH_STOP.match(doc[end].text)
        and (end + 1 == len(doc) or doc[end + 1].is_sent_start or doc[end + 1].is_punct)
    ):
        return end + 1
    return end


#: Words a gapping remnant's subject is made of ("and twenty", "but the others", "and most").
_REMNANT_POS = frozenset({"NOUN", "PROPN", "NUM", "DET", "ADJ", "PRON"})
#: Remnants that contrast with the first conjunct's subject by themselves ("one held that A,
#: another that B", "some said that A, others that B": the distributive "one/some ... another/
#: the other(s)", Quirk et al. 1985 §6.59-6.60): after a comma the parser reads their "that"
#: as a relative pronoun (vc213).
_CONTRAST_REMNANTS = DISTRIBUTIVE_CONTRASTIVE_SECOND


def _cut_at_gapped_report(doc: Doc, start: int, end: int) -> int:
    """End the clause before a gapped second report: "nineteen said that they did and twenty
    that they did not" -> "They did". "and twenty that ..." is a conjunct of the matrix clause
    whose verb ("said") is gapped (Ross 1970, "Gapping and the order of constituents"; CGEL
    ch. 15 §4.2): a subject remnant and a second that-clause, no part of the first complement
    (fifty-ninth pass, vc52).

    The second conjunct may also follow a bare comma or semicolon ("one critic held that the
    play was too long, another that it was too short"): gapping occurs in asyndetic
    coordination as well (Quirk et al. 1985 §13.92; Huddleston & Pullum 2002 ch. 15 §4.2), and
    the remnant plus "that" + a clause with its own subject is again a second report, not part
    of the first complement (s9801 judges: "the hypothesis keeps the gapped clauses"). After a
    comma the "that" must be the complementizer (``mark`` with a subject after it) or follow
    "another/other(s)": "the town, one that I loved" is a relative, no gap (stop 98, vc213)."""
    for t in doc[start + 1 : end]:
        asyndetic = t.text in (",", ";") and t.i > start + 2
        if t.lower_ not in ("and", "but", "while", "whereas") and not asyndetic:
            continue
        j = t.i + 1
        while j < end and doc[j].pos_ in _REMNANT_POS and doc[j].lower_ != "that":
            j += 1
        if j == t.i + 1 or j >= end - 1 or doc[j].lower_ != "that":
            continue
        relative = doc[j].dep_ in ("nsubj", "nsubjpass", "dobj", "pobj")
        nominal = any(w.pos_ in ("NOUN", "PROPN", "ADJ") for w in doc[t.i + 1 : j])
        subject_after = any(
            c.dep_ in NOMINAL_SUBJECT_DEPS and c.i > j for c in doc[j].head.children
        )
        complementizer = doc[j].dep_ == "mark" and doc[j].tag_ == "IN"
        contrast = doc[j - 1].lower_ in _CONTRAST_REMNANTS
        if asyndetic and not (subject_after and (complementizer or contrast)):
            continue
        if (relative or doc[j].head.dep_ == "relcl") and nominal and not asyndetic:
            # "and exciting stunts that can be done": a noun with a relative "that", no gap;
            # a bare numeral or quantifier remnant ("and nine that ...") heads no relative
            continue
        if not any(w.pos_ in ("VERB", "AUX") for w in doc[j + 1 : end]):
            continue
        cut = t.i
        while cut > start and doc[cut - 1].text in (",", ";"):
            cut -= 1
        return cut
    return end


def _inverted_locative(span: Span) -> bool:
    """Is the content clause ``span`` a locative inversion ("that over Bohr's desk was a
    horseshoe", "that in the corner stood a piano")? Its finite verb is "be" or a verb of
    existence, position or appearance (``wordlists/locative_inversion_verbs.txt``), a
    prepositional phrase or adverb of the verb opens the clause, and a noun phrase follows the
    verb: that noun phrase is the subject (Bresnan 1994; Quirk et al. 1985 §18.23), which the
    parser reads as "attr" or "dobj", so the clause is not subjectless (stop 68, fl35: s1202x's
    "Over Bohr's desk was a horseshoe." was flagged ``no-subject`` and judged fine). A fronted
    phrase that does not open the clause, or no noun phrase after the verb, is no inversion."""
    words = [t for t in span if not t.is_punct]
    if not words:
        return False
    verbs = word_set("locative_inversion_verbs")
    for verb in span:
        if verb.tag_ not in FINITE_TAGS or verb.lemma_.lower() not in verbs:
            continue
        if verb.head.i != verb.i and span.start <= verb.head.i < span.end:
            continue  # not the clause's head
        fronted = any(
            c.dep_ in ("prep", "advmod") and c.left_edge.i == words[0].i and c.right_edge.i < verb.i
            for c in verb.children
        )
        postverbal = any(
            c.dep_ in ("attr", "dobj") and c.i > verb.i and c.pos_ in ("NOUN", "PROPN", "NUM")
            for c in verb.children
        )
        if fronted and postverbal:
            return True
    return False


def _verb_read_as_compound_head(span: Span) -> bool:
    """The clause's head is a plural-looking noun ("converges", "rises") with a compound
    modifier before it: the tagger read "the series converges" as one noun phrase, a known
    noun/verb ambiguity of -s forms (Manning 2011 on tagging errors). A clause-embedding verb's
    ``ccomp`` is a clause, so the -s word, which has a verb reading, is the finite verb and the
    compound its subject: the flags "no-subject"/"nonfinite-complement" would misfire (fifty-ninth
    pass, vc52)."""
    heads = [t for t in span if t.head.i < span.start or t.head.i >= span.end or t.head.i == t.i]
    if len(heads) != 1:
        return False
    head = heads[0]
    return (
        head.dep_ == "ccomp"
        and head.tag_ == "NNS"
        and head.lower_.endswith("s")
        and any(c.dep_ == "compound" and c.i < head.i for c in head.children)
        and bool(getAllLemmas(head.lower_, upos="VERB"))
    )


def _complementizer_read_as_determiner(doc: Doc, t: Token, start: int) -> bool:
    """ "argue that this framing is incomplete, and that[det] addiction is learned": the
    "that" right after the coordinator of a second clause of a that-complement, which the
    tagger read as the determiner of that clause's subject. Coordination joins like
    constituents (Quirk et al. 1985 §13.41), and the repeated "that" marks the second content
    clause (§15.3, §13.58 on repeating the subordinator in coordinated clauses), so it is the
    complementizer, and it goes like the first (sixty-seventh pass, vc61; was "This framing
    is incomplete, and that addiction is ...")."""
    if t.lower_ != "that" or t.i <= start or t.dep_ != "det":
        return False
    if doc[t.i - 1].lower_ not in ("and", "or", "but"):
        return False
    subject = t.head
    return subject.dep_ in ("nsubj", "nsubjpass") and subject.head.dep_ == "conj"


#: What a reflexive can take as its antecedent: the personal pronouns of its person and
#: number, and for the third person nouns of its number (Quirk et al. 1985 §6.23 on reflexive
#: concord).
REFLEXIVE_ANTECEDENTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "myself": (frozenset({"i", "me", "my"}), frozenset()),
    "ourselves": (frozenset({"we", "us", "our"}), frozenset()),
    "yourself": (frozenset({"you", "your"}), frozenset()),
    "yourselves": (frozenset({"you", "your"}), frozenset()),
    "himself": (frozenset({"he", "him", "his", "who"}), frozenset({"NN", "NNP"})),
    "herself": (frozenset({"she", "her", "who"}), frozenset({"NN", "NNP"})),
    "itself": (frozenset({"it", "its", "which", "that"}), frozenset({"NN", "NNP"})),
    "themselves": (
        frozenset({"they", "them", "their", "who", "which", "that"}),
        frozenset({"NNS", "NNPS"}),
    ),
}


def _unbound_reflexive_aside(doc: Doc, start: int, end: int) -> set[int]:
    """The tokens of a bracketed aside in the complement whose reflexive has no antecedent in
    the complement ("They think it is possible for a competent driver (such as themselves) to
    go fast": "themselves" is the matrix subject's, and "a driver" cannot bind it).

    A reflexive needs an antecedent of its person and number in its sentence (Quirk et al.
    1985 §6.23; Chomsky 1981, Principle A); one in an aside ("such as themselves") may take the
    matrix subject, a logophoric use (Reinhart & Reuland 1993), which the hypothesis lifted
    out of the matrix no longer has (sixty-ninth pass: the judges' "(such as themselves)").
    The aside is a parenthesis, removable without loss to the clause's grammar (Quirk et al.
    1985 App. III.25 on brackets), so it goes; a bracket with no reflexive stays."""
    drop: set[int] = set()
    for t in doc[start:end]:
        if t.lower_ not in REFLEXIVE_ANTECEDENTS:
            continue
        opening = next((o for o in reversed(doc[start : t.i]) if o.text in "()"), None)
        if opening is None or opening.text != "(":
            continue
        closing = next((c for c in doc[t.i + 1 : end] if c.text in "()"), None)
        if closing is None or closing.text != ")":
            continue
        if reflexive_bound(doc, start, t):
            continue
        drop |= set(range(opening.i, closing.i + 1))
    return drop


def reflexive_bound(doc: Doc, start: int, reflexive: Token) -> bool:
    """Has ``reflexive`` (a key of ``REFLEXIVE_ANTECEDENTS``) an antecedent of its person and
    number between ``doc[start]`` and itself? The concord test shared by the aside above and
    ``phenomena.verb_complement._unbound_reflexive``."""
    words, tags = REFLEXIVE_ANTECEDENTS[reflexive.lower_]
    return any(a.lower_ in words or a.tag_ in tags for a in doc[start : reflexive.i])


def _question_aside(doc: Doc, start: int, end: int) -> set[int]:
    """The tokens of a bracketed question in the complement ("I convinced him it was a matter
    of life or death (is the robot alive?)" -> "It was a matter of life or death.").

    A parenthetical is a speech act of its own beside its host clause (Potts 2005 ch. 4;
    Quirk et al. 1985 App. III.25 on brackets), and a question in one is the speaker's aside
    to the hearer: it asks, and is no part of the proposition the complement states, so a
    declarative hypothesis cannot hold it (hundred-eighth pass, s1202q). A bracket without a
    question mark stays."""
    drop: set[int] = set()
    for t in doc[start:end]:
        if t.text != "(":
            continue
        # the bracket may close after the complement's end, before the final punctuation
        closing = next((c for c in doc[t.i + 1 :] if c.text in "()"), None)
        if closing is None or closing.text != ")":
            continue
        if doc[closing.i - 1].text in ("?", "?!", "!?"):
            drop |= set(range(t.i, closing.i + 1))
    return drop


#: First-person subjects: the writer's own voice in a bracketed aside.
_ASIDE_SUBJECTS = frozenset({"i", "we"})


def _speaker_aside(doc: Doc, start: int, end: int) -> set[int]:
    """The tokens of a bracketed first-person clause inside the complement ("I know most people
    don't care (so I won't bad mouth them too much) but ..." -> "Most people don't care.").

    Like the bracketed question (``_question_aside``), a parenthetical is a speech act of its
    own beside its host (Potts 2005 ch. 4 on supplements as separate at-issue dimensions;
    Quirk et al. 1985 App. III.25 on brackets), and a finite clause in it with the writer as
    subject ("(so I won't bad mouth them)", "(we checked)") is the writer's comment on what
    they are writing, said now, not part of the proposition the matrix subject knows, says or
    thinks: the hypothesis drops it (stop 91, vc187: s1207a verb-083). A bracket with no
    first-person finite clause ("(in 1960)", "(the red ones)") stays."""
    drop: set[int] = set()
    for t in doc[start:end]:
        if t.text != "(":
            continue
        closing = next((c for c in doc[t.i + 1 :] if c.text in "()"), None)
        if closing is None or closing.text != ")" or closing.i > end:
            continue
        inside = doc[t.i + 1 : closing.i]
        if any(
            w.dep_ == "nsubj"
            and w.lower_ in _ASIDE_SUBJECTS
            and (w.head.tag_ in TENSED_TAGS or any(a.tag_ in FINITE_TAGS for a in w.head.children))
            and t.i < w.head.i < closing.i
            for w in inside
        ):
            drop |= set(range(t.i, closing.i + 1))
    return drop


def _cut_at_unlisted_etc(doc: Doc, start: int, end: int) -> int:
    """End the complement before a final ", etc." when the complement has no list for it to
    continue ("hopes Clinton will assume he's pursuing Option B, etc." -> "He's pursuing
    Option B."). "Etc." stands for further members of a list whose members it follows
    (Quirk et al. 1985 §13.39 on open-ended coordination; the OED s.v. "et cetera"); with no
    coordination in the clause, the list it continues is the matrix's own series of clauses
    ("shows no DNA, doesn't say anything, hopes ..., etc."), which the hypothesis does not
    keep (sixty-ninth pass: the judges' "He's pursuing Option B, etc.")."""
    last = end - 1
    while last > start and doc[last].is_punct and doc[last].lower_ not in ("etc", "etc."):
        last -= 1
    if doc[last].lower_ not in ("etc", "etc.") or last - 1 <= start or doc[last - 1].text != ",":
        return end
    before = doc[start : last - 1]
    if any(t.dep_ == "conj" or t.text in (",", ";") for t in before):
        return end
    return last - 1


def _correlative_half(doc: Doc, i: int) -> bool:
    """Does a half of a comparative correlative open at ``i`` ("the harder", "the more
    often")?"""
    return (
        i + 1 < len(doc)
        and doc[i].lower_ == "the"
        and (doc[i + 1].tag_ in COMPARATIVE_TAGS or doc[i + 1].lower_ in ("more", "less", "fewer"))
    )


def _correlative_second_half(doc: Doc, start: int, end: int) -> int:
    """Extend a complement that is the first half of a comparative correlative ("that the
    harder they worked, the less they earned") over its second half.

    Neither half of "the more ..., the more ..." stands alone: the first is a subordinate
    clause of proportion and the second its matrix (Quirk et al. 1985 §15.36; Culicover &
    Jackendoff 1999, "The view from the periphery: the English comparative correlative"), so
    the first half alone ("The harder they worked.") is no sentence (sixty-ninth pass: the
    judges' "The faster things happened."). The parser hangs the second half beside the
    first, on the matrix verb, so the complement's span stops at the comma."""
    if not _correlative_half(doc, start):
        return end
    i = end
    while i < len(doc) and doc[i].text == ",":
        i += 1
    if i >= len(doc) or i == end and doc[end - 1].text != "," or not _correlative_half(doc, i):
        return end
    clause = doc[i + 1]
    while clause.pos_ not in ("VERB", "AUX") and clause.head.i != clause.i:
        clause = clause.head
    if clause.i < i or clause.pos_ not in ("VERB", "AUX"):
        return end
    return max(end, _end_before_final_punct(doc, clause) + 1)


#: What may stand between a that-complement and a second that-clause coordinated with it.
_CONTENT_CLAUSE_LINKS = frozenset({",", "and", "but", "or", "yet"})


def _matrix_coordinated_content_clause(doc: Doc, end: int, matrix: Token | None) -> int:
    """The end of a second "that"-clause that the parser coordinated with the ``matrix`` verb
    instead of with its complement ("She admitted that she had made mistakes, but that nobody
    had been hurt": "hurt" a conj of "admitted"), else ``end``.

    A clause opened by the complementizer "that" with its own subject is a content clause,
    which cannot coordinate with a finite verb phrase: coordination joins like constituents
    (Quirk et al. 1985 §13.41, ch. 13 on coordinated subordinate clauses, where the repeated
    subordinator marks the second clause as the verb's complement too), so the clause is a
    second complement of the trigger, and the hypothesis that stops at the first one lost it
    (seventy-sixth pass: "... admitted that A, but that B" gave "A."). Only with nothing but
    a comma and a coordinator between the two clauses; its "that" goes with
    ``_second_complementizer``.

    Not when the matrix's own clause is opened by "that" ("that you may know that you have
    eternal life, and that you may continue to believe"): a repeated subordinator is parallel
    to the subordinator of the clause it is coordinated with (Quirk et al. 1985 §13.41; §15.48
    on the formal purpose clause), and the parse hangs the second clause on the matrix verb as
    a conjunct of the matrix's own that-clause: a second purpose clause, no part of the
    matrix's complement (s1205v verb-044: "hypothesis wrongly adds the second purpose
    clause"). A second complement of a main-clause matrix ("admitted that A, but that B")
    keeps its place."""
    if matrix is None:
        return end
    own_that = any(
        c.dep_ == "mark" and c.lower_ == "that" and c.i < matrix.i for c in matrix.children
    )
    modals = {c.lower_ for c in matrix.children if c.dep_ == "aux" and c.tag_ == "MD"}
    for conj in matrix.children:
        if own_that and modals & {
            c.lower_ for c in conj.children if c.dep_ == "aux" and c.tag_ == "MD"
        }:
            # the second clause repeats the matrix clause's "that" and its modal: parallel to
            # the matrix's purpose clause ("that you may know ..., and that you may continue"),
            # not a second complement ("might learn that it is not X that nourishes a man, but
            # that your word preserves those who trust you" keeps it)
            continue
        if conj.dep_ != "conj" or conj.i < end:
            continue
        mark = conj.left_edge
        if mark.lower_ != "that" or mark.dep_ != "mark" or mark.head.i != conj.i:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in conj.children):
            continue
        between = doc[end : mark.i]
        if not between or any(t.lower_ not in _CONTENT_CLAUSE_LINKS for t in between):
            continue
        last = conj.right_edge.i
        while last > conj.i and doc[last].is_punct:
            last -= 1
        return last + 1
    return end


def _own_clause_end(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """The end of the content clause's own subtree when the span runs past it, over a comma,
    into a subjectless predicate that the parser hung on the ``matrix`` verb ("Judas, thinking
    that they would be profitable in many things, agreed to live in peace": "agreed" a second
    ccomp of "thinking"), else ``end``.

    The complement of a verb is its content clause, that clause's own subtree (Huddleston &
    Pullum 2002 ch. 11 §3-4); a finite predicate with no subject of its own after the comma
    cannot belong to that clause, which has its subject, and is the matrix clause's own
    predicate (the participle's host, here) or a conjunct of the matrix (Quirk et al. 1985
    §13.41: coordination joins like constituents). In the hypothesis it would be asserted of
    the complement's subject ("*They would be profitable in many things, agreed to live in
    peace with them", stop 86, vc174; s1205q verb-021)."""
    if matrix is None:
        return end
    clause = next(
        (
            t
            for t in matrix.children
            if t.dep_ == "ccomp" and start <= t.i < end and t.left_edge.i <= start + 1
        ),
        None,
    )
    if clause is None or not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
        return end
    last = clause.right_edge.i
    while last > clause.i and doc[last].is_punct:
        last -= 1  # the comma before the matrix predicate is often hung on the clause
    if last + 2 >= end or doc[last + 1].text != ",":
        return end
    nxt = doc[last + 2]
    if (
        nxt.head.i == matrix.i
        and nxt.dep_ in ("ccomp", "conj", "advcl")
        and nxt.tag_ in TENSED_TAGS
        and not any(c.dep_ in SUBJECT_DEPS for c in nxt.children)
    ):
        return last + 1
    return end


def _listed_content_clause(clause: Token) -> bool:
    """Is ``clause`` the middle item of a list of "that"-clauses that the parser read as an
    adverbial clause ("maintained that A, that B, and that C": "B" an advcl of "A", "C" a
    conj of "B")?

    A repeated "that" after a comma, with its own subject, followed by a coordinated clause
    with "that" again is the series of content clauses of one verb: the repeated subordinator
    marks each item as the verb's complement (Quirk et al. 1985 §13.41, ch. 13 on coordinated
    subordinate clauses; §13.37 on asyndetic items before the last coordinator), not an
    adverbial "that" of purpose or result, which has no such coordinated twin (eightieth
    pass, vc74)."""
    if clause.dep_ != "advcl":
        return False
    mark = next((c for c in clause.children if c.dep_ == "mark"), None)
    if mark is None or mark.lower_ != "that" or mark.i == 0:
        return False
    if clause.doc[mark.i - 1].text != "," or not any(
        c.dep_ in SUBJECT_DEPS for c in clause.children
    ):
        return False
    return any(
        c.dep_ == "conj" and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
        for c in clause.children
    )


def _asyndetic_that_item_end(doc: Doc, start: int, end: int) -> int:
    """The comma before a second "that"-clause that the parser hung on the complement as an
    adverbial clause, when no coordinated "that" follows it ("knew that A, that B and was
    thinking of C"; with "..., and that C" ``_listed_content_clause`` keeps the list), else
    ``end``.

    The repeated subordinator after a comma marks the next item of an asyndetic list of content
    clauses of the same verb (Quirk et al. 1985 §13.37 on asyndetic coordination, §13.41 on
    coordinated subordinate clauses), not a part of the first one. Lifted out with it, the item
    leaves a stray "that" ("*A, that B.") or, without it, a comma splice ("*A, B."); the first
    item alone is a clean clause and carries the same label (what the verb says of the list it
    says of each item). Not a bare-"that" purpose clause with "may/might" (Quirk et al. 1985
    §15.48; ``clause_scope.that_purpose_clause``), nor the result clause of "so/such" in the
    first item (§15.41-15.42), nor a clause without a subject of its own."""
    for mark in doc[start + 1 : end]:
        if mark.dep_ != "mark" or mark.lower_ != "that" or doc[mark.i - 1].text != ",":
            continue
        clause, host = mark.head, mark.head.head
        if clause.dep_ != "advcl" or host.dep_ != "ccomp" or not start <= host.i < mark.i:
            continue
        if _listed_content_clause(clause):
            continue
        if not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
            continue
        if not any(
            c.dep_ == "mark" and c.lower_ == "that" and c.i < host.i for c in host.children
        ):
            continue
        if any(c.dep_ == "aux" and c.lower_ in PURPOSE_MODALS for c in clause.children):
            continue
        if any(t.lower_ in ("so", "such") for t in doc[host.i : mark.i]):
            continue
        return mark.i - 1
    return end


def _second_complementizer(t: Token, start: int) -> bool:
    """Is ``t`` the "that" of a second content clause coordinated with the complement itself
    ("knew that he was lying and that she was telling the truth"), which the stand-alone
    clause drops with the first one's?

    Only when the first conjunct is the complement's own clause, whose "that" (before
    ``start``) went or which had none: a "that" coordinated inside the complement, with a
    first conjunct that keeps its own "that" ("it was his impression that A and that B"),
    stays, or B escapes the noun's content clause and reads as asserted on its own (the last
    blind review: a repeated subordinator shows which clauses are coordinated, Quirk et al.
    1985 ch. 13 on coordinated subordinate clauses). The parser may hang the second "that" on an auxiliary of the conjunct
    ("and that the key was gone", on "was"), so the conjunct is looked for one level up too."""
    if t.dep_ != "mark" or t.lower_ != "that" or t.i <= start:
        return False
    conj = next(
        (
            h
            for h in (t.head, t.head.head)
            if (h.dep_ == "conj" or _listed_content_clause(h) or _slashed_conjunct(h, t))
            and h.i > t.i
        ),
        None,
    )
    if conj is None:
        return False
    first = conj.head
    while (first.dep_ == "conj" or _listed_content_clause(first)) and first.head.i != first.i:
        first = first.head
    own = [c for c in first.children if c.dep_ == "mark" and c.lower_ == "that"]
    return not any(c.i >= start for c in own)


def _appositive_that(t: Token, start: int) -> bool:
    """Is ``t`` the "that" of a content clause set in apposition to the complement by an
    exemplifying or reformulating marker ("implies that the data is a copy, e.g. that it has
    not been corrupted")? The appositive clause is a second complement of the same verb
    (Quirk et al. 1985 §17.65-17.77 on apposition with "e.g.", "i.e.", "namely"), so, as with a
    coordinated second "that" (_second_complementizer), the stand-alone hypothesis drops its
    complementizer with the first one's: "..., e.g. it has not been corrupted", not "*..., e.g.
    that it has not been corrupted" (stop 74, vc132; s1204j verb-070)."""
    if t.dep_ != "mark" or t.lower_ != "that" or t.i <= start + 1:
        return False
    before = t.doc[t.i - 1]
    if before.lower_ not in APPOSITION_MARKERS:
        return False
    # the marked clause hangs on the complement's own clause, which has no "that" of its own
    # inside the hypothesis (its "that" is before ``start``)
    host = t.head.head
    if t.head.i == host.i or host.i < start:
        return False
    return not any(c.dep_ == "mark" and c.lower_ == "that" and c.i >= start for c in host.children)


def _colon_listed_that(t: Token, start: int) -> bool:
    """Is ``t`` the "that" of a content clause opened after a colon inside the complement, or of
    one coordinated with it ("said that he was ill because of her: that she worried him, and
    that she spoiled the boy")?

    A colon announces an explication or list of what precedes it (Quirk et al. 1985 App. III
    §III.21-III.22 on the colon; §17.65 on apposition), so the "that"-clauses after it are
    further content clauses of the same report, in apposition to the first, like those after
    "i.e./namely" (``_appositive_that``); a clause standing alone has no complementizer
    (Quirk et al. §15.3), and the hypothesis keeps the clauses without it: "...: she worried
    him, and she spoiled the boy" (s9702 judges: "keeps the complementizers after the colon";
    stop 98, vc211)."""
    if t.dep_ != "mark" or t.lower_ != "that" or t.i <= start + 1:
        return False
    doc = t.doc
    clause = t.head
    for _ in range(6):
        opener = clause.left_edge.i
        marks = [c for c in clause.children if c.dep_ == "mark" and c.lower_ == "that"]
        if marks and marks[0].i == opener and opener - 1 > start and doc[opener - 1].text == ":":
            return True
        if clause.dep_ != "conj" or clause.head.i == clause.i:
            return False
        clause = clause.head
    return False


#: Slashed coordinators ("and/or", "or/and"), which the tokenizer keeps as one word (a token
#: never holds a space, so "and/ or" is two and is not matched).
_SLASHED_COORDINATORS = frozenset({"and/or", "or/and"})


def _slashed_conjunct(clause: Token, mark: Token) -> bool:
    """Is ``clause`` the second of two "that"-clauses joined by "and/or", which the parser
    hangs as a clausal complement of the first ("asserts that A and/or that B": "B" a ccomp
    of "A")? The coordinator right before the repeated "that" shows the coordination (Quirk
    et al. 1985 §13.41 on coordinated subordinate clauses; §13.25 on "and/or"), so the
    stand-alone clause drops the second "that" with the first (hundred-tenth pass)."""
    if clause.dep_ != "ccomp" or mark.i == 0:
        return False
    before = clause.doc[mark.i - 1]
    return before.lower_ in _SLASHED_COORDINATORS and before.head == clause.head


#: Relations that fill a verb's object or predicative slot, or complete it with a clause or a
#: prepositional object: with none of them the verb that ends an extracted-from clause left its
#: argument at the relative word or the comparative's head.
_FILLED_SLOT_DEPS = frozenset(
    {"dobj", "attr", "acomp", "oprd", "dative", "ccomp", "xcomp", "prep", "agent", "advcl"}
)


def _last_clause_verb(span: Span) -> Token | None:
    """The verb of the innermost clause at the end of ``span``: its root, down a chain of
    clausal complements ("it may support", "she wanted to see")."""
    verb = span.root
    while True:
        nxt = next(
            (
                c
                for c in verb.children
                if c.dep_ in ("xcomp", "ccomp") and span.start <= c.i < span.end and c.i > verb.i
            ),
            None,
        )
        if nxt is None:
            return verb if verb.pos_ in ("VERB", "AUX") else None
        verb = nxt


def _extracted_argument_gap(span: Span, matrix: Token | None) -> bool:
    """Is the complement the clause a relative or comparative clause extracted its argument
    from ("a move that the United States has announced it may support" -> "It may support.",
    "as good a job as the bankers claim only they can do" -> "Only they can do.")?

    A relative clause and a comparative clause each have a gap: the relativised element, or
    the compared quantity, is missing from its place and is understood from the antecedent
    noun or the comparative phrase (Quirk et al. 1985 §17.10-17.13 on relatives, §15.63-15.69
    on comparative clauses; CGEL ch. 12 §7 on unbounded dependencies, which cross a bridge
    verb's content clause). When the trigger heads such a clause, the gap can sit in its
    complement: then the complement's last verb ends the clause with its object or
    predicative slot empty ("support", "do", "was") or with a stranded preposition ("lives
    in"), and the stand-alone clause says less than the complement (the supported thing is
    gone) and is no English sentence. The antecedent cannot simply be put back (it is
    indefinite or quantified: "a move", "as good a job"), so the pair is refused. Not for an
    adverbial relative (a time, place, reason or manner head, or "when/where/why"), whose gap
    is an adjunct; a subject gap is the "no-subject" check's."""
    if matrix is None or not len(span):
        return False
    marks = {c.lower_ for c in matrix.children if c.dep_ in ("mark", "advmod")}
    if matrix.dep_ == "relcl":
        if marks & {"when", "where", "why", "how"}:
            return False
        if any(c.dep_ in SUBJECT_DEPS and c.tag_ in WH_TAGS for c in matrix.children):
            return False  # "Everyone who believes that ...": the one gap is the subject's
        if adverbial_relative_head(matrix.head.text, matrix.head.lemma_):
            return False  # an adjunct relative ("the day she said she left"): no argument gap
    elif matrix.dep_ != "advcl" or not marks & {"as", "than"}:
        return False
    elif "than" not in marks and not any(
        t.lower_ == "as" and t.dep_ == "advmod" for t in matrix.doc[: matrix.left_edge.i]
    ):
        return False  # "as" of time or reason ("As he said he was leaving, ..."), no "as ... as"
    words = [t for t in span if not t.is_punct]
    if not words:
        return False
    last = words[-1]
    if last.dep_ == "prep" and not any(True for _ in last.children):
        return True  # "the town that she said she grew up in"
    verb = _last_clause_verb(span)
    if verb is None or verb.i != last.i:
        return False
    return not any(c.dep_ in _FILLED_SLOT_DEPS for c in verb.children)


def pro_form_proposition(span: Span) -> str | None:
    """The demonstrative pronoun subject of a clause whose whole content is a pro-form ("that
    this is the case", "that this is so", "that this is true"), else None.

    "be the case", "be so" and "be true" with a demonstrative subject restate a proposition
    given elsewhere (Quirk et al. 1985 §12.10-12.11, §12.29 on "so" and the demonstratives as
    pro-forms for clauses; Halliday & Hasan 1976 ch. 2 on extended reference): lifted out, the
    hypothesis "This is the case." names no proposition and tests nothing about the complement
    verb (s1203b verb-021; stop 70 vc116). A demonstrative with a noun ("this method is fast")
    or a contentful predicate ("this is slow") is not such a pro-form."""
    for t in span:
        if t.dep_ != "nsubj" or t.lower_ not in DEMONSTRATIVES or t.head.lemma_ != "be":
            continue
        if any(c.dep_ in ("det", "amod", "compound", "prep") for c in t.children):
            continue
        predicate = t.head
        if any(
            c.dep_ not in ("nsubj", "punct", "aux", "neg", "attr", "acomp", "advmod", "mark")
            for c in predicate.children
        ):
            # "this is true only for conventional computers and may not cover X": a restriction
            # or a second predicate gives the clause content of its own (s1203a kept it)
            continue
        for c in predicate.children:
            the_case = c.dep_ == "attr" and c.lower_ == "case"
            if the_case and any(d.dep_ == "det" and d.lower_ == "the" for d in c.children):
                return t.lower_
            bare = not any(d.dep_ != "punct" for d in c.children)
            if c.dep_ in ("acomp", "advmod") and c.lower_ in ("so", "true") and bare:
                return t.lower_
    return None


#: Wh-words that open an embedded question or a free relative ("asked herself what distressed
#: her", "wondered who had come"): Quirk et al. 1985 §15.5-15.8.
_SPECIFIED_WH_WORDS = frozenset({"what", "who", "whom", "which"})


def _it_specifies_matrix_question(doc: Doc, span: Span) -> bool:
    """Is the complement a specificational "it be NP" ("it was her relation to him") whose "it"
    stands for a wh-clause before the complement, in the matrix ("asked herself what distressed
    her, ... admit that it was ...")?

    The subject of a specificational copular clause is a description or question whose value
    the predicative NP gives (Higgins 1979; Huddleston & Pullum 2002 ch. 4 §5.3), here the
    open question of the wh-clause; "it" refers back to it (Halliday & Hasan 1976 §2.4 on
    extended reference to a clause). Standing alone, the hypothesis "It was her relation to
    him." specifies nothing: the free relative of the pseudo-cleft ("What distressed her was
    ...") is lost, so the pair tests reference, not veridicality (the dangling-anaphor family;
    s9702 judges). Only a nominal predicate (``attr``): a predicative adjective ("said that it
    was late") has an ambient or other "it"."""
    root = span.root
    if root.lemma_ != "be" or not any(c.dep_ == "attr" for c in root.children):
        return False
    if not any(c.dep_ == "nsubj" and c.lower_ == "it" for c in root.children):
        return False
    sent_start = root.sent.start
    return any(
        t.tag_ in ("WP", "WDT")
        and t.lower_ in _SPECIFIED_WH_WORDS
        and t.head.dep_ in ("ccomp", "csubj", "pcomp", "xcomp", "advcl")
        for t in doc[sent_start : span.start]
    )


#: Nouns of "in (the) case(s) of X", "in such instances", "in the event of": complex
#: prepositions of condition and restrictors of quantification over cases (Quirk et al. 1985
#: §9.11, §15.34 on "in case of"; Lewis 1975 on "in most cases" as a quantifier's restriction).
_CASE_NOUNS = frozenset({"case", "instance", "event"})
#: Present-time deictics that date the report itself when fronted ("Today, it is believed
#: that ..."): Quirk et al. 1985 §8.55 on time-position adjuncts of the speech time.
_REPORT_TIME_WORDS = frozenset({"today", "now", "nowadays", "currently", "presently"})


def _impersonal_report_frame(doc: Doc, span: Span, matrix: Token | None) -> Span | None:
    """The fronted prepositional adjunct, with its comma, before an impersonal passive report
    ("In a single year, 1884, it is estimated that ...", "In the case of a syphilitic father,
    it is commonly believed that ..."), which the complement's hypothesis keeps; else None.

    The impersonal passive of a verb of saying or thinking ("it is said/believed/estimated
    that", Quirk et al. 1985 §16.31; Huddleston & Pullum 2002 ch. 16 §10.2) backgrounds the
    report: it has no agent, and it serves to present the content clause as hearsay or common
    opinion. A fronted adjunct before it sets the scene of the whole sentence and restricts
    the content clause: a case ("in the case of X"), a period ("in a single year") within
    which the content holds (Quirk et al. §8.13-8.16 on the scope of sentence-initial
    adjuncts). Cut, the hypothesis becomes an unrestricted claim the premise never reports
    (s9702 judges: "drops the fronted restrictor"); kept, it reads as the report's own
    restriction, and where it dates the report instead ("In 1850, it was reported that the
    river had flooded") the backshifted content stays true of that time. Only a prepositional
    phrase opening the sentence, set off by a comma right before the "it" subject of the
    passive matrix, with no verb in it; not a present-time deictic, which dates the
    report ("Today, it is believed"; stop 98, vc211).

    Only a condition or case restrictor (``_CASE_NOUNS``: "In the case of X", "In most
    cases"): RP19's gold complements drop a fronted date ("In 1999, it is estimated that LSC
    grantees received ..." -> "LSC grantees received ...") and a fronted reason ("For this
    reason, it is recommended that ...", the reason of the recommending), so a date or another
    adjunct is left out as before (the first version kept any such PP and lost those two gold
    complements)."""
    if matrix is None or span.root.head.i != matrix.i or span.root.i == matrix.i:
        return None
    if not any(c.dep_ == "auxpass" for c in matrix.children):
        return None
    it = next(
        (c for c in matrix.children if c.dep_ in ("nsubjpass", "expl") and c.lower_ == "it"),
        None,
    )
    first = matrix.sent.start
    if it is None or it.i < first + 2 or doc[it.i - 1].text != ",":
        return None
    run = doc[first : it.i]
    if doc[first].dep_ != "prep" or doc[first].head.i != matrix.i:
        return None
    if any(t.pos_ in ("VERB", "AUX") or t.lower_ in _REPORT_TIME_WORDS for t in run):
        return None
    case = next((c for c in doc[first].children if c.dep_ == "pobj"), None)
    if doc[first].lower_ != "in" or case is None or case.lemma_.lower() not in _CASE_NOUNS:
        return None
    if any(t.head.i >= it.i and t.head.i != matrix.i for t in run):
        return None  # a word of the run hangs on something after "it": no fronted adjunct
    return run


def _lowercase_start(t: Token) -> bool:
    """May the first word of a complement that now follows a fronted frame be lowercased
    (not a proper name, "I", or an all-capitals word)?"""
    named = t.ent_type_ in ("PERSON", "ORG", "GPE", "NORP", "FAC", "LOC", "PRODUCT", "EVENT")
    return t.pos_ != "PROPN" and not named and t.text != "I" and not t.text.isupper()


def _matrix_demonstrative_antecedent(doc: Doc, span: Span) -> str | None:
    """A demonstrative noun phrase in the complement ("that field") whose antecedent is a noun
    of the same lemma before the complement, in the matrix ("Certain fields may be designated
    as keys, which means that searches for that field ..."), else None.

    A demonstrative determiner refers back to an entity already set up in the text
    (Halliday & Hasan 1976 §2.4 on demonstrative reference; Diessel 1999 ch. 5 on anaphoric
    use): standing alone, the hypothesis's "that field" picks out nothing, so the pair tests
    reference, not veridicality (the dangling-anaphor family). Only a same-lemma noun before
    the complement counts as the antecedent (the narrow, sure case); a noun of that lemma
    earlier inside the complement itself anchors it, and a demonstrative with no such noun in
    the sentence is left alone (its antecedent is in earlier text either way)."""
    for det in span:
        if det.dep_ != "det" or det.lower_ not in DEMONSTRATIVES or det.head.pos_ != "NOUN":
            continue
        noun = det.head
        if not span.start <= noun.i < span.end:
            continue
        lemma = noun.lemma_.lower()
        if any(t.lemma_.lower() == lemma and t.pos_ == "NOUN" for t in doc[span.start : det.i]):
            continue
        if any(t.lemma_.lower() == lemma and t.pos_ == "NOUN" for t in doc[: span.start]):
            return f"{det.lower_} {noun.lower_}"
    return None


#: Verbs of telling whose indirect object is the one the that-clause's subject pronoun refers
#: to ("told the caller that he should restart", "reminded the engineers that they must
#: file"): the clause reports what the addressee is to do or know (Quirk et al. 1985 §16.39
#: on "tell/remind/warn/assure/inform + NP + that-clause"; Sag & Pollard 1991 on the control
#: of such directive complements by the addressee). "promise" is not here: there the subject
#: controls ("promised her that he would come").
_ADDRESSEE_TRIGGERS = frozenset(
    {"tell", "remind", "warn", "assure", "inform", "notify", "advise", "convince", "persuade"}
)
#: Subject pronouns a hypothesis cannot keep when the matrix that names their referent is
#: cut, with the number they take (None: either) and whether the referent is a person.
_SUBJECT_PRONOUNS: dict[str, tuple[bool, bool | None]] = {
    "he": (False, True),
    "she": (False, True),
    "they": (True, None),
    "it": (False, False),
}


def _noun_phrase_text(noun: Token) -> str | None:
    """The determiner, premodifiers, head and a plain "of"-phrase postmodifier of ``noun`` as
    text for a re-mention ("the children of Benjamin"), or None when it is not a plain definite
    noun phrase or name (no pronoun, no other postmodifier)."""
    doc = noun.doc
    end = noun.i + 1
    for post in (c for c in noun.children if c.i > noun.i):
        # a postmodifier is part of the antecedent: "the children of Benjamin ... that they
        # were struck" is not about "the children" at large (blind review s1205u verb-041/061).
        # A plain "of"-phrase of names and nouns is carried over whole (Quirk et al. 1985
        # §17.37-17.40 on the of-genitive as postmodifier); any other postmodifier (a clause,
        # an apposition, a chain of phrases) is no re-mention a hypothesis can carry, so the
        # pronoun stays (Halliday & Hasan 1976 §2.3 on full-NP repetition)
        if post.dep_ in ("punct", "cc", "conj"):
            continue  # coordinated NPs fail the agreement checks before this point
        if doc[post.left_edge.i - 1].text == "," and post.dep_ in ("appos", "relcl", "acl"):
            continue  # non-restrictive ("Paul, the apostle,"): the head alone refers
        if post.dep_ != "prep" or post.lower_ != "of" or post.i != end:
            return None
        tail = list(post.subtree)
        if any(t.pos_ in ("VERB", "AUX") or t.dep_ in ("prep", "cc", "conj") for t in tail[1:]):
            return None
        end = post.right_edge.i + 1
    words = doc[noun.left_edge.i : end]
    if not all(t.is_alpha or t.text in ("-", "'s") for t in words):
        return None
    if any(t.tag_ in ("PRP", "PRP$", "WDT", "WP") for t in words):
        return None
    if noun.pos_ != "PROPN" and words[0].lower_ not in ("the", "this", "these"):
        return None  # an indefinite or quantified NP binds the pronoun; keep off
    text = words.text
    if words[0].pos_ != "PROPN" and not words[0].text.isupper():
        text = text[:1].lower() + text[1:]
    return text


#: Modals of obligation, whose clause after a verb of telling reports a directive to the
#: addressee (Quirk et al. 1985 §4.54-4.55 on "should/must/ought to"; §16.39).
_DIRECTIVE_MODALS = frozenset({"should", "must", "ought"})


def _candidate(noun: Token, pronoun: Token, plural: bool, person: bool | None) -> bool:
    """Can ``noun`` be the referent of the subject pronoun ``pronoun`` at all: number,
    person/non-person (``agrees``) and no gender clash ("the actress" is no candidate for
    "he": ``gender_clash``; Lappin & Leass 1994's hard filters). A bare name is one: its
    gender is unknown, not wrong (stop 78, mn80)."""
    return agrees(noun, plural, person) and not gender_clash(pronoun.lower_, noun)


#: Object pronouns of a content clause that ``matrix_bound_object`` resolves, with their subject
#: form (the form ``gender_clash`` takes); "them" is left alone (a name is singular).
_BOUND_OBJECTS = {"him": "he", "her": "she"}


def matrix_bound_object(clause: Token, matrix: Token | None) -> tuple[Token, str] | None:
    """(pronoun, name) for an object pronoun of the content clause ``clause`` that only the
    matrix subject, a proper name, can be: "David knew that Saul was devising mischief against
    *him*" -> "Saul was devising mischief against David" (s1205t pres-055, -061, -075: the
    judges asked for "against David"); else None.

    The pronoun is an object of the clause's own verb, so its clause-mate subject cannot bind
    it (Principle B, Chomsky 1981; Reinhart 1983); the matrix subject c-commands it and is the
    preferred antecedent of a pronoun in the complement of a verb of knowing or saying (the
    logophoric centre: Kuno 1987 ch. 3; Sells 1987). It is written only when the sentence holds
    no other candidate: no other name or singular person noun before the pronoun or in the
    matrix (Lappin & Leass 1994's agreement filters; ``gender_clash``), no other "he/him/his"
    ("she/her") word, and the clause's subject is a noun phrase (a pronoun subject may be the
    matrix subject, and then the object is someone else). The hypothesis stands alone, so a
    pronoun whose only antecedent is cut with the matrix names nothing (NOPE's annotators
    spell antecedents out, Parrish et al. 2021 §3.2). The one resolver of such objects for
    verb complements (``_complement_pronoun_antecedent``) and presupposition drafts
    (``rewrite.presupposition.shared.bound_pronoun_forms``)."""
    if matrix is None or clause.dep_ != "ccomp" or clause.head.i != matrix.i:
        return None
    subject = next((c for c in matrix.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and matrix.dep_ == "conj":
        subject = next((c for c in matrix.head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ != "PROPN" or subject.tag_ != "NNP":
        return None
    own = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if own is None or own.pos_ not in ("NOUN", "PROPN"):
        return None
    inside = {t.i for t in clause.subtree}
    found = []
    for t in clause.subtree:
        if t.lower_ not in _BOUND_OBJECTS or t.tag_ != "PRP":
            continue
        if t.dep_ not in ("dobj", "pobj", "dative"):
            continue
        verb = t.head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        if verb.i == clause.i:
            found.append(t)
    if len(found) != 1:
        return None
    pronoun = found[0]
    form = _BOUND_OBJECTS[pronoun.lower_]
    if gender_clash(form, subject):
        return None
    gender = name_gender(subject)
    if gender is not None and gender != form:
        return None
    name = {subject.i} | {
        t.i for k in subject.children if k.dep_ in ("compound", "flat") for t in k.subtree
    }
    own_words = {k.i for k in own.subtree}
    for t in pronoun.doc:
        if t.i in name or t.i == own.i or t.i == pronoun.i:
            continue
        if not (t.i < pronoun.i or t.i not in inside):
            continue
        if t.lower_ in _PRONOUN_FAMILIES[form]:
            return None  # another mention that may be the referent
        if t.pos_ == "PROPN" and t.dep_ != "compound":
            return None  # another name: a rival
        if (
            t.pos_ == "NOUN"
            and t.tag_ == "NN"
            and person_noun(t)
            and not gender_clash(form, t)
            and t.i not in own_words
        ):
            return None  # "his son": a person noun that may be meant
    text = _noun_phrase_text(subject)
    return (pronoun, text) if text is not None else None


#: Adjectives of the "easy to please" class, whose subject may be the understood object of
#: their infinitive ("These are easy to drink": someone drinks them; Quirk et al. 1985 §16.76;
#: Huddleston & Pullum 2002 ch. 14 §6.1 on hollow clauses; Chomsky 1977 on tough movement).
TOUGH_ADJECTIVES = frozenset(
    {"easy", "hard", "difficult", "tough", "impossible", "simple", "fun", "pleasant", "nice"}
    | {"convenient", "safe", "dangerous", "awkward", "tricky", "painful", "enjoyable"}
)


def hollow_predicate(head: Token) -> bool:
    """Is the clause headed by ``head`` a copula whose predicative is an "easy"-class
    adjective (``TOUGH_ADJECTIVES``) with an infinitive missing its object ("they are fun and
    easy to drink", "easy to talk to")? Then the clause's subject is the theme of that
    infinitive, something drunk or talked to, and whether a person noun of the matrix can be
    it is a matter of selection the grammar does not settle ("The kids think they are hard to
    please" may be about the kids; "Kids think they are fun and easy to drink" is about the
    drinks): the subject pronoun is not rebound (stop 92, vc189)."""
    predicatives = [c for c in head.children if c.dep_ in ("acomp", "attr")]
    predicatives += [k for p in predicatives for k in p.conjuncts]
    for adj in predicatives:
        if adj.lemma_.lower() not in TOUGH_ADJECTIVES:
            continue
        for inf in adj.children:
            if inf.dep_ != "xcomp" or not any(
                a.dep_ == "aux" and a.lower_ == "to" for a in inf.children
            ):
                continue
            if not any(c.dep_ in ("dobj", "ccomp", "xcomp", "dative") for c in inf.children):
                return True  # the object is the gap the subject binds
    return False


def _complement_pronoun_antecedent(
    span: Span, matrix: Token | None
) -> tuple[Token | None, str | None]:
    """The that-clause's subject pronoun whose referent the matrix names, and the noun phrase
    to put for it: (pronoun, text), (pronoun, None) when the pronoun cannot be kept and has no
    certain antecedent, or (None, None).

    The hypothesis stands alone, so a pronoun bound from the cut matrix names nothing ("He
    should use his own ID" for "the listener would have understood that he should use ...";
    blind review s1204d verb-005, -037, -067). Its antecedent is certain in two cases: the
    indirect object of a verb of telling (``_ADDRESSEE_TRIGGERS``), and a matrix subject that
    is the only noun phrase before the pronoun agreeing with it in number and person
    (``pronoun_antecedent``; Lappin & Leass 1994 on agreement filters, Reinhart 1983 on
    binding from subject position). Only he/she/they are resolved this way; "it" and
    everything else stay to the older ``subject_antecedent``. A referring pronoun under a
    trigger with no subject of its own and no object ("to prove that it is prime") has its
    antecedent in another clause or sentence, and is returned with None: the pair is flagged
    (stop 72, vc125)."""
    if matrix is None:
        return None, None
    words = [t for t in span if not t.is_punct and not (t.dep_ == "mark" and t.lower_ == "that")]
    if not words:
        return None, None
    pronoun = words[0]
    spec = _SUBJECT_PRONOUNS.get(pronoun.lower_)
    if spec is None or pronoun.tag_ != "PRP" or pronoun.dep_ not in ("nsubj", "nsubjpass"):
        # no subject pronoun: an object pronoun only the matrix subject can be (Principle B)
        bound = matrix_bound_object(span.root, matrix)
        return bound if bound is not None else (None, None)
    plural, person = spec
    head = pronoun.head
    if pronoun.lower_ == "it" and (
        head.lemma_.lower() not in ("be", "become", "remain")
        or any(c.dep_ in ("ccomp", "csubj", "xcomp", "advcl") for c in head.children)
        or not any(c.dep_ in ("acomp", "attr") for c in head.children)
    ):
        return None, None  # "it" may be the prop or anticipatory "it": left alone
    if matrix.lemma_.lower() in _ADDRESSEE_TRIGGERS and pronoun.lower_ != "it":
        objects = [c for c in matrix.children if c.dep_ in ("dobj", "dative") and c.i < span.start]
        teller = next((c for c in matrix.children if c.dep_ in SUBJECT_DEPS), None)
        directive = any(
            c.dep_ == "aux" and c.lower_ in _DIRECTIVE_MODALS for c in pronoun.head.children
        )
        if len(objects) == 1 and objects[0].pos_ in ("NOUN", "PROPN"):
            noun = objects[0]
            # the addressee only where the clause is a directive ("that he should restart")
            # or the teller cannot be meant ("told the users that they ..." by one operator)
            sure = directive or teller is None or not _candidate(teller, pronoun, plural, person)
            # the addressee is written for the pronoun only with a gender the grammar can
            # check: "told the actress that he ..." is not the actress, and "told Lena that
            # she ..." keeps "she", as the other resolvers do (``gender_agrees``; stop 78, mn80)
            if sure and agrees(noun, plural, person) and gender_agrees(pronoun.lower_, noun):
                text = _noun_phrase_text(noun)
                return (pronoun, text) if text is not None else (None, None)
        return None, None
    subject = None
    node = matrix
    while True:
        subject = next((c for c in node.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is None and node.head.i == node.i:
            # "When the guards returned to Norval, Tobin, the son of ..., learned that he ...":
            # the subject the parse hung in the preposed clause (stop 96, pr218)
            subject = displaced_subject(node)
        if subject is not None or node.head.i == node.i:
            break
        if node.dep_ not in ("xcomp", "advcl", "conj", "pcomp", "prep", "acomp"):
            return None, None  # a relative or noun-complement infinitive: the noun is near
        node = node.head
    impersonal = subject is not None and (
        subject.dep_ in ("expl", "csubj", "csubjpass")
        or (subject.lower_ == "it" and node.i != matrix.i)
    )
    experiencer = _infinitive_object_controller(node, matrix, pronoun, plural, person)
    if impersonal and experiencer is not None:
        # "It mortified him to think that he had lied", "It pained Mrs Lee to learn that she
        # had lost": the object of the verb over the infinitive is its understood subject
        # (the experiencer of an extraposed infinitival subject, CGEL ch. 14 §7; an object
        # controller, Quirk et al. 1985 §16.41) and the pronoun's antecedent in S, as a
        # matrix subject is (Reinhart 1983 on binding from a c-commanding argument): the
        # pronoun stays, as the gold's complements keep it ("He had lied."), or the noun
        # phrase is written when its gender is the pronoun's. Before, the anticipatory "it"
        # left the clause with "no one it is about" and the pair was flagged (stop 100, vc217)
        if experiencer.pos_ in ("NOUN", "PROPN") and gender_agrees(pronoun.lower_, experiencer):
            text = _noun_phrase_text(experiencer)
            if text is not None:
                return pronoun, text
        return None, None
    if subject is None or impersonal:
        # "it is only necessary to find one factor to prove that it is prime": no one the
        # clause is about, so the pronoun's antecedent is in another clause or sentence
        return (pronoun, None) if matrix.tag_ in ("VB", "VBG") else (None, None)
    if pronoun.lower_ in ("he", "they") and not hollow_predicate(head):
        antecedent = pronoun_antecedent(pronoun)
        # a bare name gives "he" no gender to agree with (Hobbs 1978; Lappin & Leass 1994):
        # ``pronoun_antecedent`` names none (``gender_agrees``), the pronoun stays, as the
        # gold's complements keep it ("Jon said that he wanted coffee" -> "He wanted coffee.";
        # stop 77 dx02/dx03)
        if antecedent is not None and antecedent.root.i == subject.i:
            text = _noun_phrase_text(subject)
            if text is not None:
                return pronoun, text
        if _appositive_antecedent(pronoun, subject):
            text = _noun_phrase_text(subject)
            if text is not None:
                return pronoun, text
    return None, None


def _infinitive_object_controller(
    node: Token, matrix: Token, pronoun: Token, plural: bool, person: bool | None
) -> Token | None:
    """The one object of ``node`` before the to-infinitive ``matrix`` hangs from (directly or
    through other infinitives) that can be the subject pronoun ``pronoun``'s referent: a
    pronoun of its own person and number ("him" for "he", :func:`subject_form`) or a noun that
    agrees (:func:`_candidate`), else None. Only for an infinitive chain: ``matrix`` is a
    to-infinitive below ``node``."""
    if matrix.i == node.i or matrix.tag_ != "VB":
        return None
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in matrix.children):
        return None
    objects = [c for c in node.children if c.dep_ in ("dobj", "dative") and c.i < matrix.i]
    if len(objects) != 1:
        return None
    obj = objects[0]
    if obj.tag_ == "PRP":
        return obj if subject_form(obj) == pronoun.lower_ else None
    return obj if _candidate(obj, pronoun, plural, person) else None


def _appositive_antecedent(pronoun: Token, subject: Token) -> bool:
    """Is the matrix ``subject``, a name with an appositive ("Tobin, the eldest son of Lord
    Brask, learned that he ..."), the one antecedent of the content clause's subject pronoun,
    its other candidates all inside its own appositive? An appositive is a second description
    of the same referent (Quirk et al. 1985 §17.65-17.72), so its head is no rival referent
    (the rewriter would otherwise weigh "son" against "Tobin"), and its postmodifier ("of
    Lord Brask") is part of that description, as the presupposition drafts take it
    (``bound_pronoun_forms``: the subject's appositives are the antecedent itself); the
    pronoun of a content clause of a verb of knowing or saying takes the reporter (Sells 1987;
    Kuno 1987 ch. 3). The subject must give the pronoun's gender (``gender_agrees``: the
    appositive's "son" does, a bare name does not) and must have an appositive (stop 96,
    pr218)."""
    apposed = [k for k in subject.children if k.dep_ == "appos" and k.i > subject.i]
    if not apposed or subject.pos_ != "PROPN":
        return False
    if not gender_agrees(pronoun.lower_, subject) or gender_clash(pronoun.lower_, subject):
        return False
    own = {subject.i} | {
        t.i for k in subject.children if k.dep_ in ("compound", "flat", "appos") for t in k.subtree
    }
    found = antecedent_candidates(pronoun)
    return (
        bool(found)
        and all(t.i in own for t in found)
        and any(t.i in own and t.dep_ == "appos" for t in found)
    )


def _rebound_standard(span: Span, matrix: Token | None) -> tuple[Token, str | None] | None:
    """(pronoun, noun phrase) for the subject pronoun of a comparative standard in the
    that-clause ``span`` that the matrix subject binds ("The orcs discovered that the merfolk
    were tougher than they had imagined": the orcs' expectation), with the matrix subject's
    noun phrase to write for it when that is a name or a definite noun phrase, else with
    None (the pair is flagged: an indefinite or quantified subject binds the pronoun as a
    variable, and the lifted clause's pronoun is free; Reinhart 1983 ch. 7); or None when no
    such pronoun is there (``anaphora.rebound_standard_pronoun``, stop 96, pr218)."""
    if matrix is None:
        return None
    holder = next((c for c in matrix.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if holder is None and matrix.dep_ == "conj":
        holder = next((c for c in matrix.head.children if c.dep_ == "nsubj"), None)
    if holder is None or holder.pos_ not in ("NOUN", "PROPN") or holder.i > matrix.i:
        return None
    pron = rebound_standard_pronoun(span.root, holder)
    if pron is None or not span.start <= pron.i < span.end:
        return None
    text = _noun_phrase_text(holder) if definite_holder(holder, pron.lower_) else None
    return pron, text


#: Subordinators of finite adverbial clauses that can open a that-clause before its own main
#: clause ("that if p then q", "that where p, q", "that when p, q"; Quirk et al. 1985
#: §14.12 on subordinators, §15.19-15.20 on conditional and locative clauses).
_ADVERBIAL_SUBORDINATORS = frozenset(
    {"if", "unless", "where", "wherever", "when", "whenever", "once", "because", "although"}
    | {"though", "while", "whereas", "since", "before", "after", "until"}
)


def _adverbial_clause_only(span: Span, matrix: Token | None) -> bool:
    """Is the that-clause ``span`` only the adverbial clause that opens the real complement,
    its main clause left out by the parse ("states that if an expression can be reduced to M
    ..." with the "if" clause taken for the complement, "... that where one cell's firing
    contributes to another's" without "the magnitude will increase")? The word after "that"
    is an adverbial subordinator (``_ADVERBIAL_SUBORDINATORS``), and its clause is not an
    adjunct of a verb inside the span: the span is then a subordinate clause, no sentence
    (Quirk et al. 1985 §14.3 on dependent clauses; stop 72, vc125; s1204d verb-008,
    verb-069)."""
    words = [t for t in span if not t.is_punct]
    doc = span.doc
    before = next((t for t in reversed(doc[: span.start]) if not t.is_punct), None)
    if words and words[0].lower_ == "that" and words[0].dep_ == "mark":
        words = words[1:]
    elif (before is None or before.lower_ != "that" or before.dep_ != "mark") and not (
        before is not None and matrix is not None and before.i == matrix.i
    ):
        # a content clause with zero "that" right after its verb ("I do not think if we had
        # had the disposal of events—if ..."): the same question of the span alone (stop 86,
        # fl71: "If we had had the disposal of events." written as a well-formed hypothesis)
        return False
    if len(words) < 3 or matrix is None:
        return False
    first = words[0]
    if first.lower_ not in _ADVERBIAL_SUBORDINATORS or first.dep_ not in ("mark", "advmod"):
        return False
    clause = first.head
    while clause.pos_ not in ("VERB", "AUX") and clause.head.i != clause.i:
        clause = clause.head  # "where one cell's firing contributes": "where" on the noun
    if clause.dep_ == "advcl" and span.start <= clause.head.i < span.end:
        return False  # "that if a graph is planar then it can be coloured": the main clause is in
    if clause.dep_ == "advcl" and not span.start <= clause.head.i < span.end:
        # the clause hangs on a verb the span does not hold ("... think if we had had the
        # disposal of events—if ..., there would have been a difference", "if" on "been"): a
        # span that lies wholly inside the adverbial clause is that clause alone (stop 86, fl71)
        inside = clause.left_edge.i <= words[0].i and words[-1].i <= clause.right_edge.i
        if inside:
            return True
    return clause.head.i == matrix.i or clause.dep_ != "advcl"


#: Objects of a clause-initial "of" that make a fixed sentence adverbial, not a topicalised
#: argument: "of course", "of late", "of old", "of a sudden", "of an evening" (Quirk et al. 1985
#: §8.89, §9.33 on "of" phrases of time and the stance adverbial "of course").
_OF_ADVERBIAL_OBJECTS = frozenset(
    {"course", "late", "old", "yore", "sudden", "evening", "morning", "night", "afternoon"}
)


def _fronted_of_phrase(doc: Doc, matrix: Token | None) -> Token | None:
    """The clause-initial "of" phrase standing right before the trigger's subject ("and of the
    necessity of self-denial, he feared they had never heard"), if any. An "of" phrase is a
    noun's postmodifier or a verb's or adjective's prepositional complement ("hear of", "think
    of", "sure of"), never a clause adjunct but for a few fixed phrases (Quirk et al. 1985
    §9.33, §16.5); one opening a clause is a topicalised complement moved out of a lower clause
    (Ross 1967; Chomsky 1977 on long-distance topicalisation). Before a report or attitude
    verb it belongs to the complement, so the hypothesis without it loses an argument ("They
    had never heard from any lips ..."; stop 84, vc167, s1205m verb-007)."""
    if matrix is None:
        return None
    subject = next((c for c in matrix.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > matrix.i or subject.left_edge.i == 0:
        return None
    k = subject.left_edge.i - 1
    if doc[k].text == "," and k > 0:
        k -= 1
    for word in doc[: k + 1]:
        if word.lower_ != "of" or word.dep_ != "prep" or word.right_edge.i != k:
            continue
        before = doc[word.i - 1] if word.i > 0 else None
        if before is not None and before.tag_ != "CC" and before.text not in (",", ";", ":"):
            return None  # "the necessity of X, he feared": a noun's postmodifier
        obj = next((c for c in word.children if c.dep_ == "pobj"), None)
        if obj is None or obj.lower_ in _OF_ADVERBIAL_OBJECTS:
            return None
        return word
    return None


#: The "-ever" wh-words that open free relatives and concessive clauses (Quirk et al. 1985
#: §15.8-15.10 nominal relative clauses, §15.42 universal conditional-concessive clauses):
#: clause_scope's free-relative words and the archaic "whosoever".
_EVER_WH_WORDS = FREE_RELATIVE_WORDS | {"whosoever"}


def _fronted_free_relative_word(doc: Doc, matrix: Token | None) -> Token | None:
    """The "-ever" word opening the trigger's own clause as its fronted argument ("whatever
    she felt she was desirous of concealing"), if any. The trigger's object slot is then the
    free relative's gap (Quirk et al. 1985 §15.8: "whatever she felt" is a noun phrase) or the
    trigger heads a concessive clause ("whatever she felt, ..."; Quirk §15.42); either way the
    clause after it is no content clause of the trigger, since a verb has one direct object
    (Quirk §10.2), and the "complement" is the matrix clause, here with its own gap ("*She was
    desirous of concealing."; stop 84, vc167, s1205m verb-043)."""
    if matrix is None:
        return None
    return next(
        (
            c
            for c in matrix.children
            if c.i < matrix.i
            and c.lower_ in _EVER_WH_WORDS
            and c.dep_ not in ("nsubj", "nsubjpass")
        ),
        None,
    )


#: Words that pick up a referent from earlier text in the sentence: "such" as a pro-form
#: (Quirk et al. 1985 §12.30-12.32) and the anaphoric demonstratives (§12.27, §6.40). The
#: personal pronouns are left out: theirs is most often the matrix subject ("she trusted that
#: she had done right, that her judgment had not misled her"), which the hypothesis may leave
#: to context as every detached complement does.
_ANAPHORS = frozenset({"such", "this", "these", "those"})


def _dropped_coordinate_that_clause(doc: Doc, start: int, end: int, matrix: Token | None) -> bool:
    """Does a "that" clause between the trigger and the complement's start stand in one
    coordination with it ("acknowledged that A, that B, and that C", the hypothesis on B and C,
    whether "that A" is parsed as B's adverbial, B as A's conjunct or both as the verb's
    complements), while the complement picks up a referent with an anaphor? Coordinated content
    clauses share the embedding verb (Quirk et al. 1985 §13.55), so all of them are its
    complement; a hypothesis on a later one alone is a proposition of its own only if it has no
    anaphor into the others ("two such young men": "such" loses its antecedent; stop 84,
    vc167, s1205m verb-001)."""
    if matrix is None or start >= end:
        return False
    root = next((t for t in doc[start:end] if not start <= t.head.i < end or t.head == t), None)
    if root is None:
        return False
    if not any(t.lower_ in _ANAPHORS and t.dep_ != "mark" for t in doc[start:end]):
        return False
    for word in doc[matrix.i + 1 : start]:
        if word.lower_ != "that" or word.dep_ != "mark":
            continue
        clause = word.head
        if clause.i >= start or clause == root:
            continue
        if clause in root.ancestors or root in clause.ancestors:
            return True
        if clause.head == matrix == root.head and {clause.dep_, root.dep_} == {"ccomp"}:
            return True
    return False


def _comparative_standard_cut(doc: Doc, start: int, end: int) -> bool:
    """Does the complement hold a comparative whose "than" phrase the parser left outside it
    ("believed there might be little more difficulty in persuading them to a complete, than to
    half a reformation", with "than" hung on "believed")? The "than" phrase is the comparative
    element's complement (Quirk et al. 1985 §15.63; CGEL ch. 13 §1), so the hypothesis cut
    before it states a different, half-made comparison ("... persuading them to a complete.";
    stop 84, vc167, s1205m verb-030)."""
    k = end
    while k < len(doc) and doc[k].is_punct and doc[k].text in (",", "\u2014", "-", "--"):
        k += 1
    comparative = any(
        t.tag_ in ("JJR", "RBR") or t.lower_ in ("more", "less", "fewer") for t in doc[start:end]
    )
    if comparative and k < len(doc) and doc[k].lower_ == "than" and doc[k].head.i < start:
        return True
    return _gapped_comparative_conjunct(doc, start, end, k)


def _gapped_comparative_conjunct(doc: Doc, start: int, end: int, k: int) -> bool:
    """Does a verbless conjunct opening with the complement's own degree word follow it ("will
    be as good for your mind as riding has been for your health, and as much for your ultimate
    happiness too", the conjunct hung on the matrix)? A verbless conjunct repeating the degree
    word is a gapped continuation of the comparison: its verb is the complement's (gapping,
    Quirk et al. 1985 §13.92; the comparative frame §15.63), so the complement ends after it,
    and the hypothesis cut before it loses a conjunct of what was asserted (stop 84, vc167,
    s1205m verb-010)."""
    if k >= len(doc) or doc[k].tag_ != "CC" or k + 1 >= len(doc):
        return False
    degree = doc[k + 1].lower_
    if degree not in ("as", "more", "less") or all(t.lower_ != degree for t in doc[start:end]):
        return False
    tail = []
    for t in doc[k + 1 :]:
        if t.text in (".", ";", "!", "?", ":"):
            break
        tail.append(t)
    return len(tail) > 1 and not any(t.pos_ in ("VERB", "AUX") for t in tail)


#: Viewpoint disjuncts and style disjuncts of the speaker ("in my opinion", "to me",
#: "personally", "honestly"; Quirk et al. 1985 §8.123-8.127): they restrict or comment on the
#: speaker's own claim, the matrix attitude's, not the reported proposition.
_VIEWPOINT_ADJUNCTS = (
    ("in", "my", "opinion"),
    ("in", "my", "view"),
    ("in", "my", "humble", "opinion"),
    ("to", "me"),
    ("for", "me"),
    ("personally",),
    ("honestly",),
    ("frankly",),
    ("imo",),
    ("imho",),
)


def _after_viewpoint_adjunct(doc: Doc, start: int, end: int) -> int:
    """The start of the complement past a speaker's viewpoint or style disjunct that opens it
    ("So I think in my opinion it tastes really good" -> "It tastes really good"), else
    ``start``. After a first-person attitude verb the disjunct hedges the speaker's own
    attitude (Quirk et al. 1985 §8.127 on viewpoint disjuncts; §8.124 on style disjuncts,
    "honestly", "personally"): left in the hypothesis it makes it restate the speaker's opinion,
    which a negated matrix denies ("I do not think in my opinion P" / "In my opinion P") and a
    plain one asserts, so no label of the complement fits (s1206b verb-010, verb-024; stop 91,
    vc186). Only when a subject follows, so the rest is a clause."""
    for phrase in _VIEWPOINT_ADJUNCTS:
        stop = start + len(phrase)
        if stop >= end or tuple(t.lower_ for t in doc[start:stop]) != phrase:
            continue
        if doc[stop].text == ",":
            stop += 1
        if (
            stop < end
            and doc[stop].dep_ in ("nsubj", "nsubjpass", "expl")
            or (stop < end and doc[stop].tag_ in ("DT", "PRP$") and doc[stop].head.dep_ == "nsubj")
        ):
            return stop
    return start


#: Additive subjuncts that close a clause (Quirk et al. 1985 §8.116: "too", "as well",
#: "either" with its negative polarity).
_FINAL_ADDITIVES = (("too",), ("as", "well"), ("either",))


def _person_subject(matrix: Token | None) -> bool:
    """Is the subject of ``matrix`` a person, the holder of an attitude that an additive can
    focus ("she, too, felt ...")? A personal pronoun other than "it", a proper noun, or a
    noun whose first sense is a person ("my husband")."""
    if matrix is None:
        return False
    subject = next((c for c in matrix.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.tag_ == "PRP":
        return subject.lower_ not in ("it", "this", "that")
    if subject.pos_ == "PROPN":
        return True
    return first_sense_lexname(subject.lemma_.lower(), "NOUN") == "noun.person"


def _cut_at_final_additive(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """End the complement before a comma-set additive subjunct that closes the sentence ("my
    daughter told me she felt the others had been much better, too" -> "The others had been
    much better"), else ``end``. Set off by a comma at the end of the whole sentence, the
    additive's focus is the matrix ("she, too, felt ...": Quirk et al. 1985 §8.116-8.117 on
    the scope and focus of additive subjuncts); the complement alone has nothing for it to add
    to, and "too" dangles (ab90b verb-010; stop 91, vc186). Only at the end of the sentence
    (a comma-set "too" inside the complement, with more of it after, stays) and only after a
    matrix whose subject is a person holding the attitude (``_person_subject``): with an
    evidential subject ("The blood suggests that there is some violence, too", kept as is by
    the judges) the additive's focus is the complement's own."""
    if not _person_subject(matrix):
        return end
    last = end
    while last > start and doc[last - 1].is_punct and doc[last - 1].text != ",":
        last -= 1
    for phrase in _FINAL_ADDITIVES:
        first = last - len(phrase)
        if first - 1 <= start or tuple(t.lower_ for t in doc[first:last]) != phrase:
            continue
        if doc[first - 1].text != ",":
            continue
        if any(not t.is_punct for t in doc[last:]):
            continue  # more of the sentence follows: not its close
        stranded = doc[first - 2]
        if stranded.tag_ == "MD" or stranded.lemma_ in ("do", "be", "have"):
            # "I know you did, too": after a stranded auxiliary (VP ellipsis, Quirk et al. 1985
            # §12.21) the additive focuses the elliptical clause's own subject ("you, too, did")
            return end
        return first - 1
    return end


#: Modals of a counterfactual consequence ("would/could/might have V-ed").
_COUNTERFACTUAL_MODALS = frozenset({"would", "could", "might", "'d", "’d"})


def counterfactual_or_grounds(doc: Doc, start: int, end: int) -> int | None:
    """Where an "or" clause of counterfactual consequence starts in the complement
    ``doc[start:end]`` ("I suspect they were perfect or I would have heard otherwise": the
    comma or "or" before "I would have heard"), else None. "or" with a "would/could/might
    have" clause is the "or (else)" of a condition, "if not P, then Q" (Quirk et al. 1985
    §13.32, §13.36): the speaker's grounds for the attitude, at matrix level, not a disjunct of
    what is suspected or thought (s1206b verb-034; stop 91, vc186)."""
    if start >= end:
        return None
    root = doc[start:end].root
    for conj, cc in _coordinated_clauses(root, start, end, frozenset({"or"})):
        auxes = [c for c in conj.children if c.dep_ == "aux"]
        if not any(a.lower_ in _COUNTERFACTUAL_MODALS for a in auxes):
            continue
        if not any(a.lower_ == "have" for a in auxes) or conj.tag_ != "VBN":
            continue
        return cc.i - 1 if doc[cc.i - 1].text == "," else cc.i
    return None


def _cut_at_counterfactual_or(doc: Doc, start: int, end: int) -> int:
    """End the complement before an "or" clause of counterfactual consequence
    (:func:`counterfactual_or_grounds`), else ``end``."""
    cut = counterfactual_or_grounds(doc, start, end)
    return end if cut is None else cut


_NOMINAL_OPENERS = frozenset({"PROPN", "NOUN", "PRON", "DET", "ADJ", "NUM"})
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _cut_at_free_adjunct_subject(doc: Doc, start: int, end: int, matrix: Token | None) -> int:
    """The end of the complement of a sentence-initial participial clause ("Believing that P,
    Anna, Tom and Bill left early") at the comma before the main clause's subject, when the
    parser hung that subject (a name list, as conjuncts, appositions or an npadvmod) inside
    the complement: "P, Anna, Tom and Bill." is no clause of the premise.

    A fronted free adjunct is a supplementive clause that precedes the subject of its matrix
    clause and is set off from it by a comma (Quirk et al. 1985 §15.58-15.60; Kortmann 1991,
    Free Adjuncts and Absolutes in English): the adjunct and with it its complement end at
    the comma, and the nominal run from there to the main clause's finite verb is that verb's
    subject (the verb has no other). So the cut is made only where the participle opens the
    sentence and hangs on a finite verb after the span, and the tokens from the comma to that
    verb hold no verb of their own and no subject of it stands elsewhere: a comma inside the
    complement's own clause ("Knowing that Anna, Tom and Bill were late, we left") is
    followed by a verb of the complement and stays (stop 96, vc200)."""
    if matrix is None or matrix.tag_ != "VBG" or matrix.i != matrix.sent.start:
        return end
    main = matrix.head
    if main is matrix or main.i < end or main.pos_ not in ("VERB", "AUX"):
        return end
    if main.tag_ not in _FINITE_TAGS and not any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in _FINITE_TAGS for c in main.children
    ):
        return end
    for comma in range(start + 1, end):
        if doc[comma].text != ",":
            continue
        run = doc[comma + 1 : main.i]
        if not run or run[0].pos_ not in _NOMINAL_OPENERS:
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in run):
            continue
        if any(
            c.dep_ in ("nsubj", "nsubjpass", "expl") and not comma < c.i < main.i
            for c in main.children
        ):
            continue
        return comma
    return end


def parenthesis_after_cut_coordinator(doc: Doc, start: int, end: int) -> int:
    """End the complement before a coordinator whose conjunct the cut left outside, when only a
    comma-set parenthesis stands between them ("replied that he could not find the file and,
    sighing, began to search" cut before "began" -> "He could not find the file", not "... the
    file and, sighing."), else ``end``.

    A coordinator precedes its own conjunct (Quirk et al. 1985 §13.2), and a parenthesis set
    off by a pair of commas after it ("and, sighing, began": Quirk et al. App. III §III.13 on
    the paired commas of an inserted unit) belongs to that conjunct, which starts after the
    closing comma. When the closing comma is the first token after the span, the conjunct was
    cut away (here a second predicate of the matrix subject), and the coordinator and the
    parenthesis go with it: the hypothesis ends mid-coordination otherwise (s9702 judges;
    stop 98, vc211). Not when the conjunct is inside the span ("bought apples and, of
    course, pears"), nor when the run holds a finite verb (a clause of its own)."""
    close = end
    while close - 1 > start and doc[close - 1].text == ",":
        close -= 1  # the span may hold the closing comma itself
    if close >= len(doc) or doc[close].text != ",":
        return end
    coordinator = next((k for k in range(close - 1, start, -1) if doc[k].tag_ == "CC"), None)
    if coordinator is None or coordinator + 2 >= close or doc[coordinator + 1].text != ",":
        return end
    run = doc[coordinator + 2 : close]
    if any(t.text == "," or t.tag_ in _FINITE_TAGS for t in run):
        return end
    return coordinator


def that_complement(
    doc: Doc, start: int, end: int, bare: bool, matrix: Token | None = None
) -> Rewritten:
    """The embedded finite clause ``doc[start:end]`` as a sentence ("He realized that he had to
    leave" -> "He had to leave"), as RP19 Table 1.

    The complementizer of a coordinated second clause goes too ("knew that he was lying and
    that she was telling the truth" -> "He was lying and she was telling the truth"): a clause
    standing alone has no complementizer. An epistemic "must" is kept (seventy-first pass).
    """
    while start < end and doc[start].is_punct:
        start += 1
    fillers = _initial_fillers(doc, start)
    if fillers and max(fillers) + 1 < end:
        start = max(fillers) + 1  # "told that, you know, the missions were ..."
    start = _after_viewpoint_adjunct(doc, start, end)
    if (
        bare
        and start + 1 < end
        and doc[start].lower_ == "that"
        and doc[start].tag_ == "IN"
        and doc[start].dep_ != "mark"
        and any(t.dep_ in SUBJECT_DEPS for t in doc[start + 1 : end])
    ):
        # "one saw by their faces that they despaired" -> "They despaired", not "*That they
        # despaired": a "that" tagged as a subordinator (IN, not the demonstrative DT or the
        # relative WDT) opening the clause is its complementizer, which the parser hung on the
        # clause as an object after a matrix adjunct; a content clause standing alone has no
        # complementizer (Quirk et al. 1985 §15.3; s9701 pattern 2). Only with a subject after
        # it: a pronoun "that" mistagged IN is itself the subject ("I think that helps"). Not a
        # "that" left as the clause's own "mark": the extractor keeps it in the span only as the
        # determiner of a compound subject ("I think that disk crash may have ...", stop 74)
        start += 1
        bare = False
    if _demonstrative_that(doc, start):
        start -= 1  # "That woman would not be her."
    if bare:
        start = _matrix_time_before_bare_clause(doc, start, end)
    end = abbreviation_number_end(doc, end)  # "in Fig. 111" (stop 103, vc226)
    end = _apodosis_of_inverted_protasis(doc, start, end)
    end = _cut_at_free_adjunct_subject(doc, start, end, matrix)
    end = _correlative_second_half(doc, start, end)
    end = _result_correlate_end(doc, end, matrix)
    end = _matrix_correlative_as(doc, start, end, matrix)
    end = proform_as_clause_end(doc, start, end)  # "..., as indeed it did" (stop 102, vc221)
    end = comment_as_clause_end(doc, start, end)  # "..., as is seen in the map" (vc226)
    end = _matrix_coordinated_content_clause(doc, end, matrix)
    end = _own_clause_end(doc, start, end, matrix)
    end = _asyndetic_that_item_end(doc, start, end)
    end = _list_continuation(doc, start, end)
    end = _finite_conjunct_continuation(doc, start, end)
    end = _cut_at_unlisted_etc(doc, start, end)
    end = _cut_at_break(doc, start, end)
    end = _cut_at_gapped_report(doc, start, end)
    end = _cut_at_contrast(doc, start, end)
    end = _cut_at_matrix_conjunct(doc, start, end)
    end = _cut_at_volitional_conjunct(doc, start, end)
    conjunct_cut = wh_clause_conjunct_cut(doc, start, end, matrix)  # vc218
    end = end if conjunct_cut is None else conjunct_cut
    if conjunct_cut is None:
        conjunct_cut = subjectless_conjunct_cut(doc, start, end, matrix)
        end = end if conjunct_cut is None else conjunct_cut
    end = _cut_at_disagreeing_conjunct(doc, start, end)
    end = main_clause_after_content_clause(doc, start, end, matrix)  # vc208
    end = _cut_at_series_item(doc, start, end)
    end = _cut_at_matrix_predicate(doc, start, end)
    end = _cut_at_matrix_condition(doc, start, end, matrix)
    end = _cut_at_concession(doc, start, end)
    end = _cut_at_for_clause(doc, start, end)
    end = _cut_at_final_supplement(doc, start, end)
    end = matrix_supplement(doc, start, end)
    end = _cut_at_evidence_means(doc, start, end)
    end = _cut_at_resumed_means(doc, start, end, matrix)
    end = _cut_at_reporter_supplement(doc, start, end)
    end = _cut_at_counterfactual_or(doc, start, end)
    end = _cut_at_final_additive(doc, start, end, matrix)
    end = whole_word_end(doc, start, end)
    relative = event_relative_start(doc, start, end)
    if relative is not None and relative > start:
        end = relative  # ", which sent a clear message": about the matrix event (class 2)
    opened = sum(t.text == "(" for t in doc[start:end]) - sum(t.text == ")" for t in doc[start:end])
    if opened > 0 and end < len(doc) and doc[end].text == ")":
        end += 1  # the parser left the closing bracket outside the clause: "Paris (in 1960)"
    end = parenthesis_after_cut_coordinator(doc, start, end)  # vc211
    while end - 1 > start and (
        doc[end - 1].tag_ == "CC" or doc[end - 1].text == "," or _reinforcer_before_cut(doc, end)
    ):
        # "said that the bridge was not safe, but later admitted ...", with the "but" of the
        # matrix's second predicate hung on the complement's verb: a coordinator precedes its
        # own conjunct (Quirk et al. 1985 §13.2), so one that ends the complement coordinates
        # nothing in it and goes, with its comma ("*The bridge was not safe, but."; stop 74,
        # vc132)
        end -= 1
    span = doc[start:end]
    flags: list[str] = []
    if _verb_read_as_compound_head(span):
        pass  # "that the series converges" parsed as a noun phrase: subject and verb are there
    elif _inverted_locative(span):
        pass  # "that over his desk was a horseshoe": the subject stands after the verb
    elif not any(t.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for t in span):
        flags.append("no-subject")
    if not _has_finite_verb(span) and not _verb_read_as_compound_head(span):
        flags.append("nonfinite-complement")  # a misparse: no tensed verb in the "clause"
    if matrix is not None and _under_supposition(matrix):
        flags.append("suppositional-imperative")  # "Now suppose that ...": nobody asserts it
    backshifted_should = first_person_future_should(span, matrix)  # vc219
    if _future_in_past_would(span, matrix, bool(backshifted_should)):
        flags.append("future-in-past-complement")  # "hoped it would be" -> "It would be"
    if _adverbial_clause_only(span, matrix):
        # "states that where X contributes to Y, the magnitude will grow" parsed with the
        # "where" clause as the complement: the hypothesis is the adverbial clause alone
        flags.append("dangling-anaphor:adverbial-clause-only")
    pro_form = pro_form_proposition(span)
    if pro_form is not None:
        flags.append(f"dangling-anaphor:pro-form:{pro_form}")  # "This is the case."
    demonstrative = _matrix_demonstrative_antecedent(doc, span)
    if demonstrative is not None:
        # "Certain fields may be keys, which means that searches of that field use an index"
        # -> "Searches of that field use an index." (stop 71, vc120; s1204a verb-056)
        flags.append(f"dangling-anaphor:demonstrative:{demonstrative}")
    if _it_specifies_matrix_question(doc, span):
        # "when she asked herself what distressed her, she had to admit that it was her
        # relation to him" -> "It was her relation to him." (stop 98, vc211)
        flags.append("dangling-anaphor:it-specifies-wh-clause")
    fronted = _fronted_of_phrase(doc, matrix)
    if fronted is not None:
        flags.append("fronted-complement-pp:of")  # "of X, he feared they had never heard"
    if _fronted_free_relative_word(doc, matrix) is not None:
        flags.append("free-relative-object")  # "whatever she felt she was desirous of ..."
    if _dropped_coordinate_that_clause(doc, start, end, matrix):
        flags.append("coordinate-complement-dropped")  # "that A, that B and that C" -> B, C
    if _comparative_standard_cut(doc, start, end):
        flags.append("comparative-standard-cut")  # "more difficulty in X, than in Y" -> X
    if _extracted_argument_gap(span, matrix):
        # "a move that the US has announced it may support" -> "It may support.": the
        # relative's gap is the complement's object (eightieth pass, vc74)
        flags.append("wh-gap-in-complement:relative")
    inner = {
        t.i
        for t in span
        if _second_complementizer(t, start)
        or _appositive_that(t, start)
        or _colon_listed_that(t, start)
    }
    if not bare:
        inner |= {t.i for t in span if _complementizer_read_as_determiner(doc, t, start)}
    shifted = (
        _putative_should(span, matrix)
        or _future_complement(span, matrix)
        or _mandative_future(span, matrix)
        or _unshifted_wish(span, matrix)
        or _commissive_backshift(span, matrix)
        or backshifted_should
        or _proximal_present_state(span, matrix)
    )
    bound_modal = _matrix_bound_modal(span, matrix, shifted)
    if bound_modal is not None:
        # "I could not bear that she should be frightened" -> "She should be frightened."
        # reads as an obligation (stop 83, vc162); "wished that the storm might pass" -> "The
        # storm might pass." as a possibility (stop 83, vc164)
        flags.append(bound_modal)
    pronoun, antecedent = _complement_pronoun_antecedent(span, matrix)
    if (
        pronoun is not None
        and antecedent is not None
        and not pronoun.whitespace_
        and pronoun.i + 1 < len(doc)
        and doc[pronoun.i + 1].text[:1] in ("'", "\u2019")
    ):
        # "they're": an enclitic auxiliary goes with a pronoun only, so the full form must come
        # with the noun; the verb_complement's own antecedent pass writes it out ("The
        # students are not experts", vc110) and keeps this pronoun for it
        pronoun = antecedent = None
    if pronoun is not None and antecedent is not None:
        # "told the caller that he should restart it" -> "The caller should restart it."
        shifted = {**shifted, pronoun.i: antecedent}
    elif pronoun is not None:
        # "to prove that it is prime": no antecedent in the matrix (stop 72, vc125)
        flags.append(f"dangling-anaphor:pronoun:{pronoun.lower_}")
    standard = _rebound_standard(span, matrix)
    if standard is not None and standard[1] is not None:
        # "discovered that the merfolk were tougher than they had imagined" -> "... than the
        # orcs had imagined" (stop 96, pr218: ``anaphora.rebound_standard_pronoun``)
        shifted = {**shifted, standard[0].i: standard[1]}
    elif standard is not None:
        flags.append(f"dangling-anaphor:pronoun:{standard[0].lower_}")
    inner |= parenthetical_fillers(doc, start, end)  # "it's a, you know, risky thing"
    # "I-I should go", "..., yeah": disfluent repeats and response tags (eighty-second pass)
    inner |= {i for i in stutters(doc) | final_tags(doc) | yknow_fillers(doc) if start <= i < end}
    inner |= _unbound_reflexive_aside(doc, start, end)  # "a driver (such as themselves)"
    inner |= _question_aside(doc, start, end)  # "(is the SADD a life-form?)"
    inner |= _speaker_aside(doc, start, end)  # "(so I won't bad mouth them too much)"
    pieces: list[list[str]] = []
    frame = _impersonal_report_frame(doc, span, matrix)
    if frame is not None:
        # "In a single year, 1884, it is estimated that N cattle were moved" -> "In a single
        # year, 1884, N cattle were moved" (stop 98, vc211; _impersonal_report_frame)
        pieces += [[t.text, t.whitespace_] for t in frame]
    for t in span:
        if t.i in inner:
            if pieces and t.whitespace_:
                pieces[-1][1] = t.whitespace_  # the dropped run's space closes the gap
            continue
        word = shifted.get(t.i, t.text)
        if frame is not None and t.i == span.start and word == t.text and _lowercase_start(t):
            word = word[:1].lower() + word[1:]
        if word or t.i not in shifted:
            pieces.append([word, t.whitespace_])
    text = "".join(w + ws for w, ws in pieces)
    text = text.strip().strip(",;:").strip()  # also a comma left by a filler at the start
    text = capitalise(_final_punct(doc, text))
    rule = "complement:that:bare" if bare else "complement:that:clause"
    if conjunct_cut is not None:
        rule += CONJUNCT_CUT  # no contradiction label on it (``subjectless_conjunct_cut``)
    text = _mend_bracket(doc.text, text)
    if _bracket_lost(doc.text, text):
        flags.append("unbalanced-bracket")
    text = _mend_closing_quote(doc, start, end, text)
    return Rewritten(text, not flags, rule, tuple(flags))


# -- the negated premise ¬S ------------------------------------------------------------------------


def negate_matrix(doc: Doc, verb: Token) -> Rewritten:
    """¬S: the sentence with negation on the complement-taking ``verb`` (RP19 §4.1, written out:
    "did not", "does not", as their negated sentences are).

    Three cases the sentence-level :func:`pipeline.rewrite.negation.negate` would put on another
    clause are handled here, as RP19's negated sentences do:

    - a participial adjunct ("Finally, convinced that the sun would strike ...", "..., worried
      that there were too few") and a gerund heading its own non-finite clause ("found himself
      struggling to", "spent years working to") are negated in place: "not convinced",
      "not struggling" (rule ``negation:add:nonfinite``);
    - a verb-phrase conjunct sharing the subject ("thinks war is necessary and learned to fly")
      gets its own do-support: "and did not learn to fly" (rule ``negation:add:conjunct``).

    Otherwise ``negate`` with the adverbs of ``verb_complement_wide_scope_adverbs`` kept outside
    the negation ("She is purposefully not trying to avoid us").

    Material that no operator takes is cut first, by the embedder's one cut
    (:func:`pipeline.rewrite.embedding.without_leftover`, which ``embed`` and the presupposition
    negation take too): a closing bare-"that" purpose clause ("He knows that he tells the
    truth, that you may believe" -> "He does not know that he tells the truth."; Quirk et al.
    1985 §15.48: under the added negation it reads as the denied purpose, s1205s verb-005) and
    an attention interjection ("behold"). Stop 88, vc178.

    The cut is taken only where the added negation would reach the cut material
    (``_negated_leftover``), and a refusal on the cut sentence falls back to the sentence as
    written, as ``embed``'s refusals do.
    """
    cut = without_leftover(doc, verb)
    if cut is not None and _negated_leftover(doc, verb, cut[1]):
        alone, index = cut
        result = negate_matrix(alone, alone[index[verb.i]])
        if result.text != alone.text:
            return result
    # positive polarity items in the negated clause take their non-assertive forms ("did not
    # begin to do anything", not "... something"); those without one flag the pair
    # (negation.polarity_swaps; issue #12, eleventh pass)
    swaps, ppi_flags = polarity_swaps(verb)
    swaps = {i: _personal_any(doc[i], word) for i, word in swaps.items()}
    swaps.update(raised_additive_swaps(verb))
    ppi_flags = (
        *ppi_flags,
        *approximative_flags(verb),
        *truth_hedge_flags(verb),
        *raised_degree_ppi_flags(verb),
        *emphatic_ppi_flags(verb),
        # a preverbal duration "long" and a fronted process adjunct ("With difficulty she
        # did not manage to"): the added "not" cannot stand beside them (stop 97, vc209)
        *scope_adjunct_flags(verb),
    )
    if ppi_flags:
        # an item with no counterpart ("had somehow managed") leaves the premise flagged
        # whatever is swapped: no partial repair, the text stays RP19's ("not" added only)
        result = _negate_matrix(doc, verb, {})
        if result.rule.startswith("negation:add"):
            return Rewritten(result.text, False, result.rule, (*result.flags, *ppi_flags))
        return result
    return _without_stale_material(doc, verb, _negate_matrix(doc, verb, swaps))


def _negated_leftover(doc: Doc, verb: Token, kept: dict[int, int]) -> bool:
    """Does the negation of ``verb`` reach all of the material ``without_leftover`` cut (every
    index of ``doc`` not in ``kept``)? Each cut run must lie in the subtree of the trigger's
    finite clause, whose negation the added "not" is, and either open the sentence ("Behold,
    he knows that P") or close it ("knows that P, that you may believe"). A purpose clause of a
    higher clause ("sent out spies, who did not pretend to be righteous, that they might trap
    him": the spies are sent to trap him, s1205s verb-024, judged kept as written) is outside
    the negated relative clause and stays (Quirk et al. 1985 §10.64 on the scope of clause
    negation); an interjection inside the sentence ("and, behold, an army came") would leave
    a stray comma behind and stays too. Nor is anything cut when every clausal complement of
    the trigger is in the cut: the parser took the purpose clause for the trigger's own
    complement ("I promised you to one husband, that I might present you"), which the
    hypothesis states, so the premise must keep it (ab87: the cut left P and H unrelated)."""
    head = finite_clause_head(doc, verb)
    if head is None:
        return False
    complements = [c.i for c in verb.children if c.dep_ in ("ccomp", "xcomp")]
    if complements and not set(complements) & set(kept):
        return False
    inside = {t.i for t in head.subtree}
    words = [t.i for t in doc if not t.is_punct]
    if not words:
        return False
    cut = sorted(set(range(len(doc))) - set(kept))
    runs: list[list[int]] = []
    for i in cut:
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        if not set(run) <= inside or not (run[0] <= words[0] or run[-1] >= words[-1]):
            return False
    return True


def _personal_any(word: Token, swap: str) -> str:
    """``swap`` for the polarity item ``word``, with "anyone" for a fused-head "some" that
    controls an infinitive ("has led some to expand" -> "has not led anyone to expand", not
    "*led any to expand"). Fused-head "some" with no "of" phrase and no noun to recover is the
    special use with personal reference ('some people'; CGEL ch. 5 §9.3; Quirk et al. 1985
    §6.62), and its non-assertive counterpart for persons is the compound "anyone": fused-head
    "any" alone does not refer to persons (Quirk et al. §6.60-6.62). Stop 71, vc118 (s1203c
    verb-072)."""
    if word.lower_ != "some" or swap.lower() != "any":
        return swap
    if word.dep_ not in ("dobj", "nsubj") or any(c.dep_ == "prep" for c in word.children):
        return swap
    nxt = word.doc[word.i + 1] if word.i + 1 < len(word.doc) else None
    if nxt is None or nxt.lower_ != "to" or nxt.head.dep_ != "xcomp":
        return swap
    return "Anyone" if swap[:1].isupper() else "anyone"


#: Evaluative disjuncts ("Oddly, ...", "Fortunately, ..."): the one word list of them.
_EVALUATIVE_DISJUNCTS = word_set("implicature_evaluative_disjuncts")
#: Epistemic and scalar adverbs that open an appended elaboration ("..., perhaps every time",
#: "..., possibly twice", "..., even daily"; Quirk et al. 1985 §17.65-17.67 on appended
#: afterthoughts, §8.116 on "even").
_ELABORATION_OPENERS = frozenset({"perhaps", "possibly", "maybe", "probably", "even"})


def _stale_after_negation(verb: Token) -> list[tuple[str, int, int]]:
    """Material of S that an added negation on ``verb`` leaves without the claim it was said
    about, as ``(kind, first token, last token)`` ranges to cut from ¬S (stop 70, vc114):

    - ``evaluative``: a sentence-initial evaluative disjunct over the trigger's clause ("Oddly,
      this seems to refer to X"). An evaluative judges the truth of its clause and presupposes
      it (Bonami & Godard 2008, "Lexical semantics and pragmatics of evaluative adverbs"; Quirk
      et al. 1985 §8.127): kept in ¬S it has the writer find odd a denial nobody made.
    - ``concessive``: a final "though/although" clause inside the trigger's complement ("does
      not imply that P, though one might Q"). A concessive says the matrix situation is
      contrary to what Q leads one to expect (Quirk et al. 1985 §15.39; König 1988): under
      the added negation the expectation and the denial agree, and "though" contrasts nothing.
      One hung on the trigger itself is the negation's own ``concessive`` clash (flagged).
    - ``elaboration``: a final verbless afterthought opened by "perhaps/possibly/even" ("will
      cause you to check often, perhaps every time"). It names a stronger point on the scale
      of the asserted event (Horn 1989 ch. 4 on scalar "even"; Quirk et al. 1985 §17.65 on
      appended elaborations): with that event denied it has nothing to strengthen.

    Each range starts at the comma before it (or ends at the comma after an initial disjunct)
    and the final constituent must run to the sentence's last word, so the cut leaves a whole
    sentence."""
    doc = verb.doc
    sent = verb.sent
    last = sent.end - 1
    while last > verb.i and doc[last].is_punct and doc[last].text not in ")]\"'":
        last -= 1
    out: list[tuple[str, int, int]] = []
    first = doc[sent.start]
    ancestors = {verb.i, *(a.i for a in verb.ancestors)}
    if (
        first.lower_ in _EVALUATIVE_DISJUNCTS
        and first.dep_ == "advmod"
        and first.head.i in ancestors
        and first.i + 1 < sent.end
        and doc[first.i + 1].text == ","
    ):
        out.append(("evaluative", first.i, first.i + 1))
    for tok in verb.subtree:
        if tok.i <= verb.i or tok.right_edge.i != last or not after_comma(tok):
            continue
        comma = tok.left_edge.i - 1
        if tok.head.i != verb.i and concessive_clause(tok):
            out.append(("concessive", comma, last))
        elif (
            tok.left_edge.lower_ in _ELABORATION_OPENERS
            and tok.pos_ not in ("VERB", "AUX")
            and tok.dep_ in ("npadvmod", "advmod", "prep", "dobj")
        ):
            out.append(("elaboration", comma, last))
    return out


def _without_stale_material(doc: Doc, verb: Token, result: Rewritten) -> Rewritten:
    """``result`` (an added negation) with the material of :func:`_stale_after_negation` cut
    and a final "!" made a full stop. The "!" is the writer's emotive stress on what S asserts
    (Quirk et al. 1985 §11.31; ``exclamation_as_statement``); a denial built from S does not
    carry it. A range whose words the rewritten text no longer has verbatim is not cut: the
    premise is flagged ``negated-premise-stale:<kind>`` instead."""
    if not result.rule.startswith("negation:add"):
        return result
    text = result.text
    flags = list(result.flags)
    ok = result.ok
    for kind, start, end in sorted(_stale_after_negation(verb), key=lambda r: -r[1]):
        words = doc[start : end + 1]
        piece = doc.text[words.start_char : words.end_char]
        at = text.rfind(piece) if kind != "evaluative" else (0 if text.startswith(piece) else -1)
        if at < 0:
            flags.append(f"negated-premise-stale:{kind}")
            ok = False
            continue
        if kind == "evaluative":
            text = capitalise(text[len(piece) :].lstrip())
        else:
            text = text[:at].rstrip() + text[at + len(piece) :]
    if doc[verb.sent.end - 1].text == "!" and verb.sent.end == len(doc):
        text = exclamation_as_statement(text)
    if text == result.text and ok == result.ok:
        return result
    return Rewritten(text, ok, result.rule, tuple(flags), result.clash)


#: Approximative adverbs ("almost", "nearly", "just about"): they assert that the event came
#: close and presuppose (or implicate) that it did not happen (Sadock 1981; Horn 2002, "Assertoric
#: inertia and NPI licensing"), and resist a clausemate negation put over them as positive
#: polarity items do (Baker 1970; Szabolcsi 2004): "had not just about convinced myself", "did
#: not nearly forget to" read only as a metalinguistic denial (Horn 1989 ch. 6), no plain ¬S.
APPROXIMATIVE_ADVERBS = frozenset({"almost", "nearly", "practically", "virtually"})
#: Negative degree adverbs (Quirk et al. 1985 §10.61: "hardly, scarcely, barely" take
#: non-assertive forms and a positive tag), which on a to-trigger grade the matrix event and
#: leave the in-place hypothesis (stop 98, vc211); the frequency negators "rarely, seldom"
#: quantify over occasions of the whole event and stay
NEGATIVE_DEGREE_ADVERBS = frozenset({"hardly", "scarcely", "barely"})


def approximative_flags(verb: Token) -> tuple[str, ...]:
    """``ppi-under-negation:<adverb>`` for an approximative adverb before the trigger in its
    verb group ("had just about convinced", "almost managed"), which ¬S puts under the added
    negation (thirtieth pass)."""
    doc = verb.doc
    for child in verb.children:
        if child.dep_ != "advmod" or child.i > verb.i:
            continue
        word = child.lower_
        if word == "about" and child.i > 0 and doc[child.i - 1].lower_ == "just":
            return ("ppi-under-negation:just about",)
        if word in APPROXIMATIVE_ADVERBS:
            return (f"ppi-under-negation:{word}",)
    return ()


#: Disjuncts that hedge the truth or the wording of what is said ("basically says that p",
#: "says, roughly, that p"): content disjuncts of the degree of truth ("basically",
#: "essentially", "fundamentally") and style disjuncts of approximation ("roughly", "broadly";
#: Quirk et al. 1985 §8.121-8.127). A disjunct comments on the assertion from outside it and
#: is not negated (Quirk et al. §8.124; §10.64 on the scope of negation): "*does not basically
#: say that p", "*does not say, roughly, that p" read as no denial at all.
TRUTH_HEDGES = frozenset({"basically", "essentially", "fundamentally", "roughly", "broadly"})


def truth_hedge_flags(verb: Token) -> tuple[str, ...]:
    """``ppi-under-negation:<adverb>`` for a truth or style disjunct (``TRUTH_HEDGES``) on the
    trigger, before it or set off by commas right after it, which ¬S would put under the added
    negation. A disjunct kept above the negation ("basically does not say") is as odd, so the
    ¬S premise is flagged, not mended (stop 72, vc125; s1204d verb-007, verb-072)."""
    doc = verb.doc
    for child in verb.children:
        if child.dep_ != "advmod" or child.lower_ not in TRUTH_HEDGES:
            continue
        if child.i < verb.i:
            # in the verb group ("basically says", "will essentially say"), not a fronted
            # "Basically, the manual says ...", which stays outside the negation
            if all(t.pos_ in ("ADV", "AUX", "PART") for t in doc[child.i + 1 : verb.i]):
                return (f"ppi-under-negation:{child.lower_}",)
            continue
        before = doc[child.i - 1].text
        after = doc[child.i + 1].text if child.i + 1 < len(doc) else ""
        if before == "," and after == ",":
            return (f"ppi-under-negation:{child.lower_}",)
    return ()


def emphatic_ppi_flags(verb: Token) -> tuple[str, ...]:
    """``ppi-under-negation:full well`` for the emphatic "full well" on the trigger ("knowing
    full well that P", "knew full well that P"): it only strengthens a positive assertion of
    knowing and is no part of a denial ("*did not know full well", "not knowing full well":
    Israel 2011, The Grammar of Polarity, ch. 4 on emphatic positive polarity items; Quirk et
    al. 1985 §8.105 on emphasizers), so the ¬S that keeps it is no plain denial (forty-fourth
    pass, s1130g)."""
    for child in verb.children:
        if child.dep_ != "advmod" or child.lower_ != "well":
            continue
        doc = verb.doc
        if child.i > 0 and doc[child.i - 1].lower_ == "full":
            return ("ppi-under-negation:full well",)
    return ()


#: Degree words that are positive polarity items ("somewhat", "pretty", "fairly", "rather",
#: "a little": Israel 1996; Baker 1970 on "would rather"). "not a little ADJ" is a litotes (=
#: "very"; Horn 1989 §6.3), not the denial of the degree. "not a bit ADJ" is the minimizer (=
#: "not at all ADJ"), which is the denial, so "a bit" is not flagged (stop 95, fl88).
DEGREE_PPIS = frozenset({"somewhat", "pretty", "fairly", "rather", "somehow"})
#: Dependencies that close off a clause inside the complement: the raised negation does not
#: reach into a relative or adverbial clause of it (the shared set of the negation rewriter).
_NOT_REACHED = RAISED_NOT_REACHED


#: Words after focus "even" that make it no scalar focus particle: the concessive subordinators
#: ("even if/though/when/as/so") and a comparative degree ("even more", "even better").
_EVEN_NOT_FOCUS = frozenset({"if", "though", "when", "as", "so", "more", "less", "then", "now"})


def raised_additive_swaps(verb: Token) -> dict[int, str]:
    """Mends of two polarity-sensitive particles in the finite complement of a neg-raising
    trigger, which the negation added on the trigger takes in its scope ("not think p" = "think
    not p"; Horn 1978; Horn 1989 ch. 5):

    - a clause-final additive "too" becomes "either" ("It seems the family likes them too" ->
      "It does not seem the family likes them either"): "too" is the positive-clause additive,
      "either" its negative-clause form (Klima 1964; Quirk et al. 1985 §8.116), as the
      sentence negation itself swaps it (``clause_scope.mended_additive``);
    - a scalar focus "even" is dropped ("I think I even like it better" -> "I do not think I like
      it better"): under the raised negation its scale is reversed ("not even V" says V is the
      least to be expected, "even V" the most; Karttunen & Peters 1979; Rooth 1985), so kept it
      says what the sentence does not; dropping the focus particle leaves the plain denial.
      Not the concessive "even if/though" nor "even more" (no focus particle).

    An empty replacement is a deletion (:func:`pipeline.rewrite.negation.apply_swaps`). Review
    s1206a verb-062, verb-045 (stop 90, ng06)."""
    doc = verb.doc
    swaps: dict[int, str] = {}
    for tok in raised_scope(verb):
        if tok.dep_ != "advmod":
            continue
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        on_verb = tok.head.pos_ in ("VERB", "AUX")
        if tok.lower_ == "too" and (nxt is None or nxt.is_punct) and on_verb:
            swaps[tok.i] = "either"
        elif (
            tok.lower_ == "even"
            and on_verb
            and tok.i < tok.head.i
            and nxt is not None
            and nxt.lower_ not in _EVEN_NOT_FOCUS
            and nxt.tag_ not in ("JJR", "RBR")
        ):
            swaps[tok.i] = ""
    return swaps


def raised_degree_ppi_flags(verb: Token) -> tuple[str, ...]:
    """``ppi-under-negation:<word>`` for a degree PPI in the finite complement of a neg-raising
    trigger ("I think I was a little taken aback" -> "I do not think I was a little taken
    aback"). A neg-raising verb's negation is read inside its complement ("not think p" = "think
    not p"; Horn 1978; Horn 1989 ch. 5), where it licenses strict NPIs ("I don't think he'll
    come until Friday") as a clausemate negation does, so a degree PPI there is anti-licensed
    (Szabolcsi 2004) or turns into a litotes; the weaker "some"/"already" are fine under an
    extra-clausal negation (Szabolcsi 2004) and are not flagged (thirtieth pass)."""
    if verb.lemma_.lower() not in NEG_RAISING:
        return ()
    clauses = [c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i]
    flags: list[str] = []
    for clause in clauses:
        todo = list(clause.children)
        while todo:
            tok = todo.pop()
            if tok.dep_ in _NOT_REACHED:
                continue
            todo.extend(tok.children)
            word = tok.lower_
            nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
            prev = tok.doc[tok.i - 1] if tok.i > 0 else None
            if word in DEGREE_PPIS and tok.pos_ == "ADV" and tok.dep_ == "advmod":
                if nxt is not None and nxt.lower_ == "than":
                    continue  # "rather than"
                if nxt is None or nxt.pos_ not in ("ADJ", "ADV", "VERB") and word != "rather":
                    continue
                flags.append(f"ppi-under-negation:{word}")
            elif word == "little" and prev is not None and prev.lower_ == "a":
                # degree "a little surprised/colder", not the quantity "a little money" nor
                # the size adjective of "a little red car". Not "a bit" (stop 95, fl88): under
                # a negation it is the minimizer, "not a bit ADJ" = "not at all ADJ" (Bolinger
                # 1972, Degree Words, on minimizers; Horn 1989 §6.3; Israel 1996), which is the
                # contradictory of "a bit ADJ" (some small degree of it), so "I don't think it
                # was a bit salty" is a plain denial; "not a little ADJ" is a litotes (=
                # "quite ADJ"), the reverse of the denial, and stays flagged
                degree = tok.dep_ == "npadvmod" or (
                    nxt is not None
                    and nxt.tag_ in ("JJ", "JJR", "RB", "RBR", "VBN")
                    and nxt.head.pos_ not in ("NOUN", "PROPN")
                )
                if degree:
                    flags.append(f"ppi-under-negation:a {word}")
    return tuple(dict.fromkeys(flags))


def _get_passive_auxiliary(verb: Token) -> Token | None:
    """The finite "get" of a get-passive on the trigger ("They got told that ..."), when it is
    the first auxiliary of the verb group, or None."""
    first = agreeing_word(verb)
    if first is verb or verb.tag_ != "VBN":
        return None
    if first.dep_ != "auxpass" or first.lemma_.lower() != "get" or first.tag_ not in DO_FORMS:
        return None
    return first


def _negate_matrix(doc: Doc, verb: Token, swaps: dict[int, str]) -> Rewritten:
    if _in_place(verb):
        if verb.dep_ == "advcl" and imperative_host(verb) is not None:
            # "Let not many of you be teachers, knowing that ..." -> "*..., not knowing that":
            # a participial adjunct of a directive is part of what the addressee is told to
            # do (Portner 2004, 2007; negation.imperative_host, stop 76 ng09), so a "not" put
            # on it denies nothing of a proposition (NOPE §3 negates the main clause, which a
            # directive does not have): no negated premise (stop 90, ng05; s1205w verb-054).
            # Only the set-off adjunct, which reads as a description of the addressee: a
            # gerund complement ("Hold staff accountable for not ensuring that ...") is a
            # directive whose content the negation changes, as RP19 wrote such premises
            return Rewritten(doc.text, False, "negation:none", ("imperative-host",))
        result = _not_before(doc, verb, swaps)
        if negative_governor(verb) is not None:
            # "don't recommend not trying", "unsuccessful in not getting": a double negative
            # (clause_scope.negative_governor; stop 56, ng28)
            return Rewritten(
                doc.text,
                False,
                "negation:none",
                (*result.flags, "double-negation:negative-governor"),
            )
        return result
    get = _get_passive_auxiliary(verb)
    if get is not None:
        # "They got told that the trip was off" -> "They did not get told ...", not "*They got
        # not told": the "get" of the get-passive is a main verb, not an operator, and takes
        # do-support under negation (Quirk et al. 1985 §3.66-3.68; CGEL ch. 16 §10.1.3)
        edit = SurfaceEdit(doc)
        apply_swaps(edit, doc, swaps)
        edit.replace(get, f"{DO_FORMS[get.tag_]} not get", lemma="get", tag="VB")
        if get.text[:1].isupper():
            edit.texts[get.i] = capitalise(edit.texts[get.i])
        return Rewritten(edit.render(), True, "negation:add:do-support")
    if _passive_participle_conjunct(verb):
        # "You were questioned and made to stay" -> "... and not made to stay", not "*did not
        # make to stay" (s1202l verb-059) nor "were not questioned and made to stay"
        result = _not_before(doc, verb, swaps)
        return Rewritten(result.text, True, "negation:add:conjunct", result.flags)
    if _vp_conjunct(verb):
        if base_conjunct_under_operator(verb) is not None:  # "have to wait and hope" (stop 59)
            return Rewritten(doc.text, False, "negation:none", ("one-conjunct-negated",))
        return _negate_conjunct(doc, verb, swaps)
    passive_adjective = _adjective_with_passive_be(verb)
    if passive_adjective is not None:
        # "the legislature was concerned that" parsed with the adjective as head and "was" as
        # its auxpass: "was not concerned" (negate() finds no finite verb head there)
        edit = SurfaceEdit(doc)
        apply_swaps(edit, doc, swaps)
        edit.insert_after(passive_adjective, " not")
        return Rewritten(edit.render(), True, "negation:add:passive-adjective")
    result = negate(doc, target=verb, contract=False, wide_scope=WIDE_SCOPE_ADVERBS, swaps=swaps)
    if result.rule == "negation:add:modal" and modal_outscopes_negation(verb) is not None:
        # "we cannot try to find": the negation denies the modal (clause_scope; stop 59)
        return Rewritten(result.text, False, result.rule, (*result.flags, "negation-on-modal"))
    if result.rule.endswith(":nonfinite") and _temporal_gerund(verb):
        # negate() negates gerund adjuncts in place: "looked away before not realizing"
        flags = (*result.flags, "negated-temporal-gerund")
        return Rewritten(result.text, False, result.rule, flags)
    return result


def _adjective_with_passive_be(verb: Token) -> Token | None:
    """The finite "be" of an adjectival head ("was concerned"), when the parse made the
    adjective the head with "be" as its auxiliary and nothing negates it yet."""
    if verb.pos_ != "ADJ" or any(c.dep_ == "neg" for c in verb.children):
        return None
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    if len(auxes) != 1 or auxes[0].lemma_ != "be" or auxes[0].tag_ not in TENSED_TAGS:
        return None
    if not any(c.dep_ in SUBJECT_DEPS and c.i < auxes[0].i for c in verb.children):
        return None  # "Was he concerned that ...?": a question, left to negate()
    return auxes[0]


#: First words of complex temporal prepositions ending in "to" (Quirk et al. 1985 §9.10-9.11:
#: "prior to", "previous to", "subsequent to"): like "before/after" (NO_IN_PLACE_PREPOSITIONS)
#: their gerund clause is no natural place for a negation ("prior to him not trying to get on
#: the air"; issue #12, dev slice dev-vc2-2).
COMPLEX_TEMPORAL_PREPOSITIONS = frozenset({"prior", "previous", "subsequent"})
#: Tags of a one-word subject of a gerund ("prior to him trying", "prior to his leaving").
_GERUND_SUBJECT_TAGS = frozenset({"PRP", "PRP$", "NNP"})


def _temporal_gerund(verb: Token) -> bool:
    if verb.dep_ == "pcomp" and verb.head.lower_ in NO_IN_PLACE_PREPOSITIONS:
        return True
    if verb.tag_ != "VBG":
        return False
    # "prior to (him) trying": the parser may hang the gerund on the matrix verb (advcl), so
    # the words before it are read off the surface
    doc = verb.doc
    for to in (verb.i - 1, verb.i - 2):
        if to < 1 or doc[to].lower_ != "to":
            continue
        subject = doc[to + 1 : verb.i]
        if doc[to - 1].lower_ in COMPLEX_TEMPORAL_PREPOSITIONS and all(
            t.tag_ in _GERUND_SUBJECT_TAGS for t in subject
        ):
            return True
    return False


def _in_place(verb: Token) -> bool:
    if any(c.dep_ in AUX_DEPS or c.dep_ == "neg" for c in verb.children):
        return False
    doc = verb.doc
    before = doc[verb.i - 1] if verb.i > 0 else None
    if verb.tag_ == "VBG" and verb.dep_ == "conj":
        # "was tarnishing the image and threatening to erode": the shared auxiliary stays with
        # the first conjunct, the trigger's conjunct is negated in place ("and not threatening")
        return any(c.dep_ in AUX_DEPS for c in verb.head.children)
    if verb.tag_ == "VBG":
        # an aspectual verb's gerund complement is negated with it ("did not keep trying to"),
        # not in place ("kept not trying to")
        head_aspectual = verb.dep_ == "xcomp" and verb_lemma(verb.head) in ASPECTUAL_VERBS
        # "It's worth noting that": evaluative "worth", negated on "be" ("is not worth noting")
        worth = verb.head.lower_ == "worth"
        # "looked away before realizing": a negated temporal or "without" clause ("before not
        # realizing", "without not knowing") is no natural negative environment
        return verb.dep_ in GERUND_CLAUSE_DEPS and not (
            head_aspectual or worth or _temporal_gerund(verb)
        )
    # "Finally, convinced that ...", "..., worried that ...": a participle set off by a comma
    set_off = before is None or before.text == "," or verb.i == verb.sent.start
    has_subject = any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    return (
        verb.dep_ == "advcl" and verb.tag_ in ("VBD", "VBN", "JJ") and set_off and not has_subject
    )


def _not_before(doc: Doc, verb: Token, swaps: dict[int, str]) -> Rewritten:
    edit = SurfaceEdit(doc)
    apply_swaps(edit, doc, swaps)
    if verb.i == 0 and verb.text[:1].isupper():
        # "Hoping to see her, ..." -> "Not hoping to see her, ...", not "not Hoping"
        edit.texts[0] = "Not " + verb.text[:1].lower() + verb.text[1:]
    else:
        edit.insert_before(verb, "not ")
    return Rewritten(edit.render(), True, "negation:add:nonfinite")


def _vp_conjunct(verb: Token) -> bool:
    """A finite verb-phrase conjunct with the first conjunct's subject ("thinks ... and learned
    to fly"): no subject or auxiliary of its own, a tensed head without auxiliaries."""
    head = verb.head
    if verb.dep_ != "conj" or head.tag_ not in TENSED_TAGS:
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS or c.dep_ == "neg" for c in verb.children):
        return False
    if any(c.dep_ in AUX_DEPS for c in head.children):
        return False
    return verb.tag_ in TENSED_TAGS | {"VB", "VBN"} and head.lemma_ != "be"


#: Dependents that give a verb conjunct an active clause or an operator of its own.
_OWN_PARTICIPLE_DEPS = frozenset({"aux", "auxpass", "nsubj", "nsubjpass", "neg"})
_OWN_PARTICIPLE_DEPS |= {"dobj", "dative", "iobj", "expl"}


def _passive_participle_conjunct(verb: Token) -> bool:
    """Is ``verb`` a participle coordinated after a passive participle that shares its
    auxiliaries ("were deemed unfit and made to stay", "has been warned and told to wait",
    "was questioned and allowed to leave")?

    Auxiliaries are shared across coordinated predicates (Quirk et al. 1985 §13.56-13.58 on
    ellipsis of the operator in coordinated predicates), so the second conjunct is a passive
    participle of "were". Its negation is "and not made to stay" (Quirk §10.58 on local
    negation of a non-finite predicate; the shared operator cannot be negated for one conjunct
    only): do-support ("*did not make to stay") turns it into an active past with the wrong
    voice, and negating the shared "were" denies the first conjunct instead (hundred-second
    pass, vc96; blind review s1202l). The tagger may read the participle as a past tense (the
    forms are one); the missing object and subject tell the participle."""
    head = verb.head
    if verb.dep_ != "conj" or head.i >= verb.i or verb.tag_ not in ("VBN", "VBD"):
        return False
    if any(c.dep_ in _OWN_PARTICIPLE_DEPS for c in verb.children):
        return False
    if head.tag_ != "VBN" or not any(c.dep_ == "auxpass" for c in head.children):
        return False
    # the coordinator right before the trigger, as in "and made", "or told" (no verb between)
    between = verb.doc[head.i + 1 : verb.i]
    return any(t.dep_ == "cc" and t.head == head for t in between)


def _negate_conjunct(doc: Doc, verb: Token, swaps: dict[int, str]) -> Rewritten:
    tag = _tense_tag(verb)
    if tag not in TENSED_TAGS:
        tag = verb.head.tag_  # "All feature ... and strive to": the first conjunct's tense
    edit = SurfaceEdit(doc)
    apply_swaps(edit, doc, swaps)
    # "and always sought to harm them" -> "and did not always seek to", not "*and always did
    # not seek": the do-support goes before the conjunct's narrow preverbal adverbs, as on a
    # main clause (negation.preverbal_site). A frequency adverb is a quantifier over occasions,
    # and the contradictory of "always V" is "not always V" (Horn 1989 ch. 4 on negated
    # universals; Quirk et al. 1985 §10.64); "always not V" / "never V" is the contrary, a
    # stronger claim that is no sentential negation of the clause (stop 90, ng05; s1205w
    # verb-062). Wide-scope adverbs ("also", "then", "probably") stay before the negation
    site = preverbal_site(verb, WIDE_SCOPE_ADVERBS)
    edit.insert_before(site, f"{DO_FORMS[tag]} not ")
    edit.replace(verb, inflect(verb_lemma(verb), "VB") if verb.lemma_ != "be" else "be")
    return Rewritten(edit.render(), True, "negation:add:conjunct")


# -- tokenized sources -----------------------------------------------------------------------------


# -- the complement hypothesis re-parsed (stop 80, vc152) ------------------------------------------

#: Auxiliaries that stand for a predicate left out (post-auxiliary ellipsis, CGEL ch. 17 §7):
#: "You have." / "It is." / "We can." without their complement restate no proposition.
_ELLIPSIS_AUXILIARIES = frozenset({"have", "has", "had", "be", "is", "are", "was", "were", "been",
                                   "do", "does", "did"})  # fmt: skip


def _ends_in_bare_auxiliary(doc: Doc) -> bool:
    """ "You have.", "They did.": the last word is an auxiliary (or a modal) heading the clause
    with nothing after it but its subject. That is post-auxiliary ellipsis (CGEL ch. 17 §7;
    Quirk et al. 1985 §12.21), whose missing predicate is recovered only from the source's
    context: standing alone the hypothesis states no proposition the premise can be tested on
    (blind review s1204y, "elliptical hypothesis 'You have.'")."""
    words = [t for t in doc if not t.is_punct]
    if not words:
        return False
    last = words[-1]
    if last.tag_ != "MD" and last.lower_ not in _ELLIPSIS_AUXILIARIES:
        return False
    if last.dep_ != "ROOT":
        return False
    return all(
        c.dep_ in NOMINAL_SUBJECT_DEPS or c.is_punct or c.dep_ == "neg" for c in last.children
    )


def _two_subjects(doc: Doc) -> bool:
    """ "Saving a file in the format the file will be marked clean": one verb with a clausal
    subject and a nominal subject at once. A clause has one subject (CGEL ch. 4 §3; Quirk et al.
    1985 §10.9), so the parse of two is a cut that joined a gerund subject of the trigger's
    clause to the complement's own subject, with words dropped between them (blind review
    s1204y, "dangling gerund, drops XCF")."""
    for tok in doc:
        deps = {c.dep_ for c in tok.children}
        if deps & NOMINAL_SUBJECT_DEPS and deps & CLAUSAL_SUBJECT_DEPS:
            return True
    return False


def hypothesis_defect(text: str, model: str) -> str | None:
    """Why the complement hypothesis ``text``, re-parsed alone, is no sentence that states a
    proposition; ``None`` when it is one.

    The complement is cut from the source's parse, and a cut can go wrong in ways that only
    the hypothesis as a sentence of its own shows: a bare final auxiliary (post-auxiliary
    ellipsis, ``_ends_in_bare_auxiliary``), or a clausal and a nominal subject on one verb
    (``_two_subjects``). A test for a missing finite verb was tried and left out: on the
    veridicality gold it fired only on the tagger's misreadings of good sentences ("Polish
    October relaxed Communist controls", "relaxed" read as an adjective), and the fragments
    it caught on the review slices were flagged already (stop 80, vc152). Such a hypothesis cannot carry the label of the pair (RP19 §3: the
    hypothesis is the complement proposition), so no pair is written."""
    doc = reparse([text], model)[0]
    if _ends_in_bare_auxiliary(doc):
        return "bare-auxiliary"
    if _two_subjects(doc):
        return "two-subjects"
    return None
