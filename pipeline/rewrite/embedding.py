"""IMPPRES embeddings of a trigger sentence: negated, modal, interrogative, conditional.

IMPPRES §2 and Table 1 embed each presupposition trigger under entailment-cancelling operators
and test whether the presupposition projects. The surface conventions follow the released
IMPPRES paradigms (checked against ``imppres/presupposition/*.jsonl``):

- negated: contracted sentential negation, "Maria wasn't healing that guy";
- modal: "might" replaces the finite tense, with "have" for the past ("The guest might have found
  John", "Maria might have been healing that guy", "Wayne's spouse might leave the dancer");
- interrogative: a yes/no question with subject-auxiliary inversion and do-support ("Did Rose's
  ice stun the children?", "Was Maria healing that guy?");
- conditional: the sentence as the antecedent of "If …, it's okay.".
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection
from spacy.tokens import Doc, Span, Token

from .. import resources
from ..lexicon.closed_class import APPOSITION_ABBREVIATIONS, COMPOUND_PRONOUNS
from ..lexicon.inflection import agree_be, inflect, reinflect
from ..lexicon.tables import word_set
from ..lexicon.verb_frames import takes_object
from ..lexicon.wordnet import wordnet
from ..source_noise import outburst
from ..syntax import (
    ANAPHORIC_SUBJECTS,
    AUX_DEPS,
    AUXILIARY_FORMS,
    SPEAKER_PRONOUNS,
    SPEECH_VERBS,
    SUBJECT_DEPS,
    VERB_TAGS,
    bare_imperative,
    calendar_year,
    disagrees,
    embedding_level,
    finite_clause_head,
    in_clause_of,
    is_finite_clause,
    left_auxiliaries,
    left_dislocated_topic,
    subject_of,
    verb_form_lemma,
    verb_lemma,
)
from ._result import (
    Rewritten,
    SurfaceEdit,
    added_capital,
    capitalise,
    keeps_capital,
    reduced_doc,
)
from .clause_scope import (
    APPENDING_MARKS,
    CONCESSIVE_MARKS,
    CONTRAST_COORDINATORS,
    CONTRAST_MARKS,
    EXCLUSIVE_PARTICLES,
    LINKING_VERBS,
    PSYCH_ADJECTIVES,
    SEPARABLE_MARKS,
    UNCONDITIONABLE_MODALS,
    active_after_copula,
    active_after_passive,
    appended_part,
    as_parenthetical,
    attention_interjection,
    chained_clause_conjuncts,
    clause_alone,
    clause_read_as_noun_conjunct,
    comparative_correlative,
    contrastive_while,
    coordinated_supplement,
    coordinated_verb,
    coordination_unparsed,
    coordinator_before,
    correlative_not_only,
    emotive_disjunct,
    epistemic_adverb,
    epistemic_modal,
    event_supplement,
    exclamative_clause,
    first_person_experiencer,
    focused_subject,
    free_relative_clause,
    fronted_adjunct,
    fronted_causal,
    fronted_simile,
    fronted_supplementive,
    fronted_viewpoint,
    gapped_conjunct,
    gapped_remnant,
    help_but,
    immediate_succession,
    independent_clauses,
    inside_brackets,
    inverted_as_clause,
    inverted_declarative,
    listed_verb_phrases,
    literary_preverbal_adverb,
    locative_inversion,
    misattached_finite_conjuncts,
    misread_main_clause,
    modal_in_clause,
    negated_neg_raiser,
    negation_keeps_contrast,
    negative_quantifier_subject,
    only_conjunction,
    optative_only,
    orphaned_pronoun,
    own_operator_conjuncts,
    participial_adjunct,
    past_verbs_read_as_object_conjuncts,
    performative_hereby,
    postverbal_not,
    preposition_read_as_subject,
    present_performative,
    quantified_subject,
    question_source,
    quotation_before,
    quotative_inversion,
    quoted_clause,
    reduced_relative_conjunct,
    reformulating_relative,
    reporting_passive,
    result_conjunct,
    semicolon_adverbial,
    semicolon_clause,
    set_off_opening,
    spliced_clause,
    split_disjunction,
    stacked_subjects,
    subject_verb_comma,
    summative_appositive,
    that_purpose_clause,
    trailing_spliced_clause,
    transcript_marker,
    unbalanced_quotes,
    verb_read_as_plural_noun,
    verbs_read_as_object_conjuncts,
    wh_exclamative,
)
from .discourse import dialogue_cut, fused_repair, lengthened_courtesy
from .negation import (
    DO_FORMS,
    EXPANDED_CLITICS,
    clitic_had,
    clitic_has,
    conjunct_form,
    denied_relative_antecedent,
    evaluative_adjunct,
    finite_auxiliary,
    folded_subject,
    fronted_process_phrase,
    had_better,
    imperative_host,
    know_complementizer,
    main_verb,
    misparsed_locative_inversion,
    name_before_epithet,
    narrow_adverbs_before,
    negate,
    negative_form,
    participle_fragment,
    past_conjuncts_read_as_other,
    past_or_present,
    plural_existential,
    possessive_clitic,
    preverbal_site,
    repair_relative_subject,
    scope_adjunct_flags,
    subject_span,
    suspect_parse,
)

__all__ = [
    "KINDS",
    "PART_OF_SENTENCE",
    "embed",
    "speaker_adverb",
    "trigger_part",
    "without_leftover",
]

#: Flags of an embedding built on one clause or conjunct of the sentence, not all of it: its
#: premise is no embedding of the whole sentence, so it has no control pair against it.
PART_OF_SENTENCE = frozenset({"other-clause-dropped", "other-conjunct-dropped"})

KINDS = ("negated", "modal", "interrogative", "conditional")
#: The modal of IMPPRES's released modal paradigms (Table 1 prints "It's possible that …"; the
#: data writes "might", which is what we match).
MODAL = "might"
#: The consequent of IMPPRES's released conditional paradigms (Table 1 prints "it's OK").
CONDITIONAL_CONSEQUENT = "it's okay"
#: Sentence-final punctuation replaced by the embeddings.
FINAL_PUNCT = frozenset({".", "!", "?", "..."})
#: IMPPRES Table 1's modal frame ("It's possible that Jo's cat yawned."): the modal takes the
#: whole sentence in its scope. Used where "might" inserted below a quantified subject would
#: leave the quantifier outside it (see :func:`~pipeline.rewrite.clause_scope.quantified_subject`).
SENTENTIAL_MODAL = "it's possible that"
#: Quotation marks: an antecedent "If \"We won,\" she said, ..." breaks the quotation.
QUOTES = frozenset({'"', "“", "”", "``", "''", "‘"})
#: Longest conditional antecedent, in words. IMPPRES's antecedents are one template clause of
#: 4-20 words; past 30 words a corpus sentence almost always holds several finite clauses or a
#: list, and "If <it all>, it's okay." no longer reads as one condition (a readability limit,
#: not a grammatical one; Gibson 1998 on integration cost over long dependencies).
MAX_CONDITIONAL_WORDS = 30
#: Past forms of tense-carrying auxiliaries.
PAST_AUX = frozenset({"was", "were", "had", "did", "'d"})
_CLITIC_BE_HAVE = {"'s": ("is", "has"), "'d": ("would", "had")}


#: Sentence-initial discourse markers and interjections: they comment on the utterance, not on
#: its proposition (Schiffrin 1987; Fraser 1999 "What are discourse markers?"), so an operator
#: wrapped around the sentence must leave them outside ("Well, if he left, it's okay", not
#: "If well, he left, it's okay"). Coordinators at the start link to the previous sentence
#: (Quirk et al. 1985 §13.19) and stay outside too ("But if ...").
DISCOURSE_MARKERS = frozenset(
    {
        "well",
        "so",
        "oh",
        "now",
        "yes",
        "yeah",
        "no",
        "okay",
        "ok",
        "anyway",
        "look",
        "listen",
        "and",
        "but",
        "or",
        "yet",
        "also",
        "besides",
        "still",
        "then",
        "indeed",
        "actually",
    }
)
#: Sentence-initial conjunctive adverbs (Quirk et al. 1985 §8.134-8.137, "conjuncts"): they
#: link the sentence to the previous one and are no part of its proposition, so a wrapper goes
#: after them ("However, it's possible that ...", not "It's possible that however, ..."; round
#: 6 of #11). Only with their comma: "Therefore" without one may modify the verb.
CONJUNCTIVE_ADVERBS = frozenset(
    {
        "however",
        "moreover",
        "furthermore",
        "therefore",
        "thus",
        "hence",
        "consequently",
        "nevertheless",
        "nonetheless",
        "meanwhile",
        "instead",
        "otherwise",
        "additionally",
        "likewise",
        "similarly",
        "accordingly",
        "admittedly",
    }
)
#: Entity types whose sentence-initial word keeps its capital inside a question ("Schilling").
NAME_ENTITIES = frozenset(
    {"PERSON", "ORG", "GPE", "NORP", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT", "LAW"}
)


#: Entity types a sentence-initial common word is never misread as: a person's or a nation's
#: name ("Rose", "American") keeps its capital even when it is also an English word.
FIRM_NAME_ENTITIES = frozenset({"PERSON", "NORP", "GPE", "LOC", "FAC"})


def misread_initial_capital(token: Token) -> bool:
    """The sentence's first word is a common word the small tagger read as a name only because
    it is capitalised ("Album sales fell" -> NNP "Album"; "Unofficial reports say" -> NNP and
    ORG): the capital is the sentence's, not the word's, so it goes once the word is no longer
    first ("Did album sales fall?", "If unofficial reports say ..."). A capitalised word after a
    sentence-initial capital is read as a longer name ("Local Government Act"). The lower-case
    form must be an English common word: a WordNet lemma with a sense that is no instance (a
    proper name's synsets are instances: "Mars"), and a word tagged PROPN must be a modifier
    (a bare capitalised head is a name, "Rose stopped"); an ORG reading is overruled only for an
    adjective or adverb (a name is a noun: "Apple stores" stays), and PERSON/NORP/GPE/LOC/FAC
    never (``FIRM_NAME_ENTITIES``); a word tagged NN that NER types is
    :func:`_common_noun_typed_as_name`'s."""
    doc = token.doc
    if token.i != token.sent.start or not token.text[:1].isupper() or token.text.isupper():
        return False
    if token.text == "I" or token.ent_type_ in FIRM_NAME_ENTITIES or not token.is_alpha:
        return False
    if token.i + 1 < len(doc) and doc[token.i + 1].text[:1].isupper():
        return False
    if token.tag_ == "NN" and token.ent_type_:
        return _common_noun_typed_as_name(token)
    if token.pos_ not in ("PROPN", "ADJ"):
        return False  # a name the tagger read as a verb is ``_keeps_capital``'s ("Schilling is")
    if (
        token.pos_ == "PROPN"
        and token.dep_ not in ("compound", "amod")
        and not _bare_common_plural(token)
        and not _bare_substance_noun(token)
    ):
        # a bare capitalised head noun is a name: a common singular noun needs a determiner
        # ("Rose stopped smoking"); only a modifier of a following noun is read as common
        return False
    synsets = [s for s in wordnet().synsets(token.lower_) if not s.instance_hypernyms()]
    if not synsets:
        return False
    if _proper_word(token, synsets):
        return False
    if token.ent_type_:
        return all(s.pos() in ("a", "s", "r") for s in synsets)
    return True


def _common_noun_typed_as_name(token: Token) -> bool:
    """A sentence-initial word the tagger calls a common noun (tag NN, not NNP) that the small
    NER model types as a non-firm entity (ORG, PRODUCT...: "Software stopped working" -> ORG):
    the tagger, which sees the capital too, reads a common noun, and the lower-case form is an
    English common noun (a WordNet noun sense that is no instance, i.e. not only the name of an
    individual: Miller 1995), so the capital is the sentence's, not a name's (Quirk et al. 1985
    §5.60: a proper noun is capitalised wherever it stands; a common noun only first). The
    small model's entity label alone is weak evidence (en_core_web_sm types most capitalised
    first nouns before a verb as ORG). Not a bare singular count noun (``_bare_count_subject``:
    "Clinic defines ..." is a name, Huddleston & Pullum 2002 ch. 5 §8.2), a numbered name
    ("Python 3.0 ...") or a proper adjective/ethnonym (``_proper_word``). Stop 77 (dx03): with
    the entity recogniser on for presupposition, "Did Software stop working ...?"."""
    if _bare_count_subject(token) or _numbered_name(token):
        return False
    synsets = [s for s in wordnet().synsets(token.lower_, "n") if not s.instance_hypernyms()]
    return bool(synsets) and not _proper_word(token, synsets)


def _proper_word(token: Token, synsets: list) -> bool:
    """Is the capitalised first word a proper adjective or ethnonym ("Toltec culture", "Roman
    law", "Catholic schools")? Words derived from proper names keep their capital wherever they
    stand (CMOS 8.37, 8.38; Quirk et al. 1985 §5.60 on proper adjectives). WordNet writes them
    with a capital in its lemma names: kept when every lemma of the word is capitalised
    ("Toltec", "English") or the capitalised lemmas are the more frequent senses in its tagged
    counts ("Roman" 7 : "roman" 0, "Catholic" 50 : 0; not "Federal" 4 : "federal" 44 or
    "Western" 1 : 25). Stop 58 (ng30), s1202e: "Did toltec culture continue ...?"."""
    upper = lower = 0
    names = [
        lem for sense in synsets for lem in sense.lemmas() if lem.name().lower() == token.lower_
    ]
    if not names:
        return False
    for lem in names:
        if lem.name()[:1].isupper():
            upper += lem.count() + 1  # + 1: an untagged sense still counts once
        else:
            lower += lem.count() + 1
    return upper > lower


def _bare_substance_noun(token: Token) -> bool:
    """A capitalised head the tagger read as a name that is a substance (mass) noun ("Zinc has
    five stable isotopes", "Iron rusts"): a mass noun takes the zero article like a plural
    (Quirk et al. 1985 §5.26, §5.52), so it needs no determiner to be common. Its first
    (most frequent) WordNet noun sense must be a substance (lexicographer file noun.substance),
    no sense an instance, and no sense a person or a colour (noun.person, noun.attribute: the
    given names "Amber", "Ruby", "Jade" are also colours or stones); NER must see no entity.
    Blind reviews s1130q: "If Zinc has five stable isotopes" (thirty-first implicature pass)."""
    if token.ent_type_ or token.tag_ != "NNP":
        return False
    senses = wordnet().synsets(token.lower_, "n")
    if not senses or senses[0].lexname() != "noun.substance":
        return False
    return not any(
        s.instance_hypernyms() or s.lexname() in ("noun.person", "noun.attribute") for s in senses
    )


def _bare_common_plural(token: Token) -> bool:
    """A capitalised head the tagger read as a singular name that is the regular plural of a
    common noun ("Birthrates in Japan fell", "Homeowners pay more"): a plural count noun takes
    the zero article (Quirk et al. 1985 §5.26), so unlike a bare singular ("Rose stopped") it
    needs no determiner to be common. The plural must be in lemminflect's noun dictionary with
    another lemma ("birthrates" -> "birthrate") and no WordNet noun sense of it a proper name's
    (an instance: "Williams", "Jones" are in neither), and NER must see no entity."""
    if token.ent_type_:
        return False
    low = token.lower_
    lemmas = getAllLemmas(low, upos="NOUN").get("NOUN", ())
    if not lemmas or low in lemmas:
        return False
    return not any(s.instance_hypernyms() for s in wordnet().synsets(low, "n"))


def _bare_subject(token: Token) -> bool:
    """A sentence-initial singular noun subject (tag NN) with no determiner or possessive."""
    return (
        token.i == token.sent.start
        and token.tag_ == "NN"
        and token.dep_ in ("nsubj", "nsubjpass")
        and not any(c.dep_ in ("det", "poss", "predet") for c in token.children)
    )


def _bare_count_subject(token: Token) -> bool:
    """Is the capitalised first word a bare singular subject that English only has as a count
    noun ("Clinic defines five new directives")? A singular count noun cannot head a noun
    phrase without a determiner (Huddleston & Pullum 2002 ch. 5 §8.2; Quirk et al. 1985
    §5.26: only plural and mass nouns take the zero article), so a determinerless subject
    the tagger read as NN is a name whose capital is lexical (Quirk et al. 1985 §5.60), not
    a common noun to lowercase ("If clinic defines ...", "Does clinic define ...": blind
    review s1204o, stop 76 ng10). Countability comes from lemminflect's noun table: a noun
    also used without plural ending ("software", "output", "water", "support": its plural
    list holds the singular) can be a mass noun and stays common ("If output is written");
    "clinic" has only "clinics". A partitive or quantity noun with an of-complement ("Lack
    of memory causes ...", Quirk et al. 1985 §5.7) takes the zero article and stays common."""
    if not _bare_subject(token) or token.is_stop or not token.is_alpha:
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children):
        return False
    low = token.lower_
    plurals = getInflection(low, "NNS")
    if (
        not plurals
        or low in plurals
        or getAllLemmas(low, upos="NOUN").get("NOUN", (low,))[0] != low
    ):
        return False
    return bool(wordnet().synsets(low, "n"))


def _numbered_name(token: Token) -> bool:
    """Is the capitalised first word a bare singular subject followed by a numeral designator
    ("Python 3.0 adopts ...", "Windows 10 ships ...")? A determinerless noun with a postposed
    numeral is a name of a numbered member of a series (Quirk et al. 1985 §5.60 on proper
    nouns, §17.92 on postposed numeral designators; Huddleston & Pullum 2002 ch. 5 §20.3),
    and a product or version name keeps its capital wherever it stands; for a common
    designator ("Chapter 3") the capital is the cross-reference style of APA 7th ed. §6.19,
    never an error, while the lower case turns a product name into a common noun ("If
    python 3.0 adopts ...": blind review s1204o, stop 76 ng10)."""
    if not _bare_subject(token):
        return False
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return nxt is not None and nxt.like_num and nxt.head.i == token.i and nxt.dep_ == "nummod"


def _keeps_capital(token: Token) -> bool:
    """``keeps_capital`` plus names the tagger misread: NER says PERSON..., a subject tagged as a
    verb ("Schilling is ..."), or a lower-case form that is no English word (not in WordNet, or
    only as the name of an individual: "Cummings received ...");
    minus a sentence-initial common word misread as a name (:func:`misread_initial_capital`)."""
    if any(ch.isupper() for ch in token.text[1:]):
        return True  # "SIPs", "McCain", "iPhone": no common word has an inner capital
    doc = token.doc
    if (
        token.i + 2 < len(doc)
        and not token.whitespace_
        and doc[token.i + 1].text == "-"
        and not doc[token.i + 1].whitespace_
        and doc[token.i + 2].text[:1].isupper()
    ):
        # "Go-Daigo", "Jean-Paul": a hyphenated word whose later part is capitalised is a
        # name, capitalised in each part wherever it stands (CMOS 8.10 on hyphenated names);
        # a common compound's later part is lower case ("Well-known", "Self-taught")
        return True
    if misread_initial_capital(token):
        return False
    if token.lower_ in COMPOUND_PRONOUNS:
        # "Everybody", "Nothing": closed-class compound pronouns (Quirk et al. 1985 §6.45),
        # never names, so the capital is the sentence's ("Did everybody begin ...?"), though
        # WordNet lists no noun "everybody" for the bare-subject test below (stop 84, pr180)
        return False
    if token.lower_ == "the" and token.ent_type_ in NAME_ENTITIES - {"WORK_OF_ART"}:
        return False  # "the United States", "the Beatles": a name's article is lower case
        # in running text; a title keeps it ("The Affair"; CMOS 8.170, 8.163)
    if token.pos_ == "NOUN" and any(
        c.dep_ == "conj" and c.text[:1].isupper() for c in token.children
    ):
        return True  # "Flesh and Fantasy tells ...": a capitalised conjunct makes it a title
    if keeps_capital(token) or token.ent_type_ in NAME_ENTITIES:
        return True
    if token.tag_ == "IN" and token.dep_ in ("prep", "mark") and token.i == token.sent.start:
        # "Amidst the ruins, ...": a sentence-initial preposition the parser attached as one
        # is a closed-class function word, never a name (Quirk et al. 1985 §2.35 on closed
        # classes), however few senses WordNet (which has no prepositions) gives it; its
        # capital is the sentence's, and "It's possible that Amidst ..." keeps a stray one
        # (blind review s1202n)
        return False
    # a capitalised subject the tagger read as a verb is a name ("Schilling is"), unless it is a
    # real gerund ("Swimming is fun": a verb form lemminflect's dictionary knows)
    misread_subject = token.dep_ in ("nsubj", "nsubjpass", "csubj") and token.pos_ in (
        "VERB",
        "AUX",
        "ADV",
    )
    if misread_subject and (token.tag_ != "VBG" or not getAllLemmas(token.lower_, upos="VERB")):
        return True
    low = token.lower_
    if not token.is_alpha or token.is_stop:
        return False
    if (
        token.tag_ == "NN"
        and token.dep_ in ("nsubj", "nsubjpass")
        and not any(c.dep_ in ("det", "poss") for c in token.children)
        and not wordnet().synsets(low, "n")
        and not (low.endswith("ing") and getAllLemmas(low, upos="VERB"))
    ):
        # "Ponder knew ...": a capitalised singular subject with no determiner that English has
        # no common noun for: a bare singular count noun cannot be a subject (Huddleston &
        # Pullum 2002 ch. 5 §8.2), and a word with no noun sense is no mass noun either, so the
        # tagger's NN is a name ("If ponder knew" lowercased it; blind review s1202p). A
        # gerund ("Fouling is ...") is a nominalised verb that takes no determiner (Quirk et
        # al. 1985 §17.54) and stays common
        return True
    if _bare_count_subject(token) or _numbered_name(token):
        return True
    senses = wordnet().synsets(low)
    if token.text[:1].isupper() and _proper_word(
        token, [sense for sense in senses if not sense.instance_hypernyms()]
    ):
        return True  # "Toltec culture", "Roman law": a proper adjective (stop 58, ng30)
    # no sense, or only named individuals (WordNet's instance relation: "Cummings" is only the
    # poet, while "Bush" and "Ford" are also a shrub and a crossing): a name
    return not senses or all(sense.instance_hypernyms() for sense in senses)


def _lower_first(token: Token) -> str:
    if token.lower_ in EXCLUSIVE_PARTICLES:  # "Only" tagged NNP: "Has only Maria won?"
        return token.lower_
    if added_capital(token):
        return token.text[:1].lower() + token.text[1:]  # see ``_result.reduced_doc``
    return token.text if _keeps_capital(token) else token.text[:1].lower() + token.text[1:]


def _degree_so(tok: Token) -> bool:
    """Degree "so" of the next word ("So far, ...", "So many people ..."; Quirk et al. 1985
    §7.89 intensifier "so"), not the discourse marker: it is part of the phrase it modifies."""
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if tok.lower_ != "so" or nxt is None:
        return False
    if _prepositional_intensifier(nxt):
        return False  # "So right after she left, ...": the marker before "right after"
    if nxt.pos_ == "DET":
        # of the determiners only the quantifiers take "so" ("so many", "so much"; Quirk et al.
        # 1985 §7.89): "So the cops get to our room" is the discourse marker (stop 53)
        return nxt.lower_ in DEGREE_QUANTIFIERS
    return nxt.pos_ in ("ADJ", "ADV")


#: Adverbs that intensify a following preposition or subordinator ("right after", "just
#: before", "straight into"): they modify the prepositional phrase or clause (Huddleston &
#: Pullum 2002 ch. 7 §4.1; Quirk et al. 1985 ch. 9 on premodified prepositional phrases) and
#: are no gradable adverbs, so a "so" before them is no degree "so" (Quirk et al. 1985 §7.89)
#: but the sentence-initial marker: "So right after she left she hid" = "So, right after ...".
PREPOSITION_INTENSIFIERS = frozenset({"right", "just", "straight"})


def _prepositional_intensifier(tok: Token) -> bool:
    """Is ``tok`` a PREPOSITION_INTENSIFIERS adverb right before a preposition or subordinator
    ("right after", "just before")? Stop 95 (ng10; blind review s9501 pres-059: "It's possible
    that so right after ..." before)."""
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    return tok.lower_ in PREPOSITION_INTENSIFIERS and nxt is not None and nxt.tag_ == "IN"


#: Quantifiers that a degree "so" modifies (Quirk et al. 1985 §5.23, §7.89).
DEGREE_QUANTIFIERS = frozenset({"many", "much", "few", "little"})


def result_so(head: Token) -> Token | None:
    """A result "so" that joins a second clause of its own subject to the sentence of ``head``
    ("I lost all my apps so I can't type", "..., so with a heavy heart he took the key"), or
    None. Result "so" stands between the coordinators and the subordinators (Quirk et al. 1985
    §13.18; Huddleston & Pullum 2002 ch. 15 §2.2: a marginal coordinator); an "if" or a
    question over the sentence takes both clauses, as with "and"/"but" (``clausal-coordination``
    in :func:`_conditional`): "*If I lost all my apps so I can't type, it's okay" reads as two
    conditions or a condition and an assertion (stop 53). Not "so that" (purpose), a degree
    "so", "so" as a pro-form ("I think so", "did so") or the sentence-initial marker."""
    start = leading_marker_end(head.doc)
    for tok in head.sent:
        if tok.lower_ != "so" or tok.i <= start or _degree_so(tok):
            continue
        nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
        if nxt is None or nxt.lower_ in ("that", "far", "to", "as"):
            continue
        verb = tok.head
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
        if verb.i <= tok.i or subject is None or subject.i < tok.i:
            continue
        comma = tok.i > 0 and tok.doc[tok.i - 1].text in (",", ";")
        if not comma and any(a.tag_ == "MD" for a in left_auxiliaries(verb)):
            # "waiting ... so they could then talk": without a comma and with a modal the
            # clause is the purpose "so (that)" (Quirk et al. 1985 §15.48), an adjunct of
            # the one clause, which "if" and the question take in whole
            continue
        return tok
    return None


def leading_marker_end(doc: Doc, conjuncts: bool = False) -> int:
    """Index of the first token after the sentence-initial discourse markers, interjections and
    coordinators and their comma ("Well, ...", "Oh, yes, ...", "But ..."), 0 when none;
    with ``conjuncts``, also conjunctive adverbs and their comma ("However, ...")."""
    i = 0
    while i < len(doc) - 1:
        tok = doc[i]
        conjunct = conjuncts and tok.lower_ in CONJUNCTIVE_ADVERBS and doc[i + 1].text == ","
        if (
            conjunct
            or tok.dep_ == "intj"
            or (
                tok.lower_ in DISCOURSE_MARKERS
                and tok.dep_ in ("cc", "intj", "advmod", "discourse")
                and not _degree_so(tok)
            )
        ):
            i += 1
            while i < len(doc) - 1 and doc[i].text in (",", "--", "—", "..."):
                i += 1
            continue
        break
    return i


#: Subordinators: a sentence that opens with one starts with its adverbial clause ("Although it
#: rained, ..."); "If although ..." is not English, so the conditional is not built on it.
SUBORDINATORS = frozenset(
    {
        "although",
        "though",
        "while",
        "whereas",
        "because",
        "since",
        "if",
        "unless",
        "when",
        "whenever",
        "as",
        "once",
        "until",
        "before",
        "after",
        # "Except I think the race is beginning ...": "except (that)" subordinates a finite
        # clause (Quirk et al. 1985 §14.12); a sentence opening with it is the exception to
        # a sentence before it, and "If except ..." is no English
        "except",
    }
)


def _clausal_coordination(head: Token) -> bool:
    """Whether ``head``'s clause is coordinated with a clause that has its own subject, either
    way round ("He was tired, but she left")."""
    root = head
    while root.dep_ == "conj":
        root = root.head
    return bool(chained_clause_conjuncts(root)) or any(
        c.dep_ == "conj" and subject_span(c) is not None for c in root.children
    )


#: Dependencies that make a verb the head of a clause of its own.
_CLAUSE_DEPS = frozenset(
    {"ROOT", "conj", "ccomp", "xcomp", "advcl", "relcl", "acl", "csubj", "parataxis", "pcomp"}
)


def _unlinked_clause_subject(root: Token) -> bool:
    """ "They were sitting with us and their fire blazed [VBN, amod] brighter": a subject
    after a coordinator inside ``root``'s clause whose verb the parser did not link as a
    clause (an ``amod`` "blazed"). A noun phrase opening right after "and"/"but"/"or" as the
    subject of a later word is the subject of a second clause coordinated with the first
    (Quirk et al. 1985 §13.19), and a yes/no question inverts one clause only (Huddleston &
    Pullum 2002 ch. 10 §4): "*Were they sitting with us and their fire blazed brighter?"
    leaves the second clause declarative inside the question (stop 98, ng12; issue #11).
    The question refuses it as ``clausal-coordination``; the "if" and the sentential modal
    take a coordination of clauses whole ("If S1 and S2, ...", "It's possible that S1 and
    S2") and need no refusal, the negation keeps its own handling of clausal conjuncts."""
    doc = root.doc
    for t in root.subtree:
        if t.i <= root.i or t.dep_ not in SUBJECT_DEPS or t.head.i == root.i:
            continue
        if t.head.dep_ in _CLAUSE_DEPS or t.head.i < t.i:
            continue
        edge = t.left_edge.i
        if edge > 0 and doc[edge - 1].dep_ == "cc" and doc[edge - 1].lower_ in ("and", "but", "or"):
            return True
    return False


def _final_punct(doc: Doc) -> Token | None:
    last = doc[-1]
    return last if last.text in FINAL_PUNCT else None


def _merged_period(doc: Doc) -> Token | None:
    """A last word that carries the sentence's period ("World War I." as one token), or None.

    An abbreviation with its own inner periods ("U.S.") keeps them: its period doubles as the
    sentence's (Chicago Manual of Style 6.12), so "If she lived in the U.S., it's okay." stays."""
    last = doc[-1]
    text = last.text
    if last.is_punct or len(text) < 2 or not text.endswith(".") or "." in text[:-1]:
        return None
    return last


def _wrapped(doc: Doc, opening: str, closing: str | None) -> str:
    """``doc`` after ``opening`` (sentence-initial markers kept outside: "Well, if ..."), its
    final punctuation replaced by ``closing`` (None keeps it)."""
    edit = SurfaceEdit(doc)
    # a conjunct ("However, ...") cannot follow "that": "It's possible that however, ..."; a
    # conditional keeps it as a parenthetical ("If, however, she left, ...")
    body = leading_marker_end(doc, conjuncts=True)
    first = doc[body]
    if body:
        before = doc[:body].text_with_ws
        glue = "" if before.rstrip().endswith(",") or doc[body - 1].dep_ == "cc" else ","
        edit.delete_span(0, body)
        edit.insert_before(first, f"{before.rstrip()}{glue} {opening} ")
    else:
        edit.insert_before(first, capitalise(opening) + " ")
    edit.replace(first, _lower_first(first))
    if closing is not None:
        punct, merged = _final_punct(doc), _merged_period(doc)
        if punct is not None:
            edit.delete(punct)
        elif merged is not None:
            edit.replace(merged, merged.text[:-1])
        return edit.render().rstrip() + closing
    return edit.render()


def _sentential_modal(doc: Doc, head: Token) -> Rewritten:
    """IMPPRES Table 1's modal frame over the whole sentence: "It's possible that most
    Democrats felt betrayed." Only for a main clause that is the whole sentence."""
    rule = "embedding:modal"
    if doc[-1].text == "?":
        return _fail(doc, rule, "question")
    if head.dep_ != "ROOT" or _clausal_coordination(head):
        return _fail(doc, rule, "quantified-subject")
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in head.children):
        # "*It's possible that most villagers may have left": one epistemic judgement stacked
        # on another, as "might" refuses on a modal clause (``already-modal`` in _modal); so
        # too over a root or deontic modal ("It's possible that sickness may cut into the
        # owner's earnings", "It's possible that, before deciding, a college must know where
        # it is"): the premise then qualifies the modal statement, not the assertion of the
        # trigger sentence, and "might" refuses those clauses as well (stop 51)
        return _fail(doc, rule, "already-modal")
    if speech_tag(doc) is not None:
        return _fail(doc, rule, "speech-tag")
    # the frame is the writer's declarative statement of a possibility: the source's "!" or
    # trailing "..." (emotive stress, a voice trailing off: Quirk et al. 1985 App. III.27;
    # Huddleston & Pullum 2002 ch. 20 §5; CMOS 13.53) belonged to the speaker's assertion, not
    # to "It's possible that ...", which takes a full stop ("It's possible that most of our
    # jewels were stolen!" is no sentence a reviewer keeps: blind review s1205e; stop 85, im101).
    # A sentence ending on a closing quotation mark keeps its ending ('... call "the
    # conservatism of the peasantry."'): the mark inside the quotation is the quotation's
    closing = "." if _final_punct(doc) is not None else None
    return Rewritten(_wrapped(doc, SENTENTIAL_MODAL, closing), True, rule, ("sentential-modal",))


def _declarative_close(result: Rewritten) -> Rewritten:
    """The in-place modal premise with a full stop for the source's one final "!" ("I bought 2
    jars for my husband - he was thrilled!" -> "I might have bought 2 jars for my husband.").
    The "!" marked the speaker's emotive stress on her assertion (Quirk et al. 1985 App.
    III.27; Rett 2011 on exclamation as a speech act), and "might" hedges that assertion into
    a possibility the writer only states, which takes a full stop, as the sentential frame does
    (``_sentential_modal``, stop 85). A "!" left on it insists on a hedge; when the cut dropped
    the clause the mark closed, it is not even the premise's own (blind review s1206b impl-035;
    stop 91, im110). A "!" inside a closing quotation mark is the quotation's and stays."""
    text = result.text
    if not result.ok or not text.endswith("!") or text.endswith("!!"):
        return result
    return Rewritten(text[:-1] + ".", result.ok, result.rule, result.flags, result.clash)


def sentential_modal(doc: Doc) -> Rewritten:
    """:func:`_sentential_modal` over the sentence's root: "It's possible that after X, we
    wanted Y", for a caller whose clause-level modal would leave a preposed clause outside."""
    return _sentential_modal(doc, doc[0].sent.root)


def _spelled(aux: Token) -> str:
    """Spell out a clitic auxiliary ("'s" -> "is"/"has") so it can be moved or replaced."""
    low = aux.lower_.replace("’", "'")
    if clitic_has(aux):
        return "has"
    if clitic_had(aux):
        return "had"  # "She'd seen" -> "Had she seen ...?"
    if low in _CLITIC_BE_HAVE:
        be_or_do, have = _CLITIC_BE_HAVE[low]
        return have if aux.lemma_ == "have" else be_or_do
    return EXPANDED_CLITICS.get(low, aux.text)


def _fail(doc: Doc, rule: str, *flags: str) -> Rewritten:
    return Rewritten(doc.text, False, rule, tuple(flags))


def _clause_with_subject(
    doc: Doc, target: Token | None, rule: str
) -> tuple[Token, Span] | Rewritten:
    """The clause head and subject every embedding needs, or the failure to report."""
    head = finite_clause_head(doc, target)
    if head is None:
        return _fail(doc, rule, "no-finite-verb")
    if suspect_parse(head):
        return _fail(doc, rule, "suspect-parse")
    subject = subject_span(head)
    if subject is None:
        return _fail(doc, rule, "no-subject")
    return head, subject


def _dated_by_year(head: Token) -> bool:
    """The clause of ``head`` (its non-finite complements included: "continues releasing
    albums in 2014") has a calendar-year date ("in 2014", "in May 1970")."""
    for tok in head.subtree:
        if not (tok.like_num and calendar_year(tok.text)) or tok.ent_type_ != "DATE":
            continue
        if in_clause_of(tok, head):
            return True
    return False


#: Adverbs of the medial position, which comes right after the first auxiliary (Quirk et al.
#: 1985 §8.20-8.21, "M" position: time, frequency, additive and aspectual adverbs). An inserted
#: modal is that first auxiliary, so it goes before them: "The term might now refer", not "The
#: term now might refer"; "might also be used", not "might be also used" (blind review round
#: 35, class 1).
MEDIAL_ADVERBS = frozenset(
    {"now", "also", "still", "already", "often", "always", "usually", "sometimes", "frequently",
     "generally", "normally", "rarely", "seldom", "soon", "then", "later", "again", "even",
     "never"}
    | {"therefore", "thus", "hence", "consequently", "accordingly", "nevertheless", "nonetheless"}
    | {"both", "all", "each"}
    | {"really", "certainly", "definitely", "surely", "actually", "truly"}
)  # fmt: skip
#: Stop 68 (pr118): the emphasizers ("really", "certainly", "actually", ...: Quirk et al. 1985
#: §8.99-8.104) are subjuncts of the same medial position when they hang on the verb or the
#: copula, not on an adjective they grade: "God might really be only another artist", not
#: "*might be really only another artist" (review s1202x pres-062); "might be really tired"
#: (degree "really" on "tired") is left as it is, since ``_medial_adverb_after`` takes only an
#: adverb whose head is the auxiliary or the clause's verb.
#: Stop 53 (ng23): conjuncts ("therefore", "thus", ...) stand in the same medial position when
#: not set off by commas (Quirk et al. 1985 §8.20, §8.137: "X might therefore be timely", not
#: "*might be therefore timely"), and so does a quantifier floated off the subject ("both",
#: "all", "each": Quirk et al. 1985 §10.64-10.66; Sportiche 1988): "We might both be getting
#: tired", not "*We might be both getting tired" (blind review, stop 53).
#: "never" is a frequency adverb of the same position (Quirk et al. 1985 §8.20, §10.58): "He
#: might never have known", not "He never might have known" (blind review round 36, class 3).
#: Relations of a medial adverb: spaCy attaches "never" as ``neg``.
MEDIAL_DEPS = frozenset({"advmod", "neg"})
#: Floated quantifiers: the parser hangs "both" / "all" / "each" after "are" on the verb as
#: ``dep``, ``advmod``, ``det`` or ``appos`` ("They are both getting tired": both/dep).
FLOATED_QUANTIFIERS = frozenset({"both", "all", "each"})
FLOATED_DEPS = frozenset({"dep", "advmod", "det", "appos"})


#: Time and manner (process) adverbs that a narrative fronts before the subject with no comma
#: ("Immediately they left their nets", "Suddenly the sea was calm") and whose unmarked place is
#: the medial one, after the subject and the operator (Quirk et al. 1985 §8.20-8.22 on M
#: position, §8.81 and §8.55 on initial process and time adjuncts as marked theme). A clause
#: embedded under "if" or inverted into a yes/no question no longer carries that thematic
#: fronting: "If immediately they left ..." and "Immediately did they leave ...?" read as
#: broken word order (s1205v pres-055), so the rewriters put the adverb back in the medial
#: position ("If they immediately left ...", "Did they immediately leave ...?"). "now" and
#: "then" are DISCOURSE_MARKERS, kept outside the operator by ``leading_marker_end``.
FRONTED_PROCESS_ADVERBS = frozenset(
    {"immediately", "suddenly", "quickly", "instantly", "straightway", "straightaway",
     "forthwith", "promptly", "soon", "presently", "gradually", "slowly", "finally",
     "eventually", "once"}
)  # fmt: skip


def fronted_process_adverb(head: Token, subject_start: Token, opening: int) -> Token | None:
    """The one-word process/time adverb (FRONTED_PROCESS_ADVERBS) standing at ``opening`` (the
    first word after the sentence's discourse markers) directly before the subject starting at
    ``subject_start``, with no comma, hanging on ``head``'s clause; or None. The conditional and
    the question both move it to the medial position (:func:`mid_position_site`)."""
    doc = head.doc
    if subject_start.i != opening + 1 or opening >= len(doc):
        return None
    adverb = doc[opening]
    if adverb.lower_ not in FRONTED_PROCESS_ADVERBS or adverb.dep_ != "advmod":
        return None
    if adverb.head.i != head.i or list(adverb.children):
        return None  # "soon after", "once more": a phrase, not the lone adverb
    return adverb


def mid_position_site(head: Token) -> Token:
    """The token before which a medial adverb of ``head``'s clause goes: the lexical verb
    ("they immediately left", "they had immediately left"), or the word after a finite copula
    ("he was suddenly afraid"; finite "be" is an operator, Huddleston & Pullum 2002 ch. 3 §2.1,
    and the M position follows the operator, Quirk et al. 1985 §8.20)."""
    doc = head.doc
    if (
        head.lemma_ == "be"
        and head.i + 1 < len(doc)
        and not any(c.dep_ in ("aux", "auxpass") and c.i < head.i for c in head.children)
    ):
        return doc[head.i + 1]
    return head


def _medial(token: Token) -> bool:
    """A medial adverb or a floated quantifier by word and relation (MEDIAL_ADVERBS)."""
    if token.lower_ in FLOATED_QUANTIFIERS:
        # only before a verb: "are both getting"; "was both brave and shocking" is the
        # correlative "both ... and" of the predicate (Quirk et al. 1985 §13.33), not floated
        doc = token.doc
        nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
        return (
            token.dep_ in FLOATED_DEPS
            and not list(token.children)
            and nxt is not None
            and nxt.pos_ in ("VERB", "AUX")
        )
    return token.lower_ in MEDIAL_ADVERBS and token.dep_ in MEDIAL_DEPS


def _medial_adverb_after(aux: Token, head: Token) -> Token | None:
    """The medial adverb right after the finite auxiliary ``aux`` of ``head``'s clause ("is
    *also* used"), or None (see MEDIAL_ADVERBS). Also after a copula that is the clause's verb
    ("There is *normally* only light stress" -> "There might normally be only light stress",
    not "*might be normally"): finite "be" is an operator by its syntax (Huddleston & Pullum
    2002 ch. 3 §2.1), so the adverb stands after it, and the modal takes it over (dev run,
    stop 50)."""
    doc = aux.doc
    nxt = doc[aux.i + 1] if aux.i + 1 < len(doc) else None
    if nxt is None or not _medial(nxt):
        return None
    if nxt.head.i not in (aux.i, head.i):
        return None
    return nxt if nxt.i < head.i or aux.i == head.i else None


#: Restrictive focusing subjuncts that stand in the medial position between an auxiliary and
#: the verb when they focus the predicate ("is only required"): an inserted modal becomes the
#: first auxiliary and they follow it, "might only be required", not "*might be only required"
#: (Quirk et al. 1985 §8.116-8.117 on restrictive subjuncts, §8.20 on the medial position after
#: the operator; review s1204g pres-000/002). After a copula they focus the complement ("is
#: only a cache") and stay put: only a passive auxiliary "be" before the participle counts.
RESTRICTIVE_MEDIAL = frozenset({"only", "merely"})


def _restrictive_after_auxiliary(aux: Token, head: Token) -> Token | None:
    """ "is *only* required": a restrictive subjunct (RESTRICTIVE_MEDIAL) right after the
    auxiliary ``aux`` and before the lexical verb ``head`` it hangs on, or None."""
    doc = aux.doc
    nxt = doc[aux.i + 1] if aux.i + 1 < len(doc) else None
    if nxt is None or nxt.lower_ not in RESTRICTIVE_MEDIAL or nxt.dep_ != "advmod":
        return None
    if aux.i == head.i or aux.dep_ != "auxpass" or nxt.i + 1 != head.i:
        # only the passive "be": before a progressive IMPPRES's own modal premises keep the
        # subjunct in place ("Colleen might have been only biking to that library", the
        # only_presupposition paradigm), and so does this rewriter (merge mend of stop 73)
        return None
    return nxt if nxt.head.i in (aux.i, head.i) and not list(nxt.children) else None


def _before_medial_adverbs(site: Token, head: Token) -> Token:
    """``site`` moved left over the medial adverbs of ``head`` right before it ("The term
    *now* refers"), where an inserted modal goes (see MEDIAL_ADVERBS)."""
    doc = site.doc
    i = site.i
    while i > 0:
        prev = doc[i - 1]
        if not _medial(prev) or prev.head.i != head.i:
            break
        if any(c.i < prev.i for c in prev.children):
            break  # "two years later": "later" heads a phrase
        i -= 1
    return doc[i]


def _going_to(head: Token, aux: Token) -> Token | None:
    """The "to" of a "be going to" future on ``head`` ("I'm going to start": "to"), or None;
    only with nothing between "going" and "to" and a bare verb after it."""
    doc = head.doc
    if head.lower_ != "going" or aux.lemma_ != "be" or head.i + 2 >= len(doc):
        return None
    to, verb = doc[head.i + 1], doc[head.i + 2]
    if to.lower_ != "to" or verb.tag_ != "VB" or verb.head.i != head.i or verb.dep_ != "xcomp":
        return None
    if any(c.dep_ == "conj" for c in head.children):
        return None  # "is going to sing and was ...": leave coordinations as they were
    return to


#: Verbs of knowing, guessing and expecting whose first-person "might have" + participle is the
#: idiom of reproach or irritation, not epistemic possibility: "I might have known (guessed,
#: expected) it" = "I should have foreseen it; it was predictable" (Quirk et al. 1985 §4.64 on
#: "might have" of reproach; Huddleston & Pullum 2002 ch. 3 §9.8.2 on the counterfactual
#: "might have"; OED "might", the idiom "I might have known"). Review s1206a pres-063.
#: Not a verb of saying: "I might have told you" is an epistemic possibility; the reproach
#: reading of "tell" needs a second-person subject ("You might have told me").
REPROACH_VERBS = frozenset(
    {"know", "guess", "expect", "realize", "realise", "suspect", "foresee", "predict"}
)


def reproach_idiom(head: Token) -> bool:
    """Would IMPPRES's "might have" on ``head`` make the reproach idiom: a first-person subject
    ("I", "we"), a past-tense verb of ``REPROACH_VERBS`` with no auxiliary of its own ("I knew
    something was wrong" -> "*I might have known something was wrong")? The modal then goes
    to IMPPRES Table 1's sentential frame ("It's possible that I knew ..."), which has no such
    reading. A present "I know" takes "I might know", an epistemic possibility, and stays;
    so does a third person ("She might have known", the epistemic reading)."""
    verb = main_verb(head)
    if verb.lemma_.lower() not in REPROACH_VERBS or verb.tag_ != "VBD":
        return False
    if any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children):
        return False
    subject = subject_of(verb)
    return subject is not None and subject.lower_ in ("i", "we")


def _modal(doc: Doc, target: Token | None) -> Rewritten:
    """IMPPRES modal: "might" + base (present) or "might have" + participle (past).

    A present-tense clause dated by a calendar year (historical or narrative present: "In
    2014 the band continues its tour") gets no modal: the present "might" has a non-past
    evaluation time (Condoravdi 2002, "Temporal interpretation of modals"), so "might continue
    ... in 2014" is incoherent for a past year, and nothing tells a past year from a future one
    (flag ``dated-present``)."""
    rule = "embedding:modal"
    found = _clause_with_subject(doc, target, rule)
    if isinstance(found, Rewritten):
        return found
    head, subject = found
    if _conjunct_across_subordinator(head):
        return _fail(doc, rule, "suspect-parse")
    if doc[-1].text == "?":
        return _fail(doc, rule, "question")
    edit = SurfaceEdit(doc)
    aux = finite_auxiliary(head)
    if aux is not None and aux.tag_ == "MD" and not clitic_had(aux):
        return _fail(doc, rule, "already-modal")

    if aux is not None:
        spelled = _spelled(aux).lower()
        past = spelled in PAST_AUX or aux.tag_ == "VBD"
        lemma = "have" if clitic_has(aux) or clitic_had(aux) else aux.lemma_
        going = _going_to(head, aux)
        if going is not None and past:
            # "was going to leave" -> "might have been going to leave": a future in the past
            # under an epistemic past modal, which no reader takes for "might have left"
            return _fail(doc, rule, "going-to-future")
        if going is not None:
            # "I'm going to start" -> "I might start", not "I might be going to start": the
            # modal's non-past reading is the future "be going to" expresses (Condoravdi
            # 2002; Quirk et al. 1985 §4.47 on "be going to"), the auxiliaries go
            neg = _negation_after(doc, aux)
            form = MODAL + (" not" if neg is not None else "")
            if aux.i > 0 and doc[aux.i - 1].whitespace_ == "":
                form = " " + form  # clitic "'m" -> " might"
            if neg is not None:
                edit.delete(neg)
            edit.replace(aux, form)
            edit.delete_span(head.i, going.i + 1)
            return Rewritten(edit.render(), True, rule)
        if lemma == "do":  # emphatic or negated do-support: "did stun" -> "might have stunned"
            neg = _negation_after(doc, aux)
            if neg is not None:
                edit.delete(neg)
            verb = main_verb(head)
            adverbs = narrow_adverbs_before(aux)
            form = MODAL + (" not" if neg else "") + (" have" if past else "")
            if past:
                edit.replace(verb, reinflect(verb, "VBN"))
            if adverbs:  # "only does conceal" -> "might only conceal"
                edit.delete(aux)
                edit.insert_before(adverbs[0], form + " ")
            else:  # in place, so "didn't quit" keeps its spacing: "might not have quit"
                edit.replace(aux, form)
            return Rewritten(edit.render(), True, rule)
        if past and lemma == "have":
            form = f"{MODAL} have"  # "had found" -> "might have found"
        elif past:
            form = f"{MODAL} have {inflect(lemma, 'VBN')}"  # "was" -> "might have been"
        elif lemma == "be" and _dated_by_year(head):
            return _fail(doc, rule, "dated-present")  # "is touring in 2014" -> no "might be"
        else:
            form = f"{MODAL} {lemma}"  # "is" -> "might be", "has" -> "might have"
        if aux.i > 0 and doc[aux.i - 1].whitespace_ == "":
            form = " " + form  # clitic "'s" -> " might be"
        neg = _negation_after(doc, aux)
        if neg is not None:
            edit.delete(neg)
            form = form.replace(MODAL, MODAL + " not", 1)
        medial = _medial_adverb_after(aux, head) or _restrictive_after_auxiliary(aux, head)
        before = doc[aux.i - 1] if aux.i > 0 else None
        if medial is None and before is not None and _before_medial_adverbs(aux, head) != aux:
            medial = before  # "never had known" -> "might never have known" (MEDIAL_ADVERBS)
        if medial is not None and neg is None:
            # "is also used" -> "might also be used", not "might be also used" (MEDIAL_ADVERBS)
            edit.delete(medial)
            form = form.replace(MODAL, f"{MODAL} {medial.text}", 1)
        edit.replace(aux, form)
        for conj in _uncarried_conjuncts(head, aux):
            if not _own_auxiliary(conj):  # "might have been closed and become an airport"
                edit.replace(conj, reinflect(conj, "VBN" if past else "VB"))
        return Rewritten(edit.render(), True, rule)
    site = _before_medial_adverbs(preverbal_site(head), head)
    if past_or_present(head) != "VBD" and _dated_by_year(head):
        return _fail(doc, rule, "dated-present")
    if past_or_present(head) == "VBD":
        verb_site = preverbal_site(head)
        if verb_site.i != site.i:  # "never knew" -> "might never have known" (MEDIAL_ADVERBS)
            edit.insert_before(site, f"{MODAL} ")
            edit.insert_before(verb_site, "have ")
        else:
            edit.insert_before(site, f"{MODAL} have ")
        _reinflect_with_conjuncts(edit, head, "VBN")
    else:
        edit.insert_before(site, f"{MODAL} ")
        _reinflect_with_conjuncts(edit, head, "VB")
    return Rewritten(edit.render(), True, rule)


def _existential_after_clause(head: Token) -> bool:
    """ "The code size may increase, e.g. if f calls g twice ... then there will be four copies
    of h's body": existential "be" with "there" takes no clausal complement (H&P 2002 ch. 16
    §4 on the existential construction: "there" + "be" + displaced subject NP), so a finite
    clause the parse made its ``ccomp`` before it is the sentence's main clause and the
    existential the consequent of an "if ... then" example inside it. A question inverting
    the existential ("..., then, will there be ...?") asks about an embedded consequent and
    leaves the main clause declarative (review s1204a): refused as a suspect parse."""
    if head.lemma_ != "be" or not any(c.dep_ == "expl" for c in head.children):
        return False
    return any(c.dep_ == "ccomp" and c.i < head.i and subject_of(c) for c in head.children)


def _conjunct_across_subordinator(head: Token) -> bool:
    """ "X increments x before returning its value whereas postfix, x++, returns x's value":
    the parse hung the contrastive subordinator on a noun ("whereas" a mark of "postfix") and
    made the subordinate clause's verb a subjectless conjunct of ``head``. A subordinator
    ("whereas", "although", "while": ``SEPARABLE_MARKS``) introduces a clause with its own
    subject and finite verb (Quirk et al. 1985 §14.12, ch. 15), so that "conjunct" is the
    verb of another clause: it does not share ``head``'s subject or operator, and a modal or a
    question built on ``head`` and carried into it ("Does X increment ... whereas postfix
    return ...?") is ungrammatical; a question across a subordinate clause of contrast is
    not natural either (review s1204a). Refused as a suspect parse."""
    doc = head.doc
    for conj in head.children:
        if conj.dep_ != "conj" or conj.pos_ not in ("VERB", "AUX") or subject_of(conj):
            continue
        if any(
            t.dep_ == "mark" and t.lower_ in SEPARABLE_MARKS and t.head.pos_ not in ("VERB", "AUX")
            for t in doc[head.i + 1 : conj.i]
        ):
            return True
    return False


def shared_subject_conjuncts(head: Token) -> list[Token]:
    """Finite verbs coordinated with ``head`` under the same subject ("stopped smoking and
    started drinking"): an operator on the VP covers them all."""
    out = []
    partner = coordinated_verb(head)  # "created and designed [VBN] Bart": a mis-tagged past
    for child in head.children:
        shared_verb = partner is not None and child.i == partner.i
        past = _past_read_as_participle(head, child)
        if child.dep_ != "conj" or not (_finite_form(child) or shared_verb or past):
            continue
        if _nominal_list_member(child):
            continue  # "organize X around prefixes, stems, suffixes": no "stem, suffix"
        verb = past_verb_read_as_modifier(head, child)
        if verb is not None:
            out.append(verb)  # "and recommended repairs": the verb is "recommended" (pr238)
            continue
        if shared_verb or (subject_of(child) is None and not _own_auxiliary(child)):
            out.append(child)
            out.extend(shared_subject_conjuncts(child))
    # "fell on his face, wept on him, and kissed him": the list members the parser hung as an
    # adverbial clause (clause_scope.listed_verb_phrases) share the operator as a "conj" does
    out.extend(listed_verb_phrases(head))
    return out


def past_verb_read_as_modifier(head: Token, conj: Token) -> Token | None:
    """The past verb the parser read as a premodifier of a plural noun it then made ``head``'s
    verb conjunct ("The report described the damage, listed the losses and *recommended*
    [VBN, amod] repairs [NNS, conj]"), or None. Coordination joins like with like (Huddleston &
    Pullum 2002 ch. 15 §4.1; Quirk et al. 1985 §13.2): a plain noun is no verb-phrase conjunct
    of the past ``head``, and the past form right after the coordinator, with nothing before it,
    is the conjunct's finite verb, the noun its object. Do-support takes that verb bare ("Did
    the report ..., list the losses and recommend repairs?", not "*... and recommended
    repair?"; pr238)."""
    if head.tag_ != "VBD" or conj.tag_ not in ("NNS", "NN") or conj.i < head.i:
        return None
    doc = conj.doc
    first = doc[conj.left_edge.i]
    if first.dep_ != "amod" or first.head.i != conj.i or first.tag_ not in ("VBN", "VBD"):
        return None
    if (
        first.i == 0
        or doc[first.i - 1].dep_ != "cc"
        or doc[first.i - 1].lower_ not in ("and", "or")
    ):
        return None
    if not getAllLemmas(first.lower_, upos="VERB"):
        return None
    lemma = verb_lemma(first)
    return first if first.lower_ in {p.lower() for p in getInflection(lemma, "VBD") or ()} else None


def _past_read_as_participle(head: Token, conj: Token) -> bool:
    """A last list member tagged as a past participle whose form is also the past of its verb,
    coordinated by "and"/"or" with a past ``head`` and with no auxiliary or subject of its own
    ("Maria opened the box, read the letter, and *wept* [VBN]"): with no auxiliary to head a
    participle, the form is the finite past of a verb-phrase conjunct (H&P 2002 ch. 15 §4.3:
    coordinated predicates share their subject and tense), which the question's "do" must
    take bare like the others ("*Did Maria open ..., read ..., and wept?"); the same test as
    :func:`clause_scope.coordinated_verb` for a verb right after the coordinator."""
    if conj in past_conjuncts_read_as_other(head):
        return True  # also a JJ "left" (stop 98, ng12: one check, in negation.py)
    if conj.dep_ != "conj" or conj.tag_ != "VBN" or head.tag_ != "VBD" or conj.i < head.i:
        return False
    if conj.left_edge.i != conj.i or conj.i == 0:
        return False  # "and to those ... of her own kindred [VBN]": not a verb after "and"
    before = conj.doc[conj.i - 1]
    if before.dep_ != "cc" or before.lower_ not in ("and", "or"):
        return False
    if subject_of(conj) is not None or _own_auxiliary(conj):
        return False
    if not getAllLemmas(conj.lower_, upos="VERB"):
        return False  # a word lemminflect's dictionary knows as no verb
    return conj.lower_ in {p.lower() for p in getInflection(verb_lemma(conj), "VBD") or ()}


def _nominal_list_member(verb: Token) -> bool:
    """Is the "verb" conjunct ``verb`` a noun of a list the tagger misread ("around prefixes,
    stems, suffixes, etc.": "stems" a VBZ conjunct of the root, "suffixes" its conjunct)?

    Coordination joins like with like (Huddleston & Pullum 2002 ch. 15 §4; Quirk et al. 1985
    §13.2): a conjunct that coordinates nouns itself is a noun, and reinflecting it as a verb
    under the question or modal spoiled the list ("*around prefixes, stem, suffix"; dev run,
    stop 50). Only a bare member, with no dependent a verb takes (object, particle, adjunct):
    "holds up the train and escapes" is a verb phrase whatever the tag of "escapes"."""
    children = list(verb.children)
    return all(c.dep_ in ("conj", "cc", "punct") for c in children) and any(
        c.dep_ == "conj" and (c.pos_ in ("NOUN", "PROPN") or c.tag_ == "FW") for c in children
    )


def _own_auxiliary(verb: Token) -> bool:
    return any(c.dep_ in AUX_DEPS for c in verb.children)


def _uncarried_conjuncts(head: Token, aux: Token | None) -> list[Token]:
    """Verb phrases coordinated with ``head`` under its subject that the moved or replaced
    auxiliary cannot carry: a finite conjunct after an auxiliary ("was closed in 1963 and
    became an airport": *"Was it closed in 1963 and became ...?") or a conjunct with an
    auxiliary of its own ("founded in 1950 and is based in Boston"). Coordinated verb phrases
    share the one auxiliary only in the same verb form (H&P 2002 ch. 15 §4.1; Quirk et al. 1985
    §13.60), so the question is built on the trigger's conjunct alone."""
    partner = coordinated_verb(head)
    out = []
    for child in head.children:
        if child.dep_ != "conj" or child.i < head.i or child.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(child) is not None or (partner is not None and child.i == partner.i):
            continue
        if (
            _own_auxiliary(child)
            or (aux is not None and _finite_form(child))
            or (aux is None and _copula_conjunct(child))
            or active_after_passive(head, child)
            or active_after_copula(head, child)  # "*Was it porous and admitted air?" (pr239)
        ):
            out.append(child)
    if aux is not None:
        # "had fallen on his face, wept on him, and kissed him": finite list members the
        # parser hung as an adverbial clause cannot share the moved auxiliary either; the
        # first member's subtree holds the rest (clause_scope.listed_verb_phrases)
        out.extend(m for m in listed_verb_phrases(head) if m.head.i == head.i)
    # a verb the parser read as an object's noun conjunct (``verbs_read_as_object_conjuncts``)
    # is not cut but carried: the question's "do" takes it bare (``_reinflect_with_conjuncts``)
    return out + misattached_finite_conjuncts(head)


def _copula_conjunct(verb: Token) -> bool:
    """A finite copula "be" heading a verb-phrase conjunct ("writes novels and *is* a
    teacher"): "be" is an auxiliary verb by its syntax and never takes do-support, so the "do"
    of a question cannot carry it ("*Does he write novels and be a teacher?"; Huddleston &
    Pullum 2002 ch. 3 §2.1, the NICE properties; stop 46). The modal can: "might ... and be"."""
    return verb.lemma_ == "be" and verb.tag_ in ("VBD", "VBZ", "VBP")


def _without_conjuncts(doc: Doc, head: Token, conjuncts: list[Token]) -> tuple[Doc, Token]:
    """``doc`` with ``conjuncts`` (and their coordinators) cut out, and ``head`` in it."""
    keep = {t.i for t in doc}
    for conj in conjuncts:
        keep -= {t.i for t in conj.subtree} | coordinator_before(head, conj)
        keep -= set(_coordinator_tokens(conj))  # also a dash or a coordinator hung elsewhere
    alone, index = reduced_doc(doc, frozenset(keep), head.i)
    return alone, alone[index[head.i]]


def _finite_form(token: Token) -> bool:
    """A finite verb, or a verb form the tagger read as a plural noun ("goes home and sleeps")."""
    if token.tag_ in ("VBD", "VBZ", "VBP"):
        return True
    if any(c.dep_ in ("det", "poss") for c in token.children):
        # "and his travels through the city": a determiner or possessive is a noun phrase's
        # dependent, never a verb's (Quirk et al. 1985 §5.10), so no "his travel" (round 41)
        return False
    return verb_read_as_plural_noun(token)


def _reinflect_with_conjuncts(edit: SurfaceEdit, head: Token, tag: str) -> None:
    """ "Did Maria stop smoking and start drinking?", "might have stopped … and started …"."""
    misread = verbs_read_as_object_conjuncts(head)  # "examines the allusions and highlights"
    misattached = [v for v in misattached_finite_conjuncts(head) if not _own_auxiliary(v)]
    # "stopped eating and left": a past form hung on the -ing complement (stop 98, ng12)
    misattached += [v for v in past_conjuncts_read_as_other(head) if v.head is not head]
    # a misattached conjunct with a finite operator of its own ("... and now doesn't limp") keeps
    # its form: the operator is not shared (clause_scope.own_operator_conjuncts; the callers cut
    # it or flag the premise), and re-inflecting its verb would spoil it ("*doesn't limped")
    verbs = [head, *shared_subject_conjuncts(head), *misattached]
    for verb in (*verbs, *misread):
        edit.replace(verb, conjunct_form(verb, tag))
    # "came, and lifted up their voices and wept [NN]": a past verb read as a noun of a verb
    # conjunct's object is one more verb under the auxiliary (past_verbs_read_as_object_conjuncts)
    for verb in verbs:
        for past in past_verbs_read_as_object_conjuncts(verb):
            lemma = verb_form_lemma(past.lower_)
            if lemma is not None:
                edit.replace(past, inflect(lemma, tag))


def _negation_after(doc: Doc, aux: Token) -> Token | None:
    """The "not"/"n't" right after ``aux`` (it moves with the auxiliary or under the modal)."""
    nxt = doc[aux.i + 1] if aux.i + 1 < len(doc) else None
    return nxt if nxt is not None and nxt.lower_ in ("not", "n't") else None


def _now_present(head: Token, tag: str) -> str:
    """The do-support tag of a clause whose verb has one form for base, present and past ("set",
    "put", "cut") and the deictic "now" ("Some types now set a bit" -> "Do some types now set
    ...?", not "Did"): "now" places the situation at the time of speaking (Huddleston & Pullum
    2002 ch. 3 §4.1, ch. 8 §12 on deictic time adverbs), so the tagger's VBD is the present.
    Only when no other past verb is in the sentence (narrative "now" with a past: "He now set
    off, and the crowd cheered"). im84, stop 74 (the smallest edit in ng04's file)."""
    if tag != "VBD" or head.lower_ != verb_lemma(head):
        return tag
    if not any(c.dep_ == "advmod" and c.lower_ == "now" for c in head.children):
        return tag
    if any(t.tag_ == "VBD" and t.i != head.i for t in head.doc):
        return tag
    subject = subject_of(head)
    singular = subject is not None and subject.morph.get("Number") == ["Sing"]
    return "VBZ" if singular and subject.lower_ not in ("i", "you") else "VBP"


#: Determiners and quantifiers that take only a plural count noun (or a mass noun, which the
#: tagger gives NN, not NNS): with an NNS head the noun phrase is plural (Quirk et al. 1985
#: §5.8-5.12 on determiner classes; Huddleston & Pullum 2002 ch. 5 §7).
_PLURAL_DETERMINERS = frozenset(
    {"most", "many", "all", "some", "several", "few", "both", "these", "those", "various"}
)


def _plural_determined_subject(head: Token) -> bool:
    """Is the subject of ``head`` a plural noun under a plural determiner ("most dialogs",
    "these tools")? Its do-support auxiliary is "do" whatever the source's verb says: subject
    and finite verb agree in number (Quirk et al. 1985 §10.34; H&P 2002 ch. 7 §14.1), and a
    source slip ("*Most dialogs now follows", flagged in fitness) must not give a second
    error in the question ("*Does most dialogs now follow?"). em04, stop 79."""
    subject = subject_of(head)
    if subject is None or subject.tag_ != "NNS" or any(c.dep_ == "conj" for c in subject.children):
        return False
    return any(
        c.dep_ in ("det", "amod", "nummod") and c.lower_ in _PLURAL_DETERMINERS
        for c in subject.children
    )


def _interrogative(doc: Doc, target: Token | None) -> Rewritten:
    """A yes/no question: invert the finite auxiliary (or do-support) with the subject."""
    rule = "embedding:interrogative"
    found = _clause_with_subject(doc, target, rule)
    if isinstance(found, Rewritten):
        return found
    head, subject = found
    if _conjunct_across_subordinator(head) or _existential_after_clause(head):
        return _fail(doc, rule, "suspect-parse")
    dislocated = left_dislocated_topic(head)
    if dislocated is not None:
        # "Now the pit ..., Ishmael filled it" -> "Now the pit ..., did Ishmael fill it?", not
        # "Now did the pit ..., Ishmael fill it?": the left-dislocated topic stays outside the
        # clause, whose own subject inverts (syntax.left_dislocated_topic; review s1205s pres-034)
        own = dislocated[1]
        subject = doc[own.left_edge.i : own.right_edge.i + 1]
    if doc[-1].text == "?":
        return _fail(doc, rule, "already-question")
    if trailing_reference(doc) is not None:
        return _fail(doc, rule, "trailing-reference")  # not "... PL/I. Sammet 1969?"
    reason = set_off_reason_span(head)
    if reason is not None:
        # "The doom will pursue them, because they had evil thoughts" -> "Will the doom pursue
        # them?": the set-off reason clause stays out of the question (``set_off_reason_span``)
        keep = set(range(len(doc))) - set(range(reason[0], reason[1] + 1))
        if dropped_antecedent(head, keep):
            return _fail(doc, rule, "pronoun-antecedent-dropped")
        alone, index = reduced_doc(doc, keep, head.sent.root.i)
        result = _interrogative(alone, alone[index[head.i]])
        return Rewritten(result.text, result.ok, rule, (*result.flags, "other-clause-dropped"))
    if head.dep_ in ("ROOT", "conj") and any(c.dep_ == "mark" for c in head.children):
        # "..., and that I didn't advise the office": a clause with a complementiser or
        # subordinator is a subordinate clause even when the parser makes it a conjunct; only
        # a main clause inverts (Huddleston & Pullum 2002 ch. 10 §4), so "That didn't I ...?"
        return _fail(doc, rule, "subordinate-clause")
    cut = clause_alone(head)
    if cut is not None:
        # "The rain stopped, and the players returned" -> "Did the players return?": only the
        # target's clause is questioned, the other independent clause is dropped
        keep, root = cut
        if dropped_antecedent(head, keep):
            return _fail(doc, rule, "pronoun-antecedent-dropped")
        alone, index = reduced_doc(doc, keep, root)
        result = _interrogative(alone, alone[index[head.i]])
        return Rewritten(result.text, result.ok, rule, (*result.flags, "other-clause-dropped"))
    if head.dep_ != "ROOT":
        # "He said that did she leave?", "Maria stopped and did John start?": only the main
        # clause of a sentence can be inverted into a yes/no question
        return _fail(doc, rule, "not-main-clause")
    if _clausal_coordination(head) or _unlinked_clause_subject(head):
        return _fail(doc, rule, "clausal-coordination")  # "Did Maria stop and John started?"
    start = subject[0]
    particle = focused_subject(head)
    if particle is not None and particle.i == start.i - 1:
        start = particle  # "In 1990, did only Lee compete?", not "In 1990 only did Lee ...?"
    sent_start = head.sent.start
    if _after_medial_coordinator(doc, start, sent_start):
        # "In time the marriage ended, and did the walls become a memory?": the parser hung the
        # first clause inside a fronted phrase, so the inversion lands in the second conjunct;
        # a yes/no question inverts its main clause, and a declarative conjunct before it is
        # asserted, not asked (Quirk et al. 1985 §11.4, §13.19): refused, like any
        # ``clausal-coordination`` (stop 38, blind review s1129n)
        return _fail(doc, rule, "clausal-coordination")
    if split_before_coordinator(doc, sent_start):
        # "X meant megabits but recently this distinction has been lost": the parser began a
        # sentence at "but", which has the first conjuncts before it in the same sentence; a
        # question there is spliced into the last conjunct ("... but recently, has this
        # distinction been lost?") with the declaratives before it asserted (Quirk et al. 1985
        # §13.19; NOPE §3 puts the operator on the whole sentence; review s1204g pres-073)
        return _fail(doc, rule, "clausal-coordination")
    if split_mid_sentence(doc, sent_start):
        # "I've never been a fan of tuna, however, after trying this (...) I fell in love": the
        # parser began a sentence at "I" with no final punctuation before it; the question
        # would be spliced into the written sentence ("..., after trying this (...) Did I fall
        # in love?") with the clause before it asserted, as above (review s1206a; stop 90, ng06)
        return _fail(doc, rule, "clausal-coordination")
    whole_quote = start.i == sent_start + 1 and doc[sent_start].text in QUOTES
    if whole_quote:
        sent_start += 1  # a sentence that is one quotation: '"Did we stop?"', not '"did We'
    edit = SurfaceEdit(doc)
    flags: list[str] = []
    lead_end = start.i  # the end of the material left before the inverted auxiliary
    process = None
    if start.i > sent_start and not _fronted_adverbial(doc[sent_start : start.i - 1]):
        process = fronted_process_adverb(head, start, start.i - 1)
    if process is not None:
        # "Immediately they left their nets" -> "Did they immediately leave their nets?", not
        # "Immediately, did they leave ...?": the adverb goes to the medial position, as in the
        # conditional (FRONTED_PROCESS_ADVERBS; s1205v pres-055)
        edit.delete(process)
        edit.insert_before(mid_position_site(head), process.lower_ + " ")
        lead_end = process.i
    if lead_end != sent_start:
        flags.append("material-before-subject")
        if _fronted_phrase_runs_into_subject(doc, start):
            return _fail(doc, rule, "fronted-phrase-runs-into-subject")
        before_subject = doc[lead_end - 1]
        if _fronted_adverbial(doc[sent_start:lead_end]) and not before_subject.is_punct:
            # "A half hour later, did the Vice President arrive?", not "A half hour later did
            # the Vice President arrive?": an adverbial fronted before a yes/no question is a
            # separate tone unit, set off by a comma (Quirk et al. 1985 §8.17, App. III.16); with
            # no comma, a fronted adverbial followed by subject-auxiliary inversion reads as
            # the literary inversion of a declarative ("Then did the reply come back", "Thus
            # does every part keep changing", §18.24), not as a question (dev run, stop 50).
            # A bare sentence-initial coordinator or marker ("But did he ...?") takes none.
            edit.insert_after(before_subject, ",")
    aux = finite_auxiliary(head)
    if aux is not None and aux.i < subject.start:
        return _fail(doc, rule, "already-inverted")
    uncarried = _uncarried_conjuncts(head, aux)
    if aux is None and any(
        _copula_conjunct(c) and not coordinator_before(c.head, c) for c in uncarried
    ):
        # "The tortoise, also called the giant tortoise, is a species": a copula "conjunct"
        # after a comma alone, on a past form set off after the subject, is the main verb of a
        # sentence whose supplementary participle clause the parser made the root (Quirk et
        # al. 1985 §17.25, reduced relatives); no conjunct to cut, the question is refused
        return _fail(doc, rule, "suspect-parse")
    if uncarried and head.dep_ == "ROOT":
        alone, target = _without_conjuncts(doc, head, uncarried)
        result = _interrogative(alone, target)
        return Rewritten(result.text, result.ok, rule, (*result.flags, "other-conjunct-dropped"))
    medial = medial_adjuncts(head, subject[-1].i, aux)
    punct = _final_punct(doc)
    if medial and (punct is None or doc[-1].text in QUOTES):
        return _fail(doc, rule, "medial-adjunct")
    for first_i, last_i in medial:
        # "Had the French by 1731 captured the fort?" -> "Had the French captured the fort by
        # 1731?": the adjunct goes to the end, where a question puts it
        moved_text = doc[first_i : last_i + 1].text
        before, end = doc[first_i - 1], last_i + 1
        if before.text == "," and doc[end].text == ",":
            edit.delete(before)  # "The council, in 2004, approved": both commas go
            end += 1
        edit.delete_span(first_i, end)
        edit.insert_before(punct, " " + moved_text)
    if aux is not None and _passive_get(aux, subject):
        # "The letters get sorted by hand" -> "Do the letters get sorted by hand?", not "*Get
        # the letters sorted by hand?": passive "get" is a lexical verb, no operator, and takes
        # do-support in questions as in negation (Quirk et al. 1985 §3.68; Huddleston & Pullum
        # 2002 ch. 16 §10.1.3; negation.py does the same for "didn't get"; pr220, s9701 pres-047)
        moved = DO_FORMS[aux.tag_]
        edit.replace(aux, "get")
    elif aux is not None:
        moved = _spelled(aux)
        if moved == "is" and plural_existential(aux):
            moved = "are"  # "there's little hallways" -> "Are there little hallways ...?"
        neg = _negation_after(doc, aux)
        if moved.lower() == "shall" and subject.root.lower_ not in FIRST_PERSON_SUBJECTS:
            # "You shall remember that ..." -> "Will you remember that ...?", not "Shall you
            # ...?": in present-day English interrogative "shall" is first person only ("Shall
            # I/we ...?", an offer or suggestion); the second/third-person "shall" of a
            # statement is directive or prophetic, which a question cannot carry, and its
            # question is asked with "will" (Quirk et al. 1985 §4.57-4.58; Huddleston & Pullum
            # 2002 ch. 3 §9.5.3; s1205v pres-002/069)
            if neg is not None:
                # "You shall not steal": a prohibition. Its question "Will you not steal?" /
                # "Won't you steal?" is a conducive negative question, read as an invitation
                # to do what was forbidden (Quirk et al. 1985 §11.11 on negative yes/no
                # questions), so the speech act is reversed, not embedded: no question
                return _fail(doc, rule, "deontic-shall-negated")
            moved = "will"
        if neg is not None and _it_cleft(head):
            # "It was not he who left" -> "*Was it not he who left?": a negative question over a
            # cleft is conducive, it asks the hearer to confirm the focus ('surely it was he';
            # Quirk et al. 1985 §11.11; Ladd 1981 on the outside-negation reading; Romero & Han
            # 2004 on the positive epistemic bias of preposed negation and its formal "Was it
            # not ...?"), the rhetorical reverse of the source's denial, not a question that
            # leaves it open (blind review s9701). Other negative questions stay: stop 86's
            # pr186 refused them all and was withdrawn (A/B ab86 kept half of them)
            return _fail(doc, rule, "negative-question")
        if neg is not None and neg.lower_ == "n't":
            moved += "n't"  # "Isn't she ...?"; a full "not" stays after the subject
            edit.delete(neg)
        elif neg is not None and not aux.whitespace_:
            edit.delete_span(aux.i, neg.i + 1)  # "She cannot swim" -> "Can she not swim?"
            edit.insert_after(subject[-1], " not")
        if neg is None or neg.lower_ == "n't" or aux.whitespace_:
            edit.delete(aux)
    else:
        tag = _now_present(head, past_or_present(head))
        moved = DO_FORMS[tag]
        if tag == "VBZ" and _plural_determined_subject(head):
            # "Most dialogs now follows" -> "Do most dialogs now follow?", not "*Does most
            # dialogs ...": the auxiliary agrees with the subject, not with the source's slip
            moved = agree_be(moved, singular=False)
        _reinflect_with_conjuncts(edit, head, "VB")
    if lead_end == sent_start:
        edit.replace(start, _lower_first(start))
        edit.insert_before(start, capitalise(moved) + " ")
    else:  # "After Jody left, did I call Bill?"
        edit.insert_before(start, moved.lower() + " ")
    merged = _merged_period(doc)
    closing = len(doc) > 1 and doc[-1].text in QUOTES and doc[-2].text in FINAL_PUNCT
    if closing and whole_quote:
        edit.replace(doc[-2], "?")  # '"Did we stop smoking?"': the question is the quotation
    elif closing:
        edit.delete(doc[-2])  # 'Did she call it "a mess"?': the question is not quoted
        edit.insert_after(doc[-1], "?")
    elif punct is not None:
        edit.replace(punct, "?")
    elif merged is not None:
        edit.replace(merged, merged.text[:-1] + "?")  # "World War I." -> "... World War I?"
    else:
        edit.insert_after(doc[-1], "?")
    return Rewritten(edit.render(), True, rule, tuple(flags))


def _passive_get(aux: Token, subject: Span) -> bool:
    """Is ``aux`` the finite passive "get" after its subject ("gets paid", "got tied up", the
    parser's ``auxpass``)? Passive "get" is a main verb, not an operator (Quirk et al. 1985
    §3.68): its question takes "do" ("Did he get paid?")."""
    return (
        aux.dep_ == "auxpass"
        and aux.lower_ in ("get", "gets", "got")
        and aux.tag_ in DO_FORMS
        and subject.start < aux.i
    )


def _it_cleft(head: Token) -> bool:
    """Is ``head`` the copula of an "it"-cleft ("It was not Mara who broke it", "It wasn't in
    May that we met"): "be" with the subject "it" before it and a relative or "that" clause
    after the focus (Quirk et al. 1985 §18.25)?"""
    if head.lemma_ != "be" or not any(
        c.lower_ == "it" and c.dep_ in ("nsubj", "expl") and c.i < head.i for c in head.children
    ):
        return False
    return any(
        t.lower_ in ("who", "that", "which", "whom") and t.i > head.i + 1 for t in head.subtree
    )


#: Subjects that "shall" inverts with in present-day questions (Quirk et al. 1985 §4.58).
FIRST_PERSON_SUBJECTS = frozenset({"i", "we"})


def _fronted_adverbial(span: Span) -> bool:
    """Is ``span``, the words before a question's subject, more than discourse markers,
    coordinators, interjections and a wh-word ("But", "So", "Well,", "How")? Those open a
    question with no comma of their own ("But did he ...?", "So wasn't it ...?")."""
    return any(
        not t.is_punct
        and t.dep_ != "intj"
        and t.tag_ not in ("WRB", "WP", "WDT")
        and not (t.lower_ in DISCOURSE_MARKERS and t.dep_ in ("cc", "advmod", "discourse"))
        for t in span
    )


def _after_medial_coordinator(doc: Doc, start: Token, sent_start: int) -> bool:
    """Is the word before ``start`` (commas skipped) a coordinator that words precede ("...,
    and the walls became")? A sentence-initial "And" links to the sentence before and stays."""
    i = start.i - 1
    while i > sent_start and doc[i].text in CUT_PUNCT:
        i -= 1
    if i <= sent_start or doc[i].lower_ not in ASSERTIVE_COORDINATORS | {"or", "so"}:
        return False
    return any(not t.is_punct for t in doc[sent_start:i])


def split_before_coordinator(doc: Doc, sent_start: int) -> bool:
    """Does the parser's sentence begin with a coordinator that follows words of the same
    written sentence ("... meant megabits but recently ...": no final punctuation before
    "but")? A sentence-initial "But" after a full stop links to the sentence before and stays."""
    if sent_start == 0 or doc[sent_start].lower_ not in ASSERTIVE_COORDINATORS | {"or", "so"}:
        return False
    prev = doc[sent_start - 1]
    return not (prev.text in FINAL_PUNCT or prev.text in QUOTES or prev.text.endswith("."))


def split_mid_sentence(doc: Doc, sent_start: int) -> bool:
    """Does the parser's sentence begin inside a written sentence: after a word that is no
    final punctuation, closing quotation or appending mark (``APPENDING_MARKS``: ";", ":", a
    dash, which join two independent clauses; Quirk et al. 1985 App. III)? A comma splice
    or a run-on ("..., however, after trying this (...) I fell in love") is one written
    sentence, and a yes/no question is a whole sentence of its own (Quirk et al. 1985 §11.4):
    inverted after the declarative words before it, it is ungrammatical. A split before a
    coordinator is :func:`split_before_coordinator`'s."""
    if sent_start == 0:
        return False
    prev = doc[sent_start - 1]
    if prev.text in FINAL_PUNCT or prev.text in QUOTES or prev.text.endswith("."):
        return False
    return prev.text not in APPENDING_MARKS and not prev.is_space


#: Dependencies of a phrasal adjunct that can stand between the subject and the verb.
MEDIAL_ADJUNCT_DEPS = frozenset({"prep", "npadvmod", "advcl", "advmod", "obl"})


def medial_adjuncts(head: Token, subject_end: int, aux: Token | None) -> list[tuple[int, int]]:
    """(first, last) token indices of phrasal adjuncts between the subject and the verb ("The
    French had by 1731 captured the fort", "The council, in 2004, approved"). Inversion puts the
    auxiliary before the subject and leaves them between subject and verb, where a question
    does not take a phrase ("Had the French by 1731 captured ...?": the medial position holds
    short adverbs, Quirk et al. 1985 §8.20-8.22; a phrase goes to end position, §8.25). One-word
    adverbs ("already", "never") stay. Also the presupposition premises' test for a medial time
    adjunct that NOPE §3.2 moves after the verb (``presupposition.premises._medial_start``)."""
    owners = {head.i} | ({aux.i} if aux is not None else set())
    spans: list[tuple[int, int]] = []
    for tok in head.doc[subject_end + 1 : head.i]:
        if tok.head.i not in owners or tok.dep_ not in MEDIAL_ADJUNCT_DEPS:
            continue
        first, last = tok.left_edge.i, tok.right_edge.i
        if last > first and first > subject_end and last < head.i:
            spans.append((first, last))
    return spans


def _fronted_phrase_runs_into_subject(doc: Doc, start: Token) -> bool:
    """A fronted prepositional phrase whose noun is directly followed by the parsed subject,
    with no comma ("In his book The Big Miss, Hank ..." parsed with "The Big Miss" as the
    subject): two noun phrases side by side at a clause boundary are a title or apposition the
    parser split (a fronted PP is set off by a comma or ends before a pronoun or determiner
    subject, Quirk et al. 1985 §8.17), so the inverted auxiliary would land inside the PP ("In
    his book did The Big Miss, Hank ..."). The question is refused (round 6 of #11)."""
    prev = doc[start.i - 1]
    if prev.is_punct or prev.pos_ not in ("NOUN", "PROPN"):
        return False
    if start.is_lower and start.pos_ in ("DET", "PRON"):
        return False  # "After the war the soldiers ...": a lower-case determiner opens the NP
    return prev.dep_ in ("pobj", "compound", "appos") and prev.head.dep_ in (
        "prep",
        "pobj",
        "compound",
    )


def _shared_subject(head: Token) -> bool:
    """``head`` is a later conjunct of coordinated verbs whose first has a subject ``head``
    agrees with: the conditional embeds the whole sentence, so the conjunct needs no subject
    of its own ("If the empire neither recovered X nor regained Y, it's okay"); "... are
    vocals but has appeared" lost its own subject (``disagrees``)."""
    first = head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    subject = subject_of(first) if first is not head else None
    return subject is not None and not disagrees(subject, head)


def _whole_clause(head: Token) -> bool:
    """Is ``head``'s sentence a clause with a subject of its own, at its root, before the root
    verb? The conditional's antecedent is the whole sentence, so a verb conjunct the parser
    hangs on a non-finite verb ("She started dancing at 7 and performed in Madrid": "performed"
    on "dancing") or on a list member still has the sentence's subject (stop 42 flag audit:
    such "no-subject" antecedents judged kept, 2 of 2)."""
    root = head.sent.root
    subject = subject_of(root) if root.pos_ in ("VERB", "AUX") else None
    return subject is not None and subject.i < root.i and head.i > root.i


def _conditional(doc: Doc, target: Token | None) -> Rewritten:
    """IMPPRES conditional: "If <sentence>, it's okay." (the sentence as the antecedent).

    The text is built even when the parse finds no finite clause (best effort), but then
    ``ok`` is False: "If the red car, it's okay." is not a sentence.
    """
    rule = "embedding:conditional"
    if doc[-1].text == "?":
        return _fail(doc, rule, "question")
    unfit = _unconditionable(doc)
    if unfit is not None:
        return _fail(doc, rule, unfit)
    head = finite_clause_head(doc, target)
    flags: list[str] = []
    if head is None or _verbless_fragment(doc):
        # a verbless fragment ("Tribune Co.'s headquarters since 1998, including a stint as
        # head of X, which manages the company's Web sites") has a finite verb only inside a
        # relative: the antecedent takes the whole fragment, no clause (round 46 reviews)
        flags.append("no-finite-verb")
    elif suspect_parse(head):
        flags.append("suspect-parse")
    elif (
        subject_span(head) is None
        and not _shared_subject(head)
        and not _whole_clause(head)
        and folded_subject(head) is None  # the parse folded the subject into a fronted phrase
    ):
        flags.append("no-subject")
    if head is not None and (_clausal_coordination(head) or _clausal_coordination(head.sent.root)):
        # "If he was tired, but she left, it's okay": the antecedent would take both conjuncts.
        # Also when the target sits below one of them (a relative or adverbial clause the cut
        # of trigger_part does not reach: "If he laughed, and the man who had quit smoking
        # left, it's okay"): the antecedent is still the whole sentence, two clauses of their
        # own subjects, which IMPPRES's one-clause antecedents never are and which reads as two
        # conditions or as a condition and an assertion (Quirk et al. 1985 §13.19, §15.34 on
        # "if" taking one clause; blind reviews s1130o/p, rubric b)
        return _fail(doc, rule, "clausal-coordination")
    edit = SurfaceEdit(doc)
    body = leading_marker_end(doc)
    first = doc[body]
    if first.lower_ in SUBORDINATORS and (
        first.dep_ == "mark" or (first.dep_ == "advmod" and first.head.dep_ == "advcl")
    ):
        return _fail(doc, rule, "initial-subordinate-clause")
    # a set-off adjunct opening the clause becomes a parenthetical inside the antecedent:
    # "If, in 2005, she won the prize, it's okay." (not "If in 2005, she won ...")
    # The adjunct is the sentence's whichever clause ``head`` is: "if" goes before the whole
    # sentence, so a trigger in a later clause ("In rowing, each holds two oars, while ...
    # both hands") still gets "If, in rowing, ..." (pr244)
    parenthetical = head is not None and (
        set_off_opening(doc, _main(head), body) or set_off_opening(doc, doc[body].sent.root, body)
    )
    if parenthetical and _lone_set_off_adverb(doc, body):
        return _fail(doc, rule, "fronted-adverb")
    if parenthetical and _topic_marker(doc, body):
        return _fail(doc, rule, "fronted-topic")
    if_word = "if," if parenthetical else "if"
    main = _main(head) if head is not None else None
    subject = subject_span(main) if main is not None else None
    process = None if subject is None else fronted_process_adverb(main, subject[0], body)
    if process is not None:
        # "Immediately they left their nets" -> "If they immediately left their nets, it's
        # okay", not "If immediately they left ...": the adverb goes to the medial position
        # (FRONTED_PROCESS_ADVERBS; s1205v pres-055); the question does the same
        edit.delete(process)
        edit.insert_before(mid_position_site(main), process.lower_ + " ")
        first = doc[body + 1]
    if body:
        # the discourse marker stays outside the antecedent: "Well, if he left, it's okay."
        opening = doc[:body].text_with_ws
        glue = "" if opening.rstrip().endswith(",") or doc[body - 1].dep_ == "cc" else ","
        edit.delete_span(0, body)
        edit.insert_before(first, f"{opening.rstrip()}{glue} {if_word} ")
        edit.replace(first, _lower_first(first))
    else:
        edit.replace(first, _lower_first(first))
        edit.insert_before(first, capitalise(if_word) + " ")
    punct, merged = _final_punct(doc), _merged_period(doc)
    if punct is not None:
        edit.delete(punct)
    elif merged is not None:
        edit.replace(merged, merged.text[:-1])  # "World War I." -> "If ... World War I, it's"
    text = edit.render().rstrip()
    return Rewritten(f"{text}, {CONDITIONAL_CONSEQUENT}.", not flags, rule, tuple(flags))


#: Complex prepositions that mark a fronted topic ("as for me", "as to the money"; Quirk et al.
#: 1985 §18.24; Huddleston & Pullum 2002 ch. 16 §4 on "as for" topics).
_TOPIC_MARKERS = frozenset({("as", "for"), ("as", "to"), ("as", "regards")})


def _topic_marker(doc: Doc, start: int) -> bool:
    """Does the set-off adjunct at ``start`` open with a topic marker ("As for me, I am like a
    green olive tree")? The "as for" phrase announces what the sentence is about, a discourse
    topic outside the clause's propositional content (Quirk et al. 1985 §18.24), and a
    conditional antecedent has no topic of its own to announce: "*If, as for me, I am like a
    green olive tree ..., it's okay" (s1205t pres-005). The negation, the modal and the
    question leave it in front of the clause ("As for me, I might be ..."), which stays."""
    if start + 1 >= len(doc):
        return False
    return (doc[start].lower_, doc[start + 1].lower_) in _TOPIC_MARKERS


def _lone_set_off_adverb(doc: Doc, start: int) -> bool:
    """Is the adjunct set off at ``start`` a single adverb or bare noun adverbial ("Here,",
    "Currently,", "Today,")? Made a parenthetical after "if" ("*If, here, you can set the
    colours, it's okay") it splits the complementizer from its clause for one light word, which
    English does only for a heavier interpolation ("If, in 2005, she won ..."): a light adjunct
    goes inside the clause, not between "if" and its subject (Quirk et al. 1985 §8.19 on
    light adjuncts in initial position, App. III.16 on commas around short adverbials). No
    other place keeps its sense in every clause ("If you can currently set ..." narrows the
    scope, "Today, if ..." makes it a frame of the whole conditional), so the conditional is
    refused. em04, stop 79 (s1204w)."""
    word = doc[start]
    return (
        start + 1 < len(doc)
        and doc[start + 1].text == ","
        and word.dep_ in ("advmod", "npadvmod")
        and word.left_edge.i == word.right_edge.i == start
    )


def _verbless_fragment(doc: Doc) -> bool:
    """Whether ``doc`` is a noun phrase whose finite verbs all sit in relative clauses (a
    fragment the segmenter cut from a longer sentence): its root is a noun, not a verb."""
    root = doc[0].sent.root
    if root.pos_ not in ("NOUN", "PROPN") or len(list(doc.sents)) != 1:
        return False
    return all(
        any(a.dep_ in ("relcl", "acl") for a in (t, *t.ancestors))
        for t in doc
        if t.tag_ in ("VBD", "VBZ", "VBP", "MD")
    )


def trailing_reference(doc: Doc) -> Token | None:
    """The period that closes the sentence before an author-date reference standing after it
    ("... before settling on PL/I. Sammet 1969, p.542."), or None.

    A reference set after the sentence's own full stop is a separate orthographic unit, not
    part of the clause (author-date style: The Chicago Manual of Style, 17th ed., §15.5,
    §15.23-15.25, where an in-sentence reference comes before the final punctuation); a
    question or an "If ..., it's okay" frame built on the text would end after the reference
    and take it into the clause ("*Were they considered before settling on PL/I. Sammet 1969,
    p.542?"; stop 74 ng03, review s1204j pres-046). A bracketed reference before the final
    punctuation ("The scheme was adopted widely (Knuth 1968).") is inside the sentence and
    questioned with it ("Was the scheme adopted widely (Knuth 1968)?")."""
    for tok in doc[:-2]:
        if not tok.text.endswith(".") or tok.text in ("..", "..."):
            continue
        nxt = doc[tok.i + 1]
        if not (nxt.is_alpha and nxt.text[:1].isupper()):
            continue
        for year in doc[tok.i + 2 : tok.i + 5]:
            if calendar_year(year.text):
                return tok  # "Sammet 1969", "Backus and Naur 1960" (names, then the year)
            if not (year.text[:1].isupper() or year.lower_ in ("and", "&")):
                break
    return None


def _unconditionable(doc: Doc) -> str | None:
    """Why the sentence cannot be the antecedent of "If …, it's okay." as it stands, or None:
    a quotation in it (``quotation``: "If "We won," she said, it's okay"), a lower-case start
    (``lowercase-start``: a fragment the segmenter cut from a longer sentence), more than
    MAX_CONDITIONAL_WORDS words (``too-long``)."""
    if any(t.text in QUOTES for t in doc):
        return "quotation"
    if any(t.text == ";" for t in doc):
        return "clausal-coordination"  # "If A; B, it's okay": a semicolon joins two sentences
    if speech_tag(doc) is not None:
        return "speech-tag"
    if trailing_reference(doc) is not None:
        return "trailing-reference"
    if own_condition(doc) is not None:
        return "conditional-inside"
    first = doc[0]
    if first.is_alpha and first.text[:1].islower() and first.text != "i":
        return "lowercase-start"
    if sum(1 for t in doc if not t.is_punct) > MAX_CONDITIONAL_WORDS:
        return "too-long"
    return None


#: Subordinators of a condition (Quirk et al. 1985 §15.33-15.36; H&P 2002 ch. 11 §4.1).
CONDITIONAL_MARKS = frozenset({"if", "unless"})


def own_condition(doc: Doc) -> Token | None:
    """The subordinator of a conditional adjunct already in ``doc`` ("..., if possible", "If
    you see one, call us", "unless they pay"), or None.

    Stop 59 (ng31; blind review s1202g: "If you are to avoid engaging any pirates you meet, if
    possible, it's okay"): IMPPRES's antecedent is one clause; wrapping a sentence that has a
    condition of its own stacks two if-clauses on one consequent, which reads as two conditions
    or as a condition on the condition, not as the embedding of the sentence (Quirk et al. 1985
    §15.34 on "if" taking one clause). "if" that heads a complement of a verb ("asked if he
    could come": "whether", H&P 2002 ch. 11 §5.2) is no condition and stays. Nor is "as if"
    ("looks as if he is tired", "talks as if she owns the place"): it opens a comparison
    clause of manner or similarity, not a condition (Quirk et al. 1985 §15.51; stop 59
    readthrough rt1, finding 5). Concessive "even if" stays a
    condition ("If even if it rains we go, it's okay" stacks two)."""
    for tok in doc:
        if tok.lower_ not in CONDITIONAL_MARKS or tok.dep_ not in ("mark", "advmod"):
            continue
        if tok.lower_ == "if" and tok.i > 0 and doc[tok.i - 1].lower_ == "as":
            continue  # "as if": comparison, not condition
        clause = tok.head
        if clause.dep_ in ("ccomp", "csubj", "xcomp", "pcomp", "pobj"):
            continue  # "asked if he could come", "depends on if ..."
        return tok
    return None


def speech_tag(doc: Doc) -> Token | None:
    """The verb of a parenthetical or final speech tag (", she said," / ", he added."), or None.

    The tag reports who asserted the rest (a reporting clause, Quirk et al. 1985 §15.53; Reinhart
    1983 on parenthetical "said"): wrapped inside "If ..., it's okay" or "It's possible that ..."
    it puts the report itself under the operator ("If he left, she said, it's okay"), so the
    conditional and the sentential modal refuse such a sentence (round 6 of #11)."""
    for tok in doc:
        if verb_lemma(tok) not in SPEECH_VERBS or tok.i < 2:
            continue
        subj = [c for c in tok.children if c.dep_ == "nsubj" and c.i < tok.i]
        if not subj or doc[subj[0].left_edge.i - 1].text != ",":
            continue
        reported = [c for c in tok.children if c.dep_ in ("ccomp", "parataxis") and c.i < tok.i]
        if reported or tok.dep_ in ("parataxis", "advcl"):
            return tok
    return None


#: Subordinators of a preposed contrastive or concessive clause ("While most X were closed,
#: ...", "Although it rained, ...").
PREPOSED_CONTRAST_MARKS = CONTRAST_MARKS | CONCESSIVE_MARKS | {"while"}


def _preposed_contrast(head: Token) -> Token | None:
    """A contrastive or concessive clause preposed to ``head`` and set off by a comma, or None.

    Such a clause is asserted and sets up a contrast that the main clause must assert in turn
    (König 1988; Blakemore 1989 on contrast as denial of expectation): a question leaves the
    contrast without its second member ("While most plants were closed, were few retooled?";
    blind review round 35, class 3)."""
    for child in head.children:
        if child.dep_ != "advcl" or child.i > head.i:
            continue
        marks = [c.lower_ for c in child.children if c.dep_ == "mark"]
        end = child.right_edge.i + 1
        set_off = end < len(head.doc) and head.doc[end].text == ","
        if not marks or marks[0] not in PREPOSED_CONTRAST_MARKS or not set_off:
            continue
        if marks[0] == "while" and not contrastive_while(child, head):
            continue
        return child
    return None


#: Factive clause-embedding verbs (Kiparsky & Kiparsky 1970): holes for the presuppositions of
#: their complement (Karttunen 1973), unlike the other verbs of saying and thinking.
FACTIVE_REPORTS = frozenset(resources.wordlist("presupposition_factives"))


def _plugging_report(head: Token) -> bool:
    """``head``'s clause is the complement after a non-factive verb of saying or thinking ("The
    police said that ..."; a speech tag after its clause, "..., she said", is ``speech-tag``)."""
    cur = head
    while cur.dep_ in ("conj", "xcomp"):
        cur = cur.head
    return cur.i > cur.head.i and cur.head.lemma_.lower() not in FACTIVE_REPORTS


def _subordinate_root(doc: Doc, root: Token) -> bool:
    """Is the parser's main clause ``root`` a preposed adverbial clause ("When he had closed the
    suitcase he found a rag": "closed" the root, "found" a relative on "suitcase")?

    A clause opened by a subordinator ("when", "after", "because", ...) is a dependent clause
    and never the main clause of its sentence (Quirk et al. 1985 §14.11-14.12, §15.17;
    Huddleston & Pullum 2002 ch. 11 §1): with no comma after a preposed clause the small model
    often makes it the root. An operator put on it lands inside the adverbial clause ("*When he
    might have closed the suitcase he found a rag", "*When had he closed ...?", "*If when he
    had closed ..., it's okay"; dev run, stop 50), where it takes no scope over the sentence. The
    subordinator is the first word of the sentence (after a discourse marker), hung on the
    root as its complementiser or as a wh-adverb ("when", "whenever"); adverbs such as "once"
    or "before" ("Once he was a king") are not taken. The same holds for a clause the parser
    made a conjunct of the main clause ("there was a knock, and when he had opened it he found
    Artie": "*and when he might have opened it")."""
    if root.dep_ == "ROOT":
        start = leading_marker_end(doc)
    elif root.dep_ == "conj":
        start = root.left_edge.i
    else:
        return False
    if start >= len(doc):
        return False
    first = doc[start]
    return (
        first.lower_ in SUBORDINATORS
        and first.head.i == root.i
        and (first.dep_ == "mark" or (first.dep_ == "advmod" and first.tag_ == "WRB"))
    )


def directive(doc: Doc) -> bool:
    """Whether the sentence is an imperative or an exclamation with a bare present verb ("Both
    lawyers approach the bench!", "Everyone stop talking!", "Take the bus!").

    An imperative is a directive, not a statement: it has no truth value, so it cannot be negated,
    questioned, put under "might" or made an "if"-antecedent as a proposition (Huddleston &
    Pullum 2002 ch. 10 §9: "Do both lawyers approach the bench?" asks about habits, not the
    order). An imperative may have a subject ("Everyone sit down!", ch. 10 §9.4) and then looks
    like a plain present; the exclamation mark with a bare present and no auxiliary marks it
    (a modal premise would keep the "!": "Both lawyers might approach the bench!"). A bare verb
    with no subject and no "!" ("Go home.") is refused as ``no-finite-verb`` already. A personal
    pronoun other than "you" is never an imperative's subject (ch. 10 §9.4: the subject is
    "you", a quantified or vocative-like noun phrase), so "Now they all know you're a girl!" is
    an exclamative statement (both judges of the stop-40 A/B draw kept 3 of its 4 embeddings)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.pos_ not in ("VERB", "AUX"):
        return False
    if _bare_imperative(doc, root) or _opening_noting_imperative(doc):
        return True
    if _lengthened_courtesy_subject(root) or _imperative_after_subordinate(doc, root):
        return True
    final = _final_punct(doc)
    return (
        final is not None
        and final.text == "!"
        and root.tag_ in ("VB", "VBP")
        and not any(c.dep_ in AUX_DEPS for c in root.children)
        and not any(
            c.dep_ in ("nsubj", "nsubjpass") and c.tag_ == "PRP" and c.lower_ != "you"
            for c in root.children
        )
    )


def _lengthened_courtesy_subject(root: Token) -> bool:
    """Did the parser take a lengthened "please" for the subject of a bare verb ("Pleeeease
    take the sword", "Pleaaase don't go": "Pleeeease" nsubj of "take")?

    Lengthening a word for effect ("pleeeease", "sooo"; Crystal 2006 ch. 4 on expressive
    spelling) leaves it the same word: here the courtesy marker of a request (Searle 1969 on
    "please" as an illocutionary force indicator; Quirk et al. 1985 §8.89), which the small
    model, not knowing the spelling, reads as a noun subject. The clause is an imperative, a
    directive with no truth value for "might", a question, "if" or "not" to take (Portner
    2004): "*Do Pleeeease take the sword?", "*Pleeeease might take the sword" (blind review
    s1205c, ng18). The plain spelling is no subject and is refused as an imperative already."""
    if root.tag_ not in ("VB", "VBP"):
        return False
    return any(
        c.dep_ == "nsubj" and not list(c.children) and lengthened_courtesy(c.text)
        for c in root.children
    )


def _imperative_after_subordinate(doc: Doc, root: Token) -> bool:
    """Is the main clause an imperative after a preposed adverbial clause that the parser made
    the root ("When you're ready, pull the lever": "'re" the root, "pull" its conjunct)?

    The adverbial clause is subordinate (:func:`_subordinate_root`), so the subjectless base
    form after it heads the sentence: an imperative (Huddleston & Pullum 2002 ch. 10 §9.1), a
    directive with no truth value (Portner 2004). A "not" put into the adverbial clause ("When
    you aren't ready, pull the lever") is a different instruction, no contradiction of the
    first; a modal or question there takes no scope over the sentence (blind review s1205c,
    ng18)."""
    if not _subordinate_root(doc, root):
        return False
    return any(c.dep_ == "conj" and c.i > root.i and bare_imperative(c) for c in root.children)


def _bare_imperative(doc: Doc, root: Token) -> bool:
    """An imperative opening the sentence with its bare verb and a finite complement ("Suppose
    John died in June", "Note that the king's son left", "Imagine she had stopped").

    A base-form verb with no subject and no auxiliary that opens a sentence is an imperative
    (Huddleston & Pullum 2002 ch. 10 §9.1): a directive, with no truth value for an operator to
    take. The embedders refused a bare imperative for its missing finite verb, but one with a
    finite complement let the modal or the question into the complement ("*Suppose John Jones
    ... might have died June 20", dev run, stop 50): a supposition the speaker asks the hearer
    to make, in which the complement is not asserted, so its presuppositions need not project
    either (Karttunen 1974 on "suppose" as a plug-like filter)."""
    start = leading_marker_end(doc)
    return (
        root.i == start
        and bare_imperative(root)
        and any(c.dep_ == "ccomp" and is_finite_clause(c) for c in root.children)
    )


#: Reader-directed verbs of noticing and remembering that open a directive with a "that"
#: clause ("Note that ...", "Notice that ...", "Remember that ..."; Huddleston & Pullum 2002
#: ch. 10 §9.1 on imperatives, ch. 11 §8.1 on declarative content clauses with "that").
NOTING_IMPERATIVE_VERBS = frozenset(
    {"note", "notice", "remember", "recall", "observe", "understand", "realize", "realise",
     "recognize", "recognise", "mention", "emphasize", "emphasise", "stress"}
)  # fmt: skip


def _opening_noting_imperative(doc: Doc) -> bool:
    """Does the sentence open with a bare noting verb and its complementizer "that" ("Notice
    that the total only shows ...", "Remember that the port is closed"), whatever the parse
    made of the verb?

    A base form that opens a sentence with no subject before it is an imperative (Huddleston
    & Pullum 2002 ch. 10 §9.1), and "that" right after a verb of noticing is the
    complementizer of its content clause, so the sentence is a directive with no truth value
    for an operator to take (Portner 2004, 2007), like :func:`_bare_imperative`. The parser
    sometimes takes the sentence-initial verb for the subject of the complement's verb
    ("Notice/VB" as nsubj of "shows"), and then :func:`_bare_imperative`, which asks for the
    verb as the root, missed it: "*If Notice that the total only shows ..., it's okay", "*Does
    Notice that the total only show ...?" (blind review s1204s). The complementizer must be
    tagged as one (IN): "Remember that day?" has a determiner."""
    start = leading_marker_end(doc)
    if start + 2 >= len(doc):
        return False
    verb, that = doc[start], doc[start + 1]
    return (
        verb.tag_ == "VB"
        and verb.lower_ in NOTING_IMPERATIVE_VERBS
        and that.lower_ == "that"
        and that.tag_ == "IN"
    )


def _imperative_antecedent(doc: Doc, root: Token) -> bool:
    """An imperative that opens the sentence and conditions the clause after it ("Extend their
    present paces over the schedule, and each will hit 60 home runs"), parsed as an adverbial
    clause of that clause.

    This is the conditional imperative, "and" after a directive with the sense of "if"
    (Culicover & Jackendoff 1997, "Semantic subordination despite syntactic coordination";
    B. Clark 1993, "Relevance and 'pseudo-imperatives'"): the second clause is asserted only
    under the imperative's condition, so a question or a modal on it ("..., and,
    mathematically, will each hit ...?") embeds a consequent, not a statement (dev run, stop
    51)."""
    start = leading_marker_end(doc)
    if start >= len(doc):
        return False
    first = doc[start]
    return (
        first.tag_ == "VB"
        and first.dep_ == "advcl"
        and first.head.i == root.i
        and first.i < root.i
        and subject_of(first) is None
        and not any(c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in first.children)
        and any(t.lower_ == "and" and t.dep_ == "cc" for t in doc[first.i : root.i])
    )


def evaluative_at_least(head: Token) -> Token | None:
    """A clause-initial "at least" that comments on the clause ("At least he stopped drinking"),
    not one on a number ("At least three men stopped"), or None.

    As a disjunct "at least" is the speaker's evaluation of the clause as a partial good (Quirk
    et al. 1985 §8.127 on "at least" among the attitudinal disjuncts): like the speaker-oriented
    adverbs it stays outside negation, questions and "if" (Ernst 2009 §2), and "At least did he
    stop drinking?", "If at least he stopped drinking, it's okay" and "At least he didn't stop
    drinking" are not the embedding of the clause."""
    for least in head.children:
        if (
            least.lower_ == "least"
            and least.dep_ == "advmod"
            and least.i > 0
            and least.doc[least.i - 1].lower_ == "at"
            and least.i < head.i
        ):
            return least
    return None


#: Frequency adverbs (Quirk et al. 1985 ch. 8 on frequency adjuncts; de Swart 1993, "Adverbs of
#: quantification"): quantifiers over occasions. Fronted, they take scope over the whole clause
#: (Ernst 2002 ch. 3), so an operator put inside the clause lands below them: "Usually, they might
#: titter" is a habitual possibility on most occasions (the dispositional "may well"), not the
#: speaker's uncertainty about the habit; "Usually, do they titter?" and "If, usually, they titter,
#: ..." ask and suppose inside the quantifier too.
FREQUENCY_ADVERBS = frozenset(
    {"usually", "often", "sometimes", "always", "occasionally", "frequently", "generally",
     "normally", "typically", "ordinarily", "commonly", "habitually", "customarily",
     "repeatedly", "constantly", "regularly", "invariably"}
)  # fmt: skip
#: Determiners and quantifiers that make "time(s)" a frequency phrase ("many times", "every
#: time", "a hundred times": frequency adjuncts realised as noun phrases, Quirk et al. 1985 ch. 8).
#: Not "some": "Some time later, ..." is a time position, not a frequency.
FREQUENCY_QUANTIFIERS = frozenset(
    {"many", "several", "countless", "numerous", "few", "every", "each", "more", "other", "a",
     "two", "three", "dozen", "hundred", "thousand"}
)  # fmt: skip


def fronted_frequency(doc: Doc, head: Token) -> tuple[Token, bool] | None:
    """The frequency adjunct fronted before ``head``'s subject ("Usually, they titter", "So many
    times I have wondered", "Whenever he saw someone, Ramey wondered"), with whether it is a
    clause or a phrase with a clause in it (True for "whenever ...", "every time it rained"),
    or None.

    A degree "so" phrase ("So many times I have wondered") is returned as well; callers tell it
    apart with :func:`_degree_so` on its first word."""
    subject = subject_of(head)
    if subject is None:
        return None
    start, end = leading_marker_end(doc, conjuncts=True), subject.left_edge.i
    for child in head.lefts:
        if not start <= child.i < end or child.dep_ in ("punct", "cc", "mark", "aux"):
            continue
        span = doc[child.left_edge.i : child.right_edge.i + 1]
        clausal = any(t.pos_ in ("VERB", "AUX") for t in span)
        if child.dep_ == "advcl" and any(
            c.lower_ == "whenever" and c.dep_ in ("mark", "advmod") for c in child.children
        ):
            return child, True
        if child.lower_ in FREQUENCY_ADVERBS and child.dep_ == "advmod":
            return child, False
        if (
            child.lemma_.lower() == "time"
            and child.tag_ in ("NN", "NNS")
            and any(c.lower_ in FREQUENCY_QUANTIFIERS or c.like_num for c in child.lefts)
        ):
            return child, clausal
    return None


def _fronted_degree(doc: Doc, head: Token) -> bool:
    """Does the clause open with a fronted degree "so" phrase of frequency ("So many times I
    have wondered why ...")? Fronted "so" + quantifier is the emphatic (exclamatory) degree
    construction (Quirk et al. 1985 §18.24, §7.89; Zanuttini & Portner 2003 on the
    exclamative's factivity): the degree is the speaker's emphasis on a fact, not a proposition
    an operator takes, so "So many times I might have wondered", "It's possible that so many
    times I have wondered" and "Did I so many times wonder?" are all off (blind review, stop 51:
    the modal premise rejected as unnatural)."""
    found = fronted_frequency(doc, head)
    return found is not None and _degree_so(doc[found[0].left_edge.i])


#: Deontic modals whose second-person or inclusive first-person subject makes the clause a
#: directive ("But you should understand, Jack, that ...", "We must make certain that ...")
#: or a text-organising directive to the reader ("It should be noted that ..."): advice,
#: exhortation or instruction (Searle 1975 on indirect directives; Quirk et al. 1985 ch. 4 on
#: "should"/"must" of obligation; Huddleston & Pullum 2002 ch. 10 §9 on directives).
DIRECTIVE_MODALS = frozenset({"should", "must", "ought", "need"})
#: Subjects of a directive modal: the addressee ("you") or speaker and addressee ("we").
DIRECTIVE_SUBJECTS = frozenset({"you", "we"})
#: Verbs of the reader-directed formula "It should be noted / remembered / ... that ...".
NOTING_VERBS = frozenset(
    {"note", "notice", "remember", "recall", "emphasize", "emphasise", "stress", "point",
     "bear", "keep", "observe", "understand", "recognize", "recognise", "mention", "add",
     "realize", "realise", "say"}
)  # fmt: skip


def _directive_clause(clause: Token) -> bool:
    """Is ``clause`` a directive by its deontic modal (see DIRECTIVE_MODALS): "you/we
    should/must/ought to/need to V", or the formula "it should/must/needs to be noted that"?"""
    modal = next(
        (
            c
            for c in clause.children
            if c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in DIRECTIVE_MODALS
        ),
        None,
    )
    governor = clause.head if clause.dep_ == "xcomp" else None
    if modal is None and governor is not None and governor.lemma_.lower() in ("need", "have"):
        modal = governor  # "it needs to be noted that ...", "we have to remember that ..."
        subject = subject_of(governor)
    else:
        subject = subject_of(clause)
    if modal is None or subject is None:
        return False
    if subject.lower_ in DIRECTIVE_SUBJECTS:
        return True
    passive = any(c.dep_ == "auxpass" for c in clause.children)
    return (
        subject.lower_ == "it"
        and passive
        and clause.lemma_.lower() in NOTING_VERBS
        and any(c.dep_ == "ccomp" for c in clause.children)
    )


def directive_frame(head: Token) -> Token | None:
    """The directive clause (see :func:`_directive_clause`) that ``head``'s clause is or is the
    complement of ("It should be noted that the melodies were not lost": "noted"), or None.

    A directive has no truth value to embed (Huddleston & Pullum 2002 ch. 10 §9): "Should you
    understand, Jack, that ...?" asks for advice instead of asking the advice, and "If you
    should understand, Jack, that ..., it's okay" is the putative "if you should happen to"
    (blind review, stop 51); a modal in its complement ("It should be noted that the melodies
    might not have been lost") is no embedding of the writer's assertion either."""
    cur: Token | None = head
    while cur is not None:
        if _directive_clause(cur):
            return cur
        if cur.dep_ in ("ccomp", "xcomp", "conj") and cur.head.i != cur.i:
            cur = cur.head
        else:
            cur = None
    return None


#: Words that open an interrogative content clause or a fused relative ("what", "why",
#: "whether"): Quirk et al. 1985 §15.5-15.8; Huddleston & Pullum 2002 ch. 11 §5.
WH_TAGS = frozenset({"WP", "WP$", "WRB", "WDT"})


def _interrogative_content_clause(head: Token) -> bool:
    """Is ``head``'s clause a complement opened by a wh-word or "whether"/"if" ("I told you
    *what* Miss Ada's doctor said", "She asked *whether* the king's son had left")?

    An embedded question denotes a question (the set of its answers, Karttunen 1977), not a
    proposition the speaker asserts: "might" put inside it ("I told you what Miss Ada's doctor
    might have said") changes which question is reported and leaves the speaker's assertion
    about it unembedded, so the trigger is under no operator of the sentence (dev run, stop 51).
    The modal refuses; a "that"-complement of a verb of saying keeps its modal, as before."""
    if head.dep_ not in ("ccomp", "csubj", "pcomp") or head.head.i == head.i:
        return False
    first = head.doc[head.left_edge.i]
    if first.lower_ in ("whether", "if") and first.dep_ == "mark":
        return True
    return first.tag_ in WH_TAGS and first.lower_ != "that"


#: Punctuation that closes a direct quotation before its reporting clause (' "I quit," she said').
QUOTATION_CLOSERS = frozenset({",", "!", "?"})


def _quoting_clause(head: Token) -> bool:
    """Is ``head``'s clause the reporting clause after a fronted direct quotation (' "You're
    the doctor," he returned')? Only a quotation that closes on a comma, "!" or "?" right
    before its closing quote, the punctuation of a quoted utterance before its reporting clause
    (Quirk et al. 1985 §14.29, App. III.29); scare quotes ('Both types of "rock" hyrax') and a
    quoted exclamation before a dash stay."""
    if not quotation_before(head):
        return False
    doc = head.doc
    closes = [
        t for t in doc[head.sent.start : head.i] if t.text in QUOTES and t.i > head.sent.start
    ]
    return any(doc[t.i - 1].text in QUOTATION_CLOSERS for t in closes)


#: "should" in an "if"-clause is the putative "should" of a tentative condition ("If you should see
#: him" = if by chance you see him; Quirk et al. 1985 on putative "should", chs. 14-15; Huddleston &
#: Pullum 2002 ch. 3 on "should"): "If white wines should be opened when served, it's okay" supposes
#: a chance event, not the obligation the sentence states.
PUTATIVE_MODALS = frozenset({"should"})
#: "would"/"'d" of a declarative with no condition in it is the habitual past ("He would wake
#: up at night and fret") or the future in the past ("Sooner or later, Dolores would crack";
#: Quirk et al. 1985 ch. 4 on "would", Coates 1983 ch. 8). Inverted, "would" reads as volition or a
#: hypothetical ("Would he wake up ...?" = would he be willing, would it happen if ...), the
#: habitual and future-in-the-past readings being confined to declarative narrative; the
#: question is not the question of the sentence.
NARRATIVE_WOULD = frozenset({"would", "'d", "wo"})
#: Subordinators of a condition under which a "would" clause is a conditional's consequent.
CONDITION_MARKS = frozenset({"if", "unless", "provided", "providing", "suppose", "supposing"})


def _narrative_would(head: Token) -> bool:
    """Is ``head``'s clause a "would" clause with neither the perfect ("would have preferred",
    the counterfactual) nor a condition of its own (see NARRATIVE_WOULD)?"""
    would = modal_in_clause(head, NARRATIVE_WOULD)
    if would is None or clitic_had(would):  # "She'd seen it": "had", no "would"
        return False
    doc = head.doc
    after = [t for t in doc[would.i + 1 : would.i + 4] if t.pos_ not in ("ADV", "PART")]
    if after and after[0].lower_ in ("have", "'ve"):
        return False  # "would (not) have preferred": the counterfactual, also when misparsed
    return not any(
        t.lower_ in CONDITION_MARKS and t.dep_ in ("mark", "advmod") for t in head.subtree
    )


def _left_dislocated_np(root: Token) -> bool:
    """ "A decorative potted plant with a yellow flower, it looks to have wilted": a noun
    phrase set off by a comma before a pronoun subject that takes it up (left dislocation,
    the item-description register's "NP, it ..."). Left dislocation is a root phenomenon, not
    possible in a subordinate clause (Ross 1967 §6.1; Emonds 1970; Hooper & Thompson 1973;
    Huddleston & Pullum 2002 ch. 16 §9.2): "*If a decorative potted plant with a yellow flower,
    it looks ..." is no conditional (review s1202m, class 2, pr106). Negation, modal and
    question stay inside the main clause and keep the detached NP."""
    if left_dislocated_topic(root) is not None:
        return True  # "That old wagon, my brother stopped repairing it": an object taken up
    subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.pos_ != "PRON":
        return False
    doc = root.doc
    for c in root.children:
        if c.i >= subj.i or c.pos_ not in ("NOUN", "PROPN") or c.dep_ not in ("dep", "npadvmod"):
            continue
        edge = c.right_edge.i
        if edge + 1 < len(doc) and doc[edge + 1].text == "," and c.left_edge.i <= 1:
            return True
    return False


def _hedged_first_conjunct(head: Token) -> Token | None:
    """The epistemic adverb of the clause that ``head``'s clause is coordinated to ("Perhaps it
    was because he was tired, but Vimes found himself slowing down"), or None.

    "Perhaps A, but B" concedes a hedged A and asserts B against it (Quirk et al. 1985 on
    "but" and on "perhaps" as a content disjunct of doubt); "might" on B alone ("..., but
    Vimes might have found himself ...") hedges the very fact the first clause offers to
    explain, so the sentence now explains a mere possibility, and the operator is not the one
    a reader takes over the trigger's clause (IMPPRES §4: the operator scopes over the
    trigger's clause, here already set against a hedge)."""
    first = head
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    if first.i == head.i:
        return None
    return epistemic_adverb(first)


def _anaphoric_then(head: Token) -> Token | None:
    """A medial "then" on ``head``'s verb after its subject ("The locals then reference the
    exception"), else None: an anaphoric time or sequence adverb tying the clause to the one
    before. Inside an "if"-antecedent it is read as the correlative "then" of the conditional
    ("if A then B"; Iatridou 1994, "On the contribution of conditional then"; Huddleston &
    Pullum 2002 ch. 11 §4.1), which splits the antecedent in two and leaves "it's okay"
    dangling, so the conditional frame is refused (stop 75, ng05)."""
    subject = subject_of(head)
    if subject is None:
        return None
    for child in head.children:
        if child.dep_ == "advmod" and child.lower_ == "then" and child.i > subject.i:
            return child
    return None


#: Verbs of perceiving, knowing and telling whose "as"-clause vouches for the main clause
#: ("As you can see", "As we noted above", "As shown below"): Quirk et al. 1985 §15.53-15.57 on
#: comment clauses with "as" (sentential relative "as", whose gap is the main clause itself).
EVIDENTIAL_AS_VERBS = frozenset(
    {"see", "notice", "note", "know", "show", "mention", "say", "explain", "describe",
     "discuss", "observe", "expect", "state", "tell", "learn", "read", "find"}
)  # fmt: skip


def directive_before_colon(doc: Doc, head: Token) -> bool:
    """Is ``head``'s clause preceded by a colon whose first part is a directive ("And don't
    hesitate to experiment: the history panel lets you ...", "So keep this in mind: ...")?

    The part before the colon is an imperative, which has no truth value (Huddleston & Pullum
    2002 ch. 10 §9; Portner 2004) and which the colon's second part justifies or explains
    (Quirk et al. 1985 App. III.21 on the explanatory colon): kept in front of the embedded
    clause it stays a directive, so the modal and the question clash with it ("*Don't
    hesitate: the panel might let you ...", blind review s1204v) and the "if" cannot take it.
    The premise would have to drop the directive and the hypothesis keep it, so no premise is
    written (stop 79, em03). A declarative before the colon ("The panel has one use: it lets
    you ...") is left to the other rules."""
    colon = next((t for t in reversed(doc[: head.i]) if t.text == ":"), None)
    if colon is None:
        return False
    i = leading_marker_end(doc)
    if i < colon.i and doc[i].lower_ == "please":
        i += 1
    if i + 1 < colon.i and doc[i].lower_ == "do" and doc[i + 1].lower_ in ("n't", "not"):
        i += 2  # the negative imperative "Don't V" (Quirk et al. 1985 §11.26)
    if i >= colon.i:
        return False
    verb = doc[i]
    return (
        verb.tag_ == "VB"
        and subject_of(verb) is None
        and not any(c.dep_ in AUX_DEPS and c.tag_ == "MD" for c in verb.children)
    )


def evidential_as_clause(head: Token) -> Token | None:
    """A fronted comment clause "As you can see (from X)" / "As we noted above" on ``head``'s
    main clause, or None.

    The "as" of such a clause is a sentential relative: its gap is the main clause, which the
    speaker presents as visible or already established (Quirk et al. 1985 §15.53-15.57; Potts
    2005 ch. 3 on as-parentheticals, whose content is a conventional implicature that the main
    clause holds). Under "might" or a question the frame vouches for what the operator leaves
    open ("*As you can see from the preview, the filter might have stopped ...", blind review
    s1204u; stop 78 left it): no modal or question premise (stop 79, em03). The "if" already
    refuses a fronted adverbial clause (``fronted-adjunct``)."""
    main = _main(head)
    for child in main.children:
        if (
            child.dep_ == "advcl"
            and child.i < main.i
            and child.lemma_.lower() in EVIDENTIAL_AS_VERBS
            and any(c.dep_ == "mark" and c.lower_ == "as" for c in child.children)
        ):
            return child
    return None


def concessive_though(head: Token) -> Token | None:
    """A clause-final concessive "though" ("It is easy to forget that, though.") in ``head``'s
    sentence, or None.

    Final "though" is a conjunct: it contrasts the clause with the discourse before it (Quirk
    et al. 1985 §8.137, §8.144; Huddleston & Pullum 2002 ch. 7 §6.2), a link the speaker makes
    between two asserted propositions. Inside an "if"-antecedent, which asserts nothing, it
    has nothing to concede ("*If it is easy to forget that you have done this, though, it's
    okay", blind review s1204u); a question or "might" keeps it well formed ("Is it easy to
    forget, though?"), so only the conditional refuses (stop 79, em03)."""
    doc = head.doc
    end = len(doc)
    while end > 0 and doc[end - 1].is_punct:
        end -= 1
    if end < 2:
        return None
    last = doc[end - 1]
    if last.lower_ == "though" and doc[end - 2].text == "," and last.dep_ in ("advmod", "cc"):
        return last
    return None


def _adverb_inversion(head: Token) -> bool:
    """Is ``head`` a lexical verb inverted after a fronted adverb ("Here comes the bus", "Then
    came the rain", "Down went the ship"; :func:`locative_inversion` with an ``advmod``)?

    Subject-verb inversion after a fronted adverb of place, direction or time takes an
    intransitive verb in a simple form (Quirk et al. 1985 §18.23; Birner 1994 "Information
    status and word order"), and a deictic "here/there" opening with the simple present is
    fixed (Quirk et al. 1985 §18.23 note: "Here comes the bus", "*Here will come the bus"):
    the modal has no place to go and the embedder put "might" before the adverb ("*might Then
    have come the rain"). With "be" the modal stays after the adverb ("Here might be the key"),
    and a fronted prepositional phrase takes a modal (Bresnan 1994: "Among the guests may be
    two senators"); both are left alone."""
    fronted = locative_inversion(head)
    return (
        fronted is not None
        and fronted.dep_ == "advmod"
        and head.lemma_ != "be"
        and not left_auxiliaries(head)
    )


def participle_read_as_subject(main: Token) -> Token | None:
    """The -ing clause the parser took for the clausal subject of ``main`` when it is a fronted
    participial adjunct that swallowed the real subject ("Looking up from her book, the
    princess, who was alone, noticed ...": "Looking" a ``csubj``, "the princess" an ``appos``
    of "book"), or None.

    A fronted -ing clause set off by a comma is a supplementive adjunct (Quirk et al. 1985
    §15.58-15.60), and the noun phrase after its comma is the subject of the main clause; a
    gerund subject is not set off from its predicate nor followed by a second noun phrase
    (Quirk et al. 1985 App. III.14: no comma between subject and predicate). So a clausal
    subject headed by an -ing form at the clause's start, holding a comma followed by an
    apposition, has no one subject span: the question inverted around the whole ("Did
    looking up ..., the princess, ..., notice?") and the "if" went before the adjunct. A
    gerund subject with no comma in it ("Looking after the children tired her") is left alone.
    Stop 99, ng14 (issues #11/#12)."""
    doc = main.doc
    for subject in main.children:
        if subject.dep_ not in ("csubj", "csubjpass") or subject.tag_ != "VBG":
            continue
        if subject.i > main.i or subject.left_edge.i != main.sent.start:
            continue
        for t in subject.subtree:
            if t.dep_ == "appos" and t.left_edge.i > 0 and doc[t.left_edge.i - 1].text == ",":
                return subject
    return None


def _scope_refusal(doc: Doc, kind: str, target: Token | None) -> str | None:
    """Why the operator ``kind`` would not scope over exactly the target's clause (see
    :func:`embed`), or None."""
    head = finite_clause_head(doc, target)
    if head is None or suspect_parse(head):
        return None  # reported by the embedders themselves
    if misread_main_clause(head):
        return "main-clause-unclear"
    if kind in ("interrogative", "conditional") and participle_read_as_subject(_main(head)):
        # "*Did looking up from her book, the princess, who was alone, notice ...?": the
        # parse gives no one subject span to invert around or to put "if" before (stop 99,
        # ng14); the modal and negation stay on the verb and keep the sentence's own order
        return "main-clause-unclear"
    if kind in ("modal", "interrogative", "conditional") and any(
        _subordinate_root(doc, h) for h in (head, _main(head))
    ):
        # "*When he might have closed the case he found a rag"; the conditional keeps the name
        # of its own refusal of a sentence-initial subordinator ("*If when he had closed ...")
        return "initial-subordinate-clause" if kind == "conditional" else "subordinate-clause"
    if gapped_conjunct(head):
        return "gapped-conjunct"
    if kind in ("modal", "interrogative", "conditional") and directive_before_colon(doc, head):
        # "*And don't hesitate to try it: the panel might let you undo ...": see
        # ``directive_before_colon`` (stop 79, em03)
        return "directive-before-colon"
    if kind in ("modal", "interrogative") and evidential_as_clause(head) is not None:
        # "*As you can see from the preview, the filter might have stopped ...": see
        # ``evidential_as_clause`` (stop 79, em03)
        return "evidential-as-clause"
    if kind == "conditional" and concessive_though(head) is not None:
        # "*If it is easy to forget that ..., though, it's okay": see ``concessive_though``
        return "concessive-though"
    if kind in ("modal", "interrogative", "conditional") and semicolon_adverbial(head) is not None:
        # "*Consult the documentation; does the class provide a queue?": the clause before the
        # semicolon is a second main clause the parser hung on this one, and the operator
        # would take one of the two and leave the other asserted (clause_scope; stop 75, ng05)
        return "semicolon-clause"
    if kind == "conditional" and _anaphoric_then(head) is not None:
        # "*If the frame's locals then reference the exception, ..., it's okay": see
        # ``_anaphoric_then``
        return "then-in-antecedent"
    if kind in ("modal", "interrogative", "conditional") and summative_appositive(head) is not None:
        # "*Are the exceptions now new-style classes, a change that speeds up ...?": the
        # appositive sums up the clause and still asserts it (clause_scope.summative_appositive)
        return "clausal-supplement"
    if (
        kind in ("modal", "interrogative", "conditional")
        and as_parenthetical(doc, head) is not None
    ):
        # "*As in every release, did the library receive fixes?": the as-parenthetical takes
        # the main clause as given and projects past the operator (``as_parenthetical``)
        return "as-parenthetical"
    if kind == "interrogative" and gapped_remnant(head) is not None:
        return "gapping"  # "*Are A required to X for Unix or B to X for DOS?" (clause_scope)
    better = had_better(_main(head))
    if better == "reduced" or (
        better == "full" and kind in ("modal", "interrogative", "conditional")
    ):
        return "modal-idiom"  # "*If you better tell me ...", "*You don't better tell me"
    if kind == "modal" and _passive_be_to(_main(head)):
        return "modal-idiom"  # "*It might be to be noted that ..." (``_passive_be_to``)
    if free_relative_clause(head) is not None:
        # "*Whoever might find it wins the prize!", "*Does whoever find it win ...?": the
        # operator lands in a fused relative, not over the sentence (clause_scope)
        return "free-relative"
    if kind == "modal" and negated_neg_raiser(head) is not None:
        # "*I don't think he might have known what it was": the modal falls under the raised
        # negation of "don't think", not over the trigger's matrix clause (Horn 1989 ch. 5)
        return "neg-raising-complement"
    if inside_brackets(head):
        return "bracketed-clause"  # "Jan Weber (born 1920; might have died 1997) been ..."
    if transcript_marker(doc) is not None:
        return "transcript-marker"  # "Do I hope that (INAUDIBLE) the president knows ...?"
    if evaluative_at_least(_main(head)) is not None:
        return "evaluative-disjunct"  # "*At least did he stop drinking?"
    if evaluative_adjunct(_main(head)) is not None:
        # "*Had he noticed to his surprise that p?", "*If he had noticed to his surprise that
        # p, ...", "*He might have noticed to his surprise that p": the reaction is to an
        # actual event, no operator takes it (negation.evaluative_adjunct; stop 99, ng13)
        return "evaluative-disjunct"
    if kind in ("interrogative", "conditional") and (
        locative_inversion(head) is not None or misparsed_locative_inversion(head) is not None
    ):
        # "*If behind the house lies a garden, it's okay"; also with the postposed subject
        # parsed as an object ("*Did from the hills come a cold wind?", negation's
        # ``misparsed_locative_inversion``)
        return "locative-inversion"
    if kind in ("interrogative", "conditional") and preposition_read_as_subject(head) is not None:
        # "*Did Beside Denisov ride an esaul?": the fronted PP parsed into the subject
        # (clause_scope.preposition_read_as_subject; pr220, s9701 pres-068)
        return "locative-inversion"
    if kind == "modal" and _adverb_inversion(head):
        return "locative-inversion"  # "*might Then have come the rain" (``_adverb_inversion``)
    if any(negative_quantifier_subject(h) is not None for h in (head, head.sent.root)):
        # "Nothing might have ever come of it"; the main clause's subject also for a trigger
        # below it ("If worse, no one had found a world that could accommodate both ...")
        return "negative-quantifier-subject"
    if comparative_correlative(head) is not None:
        return "comparative-correlative"  # "The closer she got, could the more she see ...?"
    if quotative_inversion(head):
        # '"...," might have said Robert Bretz', '"...," say did Robert Bretz ...?': a quoting
        # clause inverts only with a simple verb form (clause_scope.quotative_inversion)
        return "quotative-inversion"
    if inverted_declarative(head) is not None or inverted_declarative(head.sent.root) is not None:
        # "*If only once does anyone recall ...", "*might Only once anyone recall ...", "*Do
        # did his brother?": the fronted phrase outscopes the clause, and neither an
        # "if"-clause nor a question takes a second inversion (round 41); the main clause's
        # inversion counts for a trigger below it too ("Nor does he accept the claim that X
        # played a role" -> "If does he accept ...")
        return "already-inverted"
    if any(immediate_succession(h) is not None for h in (head, _main(head))):
        # "*Had we barely begun to eat when the lights went out?": the narrative frame of
        # immediate succession takes no operator (clause_scope.immediate_succession); the
        # negation is flagged by the double negative already ("hadn't barely begun")
        return "immediate-succession"
    if kind == "conditional" and _left_dislocated_np(_main(head)):
        return "left-dislocation"  # "*If a potted plant with a flower, it looks wilted, ..."
    if kind == "modal" and exclamative_clause(head):
        return "exclamative"  # "*What a noble thing might be that canticle!"
    if kind == "modal" and split_disjunction(head, finite=False):
        return "split-disjunction"  # "She either might have sung or danced"
    if kind == "interrogative" and split_disjunction(head, finite=False, correlative=False):
        return "split-disjunction"  # "Did he either resign?", "Either did he leave?"
    if kind == "conditional" and focused_subject(head) is not None:
        return "subject-focused-by-only"
    if kind == "conditional" and any(participial_adjunct(c) for c in head.children):
        # "If the law raised taxes, thereby reducing traffic, it's okay": a supplementive
        # clause is predicated of the antecedent's event (Quirk et al. 1985 §15.58-60), and
        # set between antecedent and consequent it reads as part of neither (round 34, class 4)
        return "participial-adjunct"
    if kind in ("modal", "interrogative") and quoted_clause(head):
        # no "might"/question inside direct speech (nor around its report); the negation
        # keeps NOPE's form, whose experts negated inside quotations (NOPE App. C)
        return "inside-quotation"
    if kind == "modal" and _hedged_first_conjunct(head) is not None:
        # "Perhaps it was because he was tired, but Vimes might have found himself ...": the
        # first clause's hedge already hangs over the second (``_hedged_first_conjunct``)
        return "epistemic-adverb"
    if kind in ("modal", "interrogative") and postverbal_not(head) is not None:
        return "archaic-negation"  # "*Does the idle mind know not what it wants?"
    if kind in ("negated", "interrogative") and reduced_relative_conjunct(head) is not None:
        # "*Did he continue the policy thus inaugurated and enlarged upon it?": the conjunct
        # hung on a misread reduced relative would stay finite (clause_scope)
        return "reduced-relative-conjunct"
    if kind in ("modal", "interrogative") and literary_preverbal_adverb(head) is not None:
        # "*Did she well know the cost?", "*She might have well known": a literary preverbal
        # "well"/"ill"/"little" does not stand after an inserted operator (clause_scope)
        return "literary-preverbal-adverb"
    if kind == "interrogative" and (
        fronted_supplementive(doc, _main(head), leading_marker_end(doc)) is not None
    ):
        # "*Never one to miss a bandwagon, did Microsoft buy ...?": the supplementive clause is
        # the speaker's reason for an event the question doubts (clause_scope)
        return "fronted-supplement"
    if kind == "interrogative" and fronted_simile(doc, _main(head)) is not None:
        return "fronted-simile"  # "*Like a huge spider, did the hand run on its fingers?"
    if kind in ("interrogative", "conditional") and reformulating_relative(head) is not None:
        # "*Was her version next to godliness, which was to say it was erratic?": the
        # speaker's gloss of the predication stays outside the operator (clause_scope)
        return "reformulating-relative"
    if kind == "interrogative" and coordinated_supplement(head) is not None:
        # "*Did Zeus break off a horn, and give it to Amalthea, promising that ...?"
        return "participial-adjunct"  # clause_scope.coordinated_supplement
    if kind == "interrogative" and first_person_experiencer(head):
        return "first-person-experiencer"  # "Did I feel sorry for him?"
    attitude = speaker_attitude(head)
    if attitude is not None and (kind != "interrogative" or subject_of(head).lower_ != "we"):
        # "we" may include the hearer, who can answer "Did we enjoy the trip?" (Levinson 1983
        # §2.2.1 on inclusive "we")
        return "first-person-attitude"  # "*I might have thought this movie was TERRIBLE"
    if kind in ("modal", "interrogative", "conditional"):
        loose = utterance_fragments(doc)
        if loose is not None:
            return loose  # "*Did we also get the smash fries...only one word.....AWESOME!!?"
        if stranded_supplement(head) is not None:
            return "stranded-supplement"  # "*If he met Diah while working at X, a broadcaster"
    if kind != "negated" and speaker_knowledge(head, kind) is not None:
        # "*I might know that ...", "*If I know that ...", and since stop 53 the question: "Do
        # we know that it can be overwhelming?" asks whether p is established, so it suspends
        # the factive's presupposition (Karttunen 1971 on first-person questions over
        # semifactives; Beaver 2001 ch. 1); the negation keeps NOPE's form
        return "first-person-knowledge"
    if kind in ("modal", "interrogative", "conditional") and result_so(head) is not None:
        # the modal too (s1203a): "*The size might usually be the width of the bus so it is
        # possible to read a word in one operation" leaves the result asserted on a cause
        # that is now only possible; result "so" presents its first clause as a fact the
        # result follows from (Quirk et al. 1985 §13.18; H&P ch. 15 §2.2)
        return "clausal-coordination"  # "*If I lost all my apps so I can't type, it's okay"
    if kind == "conditional" and set_off_reason_clause(head) is not None:
        # "*If all countries came into Egypt, because the famine was severe, it's okay": see
        # ``set_off_reason_clause`` (stop 87, ng01; s1205r pres-021/047/056)
        return "set-off-reason"
    if kind in ("modal", "conditional") and result_conjunct(head) is not None:
        # "*B1FF might have been only interested in warez, and so never asked": the result
        # conjunct stays asserted as following from a mere possibility (clause_scope); the
        # question takes the first conjunct alone (trigger_part) or the whole, as before
        return "result-conjunct"
    if kind in ("interrogative", "conditional") and bare_result_clause(head) is not None:
        return "correlative-result"  # "*If demand was so high, stores could not ..., it's okay"
    if kind in ("interrogative", "conditional") and _medial_evidential(doc, head) is not None:
        # "*If X are used only in the importer, apparently for completeness, it's okay":
        # see ``_medial_evidential`` (stop 78, em01)
        return "epistemic-adverb"
    if kind in ("interrogative", "conditional") and epistemic_adverb(head) is not None:
        # "If probably he left, ...", "Did he probably leave?": an epistemic adverb is a
        # speaker's comment that resists questions and conditional antecedents (Ernst 2009 §2;
        # Nilsen 2003): no premise, as the modal already refuses (``epistemic-adverb``)
        return "epistemic-adverb"
    if kind == "modal" and embedding_level(head) is None:
        return "subordinate-clause"  # "When the storm might have hit, ...": not the sentence
    if kind == "conditional" and embedding_level(head) == 1 and _plugging_report(head):
        # "If the police said that the man stopped smoking, it's okay": "if" goes before the
        # report, so the antecedent is the saying, not the target's clause (blind review, stop
        # 35: an embedding of the main clause that does not scope over the trigger), and a
        # verb of saying or thinking is a plug for its complement's presuppositions (Karttunen
        # 1973); the question refuses the same clause (``not-main-clause``). A factive report
        # ("admit", "note") is a hole: its complement's presuppositions pass through "if"
        return "not-main-clause"
    fronted = fronted_adjunct(doc, _main(head), leading_marker_end(doc))
    if kind == "conditional" and fronted is not None:
        return "fronted-adjunct"
    if kind == "conditional" and fronted_viewpoint(doc, _main(head), leading_marker_end(doc)):
        return "fronted-adjunct"  # "If, for me, she has to ...": a viewpoint disjunct
    causal = fronted_causal(doc, _main(head), leading_marker_end(doc))
    if causal is not None and epistemic_adverb(head) is None:
        return "fronted-adjunct"  # "If, because of the rain, ...": the reason is given
    modal = modal_in_clause(head, UNCONDITIONABLE_MODALS)
    if kind == "conditional" and modal is not None and not clitic_had(modal):
        return "already-modal"  # "If Phil would have to leave, it's okay"
    if kind in ("modal", "interrogative", "conditional") and (
        emotive_disjunct(head.sent.root) is not None
    ):
        # "*To her grief she might have found it was not": the evaluative disjunct presupposes
        # the fact the operator leaves open (Quirk et al. 1985 §8.127; clause_scope; stop 83,
        # ng20)
        return "emotive-disjunct"
    if kind in ("interrogative", "conditional") and any(
        epistemic_modal(h, kind) is not None for h in (head, head.sent.root)
    ):
        # "*Must he have left?", "*If he must have left, it's okay": an epistemic modal is the
        # speaker's judgement, which a question or an "if" does not take (clause_scope). The
        # operator goes on the main clause, so an epistemic "must" there counts for a trigger
        # in its complement too ("*If he must know that the ship was lost, ..."; stop 83, ng20)
        return "already-modal"
    if kind == "conditional" and optative_only(head) is not None:
        return "optative-only"  # "If I could only try, it's okay" is the wish "if only"
    if kind == "modal" and reporting_passive(head):
        return "already-modal"  # "It might have been believed that ..."
    if kind == "interrogative" and _preposed_contrast(_main(head)) is not None:
        return "contrast-clause"  # "While most plants were closed, were few retooled?"
    if kind == "interrogative" and event_supplement(head) is not None:
        # "Was it reissued in 1949, when it was shown on a double bill?": the supplement stays
        # the speaker's assertion outside the question (Potts 2005 ch. 4) and asserts an event
        # at the time of the event asked about (clause_scope.event_supplement)
        return "event-supplement"
    if kind == "interrogative" and quotation_before(head):
        return "quotation"  # '"I quit," did she say ...?'
    if kind == "modal" and _quoting_clause(head):
        # '"You're the doctor," he might have returned': direct speech fronted before its
        # reporting clause is the narrator's demonstration of what was said (Clark & Gerrig
        # 1990; Quirk et al. 1985 §14.29); "might" on the reporting verb leaves the words
        # standing as said and reads as the counterfactual "as he could have said" (stop 51)
        return "quotation"
    if kind == "modal" and _interrogative_content_clause(head):
        return "embedded-question"  # "*I told you what Miss Ada's doctor might have said"
    # the conditional and the question take the whole sentence: its main clause counts too
    clauses = {head, _main(head), head.sent.root}
    if any(_fronted_degree(doc, h) for h in clauses):
        return "fronted-degree"  # "*So many times I might have wondered why ..."
    frequency = [f for h in clauses if (f := fronted_frequency(doc, h)) is not None]
    if kind in ("interrogative", "conditional") and any(not clausal for _, clausal in frequency):
        # "*Usually, do they titter loudly?", "*If, usually, they titter loudly, it's okay": the
        # fronted quantifier over occasions outscopes the question and the "if" (see
        # FREQUENCY_ADVERBS); the modal takes the sentential frame instead (embed)
        return "fronted-frequency"
    if directive_frame(head) is not None or (
        kind != "modal" and any(directive_frame(h) is not None for h in clauses)
    ):
        return "directive"  # "*Should you understand, Jack, that ...?"
    if kind == "conditional" and any(modal_in_clause(h, PUTATIVE_MODALS) for h in clauses):
        return "putative-should"  # "*If white wines should be opened when served, it's okay"
    if kind == "interrogative" and any(_narrative_would(h) for h in clauses):
        return "narrative-would"  # "*Sometimes, would Mrs. Coolidge close herself in ...?"
    return None


#: Degree words that take a result clause: "so" + adjective/adverb/"many"/"much", "such" (+ NP)
#: (Quirk et al. 1985 §15.49 "so ... (that)", §15.50; Huddleston & Pullum 2002 ch. 11 §4.6).
RESULT_DEGREE_WORDS = frozenset({"so", "such"})


#: Subordinators of reason, purpose and result clauses (Quirk et al. 1985 §15.45-15.49; "for"
#: the reason conjunction, §13.18) and of the purpose "lest" (§15.48).
REASON_MARKS = frozenset({"because", "for", "since", "so", "lest"})


def set_off_reason_clause(head: Token) -> Token | None:
    """The subordinator of a finite reason, purpose or result clause set off by a comma after
    the clause of ``head`` ("..., because the famine was severe", "..., so that they began to
    sink"), or of a reason "for"-clause ("..., for all things serve you"), or None.

    Set off, such a clause is a disjunct, the speaker's justification of the assertion or its
    consequence, not part of the proposition (Quirk et al. 1985 §8.137 and §15.45-15.49 on
    disjunct reason and result clauses; "for" is always of that kind, §13.18), and "if" takes
    one proposition as its direct condition (§15.33-15.37): "If all countries came into Egypt,
    because the famine was severe, it's okay" reads as a reason given for the condition or
    for the consequent, neither the embedding of the sentence. The blind judges rejected all
    three such antecedents of s1205r (pres-021/047/056, b=0). A restrictive clause with no
    comma ("If he left because he was tired") is inside the condition and stays, and so does
    "for" as a preposition ("returned me evil for good")."""
    doc = head.doc
    start = head.sent.start
    for tok in head.sent:
        if tok.lower_ not in REASON_MARKS or tok.dep_ != "mark" or tok.i <= start:
            continue
        clause = tok.head
        if clause.i < tok.i or clause.dep_ not in ("advcl", "conj", "ccomp"):
            continue
        finite = clause.tag_ in ("VBD", "VBZ", "VBP", "MD") or any(
            k.dep_ in ("aux", "auxpass") and k.tag_ in ("VBD", "VBZ", "VBP", "MD")
            for k in clause.children
        )
        if not finite:
            continue  # "for him to stay": an infinitival clause
        first = min(k.i for k in clause.children if k.dep_ == "mark")
        if first <= start:
            continue  # an initial reason clause, refused as a subordinate opening elsewhere
        if tok.lower_ != "for" and doc[first - 1].text not in (",", ";", "--", "—"):
            continue
        return tok
    return None


#: The reason subordinators among REASON_MARKS (Quirk et al. 1985 §15.45; "for", §13.18).
REASON_ONLY_MARKS = frozenset({"because", "for", "since"})


def set_off_reason_span(head: Token) -> tuple[int, int] | None:
    """(first, last) token indices of a set-off reason clause after ``head``'s clause, from the
    comma before its subordinator to its last word (:func:`set_off_reason_clause`, "because",
    "for" and "since" only), when ``head`` is outside it; or None.

    A yes/no question asks about the proposition of its main clause; a set-off reason clause
    is a disjunct, the speaker's justification of the assertion (Quirk et al. 1985 §8.137,
    §15.45), and a question has no assertion to justify: "Will the doom pursue them, because
    they had evil thoughts?" reads as no question anyone asks (s1205v pres-029). The question
    takes the main clause alone, as it takes one independent clause of two
    (``other-clause-dropped``). The conditional refuses instead (``set-off-reason``): there the
    clause would be read as the reason of the condition or of the consequent. The negation
    keeps it and flags ``discourse-clash:because``: "not" does scope over a reason clause
    ("He didn't leave because he was tired"), so it is the clash, not the form, that is off."""
    mark = set_off_reason_clause(head)
    if mark is None or mark.lower_ not in REASON_ONLY_MARKS:
        return None
    doc = head.doc
    if any(t.text in QUOTES for t in doc[head.i :]):
        # 'say, "Arise and eat, because the journey is too great"': a reason clause inside
        # quoted speech belongs to the quoted utterance, which the question reports whole
        return None
    clause = mark.head
    first = min(k.i for k in clause.children if k.dep_ == "mark")
    last = clause.right_edge.i
    while last > first and doc[last].text in FINAL_PUNCT | QUOTES:
        last -= 1
    if doc[first - 1].text in (",", ";", "--", "—"):
        first -= 1
    if (
        first <= head.i <= last
        or last + 1 < len(doc)
        and not all(t.is_punct for t in doc[last + 1 :])
    ):
        return None  # the reason clause ends the sentence, or nothing is cut
    return first, last


def bare_result_clause(head: Token) -> Token | None:
    """The degree word of a correlative "so ... (that)" / "such ... (that)" whose result clause
    follows a comma without "that" ("Demand was *so* high, stores could not keep them in
    stock"), in the sentence of ``head``; or None.

    The result clause is the complement of "so"/"such" (Quirk et al. 1985 §15.49; Huddleston &
    Pullum 2002 ch. 11 §4.6), and with "that" omitted only adjacency ties it to its degree word.
    An "if" or a question put on the first clause cuts the tie: "*If demand was so high, stores
    could not keep them in stock, it's okay" reads as a conditional whose consequent is
    "stores could not ...", then a stray "it's okay" (blind review, stop 53). The modal stays
    inside the sentence and keeps the construction ("Demand might have been so high, stores
    could not keep them"). Only a comma followed by a clause with its own subject counts:
    "so much, but ..." and "such a shame." do not."""
    doc = head.doc
    for tok in head.sent:
        if tok.lower_ not in RESULT_DEGREE_WORDS:
            continue
        if tok.lower_ == "so" and (not _degree_so(tok) or doc[tok.i + 1].lower_ == "far"):
            continue  # "So far, she has stopped": the time adverb "so far", no degree
        if tok.lower_ == "such" and tok.dep_ not in ("amod", "predet", "det"):
            continue
        comma = tok.head.right_edge.i + 1  # the end of the phrase "so" / "such" modifies
        if comma >= len(doc) - 1 or doc[comma].text != ",":
            continue
        nxt = doc[comma + 1]
        if nxt.lower_ in ("that", "and", "but", "or", "so", "yet", "because", "which", "who"):
            continue
        window = doc[comma + 1 : min(comma + 6, len(doc))]
        subject = next((t for t in window if t.dep_ in ("nsubj", "nsubjpass", "expl")), None)
        if subject is None or subject.head.i <= comma:
            continue
        if any(t.dep_ == "mark" for t in doc[comma + 1 : subject.i]):
            continue  # ", when he left, ..." is an adverbial clause, not the result
        verb = subject.head
        if verb.pos_ in ("VERB", "AUX") and (
            verb.tag_ in ("VBD", "VBZ", "VBP", "MD") or left_auxiliaries(verb)
        ):
            return tok
    return None


#: Stative verbs of opinion, emotion and desire (Levin 1993 §31.2 admire class, §29.5
#: conjecture class; Quirk et al. 1985 §4.29 on private verbs): "I thought this movie was
#: TERRIBLE", "We loved the fries", "I wish the portion was bigger". With a first-person
#: subject the clause reports the speaker's own attitude, on which she is the authority
#: (first-person authority, Davidson 1984); in reviews and chat it is the speaker's verdict
#: itself. An epistemic "might" is speaker-oriented (von Fintel & Gillies 2010): "I might have
#: thought this movie was terrible" makes the speaker unsure of her own verdict (a Moore-type
#: clash, Moore 1942, as ``speaker_knowledge`` says for "know"); "Did I love the fries?" asks
#: the hearer about the speaker's own mind (Searle 1969 §3.4: a sincere question needs a
#: speaker who does not know the answer); "If I hated the ending, it's okay" supposes what the
#: speaker has just asserted. Not perception or memory ("see", "hear", "remember", "forget",
#: "realize"): uncertainty about what one saw or recalled is ordinary ("I might have seen him
#: there", Huddleston & Pullum 2002 ch. 3 §9.8). Blind review (stop 52): "I might have thought
#: this movie was TERRIBLE" rejected as unnatural.
ATTITUDE_VERBS = frozenset(
    {"think", "believe", "feel", "find", "consider", "guess", "suppose", "reckon", "figure"}
    | {"love", "like", "hate", "enjoy", "dislike", "prefer", "adore", "admire", "appreciate"}
    | {"want", "wish", "hope", "fear", "doubt", "wonder", "understand", "miss"}
)
#: Subjects that report the speaker's own attitude: "I", "we" (the speaker's party, which she
#: speaks for) and generic "one", which generalizes from the speaker's own perspective
#: ("detached self-reference", Moltmann 2006, "Generic one, arbitrary PRO, and the first
#: person"): "One wonders how FLYNN could have failed" is the writer's wonder, and "Does one
#: wonder how ...?" or "If one can only hope that ..., it's okay" asks about or supposes it.
ATTITUDE_SUBJECTS = SPEAKER_PRONOUNS | {"one"}


def contrastive_only(head: Token) -> Token | None:
    """The conjunction "only" that opens ``head``'s clause after a clause before it ("I would
    have gone, only I was ill"; "She would have stayed, only she realized that ..."), or None.

    A question inverts around it as if it focused the subject ("*Did only she realize ...?")
    and the modal and "if" take the second clause alone under a word that relates it to the
    first ("It's possible that only she realized ...": a different, exclusive, proposition).
    So the operator is refused on that clause (``contrastive-only``); a trigger in the first
    clause is embedded alone as before. The test is :func:`clause_scope.only_conjunction`
    (stop 99, ng14: one test, also read by ``discourse_clash`` for the negated first
    clause)."""
    return only_conjunction(_main(head))


def speaker_attitude(head: Token) -> Token | None:
    """The verb or psych adjective of ``head``'s clause when the clause reports the speaker's own
    opinion, emotion or desire (``ATTITUDE_VERBS``, or a psych adjective after a linking verb:
    "I was disappointed") with a first-person or generic "one" subject (``ATTITUDE_SUBJECTS``),
    else None. "find" counts only as a verb of judging, with a clause or a predicate ("I found
    it boring", "I find this is a quality ..."), not "I found my keys"."""
    subject = subject_of(head)
    if subject is None or subject.lower_ not in ATTITUDE_SUBJECTS:
        return None
    if subject.lower_ == "one" and any(c.dep_ in ("det", "amod", "prep") for c in subject.children):
        return None  # "one husband", "one of them": a numeral, not generic "one"
    lemma = verb_lemma(head)  # spaCy's small model lemmatises "hated" as "hat"
    if lemma in ATTITUDE_VERBS and subject.dep_ == "nsubj":  # not the passive "I was loved"
        if lemma == "find" and not any(
            c.dep_ in ("ccomp", "xcomp", "oprd", "acomp") for c in head.children
        ):
            return None
        if lemma == "want" and head.tag_ != "VBD" and not left_auxiliaries(head):
            return None  # "I might want to try it": a hedged wish about the future is ordinary
        return head
    if head.lower_ in PSYCH_ADJECTIVES:
        return head  # "I was disappointed", parsed with the participle as head
    if lemma in LINKING_VERBS:
        for child in head.children:
            if child.dep_ in ("acomp", "attr", "oprd") and child.lower_ in PSYCH_ADJECTIVES:
                return child
    return None


#: Periods run together (". .", "...", "…") inside a sentence: the ellipsis of informal writing.
ELLIPSIS = frozenset({"…", "..", "...", "....", "....."})


def utterance_fragments(doc: Doc) -> str | None:
    """Why ``doc`` is a string of utterance fragments rather than one clause, or None: an
    exclamation beyond a single final "!" (``exclamation``, see ``_emotive_exclamation``) or an
    ellipsis between words (``ellipsis``).

    An exclamation states the speaker's emotional commitment to what she says (Quirk et al.
    1985 §11.31; Rett 2011 "Exclamatives, degrees and speech acts"): a question built on it is
    no question a speaker could ask ("Did we also get the smash fries ... AWESOME!!?"), a
    "might" hedges what the "!" insists on ("I might only wish the portion was bigger!"), and
    an "if"-antecedent cannot end in one ("If she ... looking!, it's okay"). An ellipsis
    inside a chat or review sentence marks a trailing off or a pause between separate
    utterances (Crystal 2001 "Language and the Internet" ch. 4; Quirk et al. 1985 App. III.26
    on the ellipsis mark), so one operator cannot take the string as its clause ("Did Bobby
    die.... Mike as a child survived ...?", "If it was only for a second, but... it was
    amazing, it's okay"). A final "..." is a trailing off only and is left."""
    words = [t for t in doc if not t.is_space]
    last_word = max((k for k, t in enumerate(words) if t.is_alpha or t.like_num), default=-1)
    for k, token in enumerate(words):
        if "!" in token.text and not _in_quotes(doc, token) and _emotive_exclamation(words, k):
            return "exclamation"
        if k < last_word and (token.text in ELLIPSIS or token.text.startswith("..")):
            return "ellipsis"
    return None


def _emotive_exclamation(words: list[Token], k: int) -> bool:
    """Is the "!" at ``words[k]`` more than the one closing mark of an exclamatory statement: a
    run ("!!", "!?", "!.") or a "!" with words after it? A single final "!" closes a statement
    whose content an operator still takes ("The captain's son stopped writing to his mother!"
    -> "Did the captain's son stop ...?", stop 42 round 3); runs of marks and a "!" inside the
    string are the chat register's emotive emphasis and utterance boundaries (Crystal 2001 ch.
    4), which no operator takes in."""
    token = words[k]
    after = words[k + 1 : k + 2]
    if len(token.text) > 1 or any(w.is_punct and w.text not in QUOTES for w in after):
        return True
    if k > 0 and "!" in words[k - 1].text:
        return True
    return any(w.is_alpha or w.like_num for w in words[k + 1 :])


def _in_quotes(doc: Doc, token: Token) -> bool:
    """Is ``token`` between an odd number of quotation marks before it (inside direct speech)?"""
    return sum(1 for t in doc[: token.i] if t.text in QUOTES) % 2 == 1


#: Relations of the main clause's own trailing phrases (see ``stranded_supplement``).
SUPPLEMENT_DEPS = frozenset({"appos", "prep", "npadvmod", "advmod", "acl", "relcl", "amod"})


def stranded_supplement(head: Token) -> Token | None:
    """A phrase after a postposed adverbial clause of ``head`` that belongs to the main clause
    before that clause, or None: "he met Herawati Diah while working at Radio Hosokyoku, a
    broadcaster who ...", "revised his call to a one-year wait while Hindu leaders ..., instead
    of two". A written sentence is projective (no phrase is split by another, Quirk et al. 1985
    §17.2 on discontinuity only by extraposition); an arc from a word after the adverbial
    clause to a word before it is what the NOPE §3.2 move of a preposed time clause leaves when
    it puts the clause before a supplement: the appositive or adjunct then reads as part of the
    adverbial clause (blind review, stop 52: "reordering strands the appositive")."""
    doc = head.doc
    for clause in head.children:
        if clause.dep_ != "advcl" or clause.i < head.i:
            continue
        start, end = clause.left_edge.i, clause.right_edge.i
        for token in doc[end + 1 :]:
            if token.is_punct or token.dep_ not in SUPPLEMENT_DEPS:
                continue
            if token.head.i < start and token.head.i >= head.i:
                return token
    return None


#: Verbs of knowing whose first-person present form states the speaker's own knowledge.
#: "I know that p" asserts p and the speaker's knowledge of it; under epistemic "might" or an
#: "if" the speaker presents her own present knowledge as uncertain, which is Moore-paradoxical
#: (Moore 1942; Hintikka 1962 "Knowledge and Belief" ch. 4: K_a p is self-verifying for the
#: speaker a, so "possibly I know p" and "if I know p" are pragmatically defective). Blind
#: review s1130e (SOTU): "I might know that all of us love this country", "If I know that ...,
#: it's okay" were judged unnatural in 11 pairs, none kept. A question ("Do we know p?") and
#: the negation ("I don't know that p", neutral) are natural and judged right: only the modal
#: and the conditional refuse. Only stative "know": an achievement such as "realize" takes
#: "might"/"if" as a future event ("We might realize that the task is hard" is fine).
SPEAKER_KNOWLEDGE_VERBS = frozenset({"know"})
#: Verbs whose present perfect states the speaker's present knowledge: the perfect of an
#: achievement of coming to know denotes its result state ("We have learned that p" = we know p
#: now; Moens & Steedman 1988 on the perfect's consequent state, Vendler 1957 on achievements),
#: and "we have known" is the state itself. Under "might" or "if" they are Moore-paradoxical as
#: "I know" is: "We might have learned that peace requires strength" (stop 42: 20 such sentences
#: on the State of the Union development lines, all judged unnatural by helper pr33).
SPEAKER_PERFECT_KNOWLEDGE_VERBS = frozenset(
    {"know", "learn", "realize", "realise", "discover", "recognize", "recognise"}
)


def speaker_knowledge(head: Token, kind: str = "modal") -> Token | None:
    """The verb of knowing of a first-person present clause: ``head`` itself ("I know that all
    of us love this country", "We all know this is strong medicine") or, for the conditional,
    which takes the whole sentence, the verb whose complement clause holds ``head``; or None.
    The modal goes on ``head``'s own clause ("I know that she might have left" is fine). A past
    tense or another auxiliary ("I knew", "we had known") states no present knowledge; the
    present perfect of a verb of coming to know does ("we have learned that", stop 42). Only
    knowledge of a proposition is Moore-paradoxical: "I might know many of you well" (knowing
    people, acquaintance) is fine, so the verb needs a clause or a propositional pronoun
    ("We all know this") for its object (ab42 A/B draw, stop 41)."""
    verb: Token | None = head
    while verb is not None:
        subject = subject_of(verb)
        if (
            (_simple_present_knowledge(verb) or _present_perfect_knowledge(verb))
            and subject is not None
            and subject.lower_ in SPEAKER_PRONOUNS
            and (verb is not head or _knows_a_proposition(verb))
        ):
            return verb
        if kind != "conditional" or verb.dep_ != "ccomp" or verb.head.i == verb.i:
            return None
        verb = verb.head
    return None


def _simple_present_knowledge(verb: Token) -> bool:
    """ "I know", "we know": no auxiliary, present tense."""
    return (
        verb.lemma_.lower() in SPEAKER_KNOWLEDGE_VERBS
        and verb.tag_ in ("VBP", "VBZ")
        and not left_auxiliaries(verb)
    )


def _present_perfect_knowledge(verb: Token) -> bool:
    """ "we have learned", "I've known": a past participle whose only auxiliary is a present
    "have" (``SPEAKER_PERFECT_KNOWLEDGE_VERBS``); "had learned", "will have learned" and "might
    have learned" state no present knowledge."""
    auxiliaries = left_auxiliaries(verb)
    return (
        verb.lemma_.lower() in SPEAKER_PERFECT_KNOWLEDGE_VERBS
        and verb.tag_ == "VBN"
        and len(auxiliaries) == 1
        and auxiliaries[0].lemma_.lower() == "have"
        and auxiliaries[0].tag_ in ("VBP", "VBZ")
    )


#: Object pronouns that stand for a proposition ("We all know this", "I know that").
_PROPOSITIONAL_PRONOUNS = frozenset({"this", "that", "it", "so"})


def _knows_a_proposition(verb: Token) -> bool:
    """The verb of knowing takes a clause ("I know (that) she left", "we know what it takes")
    or a pronoun standing for one, not a person or thing known by acquaintance."""
    return any(
        c.dep_ in ("ccomp", "xcomp")
        or (c.dep_ == "dobj" and c.lower_ in _PROPOSITIONAL_PRONOUNS and not list(c.children))
        for c in verb.children
    )


#: Speaker-oriented adverbs (Ernst 2002 "The Syntax of Adjuncts" ch. 2; Ernst 2009 "Speaker-
#: oriented adverbs", NLLT 27): evaluative ("fortunately", "sadly", "naturally"), evidential
#: ("obviously", "clearly") and speech-act ("frankly", "honestly") adverbs comment on the
#: proposition from outside and resist the scope of negation, questions and conditionals
#: ("*Naturally, dissension didn't start", "*If, sadly, few patients are told ..."; Ernst 2009
#: §2: they are positive polarity items and need a veridical context). Sentence-initial and set
#: off by a comma, such an adverb is left out of the embedded premise (round 28, class 4).
#: Epistemic adverbs ("probably") are refused by the modal instead (EPISTEMIC_ADVERBS).
SPEAKER_ADVERBS = word_set("embedding_speaker_adverbs")


def speaker_adverb(doc: Doc, head: Token) -> Token | None:
    """A sentence-initial speaker-oriented adverb of ``head``'s main clause set off by a comma
    ("Naturally, ...", "And sadly, ...", "Not surprisingly, ..."), or None. A negated
    evaluative ("Not surprisingly", "Not unexpectedly") is the same speaker's comment, on the
    expectedness of the proposition (Quirk et al. 1985 §8.127; Ernst 2002 ch. 2 on evaluative
    adverbs), and just as little part of what a question asks ("*Not surprisingly, do you find
    ...?", stop 60); the adverb is returned and :func:`negated_speaker_adverb` tells whether
    "not" stands before it."""
    i = leading_marker_end(doc)
    while i < len(doc) - 1 and doc[i].dep_ == "cc":
        i += 1  # "And sadly, ..."
    if i < len(doc) - 2 and doc[i].lower_ == "not" and doc[i + 1].head.i != doc[i].i:
        i += 1  # "Not surprisingly, ...": "not" hangs on the adverb
    tok = doc[i]
    if tok.lower_ not in SPEAKER_ADVERBS:
        return None
    clause = _clause_of_subject_initial_disjunct(tok)
    if tok.dep_ != "advmod" and clause.i == tok.head.i:
        return None
    on_subject = clause.i != tok.head.i  # hung on the subject right after it
    if doc[i + 1].text != "," and not on_subject and not _subject_starts_at(doc[i + 1], clause):
        # without a comma only right before the subject ("Hopefully the fleet is holding"):
        # the same sentence adverb, whose comma is optional (Quirk et al. 1985 §8.121)
        return None
    return tok if clause.i == _main(head).i else None


def _clause_of_subject_initial_disjunct(tok: Token) -> Token:
    """The verb whose clause the comma-less sentence adverb ``tok`` comments on.

    The parser hangs a comma-less initial disjunct on a proper-noun subject right after it
    ("Luckily GIMP provides ...": "Luckily" an advmod of "GIMP"). A disjunct is a sentence
    adverbial and never modifies a noun phrase (Quirk et al. 1985 §8.121-8.127: disjuncts are
    peripheral to the clause; Ernst 2009 §2 on speaker-oriented adverbs), so it is read as the
    clause's own (stop 78, em02: "*Does Luckily GIMP provide ...?", "*Luckily GIMP might
    provide ..."), as an advmod or, tagged as an adverb, as a "compound" ("Luckily GIMP
    stopped ..."). Otherwise its head."""
    noun = tok.head
    attached = tok.dep_ == "advmod" or (tok.dep_ == "compound" and tok.tag_ == "RB")
    subject = noun.dep_ in ("nsubj", "nsubjpass") and noun.head.i != noun.i
    if attached and subject and noun.i == tok.i + 1:
        return noun.head
    return noun


#: Evidential and hearsay adverbs, the ones of SPEAKER_ADVERBS with no manner reading
#: (Ernst 2009 §2; Bellert 1977): wherever they stand in the clause they comment on the
#: source of the speaker's evidence.
EVIDENTIAL_ADVERBS = frozenset(
    {"apparently", "seemingly", "reportedly", "allegedly", "supposedly", "evidently",
     "ostensibly"}
)  # fmt: skip
#: Dependencies that open a clause of its own below the main clause: an evidential there
#: comments on that clause, not on the one the operator takes.
_OWN_CLAUSE_DEPS = frozenset({"relcl", "ccomp", "advcl", "acl", "csubj", "xcomp", "parataxis"})


def _medial_evidential(doc: Doc, head: Token) -> Token | None:
    """An evidential adverb (EVIDENTIAL_ADVERBS) inside ``head``'s main clause but not at its
    start ("X are used only in the importer, apparently for completeness"), or None.

    Evidentials are positive polarity items that need a veridical context: they do not occur
    in the antecedent of a conditional nor under a question (Bellert 1977; Ernst 2009 §2), so
    "*If X are used only in the importer, apparently for completeness, it's okay" and "*Are X
    used ..., apparently for ...?" take the speaker's hedge into the operator (blind review
    s1204s). A sentence-initial one is cut out instead (:func:`speaker_adverb`); one inside a
    clause of its own (a relative, a complement) comments on that clause only."""
    main = _main(head)
    initial = speaker_adverb(doc, head)
    for tok in main.subtree:
        if tok.lower_ not in EVIDENTIAL_ADVERBS or tok.dep_ != "advmod":
            continue
        if initial is not None and tok.i == initial.i:
            continue
        path = []
        node = tok.head
        while node.i != main.i and node.head.i != node.i:
            path.append(node)
            node = node.head
        if node.i == main.i and not any(n.dep_ in _OWN_CLAUSE_DEPS for n in path):
            return tok
    return None


def _subject_starts_at(tok: Token, verb: Token) -> bool:
    """Does the subject of ``verb`` begin at ``tok``?"""
    return any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") and c.left_edge.i == tok.i for c in verb.children
    )


def negated_speaker_adverb(adverb: Token) -> bool:
    """Does "not" stand right before the speaker adverb ``adverb`` and hang on it ("Not
    surprisingly, ...")? Its cut then takes "not" too."""
    if adverb.i == 0:
        return False
    before = adverb.doc[adverb.i - 1]
    return before.lower_ == "not" and before.head.i == adverb.i


#: Sentence-initial conjuncts and stance disjuncts (Quirk et al. 1985 §8.134-8.137 on
#: conjuncts, §8.121-8.127 on content disjuncts): they link the sentence to the previous one
#: ("so", "however", "besides") or comment on it ("somehow", "of course", "indeed") and are no
#: part of the proposition an operator takes, so a question, modal or conditional premise
#: leaves them out ("Somehow, did she ...?", "So, if ...", "If, however, ..." read badly;
#: round 31, class 2). The negation keeps them, as NOPE's experts did.
DETACHED_CONNECTIVES = (
    # "alternatively": a replacive conjunct (Quirk et al. 1985 §8.137), "If, alternatively,
    # you can ..." reads badly (review s1202q); "rather" (replacive) and "conversely"
    # (antithetic), Quirk et al. 1985 §8.137, likewise: "*Rather, will they be removed?",
    # "*If, conversely, ..., it's okay" (stop 77, ng12: blind review s1204r). Only with their
    # comma (``detached_connective``): "Rather few files" is a degree adverb
    frozenset(
        {
            "so",
            "somehow",
            "indeed",
            "still",
            "anyway",
            "besides",
            "also",
            "alternatively",
            "rather",
            "conversely",
        }
    )
    | CONJUNCTIVE_ADVERBS
)
#: Enumerative conjuncts (Quirk et al. 1985 §8.137; Huddleston & Pullum 2002 ch. 8 on
#: connective adjuncts): they order the sentence in the text and are no part of its
#: proposition, so the conditional leaves them out: "*If, finally, this chapter explains ...,
#: it's okay" (blind review s1204s; stop 78, em01). Only the conditional: before a question or
#: a "might" clause they stay in front, outside the operator, and read well ("Finally, this
#: chapter might explain ...", kept by the same review).
ENUMERATIVE_CONNECTIVES = frozenset({"finally", "firstly", "secondly", "thirdly", "lastly"})
#: Exemplifying and additive conjuncts of two words (Quirk et al. 1985 §8.137 appositive "for
#: example", "for instance"; additive "in addition"), the conditional's like the enumerative
#: ones: "*If for example, when you ..., it's okay" (blind review s1204s; stop 78, em01).
ENUMERATIVE_CONNECTIVE_PAIRS = frozenset(
    {("for", "example"), ("for", "instance"), ("in", "addition")}
)
#: Two-word connectives of the same kind ("Of course, ...", "In fact, ..."), and the
#: reformulatory conjunct "that is" ("That is, there is only one type"; Quirk et al. 1985
#: §8.137, with "in other words" and "namely"), only with its comma (``detached_connective``:
#: "That is the answer" is a clause; stop 75, ng05).
DETACHED_CONNECTIVE_PAIRS = frozenset(
    {("of", "course"), ("after", "all"), ("in", "fact"), ("that", "is")}
)
#: Connective pairs that are detached only with their comma.
_COMMA_ONLY_PAIRS = frozenset({("that", "is")})
#: Three-word listing and reformulatory conjuncts (Quirk et al. 1985 §8.137: enumerative "for
#: one thing", "for another thing"; reformulatory "in other words"): like the pairs they link
#: the sentence to the argument around it and are no part of its proposition, so the modal,
#: question and conditional leave them out ("*If they were two apart, for one thing, it's
#: okay").
DETACHED_CONNECTIVE_TRIPLES = frozenset(
    {("for", "one", "thing"), ("for", "another", "thing"), ("in", "other", "words")}
)


#: Concessive conjuncts that close a clause without a comma in informal English ("I admit I
#: was scared though", "She went anyway"): the same conjuncts as ", though" / ", anyway"
#: (Quirk et al. 1985 §8.137 note: in final position the comma is often left out; Huddleston &
#: Pullum 2002 ch. 7 §2 on "though" as a connective adverb). They link the sentence to the one
#: before it and fall outside the proposition, so the modal, question and conditional leave
#: them out ("If I admit I had cold feet though, it's okay" keeps a contrast with nothing; blind
#: review s1202k). Additive "too" stays: a focusing subjunct on a constituent of the clause
#: (Quirk et al. 1985 §8.116), it is part of what is asked or supposed ("Did she come too?").
UNPUNCTUATED_FINAL_CONNECTIVES = frozenset({"though", "anyway", "anyhow"})


#: Coordinators that can open a sentence, linking it to the previous one (Quirk et al. 1985
#: §13.19).
SENTENCE_COORDINATORS = frozenset({"and", "but", "or", "yet", "nor"})


def _leading_coordinators(doc: Doc) -> list[int]:
    """Token indices of the coordinators (and a comma after them) that open ``doc`` ("And ...",
    "But, ..."), empty when none."""
    out: list[int] = []
    i = 0
    while i < len(doc) - 1 and doc[i].lower_ in SENTENCE_COORDINATORS and doc[i].pos_ == "CCONJ":
        out.append(i)
        i += 1
        if doc[i].text == ",":
            out.append(i)
            i += 1
    return out


def detached_connective(doc: Doc, enumerative: bool = False) -> list[int]:
    """Token indices of a sentence-initial connective or stance adverb and its comma ("So,
    ...", "And somehow, ...", "Of course, ..."), empty when none. Without its comma only "so"
    counts ("So he left"): "Still he waited" may be a time adverb of the clause. With
    ``enumerative``, also ENUMERATIVE_CONNECTIVES and ENUMERATIVE_CONNECTIVE_PAIRS, with their
    comma only ("Finally the door opened" may be a time adverb)."""
    i = 0
    while i < len(doc) - 1 and doc[i].dep_ == "cc" and doc[i].lower_ != "so":
        i += 1  # "And so, ..."
    if enumerative and i + 2 < len(doc):
        if (
            doc[i].lower_ in ENUMERATIVE_CONNECTIVES
            and doc[i].pos_ == "ADV"
            and doc[i + 1].text == ","
        ):
            return [i, i + 1]
        pair = (doc[i].lower_, doc[i + 1].lower_)
        if pair in ENUMERATIVE_CONNECTIVE_PAIRS and doc[i + 2].text == ",":
            return [i, i + 1, i + 2]
    if (
        i + 3 < len(doc)
        and doc[i + 3].text == ","
        and tuple(t.lower_ for t in doc[i : i + 3]) in DETACHED_CONNECTIVE_TRIPLES
    ):
        return [i, i + 1, i + 2, i + 3]
    if i + 2 < len(doc) and (doc[i].lower_, doc[i + 1].lower_) in DETACHED_CONNECTIVE_PAIRS:
        if doc[i + 2].text == ",":
            return [i, i + 1, i + 2]
        if (doc[i].lower_, doc[i + 1].lower_) in _COMMA_ONLY_PAIRS:
            return []
        # right before the subject the disjunct's comma is optional ("Of course it was hard";
        # Quirk et al. 1985 §8.121): still the speaker's comment, no part of the proposition
        root = doc[i].sent.root
        return [i, i + 1] if _subject_starts_at(doc[i + 2], root) else []
    if i + 1 >= len(doc) or doc[i].lower_ not in DETACHED_CONNECTIVES:
        return []
    if doc[i].pos_ not in ("ADV", "CCONJ", "SCONJ", "INTJ"):
        return []  # "Still water ...": an adjective
    if doc[i + 1].text == ",":
        return [i, i + 1]
    tok = doc[i]
    if (
        tok.lower_ == "so"
        and tok.dep_ in ("cc", "advmod", "mark", "discourse")
        and tok.head.i == tok.sent.root.i
        and not _degree_so(tok)
    ):
        return [i]  # not "So far, ...", "So many people ...": degree "so" is part of the phrase
    return []


def trailing_connective(doc: Doc) -> list[int]:
    """Token indices of a sentence-final connective or stance adverb and the comma before it
    ("..., of course.", "..., however.", "..., indeed."), empty when none: the same detached
    words as ``detached_connective`` in final position (Quirk et al. 1985 §8.134-8.137 allow
    both), equally no part of the proposition a question or conditional takes ("Did we see
    each other, of course?" reads badly; stop 35 blind review)."""
    end = len(doc)
    while end > 0 and doc[end - 1].is_punct and doc[end - 1].text != ",":
        end -= 1  # the final ".", "?", a closing quote
    if end >= 4 and tuple(t.lower_ for t in doc[end - 3 : end]) in DETACHED_CONNECTIVE_TRIPLES:
        return [end - 4, end - 3, end - 2, end - 1] if doc[end - 4].text == "," else []
    if (
        end >= 3
        and (doc[end - 2].lower_, doc[end - 1].lower_)
        in DETACHED_CONNECTIVE_PAIRS - _COMMA_ONLY_PAIRS
    ):
        return [end - 3, end - 2, end - 1] if doc[end - 3].text == "," else []
    if (
        end >= 3
        and doc[end - 1].lower_ in UNPUNCTUATED_FINAL_CONNECTIVES
        and doc[end - 1].tag_ == "RB"
        and doc[end - 1].dep_ == "advmod"
        and doc[end - 2].text != ","
        and not doc[end - 2].is_punct
    ):
        return [end - 1]  # "I admit I had cold feet though." -> "If I admit I had cold feet, ..."
    if end < 2 or doc[end - 2].text != ",":
        return []
    tok = doc[end - 1]
    if tok.lower_ not in DETACHED_CONNECTIVES - {"so", "also", "still"}:
        return []  # a final ", so" or ", still" is rare and often not detached
    if tok.pos_ not in ("ADV", "CCONJ", "SCONJ", "INTJ"):
        return []
    return [end - 2, end - 1]


#: The conjunctive adverbs of CONJUNCTIVE_ADVERBS that are conjuncts in medial position too
#: ("The receptionist however said ...", "It was, moreover, late"; Quirk et al. 1985 §8.134-
#: 8.137, which list the medial position for these): the others there can be adjuncts of the
#: verb phrase after the subject ("it was similarly built", "he instead left", "thus
#: computed").
MEDIAL_CONNECTIVES = CONJUNCTIVE_ADVERBS & frozenset(
    {"however", "moreover", "furthermore", "therefore", "consequently", "nevertheless",
     "nonetheless", "accordingly"}
)  # fmt: skip


def medial_connective(doc: Doc, head: Token) -> list[int]:
    """Token indices of a conjunctive adverb after the subject of the sentence's main clause
    and before its last word, with its pair of commas when it has them ("The receptionist
    however said ...", "It was, moreover, late"), empty when none. Like the initial and final
    connectives (:func:`detached_connective`, :func:`trailing_connective`) it links the
    sentence to the one before and is no part of the proposition that the question and the
    conditional take: "*Did the receptionist however say ...?" (blind review s1203a)."""
    root = head.sent.root
    subject = subject_of(root)
    if subject is None:
        return []
    last = max((t.i for t in head.sent if not t.is_punct), default=-1)
    for tok in root.children:
        if (
            tok.dep_ != "advmod"
            or tok.lower_ not in MEDIAL_CONNECTIVES
            or tok.pos_ != "ADV"
            or tok.i <= subject.i
            or tok.i >= last
        ):
            continue
        before = doc[tok.i - 1].text == ","
        after = doc[tok.i + 1].text == ","
        if before and after:
            return [tok.i - 1, tok.i, tok.i + 1]
        if not before and not after:
            return [tok.i]
    return []


def _spliced_conjunct(doc: Doc, keep: set[int]) -> bool:
    """Does the cut ``keep`` join a verb conjunct it keeps to material that does not end in a
    coordinator or punctuation, because the words right before the conjunct were cut? Then two
    clauses are spliced without a link ("*This might be applied to operators may also be
    evaluated at compile time", where the parser hung the last clause of a "whereas" clause on
    the main verb): a coordinated clause needs its coordinator or, asyndetically, punctuation
    (Quirk et al. 1985 §13.1, §13.5; blind review s1203a)."""
    for tok in doc:
        if tok.i not in keep or tok.dep_ != "conj" or tok.pos_ not in ("VERB", "AUX"):
            continue
        edge = tok.left_edge.i
        before = doc[edge - 1] if edge > 0 else None
        if (
            before is not None
            and before.i not in keep
            and before.i > min(keep)
            and not (before.is_punct or before.dep_ == "cc")
        ):
            return True
    return False


def _contrast_conjuncts(head: Token, own_auxiliary: bool, tense: bool = False) -> list[Token]:
    """Verb phrases coordinated after ``head`` under its subject that assert on their own: one
    after "but"/"yet" (a denial of expectation set against ``head``'s clause, Lakoff 1971
    "If's, and's and but's"; Blakemore 1987), which an operator over ``head`` alone turns
    incoherent ("If he arrived in 1990, but made no film, it's okay"; "Did he arrive, but make
    no film?"), and with ``own_auxiliary`` one with an auxiliary of its own, which "might" does
    not reach ("It might have won the award, and was nominated twice"; H&P 2002 ch. 15 §4.1),
    and with ``tense`` a finite conjunct in another tense, which one moved or replaced
    auxiliary cannot carry ("left Zynga in 2013 and is now an investor": *"Did he leave Zynga
    and be now ...?", *"might have left Zynga and been now ..."; Quirk et al. 1985 §13.60)."""
    out = []
    # also a finite-operator conjunct the parser hung on a non-finite complement of ``head``
    # ("started walking better and now doesn't limp": clause_scope.own_operator_conjuncts,
    # stop 92, ng08): it is ``head``'s own conjunct, and it has its own auxiliary
    for child in (*head.children, *own_operator_conjuncts(head)):
        if child.dep_ != "conj" or child.i < head.i or child.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(child) is not None or any(c.dep_ == "mark" for c in child.children):
            continue  # a clause of its own, or coordinated subordinate clauses ("or that ...")
        if help_but(head, child):
            continue  # "couldn't help but start collecting": one verb group, not a contrast
        words = {head.doc[i].lower_ for i in _coordinator_tokens(child)} - CUT_PUNCT
        if not words or not words <= ASSERTIVE_COORDINATORS:
            continue  # an "or" conjunct is no assertion of its own
        shifted = tense and _tense(head) is not None and _tense(child) not in (None, _tense(head))
        own = _own_auxiliary(child) or active_after_passive(head, child)
        if words & CONTRAST_COORDINATORS or (own_auxiliary and own) or shifted:
            out.append(child)
    return out


def _tense(verb: Token) -> str | None:
    """``past`` or ``present`` for a finite verb (its finite auxiliary's tense), else None."""
    aux = finite_auxiliary(verb)
    form = aux if aux is not None else verb
    if form.tag_ == "VBD" or form.lower_ in PAST_AUX:
        return "past"
    if form.tag_ in ("VBZ", "VBP"):
        return "present"
    return None


#: Coordinators whose second conjunct is asserted (not "or"/"nor": a disjunct is not).
ASSERTIVE_COORDINATORS = CONTRAST_COORDINATORS | {"and"}


#: Punctuation that joins a dropped conjunct to the one kept ("-- lost it, but that saved").
CUT_PUNCT = frozenset({",", "--", "—", "–", ";"})


def _coordinator_tokens(conj: Token) -> list[int]:
    """The coordinator and commas right before ``conj`` ("..., but did not ..."), wherever the
    parser hung the coordinator."""
    doc = conj.doc
    out = []
    i = conj.left_edge.i - 1
    while i >= 0 and (doc[i].dep_ in ("cc", "preconj") or doc[i].text in CUT_PUNCT):
        out.append(i)
        i -= 1
    return out


def _contrast_adverbials(head: Token) -> list[Token]:
    """Adverbial clauses after ``head`` introduced by "whereas" (CONTRAST_MARKS): a contrast
    of two asserted propositions (Quirk et al. 1985 §15.50), whose second one an operator over
    the sentence would take in too ("If Estradiol binds both receptors whereas the isoflavones
    are selective, it's okay"; round 28, class 1): left out like a coordinated clause."""
    return [
        c
        for c in head.children
        if c.dep_ == "advcl"
        and c.i > head.i
        and any(m.dep_ == "mark" and m.lower_ in CONTRAST_MARKS for m in c.children)
    ]


def _bracketed_concessives(head: Token) -> set[int]:
    """Indices of a concessive clause after ``head`` set off in brackets, brackets included
    ("It has always worked (although it was slow)"), or an empty set. A concessive clause
    asserts its own proposition and contrasts it with the main clause's expectation (Quirk et
    al. 1985 §15.19-15.20; König 1985 on concessives as the denial of an expectation), and in
    brackets it is a parenthetical, not-at-issue comment that no operator takes in (Potts 2005
    ch. 4). Under the added negation the contrast it drew is gone ("It hasn't always worked
    (although it was slow)" concedes against nothing), and under a question, modal or "if" it
    is asked or hedged with the rest: every operator leaves it out (stop 75, ng07; review
    s1204m, presupposition class 3)."""
    doc = head.doc
    cut: set[int] = set()
    for c in head.children:
        if c.dep_ != "advcl" or c.i < head.i:
            continue
        if not any(m.dep_ == "mark" and m.lower_ in CONCESSIVE_MARKS for m in c.children):
            continue
        start, end = c.left_edge.i, c.right_edge.i
        if doc[end].text != ")" and end + 1 < len(doc):
            end += 1  # the closing bracket hangs on the main verb, or on the clause
        if start > 0 and doc[start - 1].text == "(" and doc[end].text == ")":
            cut |= set(range(start - 1, end + 1))
    return cut


#: Third-person personal pronouns in subject case: anaphoric, so their antecedent must stay.


#: Quantifiers that can head a noun phrase alone, their noun understood from the context
#: ("Some concepts are Finnish, but most are common"): fused determiner-heads (Huddleston &
#: Pullum 2002 ch. 5 §9.2) whose head noun is recovered by nominal ellipsis (Halliday & Hasan
#: 1976 ch. 3), so they are as anaphoric as a pronoun.
FUSED_HEAD_QUANTIFIERS = frozenset(
    {"most", "many", "some", "few", "several", "others", "both", "all", "none", "each"}
)


def _fused_head_quantifier(subject: Token) -> bool:
    """A subject that is a bare quantifier with no noun and no "of" partitive ("most are
    common", not "most of the students", "most people")."""
    return subject.lower_ in FUSED_HEAD_QUANTIFIERS and not any(
        k.dep_ in ("prep", "compound", "amod", "relcl", "acl") for k in subject.children
    )


def dropped_antecedent(head: Token, keep: frozenset[int] | set[int]) -> bool:
    """Does the cut down to ``keep`` leave ``head``'s pronoun subject without its antecedent?

    A later clause's pronoun subject most likely refers to the earlier clause's subject
    (subject preference, Crawley & Stevenson 1990; centering, Grosz, Joshi & Weinstein 1995):
    "The party won ten seats, but it was reduced to a margin of two" cut to "Was it reduced to
    a margin of two?" asks about nothing the premise names (round 28, class 3). True when the
    kept subject is "he/she/it/they", or a bare quantifier whose noun is elided ("..., but most
    are common to all four countries" -> "It's possible that most are common ...": most of
    what?), and a noun or name subject before it was dropped."""
    doc = head.doc
    subject = subject_of(head)
    if (
        subject is not None
        and (subject.lower_ in ANAPHORIC_SUBJECTS or _fused_head_quantifier(subject))
        and any(
            t.i not in keep and t.dep_ in ("nsubj", "nsubjpass") and t.pos_ in ("NOUN", "PROPN")
            for t in doc[: subject.i]
        )
    ):
        return True
    return orphaned_pronoun(doc, keep)


def _assertive_clauses(head: Token) -> bool:
    """Is ``head``'s clause coordinated with clauses of their own subject that are asserted:
    after "and", "but", "yet" or none, not a disjunct ("or that you will ...") nor a
    subordinate clause with its own marker? Only these are cut (a disjunct is part of what
    the operator takes)."""
    if not _clausal_coordination(head):
        return False
    first = _main(head)
    for conj in [*first.children, *chained_clause_conjuncts(first)]:
        if conj.dep_ != "conj" or subject_span(conj) is None:
            continue
        words = {head.doc[i].lower_ for i in _coordinator_tokens(conj)} - CUT_PUNCT
        if not words <= ASSERTIVE_COORDINATORS or any(c.dep_ == "mark" for c in conj.children):
            return False
    return True


def _juxtaposed_clauses(head: Token) -> bool:
    """Is ``head``'s clause one of two sentences joined by a semicolon or spliced with a comma
    (``clause_scope.semicolon_clause``, ``clause_scope.spliced_clause``)? Each is asserted on
    its own (Quirk et al. 1985 App. III.7, III.14), so an operator takes the trigger's alone."""
    clauses = independent_clauses(head)
    return any(
        semicolon_clause(c) or spliced_clause(c) or trailing_spliced_clause(c) for c in clauses
    )


def _independent_root(head: Token) -> Token:
    """The head of the independent clause that holds ``head``: up through complements ("I
    think she knew X, but ...": the other clause is coordinated above), not out of a clause set
    off by a semicolon or spliced (``semicolon_clause``, ``spliced_clause``)."""
    root = head
    while (
        root.dep_ in ("ccomp", "xcomp")
        and root.head.i != root.i
        and not (semicolon_clause(root) or spliced_clause(root) or trailing_spliced_clause(root))
    ):
        root = root.head
    return root


def _own_clause_negated(head: Token) -> bool:
    """Does the negation take ``head``'s independent clause alone (issue #11, stop 61)? It does
    when the sentence has other independent clauses (coordinated with a subject of their own,
    after a semicolon, spliced) and none is set against it by "but"/"yet": negating one of them
    leaves the others asserted about what no longer happened ("They didn't know I was guilty,
    and they kept trying to arrest me": the second clause goes on from the first, Quirk et al.
    1985 §13.22 on "and" of sequence and consequence). The family-of-sentences test negates the
    trigger's own clause (Chierchia & McConnell-Ginet 1990 ch. 6); the modal, question and
    conditional already take it alone. A "but"/"yet" clause after the trigger's is cut too
    (hundred-eighth pass; it kept the whole sentence with ``discourse-clash:contrast`` flags
    under the stop-61 fl23 calibration): "but" marks a denial of the expectation the first
    clause raises (Lakoff 1971), so with that clause denied the contrast is set against what
    the premise no longer says ("He didn't stop V-ing, but ..."), and a flagged clash is a
    bad pair kept (Karttunen 1973: the negation is a hole for the trigger, not for the
    coherence relation of the clause after it).

    Only a clause AFTER the trigger's is cut: a negated last clause follows an asserted one and
    reads naturally ("The rain stopped, and the players didn't return"), as NOPE's experts
    wrote it (NOPE App. C: "the conjunct that contains the trigger" is negated in place); a
    denied first clause leaves the ones that "and" orders after it without their antecedent
    event (Schmerling 1975; Txurruka 2003; the same asymmetry as
    ``negation_scope._coordinated_clause``). Stop 85 (pr183) tried cutting a last clause too
    (blind review of stop 84: multi-clause embedded premises kept at 0.37 vs 0.63) and left it
    out: nine pinned refusals and flags of negation_scope and flags.py rest on the whole
    sentence there and were not re-examined in the time.
    """
    clauses = independent_clauses(head)
    if not any(c.i > head.i for c in clauses):
        return False
    return len(clauses) > 1


def negation_takes_own_clause(doc: Doc, target: Token | None) -> bool:
    """Whether the negated premise of ``target``'s clause is its independent clause alone
    (:func:`_own_clause_negated`)."""
    head = finite_clause_head(doc, target)
    if head is None or suspect_parse(head):
        return False
    return _own_clause_negated(_independent_root(head))


def _contrast_clause(head: Token) -> bool:
    """Is ``head``'s clause coordinated by "but"/"yet" with a clause of its own subject?"""
    first = _main(head)
    clauses = [first, *(c for c in first.children if c.dep_ == "conj")]
    for a, b in zip(clauses, clauses[1:], strict=False):
        words = {head.doc[i].lower_ for i in coordinator_before(first, b)}
        if subject_span(b) is not None and words & CONTRAST_COORDINATORS and head in (a, b):
            return True
    return False


def trigger_part(
    doc: Doc, target: Token | None, kind: str, focus: Token | None = None
) -> tuple[Doc, dict[int, int], tuple[str, ...]] | str | None:
    """``doc`` cut down to what the operator ``kind`` should scope over, the old -> new token
    index map and the flags of the cut; None when nothing is cut; the refusal flag when the
    trigger's part cannot stand alone (``pronoun-antecedent-dropped``, see
    :func:`dropped_antecedent`). Round 28 of #11, classes 1 to 4.

    - a sentence-initial speaker-oriented adverb is left out (SPEAKER_ADVERBS; no flag: the
      premise is still the whole proposition);
    - the operator takes the trigger's independent clause alone when the sentence coordinates
      clauses (``other-clause-dropped``, as the question already did): "The numbers might
      have dwindled, but the dog made a return" leaves the second clause asserted outside the
      operator, also when the clause is coordinated with the verb the trigger's clause is
      the complement of ("I think she knew it, but there was no time"). The negation only
      against a "but"/"yet" clause: negating one side of a denial of expectation breaks it;
    - every operator drops a verb-phrase conjunct after "but"/"yet", and the modal and the
      conditional one with its own auxiliary (``other-conjunct-dropped``).
    - the modal, the question and the conditional drop material appended to the main clause
      (:func:`~pipeline.rewrite.clause_scope.appended_part`: a clause after a colon, semicolon,
      dash or ", then", a final comment clause such as ", especially since ..."), which no
      question or "if"-clause takes in (``other-clause-dropped``); a target or ``focus`` inside
      the appended material refuses (``appended-clause``).
    """
    head = finite_clause_head(doc, target)
    if head is None or suspect_parse(head):
        return None
    keep: set[int] | None = None
    flags: tuple[str, ...] = ()
    appended = appended_part(doc) if kind in ("modal", "interrogative", "conditional") else None
    if appended is not None and any(t is not None and t.i in appended[0] for t in (head, focus)):
        if doc[appended[0][0]].text == ";":
            # "A; B" with the trigger in B: two coordinate sentences (Quirk et al. 1985 App.
            # III), each its own assertion; the question takes B alone (clause_alone) and
            # the conditional refuses the semicolon (_unconditionable), as before
            appended = None
        else:
            # "The bridge was closed: it would stay shut" with the trigger in the second
            # clause: cut out alone, it loses the clause it explicates or comments on, and
            # embedded with it, the operator takes two sentences
            return "appended-clause"
    conjunct_root: Token | None = None
    adverb = speaker_adverb(doc, head)
    root = _independent_root(head)
    if (_assertive_clauses(root) or _juxtaposed_clauses(root)) and (
        kind != "negated" or _contrast_clause(root) or _own_clause_negated(root)
    ):
        cut = clause_alone(root)
        if cut is not None and head.i in cut[0]:
            keep, flags = set(cut[0]), ("other-clause-dropped",)
            if dropped_antecedent(head, keep):
                return "pronoun-antecedent-dropped"
    negated_only = (
        kind == "negated"
        and target is not None
        and (target.lower_ == "only" or any(c.lower_ == "only" for c in target.children))
    )
    if keep is None and (kind in ("modal", "interrogative", "conditional") or negated_only):
        # the negation of a focus "only" too: "was released, but wasn't only available in a
        # few stores" reads as the additive "not only" (Horn 1969), which the "but" of a
        # denial of expectation cannot take (Lakoff 1971); the caller flags it (stop 38,
        # s1129n). Other negated verb-phrase conjuncts after "but" stay: blind judges kept
        # all of them (s1129q: 2 of 2; verb_complement's after-"but" negations, stop 38
        # flag audit: 5 of 5)
        alone = _contrast_conjunct_alone(head)
        if alone == "contrast-conjunct":
            return alone
        if alone is not None:
            keep, flags, conjunct_root = alone, ("other-conjunct-dropped",), head
    if keep is None:
        conjuncts = _contrast_conjuncts(
            head,
            own_auxiliary=kind in ("modal", "conditional"),
            tense=kind in ("modal", "interrogative"),
        )
        if kind == "negated" and not negated_only:
            # the negation only against a "but" verb phrase whose contrast it breaks
            # (negation_keeps_contrast): under the shared subject, "She wasn't eliminated, but
            # was stolen by Will" has the corrective reading of "not X but Y" (Horn 1989 ch. 6;
            # McCawley 1991), which a "but" clause with a subject of its own does not have
            # (Vicente 2010 on corrective "but"/"sondern": the second member is reduced): "The
            # mandate didn't expire, but they left a review" keeps only the denial of an
            # expectation that the negated clause no longer raises (Lakoff 1971), so every
            # "but" clause stays a clash (stop 42: judged VP conjuncts kept 3 of 4, clauses
            # read on the dev run bad 2 of 3); not under a focus "only": "doesn't only include
            # X but accounts for Y" turns into the additive "not only ... but" (Horn 1969)
            # A "but" member that is no finite verb phrase ("must continue to lead, but without
            # usurping local authority") is a set-off afterthought, which the negation turns
            # into the correction of a "not X but Y" (see negate's _set_off_but_phrase)
            # A "but" member with a modal or another tense is a sequel, no replacement for
            # the negated event ("didn't manage to win the cup, but would lose twelve games";
            # corrective "but" offers an alternative of the same kind, Toosarvandani 2014)
            conjuncts = [
                c
                for c in conjuncts
                if not (
                    is_finite_clause(c)
                    and not any(a.tag_ == "MD" for a in c.children if a.dep_ in AUX_DEPS)
                    and _tense(c) == _tense(head)
                    and negation_keeps_contrast(head, c)
                )
            ]
        if conjuncts:
            keep = {t.i for t in doc}
            for conj in conjuncts:
                keep -= {t.i for t in conj.subtree} | set(_coordinator_tokens(conj))
            flags = ("other-conjunct-dropped",)
    if kind in ("modal", "interrogative", "conditional"):
        rebuttal = _reported_rebuttal(head)
        if rebuttal is not None:
            keep = {t.i for t in doc} if keep is None else keep
            keep -= {t.i for t in rebuttal.subtree} | set(_coordinator_tokens(rebuttal))
            flags = flags or ("other-clause-dropped",)
        for clause in _contrast_adverbials(head):
            keep = {t.i for t in doc} if keep is None else keep
            keep -= {t.i for t in clause.subtree} | set(_coordinator_tokens(clause))
            flags = flags or ("other-clause-dropped",)
    concessive = _bracketed_concessives(head)
    if concessive:
        keep = ({t.i for t in doc} if keep is None else keep) - concessive
        flags = flags or ("other-clause-dropped",)
    if appended is not None:
        keep = ({t.i for t in doc} if keep is None else keep) - set(appended[0])
        if not flags:
            flags, root = ("other-clause-dropped",), appended[1]  # the main clause, whole
    if flags and orphaned_pronoun(doc, keep):
        return "pronoun-antecedent-dropped"
    if adverb is not None:
        comma = {adverb.i + 1} if doc[adverb.i + 1].text == "," else set()
        keep = ({t.i for t in doc} if keep is None else keep) - {adverb.i} - comma
        if negated_speaker_adverb(adverb):
            keep.discard(adverb.i - 1)  # "Not surprisingly, ...": "not" goes with it
    connective = (
        detached_connective(doc, enumerative=kind == "conditional")
        if kind in ("modal", "interrogative", "conditional")
        else []
    )
    if connective and head.sent.root.i not in connective:
        keep = ({t.i for t in doc} if keep is None else keep) - set(connective)
    trailing = trailing_connective(doc) if kind in ("modal", "interrogative", "conditional") else []
    if trailing and head.sent.root.i not in trailing:
        keep = ({t.i for t in doc} if keep is None else keep) - set(trailing)
    # the modal keeps it after its auxiliary ("The plan might therefore be timely", Quirk et
    # al. 1985 §8.137: medial conjuncts follow the operator); the question and "if" cannot
    medial = medial_connective(doc, head) if kind in ("interrogative", "conditional") else []
    if medial:
        keep = ({t.i for t in doc} if keep is None else keep) - set(medial)
    coordinators = _leading_coordinators(doc) if kind == "conditional" else []
    if coordinators and head.sent.root.i not in coordinators:
        # "And she won" -> "If she won ..., it's okay", not "And if ..." nor "If and ...": the
        # coordinator links the sentence to the one before (Quirk et al. 1985 §13.19), and the
        # conditional template is a sentence of its own (blind review round 35, class 3)
        keep = ({t.i for t in doc} if keep is None else keep) - set(coordinators)
    if keep is None:
        return None
    keep -= unbalanced_quotes(doc, keep)  # '"It was hard, but he won."' -> 'He might have won.'
    keep |= _lost_coordinators(doc, keep)
    keep -= _dangling_separators(doc, keep)
    if flags:
        # a clause cut from its coordination leaves the broken-up subject of the next clause
        # behind with it (``coordinator_led_apposition``)
        for sent in doc.sents:
            stray = coordinator_led_apposition(sent.root)
            coordinators = {i for i in stray if doc[i].dep_ == "cc" or doc[i].pos_ == "CCONJ"}
            if stray and not coordinators & keep:
                keep -= stray  # its coordinator went with the cut clause
        keep -= _dangling_separators(doc, keep)
    keep |= _lost_final_stop(doc, keep)
    if _spliced_conjunct(doc, keep):
        return "spliced-clause"
    root = root if flags == ("other-clause-dropped",) else head.sent.root
    if appended is not None and root.i not in keep:
        root = appended[1]  # "A: B" with A hung on B: the cut's root is A's head
    if conjunct_root is not None and root.i not in keep:
        root = conjunct_root  # the "but"-conjunct alone: "Federer lost the event in 2002"
    if root.i not in keep:
        return None
    alone, index = reduced_doc(doc, frozenset(keep), root.i)
    alone.ents = [
        Span(alone, index[e.start], index[e.end - 1] + 1, label=e.label_)
        for e in doc.ents
        if all(i in index for i in range(e.start, e.end))
    ]  # "If Harvey's scheme ...": the capital of a name stays (``_keeps_capital`` asks NER)
    return alone, index, flags


#: Dashes that set off material inside a sentence (Quirk et al. 1985 App. III.24-III.26): one
#: left at the edge of a cut opens or closes nothing.
DASHES = frozenset({"--", "—", "–"})
#: Opening and closing brackets: a cut keeps a pair whole or neither of its halves.
BRACKETS = {"(": ")", "[": "]"}


def coordinator_led_apposition(head: Token) -> set[int]:
    """The words of an "apposition" under ``head`` that opens right after a coordinator, with
    the coordinator: "..., so chip size and thus cost do not increase", where the parser hung
    "chip size" on the subject as an appositive. An appositive follows its anchor directly or
    after a comma and is never introduced by a coordinator (Quirk et al. 1985 §17.65-17.67;
    Huddleston & Pullum 2002 ch. 15 §5), so the phrase is the subject of a coordinated clause
    the parse broke up: a draft or a premise that keeps its clause alone leaves it out
    ("... decoder, chip size": blind review s1204b pres-038)."""
    doc = head.doc
    out: set[int] = set()
    for tok in head.subtree:
        if tok.dep_ != "appos" or tok.left_edge.i == 0:
            continue
        before = doc[tok.left_edge.i - 1]
        if before.dep_ == "cc" or before.pos_ == "CCONJ":
            out.update(t.i for t in tok.subtree)
            out.add(before.i)
    return out


def _lost_coordinators(doc: Doc, keep: set[int]) -> set[int]:
    """The coordinators a cut dropped between two verb-phrase conjuncts it kept.

    "Jim bounced a shot off Kunkel's glove and beat it out, and when Lumpe grabbed the ball
    Brandt took third": the cut that drops the second clause took every "and" hung on the root,
    also the one between "bounced ..." and "beat ...", which left "*might have bounced ...
    beaten it out" (dev run, stop 50). Coordinated phrases are joined by their coordinator
    before the last conjunct (Huddleston & Pullum 2002 ch. 15 §1; Quirk et al. 1985 §13.5); a
    kept conjunct whose head is kept gets back the last coordinator before it, when no other
    coordinator of the same head is kept between its previous kept sibling and it."""
    out: set[int] = set()
    for tok in doc:
        if tok.i not in keep or tok.dep_ != "conj" or tok.head.i not in keep:
            continue
        siblings = [
            c.i for c in tok.head.children if c.dep_ == "conj" and c.i < tok.i and c.i in keep
        ]
        floor = max([tok.head.i, *siblings])
        coordinators = [
            c.i for c in tok.head.children if c.dep_ == "cc" and floor < c.i < tok.left_edge.i
        ]
        if coordinators and not keep.intersection(coordinators):
            out.add(coordinators[-1])
    return out


def _dangling_separators(doc: Doc, keep: set[int]) -> set[int]:
    """Kept dashes and brackets that a cut left without their other side.

    '"We know Ruth spent some -- and Carl must have dropped ..."' cut to its first clause kept
    the dash before the dropped conjunct ('"Do we know Ruth spent some --?"'), and a cut through
    a bracketed list kept a lone ")" (dev run, stop 50). A dash pair or a bracket pair encloses
    a parenthesis and a single dash introduces an afterthought (Quirk et al. 1985 App. III.24-
    III.26): with the material after it gone, a final dash ends on nothing, and a closing
    bracket without its opener (or the reverse) encloses nothing."""
    words = [i for i in sorted(keep) if not doc[i].is_punct]
    out: set[int] = set()
    while len(words) > 1 and (doc[words[-1]].dep_ == "cc" or doc[words[-1]].pos_ == "CCONJ"):
        # a coordinator the parser hung on a kept word, its conjunct cut ("the ten
        # commandments, ...; and Yahweh gave them to me"): it joins nothing (Quirk et al. 1985
        # §13.5) and would end the premise ("...; and."; s1205t pres-007)
        out.add(words.pop())
    last_word = words[-1] if words else -1
    out |= {i for i in keep if doc[i].text in DASHES and i > last_word}
    # a semicolon or colon links the clause to the next one (Quirk et al. 1985 App. III.19-
    # III.23): with that clause cut, one left after the last word links nothing ("... in the
    # day of the assembly;." s1205t pres-007)
    out |= {i for i in keep if doc[i].text in (";", ":") and i > last_word}
    for opening, closing in BRACKETS.items():
        depth: list[int] = []
        for i in sorted(keep):
            if doc[i].text == opening:
                depth.append(i)
            elif doc[i].text == closing:
                if depth:
                    depth.pop()
                else:
                    out.add(i)
        out.update(depth)
    return out


def _lost_final_stop(doc: Doc, keep: set[int]) -> set[int]:
    """The sentence's full stop, when the cut dropped it with a quotation that closes the
    sentence ("Abraham died; and you say, 'If a man keeps my word, ...'" -> "Abraham died"):
    the clause left is a sentence of its own and ends with one (Quirk et al. 1985 App. III.3).
    Empty when the cut keeps a final mark or the sentence ends on "?" or "!" (the quoted
    clause's own question or exclamation, no mark of the clause kept)."""
    words = [i for i in sorted(keep) if not doc[i].is_punct]
    if not words or any(doc[i].text in FINAL_PUNCT for i in keep if i > words[-1]):
        return set()
    stop = next((t for t in reversed(doc) if not (t.is_quote or t.tag_ in ("''", "``"))), None)
    if stop is None or stop.text != "." or stop.i in keep or stop.i < words[-1]:
        return set()
    return {stop.i}


#: Tags of a verb that carries its own tense: one cut out of a coordination stands alone.
FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def _contrast_conjunct_alone(head: Token) -> set[int] | str | None:
    """The tokens of ``head``'s clause when ``head`` is a verb phrase coordinated after
    "but"/"yet" under the subject of the main clause ("Federer made six finals, but *lost* the
    event"): the subject and ``head``'s conjunct, without the first conjunct. None when
    ``head`` is no such conjunct; ``contrast-conjunct`` (a refusal) when it is one but cannot
    stand alone (material before the subject that may scope over both conjuncts, or a
    non-finite verb that shares the first conjunct's auxiliary).

    A "but"-conjunct denies an expectation raised by the first (Lakoff 1971; Blakemore 1987):
    an operator over both, "If he made six finals, but lost the event, it's okay", puts the
    contrast inside the antecedent, as :func:`_contrast_conjuncts` says for a trigger in the
    first conjunct (round 28); with the trigger in the second conjunct the operator takes that
    conjunct alone, with the shared subject ("If Federer lost the event, it's okay"; round 37,
    the most frequent error in the dev slice's conditional premises)."""
    if head.dep_ != "conj" or head.pos_ not in ("VERB", "AUX") or subject_of(head) is not None:
        return None
    if any(c.dep_ == "mark" for c in head.children):
        return None
    first = _main(head)
    if first.dep_ != "ROOT" or first.i > head.i:
        return None
    words = {head.doc[i].lower_ for i in _coordinator_tokens(head)} - CUT_PUNCT
    if not words & CONTRAST_COORDINATORS:
        return None
    subject = subject_of(first)
    if subject is None or subject.i > first.i:
        return None
    doc = head.doc
    own = any(c.dep_ in ("aux", "auxpass") for c in head.children)
    if not own and head.tag_ not in FINITE_TAGS:
        return "contrast-conjunct"  # "has won the cup but lost the final": a shared "has"
    if subject.left_edge.i > leading_marker_end(doc):
        return "contrast-conjunct"  # "At least once, she escaped, but was brought back"
    keep = {t.i for t in subject.subtree} | {t.i for t in head.subtree}
    keep -= set(_coordinator_tokens(head))
    end = _final_punct(doc)
    if end is not None:
        keep.add(end.i)
    return keep


def _reported_rebuttal(head: Token) -> Token | None:
    """A clause after ", but"/", yet" with a subject of its own that the parser hung inside the
    that-clause of a verb of saying or thinking (SPEECH_VERBS) heading ``head``'s clause, or
    None ("Many historians write that Luis was Mexican, but he was of French descent" with
    "but he was ..." parsed as a conjunct of "was Mexican").

    A contrastive "but"-clause set off after a report is mostly the writer's own correction of
    the reported claim, not part of it (Quirk et al. 1985 §13.35 on contrastive "but"; a
    reported clause rarely carries its own rebuttal): an operator over the report must not
    take it in ("Do many historians write that Luis was Mexican, but he was of French
    descent?"; round 37, class 1). Cut like a coordinated clause (``other-clause-dropped``);
    a trigger inside the "but"-clause itself is left alone."""
    verb = head
    if verb.lemma_.lower() not in SPEECH_VERBS and verb.dep_ == "ccomp":
        verb = verb.head
    if verb.lemma_.lower() not in SPEECH_VERBS:
        return None
    doc = head.doc
    for comp in verb.children:
        if comp.dep_ != "ccomp" or comp.i < verb.i:
            continue
        for conj in comp.children:
            if conj.dep_ != "conj" or conj.i < comp.i or subject_of(conj) is None:
                continue
            if head.i in {t.i for t in conj.subtree}:
                return None
            words = {doc[i].lower_ for i in _coordinator_tokens(conj)}
            if not words & CONTRAST_COORDINATORS:
                continue
            if "," in words or _takes_up_subject(conj, comp):
                return conj
    return None


def _takes_up_subject(conj: Token, comp: Token) -> bool:
    """Is the subject of ``conj`` a third-person pronoun taking up the noun subject of
    ``comp`` ("... that Luis was Mexican but *he* was of French descent")? A pronoun subject
    of a later clause most likely refers to the earlier clause's subject (subject preference,
    Crawley & Stevenson 1990): the "but"-clause then says something else of the same referent,
    which a contrastive "but" after a report mostly does to correct it (Quirk et al. 1985
    §13.35)."""
    inner, outer = subject_of(conj), subject_of(comp)
    if inner is None or outer is None or inner.lower_ not in ANAPHORIC_SUBJECTS:
        return False
    return outer.pos_ in ("NOUN", "PROPN")


def _passive_be_to(head: Token) -> bool:
    """Is ``head`` a finite "be" of the modal idiom "be to" with a passive infinitive and a
    pronoun subject ("It is to be noted that ...", "They are to be replaced")? "be to" is a
    modal idiom with finite forms only (Quirk et al. 1985 §3.45, §4.54; Huddleston & Pullum
    2002 ch. 3 §2.5), so another modal cannot take it: "*It might be to be noted". A noun
    subject is left alone: "The aim might be to be elected" is a specificational copula with
    an infinitival complement, which a modal takes. Stop 77, ng12 (blind review s1204r)."""
    doc = head.doc
    if head.lemma_ != "be" or head.tag_ not in ("VBZ", "VBP", "VBD") or head.i + 3 >= len(doc):
        return False
    to, be, participle = doc[head.i + 1], doc[head.i + 2], doc[head.i + 3]
    if to.lower_ != "to" or be.lower_ != "be" or participle.tag_ != "VBN":
        return False
    return any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") and c.tag_ in ("PRP", "DT", "EX")
        for c in head.children
    )


def _main(head: Token) -> Token:
    """The first conjunct of a coordination: where fronted material of the sentence hangs."""
    while head.dep_ == "conj":
        head = head.head
    return head


def _fused_semi_modal(head: Token) -> bool:
    """Whether ``head`` is the "got" of a contracted "gotta" (split "got" + "ta"); "gonna"
    keeps its auxiliary ("Am I gonna leave?") and is left alone."""
    doc = head.doc
    nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
    return head.lower_ == "got" and nxt is not None and nxt.lower_ == "ta" and not head.whitespace_


#: Nouns of a speaker's mental state or stance that head a specificational subject ("The
#: impression I get is that X", "My feeling is that X"): the sentence reports the speaker's own
#: view, and its main point is the complement (Urmson 1952 on parenthetical verbs; Simons 2007
#: on main point of utterance). "If the impression I get is that X" conditions on the speaker's
#: own report, which a speaker knows; "Is the impression I get that X?" asks the hearer about
#: it. Both are unnatural (blind review s1202b), so those two frames refuse (stop 57, dl5).
OPINION_NOUNS = frozenset(
    {
        "impression", "feeling", "sense", "view", "opinion", "belief", "guess", "hunch",
        "suspicion", "understanding", "experience", "fear", "hope", "worry",
        "concern", "problem", "point", "thought", "take", "bet", "gut",
    }
)  # fmt: skip
FIRST_PERSON = frozenset({"i", "we", "my", "our", "me", "us"})
#: Dashes that set off an appended clause ("... the truth - the government is ...").
APPENDING_DASHES = frozenset({"-", "--", "—", "–"})


def _first_person_opinion_frame(head: Token) -> bool:
    """Whether ``head`` is the copula of "<opinion noun of mine> is (that) X": the subject's
    head is in OPINION_NOUNS and a first-person word owns it (a possessive, or the subject of
    a relative on it: "the impression I get"), and the copula takes a clausal complement."""
    main = _main(head)
    if main.lemma_ != "be" or not any(c.dep_ == "ccomp" for c in main.children):
        return False
    subject = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lemma_.lower() not in OPINION_NOUNS:
        return False
    for child in subject.children:
        if child.dep_ == "poss" and child.lower_ in FIRST_PERSON:
            return True
        if child.dep_ in ("relcl", "acl") and any(
            g.dep_ == "nsubj" and g.lower_ in FIRST_PERSON for g in child.children
        ):
            return True
    return False


def _appended_dash_clause(doc: Doc) -> bool:
    """Whether a single spaced dash sets off a finite predication at the end of the sentence
    ("I notice this story shows the truth - the Canadian government is really in Washington"). The appended clause is a second assertion, an elaboration set off by the
    dash (Quirk et al. 1985 App. III.26; Nunberg 1990 on dash-interpolated text): a frame
    wrapped around the sentence would take it in as part of the condition or question, and
    cutting it may leave the clause before the dash incomplete ("shows the truth"). A pair of
    dashes is a parenthesis and is left alone."""
    dashes = [t for t in doc if t.text in APPENDING_DASHES and t.whitespace_ and t.i > 0]
    dashes = [t for t in dashes if doc[t.i - 1].whitespace_ or t.text != "-"]
    if len(dashes) != 1 or _in_quotes(doc, dashes[0]):
        return False  # a dash in a quoted title ("“The Euro – A Currency ...”") sets off nothing
    dash = dashes[0]
    for tok in doc[dash.i + 1 :]:
        if tok.tag_ not in ("VBD", "VBZ", "VBP", "MD"):
            continue
        # a finite verb after the dash, unless it sits in a relative clause on a noun after
        # it: "– a result that does not hold in real analysis" is an appositive noun phrase
        # (its relative is part of it), "- gets rid of 100% of the problem", "-- Nords will
        # bring me home", "-- once it gets a look" are appended predications
        chain = [tok, *(a for a in tok.ancestors if a.i > dash.i)]
        if not any(t.dep_ in ("relcl", "acl") for t in chain):
            return True
    return False


def _semi_modal_idiom(head: Token) -> str | None:
    """The semi-modal idiom whose verb is ``head``, or None: "have yet to" (aspectual, no
    do-support: "*Do they have yet to focus?"), "had better", "would rather" (modal idioms
    with no non-finite form: "*might have better stop"). Quirk et al. 1985 §3.45-3.47;
    Huddleston & Pullum 2002 ch. 3 §2.5 and ch. 8 §8 on "have yet to"."""
    doc = head.doc
    nxt = doc[head.i + 1 : head.i + 3]
    words = tuple(t.lower_ for t in nxt)
    if head.lemma_ == "have" and words[:2] == ("yet", "to"):
        return "have-yet-to"
    # "had better" / "would rather" only before a bare infinitive: "It had better results"
    # is "have" with an object
    for tok in (head, *head.children):
        if tok.lower_ in ("better", "rather") and 0 < tok.i < len(doc) - 1:
            before, after = doc[tok.i - 1], doc[tok.i + 1]
            if before.lower_ in ("had", "'d", "would") and after.tag_ == "VB":
                return "had-better" if tok.lower_ == "better" else "would-rather"
    if head.tag_ == "VB" and head.i >= 2:
        idiom = (doc[head.i - 2].lower_, doc[head.i - 1].lower_)
        if idiom in (("had", "better"), ("'d", "better")):
            return "had-better"
        if idiom in (("would", "rather"), ("'d", "rather")):
            return "would-rather"
    return None


def _frame_refusal(doc: Doc, kind: str, head: Token | None) -> str | None:
    """Why the modal, question or "if" frame cannot wrap ``doc`` (stop 57, dl5), or None: a
    first-person opinion frame
    (``opinion-frame``: question and conditional); a semi-modal idiom with no do-support
    (``semi-modal-idiom``: "have yet to" in a question; "had better", "would rather" in a
    question or under "might")."""
    if head is None:
        return None
    if kind in ("interrogative", "conditional") and _first_person_opinion_frame(head):
        return "opinion-frame"
    idiom = _semi_modal_idiom(_main(head))
    if idiom == "have-yet-to" and kind == "interrogative":
        return "semi-modal-idiom"
    if idiom in ("had-better", "would-rather") and kind in ("interrogative", "modal"):
        return "semi-modal-idiom"
    return None


def _without_dialogue_material(
    doc: Doc, kind: str, target: Token | None, focus: Token | None
) -> Rewritten | None:
    """:func:`embed` on ``doc`` without its stutters and leading discourse material (stop 54,
    :mod:`pipeline.rewrite.discourse`): "Oh good, you haven't left yet" -> "You might not have
    left yet", "She-she had two beers" -> "Did she have two beers?", "By the way, he dumped me"
    -> "If he dumped me, it's okay". No flag: the premise is still the whole proposition, as
    with a speaker adverb left out (:func:`trigger_part`). None when there is nothing to cut
    or the cut would take the target, the focus or every verb."""
    if fused_repair(doc):
        return _fail(doc, f"embedding:{kind}", "suspect-parse")
    if kind == "negated":
        # the negation is clause-internal: an interjection or vocative before the clause stays
        # outside its scope in place ("Oh good, you haven't left"), as NOPE's experts keep
        # it; only the stutter is repaired (in negate). The frames of the other kinds wrap
        # the whole sentence and must not take the material in.
        return None
    drop = dialogue_cut(doc)
    if not drop or any(t is not None and t.i in drop for t in (target, focus)):
        return None
    head = finite_clause_head(doc, target)
    if head is None or head.i in drop:
        return None
    root = head.sent.root if head.sent.root.i not in drop else _main(head)
    if root.i in drop:
        return None
    keep = frozenset(t.i for t in doc if t.i not in drop)
    alone, index = reduced_doc(doc, keep, root.i)
    alone.ents = [
        Span(alone, index[e.start], index[e.end - 1] + 1, label=e.label_)
        for e in doc.ents
        if all(i in index for i in range(e.start, e.end))
    ]
    inner = embed(
        alone,
        kind,
        alone[index[target.i]] if target is not None else None,
        focus=alone[index[focus.i]] if focus is not None else None,
    )
    if not inner.ok and inner.text == alone.text:
        return Rewritten(doc.text, False, inner.rule, inner.flags)  # a refusal keeps the text
    return inner


def _negation_refusal(doc: Doc, head: Token) -> str | None:
    """Why the added clause negation of ``head`` would misfire (stop 69, pr122), or None: a
    quoting clause inverted after its quotation ('"I see it," answered Pelias' -> '*..., didn't
    answer Pelias' reads Pelias as the object: clause_scope.quotative_inversion, which the
    modal and the question refuse already); a simile fronted before the subject, outside the
    negation's scope (clause_scope.fronted_simile); the archaic post-verbal "not"
    (clause_scope.postverbal_not: "*doesn't know not"). The flags name the check that fired,
    the same names as the question's and modal's refusals and as presupposition's
    ``negation_scope.negation_unclean`` (stop 69, mdAA): ``quotative-inversion``,
    ``fronted-simile``, ``archaic-negation``."""
    if quotative_inversion(head):
        return "quotative-inversion"
    if preposition_read_as_subject(head) is not None and head.lemma_ != "be":
        # "*Beside Denisov didn't ride an esaul": an inverted lexical verb takes no do-support
        # (Bresnan 1994; Quirk et al. 1985 §18.23), whatever the parser made of the fronted
        # PP (clause_scope.preposition_read_as_subject; negation.py refuses the parsed one)
        return "locative-inversion"
    if fronted_simile(doc, _main(head)) is not None:
        return "fronted-simile"
    if postverbal_not(head) is not None:
        return "archaic-negation"
    if literary_preverbal_adverb(head) is not None:
        return "literary-preverbal-adverb"  # "*did not well know" (clause_scope)
    return None


#: "not only" right after the clause's operator ("was not only equalled"; the finite auxiliary
#: forms of ``syntax.AUXILIARY_FORMS`` with "am" and modal "need"), the one form that contracts
#: to the clause negation "wasn't only".
_AUX_NOT_ONLY = re.compile(
    rf"\b({'|'.join(sorted(AUXILIARY_FORMS | {'am', 'need'}))}) not only\b", re.IGNORECASE
)
#: Any "not only", after the operator or after another word ("sold as a card not only without
#: the box").
_NOT_ONLY = re.compile(r"\bnot only\b", re.IGNORECASE)


def additive_not_only(source: str, premise: str) -> bool:
    """Whether the negation put a full "not" right before "only" ("was only equalled" -> "was
    not only equalled"). Uncontracted "not only" before a focus is the additive correlative
    ("not only X but also Y", Quirk et al. 1985 §8.116), which adds to the focus
    instead of denying the only-clause, and the built sentence reads as an unfinished "not only
    ... but". The contracted "wasn't only" is the clause negation over the focusing subjunct,
    the form IMPPRES writes for its negated "only" items ("Colleen wasn't only biking to that
    library"; Horn 1969: the negation of "only p" denies its exclusive assertion, "more than
    p"), and it is kept (see ``mend_not_only``). A "not only" added after another word than the
    operator ("may be sold as a card not only without the box") is the correlative too, with no
    "but also" to finish it, and has no contracted form (blind review s1204c judged it
    ungrammatical; stop 58 had kept it as a constituent negation): it counts as well, and
    ``mend_not_only`` finds nothing to mend in it."""
    return len(_NOT_ONLY.findall(premise)) > len(_NOT_ONLY.findall(source))


def mend_not_only(source: str, premise: str) -> str | None:
    """``premise`` with an added "AUX not only" contracted to IMPPRES's "AUXn't only" ("was
    not only equalled" -> "wasn't only equalled"; ``additive_not_only``), or None when the
    auxiliary has no contracted form ("might", "am": negation.IRREGULAR_CONTRACTIONS) or there
    is more than one such "not only"."""
    if not additive_not_only(source, premise):
        return premise
    found = list(_AUX_NOT_ONLY.finditer(premise))
    fresh = [m for m in found if m.group(0) not in source]
    added = len(_NOT_ONLY.findall(premise)) - len(_NOT_ONLY.findall(source))
    if len(fresh) != 1 or added != 1:
        return None  # more than one, or one after a word that is not the operator
    aux = fresh[0].group(1)
    form = negative_form(aux, contract=True)
    if not form.endswith("n't") or " " in form:
        return None
    return premise.replace(fresh[0].group(0), f"{form} only", 1)


def without_subject_comma(doc: Doc, target: Token | None, result: Rewritten) -> Rewritten:
    """``result`` without the source's stray comma between subject and verb
    (clause_scope.subject_verb_comma; Quirk et al. 1985 App. III.15: a comma never separates
    subject and verb): "Did the loud voice of the man on the radio finally wake him?", not
    "..., finally wake him?". The comma is dropped, not flagged: the rest of the premise is
    right, and the source's error is not carried into it. The one place for every built
    premise: :func:`embed` (all four kinds) and presupposition's own negated premise
    (``rewrite.presupposition.premises._negated_part``; stop 69, mdAA)."""
    if not result.ok:
        return result
    head = finite_clause_head(doc, target)
    if head is None:
        return result
    comma = subject_verb_comma(head)
    if comma is None:
        return result
    subject = subject_of(head)
    words = doc[subject.left_edge.i : comma.i].text
    # matched without its first letter, which the frame may have recased ("Did the ...")
    tail = words[1:] + ","
    if len(words) < 2 or result.text.count(tail) != 1:
        return result
    text = result.text.replace(tail, words[1:], 1)
    return Rewritten(text, True, result.rule, result.flags, result.clash)


#: Raising adjectives of likelihood with a "to"-infinitive ("is likely to include"; Huddleston
#: & Pullum 2002 ch. 14 §7.1 on raising adjectives; Quirk et al. 1985 §16.75). They carry the
#: speaker's epistemic judgement, as the adverbs in EPISTEMIC_ADVERBS do (Lyons 1977 §17.2), so
#: "might" over them stacks two judgements: "*The base might be likely to include ...".
EPISTEMIC_RAISING_ADJECTIVES = frozenset({"likely", "unlikely", "certain", "sure", "bound"})


def epistemic_raising_predicate(head: Token) -> Token | None:
    """The raising adjective of likelihood that ``head`` (a copula) takes with a "to"-infinitive
    ("is likely to include", "is sure to fail"), or None (EPISTEMIC_RAISING_ADJECTIVES)."""
    for child in head.children:
        if (
            child.dep_ == "acomp"
            and child.lower_ in EPISTEMIC_RAISING_ADJECTIVES
            and any(c.dep_ == "xcomp" for c in child.children)
        ):
            return child
    return None


def frequency_over_only(head: Token) -> Token | None:
    """A medial frequency adverb of ``head``'s clause followed by a focus "only" of the same
    clause ("such use is usually only over small distances"), or None.

    The presupposition of "only" here is itself quantified over occasions ("such use is
    usually over small distances"). A negation or "might" put at the auxiliary lands above the
    frequency adverb (adverb positions: Quirk et al. 1985 §8.20-8.23), so "*isn't usually only"
    denies the quantified clause and its prejacent no longer projects, and "*might usually be
    only" stacks three operators in one auxiliary slot (s1203b judges)."""
    subject = subject_of(head)
    if subject is None:
        return None
    frequency = next(
        (
            c
            for c in head.children
            if c.dep_ == "advmod" and c.lower_ in FREQUENCY_ADVERBS and c.i > subject.i
        ),
        None,
    )
    if frequency is None:
        return None
    for token in head.subtree:
        if token.lower_ == "only" and token.i > frequency.i and token.dep_ == "advmod":
            clause = token.head
            if clause.i == head.i or clause.head.i == head.i:
                return frequency
    return None


def hedged_fronted_frequency(doc: Doc, head: Token) -> Token | None:
    """A fronted frequency adverb over ``head``'s clause hedged with its own negation ("Often,
    but not always, ..."; "Usually but not always, ..."), or None.

    The hedge says outright that the clause fails on some occasions, so "Often, but not always,
    the fields will not have the same name" is true together with the sentence ("often not p"
    and "often p" are subcontraries, Horn 1989 §4.1; Lewis 1975 on adverbs of quantification):
    a negation added below it denies nothing. A plain fronted "often"/"sometimes" is left to
    the negation as NOPE's experts wrote it ("Frequently, scientists will not avoid ...";
    NOPE App. C keeps the frame and negates the clause), which the gold figures follow."""
    fronted = fronted_frequency(doc, _main(head))
    if fronted is None or fronted[1] or fronted[0].lower_ not in FREQUENCY_ADVERBS:
        return None
    adverb = fronted[0]
    subject = subject_of(_main(head))
    end = subject.left_edge.i if subject is not None else adverb.i + 1
    if any(t.dep_ == "neg" or t.lower_ in ("not", "never") for t in doc[adverb.i : end]):
        return adverb
    return None


def _verbal(token: Token) -> bool:
    return token.tag_ in VERB_TAGS or token.tag_ == "MD"


def _predicating(token: Token) -> bool:
    """A verb form that predicates: not the first part of a hyphenated compound modifier
    ("drop-down menu", "pop-up window", tagged VB before the hyphen), which is a word-formation
    element of the noun phrase, not a verb of a clause (Quirk et al. 1985 App. I.57-I.60 on
    verb + particle compounds used as modifiers); such a heading is still verbless (s1203c
    pres-039)."""
    if not _verbal(token):
        return False
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return not (
        nxt is not None and nxt.tag_ == "HYPH" and token.dep_ in ("amod", "compound", "nmod")
    )


def source_residue(doc: Doc, kind: str) -> str | None:
    """Why ``doc`` carries glossary residue that no embedding should keep, or None (s1203b).

    ``source:glossary-header``: a bracketed heading before the sentence ('(DDN NIC or just "The
    NIC") The DDN NIC's ... is ...') or a verbless headword phrase cut off by a semicolon ('The
    "clover" key on a Macintosh; use of this term ...'): the entry's head is no constituent of
    the clause, and the operator would be put into a sentence that is not one (Quirk et al.
    1985 §12.50 on verbless block language). ``source:example-marker`` (question and "if"
    only): "E.g."/"i.e." presents the sentence as an example of text before it (``closed_class.APPOSITION_ABBREVIATIONS``: source residue of a glossary);
    "*E.g. when ..., did X require ...?" and "*If e.g. ..., it's okay" keep it inside."""
    words = [t for t in doc if not t.is_space]
    if not words:
        return None
    if words[0].text == "(":
        close = next((t for t in words if t.text == ")"), None)
        if close is not None and close.i < len(doc) - 1:
            inside = doc[1 : close.i]
            after = doc[close.i + 1 :]
            if not any(_predicating(t) for t in inside) and any(_verbal(t) for t in after):
                return "source:glossary-header"
    semicolon = next((t for t in words if t.text == ";"), None)
    if semicolon is not None and semicolon.i > 1:
        before = doc[: semicolon.i]
        if not any(_verbal(t) for t in before) and any(t.pos_ in ("NOUN", "PROPN") for t in before):
            return "source:glossary-header"
    if kind in ("interrogative", "conditional") and words[0].lower_ in APPOSITION_ABBREVIATIONS:
        return "source:example-marker"
    return None


def _stacked_operator_refusal(doc: Doc, kind: str, head: Token) -> str | None:
    """Why ``kind`` would stack on an operator the clause has already (s1203b), or None: "might"
    over an epistemic raising adjective (``already-modal``: "*might be likely to"), a negation or
    "might" over a medial frequency adverb with "only" after it (``frequency-quantifier``,
    :func:`frequency_over_only`), a negation under a fronted frequency adverb hedged with its own
    negation (``fronted-frequency``, :func:`hedged_fronted_frequency`)."""
    if kind == "modal" and epistemic_raising_predicate(head) is not None:
        return "already-modal"
    if kind in ("negated", "modal") and frequency_over_only(head) is not None:
        return "frequency-quantifier"
    if kind == "negated" and hedged_fronted_frequency(doc, head) is not None:
        return "fronted-frequency"
    if kind in ("interrogative", "modal") and _no_longer(head):
        return "no-longer"
    return None


def _no_longer(head: Token) -> bool:
    """Does ``head``'s clause carry the negative aspectual "no longer" ("The build system no
    longer attempts to ...")? It is a clause negator of the "no"-series (Quirk et al. 1985
    §10.58; "no longer" = "not any longer", §10.62), so the clause is already negative: a
    question over it must keep it before the verb as a negative question ("Does it no longer
    attempt ...?", conducive, Quirk et al. 1985 §11.11), and "might" must follow it, where the
    rewriters put the operator elsewhere ("*does the build system attempt to ... no longer?",
    "*no longer might attempt"; stop 74 ng04, review s1204k, presupposition class 5)."""
    return any(
        adverb.lower_ == "longer"
        and adverb.dep_ == "advmod"
        and any(c.lower_ == "no" for c in adverb.children)
        for adverb in head.children
    )


_RELATIVE_PRONOUNS = frozenset({"which", "whom", "whose"})


def relative_fragment(doc: Doc, head: Token) -> Token | None:
    """The relative pronoun that opens the clause of ``head`` outside any relative clause of its
    own ("[Some of which] are only shown ...", "Which is why ..."), or None. Such a clause is
    the relative clause of a noun phrase left behind in the source ("options, some of which
    are ...": Quirk et al. 1985 §17.10 on quantified relatives; Huddleston & Pullum 2002 ch. 12
    §3.5): with no antecedent it is no sentence, and no operator can take it ("*It's possible
    that some of which are ..."). em04, stop 79 (s1204w)."""
    if head.dep_ != "ROOT":
        return None  # a real relative clause ("The fence, which X built, blew down"): the
        # operators take the main clause and the trigger's miss is flagged where it is
    for tok in doc[: head.i]:
        if tok.lower_ not in _RELATIVE_PRONOUNS or tok.tag_ not in ("WDT", "WP", "WP$"):
            continue
        up = tok
        while up.i != head.i and up.dep_ not in _OWN_CLAUSE_DEPS and up.head.i != up.i:
            up = up.head
        if up.i == head.i:
            return tok
    return None


#: Wh-words that front a non-subject phrase of an interrogative or exclamative clause ("How
#: far", "What colour", "Which tool"). "when", "where", "while" and the "-ever" words open
#: adverbial clauses too ("When the job ends, the tool ...", Quirk et al. 1985 §15.25), which
#: the parser often hangs straight on the main verb, so they are left out.
_FRAGMENT_WH = frozenset({"how", "what", "which", "whose", "whom"})
#: Relations on the way up from a wh-word that leave the main clause: the wh-word then belongs
#: to a subordinate clause (adverbial, relative, complement) or to the subject itself.
_WH_CLAUSE_EXITS = _OWN_CLAUSE_DEPS | {"nsubj", "nsubjpass", "csubjpass", "advcl", "mark"}


def _how_degree_before_noun(how: Token) -> bool:
    """ "How" + a degree adverb or adjective ("How far", "How long") directly followed by a
    word that is no verb, auxiliary or punctuation: the opening of an uninverted wh-clause
    ("How far the profiles are ..."). The parser sometimes hangs the pair on the subject noun,
    but a degree phrase of "how" modifies no noun (Huddleston & Pullum 2002 ch. 10 §7.9)."""
    doc = how.doc
    degree = how.head
    if how.lower_ != "how" or how.dep_ != "advmod" or degree.i != how.i + 1:
        return False
    if degree.tag_ not in ("RB", "RBR", "JJ", "JJR") or degree.i + 1 >= len(doc):
        return False
    after = doc[degree.i + 1]
    return after.pos_ in ("DET", "NOUN", "PROPN", "PRON") and after.dep_ not in ("expl",)


def wh_fragment(doc: Doc, head: Token) -> Token | None:
    """The wh-word that opens the main clause of ``head`` in its own (non-subject) phrase while
    the clause keeps the subject before the verb ("How far the two profiles are from sRGB."),
    or None. A fronted wh-phrase without subject-auxiliary inversion makes a subordinate
    interrogative or an exclamative clause (Huddleston & Pullum 2002 ch. 10 §4.3, ch. 11 §5;
    Quirk et al. 1985 §11.17, §15.3): standing alone it is a heading or a fragment, not a
    statement, so no operator takes it ("*Are how far the two profiles from sRGB?", "*If how
    far ..., it's okay"). A direct question is ``question_source``'s; a wh-word inside an
    adverbial, relative or subject clause ("When the tool starts, it loads") is not this.
    em05, stop 80 (review s1204y pres-024)."""
    if head.dep_ != "ROOT":
        return None
    first = next((t for t in doc[head.sent.start : head.i] if not t.is_punct), None)
    if first is None or first.tag_ not in ("WRB", "WP", "WDT", "WP$"):
        return None
    if first.lower_ not in _FRAGMENT_WH:
        return None
    subject = subject_of(head)
    if subject is None or subject.i > head.i:
        return None
    if _how_degree_before_noun(first):
        return first  # "How far the image's ... profiles are": "how far" hung on the subject
    if subject.left_edge.i <= first.i:
        return None
    up = first
    while up.head.i != head.i and up.dep_ not in _WH_CLAUSE_EXITS and up.head.i != up.i:
        up = up.head
    if up.head.i != head.i or up.dep_ in _WH_CLAUSE_EXITS:
        return None
    # the subject follows the wh-phrase at once ("How far | the profiles are"): a comma or an
    # auxiliary between them is an adverbial clause the parser hung on the root ("When the
    # connect completes, the socket ...") or a direct question
    return first if up.right_edge.i + 1 == subject.left_edge.i else None


#: Determinatives that head a fused partitive or quantified noun phrase as subject ("Most of the
#: code is ...", "Several of the operations are ..."): the parser tags them as adjectives, but
#: they are the subject itself, not a fronted predicate (Huddleston & Pullum 2002 ch. 5 §9.2).
_FUSED_QUANTIFIERS = frozenset(
    {"most", "much", "many", "more", "few", "fewer", "less", "least", "several", "all",
     "enough", "each", "both", "half", "various", "numerous", "some", "any"}
)  # fmt: skip
#: Degree words of a fronted comparative or additive predicate ("*More* important is ...",
#: "*Equally* useful is ...": Birner 1994 on the discourse-old comparison that licenses it).
_FRONTING_DEGREE = frozenset(
    {"more", "most", "less", "least", "equally", "also", "particularly", "especially"}
)
#: Dependents that make an adjective phrase a predicate with a complement ("common *to all
#: tools*", "important *to note*", "best *of all*").
_PREDICATE_COMPLEMENTS = frozenset({"prep", "xcomp", "ccomp"})


def _fronted_adjective_predicate(adjective: Token) -> bool:
    """Is ``adjective``, parsed as the subject of "be", a fronted predicate rather than a noun
    phrase's head: no determiner ("The first is ...", "the same"), no fused quantifier ("Most of
    the code"), and a complement or a degree word of its own ("Common to all tools", "More
    useful")? A bare adjective subject ("Multi-split is ...", "white is ...") is a noun the
    tagger misread, and stays."""
    if adjective.pos_ != "ADJ" or adjective.lower_ in _FUSED_QUANTIFIERS:
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in adjective.children):
        return False
    return any(
        c.dep_ in _PREDICATE_COMPLEMENTS or (c.dep_ == "advmod" and c.lower_ in _FRONTING_DEGREE)
        for c in adjective.children
    )


def predicative_inversion(head: Token) -> Token | None:
    """The fronted predicative complement of a "be" clause whose subject follows the verb
    ("*Common to all tools* is that ...", "*More useful* is the second option"), or None.
    Predicative inversion (Birner 1994; Huddleston & Pullum 2002 ch. 16 §6) is a root
    transformation (Emonds 1976; Hooper & Thompson 1973): it stands in main clauses and the
    complements of assertive verbs, not under "if" or "It's possible that", and the fronted
    predicate takes no subject-auxiliary inversion ("*Is common to all tools that ...?"). The
    parser reads the fronted adjective as the subject (``nsubj``) with a content clause or noun
    phrase after the verb, or keeps it as ``acomp`` before the verb with the real subject after
    it. The operators refuse the clause; the question with the extraposed "it" ("Is it common
    to all tools that ...?") would need parts the parse does not name reliably. em05, stop 80
    (review s1204y pres-027)."""
    if head.dep_ != "ROOT" or head.lemma_ != "be" or head.doc[-1].text == "?":
        return None
    after = [c for c in head.children if c.i > head.i]
    subject = subject_of(head)
    if (
        subject is not None
        and subject.i < head.i
        and _fronted_adjective_predicate(subject)
        and any(c.dep_ in ("ccomp", "attr", "nsubj") for c in after)
    ):
        return subject  # "Common to all tools is that ...": the adjective parsed as subject
    fronted = next((c for c in head.children if c.dep_ in ("acomp", "attr") and c.i < head.i), None)
    if (
        fronted is not None
        and not any(c.dep_ == "det" for c in fronted.children)
        and subject is not None
        and subject.i > head.i
        and not any(t.tag_ in ("WRB", "WP", "WDT", "WP$") for t in fronted.subtree)
    ):
        return fronted  # "More important is the fact that ...": subject after the verb
    return None


#: Marks of a content clause: "that" declaratives and "whether"/"if" closed interrogatives.
_CONTENT_CLAUSE_MARKS = frozenset({"that", "whether"})


def content_clause_subject(head: Token) -> Token | None:
    """The complementiser of a content clause that is the subject of ``head``'s clause ("*That*
    the mode switches is common to all tools", "*Whether* the colour changes depends on X"), or
    None. Such a subject takes no subject-auxiliary inversion ("*Is that the mode switches
    common to all tools?", "*Does whether the colour changes depend on X?": Koster 1978 "Why
    subject sentences don't exist"; Huddleston & Pullum 2002 ch. 11 §4.1 on extraposition
    being obligatory there); the question is refused, while the modal and the conditional,
    which keep the declarative order, take it. A fused relative ("What the tool does is ...")
    is a noun phrase and inverts ("Is what the tool does shown ...?"). em05, stop 80."""
    if head.dep_ != "ROOT":
        return None
    for child in head.children:
        if child.dep_ not in ("csubj", "csubjpass", "nsubj", "nsubjpass") or child.i > head.i:
            continue
        first = child.left_edge
        if first.lower_ in _CONTENT_CLAUSE_MARKS and first.dep_ == "mark":
            return first
    return None


def _leftover_material(doc: Doc, head: Token | None) -> set[int]:
    """Token indices of source material that no negation, question, hedge or "if" can take and
    that an embedded premise therefore leaves out (s1205s, error class 1), empty when none:

    - a trailing finite purpose clause with bare "that" (clause_scope.that_purpose_clause: "He
      wrote these things, that you may believe" -> "He didn't write these things."; Quirk et
      al. 1985 §15.48), with its comma;
    - a set-off comparative clause with inversion ("..., as did the prophets";
      clause_scope.inverted_as_clause), with its comma;
    - an attention interjection ("behold", "lo"; clause_scope.attention_interjection: "...
      the next day, behold, Dagon had fallen" -> "Had Dagon fallen ... the next day?"; OED s.v.
      behold int.), which can be neither questioned nor negated.

    The cut is the premise's only change: the proposition the operator takes is the rest of
    the source, as with the appended material ``trigger_part`` cuts."""
    out = set(attention_interjection(doc))
    roots = {t for t in doc if t.dep_ == "ROOT"}
    if head is not None:
        roots.add(head)
    for verb in roots:
        clause = that_purpose_clause(verb)
        if clause is not None:
            mark = next(c for c in clause.children if c.dep_ == "mark")
            out |= {t.i for t in clause.subtree} | {mark.i - 1}
        similar = inverted_as_clause(verb)
        if similar is not None:
            # "Abraham died, as did the prophets": a supplement beside the clause, not under
            # its operator (clause_scope.inverted_as_clause; s1205t pres-006)
            words = [t.i for t in similar.subtree if not t.is_punct]
            out |= set(range(min(words), max(words) + 1)) | {min(words) - 1}
    return out


def without_leftover(
    doc: Doc, target: Token | None = None, focus: Token | None = None
) -> tuple[Doc, dict[int, int]] | None:
    """``doc`` without its ``_leftover_material`` and the old -> new index map, or None when
    there is none, or when ``target`` or ``focus`` is inside it. Every embedding takes the
    cut (``embed``; the presupposition negation, which builds its own, too)."""
    leftover = _leftover_material(doc, finite_clause_head(doc, target))
    if not leftover or any(t is not None and t.i in leftover for t in (target, focus)):
        return None
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.i in leftover:
        return None
    alone, index = reduced_doc(doc, frozenset(set(range(len(doc))) - leftover), root.i)
    alone.ents = [
        Span(alone, index[e.start], index[e.end - 1] + 1, label=e.label_)
        for e in doc.ents
        if all(i in index for i in range(e.start, e.end))
    ]
    return alone, index


#: Flag of an embedded premise that does not carry its operator (``operator_missing``).
OPERATOR_MISSING = "operator-missing"
#: The embeddings that add words of their own: "might" or "It's possible that", the inverted
#: question with its "?", "If ..., it's okay" (IMPPRES Table 1). The negation is left out: a
#: negated premise may remove the source's negation instead of adding one.
_ADDING_KINDS = frozenset({"modal", "interrogative", "conditional"})
_WORD_OR_MARK = re.compile(r"\w+|[^\w\s]")


def operator_missing(source: str, kind: str, premise: str) -> bool:
    """Whether ``premise``, labelled ``kind``, lacks the operator the embedding adds to
    ``source``: its words and marks are the source's, in the source's order, with nothing
    added. A refused embedding gives back the sentence, or the sentence cut before a purpose
    clause or without "behold" ("He will show him greater works than these." labelled modal,
    "... and yet they dared to fight." labelled interrogative; s1205t pres-003, 031, 053). A
    premise whose kind names an operator that is not in it tests no embedding at all (IMPPRES
    §3: the premise is the trigger sentence under the operator), so no pair is written from it,
    flagged or not. Every embedding adds a word or mark ("might", "have", "?", "if", "it's
    okay"), so a premise that is a subsequence of its source has none."""
    if kind not in _ADDING_KINDS:
        return False
    words = iter(w.lower() for w in _WORD_OR_MARK.findall(source))
    return all(w.lower() in words for w in _WORD_OR_MARK.findall(premise))


def embed(
    doc: Doc, kind: str, target: Token | None = None, *, focus: Token | None = None
) -> Rewritten:
    """Embed ``doc`` under ``kind`` (:func:`_checked_embed`), refused (flag
    ``operator-missing``, the sentence as it was) when the premise does not carry the operator
    its kind names (:func:`operator_missing`); callers write no pair from a premise without
    its operator, refused here or by an earlier check."""
    if kind in ("modal", "interrogative", "conditional"):
        head = finite_clause_head(doc, target)
        if head is not None and not suspect_parse(head) and contrastive_only(head) is not None:
            # "*Did only she realize ...?" from "She would have stayed, only she realized
            # ...": the conjunction "only" (``contrastive_only``) is no focus to invert
            # around; checked on the whole sentence, before trigger_part cuts the first clause
            return _fail(doc, f"embedding:{kind}", "contrastive-only")
    if kind in ("interrogative", "conditional"):
        head = finite_clause_head(doc, target)
        if (
            head is not None
            and not suspect_parse(head)
            and not stacked_subjects(head)  # a verbless definition: refused by name below
            and fronted_object(head) is not None
        ):
            # "*If such nonsense she refused to believe, it's okay", "*Did this old coat he
            # continue to wear?": topicalisation is a root transformation (``fronted_object``)
            return _fail(doc, f"embedding:{kind}", "fronted-object")
    if kind in ("modal", "interrogative"):
        head = finite_clause_head(doc, target)
        if head is not None and clause_read_as_noun_conjunct(head) is not None:
            # "*Did she stop singing and the princess used to dance?": the second clause, read
            # as a noun conjunct, stays asserted outside the operator
            # (clause_scope.clause_read_as_noun_conjunct; pr239)
            return _fail(doc, f"embedding:{kind}", "clausal-coordination")
    result = _checked_embed(doc, kind, target, focus=focus)
    if result.ok and kind in ("modal", "interrogative", "conditional"):
        head = finite_clause_head(doc, target)
        spans = [] if head is None else relative_clause_conjuncts(head)
        if any(span.text not in result.text for span in spans):
            # "looked under the hood, in the middle of which a cap was visible": a relative
            # clause the operator reached or cut (``relative_clause_conjuncts``); a premise
            # that keeps it word for word is left alone
            return Rewritten(doc.text, False, result.rule, (*result.flags, "suspect-parse"))
    if result.ok and operator_missing(doc.text, kind, result.text):
        # a refusal names its own reason; a premise that passed every check and still carries
        # no operator is refused here
        return Rewritten(doc.text, False, result.rule, (*result.flags, OPERATOR_MISSING))
    if result.ok and kind in ("modal", "interrogative"):
        extra = _kept_scope_adjunct_flags(doc, kind, target, result.text)
        if extra:
            flags = (*result.flags, *(f for f in extra if f not in result.flags))
            # a defect flag (flags.py): the premise is kept, written ill formed
            return Rewritten(result.text, False, result.rule, flags)
    return result


#: Relations the parser gives a topicalised object before the subject: its own (``dobj``), an
#: unlabelled ``dep``, or a second subject of the head.
_FRONTED_OBJECT_DEPS = frozenset({"dobj", "dep", "nsubj", "nsubjpass"})
#: Relations that fill a verb's object or complement slot after it: a verb with one has no gap.
_FILLED_SLOT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "attr", "oprd", "dative", "pcomp"})


def fronted_object(head: Token) -> Token | None:
    """The topicalised object of ``head``'s clause: a noun phrase at the clause's start, right
    before the subject with no comma between (a comma makes it a left dislocation, refused as
    ``left-dislocation``/``fronted-supplement``), hung on the head as object, ``dep`` or a
    second subject, while the last verb of the head's ``xcomp`` chain, one that takes an
    object (WordNet frames, ``takes_object``), has none after it: the object has moved to the
    front and left its gap ("Such nonsense she refused to believe", "This old coat he continued
    to wear": Quirk et al. 1985 §18.24 topicalisation). Topicalisation is a root transformation
    (Emonds 1970; Hooper & Thompson 1973): it keeps the declarative main clause's order, so
    the question cannot invert around it ("*Such nonsense, did she refuse to believe?", "*Did
    this old coat he continue to wear?") and an adverbial "if" clause does not take it ("*If
    such nonsense she refused to believe, it's okay"). The modal and the negation keep the
    declarative main clause and are not refused ("Such nonsense she might have refused to
    believe"; stop 99, ng15). A temporal noun phrase before the subject ("Yesterday she stopped
    writing letters") is no object: the verb keeps its own object or takes none."""
    doc = head.doc
    if head.pos_ not in ("VERB", "AUX"):
        return None
    subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < head.i]
    if not subjects:
        return None
    subject = subjects[-1]
    verb = head
    while True:
        nxt = [c for c in verb.children if c.dep_ == "xcomp" and c.pos_ == "VERB" and c.i > verb.i]
        if not nxt:
            break
        verb = nxt[0]
    if any(c.dep_ in _FILLED_SLOT_DEPS and c.i > verb.i for c in verb.children):
        return None
    if not takes_object(verb.lemma_):
        return None
    for cand in head.children:
        if (
            cand is subject
            or cand.dep_ not in _FRONTED_OBJECT_DEPS
            or cand.pos_ not in ("NOUN", "PROPN")
            or cand.i > subject.i
        ):
            continue
        start = cand.left_edge.i
        if start != head.sent.start and not (
            doc[start - 1].dep_ == "cc" or doc[start - 1].is_punct
        ):
            continue
        if any(t.is_punct for t in doc[cand.right_edge.i + 1 : subject.left_edge.i]):
            continue
        if cand.right_edge.i + 1 != subject.left_edge.i:
            continue
        if name_before_epithet(subject, subject.left_edge.i) == cand.left_edge.i:
            continue  # "John the Baptist stopped preaching": the name of "Name the Epithet"
        return cand
    return None


#: Relative words that open a relative clause, alone or in a pied-piped phrase ("in the middle
#: of which"): Quirk et al. 1985 §17.12-17.14; Huddleston & Pullum 2002 ch. 12 §3.
_RELATIVE_WORDS = frozenset({"which", "whom", "whose"})


def relative_clause_conjuncts(head: Token) -> list[Span]:
    """Verbs the parser hung as clausal conjuncts of ``head`` whose clause opens with a
    relative phrase ("..., and in the middle of which his cap *was* visible"): between the
    coordinator or comma before the verb and the verb stands "which"/"whom"/"whose", so the
    clause is a relative clause on a noun of ``head``'s clause, not a main clause (Quirk et
    al. 1985 §17.12-17.14: a relative clause opens with its wh-phrase, pied-piped with its
    preposition). A modal, question or "if" on ``head`` must neither reach into it (the modal
    re-inflected its verb: "*his cap been visible") nor cut it as another main clause (a
    stranded "and in the middle of which?"); the operator's verb must be a main-clause verb
    (stop 98, ng12; issue #11). The negation keeps the relative clause whole and is not
    refused. The spans run from the relative word to the verb's last word."""
    doc = head.doc
    out = []
    for c in head.children:
        if c.dep_ != "conj" or c.i <= head.i or c.pos_ not in ("VERB", "AUX"):
            continue
        k = c.i - 1
        while k > head.i and not (doc[k].dep_ == "cc" or doc[k].text in (",", ";")):
            if doc[k].lower_ in _RELATIVE_WORDS and doc[k].tag_ in ("WDT", "WP", "WP$"):
                out.append(doc[k : c.right_edge.i + 1])
                break
            k -= 1
    return out


def _kept_scope_adjunct_flags(
    doc: Doc, kind: str, target: Token | None, text: str
) -> tuple[str, ...]:
    """``negation.scope_adjunct_flags`` for the modal or question premise ``text`` of ``head``'s
    clause (the one check the negation uses; stop 98, ng11): only when the premise keeps the
    fronted adjunct (a premise cut to another clause does not)."""
    head = finite_clause_head(doc, target)
    if head is None:
        return ()
    phrase = fronted_process_phrase(head)
    if phrase is None:
        return ()
    words = doc[phrase.left_edge.i : phrase.right_edge.i + 1].text
    if words.lower() not in text.lower():
        return ()
    return scope_adjunct_flags(head, kind)


def _checked_embed(
    doc: Doc, kind: str, target: Token | None = None, *, focus: Token | None = None
) -> Rewritten:
    """Embed ``doc`` under ``kind`` (see :func:`_embed`, which does the work), with the checks
    of stop 55 (ng26): a question source takes no modal, question or "if" of its own
    (``question-source``, clause_scope.question_source; the negation flags it itself), and a
    negated or modalised "know" takes "that" before a bare complement
    (negation.know_complementizer: "*I might not know he just wants ..." is heard as the
    hedge "I don't know, ...")."""
    head = finite_clause_head(doc, target)
    cut = without_leftover(doc, target, focus)
    if cut is not None:
        # a purpose clause or an attention interjection of the source: no operator takes it
        # (``_leftover_material``); the premise embeds the rest
        alone, index = cut
        return embed(
            alone,
            kind,
            alone[index[target.i]] if target is not None else None,
            focus=alone[index[focus.i]] if focus is not None else None,
        )
    residue = source_residue(doc, kind)
    if residue is not None:
        return _fail(doc, f"embedding:{kind}", residue)
    if outburst(doc) is not None:
        # "*Did I spend $7 on 5 tablets ... FUCK YOU X?", "*If the bus came late, damn, it's
        # okay": an exclamatory formula outside clause structure, which no operator can take
        # (Quirk et al. 1985 §11.55; source_noise.outburst; stop 93, ng09)
        return _fail(doc, f"embedding:{kind}", "outburst")
    if head is not None and not suspect_parse(head):
        stacked = _stacked_operator_refusal(doc, kind, head)
        if stacked is not None:
            return _fail(doc, f"embedding:{kind}", stacked)
    if kind != "negated" and head is not None and stacked_subjects(head):
        # no main clause to take the operator (clause_scope.stacked_subjects; the negation
        # refuses it itself): "*Was the part ... and the date and time the message sent?"
        return _fail(doc, f"embedding:{kind}", "stacked-subjects")
    if kind != "negated" and head is not None and performative_hereby(head) is not None:
        # "*Is entrance to the vault hereby permitted?": a performative is an act only in the
        # first-person present assertion (Austin 1962; clause_scope.performative_hereby; the
        # negation refuses it itself; stop 82, ng19)
        return _fail(doc, f"embedding:{kind}", "performative-hereby")
    performative = present_performative(head) if kind != "negated" and head is not None else None
    if performative is not None and (kind == "interrogative" or performative.tag_ == "VBG"):
        # "*Am I asking both parties to come together?", "*Do I ask Congress to ...?", "*I
        # might be asking ...": a first-person present performative does its act and has no
        # truth value to question, hedge or suppose (Austin 1962; Searle 1969;
        # clause_scope.present_performative; stop 104, pr245). The simple form under "might"
        # or "if" takes the verb's descriptive reading of a possible act ("I might ask
        # Congress to ...", "If I ask Congress to ..."; Austin 1962 lecture V on the
        # performative/descriptive use of the same verb), which judges kept (blind A/B ab106:
        # three such pairs kept, the two "Do I ask ...?" rejected); the progressive keeps the
        # present act ("I might be asking") and stays refused.
        return _fail(doc, f"embedding:{kind}", "present-performative")
    if kind != "negated" and head is not None and question_source(head) is not None:
        # the older flag names stay beside the new one ("already-question", "question")
        older = "already-question" if kind == "interrogative" else "question"
        return _fail(doc, f"embedding:{kind}", older, "question-source")
    if kind in ("modal", "interrogative", "conditional") and head is not None:
        if relative_fragment(doc, head) is not None:
            # "*It's possible that some of which are only shown ...": no clause of its own
            return _fail(doc, f"embedding:{kind}", "relative-fragment")
        if (
            wh_fragment(doc, head) is not None
            and not exclamative_clause(head)
            and wh_exclamative(doc) is None
        ):
            # "*Are how far the two profiles from sRGB?": a wh-clause standing alone (an
            # exclamative "What a fine ship is ...!" keeps its own, older refusal below)
            return _fail(doc, f"embedding:{kind}", "wh-fragment")
        if predicative_inversion(head) is not None:
            # "*Is common to all tools that ...?": a root transformation, no operator over it
            return _fail(doc, f"embedding:{kind}", "predicative-inversion")
        if kind == "interrogative" and content_clause_subject(head) is not None:
            # "*Is that the mode switches common to all tools?": no inversion over it
            return _fail(doc, f"embedding:{kind}", "clausal-subject")
        relative = denied_relative_antecedent(head)
        appended = appended_part(doc) if relative is not None else None
        if relative is not None and (appended is None or relative.i not in appended[0]):
            # "*Does X only change the values, which means Z?": a closing ", which" on the
            # clause is a supplement, not at issue (Potts 2005 ch. 4; Quirk et al. 1985
            # §15.57): no question, hedge or condition takes it with its host, as no negation
            # does (ng15's negation.denied_relative_antecedent, the one place for the concept).
            # A relative the appended-part cut already drops ("X retreated, which is why Y" ->
            # "X might have retreated.", stop 46) is left to the cut. em04, stop 79 (s1204w)
            return _fail(doc, f"embedding:{kind}", "sentential-relative")
    if head is not None and imperative_host(head) is not None:
        # "*If make sure that the telescope is connected, it's okay": the clause is the content
        # of a directive, which has no truth value for an operator to take (negation.
        # imperative_host; the negation refuses it itself; stop 76, ng09)
        return _fail(doc, f"embedding:{kind}", "imperative")
    result = _embed(doc, kind, target, focus=focus)
    if kind in ("modal", "conditional"):
        result = know_complementizer(doc, result)
    return without_subject_comma(doc, target, result)


def _embed(
    doc: Doc, kind: str, target: Token | None = None, *, focus: Token | None = None
) -> Rewritten:
    """Embed the trigger sentence ``doc`` under ``kind`` (IMPPRES Table 1).

    ``target`` is the verb of the clause to embed (default: the root). ``negated`` uses contracted
    negation as IMPPRES does (``focus`` is passed on to :func:`negate`). A sentence whose parse has
    no verbal root is re-parsed by :func:`pipeline.rewrite.negation.repair_relative_subject` first
    (flag ``repaired-parse``).

    The operator goes on the given clause or refuses, never on a clause below it: a modal on a
    clause that is neither the main clause, a conjunct of it nor the complement of a verb of
    saying (``subordinate-clause``); "might"/"if" under a subject focused by "only"
    (``subject-focused-by-only``); a root the parser took from an absolute construction
    (``main-clause-unclear``); a gapped noun phrase read as a verb (``gapped-conjunct``); "If"
    in front of a fronted adverbial clause or absolute (``fronted-adjunct``). A fronted verbless
    adjunct set off by a comma becomes a parenthetical: "If, in 2005, she won the prize, ...".

    ``modal`` takes the whole sentence ("It's possible that most Democrats felt betrayed", flag
    ``sentential-modal``) when the subject is quantified by a weak scalar word or contains
    ``focus``, and refuses over an epistemic adverb (``epistemic-adverb``). ``conditional``
    refuses sentences with a quotation (``quotation``), a lower-case start
    (``lowercase-start``) or more than MAX_CONDITIONAL_WORDS words (``too-long``).
    """
    fused = finite_clause_head(doc, target)
    if kind != "conditional" and fused is not None and _fused_semi_modal(fused):
        # "gotta" split as "got" + "ta": the contracted semi-modal has no
        # do-support question, perfect or negation of its own ("*Did they getta die?", "*might
        # have gottenta"; Krug 2000 on emerging modals; Quirk et al. 1985 §3.45); stop 54 showed
        # it once the filler before it was cut. The conditional takes the clause as it is.
        return _fail(doc, f"embedding:{kind}", "suspect-parse")
    spoken = _without_dialogue_material(doc, kind, target, focus)
    if spoken is not None:
        return spoken
    if kind != "negated":
        unwrappable = _frame_refusal(doc, kind, fused)
        if unwrappable is not None:
            return _fail(doc, f"embedding:{kind}", unwrappable)
    if kind in ("negated", "modal", "interrogative") and correlative_not_only(doc) is not None:
        return _fail(doc, f"embedding:{kind}", "correlative-not-only")
    if directive(doc):
        return _fail(doc, f"embedding:{kind}", "imperative")  # no truth value to embed
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if kind != "negated" and root is not None and _imperative_antecedent(doc, root):
        # "*Extend their paces, and will each hit 60 home runs?": the operator would take the
        # consequent of a conditional imperative; the negation of the consequent is left as
        # it was (negation.py's business)
        return _fail(doc, f"embedding:{kind}", "imperative")
    if kind in ("interrogative", "conditional") and wh_exclamative(doc) is not None:
        # "*If what a noble thing is that canticle, it's okay": an exclamative is no question
        # and no "if"-antecedent (Zanuttini & Portner 2003; clause_scope.wh_exclamative); the
        # modal and the negation refuse on its own clause only (exclamative_clause)
        return _fail(doc, f"embedding:{kind}", "exclamative")
    unparsed = finite_clause_head(doc, target)
    if kind != "negated" and unparsed is not None and participle_fragment(unparsed):
        # "*Did five pieces of rebar sharpen to cruel points and strapped to ...?": a noun
        # phrase, no clause (negation.participle_fragment; the negation refuses it itself)
        return _fail(doc, f"embedding:{kind}", "participle-fragment")
    if (
        kind in ("modal", "interrogative")
        and unparsed is not None
        and possessive_clitic(unparsed) is not None
    ):
        # "*The game's might have called off": the clitic "is"/"has" read as a possessive
        # (negation.possessive_clitic; the negation refuses it itself); the conditional
        # keeps the clitic as written ("If the game's called off, it's okay")
        return _fail(doc, f"embedding:{kind}", "possessive-clitic")
    if (
        kind in ("modal", "interrogative")
        and unparsed is not None
        and not suspect_parse(unparsed)
        and coordination_unparsed(unparsed) is not None
    ):
        # "*Is it not a particularly warm world, and near both poles icebergs float year
        # round?": the operator would go on the first clause only, before trigger_part's cut
        # takes the comma that shows the second is a clause (stop 60); the conditional's "if"
        # takes both clauses; the negation refuses it itself (negate, for every phenomenon)
        return _fail(doc, f"embedding:{kind}", "unparsed-conjunct")
    if kind == "negated":
        head = finite_clause_head(doc, target)
        if head is not None and evaluative_at_least(_main(head)) is not None:
            return _fail(doc, "embedding:negated", "evaluative-disjunct")
        if head is not None and bare_result_clause(head) is not None:
            # "*The crowd wasn't so big, the neighbours called the police": the negated degree
            # leaves the bare result clause asserted on its own (see bare_result_clause)
            return _fail(doc, "embedding:negated", "correlative-result")
        if head is not None and not suspect_parse(head):
            refusal = _negation_refusal(doc, head)
            if refusal is not None:
                return _fail(doc, "embedding:negated", refusal)
        negated = negate(doc, target, contract=True, focus=focus, above_only=True)
        if negated.ok and additive_not_only(doc.text, negated.text):
            mended = mend_not_only(doc.text, negated.text)
            if mended is None:
                return _fail(doc, "embedding:negated", "additive-not-only")
            return Rewritten(mended, True, negated.rule, negated.flags, negated.clash)
        return negated
    part = trigger_part(doc, target, kind, focus) if kind in KINDS else None
    if isinstance(part, str):
        return _fail(doc, f"embedding:{kind}", part)
    if part is not None:
        alone, index, cut_flags = part
        moved = alone[index[target.i]] if target is not None and target.i in index else None
        inner = embed(
            alone,
            kind,
            moved,
            focus=alone[index[focus.i]] if focus is not None and focus.i in index else None,
        )
        if not inner.ok and inner.text == alone.text:
            # a refusal on the cut sentence gives back the cut, unembedded: "In fact, he could
            # have left" -> "He could have left" is no modal premise, and a caller comparing the
            # text with the sentence's would take it for one (round 35, class 5): the refusal
            # keeps the sentence as it was, as every other refusal does
            return Rewritten(doc.text, False, inner.rule, (*inner.flags, *cut_flags))
        text = inner.text
        first = next((t for t in doc if not t.is_punct), None)
        if inner.ok and text[:1].islower() and first is not None and first.text[:1].isupper():
            # the cut began after an opening quote: reduced_doc saw no capital to carry over
            # ('"It was hard, but he won."' -> "He might have won.", not "he might ...")
            text = capitalise(text)
        return Rewritten(text, inner.ok, inner.rule, (*inner.flags, *cut_flags))
    if kind in KINDS and _appended_dash_clause(doc):
        # stop 57 (dl5): a dash-appended predication that trigger_part could not cut (stop 46
        # cuts "... Latin - the teacher retired" cleanly and never gets here)
        return _fail(doc, f"embedding:{kind}", "appended-clause")
    if kind in KINDS and finite_clause_head(doc, target) is None:
        repaired = repair_relative_subject(doc)
        if repaired is not None and finite_clause_head(repaired) is not None:
            result = embed(
                repaired,
                kind,
                repaired[target.i] if target is not None else None,
                focus=repaired[focus.i] if focus is not None else None,
            )
            return Rewritten(result.text, result.ok, result.rule, (*result.flags, "repaired-parse"))
    if kind in KINDS:
        refusal = _scope_refusal(doc, kind, target)
        if refusal is not None:
            return _fail(doc, f"embedding:{kind}", refusal)
    if kind == "modal":
        head = finite_clause_head(doc, target)
        if head is not None and not suspect_parse(head):
            if epistemic_adverb(head) is not None:
                return _fail(doc, "embedding:modal", "epistemic-adverb")
            if quantified_subject(head, focus) is not None:
                return _sentential_modal(doc, head)
            frequency = fronted_frequency(doc, _main(head))
            if frequency is not None:
                # "Usually, they might titter" puts the possibility below the quantifier over
                # occasions (FREQUENCY_ADVERBS); IMPPRES Table 1's frame takes it in: "It's
                # possible that usually they titter loudly", "It's possible that whenever he
                # saw someone lying in the dirt, Ramey wondered ..."
                result = _sentential_modal(doc, head)
                if not result.ok:
                    return _fail(doc, "embedding:modal", "fronted-frequency", *result.flags)
                phrase = doc[frequency[0].left_edge.i : frequency[0].right_edge.i + 1]
                end = phrase.end
                if not frequency[1] and end < len(doc) and doc[end].text == ",":
                    # "that usually they titter", not "that usually, they titter": inside the
                    # frame the short adjunct is no longer initial and takes no comma (Quirk et
                    # al. 1985 App. III.16)
                    words = phrase.text[:1].lower() + phrase.text[1:]
                    text = result.text.replace(f"that {words}, ", f"that {words} ", 1)
                    result = Rewritten(text, result.ok, result.rule, result.flags)
                return result
            if focused_subject(head) is not None:
                # "Only Lee might have competed" is only(might p): the possibility goes above
                # the particle, as the negation does ("It's possible that only Lee competed")
                result = _sentential_modal(doc, head)
                if not result.ok:
                    return _fail(doc, "embedding:modal", "subject-focused-by-only")
                return result
            if reproach_idiom(head):
                # "I knew something was wrong" -> "It's possible that I knew something was
                # wrong", not the reproach idiom "I might have known" (REPROACH_VERBS)
                result = _sentential_modal(doc, head)
                if not result.ok:
                    return _fail(doc, "embedding:modal", "reproach-idiom", *result.flags)
                return result
        return _declarative_close(_modal(doc, target))
    if kind == "interrogative":
        return _interrogative(doc, target)
    if kind == "conditional":
        return _conditional(doc, target)
    raise ValueError(f"unknown embedding kind {kind!r}; expected one of {', '.join(KINDS)}")
