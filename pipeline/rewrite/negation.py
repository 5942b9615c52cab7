"""Sentential negation: add it to the clause headed by a target verb, or remove it.

NOPE §3 ("Flipping the polarity") and App. C: add sentential negation ("not") to the main clause,
or, in clausal coordination, to the conjunct that contains the trigger; when the clause is already
negated, remove the negation instead; when a temporal adverbial clause is preposed, move it after
the matrix clause so that negation scopes over it ("After Jody left, I called Bill" -> "I didn't
call Bill after Jody left"). IMPPRES §2 (Table 1) negates with contracted auxiliaries ("weren't",
"didn't"); the verb-veridicality paper (§3) writes "did not"/"does not": ``contract`` chooses.

Do-support, agreement and tense come from lemminflect through :mod:`pipeline.lexicon.inflection`.
Sentences that cannot be negated cleanly (no finite verb, imperatives, fragments) come back with
``ok=False`` and flags rather than as garbage.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from lemminflect import getAllInflections, getAllLemmas, getInflection
from spacy.tokens import Doc, Span, Token

from ..lexicon.closed_class import PERMISSION_VERBS_WITH_ENABLE_LET
from ..lexicon.inflection import inflect, reinflect
from ..lexicon.tables import word_set
from ..lexicon.verb_frames import intransitive, needs_object, takes_object
from ..lexicon.wordnet import first_sense_lexname as wordnet_first_sense_lexname
from ..lexicon.wordnet import wordnet
from ..source_noise import outburst
from ..syntax import (
    AUX_DEPS,
    AUXILIARY_FORMS,
    DASH_TOKENS,
    DOUBLE_QUOTES,
    FINITE_TAGS,
    FLOATED_QUANTIFIERS,
    FOCUS_PARTICLES,
    MODAL_FORMS,
    NEGATION_DEPS,
    NEGATIVE_WORDS,
    PREMODIFIER_DEPS,
    SPEECH_VERBS,
    SUBJECT_DEPS,
    adverbial_negation,
    agreeing_word,
    continues_adverbial_clause,
    disagrees,
    finite_clause_head,
    finite_purpose_clause,
    floated_universal,
    in_clause_of,
    inside_word,
    left_auxiliaries,
    marked_clauses,
    subject_of,
    subject_sharer,
    supplementary_relative,
    verb_form_lemma,
    verb_lemma,
)
from ..syntax import bare_imperative as syntax_bare_imperative
from ._result import (
    Rewritten,
    SurfaceEdit,
    capitalise,
    keeps_capital,
    lower_first,
    reduced_doc,
    single_end_mark,
)
from .clause_scope import (
    DROPPED_ADDITIVES,
    EXCLUSIVE_PARTICLES,
    HEDGE_ADVERBS,
    NEG_RAISING,
    RESULT_WORDS,
    SEQUENCE_ADVERBS,
    active_after_copula,
    active_after_passive,
    as_parenthetical,
    attachment_ambiguous,
    base_conjunct_under_operator,
    because_clause,
    because_phrase_after,
    cleft_copula,
    comment_clause,
    comparative_correlative,
    concessive_clause,
    contrastive_not,
    coordination_unparsed,
    corrective_but,
    defining_sentence,
    denial_compatible_supplement,
    discourse_clash,
    discourse_formula,
    emotive_disjunct,
    epistemic_modal,
    event_supplement,
    exclamative_clause,
    focused_subject,
    free_relative_clause,
    fronted_sequence_adverb,
    gapped_conjunct,
    gapped_modal_remnant,
    gapped_passive_conjunct,
    gapped_remnant,
    help_but,
    imperative_conjunct,
    impersonal_passive,
    in_coordination,
    inside_because_phrase,
    inside_brackets,
    inverted_declarative,
    listed_verb_phrases,
    locative_inversion,
    mended_additive,
    misattached_finite_conjuncts,
    misread_main_clause,
    negated_antecedent,
    negative_governor,
    negative_parallel_clause,
    otherwise_after,
    participial_adjunct,
    past_attitude_frame,
    past_verbs_read_as_object_conjuncts,
    performative_hereby,
    polar_question,
    polarity_clash_after,
    polarity_sensitive_adverbs,
    present_hearsay_passive,
    quantifier_restrictor,
    question_source,
    quotative_inversion,
    quoted_operator_without_subject,
    split_disjunction,
    stacked_subjects,
    subject_sharing_disjunct,
    summative_appositive,
    supplement_on_negated_indefinite,
    temporal_only,
    transcript_marker,
    under_other_verb,
    verbs_read_as_object_conjuncts,
    wh_question,
)
from .discourse import frame_after_connective, fused_repair, stutter_reparanda

__all__ = [
    "Rewritten",
    "finite_auxiliary",
    "main_verb",
    "negate",
    "repair_relative_subject",
    "subject_span",
]

#: Relations of participial/gerund adjunct clauses negated in place ("not hoping").
NONFINITE_ADJUNCT_DEPS = frozenset({"advcl", "acl", "pcomp", "oprd"})
#: Parts of speech of a plain subject noun phrase ("The five waiters", "Rose's ice").
NOMINAL_POS = frozenset({"PROPN", "NOUN", "DET", "ADJ", "NUM", "PRON"})
#: Contracted auxiliaries: their presence marks a conversational register ("n't" when negating).
CONTRACTED_AUX = frozenset(
    {"n't", "'s", "'re", "'ve", "'ll", "'d", "'m", "’s", "’re", "’ll", "’ve"}
)
#: Subordinators of temporal adverbial clauses (NOPE App. B, temporal adverbs) that NOPE App. C
#: moves after the matrix clause when preposed.
TEMPORAL_MARKERS = frozenset({"after", "before", "when", "while", "since", "until", "once", "as"})
#: Clitic stems spaCy splits off "n't": "ca n't", "wo n't", "sha n't".
CLITIC_STEMS = {
    "ca": "can",
    "wo": "will",
    "sha": "shall",
    "Ca": "Can",
    "Wo": "Will",
    "Sha": "Shall",
}
#: Irregular negative contractions; auxiliaries not listed take plain "n't", those mapped to None
#: have no current contraction ("amn't", "mayn't") and take " not".
IRREGULAR_CONTRACTIONS: dict[str, str | None] = {
    "will": "won't",
    "can": "can't",
    "shall": "shan't",
    "am": None,
    "may": None,
    "might": None,
}
#: Spelled-out forms of contracted auxiliaries (for moving them in questions).
EXPANDED_CLITICS = {"'re": "are", "'ve": "have", "'ll": "will", "'m": "am", "n't": "not"}
#: Preverbal adverbs that stay outside negation ("He probably left" -> "He probably didn't leave").
#: Content disjuncts of truth and value judgement and conjuncts ("amazingly", "undeniably",
#: "similarly"): never in the scope of clause negation (Quirk et al. 1985 §8.124, §10.64), so
#: the added "not" goes after them, before the verb or after the operator (stop 54, ng25).
DISJUNCT_ADVERBS = word_set("negation_disjunct_adverbs")
WIDE_SCOPE_ADVERBS = word_set("negation_wide_scope_adverbs") | DISJUNCT_ADVERBS
#: Nouns of reaction heading an attitudinal "to one's N" disjunct (wordlists header; stop 99).
EVALUATIVE_NOUNS = word_set("negation_evaluative_nouns")
#: Punctuation that ends the matrix clause before further material ("I called Bill, and ...").
CLAUSE_BREAKS = frozenset({",", ";", ":", "--", "-", "\u2014"})
#: Adverbs that stay above "not" right after an auxiliary: speaker-oriented ones ("it was
#: probably not her timidity"), "also", "still" ("has also not indicated", "is still not").
POST_AUX_ADVERBS = frozenset(
    {"probably", "possibly", "likely", "certainly", "surely", "perhaps", "maybe", "apparently"}
    | {"obviously", "clearly", "evidently", "definitely", "undoubtedly", "also", "still"}
    | DISJUNCT_ADVERBS
)
#: Emphasizers that, right after the operator, carry verb focus on the positive polarity ("It
#: does indeed depend"): dropped by the added negation (see ``_negate``).
VERUM_ADVERBS = frozenset({"indeed"})
#: Clitic auxiliaries spelled out with their negation: "I'll" -> "I won't"/"I will not".
CLITIC_NEGATIVES = {"'ll": " won't", "'re": " aren't", "'ve": " haven't"}
#: Tags the small model gives a bare verb after emphatic "do" ("do litter", "did disgust").
BARE_VERB_TAGS = frozenset({"VB", "VBP", "NN", "JJ"})
#: Words before "not" that make it part of a fixed expression, not sentential negation.
IDIOMATIC_BEFORE_NOT = frozenset({"than", "or", "if", "whether"})
#: Negative polarity items that need the negation being removed (Ladusaw 1979; NOPE §3).
NEGATIVE_POLARITY_ITEMS = frozenset(
    {"yet", "anymore", "ever", "any", "anything", "anyone", "anybody", "anywhere", "either"}
)
#: Words that open a verb's clausal complement ("states that", "love to", "wonder why").
COMPLEMENT_MARKERS = frozenset(
    {"that", "to", "if", "whether", "how", "what", "why", "when", "where", "who", "which"}
)
#: Quantifiers whose "not" negates the sentence ("Not many people came", "Not all of them").
NEGATABLE_QUANTIFIERS = frozenset({"many", "all", "every", "everyone", "everybody", "much", "one"})
SINGULAR_FORMS = frozenset({"is", "was", "has", "does"})
NEGATORS = frozenset({"n't", "not"})
RELATIVE_PRONOUNS = frozenset({"that", "who", "which", "whom"})
#: Tags before a word that make it part of another phrase ("in time", "sending samples").
CLAUSE_INTERNAL_TAGS = frozenset({"IN", "TO", "VBG", "VB", "VBN", "VBD", "VBZ", "VBP", "RP"})
#: Tags before a word that make it a noun, not a verb ("many nieces", "the school").
NOMINAL_MODIFIER_TAGS = frozenset({"DT", "PRP$", "POS", "CD", "JJ", "JJR", "JJS"})
PLURAL_FORMS = frozenset({"are", "were", "have", "do"})
#: Do-support forms per finite tag.
DO_FORMS = {"VBD": "did", "VBZ": "does", "VBP": "do"}


def subject_span(head: Token) -> Span | None:
    """The subject phrase of the clause headed by ``head``.

    Falls back, for a root clause whose subject the parser mislabelled ("Holly" as advmod in
    "Holly is concealing the man", "Borgias" as compound in "The Borgias hid"), to the run of
    nominal words from the start of the sentence up to the first auxiliary or verb.
    """
    subject = subject_of(head)
    doc = head.doc
    if subject is not None:
        start, end = subject.left_edge.i, subject.right_edge.i + 1
        start = _past_time_adverbial(subject, start)
        start = name_before_epithet(subject, start)
        while start < subject.i and doc[start].is_punct:  # ", loop towel ..." -> "loop towel"
            start += 1
        while end - 1 > subject.i and doc[end - 1].is_punct:
            end -= 1
        return doc[start:end]
    if head.dep_ != "ROOT":
        return None
    start = head.sent.start
    auxes = left_auxiliaries(head)
    end = auxes[0].i if auxes else head.i
    while end > start and doc[end - 1].dep_ == "advmod" and doc[end - 1].pos_ == "ADV":
        end -= 1
    words = doc[start:end]
    if len(words) and all(t.pos_ in NOMINAL_POS or t.tag_ == "POS" for t in words):
        return words
    return None


def name_before_epithet(subject: Token, start: int) -> int:
    """The start of a subject "Name the Epithet" ("Zabdiel the Arabian", "Alexander the
    Great", "John the Baptist") whose name the parser cut off as a bare noun-phrase adverbial
    of the verb ("Zabdiel" an ``npadvmod`` of "took", "the Arabian" its ``nsubj``), else
    ``start``.

    A proper name followed at once, with no comma, by "the" + a noun is one noun phrase, the
    name with an appositive epithet (Quirk et al. 1985 §17.65-17.80 on strict apposition and
    names with epithets); only a comma would set the name off as a vocative. A question
    inverted around "the Arabian" alone ("*Zabdiel, did the Arabian take off ...?") split the
    subject (review s1205u pres-049). Not a date or time name ("Monday the office opens"):
    that is a real adverbial of time (Quirk §8.54)."""
    doc = subject.doc
    if start == 0 or doc[start].lower_ != "the" or subject.pos_ not in ("PROPN", "NOUN"):
        return start
    name = doc[start - 1]
    if name.pos_ != "PROPN" or name.dep_ != "npadvmod" or name.head.i != subject.head.i:
        return start
    if name.ent_type_ in ("DATE", "TIME") or name.right_edge.i != start - 1:
        return start
    if any(t.is_punct for t in name.subtree):
        return start
    return name.left_edge.i


#: Relational time adverbs that a measure phrase modifies ("an hour later", "two days
#: earlier", "a year ago"; Quirk et al. 1985 §8.54, §8.57).
RELATIONAL_TIME_ADVERBS = frozenset({"later", "earlier", "ago", "afterwards", "afterward"})


def relational_time_adjunct(child: Token) -> bool:
    """A relational time adverb (``RELATIONAL_TIME_ADVERBS``) the parser hung on a noun as its
    modifier ("An hour later the lion ...": "later" as advmod of "lion"): a clause adjunct, not
    part of the noun phrase. One test for the negation's subject span and the presupposition
    drafts' noun phrases (``rewrite.presupposition.helpers._np``)."""
    return child.dep_ in ("advmod", "npadvmod") and child.lower_ in RELATIONAL_TIME_ADVERBS


def _past_time_adverbial(subject: Token, start: int) -> int:
    """The start of the subject phrase past a fronted time adjunct the parser hung on the
    subject noun ("An hour later the lion arrived": "later" as advmod of "lion"; "at last"). A measure
    phrase with a relational time adverb is a clause adjunct (Quirk et al. 1985 §8.54, §8.57),
    never a premodifier of a noun, which takes no adverb before its determiner; left in, a
    question reads "Did an hour later the lion arrive?" and a draft "An hour later the lion
    was not at the grave before"."""
    for child in subject.lefts:
        if child.left_edge.i != start or child.right_edge.i >= subject.i:
            continue
        if relational_time_adjunct(child):
            return child.right_edge.i + 1
        if child.dep_ in ("advmod", "amod") and child.left_edge.tag_ == "IN":
            # "And now at last Edmund remembered": "at last" hung on the name; a noun's
            # premodifiers never open with a preposition (prepositional phrases postmodify,
            # Quirk et al. 1985 §17.97, §17.37), so the phrase is a clause adjunct
            return child.right_edge.i + 1
    return start


def nonfinite_adjunct(token: Token) -> bool:
    """A participle or gerund heading an adjunct clause ("..., hoping to see him return",
    "in preparing to represent themselves"): its clause is negated in place ("not hoping"), as
    the verb-veridicality paper's negated sentences do (§3), rather than the matrix clause."""
    if token.tag_ not in ("VBG", "VBN") or token.dep_ not in NONFINITE_ADJUNCT_DEPS:
        return False
    return subject_of(token) is None and not left_auxiliaries(token)


def main_verb(head: Token) -> Token:
    """The lexical verb of a clause whose parse made an auxiliary the head.

    spaCy's small model often heads "Susan's bosses do mutter" with "do" (the verb as its object)
    and "Jodi had only respected Janice" with "had"; emphatic "do" + bare verb and "have" +
    participle are auxiliaries (IMPPRES Table 1 negates them as "don't mutter", "hadn't only
    respected"). Whether the next word is a base-form verb comes from lemminflect's lexicon.
    """
    if head.lemma_ not in ("do", "have") or head.tag_ not in FINITE_TAGS:
        return head
    if left_auxiliaries(head):
        return head
    for token in head.doc[head.i + 1 :]:
        if token.dep_ in ("advmod", "neg") and token.pos_ in ("ADV", "PART"):
            continue
        if head.lemma_ == "have":
            return token if token.tag_ == "VBN" else head
        lemmas = getAllLemmas(token.lower_, upos="VERB").get("VERB", ())
        if token.tag_ in BARE_VERB_TAGS and token.lower_ in lemmas:
            return token
        return head
    return head


def suspect_parse(head: Token) -> bool:
    """A clause head that is probably a tagging error: a capitalised word inside the sentence
    ("Stacey only pressures Rose ..." with "Rose" as the verb), or no verb at all."""
    inside = head.i != head.sent.start
    return (
        (inside and head.text[:1].isupper() and head.text != "I")
        or head.pos_ not in ("VERB", "AUX")
        or _reduced_relative_head(head)
        or _verb_conjunct_of_noun(head)
        or _two_subjects(head)
    )


#: Subject relations of a clause head (spaCy's English scheme).
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})


def _two_subjects(head: Token) -> bool:
    """A clause head with two subjects before it, neither coordinated with the other, and a
    bare verb hung on one of them between it and the head ("Something like two smiles played continually round the mouth": "something" and "smiles"
    both hung on "round" as subjects, the real past verb "played" read as a participle on
    "smiles"). A clause has exactly one subject (Quirk et al. 1985 §2.13, §10.4; Huddleston &
    Pullum 2002 ch. 4 §3), a coordination of subjects hangs its second member on the first as
    ``conj``, so two subject dependents of one head mean the parser has lost the clause's verb,
    and any operator put on that head lands inside the subject ("*Do something like two smiles
    played ...?", "*... smiles played might continually round ...": stop 99, ng13)."""
    subjects = [c for c in head.children if c.dep_ in _SUBJECT_DEPS and c.i < head.i]
    if len(subjects) < 2:
        return False
    # the lost verb: a bare verb hung on a subject as its modifier, between the subjects and
    # the head. Without one the two "subjects" are the parser's split of one noun phrase with
    # an approximator ("Something like three boats sailed": "something" and "boats"), which
    # the embedders take whole from the first one's left edge and write well
    return any(
        c.dep_ == "acl"
        and c.pos_ == "VERB"
        and not left_auxiliaries(c)
        and subjects[-1].i < c.i < head.i
        for subject in subjects
        for c in subject.children
    )


def participle_fragment(head: Token) -> bool:
    """A noun phrase with a participial modifier the parser took for a clause ("Five pieces of
    rebar sharpened to cruel points and strapped to a brace"): a root tagged past participle
    (VBN) with no auxiliary and no object, coordinated with another bare objectless participle
    or taking a "by" agent. A past participle makes no finite clause without "have" or "be"
    (Huddleston & Pullum 2002 ch. 3 §1.1), its agent phrase marks it passive (Quirk et al.
    1985 §3.63), and coordination joins like forms (H&P ch. 15 §2), so the two participles
    are the fragment's reduced relatives: negated, questioned or put under "might" it reads
    "*didn't sharpen to cruel points and strapped to ..." (stop 60, class 4).

    Also a bare root in the participle's form (VBN, or VBD where the two forms are one) with
    no object that a single comma parts from its noun subject ("Storage space, mounted
    outside your vehicle's armor and vulnerable to damage"; stop 60, second pass): a comma
    never parts a subject from its predicate, save a pair of them around a parenthesis
    (Quirk et al. 1985 App. III.14; Huddleston & Pullum 2002 ch. 20 §3), and a past form has
    no agreement to show it finite, so the participle is a reduced relative or a supplement
    on the noun and the item description has no verb ("*Storage space, might have mounted
    ..."). A finite past with its subject unparted ("The ship sailed at dawn") or a
    parenthesis between ("The captain, tired of waiting, ordered ...") is no fragment.

    The one definition of the fragment: the embeddings and the implicature
    (``implicature._participial_predicate``) refuse on it too (rt3 finding 7)."""
    if head.dep_ != "ROOT" or head.tag_ not in ("VBN", "VBD") or left_auxiliaries(head):
        return False
    if any(c.dep_ in ("dobj", "obj", "dative", "ccomp") for c in head.children):
        return False
    if _finite_verb_below(head):
        return False
    if _comma_parted_participle(head) or _objectless_obligatory_transitive(head):
        return True
    if head.tag_ != "VBN":
        return False
    if any(c.dep_ == "agent" for c in head.children):
        return True
    return any(
        c.dep_ == "conj"
        and c.tag_ == "VBN"
        and not left_auxiliaries(c)
        and not any(g.dep_ in ("nsubj", "nsubjpass", "dobj", "obj") for g in c.children)
        for c in head.children
    )


#: Relations of a complement that an objectless participle may still govern as an active verb
#: ("brought up to believe", "raised what they could"): with one of these, not a fragment.
_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "acomp", "attr", "oprd", "nsubjpass", "expl"})


def _objectless_obligatory_transitive(head: Token) -> bool:
    """Is the bare root, in its past participle's form (VBN, or VBD where the two forms are
    one), a verb that always takes a direct object (``verb_frames.needs_object``: WordNet
    lists no frame without one, also for the verb with its particle, "bring_up") standing with
    no object after a noun subject ("Five daughters brought up at home without a governess!")?
    An obligatorily transitive verb with no object has no active finite use (Huddleston & Pullum
    2002 ch. 4 §4.1), so the form is the passive participle of a reduced relative on the noun
    (Quirk et al. 1985 §17.13) and the sentence a verbless noun phrase, here a verbless
    exclamation (Quirk et al. 1985 §11.41): it asserts no proposition to negate, question or
    embed ("*Did five daughters bring up at home ...?", "*It's possible that five daughters
    brought up at home"; s1205j impl-001/002/008/009). The lexical generalisation of
    implicature's OBLIGATORY_OBJECT_PUTTING_VERBS ("The coffin laid upon two tubs"). A verb
    whose particle or preposition makes a lexical compound of its own in WordNet ("sent for
    the doctor") and one WordNet does not know ("gave up at last") are left alone, as is a
    particle verb whose base verb is intransitive too ("The limbs snapped off":
    ``verb_frames.intransitive``; NOPE's gold row); so is a pronoun subject, which takes no
    reduced relative. Stop 83, im97."""
    if head.lower_ not in {f.lower() for f in getInflection(head.lemma_, "VBN") or ()}:
        return False  # "gave", "took": a past that no participle shares
    if any(c.dep_ in _COMPLEMENT_DEPS or c.dep_ in ("agent", "conj") for c in head.children):
        return False  # the agent and coordinated participles are the cases above
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN") or subject.i > head.i:
        return False
    particles = [c.lower_ for c in head.children if c.dep_ == "prt"]
    if particles and intransitive(head.lemma_):
        return False  # "The limbs snapped off": "snap" alternates, so does "snap off"
    lemma = "_".join([head.lemma_.lower(), *particles])
    if any(
        takes_object(f"{lemma}_{c.lower_}") is not None for c in head.children if c.dep_ == "prep"
    ):
        return False  # "sent for the doctor": a prepositional verb, its object the preposition's
    return needs_object(lemma)


def _finite_verb_below(head: Token) -> bool:
    """Does the participle root govern an unsubordinated present-tense verb ("Every tile worked
    by the city yields one extra shield": "yields" parsed as an adverbial clause of "worked")?
    A present tense shows agreement, so it is the sentence's finite verb and the participle
    its subject's reduced relative (Huddleston & Pullum 2002 ch. 12 §8): a clause, not a
    fragment (md8's dev check)."""
    return any(
        c.dep_ in ("advcl", "conj", "parataxis")
        and c.tag_ in ("VBZ", "VBP")
        and not any(g.dep_ == "mark" for g in c.children)
        for c in head.children
    )


def _comma_parted_participle(head: Token) -> bool:
    """Is the bare ``head``, in its past participle's form, parted from its noun subject by a
    single comma right before it (see :func:`participle_fragment`)?"""
    if head.i == 0 or head.doc[head.i - 1].text != ",":
        return False
    forms = {f.lower() for f in getInflection(head.lemma_, "VBN") or ()}
    if head.lower_ not in forms:
        return False  # "went", "saw": a past that no participle shares
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN") or subject.i > head.i:
        return False
    doc = head.doc
    end = max(t.i for t in subject.subtree if t.i < head.i - 1)
    if end != head.i - 2:
        return False  # something else stands between the subject and the comma
    # the comma closes an appositive inside the subject ("Most staff at Acme Foods, a meat
    # and fish store on Main Street, voted ..."): a parenthesis, not a fragment
    if any(t.dep_ == "appos" for t in doc[subject.left_edge.i : head.i - 1]):
        return False
    # an opening comma of a parenthesis hangs on the subject or the verb; those inside a
    # coordination ("pipes, cams, and straps") on its conjuncts
    return not any(
        t.text == "," and t.head.i in (subject.i, head.i)
        for t in doc[subject.left_edge.i : head.i - 1]
    )


def _verb_conjunct_of_noun(head: Token) -> bool:
    """A finite "verb" the parser coordinated with a noun ("could see Max's grin and the
    Burnsides' glowering *faces*"): coordination joins like categories (Huddleston & Pullum
    2002 ch. 15 §2; the parser hangs clausal conjuncts on verbs), so it is a plural noun
    tagged as a verb, and negating it writes "*glowering doesn't face" (stop 50, ng18)."""
    return (
        head.dep_ == "conj"
        and head.tag_ in ("VBZ", "VBP")
        and head.head.pos_ in ("NOUN", "PROPN")
        and head.head.dep_ not in ("ROOT", "conj")
    )


def _reduced_relative_head(head: Token) -> bool:
    """A bare past "head" followed by a present verb "conjunct" with neither a coordinator nor
    a comma before it ("Chairs studded with caps ... fill the corners"): coordinated verb
    phrases are joined by a coordinator or, in asyndeton, a comma, and share their tense
    (Huddleston & Pullum 2002 ch. 15 §1-2), so the past form is the participle of a reduced
    relative on the subject and the present verb the main one (round 41: "Chairs might have
    studded with ... fill the corners")."""
    if head.tag_ != "VBD" or left_auxiliaries(head):
        return False
    doc = head.doc
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < head.i or conj.tag_ not in ("VB", "VBP", "VBZ"):
            continue
        before = doc[conj.left_edge.i - 1] if conj.left_edge.i > 0 else None
        joined = any(c.dep_ == "cc" and c.i < conj.i for c in head.children)
        if before is not None and not before.is_punct and before.dep_ != "cc" and not joined:
            return True
    return _subjectless_finite_complement(head)


def _subjectless_finite_complement(head: Token) -> bool:
    """A bare past "head" with a clausal "complement" after it that has a finite auxiliary or
    modal but no subject and no complementiser ("Only the register pointed to by the index
    could be accessed": "pointed" ROOT, "could be accessed" ccomp). A finite clause has a
    subject (Huddleston & Pullum 2002 ch. 4 §3; Quirk et al. 1985 §2.13), so the past form is
    the participle of a reduced relative on the subject (Quirk et al. 1985 §17.25) and the
    modal's verb is the main one: negated or questioned at the participle it reads "*only the
    register didn't point to ... could be accessed", "*Did only the register point to ...
    could be accessed?" (stop 74 ng03, review s1204j, presupposition class 2)."""
    doc = head.doc
    for comp in head.children:
        if comp.dep_ not in ("ccomp", "advcl") or comp.i < head.i:
            continue
        kids = list(comp.children)
        if any(k.dep_ in SUBJECT_DEPS or k.dep_ == "mark" for k in kids):
            continue
        if comp.dep_ == "ccomp" and any(
            k.dep_ in ("aux", "auxpass") and k.i < comp.i and k.tag_ == "MD" for k in kids
        ):
            return True
        if (
            comp.dep_ == "ccomp"
            and head.tag_ == "VBD"
            and not left_auxiliaries(head)
            and any(
                k.dep_ in ("aux", "auxpass") and k.i < comp.i and k.tag_ in ("VBD", "VBZ", "VBP")
                for k in kids
            )
            and not any(t.tag_ in ("WDT", "WP", "WP$", "WRB") for t in doc[head.i + 1 : comp.i])
            and not any(  # "said that he was gone": subject and "that" hung on the auxiliary
                t.dep_ in SUBJECT_DEPS or t.dep_ in ("mark", "expl")
                for t in comp.subtree
                if t.i < comp.i
            )
        ):
            # "The boats moored in the harbour and near Brown's pier were sunk at once": the
            # same lost verb with a tensed "be"/"have" instead of a modal (stop 99, ng15). A
            # finite clause needs a subject (above), and a content clause without "that" keeps
            # its own (Quirk et al. 1985 §15.3), so "were sunk" is the predicate and "moored"
            # the reduced relative's participle: "*Did the boats moor ... were sunk ...?"
            return True
        start = comp.left_edge.i
        if (
            head.tag_ == "VBD"
            and comp.tag_ in ("VBP", "VBZ")
            and start > head.i
            and not any(t.is_punct or t.dep_ == "cc" for t in doc[head.i + 1 : start + 1])
        ):
            # "Coroutine objects returned from async functions are awaitable": a present-tense
            # verb with no subject, no subordinator and no comma or coordinator before it is no
            # clause of its own (a finite adverbial clause needs a subordinator, Quirk et al.
            # 1985 §14.12; a finite clause a subject), so it is the main verb and the past form
            # the participle of a reduced relative (stop 74 ng04, review s1204k, presupposition
            # class 5: "*Coroutine objects might have returned from ... are awaitable")
            return True
    return False


def finite_auxiliary(head: Token) -> Token | None:
    """The auxiliary/modal/copula that carries tense in the clause, or None (do-support needed)."""
    auxes = left_auxiliaries(head)
    if auxes:
        return auxes[0]
    if head.lemma_ == "be" and head.tag_ in FINITE_TAGS:
        return head
    if main_verb(head) is not head:
        return head
    return None


def narrow_adverbs_before(token: Token, wide: frozenset[str] = frozenset()) -> list[Token]:
    """Contiguous narrow-scope adverbs right before ``token`` ("only", "even"; not "probably").

    ``wide``: further adverbs the caller keeps outside negation. An adverb heading a phrase to
    its left ("two years ago") is not a preverbal adverb: the scan stops there.
    """
    out: list[Token] = []
    owners = {token.i, token.head.i, main_verb(token).i}
    i = token.i - 1
    while i >= 0:
        prev = token.doc[i]
        if _adverb_hung_on_subject(prev, token):
            out[:0] = [prev]  # "She half smiled": "half" as the pronoun's "appos"
            i -= 1
            continue
        if prev.dep_ != "advmod" or prev.pos_ != "ADV":
            break
        if prev.lower_ in WIDE_SCOPE_ADVERBS | wide and not _focused_adverb(prev, owners):
            break
        left = [c for c in prev.children if c.i < prev.i]
        if any(not _degree_modifier(c) for c in left):
            break  # "who just two years ago threatened": "ago" heads "two years"
        if prev.head.i not in owners:  # "who came here departed": "here" is the relative's
            break
        first = min((c.i for c in left), default=prev.i)  # "almost immediately": both go
        out[:0] = list(token.doc[first : prev.i + 1])
        i = first - 1
    return out


def _adverb_hung_on_subject(adverb: Token, verb: Token) -> bool:
    """Is ``adverb`` a one-word adverb right before ``verb`` that the parser hung on the
    subject as an apposition ("She *half* smiled")? An appositive is a noun phrase (Quirk et
    al. 1985 §17.65), so an RB word there is the verb's preverbal adverb, and the inserted
    operator goes before it: "She might have half smiled", "She didn't half smile", not "She
    half might have smiled" (Quirk et al. 1985 §8.20 on the medial position after the first
    auxiliary; stop 46). "all"/"both" are floated quantifiers (``floated_quantifier``)."""
    subject = subject_of(verb)
    return (
        adverb.i + 1 == verb.i
        and adverb.dep_ == "appos"
        and adverb.tag_ == "RB"
        and subject is not None
        and adverb.head.i == subject.i
        and adverb.lower_ not in FLOATED_QUANTIFIERS
        and not list(adverb.children)
    )


#: Focus particles and degree adverbs that modify a following adverb ("just recently", "only
#: recently", "almost immediately", "very quickly"). A time adverb so modified is itself the
#: focus of the sentence and goes under negation and modals: "didn't just recently begin", not
#: "just recently didn't begin" (Jackendoff 1972 ch. 8: negation associates with a focused
#: adverbial; Quirk et al. 1985 §8.116 on focusing subjuncts; blind review round 34, class 3).
ADVERB_MODIFIERS = frozenset({"just", "only", "almost", "nearly", "very", "so", "too", "quite"})


def _degree_modifier(token: Token) -> bool:
    """Is ``token`` a one-word adverb modifying the adverb after it ("almost" immediately)?"""
    return token.dep_ == "advmod" and token.lower_ in ADVERB_MODIFIERS and not list(token.children)


def _focused_adverb(adverb: Token, owners: set[int]) -> bool:
    """Is ``adverb`` (a wide-scope one, e.g. "recently") preceded by a focus particle on the
    same verb or on itself ("just recently", "only recently")? Then it is narrow: the particle
    makes it the focus that the negation takes."""
    if adverb.i == 0:
        return False
    prev = adverb.doc[adverb.i - 1]
    attached = prev.head.i == adverb.i or prev.head.i in owners
    return attached and prev.dep_ == "advmod" and prev.lower_ in FOCUS_PARTICLES


def _sentential(neg: Token) -> bool:
    """Not part of a fixed expression ("more often than not", "whether or not", "if not")."""
    prev = neg.doc[neg.i - 1].lower_ if neg.i > 0 else ""
    return prev not in IDIOMATIC_BEFORE_NOT


def _negation_of(head: Token) -> Token | None:
    """The clause's own negation: a "not"/"n't" on the verb or one of its auxiliaries, or one
    the parser hung on an adverbial between the operator and the verb
    (:func:`pipeline.syntax.adverbial_negation`)."""
    auxiliaries = left_auxiliaries(head)
    for token in (head, *auxiliaries):
        for child in token.children:
            if child.dep_ in NEGATION_DEPS and _sentential(child):
                return child
    return adverbial_negation(head)


def negative_dependents(head: Token) -> list[Token]:
    """Negative words in the clause ("There is no smaller child"): adding "not" would make a
    double negative, and removing them needs a lexical rewrite ("no" -> "a") left to a human."""
    out = []
    for child in head.children:
        if child.lower_ in NEGATIVE_WORDS:
            out.append(child)
        out.extend(c for c in child.children if c.dep_ == "det" and c.lower_ in NEGATIVE_WORDS)
    return out


#: Verbs whose complement is a bare infinitive with its own subject ("let them know", "made
#: him realize"; Quirk et al. 1985 §16.52, H&P 2002 ch. 14 §5.3): the complement is no finite
#: clause and takes no "do"-support of its own.
BARE_INFINITIVE_MATRIX = frozenset({"let", "make", "have", "help", "see", "hear", "watch"})


def bare_infinitive_complement(verb: Token) -> bool:
    """Is ``verb`` the bare infinitive complement of a causative or perception verb ("Let my
    fellow citizens know that ...": "know")? The tagger sometimes reads it as a present
    (VBP), and the negation landed on it ("let my fellow citizens don't know", blind review
    round 36, class 2); it belongs on the matrix verb, as IMPPRES and NOPE negate "made him
    realize" ("didn't make him realize")."""
    return (
        verb.dep_ in ("ccomp", "xcomp")
        and verb.head.lemma_ in BARE_INFINITIVE_MATRIX
        and verb.tag_ in ("VB", "VBP")
        and verb.i > verb.head.i
        and not any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children)
        and any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    )


def _negatives_in_scope(head: Token) -> list[Token]:
    """Negative words below ``head`` that an added negation would take in its scope, beyond
    :func:`negative_dependents` ("would have to be *no* later than 1994", "has *never* been"
    reached through a non-finite complement): "wouldn't have to be no later than 1994" is a
    double negative, read as negative concord or as a puzzle, not as the negation of the
    sentence (Huddleston & Pullum 2002 ch. 9 §4.3 on multiple negation; blind review round 36,
    class 2). Flagged with the text kept. Not below another verb: "didn't decide to do nothing",
    "didn't promise to never lie" deny the decision and the promise, a plain negation."""

    def below_other_verb(token: Token) -> bool:
        for up in token.ancestors:
            if up.i == head.i:
                return False
            # "be" and "have" add no event a negation could deny instead: "doesn't appear to
            # have no association" is a double negative like "wouldn't be no later"
            if up.pos_ in ("VERB", "AUX") and up.lemma_ not in ("be", "have"):
                return True
        return False

    def idiom(token: Token) -> bool:
        nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
        return token.lower_ == "no" and nxt is not None and nxt.lower_ in _NO_IDIOMS

    scope = _in_negation_scope(head)
    scope.extend(t for m in _counted_adverbials(head) for t in m.subtree if t not in scope)
    return [
        t
        for t in sorted(scope, key=lambda t: t.i)
        if (t.lower_ in NEGATIVE_WORDS or t.lower_ in _BROAD_NEGATIVES and t.head.i == head.i)
        and not below_other_verb(t)
        and not idiom(t)
        and not _mentioned_name_word(t)
    ]


def _reported_proposition(verb: Token) -> bool:
    """Does the passive ``verb`` report a proposition, a clause or an infinitive ("is
    estimated to be 200 m", "is said that")? Only then is it the hearsay raising frame (Quirk et
    al. 1985 §16.32; Biber et al. 1999 §10.2.4). "X is estimated at two million" (or "valued
    at") has no reported clause: "estimate" is a verb of measuring, with the amount in its "at"
    phrase (H&P 2002 ch. 4 §4.2 on complements of estimate-type verbs), and "X isn't estimated
    at two million" denies the figure, an ordinary denial (blind review s10302 kept it flagged;
    fl105). Near miss, still flagged: "X is not estimated to be over two million"."""
    return any(c.dep_ in ("ccomp", "xcomp", "csubjpass") for c in verb.children)


def _mentioned_name_word(token: Token) -> bool:
    """Is ``token`` a word of a quoted or capitalised title or name ("his role as the \"Man
    with No Name\"", "in No Country for Old Men")? A quotation is mentioned, not used, and a
    title is one proper name whatever words make it up (Quirk et al. 1985 §5.60-5.66 on names
    with internal structure; H&P 2002 ch. 5 §20.3): its "No" negates nothing in the clause, so an
    added "not" makes no double negative (blind review s10301: "didn't rise to fame with his
    role as the \"Man with No Name\"" kept twice with the flag). Only a capitalised word not at
    the sentence start counts as part of a title, and a word between double quotes: a plain
    "no" ("would have to be no later than 1994") stays in scope (fl105)."""
    if token.text[:1].isupper() and token.i > token.sent.start:
        return True
    before = [t for t in token.doc[token.sent.start : token.i] if t.text in DOUBLE_QUOTES]
    after = [t for t in token.doc[token.i + 1 : token.sent.end] if t.text in DOUBLE_QUOTES]
    return len(before) % 2 == 1 and bool(after)


def _counted_adverbials(head: Token) -> list[Token]:
    """Bare noun-phrase adverbials after ``head`` that count its occurrences or measure it, with
    a numeral ("tried no less than eight times", "waited no more than ten minutes").
    :func:`_in_negation_scope` leaves bare noun-phrase adverbials (``npadvmod``) out, for the
    adverbials of time position ("today", "this morning") stand outside an added negation; an
    end-placed adjunct of frequency or duration is inside it (Quirk et al. 1985 §10.64-10.66:
    "I didn't see him many times"), so a negative word in it ("no less than", the "no"-series of
    §10.58) makes the double negative "*I haven't tried no less than eight times"
    (Huddleston & Pullum 2002 ch. 9 §4.3; stop 93, vc193, blind review s9301)."""
    return [
        c
        for c in head.children
        if c.dep_ == "npadvmod" and c.i > head.i and any(k.dep_ == "nummod" for k in c.children)
    ]


#: Broad negatives (Quirk et al. 1985 §10.61: "hardly", "scarcely", "barely", "seldom", "rarely"
#: take "any" and "yet" like "not"): on the verb a negation is added to they make a double
#: negative ("I could hardly allow it" -> "I couldn't hardly allow it").
_BROAD_NEGATIVES = frozenset({"hardly", "scarcely", "barely", "seldom", "rarely"})


#: Words after "no" that make a fixed phrase with no negative force: the concessive-conditional
#: "no matter how/what" (Quirk et al. 1985 §15.41) and the stance "no doubt", "no wonder".
_NO_IDIOMS = frozenset({"matter", "doubt", "wonder"})


def _next_is_to(token: Token) -> bool:
    return token.i + 1 < len(token.doc) and token.doc[token.i + 1].lower_ == "to"


def _negated_quantifier_subject(head: Token) -> Token | None:
    """The "not" of a negated quantifier subject ("Not many of her people cared"), or None."""
    subject = subject_span(head)
    if subject is None or len(subject) < 2:
        return None
    first, second = subject[0], subject[1]
    if first.lower_ == "not" and second.lower_ in NEGATABLE_QUANTIFIERS:
        return first
    return None


def _remove_quantifier_negation(doc: Doc, negator: Token) -> Rewritten:
    """NOPE §3, negated originals with a negative quantifier: "Not many X cared" -> "Many X
    cared" (what the experts wrote)."""
    edit = SurfaceEdit(doc)
    edit.delete(negator)
    following = doc[negator.i + 1]
    if negator.text[:1].isupper():
        edit.replace(following, capitalise(following.text))
    return Rewritten(edit.render(), True, "negation:remove", ("negated-quantifier",))


def conversational(doc: Doc) -> bool:
    """Should negation be contracted ("didn't") in this sentence's register?

    Contracted unless the sentence itself writes negation out ("did not", "cannot") and uses no
    contracted auxiliary. Contraction is the default because it is what NOPE's experts wrote for
    most sentences without any contraction (see docs/negation.md), and what IMPPRES writes.
    """
    contracted = written_out = False
    for token in doc:
        low = token.lower_
        if low == "n't" or (low in CONTRACTED_AUX and token.pos_ in ("AUX", "VERB", "PART")):
            contracted = True
        elif low == "not" and token.dep_ in NEGATION_DEPS and _sentential(token):
            written_out = True
    return contracted or not written_out


#: Dependents only an active verb has: a passive participle has no direct object (Quirk et al.
#: 1985 §3.63), so "'s" before a participle with one is "has" ("He's just heard the news"),
#: whatever lemma the tagger gave the clitic.
ACTIVE_OBJECT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "dative"})


#: Past participles with no passive: "be" and intransitive verbs of happening, becoming,
#: coming and going (Quirk et al. 1985 §3.67, §16.27: only a transitive verb has a passive).
#: After a clitic "'s" such a participle is the perfect: "It's been a while" is "It has been
#: a while", never "*It is been" (Quirk et al. 1985 §3.23 on the contracted operators; stop 60,
#: second pass).
NO_PASSIVE_PARTICIPLES = word_set("negation_no_passive_participles")


def _participle_after(aux: Token) -> Token | None:
    """The first verb after the clitic ``aux``, skipping adverbs and "not" ("It's already
    been", "'d never seen"), when it is a past participle; else None."""
    for tok in aux.doc[aux.i + 1 : aux.i + 4]:
        if tok.pos_ in ("ADV", "PART") or tok.dep_ == "neg":
            continue
        return tok if tok.tag_ == "VBN" else None
    return None


#: Participles of intransitive verbs that are also adjectives after "be" ("He's gone"): "is"
#: bare, "has" with a verbal dependent (see :func:`_verbal_participle`; stop 61).
INTRANSITIVE_ADJECTIVAL_PARTICIPLES = word_set("negation_intransitive_adjectival_participles")
#: Resulting copulas ("It's gotten worse" = "It has gotten worse"; stop 61). Intransitive only:
#: implicature's PREDICATIVE_VERBS adds complex-transitive verbs, which have a passive.
RESULTING_COPULAS = word_set("negation_resulting_copulas")
#: Dependents only the verb of an intransitive adjectival participle takes: a particle, a goal
#: or path ("gone to the market", "fallen into the river"), a directional adverb ("gone home",
#: "come back"); the adjective "gone" or "fallen" takes none of them.
_PATH_PREPOSITIONS = frozenset(
    {"to", "into", "onto", "toward", "towards", "through", "across", "down", "up", "out"}
)
_DIRECTION_ADVERBS = frozenset(
    {"home", "back", "away", "abroad", "out", "off", "down", "up", "inside", "outside", "ahead"}
)


def _clitic_s_participle(aux: Token) -> Token | None:
    """The participle after the clitic "'s", also when tagged as a bare verb: "is" and "has"
    never take a bare infinitive, so a form the participle shares ("He's come back", tagged
    VB) is the participle (Quirk et al. 1985 §3.23)."""
    after = _participle_after(aux)
    if after is not None:
        return after
    nxt = next((t for t in aux.doc[aux.i + 1 : aux.i + 4] if t.pos_ not in ("ADV", "PART")), None)
    if nxt is None or nxt.tag_ not in ("VB", "VBP"):
        return None
    forms = {f.lower() for f in getInflection(nxt.lemma_, "VBN") or ()}
    return nxt if nxt.lower_ in forms else None


def _verbal_participle(participle: Token) -> bool:
    """Is the participle after "'s" the verb of a perfect, not an adjective or a passive? It is
    when it has no passive and a dependent the adjective does not take: a resulting copula
    with its adjective complement ("It's gotten worse", "She's gone quiet"; RESULTING_COPULAS),
    or an intransitive adjectival participle with a particle, a goal or path, or a directional
    adverb ("He's gone to the market", "The price's gone up", "He's come back";
    INTRANSITIVE_ADJECTIVAL_PARTICIPLES). Bare "He's gone", "It's all gone" stay "is"."""
    children = list(participle.children)
    if any(c.dep_ == "agent" for c in children):
        return False
    lemma = participle.lemma_.lower()
    if lemma in RESULTING_COPULAS and any(
        c.dep_ in ("acomp", "oprd") and c.tag_ in ("JJ", "JJR", "JJS") for c in children
    ):
        return True
    if participle.lower_ not in INTRANSITIVE_ADJECTIVAL_PARTICIPLES:
        return False
    return any(
        c.dep_ == "prt"
        or (c.dep_ == "prep" and c.lower_ in _PATH_PREPOSITIONS)
        or (c.dep_ == "advmod" and c.lower_ in _DIRECTION_ADVERBS)
        for c in children
    )


def possessive_clitic(head: Token) -> Token | None:
    """A clitic "'s" the tagger read as the possessive (POS) on the subject right before the
    verb ``head`` ("The game's called off", "game" nsubjpass with "'s" as its case marker),
    or None. A possessive determines a noun that follows it (Quirk et al. 1985 §5.115), and a
    verb follows here, so the "'s" is the contracted "is" or "has" (§3.23) and the parse has
    lost the auxiliary: the negation wrote "*The game's didn't call off", the modal "*The
    game's might have called off" (stop 61). Only adverbs may stand between.

    A proper noun with "'s" can be a name on its own, the independent genitive of a shop or
    firm ("McDonald's started promoting ...", "Smith's agreed"; Quirk et al. 1985 §5.123),
    whose finite past is no clitic: there only a form that is a participle and no past
    ("U2's gone", not "U2's rescheduled") counts."""
    if head.tag_ not in ("VBN", "VBD", "VBG"):
        return None
    doc = head.doc
    i = head.i - 1
    while i > 0 and doc[i].pos_ == "ADV":
        i -= 1
    clitic = doc[i]
    if clitic.lower_.replace("\u2019", "'") != "'s" or clitic.tag_ != "POS":
        return None
    owner = clitic.head
    if owner.head != head or owner.dep_ not in ("nsubj", "nsubjpass"):
        return None
    if owner.pos_ == "PROPN":
        pasts = {f.lower() for f in getInflection(head.lemma_, "VBD") or ()}
        if head.lower_ in pasts or head.tag_ == "VBG":
            return None
    return clitic


def clitic_has(aux: Token) -> bool:
    """Is the clitic "'s" the perfect auxiliary "has" ("She's lost her keys")? It is before
    "been" or a participle that has no passive (NO_PASSIVE_PARTICIPLES: "It's been a while",
    "It's happened before", whatever lemma and arc the tagger gave the clitic), and before a
    participle with an object (ACTIVE_OBJECT_DEPS). The one place "'s" is resolved, for the
    negation, the question and the modal alike."""
    if aux.lower_.replace("\u2019", "'") != "'s":
        return False
    if aux.lemma_ == "have":
        return True
    after = _participle_after(aux)
    if after is not None and after.lower_ in NO_PASSIVE_PARTICIPLES:
        return True
    participle = _clitic_s_participle(aux)
    if participle is not None and _verbal_participle(participle):
        return True  # "It's gotten worse", "He's gone to the market" (stop 61)
    verb = aux.head
    if verb.tag_ != "VBN" or any(c.dep_ == "agent" for c in verb.children):
        return False
    return any(c.dep_ in ACTIVE_OBJECT_DEPS for c in verb.children)


def clitic_had(aux: Token) -> bool:
    """Is the clitic "'d" the past perfect "had" ("She'd seen it", "She'd never been there")
    rather than "would" ("I'd go", "I'd have liked")? "Would" takes a bare infinitive, "had"
    a past participle (Quirk et al. 1985 §3.23, §3.54 on "'d"), so the verb after the clitic
    tells them apart, whatever tag the tagger gave the clitic (usually MD)."""
    if aux.lower_.replace("\u2019", "'") != "'d":
        return False
    return aux.lemma_ == "have" or _participle_after(aux) is not None


def plural_existential(aux: Token) -> bool:
    """Is ``aux`` the contracted "'s" of an existential whose displaced subject is plural
    ("there's little hallways connecting ...")?

    Stop 59 (ng31; blind review s1202g: "*In a lot of places, is there little hallways ...?").
    Invariable "there's" before a plural is informal usage that the contraction licenses
    (Quirk et al. 1985 §10.23 note; Biber et al. 1999 §3.7.2 find it almost only with the
    clitic): spelled out and inverted, "is there + plural" loses that licence, and the verb
    agrees with the displaced subject, as in any existential (H&P 2002 ch. 16 §3.3.2; the
    agreement rule of conjuncts._existential_agreement_edit). A subject counted above one
    ("two ships") is plural too; a coordination keeps the number of its first conjunct
    (proximity, Quirk et al. 1985 §10.41). The perfect "'s" ("There's been snakes", which the
    tagger may lemmatize "be") is "has" (``clitic_has``): no "be" to make agree."""
    if aux.lower_.replace("\u2019", "'") != "'s" or aux.lemma_ != "be" or clitic_has(aux):
        return False
    verb = aux if aux.dep_ not in AUX_DEPS else aux.head
    if not any(c.dep_ == "expl" and c.lower_ == "there" for c in verb.children):
        return False
    notional = next((c for c in verb.children if c.dep_ in ("attr", "nsubj") and c.i > aux.i), None)
    if notional is None:
        return False
    counted = [c for c in notional.children if c.dep_ == "nummod" and c.i < notional.i]
    if counted and counted[-1].lower_ not in ("one", "1"):
        return True
    if notional.tag_ == "CD" and notional.lower_ not in ("one", "1"):
        return True  # the numeral heads the subject: "there's two of them" (rt1, finding 13)
    return notional.tag_ in ("NNS", "NNPS")


def clitic_negative(aux: Token, contract: bool) -> str | None:
    """A clitic auxiliary spelled out with contracted negation: "'ll" -> " won't", "'re" ->
    " aren't", "'ve" -> " haven't", "'d" -> " hadn't"/" wouldn't" (what NOPE's experts wrote);
    None keeps the clitic and adds " not": "'s not" (as often as "isn't" in NOPE), "'m not"."""
    low = aux.lower_.replace("\u2019", "'")
    # "'d" is "had" before a participle ("She'd stopped"), "would" before "have" ("I'd have liked")
    other_have = any(
        c.dep_ == "aux" and c.lower_ == "have" and c.i != aux.i for c in aux.head.children
    )
    perfect = aux.lemma_ == "have" or (aux.head.tag_ == "VBN" and not other_have) or clitic_had(aux)
    if low == "'d" and not contract:
        # "I'd not like" is marginal (the clitic reads as "had" before "not"): spelled out,
        # as written-out negation elsewhere (Quirk et al. 1985 §3.23, §3.54)
        return " had not" if perfect else " would not"
    if low == "'ll" and not contract:
        # "he'll not try" is a regional variant (Scottish and Northern English; Quirk et al.
        # 1985 §3.37 on the two negative contractions of "will"), which blind judges read as
        # unnatural (s1129w verb-068): spelled out like "'d" above
        return " will not"
    if low == "'s" and plural_existential(aux):
        # "There's snakes in most sewers" -> "There aren't snakes ...", not "*There's not
        # snakes": the informal invariable "there's" before a plural is licensed by the clitic
        # alone (Quirk et al. 1985 §10.23 note; Biber et al. 1999 §3.7.2); once negation is
        # added the verb agrees with the displaced subject, as in any existential (H&P 2002
        # ch. 16 §3.3.2). Blind review s1202l (4 pairs); the singular "There's not a guard"
        # is English and stays
        return " aren't" if contract else " are not"
    if not contract:
        return None  # "It's not expected", "We've not got to" (verb veridicality's neg_sentence)
    if low in CLITIC_NEGATIVES:
        return CLITIC_NEGATIVES[low]
    if low == "'d":
        return " hadn't" if perfect else " wouldn't"
    if low == "'s" and ((perfect and aux.lemma_ != "be") or clitic_has(aux)):
        return " hasn't"  # "he's lost" -> "he hasn't lost"
    return None


def negative_form(aux_text: str, contract: bool) -> str:
    """``aux_text`` + negation: "is" -> "isn't"/"is not", "will" -> "won't", "'s" -> "'s not",
    "can" -> "can't"/"cannot" (the written form NOPE's experts use: 3 times, "can not" never)."""
    if aux_text.lower() == "can" and not contract:
        return aux_text + "not"
    if aux_text.lower() == "be":
        # bare "be" (mandative subjunctive, imperative-like or non-finite) has no "n't" form
        # ("*ben't"): the negator comes before it, "that he not be late", "Don't be" aside
        # (Quirk et al. 1985 §3.59 and §14.25; Huddleston & Pullum 2002 ch. 9 §1.4).
        # Seventy-fourth pass (im67, s1202u class 3)
        return "Not be" if aux_text[:1].isupper() else "not be"
    if aux_text.lower() in CONTRACTED_AUX or not contract:
        return aux_text + " not"
    low = aux_text.lower()
    if low in IRREGULAR_CONTRACTIONS:
        form = IRREGULAR_CONTRACTIONS[low]
        if form is None:
            return aux_text + " not"
        return capitalise(form) if aux_text[:1].isupper() else form
    return aux_text + "n't"


def floated_quantifier(subject: Span | None, after: Token) -> Token | None:
    """``syntax.floated_universal`` at the end of ``subject`` right before ``after`` (the
    finite auxiliary or verb): "We *all* know", "The members *all* agreed", or None. Before an
    added negation it reads as all > not or is ambiguous; after the negated operator it takes
    the narrow scope the denial needs (Quirk et al. 1985 §10.64-10.66; Huddleston & Pullum 2002
    ch. 9 §1.3.2). Blind review s1130e: "We all don't" rejected."""
    if subject is None:
        return None
    prev = after.doc[after.i - 1] if after.i > 0 else None
    if (
        prev is not None
        and subject.end == prev.i
        and prev.lower_ in FLOATED_QUANTIFIERS
        and prev.dep_ in ("dep", "advmod", "det")
        and prev.head.i == after.i
    ):
        # "The rivers *both* flow": the parser hangs the floated word on the verb, outside
        # the subject, but it floats off the subject all the same (Sportiche 1988)
        return prev
    if len(subject) < 2:
        return None
    floated = floated_universal(subject.root) or _floated_after_coordination(subject)
    if floated is None or floated.i != subject[-1].i or floated.i + 1 != after.i:
        return None
    return floated


def _floated_after_coordination(subject: Span) -> Token | None:
    """The "all"/"both" floated after a coordinated subject, hung on its last conjunct ("Mason
    and Taylor *both* show", "His emphasis, his vibrancy and his intensity *all* tend"), which
    :func:`syntax.floated_universal` (the word right after the subject's head) misses. It takes
    scope over an added negation as after a simple subject ("Mason and Taylor both don't show"
    = neither shows), so it goes after the operator too: "Mason and Taylor don't both show"
    (Quirk et al. 1985 §10.64-10.66; Huddleston & Pullum 2002 ch. 9 §1.3.2; stop 50, ng18)."""
    last = subject[-1]
    if last.lower_ not in FLOATED_QUANTIFIERS or last.dep_ not in ("appos", "det", "dep"):
        return None
    noun = last.head
    if not subject.start <= noun.i < last.i:
        return None
    coordinated = noun.dep_ == "conj" or any(c.dep_ == "conj" for c in noun.children)
    return last if coordinated else None


#: Modals after which "not" negates the complement, not the modal ("might not" = possibly
#: not; Quirk et al. 1985 §4.50, §10.67): "Both lawyers might not approach" is each one's
#: possibility of not approaching, no "neither" misread as the denial.
POSSIBILITY_MODALS = frozenset({"may", "might", "could"})


def universal_determiner(subject: Span | None, after: Token) -> Token | None:
    """The "both" that opens ``subject`` as its determiner, predeterminer or correlative
    ("*Both* composers rejected", "*Both* the parts are", "*Both* Mason and Taylor insist",
    "*Both* of them agreed"), the subject ending before ``after`` (the operator), or None.

    Before an added negation a subject-initial "both" takes wide scope: "Both composers didn't
    reject the term" says that neither did, not that they did not both do it (Huddleston &
    Pullum 2002 ch. 9 §1.3.2 and ch. 5 §7.2 on "both" as a universal over two; Horn 1989 §4.3
    on universal subjects over negation). NOPE's experts write it so all the same ("Both aunts
    didn't make it", "Both of them didn't have"), and ``negate`` keeps their form; the
    projection test that negates from above (``above_only``, the presupposition rewriter)
    flags it ``negated-under-universal-subject:both``, as verb complements do, since the
    denial it needs is "not both" (NOPE §3) and "neither" is another sentence. Stop 50,
    second pass (ng19).
    """
    if subject is None or subject.end > after.i:
        return None
    first = subject[0]
    if first.lower_ in UNIVERSAL_PRONOUNS and first.dep_ in SUBJECT_DEPS:
        return first  # "Everyone didn't stop", "Everything didn't continue"
    if len(subject) < 2 or first.lower_ not in UNIVERSAL_DETERMINERS:
        return None
    partitive = first.dep_ in SUBJECT_DEPS and first.nbor().lower_ == "of"  # "Both of them"
    numeral = first.dep_ in SUBJECT_DEPS and first.nbor().tag_ == "CD"  # "All seven"
    # "All 5 pooches": the parser hangs "All" on the numeral as its ``quantmod``; the same
    # universal over a counted set (Horn 1989 §4.3; stop 91, ng07, blind review s1207a)
    numeral = numeral or (
        first.dep_ == "quantmod" and first.head.tag_ == "CD" and first.head.i == first.i + 1
    )
    if first.dep_ not in ("det", "predet", "preconj") and not (partitive or numeral):
        return None
    return first


#: Universal determiners and pronouns that take wide scope over a negation added after them
#: (Horn 1989 §4.3; Carden 1973; Huddleston & Pullum 2002 ch. 9 §1.3.2): "All seven didn't
#: recognize that p" and "Every guest didn't stay" prefer all(not p), "Each" has only that
#: reading (Beghelli & Stowell 1997 on "each" as a strong distributor). Stop 51 (ng21) adds
#: them to the "both" of stop 50 for the projection test that negates from above; the
#: verb-complement phenomenon flags the same class itself (verb_complement_discourse).
UNIVERSAL_DETERMINERS = frozenset({"both", "all", "every", "each"})
UNIVERSAL_PRONOUNS = frozenset({"everyone", "everybody", "everything"})


def preverbal_site(head: Token, wide: frozenset[str] = frozenset()) -> Token:
    """Where do-support or an inserted modal goes: before narrow-scope preverbal adverbs.

    IMPPRES Table 1: "The book only impressed Sharon" -> "The book didn't only impress Sharon".
    """
    adverbs = narrow_adverbs_before(head, wide)
    return adverbs[0] if adverbs else head


def _dated_in_the_past(head: Token) -> bool:
    """The clause of ``head`` has a date adverbial naming a year or a decade ("in 1998", "in
    the early 1990s") with the preposition "in" or "during", outside any clause below it.

    Used only for a verb whose present and past forms are one ("spread", "put", "set", "cut"),
    which the tagger may read as present: a present with a calendar-past time adverbial is
    the historic present of narrative (Quirk et al. 1985 §4.18), not the register of
    definitions, news or exposition, where such an adverbial marks the simple past (§4.11,
    §4.55: "In the early 1990s, they spread word" -> "didn't spread", "might have spread";
    stop 74 ng03, review s1204j pres-007)."""
    for tok in head.subtree:
        text = tok.text.lower()
        year = text[:4]
        if not (len(text) in (4, 5) and year.isdigit() and text[4:] in ("", "s")):
            continue
        if not 1000 <= int(year) <= 2020:
            continue
        cur = tok
        while cur.dep_ != "pobj" and cur.i != head.i and cur.head.i != cur.i:
            cur = cur.head
        prep = cur.head if cur.dep_ == "pobj" else None
        if prep is None or prep.lower_ not in ("in", "during"):
            continue
        if in_clause_of(cur, head):
            return True
    return False


#: Modals of present time reference: a clause with one of them is set in the present.
_PRESENT_MODALS = frozenset({"will", "can", "may", "must", "shall", "'ll", "ca", "wo"})


def _tense_evidence(verb: Token) -> str | None:
    """The tense, "present" or "past", that ``verb``'s finite form shows unambiguously, else
    None (a verb whose present and past forms are one, a non-finite verb, "would/could")."""
    form, tag = verb.lower_, verb.tag_
    if tag == "MD":
        return "present" if form in _PRESENT_MODALS else None
    if tag not in ("VBD", "VBZ", "VBP"):
        return None
    lemma = verb_lemma(verb)
    past = getInflection(lemma, tag="VBD") or ()
    present = {*(getInflection(lemma, tag="VBZ") or ()), *(getInflection(lemma, tag="VBP") or ())}
    if form in past and form in present | {lemma}:
        return None  # "set", "put", "cut": either tense
    if tag == "VBD":
        return "past"
    return "present"


def _generic_present(head: Token) -> bool:
    """Is a one-form verb ("set", "put", "cut", "let") that the tagger read as past a present,
    the sentence's other finite verbs being present and none past?

    With a subject other than a third-person singular ("you set", "we put", "the tools cut")
    the form is both present and past, and the tagger guesses. The simple past needs a definite
    past time, given by the context or an adverbial (Quirk et al. 1985 §4.16); a sentence whose
    other finite verbs are all present and none past ("Here, you set the two colors that make up
    your texture") gives none, and reads as the generic present of instructions and
    descriptions (§4.6). The do-support of the negation keeps that tense ("you don't set"), as a
    rewrite must (blind review s1204y pres-022: "you didn't set"). Only this direction: a past
    verb elsewhere, even in a relative clause, leaves the tagger's past, and a verb tagged
    present stays present (a relative clause's past dates its own event, stop 74 ng03). A
    third-person singular subject takes "sets" in the present, so its "set" is past."""
    subject = subject_of(head)
    if subject is None or subject.lower_ in ("he", "she", "it") or subject.tag_ in ("NN", "NNP"):
        return False
    own = {head.i, *(c.i for c in head.children if c.dep_ in AUX_DEPS)}
    seen = {_tense_evidence(t) for t in head.sent if t.i not in own} - {None}
    return seen == {"present"}


def past_or_present(head: Token) -> str:
    """The finite tag (VBD, VBZ, VBP) of a clause without auxiliaries, for do-support.

    Trusts the word form over the tagger when they disagree ("Drew strove" tagged VB is past),
    using lemminflect's inflections of the verb's lemma.
    """
    form = head.lower_
    lemma = verb_lemma(head)
    for tag in ("VBD", "VBZ"):
        if form != lemma and form in getInflection(lemma, tag=tag):
            return tag
    one_form = form in (getInflection(lemma, tag="VBD") or ())
    if head.tag_ in ("VBP", "VB") and one_form and _dated_in_the_past(head):
        return "VBD"  # "In the early 1990s, the developers spread word" is past
    if head.tag_ == "VBD" and one_form and form == lemma and _generic_present(head):
        return "VBP"  # "Here, you set the colors that make up ..." -> "you don't set"
    if head.tag_ in ("VBD", "VBN"):
        return "VBD"
    if head.tag_ == "VBZ":
        return "VBZ"
    if head.tag_ == "VBP":
        return "VBP"
    subject = subject_of(head)
    singular = subject is not None and subject.morph.get("Number") == ["Sing"]
    if singular and subject.lower_ not in ("i", "you"):
        return "VBZ"
    return "VBP"


def preposed_temporal_adverbial(target: Token) -> Token | None:
    """The temporal adverbial before the matrix verb ("After Jody left, ...", "And Crockett,
    after retiring, worked ...") that contains ``target``.

    NOPE App. C (temporal adverbs): such an adverbial is moved after the matrix clause so that the
    matrix negation precedes it. Only when the trigger is in the adverbial: for other triggers the
    NOPE experts negate the matrix clause in place ("After passing the senate, the bill didn't
    lose momentum"). The adverbial must be set off: sentence-initial (after at most a
    coordinator) and followed by a comma, or between commas; anything else is left in place.
    """
    if target.pos_ in ("VERB", "AUX") and target.lower_ not in TEMPORAL_MARKERS:
        return None  # a verb inside the adverbial: its own clause is the one to negate
    doc = target.doc
    for node in (target, *target.ancestors):
        if node.dep_ not in ("advcl", "prep", "npadvmod") or node.head.pos_ not in ("VERB", "AUX"):
            continue
        if node.i > node.head.i:
            continue
        start, end = node.left_edge.i, node.right_edge.i + 1
        if not any(t.lower_ in TEMPORAL_MARKERS for t in doc[start : min(start + 3, end)]):
            continue
        if end >= len(doc) or doc[end].text != ",":
            continue
        before = doc[node.head.sent.start : start]
        initial = all(t.pos_ == "CCONJ" for t in before)
        medial = len(before) > 0 and before[-1].text == ","
        if initial or medial:
            return node
    return None


def _landing_site(doc: Doc, head: Token, after: int) -> Token:
    """The token after which a moved adverbial goes: the end of the matrix clause, i.e. before
    the first clause-level punctuation the head governs (", and ...", "; ...", ", they vow"),
    else at the end of the matrix clause, before closing punctuation and quotes."""
    for child in head.rights:
        if child.i > max(after, head.i) and child.dep_ == "punct" and child.text in CLAUSE_BREAKS:
            if _opens_supplement(doc, child):
                continue  # "Newt, who had ...": the comma opens a relative clause of "Newt"
            return doc[child.i - 1]
    last = head.right_edge.i
    while last > after and (doc[last].is_punct or doc[last].is_quote or doc[last].is_space):
        last -= 1
    return doc[last]


#: Dependencies of a supplementary relative clause or apposition on a noun.
SUPPLEMENT_DEPS = frozenset({"relcl", "acl", "appos"})


def _opens_supplement(doc: Doc, comma: Token) -> bool:
    """Does ``comma`` open a supplementary relative clause or apposition of a noun before it
    ("turned to my friend Newt, who had also been called ...")? The moved adverbial cannot land
    there: set between the noun and its supplement it cuts the relative clause off its
    antecedent ("Newt before my powers became compromised by my own change, who had ...";
    Quirk et al. 1985 §17.22 on supplementive relatives following their antecedent)."""
    nxt = doc[comma.i + 1] if comma.i + 1 < len(doc) else None
    if nxt is None:
        return False
    for node in (nxt, *nxt.ancestors):
        if node.i < comma.i:
            return False
        if node.dep_ in SUPPLEMENT_DEPS and node.head.i < comma.i:
            return node.head.pos_ in ("NOUN", "PROPN", "PRON")
    return False


def _move_after(edit: SurfaceEdit, doc: Doc, clause: Token) -> bool:
    """Move a preposed or medial temporal adverbial to the end of the matrix clause (NOPE App. C):
    "After Jody left, I called Bill" -> "I didn't call Bill after Jody left"; "And Crockett, after
    retiring, worked there" -> "And Crockett didn't work there after retiring"."""
    start, end = clause.left_edge.i, clause.right_edge.i + 1  # doc[end] is the comma
    moved = "".join(t.text_with_ws for t in doc[start:end]).rstrip()
    moved = lower_first(doc[start]) + moved[len(doc[start].text) :]
    sent_start = clause.head.sent.start
    if start > sent_start and doc[start - 1].text == ",":
        edit.delete_span(start - 1, end + 1)  # ", after retiring ," between subject and verb
        if start - 2 >= 0:
            edit.spaces[start - 2] = doc[end].whitespace_ or " "
    else:
        edit.delete_span(start, end + 1)
        if start == sent_start:
            new_first = doc[end + 1]
            if not keeps_capital(new_first):
                edit.replace(new_first, capitalise(new_first.text))
    landing = _landing_site(doc, clause.head, end)
    supplement = any(
        c.text == "," and _opens_supplement(doc, c) for c in doc[end + 1 : landing.i + 1]
    )
    # after a supplement the moved adverbial is set off from it, which closes it with a comma
    # ("her brother Tom, a doctor in Boston, after the war ended"; Quirk et al. 1985 §17.22)
    edit.insert_after(landing, (", " if supplement else " ") + moved)
    return True


def _polarity_item_subject(head: Token) -> bool:
    """The subject is a free-choice/polarity "any" word ("Anything can happen"): a negation
    after it cannot license it ("*Anything can't happen"; an NPI must follow its licensing
    negation, Ladusaw 1979), and the negation the sentence needs is "Not just anything can
    happen", another sentence."""
    span = subject_span(head)
    return span is not None and span[0].lower_ in ("any", "anything", "anyone", "anybody")


def negative_polarity_items(head: Token) -> list[Token]:
    """NPIs in the clause ("They haven't arrived yet"): without the negation they are
    ungrammatical ("They have arrived yet"), so the removal is flagged."""
    return [t for t in head.subtree if t.lower_ in NEGATIVE_POLARITY_ITEMS]


#: Aspectual negative polarity items and their positive duals, for a removed negation: Löbner
#: 1989 ("German schon - erst - noch: an integrated analysis") sets "already" / "not yet" /
#: "still" / "no longer" in one duality square, where "not ... yet" is the negation of
#: "already" and "not ... any more/any longer" (= "no longer", Quirk et al. 1985 §10.55) the
#: negation of "still" (Quirk et al. 1985 §10.60-10.61 on the assertive/non-assertive
#: pairs already/yet, still/any longer). So removing the "not" of "They can't die any more"
#: gives "They can still die", not "*They can die any more" (Ladusaw 1979: the NPI loses its
#: licensor), and "The train hadn't arrived yet" gives "The train had arrived already". The
#: minimizer "at all" has no positive form: it only strengthens the negation (Horn 1989 §6.2;
#: Israel 1996 on emphatic NPIs), so it goes with it ("didn't like it at all" -> "liked it").
_YET_DUAL = "already"
_STILL_NPIS = frozenset({"more", "longer"})


def aspectual_npi_mends(head: Token, neg: Token) -> tuple[dict[int, str], bool]:
    """The NPIs of ``head``'s clause that a removal of ``neg`` mends rather than strands (see
    the header above): token index -> replacement text ("" deletes it), and whether "still"
    must be put into the verb group (for a deleted "any more"/"any longer"/"anymore"). Only
    items after ``neg`` on ``head`` or its "xcomp" (for "at all", also on a word they govern),
    licensed by ``neg`` alone (:func:`_licensed_below`); never "yet" as a conjunction ("cc")
    nor "any more" before a noun ("any more bread", a quantity, no aspect)."""
    doc = head.doc
    mends: dict[int, str] = {}
    still = False
    if neg.lower_ not in NEGATORS:
        return mends, still
    # the verb and its non-finite complement ("couldn't stop crying any longer"), which the
    # clause negation takes in its scope (Quirk et al. 1985 §10.64)
    verbs = {head.i, *(c.i for c in head.children if c.dep_ == "xcomp")}
    for tok in head.subtree:
        if tok.i <= neg.i or tok.i <= head.i or _licensed_below(tok, head, neg):
            continue
        word = tok.lower_
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        prev = doc[tok.i - 1] if tok.i > 0 else None
        if word == "yet" and tok.dep_ == "advmod" and tok.head.i in verbs:
            mends[tok.i] = _YET_DUAL
        elif word == "anymore" and tok.dep_ == "advmod" and tok.head.i in verbs:
            mends[tok.i] = ""
            still = True
        elif (
            word in _STILL_NPIS
            and tok.dep_ in ("advmod", "npadvmod")
            and tok.head.i in verbs
            and prev is not None
            and prev.lower_ == "any"
            and prev.head.i == tok.i
            and (nxt is None or nxt.pos_ not in ("NOUN", "PROPN", "ADJ"))
        ):
            mends[prev.i] = ""
            mends[tok.i] = ""
            still = True
        elif word == "at" and nxt is not None and nxt.lower_ == "all":
            # "at all" parsed either way round ("at" <- "all" or "all" <- "at"), hung on the
            # verb or on a word it governs ("stop smoking at all"); not "at all times"
            outer = nxt if tok.head.i == nxt.i else tok
            inner = tok if outer is nxt else nxt
            if (
                inner.head.i == outer.i
                and not list(inner.children)
                and [c.i for c in outer.children] == [inner.i]
                and (outer.head.i in verbs or outer.head.head.i in verbs)
                and (tok.i + 2 >= len(doc) or doc[tok.i + 2].pos_ not in ("NOUN", "PROPN"))
            ):
                mends[tok.i] = ""
                mends[nxt.i] = ""
    return mends, still


def additive_either(token: Token) -> bool:
    """A clause-final additive "either" ("She didn't go either"): the negative counterpart of
    additive "too" (Klima 1964, "Negation in English"; Quirk et al. 1985 §8.116: "too" in
    positive, "either" in negative clauses), not the "either ... or" correlative."""
    if token.lower_ != "either" or token.dep_ not in ("advmod", "preconj", "cc", "dep"):
        return False
    nxt = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    return nxt is None or (nxt.is_punct and nxt.text not in ("-", "--"))


def _licensed_below(item: Token, head: Token, neg: Token) -> bool:
    """Has ``item`` a licensor of its own below ``head``: a negator other than ``neg`` on a verb
    between them ("I never intended to stay - but I never thought they would fight either":
    the "either" of the second clause answers its own "never")? An NPI is licensed by the
    nearest negation that c-commands it (Klima 1964; Ladusaw 1979), so removing a negation
    higher up leaves it alone (hundred-ninth pass, vc103: "... I never thought ... too")."""
    node = item.head
    while node.i != head.i:
        if any(
            c.i != neg.i and (c.dep_ == "neg" or c.lower_ in ("never", "not", "n't"))
            for c in node.children
        ):
            return True
        if node.head.i == node.i:
            return False
        node = node.head
    return False


#: Verbs of states and activities that take a durative "until" in the positive ("stayed until
#: noon", "reigned until 1410"): Vendler 1957; Karttunen 1974 on the two "until"s.
DURATIVE_UNTIL_VERBS = frozenset(
    {"stay", "remain", "wait", "last", "live", "continue", "sleep", "reign", "rule", "serve"}
    | {"work", "persist", "survive", "keep", "hold", "stand", "sit", "lie", "be"}
)


def negative_until(head: Token) -> Token | None:
    """The "until"/"till" of a "not ... until" on a punctual verb ("fighting did not erupt
    until after 1978", "was not published until 1905"), else None.

    There "until" is the negative polarity item that dates the event's first occurrence
    (Karttunen 1974; de Swart 1996; Huddleston & Pullum 2002 ch. 8 §4.3): with an event that
    has no duration only the negated sentence has it, and removing "not" leaves "*erupted until
    after 1978". A verb of state or activity also takes the durative "until" of a positive
    sentence ("did not stay until the end" -> "stayed until the end"): kept (stop 50, second
    pass, ng19)."""
    verb = main_verb(head)
    cleft = verb.lemma_ == "be" and any(
        c.dep_ in SUBJECT_DEPS | {"expl"} and c.lower_ == "it" for c in verb.children
    )  # "It was not until 1905 that ...": the focus of a cleft, never durative
    if verb.lemma_.lower() in DURATIVE_UNTIL_VERBS and not cleft:
        return None
    for owner in {head, verb}:
        for c in owner.children:
            if c.lower_ in ("until", "till") and c.dep_ == "prep":
                return c
            if c.dep_ == "advcl":
                mark = next((m for m in c.children if m.lower_ in ("until", "till")), None)
                if mark is not None and mark.dep_ == "mark":
                    return mark
    return None


#: "until" as subordinator or preposition (Quirk et al. 1985 §8.59, §14.12).
_UNTIL_WORDS = frozenset({"until", "till", "til", "'til"})
#: Relations that keep a verb inside the clause an added negation takes: its non-finite
#: complements and its verb conjuncts (the chain verb_complement_context.until_under_negation
#: walks for the trigger, here for any negated clause).
_SCOPE_CHAIN = frozenset({"xcomp", "ccomp", "conj"})


def until_in_negation_scope(head: Token) -> Token | None:
    """The "until"/"till" of a postverbal "until"-adjunct of ``head``'s clause (on ``head`` or
    on a verb of its complement chain) that an added negation would take in its scope, else
    None. A verb of lasting state (``DURATIVE_UNTIL_VERBS``: "did not stay until the end")
    keeps the narrow-scope denial and is left.

    A negated clause denotes a state (de Swart 1996 on negation as a stativizer), and a state
    combines with durative "until": "The settings do not let you zoom until you are happy"
    reads "[not let you zoom] until you are happy", i.e. you may zoom only once you are happy
    (Karttunen 1974 on the "not ... until" reading; Huddleston & Pullum 2002 ch. 8 §4.3). That
    is another proposition than the denial of "let you zoom until you are happy", so the
    negated premise tests nothing (stop 80, ng17; blind review s1204y verb-027). A preposed
    "Until X, ..." frames the clause from outside and is left."""
    if main_verb(head).lemma_.lower() in DURATIVE_UNTIL_VERBS:
        return None
    for tok in head.subtree:
        if tok.lower_ not in _UNTIL_WORDS or tok.i < head.i or tok.dep_ not in ("prep", "mark"):
            continue
        node = tok.head
        if tok.dep_ == "mark":
            if node.dep_ != "advcl":
                continue  # "until" marking some other clause the parser misread
            node = node.head
        while node.i != head.i and node.dep_ in _SCOPE_CHAIN and not _finite_clause(node):
            node = node.head
        if node.i == head.i:
            return tok
    return None


def _finite_clause(verb: Token) -> bool:
    """Is ``verb`` not a verb, or the head of a finite clause of its own (a finite form or a
    finite auxiliary: "means that you will not notice ... until you paint")? Such a clause
    holds its "until" under its own tense and polarity, outside the chain the added negation
    takes as one clause."""
    if verb.pos_ not in ("VERB", "AUX") or verb.tag_ in FINITE_TAGS:
        return True
    return any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in verb.children)


def _own_subject(verb: Token) -> bool:
    """Does ``verb`` have a subject of its own (a clause, not a verb phrase)?"""
    return any(c.dep_ in SUBJECT_DEPS | {"expl"} for c in verb.children)


def _clause_subjects(verb: Token) -> list[Token]:
    """The subjects of ``verb``'s clause, also one the parser hung on its auxiliary ("and every
    time the system is overloaded": "system" below "is")."""
    out = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    for aux in verb.children:
        if aux.dep_ in ("aux", "auxpass") and aux.i < verb.i:
            out.extend(c for c in aux.children if c.dep_ in SUBJECT_DEPS)
    return out


#: Subjects that take their point from the earlier clause: a negative indefinite reports the
#: missing outcome of its action ("and nothing happens"). A result conjunct ("and thus/therefore/
#: hence/consequently") is clause_scope's ``discourse-clash:result`` already. Temporal "then"
#: and an anaphoric "that"/"this" subject ("..., and then a pain appeared", "..., and that was
#: why") are left: the NOPE experts negate the first conjunct of exactly such coordinations (two
#: rows of ``mine eval negation`` on NOPE), a sequence the denial can leave standing.
_SEQUEL_SUBJECTS = frozenset({"nothing", "nobody", "none"})


def _sequel_clause(conj: Token) -> bool:
    """Does the clause ``conj`` report the outcome of the clause before it: a subject in
    ``_SEQUEL_SUBJECTS`` before its verb?"""
    return any(
        child.i < conj.i and child.dep_ in SUBJECT_DEPS and child.lower_ in _SEQUEL_SUBJECTS
        for child in conj.children
    )


#: Pro-forms that open a later clause and point back to the earlier clause's event ("and
#: thereupon / thereafter she left": "upon / after that") or to the place it happened at ("we
#: walked to the Crescent, and there we met ..."): anaphors whose antecedent the earlier clause
#: must supply (Halliday & Hasan 1976 §2.4 on demonstrative "there"; Quirk et al. 1985 §12.14
#: on "there" as a pro-form for place adverbials). A negative clause asserts that no event of its
#: kind occurred and introduces no event referent (Kamp & Reyle 1993 §1.5; Horn 1989 ch. 3), so
#: the anaphor loses its anchor (stop 84, ng23; s1205m verb-042).
_EVENT_ANAPHORS = frozenset({"thereupon", "thereafter", "whereupon"})
_PLACE_ANAPHOR = "there"


def _anaphoric_opening(conj: Token, head: Token) -> bool:
    """Does the clause ``conj`` open with a pro-form (before its subject) that refers back to
    ``head``'s clause: an event anaphor (``_EVENT_ANAPHORS``), or a locative "there" (not the
    existential one, an ``expl``) whose place is named by a prepositional phrase in ``head``'s
    clause before ``conj``? A "there" with no place before it points further back in the text
    and is left."""
    subjects = [c.i for c in conj.children if c.dep_ in SUBJECT_DEPS]
    if not subjects:
        return False
    openers = [c for c in conj.children if c.dep_ == "advmod" and c.i < min(subjects)]
    if any(c.lower_ in _EVENT_ANAPHORS for c in openers):
        return True
    if not any(c.lower_ == _PLACE_ANAPHOR for c in openers):
        return False
    start = min(t.i for t in conj.subtree)
    return any(
        t.dep_ == "prep"
        and any(g.dep_ == "pobj" and g.pos_ in ("NOUN", "PROPN") for g in t.children)
        for t in head.subtree
        if t.i < start
    )


#: Determiners of a noun of occasion that, with no clause of its own, quantifies over the
#: occasions of the clause before ("I keep calling, and every time the line drops").
_RECURRENCE_DETERMINERS = frozenset({"every", "each"})
_OCCASION_NOUNS = frozenset({"time", "attempt", "try"})


def _elliptical_recurrence(conj: Token) -> bool:
    """Does the clause ``conj`` open (before its subject) with "every/each time" that has no
    clause of its own ("..., and every time the system disconnects")? "every time" without a
    restrictive clause is elliptical: the occasions it ranges over are recovered from the
    clause before (Halliday & Hasan 1976 ch. 4 on ellipsis; Quirk et al. 1985 ch. 12), here
    the occasions of the trigger clause's event. A negative clause introduces no event referent
    (Kamp & Reyle 1993 §1.5; Horn 1989 ch. 3), so the later clause quantifies over occasions the
    premise says there were none of ("*I haven't been trying to call, and every time the line
    drops"; stop 93, vc193, blind review s9301). Not "every time" with its own clause ("and
    every time I call, ..."), whose restriction is its own, and not "each/every day", a time
    position."""
    subjects = [c.i for c in _clause_subjects(conj)]
    if not subjects:
        return False
    doc = conj.doc
    for c in conj.children:
        if c.i > min(subjects) or c.lemma_.lower() not in _OCCASION_NOUNS:
            continue
        if not any(d.dep_ == "det" and d.lower_ in _RECURRENCE_DETERMINERS for d in c.children):
            continue
        if any(d.dep_ in ("relcl", "acl") for d in c.children):
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in doc[c.i + 1 : min(subjects)]):
            continue  # "every time I call, the line drops": a clause of its own
        return True
    return False


def later_and_clause(head: Token) -> Token | None:
    """A later clause with a subject of its own, coordinated by "and" with ``head``'s clause,
    that reports the outcome of it (:func:`_sequel_clause`: "..., and nothing happens") or
    opens with a pro-form pointing back to its event or place (:func:`_anaphoric_opening`:
    "..., and there we met ..."; stop 84, ng23), else None.

    Clausal "and" can be read asymmetrically, the later conjunct following from or after the
    earlier (Schmerling 1975; Carston 2002 ch. 3; Quirk et al. 1985 §13.22 on "and" of
    consequence and sequence); a sequel conjunct or an anaphoric or negative-outcome subject
    makes that reading explicit. A "not" on the earlier conjunct alone then leaves its sequel
    asserted ("*You aren't opening the archive, and nothing happens"): an incoherent premise
    (blind review s1204y verb-041). A "not" over the whole coordination is no denial of the
    trigger's clause either: "not (p and q)" is "not p or not q" (Horn 1989 ch. 6 on negated
    conjunctions; ConjNLI, Saha et al. 2020, on how negation over conjunctions splits readings),
    so neither scope gives a premise that denies the trigger's clause, and the negation refuses
    it (``one-conjunct-negated``). A symmetric "and" ("The shop closes at ten, and I'm ordering
    salmon"; NOPE negates its first conjunct) is left, as are the last conjunct ("..., and the
    server does not keep the file": a denied sequel) and "but"/"or" coordinations."""
    first = head
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    doc = head.doc
    members = {first.i, *(c.i for c in first.conjuncts)}
    for conj in first.conjuncts:
        if conj.i <= head.i or conj.pos_ not in ("VERB", "AUX"):
            continue
        if not (_own_subject(conj) or (_clause_subjects(conj) and _elliptical_recurrence(conj))):
            continue
        if conj.sent.start != head.sent.start:
            continue
        if not (
            _sequel_clause(conj) or _anaphoric_opening(conj, head) or _elliptical_recurrence(conj)
        ):
            continue
        start = min((c.i for c in conj.subtree), default=conj.i)
        joiners = [t for t in doc[head.i : start] if t.dep_ == "cc" and t.head.i in members]
        if joiners and joiners[-1].lower_ == "and":
            return conj
    return None


def _remove(doc: Doc, head: Token, neg: Token) -> Rewritten:
    """Remove the clause's negation ("didn't leave" -> "left"; "isn't" -> "is").

    NOPE §3: for trigger sentences that already contain sentential negation, the experts removed
    it to make the non-negated version.
    """
    rule = "negation:remove"
    if _stranded_negation(head, neg):
        return Rewritten(doc.text, False, rule, ("appended-clause",))
    edit = SurfaceEdit(doc)
    flags: list[str] = []
    if neg.lower_ not in ("not", "n't"):
        flags.append(f"removed-{neg.lower_}")
        if neg.lower_ != "never":
            return Rewritten(doc.text, False, rule, ("negator-not-removable",))
    # an NPI with a negator of its own below the removed one ("did not realize that she had not
    # ever been there") stays licensed (Klima 1964; Ladusaw 1979: the nearest c-commanding
    # negation licenses it), as the presupposition premises' ``_orphan_npi`` already says (stop
    # 85, dx11): no "npi:" flag for it. Not an additive "either": licensed below, it still
    # presupposes a negative clause before it, and that was the removed one ("I never meant to
    # wait, but I never thought it would last either"; Quirk et al. 1985 §8.116; vc103)
    # aspectual NPIs take their positive duals ("can't die any more" -> "can still die"; "at
    # all" goes): aspectual_npi_mends (Löbner 1989)
    mends, still = aspectual_npi_mends(head, neg)
    for i, text in sorted(mends.items(), reverse=True):
        # right to left, so that deleting "any more" before a comma leaves no space before it
        if text:
            edit.replace(doc[i], text)
        else:
            edit.delete(doc[i])
    npis = [
        t
        for t in negative_polarity_items(head)
        if t.i not in mends and (additive_either(t) or not _licensed_below(t, head, neg))
    ]
    for either in [t for t in npis if additive_either(t) and not _licensed_below(t, head, neg)]:
        # "They didn't want to go either" -> "They wanted to go too": once the negation goes,
        # the additive takes its positive form (additive_either)
        edit.replace(either, "too")
        npis.remove(either)
    until = negative_until(head) if neg.lower_ in ("not", "n't") else None
    if until is not None:
        npis.append(until)  # "did not erupt until after 1978" -> "*erupted until after 1978"
    if npis:
        flags.append(f"npi:{npis[0].lower_}")
    ok = not npis
    prev = doc[neg.i - 1] if neg.i > 0 else None
    edit.delete(neg)
    do_support = prev is not None and prev.lemma_ == "do" and neg.lower_ in ("not", "n't")
    if do_support and prev is head:
        verb = main_verb(head)  # "Susan's bosses don't mutter" parsed with "do" as the head
        do_support = verb is not head
    elif do_support:
        verb = head
        do_support = prev.dep_ in AUX_DEPS and len(left_auxiliaries(head)) == 1
    if do_support:
        subject = subject_of(head)
        if subject is None or subject.i > prev.i:
            return Rewritten(edit.render(), False, rule, ("imperative-or-question",))
        tag = {"did": "VBD", "does": "VBZ"}.get(prev.lower_, "VBP")
        edit.delete(prev)
        edit.replace(verb, reinflect(verb, tag))
        if still:
            edit.insert_before(verb, "still ")  # "still lived here": before a lexical verb
        return Rewritten(edit.render(), ok, rule, (*flags, "do-support"))
    if still:
        _insert_still(edit, head, neg)
    if prev is not None and prev.text in CLITIC_STEMS and neg.lower_ == "n't":
        edit.replace(prev, CLITIC_STEMS[prev.text])
    if prev is not None and prev.lower_ == "ai":
        return Rewritten(edit.render(), False, rule, ("nonstandard-ain't",))
    return Rewritten(edit.render(), ok, rule, tuple(flags))


def _insert_still(edit: SurfaceEdit, head: Token, neg: Token) -> None:
    """Put "still" in the medial position of ``head``'s verb group once ``neg`` is gone: after
    the operator, the first auxiliary ("can still die", "had still been"), or after a lone
    copula ("is still there"), else before the verb (Quirk et al. 1985 §8.19-8.20 on medial
    position: adverbs go after the operator, before a lexical verb with no auxiliary)."""
    auxiliaries = [a for a in left_auxiliaries(head) if a.i != neg.i]
    if auxiliaries:
        edit.insert_after(auxiliaries[0], " still")
    elif head.lemma_ == "be" or head.pos_ == "AUX":
        edit.insert_after(head, " still")
    else:
        edit.insert_before(head, "still ")


def _stranded_negation(head: Token, neg: Token) -> bool:
    """Is ``neg`` the negation of an elliptical auxiliary clause set off from ``head``'s clause
    by a colon, semicolon or dash ("It hasn't: closing the window causes X to stop")?

    The parser hangs the stranded "has n't" of post-auxiliary ellipsis (Huddleston & Pullum
    2002 ch. 17 §7.1) on the next verb, but the scope of a clause negation ends at its own
    clause (Quirk et al. 1985 §10.64) and a juxtaposing mark closes it (Quirk et al. 1985
    App. III.13-III.17, cf. ``_juxtaposed_before``): removing it edits the other clause ("It
    has: ...") and leaves the trigger's clause as it was, no positive counterpart (s1204u
    verb-054). A perfect "have" before a verb that is no past participle ("has ... causes")
    is the same misparse: the perfect takes the -en form (Quirk et al. 1985 §3.54)."""
    if neg.i > head.i:
        return False
    if any(t.text in _JUXTAPOSING_MARKS for t in head.doc[neg.i + 1 : head.i]):
        return True
    prev = head.doc[neg.i - 1] if neg.i > 0 else None
    return (
        prev is not None
        and prev.lemma_ == "have"
        and prev.dep_ == "aux"
        and prev.head.i == head.i
        and head.tag_ in ("VBZ", "VBP")
        and not any(c.dep_ in ("aux", "auxpass") and c.i > prev.i for c in head.children)
    )


def verb_tagged_as_noun(target: Token) -> bool:
    """A target verb the tagger read as a noun ("The quotation by Kerouac states that ...",
    "Many attempt to submit"): a finite form in lemminflect's verb lexicon, with no verb above
    it in the parse, followed by a complementizer."""
    if target.pos_ not in ("NOUN", "PROPN") or target.i == target.sent.start:
        return False
    following = target.doc[target.i + 1] if target.i + 1 < len(target.doc) else None
    if following is None or following.lower_ not in COMPLEMENT_MARKERS:
        return False  # only before a complement ("states that", "love to"): not "The work."
    if any(a.pos_ in ("VERB", "AUX") for a in target.ancestors):
        return False
    lemmas = getAllLemmas(target.lower_, upos="VERB").get("VERB", ())
    if not lemmas:
        return False
    lemma = lemmas[0]
    return target.lower_ == lemma or any(
        target.lower_ in getInflection(lemma, tag=tag) for tag in ("VBZ", "VBD")
    )


def _do_support_on_mistagged(doc: Doc, verb: Token, contract: bool | None) -> Rewritten:
    """Do-support on a verb the tagger read as a noun; flagged so a reviewer can check it."""
    if contract is None:
        contract = conversational(doc)
    lemma = getAllLemmas(verb.lower_, upos="VERB")["VERB"][0]
    tag = "VBP"
    for candidate in ("VBD", "VBZ"):
        if verb.lower_ != lemma and verb.lower_ in getInflection(lemma, tag=candidate):
            tag = candidate
    edit = SurfaceEdit(doc)
    edit.insert_before(verb, DO_FORMS[tag] + ("n't " if contract else " not "))
    edit.replace(verb, lemma)
    return Rewritten(edit.render(), True, "negation:add:do-support", ("verb-tagged-as-noun",))


def _negate_in_place(doc: Doc, verb: Token, swaps: dict[int, str] | None = None) -> Rewritten:
    """Negate a participial/gerund adjunct clause: "hoping to see" <-> "not hoping to see"."""
    rule = "negation:add:nonfinite"
    edit = SurfaceEdit(doc)
    before = doc[verb.i - 1] if verb.i > 0 else None
    if before is not None and before.lower_ == "not":
        edit.delete(before)
        return Rewritten(edit.render(), True, "negation:remove")
    apply_swaps(edit, doc, swaps)
    site = verb
    while (
        site.i > 0
        and doc[site.i - 1].lower_ in NOT_BEFORE_ADVERBS
        and doc[site.i - 1].dep_ == "advmod"
        and doc[site.i - 1].head.i == verb.i
    ):
        site = doc[site.i - 1]  # "always remembering" -> "not always remembering"
    if site is not verb and site.text[:1].isupper():
        edit.replace(site, lower_first(site))
        edit.insert_before(site, "Not ")
    else:
        edit.insert_before(site, "not ")
    if any(_finite_form(c) for c in _tight_later_conjuncts(verb)):
        # "then not splashed and swam": "not" reaches one half of the coordinated predicate
        return Rewritten(edit.render(), False, rule, ("one-conjunct-negated",))
    return Rewritten(edit.render(), True, rule)


#: Frequency and degree adverbs that "not" precedes rather than follows on a participle: "not
#: always remembering", "not fully understanding". Adverbs of indefinite frequency and
#: completeness degree adverbs are quantifiers over occasions or degrees whose negation is
#: "not always / not often / not fully" (Quirk et al. 1985 §8.64-8.67 on frequency adjuncts,
#: §10.64 on "not always" and the scope of "not"; Horn 1989 ch. 4 on negated universals); with
#: "not" below them ("*always not remembering") the clause says something else or nothing
#: (stop 47, ng17).
NOT_BEFORE_ADVERBS = frozenset(
    {"always", "often", "usually", "frequently", "generally", "constantly", "continually"}
    | {"repeatedly", "regularly", "normally", "typically", "invariably", "habitually"}
    | {"fully", "completely", "entirely", "totally", "wholly", "quite", "necessarily"}
)


# --- parse repair: a subject with a relative clause read as a fragment -------------------------


def repair_relative_subject(doc: Doc) -> Doc | None:
    """A re-built parse for a sentence the small model read without a verbal root, or None.

    Two frequent failures of spaCy's small model on plain declaratives:

    - the subject noun is the root, mostly when the subject has a relative clause ("The five
      waiters that approached Paul depart.": "depart" as a noun object of "approached"). The
      matrix verb is the first word after the subject noun (after the relative clause's own verb
      group, when a relative pronoun follows the noun) that lemminflect knows as a finite verb
      form agreeing with the subject noun, not after "to", a determiner or an adjective;
    - the verb is the root but tagged as an adjective, adverb or name ("Those gates did open",
      "This glacier only froze", "Rose's bird did alarm Peter").

    The rebuilt Doc has the verb as root, the subject noun as its ``nsubj`` and the auxiliaries
    before it as ``aux``; rewrites on it carry the flag ``repaired-parse``.
    """
    if len(list(doc.sents)) != 1 or not _plain_subject_start(doc[0]):
        return None
    root = doc[0].sent.root
    subject = subject_of(root)
    if root.pos_ in ("ADJ", "ADV", "PROPN", "NOUN") and subject is not None and subject.i < root.i:
        return _retagged_root(doc, root, subject)
    if root.pos_ not in ("NOUN", "PROPN") or root.left_edge.i != 0:
        return None
    plural = root.tag_ in ("NNS", "NNPS")
    first = root.i + 1
    if first < len(doc) and doc[first].lower_ in RELATIVE_PRONOUNS:
        relative_verb = next((i for i in range(first + 1, len(doc)) if _verb_like(doc, i)), None)
        if relative_verb is None:
            return None
        first = _end_of_verb_group(doc, relative_verb) + 1
    start = next((i for i in range(first, len(doc)) if _matrix_verb_form(doc, i, plural)), None)
    if start is None:
        return None
    before = doc[start - 1]
    if start > first and before.tag_ in CLAUSE_INTERNAL_TAGS:
        return None  # "in time spent", "after sending samples": a noun, not the matrix verb
    lexical_after_noun = before.tag_ in ("NN", "NNS") and doc[start].lower_ not in AUXILIARY_FORMS
    if before.tag_ in ("PRP", "WP", "WDT") or (lexical_after_noun and before.i != root.i):
        return None  # "colleges I teach at", "what remains", "the development stage"
    if any(t.is_punct and t.text not in ("'", "-") for t in doc[:start]):
        return None  # "Today rap, for all its excesses, reasserts": too unlike the failure
    return _rebuilt(doc, root, start, _end_of_verb_group(doc, start))


def _plain_subject_start(first: Token) -> bool:
    """Does the sentence start like a plain subject noun phrase ("The five waiters", "Rose's",
    "Both gloves"), not with an imperative verb ("Brush both sides"), a preposition or a symbol?"""
    if first.pos_ not in ("DET", "PROPN", "NOUN", "NUM", "PRON", "ADJ"):
        return False
    word = first.lower_
    return first.pos_ == "DET" or word not in getAllLemmas(word, upos="VERB").get("VERB", ())


def _retagged_root(doc: Doc, root: Token, subject: Token) -> Doc | None:
    """Case 2 of :func:`repair_relative_subject`: a verb root tagged as a non-verb."""
    lemmas = getAllLemmas(root.lower_, upos="VERB").get("VERB", ())
    if not lemmas:
        return None
    auxes = [c for c in root.lefts if c.dep_ in AUX_DEPS and c.lower_ in AUXILIARY_FORMS]
    if auxes:
        return _rebuilt(doc, subject, auxes[0].i, root.i)
    plural = subject.tag_ in ("NNS", "NNPS")
    if not _matrix_verb_form(doc, root.i, plural, after_adjective=True):
        return None
    return _rebuilt(doc, subject, root.i, root.i)


def _verb_like(doc: Doc, i: int) -> bool:
    word = doc[i].lower_
    if doc[i].pos_ == "PROPN" or doc[i - 1].tag_ in NOMINAL_MODIFIER_TAGS:
        return False
    return word in AUXILIARY_FORMS or bool(getAllLemmas(word, upos="VERB"))


def _end_of_verb_group(doc: Doc, i: int) -> int:
    """The last token of the verb group starting at ``i`` ("had n't interacted", "do fray")."""
    while i + 1 < len(doc) and (doc[i].lower_ in AUXILIARY_FORMS or doc[i].lower_ in NEGATORS):
        following = doc[i + 1].lower_
        if following not in NEGATORS and not getAllLemmas(following, upos="VERB"):
            break
        i += 1
    return i


def _matrix_verb_form(doc: Doc, i: int, plural: bool, *, after_adjective: bool = False) -> bool:
    """Could ``doc[i]`` begin the matrix verb group of a (plural) subject?"""
    word, prev = doc[i].lower_, doc[i - 1]
    blocked = NOMINAL_MODIFIER_TAGS - ({"JJ", "JJR"} if after_adjective else set())
    if prev.lower_ == "to" or prev.tag_ in blocked or doc[i].pos_ == "PROPN":
        return False
    if word in AUXILIARY_FORMS:
        return word not in (SINGULAR_FORMS if plural else PLURAL_FORMS)
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    if not lemmas:
        return False
    forms = {tag: getInflection(lemmas[0], tag=tag) for tag in ("VBD", "VBZ", "VBP")}
    if word in forms["VBD"]:
        return True
    return word in (forms["VBP"] if plural else forms["VBZ"])


def _rebuilt(doc: Doc, subject: Token, start: int, verb: int) -> Doc:
    """``doc`` with ``doc[verb]`` as root, ``subject`` as its nsubj, ``doc[start:verb]`` as aux."""
    plural = subject.tag_ in ("NNS", "NNPS")
    heads, deps, tags, pos = [], [], [], []
    for t in doc:
        head, dep, tag, upos = t.head.i, t.dep_, t.tag_, t.pos_
        if t.i < start:
            if t.i == subject.i:
                head, dep = verb, "nsubj"
            elif t.pos_ == "ADV" and t.i > subject.i and not _verb_between(doc, subject.i, t.i):
                head, dep = verb, "advmod"  # "These trucks only chip"
            elif head >= start or head == t.i:
                head = subject.i
        elif t.i < verb:
            negator = t.lower_ in NEGATORS
            head, dep, upos = verb, "neg" if negator else "aux", "PART" if negator else "AUX"
            tag = "RB" if negator else _finite_tag(t.lower_, plural)
        elif t.i == verb:
            head, dep, upos = verb, "ROOT", "VERB"
            if start == verb:
                tag = _finite_tag(t.lower_, plural)
            elif not tag.startswith("VB"):
                tag = _nonfinite_tag(doc[start].lower_, t.lower_)
        elif head < start or head == t.i:
            head = verb
        heads.append(head)
        deps.append(dep)
        tags.append(tag)
        pos.append(upos)
    lemmas = [t.lemma_ for t in doc]
    for i in range(start, verb + 1):
        verb_lemmas = getAllLemmas(doc[i].lower_, upos="VERB").get("VERB")
        if verb_lemmas:
            lemmas[i] = verb_lemmas[0]
    return Doc(
        doc.vocab,
        words=[t.text for t in doc],
        spaces=[bool(t.whitespace_) for t in doc],
        heads=heads,
        deps=deps,
        tags=tags,
        pos=pos,
        lemmas=lemmas,
    )


def _verb_between(doc: Doc, start: int, end: int) -> bool:
    return any(t.pos_ in ("VERB", "AUX") for t in doc[start + 1 : end])


def _nonfinite_tag(auxiliary: str, word: str) -> str:
    """The tag of a verb after ``auxiliary``: base after do/modals, participle after have/be."""
    if auxiliary in ("has", "have", "had"):
        return "VBN"
    if auxiliary in ("is", "are", "was", "were"):
        return "VBG" if word.endswith("ing") else "VBN"
    return "VB"


def _finite_tag(word: str, plural: bool) -> str:
    if word in MODAL_FORMS:
        return "MD"
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", (word,))
    if word != lemmas[0] and word in getInflection(lemmas[0], tag="VBD"):
        return "VBD"
    if word in getInflection(lemmas[0], tag="VBZ"):
        return "VBZ"
    return "VBP" if plural else "VBZ"


# --- positive polarity items under an added negation ------------------------------------------

#: Positive polarity items and the negative polarity items that replace them under an added
#: sentential negation: "did not begin to do something" is the wide-scope (specific) reading
#: only, the negation of "began to do something" is "did not begin to do anything" (Baker 1970
#: on PPIs; Ladusaw 1979 on NPI licensing; Quirk et al. 1985 §10.59-10.62, the assertive /
#: non-assertive forms some-/any-, already/yet). Used by the callers that ask for it
#: (``polarity_swaps``), so other phenomena's negations are unchanged.
PPI_SWAPS = {
    "something": "anything",
    "someone": "anyone",
    "somebody": "anybody",
    "somewhere": "anywhere",
    "some": "any",
    "already": "yet",
}
#: Positive polarity items with no non-assertive counterpart: no clean swap, so the negated
#: sentence is flagged (Quirk et al. 1985 §10.60; Israel 1996 on "pretty", "rather", "somewhat"
#: as PPIs; "somehow", "sometimes": Baker 1970).
PPI_UNSWAPPABLE = frozenset({"somehow", "somewhat", "sometimes", "pretty", "fairly"})
#: Dependencies that open a domain the matrix negation does not reach (a finite or relative
#: clause, an adverbial clause, an apposition) or that precede it (the subject).
_OUTSIDE_NEGATION = frozenset(
    {"relcl", "acl", "advcl", "ccomp", "csubj", "csubjpass", "parataxis", "appos", "mark"}
    | {"nsubj", "nsubjpass", "expl", "npadvmod"}
)
#: Nouns after "some" that make a set phrase, not a PPI determiner ("for some time", "in some
#: ways", "to some extent", "for some reason"): adverbials of time, degree and reason that the
#: negation does not take in its scope (Quirk et al. 1985 §8.6), and "for any reason" is no
#: negation of "for some reason".
_SOME_SET_PHRASE_NOUNS = frozenset(
    {"time", "times", "while", "point", "extent", "degree", "way", "ways", "day", "days"}
    | {"reason", "reasons", "sort", "kind", "respect", "respects", "sense"}
)
#: Words after "someone/something" that make it a specific indefinite ("someone called Brown",
#: "something known as the Pale"): a referential indefinite takes wide scope over the negation
#: (Fodor & Sag 1982), so "anyone called Brown" would change what is denied.
_SPECIFIC_INDEFINITE_NEXT = frozenset({"called", "named", "known", "by"})


def _in_negation_scope(verb: Token) -> list[Token]:
    """The words a negation on ``verb`` takes in its scope: its clause after the verb (and the
    adverbs of its verb group), with its non-finite complements and their conjuncts, not finite
    or relative clauses, not another verb-phrase conjunct of ``verb`` itself."""
    doc = verb.doc
    out: list[Token] = []
    todo = [c for c in verb.children if c.dep_ != "conj"]
    while todo:
        tok = todo.pop()
        if tok.dep_ in _OUTSIDE_NEGATION:
            continue
        if tok.pos_ in ("VERB", "AUX") and any(c.dep_ in SUBJECT_DEPS for c in tok.children):
            continue
        # after the verb, or an adverb of the verb group right before it ("had somehow
        # managed"); words further left (a shared subject's clause, "despite some victories")
        # stay outside the negation, which lands right before the verb group
        preverbal = (
            tok.i < verb.i
            and tok.dep_ == "advmod"
            and tok.head.i == verb.i
            and all(t.pos_ in ("ADV", "AUX", "PART") for t in doc[tok.i + 1 : verb.i])
        )
        if tok.i > verb.i or preverbal:
            out.append(tok)
        todo.extend(tok.children)
    return sorted(out, key=lambda t: t.i)


def _hedges_under_negation(head: Token) -> list[str]:
    """``ppi-under-negation:<adverb>`` for each speaker-oriented hedge (``HEDGE_ADVERBS``)
    after ``head`` in the scope of a negation added on it ("didn't begin, possibly via French,
    by 1700"). Not a hedge that closes the sentence after a comma ("He didn't leave,
    apparently."): a sentence-final comment on the whole negated clause; nor one right after a
    finite copula or auxiliary head, before which the negation lands ("was probably not")."""
    doc = head.doc
    out: list[str] = []
    for tok in _in_negation_scope(head):
        if tok.lower_ not in HEDGE_ADVERBS or tok.dep_ != "advmod" or tok.i < head.i:
            continue
        if all(t.pos_ in ("ADV", "AUX", "PART") for t in doc[head.i + 1 : tok.i]) and (
            tok.head.i == head.i and head.pos_ == "AUX"
        ):
            continue  # "It was probably in use" -> "was probably not": the hedge stays above
        if not _hedges_the_event(tok, head):
            continue
        before = doc[tok.i - 1].text if tok.i > 0 else ""
        after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if before == "," and (after is None or after.is_punct and after.text != ","):
            continue
        out.append(f"ppi-under-negation:{tok.lower_}")
    return out


def _hedges_the_event(hedge: Token, head: Token) -> bool:
    """Does ``hedge`` qualify the negated event itself, on its verb, a non-finite complement
    verb, or a prepositional adjunct of either ("didn't die, probably of tuberculosis")? Not a
    hedge inside a noun phrase ("the arguably most repressive nation", "a perhaps low-scoring
    game") or inside an adjunct clause of its own ("arrested after allegedly advertising"):
    there it qualifies a description, which the negation of the clause leaves alone (NOPE's
    negated sentences keep these)."""
    node = hedge.head
    while node.i != head.i:
        verbal = node.pos_ in ("VERB", "AUX") and node.dep_ in ("xcomp", "aux", "auxpass")
        prepositional = node.pos_ in ("ADP", "SCONJ") and node.dep_ in ("prep", "agent")
        if not prepositional and not verbal:  # "because of": SCONJ as a prep
            return False
        if node.head.i == node.i:
            return False
        node = node.head
    return True


def _swappable(tok: Token, verb: Token) -> bool:
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if tok.lower_ == "some":
        if nxt is None or nxt.like_num or nxt.lower_ in _SOME_SET_PHRASE_NOUNS:
            return False  # "some 50 feet" (approximation), "for some time"
        return tok.dep_ in ("det", "dobj", "pobj")
    if tok.lower_ == "already":
        # final "already" -> "yet" ("had done it already" -> "had not done it yet"); before the
        # verb the negation lands after it ("had already not begun"), where "yet" cannot stand
        return tok.i > verb.i
    if nxt is not None and nxt.lower_ in _SPECIFIC_INDEFINITE_NEXT:
        return False
    if nxt is not None and nxt.lower_ == "of" and tok.i + 2 < len(doc):
        return doc[tok.i + 2].lower_ not in ("a", "an")  # "something of a hero"
    return True


def polarity_swaps(verb: Token) -> tuple[dict[int, str], tuple[str, ...]]:
    """Replacements (token index -> text) of the positive polarity items a negation added on
    ``verb`` takes in its scope, and ``ppi-under-negation:<word>`` flags for those with no
    counterpart (PPI_SWAPS, PPI_UNSWAPPABLE). Pass the replacements to :func:`negate`."""
    swaps: dict[int, str] = {}
    flags: list[str] = []
    for tok in _in_negation_scope(verb):
        word = tok.lower_
        if inside_word(tok.doc, tok.i) or inside_word(tok.doc, tok.i + 1):
            # "an already-existing sex life": a part of a hyphenated compound is no polarity
            # item of the clause (Quirk et al. 1985 App. I.57-I.60; stop 50, ng19)
            continue
        if word == "already" and tok.head.dep_ in PREMODIFIER_DEPS:
            # "an already existing world": unhyphenated, "already" still modifies a participle
            # that premodifies a noun, a description the clause's negation leaves alone, as
            # the hyphenated compound above ("*an yet existing world"; Quirk et al. 1985
            # §7.21 on premodifying participles; stop 51, vc66's leftover)
            continue
        if word in PPI_UNSWAPPABLE:
            nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
            if word == "pretty" and (nxt is None or nxt.pos_ not in ("ADJ", "ADV")):
                continue  # "a pretty face"
            flags.append(f"ppi-under-negation:{word}")
        elif word in PPI_SWAPS and _swappable(tok, verb):
            new = PPI_SWAPS[word]
            swaps[tok.i] = capitalise(new) if tok.text[:1].isupper() else new
        elif word == "already":
            flags.append("ppi-under-negation:already")  # before the verb: no place for "yet"
    raised, raised_flags = _raised_polarity_swaps(verb)
    for i, text in raised.items():
        swaps.setdefault(i, text)
    flags.extend(raised_flags)
    for i, text in scalar_even_drops(verb).items():
        swaps.setdefault(i, text)
    return swaps, tuple(dict.fromkeys(flags))


#: Verbs that predicate an occurrence of an event of their subject ("it happened", "the
#: accident occurred"): Quirk et al. 1985 §10.14 (event verbs); Davidson 1967.
_EVENT_COMMENT_VERBS = frozenset({"happen", "occur", "befall", "recur", "chance"})


def event_comment_clause(head: Token) -> Token | None:
    """The verb of a subjectless "as"-clause on ``head`` that says the main clause's event
    happens ("As often happens with old people, P", "P, as usually occurs"), else None.

    Such an "as"-clause is a sentential relative (Quirk et al. 1985 §15.57, §17.33): its gapped
    subject is the proposition of the main clause, here taken as an event that "happens". A
    negative clause asserts that no event of its kind occurred and introduces no event
    referent (Kamp & Reyle 1993 §1.5; Horn 1989 ch. 3), so after an added negation the comment
    describes a non-event as happening often ("*As often happens with children, the boy
    didn't begin crying"): the clause clashes with its comment (stop 99, ng15;
    ``discourse-clash:event-comment``, on an added negation only). Not "As it
    happens, P" (a subject of its own: the disjunct "by chance", Quirk §8.127), nor an
    "as"-clause with another verb ("As he had expected, P")."""
    for child in head.children:
        if child.dep_ != "advcl" or child.lemma_.lower() not in _EVENT_COMMENT_VERBS:
            continue
        kids = list(child.children)
        if any(k.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for k in kids):
            continue
        if any(k.lower_ == "as" and k.i < child.i and k.dep_ in ("mark", "advmod") for k in kids):
            return child
    return None


def _medial_additive_too(tok: Token, verb: Token) -> bool:
    """Additive "too" on ``verb``, after it and before more of its clause ("realized too that
    p"): not the degree word ("too big", "too much": hung on an adjective or adverb) and not a
    clause-final one before a comma or the end, which the negation turns into "either"."""
    doc = tok.doc
    if tok.lower_ != "too" or tok.dep_ != "advmod" or tok.head.i != verb.i or tok.i < verb.i:
        return False
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    return nxt is not None and not nxt.is_punct and nxt.pos_ not in ("ADJ", "ADV")


#: Words after "even" that make it a concessive subordinator ("even if/though/when": Quirk et al.
#: 1985 §14.12, §15.39) or a degree word ("even more", "even so"), no scalar focus particle.
_EVEN_NOT_SCALAR_NEXT = frozenset({"if", "though", "when", "as", "so", "after", "before", "while"})


def scalar_even_drops(verb: Token) -> dict[int, str]:
    """Deletions (token index -> "") of the scalar focus particle "even" that an added negation
    on ``verb`` would turn round, with the capital moved to the next word when "Even" opens the
    sentence ("Even the old mill struggled to keep up" -> "The old mill did not struggle to keep
    up"; "she even managed to win" -> "she did not manage to win"). Issue #12, stop 97, vc205.

    "even X" conventionally implicates that X is the least likely of its alternatives
    (Karttunen & Peters 1979, "Conventional implicature"; Rooth 1985 on focus; Quirk et al.
    1985 §8.116-8.118 on additive subjuncts). Kept under a newly added negation it reads as the
    negative-scale "not even" ("she did not even manage to win": winning was the least one could
    expect), which no longer denies what the sentence asserts but adds a scale of its own. The
    plain denial of the sentence is the negation of the sentence without "even": the particle
    adds no truth condition (Karttunen & Peters 1979), so dropping it keeps the asserted content
    the negation is to deny. Only the two positions whose drop leaves a clean clause: the
    adverb right before the verb group ("even managed", "has even tried") and the left edge of
    the clause's subject ("Even the staff ..."); an "even" after the verb, in a complement or
    adjunct ("train them even in his old age"), is the callers' flag (``negated-even``), and
    so is the "even" of a clause already negated ("didn't even qualify"). The projection
    negation keeps NOPE's text (its swaps are the some-pronouns only, ``PROJECTION_SWAPPED``)
    and flags the particle (``clause_scope.polarity_sensitive_adverbs``)."""
    doc = verb.doc
    if _negation_of(verb) is not None or any(c.dep_ == "neg" for c in verb.children):
        return {}
    candidates: list[Token] = []
    for c in verb.children:
        if c.dep_ == "advmod" and c.lower_ == "even" and c.i < verb.i:
            between = doc[c.i + 1 : verb.i]
            if all(t.pos_ in ("ADV", "AUX", "PART") for t in between):
                candidates.append(c)  # "even managed", "has even tried"
    for subject in (c for c in verb.children if c.dep_ in SUBJECT_DEPS):
        edge = subject.left_edge
        if edge.lower_ == "even" and edge.dep_ == "advmod" and edge.i < subject.right_edge.i:
            candidates.append(edge)  # "Even the staff of the elder mage ..."
    drops: dict[int, str] = {}
    for even in candidates:
        nxt = doc[even.i + 1] if even.i + 1 < len(doc) else None
        if nxt is None or nxt.is_punct or nxt.lower_ in _EVEN_NOT_SCALAR_NEXT:
            continue
        if nxt.tag_ in ("JJR", "RBR"):
            continue  # "even more", "even better": the degree "even" of a comparative
        prev = doc[even.i - 1] if even.i > 0 else None
        if prev is not None and (prev.dep_ == "neg" or prev.lower_ in ("not", "never")):
            continue
        drops[even.i] = ""
        if even.text[:1].isupper() and nxt.text[:1].islower():
            drops[nxt.i] = capitalise(nxt.text)
    return drops


#: Dependencies that close off a clause inside the finite complement of a neg-raising verb: the
#: raised negation does not reach into a relative, adverbial or further content clause of it.
RAISED_NOT_REACHED = frozenset({"relcl", "acl", "advcl", "ccomp", "csubj", "parataxis", "appos"})
#: The some-pronouns the raised negation swaps in the complement's subject ("I don't think
#: anyone noticed"); not the determiner "some" there (see :func:`_raised_polarity_swaps`).
_SOME_PRONOUNS = frozenset({"something", "someone", "somebody", "somewhere"})


def raised_scope(verb: Token) -> list[Token]:
    """The words of the finite complement of a neg-raising ``verb`` (``NEG_RAISING``) that a
    negation added on the verb reaches (Horn 1978; Horn 1989 ch. 5: "not think p" is read as
    "think not p"), not a relative, adverbial or further content clause inside it
    (``RAISED_NOT_REACHED``); [] for other verbs. Shared by the PPI swap below and
    verb_complement's additive mend (``complement.raised_additive_swaps``)."""
    if verb.lemma_.lower() not in NEG_RAISING:
        return []
    out: list[Token] = []
    todo = [c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i]
    while todo:
        tok = todo.pop()
        out.append(tok)
        todo.extend(c for c in tok.children if c.dep_ not in RAISED_NOT_REACHED)
    return sorted(out, key=lambda t: t.i)


def _raised_polarity_swaps(verb: Token) -> tuple[dict[int, str], list[str]]:
    """The some-/any- swaps of a negation added on a neg-raising ``verb`` inside its finite
    complement (issue #12, stop 96, vc198): "I think I saw something" -> "I do not think I saw
    anything", not "... saw something".

    A neg-raising verb's negation is read in its complement ("not think p" = "think not p";
    Horn 1978; Horn 1989 ch. 5), where it licenses the non-assertive forms as a clausemate
    negation does ("I don't think he has arrived yet", "... until Friday"; Horn 1989; Gajewski
    2007). The assertive some-forms are positive polarity items (Baker 1970; Quirk et al. 1985
    §10.59-10.62): kept there they take wide scope over the negation, the specific reading "there
    is something I do not think I saw", which is no denial of S (Szabolcsi 2004 finds them
    grammatical there, but only so read). The clausemate swaps of :func:`polarity_swaps` apply
    (``PPI_SWAPS``, ``_swappable``: not "some time", "someone called Brown"), to words of the
    complement's own clause (``raised_scope``), not of a clause inside it ("I think I met
    someone who knows something": the relative clause keeps "something").

    Refused (``ppi-under-negation:some``) rather than swapped: a determiner "some" in the
    complement's subject ("I think some fans will complain"): a subject "some N" has the strong,
    partitive reading ("some of the fans", contrasting with others; Milsark 1977 on strong
    determiners in subject position), which "any" does not give; no swap either where the
    complement has its own negation (a double negation, flagged elsewhere) or for an "already"
    that does not close its clause ("he has already left", "with it already in a filter": "yet"
    cannot stand there; Szabolcsi 2004 counts "already" under an extra-clausal negation fine),
    which is left as written."""
    scope = raised_scope(verb)
    if not scope:
        return {}, []
    clauses = [c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i]
    negated = {c.i for c in clauses if any(t.dep_ == "neg" for t in c.children)}
    subjects: set[int] = set()
    for clause in clauses:
        for child in clause.children:
            if child.dep_ in SUBJECT_DEPS:
                subjects.update(t.i for t in child.subtree)
    swaps: dict[int, str] = {}
    flags: list[str] = []
    for tok in scope:
        word = tok.lower_
        if word not in PPI_SWAPS or inside_word(tok.doc, tok.i) or inside_word(tok.doc, tok.i + 1):
            continue
        if any(a.i in negated for a in (tok, *tok.ancestors)):
            continue
        if word == "already":
            nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
            if nxt is not None and not nxt.is_punct:
                # only a clause-final "already" ("has done it already" -> "has not done it
                # yet"), the end position of non-assertive "yet" (Quirk et al. 1985 §10.59-10.62);
                # not "has already left" nor "with it already in a filter" (left as written)
                continue
        elif word == "some" and tok.i in subjects:
            if _swappable(tok, verb):
                flags.append("ppi-under-negation:some")
            continue
        elif tok.i in subjects and word not in _SOME_PRONOUNS:
            continue
        if _swappable(tok, verb):
            new = PPI_SWAPS[word]
            swaps[tok.i] = capitalise(new) if tok.text[:1].isupper() else new
    return swaps, flags


def apply_swaps(edit: SurfaceEdit, doc: Doc, swaps: dict[int, str] | None) -> None:
    """Write :func:`polarity_swaps`'s replacements into ``edit``; an empty replacement deletes
    the word (a dropped focus particle, ``complement.raised_additive_swaps``)."""
    for i, text in (swaps or {}).items():
        if not text:
            edit.delete(doc[i])
            continue
        edit.replace(doc[i], text)


def evaluative_adjunct(verb: Token) -> Token | None:
    """An evaluative disjunct inside the clause of ``verb`` after its subject, or None: a
    "to" phrase of reaction with a possessor ("He had noticed *to his surprise* that ...",
    "much to our regret", "to the delight of the crowd"; EVALUATIVE_NOUNS), or a value-
    judgement adverb (DISJUNCT_ADVERBS minus the conjuncts) after the verb ("He noticed,
    fortunately, that ..."). Returns the noun or adverb.

    Evaluative disjuncts are the speaker's or the subject's comment on the proposition (Quirk
    et al. 1985 §8.127); they take scope over negation and resist being negated, questioned or
    supposed (Ernst 2002 ch. 2; Bellert 1977; Ernst 2009 §2: positive polarity items needing a
    factual context). A "not" added to the verb leaves the comment inside the denial ("*He
    hadn't noticed to his surprise that p"), and the one placement that keeps it outside ("To
    his surprise, he hadn't noticed that p") says he was surprised at not noticing, another
    proposition than the denial of the sentence; so the negation is flagged
    (``evaluative-disjunct``, as for "At least he stopped") and the question, modal and "if"
    refuse it (``embedding._scope_refusal``). A preverbal adverb ("She luckily managed") keeps
    ng25's placement above the "not" ("She luckily didn't manage") and is not returned here;
    a sentence-initial one is the speaker adverb check's (``embedding.speaker_adverb``)."""
    subject = next(
        (c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i < verb.i),
        None,
    )
    if subject is None:
        return None
    for child in verb.children:
        if child.i < verb.i:
            continue
        if child.dep_ == "prep" and child.lower_ == "to":
            noun = next((g for g in child.children if g.dep_ == "pobj"), None)
            if noun is None or noun.lemma_.lower() not in EVALUATIVE_NOUNS:
                continue
            possessed = any(g.dep_ == "poss" for g in noun.children) or any(
                g.dep_ == "prep" and g.lower_ == "of" for g in noun.children
            )
            if possessed:
                return noun
        if child.dep_ == "advmod" and child.lower_ in _EVALUATIVE_DISJUNCTS:
            return child
    return None


#: Value-judgement disjuncts of DISJUNCT_ADVERBS (Quirk et al. 1985 §8.127), without its
#: conjuncts ("similarly", "consequently": §8.134-8.137, which link and do not evaluate) and
#: degree-of-truth disjuncts ("undeniably": §8.124).
_EVALUATIVE_DISJUNCTS = frozenset(
    {"amazingly", "astonishingly", "fortunately", "unfortunately", "luckily", "ironically",
     "predictably", "regrettably", "surprisingly", "unsurprisingly", "thankfully",
     "understandably", "incredibly", "interestingly", "remarkably", "sadly", "strangely",
     "oddly", "curiously"}
) & DISJUNCT_ADVERBS  # fmt: skip


def negate(
    doc: Doc,
    target: Token | None = None,
    *,
    contract: bool | None = None,
    wide_scope: frozenset[str] = frozenset(),
    focus: Token | None = None,
    above_only: bool = False,
    swaps: dict[int, str] | None = None,
    necessity_swap: bool = False,
) -> Rewritten:
    """Add or remove sentential negation (:func:`_negate_sentence`), with a closing run of "!"/"?" in
    the sentence it writes reduced to one mark (``_result.single_end_mark``: a constructed
    sentence carries no chat emphasis; stop 93, im114). A refusal keeps the source's text."""
    result = _negate_sentence(
        doc,
        target,
        contract=contract,
        wide_scope=wide_scope,
        focus=focus,
        above_only=above_only,
        swaps=swaps,
        necessity_swap=necessity_swap,
    )
    if not result.rule.startswith(("negation:add", "negation:remove")):
        return result
    if result.rule.startswith("negation:add") and "evaluative-disjunct" not in result.flags:
        head = finite_clause_head(doc, target)
        if head is not None and evaluative_adjunct(main_verb(head)) is not None:
            # "*He hadn't noticed to his surprise that p" (``evaluative_adjunct``): flagged in
            # the one place every phenomenon's negated premise passes
            result = Rewritten(
                result.text,
                False,
                result.rule,
                (*result.flags, "evaluative-disjunct"),
                result.clash,
            )
    text = single_end_mark(result.text)
    return result if text == result.text else replace(result, text=text)


def _negate_sentence(
    doc: Doc,
    target: Token | None = None,
    *,
    contract: bool | None = None,
    wide_scope: frozenset[str] = frozenset(),
    focus: Token | None = None,
    above_only: bool = False,
    swaps: dict[int, str] | None = None,
    necessity_swap: bool = False,
) -> Rewritten:
    """Add or remove sentential negation (see :func:`_negate_checked`, which does the work),
    then two checks of stop 55 on the result: under ``above_only`` (the projection test) a
    question source is flagged ``question-source`` (ng26, clause_scope.question_source), and a
    negation added inside what a past attitude verb reports is flagged ``attitude-complement``
    (ng27, clause_scope.past_attitude_frame). The negated "know" keeps NOPE's bare complement
    ("I don't know Saze doesn't approve": the experts' form, NOPE App. C); only the modal and
    conditional embeddings add "that" (:func:`know_complementizer`, called there).

    Under ``above_only`` (the projection test of the presupposition rewriter and ``embed``),
    the positive polarity items in the negated clause take their non-assertive forms as
    verb_complement's negation does (:func:`polarity_swaps`): "We haven't been talking about
    anything", not "*... about something", which keeps only the specific wide-scope reading
    and so is no negation of the sentence (Baker 1970; Szabolcsi 2004; stop 60). Not the word
    ``focus`` (the scalar item the negation must take) nor ``target``.

    ``necessity_swap``: the caller puts a negated necessity in place of the negated possibility
    modal (implicature's <can, have to>), so a free-choice "any" of the event's own time ("at
    any time") is no refusal (:func:`_time_frame_any`; stop 78, mn83)."""
    if outburst(doc) is not None:
        # "*I didn't spend $7 on 5 tablets ... FUCK YOU X!", "*The bus didn't come, damn!": an
        # imprecation or a closing interjection is an exclamatory formula outside clause
        # structure, which no negation can take (Quirk et al. 1985 §11.55; Ljung 2011 ch. 5;
        # source_noise.outburst; stop 93, ng09): here, so that every phenomenon refuses it
        return Rewritten(doc.text, False, "negation:none", ("outburst",))
    fragment = finite_clause_head(doc, target)
    if fragment is not None and participle_fragment(fragment):
        # a noun phrase with a participle, no clause: nothing to negate, on any path (stop 61:
        # the plain negation wrote "Six long cotton tubes, didn't size to fit ...")
        return Rewritten(doc.text, False, "negation:none", ("participle-fragment",))
    if fragment is not None and possessive_clitic(fragment) is not None:
        return Rewritten(doc.text, False, "negation:none", ("possessive-clitic",))
    if (
        fragment is not None
        and not suspect_parse(fragment)
        and coordination_unparsed(fragment) is not None
    ):
        # "*It is not a warm world, and near both poles icebergs float year round": the "not"
        # would go on the first clause only (clause_scope.unparsed_clausal_conjunct, stop 60);
        # here, not in embed, so that every phenomenon's negated premise refuses it (stop 61:
        # presupposition's projection negation called negate directly and lacked it)
        return Rewritten(doc.text, False, "negation:none", ("unparsed-conjunct",))
    if fragment is not None and stacked_subjects(fragment):
        # a verbless definition read with its last relative clause's verb as the main verb:
        # "*... and the date and time the message wasn't sent" negates inside the relative
        # clause (clause_scope.stacked_subjects; blind review s1203a)
        return Rewritten(doc.text, False, "negation:none", ("stacked-subjects",))
    if fragment is not None and gapped_remnant(fragment) is not None:
        # "*A aren't required to compile X for Unix or B to compile X for DOS": the gapped
        # conjunct has no verb to carry the "not" (clause_scope.gapped_remnant; s1203a)
        return Rewritten(doc.text, False, "negation:none", ("gapping",))
    if above_only and swaps is None:
        swaps = _projection_swaps(doc, target, focus)
    result = _negate_checked(
        doc,
        target,
        contract=contract,
        wide_scope=wide_scope,
        focus=focus,
        above_only=above_only,
        swaps=swaps,
    )
    if not result.rule.startswith(("negation:add", "negation:remove")):
        return result
    head = finite_clause_head(doc, target)
    if (
        result.rule.startswith("negation:remove")
        and head is not None
        and hedged_negator(head) is not None
    ):
        # "it's not exactly unexpected" -> "*it's exactly unexpected": the "not" of a fixed
        # hedge is no clause negation to remove (stop 91, ng07)
        flags = (*result.flags, "negator-not-removable")
        return Rewritten(doc.text, False, "negation:none", flags)
    if result.rule.startswith("negation:add") and head is not None:
        # "The order didn't arrive promptly (, a good thing)": the final evaluative appositive
        # goes (stop 91, ng07)
        result = _drop_final_comment(doc, head, target, result)
    if result.rule.startswith("negation:add") and head is not None:
        refusal = _scope_refusal(head, target, above_only, result.rule, necessity_swap)
        if refusal is not None:
            return Rewritten(doc.text, False, "negation:none", (*result.flags, refusal))
        if result.ok and until_in_negation_scope(head) is not None:
            # "do not let you zoom until you are happy": the "not ... until" reading, another
            # proposition than the denial (stop 80, ng17)
            return Rewritten(doc.text, False, "negation:none", (*result.flags, "negated-until"))
        if result.ok and later_and_clause(head) is not None:
            # "*You aren't opening the panel, and the preview updates": the sequel stays
            # asserted (stop 80, ng17)
            flags = (*result.flags, "one-conjunct-negated")
            return Rewritten(doc.text, False, "negation:none", flags)
        if gapped_passive_conjunct(head) is not None:
            # "... will be saved and the window closed" -> "*... and the window didn't close":
            # the conjunct is a passive participle under gapped auxiliaries (stop 77, ng11)
            return Rewritten(doc.text, False, "negation:none", (*result.flags, "gapping"))
        if continues_adverbial_clause(head) is not None:
            # "This helps when you own X, and you want Y": the negation would land in the
            # continued "when"-clause, leaving the main claim standing (stop 77, ng11)
            flags = (*result.flags, "subordinate-clause")
            return Rewritten(doc.text, False, "negation:none", flags)
    if (
        result.rule.startswith("negation:remove")
        and head is not None
        and imperative_host(head) is not None
    ):
        # "Don't forget that the port isn't closed" -> "*Don't forget that the port is closed":
        # the removal reverses a directive's content as the addition does (stop 76, ng09)
        return Rewritten(doc.text, False, "negation:none", (*result.flags, "imperative-host"))
    if head is not None and performative_hereby(head) is not None:
        # "Entrance isn't hereby permitted" denies no permission given by uttering "is hereby
        # permitted" (Austin 1962; clause_scope.performative_hereby; stop 82, ng19)
        return Rewritten(doc.text, False, "negation:none", (*result.flags, "performative-hereby"))
    if above_only and head is not None and question_source(head) is not None:
        # a question asserts nothing: "Do you see what this means?!" is no denial of "Don't
        # you see what this means?!" (Karttunen 1977; NOPE and IMPPRES negate declaratives)
        flags = (*result.flags, "question-source")
        return Rewritten(result.text, False, result.rule, flags)
    if (
        result.rule.startswith("negation:add")
        and head is not None
        and past_attitude_frame(head) is not None
    ):
        # "I thought I'd find you here" -> "*I thought I wouldn't find you here": the negation
        # lands inside the complement of a past attitude verb, which the sentence asserts; the
        # sentence is not denied (clause_scope.past_attitude_frame; stop 55, ng27)
        flags = (*result.flags, "attitude-complement")
        return Rewritten(result.text, False, result.rule, flags, result.clash)
    return result


#: Weak (existential and vague-proportional) quantifiers: over a negation in their scope,
#: "Q A are not B" is compatible with "Q A are B" (Barwise & Cooper 1981 on weak determiners;
#: Horn 1989 ch. 4 §4.5 on subcontraries: "some are" / "some are not"). "a few" only with its
#: article: bare "few" is itself negative (Klima 1964).
WEAK_QUANTIFIERS = frozenset({"many", "some", "several", "few"})
#: Adverbs of indefinite frequency, existential quantifiers over occasions: "Sometimes it does
#: not V" is compatible with "Sometimes it Vs" (the single words of the verb-complement list).
OCCASIONAL_ADVERBS = word_set("verb_complement_occasional_adverbs")


def _weak_quantifier(noun: Token) -> Token | None:
    """The weak quantifier of the noun phrase headed by ``noun`` ("many", "some people",
    "several of them", "a few of X", "many cases"), or None."""
    words = [noun, *(c for c in noun.children if c.dep_ in ("det", "amod", "nummod"))]
    for word in words:
        if word.lower_ not in WEAK_QUANTIFIERS:
            continue
        if word.lower_ == "few" and not any(
            c.dep_ == "det" and c.lower_ == "a" for c in (*word.children, *noun.children)
        ):
            continue  # "Few people came": negative, not weak
        if word.i > 0 and word.doc[word.i - 1].lower_ in ("not", "quite"):
            continue  # "Not many came" is the negation itself; "quite a few" is strong-ish
        return word
    return None


#: Comparative quantifiers of a subject ("More of our citizens ...", "Fewer firms ...", "Less
#: money ..."): Keenan & Stavi 1986 on comparative determiners; Hackl 2000 on "more" as a
#: degree quantifier over a plurality.
COMPARATIVE_SUBJECT_QUANTIFIERS = frozenset({"more", "fewer", "less"})


def _comparative_quantifier(noun: Token) -> Token | None:
    """The comparative quantifier of the subject headed by ``noun`` ("More of our fellow
    citizens have discovered that p", "More people are working"), or None. A "not" added to
    the verb is inner negation, Q(A, not-B), which is not the contradictory not-Q(A, B) for
    such a quantifier (Löbner 1987; Peters & Westerståhl 2006 §3.2 on inner and outer
    negation): "More of our citizens haven't discovered that p" says the number of those who
    have not grew, which the plain sentence does not deny (stop 104, pr245; review: "not the
    negation of 'more ... have discovered'"). Not an adverb "more" inside a modifier ("the more
    experienced teachers") and not "more than N", a numeral bound."""
    for word in (noun, *(c for c in noun.children if c.dep_ in ("amod", "det"))):
        if word.lower_ not in COMPARATIVE_SUBJECT_QUANTIFIERS or word.tag_ not in ("JJR", "RBR"):
            continue
        if word.i + 1 < len(word.doc) and word.doc[word.i + 1].lower_ == "than":
            continue
        return word
    return None


def weak_quantifier_over_negation(head: Token) -> Token | None:
    """A weak quantifier that would take scope over a "not" added to ``head``'s clause: in the
    subject ("Many ... are not trying to X", "Some people do not claim that p", "A few of the
    organisations don't include X") or in a frame adverbial before the subject ("In many
    cases, this doesn't break X", "On some systems the shell doesn't V", "Sometimes the server
    doesn't V"). A quantifier before the negation in the clause takes scope over it (Quirk et
    al. 1985 §10.64-10.65: "Many people did not come" = many are such that they did not;
    Huddleston & Pullum 2002 ch. 9 §1.3; Horn 1989 ch. 4), and a weak quantifier over "not" is
    compatible with the plain sentence, so the "negated" premise is no denial of it (blind
    reviews s1203b pres-041, s1204f pres-033, pres-085). The contradictory puts the negation on
    the quantifier ("Not many ..."), the quantifier's own rewrite, not the clause's. None when
    there is no such quantifier. "most", "all", "usually" are left: their negated scope
    contradicts the plain sentence or is handled as a universal (``universal_determiner``).

    ``negate`` itself still writes such a negation: the trigger stays under the "not", so the
    projection test and the verb-complement pairs hold on either scope, and NOPE's experts and
    the verb veridicality annotators write it ("Many rebels didn't seek shelter after ...",
    "Some men do not claim that ..."; stop 73, ng01: refusing it there cost 7-10 gold rows
    and kept review pairs). Only what compares the negation with the plain sentence (the
    presupposition rewriter's negated control) asks this."""
    subject = subject_of(head)
    if subject is not None and subject.i < head.i:
        weak = _weak_quantifier(subject) or _comparative_quantifier(subject)
        if weak is not None:
            return weak
    start = subject.left_edge.i if subject is not None else head.i
    for child in head.children:
        if child.i >= start or child.i >= head.i:
            continue
        if child.dep_ == "advmod" and child.lower_ in OCCASIONAL_ADVERBS:
            return child
        if child.dep_ == "prep":
            for obj in child.children:
                if obj.dep_ == "pobj" and (weak := _weak_quantifier(obj)) is not None:
                    return weak
    return None


#: The positive polarity items the projection negation swaps (see :func:`_projection_swaps`).
PROJECTION_SWAPPED = frozenset({"something", "someone", "somebody", "somewhere"})


def _projection_swaps(doc: Doc, target: Token | None, focus: Token | None) -> dict[int, str] | None:
    """:func:`added_negation_swaps` restricted to the some-pronouns: NOPE's experts keep the
    determiner "some" and "already" under the negation ("The AHA has not regained some
    respectability", "had not already managed"), the form the projection negation follows
    (NOPE App. C); None when there is nothing to swap (so the stutter repair of
    :func:`_negate_checked`, which runs only without swaps, still runs)."""
    swaps = added_negation_swaps(doc, target, focus) or {}
    swaps = {i: w for i, w in swaps.items() if doc[i].lower_ in PROJECTION_SWAPPED}
    return swaps or None


def added_negation_swaps(
    doc: Doc, target: Token | None, focus: Token | None
) -> dict[int, str] | None:
    """:func:`polarity_swaps` of the clause a negation on ``target`` would go on, without
    ``target`` and ``focus``, nor a standard of comparison ("a safer choice than someone who
    ..." stays: the "than"-phrase is outside the negated predication, NOPE); None when there is
    nothing to swap. The one polarity switch of an added negation: the projection negation
    (:func:`_projection_swaps`) and implicature's negated stronger alternative ("She tried to
    recollect some instance" -> "She didn't manage to recollect any instance": Klima 1964;
    Baker 1970 on PPIs under a clausemate negation) both read it."""
    head = finite_clause_head(doc, target)
    if head is None or head.pos_ not in ("VERB", "AUX") or _negation_of(head) is not None:
        return None
    verb = main_verb(head)
    if _negation_of(verb) is not None:
        return None
    swaps, _flags = polarity_swaps(verb)
    for tok in (target, focus):
        if tok is not None:
            swaps.pop(tok.i, None)
    swaps = {
        i: w for i, w in swaps.items() if not any(a.lower_ == "than" for a in doc[i].ancestors)
    }
    return swaps or None


def know_complementizer(doc: Doc, result: Rewritten) -> Rewritten:
    """``result`` with "that" put before the bare complement of a negated "know" ("*But I
    don't know he just wants to leave" -> "But I don't know that he just wants to leave").

    After "don't know" a clause without its complementizer is heard as the hedge "I don't know,
    ..." (a discourse marker of uncertainty: Tsui 1991; Kärkkäinen 2003), and the zero
    complementizer is a feature of affirmative, first-person "think"/"know" frames (Thompson &
    Mulac 1991; Biber et al. 1999 §9.2.5): a negated or modalised "know" takes "that"
    (Quirk et al. 1985 §15.3 on when "that" may be omitted). Only where the complement starts
    right after "know" with its subject (not a wh-word, "if", "whether" or "that") and the
    result has the negation before the verb; otherwise ``result`` as it is."""
    if not result.ok:
        return result
    text = result.text
    for know in doc:
        if verb_lemma(know) != "know" or know.pos_ not in ("VERB", "AUX"):
            continue
        comp = next((c for c in know.children if c.dep_ == "ccomp" and c.i > know.i), None)
        if comp is None or any(c.dep_ == "mark" for c in comp.children):
            continue
        first = comp.left_edge
        subject = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
        if first.i != know.i + 1 or subject is None or subject.left_edge.i != first.i:
            continue  # "know exactly where", "know just what": no bare clause with its subject
        if first.tag_ in ("WDT", "WP", "WP$", "WRB"):
            continue
        if first.lower_ in ("if", "whether", "that") or first.is_punct:
            continue
        pattern = re.compile(
            rf"(?:n't|\bnot|\bnever)\s+(?:\w+\s+){{0,2}}?(?:know|known)\s+(?={re.escape(first.text)}\b)"
        )
        matches = list(pattern.finditer(text))
        if len(matches) == 1:
            end = matches[0].end()
            text = f"{text[:end]}that {text[end:]}"
    if text == result.text:
        return result
    return Rewritten(text, result.ok, result.rule, result.flags)


#: Verbs that take both a noun-phrase object and a zero-"that" content clause ("fear the dark" /
#: "fear the dark is coming"): after them a bare clause whose subject is a full noun phrase is
#: first parsed as the verb's object (Ferreira & Henderson 1990 on garden paths with zero
#: complementizers; Huddleston & Pullum 2002 ch. 11 §8.1: "that" is omissible only where no
#: such misparse arises; Quirk et al. 1985 §15.3).
OBJECT_OR_CLAUSE_VERBS = frozenset(
    {"fear", "know", "see", "hear", "find", "believe", "feel", "understand", "remember"}
    | {"notice", "discover", "realize", "realise", "learn", "forget", "suspect", "recognize"}
    | {"recognise", "accept", "admit", "acknowledge", "guess", "doubt", "sense", "expect"}
)


#: Personal pronouns with no nominative/accusative distinction (Quirk et al. 1985 §6.3).
_CASELESS_PRONOUNS = frozenset({"you", "it"})


def object_clause_complementizer(doc: Doc, verb: Token, result: Rewritten) -> Rewritten:
    """``result`` (the negation added on ``verb``) with "that" put before ``verb``'s bare
    complement clause when the verb also takes a noun-phrase object (``OBJECT_OR_CLAUSE_VERBS``)
    and the clause's subject is a full noun phrase right after the verb: "I fear the old
    bridge will give way" -> "I do not fear that the old bridge will give way", not "*I do not
    fear the old bridge will ...", which is first read as "do not fear the old bridge"
    (Ferreira & Henderson 1990; Huddleston & Pullum 2002 ch. 11 §8.1). The zero complementizer
    goes with affirmative first-person frames (Thompson & Mulac 1991; Biber et al. 1999
    §9.2.5), so the source's own premise keeps it; the rewritten negative one is spelt out.
    A pronoun subject in the nominative ("I don't know he left") cannot be an object and
    stays bare, but "you" and "it" can (vc231: "I do not know that you won't mind"); so does a clause that has its own "that",
    "if/whether" or a wh-word (stop 97, vc205)."""
    if not result.ok or not result.rule.startswith("negation:add"):
        return result
    if verb_lemma(verb) not in OBJECT_OR_CLAUSE_VERBS:
        return result
    comp = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if comp is None or any(c.dep_ == "mark" for c in comp.children):
        return result
    subject = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    first = comp.left_edge
    # vc231: "you" and "it" have one form for subject and object (Quirk et al. 1985 §6.3), so
    # "I do not know you won't mind" is first read as "do not know you" like a full noun phrase
    caseless = subject is not None and subject.lower_ in _CASELESS_PRONOUNS
    if subject is None or not (subject.pos_ in ("NOUN", "PROPN") or caseless):
        return result
    if first.i != verb.i + 1:
        return result
    if subject.left_edge.i != first.i or first.tag_ in ("WDT", "WP", "WP$", "WRB"):
        return result
    if first.lower_ in ("if", "whether", "that") or first.is_punct:
        return result
    forms = {verb.lower_, verb.lemma_.lower()} | {
        f.lower() for forms in getAllInflections(verb.lemma_.lower()).values() for f in forms
    }
    alternatives = "|".join(sorted((re.escape(f) for f in forms), key=len, reverse=True))
    pattern = re.compile(
        rf"(?:n't|\bnot|\bnever)\s+(?:\w+\s+){{0,2}}?(?:{alternatives})\s+(?={re.escape(first.text)}\b)",
        re.I,
    )
    matches = list(pattern.finditer(result.text))
    if len(matches) != 1:
        return result
    end = matches[0].end()
    return replace(result, text=f"{result.text[:end]}that {result.text[end:]}")


#: What may stand before the "only" of a fronted adverbial: the sentence start, or the comma,
#: bracket, quotation mark or dash that opens a set-off adjunct ("Alsa (only the first time)").
FRONTED_ONLY_OPENERS = frozenset({",", "(", '"', "\u201c", "--", "\u2014", "\u2013"})


#: Exclusive focus particles whose negation before a "but" member is the additive correlative.
_EXCLUSIVE_PARTICLES = frozenset({"only", "just", "merely", "simply", "solely"})


def _focus_particle_but(head: Token) -> bool:
    """ "We will just walk slowly, but a lot more quietly", "She stopped just singing, but also
    dancing": an exclusive particle in the clause with a "but" member after it that has no
    subject of its own. Negated ("We won't just walk slowly, but a lot more quietly"), the
    particle and the "but" make the additive correlative "not just/only X but (also) Y"
    (Horn 1969; Huddleston & Pullum 2002 ch. 15 §2.2; Quirk et al. 1985 §13.42), which asserts
    X and adds Y, so it neither negates the sentence nor contradicts it (review s1202m, class
    1, pr106). No negated premise; "but" clauses with a subject of their own are cut by the
    contrast-clause rule (``trigger_part``)."""
    sub = {t.i for t in head.subtree}
    subject = subject_span(head)
    doc = head.doc
    # the particle in the predicate, after the subject, and not already the "not just" of a
    # correlative of the source ("men -- not just leaders but fathers -- aren't ...": NOPE's
    # expert negates the verb)
    particles = [
        t
        for t in head.subtree
        if t.lower_ in _EXCLUSIVE_PARTICLES
        and t.dep_ == "advmod"
        and t.head.i in sub
        and (subject is None or t.i >= subject.end)
        and not (t.i > 0 and doc[t.i - 1].lower_ in ("not", "n't"))
    ]
    if not particles:
        return False
    first = min(p.i for p in particles)
    for t in head.subtree:
        if t.lower_ != "but" or t.i <= first:
            continue
        member = next((c for c in t.head.children if c.dep_ == "conj" and c.i > t.i), None)
        if t.dep_ == "cc" and member is not None and subject_span(member) is not None:
            continue  # "..., but they left": a clause of its own
        return True
    return False


# UNIVERSAL_PRONOUNS (bound once, above; stop 63): as the subject of a negated clause they make
# "Everyone doesn't V", whose scope is ambiguous and whose natural reading is the inverse one
# (Horn 1989 ch. 4 §4.3 on "All that glitters is not gold"; Huddleston & Pullum 2002 ch. 9
# §4.3): the contradictory of "Everyone V-s" is "Not everyone V-s", which the main-verb "not"
# does not give.


def _universal_pronoun_subject(head: Token) -> bool:
    """The clause's subject is a universal pronoun ("Everyone shakes"): no negated premise
    under the projection test (``UNIVERSAL_PRONOUNS``; blind review s1202o pres-004/061)."""
    return any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in UNIVERSAL_PRONOUNS for c in head.children
    )


def had_better(head: Token) -> str | None:
    """ "You had better tell me" ("full") or, with "had" left out in informal English, "You
    better tell me" ("reduced"), else None. "had better" is a modal idiom of obligation
    (Quirk et al. 1985 §3.45; Huddleston & Pullum 2002 ch. 3 §2.5) with no do-support and no
    non-finite forms, so it cannot be supposed, questioned with "did" or put under another
    modal ("*If you had better tell me", "*Might you better ...?"); the reduced form, with no
    "had" to carry it, takes no negation either ("*You don't better tell me"). Here, not in
    embedding (which reads it for its operators), because the negation's scope check needs it
    too and embedding imports this module."""
    doc = head.doc
    if head.pos_ != "VERB" or head.i < 2:
        return None
    before = doc[head.i - 1]
    if before.lower_ != "better" or before.head.i != head.i:
        return None
    had = doc[before.i - 1]
    if had.lower_ in ("had", "'d") and had.head.i == head.i:
        return "full"
    if had.dep_ in ("nsubj", "expl") and not any(
        c.dep_ in ("aux", "auxpass") for c in head.children
    ):
        return "reduced"
    return None


def _verb_phrase_either(head: Token) -> bool:
    """Does a correlative "either" stand before ``head``'s verb, with an "or" after it ("They
    should either be moved or deleted")? Negated, "either A or B" becomes "neither A nor B"
    (Quirk et al. 1985 §13.39; Huddleston & Pullum 2002 ch. 15 §2.4): a "not" put before the
    correlative ("*They shouldn't either be moved ... or deleted") is not English, and the
    rewriter does not build "neither ... nor". ``split_disjunction`` refuses the same when the
    parser finds the "or" disjunct; this catches the "either" whose disjunct the parser hung
    elsewhere (under a bracket or a relative). Stop 77, ng12 (blind review s1204r)."""
    either = next(
        (c for c in head.children if c.lower_ == "either" and c.dep_ == "preconj" and c.i < head.i),
        None,
    )
    if either is None:
        return False
    return any(t.lower_ == "or" for t in head.doc[head.i + 1 : head.sent.end])


def _had_better_not_site(head: Token, aux: Token) -> Token | None:
    """The "better" after which the "not" of a negated "had better" goes, or None. The idiom
    takes its negation after "better", not on "had": "You had better not go", "*You hadn't
    better go" / "*You had not better go" (Quirk et al. 1985 §3.45; Huddleston & Pullum 2002
    ch. 3 §2.5: "had better" is a modal idiom whose negation follows "better"). Stop 77, ng12
    (blind review s1204r)."""
    if had_better(head) != "full" or aux.lower_ not in ("had", "'d"):
        return None
    return head.doc[head.i - 1]


def bare_imperative(root: Token) -> bool:
    """Is ``root`` the verb of a positive imperative clause: the root, a base form (VB) with no
    subject and no auxiliary ("Select the star", "Never forget that ...")? The clause is a
    directive (Quirk et al. 1985 §11.24; Huddleston & Pullum 2002 ch. 10 §9), which denotes no
    proposition but a property the addressee is to make true (Portner 2004, 2007: the To-Do
    List), so it has no sentential "not" of a declarative to take (stop 76, ng09). The verb test
    is ``syntax.bare_imperative``; the rewriter adds the root position and its own subject
    reading (``subject_span``, which also finds a subject the parser mislabelled)."""
    return root.dep_ == "ROOT" and syntax_bare_imperative(root) and subject_span(root) is None


def _negative_imperative_root(root: Token) -> bool:
    """Is ``root`` the verb of a negative imperative, "Do not / Don't V": a subjectless base
    form whose only auxiliary is the imperative "do" with its "not" (Quirk et al. 1985 §11.26:
    the negative imperative takes "do" whatever the verb)? A directive like the positive one."""
    auxes = left_auxiliaries(root)
    return (
        root.dep_ == "ROOT"
        and root.tag_ == "VB"
        and bool(auxes)
        and all(a.lemma_ == "do" and a.tag_ == "VB" for a in auxes)
        and _negation_of(root) is not None
        and subject_span(root) is None
    )


def imperative_host(head: Token) -> Token | None:
    """The imperative verb whose clause ``head``'s clause is subordinate to ("Make sure that the
    file *is* saved", "Select the star that *is* brightest", "Do not forget that the port *is*
    closed"), or None.

    A "not" added there lands inside the content of a directive: "Make sure that the file isn't
    saved" is a well-formed directive, but it reverses what the addressee is told to do rather
    than denying anything, and it is no negation of the sentence, whose operator is the
    imperative (NOPE §3 negates the main clause; the rubric's (b): an embedding scopes over the
    trigger's clause, not a subordinate clause). An imperative has no truth value to deny in
    the first place (Portner 2004, 2007; Searle 1976 on directives), so no negated premise is
    to be had from it at all. Not when ``head``'s clause is a conjunct of the imperative ("Click
    the button, and the window opens": a clause of its own, a pseudo-imperative's consequent;
    Culicover & Jackendoff 1997), nor when it precedes an imperative tag that comments on it
    ("You did all the talking, remember?": the declarative is the host, the tag a comment
    clause; Quirk et al. 1985 §15.54)."""
    clause = head
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    root = head.sent.root
    below = clause
    for verb in clause.ancestors:
        if _directive_verb(verb):
            if verb.i == root.i and below.i < root.i and below.dep_ in ("ccomp", "parataxis"):
                return None  # the host of a tag: "You did X, remember?"
            return verb
        below = verb
    return None


def _directive_verb(verb: Token) -> bool:
    """Is ``verb`` the verb of an imperative clause: a positive or negative imperative root, or
    a subjectless base-form conjunct of one ("Open the menu and *make* sure that ...": a
    coordinated imperative shares the directive force; Huddleston & Pullum 2002 ch. 10 §9.1)?"""
    if bare_imperative(verb) or _negative_imperative_root(verb):
        return True
    return (
        verb.dep_ == "conj"
        and syntax_bare_imperative(verb)
        and verb.head.i != verb.i
        and _directive_verb(verb.head)
    )


def _scope_refusal(
    head: Token, target: Token | None, above_only: bool, rule: str, necessity_swap: bool = False
) -> str | None:
    """Why an added negation cannot be the negation of the sentence although ``head``'s clause
    takes it (stop 56, ng28: blind review s1202a), or None.

    - ``double-negation:negative-governor``: the "not" lands on a non-finite verb under a
      negation or a negative predicate of its own clause ("I don't recommend not trying",
      "unsuccessful in not getting"; clause_scope.negative_governor);
    - ``quantifier-restrictor``: ``head`` is a relative clause restricting a quantifier
      ("anyone that does not dare to disagree"; clause_scope.quantifier_restrictor);
    - ``comment-clause``: ``head`` is a parenthetical "I think" after its host
      (clause_scope.comment_clause);
    - ``imperative-host``: ``head``'s clause is subordinate to an imperative ("Make sure that
      P"), so the "not" lands in a directive's content (:func:`imperative_host`, stop 76);
    - ``because-clause``: ``head`` sits inside a because-phrase the parser hung low, so the
      negation denies the reason (clause_scope.inside_because_phrase);
    - ``only-temporal-focus``: "only" focuses a time adverb of the clause ("who only now
      realized"; clause_scope.temporal_only, stop 59);
    - ``one-conjunct-negated``: ``head`` is a base-form verb-phrase conjunct under a
      to-infinitive or modal of the first conjunct ("have to wait and hope";
      clause_scope.base_conjunct_under_operator, stop 59);
    - ``fronted-only-adjunct``: a fronted adverbial opened by "only" ("Only hours before the
      shooting, X wasn't photographed"): a focus-sensitive frame adverbial outside the
      negation, which the main-verb "not" does not scope over (Huddleston & Pullum 2002 ch. 9
      §3; Quirk et al. 1985 §8.116 on "only" with a time adjunct).

    The last three only under ``above_only`` (the projection test negates the sentence): the
    verb veridicality annotators negate the trigger's own clause wherever it stands ("Anyone
    who does not attempt to enter ...", "Only one party did not know that ..."; RP19 §3), and
    the verb-complement phenomenon flags those pairs itself (``non-construction:*``). A
    negation put on a non-finite verb in place is checked for its governor alone."""
    if had_better(head) == "reduced":
        return "modal-idiom"  # "*You don't better tell me"

    verb = target.head if target is not None and target.dep_ in AUX_DEPS else target
    if rule == "negation:add:nonfinite":
        # the "not" went on the non-finite verb itself ("not trying"), not on ``head``
        if verb is not None and negative_governor(verb) is not None:
            return "double-negation:negative-governor"
        if verb is not None and _later_listed_participle(verb) is not None:
            return "one-conjunct-negated"  # "not allowing X, trying Y, and closing Z"
        return None
    free_choice = _free_choice_any(head)
    if free_choice is not None and not (necessity_swap and _time_frame_any(free_choice)):
        return "free-choice-any"  # "*does not allow you to work on any tonal range"
    if _exception_quantifier(head) is not None:
        return "quantifier-exception"  # "*Most, but not all, X do not act ..."
    if _negative_conjunct_in_scope(head) is not None:
        return "one-conjunct-negated"  # "*do not have to be careful and not insert X"
    if comment_clause(head):
        return "comment-clause"
    if imperative_host(head) is not None:
        # "Make sure that the file is saved" -> "*Make sure that the file isn't saved": the "not"
        # goes inside a directive's content, no negation of the sentence (stop 76, ng09)
        return "imperative-host"
    if target is not None and inside_because_phrase(head) is not None:
        return "because-clause"
    if temporal_only(head) is not None:
        return "only-temporal-focus"  # "*who did not only now realize" (clause_scope)
    if base_conjunct_under_operator(head) is not None:
        # "have to wait ... and *do not hope* they record something": the base conjunct is
        # under "to" with "wait"; negated as a finite clause, it is one conjunct negated
        return "one-conjunct-negated"
    operator = finite_auxiliary(head) or head
    if quoted_operator_without_subject(operator, subject_of(head)):
        # 'He "won," that is, took, ten tricks' -> '*He "didn't win," ...': the "not" would go
        # inside someone else's quoted or scare-quoted word (clause_scope; im04)
        return "quoted-verb"
    matrix = _matrix_refusal(head)
    if matrix is not None:
        # every caller: a "not" in a misread adverbial root, a bracketed aside, an emotive
        # adjective's content clause, before an "even" conjunct or under "no matter" is no
        # negation of the sentence (stop 91, ng07; blind review s1207a)
        return matrix
    if not above_only:
        return None
    if target is not None and imperative_conjunct(target, head):
        # "Others call it null, but note that ...": the negation climbs from the imperative
        # "note" to "call", another conjunct than the trigger's (clause_scope; s1203a)
        return "imperative-conjunct"
    if _focus_particle_but(head):
        return "additive-not-just-but"  # "*We won't just walk slowly, but a lot more quietly"
    if _universal_pronoun_subject(head):
        return "universal-subject"  # "*Everyone doesn't shake": "not everyone" or "no one"
    subj = subject_of(head)
    if any(
        c.dep_ == "advmod"
        and c.lower_ == "instead"
        and c.i < head.i
        and (subj is None or c.i > subj.i)
        for c in head.children
    ):
        # "The robot instead opens its doors" -> "*The robot doesn't instead open its doors":
        # "instead" is a replacive conjunct that presents the clause as what happened in place
        # of an alternative (Quirk et al. 1985 §8.137, §13.43); a "not" after it denies the
        # replacement, not the sentence, and reads as unidiomatic (blind review s1202n/s1202o).
        # Only between subject and verb: a fronted "Instead, they don't V" is a sentence
        return "replacive-instead"
    clause = head
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    if quantifier_restrictor(clause) is not None:
        return "quantifier-restrictor"
    subject = subject_of(head)
    for only in head.subtree:
        if only.lower_ != "only" or finite_clause_head(head.doc, only) != head:
            continue
        if only.i > 0 and head.doc[only.i - 1].lower_ == "not":
            continue  # "not only ... but also": a correlative, not the focus particle
        before = head.doc[only.i - 1] if only.i > head.sent.start else None
        if (
            subject is not None
            and (before is None or before.text in FRONTED_ONLY_OPENERS)
            and only.i < subject.left_edge.i
            and only.i < head.i
            and not subject.is_ancestor(only)
        ):
            return "fronted-only-adjunct"
    return None


# --- stop 91 (ng07, blind review s1207a): the matrix, not a subordinate clause ---------------

#: Subordinators that open an adverbial clause (Quirk et al. 1985 §14.12, §15.17-15.20). A root
#: that one of them opens is a subordinate clause the parser took for the main clause ("When I
#: opened the first bag I was greeted ...": "opened" the root, "greeted" a relative clause):
#: the "not" would land in the adverbial clause, while clause negation is of the matrix
#: predication (Quirk et al. 1985 §10.55). "once" and "as" also open noun and adverb phrases
#: ("Once again", "As expected") and stay out.
OPENING_SUBORDINATORS = frozenset(
    {"when", "whenever", "while", "whilst", "if", "because", "although", "though", "unless"}
    | {"until", "after", "before", "since"}
)
#: Emotive factive adjectives (Kiparsky & Kiparsky 1970 §1, "emotive" predicates; Norrick 1978):
#: their content clause is presupposed, and the matrix "be ADJ" carries the sentence's
#: polarity. A "not" put inside the clause ("I am angry that they do not claim ...") keeps the
#: speaker's emotion about another fact: no negation of the sentence, and an incoherent one.
EMOTIVE_FACTIVE_ADJECTIVES = frozenset(
    {"angry", "glad", "happy", "sad", "sorry", "upset", "annoyed", "irritated", "furious"}
    | {"mad", "surprised", "amazed", "astonished", "shocked", "pleased", "delighted", "thrilled"}
    | {"disappointed", "relieved", "proud", "ashamed", "embarrassed", "grateful", "thankful"}
    | {"frustrated", "excited", "disgusted", "outraged", "appalled"}
)  # fmt: skip


def root_opened_by_subordinator(head: Token) -> Token | None:
    """The subordinator that opens the sentence whose root ``head``'s clause is ("When I opened
    the first bag I was greeted ..."), or None: that root is an adverbial clause the parser
    read as the main clause (a well-parsed adverbial clause is an ``advcl``, never the root), so
    a "not" added to it is put in the subordinate clause (:data:`OPENING_SUBORDINATORS`). Not
    a question, whose auxiliary comes before the subject ("When did you open it?")."""
    clause = head
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    if clause.dep_ != "ROOT":
        return None
    first = next((t for t in clause.sent if not t.is_punct), None)
    if first is None or first.lower_ not in OPENING_SUBORDINATORS:
        return None
    if first.head.i != clause.i or first.dep_ not in ("mark", "advmod"):
        return None
    subject = subject_of(clause)
    if subject is None or subject.i < first.i:
        return None
    if any(c.dep_ in AUX_DEPS and c.i < subject.i for c in clause.children):
        return None
    return first


def parenthetical_clause(head: Token) -> bool:
    """Is ``head`` a clause inside a bracketed aside whose host clause stands outside the
    brackets ("I took them in (the vet said they looked like pound dogs)")? A "not" there
    denies the aside and leaves the sentence asserted: parentheses hold no part of the
    proposition an operator takes (Quirk et al. 1985 §15.54; Potts 2005 on supplements). The
    root inside brackets is :func:`_refusal`'s ``bracketed-clause``."""
    return head.dep_ != "ROOT" and inside_brackets(head) and not inside_brackets(head.sent.root)


def emotive_adjective_complement(head: Token) -> Token | None:
    """The emotive factive adjective (:data:`EMOTIVE_FACTIVE_ADJECTIVES`) whose content clause
    ``head``'s clause is ("I am *angry* that they claim ..."), or None."""
    clause = head
    while clause.dep_ == "conj" and clause.head.i != clause.i:
        clause = clause.head
    adjective = clause.head
    if clause.dep_ != "ccomp" or adjective.i > clause.i or adjective.pos_ not in ("ADJ", "VERB"):
        return None
    if adjective.lower_ not in EMOTIVE_FACTIVE_ADJECTIVES:
        return None
    return adjective


def even_conjunct_after(head: Token) -> Token | None:
    """The scalar "even" that opens a later verb conjunct of ``head`` ("All 5 pooches loved it
    and *even* wanted to eat the paper"), or None. "Even" presupposes that its clause is the
    stronger of the same-direction claims on a scale (Kay 1990; Karttunen & Peters 1979): a
    "not" on the first conjunct turns the scale round, so the "even" clause no longer adds to
    it, and under do-support the conjuncts lose their tense ("*didn't love it and even want")."""
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < head.i or conj.pos_ not in ("VERB", "AUX"):
            continue
        for child in conj.children:
            if child.lower_ == "even" and child.dep_ == "advmod" and child.i < conj.i:
                return child
    return None


def _no_conj_path(lower: Token, upper: Token) -> bool:
    """Is ``upper`` an ancestor of (or is) ``lower`` along a path without a "conj" link?"""
    cur = lower
    while cur.i != upper.i:
        if cur.dep_ == "conj" or cur.head.i == cur.i:
            return False
        cur = cur.head
    return True


def universal_concessive(head: Token) -> Token | None:
    """The "matter" of a "no matter how/what/..." clause in ``head``'s clause complex ("it stays
    firm, no matter how long you cook it"), or None. The universal conditional-concessive
    quantifies over every condition (Quirk et al. 1985 §15.24): the "not" added to its host
    lands under that universal ("for every x, not p"), the contrary of the sentence, not its
    denial ("not for every x, p"), and clashes with the concession it keeps."""
    doc = head.doc
    for t in head.sent:
        if t.lower_ != "matter" or t.i == 0 or doc[t.i - 1].lower_ != "no":
            continue
        host = t.head
        while host.pos_ not in ("VERB", "AUX") and host.head.i != host.i:
            host = host.head
        if _no_conj_path(head, host) or _no_conj_path(host, head):
            return t
    return None


def _matrix_refusal(head: Token) -> str | None:
    """Why an added "not" would not be the negation of the matrix (stop 91, ng07), or None."""
    if root_opened_by_subordinator(head) is not None:
        return "subordinate-clause"
    if parenthetical_clause(head):
        return "bracketed-clause"
    if emotive_adjective_complement(head) is not None:
        return "emotive-complement"
    if even_conjunct_after(head) is not None:
        return "even-conjunct"
    if universal_concessive(head) is not None:
        return "universal-concessive"
    return None


#: "not" before these and a gradable adjective is a fixed downtoner, an understatement, no
#: clause negation to remove: "not exactly cheap", "not quite ready" (Quirk et al. 1985
#: §8.105); removing the "not" is no un-negation ("*it's exactly unexpected"). Before other
#: words they keep their literal sense ("wasn't exactly as we thought": NOPE's experts remove
#: that "not"), and "not only" and "not necessarily" are left to the correlative and modal
#: checks (the NOPE experts un-negate the cleft "it's not only the French who").
HEDGED_NEGATION_NEXT = frozenset({"exactly", "quite"})


def hedged_negator(head: Token) -> Token | None:
    """A "not"/"n't" of ``head`` followed by a :data:`HEDGED_NEGATION_NEXT` word and an
    adjective, or None."""
    doc = head.doc
    for child in head.children:
        if child.dep_ != "neg" or child.i + 2 >= len(doc):
            continue
        if doc[child.i + 1].lower_ in HEDGED_NEGATION_NEXT and doc[child.i + 2].tag_ in (
            "JJ",
            "JJR",
            "VBN",
        ):
            return child
    return None


def _runs_to_end(last: int, sent: Span) -> bool:
    return all(t.is_punct and set(t.text) <= {".", "!"} for t in sent.doc[last + 1 : sent.end])


def final_comment(head: Token, target: Token | None) -> Token | None:
    """The first token of a sentence-final evaluative appositive on ``head``'s clause, which an
    added negation leaves incoherent and the negated premise can drop, or None: an indefinite
    noun phrase with an adjective, set off by a comma and hung on the verb itself ("The order
    didn't arrive promptly, a good thing"), is a sentential appositive that comments on the
    positive proposition (Quirk et al. 1985 §15.57), not on its denial. Without it the premise
    is the plain denial of the main clause, which contradicts the sentence as found ("p, a good
    thing" entails p). Not when the comment holds ``target``, nor before a question mark.

    A final because-clause is left to the clash ``discourse-clash:because`` (stop 91 tried
    dropping it: the NOPE experts keep the reason in their negations, and the gold figures
    fell)."""
    sent = head.sent
    doc = head.doc
    if doc[sent.end - 1].text == "?":
        return None
    start: Token | None = None
    for noun in head.children:
        if noun.i < head.i or noun.dep_ not in ("npadvmod", "appos", "dep"):
            continue
        if noun.pos_ != "NOUN" or not _runs_to_end(noun.right_edge.i, sent):
            continue
        first = noun.left_edge
        if first.lower_ not in ("a", "an") or doc[first.i - 1].text != ",":
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in noun.subtree):
            continue
        if any(c.dep_ == "amod" for c in noun.children):
            start = first
            break
    if start is None or (target is not None and target.i >= start.i):
        return None
    return start


def _drop_final_comment(
    doc: Doc, head: Token, target: Token | None, result: Rewritten
) -> Rewritten:
    """``result`` without the :func:`final_comment` of ``head`` (the comma before it too), closed
    by a full stop; ``result`` as it was where there is none or its text no longer ends with
    the comment as found."""
    start = final_comment(head, target)
    if start is None:
        return result
    cut = start.i - 1 if start.i > 0 and doc[start.i - 1].text == "," else start.i
    tail = doc.text[doc[cut].idx : doc[head.sent.end - 1].idx + len(doc[head.sent.end - 1])]
    if not result.text.rstrip().endswith(tail):
        return result
    text = result.text.rstrip()[: -len(tail)].rstrip() + "."
    return Rewritten(text, result.ok, result.rule, result.flags, result.clash)


#: Free-choice items (Vendler 1962; Ladusaw 1979; Dayal 1998): in a positive declarative,
#: "any N", "anything", "anyone", "anybody", "anywhere" mean "no matter which"; a negation
#: added above them turns them into the negative polarity items of "not ... any" (existential
#: under negation), so "does not allow you to work on any tonal range" says that no range is
#: allowed, not that the free choice is denied: a change of meaning, no negation of S.
_FREE_CHOICE_ITEMS = frozenset({"any", "anything", "anyone", "anybody", "anywhere"})
#: Words that license "any" as a polarity item where they stand over it (Ladusaw 1979 on
#: downward-entailing operators; Quirk et al. 1985 §10.61 on non-assertive territory):
#: conditional and interrogative subordinators, "without", "before", "than", "only", "few",
#: "little", "too" and the negatives. With one of them "any" is already an NPI, not free choice.
_ANY_LICENSERS = frozenset(
    {"if", "unless", "whether", "without", "before", "than", "only", "few", "little", "too"}
    | {"not", "n't"}
)


def _free_choice_any(head: Token) -> Token | None:
    """A free-choice "any" after ``head`` in the clause an added negation would take in its
    scope, or None (stop 78, ng14; blind review s1204t: "the Curves tool does not allow you to
    work on any tonal range"). Not when the sentence is a question or a licenser (a negative
    word, "if", "without", "only", ...; ``_ANY_LICENSERS``) stands between ``head`` and "any"
    on the path of heads or before it in ``head``'s phrase: there "any" is already the NPI
    and the negation does not change its reading. Not "any more/longer" nor a degree "any"
    before a comparative ("any better"): NPIs only."""
    doc = head.doc
    if head.sent.text.rstrip().endswith("?"):
        return None
    for item in head.subtree:
        if item.i <= head.i or item.lower_ not in _FREE_CHOICE_ITEMS:
            continue
        nxt = doc[item.i + 1] if item.i + 1 < len(doc) else None
        if nxt is not None and (nxt.tag_ in ("JJR", "RBR") or nxt.lower_ in ("more", "longer")):
            continue
        prev = doc[item.i - 1] if item.i > 0 else None
        if prev is not None and prev.lower_ in _APPROXIMATORS:
            continue  # "just about any format": universal, so "not" denies it plainly
        before = doc[head.i : item.i]
        if any(
            t.lower_ in _ANY_LICENSERS
            or t.lower_ in NEGATIVE_WORDS
            or t.lower_ in _BROAD_NEGATIVES
            or t.tag_ in ("JJS", "RBS")
            for t in before
        ):
            continue
        if any(
            t.lower_ in NEGATIVE_WORDS or t.lower_ in _BROAD_NEGATIVES or t.lower_ in _ANY_LICENSERS
            for t in head.children
            if t.i < head.i
        ):
            continue  # "can rarely pick any brush": the licenser stands before the verb
        if _possibility_path(item, head):
            return item
    return None


#: Nouns of the time point in "at any time/point/stage" (Quirk et al. 1985 §9.38 on "at" with
#: points of time). "moment" is left out: "at any moment" is imminence, no permission frame
#: (implicature.off_scale_uses, stop 59).
_TIME_FRAME_NOUNS = frozenset({"time", "point", "stage"})


def _time_frame_any(item: Token) -> bool:
    """Is the free-choice ``item`` the "any" of "at any time/point/stage", the time of the event
    itself?

    Every event happens at some time, so "V at some time" says no more than "V": under the
    negated necessity that implicature's <can, have to> puts in place of "could" ("Members
    didn't need to cancel at any time"), the NPI reading ¬□∃t V(t) is ¬□V, the negated
    stronger alternative itself (Horn 1972; Dayal 1998 on ◇∀ against ¬◇∃ holds only where the
    ∃ adds something). An "any" of a participant ("didn't need to use any brush") does add
    something: ¬□∃x reads "no brush was needed", not implicated by "could use any brush", so it
    stays refused. Stop 78, mn83 (stop 59 rt1 finding 7 kept "could ... at any time")."""
    noun = item.head if item.dep_ == "det" else None
    if noun is None or noun.lemma_ not in _TIME_FRAME_NOUNS:
        return False
    return noun.dep_ == "pobj" and noun.head.lower_ == "at"


#: Modals of possibility that license free-choice "any" (Dayal 1998; Quirk et al. 1985 §4.50).
_POSSIBILITY_MODALS = frozenset({"can", "could", "may", "might"})
#: Downward-entailing verbs, under which "any" is an NPI already (Ladusaw 1979; Linebarger
#: 1987): "refused to provide any information".
_NEGATIVE_VERBS = frozenset({"fail", "refuse", "prevent", "deny", "doubt", "avoid", "forbid"})


def _possibility_path(item: Token, head: Token) -> bool:
    """Does ``item`` reach ``head`` through non-finite verbs alone, with a possibility modal or
    a permission verb (``PERMISSION_VERBS_WITH_ENABLE_LET``: "any" under them is free choice
    over a possibility, Dayal 1998; Aloni 2007) on the way ("can paint with any color",
    "allows you to work on any range"), and no negative verb ("can refuse to give any")? Free
    choice under possibility is what an added negation turns into "no option" (Dayal 1998: ◇∀
    against ¬◇∃); a generic or episodic "any" NOPE's experts kept under "not" ("didn't begin
    to consider anyone ..."), and inside a finite clause of its own the "any" stays out of the
    negation's reach."""
    possible = False
    node = item
    while node.i != head.i:
        node = node.head
        if node.i != head.i and (
            node.tag_ in FINITE_VERB_TAGS or any(c.tag_ == "MD" for c in node.children)
        ):
            return False
        if node.lemma_ in _NEGATIVE_VERBS:
            return False
        if node.lemma_ in PERMISSION_VERBS_WITH_ENABLE_LET:
            possible = True
        if node.head.i == node.i and node.i != head.i:
            return False
    modals = {c.lower_ for c in head.children if c.tag_ == "MD"}
    return (
        possible
        or bool(modals & _POSSIBILITY_MODALS)
        or head.lemma_ in PERMISSION_VERBS_WITH_ENABLE_LET
    )


#: Approximators that modify only the universal free-choice "any" ("almost any", "just about
#: any"; Horn 1972, Dayal 1998): the phrase is a universal, and "not ... almost any N" is its
#: plain denial, as the blind judges kept it (s1204s).
_APPROXIMATORS = frozenset({"almost", "nearly", "about", "virtually", "practically"})


#: Quantifiers that an exception phrase "but not all" / "though not every" corrects.
_CORRECTED_QUANTIFIERS = frozenset(
    {"all", "every", "each", "everyone", "everybody", "everything", "most", "many", "always"}
)


def _exception_quantifier(head: Token) -> Token | None:
    """The "not" of an exception phrase in ``head``'s subject ("Most, but not all, GIMP
    operations act ...", "Some, though not all, plug-ins stop ..."), or None.

    The subject is a proportional quantifier with its scalar upper bound stated (Horn 1989
    ch. 4 on "some but not all"); a "not" added to the verb goes under the quantifier (inner
    negation: "most X don't V" is the dual, not the denial, of "most X V"; Barwise & Cooper
    1981 §4.11), and beside the "not all" it reads as a puzzle (stop 78, ng14; blind review
    s1204t). Only a "not" right after "but"/"though"/"if"/"yet" on a quantifier before the
    verb: a quantifier subject alone is left to the other checks."""
    doc = head.doc
    for neg in head.subtree:
        if neg.i >= head.i or neg.lower_ != "not" or neg.head.i == head.i:
            continue
        if neg.i == 0 or doc[neg.i - 1].lower_ not in ("but", "though", "although", "if", "yet"):
            continue
        nxt = doc[neg.i + 1] if neg.i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ in _CORRECTED_QUANTIFIERS:
            return neg
    return None


def _negative_conjunct_in_scope(head: Token) -> Token | None:
    """A verb-phrase conjunct after ``head`` that holds a "not" or "never" of its own, in the
    scope an added negation takes, or None ("have to be careful and not insert X").

    The added "not" scopes over both conjuncts of a coordination that is already half
    negative: "do not have to be careful and not insert X" reads as negative concord or a
    puzzle, no denial of S (Huddleston & Pullum 2002 ch. 9 §4.3 on multiple negation; ch. 15
    §4.3 on coordinated predicates sharing one operator; stop 78, ng14, blind review s1204t).
    Only a conjunct with no subject of its own (it shares the operator) whose first conjunct
    carries no negation (a "neither ... nor" or "not X and not Y" is a negative whole)."""
    for conj in head.subtree:
        if conj.i <= head.i or conj.dep_ != "conj" or conj.pos_ not in ("VERB", "AUX"):
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in conj.children):
            continue
        if not any(c.dep_ == "neg" and c.lower_ in ("not", "never") for c in conj.children):
            continue
        first = conj.head
        if any(c.dep_ == "neg" for c in first.children):
            continue
        if any(c.dep_ == "cc" and c.lower_ in ("or", "nor") for c in first.children):
            continue  # "may or may not be available": an alternative, no half-negated claim
        if not _shares_operator(first, head):
            continue  # inside a relative or adverbial clause: outside the added negation
        return conj
    return None


def _shares_operator(verb: Token, head: Token) -> bool:
    """Does ``verb`` reach ``head`` through non-finite complements and conjuncts alone ("have
    to be careful": "be" is the xcomp of "have"), so that the operator ``head`` gets is its
    operator too? A relative, adverbial or content clause on the way has its own."""
    node = verb
    while node.i != head.i:
        if node.dep_ not in ("xcomp", "conj") or node.head.i == node.i:
            return False
        node = node.head
    return True


def _later_listed_participle(participle: Token) -> Token | None:
    """A later -ing participle coordinated with or listed after ``participle`` ("allowing
    you to fill X, trying to leave Y, and closing Z"), or None.

    A "not" put on the first participle of such a list negates one of its members and leaves
    the others asserted of the same noun or event: one conjunct negated, no denial of S
    (Huddleston & Pullum 2002 ch. 15 §4.3; the ``one-conjunct-negated`` of finite conjuncts,
    stop 59 and ng13; stop 78, ng14, blind review s1204t)."""
    if participle.tag_ != "VBG":
        return None
    doc = participle.doc
    region = {t.i for t in participle.subtree} | {participle.head.i}
    for later in doc[participle.i + 1 : participle.sent.end]:
        if later.tag_ != "VBG" or later.dep_ not in ("conj", "advcl", "acl", "xcomp"):
            continue
        before = doc[later.i - 1]
        listed = before.text == "," or (
            before.lower_ in ("and", "or") and later.i > 1 and doc[later.i - 2].text == ","
        )
        if not listed:
            continue  # "shouting and laughing": a tight coordination takes the "not" whole
        if (later.dep_ == "conj" and later.head.i == participle.i) or later.head.i in region:
            return later
    return None


def _negate_checked(
    doc: Doc,
    target: Token | None = None,
    *,
    contract: bool | None = None,
    wide_scope: frozenset[str] = frozenset(),
    focus: Token | None = None,
    above_only: bool = False,
    swaps: dict[int, str] | None = None,
) -> Rewritten:
    """Add sentential negation to the clause headed by ``target`` (default: the root verb).

    ``above_only``: a sentence whose subject is focused by "only" is negated from above ("It's
    not the case that only Lee competed", flag ``only-wide-negation``), the IMPPRES/NOPE reading
    the presupposition rewriter and ``embed`` ask for; by default (verb veridicality, whose
    annotations put "not" before the verb: "Only one party did not know") it is flagged
    ``subject-focused-by-only`` as before.

    Removes it instead when that clause is already negated ("negation:remove"). ``contract=None``
    follows the sentence's register (contracted auxiliaries in the text -> "n't"), ``True`` writes
    "didn't" (IMPPRES), ``False`` writes "did not" (verb veridicality §3). ``wide_scope``: extra
    adverbs kept before the negation, preverbally and right after the auxiliary (the
    verb-complement phenomenon passes subject-oriented, evidential and connective adverbs:
    "She is purposefully not trying to", "Cassidy seemingly does not admit that"). ``focus``: the word the negation must take in
    its scope alone (implicature: the scalar item); inside one conjunct of a coordination below
    the clause head, the result is refused (flag ``focus-in-coordination``).

    Refusals that leave the sentence unchanged (``ok=False``): a root the parser took from an
    absolute construction (``main-clause-unclear``), a gapped noun phrase read as a verb conjunct
    (``gapped-conjunct``). "must" is negated from outside ("It's not the case that you must
    decide", flag ``must-wide-negation``); a target in the clause of an it-cleft negates the
    copula ("It wasn't only after X that they asked", flag ``cleft-copula``). Flagged
    (``ok=False``, text kept): an exclusive particle on the subject, also on its numeral
    (``subject-focused-by-only``: "Only Maria didn't win" is not the negation of "Only Maria
    won"), and discourse clashes, which also set ``clash`` and the flag
    ``discourse-clash:<reason>`` (see :func:`pipeline.rewrite.clause_scope.discourse_clash`).
    """
    repair = set(stutter_reparanda(doc))
    if repair and swaps is None and not fused_repair(doc):
        # "She-she had two beers" -> "She didn't have two beers": the abandoned first copy of a
        # repeated function word is no part of the sentence (Shriberg 1994; stop 54, discourse.py)
        keep = {t.i for t in doc} - repair
        if all(t is None or t.i in keep for t in (target, focus)) and doc[0].sent.root.i in keep:
            alone, index = reduced_doc(doc, keep, doc[0].sent.root.i)
            moved = {
                k: alone[index[t.i]] if t is not None else None
                for k, t in (("t", target), ("f", focus))
            }
            inner = negate(
                alone,
                moved["t"],
                contract=contract,
                wide_scope=wide_scope,
                focus=moved["f"],
                above_only=above_only,
            )
            return (
                inner
                if inner.ok or inner.text != alone.text
                else Rewritten(doc.text, False, inner.rule, inner.flags)
            )
    if target is not None and bare_infinitive_complement(target):
        target = target.head  # "let my fellow citizens know" -> "don't let ... know"
    heads: list[Token] = []
    cleft = cleft_copula(finite_clause_head(doc, target)) if target is not None else None
    if cleft is not None and _negation_of(cleft) is None:
        target = cleft  # "It was only after X that they asked" -> "It wasn't only after X ..."
    result = _negate(
        doc, target, contract=contract, wide_scope=wide_scope, heads=heads, swaps=swaps
    )
    if cleft is not None and target is cleft:
        result = Rewritten(result.text, result.ok, result.rule, (*result.flags, "cleft-copula"))
    if not heads or not result.rule.startswith(("negation:add", "negation:remove")):
        return result
    if result.rule == "negation:add:nonfinite" or "repaired-parse" in result.flags:
        return result
    head = heads[0]
    refusal = _refusal(head, target)
    if refusal is None and (cleft is None or target is not cleft) and split_disjunction(head):
        refusal = "split-disjunction"  # "She either didn't sing or danced" (not on a cleft's
        # copula, which takes the whole: "it's not the mother who takes ... or comes ...")
    if refusal is None and result.rule.startswith("negation:add") and _verb_phrase_either(head):
        refusal = "split-disjunction"  # "*They shouldn't either be moved ... or deleted"
    if refusal is None and coordinated_operators(head) is not None:
        refusal = "coordinated-operators"  # "*we cannot, and we must, forget that p"
    if (
        refusal is None
        and result.rule.startswith("negation:add")
        and subject_sharing_disjunct(head)
    ):
        refusal = "split-disjunction"  # "*We will choose to build X, or didn't shut Y"
        # (clause_scope.subject_sharing_disjunct; stop 104, pr245)
    if refusal is None and result.rule.startswith("negation:add") and exclamative_clause(head):
        # "*What a noble thing isn't that canticle!": a wh-exclamative takes no negation of its
        # own clause (Zanuttini & Portner 2003; clause_scope.wh_exclamative); a clause below it
        # may ("How strange it is that he didn't write!")
        refusal = "exclamative"
    if refusal is None and any(help_but(head, c) for c in head.children):
        # "couldn't help but V" is a negative-only idiom (Merriam-Webster's Dictionary of
        # English Usage 1989, "help but"): "could help but laugh" is no English, and its
        # positive counterpart says the opposite of the sentence's reading (round 37, class 2)
        refusal = "help-but-negation"
    if (
        refusal is None
        and above_only
        and result.rule.startswith("negation:add")
        and inside_brackets(head)
        and not inside_brackets(head.sent.root)
    ):
        # "your unit will die (if you attack the leader you won't always die)": the projection
        # test negates the sentence (NOPE §3), and a bracketed aside is a supplement outside
        # the at-issue content a sentence negation takes (Potts 2005; Quirk et al. 1985
        # §15.54); negating the aside alone leaves the sentence's claim standing (stop 58)
        refusal = "bracketed-clause"
    if (
        refusal is None
        and result.rule.startswith("negation:add")
        and denied_relative_antecedent(head) is not None
    ):
        refusal = "negated-sentential-relative"  # "..., which makes it feel hard" (stop 79, ng15)
    if refusal is not None:
        return Rewritten(doc.text, False, "negation:none", (*result.flags, refusal))
    if result.rule.startswith("negation:add") and (cleft is None or target is not cleft):
        result = _focus_rewrites(doc, head, result, above_only)
    flags = list(result.flags)
    if (
        result.rule.startswith("negation:add")
        and not swaps
        and focus is None
        and _partitive_one_under_negation(head) is not None
    ):
        # "won't be included in one of the buckets" reads "there is one bucket it won't be in"
        # (stop 79, ng16; _partitive_one_under_negation). Not under a scalar focus or swap ("didn't
        # send more than three letters to one of the judges"): the negation there denies the
        # scalar item, and the indefinite keeps the wide scope it has in the premise.
        flags.append("ppi-under-negation:one")
    if result.rule.startswith("negation:add") and governing_negation(head) is not None:
        # "I do not think I can't continue", "not a movie people do not want to see": a second
        # negation inside a negative clause's scope, no denial of the sentence (stop 53, ng24)
        flags.append("double-negation:governing-clause")
    if above_only and focused_subject(head) is not None and result.rule.startswith("negation:add"):
        wide = _negate_above_only(doc, head, conversational(doc) if contract is None else contract)
        if wide is not None:
            result, flags = wide, list(wide.flags)
    if above_only and result.rule.startswith("negation:add"):
        # the projection test negates the whole sentence (NOPE §3, IMPPRES): two negations
        # that deny something else are flagged there, NOPE's wording kept (stop 50, ng19)
        operator = finite_auxiliary(head) or head
        possibility = operator.lower_ in POSSIBILITY_MODALS  # "might not": a possibility of not
        universal = universal_determiner(subject_span(head), operator)
        if not possibility and universal is not None:
            # "Both composers didn't reject the term" reads as "neither" (both > not), no
            # denial of "both rejected" (universal_determiner)
            flags.append(f"negated-under-universal-subject:{universal.lower_}")
        if defining_sentence(head) is not None:
            # "A dwarf galaxy isn't a small galaxy ...", "X isn't a genus of ...": a definition
            # negated is analytically false or a correction missing its "but" (Krifka et al.
            # 1995; Horn 1989 ch. 6; clause_scope.defining_sentence)
            flags.append("negated-definition")
    if focused_subject(head) is not None and "only-wide-negation" not in flags:
        # a grammatical sentence, but with the wrong reading: kept as a best effort, never clean
        # (the presupposition rewriter labels it "negation_below_only" itself)
        flags.append("subject-focused-by-only")
    if target is not None and result.rule.startswith("negation:add") and _subordinate(head):
        flags.append("subordinate-clause")  # "the third year I hadn't looked after her garden"
    if focus is not None and in_coordination(focus, head):
        flags.append("focus-in-coordination")
    if (
        result.rule.startswith("negation:add")
        and result.rule not in ("negation:add:no-subject", "negation:add:not-only")
        and _polarity_item_subject(head)
    ):
        flags.append("npi-subject")
    medial_too = any(_medial_additive_too(c, head) for c in head.children)
    medial_too = medial_too and "ppi-under-negation:too" not in flags
    if medial_too and result.rule.startswith("negation:add"):
        # "She didn't realize too that p": additive "too" is a positive polarity item whose
        # negative form "either" stands only at the end of its clause (Klima 1964; Quirk et
        # al. 1985 §8.116; the clause-final one is swapped by ``_negate``), so a medial one has
        # no counterpart in its place (stop 99, ng15)
        flags.append("ppi-under-negation:too")
    clash = discourse_clash(head)
    if clash is None and result.rule.startswith("negation:add") and event_comment_clause(head):
        clash = "event-comment"  # "*As often happens, the boy didn't begin crying"
    if clash == "because" and (
        (cleft is not None and target is cleft) or _predicative_because(head)
    ):
        # "It wasn't my love that bewildered her, because ...": a cleft's copula denies the
        # focus, and the clause gives the speaker's ground for the denial, a speech-act
        # "because" (Sweetser 1990 ch. 4), not the cause of an event (stop 39 audit: kept);
        # "This isn't because ...": the clause is the copula's complement, the explanation
        # the negation denies (Quirk et al. 1985 §15.45 note, "The reason is because")
        clash = None
    if (
        clash is None
        and result.rule.startswith("negation:add")
        and not (cleft is not None and target is cleft)
        and not _predicative_because(head)
        and because_phrase_after(head) is not None
    ):
        # "don't make them available gratis, because they aren't selling boxed sets": a
        # because-clause the parser hung below the verb is still the clause's reason, and
        # under the added negation it reads "not because" (clause_scope.because_phrase_after;
        # stop 56, ng28)
        clash = "because"
    if clash in REMOVAL_SAFE_CLASHES and result.rule == "negation:remove":
        clash = None  # removing "not" leaves the original reading ("She quit because ...")
    if clash is None and result.rule == "negation:remove":
        # "didn't stop in 1990 but in 1995": the corrective "but" needs the negation;
        # "wasn't easy to talk to, and she rarely smiled": made positive, the first clause
        # turns the parallel "and" into a contrast (clause_scope, blind review round 39)
        neg = _negation_of(head) or _negation_of(main_verb(head))
        if neg is not None and corrective_but(head, neg.i) is not None:
            clash = "corrective"
        elif negative_parallel_clause(head) is not None:
            clash = "parallel"
    if result.rule.startswith("negation:add"):
        # a positive anaphor ("so did he") or a negated complement of a neg-raising verb
        # contradicts or cancels the added negation; checked before "result": "and so did he"
        # is no resultive "so"
        clash = polarity_clash_after(head) or clash
    if clash is None and result.rule.startswith("negation:add") and _set_off_but_phrase(head):
        # "was re-elected, but with only a one-seat majority" -> "wasn't re-elected, but with
        # only ...": under the added negation the concessive afterthought reads as the
        # correction of a "not X but Y" (Horn 1989 ch. 6; McCawley 1991), which it is not
        clash = "contrast"
    if clash is None and result.rule.startswith("negation:add") and contrastive_not(head):
        # "weren't designed for a production economy, not for a service one": the set-off
        # "not Y" contrasts with a constituent the added negation now denies too, so "not X,
        # not Y" denies both (McCawley 1991; clause_scope.contrastive_not; stop 51)
        clash = "contrastive-not"
    if clash is None and result.rule.startswith("negation:add") and event_supplement(head):
        # "It wasn't reissued in 1949, when it was shown on a double bill": the supplement,
        # outside the negation, asserts an event at the time of the denied one (Potts 2005)
        clash = "supplement"
    if (
        clash is None
        and result.rule.startswith("negation:add")
        and summative_appositive(head) is not None
    ):
        # "They aren't new-style classes, a change that speeds up ...": the appositive sums up
        # the clause as an event the negation now denies (clause_scope.summative_appositive)
        clash = "supplement"
    if clash is None and result.rule.startswith("negation:add") and _complement_supplement(head):
        # "didn't allow the company to overtake its rivals, starting a decade of growth": the
        # parser hangs the trailing participle on the infinitive, but set off by a comma at the
        # end of the sentence it is a supplementive of the whole and still asserts the outcome
        # the negation denies (Quirk et al. 1985 §15.58-60; clause_scope.participial_adjunct)
        clash = "participial-adjunct"
    if (
        clash is None
        and result.rule.startswith("negation:add")
        and as_parenthetical(doc, head) is not None
    ):
        # "As noted above, the parser didn't stop ...": the gap of the as-parenthetical is the
        # main clause with the added negation, so the opening now says the denial was noted
        # (Potts 2002; clause_scope.as_parenthetical; stop 75, ng05)
        clash = "as-parenthetical"
    if clash is None and result.rule.startswith("negation:add") and negated_antecedent(head):
        # "is not allowed to return a value, and the value is made available": an indefinite
        # under the added negation introduces no referent for the later "the value" (Karttunen
        # 1976; clause_scope.negated_antecedent; stop 75, ng05)
        clash = "negated-antecedent"
    if (
        clash is None
        and result.rule.startswith("negation:add")
        and supplement_on_negated_indefinite(head) is not None
    ):
        # "doesn't split it into a single string, which will help translators": a supplementary
        # or sentential relative needs the referent or the event the negation takes away
        # (Potts 2005; Karttunen 1976; Quirk et al. 1985 §15.57; stop 77, ng12)
        clash = "negated-antecedent"
    if (
        clash is None
        and result.rule.startswith(("negation:add", "negation:remove"))
        and otherwise_after(head) is not None
    ):
        # "Users need to opt in, otherwise it can still be reached": "otherwise" = "if not the
        # clause before", whose polarity the rewrite flips (clause_scope.otherwise_after; stop
        # 75, ng06)
        clash = "otherwise"
    if clash is None and result.rule.startswith("negation:add") and _parallel_semicolon(head):
        # "2.1 applied 9 patches and fixed 12 bugs; 2.2 applied 6 and didn't fix 8 bugs": a
        # negation in one of a series of ";"-clauses with the same verb (stop 76, ng10); checked
        # before the colon/semicolon elaboration, the more specific diagnosis of the two (stop
        # 99: pr228 put the negation on the trigger's own conjunct, where both fire)
        clash = "parallel-clause"
    if clash is None and result.rule.startswith("negation:add") and _colon_elaboration(head):
        # "The bite doesn't allow it to pierce shells: it bites through the skull": a clause
        # after a colon elaborates or exemplifies the one before (Quirk et al. 1985 App. III
        # §III.19; Nunberg 1990 on the colon), and asserts what the negated clause now denies;
        # a semicolon after it, too (stop 75, ng06: see ``_colon_elaboration``)
        clash = "elaboration"
    if clash is None and result.rule.startswith("negation:add"):
        fronted = fronted_sequence_adverb(head)
        clash = "fronted-sequence" if fronted is not None else None  # "Before long she
        # didn't realize": a sequence adverb places an event the negated clause does not report
    if clash is None and result.rule.startswith("negation:add"):
        if fronted_contrary(head):
            clash = "contrast"  # "Contrary to this belief, he did not find that ..."
        elif complement_reason(head) is not None:
            clash = "complement-reason"  # "does not think X, since Y"
    removing = result.rule == "negation:remove"  # an added one is kept (35th-pass tests)
    if clash is None and removing and contrast_frame(head) is not None:
        # "Unlike the other duchies it didn't manage to X" <-> "... it managed to X": the frame
        # says the clause's referent differs from the others, so flipping the clause's polarity
        # flips what the sentence says of them too (stop 58, ng30)
        clash = "contrast-frame"
    adding = result.rule.startswith("negation:add")
    if clash is None and adding and neg_raised_reason(head) is not None:
        clash = "neg-raised-reason"  # "Since X, they did not believe p" (stop 58, ng30)
    if clash is None and (emotive := emotive_disjunct(head)) is not None:
        # "To her grief she did not find that ...": the evaluative disjunct presupposes its
        # clause's proposition (Quirk et al. 1985 §8.127) and is now aimed at the flipped one,
        # which the sentence never evaluates (clause_scope.emotive_disjunct; stop 82 vc158 for
        # verb_complement, every phenomenon's negation since stop 83, ng20)
        clash = f"emotive-disjunct:{emotive}"
    if clash is not None:
        flags.append(f"discourse-clash:{clash}")
    if result.rule.startswith("negation:add"):
        # no natural negation of the clause: a present hearsay passive in the impersonal
        # frame ("It is not estimated that p"; clause_scope.HEARSAY_PASSIVES; the personal
        # "X is not said to be" is an ordinary denial: clause_scope.impersonal_passive) or a
        # hedge adverb left under "not" (stop 43, s1130i)
        if present_hearsay_passive(head) and (
            impersonal_passive(head)
            or verb_lemma(head) not in NEG_RAISING and _reported_proposition(head)
        ):
            # the personal raising passive too, when the verb is no neg-raiser ("The bridge is
            # not said / reported / estimated to be ...", "is not understood to have begun"):
            # without the neg-raised reading ("is thought not to be", Horn 1989 ch. 5) the
            # "not" can only deny that the report exists, which no writer asserts; the
            # evidential frame stays outside negation (Aikhenvald 2004 ch. 8). Stop 47 (ng17)
            flags.append("negated-reporting-passive")
        deontic = any(c.dep_ == "aux" and c.lower_ in ("should", "must") for c in head.children)
        hope = verb_lemma(head) == "hope" and not deontic  # "we should not hope": advice
        # a past or perfect "hope to" denies an expectation then ("He had not hoped to catch
        # him there"), ordinary narrative; a that-clause or a present "hope to" is the odd one
        past = head.tag_ in ("VBD", "VBN") or any(
            c.dep_ == "aux" and c.tag_ == "VBD" for c in head.children
        )
        comps = {c.dep_ for c in head.children if c.dep_ in ("ccomp", "xcomp")}
        if hope and ("ccomp" in comps or ("xcomp" in comps and not past)):
            # "he does not hope Boje arrives", "does not hope to approve": English "hope" is no
            # neg-raising verb (Horn 1989 ch. 5 §5.2), so the added "not" denies the hope
            # itself, a thing prose does not say; the negated hope is "hopes that not p"
            # (Huddleston & Pullum 2002 ch. 9 §5). s1130k rejects, dev 3 of 3 odd (stop 44)
            flags.append("negated-hope")
        if verb_lemma(head) == "wish" and "ccomp" in comps and not deontic:
            # "We do not wish the President would remember", "I did not wish I'd chosen":
            # "wish" with a finite clause is a counterfactual wish, its clause irrealis
            # ("would", a backshifted past; Quirk et al. 1985 §14.25; Huddleston & Pullum
            # 2002 ch. 11 §7.4); like "hope" it is no neg-raiser (Horn 1989 ch. 5 §5.2), so
            # "not wish that p" denies having the wish, a thing prose does not say; the
            # negated wish is "wish that not p". "did not wish to stay" (an infinitive, "want")
            # is an ordinary denial and is left. Stop 51 (ng21)
            flags.append("negated-wish")
        flags.extend(_hedges_under_negation(head)[:1])
        exclusive = _exclusive_before_verb(head)
        if exclusive is not None:
            # "That just allowed me to X" -> "did not just allow me to X" = "not merely": the
            # exclusive particle takes the negation's focus (Beaver & Clark 2008; stop 57)
            flags.append(f"negated-exclusive:{exclusive.lower_}")
        if _preverbal_rather(head):
            # "I rather doubt", "would rather stay": the compromiser "rather" and "would rather"
            # are positive polarity items (Baker 1970, "Double negatives"; Quirk et al. 1985
            # §8.105; Israel 2011 ch. 3): "*I don't rather doubt", "*I rather do not doubt";
            # dropping the hedge would change the claim, so the pair is refused (stop 47, ng17)
            flags.append("ppi-under-negation:rather")
        if disjunctive_subject(head) is not None:
            flags.append("disjunctive-subject")
        if polar_question(head) and _opinion_question(head):
            # "Do you not think the mission was a success?", "You don't think he flew away?":
            # the same biased question on a simple opinion verb, its own flag (a warning for
            # verb_complement, flags.DEMOTED; stop 87, fl75)
            flags.append("negated-opinion-question")
        elif polar_question(head):
            # "Hadn't he guessed that p?", "You don't think X?": a negative polar question is
            # biased, no denial (Ladd 1981; Romero & Han 2004; clause_scope.polar_question);
            # an uninverted one is an echo or incredulity question (stop 57, ng29)
            flags.append("negated-question")
            if _declarative_question(head):
                flags.append("negated-declarative-question")  # not demoted for any phenomenon
        elif wh_question(head) is not None:
            # "Who will not deny that p?", "What would you not say he wants to do?": a
            # negative wh-question asks for the complement set or asserts the opposite
            # rhetorically, no denial (Han 2002; clause_scope.wh_question; stop 51)
            flags.append("negated-wh-question")
        if discourse_formula(head) is not None:
            # "It should not be noted that p", "We would not like to share ...": a writer's
            # discourse formula performs the act it names, and its negation is a prohibition or
            # disavowal nobody writes of a point they make (Fraser 1975; Searle 1975;
            # clause_scope.discourse_formula; stop 50, ng18)
            flags.append("negated-discourse-formula")
    if result.rule.startswith("negation:add"):
        flags.extend(f"negative-word:{t.lower_}" for t in _negatives_in_scope(head)[:1])
        if transcript_marker(doc) is not None:
            flags.append("transcript-marker")  # "I hope that (INAUDIBLE) the president knows"
    if above_only and result.rule != "negation:add:not-only":
        # "not only" negates the focus particle, not the verb: no adverb sits under it
        flags.extend(polarity_sensitive_adverbs(head, target, result.rule)[:1])
    if above_only and adding:
        # "With great difficulty he did not manage to V", "have not long ceased": the
        # adjuncts the added "not" cannot stand beside (``scope_adjunct_flags``; stop 97,
        # vc209), for the presupposition and embedding negations as for verb_complement's
        flags.extend(f for f in scope_adjunct_flags(head) if f not in flags)
    sequence = sequence_adverb(head) if adding else None
    if sequence is not None and sequence.lower_ != "finally":
        # "I eventually did not start to like it": verb veridicality's annotators write it
        # ("in the end, not"); "finally" is "at last", an awaited event that came, which a
        # non-event cannot be (Quirk et al. 1985 §8.93 on "finally")
        sequence = None
    if sequence is not None and not _before_negation(result.text, sequence):
        sequence = None  # "didn't finally resurface": NOPE's experts write it (stop 58)
    if sequence is not None and not any(f.startswith("ppi-under-negation:") for f in flags):
        # "Anhalt finally did not cease to exist", "The US then did not start to expand": a
        # sequence adverb places the event after others in a narrative, and a non-event has no
        # place in that sequence (stop 58, ng30; ``sequence_adverb``)
        flags.append(f"ppi-under-negation:{sequence.lower_}")
    interval = postverbal_measured_interval(head) if adding else None
    if interval is not None:
        # "did not notice two days later that ...": the end-placed interval takes the focus of
        # the negation (Quirk et al. 1985 §10.66; stop 77, ng11)
        flags.append(f"negation-focus-on-adjunct:{interval.lower_}")
    if len(flags) == len(result.flags):
        return result
    return Rewritten(result.text, False, result.rule, tuple(flags), clash)


#: Dependencies that open a clause of its own: an "only" below one of them is no focus of the
#: negated clause's predicate (``predicate_only``).
_CLAUSE_BOUNDARY_DEPS = frozenset(
    {"relcl", "acl", "advcl", "ccomp", "xcomp", "csubj", "csubjpass", "conj", "parataxis"}
    | {"appos"}
)
#: Words after "only" that make it part of another expression ("only if", "only just": a
#: condition or a degree; "not only if" and "not only just" are no denials of them).
_ONLY_IDIOM_NEXT = frozenset({"if", "just", "ever", "too"})


def predicate_only(head: Token) -> Token | None:
    """An exclusive "only" in the predicate of ``head``'s clause, after the subject: preverbal
    ("The pollution can only be cleared by X") or before a constituent after the verb ("pass
    ocean tiles only through tunnels"); else None.

    "only" asserts that no alternative to its focus holds; a "not" on the verb is read inside its
    scope or ambiguously ("can't only be cleared by X": the experts' "unnatural, ambiguous"), and
    the negation of the sentence is "not only X" (Horn 1969 on "only"; Beaver & Clark 2008 ch. 5;
    Quirk et al. 1985 §8.116 on restrictive subjuncts and §10.66 on "not only"). A subject
    focused by "only" has its own check (``focused_subject``); "not only", "if only", "only if"
    and "only just" are other expressions."""
    subject = subject_span(head)
    doc = head.doc
    for tok in head.subtree:
        if tok.lower_ != "only" or tok.dep_ != "advmod":
            continue
        if subject is None or tok.i < subject.end:
            continue
        before = doc[tok.i - 1].lower_ if tok.i > 0 else ""
        after = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if before in ("not", "n't", "if") or after in _ONLY_IDIOM_NEXT:
            continue
        walk, inside = tok.head, True
        while walk.i != head.i:
            # "only when no packages remain": the "only" opening a clause of the predicate
            opening = walk.dep_ == "advcl" and walk.left_edge.i == tok.i and walk.head.i == head.i
            if walk.dep_ in _CLAUSE_BOUNDARY_DEPS and not opening:
                inside = False
                break
            if walk.head.i == walk.i:
                inside = False
                break
            walk = walk.head
        if inside:
            return tok
    return None


#: Free-choice subjects and their negative counterparts ("Any unit can" -> "No unit can").
#: Only the determiner: "Anything can happen" is the free-choice idiom of possibility, whose
#: denial is "Not just anything can happen" (``npi-subject`` stays; Kadmon & Landman 1993),
#: while "Any land unit can enter X" states a rule over a kind, denied as "No land unit can".
_NEGATIVE_OF_ANY = {"any": "no"}


def _focus_rewrites(doc: Doc, head: Token, result: Rewritten, above_only: bool) -> Rewritten:
    """The negation of a clause whose focus word takes it, instead of a "not" on the verb:

    - a postverbal "only" before its focus becomes "not only" ("These can pass ocean tiles
      only through tunnels" -> "... not only through tunnels"): negation takes "only" itself
      (Horn 1969; Quirk et al. 1985 §10.66), the prejacent stays asserted as the presupposition
      needs. Only for the projection test (``above_only``, the sentence's negation): NOPE's
      experts write "wasn't broken only by X" in the default mode. A preverbal "only" is left
      ("didn't only impress Sharon" is IMPPRES's own negation), and so is a quantity "only"
      before a determiner or numeral ("sees only a trickle", "only two": a minimizer, whose
      "not only a trickle" says the opposite);
    - a free-choice "any" subject becomes "no" ("Any land unit can enter a village" -> "No
      land unit can enter a village"): "any" is not licensed by a negation after it (Ladusaw
      1979), and the free-choice "any" of a generic or modal sentence is a widened indefinite
      (Kadmon & Landman 1993) whose negation is the negative determiner's "no N can V".
    """
    if "one-conjunct-negated" in result.flags:
        return result  # "passed X only through Y and attacked Z": the coordination's refusal stands
    only = predicate_only(head) if above_only else None
    verb = main_verb(head)
    nxt = doc[only.i + 1] if only is not None and only.i + 1 < len(doc) else None
    quantity = nxt is not None and nxt.tag_ in ("DT", "CD", "PDT", "JJS")
    # "only" before its focus ("only through tunnels"), not after it ("for experts only")
    before_focus = only is not None and only.head.i > only.i
    operator = finite_auxiliary(head) or head
    # not "was only profiting": "wasn't only" already puts "not" next to "only" (IMPPRES)
    postverbal = only is not None and only.i > max(verb.i, head.i, operator.i + 1)
    # Without a modal the verb's own negation is the sentence's ("You don't find yourself with
    # only your wits", IMPPRES's "wasn't only biking", NOPE's "wasn't broken only by X"): no
    # modal stands between "not" and "only" to be read in the wrong order, while "with not
    # only your wits and some pizza" is the first half of an additive correlative that needs
    # its "but (also)" (Huddleston & Pullum 2002 ch. 15 §2.2; review s1202m, class 1, pr106).
    # Under a modal (stop 58: "can't cross the lake only through the canal" reads not > can >
    # only) "not only" stays.
    modal = operator.tag_ == "MD" or any(k.tag_ == "MD" for k in head.children)
    if postverbal and before_focus and not quantity and modal:
        edit = SurfaceEdit(doc)
        edit.replace(only, "not only" if only.text.islower() else "Not only")
        return Rewritten(edit.render(), True, "negation:add:not-only", ())
    subject = subject_span(head)
    if subject is None or not _polarity_item_subject(head):
        return result
    first = subject[0]
    negative = _NEGATIVE_OF_ANY.get(first.lower_)
    if negative is None or head.i < subject.start or negative_dependents(head):
        return result
    if first.lower_ == "any" and first.dep_ != "det":
        return result  # "any of them": a partitive, left to the flag
    if not (any(t.tag_ == "MD" for t in head.children) or head.tag_ in ("VBZ", "VBP")):
        return result  # "Any unit entered the city": episodic, not the generic/modal free choice
    edit = SurfaceEdit(doc)
    edit.replace(first, capitalise(negative) if first.text[:1].isupper() else negative)
    return Rewritten(edit.render(), True, "negation:add:no-subject", ())


def sequence_adverb(head: Token) -> Token | None:
    """A sequence adverb between the subject and ``head``'s verb ("Anhalt finally ceased to
    exist", "The United States then started to expand"), or None. Such an adverb places the
    event after others in a narrative sequence (Quirk et al. 1985 §8.54 on time-relationship
    adjuncts; "finally", "eventually" also mark the end of an expected process), and a negated
    event has no place in it: "finally did not cease" and "then did not start" say nothing a
    writer would (s1202e: "didn't finally cease" rejected, NOPE's guideline drops the adverb).
    A fronted "Eventually, ..." stays outside the clause's scope and is left to
    ``fronted_sequence_adverb``. Narrative "then" is not in the list: NOPE's experts keep "He
    then didn't proceed to disagree" as the negation, and "then" is as often the consequent
    marker of a conditional."""
    subject = subject_span(head)
    if subject is None:
        return None
    verb = main_verb(head)
    for owner in {head.i: head, verb.i: verb}.values():
        for c in owner.children:
            if c.dep_ != "advmod" or not subject.end <= c.i < verb.i:
                continue
            if c.lower_ in SEQUENCE_ADVERBS:
                return c
    return None


def postverbal_measured_interval(head: Token) -> Token | None:
    """A time adjunct of measured interval after ``head``'s verb ("noticed *two days later*
    that ...", "left *a week afterwards*"), or None. An end-placed adjunct is the normal focus
    of a clause's negation (Quirk et al. 1985 §10.64-10.66: "I wasn't listening all the time";
    Jackendoff 1972 ch. 8 on association with focus): "did not notice two days later that it
    leaked" denies the interval, not the noticing, and reads as if she noticed at another time
    (blind review s1204q: "did not realize one day later" judged unnatural). The relational
    adverb needs its measure phrase: a bare "later" ("didn't call back later") is vaguer and
    left alone, as is a comparative "later than X". Only before the verb's clausal complement
    ("noticed a week later that ..."): there the interval is set between the verb and what it
    reports and locates the (non-)noticing itself; a clause-final interval after a perfect or
    passive ("She hadn't regained consciousness a few days later", "The act was not
    reauthorized 3 years later through ...") is how NOPE's experts negate (NOPE App. C) and
    reads as the state at that time, so it is left."""
    verb = main_verb(head)
    for owner in {head.i: head, verb.i: verb}.values():
        for c in owner.children:
            if c.dep_ != "advmod" or c.i < verb.i or c.lower_ not in ("later", "afterwards"):
                continue
            if any(g.dep_ == "prep" for g in c.children):
                continue  # "later than the others": a comparison, not an interval
            if not any(g.dep_ == "npadvmod" and g.i < c.i for g in c.children):
                continue
            if any(k.dep_ in ("ccomp", "xcomp") and k.i > c.i for k in owner.children):
                return c
    return None


_OPERATOR_NEGATION = re.compile(
    r"(?:do|does|did|has|have|had|is|are|was|were|can|could|will|would|should|may|might|must)"
    r"(?:n't| not)\b|\b(?:can't|won't|cannot)\b",
    re.IGNORECASE,
)


def _before_negation(text: str, adverb: Token) -> bool:
    """Does the written sentence put ``adverb`` right before the negated operator ("eventually
    did not cease", the placement for verb veridicality's wide-scope adverbs)? "didn't finally
    resurface", with the adverb after the negation, is what NOPE's experts write (NOPE items
    of "finally", "eventually"), and is left."""
    pattern = re.compile(rf"\b{re.escape(adverb.text)}\s+(?={_OPERATOR_NEGATION.pattern})", re.I)
    return pattern.search(text) is not None


#: Reason subordinators of a preposed clause (``neg_raised_reason``).
_REASON_SUBORDINATORS = frozenset({"because", "since", "as"})


def neg_raised_reason(head: Token) -> Token | None:
    """A preposed reason clause on a negated neg-raising verb ("Since the road was closed, they
    did not believe the army would arrive"), or None.

    "not believe p" is read "believe not-p" (Horn 1978; Horn 1989 ch. 5), so the negated
    sentence offers the reason as grounds for believing the contrary of what it supports; the
    reasoning of the sentence breaks (s1202e: "Because the country was believed to be ..., many
    Europeans did not hope Prester John would be a valuable ally"). "since" with a perfect host
    is temporal ("Since he left, they have not thought ...") and is left."""
    if verb_lemma(head) not in NEG_RAISING | {"hope"}:
        return None
    perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in head.children)
    for clause in head.children:
        if clause.dep_ != "advcl" or clause.i > head.i:
            continue
        marks = [c.lower_ for c in clause.children if c.dep_ == "mark"]
        if not marks or marks[0] not in _REASON_SUBORDINATORS:
            continue
        if marks[0] == "since" and perfect:
            continue
        return clause
    return None


def contrast_frame(head: Token) -> Token | None:
    """A fronted contrast frame on ``head``'s clause: "unlike X", "in contrast to/with X", "as
    opposed to X" ("Unlike the other duchies, it did not manage to consolidate itself"), or None.

    The frame contrasts the clause's referent with X: it asserts the clause and implies its
    opposite of X (Quirk et al. 1985 §9.4 on "unlike"; Huddleston & Pullum 2002 ch. 7 on
    contrastive prepositions). Adding or removing the clause's negation flips what is implied
    of X too, so the premise differs from the sentence in two claims, and the rest of the
    sentence, written for the original polarity, no longer fits (s1202e: "unlike the other stem
    duchies it managed to consolidate itself and by the 12th century it had disappeared")."""
    doc = head.doc
    for tok in doc[head.sent.start : head.i]:
        low = tok.lower_
        nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        frame = low == "unlike" or (low == "in" and nxt == "contrast")
        frame = frame or (low == "as" and nxt == "opposed")
        if not frame:
            continue
        walk = tok
        while walk.i != head.i and walk.head.i != walk.i:
            if walk.dep_ in _CLAUSE_BOUNDARY_DEPS - {"conj"}:
                break
            walk = walk.head
        if walk.i == head.i:
            return tok
    return None


#: Exclusive particles in the preverbal position that an added "not" takes as its focus
#: ("didn't merely/simply forget" = "did more than forget"): an exclusive ("only"-like)
#: particle says no stronger alternative holds, and under negation it denies that, asserting
#: a stronger alternative, not the prejacent's denial (Beaver & Clark 2008 ch. 5 on "just",
#: "merely"; Quirk et al. 1985 §8.116 on restrictive subjuncts). "only" has its own checks.
#: "just" is left out: it is as often the temporal "just" of recency ("you just said", "we are
#: just starting") or emphatic ("he just happened to"), and NOPE's experts negate those as
#: "didn't just say" (three NOPE items; Lee 1987 on the senses of "just").
PREVERBAL_EXCLUSIVES = frozenset({"merely", "simply"})


def _exclusive_before_verb(head: Token) -> Token | None:
    """An exclusive particle (``PREVERBAL_EXCLUSIVES``) on ``head`` or its finite auxiliary,
    between the subject and the verb ("That just allowed me", "He had merely forgotten"), which
    the added negation now scopes over; else None. A particle inside an object or complement
    ("allowed me just one try") is no focus of the clause's negation and is left."""
    subject = subject_span(head)
    if subject is None:
        return None
    for adverb in head.children:
        if (
            adverb.dep_ == "advmod"
            and adverb.lower_ in PREVERBAL_EXCLUSIVES
            and subject.end <= adverb.i < head.i
        ):
            return adverb
    return None


#: Verbs of opinion, the core of Horn's neg-raising class (Horn 1989 ch. 5 §5.2; Horn 1978):
#: "Don't you think p?" asks the hearer's opinion of p with the speaker's lean towards it, a
#: conventional biased question (Ladd 1981 outer negation; Romero & Han 2004), not a denial.
#: Not "say/tell/mean" (no neg-raisers), not intention verbs ("want", "intend").
_OPINION_VERBS = frozenset({"think", "believe", "suppose", "imagine", "reckon"})


def _opinion_question(head: Token) -> bool:
    """Is ``head``'s polar question a negated opinion question ("Do you not think that p?",
    "You do not think p?"): an opinion verb in the simple present, its only auxiliary
    the "do" of the question or the negation? A perfect or modal ("Have you not thought that
    p?", "Would you not think ...") is no conventional form: left to ``negated-question``."""
    if verb_lemma(head) not in _OPINION_VERBS or head.tag_ not in ("VB", "VBP", "VBZ"):
        return False
    if any(c.dep_ == "aux" and c.tag_ == "VBD" for c in head.children):
        # stop 96 (vc198): the past "Did you not think that p?", "You did not believe p?"
        # asks after the hearer's past belief, which the hearer knows and the speaker cannot be
        # suggesting: not the conventional suggestion "Don't you think p?" about the hearer's
        # present opinion (Ladd 1981; Romero & Han 2004) but the reproach or rhetorical
        # question, which asserts that the hearer did, or should have, thought p (Quirk et al.
        # 1985 §11.7 on negative questions of annoyance; Han 2002 on rhetorical questions as
        # assertions of the opposite polarity). No denial and no neutral question: it stays
        # ``negated-question``, a defect (review s9601 verb-083 rejected)
        return False
    if not _hearer_opinion(head):
        return False
    return all(c.lemma_ == "do" for c in head.children if c.dep_ in ("aux", "auxpass")) and any(
        c.dep_ == "ccomp" for c in head.children
    )


def _hearer_opinion(head: Token) -> bool:
    """Does ``head``'s opinion question ask the hearer's opinion in the conventional form: a
    second-person subject and no "really" on the verb? Stop 95 (ng10; blind review s9501
    verb-038, verb-072, both rejected).

    The biased "Don't you think that p?" asks the addressee to agree with p (Ladd 1981; Romero
    & Han 2004 build it on "you"); with "I" ("I did not think you said p?") the speaker asks
    about her own belief, and a negated reminder question of that kind is no conventional
    form. "really" in a question is the overt verum operator (Romero & Han 2004), and an
    added negation before it makes the downtoner "not really" (Quirk et al. 1985 ch. 8 on downtoners;
    Horn 1989 ch. 5 on its mitigated reading): "do you not really think p?" neither asks the
    conventional question nor denies anything. Both stay ``negated-question`` (a defect)."""
    subject = subject_span(head)
    if subject is None or subject.root.lower_ != "you":
        return False
    return not any(c.lower_ == "really" and c.dep_ == "advmod" for c in head.children)


def _declarative_question(head: Token) -> bool:
    """Is ``head``'s polar question uninverted ("God says that Nozick is dead?", "You realize
    that p?"): a declarative with a "?" is an echo or incredulity question that checks a
    proposition already on the table (Gunlogson 2001; Huddleston & Pullum 2002 ch. 10 §4.7);
    negated ("God does not say that ...?") it asks to confirm a negative nobody asserted, no
    denial and, unlike an inverted "Had he not seen that p?", not a form RP19 built either."""
    subject = subject_span(head)
    operator = finite_auxiliary(head) or head
    return subject is not None and subject.start < operator.i


def _preverbal_rather(head: Token) -> bool:
    """A compromiser "rather" before ``head``'s verb ("I rather doubt", "would rather stay"),
    not "rather than"."""
    verb = main_verb(head)
    for owner in (head, verb):
        for c in owner.children:
            nxt = c.doc[c.i + 1] if c.i + 1 < len(c.doc) else None
            than = nxt is not None and nxt.lower_ == "than"
            # "or rather": a reformulatory conjunct, no degree word (Quirk et al. 1985 §8.137)
            reformulation = c.i > 0 and c.doc[c.i - 1].lower_ == "or"
            if c.lower_ == "rather" and c.dep_ == "advmod" and c.i < verb.i:
                if than or reformulation:
                    continue
                return True
    return False


def disjunctive_subject(head: Token) -> Token | None:
    """The "or" of a disjunctive subject of ``head``'s clause ("One or both regions are",
    "Either the king or his brother signed"), or None.

    A disjunction takes scope over a negation of its own clause when it is the subject
    (Szabolcsi 2004, "Positive polarity - negative polarity", NLLT 22: "or" is a positive
    polarity item; Larson 1985 on the scope of "either ... or"): "One or both regions aren't
    within the atmosphere" says that at least one is not, not that neither is, so it is no
    negation of the sentence (stop 47, ng17). An "or" inside a modifier of the subject ("People
    who smoke or drink") is in a restrictor and left alone."""
    subject = subject_span(head)
    if subject is None:
        return None
    root = subject.root
    hosts = {root.i} | {
        c.i for c in root.children if c.dep_ in ("nummod", "det", "quantmod", "amod", "conj")
    }
    for tok in subject:
        if tok.dep_ == "cc" and tok.lower_ == "or" and tok.head.i in hosts:
            return tok
        if tok.dep_ == "preconj" and tok.lower_ == "either" and tok.head.i == root.i:
            return tok
    return None


def _complement_supplement(head: Token) -> bool:
    """A comma-set-off trailing participle clause that the parser hung on a non-finite
    complement of ``head`` and that closes the sentence (see :func:`negate`).

    Two more forms of the same supplementive of result (stop 72, vc125; s1204d verb-013,
    verb-031): one opened by the result conjunct "thus"/"thereby" with no comma ("allows the
    stages to work in parallel thus giving greater throughput"), the conjunct itself marking
    the clause as the matrix event's result (Quirk et al. 1985 §8.137 on result conjuncts,
    §15.58 on supplementive clauses); and one followed by a dash and a clause that explains it
    ("..., speeding execution - the register would just be changed"), an afterthought that
    still belongs to the denied event (Quirk et al. App. III.27 on the single dash)."""
    doc = head.doc
    for comp in head.children:
        if comp.dep_ not in ("xcomp", "ccomp") or comp.i < head.i:
            continue
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in comp.children):
            continue
        for clause in comp.children:
            if clause.i < comp.i:
                continue
            if not (participial_adjunct(clause) or _result_participle(clause)):
                continue
            if denial_compatible_supplement(clause):
                continue  # "didn't want to stay, hoping ...": clause_scope
            end = clause.right_edge.i + 1
            if all(t.is_punct for t in doc[end:]):
                return True
            if end < len(doc) - 1 and doc[end].text in DASH_TOKENS and doc[end].whitespace_:
                return True  # "..., speeding execution - the ISAR would just be changed."
    return False


def _result_participle(clause: Token) -> bool:
    """An -ing adverbial clause opened by a result conjunct ("thus giving", "thereby
    reducing"; ``RESULT_WORDS`` and "thereby"), with no subordinator or subject of its own:
    a supplementive of result whether or not a comma sets it off."""
    if clause.dep_ != "advcl" or clause.tag_ != "VBG":
        return False
    if any(c.dep_ in ("mark", "nsubj", "nsubjpass") for c in clause.children):
        return False
    first = clause.left_edge
    return (
        first.dep_ == "advmod"
        and first.head.i == clause.i
        and first.lower_ in RESULT_WORDS | {"thereby"}
        and first.lower_ != "so"
    )


def _colon_elaboration(head: Token) -> bool:
    """A colon after ``head``'s clause followed by a finite clause with a subject of its own
    ("...: it bites directly through the skull"), the negated clause ending before it. Only a
    clause the parser attaches across the colon (or makes the root): not a relative clause
    inside the material after it, not a content clause ("what I know: that the world is
    hidden"), and not ``head``'s own complement ("The laws state that: the orbit is ...",
    "She said: we leave"), which the negation denies with the rest.

    Stop 75 (ng06): a semicolon too. It joins two independent clauses whose relation the
    reader infers, elaboration, explanation, result or contrast (Quirk et al. 1985 App.
    III.20; Huddleston & Pullum 2002 ch. 20 §4), and the second clause was written to stand in
    that relation to the first as asserted: with the first clause negated, a clause that spells
    out or explains it ("This means that the finally clause runs; it now always gets a chance
    to run") asserts what the negation denies, and one that contrasts with it loses its
    contrast. The mirror case, the trigger after the semicolon, stays a doubt
    (``negated-contrast-conjunct:semicolon``, pipeline/flags.py): there the second clause
    alone is negated and a parallel contrast ("The wise seek ...; the ignorant do not try
    ...") reads well."""
    doc = head.doc
    end = head.sent.end
    colon = next((t for t in doc[head.i + 1 : end] if t.text in (":", ";")), None)  # or ";"
    if colon is None:
        return False
    for verb in doc[colon.i + 1 : end]:
        if verb.head.i > colon.i and verb.head.i != verb.i:
            continue  # inside the material after the colon
        if verb.pos_ not in ("VERB", "AUX") or any(c.dep_ == "mark" for c in verb.children):
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
            continue
        finite = verb.tag_ in FINITE_TAGS or any(
            c.tag_ in FINITE_TAGS for c in verb.children if c.dep_ in AUX_DEPS
        )
        if finite and not _complement_of(verb, head):
            return True
    return False


def _complement_of(verb: Token, head: Token) -> bool:
    """Is ``verb``'s clause a clausal complement of ``head`` (directly or through its
    non-finite complements: "wants to say: ...")?"""
    node = verb
    while node.dep_ in ("ccomp", "xcomp", "parataxis") and node.head.i != node.i:
        if node.head.i == head.i:
            return node.dep_ != "parataxis" or head.lemma_ in SPEECH_VERBS
        node = node.head
    return False


#: Prepositions of a fronted phrase that presents the clause as contradicting a belief or
#: expectation ("Contrary to this belief, ...", "Counter to their claims, ...").
CONTRARY_PREPOSITIONS = frozenset({"contrary", "counter"})
#: Demonstratives and possessives that tie the belief to the preceding discourse ("this belief",
#: "their expectations", "this"): its content is then fixed by the source text. "Contrary to
#: (popular) belief/expectations" leaves it open, and the negated clause still makes sense.
ANAPHORIC_DETERMINERS = frozenset(
    {"this", "that", "these", "those", "such", "his", "her", "their", "its", "our", "my", "your"}
)


def fronted_contrary(head: Token) -> bool:
    """Does a fronted "contrary to X" phrase open ``head``'s clause? "Contrary to p, q" asserts q
    and presents it as contradicting p (Quirk et al. 1985 §8.137-8.139 on antithetic
    conjuncts and contrast adjuncts); the belief p is fixed by the phrase ("this belief",
    "their claim"), so with q negated the sentence says that p conflicts with not-q, the
    opposite of what the source says about p (the same loss of the contrast as a fronted
    "whereas" clause, verb_complement_framing.fronted_contrast)."""
    for child in head.children:
        if child.i > head.i or child.lower_ not in CONTRARY_PREPOSITIONS:
            continue
        doc = head.doc
        if child.i + 2 >= len(doc) or doc[child.i + 1].lower_ != "to":
            continue
        if doc[child.i + 2].lower_ in ANAPHORIC_DETERMINERS:
            return True
    return False


#: Subordinators of a reason clause. Set off by a comma, a reason clause is peripheral to its
#: clause: it cannot be the focus of a negation or a cleft (Quirk et al. 1985 §15.45-15.46 on
#: "since"/"as" clauses and the comma before a disjunct "because" clause; Huddleston & Pullum
#: 2002 ch. 8 §12.1).
REASON_MARKS = frozenset({"since", "as", "because"})


#: Verbs whose meaning is to give reasons for a claim ("argue": put forward reasons in support
#: of it; "reason": conclude from grounds): an argument is a claim with its grounds (Toulmin
#: 1958; Anscombre & Ducrot 1983), so a reason clause after the complement is part of what is
#: argued, inside the negation with it ("It could not be argued that P, since Q": the argument
#: "P, since Q" cannot be made; stop 45, fl3), unlike the grounds of a belief or report.
ARGUMENT_VERBS = frozenset({"argue", "reason"})


def complement_reason(head: Token) -> str | None:
    """The subordinator of a reason clause after the complement of a verb of belief or saying,
    attached inside that complement ("Ben thinks torrent sites are the most dangerous places,
    since they have no reputation to defend"), or None.

    Such a clause gives the grounds for the reported proposition, not for the thinking or
    saying (Sweetser 1990 ch. 4 on epistemic "since"/"because": the reason supports a
    conclusion; Quirk et al. 1985 §15.45); a peripheral reason clause stays outside a negation
    added on the verb of belief (Huddleston & Pullum 2002 ch. 9 §1.3 on the scope of
    negation), so "Ben does not think X, since Y" offers Y as grounds for a conclusion nobody
    draws. Factive verbs are not in the list: their complement is still true under the
    negation, and its reason still fits ("She did not realize the shop was closed, since it
    was Sunday"). Temporal "since" (a perfect in its host clause) and a reason clause with no
    comma before it, which the negation can take as its focus or which belongs to the reported
    content ("The President did not say the plan was sound since it would pay for itself"),
    are left alone."""
    if verb_lemma(head) not in NEG_RAISING | SPEECH_VERBS:
        return None
    if verb_lemma(head) in ARGUMENT_VERBS:
        return None
    doc = head.doc
    for comp in head.children:
        if comp.dep_ not in ("ccomp", "xcomp") or comp.i < head.i:
            continue
        for clause, mark in marked_clauses(comp, REASON_MARKS):
            start = clause.left_edge.i
            comma = start > 0 and doc[start - 1].text in (",", ";", "--", "-")
            if not comma:
                continue  # inside the reported content: "did not say X since Y" denies both
            if mark.lower_ == "as" and _elliptical_comparison(clause):
                continue  # "..., as he always does": a clause of similarity, no reason
            perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in comp.children)
            if mark.lower_ == "since" and perfect:
                continue  # "thinks he has lived here since he was born": temporal
            return mark.lower_
    return None


def _elliptical_comparison(clause: Token) -> bool:
    """Is ``clause`` an "as" clause of similarity with an elided predicate ("as he always does",
    "as it is every Sunday")? Such clauses keep only an operator (Quirk et al. 1985 §15.53 on
    "as" clauses of comparison and their ellipsis)."""
    if clause.lemma_ not in ("do", "be", "have"):
        return False
    complements = ("dobj", "attr", "acomp", "ccomp", "xcomp", "oprd", "prep", "dative")
    return not any(c.dep_ in complements for c in clause.children)


def _set_off_but_phrase(head: Token) -> bool:
    """Does ``head``'s positive clause end in a "but"-phrase without a verb of its own, set off
    by a comma ("was re-elected at the election, but with only a one-seat majority", "won the
    race, but not the title")? Such a phrase is a reduced clause that concedes a limit of what
    the clause asserts (Quirk et al. 1985 §13.96 on "but" with ellipsis); once the clause is
    negated, "not X, but Y" is the corrective construction, whose "but"-phrase replaces what
    the negation rejects (:func:`pipeline.rewrite.clause_scope.corrective_but`)."""
    doc = head.doc
    start = min([head.i, *(a.i for a in left_auxiliaries(head))])
    but = corrective_but(head, start)
    if but is None or but.head.i != head.i or but.i == 0 or doc[but.i - 1].text != ",":
        return False
    phrase = doc[but.i + 1 : head.sent.end]
    if all(t.is_punct for t in phrase):
        return False  # "..., but..." broken off: no phrase to read as a correction
    if any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in phrase):
        return False  # "..., but the county excludes them": a clause of its own (round 35)
    before = doc[but.i - 2] if but.i >= 2 else None
    if before is not None and any(a.dep_ in ("relcl", "acl") for a in before.ancestors):
        # "a rank that is superior to a captain, but below an admiral": the phrase may go
        # with the relative clause it follows, where the negation does not reach
        return False
    # a negation already before the "but" makes it the sentence's own correction ("that it
    # wasn't his luck at all, but someone else's misfortune")
    return not any(t.lower_ in ("not", "n't", "never") for t in doc[head.i : but.i])


def _predicative_because(head: Token) -> bool:
    """Is ``head`` a bare copula "be" whose only complement is a because-clause ("This is
    because the spelling was settled")?"""
    if head.lemma_.lower() != "be" or head.pos_ not in ("AUX", "VERB"):
        return False
    if any(c.dep_ in ("attr", "acomp", "prep", "oprd", "ccomp") for c in head.children):
        return False
    return any(because_clause(c) and c.i > head.i for c in head.children)


#: Clashes of an added negation only: removing a "not" gives back a sentence whose adjunct fits
#: it ("She quit because ...", "He left the room, slamming the door", "went there in order to
#: win"). A preposed cause ("Because he was ill, he didn't come") clashes both ways.
REMOVAL_SAFE_CLASHES = frozenset(
    {"because", "still", "concessive", "purpose", "participial-adjunct"}
)
#: Negation of "must" as NOPE's experts wrote it. "Must" outscopes a "not" attached to it
#: (Palmer 2001 §4.2; Iatridou & Zeijlstra 2013): "You mustn't decide" is a prohibition,
#: must(not p), and "He mustn't have left" is not the negation of "He must have left". The
#: negation of necessity is written from outside: epistemic "must have" -> "It's not the case
#: that my invitation must have gotten lost" (NOPE), deontic "must" -> "don't need to" (NOPE:
#: "curricula don't need to be restructured"; IMPPRES Table 4 negates necessity as "need to").
NOT_THE_CASE = "It's not the case that", "It is not the case that"
#: Conjunct adverbs (Quirk et al. 1985 §8.134-8.137) that open a sentence set off by a comma
#: and link it to the one before: kept ahead of "It's not the case that" (stop 56, ng28).
CONNECTIVE_ADVERBS = frozenset(
    {"however", "therefore", "moreover", "furthermore", "thus", "hence", "besides"}
    | {"nevertheless", "nonetheless", "meanwhile", "consequently", "still", "also", "indeed"}
)  # fmt: skip
#: Subjects that take "do" rather than "does".
NON_THIRD_SINGULAR = frozenset({"i", "you", "we", "they"})
#: Opening quotation marks a sentence may start with.
OPENING_QUOTES = frozenset({'"', "``", "\u201c", "'", "\u2018"})


def _third_singular(noun: Token) -> bool:
    """Does the subject head ``noun`` take "does"? Not a plural the tagger read as singular
    ("curricula": its lemma differs from the word), a coordination, or I/you/we/they."""
    if noun.lower_ in NON_THIRD_SINGULAR or any(c.dep_ == "conj" for c in noun.children):
        return False
    if noun.tag_ in ("NN", "NNP"):
        lemmas = getAllLemmas(noun.lower_, upos="NOUN").get("NOUN", (noun.lower_,))
        return noun.lower_ in lemmas  # "curricula" -> "curriculum": a plural
    return noun.lower_ in ("he", "she", "it", "this", "that") or noun.tag_ in ("CD", "DT")


#: Personal pronouns whose person and number fix the present form of "do" (Quirk et al. 1985
#: §10.34-10.35 on subject-verb concord: only the third person singular takes "-s").
_CONCORD_PRONOUNS = {
    "i": "VBP", "you": "VBP", "we": "VBP", "they": "VBP", "he": "VBZ", "she": "VBZ", "it": "VBZ",
}  # fmt: skip


def _concord_tag(tag: str, subject: Span | None, head: Token) -> str:
    """The present tag of the added "do" agreeing with ``head``'s subject when the subject is
    a personal pronoun, directly or as the antecedent of a relative pronoun ("we needs" ->
    "we do not need", "they who knows" -> "they who do not know"), else ``tag``.

    The source's own agreement slip ("we needs", a typo or a dialect form) is no reason to
    write a second one: the added operator is the premise writer's, and it takes the subject's
    concord (Quirk et al. 1985 §10.34; Huddleston & Pullum 2002 ch. 5 §18), as the modal
    branch already does (``_third_singular``). A noun subject keeps the verb's tag: its number
    can be notional ("the team are"; Quirk et al. 1985 §10.36), and a past "did" has no
    concord to get wrong. Stop 95 (ng10; blind review s9501 verb-020)."""
    if tag not in ("VBZ", "VBP") or subject is None:
        return tag
    noun = subject.root
    if noun.lower_ in RELATIVE_PRONOUNS and head.dep_ == "relcl":
        noun = head.head  # the relative pronoun agrees with its antecedent (Quirk §10.35)
    if any(c.dep_ == "conj" for c in noun.children):
        return tag
    return _CONCORD_PRONOUNS.get(noun.lower_, tag)


def lower_first_word(text: str) -> str:
    return text[:1].lower() + text[1:]


def _negate_above_only(doc: Doc, head: Token, contract: bool) -> Rewritten | None:
    """Negate a sentence whose subject is focused by "only" from above: "In 1990 only Lee
    competed" -> "It's not the case that in 1990 only Lee competed" (flag ``only-wide-negation``).

    "Only Lee didn't compete" puts the negation below the particle, only(not p), whose assertion
    and presupposition differ from the original's (Horn 1969); the negation of the sentence has
    "not" above "only", as IMPPRES's only paradigms have it ("wasn't only biking"). On a subject,
    "Not only Lee competed" needs a continuation ("..., but also ..."; Quirk et al. 1985 §13.28),
    so the negation is written from outside as NOPE's experts did for "must" (NOT_THE_CASE).
    None when the clause is not the whole sentence (a coordinated or embedded clause), or the
    sentence opens with a conjunction, an interjection or a quotation mark."""
    if any(c.dep_ == "conj" and subject_of(c) is not None for c in head.children):
        return None
    if head.dep_ == "conj":
        return _negate_only_conjunct(doc, head, contract)
    if head.dep_ != "ROOT":
        return None
    sent = head.sent
    first = doc[sent.start]
    frame = NOT_THE_CASE[0] if contract else NOT_THE_CASE[1]
    if first.dep_ == "cc" and first.i + 1 < sent.end:  # "And it's not the case that only ..."
        first, frame = doc[first.i + 1], lower_first_word(frame)
    first, frame = frame_after_connective(first, frame)  # "However, it's not the case ..." (dl4)
    if first.dep_ in ("cc", "intj", "discourse") or first.is_punct:
        return None
    edit = SurfaceEdit(doc)
    comma = doc[first.i + 1] if first.i + 1 < sent.end else None
    if first.lower_ in CONNECTIVE_ADVERBS and comma is not None and comma.text == ",":
        # "However, only 33% worry" -> "However, it's not the case that only 33% worry": a
        # conjunct adverb links the sentence to the one before and stays outside the denied
        # proposition, ahead of the frame (Quirk et al. 1985 §8.134-8.137; stop 56, ng28)
        nxt = doc[comma.i + 1]
        particle = nxt.lower_ in EXCLUSIVE_PARTICLES
        edit.replace(nxt, nxt.text.lower() if particle else lower_first(nxt))
        edit.insert_before(nxt, lower_first_word(frame) + " ")
        return Rewritten(edit.render(), True, "negation:add:wide", ("only-wide-negation",))
    particle = first.lower_ in EXCLUSIVE_PARTICLES  # "Only" is no name, whatever its tag
    edit.replace(first, first.text.lower() if particle else lower_first(first))
    edit.insert_before(first, frame + " ")
    return Rewritten(edit.render(), True, "negation:add:wide", ("only-wide-negation",))


def _negate_only_conjunct(doc: Doc, head: Token, contract: bool) -> Rewritten | None:
    """The last of two main clauses joined by "and"/"but", its subject focused by "only", negated
    from above inside its own conjunct: "The canvas keeps its size and only the visible area
    was trimmed" -> "... and it's not the case that only the visible area was trimmed".

    The clause negation the parser would put on the verb lands under "only" ("only the visible
    area wasn't trimmed" asserts that nothing else was left untrimmed: Horn 1969; Atlas 1993),
    and "not only the visible area was trimmed" asks for a "but also" continuation (Quirk et al.
    1985 §13.28, §13.40); the frame is the one ``_negate_above_only`` puts on a whole sentence,
    here after the coordinator, which stays outside the denied conjunct as a connective does
    (Quirk et al. 1985 §13.5). None when the conjunct is not a main clause right after its
    coordinator (with or without a comma) or the first conjunct is not the root."""
    subject = subject_span(head)
    if subject is None or head.head.dep_ != "ROOT" or subject.start < 2:
        return None
    cc = doc[subject.start - 1]
    if cc.dep_ != "cc" or cc.lower_ not in ("and", "but") or cc.head.i != head.head.i:
        return None
    first = subject[0]
    if first.lower_ not in EXCLUSIVE_PARTICLES:
        return None
    frame = lower_first_word(NOT_THE_CASE[0] if contract else NOT_THE_CASE[1])
    edit = SurfaceEdit(doc)
    edit.insert_before(first, frame + " ")
    return Rewritten(edit.render(), True, "negation:add:wide", ("only-wide-negation",))


#: Additive subjuncts (Quirk et al. 1985 §8.116) that a writer may set after the verb, before
#: its to-infinitive, focusing the infinitive ("They sought also to win"). Not "even" (its
#: scale reverses under negation: Karttunen & Peters 1979) nor "further" (also a process
#: adjunct, "looked further": Quirk et al. 1985 §8.78).
POSTVERBAL_ADDITIVES = frozenset({"also"})


def postverbal_additive(verb: Token) -> Token | None:
    """The additive "also" right after ``verb`` and before the "to" of its to-infinitive
    complement ("have sought *also* to bring"), else None. Its ordinary place is the medial one
    (Quirk et al. 1985 §8.20, §8.116): the negation puts it there, above the operator as for a
    medial "also" ("also did not seek to bring"), since "also" is assertive and does not go
    under the negation (Klima 1964; Quirk et al. 1985 §10.64); "have not sought also to"
    leaves it stranded inside the negated verb phrase (s1130v)."""
    doc = verb.doc
    if verb.i + 2 >= len(doc):
        return None
    adverb, to = doc[verb.i + 1], doc[verb.i + 2]
    if adverb.lower_ not in POSTVERBAL_ADDITIVES or adverb.dep_ != "advmod" or to.tag_ != "TO":
        return None
    complement = to.head
    if complement.dep_ != "xcomp" or complement.head.i != verb.i:
        return None
    return adverb if adverb.head.i in (verb.i, complement.i) else None


def _negate_must(doc: Doc, head: Token, aux: Token, contract: bool) -> Rewritten:
    """Negate a clause with "must" from outside (see NOT_THE_CASE): "must have" + participle
    or epistemic "must" before a stative verb of knowing or seeming (stop 83, ng20) takes "It's not the case that" before a main clause that starts the sentence
    (after an opening quote), elsewhere it is refused (flag ``must-negation``); any other
    "must" becomes "don't/doesn't need to"."""
    rule = "negation:add:modal"
    subject = subject_span(head)
    after = doc[aux.i + 1] if aux.i + 1 < len(doc) else None
    # "he must know that ...", "it must seem odd", "he must be joking": epistemic "must" (the
    # speaker's inference; clause_scope.epistemic_modal), whose "doesn't need to know" would be
    # the negation of an obligation the sentence never states (blind review s1205j). Not "can't
    # know" either: the usual negative of epistemic "must" (Palmer 2001 §3.2; H&P 2002 ch. 3
    # §9.8) is the contrary, not the contradictory, and "can't" before a verb of knowing reads
    # as inability ("he can't know" = he is in no position to know; Coates 1983 ch. 4 on root
    # "can"). It is negated from outside like "must have" (NOT_THE_CASE) or refused
    modal = epistemic_modal(head, "negated")
    epistemic = modal is not None and modal.i == aux.i
    if (after is None or after.lower_ != "have") and not epistemic:
        edit = SurfaceEdit(doc)
        noun = subject.root if subject is not None else None
        if noun is not None and noun.lower_ in RELATIVE_PRONOUNS and head.dep_ == "relcl":
            # "a proof, which must demonstrate" -> "which does not need to": a relative
            # pronoun agrees with its antecedent (Quirk et al. 1985 §10.35), not as "which"
            noun = head.head
        do = "does" if noun is not None and _third_singular(noun) else "do"
        form = do + "n't" if contract else do + " not"
        verb_group = min(
            [head.i, *(c.i for c in head.children if c.dep_ in AUX_DEPS and c.i > aux.i)]
        )
        between = doc[aux.i + 1 : verb_group]
        if len(between) > 1 and all(t.dep_ not in SUBJECT_DEPS for t in between):
            # "must in most cases prove" -> "does not in most cases need to prove": an adverbial
            # phrase between the modal and its verb stays between the operator and the verb
            # group, in the medial position it had (Quirk et al. 1985 §8.20); "need to in most
            # cases prove" splits the infinitive with a phrase, where a split is natural only
            # with a one-word adverb, which stays by its verb: "does not need to constantly
            # check" (Quirk et al. 1985 §15.21; H&P 2002 ch. 14 §3.2)
            edit.insert_before(doc[verb_group], "need to ")
        else:
            form += " need to"
        edit.replace(aux, capitalise(form) if aux.text[:1].isupper() else form)
        return Rewritten(edit.render(), subject is not None, rule, ("must-need-to",))
    start = head.sent.start
    while start < head.i and doc[start].text in OPENING_QUOTES:
        start += 1
    first = doc[start]
    if head.dep_ != "ROOT" or subject is None or first.i != subject.start:
        return Rewritten(doc.text, False, "negation:none", ("must-negation",))
    frame = NOT_THE_CASE[0] if contract else NOT_THE_CASE[1]
    edit = SurfaceEdit(doc)
    edit.replace(first, lower_first(first))
    edit.insert_before(first, frame + " ")
    return Rewritten(edit.render(), True, rule, ("must-wide-negation",))


#: Finite clauses that modify a noun or the main clause: negation added there is not the
#: negation of the sentence.
SUBORDINATE_DEPS = frozenset({"relcl", "acl", "advcl"})


def _subordinate(head: Token) -> bool:
    """Is ``head``'s finite clause (or the clause it is a conjunct of) a relative or adverbial
    clause?

    A negation added there leaves the sentence asserted and changes what a noun phrase refers
    to or when the main event happened ("This would be the third year I hadn't looked after
    her garden", "As she didn't walk in, the lights went out"): not the negation of the
    sentence that a projection test needs (Chierchia & McConnell-Ginet 1990 ch. 6: the family
    of sentences embeds the whole sentence; NOPE App. C negates the main clause). Blind review
    round 34, class 2. A preposed temporal clause is moved by ``negate`` instead, and the
    complement of a verb of saying is NOPE's "innocent embedding" and stays clean, and so does
    a postposed "though"/"although" clause, an asserted afterthought (Quirk et al. 1985 ch. 15;
    ``clause_scope.CONCESSIVE_MARKS``; the verb-complement annotators negate in it).

    A supplementary relative clause ("Ada Lovelace, who didn't show that ...") is no such
    clause either (stop 46, fl4): it restricts nothing, so the negation leaves every reference
    as it was, and it makes an assertion of its own (``syntax.supplementary_relative``; Quirk et
    al. 1985 §17.22), whose negation denies the trigger's clause as a main clause's would."""
    cur = head
    while cur.dep_ == "conj" and cur.head.i != cur.i:
        cur = cur.head
    finite = finite_auxiliary(cur) is not None or cur.tag_ in FINITE_VERB_TAGS
    afterthought = cur.i > cur.head.i and concessive_clause(cur)  # "..., though I don't think"
    supplement = supplementary_relative(cur)
    restrictive = _participant_relative(cur)
    if finite and _embedded_wh_clause(cur):
        return True
    if (
        finite
        and cur.dep_ == "pcomp"
        and cur.head.pos_ in ("ADP", "SCONJ", "VERB")
        and not _free_choice_object(cur)
    ):
        # "provided that alternative ways were found", "given they could have wanted", "of
        # whether the plaintiff made a mistake": a finite clause after a preposition or a
        # participle-derived subordinator ("given", "provided", "except") is an adverbial or
        # interrogative content clause (Quirk et al. 1985 §14.12 note, §15.2 on the marginal
        # subordinators; Huddleston & Pullum 2002 ch. 11 §5); negated, it sets another condition
        # or asks another question and leaves the sentence asserted (stop 53, ng24)
        return True
    if finite and _bare_that_purpose_clause(cur):
        return True
    return (
        cur.dep_ in SUBORDINATE_DEPS
        and finite
        and not afterthought
        and not supplement
        and not restrictive
    )


def _bare_that_purpose_clause(clause: Token) -> bool:
    """ "She fasted seven days, that she might fulfill the vows", "Bring it near, that I may
    eat": a finite clause opened by a bare "that" after a comma, with "may"/"might", is the
    formal or archaic purpose clause (``syntax.finite_purpose_clause``: Quirk et al. 1985
    §15.48; Huddleston & Pullum 2002 ch. 8 §14), which the parser takes for a content clause
    (ccomp) of a verb that has none. A purpose clause states an aim, not a fact the sentence
    asserts, so a negation put inside it ("that she might not fulfill the vows") turns the aim
    into its opposite and leaves the sentence asserted: no negation of the sentence (NOPE App. C
    negates the main clause; blind review s1205q pres-079). A content clause ("She said that
    she might come") has no comma before "that" and stays."""
    if clause.dep_ not in ("ccomp", "advcl") or clause.i < clause.head.i:
        return False
    return finite_purpose_clause(clause)


#: Determiners of a free-choice noun phrase ("whatever reason", "whichever way"): Quirk et al.
#: 1985 §6.62, §15.8; Huddleston & Pullum 2002 ch. 12 §6 (fused relatives with "-ever").
_FREE_CHOICE_DETERMINERS = frozenset({"whatever", "whichever"})


def _free_choice_object(clause: Token) -> bool:
    """Is the "clause" after a preposition really the preposition's free-choice noun phrase
    followed by the main verb ("The settlement for whatever reason ceased to become
    permanent": the parser took "whatever reason" for the subject of "ceased")?

    "for whatever reason", "in whichever way" are noun phrases, adverbials of reason or manner
    (Quirk et al. 1985 §6.62, §15.8), not clauses: a "whatever N" subject right after the
    preposition leaves the verb after it the sentence's own, and its negation no negation of a
    subordinate clause (stop 54, ng25: the verb-veridicality item lost in stop 53)."""
    subject = subject_of(clause)
    if subject is None or subject.i > clause.i:
        return False
    first = min(t.i for t in subject.subtree)
    return (
        first == clause.head.i + 1
        and clause.doc[first].lower_ in _FREE_CHOICE_DETERMINERS
        and subject.i == first + 1
    )


#: Dependencies of a wh-clause embedded as a complement (of a verb, preposition or copula). A
#: free relative as subject ("What the son said was true") is left alone: it refers to a thing,
#: and stop 42 (round 3) keeps its negation.
EMBEDDED_CLAUSE_DEPS = frozenset({"ccomp", "attr", "pcomp", "pobj", "dobj"})
WH_WORD_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})


def _embedded_wh_clause(clause: Token) -> bool:
    """Is ``clause`` a wh-clause embedded as a complement, an interrogative content clause or a
    free relative object ("Visitors ask what shampoo they use", "That's how the estate was
    divided", "What the next move will be, only time will tell")? A negation added inside it changes which thing is asked about or identified
    ("ask what shampoo they don't use", "that's how the estate wasn't divided") and leaves the
    sentence asserted: no negation of the sentence (Huddleston & Pullum 2002 ch. 11 §5 on
    interrogative content clauses, ch. 12 §6 on fused relatives; Karttunen 1977: the clause
    denotes a question, whose negation is another question; stop 50, ng18)."""
    heads = {clause.i}
    if clause.dep_ in AUX_DEPS:
        clause = clause.head  # the parser's "was" heading "how the estate was divided"
        heads.add(clause.i)
    if clause.dep_ not in EMBEDDED_CLAUSE_DEPS or clause.head.i == clause.i:
        return False
    first = clause.left_edge
    if first.tag_ not in WH_WORD_TAGS or first.i >= clause.i or first.lower_.endswith("ever"):
        return False  # "for whatever reason": a concessive phrase the parser hung here
    owner = first.head
    while owner.pos_ not in ("VERB", "AUX") and owner.head.i != owner.i:
        owner = owner.head
    if owner.dep_ in AUX_DEPS:
        owner = owner.head  # "how" hung on the auxiliary "was" of "was divided"
    while owner.i not in heads and owner.dep_ == "xcomp" and owner.head.i != owner.i:
        # "what we need to do": the gap of a fused relative may sit in a non-finite complement
        # of the clause's verb, an unbounded dependency (Huddleston & Pullum 2002 ch. 12 §6;
        # stop 56, ng28)
        owner = owner.head
    if owner.i not in heads:
        return False  # "When the child rises, the teacher takes hold": an adverbial clause's
    if first.lower_ == "why" and (clause.dep_ == "attr" or clause.head.lemma_ == "be"):
        return False  # "That's why we didn't try": a result connective, the clause asserted
    return first.lower_ not in ("that", "which") or first.i == clause.i - 1


#: Relative adverbs that make a relative clause a time or place adjunct ("the peak, when it
#: included ...", "the town where he lived"): Quirk et al. 1985 §17.10-17.12.
_ADVERBIAL_RELATIVIZERS = frozenset({"when", "whenever", "where", "wherever", "while"})
#: Ordinals and exclusives that rank an antecedent over its relative clause ("the first/only").
_RANKING_WORDS = frozenset({"first", "last", "next", "only", "second", "third"})
#: WordNet lexicographer files of the antecedents that make a relative clause a time or place
#: adjunct with no relative word ("the third year I hadn't looked after her garden").
_SETTING_LEXNAMES = frozenset({"noun.time", "noun.location"})


def _predicative_be(be: Token) -> bool:
    """A bare finite "be" whose only complement after it is a predicative phrase, a preposition
    phrase, an adjective or a participle ("... are under investigation", "... is rare"), with no
    noun phrase after it. Locative inversion puts the subject after "be" ("Among the stories is
    one ...": the postverbal noun phrase is the subject, Bresnan 1994), so with no noun phrase
    after "be" there is no inverted subject, and the noun before it is the subject (stop 49,
    fl7: "Along with X, Y's ministers are under investigation")."""
    after = [c for c in be.children if c.i > be.i and not c.is_punct]
    if any(c.dep_ in ("attr", "nsubj", "nsubjpass", "dobj", "expl", "npadvmod") for c in after):
        return False
    return any(c.dep_ in ("prep", "acomp") for c in after)


def noun_read_as_adverb(verb: Token) -> Token | None:
    """The subject of a finite ``verb`` the tagger read as an adverb for its "-ly" ending
    ("In some cases polydactyly appears to ...", "anomaly", "monopoly"): the word right before
    the verb, attached to it as an adverb, that WordNet lists as a noun and never as an adverb.
    A finite declarative clause has a subject (H&P 2002 ch. 4 §1) and a preverbal noun with no
    preposition is it; a real adverb there ("Probably seems ...") has an adverb sense and is
    left alone (stop 49, fl8)."""
    if verb.tag_ not in ("VBZ", "VBD", "VBP") or verb.i == 0:
        return None
    prev = verb.doc[verb.i - 1]
    if prev.dep_ != "advmod" or prev.head.i != verb.i or not prev.lower_.endswith("ly"):
        return None
    if wordnet().synsets(prev.lower_, "r") or not wordnet().synsets(prev.lower_, "n"):
        return None
    return prev


def folded_subject(head: Token) -> Token | None:
    """The subject noun, if the parser folded the subject of ``head``'s clause into a fronted prepositional
    phrase that runs right up to the verb ("To these people, solidarity and unity with China
    should be ...", "From a great distance thunder growled and ...")?

    A declarative clause has a subject before its verb unless it is inverted (Quirk et al.
    1985 §18.23 on subject-verb inversion after a fronted adverbial; locative inversion,
    Bresnan 1994, puts the subject after "be" or an intransitive verb); so when a fronted
    phrase ends on a noun right before a non-inverted verb group, that noun is the subject
    the tagger missed, and the negation, which takes its agreement from the finite verb or
    auxiliary, is no guess (stop 47 audit, fl5: "no-subject" on such sentences misfired).
    Not for a bare "be" or a verb with an object after it ("Among the stories is one ...",
    "Behind the house stood a barn"): there the noun after the verb may be the subject. The
    token returned is the last noun of the fronted phrase, right before the verb group."""
    first = head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    group = [first, *(c for c in first.children if c.dep_ in AUX_DEPS and c.i < first.i)]
    start = min(t.i for t in group)
    doc = first.doc
    if start == 0 or doc[start - 1].pos_ not in ("NOUN", "PROPN"):
        return None
    fronted = next(
        (
            c
            for c in first.children
            if c.dep_ == "prep" and c.i < start and c.right_edge.i == start - 1
        ),
        None,
    )
    if fronted is None or fronted.i != first.left_edge.i:
        return None
    if len(group) == 1 and first.tag_ not in FINITE_TAGS:
        return None
    if len(group) == 1 and first.lemma_ == "be" and not _predicative_be(first):
        return None
    if first.lemma_ != "be" and any(
        c.dep_ in ("dobj", "attr", "nsubj", "expl") and c.i > first.i for c in first.children
    ):
        return None
    return doc[start - 1]


def _participant_relative(clause: Token) -> bool:
    """Is ``clause`` a restrictive relative clause on a participant noun ("views that don't
    explore X", "a sport in which two teams don't use sticks", "a man who didn't know")?

    Negated, such a clause is the trigger's own clause, and a presupposition of a trigger in
    it projects through the negation as from a main clause (Karttunen 1973: negation is a hole
    wherever it stands; Beaver 2001 ch. 2 on relative clauses as holes); the description the
    sentence makes of the noun is denied, not a time or a cause the main clause hangs on, so
    the premise keeps its coherence (the judges kept such pairs: stop 47 audit, fl5). A
    relative clause that places the main event in time or space ("the third year I hadn't
    looked after her garden", "its peak, when it didn't include ...") is an adverbial in all
    but form (Quirk et al. 1985 §17.10-17.12) and stays a subordinate clause."""
    if clause.dep_ != "relcl" or clause.head.pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    if any(t.lower_ in _ADVERBIAL_RELATIVIZERS for t in clause.subtree if t.i < clause.i):
        return False
    noun = clause.head
    if any(
        c.dep_ in ("amod", "nummod") and (c.tag_ == "JJS" or c.lower_ in _RANKING_WORDS)
        for c in noun.children
    ):
        # "the first strange thing he hadn't done": under an ordinal or superlative the
        # relative clause is the domain of the ranking (Bhatt 2002 on adjectival modification
        # of relatives), and its negation ranks other things
        return False
    if noun.pos_ != "NOUN":
        return True
    senses = wordnet().synsets(noun.lemma_.lower(), "n")
    return not (senses and senses[0].lexname() in _SETTING_LEXNAMES)


#: Links from a clause up to the clause that governs it inside whose negation's scope it lies:
#: complements (content clauses, infinitives, gerunds, clausal subjects), restrictive relative
#: and noun-complement clauses, and the nominal links (object, predicative, prepositional
#: object) that carry such a clause's noun phrase up to its verb (Quirk et al. 1985
#: §10.64-10.66: the scope of "not" runs from it to the end of its clause, embedded clauses
#: included). Not the subject, which stands before the negation and outside its scope ("That
#: this behavior did not rank high did not surprise me": NOPE's experts write it). Coordination ("conj": a sister, not a governor), adverbial clauses (mostly outside
#: the focus of a clause negation) and supplements (their own assertions) stop the climb.
_GOVERNED_DEPS = frozenset(
    {"ccomp", "xcomp", "relcl", "acl", "pcomp", "dobj", "attr", "pobj", "prep", "oprd", "acomp"}
)  # fmt: skip
#: Negative subjects of a governing clause ("Nobody thinks that p"): Quirk et al. 1985 §10.55.
_NEGATIVE_SUBJECTS = frozenset({"nobody", "nothing", "none", "noone", "neither"})


def governing_negation(head: Token) -> Token | None:
    """The negation of a clause that governs ``head``'s clause, when ``head``'s clause lies in
    its scope ("I do not think [I can continue]", "that's not a movie [people want to see]",
    "Nobody believes [he left]"), or None.

    A negation added to ``head``'s clause then makes a double negation ("I do not think I
    can't continue", "not a movie people do not want to see"), which is no denial of the
    sentence: the finite clause that holds the trigger is negated, and a clause that is already
    negative, or inside a negative one, gets no second negation (Quirk et al. 1985 §10.54-10.60
    on clause negation and its scope; Huddleston & Pullum 2002 ch. 9 §4.3 on multiple negation:
    two negations cancel or read as a puzzle). Under a neg-raising verb it even restores the
    sentence's own reading: "I don't think you don't understand" = "I think you understand"
    (Horn 1989 ch. 5). The climb stops at a coordination (a sister clause's negation, "did not
    disagree ... but felt that X would cease", is no governor), an adverbial clause and a
    supplementary relative or parenthesis (asserted on their own: Quirk et al. 1985 §17.22)."""
    cur = head
    while cur.dep_ == "conj" and cur.head.i != cur.i:
        cur = cur.head
    while cur.head.i != cur.i:
        if cur.dep_ not in _GOVERNED_DEPS or supplementary_relative(cur):
            return None
        if cur.dep_ in ("ccomp", "relcl", "acl") and inside_brackets(cur):
            return None
        if _juxtaposed_before(cur):
            return None
        gov = cur.head
        if gov.pos_ in ("VERB", "AUX"):
            neg = _negation_of(gov)
            if neg is not None:
                return neg
            subject = subject_of(gov)
            if subject is not None and subject.lower_ in _NEGATIVE_SUBJECTS:
                return subject
            if subject is not None and any(
                c.dep_ == "det" and c.lower_ == "no" for c in subject.children
            ):
                return subject  # "No one believes ...", "No critic thinks ..."
        cur = gov
        while cur.dep_ == "conj" and cur.head.i != cur.i:
            cur = cur.head
    return None


#: Marks that join two clauses side by side without subordinating either (Quirk et al. 1985
#: §13.21, §13.24 on asyndetic coordination; the dash and the semicolon/colon of §III.13-III.17).
_JUXTAPOSING_MARKS = frozenset({";", ":", "--", "\u2014", "\u2013"})


def _juxtaposed_before(clause: Token) -> bool:
    """Is ``clause``, taken for a complement of a later verb, set off from that verb by a dash,
    semicolon or colon ("Both hands covered his face -- no words could explain what happened")?

    The scope of a clause negation runs from the negator rightwards to the end of its clause
    (Quirk et al. 1985 §10.64; Huddleston & Pullum 2002 ch. 9 §1.3): a clause standing before
    the negative clause and cut off from it by such a mark is a juxtaposed clause of its own,
    which the parser hung on the next verb, not a complement in the negation's scope. (A
    fronted complement is set off by a comma at most: "That he left, I don't believe".) The
    loss of one NOPE item in stop 53 was this (stop 54, ng25)."""
    gov = clause.head
    if clause.dep_ != "ccomp" or clause.i > gov.i:
        return False
    end = max(t.i for t in clause.subtree)
    return any(t.text in _JUXTAPOSING_MARKS for t in clause.doc[end + 1 : gov.i])


def coordinated_operators(head: Token) -> Token | None:
    """The other modal of two coordinated operators that share ``head``'s verb ("we cannot,
    and we must not, forget that p", "We can and must act"), else None: a stranded modal
    conjunct of ``head`` with no verb of its own, or a second modal auxiliary of ``head``
    joined to the first by a coordinator.

    The shared verb is right-node raised out of both conjuncts (Quirk et al. 1985 §13.90 on
    coordinated auxiliaries; Huddleston & Pullum 2002 ch. 15 §4.4 on right nonce
    constituents), so each operator has its own polarity: adding or removing one "not" changes
    one conjunct ("*we cannot, and we must, forget") and leaves a sentence that neither denies
    nor restates the source (stop 104, pr245; review: "removing one 'not' gives incoherent
    'we cannot, and we must, forget'"). No negation of such a clause is written."""
    if head.dep_ == "conj":
        other = head.head
        if other.tag_ == "MD" and not any(
            c.dep_ in ("xcomp", "ccomp", "dobj", "attr", "acomp") for c in other.children
        ):
            return other
    modals = [c for c in head.children if c.dep_ == "aux" and c.tag_ == "MD" and c.i < head.i]
    if len(modals) >= 2 and any(
        c.dep_ == "cc" and modals[0].i < c.i < modals[-1].i for c in head.children
    ):
        return modals[-1]
    return None


def _refusal(head: Token, target: Token | None) -> str | None:
    """Why no negation of ``head``'s clause should be produced at all (see :func:`negate`)."""
    if misread_main_clause(head):
        return "main-clause-unclear"
    if gapped_conjunct(head):
        return "gapped-conjunct"
    if gapped_modal_remnant(head):
        return "gapped-modal"  # "...; the pulse become small": see the function (im03)
    if locative_inversion(head) is not None and head.lemma_ != "be" and not left_auxiliaries(head):
        # "*Behind the house doesn't lie a garden": an inverted lexical verb takes no do-support
        # (Bresnan 1994; Hooper & Thompson 1973); with "be" or an auxiliary the negation stays
        # in place ("Among the guests weren't two senators")
        return "locative-inversion"
    if misparsed_locative_inversion(head) is not None:
        # "*From the hills didn't come a cold wind": the postposed subject parsed as an object
        return "locative-inversion"
    if comparative_correlative(head) is not None:
        # "The closer she got, the more Chizuru couldn't see that ...": a negated half asserts
        # a correlation with a negative, not the denial of the correlation (clause_scope)
        return "comparative-correlative"
    if quotative_inversion(head):
        # '"...," didn't say Robert Bretz': a quoting clause inverts only with a simple verb
        # form (Quirk et al. 1985 §14.29; clause_scope.quotative_inversion)
        return "quotative-inversion"
    if inverted_declarative(head) is not None:
        # "Only once doesn't anyone recall ...", "Only then didn't she realize ...": the
        # negation stays below the fronted phrase that the inversion gives scope over the
        # clause (clause_scope.inverted_declarative)
        return "already-inverted"
    if free_relative_clause(head) is not None:
        # "Whoever doesn't find the ring gets to keep it": the negation scopes over the fused
        # relative, a noun phrase, not over the sentence (clause_scope.free_relative_clause)
        return "free-relative"
    if head.dep_ == "ROOT" and inside_brackets(head):
        # the parser took a verb of a bracketed aside for the main verb: "Jan Weber (born
        # 1920; didn't die 1997) was a diplomat" negates no clause of the sentence
        return "bracketed-clause"
    return None


#: Plural demonstratives that make "one of these/those N" a kind-level indefinite, no specific
#: partitive (``_partitive_one_under_negation``; Diessel 1999 ch. 5; Carlson 1977).
_KIND_DEMONSTRATIVES = frozenset({"these", "those"})

#: Words before "one" that make it a number, not the indefinite partitive: "more than one of",
#: "at least one of", "only one of", "not one of", "each one of", "the one of", and "as one
#: of" (a predicative "as", Quirk et al. 1985 §16.46).
_NUMERIC_ONE_BEFORE = frozenset(
    {"than", "least", "most", "only", "just", "exactly", "not", "no", "each", "every"}
    | {"any", "the", "this", "that", "which", "as"}
)


def _partitive_one_under_negation(head: Token) -> Token | None:
    """An indefinite partitive "one of the/its N" after ``head`` in the scope of a negation
    added on it (``_in_negation_scope``), or None.

    Under a clause negation the specific indefinite takes wide scope: "won't be included in
    one of the buckets" says that there is a bucket it won't be in, not the denial of "will be
    included in one of the buckets", which needs the negative-polarity "any of the buckets"
    (Ladusaw 1979 on NPI licensing; Quirk et al. 1985 §10.59-10.62 on assertive and
    non-assertive forms; Fodor & Sag 1982 on specific indefinites). Flagged
    ``ppi-under-negation:one`` like the other positive polarity items with no clean swap here.
    A counted "one" ("more than one of", "only one of") is a number, left, and so is a
    predicative one ("isn't one of the founders", "wasn't counted as one of them"): it
    classifies the subject and refers to no individual, so the negation denies the
    classification as such (Quirk et al. 1985 §10.8 on non-referring predicative noun
    phrases; stop 79, ng16).

    Nor "one of these/those N" (stop 95, fl88): with a demonstrative the partitive picks a
    member of a kind the demonstrative points at, the product in hand ("one of these") or a
    sort the hearer is asked to recognise ("one of those nozzles like you see at salad bars"):
    the recognitional and kind-referring uses of the demonstratives (Diessel 1999 ch. 5 on
    the recognitional use; Lakoff 1974, "Remarks on this and that"; Carlson 1977 on reference
    to kinds). Such a kind-level indefinite takes narrow scope under a clause negation as
    "a"/"an" does ("I don't own one of those" = I own none of that kind), so the negated
    sentence is the plain denial: the judges kept both such negations they saw (one "those",
    one "these") and rejected none."""
    doc = head.doc
    verb = main_verb(head)
    for tok in _in_negation_scope(verb):
        if tok.lower_ != "one" or tok.i + 2 >= len(doc) or doc[tok.i + 1].lower_ != "of":
            continue
        if doc[tok.i + 2].tag_ not in ("DT", "PRP$") or doc[tok.i + 2].lower_ in ("a", "an"):
            continue
        if doc[tok.i + 2].lower_ in _KIND_DEMONSTRATIVES:
            continue  # "didn't grab one of these", "didn't come with one of those N"
        if tok.i > 0 and doc[tok.i - 1].lower_ in _NUMERIC_ONE_BEFORE:
            continue
        if any(c.dep_ in ("advmod", "quantmod", "neg") for c in tok.children):
            continue
        if tok.dep_ in ("attr", "oprd", "acomp"):
            continue
        if _below_lower_verb(tok, verb):
            continue
        return tok
    return None


def _below_lower_verb(tok: Token, verb: Token) -> bool:
    """Is ``tok`` inside a non-finite complement of ``verb`` ("didn't happen to have a pen in
    one of his pockets"), not one of ``verb``'s own phrases? A negation on the matrix verb
    denies the matrix predicate ("didn't happen to", "didn't want to"), and the indefinite two
    predicates down is no part of what the denial is about: the negation associates with the
    verb it sits on (Horn 1989 §6.3; Jackendoff 1972 ch. 8), the way Ross & Pavlick 2019's
    annotators negated such sentences (the veridicality gold keeps "in one of his pockets")."""
    return under_other_verb(tok, verb)


#: Links between a clause head and a lower clause of its own: the relative's host must be in
#: ``head``'s clause (an infinitive or a preposition phrase of it), not in a finite clause below.
_LOWER_CLAUSE_DEPS = frozenset({"ccomp", "advcl", "relcl", "csubj", "csubjpass", "acl", "conj"})


def _clausal_antecedent(host: Token, relative: Token) -> bool:
    """Does the ", which" of ``relative`` take a clause, not the noun ``host``, as antecedent?
    So when the parser hung it on a verb or adjective, or when the host is a plural noun and the
    relative's verb singular ("grains, which makes"): a plural cannot be its antecedent, the
    clause is (Huddleston & Pullum 2002 ch. 12 §4.4). An indefinite noun antecedent is
    ``clause_scope.supplement_on_negated_indefinite``'s (stop 77, ng12)."""
    if host.pos_ in ("VERB", "AUX", "ADJ"):
        return True
    if agreeing_word(relative).tag_ != "VBZ":
        return False
    conjuncts = [t for t in host.subtree if t.dep_ == "conj" and t.head.i == host.i]
    if not conjuncts:
        return host.tag_ == "NNS"
    # a coordinated antecedent: "X and Y" is plural; "X or Y" agrees with the nearer disjunct
    # (Quirk et al. 1985 §10.41), so "spray or particles, which makes" cannot take it either
    joined_by_or = any(c.dep_ == "cc" and c.lower_ == "or" for c in host.children)
    return not joined_by_or or conjuncts[-1].tag_ == "NNS"


def comma_which_clauses(head: Token, deps: tuple[str, ...]) -> Iterator[Token]:
    """The verbs of the clauses after ``head`` in its subtree, attached by one of ``deps``,
    that open with a comma and "which" (", which makes it rough"): the candidates for a
    sentential relative, whose "which" may take the whole clause before it as antecedent
    (Quirk et al. 1985 §15.57; Huddleston & Pullum 2002 ch. 12 §4.4). The one walk for the
    callers that then test where the clause ends and what it comments on
    (:func:`denied_relative_antecedent`; ``complement.sentential_relative``)."""
    doc = head.doc
    for rel in head.subtree:
        if rel.i < head.i or rel.dep_ not in deps:
            continue
        first = rel.left_edge
        if first.lower_ != "which" or first.i < 1 or doc[first.i - 1].text != ",":
            continue
        yield rel


def denied_relative_antecedent(head: Token) -> Token | None:
    """The verb of a comma-set ", which ..." sentential relative that closes ``head``'s clause
    (``_clausal_antecedent``), or None.

    Its "which" takes the clause as antecedent and comments on the event that an added negation
    now denies (Huddleston & Pullum 2002 ch. 12 §4.4; Quirk et al. 1985 §15.57), while a
    supplementary relative stays asserted outside the negation's scope (Potts 2005 ch. 4): "does
    not seem to be made of grains, which makes it feel rough" asserts a consequence of what it
    denies (s1204u verb-050). A relative on a noun ("the grains, which are visible") is left."""
    doc = head.doc
    sent_end = head.sent.end
    for rel in comma_which_clauses(head, ("relcl", "advcl", "ccomp")):
        if any(not t.is_punct for t in doc[rel.right_edge.i + 1 : sent_end]):
            continue
        walk = rel.head
        while walk.i != head.i and walk.dep_ not in _LOWER_CLAUSE_DEPS and walk.head.i != walk.i:
            walk = walk.head
        if walk.i != head.i:
            continue  # the relative belongs to a lower clause ("... that uses masks, which ...")
        host = rel.head
        if _clausal_antecedent(host, rel):
            return rel
    return None


def _list_subject_sharer(head: Token) -> Token | None:
    """The first verb of a verb-phrase list "V1, V2(,) and V3" whose subject ``head``, a later
    member, shares, where the parser hangs the coordinator on a middle member rather than on
    the first ("She crouched, opened her kit, and didn't take out her pad";
    :func:`pipeline.syntax.subject_sharer` looks at the first only). In a list the final
    coordinator joins every member, and all share the first one's subject (Quirk et al. 1985
    §13.19, §13.60; Huddleston & Pullum 2002 ch. 15 §4.3). Not without a coordinator (a comma
    splice, "reached its peak in 1992, didn't fail to reach the threshold": judged bad, stop
    42), nor with "or"/"nor" anywhere in the list (a disjunct is no assertion)."""
    if head.dep_ != "conj":
        return None
    first = head.head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if first.pos_ not in ("VERB", "AUX") or any(c.dep_ == "preconj" for c in first.children):
        return None
    members = [first]
    for member in members:
        members.extend(c for c in member.children if c.dep_ == "conj")
    if head not in members or any(m.pos_ not in ("VERB", "AUX") for m in members):
        return None
    hosts = {m.i for m in members} | {c.i for m in members for c in m.children if c.dep_ == "xcomp"}
    coordinators = [c for c in head.doc if c.dep_ == "cc" and c.head.i in hosts and c.i < head.i]
    if not coordinators and _middle_list_member(head, members):
        # "He sold the farm, stopped drinking, and moved to the city": the middle member of a
        # list "V1, V2, and V3" has its coordinator after it, on the last member (the parser
        # hangs it on V2); the one final coordinator joins every member all the same (Quirk et
        # al. 1985 §13.60), so V2 shares V1's subject as V3 does (issue #11, pr231: the
        # negated premise was flagged ``no-subject``)
        coordinators = [
            c for c in head.doc if c.dep_ == "cc" and c.head.i in hosts and c.i > head.i
        ]
    if not coordinators or any(c.lower_ not in ("and", "but") for c in coordinators):
        return None
    if head.i > 0 and head.doc[head.i - 1].text == "-":
        return None  # "re-opened": one word
    finite = head.tag_ in FINITE_VERB_TAGS or finite_auxiliary(head) is not None
    if first.dep_ == "xcomp" and finite and first.head.pos_ in ("VERB", "AUX"):
        # "She started dancing at 7 and performed in Madrid": a finite conjunct cannot be part
        # of a non-finite complement, the parser hung it on "dancing" for "started"
        first = first.head
    subject = subject_of(first)
    if subject is None or subject.i > first.i or disagrees(subject, head):
        return None
    aux = finite_auxiliary(head)
    if (aux if aux is not None else head).tag_ == "VBZ" and (
        subject.lower_ in ("i", "you", "we", "they") or first.tag_ == "VB"
    ):
        # "I will send you a budget that funds X, protects Y, and meets Z": a third-person
        # "-s" form cannot share "I" or a bare verb's modal; the list is the relative's, which
        # the parser hung on the main verb
        return None
    return first


def _middle_list_member(head: Token, members: list[Token]) -> bool:
    """Is ``head`` a member of a verb-phrase list after a comma, with a later member after it
    ("sold the farm, *stopped* drinking, and moved")? A comma splice has no later member joined
    by a coordinator and is no list (``_list_subject_sharer``)."""
    start = head.left_edge.i
    if start == 0 or head.doc[start - 1].text != ",":
        return False
    return any(m.i > head.i for m in members)


#: Flags of an added negation that refuse the pair (``ok`` False) rather than only warn.
_REFUSING_FLAGS = frozenset(
    {"ambiguous-attachment", "shared-subject", "one-conjunct-negated", "ambiguous-may-not"}
)


#: Epistemic adverbs that, after "may", make the modal epistemic by modal harmony (Lyons 1977
#: §17.2; Coates 1983 ch. 6 on "may perhaps/possibly").
HARMONIC_EPISTEMIC_ADVERBS = frozenset({"perhaps", "possibly", "conceivably"})
#: Subjects that can be granted or refused permission: personal pronouns (H&P 2002 ch. 3 §9.8).
PERSONAL_SUBJECTS = frozenset({"i", "you", "we", "he", "she", "they"})


def _deontic_may_not(aux: Token, after: Token | None, subject: Span | None) -> bool:
    """Would the added "not" turn an epistemic "may" + "perhaps/possibly" with a personal
    subject into a reading of denied permission ("You may perhaps suppose" -> "You may perhaps
    not suppose")? "may not" is ambiguous between epistemic "possibly not" and deontic "not
    permitted" (H&P 2002 ch. 3 §9.8), and with a person as subject the deontic reading comes
    first; the epistemic adverb outscopes the negation (H&P 2002 ch. 9 §2.3), which keeps the
    operator after it but does not disambiguate the modal. Refused (``ambiguous-may-not``);
    "It may perhaps not rain" (no permission for a non-agent) and "might" stay clean."""
    return (
        aux.lower_ == "may"
        and after is not None
        and after.lower_ in HARMONIC_EPISTEMIC_ADVERBS
        and subject is not None
        and subject.start < aux.i
        and len(subject) == 1
        and subject.root.lower_ in PERSONAL_SUBJECTS
    )


def _predicate_after_subordinate(head: Token, aux: Token) -> Token | None:
    """A subjectless participle conjunct ("and always released once ...") that follows an
    adverbial clause of ``head`` and may be ``head``'s second predicate, or None.

    In "The lock is acquired before the block is run and always released once it ends" the
    participle after "and" can share the main clause's auxiliary (a second predicate of "the
    lock", Quirk et al. 1985 §13.60 on shared operators) or the subordinate clause's (the
    parser's choice: "before the block is run and released"). A "not" added to the first
    auxiliary then has no settled scope: over the first predicate alone, over both (Horn
    1989 §6.3 on negation and conjunction: "not (p and q)" between "neither" and "not
    both"), or not over the second at all (blind review s1204o: "isn't acquired ... and
    always released" judged scope-ambiguous). The conjunct must have the head's own form
    (both participles, VBN or VBG), no subject and no auxiliary of its own, and be joined by
    "and" to the head of a finite subordinate clause (``_finite_subordinate``); a tight
    "opened and closed" on the head itself is a coordinated predicate the auxiliary plainly
    shares (``_shared_verb_phrases``)."""
    if aux is head or head.tag_ not in ("VBN", "VBG"):
        return None
    for sub in head.children:
        if sub.dep_ != "advcl" or sub.i < head.i or not _finite_subordinate(sub):
            continue
        for c in sub.children:
            if c.dep_ != "conj" or c.i < sub.i or not _same_participle(c, head):
                continue
            if any(x.dep_ in SUBJECT_DEPS or x.dep_ in ("aux", "auxpass") for x in c.children):
                continue
            ccs = [t for t in sub.children if t.dep_ == "cc" and sub.i < t.i < c.i]
            if len(ccs) == 1 and ccs[0].lower_ == "and":
                return c
    return None


def _finite_subordinate(sub: Token) -> bool:
    """Is ``sub`` a subordinate clause with a subordinator, a subject and an auxiliary of its
    own ("before the request is sent")? Only such a clause offers a second auxiliary that a
    following participle could share; a participle clause ("..., linking them ...") or an
    infinitive ("to be located and extracted") holds its own coordination."""
    children = list(sub.children)
    return (
        any(c.dep_ == "mark" for c in children)
        and any(c.dep_ in SUBJECT_DEPS for c in children)
        and any(c.dep_ in ("aux", "auxpass") for c in children)
    )


def _parallel_semicolon(head: Token) -> bool:
    """Is ``head``'s clause one of a series of clauses joined by ";" of which another has a
    positive verb of the same lemma ("2.1 fixed 12 bugs; 2.2 fixed 8 bugs")?

    Clauses set side by side by a semicolon are of equal rank and closely related (Quirk et
    al. 1985 App. III §III.18); with the same verb they stand in the Parallel coherence
    relation, which asks for like predications (Kehler 2002 ch. 2). A "not" added to one of
    them turns the series into a contrast that no "but" or "whereas" marks, and it is not the
    main-clause negation NOPE §3 asks for: the sentence has no one main clause (blind review
    s1204o: "...; 2.2.2 applied 106 patches and didn't fix 82 bugs")."""
    sent = head.sent
    semis = [t.i for t in sent if t.text == ";"]
    if not semis:
        return False
    verb = main_verb(head)
    lemma = verb_lemma(verb)

    def segment(i: int) -> int:
        """How many semicolons stand before token ``i``: the clause of the series it is in."""
        return sum(1 for semi in semis if semi < i)

    own = segment(verb.i)
    for t in sent:
        if t.pos_ != "VERB" or t.i == verb.i or segment(t.i) == own:
            continue
        if verb_lemma(t) == lemma and not any(c.dep_ == "neg" for c in t.children):
            return True
    return False


def _same_participle(verb: Token, head: Token) -> bool:
    """Is ``verb`` a participle of ``head``'s kind: -ing after -ing, or a past participle after
    one, also when tagged as a past form ("closed/VBD", the small model's usual choice)?"""
    if head.tag_ == "VBG":
        return verb.tag_ == "VBG"
    if verb.tag_ == "VBN":
        return True
    participles = getInflection(verb_lemma(verb), "VBN") or ()
    return verb.tag_ == "VBD" and verb.lower_ in {p.lower() for p in participles}


def _misplaced_conjuncts(head: Token) -> bool:
    """Does ``head`` have a finite verb-phrase conjunct the parser hung elsewhere: on a
    to-infinitive or a complement clause (``misattached_finite_conjuncts``), or in its object
    list as a noun (``verbs_read_as_object_conjuncts``: "examines the allusions and
    highlights ...")? A "not" on ``head`` negates one conjunct and asserts the other
    (``one-conjunct-negated``; stop 59 readthrough rt1, finding 11)."""
    return bool(
        misattached_finite_conjuncts(head, past=True)
        or verbs_read_as_object_conjuncts(head)
        or past_verbs_read_as_object_conjuncts(head)  # "didn't fall to the ground and wept"
        or listed_verb_phrases(head)  # "didn't fall on his face, wept on him, and kissed him"
    )


def _negate(
    doc: Doc,
    target: Token | None,
    *,
    contract: bool | None,
    wide_scope: frozenset[str],
    heads: list[Token],
    swaps: dict[int, str] | None = None,
) -> Rewritten:
    """:func:`negate` without the scope checks; appends the negated clause's head to ``heads``."""
    if len(doc) == 0:
        return Rewritten(doc.text, False, "negation:none", ("empty",))
    root = next(iter(doc.sents)).root if target is None else target
    if bare_imperative(root):
        return Rewritten(doc.text, False, "negation:none", ("imperative",))
    if target is not None and nonfinite_adjunct(target):
        return _negate_in_place(doc, target, swaps)
    if target is not None and verb_tagged_as_noun(target):
        return _do_support_on_mistagged(doc, target, contract)
    temporal = preposed_temporal_adverbial(target) if target is not None else None
    head = finite_clause_head(doc, temporal.head if temporal is not None else target)
    if head is None:
        repaired = repair_relative_subject(doc)
        if repaired is not None and finite_clause_head(repaired) is not None:
            moved_target = repaired[target.i] if target is not None else None
            result = negate(repaired, moved_target, contract=contract, wide_scope=wide_scope)
            return Rewritten(result.text, result.ok, result.rule, (*result.flags, "repaired-parse"))
        return Rewritten(doc.text, False, "negation:none", ("no-finite-verb",))
    if suspect_parse(head):
        return Rewritten(doc.text, False, "negation:none", ("suspect-parse",))
    heads.append(head)
    neg = _negation_of(head) or _negation_of(main_verb(head))
    if neg is not None:
        return _remove(doc, head, neg)
    negated_subject = _negated_quantifier_subject(head)
    if negated_subject is not None:
        return _remove_quantifier_negation(doc, negated_subject)
    negatives = negative_dependents(head)
    if negatives:
        flag = f"negative-word:{negatives[0].lower_}"
        return Rewritten(doc.text, False, "negation:none", (flag,))
    if contract is None:
        contract = conversational(doc)
    edit = SurfaceEdit(doc)
    apply_swaps(edit, doc, swaps)
    too = mended_additive(head)
    dropped = too if too is not None and too.lower_ in DROPPED_ADDITIVES else None
    if dropped is not None and dropped.i not in (swaps or {}):
        # "he likewise fell on his sword" -> "he didn't fall on his sword", not "he likewise
        # didn't fall": a medial additive is a positive polarity item with no negative form in
        # its place, so the negation drops it (DROPPED_ADDITIVES: Quirk et al. 1985 §8.122,
        # §10.66; H&P 2002 ch. 9 §4.4; review s1205s pres-036); a comma pair setting it off goes
        # with it ("she, likewise, stopped")
        prev = doc[dropped.i - 1] if dropped.i > 0 else None
        nxt = doc[dropped.i + 1] if dropped.i + 1 < len(doc) else None
        if prev is not None and nxt is not None and prev.text == "," and nxt.text == ",":
            edit.delete(prev)
            edit.delete(nxt)
        edit.delete(dropped)
    if too is not None and too.lower_ == "too" and too.i not in (swaps or {}):
        # "You're right, too" -> "You aren't right either": clause-final additive "too" is a
        # positive polarity item whose negative counterpart is "either" (Klima 1964; Quirk et
        # al. 1985 §8.116; Rullmann 2003), the mirror of the removal's "either" -> "too"
        # (additive_either). "*You aren't right, too" keeps a positive additive under the
        # negation (blind review round 39, class 5); the comma goes with the new word
        comma = doc[too.i - 1] if too.i > 0 and doc[too.i - 1].text == "," else None
        if comma is not None:
            edit.delete(comma)
        edit.replace(too, "either")
    flags: list[str] = []
    subject = subject_span(head)
    sharer = (subject_sharer(head) or _list_subject_sharer(head)) if subject is None else None
    if sharer is not None:
        # "... and didn't reopen it": agreement from "The college"; refused, but only a warning
        # where the audit found such pairs kept (verb complements, implicature: docs/flags.md)
        subject = subject_span(sharer)
        flags.append("shared-subject")
    folded = folded_subject(head) if subject is None else None
    if folded is None and subject is None:
        folded = noun_read_as_adverb(head)  # "In some cases polydactyly appears ..."
    if folded is not None:
        subject = doc[folded.i : folded.i + 1]  # "From a great distance thunder growled"
    if subject is None:
        flags.append("no-subject")
    if temporal is not None and _move_after(edit, doc, temporal):
        flags.append("moved-temporal-clause")
        landing = _landing_site(doc, temporal.head, temporal.right_edge.i + 1)
        if attachment_ambiguous(head, temporal, landing.i + 1):
            flags.append("ambiguous-attachment")
    aux = finite_auxiliary(head)
    if aux is not None and aux.lower_ == "must":
        return _negate_must(doc, head, aux, contract)
    if aux is not None and _get_passive(aux, subject):
        # "he got tied up" -> "he didn't get tied up", not "*gotn't": passive "get" is a
        # lexical verb and takes do-support (Huddleston & Pullum 2002 ch. 16 §10.1; Quirk et
        # al. 1985 §3.68); stop 50, ng18
        site = (narrow_adverbs_before(aux) or [aux])[0]
        edit.insert_before(site, DO_FORMS[aux.tag_] + ("n't " if contract else " not "))
        edit.replace(aux, "get")
        ok = subject is not None and _REFUSING_FLAGS.isdisjoint(flags)
        return Rewritten(edit.render(), ok, "negation:add:do-support", tuple(flags))
    if aux is not None:
        after = doc[aux.i + 1] if aux.i + 1 < len(doc) else None
        clitic = (
            clitic_negative(aux, contract) if aux.i > 0 and not doc[aux.i - 1].whitespace_ else None
        )
        if after is not None and after.lower_ in VERUM_ADVERBS and after.head in (aux, head):
            # "does indeed depend" -> "doesn't depend", not "*doesn't indeed depend": emphatic
            # "indeed" right after the operator marks verum focus on the positive polarity
            # (Quirk et al. 1985 §8.104 on emphasizers, §3.36 on emphatic "do"; Höhle 1992),
            # which the negation replaces; it has no place between "not" and the verb
            # (blind review s1130e: "doesn't indeed depend", 3 pairs)
            edit.delete(after)
            after = doc[after.i + 1] if after.i + 1 < len(doc) else None
        if after is not None and dropped is not None and after.i == dropped.i:
            # "had likewise left" -> "hadn't left": the dropped additive is no site for "not"
            after = doc[after.i + 1] if after.i + 1 < len(doc) else None
        # after a modal, a "not" set after a caller's wide-scope adverb is the modal's
        # complement negated ("I can further not assure" = able to not assure), not the
        # sentence: the negation goes on the modal (Quirk et al. 1985 §10.57, §4.50 on the
        # scope of modal negation; s1130e); the speaker's comment adverbs stay before it
        post_aux = POST_AUX_ADVERBS if aux.tag_ == "MD" else POST_AUX_ADVERBS | wide_scope
        if (better := _had_better_not_site(head, aux)) is not None:
            edit.insert_after(better, " not")  # "You had better go" -> "had better not go"
        elif subject is not None and subject.start > aux.i and not contract:
            edit.insert_after(subject[-1], " not")  # "Is he not coming?"
        elif after is not None and after.lower_ in post_aux and after.head in (aux, head):
            edit.insert_after(after, " not")  # "it was probably not her timidity", "has also not"
        elif (floated := floated_quantifier(subject, aux)) is not None:
            edit.delete(floated)  # "We all have seen" -> "We haven't all seen"
            edit.replace(aux, f"{negative_form(aux.text, contract)} {floated.text}")
        elif clitic is not None:
            edit.replace(aux, clitic)  # "I'll stop" -> "I won't stop"
        else:
            edit.replace(aux, negative_form(aux.text, contract))
            adverbs = [a for a in narrow_adverbs_before(aux) if a.lower_ in FOCUS_PARTICLES]
            in_place = subject is not None and subject.start < aux.i
            if adverbs and adverbs[-1].i == aux.i - 1 and in_place:
                # IMPPRES Table 1: "Thomas only does conceal Edward" -> "doesn't only conceal"
                moved = "".join(t.text_with_ws for t in adverbs).strip()
                edit.delete_span(adverbs[0].i, aux.i)
                edit.insert_after(aux, " " + moved)
        additive = postverbal_additive(main_verb(head))
        if additive is not None and subject is not None and subject.start < aux.i:
            edit.delete(additive)  # "have sought also to win" -> "also have not sought to win"
            edit.insert_before(aux, additive.text + " ")
        if _deontic_may_not(aux, after, subject):
            flags.append("ambiguous-may-not")
        if _predicate_after_subordinate(head, aux) is not None:
            flags.append(
                "ambiguous-attachment"
            )  # "isn't acquired before X is run and always freed"
        own = any(_own_finite(c, aux) for c in _shared_verb_phrases(head))
        if own or _misplaced_conjuncts(head):
            flags.append("one-conjunct-negated")  # "wasn't closed in 1982 and became a mall"
        if aux.tag_ == "MD":
            rule = "negation:add:modal"
        elif aux is head and head.lemma_ == "be":
            rule = "negation:add:copula"
        else:
            rule = "negation:add:aux"
        ok = subject is not None and _REFUSING_FLAGS.isdisjoint(flags)
        return Rewritten(edit.render(), ok, rule, tuple(flags))
    perfect = _shared_perfect(head, sharer)
    if perfect is not None:
        # "had gathered the sheep and hid them" -> "... and hadn't hidden them", not "*... and
        # didn't hide them": the later conjunct shares the first one's perfect auxiliary
        # (:func:`_shared_perfect`), so the negation takes that operator and keeps the tense
        site = preverbal_site(head, wide_scope)
        edit.insert_before(site, negative_form(perfect.text, contract) + " ")
        edit.replace(head, _participle_of(head))
        ok = subject is not None and _REFUSING_FLAGS.isdisjoint(flags)
        return Rewritten(edit.render(), ok, "negation:add:aux", tuple(flags))
    tag = _concord_tag(past_or_present(head), subject, head)
    do = DO_FORMS[tag] + ("n't" if contract else " not")
    site = preverbal_site(head, wide_scope)
    floated = floated_quantifier(subject, site)
    if floated is not None:
        edit.delete(floated)  # "We all know" -> "We don't all know"
        do = f"{do} {floated.text}"
    if edit.first_index() == site.i or site.i == 0:
        do = capitalise(do)
        edit.replace(site, lower_first(site) if site is not head else site.text)
    additive = postverbal_additive(head) if subject is not None and site.i > 0 else None
    if additive is not None:
        edit.delete(additive)  # "sought also to win" -> "also did not seek to win"
        do = f"{additive.text} {lower_first_word(do)}"
    edit.insert_before(site, do + " ")
    base = reinflect(head, "VB") if head.lemma_ != "be" else "be"
    if head.lower_ == "used" and _next_is_to(head):
        base = head.text  # "didn't used to": what NOPE's experts and verb veridicality write
    if head.text[:1].isupper() and head.i != 0:
        base = capitalise(base)
    edit.replace(head, base)
    unshared = _unshared_conjuncts(head)
    tight = whole_predicate_conjuncts(head)
    if tight:
        # "didn't rise up early and encamped" -> "didn't rise up early and encamp": see
        # ``_tight_finite_conjuncts`` (stop 87, ng01; s1205r pres-082)
        for conjunct in tight:
            edit.replace(conjunct, conjunct_form(conjunct, "VB"))
    elif unshared or _misplaced_conjuncts(head):  # "... how stars move and is ..."
        # "didn't open the shop, and closed the till": NOPE's experts wrote this (App. C;
        # re-inflecting the conjunct lost 7 of their 396 exact negations); flagged, text kept.
        # A base form shares do-support already ("don't both swim and play", implicature's
        # rewrite).
        flags.append("one-conjunct-negated")
    ok = subject is not None and _REFUSING_FLAGS.isdisjoint(flags)
    return Rewritten(edit.render(), ok, "negation:add:do-support", tuple(flags))


#: Past-tense forms that are also current (variant or regional) past participles, beside
#: lemminflect's: "hidden or hid", "forgotten or forgot", "trodden or trod", British "got"
#: (Quirk et al. 1985 App. I, the irregular verbs and their variant participles).
_VARIANT_PARTICIPLES = frozenset({"hid", "forgot", "trod", "got"})


def _participle_forms(verb: Token) -> set[str]:
    """The past participle forms of ``verb``'s lemma, lowercased (lemminflect and the variant
    forms of ``_VARIANT_PARTICIPLES``)."""
    forms = {p.lower() for p in (getInflection(verb_lemma(verb), "VBN") or ())}
    if verb.lower_ in _VARIANT_PARTICIPLES:
        forms.add(verb.lower_)
    return forms


def _participle_of(verb: Token) -> str:
    """``verb`` as the standard past participle ("hid" -> "hidden"; "closed" stays)."""
    standard = getInflection(verb_lemma(verb), "VBN") or (verb.text,)
    return verb.text if verb.lower_ in {p.lower() for p in standard} else standard[0]


#: Words of a definite past time adjunct ("last spring", "two years ago", "yesterday").
PAST_TIME_WORDS = frozenset({"yesterday", "ago", "last"})


def definite_past_adjunct(verb: Token) -> bool:
    """Whether ``verb``'s phrase has a definite past time adjunct, which the present perfect
    does not take (Quirk et al. 1985 §4.22; Huddleston & Pullum 2002 ch. 3 §5.3): a word of
    ``PAST_TIME_WORDS`` or a
    year ("in 1999"), outside a that-clause or other finite clause of its own."""
    inner = {t.i for k in verb.children if k.dep_ in ("ccomp", "advcl", "relcl") for t in k.subtree}
    words = [w for w in verb.subtree if w.i not in inner and w.i > verb.i]
    if any(w.lower_ in PAST_TIME_WORDS for w in words):
        return True
    return any(w.like_num and len(w.text) == 4 and w.text.isdigit() for w in words)


#: The present forms of the perfect's "have" (a present perfect, or "have" after a modal).
_PRESENT_PERFECT_HAVE = frozenset({"has", "have", "'s", "'ve"})


def perfect_reaches(conjunct: Token, perfect: Token) -> bool:
    """Whether the perfect "have" ``perfect`` of the first of coordinated predicates reaches
    the later verb conjunct ``conjunct``, which has no auxiliary of its own ("had gathered the
    sheep and hid them", "has tried the door and realized"): the conjunct's form is also a past
    participle of its verb (``_participle_forms``), so it is read by parallelism under the same
    operator (Quirk et al. 1985 §13.59-13.60; Huddleston & Pullum 2002 ch. 15 §4, coordination
    of like constituents), unless a present "have" meets a definite past time adjunct of the
    conjunct ("has worked here and stopped smoking last spring": the present perfect takes
    none, so "stopped" is a finite past of its own; Quirk et al. 1985 §4.22, Huddleston &
    Pullum 2002 ch. 3 §5.3). The one test of this for the negation rewriter
    (``_shared_perfect``) and the presupposition premises (``_shares_auxiliary``)."""
    if conjunct.tag_ not in ("VBD", "VBN") or conjunct.lower_ not in _participle_forms(conjunct):
        return False
    return perfect.lower_ not in _PRESENT_PERFECT_HAVE or not definite_past_adjunct(conjunct)


def _shared_perfect(head: Token, sharer: Token | None) -> Token | None:
    """The finite perfect "have" of ``sharer``, the first verb of a coordination of
    predicates, that the later conjunct ``head`` shares ("The servants had gathered the sheep
    and hid/closed ..."), else None. A conjunct with no auxiliary of its own after a perfect
    participle, in a form that is also a past participle, is read by parallelism under the
    same operator, as ``_own_finite`` reads "has written and directed" (Quirk et al. 1985
    §13.59-13.60 on the shared operator in coordinated predicates); a form that is no
    participle ("had finished and went home") is a simple past of its own and left to the
    do-support."""
    if sharer is None or sharer.tag_ != "VBN" or left_auxiliaries(head):
        return None
    auxiliaries = left_auxiliaries(sharer)
    if len(auxiliaries) != 1:
        return None
    perfect = auxiliaries[0]
    if perfect.lemma_ != "have" or perfect.tag_ not in FINITE_VERB_TAGS or perfect.dep_ != "aux":
        return None
    if not perfect_reaches(head, perfect):
        return None
    if _negation_of(sharer) is not None:
        return None  # "hadn't gathered them and hid them": the first conjunct is negative
    return perfect


def _get_passive(aux: Token, subject: Span | None) -> bool:
    """Is ``aux`` a finite passive "get" ("got tied up", "gets paid") after its subject?"""
    return (
        aux.dep_ == "auxpass"
        and aux.lower_ in ("got", "gets", "get")
        and aux.tag_ in DO_FORMS
        and subject is not None
        and subject.start < aux.i
    )


def _own_finite(conjunct: Token, aux: Token) -> bool:
    """Does verb-phrase ``conjunct`` carry a finite form of its own, so that the negated
    auxiliary ``aux`` of the first conjunct does not reach it ("was closed and *became*", "is a
    doctor and *lives*", "left and *has* lived")? A participle or base form shares it ("hasn't
    written and directed", "won't sing and dance")."""
    if left_auxiliaries(conjunct):
        return True
    if active_after_passive(conjunct.head, conjunct):
        return True  # "wasn't reactivated in 2006 and performed missions": an active past
    if active_after_copula(conjunct.head, conjunct):
        return True  # "wasn't porous and admitted air": an active past (pr239)
    between = conjunct.doc[conjunct.i - 1].pos_ if conjunct.i > 0 else ""
    if (
        aux.i == conjunct.head.i
        and aux.lemma_ == "be"
        and conjunct.tag_ in ("VB", *FINITE_VERB_TAGS)
        and between in ("CCONJ", "ADV")  # "and keep", not "and both present" (own subject)
    ):
        # "The breadsticks are good and keep you going" -> "*aren't good and keep you going":
        # main-verb "be" is the operator of its own clause only; a later verb phrase that is no
        # participle (which "be" could serve as progressive or passive auxiliary: "is tired and
        # being rude") carries its own tense, and the parser's base tag ("keep/VB") is the
        # plural present (Quirk et al. 1985 §3.30 on the operator, §13.60 on shared operators;
        # stop 53, ng24)
        return True
    if conjunct.tag_ not in FINITE_VERB_TAGS:
        return False
    if conjunct.head.tag_ == "VBN" and conjunct.tag_ == "VBD":
        # after a participle, a past form that is also the participle is one by parallelism
        # ("has written and directed", "was built and renovated"); "was closed and became" is not
        participles = getInflection(verb_lemma(conjunct), "VBN") or ()
        return conjunct.lower_ not in {p.lower() for p in participles}
    return True


#: Finite verb tags (past, present third singular, present non-third).
FINITE_VERB_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def _shared_verb_phrases(head: Token) -> list[Token]:
    """The later verb-phrase conjuncts of ``head`` that share its subject in a coordination
    with "and" only ("The mayor opened and closed the meeting": closed), in sentence order.

    Negation added to the first verb of a coordination of predicates must take the whole
    coordination (Huddleston & Pullum 2002 ch. 15 §4.3: one auxiliary, here do-support, is
    shared by coordinated base-form verb phrases): "didn't open and close the meeting";
    "didn't open and closed the meeting" negates one conjunct and asserts the other (blind
    review round 34, class 1) and is flagged ``one-conjunct-negated``. Conjuncts after a
    clausal conjunct with its own subject belong to that clause. A coordination with "but"/"or" is another relation (contrast,
    alternative) and is left alone, and so is a "verb" whose subject is its own or disagrees."""
    conjuncts = [c for c in head.conjuncts if c.i > head.i]
    if head.dep_ != "ROOT" and subject_of(head) is None:
        return _tight_later_conjuncts(head)
    if head.dep_ == "conj":
        # a clausal conjunct with its own subject heads its own coordination of predicates
        # ("..., and the link is renamed and stays there"): only the conjuncts it governs
        # (stop 78, ng13)
        conjuncts = _governed_later_conjuncts(head)
    if not conjuncts:
        return []
    subject = subject_of(head)
    coordinators = [t for x in (head, *conjuncts) for t in x.children if t.dep_ == "cc"]
    for c in conjuncts:
        # the coordinator right before a conjunct, wherever the parser hung it ("began eating
        # again and now doesn't hide": "and" on "eating"; stop 92, ng08)
        before = c.doc[c.left_edge.i - 1] if c.left_edge.i > head.i + 1 else None
        if before is not None and before.dep_ == "cc" and before not in coordinators:
            coordinators.append(before)
    if subject is None or not coordinators or any(c.lower_ != "and" for c in coordinators):
        return []
    out: list[Token] = []
    for c in conjuncts:
        if subject_of(c) is not None:
            break  # "regained her footing, and she stumbled ..., and sank": a new clause
        hyphenated = c.i > 0 and c.doc[c.i - 1].text == "-"  # "re-opened": a word
        misread = c in past_conjuncts_read_as_other(head)  # "and left" [JJ] (stop 98, ng12)
        if (c.pos_ in ("VERB", "AUX") or misread) and not disagrees(subject, c) and not hyphenated:
            out.append(c)
    return out


def past_conjuncts_read_as_other(head: Token) -> list[Token]:
    """Past-tense verb phrases coordinated with the past ``head`` that the tagger or parser did
    not read as finite verbs: a last member after "and"/"or" tagged as a participle or an
    adjective ("finished her soup and *left* [JJ]"), hung on ``head`` or on its -ing
    complement ("stopped eating and *left*": a conjunct of "eating" by the parse).

    The check reads the dependency, not the tag alone (stop 98, ng12; issue #12): a word right
    after the coordinator, with no subject or auxiliary of its own, whose form is the past
    tense of a verb (lemminflect), coordinated with a past verb, is the finite past of a
    verb-phrase conjunct, since coordinated predicates share their subject and tense
    (Huddleston & Pullum 2002 ch. 15 §4.3) and a past form cannot coordinate with a
    gerund-participle (like with like, ch. 15 §4.1; Quirk et al. 1985 §13.2), so it is
    ``head``'s conjunct wherever the parser hung it. The negation re-inflects a direct one
    with the rest of the predicate or flags ``one-conjunct-negated``; the question and modal
    take it under their operator (``embedding.shared_subject_conjuncts``)."""
    if head.tag_ != "VBD":
        return []
    doc = head.doc
    anchors = [head] + [
        k for k in head.children if k.dep_ == "xcomp" and k.tag_ == "VBG" and k.i > head.i
    ]
    out = []
    for anchor in anchors:
        for c in anchor.children:
            if c.dep_ != "conj" or c.i <= anchor.i or c.left_edge.i != c.i or c.i == 0:
                continue
            tags = ("VBN", "JJ") if anchor is head else ("VBN", "JJ", "VBD")
            if c.tag_ not in tags:
                continue
            before = doc[c.i - 1]
            if before.dep_ != "cc" or before.lower_ not in ("and", "or"):
                continue
            if any(k.dep_ in SUBJECT_DEPS or k.dep_ in AUX_DEPS for k in c.children):
                continue
            if any(k.dep_ in ("advmod", "npadvmod") and k.i < c.i for k in c.children):
                continue  # "and very tired": a degree word makes it an adjective phrase
            lemma = verb_form_lemma(c.lower_)
            if lemma is None or not getAllLemmas(c.lower_, upos="VERB"):
                continue
            if c.lower_ in {p.lower() for p in getInflection(lemma, "VBD") or ()}:
                out.append(c)
    return out


def conjunct_form(verb: Token, tag: str) -> str:
    """``verb`` re-inflected to ``tag``; a past conjunct read as an adjective or participle
    (:func:`past_conjuncts_read_as_other`) from its verb lemma ("left" [JJ] -> "leave")."""
    if verb.tag_ in ("JJ", "VBN") and verb in past_conjuncts_read_as_other(verb.head) + (
        past_conjuncts_read_as_other(verb.head.head) if verb.head.dep_ == "xcomp" else []
    ):
        lemma = verb_form_lemma(verb.lower_)
        if lemma is not None:
            return inflect(lemma, tag)
    return reinflect(verb, tag)


def whole_predicate_conjuncts(head: Token) -> list[Token]:
    """The later finite verb phrases that a do-support negation of ``head`` re-inflects to the
    base form, so that the "not" takes the whole coordinated predicate ("didn't rise up early
    and encamp"; :func:`_tight_finite_conjuncts`), or [] (an auxiliary or copula of its own:
    no do-support)."""
    if finite_auxiliary(head) is not None:
        return []
    return _tight_finite_conjuncts(head, _unshared_conjuncts(head))


#: Tags of a finite operator: past, present, modal.
_OPERATOR_TAGS = FINITE_VERB_TAGS | {"MD"}


def _unshared_conjuncts(head: Token) -> list[Token]:
    """The later verb phrases sharing ``head``'s subject that a do-support "not" on ``head``
    does not reach as they stand: a finite form ("opened and *closed*"), or a base form under a
    finite operator of its own ("began eating again and now *doesn't hide*", "stopped chewing
    and *will sleep*"). An operator is the one word of its verb phrase that carries tense and
    polarity (Quirk et al. 1985 §3.30; Huddleston & Pullum 2002 ch. 3 §2.1), so such a conjunct
    keeps its own and the added "not" takes the first conjunct alone (``one-conjunct-negated``;
    stop 92, ng08: before, the base form after "does"/"will" passed for one shared by the
    do-support). A base form with no operator ("don't both swim and play") shares it."""
    out = [
        c
        for c in _shared_verb_phrases(head)
        if c.tag_ != "VB" or any(a.tag_ in _OPERATOR_TAGS for a in left_auxiliaries(c))
    ]
    if subject_of(head) is not None:
        # "stopped eating and left": a past form the parser hung on the -ing complement is
        # ``head``'s own conjunct (``past_conjuncts_read_as_other``; stop 98, ng12)
        out += [c for c in past_conjuncts_read_as_other(head) if c.head is not head]
    return out


def _tight_finite_conjuncts(head: Token, conjuncts: list[Token]) -> list[Token]:
    """``conjuncts`` (the finite later verb phrases that share ``head``'s subject) when each is
    joined to the one before by a bare "and" with no comma and has no auxiliary of its own, the
    coordination a single predicate ("rose up early and encamped beside the spring"); else [].

    A do-support "not" added to such a predicate must take the whole coordination, the later
    verbs in the base form under the one operator ("didn't rise up early and encamp"; Quirk et
    al. 1985 §13.59-13.60 on coordinated predicates sharing the operator, §10.64 on the scope
    of "not" running to the end of the clause): "*didn't rise up early and encamped" mixes a
    base and a finite form under one subject, which the blind judges reject as ungrammatical
    (s1205r pres-082, b=0; the two tight cases judged of s1205r were both rejected). Set off by
    a comma (", and became the father of more sons") the later conjunct is a sequel of its own
    that the judges keep asserted beside the negated one (s1205r pres-077, s1205p pres-030/038):
    it keeps its form and its flag. Not when a complement clause or infinitive of ``head``
    stands before the "and" ("didn't know that p and love him", "didn't manage to escape and
    run"): the base form would be read inside that complement."""
    if not conjuncts:
        return []
    doc = head.doc
    if any(k.dep_ in ("ccomp", "xcomp", "advcl") and k.i > head.i for k in head.children):
        return []
    past = past_or_present(head) == "VBD"
    listed = _verb_phrase_list(head, conjuncts)
    misread = past_conjuncts_read_as_other(head)  # "and left" [JJ]: a past (stop 98, ng12)
    for c in conjuncts:
        tag = "VBD" if c in misread else c.tag_
        if tag not in FINITE_VERB_TAGS or left_auxiliaries(c) or subject_of(c) is not None:
            return []
        if (tag == "VBD") != past:
            return []  # "lives in Paris and wrote a book": one "doesn't" cannot carry both tenses
        before = doc[c.left_edge.i - 1] if c.left_edge.i > 0 else None
        if listed and c is not conjuncts[-1]:
            continue  # a list member after its comma (``_verb_phrase_list``)
        if before is None or before.lower_ != "and" or before.dep_ != "cc":
            return []
        if not listed and before.i > 0 and doc[before.i - 1].text in (",", ";", ":", "-", "—"):
            return []
        if conjunct_form(c, "VB").lower() == c.lower_ and tag == "VBD":
            return []  # "put", "set": the base form cannot show the change
        if c.lemma_ == "be":
            # "*didn't arrive quickly and be just what I needed": "be" is an operator of its
            # own and never takes do-support in a declarative (Huddleston & Pullum 2002 ch. 3
            # §2.1, the NICE properties; Quirk et al. 1985 §3.30), so the "did" cannot be
            # shared with it and the base form de-tenses the conjunct. It keeps its own tense
            # and the premise is flagged (``one-conjunct-negated``): re-inflected, the judges
            # kept 0 of 2 such negated premises, with its tense kept 5 of 9 (prior's training
            # rows; stop 92, ng08)
            return []
    return conjuncts


def _verb_phrase_list(head: Token, conjuncts: list[Token]) -> bool:
    """Are ``head`` and ``conjuncts`` (two or more) one list of verb phrases sharing a subject,
    "V1 ..., V2 ..., V3 ... and V4 ...": every member but the last right after a comma, the
    last after "and" or ", and" ("returned to the office, opened the drawer, took out a
    letter, and sat down")?

    A list of three or more members is one multiple coordination whose commas stand for the
    coordinator the last member carries (Quirk et al. 1985 §13.14, §13.19 on asyndetic and
    syndetic coordination in a list; Huddleston & Pullum 2002 ch. 15 §2.1), so a do-support
    "not" added on the first member takes the whole coordination like a two-member "V1 and
    V2" (:func:`_tight_finite_conjuncts`): "didn't return to the office, open the drawer, take
    out a letter, and sit down", the denial of the conjunction. "*didn't return ..., opened
    ..., took ..." negates the first member and goes on asserting the rest, so the premise no
    longer says what it denies (stop 98 ng11; blind review s9702). The coordinator stays
    "and": the sentence negation of a conjunction is the denial of the whole, which
    contradicts the source as the two-member form does; "or" ("didn't V1, V2 or V3") denies
    every member (Horn 1989 ch. 4 on "not" over a disjunction), a stronger premise than the
    source's negation. A single later member after ", and" is not a list but a sequel of its
    own, kept asserted (s1205r pres-077)."""
    if len(conjuncts) < 2:
        return False
    doc = head.doc
    for c in conjuncts[:-1]:
        before = doc[c.left_edge.i - 1] if c.left_edge.i > 0 else None
        if before is None or before.text != ",":
            return False
    last = conjuncts[-1]
    before = doc[last.left_edge.i - 1] if last.left_edge.i > 0 else None
    return before is not None and before.lower_ == "and" and before.dep_ == "cc"


def _governed_later_conjuncts(head: Token) -> list[Token]:
    """The later conjuncts that the clausal conjunct ``head`` (a "conj" with its own subject)
    governs by a chain of "conj" arcs, in sentence order: in "A is removed, and B is created,
    and C is renamed and stays there" the parser chains "stays" under "renamed", so "stays"
    is a second predicate of "C", not a clause of its own (Huddleston & Pullum 2002 ch. 15
    §4.3 on coordinated predicates sharing one subject). A negation added to "renamed" alone
    ("*C isn't renamed and stays there") denies one predicate and asserts the other, which
    the blind judges reject as for a first clause (s1204r: the third of three coordinated
    clauses). Conjuncts that are the head's sisters (a flat list under the first clause) are
    not counted: whose predicate they are is then the parser's guess."""
    out: list[Token] = []
    todo = [c for c in head.children if c.dep_ == "conj" and c.i > head.i]
    while todo:
        c = todo.pop()
        out.append(c)
        todo.extend(x for x in c.children if x.dep_ == "conj" and x.i > c.i)
    return sorted(out, key=lambda t: t.i)


def _tight_later_conjuncts(head: Token) -> list[Token]:
    """The verb phrases that a subjectless non-initial verb ``head`` coordinates with a bare
    "and" of its own, no comma before it ("..., then swirled and cavorted in the pool": cavorted).

    "V1 and V2" so joined is one coordinated predicate under the list member or sequence
    adverb ("then") that introduces it, and an operator added to V1 must take both (Huddleston
    & Pullum 2002 ch. 15 §4.3): "then didn't swirl and cavorted" negates half of it (stop 47,
    ng17). A list member followed by ", and V2" ("She crouched, opened her kit, and took out
    her pad") is a separate member: negating it alone leaves a coherent list, so it is not
    counted."""
    out: list[Token] = []
    for c in head.children:
        if c.dep_ != "conj" or c.i < head.i or c.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(c) is not None or (c.i > 0 and c.doc[c.i - 1].text == "-"):
            continue
        ccs = [t for t in head.children if t.dep_ == "cc" and head.i < t.i < c.i]
        if len(ccs) != 1 or ccs[0].lower_ != "and":
            continue
        if ccs[0].i > 0 and ccs[0].doc[ccs[0].i - 1].text == ",":
            continue
        out.append(c)
    return out


def _finite_form(verb: Token) -> bool:
    """Is ``verb`` a finite form by its tag or, when the small model tags a past form as a base
    form ("splashed and swam/VB"), by its word: neither base, -ing nor participle."""
    if verb.tag_ in FINITE_VERB_TAGS:
        return True
    lemma = verb_lemma(verb)
    participles = {p.lower() for p in getInflection(lemma, "VBN") or ()}
    return verb.lower_ not in {lemma, *participles} and not verb.lower_.endswith("ing")


# --- adjuncts that an added negation cannot stand beside (stop 97, vc209) ----------------------

#: Process adjuncts of manner, means and effort, and subject-oriented adjuncts of volition
#: (Quirk et al. 1985 §8.79ff. on process adjuncts, §8.91ff. on subject adjuncts), that
#: presuppose the event they describe took place: "With great difficulty she reached the
#: roof" says how the reaching went. Fronted before the subject they sit above a negation added
#: on the verb (Ernst 2002, "The Syntax of Adjuncts", ch. 2-3: a manner or agent-oriented
#: adverb higher than negation describes an event, while the negation below denies there was
#: one), so "With great difficulty she did not manage to V" / "Reluctantly, he did not agree
#: to V" describe a refraining, or nothing at all, no denial of the source. Not disjuncts
#: ("Happily, ...", "Luckily, ...": they comment on the whole negated clause from outside,
#: Quirk et al. 1985 §8.121ff.) nor time or place frames ("In 1850, ..."), which a negation
#: leaves alone.
FRONTED_PROCESS_ADVERBS = frozenset(
    {"easily", "effortlessly", "readily", "laboriously", "painfully", "narrowly"}
    | {"reluctantly", "grudgingly", "unwillingly", "willingly", "eagerly", "gladly"}
    | {"deliberately", "intentionally", "knowingly", "wilfully", "willfully", "carefully"}
)
#: Nouns of effort or ease after "with"/"without" that make the phrase a process adjunct of
#: manner ("with (great) difficulty", "with an effort", "with ease", "without trouble";
#: Quirk et al. 1985 §8.79ff. on "with" + abstract noun as a process adjunct).
PROCESS_NOUNS = frozenset(
    {"difficulty", "difficulties", "effort", "efforts", "ease", "trouble", "labour", "labor"}
    | {"struggle", "reluctance", "eagerness", "pain", "pains", "exertion", "exertions"}
)
#: Nouns after "by" that make the phrase a process adjunct of gradual course ("by degrees":
#: Quirk et al. 1985 §8.79 on process adjuncts; a fronted "By degrees it was seen that p"
#: describes how an actual seeing came about, so it stands above an added operator as the
#: effort phrases do; Ernst 2002 ch. 2-3).
GRADUAL_PROCESS_NOUNS = frozenset({"degrees"})


def fronted_process_adjunct(verb: Token) -> str | None:
    """The fronted manner, effort or volition adjunct of ``verb``'s clause ("With great
    difficulty she managed to ...", "Reluctantly, he agreed to ...") that a negation added on
    ``verb`` leaves describing a denied event (``FRONTED_PROCESS_ADVERBS``, ``PROCESS_NOUNS``),
    as the phrase's words ("with difficulty", "reluctantly"), else None. Fronted: before the
    clause's subject; a medial "she easily managed" is under the added negation ("did not
    easily manage", Quirk et al. 1985 §10.64: the regular denial of the manner) and stays."""
    adjunct = fronted_process_phrase(verb)
    if adjunct is None:
        return None
    if adjunct.dep_ == "advmod":
        return adjunct.lower_
    nouns = [c for c in adjunct.children if c.dep_ == "pobj"]
    return f"{adjunct.lower_} {nouns[0].lower_}"


def fronted_process_phrase(verb: Token) -> Token | None:
    """The head token of :func:`fronted_process_adjunct`'s phrase (the adverb or the
    preposition), or None."""
    subjects = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if not subjects:
        return None
    start = min(s.left_edge.i for s in subjects)
    for child in verb.children:
        if child.i >= start:
            continue
        word = child.lower_
        if child.dep_ == "advmod" and word in FRONTED_PROCESS_ADVERBS:
            return child
        if child.dep_ == "prep" and word in ("with", "without", "by"):
            nouns = [c for c in child.children if c.dep_ == "pobj"]
            noun_set = GRADUAL_PROCESS_NOUNS if word == "by" else PROCESS_NOUNS
            if nouns and nouns[0].lower_ in noun_set:
                return child
    return None


def duration_over_negation(verb: Token) -> str | None:
    """ "long" (and "long since") before ``verb`` in its verb group ("have long ceased to",
    "had long since known"), else None. Under a negation added before it the clause reads
    "have not long ceased", which asserts that the event happened recently, not that it did
    not happen: a negation focuses the duration adjunct in its scope (Quirk et al. 1985
    §10.64-10.66 on the focus of negation, §8.57-8.66 on time adjuncts and negation; Horn 1989
    ch. 6), and "not long" is the set phrase of a short time ("haven't long arrived" = arrived
    a short while ago). English has no non-assertive counterpart that keeps the
    duration wide ("for long" goes after the verb and is as much under the negation), so no
    swap, a flag. Not "for long" or "long" after the verb ("did not stay long": there the
    negation's focus on the duration is the regular denial), nor "always", "often",
    "usually" before the verb: "does not always/often/usually manage to" is the contradictory
    of the source, the negation taking the frequency adjunct in its scope (Quirk §10.64;
    Horn 1989 ch. 4 on "not always", "not all"), the plain denial a reader expects. "sometimes", "still" and "already"
    have their own flags or swaps (``PPI_UNSWAPPABLE``, ``PPI_SWAPS``; clause_scope)."""
    doc = verb.doc
    for child in verb.children:
        if child.dep_ != "advmod" or child.lower_ != "long" or child.i > verb.i:
            continue
        between = doc[child.i + 1 : verb.i]
        if all(t.pos_ in ("ADV", "AUX", "PART") for t in between):
            nxt = doc[child.i + 1] if child.i + 1 < len(doc) else None
            return "long since" if nxt is not None and nxt.lower_ == "since" else "long"
    return None


def scope_adjunct_flags(verb: Token, operator: str = "negated") -> tuple[str, ...]:
    """Flags for the adjuncts an operator added on ``verb``'s clause cannot stand beside, the
    one place for the concept (stop 97, vc209; stop 98, ng11 for the other operators).

    ``operator`` "negated" (the default): ``negation-focus-on-adjunct:long`` for a preverbal
    duration "long" (:func:`duration_over_negation`) and ``negated-manner-adverb:<words>`` for
    a fronted process adjunct (:func:`fronted_process_adjunct`); nothing for a clause already
    negated. "modal" and "interrogative": ``manner-adverb-over-operator:<words>`` for the same
    fronted process adjunct ("With great difficulty she might have managed to V", "With great
    difficulty, did she manage to V?"): fronted before the subject, the adjunct stays outside
    the "might" or the question (Quirk et al. 1985 §8.81 on initial process adjuncts as marked
    theme; Ernst 2002 ch. 2-3: a manner adjunct predicates of an event, here an actual one, so
    it describes the very event the operator makes only possible or asks about). Not
    "conditional": the "if" takes the whole clause, the adjunct inside the antecedent ("If with
    great difficulty she managed to V"), and not "long", which a modal or question leaves
    its ordinary duration reading. Other operators: nothing."""
    if operator in ("modal", "interrogative"):
        process = fronted_process_adjunct(verb)
        return () if process is None else (f"manner-adverb-over-operator:{process}",)
    if operator != "negated":
        return ()
    if _negation_of(verb) is not None or any(c.dep_ == "neg" for c in verb.children):
        return ()
    flags: list[str] = []
    duration = duration_over_negation(verb)
    if duration is not None:
        flags.append(f"negation-focus-on-adjunct:{duration}")
    process = fronted_process_adjunct(verb)
    if process is not None:
        flags.append(f"negated-manner-adverb:{process}")
    return tuple(flags)


#: Verbs of appearance and spatial configuration whose first WordNet sense is not
#: ``verb.motion``/``verb.stative`` but which take locative inversion as those do ("Out of the
#: mist appeared a ship", "On the hill stood a church"; Levin & Rappaport Hovav 1995 ch. 6:
#: existence, appearance, spatial configuration and manner of motion; Bresnan 1994).
_INVERSION_POSITION_VERBS = frozenset(
    {"appear", "emerge", "arise", "sit", "stand", "hang", "loom", "dwell", "live", "remain"}
)
_INVERSION_LEXNAMES = frozenset({"verb.motion", "verb.stative"})


def inversion_verb(lemma: str) -> bool:
    """Is ``lemma`` a verb of motion, existence or position, the verbs of locative inversion
    (first WordNet sense ``verb.motion``/``verb.stative``, or ``_INVERSION_POSITION_VERBS``;
    Levin & Rappaport Hovav 1995 ch. 6; Bresnan 1994)? Also read by the implicature check of
    presentational "some" (stop 103, im07)."""
    return lemma in _INVERSION_POSITION_VERBS or (
        wordnet_first_sense_lexname(lemma, "VERB") in _INVERSION_LEXNAMES
    )


def misparsed_locative_inversion(head: Token) -> Token | None:
    """The fronted prepositional phrase of a locative inversion whose postposed subject the
    parser read as an object, or None: "From the hills came a cold wind" (no subject, "wind"
    a ``dobj``) and "From the organ and the drums came loud sounds" (the PP's second
    coordinated object "the drums" taken for the subject, "sounds" a ``dobj``).

    :func:`clause_scope.locative_inversion` needs a parsed subject after the verb, so these
    took do-support ("*From the hills didn't come a cold wind"). Locative inversion is a root
    transformation with a simple lexical verb and the subject after it (Bresnan 1994; Hooper &
    Thompson 1973; Quirk et al. 1985 §18.23; Huddleston & Pullum 2002 ch. 16 §4 on
    subject-dependent inversion): no do-support, no question, no "if"-clause. Conditions: a
    lexical verb of motion, existence or position (first WordNet sense ``verb.motion`` or
    ``verb.stative``, or ``_INVERSION_POSITION_VERBS``; these take no direct object in the
    inversion sense, so a noun phrase after them is the postposed subject), no auxiliary; its
    clause (a main clause or a clausal conjunct) opens with a ``prep`` of the verb; a noun
    phrase (``dobj``/``attr``) follows the verb; and the verb has no subject, or its only
    subject stands right after a coordinator inside that fronted phrase. Not "Then came the
    rain" (a parsed subject after the verb: :func:`clause_scope.locative_inversion`), not "From
    the hills the wind came" (a subject of its own before the verb)."""
    if head.pos_ != "VERB" or head.lemma_ == "be" or left_auxiliaries(head):
        return None
    if not inversion_verb(head.lemma_.lower()):
        return None
    if not any(c.dep_ in ("dobj", "attr") and c.i > head.i for c in head.children):
        return None
    doc = head.doc
    start = head.left_edge.i
    while start < head.i and (doc[start].is_punct or doc[start].dep_ == "cc"):
        start += 1
    fronted = next(
        (c for c in head.children if c.dep_ == "prep" and c.i < head.i and c.left_edge.i == start),
        None,
    )
    if fronted is None:
        return None
    subjects = [c for c in head.children if c.dep_ in SUBJECT_DEPS]
    if not subjects:
        return fronted
    if len(subjects) > 1 or subjects[0].i > head.i:
        return None
    subject = subjects[0]
    before = doc[subject.left_edge.i - 1] if subject.left_edge.i > start else None
    # the subject continues the fronted phrase's object: "From the organ and the drums came"
    if (
        before is not None
        and before.dep_ == "cc"
        and before.head.i in range(fronted.i, fronted.right_edge.i + 1)
        and all(t.i < subject.left_edge.i for t in fronted.subtree)
    ):
        return fronted
    return None
