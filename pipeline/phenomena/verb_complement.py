"""Verb-complement constructions "verb {to|that} {VP|S}" with veridicality signatures.

Ross & Pavlick (2019), "How well do NLI models capture verb veridicality?" (RP19) §4.1: every MNLI
sentence containing a verb-complement construction, the complement read off MNLI's own parse
tree, a signature per verb+complement type from a lexicon (unknown verbs get o/o), pairs
⟨S, C⟩ and ⟨¬S, C⟩. Here:

- subtype ``to``: a verb with an infinitival complement (spaCy ``xcomp``/``ccomp`` carrying
  ``aux`` "to"), including object control ("persuaded him to leave"), ECM ("want him to go") and
  raising ("seems to be"); ``features.control`` says who the understood subject is;
- subtype ``that``: a verb with a finite complement clause marked by "that", and the bare,
  that-less finite complements ("I think he is right") when the parse is clear
  (``features.bare = True``, ``features.complementizer = None``);
- RP19's filters (explicit negation, "if", passive main verb) are recorded as features and applied
  only when ``ctx.options["apply_filters"]`` is true, so a linguist can study what they remove;
- with ``--parser provided`` and a PTB tree on the sentence (MNLI's ``sentence1_parse``), the tree
  locates the constructions, as RP19 did; the spaCy parse otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from lemminflect import getAllLemmas
from spacy.tokens import Doc, Span, Token

from ..fitness import detokenize
from ..lexicon.closed_class import INCEPTIVE_VERBS, INDEFINITE_DETERMINERS, PERMISSION_VERBS
from ..lexicon.implicatives import implicatives, signature_lexicon
from ..lexicon.inflection import defective_form_used, inflect
from ..lexicon.polarity import NPI_IDIOMS, ONESELF_FORMS
from ..lexicon.tables import word_set
from ..lexicon.verb_frames import (
    infinitive_after_object,
    known_verb,
    takes_clause,
    takes_finite_clause,
    takes_infinitive,
    takes_object,
    takes_two_objects,
    thing_subject_without_object,
)
from ..lexicon.wordnet import (
    AGENT_LEXNAMES,
    first_sense_lexname,
    first_sense_under,
    lexnames,
    norm_noun,
    signifier_noun,
)
from ..prefilter import inflections
from ..records import Candidate, Pair, Sentence
from ..registry import phenomena
from ..rewrite._result import Rewritten, capitalise, lower_first
from ..rewrite.clause_scope import (
    FREE_RELATIVE_WORDS,
    discourse_formula,
    filled_slot_degree_result_clause,
    negative_quantifier_subject,
)
from ..rewrite.complement import (
    COMPOUND_PRONOUNS,
    CONCESSIVE_SUBORDINATORS,
    CONJUNCT_CUT,
    PARTICIPLE_DEGREE_ADVERBS,
    REFLEXIVE_ANTECEDENTS,
    asyndetic_comma_splice,
    clean_corpus_noise,
    concrete_count_noun,
    conjunct_comma_splice,
    counterfactual_or_grounds,
    dangling_subordinator,
    demonstrable_can,
    earlier_infinitive,
    ends_with_question,
    ensure_see_commitment,
    hidden_mandative,
    hypothesis_defect,
    in_inverted_conditional,
    intention_mean,
    interrupting_conjunct,
    mandative_future,
    mandative_modal,
    mandative_subjunctive,
    negate_matrix,
    non_assertive_frame,
    present_wish_time,
    reflexive_bound,
    sentential_relative,
    strip_citations,
    strip_trailing_summative,
    that_complement,
    to_complement,
    wish_backshift_undone,
)
from ..rewrite.complement_adjunct_clauses import conditional_preposition, detached_conditional_end
from ..rewrite.complement_coordination import wh_clause_conjunct_cut
from ..rewrite.complement_nested_frame import negation_in_reduced_relative
from ..rewrite.conjuncts import _noncount_noun
from ..rewrite.discourse import initial_and_cut, speaker_free
from ..rewrite.negation import (
    governing_negation,
    noun_read_as_adverb,
    object_clause_complementizer,
    scalar_even_drops,
)
from ..syntax import (
    APPROXIMATE_NEGATORS,
    AUX_DEPS,
    AUX_LEMMAS,
    CONATIVE_VERBS,
    DASH_TOKENS,
    DEONTIC_MODALS,
    DOUBLE_QUOTES,
    FINITE_TAGS,
    FUTURE_AUXILIARIES,
    HYPOTHETICAL_MODALS,
    MODAL_FORMS,
    POSSIBILITY_MODAL_FORMS,
    POSSIBILITY_MODALS,
    SPEAKER_PRONOUNS,
    SUBJECT_DEPS,
    TENSED_TAGS,
    THIRD_PERSON_PRONOUNS,
    UNIVERSAL_PRONOUNS,
    VERB_TAGS,
    VERBAL_POS,
    WH_TAGS,
    WISH_VERBS,
    adverbial_negation,
    agreeing_word,
    downward_entailing_subject,
    finite_clause_head,
    finite_purpose_clause,
    floated_universal,
    generic_when_restricts,
    given_to_understand,
    is_finite_head,
    is_imperative,
    participial_adjective,
    speaker_hearsay_understand,
    subjects,
    subordinator,
    supplementary_relative,
    token_in_chars,
    verb_lemma,
)
from . import _confidence as C
from ._base import WITH_NER, Lexical, Phenomenon, RunContext, make_pair
from .verb_complement_acts import (
    desire_to_know,
    directive_mind,
    discourse_you_see,
    evaluative_sequel,
    hearer_advice,
    hearsay_passive,
    marked_suppositional_root,
    performative_suggestion,
    under_inferential_mean,
)
from .verb_complement_adjunct_frames import (
    negation_on_host_of_adjunct,
    raised_wh_subject,
)
from .verb_complement_adjuncts import (
    action_nominal_purpose,
    antecedent_predicate_read_as_complement,
    clause_substitute_not,
    comma_purpose_infinitive,
    discourse_saying_that,
    disparaged_belief,
    equative_mean_to,
    exceptive_over_negated_matrix,
    extraposed_be_that,
    free_relative_subject,
    hanging_free_relative,
    needed_thing_purpose,
    npi_inceptive,
    own_degree_result_clause,
    participle_conditional,
    purpose_of_requirement,
    recommendation_idiom,
    relative_controller_antecedent,
    relative_verb_read_as_complement,
    relative_verb_without_subject,
    revealed_purpose_infinitive,
    unanchored_pronoun_controller,
)
from .verb_complement_adverbs import focused_adverb, willed_non_event
from .verb_complement_boundaries import (
    fronted_adjunct_swallowed_subject,
    parenthetical_formula_infinitive,
    reduced_adverbial_read_as_complement,
    restated_continuation,
    scare_quoted_trigger,
    unrealized_ensure_see,
)
from .verb_complement_commitment import (
    beg_formula,
    distinction_boast,
    episodic_tended,
    formula_performative,
    negated_performative_formula,
)
from .verb_complement_context import (
    OCCASIONAL_ADVERBS,
    additive_coordinator_after_trigger,
    additive_under_negation,
    advice_idiom,
    cannot_seem,
    conditional_or,
    confirmed_complement,
    continuation_settles,
    continuation_time_frame,
    contrasted_belief,
    coordinated_verbs,
    correlative_not_only,
    culminative_over_negation,
    definitional_say,
    detached_topic,
    disjunct_trigger,
    emotive_hedge,
    exceptional_for_once,
    exceptive_under_negation,
    explicit_performative,
    factive_beside,
    failure_adjunct,
    fronted_complement_adjunct,
    generic_indefinite_evidence,
    generic_main,
    generic_restrictor,
    generic_when_restrictor,
    hedged_performative,
    imperfective_frame,
    inception_time_frame,
    inceptive_dating_onset,
    moore_paradox,
    negated_even,
    negated_explicit_performative,
    negated_infinitive,
    negative_complement,
    occasional_over_negation,
    original_context_flags,
    postposed_reason_as,
    purpose_performative,
    refuted_continuation,
    replacive_instead,
    reporter_conjunct,
    scalar_even_after_trigger,
    superlative_has_to_be,
    superseded_state,
    unrealised_frame,
    until_under_negation,
    wh_infinitive_trigger,
)
from .verb_complement_dialogue import (
    SENTENCE_ENDS,
    corrected_belief,
    demonstrative_that_object,
    proposal_formula,
)
from .verb_complement_directives import (
    directive_say_to,
    get_to_work_idiom,
    guessing_hedge,
    misread_first_infinitive,
    quotative_frame,
)
from .verb_complement_discourse import flags_for as discourse_flags
from .verb_complement_discourse import in_fronted_fragment
from .verb_complement_emotive import (
    emotive_extraposition_host,
    emotive_extraposition_signature,
)
from .verb_complement_former_latter import former_latter_antecedent
from .verb_complement_fragments import (
    bound_definite_controller,
    bound_pronoun,
    close_cut_quote,
    cut_comparative_standard,
    dangling_anaphor,
    indefinite_antecedent,
    initial_coordinator,
    interpolated_trigger,
    matrix_nominal_anaphor,
    stranded_copula,
    subject_antecedent,
)
from .verb_complement_framing import NEG_RAISERS as _NEG_RAISING_VERBS
from .verb_complement_framing import (
    disfluent_break,
    elliptical_comment_tag,
    fronted_contrast,
    negated_manner_adverb,
    negated_minimizer,
    quoted_complement,
    raised_scalar_npi,
    trigger_in_subject_noun_phrase,
)
from .verb_complement_gaps import (
    higher_degree_result,
    hyperbolic_desire,
    in_unquoted_direct_speech,
    relative_that,
)
from .verb_complement_generics import (
    conditions_prevent,
    denied_generic_tendency,
    habitual_choice,
)
from .verb_complement_heads import (
    shared_complement_partner,
    shared_complement_signature,
)
from .verb_complement_idioms import (
    NON_AGENT_PRONOUNS,
    epistemic_present_have_to,
    hedged_belief,
    minimizer_begin,
)
from .verb_complement_modal_frames import counterfactual_modal_perfect, first_person_hedge
from .verb_complement_nonverbs import non_verb_complement, participle_subordinator
from .verb_complement_perspective import (
    generic_you_evidence,
    hedging_comment_clause,
    independent_possessive,
    medium_adjunct,
    quoted_addressee,
    under_emotive_adjective,
    verbatim_quotation,
)
from .verb_complement_proforms import (
    clause_after_prepositional_clause,
    focus_negation_added,
    pro_form_complement,
)
from .verb_complement_rebinding import rebound_controller, rebound_pronoun_pair
from .verb_complement_scope import (
    ACCUSATIVE_PRONOUNS,
    OBJECT_CONTROL_VERBS,
    PURPOSE_VERBS,
    SEMI_AUXILIARY_HOSTS,
    Exclusion,
    comment_clause,
    complex_subordinator,
    corrective_but,
    corrective_remnant,
    cut_complement,
    direct_speech_exclusion,
    eventive_infinitive,
    idiom_exclusion,
    infinitival_subject_clause,
    negation_in_copular_clause,
    negation_in_supplementive,
    negative_coordinator_after,
    npi_outside_licensed,
    passive_purpose,
    plural_value_conjunct,
    quoted_span,
    result_clause,
    small_clause_exclusion,
    to_exclusion,
)
from .verb_complement_source import (
    disagreeing_subject,
    exemplified_individual,
    glued_boundary,
    reporting_frame_after,
)
from .verb_complement_source_commitment import (
    asserted_implication,
    established_result,
    hedged_meaning_host,
)
from .verb_complement_stance import (
    TRUE_FACTIVES,
    UNASSERTING_MODALS,
    adverbial_cleft,
    coordinated_adjective,
    disbelief_imperative,
    evaluative_adverb,
    evaluative_predicate,
    necessity_performative,
    negated_preference,
    own_future_opinion,
    reduced_participle_clause,
    speaker_performative,
    unasserting_modal,
    yes_no_question,
)

if TYPE_CHECKING:
    from ..constituency._tree import Node

#: Dependency labels of an infinitival complement of a verb (spaCy/ClearNLP): "tried to leave" is
#: ``xcomp``, "want him to go" is ``ccomp`` (the accusative is the complement's ``nsubj``).
TO_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp"})
#: An adverbial infinitive right after the verb ("came to tell everyone", "returned to work"):
#: spaCy reads a purpose clause, RP19's surface pattern "verb to VP" counts it; kept, flagged
#: ``purpose_reading`` and with lower confidence.
ADJACENT_ADVERBIAL_DEPS = frozenset({"advcl"})
#: Dependency label of a finite complement clause ("said that ...", "think he is right").
THAT_COMPLEMENT_DEPS = frozenset({"ccomp"})
#: Objects that control an infinitive ("persuaded him to leave", "told me to wait").
OBJECT_CONTROLLER_DEPS = frozenset({"dobj", "dative", "iobj"})
#: Marks of the passive main verb RP19 filters ("was intended to").
PASSIVE_DEPS = frozenset({"auxpass", "nsubjpass", "csubjpass"})
#: Links through which a non-finite verb inherits its subject from its head ("wanted to try to
#: leave", "came in and sat down to wait", "looked out, hoping to see").
SUBJECT_INHERITING_DEPS = frozenset({"xcomp", "conj", "advcl", "acomp"})
#: RP19 §4.1 filters: "explicit negation words (e.g. "no", "not", "never", "n't"), conditionals
#: ("if")".
NEGATION_WORDS = frozenset({"no", "not", "never", "n't", "nt"})
CONDITIONAL_WORDS = frozenset({"if"})
#: Negative words beyond RP19's filter list: with one in the sentence, the negated premise has
#: two negations ("Nobody noticed, and she did not manage to leave"), which sorts it later.
NEGATIVE_WORDS = NEGATION_WORDS | {"nobody", "nothing", "none", "neither", "nor", "nowhere"}
#: Subject-to-subject raising verbs: the matrix subject is the complement's subject but receives
#: no role from the verb ("He seems to be happy" -> "He is happy"); recorded as control="raising".
RAISING_VERBS = word_set("verb_complement_raising_verbs")
#: Verbs whose subject controls the infinitive even with an object: "John promised Mary to come"
#: (Mary is the promisee; John is to come).
SUBJECT_CONTROL_ACROSS_OBJECT = frozenset({"promise", "vow", "pledge", "swear"})
#: Effort objects of "try/do one's best to V" (a measure of effort, not a controller; Quirk et
#: al. 1985 §10.8 on cognate/measure objects): the matrix subject controls the infinitive.
EFFORT_OBJECTS = frozenset({"best", "utmost", "hardest", "damnedest", "darnedest", "level"})
UNKNOWN_SIGNATURE = "o/o"
#: Negative frequency/degree adverbs: negating their clause gives "I do not rarely fail" (see the
#: word list's header); the negated premise is flagged.
NEGATIVE_ADVERBS = word_set("verb_complement_negative_adverbs")
#: Subjects of the exclamatory formula "God/Lord/Heaven knows" (the list's header).
EXCLAMATORY_KNOWERS = word_set("verb_complement_exclamatory_knowers")
#: Heads that take a to-infinitive without being a "verb to VP" construction: copular "be" in
#: "It's easy to imagine" / "The aim is to win" (the infinitive belongs to the adjective or is a
#: specificational predicate), and the modal "ought to"; RP19 Table 2 has "be that" but no "be to".
NOT_TO_VERBS = frozenset({"be", "ought"})


@dataclass(frozen=True, slots=True)
class Signature:
    signature: str
    key: str  # "manage to"
    source: str  # RP19, K71, K12, KK68, or "default"


def lookup_signature(lemma: str, complement: str, between: tuple[str, ...] = ()) -> Signature:
    """The signature of ``lemma`` + ``complement`` ("to"/"that"); o/o when not listed (RP19 §4.1).

    ``between`` are the words between the verb and the complementizer, so multi-word entries
    ("find out that", "see fit to") are tried first.
    """
    lex = signature_lexicon()
    for n in range(len(between), 0, -1):
        key = " ".join((lemma, *between[:n])).lower()
        if (key, complement) in lex:
            sig, src = lex[(key, complement)]
            return Signature(sig, f"{key} {complement}", src)
    if (lemma.lower(), complement) in lex:
        sig, src = lex[(lemma.lower(), complement)]
        return Signature(sig, f"{lemma.lower()} {complement}", src)
    return Signature(UNKNOWN_SIGNATURE, f"{lemma.lower()} {complement}", "default")


#: Goal prepositions that make a motion verb telic ("walk to/into/onto X"; Jackendoff 1983 ch. 9,
#: Dowty 1979 ch. 2 on goal phrases and accomplishments); "toward(s)" and "along" do not.
_GOAL_PREPOSITIONS = frozenset({"to", "into", "onto"})


#: Semelfactive verbs of motion (Smith 1991 ch. 3: instantaneous, atelic single events, "flash,
#: hop, blink"): "Her eyes began to flicker to the door" is read iteratively, and each instance
#: reaches its goal at once, so the first one has already culminated and "Her eyes flickered to
#: the door" follows; no imperfective paradox as with "walk over to" (sixty-first pass, vc54).
SEMELFACTIVE_MOTION_VERBS = frozenset(
    {"blink", "dart", "flash", "flick", "flicker", "flit", "glance", "hop", "twitch"}
)


def _telic_motion_complement(verb: Token, c: Construction) -> bool:
    """Is ``c``'s infinitive a verb of motion (WordNet verb.motion) with a goal phrase of its own
    ("walk over to the clinic", "run into the house")?"""
    if c.head is None:
        return False
    head = verb.doc[c.head]
    if first_sense_lexname(head.lemma_.lower(), "VERB") != "verb.motion":
        return False
    if head.lemma_.lower() in SEMELFACTIVE_MOTION_VERBS:
        return False
    if any(ch.dep_ == "dobj" and _non_quantized(ch) for ch in head.children):
        # "turn more of the rock into soil", "carry crates to the ship": a caused motion of a
        # cumulative theme is itself cumulative (Krifka 1998 on the theme's quantization and
        # telicity; Dowty 1991), so the onset entails the process (ninety-eighth pass)
        return False
    for child in head.children:
        preps = [child] if child.dep_ == "prep" else []
        if child.dep_ in ("prt", "advmod"):  # "walk over to X": the goal hangs on the particle
            preps += [g for g in child.children if g.dep_ == "prep"]
        for prep in preps:
            if prep.lower_ in _GOAL_PREPOSITIONS and any(g.dep_ == "pobj" for g in prep.children):
                return True
    return False


#: Verbs of disappearance (Levin 1993 §48.2): achievements whose culmination is the whole change
#: ("vanish", "die"); "begin to vanish" names a gradual approach to it (Dowty 1979 ch. 3 on
#: the imperfective paradox; Rothstein 2004 ch. 2 on achievements in the progressive), which
#: can stop short of the disappearance.
DISAPPEARANCE_VERBS = frozenset({"die", "disappear", "expire", "lapse", "perish", "vanish"})


def _disappearance_complement(verb: Token, c: Construction) -> bool:
    """Is ``c``'s infinitive a verb of disappearance (DISAPPEARANCE_VERBS)?"""
    if c.head is None:
        return False
    return verb.doc[c.head].lemma_.lower() in DISAPPEARANCE_VERBS


#: Intransitive verbs whose culmination the onset does not reach ("began to sink"; word list
#: header: Dowty 1979 ch. 3 imperfective paradox, Rothstein 2004 ch. 2, Freed 1979).
CULMINATING_INTRANSITIVES = word_set("verb_complement_culminating_intransitives")


def _culminating_intransitive_complement(verb: Token, c: Construction) -> bool:
    """Is ``c``'s infinitive an intransitive verb of CULMINATING_INTRANSITIVES ("so that they
    began to sink", "the tower started to topple")? An object makes it another verb ("sink the
    ship"), and a bare plural subject makes the predicate cumulative ("Ships began to sink" ->
    "Ships sank" holds as soon as some did; Verkuyl 1972, Dowty 1979 ch. 2), as in
    ``_completive_particle_complement``."""
    if c.head is None:
        return False
    head = verb.doc[c.head]
    if head.lemma_.lower() not in CULMINATING_INTRANSITIVES:
        return False
    if any(ch.dep_ in ("dobj", "prt") for ch in head.children):
        return False
    return not _bare_plural_subject(verb)


def _bare_plural_subject(verb: Token) -> bool:
    """A subject of ``verb`` is a bare plural ("Ships", "Guests"): it makes an achievement
    cumulative, so "began to sink" -> "sank" holds as soon as some did (Verkuyl 1972; Dowty 1979
    ch. 2)."""
    return any(
        subject.tag_ == "NNS"
        and not any(d.dep_ in ("det", "poss", "nummod") for d in subject.children)
        for subject in subjects(verb)
    )


#: Completive particles: they give a verb phrase an endpoint, so "run out", "dry up", "wear off"
#: are telic (Brinton 1985, "Verb particles in English: aspect or aktionsart?", Studia
#: Linguistica 39; Jackendoff 2002, "English particle constructions", on aspectual "up/out/off";
#: Quirk et al. 1985 §16.2-16.4). Not "down" or "away", whose phrases are often atelic degree or
#: direction readings ("slow down", "walk away"; Hay, Kennedy & Levin 1999 on degree achievements).
COMPLETIVE_PARTICLES = frozenset({"up", "out", "off"})


def _completive_particle_complement(verb: Token, c: Construction) -> bool:
    """Is ``c``'s infinitive an intransitive particle verb of change of state with a completive
    particle ("the water began to run out", "the paint started to dry up")? The particle names
    the result state, so the verb phrase culminates there, and "began to run out" says the
    exhausting was under way, not that it was over (the imperfective paradox, Dowty 1979 ch. 3;
    COMPLETIVE_PARTICLES). Only particle verbs whose first WordNet sense is a change of state
    (verb.change: "run out", "dry up", "die out", "wear off"): "cry out", "speak up" (sound:
    "out" = aloud), "move out", "stand out", "carry out" are other files. A direct object makes
    the telicity depend on the object (Krifka 1989), and a bare plural subject makes an
    achievement cumulative ("Guests began to show up" -> "Guests showed up" holds as soon as
    some did; Verkuyl 1972, Dowty 1979 ch. 2), so both are left alone."""
    if c.head is None:
        return False
    head = verb.doc[c.head]
    children = list(head.children)
    if any(ch.dep_ == "dobj" for ch in children):
        return False
    particle = next(
        (ch for ch in children if ch.dep_ == "prt" and ch.lower_ in COMPLETIVE_PARTICLES), None
    )
    if particle is None:
        return False
    phrasal = f"{head.lemma_.lower()}_{particle.lower_}"
    if first_sense_lexname(phrasal, "VERB") != "verb.change":
        return False
    return not _bare_plural_subject(verb)


def _past_habitual_like(verb: Token) -> bool:
    """ "liked to V": the simple past, with no auxiliary (no "did", modal or perfect) and no
    negation of its own."""
    if verb.tag_ != "VBD" or verb.lower_ != "liked":
        return False
    return not any(ch.dep_ in ("aux", "auxpass", "neg") for ch in verb.children)


def _ongoing_inceptive_over_object(verb: Token, c: Construction) -> bool:
    """ "have begun to confirm that ...", "has begun to publish a series": the inceptive in
    the present perfect (VBN with a present "have"), whose hypothesis is a perfect too ("have
    confirmed"), over a complement verb with a direct object or a clausal complement."""
    auxes = [a for a in verb.children if a.dep_ == "aux"]
    if not (verb.tag_ == "VBN" and any(a.lower_ in ("have", "has", "'ve", "'s") for a in auxes)):
        # not the progressive: "are starting to notice" -> "are noticing" keeps the
        # imperfective in the hypothesis, which the onset does entail
        return False
    head = verb.doc[c.head]
    return any(ch.dep_ in ("dobj", "ccomp") for ch in head.children)


def _approximated_inceptive(verb: Token) -> bool:
    """Does "hardly/barely/scarcely" modify the inceptive verb itself ("We had barely begun to
    eat when ...")? It says the onset had only just happened; the in-place hypothesis keeps the
    adverb on the complement ("We had barely eaten when ..."), where it says the eating was
    only just over or minimal (Horn 2002, "Assertoric inertia and NPI licensing", on "barely
    V" as "V to a minimal degree"): a claim about the culmination that S does not make."""
    return any(ch.dep_ == "advmod" and ch.lower_ in APPROXIMATE_NEGATORS for ch in verb.children)


#: Verbs that mean "ensure" when they have no hearer object ("assure that", "insure that").
_ENSURE_SYNONYMS = frozenset({"assure", "insure", "guarantee"})
# "guarantee that X" with no hearer object is "make certain that X" too (OED s.v. "guarantee"
# v. 2 "to ensure, secure"; Merriam-Webster: "to give security to, make sure"): "The protocol
# guarantees that every packet arrives in order" states a property of the protocol, which the
# author stands behind; "I guarantee you that X" (a hearer object) is the speech act, a report
# (hundred-eleventh pass, vc105; s1202t verb-021)


def _ensure_see(verb: Token) -> bool:
    """Is ``verb`` ("see") the directive "make sure": "see to it that", under a deontic modal,
    or a noun's infinitive ("the duty to see that")? Not "I can see that", "pleased to see
    that", "you will see that" (perception)."""
    if any(c.dep_ == "dobj" and c.lower_ == "it" for c in verb.children) or any(
        c.dep_ == "prep" and c.lower_ == "to" and any(g.lower_ == "it" for g in c.children)
        for c in verb.children
    ):
        return True
    auxes = [c for c in verb.children if c.dep_ == "aux"]
    if any(a.lower_ in DEONTIC_MODALS for a in auxes):
        return True
    if _commissive_or_imperative_see(verb, auxes):
        return True
    if verb.dep_ == "conj" and any(
        c.dep_ == "aux" and c.lower_ in DEONTIC_MODALS for c in verb.head.children
    ):
        return True
    if _under_necessity_semimodal(verb) or (
        verb.dep_ == "conj" and verb.head.dep_ == "xcomp" and _under_necessity_semimodal(verb.head)
    ):
        return True
    head = verb.head
    if verb.dep_ == "ccomp" and head.lower_ == "let" and head.i < verb.i:
        # "let us see that they have the resources": a hortative, a directive like "must"
        return any(c.dep_ == "nsubj" and c.lower_ in ("us", "me") for c in verb.children)
    if not any(a.lower_ == "to" for a in auxes):
        return False
    if (
        verb.dep_ == "advcl"
        and head.pos_ == "VERB"
        and head.lemma_ != "be"
        and head.i < verb.i
        and not any(c.lower_ == "only" for c in verb.children)
    ):
        # "She went upstairs to see that the children were asleep": an infinitive adjunct of
        # purpose (Quirk et al. 1985 §15.48) with "see that" = "make sure/check that" (OED s.v.
        # "see" v. 18): the aim of going, not a perception, so nothing says they were asleep
        # (fifty-first pass). Not after "be" ("She was glad to see that", "It is easy to see
        # that": the infinitive of an adjective or an extraposed subject, perception) nor the
        # result infinitive "only to see that" (Quirk et al. 1985 §15.48 note), both factive
        return True
    if verb.dep_ in ("acl", "relcl") and head.pos_ in ("NOUN", "PROPN"):
        return True  # "the Government's responsibility to see that"
    # "It is our duty to see that": the infinitive extraposed from a noun of duty after "be"
    return (
        verb.dep_ == "xcomp"
        and head.lemma_ == "be"
        and any(c.dep_ == "attr" and c.pos_ == "NOUN" for c in head.children)
    )


#: Semi-auxiliaries of obligation and necessity (Quirk et al. 1985 §3.40-3.45: "have to",
#: "need to", "ought to"): their infinitive is a duty like the one under "must".
_NECESSITY_SEMIMODALS = frozenset({"need", "have", "ought"})


def _under_necessity_semimodal(node: Token) -> bool:
    """Is ``node`` the to-infinitive of "need to"/"have to"/"ought to"?

    "You need to see that the drive is installed", "you need to inform others, and see that
    the package is marked": a duty to "see that P" is the directive "make sure that P" (OED
    s.v. "see" v. 18; Quirk et al. 1985 §16.36), not perception, exactly as under the deontic
    modal "must" (blind review s1204r, "'see that' here means 'make sure', under 'you need
    to'"; stop 77, vc143). The conjunct of such an infinitive shares its "to" and its duty.
    """
    if node.dep_ == "conj" and node.head.lemma_ in _NECESSITY_SEMIMODALS:
        # "you need to call X, and see that P" parsed with "see" on "need": a subjectless
        # conjunct after the infinitive shares its "to" (Quirk et al. 1985 §13.83 ff., ellipsis in
        # coordinated predicates), so it is the duty's second act
        return not any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children) and any(
            x.dep_ == "xcomp" and x.i < node.i and _under_necessity_semimodal(x)
            for x in node.head.children
        )
    return (
        node.dep_ == "xcomp"
        and node.head.lemma_ in _NECESSITY_SEMIMODALS
        and node.head.i < node.i
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in node.children)
    )


def _protasis_before_semicolon(doc: Doc, c: Construction) -> bool:
    """Does the complement open with an adverbial clause ("if/when ... ;") whose main clause
    lies past a semicolon inside the span?

    The hypothesis is cut at the first semicolon, so "this means if there is no longer any
    program using it; if ..., a report is still needed" would give "If there is no longer any
    program using it.": a subordinate clause alone, which asserts nothing and is no
    declarative complement (Quirk et al. 1985 §14.12 on dependent clauses, §15.33 on
    conditional clauses; blind review s1204r, "'means if' is not a that-complement ...
    hypothesis is a bare if-clause fragment"; stop 77, vc143). A main clause before the
    semicolon ("if X, Y; Z") keeps its pair.
    """
    first = doc[c.span[0]]
    if first.dep_ != "mark" or first.head.dep_ != "advcl":
        return False
    semicolon = next((t.i for t in doc[c.span[0] : c.span[1]] if t.text == ";"), None)
    return semicolon is not None and first.head.i < semicolon < c.head


def _condition_mark(clause: Token, marks: frozenset[str]) -> Token | None:
    """The subordinator of ``clause`` when it is an adverbial clause marked by one of ``marks``
    ("if", "unless", ...), else None: the one test the conditional checks below share."""
    if clause.dep_ != "advcl":
        return None
    return next((m for m in clause.children if m.dep_ == "mark" and m.lower_ in marks), None)


def _conditional_adjunct(verb: Token) -> bool:
    """``verb`` has an adverbial clause of condition ("if/unless/provided/suppose ...")."""
    marks = frozenset({"if", "unless", "provided"})
    return any(_condition_mark(ch, marks) is not None for ch in verb.children)


#: Discovery verbs whose raising passive ("was found/discovered to V") reports a finding taken as
#: fact (Karttunen 1971, semifactives; White & Rawlins 2018): +/o in signature_of.
DISCOVERY_PASSIVES = frozenset({"find", "discover"})


#: WordNet lexicographer files (of a noun's first, most frequent sense) of beings that can take
#: up a permission (people, their groups and institutions, animals) or that stand for them by
#: metonymy ("The city was allowed to keep its charter": its people; Nunberg 1995); a pronoun
#: or a name is not looked up and counts as animate.
_ANIMATE_LEXNAMES = frozenset({"noun.person", "noun.group", "noun.animal", "noun.location"})


def _inanimate_permittee(verb: Token) -> bool:
    """Is ``verb`` a passive whose subject (through a relative pronoun, its head noun) is a
    common noun whose first WordNet sense is no person, group, animal or place ("the
    reaction", "tissue that is allowed to freeze", "books")?"""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if subject is not None and subject.tag_ in WH_TAGS and verb.dep_ == "relcl":
        subject = verb.head
    if subject is None or subject.pos_ != "NOUN" or subject.ent_type_:
        return False
    first = first_sense_lexname(subject.lemma_.lower(), "NOUN")
    return first is not None and first not in _ANIMATE_LEXNAMES


#: Named entities that are people, peoples or places, not software.
_AGENT_ENTS = frozenset({"PERSON", "NORP", "GPE", "LOC", "FAC"})


#: Common nouns that name a program as a whole, not one of its parts ("the program does not
#: allow you to"): the whole is the only means to an act done in it, its parts are not (stop 77,
#: vc141; see ``_enabling_artifact_subject``).
_WHOLE_PROGRAM_NOUNS = frozenset({"program", "programme", "application", "app", "software"})


def _enabling_artifact_subject(verb: Token) -> bool:
    """Is ``verb`` an active "allow/permit" with the reader as permittee whose subject (through
    a relative pronoun, its head noun) is the program as a whole: a name that is no person,
    people or place ("GnuCash", "Firefox") or "the program/application/software"?

    Only the whole program is the only means to an act done in it, so only its "not allow" makes
    the act impossible (contradiction needs the premise to rule the hypothesis out: the review
    criteria in docs/blind_review.md). A component ("the button", "this tab", "the dialog", "the
    option", "the window") is one way among the program's many to the act: that it does not
    offer the act leaves the other ways open, so the hypothesis stays possible and "allow" keeps
    its o/o (meronymy, Cruse 1986 ch. 7: what holds of a part does not hold of the whole; blind
    judges of s1204q verb-011, 062, 072; stop 77, vc141 narrowing vc139)."""
    if any(ch.dep_ == "auxpass" for ch in verb.children):
        return False
    subject = next((ch for ch in verb.children if ch.dep_ == "nsubj"), None)
    if subject is not None and subject.tag_ in WH_TAGS and verb.dep_ == "relcl":
        subject = verb.head
    if subject is None:
        return False
    # the reader as the permittee ("allows you to"): the manual's user acting in the program,
    # where the program is the only way to the act; "The gateway allows users to search" and
    # "The loan allowed the farmers to buy" leave other ways open (stop 73, vc128): o/o
    reader = any(ch.dep_ in ("dobj", "nsubj") and ch.lower_ == "you" for ch in verb.children)
    if not reader and not any(
        ch.lower_ == "you" and ch.dep_ == "nsubj" for x in verb.children for ch in x.children
    ):
        return False
    if subject.pos_ == "PROPN":
        return subject.ent_type_ not in _AGENT_ENTS
    # a norm ("the licence", "the rules") is a deontic source: what it does not allow is
    # forbidden and can still be done (Kratzer 1981), so the o/o of "allow" stays (vc139)
    if subject.pos_ != "NOUN" or norm_noun(subject.lemma_.lower()):
        return False
    return subject.lemma_.lower() in _WHOLE_PROGRAM_NOUNS


#: Implicatives of securing an outcome ("ensure that P"), whose infinitive of purpose states an
#: aim (Quirk et al. 1985 §15.48).
_SECURING_VERBS = frozenset({"ensure", "insure", "guarantee"})


def _helped_or_purposed(verb: Token) -> bool:
    """Is ``verb`` (an implicative like "ensure") the bare or to-infinitive complement of
    "help" ("helps ensure", "to help ensure"), or itself an infinitive of purpose ("..., to
    ensure that P", "in order to ensure")?"""
    head = verb.head
    if verb.dep_ in ("xcomp", "ccomp") and head.lemma_.lower() == "help":
        return True
    # the purpose reading only for verbs of securing an outcome: "glad to see that P" is an
    # emotive adjective's complement, not a purpose (fifty-first pass)
    infinitive = any(ch.dep_ == "aux" and ch.lower_ == "to" for ch in verb.children)
    return infinitive and verb.dep_ == "advcl" and verb_lemma(verb) in _SECURING_VERBS


def _passive_meant(verb: Token) -> bool:
    """Is "meant" passive: with a passive "be" and no perfect "have" of its own ("is meant
    to", "had been meant to"; not "Whoever it was had meant to", where the parser took the
    relative's "was" for the passive auxiliary), or a reduced relative ("a device meant to
    ...")?"""
    if verb.tag_ != "VBN":
        return False
    if verb.dep_ == "acl":
        return True
    auxpass = [c for c in verb.children if c.dep_ == "auxpass"]
    if not auxpass:
        return False
    perfect = any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)
    return not perfect or auxpass[0].lower_ == "been"


#: Personal pronouns that name a person as the subject of "prove" (``_agent_proof``).
_PERSONAL_SUBJECTS = frozenset({"i", "we", "he", "she", "they"})


#: Modals of ability with which "tell" is the verb of discerning ("You can tell that P").
_DISCERNING_MODALS = frozenset({"can", "ca", "could"})


def _discerning_tell(verb: Token) -> bool:
    """Is ``verb`` the "tell" of discerning: under "can/could", with no addressee (an object or
    "to"-phrase would make it the verb of saying: "I can tell you that P"), active, in a
    statement ("Can you tell that he is tired?" asks)?"""
    if not any(a.dep_ == "aux" and a.lower_ in _DISCERNING_MODALS for a in verb.children):
        return False
    if any(c.dep_ in ("dobj", "dative", "iobj", "auxpass", "nsubjpass") for c in verb.children):
        return False
    if any(c.dep_ == "prep" and c.lower_ == "to" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subject is not None and subject.i < verb.i


def _agent_proof(verb: Token) -> bool:
    """Is "prove" here a report of a finished proof: a person (a name typed PERSON or untyped,
    or a personal pronoun) or a common noun without a negative quantifier ("tests", "the
    experiment") as its active subject, in the past or perfect, no modal?"""
    past = verb.tag_ in ("VBD", "VBN") or any(
        c.dep_ == "aux" and c.lower_ == "did" for c in verb.children
    )
    if not past or any(c.dep_ == "auxpass" for c in verb.children):
        return False
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.pos_ == "PROPN":
        # a name the recogniser left untyped ("Gauss") is taken as a person's; an
        # organisation, place or work is not
        return subject.ent_type_ in ("PERSON", "")
    if subject.pos_ == "NOUN" and negative_quantifier_subject(verb) is None:
        # "Ballistic tests proved that the vests failed": the past perfective reports a
        # finished proof with an evidence subject too, and a proof that succeeded establishes
        # its content (Ryle 1949 ch. 5: "prove" is a success verb; Vendler 1957: an
        # achievement), like RP19's +/o "The results demonstrated that P". RP19's o/o items
        # are all present-tense claims of an argument ("The analysis proves that P"), which
        # stay o/o (stop 82, vc160; s1205h verb-073). "No test proved that P" is a negation
        return True
    return subject.lower_ in _PERSONAL_SUBJECTS


#: Object pronouns of persons: the causer's target of causative "move NP to V".
_PERSON_OBJECT_PRONOUNS = frozenset({"me", "you", "him", "her", "us", "them"})


def _moved_person(verb: Token, c: Construction) -> bool:
    """Has "move" a person as its direct object before the infinitive ("moved David to take",
    "moved them to tears" is no infinitive): a personal pronoun or a name tagged PERSON? Not a
    thing moved from place to place ("moved the table to make room": a purpose adjunct)."""
    if c.head is None:
        return False
    for ch in verb.children:
        if ch.dep_ != "dobj" or ch.i > c.head:
            continue
        if ch.lower_ in _PERSON_OBJECT_PRONOUNS:
            return True
        if ch.pos_ == "PROPN" and ch.ent_type_ == "PERSON":
            return True
    return False


def _extraposed_emotive_state(verb: Token, c: Construction) -> bool:
    """Is ``verb`` an active emotive verb with anticipatory "it" as subject and an extraposed
    infinitive of copular "be" ("it pleased David well to be the king's son-in-law", "It would
    delight her to be queen")? KK68e's rows are the emotive participles over an event the
    experiencer met ("was surprised to find", "startled to see": the finding caused the
    surprise, +/+). With anticipatory "it" the infinitive is the subject clause, the situation
    contemplated (Quirk et al. 1985 §16.34 on extraposed subject infinitives), and a state in
    it ("to be the king's son-in-law") is the potential one the to-infinitive names (Bolinger
    1968; CGEL ch. 14 §9.4 on the infinitival's potentiality), not one said to hold: o/o. An
    event ("It pleased her to see him again") or a passive ("to be chosen") keeps the row."""
    if c.head is None or any(ch.dep_ == "auxpass" for ch in verb.children):
        return False
    if not any(ch.dep_ == "nsubj" and ch.lower_ == "it" for ch in verb.children):
        return False
    head = verb.doc[c.head]
    if head.lemma_.lower() != "be" or head.dep_ != "xcomp":
        return False
    return any(ch.dep_ in ("attr", "acomp") for ch in head.children)


#: Negative implicatives of omission whose subject was due to do the act (Karttunen 1971,
#: "Implicative verbs": "neglect", "fail"; "omit" and "forget" to V, the same omission of
#: something expected).
OMISSION_IMPLICATIVES = frozenset({"fail", "neglect", "omit", "forget"})
#: Verbs of reporting a fact to someone, whose omission is a fault only if the fact holds:
#: "mention" and "disclose" (verbs of communication, Levin 1993 §37.7 "say" verbs).
OMITTABLE_REPORT_VERBS = frozenset({"mention", "disclose"})


def _omitted_report(verb: Token) -> bool:
    """Is ``verb`` a verb of reporting (OMITTABLE_REPORT_VERBS) in the to-infinitive of a
    negative implicative of omission ("neglects to mention that P", OMISSION_IMPLICATIVES)?"""
    if verb.lemma_.lower() not in OMITTABLE_REPORT_VERBS or verb.dep_ != "xcomp":
        return False
    if not any(a.dep_ == "aux" and a.lower_ == "to" for a in verb.children):
        return False
    return verb.head.lemma_.lower() in OMISSION_IMPLICATIVES


def signature_of(verb: Token, c: Construction, between: tuple[str, ...]) -> Signature:
    """The lexicon signature, except for modal "have to" outside the past: the actuality
    entailment of "had to V" (+/o, Bhatt 1999; Hacquard 2009) needs past perfective aspect;
    "We have to accept it", "will have to go" entail nothing (o/o)."""
    lemma = verb_lemma(verb)
    sig = lookup_signature(lemma, c.subtype, between)
    emotive = emotive_extraposition_signature(verb, sig.signature) if c.subtype == "that" else None
    if emotive is not None:
        # "It pained her to learn that P", "It mortified him to think that P": the infinitive
        # is the extraposed subject of an emotive factive, presupposed under its negation too
        # (Kiparsky & Kiparsky 1970 §1; verb_complement_emotive; stop 100, vc217)
        return Signature(emotive, sig.key, "emotive-extraposition")
    if lemma in INCEPTIVE_VERBS and c.subtype == "to" and sig.signature[0] == "+":
        # "LSI circuits did not begin to be produced around 1970": with a time adjunct that
        # locates the onset, the added negation takes the adjunct as its focus, the part of
        # the sentence that is new information (Jackendoff 1972 ch. 8; Quirk et al. 1985
        # §10.64-10.66 on the focus of negation): the production began, only not then, and
        # began earlier or later, so "They were produced around 1970" is left open, neither
        # excluded nor entailed: the negative half is o (stop 73, vc128; s1204f verb-072)
        onset = inception_time_frame(verb, verb.doc[c.head] if c.head is not None else None)
        negative = "o" if onset is not None else sig.signature[2:]
        # "I began to walk over to the clinic" does not say that I got there: an inceptive
        # verb over an accomplishment (a motion verb with a goal phrase) entails only that the
        # process started, not its culmination (the imperfective paradox, Dowty 1979 ch. 3;
        # Freed 1979 on begin/start), so "I walked over to the clinic" is open; "did not begin
        # to walk over" still excludes it: o/- (thirty-second pass). The same holds over an
        # achievement of disappearance: "The pattern began to vanish" (DISAPPEARANCE_VERBS;
        # thirty-fourth pass, s1129w)
        if _telic_motion_complement(verb, c):
            return Signature(f"o/{negative}", sig.key, "inceptive:telic-goal")
        if _disappearance_complement(verb, c):
            return Signature(f"o/{negative}", sig.key, "inceptive:disappearance")
        if _culminating_intransitive_complement(verb, c):
            # "so that they began to sink" does not say that they sank: the culmination of
            # the sinking is not reached at its onset (CULMINATING_INTRANSITIVES; stop 87,
            # vc175)
            return Signature(f"o/{negative}", sig.key, "inceptive:culminating")
        if _completive_particle_complement(verb, c):
            # "The water began to run out" does not say that it ran out: a completive
            # particle makes the complement telic (COMPLETIVE_PARTICLES; fifty-first pass)
            return Signature(f"o/{negative}", sig.key, "inceptive:completive-particle")
        if c.head is not None and interrupting_conjunct(verb, verb.doc[c.head]) is not None:
            # "He began to explain the plan but stopped" does not say that he explained it:
            # the onset is asserted, and "but" + a verb of breaking off says the event stopped
            # short of its end (``interrupting_conjunct``; Dowty 1979 ch. 3; Freed 1979; stop
            # 99, vc214, s9802 verb-019): o/negative
            return Signature(f"o/{negative}", sig.key, "inceptive:interrupted")
        if _approximated_inceptive(verb):
            # "We had barely begun to eat when ..." -> "We had barely eaten when ...": the
            # approximator moves from the onset to the whole event (fifty-first pass)
            return Signature(f"o/{negative}", sig.key, "inceptive:approximator")
        if _ongoing_inceptive_over_object(verb, c):
            # "Cosmologists have begun to confirm that P" does not say that they have confirmed
            # it: the present perfect of an inceptive asserts a process begun
            # and still going on at speech time (the continuative perfect, Comrie 1976 §3.2;
            # McCawley 1971), and a complement with a direct or clausal object is telic (Verkuyl
            # 1972; Dowty 1979 ch. 2), so its culmination is not reached yet (the imperfective
            # paradox, Dowty 1979 ch. 3): o/- (ninety-second pass, blind review s1202b)
            return Signature(f"o/{negative}", sig.key, "inceptive:ongoing-telic")
        if onset is not None:
            return Signature(f"{sig.signature[0]}/o", sig.key, f"inceptive:time-frame:{onset}")
    if lemma == "move" and c.subtype == "to" and _moved_person(verb, c):
        # "Satan moved David to take a census": "move NP to V" with a person as object is the
        # causative "prompt, induce" (WordNet move.v.03 "give an incentive for action": "This
        # moved me to sacrifice my career"), in the class of "cause/lead/compel NP to" (K12
        # rows, +/o; Karttunen 2012 on causative implicatives): in the past it says that the
        # act was done, its negation leaves it open. RP19's o/o row is the intransitive "move
        # to" (= take steps to); stop 87, vc175 (s1205r verb-074)
        return Signature("+/o", sig.key, "move:causative")
    if sig.source == "KK68e" and c.subtype == "to" and _extraposed_emotive_state(verb, c):
        # "it pleased David well to be the king's son-in-law" (when told of the offer): the
        # infinitive is the prospect that pleases, not a state that holds (Bolinger 1968,
        # "Entailment and the meaning of structures": the to-infinitive names the potential,
        # the gerund the actual; Kiparsky & Kiparsky 1970 on emotives, whose infinitive need
        # not be presupposed); stop 88, vc177 (s1205s verb-032)
        return Signature("o/o", sig.key, "emotive:prospective-state")
    confirmed = confirmed_complement(verb, verb.doc[c.head] if c.head is not None else None, c.span)
    if confirmed is not None:
        # "He felt this was dishonest, which it was": the speaker's supplementary relative
        # asserts the complement, in S and in ¬S alike (verb_complement_context; vc128)
        return Signature("+/+", sig.key, f"supplement:which-{confirmed}")
    if lemma == "suspect" and sig.signature == "o/+" and _speaker_now(verb):
        # "I do not suspect they'll find an excuse": RP19's o/+ for "suspect that" is the
        # narrative "He did not suspect that he was followed", where the narrator takes the
        # complement for granted. A speaker's own present (non-)suspicion is her opinion, not a
        # fact she reports of someone: she cannot take P for granted while saying she does not
        # suspect it (Moore's paradox, Moore 1942; Hooper 1975 on "suspect" as a weak assertive,
        # not a factive). So nothing projects: o/o (hundred-third pass, vc97; s1202m verb-003)
        return Signature("o/o", sig.key, "suspect:own-opinion")
    if lemma in _ENSURE_SYNONYMS and c.subtype == "that" and sig.signature == "o/o":
        opens = c.complementizer if c.complementizer is not None else c.span[0]
        # a passive "I am assured (by experts) that X" has its hearer as the subject: the
        # speech act, reported (Quirk et al. 1985 §16.34 on "be assured that"; ab42 A/B)
        passive = any(ch.dep_ in ("auxpass", "nsubjpass") for ch in verb.children) or (
            # "She was reminded of X, and assured that P": a participle conjunct shares the
            # passive auxiliary and subject of its head (Quirk et al. 1985 §13.69 on
            # coordinated predications; stop 83, vc162; s1205j verb-014). The tagger may
            # call the shared "-ed" form VBD; with no subject of its own after a passive head
            # it can only be the participle
            verb.dep_ == "conj"
            and verb.tag_ in ("VBN", "VBD")
            and verb.head.tag_ == "VBN"
            and not any(ch.dep_ in SUBJECT_DEPS or ch.dep_ == "aux" for ch in verb.children)
            and any(ch.dep_ in ("auxpass", "nsubjpass") for ch in verb.head.children)
        )
        hearer = any(ch.dep_ in ("dobj", "dative", "iobj") and ch.i < opens for ch in verb.children)
        if not hearer and not passive:
            # "This will assure that the countries assume obligations", "we can insure that they
            # do not re-arm": with no hearer object, "assure/insure that" is the causative
            # "make certain that", a synonym of "ensure" (OED s.v. "assure" v. 5, "insure" v.
            # 2; Merriam-Webster's usage note: "ensure, insure, assure" are interchangeable in
            # "make sure"), whose RP19 row is +/o; "assure someone that X" is the speech act, a
            # report (o/o) unless performative (forty-first pass, s1130e)
            return Signature("+/o", sig.key, "ensure:synonym")
    if (
        lemma in EVIDENTIAL_REPORTING
        and c.subtype == "that"
        and sig.signature == "o/o"
        and not any(a.dep_ == "aux" and a.tag_ == "MD" for a in verb.children)
        and _evidence_subject(verb)
        and not _hearsay_subject(verb)
        and not _provisional_evidence(verb)
        and (lemma == "indicate" or not _signifier_subject_of(verb))
    ):
        # "Experience indicates that electrons are negatively charged", "All estimates indicate
        # that the plan will fail": with the evidence itself as subject, "indicate" is the
        # evidential of research prose, through which the writer presents the finding as her
        # own (Thompson & Ye 1991 and Hyland 2002 on reporting verbs with non-human subjects;
        # Simons 2007: the complement is the main point). RP19's annotators rated such items
        # entailment (mean >= 1) in three of five ("Our review indicates", "All estimates",
        # "Rips' behavior"), while "The GAO has indicated" (a speaker) stays a report. Their
        # ratings of the negations split, so ¬S keeps o: +/o (hundred-eleventh pass, vc105;
        # s1202t verb-019, -050, -076). A modal ("could indicate") keeps o/o. "reflect that"
        # and "tell (you) that" with such a subject are the same evidential use (stop 78,
        # vc144; EVIDENTIAL_REPORTING)
        return Signature("+/o", sig.key, f"{lemma}:evidence")
    if (
        lemma == "tell"
        and c.subtype == "that"
        and sig.signature == "o/o"
        and _discerning_tell(verb)
    ):
        # "You could tell that he was tired": with "can/could" and no addressee, "tell" is
        # not the verb of saying that RP19's o/o row ("was told that P") annotates but the
        # verb of discerning (OED s.v. tell: "to make out, discern, know", with can/could),
        # a perception of evidence like "see that" (RP19 +/+) and "find that" (+/o): the
        # discerned P is entailed; "I can't tell that it matters" leaves P open (o) (stop
        # 100, vc217)
        return Signature("+/o", sig.key, "tell:discern")
    if lemma == "prove" and c.subtype == "that" and sig.signature == "o/o" and _agent_proof(verb):
        # "Gauss proved that a regular N-gon can be constructed ...": with a person as subject,
        # "prove that P" reports the accomplished act of establishing P by proof, a success
        # verb (Ryle 1949 ch. 5 on achievement/success verbs; Vendler 1957) like "demonstrate
        # that" and "show that", whose RP19 rows are +/o and whose person-subject items the
        # annotators rated entailment ("Lubitz demonstrated that", "Ca'daan showed that").
        # RP19's o/o row rests on evidence subjects ("It proves", "The analysis proves", "None
        # of this proves"), where the writer reports an argument's claim; those keep o/o. The
        # negation "did not prove that P" leaves P open: +/o (stop 70, vc113; s1203a verb-060)
        return Signature("+/o", sig.key, "prove:agent")
    if (
        lemma == "say"
        and sig.signature == "o/o"
        and (frame := definitional_say(verb, verb.doc[c.head])) is not None
    ):
        # "We say that a graph is connected if ...", "Two numbers are said to be coprime if
        # ...": the definitional frame stipulates the definiens, to which the writer is
        # committed (Austin 1962 lecture XII; Searle 1976 on declarations), so S entails it;
        # "We do not say that ..." denies no definition anyone gave, flagged below. Reports
        # ("They say that P", "The river is said to be the longest") keep RP19's o/o
        # (verb_complement_context.definitional_say; stop 70, vc115; s1203b verb-027, -028)
        return Signature("+/o", sig.key, f"say:definitional:{frame}")
    if (
        lemma in ("say", "state")
        and c.subtype == "that"
        and sig.signature == "o/o"
        and (result := established_result(verb)) is not None
    ):
        # "An important theorem says that P", "Lemma 2 states that P": a theorem is a proven
        # statement, and a writer who cites what it says presents P as established truth (the
        # content of a proof is asserted, not reported; a theorem's statement is its content),
        # while "the theorem does not say that P" leaves P open: +/o (s1204d verb-041; stop
        # 72, vc124). Claims and postulates keep RP19's o/o. Stop 103 (vc227): a named
        # scientific law, principle, equation or identity too ("The second law of
        # thermodynamics states that P": the writer's assertion of an established result; see
        # verb_complement_source_commitment), source "say:law"; reports and statutes stay o/o
        return Signature("+/o", sig.key, f"say:{result}")
    if lemma == "imply" and sig.signature == "o/o" and asserted_implication(verb):
        # "This implies that P", ", which implies P": an asserted premise taken up by a
        # demonstrative or sentential relative implies its consequent, as "This means that P"
        # does (RP19h +/o); "This would imply P", "If true, this implies P" stay o/o (stop
        # 103, vc227; verb_complement_source_commitment.asserted_implication)
        return Signature("+/o", sig.key, "imply:asserted-premise")
    if lemma == "see" and c.subtype == "that" and sig.signature == "+/+" and unrealized_ensure_see(
        verb
    ):
        # "She promised to see that the letter was sent", "He was there to see that P": "see
        # that" = make sure in an unrealized infinitive leaves P open (verb_complement_
        # boundaries; stop 102, vc221)
        return Signature("o/o", sig.key, "see:ensure-unrealized")
    if lemma == "see" and c.subtype == "that" and sig.signature == "+/+" and _ensure_see(verb):
        # "It is the Government's responsibility to see that the system remains competitive",
        # "We must see that these laws are preserved", "see to it that": under a deontic modal,
        # as a noun's infinitive or with "to it", "see that" is the directive "make sure that",
        # not perception (OED s.v. "see" v. 18 "to ensure"; Quirk et al. 1985 §16.36 on "see
        # (to it) that"): it takes the +/o of "ensure" (RP19), not the factive +/+, and the
        # modal ("must see that X": neutral) or the noun's infinitive leaves X unasserted like
        # "should ensure"; "He saw to it that X" still entails X (forty-second pass, s1130f)
        if verb.head.lower_ == "let" and verb.dep_ == "ccomp":
            # "let us see that they have the resources": a hortative proposes the act, so X is
            # as open as under "must" (Quirk et al. 1985 §11.24 on first-person "let")
            return Signature("o/o", sig.key, "see:ensure")
        if _under_necessity_semimodal(verb) or (
            verb.dep_ == "conj" and _under_necessity_semimodal(verb.head)
        ):
            # "you need to/have to see that P": the duty to make P so leaves P as open as
            # the hortative above, whatever the semi-modal's own polarity (stop 77, vc143)
            return Signature("o/o", sig.key, "see:ensure-duty")
        return Signature("+/o", sig.key, "see:ensure")
    if (
        lemma == "tend"
        and c.subtype == "to"
        and sig.signature == "+/o"
        and episodic_tended(verb, verb.doc[c.head] if c.head is not None else None)
    ):
        # "The policy tended to weaken the party" -> "The policy weakened the party.": the
        # simple past of an eventive verb with no habitual cue reports one event, which a
        # tendency does not entail (verb_complement_commitment; stop 103, vc226)
        return Signature("o/o", sig.key, "tend:past-episodic")
    if c.subtype == "that" and sig.signature == "o/o" and distinction_boast(verb):
        # "The town can boast that it has the oldest church": "can boast" = have as a
        # distinction, P endorsed; "cannot boast that P" leaves it open (verb_complement_
        # commitment; stop 103, vc226)
        return Signature("+/o", sig.key, "boast:distinction")
    if lemma == "tend" and c.subtype == "to" and sig.signature == "+/o":
        # The thirty-second pass made the plain "tend to" +/- ("tend:characterizing"): the
        # hypothesis keeps tense and subject, a characterizing sentence (Carlson 1977; Krifka
        # et al. 1995) stating the tendency itself, and RP19's annotators rated the three
        # negated items below zero. The sixty-first pass returns it to +/o (below)
        if any(ch.dep_ == "aux" and ch.lower_ in MODAL_FORMS for ch in verb.children):
            # "Its terms will tend to be labile" -> "Its terms will be labile": under a modal
            # the hypothesis is a categorical prediction or possibility, no characterizing
            # sentence, and "tend to" is the hedge that withholds it (Hyland 1998, "Hedging
            # in scientific research articles", lists "tend to" among approximators; Krifka
            # et al. 1995 §1.2: only the generic present/past tolerates the exceptions "tend"
            # allows). Nor does "will not tend to" refute it: o/o (s1130p, vc45)
            return Signature("o/o", sig.key, "tend:modal")
        # "Such plants do not tend to grow in dry soil" does not contradict "Such plants grow in
        # dry soil" after all: a characterizing sentence tolerates exceptions (Krifka et al.
        # 1995 §1.2; Carlson 1977), and denying a *tendency* leaves room for the generic to hold
        # weakly or in a narrower reading, so ¬S does not settle it. The +/- above (thirty-second
        # pass) read RP19's mildly negative ratings as contradiction; their Table 2 row and the
        # gold signature of all three "tend to" items are +/o, and blind judges label the
        # negated pairs neutral: the lexicon's +/o is kept (sixty-first pass, vc54)
        if denied_generic_tendency(verb):
            # "Theorists do not tend to stay close to schools" -> "Theorists stay close to
            # schools.": with a kind as subject in the present the hypothesis is the generic
            # the tendency names, so its denial contradicts it (verb_complement_generics;
            # stop 103, vc229)
            return Signature("+/-", sig.key, "tend:generic-denied")
        return Signature("+/o", sig.key, "tend:hedge")
    if c.subtype == "that" and lemma in FORESIGHT_VERBS and sig.signature in ("o/o", "o/+"):
        negator = _unforeseeable(verb)
        if negator is not None:
            # "She could hardly have guessed that the song would one day be a hit", "Nobody
            # could have predicted that the dam would hold": the remote (counterfactual) modal
            # perfect denies that the outcome could have been foreseen at an earlier time
            # (the remote modal preterite with perfect "have", Huddleston & Pullum 2002 ch. 3),
            # which only makes sense of an outcome the speaker knows to have come about: the
            # complement is presented as fact, as in the rhetorical "Who would have guessed that
            # P?" (judges of the s1201 reviews label it entailment). The column of S's own
            # environment is +, the other (the modal perfect without its negator, a mere
            # conjecture) o (sixty-first pass, vc54)
            signature = "o/+" if negator == "neg" else "+/o"
            return Signature(signature, sig.key, "foresight:counterfactual")
    if lemma == "proceed" and c.subtype == "to" and sig.signature == "o/o":
        # "White then proceeded to pour a glass of wine" -> "White then poured a glass of
        # wine": "proceed to V" is the aspectual "go on to V" (CGEL ch. 14 §5.2 on aspectual
        # catenatives; Quirk et al. 1985 §16.38), which asserts that V followed what came
        # before; "did not proceed to pour" says the next step did not happen. RP19's own
        # annotators rated all four "proceed to" items + (1 to 2) and their negations - (-1 to
        # -2), against the o/o of its Table 2 row: +/- (thirty-seventh pass, s1129z)
        return Signature("+/-", sig.key, "proceed:aspectual")
    if c.subtype == "that" and sig.signature == "+/+" and given_to_understand(verb):
        # "He gave her to understand that P" = told her, led her to believe: a report, not the
        # factive "grasp" (OED "give" v. 22b; RP19's +/+ items are unembedded "understand"):
        # o/o (syntax.given_to_understand; stop 83, vc164; s1205k verb-082)
        return Signature("o/o", sig.key, "understand:given-to-understand")
    if c.subtype == "that" and sig.signature == "+/+" and speaker_hearsay_understand(verb):
        # "I understood that there were strong objections against the lady": the speaker's own
        # past "understand" is the parenthetical "I was told" (Urmson 1952; Hooper 1975), which
        # passes P on and does not establish it, so S leaves P open; its denial "I did not
        # understand that P" is the factive "was not aware" again (comment clauses take no
        # negation, Quirk et al. 1985 §15.54), and RP19's +/+ items are all third person or
        # impersonal, kept: o/+ (syntax.speaker_hearsay_understand; stop 83, vc162; s1205j
        # verb-050)
        return Signature("o/+", sig.key, "understand:speaker-hearsay")
    if c.subtype == "that" and hearsay_passive(
        verb, verb.doc[c.head] if c.head is not None else None
    ):
        # "It is understood that the committee will meet": hearsay, no factive
        # (verb_complement_acts; seventy-seventh pass, vc71)
        return Signature("o/o", sig.key, "hearsay:impersonal-passive")
    if c.subtype == "to" and desire_to_know(verb, verb.doc[c.head] if c.head is not None else None):
        # "She wanted to know what it was" -> "She knew what it was": wanting to know says
        # the subject does not know yet (verb_complement_acts; vc71)
        return Signature("-/o", sig.key, "desire:to-know")
    if c.subtype == "that" and sig.signature[0] != "+" and _omitted_report(verb):
        # "The report neglects to mention that the bridge could collapse", "He failed to
        # disclose that he was paid": "neglect" presupposes that the subject ought to have
        # done the act and "fail" that it was expected of him (Karttunen 1971, "Implicative
        # verbs", on the presuppositions of negative implicatives), and a duty or expectation
        # to report P is one to report a fact: no one is faulted for leaving out a falsehood.
        # The complaint of an omission thus presents P as true, whatever the polarity of the
        # frame ("did not neglect to mention that P" too): +/+. Blind judges of s9403
        # (verb-057) marked the o/o label wrong (stop 94, vc195)
        return Signature("+/+", sig.key, "report:omission")
    if (
        c.subtype == "that"
        and sig.signature == "+/+"
        and _impersonal_passive(verb)
        and _necessity_over(verb)
    ):
        # "It must be remembered that the bridge fell", "It should be noted that ..." -> ¬S
        # "It does not need to be remembered that the bridge fell": a directive to the reader
        # to keep P in mind, which a speaker can only issue if she takes P as true (a reminder:
        # the deontic necessity of a directive, Palmer 2001 ch. 3), not
        # the admission of ignorance of "It is not known that P" below; and the modal and the
        # negation of the necessity are holes that let the factive's presupposition through
        # (Karttunen 1973, "Presuppositions of compound sentences"): +/+ (sixty-first pass)
        return Signature("+/+", sig.key, "factive:reminder")
    if (
        c.subtype == "that"
        and sig.signature[0] != "+"
        and discourse_formula(verb) in ASSERTING_FORMULA_VERBS
    ):
        # "It should be mentioned that P", "We may add that P", "One should stress that P": a
        # writer's discourse formula (clause_scope.discourse_formula: a modal over a verb of
        # saying, impersonal or with the writer or a generic reader as subject) performs the
        # act it names, a hedged performative (Fraser 1975; Austin 1962 lecture XII,
        # expositives "mention, add, stress"), so P is stated by the writer as it is said,
        # like "It should be noted that P" above, whose +/+ it takes: the modal is the
        # formula's hedge, not a possibility the writer leaves open (the ¬S pair of a formula
        # is dropped, the negation check of the pair builder). Blind judges of s1204k
        # (verb-050) marked the o/o label wrong (stop 75, vc134)
        return Signature("+/+", sig.key, "formula:writer-assertion")
    if (
        c.subtype == "that"
        and sig.signature == "+/+"
        and _impersonal_passive(verb)
        and _extent_focus(verb) is None
    ):
        # "It is not known that cells have insulin receptors": the unexpressed agent of an
        # impersonal passive is arbitrary (people, the field, the writer among them; CGEL ch.
        # 16 §10.1 on extraposition with "it"), and a factive denied of a subject that includes
        # the speaker does not presuppose its complement (Karttunen 1971, "Some observations on
        # factivity": "If I realize later that I have not told the truth"; Beaver 2010 on
        # suspension): "it is not known that P" reads "whether P is not known". RP19's only
        # item ("It is not acknowledged that treatment must have documented efficacy") was
        # rated 0, 0, 1 negated; the positive still asserts P: +/o (thirty-seventh pass)
        return Signature("+/o", sig.key, "factive:impersonal-passive")
    if lemma == "cease" and c.subtype == "to" and sig.signature == UNKNOWN_SIGNATURE:
        complement = verb.doc[c.head] if c.head is not None else None
        past = _past_perfective(verb) or _past_auxiliary(verb)
        if not past or _cessation_time_frame(verb, complement):
            # "cease to V" = "stop V-ing": it presupposes V up to the reference time and
            # asserts not-V after it (Karttunen 1973 and Levinson 1983 §4.2 on change-of-state
            # verbs; Karttunen 1971 lists "cease" with "stop"), the converse of "continue to"
            # (ASP row). In the present or future ("The shop will cease to exist" -> "The shop
            # will exist"), or in the past with a time clause or phrase that the in-place
            # hypothesis keeps ("As she did so, his arm ceased to hurt" -> "As she did so, his
            # arm hurt"), the hypothesis states V at the very time S denies it: contradiction;
            # "did not cease to V" says V went on then: entailment. A bare past ("The mill
            # ceased to operate" -> "The mill operated") is true of the presupposed earlier
            # time and false of the later one, and keeps RP19's o/o (seventy-third pass, vc67)
            return Signature("-/+", sig.key, "cease:reference-time")
    if sig.source == "ASP" and not (_past_perfective(verb) or _past_auxiliary(verb)):
        # "She does not continue to laugh" / "will not continue to be stormy": V is denied at
        # the reference time (not continuing = stopping), so the present or future complement
        # is contradicted; in the past the presupposed earlier V satisfies "She laughed" (+/+;
        # see the ASP row of the word list)
        return Signature("+/-", sig.key, "ASP:non-past")
    if sig.source == "ASP" and c.subtype == "to":
        complement = verb.doc[c.head] if c.head is not None else None
        if continuation_time_frame(verb, complement) is not None:
            # "While in office, she did not continue to practise" -> "While in office, she
            # practised": a time adjunct fixes the reference time at which ¬S denies V, and
            # the hypothesis keeps it, so the past is contradicted as the present is (+/-;
            # verb_complement_context.continuation_time_frame; twenty-eighth pass)
            return Signature("+/-", sig.key, "ASP:time-frame")
        # "He did not continue to pace the room" -> "He paced the room": the in-place simple
        # past refers to the premise's own reference time (Partee 1973 on the referential
        # past tense), and an NLI pair is read as one situation (the SNLI/MNLI convention,
        # Bowman et al. 2015; de Marneffe, Rafferty & Manning 2008 on event coreference in
        # contradictions): at that time the negation denies the pacing, as in the present
        # ("ASP:non-past") and under a time frame ("ASP:time-frame"). What "continue"
        # presupposes is the earlier activity (Karttunen 1971; Simons 2001 on aspectual
        # presuppositions), "He had been pacing the room", a proposition of its own that the
        # presupposition phenomenon writes (its aspectual drafts, the one place for that
        # form), not this pair. RP19's raters agree: four of the five negated past items are
        # rated -1 or below ("He did not continue to talk about fish": -2,-2,-2), the fifth
        # is split (-1,2,2). The positive half stays "+" (stop 99, vc216; s9901 verb-026)
        return Signature("+/-", sig.key, "ASP:past")
    if (
        sig.source == "RP19h"
        and lemma == "mean"
        and any(a.dep_ == "aux" and a.tag_ == "MD" for a in verb.children)
        and not _predictive_will_mean(verb)
    ):
        # "The fall of the SUV could mean that Americans will return to the station wagon": a
        # modal makes the inference a possibility (Palmer 2001 on epistemic modals), so the
        # speaker is not committed to the complement: o/o (the +/o row is the plain "X means
        # that P"; issue #12, eleventh pass)
        return Signature("o/o", sig.key, "mean:modal")
    if sig.source == "RP19h" and lemma == "mean" and hedged_meaning_host(verb):
        # "It is likely that A, meaning that P": the elaboration of a hedged claim is as
        # hedged as the claim (stop 103, vc227; verb_complement_source_commitment)
        return Signature("o/o", sig.key, "mean:hedged-host")
    if sig.source == "RP19h" and lemma == "mean" and c.subtype == "that" and _defining_mean(verb):
        # "Updating means that P", "MAY or OPTIONAL means P", "By chaotic, we mean that P": a
        # definition of a term or an action type, not an inference from a fact (see the
        # helper): o/o (stop 72, vc122; s1204c verb-051, s1204b verb-047, verb-069)
        return Signature("o/o", sig.key, "mean:definition")
    if (
        sig.source == "RP19h"
        and lemma == "mean"
        and c.subtype == "that"
        and (_case_quantified(verb) or _comparative_kind_subject(verb))
    ):
        # "In most cases this means that P", "Larger values mean P": a restricted or generic
        # "mean", whose consequence holds in the cases the restrictor picks out, not of the
        # unconditional P the hypothesis states (see the helpers): o/o, as for the generic
        # "cause" below (stop 79, vc149; s1204v verb-044, verb-065)
        return Signature("o/o", sig.key, "mean:generic-condition")
    if lemma == "cause" and c.subtype == "to" and _generic_condition_subject(verb):
        # "Setting a value above 0% causes stars to be discarded", "Pressing the button will
        # cause the window to open": a gerund (action-type) or indefinite subject of a
        # non-past "cause" makes a generic conditional, "whenever one does X, Y happens"
        # (Krifka et al. 1995; Vendler 1967 ch. 5 on imperfect nominals), and the effect is
        # not asserted unconditionally: o/o (stop 75, vc136; s1204n verb-006, 019, 057)
        return Signature("o/o", sig.key, "cause:generic-condition")
    if lemma == "mean" and c.subtype == "to" and sig.signature == "o/+" and intention_mean(verb):
        # "They mean to raid the village tonight" / "They do not mean to raid ...": the present
        # active "mean to" is "intend to", o/o like RP19's "intend" row; Karttunen's (1971) o/+
        # is the past accidental "didn't mean to" (see rewrite.complement.intention_mean;
        # stop 97, vc206, s9601/s9602 verb_complement rejects)
        return Signature("o/o", sig.key, "mean:intention")
    if lemma == "mean" and c.subtype == "to" and sig.signature == "o/+" and _passive_meant(verb):
        # "A joke is not meant to be taken literally" -> "A joke is taken literally": no. The
        # o/+ of "mean to" is the agent's: "She didn't mean to hurt him" reports an act she
        # did unintentionally, so the hurting happened (Karttunen 1971 on "mean"; Kiparsky &
        # Kiparsky 1968 on non-factive intention verbs). The passive "be meant to V" (= be
        # intended, designed to V; Quirk et al. 1985 §3.49 on "be meant to" among the
        # semi-auxiliaries of obligation and purpose) names the purpose of a thing or a norm,
        # with no act of the subject for the negation to leave standing, so "is not meant to
        # be taken literally" says nothing of whether it is: o/o (sixty-seventh pass, vc61)
        return Signature(UNKNOWN_SIGNATURE, sig.key, "mean:passive")
    if lemma in PERMISSION_VERBS and c.subtype == "to" and _enabling_artifact_subject(verb):
        # "GnuCash does not allow you to rename an open file", "The program does not permit
        # you to ...": with the program as the subject, "allow" is circumstantial, not
        # deontic: it names the only way to the act, a necessary condition, so "not allow"
        # prevents it (Karttunen 1971 on "only if" implicatives, whose negation entails the
        # negated complement; Kratzer 1981 on circumstantial modal bases), o/-. The positive
        # stays o (a possibility, not an act). A person, group or norm ("Her parents did not
        # allow her to stay out", "The rules do not allow ...") grants a permission that can
        # be defied: o/o below (stop 76, vc139; s1204p verb-046, 047). A component of the
        # program ("The button does not allow you to") leaves other ways open: o/o too (stop
        # 77, vc141; s1204q verb-011, 062, 072)
        return Signature("o/-", sig.key, "allow:artifact-prevents")
    if lemma in PERMISSION_VERBS and c.subtype == "to" and conditions_prevent(verb):
        # "Conditions that do not allow life to exist" -> "Life exists.": a thing enabling a
        # thing is a necessary condition, not a permission, so "not allow" prevents it: o/-
        # (Nadathur & Lauer 2020; verb_complement_generics; stop 103, vc229)
        return Signature("o/-", sig.key, "allow:conditions-prevent")
    if c.subtype == "that" and sig.signature[0] == "+" and _helped_or_purposed(verb):
        # "GnuCash keeps backups to help ensure that your data is not lost", "The check helps
        # ensure that P": "help" names a contribution to the outcome, not its attainment (it
        # is in none of the implicative lists, Karttunen 1971, 2012), and an infinitive of
        # purpose states an aim whose success is not asserted (Quirk et al. 1985 §15.48), so
        # the implicative's "+" does not reach the speaker: o/o (stop 76, vc139; s1204p
        # verb-037)
        return Signature("o/o", sig.key, "implicative:purpose-or-help")
    # "allow/permit X to V" and its passive "X is allowed to V" are o/o whatever X is (stop 73,
    # vc128): neither verb is in the implicative lists (Karttunen 1971; Karttunen 2012), so it
    # takes the o/o of unlisted verbs (RP19 §4.1). Permission grants a possibility (Kratzer 1981
    # on circumstantial and deontic "can"), and the event's taking place is at most an
    # implicature, which a continuation cancels without contradiction ("The function is allowed
    # to access the private fields, but it never does"; "The reaction was allowed to proceed
    # for an hour, but it stopped after ten minutes"). The sixty-eighth pass (vc62) made the
    # passive with an inanimate subject +/- by Talmy's (1988) force dynamics; that gave the
    # passive a label its active ("allows the reaction to proceed": o/o) never had, and the
    # blind review s1204f rejected it ("a function that is allowed to access" -> "that
    # accesses": entailment, verb-008)
    past = _past_perfective(verb) or _past_auxiliary(verb)
    # "has chosen him out of all your tribes to stand" is object control: "choose X to V" is a
    # verb of appointment ("elect, appoint, select X to V", Levin 1993 §29.1), whose infinitive
    # names the office or task X is picked for, a future of X's, and the chooser's realized
    # choice entails nothing about X's doing it ("They chose her to lead the team, but she
    # declined" is no contradiction): the o/o of RP19 stays. Hacquard's (2009) actuality
    # entailment of past "chose to V" holds for the chooser's own action, subject control
    # (stop 84, vc169; s1205o verb-058)
    if (
        lemma == "choose"
        and c.subtype == "to"
        and verb.tag_ != "VBG"
        and past
        and control(verb.doc, c)[0] not in ("object", "ecm")
    ):
        # "She chose (not) to compete" reports a realized choice: past perfective
        # "choose" carries the actuality entailment of the chosen action, like "had to"
        # (Hacquard 2009 on aspect and actuality entailments; Bhatt 1999); RP19's o/o is the
        # type's overall value, and their annotators rated past "chose to" + in 3 of 4
        # items; "did not choose to V" leaves V open (o)
        return Signature("+/o", sig.key, "choose:past")
    if (
        c.subtype == "to"
        and habitual_choice(verb, lemma)
        and control(verb.doc, c)[0] not in ("object", "ecm")
    ):
        # "Many people choose to cycle to work" -> "Many people cycle to work": the habitual
        # present of a choice verb describes a practice carried out (verb_complement_generics;
        # stop 103, vc229); "do not choose to V" leaves V open
        return Signature("+/o", sig.key, "choose:habitual")
    # "The grant enabled him to command the expedition" is not implicative: "enable" causes an
    # ability or opportunity, and "The law enabled citizens to vote by post, but few did" is no
    # contradiction, so the actuality entailment of "was able to" (Bhatt 1999 ch. 5; Hacquard
    # 2009), which the nineteenth pass carried over as +/o ("enable:past"), is at most an
    # implicature here: "enable" is in none of the implicative lists (Karttunen 1971, 2012;
    # NOPE App. B) and takes the o/o of unlisted verbs (RP19 §4.1), like "allow" and "permit"
    # (sixty-first pass, vc54)
    possibility = any(
        a.dep_ == "aux" and a.tag_ == "MD" and a.lower_ in POSSIBILITY_MODALS for a in verb.children
    )
    if lemma == "choose" and c.subtype == "to" and verb.tag_ == "VB" and possibility:
        # "They might choose to keep the house" -> "They might keep the house": one can only
        # choose what is open to one, so a world where they choose to keep it is one where
        # keeping it is possible, and the in-place hypothesis keeps the modal (Kratzer 1981 on
        # possibility as existential quantification over worlds; blind review round 13). Not
        # "will/would/must choose to": a future or required choice guarantees no act (no
        # actuality entailment outside the past perfective, Hacquard 2009; review 4 keeps
        # "will choose to leave" neutral); "might not choose to" leaves V open (o)
        return Signature("+/o", sig.key, "choose:modal")
    if lemma == "learn" and c.subtype == "to" and verb.tag_ == "VBG":
        # "She is learning to ride a bike" -> "She is riding a bike": the learning is in
        # progress and need not have reached the ability, so nothing follows of the complement
        # (the imperfective paradox, Dowty 1979 ch. 3); the RP19b +/- row is the completed
        # "learned to" (eighteenth pass)
        return Signature(UNKNOWN_SIGNATURE, sig.key, "learn:progressive")
    if lemma == "learn" and c.subtype == "to" and _modal_learning(verb):
        # "I would learn to sail across the bay", "You must learn to cook": "learn to V" is
        # "come to be able to V", and the V of RP19b's +/- row is the actuality inference of an
        # ability achieved, which only the past perfective carries (Bhatt 1999 ch. 5; Hacquard
        # 2009, as for "had to" B99 and "choose:past"). Under a modal the learning itself is
        # unrealised: hypothetical or volitional "would" (= "I wish to learn"; Coates 1983 on
        # the volitional and hypothetical WOULD; Palmer 2001 ch. 7), a prediction, an obligation; so the modal "I would
        # sail across the bay" (volitional: wanting the act, not the ability) does not follow
        # from it and "I would not learn to V" (a refusal) does not exclude it: o/o (stop 95,
        # vc197; the class of s9501 verb-037). The habitual past "would" ("Every summer he
        # would learn to ...") reports completed learnings and keeps the row
        return Signature(UNKNOWN_SIGNATURE, sig.key, "learn:modal")
    if lemma == "get" and c.subtype == "to" and _have_got_to(verb, c):
        # "We've got to find him", "It's got to make somebody wonder": "have got to" is a
        # modal of necessity, deontic or epistemic (= must; Quirk et al. 1985 §3.49, Palmer
        # 2001 ch. 3), with no actuality entailment outside the past: o/o
        return Signature(UNKNOWN_SIGNATURE, "have got to", "have-got-to:modal")
    if lemma == "know" and c.subtype == "to" and any(ch.dep_ == "auxpass" for ch in verb.children):
        # "The species is known to exist", "having been known to exist for years": the raising
        # passive of the factive "know" (Postal 1974 on raising; Kiparsky & Kiparsky 1968),
        # like "is shown to" (VP15 row): the complement is taken as true; "is not known to
        # exist" leaves it open. Active "She knows to wait" (= knows she should) has no row
        return Signature("+/o", "know to", "know:passive")
    if lemma == "know" and c.subtype == "to" and _ecm_subject(verb, c) is not None:
        # "He knew it to be sturdy", "The sailors knew the captain to be fair": the active of
        # the same raising-to-object construction (Postal 1974), whose subject vouches for the
        # complement as the passive's unnamed knowers do: "know" keeps its factive
        # presupposition with the infinitive (Kiparsky & Kiparsky 1970 §2 list "know" among
        # the factives that take "NP to V"; Huddleston & Pullum 2002 ch. 14 §4.3), so the
        # original entails the complement (s1202p blind review). Negated, "did not know it
        # to be sturdy" also reads as not believing it, and the complement is left open,
        # like "is not known to": +/o (hundred-seventh pass, vc101). "She knows to wait" has
        # no subject of its own and keeps no row
        return Signature("+/o", "know to", "know:ecm")
    if (
        lemma == "observe"
        and c.subtype == "to"
        and any(ch.dep_ == "auxpass" for ch in verb.children)
    ):
        # "They are often observed to lead the herd": the raising passive of the perception
        # verb reports what was seen (Postal 1974 on raising), not the archaic implicative
        # "observe to do" (= take care to do) of the K71c row, which is active with a subject
        # who acts: o/o as before that row (stop 87 integration; ninety-ninth pass md10 pin)
        return Signature(UNKNOWN_SIGNATURE, sig.key, "observe:raising-passive")
    if (
        lemma in DISCOVERY_PASSIVES
        and c.subtype == "to"
        and any(ch.dep_ == "auxpass" for ch in verb.children)
    ):
        # "Light was found to behave as a wave", "The wreck was discovered to contain gold":
        # the raising passive of the discovery verbs reports a finding, and the finding is
        # taken as fact like the semifactive "find out/discover that" (Karttunen 1971, "Some
        # observations on factivity"); White & Rawlins (2018, MegaVeridicality) rate "NP was
        # found/discovered to VP" veridical. As with "is known/shown to" (VP15 row above),
        # "was not found to expand" leaves the expanding open: +/o (fifty-ninth pass, vc52)
        return Signature("+/o", f"{lemma} to", "discover:passive")
    if c.subtype == "that" and disparaged_belief(verb):
        # "You're confused if you think P": the consequent ascribes an error to the holder of
        # the belief, so the speaker commits to not-P (verb_complement_adjuncts; ninety-third
        # pass, vc87): -/+
        return Signature("-/+", sig.key, "belief:disparaged")
    if lemma == "follow" and c.subtype == "that" and _conditional_adjunct(verb):
        # "If A, it follows that P": the inference holds on the supposition A, which the
        # speaker does not assert, so P is not asserted either (Quirk et al. 1985 §15.33 on
        # open conditions): o/o
        return Signature(UNKNOWN_SIGNATURE, sig.key, "follow:conditional")
    if lemma == "be" and c.subtype == "that" and factual_shell_subject(verb) is not None:
        # "The fact is that the road was closed" asserts that the road was closed; "The fact is
        # not that ..." leaves it open (FACTUAL_SHELL_NOUNS): +/o. No copular candidate reaches
        # the pairs since the ninety-sixth pass (`copula-that-clause` drops it): this answers
        # only callers that ask for a signature before the exclusion (discourse checks)
        return Signature("+/o", "be that", "factual-shell")
    if lemma == "like" and c.subtype == "to" and _past_habitual_like(verb):
        # "Dr. Guth liked to say that ..." -> "Dr. Guth said that ...": the simple past of
        # "like to" is the habitual "was fond of V-ing" (Quirk et al. 1985 §16.40 on "like to"
        # of habitual preference; OED s.v. like v.1 5), which reports the habit itself, so the
        # complement held on the occasions (cf. "tend to", tend:characterizing); "did not
        # like to say" leaves it open: +/o. The present "I like to invent things" is RP19's o/o
        # row (a preference, not a report), and "would like to" is a wish (blind review s1202b)
        return Signature("+/o", sig.key, "like:past-habitual")
    if lemma == "oblige" and c.subtype == "to" and not _past_coercion(verb):
        # "We are obliged to report losses", "She would be obliged to leave", "felt obliged to
        # apologise": a duty stated, not discharged. Only the past perfective of a coercion verb
        # carries the actuality entailment (Karttunen 1971 on "be forced to"; Bhatt 1999 ch. 5,
        # as for "have to" above): o/o (stop 84, vc166; wordlists/verb_signatures.txt K71f)
        return Signature(UNKNOWN_SIGNATURE, sig.key, "oblige:non-past")
    if lemma == "have" and c.subtype == "to":
        if c.complementizer != c.verb + 1:
            # "I have work to do": a relative infinitive, no modal "have to"
            return Signature(UNKNOWN_SIGNATURE, sig.key, "default")
        past_have = _past_perfective(verb) or _did_support(verb)
        if not past_have and _habitual_frequency(verb):
            # "We often have to play in the rain" -> "We often play in the rain": a frequency
            # adverb quantifies over actual occasions (Quirk et al. 1985 §8.61-8.65 on
            # frequency adjuncts), on each of which the obligation was met, so the hypothesis,
            # which keeps the adverb, follows; "We do not often have to" leaves it open (+/o,
            # the row's own signature; fifteenth pass, class 4)
            return Signature(sig.signature, sig.key, "have-to:habitual")
        if not past_have:
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:non-past")
        if _epistemic_had_to(verb, c):
            # "It had to be a cargo ship", "That had to have hurt": with a stative "be" (not a
            # passive) or a perfect infinitive and a subject that bears no obligation ("it",
            # "that", "this", "there"), "had to" is epistemic necessity, the speaker's inference
            # (Palmer 2001 ch. 2-3; Coates 1983 ch. 3 on epistemic readings with stative and
            # perfect complements), not an obligation that was met: no actuality entailment
            # (Hacquard 2009 ties it to the root reading): o/o (thirty-second pass)
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:epistemic")
        if _stative_had_to(verb, c):
            # "He had to be there for his children", "She had to be careful": with the copula
            # "be" the complement is a state, which has no culmination for the perfective to
            # assert; the simple past of a stative obligation reads as a standing duty
            # (imperfective), and Hacquard (2009) ties the actuality entailment to perfective
            # aspect over an event (Bhatt 1999 ch. 5's cases are all eventive; RP19's four
            # "have to" gold items are eventive: "He had to try something"). Comrie (1976,
            # Aspect, ch. 2) on states under the simple past: o/o (stop 69, vc111; blind review
            # s1202y rejected "He had to be there for ..." -> "He was there for ...": entailment)
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:stative")
        if _generic_person_had_to(verb):
            # "In those days you had to pay the toll at the bridge", "One had to bow to the
            # king": the impersonal "you/one" (Quirk et al. 1985 §6.21; Kitagawa & Lehrer 1990
            # on impersonal "you") makes a characterizing statement about anyone in the
            # situation, a rule or custom of the time, which is imperfective (generic), and the
            # actuality entailment of a past root modal needs an episodic perfective (Bhatt
            # 1999 ch. 5; Hacquard 2009): nothing says that the toll was paid on any occasion,
            # o/o (stop 99, vc214; s9802's "you had to pay your respects"). Left alone: "we",
            # "he", a name (the episodic "We had to pay the toll" keeps +/o)
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:generic-person")
        if _backshifted_report(verb):
            # "He said we had to leave" -> "He said we left": in the clause of a past verb of
            # saying or thinking, "had to" is most often the backshifted present of the report
            # ("We have to leave", Quirk et al. 1985 §14.31 on backshift in indirect speech),
            # an obligation at the time of saying with no actuality entailment (Bhatt 1999
            # needs an episodic perfective past of its own): o/o (seventeenth pass)
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:backshifted")
        if imperfective_frame(verb) is not None:
            # "In the game, players had to collect all the coins": under a fiction/rule
            # frame it states a requirement, with no actuality entailment (Hacquard 2009: only
            # the episodic perfective "had to" entails its complement; review round 14): o/o
            return Signature(UNKNOWN_SIGNATURE, sig.key, "have-to:imperfective")
    return sig


#: Pronouns with an impersonal, generic use as subject ("you" = people in general, "one";
#: Quirk et al. 1985 §6.21).
_GENERIC_PERSON_PRONOUNS = frozenset({"you", "one"})


def _generic_person_had_to(verb: Token) -> bool:
    """Is the subject of the past modal "had" (to V) an impersonal "you" or "one"? "you" is
    ambiguous with the addressee, but an addressee's own past obligation is rarely told to
    them as an episode, and either way the hypothesis "You paid ..." asserts what the
    characterizing reading leaves open, so the label is not entailment."""
    return any(s.lower_ in _GENERIC_PERSON_PRONOUNS for s in subjects(verb))


#: Verbs whose active use needs the addressee as object before a clause or infinitive ("She
#: told *(them) that it was late"; Quirk et al. 1985 §16.55-16.58 on ditransitive complement
#: patterns): without one, the form is the passive participle.
ADDRESSEE_VERBS = frozenset({"tell", "inform", "notify", "assure", "convince", "persuade"})


def _shared_participle(verb: Token) -> bool:
    """Is ``verb`` an addressee verb conjunct with no subject, auxiliary or object of its own
    after a passive first conjunct ("have been contacted and told they may be needed")? The
    tagger may read it as a past tense (the forms are one), but the missing object makes it
    the passive participle sharing "have been"."""
    if verb.dep_ != "conj" or verb.head.i >= verb.i or verb_lemma(verb) not in ADDRESSEE_VERBS:
        return False
    own = ("aux", "auxpass", "nsubj", "nsubjpass", "dobj", "dative", "iobj")
    if verb.tag_ not in ("VBD", "VBN") or any(c.dep_ in own for c in verb.children):
        return False
    return any(c.dep_ == "auxpass" for c in verb.head.children)


#: Dependents that may come between the first of two coordinated verbs and the coordinator
#: without giving it a complement of its own ("compelled and forbidden", "forced and then paid").
_BARE_CONJUNCT_DEPS = frozenset({"cc", "punct", "preconj", "advmod", "conj"})


def _shared_infinitive(verb: Token, subtype: str) -> str | None:
    """The lemma of a complement-taking verb coordinated before ``verb`` that shares its
    to-infinitive ("was compelled and forbidden to love", "tried and failed to open it",
    "neither allowed nor encouraged to speak"), or None.

    The infinitive is a shared complement of both conjuncts (right-node raising: CGEL ch. 15
    §4.4 on delayed right constituents; Quirk et al. 1985 §13.89), so rewritten in place only
    the last conjunct gives way to it and the first is left hanging without its complement
    ("compelled and loved", "neither allowed nor spoke"), and the negation lands on one
    conjunct only. The first verb must itself take a to-infinitive (the signature lexicon or a
    WordNet infinitival frame, ``verb_frames.takes_infinitive``) and have nothing of its own
    after it: "was arrested and forced to resign" is ordinary verb
    phrase coordination ("arrest" takes no infinitive) and stays.
    """
    if subtype != "to" or verb.dep_ != "conj" or verb.head.i >= verb.i:
        return None
    first = verb.head
    if first.pos_ not in ("VERB", "ADJ", "AUX") or first.tag_ not in (
        "VB",
        "VBD",
        "VBN",
        "VBZ",
        "VBP",
        "JJ",
    ):
        return None
    if any(ch.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for ch in verb.children):
        return None  # "She tried and she failed to ...": a clause of its own
    if any(ch.i > first.i and ch.dep_ not in _BARE_CONJUNCT_DEPS for ch in first.children):
        return None
    if any(ch.dep_ == "conj" and ch.i > first.i and ch.i != verb.i for ch in first.children):
        return None  # a longer list: left to the list handling
    lemma = verb_lemma(first)
    if lookup_signature(lemma, "to").source == "default" and not takes_infinitive(lemma):
        return None
    return lemma


#: Prepositions of temporal sequence that open a relative with "which" (", after which ...").
#: Not "upon": "a vast lake, upon which floated a lotus" is locative (RP19 item 1184).
_SEQUENCE_RELATIVE_PREPOSITIONS = frozenset({"after", "following"})

#: Verbs that select "after" themselves ("the river, after which the town is named"): the
#: prepositional verb "name/call after" (Quirk et al. 1985 §16.5) takes the noun as its object.
_AFTER_SELECTING_VERBS = frozenset({"name", "call", "rename", "model", "pattern", "style"})

#: WordNet lexicographer files of nouns that may name an event or a time themselves ("the war,
#: after which ...", "the conference, after which ..."): such a noun, not the clause, can be
#: the antecedent. Any sense counts, and gatherings and performances are filed under group and
#: communication ("conference", "concert"), so only a noun with none of these senses (a
#: physical object, place or substance: "the focal plane") leaves the clause as antecedent.
_EVENT_NOUN_FILES = frozenset(
    {"noun.event", "noun.act", "noun.time", "noun.process", "noun.communication", "noun.group",
     "noun.phenomenon"}
)  # fmt: skip


def _sequence_relative_after(doc: Doc, verb: Token) -> bool:
    """Does a ", after/following which ...", ", whereupon ..." or ", at which point ..."
    clause follow the trigger, with no noun before it that could name an event or a time and
    be the antecedent (``_EVENT_NOUN_FILES``)? Such a relative narrates the next step after the
    event of the preceding clause (a sentential relative with a prepositional "which", Quirk
    et al. 1985 §15.57, §17.22; CGEL ch. 12 §4.4 on connective relatives): "The design allows the light to pass through the
    plane, after which it is collimated". Under the added negation it sequences a further event
    after one that the premise says did not happen (twenty-ninth pass)."""
    sent_end = verb.sent.end
    for tok in doc[verb.i + 1 : sent_end - 1]:
        if tok.text != ",":
            continue
        nxt = doc[tok.i + 1]
        after = doc[tok.i + 2] if tok.i + 2 < sent_end else None
        point = doc[tok.i + 3] if tok.i + 3 < sent_end else None
        if nxt.lower_ == "whereupon" or (
            nxt.lower_ == "at"
            and after is not None
            and after.lower_ == "which"
            and point is not None
            and point.lower_ == "point"
        ):
            return True  # clausal antecedent only ("whereupon" = "and then"; CGEL ch. 12 §4.4)
        if nxt.lower_ not in _SEQUENCE_RELATIVE_PREPOSITIONS or after is None:
            continue
        if after.lower_ != "which" or verb_lemma(nxt.head) in _AFTER_SELECTING_VERBS:
            continue
        before = doc[tok.i - 1]
        if before.like_num or before.pos_ in ("PROPN", "ADJ", "NUM"):
            return False  # "until 1990", "the Olympics", "the final": may be the antecedent
        if before.pos_ != "NOUN":
            return True
        senses = lexnames(before.lemma_.lower(), "NOUN")
        return bool(senses) and not senses & _EVENT_NOUN_FILES
    return False


def _sentential_relative_after(doc: Doc, complement: range) -> bool:
    """Does the complement's span end in a sentential ", which is evidenced by / is why ..."
    clause (``sentential_relative``)?"""
    root = next(
        (doc[i] for i in complement if doc[i].head.i not in complement or doc[i].head.i == i),
        None,
    )
    return root is not None and bool(sentential_relative(doc, root))


def _passive_had_to(verb: Token, sig: str) -> bool:
    """Is the trigger past modal "had to" (+/o) with a passive infinitive ("had to be
    stopped")? RP19's "had to" items are all active (verb_complement_context, have-to:passive)."""
    if verb_lemma(verb) != "have" or not str(sig).startswith("+/o"):
        return False
    if not _past_perfective(verb):
        return False
    return any(
        c.dep_ == "xcomp" and any(a.dep_ == "auxpass" for a in c.children) for c in verb.children
    )


#: Subjects that bear no obligation: dummy and demonstrative pronouns and existential "there"
#: (Quirk et al. 1985 §6.17-6.18, §18.33); with them "had to be" can only be epistemic.
_NON_AGENT_SUBJECTS = NON_AGENT_PRONOUNS | {"there"}


def _epistemic_had_to(verb: Token, c: Construction) -> bool:
    """Is "had to" + ``c``'s infinitive the epistemic "had to be X" / "had to have V-ed" with a
    dummy or demonstrative subject?"""
    if c.head is None:
        return False
    head = verb.doc[c.head]
    subject = next((ch for ch in verb.children if ch.dep_ in ("nsubj", "expl")), None)
    if subject is None or subject.lower_ not in _NON_AGENT_SUBJECTS:
        return False
    aux = [ch for ch in head.children if ch.dep_ in ("aux", "auxpass") and ch.lower_ != "to"]
    if head.lemma_ == "be" and not aux:
        return True  # stative "be": "It had to be a cargo ship"
    if any(ch.dep_ == "auxpass" for ch in head.children):
        return False  # "It had to be repaired": a passive obligation
    return head.tag_ == "VBN" and any(a.lower_ == "have" for a in aux)


def _noun_conjunct_after_complement(doc: Doc, verb: Token, c: Construction) -> bool:
    """Does a coordinator right after the complement join a noun phrase to the trigger itself
    ("MITI decided it would spend ten years and a lot of money applying AI": "lot" parsed as a
    conjunct of "decided")?

    Coordination joins like constituents (Quirk et al. 1985 §13.2; Sag, Gazdar, Wasow & Weisler
    1985): a noun phrase is no conjunct of a finite verb, so the phrase belongs inside the
    complement (a second object, "ten years and a lot of money"), and the complement the parser
    gave ends in the middle of it; the hypothesis would be a truncated claim ("It would spend
    ten years."; s1204i verb-014; stop 74, vc131). Dropped, as the parse does not say where the
    phrase really ends."""
    end = c.span[1]
    if end >= len(doc) or doc[end].dep_ != "cc" or doc[end].head.i != verb.i:
        return False
    if doc[end - 1].is_punct:
        # "I always thought that every woman should marry -- and no man": after a dash or comma
        # the phrase is an appended elliptical conjunct (gapping, Quirk et al. 1985 §13.92),
        # and the complement before it is whole
        return False
    return any(
        ch.dep_ == "conj" and ch.i > end and ch.pos_ in ("NOUN", "PROPN", "NUM")
        for ch in verb.children
    )


def _reported_epistemic_had_to(verb: Token, c: Construction) -> bool:
    """Is the trigger the epistemic "had to be" (``_epistemic_had_to``) in the content clause of
    another verb ("Common sense said it had to be a closed loop", "He thought it had to be a
    mistake")?

    Epistemic "have to" is a modal of inference, the holder's judgment that the proposition must
    be true (Palmer 2001 ch. 2; Coates 1983 ch. 3; Quirk et al. 1985 §4.54), not a verb with a
    clause or infinitive complement, and in a content clause it is the reported holder's
    inference, not the speaker's. The in-place hypothesis ("Common sense said it was a closed
    loop") only deletes the modal inside the report, which tests no complement (the blind review
    marked both such pairs as no verb-complement construction: s1204i verb-002, verb-041; stop
    74, vc131); the report's own pair ("said" -> "It had to be a closed loop") stays."""
    if verb_lemma(verb) != "have" or c.subtype != "to" or verb.dep_ != "ccomp":
        return False
    if not _past_perfective(verb):
        return False
    return verb.head.pos_ in VERBAL_POS and _epistemic_had_to(verb, c)


def _stative_had_to(verb: Token, c: Construction) -> bool:
    """Is the infinitive of "had to" the copula "be" itself, with no passive, progressive or
    perfect auxiliary ("had to be there", "had to be careful"; not "had to be rescued", "had
    to be working")?"""
    if c.head is None:
        return False
    head = verb.doc[c.head]
    if head.lemma_ != "be":
        return False
    return not any(
        ch.dep_ in ("aux", "auxpass") and ch.lower_ != "to" for ch in head.children
    ) and not any(ch.dep_ == "auxpass" for ch in head.children)


def _backshifted_report(verb: Token) -> bool:
    """Is the past ``verb`` ("had") the head of a that-clause (or bare clause) of a past verb
    of saying, thinking or knowing (PLUG_VERBS: "He said we had to leave", "She thought she had
    to"; CLAUSE_EMBEDDING_VERBS: "I knew I had to do something", "He realized he had to act")?

    The past tense of a content clause under a past matrix verb is most often backshifted: it
    places the clause at the matrix time, not before it (Quirk et al. 1985 §14.31; the
    simultaneous reading of sequence of tense, Ogihara 1996, Abusch 1997), so "I knew I had to
    do something" reports a present obligation then ("I have to do something"), which has no
    actuality entailment (Bhatt 1999). Factive and cognitive hosts backshift like verbs of
    saying (twenty-fifth pass, class 3: "He realized he had to act" -> "He realized he acted"
    was labelled entailment)."""
    node = verb
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    if node.dep_ != "ccomp" or node.head.i == node.i:
        return False
    if _connective_led_clause(node):
        return False
    host = node.head
    if _direct_speech_clause(node, host):
        return False
    if own_degree_result_clause(host, node):
        # "She got so drunk I had to take her home": the clause is the result clause of the
        # degree word "so" (Quirk et al. 1985 §15.41-15.42, "that" omitted), an asserted
        # consequence with a time of its own, no content clause of the adjective; the past
        # "had to" is not backshifted and keeps its actuality entailment (Bhatt 1999 ch. 5)
        return False
    if host.dep_ == "acomp" and host.pos_ in ("ADJ", "VERB") and host.head.i != host.i:
        # "I became convinced that I had to accept it", "He felt sure he had to go": the clause
        # of a predicative adjective of attitude under a past linking verb backshifts like that
        # of a verb (Quirk et al. 1985 §14.31 covers content clauses generally; thirty-seventh
        # pass, with "did not have to" now read as past)
        return _past_host(host.head)
    lemma = verb_lemma(host)
    return _past_host(host) and (lemma in PLUG_VERBS or lemma in CLAUSE_EMBEDDING_VERBS)


def _direct_speech_clause(node: Token, host: Token) -> bool:
    """Does the clause headed by ``node`` stand inside a quotation that its host verb stands
    outside ('Broun wrote: "X is the best," and even F.D.R. had to concede that ...', with the
    narrator's conjunct hung on the quoted clause)?

    Backshift is a mark of indirect speech: direct speech keeps the tenses of the words quoted
    (Quirk et al. 1985 §14.29-14.31), and a clause after the closing quotation mark is the
    narrator's own. Either way the past "had to" of the clause is no backshifted present of the
    report. A report inside one quotation with its verb ('"He said we had to leave," she
    recalled') is indirect speech within the quote and still backshifts."""
    quote = quoted_span(node.doc, node.i)
    return quote is not None and quoted_span(node.doc, host.i) != quote


def _connective_led_clause(node: Token) -> bool:
    """Does the clause headed by ``node`` open with a resultive or concessive connective of its
    own ("... knew about the code so sometimes debugging had to be done", "... yet he had to
    leave")?

    A content clause is introduced by "that" or by nothing (Quirk et al. 1985 §15.3-15.4;
    CGEL ch. 11 §3); a clause led by "so", "hence", "yet" and the like is a coordinated or
    adverbial clause of result or concession (Quirk et al. 1985 §8.137, §13.22-13.24 on "so"
    and "yet" between clauses), which the parser may still hang on a preceding verb of knowing
    as its "ccomp". Such a clause is no indirect report, so its past is not backshifted and
    past root "had to" keeps its actuality entailment (Bhatt 1999 ch. 5; Hacquard 2006; stop 74,
    vc132, s1204j verb-072)."""
    first = next(iter(node.subtree))
    if first.i >= node.i or first.lower_ not in DISCOURSE_CONNECTIVES:
        return False
    if first.dep_ not in ("advmod", "cc", "mark"):
        return False
    # not degree "so" ("so many users had to wait"), which modifies an adjective or adverb
    # (Quirk et al. 1985 §7.87-7.89); the parser may hang the connective on the subject
    return first.head.i == node.i or first.head.pos_ not in ("ADJ", "ADV", "DET", "NUM")


def _past_host(host: Token) -> bool:
    """A past matrix verb: simple past ("knew"), past perfect ("had realized") or a past
    auxiliary ("was told", "did not know")."""
    if host.tag_ == "VBD":
        return True
    return host.tag_ in ("VB", "VBN") and any(
        a.dep_ in ("aux", "auxpass") and a.tag_ == "VBD" for a in host.children
    )


#: Factual shell nouns (word list header has the sources: Schmid 2000; KK68).
FACTUAL_SHELL_NOUNS = word_set("verb_complement_factual_shell_nouns")


def factual_shell_subject(verb: Token) -> Token | None:
    """The subject noun of a specificational "be" whose that-clause value it presents as a
    fact ("The fact/problem/truth is that P"), else None. Not under a modal ("The problem
    may be that ...": a possibility, Palmer 2001) and not an expletive "it"."""
    if verb_lemma(verb) != "be" or any(c.tag_ == "MD" for c in verb.children):
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ != "NOUN":
        return None
    return subject if subject.lemma_.lower() in FACTUAL_SHELL_NOUNS else None


#: Frequency adverbs of a habitual reading (Quirk et al. 1985 §8.63-8.64, usuality and high or
#: indefinite frequency); "never", "rarely" are negative and left out.
HABITUAL_ADVERBS = frozenset(
    {"often", "usually", "always", "sometimes", "frequently", "regularly", "generally"}
    | {"normally", "typically", "routinely", "occasionally", "constantly"}
)


#: The universal frequency adverbs among them ("always", "constantly": every occasion; de Swart
#: 1993), which, unlike "usually/often/sometimes", leave no case where the scope fails.
UNIVERSAL_FREQUENCY_ADVERBS = frozenset({"always", "constantly"})


#: Pronouns of the impersonal (generic) person: "you" and "one" for people in general
#: (Kitagawa & Lehrer 1990, "Impersonal uses of personal pronouns"; Quirk et al. 1985 §6.21).
_IMPERSONAL_PRONOUNS = frozenset({"you", "one"})


def _habitual_frequency(verb: Token) -> bool:
    """A frequency adverb on ``verb`` and no modal above it ("will often have to" stays o/o).

    Not with an impersonal subject ("Usually you have to find a key to open the door", "You
    always have to talk to the captain first"): with generic "you"/"one" the sentence states a
    norm, what the rules require whoever is in the situation (Kitagawa & Lehrer 1990 on
    impersonal "you"; Krifka et al. 1995 on generic sentences as rules), and the adverb counts
    the situations the rule covers, not occasions on which someone met it; deontic "have to"
    asserts no actuality there (Bhatt 1999 ch. 5: the actuality entailment is the perfective
    past's), so "You always find the captain first" does not follow (hundredth pass, vc94)."""
    if any(a.dep_ == "aux" and a.tag_ == "MD" for a in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is not None and subject.lower_ in _IMPERSONAL_PRONOUNS:
        return False
    return any(a.dep_ == "advmod" and a.lower_ in HABITUAL_ADVERBS for a in verb.children)


def _modal_learning(verb: Token) -> bool:
    """Is ``verb`` ("learn" of "learn to") under the hypothetical/volitional "would" ("'d")
    with no perfect "have" ("would have learned to" is left) and
    no habitual frame: no frequency adverb ("often", "always": Quirk et al. 1985 §8.63-8.64)
    and no "every/each" phrase of recurrence ("every summer", "in each match"), which make "would" the past
    habitual (Coates 1983 on WOULD of past habit; Comrie 1976 §1.2.1 on habituals)?"""
    auxes = [a for a in verb.children if a.dep_ == "aux" and a.i < verb.i]
    # Only "would"/"'d": a deontic "must/should learn to V" keeps its modal in the hypothesis
    # ("must respect"), which the obligation to learn does carry (blind A/B ab95 judged "You must
    # learn to respect ..." -> "You must respect ..." entailment, and rejected the o/o label).
    if not any(a.tag_ == "MD" and a.lower_ in ("would", "'d", "’d") for a in auxes):
        return False
    if any(a.lemma_ == "have" for a in auxes):
        return False
    if any(a.dep_ == "advmod" and a.lower_ in HABITUAL_ADVERBS for a in verb.children):
        return False
    # the recurrence phrase may hang on the complement's verb ("would learn to fish in the
    # river every summer"): the whole clause is searched
    return not any(
        d.dep_ == "det" and d.lower_ in ("every", "each") and d.head.dep_ in ("npadvmod", "pobj")
        for d in verb.subtree
    )


def _present_deontic_have(verb: Token, c: Construction) -> bool:
    """Is ``verb`` the semi-modal "have to" outside the perfective past: "have" right before
    "to" (not "have work to do"), with no past "had"/perfect "has had"/"did" and no frequency
    adverb ("often have to" quantifies over met obligations: ``signature_of``)? The same test
    ``signature_of`` applies before it gives "have-to:non-past" (o/o)."""
    if verb_lemma(verb) != "have" or c.complementizer != c.verb + 1:
        return False
    if _past_perfective(verb) or _did_support(verb):
        return False
    return not _habitual_frequency(verb)


def _have_got_to(verb: Token, c: Construction) -> bool:
    """ "has got to" / "'s got to" / "'ve got to": present perfect "got" right before "to"."""
    return (
        verb.lower_ == "got"
        and c.complementizer == verb.i + 1
        and any(
            a.dep_ in ("aux", "auxpass") and (a.lower_ in ("'s", "s", "'ve", "has", "have"))
            for a in verb.children
        )
    )


def _past_auxiliary(verb: Token) -> bool:
    """A past "did"/"was" carries the tense ("did continue", "was continuing")."""
    return any(c.dep_ in AUX_DEPS and c.tag_ == "VBD" for c in verb.children)


def _did_support(verb: Token) -> bool:
    """Is the verb's past tense carried by a "did" of do-support ("He did not have to live
    there", "did have to")? The simple past with "did" is the same perfective past as "had"
    (do-support only carries tense and negation, Quirk et al. 1985 §3.37), so the negation
    rewriter's positive "He had to live there" has the actuality entailment of past root "had
    to" (Bhatt 1999 ch. 5; Hacquard 2009): thirty-seventh pass, s1130a."""
    return any(
        c.dep_ == "aux" and c.lower_ in ("did", "didn't") and c.tag_ == "VBD" for c in verb.children
    )


def _impersonal_passive(verb: Token) -> bool:
    """Is the trigger a passive with an expletive "it" subject ("It is known that", "it was
    noted that"), the that-clause being the extraposed subject?"""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    return any(c.dep_ in ("nsubjpass", "expl") and c.lower_ == "it" for c in verb.children)


#: Extent adverbs that take the focus of a negation ("It is not widely known that P"):
#: wordlists/verb_complement_negated_extent_adverbs.txt gives the reason.
NEGATED_EXTENT_ADVERBS = word_set("verb_complement_negated_extent_adverbs")


def _extent_focus(verb: Token) -> str | None:
    """The extent adverb ("widely", "generally", "well") that modifies the trigger, if any.

    "It has not been widely observed that P": the negation denies how far the observation is
    shared, not the observation, so a factive still presupposes P (Quirk et al. 1985 §10.64 on
    the focus of negation on an adjunct; Kiparsky & Kiparsky 1970). Hundred-twenty-first pass.
    """
    for child in verb.children:
        if child.dep_ == "advmod" and child.lower_ in NEGATED_EXTENT_ADVERBS:
            return child.lower_
    return None


#: Verbs of foreseeing an outcome (prospective conjecture: the complement is later than the
#: guessing): under a negated counterfactual modal perfect ("could not have guessed
#: that P") their complement is the outcome that came about (signature_of, sixty-first pass).
FORESIGHT_VERBS = frozenset(
    {"anticipate", "dream", "expect", "foresee", "guess", "imagine", "predict", "suspect"}
)


def _unforeseeable(verb: Token) -> str | None:
    """ "could/would (not|never|hardly|scarcely) have V-ed", or a "nobody/no one" subject over
    "could have V-ed": "neg" when the negator is a syntactic negation ("not", "never"), which
    the negated pair removes, "adverb" for a negative adverb or subject, else None."""
    if verb.tag_ != "VBN":
        return None
    auxes = [a for a in verb.children if a.dep_ == "aux" and a.i < verb.i]
    if not any(a.lower_ in ("could", "would") for a in auxes):
        return None
    if not any(a.lemma_.lower() == "have" for a in auxes):
        return None
    if any(ch.dep_ == "neg" for ch in verb.children):
        return "neg"
    if any(ch.lower_ in ("hardly", "scarcely", "barely") for ch in verb.children):
        return "adverb"
    for subj in verb.children:
        if subj.dep_ != "nsubj":
            continue
        if subj.lower_ in ("nobody", "none") or (
            subj.lower_ == "one" and any(d.lower_ == "no" for d in subj.children)
        ):
            return "adverb"
    return None


#: Necessity modals of a directive ("must", "should", "ought to"; Quirk et al. 1985 §4.49-4.58).
_NECESSITY_MODALS = frozenset({"must", "should", "ought"})


def _necessity_over(verb: Token) -> bool:
    """Does a necessity modal ("must", "should", "ought to") or "need/have to" govern ``verb``
    ("It must be remembered", "It needs to be noted", "It has to be remembered")?"""
    if any(a.dep_ == "aux" and a.lower_ in _NECESSITY_MODALS for a in verb.children):
        return True
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and head is not verb
        and head.lemma_.lower() in ("need", "have")
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in verb.children)
    )


def _cannot_fail_modal(verb: Token, signature: str) -> str | None:
    """The modal of a negated -/+ implicative under possibility "can/could" ("cannot fail to",
    "could not fail to"; the double negation of inevitability), else None."""
    if signature != "-/+" or not any(ch.dep_ == "neg" for ch in verb.children):
        return None
    return next(
        (
            a.lower_
            for a in verb.children
            if a.dep_ == "aux" and a.tag_ == "MD" and a.lower_ in ("can", "ca", "could")
        ),
        None,
    )


def _past_coercion(verb: Token) -> bool:
    """Is the coercion verb ``verb`` ("obliged") a past perfective clause of its own: the active
    "obliged her to drink", the passive "was obliged to touch" or a "did"-supported past, with no
    modal, and not the predicative adjective of "feel/seem obliged to" (an attitude, which
    asserts no act)? The actuality entailment of a coercion verb needs the perfective past
    (Karttunen 1971 on "be forced to"; Bhatt 1999 ch. 5)."""
    if verb.dep_ in ("acomp", "oprd", "xcomp"):
        if verb.head.lemma_.lower() != "be":
            return False
        # "She was obliged to go" parsed with "was" as the head and "obliged" its complement
        be = verb.head
        return be.tag_ == "VBD" and not any(a.tag_ == "MD" for a in be.children)
    auxes = [a for a in verb.children if a.dep_ in AUX_DEPS]
    if any(a.tag_ == "MD" for a in auxes):
        return False
    if _past_perfective(verb) or _did_support(verb):
        return True
    return any(a.tag_ == "VBD" and a.lemma_.lower() == "be" for a in auxes)


def _past_perfective(verb: Token) -> bool:
    """Past "had" or perfect "has had", with no modal above it ("would have to")."""
    auxes = [c for c in verb.children if c.dep_ == "aux"]
    clitic = any(a.lower_ in ("'d", "\u2019d") and a.i == verb.i - 1 for a in auxes)
    if clitic and verb.tag_ in ("VBN", "VBD") and verb.lower_ != verb.lemma_.lower():
        # "they'd had to listen": a clitic "'d" right before a past form is "had", not
        # "would", which takes a base form (Quirk et al. 1985 §3.23 on "'d"; the tagger reads
        # it as the modal and may tag "had" VBD): the past perfect "had had to"
        return True
    if any(a.tag_ == "MD" for a in auxes):
        return False
    if verb.tag_ == "VBD":
        return True
    return verb.tag_ == "VBN" and any(a.lemma_ == "have" for a in auxes)


@cache
def bare_complement_forms() -> frozenset[str]:
    """Surface forms of the verbs whose that-less complements we accept.

    A bare finite complement has no lexical cue, so the prefilter could not otherwise be a
    necessary condition; restricting bare complements to the that-taking verbs of the signature
    lexicon (minus copular "be") gives both the prefilter and the extractor the same word set.
    """
    # multi-word entries ("point out", "make sure") need their second word, which a bare
    # complement test on the verb alone does not see: only single-word verbs
    lemmas = {lemma for (lemma, comp) in signature_lexicon() if comp == "that" and " " not in lemma}
    lemmas.discard("be")
    return frozenset(f for f in inflections(lemmas) if f.isalpha())


@dataclass(frozen=True, slots=True)
class Construction:
    """One verb-complement construction located in a parsed sentence (token indices into the Doc)."""

    verb: int
    subtype: str  # "to" | "that"
    complementizer: int | None  # index of "to"/"that"; None for a bare complement
    head: int  # head of the complement clause
    span: tuple[int, int]  # token range [start, end) of the complement (without the complementizer)
    parse_source: str  # "spacy" | "provided"


# -- locating constructions with spaCy ------------------------------------------------------------


def _to_marker(head: Token) -> Token | None:
    """The infinitival "to" of a complement headed by ``head`` (it may hang off an auxiliary:
    "expect to have increased": "to" <- "have" <- "increased")."""
    group = [head, *(c for c in head.children if c.dep_ in AUX_DEPS)]
    return next(
        (
            c
            for g in group
            for c in g.children
            if c.dep_ == "aux" and c.lower_ == "to" and c.i < head.i
        ),
        None,
    )


def spacy_constructions(doc: Doc) -> Iterator[Construction]:
    """Yield every verb + to-infinitive / that-clause / bare finite clause, in order of the verb."""
    found: list[Construction] = []
    for head in doc:
        verb = _light_verb(head.head)
        if (verb.pos_ not in VERBAL_POS and not participial_adjective(verb)) or verb.i >= head.i:
            continue
        if lexically_non_verb(verb):
            continue  # "Q shortcut to open ...", "they unashamed to treat ...": no verb (vc159)
        if head.dep_ in ADJACENT_ADVERBIAL_DEPS:
            to = _to_marker(head)
            if to is not None and to.i == verb.i + 1:
                span = (to.i + 1, head.right_edge.i + 1)
                found.append(Construction(verb.i, "to", to.i, head.i, span, "spacy"))
            continue
        if head.dep_ not in TO_COMPLEMENT_DEPS:
            continue
        to = _to_marker(head)
        if to is not None:
            if to.i > verb.i and verb_lemma(verb) not in NOT_TO_VERBS and not _going_to(verb, to):
                span = (to.i + 1, detached_conditional_end(doc, head.right_edge.i + 1))
                found.append(Construction(verb.i, "to", to.i, head.i, span, "spacy"))
            continue
        if head.dep_ not in THAT_COMPLEMENT_DEPS:
            continue
        marks = [c for c in head.children if c.dep_ == "mark" and c.i < head.i]
        if marks:
            mark = marks[0]
            if mark.lower_ == "that" and mark.i > verb.i and _determiner_that(doc, mark, head):
                # "She said that sort of mistake costs lives" with "that" parsed as the
                # complementizer: it is the subject's determiner, and the clause is bare
                span = (mark.i, head.right_edge.i + 1)
                found.append(Construction(verb.i, "that", None, head.i, span, "spacy"))
            elif mark.lower_ == "that" and _that_before_clause_boundary(doc, mark):
                # "until he said that; then they lifted up their voice": a pronoun object
                continue
            elif mark.lower_ == "that" and _demonstrative_that_one(doc, mark, head):
                # "I remember that one for sure, that was when ...": no clause
                continue
            elif mark.lower_ == "that" and mark.i > verb.i and not demonstrative_that_phrase(head):
                end = _detached_remnant_end(verb, head)
                found.append(
                    Construction(verb.i, "that", mark.i, head.i, (mark.i + 1, end), "spacy")
                )
            continue
        that = _misparsed_that(doc, verb, head)
        if that is not None:
            span = (that.i + 1, head.right_edge.i + 1)
            found.append(Construction(verb.i, "that", that.i, head.i, span, "spacy"))
        elif _clear_bare_complement(doc, verb, head):
            end = _detached_remnant_end(verb, head)
            found.append(
                Construction(verb.i, "that", None, head.i, (head.left_edge.i, end), "spacy")
            )
    yield from _one_bare_clause_per_verb(sorted(found, key=lambda c: (c.verb, c.head)))


def _detached_remnant_end(verb: Token, head: Token) -> int:
    """The end of the that-clause of ``head``: its subtree, and with it a subjectless verb the
    parser hung on the trigger (or a verb above it) as a second clause right after it ("knew that X is thin compared
    with the pleasure of hearing a tomato | hit someone": "hit" is the bare infinitive inside
    the clause). A verb takes one content clause; a second one with no subject, no
    complementizer and no comma or coordinator before it cannot be a complement of its own
    (CGEL ch. 11 §4; Quirk et al. 1985 §16.52 on the bare infinitive after "hear"), so the
    hypothesis must not stop before it (hundred-sixteenth pass, s1202x verb-045)."""
    end = detached_conditional_end(verb.doc, head.right_edge.i + 1)  # "in the event | X" (vc230)
    if _finite_without_modal(head):
        for conj in head.children:
            if conj.dep_ == "conj" and (
                any(c.dep_ == "aux" and c.tag_ == "TO" and c.i < conj.i for c in conj.children)
                or _bare_conjunct_of_trigger(verb, conj)
            ):
                # "realize that they're not perfect, and to make the rest ... realize ...": a
                # to-infinitive does not coordinate with a finite clause (coordination joins
                # likes: CGEL ch. 15 §4.1; Sag et al. 1985), so it is the second conjunct of
                # the infinitive above the trigger, and the clause ends before its "and"
                # (hundred-sixteenth pass, s1202x verb-060)
                start = conj.left_edge.i
                while start > head.i and (
                    verb.doc[start - 1].is_punct or verb.doc[start - 1].dep_ == "cc"
                ):
                    start -= 1
                return start
    for other in (c for t in (verb, *verb.ancestors) for c in t.children):
        if (
            other.i > head.i
            and other.dep_ in ("ccomp", "xcomp")
            and other.left_edge.i == end
            and (other.pos_ == "VERB" or _copula_after_reduced_relative(head, other))
            and not any(c.dep_ in ("nsubj", "nsubjpass", "mark", "aux") for c in other.children)
        ):
            return other.right_edge.i + 1
        if other.i > head.i and _clause_conjunct_after_noun_conjunct(verb.doc, other, end):
            return other.right_edge.i + 1
    return end


def _copula_after_reduced_relative(head: Token, other: Token) -> bool:
    """Is ``other`` a finite copula "be" hung on the trigger right after a clause ``head``
    that is a past participle or a past form of one ("that many rocks previously thought to
    be X and classified as Y | were actually Z")? The parser read the subject's reduced
    relative ("rocks (which were) previously thought to be X", Quirk et al. 1985 §17.27) as
    the clause, and the copula with no subject is the clause's own predicate (stop 104,
    vc230; CGEL ch. 11 §4 as above: a verb takes one content clause)."""
    return (
        other.lemma_ == "be"
        and other.tag_ in ("VBD", "VBP", "VBZ")
        and head.tag_ in ("VBD", "VBN")
        and any(c.dep_ == "nsubj" for c in head.children)
    )


def _clause_conjunct_after_noun_conjunct(doc: Doc, other: Token, end: int) -> bool:
    """Is ``other`` a finite predicate with no subject that the parser hung on the trigger (or
    above) as a conjunct, right after a clause that ends in a coordinated noun ("remembered
    that there are many towns with no doctor and a small clinic | may be closed by a storm":
    "clinic" a conjunct of "doctor", "closed" of "remembered")?

    A predicate coordinated with the matrix verb is introduced by its coordinator ("He said
    that she left and went home"; CGEL ch. 15 §2.1, Quirk et al. 1985 §13.41); with nothing
    between the noun and the verb, the noun after "and" is the subject of the verb and the
    coordination joins two clauses inside the content clause ("there are ... and a small
    clinic may be closed"), not two nouns. The clause runs to the verb's end; cut before it,
    the hypothesis ends in a bare noun phrase."""
    if other.dep_ != "conj" or other.left_edge.i != end or end < 2:
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in ("mark", "expl") for c in other.children):
        return False
    auxes = [c for c in other.children if c.dep_ in AUX_DEPS and c.i < other.i]
    if not (other.tag_ in FINITE_TAGS or any(a.tag_ in (*FINITE_TAGS, "MD") for a in auxes)):
        return False
    noun = doc[end - 1]
    if noun.dep_ != "conj" or noun.pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    return any(c.dep_ == "cc" and c.i < noun.left_edge.i for c in noun.head.children)


def _finite_without_modal(head: Token) -> bool:
    """Is the clause of ``head`` finite ("is", "installed" under "is"), with no modal or "to"
    whose bare verb a bare conjunct could share ("that it will [fail] and [do] nothing")?"""
    auxes = [c for c in head.children if c.dep_ in AUX_DEPS and c.i < head.i]
    if any(a.tag_ in ("MD", "TO") for a in auxes):
        return False
    return head.tag_ in FINITE_TAGS or any(a.tag_ in FINITE_TAGS for a in auxes)


def _bare_conjunct_of_trigger(verb: Token, conj: Token) -> bool:
    """Is ``conj``, a conjunct of a finite that-clause's verb, a bare infinitive with no subject
    or auxiliary of its own while the trigger is itself a bare infinitive ("pip will notice
    that the version is installed and do nothing")? Coordination joins likes (CGEL ch. 15 §4.1;
    Quirk et al. 1985 §13.41): a plain form cannot be the second conjunct of a tensed verb
    ("*the version is installed and do nothing"), so it shares the trigger's modal or "to" and
    is the trigger's second predicate, and the complement ends before its "and" (stop 75, vc134;
    s1204l verb-018)."""
    if conj.tag_ != "VB" or verb.tag_ != "VB":
        return False
    return not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass", "mark") for c in conj.children
    )


#: Nouns of kind that take "of" + a bare noun ("that sort of thing", "that kind of storm").
_KIND_NOUNS = frozenset({"kind", "sort", "type", "variety", "manner"})


def _determiner_that(doc: Doc, mark: Token, head: Token) -> bool:
    """Is the "that" that opens the clause of ``head`` the determiner of the clause's subject ("heard that sort of thing happened", "I think that guy is lying")?

    A singular count noun cannot head a noun phrase without a determiner (Quirk et al. 1985
    §5.3, §5.52; CGEL ch. 5 §6.1), so when the word after "that" is such a noun, with no
    determiner of its own, and heads the clause's subject, "that" is its determiner and the
    complementizer is left out, as it may be after these verbs (Quirk §15.3). Read as the
    complementizer it leaves the hypothesis "Sort of thing happened." (hundred-second pass,
    vc96; s1202l verb-050). Count nouns here: the nouns of kind ("sort of", "kind of") and
    nouns whose first WordNet sense is a person ("guy", "woman"), which are count nouns; a
    mass noun may stand alone ("I heard that water is scarce") and is left."""
    nxt = doc[mark.i + 1] if mark.i + 1 < len(doc) else None
    if nxt is None or nxt.tag_ != "NN":
        return False
    if any(c.dep_ in ("det", "poss", "nummod") and c.i != mark.i for c in nxt.children):
        return False
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    if subject.i != nxt.i:
        return _determiner_that_of_compound(doc, nxt, subject)
    lemma = nxt.lemma_.lower()
    if lemma in COMPOUND_PRONOUNS:
        # "realized that nobody cared": a compound indefinite pronoun (rewrite.complement's
        # list), which the tagger may tag NN and WordNet lists as a person noun ("nobody": "a
        # person of no influence"); it takes no determiner (Quirk et al. 1985 §6.45)
        return False
    if lemma in _KIND_NOUNS:
        return nxt.i + 1 < len(doc) and doc[nxt.i + 1].lower_ == "of"
    if first_sense_lexname(lemma, "NOUN") == "noun.person":
        return True
    return concrete_count_noun(lemma)


#: WordNet lexicographer files of event nouns: every sense an act or an event ("strike",
#: "crash"); with no mass use (``_noncount_noun``) such a noun is a count noun (Quirk et al.
#: 1985 §5.3 on count nouns of events: "a strike", "two crashes").
_EVENT_COUNT_LEXNAMES = frozenset({"noun.act", "noun.event"})


def _determiner_that_of_compound(doc: Doc, nxt: Token, subject: Token) -> bool:
    """Is ``nxt``, the word after "that", a noun premodifier of the clause's subject, a singular
    count noun with no determiner of its own ("I think that lightning strike may have zapped
    the disk", "He said that disk crash cost a week")?

    The rule of ``_determiner_that`` holds for the head of the noun phrase, which the compound
    premodifier does not change: a singular count head needs a determiner (Quirk et al. 1985
    §5.52; §17.104-17.108 on noun premodification), so "that" is it, and the hypothesis keeps
    it ("That lightning strike may have zapped the disk"), not "*Lightning strike may have
    ...". Count heads: the concrete count nouns of ``concrete_count_noun`` and event nouns with
    only act/event senses and no mass use (``_EVENT_COUNT_LEXNAMES``); not an -ing form, whose
    nominal is a mass noun of action ("that data processing is slow"; Quirk §17.54) (stop 74,
    vc131; s1204i verb-029)."""
    if subject.tag_ != "NN" or subject.left_edge.i != nxt.i:
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return False
    if any(
        t.dep_ not in ("compound", "amod") or t.tag_ not in ("NN", "JJ")
        for t in doc[nxt.i : subject.i]
    ):
        return False
    lemma = subject.lemma_.lower()
    if subject.lower_.endswith("ing") or lemma in COMPOUND_PRONOUNS:
        return False
    if concrete_count_noun(lemma):
        return True
    names = lexnames(lemma, "NOUN")
    return bool(names) and names <= _EVENT_COUNT_LEXNAMES and not _noncount_noun(lemma)


#: Marks that end an independent clause (Quirk et al. 1985 App. III.15: a semicolon separates
#: independent clauses; a full stop, "!" and "?" end the sentence). Not the colon, which may
#: open the content clause's own enumeration ("it can be seen that: (a) the alloy is ...",
#: App. III.17; sixty-seventh pass).
CLAUSE_BOUNDARY_MARKS = SENTENCE_ENDS | {";"}  # the dialogue twin: demonstrative_that_object


def _that_before_clause_boundary(doc: Doc, mark: Token) -> bool:
    """Is the "that" parsed as a complementizer directly followed by a clause-boundary mark
    ("until he said that; then they lifted up their voice")? The complementizer opens its
    content clause and nothing ends a clause between them (CGEL ch. 11 §3; Quirk et al. 1985
    §15.3), so this "that" is the demonstrative pronoun, the verb's object (Quirk §6.40), and the
    clause after the mark is a new sentence of its own, not a complement (blind review ab88:
    judged twice, no verb complement). A comma may follow a complementizer before a parenthetical
    ("said that, if it rained, they would stay"), so a comma is no boundary here."""
    nxt = doc[mark.i + 1] if mark.i + 1 < len(doc) else None
    return nxt is not None and nxt.text in CLAUSE_BOUNDARY_MARKS


def _demonstrative_that_one(doc: Doc, mark: Token, head: Token) -> bool:
    """Is the "that" parsed as the complementizer of ``head`` the demonstrative of the pro-form
    "one(s)" ("I remember that one for sure, that was when ...")?

    "that one" is a noun phrase, the verb's object, with "one" the substitute for a count noun
    (Quirk et al. 1985 §6.50-6.51 on substitute "one"; CGEL ch. 5 §9.5): "that" opens no
    content clause, and the words after the phrase are a new clause of a run-on, so the
    hypothesis built from them ("One for sure, that was when ...") is no complement (hundred-
    third pass, vc97; s1202m verb-009). Not when "one" is the clause's subject ("I know that
    one of them lied": "that" is the complementizer and "one of them" the subject)."""
    nxt = doc[mark.i + 1] if mark.i + 1 < len(doc) else None
    if nxt is None or nxt.lower_ not in ("one", "ones") or nxt.head.i > nxt.i:
        return False  # "showing that one section of it has been breached": a numeral
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is None or subject.i != nxt.i


def demonstrative_that_phrase(head: Token) -> bool:
    """Is the "clause" the parser opened with "that" on ``head`` a phrase with no finite verb,
    so that "that" is a demonstrative ("They teach you that your very first year of law
    school", "never saw that big butt coming")?

    A content clause introduced by "that" is finite (CGEL ch. 11 §3, §4; Quirk et al. 1985
    §15.3): a "that"-clause whose words hold no verb is a noun phrase, the verb's object with
    "that" as its determiner or the pronoun object before an adjunct, and a head -ing form with
    no auxiliary is a non-finite clause (a perception verb's object + participle, §16.52). The
    parser gives such a "that" the complementizer's `mark`; the hypothesis drops it and keeps
    no proposition ("Your very first year of law school.", "Big butt coming."). Not a bare
    base form (the mandative subjunctive "that it be built" is finite), not a noun with an
    object, a subject or a "not/never" (a verb the tagger read as a noun: "demanding that
    the AAA process three grievances", "ensure that the two navies never re-arm"), not a clause with a "'s" that may be "is" ("thinks that Phoebe's
    pregnant")."""
    words = [t for t in head.subtree if t.i > head.head.i]
    if any(t.lower_ in ("'s", "’s") for t in words):
        return False
    if any(t.i != head.i and _inflected_verb_form(t) for t in words):
        # "showed that light travels in straight lines", "found that stupid with a rock beats
        # smart with scissors": a finite verb the tagger read as a plural noun
        return False
    if head.tag_ == "VBG":
        return not any(
            t.pos_ in ("VERB", "AUX") and t.i != head.i and t.dep_ != "amod" for t in words
        )
    if head.pos_ in ("VERB", "AUX") or any(t.pos_ in ("VERB", "AUX") for t in words):
        return False
    # a head with an object, a subject or a clausal negation/adverb is a verb the tagger read
    # as a noun ("that the AAA process three grievances", "that the two navies never re-arm")
    return not any(c.dep_ in (*SUBJECT_DEPS, "dobj", "dative", "neg") for c in head.children)


def _inflected_verb_form(token: Token) -> bool:
    """Could ``token`` be a finite verb whatever its tag: an -s or -ed form that lemminflect
    reads as an inflection of another verb lemma ("travels", "beats", "surrounded")?"""
    low = token.lower_
    if not (low.endswith("s") or low.endswith("ed")):
        return False
    lemmas = getAllLemmas(low, upos="VERB").get("VERB", ())
    return any(lemma != low for lemma in lemmas)


@cache
def _form_readings(form: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's lemmas of ``form`` by part of speech (empty when the form is unknown)."""
    return getAllLemmas(form)


def lexically_non_verb(token: Token) -> bool:
    """Is ``token`` a word form the morphological lexicon knows, but only as a noun, adjective
    or other non-verb ("shortcut", "unashamed"), whatever tag the parser gave it?

    A verb-complement trigger is a verb taking its complement as an argument (RP19 §3 on the
    verbs whose signatures the lexicon lists; CGEL ch. 14 §5-6 on catenative and content-clause
    complements of verbs). A form with no verb reading in the lexicon (lemminflect, built from
    the SPECIALIST lexicon's inflection tables) is a tagging error when tagged VB*: a noun in a
    fragment ("Q shortcut to open the tool") or an adjective whose copula the source dropped
    ("they unashamed to treat galaxies as laboratories", unashamed being an adjective taking a
    to-infinitive, CGEL ch. 7 §9.2), and it has no tense to negate and no verb signature. Forms
    the lexicon does not know at all (jargon verbs, clitics, typos) are left to the parse, so
    this only drops what the lexicon positively classifies as a non-verb. Light-verb adjectives
    (``_light_verb``: "make sure that") are handled before this and are not passed here."""
    if token.pos_ not in VERBAL_POS or token.tag_ not in VERB_TAGS:
        return False
    readings = _form_readings(token.lower_)
    return bool(readings) and "VERB" not in readings and "AUX" not in readings


def _one_bare_clause_per_verb(found: list[Construction]) -> list[Construction]:
    """Drop a that-less clause the parser gave a verb that already has a content clause before
    it ("I realized it stopped when all of a sudden I heard my laughter": "I heard ..." is no
    second complement of "realized"; "said he knew he wasn't paid overtime he was owed": "he
    was owed" is a contact relative).

    A verb takes one content clause; a second one is a coordinate, and a non-initial coordinate
    keeps its "that" (CGEL ch. 11 on content clauses): "reported that they were spat
    upon, that there were threats" stays. A later bare "clause" is a misparsed relative, adjunct
    or new sentence (issue #12, ninth review)."""
    kept: list[Construction] = []
    for c in found:
        earlier = any(k.verb == c.verb and k.subtype == "that" for k in kept)
        if c.subtype == "that" and c.complementizer is None and earlier:
            continue
        kept.append(c)
    return kept


#: Adjectives of the light-verb construction "make sure that" (= "ensure that", the
#: signature list's SYN row): the parser hangs the that-clause on the adjective.
LIGHT_VERB_ADJECTIVES = frozenset({"sure"})


def _light_verb(word: Token) -> Token:
    """The verb "make" of "She made sure that ..." when ``word`` is its "sure" (and the verb
    has a subject: an imperative "Make sure that ..." asserts nothing); else ``word``."""
    if word.lower_ not in LIGHT_VERB_ADJECTIVES or word.dep_ not in ("acomp", "ccomp", "oprd"):
        return word
    make = word.head
    if verb_lemma(make) != "make" or make.i > word.i:
        return word
    if not any(c.dep_ in SUBJECT_DEPS for c in make.children):
        return word
    return make


def _going_to(verb: Token, to: Token) -> bool:
    """ "is going to leave": the future periphrasis, not a verb-complement construction."""
    return (
        verb.lower_ == "going"
        and to.i == verb.i + 1
        and any(c.lemma_ == "be" for c in verb.children)
    )


def _misparsed_that(doc: Doc, verb: Token, head: Token) -> Token | None:
    """A complementizer "that" the parser attached inside the clause as a determiner or pronoun.

    "knew that life was difficult" is parsed with "that" as the determiner of "life", "hopes that
    Will will be made commissioner" with "that" as the subject; when "that" opens the clause right
    after the verb and the next word is not a verb (or is capitalised: "Will"), it is the
    complementizer.
    """
    first = head.left_edge
    if first.lower_ != "that" or first.i + 1 >= len(doc):
        return None
    if first.i != verb.i + 1 and not _object_right_before(doc, verb, first.i):
        # "told the committee that he was leaving": the indirect object of a verb of
        # telling stands between the verb and "that" (CGEL ch. 11 §8.1); the parser made
        # "that" the object of the clause (twenty-second pass: hypothesis "That he was ...")
        return None
    nxt = doc[first.i + 1]
    if nxt.pos_ in VERBAL_POS and not nxt.text[:1].isupper():
        return None
    if _determined_noun_head(first, head):
        # "You know that feeling when ...": no clause (stop 94, vc194; see the helper)
        return None
    if _determiner_that(doc, first, head):
        # "heard that sort of thing happened": the parser was right (hundred-second pass)
        return None
    return first


def _determined_noun_head(that: Token, head: Token) -> bool:
    """Is ``head``, the word the parser made the verb's clausal complement, a noun that
    ``that`` determines, with no subject, auxiliary or object of its own ("You know that
    feeling when your gum goes stale", "I remember that trip after the wedding")?

    A content clause has a subject-predicate structure (CGEL ch. 11 §3-4; Quirk et al. 1985
    §15.3): "that" is the subordinator only before a clause. Before a noun that heads the whole
    would-be complement it is the demonstrative determiner of a noun phrase (CGEL ch. 5 §7.3;
    ch. 11 §3 on "that" as subordinator vs determiner), the verb's object, and whatever
    follows (a "when"-clause, a relative) modifies that noun: the hypothesis built from it
    ("Feeling when your gum goes stale.") is no proposition (stop 94, vc194; s9401 verb-038,
    verb-057). A verb the tagger read as a noun keeps its clause: a head with a subject, an
    auxiliary, an object or a negation is a predicate ("that the AAA process three
    grievances", ``demonstrative_that_phrase``), and so is an -s/-ed form with a verb reading
    ("that prices rose")."""
    if that.head.i != head.i or that.dep_ != "det" or head.pos_ not in ("NOUN", "PROPN"):
        return False
    if _inflected_verb_form(head):
        return False
    return not any(
        c.dep_ in (*SUBJECT_DEPS, *AUX_DEPS, "dobj", "dative", "neg", "attr", "acomp")
        for c in head.children
    )


def _object_right_before(doc: Doc, verb: Token, i: int) -> bool:
    """Tokens ``verb.i+1 .. i-1`` are exactly one noun-phrase object of ``verb``."""
    objects = [t for t in verb.children if t.dep_ in ("dobj", "dative") and t.i < i]
    if len(objects) != 1 or objects[0].pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    obj = objects[0]
    return obj.left_edge.i == verb.i + 1 and obj.right_edge.i == i - 1


def _name_word_read_as_verb(doc: Doc, head: Token) -> bool:
    """Is the bare clause's "verb" a capitalised word inside a run of capitalised words ("the
    Equivalent Delivered Source Instructions")? Inside a sentence, English capitalises proper
    names and the words of titles, not verbs (Quirk et al. 1985 §5.60-5.66 and App. III.5-6):
    a capitalised word between capitalised words belongs to the name, so the tagger's
    "subject + verb" is a noun phrase object and there is no clause (stop 70, vc113; s1203a
    verb-015)."""
    if head.i == 0 or not head.is_title or head.i + 1 >= len(doc):
        return False
    before, after = doc[head.i - 1], doc[head.i + 1]
    return before.is_title and after.is_title and not before.is_sent_start


def _clear_bare_complement(doc: Doc, verb: Token, head: Token) -> bool:
    """A that-less complement counts only when the parse leaves no doubt (flagged ``bare``).

    Finite clause with its own subject, right after the verb (no punctuation or quotes in between:
    "'I am here,' he said" is a quotation, not a complement), not an embedded question, and a verb
    from the that-taking part of the signature lexicon.
    """
    if verb.lower_ not in bare_complement_forms():
        return False
    if not any(c.dep_ in SUBJECT_DEPS for c in head.children):
        return False
    finite = head.tag_ in FINITE_TAGS or any(
        c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in head.children
    )
    if not finite:
        return False
    if _name_word_read_as_verb(doc, head):
        return False
    start = head.left_edge
    if start.i <= verb.i:
        return False
    if _object_before_bare_clause(verb, start):
        return False
    subject = min((c.i for c in head.children if c.dep_ in SUBJECT_DEPS), default=head.i)
    if _objects_read_as_clause(verb, doc[subject]):
        return False
    if start.tag_ in WH_TAGS and not _fronted_adverbial_clause(verb, start, head, subject):
        return False
    if any(t.tag_ in WH_TAGS for t in doc[start.i + 1 : subject]):
        # "if we see more precisely how it contrasts with ...": a wh-word after fronted
        # adverbs still opens an embedded question (CGEL ch. 11 §5), which denotes a
        # question, not a proposition (Karttunen 1977): no content clause (s1130p, vc45)
        return False
    # the clause's own subtree may open with a comma right after the verb ("I was just
    # thinking, that's all": the parser hangs the comma on "'s"): it still separates verb and
    # clause, which is a comment on the sentence, not a complement (issue #12, seventh review)
    if start.i == verb.i + 1 and start.text == ",":
        return False
    return not any(t.is_punct or t.is_quote for t in doc[verb.i + 1 : start.i])


#: Personal pronouns whose nominative and accusative forms are the same (CGEL ch. 5 §16.2):
#: only these can be a clause subject and an object alike.
_CASELESS_PRONOUNS = frozenset({"it", "you"})


def _objects_read_as_clause(verb: Token, subject: Token) -> bool:
    """Is the that-less "clause" after ``verb`` its two objects misread ("I have to give it
    thumbs down", the parser making "thumbs" a verb with "it" for subject)?

    A verb with a ditransitive frame and no finite-clause frame in WordNet ("give": "Somebody
    ----s somebody something", no "Somebody ----s that CLAUSE"; verb_frames) takes no content
    clause (Huddleston & Pullum 2002 ch. 11 §4 on the verbs licensing content clauses; Levin
    1993 §13.1 on verbs of giving, which take NP NP or NP to NP), so a caseless pronoun
    (``_CASELESS_PRONOUNS``) right after it is its indirect object and the rest the direct
    object, often an idiom ("give it thumbs down/a try"): "It thumbs down." is no complement.
    A nominative subject ("I propose we leave") shows a real clause and is left alone (stop
    94, vc195; s9403 verb-021)."""
    lemma = verb_lemma(verb)
    if subject.lower_ not in _CASELESS_PRONOUNS or subject.i != verb.i + 1:
        return False
    return takes_two_objects(lemma) and takes_finite_clause(lemma) is False


def _object_before_bare_clause(verb: Token, start: Token) -> bool:
    """Has ``verb`` a noun-phrase object between itself and the that-less clause the parser
    made its complement ("We couldn't find it anywhere so we looked online")?

    A verb of finding, knowing or saying takes one internal complement, a noun phrase or a
    content clause, not both (Huddleston & Pullum 2002 ch. 4 §5, ch. 11 §7.1); only the verbs
    of Quirk et al. 1985 §16.57 (``_OBJECT_AND_CLAUSE_VERBS``: "told her he was leaving") and
    the ditransitives take an object and then a clause. With its object realised, the finite
    clause after it is a new clause (a result "so"-clause, a run-on), no complement, and the
    hypothesis made of it is the writer's own statement labelled as the trigger's (stop 94,
    vc194; s9401 verb-073)."""
    lemma = verb_lemma(verb)
    if lemma in _OBJECT_AND_CLAUSE_VERBS or takes_two_objects(lemma):
        return False
    # a "that" object is the complementizer before a parenthetical the parser misread
    # ("I realized that, had Simon ..., we'd have had to ...": an RP19 item), as in
    # ``_object_then_spliced_clause``
    return any(
        c.dep_ in ("dobj", "dative") and verb.i < c.i < start.i and c.lower_ != "that"
        for c in verb.children
    )


#: Verbs that take no interrogative complement (CGEL ch. 11 §5.3: "believe, think, hope"
#: take only declaratives; "say/claim" only under negation or a modal, "I can't say when"):
#: after them a clause-initial "when" cannot open the complement, only an adverbial in it.
_DECLARATIVE_ONLY_VERBS = frozenset(
    {"think", "believe", "suppose", "guess", "reckon", "imagine", "assume", "figure", "expect"}
    | {"say", "claim", "hope", "feel", "argue", "insist"}
)
#: Wh-words that open a temporal, conditional or place adjunct (Quirk et al. 1985 §15.25,
#: §15.32): "what/who/which" open no adverbial clause.
_ADVERBIAL_WH = frozenset({"when", "whenever", "where", "wherever"})


def _fronted_adverbial_clause(verb: Token, wh: Token, head: Token, subject: int) -> bool:
    """Does ``wh`` open an adverbial clause fronted in the that-less clause of ``head`` after a
    verb that takes only declaratives, with its own subject and a comma before the main
    subject ("Cheney says when he heard the news, he decided to stay", "I think when you
    restart it, the daemon works")? Then the clause of ``head`` is declarative
    (``wh_opens_clause``; Quirk et al. 1985 §8.15 on initial adjuncts). "know/remember when
    ..." stay out: there "when" may open the complement itself, an interrogative or free
    relative ("You remember when you spent Thanksgiving with us?"); the comma is required,
    since a that-less clause has nothing else to show where the adjunct ends."""
    if verb_lemma(verb) not in _DECLARATIVE_ONLY_VERBS or wh.lower_ not in _ADVERBIAL_WH:
        return False
    if wh_opens_clause(wh, head):
        return False
    adjunct = next((c for c in head.children if c.dep_ == "advcl" and c.i < subject), None)
    if adjunct is None or wh.head.i != adjunct.i:
        return False
    if not any(c.dep_ in SUBJECT_DEPS for c in adjunct.children):
        return False
    after = adjunct.right_edge.i + 1
    return after < subject and head.doc[after].text == ","


# -- locating constructions in a provided PTB tree (MNLI sentence1_parse; RP19 §4.1) ---------------


def tree_constructions(doc: Doc, ptb: str) -> list[Construction] | None:
    """Constructions read off a PTB tree (aligned to the spaCy tokens by ``constituency._tree``).

    A ``VP`` whose verb (a preterminal ``VB*``) is followed by a sister ``S`` whose ``VP`` starts
    with ``(TO to)`` is a to-complement (an ``NP`` sister or the ``S``'s own subject may come
    first: "persuaded him to", "want him to"); a sister ``SBAR`` opening with ``(IN that)`` is a
    that-complement, one opening directly with an ``S`` that has a subject is a bare complement.
    Returns None when the tree cannot be read or does not fit the text (the caller then falls back
    to the spaCy parse).
    """
    from nltk import Tree

    from ..constituency import _tree

    try:
        root = _tree.align(Tree.fromstring(ptb), doc)
    except ValueError:
        return None
    found: list[Construction] = []
    for vp in root.walk():
        if vp.category != "VP":
            continue
        kids = vp.children
        vi = next(
            (i for i, k in enumerate(kids) if k.is_preterminal and k.label in VERB_TAGS), None
        )
        if vi is None:
            continue
        verb = doc[kids[vi].start]
        for sister in kids[vi + 1 :]:
            built = _tree_complement(doc, verb, sister)
            if built is not None:
                found.append(built)
                break
    return sorted(found, key=lambda c: (c.verb, c.head))


def _child(node: Node, category: str) -> Node | None:
    return next((k for k in node.children if k.category == category), None)


def _tree_complement(doc: Doc, verb: Token, sister: Node) -> Construction | None:
    if sister.category == "S":
        inner = _child(sister, "VP")
        if inner is None or not inner.children or inner.children[0].label != "TO":
            return None
        to = doc[inner.children[0].start]
        start, end = inner.children[0].end, inner.end
        if to.lower_ != "to" or end <= start:
            return None
        return Construction(verb.i, "to", to.i, doc[start:end].root.i, (start, end), "provided")
    if sister.category != "SBAR" or not sister.children:
        return None
    first = sister.children[0]
    if first.label == "IN" and len(sister.children) >= 2 and sister.children[1].category == "S":
        mark, clause = doc[first.start], sister.children[1]
        if mark.lower_ != "that":
            return None
        span = (clause.start, clause.end)
        return Construction(verb.i, "that", mark.i, doc[span[0] : span[1]].root.i, span, "provided")
    if (
        first.category == "S"
        and _child(first, "NP") is not None
        and _child(first, "VP") is not None
    ):
        span = (first.start, first.end)
        return Construction(verb.i, "that", None, doc[span[0] : span[1]].root.i, span, "provided")
    return None


# -- features --------------------------------------------------------------------------------------


def _subject_of(verb: Token) -> Token | None:
    """The (possibly inherited) subject of ``verb``: its own, else its controlling head's."""
    seen = 0
    tok = verb
    while seen < 8:
        subj = next((c for c in tok.children if c.dep_ in SUBJECT_DEPS), None)
        if subj is None:
            subj = noun_read_as_adverb(tok)
        if subj is not None:
            return subj
        if tok.dep_ == "relcl":
            return tok.head
        if tok.dep_ not in SUBJECT_INHERITING_DEPS or tok.head.i == tok.i:
            return None
        tok = tok.head
        seen += 1
    return None


def control(doc: Doc, c: Construction) -> tuple[str | None, Token | None]:
    """Who the understood subject of a to-complement is (``control``, controller token).

    ECM/accusative subject of the infinitive ("want him to go") -> ``ecm``; an object of the verb
    before the infinitive ("persuaded him to leave") -> ``object``; raising verbs ("seem to") ->
    ``raising`` (the matrix subject); otherwise ``subject`` control ("Nike declined to be a
    sponsor": Nike). That-complements have their own subject: (None, None).
    """
    if c.subtype != "to":
        return None, None
    verb, head = doc[c.verb], doc[c.head]
    own = next((t for t in head.children if t.dep_ in SUBJECT_DEPS and t.i < head.i), None)
    if own is not None:
        return "ecm", own
    obj = next(
        (t for t in verb.children if t.dep_ in OBJECT_CONTROLLER_DEPS and verb.i < t.i < head.i),
        None,
    )
    if obj is not None and obj.lower_ in EFFORT_OBJECTS:
        obj = None  # "tried my utmost to remain patient": the subject remains patient
    if obj is not None and lookup_signature(verb_lemma(verb), "to", (obj.lower_,)).key == (
        f"{verb_lemma(verb).lower()} {obj.lower_} to"
    ):
        # "The manager saw fit to answer": "fit" (parsed as the object) is the second word of
        # the multi-word implicative "see fit" (Karttunen 1971; OED s.v. see v., "see fit": to
        # think it proper), a fixed predicate with no object, so the subject is the
        # controller ("The manager answered"), not "Fit answered" (stop 98, vc211)
        obj = None
    if obj is not None and verb_lemma(verb) not in SUBJECT_CONTROL_ACROSS_OBJECT:
        return "object", obj
    kind = "raising" if verb_lemma(verb) in RAISING_VERBS else "subject"
    return kind, _subject_of(verb)


def _char_span(doc: Doc, start: int, end: int) -> list[int]:
    return [doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)] if end > start else [0, 0]


def _between(doc: Doc, c: Construction) -> tuple[str, ...]:
    """The words between the verb and its complementizer (or bare complement), which multi-word
    lexicon entries ("find out that", "see fit to") include."""
    stop = c.complementizer if c.complementizer is not None else c.span[0]
    return tuple(t.lower_ for t in doc[c.verb + 1 : stop] if not t.is_punct)


def features_of(doc: Doc, c: Construction) -> dict[str, Any]:
    verb = doc[c.verb]
    lower = {t.lower_ for t in doc}
    between = _between(doc, c)
    sig = signature_of(verb, c, between)
    # "saw and said that P": the strongest signature of verbs sharing the complement (vc224)
    head = doc[c.head] if c.head is not None else None
    sig = shared_complement_signature(verb, head, c.subtype, sig)
    kind, controller = control(doc, c)
    passive = any(t.dep_ in PASSIVE_DEPS for t in verb.children)
    # "did not at once realize": a "not" hung on the adverbial before the verb (syntax.
    # adverbial_negation, stop 84 ng24) negates the clause as one on the verb does
    negated_verb = (
        any(t.dep_ == "neg" for t in verb.children)
        or _negated_copula(verb)
        or adverbial_negation(verb) is not None
    )
    feats: dict[str, Any] = {
        "signature": sig.signature,
        "signature_key": sig.key,
        "signature_source": sig.source,
        "complementizer": doc[c.complementizer].lower_ if c.complementizer is not None else None,
        "complementizer_span": (
            _char_span(doc, c.complementizer, c.complementizer + 1)
            if c.complementizer is not None
            else None
        ),
        "bare": c.complementizer is None,
        "adjacent": c.complementizer is not None and c.complementizer == c.verb + 1,
        "verb_tag": verb.tag_,
        "complement_head": doc[c.head].text,
        "complement_head_span": _char_span(doc, c.head, c.head + 1),
        "complement_span": _char_span(doc, *c.span),
        "complement_text": doc[c.span[0] : c.span[1]].text,
        "control": kind,
        "controller": controller.text if controller is not None else None,
        "controller_span": _char_span(doc, controller.i, controller.i + 1)
        if controller is not None
        else None,
        "has_negation": not NEGATION_WORDS.isdisjoint(lower),
        "conditional": not CONDITIONAL_WORDS.isdisjoint(lower),
        "passive": passive,
        "verb_negated": negated_verb,
        "question": ends_with_question(doc),
        "participial_adjective": participial_adjective(verb),
        "purpose_reading": doc[c.head].dep_ in ADJACENT_ADVERBIAL_DEPS,
        "parse_source": c.parse_source,
        "negative_adverb": _negative_adverb(verb, c),
        "other_negation": not negated_verb and not NEGATIVE_WORDS.isdisjoint(lower),
        "non_assertive_frame": non_assertive_frame(verb) or in_inverted_conditional(verb),
        "nominal_clause": _nominal_clause(verb),
        "infinitival_modifier": _infinitival_modifier(verb),
        "unasserted_infinitive": _unasserted_infinitive(verb),
        "unrealised_frame": unrealised_frame(verb),
        "in_adverbial_clause": (
            verb.dep_ == "advcl"
            and any(c.dep_ == "mark" or c.tag_ in WH_TAGS for c in verb.children)
        )
        # "When he asked me to quit and said he would help I was thrilled": the parser made
        # the "when" clause the root, its main clause hangs inside it; still an adverbial clause
        or dangling_subordinator(verb) is not None,
        # "though I do not think he ...": a concessive clause is asserted like a main clause
        # (Quirk et al. 1985 §15.19), so negating its verb negates an assertion
        "in_concessive_clause": verb.dep_ == "advcl"
        and any(c.dep_ == "mark" and c.lower_ in CONCESSIVE_MARKS for c in verb.children),
    }
    feats["filtered"] = feats["has_negation"] or feats["conditional"] or feats["passive"]
    return feats


#: Phrasal-prepositional verbs whose "on to" takes a noun phrase ("held on to hope", "hang on to
#: power", "clung on to life"; Quirk et al. 1985 §16.5, §16.6): the "to" is a preposition, so a
#: noun after it that the tagger read as a base verb ("hope", "power") heads no infinitive.
PHRASAL_PREPOSITIONAL_ON_TO = frozenset({"hold", "hang", "cling", "latch"})
#: Prepositional verbs with "to" + noun phrase and no to-infinitive ("cling to hope"; Quirk et
#: al. 1985 §16.5).
PREPOSITIONAL_TO = frozenset({"cling"})


def _prepositional_to(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the match's "to" the preposition of "hold/hang/cling on to" (the candidate of "hold"),
    or is the trigger itself the noun after that preposition ("holds on to hope she can
    return": "hope" read as a verb taking a that-less clause)? (blind review round 13)"""

    def after_on_to(to: Token) -> bool:
        before = doc[to.i - 1] if to.i > 0 else None
        if before is None:
            return False
        if verb_lemma(before) in PREPOSITIONAL_TO:
            return True  # "clings to hope": "cling" takes no infinitive, only "to" + NP
        return (
            before.lower_ in ("on", "onto")
            and before.dep_ in ("prt", "prep", "advmod")
            and verb_lemma(before.head) in PHRASAL_PREPOSITIONAL_ON_TO
        )

    if c.subtype == "to" and c.complementizer is not None:
        lemma = verb_lemma(verb)
        prepositional = PHRASAL_PREPOSITIONAL_ON_TO | PREPOSITIONAL_TO
        if lemma in prepositional and after_on_to(doc[c.complementizer]):
            return True
    own_to = next((t for t in verb.children if t.dep_ == "aux" and t.lower_ == "to"), None)
    return own_to is not None and own_to.i == verb.i - 1 and after_on_to(own_to)


#: Determiners that never stand before a verb: an article, "every", "no" (CGEL ch. 5 §7).
_NOUN_ONLY_DETERMINERS = frozenset({"the", "a", "an", "every", "no"})
#: Plural determiners that are also pronouns ("Many attempt to climb it"): before an -s form
#: they are the determiner of a plural noun, since as a subject they would take "attempt".
_PLURAL_DETERMINERS = frozenset({"all", "both", "many", "several", "few", "these", "those"})
#: The Scots spelling of the determiner "no" (Dictionary of the Scots Language, "nae" adj.
#: "no, not any"; Concise Scots Dictionary 1985; Miller 2004 on Scottish English negation):
#: like "no" it heads a noun phrase, so the word after it is a noun ("nae need", "nae bother").
#: As the adverb "not" it follows an auxiliary ("I'll nae go"), never a subject.
_SCOTS_NO = frozenset({"nae"})


def _non_verb_complement_of(doc: Doc, verb: Token, c: Construction) -> Exclusion | None:
    """``verb_complement_nonverbs.non_verb_complement`` with the match's control, listing and
    infinitive kind."""
    to = None
    if c.subtype == "to" and c.complementizer is not None:
        to = doc[c.complementizer]
    head = doc[c.head]
    kind = control(doc, c)[0] if to is not None else None
    listed = to is not None and signature_of(verb, c, ()).source != "default"
    eventive = to is not None and eventive_infinitive(head)
    return non_verb_complement(doc, verb, head, c.subtype, to, kind, eventive, listed)


def _noun_read_as_verb(verb: Token) -> bool:
    """A noun the tagger read as the trigger verb ("nullifies all attempts to establish",
    "the claims that ...", "his attempts to"): right after an article, "every"/"no" or a
    possessive determiner no verb can stand (CGEL ch. 5 §7: determiners head NPs), and after a
    plural determiner-pronoun an -s form does not agree with it as a subject (Quirk et al. 1985
    §10.34), so it is a plural noun; "her" may be an object ("made her attempt to") and is left
    alone. The verb of such a "candidate" is the parser's, not the sentence's: no candidate."""
    if verb.i == 0:
        return False
    prev = verb.doc[verb.i - 1]
    word = prev.lower_
    if word in _NOUN_ONLY_DETERMINERS or (prev.tag_ in ("PRP$", "POS") and word != "her"):
        return True
    if word in _PLURAL_DETERMINERS and verb.tag_ == "VBZ":
        return True
    if word in _SCOTS_NO and not any(c.dep_ in AUX_DEPS for c in verb.children):
        # "Nae need to wait": the Scots determiner "nae" = "no" before the noun "need", the
        # verbless "(there is) no need to V" (stop 96, vc202; s9601 verb-025). Not after an
        # auxiliary, where "nae" is the Scots adverb "not" ("I'd nae need to go")
        return True
    # "to consider a node's daughter nodes to be an ordered list": the head of a compound the
    # tagger split (hundred-eleventh pass, vc105; s1202t verb-043)
    return _plural_noun_only(verb)


def _plural_noun_only(verb: Token) -> bool:
    """Is the -s form ``verb`` a plural noun the tagger read as a verb? An -s form whose lemma
    has noun senses and no verb sense at all in WordNet is a plural noun (the -s of the plural
    and of the third person singular are homographs; Quirk et al. 1985 §3.54)."""
    if verb.tag_ != "VBZ" or verb.lemma_ in AUX_LEMMAS:
        return False  # "does", "has", "is": primary verbs, never plural nouns ("does" = "doe"s)
    # the lemmatizer follows the tag ("nodes" -> "nod"): take the noun's singular instead
    singulars = getAllLemmas(verb.lower_, upos="NOUN").get("NOUN", ())
    return any(
        first_sense_lexname(singular, "VERB") is None
        and first_sense_lexname(singular, "NOUN") is not None
        for singular in singulars
    )


def _parenthetical_before_infinitive(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the trigger a parenthetical clause (spaCy ``parataxis``) set off by a comma from the
    "to" of the infinitive it was matched with?"""
    if c.subtype != "to" or c.complementizer is None or verb.dep_ != "parataxis":
        return False
    return any(t.text == "," for t in doc[verb.i + 1 : c.complementizer])


#: Verbs of thinking and saying that make a parenthetical comment clause with an infinitive frame
#: ("I like to think", "I hate to say", "I'd like to believe", "I want to say"; Quirk et al. 1985
#: §15.54-15.55 on comment clauses, whose verb lacks its own complement: the host clause is it).
COMMENT_INFINITIVE_HEADS = frozenset(
    {"think", "believe", "say", "suppose", "imagine", "hope", "admit", "add", "guess"}
)


def _parenthetical_infinitive_clause(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is "<subject> <trigger> to <think|say|...>" a comma-set aside inside another clause ("The
    plan, I like to think, was a good one")? The infinitive's verb has no complement of its own
    and is followed by a comma, and the trigger's clause opens after a comma: the clause it
    comments on is the host, so "The plan, I think, was a good one" is no complement of "like"
    (Quirk et al. 1985 §15.54; like vc9's "he thought" check above)."""
    if c.subtype != "to" or c.complementizer is None or verb.i == verb.head.i:
        return False
    head = doc[c.head]
    if verb_lemma(head) not in COMMENT_INFINITIVE_HEADS or head.i + 1 >= len(doc):
        return False
    if any(t.dep_ in ("ccomp", "xcomp", "dobj") and t.i > head.i for t in head.children):
        return False
    if doc[head.i + 1].text != ",":
        return False
    start = min(t.i for t in verb.subtree if t.i <= verb.i and not t.is_punct)
    return start > 0 and doc[start - 1].text == ","


def _that_inside_later_quotation(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the complementizer "that" inside a quotation that opens after the trigger, which
    stands outside it ('They told him, "Lord, that our eyes may be opened."', 'they said,
    "... we're brought in; that he may seek occasion against us"')?

    Indirect speech is the verb's "that" clause outside quotation marks; direct speech is the
    quoted utterance as a whole (Quirk et al. 1985 §14.29-14.31; CGEL ch. 17 §10 on direct and
    indirect reported speech). A "that" clause inside the quotation belongs to the quoted
    speaker's own words: an optative or purpose clause ("that our eyes may be opened",
    Quirk et al. 1985 §15.48; §11.39 on formulaic subjunctives) or the complement of a verb of
    the quotation, never what the reporting verb embeds (blind review s1205s verb-038, 057:
    "a purpose clause inside a direct quote, not a complement of 'said'"). A that-clause that
    opens before the quotation ('said that "the plan works"', a mixed quotation) is left
    alone, and so is a trigger inside the same quotation."""
    if c.complementizer is None or doc[c.complementizer].lower_ != "that":
        return False
    quote = quoted_span(doc, c.complementizer)
    if quote is None or quote[0] <= verb.i:
        return False
    return quoted_span(doc, verb.i) != quote


def _bracket_between(doc: Doc, verb: Token, head: Token) -> bool:
    """Does exactly one of ``verb`` and ``head`` (the complement's head) stand inside a pair of
    round brackets: a bracket opened between them and not closed before the later one, or
    closed between them after being opened before the earlier one?"""
    lo, hi = sorted((verb.i, head.i))
    depth = 0
    for tok in doc[lo + 1 : hi]:
        if tok.text == "(":
            depth += 1
        elif tok.text == ")":
            depth -= 1
    return depth != 0


def _hypothetical_modal_have(verb: Token) -> bool:
    """``verb`` ("have" of "have to") has a hypothetical modal ("would", "'d", "could",
    "might") as its own auxiliary, without a perfect "have" ("would have had to" is past)."""
    aux = [a for a in verb.children if a.dep_ == "aux" and a.i < verb.i]
    if verb.tag_ != "VB" or any(a.lemma_ == "have" for a in aux):
        return False  # "they'd had to listen": "'d" is "had", a past obligation
    return any(a.lower_ in HYPOTHETICAL_MODALS for a in aux)


#: Hyphens that join the elements of a written compound.
COMPOUND_HYPHENS = frozenset({"-", "\u2011"})


def _compound_modifier_element(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` the second element of a hyphenated compound ("poll-tested", "state-owned",
    "hand-picked"), the hyphen written with no space on either side? The tokenizer splits such
    a compound, but a compound is one word, a lexical unit formed in the morphology (CGEL ch.
    19 §4 on compound adjectives; Quirk et al. 1985 App. I.57 on hyphenated compounds), not
    a phrase: its second element heads no clause and takes no complement of its own, so a
    following infinitive is a purpose adjunct or belongs elsewhere, and the rewrite would
    split the word ("points poll- drew approval"). Spaced hyphens (COCA's tokenised text,
    "state - owned") are left alone: they cannot be told from a dash (sixty-fifth pass)."""
    if verb.i < 2:
        return False
    hyphen, first = doc[verb.i - 1], doc[verb.i - 2]
    return (
        hyphen.text in COMPOUND_HYPHENS
        and not hyphen.whitespace_
        and not first.whitespace_
        and first.text[-1:].isalnum()
    )


#: Auxiliaries a one-clause "have to" may carry and still be a plain obligation: do-support
#: ("do not have to") and the future "will"/"shall" ("will have to"). Another modal stacks a
#: second modality ("should have to", "may have to", Palmer 2001 ch. 3) that the "will"
#: hypothesis drops.
_HAVE_TO_AUXILIARIES = FUTURE_AUXILIARIES | {"do", "does", "not", "n't"}
#: Dependencies of a root that make a second clause: coordinated or paratactic clauses,
#: where judges rejected the pair (stop 58 table, docs/fitness.md "Flag calibration, stop 59").
_SECOND_CLAUSE_DEPS = frozenset({"conj", "parataxis"})


#: Verbs of saying and conceding in the stance formula "I/you have to V" ("I have to agree",
#: "I have to say", "you have to admit"): see :func:`_one_clause_have_to`.
_STANCE_HAVE_TO_VERBS = frozenset(
    {"agree", "admit", "say", "tell", "confess", "concede", "wonder", "acknowledge", "hand"}
    # "I have to warn (you) that P", "I have to mention/note/add/point out that P": the
    # performative "have to" of a verb of saying hedges the speech act being performed (Fraser
    # 1975, "Hedged performatives"; Austin 1962 on explicit performatives), no obligation whose
    # discharge is still to come; "I will warn that P" is no report of it (s1206b verb-082;
    # stop 91, vc186)
    | {"warn", "mention", "note", "add", "point", "stress", "caution", "remind", "disclose"}
)


def _one_clause_have_to(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` ("have" of present "have to") the root of a one-clause declarative: the
    sentence's root, no question mark, no coordinated or paratactic clause on it, and no
    auxiliary but do-support, "will"/"shall" and "not"? There the pair ("We do not have to
    hem the dust ruffle" / "We will hem ...", neutral) is a plain obligation whose complement's
    event is unsettled (o/o, RP19's default for a modal of necessity; Palmer 2001 ch. 3): the
    blind judges kept 5 of 5 such pairs and rejected 5 of 5 with "have to" in a free relative,
    a reported clause, coordinated clauses or a question (stop 58, fl19); dev (fl20): 11 of 15
    flagged pairs fine, the 4 bad ones in a relative, a reported clause, an embedded question
    and under "should" (docs/fitness.md, "Flag calibration, stop 59"). A first- or second-person
    "have to" with a verb of saying or conceding ("I have to agree", "You have to admit that P")
    is a stance formula marking the speaker's concession, not an obligation (Biber et al. 1999
    ch. 12 on stance bundles; Palmer 2001 ch. 3 on performative deontics; rt2 finding 7): it
    stays flagged."""
    if verb.dep_ != "ROOT" or verb.head.i != verb.i:
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    complement = next((c for c in verb.children if c.dep_ == "xcomp"), None)
    if (
        subject is not None
        and subject.lower_ in SPEAKER_PRONOUNS | {"you"}
        and complement is not None
        and complement.lemma_.lower() in _STANCE_HAVE_TO_VERBS
    ):
        return False
    if any(t.text == "?" for t in doc):
        return False
    if any(
        c.dep_ == "mark" or (c.tag_ == "WRB" and c.i < verb.i and c.i == verb.left_edge.i)
        for c in verb.children
    ):
        # "When it absolutely, positively has to crash overnight.": a subordinator or a
        # clause-initial wh-adverb makes the clause an adverbial or relative one standing on
        # its own, a fragment with no main clause, not a declarative (Quirk et al. 1985
        # §14.12, §11.17 on subordinate clauses; hundred-sixteenth pass, s1202x verb-cand-28)
        return False
    for child in verb.children:
        if child.dep_ in _SECOND_CLAUSE_DEPS and child.pos_ in ("VERB", "AUX"):
            return False
        if (
            child.dep_ == "ccomp"
            and child.i < verb.i
            and asyndetic_comma_splice(doc, verb, verb) is None
        ):
            # "The irony is that you have a perfect product ..., then you have to adulterate
            # it": the semi-modal "have to" takes no finite clause (Quirk et al. 1985 §3.45),
            # so a finite clause the parser hangs before it as its "ccomp" is a second clause
            # spliced on with a comma (Quirk et al. 1985 App. III.7 on comma splices), a
            # sentence of two clauses like a coordinated one, unless the hypothesis leaves the
            # first clause out as a plain splice (``asyndetic_comma_splice``, stop 82, vc157:
            # "You can't paint both walls at once, you have to use the ladder twice" stays
            # clean; s1206b verb-055; stop 91, vc186)
            return False
        if child.dep_ == "advcl" and any(
            m.dep_ == "mark" and m.lower_ in CONDITIONAL_MARKS for m in child.children
        ):
            # "If you want to reach the summit, you have to leave at dawn": an anankastic
            # conditional states a necessary means to the antecedent's goal (von Fintel &
            # Iatridou 2005, "What to do if you want to go to Harlem"; Sæbø 2001), and the
            # "will" hypothesis ("If you want to ..., you will leave at dawn") turns it into
            # a prediction about the addressee, which no reader can judge against it: flagged
            # like other present "have to" (hundred-twelfth pass, vc106; s1202u verb-074)
            return False
        if (child.dep_ in AUX_DEPS or child.dep_ == "neg") and (
            child.lower_ not in _HAVE_TO_AUXILIARIES
        ):
            return False
    return True


def exclusion_of(doc: Doc, c: Construction) -> Exclusion | None:
    """Why the match is not a verb-complement construction (``verb_complement_scope``), or None.

    Present deontic "have to" is checked last: it keeps the candidate (flagged, unless it is the
    root of a one-clause declarative: :func:`_one_clause_have_to`), so a reason that drops it
    ("have to do with", "have to hand it to") must win."""
    found = _exclusion_of(doc, c)
    if found is not None and found.drop:
        return found
    if (
        c.subtype == "to"
        and _present_deontic_have(doc[c.verb], c)
        and not _one_clause_have_to(doc, doc[c.verb])
    ):
        # "We have to decide whether to stay", "You don't have to face it", "will have to
        # try": outside the perfective past, "have to" is the semi-auxiliary of necessity
        # (Quirk et al. 1985 §3.45-3.47, with "have got to" and "must"; Palmer 2001 ch. 3 on
        # deontic and dynamic necessity), not a verb embedding a proposition: it has no
        # veridicality signature of its own (the actuality entailment that gives "had to V"
        # its +/o needs past perfective aspect, Bhatt 1999 ch. 5, Hacquard 2009), and RP19's
        # Table 2 has no "have to" row (blind review, eighty-first pass, vc75). Past "had to",
        # "did not have to" and the habitual "often have to" (+/o) stay clean; so does lexical
        # "need to" (a main verb with do-support and -s, Quirk et al. 1985 §3.42; RP19's o/o
        # row). The candidate stays, flagged: the veridicality gold (Ross & Pavlick's
        # sentences) annotates present "have to" as a verb + to-complement, so detection must
        # find it; outside a one-clause declarative none of its pairs reaches a reviewer as
        # well formed (stop 54 end; one-clause "have to" is clean since stop 59, fl20)
        return Exclusion("deontic-have-to:present", drop=False)
    return found


#: Control kinds whose controller, the matrix subject, is the complement's subject.
_SUBJECT_KINDS = frozenset({"subject", "raising"})


#: Verbs of opinion that take an object and an object predicative ("think it appropriate",
#: "consider it wise", "found it necessary"; Quirk et al. 1985 §16.44 complex-transitive
#: complementation) and are no mandative verbs (no subjunctive clause: Quirk §16.32).
_COMPLEX_TRANSITIVE_OPINION = frozenset(
    {"think", "consider", "deem", "find", "judge", "hold", "reckon", "believe", "count", "esteem"}
)
#: Third-person singular subjects that a base-form finite verb cannot agree with.
_SINGULAR_SUBJECT_WORDS = frozenset({"it", "he", "she", "this", "that"})


def _small_clause_read_as_that(doc: Doc, verb: Token, c: Construction) -> bool:
    """ "I think it appropriate not to neglect X": an opinion verb with an object and an
    adjective predicative (a small clause, Quirk et al. 1985 §16.44), which the parser read as a
    zero that-clause with the adjective as a base-form verb ("it appropriate"). A base form
    after a singular subject is finite only as a mandative subjunctive, which these verbs do not
    take (Quirk §16.32), so the clause is no that-complement and "It appropriate not to
    neglect X" no sentence (stop 87, vc175; s1205r)."""
    if c.complementizer is not None or verb_lemma(verb) not in _COMPLEX_TRANSITIVE_OPINION:
        return False
    head = doc[c.head]
    if head.tag_ not in ("VB", "VBP") or head.lemma_.lower() == "be":
        return False
    subject = next((ch for ch in head.children if ch.dep_ == "nsubj"), None)
    if subject is None or subject.i != head.i - 1:
        return False
    return subject.lower_ in _SINGULAR_SUBJECT_WORDS or subject.tag_ in ("NN", "NNP")


def _adjunct_or_idiom(doc: Doc, verb: Token, c: Construction) -> str | None:
    """The reason of ``verb_complement_adjuncts`` why the match embeds nothing, or None."""
    if participle_conditional(doc, verb):
        return "conditional-participle"
    if c.subtype == "to" and npi_inceptive(doc, verb):
        return "idiom:even-begin-to"
    if c.subtype == "that" and _small_clause_read_as_that(doc, verb, c):
        return "small-clause-object-complement"
    if c.subtype == "to" and (dated := inceptive_dating_onset(verb, doc[c.head])) is not None:
        # "Jotham was twenty-five when he began to reign": the clause dates the onset, which
        # the simple verb cannot (verb_complement_context; stop 87, vc175)
        return f"inceptive-dated-onset:{dated}"
    complementizer = None if c.complementizer is None else doc[c.complementizer]
    if c.subtype == "that" and discourse_saying_that(doc, verb, complementizer):
        return "idiom:in-saying-that"
    if c.subtype == "that" and finite_purpose_clause(doc[c.head], verb):
        # "Who has seen him, that he may describe him?", "the Son of God was revealed: that he
        # might destroy ...", "I wrote to you, not that you should grieve, but that ...": a
        # set-off "that"-clause of purpose after a filled object slot (syntax; vc181, vc184)
        return "purpose-that-clause"
    if c.subtype == "that" and hanging_free_relative(doc[c.head]):
        return "hanging-free-relative"
    if c.subtype == "that" and antecedent_predicate_read_as_complement(
        verb, doc[c.head], complementizer is not None
    ):
        # "the man who fears Yahweh is blessed" -> "Yahweh is blessed": the antecedent's
        # predicate read as the relative verb's that-less clause (verb_complement_adjuncts; vc184)
        return "antecedent-predicate-read-as-complement"
    if c.subtype == "to" and comma_purpose_infinitive(verb, doc[c.head]):
        # "We asked them their names also, to inform you": an infinitive of purpose after the
        # verb's objects and a comma (verb_complement_adjuncts; stop 90, vc184)
        return "purpose-infinitive-after-objects"
    if c.subtype == "to" and revealed_purpose_infinitive(verb, doc[c.head]):
        # "he was revealed to take away our sins": purpose, not the ECM "revealed to be"
        return "purpose-infinitive-after-reveal"
    if c.subtype == "to" and recommendation_idiom(doc, verb, doc[c.head]):
        return "idiom:wont-want-to-miss"
    if c.subtype == "to" and extraposed_be_that(doc, verb, doc[c.head]):
        return "extraposed-be-that"
    if c.subtype == "to" and free_relative_subject(verb) and control(doc, c)[0] in _SUBJECT_KINDS:
        # only where the wh-pronoun becomes the hypothesis's subject ("what was a medicine
        # bag"); "whoever helped her to escape" -> "She had escaped" keeps its pairs
        return "free-relative-subject"
    if c.subtype == "to" and exceptive_over_negated_matrix(verb, doc[c.head]):
        return "exceptive-over-negated-matrix"
    if c.subtype == "to" and action_nominal_purpose(verb, doc[c.head]):
        return "purpose-of-action-nominal"
    if c.subtype == "to" and equative_mean_to(verb):
        return "equative-mean"
    if c.subtype == "that" and relative_verb_read_as_complement(doc[c.head], complementizer):
        return "relative-verb-read-as-complement"
    # ninety-fifth pass (vc89): needed things, subject relatives (its help-text fragments,
    # "Allows X to V", are the sentence-level fitness reason ``subjectless``: stop 58 end)
    if c.subtype == "to" and needed_thing_purpose(verb, doc[c.head]):
        return "purpose-after-needed-thing"
    if c.subtype == "to" and purpose_of_requirement(verb, doc[c.head]):
        # "A Reload is required to view the changes", "GnuCash needs the prices to figure out
        # X": the noun phrase perceives and thinks nothing, so the infinitive is a purpose
        # adjunct (verb_complement_adjuncts; stop 77, vc141; s1204q verb-050, 059)
        return "purpose-of-requirement"
    if relative_verb_without_subject(verb):
        return "relative-verb-without-subject"
    if c.subtype == "to" and (
        earlier_infinitive(verb, doc[c.head]) is not None
        or misread_first_infinitive(verb, doc[c.head])
    ):
        return "second-infinitive-purpose"
    if clause_substitute_not(verb):
        return "clause-substitute-not"
    # ninety-eighth pass (vc92): directive "say to", "got to work", "if I had to guess", the
    # quotative frame of direct speech (verb_complement_directives)
    if c.subtype == "to" and directive_say_to(verb, doc[c.head]):
        return "directive-say-to"
    if c.subtype == "to" and get_to_work_idiom(verb, doc[c.head]):
        return "idiom:get-to-work"
    if c.subtype == "to" and guessing_hedge(verb, doc[c.head]):
        return "idiom:if-i-had-to-guess"
    if quotative_frame(verb):
        return "quotative-frame"
    if c.subtype == "that" and _exclamatory_knows(verb):
        return "idiom:god-knows"
    return None


#: Assertive indefinite pronouns and their negative forms (Quirk et al. 1985 §6.62, §10.59).
_PPI_SUBJECT_NEGATIVES = {"someone": "no one", "somebody": "nobody", "something": "nothing"}


#: Objects by which a factive verb takes up a clause said before it ("and the pessimist knows
#: it"; Quirk et al. 1985 §12.10 on "it", "this", "so" as pro-forms for clauses).
_CLAUSE_PRO_FORMS = frozenset({"it", "this", "that", "so"})


def _factive_sharing_clause(verb: Token) -> str | None:
    """``factive_beside``'s factive conjunct when it takes the trigger's clause up: with no
    object of its own (the shared clause, "has learned and confirmed that P") or a clausal
    pro-form ("and the pessimist knows it"), not an object of its own ("recognize you as a
    member, and tell you that P"), else None."""
    lemma = factive_beside(verb)
    if lemma is None:
        return None
    for partner in coordinated_verbs(verb):
        if verb_lemma(partner) != lemma:
            continue
        objects = [
            c for c in partner.children if c.dep_ in ("dobj", "attr", "oprd", "xcomp", "prep")
        ]
        if all(c.dep_ == "dobj" and c.lower_ in _CLAUSE_PRO_FORMS for c in objects):
            return lemma
    return None


def _ppi_subject(verb: Token) -> Token | None:
    """The trigger's own bare subject "someone/somebody/something", else None.

    The assertive indefinites are positive polarity items that take scope over a clause-mate
    negation after them (Szabolcsi 2004, "Positive polarity - negative polarity", NLLT 22;
    Baker 1970): "Someone did not point out that P" says that there is a person who did not,
    which S does not contradict, and reads oddly besides (blind review s1202x, verb-048). The
    negation of "Someone V-ed" is "No one V-ed" (Quirk et al. 1985 §10.59-10.61: a
    non-assertive "anyone" cannot precede the negation, so the negative pronoun takes the
    subject position). Not with words of its own ("someone else", "someone who ...")."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lower_ not in _PPI_SUBJECT_NEGATIVES or list(subject.children):
        return None
    if subject.i > verb.i or any(c.dep_ == "neg" for c in verb.children):
        return None
    return subject


def _negated_ppi_subject(doc: Doc, subject: Token) -> Rewritten:
    """¬S with the PPI subject replaced by its negative form, the verb group as written."""
    word = _PPI_SUBJECT_NEGATIVES[subject.lower_]
    if subject.text[:1].isupper():
        word = word[:1].upper() + word[1:]
    text = doc[: subject.i].text_with_ws + word + subject.whitespace_ + doc[subject.i + 1 :].text
    return Rewritten(text, True, "negation:add:ppi-subject")


_NEGATION_WORDS = re.compile(r"\b(?:not|never)\b|n['’]t\b", re.IGNORECASE)


def _negations(text: str) -> int:
    """How many "not", "never" and "n't" ``text`` has."""
    return len(_NEGATION_WORDS.findall(text))


def _npi_idiom(verb: Token) -> str | None:
    """The negative-polarity idiom (``lexicon.polarity.NPI_IDIOMS``) in the clause of ``verb``
    (its subtree: "couldn't bring herself to call", "didn't want to lift a finger"), else None."""
    words = [t for t in verb.subtree if not t.is_punct]
    lemmas = ["oneself" if t.lower_ in ONESELF_FORMS else t.lemma_.lower() for t in words]
    for idiom in NPI_IDIOMS:
        n = len(idiom)
        if any(tuple(lemmas[i : i + n]) == idiom for i in range(len(lemmas) - n + 1)):
            return " ".join(idiom)
    return None


def _exclamatory_knows(verb: Token) -> bool:
    """Is ``verb`` the "knows" of the formula "God/Lord/Heaven knows (that) P": present
    "knows", no auxiliary or negation, and a bare deity or exclamation noun as its subject
    (``wordlists/verb_complement_exclamatory_knowers.txt``)? The formula asserts P with
    emphasis; nobody's knowledge is reported (hundred-fourteenth pass, vc108)."""
    if verb.lemma_.lower() != "know" or verb.tag_ != "VBZ":
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "neg" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return (
        subject is not None
        and subject.lower_ in EXCLAMATORY_KNOWERS
        and not any(c.dep_ in ("det", "poss", "amod") for c in subject.children)
    )


#: Forms of "provide" that double as the conditional subordinator "provided/providing (that)".
_PROVIDED_FORMS = frozenset({"provided", "providing"})


def _unpunctuated_provided(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` the conditional subordinator "provided/providing (that)" (= "on condition
    that", Quirk et al. 1985 §15.34 and §14.12 on participle subordinators; CGEL ch. 7 §9.3)
    that the parser hung on the preceding clause as a verb-phrase conjunct ("You may include a
    translation provided that you include the original")? A true conjunct of "provide" has a
    coordinator before it ("built it and provided that ...") or a subject or auxiliary of its
    own; the subordinator has neither. ``participle_conditional`` covers the other parses."""
    if verb.lower_ not in _PROVIDED_FORMS or verb.dep_ != "conj":
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "dobj") for c in verb.children):
        return False
    between = doc[verb.head.i + 1 : verb.i]
    if any(t.dep_ in ("cc", "preconj") and t.head == verb.head for t in between):
        return False
    return not (verb.i > 0 and doc[verb.i - 1].pos_ == "CCONJ")


def _dash_appositive_infinitive(doc: Doc, verb: Token, c: Construction) -> bool:
    """Does a single dash stand between the trigger's object and the complement's "to" ("requires
    two accesses - one to fetch the address and another to write it")? A dash after a complete
    object opens a supplement, an appositive that specifies the object (Quirk et al. 1985
    §17.65 on apposition marked by a dash; CGEL ch. 15 §5 on supplements), and the infinitive
    after the appositive's noun is that noun's purpose or relative modifier (Quirk §17.31),
    not the matrix verb's complement. A pair of dashes around an interruption ("allows users
    -- and their guests -- to log in") leaves the infinitive to the verb."""
    if c.complementizer is None:
        return False
    objects = [ch for ch in verb.children if ch.dep_ == "dobj" and ch.i < c.complementizer]
    if not objects:
        return False
    dashes = [t for t in doc[verb.i + 1 : c.complementizer] if t.text in BREAK_OFF_DASHES]
    return len(dashes) == 1 and dashes[0].i > objects[0].i


#: WordNet files of a passive participle that makes a state ("known to be respected").
_STATIVE_PARTICIPLE_LEXNAMES = frozenset({"verb.stative", "verb.emotion", "verb.cognition"})


def _known_infinitival_relative(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the passive infinitive after the object of "know" ("knows the syntax of the data
    structure to be decoded") an infinitival relative on that object? "know" takes an
    accusative and infinitive only with a stative predicate, mostly "to be" + a complement
    ("I know him to be honest"; Borkin 1984 ch. 4; Quirk et al. 1985 §16.50 note b), while
    a dynamic passive infinitive after a full noun phrase is the modal relative "the structure
    (that is) to be decoded" (Quirk §17.31). A pronoun or name as the subject ("I know him to
    be trusted") or a stative participle keeps the complement, and so does a subject right
    before "to" ("knew the bridge to be closed"): the relative reading needs a nearer noun, the
    object of a preposition inside the parsed subject, to which the infinitive attaches (late
    closure, Frazier 1979)."""
    if verb_lemma(verb) != "know" or c.complementizer is None:
        return False
    head = doc[c.head]
    if head.tag_ != "VBN" or not any(ch.dep_ == "auxpass" for ch in head.children):
        return False
    subject = next((ch for ch in head.children if ch.dep_ == "nsubjpass"), None)
    if subject is None or subject.pos_ != "NOUN" or subject.i > c.complementizer:
        return False
    nearest = doc[c.complementizer - 1]
    if nearest == subject or nearest.pos_ != "NOUN" or nearest.head.dep_ != "prep":
        return False
    return first_sense_lexname(head.lemma_.lower(), "VERB") not in _STATIVE_PARTICIPLE_LEXNAMES


def _stranded_preposition_relative(verb: Token, complement: Token) -> bool:
    """Does the to-infinitive ``complement``, after an object of ``verb``, end in a preposition
    with no object ("Choose an account to pay the fee from")? The gap of a stranded preposition
    in an infinitive is the noun it modifies, an infinitival relative (Huddleston & Pullum 2002
    ch. 12 §8.4; Quirk et al. 1985 §17.31 "a knife to cut it with"), not a clause the verb
    embeds: "You pay the fee from" is no sentence (stop 77, vc141; s1204q cand-33)."""
    obj = next((ch for ch in verb.children if ch.dep_ == "dobj" and ch.i < complement.i), None)
    if obj is None:
        return False
    words = [t for t in complement.subtree if not t.is_punct]
    last = words[-1] if words else None
    return (
        last is not None
        and last.dep_ == "prep"
        and last.head.i == complement.i
        and not list(last.children)
    )


def _semicolon_before_complement(doc: Doc, verb: Token, c: Construction) -> bool:
    """Does a semicolon stand between the trigger and the start of its complement (the
    complement's leftmost word, its subject included)?

    A semicolon separates coordinate independent clauses or the items of a list that contain
    commas (Quirk et al. 1985 App. III.16-III.18; CGEL ch. 20 §4), never a verb from its
    own complement, which is part of the verb's clause. A "complement" that starts after the
    semicolon is the parser's reading of the next list item ("requires yacc for syntax
    analysis; lex for lexical analysis and LaTeX to format the output", where "to format" is
    the purpose of "LaTeX"), and its pairs glue two items into a clause (s1204b verb-011,
    verb-064; stop 72, vc122)."""
    if not 0 <= c.head < len(doc) or doc[c.head].i < verb.i:
        return False
    start = doc[c.head].left_edge.i
    if c.complementizer is not None:
        start = min(start, c.complementizer)
    return start > verb.i and any(t.text == ";" for t in doc[verb.i + 1 : start])


#: Subject pronouns that take a plural (non-third-singular) verb form.
_NON_THIRD_SINGULAR_PRONOUNS = frozenset({"i", "we", "you", "they"})


def _discordant_conjunct(verb: Token) -> bool:
    """Is ``verb`` an -s form (VBZ) tagged a verb conjunct with no subject of its own, whose
    shared subject is plural, so that it cannot be a verb ("New talk and old talk are
    incompatible, and attempts to get them to talk result in errors")?

    A verb conjunct without a subject shares the first conjunct's subject and agrees with it
    (Quirk et al. 1985 §10.34 and §13.40 on subject-verb concord and subject sharing in
    coordinated predicates): a plural subject ("talk and talk", "the files", "they") takes no
    third-singular "-s" verb. An -s form that disagrees is the plural noun of the same stem, the
    subject of the next clause ("attempts to V ... result in"), and its "to V" is the noun's
    complement, no verb complement (s1204d verb-063; stop 72, vc124)."""
    if verb.tag_ != "VBZ" or verb.dep_ != "conj" or verb.head.pos_ not in ("VERB", "AUX"):
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in verb.children):
        return False
    head = verb.head
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    return (
        subject.tag_ in ("NNS", "NNPS")
        or subject.lower_ in _NON_THIRD_SINGULAR_PRONOUNS
        or any(c.dep_ == "cc" and c.lower_ == "and" for c in subject.children)
    )


#: Parts of speech of a noun-phrase head (a list item).
_NOMINAL_POS = frozenset({"NOUN", "PROPN", "NUM", "X"})


def _list_cut_at_complement_end(doc: Doc, c: Construction) -> bool:
    """Does the complement end on a noun right before a comma, with the rest of a noun list
    ("'b', or 'c'") after it, attached outside the complement?

    Coordinated noun phrases form one constituent, a list whose items share one role (Quirk et
    al. 1985 §13.2, §13.60; CGEL ch. 15 §1), and "respectively" pairs the items of one list
    with those of another (Quirk et al. 1985 §13.63). A parse that ends the complement after
    the first item and hangs the others on the matrix has cut the list: the hypothesis keeps
    one item ("The output was prefixed with 'a'.") and claims for it what the premise says of
    the whole list, so its label does not follow (s1204o verb-041). The straight-quote variant
    already ends in a dangling coordinator (``truncated-coordination``); this is the case
    where the cut leaves a whole sentence. No pair is built."""
    start, end = c.span
    sent = doc[start].sent
    last = next((t for t in reversed(doc[start:end]) if not t.is_punct), None)
    if last is None or last.pos_ not in _NOMINAL_POS:
        return False
    after = next((t for t in doc[end : sent.end] if not t.is_quote), None)
    if after is None or after.text != ",":
        return False
    # the next list item: the first word after the comma, a noun outside the complement that
    # heads the coordination ("'b', or 'c'"), not a clause ("..., call X or hold Y")
    item = next((t for t in doc[after.i + 1 : sent.end] if not t.is_punct), None)
    if item is None or start <= item.i < end or item.dep_ in SUBJECT_DEPS:
        return False
    if item.pos_ not in _NOMINAL_POS and item.tag_ != "FW":
        return False
    return any(ch.dep_ == "cc" and ch.lower_ in ("and", "or", "nor") for ch in item.children)


def _fronted_clause_overrun(doc: Doc, verb: Token) -> bool:
    """Does the trigger head a fronted adverbial clause ("To ensure X, Y is done") that the
    parse runs past the comma closing it?

    A fronted adverbial clause is closed off by a comma, and the main clause follows with its
    own subject (Quirk et al. 1985 §15.16, App. III.17 on the comma after an initial
    adverbial clause; CGEL ch. 8 §7). Two parses break that boundary: a finite main clause with
    no subject, whose subject the parse joined to the fronted clause ("..., network access
    and disk writes are disabled": the hypothesis ends "..., network access and disk
    writes.", s1204o verb-019), and a word before the comma that the parse hangs on the main
    clause ("To ensure the cache stays small, old entries are removed": "small" goes to
    "entries" and the hypothesis is "The cache stays."). Either way the complement's end is
    wrong, so no pair is built."""
    if verb.dep_ != "advcl" or verb.head.i < verb.i:
        return False
    main = verb.head
    subtree = {t.i for t in verb.subtree}
    if verb.left_edge.i != verb.sent.start and doc[verb.left_edge.i - 1].text != ",":
        return False
    # finite by its own form or an auxiliary; a bare VB/VBP main verb may be an imperative,
    # which has no subject ("If you want to V, refer to X", VBP by the tagger)
    finite = main.tag_ in ("VBZ", "VBD") or any(
        a.dep_ in AUX_DEPS and a.tag_ in FINITE_TAGS for a in main.children
    )
    if finite and not any(ch.dep_ in SUBJECT_DEPS or ch.dep_ == "expl" for ch in main.children):
        return True
    comma = next(
        (t for t in doc[verb.i + 1 : main.i] if t.text == "," and t.i not in subtree), None
    )
    return comma is not None and any(i not in subtree for i in range(verb.i + 1, comma.i))


def _participial_used(verb: Token, c: Construction) -> bool:
    """Is "used" of "used to V" a passive participle, not the habitual past ("The algorithm used
    to pick the references depends on X", "A program loaded from disk and used to bootstrap a
    computer")? Two parses give the participle away:

    - "used" as a clausal subject with no subordinator: a finite clause is a subject only when
      "that", "whether" or a wh-word introduces it (Quirk et al. 1985 §15.3; CGEL ch. 11 §8.1),
      so the subject "clause" is a noun with a reduced relative ("the algorithm (that is) used
      to pick ...", Quirk et al. 1985 §17.29);
    - "used" coordinated with a past participle that postmodifies a noun ("loaded ... and used
      to V"): coordination joins like constituents (Quirk et al. 1985 §13.2), so it is the
      participle of a reduced relative too.

    Passive "used to V" is "use X to V" with X the subject, a purpose infinitive (Quirk et al.
    1985 §4.24), and no complement of habitual "used to" (s1204d cand-18, cand-34, verb-033;
    stop 72, vc124)."""
    if c.subtype != "to" or verb.lower_ != "used":
        return False
    if any(ch.dep_ in ("aux", "auxpass", "mark") for ch in verb.children):
        return False
    if verb.dep_ == "csubj":
        return True
    return (
        not any(ch.dep_ in ("nsubj", "nsubjpass") for ch in verb.children)
        and verb.dep_ == "conj"
        and verb.head.tag_ == "VBN"
        and verb.head.dep_ in ("acl", "relcl")
    )


def _be_before_finite(verb: Token) -> bool:
    """Does a form of "be" stand as auxiliary before a finite -s form ("each entry is usually
    holds a number of words")? "Be" takes a participle, never a finite verb (Quirk et al. 1985
    §3.54 on the verb phrase), so the source is a slip and its parse of the clause unreliable;
    no pair is built from it (s1204d verb-043, cand-01; stop 72, vc124)."""
    return verb.tag_ == "VBZ" and any(
        ch.dep_ in ("aux", "auxpass") and ch.lemma_ == "be" and ch.i < verb.i
        for ch in verb.children
    )


def _noun_read_as_complement_verb(doc: Doc, c: Construction) -> bool:
    """Is the complement's "verb" a plural noun ending the clause's subject, with the clause's
    real finite verb hung outside it ("Notice that the total of the parent accounts only shows
    the value": "accounts" read VBZ, "shows" made an adverbial clause of "Notice")?

    A finite verb needs a subject (Quirk et al. 1985 §10.3; CGEL ch. 4 §1): only an imperative
    or a coordinated predicate sharing a subject goes without one. So a third-person or past
    form right after the complement, with no subject, no coordinator and no comma before it,
    belongs to the complement, whose subject ends in an -s word that can be a plural noun; the
    parse cut the clause after its subject and the hypothesis ("The total of the parent
    accounts.") is a noun phrase with no finite verb (s1204s verb-067). No pair is built."""
    if c.subtype != "that":
        return False
    head = doc[c.head]
    if head.tag_ not in ("VBZ", "VBP") or not head.lower_.endswith("s"):
        return False
    if not any(ch.dep_ in SUBJECT_DEPS for ch in head.children) or head.right_edge.i != head.i:
        return False
    if "NOUN" not in getAllLemmas(head.lower_, upos="NOUN"):
        return False
    nxt = head.i + 1
    while nxt < len(doc) and doc[nxt].dep_ in ("advmod", "neg") and doc[nxt].pos_ == "ADV":
        nxt += 1
    if nxt >= len(doc):
        return False
    finite = doc[nxt]
    # the parse may make the trigger itself the subject of the stranded verb ("Notice" nsubj
    # of "shows"): a subject other than the trigger is the verb's own
    return (
        finite.tag_ in ("VBZ", "VBD")
        and finite.dep_ in ("advcl", "conj", "ccomp", "parataxis", "ROOT")
        and head.i not in {t.i for t in finite.ancestors}
        and not any(
            ch.dep_ in (*SUBJECT_DEPS, "expl", "mark") and ch.i != c.verb for ch in finite.children
        )
    )


def _interjection_object(doc: Doc, verb: Token, c: Construction) -> bool:
    """Does a that-less "complement" open with "yes/no" right after the trigger and a comma
    ("A tick means yes, an empty box means no")?

    An interjection or reaction signal is no clause constituent (Quirk et al. 1985 §11.54,
    §19.68): standing right after the verb it is the verb's object, a noun phrase ("means
    yes", "said no"; CGEL ch. 11 §8 on a verb's content-clause complement, which opens with
    its subject or a complementizer), and the clause after the comma is the next clause of an
    asyndetic coordination. The hypothesis "Yes, an empty box means no." is no complement of
    the trigger (s1204s verb-055). No pair is built."""
    if c.subtype != "that" or c.complementizer is not None:
        return False
    first = verb.i + 1
    if first + 1 >= len(doc) or doc[first + 1].text != ",":
        return False
    word = doc[first]
    return word.dep_ == "intj" or word.tag_ == "UH"


#: A sentence-internal stop, semicolon or colon run together with a dash and a word ("sly;—he",
#: "here.—Oh", "answer!—nothing"): older printed texts set ".—" / ";—" between clauses (Project
#: Gutenberg's Austen), and the tokenizer leaves the whole run one word token.
_GLUED_CLAUSE_DASH = re.compile(r"\w[.!?;:]+[\u2014\u2013]|[.!?;:][\u2014\u2013]+\w")


def _glued_clause_dash(doc: Doc, c: Construction) -> bool:
    """Is a word token from the trigger to the complement's end a clause boundary run into one
    word (``_GLUED_CLAUSE_DASH``)? The mark and the dash close a clause (Quirk et al. 1985 App.
    III.14-III.16, III.28 on the dash and the stops as separators of clauses), but glued into a
    word token the parser reads "sly;—he" as a noun or a subject: "I thought him very sly;—he
    hardly ever mentioned your name" gave "Him very sly;—he hardly ever mentioned your name",
    "Mrs. Weston told me you were here.—Oh!" gave "You were here.—Oh." The boundary the
    hypothesis must be cut at is lost, so no pair (stop 85, vc170: 5 judged pairs of s1205k/n,
    none kept)."""
    start = c.verb if c.complementizer is None else min(c.verb, c.complementizer)
    if (
        c.subtype == "to"
        and c.complementizer is not None
        and all(t.pos_ in ("ADV", "PART") for t in doc[c.verb + 1 : c.complementizer])
    ):
        # a subject-control infinitive ("he was trying to cheer her.—The gates ...") is
        # rewritten in place ("he was cheering her.—The gates ..."): the source's own text,
        # boundary and all, stays whole and nothing is cut at the glued mark (blind A/B ab85:
        # 2 of 2 such removals judged kept)
        return False
    return any(_GLUED_CLAUSE_DASH.search(t.text) for t in doc[start : c.span[1]])


#: Quantifying determinatives that head a noun phrase alone as fused determiner-heads ("Many
#: believed that ...", "Several agreed to come"; CGEL ch. 5 §9.2; Quirk et al. 1985 §6.55):
#: WordNet files them as adjectives, but as subjects they are real.
_FUSED_HEAD_QUANTIFIERS = frozenset(
    {"many", "few", "several", "both", "all", "some", "most", "much", "more", "less", "enough"}
    | {"fewer", "each", "either", "neither", "any", "none", "other", "others", "such"}
)


def _adjective_read_as_subject(verb: Token) -> bool:
    """Is the trigger's subject a lone capitalized first word that WordNet knows only as an
    adjective ("Additional claimed asteroid belts do not provide ...": the tagger made
    "Additional" a proper-noun subject and "claimed" its past tense)? A bare adjective heads no
    subject noun phrase: the fused modifier-head needs a determiner ("the rich", Quirk et al.
    1985 §7.23; CGEL ch. 5 §9), so the word is an attributive modifier and the "verb" after it
    the participial premodifier of the real subject (§17.99-17.101): no clause to negate
    ("Additional did not claim asteroid belts ...") and no complement (stop 85, vc170; s1205f)."""
    if verb.tag_ not in ("VBD", "VBN"):
        # only a past form can be the participial premodifier misread as a finite verb; "Off
        # means that ..." names a setting (a mention, a noun use of any word) before a real verb
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
    if subject is None or subject.tag_ != "NNP" or any(True for _ in subject.children):
        return False
    first = next((t for t in verb.doc if not t.is_punct), None)
    if first is None or first.i != subject.i or not subject.text[:1].isupper():
        return False
    word = subject.lower_
    if word in _FUSED_HEAD_QUANTIFIERS:
        return False
    return bool(lexnames(word, "ADJ")) and not lexnames(word, "NOUN")


#: Verbs of liking whose that-clause is an emotive factive's (verb_signatures.txt, KK70 rows
#: "love/hate/like/dislike that"): the emotive factives rarely drop "that" (Quirk et al. 1985
#: §15.4 on the omission of "that", chiefly after verbs of saying and thinking; Kiparsky &
#: Kiparsky 1970 on factive clauses), so a bare clause after them ("I liked it so much I
#: bought more") is no content clause.
_THAT_ONLY_EMOTIVES = frozenset({"love", "hate", "like", "dislike"})
#: Degree quantities of the idiom "too much / a lot / a little much to ask (to V)": the
#: evaluation of a request as unreasonable (Cambridge Dictionary s.v. "too much to ask"; OED s.v.
#: much, "too much to ask/expect").
_REQUEST_DEGREE_WORDS = frozenset({"much", "lot"})
_REQUEST_VERBS = frozenset({"ask", "expect"})


def _too_much_to_ask(verb: Token) -> bool:
    """Is ``verb`` the "ask/expect" of "(it) is too much / a lot to ask (to V)"? The infinitive
    "to ask" is the extraposed subject of the degree predicate, an idiom that evaluates a
    request (Quirk et al. 1985 §18.33 on extraposed infinitival subjects, §16.76 on "too ... to"),
    and what follows is the request's content, no complement the sentence asserts or denies:
    "Is it too much to translate the label" says nothing S says (s1206a verb-008, judged
    unusable). Other extraposed infinitives keep their pairs."""
    if verb.lemma_.lower() not in _REQUEST_VERBS or verb.tag_ != "VB":
        return False
    head = verb.head
    if verb.dep_ in ("relcl", "acl") and head.lower_ in _REQUEST_DEGREE_WORDS:
        return head.dep_ in ("acomp", "attr") and head.head.lemma_.lower() == "be"  # "a lot"
    if verb.dep_ not in ("xcomp", "ccomp", "advcl") or head.lemma_.lower() != "be":
        return False
    predicate = next((c for c in head.children if c.dep_ in ("acomp", "attr")), None)
    return predicate is not None and predicate.lower_ in _REQUEST_DEGREE_WORDS


def _bare_clause_after_question(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the candidate a bare clause (no "that") after an interrogative complement of the same
    verb ("see how she would do on he canned before I ordered": "he canned" is a garbled part
    of the question, no second complement)? A verb takes one content clause; an embedded
    question is not a that-clause and embeds no proposition (Karttunen 1977, "Syntax and
    semantics of questions"; CGEL ch. 11 §5), and a bare declarative clause parsed after it is
    the parser's repair of a typo (s1206a verb-039)."""
    if c.complementizer is not None:
        return False
    clause = doc[c.head]
    for other in verb.children:
        if other.dep_ != "ccomp" or other.i >= clause.i or other.i == clause.i:
            continue
        first = doc[other.left_edge.i]
        if first.tag_ in ("WRB", "WP", "WDT", "WP$") or first.lower_ in ("if", "whether"):
            return True
    return False


def _stripped_conjunct_in_complement(doc: Doc, c: Construction) -> bool:
    """Does the complement span hold a stripped conjunct (", then gleeful when ...": an adjective
    or noun phrase after ", then" with no verb of its own, whose subject and "was" are gapped
    from the matrix clause)? The remnant's understood verb is the matrix one ("then [I was]
    gleeful"; Quirk et al. 1985 §13.92 on stripping, CGEL ch. 15 §4.3 on gapping), so a
    hypothesis that cuts the matrix leaves it with none ("First I found that it was no longer
    made, then gleeful", s1206a verb-075). A to-infinitive's hypothesis is written in place,
    through the end of the sentence, so for it a remnant after the complement counts too ("I
    was thrilled to see that it was back, then furious when ..." -> "*I saw that it was back,
    then furious when ...")."""
    start, end = c.span
    if c.subtype == "to":
        end = doc[start].sent.end
    for tok in doc[start:end]:
        if tok.pos_ not in ("ADJ", "NOUN") or tok.dep_ not in (
            "oprd",
            "conj",
            "dep",
            "npadvmod",
            "acomp",
        ):
            continue
        if tok.i < 2 or doc[tok.i - 1].lower_ != "then" or doc[tok.i - 2].text != ",":
            continue
        if not any(t.pos_ in ("VERB", "AUX") for t in tok.children if t.dep_ in ("cop", "aux")):
            return True
    return False


def _exclusion_of(doc: Doc, c: Construction) -> Exclusion | None:
    verb = doc[c.verb]
    if _adjective_read_as_subject(verb):
        # "Additional claimed asteroid belts ...": an adjective read as the subject (see the
        # helper)
        return Exclusion("adjective-read-as-subject", drop=True)
    if _glued_clause_dash(doc, c):
        # "I thought him very sly;—he hardly ...": a clause boundary glued into a word token
        # (see the helper)
        return Exclusion("glued-clause-dash", drop=True)
    if _participial_used(verb, c):
        # "The algorithm used to pick X depends on Y": a participle and a purpose infinitive
        # (see the helper)
        return Exclusion("participial-used-to", drop=True)
    if _noun_conjunct_after_complement(doc, verb, c):
        # "decided it would spend ten years and a lot of money on X" (see the helper)
        return Exclusion("noun-conjunct-after-complement", drop=True)
    if _reported_epistemic_had_to(verb, c):
        # "Common sense said it had to be a closed loop" (see the helper)
        return Exclusion("reported-epistemic-have-to", drop=True)
    if _noun_read_as_complement_verb(doc, c):
        # "Notice that the total of the parent accounts only shows X": the parse cut the
        # clause after a plural noun read as its verb (see the helper; stop 78, vc145)
        return Exclusion("noun-read-as-complement-verb", drop=True)
    if _interjection_object(doc, verb, c):
        # "A tick means yes, an empty box means no": "yes" is the object (see the helper;
        # stop 78, vc145)
        return Exclusion("interjection-object", drop=True)
    if _be_before_finite(verb):
        # "each entry is usually holds ...": an ill-formed verb group (see the helper)
        return Exclusion("be-before-finite-verb", drop=True)
    if _discordant_conjunct(verb):
        # "X and Y are incompatible, and attempts to V result in ...": a subjectless -s
        # conjunct that disagrees with the shared plural subject is a noun (see the helper)
        return Exclusion("discordant-conjunct-noun", drop=True)
    if _compound_modifier_element(doc, verb):
        # "poll-tested", "state-owned": the second element of a hyphenated compound is no
        # verb of the clause (sixty-fifth pass, vc59)
        return Exclusion("compound-modifier", drop=True)
    start = c.head if c.complementizer is None else min(c.complementizer, c.head)
    if interpolated_trigger(doc, verb, start):
        # "X meant -- he decided after a look at Y -- that Z": a verb inside a pair of dashes
        # or brackets takes no complement after the closing one (Quirk et al. 1985 §15.54;
        # verb_complement_fragments; stop 69, vc111)
        return Exclusion("interpolated-trigger", drop=True)
    if _semicolon_before_complement(doc, verb, c):
        # "It requires X for A; Y for B and Z to format the output": the complement the parser
        # found starts after a semicolon (stop 72, vc122; see the helper)
        return Exclusion("complement-across-semicolon", drop=True)
    if _protasis_before_semicolon(doc, c):
        # "this means if there is no X; if Y, a request is still needed": the hypothesis,
        # cut at the semicolon, would be a bare adverbial clause (see the helper; stop 77, vc143)
        return Exclusion("adverbial-clause-before-semicolon", drop=True)
    if _fronted_clause_overrun(doc, verb):
        # "To ensure the build finishes in a sandbox of the right size, network access and
        # disk writes are disabled": the parse runs the fronted clause past its comma (see the
        # helper; stop 76, vc138)
        return Exclusion("fronted-clause-overrun", drop=True)
    if _list_cut_at_complement_end(doc, c):
        # "caused the output to be prefixed with 'a', 'b', or 'c' respectively" -> "The output
        # was prefixed with 'a'.": the complement stops inside a list (see the helper; stop 76,
        # vc138)
        return Exclusion("list-cut-at-complement-end", drop=True)
    if _modal_choice_of_negative(doc, verb, c):
        # "Packagers may choose not to ship X" -> "Packagers may not ship X": the hypothesis's
        # "not" lands on the modal, a prohibition or an inability (see the helper; stop 76,
        # vc138)
        return Exclusion("modal-choice-of-negative", drop=True)
    if fronted_adjunct_swallowed_subject(doc, verb, c.span):
        # "On learning that he was leaving for Rome Mary was astonished": the complement ran
        # over the matrix subject (verb_complement_boundaries; stop 102, vc221)
        return Exclusion("fronted-adjunct-swallowed-subject", drop=True)
    if c.subtype == "to" and beg_formula(verb, doc[c.head] if c.head is not None else None):
        # "I beg to inform you that P", "I beg to differ": the polite formula "take leave to",
        # no request (verb_complement_commitment; stop 103, vc226)
        return Exclusion("politeness-formula:beg", drop=True)
    if c.subtype == "to" and parenthetical_formula_infinitive(doc, c.complementizer, doc[c.head]):
        # "He began, so to speak, at the bottom": a fixed disjunct, no complement
        # (verb_complement_boundaries; stop 102, vc221)
        return Exclusion("parenthetical-formula", drop=True)
    if c.subtype == "that" and reduced_adverbial_read_as_complement(doc, doc[c.head]):
        # "She has noticed that prices, once raised, tend to stay high": the complement's head
        # is the participle of a reduced adverbial clause (verb_complement_boundaries; stop 102).
        # Kept and flagged, not dropped: the construction is real (the veridicality gold has
        # "I've seen that coincidences, once started, seem to ..."), only its span is wrong
        return Exclusion("reduced-adverbial-read-as-complement", drop=False)
    if scare_quoted_trigger(doc, verb):
        # 'He "managed" to get a seat': a scare-quoted trigger (verb_complement_boundaries;
        # stop 102)
        return Exclusion("scare-quoted-trigger", drop=True)
    comment = comment_clause(doc, verb, doc[c.head], c.subtype)
    if comment is not None and not (
        c.subtype == "that" and speaker_performative(verb) == "formula"
    ):
        # the clause pair of "I have to say that P", "I must say that P" is kept: the speaker's
        # saying formula asserts P, labelled entailment (verb_complement_stance.
        # _speaker_saying_formula; stop 90, vc185); the "have to" pair stays dropped
        return comment
    speech = direct_speech_exclusion(doc, verb)
    if speech is not None:
        return speech
    if (
        c.subtype == "that"
        and c.complementizer is None
        and verb.lemma_.lower() in _THAT_ONLY_EMOTIVES
    ):
        # "I liked it so much I purchased 6 more packs": the emotive factives take their
        # clause with "that" (see _THAT_ONLY_EMOTIVES); a bare clause after them is a result
        # clause of "so" or a new sentence (stop 90, vc185)
        return Exclusion("bare-clause-after-emotive", drop=True)
    if _too_much_to_ask(verb):
        # "Is it too much to ask to translate the label?" (see the helper; stop 90, vc185)
        return Exclusion("too-much-to-ask", drop=True)
    if c.subtype == "that" and _bare_clause_after_question(doc, verb, c):
        # "I wanted to see how she would do on he canned before I ordered" (see the helper)
        return Exclusion("bare-clause-after-embedded-question", drop=True)
    if _stripped_conjunct_in_complement(doc, c):
        # "I was disappointed to find that it was no longer made, then gleeful when ..." (see
        # the helper)
        return Exclusion("stripped-conjunct-in-complement", drop=True)
    if _comparative_clause(verb):
        # "harder than it needs to be": a comparative clause with its compared element
        # elided (hundred-first pass, vc95)
        return Exclusion("comparative-clause", drop=True)
    if (
        c.subtype == "that"
        and _that_and_wh_coordination(doc, c)
        and wh_clause_conjunct_cut(doc, c.span[0], c.span[1], verb) is None
    ):
        # "forgot that they had moved and where they had moved to" (hundred-fourteenth pass);
        # where the wh-clause closes the complement after "and", the rewriter ends the
        # hypothesis before it instead ("They had moved.", vc218)
        return Exclusion("that-and-wh-coordination", drop=False)
    if c.subtype == "that" and _object_beside_bare_clause(verb, c):
        # "The last time I saw him he was walking", "What we do not understand we do not
        # possess": the trigger's object is a pronoun, and the that-less "complement" is the
        # main clause it stands beside (hundred-sixteenth pass, vc110)
        return Exclusion("object-beside-bare-clause", drop=True)
    if c.subtype == "that" and c.complementizer is None and _plural_noun_only(doc[c.head]):
        # "The figures below show the results of the legacy modes": the bare "complement"'s
        # verb is a plural noun with no verb sense ("modes"), so the trigger's object is a noun
        # phrase ("show" takes an NP or a content clause; CGEL ch. 4 §4, ch. 11 §4) and the
        # hypothesis would be that NP, no clause (stop 79, vc151; s1204w verb-021)
        return Exclusion("noun-phrase-object", drop=True)
    if c.subtype == "that" and _object_and_clause_coordination(verb, c):
        # "He couldn't remember spells and smoking made him feel ill": the bare noun is the
        # trigger's object, coordinated with a clause (hundred-thirteenth pass, vc107)
        return Exclusion("object-and-clause-coordination", drop=False)
    if c.subtype == "to" and _graded_participle_adjective(verb):
        # "I was a bit surprised to see X", "very pleased to find", "too tired to go on": a
        # graded participle is an adjective, like "happy to see" (hundred-first pass, vc95;
        # any participle, not only emotive ones, since the hundred-second pass, vc96)
        return Exclusion("graded-adjective", drop=True)
    idiom = _adjunct_or_idiom(doc, verb, c)
    if idiom is not None:
        # conditional "assuming", "can even begin to", "In saying that,", "won't want to
        # miss" (verb_complement_adjuncts; ninety-second pass, vc86)
        return Exclusion(idiom, drop=True)
    if _participle_before_locative(doc, verb):
        # "The tooling provided there is so flexible that ...": a bare past participle after
        # its noun, then "there/here": a participial postmodifier, no main verb (stop 75,
        # vc136; s1204n verb-029)
        return Exclusion("participial-modifier", drop=True)
    if c.subtype == "that" and _noun_premodifier_trigger(doc, verb):
        # "The report find tool is used to ...": "find" is a noun premodifier of "tool"
        # (stop 76, vc139; s1204p verb-012)
        return Exclusion("noun-premodifier", drop=True)
    if c.subtype == "that" and _as_comment_clause(doc, verb, c):
        # "As the title says the accounts can be grouped": a comment clause of "as" (stop 76,
        # vc139; s1204p verb-075)
        return Exclusion("as-comment-clause", drop=True)
    if c.subtype == "to" and _object_predicative_participle(doc, verb):
        # "..., leaving the cursor positioned to type the next entry": the participle is
        # the predicative of "the cursor" (stop 76, vc139; s1204p verb-051)
        return Exclusion("object-predicative-participle", drop=True)
    if _unpunctuated_provided(doc, verb):
        # "You may copy it provided that you keep the notice": "provided (that)" is the
        # conditional subordinator, which the parser made a verb-phrase conjunct (stop 70,
        # vc115; s1203b verb-016, -019)
        return Exclusion("conditional-participle", drop=True)
    if c.subtype == "to" and _dash_appositive_infinitive(doc, verb, c):
        # "requires two accesses - one to fetch the address": the infinitive is in the
        # appositive after the dash (stop 70, vc115; s1203b verb-038)
        return Exclusion("appositive-infinitive", drop=True)
    if c.subtype == "to" and _known_infinitival_relative(doc, verb, c):
        # "knows the syntax of the structure to be decoded": an infinitival relative on the
        # object, no complement of "know" (stop 70, vc115; s1203b verb-070)
        return Exclusion("infinitival-relative", drop=True)
    if c.subtype == "to" and _stranded_preposition_relative(verb, doc[c.head]):
        # "Choose an account to pay the loan from": an infinitival relative on the object (see
        # the helper; stop 77, vc141; s1204q cand-33)
        return Exclusion("infinitival-relative", drop=True)
    if c.subtype == "that" and demonstrative_that_object(doc, verb):
        # "because you said that, I'm not putting out tonight": "that" before a clause boundary
        # is the demonstrative object, no complementizer (verb_complement_dialogue; eighty-
        # third pass, vc77)
        return Exclusion("demonstrative-that-object", drop=True)
    if c.subtype == "that" and _relative_that_clause(verb, doc[c.head]):
        # "tell him of something dreadful that was to happen": the clause is a relative on
        # the noun before it, no complement (hundred-seventh pass, vc101)
        return Exclusion("relative-clause", drop=True)
    if c.subtype == "that" and _unbound_reflexive(doc, c):
        # "felt that themselves were ...", "... was embodied in themselves": the reflexive's
        # antecedent is outside the clause (hundred-seventh pass, vc101)
        return Exclusion("unbound-reflexive", drop=True)
    if c.subtype == "that" and elliptical_comment_tag(verb, doc[c.head]):
        # "P, I think you will find": a closing comment clause whose "find" leaves its object,
        # the preceding clause, unsaid (verb_complement_framing; ninetieth pass)
        return Exclusion("comment-clause", drop=True)
    if c.subtype == "that" and proposal_formula(verb):
        # "What do you say we go share some food?": a proposal formula, no report of saying
        # (verb_complement_dialogue; eighty-third pass, vc77)
        return Exclusion("idiom:what-do-you-say", drop=True)
    if quoted_complement(doc, verb, c.span, c.subtype):
        # 'He said, "We will win."', '"We will win," he said': the complement is a quotation
        # of direct speech, no clause the verb embeds (verb_complement_framing; 20th pass)
        return Exclusion("quoted-complement", drop=True)
    if c.subtype == "that" and _that_inside_later_quotation(doc, verb, c):
        # 'They told him, "Lord, that our eyes may be opened."': the that-clause is part of the
        # quoted utterance, not indirect speech of the verb (see the helper; stop 87, vc176)
        return Exclusion("quoted-complement", drop=True)
    if _bracket_between(doc, verb, doc[c.head]):
        # "invited the Departments of War, Navy (combined in 1947 to become the DOD) and
        # Commerce to join": a bracketed parenthesis is an interpolation outside the host
        # clause's structure (Quirk et al. 1985 App. III on parentheses; CGEL ch. 15 §5 on
        # supplements), so a verb inside it is no complement of a verb outside it:
        # the parser hung the bracket's infinitive on the trigger (forty-seventh pass)
        return Exclusion("complement-in-parenthesis", drop=True)
    if disfluent_break(doc, doc[c.head], c.span):
        # "I would like to say -- you know": a false start inside the complement
        # (verb_complement_framing; twentieth pass)
        return Exclusion("broken-off-complement", drop=True)
    if _broken_off(doc, c):
        # "I think they've been that - -": a transcript's false start, the speaker broke off
        # inside the complement (Clark & Fox Tree 2002 on suspended utterances; COCA spoken
        # marks them with a final dash), so there is no clause to state as the hypothesis
        # (issue #12, twelfth pass, class 3)
        return Exclusion("broken-off-complement", drop=True)
    if c.subtype == "to" and verb_lemma(verb) == "have" and _hypothetical_modal_have(verb):
        # "I'd have to sell the shop to pay her off": "would/could/might have to V" is a
        # hypothetical necessity (Palmer 2001 ch. 7 on conditional "would"; Quirk et al. 1985
        # §4.61), and without "have to" the hypothesis "I'd sell the shop" reads as the
        # speaker's willingness, another modal claim with no veridicality relation to the
        # premise in either polarity: no pair (fifty-ninth pass, vc52)
        return Exclusion("hypothetical-have-to", drop=True)
    if c.subtype == "that" and c.head is not None and own_future_opinion(verb, doc[c.head]):
        # "I don't think I'll stay": a first person's neg-raised opinion of its own future act is
        # a hedged intention, neither independent of the complement nor a reliable
        # contradiction of it (verb_complement_stance; hundredth pass, vc94)
        return Exclusion("own-future-opinion", drop=True)
    if negated_preference(verb):
        # "would rather not be forced to downsize": a negated preference (verb_complement_stance)
        return Exclusion("negated-preference", drop=True)
    if disbelief_imperative(verb):
        # "Don't tell me you forgot": incredulity, no order (verb_complement_stance)
        return Exclusion("disbelief-imperative", drop=True)
    if c.subtype == "to" and coordinated_adjective(verb):
        # "He was gentle, kind and inclined to help" (verb_complement_stance)
        return Exclusion("coordinated-adjective", drop=True)
    nonverb = _non_verb_complement_of(doc, verb, c)
    if nonverb is not None:
        # no verb + complement at all: a noun read as the trigger, a copular "seem" with its
        # predicative, a relativised controller, a free participial adjunct, an infinitival
        # relative after an object (verb_complement_nonverbs; stop 89, vc182)
        return nonverb
    idiom = idiom_exclusion(verb, doc[c.head], c.subtype) or passive_purpose(verb, c.subtype)
    if idiom is not None and idiom.reason == "idiom:be-meant-to" and _passive_meant(verb):
        # "They are meant to serve as a platform" -> "They serve as a platform": the passive
        # "be meant to" (= be intended, supposed to; Quirk et al. 1985 §3.49) gets the o/o
        # signature ``mean:passive`` in ``_signature``, so the pair is labelled neutral, which is
        # what the semi-modal says of its complement: no pair is left for the flag to warn of
        # (stop 86, fl71: 5 of 5 such flagged pairs judged kept as is). A passive that
        # ``_passive_meant`` does not confirm (a misparsed "had meant to") keeps the flag
        idiom = None
    if idiom is not None:
        return idiom
    if cut_complement(verb, doc[c.head]):
        # "cause tubes to be the choice when the signals to be amplified are ...": the
        # complement's clause goes on past the subtree the parser gave it (verb_complement_scope)
        return Exclusion("complement-cut-short", drop=True)
    if infinitival_subject_clause(doc, verb):
        # "It realized that to admit them was to jeopardize form": the infinitive is the
        # subject of the content clause, no complement of either verb (verb_complement_scope;
        # fifty-fourth pass, s1130r)
        return Exclusion("infinitival-subject-clause", drop=True)
    if _prepositional_to(doc, verb, c):
        return Exclusion("to-not-infinitival", drop=True)
    if c.subtype == "that" and _emotive_participle_predicate(verb):
        # "It is striking that most voters distrust their leaders": the -ing form is an
        # adjective predicate of "be", the clause its extraposed subject (see the helper)
        return Exclusion("participial-adjective-predicate", drop=True)
    if c.subtype == "that" and _coordinated_gerund_subject(doc, verb, c):
        # "so seeing another flat can only distract us": a gerund with its object, the subject
        # of the clause the parser made its complement (see the helper)
        return Exclusion("gerund-subject", drop=True)
    that = doc[c.complementizer] if c.complementizer is not None else None
    if c.subtype == "that" and relative_that(doc, verb, that):
        # "I found a necklace there that I wear often": a relative clause on the noun, whose
        # "that" fills the object gap (verb_complement_gaps; seventy-fifth pass)
        return Exclusion("relative-that", drop=True)
    if c.subtype == "that" and higher_degree_result(doc, verb, that) is not None:
        # "so frightened when they saw me that they ran": the result clause of a higher
        # "so/such", not the trigger's complement (verb_complement_gaps; seventy-fifth pass)
        return Exclusion("degree-result-clause", drop=True)
    if in_unquoted_direct_speech(doc, verb):
        # "Yes, said the princess, I will gladly come": the inverted reporting clause of direct
        # speech without quotation marks (verb_complement_gaps; seventy-fifth pass)
        return Exclusion("direct-speech", drop=True)
    if c.subtype == "to" and advice_idiom(verb) is not None:
        # "You might want to check the schedule", "The Committee may wish to take note of":
        # an indirect directive, no reported desire (verb_complement_context.advice_idiom;
        # flagged since the sixty-fourth pass, dropped since the seventy-sixth)
        return Exclusion("advice-idiom", drop=True)
    if c.subtype == "to" and hyperbolic_desire(verb):
        # "I've been dying to try it": the idiom of desire "be dying to V", no verb "die" with
        # a complement (verb_complement_gaps; seventy-fifth pass)
        return Exclusion("idiom:dying-to", drop=True)
    if _inverted(verb) and _wh_gap_in_complement(verb, range(*c.span)) is not None:
        # "How angry do you think Joey is gonna be?" -> "Joey is gonna be.": the fronted
        # wh-phrase is extracted from the complement (Ross 1967 on extraction across a bridge
        # verb), which is then an open proposition with a gap, no statement (Karttunen 1977 on
        # questions), and the hypothesis lacks the wh-phrase; in a direct question both pairs
        # are bad, so no pair (seventy-fifth pass; the free relative "What he decided to do
        # surprised everyone" stays flagged below)
        return Exclusion("wh-question-gap", drop=True)
    if c.subtype == "that" and marked_suppositional_root(verb):
        # "All right, say you leave tomorrow": the same suppositional "say" after a leading
        # discourse marker (verb_complement_acts; seventy-seventh pass, vc71)
        return Exclusion("suppositional-imperative", drop=True)
    if c.subtype == "that" and _imperative_complement(doc, c):
        # "This means that, if the option is specified, assign the value True to X": the
        # content clause is a subjectless base form, an imperative, which denotes no
        # proposition (Searle 1976 on directives; Portner 2004), so there is nothing to be
        # entailed or left open, and the hypothesis is an order: no pair (stop 75, vc135;
        # s1204m verb-012, verb-029)
        return Exclusion("imperative-complement", drop=True)
    if c.subtype == "that" and discourse_you_see(verb):
        # "You see it is only the grown men": the comment clause "you see", a discourse marker
        # over the speaker's own assertion (verb_complement_acts; s9701)
        return Exclusion("discourse-marker:you-see", drop=True)
    if c.subtype == "that" and directive_mind(verb):
        # "Mind you lock the door": imperative "mind" = make sure, a directive
        # (verb_complement_acts; s9701)
        return Exclusion("directive-mind", drop=True)
    if c.subtype == "that" and performative_suggestion(verb):
        # "I say we leave now": a proposal, no report (verb_complement_acts; vc71)
        return Exclusion("performative-suggestion", drop=True)
    if c.subtype == "to" and under_inferential_mean(verb):
        # "it does mean you have to relax" -> "it does mean you relax": the trigger is in the
        # inferred clause of "mean" (verb_complement_acts; vc71)
        return Exclusion("trigger-under-mean", drop=True)
    if c.subtype == "that" and _suppositional_root(verb):
        # "Say you wanted to buy a house": "say" = suppose, a conditional subordinator in
        # imperative form (SUPPOSITIONAL_IMPERATIVES), no verb of saying with a report
        return Exclusion("suppositional-imperative", drop=True)
    if _semi_modal_participle(verb, c):
        # "You are supposed to pay", "He is bound to notice", "was destined to fail": a
        # semi-auxiliary of obligation, expectation or predetermined future (Quirk et al. 1985
        # §3.45-3.47; CGEL ch. 14 §4.1 on "supposed/bound" as adjectives taking an
        # infinitive), no verb taking a complement: RP19's veridicality set has none of them
        # (fifteenth pass, class 5)
        return Exclusion("semi-modal-participle", drop=True)
    if _parenthetical_infinitive_clause(doc, verb, c):
        # "The plan, I like to think, was a good one": the whole "I like to think" is the
        # comment clause (18th pass); kept flagged like the case below
        return Exclusion("parenthetical-comment-clause", drop=False)
    if _parenthetical_before_infinitive(doc, verb, c):
        # "He felt lucky, he thought, to have survived": a comma-set comment clause (Quirk et
        # al. 1985 §15.54) interrupts the clause it comments on; the infinitive after it belongs
        # to that clause (here to "lucky", CGEL ch. 14 §4.1), not to "think", and a verb is
        # not separated from its complement by a comma (Quirk et al. §15.54 on parenthetical
        # punctuation). Kept flagged, in case RP19 annotated such an item (17th pass)
        return Exclusion("parenthetical-comment-clause", drop=False)
    if c.subtype == "to" and _infinitive_list_item(doc, verb, c):
        # "He is expected to plan, to organize, to hire staff": the "to" after the comma
        # opens the next item of an asyndetic list of infinitives (Quirk et al. 1985
        # §13.70-13.72 on asyndetic coordination), the trigger's coordinate, not its
        # complement: a verb is not set off from its complement by a comma (Quirk App. III.9),
        # and "He organized, to hire staff" is no clause (sixty-eighth pass, vc62)
        return Exclusion("infinitive-list-item", drop=True)
    if c.subtype == "to" and _impersonal_control_passive(verb):
        # "It is planned to open the library next spring", "It was agreed to wait": a verb
        # of deciding or intending controls its infinitive from its subject and takes no
        # object, so its passive has no raised subject: "it" is the dummy of an extraposed
        # infinitival subject whose understood subject is arbitrary (CGEL ch. 14 §4.3 and
        # ch. 16 §7 on extraposition; Quirk et al. 1985 §16.36 on "It was decided to ...").
        # The complement has no subject to state, and "It opens the library" makes the
        # dummy an agent (seventieth pass, vc64): kept flagged, as RP19 may annotate it
        return Exclusion("impersonal-passive-infinitive", drop=False)
    if c.subtype == "to" and _eagerness_wait(verb):
        # "I can't wait to see her", "She could hardly wait to leave": an idiom of eagerness
        # (litotes: the negated "wait" conveys wanting, Horn 1989 §5.3 on conventionalized
        # negative strengthening), which says nothing on whether the seeing happens; the
        # in-place hypothesis keeps the negator on the complement ("She could hardly leave")
        # and ¬S doubles it ("could not hardly wait"): no pair (seventieth pass, vc64)
        return Exclusion("eagerness-idiom", drop=True)
    if c.subtype == "to" and c.complementizer is not None:
        listed = signature_of(verb, c, ()).source != "default"
        kind, _ = control(doc, c)
        found = to_exclusion(doc, verb, doc[c.complementizer], doc[c.head], listed, kind)
        if found is not None:
            return found
    if (
        verb.dep_ in ("csubj", "csubjpass")
        and verb.tag_ in TENSED_TAGS
        and not any(t.dep_ == "mark" or t.tag_ in WH_TAGS for t in verb.subtree if t.i < verb.i)
    ):
        # "A man determined to succeed will always find a way" parsed with "determined" as a
        # finite clausal subject: a subject clause needs "that" or a wh-word (CGEL ch. 11
        # §4.1), so this is a participle modifying the noun (a reduced relative), no matrix
        # verb, and neither S nor ¬S can be rebuilt from it
        return Exclusion("participle-read-as-clause", drop=True)
    if c.subtype == "that" and c.complementizer is None:
        # "Those years saw the city's population double", "I saw him leave": a small clause
        small = small_clause_exclusion(verb, doc[c.head])
        if small is not None:
            return small
        if _subject_relativised_from_content_clause(doc[c.head]):
            return Exclusion("complement-of-relative-verb", drop=True)
        if _bare_clause_after_adjunct_noun(doc, verb, doc[c.head]):
            return Exclusion("contact-relative-read-as-complement", drop=True)
        if _object_read_as_coordinated_subject(doc[c.head]):
            return Exclusion("object-read-as-subject", drop=True)
        if _conjunct_after_object(doc, verb, c):
            return Exclusion("conjunct-read-as-complement", drop=True)
        if _theme_passive_before_clause(verb):
            return Exclusion("passive-theme-before-clause", drop=True)
        if _gerund_complement_before(doc, verb, doc[c.head]):
            return Exclusion("clause-inside-gerund", drop=True)
        if _gloss_subject(verb):
            return Exclusion("gloss-meaning", drop=True)
        if _cross_reference(doc, verb, doc[c.head]):
            return Exclusion("cross-reference", drop=True)
        if _relative_object_read_as_subject(verb, doc[c.head]):
            return Exclusion("object-read-as-subject", drop=True)
    if c.subtype == "that" and _quantifier_pronoun_relative(doc, verb, c):
        # "heard all that the soldiers had done": "that" relativises the object of the
        # clause on the pronoun "all" (see the helper)
        return Exclusion("relative-read-as-complement", drop=True)
    if c.subtype == "that" and _purpose_that_after_complete_clause(doc, verb, c):
        # "He asked them to provide mounts, that they might bring him": a "that ... may/might"
        # purpose clause after a clause that is complete (stop 84, vc168; see the helper)
        return Exclusion("purpose-that-clause", drop=True)
    if c.subtype == "that" and _relative_that_after_raising_verb(doc, verb, c):
        # "You will see a frame appear that shrinks as you move": "that" is the subject of a
        # relative clause, not a complementizer (stop 79, vc149; s1204v verb-007)
        return Exclusion("relative-read-as-complement", drop=True)
    if c.subtype == "that" and _relative_that_after_object(doc, verb, c):
        # "Until I can find something locally that's as delicious": "that" is the subject of
        # a relative clause on the object (stop 91, vc186; s1206b verb-008)
        return Exclusion("relative-read-as-complement", drop=True)
    if c.subtype == "that" and _content_noun_owns_clause(doc, verb, c):
        # "Complaints are often heard that P", "I heard murmurs in the crowd that P": the
        # that-clause complements the noun (CONTENT_CLAUSE_NOUNS), not the verb (thirty-seventh
        # pass)
        return Exclusion("noun-content-clause", drop=True)
    if c.subtype == "to" and _quoted_gloss_infinitive(doc, verb, c):
        # 'The name means "to be like Olga"' (thirty-seventh pass)
        return Exclusion("gloss-meaning", drop=True)
    if c.subtype == "to" and _signifying_mean_to(verb):
        # "A value of 0 means to replace all occurrences": "mean" = signify (stop 75, vc134);
        # flagged, not dropped: RP19 annotated such a row ("A bigger contribution means to
        # support candidate Y", its gold set), so detection must find it
        return Exclusion("signifying-mean", drop=False)
    if c.subtype == "to" and _appearance_purpose(doc, verb, c):
        # "He appeared on the scene early the next morning to survey the damage"
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _find_purpose(doc, verb, c):
        # "We need to find them to improve our economy": "find X to V" with a dynamic V
        # states what X is found for (hundred-ninth pass, vc103)
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _intransitive_call(doc, verb, c):
        # "Her sister called to report that she had fallen": call = telephone, a verb of
        # instrument of communication (Levin 1993 §37.4) complete without the infinitive, which
        # states the aim (like "phoned to report", verb_complement_purpose_verbs; CGEL ch. 14
        # §5). Active with nothing but a particle before "to": "was called to testify" and
        # "called on the council to resign" are object control (thirty-seventh pass, s1129z)
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _non_agent_object(verb, c):
        # "I have directed prompt action to accelerate our missile program": the object of a
        # directive is its addressee and controls the infinitive (CGEL ch. 14 §7 on object
        # control); an act noun cannot be an addressee, so "to accelerate" is the purpose of
        # the action (forty-second pass, s1130f)
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _capacity_object_before_purpose(verb, c):
        # "A casual viewer would need the patience of a saint to sit through this film": a
        # quality of the subject is no agent of the infinitive, which states what the
        # quality is needed for (stop 95, vc196; see the helper)
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _noun_owns_infinitive_after_object(verb, c):
        # "She has shown the courage to refuse", "He lacked the wits to use it": the
        # infinitive postmodifies a quality noun after a verb with no object + infinitive
        # frame (stop 96, vc202; see the helper)
        return Exclusion("infinitival-relative-after-object", drop=True)
    if pro_form_complement(doc, verb, c.head, c.span):
        # "He could not open it, though he wished to do so" -> "He did so.": the verb-phrase
        # pro-form has no content outside its antecedent (see the helper; stop 98, vc213)
        return Exclusion("pro-form-complement", drop=True)
    if c.subtype == "that" and clause_after_prepositional_clause(doc, verb, c.complementizer):
        # "insisted on the clause being added that P": the that-clause belongs to the clause or
        # the noun inside the prepositional phrase (see the helper; stop 98, vc213)
        return Exclusion("clause-of-prepositional-clause", drop=True)
    if (
        c.subtype == "to"
        and verb_lemma(verb) == "afford"
        and any(a.dep_ == "aux" and a.lower_ == "could" for a in verb.children)
    ):
        # "He couldn't afford to buy the house": "could" is a past ability or a remote
        # conditional one (Quirk et al. 1985 §4.59-4.60); the hypothesis would keep it ("He
        # could buy the house"), an ability the sentence denies, not the bare event, and the
        # bare event's label differs between the two readings (a past inability entails the
        # event did not happen, Karttunen 1971 on "be able to"; a conditional one says
        # nothing of it): no pair. The present "can afford to" drops its modal
        # (rewrite.complement._MEANS_VERBS; stop 97, vc206)
        return Exclusion("ability-modal-afford", drop=True)
    if c.subtype == "to" and _infinitive_of_relativised_object(verb, c):
        # "the last chance we'll get to do so", "the money she found to spend": the head noun
        # is the verb's relativised object and owns the infinitive (stop 97, vc206; s9601/s9602
        # verb_complement rejects; see the helper)
        return Exclusion("infinitival-relative-after-object", drop=True)
    if c.subtype == "to" and _thing_before_gapped_infinitive(doc, verb, c):
        # "I got a few of these to try at lunch", "She ordered a case to share": the thing
        # got is the infinitive's understood object, so the infinitive is a purpose adjunct
        # (stop 94, vc194; see the helper)
        return Exclusion("purpose-infinitive", drop=True)
    if c.subtype == "to" and _name_after_to(doc, verb, c):
        # "took courses to prove to Anschutz he could do it" (thirty-seventh pass)
        return Exclusion("to-not-infinitival", drop=True)
    if c.subtype == "to" and _objectless_complex_catenative(doc, verb, c):
        # "other suggestions will probably require to defend & justify them": a verb whose
        # active infinitive needs an object (OBJECT_ONLY_CATENATIVES) with "to" right after
        # it has no one named as the infinitive's subject (hundred-fifth pass, vc99)
        return Exclusion("object-missing-before-infinitive", drop=True)
    if c.subtype == "to" and _conative_purpose(verb):
        # "Performs conversions to try to smooth out differences": the purpose clause states
        # an aim either way (stop 71, vc117)
        return Exclusion("conative-in-purpose-clause", drop=True)
    if _relative_in_hypothetical(doc, verb, c) is not None:
        # "a flaw might result in him downloading a virus, which installs a logger, which
        # allows the cracker to steal data": the scenario is the modal's (stop 71, vc117)
        return Exclusion("relative-in-hypothetical", drop=True)
    if c.subtype == "that" and _prepositional_object_frame(doc, verb, c):
        # "Dwarves think of them as fragile, elves think of them as clumsy": the trigger has a
        # prepositional object, the clause after it is the next conjunct (hundred-fifth pass)
        return Exclusion("conjunct-read-as-complement", drop=True)
    if c.subtype == "to" and _participle_read_as_bare_clause(verb):
        # "uses mnemonics like NAK, ESC, DEL intended to evoke the characters": the participle
        # of a reduced relative parsed as a bare clause's finite verb (stop 70, vc113)
        return Exclusion("reduced-passive-relative", drop=True)
    if c.subtype == "to" and _reduced_passive_relative(doc, verb, c):
        # "customs once thought to have been brought by sailors", "an examiner empowered to
        # compel answers", parsed with the participle as a finite verb: a verb that takes an
        # infinitive only after an object (object control, ECM) or only in the passive ("say",
        # "rumour", "repute") has no object and no subject here, so it is the passive participle
        # of a reduced relative on the noun before it (Quirk et al. 1985 §17.30; CGEL ch. 14
        # §5.3). No finite trigger: the in-place hypothesis makes the noun phrase a clause
        # ("customs once had been brought") and ¬S negates a non-verb ("customs did not once
        # think"): no pair (seventy-second pass, vc66)
        return Exclusion("participle-modifier", drop=True)
    if _supplementive_read_as_finite(doc, verb):
        # "The fish, adapted to live in caves, has no eyes" parsed with "adapted" as the finite
        # verb of "The fish" and "has" as its conjunct: a subject is never set off from its
        # verb by a single comma (Quirk et al. 1985 App. III §III.9), so the participle is a
        # supplementive clause on the noun (CGEL ch. 14 §9), there is no finite trigger to
        # negate ("The fish, did not adapt to live in caves, has no eyes"): issue #12
        return Exclusion("participle-read-as-clause", drop=True)
    if _noun_read_as_verb(verb):
        return Exclusion("noun-read-as-verb", drop=True)
    # a that-clause verb with its particle or adjective ("point out that", "make sure that")
    words = _between(doc, c) if c.subtype == "that" else ()
    listed = signature_of(verb, c, words).source != "default"
    if c.subtype == "that" and verb_lemma(verb) != "be":
        degree = None if c.complementizer is None else doc[c.complementizer]
        if result_clause(doc, verb, degree, c.span[0]) is not None:
            # "It seemed so overwhelming that I was stunned": a result clause of "so/such"
            # (verb_complement_scope.result_clause); a listed verb is flagged (RP19 annotated
            # its "that" type), others dropped
            return Exclusion("degree-result-clause", drop=not listed)
        if not listed and own_degree_result_clause(verb, doc[c.head]):
            # "my mind was so troubled that it fainted": the result clause of the trigger's own
            # "so" (verb_complement_adjuncts; stop 90, vc184); a listed adjective ("so glad that
            # you came") keeps its content clause, "so" an intensifier
            return Exclusion("degree-result-clause", drop=True)
        if c.complementizer is not None and filled_slot_degree_result_clause(verb):
            # "Her talent was so widely recognized that she won every prize": the passive
            # subject fills the verb's argument slot, the clause is the result clause of "so"
            # (verb_complement_adjuncts; vc220), dropped even for a listed verb
            return Exclusion("degree-result-clause", drop=True)
        subordinator = complex_subordinator(doc, verb, degree)
        if subordinator is not None:
            # "He asked about the plan now that the election is over", "She will sign provided
            # that the terms are fair": "that" belongs to a complex subordinator
            # (verb_complement_scope.complex_subordinator); a listed verb is flagged (RP19 may
            # have annotated its "that" type, as for result clauses), others dropped
            # A participle subordinator ("seeing that", "considering that") is dropped even for
            # a listed verb: it opens an adjunct clause and reports no one's seeing (Quirk et
            # al. 1985 §14.12; verb_complement_nonverbs, stop 89)
            drop = not listed or participle_subordinator(subordinator)
            return Exclusion("complex-subordinator", drop=drop)
    unlisted = _unlisted_non_complement(doc, verb, c) if not listed else None
    if unlisted is not None:
        return Exclusion(unlisted, drop=True)
    if c.subtype == "to" and listed and _disposition_adjective(verb):
        # "She was prepared to leave", "no delegates prepared to vote": the adjective of
        # readiness, as the unlisted "determined/inclined to" (vc219; see the helper)
        return Exclusion("adjective-with-infinitive", drop=True)
    if c.subtype == "to" and _relativised_object_of_try(verb, doc[c.head]):
        return Exclusion("purpose-after-object", drop=True)
    if _quantified_restrictor(verb):
        # "The clerk stamps any parcel which they wish to send": the relative is the restrictor
        # of a universal, free-choice or negative quantifier; a restrictor is not asserted and
        # is downward entailing under "every/any/no" (Barwise & Cooper 1981; Ladusaw 1979), so
        # neither pair tests the complement: the hypothesis only swaps the set quantified over
        # ("any parcel which they send"). RP19 annotated such a row (a contact clause on
        # "any"), so both pairs are flagged, not dropped (sixty-second pass, vc55)
        return Exclusion("quantified-restrictor", drop=False)
    if _content_relative(verb):
        # "He took an oath in which he vowed to defend the city": "in which" gives the
        # speech act or document whose content the verb reports (the oath's words); the
        # complement's verb takes no such phrase, so the in-place hypothesis ("an oath in which
        # he defended the city") is incoherent, and the relative is the noun's modifier, not
        # an assertion of the complement (CGEL ch. 12 §3; sixty-second pass, vc55). No pair
        return Exclusion("content-relative", drop=True)
    if _in_restrictive_relative(verb) and _relative_head_under_negation(verb):
        # "She never thanked the people who managed to help her": the relative's head is in
        # a downward-entailing context (_relative_head_under_negation), where the trigger's
        # signature gives neither pair's label (Ladusaw 1980): no pair (stop 98, vc211)
        return Exclusion("restrictive-relative-under-negation", drop=True)
    if _in_restrictive_relative(verb):
        # "Those who failed to make changes were fired": the trigger restricts the noun, so S
        # and ¬S are about different groups ("those who did not fail to ..."), and the
        # hypothesis ("Those who made changes were fired") asserts the matrix predicate, not the
        # complement; a restrictive relative is not asserted (Huddleston & Pullum 2002 ch. 12
        # §3; Karttunen 1973 on what projects): issue #12, fourth review. RP19 annotated such
        # rows (the gold set has them), so both pairs are flagged, not dropped
        return Exclusion("restrictive-relative", drop=False)
    if trigger_in_subject_noun_phrase(verb) is not None:
        # "His refusal to admit that he lied hurt him", "The claim that he forgot to pay is
        # false": the trigger's clause modifies a subject noun and is not asserted
        # (verb_complement_framing; twentieth pass); kept flagged for RP19-style rows
        return Exclusion("trigger-in-subject-noun-phrase", drop=False)
    if _elliptical(doc, c):
        # "She said they will.", "He thinks you should do.": the complement is a VP ellipsis
        # (a stranded auxiliary; Sag 1976, Lobeck 1995) whose content is in the previous
        # discourse, so the hypothesis cannot stand alone; flagged (RP19 annotated such rows)
        return Exclusion("elliptical-complement", drop=False)
    if c.subtype == "that" and _adverbial_focus_cleft_clause(doc[c.head]):
        # "It was not until 1901 that the bridge was finished", "It was only in May that the
        # roads opened": "be" is the copula of an it-cleft with an adverbial focus, and the
        # that-clause is the cleft's presupposed open clause, no complement of a verb (Quirk et
        # al. 1985 §18.25-18.28; CGEL ch. 16 §9); "not until" negates the focus, not the
        # clause. No candidate (sixty-second pass, vc55)
        return Exclusion("adverbial-cleft", drop=True)
    if c.subtype == "that" and adverbial_cleft(verb):
        # "It was then that she realized her mistake": a cleft (verb_complement_stance)
        return Exclusion("adverbial-cleft", drop=True)
    if c.subtype == "that" and verb_lemma(verb) == "be" and _it_subject_of(verb):
        if any(t.tag_ in WH_TAGS and t.i < verb.i for t in verb.children):
            # "explain how it is that P", "Why is it that P?": an it-cleft whose focus is the
            # questioned wh-word ("it is [how] that P" = "how P"); the that-clause is the
            # cleft's relative part, no complement of "be" (Quirk et al. 1985 §18.25-18.27;
            # CGEL ch. 16 §9), and the whole is an (embedded) question, no assertion of P.
            # RP19's "be that" rows all have a noun subject ("The moral is that P"): dropped
            return Exclusion("wh-cleft", drop=True)
        if _adjective_owns_clause(verb, doc[c.head]):
            # "It is true, of course, that P", "It is clear that P": the that-clause is the
            # extraposed subject of the adjective (CGEL ch. 11 §4.3; Quirk et al. 1985
            # §18.33), which decides whether P holds; as for "It seems clear that P" below,
            # the copula has no complement (RP19's "be that" rows have a noun subject)
            return Exclusion("adjective-owns-clause", drop=True)
        if _only_adverbs_before_clause(doc, verb, c):
            # "It is not that she disliked him", "It's just that I am tired", "It may be that
            # the bridge is closed": "it" + "be" + a that-clause with nothing but adverbs
            # between is the inferential or explanatory construction (Delahunty 2001,
            # "Discourse functions of inferential sentences", Linguistics 39(3)) or the
            # extraposed subject of "be" (= "that P may be [so]"; CGEL ch. 16 §7): the
            # speaker offers or denies P as an explanation, no verb selects the clause, and
            # RP19's "be that" rows all have a noun subject: dropped (fifty-seventh pass)
            return Exclusion("inferential-it-is-that", drop=True)
    if c.subtype == "that" and verb_lemma(verb) == "be" and _existential_be(verb):
        # "There is no evidence that the enzymes were purified", "There is a chance that P":
        # "be" of the existential construction has no complement of its own, the that-clause
        # complements the displaced subject noun (CGEL ch. 4 §3.2 on existentials, ch. 11 §7
        # on content clauses of nouns; Quirk et al. 1985 §18.44, §17.26), so the noun, not a
        # verb with a signature, decides what holds ("no evidence that P" leaves P open).
        # RP19's "be that" rows are specificational ("The moral is that P"): dropped, not
        # flagged (sixty-eighth pass, vc62: the blind review's "no evidence that" candidate)
        return Exclusion("existential-noun-clause", drop=True)
    if c.subtype == "that" and verb_lemma(verb) == "be":
        # "The problem is that nobody came", "It is important that we leave": the that-clause
        # is the predicative complement of the copula or the extraposed subject of an adjective
        # (Huddleston & Pullum 2002 ch. 11 §4.1, §4.3), no complement of a verb with a
        # signature. History: RP19 Table 2 lists "be that" (o/o), so it was long flagged, not
        # dropped, even with a factual shell noun ("The reality is that P", +/o, Schmid 2000),
        # as the blind reviews of round 13 rejected such pairs as a wrong trigger (issue #12,
        # twenty-second pass, class 1). Dropping it (the
        # candidate reviews s1202a-c rejected the flagged candidates) cost 4 gold detections
        # in the ninety-third pass (vc87), so it stayed flagged. Ninety-sixth pass (vc90): the
        # blind reviews keep rejecting the flagged pairs ("The problem was that ..."), and a
        # specificational copula identifies the value of its subject's variable (Higgins 1979;
        # CGEL ch. 4 §5.5): no verb with a signature embeds the clause, so there is no
        # candidate; the 4 RP19 "be that" detections are given up knowingly
        return Exclusion("copula-that-clause", drop=True)
    if _adjective_owns_clause(verb, doc[c.head]):
        # "It seems clear that P", "It became obvious that P": the that-clause is the
        # extraposed subject of the predicative adjective (CGEL ch. 11 §4.3; Quirk et al. 1985
        # §16.69), so the linking verb has no complement and the adjective, not "seem",
        # decides whether P holds ("It seems clear there is a need" -> "Clear there is a need"
        # is no hypothesis): twenty-second pass, class 1. The same holds for an infinitive
        # after the adjective ("It seems logical to expect delays", "She appeared ready to
        # leave"): it is the extraposed subject or the complement of the adjective (CGEL ch.
        # 14 §7; Quirk et al. 1985 §16.75-16.79), "seem" is the copula, and "It expects
        # delays" is no complement of it (fifty-seventh pass)
        return Exclusion("adjective-owns-clause", drop=True)
    if c.subtype == "that" and _appositive_after_object(doc, verb, c):
        # "She found peace with it, that her father was gone": a that-clause set off by a
        # comma after the verb's noun object is an appositive to that object (or to its "it",
        # CGEL ch. 15 §5 on supplements), no complement of "find": twenty-second pass
        return Exclusion("appositive-that-clause", drop=True)
    if _name_read_as_modal(doc, verb):
        # "Will Rudolph said that P": a capitalised "Will" before a capitalised word in a
        # statement is the first name, not the modal (a modal "will" takes a bare infinitive,
        # never "said"; CGEL ch. 3 §2.1), so there is no auxiliary to negate and the negation
        # rewriter would build "Will Rudolph not said": twenty-second pass, class 3
        return Exclusion("name-read-as-modal", drop=True)
    if c.subtype == "to" and _extraposed_noun_complement(verb):
        # "Efforts began to liberalize trade policy": the infinitive belongs to the subject
        # noun (INFINITIVE_TAKING_NOUNS); kept flagged in case RP19 annotated such a row. A
        # support verb ("with no effort made to stop the leak") is no RP19 type: dropped
        return Exclusion("extraposed-noun-complement", drop=verb_lemma(verb) in _SUPPORT_VERBS)
    if _comparative_correlative(doc, verb):
        # "The more he tried to explain, the more confused they became": each half of a
        # comparative correlative is a conditional-like clause, not asserted (Culicover &
        # Jackendoff 1999, "The view from the periphery: the English comparative correlative",
        # LI 30(4); CGEL ch. 13 §4.6); "The more he explained, ..." and "The more he did not
        # try" are no statements of the complement (nineteenth pass, class 2)
        return Exclusion("comparative-correlative", drop=False)
    if c.subtype == "to" and raised_wh_subject(verb, doc[c.head]) is not None:
        # "They honour what they perceive to be his wishes": the wh-word is the infinitive's
        # raised subject, extracted; no complement clause to state (vc228)
        return Exclusion("wh-raised-subject", drop=True)
    if _own_wh_clause(doc, verb):
        # "They do not know how much they can afford to spend", "She explained why he refused
        # to go": the trigger's clause is an embedded question, which denotes a question, not a
        # proposition (Karttunen 1977), so neither S nor ¬S asserts the trigger's clause and
        # the in-place hypothesis ("She explained why he went") is no complement of it
        # (nineteenth pass, class 2); RP19 may have annotated such rows: flagged, not dropped
        return Exclusion("trigger-in-embedded-question", drop=False)
    # "It could serve to blunt any blow": the in-place hypothesis of a to-infinitive keeps the
    # trigger's possibility modal ("It could blunt any blow"), which licenses free-choice "any"
    # (Dayal 1998; Giannakidou 2001). Not a negated modal ("won't need to pay any bribes":
    # the "any" is the negation's NPI) and not after an object controller, whose clause
    # becomes the hypothesis without the modal
    modal_kept = (
        c.subtype == "to"
        and any(
            a.dep_ == "aux" and a.tag_ == "MD" and a.lower_ in POSSIBILITY_MODAL_FORMS
            for a in verb.children
        )
        and not any(a.dep_ == "neg" for a in verb.children)
        and control(doc, c)[0] not in ("object", "ecm")
    )
    npi = npi_outside_licensed(doc, c.span, modal_kept)
    if npi is None and c.subtype == "to":
        # "He didn't want anyone to know" -> "Anyone knew.": an object controller becomes the
        # subject of the hypothesis and takes its NPI out of the matrix negation's scope
        # (Ladusaw 1979; issue #12, seventh review)
        kind, controller = control(doc, c)
        if kind in ("object", "ecm") and controller is not None:
            npi = npi_outside_licensed(doc, (controller.left_edge.i, controller.right_edge.i + 1))
    if npi is None:
        # "I didn't want to say a thing" -> "I said a thing" (verb_complement_framing)
        npi = negated_minimizer(doc, verb, c.span)
    if npi is None:
        # "I don't think they even care much" -> "They even care much": the raised negation's
        # scalar items (verb_complement_framing; ninetieth pass). In an infinitive under any
        # negated trigger too ("you don't seem to be even armed"; hundred-eighth pass)
        npi = raised_scalar_npi(doc, verb, c.span, infinitive=c.subtype == "to")
    if npi is None:
        # "You aren't allowed to enter, least of all make one" (hundred-eighth pass)
        npi = negative_coordinator_after(doc, verb)
    return Exclusion(f"npi-in-complement:{npi}", drop=False) if npi is not None else None


def _infinitive_list_item(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the complement's "to" right after a comma after the trigger ("to plan, to organize")?
    Then the "to"-clause is the next item of a list, not the trigger's complement."""
    return (
        c.complementizer is not None
        and c.complementizer == verb.i + 2
        and doc[verb.i + 1].text == ","
    )


#: Subject-control verbs of deciding, planning and intending that take no object before their
#: to-infinitive, so that a passive of theirs can only have the infinitive as its (extraposed)
#: subject: "It was decided/agreed/arranged/planned/proposed to ..." (Quirk et al. 1985 §16.36;
#: CGEL ch. 14 §4.3). Raising and object-control verbs ("It is said/expected to rain", "it
#: was allowed to cool") are not here: their passive "it" can be a referring pronoun.
IMPERSONAL_CONTROL_PASSIVES = frozenset(
    {"agree", "arrange", "decide", "plan", "propose", "resolve"}
)
# Not "intend" ("Esperanto is intended to be a second language": intend NP to V) nor
# "determine" ("it was determined to be benign": determine as a verb of finding, ECM).


def _comparative_clause(verb: Token) -> bool:
    """Is the trigger the verb of a comparative clause ("much harder than it needs to be",
    "more time than we wanted to spend")? A comparative clause has an obligatory gap where the
    compared degree or quantity is (CGEL ch. 13 §2.2-2.3 on comparative clauses; Quirk et al.
    1985 §15.63-15.64): "it needs to be [d-hard]", so its complement is elliptical and no
    clause of its own ("*than it will be"; s1202k verb-039).

    The equative "as many as needed to V", "as much as you need to V" is the same construction
    with "as ... as" (CGEL ch. 13 §2.1: "as" is the equative's comparative preposition, its
    clause gapped like a "than" clause): "needed [d-many]" has the gap, and the infinitive is
    a purpose adjunct, not what is needed (hundred-thirteenth pass, vc107; s1202v
    verb-cand-10). Only where the first "as" modifies the word the clause hangs on, so a
    reason or manner "as" ("as he needed to rest") is left alone, and so are the temporal and
    conditional subordinators "as soon as", "as long as" (Quirk et al. 1985 §14.12), whose
    clause is a full one ("as soon as he managed to open the door")."""
    if verb.dep_ not in ("advcl", "ccomp", "pcomp"):
        return False
    if any(
        c.dep_ in ("mark", "prep") and c.lower_ == "than" and c.i < verb.i for c in verb.children
    ):
        return True
    marker = next((c for c in verb.children if c.dep_ == "mark" and c.lower_ == "as"), None)
    return (
        marker is not None
        and verb.head.lower_ not in ("soon", "long")
        and any(
            c.dep_ == "advmod" and c.lower_ == "as" and c.i < marker.i for c in verb.head.children
        )
    )


# Verbs of perception or cognition that take an addressee or other object before a content
# clause ("She reminded him he was late", "He showed me it was broken", "They taught us the
# earth is round"; Quirk et al. 1985 §16.58, CGEL ch. 11 §4.3) are kept out of
# ``_object_beside_bare_clause`` by ``_OBJECT_AND_CLAUSE_VERBS``, bound once further down
# (vc191 bound the name a second time with a superset, which is the set in force since; vc192
# removed this first binding, behaviour unchanged).


def _object_beside_bare_clause(verb: Token, c: Construction) -> bool:
    """Is the that-less "complement" of a perception or cognition verb a clause beside the
    verb's own pronoun object ("The last time I saw him he was walking down the lane", "What we
    do not understand we do not possess")?

    A verb of perception or cognition takes either an object or a content clause, not both
    (Quirk et al. 1985 §16.34-16.38: "see", "know", "understand" are monotransitive with a
    noun phrase or a that-clause as their one object; only the ditransitive verbs of telling
    and showing take an object and a clause, §16.58). So with an accusative pronoun or a
    fronted wh-object already filling the object slot, the finite clause after it is no
    complement: the trigger sits in a temporal relative ("the last time I saw him") or a free
    relative ("what we do not understand") and the "complement" is the main clause, which S
    asserts outright (blind review s1202x, verb-043, verb-037). The candidate is dropped."""
    if c.complementizer is not None:
        return False
    lemma = verb.lemma_.lower()
    if lemma in _OBJECT_AND_CLAUSE_VERBS:
        return False
    perception = lemma in PERCEPTION_VERBS
    if not perception and first_sense_lexname(lemma, "VERB") != "verb.cognition":
        return False
    head = verb.doc[c.head]
    if head.dep_ != "ccomp" or head.head.i != verb.i:
        return False
    if not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in head.children):
        return False
    for obj in verb.children:
        if obj.dep_ != "dobj":
            continue
        if obj.lower_ in ACCUSATIVE_PRONOUNS or (obj.tag_ in ("WP", "WDT") and obj.i < verb.i):
            return True
    return False


def _object_and_clause_coordination(verb: Token, c: Construction) -> bool:
    """Is the subject of a that-less complement a coordination of a bare noun and a bare
    gerund ("remember spells and smoking made him ill"), under a trigger that takes an object?
    Coordination joins like with like (Sag, Gazdar, Wasow & Weisler 1985; CGEL ch. 15 §4.1):
    a bare count noun and a bare gerund are an unlikely pair of subjects, while the first noun
    is a ready object of the trigger, so the sentence is "[remember spells] and [smoking made
    him ill]", two clauses, and the "complement" is the second one alone with its subject
    cut in two. A that-clause ("that spells and smoking ...") keeps its pair: the
    complementizer opens the clause before the noun."""
    if c.complementizer is not None:
        return False
    head = verb.doc[c.head]
    subject = next((t for t in head.children if t.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i < verb.i or subject.tag_ not in ("NN", "NNS"):
        return False
    conjunct = next((t for t in subject.children if t.dep_ == "conj"), None)
    if conjunct is None:
        return False

    def bare(t: Token) -> bool:
        return not any(x.dep_ in ("det", "poss", "nummod", "predet") for x in t.children)

    def gerund(t: Token) -> bool:
        return t.lower_.endswith("ing") and t.tag_ in ("NN", "VBG")

    if not (bare(subject) and bare(conjunct)) or gerund(subject) == gerund(conjunct):
        return False
    return bool(takes_object(verb.lemma_.lower()))


#: Degree modifiers that take adjectives, not verbs (Quirk et al. 1985 §7.33, §7.87 on
#: intensifiers; §3.78 on "very" as the test that tells an adjectival from a verbal passive).
_DEGREE_MODIFIERS = frozenset(
    {"very", "so", "too", "quite", "rather", "somewhat", "extremely", "pretty", "fairly"}
    | {"slightly", "terribly", "awfully", "bit", "little", "more", "most", "less", "least"}
)


def _ecm_subject(verb: Token, c: Construction) -> Token | None:
    """The raised subject of an infinitival complement between the trigger and its "to"
    ("knew it to be", "knew the captain to be"), else None."""
    if c.complementizer is None:
        return None
    head = verb.doc[c.head]
    return next(
        (
            t
            for t in (*head.children, *verb.children)
            if t.dep_ in ("nsubj", "dobj") and verb.i < t.i < c.complementizer
        ),
        None,
    )


def _unbound_reflexive(doc: Doc, c: Construction) -> bool:
    """Has the finite complement a reflexive with no antecedent of its person and number
    before it in the clause ("They felt that themselves were chosen", "... that the spirit
    of the wood was embodied in themselves")?

    A reflexive must be bound by an antecedent that agrees with it (Quirk et al. 1985 §6.23;
    Chomsky 1981, Principle A); one in a that-clause bound from the matrix is a logophoric or
    exempt use (Pollard & Sag 1992; Reinhart & Reuland 1993), which the hypothesis, lifted out
    of the matrix, no longer has: "Themselves were chosen" is ungrammatical, and a reflexive
    subject has no nominative form to put back. No pair. A bracketed aside is left to the
    rewriter, which drops it (``rewrite.complement._unbound_reflexive_aside``)."""
    start, end = c.span
    for t in doc[start:end]:
        if t.lower_ not in REFLEXIVE_ANTECEDENTS:
            continue
        if any(o.text == "(" for o in doc[start : t.i]):
            continue
        if not reflexive_bound(doc, start, t):
            return True
    return False


def _relative_that_clause(verb: Token, head: Token) -> bool:
    """Is the "complement" a relative clause whose subject "that" follows a noun phrase other
    than the trigger's own objects ("told him of something dreadful that was to happen", "a
    story about a ship that sank")?

    A finite clause right after a noun, with "that" as its subject, is read as a relative on
    that noun: "that" is the relative pronoun of a subject relative (Quirk et al. 1985
    §17.10-17.12; CGEL ch. 12 §3.5), and a content clause of the verb cannot sit after a
    prepositional phrase's noun with its subject "that" ellipted into it. The parser hangs
    such a clause on the verb as its ccomp. A demonstrative subject "that" right after the
    verb or its indirect object ("He told them that was wrong") is the verb's content clause
    and stays."""
    subject = next((t for t in head.children if t.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lower_ != "that" or subject.i != head.left_edge.i:
        return False
    if subject.i == 0:
        return False
    before = verb.doc[subject.i - 1]
    if _wh_infinitive_before(verb, before):
        return True
    if before.i == verb.i or before.head.i == verb.i:
        return False  # "said that was", "told them that was": the verb's own clause
    return before.pos_ in ("NOUN", "PROPN", "ADJ", "PRON") and before.i > verb.i


def _wh_infinitive_before(verb: Token, before: Token) -> bool:
    """Does ``before`` end an infinitival wh-clause the trigger takes ("know [what to say]
    that hasn't been said", "wonder [what to add] that ...")?

    Then the trigger has its complement already, the interrogative clause (CGEL ch. 11 §5.3
    on infinitival interrogatives), and a verb takes one such complement; the "that"-clause
    after it is a relative clause on the wh-word, extraposed past the infinitive ("what [to
    say] [that hasn't been said]"), its "that" the relative pronoun subject (CGEL ch. 12 §3.5;
    Quirk et al. 1985 §17.10, §18.39 on postponed relatives). The parser hangs it on the
    trigger as a content clause whose subject is a demonstrative "that", and the hypothesis
    was "That hasn't already been said." (s9402 verb-009; stop 95, vc196)."""
    clause = before
    while clause.head.i != verb.i and clause.head.i != clause.i and clause.i > verb.i:
        clause = clause.head
    if clause.head.i != verb.i or clause.dep_ not in ("xcomp", "ccomp") or clause.i < verb.i:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in clause.children):
        return False
    return any(t.tag_ in WH_TAGS and t.i < clause.i for t in clause.subtree)


def _graded_participle_adjective(verb: Token) -> bool:
    """Is ``verb`` a participle after "be" that a degree modifier right before it grades ("I
    was a bit surprised to see", "very pleased to find", "rather obliged to stay", "too tired
    to continue")?

    Degree words ("very", "a bit", "too") take adjectives, not verbs: with one, the participle
    is an adjective whatever its meaning (Quirk et al. 1985 §3.78 on "very" as the test that
    tells an adjectival from a verbal passive, §7.15-7.16), so the infinitive is the
    complement of an adjective ("happy to see", which gives no pair either), not of a verb
    (s1202k cand-36). The hundred-first pass named the rule for emotive participles only, but
    it never checked for emotion; the test is the grading, and the hundred-second pass (vc96)
    keeps that and names it so. With "too" the infinitive is moreover the complement of the
    degree word ("too tired to continue" = so tired that she did not continue; Quirk
    §16.76 on "too ... to", CGEL ch. 13 §4.4 on degree complements), which leaves the
    verb's own signature nothing to say about it: no pair either way. The bare "was surprised
    to find", which may be the verbal passive, keeps its KK68e row."""
    if verb.tag_ not in ("JJ", "VBN") or verb.dep_ not in ("acomp", "ROOT", "xcomp", "conj"):
        return False
    if verb.tag_ == "VBN" and not any(c.dep_ in ("auxpass", "aux") for c in verb.children):
        return False
    # the modifier right before the participle ("a bit surprised", "very pleased"), not a
    # sentence adverb hung on it ("So, we've decided to ...")
    return any(
        c.dep_ in ("advmod", "npadvmod") and c.lower_ in _DEGREE_MODIFIERS and c.i == verb.i - 1
        for c in verb.children
    )


def _emotive_participle_predicate(verb: Token) -> bool:
    """Is ``verb`` an -ing form after "be" with the subject "it" and no object, as in "It is
    striking / worrying / amazing that P"?

    An -ing participle of a verb of emotional effect (strike, worry, amaze, surprise, disturb)
    used after "be" with no object is a participial adjective (Quirk et al. 1985 §7.15-7.16:
    "very striking", "most worrying"), and "it" is the dummy for the extraposed that-clause
    subject (Quirk §18.33; CGEL ch. 16 §7): the predicate is the adjective, not a verb "strike"
    that takes the clause as its object. It is an emotive factive (Kiparsky & Kiparsky 1970):
    "It is not striking that P" still takes P as true, so the o/o of a verb "strike/worry"
    gave neutral for both S and ¬S. The progressive verb takes an object ("It is striking me
    that P"). Adjectives of this kind are no verb trigger here ("It is surprising that P", tagged
    JJ, gives no pair): dropped, like them (seventy-third pass, vc67; the blind review's "it is
    (not) striking that").
    """
    if verb.tag_ != "VBG" or not any(
        ch.dep_ == "aux" and ch.lemma_ == "be" for ch in verb.children
    ):
        return False
    if any(ch.dep_ in ("dobj", "dative", "iobj") for ch in verb.children):
        return False
    return any(ch.dep_ == "nsubj" and ch.lower_ == "it" for ch in verb.children)


#: Coordinators that can open a clause of their own (Quirk et al. 1985 §13.5-13.18; "so" as a
#: coordinator of result, §13.19).
_CLAUSE_COORDINATORS = frozenset({"and", "but", "or", "so", "yet", "nor"})

#: Pronouns in the nominative case, which only a finite clause's subject takes.
_NOMINATIVE_PRONOUNS = frozenset({"i", "he", "she", "we", "they"})


def _coordinated_gerund_subject(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is ``verb`` a bare -ing form right after a coordinator, with no subject and no
    auxiliary, whose "bare" content clause has a modal or tensed verb ("We move tomorrow, so
    seeing another flat can only distract us")?

    A coordinator joins clauses of like status (Quirk et al. 1985 §13.5), so what follows "so /
    and / but" is a finite clause; an -ing form with no subject there cannot be a supplementive
    clause (which is not coordinated with its matrix clause, Quirk §15.58), and it is the
    gerund-participial subject of the finite verb after it (CGEL ch. 14 §4.1: "Seeing another
    flat can only distract us"), with "another flat" its object. The parser read "another
    flat" as the subject of a bare content clause: "Another flat can only distract us" is no
    complement of "see", and "not seeing" changes the subject of S. Only the that-less clause
    (with "that" the clause is the verb's: "and seeing that the door was open, ..."), and only
    when a comma does not set the -ing clause off from what follows (seventy-third pass, vc67).
    """
    if verb.tag_ != "VBG" or c.complementizer is not None or verb.i == 0:
        return False
    before = doc[verb.i - 1]
    if before.lower_ not in _CLAUSE_COORDINATORS:
        return False
    if any(ch.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for ch in verb.children):
        return False
    head = doc[c.head]
    if any(t.is_punct for t in doc[verb.i + 1 : head.i]):
        return False
    if doc[verb.i + 1].lower_ in _NOMINATIVE_PRONOUNS:
        # "and seeing he was tired, ...": a nominative pronoun is the subject of a finite
        # clause, never the object of the -ing form (Quirk et al. 1985 §6.3 on case)
        return False
    end = c.span[1]
    if (
        end + 1 < len(doc)
        and doc[end].lower_ == ","
        and not (doc[end + 1].lower_ in _CLAUSE_COORDINATORS or doc[end + 1].is_punct)
    ):
        # "and thinking it was easy, they started": the -ing clause is a supplementive set
        # off before the main clause that follows the comma
        return False
    tensed = ("MD", "VBZ", "VBP", "VBD")
    return head.tag_ in tensed or any(
        ch.dep_ == "aux" and ch.tag_ in tensed for ch in head.children
    )


def _cessation_time_frame(verb: Token, complement: Token | None) -> bool:
    """Does a time adjunct fix the reference time of past "cease to V": the time phrases and
    clauses of "continue to" (``continuation_time_frame``) or an "as"-clause on the verb ("As
    she did so, his arm ceased to hurt", "When the rain came, ...": Quirk et al. 1985 §15.25)?"""
    frame = continuation_time_frame(verb, complement)
    if frame is not None and frame not in _DATING_PREPOSITIONS:
        return True
    return any(
        ch.dep_ == "advcl"
        and any(
            m.dep_ in ("mark", "advmod") and m.lower_ in _CESSATION_TIME_MARKS for m in ch.children
        )
        for ch in verb.children
    )


#: Prepositions of time position ("in about 1951", "on Monday", "during the war"; Quirk et al.
#: 1985 §9.37-9.41): on "cease to V" they date the change itself, a point inside the period they
#: name, and V held up to that point, so "It ceased to exist in about 1951" leaves "It existed
#: in about 1951" open (true if the end came late in the period), not contradicted, and the
#: negated "did not cease to exist in 1951" may deny only the date; RP19's o/o stays (stop 74,
#: vc131; s1204i verb-024). A time clause ("As she did so, ...") or "until"/"throughout"
#: phrase still fixes the reference time of the not-V state.
_DATING_PREPOSITIONS = frozenset({"in", "on", "at", "during", "around", "circa"})
#: Subordinators of a time clause that places the cessation at the clause's time (Quirk et al.
#: 1985 §15.25): not "before/until", whose time the presupposed earlier V also fills.
_CESSATION_TIME_MARKS = frozenset({"as", "when", "while", "whilst", "once", "after"})


def _impersonal_control_passive(verb: Token) -> bool:
    """Is the trigger a passive of a verb of deciding or planning with an "it" subject ("It
    is planned to V")? Its "it" is the dummy of the extraposed infinitive."""
    return verb_lemma(verb) in IMPERSONAL_CONTROL_PASSIVES and _impersonal_passive(verb)


def _eagerness_wait(verb: Token) -> bool:
    """Is the trigger "wait" under "can/could" and a negator or "hardly/scarcely/barely"
    ("can't wait to", "could hardly wait to"), the idiom of eagerness?"""
    if verb_lemma(verb) != "wait":
        return False
    children = {c.lower_ for c in verb.children}
    modal = children & {"can", "could", "ca"}
    negator = children & {"not", "n't", "hardly", "scarcely", "barely", "never"}
    return bool(modal and negator)


def _existential_be(verb: Token) -> bool:
    """Is ``verb`` the "be" of an existential "there is/are ..." (an expletive "there")?"""
    return any(c.dep_ == "expl" and c.lower_ == "there" for c in verb.children)


#: Participles that form a semi-auxiliary with "be" + to-infinitive (Quirk et al. 1985 §3.45-3.47).
#: Not "prepared": the forty-second pass refused "be prepared to V" (the adjective of
#: willingness), but blind judges kept 7 of the 16 pairs it removed on 4,000 State of the Union
#: sentences ("We are prepared to work with Iran" -> "We work with Iran", neutral; A/B draw
#: ab43, stop 41), so the refusal was withdrawn.
SEMI_MODAL_PARTICIPLES = frozenset({"supposed", "bound", "destined"})


#: Nouns with an infinitival complement of their own (word list header: CGEL ch. 14 §1.4).
INFINITIVE_TAKING_NOUNS = word_set("verb_complement_infinitive_taking_nouns")


def _own_wh_clause(doc: Doc, verb: Token) -> bool:
    """Is the trigger itself the finite verb of an embedded wh-/whether question ("know how
    much they can afford to spend")? Not a non-finite trigger under another clause ("when
    asked to estimate": ``_in_embedded_question`` climbs to the finite clause), and not the
    relative clause of an it-cleft ("It was Ironside who encouraged him to seize power": the
    parser hangs it on "was" like a content clause; CGEL ch. 16 §9 on clefts)."""
    head = finite_clause_head(doc, verb)
    if head is None or (head.i != verb.i and head.head.i != verb.i):
        return False
    clause = verb if head.i != verb.i else head
    copula = clause.head
    it_subject = any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in copula.children)
    relative = any(c.tag_ in ("WP", "WDT") and c.dep_ in SUBJECT_DEPS for c in clause.children)
    if verb_lemma(copula) == "be" and it_subject and relative:
        return False
    first = min((t for t in clause.subtree if not t.is_punct), key=lambda t: t.i, default=clause)
    if first.lower_.endswith("ever"):
        # "for whatever reason", "whoever wins": an -ever word heads a free relative or an
        # exhaustive conditional, never an interrogative clause (CGEL ch. 11 §5.3)
        return False
    return _in_embedded_question(doc, verb)


#: Nouns taking a declarative content clause (word list header: CGEL ch. 11 §8.4).
CONTENT_CLAUSE_NOUNS = word_set("verb_complement_content_clause_nouns")


def _content_noun_owns_clause(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the "that" clause the complement of a content noun that is the verb's object or the
    subject of its passive ("I heard murmurs in the crowd that P", "Complaints are often heard
    that P")? The noun takes the clause (CGEL ch. 11 §8.4; extraposed from the subject, ch. 16
    §10.2; Quirk et al. 1985 §18.40), so the verb has no clausal complement and "P" is what the
    complaints or murmurs said, not what was heard to be so: judges marked the trigger wrong
    (s1130a). An explicit "that" only; an expletive "it" subject is no noun.

    A content noun in a prepositional phrase after the verb owns the clause too when nothing but
    punctuation and adverbs parts it from "that" ("known to fail with the consolation,
    however, that they passed"): a content clause follows its noun (CGEL ch. 11 §8.4), and a
    verb's own that-clause does not come after its prepositional adjunct's noun with the
    parenthetical between them (s1204c verb-024, verb-030; stop 72, vc122)."""
    if c.complementizer is None:
        return False
    passive = any(t.dep_ == "auxpass" for t in verb.children)
    subjects = [t for t in verb.children if t.dep_ == "dobj" or (t.dep_ == "nsubjpass" and passive)]
    being = next((a for a in verb.children if a.dep_ == "auxpass" and a.lower_ == "being"), None)
    if being is not None and being.i > 0 and not subjects:
        # "insisted on the clause being added that P": the subject of the passive gerund
        # clause stands right before "being" and owns the extraposed clause as the passive
        # subject of a finite clause does (stop 98, vc213)
        subjects.append(doc[being.i - 1])
    for t in subjects:
        if t.tag_ not in ("NN", "NNS") or t.i > c.complementizer:
            continue
        if t.lemma_.lower() in CONTENT_CLAUSE_NOUNS or t.lower_ in CONTENT_CLAUSE_NOUNS:
            return True
    i = c.complementizer - 1
    while i > verb.i and (verb.doc[i].is_punct or verb.doc[i].pos_ == "ADV"):
        i -= 1
    noun = verb.doc[i]
    return (
        i > verb.i
        and noun.dep_ == "pobj"
        and noun.tag_ in ("NN", "NNS")
        and (noun.lemma_.lower() in CONTENT_CLAUSE_NOUNS or noun.lower_ in CONTENT_CLAUSE_NOUNS)
    )


_QUOTES = frozenset({'"', "\u201c", "``", "'", "\u2018"})


#: Pronouns that refer to things or facts, not to someone who can intend.
_NON_AGENT_PRONOUNS = frozenset({"it", "this", "that", "which"})


def _signifying_mean_to(verb: Token) -> bool:
    """Is "mean to V" the verb of signifying, its subject a thing or a setting that cannot
    intend ("The default value of 0 means to replace all occurrences", "A blank field means to
    use the default")? "mean to V" = intend (RP19's o/+ row, Karttunen 1971 on "mean") needs a
    subject capable of volition, a proto-agent (Dowty 1991; CGEL ch. 14 §5 on volitional
    catenatives); with any other subject "mean" is "signify, indicate" (OED s.v. "mean" v.1
    I.2), and the infinitive names what the setting tells the program or reader to do, with an
    understood subject the sentence does not name. The in-place hypothesis ("The default value
    replaces all occurrences") gives the value that subject and tests no intention (s1204l
    verb-023; stop 75, vc134). A noun counts as an agent when any WordNet sense of it is a
    person, animal or group (AGENT_LEXNAMES) or it names an entity; other pronouns than
    "it/this/that/which" are left alone."""
    if verb_lemma(verb) != "mean" or any(c.dep_ == "auxpass" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.lower_ in _NON_AGENT_PRONOUNS:
        return True
    if subject.pos_ != "NOUN" or subject.ent_type_:
        return False
    names = lexnames(subject.lemma_.lower(), "NOUN")
    return bool(names) and not names & AGENT_LEXNAMES


def _quoted_gloss_infinitive(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the infinitive after "mean" inside quotation marks ('The name means "to be like
    Olga"')? A quoted expression is mentioned, not used (Quine 1940 §4 on use and mention): the
    sentence glosses a word, and "mean to V" (= intend, RP19 o/+) is not there; the hypothesis
    'The name "is like Olga"' is no sentence (judges: s1129x)."""
    if verb_lemma(verb) != "mean" or c.complementizer is None:
        return False
    return any(t.text in _QUOTES for t in doc[verb.i + 1 : c.complementizer])


#: Infinitive heads that make "appear to" the raising verb even after a phrase ("appeared at
#: first to be calm", "appears in the photograph to have fallen"): a state or a perfect.
_RAISING_STATIVES = frozenset({"be", "have", "know", "seem", "belong", "contain", "own", "lack"})


#: First WordNet senses of the verbs a "find X to V" infinitive takes as a judgement: states,
#: possession and appearance ("found them to be honest / to contain lead / to have no key /
#: to seem tired").
_FIND_JUDGED_LEXNAMES = frozenset({"verb.stative", "verb.possession", "verb.perception"})


def _find_purpose(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the trigger "find" with an object and a to-infinitive of a dynamic verb ("We need to
    find them to improve our economy", "found workers to build the castle")?

    "find" takes an infinitive only as a raising-to-object verb of judgement, and then of a
    state ("We found them to be honest", "found the samples to contain lead"): the infinitive
    reports the property found (Postal 1974 ch. 9; Borkin 1984 on "find" and stative
    infinitives; Quirk et al. 1985 §16.43). A dynamic verb after the object is an adjunct of
    purpose, what the object is found for (§15.34), no complement (s1202r cand-08;
    hundred-ninth pass, vc103)."""
    if verb_lemma(verb) != "find" or not 0 <= c.head < len(doc):
        return False
    inf = doc[c.head]
    if inf.i < verb.i or not any(
        t.pos_ in ("NOUN", "PROPN", "PRON") for t in doc[verb.i + 1 : inf.i]
    ):
        return False
    lemma = inf.lemma_.lower()
    return lemma not in ("be", "have") and (
        first_sense_lexname(lemma, "VERB") not in _FIND_JUDGED_LEXNAMES
    )


def _arrival_of_new_entity(verb: Token, head: Token) -> bool:
    """Is "appear" a future event that brings a new entity into view ("A window will appear to
    confirm the delete", "A dialog will appear to ask for the password")?

    With an indefinite subject and "will", "appear" is the achievement verb of appearance
    (Levin 1993 §48.1.1: presentational, it introduces the subject's referent into the scene,
    "There will appear a window"), and the eventive infinitive after it says what the entity
    appears for: a purpose adjunct (Quirk et al. 1985 §15.48; CGEL ch. 14 §5). Raising "appear"
    (= seem, RP19 o/o) is a state of seeming about a referent already given (Rogers 1974 on
    "appear" as a verb of perception report), so it neither introduces a new indefinite in the
    future nor takes an eventive infinitive as an event to come ("The figures will appear to
    be wrong": a state, kept; s1204s verb-019). A stative or perfect infinitive is excluded by
    the caller."""
    if not any(a.dep_ == "aux" and a.lower_ in ("will", "'ll") for a in verb.children):
        return False
    subject = next((ch for ch in verb.children if ch.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
        return False
    if not any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in subject.children):
        return False
    return first_sense_lexname(head.lemma_.lower(), "VERB") != "verb.stative"


def _appearance_purpose(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is "appear" the intransitive verb of appearance ("come into view, present oneself";
    Levin 1993 §48.1.1) with a purpose infinitive: "He appeared on the scene early the next
    morning to survey the storm track", "She appeared before the committee to testify"? Raising
    "appear" (= seem, RP19 o/o) takes its infinitive next to it; a prepositional phrase of the
    verb (other than its experiencer "to me") or a noun-phrase time adjunct between them, with an
    eventive infinitive, is the appearance verb, and the infinitive is a purpose adjunct (CGEL
    ch. 14 §5 on catenatives vs adjuncts; Quirk et al. 1985 §15.48): judges marked the trigger
    wrong (s1129x). A stative or perfect infinitive ("appeared at first to be calm") stays."""
    if verb_lemma(verb) != "appear" or c.complementizer is None:
        return False
    if any(t.dep_ == "auxpass" for t in verb.children):
        return False
    head = doc[c.head]
    if head.lemma_.lower() in _RAISING_STATIVES:
        return False
    if any(a.dep_ in AUX_DEPS and a.lemma_ in ("have", "be") for a in head.children):
        return False
    if _arrival_of_new_entity(verb, head):
        return True
    between = doc[verb.i + 1 : c.complementizer]
    return any(
        t.head.i == verb.i
        and (
            (t.dep_ == "prep" and t.lower_ not in ("to", "like", "as"))
            or (t.dep_ == "npadvmod" and t.tag_ in ("NN", "NNS"))
        )
        for t in between
    )


def _relative_that_after_raising_verb(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the clause after "appear"/"seem" opened by a "that" that is its subject, with no
    expletive "it" as the verb's subject ("you will see a frame appear that shrinks as you
    move")? "appear" and "seem" take a finite content clause only with the dummy "it" in
    subject position, extraposition being obligatory for them ("It appears that P", not
    "*A frame appears that P"; CGEL ch. 11 §4.3 and ch. 16 §7.2; Quirk et al. 1985 §16.33),
    so a "that" right after them with a referential or no subject is a relative pronoun
    whose antecedent is the noun before the verb, and the clause is a relative (CGEL ch. 12
    §3 on relatives separated from their head), not the complement: no pair (stop 79, vc149;
    s1204v verb-007)."""
    if verb_lemma(verb) not in SEMI_AUXILIARY_HOSTS or verb.i + 1 >= len(doc):
        return False
    that = doc[verb.i + 1]
    if that.lower_ != "that" or that.dep_ not in ("nsubj", "nsubjpass"):
        return False
    return not any(ch.dep_ in ("nsubj", "expl") and ch.lower_ == "it" for ch in verb.children)


#: Verbs whose object is the recipient of a message before a content clause ("tell/remind/warn
#: X that P": Levin 1993 §37.1-37.2 on verbs of transfer of a message; Quirk et al. 1985
#: §16.58 on ditransitive complementation with a that-clause): after them the object is no
#: antecedent of "that".
_RECIPIENT_THAT_VERBS = frozenset(
    {
        "tell", "inform", "remind", "warn", "assure", "convince", "persuade", "notify", "show",
        "teach", "promise", "advise", "bet", "ask", "reassure", "satisfy", "guarantee",
    }
)  # fmt: skip


def _relative_that_after_object(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the "complement" opened by a "that" that is its subject, after an object noun of the
    trigger ("Until I can find something locally that's as delicious", "I know a shop that
    sells them")? A noun object followed by "that" + a finite verb with no other subject is the
    head of a relative clause whose relative pronoun "that" is the subject (CGEL ch. 12 §3;
    Quirk et al. 1985 §17.12, §17.15 on "that" as a subject relative; a relative may be
    separated from its head by an adverb, §17.8); the trigger takes the noun phrase, not a
    content clause (a content clause has its own subject after "that"). Not after a verb whose
    object is a recipient (``_RECIPIENT_THAT_VERBS``: "I told the kids that's enough", a bare
    content clause with demonstrative "that" as subject). No pair (s1206b verb-008; stop 91,
    vc186)."""
    if verb_lemma(verb) in _RECIPIENT_THAT_VERBS:
        return False
    head = doc[c.head]
    that = next(
        (t for t in head.children if t.dep_ in ("nsubj", "nsubjpass") and t.lower_ == "that"),
        None,
    )
    if that is None or that.i != head.left_edge.i or that.i < verb.i:
        return False
    obj = next(
        (
            o
            for o in verb.children
            if o.dep_ == "dobj" and o.i < that.i and o.pos_ in ("NOUN", "PROPN", "PRON")
        ),
        None,
    )
    if obj is None or obj.tag_ == "PRP":
        return False  # "find it that ...", "know you that ...": no head noun for a relative
    # only adverbs may stand between the object phrase and "that" (§17.8)
    return all(t.pos_ in ("ADV", "PUNCT") for t in doc[obj.right_edge.i + 1 : that.i])


def _relative_object_read_as_subject(verb: Token, head: Token) -> bool:
    """Is the bare "complement" the main clause of a sentence whose subject is a noun phrase
    with the trigger's relative ("He who knows God listens to us", parsed with "He" as the root
    and "God listens" as the complement of "knows")? A sentence needs a finite main verb
    (CGEL ch. 2 §1), and the root here is the relative's head noun, so the only finite verb
    outside the relative, the complement's, is the main verb, and the noun after the trigger
    is the trigger's object ("knows God"), not a subject (Quirk et al. 1985 §17.10 on the
    relative inside the subject; §15.8 on "he who"): no pair (stop 86, vc173; s1205q
    verb-046)."""
    host = verb.head
    if verb.dep_ != "relcl" or host.dep_ != "ROOT" or host.pos_ not in ("PRON", "NOUN", "PROPN"):
        return False
    return head.tag_ in TENSED_TAGS and host.i < verb.i < head.i


#: Pronouns of quantity that head a relative opened by "that" ("all that he had done",
#: "everything that she said"; CGEL ch. 12 §3.5, Quirk et al. 1985 §17.14 on "that" after
#: "all/everything/nothing/much/little").
_RELATIVE_QUANTITY_HEADS = frozenset({"all", "everything", "anything", "nothing", "much", "little"})


def _quantifier_pronoun_relative(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is "that" the relative pronoun of a clause on a quantity pronoun that is the trigger's
    object ("The villagers heard all that the soldiers had done", s1205q cand-13)? The pronoun
    is the head of the object noun phrase and "that" relativises the gap in the clause after it
    ("had done __"), so the clause is no content clause of the verb: the hypothesis would be a
    noun phrase ("All that the soldiers had done."). No pair (stop 86, vc173)."""
    # the parser hangs the pronoun on the verb as its object or, reading the relative's verb
    # as a bare complement ("all ... had done"), as that verb's subject: read the words
    that = verb.i + 2
    if that >= len(doc) or doc[that].lower_ != "that" or doc[that].dep_ == "mark":
        return False
    return doc[verb.i + 1].lower_ in _RELATIVE_QUANTITY_HEADS and c.span[0] <= that + 1


#: Modals of a "that" purpose clause (Quirk et al. 1985 §15.48: "that" + may/might).
_PURPOSE_THAT_MODALS = frozenset({"may", "might", "mayest", "mightest"})


#: Verbs of occurrence, whose that-clause is only ever an extraposed subject ("It happened that
#: P").
_OCCURRENCE_VERBS = frozenset({"happen", "occur", "chance", "befall", "transpire"})


def _purpose_that_after_complete_clause(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the "that" clause a purpose clause set off after a complete clause ("He asked them to
    provide mounts, that they might bring him to the governor", "You shall follow that which
    is just, that you may live")? A finite purpose clause is "(so) that" + may/might (Quirk et
    al. 1985 §15.48; CGEL ch. 8 §14.1): an adjunct of the whole preceding clause, set off by a
    comma. A content clause follows its verb directly or after the verb's object (CGEL ch. 11
    §4), never after a further verb of the trigger's clause, so a comma right before "that"
    with another verb between the trigger and that comma (the infinitive "to provide", the
    relative "which is just") marks the clause as the purpose of what precedes, no complement
    of the trigger: no pair (stop 84, vc168; s1205o verb-013, verb-054, cand-02). "He said,
    that he might come" (nothing between) is left alone."""
    that = c.complementizer
    if that is None or doc[that].lower_ != "that":
        return False
    head = doc[c.head]
    if not any(ch.dep_ == "aux" and ch.lower_ in _PURPOSE_THAT_MODALS for ch in head.children):
        return False
    if verb_lemma(verb) in _OCCURRENCE_VERBS and not any(
        ch.dep_ in ("nsubj", "expl") and ch.lower_ == "it" for ch in verb.children
    ):
        # "These things happened that the Scripture might be fulfilled": "happen/occur" take a
        # that-clause only as the extraposed subject of a dummy "it" (Quirk et al. 1985
        # §18.33); with a subject of their own the "that ... might" clause is the purpose
        # (ab87b verb-003, 004, judged purpose; stop 87 integration)
        return True
    if that < verb.i + 2 or doc[that - 1].text != ",":
        return False
    before = doc[verb.i + 1 : that - 1]
    if any(t.lower_ == "that" and t.dep_ == "mark" for t in before) and (
        _listed_that_clause_follows(doc, c)
    ):
        return False
    if any(t.pos_ in ("VERB", "AUX") for t in before):
        return True
    return _motion_verb_before_purpose_that(verb, before)


#: Verbs of motion and posture after which a "that ... may/might" clause is a purpose adjunct:
#: the purpose verbs of a to-infinitive (``PURPOSE_VERBS``: Levin 1993 §50, §51; Quirk et al.
#: 1985 §15.48) and "move" itself, which that list leaves out for its "move to" (= take steps)
#: reading only; "move" selects a that-clause only as the parliamentary "move that the meeting
#: (be) adjourned", whose mandative clause has a subjunctive or putative "should", never
#: "may/might" (Quirk et al. 1985 §16.32; CGEL ch. 11 §7.1).
_MOTION_PURPOSE_THAT_VERBS = PURPOSE_VERBS | frozenset({"move"})


def _motion_verb_before_purpose_that(verb: Token, before: Span) -> bool:
    """Is the trigger a verb of motion or posture with nothing but particles and adverbs
    before the comma ("he and the valiant men moved, that he might strike the army", "They
    marched all night, that they might reach the city")? Such a verb selects no content clause
    (Levin 1993 §51: its arguments are a theme and a path), so "that" + may/might after it is
    the finite purpose clause (= "so that ... might", Quirk et al. 1985 §15.48), the
    counterpart of its purpose infinitive ("marched all night to reach the city"): no pair
    (stop 86, vc173; s1205q verb-019, verb-068, cand-07). A verb with an object or an
    infinitive is left to the rule above; "He said, that he might come" keeps its reading."""
    if verb_lemma(verb) not in _MOTION_PURPOSE_THAT_VERBS:
        return False
    if any(
        ch.dep_ in ("dobj", "dative", "ccomp", "xcomp") and ch.i < before.end
        for ch in verb.children
    ):
        return False
    return all(t.pos_ in ("ADV", "PART", "ADP", "DET", "NOUN", "ADJ", "NUM") for t in before)


def _listed_that_clause_follows(doc: Doc, c: Construction) -> bool:
    """Does an "and that" / "or that" come after the clause? After a "that" clause of the
    trigger ("said that P, that Q might R, and that S") the clause is then the middle item of
    a list of content clauses, the last one linked by the coordinator (Quirk et al. 1985
    §13.21 on asyndetic items before a final "and"), not a purpose clause; without an earlier
    "that" ("observe it, that it may be well with you, and that you may increase") the
    coordinated clauses are purpose clauses both."""
    return any(
        t.lower_ == "that" and doc[t.i - 1].lower_ in ("and", "or")
        for t in doc[c.span[1] : len(doc)]
    )


def _intransitive_call(doc: Doc, verb: Token, c: Construction) -> bool:
    """Active "call" with only particles ("back", "in") between it and the "to"."""
    if verb_lemma(verb) != "call" or c.complementizer is None:
        return False
    if any(t.dep_ in ("auxpass", "nsubjpass") for t in verb.children):
        return False
    between = doc[verb.i + 1 : c.complementizer]
    return all(t.lower_ in ("back", "in", "up", "again", "later") for t in between)


def _name_after_to(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the "infinitive" a capitalised word inside a sentence that is not itself in title
    case ("took courses to prove to Anschutz he could handle it")? A base verb is not
    capitalised after "to"; the word is a proper noun and "to" the preposition (here of "prove
    to X that", Quirk et al. 1985 §16.50), so "took courses to anschutz" is no hypothesis."""
    if c.complementizer is None or c.head != c.complementizer + 1:
        return False
    head = doc[c.head]
    if not head.is_title or head.lower_ == "i" or verb.is_title:
        return False
    return not doc[c.complementizer].is_title


#: Light (support) verbs of the infinitive-taking nouns: "make an effort/attempt/bid/decision to
#: V", "launch/mount a campaign to V". The noun carries the meaning and owns the infinitive; in
#: the passive or an absolute clause the noun is the verb's subject and the infinitive is left
#: after the participle ("No effort was made to stop the leak", "with no effort made to stop
#: the leak" = "no effort to stop the leak was made"; extraposition from NP, CGEL ch. 16 §7;
#: light verbs, CGEL ch. 4 §7; Quirk et al. 1985 §2.34 on eventive objects).
_SUPPORT_VERBS = frozenset({"make", "launch", "mount", "undertake"})


def _extraposed_noun_complement(verb: Token) -> bool:
    """Is the trigger "begin"/"start" with a subject noun that takes a to-infinitive of its own
    ("Efforts began to liberalize trade policy", "A push started to reform the courts")? The
    infinitive is the noun's extraposed complement, not the verb's (word list header). Also a
    support verb's participle with such a subject ("with no effort made to stop the leak";
    _SUPPORT_VERBS, vc219): "made" has no complement, "*no effort stopped the leak"."""
    support = verb.tag_ == "VBN" and verb_lemma(verb) in _SUPPORT_VERBS
    if verb_lemma(verb) not in INCEPTIVE_VERBS and not support:
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.tag_ not in ("NN", "NNS"):
        return False
    return subject.lemma_.lower() in INFINITIVE_TAKING_NOUNS


def _the_comparative(doc: Doc, i: int) -> bool:
    """Does "the" at ``i`` open a comparative correlative half ("the more", "the less",
    "the bigger")?"""
    nxt = doc[i + 1] if i + 1 < len(doc) else None
    return (
        doc[i].lower_ == "the"
        and nxt is not None
        and (nxt.tag_ in ("JJR", "RBR") or nxt.lower_ in ("more", "less", "fewer"))
    )


def _comparative_correlative(doc: Doc, verb: Token) -> bool:
    """Is the trigger in a comparative correlative ("The more he tried to explain, the more
    confused they became")? Both halves open with "the" + a comparative; the trigger's finite
    clause contains one of them before the trigger."""
    sent = verb.sent
    opens = [t.i for t in sent if _the_comparative(doc, t.i)]
    if len(opens) < 2:
        return False
    clause = finite_clause_head(doc, verb) or verb
    return any(i in {t.i for t in clause.subtree} and i < verb.i for i in opens)


def _semi_modal_participle(verb: Token, c: Construction) -> bool:
    """ "be supposed/bound/destined to V": the participle after a form of "be" right before
    "to" (a past "He supposed that ..." or "bound the books" stays a verb)."""
    if c.subtype != "to" or c.complementizer != verb.i + 1:
        return False
    if verb.lower_ not in SEMI_MODAL_PARTICIPLES:
        return False
    head = verb.head if verb.dep_ in ("acomp", "xcomp", "conj") else verb
    helpers = [*verb.children, *(head.children if head is not verb else ()), head]
    return any(h.lemma_ == "be" and h.i < verb.i for h in helpers)


#: Dashes that mark a broken-off utterance when they end the sentence.
BREAK_OFF_DASHES = DASH_TOKENS


def _broken_off(doc: Doc, c: Construction) -> bool:
    """Does the sentence end in a dash after the complement ("I think they've been that - -")?"""
    sent = doc[c.verb].sent
    tail = [t for t in doc[c.span[0] : sent.end] if not t.is_space]
    end = len(tail)
    while end and tail[end - 1].text in BREAK_OFF_DASHES:
        end -= 1
    return 0 < end < len(tail)


def _supplementive_read_as_finite(doc: Doc, verb: Token) -> bool:
    """A past-tense/participle trigger with no auxiliary whose subject ends right before a
    comma that precedes the trigger, and which has a finite conjunct without a subject of its
    own after it (the real main verb of that subject)."""
    if verb.tag_ not in ("VBD", "VBN") or any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS and c.i < verb.i), None)
    if subject is None or verb.i < 2 or doc[verb.i - 1].text != ",":
        return False
    last = max((t.i for t in subject.subtree if not t.is_punct), default=subject.i)
    if last != verb.i - 2 or any(t.text == "," for t in doc[subject.left_edge.i : verb.i - 1]):
        return False  # "Ruth Ann Schmitt, executive director ..., acknowledged": an appositive
    # the supplementive is set off on both sides: "The fish, adapted to ..., has no eyes"
    return any(
        c.dep_ == "conj"
        and c.tag_ in TENSED_TAGS
        and doc[c.left_edge.i - 1].text == ","
        and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
        for c in verb.children
    )


#: Verbs whose to-infinitive needs an object before it (object control and ECM,
#: OBJECT_CONTROL_VERBS) or a passive ("He is said/rumoured/reputed to be"; *"They said him to
#: be": Quirk et al. 1985 §16.52; CGEL ch. 14 §5.3), plus ECM "think" ("thought him to be").
PASSIVE_INFINITIVE_VERBS = OBJECT_CONTROL_VERBS | {"think", "say", "rumour", "rumor", "repute"}
#: Tags of a noun that a reduced relative can follow.
NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})


#: Verbs whose active to-infinitive needs an object before it (word list header: CGEL ch. 14
#: §5.2; COBUILD Grammar Patterns 1, "V n to-inf").
OBJECT_ONLY_CATENATIVES = word_set("verb_complement_object_only_catenatives")


def _objectless_complex_catenative(doc: Doc, verb: Token, c: Candidate) -> bool:
    """Is the trigger an active "require"-type verb (OBJECT_ONLY_CATENATIVES) with a subject of
    its own, no object parsed (adverbs or an unattached noun phrase between it and "to"),
    whose infinitive has no subject of its own either ("suggestions will require to defend
    them")? Its active infinitive
    needs an object controller (CGEL ch. 14 §5.2), so the source is ungrammatical or elliptical
    and the in-place hypothesis names the wrong subject. The passive ("are required to
    defend"), the reduced relative ("the skill required to open it": no subject) and the
    object parsed as the infinitive's subject ("requires you to defend") are left alone."""
    if verb_lemma(verb) not in OBJECT_ONLY_CATENATIVES or c.complementizer is None:
        return False
    if c.head is None:
        return False
    if not any(t.dep_ == "nsubj" for t in verb.children):
        return False
    if any(t.dep_ in ("auxpass", "nsubjpass", "dobj", "dative", "obj") for t in verb.children):
        return False
    auxiliaries = [t for t in verb.children if t.dep_ == "aux"]
    if (
        verb.tag_ == "VBN"
        and auxiliaries
        and not any(t.lemma_.lower() == "have" for t in auxiliaries)
    ):
        # "She felt obliged to attend", "got compelled to": a participle after a linking or
        # passive verb (which the parser may call its "aux") is no active use
        return False
    # a participle with a subject and no auxiliary at all ("Publication designed to
    # communicate ...") is no finite clause: it is the reduced passive relative of a glossary
    # fragment ("(a) publication (that is) designed to ...", Quirk et al. 1985 §17.29), with
    # no active clause to negate and no subject for the infinitive (stop 71, vc117): refused
    # words other than adverbs between the verb and "to" ("requires about an order of
    # magnitude lower bandwidth to carry the traffic", the noun mis-tagged as a verb) are an
    # object the parse did not attach: then the infinitive is either that object's (object
    # control) or a purpose adjunct ("bandwidth (in order) to carry": Quirk et al. 1985
    # §15.48), and in neither reading is the matrix subject its subject, which the in-place
    # hypothesis would make it ("It carries the same traffic"; stop 70, vc113, s1203a
    # verb-054): the same refusal as with nothing in between
    head = doc[c.head]
    return not any(t.dep_ in SUBJECT_DEPS for t in head.children)


def _conative_purpose(verb: Token) -> bool:
    """Is the trigger a conative verb (syntax.CONATIVE_VERBS) heading a subjectless infinitive
    adjunct of purpose ("Performs conversions to try to smooth out differences")?

    A purpose clause states the aim of the main clause's action, not an event that happened
    (Quirk et al. 1985 §15.48; Jones 1991 on rationale clauses): "to try to V" and "to V" name
    the same aim, one with the agent's effort spelled out, so the in-place hypothesis ("...
    conversions to smooth out differences") is close to a paraphrase, and the conative's o/-
    signature, which is about an actual attempt, decides nothing (s1203c verb-031)."""
    if verb_lemma(verb) not in CONATIVE_VERBS or verb.dep_ != "advcl" or verb.tag_ != "VB":
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "mark") for c in verb.children):
        return False
    return any(c.dep_ == "aux" and c.lower_ == "to" and c.i < verb.i for c in verb.children)


#: Modals of possibility and hypothesis that set up a scenario rather than assert one (Palmer
#: 2001 §1.2, §4.2; Kratzer 1981): "will", "can", "must", "should" are left out.
_SCENARIO_MODALS = frozenset({"might", "may", "could", "would"})


def _relative_in_hypothetical(doc: Doc, verb: Token, c: Candidate) -> str | None:
    """The modal when the trigger heads a relative clause on a noun that an indefinite
    introduces inside a clause under "might"/"may"/"could"/"would" ("a flaw might result in him
    downloading a virus, which installs a logger, which allows the cracker to steal data"),
    and the complement has a subject of its own (so the hypothesis is lifted out of the
    relative and loses the modal), else None.

    An indefinite under a modal introduces a referent of the modal's scenario only, and what a
    relative clause says of it belongs to that scenario (Karttunen 1976 on discourse referents
    under modals; Roberts 1989 on modal subordination): the lifted hypothesis is neutral
    because of the modal, whatever the trigger's signature, so the pair tests no verb (s1203c
    verb-026). A relative on a definite or possessed noun ("our species, which has tended to
    ...") says something of a referent that exists outside the scenario and stays, and so does
    a complement without a subject of its own ("a man who likes to argue"), whose hypothesis
    stays in place under the same modal."""
    if verb.dep_ != "relcl" or c.head is None:
        return None
    if not any(t.dep_ in SUBJECT_DEPS for t in doc[c.head].children):
        return None
    indefinite = False
    node = verb
    for _ in range(12):
        head = node.head
        if head is node:
            return None
        if node.dep_ == "relcl" and any(
            t.dep_ == "det" and t.lower_ in INDEFINITE_DETERMINERS for t in head.children
        ):
            indefinite = True
        node = head
        if node.pos_ in ("VERB", "AUX"):
            modal = next(
                (
                    c.lower_
                    for c in node.children
                    if c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in _SCENARIO_MODALS
                ),
                None,
            )
            if modal is not None:
                return modal if indefinite else None
            if node.dep_ not in ("relcl", "advcl", "xcomp", "pcomp", "dobj", "pobj", "acl"):
                return None
    return None


#: Prepositions of a prepositional object that a that-clause cannot join ("think of X as Y",
#: "think about X", "know of X": Quirk et al. 1985 §16.5-16.6 on prepositional verbs, whose
#: object is a noun phrase or a wh-/-ing clause, not a that-clause).
_PREPOSITIONAL_OBJECT_PREPOSITIONS = frozenset({"of", "about"})


def _prepositional_object_frame(doc: Doc, verb: Token, c: Candidate) -> bool:
    """Has the trigger a prepositional object ("of them", "about it") before a "complement"
    that has a subject of its own and no "that", set off by a comma? Then that clause is the
    next conjunct of a list of clauses ("Dwarves think of them as fragile, elves think of them
    as clumsy, and ..."), which the parser hung on the first as its ccomp; "think of X as Y"
    is a complex-transitive frame with no clausal complement (Quirk et al. 1985 §16.46)."""
    if c.head is None:
        return False
    head = doc[c.head]
    if head.i <= verb.i or any(t.dep_ == "mark" and t.lower_ == "that" for t in head.children):
        return False
    has_pobj = any(
        t.dep_ == "prep"
        and t.lower_ in _PREPOSITIONAL_OBJECT_PREPOSITIONS
        and t.i < head.i
        and any(o.dep_ == "pobj" for o in t.children)
        for t in verb.children
    )
    if not has_pobj:
        return False
    return any(t.text == "," for t in doc[verb.i + 1 : head.left_edge.i + 1])


def _rest_assured(verb: Token) -> bool:
    """Is the trigger the "assured" of the formula "Rest assured (that) P" at the start of its
    clause, which the parser reads with "Rest" as a noun subject? "rest" is a current copula
    here and the formula an imperative to the hearer, "be sure that P" (Quirk et al. 1985
    §16.21 lists "rest assured" among the copular uses of "rest"; OED "rest" v.1 sense 8b), so
    there is no subject "Rest" to negate, and an imperative assertion has no ¬S pair (as for
    "Remember that P")."""
    if verb.lemma_.lower() != "assure" or verb.i == 0 or verb.tag_ not in ("VBD", "VBN"):
        return False
    rest = verb.doc[verb.i - 1]
    if rest.lower_ != "rest" or any(t.dep_ in AUX_DEPS for t in verb.children):
        return False
    before = verb.doc[verb.sent.start : rest.i]
    return all(t.is_punct or t.pos_ in ("INTJ", "CCONJ", "ADV") for t in before)


def _participle_read_as_bare_clause(verb: Token) -> bool:
    """Is the trigger an -ed form the parser made the verb of a that-less clausal complement
    ("uses mnemonics like NAK, ESC, DEL intended to evoke ..." -> ccomp "DEL intended") of a
    verb that takes no bare content clause (not among ``bare_complement_forms``, the
    that-taking verbs of the signature lexicon)? A content clause without "that" occurs only
    after verbs that take a that-clause (Quirk et al. 1985 §16.32, §15.3: zero "that"), so the
    clause analysis is wrong; with no auxiliary and a participle form, the word is the past
    participle heading a reduced relative on the noun before it ("mnemonics ... (that are)
    intended to evoke": §17.29; CGEL ch. 12 §7), not a finite verb with a complement."""
    if verb.tag_ not in ("VBD", "VBN"):
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in verb.children):
        return False
    if verb.lower_ != inflect(verb_lemma(verb), "VBN").lower():
        return False
    if verb.dep_ in ("advcl", "dep") and verb.tag_ == "VBD" and verb.i > 0:
        # "lists codes like ACK, SYN, FIN intended to signal": the same participle hung on the
        # main verb with no subject; the tagger's finite (VBD) reading of a subjectless word
        # right after a noun is the participle of a relative on that noun
        before = verb.doc[verb.i - 1]
        return before.pos_ in ("NOUN", "PROPN") and not any(
            c.dep_ in SUBJECT_DEPS for c in verb.children
        )
    if verb.dep_ != "ccomp":
        return False
    host = verb.head
    if (
        host.i > verb.i
        or host.pos_ not in ("VERB", "AUX")
        or host.lower_ in bare_complement_forms()
    ):
        return False
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    return subject is not None and subject.i == verb.i - 1 and subject.pos_ in ("NOUN", "PROPN")


def _reduced_passive_relative(doc: Doc, verb: Token, c: Candidate) -> bool:
    """Is the trigger a past participle postmodifying the noun before it ("nicknames once thought
    to have been invented", "an examiner empowered to compel"), mis-tagged as a finite verb?

    It has no subject and no auxiliary of its own, only adverbs stand between it and the noun
    and between it and "to", and its verb takes the infinitive only after an object or in the
    passive (PASSIVE_INFINITIVE_VERBS), so "to" right after it shows the passive.
    """
    if verb.tag_ not in ("VBD", "VBN") or verb_lemma(verb) not in PASSIVE_INFINITIVE_VERBS:
        return False
    if any(t.dep_ in SUBJECT_DEPS or t.dep_ in AUX_DEPS for t in verb.children):
        return False
    if c.complementizer is None or any(t.pos_ != "ADV" for t in doc[verb.i + 1 : c.complementizer]):
        return False
    root = verb.sent.root
    if root == verb or root.pos_ not in ("VERB", "AUX"):
        # "The nephews expected to inherit the farm" parsed as a noun phrase: with no other
        # main verb, the trigger is the sentence's own finite verb
        return False
    before = verb.i - 1
    while before >= 0 and doc[before].pos_ == "ADV":
        before -= 1
    return before >= 0 and doc[before].tag_ in NOUN_TAGS


#: Relative words opening a relative clause ("who", "that", "which", ...).
RELATIVE_WORDS = frozenset({"who", "whom", "whose", "that", "which", "where", "when"})
#: Lemmas that remain as the last word of a VP ellipsis ("they will", "it should be", "you
#: should do", "I have"): auxiliaries and the pro-verb "do" (Quirk et al. 1985 §12.21).
ELLIPSIS_AUXILIARIES = frozenset({"be", "do", "have", "to"})
#: Additive and focus adverbs that may follow a stranded auxiliary ("You did, too."; Quirk et
#: al. 1985 §8.116 on additive subjuncts).
ELLIPSIS_TRAILING_ADVERBS = frozenset({"too", "either", "also", "again", "anyway", "though"})
#: Dependents that show a stranded "be"/"do"/"have" is a main verb with its own complement.
VP_CONTENT_DEPS = frozenset(
    {"dobj", "attr", "acomp", "xcomp", "ccomp", "prep", "oprd", "advmod", "npadvmod", "dative"}
)


#: Determiners of universal, free-choice and negative quantifiers, whose restrictor is
#: downward entailing (Ladusaw 1979; Barwise & Cooper 1981).
#: "most" (ninety-third pass, vc87; tagged det or amod): the restrictor of a proportional quantifier is
#: no more asserted than that of "every" (Barwise & Cooper 1981 §4 on "most"), and "need to"
#: in it was rewritten "most programs that will overlap ..." (s1202b verb-035).
_RESTRICTOR_DETERMINERS = frozenset({"any", "every", "each", "all", "no", "most"})


def _relative_clause_of(verb: Token) -> Token | None:
    """The relative clause the trigger is the verb of (or chained to by xcomp/conj)."""
    tok = verb
    for _ in range(6):
        if tok.dep_ == "relcl":
            return tok
        if tok.dep_ not in ("xcomp", "conj") or tok.head.i == tok.i:
            return None
        tok = tok.head
    return None


#: The "-ever" relative words that open a free relative (Quirk et al. 1985 §15.8; CGEL ch. 12
#: §6.3-6.4): clause_scope's list, one place for the concept (stop 62, md15).
_EVER_RELATIVES = FREE_RELATIVE_WORDS


def _ever_free_relative(verb: Token) -> bool:
    """Is the trigger the verb of a free relative opened by "whatever/whichever/whoever"
    ("Whatever coins you want to spend go to the temple", "whoever you choose to send")?

    An "-ever" free relative is a universal or free-choice noun phrase (Jacobson 1995, "On the
    quantificational force of English free relatives"; Dayal 1997, "Free relatives and ever"):
    the clause is its restrictor, like a relative on "any/every" (``_quantified_restrictor``),
    and is not asserted. The in-place hypothesis only swaps the set quantified over ("Whatever
    coins you will spend go to the temple") and ¬S gives another instruction (hundred-third
    pass, vc97; s1202m verb-011). The "-ever" phrase must be an argument inside the trigger's
    clause or its complement, before the trigger; an adjunct "for whatever reason" opens no
    free relative."""
    for t in verb.subtree:
        # the subtree of a non-projective parse is not in word order
        if t.i >= verb.i or t.lower_ not in _EVER_RELATIVES:
            continue
        phrase = t.head if t.dep_ == "det" else t
        # the gap is an object inside the complement ("Whatever coins you want to spend __")
        if phrase.dep_ in ("dobj", "pobj", "attr") and phrase.head.i > verb.i:
            return True
    # a contact clause on the "-ever" phrase ("take whichever sword you want to carry")
    first = verb.left_edge
    before = verb.doc[first.i - 1] if first.i > 0 else None
    if before is None:
        return False
    return before.lower_ in _EVER_RELATIVES or any(
        c.dep_ == "det" and c.lower_ in _EVER_RELATIVES for c in before.children
    )


def _quantified_restrictor(verb: Token) -> bool:
    """Is the trigger in a relative clause on a noun with "any/every/each/all/no" ("any item
    which they wish to send", "every effect that appears to"), or in an "-ever" free relative
    (``_ever_free_relative``)?"""
    if _ever_free_relative(verb):
        return True
    clause = _relative_clause_of(verb)
    if clause is None or clause.head.pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    noun = clause.head
    if any(
        c.dep_ in ("det", "amod") and c.lower_ in _RESTRICTOR_DETERMINERS for c in noun.children
    ):
        return True
    if noun.lower_ in UNIVERSAL_PRONOUNS or noun.lower_ in {"nobody", "nothing"}:
        # the compound pronouns of universal, free-choice and negative quantifiers ("anyone
        # who", "nothing which"): the determiner fused with the head (CGEL ch. 5 §9.5), so their
        # relative is a restrictor as on "any/every/no" + noun
        return True
    return noun.lower_ in _GENERIC_PRONOUN_HEADS and _characterizing_host(noun)


#: Negative words that make the clause of a relative's head a downward-entailing context when
#: they are its negator ("not", "n't", "never": spaCy's ``neg``) or its subject's determiner or
#: fused determiner-head ("no", "nobody", "no one", "none", "nothing"): clausal negation (Klima
#: 1964; Quirk et al. 1985 §10.58-10.59)
_NEGATIVE_SUBJECT_WORDS = frozenset({"no", "nobody", "none", "nothing", "neither"})


def _relative_head_under_negation(verb: Token) -> bool:
    """Is the trigger in a relative clause whose head noun stands in the scope of a clausal
    negation of the head's own clause ("never contradicted those who tried to prove", "did not
    thank the people who managed to help", "No teacher praised the students who tried to")?

    A negated clause is downward entailing on its object (Ladusaw 1980): "never contradicted
    those who tried to P" entails "never contradicted those who P-ed" whenever P-ing implies
    trying, so the hypothesis's relation to S is fixed by the host's negation and the
    relative's set inclusion, not by the trigger's signature, which the pair claims to test
    (stop 98, vc211). The head is looked up through a preposition ("spoke to none of those
    who"), and the host clause's verb is the head's governor."""
    clause = _relative_clause_of(verb)
    if clause is None:
        return False
    noun = clause.head
    host = noun.head
    if host.dep_ == "prep":
        host = host.head
    if host.pos_ not in ("VERB", "AUX") or host.i == noun.i:
        return False
    if noun.dep_ in ("nsubj", "nsubjpass"):
        return False  # the subject is outside the negation's scope ("Those who tried did not")
    if any(c.dep_ == "neg" for c in host.children):
        return True
    for subj in (c for c in host.children if c.dep_ in ("nsubj", "nsubjpass")):
        if subj.lower_ in _NEGATIVE_SUBJECT_WORDS:
            return True
        if any(c.dep_ == "det" and c.lower_ == "no" for c in subj.children):  # "no one", "no N"
            return True
    return False


#: Heads whose relative makes a generic description in a characterizing sentence ("Someone who
#: seeks to be an overseer desires a good work", "He who wants to lead must serve", "Those who
#: try to cheat lose"): an indefinite or pronominal head with a restricting relative, in a
#: simple-present or modal clause, is read as the restrictor of a generic quantifier over the
#: cases the description fits (Krifka et al. 1995 §1.2; Heim 1982 on indefinites as
#: restrictors; Quirk et al. 1985 §6.18 and §15.8 on "he who" / "those who"). In a past,
#: episodic clause ("Someone who wanted to help called") the head refers and is left alone.
_GENERIC_PRONOUN_HEADS = frozenset({"someone", "somebody", "one", "he", "she", "those"})


def _characterizing_host(noun: Token) -> bool:
    """Is ``noun`` the subject of a present or modal main clause, no progressive or perfect
    (``verb_complement_context.generic_main``)?"""
    host = noun.head
    if noun.dep_ not in ("nsubj", "nsubjpass") or host.pos_ not in ("VERB", "AUX"):
        return False
    if any(
        c.dep_ == "aux" and c.lower_ in ("is", "are", "am", "has", "have") for c in host.children
    ):
        return False
    return generic_main(host)


def _content_relative(verb: Token) -> bool:
    """Is the trigger a verb of a relative clause opened by "in which/whom" on a noun of
    communication or act ("an oath in which he vowed to", "a letter in which she promised
    to")?"""
    clause = _relative_clause_of(verb)
    if clause is None or clause.i != verb.i:
        return False
    first = clause.left_edge
    nxt = clause.doc[first.i + 1] if first.i + 1 < len(clause.doc) else None
    if first.lower_ != "in" or nxt is None or nxt.lower_ not in ("which", "whom"):
        return False
    lexname = first_sense_lexname(clause.head.lemma_.lower(), "NOUN")
    return lexname in ("noun.communication", "noun.act")


#: The future auxiliary "will" and its clitic, as words of a text.
_WILL_WORD = re.compile(r"\bwill\b|'ll\b|\u2019ll\b", re.I)


def _will_count(text: str) -> int:
    """How many "will"/"'ll" a text has (a hypothesis that has more than its sentence got the
    prospective "will" of ``rewrite.complement._prospective_will``)."""
    return len(_WILL_WORD.findall(text))


def _in_restrictive_relative(verb: Token) -> bool:
    """Is the trigger the verb (or a verb chained to the verb) of a restrictive relative clause,
    one not set off by a comma ("those who failed to", not "my sister, who failed to")?"""
    tok = verb
    for _ in range(6):
        if tok.dep_ == "relcl":
            first = tok.left_edge
            # a contact clause ("the question you asked me to answer"): no relative word, the
            # clause opens with its own subject; bare relatives are always integrated
            # (restrictive), never supplementary (CGEL ch. 12 §3.5, §4.1; Quirk et al. 1985
            # §17.15); a fronted phrase ("the way in which") is left alone
            relative_word = first.lower_ in RELATIVE_WORDS or first.tag_ in WH_TAGS
            if not relative_word and not _contact_clause(tok, first):
                return False
            before = tok.doc[first.i - 1] if first.i > 0 else None
            if _ascriptive_predicate_relative(tok):
                return False
            return before is not None and not before.is_punct
        if tok.dep_ == "ccomp" and _relative_read_as_copula_complement(tok):
            return True
        if _reduced_relative(tok):
            return True
        if tok.dep_ not in ("xcomp", "conj") or tok.head.i == tok.i:
            return False
        tok = tok.head
    return False


def _ascriptive_predicate_relative(relcl: Token) -> bool:
    """Is ``relcl`` a relative clause on an indefinite predicative noun phrase of "be" ("X is a
    field which aims to study Y", "C is a class of theories that holds that S")?

    An ascriptive predicative complement does not refer (H&P 2002 ch. 4 §5.5, ch. 5 §8.3;
    Quirk et al. 1985 §10.8): "a field which aims to study Y" is a property ascribed to the
    subject, relative clause and all, so the clause is asserted of the subject as a main-clause
    predicate would be, and ¬S and the hypothesis test its complement like a main clause's.
    Only under "a/an" (a quantified "any/every/no N that" or a definite, specificational "the N
    that" keeps the flag), with the noun the attribute of "be" or the object of "of" under it
    ("a class of theories that"; stop 48, fl6)."""
    noun = relcl.head
    if noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.dep_ == "attr":
        noun = noun.head.head
    if noun.dep_ != "attr" or noun.head.lemma_ != "be" or noun.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in noun.children)


#: Dependents only a finite clause has (subject, auxiliary, subordinator): a reduced relative
#: has none of them (Quirk et al. 1985 §17.27).
_FINITE_CLAUSE_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "aux", "auxpass", "mark"})


#: Locative pro-forms that postmodify a participle ("the tools provided here").
_LOCATIVE_PROFORMS = frozenset({"there", "here"})


def _participle_before_locative(doc: Doc, verb: Token) -> bool:
    """Is the trigger a past participle (tag VBN) with no auxiliary, right after the head noun
    of its subject and right before "there" or "here", with a finite verb following ("The
    tooling provided there is so flexible that ...")? A past participle is non-finite and
    heads no main clause without "have" or "be" (Quirk et al. 1985 §3.54; CGEL ch. 3 §1.1), so
    after a noun it is a reduced relative, the noun's postmodifier ("the tooling (that is)
    provided there"; Quirk et al. 1985 §17.27-17.30), and "there"/"here" is its locative
    adjunct, not the expletive subject of a complement clause: the sentence's verb is the
    next finite one, and the "complement" is the main clause (stop 75, vc136; s1204n verb-029).
    A past-tense trigger (VBD: "The law provided that P") or one with an auxiliary stays."""
    if verb.tag_ != "VBN" or verb.i + 2 >= len(doc):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    before, after = doc[verb.i - 1] if verb.i else None, doc[verb.i + 1]
    if before is None or before.pos_ not in ("NOUN", "PROPN") or before.dep_ != "nsubj":
        return False
    if before.head.i != verb.i or after.lower_ not in _LOCATIVE_PROFORMS:
        return False
    return doc[verb.i + 2].tag_ in FINITE_TAGS


def _noun_premodifier_trigger(doc: Doc, verb: Token) -> bool:
    """Is the trigger a plain-present form (VBP) right after a singular common noun (NN) that
    it took as its subject, and right before a singular common noun with no determiner ("The
    report find tool is used ...")? A singular noun subject takes the -s form in the present
    (Quirk et al. 1985 §10.34 on concord), and a singular count noun needs a determiner to
    head a subject (§5.3-5.4), so neither clause reading holds: the three nouns are one
    compound noun phrase (§17.108 on noun premodifiers), and "find" is a noun (stop 76,
    vc139; s1204p verb-012, cand-32). "Users find tools are ..." (plural) stays."""
    if verb.tag_ != "VBP" or verb.i == 0 or verb.i + 1 >= len(doc):
        return False
    before, after = doc[verb.i - 1], doc[verb.i + 1]
    if before.tag_ != "NN" or before.dep_ != "nsubj" or before.head.i != verb.i:
        return False
    return after.tag_ == "NN" and not any(ch.dep_ in ("det", "poss") for ch in after.children)


#: Verbs of saying and showing that head an "as"-comment clause ("as the name says").
_AS_COMMENT_VERBS = frozenset(
    {"say", "state", "suggest", "imply", "indicate", "show", "explain", "mention", "note"}
)


def _as_comment_clause(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the trigger a verb of saying introduced by "as" with no "that" of its own ("As the
    name says the accounts can be grouped", "as the manual explains, P")? "As" makes a
    comment clause whose object gap is the host clause (Quirk et al. 1985 §15.53-15.54 on
    "as"-clauses of comment; CGEL ch. 12 §4.3 on "as" with a missing complement): the
    writer asserts the host, which the parser took for the verb's that-less complement, so
    there is no verb-complement construction (stop 76, vc139; s1204p verb-075). "The title
    says that P" and "As I said, P" with a comma (no complement parse) are not concerned."""
    if verb_lemma(verb) not in _AS_COMMENT_VERBS or c.complementizer is not None:
        return False
    # the parse made the "as"-clause the root: "As he said he was leaving, the phone rang" (a
    # temporal "as", an adverbial clause of "rang") keeps its complement (eightieth pass)
    if verb.dep_ != "ROOT":
        return False
    return any(ch.dep_ == "mark" and ch.lower_ == "as" and ch.i < verb.i for ch in verb.children)


def _object_predicative_participle(doc: Doc, verb: Token) -> bool:
    """Is the trigger a past participle (VBN) with no auxiliary right after a noun that is the
    object of another verb ("leaving the cursor positioned to type", "keeps the window sized
    to fit")? A bare participle after an object is its predicative complement or a reduced
    relative (Quirk et al. 1985 §16.48 on complex-transitive complementation, §17.27-17.30),
    not a finite clause, and its infinitive is a purpose or result adjunct, so "the cursor
    typed the next entry" is no complement of it (stop 76, vc139; s1204p verb-051)."""
    if verb.tag_ != "VBN" or verb.i == 0:
        return False
    if any(ch.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass") for ch in verb.children):
        return False
    before = doc[verb.i - 1]
    return before.pos_ in ("NOUN", "PROPN") and before.dep_ in ("dobj", "pobj")


def _reduced_relative(clause: Token) -> bool:
    """Is ``clause`` a participle clause postmodifying the object of a preposition with no comma
    before it ("aid to nations in Africa struggling to feed", "behind the folks trying to come")?
    A non-finite postmodifier is the reduced form of a restrictive relative ("nations that
    are struggling to ...": Quirk et al. 1985 §17.27-17.30; CGEL ch. 12 §7): it restricts
    the noun and is not asserted, and the in-place hypothesis keeps the matrix around another
    participle ("nations ... feeding their people"; forty-fourth pass, s1130g). A comma-set
    participle is supplementive ("the farmers, trying to sell ..., lost money") and stays.

    The parser may also read "useful for the engineer learning to build bridges" as a gerund
    clause with its own subject ("the engineer") as the object of the preposition: read either
    way, the -ing clause is a non-finite dependent inside a prepositional phrase, no assertion of
    the sentence (CGEL ch. 14 §1.4 on gerund-participials with a subject; Quirk et al. 1985
    §15.12), and the in-place hypothesis only rewrites the noun phrase (stop 75, vc134; s1204l
    verb-082)."""
    # only under "for" (the phrase of the beneficiary or purpose, Quirk et al. 1985 §9.58):
    # "with the President advising that P" is the absolute construction, a supplementive
    # clause whose content is asserted (Quirk et al. 1985 §15.58), as in the veridicality gold
    prepositional = (clause.dep_ == "pcomp" and clause.head.lower_ == "for") or (
        # the same phrase with "for" read as the clause's subordinator
        clause.dep_ == "advcl"
        and any(c.dep_ == "mark" and c.lower_ == "for" for c in clause.children)
    )
    if prepositional and clause.tag_ == "VBG":
        return any(
            c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") and c.i < clause.i
            for c in clause.children
        )
    if clause.dep_ not in ("acl", "advcl") or clause.tag_ not in ("VBG", "VBN"):
        return False
    if any(c.dep_ in _FINITE_CLAUSE_DEPS for c in clause.children):
        return False  # "the fact that goods are beginning to ...": a finite content clause
    first = clause.left_edge
    before = clause.doc[first.i - 1] if first.i > 0 else None
    if before is None or before.is_punct:
        return False
    # the participle right after a noun-modifying prepositional phrase, with no comma,
    # postmodifies that phrase's noun, wherever the parser hung it ("loans to farmers in the
    # valley struggling to keep their land": on the main verb or on a noun further left); a
    # supplementive clause is set off by a comma (Quirk et al. 1985 §15.58)
    prep = before.head if before.dep_ == "pobj" else None
    while prep is not None and prep.dep_ == "conj" and prep.head.i < prep.i:
        prep = prep.head  # "in the Middle East and in Europe": coordinated phrases
    if (
        prep is not None
        and prep.dep_ == "prep"
        and prep.head.pos_ in ("NOUN", "PROPN")
        and prep.head.dep_ in ("dobj", "pobj", "dative", "attr")
    ):
        return True
    # right on the object of a preposition ("behind the folks trying to come here"); not on a
    # direct object, where the participle may be the subject's supplementive clause the parser
    # hung on the noun ("He poached whales hoping to get revenge") or the object's predicative
    # after "imagine/see/find" (Quirk et al. 1985 §16.50-16.52)
    head = clause.head
    return (
        clause.dep_ == "acl"
        and head.i == before.i
        and head.pos_ in ("NOUN", "PROPN")
        and head.dep_ == "pobj"
    )


def _relative_read_as_copula_complement(clause: Token) -> bool:
    """Is ``clause`` (parsed as the complement of a copula) a relative clause of the copula's
    predicative noun ("It was the third occasion that she had refused to sign")? The clause
    opens with "that" right after the noun, and "that" has a role inside the clause (object,
    adverbial: the relative pronoun of "the occasion on which", CGEL ch. 12 §3.5), unlike the
    subordinator of a content clause ("The point was that she had refused", "mark"). The
    parser hangs it on "was"; the clause restricts the noun and is not asserted (18th pass)."""
    head = clause.head
    if head.i == clause.i or verb_lemma(head) != "be":
        return False
    first = clause.left_edge
    if first.lower_ != "that" or first.dep_ in ("mark", "complm") or first.i == 0:
        return False
    noun = clause.doc[first.i - 1]
    return noun.dep_ == "attr" and noun.head.i == head.i and noun.pos_ in ("NOUN", "PROPN")


def _subject_relativised_from_content_clause(head: Token) -> bool:
    """Is the bare "complement" the content clause of a verb inside its own subject's relative
    clause ("I know the man you said had left", "We met the woman they thought was guilty")?

    The relative clause "you said __ had left" relativises the subject of the content clause of
    "said" (CGEL ch. 12 §7.1 on relativisation out of a content clause; "that" must be absent
    there, the that-trace effect): the parser reads "the man" as the subject of "had left" and
    the clause as the complement of the matrix verb, which only takes the noun phrase. A
    complement from the wrong clause: dropped (issue #12, seventh review)."""
    subject = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None:
        return False
    for rel in subject.children:
        if rel.dep_ != "relcl" or rel.i > head.i:
            continue
        if verb_lemma(rel) not in CLAUSE_EMBEDDING_VERBS:
            continue
        if any(c.dep_ in ("ccomp", "xcomp", "dobj") for c in rel.children):
            continue
        if not any(t.tag_ in WH_TAGS or t.lower_ == "that" for t in rel.subtree if t.i < rel.i):
            return True
    return False


#: Singular finite forms of a clause's first verb: a subject coordinated with "and" takes the
#: plural (Quirk et al. 1985 §10.34-10.36).
_SINGULAR_FINITE = frozenset({"is", "was", "has", "does", "'s"})
#: Determiners that make an "and"-coordination singular ("Every man and woman is", Quirk et al.
#: 1985 §10.36).
_DISTRIBUTIVE_DETERMINERS = frozenset({"each", "every", "no"})


def _object_read_as_coordinated_subject(head: Token) -> bool:
    """Is the bare "complement" the trigger's object and a separate clause, which the parser made
    one clause with an "and"-coordinated subject ("The sign means danger and the road is
    closed" read as "[danger and the road] is closed")? An "and"-coordination as subject takes a
    plural verb (Quirk et al. 1985 §10.34-10.36; CGEL ch. 15 §2.2), so a singular finite verb
    ("is", "was", "has", a VBZ form) shows that the first conjunct is no part of that subject but
    the object of the trigger ("means stupa and X is the synonym of ...": "means" + NP): there is
    no content clause, and the hypothesis "Danger and the road is closed" is ungrammatical
    (thirty-third pass). Dropped. "I think John and Mary are coming" has the plural and stays."""
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > head.i:
        return False
    conjoined = any(c.dep_ == "conj" for c in subject.children) and any(
        c.dep_ == "cc" and c.lower_ == "and" for c in subject.children
    )
    if not conjoined:
        return False
    if any(
        c.dep_ in ("det", "predet") and c.lower_ in _DISTRIBUTIVE_DETERMINERS
        for c in subject.children
    ):
        return False
    finite = agreeing_word(head)
    return finite.tag_ == "VBZ" or finite.lower_ in _SINGULAR_FINITE


def _conjunct_after_object(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the bare "complement" a clause coordinated after the trigger's direct object ("The
    sign means danger and the road is closed": "[means danger] and [the road is closed]")? A
    content clause follows its verb (and an indirect object: "told him he could go") directly;
    one opened by a coordinator after a direct object is the second conjunct of the sentence
    (Quirk et al. 1985 §13.2 on clausal coordination; CGEL ch. 11 §4.1), which the parser hung
    on the verb: "mean", "show" take a noun phrase or a clause, not both (thirty-third pass).
    Dropped."""
    start = c.span[0]
    if start < 1 or doc[start - 1].dep_ != "cc" or doc[start - 1].lower_ != "and":
        return False
    return any(ch.dep_ == "dobj" and verb.i < ch.i < start for ch in verb.children)


#: Verbs whose content clause is their theme (direct object) and which take no recipient object
#: before it, or (for "show") one that is a person (Quirk et al. 1985 §16.31-16.32; Levin 1993
#: §48.1.2, §78): in the passive their subject is that theme ("The goals are shown", "The error
#: was found"), so a content clause can only follow with an expletive subject ("It was shown
#: that ..."; CGEL ch. 16 §10.2, ch. 11 §4.3).
THEME_PASSIVE_VERBS = frozenset(
    {"show", "reveal", "demonstrate", "prove", "find", "discover", "establish", "confirm"}
    # verbs of creating a text take the text as object and no recipient object with a clause
    # ("wrote the data", "recorded the result"; Levin 1993 §25.2 scribble verbs, §26.7 create
    # verbs; Quirk et al. 1985 §16.31): "once data has been written it cannot be altered" is
    # an adverbial clause and the main clause after it, no content clause (stop 74, vc131)
    | {"write", "record"}
    # verbs of declaring and announcing take a noun-phrase or clausal object and no recipient
    # object ("declared war", "announced the result"; Quirk et al. 1985 §16.31; Levin 1993
    # §37.7 "say" verbs): "after war was declared he appointed ..." is a new main clause
    # glued on after the passive, no content clause (s1130p, vc45)
    | {"declare", "announce", "proclaim"}
)
#: Personal pronouns that can be the recipient of a passive "show" ("We were shown the plan would
#: work").
_RECIPIENT_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they"})


def _theme_passive_before_clause(verb: Token) -> bool:
    """Is the trigger a passive theme verb with a noun-phrase subject and a that-less "clause"
    after it ("Eight goals from the month are shown the winner is decided": a run-on, the
    parser hung the second clause on "shown")? The passive subject is the theme, which is what a
    content clause would be, so the clause is no complement of the verb (see
    ``THEME_PASSIVE_VERBS``; thirty-third pass). Dropped; "It was shown (that) ..." and a
    pronoun recipient ("We were shown ...") stay."""
    if verb_lemma(verb) not in THEME_PASSIVE_VERBS:
        return False
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubjpass", "nsubj")), None)
    if subject is None or subject.i > verb.i:
        return False
    return subject.lower_ not in _RECIPIENT_PRONOUNS and subject.lower_ not in (
        "it",
        "this",
        "that",
    )


#: Nouns naming a linguistic form ("the word X", "the kanji X", "the suffix -ness"): as the
#: subject of "mean" they make it the gloss verb (= denote), which takes a noun phrase naming a
#: sense ("The word sakura means cherry blossom"), not a proposition (Lyons 1977 §7.1 on
#: metalinguistic "mean"; Quirk et al. 1985 §16.33 lists "mean" with a that-clause only in the
#: sense "entail/signify that a situation holds"); even a clause-like gloss is a translation,
#: which the sentence does not assert, so the +/o signature of "mean that" does not apply.
GLOSS_NOUNS = frozenset(
    {"word", "term", "name", "kanji", "character", "phrase", "expression", "suffix", "prefix"}
    | {"root", "verb", "noun", "adjective", "title", "abbreviation", "acronym", "symbol"}
)


def _cross_reference(doc: Doc, verb: Token, head: Token) -> bool:
    """Is the trigger a sentence-initial imperative "See" before a that-less "clause" whose
    first word is capitalised mid-sentence ("See Your mileage may vary, benchmark.")?

    A reference work's "See X" points the reader to the entries named X: the headwords are
    mentioned, not used (the use/mention distinction, Quine 1940 §4; Quirk et al. 1985 §17.42
    on citation forms), so the words after "See" assert nothing and no perception of a fact is
    reported: no complement with a truth value, dropped (hundred-tenth pass). A proper noun or
    "I" may be capitalised anywhere and is not a sign of a title."""
    if verb.text != "See" or verb.tag_ != "VB":
        return False
    if any(not t.is_punct for t in doc[: verb.i]):
        return False
    if any(c.dep_ in ("nsubj", "aux", "neg") for c in verb.children):
        return False
    first = doc[head.left_edge.i]
    if first.i != verb.i + 1 or first.text == "I" or first.tag_ in ("NNP", "NNPS"):
        return False
    return first.is_title


def _gloss_subject(verb: Token) -> bool:
    """Is the trigger "mean" with a linguistic form as subject ("The kanji X means stupa ...")
    and a that-less "clause" after it? The gloss is a noun phrase; the parser made it the
    subject of a following clause (thirty-third pass). Dropped; "The word X means that ..."
    (with "that") is not matched."""
    if verb_lemma(verb) != "mean":
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
    if subject is None:
        return False
    # "kanji" is often tagged a foreign word, so the form is checked, not the tag
    return any(
        t.lower_ in GLOSS_NOUNS or t.lemma_.lower() in GLOSS_NOUNS
        for t in subject.subtree
        if t.pos_ not in ("VERB", "AUX")
    )


def _bare_clause_after_adjunct_noun(doc: Doc, verb: Token, head: Token) -> bool:
    """Does a that-less "complement" open right after the noun of a prepositional phrase on the
    verb or its object ("He explained it in terms a child could understand")?

    A content clause separated from its verb by an adjunct keeps "that" (CGEL ch. 11 §3.2: the
    complementizer is omitted only when the clause is next to the verb or, with verbs of the
    NP + clause pattern such as "tell", "convince", "remind", their object); a that-less clause
    right after a noun is a contact relative clause on that noun (CGEL ch. 12 §3.5; Quirk et
    al. 1985 §17.15), here "terms (that) a child could understand", and the hypothesis ("A
    child could understand.") is meaningless: dropped (issue #12, twenty-third pass, class 1)."""
    first = min(t.i for t in head.subtree)
    if first <= verb.i + 1:
        return False
    before = doc[first - 1]
    if before.pos_ not in ("NOUN", "PROPN") or before.dep_ != "pobj":
        return False
    prep = before.head
    return prep.dep_ == "prep" and (prep.head == verb or prep.head.head == verb)


#: Nouns a relative clause modifies as an adverbial (time, place, manner, reason), not as an
#: object of its verb: "the way he tried to fix it", "the day she tried to leave" (CGEL ch. 12
#: §3.3 on relativised adjuncts; Quirk et al. 1985 §17.12).
ADVERBIAL_RELATIVE_NOUNS = frozenset(
    {"way", "time", "times", "day", "moment", "place", "reason", "year", "night", "week"}
)


def _relativised_object_of_try(verb: Token, head: Token) -> bool:
    """ "the methods they had tried to calm the patient down": "try" has a transitive sense
    (= test, use: "tried several methods"; Quirk et al. 1985 §16.40), and in a relative clause
    with its own subject on a non-adverbial noun, whose infinitive already has its object, the
    relativised noun is the object of "try", so the infinitive is a purpose adjunct after that
    object ("tried the methods [in order] to calm him"), no "try to V" complement: "They
    calmed the patient down" is no complement (fifty-eighth pass)."""
    if verb_lemma(verb) != "try" or verb.dep_ != "relcl":
        return False
    if verb.head.pos_ != "NOUN" or verb.head.lower_ in ADVERBIAL_RELATIVE_NOUNS:
        return False
    if any(c.dep_ in ("dobj", "dative") for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ in RELATIVE_WORDS or subject.tag_ in WH_TAGS:
        return False  # "the nurses who tried to calm him": the noun is the subject
    return any(c.dep_ == "dobj" for c in head.children)


def _gerund_complement_before(doc: Doc, verb: Token, head: Token) -> bool:
    """ "I remember being told it would rain so hard people would think ...": the trigger's
    complement is the gerund-participial clause ("being told ...", "having seen ...";
    CGEL ch. 14 §4 on "remember/regret/recall" + gerund), which comes first; a that-less clause
    the parser hung on the trigger after that gerund lies inside the gerund's clause (a
    complement of "told", or of something deeper), since a verb takes one content complement
    (CGEL ch. 11 §4): it is no complement of the trigger, and the hypothesis built from it is a
    fragment of another clause (fifty-eighth pass)."""
    for child in verb.children:
        if not verb.i < child.i < head.i or child.dep_ not in ("xcomp", "ccomp", "dobj"):
            continue
        if child.tag_ == "VBG" or any(
            a.dep_ in ("aux", "auxpass") and a.lower_ in ("being", "having") for a in child.children
        ):
            return True
    return False


def _contact_clause(clause: Token, first: Token) -> bool:
    """Does the relative clause open with its own subject and hold no wh-word ("you asked")?"""
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.left_edge.i != first.i:
        return False
    return not any(
        t.tag_ in WH_TAGS or t.lower_ == "that" for t in clause.subtree if t.i < clause.i
    )


def _elliptical(doc: Doc, c: Construction) -> bool:
    """Does the complement end in a stranded auxiliary (VP ellipsis: "They will.", "It should
    be.", "You should do.")? A wh-word in the complement ("what she should do") gives the
    auxiliary an object and is no ellipsis."""
    words = [t for t in doc[c.span[0] : c.span[1]] if not (t.is_punct or t.is_quote)]
    if not words or any(t.tag_ in WH_TAGS for t in words):
        return False
    if _elided_fronted_adverbial(doc, c, words):
        return True
    while len(words) > 1 and words[-1].lower_ in ELLIPSIS_TRAILING_ADVERBS:
        words = words[:-1]  # "You did, too.", "She can't either."
    last = words[-1]
    if last.lower_ in ("n't", "not") and len(words) > 1:
        last = words[-2]  # "They could not."
    if last.lower_ == "to" and last.tag_ == "TO" and len(words) > 1:
        return True  # "She said she had to.": a stranded infinitival "to" (Lobeck 1995 ch. 5)
    head = doc[c.head]
    adjuncts = [ch for ch in head.children if ch.i > head.i and _adverbial_clause(ch)]
    if (
        head.tag_ == "MD"
        and head.dep_ == "ccomp"
        and adjuncts
        and any(ch.dep_ in SUBJECT_DEPS for ch in head.children)
        and not any(
            (ch.dep_ in VP_CONTENT_DEPS or ch.pos_ == "VERB") and ch not in adjuncts
            for ch in head.children
        )
    ):
        # "She said she would if he called again": the modal heads the clause with no verb
        # after it, only a final adverbial clause that modifies the elided VP; a stranded
        # modal is post-auxiliary ellipsis whatever adjuncts follow it (Sag 1976; Quirk et al.
        # 1985 §12.21), so the hypothesis "She would if he called again" has no content of its
        # own (sixty-fourth pass, vc58)
        return True
    if last.i != c.head and last.dep_ != "ccomp":
        return False  # "kept it as it was": the last word heads an adjunct, not the complement
    if last.tag_ == "MD":
        return True  # "They will.", "They could not."
    if last.tag_ == "VBN" or last.lemma_.lower() not in ELLIPSIS_AUXILIARIES:
        return False  # "nothing could be done": a passive participle, no stranded auxiliary
    if last.pos_ not in ("AUX", "VERB"):
        return False
    content = (ch for ch in last.children if ch.lower_ not in ELLIPSIS_TRAILING_ADVERBS)
    if any(ch.dep_ in VP_CONTENT_DEPS for ch in content):
        return False  # "what he did", "it should be done right": a main verb with content
    # "It should be.", "You should do.", "the films were.": nothing after the auxiliary
    return len(words) > 1


#: Subordinators of adverbial clauses (Quirk et al. 1985 §14.11-14.12).
_ADVERBIAL_SUBORDINATORS = frozenset({"if", "unless", "when", "whenever", "because", "once"})


def _adverbial_clause(tok: Token) -> bool:
    """Is ``tok`` a clause with an adverbial subordinator ("if he called")? A modal takes no
    clausal complement, so the parser's "ccomp" under a stranded modal is such an adjunct."""
    return tok.dep_ in ("advcl", "ccomp") and any(
        m.dep_ == "mark" and m.lower_ in _ADVERBIAL_SUBORDINATORS for m in tok.children
    )


def _elided_fronted_adverbial(doc: Doc, c: Construction, words: list[Token]) -> bool:
    """Does a fronted adverbial clause of the complement end in a stranded "do" or auxiliary
    whose antecedent lies before the complement ("He wanted to run, but knew that if he did,
    he would be lost": "did" = "ran")? Post-auxiliary ellipsis takes its antecedent from the
    discourse before it (Sag 1976; Hankamer & Sag 1976 on surface anaphora; Quirk et al. 1985
    §12.21-12.23 on "do" as a pro-verb), and the only verb the complement has before the
    stranded "did" is none: the hypothesis "If he did, he would be lost." has lost what "did"
    stands for (fifty-fifth pass). Backward ellipsis into the clause that follows ("if you
    can, come early") needs a modal in the host; a "do" with a content dependent ("if he did
    it", "if they did so") is no ellipsis."""
    head = doc[c.head]
    for clause in head.children:
        if clause.dep_ != "advcl" or clause.i > head.i or subordinator(clause) is None:
            continue
        if clause.lemma_.lower() not in ("do", "have", "be") and clause.tag_ != "MD":
            continue
        if clause.tag_ == "VBN" or any(ch.dep_ in VP_CONTENT_DEPS for ch in clause.children):
            continue
        after = clause.right_edge.i + 1
        if after >= len(doc) or doc[after].text != ",":
            continue  # the clause must end right after the stranded verb
        if any(t.pos_ == "VERB" and t.i < clause.i for t in words):
            continue  # an antecedent inside the complement ("that he'd run, and if he did")
        return True
    return False


#: Verbs that select a finite clause (NOPE App. A clause-embedding predicates; Levin 1993
#: verbs of communication, perception and cognition; see the word list's header).
CLAUSE_EMBEDDING_VERBS = word_set("presupposition_clause_embedding")


#: Predicative-adjective functions of a linking verb's complement ("seems clear", "became
#: obvious"): spaCy marks them ``oprd`` or ``acomp``.
PREDICATIVE_DEPS = frozenset({"oprd", "acomp"})


def _it_subject_of(verb: Token) -> bool:
    """Has ``verb`` the pronoun "it" as its subject (anticipatory or cleft "it")?"""
    return any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in verb.children)


def _only_adverbs_before_clause(doc: Doc, verb: Token, c: Construction) -> bool:
    """Does the "that" of ``c`` follow ``verb`` with nothing but adverbs and "not" between
    ("is not that", "'s just that", "was simply that")?"""
    if c.complementizer is None:
        return False
    return all(t.pos_ in ("ADV", "PART") for t in doc[verb.i + 1 : c.complementizer])


def _adjective_owns_clause(verb: Token, head: Token) -> bool:
    """A predicative adjective of ``verb`` stands before the that-clause headed by ``head``."""
    return any(
        t.dep_ in PREDICATIVE_DEPS and t.pos_ == "ADJ" and t.i < head.i and t.i > verb.i
        for t in verb.children
    )


def _appositive_after_object(doc: Doc, verb: Token, c: Construction) -> bool:
    """A comma right before the "that" of the clause, after a noun object of ``verb``."""
    if c.complementizer is None or c.complementizer == 0:
        return False
    if doc[c.complementizer - 1].text != ",":
        return False
    return any(
        t.dep_ == "dobj" and t.pos_ in ("NOUN", "PROPN") and t.i < c.complementizer
        for t in verb.children
    )


def _name_read_as_modal(doc: Doc, verb: Token) -> bool:
    """A capitalised auxiliary "Will" of ``verb`` before a capitalised word, in a statement or
    on a verb that is no bare infinitive (a modal takes one)."""
    for aux in verb.children:
        if aux.dep_ != "aux" or aux.text != "Will" or aux.i + 1 >= len(doc):
            continue
        if not doc[aux.i + 1].is_title:
            continue
        sent = aux.sent
        statement = sent[-1].text != "?" and not any(t.text == "?" for t in sent)
        if statement or verb.tag_ != "VB":
            return True
    return False


#: Verbs of perception (Quirk et al. 1985 §16.52; CGEL ch. 14 §5.3): no active to-infinitive.
PERCEPTION_VERBS = frozenset({"feel", "see", "hear", "watch", "look", "listen", "smell", "notice"})


#: Verbs whose "to" + infinitive is an inchoative raising construction, not a purpose adjunct
#: ("grew to love", "came to believe", "got to know"), although no WordNet frame of theirs
#: selects a clause.
_INCHOATIVE_RAISING = frozenset({"grow", "come", "get"})


#: Participial adjectives of readiness and disposition whose verb is listed (RP19's "prepare
#: to", o/o): "be prepared to V" is "be ready/willing to V" (Quirk et al. 1985 §16.75 lists
#: "prepared" with "ready, willing, inclined"; CGEL ch. 14 §4.1 on adjectives with
#: infinitival complements), a disposition, not the verb's act of preparing, and no active
#: "prepare to" stands behind it ("She prepared to leave" is getting ready to go). The unlisted
#: ones of the same class ("determined/inclined/disposed to") are already refused as
#: ``adjective-with-infinitive`` (_unlisted_non_complement); "obliged/compelled" are not here:
#: they are verbal passives of listed implicatives ("was compelled to leave" = someone compelled
#: her; Karttunen 2012).
_DISPOSITION_ADJECTIVES = frozenset({"prepared"})


def _disposition_adjective(verb: Token) -> bool:
    """Is the trigger a disposition adjective (_DISPOSITION_ADJECTIVES) tagged as an adjective,
    predicative ("was prepared to", "seemed prepared to") or after a noun ("delegates prepared
    to vote"), with no passive auxiliary or agent of its own (a verbal passive, "was prepared to
    play by the coach" with the agent on the participle, stays)? The finite "She prepared to
    leave" and the perfect "has prepared to" are verbs (VBD/VBN)."""
    if verb.lower_ not in _DISPOSITION_ADJECTIVES or verb.pos_ != "ADJ":
        return False
    if verb.dep_ not in ("acomp", "oprd", "amod", "acl", "conj", "ROOT"):
        return False
    return not any(c.dep_ in ("auxpass", "agent", "nsubjpass") for c in verb.children)


def _unlisted_non_complement(doc: Doc, verb: Token, c: Construction) -> str | None:
    """Why a match of a verb without a signature is no verb taking a clausal complement, or None.

    RP19's pattern is "verb {to|that} {VP|S}" with the verb's signature; a word outside the
    lexicon is a candidate only when it is plainly a verb selecting the clause (issue #12, third
    review): a that-clause needs a clause-embedding verb ("added that", "warned that"; not
    "so tired that"); an infinitive needs a verb (not a participle modifying a noun, "Goalkeeper,
    often shortened to goalie": "to" there is the preposition of "shorten NP to NP"; not an
    adjective, "was inclined to agree": the infinitive complements the adjective, CGEL ch. 14
    §4.1) and an infinitive complement (``xcomp``/``ccomp``: an adverbial one is a purpose
    adjunct, Quirk et al. 1985 §15.48).
    """
    if c.subtype == "that":
        return None if verb_lemma(verb) in CLAUSE_EMBEDDING_VERBS else "unlisted-that-head"
    if verb.pos_ == "ADJ" or participial_adjective(verb):
        return "adjective-with-infinitive"
    if (
        verb.tag_ == "VBN"
        and verb.dep_ in ("acl", "amod")
        and not any(t.dep_ in AUX_DEPS for t in verb.children)
    ):
        return "participle-modifier"
    if doc[c.head].dep_ in ADJACENT_ADVERBIAL_DEPS:
        return "purpose-infinitive"
    if verb_lemma(verb) in PERCEPTION_VERBS and not any(
        t.dep_ in ("auxpass", "nsubjpass") for t in verb.children
    ):
        # "He felt to make sure the door was locked", "She looked to see who it was": an
        # active verb of perception takes a bare infinitive or an -ing form after its object
        # ("felt it move"), a to-infinitive only in the passive ("was seen to leave"; Quirk
        # et al. 1985 §16.52; CGEL ch. 14 §5.3), so a "to" after the active verb opens a
        # purpose adjunct ("felt (around) in order to make sure"): twenty-second pass, class 1
        return "purpose-infinitive"
    # a perfect participle ("We have adapted to better carry out this task") is the active
    # verb, not a passive or adjectival one: the WordNet frame check holds for it (no sense of
    # "adapt" selects a clause, so the infinitive is a purpose adjunct; ninety-seventh pass,
    # s1202g verb-000)
    perfect = verb.tag_ == "VBN" and (
        any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)
        and not any(c.dep_ == "auxpass" for c in verb.children)
        # "The village has grown to become a port", "has come to believe": the inchoative
        # "grow/come/get to" + infinitive is a raising construction (gradual change of state,
        # Quirk et al. 1985 on "come/get/grow to"), which WordNet's frames do not list
        and verb_lemma(verb) not in _INCHOATIVE_RAISING
    )
    participle = (verb.tag_ == "VBN" and not perfect) or _predicative_conjunct(verb)
    no_clause = takes_clause(verb_lemma(verb)) is False and not participle
    if no_clause and verb_lemma(verb) not in OBJECT_CONTROL_VERBS:
        # "The workers struck to demand higher pay", "They marched to protest": no sense of the
        # verb selects a clause (WordNet frames, ``pipeline.lexicon.verb_frames``), so the
        # infinitive is a purpose adjunct the parser attached as a complement (Quirk et al.
        # 1985 §15.48; issue #12, seventh review); participles ("adapted to live") are left
        # to the participle and passive checks
        return "purpose-infinitive"
    if (
        _passive_participle(verb)
        and takes_clause(verb_lemma(verb)) is False
        and verb_lemma(verb) not in OBJECT_CONTROL_VERBS
    ):
        # "Euclidean vectors can be added and scaled to form a vector space", "The fort was
        # built to house the garrison": the passive of a verb with no clausal frame in any
        # WordNet sense. A passive takes an infinitive complement only where its active takes
        # an object and an infinitive ("was seen to leave" <- "saw him leave", "was asked to
        # go" <- "asked him to go"; Quirk et al. 1985 §16.52; CGEL ch. 14 §5.3), and "scale X
        # to V", "build X to V" have none, so the infinitive is a purpose adjunct of the
        # passive clause (Quirk et al. 1985 §15.48; Jones 1991 on rationale clauses), and
        # "Euclidean vectors formed a vector space" is no complement (sixty-seventh pass,
        # vc61; the brief's "was built to house")
        return "purpose-infinitive"
    return None


def _passive_participle(verb: Token) -> bool:
    """Is ``verb`` a passive participle: with its own passive auxiliary ("was built"), or a
    participle coordinated with one that has it ("can be added and scaled")? Not a perfect
    participle ("has grown")."""
    if verb.tag_ != "VBN":
        return False
    if any(c.dep_ == "auxpass" for c in verb.children):
        return True
    if verb.dep_ == "acomp" and verb.head.lemma_ == "be" and verb.head.i < verb.i:
        # "RAID-1 and LVM are combined to satisfy these constraints": the small parser reads
        # the passive participle as the predicative complement of "be"; a VBN (not an
        # adjective, which ``participial_adjective`` catches first) after "be" is the passive
        # (Quirk et al. 1985 §3.74-3.78 on the passive gradient; ninety-fourth pass, s1202d
        # verb-020/023)
        return True
    return (
        verb.dep_ == "conj"
        and not any(c.dep_ in AUX_DEPS for c in verb.children)
        and any(c.dep_ == "auxpass" for c in verb.head.children)
    )


#: Role nouns heading the subject of a specificational sentence ("The first step is ensuring").
SPECIFICATIONAL_NOUNS = word_set("verb_complement_specificational_nouns")


def _nominal_clause(verb: Token) -> bool:
    """Is the trigger's clause a gerund or infinitive used as a noun phrase, which names an
    activity without asserting it (Quirk et al. 1985 §15.10-15.12)?

    - a clausal subject: "Ensuring that the data are clean is hard";
    - the value of a specificational copula: "The goal is to ensure that ...", "The first step
      is ensuring that ..." (the small parser reads "is ensuring" as a progressive; a role noun
      of ``verb_complement_specificational_nouns`` as subject tells the two apart: Higgins 1979).
    """
    if verb.dep_ in ("csubj", "csubjpass"):
        return True
    if verb.dep_ in ("xcomp", "attr", "ccomp") and verb.head.lemma_ == "be":
        if verb.tag_ == "VBG" and verb.i > 0 and verb.doc[verb.i - 1].text in ("(", ",", "\u2014"):
            # "... and that is monotonic (meaning that a class can be subclassed ...)": a
            # participle set off by a bracket or comma is a supplementive clause on the whole
            # sentence (Quirk et al. 1985 §15.60-15.61), not the value of "be", which follows
            # it with no break; it is asserted (stop 75, vc135; s1204m verb-038)
            return False
        return verb.tag_ in ("VB", "VBG") and not any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    if verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children):
        subj = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
        return subj is not None and subj.lemma_.lower() in SPECIFICATIONAL_NOUNS
    return _gerund_naming_an_activity(verb)


#: Adjectives of ability whose "of"-gerund is the complement of a dynamic modal: "capable of
#: V-ing" = "can V" (Palmer 2001 ch. 3 on dynamic modality; Quirk et al. 1985 §4.55 lists "be
#: able to" with the modal idioms), a possibility, not an event (Giannakidou 1998 on modals as
#: non-veridical operators).
_ABILITY_ADJECTIVES = frozenset({"capable", "incapable"})


def _gerund_naming_an_activity(verb: Token) -> bool:
    """Is the trigger a subjectless "of"-gerund that names an activity planned or possible,
    not an event that took place (Vendler 1967 and Portner 1992 on gerunds as action
    nominals; Quirk et al. 1985 §15.12): the complement of an intention noun ("the plan of
    helping them to move", the "of" variant of "the plan to help"; INFINITIVE_TAKING_NOUNS,
    CGEL ch. 14 §1.4) or of an ability adjective ("capable of helping them to move" = "can
    help"; _ABILITY_ADJECTIVES)? The intention or the ability is a non-veridical operator
    (Giannakidou 1998; Nairn, Condoravdi & Karttunen 2006 on relative polarity through the
    embedding chain), so an implicative inside asserts nothing. A gerund after a verb's
    preposition ("thanked him for helping", "after helping") is an event of the clause, and
    an example after "such as"/"like" is as veridical as its host ("He did favours such as
    helping them to move"): both are left alone (stop 84, vc166)."""
    if verb.tag_ != "VBG" or any(
        c.dep_ in SUBJECT_DEPS or c.dep_ in ("poss", *AUX_DEPS) for c in verb.children
    ):
        return False
    first = verb
    while first.dep_ == "conj" and first.head.tag_ == "VBG":
        # "capable of lifting the crate and helping them to move it": the conjuncts share "of"
        first = first.head
    if first.dep_ not in ("pcomp", "pobj") or first.head.lower_ != "of":
        return False
    host = first.head.head
    if host.pos_ == "NOUN" and host.lemma_.lower() in INFINITIVE_TAKING_NOUNS:
        return True
    return host.lemma_.lower() in _ABILITY_ADJECTIVES


def _imperative_complement(doc: Doc, c: Construction) -> bool:
    """Is the that-clause of the construction an imperative: its head a base-form verb (VB)
    with no subject, no auxiliary or "to", not itself coordinated under a finite verb? A
    mandative subjunctive ("requires that he be present") has a subject (Quirk et al. 1985
    §16.32), so only the directive form is caught (Huddleston & Pullum 2002 ch. 10 §9.1:
    the imperative clause lacks a subject and takes the plain form)."""
    if c.head is None:
        return False
    head = doc[c.head]
    if head.tag_ != "VB" or head.dep_ == "conj":
        return False
    return not any(
        ch.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass", "csubj") for ch in head.children
    )


def _predictive_will_mean(verb: Token) -> bool:
    """Is the only modal on "mean" the predictive "will" ("This makes the binary smaller, but
    will also mean that you can't get help")? Unlike "may/might/could mean", which make the
    inference a possibility (Palmer 2001 ch. 1 on epistemic modals), "will" of prediction
    commits the speaker to the consequence as firmly as the present (Huddleston & Pullum 2002
    ch. 3 §9.5.2: "will" as the future of unqualified assertion), so "X will mean that P" keeps
    the +/o of "X means that P" (RP19h). Not with a gerund or clausal subject ("Using X will
    mean that P": an action nobody is said to perform; Quirk et al. 1985 §15.10), nor with a
    conditional on the verb: the conditional frame of the label rule sees to that
    (stop 75, vc135; s1204m verb-082)."""
    modals = [a for a in verb.children if a.dep_ == "aux" and a.tag_ == "MD"]
    if not modals or any(a.lower_ not in ("will", "'ll") for a in modals):
        return False
    clause = verb
    while clause.dep_ == "conj" and not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
        clause = clause.head
    subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.dep_ in ("csubj", "csubjpass") or subject.tag_ == "VBG":
        return False
    return not any(
        c.dep_ == "advcl" and any(m.dep_ == "mark" for m in c.children)
        for node in {verb, clause}
        for c in node.children
    )


#: Verbs that plug their complement clause (word list header has the sources).
PLUG_VERBS = word_set("verb_complement_plug_verbs")
#: Verbs of propositional attitude among them: a plug only for a holder other than the speaker.
ATTITUDE_PLUGS = frozenset(
    {"believe", "think", "suppose", "imagine", "assume", "fear", "suspect", "hope", "wish"}
    | {"want", "dream", "expect", "guess", "doubt"}
)


#: Verbs of regarding with an "as"-predicative ("interpret X as showing that P"): the predicate
#: is the subject's construal (CGEL ch. 14 §5.3; Quirk et al. 1985 §16.48), a plug (_plug_over).
AS_PLUGS = frozenset(
    {"interpret", "regard", "view", "see", "construe", "read", "take", "describe", "portray"}
    | {"characterize", "characterise", "depict", "present", "represent", "cite", "hail"}
)


#: Clause-to-clause relations a plug's scope reaches through (_deeper_plug).
_CLAUSE_CHAIN_DEPS = frozenset({"conj", "xcomp", "ccomp", "advcl", "acomp"})


def _that_conjunct_of_saying(conjunct: Token) -> bool:
    """``conjunct`` carries its own "that" and is the conjunct of a verb of saying (a plug
    that is no attitude verb): the parser's reading of a coordinated second complement."""
    lemma = verb_lemma(conjunct.head)
    marked = any(c.dep_ == "mark" and c.lower_ == "that" for c in conjunct.children)
    return marked and lemma in PLUG_VERBS and lemma not in ATTITUDE_PLUGS


def _deeper_plug(host: Token) -> str | None:
    """A plug verb of saying further up the clause chain above ``host``: "said he thought the
    schools were waiting, to make sure that X, and that he had found that P", where the parser
    hung "found" on a clause inside the report. A plug blocks what any clause in its complement
    entails, however deep (Karttunen 1973 §3: plugs block "all the presuppositions of the
    complement sentence"); only non-attitude plugs (verbs of saying) here, whose holder is never
    the speaker's own commitment (fifty-ninth pass, vc52)."""
    cur = host
    for _ in range(6):
        if cur.dep_ not in _CLAUSE_CHAIN_DEPS or cur.head.i == cur.i:
            return None
        if cur.dep_ == "ccomp":
            lemma = verb_lemma(cur.head)
            if lemma in PLUG_VERBS and lemma not in ATTITUDE_PLUGS:
                return lemma
        cur = cur.head
    return None


def _plug_over(verb: Token, *, factive: bool = True) -> str | None:
    """The lemma of a plug verb whose complement clause holds the trigger ``verb`` ("Sinbad
    says [she realizes that X]", "after announcing [it had found that X]"), else None. The
    trigger's clause is reached through coordination and control ("says she tried and failed
    to", "says she wants to know that"); an attitude verb with a first-person subject is a
    plug only under ``_speaker_attitude_plugs`` (PLUG_VERBS header; stop 83, vc161)."""
    cur = verb
    while cur.dep_ in ("conj", "xcomp") and cur.head.i != cur.i:
        if cur.dep_ == "conj" and _that_conjunct_of_saying(cur):
            # "The mayor said X, and that she had found that P": a main-clause conjunct takes no
            # complementizer (CGEL ch. 11 §8.1: "that" marks a subordinate content clause), so a
            # "that"-marked conjunct hung on the verb of saying is its second complement
            return verb_lemma(cur.head)
        cur = cur.head
    if cur.dep_ == "pcomp" and cur.head.lower_ == "as" and cur.head.head.i != cur.head.i:
        # "The theorems are interpreted as showing that P": "interpret/regard/see X as Y"
        # ascribes Y to the construal of the interpreter, not to the speaker (CGEL ch. 14 §5.3
        # on the "as"-predicative of verbs of regarding; White & Rawlins 2018 rate "interpret"
        # and "regard" non-veridical), so the gerund's entailment is plugged like the
        # complement of "say" (AS_PLUGS; fifty-ninth pass, vc52)
        lemma = verb_lemma(cur.head.head)
        return lemma if lemma in AS_PLUGS else None
    if cur.dep_ != "ccomp" or cur.head.i == cur.i:
        return None
    host = cur.head
    lemma = verb_lemma(host)
    if lemma not in PLUG_VERBS:
        return _deeper_plug(host)
    if lemma in ATTITUDE_PLUGS:
        subject = next((c for c in host.children if c.dep_ == "nsubj"), None)
        if (
            subject is not None
            and subject.lower_ in SPEAKER_PRONOUNS
            and not _speaker_attitude_plugs(host, factive=factive)
        ):
            return None
    return lemma


def _speaker_attitude_plugs(host: Token, *, factive: bool) -> bool:
    """Does the speaker's own attitude ``host`` ("I think", "we hope") plug the trigger below it?

    Over a ``factive`` trigger, no: its presupposition projects to the holder's beliefs
    (Karttunen 1974; Heim 1992, "Presupposition projection and the semantics of attitude
    verbs"), and the holder is the speaker ("I hope you know that X" commits the speaker to X).
    An implicative's or a veridical non-factive's entailment is no presupposition: a non-factive
    attitude gives its complement UNKNOWN polarity (Nairn, Condoravdi & Karttunen 2006,
    "Computing relative polarity"), so it plugs, with one exception. A weak assertive in the
    first-person present, positive ("I think they managed to open it"), is the hedged assertion
    of its complement, a parenthetical use whose complement carries the main point (Urmson 1952,
    "Parenthetical verbs"; Hooper 1975, "On assertive predicates"; Quirk et al. 1985 §15.54):
    RP19's annotators rate such an item's complement entailed ("But I think it helped to
    support the idea" -> "It supported the idea"). Hooper's weak assertives are the neg-raisers
    (``_NEG_RAISING_VERBS``: think, believe, suppose, expect, guess, imagine). Negated ("I don't
    think they managed to open it", Horn 1989 ch. 5: "I think not-P", an opinion, not P), in
    the past ("I thought they managed": a former belief, not a present hedge), under a modal,
    or a non-assertive attitude ("I hope you managed to find it", "I doubt", "I fear", "I
    wish"), the speaker asserts no complement and the plug holds (stop 83, vc161)."""
    if factive:
        return False
    hedge = (
        verb_lemma(host) in _NEG_RAISING_VERBS
        and host.tag_ in ("VBP", "VBZ")
        and not any(c.dep_ == "neg" or (c.dep_ == "aux" and c.tag_ == "MD") for c in host.children)
    )
    return not hedge


#: Factives that also have an evidential reading with a non-agent subject: "The survey reveals
#: that p" is a verb of proof like "show" (RP19 Table 2: "show that" +/o), and its negation does
#: not presuppose p ("The assessment does not reveal that the bridge is unsafe"); RP19's own
#: annotators rated such negated items non-entailing (mean -0.3, 0.0, -1.0 for the three with an
#: analysis/article/statistics subject), against +1.0 for "The tabloid interviews Kirk Douglas,
#: who reveals that ..." (Kiparsky & Kiparsky 1968 on factivity as a property of the agent's
#: act of disclosure; issue #12, twelfth pass, class 4).
EVIDENTIAL_FACTIVES = frozenset({"reveal"})
# AGENT_LEXNAMES (lexicon.wordnet): the nouns that can act as a discloser.


#: Verbs of reporting whose that-clause the writer presents as her own finding when their subject
#: is evidence, not a speaker: "Experience indicates that P" (vc105), "The ledger now reflects that
#: the loan has been repaid", "This tells you that the payment should be $90". With a thing as
#: subject, "reflect" is "to show, to be a sign or evidence of" (OED s.v. "reflect" v. 8; its
#: thinking sense, "She reflected that P", needs a person) and "tell" is "to reveal, indicate, be
#: evidence of" (OED s.v. "tell" v. 8b: "the clock tells the time", "the figures tell us that P"):
#: both are then verbs of proof like "show that" (RP19 +/o) and "reveal" (EVIDENTIAL_FACTIVES).
#: Ross & Pavlick (2019) §5 on the subject and context shifting a verb's veridicality; Thompson &
#: Ye (1991) and Hyland (2002) on reporting verbs with non-human subjects as the writer's own
#: commitment. Their negation leaves P open (the evidence may just not show it): +/o. Persons,
#: names and groups keep RP19's o/o "tell that" (a report of someone's saying), and so do
#: conventional signs (an icon "tells you" a rule of its code, as with "means": Grice 1957).
#: "indicate" stays (stop 103 integration): vc229 took it out for RP19's o/o row, but blind
#: judges asked for entailment with an evidence subject three times (s1202t) against once (s10302),
#: and RP19's own annotators lean entailment on these items.
EVIDENTIAL_REPORTING = frozenset({"indicate", "reflect", "tell"})
#: WordNet 3.0 roots of hearsay and narration: a story told (narrative.n.01: tale, story),
#: fiction (fiction.n.01: legend, myth, fable, saga) and rumour (gossip.n.02: rumor, hearsay).
#: "An old tale tells that P", "Rumors tell that P": such a subject is no evidence but somebody's
#: telling passed on, the reported evidential (Aikhenvald 2004, Evidentiality, ch. 2 on
#: reported/hearsay evidentials; Willett 1988), for which the writer vouches no more than for
#: "people say that P"; so the row stays RP19's o/o for "tell that" (a report), neutral (stop
#: 81, vc155; s1205c: 2 pairs, judged neutral).
HEARSAY_SYNSETS = frozenset({"narrative.n.01", "fiction.n.01", "gossip.n.02"})


def _hearsay_subject(verb: Token) -> bool:
    """Is the nominal subject of ``verb`` a story, legend or rumour (``HEARSAY_SYNSETS``)?"""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subject is not None and first_sense_under(
        subject.lemma_.lower(), "NOUN", HEARSAY_SYNSETS, instances=False
    )


def _signifier_subject_of(verb: Token) -> bool:
    """Is the nominal subject of ``verb`` a conventional sign (``_signifier_subject``)?"""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subject is not None and _signifier_subject(subject)


#: Limiters that mark evidence as provisional, the state of knowledge so far ("research to date",
#: "the results so far", "preliminary data"): Hyland (1998), "Hedging in Scientific Research
#: Articles", ch. 5 on reliability hedges that restrict a claim to current knowledge.
_PROVISIONAL_LIMITERS = (
    ("to", "date"),
    ("so", "far"),
    ("thus", "far"),
    ("up", "to", "now"),
    ("until", "now"),
    ("preliminary",),
    ("initial",),
)


#: Verbs of saying whose writer's discourse formula ("It should be mentioned that P", "We must
#: add that P", "I should stress that P") states P as the writer's own assertion (Austin 1962
#: lecture XII, expositives; Fraser 1975 on hedged performatives). Not "argue, contend,
#: postulate, wonder, admit, conclude, say" of clause_scope.FORMULA_VERBS: "One might argue
#: that P" raises P for discussion without the writer's commitment (Hyland 2005 ch. 3 on
#: hedges).
ASSERTING_FORMULA_VERBS = frozenset(
    {"mention", "add", "remark", "stress", "emphasize", "emphasise"}
)


#: Value words of an option or a check box ("Yes", "No", "True", "Off"), mentioned as the
#: subject of a definitional "means" (``_defining_mean``; Quine 1940 §4 on use and mention).
_SETTING_VALUE_WORDS = frozenset({"yes", "no", "true", "false", "on", "off", "none", "null"})


#: Personal pronouns of the speaker: "we mean that P" states what the speaker means by a term.
_SPEAKER_PRONOUNS = frozenset({"i", "we"})


def _defining_mean(verb: Token) -> bool:
    """Does "mean that" define a term or an action type rather than draw a consequence from a
    fact? RP19's +/o row rests on the inferential "This means that P" (a fact, named by an
    anaphor or a noun phrase, has P as its consequence). Three subjects make it a definition,
    whose complement is no asserted fact of the world:

    - a bare gerund ("Updating means that if a value is needed twice, ..."): an imperfect
      nominal names an action type, not a fact (Vendler 1967 ch. 5; Portner 1992), so the
      sentence is a generic conditional "whenever X updates, P" and the unconditional P is
      not entailed (Krifka et al. 1995 on definitional generics);
    - a keyword in capitals ("MAY or OPTIONAL means the implementor can choose"): the word is
      mentioned, and "mean" is the metalinguistic gloss verb (Lyons 1977 §7.1; Quine 1940 §4
      on use and mention), as for the GLOSS_NOUNS subjects;
    - the speaker ("By chaotic, we mean that P"): a stipulative definition of the writer's
      own usage (Grice 1957 on speaker meaning), no claim that P holds;
    - a bare singular common noun, with only adjectives or compounds before it, under a
      present "means" ("Even parity means that the bit is set", "Full duplex means that both
      ends send"): the determinerless singular names the kind or the term (Carlson 1977;
      Krifka et al. 1995 on kind reference), and the sentence is a definitional generic whose
      complement holds of each instance, not of a particular fact, so P itself is not
      asserted (stop 73, vc128: s1204f verb-065). A determiner, a possessive or a
      postmodifier ("This failure means", "Growth in sales means") makes it a particular
      fact, the inferential row.

    - a setting's value word alone ("Yes means that the tax is included", "Off means that
      no backup is kept"): the value is mentioned, not used (Quine 1940 §4), and the sentence
      states the convention of choosing it, a rule for each case, not the fact that P (stop
      76, vc139; s1204p verb-034).

    The negated "X does not mean that P" was o already; the row becomes o/o."""
    subject = next(
        (c for c in verb.children if c.dep_ in ("nsubj", "csubj") and c.i < verb.i), None
    )
    if subject is None:
        # "Yes means that P": the parser takes the value word for an interjection
        return any(
            c.dep_ == "intj" and c.i == verb.i - 1 and c.lower_ in _SETTING_VALUE_WORDS
            for c in verb.children
        )
    if subject.lower_ in _SPEAKER_PRONOUNS:
        return True
    if _bare_gerund(subject):
        return not _copular_gerund_of_a_named_particular(subject, verb)
    if _bare_kind_term(subject, verb):
        return True
    if _indefinite_value_subject(subject, verb):
        return True
    if subject.lower_ in _SETTING_VALUE_WORDS and not list(subject.children):
        return True
    if _numeric_value_subject(subject, verb):
        return True
    if _signifier_subject(subject):
        return True
    if _command_label_subject(subject, verb):
        return True
    words = [t for t in subject.subtree if t.is_alpha and t.dep_ != "cc"]
    return (
        bool(words)
        and all(t.is_upper and len(t) > 1 for t in words)
        and all(t.tag_ in ("NNP", "NN", "NNPS") for t in words)
    )


#: Nouns of cases and occasions that a proportional quantifier turns into an adverbial of
#: quantification ("in most cases", "in many instances"; Lewis 1975, "Adverbs of
#: quantification", who counts "in most cases" among them; Quirk et al. 1985 §8.63).
_CASE_NOUNS = frozenset({"case", "instance", "situation", "circumstance", "occasion"})

#: Proportional and existential quantifiers: they leave cases where the scope fails (de Swart
#: 1993), unlike "all/every", which are universal (cf. UNIVERSAL_FREQUENCY_ADVERBS).
_NON_UNIVERSAL_CASE_QUANTIFIERS = frozenset(
    {"most", "many", "some", "several", "certain", "few", "other"}
)


def _case_quantified(verb: Token) -> bool:
    """Does ``verb`` carry "in most/many/some cases" (or instances, situations)? Such a phrase
    is an adverb of quantification over cases (Lewis 1975), as "usually" is, and a
    non-universal one leaves cases where the consequence fails (de Swart 1993), so "In most
    cases this means that the image stays RGB" does not entail that it does in the case at
    hand: the hedge restricts the implication (stop 79, vc149; s1204v verb-065)."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "in" or prep.i > verb.i:
            continue
        for noun in prep.children:
            if (
                noun.dep_ == "pobj"
                and noun.lemma_.lower() in _CASE_NOUNS
                and noun.tag_ == "NNS"
                and any(
                    q.dep_ in ("amod", "det") and q.lower_ in _NON_UNIVERSAL_CASE_QUANTIFIERS
                    for q in noun.children
                )
            ):
                return True
    return False


def _comparative_kind_subject(verb: Token) -> bool:
    """Is the subject of a present ``verb`` a bare plural with a comparative modifier
    ("Larger values mean P", "More layers mean P")? A bare plural refers to the kind
    (Carlson 1977), and the comparative sets up a condition on a scale, "the larger the
    values, the more P": a generic conditional (Krifka et al. 1995 §1.2; Quirk et al. 1985
    §15.28 on comparative correlatives) whose consequence holds only if the values are made
    larger, so the unconditional P is not entailed (stop 79, vc149; s1204v verb-044). A
    determiner or possessive ("The larger values mean P", "Its bigger files mean P") makes
    it a particular fact, and the inferential +/o row stays."""
    if verb.tag_ not in ("VBZ", "VBP"):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
    if subject is None or subject.tag_ != "NNS" or subject.ent_type_:
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return False
    return any(
        c.dep_ == "amod" and (c.tag_ in ("JJR", "RBR") or c.lower_ in ("more", "fewer", "less"))
        for c in subject.children
    )


#: Compounds naming a control of a form or a dialog that WordNet lacks ("check box"): a
#: control's state is a sign, read by a convention of the program (stop 77, vc141).
_CONTROL_COMPOUNDS = frozenset({"check box", "checkbox", "tick box", "radio button", "toggle"})


def _signifier_subject(subject: Token) -> bool:
    """Is ``subject`` (its head with a compound before it) a sign, symbol or form control
    ("The red icon means that P", "A check mark means that P", "The Tax Related check box
    means that P")? What a conventional sign means is a rule of its code, not a fact of the
    world: Grice (1957) sets such non-natural meaning apart from the natural meaning of
    "Those spots mean measles", which is factive, and "The icon means that the invoice has been
    paid" asserts no payment (s1204q verb-029). So "mean" defines, o/o, as for the setting
    values above. WordNet's classes of conventional signs (``signifier_noun``: signal.n.01,
    symbol.n.01, sign.n.02 and colours) decide, with the form controls it lacks; natural signs
    (sign.n.01 "a sign of rain") and messages ("This error means that P") keep the
    inferential row."""
    if subject.pos_ not in ("NOUN", "PROPN"):
        return False
    head = subject.lemma_.lower()
    compound = next(
        (ch for ch in subject.children if ch.dep_ == "compound" and ch.i < subject.i), None
    )
    if compound is not None:
        pair = f"{compound.lower_} {head}"
        if pair in _CONTROL_COMPOUNDS or signifier_noun(pair.replace(" ", "_")):
            return True
    return head in _CONTROL_COMPOUNDS or signifier_noun(head)


#: Words that may stand with a numeral in a bare value subject ("100%", "50 percent").
_PERCENT_WORDS = frozenset({"%", "percent", "per", "cent"})


def _numeric_value_subject(subject: Token, verb: Token) -> bool:
    """Is ``subject`` a bare number, or a bare percentage, the subject of present "means"
    ("100% means that the hole is at the edge", "0 means that no blur is applied")? Like the
    value words of ``_SETTING_VALUE_WORDS``, a number with no determiner names the value of a
    setting, mentioned, not used (Quine 1940 §4): the sentence states what choosing that value
    does, a rule for each case, not the fact P (blind review s1204y verb-028: "definitional
    'means'"; stop 80, vc152). "The 100% figure means that P" (a determiner: a particular
    fact) keeps the inferential row."""
    if verb.tag_ not in ("VBZ", "VBP"):
        return False
    words = [t for t in subject.subtree if not t.is_punct or t.text == "%"]
    return any(t.like_num for t in words) and all(
        t.like_num or t.lower_ in _PERCENT_WORDS for t in words
    )


def _indefinite_value_subject(subject: Token, verb: Token) -> bool:
    """Is ``subject`` a singular noun with the indefinite article, the subject of present
    "means" or "causes" ("An hour angle of zero means that the object is on the meridian")?
    In a present-tense characterizing sentence the indefinite singular is generic: it ranges
    over cases and does not introduce a particular (Krifka et al. 1995 §1.1 on generic
    indefinites, "A lion has a mane"; Cohen 2001), so the sentence is a conditional "whenever
    an hour angle is zero, P" and P is not asserted of any actual case (stop 75, vc136: s1204n
    verb-039). A definite, demonstrative or possessive subject ("This value means P") names a
    particular fact and keeps the inferential +/o row."""
    if verb.tag_ != "VBZ" or not _indefinite_singular(subject):
        return False
    # "A lake of lava means that its surface is molten": a pronoun of the complement bound by
    # the indefinite carries the restrictor into the hypothesis (donkey anaphora, Heim 1982),
    # which is then the same generic, entailed (stop 71, vc117)
    return not any(
        t.lower_ in ("it", "its", "they", "their", "them") and t.i > verb.i for t in verb.subtree
    )


def _indefinite_singular(noun: Token) -> bool:
    """Is ``noun`` a singular noun with the indefinite article ("an hour angle of zero")?"""
    return noun.tag_ in ("NN", "NNP") and any(
        c.dep_ == "det" and c.lower_ in ("a", "an") for c in noun.children
    )


def _generic_condition_subject(verb: Token) -> bool:
    """Does non-past ``verb`` ("causes", "will cause") have a bare gerund or indefinite
    singular subject, the restrictor of a generic conditional? See :func:`_defining_mean`
    and :func:`_indefinite_value_subject`."""
    # "Turning the dial opens the valve and causes the pump to start": a verb-phrase conjunct
    # shares the subject and auxiliaries of the first conjunct (CGEL ch. 15 §4 on VP
    # coordination), so both are looked up there when the conjunct has none of its own
    # (stop 78, vc147; s1204u verb-073)
    host = verb.head if verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX") else verb
    auxes = [a for a in verb.children if a.dep_ == "aux"] or [
        a for a in host.children if a.dep_ == "aux"
    ]
    if verb.tag_ == "VBZ":
        present = True
    else:
        present = verb.tag_ == "VB" and any(a.lower_ in ("will", "'ll") for a in auxes)
    if not present:
        return False
    subject = _causer_subject(verb) or (_causer_subject(host) if host is not verb else None)
    if subject is None:
        return False
    if _bare_gerund(subject):
        # a gerund with its own object or adjunct names a condition set up by an action
        # ("Setting an outer value below 100%", "Pressing the Next button"); a bare activity
        # ("Swimming causes you to lose your stamina") states a generic whose effect the
        # hypothesis restates as a generic (hundred-second pass): it keeps +/o
        return any(
            c.dep_ in ("dobj", "prep", "advmod", "ccomp", "xcomp", "conj") for c in subject.children
        ) or _stray_object_pronoun(subject, host)
    return _indefinite_singular(subject) or _bare_plural_over_particular(subject, verb)


def _bare_plural_over_particular(subject: Token, verb: Token) -> bool:
    """Is ``subject`` a bare plural common noun ("Different seeds will cause the output to
    change") and the complement's subject a definite particular? A bare plural subject of a
    present or dispositional "will" sentence refers to the kind and makes it characterizing
    (Carlson 1977; Krifka et al. 1995 §1.2; Quirk et al. 1985 on "will" of predictable
    behaviour, "Oil will float on water"): "whenever seeds differ, the output changes", so
    the change of the particular output is not asserted (stop 78, vc147; s1204u verb-079).
    A generic complement subject ("Pollens cause people to sneeze") restates the generic,
    as the bare activity gerund does in :func:`_generic_condition_subject`, and keeps +/o."""
    if subject.tag_ != "NNS" or subject.ent_type_:
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return False
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None:
        return False
    inner = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return inner is not None and any(
        c.dep_ in ("det", "poss") and c.lower_ not in ("a", "an", "any", "some", "no")
        for c in inner.children
    )


def _causer_subject(verb: Token) -> Token | None:
    """The subject before ``verb``: its nsubj/csubj, or else a sentence-initial gerund clause
    without a subordinator that the parser hung on ``verb`` as an adverbial ("Pressing the key
    after starting, and holding it down, causes P"). A finite verb with no subject of its own
    cannot take an adverbial -ing clause in subject position: the -ing clause before it is its
    subject (CGEL ch. 14 §4.3 on gerund-participial subjects), stop 78, vc147 (s1204u
    verb-084)."""
    subject = next(
        (c for c in verb.children if c.dep_ in ("nsubj", "csubj", "nsubjpass") and c.i < verb.i),
        None,
    )
    if subject is not None:
        return subject if subject.dep_ != "nsubjpass" else None
    return next(
        (
            c
            for c in verb.children
            if c.dep_ == "advcl"
            and c.tag_ == "VBG"
            and c.left_edge.i == verb.sent.start
            and not any(m.dep_ == "mark" for m in c.children)
        ),
        None,
    )


def _stray_object_pronoun(gerund: Token, verb: Token) -> bool:
    """Is a pronoun "either/both/neither" right after ``gerund`` parsed as a preconjunct of
    ``verb`` ("Doing either will cause P")? A preconjunct marks a coordination (CGEL ch. 15
    §2.4) and ``verb`` heads none, so the word is the gerund's object pronoun (CGEL ch. 5
    §9.3 on "either/both" as fused-head determiners), a gerund with an object (stop 78, vc147;
    s1204u verb-037)."""
    nxt = gerund.doc[gerund.i + 1] if gerund.i + 1 < len(gerund.doc) else None
    return (
        nxt is not None
        and nxt.dep_ == "preconj"
        and nxt.head == verb
        and nxt.lower_ in ("either", "both", "neither")
    )


#: Dependents that leave a noun bare for :func:`_bare_kind_term`: premodifiers and punctuation.
_BARE_TERM_DEPS = frozenset({"amod", "compound", "punct", "advmod"})


def _command_label_subject(subject: Token, verb: Token) -> bool:
    """Is ``subject`` a lone capitalised verb used as a name, with no determiner, the subject
    of present "means" ("Cut means that the item is removed", "Flatten means that the layers
    are merged")?

    Manuals name a command by its verb, capitalised as the label of the menu item or button
    (Chicago Manual of Style, 17th ed., §7.79 on interface terms); without an article a
    capitalised verb cannot be a common noun phrase, so it is the label mentioned, not used
    (Quine 1940 §4), and "mean" is the metalinguistic gloss verb that defines what the label
    stands for (Lyons 1977 §7.1): the complement states what the command does whenever it is
    chosen, a definitional generic (Krifka et al. 1995), no fact asserted, o/o (stop 79,
    vc148; s1204u verb-074, "definitional 'Cut means that ...' describes what cutting does,
    not an actual event"). A person's name that is also a verb ("Mark means that he will
    come") is speaker meaning (Grice 1957), no consequence of a fact either. Other named
    entities ("Brexit", an event or place), a word in capitals (handled below) and a noun
    with modifiers keep the inferential row."""
    # the recogniser often takes a capitalised verb for a person's name ("Flatten"): either
    # reading is non-inferential, so only other entity types (events, places) keep the row
    if verb.tag_ != "VBZ" or subject.tag_ != "NNP" or subject.ent_type_ not in ("", "PERSON"):
        return False
    if list(subject.children) or not subject.text.istitle():
        return False
    return bool(lexnames(subject.lower_, "VERB"))


def _bare_kind_term(subject: Token, verb: Token) -> bool:
    """Is ``subject`` a singular common noun with no determiner, possessive, numeral or
    postmodifier (only adjectives, compounds, punctuation), the subject of present "means"
    ("Even (odd) parity means that P")? See :func:`_defining_mean`."""
    if subject.tag_ != "NN" or verb.tag_ != "VBZ" or subject.ent_type_:
        return False
    return all(c.dep_ in _BARE_TERM_DEPS and c.i < subject.i for c in subject.children)


def _copular_gerund_of_a_named_particular(subject: Token, verb: Token) -> bool:
    """Is the gerund subject of "mean" a copular "being X" whose understood subject is the
    named subject of the that-clause ("Being XML means that XHTML can be validated with XML
    tools")? The subjectless gerund is controlled by the individual the sentence is about
    (CGEL ch. 14 §6 on the understood subject of a gerund-participial clause), here the proper
    name of the complement, so it reports a state of that particular ("XHTML's being XML"), a
    fact the writer asserts (Vendler 1967 ch. 5: a state nominal of a particular names a fact;
    Kiparsky & Kiparsky 1970 on fact-denoting subjects), and "mean" is the inferential "this
    fact has P as its consequence", RP19's +/o row (like "This means that P"), not the
    definition of an action type that an agentive gerund gives ("Updating means that P",
    :func:`_defining_mean`). A name designates one individual, not a kind (Kripke 1980;
    Carlson 1977), so no generic reading is left. Stop 73, vc130 (s1204g verb-048 against
    verb-039, verb-066)."""
    if subject.lower_ != "being" or not any(c.dep_ in ("attr", "acomp") for c in subject.children):
        return False
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None:
        return False
    named = [c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")]
    return bool(named) and all(c.tag_ in ("NNP", "NNPS") for c in named)


def _bare_gerund(word: Token) -> bool:
    """Is ``word`` an -ing form of a verb with no determiner or possessive ("Updating",
    "Caching")? A sentence-initial gerund is often tagged a proper noun, so the form and
    the verb lemma are checked, not only the tag ("string" is its own lemma: no -ing form)."""
    if any(t.dep_ in ("det", "poss") for t in word.children):
        return False
    if word.tag_ == "VBG":
        return True
    if word.tag_ not in ("NN", "NNP") or not word.lower_.endswith("ing"):
        return False
    lemmas = getAllLemmas(word.lower_, upos="VERB").get("VERB", ())
    return any(lemma != word.lower_ for lemma in lemmas)


def _provisional_evidence(verb: Token) -> bool:
    """Is the evidence subject of ``verb`` limited to the state of knowledge so far ("Research
    to date indicates that P", "Preliminary data indicate that P", "The results so far indicate
    that P")? The limiter is a hedge: the writer reports what the findings point to while
    withholding her own commitment to P, which may yet be revised (Hyland 1998 ch. 5; Hyland
    2002 on evidential "indicate" with hedged non-human subjects), so the "indicate:evidence"
    +/o reading does not hold and RP19's o/o row stands (s1204c verb-040; stop 72, vc122)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "csubj")), None)
    if subject is None:
        return False
    words = [t.lower_ for t in subject.subtree]
    words += [
        t.lower_ for a in verb.children if a.dep_ == "advmod" and a.i < verb.i for t in a.subtree
    ]
    for limiter in _PROVISIONAL_LIMITERS:
        n = len(limiter)
        if any(tuple(words[i : i + n]) == limiter for i in range(len(words) - n + 1)):
            return True
    return False


def _titled_common_noun(subject: Token) -> bool:
    """Is the proper-noun ``subject`` a capitalised common noun with "the", no named entity
    ("The Chart of Accounts", "the General Ledger")? A title of a document or a screen keeps
    its common noun's sense (Quirk et al. 1985 §5.66 on proper nouns with "the" formed from
    common nouns: "the Commonwealth", "the Times"); a person's name takes no "the"."""
    if subject.ent_type_ or not any(
        d.dep_ == "det" and d.lower_ == "the" for d in subject.children
    ):
        return False
    return first_sense_lexname(subject.lemma_.lower(), "NOUN") is not None


def _evidence_subject(verb: Token) -> bool:
    """Is the subject of ``verb`` a thing that can only be evidence, no discloser: a common noun
    whose first WordNet sense is no person, animal or group ("the study", "the statistics",
    "analysis"), or "it/this/that"? Names and personal pronouns are possible agents."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "csubj")), None)
    if subject is None:
        return False
    if subject.dep_ == "csubj" or subject.lower_ in ("it", "this", "that"):
        return True
    if subject.pos_ == "PROPN" and _titled_common_noun(subject):
        pass  # "The Chart of Accounts", "the Balance Sheet": a common noun as a title
    elif subject.pos_ != "NOUN" or subject.ent_type_:
        return False
    lexname = first_sense_lexname(subject.lemma_.lower(), "NOUN")
    return lexname is not None and lexname not in AGENT_LEXNAMES


#: Verbs with an incremental-theme object (word list header: Dowty 1979, 1991; Levin 1993).
INCREMENTAL_THEME_VERBS = word_set("verb_complement_incremental_theme_verbs")
#: Completive particles of telic particle verbs ("tip over", "fall apart"; Brinton 1985).
TELIC_PARTICLES = word_set("verb_complement_telic_particles")
#: Determiners that make a count object quantized (Krifka 1989): "a/the/this letter".
QUANTIZING_DETERMINERS = frozenset(
    {"a", "an", "the", "this", "that", "these", "those", "each", "every", "both"}
)


#: Causative verbs that form a resultative with an object and a result predicate ("make the
#: store her own", "paint the fence white", "turn the garage into a studio"): the result state
#: bounds the event, so the verb phrase is an accomplishment (Dowty 1979 ch. 4 on
#: resultatives as telic; Rappaport Hovav & Levin 2001 "An event structure account of English
#: resultatives"; Levin 1993 §26.6 turn/convert/transform). Naming and considering verbs
#: ("call him Bob", "find it odd", "keep it clean") have a predicate of another kind and are
#: not listed.
RESULTATIVE_VERBS = frozenset(
    {"make", "render", "turn", "convert", "transform", "paint", "wipe", "cut", "knock"}
)


def _resultative(verb: Token) -> bool:
    """Is ``verb`` a RESULTATIVE_VERBS verb with an object and a result predicate: an object
    predicative ("paint the fence white"), a verbless small clause ("make [the store her
    own]"), or "into" after the object ("turn the garage into a studio")?"""
    if verb.lemma_.lower() not in RESULTATIVE_VERBS:
        return False
    deps = {c.dep_: c for c in verb.children}
    small_clause = any(
        c.dep_ == "ccomp"
        and not c.tag_.startswith("VB")
        and any(s.dep_ in ("nsubj", "nsubjpass") for s in c.children)
        for c in verb.children
    )
    if small_clause:
        return True
    if "dobj" not in deps:
        return False
    into = any(c.dep_ == "prep" and c.lower_ == "into" for c in verb.children)
    return "oprd" in deps or into


#: Heads of a measure phrase with no bound of its own (Krifka 1989: "more of the rock",
#: "much water" are cumulative, like a bare plural or mass noun).
NON_QUANTIZED_HEADS = frozenset({"more", "less", "much", "enough"})
#: Vague-quantity determiners that spaCy tags as adjectives ("several/many boxes"): like a
#: cardinal they bound the object's quantity, so the noun phrase is quantized, not cumulative
#: (Krifka 1989 on "three boxes" vs "boxes"; Quirk et al. 1985 §5.25 on "several/many/few").
VAGUE_QUANTITY_WORDS = frozenset({"several", "many", "few", "numerous", "various", "multiple"})


def _non_quantized(obj: Token) -> bool:
    """Is the object cumulative: a comparative or mass measure ("more of the rock", "much of
    it"), or a bare plural or mass common noun ("fences", "rock") with no determiner,
    possessor or numeral?"""
    if obj.lower_ in NON_QUANTIZED_HEADS:
        return True
    if obj.pos_ != "NOUN":
        return False
    if any(d.lower_ in VAGUE_QUANTITY_WORDS for d in obj.children if d.dep_ in ("amod", "det")):
        return False  # "several boxes": the parser's adjective is a quantity determiner (rt4 #2)
    return not any(d.dep_ in ("det", "poss", "nummod", "predet", "quantmod") for d in obj.children)


def _accomplishment(doc: Doc, complement: range) -> bool:
    """Is the complement's first verb an incremental-theme verb with a quantized direct object
    ("describe an ellipse", "write the letter", "eat three apples", "read his book"), or a
    resultative ("make the store her own", twenty-fourth pass, class 2), a telic verb phrase?
    Bare plurals and mass nouns ("write letters", "eat soup") are activities."""
    first = next((doc[i] for i in complement if doc[i].pos_ in ("VERB", "AUX")), None)
    if first is not None and _resultative(first):
        # "turn more of the rock into soil", "paint fences white": a resultative over a
        # non-quantized theme is cumulative, an activity (Krifka 1989, 1998 on the theme's
        # quantization deciding telicity; Dowty 1991 on incremental themes), so "began to turn
        # more of the rock into soil" entails "turned more of the rock into soil"
        # (ninety-eighth pass, s1202g verb-015)
        obj = next((ch for ch in first.children if ch.dep_ == "dobj"), None)
        return obj is None or not _non_quantized(obj)
    if first is not None and any(
        ch.dep_ == "prt" and ch.lower_ in TELIC_PARTICLES for ch in first.children
    ):
        # "started to tip over", "began to fall apart": a completive particle makes the verb
        # phrase telic (Brinton 1985; TELIC_PARTICLES), the onset does not verify the change
        # of state (hundred-twelfth pass, s1202u verb-067)
        return True
    if first is None:
        return False
    conjuncts = [v for v in _coordinated_verbs(first) if v.i in complement]
    for verb in conjuncts:
        if verb.lemma_.lower() not in INCREMENTAL_THEME_VERBS:
            continue
        objects = [ch for ch in verb.children if ch.dep_ == "dobj"]
        if not objects and verb is not conjuncts[-1]:
            # "began to build and renew the city": the parser hangs the shared object of a
            # coordinated verb phrase on the last conjunct only (right node raising, Postal
            # 1974 ch. 4; Quirk et al. 1985 §13.88), but it is the object of each verb, so
            # "build [the city]" is an accomplishment too. A coordination entails each of its
            # conjuncts, and "built and renewed the city" is not entailed when "built the city"
            # is not (the imperfective paradox; stop 84, vc169; s1205o verb-029)
            objects = [ch for ch in conjuncts[-1].children if ch.dep_ == "dobj"]
        if any(_quantized_object(obj) for obj in objects):
            return True
    return False


def _coordinated_verbs(first: Token) -> list[Token]:
    """``first`` and the bare verbs coordinated with it ("build and renew", "wash, dry and
    fold"), in sentence order; a conjunct with a subject of its own is another clause."""
    verbs = [first]
    for child in first.children:
        if (
            child.dep_ == "conj"
            and child.pos_ in ("VERB", "AUX")
            and not any(g.dep_ in ("nsubj", "nsubjpass") for g in child.children)
        ):
            verbs.extend(_coordinated_verbs(child))
    return sorted(verbs, key=lambda t: t.i)


def _quantized_object(obj: Token) -> bool:
    """Is the direct object quantized (Krifka 1989): a definite or counted noun phrase ("the
    letter", "his book", "three apples") or a pronoun "it/them" that stands for one?"""
    if obj.lower_ in ("it", "them"):
        return True
    for c in obj.children:
        if c.dep_ == "det" and c.lower_ in QUANTIZING_DETERMINERS:
            return True
        if c.dep_ in ("poss", "nummod"):
            return True
    return False


def _extraposed_complementizer(verb: Token, hypothesis: str) -> str:
    """The hypothesis without a leading "That" that the parser read as a determiner when the
    trigger has an anticipatory "it" subject and the clause after it has no complementizer.

    "It has been said that man is a rational animal": the parser took "that" as the determiner
    of "man" and left the clause without a mark, so the hypothesis began "That man is ...". An
    extraposed content clause with anticipatory "it" ("It is said/claimed/reported that P")
    normally keeps its "that" (Quirk et al. 1985 §18.33 on extraposition, §15.3 on the
    omission of "that" being rare in an extraposed subject clause; CGEL ch. 11 §4.1), so the
    word right after the trigger is the complementizer, and the demonstrative reading is out.
    With a referential subject ("He said that man was lying") both readings stand and the
    hypothesis is kept (hundred-twelfth pass, vc106; s1202u verb-023)."""
    if not hypothesis.startswith("That "):
        return hypothesis
    doc = verb.doc
    expletive = any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "it" and c.i < verb.i
        for c in verb.children
    )
    after = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    if not expletive or after is None or after.lower_ != "that" or after.dep_ != "det":
        return hypothesis
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None or any(c.dep_ == "mark" for c in clause.children):
        return hypothesis
    rest = hypothesis[len("That ") :]
    return capitalise(rest)


def _two_way_implicative(verb: Token, sig: str) -> bool:
    """A +/- verb of ``wordlists/implicatives.tsv`` ("manage", "bother"; Karttunen 1971)."""
    return sig == "+/-" and verb_lemma(verb) in implicatives()


#: Exclusive focus particles (Quirk et al. 1985 §8.116 restrictive subjuncts; König 1991).
EXCLUSIVE_PARTICLES = frozenset({"only", "merely"})
#: Focus particles that a negation turns into "not only/not merely" (König 1991 on "just" and
#: "simply" as exclusives; "did not just say X" = said more than X): flagged under ¬S only.
NEGATED_FOCUS_PARTICLES = EXCLUSIVE_PARTICLES | {"just", "simply"}


def exclusive_focus(verb: Token, words: frozenset[str] = EXCLUSIVE_PARTICLES) -> Token | None:
    """An exclusive particle (of ``words``) before the trigger that modifies it or its auxiliary
    ("He only wanted to help", "She had merely agreed to wait", "was only allowed to")."""
    heads = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    if verb.dep_ == "acomp":
        heads.append(verb.head)
    for h in heads:
        for c in h.children:
            if c.dep_ == "advmod" and c.lower_ in words and c.i < verb.i:
                return c
    return None


def _speaker_now(verb: Token, *, perfect: bool = False) -> bool:
    """Is ``verb`` said by the speaker of herself, now: a first-person subject (I, we) and a
    present tense with no modal or past auxiliary ("I know", "we do not find", "I don't see")?
    ``perfect``: the present perfect counts too ("we have not seen that P"; for the label)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ in ("MD", "VBD") for a in auxes):
        return False
    tensed = next((a for a in auxes if a.tag_ in ("VBP", "VBZ")), verb)
    # the present perfect counts ("we have not seen that P", "I haven't realized that P"): its
    # reference time is now (Reichenbach 1947; Quirk et al. 1985 §4.17 on the perfect's
    # current relevance), so the speaker reports her present state of knowledge, and saying
    # she has not (yet) found P out is no taking P for granted (Karttunen 1971: first-person
    # semifactives; sixty-eighth pass, vc62, the blind review's "we have not seen that X")
    if not perfect and any(a.lemma_ == "have" for a in auxes):
        # the Moore-paradox and discourse checks stay with the simple present: "I have not
        # (yet) discovered that P" is no self-defeating denial, as "I do not realize that P" is
        return False
    return tensed.tag_ in ("VBP", "VBZ")


def _negative_imperative(verb: Token) -> bool:
    """Is ``verb`` a negative imperative, "Don't / Do not / Never V": a bare (VB) verb with no
    subject and no modal, negated (Quirk et al. 1985 §11.26)?"""
    if verb.tag_ != "VB" or any(ch.dep_ in ("nsubj", "nsubjpass", "expl") for ch in verb.children):
        return False
    if any(ch.dep_ == "aux" and ch.tag_ == "MD" for ch in verb.children):
        return False
    return any(ch.dep_ == "neg" or ch.lower_ == "never" for ch in verb.children)


#: The conditional modal's forms as the parser tokenizes them ("I'd", "I wouldn't" = "wo" "n't").
_WOULD_FORMS = frozenset({"would", "'d", "wo"})


def _speaker_would_say(verb: Token) -> bool:
    """Is ``verb`` "say" with a first-person subject under the conditional "would" and no
    perfect ("I'd say", "we would not say")? The speaker's hedged judgment of her own, now."""
    if verb_lemma(verb) != "say":
        return False
    # the subject next to the verb: "All things considered, I'd say" (a fronted absolute
    # clause the parser also made a subject)
    subject = next((c for c in reversed(list(verb.lefts)) if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return False
    auxes = [c for c in verb.children if c.dep_ == "aux"]
    if any(a.lemma_ == "have" for a in auxes):
        return False  # "I would not have said that P": a counterfactual about a past judgment
    if _conditional_adjunct(verb):
        # "If there is a God, then I would not say that P": the judgment is the consequent of
        # a condition the speaker does not assert (Quirk et al. 1985 §15.33), not her own now
        return False
    return any(a.tag_ == "MD" and a.lower_ in _WOULD_FORMS for a in auxes)


#: Subordinators of reason and condition (Quirk et al. 1985 §15.17-15.45).
_REASON_CONDITION_MARKS = frozenset({"because", "if", "unless", "since"})


#: Verbs that take a noun phrase and a content clause together, the NP naming the addressee
#: or the person persuaded ("warned us, the road was closed"; Huddleston & Pullum 2002 ch. 4
#: §5 and ch. 11 §7.1 on complementation "NP + content clause"; Quirk et al. 1985 §16.57),
#: beyond the ditransitives WordNet lists (``takes_two_objects``).
_OBJECT_AND_CLAUSE_VERBS = frozenset(
    {"tell", "inform", "remind", "assure", "warn", "convince", "persuade", "notify"}
    | {"promise", "show", "teach", "advise", "bet", "ask", "bother"}
)


def _object_then_spliced_clause(verb: Token) -> bool:
    """Has the trigger a noun-phrase object, and after it, past a comma, the clause the parser
    made its complement ("The label says ten ounces, the box is half empty")?

    A verb of saying or thinking such as "say", "claim", "think" takes one internal
    complement, a noun phrase or a content clause, not both (Huddleston & Pullum 2002 ch. 4
    §5, ch. 11 §7.1; Quirk et al. 1985 §16.57 lists the verbs that take NP + clause, which
    ``_OBJECT_AND_CLAUSE_VERBS`` and the WordNet ditransitives cover). With its NP object
    realised, a clause after a comma is a second main clause spliced on (Quirk et al. 1985
    App. III.7 on the comma splice), the writer's own assertion, not what the subject said:
    the in-place hypothesis is no complement of the trigger, and the o/o "neutral" misreads a
    claim the writer makes (stop 93, vc191: blind review s9301). No pair."""
    lemma = verb_lemma(verb)
    if lemma in _OBJECT_AND_CLAUSE_VERBS or takes_two_objects(lemma):
        return False
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    clauses = [c for c in verb.children if c.dep_ == "ccomp"]
    if not objects or not clauses:
        return False
    obj, clause = objects[0], clauses[0]
    if obj.i > clause.left_edge.i or obj.pos_ not in ("NOUN", "PROPN", "NUM"):
        # a noun phrase proper: an object pronoun may be a misparsed recipient ("told me,
        # ..."), a "that" the complementizer before a parenthetical ("realized that, had he
        # ..., we'd ...": RP19 item), a "this/it" a cataphoric pointer to the clause
        return False
    if any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return False  # "says X, that P": an explicit complementizer opens a complement
    between = verb.doc[obj.right_edge.i + 1 : clause.left_edge.i]
    return any(t.text == "," for t in between) or (
        obj.right_edge.i + 1 < len(verb.doc) and verb.doc[obj.right_edge.i + 1].text == ","
    )


#: Interrogative words that open a main-clause open question (Quirk et al. 1985 §11.14; CGEL
#: ch. 10 §7).
_OPEN_QUESTION_WORDS = frozenset(
    {"who", "whom", "whose", "what", "which", "where", "when", "why", "how"}
)


def _wh_extracted_from_complement(verb: Token, feats: dict[str, Any]) -> bool:
    """Is a wh-word before the trigger an argument or adjunct of the complement ("Who do I
    need to file a claim with?", "What do you think she bought?")?

    In an open interrogative the fronted wh-phrase fills a gap inside the embedded clause
    (Ross 1967 on unbounded extraction; CGEL ch. 10 §7.1, ch. 11 §7 on open interrogatives):
    the complement then expresses an open proposition with a variable, not a proposition, and
    has no declarative form to be a hypothesis ("*Who I will file claim with?", s9301
    verb-078). The "question" flag kept such pairs out of the kept set; now there is no pair
    (stop 93, vc192). A wh-phrase of the matrix clause ("How many teams thought he would
    win?", "Why do you think so?" with "why" on the trigger) leaves the complement whole."""
    doc = verb.doc
    sent = verb.sent
    last = next((t for t in reversed(sent) if not t.is_space), None)
    if verb.dep_ != "ROOT" or last is None or last.text != "?":
        # a main-clause question only: a wh-word before a subordinate trigger opens a
        # relative, an embedded question or a free relative ("a place where ...", "Nobody
        # knows where he wanted to go", "That's why we tried to win"), left to their rules
        return False
    opener = next(
        (t for t in sent if not (t.is_punct or t.pos_ in ("CCONJ", "INTJ") or t.lower_ == "so")),
        None,
    )
    span = feats.get("complement_head_span")
    head = token_in_chars(doc, *span) if span else None
    if head is None:
        head = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if head is None or head.i == verb.i:
        return False
    for wh in doc[sent.start : verb.i]:
        if wh.lower_ not in _OPEN_QUESTION_WORDS or wh.tag_ not in WH_TAGS:
            continue
        if opener is None or wh.left_edge.i != opener.i:
            continue  # the wh-phrase opens the question ("Who do I ...", "And what did ...")
        if wh.dep_ == "mark":
            continue
        if wh.head.i == verb.i:
            # "Who do I need to file a claim with?": the parser hangs the wh-word on the trigger
            # (dep/dobj); a preposition stranded in the complement shows where its gap is
            # (CGEL ch. 7 §4.1 on preposition stranding)
            if (
                wh.dep_ in ("dep", "dobj")
                and wh.tag_ in ("WP", "WDT")
                and _stranded_preposition(head)
            ):
                return True
            continue
        if head == wh or head in wh.ancestors:
            return True
    return False


def _stranded_preposition(head: Token) -> bool:
    """Has the clause of ``head`` a preposition with no object of its own ("file a claim
    with", "talk about")?"""
    return any(
        t.dep_ == "prep"
        and t.pos_ == "ADP"
        and not any(c.dep_ in ("pobj", "pcomp") for c in t.children)
        for t in head.subtree
    )


def _spliced_imperative(verb: Token) -> bool:
    """Does a subjectless imperative follow the finite complement after a comma, hung by the
    parser on the trigger or on the complement's verb ("Girl says she's sick, give her
    Claritin-D")?

    An imperative has no subject, no tense and no modal (Quirk et al. 1985 §11.24-11.25): it
    directs the hearer and asserts nothing, so it is no part of a reported declarative, and
    after a comma it is a second main clause spliced on (Quirk et al. 1985 App. III.7), the
    writer's own directive. The in-place hypothesis would carry it ("She's sick, give her
    X.") and the added negation would deny the writer's directive with the report ("Girl does
    not say she's sick, give her X."): no pair (stop 93, vc192; s9301 verb-070, -082). Only
    after a finite complement (a VBD/VBZ/VBP verb or auxiliary) with no modal: "says she will
    cook, clean and shop" shares its modal with the bare "clean"."""
    head = next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if head is None or head.i < verb.i:
        return False
    auxiliaries = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" for a in auxiliaries):
        return False
    if head.tag_ not in ("VBD", "VBZ", "VBP") and not any(
        a.tag_ in ("VBD", "VBZ", "VBP") for a in auxiliaries
    ):
        return False
    for imp in (*verb.children, *head.children):
        if imp.i <= head.i or imp.dep_ not in ("ccomp", "conj", "parataxis", "dep"):
            continue
        if imp.tag_ != "VB" or imp.pos_ != "VERB":
            continue
        if any(
            c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass", "mark") for c in imp.children
        ):
            continue
        first = min(t.i for t in imp.subtree if not t.is_punct)
        if first > 0 and imp.doc[first - 1].text == ",":
            return True
    return False


def _misparsed_subordinate_trigger(verb: Token) -> bool:
    """Is the trigger, which the parser made a main clause, really inside a because- or
    if-clause that opens before its subject? Two misparses: "because of all of us, she seems
    to V" (the speaker's "because, of all of us, ..." without its comma: "because" and a
    prepositional phrase, no verb, before the subject; the parser reads "because of") and
    "If you want X and you don't want to V, you need Y" (the trigger is the second conjunct
    of the if-clause, and the parser hung the first conjunct, with its "and", on it). A
    subordinate clause is backgrounded (NOPE App. C negates only the main clause; Karttunen
    1973 on conditionals), so ¬S and an in-place hypothesis rewrite the wrong clause
    (s1202k verb-057, verb-058; hundred-first pass, vc95)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None:
        return False
    start = verb.sent.start
    before = verb.doc[start : subject.left_edge.i]
    marks = [t for t in before if t.lower_ in _REASON_CONDITION_MARKS]
    if not marks:
        return False
    mark = marks[-1]
    between = verb.doc[mark.i + 1 : subject.left_edge.i]
    if mark.lower_ == "because" and between and between[0].lower_ == "of":
        if not any(t.tag_ in FINITE_TAGS for t in verb.doc[start : mark.i]):
            # "Because of the strike, the union ...": a fronted adjunct of the trigger's own
            # clause, with no host clause before it
            return False
        tail = next((t for t in reversed(between) if not t.is_punct), None)
        if tail is not None and tail.tag_ == "CC":
            # "We stayed home because of the rain, and she seems to V": a coordinator before
            # the subject opens a main clause coordinated with the host, outside the "because
            # of" phrase (Quirk et al. 1985 §13.5 on clause coordination; md12)
            return False
        # "because of all of us, she ...": no verb between "because" and the subject
        return not any(t.pos_ in ("VERB", "AUX") for t in between) and any(
            t.text == "," for t in between
        )
    last = next((t for t in reversed(between) if not t.is_punct), None)
    if last is None or last.dep_ != "cc" or last.lower_ not in ("and", "or"):
        return False
    # "If you want X and | you don't want to V": the first conjunct, marked by "if", ends in
    # the coordinator right before the trigger's subject
    first = last.head
    return any(c.dep_ == "mark" and c.i == mark.i for c in first.children)


def _relative_gap_in_complement(doc: Doc, verb: Token, feats: dict[str, Any]) -> bool:
    """Is the trigger the verb of a that-less relative clause whose gap is in the complement
    ("the amount of trenching you need to do": "do" has no object, the relativised noun is
    it)? The relative clause restricts a noun; "the amount of trenching you will do" says
    nothing of the complement's truth, and its ¬S negates inside the noun phrase (CGEL ch. 12
    §3 on gaps; s1202k verb-011; vc95)."""
    from .verb_complement_adjuncts import _hollow_infinitive

    # a contact relative ("trenching you need to do") the parser may hang on the -ing noun
    # as a ccomp
    gerund = verb.head
    contact = (
        verb.dep_ == "ccomp"
        and gerund.tag_ == "VBG"
        and gerund.dep_ == "pcomp"
        and gerund.head.lower_ == "of"
        and gerund.head.head.pos_ == "NOUN"
    )  # "the amount of digging you need to do", not "quoted as saying the council had ..."
    if verb.dep_ != "relcl" and not contact:
        return False
    if verb.head.dep_ == "nsubj" and verb.head.head.lemma_ == "be":
        # "All they have agreed to do is continue talking": a pseudo-cleft, whose focus fills
        # the gap (Quirk et al. 1985 §18.29-18.30), is left to its own rules (RP19 row)
        return False
    if any(c.tag_ in ("WDT", "WP", "WP$") or c.lower_ == "that" for c in verb.children):
        return False
    head = next((c for c in verb.children if c.dep_ == "xcomp"), None)
    # the infinitive of a transitive verb (SemCor share of object frames >= 0.9) with no
    # object: the gap is its object
    if head is not None and _hollow_infinitive(head):
        return True
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    return clause is not None and _gapped_content_clause(clause)


def _gapped_relative_content(verb: Token) -> bool:
    """Is ``verb`` the bridge verb of a relative clause with no relative word ("things I think
    my dogs would love to chew on"), or the head of that verb's content clause ("love"), with
    the relative's gap in the content clause (``_gapped_content_clause``)? The parser may make
    the bridge verb of a contact relative the root ("... things I think ..."): then its
    subject stands right after a noun (the antecedent) that is no argument of it. A relative
    word ("things that I think ...", "which") is left to ``relative_that`` and the wh rules."""
    bridge, clause = (
        verb,
        next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None),
    )
    if verb.dep_ == "ccomp" and verb.head.i < verb.i:
        bridge, clause = verb.head, verb
    if clause is None or any(
        c.tag_ in ("WDT", "WP", "WP$") or c.lower_ == "that" for c in bridge.children
    ):
        return False
    subject = next((c for c in bridge.children if c.dep_ == "nsubj" and c.i < bridge.i), None)
    if subject is None or subject.left_edge.i == 0:
        return False
    antecedent = bridge.doc[subject.left_edge.i - 1]
    # "On this printer you want ...": the noun before the subject closes a fronted PP of the
    # bridge verb itself, an adjunct of its clause, not an antecedent (stop 91 pin, vc151)
    fronted_pp = antecedent.dep_ == "pobj" and antecedent.head.head.i == bridge.i
    relative = bridge.dep_ == "relcl" or (
        antecedent.tag_ in ("NN", "NNS")
        and antecedent.head.i != bridge.i
        and not fronted_pp
        and antecedent.dep_ in ("pobj", "dobj", "attr", "compound", "appos")
    )
    if not relative or any(t.lower_ == "that" for t in clause.subtree if t.dep_ == "mark"):
        return False
    return _gapped_content_clause(clause)


def _gapped_content_clause(clause: Token) -> bool:
    """Has the content clause ``clause`` of a relative-clause trigger the relative's gap
    ("things I think my dogs would love to chew on": "on" is stranded; "the ones I think
    you'll like": "like" has no object; "what I think is best": no subject)? A relative
    extracts out of the content clause of a bridge verb ("think", "say", "believe") and leaves
    its gap there (Ross 1967 on unbounded dependencies; CGEL ch. 12 §7.2 on relatives with
    the gap in an embedded clause; Quirk et al. 1985 §17.15), so the clause lifted out as a
    hypothesis ("My dogs would love to chew on.") lacks an obligatory argument (stop 91,
    vc187: s1207a verb-005). The gap is found at the end of the clause's verb chain (the
    clause's verb and its infinitives): a preposition with no object, a transitive verb
    (SemCor share >= 0.9) with no object, or a finite clause with no subject."""
    from .verb_complement_adjuncts import _hollow_infinitive

    if clause.pos_ in ("VERB", "AUX") and not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in clause.children
    ):
        return True
    verb = clause
    while True:
        if any(c.dep_ == "prep" and not list(c.children) and c.i > verb.i for c in verb.children):
            return True
        nxt = next((c for c in verb.children if c.dep_ == "xcomp" and c.i > verb.i), None)
        if nxt is None:
            break
        verb = nxt
    return _hollow_infinitive(verb)


#: Coordinators after which the subject of a bare verb cannot be left out: "so" and "yet"
#: are conjunct-like and allow no subject ellipsis (Quirk et al. 1985 §13.19-13.20: "*He was
#: tired, so went to bed"), so a subjectless base form after them heads an imperative.
_NO_ELLIPSIS_COORDINATORS = frozenset({"so", "yet"})


def _imperative_trigger(verb: Token) -> bool:
    """Is the trigger the verb of an imperative clause: a subjectless base form as the root
    ("Try to keep a surplus") or as a conjunct after "so"/"yet" (", so try to keep a surplus":
    the parser coordinates it with the clause before, whose subject it cannot share)? Not
    under "should/must" (``_directive_over``) nor after "and"/"or" ("They will rest and try to
    sleep": the conjunct shares the subject and the modal). A negative imperative ("Don't
    forget to V") has its own rules."""
    if verb.tag_ not in ("VB", "VBP") or any(
        c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "neg") and c.tag_ != "TO"
        for c in verb.children
    ):
        return False
    if verb.dep_ == "conj" and verb.head.dep_ == "ROOT" and _imperative_trigger(verb.head):
        # "Allow lists as keys but tell the user not to modify them": a subjectless plain-form
        # conjunct of an imperative root is itself a directive, whatever the coordinator (the
        # tagger may call it VBP, but a present-tense form needs a subject); the conjuncts
        # share the understood addressee subject (Quirk et al. 1985 §11.24 and §13.70 on
        # coordinated imperatives; Huddleston & Pullum 2002 ch. 10 §9.1), and a directive has
        # no truth value (Searle 1976; stop 75, vc135; s1204m verb-036)
        return True
    if verb.tag_ != "VB":
        return False
    if verb.dep_ == "ROOT":
        return verb.i == verb.sent.start or all(
            t.is_punct or t.dep_ in ("cc", "advmod", "intj", "discourse")
            for t in verb.doc[verb.sent.start : verb.i]
        )
    if verb.dep_ != "conj":
        return False
    cc = next((c for c in verb.children if c.dep_ == "cc" and c.i < verb.i), None)
    if cc is None:
        cc = next((c for c in verb.head.children if c.dep_ == "cc" and c.i == verb.i - 1), None)
    return cc is not None and cc.lower_ in _NO_ELLIPSIS_COORDINATORS and cc.i == verb.i - 1


#: Courtesy markers of a request ("will please sit down", "will kindly raise a hand"): they
#: mark the clause as a directive whatever its form (Sadock 1974, "Toward a linguistic theory
#: of speech acts", on "please" as a request marker; Quirk et al. 1985 §8.89 courtesy subjuncts).
_COURTESY_MARKERS = frozenset({"please", "kindly"})


def _in_polite_directive(verb: Token) -> bool:
    """Is the trigger inside a subordinate clause (a relative on the addressees, an infinitive)
    of a main clause marked as a request by "please"/"kindly" ("All passengers who intend to
    smoke will please use the rear deck")? The main clause is a directive, with no truth value
    (Searle 1976), and the relative only picks out whom it addresses, so nothing in the
    sentence asserts or denies the complement, and the in-place hypothesis ("All passengers
    who smoke will please use ...") is still a request: no pair (hundred-twelfth pass, vc106;
    s1202u verb-028)."""
    root = verb.sent.root
    # every other word of the sentence is under its root; spaCy makes a new Token object on
    # each access, so the test is by index ("verb is root" never holds)
    if verb.i == root.i:
        return False
    return any(
        c.lower_ in _COURTESY_MARKERS and c.dep_ in ("intj", "advmod", "discourse")
        for c in root.children
    )


def _directive_over(verb: Token) -> bool:
    """Is ``verb`` in an imperative clause ("Show her that P"), the purpose infinitive of one
    ("Use body language to show that P"), or a subjectless bare conjunct of a verb under
    "should/must" ("You should give her space, but show that P": the conjunct shares the first
    conjunct's auxiliary, Quirk et al. 1985 §13.41 on ellipsis in coordinated predicates)?"""
    token = verb
    for _ in range(3):
        if is_imperative(token):
            return True
        # a subjectless conjunct is bare even where the tagger says VBP ("but show that P")
        if token.tag_ not in ("VB", "VBP") or any(
            c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") and c.tag_ != "TO"
            for c in token.children
        ):
            return False
        if token.dep_ == "conj":
            head = token.head
            if any(
                a.dep_ == "aux" and a.lower_ in ("should", "must", "ought") for a in head.children
            ):
                return True
        elif not (token.dep_ in ("advcl", "xcomp") and any(c.tag_ == "TO" for c in token.children)):
            return False
        token = token.head
    return False


def _speaker_can(verb: Token) -> bool:
    """Is ``verb`` the speaker's own present ability, "I/we can know that P" (¬S "we cannot know
    that P")? A speaker who says she cannot know P does not take P for granted: the
    first-person lapse of the semifactives' presupposition (Karttunen 1971) holds under the
    modal of present possibility as under the plain present (forty-fourth pass, s1130g:
    "... then we cannot know that the future will be better" was labelled entailment)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return False
    if any(c.lower_ in ("all", "both", "each") for c in verb.children):
        return False  # "we cannot all see that P": not all of us, P still taken for granted
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    return [a.lower_ for a in auxes if a.tag_ == "MD"] in (["can"], ["ca"])


#: Subordinators of adverbial clauses whose content is asserted, not backgrounded.
ASSERTED_ADVERBIAL_MARKS = frozenset({"though", "although", "whereas", "while", "because"})


#: Prepositions that are also subordinators of time (Quirk et al. 1985 §14.12, §15.25: "after
#: the data came in"): the small parser reads "after inspection of the data indicated that ..."
#: as a prepositional phrase followed by a verb conjunct.
_TEMPORAL_SUBORDINATORS = frozenset({"after", "before", "until", "till", "since", "once"})

#: Evaluative (emotive) adjectives whose extraposed that-clause subject is presupposed
#: ("It is odd/tragic/significant that P" presupposes P; Kiparsky & Kiparsky 1970, §1; Quirk
#: et al. 1985 §16.72 on putative/factual "that"). Not the epistemic ones ("It is clear /
#: likely / true that P"), whose clause carries the claim.
_FACTIVE_EXTRAPOSING_ADJECTIVES = frozenset(
    {"understandable", "odd", "strange", "surprising", "ironic", "tragic", "sad", "unfortunate",
     "fortunate", "remarkable", "significant", "interesting", "amazing", "astonishing",
     "regrettable", "curious", "shocking", "lucky", "disappointing", "noteworthy", "notable",
     "telling", "unsurprising", "natural", "funny"}
)  # fmt: skip


def _misparsed_temporal_clause(doc: Doc, head: Token) -> bool:
    """Is ``head`` a verb the parser made a conjunct although nothing coordinates it (no
    coordinator, no comma before it: "supported our hypothesis after inspection of the data
    indicated that ..."), after a prepositional "after/before/until/since/once" of its head?
    Bare juxtaposed finite predicates without a coordinator are no coordination in English
    (Quirk et al. 1985 §13.4), so the verb is the predicate of the temporal clause the
    preposition introduces as a subordinator (twenty-ninth pass)."""
    if head.dep_ != "conj" or head.head.i >= head.i or head.pos_ not in ("VERB", "AUX"):
        return False
    top = head.head
    between = doc[top.i + 1 : head.i]
    if any(t.dep_ == "cc" or t.text in (",", ";", ":") for t in between):
        return False
    return any(
        c.dep_ == "prep" and c.lower_ in _TEMPORAL_SUBORDINATORS and top.i < c.i < head.i
        for c in top.children
    )


def _extraposed_factive_subject(clause: Token) -> bool:
    """Is ``clause`` the extraposed that-clause subject of "it + be + evaluative adjective"
    ("It was understandable that the Administration preferred to stay out")? Extraposition
    keeps the clause the subject (Quirk et al. 1985 §18.33), and the evaluative adjective
    presupposes it (``_FACTIVE_EXTRAPOSING_ADJECTIVES``): a backgrounded clause like a clausal
    subject in place (twenty-ninth pass)."""
    if clause.dep_ != "ccomp" or clause.head.lemma_ != "be":
        return False
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return False
    copula = clause.head
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in copula.children):
        return False
    return any(
        c.dep_ == "acomp" and c.lower_ in _FACTIVE_EXTRAPOSING_ADJECTIVES for c in copula.children
    )


def _means_gerund(verb: Token) -> bool:
    """Is ``verb`` the gerund of a "by" phrase ("by stating that", "by helping to"), or a
    conjunct of one?"""
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    return verb.tag_ == "VBG" and verb.dep_ == "pcomp" and verb.head.lower_ == "by"


def _relative_in_fragment(doc: Doc, verb: Token) -> bool:
    """Is ``verb``'s clause a restrictive relative on a quantified noun phrase
    (``_quantified_restrictor``) that is no argument of any clause: the root of a verbless
    fragment ("Everyone who I have tried to help."), or one of several noun phrases the parser hung as subjects of one verb (a list of dislocated topics,
    "All we built, everyone who I tried to help, everything is gone")?

    A restrictive relative only narrows its noun's reference (Quirk et al. 1985 §17.3-17.5);
    a negation added inside it changes which people are meant and denies nothing, and with no
    clause asserting anything of the noun phrase (a fragment; a clause takes one subject,
    Huddleston & Pullum 2002 ch. 4 §3, so the other noun phrases are dislocated topics, ch. 16
    on dislocation) there is no proposition whose projection the ¬S pair could test: no ¬S
    pair (before: written, flagged ``negated-subordinate-clause``; blind review s9501
    verb-076). A relative on a subject or object of a clause keeps its flagged pair."""
    cur = finite_clause_head(doc, verb) or verb
    while cur.dep_ in ("conj", "xcomp") and cur.head.i != cur.i:
        cur = cur.head
    if cur.dep_ != "relcl" or supplementary_relative(cur):
        return False
    noun = cur.head
    if noun.pos_ not in ("NOUN", "PRON", "PROPN"):
        return False
    if not _quantified_restrictor(verb):
        # "LAC METHOD - A method that provides that ...": a noun phrase standing alone as a
        # definition or label (block language, Quirk et al. 1985 ch. 11) is an elliptical "it
        # is a method that ...", whose relative is the ascribed content, as in
        # ``_ascriptive_predicate_relative``; RP19 negated there. Only the restrictor of a
        # universal or free-choice quantifier ("everyone who", "anything that") is refused
        return False
    if noun.dep_ == "ROOT":
        return True
    subjects = ("nsubj", "nsubjpass")
    return noun.dep_ in subjects and sum(c.dep_ in subjects for c in noun.head.children) > 1


def _backgrounded_clause(doc: Doc, verb: Token) -> bool:
    """Is the clause the negation of ``verb`` lands in backgrounded rather than asserted: a
    relative or reduced relative clause, a finite adverbial clause, a clausal subject,
    an embedded yes/no question ("know if"), or the complement of a verb of wishing ("I hope
    you'll understand")? Main clauses, their conjuncts and the complements of verbs of saying,
    thinking and feeling are not (NOPE App. C negates there)."""
    cur = finite_clause_head(doc, verb) or verb
    if _misparsed_temporal_clause(doc, cur):
        return True
    while cur.dep_ in ("conj", "xcomp") and cur.head.i != cur.i:
        cur = cur.head
    if supplementary_relative(cur):
        # "Joseph Fourier, who did not show that P": a comma-set wh-relative restricts nothing
        # and asserts its clause on its own, like a coordinated clause (Quirk et al. 1985
        # §17.22; Potts 2005 ch. 4), so ¬S denies the trigger's clause there as in a main
        # clause; only a restrictive relative changes what its noun phrase refers to (stop 46)
        return False
    if cur.dep_ == "relcl" and _ascriptive_predicate_relative(cur):
        # "C is a class of theories that does not hold that S": the relative on an indefinite
        # predicative noun phrase is part of what is asserted of the subject (stop 48)
        return False
    if cur.dep_ in ("relcl", "acl", "csubj", "csubjpass"):
        return True
    if _extraposed_factive_subject(cur):
        return True
    if cur.dep_ == "advcl":
        # a finite adverbial clause ("after inspection of the data did not indicate"); a
        # supplementary participle is negated in place as RP19 does ("Finally, not convinced
        # that ..., he walked outside"); concessive and reason clauses are asserted (Hooper &
        # Thompson 1973; Quirk et al. 1985 §15.19), so "though I do not think ..." stays clean
        marks = {c.lower_ for c in cur.children if c.dep_ == "mark"}
        return not marks & ASSERTED_ADVERBIAL_MARKS and any(
            c.dep_ in ("nsubj", "nsubjpass", "expl") for c in cur.children
        )
    if cur.dep_ == "ccomp":
        marked = any(c.dep_ == "mark" and c.lower_ in ("if", "whether") for c in cur.children)
        if marked or cur.head.lemma_.lower() in WISH_VERBS:
            return True
        if _adverbial_focus_cleft_clause(cur):
            return True
        if _result_causative(cur.head):
            return True
        return _embedding_clause_backgrounded(doc, cur.head)
    return False


#: Dependents of "be" that an it-cleft focuses as an adverbial ("It was in Paris that ...", "It
#: was there that ...", "It was when he left that ...", "It was years later that ...").
_CLEFT_FOCUS_DEPS = frozenset({"prep", "advmod", "advcl", "npadvmod"})


def _adverbial_focus_cleft_clause(clause: Token) -> bool:
    """Is ``clause`` the that-clause of an it-cleft with an adverbial focus ("It was in Paris
    that she first began to write", "It was there that he first began ...")?

    The parser hangs the cleft clause on "be" like a content clause. A cleft's clause is
    presupposed and only the focus is asserted (Quirk et al. 1985 §18.25-18.28; CGEL ch. 16 §9;
    Delin 1992), so a negation added inside it ("It was in Paris that she did not first begin
    to write") changes the presupposed clause, not the sentence's claim, and no reader would
    negate the cleft that way: the denial goes on the copula ("It was not in Paris that ..."),
    which negates the focus, not the trigger. Extraposition ("It is true/clear that P", "It is
    a fact that P") has a predicative complement of "be" and is no cleft: left alone."""
    be = clause.head
    if be.lemma_.lower() != "be" or be.i >= clause.i:
        return False
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return False
    children = list(be.children)
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" and c.i < be.i for c in children):
        return False
    if any(c.dep_ in ("acomp", "attr", "oprd") for c in children):
        return False
    return any(c.dep_ in _CLEFT_FOCUS_DEPS and be.i < c.i < clause.i for c in children)


#: Causatives of result whose that-clause names the state of affairs brought about ("ensured
#: that democracy would continue to exist"; Karttunen 1971 on "ensure"-type implicatives).
_RESULT_CAUSATIVES = frozenset({"ensure", "insure", "guarantee"})


def _result_causative(head: Token) -> bool:
    """Is ``head`` "ensure/insure/guarantee" or "make sure/certain"? Its that-clause is the
    goal the subject secures, like a purpose clause (Quirk et al. 1985 §15.34 on clauses
    stating an aim; §16.36 on "make sure/see to it that"): a negation added inside it changes
    the goal ("ensured that democracy would not continue to exist"), not the sentence's claim,
    which is about the securing (forty-fourth pass, s1130g)."""
    lemma = head.lemma_.lower()
    if lemma in _RESULT_CAUSATIVES:
        return True
    if head.lower_ in ("sure", "certain") and head.dep_ in ("acomp", "oprd"):
        return head.head.lemma_.lower() == "make"  # the clause hangs on the adjective
    return lemma == "make" and any(
        c.dep_ in ("acomp", "oprd", "ccomp") and c.lower_ in ("sure", "certain")
        for c in head.children
    )


def _embedding_clause_backgrounded(doc: Doc, head: Token) -> bool:
    """Is the verb whose complement clause holds the trigger itself in a backgrounded clause
    ("an indictment that says [X conspired to ...]") or in a purpose infinitive ("put out
    reports to let people know [they are continuing to ...]")? What is not asserted stays
    unasserted in the clauses it embeds: a relative clause's or a purpose adjunct's content,
    with its complements, is backgrounded as a whole (Hooper & Thompson 1973 on assertion in
    embedded clauses; Quirk et al. 1985 §15.34 on purpose clauses stating an aim), so a negation
    added deep inside changes reported or intended content, not the sentence's claim
    (thirtieth pass). Complements of a main-clause verb of saying or thinking stay clean."""
    tok = head
    for _ in range(len(doc)):
        if tok.pos_ in ("VERB", "AUX") and is_finite_head(tok):
            break
        if tok.dep_ == "advcl" and _purpose_infinitive(tok):
            return True
        if tok.dep_ in ("relcl", "acl") or tok.head.i == tok.i:
            break
        tok = tok.head
    return _backgrounded_clause(doc, head)


def _purpose_infinitive(verb: Token) -> bool:
    """A subjectless to-infinitive adjunct ("put out reports to let people know"): an
    adverbial of purpose (Quirk et al. 1985 §15.34)."""
    return verb.tag_ == "VB" and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def _negated_copula(verb: Token) -> bool:
    """Is the trigger a participial adjective whose copula carries the negation ("She was not
    surprised to find him there")? The sentence is then the negative environment, and the second
    premise removes that "not" (issue #12, seventh review: it was marked 'negated')."""
    if verb.dep_ != "acomp" or verb.head.lemma_ != "be":
        return False
    return any(c.dep_ == "neg" and c.i < verb.i for c in verb.head.children)


def _infinitival_modifier(verb: Token) -> bool:
    """Is the trigger the verb of an infinitive modifying a noun ("a way to ensure that the
    data are clean", "the plan to force them to leave")? An infinitival relative or noun
    complement has a modal meaning (what can or should be done) and is not asserted (Quirk et
    al. 1985 §17.30, §17.33; CGEL ch. 12 §6): "We need a way to ensure that X" does not entail
    X (issue #12, seventh review)."""
    if verb.dep_ not in ("acl", "relcl") or verb.tag_ != "VB":
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    return verb.head.pos_ in ("NOUN", "PROPN", "PRON")


#: Dependency relations of a to-infinitive under a verb: a complement ("wants to ensure") or an
#: adjunct of purpose ("installed fans to ensure", "exists to ensure").
_INFINITIVE_UNDER_VERB = frozenset({"xcomp", "advcl"})


def _unasserted_infinitive(verb: Token) -> bool:
    """Is the trigger the verb of a to-infinitive that its own matrix does not assert ("He wants
    to ensure that X", "A window exists to ensure that X", "They installed fans to ensure that
    X")? A purpose infinitive states an aim, not an outcome (Quirk et al. 1985 §15.34), and the
    complement of a non-implicative verb is not asserted (Karttunen 1971: only implicatives such
    as "manage to" pass their complement's entailments up, RP19 Table 1), so the trigger's
    signature does not reach the sentence: "He wants to ensure that the room stays cool" does not
    entail "The room stays cool" (issue #12, twenty-fourth pass, class 2). Only a matrix whose
    positive environment is "+" ("managed to ensure", "helped to ensure") passes it on; an
    adverbial (purpose) infinitive never does. Factive presuppositions project anyway (+/+ is
    left alone by the caller)."""
    if verb.tag_ != "VB" or verb.dep_ not in _INFINITIVE_UNDER_VERB or verb.head.i == verb.i:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    head = verb.head
    if head.pos_ not in VERBAL_POS:
        return False
    if verb.dep_ == "advcl":
        return True
    return lookup_signature(verb_lemma(head), "to").signature.split("/")[0] != "+"


#: Root and epistemic modals of possibility and necessity (Quirk et al. 1985 §4.49-4.58);
#: not the future/conditional "will/would/shall", whose time the complement may share.
_DISPLACEABLE_MODALS = frozenset({"can", "ca", "could", "may", "might", "must", "should", "ought"})


#: Modals of deontic necessity whose displaced copy on the complement becomes "will": "The
#: children must be allowed to play outside" -> "The children will play outside". A deontic
#: modal's proposition is unactualised and future to the obligation (Palmer 2001 ch. 3 on
#: deontic modality as future-oriented; Quirk et al. 1985 §4.52-4.54), and a permission, a
#: request or an order obtained is for an act later than it (CGEL ch. 14 §9 on the future
#: orientation of catenative complements), so "will" states the act at the time the
#: obligation looks to, as the judge of s9501 verb-029 proposed; the trigger's o/o ("allow",
#: "ask", "permit") leaves it open, the neutral label holds. RP19's to-items have no modal
#: matrix; their hypotheses put the infinitive in the matrix's own time ("I intend to resume"
#: -> "I resume", "have moved to protect" -> "have protected"), and the time a deontic
#: "must/should" looks to is the future. Possibility modals ("could be asked to fight") stay
#: flagged: "can/could/may/might" there are as often epistemic (Coates 1983 chs. 5-6).
_DEONTIC_NECESSITY_MODALS = frozenset({"must", "should"})


def _displaced_matrix_modal(
    verb: Token, feats: dict[str, Any], hypothesis: str, positive: str
) -> str | None:
    """The modal of a non-implicative trigger (positive column "o") that the hypothesis keeps
    on the complement's verb while the trigger's event has another agent: a passive trigger
    ("Specific gladiators could be requested to fight" -> "Specific gladiators could fight")
    or an object-control/ECM one ("They could ask him to fight" -> "He could fight"), else
    None (twenty-sixth pass, class 3). In S the modal qualifies the requesting, asking or
    allowing by someone else; on the complement it reads as the controller's own ability,
    permission or obligation (root modals are subject-oriented, Quirk et al. 1985 §4.49-4.58;
    the modal's flavour comes from its context, Kratzer 1981), a claim S neither makes nor
    denies, and the stated "neutral" is no judgement on it. Only an implicative passes the
    matrix's tense and modality on to its complement (Karttunen 1971: "could manage to
    finish" -> "could finish"), so "+" triggers keep theirs."""
    if positive != "o":
        return None
    passive = any(c.dep_ == "auxpass" for c in verb.children)
    if not passive and feats.get("control") not in ("object", "ecm"):
        return None
    words = set(hypothesis.lower().replace(",", " ").replace(".", " ").split())
    modals = (
        a.lower_
        for a in verb.children
        if a.dep_ == "aux" and a.tag_ == "MD" and a.i < verb.i and a.lower_ in _DISPLACEABLE_MODALS
    )
    return next((m for m in modals if m in words), None)


def _lost_negative_adverb(
    feats: dict[str, Any], hypothesis: str, s_negative: bool, positive: str, negative: str
) -> str | None:
    """The negative adverb of the trigger's clause ("no longer", "hardly", "rarely"; the
    ``negative_adverb`` feature) when the hypothesis does not keep it (an object-control or
    that-clause hypothesis is built without the matrix adverbs), S has no negation of its own,
    and the signature's two columns differ (for o/o either column gives "neutral"), else None.
    The adverb sets the polarity of the trigger's context, so the positive column no longer
    gives S's label (Karttunen 2012 on the polarity of the embedding context)."""
    adverb = feats.get("negative_adverb")
    if not adverb or s_negative or positive == negative:
        return None
    words = hypothesis.lower().replace(",", " ").replace(".", " ").split()
    if " ".join(adverb.split()) in " ".join(words):
        return None
    return adverb


def _negative_adverb(verb: Token, c: Construction) -> str | None:
    """A negative adverb in the trigger's clause ("I rarely fail to ...", "was hardly surprised
    that") or in its infinitive, which shares the clause's polarity ("seems to hardly need")."""
    group = [verb, *(c for c in verb.children if c.dep_ in AUX_DEPS)]
    if verb.dep_ == "acomp":
        group.append(verb.head)  # "was hardly surprised that"
    if c.subtype == "to":
        group.append(verb.doc[c.head])
    for g in group:
        for child in g.children:
            if child.lower_ == "longer" and any(x.lower_ == "no" for x in child.children):
                return "no longer"  # "developers no longer need to choose"
    found = next(
        (c.lower_ for g in group for c in g.children if c.lower_ in NEGATIVE_ADVERBS), None
    )
    if found is None and _negative_little(verb):
        found = "little"
    if found is None:
        # "I hardly ever manage to", "scarcely ever": the negative degree adverb modifies the
        # frequency adverb, and the phrase is as negative as "never" (Klima 1964; Quirk et al.
        # 1985 §10.61 on "hardly ever" / "scarcely ever" as negatives; fifteenth pass)
        found = next(
            (
                f"{m.lower_} {c.lower_}"
                for g in group
                for c in g.children
                if c.dep_ == "advmod"
                for m in c.children
                if m.dep_ == "advmod" and m.lower_ in NEGATIVE_ADVERBS
            ),
            None,
        )
    return found


def _participle_after_object(verb: Token) -> bool:
    """Is ``verb`` a bare -ing participle (no auxiliary) hanging on a verb as its ``xcomp``
    after that verb's own object ("spent the afternoon trying to ...", "caught him trying
    to ...")? Its clause is a non-finite clause of the object, not the matrix predicate."""
    if verb.tag_ != "VBG" or verb.dep_ not in ("xcomp", "advcl", "oprd"):
        return False
    head = verb.head
    if head.i == verb.i or head.i > verb.i or any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    if verb.left_edge.i > 0 and verb.doc[verb.left_edge.i - 1].is_punct:
        return False  # ", not realizing that ...": a supplementive clause, its own rule
    return any(c.dep_ in ("dobj", "npadvmod") and head.i < c.i < verb.i for c in head.children)


def _that_and_wh_coordination(doc: Doc, c: Construction) -> bool:
    """Is the that-clause coordinated with a wh-clause inside the complement ("forgot that the
    shop had closed and where it had moved to")? The complement is then two clauses of unlike
    kinds, a declarative and an interrogative, both objects of the trigger (CGEL ch. 15 §4 on
    coordination of unlike content clauses), and the hypothesis that keeps both ("The shop had
    closed and where it had moved to.") is no sentence (hundred-fourteenth pass, vc108)."""
    head = doc[c.head]
    start, end = c.span
    for conj in head.children:
        if conj.dep_ != "conj" or not start <= conj.i < end or conj.pos_ not in ("VERB", "AUX"):
            continue
        first = conj.left_edge
        if first.tag_ in WH_TAGS or (first.lower_ in ("whether", "if") and first.dep_ == "mark"):
            return True
    return False


#: Words before or under "little" that make it the degree phrase ("a little", "very little",
#: "so little"), not the negative adverb (``_negative_little``).
_LITTLE_DEGREE = frozenset({"a", "very", "so", "too", "as"})


def _negative_little(verb: Token) -> bool:
    """Is "little" a negator of ``verb``: a bare "little" before it ("these executives little
    suspected that ...", "he little knew")? Before a verb (and inverted, "Little did he know")
    "little" is a negative adverb like "hardly", not the degree phrase "a little" (Klima 1964
    on "little" among the negative adverbs; Quirk et al. 1985 §10.61, "little" with verbs of
    knowing and caring): it licenses NPIs and "either" tags, and adding "not" gives "did not
    little suspect", a double negation no writer produces (hundred-fourteenth pass, vc108)."""
    return any(
        c.lower_ == "little"
        and c.dep_ in ("advmod", "dobj", "npadvmod")
        and c.i < verb.i
        and not any(d.lower_ in _LITTLE_DEGREE for d in c.children)
        and not (c.i > 0 and verb.doc[c.i - 1].lower_ in _LITTLE_DEGREE)
        for c in verb.children
    )


def confidence_of(feats: dict[str, Any]) -> float:
    """How likely both pairs are good; orders the review queue (docs/verb_complement.md).

    Starts from the construction's clarity (marked complement CERTAIN, that-less HIGH, purpose
    reading PLAUSIBLE; a non-construction kept for transparency UNCERTAIN) and subtracts a STEP
    for each thing that makes the negated premise less natural or the label less sure: no
    listed signature (o/o by default), negation elsewhere in the sentence (the added "not" makes
    a double negation), a question, a negative adverb in the trigger's clause, a trigger in an
    adverbial clause ("anytime she wants to": ¬S negates the subordinate clause).
    """
    if feats.get("non_construction"):
        return C.UNCERTAIN
    level = C.HIGH if feats["bare"] else C.PLAUSIBLE if feats["purpose_reading"] else C.CERTAIN
    if feats["signature_source"] == "default":
        level -= C.STEP  # no signature in the lexicon: o/o by default (RP19 §4.1)
    if feats.get("other_negation"):
        level -= C.STEP
    if feats["question"]:
        level -= C.STEP
    if feats.get("negative_adverb"):
        level -= C.STEP
    if feats.get("in_adverbial_clause"):
        level -= C.STEP  # "anytime she does not want to": negating a subordinate clause
    return level


def _provided(sentence: Sentence, ctx: RunContext) -> bool:
    return ctx.parser.startswith("provided") and bool(sentence.parse)


@phenomena.register("verb_complement")
class VerbComplement(Phenomenon):
    """RP19 §4.1 verb-complement constructions; see the module docstring."""

    name = "verb_complement"
    version = "0.4"  # issue #12 sixth review: rules change candidates and pairs
    subtypes = ("to", "that")
    # Rules read entity types (a PERSON subject, a DATE-typed measure, a named work): declare
    # the recogniser they read (dx02; the parse enables every phenomenon's components anyway).
    spacy_components = WITH_NER

    def prefilter(self) -> dict[str, Lexical]:
        # "to"/"that" are tokens of every marked construction; bare complements are restricted to
        # the forms in bare_complement_forms(), which the extractor checks too.
        return {
            "to": Lexical.any_of({"to"}),
            "that": Lexical.any_of({"that"} | bare_complement_forms()),
        }

    def constructions(self, doc: Doc, sentence: Sentence, ctx: RunContext) -> list[Construction]:
        if _provided(sentence, ctx):
            found = tree_constructions(doc, sentence.parse or "")
            if found is not None:
                return [c for c in found if self._accept_tree(doc, c)]
        return list(spacy_constructions(doc))

    @staticmethod
    def _accept_tree(doc: Doc, c: Construction) -> bool:
        """Same lexical guarantees as the spaCy route, so the prefilter stays a necessary condition."""
        if c.complementizer is None:
            return doc[c.verb].lower_ in bare_complement_forms()
        return doc[c.complementizer].lower_ == c.subtype

    def extract(
        self, doc: Doc, sentence: Sentence, subtypes: frozenset[str], ctx: RunContext
    ) -> Iterator[Candidate]:
        apply_filters = bool(ctx.options.get("apply_filters"))
        for c in self.constructions(doc, sentence, ctx):
            if c.subtype not in subtypes:
                continue
            excluded = exclusion_of(doc, c)
            if excluded is not None and excluded.drop:
                continue
            feats = features_of(doc, c)
            feats["non_construction"] = excluded.reason if excluded is not None else None
            feats["filtered"] = feats["filtered"] or excluded is not None
            if apply_filters and feats["filtered"]:
                continue
            verb = doc[c.verb]
            confidence = confidence_of(feats)
            yield self.candidate(
                sentence,
                ctx,
                c.subtype,
                verb,
                lemma=verb_lemma(verb),
                confidence=confidence,
                features=feats,
                key=f"{c.head}",
            )

    def rewrite(
        self, candidate: Candidate, doc: Doc, sentence: Sentence, ctx: RunContext
    ) -> Iterator[Pair]:
        """⟨S, C⟩ and ⟨¬S, C⟩ labelled from the signature (RP19 §4.1, Table 1).

        + -> entailment, - -> contradiction, o -> neutral; the first half of the signature labels
        the positive environment, the second the negative one. When the main verb is already
        negated in S, S is the negative environment and ¬S (negation removed) the positive one.
        """
        feats = candidate.features
        if feats.get("complement_span") == [0, 0]:
            return  # the extractor found no complement words (``_char_span``): nothing to pair
        verb = token_in_chars(doc, candidate.char_start, candidate.char_end)
        comp = complement_of(doc, candidate)
        if (
            candidate.subtype == "to"
            and comp.rule.endswith(":in_place")
            and reduced_participle_clause(verb)
        ):
            # "When asked to comment, the minister declined" -> "When commented, ...": no
            # pair (verb_complement_stance); with a controller found ("When asked by the
            # reporter to estimate the total, Neumann ..." -> "Neumann estimated the total.")
            # the pairs stay
            return
        if (
            _misparsed_subordinate_trigger(verb)
            or _relative_gap_in_complement(doc, verb, feats)
            or _gapped_relative_content(verb)
            or (candidate.subtype == "that" and _object_then_spliced_clause(verb))
            or (candidate.subtype == "that" and _spliced_imperative(verb))
            or _wh_extracted_from_complement(verb, feats)
        ):
            # "I like her because of all of us, she seems to have hope", "If you want X and
            # you don't want to barter away Y, ...", "the amount of trenching you need to do":
            # the trigger is in a subordinate clause, and both ¬S and the in-place hypothesis
            # would rewrite that clause, not the sentence's claim: no pair (vc95); "things I
            # think my dogs would love to chew on": the relative's gap is in the complement
            # (_gapped_relative_content; stop 91, vc187); "The label says ten ounces, the box
            # is half empty": the clause after the NP object is spliced on, no complement
            # (_object_then_spliced_clause; stop 93, vc191)
            return
        if (_imperative_trigger(verb) or _in_polite_directive(verb)) and feats[
            "signature"
        ] != "+/+":
            # "..., so try to keep a surplus of food on hand": an imperative has no truth
            # value, so neither it nor its negation entails or contradicts anything (Searle
            # 1976 on directives; Portner 2004): no pair (hundred-first pass, vc95). A
            # factive's presupposition projects from it ("Remember that P"; Karttunen 1973),
            # and +/+ keeps its pairs (as in the ":imperative" frame below)
            return
        if candidate.subtype == "to" and (
            hedged_belief(verb) or minimizer_begin(verb) or epistemic_present_have_to(verb)
        ):
            # "I'd like to think that P" (a hedge, not "I'll think that P"), "I can't begin to
            # tell you how ..." (a minimizer idiom; "I can begin to tell you" is no positive
            # counterpart), "Everything has to be an argument" (epistemic or exasperated "has
            # to be", which the deontic o/o misreads): idioms, not complement-taking uses, so
            # no pair (verb_complement_idioms; stop 92, vc190, blind review s1208a)
            return
        sig = feats["signature"]
        positive, negative = sig.split("/")
        frame = ""
        modifier = feats.get("infinitival_modifier") or feats.get("unasserted_infinitive")
        # a disparaged belief ("you're confused if you think P") is the speaker's own verdict
        # on P, not an open supposition (ninety-third pass, vc87)
        disparaged = feats.get("signature_source") == "belief:disparaged"
        if (feats.get("non_assertive_frame") or feats.get("nominal_clause") or modifier) and (
            sig != "+/+" and not disparaged
        ):
            # "If you manage to finish, call me" does not entail "You finish": a conditional /
            # "as if" / "it wasn't that" clause asserts nothing, only factive presuppositions
            # project out of it (Karttunen 1973, holes and plugs)
            # "The first step is ensuring that X", "Ensuring that X is hard": a gerund or
            # infinitive clause used as a subject or specificational value names an activity
            # and asserts nothing either
            # "a way to ensure that X": an infinitive modifying a noun is not asserted either
            nominal = feats.get("nominal_clause") and not feats.get("non_assertive_frame")
            positive, negative = "o", "o"
            frame = ":nominal_clause" if nominal else ":non_assertive_frame"
            if modifier and not feats.get("non_assertive_frame"):
                if feats.get("infinitival_modifier"):
                    frame = ":infinitival_modifier"
                elif not nominal:
                    # "wants to ensure that X", "exists to ensure that X" (_unasserted_infinitive)
                    frame = ":unasserted_infinitive"
        elif sig == "+/+" and feats.get("unasserted_infinitive") and _factive_in_others_wish(verb):
            # "She begged Mary to admit that he was wrong": the factive sits in the
            # unrealised to-complement of another person's directive or wish, so its
            # presupposition is that person's belief, not the speaker's (stop 98, vc212;
            # see the helper)
            positive, negative = "o", "o"
            frame = ":unasserted_infinitive_factive"
        elif feats.get("unrealised_frame") and positive == "+" and sig != "+/+":
            # "until we can confirm that p", "before they can manage to V": the trigger's own
            # event is not realised, so its entailment does not hold (unrealised_frame; vc95)
            positive, negative = "o", "o"
            frame = ":unrealised_frame"
        # COCA/MNLI text is tokenized ("do n't", "knees ,"); citations are source apparatus
        hypothesis = clean_corpus_noise(strip_citations(detokenize(comp.text)))
        # "He said that the plan failed, in short": the conjunct belongs to the matrix
        hypothesis = strip_trailing_summative(hypothesis)
        # "though", ", Scott": the speaker's words (rewrite.discourse, dl4)
        hypothesis = speaker_free(doc, hypothesis, conjuncts=not comp.rule.endswith(":in_place"))
        # "And we've all come to accept it" -> "We all accept it." (hundred-sixteenth pass)
        hypothesis = initial_and_cut(doc, hypothesis)
        splice = conjunct_comma_splice(doc, verb)
        if comp.rule.endswith(":in_place") or splice is not None:
            # "A; however, the user wants to V" -> "The user will V", not "A; however, the user
            # will V" (see the helper; stop 76, vc138); "A, however the tool allows you to V"
            # -> "You V" whatever the rule: the clause before the comma splice is no part of
            # the complement (stop 79, vc149)
            hypothesis = _semicolon_clause_cut(doc, verb, hypothesis, splice)
        # "A and B; the latter is considered to be X" -> "B is X.", not "The latter is X."
        # (verb_complement_former_latter; vc228)
        unresolved = hypothesis
        hypothesis, former_latter = former_latter_antecedent(doc, hypothesis)
        if candidate.subtype == "to" and feats.get("control") in ("object", "ecm"):
            # "X uses Y, which allows it to V" -> "X Vs": the host clause's subject for the
            # controller "it" (verb_complement_adjuncts; stop 79, vc148)
            span = feats.get("controller_span")
            hypothesis = relative_controller_antecedent(
                doc, verb, token_in_chars(doc, *span) if span else None, hypothesis
            )
        if candidate.subtype == "to":
            # "Even the old mill struggled to keep up" -> "The old mill kept up.", not "Even the
            # old mill kept up.": see _subject_even_dropped (stop 97, vc205)
            hypothesis = _subject_even_dropped(verb, hypothesis)
        if candidate.subtype == "that":
            # "A woman told police that he had shoved her" -> "He had shoved a woman ...": the
            # indefinite antecedent for the pronoun (verb_complement_fragments; 39th pass)
            hypothesis = indefinite_antecedent(doc, verb, _complement_range(doc, feats), hypothesis)
            # "X announced that it had failed" -> "X had failed": the pronoun's antecedent is
            # the trigger's subject (verb_complement_fragments; hundred-eleventh pass)
            hypothesis = subject_antecedent(doc, verb, _complement_range(doc, feats), hypothesis)
            # "It has been said that man is mortal" -> "Man is mortal.", not "That man ..."
            hypothesis = _extraposed_complementizer(verb, hypothesis)
            # "For each line, you show that P" -> "For each line, P" (see the helper; stop 76,
            # vc138)
            hypothesis = _with_distributive_binder(
                doc, verb, _complement_range(doc, feats), hypothesis
            )
        # "only one 'server." -> "only one 'server'." (verb_complement_fragments; vc105); not
        # marks the source's own cleaning drops as splitting debris ('write " Strict Machine "
        # based on the images. "'): put back, they would quote what the source does not
        source_text = detokenize(sentence.text)
        requoted = close_cut_quote(source_text, hypothesis)
        if requoted == hypothesis or not quotation_altered(
            clean_corpus_noise(source_text), requoted
        ):
            hypothesis = requoted
        first_word = hypothesis.split(" ", 1)[0]
        if hypothesis[:1].islower() and not any(ch.isupper() for ch in first_word[1:]):
            # '"I forbid you to go out in that boat!"' -> "you go out in that boat.": the
            # opening quote the builder capitalised is gone, and a sentence starts with a
            # capital (thirtieth pass); "iPhone"-like words keep their own case
            hypothesis = capitalise(hypothesis)
        inevitable = _cannot_fail_modal(verb, sig)
        if inevitable is not None:
            # "This policy cannot fail to damage the economy": the impossibility of not V-ing
            # is the necessity of V-ing (the duality of possibility and necessity, ¬◇¬p = □p;
            # Kratzer 1981; Horn 1989 ch. 4 on "cannot fail to" as a litotes), so the
            # implicative's usual hand-over of the modal ("could manage to finish" -> "could
            # finish", Karttunen 1971) would give the much weaker "This policy can damage the
            # economy". The prediction "will V" says what S says; "could not fail to" (past
            # inevitability or a remote conditional, Quirk et al. 1985 §4.59) has no finite
            # rendering that fits both readings, and there is no pair; nor is there a ¬S pair
            # ("can fail to V" neither contradicts nor entails "will V"; sixty-first pass)
            if inevitable not in ("can", "ca"):
                return
            hypothesis, replaced = re.subn(r"\bcan\b", "will", hypothesis)
            if replaced != 1:
                return
        deontic = _displaced_matrix_modal(verb, feats, hypothesis, positive)
        if (
            deontic in _DEONTIC_NECESSITY_MODALS
            and len(re.findall(rf"\b{deontic}\b", hypothesis)) == 1
        ):
            # "Those recruits must be allowed to join the march" -> "Those recruits will join
            # the march" (was "must join", flagged matrix-modal-in-hypothesis): see
            # _DEONTIC_NECESSITY_MODALS (stop 95, vc197)
            hypothesis = re.sub(rf"\b{deontic}\b", "will", hypothesis)
        if quotation_altered(clean_corpus_noise(detokenize(sentence.text)), hypothesis):
            # 'She seems to "believe the old stories"' -> 'She "believes the old stories"':
            # the rewrite changed words inside quotation marks (sixty-fifth pass, vc59): no pair
            return
        if defective_form_used(hypothesis):
            # "She refused to beware of strangers" -> "*She bewared of strangers": a verb with
            # no finite or participial forms (lexicon.inflection.BASE_ONLY_VERBS) cannot head
            # the finite hypothesis: no pair (stop 98, vc212)
            return
        if _attribution_lost(doc, verb, hypothesis):
            # "According to prosecutors, he managed to escape" does not entail "He escaped":
            # the source adjunct makes the whole clause a report (evidential "according to",
            # Quirk et al. 1985 §8.91 viewpoint/source adjuncts); without it the hypothesis is
            # the speaker's own claim, which neither S nor ¬S commits to (issue #12, 4th review)
            positive, negative = "o", "o"
            frame = ":attribution"
        if (
            candidate.subtype == "that"
            and (positive, negative) == ("o", "o")
            and not frame
            and _counterfactual_wish(doc, verb, _complement_range(doc, feats))
        ):
            # "She wished that she had not encouraged them" -> "She had not encouraged them":
            # "wish" with a past or past perfect complement is counterfactual and presupposes
            # the complement false (Iatridou 2000, "The grammatical ingredients of
            # counterfactuality", LI 31(2); Quirk et al. 1985 §14.25 on the hypothetical past
            # after "wish"); RP19's annotators rate S contradiction ("wish that they were
            # Caribbean": -2,-2,-1) and the odd "did not wish that ..." neutral
            positive = "-"
            frame = ":counterfactual_wish"
            if _irrealis_were(doc, verb) and not _prospective_passive_wish(verb):
                # "I do not wish it were already kindled" still takes it that it is not: the
                # singular "were" is the irrealis mood itself (Quirk et al. 1985 §3.62, the
                # were-subjunctive; CGEL ch. 3 §1.7), and the counterfactive presupposition it
                # carries survives negation like a factive's (Karttunen 1971, "Some
                # observations on factivity"; Kiparsky & Kiparsky 1970): -/-. A form that is
                # also the plain past ("they were", "was") is left o on the negated side, as
                # RP19's annotators read it (gold 1270, 1362: 0,0,0 and 0,0,2); stop 88, vc177
                # (s1205s verb-035)
                negative = "-"
        corrected = corrected_belief(verb) if candidate.subtype == "that" else None
        if not frame and (positive, negative) == ("o", "o") and corrected is not None:
            # "Oh, I thought Joey was here", "I'm sorry, I thought you said it was okay", "At
            # first I thought she was doing a scene": past "thought" with a change-of-state
            # "oh" (Heritage 1984), an apology or a time frame restricting the belief to the
            # past conveys that the belief was false (verb_complement_dialogue; Ross & Pavlick
            # 2019 on past "think"), so S contradicts the complement (eighty-third pass, vc77)
            positive = "-"
            frame = f":corrected_belief:{corrected}"
        plug = None if comp.rule.endswith(":in_place") else _plug_over(verb, factive=sig == "+/+")
        if plug is not None and (positive, negative) != ("o", "o"):
            # "Sinbad says she realizes that the ship is sinking" does not commit the speaker to
            # "The ship is sinking": a verb of saying (or another person's attitude) over the
            # trigger's clause plugs what the trigger entails or presupposes (Karttunen 1973;
            # word list header). An in-place hypothesis keeps the plug ("He claims that he
            # escaped") and keeps the trigger's label.
            positive, negative = "o", "o"
            frame = f":plug:{plug}"
        if not frame and not feats.get("verb_negated") and emotive_hedge(verb) is not None:
            # "I'm not ashamed to say that I cried", "We are proud to announce that the school
            # has won": a first-person present emotive hedge performs the saying (Fraser 1975,
            # "Hedged performatives"), so the speaker asserts the complement: entailed, not the
            # o/o of a report (verb_complement_context.emotive_hedge; twenty-third pass)
            positive = "+"
            frame = ":emotive_performative"
        if (
            frame in ("", ":unasserted_infinitive")
            and not feats.get("verb_negated")
            and formula_performative(verb) is not None
        ):
            # "I beg to inform you that P", "I make bold to inform you that P": the formula
            # performs the informing (verb_complement_commitment; stop 103, vc226)
            positive = "+"
            frame = ":formula_performative"
        if (
            frame in ("", ":unasserted_infinitive")
            and not feats.get("verb_negated")
            and purpose_performative(verb) is not None
        ):
            # "I'm just here to inform you that P", "I am writing to inform you that P": the
            # utterance performs the informing it states as its errand (Fraser 1975; Searle
            # 1969), so P is entailed, though the infinitive of purpose is otherwise unasserted
            # (verb_complement_context.purpose_performative; hundred-sixth pass)
            positive = "+"
            frame = ":purpose_performative"
        if (
            not frame
            and candidate.subtype == "that"
            and not feats.get("verb_negated")
            and speaker_performative(verb) is not None
        ):
            # "I can tell you that X", "Let me say that X", "I can report that X": a first-person
            # assertive performative commits the speaker to X (Austin 1962; Searle 1969, 1975);
            # the report's o/o holds for others' sayings and for "I cannot report that X"
            # (verb_complement_stance.speaker_performative; forty-first pass)
            positive = "+"
            frame = f":performative:{speaker_performative(verb)}"
            if frame == ":performative:obligation" and necessity_performative(verb):
                # "I do not need to tell you that P", "I don't have to tell you that P": the
                # negation of a necessity is "no need" (Palmer 2001 §3.2; Horn 1989 §4.4 on
                # "need not"), and what the speaker need not tell the hearer is what the
                # hearer is taken to know already: P is presented as given, like "needless to
                # say, P" (Quirk et al. 1985 §15.22 on comment clauses; Fraser 1975). So ¬S
                # entails P too (stop 91, vc187: s1207a verb-011, judged entailment). "I should
                # not warn you that P" is no such "no need" and stays open
                negative = "+"
        if (
            not frame
            and candidate.subtype == "that"
            and feats.get("verb_negated")
            and negated_explicit_performative(verb) in ("say", "tell")
            and _negated_saying_formula(verb)
        ):
            # "I don't say to you that P": removing the negation leaves the speaker's saying
            # formula "I say to you that P", which asserts P (Austin 1962 lecture V; Searle
            # 1976; verb_complement_stance._speaker_saying_formula), so that premise entails
            # P; S itself, the disclaimer, stays open (o). Blind review ab89b verb-002 judged
            # the negation_removed pair entailment, verb-000 kept S neutral (stop 90, vc185)
            positive = "+"
            frame = ":performative:negation_removed"
        if (
            not frame
            and candidate.subtype == "that"
            and (positive, negative) == ("o", "o")
            and verb_lemma(verb) == "doubt"
            and _speaker_now(verb)
        ):
            # "I do not doubt that the bridge will hold" -> "The bridge will hold": "doubt" is
            # the lexical negation "think not / be uncertain" (Horn 1989 §5.3 on incorporated
            # negation), so "not doubt" is "be certain", and a speaker who says so of herself
            # now asserts the complement (the first-person present as a hedged assertion,
            # Urmson 1952 "Parenthetical verbs"; Fraser 1975 on hedged performatives), as the
            # blind reviews label it. "I doubt that P" itself stays open (o), and another's
            # not doubting ("She does not doubt that P") is a report: o/o (fifty-first pass)
            negative = "+"
            frame = ":speaker_not_doubt"
        beside = _factive_sharing_clause(verb) if candidate.subtype == "that" else None
        if not frame and positive == "o" and beside is not None and not feats.get("verb_negated"):
            # "The optimist thinks that this is the best of all worlds, and the pessimist knows
            # it": a factive conjunct shares the trigger's that-clause (its "it" or its gap) and
            # presupposes it, and the presupposition of an unembedded conjunct is the
            # speaker's (Kiparsky & Kiparsky 1970; Karttunen 1973 on "and" passing
            # presuppositions on), so S entails the complement whatever the trigger's own
            # signature (hundred-sixteenth pass, s1202x verb-056). ¬S is flagged
            # ``negated-beside-factive`` and keeps its label
            positive = "+"
            frame = f":factive_beside:{beside}"
        if (
            not frame
            and candidate.subtype == "that"
            and (positive, negative) == ("o", "o")
            and verb_lemma(verb) == "doubt"
            and _negative_imperative(verb)
        ):
            # "So don't doubt that you deserve a holiday" -> "You deserve a holiday": a
            # directive not to doubt P has as its sincerity condition that the speaker holds P
            # (Searle 1969 §3.4, 1976 on directives: one urges the hearer to be certain only of
            # what one takes to be so), and "not doubt" is "be certain" (Horn 1989 §5.3), as in
            # the speaker's own "I do not doubt that P" above: entailment (seventy-third pass)
            negative = "+"
            frame = ":imperative_not_doubt"
        if (
            not frame
            and candidate.subtype == "that"
            and (positive, negative) == ("o", "o")
            and _speaker_would_say(verb)
        ):
            # "I would not say that the hotel was clean", "I wouldn't say the film was boring":
            # the speaker's own hedged judgment under the conditional "would" (Fraser 1975 on
            # hedged performatives), and "not say" here is neg-raising: the speaker conveys "I
            # would say it was not clean", the litotes of a denial (Horn 1989 §5.2-5.3 on
            # neg-raising and its pragmatic strengthening; the blind review: "the speaker is
            # the authority on her own loyalty"), so ¬-environment P is contradicted. "I would
            # say that P" is a hedged assertion whose commitment judges grade differently and
            # stays o; another's "He would not say that P" is a report: o/o (seventy-third pass)
            negative = "-"
            frame = ":speaker_would_not_say"
        if (
            not frame
            and not feats.get("verb_negated")
            and positive == "o"
            and (candidate.subtype == "that" or verb_lemma(verb) in PROPOSITIONAL_INFINITIVE_VERBS)
        ):
            # "X correctly judged that P" entails P, "X wrongly believed that P" contradicts it:
            # the evaluative adverb says whether the attitude was true (Ernst 2002 ch. 2;
            # verb_complement_stance.evaluative_adverb; forty-fourth pass). "The critics are
            # right in saying that P" entails P, "They were mistaken in believing that P"
            # contradicts it: the evaluative predicate judges the report or attitude true or
            # false, and the speaker is committed to that judgment (Kiparsky & Kiparsky 1970;
            # Karttunen 1971; verb_complement_stance.evaluative_predicate; fifty-fourth pass).
            # Under the added "not" the adverb is what is denied, and with a predicate the
            # "not" lands in the gerund or infinitive ("right in not saying"): ¬S is neutral
            # (and flagged below)
            for kind, evaluation in (
                ("evaluative_adverb", evaluative_adverb(verb)),
                ("evaluative_predicate", evaluative_predicate(verb)),
            ):
                if evaluation is not None:
                    positive, negative = evaluation[1], "o"
                    frame = f":{kind}:{evaluation[0]}"
                    break
        if (
            candidate.subtype == "to"
            and not frame
            and positive == "o"
            and verb_lemma(verb) in CONATIVE_VERBS
            and _complement_verb_lemma(doc, feats) in CONATIVE_VERBS
        ):
            # "Several Presidents have sought to try to deal with it" -> "... have tried to deal
            # with it": a conative's outcome is open (o/o), but when that outcome is itself an
            # attempt, attempting it is already attempting (Sharvit 2003 on "try": the
            # attempt, not its goal, is asserted), so S entails the inner attempt; ¬S keeps
            # the signature's negative column (forty-fourth pass, s1130g)
            positive = "+"
            frame = ":conative_chain"
        if (
            sig != "+/+"
            and not frame
            and (positive, negative) != ("o", "o")
            and yes_no_question(verb)
        ):
            # "Or does it mean that P?", "Did they manage to leave?": a question asserts
            # nothing, so neither an implicative's entailment nor a report's content is the
            # speaker's (Karttunen 1973: questions are holes only for presuppositions, which
            # is why a factive's +/+ stays: "Does she know that P?" still presupposes P;
            # Groenendijk & Stokhof 1984 on questions denoting no proposition; forty-fourth
            # pass, s1130g)
            positive, negative = "o", "o"
            frame = ":question"
        if (
            not frame
            and candidate.subtype == "that"
            and positive in ("+", "-")
            and (positive, negative) != ("+", "+")
            and not comp.rule.endswith(":in_place")
            and _directive_over(verb)
        ):
            # "Show her that you care about her", "Use body language to show that you are
            # listening", "... but show that you're the same guy": the how-to advice directs the
            # hearer to bring the showing about; an imperative asserts nothing (Searle 1976 on
            # directives; Portner 2004: it adds to the hearer's to-do list), so the success that
            # "show that P" entails (+/o, RP19) is a goal, not a fact, and P is the hearer's to
            # make evident, which the advice does not vouch for. Like a modal over the verb
            # (below) the positive column is o; a factive's +/+ presupposition projects from a
            # directive ("Remember that you are in control") and stays (seventy-third pass)
            positive = "o"
            frame = ":imperative"
        if (
            not frame
            and candidate.subtype == "that"
            and positive == "+"
            and (positive, negative) != ("+", "+")
            and generic_you_evidence(verb, _complement_range(doc, feats))
        ):
            # "Making eye contact shows that you're open": a generic conditional over the
            # gerund's action, which the premise does not say anybody performs, so the
            # complement is not entailed (verb_complement_perspective; seventy-eighth pass)
            positive = "o"
            frame = ":generic_you"
        generic_article = generic_indefinite_evidence(verb, _complement_range(doc, feats))
        if not frame and positive == "+" and sig != "+/+" and generic_article is not None:
            # "A score in the high 80s shows that the cache is well configured": a generic
            # indefinite subject states a rule over cases, not that such a case exists
            # (verb_complement_context.generic_indefinite_evidence; stop 71, vc117)
            positive = "o"
            frame = f":generic_indefinite:{generic_article}"
        hedge = hedging_comment_clause(verb)
        if not frame and positive in ("+", "-") and sig != "+/+" and hedge is not None:
            # "I guess she chose to focus on X": a first-person present comment clause makes
            # the whole report a guess (Quirk et al. 1985 §15.54), so the implicative's
            # entailment is guessed, not asserted (verb_complement_perspective; 79th pass)
            positive = "o"
            negative = "o" if negative in ("+", "-") else negative
            frame = f":hedged:{hedge}"
        probable = next(
            (c.lower_ for c in verb.children if c.dep_ == "advmod" and c.lower_ in HEDGE_ADVERBS),
            None,
        )
        if not frame and positive in ("+", "-") and sig != "+/+" and probable is not None:
            # "The advent of cheap access probably means its days are numbered": a content
            # disjunct of probability or possibility on the trigger (HEDGE_ADVERBS) makes the
            # speaker commit only to the likelihood of the trigger's clause (Quirk et al. 1985
            # §8.127), so what the implicative entails is likely, not asserted: o, as for the
            # "I guess" comment clause above (stop 69, vc112)
            positive = "o"
            negative = "o" if negative in ("+", "-") else negative
            frame = f":hedged:{probable}"
        modal = unasserting_modal(verb)
        if (
            modal is not None
            and not frame
            and positive in ("+", "-")
            and (positive, negative) != ("+", "+")
            and not comp.rule.endswith(":in_place")
            # the modal of "could not have foreseen that P" is what presents P as fact; the
            # "can/could" of "could tell that P" is the ability of a verb of perception,
            # which reports the perception itself ("I can see" = "I see"; Quirk et al. 1985
            # §4.52; Palmer 2001 on ability with perception verbs; tell:discern, vc217)
            and feats.get("signature_source")
            not in ("foresight:counterfactual", "tell:discern", "boast:distinction")
            and not _modal_carried(doc, _complement_range(doc, feats), modal, hypothesis)
        ):
            # "We should ensure that X", "They could manage to leave": the modal quantifies
            # over worlds, so what the implicative entails holds in those worlds and not in
            # the actual one (Kratzer 1981; Palmer 2001); a factive's presupposition projects
            # through it ("We must realize that X" still presupposes X, +/+ kept); "will"
            # predicts and is not here (verb_complement_stance.UNASSERTING_MODALS)
            positive = "o"
            frame = f":modal:{modal}"
        filtered = _filtered_factive(verb, doc, _complement_range(doc, feats))
        if not frame and (positive, negative) == ("+", "+") and filtered is not None:
            # "If he stepped across the sill, he knew that he was committing himself": the
            # consequent's presupposition is filtered when the antecedent supplies it
            # (Karttunen 1973, "Presuppositions of compound sentences": "if A then B" does not
            # presuppose B's C where A entails C; Heim 1983), and a progressive complement about
            # the if-clause's own subject is what the supposed act amounts to: neither
            # pair's label can come from the factive (_filtered_factive; stop 69, vc111)
            positive = negative = "o"
            frame = f":conditional_filter:{filtered}"
        # "If the first letter is a Q, you know that the word is borrowed": a present generic
        # conditional states P case by case, not as a fact (stop 75, vc134; s1204l verb-004);
        # "But if not, then we shall know that it is not his hand that struck us": the
        # speaker's own coming to know P is the consequent of an open condition, so P holds
        # only under it (stop 87, vc176; s1205s verb-054, 049); "If the lamp goes out, then
        # you will know that the oil is spent": a "then" consequent presents the knowing as
        # inferred from the condition, whoever knows (stop 88, vc178). See the helpers: o/o
        for name, conditional in (
            ("generic", _generic_conditional),
            ("speaker", _speaker_knowledge_consequent),
            ("then", _then_knowledge_consequent),
            ("when", _generic_when_factive),
        ):
            if not frame and (positive, negative) == ("+", "+") and conditional(verb, hypothesis):
                positive = negative = "o"
                frame = f":conditional_filter:{name}"
        condition = _matrix_condition(verb, hypothesis) or generic_when_restrictor(verb, hypothesis)
        if condition is not None and not frame and (positive, negative) != ("+", "+"):
            # "Pollution, if left unchecked, will cause the climate to change" -> "The climate
            # will change.": the conditional adjunct of the implicative's own clause restricts
            # its assertion to the worlds where the condition holds (Kratzer 1986: "if"
            # restricts the modal it adjoins to; Karttunen 1971 on implicatives under modals
            # and conditionals), so a hypothesis that leaves the condition out is not entailed
            # or contradicted (s1202e verb-052; ninety-sixth pass). A factive's presupposition
            # projects from the consequent (+/+ kept); a kept "if" clause keeps the label
            positive = "o" if positive in ("+", "-") else positive
            negative = "o" if negative in ("+", "-") else negative
            frame = f":conditional_adjunct:{condition}"
        if (
            not frame
            and comp.rule.endswith(":in_place")
            and (positive, negative) not in (("+", "-"), ("-", "+"), ("+", "+"))
            and governing_negation(verb) is not None
        ):
            # "It doesn't seem plausible that they tried to cheat" -> "It doesn't seem plausible
            # that they cheated": the in-place hypothesis keeps the governing negation, a
            # downward-entailing frame, which reverses the direction of a one-way implication
            # (Ladusaw 1979; Karttunen 1971 on one-way implicatives: "try" is o/-, so V entails
            # "try to V" and under the negation the premise entails the hypothesis, while a +/o
            # verb's entailment is lost). The signature's columns are for an unembedded trigger,
            # so neither pair takes its label from them; a two-way implicative (+/- or -/+) is
            # an equivalence that survives any frame, and a factive's +/+ projects (kept)
            positive = "o" if positive in ("+", "-") else positive
            negative = "o" if negative in ("+", "-") else negative
            frame = ":downward_entailing"
        if (
            (positive, negative) == ("+", "+")
            and (_speaker_now(verb, perfect=True) or _speaker_can(verb))
            and verb_lemma(verb) not in TRUE_FACTIVES
            and not any(floated_universal(s) is not None for s in subjects(verb))
        ):
            # "I know that the bridge is closed" -> ¬S "I do not know that the bridge is
            # closed": a speaker who says she does not now know X does not take X for granted,
            # so the factive's presupposition is not there in the first person present
            # (Karttunen 1971, "Some observations on factivity", Papers in Linguistics 4: the
            # semifactives' presupposition lapses in the first person; Beaver 2001 ch. 1 on "I
            # don't know that"; issue #12 blind reviews: "We do not know that X" -> neutral)
            negative = "o"
            frame = frame or ":speaker_now"
        if (
            (positive, negative) == ("+", "+")
            and verb_lemma(verb) in EVIDENTIAL_FACTIVES
            and _evidence_subject(verb)
        ):
            # "The assessment does not reveal that the bridge is unsafe" leaves it open whether
            # the bridge is unsafe: with evidence as subject "reveal" is a verb of proof, +/o
            # like "show" (EVIDENTIAL_FACTIVES)
            negative = "o"
            frame = frame or ":evidence_subject"
        if (
            positive == "+"
            and verb_lemma(verb) in EVIDENTIAL_FACTIVES
            and _evidence_subject(verb)
            and any(
                a.dep_ == "advmod" and a.lower_ in HABITUAL_ADVERBS - UNIVERSAL_FREQUENCY_ADVERBS
                for a in verb.children
            )
        ):
            # "Use of this term usually reveals that the speaker learned it elsewhere": with
            # evidence as subject "reveal" is a verb of proof (above), and the frequency adverb
            # quantifies over the cases the evidence covers (Lewis 1975, "Adverbs of
            # quantification"; de Swart 1993: "usually/often/sometimes" are proportional or
            # existential, not universal), binding the complement's "the speaker" too. Evidence
            # that usually reveals p establishes p in most cases only, so the unquantified
            # hypothesis is not entailed: neutral (stop 70, vc115; s1203b verb-059)
            positive = "o"
            frame = frame or ":habitual_evidence"
        if (
            positive == "+"
            and candidate.subtype == "that"
            and verb_lemma(verb) == "mean"
            and any(
                a.dep_ == "advmod" and a.lower_ in HABITUAL_ADVERBS - UNIVERSAL_FREQUENCY_ADVERBS
                for a in verb.children
            )
        ):
            # "In logic programming this usually means that it is quantified", "Enhancements
            # often mean they are smaller": "mean that" is +/o (RP19h) as an inference from a
            # case to its consequence, but a frequency adverb on it quantifies over the cases
            # (Lewis 1975; de Swart 1993: "usually/often" are proportional, not universal), so
            # the consequence holds in most or many cases, not in the one the unquantified
            # hypothesis states: neutral, as for "usually reveals" above (stop 71, vc119)
            positive = "o"
            frame = frame or ":habitual_mean"
        if positive == "+" and candidate.subtype == "that" and _quoted_meaning(verb):
            # '"Don't bother me, I'm juggling eggs" means that an interrupt would scramble the
            # program': with a quotation as subject, "mean that" glosses what the quoted
            # utterance conveys (its speaker meaning, Grice 1957 "Meaning"), and the writer
            # reports that content without asserting it, as with the o/o "say that" (RP19):
            # neutral (stop 71, vc119)
            positive = "o"
            frame = frame or ":quoted_meaning"
        if (
            candidate.subtype == "to"
            and (positive, negative) == ("+", "-")
            and verb_lemma(verb) in INCEPTIVE_VERBS
            and _accomplishment(doc, _complement_range(doc, feats))
        ):
            # "She began to describe an ellipse" does not entail "She described an ellipse":
            # the imperfective paradox (INCREMENTAL_THEME_VERBS); "did not begin to" still
            # contradicts it
            positive = "o"
            frame = frame or ":imperfective_paradox"
        s_negative = bool(feats.get("verb_negated"))
        env = ":negative_environment" if s_negative else ""
        base = {"signature": sig, "complement_rule": comp.rule}
        focus = exclusive_focus(verb)
        # a non-construction kept for transparency: both pairs are flagged (not well-formed)
        scope = (
            [f"non-construction:{feats['non_construction']}"]
            if feats.get("non_construction")
            else []
        )
        if former_latter is not None:
            scope.append(former_latter)
        truncated = _DANGLING_COORDINATOR.search(hypothesis)
        if truncated is not None:
            # "She wanted to stay and." (a sentence cut by the source or the splitter): a
            # coordinator needs a second conjunct (Quirk et al. 1985 §13.1), the hypothesis is
            # no sentence (issue #12, seventh review)
            scope.append(f"truncated-coordination:{truncated.group(1).lower()}")
        complement = _complement_range(doc, feats)
        # a later member of a coordinated complement left unconverted ("He was born in X, to
        # have studied under Y") is flagged by the surface check of every phenomenon,
        # ``flags.unlike_coordination`` (``unlike-coordination``; stop 69, mdAA: one place)
        if in_fronted_fragment(verb):
            # "Didn't want to go, he said he was mad" -> "Went, he said he was mad.": the
            # trigger's clause has no subject to give the hypothesis (Quirk et al. 1985 §12.47;
            # verb_complement_discourse; stop 69, vc111)
            scope.append("fronted-fragment-trigger")
        stranded = _dangling_preposition(doc, complement)
        if stranded is not None:
            # "She wanted to talk about." (cut by the source or the splitter): a preposition
            # without its object is only stranded by a wh-, relative or passive dependency in
            # its clause (Quirk et al. 1985 §9.6; CGEL ch. 7 §4.1), so the premise and the
            # hypothesis are fragments (issue #12, eighth review)
            scope.append(f"dangling-preposition:{stranded}")
        anaphor = dangling_anaphor(doc, complement)
        if anaphor in ("the former", "the latter") and (
            hypothesis != unresolved or former_latter is not None
        ):
            anaphor = None  # written out or flagged above (verb_complement_former_latter)
        if anaphor is not None:
            # "... said the latter was cheaper" -> "The latter was cheaper.": the anaphor's
            # antecedents are not in the hypothesis (verb_complement_fragments; 19th pass)
            scope.append(f"dangling-anaphor:{anaphor}")
        if _ELLIPTICAL_CONDITIONAL.match(hypothesis) and not _ELLIPTICAL_CONDITIONAL.match(
            doc[verb.sent.start :].text
        ):
            # "A holds; if not, you need to V" -> "If not, you will V.": "so" and "not" after
            # "if" are pro-forms for a clause (Quirk et al. 1985 §12.29-12.30; CGEL ch. 17
            # §7.3), whose antecedent is the clause before them in the sentence, which the
            # hypothesis left out, so its condition names nothing (stop 79, vc149; s1204v
            # verb-077). One that opens the sentence points before it, in premise and
            # hypothesis alike, and is left alone
            scope.append("dangling-anaphor:elliptical-conditional")
        nominal = matrix_nominal_anaphor(doc, verb, hypothesis)
        if nominal is not None:
            # "were required to provide X, but that requirement was dropped" -> "... provided
            # X, but that requirement was dropped": the anaphor's antecedent is the trigger's
            # predication, which the hypothesis removed (verb_complement_fragments; vc127)
            scope.append(f"dangling-anaphor:matrix-nominal:{nominal}")
        if candidate.subtype == "to" and feats.get("control") in ("object", "ecm"):
            # "Each granary causes it to grow faster" -> "It grows faster.": an object pronoun
            # with no antecedent in the sentence becomes the hypothesis's subject and names
            # nothing (verb_complement_adjuncts; ninety-sixth pass, vc90). The construction is
            # real, only the hypothesis is uninterpretable: the pairs are refused, the
            # candidate (a true detection) stays (rt2 finding 11)
            span = feats.get("controller_span")
            controller = token_in_chars(doc, *span) if span else None
            pronoun = unanchored_pronoun_controller(doc, verb, controller)
            if pronoun is not None:
                scope.append(f"dangling-anaphor:unanchored-controller:{pronoun}")
        detached = not comp.rule.endswith(":in_place")
        if detached and candidate.subtype == "to" and feats.get("control") in ("object", "ecm"):
            # "She begged Mary to admit that she had envied her" -> "Mary admitted that she
            # had envied her": the two pronouns named the beggar and Mary; without the matrix
            # subject their reference changes (verb_complement_rebinding; vc208)
            span = feats.get("controller_span")
            promoted = token_in_chars(doc, *span) if span else None
            if rebound_pronoun_pair(doc, verb, promoted, complement) is not None:
                scope.append("pronoun-rebound")
            elif rebound_controller(verb, promoted) is not None:
                # "he called his valet and told him to pack up" -> "He packed up": the
                # promoted pronoun now reads as the matrix subject, the centre of the premise
                # (verb_complement_rebinding.rebound_controller; stop 99, vc215)
                scope.append("pronoun-rebound")
        possessive = independent_possessive(doc, complement) if detached else None
        if possessive is not None:
            # "I think I lost mine" -> "I lost mine": the ellipted head of the independent
            # possessive is outside the hypothesis (verb_complement_perspective; vc72)
            scope.append(f"dangling-anaphor:possessive:{possessive}")
        addressee = quoted_addressee(doc, verb, complement) if detached else None
        if addressee is not None:
            # "The Queen said: ... let it remind you that the Queen is your friend" -> "The
            # Queen is your friend": the quoted addressee's "your" (verb_complement_perspective)
            scope.append(f"perspective-shift:quoted-addressee:{addressee}")
        medium = medium_adjunct(verb) if not detached else None
        if medium is not None:
            # "In a recent recommendation, the Commission had phased out X": the medium of the
            # trigger's act kept on the complement's event (verb_complement_perspective; vc72)
            scope.append(f"matrix-adjunct-in-hypothesis:{medium}")
        bound = bound_pronoun(doc, verb, complement, hypothesis)
        if bound is not None:
            # "Every mother thinks their baby is a miracle" -> "Their baby is a miracle.": a
            # variable bound by the matrix quantifier left free (Reinhart 1983; thirty-ninth
            # pass, verb_complement_fragments): both pairs flagged
            scope.append(f"dangling-anaphor:bound:{bound}")
        elif detached:
            span = feats.get("controller_span")
            controlled = token_in_chars(doc, *span) if span else None
            bound = bound_definite_controller(doc, verb, controlled, complement, hypothesis)
            if bound is not None:
                # "Most loans require the borrower to V" -> "The borrower Vs": a definite
                # covarying with the quantified subject left alone (see the helper; stop 77,
                # vc140)
                scope.append(f"dangling-anaphor:bound-definite:{bound}")
        standard = cut_comparative_standard(doc, complement)
        if standard is not None:
            # "... there was far more to haute cuisine then I'd ever imagined" -> "There was
            # far more to haute cuisine.": the comparative's "than" clause left outside the
            # complement (verb_complement_fragments; hundred-thirteenth pass)
            scope.append(f"cut-comparative-standard:{standard}")
        coordinator = initial_coordinator(doc, hypothesis)
        if coordinator is not None:
            # "And they met again." (verb_complement_fragments; twenty-third pass, class 2)
            scope.append(f"initial-coordinator:{coordinator}")
        copula = stranded_copula(doc, complement)
        if copula is not None:
            # "It happened because people are.": a broken-off clause (verb_complement_fragments)
            scope.append(f"stranded-copula:{copula}")
        gap = _wh_gap_in_complement(verb, complement)
        if gap is not None:
            # "What he decided to do surprised everyone": the complement holds the gap of a
            # fronted wh-word, so it is an open proposition ("he did what"), not a statement;
            # a free relative or an embedded question denotes an individual or a question
            # (Jacobson 1995; Karttunen 1977), and the hypothesis keeps the matrix around it
            # ("What he did surprised everyone"): both pairs flagged (issue #12, eighth review)
            scope.append(f"wh-gap-in-complement:{gap}")
        fronted = _fronted_relative_phrase(verb) if candidate.subtype == "that" else None
        if fronted is not None:
            # "the spot from which he estimated the shot had come" -> "The shot had come.": a
            # verb of thinking has no source or place of its own, so the relative's fronted
            # phrase is extracted from the complement across the bridge verb (Ross 1967;
            # Erteschik-Shir 1973), and the hypothesis loses it: "The shot had come (from
            # the spot)" is not the complement's content. Both pairs flagged (seventieth
            # pass, vc64)
            scope.append(f"wh-gap-in-complement:{fronted}")
        question = _embedded_question_complement(doc, candidate.subtype, complement)
        if question is not None:
            # "Scientists know exactly how much risk the towns take" -> "Exactly how much risk
            # the towns take.": a wh-clause is an embedded question, no that-clause; it denotes
            # a question, not a proposition (Karttunen 1977; CGEL ch. 11 §5), and the
            # hypothesis is a fragment (issue #12 blind reviews, class 4)
            scope.append(f"embedded-question:{question}")
        small = _participle_small_clause(doc, verb, candidate.subtype, complement)
        if small is not None:
            # "She found her clock knocked onto the floor" -> "Her clock knocked onto the
            # floor.": object + -ed participle (complex-transitive complementation, Quirk et
            # al. 1985 §16.52), no finite clause; the participle read as a past tense makes
            # the clock the agent
            scope.append(f"participle-small-clause:{small}")
        conditional = _conditional_clause(verb)
        if conditional is not None and not disparaged_belief(verb):
            # (a belief the consequent calls an error is no open supposition: the speaker
            # commits to its falsity, signature_of's "belief:disparaged"; ninety-third pass)
            # "If he managed to escape, he is safe": a conditional antecedent is not asserted
            # (Karttunen 1973; Quirk et al. 1985 §15.33), so neither S nor ¬S says anything of
            # the complement: RP19 §4.1 leave out sentences with "if" for this reason; the
            # candidate stays for study, both pairs flagged (issue #12, eighth review)
            scope.append(f"conditional-clause:{conditional}")
        medial = _medial_reporting_clause(doc, verb, candidate.subtype, complement)
        if medial is not None:
            # "There is no evidence, the mayor said, that the bridge is safe": the that-clause
            # belongs to the host's noun, not to the parenthetical "said" (_medial_reporting_clause)
            scope.append(f"medial-reporting-clause:{medial}")
        inverted = _fronted_inversion(verb)
        if inverted is not None:
            # "Never did she want to leave", "Not once did he try to leave": subject-operator
            # inversion after a fronted negative or restrictive adverbial (Quirk et al. 1985
            # §18.24); the in-place hypothesis keeps the adverbial without the inversion ("Not
            # once he left.") and removing or adding the negation breaks the inversion ("did she
            # want to leave.", "Not once did he not try"): both pairs flagged (issue #12, 7th)
            scope.append(f"fronted-inversion:{inverted}")
        if _nominal_gerund(verb) or _specificational_gerund(verb, candidate.subtype):
            # "It all came back to family and wanting to be here": a gerund coordinated with
            # or used as a noun phrase names an activity and asserts nothing; in place the
            # hypothesis is the same noun phrase around another gerund ("... to family and being
            # here"), no statement of the complement (CGEL ch. 14 on gerund-participial
            # clauses in NP functions; issue #12, ninth review): both pairs flagged
            scope.append("nominal-gerund")
        if candidate.subtype == "that" and mandative_future(doc, verb, complement):
            # "I ask that you lead me to them" -> "You will lead me to them", "They demand that
            # he resign" -> "He will resign": under a present verb of request or command the
            # rewriter gives the mandative clause its will-future (complement._mandative_future;
            # stop 96, vc199), a statement: no subjunctive flag
            pass
        elif candidate.subtype == "that" and mandative_subjunctive(doc, complement) is not None:
            # "Nobel did not state that the prize be awarded ..." -> "*The prize be awarded
            # ...": a demand, no statement (verb_complement_discourse; eleventh pass). Put in
            # the indicative ("The prize is awarded") it would read well, but RP19's gold keeps
            # the bare form and the rendering cost 5 of 727 complements, below the 0.96 floor
            # of issue #12 (stop 46: vc49's rendering withdrawn); flagged, text kept
            scope.append("subjunctive-complement")
        elif candidate.subtype == "that" and mandative_modal(doc, verb, complement) is not None:
            # "asking that he might be crucified" -> "He might be crucified." reads as an
            # epistemic "might": the periphrastic mandative is no statement either
            # (complement.mandative_modal; Quirk et al. 1985 §3.58 note, §16.32)
            scope.append("subjunctive-complement")
        elif candidate.subtype == "that" and hidden_mandative(doc, verb, complement):
            # "HTML standards do not require that documents have META elements" -> "Documents
            # have META elements." (neutral): the base form a plural or non-third-person subject
            # hides is the present plural (Quirk et al. 1985 §3.58-3.59, §16.32; CGEL ch. 11
            # §7.1), so the lifted clause is a grammatical indicative statement, and a verb of
            # demand does not make its clause true or false, so the neutral label holds of it
            # either way. Its own flag since stop 87 (fl75): judged pairs with it as their only
            # flag, 5 of 6 kept as is ("Civilians avoid use of these tools ...", "You have a
            # good understanding of ...", "Packages ... have co-maintainers"); a warning for
            # verb_complement (flags.DEMOTED). The visible subjunctive above stays a defect, and
            # so does a bare "not" with no "do" ("requested that they not publish the list" ->
            # "*They not publish the list": only the subjunctive negates so, Quirk et al. 1985
            # §3.59)
            root = doc[complement.start : complement.stop].root
            bare_not = any(c.dep_ == "neg" and c.i < root.i for c in root.children)
            # Under a past matrix the base form is no present at all ("They demanded that the
            # ministers resign" -> "The ministers resign."): the mandative subjunctive does not
            # backshift (Quirk et al. 1985 §14.31 note, §16.32; CGEL ch. 11 §7.1, the
            # subjunctive clause is tenseless), so lifted out it reads as a present habit at a
            # time the premise never speaks of, and the demand may long be settled; a past
            # rendering ("The ministers resigned.") would assert an event the demand only
            # projects, and RP19's gold keeps the bare form ("The lawyers requested that they
            # remain anonymous" -> "They remain anonymous."), so the text stays for the gold and
            # the pair is flagged as the visible subjunctive is (vc219). The stop-87 keeps were
            # under present verbs ("HTML standards do not require that documents have ...")
            past = verb.tag_ == "VBD" or any(
                a.dep_ in ("aux", "auxpass") and a.tag_ == "VBD" for a in verb.children
            )
            visible = bare_not or past
            scope.append("subjunctive-complement" if visible else "hidden-subjunctive-complement")
        if (
            s_negative
            and corrective_but(doc, complement, candidate.subtype) is not None
            and re.search(r"\bbut\b", hypothesis)
        ):
            # "Some groups do not aim to change the law, but to enforce it": the "but"
            # conjunct is the correction, outside the negation (corrective_but): both flagged
            scope.append("corrective-but-in-complement")
        if plural_value_conjunct(doc, verb, complement) is not None:
            # "The reasons are that X believes that P, and that Q": "that Q" is the second
            # reason, not part of the belief (plural_value_conjunct): both pairs flagged
            scope.append("second-value-in-complement")
        remnant = corrective_remnant(doc, verb, min(complement, default=verb.i))
        remnant_flag = None
        if remnant is not None:
            nxt = doc[remnant.i + 1] if remnant.i + 1 < len(doc) else remnant
            remnant_flag = f"corrective-remnant:{nxt.lower_ if nxt.dep_ == 'advmod' else 'not'}"
            partner = remnant.i in complement and _infinitive_partner_in_complement(
                doc, complement, remnant
            )
            if not partner and (remnant.i in complement or comp.rule.endswith(":in_place")):
                # "She finished, not just to start.": the remnant has nothing left to contrast
                # with in the hypothesis (corrective_remnant): both pairs flagged
                scope.append(remnant_flag)
        settled = continuation_settles(doc, verb, range(verb.i, verb.i + 1))
        if settled is None and candidate.subtype == "that":
            # "She claimed that P, but that's not true": the speaker denies P herself
            # (verb_complement_context.refuted_continuation; twenty-third pass, class 4)
            settled = refuted_continuation(doc, verb, complement)
            if settled == "denies" and not s_negative and positive == "o" and not frame:
                # "It was suggested that P, but this was disproven": the speaker's own voice
                # calls the report's content false, so S contradicts it; the report's o/o
                # (RP19) is the label of a report left standing (forty-eighth pass)
                positive = "-"
                frame = ":refuted_continuation"
        if settled is None:
            # "He ordered them to leave, and they all left", "I thought P, but it turned out
            # Q" (verb_complement_boundaries.restated_continuation; stop 102, vc221)
            settled = restated_continuation(doc, verb, complement)
        own_sign = negative if s_negative else positive
        if settled is not None and (settled, own_sign) not in (("asserts", "+"), ("denies", "-")):
            # the sentence's own continuation decides the complement against the signature's
            # label ("I said I would finish, and I did": o/o says neutral): both pairs flagged;
            # when it agrees ("She forgot to lock it, and she never did": -) the original pair
            # is right and only ¬S, which keeps the now incoherent continuation, is flagged
            scope.append(f"continuation-settles-complement:{settled}")
        context = context_scope_flags(doc, verb)
        # "originally/initially" implicates that the first phase was superseded, which only a
        # determinate label contradicts ("He initially refused to sign" -> "He did not sign"):
        # under a neutral one ("It was originally planned to travel west" -> "It traveled
        # west") the open outcome is what the label says, and judges kept 3 of 3 such pairs
        # (forty-third pass, vc35); so the flag goes on the pairs whose label is not neutral
        superseded = [f for f in context if f.startswith("superseded-state:")]
        hypothesis_words = set(re.findall(r"[a-z]+", hypothesis.lower()))
        context = [
            f
            for f in context
            # "Jail superstition says that X, but I was never superstitious" -> "X.": the
            # writer's conjunct is cut from the hypothesis, which is all the flag is about
            # (judged 1, kept 1; forty-third pass, vc35)
            if not f.startswith("reporter-conjunct:") or f.partition(":")[2] in hypothesis_words
        ]
        scope += [f for f in context if f not in superseded]
        modal = _displaced_matrix_modal(verb, feats, hypothesis, positive)
        if modal is not None:
            scope.append(f"matrix-modal-in-hypothesis:{modal}")
        if (
            frame == ":counterfactual_wish"
            and present_wish_time(verb)
            and not wish_backshift_undone(doc[complement.start : complement.stop], verb)
        ):
            # "I wish that I didn't have to work today" -> "I didn't have to work today": after
            # a present "wish" the past tense is the hypothetical past of present time (Quirk et
            # al. 1985 §14.25; Iatridou 2000, fake past), so the hypothesis, read on its own as
            # a real past, states another time than the one S is about ("I don't have to work
            # today"); flagged where the rewriter leaves the past (issue #12, seventeenth
            # pass); since vc78 it undoes the backshift ("were" -> "are") and the flag goes
            # only on what it leaves ("could have", "had been V-ing": stop 54 end)
            scope.append("hypothetical-past-complement")
        if _future_in_past_report(verb, candidate.subtype, hypothesis):
            scope.append("future-in-past-complement")
        shared = _shared_infinitive(verb, candidate.subtype)
        if shared is not None:
            scope.append(f"shared-infinitive-of-coordinated-verb:{shared}")
        # source defects the pair copies into both sides and a "such as" list hung on one
        # individual (verb_complement_source; sixtieth pass, vc53)
        if glued_boundary(doc.text) is not None:
            scope.append("source:glued")  # "a ladder:Mathematical induction proves ..."
        if disagreeing_subject(doc, verb, complement) is not None:
            scope.append("source:agreement")  # "The roots of these customs is thought to be"
        exemplified = exemplified_individual(doc, complement)
        if exemplified is not None:
            scope.append(f"dangling-such-as:{exemplified}")  # "this technique, such as ..."
        # the flag of a restrictive relative is about the negated premise: "the animals that
        # did not manage to flee" picks out another set than S's noun does (Huddleston & Pullum
        # 2002 ch. 12 §3), so the pairs compare different groups. The original pair keeps S's
        # own noun phrase and, labelled neutral, claims nothing follows: "a creature that was
        # said to live in the hills" / "a creature that lived in the hills" is a sound neutral
        # pair, so there the flag is not raised (fifty-ninth pass, vc52)
        # Only where the relative pronoun is the trigger's own subject ("a creature that was said
        # to live"): the hypothesis's relative keeps the head noun in the same role; a reduced
        # relative ("the people trying to enter") or a gap inside the complement ("the question
        # you asked me to answer" -> "the question I answered") makes another description
        # Not when the relative's noun is the root of a verbless fragment ("A super-
        # concentrated mutagen that seems to shift whenever you look at it", an item label):
        # then S and the hypothesis are noun phrases, which assert nothing, and no label holds
        # between them (an NLI premise and hypothesis are propositions, Dagan et al. 2006;
        # CGEL ch. 10 §1 on the verbless clause fragment; hundred-third pass, vc97, s1202m
        # verb-031)
        relative_only = (
            scope == ["non-construction:restrictive-relative"]
            and comp.ok
            and not (
                verb.dep_ == "relcl"
                and verb.head.dep_ == "ROOT"
                and verb.head.pos_ in ("NOUN", "PROPN")
            )
            and any(
                ch.dep_ in ("nsubj", "nsubjpass") and ch.lower_ in ("that", "which", "who")
                for ch in verb.children
            )
            # ... and only where the hypothesis's relative keeps S's time: the prospective
            # "will" of a present verb of volition, aim or necessity ("a lamb who wants to
            # dance" -> "a lamb who will dance", "students who need to register" -> "students
            # who will register") turns a description by a wish or a need into one by a future
            # act, another set again (H&P 2002 ch. 12 §3 on the integrated relative's
            # restriction; Quirk et al. 1985 §4.43 on the future-oriented infinitive), so the
            # pair compares different groups like the negated one. Blind review: 6 of 30 such
            # pairs kept (stop 85, vc171)
            and _will_count(hypothesis) <= _will_count(doc.text)
        )
        comp = Rewritten(comp.text, comp.ok and not scope, comp.rule, (*comp.flags, *scope))
        original_flags = list(comp.flags)
        focus_kept = False
        if focus is not None and not _two_way_implicative(verb, sig):
            particle = focus.lower_
            kept_particle = len(re.findall(rf"\b{particle}\b", hypothesis.lower()))
            own = sum(1 for i in complement if doc[i].lower_ == particle)
            if kept_particle > own:
                # "He only wanted to help his friends" -> "He only helped his friends": the
                # particle focused the wanting (nothing more than wanting); on the complement's
                # verb it asserts that he did nothing more than help, which the premise does not
                # say (Horn 1969; König 1991). A two-way implicative asserts its complement's
                # event itself, so "She only managed to finish half" -> "She only finished half"
                # stays (Karttunen 1971)
                original_flags.append(f"focus-particle-on-trigger:{particle}")
                focus_kept = True
        contrast = _contrast_conjunct(doc, verb, complement)
        cancelled = _contrast_after_attempt(verb, feats, s_negative, complement, contrast)
        if cancelled is not None:
            original_flags.append(f"contrast-cancels-complement:{cancelled}")
        own_context = original_context_flags(
            verb, s_negative=s_negative, passive_have_to=_passive_had_to(verb, sig)
        )
        original_flags += own_context
        if superseded and own_sign != "o":
            own_context += superseded
            original_flags += superseded
        lost = _lost_negative_adverb(feats, hypothesis, s_negative, positive, negative)
        if feats.get("signature_source") == "foresight:counterfactual":
            # "could hardly have guessed that P": the adverb is the negator the +/o of
            # signature_of already reads (S's own column), not a context the label misses
            lost = None
        s_label = negative if s_negative else positive
        negative_subject = None if s_negative else _negative_subject(verb)
        if negative_subject is not None:
            # "Nobody forced him to go", "Not even the captain was compelled to resign": the
            # negative subject makes the whole clause negative (Klima 1964; Quirk et al. 1985
            # §10.58-10.59 on clausal negation by a negative subject), so the trigger is
            # denied of each individual and the signature's negative column decides
            # (_negative_subject_label); the positive one gave "He went" as entailed
            s_label = _negative_subject_label(negative, negative_subject, hypothesis)
            own_frame_extra = ":negative_subject"
        else:
            own_frame_extra = ""
        possibility = None
        if SIGNATURE_LABELS[s_label] == "contradiction" and comp.rule.endswith(":in_place"):
            possibility = _possibility_over(verb, negated=s_negative)
        own_frame = frame + own_frame_extra
        if possibility is not None:
            # "The river may fail to reach the sea" / "The river may reach the sea" (_possibility_over)
            s_label = "o"
            own_frame += f":possibility:{possibility}"
        dropped = _dropped_modal(verb, doc, feats, hypothesis) if s_negative else None
        if SIGNATURE_LABELS[s_label] == "contradiction" and possibility is None and dropped:
            # "You should not attempt to open it" / "You open it" (_dropped_modal)
            s_label = "o"
            own_frame += f":modal_dropped:{dropped}"
        # ... or, entailed, where the trigger has a two-way signature (+/-: "who managed to
        # escape", "who had come to be his allies"): S and its complement then hold of the same
        # individuals (Karttunen 1971 on two-way implicatives, whose positive and negative
        # sentences entail the complement and its negation; Ross & Pavlick 2019 Table 2), so
        # the relative of the hypothesis ("who escaped", "who had been his allies") picks out
        # the same set as S's and the matrix clause says the same of it: no other group is
        # compared. Judged (the prior's training rows with s1205s): original +/- pairs with this
        # flag alone, 6 of 7 kept as is; a one-way +/o ("the outposts that she chose to assist")
        # only narrows the set, and ¬S ("who did not manage to") picks out another group: both
        # stay flagged (stop 88, fl76)
        relative_sound = (
            relative_only
            and not s_negative
            and (
                SIGNATURE_LABELS[s_label] == "neutral"
                or (sig == "+/-" and SIGNATURE_LABELS[s_label] == "entailment")
            )
        )
        if relative_sound:
            original_flags = [f for f in original_flags if f not in scope]
        if lost == "no longer":
            # "They no longer forced him to stay" -> "He stayed.": "no longer" is a clause
            # negator (it takes a positive tag question, "..., did they?"; Klima 1964, Quirk
            # et al. 1985 §10.61-10.64), so S is a negative environment of the trigger and its
            # label is the signature's negative column (force +/o: neutral), not the positive
            # one, once the adverb is not in the hypothesis (twenty-sixth pass, class 1)
            s_label = negative
        elif lost is not None:
            # "hardly/scarcely/barely/rarely/seldom" are approximate negators (Horn 1989 §4.3;
            # Quirk et al. §10.61): downward entailing but not negating, so neither column of
            # the signature gives the label of S once the adverb is gone
            own_context.append(f"negative-adverb-lost:{lost}")
            original_flags.append(f"negative-adverb-lost:{lost}")
        # "Do you really want to pull at that thread?" -> "You will pull at that thread.":
        # a question's complement in declarative order is the proposition of the question's
        # yes-answer (Hamblin 1973; Karttunen 1977), so the hypothesis is stated with a full
        # stop; an interrogative kept as the hypothesis denotes a question, and no entailment
        # label holds between S and it (blind review s1201n; eighty-eighth pass). Inverted
        # and wh- hypotheses ("Are you being slow?", "Who picked me?") cannot be stated this
        # way and stay as they were, flagged "question" (RP19's gold keeps such rows)
        hypothesis = declarative_question_statement(hypothesis)
        possibility_only = possibility is not None and not s_negative
        # "(which may fail to terminate)" -> "(which may terminate)": the in-place hypothesis
        # keeps the possibility operator, and "possibly not p" and "possibly p" are both open
        # whatever the trigger (_possibility_over), so S's pair compares two possibilities
        # and tests no signature: RP19's items embed the trigger in an asserted clause (Ross
        # & Pavlick 2019 §3). S's pair is not written; ¬S's stays. A negative S ("It is
        # possible that they will not prove to be X") keeps both: its negation-removed pair
        # still tests the entailment (possibility is upward monotone; stop 71, vc119;
        # s1204a verb-029)
        if hypothesis_defect(hypothesis, ctx.model) is not None:
            # "You have.", "Saving a file in the format the file will be marked clean": the
            # hypothesis re-parsed alone is no sentence stating a proposition (elliptical,
            # fragmentary, or two subjects from a bad cut): no pair (rewrite.complement; stop
            # 80, vc152)
            return
        if comp.rule.endswith(":in_place") and _in_reason_clause(verb):
            # "X only joined later because he wasn't trusted to manage Y" -> "X only joined
            # later because he managed Y": the in-place hypothesis asserts a reason the premise
            # does not give (stop 70, vc113; s1203a verb-046): no pairs
            return
        # a cut trailing conjunct keeps "P" of "P and Q" (``subjectless_conjunct_cut``): what
        # entails or leaves open "P and Q" does the same to P, but a denial of "P and Q" is no
        # denial of P (¬(P∧Q) ⊭ ¬P), so a contradiction pair on the cut complement is refused
        # (stop 83, vc163)
        cut = comp.rule.endswith(CONJUNCT_CUT)
        if not possibility_only and not (cut and SIGNATURE_LABELS[s_label] == "contradiction"):
            yield make_pair(
                candidate,
                clean_corpus_noise(detokenize(sentence.text)),
                hypothesis,
                premise_kind="original",
                hypothesis_kind="complement",
                label=SIGNATURE_LABELS[s_label],
                rule=f"signature:{sig}:original{env}{own_frame}",
                well_formed=(comp.ok or relative_sound)
                and bool(comp.text)
                and not cancelled
                and not focus_kept
                and not own_context,
                features={**base, "flags": original_flags},
            )
        if inevitable is not None or _knew_for_a_reason(verb):
            return
        if shared_complement_partner(verb, token_in_chars(doc, *feats["complement_head_span"])):
            # "saw and said that P" -> "*saw and did not say that P" negates one of two verbs
            # sharing P, the other's assertion stands (verb_complement_heads; stop 102,
            # vc224): no ¬S pair; S's pair stays
            return
        if not s_negative and negated_performative_formula(verb):
            # "*I am not pleased to inform you that P": no speaker denies the frame of the act
            # being performed (verb_complement_commitment; stop 103, vc226): no ¬S pair
            return
        if s_negative and cannot_seem(verb) is not None:
            # "I can't seem to bring myself to say it" -> "*I can seem to ...": the negative-
            # polarity idiom "can't seem to" (Langendoen 1970) has no affirmative use, so
            # removing its negation leaves no sentence: no ¬S pair (hundred-sixteenth pass)
            return
        if _rest_assured(verb):
            # "Rest assured that P" parsed with "Rest" as the subject: ¬S would be "Rest did
            # not assure that P" (hundred-fifth pass, vc99); S's own pair stays
            return
        if interrogative_clause_mark(doc, verb) is not None:
            # "decide whether you would (not) like to V", "Whether or not you choose to V,
            # ...": the trigger heads a whether/if-clause, whose polarity is the question's
            # own (see the helper): no ¬S pair in either direction; S's pair stays (stop 76,
            # vc137)
            return
        if not s_negative and _may_over_implicative(verb, sig):
            # "He may manage to fix it" -> "He may not manage to fix it": epistemic or
            # deontic "may not" (see the helper; stop 98, vc212): no ¬S pair
            return
        if not s_negative and _ambiguous_modal_choice(verb, feats):
            # "Users may not choose to install it": epistemic or deontic (see the helper), so
            # the "o" of choose:modal does not follow: no ¬S pair (stop 76, vc137)
            return
        if not s_negative and any(
            f.startswith("conditional-clause:")
            or (f.startswith("generic-restrictor:") and f != "generic-restrictor:when")
            for f in scope + context
        ):
            # "If she does not manage to win, ...", "Every time I do not think I know ...": the
            # trigger is in a conditional antecedent or in the restrictor of a "whenever" or
            # occasion quantifier, already non-veridical (Karttunen 1973; Farkas & Sugioka
            # 1983), so the added negation only changes the condition and denies nothing the
            # sentence asserts: no ¬S pair; S's pair stays, flagged (hundred-twelfth pass,
            # vc106; s1202u verb-079). A generic "when"-clause keeps its flagged ¬S: "when"
            # is also episodic, and RP19 annotated such ¬S (thirty-third pass)
            return
        if not s_negative and (
            counterfactual_modal_perfect(verb) is not None or first_person_hedge(verb) is not None
        ):
            # "I should have known that P" -> "*I should not have known that P", "I'd say P" ->
            # "*I would not say P": the "not" lands on the counterfactual modal perfect or on the
            # first-person hedge, not on the attitude (verb_complement_modal_frames; stop 97,
            # vc205): no ¬S pair, S's pair stays
            return
        if not s_negative and feats.get("signature_source") == "inceptive:interrupted":
            # "*She did not start to read the letter but paused": "stop/pause" presupposes an
            # event under way (Kiparsky & Kiparsky 1970 on aspectual verbs; Karttunen 1971),
            # which the added "not" denies, so ¬S is incoherent (``interrupting_conjunct``;
            # stop 99, vc214): no ¬S pair, S's pair stays
            return
        neg = negate_matrix(doc, verb)
        if not s_negative and any(
            f.startswith("negation-focus-on-adjunct:long") for f in neg.flags
        ):
            # "has long ceased to V" -> "*has not long ceased to V" (= ceased a short while
            # ago): the added "not" focuses the duration adjunct in its scope, not the verb
            # (Quirk et al. 1985 §10.64 on "not long"; negation.scope_adjunct_flags, stop 97
            # vc209, flagged it), so ¬S denies no event of S: no ¬S pair (stop 98, vc211)
            return
        if not s_negative and candidate.subtype == "that":
            # "I do not fear the storm will pass" -> "... fear that the storm will pass": see
            # negation.object_clause_complementizer (stop 97, vc205)
            neg = object_clause_complementizer(doc, verb, neg)
        ppi = None if s_negative else _ppi_subject(verb)
        if ppi is not None:
            # "Someone pointed out that P" -> "No one pointed out that P", not "Someone did not
            # point out that P" (hundred-sixteenth pass, _ppi_subject)
            neg = _negated_ppi_subject(doc, ppi)
        negated_text = _base_form_used_to(clean_corpus_noise(detokenize(neg.text)))
        source_text = clean_corpus_noise(detokenize(sentence.text))
        if _npi_idiom(verb.sent.root) is not None and _negations(negated_text) < _negations(
            source_text
        ):
            # "She couldn't bring herself to admit that P" -> "*She could bring herself to
            # admit that P": the negation removed was the licenser of a negative-polarity idiom
            # (NPI_IDIOMS; Israel 2011), which has no affirmative use: no ¬S pair
            return
        if negated_text == source_text:
            # negate() found no clause to negate ("Try to come early.": an imperative; "Nobody
            # wanted to leave": already negative): the "negated" premise would be S itself
            # under another name (issue #12, eighth review), so there is no ¬S pair
            return
        if not s_negative and focus_negation_added(source_text, negated_text):
            # "He could only say that P" -> "*He could not only say that P", "It was only
            # necessary for X to V" -> "It was not only necessary ...": the added "not" stands
            # before "only" and makes the additive "not only" (see the helper; stop 98, vc213):
            # no ¬S pair, S's pair stays
            return
        if not s_negative and focused_adverb(verb, negated_text, sig.startswith("-")) is not None:
            # "He did not tentatively suggest that P", "Petitioner does not first contend that
            # P": the added "not" takes the adverb as its focus, so ¬S denies no event of S
            # (verb_complement_adverbs; sixty-sixth pass): no ¬S pair, S's pair stays
            return
        if not s_negative and willed_non_event(verb, negated_text) is not None:
            # "*They willfully do not forget that P": an adverb of intention over the negation
            # of an uncontrolled event (verb_complement_adverbs; stop 89, vc181): no ¬S pair
            return
        if not s_negative and discourse_formula(verb) not in (None, "like"):
            # "It should not be noted that P", "One should not keep in mind that P": a negated
            # reminder to the reader denies no event of S (clause_scope.discourse_formula, which
            # the negation rewriter flags for every phenomenon; 66th pass): no ¬S pair here.
            # "I would like to thank" keeps its ¬S, flagged (hedged_performative, 21st pass)
            return
        if not s_negative and _modal_over_frequency(verb):
            # "This can often cause X" -> "*This cannot often cause X": see _modal_over_frequency
            return
        if (
            not s_negative
            and candidate.subtype == "that"
            and counterfactual_or_grounds(doc, complement.start, complement.stop) is not None
        ):
            # "I suspect they were perfect or I would have heard otherwise": the "or (else)"
            # clause gives the grounds of the attitude (Quirk et al. 1985 §13.36), and under a
            # negated matrix it argues for what ¬S denies ("*I do not suspect they were perfect
            # or I would have heard otherwise"): no ¬S pair (stop 91, vc186; s1206b verb-034)
            return
        if not s_negative and _relative_in_fragment(doc, verb):
            # "Everyone who I have not tried to protect.": see _relative_in_fragment (stop 95)
            return
        if not s_negative and negation_in_reduced_relative(verb, neg.rule):
            # "the man not proposing to leave": see negation_in_reduced_relative (vc225)
            return
        neg_flags = list(neg.flags)
        if not s_negative and _repeated_attitude(verb):
            neg_flags.append("negated-premise-repeats-trigger")
        if not s_negative and _raised_negation_over_epistemic(
            doc, verb, candidate.subtype, complement
        ):
            neg_flags.append("negated-premise-over-epistemic-hedge")
        if settled is not None and not any(f.startswith("continuation-settles") for f in scope):
            neg_flags.append(f"continuation-settles-complement:{settled}")
        adverbial = feats.get("in_adverbial_clause") and not feats.get("in_concessive_clause")
        # Both directions: removing the trigger's own negation in a backgrounded clause ("Jean
        # was upset when she did not learn that ..." -> "... when she learned that ...") changes
        # that clause too, not the sentence's claim (issue #12, sixteenth pass: three such
        # negation-removed pairs judged bad; NOPE App. C edits only the main clause)
        if adverbial:
            # "When the lies did not begin to hurt, he left": the negation lands in a "when" /
            # "because" clause, not on the sentence's assertion (issue #12 review: bad ¬S).
            # RP19 annotated such ¬S, so the pair stays for the benchmark, flagged
            neg_flags.append("negated-adverbial-clause")
        elif not s_negative and _means_gerund(verb):
            # "vowed to tackle the problem by not stating that ...": a "by" + gerund clause is
            # a means adjunct (Quirk et al. 1985 §8.78 on means adjuncts),
            # backgrounded like the adverbial clauses above; negated in place it names an
            # abstention as the means, no denial of S (NOPE App. C negates the main clause)
            neg_flags.append("negated-adverbial-clause")
        elif (participle := negation_in_supplementive(verb)) is not None:
            # "The crew repaired the valves, not hoping to prevent ...", "..., not meaning that
            # ...": a supplementive -ing clause is adverbial, not asserted (Quirk et al. 1985
            # §15.58; verb_complement_scope.negation_in_supplementive; blind reviews s1130j-l);
            # "was quoted as (not) saying" is the reporting verb's predicative
            adjunct = participle.dep_ != "pcomp"
            neg_flags.append(
                "negated-adverbial-clause" if adjunct else "negated-subordinate-clause"
            )
        elif negation_in_copular_clause(finite_clause_head(doc, verb) or verb) is not None:
            # "The reasons were that ... a later start would not allow viewers to ...": the
            # that-clause specifies the subject's value; negating inside it is no denial of S
            neg_flags.append("negated-subordinate-clause")
        elif not s_negative and _participle_after_object(verb):
            # "He spent his time not trying to feed them": the -ing clause after "spend time",
            # "catch him", "find her" is a non-finite complement or depictive of the object,
            # not the sentence's assertion (Quirk et al. 1985 §16.52 and §15.58 on non-finite
            # -ing clauses); NOPE (App. C) negates the matrix clause (hundred-fourteenth pass)
            neg_flags.append("negated-subordinate-clause")
        elif _backgrounded_clause(doc, verb):
            # "I hope you'll not understand that ...", "the members who have not urged ...":
            # a trigger in a relative, adverbial or non-speech complement clause is not asserted,
            # so its negation changes a backgrounded clause, not the sentence's claim (NOPE App.
            # C negates the main clause or an "innocent" speech complement; blind review s1128a)
            neg_flags.append("negated-subordinate-clause")
        if not s_negative and _bare_infinitive_of_causative(verb):
            # "I let my fellow citizens do not know that ...": the small tagger read the bare
            # infinitive as a present tense and ¬S gave it do-support, which a bare infinitive
            # cannot have (Quirk et al. 1985 §16.52-16.53 on "let/make/have/see + object +
            # bare infinitive"); its denial is "did not let them know" (nineteenth pass)
            neg_flags.append("negated-bare-infinitive")
        if not s_negative and neg.rule.endswith("do-support") and _shared_participle(verb):
            # "Workers have been contacted and told they may be needed" -> "... and did not
            # tell they may be needed": the participle conjunct shares "have been" with its
            # head (auxiliaries are shared across coordinated predicates; Quirk et al. 1985
            # ch. 13), and do-support turns it into an active simple past: the premise
            # changes voice and says the workers did the telling (twenty-eighth pass)
            neg_flags.append("negated-shared-participle")
        off_trigger = not _negation_on_trigger(doc, verb, neg.rule) or _predicative_conjunct(verb)
        if off_trigger and feats.get("signature_source") == "emotive-extraposition":
            # "It did not pain her to learn that P": the negated emotive verb is the negative
            # environment of its presupposed subject (verb_complement_emotive; vc217)
            off_trigger = False
        if not s_negative and negation_on_host_of_adjunct(verb, not off_trigger):
            # "*She does not own a cloak to allow her to fly": the "not" denies the host of
            # the trigger's purpose infinitive (verb_complement_adjunct_frames; vc228)
            return
        if off_trigger or (not s_negative and _in_embedded_question(doc, verb)):
            neg_flags.append("negation-not-on-trigger")
        connective = discourse_connective(doc, verb, complement)
        if connective is not None:
            neg_flags.append(f"negated-discourse-connective:{connective}")
        reporting = reporting_frame_after(doc, verb) if not s_negative else None
        if reporting is not None and "discourse-clash:reporting-frame" not in neg_flags:
            # "He did not say P -- "but Q" --, he added": the quotation and the final reporting
            # clause still report him speaking (verb_complement_source; sixtieth pass, vc53)
            neg_flags.append("discourse-clash:reporting-frame")
        if superseded and (positive if s_negative else negative) != "o":
            neg_flags += superseded
        if contrast is not None and not s_negative:
            neg_flags.append(f"negated-contrast-conjunct:{contrast}")
        if remnant_flag is not None and remnant_flag not in scope and not s_negative:
            # "She did not try to finish, not just to start": the added negation clashes with
            # the contrastive "not" after it (corrective_remnant)
            neg_flags.append(remnant_flag)
        quantifier = _downward_entailing_subject(verb)
        if quantifier is not None and not s_negative:
            neg_flags.append(f"negated-under-downward-subject:{quantifier}")
        fronted = _fronted_sequence_adverb(doc, verb)
        if fronted is not None and not s_negative and not neg.rule.endswith(LOCAL_NEGATIONS):
            neg_flags.append(f"negated-fronted-time-adverb:{fronted}")
        negated_focus = exclusive_focus(verb, NEGATED_FOCUS_PARTICLES)
        if (
            not s_negative
            and "negated-subordinate-clause" not in neg_flags
            and under_emotive_adjective(verb) is not None
        ):
            # "We were pleased that he did not decide to continue": the negation lands in the
            # content of an emotion, no denial of S (verb_complement_perspective; vc72)
            neg_flags.append("negated-subordinate-clause")
        if not s_negative and candidate.subtype == "that" and verbatim_quotation(doc, complement):
            # 'He did not note that "The question is open."': the denial of uttering words
            # the sentence quotes verbatim (verb_complement_perspective; vc72)
            neg_flags.append("negated-verbatim-quotation")
        if not s_negative and _sentential_relative_after(doc, complement):
            # "She did not manage to win the title, which is evidenced by the trophy": the
            # sentential relative comments on the whole clause (Quirk et al. 1985 §15.57) and
            # now vouches for a negated event (rewrite.complement.sentential_relative; 18th pass)
            neg_flags.append("negated-sentential-relative")
        elif not s_negative and _sequence_relative_after(doc, verb):
            # "does not allow the light to pass through the plane, after which it is
            # collimated": the sequence relative narrates a step after the denied event
            neg_flags.append("negated-sentential-relative")
        if negated_focus is not None and not s_negative:
            # "She did not only manage to finish half of the work": "only" presupposes its
            # prejacent, which survives the negation (Horn 1969), so ¬S still says she managed
            # to finish half, and "not only" asks for a "but also" continuation (Quirk et al.
            # 1985 §13.38): no denial of the trigger (issue #12, twelfth pass, class 2)
            neg_flags.append(f"negated-focus-particle:{negated_focus.lower_}")
        conditional = conditional_or(verb)
        if conditional is not None:
            # "Pay the toll, or the guards will (not) allow you to pass": the "if not" of a
            # conditional "or" keeps the polarity the writer gave its consequence, in either
            # direction (verb_complement_context.conditional_or; hundred-sixth pass)
            neg_flags.append(f"discourse-clash:conditional:{conditional}")
        if not s_negative:
            # "Instead, she did not decide ...", "did not choose not to" (fourteenth pass)
            neg_flags += [
                f
                for f in context_negation_flags(
                    verb, speaker_now=_speaker_now(verb), factive=sig == "+/+"
                )
                # an occasional adverb over the negation makes ¬S compatible with the
                # complement: that matters only where the negative column says "+" or "-"
                # ("Now and then I do not get to V" is no contradiction); "Sometimes I do not
                # fear that P" stays a fair neutral pair (hundred-third pass, vc97)
                if not (f.startswith("negated-occasional:") and sig[-1] == "o")
            ]
        if (
            s_negative
            and (performed := negated_explicit_performative(verb)) is not None
            and frame != ":performative:negation_removed"
        ):
            # "I don't say that he should ..." -> "I say that he should ...": the premise left
            # by removing the negation is an explicit performative, which asserts its clause;
            # flagged like the written one (verb_complement_context; stop 90, vc184)
            neg_flags.append(f"explicit-performative:{performed}")
        if not s_negative and str(feats.get("signature_source", "")).startswith("say:definitional"):
            # "We do not say that a graph is connected if ...": the negated definitional frame
            # withholds a stipulation, no denial of the definition S states (Austin 1962
            # lecture I on negated performatives; stop 70, vc115)
            neg_flags.append("explicit-performative:definitional")
        if not s_negative and candidate.subtype == "that" and factual_shell_subject(verb):
            # unreachable while `copula-that-clause` drops every copular candidate (ninety-sixth
            # pass); kept for the day the factual-shell copula comes back.
            # "The fact is not that the road was closed": a negated specificational copula is a
            # corrective that wants its replacement ("..., it is that ..."; Declerck 1988 ch. 1;
            # Quirk et al. 1985 §19.51 on contrastive negation), no plain denial of S
            neg_flags.append("negated-specificational-copula")
        contrastive = fronted_contrast(verb)
        if contrastive is not None and not s_negative:
            # "Whereas she claims X, he does not claim Y": the fronted contrast loses its point
            # (verb_complement_framing; twentieth pass)
            clash = "discourse-clash:contrast"
            if clash not in neg_flags:
                neg_flags.append(clash)
        manner = negated_manner_adverb(verb, sig.startswith("-"))
        if manner is not None and not s_negative:
            # "I do not respectfully decline to answer": negation focuses the manner adverb
            # (verb_complement_framing; twentieth pass)
            neg_flags.append(f"negated-manner-adverb:{manner}")
        if feats.get("negative_adverb") and not s_negative:
            neg_flags.append(f"negated-negative-adverb:{feats['negative_adverb']}")
        sequel = evaluative_sequel(verb)
        if sequel is not None:
            # "Even worse, the problems will not continue to fester": the flipped clause is
            # good news under an adverb that adds it to a series of bad ones
            # (verb_complement_acts; seventy-seventh pass, vc71)
            neg_flags.append(f"discourse-clash:evaluative-sequel:{sequel}")
        # "To their regret, their abilities do not seem to ...": the negation rewriter flags
        # ``discourse-clash:emotive-disjunct`` itself (clause_scope.emotive_disjunct; stop 82
        # vc158, moved to the shared layer at stop 83, ng20)
        if frame.startswith(":corrected_belief:") and not s_negative:
            # "Oh, I did not think Joey was here": under the same cue the denied belief is
            # given up too, so ¬S conveys the complement; its "o" would claim nothing follows
            # (verb_complement_dialogue; eighty-third pass, vc77)
            neg_flags.append(f"corrected-belief:{frame.rsplit(':', 1)[1]}")
        if frame == ":counterfactual_wish" and not s_negative:
            # "I do not wish I was in California", "She did not wish that he had left": a wish
            # over a hypothetical or past perfect clause presupposes the complement false
            # (Kiparsky & Kiparsky 1970; Karttunen 1971; Iatridou 2000), and its clausal
            # negation is no natural denial of the wish (one regrets, one does not "not wish"
            # a counterfactual). Judged negated counterfactual wishes in the training rows: 1
            # of 11 kept, against 2 of 2 for "wish ... would" (stop 92, vc190; s1208a verb-008)
            neg_flags.append("negated-counterfactual-wish")
        if candidate.subtype == "to" and hearer_advice(verb):
            # "You don't want to scare her away" -> "You want to scare her away": a flipped
            # indirect directive (verb_complement_acts; eighty-first pass, vc75)
            neg_flags.append("flipped-advice:want")
        if frame.startswith(":evaluative_adverb:") and not s_negative:
            # "She did not mistakenly assume that P", "He did not correctly predict that P": an
            # evaluative adverb is not in the scope of a plain clausal negation (Ernst 2002
            # §2.2; Nilsen 2003 on evaluatives as positive polarity items), so the added "not"
            # focuses the adverb (a corrective, "... but correctly") and ¬S is no denial of S
            neg_flags.append(f"negated-manner-adverb:{frame.rsplit(':', 1)[1]}")
        if (
            frame.startswith(":evaluative_predicate:")
            and not s_negative
            and "negated-subordinate-clause" not in neg_flags
        ):
            # "The critics are right in not saying that P": the "not" lands in the gerund or
            # infinitive the adjective evaluates, a clause S does not assert (Quirk et al.
            # 1985 §15.5 on nonfinite clauses), so ¬S is no denial of S
            neg_flags.append("negated-subordinate-clause")
        if not s_negative:
            # adjuncts that need the trigger's event, parenthetical "I understand ...", "he says
            # he does not realize ..." (verb_complement_discourse: issue #12, eleventh pass)
            neg_flags += discourse_flags(
                verb,
                candidate.subtype,
                neg.rule,
                bare=bool(feats.get("bare")),
                speaker_now=_speaker_now(verb),
                factive=sig == "+/+",
                negative_trigger=sig.startswith("-"),
            )
        env = ":positive_environment" if s_negative else ""
        neg_sign = positive if s_negative else negative
        if (
            SIGNATURE_LABELS[neg_sign] == "contradiction"
            and comp.rule.endswith(":in_place")
            and possibility is None
            and (neg_possibility := _possibility_over(verb, negated=not s_negative)) is not None
        ):
            # "The door may not open" / "may open": as for S above (_possibility_over)
            neg_sign = "o"
            frame += f":possibility:{neg_possibility}"
        dropped = None if s_negative else _dropped_modal(verb, doc, feats, hypothesis)
        if SIGNATURE_LABELS[neg_sign] == "contradiction" and dropped is not None:
            # "A program should not attempt to avoid errors" / "A program avoids errors"
            neg_sign = "o"
            frame += f":modal_dropped:{dropped}"
        if cut and SIGNATURE_LABELS[neg_sign] == "contradiction":
            return  # ¬(P∧Q) ⊭ ¬P: see ``cut`` above
        if negative_subject is not None:
            # "Not even the captain was not compelled to resign": a "not" added under a
            # negative subject is a double negation readers misread, no denial of S (as for
            # a downward-entailing subject, syntax.downward_entailing_subject): no ¬S pair
            return
        yield make_pair(
            candidate,
            negated_text,
            hypothesis,
            # S already negated on the trigger: the second premise removes that negation
            premise_kind="negation_removed" if s_negative else "negated",
            hypothesis_kind="complement",
            label=SIGNATURE_LABELS[neg_sign],
            rule=f"signature:{sig}:negated{env}{frame}",
            well_formed=comp.ok and bool(comp.text) and neg.ok and not neg_flags[len(neg.flags) :],
            features={
                **base,
                "negation_rule": neg.rule,
                "flags": list(comp.flags) + neg_flags,
            },
        )


def _knew_for_a_reason(verb: Token) -> bool:
    """ "I knew I married you for a reason!", "I knew I kept this box for a reason": the
    first-person past "I knew (that) I V-ed X for a reason" is an exclamative idiom of
    vindication (= "now I see why I V-ed X"; Oxford Dictionary of Idioms s.v. "for a
    reason"), said at the moment the reason shows itself. "know" is factive and the original
    pair stands, but its negation "I did not know I married you for a reason!" is no denial
    anyone would say (the idiom has no negative counterpart: Nunberg, Sag & Wasow 1994 on
    idioms' restricted syntax), so there is no negated premise (blind review s1201n;
    eighty-eighth pass)."""
    if verb_lemma(verb) != "know" or verb.tag_ != "VBD":
        return False
    children = list(verb.children)
    if any(c.dep_ == "neg" for c in children):
        return False
    if not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in children):
        return False
    for clause in (c for c in children if c.dep_ == "ccomp"):
        if not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in clause.children):
            continue
        if any(
            token.lower_ == "reason"
            and token.head.lower_ == "for"
            and any(d.lower_ == "a" for d in token.children)
            for token in clause.subtree
        ):
            return True
    return False


#: A hypothesis that ends as a question ("?", "?!"), with nothing after the marks.
_QUESTION_END = re.compile(r"\s*\?[!?]*$")
#: Words that open an interrogative (operators of subject-operator inversion, Quirk et al.
#: 1985 §11.5) or mark a wh-question or embedded question (§11.14): a hypothesis with one is
#: no declarative clause a full stop could state.
_INTERROGATIVE_WORDS = frozenset(
    {
        "am", "is", "are", "was", "were", "do", "does", "did", "have", "has", "had", "can",
        "could", "will", "would", "shall", "should", "may", "might", "must", "who", "whom",
        "whose", "what", "which", "when", "where", "why", "how", "whether", "if",
    }
)  # fmt: skip


def declarative_question_statement(hypothesis: str) -> str:
    """``hypothesis`` with its final "?" (or "?!") made a full stop when it is a clause in
    declarative order ("You will pull at that thread?" -> "You will pull at that thread."),
    else unchanged: an inverted or wh- hypothesis ("Are you being slow?") is still a
    question without its mark (Quirk et al. 1985 §11.3-11.5 on declarative questions)."""
    if not _QUESTION_END.search(hypothesis):
        return hypothesis
    words = re.findall(r"[a-z]+", hypothesis.lower())
    if not words or words[0] in _INTERROGATIVE_WORDS:
        return hypothesis
    if any(w in _INTERROGATIVE_WORDS - _OPERATORS for w in words):
        return hypothesis
    if _INVERSION.search(hypothesis.lower()):
        # "Rachel, does this end well or ...", "Listen will you uh, would you have dinner":
        # an operator before its subject further in is still an interrogative clause
        return hypothesis
    return _QUESTION_END.sub(".", hypothesis)


#: An operator directly before a subject pronoun or demonstrative: subject-operator inversion.
_INVERSION = re.compile(
    r"\b(?:am|is|are|was|were|do|does|did|have|has|had|can|could|will|would|shall|should|"
    r"may|might|must)(?:n't| not)? (?:i|you|he|she|it|we|they|this|that|there)\b"
)
#: The operators among ``_INTERROGATIVE_WORDS``: inside a clause they are auxiliaries.
_OPERATORS = frozenset(
    {
        "am", "is", "are", "was", "were", "do", "does", "did", "have", "has", "had", "can",
        "could", "will", "would", "shall", "should", "may", "might", "must",
    }
)  # fmt: skip


#: The modals of possibility (``syntax.POSSIBILITY_MODAL_FORMS``, with the "ca" of "can't")
#: (Palmer 2001 ch. 1, 3; Quirk et al. 1985 §4.53-4.58): "may/might" take scope over a
#: following "not" in their epistemic use ("may not" = possibly not), "can/could" under it
#: ("cannot", "could not" = not possible), so only those two count when the premise negates
#: the trigger itself.
_NEGATED_UNDER_MODAL = frozenset({"could", "can", "ca"})
#: Adverbs and extraposing adjectives of epistemic possibility (Quirk et al. 1985 §8.127,
#: §16.69; "perhaps P", "It is possible that P").
POSSIBILITY_ADVERBS = frozenset({"perhaps", "possibly", "maybe", "conceivably"})
POSSIBILITY_ADJECTIVES = frozenset({"possible", "conceivable"})
#: Content disjuncts of probability and possibility that hedge the truth of their clause
#: (Quirk et al. 1985 §8.127: "probably", "presumably" beside the possibility adverbs).
HEDGE_ADVERBS = POSSIBILITY_ADVERBS | {"probably", "presumably"}
#: Links through which an operator over a clause also scopes over the trigger inside it.
_SCOPE_LINKS = frozenset({"ccomp", "xcomp", "conj"})


def _modal_over_frequency(verb: Token) -> bool:
    """Has the trigger a modal auxiliary with an adverb of indefinite frequency between it and
    the verb ("This can often cause X", "It may sometimes seem to")? The added "not" goes after
    the modal and so before the frequency adverb, which falls under it ("cannot often cause"):
    "can" + "not" is impossibility (Quirk et al. 1985 §4.53, §10.67 on the scope of "not"
    after a modal), and "often" under it is no denial of S's "can often" ("it can happen, now
    and then"), a premise judges find unnatural (s1202z); "does not often cause" would drop the
    modal. So no ¬S pair is built (stop 69, vc112)."""
    modal = next(
        (c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD" and c.i < verb.i), None
    )
    if modal is None:
        return False
    return any(
        c.dep_ == "advmod" and modal.i < c.i < verb.i and (c.lower_,) in OCCASIONAL_ADVERBS
        for c in verb.children
    )


def _dropped_modal(verb: Token, doc: Doc, feats: dict[str, Any], hypothesis: str) -> str | None:
    """The modal of the trigger's own verb group ("should", "may", "must") when the hypothesis
    leaves it out (the rewrite drops it over an attitude or a conative: "should attempt to
    avoid X" -> "It avoids X", complement._outer_modal), else None.

    A one-way signature's negative column is for the unembedded trigger: "did not attempt to
    avoid X" excludes X, since an event not tried is not brought about (Karttunen 1971), but
    "should not attempt to avoid X" and "may not attempt to X" quantify over deontic or
    epistemic alternatives (Kratzer 1981; Palmer 2001 ch. 3) and say nothing of the actual
    world, where the modal-free hypothesis is set: neither pair is a contradiction. With the
    modal kept in the hypothesis the two stay under the same quantifier (_possibility_over
    keeps necessity's contrariety there). Negated "can/could" is left alone: "could not
    manage to open it" reports an actual failure (_NEGATED_UNDER_MODAL; Bhatt 1999 on the
    actuality entailment of past ability), unless it is the "can" of "demonstrable"."""
    modal = next(
        (c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD" and c.i < verb.i), None
    )
    if modal is None or modal.lower_ in FUTURE_AUXILIARIES:
        return None
    # "cannot be proved to be P" is no failure to prove but "not demonstrable": P may still
    # hold (Gödel's undecidable truths), so no contradiction either (demonstrable_can)
    actual = demonstrable_can(verb, negated=True) is None
    if modal.lower_ in _NEGATED_UNDER_MODAL and actual:
        return None
    if modal.lower_ not in UNASSERTING_MODALS:
        return None
    if modal.lower_ in {"would", "'d"} and any(
        c.dep_ == "nsubj" and c.lower_ in {"i", "we"} for c in verb.children
    ):
        # the tentative "would" of the speaker's own hedged assertion ("I wouldn't say the film
        # was boring"; Quirk et al. 1985 §4.63) quantifies over no alternatives: the seventy-third
        # pass's speaker rule labels it
        return None
    if _modal_carried(doc, _complement_range(doc, feats), modal.lower_, hypothesis):
        return None
    return modal.lower_


def _possibility_over(verb: Token, *, negated: bool) -> str | None:
    """The possibility operator over the trigger ("may", "might", "could", "perhaps", "It is
    possible that"), which the in-place hypothesis keeps, or None. ``negated``: the premise
    negates the trigger itself.

    A contradiction label needs premise and hypothesis to be incompatible, and under a
    possibility operator they are not: "may fail to reach the sea" (possibly not P) and "may
    reach the sea" (possibly P) hold together, since "possibly p" and "possibly not p" are
    consistent (Kratzer 1981 on modal bases; the dual of necessity, Hughes & Cresswell 1996
    ch. 1), so the label is neutral. Entailments survive it (possibility is upward monotone:
    "may manage to P" -> "may P"), and necessity keeps contrariety ("should not attempt to P"
    / "should P"), so only the contradictions are relabelled (sixty-eighth pass, vc62: "It is
    possible that the anacondas will not prove to belong ..." was labelled contradiction)."""
    token = verb
    sister_clause = False
    for _ in range(6):
        for child in token.children:
            if sister_clause:
                break  # the operators of a coordinated sister clause are not over the trigger
            if child.dep_ == "aux" and child.tag_ == "MD" and child.i < token.i:
                if child.lower_ in FUTURE_AUXILIARIES:
                    # the future auxiliary keeps contradictions ("will p" / "will not p";
                    # Quirk et al. 1985 §4.42): look further up
                    continue
                if child.lower_ not in POSSIBILITY_MODAL_FORMS:
                    return None  # "must", "should", "will": another operator is closest
                if token is verb and negated and child.lower_ in _NEGATED_UNDER_MODAL:
                    return None  # "could not manage to open it": not possible, no possibility
                return child.lower_
            if child.dep_ == "advmod" and child.lower_ in POSSIBILITY_ADVERBS:
                return child.lower_
            if (
                token is not verb
                and child.dep_ == "acomp"
                and child.lower_ in POSSIBILITY_ADJECTIVES
                and not any(c.dep_ == "neg" for c in token.children)
            ):
                return child.lower_
        if token.dep_ not in _SCOPE_LINKS or token.head is token:
            return None
        # A conjunct with a subject of its own is a coordinated clause, not a coordinated
        # predicate: the modal of its sister clause does not scope over it ("You may open it,
        # but the guards will not dare to try": only the first clause is possible; Quirk et
        # al. 1985 §13.5, §13.42 on clausal vs predication coordination). An operator above
        # the whole coordination still does ("It is possible that P and Q").
        sister_clause = token.dep_ == "conj" and any(
            c.dep_ in SUBJECT_DEPS_OF_CLAUSE for c in token.children
        )
        token = token.head
    return None


#: Causatives with an object + bare infinitive complement ("let them know", "made them
#: believe"; Quirk et al. 1985 §16.52). Not the verbs of perception: "I hear the citizens know
#: that ..." may be a finite that-less clause, so its negation is right there.
BARE_INFINITIVE_HEADS = frozenset({"let", "make", "have", "help"})


def _bare_infinitive_of_causative(verb: Token) -> bool:
    """Is the trigger the bare infinitive after a causative or perception verb and its object
    ("let my fellow citizens know that ...")? The parser makes the object its subject; a bare
    infinitive has no auxiliary, no complementizer and no tense of its own."""
    head = verb.head
    if verb.dep_ != "ccomp" or head.i > verb.i or verb_lemma(head) not in BARE_INFINITIVE_HEADS:
        return False
    if verb.tag_ not in ("VB", "VBP"):
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in verb.children):
        return False
    if any(c.dep_ in ("acomp", "oprd", "dobj") for c in head.children):
        return False  # "made sure the citizens know that ...": a finite clause of "make sure"
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    return subject is not None and subject.lower_ not in ("i", "we", "you", "they")


def _predicative_conjunct(verb: Token) -> bool:
    """Is the trigger a participle coordinated with the predicative of a copula ("The animals
    are small and adapted to survive in burrows")? It is an adjectival passive under "be", and
    ¬S either negates the copula, whose scope then takes in the other conjunct ("are not small
    and adapted"), or gives the participle a do-support it cannot have ("are small and did not
    adapt"): the negation is not on the trigger (issue #12, fifth review).

    A past conjunct after a past copula stays a verb ("The team was tired and wanted to go
    home"); the participle reading needs a present copula (a past verb would not follow it), a
    VBN tag, or a degree adverb ("well adapted").
    """
    if verb.dep_ != "conj" or verb.tag_ not in ("VBD", "VBN"):
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in verb.children):
        return False
    head = verb.head
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head  # "is fast, agile and adapted"
    if head.lemma_ == "be":
        copula = head
    elif head.dep_ == "acomp" and head.head.lemma_ == "be":
        copula = head.head
    else:
        return False
    present = copula.tag_ in ("VBZ", "VBP") or any(
        c.dep_ in AUX_DEPS and c.tag_ in ("VBZ", "VBP", "MD") for c in copula.children
    )
    degree = any(
        c.dep_ == "advmod" and c.lower_ in PARTICIPLE_DEGREE_ADVERBS for c in verb.children
    )
    return present or verb.tag_ == "VBN" or degree


#: An elliptical condition "if so", "if not", "unless so" opening a clause (stop 79, vc149).
_ELLIPTICAL_CONDITIONAL = re.compile(r"\s*(?:if|unless)\s+(?:so|not)\s*,", re.I)

#: A coordinator left at the end of a hypothesis: the sentence was cut ("She stayed and.").
_DANGLING_COORDINATOR = re.compile(
    r"\b(and|or|but|nor)[\s\"'\u201d\u2019)\]]*[.!?]?[\s\"')\]]*$", re.I
)
#: Negative and restrictive words whose fronting triggers subject-operator inversion (Quirk et
#: al. 1985 §18.24): "Never did she", "Not once has he", "Only then did they", "Rarely does".
INVERSION_TRIGGERS = frozenset(
    {"never", "not", "no", "nor", "neither", "nowhere", "rarely", "seldom", "hardly", "scarcely"}
    | {"barely", "little", "only"}
)


#: Relations of a noun phrase that a gerund clause can fill (object of a preposition or a verb,
#: appositive, predicative): "came back to [family and wanting to be here]".
_NOMINAL_DEPS = frozenset({"pobj", "dobj", "appos", "attr"})


def _infinitive_partner_in_complement(doc: Doc, complement: range, remnant: Token) -> bool:
    """Does a "not to V" remnant inside the complement have its contrast partner, a
    to-infinitive of the complement's own ("seem to be given to complete the picture, not to be
    believed"), before it inside the complement?

    A corrective remnant repeats the shape of what it corrects (McCawley 1991; Quirk et al.
    1985 §10.66), so the partner is that infinitive adjunct, not the trigger, and the
    hypothesis, which keeps the whole complement, keeps both halves of the contrast (stop 48,
    fl6). Only for "not to" and a "to" that marks a verb other than the complement's head."""
    if remnant.i + 1 >= len(doc) or doc[remnant.i + 1].lower_ != "to":
        return False
    head = min(complement, default=remnant.i)
    for t in doc[head + 1 : remnant.i]:
        marks = t.lower_ == "to" and t.dep_ == "aux" and t.i in complement
        own = t.head.i in complement and t.head.i > head + 1
        if marks and own and t.head.dep_ in {"advcl", "xcomp", "acl"}:
            return True
    return False


def _nominal_gerund(verb: Token) -> bool:
    """Is the trigger a gerund in a noun-phrase position: coordinated with a noun ("family and
    wanting to"), the object of a verb or of a preposition inside a noun phrase ("the idea of
    wanting to")? Gerund clauses as subjects are left to ``_nominal_clause`` (label rule).

    The parser often hangs a gerund coordinated with a noun on the finite verb instead ("has come
    back to family and wanting"); a gerund cannot share a tensed or perfect verb's auxiliaries
    ("*has wanting"), only a progressive "be" (Quirk et al. 1985 ch. 13 on coordinated verb
    phrases), so such a conjunct is nominal as well."""
    if verb.tag_ != "VBG" or any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    top = verb
    while top.dep_ == "conj" and top.head.i != top.i:
        top = top.head
    if top is not verb:
        if top.pos_ in ("NOUN", "PROPN", "PRON") or top.dep_ in _NOMINAL_DEPS:
            return True
        progressive = top.tag_ == "VBG" or any(
            c.dep_ in AUX_DEPS and c.lemma_ == "be" for c in top.children
        )
        if top.tag_ == "VB" and top.dep_ == "xcomp" and top.head.tag_ == "VBG":
            # "..., threatening to burn the barn and boasting that ...": the parse hung the
            # -ing form on the infinitive, but a gerund and a to-infinitive are no like
            # constituents (Quirk et al. 1985 §13.60), so it is coordinated with the
            # participle above ("threatening ... and boasting"), a verbal supplementive
            # clause, not a noun phrase (stop 48, fl6)
            return False
        if _gerund_after_preposition(top, verb):
            # "thwart it by leaving the method ..., and insisting that ...": the parse hung
            # the -ing form on the finite verb, but the like constituent before the
            # coordinator is the preposition's gerund ("by leaving ... and insisting"; Quirk
            # et al. 1985 §13.60), a verbal clause of means, no noun phrase (stop 66, fl32)
            return False
        return top.pos_ in ("VERB", "AUX") and not progressive
    if verb.dep_ == "pcomp":
        return verb.head.head.pos_ in ("NOUN", "PROPN")  # "the idea of wanting to"
    return verb.dep_ in _NOMINAL_DEPS


def _gerund_after_preposition(top: Token, verb: Token) -> bool:
    """Does a preposition on the finite verb ``top``, between it and the -ing conjunct ``verb``,
    take a verbal gerund (-ing form with no auxiliary, "by leaving", "after reading") as its
    complement? Then that gerund, not the finite verb, is the conjunct's like constituent."""
    return any(
        prep.dep_ == "prep"
        and top.i < prep.i < verb.i
        and any(g.dep_ == "pcomp" and g.tag_ == "VBG" for g in prep.children)
        for prep in top.children
    )


def _specificational_gerund(verb: Token, subtype: str) -> bool:
    """Is a to-taking trigger the gerund value of a specificational copula ("The point of the
    program was helping to build schools")? ``_nominal_clause`` already gives it the neutral
    label (Higgins 1979), but the in-place hypothesis keeps the role noun and the copula around
    another gerund ("The point of the program was building schools"): an identity statement
    the sentence does not make (issue #12, seventeenth pass)."""
    return subtype == "to" and verb.tag_ == "VBG" and _nominal_clause(verb)


def _fronted_inversion(verb: Token) -> str | None:
    """The fronted negative or restrictive word (or wh-word) before an operator that precedes
    the subject ("Never did she want", "Only then did he decide", "How on earth do you manage
    to"), or None; a question ending in "?" is left to the ``question`` flag and a clause opening
    with its operator ("Had he wanted to ...") has nothing fronted."""
    if ends_with_question(verb.doc):
        return None
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None:
        return None
    operator = next(
        (c for c in verb.children if c.dep_ in AUX_DEPS and c.i < subject.left_edge.i), None
    )
    if operator is None:
        return None
    for fronted in verb.children:
        if fronted.i >= operator.i or fronted.dep_ in AUX_DEPS or fronted.is_punct:
            continue
        first = fronted.left_edge
        if first.lower_ in INVERSION_TRIGGERS or fronted.tag_ in WH_TAGS:
            return first.lower_ if first.lower_ in INVERSION_TRIGGERS else fronted.lower_
    return None


#: Words after a subject's "not" that make the noun phrase negative ("not even the captain",
#: "not a single guest", "not one of them"): Klima (1964) and Quirk et al. (1985) §10.59 on
#: clausal negation carried by "not" in the subject ("Not even John came, did he?"); "not all",
#: "not many", "not every" deny a quantifier and are left out (partial negation, §10.66).
_NEGATED_SUBJECT_OPENERS = frozenset({"even", "a", "one", "an"})


def _negative_subject(verb: Token) -> Token | None:
    """The negative quantifier or "not even / not a (single) / not one" of the trigger's own
    subject ("Nobody forced him to go", "Not even the captain was compelled to resign"), or
    None. Only a subject in the trigger's clause, before the trigger."""
    found = negative_quantifier_subject(verb)
    if found is not None:
        return found
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.i > verb.i:
        return None
    doc = verb.doc
    for t in doc[subject.left_edge.i : subject.i]:
        if t.lower_ == "not" and t.i + 1 < len(doc):
            if doc[t.i + 1].lower_ in _NEGATED_SUBJECT_OPENERS:
                return t
            return None
    return None


#: The sign of the complement's own polarity under a negated trigger, read back for a
#: hypothesis that keeps the negative subject ("Nobody escaped" = no x escaped).
_KEPT_NEGATIVE_SUBJECT = {"-": "+", "o": "o", "+": "-"}


def _negative_subject_label(negative: str, subject_word: Token, hypothesis: str) -> str:
    """The signature sign for S under a negative subject. S denies the trigger of every
    individual the subject quantifies over, so the negative column gives each one's
    complement: with the subject gone from the hypothesis ("Nobody forced him to go" -> "He
    went") that column is the label (force -/o: neutral); with the subject kept, as the
    in-place hypothesis of subject control keeps it ("Nobody managed to escape" -> "Nobody
    escaped"), the hypothesis itself denies the complement of each, so a "-" column entails
    it and a "+" column contradicts it (Karttunen 1971 on implicative signatures; Ladusaw
    1979 on the negative quantifier as a universal over negated predications). The subject is
    kept when the hypothesis holds its words from the negative one to its head ("Nobody", "No
    critic", "Not even the captain"), not when the negative word alone turns up elsewhere: the
    "not" of a kept negative complement is no subject ("Not one witness realized that the door
    was not locked" -> "The door was not locked": realize's negative column, entailed)."""
    subject = subject_word  # the head of the subject noun phrase that holds the negative word
    while subject.dep_ not in SUBJECT_DEPS and subject.head.pos_ not in ("VERB", "AUX"):
        if subject.head.i == subject.i:
            break
        subject = subject.head
    words = subject_word.doc[subject_word.i : max(subject.i, subject_word.i) + 1].text
    kept = re.search(rf"\b{re.escape(words)}\b", hypothesis, re.I) is not None
    return _KEPT_NEGATIVE_SUBJECT[negative] if kept else negative


def _downward_entailing_subject(verb: Token) -> str | None:
    """The downward-entailing quantifier of the trigger's (possibly inherited) subject."""
    subject = _subject_of(verb)
    return downward_entailing_subject(subject) if subject is not None else None


def _contrast_after_attempt(
    verb: Token, feats: dict[str, Any], s_negative: bool, complement: range, contrast: str | None
) -> str | None:
    """A "but" clause after an infinitive whose matrix leaves it open or denies it ("He tried
    to call her but they refused", "She refused to sign but they made her"): the contrast says
    the outcome differed from the attempt or refusal, so the complement is settled by the
    but-clause, not by the signature (the -/o and o/o implicatives only implicate their
    outcome, and "but" cancels or reinforces that implicature; Karttunen 1971; Lakoff 1971 on
    denial-of-expectation "but"): flagged (issue #12, seventh review)."""
    # a two-way implicative ("forgot to X, but ...") settles X itself; a -/o refusal keeps its
    # contradiction ("declined to comment, but a spokesman said ..." adds another speaker, it
    # does not report that he commented): only o/o attempts and wishes are open to the "but"
    # "attempt" is o/- in RP19 (an attempt not made was not achieved; thirty-second pass): its
    # positive side is as open as "try"'s, and "attempted to qualify but failed to make the
    # field" settles the complement the same way
    if (
        s_negative
        or feats["signature"] not in ("o/o", "o/-")
        or feats.get("complementizer") != "to"
    ):
        return None
    if contrast != "but":  # ``_contrast_conjunct`` of the trigger, computed once by the caller
        return None
    if feats.get("signature_source") == "inceptive:interrupted":
        # "began to explain the plan but stopped": the "but" clause is the breaking off that
        # the signature already reads (the positive side open) and that the hypothesis no
        # longer carries (``interrupting_conjunct``; stop 99, vc214)
        return None
    if verb_lemma(verb) in PROPOSITIONAL_INFINITIVE_VERBS:
        # "The cluster is often considered to be one language, but there is quite a bit of
        # diversity": a propositional infinitive has no outcome for the "but" to report, the
        # clause qualifies the opinion, and the neutral label stands (judged 1, kept 1;
        # forty-third pass, vc35)
        return None
    last = max(complement, default=verb.i)
    doc = verb.doc
    for but in (t for t in doc if t.lower_ == "but" and t.i > last):
        if _correlative_but(doc, verb, but) or not _finite_after(doc, but):
            # "we have to show not just that we're back, but that ...", "We can afford to
            # increase spending by a modest amount, but enough to invest ...": a correlative
            # "not just ... but" (Quirk et al. 1985 §13.38) or a phrase-level "but" with no
            # finite verb of its own reports no outcome (forty-third pass, vc35)
            continue
        if _attitude_after(doc, but):
            # "tried to find this order in mathematics, but they believed that it revealed
            # itself to the senses": a clause with its own subject whose verb takes a content
            # clause states a view, no outcome of the attempt (forty-eighth pass: judged 2,
            # kept 2)
            continue
        return "but"
    return None


def _attitude_after(doc: Doc, but: Token) -> bool:
    """Is the clause "but" opens headed by a verb with its own subject and a content clause
    ("but I think that ...", "but they believed ...")? It reports an attitude or a saying
    (Quirk et al. 1985 §16.31 on verbs with that-clause objects), not what came of the attempt
    before it."""
    for t in doc[but.i + 1 :]:
        if t.is_punct and t.text in (",", ";", ":", "."):
            return False
        if t.pos_ in ("VERB", "AUX") and t.dep_ not in AUX_DEPS:
            subject = any(c.dep_ in SUBJECT_DEPS and c.i < t.i for c in t.children)
            content = any(c.dep_ == "ccomp" and c.i > t.i for c in t.children)
            return subject and content
    return False


#: Focusing adverbs of a correlative "not just/only/merely/simply ... but (also)".
_CORRELATIVE_FOCUS = frozenset({"just", "only", "merely", "simply"})


def _correlative_but(doc: Doc, verb: Token, but: Token) -> bool:
    """Is ``but`` the second half of "not just/only ... but" after the trigger?"""
    return any(
        t.lower_ in ("not", "n't") and doc[t.i + 1].lower_ in _CORRELATIVE_FOCUS
        for t in doc[verb.i : but.i - 1]
    )


def _finite_after(doc: Doc, but: Token) -> bool:
    """Does a finite verb follow ``but`` before the next clause punctuation?"""
    for t in doc[but.i + 1 : but.sent.end]:
        if t.text in (";", ":", ".", "!", "?"):
            return False
        if t.tag_ in ("VBD", "VBZ", "VBP", "MD"):
            return True
    return False


#: Verbs whose infinitive is propositional, a belief or report about a state simultaneous with
#: it ("is considered to be", "is said to have"), not an irrealis goal whose outcome a later
#: clause can report (Wurmbrand 2014, "Tense and aspect in English infinitives", on
#: propositional vs future infinitives; Noonan 2007 §2.2 on propositional complements).
PROPOSITIONAL_INFINITIVE_VERBS = frozenset(
    {"consider", "believe", "think", "say", "claim", "report", "allege", "rumor", "rumour"}
    | {"repute", "suppose", "presume", "assume", "estimate", "deem", "reckon", "judge"}
    | {"seem", "appear", "find", "declare", "understand", "prove", "show", "know"}
)


def _subject_even_dropped(verb: Token, hypothesis: str) -> str:
    """``hypothesis`` without the scalar "even" it copied from the trigger's subject ("Even the
    staff of the old keeper struggled to light the room" -> "The staff of the old keeper lit the
    room."). "even" on the subject ranks the subject as the least likely of those of which the
    matrix predication holds (Karttunen & Peters 1979; Rooth 1985 on focus association within
    its clause): it was said of "struggled to V", and the hypothesis states the complement's
    event alone, of whose alternatives the source says nothing. The negated premise drops it
    too (``negation.scalar_even_drops``), so both pairs share the plain subject."""
    drops = scalar_even_drops(verb)
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if not any(s.left_edge.i in drops and s.left_edge.lower_ == "even" for s in subjects):
        return hypothesis
    match = re.match(r"(?i)even\s+", hypothesis)
    if match is None:
        return hypothesis
    return capitalise(hypothesis[match.end() :])


#: Checks of verb_complement_context for both pairs, each with the flag its finding names: a
#: generic "when" restrictor, a hedged or explicit performative (issue #12, fourteenth pass), a
#: trigger inside a disjunction (sixteenth pass).
_SCOPE_CHECKS: tuple[tuple[str, Callable[[Token], str | None]], ...] = (
    ("generic-restrictor", generic_restrictor),
    ("hedged-performative", hedged_performative),
    ("explicit-performative", lambda verb: _doubtful_explicit_performative(verb)),
    ("disjunct-trigger", disjunct_trigger),
    ("superseded-state", superseded_state),
    ("wh-infinitive-trigger", wh_infinitive_trigger),
    ("belief-contrasted", contrasted_belief),
    ("fronted-complement-adjunct", fronted_complement_adjunct),
    ("failure-adjunct", failure_adjunct),
    ("detached-topic", detached_topic),
    ("negated-even", negated_even),
    ("cannot-seem-idiom", cannot_seem),
    ("reporter-conjunct", reporter_conjunct),
)
#: Checks for ¬S only: a negative complement of a neg-raising verb, "also" under the added
#: negation.
_NEGATION_CHECKS: tuple[tuple[str, Callable[[Token], str | None]], ...] = (
    ("double-negation", negative_complement),
    ("negated-additive", additive_under_negation),
    ("negated-beside-factive", factive_beside),
    ("negated-until", until_under_negation),
    ("negated-occasional", occasional_over_negation),
    ("negated-exceptive", exceptive_under_negation),
    # scalar "even" and additive "as well as" under the added "not" (hundred-fifth pass, vc99)
    ("negated-even", scalar_even_after_trigger),
    ("negated-additive", additive_coordinator_after_trigger),
    ("negated-culminative", culminative_over_negation),
    # a postposed ", as ..." ground, "for once", a correlative "not only ... but" in the
    # complement (hundred-sixth pass, vc100)
    ("discourse-clash:reason", postposed_reason_as),
    ("negated-exceptional", exceptional_for_once),
    ("double-negation", correlative_not_only),
    # an epistemic "has to be" over a superlative subject turns deontic under "not" (vc128)
    ("negated-epistemic-modal", superlative_has_to_be),
)


def _negated_saying_formula(verb: Token) -> bool:
    """Is ``verb`` the "say/tell" of "I do not say (to you) that P" / "I don't tell you that P":
    a that-clause and, besides the subject, only the hearer ("you") as object or "to"-phrase?"""
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None or [m.lower_ for m in clause.children if m.dep_ == "mark"] != ["that"]:
        return False
    hearer = ("you", "ye", "thee")
    for c in verb.children:
        if c.dep_ in ("dobj", "dative", "iobj") and c.lower_ not in hearer:
            return False
        if c.dep_ == "prep" and not any(
            p.dep_ == "pobj" and p.lower_ in hearer for p in c.children
        ):
            return False
    if verb.lemma_.lower() == "tell":
        return any(c.dep_ in ("dobj", "dative") and c.lower_ in hearer for c in verb.children)
    return True


def _doubtful_explicit_performative(verb: Token) -> str | None:
    """``explicit_performative``'s verb unless the speaker's saying formula
    (``speaker_performative`` "formula": "I say to you that P") already labels S entailment:
    that pair is sound, only its negation is doubtful (flagged in ``context_negation_flags``;
    stop 90, vc185). The commissives ("I promise that", "I bet that") stay flagged in both."""
    if speaker_performative(verb) == "formula":
        return None
    return explicit_performative(verb)


def context_scope_flags(doc: Doc, verb: Token) -> list[str]:
    """Flags for both pairs from the material around the trigger (``_SCOPE_CHECKS``); the
    continuation that settles the complement is checked by the caller, against the label."""
    return [
        f"{name}:{found}" for name, check in _SCOPE_CHECKS if (found := check(verb)) is not None
    ]


def context_negation_flags(verb: Token, *, speaker_now: bool, factive: bool) -> list[str]:
    """Flags for ¬S only: a replacive "instead", a negated infinitive under the added "not",
    ``_NEGATION_CHECKS``, a Moore-paradoxical first-person denial of a discovery factive
    (verb_complement_context)."""
    out: list[str] = []
    if replacive_instead(verb):
        out.append("negated-replacive:instead")
    if negated_infinitive(verb):
        out.append("double-negation:not")
    out += [
        f"{name}:{found}" for name, check in _NEGATION_CHECKS if (found := check(verb)) is not None
    ]
    paradox = moore_paradox(verb, speaker_now, factive)
    if paradox is not None:
        out.append(f"moore-paradox:{paradox}")
    shared = _coordinated_modal(verb)
    if shared is not None:
        # "We must and shall see that X" -> "We do not need to and shall see that X": the added
        # negation takes one of two coordinated modals and leaves the other asserting the act,
        # so ¬S is no denial of S (Quirk et al. 1985 §13.42 on coordinated auxiliaries sharing
        # one verb; forty-second pass, s1130f)
        out.append(f"truncated-coordination:{shared}")
    if speaker_performative(verb) in ("will", "progressive"):
        # "I will not tell ya I do enjoy guilt": the negated formula is a refusal to tell, no
        # denial of the assertion S performs (Austin 1962 lecture I; eighty-third pass, vc77)
        out.append("explicit-performative:tell")
    if speaker_performative(verb) == "formula":
        # "I do not say to you that P", "I will not say that P", "I do not have to say that
        # P": the negated saying formula refuses or disclaims a saying, it denies nothing of
        # P (Austin 1962 lecture I; stop 90, vc185: s1206a verb-023 judged the negated "have
        # to say" unnatural)
        out.append(f"explicit-performative:{verb_lemma(verb)}")
    if speaker_now and speaker_performative(verb) == "present":
        # "Tonight, I do not report that the Union is strong": a negated explicit performative
        # is no denial of the report (Austin 1962 lecture I: the performative is done, not
        # described; verb_complement_stance.PRESENT_REPORT_PERFORMATIVES; forty-second pass)
        out.append(f"explicit-performative:{verb_lemma(verb)}")
    if speaker_now and verb_lemma(verb) in SPEAKER_HOPE_VERBS:
        # "We do not hope you'll join us": "hope" is no neg-raising verb (Horn 1978, 1989
        # §5.2), so a speaker's denial of her own present hope is a marked, near-contradictory
        # utterance (she is the authority on it), not the natural denial of "We hope you'll
        # join us", which is "We hope you won't" (twenty-second pass, class 3)
        out.append(f"negated-speaker-hope:{verb_lemma(verb)}")
    return out


def _coordinated_modal(verb: Token) -> str | None:
    """The coordinator between two modals that share the trigger ("must and shall see")."""
    doc = verb.doc
    for a in verb.children:
        if a.dep_ != "aux" or a.tag_ != "MD" or a.i + 2 >= len(doc) or a.i > verb.i:
            continue
        cc, other = doc[a.i + 1], doc[a.i + 2]
        if cc.lower_ in ("and", "or") and other.tag_ == "MD":
            return cc.lower_
    return None


#: Directives whose object is the addressee that controls the infinitive ("directed the
#: Secretary to report"; CGEL ch. 14 §7), unlike "allow/cause X to V", whose object is any NP.
_DIRECTIVE_CONTROLLERS = frozenset({"direct", "order", "instruct", "command", "request"})
#: WordNet files of nouns that can name an addressee (a person, a body of persons).
_AGENT_LEXNAMES = frozenset({"noun.person", "noun.group"})
#: Commissives whose object before "to" is the thing promised when it is no person ("I pledge
#: the full resources of the Executive Branch to assist the Congress"): the infinitive is the
#: purpose of that thing (CGEL ch. 14 §5 on purpose infinitives; Quirk et al. 1985 §16.40), and
#: "I assist the Congress" is not what was pledged (forty-third pass, vc35: 4 such dev pairs).
_PLEDGED_OBJECT_VERBS = frozenset({"pledge", "promise", "vow"})


#: Quantifiers and numerals that head a partitive ("some of these", "a few of them") or stand
#: for a noun left out ("one", "two"): Quirk et al. 1985 §5.23-5.25, §6.50.
_PARTITIVE_HEADS = frozenset(
    {"some", "any", "one", "few", "several", "many", "couple", "bunch", "lot", "half", "all"}
    | {"two", "three", "four", "five", "six", "more", "both", "each", "most", "pair"}
)
#: Independent demonstrative pronouns: used of things, not of people, except as the subject
#: of an identifying clause ("That is my brother"; Quirk et al. 1985 §6.41; CGEL ch. 5 §7.3).
_THING_PRONOUNS = frozenset({"it", "this", "that", "these", "those"})
#: Dependents that fill the infinitive's object or predicative slot, or make it passive.
_FILLED_SLOT_DEPS = frozenset(
    {"dobj", "dative", "ccomp", "xcomp", "attr", "acomp", "oprd", "nsubjpass", "auxpass"}
)


def _thing_phrase(np: Token) -> bool:
    """Does the noun phrase of ``np`` name a thing, never an agent: a noun none of whose
    WordNet senses is a person, animal or group (``AGENT_LEXNAMES``), "it", an independent
    demonstrative (``_THING_PRONOUNS``), or a quantifier or numeral whose partitive "of"
    names such a thing ("some of these", "two of the jars")?"""
    low = np.lower_
    if np.pos_ == "NOUN":
        senses = lexnames(np.lemma_.lower(), "NOUN")
        if np.lemma_.lower() in _PARTITIVE_HEADS:
            senses = frozenset()  # "a couple of these": the partitive decides
        elif senses:
            return not senses & AGENT_LEXNAMES
    elif np.tag_ in ("PRP", "DT") and low in _THING_PRONOUNS:
        return not any(c.dep_ == "prep" for c in np.children)
    if low not in _PARTITIVE_HEADS and np.lemma_.lower() not in _PARTITIVE_HEADS:
        return False
    part = next((c for c in np.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    obj = None if part is None else next((c for c in part.children if c.dep_ == "pobj"), None)
    return obj is not None and _thing_phrase(obj)


def _thing_before_gapped_infinitive(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the noun phrase before the infinitive a thing the infinitive's verb can have as its
    subject only with an object, and has that verb no object ("I got some of these to try as
    a snack", "We picked up a tin to share")?

    In object control and ECM ("got him to try", "want it to work") the noun phrase is the
    infinitive's understood subject (CGEL ch. 14 §5-7). A thing cannot be the subject of an
    agentive verb used without an object (WordNet lists no "Something ----s" frame for it,
    ``thing_subject_without_object``), and when that verb's object slot is empty the noun
    phrase is its understood object: "got some of these [for me] to try" is the acquisition
    "get" with a purpose infinitive, "in order to try them" (Quirk et al. 1985 §15.46, §15.48
    on purpose clauses with an object gap; CGEL ch. 14 §5 on purpose adjuncts vs catenative
    complements). No pair: the hypothesis makes the thing the agent ("Some of these tried as a
    snack", s9401 verb-047). A causee that can be the verb's subject ("got the engine to
    run", "wanted these to last") and an infinitive with its own object ("got it to print
    the page") keep their pairs."""
    if c.complementizer is None:
        return False
    to = doc[c.complementizer]
    inf = doc[c.head]
    if inf.pos_ not in ("VERB", "AUX") or any(ch.dep_ in _FILLED_SLOT_DEPS for ch in inf.children):
        return False
    if any(
        ch.dep_ == "conj" and any(g.dep_ in _FILLED_SLOT_DEPS for g in ch.children)
        for ch in inf.children
    ):
        return False  # "allows a peripheral to read and write memory": the object is shared by
        # the coordinated verbs (right node raising, H&P 2002 ch. 15 §4.3), so no gap (stop 94 CI)
    nps = [ch for ch in inf.children if ch.dep_ == "nsubj" and ch.i < to.i] + [
        ch for ch in verb.children if ch.dep_ == "dobj" and ch.right_edge.i == to.i - 1
    ]
    if len(nps) != 1 or not _thing_phrase(nps[0]):
        return False
    return thing_subject_without_object(verb_lemma(inf)) is False


def _non_agent_object(verb: Token, c: Construction) -> bool:
    """Is the directive's object before the infinitive a noun with no person or group sense in
    WordNet ("directed prompt action to accelerate")?"""
    lemma = verb_lemma(verb)
    if lemma not in _DIRECTIVE_CONTROLLERS | _PLEDGED_OBJECT_VERBS or c.complementizer is None:
        return False
    objects = [ch for ch in verb.children if ch.dep_ == "dobj" and ch.i < c.complementizer]
    if len(objects) != 1 or objects[0].pos_ != "NOUN":
        return False
    senses = lexnames(objects[0].lemma_.lower(), "NOUN")
    return bool(senses) and not senses & _AGENT_LEXNAMES


#: Verbs of needing whose object before a to-infinitive may be the thing needed rather than
#: the infinitive's subject (CGEL ch. 14 §5 on purpose adjuncts after "need X to V").
_NEED_VERBS = frozenset({"need", "require"})
#: WordNet files of a human quality or capacity (patience, courage, strength, skill, memory):
#: something a person has and uses, not someone who acts.
_CAPACITY_LEXNAMES = frozenset({"noun.attribute", "noun.feeling", "noun.cognition"})
#: Infinitives whose subject is a theme or holder, which a quality can be ("need the patience
#: to last"): not read as purposes.
_THEME_INFINITIVES = frozenset({"be", "have", "last", "remain", "stay", "become", "grow"})


def _capacity_object_before_purpose(verb: Token, c: Construction) -> bool:
    """Is the trigger "need/require" with a person subject and, before the to-infinitive, a
    direct object naming a quality or capacity ("would require the patience of a saint to get
    through this film", "need the memory of an elephant to keep track of it")?

    Object control needs an object that can be the infinitive's subject (CGEL ch. 14 §7;
    Quirk et al. 1985 §16.52-16.53); a quality such as patience or stamina cannot get through
    a film, so the infinitive is a purpose adjunct whose understood subject is the matrix
    subject (Quirk et al. 1985 §15.48, CGEL ch. 14 §5: "[in order] to get through"), or a
    complement of the noun ("the patience to V"). The pair "The patience of Job would get
    through this documentary" was nonsense (s9404 verb-075). Only with a person as matrix
    subject, the one who would use the quality, an object whose WordNet senses are all
    qualities or capacities (``_CAPACITY_LEXNAMES``, no person, group or animal sense), and an
    infinitive that is not a state a quality can be in (``_THEME_INFINITIVES``)."""
    if verb_lemma(verb) not in _NEED_VERBS or c.complementizer is None or c.head is None:
        return False
    objects = [ch for ch in verb.children if ch.dep_ == "dobj" and ch.i < c.complementizer]
    if len(objects) != 1 or objects[0].pos_ != "NOUN":
        return False
    senses = lexnames(objects[0].lemma_.lower(), "NOUN")
    first = first_sense_lexname(objects[0].lemma_.lower(), "NOUN")
    if (
        first not in _CAPACITY_LEXNAMES
        or not senses
        or senses & (_AGENT_LEXNAMES | {"noun.animal"})
    ):
        return False
    if verb.doc[c.head].lemma_.lower() in _THEME_INFINITIVES:
        return False
    subject = next((ch for ch in verb.children if ch.dep_ == "nsubj"), None)
    if subject is None:
        return False
    if subject.tag_ == "PRP":
        return subject.lower_ in ("i", "you", "he", "she", "we", "they")
    if subject.ent_type_ == "PERSON":
        return True
    return subject.pos_ == "NOUN" and bool(
        lexnames(subject.lemma_.lower(), "NOUN") & {"noun.person"}
    )


#: Quality, ability and opportunity nouns with an infinitive of their own (word list header:
#: Quirk et al. 1985 §17.30-17.33), with the attempt and intention nouns of the same kind.
QUALITY_INFINITIVE_NOUNS = (
    word_set("verb_complement_quality_infinitive_nouns")
    | INFINITIVE_TAKING_NOUNS
    | word_set("presupposition_infinitive_complement_nouns")
)


def _noun_owns_infinitive_after_object(verb: Token, c: Construction) -> bool:
    """Is the to-infinitive after the direct object of a verb that no WordNet sense lets take
    an object + infinitive (frames 24/25, ``verb_frames.infinitive_after_object``) the
    postmodifier of that object, a noun of quality, ability or opportunity that takes an
    infinitive itself ("has shown the courage to refuse", "displayed the wits to use it")?

    An object-control or ECM reading needs a verb with the frame "Somebody ----s somebody to
    INFINITIVE" (Quirk et al. 1985 §16.50-16.52; CGEL ch. 14 §5-7); without it the NP + to-VP
    string is one noun phrase with an infinitival postmodifier (Quirk et al. 1985 §17.30-17.33:
    "the courage to refuse"), and "The courage refused" is no hypothesis of the sentence
    (s9601 verb-030). A stative infinitive ("showed his decision to be wrong") is left to the
    ECM reading (``_THEME_INFINITIVES``); a verb with the frame ("gave him the chance to V",
    "told the boys to V") and "need/require" (``_capacity_object_before_purpose``) are not
    this check's."""
    if c.complementizer is None or c.head is None:
        return False
    lemma = verb_lemma(verb)
    if lemma in _NEED_VERBS or infinitive_after_object(lemma) or not known_verb(lemma):
        return False
    objects = [ch for ch in verb.children if ch.dep_ == "dobj" and ch.i < c.complementizer]
    if len(objects) != 1 or objects[0].pos_ != "NOUN":
        return False
    noun = objects[0]
    if noun.lower_ not in QUALITY_INFINITIVE_NOUNS and (
        noun.lemma_.lower() not in QUALITY_INFINITIVE_NOUNS
    ):
        return False
    return verb.doc[c.head].lemma_.lower() not in _THEME_INFINITIVES


#: Verbs of getting whose relativised object may own the infinitive after them ("the last
#: chance we'll get to do so", "the money she found to spend"). Not "have": "have to" is the
#: semi-auxiliary of obligation (Quirk et al. 1985 §3.49), and a relativised noun before it is
#: as often the infinitive's own object ("the foods we had to give up"); the contact relative
#: "the time we had to V" is left to the "have" check of ``_signature``.
_OBTAINING_VERBS = frozenset({"get", "find"})
#: Nouns of resource that take an infinitival relative with a gap of its own ("money to spend",
#: "food to eat", "room to move": Quirk et al. 1985 §17.31; Huddleston & Pullum 2002 ch. 12 §7
#: on infinitival relatives), beside QUALITY_INFINITIVE_NOUNS.
_RESOURCE_INFINITIVE_NOUNS = frozenset({"money", "cash", "funds", "food", "room", "space"})


def _infinitive_of_relativised_object(verb: Token, c: Construction) -> bool:
    """Is ``verb`` "get/find" in a relative clause (or contact clause) whose gap is its own
    object, the head noun being a noun of opportunity, quality or resource, so that the
    to-infinitive after it belongs to the noun ("This may be the last chance we'll get to do
    so" = the last chance to do so that we'll get)?

    The head noun is the verb's understood object ("we'll get the chance"), and a noun of
    opportunity or resource takes an infinitival modifier of its own ("the chance to do so",
    "money to spend"; Quirk et al. 1985 §17.31; Huddleston & Pullum 2002 ch. 12 §7 and ch. 14
    §1.3 on infinitival relatives), so the infinitive is no complement of "get": there is no
    implicative "get to" (Karttunen 1971's "get to" has no object), and the in-place hypothesis
    "the last chance we'll do so" is no sentence of S. A subject relative ("the people who get
    to vote") or a head noun that is no such object ("the man we'll get to meet": "meet" has
    the gap) keeps the catenative "get to"."""
    if c.complementizer is None or verb_lemma(verb) not in _OBTAINING_VERBS:
        return False
    if verb.dep_ not in ("relcl", "acl") or verb.head.pos_ != "NOUN" or verb.head.i > verb.i:
        return False
    if c.complementizer != verb.i + 1:
        return False
    if any(ch.dep_ in ("dobj", "dative", "prt") for ch in verb.children):
        return False
    subject = next((ch for ch in verb.children if ch.dep_ == "nsubj"), None)
    if subject is None or subject.tag_ in ("WP", "WDT") or subject.lower_ == "that":
        return False
    noun = verb.head.lemma_.lower()
    return noun in QUALITY_INFINITIVE_NOUNS or noun in _RESOURCE_INFINITIVE_NOUNS


#: Verbs of hoping whose first-person present denial is odd (Horn 1989 §5.2).
SPEAKER_HOPE_VERBS = frozenset({"hope", "pray"})


def _dangling_preposition(doc: Doc, complement: range) -> str | None:
    """The preposition that ends the complement without an object, when nothing in the
    sentence could have extracted that object (no wh-word, no relative, no passive)."""
    words = [doc[i] for i in complement if not doc[i].is_punct]
    if not words:
        return None
    last = words[-1]
    if last.dep_ != "prep" or any(True for _ in last.children):
        return None
    if any(t.tag_ in WH_TAGS or t.dep_ == "relcl" for t in doc):
        return None
    if any(c.dep_ in PASSIVE_DEPS for c in last.head.children):
        return None  # "wanted to be looked after"
    return last.lower_


def _wh_gap_in_complement(verb: Token, complement: range) -> str | None:
    """A wh-word before the trigger whose syntactic head is inside the complement ("What he
    decided to do", "the things which she wanted to buy" is a relative clause, handled apart)."""
    doc = verb.doc
    clause_start = verb.left_edge.i
    for t in doc[clause_start : verb.i]:
        if t.tag_ in ("WP", "WRB", "WDT") and t.head.i in complement and t.lower_ != "that":
            if verb.dep_ == "relcl":
                return None  # a relative clause on a noun: restrictive-relative rules
            return t.lower_
        if (
            t.tag_ in ("WP", "WRB")
            and t.head.i == verb.i
            and t.lower_ != "why"
            and verb_lemma(verb) in BRIDGE_THINKING_VERBS
            and _inverted(verb)
        ):
            # "Where do you think the workers are getting these ideas?": a verb of thinking
            # has no place or manner of its own to ask about, so the fronted wh-word is
            # extracted from its complement across the bridge verb (Erteschik-Shir 1973;
            # Chomsky 1977); the parser hangs it on the verb. "Why do you think ..." may ask
            # about the thinking and stays
            return t.lower_
        if (
            t.tag_ == "WP"
            and t.lower_ in ("what", "who", "whom")
            and t.dep_ in ("dobj", "attr")
            and t.head.i == verb.i
            and _inverted(verb)
            and any(ch.dep_ == "ccomp" and ch.i in complement for ch in verb.children)
            and not any(ch.dep_ in ("dobj", "dative") and ch.i != t.i for ch in verb.children)
        ):
            # "What then will we say that Abraham has found?": a verb whose object slot the
            # clause fills has no second object (CGEL ch. 11 §8.2 on content-clause objects),
            # so the fronted "what" the parser hung on it is extracted from the complement
            # across the bridge verb (Ross 1967; Chomsky 1977), and "Abraham has found" is an
            # open proposition with a gap (stop 87, vc175; s1205r verb-031)
            return t.lower_
        if (
            t.lower_ == "how"
            and t.head.pos_ in ("ADJ", "ADV")
            and t.head.head.i == verb.i
            and t.head.i < verb.i
            and verb_lemma(verb) in BRIDGE_THINKING_VERBS
            and _inverted(verb)
        ):
            # "How angry do you think Joey is gonna be?": a degree phrase "how ADJ/ADV" is no
            # argument or adjunct of thinking, so it is the complement's predicate or adverb,
            # fronted across the bridge verb like "where" above (seventy-fifth pass)
            return "how"
    return None


def _fronted_relative_phrase(verb: Token) -> str | None:
    """The fronted "from/in/to which" phrase or relative "where" of a relative clause headed by
    a verb of thinking or estimating ("the spot from which he estimated the shot had come"),
    which the parser hangs on the trigger although its gap is in the complement; or None."""
    if verb.dep_ != "relcl" or verb_lemma(verb) not in FRONTED_GAP_VERBS:
        return None
    for child in verb.children:
        if child.i > verb.i:
            continue
        if child.dep_ == "prep" and any(
            g.tag_ in ("WDT", "WP") and g.dep_ == "pobj" for g in child.children
        ):
            return f"{child.lower_} {next(g.lower_ for g in child.children if g.dep_ == 'pobj')}"
        if child.lower_ == "where" and child.tag_ == "WRB":
            return "where"
    return None


#: Verbs of thinking that let a wh-phrase out of their complement (bridge verbs).
BRIDGE_THINKING_VERBS = frozenset(
    {"think", "believe", "suppose", "guess", "reckon", "imagine", "assume", "figure", "expect"}
)


#: Bridge verbs of thinking and estimating, which have no source, goal or place of their own for
#: a fronted relative phrase to modify (Erteschik-Shir 1973 on bridge verbs; "said/announced
#: in which" can be the saying's place and are not here).
FRONTED_GAP_VERBS = BRIDGE_THINKING_VERBS | {"estimate", "calculate", "feel", "judge", "suspect"}


def _inverted(verb: Token) -> bool:
    """A direct question on ``verb``: an auxiliary before its subject ("do you think")."""
    aux = next((c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i), None)
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return aux is not None and subject is not None and aux.i < subject.i < verb.i


#: Arcs that open a clause of its own inside the complement: a wh-word under one of them opens
#: an adverbial ("when women make love"), subject ("what he did") or relative clause of the
#: complement, not the complement (ninety-first pass). Not "ccomp"/"xcomp": "what he said he
#: did", "what he wanted to do" keep the question's gap in a clause the question embeds.
_INNER_CLAUSE_DEPS = frozenset({"advcl", "csubj", "csubjpass", "relcl", "acl"})


def _wh_clause_is_complement(wh: Token, complement: range) -> bool:
    """Is ``wh`` in the complement's own clause, so that its clause IS the complement
    (``wh_opens_clause`` on the complement's head)?"""
    doc = wh.doc
    head = next(
        (t for t in doc[complement.start : complement.stop] if t.head.i not in complement),
        None,
    )
    if head is None:
        return True
    if complement.start > 0 and doc[complement.start - 1].lower_ == "that":
        return False
    return wh_opens_clause(wh, head)


def wh_opens_clause(wh: Token, head: Token) -> bool:
    """Does the wh-word ``wh`` that opens the clause of ``head`` mark that clause as
    interrogative?

    An interrogative content clause is marked by its initial wh-phrase or "whether/if", a
    declarative one by "that" or nothing (CGEL ch. 11 §3-5; Quirk et al. 1985 §15.3-15.5): a
    clause with "that" is declarative, whatever opens its first inner clause ("find that when
    women make love they produce ..."). Without "that", a wh-word whose path to the head
    crosses an adverbial, subject or relative clause belongs to that inner clause ("I think
    when you restart it, the daemon works", "Cheney says when he heard the news, he decided
    to stay": a temporal clause fronted in a declarative clause, Quirk et al. 1985 §8.15)."""
    if any(c.dep_ == "mark" and c.lower_ == "that" for c in head.children):
        return False
    token = wh
    while token.i != head.i and token.head.i != token.i:
        if token.dep_ in _INNER_CLAUSE_DEPS:
            return False
        token = token.head
    return True


def _embedded_question_complement(doc: Doc, subtype: str, complement: range) -> str | None:
    """The wh-word that opens a "that"-subtype complement (after its adverbs: "exactly how
    much") and whose clause is the complement (``_wh_clause_is_complement``), else None."""
    if subtype != "that" or not complement:
        return None
    for t in doc[complement.start : complement.stop]:
        if t.tag_ in WH_TAGS and t.lower_ != "that":
            return t.lower_ if _wh_clause_is_complement(t, complement) else None
        if t.pos_ != "ADV":
            return None
    return None


#: Verbs taking an object + -ed participle complement ("found the door locked", "saw him
#: arrested", "showed the mayor surrounded by reporters"; Quirk et al. 1985 §16.52, verbs of
#: perception, discovery, depiction and keeping). "reveal" is a verb of showing like "show"
#: (Levin 1993 §48.1.2, §78): after its object an -ed form with no auxiliary and no object is a
#: participle ("revealed no effects for the variables studied": a reduced relative on
#: "variables", CGEL ch. 12 §7), no finite clause (thirty-third pass).
SMALL_CLAUSE_VERBS = frozenset(
    {"find", "see", "show", "reveal", "hear", "notice", "watch", "observe"}
    | {"keep", "leave", "picture", "imagine", "depict", "want", "like", "need"}
)
#: Nominative pronouns: a following past form is a finite verb ("found she had left").
NOMINATIVE_PRONOUNS = frozenset({"i", "he", "she", "we", "they", "you", "it"})


def _naming_participle(doc: Doc, subtype: str, complement: range) -> str | None:
    """The -ed head of a bare "that"-subtype complement that has an object predicative ("oprd")
    but no object and no auxiliary: "could hold two addresses called the CAR" -> "called".

    A complex-transitive verb (call, name, term, dub, elect) takes its object predicative only
    together with its object ("They called the addresses the CAR"; Quirk et al. 1985 §16.43-
    16.48); with the object gone and no "be", the -ed form is the passive participle of a
    reduced relative on the noun before it ("a man called Smith", Quirk et al. 1985 §17.30;
    CGEL ch. 12 §7), so there is no finite clause and the "complement" is a noun phrase: the
    noun is the matrix verb's object (s1204b blind review, class 4; hundred-twenty-first pass).
    """
    if subtype != "that" or not complement:
        return None
    words = doc[complement.start : complement.stop]
    head = next((t for t in words if t.head.i not in complement), None)
    if head is None or head.tag_ not in ("VBD", "VBN") or doc[complement.start].lower_ == "that":
        return None
    if complement.start > 0 and doc[complement.start - 1].lower_ == "that":
        return None
    deps = {c.dep_ for c in head.children}
    if "oprd" not in deps or deps & {*AUX_DEPS, "mark", "dobj", "dative"}:
        return None
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > head.i or subject.lower_ in NOMINATIVE_PRONOUNS:
        return None
    if head.lower_ != inflect(verb_lemma(head), "VBN").lower():
        return None
    return head.lower_


def _participle_small_clause(doc: Doc, verb: Token, subtype: str, complement: range) -> str | None:
    """The participle of a bare "that"-subtype complement that is an object + -ed participle
    small clause: no "that", no auxiliary, a head whose past tense and past participle are one
    form, a subject that is no nominative pronoun, after a SMALL_CLAUSE_VERBS verb; else None.

    After any verb, also a naming participle with an object predicative and no object ("hold two
    addresses called the CAR"): see :func:`_naming_participle`."""
    naming = _naming_participle(doc, subtype, complement)
    if naming is not None:
        return naming
    if subtype != "that" or not complement or verb_lemma(verb) not in SMALL_CLAUSE_VERBS:
        return None
    words = doc[complement.start : complement.stop]
    head = next((t for t in words if t.head.i == verb.i), None)
    if head is None or head.tag_ not in ("VBD", "VBN") or head.i < complement.start + 1:
        return None
    # a complementizer, an auxiliary or an object makes a finite clause ("saw that", "found
    # the door was shut", "saw my neighbor had a bulldozer": a passive participle has no object)
    if doc[complement.start].lower_ == "that" or (
        complement.start > 0 and doc[complement.start - 1].lower_ == "that"
    ):
        return None
    if any(c.dep_ in (*AUX_DEPS, "mark", "dobj", "dative") for c in head.children):
        return None
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > head.i or subject.lower_ in NOMINATIVE_PRONOUNS:
        return None
    before = doc[head.i - 1]
    if verb_lemma(verb) == "reveal" and (before == subject or before.pos_ not in ("NOUN", "PROPN")):
        # "revealed the minister lied": a finite verb right after its subject stays; only an -ed
        # form after a noun inside the object's modifier is the reduced relative
        return None
    lemma = verb_lemma(head)
    if lemma in ("be", "have", "do"):
        return None
    if head.lower_ != inflect(lemma, "VBN").lower():
        return None  # "found the window broke": not a participle form, a finite verb
    return head.lower_


#: Subordinators of conditional clauses (Quirk et al. 1985 §15.33-15.36).
CONDITIONAL_MARKS = frozenset({"if", "unless"})


def _filtered_factive(verb: Token, doc: Doc, complement: range) -> str | None:
    """The subject of an "if" clause of the trigger's own clause when the complement is a
    progressive with the same pronoun as subject ("If he stepped across the sill, he knew that
    he was committing himself to ruin"), else None.

    Karttunen (1973) filters the consequent's presupposition C when the antecedent A entails C.
    A progressive complement about the if-clause's own subject reports what that subject is
    doing at the supposed event, which is the supposed act under another description, so A
    supplies C. A shared subject alone is no such sign: "If she reads the letter, she will know
    that she was right" presupposes that she was right (vc110's counter-example), and keeps +/+."""
    head = next((doc[i] for i in complement if doc[i].head.i not in complement), None)
    if head is None or head.tag_ != "VBG":
        return None
    if not any(a.dep_ == "aux" and a.lemma_ == "be" for a in head.children):
        return None
    subject = next((c for c in head.children if c.dep_ == "nsubj" and c.pos_ == "PRON"), None)
    if subject is None:
        return None
    for clause in verb.children:
        mark = _condition_mark(clause, CONDITIONAL_MARKS)
        if mark is None or mark.lower_ != "if" or _unrestricting_condition(mark, clause):
            continue
        own = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if own is not None and own.lower_ == subject.lower_:
            return own.lower_
    return None


def _generic_conditional(verb: Token, hypothesis: str) -> bool:
    """Is the trigger a simple present with no auxiliary ("you know", "one sees") whose own
    clause has an "if" clause in the simple present, left out of ``hypothesis`` ("If the first
    letter is a Q, you know that the word is borrowed from Arabic")?

    A present "if" clause over a present main clause with no modal is the restrictor of a
    generic quantifier over cases (Lewis 1975, "Adverbs of quantification"; Kratzer 1986;
    Quirk et al. 1985 §15.35 on "open" conditions of general truth): the sentence says that in
    each case where the condition holds the subject knows P of that case, and P, about the
    case ("the word", "it"), holds only where the condition does: the conditional
    presupposition "if A then P" (Karttunen 1973; Beaver 2001 on the proviso problem), not P
    itself. A single future ("If she reads the letter, she will know that she was right",
    _filtered_factive's counter-example) or a past event keeps the factive's presupposition,
    and so does a P that does not mention the case (``_complement_tied_to_case``, mn75: "If
    John calls, he knows that Mary is sick" presupposes that Mary is sick, Karttunen 1973)."""
    if verb.tag_ not in ("VBZ", "VBP") or any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    for clause in verb.children:
        mark = _condition_mark(clause, CONDITIONAL_MARKS)
        if mark is None or mark.lower_ != "if" or _unrestricting_condition(mark, clause):
            continue
        if any(a.tag_ in ("MD", "VBD") for a in clause.children if a.dep_ in AUX_DEPS):
            continue
        if clause.tag_ not in ("VBZ", "VBP") and not any(
            a.tag_ in ("VBZ", "VBP") for a in clause.children if a.dep_ in AUX_DEPS
        ):
            continue
        words = verb.doc[clause.left_edge.i : clause.right_edge.i + 1].text
        if words.lower() not in hypothesis.lower() and _complement_tied_to_case(verb, clause):
            return True
    return False


def _generic_when_factive(verb: Token, hypothesis: str) -> bool:
    """Is the factive's clause restricted by a generic or directive "when"-clause
    (``syntax.generic_when_clause``, the test presupposition reads too: "When you see all these
    things, know that he is near"; "When the lamps are lit, they know that the ships are
    close"), left out of ``hypothesis``, with a complement not in the past? The complement is
    evaluated at the occasions the clause picks out (Partee 1984), so the sentence gives only
    "when A, P" (Karttunen 1973 filtering; Kratzer 1986 on "when"-clauses as restrictors), not
    P itself: o/o (s1205t pres-034, pres-081; stop 88, pr193). A past complement projects."""
    return generic_when_restricts(verb, hypothesis)


#: Factives of knowing and coming to know (Kiparsky & Kiparsky 1970; Karttunen 1971's
#: semifactives "find out/discover/realize/see"), whose first-person future in a conditional
#: consequent is _speaker_knowledge_consequent's class.
_KNOWING_FACTIVES = frozenset(
    {"know", "learn", "find", "discover", "realize", "realise", "see", "understand", "notice"}
)
#: Future and hypothetical modals as the parser tokenizes them ("we'll", "we won't").
_PROSPECTIVE_MODALS = frozenset({"will", "shall", "'ll", "wo", "would", "'d", "should"})


def _speaker_knowledge_consequent(verb: Token, hypothesis: str) -> bool:
    """Is the trigger a factive of knowing with a first-person subject under "will/shall/
    would", whose own clause has a restricting "if/unless" clause left out of ``hypothesis``
    ("but if not, then we shall know that it is not his hand that struck us", "If the box is
    empty, I will know that the thief has been here")?

    A conditional "if A, B" implicates that the speaker does not know whether A or B (Gazdar
    1979, clausal quantity implicatures), and a speaker who makes her own coming to know P
    depend on A presents P as open now: the factive's presupposition is cancelled (Karttunen
    1971, "Some observations on factivity": a first-person factive in a conditional loses its
    presupposition, "If I realize later that I have not told the truth, I will confess";
    Gazdar 1979 ch. 6 on presupposition cancelled by implicature), and the complement holds
    only in the worlds the condition picks out (Karttunen 1973 on filtering; Quirk et al. 1985
    §15.33 on open conditions). A third-person knower keeps the presupposition ("If she reads
    the letter, she will know that she was right", vc110's pin), and a present generic "you
    know" is _generic_conditional's class; a "then" consequent is _then_knowledge_consequent's."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return False
    return _prospective_knowing_condition(verb, hypothesis) is not None


def _then_knowledge_consequent(verb: Token, hypothesis: str) -> bool:
    """Is the trigger a factive of knowing under "will/shall/would" in a consequent opened by
    resumptive "then" after its own "if" clause, the "if" clause left out of ``hypothesis``
    ("If the lamp goes out, then you will know that the oil is spent", "if not, then they shall
    know that it is not his hand"), whoever the knower is?

    Conditional "then" marks the consequent as following from the antecedent and presupposes
    that in the cases where the antecedent is false the consequent need not hold (Iatridou
    1994, "On the contribution of conditional then"; Quirk et al. 1985 §15.33 on "then" as
    the correlative of an open condition): the coming to know P is presented as an inference
    from A, so A is the evidence for P and the consequent's presupposition is filtered to the
    conditional "if A then P" (Karttunen 1973, "Presuppositions of compound sentences"; Heim
    1983): P holds only under the condition. Without "then" a third-person knower keeps the
    presupposition ("If she reads the letter, she will know that she was right", vc110's pin).
    Stop 88, vc178."""
    clause = _prospective_knowing_condition(verb, hypothesis)
    if clause is None or _condition_mark(clause, CONDITIONAL_MARKS).lower_ != "if":
        return False
    return any(
        c.dep_ == "advmod" and c.lower_ == "then" and clause.right_edge.i < c.i < verb.i
        for c in verb.children
    )


def _prospective_knowing_condition(verb: Token, hypothesis: str) -> Token | None:
    """The restricting "if/unless" clause of a factive of knowing (``_KNOWING_FACTIVES``) under
    a future or hypothetical modal (``_PROSPECTIVE_MODALS``), the clause left out of
    ``hypothesis``, or None: the shared part of _speaker_knowledge_consequent and
    _then_knowledge_consequent."""
    if verb_lemma(verb) not in _KNOWING_FACTIVES:
        return None
    if not any(c.dep_ == "aux" and c.lower_ in _PROSPECTIVE_MODALS for c in verb.children):
        return None
    for clause in verb.children:
        mark = _condition_mark(clause, CONDITIONAL_MARKS)
        if mark is None or _unrestricting_condition(mark, clause):
            continue
        words = verb.doc[clause.left_edge.i : clause.right_edge.i + 1].text
        if words.lower() not in hypothesis.lower():
            return clause
    return None


#: Pronouns that can take up the case an if-clause sets up ("If the tag is a P, you know that
#: it is an extension"; demonstratives as discourse deixis, Webber 1988).
_CASE_PRONOUNS = frozenset({"it", "this", "that", "they", "these", "those"})


def _complement_tied_to_case(verb: Token, clause: Token) -> bool:
    """Does the that-complement of ``verb`` vary with the case the "if" ``clause`` restricts?
    The if-clause restricts a quantifier over cases (Lewis 1975), and P holds case by case only
    if it mentions the case; otherwise its presupposition projects from the consequent
    (Karttunen 1973: "If John calls, he knows that Mary is sick" presupposes that Mary is
    sick). P's subject mentions the case when it is (a) a pronoun "it/this/that/they/these/
    those" with no noun antecedent in the main clause outside the complement, (b) a noun
    sharing its lemma with a noun of the if-clause, or (c) a definite description ("the word"
    after "If the first letter is a Q"): a definite in the scope of a quantifier over cases
    picks out the unique thing of each case and covaries with it (Heim 1990 and Elbourne 2005
    on descriptions in donkey conditionals; Clark 1975 on bridging). A proper name or a
    first/second person pronoun names the same thing in every case (Kripke 1980) and projects."""
    comp = next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if comp is None:
        return False
    subj = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    if subj.lower_ in _CASE_PRONOUNS and subj.pos_ == "PRON":
        outside = set(range(comp.left_edge.i, comp.right_edge.i + 1)) | set(
            range(clause.left_edge.i, clause.right_edge.i + 1)
        )
        return not any(t.pos_ in ("NOUN", "PROPN") and t.i not in outside for t in verb.subtree)
    if subj.pos_ != "NOUN":
        return False
    if subj.lemma_.lower() in {t.lemma_.lower() for t in clause.subtree if t.pos_ == "NOUN"}:
        return True
    return any(c.dep_ == "det" and c.lower_ == "the" for c in subj.children)


def _matrix_condition(verb: Token, hypothesis: str) -> str | None:
    """ "if"/"unless" when a conditional clause adjoins the trigger's own clause (an adverbial
    clause of the trigger or of a conjoined verb it shares its subject with is not counted) and
    its words are not in ``hypothesis``, else None: "Capturing a city will cause its citizens
    to riot, if the city is large", "Pollution, if left unchecked, will cause X to V"."""
    for c in verb.children:
        mark = _condition_mark(c, CONDITIONAL_MARKS)
        if mark is None or _unrestricting_condition(mark, c):
            continue
        words = verb.doc[c.left_edge.i : c.right_edge.i + 1].text
        if words.lower() not in hypothesis.lower():
            return mark.lower_
    return None


#: Verbs of a speech-act ("biscuit") conditional with a first- or second-person subject: "if
#: you ask me", "if I remember correctly", "if I may say so" hedge the speech act, not the
#: proposition (Austin 1956 "Ifs and cans"; Quirk et al. 1985 §15.37 on indirect conditions;
#: Iatridou 1991), so they restrict nothing.
_SPEECH_ACT_CONDITION_VERBS = frozenset(
    {"ask", "remember", "recall", "recollect", "say", "understand", "tell", "put"}
)


def _unrestricting_condition(mark: Token, clause: Token) -> bool:
    """Is the "if" clause ``clause`` (marked by ``mark``) one that does not restrict the matrix
    proposition? "as if" is a manner clause; "even if" is a concessive conditional, whose
    consequent holds whatever the condition (Quirk et al. 1985 §15.36; König 1986); a
    speech-act conditional ("if you ask me") hedges the utterance (rt2 finding 4)."""
    before = mark.doc[mark.i - 1].lower_ if mark.i > 0 else ""
    if before in ("as", "even"):
        return True
    subject = next((c for c in clause.children if c.dep_ == "nsubj"), None)
    return (
        mark.lower_ == "if"
        and clause.lemma_.lower() in _SPEECH_ACT_CONDITION_VERBS
        and subject is not None
        and subject.lower_ in SPEAKER_PRONOUNS | {"you"}
    )


def _conditional_clause(verb: Token) -> str | None:
    """ "if"/"unless" when the trigger is in a conditional clause (not "as if", which
    ``non_assertive_frame`` relabels), "inverted" for "Had he managed to ...", else None."""
    for tok in (verb, *verb.ancestors):
        if interrogative_if(tok):
            continue  # "asked if he knew": an embedded question (_in_embedded_question)
        for c in tok.children:
            if c.dep_ == "mark" and c.lower_ in CONDITIONAL_MARKS:
                before = verb.doc[c.i - 1].lower_ if c.i > 0 else ""
                return None if before == "as" else c.lower_
    if in_inverted_conditional(verb):
        return "inverted"
    if _no_matter_clause(verb):
        return "no-matter"
    # "In the event (that) X fails to V", "in case X fails to V" (vc228)
    return conditional_preposition(verb) or suppositional_imperative(verb)


def _medial_reporting_clause(doc: Doc, verb: Token, subtype: str, complement: range) -> str | None:
    """The host clause's last noun when the trigger is a reporting clause set off by commas
    inside its host and the "that"-clause follows it after a comma ("There is no evidence,
    the mayor said, that the bridge is safe"), else None.

    A reporting clause in medial position is a comment clause: its complement is the host
    sentence around it, and it takes no that-clause of its own (Quirk et al. 1985 §15.54,
    §14.26 on reporting clauses; CGEL ch. 11 §8.3); a "that"-clause after it continues the host,
    as the appositive content clause of the host's noun ("evidence that ...", Quirk et al. 1985
    §17.26). The parser hangs it on the verb of saying, so the hypothesis states the content of
    the evidence, claim or hope as if it were what was said, and ¬S denies the comment clause
    ("..., the mayor did not say, that ..."): both pairs flagged (thirty-first pass). Likewise
    after an extraposition host "it + be (+ adjective)" with no cleft focus ("Could it be, she
    wondered, that P?"): the host's predicate word is returned (stop 45, vc44)."""
    if subtype != "that" or not complement:
        return None
    first = min(complement)
    mark = doc[first] if doc[first].lower_ == "that" else doc[max(first - 1, 0)]
    if mark.lower_ != "that" or mark.i < 2 or doc[mark.i - 1].text != ",":
        return None
    if doc[mark.i - 2].i != verb.i and doc[mark.i - 2].head.i != verb.i:
        return None  # the comma must close the reporting clause itself
    subject = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
    if subject is None:
        return None
    before = subject.left_edge.i - 1
    if before < 1 or doc[before].text != ",":
        return None
    it = next((t for t in doc[:before] if t.lower_ == "it" and t.head.lemma_ == "be"), None)
    if it is not None:
        be = it.head
        hosted = [c for c in be.children if it.i < c.i < before or be.i < c.i < before]
        after = max(it.i, be.i)  # a cleft's focus follows "it is"/"is it" ("really" does not)
        if any(c.dep_ in ("acomp", "attr") for c in hosted) or not any(
            c.dep_ in _CLEFT_FOCUS_DEPS and c.i > after for c in hosted
        ):
            # "Could it really be, she asked herself, that P?", "Was it possible, she wondered,
            # that P?": the that-clause is the extraposed subject of the host's "be" (CGEL
            # ch. 16 §7 on extraposition), no complement of the comment clause, and the host's
            # question or modal is lost with it (s1130p)
            predicate = next((c for c in hosted if c.dep_ in ("acomp", "attr")), be)
            return predicate.lower_
        # "It's in such places, he says, that he ...": the "that" of an it-cleft, whose clause
        # is the presupposed part of what was said, not a noun's content (Quirk et al. 1985
        # §18.25-18.27)
        return None
    noun = next((t for t in reversed(doc[:before]) if t.pos_ in ("NOUN", "PROPN", "PRON")), None)
    if noun is None or noun.pos_ == "PRON":
        return None
    return noun.lower_


def _no_matter_clause(verb: Token) -> bool:
    """Is the trigger inside a "no matter how/what ..." clause ("No matter how hard she tried
    to breathe, ...")? A universal concessive conditional (Quirk et al. 1985 §15.43; CGEL ch. 11
    §5.3.4 on exhaustive conditionals) quantifies over all values of its wh-word and asserts
    none: as in an "if"-clause the complement is not asserted, and the in-place hypothesis
    keeps the wh-phrase without what it measured ("No matter how hard she breathed")
    (seventeenth pass)."""
    prev = verb
    for tok in verb.ancestors:
        if tok.lower_ == "matter" and any(c.lower_ == "no" for c in tok.children):
            # the trigger's branch is the wh-clause right after "matter", not the main clause
            # the parser may have hung under it ("No matter what they wish, they have to ...")
            start = prev.left_edge.i
            return start == tok.i + 1 and verb.doc[start].tag_ in WH_TAGS
        prev = tok
    return False


#: Imperatives that set up a supposition ("Say you wanted to buy a house", "Suppose she refused
#: to pay"): a conditional protasis in imperative form (Quirk et al. 1985 §15.36 on "suppose/
#: supposing/say" as conditional subordinators; CGEL ch. 11 §5.2), so the clause under them is
#: not asserted, as in an "if"-clause (fifteenth pass, class 5).
SUPPOSITIONAL_IMPERATIVES = frozenset({"say", "suppose", "imagine", "assume", "pretend"})


def _suppositional_root(verb: Token) -> bool:
    """Is ``verb`` a subjectless sentence-initial base form "Say/Suppose/Imagine" with a clause?"""
    return (
        verb.lower_ in SUPPOSITIONAL_IMPERATIVES
        and verb.tag_ == "VB"
        and verb.i == verb.sent.start
        and not any(c.dep_ in ("nsubj", "aux", "neg") for c in verb.children)
        and any(c.dep_ == "ccomp" for c in verb.children)
    )


def suppositional_imperative(verb: Token) -> str | None:
    """The imperative's word when the trigger is in the clause of a suppositional imperative,
    sentence-initial ("Say we want to V") or after a leading discourse marker ("Now, say we
    want to V": ``marked_suppositional_root``, the same conditional "say", Quirk et al. 1985
    §15.36 on imperative conditionals; stop 76, vc138, s1204o verb-003)."""
    for tok in verb.ancestors:
        if _suppositional_root(tok) or marked_suppositional_root(tok):
            return tok.lower_
    return None


#: A stretch between double quotation marks, straight or curly (single quotes are left out:
#: they cannot be told from apostrophes).
_QUOTED = re.compile(r'"([^"]+)"|\u201c([^\u201c\u201d]+)\u201d')


def quotation_altered(source: str, hypothesis: str) -> bool:
    """Does a quotation in ``hypothesis`` differ from every stretch of ``source``? Quotation
    marks claim that the words between them are the quoted speaker's own, verbatim: a quotation
    demonstrates the wording, it does not describe the content (Clark & Gerrig 1990,
    "Quotations as demonstrations"; CGEL ch. 20 §5; Quirk et al. 1985 §14.29 on quoted
    speech, whose wording only indirect speech may adapt). When the trigger or the complement's
    verb lies inside a partial quotation, the rewrite drops or inflects quoted words ('seems
    to "believe X"' -> '"believes X"') and the hypothesis misquotes; the words cannot be
    adapted without the marks becoming false, and dropping the marks turns a quotation into
    the writer's own words (sixty-fifth pass, vc59). Each quotation of the hypothesis must be
    one of the source's, whole: compared case-blind (the hypothesis capitalises its first
    word) and without final punctuation (which may move across the closing mark)."""

    def quotations(text: str) -> set[str]:
        return {
            " ".join((m.group(1) or m.group(2)).lower().split()).rstrip(".,;:!? ")
            for m in _QUOTED.finditer(text)
        }

    source, hypothesis = _unwrapped(source), _unwrapped(hypothesis)
    return bool(quotations(hypothesis) - quotations(source))


#: A sentence that is one quotation from its first word to its last ('"We need to ask ..."').
_WHOLLY_QUOTED = re.compile(r'^\s*["\u201c]([^"\u201c\u201d]+)["\u201d]\s*$')


def _unwrapped(text: str) -> str:
    """``text`` without quotation marks that enclose all of it. A wholly quoted sentence is the
    text a speaker uttered, rewritten as a whole like any other sentence (its premise and
    hypothesis are both the speaker's words under the same marks); only a partial quotation
    claims that some words inside a sentence are verbatim ('"We hope to win the cup"' ->
    '"We will win the cup"' keeps the marks round a whole utterance; stop 49 end, mending
    vc59, whose rule had dropped such pairs)."""
    m = _WHOLLY_QUOTED.match(text)
    return m.group(1) if m else text


def _attribution_lost(doc: Doc, verb: Token, hypothesis: str) -> bool:
    """Does the sentence name a source ("according to X") over the trigger that the hypothesis
    leaves out?"""
    low = hypothesis.lower()
    return any(
        t.lower_ == "according"
        and t.i + 1 < len(doc)
        and doc[t.i + 1].lower_ == "to"
        and _adjunct_over_trigger(t, verb)
        for t in doc
    ) and ("according to" not in low)


def _adjunct_over_trigger(adjunct: Token, verb: Token) -> bool:
    """Is ``adjunct`` in the trigger's own clause (or a clause above it) rather than in a later
    coordinated clause? Stop 88 (vc179): "he began to go up from Babylon; and ... he came to
    Jerusalem, according to the good hand of his God on him": an adjunct scopes over the
    clause it is attached to (Quirk et al. 1985 §8.14 on adjunct scope), and a clause
    coordinated after the trigger's is a separate assertion (§13.18), so its "according to"
    (here even the conformity sense, "in accordance with", not a source) says nothing about the
    trigger's clause, which keeps its own label."""
    governor = adjunct.head
    while governor.pos_ not in ("VERB", "AUX") and governor.head.i != governor.i:
        governor = governor.head
    if governor.i == verb.i or governor.is_ancestor(verb):
        return True
    if not verb.is_ancestor(governor):
        return False
    node = governor
    while node.i != verb.i:
        if node.dep_ in ("conj", "parataxis") and node.pos_ in ("VERB", "AUX"):
            return False
        node = node.head
    return True


def _negation_on_trigger(doc: Doc, verb: Token, rule: str) -> bool:
    """Whether negate() negated the trigger's own clause, so that ¬S is the trigger's negative
    environment. It negates non-finite verbs locally ("not hoping to see", rule
    ``negation:add:nonfinite``); otherwise it negates the finite clause containing the target,
    which must then be headed by the trigger (or by its copula: "was worried that")."""
    if rule.endswith((":nonfinite", ":conjunct", ":passive-adjective")):
        return True
    scope = finite_clause_head(doc, verb)
    if scope is None:
        return False
    return (
        scope.i == verb.i or scope.head.i == verb.i or (verb.head == scope and verb.dep_ == "acomp")
    )


#: Relations of a clause that is an argument (an embedded question is one; relative and
#: adverbial clauses are handled by their own rules).
ARGUMENT_CLAUSE_DEPS = frozenset({"ccomp", "pcomp", "csubj", "csubjpass", "dobj", "attr", "nsubj"})


def _in_embedded_question(doc: Doc, verb: Token) -> bool:
    """Is the trigger's finite clause an embedded wh-question ("We know how it came to be that
    ...", "She explained why he refused to go")?

    An embedded question is not asserted: it denotes a question, not a proposition (Karttunen
    1977; Groenendijk & Stokhof 1984), so negating its verb does not put the trigger in a
    negative environment of the sentence's assertion, it changes the question ("We know how it
    did not come to be that ..."); under "how"/"why" the negation also makes a negative island
    (Ross 1984; Rizzi 1990; Szabolcsi & Zwarts 1993). The negation has to go on the trigger's
    own asserted clause, which here is the matrix: flagged `negation-not-on-trigger` (issue #12).
    """
    head = finite_clause_head(doc, verb)
    if head is None:
        return False
    if head.dep_ in AUX_DEPS:
        head = head.head
    while head.dep_ == "conj":
        head = head.head
    if head.dep_ not in ARGUMENT_CLAUSE_DEPS:
        return False
    # min, not the first of .subtree: a fronted wh-adverb of the infinitive ("where he wanted
    # to go") makes the parse non-projective
    first = min((t for t in head.subtree if not t.is_punct), key=lambda t: t.i, default=head)
    first = _pied_piped_wh(first)
    if first.i < head.i and interrogative_if(head):
        return True
    if first.i < head.i and first.lower_ == "whether":
        return True
    # "says when he heard ..., he decided to stay": a fronted "when" clause inside a
    # declarative clause is no question (wh_opens_clause; ninety-first pass)
    return first.i < head.i and first.tag_ in WH_TAGS and wh_opens_clause(first, head)


def _pied_piped_wh(first: Token) -> Token:
    """The wh-word of a fronted preposition phrase that opens a clause ("on which screen you
    want it shown", "in whose name they asked"), else ``first`` itself. A wh-phrase in a
    preposition's object drags the preposition to the front ("pied-piping", Ross 1967 §4.3;
    CGEL ch. 11 §5.2 on interrogative clauses opened by "to which ...", ch. 12 §3.3), so the
    preposition, not the wh-word, is the clause's first word, and the wh-word marks it."""
    if first.dep_ != "prep":
        return first
    for obj in first.children:
        if obj.dep_ not in ("pobj", "pcomp"):
            continue
        if obj.tag_ in WH_TAGS and obj.lower_ != "that":
            return obj
        wh = next(
            (d for d in obj.children if d.dep_ in ("det", "poss") and d.tag_ in WH_TAGS), None
        )
        if wh is not None and wh.lower_ != "that":
            return wh
    return first


def interrogative_clause_mark(doc: Doc, verb: Token) -> str | None:
    """ "whether"/"if" when the trigger's finite clause is a whether-clause (an embedded
    question, "decide whether you would like to V", or the alternative concessive "Whether or
    not you choose to V, ...") or an interrogative if-clause, else None.

    A whether/if-clause denotes a question, or in the concessive a set of alternatives it
    quantifies over, not a proposition the sentence asserts (Karttunen 1977; Quirk et al. 1985
    §15.42 and CGEL ch. 11 §5.3.4 on "whether ... or not" as an exhaustive conditional). The
    negation a ¬S premise needs must deny the sentence's assertion (NOPE App. C negates the
    main clause); put inside the question it gives the other alternative of the same question
    ("decide whether you would not like to V" asks what "decide whether you would like to V"
    asks), and removing the "not" of "whether or not" is no removal of a negation at all. So
    the verb to negate is the complement-taking matrix, which is no trigger of this pair: no
    ¬S pair (stop 76, vc137; ``_in_embedded_question`` only flagged the complement case)."""
    head = finite_clause_head(doc, verb)
    if head is None:
        return None
    if head.dep_ in AUX_DEPS:
        head = head.head
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    # "whether" as the clause's own subordinator, not inside its subject ("Whether it works
    # remains to be seen": the trigger "remain" is the matrix, the question its subject)
    if any(c.lower_ == "whether" and c.i < head.i for c in head.children):
        return "whether"
    return "if" if interrogative_if(head) else None


#: The one possibility modal whose negation leaves a choice open: "might" is epistemic in
#: nearly all its uses and "might not" is "possibly not" (Coates 1983 ch. 6 on MIGHT; Palmer
#: 2001 §4.2), while "may not" is also a prohibition, "cannot" a denial of ability or of
#: permission and "could not" a past inability (Palmer 2001 §4.2.1, §4.3; Coates 1983 chs. 5-6).
_EPISTEMIC_ONLY_MODALS = frozenset({"might"})


#: The distributive universal determiners of a binding "for"-phrase (Quirk et al. 1985 §5.16
#: on "each" and "every"; Beghelli & Stowell 1997 on their distributive scope).
_BINDING_DETERMINERS = frozenset({"each", "every"})


def _with_distributive_binder(doc: Doc, verb: Token, complement: range, hypothesis: str) -> str:
    """``hypothesis``, a that-complement stated on its own, with the fronted distributive
    "for each/every N" phrase of the trigger's clause put before it ("For each line of code,
    you show that the invariants hold after the line" -> "For each line of code, the
    invariants hold after the line").

    A fronted "for each N" adjunct is a universal quantifier over the whole clause, the
    complement included: the complement is claimed once for every N, and a definite or a
    pronoun in it ("the line", "it") is bound by the quantifier (Beghelli & Stowell 1997 on
    distributive scope; Heim 1982 on bound definites; Quirk et al. 1985 §8.79 on adjuncts of
    the whole clause). Stated without the phrase, the complement is a single unquantified
    claim with an unanchored "the line" (s1204o verb-063): the hypothesis keeps the phrase,
    which keeps the label (the verb's signature holds for every N alike)."""
    if not complement or not hypothesis:
        return hypothesis
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "for" or prep.i > verb.i:
            continue
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is None or not (
            obj.lower_ in _BINDING_DETERMINERS
            or any(d.dep_ == "det" and d.lower_ in _BINDING_DETERMINERS for d in obj.children)
        ):
            continue
        phrase = doc[prep.left_edge.i : prep.right_edge.i + 1]
        first = doc[complement.start]
        if phrase.end > complement.start or not hypothesis.startswith(capitalise(first.text)):
            return hypothesis
        rest = lower_first(first) + hypothesis[len(first.text) :]
        return f"{capitalise(phrase.text)}, {rest}"
    return hypothesis


def _semicolon_clause_cut(doc: Doc, verb: Token, hypothesis: str, splice: Token | None) -> str:
    """``hypothesis``, an in-place complement, without the independent clause before a
    semicolon that the trigger's own clause follows, and without the conjunct opening the
    trigger's clause ("A; however, the user wants to V" -> "The user will V").

    A semicolon joins two independent clauses, each a statement of its own (Quirk et al. 1985
    App. III.11; CGEL ch. 20 §4), so the other clause is no part of the trigger's complement:
    kept, it adds premise material the pair does not test, and a conjunct set off by a comma
    after the semicolon ("however", "moreover", "therefore") relates the trigger's clause to
    that first one (Quirk et al. 1985 §8.134-8.137; Halliday & Hasan 1976 ch. 5): once the
    complement replaces the trigger ("wants to affect" -> "affects"), the contrast it states
    no longer holds (s1204o verb-022, verb-029). The cut needs a clause before the semicolon
    (a word with a subject relation there) and a subject of the trigger's clause after it,
    outside brackets; a list of phrases separated by semicolons is left alone. A conjunct that
    opens the whole sentence ("However, X wants to V") is no such case: it links to the text
    before, as the premise does (``speaker_free``). ``splice`` is the caller's
    ``conjunct_comma_splice(doc, verb)``, computed once: the comma that stands where the
    semicolon belongs, taken when there is no semicolon."""
    sent = verb.sent
    semi = next((t for t in reversed(doc[sent.start : verb.i]) if t.text == ";"), None)
    if semi is None:
        semi = splice
    if semi is None or any(t.text in ("(", "[") for t in doc[semi.i : verb.i]):
        return hypothesis
    if not any(t.dep_ in SUBJECT_DEPS for t in doc[sent.start : semi.i]):
        return hypothesis
    head = finite_clause_head(doc, verb)
    if head is None or not any(ch.dep_ in SUBJECT_DEPS and ch.i > semi.i for ch in head.children):
        return hypothesis
    if any(
        t.tag_ in ("PRP", "PRP$") and t.lower_ in THIRD_PERSON_PRONOUNS
        for t in doc[semi.i + 1 : sent.end]
    ):
        # "A log is kept; the admin remembered to rotate it": the pronoun's antecedent is in
        # the first clause (Halliday & Hasan 1976 ch. 2 on anaphoric reference), which stays
        return hypothesis
    prefix = doc[sent.start : semi.i + 1].text
    if not hypothesis.lower().startswith(prefix.lower()):
        return hypothesis
    rest = hypothesis[len(prefix) :].lstrip()
    opener = doc[semi.i + 1] if semi.i + 2 < sent.end else None
    if opener is not None and opener.pos_ == "ADV" and doc[semi.i + 2].text == ",":
        said = f"{opener.text},"
        if rest.startswith(said):
            rest = rest[len(said) :].lstrip()
    elif (
        semi.text == ","
        and opener is not None
        and opener.dep_ == "advmod"
        and rest.startswith(f"{opener.text} ")
    ):
        # the conjunct of ``conjunct_comma_splice`` goes; a plain splice's subject stays
        rest = rest[len(opener.text) :].lstrip()
    elif (
        opener is not None
        and opener.dep_ == "cc"
        and opener.lower_ in _SEMICOLON_COORDINATORS
        and rest.lower().startswith(f"{opener.lower_} ")
    ):
        # "A; and I now tend to V" -> "I now V", not "And I now V": a coordinator links its
        # clause to the one before (Quirk et al. 1985 §13.5-13.6); with that clause cut it
        # links to nothing (s9402 verb-061, stop 95, vc196)
        rest = rest[len(opener.text) :].lstrip()
    return capitalise(rest) if rest else hypothesis


#: Coordinators that join a clause to the one before a semicolon (Quirk et al. 1985 §13.5) and
#: can be cut from it: not "nor", whose clause inverts ("nor did I"), which the clause-opening
#: set above (same module) has.
_SEMICOLON_COORDINATORS = _CLAUSE_COORDINATORS - {"nor"}


def _modal_choice_of_negative(doc: Doc, verb: Token, c: Construction) -> bool:
    """Is the trigger "may/can/could choose not to V" (``choose:modal`` with a negated
    complement)?

    "Packagers may choose not to ship X" grants an option of not shipping; the in-place
    hypothesis of choose:modal keeps the modal ("may not ship X", "can not ship X", "could not
    ship X"), and there the "not" follows the modal, where it is read as negating the modal
    itself: "may not" as a prohibition, "cannot"/"could not" as a denial of ability or
    permission (Palmer 2001 §4.2-4.3 on the scope of negation with deontic and dynamic modals;
    Coates 1983 chs. 5-6; Quirk et al. 1985 §10.67). That reading is not entailed (the premise
    leaves shipping allowed and possible), and the option reading ("may refrain from")
    cannot be written with the modal in place, so the pair is not written, and neither is ¬S
    ("may not choose not to V", a double negation). "might choose not to V" is only epistemic
    and "might not V" means what the premise says (vc137's ``_EPISTEMIC_ONLY_MODALS``), so it
    keeps its pair (stop 76, vc138; the negated-matrix "may not choose to" is vc137's
    ``_ambiguous_modal_choice``)."""
    if c.subtype != "to" or verb.lemma_ != "choose" or verb.tag_ != "VB":
        return False
    modal = next((a for a in verb.children if a.dep_ == "aux" and a.tag_ == "MD"), None)
    if modal is None or modal.lower_ not in POSSIBILITY_MODALS - _EPISTEMIC_ONLY_MODALS:
        return False
    # the "not" between "choose" and the infinitive, whichever of the two the parser hangs it on
    negators = [*doc[c.head].children, *verb.children]
    return any(ch.dep_ == "neg" and verb.i < ch.i < c.head for ch in negators)


def _may_over_implicative(verb: Token, sig: str) -> bool:
    """Is the trigger an implicative (positive column "+", not a factive +/+) under the modal
    "may", whose added negation would give an ambiguous "may not"?

    "He may manage to fix the roof" entails "He may fix the roof". "He may not manage to fix
    the roof" is either epistemic possibility of the negation ("perhaps he will not manage
    to": the fixing is left open) or deontic prohibition ("he is not allowed to": Palmer 2001
    §3.2.1 and §4.2 on the scope of negation with "may"; Quirk et al. 1985 §4.53, §10.67 on
    "may not" as "not permitted" beside "possibly not"; Coates 1983 ch. 6), and on the second
    reading "He may fix the roof" (permission) is denied. The implicative's label holds only
    relative to the matrix modality (Karttunen 1971), so the ¬S label does not follow from the
    signature: no ¬S pair (the reason of ``_ambiguous_modal_choice`` for "choose:modal").
    "might not" is epistemic only and is never built from "may" here (negation is not edited
    from this side); a factive keeps its presupposition under both readings, and a one-way
    "+/o" verb ("may confirm that P") has the "o" of its negative column under both readings,
    so its ¬S pair stays neutral and right (the hundred-first pass's "may confirm" pin)."""
    if sig == "+/+" or not sig.startswith("+") or sig.endswith("/o"):
        return False
    return any(c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ == "may" for c in verb.children)


def _factive_in_others_wish(verb: Token) -> bool:
    """Is the factive trigger ``verb`` the to-infinitive of an object-control or ECM verb
    of wishing or directing ("begged Mary to admit that P", "wants him to know that P") whose
    subject is not the speaker ("I", "we")?

    A non-implicative matrix does not assert its to-complement (Karttunen 1971; RP19 Table
    1), so "Mary admits that P" is not asserted; what is left is the factive's presupposition,
    and inside an attitude or directive it projects to the beliefs of the attitude's holder,
    not of the speaker (Karttunen 1974, "Presupposition and linguistic context"; Heim 1992,
    "Presupposition projection and the semantics of attitude verbs"): "The lawyer begged the
    witness to admit that the driver was drunk" conveys the lawyer's belief, and the speaker
    may report it without sharing it, as with a verb of saying (``_plug_over``). The pair is
    neutral both ways. A first-person subject ("I want you to know that P") is the speaker's
    own belief, and "_speaker_attitude_plugs" already keeps such factives unplugged; a
    subject-control or raising matrix ("seems to know", "has to realise") is left: modals and
    raising verbs are holes (Karttunen 1973), and the trigger's subject is the holder there."""
    if verb.dep_ != "xcomp":
        return False
    if emotive_extraposition_host(verb) is not None:
        # "It pained her to learn that P": the object is the experiencer of an emotive verb
        # whose extraposed subject the infinitive is, no addressee of a wish or directive
        # (verb_complement_emotive; stop 100, vc217)
        return False
    head = verb.head
    if not any(c.dep_ in ("dobj", "obj") and c.i < verb.i for c in head.children) and not any(
        c.dep_ == "nsubj" and c.i < verb.i for c in verb.children
    ):
        return False
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.dep_ == "nsubjpass":
        return False
    return subject.lower_ not in SPEAKER_PRONOUNS


def _ambiguous_modal_choice(verb: Token, feats: dict[str, Any]) -> bool:
    """Is the trigger the "choose" of ``choose:modal`` under "may/can/could", whose negation
    is ambiguous between an epistemic and a deontic or dynamic reading?

    "Users may choose to install it" entails "Users may install it" on both readings: a
    permitted or possible choice to V makes V permitted or possible (``signature_of``,
    choose:modal). Negated, "Users may not choose to install it" is either "perhaps they will
    not choose to" (epistemic: their installing is left open, o) or "they are not allowed to
    choose to" (deontic: then "Users may install it" is denied), and the same split holds for
    "cannot/could not choose to" (not able or not permitted to). The implicative signature
    fixes the complement's truth only relative to the matrix's own modality (Karttunen 1971
    on implicatives under modals), so the label of ¬S does not follow from the verb: the
    pair is not written. "might not choose to" is only epistemic and keeps its o."""
    if feats.get("signature_source") != "choose:modal":
        return False
    modal = next((c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD"), None)
    return modal is not None and modal.lower_ not in _EPISTEMIC_ONLY_MODALS


def interrogative_if(clause: Token) -> bool:
    """Is ``clause`` an "if"-clause that is the complement of a verb ("She asked if he knew")?
    Such an "if" is the interrogative subordinator, a variant of "whether" (CGEL ch. 11
    §5.2; Quirk et al. 1985 §15.6): the clause is an embedded yes/no question, no
    conditional adjunct (twenty-second pass, class 4)."""
    if clause.dep_ != "ccomp" or clause.head.pos_ not in ("VERB", "AUX"):
        return False
    if verb_lemma(clause.head) == "be":
        return False  # "It would be a shame if ...": an extraposed conditional
    return any(c.dep_ == "mark" and c.lower_ == "if" and c.i < clause.i for c in clause.children)


#: Consequence / concession connectives (header of the word list has the sources).
DISCOURSE_CONNECTIVES = word_set("verb_complement_discourse_connectives")
#: Subordinators of reason, result and time clauses: negating the predicate they modify puts
#: the focus of negation on them ("He did not manage to finish because he had trained" reads as
#: "not because ..."; Quirk et al. 1985 §10.64-10.65, §15.48 on negation and adverbials of reason
#: and time; Jackendoff 1972 ch. 8 on the focus of negation).
ADJUNCT_CLAUSE_MARKS = frozenset({"because", "since", "after", "once", "until", "so"})
#: Complex prepositions of reason (Quirk et al. 1985 §9.44-9.45, cause/reason "because of",
#: "due to", "owing to", "on account of", "thanks to"): first word -> the whole preposition.
REASON_PREPOSITIONS = {"due": "due to", "owing": "owing to", "thanks": "thanks to"}


def _in_reason_clause(verb: Token) -> bool:
    """Is the trigger's clause (through coordination and catenative chains) a "because"-clause?

    A reason clause is presupposed or asserted together with the causal link to its matrix
    (Quirk et al. 1985 §15.45-15.46; Hooper & Thompson 1973), so an in-place hypothesis that
    keeps the matrix and replaces the clause's content ("... because he managed the Lisa
    project") asserts a different cause: the pair tests the causal claim, not the trigger's
    signature, and the hypothesis clashes with the premise's stated reason whatever the
    signature says. Only the trigger's own clause counts: "because", and "since" where it
    cannot be temporal ("I ended up throwing them out since I didn't want to use a product
    from an opened bag" -> "*... since I used a product ...", s1206b verb-006; stop 91,
    vc186). Temporal "since" marks the start of a period reaching up to the matrix time and
    takes a perfect (or "ever since") in its matrix (Quirk et al. 1985 §14.15, §15.25); with
    none it is causal (§15.45). "as" is left out: its temporal reading needs no perfect."""
    node = verb
    while node.dep_ in ("conj", "xcomp", "ccomp") and node.head.i != node.i:
        node = node.head
    if node.dep_ != "advcl":
        return False
    mark = next((c for c in node.children if c.dep_ == "mark"), None)
    if mark is None:
        return False
    if mark.lower_ == "because":
        return True
    if mark.lower_ != "since":
        return False
    host = node.head
    perfect = any(
        a.dep_ == "aux" and a.lemma_ == "have" for h in (host, host.head) for a in h.children
    )
    ever = mark.i > 0 and mark.doc[mark.i - 1].lower_ == "ever"
    return not perfect and not ever and host.lemma_ != "be"


def _reason_phrase(doc: Doc, verb: Token, complement: range) -> str | None:
    """A reason phrase after the trigger on the trigger or on the complement's own verb: "Marseille
    were not allowed to enter the competition due to a scandal", "He refused to play due to an
    injury". The reason explains the matrix outcome (the refusal, the ban), which the parser
    often hangs on the infinitive; once the trigger's polarity flips the reason explains the
    opposite outcome (issue #12, twelfth pass, class 1: a "since"/"due to" rationale left
    incoherent)."""
    heads = {verb.i} | {i for i in complement if doc[i].head.i == verb.i}
    for t in doc[verb.i + 1 :]:
        phrase = REASON_PREPOSITIONS.get(t.lower_)
        if phrase is None or t.dep_ not in ("prep", "advmod", "amod") or t.head.i not in heads:
            continue
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ in ("to", "their", "his", "her", "its", "the", "a"):
            return phrase  # "due to X", and "due their involvement" (a dropped "to")
    return None


#: Words before a clause-initial "so"/"still"/"yet" that mark it as a connective.
CONNECTIVE_OPENERS = frozenset({",", ";", "but", "and", "-", "--"})
#: Words that set up the contrast a following "still" concedes (Quirk et al. 1985 §8.137).
CONCESSIVE_OPENERS = frozenset({"but", "yet", "though", "although", "despite", "however"})
#: Verbs whose "so" is a pro-form for a clause ("I think so", "do so"), not a connective.
SO_PROFORM_VERBS = frozenset({"think", "do", "hope", "say", "believe", "suppose", "guess", "tell"})


#: Relations into a noun phrase or prepositional phrase: a connective under one of them links
#: clauses inside that phrase ("bodies with eyes that lack lids and therefore never close"),
#: not the trigger's clause to another.
PHRASE_INTERNAL_DEPS = frozenset(
    {"relcl", "acl", "prep", "pobj", "pcomp", "appos", "amod", "compound", "poss", "attr"}
    | {"nsubj", "nsubjpass", "dobj", "csubj", "npadvmod"}
)


def _inside_a_phrase(word: Token, verb: Token) -> bool:
    """Is ``word`` inside a noun or prepositional phrase that does not contain the trigger?"""
    above_verb = {a.i for a in verb.ancestors} | {verb.i}
    tok = word
    while tok.i not in above_verb and tok.head.i != tok.i:
        if tok.dep_ in PHRASE_INTERNAL_DEPS:
            return True
        tok = tok.head
    return False


#: Subjects of a singular "were" (the irrealis were-subjunctive: "I/he/she/it were"); "you"
#: and plural subjects take "were" in the plain past as well (Quirk et al. 1985 §3.62).
_SINGULAR_PRONOUNS = frozenset({"i", "he", "she", "it", "this", "that", "one"})


def _irrealis_were(doc: Doc, verb: Token) -> bool:
    """Is the finite verb of the clause under "wish" ``verb`` a "were" with a singular subject
    ("wish it were already kindled", "wished he were taller")?"""
    heads = [c for c in verb.children if c.dep_ == "ccomp"]
    if len(heads) != 1:
        return False
    head = heads[0]
    tensed = agreeing_word(head)
    if tensed.lower_ != "were":
        return False
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    if subject.tag_ == "PRP":
        return subject.lower_ in _SINGULAR_PRONOUNS
    return subject.tag_ in ("NN", "NNP") and not any(c.dep_ == "conj" for c in subject.children)


#: Adverbs that place a passive participle's state at the time of speaking, making the passive
#: statal ("it were already kindled"; Quirk et al. 1985 §3.74-3.77, statal vs actional passive).
_STATAL_PASSIVE_ADVERBS = frozenset({"already", "now", "still", "yet", "ever", "always"})


def _prospective_passive_wish(verb: Token) -> bool:
    """Is the irrealis "were" under "wish" ``verb`` the auxiliary of an actional passive ("I
    wish that Job were tried to the end")? The hypothetical past of a dynamic verb after "wish"
    can refer to the future, a wish for an event that may still happen (Quirk et al. 1985
    §14.25, "I wish he were sent home" ~ "would be sent"; Iatridou 2000 on future-oriented
    wishes carrying no counterfactual presupposition), so "I do not wish that Job were tried"
    commits to nothing about the trial: the negated side stays o (blind review ab88 verb-003).
    A statal passive, whose state holds now ("I do not wish it were already kindled"), keeps the
    counterfactive -/- of ``_irrealis_were``."""
    heads = [c for c in verb.children if c.dep_ == "ccomp"]
    if len(heads) != 1:
        return False
    head = heads[0]
    if head.tag_ != "VBN" or not any(
        c.dep_ == "auxpass" and c.lower_ == "were" for c in head.children
    ):
        return False
    return not any(c.lower_ in _STATAL_PASSIVE_ADVERBS for c in head.subtree)


def _counterfactual_wish(doc: Doc, verb: Token, complement: range) -> bool:
    """Is ``verb`` "wish" over a that-clause whose own tense is past (hypothetical past "were",
    "was", "knew"), past perfect ("had left") or the hypothetical past of "can" ("wished that
    she could go", "could have gone": "could" is the past of "can", and after "wish" its
    hypothetical past, like "were"; Quirk et al. 1985 §14.25, Iatridou 2000 on the fake past)?
    "would" ("wish that he would stop") or a present or future complement ("wish that they will
    forget me") is a wish about what may still happen, with no presupposition that it is false
    (Iatridou 2000; Quirk et al. 1985 §14.25)."""
    if verb_lemma(verb) != "wish" or not complement:
        return False
    heads = [doc[i] for i in complement if doc[i].head.i == verb.i and doc[i].dep_ == "ccomp"]
    if len(heads) != 1:
        return False
    head = heads[0]
    finite = [c for c in head.children if c.dep_ in ("aux", "auxpass") and c.i < head.i]
    tensed = agreeing_word(head)
    if tensed.tag_ == "MD":
        return tensed.lower_ == "could"
    if tensed.tag_ != "VBD":
        return False
    return not any(c.tag_ == "MD" for c in finite)


def _complement_verb_lemma(doc: Doc, feats: dict[str, Any]) -> str | None:
    """The lemma of the first verb of a to-complement ("sought to try to deal" -> "try")."""
    for i in _complement_range(doc, feats):
        tok = doc[i]
        if tok.lower_ == "to" or tok.pos_ in ("ADV", "PART"):
            continue
        return verb_lemma(tok) if tok.pos_ in ("VERB", "AUX") else None
    return None


#: Double quotes (``syntax.DOUBLE_QUOTES``) and single ones.
_QUOTE_MARKS = DOUBLE_QUOTES | {"'", "\u2018", "\u2019"}


def _quoted_meaning(verb: Token) -> bool:
    """Is everything before ``verb`` in its clause a quotation ('"Go away" means that ...'),
    trailing commas aside? Then the quotation is the subject of "mean"."""
    left = [t for t in verb.doc[verb.left_edge.i : verb.i] if t.dep_ != "advmod"]
    while left and left[-1].text == ",":
        left.pop()
    return len(left) >= 3 and left[0].text in _QUOTE_MARKS and left[-1].text in _QUOTE_MARKS


def _modal_carried(doc: Doc, complement: range, modal: str, hypothesis: str) -> bool:
    """Does the lifted hypothesis carry the trigger's own modal ("Pressing the key would cause
    the device to beep" -> "The device would beep")? Then premise and hypothesis quantify over
    the same worlds, and what the implicative entails in each of them holds in the hypothesis
    too: "would/should cause X to V" entails "X would/should V" as "could manage to leave"
    entails the in-place "could leave" (Kratzer 1981: a modal is a quantifier over accessible
    worlds, and entailment under the same quantifier and base is preserved; Karttunen 1971 and
    Nadathur 2016 on "cause" as a one-way implicative, +/o). Counted against the complement's
    own modals, so "should ensure that it could run" -> "It could run" is not taken for it."""
    forms = {modal, "wo" if modal == "would" else modal}
    own = sum(1 for i in complement if doc[i].lower_ in forms)
    carried = sum(1 for w in re.findall(r"[A-Za-z']+", hypothesis) if w.lower() == modal)
    return carried > own


def _complement_range(doc: Doc, feats: dict[str, Any]) -> range:
    span = doc.char_span(*feats["complement_span"], alignment_mode="expand")
    return range(span.start, span.end) if span is not None else range(0)


def discourse_connective(doc: Doc, verb: Token, complement: range) -> str | None:
    """A consequence/concession connective outside the complement, or a reason/time clause on the
    trigger: negating the trigger's clause makes such a sentence incoherent ("did not fail to
    muster the votes, so the issue is off the table"; issue #12, third review)."""
    reason = _reason_phrase(doc, verb, complement)
    if reason is not None:
        return reason
    for t in doc:
        if t.i in complement or t.i == verb.i:
            continue
        low = t.lower_
        if t.i < verb.i and (t.i == t.sent.start or low in ADJUNCT_CLAUSE_MARKS):
            # a sentence-initial connective links to the preceding discourse, which the pair
            # does not show; a preposed reason/time clause is outside the scope of the
            # negation (Quirk et al. 1985 §10.64), so "Because X, I do not predict Y" can
            # still cohere
            continue
        clause = t.head
        if low in ADJUNCT_CLAUSE_MARKS and t.dep_ == "mark" and clause.dep_ == "advcl":
            if clause.head == verb:
                return low  # "managed to finish because he had trained"
            continue
        if low == "because" and t.dep_ == "prep" and t.head == verb:
            return low  # "managed to finish because of the training"
        if low not in DISCOURSE_CONNECTIVES or _inside_a_phrase(t, verb):
            continue
        before = doc[t.i - 1].lower_ if t.i > 0 else ","
        if low in ("so", "still", "yet"):
            if t.dep_ == "mark" and low == "so":
                if t.head.head != verb:
                    continue  # a "so (that)" clause on another verb
                return low
            concessive = low == "still" and any(
                w.lower_ in CONCESSIVE_OPENERS for w in doc[t.sent.start : t.i]
            )  # "It rained, but she still managed to finish": "still" = nevertheless
            if before not in CONNECTIVE_OPENERS and not concessive:
                continue  # degree "so tall", aspectual "still", "not yet", "think so"
            if low == "so" and (
                t.head.pos_ in ("ADJ", "ADV") or verb_lemma(doc[t.i - 1]) in SO_PROFORM_VERBS
            ):
                continue
        return low
    return None


#: Contrastive coordinators: "X but Y" presents Y as contrary to an expectation raised by X
#: (Lakoff 1971 "If's, and's and but's"; Quirk et al. 1985 §13.21), so Y rests on X having
#: happened ("began to study law but soon changed to languages", "was scheduled to air but the
#: network cancelled it"); negating X keeps Y's contrast with nothing left to contrast with, or
#: turns "not X but Y" into a corrective (Anscombre & Ducrot 1977, "mais" SN): issue #12 fourth
#: review. Two more relations of the same kind (issue #12, fifth review), value
#: ``although``/``though``/``semicolon``:
#: - a following concessive clause, "q, although p", presupposes that p normally leads to not-q
#:   (König 1988, "Concessive connectives and concessive sentences"; Quirk et al. 1985 §15.19);
#:   negating q ("did not manage to finish the race, although her knee was hurting") gives the
#:   expected outcome and the concession is void;
#: - two clauses joined by a semicolon are read as parallel (or contrasting) statements about a
#:   common topic (Quirk et al. 1985 App. III on the semicolon; Asher & Lascarides 2003,
#:   Parallel/Contrast need the same polarity resp. an explicit contrast): "He remembered to lock
#:   the door; his wife remembered to close the windows" negated on one side leaves an unmarked
#:   contrast the sentence did not state.
CONTRAST_COORDINATORS = frozenset({"but"})
#: Subjects that show a finite clause on the other side of a semicolon.
SUBJECT_DEPS_OF_CLAUSE = frozenset({"nsubj", "nsubjpass", "expl"})
#: Narrative sequence adverbs that place an event on a time line ("Soon, ...", "Then, ...",
#: "Eventually, ..."): fronted, they frame the clause as the next event (Quirk et al. 1985
#: §8.63-8.69, time-relationship adjuncts; Kamp & Reyle 1993 on narrative progression); a
#: negated clause reports no event and the frame dangles ("Soon, I did not start to notice").
#: Stop 80 (vc153): the enumerative listing conjuncts join them ("First, ...", "Secondly, ...",
#: "Lastly, ..."; Quirk et al. 1985 §8.137, with "next, then, finally" already here): they
#: number the clause as a step of a procedure or a point of an argument, and a negated clause
#: is no step ("First you do not have to create a list", "First, you should not know that P";
#: blind reviews s1204o verb-007, s1204v verb-068, s1205a verb-057, none of three kept).
SEQUENCE_ADVERBS = frozenset(
    {"soon", "then", "later", "eventually", "finally", "suddenly", "immediately", "afterwards"}
    | {"afterward", "subsequently", "gradually", "instantly", "shortly", "next", "thereafter"}
    | {"first", "firstly", "secondly", "thirdly", "lastly"}
)
#: Coordinators that may open a sentence before its fronted adverb ("But first, ...", "And
#: then, ..."): a sentence-initial coordinator links the sentence to the one before (Quirk et
#: al. 1985 §13.18 on "and/but/or" opening a sentence) and leaves the adverb's frame over the
#: clause as it is.
_INITIAL_COORDINATORS = frozenset({"and", "but", "so"})


def _contrast_conjunct(doc: Doc, verb: Token, complement: range) -> str | None:
    """A "but" after the trigger, outside its complement and outside any noun/prepositional
    phrase, coordinating the trigger's clause or VP with another; a following "although" /
    "though" clause on the trigger's clause; a clause across a semicolon."""
    clause = _own_clause(doc, verb)
    if verb.dep_ == "conj":
        # "found improvements but failed to reach significance": the trigger is itself the
        # contrasting conjunct, and negating it reverses the contrast just the same
        first = verb.head
        for t in doc[first.i + 1 : verb.i]:
            if t.lower_ in CONTRAST_COORDINATORS and t.dep_ == "cc" and t.head in (first, verb):
                return t.lower_
    for t in doc[verb.i + 1 :]:
        if t.i in complement:
            continue
        if t.lower_ in CONCESSIVE_MARKS and t.dep_ == "mark" and t.head.dep_ == "advcl":
            # "She did not manage to finish the race, although her knee was hurting": a
            # following concessive clause on the trigger's clause
            if t.head.head.i in clause and not _inside_a_phrase(t.head, verb):
                return t.lower_
            continue
        if t.lower_ not in CONTRAST_COORDINATORS:
            continue
        coordinates_clause = t.head.i in clause or t.head.head.i in clause
        if t.dep_ == "cc" and coordinates_clause and not _inside_a_phrase(t, verb):
            return t.lower_
    if _parallel_clause_across_semicolon(doc, verb, complement):
        return "semicolon"
    return None


def _own_clause(doc: Doc, verb: Token) -> set[int]:
    """The trigger and the words above it up to the head of its own finite clause.

    The added "not" scopes over that clause only (Jackendoff 1972 ch. 8; Quirk et al. 1985
    §10.64), so only a "but" / "although" coordinated with it meets the negation; a contrast
    between higher clauses ("He said that she wanted to leave, but nobody believed him")
    keeps its two sides whatever the embedded clause says (issue #12, eighth review: the flag
    caught such clean pairs)."""
    above = [verb, *verb.ancestors]
    top = finite_clause_head(doc, verb)
    if top is not None and top not in above:
        top = top.head  # an auxiliary carries the tense ("was trying to")
    if top is None or top not in above:
        return {t.i for t in above}
    return {t.i for t in above[: above.index(top) + 1]}


def _parallel_clause_across_semicolon(doc: Doc, verb: Token, complement: range) -> bool:
    """Is the trigger's clause joined by a semicolon (outside the complement) to another clause
    with its own subject?"""
    sent = verb.sent
    for semi in sent:
        if semi.text != ";" or semi.i in complement:
            continue
        other = range(semi.i + 1, sent.end) if semi.i > verb.i else range(sent.start, semi.i)
        if any(
            doc[i].dep_ in SUBJECT_DEPS_OF_CLAUSE and doc[i].head.pos_ in ("VERB", "AUX")
            for i in other
            if i not in complement
        ):
            return True
    return False


#: Negation rules that negate a non-finite trigger or a conjunct in place ("Finally, not
#: convinced that ..., he walked outside"): the fronted adverb frames another clause.
LOCAL_NEGATIONS = (":nonfinite", ":conjunct")


#: Nouns of a moment that an "in a(n) N" phrase makes a punctual time adjunct (vc231): "in an
#: instant", "in a (single) moment", "in a flash" are the phrasal equivalents of "instantly" and
#: "suddenly" (Quirk et al. 1985 §8.60 on time adjuncts; OED "instant" n. 1: "in an instant" =
#: immediately), which SEQUENCE_ADVERBS holds: they place the clause's event at a point, and a
#: negated clause reports no event to place ("In a single instant, we did not realize that P").
_MOMENT_NOUNS = frozenset({"instant", "moment", "flash", "heartbeat", "twinkling", "split"})


def _fronted_moment_phrase(first: Token, verb: Token) -> str | None:
    """A sentence-initial "in a(n) (single) instant/moment/flash" before ``verb``, else None."""
    if first.lower_ != "in" or first.dep_ != "prep" or first.i >= verb.i:
        return None
    obj = next((c for c in first.children if c.dep_ == "pobj"), None)
    if obj is None or obj.lemma_.lower() not in _MOMENT_NOUNS:
        return None
    det = next((c for c in obj.children if c.dep_ == "det" and c.lower_ in ("a", "an", "one")), None)
    if det is None:
        return None  # "in the moment", "in moments of doubt": no punctual adjunct
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children):
        return None  # "in a moment of panic": a circumstance, not suddenness (stop84 ng23)
    return f"in {det.lower_} {obj.lower_}"


def _fronted_sequence_adverb(doc: Doc, verb: Token) -> str | None:
    """A sequence adverb opening the sentence and modifying the trigger's clause."""
    # corpus markup before the sentence ("> Then, ...", "# Soon, ...") is no word
    first = next((t for t in doc if not (t.is_punct or t.pos_ in ("SYM", "X"))), doc[0])
    if first.lower_ in _INITIAL_COORDINATORS and first.dep_ == "cc" and first.i + 1 < verb.i:
        # "But first we want to show you ...": the adverb after the coordinator frames the
        # clause all the same (_INITIAL_COORDINATORS)
        first = doc[first.i + 1]
    clause = {verb.i}
    for tok in (verb, *verb.ancestors):
        clause.add(tok.i)
        if tok.dep_ == "conj" and any(c.dep_ in SUBJECT_DEPS for c in tok.children):
            # "Then a friend was killed, and I did not realize that p": a later coordinated
            # clause with a subject of its own is not in the scope of the first one's fronted
            # adverb, which places that clause's event (Quirk et al. 1985 §13.22 on clausal
            # coordination; §8.63). The trigger's clause is a state read after it, no event
            # the negation must deny (stop 62, fl25: judged kept as is)
            break
    if first.lower_ == "after" and first.dep_ == "prep" and first.i < verb.i:
        # "After a few tries, she does not realize that ...": a fronted "after" phrase places
        # the clause's event after another on the time line, like a sequence adverb (Quirk et
        # al. 1985 §8.63, §9.39 on time-position "after"); a negated clause reports no event
        # (issue #12, twelfth pass; dev-vc4-3). An "after" clause (mark) is another matter.
        return "after" if first.head.i in clause else None
    nxt = doc[first.i + 1] if first.i + 1 < len(doc) else None
    if first.lower_ == "before" and nxt is not None and nxt.lower_ == "long" and nxt.i < verb.i:
        # "Before long she does not realize that ...": the idiom "before long" (= soon; Quirk
        # et al. 1985 §8.63 lists it with "soon" among time-position adjuncts) frames the clause
        # as the next event like "soon" does (nineteenth pass, class 3)
        return "before long"
    moment = _fronted_moment_phrase(first, verb)
    if moment is not None:
        return moment if first.head.i in clause else None
    if first.lower_ not in SEQUENCE_ADVERBS or first.i >= verb.i:
        return None
    return first.lower_ if first.head.i in clause else None


#: Subordinators of concessive clauses, which are asserted (Quirk et al. 1985 §15.19): the
#: rewriter's set.
CONCESSIVE_MARKS = CONCESSIVE_SUBORDINATORS

#: RP19 §3: + the complement projects (entailment), - its negation does, o neither.
SIGNATURE_LABELS = {"+": "entailment", "-": "contradiction", "o": "neutral"}


def complement_of(doc: Doc, candidate: Candidate) -> Rewritten:
    """The complement sentence of a candidate, from the token positions stored in its features."""
    feats = candidate.features
    verb = token_in_chars(doc, candidate.char_start, candidate.char_end)
    if candidate.subtype == "that":
        a = token_in_chars(doc, *feats["complement_span"])
        b = doc.char_span(*feats["complement_span"], alignment_mode="expand")
        return that_complement(
            doc, a.i, b.end if b is not None else a.i + 1, bool(feats.get("bare")), verb
        )
    to = token_in_chars(doc, *feats["complementizer_span"])
    head = token_in_chars(doc, *feats["complement_head_span"])
    ctrl = token_in_chars(doc, *feats["controller_span"]) if feats.get("controller_span") else None
    return to_complement(doc, verb, to, head, feats.get("control"), ctrl)


#: "did not used to", "didn't used to": do-support before the habitual "used to".
_DID_NOT_USED_TO = re.compile(r"\b(did not|didn't|did n't|Did not|Didn't)( ever| never)? used to\b")


def _base_form_used_to(premise: str) -> str:
    """ "They did not used to belong to her" -> "They did not use to belong to her".

    After do-support the habitual takes its base form "use to" (Quirk et al. 1985 §3.49 on
    "used to": "He didn't use to smoke"; CGEL ch. 3 §2.5.6): the negation rewriter puts "did
    not" before the past form, which is a spelling error in a written premise (blind review
    s1201m; eighty-sixth pass). Only the do-supported form is touched; "He was not used to
    the cold" (adjective "used" = accustomed) has no "did".
    """
    return _DID_NOT_USED_TO.sub(lambda m: f"{m.group(1)}{m.group(2) or ''} use to", premise)


#: Verbs of saying and committing whose past tense backshifts a reported "will" to "would".
_REPORTING_VERBS = frozenset({"say", "tell", "promise", "swear", "vow", "assure", "warn"})


def _future_in_past_report(verb: Token, subtype: str, hypothesis: str) -> bool:
    """ "You said there would be other guys here" -> "There would be other guys here.": a past
    verb of saying over a "would" clause.

    The "would" is the backshifted "will" of reported speech, a relative tense: future from
    the time of the saying, which may lie before or after the time of speaking (Comrie 1985,
    *Tense*, ch. 3 on relative and absolute-relative tense, "future in the past"; Quirk et al.
    1985 §14.31). Standing alone, "There would be other guys here" has no past reference
    point and reads as the apodosis of an unstated conditional, and neither "There will be"
    (the event may be over) nor a past (it may still be ahead) is what the speaker said: no
    faithful hypothesis exists. Flagged, not dropped: RP19 annotated such items, and the older
    passes (nineteenth, twenty-first, thirty-fifth, ...) kept the pairs for them; what they
    pin is the signature label, which stays (blind review s1201m, c=0 "reads as a
    conditional"; eighty-sixth pass, re-deciding vc79's withdrawn flag). A counterfactual
    "would have" and a "would" under a thought verb (vc76 decided those) are not touched.
    """
    if subtype != "that" or verb_lemma(verb) not in _REPORTING_VERBS:
        return False
    # the simple past only: a present perfect ("has been warned that it would") is a present
    # tense whose reference point is now (Comrie 1985 §3.4), and a passive report has the
    # addressee, not the speaker, as subject
    passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children)
    if verb.tag_ != "VBD" or passive or not re.search(r"\b(would|'d)\b", hypothesis, re.I):
        return False
    comp = next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if comp is None:
        return False
    auxes = [c.lower_ for c in comp.children if c.dep_ == "aux"]
    if any(
        c.dep_ == "advcl" and any(m.lower_ in ("if", "unless") for m in c.children)
        for c in comp.children
    ):
        # "He said he would leave if the weather held": a "would" with its own condition is
        # the apodosis of a conditional, which keeps its reading standing alone
        return False
    if any(t.tag_ in ("JJR", "RBR") for t in comp.subtree):
        # "He told his wife she'd look better with short hair": a comparative "would" has an
        # implicit protasis ("if she had short hair"; Quirk et al. 1985 §15.33 on implied
        # conditions), a hypothetical that reads the same alone (eighty-second pass guard)
        return False
    # a first-person "should" the rewriter wrote as "would" is the same backshifted future
    # (complement.first_person_future_should; vc219)
    rewritten = "should" in auxes and not re.search(r"\bshould\b", hypothesis, re.I)
    return (rewritten or any(a in ("would", "'d") for a in auxes)) and "have" not in auxes


#: Epistemic modals and speaker-oriented adverbs: positive-polarity items that take no
#: clausemate negation in their scope (Nilsen 2003; Ernst 2009, "Speaker-oriented adverbs",
#: NLLT 27; Palmer 2001 §3.6 on epistemic "may" over negation: "He may not come" is "possibly
#: not", never "not possibly").
_EPISTEMIC_PPIS = frozenset(
    {
        "may", "might", "probably", "perhaps", "maybe", "possibly", "presumably", "certainly",
        "surely", "definitely", "undoubtedly", "obviously", "apparently",
    }
)  # fmt: skip
_EMBEDDING_DEPS = frozenset({"relcl", "acl", "advcl", "ccomp", "csubj", "xcomp"})


def _raised_negation_over_epistemic(
    doc: Doc, verb: Token, subtype: str, complement: range
) -> str | None:
    """ "I do not think they may have a warranty", "I do not think most people probably know":
    the negated premise of a neg-raising verb over a complement with an epistemic modal or a
    speaker-oriented adverb.

    A neg-raising verb passes its negation down to the complement (Horn 1989 ch. 5), where it
    would have to fall under "may/might/probably/perhaps", which, being positive-polarity items,
    take no negation in their scope (Nilsen 2003; Ernst 2009; Palmer 2001 §3.6): ¬S reads as a
    garbled hedge that no one says, not the denial of S (eighty-ninth pass, vc83; e-mail text:
    "I do not think spambayes is probably fast enough"). The ¬S pair is flagged, S's pair
    stays. Only in the complement's own clause: a "may" in a relative clause inside it is
    outside the negation's reach ("I do not think the man who may come is a friend"); a
    present matrix only (below)."""
    if subtype != "that" or verb_lemma(verb) not in _NEG_RAISING_VERBS:
        return None
    if verb.tag_ not in ("VBP", "VBZ"):
        # a past or modal matrix has the unraised reading too: "Poirot did not think that it
        # might be salt" (the possibility did not occur to him) is natural English; raising is
        # the reading of the present opinion (Horn 1989 §5.2; Prince 1976 on "I don't think")
        return None
    for i in complement:
        tok = doc[i]
        low = tok.lower_
        if low not in _EPISTEMIC_PPIS:
            continue
        if (low in ("may", "might")) != (tok.tag_ == "MD") or (
            tok.tag_ != "MD" and tok.pos_ != "ADV"
        ):
            continue
        head, nested = tok.head, False
        while head.i in complement and head.head.i in complement and head.head.i != head.i:
            if head.dep_ in _EMBEDDING_DEPS:
                nested = True
                break
            head = head.head
        if not nested:
            return low
    return None


def _repeated_attitude(verb: Token) -> bool:
    """ "I think, I think maybe it's time ...", "I think you should go, ..., I think it'd be
    really good": the same subject and verb stand again, unnegated, elsewhere in the sentence.

    In speech a restarted or repeated attitude clause ("I think, I think", "I need to, I need
    to") restates one attitude (Clark & Wasow 1998 on repeated words; Levelt 1983 on
    restarts), and a second "I think P2" asserts the same attitude of the same speaker.
    Negating only one of them gives a premise that denies and asserts the same attitude ("I
    think, I do not think the guy is scum"; "I do not think you should go, ..., I think it'd
    be really good"), which no reader takes as the negation of S (blind review s1201m, "self-
    contradictory"; eighty-sixth pass). The ¬S pair is flagged; S's pair stays. Two clauses
    joined by "and/but" are two assertions ("I know that you came and I know that she left")
    and are left.
    """
    own = [s.lower_ for s in subjects(verb)]
    if not own:
        return False
    lemma = verb_lemma(verb)
    for other in verb.doc:
        if other.i == verb.i or other.pos_ not in ("VERB", "AUX") or verb_lemma(other) != lemma:
            continue
        if any(c.dep_ == "neg" for c in other.children):
            continue
        lo, hi = sorted((verb.i, other.i))
        if any(t.dep_ == "cc" and t.head.i in (verb.i, other.i) for t in verb.doc[lo:hi]):
            # "I know that you came and I know that she left": two coordinated assertions
            # about two facts; denying one of them leaves a coherent premise
            continue
        if [s.lower_ for s in subjects(other)] != own:
            continue
        first, second = sorted((verb, other), key=lambda t: t.i)
        if _embedded_in(second, first) or _contrasting_attitudes(first, second):
            continue
        return True
    return False


#: Dependencies that join two clauses side by side rather than embed one in the other.
_SIDE_BY_SIDE_DEPS = frozenset({"conj", "parataxis", "punct"})
#: Pronouns that take up the content of a preceding clause ("I think you should go, I think
#: it'd be really good"): a second complement about them restates the first.
_ANAPHORIC_SUBJECTS = frozenset({"it", "that", "this"})
#: How many words after the two verbs are compared to tell a restart from a new complement.
_RESTART_WINDOW = 3


def _embedded_in(inner: Token, outer: Token) -> bool:
    """Is the attitude ``inner`` inside a complement, adjunct or relative clause of ``outer``
    ("she does not want to come back and explain exactly how she wants it")? An attitude
    embedded in another's clause is a second attitude about other content (Quirk et al. 1985
    §14.2 on subordination), not the same one said again."""
    node = inner
    while node.head.i != node.i:
        if node.head.i == outer.i:
            return node.dep_ not in _SIDE_BY_SIDE_DEPS
        node = node.head
    return False


def _words_after(verb: Token, stop: int) -> list[str]:
    """The words of ``verb``'s own phrase after it, before token ``stop``: what follows the
    attitude verb, without punctuation or complementizer "that"."""
    out = []
    for t in verb.doc[verb.i + 1 : min(stop, verb.right_edge.i + 1)]:
        if t.is_punct or (t.dep_ == "mark" and t.lower_ == "that"):
            continue
        out.append(t.lower_)
    return out


def _contrasting_attitudes(first: Token, second: Token) -> bool:
    """ "I wanted everybody to be OK, I wanted to know their names", "I hope you do X and I
    hope that you Y": two attitude clauses of one subject, side by side, each with its own,
    different complement. These are two assertions in a row (asyndetic or coordinated clauses,
    Quirk et al. 1985 §13.41 on contrastive coordination and asyndeton), and denying one of
    them gives a coherent contrast or correction ("I did not want everybody to be OK, I wanted
    to know their names"), not a premise that denies and asserts one attitude: the flag, a
    promise that the premise is bad, must not fire (eighty-seventh pass, 2 worse of 12 on dev).
    It still fires on a restart, where the first clause stops before a complement of its own
    or starts the second's words again ("I think, I think maybe", "You want me, you want me to
    quit"; Levelt 1983), on a second complement about "it/that/this" that takes up the first
    ("I think you should go, ..., I think it'd be really good", s1201m), and on a wh-clause
    whose gap the second clause fills ("what you have to do is, you have to run into her", a
    pseudo-cleft, Quirk et al. 1985 §18.29)."""
    # the second clause starts at its subject: the parser often hangs the first clause under
    # the second ("I wanted X, I wanted Y" read as a fronted complement), so not its left edge
    left = min([s.left_edge.i for s in subjects(second) if s.i > first.i] or [second.i])
    before = _words_after(first, left)
    if not before:
        return False
    after = _words_after(second, len(second.doc))
    if after[: min(_RESTART_WINDOW, len(before))] == before[:_RESTART_WINDOW]:
        return False
    if any(t.tag_ in ("WP", "WDT", "WRB") for t in first.subtree if t.i < left):
        return False
    return not any(
        t.dep_ in SUBJECT_DEPS and t.lower_ in _ANAPHORIC_SUBJECTS
        for t in second.subtree
        if t.i > second.i
    )


def _commissive_or_imperative_see(verb: Token, auxes: list[Token]) -> bool:
    """ "All right, I'll see that he gets the message", "See that the dishes are washed".

    A first-person future "see that P" is a commitment of the speaker to bring P about (a
    commissive, Searle 1976), and a bare imperative "See that P" a directive to the hearer:
    both are "see (to it) that" = ensure (OED s.v. "see" v. 18; Quirk et al. 1985 §16.36), not
    perception, whose future "You will see that P" predicts a realisation and stays factive.
    They take the +/o of "ensure" like the deontic cases of the forty-second pass, so "I will
    not see that he gets the message" no longer entails that he gets it (blind review
    s1201m, "'see that' here means 'ensure'"; eighty-sixth pass). The complement must be a
    that-clause (with "that") whose verb is not past: "See, that's why ..." is a discourse
    marker with a demonstrative subject, and "I'll see that you came" has no ensure reading.
    """
    return ensure_see_commitment(verb)
