"""Generator extractors, one per presupposition trigger type (NOPE App. A; IMPPRES Table 5).

Each ``extract_<subtype>(doc)`` yields ``Found`` records in order of appearance. Word lists come
from ``wordlists/presupposition_*.txt`` (NOPE App. B), syntactic conditions from
``patterns/presupposition_*.json`` where a Matcher/DependencyMatcher pattern states them. Every
extractor also applies NOPE's inclusion criteria (§3.2): the trigger must be in a declarative
clause that can be negated, not in a conditional, not embedded under another predicate (speech
and thought verbs excepted, with lower confidence).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from lemminflect import getAllLemmas, getInflection
from spacy.matcher import Matcher
from spacy.tokens import Doc, Span, Token
from spacy.vocab import Vocab

from ... import resources
from ...fitness import _maybe_finite
from ...lexicon.closed_class import (
    APPOSITION_ABBREVIATIONS,
    DEFINITE_DETERMINERS,
    DUB_VERBS,
    NEGATIVE_DETERMINERS,
    PERMISSION_VERBS_WITH_ENABLE,
    PERSON_PRONOUNS,
    POSSESSIVE_DETERMINERS,
)
from ...lexicon.future_orientation import FUTURE_IN_PRESENT
from ...lexicon.implicatives import signature_lexicon
from ...lexicon.tables import word_set, wordlist
from ...lexicon.wordnet import (
    AGENT_LEXNAMES,
    camera_noun,
    communication_noun,
    first_sense_lexname,
    first_sense_under,
    food_noun,
    norm_noun,
    picture_noun,
    shop_noun,
)
from ...rewrite.clause_scope import (
    EPISTEMIC_ADVERBS,
    HEDGE_ADVERBS,
    NEGATIVE_QUANTIFIERS,
    filled_slot_degree_result_clause,
)
from ...rewrite.complement import inverted_protasis
from ...rewrite.presupposition import (
    PERCEPTION_VERBS,
    RESTRICTOR_SUBORDINATORS,
    TIME_SUBORDINATORS,
    brand_genitive,
    confinement_escape,
    escape_source,
    idiomatic_body_object,
)
from ...rewrite.presupposition.draft_content import personal_name_only
from ...rewrite.presupposition.helpers import OBJECT_PRONOUNS, SUBJECT_PRONOUNS
from ...source_noise import bare_leading_formula
from ...syntax import (
    APPROXIMATE_NEGATORS,
    AUX_DEPS,
    DASH_TOKENS,
    DEONTIC_MODALS,
    DOUBLE_QUOTES,
    DURATION_UNITS,
    FEMININE_NOUNS,
    FINITE_TAGS,
    FUTURE_AUXILIARIES,
    HYPOTHETICAL_MODALS,
    MASCULINE_NOUNS,
    POSSIBILITY_MODALS,
    PRECISION_WH_MODIFIERS,
    PURPOSE_CLAUSE_MODALS,
    RESULT_DEGREE_WORDS,
    SPEAKER_PRONOUNS,
    SUBJECT_DEPS,
    clause_is_declarative,
    clause_opener,
    demonstrative_that_object,
    dependency_matches,
    embedding_level,
    enclosing_clause_head,
    finite_purpose_clause,
    floated_universal,
    in_conditional,
    is_finite_clause,
    is_finite_head,
    is_imperative,
    is_question,
    plural_bound_anaphor,
    simple_present,
    subjects,
    subtree_text,
    token_at_char,
    tokens_text,
    verb_form_lemma,
    verb_lemma,
)
from .. import _confidence as C
from . import lexicon as lex

#: Non-finite complements of aspectual and implicative verbs.
VP_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp"})
#: Objects (an aspectual verb with a nominal object is not aspectual: "stop the car").
OBJECT_DEPS = frozenset({"dobj", "obj"})
#: Determiners that make a cleft pivot definite (NOPE §3.2 footnote 1: indefinite pivots are
#: referential "it is a X that ...", not clefts).
INDEFINITE_DETS = frozenset({"a", "an", "no", "some", "any", "another", "one"})
#: Wh-words that are arguments of the embedded clause (drafts replace them by an indefinite).
ARGUMENT_WH = frozenset({"what", "who", "which", "whom"})


@dataclass(slots=True)
class Found:
    subtype: str
    trigger: Token | Span
    lemma: str
    confidence: float
    features: dict[str, Any] = field(default_factory=dict)


# -- shared conditions -----------------------------------------------------------------------------


def _level_confidence(verb: Token, allow_imperative: bool = False) -> float | None:
    """Confidence from how embedded the trigger's clause is (NOPE §3.2); None = reject.

    Imperatives are rejected (NOPE §3.2: instructions like "Don't forget to vote" have no
    declarative minimal pair) unless ``allow_imperative``: "Restart your system" presupposes that
    it was started, and negates cleanly, so re-verbs keep them with low confidence. Each
    infinitival step below the main verb costs a little.
    """
    if in_conditional(verb):
        return None
    level = embedding_level(verb)
    if level is None:
        return None
    top = verb
    steps = 0
    while top.dep_ in ("conj", "xcomp"):
        if please_conjunct(top):
            return None  # "I love you but please stop X": an imperative conjunct (below)
        steps += top.dep_ == "xcomp"
        top = top.head
    conf = (C.HIGH if level == 0 else C.PLAUSIBLE) - C.STEP * steps
    if is_imperative(top):
        return (
            conf - C.EMBEDDED
            if allow_imperative and not any(c.dep_ == "neg" for c in top.children)
            else None
        )
    if not is_finite_clause(top) and not _untagged_present(top):
        return None
    # the modal of the conjunct or infinitive that holds the trigger counts too ("..., and
    # visitors must sign a waiver before they read them"): modal_penalty walks up from the verb
    return conf - modal_penalty(verb) - nonveridical_penalty(verb)


def please_conjunct(verb: Token) -> bool:
    """``verb`` is a bare conjunct with no subject of its own and a "please" before it, after a
    clause that has one: "I love you guys but please stop smoking in the hallway".

    "please" is the courtesy marker of a request (Quirk et al. 1985 ch. 8 on courtesy
    subjuncts; Huddleston & Pullum 2002 ch. 10 §9 on imperatives and their markers), so the
    conjunct is an imperative whose understood subject is the addressee, "you" (Huddleston &
    Pullum 2002 ch. 10 §9.1), not the subject of the declarative it is coordinated with: the
    shared-subject reading the parser's coordination suggests ("I ... had been smoking in the
    hallway before") is wrong. A directive has no truth value, so it has no negated, modal,
    question or conditional member of the trigger's family ("... but please might stop X",
    "If I love you but please stop X, it's okay": NOPE §3.2 leaves imperatives out; blind
    review of tweets s9301, four such premises all rejected). The trigger is refused as an
    imperative head is (``_level_confidence``). Not a "please" inside a question with a
    subject ("Could you please stop ...?"): that verb has a subject or a modal."""
    if verb.dep_ != "conj" or verb.tag_ != "VB" or subjects(verb):
        return False
    if any(c.dep_ in AUX_DEPS for c in verb.children):
        return False
    if not subjects(verb.head):
        return False  # a conjunct of an imperative: ``is_imperative`` of the head decides
    return any(c.lower_ == "please" and c.i < verb.i for c in verb.children)


def _untagged_present(head: Token) -> bool:
    """A main-clause verb in the base form with a subject and no auxiliary is a present tense
    the tagger read as VB ("These patients forget about how ..."): English present non-3sg and
    base forms are homographs, and a base form cannot head a main clause with a subject (no
    imperative has one: ``syntax.is_finite_head``)."""
    if head.tag_ == "VB" and head.dep_ == "ROOT" and is_finite_head(head):
        return True
    return _mistagged_predicate(head)


def _mistagged_predicate(head: Token) -> bool:
    """A root the tagger read as a noun but the parser gave a subject and a clausal complement
    ("The Clintons conceal/NN why Kenneth did scan these stories"): only a predicate takes a
    subject and a complement clause, and the word is a verb form (lemminflect)."""
    kids = {c.dep_ for c in head.children}
    return (
        head.dep_ == "ROOT"
        and head.pos_ == "NOUN"
        and "nsubj" in kids
        and "ccomp" in kids
        and verb_form_lemma(head.lower_) is not None
    )


#: Possibility/necessity modals (Palmer 2001, "Mood and Modality", ch. 1-3): IMPPRES's modal
#: embedding (Table 1) uses them; will/shall (future tense) and "'d"/"would" of reported or
#: habitual past are not in the set.
EMBEDDING_MODALS = frozenset({"can", "ca", "could", "may", "might", "must", "should", "ought"})


NONVERIDICAL_HEADS = word_set("presupposition_nonveridical_infinitive_heads")


def nonveridical_penalty(verb: Token) -> float:
    """``C.EMBEDDED`` when the trigger's clause is the to-infinitive of a raising/ECM attitude
    verb ("Males are believed to be deeper divers than females", "seems to have rebuilt"): its
    content is not asserted, the trigger is embedded under another predicate (NOPE §3.2)."""
    cur = verb
    while cur.dep_ in ("xcomp", "conj", "ccomp") and cur.head.i != cur.i:
        if cur.dep_ == "xcomp" and verb_lemma(cur.head) in NONVERIDICAL_HEADS:
            return C.EMBEDDED
        if cur.dep_ == "ccomp":
            return 0.0
        cur = cur.head
    return 0.0


INTENSIONAL_HEADS = word_set("presupposition_intensional_infinitive_heads")


def intensional_complement(verb: Token) -> bool:
    """Whether ``verb`` is (a conjunct of) the to-infinitive complement of a verb of wanting,
    intending or attempting ("want to leave", "hoping to stop", "decided to stop using") or of a
    raising/ECM attitude verb ("They are expected to win"). Nothing is asserted to happen there:
    the complement is a wish, a plan, an attempt or a belief (Karttunen 1971 on non-implicative
    complements; Giannakidou 1998 on non-veridical contexts), and NOPE §3.2 excluded triggers
    embedded under another predicate. The blind review rejected "win" under "expected to" as
    a change of state; change-of-state triggers there get no candidate. Aspectual verbs keep
    theirs: the prior activity of "wants to stop smoking" projects from under the attitude verb
    (Karttunen 1974; Heim 1992), and the twenty-fourth pass drafts it ("She has been smoking")."""
    cur = verb
    while cur.dep_ in ("xcomp", "conj") and cur.head.i != cur.i:
        if (
            cur.dep_ == "xcomp"
            and any(c.dep_ == "aux" and c.lower_ == "to" for c in cur.children)
            and verb_lemma(cur.head) in (INTENSIONAL_HEADS | NONVERIDICAL_HEADS)
        ):
            return True
        cur = cur.head
    return False


def modal_penalty(head: Token) -> float:
    """``C.MODAL`` when the clause headed by ``head`` (or the verb its infinitives hang from) has
    a possibility/necessity modal: the trigger is then already under IMPPRES's modal embedding,
    not asserted (NOPE's experts: "weird modal/generics/conditionals")."""
    cur = head
    while True:
        if any(c.dep_ == "aux" and c.lower_ in EMBEDDING_MODALS for c in cur.children):
            return C.MODAL
        if cur.dep_ not in ("xcomp", "conj") or cur.head.i == cur.i:
            return 0.0
        if _semi_modal(cur):
            return C.MODAL
        cur = cur.head


#: Semi-modals of necessity (Palmer 2001 §3.2.2, §4.2; Quirk et al. 1985 §3.40): "have to V",
#: "need to V" are deontic necessity like "must" ("I have to figure out what's funny").
SEMI_MODAL_HEADS = frozenset({"have", "need"})


def _semi_modal(infinitive: Token) -> bool:
    """Whether ``infinitive`` is the to-infinitive of a necessity semi-modal."""
    return (
        infinitive.dep_ == "xcomp"
        and infinitive.head.lemma_.lower() in SEMI_MODAL_HEADS
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in infinitive.children)
        and not any(c.dep_ in OBJECT_DEPS for c in infinitive.head.children)
    )


def _sentence_ok(doc: Doc) -> bool:
    return not is_question(doc)


def _has_xcomp(verb: Token) -> Token | None:
    """A non-finite VP complement: gerund, bare or to-infinitive, passive infinitive ("began to
    be recognized")."""
    for c in verb.children:
        if c.dep_ not in VP_COMPLEMENT_DEPS or c.pos_ not in ("VERB", "AUX"):
            continue
        if c.tag_ in ("VBG", "VB"):
            return c
        if c.tag_ == "VBN" and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children):
            return c
    return None


def _is_gerund_complement(c: Token) -> bool:
    """ "avoid overprocessing it", "avoid being hurt" (passive gerund: VBN under "being")."""
    if c.dep_ not in VP_COMPLEMENT_DEPS:
        return False
    return c.tag_ == "VBG" or (
        c.tag_ == "VBN"
        and any(g.dep_ in ("aux", "auxpass") and g.lower_ == "being" for g in c.children)
    )


def _to_infinitive(verb: Token) -> Token | None:
    """The to-infinitive complement, active or not ("to say", "to be interviewed", "to be
    talking")."""
    for c in verb.children:
        if (
            c.dep_ in VP_COMPLEMENT_DEPS
            and c.tag_ in ("VB", "VBN", "VBG")
            and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
        ):
            return c
    return None


def _base(found: Found, head: Token) -> Found:
    found.features.setdefault("clause_head_char", head.idx)
    found.features.setdefault("clause_negated", any(c.dep_ == "neg" for c in head.children))
    return found


# -- matchers built from patterns/*.json ---------------------------------------------------------


@cache
def _matchers(vocab: Vocab) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in ("numeric_determiners", "comparatives"):
        m = Matcher(vocab)
        for key, pats in resources.pattern(f"presupposition_{name}").items():  # type: ignore[union-attr]
            if not key.startswith("_"):
                m.add(key, pats)
        out[name] = m
    return out


# -- lexical verb triggers -----------------------------------------------------------------------


def _yet_to_be_infinitive(verb: Token) -> Token | None:
    """The passive infinitive of "remain to be V-ed" ("It remains to be seen how much ...",
    "That remains to be proved"), or None. The idiom says that the V-ing has not happened yet,
    like "has yet to be V-ed" (Quirk et al. 1985 §3.47 on semi-auxiliary "be to"; Cambridge
    Dictionary "remain to be seen": "to be not yet known or certain"): "remain" here describes
    no state that held before, and its embedded question ("seen whether / how much ...") is one
    whose answer is still open, so the speaker takes no answer for granted beyond its mere
    existence, the weakest presupposition of a question-embedding predicate (Karttunen 1977;
    review s1203b pres-060, cand-35). An active complement ("remained to help") is left alone."""
    if verb_lemma(verb) not in ("remain", "stay"):
        return None
    for comp in verb.children:
        if (
            comp.dep_ == "xcomp"
            and comp.tag_ == "VBN"
            and any(k.dep_ == "aux" and k.lower_ == "to" for k in comp.children)
            and any(k.dep_ == "auxpass" and k.lower_ == "be" for k in comp.children)
        ):
            return comp
    return None


def extract_change_of_state(doc: Doc) -> Iterator[Found]:
    """NOPE App. A/B change-of-state verbs as the predicate of a negatable clause.

    Rejected (the experts' distinctions, NOPE §3.2): stative uses ("appear" with a complement:
    "she appeared middle-aged", "it appears that"), resultative/causative "leave X Y", and the
    continuation verbs stay/remain (no change of state: "He is staying with friends"), which the
    word list keeps out (see its header).
    """
    if not _sentence_ok(doc):
        return
    for tok in doc:
        lemma = verb_lemma(tok)
        if not _is_verb_token(tok):
            continue
        if _attributive_after_misread_verb(tok):
            continue  # "The menu lists recently closed windows": "closed" modifies "windows"
        if _base_form_premodifier(tok):
            continue  # "use split preview": "split" premodifies "preview", no splitting
        framed = lemma not in lex.change_of_state()
        if framed and not _in_frame(tok, lex.change_of_state_frames().get(lemma)):
            continue
        head = tok
        conf = _level_confidence(tok)
        if conf is None and tok.dep_ in ("xcomp", "acomp") and tok.head.lemma_ in ("get", "become"):
            head = tok.head  # "got lost": the change of state is the passive participle
            conf = _level_confidence(head)
            conf = None if conf is None else conf - C.STEP
        if conf is None:
            continue
        deps = {c.dep_ for c in tok.children}
        if lemma == "appear" and deps & {"ccomp", "xcomp", "acomp", "attr", "oprd", "dobj"}:
            # "appear" takes no object: a noun phrase after it is a predicative complement
            # ("might appear a maze of contradictions"), the copular "appear" = "seem" (WordNet
            # 3.0 look.v.02 "give a certain impression"; Quirk et al. 1985 §16.21 copular
            # verbs), a judgement about how a thing looks, with no prior state
            continue
        if lemma == "appear" and _raising_appear_infinitive(tok):
            continue  # "appeared to her to be stupid": raising "appear" = "seem", no prior state
        if lemma == "appear" and _correlative_predicative(tok):
            continue  # "the smoother the picture will appear": the fronted predicative of "seem"
        if lemma == "remain" and _classificatory_remain(tok):
            continue
        if lemma == "remain" and _leftover_remain(tok):
            continue  # "how many months remain on the loan": be left over, no prior state
        if lemma in ("remain", "stay") and _yet_to_be_infinitive(tok) is not None:
            continue  # "It remains to be seen whether ...": the answer is still open, no state
        if _plural_noun_remains(tok):
            continue  # "Allosaurus remains come from ...": the noun "remains", no verb
        if _listed_noun(tok):
            continue  # "ape, cat, rose, cabbage": a noun in a list, no verb (stop 71, pr128)
        if _respect_qualified_participle(tok):
            continue  # "were each broken in their own way": the statal passive, a property
        if _information_theme(tok, lemma):
            continue  # "digits entered through a keypad", "returns a value": data, no motion
        if _cooking_fix(tok, lemma) or _posting_leave(tok, lemma):
            continue  # "fix it creamed over toast" (cook), "left comments" (post): pr203
        if _continued_state(tok, list(tok.children)):
            continue  # "will continue to be hidden": the state goes on, nothing changes
        if _gapped_passive_conjunct(tok):
            continue  # "X is allocated and the rest returned to the pool": "[is] returned"
        if _directional_binomial(tok):
            continue  # "pundits left and right": the binomial of direction, not the verb "leave"
        if _state_set_by_earlier_conjunct(tok, lemma):
            continue  # "you open the file, edit it and close the file": satisfied locally
        if _record_holder_infinitive(tok):
            continue
        if lemma == "escape" and not (escape_source(tok) or confinement_escape(tok)):
            # "The land of Egypt won't escape" (judgment), "escaped the blast", "will flee away,
            # and escape": escape.v.04 "avoid" or flee.v.01 with no source left and no captivity
            # named, so no prior state to presuppose (Levin 1993 §51.1; IMPPRES's captivity
            # needs a confining source, ``confinement_escape``). A "from" source keeps the
            # change of place ("escaped from the city"). Stop 90, pr199 (s1205w pres-046).
            continue
        if lemma == "appear" and any(c.dep_ == "expl" or c.lower_ == "it" for c in subjects(tok)):
            continue
        if lemma == "leave" and deps & {"oprd", "xcomp", "acomp", "ccomp"}:
            continue
        if lemma == "leave" and _left_alone(tok):
            continue
        if lemma == "leave" and _left_side_label(tok):
            continue  # "Common names: open brace; left brace": the adjective of side
        if lemma == "leave" and _coordinated_side_adjective(tok):
            continue  # "the return and left shift keys": the adjective of side, no leaving
        if (
            lemma in ("open", "close")
            and tok.tag_ == "VBN"
            and not any(c.dep_ in AUX_DEPS for c in tok.children)
        ):
            continue
        if tok.tag_ == "VBG" and lemma in lex.STATIVE_PROGRESSIVE:
            continue
        if _progressive_come(tok, lemma):
            continue  # "My mother is not coming to my shower": a plan, no arrival happened
        if lemma == "come" and _present_come_from(tok):
            continue  # "They come here from the hills": habitual travel or origin, no arrival
        if _in_ever_free_relative(tok):
            continue  # "whoever comes in last, stays": generic, nothing has happened
        if lemma in DOOR_IDIOM_VERBS and _institution_doors(tok):
            continue
        if _dispositional_middle(tok):
            continue  # "The door opens easily": a disposition, no change happens
        if _modal_passive_disposition(tok):
            continue  # "A ZIF socket can be opened with a lever": it is openable, no opening
        if lemma in CLEAR_VERBS and _removed_substance(tok):
            continue  # "clean grease from the engine": the grease goes, it is not made clean
        if _generic_negative_quantifier(head):
            continue  # "No ship can enter a city": a prohibition, no entering is spoken of
        if _generic_change(head):
            continue  # "Old bridges break down when overloaded": a generic, no event happened
        if lemma == "descend" and _lineage_descend(tok):
            continue  # "A dialect descended from Latin": lineage, nothing moved down
        if _reporting_clause_verb(tok, lemma):
            continue  # '"You're late," he returned': a verb of saying, nobody came back
        if lemma == "open" and _opened_someones_eyes(tok):
            continue
        if intensional_complement(tok):
            continue  # "They are expected to win", "want to leave": nothing is asserted
        if _filtered_by_antecedent(head, lemma):
            continue  # "If we survive today, we'll die the day after": filtered (Karttunen 1973)
        reason = _not_a_change_of_state(tok, lemma)
        if reason == "reject":
            continue
        if _non_change_sense(tok, lemma):
            continue  # "fill a need", "climb out", "curled up", "horns curl around": no change
        if reason == "doubtful":
            conf -= C.EMBEDDED
        particle = _phrasal_verb(tok, lemma)
        if particle is not None:
            if f"{lemma} {particle}" in lex.change_of_state_idioms():
                continue
            if not framed:  # "broke down", "woke up": a lexeme of its own, not in NOPE's list
                conf -= C.STEP
        if framed:
            conf -= C.STEP  # IMPPRES's verbs outside NOPE's list of unambiguous ones
        feats = {"predicate": tok.text, "predicate_lemma": lemma}
        obj = next((c for c in tok.children if c.dep_ in OBJECT_DEPS), None)
        if obj is not None:
            feats["object"] = subtree_text(obj)
        subj = subjects(head)
        if subj:
            feats["subject"] = subtree_text(subj[0])
        yield _base(Found("change_of_state", tok, lemma, conf, feats), head)


@cache
def _filtering_antecedents() -> dict[str, frozenset[str]]:
    """change-of-state lemma -> antecedent words that entail its prior state
    (``wordlists/presupposition_filtering_antecedents.txt``)."""
    out: dict[str, frozenset[str]] = {}
    for line in wordlist("presupposition_filtering_antecedents"):
        lemma, *words = line.lower().split()
        out[lemma] = frozenset(words)
    return out


def _filtered_by_antecedent(verb: Token, lemma: str) -> bool:
    """The change-of-state verb heads the consequent of an "if" conditional whose antecedent
    entails the verb's presupposition ("If we survive today, we'll die the day after": to
    survive is to be alive). Karttunen (1973, "Presuppositions of compound sentences"): "If A
    then B" presupposes what B presupposes unless A entails it, so nothing projects and the
    draft "We are alive" would be the antecedent's assertion, not the trigger's presupposition
    (review s1202j, pres-006). The antecedent's verb lemma, or a predicate adjective of "be",
    must be in ``_filtering_antecedents()`` for ``lemma``."""
    words = _filtering_antecedents().get(lemma)
    if not words:
        return False
    host = verb
    while host.dep_ in ("xcomp", "conj") and host.head.i != host.i:
        host = host.head
    for clause in host.children:
        if clause.dep_ != "advcl" or not any(
            c.dep_ == "mark" and c.lower_ == "if" for c in clause.children
        ):
            continue
        if verb_lemma(clause) in words:
            return True
        if any(c.dep_ == "acomp" and c.lemma_.lower() in words for c in clause.children):
            return True  # "If we are alive tomorrow, ..."
    return False


# the negative pronouns of the rewriter's negative quantifiers ("no-one" is no spaCy token:
# the tokenizer splits it)
NEGATIVE_PRONOUNS = NEGATIVE_QUANTIFIERS - NEGATIVE_DETERMINERS


def _generic_negative_quantifier(verb: Token) -> bool:
    """ "No land unit can enter a village", "No ship may enter the port", "Nothing appears
    here": a subject with a negative quantifier under a modal or in the simple present is a
    generic prohibition or a generic negative statement. It says that the set of units that
    enter is empty, so no entering event is asserted and no individual's prior state is taken
    for granted (Ladusaw 1979 on negative quantifiers; Krifka et al. 1995 on characterising
    sentences; a change-of-state verb presupposes the prior state of the individual that
    changes, NOPE App. A). The past "No one left the room" speaks of one occasion and keeps the
    candidate (the company was in the room)."""
    subj = subjects(verb)
    if not subj:
        return False
    s = subj[0]
    negative = s.lower_ in NEGATIVE_PRONOUNS or (
        s.lower_ == "one" and s.i > 0 and s.doc[s.i - 1].lower_ == "no"
    )
    negative = negative or any(
        c.dep_ == "det" and c.lower_ in NEGATIVE_DETERMINERS for c in s.children
    )
    if not negative:
        return False
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)
    return modal or _simple_present(verb)


def _progressive_come(verb: Token, lemma: str) -> bool:
    """ "So my mother is not coming to my baby shower?!", "I'm not coming back", "Janice is
    coming back from a trip": "be coming" is the progressive of an achievement verb, which does
    not entail the achievement (Dowty 1979 ch. 3, the imperfective paradox: "she was coming"
    does not entail "she came"), and in the present it is mostly the futurate of a plan or
    arrangement (Quirk et al. 1985 §4.26; Copley 2008). No arrival has happened or is reported,
    so there is no transition whose prior state the sentence takes for granted, and its
    negation denies a plan, not a change of state (blind review s1201m). "She came back" and
    "she has come back" keep the trigger, and so does "Mary is coming here" (IMPPRES): with
    the deictic goal "here", the speaker's place now (Fillmore 1971, "Santa Cruz lectures on
    deixis"), the motion is under way and its initial state "Mary isn't here" holds at the
    time of speaking, a testable presupposition, not the prior state of a planned occasion."""
    return (
        lemma == "come"
        and verb.tag_ == "VBG"
        and any(c.dep_ == "aux" and c.lemma_ == "be" for c in verb.children)
        and not any(c.lower_ == "here" for c in verb.children)
    )


def _present_come_from(verb: Token) -> bool:
    """ "They come here from the mines", "Most of our ore comes from the north": "come" with a
    "from" source in the simple present (no perfect, no progressive). An event verb in the
    simple present reports no single event but a habit or a standing relation (Quirk et al.
    1985 §4.6-4.7 habitual present; Krifka et al. 1995 on characterising sentences), and
    "come from" in the present is also the origin sense hail.v.02 "be a native of" (WordNet
    3.0, lemma "come"); neither asserts one arrival, so no prior state "they were not here"
    is taken for granted (NOPE App. A: a change of state presupposes the state before the
    change; review s1205c pres-029, "habitual/origin, not a change of state"). The past ("They
    came here from the mines") and the perfect ("have come from") report an arrival and
    stay; so does a present without a source ("He comes home"), which the narrative and
    stage-direction present can use for one event (Quirk et al. 1985 §4.8)."""
    if not simple_present(verb, do_support=True):
        return False
    # the source may hang from the goal adverb the parser attaches it to ("here [from X]")
    hosts = [verb, *(c for c in verb.children if c.dep_ == "advmod")]
    return any(c.dep_ == "prep" and c.lower_ == "from" for h in hosts for c in h.children)


#: Prepositions of a classification ("remain under the umbrella of", "within the category",
#: "among the genres"): membership in a class, not a place.
CLASSIFYING_PREPOSITIONS = frozenset({"under", "within", "among"})
#: Lexicographer files of the class nouns after them: terms, categories, definitions (noun.
#: communication, noun.cognition), groups and kinds (noun.group).
CLASS_LEXNAMES = frozenset({"noun.communication", "noun.cognition", "noun.group"})
#: Heads of a predicative "remain a member / part / one / example of ...".
MEMBERSHIP_HEADS = frozenset({"member", "part", "one", "example", "instance", "kind", "type"})


#: Degree words that open a comparative correlative clause besides a comparative form ("the
#: more ..., the less ...").
CORRELATIVE_DEGREE_WORDS = frozenset({"more", "less", "fewer"})
#: Comparatives of time, adverbs of the verb, not its predicative ("the sooner the results will
#: appear": the event of appearing, timed).
TIME_COMPARATIVES = frozenset({"sooner", "later", "earlier", "faster", "quicker", "slower"})


def _gapped_passive_conjunct(verb: Token) -> bool:
    """ "The requested size is allocated from this block and the rest of the block returned to
    the free pool": a second clause conjunct with a subject of its own, no auxiliary and an
    "-ed" form, after a first conjunct that is a present passive ("is allocated"), is the
    passive with its operator gapped, "the rest [is] returned" (Quirk et al. 1985 §13.92 on
    gapping of the operator; Huddleston & Pullum 2002 ch. 15 §4.2). Read as an active past
    ("the rest returned", = went back) it would switch tense inside one coordination, and the
    drafts rebuild that wrong voice ("Did the rest of the block return ...?"; review s1204i
    pres-028/071). The source's passive present states a routine, not a prior absence the
    active "return" presupposes: no candidate."""
    if verb.dep_ != "conj" or verb.tag_ not in ("VBD", "VBN") or not verb.lower_.endswith("ed"):
        return False
    if any(k.dep_ in ("aux", "auxpass") for k in verb.children):
        return False
    if not any(k.dep_ in ("nsubj", "nsubjpass") for k in verb.children):
        return False
    first = verb.head
    return first.tag_ == "VBN" and any(
        k.dep_ == "auxpass" and k.tag_ in ("VBZ", "VBP") for k in first.children
    )


def _correlative_comparative(word: Token) -> bool:
    """``word`` is a comparative after "the" in a comparative correlative: tagged JJR/RBR, a
    degree word, or an "-er" form the small model took for a noun ("the smoother" tagged NNP)."""
    if word.tag_ in ("JJR", "RBR") or word.lower_ in CORRELATIVE_DEGREE_WORDS:
        return True
    low = word.lower_
    if not low.endswith("er") or len(low) < 5:
        return False
    stems = {low[:-2], low[:-1], low[:-3] if low[-3] == low[-4] else low[:-2]}
    if low.endswith("ier"):
        stems.add(low[:-3] + "y")
    return any(lex.wordnet().synsets(stem, "a") for stem in stems)


def _correlative_predicative(verb: Token) -> bool:
    """ "The higher the frame rate, the smoother the animation will appear": in a comparative
    correlative (Quirk et al. 1985 §15.36 proportional clauses; Culicover & Jackendoff 1999) each
    clause fronts "the" + a comparative out of its own predicate, so a bare "appear" whose
    clause opens with "the smoother" has that adjective as its predicative complement: the
    copular "appear" = "seem" (Quirk et al. 1985 §16.21), a judgement of how a thing looks, not
    "come into view", so there is no prior state. Both halves must open with "the" + a
    comparative (the sentence's first words and the words before the verb's subject), which
    sets the construction apart from "the number" or "the computer" before a subject. The small
    model may also take the second half's "the" + comparative for the subject itself ("the
    smoother" nsubj, "the dithered colour" its apposition): a subject that opens with "the" +
    a comparative, after a comma, is that fronted predicative (review s1204i pres-010)."""
    doc = verb.doc
    sent = verb.sent
    if len(sent) < 4 or sent[0].lower_ != "the" or not _correlative_comparative(sent[1]):
        return False
    subs = [s for s in subjects(verb) if s.i < verb.i]
    if not subs:
        return False
    # the second half's "the" + comparative sits right before the nearest subject (the small
    # model also hangs the first half's noun on the verb as a second subject)
    start = max(subs, key=lambda s: s.i).left_edge.i
    if (
        doc[start].lower_ == "the"
        and start + 1 < verb.i
        and start - 1 >= sent.start + 2
        and doc[start - 1].text == ","
    ):
        start += 2  # "..., the smoother the colour will appear": "the smoother" parsed as subject
    predicative = doc[start - 1]
    return (
        start - 2 >= sent.start + 2
        and doc[start - 2].lower_ == "the"
        and predicative.tag_ != "RBR"
        and predicative.lower_ not in TIME_COMPARATIVES
        and _correlative_comparative(predicative)
    )


def _raising_appear_infinitive(verb: Token) -> bool:
    """ "This appeared to Trillian to be genuinely stupid": "appear" with a to-infinitive is
    the raising verb 'seem' (Huddleston & Pullum 2002 ch. 14 §4.2, "seem/appear" as raising
    verbs; Quirk et al. 1985 §16.41), a judgement about how things look, with no state of being
    out of sight before it (the change-of-state sense, WordNet appear.v.02 "come into sight",
    takes no infinitive). The parser hangs the infinitive as xcomp (caught above) or, after an
    experiencer "to"-phrase, as advcl: the advcl case is this one."""
    return any(
        c.dep_ == "advcl"
        and c.tag_ == "VB"
        and c.i > verb.i
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        for c in verb.children
    )


def _classificatory_remain(verb: Token) -> bool:
    """ "Works inspired by religion but not sacred remain under the term religious art", "The
    species remains within the genus", "It remains a member of the family": "remain" in the
    simple present with a class as its complement says what something still counts as, given a
    restriction just stated; "still" here marks a point on a scale of membership, not the
    continuation of a state through time (Michaelis 1993, the non-temporal "still"; Krifka et
    al. 1995 on characterising sentences). No earlier time is compared, so there is no prior
    state "was X before" (NOPE App. A counts "remain" as a continuation of a state in time)."""
    if not _simple_present(verb):
        return False
    for c in verb.children:
        if c.dep_ == "prep" and c.lower_ in CLASSIFYING_PREPOSITIONS:
            pobj = next((g for g in c.children if g.dep_ == "pobj"), None)
            if pobj is not None and lex.lexname(pobj.lemma_.lower()) in CLASS_LEXNAMES:
                return True
        if (
            c.dep_ == "attr"
            and c.lemma_.lower() in MEMBERSHIP_HEADS
            and any(g.dep_ == "prep" and g.lower_ == "of" for g in c.children)
        ):
            return True
    return False


#: Quantity words that count or measure a subject ("how many months", "few payments").
LEFTOVER_QUANTIFIERS = frozenset({"many", "much", "few", "little", "several"})
#: Complements that make "remain" copular ("remained open", "remains a member").
REMAIN_COMPLEMENT_DEPS = frozenset({"acomp", "attr", "oprd", "xcomp", "ccomp"})


def _leftover_remain(verb: Token) -> bool:
    """ "This tells the assistant how many months remain on the loan", "Three payments remain":
    "remain" with no predicative complement and a counted or measured subject (a numeral or
    ``LEFTOVER_QUANTIFIERS``) that is no being is remain.v.03/.04 "be left; be left over (at the
    end of a process)" (WordNet 3.0; Quirk et al. 1985 §10.29 on existential "remain", close
    to "there are N left"): it states how much of something is left, not that a thing stays in
    a state or place it was in before, the continuation sense (remain.v.01/.02) NOPE App. A
    lists. "Three guards remained on the bridge" (persons) keeps the continuation sense
    (review s1204q candidate 08)."""
    if any(c.dep_ in REMAIN_COMPLEMENT_DEPS for c in verb.children):
        return False
    subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subj is None or subj.pos_ != "NOUN" or _being(subj):
        return False
    return any(
        (c.dep_ == "nummod" and c.like_num) or c.lower_ in LEFTOVER_QUANTIFIERS
        for c in subj.children
        if c.dep_ in ("nummod", "amod", "det")
    )


#: Verbs whose past participle is spelled as the base form and that form adjectival passives
#: ("remains shut / set / split"; Quirk et al. 1985 §3.16, irregular verbs of the "cut" class).
BASE_FORM_PARTICIPLES = frozenset(
    {"set", "put", "cut", "shut", "split", "spread", "cast", "hit", "hurt", "let", "quit"}
    | {"burst", "shed", "slit", "upset", "thrust", "broadcast", "forecast", "bet"}
)


def _plural_noun_remains(verb: Token) -> bool:
    """ "The bulk of Allosaurus remains come from the Morrison Formation": "remains" is the
    plural-only noun (remains.n.01 "any object that is left unused or still extant"; Quirk et
    al. 1985 §5.80, plural-only nouns) heading the subject, and the base-form verb right after
    it ("come") is the clause's verb, which the tagger read as the complement of a verb
    "remains". Copular "remain" takes an adjective, a noun phrase, a participle or a
    to-infinitive (Quirk et al. 1985 §16.21), never a bare base form; a base form that is also
    a past participle of the "cut" class ("remains shut", ``BASE_FORM_PARTICIPLES``) keeps the
    verb. No verb "remain", so no prior state (NOPE App. B, lexical ambiguity)."""
    if verb.lower_ != "remains" or verb.i + 1 >= len(verb.doc):
        return False
    nxt = verb.doc[verb.i + 1]
    return (
        nxt.head.i == verb.i
        and nxt.pos_ == "VERB"
        and nxt.lower_ == nxt.lemma_.lower()
        and nxt.lower_ not in BASE_FORM_PARTICIPLES
        and not any(c.dep_ in ("aux", "auxpass") for c in nxt.children)
    )


#: The two directions of the binomial "left and right" / "right and left".
DIRECTION_PAIR = frozenset({"left", "right"})


def _left_side_label(tok: Token) -> bool:
    """ "Common names: open brace; left brace; left curly bracket": "left" opening an item of a
    colon or semicolon list, right before a noun phrase, is the attributive adjective of side
    (WordNet left.a.01; Quirk et al. 1985 §7.36 on attributive-only adjectives), not the past of
    "leave". A finite verb there would need a subject inside its own item, since a semicolon
    separates items or independent clauses, each with its own subject (Quirk et al. 1985
    App. III.18); the parser borrowed one across the punctuation. "The team left town; the
    fans left too" has a subject before each "left" and keeps it."""
    doc = tok.doc
    if tok.lower_ != "left" or tok.i + 1 >= len(doc):
        return False
    if tok.i > tok.sent.start and doc[tok.i - 1].text not in (";", ":"):
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass") and c.i > tok.i for c in tok.children):
        return False
    return doc[tok.i + 1].pos_ in ("NOUN", "PROPN", "ADJ", "ADV")


LATERAL_NOUNS = word_set("presupposition_lateral_nouns")


def _coordinated_side_adjective(tok: Token) -> bool:
    """ "placement of the return and left shift keys": "left" right after "and"/"or", with no
    subject of its own and right before a noun of a thing with a left and a right member
    (``presupposition_lateral_nouns``: key, shift, margin, subtree, ...), is the attributive
    adjective of side opening the second conjunct of a noun phrase coordination (WordNet
    left.a.01; Quirk et al. 1985 §7.36 attributive-only adjectives, §13.61 on coordinated noun
    phrases sharing a determiner), not the past of "leave" the tagger read: nothing left any
    keys. "He closed the door and left footprints" (no side noun) keeps the verb (blind review
    s1204f pres-040)."""
    doc = tok.doc
    if tok.lower_ != "left" or tok.i < 1 or tok.i + 1 >= len(doc):
        return False
    if doc[tok.i - 1].lower_ not in ("and", "or", "&"):
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass", "neg") for c in tok.children):
        return False
    nxt = doc[tok.i + 1]
    if nxt.pos_ not in ("NOUN", "PROPN"):
        return False
    run = [nxt]
    while run[-1].dep_ == "compound" and run[-1].head.i == run[-1].i + 1:
        run.append(run[-1].head)
    return any(t.lemma_.lower() in LATERAL_NOUNS for t in run)


def _directional_binomial(verb: Token) -> bool:
    """ "pundits left and right sing his praises", "turning right and left": "left" coordinated
    with "right" is the word of direction (or the political side) in a fixed binomial (Malkiel
    1959 on irreversible binomials; Quirk et al. 1985 §13.43: coordination joins units of the
    same class, and "right" is no verb form), an adverb or noun the tagger read as the past of
    "leave": nobody leaves anything, so no change of state."""
    if verb.lower_ != "left":
        return False
    doc = verb.doc
    after = doc[verb.i + 1 : verb.i + 3]
    before = doc[max(verb.i - 2, 0) : verb.i]
    return (
        len(after) == 2
        and after[0].lower_ in ("and", "or", "to")
        and after[1].lower_ == "right"
        or len(before) == 2
        and before[1].lower_ in ("and", "or", "to")
        and before[0].lower_ == "right"
    )


#: Change-of-state verbs with a sense of saying that heads reporting clauses: return.v.?
#: = retort.v.01 "answer back" (WordNet 3.0 lists "return" among its lemmas; OED return v. 18
#: "to say in reply").
REPORTING_SENSE_VERBS = frozenset({"return"})
#: Quotation marks that open or close direct speech (double, and single as in "'No,' he said").
QUOTE_MARKS = DOUBLE_QUOTES | {"'", "\u2018", "\u2019"}


def _reporting_clause_verb(verb: Token, lemma: str) -> bool:
    """'"You're the doctor," he returned with a smile': "return" as the verb of a reporting
    clause of direct speech is retort.v.01 "answer back" (``REPORTING_SENSE_VERBS``), whose
    quotation the parse makes its clausal complement before it (Quirk et al. 1985 §14.29-14.31
    on reporting clauses; as ``_quotative`` for "'Well,' he began"). The motion sense takes no
    clausal complement, so a complement clause before the verb, inside quotation marks, is the
    quote (a conditional the parse hangs there, "if it is elastic, the object will return to
    its shape", has none), and nothing is
    presupposed about being away (Levinson 1983 ch. 4: the prior state belongs to the
    change-of-state sense only; NOPE App. B, lexical ambiguity)."""
    if lemma not in REPORTING_SENSE_VERBS:
        return False
    doc = verb.doc
    return any(
        c.dep_ == "ccomp"
        and c.i < verb.i
        and any(t.text in QUOTE_MARKS for t in doc[max(c.left_edge.i - 1, 0) : verb.i])
        for c in verb.children
    )


def _record_holder_infinitive(verb: Token) -> bool:
    """ "one of five people to have won more than one Nobel Prize", "the first woman to have
    crossed the ocean": a perfect infinitive (to have V-ed) in a modifier of a counted or
    ordinal noun picks out a set by an experiential perfect (McCawley 1971; Comrie 1976 §3.1.2:
    "has ever V-ed"), an existential over times with no event at a time of its own, and the
    infinitival relative is no negatable main clause (NOPE §3.2). With a counted object ("more
    than one Nobel Prize") it ranges over several events besides, so there is no single prior
    state to state."""
    if verb.tag_ != "VBN":
        return False
    kids = list(verb.children)
    has_to = any(c.dep_ == "aux" and c.lower_ == "to" for c in kids)
    has_have = any(c.dep_ == "aux" and c.lower_ == "have" for c in kids)
    return has_to and has_have and verb.dep_ in ("xcomp", "acl", "relcl", "advcl")


#: Possessive determiner of each subject pronoun: the body part of a reflexive body-part action
#: belongs to the subject.
OWN_POSSESSIVE = {
    "i": "my", "you": "your", "he": "his", "she": "her", "it": "its", "we": "our", "they": "their"
}  # fmt: skip


def _opened_someones_eyes(verb: Token) -> bool:
    """ "The trip had opened her eyes", "You opened my eyes to the danger": the idiom "open
    someone's eyes (to X)", make someone realise something (Oxford Dictionary of English Idioms;
    Cambridge Idioms Dictionary), whose eyes were not closed before. Opening one's eyes literally
    is a body-part action of the part's owner (Levin 1993 §40.3, verbs of gestures and signs
    involving body parts: "She opened her eyes"), so the idiom shows when the subject is not
    the owner: an inanimate causer (not a person or animal by its first WordNet sense), a
    subject pronoun whose possessive is not the eyes' possessor, or a "to" phrase naming what
    is realised."""
    eyes = next((c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() == "eye"), None)
    if eyes is None:
        return False
    if any(c.dep_ == "prep" and c.lower_ == "to" for c in (*verb.children, *eyes.children)):
        return True
    owner = next((c for c in eyes.children if c.dep_ == "poss"), None)
    subj = next(iter(subjects(verb)), None)
    if owner is None or subj is None:
        return False
    if subj.pos_ == "PRON":
        own = OWN_POSSESSIVE.get(subj.lower_)
        return own is not None and owner.pos_ == "PRON" and owner.lower_ != own
    if subj.pos_ == "NOUN" and lex.lexname(subj.lemma_.lower()) not in (
        "noun.person",
        "noun.animal",
    ):
        return True
    # A singular noun or name subject ("God opened her eyes", "The king opened their eyes"):
    # the owner's pronoun must agree with it in number and gender to be its own eyes (Quirk et
    # al. 1985 §6.10 on pronoun concord; §5.104-5.107 gendered nouns), so a plural, first- or
    # second-person possessive, or one of the other gender, names another person's eyes: the
    # idiom, or giving sight (pr188, blind review s1205r pres-001). An ungendered name with
    # "his"/"her" ("Mary opened her eyes") may be its own and stays.
    if subj.pos_ not in ("NOUN", "PROPN") or owner.pos_ != "PRON" or subj.tag_ in ("NNS", "NNPS"):
        return False
    if owner.lower_ in ("my", "your", "our", "their"):
        return True
    noun = subj.lemma_.lower()
    other = {"his": FEMININE_NOUNS, "her": MASCULINE_NOUNS}.get(owner.lower_, frozenset())
    return noun in other


#: Adverbs of facility and manner, and the directionals of a fitting, that make an intransitive
#: simple present a middle ("The door opens easily", "The lid closes smoothly", "The windows open
#: inward"): Keyser & Roeper 1984 "On the middle and ergative constructions in English" (LI 15);
#: Fagan 1992 "The syntax and semantics of middle constructions" ch. 2 (the middle needs such an
#: adverb, "This book reads *(easily)"); Huddleston & Pullum 2002 ch. 16 §10.1.
MIDDLE_ADVERBS = frozenset(
    {"easily", "readily", "effortlessly", "smoothly", "well", "nicely", "badly", "poorly",
     "inward", "inwards", "outward", "outwards"}
)  # fmt: skip


def _dispositional_middle(verb: Token) -> bool:
    """A middle: a simple present intransitive with a facility/manner adverb
    (``MIDDLE_ADVERBS``), "The door opens easily". It ascribes a disposition to its subject, a
    generic property that holds without any event taking place (Fagan 1992 ch. 2; Ackema &
    Schoorlemmer 1995 "Middles and nonmovement", LI 26), so no change of state happens and no
    prior state is presupposed (NOPE App. A: the verb must describe a change). A past or
    progressive verb reports an event ("The door opened easily when I pushed it") and stays."""
    if any(c.dep_ in OBJECT_DEPS for c in verb.children) or not subjects(verb):
        return False
    if not _simple_present(verb) or verb.tag_ == "VBN":
        return False
    return any(c.dep_ == "advmod" and c.lower_ in MIDDLE_ADVERBS for c in verb.children)


#: Modals of possibility whose passive ascribes a capacity to a generic subject ("can be opened"
#: = "is openable"; Palmer 2001 §3.2 on dynamic/circumstantial possibility).
DISPOSITION_MODALS = frozenset({"can", "ca", "may"})


def _modal_passive_disposition(verb: Token) -> bool:
    """ "A ZIF socket can be opened and closed by means of a lever": a present possibility
    modal over a passive with a generic subject (``_generic_subject``: an indefinite singular,
    a bare plural, a quantified subject). "can be Ved" there says the subject's kind admits
    the change, the modal paraphrase of an "-able" adjective ("openable"; Quirk et al. 1985
    §4.51 on "can" of possibility, App. I.31 on "-able"); like the middle ("The door opens
    easily", ``_dispositional_middle``) it ascribes a disposition that holds without any event
    (Krifka et al. 1995 §1.2; Fagan 1992 ch. 2), so no change of state takes place and no prior
    state is presupposed (blind review s1204g pres-083). A conjunct ("opened and closed")
    shares the first verb's modal and subject. A definite subject ("The socket can be opened
    now") speaks of one object's present possibility and stays."""
    host = verb
    if host.dep_ == "conj" and host.head.tag_ == "VBN":
        host = host.head
    if host.tag_ != "VBN" or not any(c.dep_ == "auxpass" and c.tag_ == "VB" for c in host.children):
        return False
    if not any(c.dep_ == "aux" and c.lower_ in DISPOSITION_MODALS for c in host.children):
        return False
    return _generic_subject(host)


#: Levin's (1993 §10.3) "clear" verbs in the change-of-state list: they alternate between a
#: location object ("clean the engine": the engine becomes clean) and an object naming the
#: removed stuff ("clean grease from the engine"; Levin 1993 §10.3 "clear the dishes from the
#: table"), in which the object changes place, not state.
CLEAR_VERBS = frozenset({"clean"})
#: Source prepositions of the removed-stuff frame ("clean the mud off / from / out of X").
_REMOVAL_PREPS = frozenset({"from", "off", "out"})


def _removed_substance(verb: Token) -> bool:
    """A clear verb whose object is the removed stuff, not the location that becomes clean:
    a source PP ("clean the mud off the boots") or a substance object by its first WordNet
    sense (noun.substance: grease, muck, dirt, rust: "clean grease or muck" means "remove
    it"), unless it is a determined plural ("those glasses": things). The template "{theme} was dirty before" would call the grease dirty (review s1202m,
    class 4: "Grease or muck was dirty before"); the location is not always named, so no
    candidate. Locations and things ("clean the kitchen / the dishes / the wound") keep it."""
    kids = list(verb.children)
    obj = next((c for c in kids if c.dep_ in OBJECT_DEPS), None)
    if obj is None:
        return False
    if any(c.dep_ in ("prep", "prt", "advmod") and c.lower_ in _REMOVAL_PREPS for c in kids):
        return True
    # a counted plural with a determiner ("those glasses") names things, whatever the first
    # sense of the lemma ("glass" the material): only a mass singular or a bare noun is stuff
    counted = obj.tag_ in ("NNS", "NNPS") and any(c.dep_ in ("det", "poss") for c in obj.children)
    return lex.lexname(obj.lemma_.lower()) == "noun.substance" and not counted


#: "open its doors": of a business or institution, start operating (Cambridge Idioms
#: Dictionary, Oxford Dictionary of English Idioms): an idiom of the whole phrase (Nunberg, Sag &
#: Wasow 1994) that names the institution's inception, so nothing was closed before ("The museum
#: opened its doors in 1990" -/-> "Its doors were closed before"; blind review stop 35, "opened
#: its doors" read as a change of state). "close / shut its doors" stays a change of state:
#: the institution was in business before (NOPE's experts accepted "INMECAFE closed its doors
#: in 1990" with "INMECAFE was in business prior to 1990").
DOOR_IDIOM_VERBS = frozenset({"open"})
_DOOR_PERSON_POSSESSIVES = frozenset({"my", "your", "his", "her"})


def _institution_doors(verb: Token) -> bool:
    """The object is the possessed plural "doors" of a non-person ("its doors", "the bank's
    doors", "their doors" with a subject that is no person), alone (not "doors and windows")."""
    obj = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
    if obj is None or obj.lower_ != "doors" or any(c.dep_ == "conj" for c in obj.children):
        return False
    doc = verb.doc
    if verb.i >= 2 and doc[verb.i - 1].text == "-" and doc[verb.i - 2].lower_ == "re":
        return False  # "re-opened its doors" (split prefix): it was closed before, no inception
    if any(c.dep_ == "advmod" and c.lower_ in ("again", "back") for c in verb.children):
        return False  # "opened its doors again"
    poss = next((c for c in obj.children if c.dep_ == "poss"), None)
    if poss is None or poss.lower_ in _DOOR_PERSON_POSSESSIVES:
        return False
    if poss.lower_ == "its":
        return True
    owner = poss if poss.pos_ in ("NOUN", "PROPN") else next(iter(subjects(verb)), None)
    if owner is None:
        return False
    if owner.pos_ == "PROPN":
        return owner.ent_type_ != "PERSON"
    return owner.pos_ == "NOUN" and lex.lexname(owner.lemma_.lower()) != "noun.person"


def _title_word(tok: Token) -> bool:
    """A capitalised word inside a run of capitalised words in mid-sentence ("watching Die
    Hard", "read Gone Girl", "saw Dead Poets Society"): a title or name, whose content words
    are capitalised (Quirk et al. 1985 §5.70 on titles as names; Chicago Manual of Style 8.159
    headline style), not a verb of the sentence, whatever the tagger says. A capital at the
    start of the sentence or after a stop, quote or colon is a sentence's, and "I" is always
    capitalised, so neither counts."""
    if not tok.text[:1].isupper() or tok.is_sent_start or tok.i == 0 or tok.lower_ == "i":
        return False
    prev = tok.doc[tok.i - 1]
    if prev.is_punct or prev.is_space:
        return False

    def capital(i: int) -> bool:
        if not 0 <= i < len(tok.doc):
            return False
        t = tok.doc[i]
        return t.is_alpha and t.text[:1].isupper() and t.lower_ != "i" and not t.is_sent_start

    return capital(tok.i - 1) or capital(tok.i + 1)


def _is_verb_token(tok: Token) -> bool:
    """A verb, or a word after do-support that the tagger read as an adjective ("Those gates did
    open": do-support takes a bare infinitive, Quirk et al. 1985 §3.37); not a word of a title
    (``_title_word``)."""
    if _title_word(tok):
        return False
    if tok.pos_ == "VERB":
        return True
    return tok.pos_ == "ADJ" and any(
        c.dep_ == "aux" and c.lemma_.lower() == "do" and c.i < tok.i for c in tok.children
    )


def _attributive_after_misread_verb(tok: Token) -> bool:
    """ "The menu lists recently closed windows", "The viewer displays opened images": the tagger
    read the "-s" verb as a plural noun ending a compound subject ("menu lists"), so the parser
    made the past participle that premodifies the object the main verb. A participle between a
    finite verb and the noun it modifies is attributive, an adjectival participle (Wasow 1977;
    Levin & Rappaport 1986 on adjectival passives; Quirk et al. 1985 §7.15-7.17 on participial
    adjectives): it names a property of the windows, and the sentence asserts no closing event,
    so there is no change of state whose prior state could be presupposed (NOPE App. B asks for
    a change-of-state predicate of a clause). The "-s" word must have a verb reading right after
    a noun phrase (``fitness._maybe_finite``, the noun/verb "-s" ambiguity of Quirk et al. 1985
    §3.54), be the participle's subject with a premodifier of its own (the misread compound),
    and the participle must be followed by a bare noun or adjective, the rest of the object noun
    phrase. Stop 76, pr150."""
    if tok.tag_ not in ("VBD", "VBN") or tok.i + 1 >= len(tok.doc):
        return False
    doc = tok.doc
    j = tok.i - 1
    while j > 0 and doc[j].tag_ in ("RB", "RBR"):
        j -= 1  # "lists recently closed", "displays most recently opened"
    noun = doc[j]
    if noun.tag_ != "NNS" or noun.dep_ not in ("nsubj", "nsubjpass") or noun.head.i != tok.i:
        return False
    if not any(c.dep_ in ("compound", "amod") and c.i == noun.i - 1 for c in noun.children):
        return False
    if doc[tok.i + 1].tag_ not in ("NN", "NNS", "JJ"):
        return False
    return _maybe_finite(noun)


#: Verbs that take a bare infinitive right after them ("help split the file", "go get it",
#: "dare open it", "need not close it"; Quirk et al. 1985 §16.52; Huddleston & Pullum 2002 ch.
#: 14 §5-6 on catenatives with a bare infinitive). Causative and perception verbs ("make",
#: "let", "see") put their object between, so a base form right after them is not theirs.
BARE_INFINITIVE_HOSTS = frozenset({"help", "go", "come", "dare", "need"})


def _base_form_premodifier(tok: Token) -> bool:
    """ "You can use split preview to compare ...": the tagger read the noun modifier "split"
    of the compound "split preview" as a base-form verb, the parser as a bare-infinitive
    complement of "use" with the rest of the compound as its object. Outside a closed class of
    hosts (``BARE_INFINITIVE_HOSTS``) no verb takes a bare infinitive right after it (Quirk et
    al. 1985 §16.52), and a bare singular count noun after a verb is no object phrase of its
    own (it needs a determiner, Quirk et al. 1985 §5.26), so the base form premodifies the
    noun: a noun-noun compound or a participial adjective that names a kind or a state ("split
    view", "merge mode"; Quirk et al. 1985 §7.15, §17.104; Levin & Rappaport Hovav 1995 on
    adjectival passives), not a change event whose prior state could be presupposed (NOPE
    App. B asks for a change-of-state predicate of a clause). Stop 79, pr164."""
    if tok.tag_ != "VB" or tok.dep_ != "xcomp" or tok.i != tok.head.i + 1:
        return False
    if tok.head.pos_ != "VERB" or tok.head.lemma_.lower() in BARE_INFINITIVE_HOSTS:
        return False
    if any(c.dep_ in ("aux", "nsubj", "nsubjpass", "neg") or c.tag_ == "TO" for c in tok.children):
        return False
    if tok.i + 1 >= len(tok.doc):
        return False
    noun = tok.doc[tok.i + 1]
    return (
        noun.tag_ == "NN"
        and noun.head.i == tok.i
        and noun.dep_ in ("dobj", "obj")
        and not any(c.dep_ in ("det", "poss", "nummod") for c in noun.children)
    )


# -- stop 71 (pr128): false-positive change-of-state triggers ------------------------------------

#: Nouns of respect or manner-of-being in "in (their own / some / every) way": the
#: respect adjunct (Quirk et al. 1985 §8.86 "respect" adjuncts; H&P 2002 ch. 8 §7) of a state.
RESPECT_NOUNS = frozenset({"way", "ways", "respect", "respects", "sense", "regard"})


def _respect_qualified_participle(verb: Token) -> bool:
    """ "They were each broken in their own way": a passive participle with no by-agent that an
    "in X way/respect/sense" adjunct qualifies is the statal (adjectival) passive, "broken" =
    "flawed" (Quirk et al. 1985 §3.77 statal vs. dynamic passive; Kratzer 2000 "Building
    statives"): a respect adjunct grades a property ("flawed in some respects"), it does not
    describe an event, so no earlier unbroken state is presupposed (NOPE App. B: stative
    uses are no change-of-state triggers; review s1203c pres-034). "The vase was broken by the
    cat" (an agent) and "It was broken in two" (a result, no respect noun) keep the trigger."""
    kids = list(verb.children)
    if verb.tag_ != "VBN" or not any(c.dep_ == "auxpass" for c in kids):
        return False
    if any(c.dep_ == "agent" for c in kids):
        return False
    return any(
        c.dep_ == "prep"
        and c.lower_ == "in"
        and any(g.dep_ == "pobj" and g.lower_ in RESPECT_NOUNS for g in c.children)
        for c in kids
    )


def _listed_noun(tok: Token) -> bool:
    """ "... ape, cat, rose, cabbage, amphora": a word the tagger read as a verb between commas
    in a list whose neighbouring items are nouns. Coordination joins constituents of one
    category (Quirk et al. 1985 §13.1, §13.36; H&P 2002 ch. 15 §4.1 on likeness of category),
    so a list item between two nouns is a noun ("rose" the flower), when WordNet has the
    written form as a noun; no verb, no change of state (review s1203c pres-040)."""
    doc = tok.doc
    i = tok.i
    if i < 2 or i + 2 >= len(doc) or doc[i - 1].text != ",":
        return False
    if doc[i + 1].text not in (",", "and", "or"):
        return False
    if doc[i - 2].pos_ not in ("NOUN", "PROPN") or doc[i + 2].pos_ not in ("NOUN", "PROPN"):
        return False
    return bool(lex.wordnet().synsets(tok.lower_, "n"))


#: Verbs of motion whose object can instead be information: "enter digits" (record.v.01 "make
#: a record of; set down in permanent form", WordNet 3.0), "return a value" (a function's
#: result, the computing sense of yield.v "give or supply"): neither moves a thing into or
#: back to a place, so no earlier location or absence is presupposed (NOPE App. B on lexical
#: ambiguity of change-of-state verbs; Levinson 1983 ch. 4). "fix" with information for its
#: theme ("fixing the relocation information", "fix the date") is fix.v.01/.08 "set or place
#: definitely; decide upon or fix definitely", setting or patching values, not repair.v.01 of
#: a broken thing, so nothing was broken before (Levin 1993 §45.4 vs §54.4 on "fix";
#: review s1204f candidate 34).
INFORMATION_THEME_VERBS = frozenset({"enter", "return", "fix"})
#: WordNet 3.0 roots of information and symbols: a number ("digit", "value"), a written
#: text or code ("password", "address", "list"), a symbol, a word, and a speech act
#: ("enters commands / a query / a plea": command.n.01 and question.n.01 are speech acts,
#: speech_act.n.01; one enters them by typing or recording them, record.v.01, and nobody goes
#: into a speech act; review s1204a). A language ("a flow chart language entered on a graphics
#: tablet", language.n.01 "a systematic means of communicating by the use of sounds or
#: conventional symbols") is a system of symbols: it is written in, not moved in (s1204c).
#: Data ("enter and edit your account data": spaCy lemmatises "data" to "datum", datum.n.01
#: "an item of factual information", under information.n.02, and data.n.01 "a collection of
#: facts") are typed in, record.v.01, not gone into (blind review s1204s, stop 78 pr158).
INFORMATION_SYNSETS = frozenset(
    {
        "information.n.01", "written_communication.n.01", "language_unit.n.01", "symbol.n.01",
        "numerical_quantity.n.01", "number.n.02", "speech_act.n.01", "language.n.01",
        "datum.n.01", "data.n.01",
    }
)  # fmt: skip


#: A metavariable of a formula or a program ("E2", "x", "n1", "A"): one letter, optionally
#: followed by digits, or letters followed by digits.
METAVARIABLE = re.compile(r"[A-Za-z]\d*|[A-Za-z]{1,3}\d+")


def _schematic_variable(tok: Token) -> bool:
    """ "If A is larger than B, then B's place is second", "x's square root is real": a bare
    letter (``METAVARIABLE``'s one-letter form, optionally with digits: "x", "B", "n1") with no
    title, name or determiner of its own is a variable of a formula or a schematic statement.
    Such a letter stands for any value or party (Quirk et al. 1985 §17.92 on letters used as
    symbols; Russell 1905, "On denoting", on variables as non-denoting), so it refers to nobody
    and a sentence about what it "has" is no presupposition of the text. A lower-case letter is
    always a symbol (ordinary text writes no person as "x"); a capital one only when another
    bare letter stands in the sentence beside it (the schematic "A ... B"). "Plan B's budget",
    "Mr. B's house", "Malcolm X's speech" have a modifier on the letter (a name) and stay."""
    if not re.fullmatch(r"[A-Za-z]\d*", tok.text) or tok.lower_ in ("i", "a"):
        return False
    if any(c.dep_ not in ("case", "punct") for c in tok.children):
        return False
    if tok.i > 0 and tok.doc[tok.i - 1].is_title and tok.doc[tok.i - 1].text.endswith("."):
        return False  # "Mr. B" the parse did not join
    if tok.text.islower():
        return True
    return any(
        t.i != tok.i
        and re.fullmatch(r"[A-Z]\d*", t.text)
        and t.text != "I"
        and t.dep_ not in ("det", "compound")
        and not any(c.dep_ in ("compound", "det") for c in t.children)
        for t in tok.doc
    )


def _information_noun(noun: Token) -> bool:
    """The noun's first WordNet sense is information or a symbol (``INFORMATION_SYNSETS``) and
    no physical thing ("letter" is also a document one can carry back: physical_entity.n.01).
    A metavariable (``METAVARIABLE``: "returns E2 otherwise it returns E3", "enter x") is a
    symbol standing for a value or an expression (Quirk et al. 1985 §17.92 on symbols and
    letters used as names; the return.v "give back a value" of programming is no movement of a
    thing back to its place; review s1204c). "I" and "a" as pronoun or article are no noun."""
    if noun.pos_ in ("NOUN", "PROPN", "X", "SYM") and METAVARIABLE.fullmatch(noun.text):
        return noun.lower_ not in ("i", "a")
    if noun.pos_ not in ("NOUN", "PROPN", "X", "SYM"):
        return False
    return first_sense_under(
        noun.lemma_.lower(),
        "NOUN",
        INFORMATION_SYNSETS,
        ("physical_entity.n.01",),
        instances=False,
    )


def _information_theme(verb: Token, lemma: str) -> bool:
    """ "four digits entered through a keypad", "returns x's previous value": the theme of
    "enter"/"return" (``INFORMATION_THEME_VERBS``) is information (``_information_noun``): the
    object, the passive subject, the noun a participle modifies, or the subject of an
    objectless "enter" (a reduced relative the parse made a clause, "digits entered"), and for
    "return" the noun after a possessive the parse split off ("x 's value"). Data entry and a
    function's return value are no change of location (review s1203c candidates 12, 19)."""
    if lemma not in INFORMATION_THEME_VERBS:
        return False
    kids = list(verb.children)
    themes = [c for c in kids if c.dep_ in ("dobj", "obj", "nsubjpass")]
    if verb.dep_ == "acl" and verb.tag_ == "VBN":
        themes.append(verb.head)
    if lemma == "enter" and not any(c.dep_ in OBJECT_DEPS for c in kids):
        themes += [c for c in kids if c.dep_ == "nsubj"]
        # "used to enter and edit your account data": coordinated verbs share the object that
        # follows the last of them (right node raising: Quirk et al. 1985 §13.72; H&P 2002
        # ch. 15 §4.4), which the parse hangs on the last conjunct only
        themes += [
            g
            for c in kids
            if c.dep_ == "conj" and c.pos_ == "VERB" and c.i > verb.i
            for g in c.children
            if g.dep_ in ("dobj", "obj")
        ]
    # "it returns E5": a metavariable right after the verb is its object, whatever relation the
    # parse gave the unknown word (oprd, advmod, npadvmod)
    themes += [c for c in kids if c.i == verb.i + 1 and METAVARIABLE.fullmatch(c.text)]
    for c in kids:
        if c.dep_ == "xcomp" and c.tag_ == "VBG" and c.i == verb.i + 1:
            # "enters editing commands": the parse made the -ing premodifier of the object
            # ("editing commands", Quirk et al. 1985 §17.97 participial premodifiers) a clause
            # of its own and its noun that clause's object; that noun is the verb's theme
            themes += [g for g in c.children if g.dep_ in ("dobj", "obj") and g.i == c.i + 1]
    for c in kids:
        if c.dep_ == "dep" and c.tag_ == "POS":
            themes += [g for g in c.children if g.dep_ in ("attr", "pobj", "dobj")]
        if (
            c.dep_ in ("dobj", "obj")
            and c.i + 1 < len(verb.doc)
            and verb.doc[c.i + 1].tag_ == "POS"
        ):
            themes += [g for g in verb.doc[c.i + 1].children if g.pos_ == "NOUN"]
    return any(_information_noun(t) for t in themes)


#: Goals of "come" (arrive.v.01): deictic/locative adverbs and places.
COME_GOAL_ADVERBS = frozenset({"here", "home", "back", "there"})
PLACE_LEXNAMES = frozenset({"noun.location", "noun.artifact", "noun.object"})
#: Path prepositions whose landmark bounds a climb at an end: "up/down the ladder" (its
#: bottom or top is the source), "onto the roof", "aboard the ship" (the goal). "over" is a
#: route (Jackendoff 1983 ch. 9: route paths name neither source nor goal), "out/into" are
#: climb.v.02 (``_non_change_sense``).
BOUNDED_CLIMB_PREPOSITIONS = frozenset({"up", "down", "onto", "aboard"})


def _bounded_vertical_path(kids: list[Token]) -> bool:
    """The "direction" frame of the framed change-of-state list ("climb"): a vertical path
    with a landmark, "climbed down the ladder" (IMPPRES change_of_state: "Brenda was at the
    top of the ladder"), as a PP ("up the hill") or a particle with a nominal object ("climbed
    the ladder down"). "climb" is a manner-of-motion verb (Levin 1993 §51.3.2 run verbs), an
    activity with no result state of its own (Vendler 1957; Dowty 1979 §2.2: "climbed up for
    an hour"); only a bounded path makes it an accomplishment whose subject ends up elsewhere
    (Jackendoff 1996 "The proper treatment of measuring out"; Zwarts 2005 on bounded paths and
    telicity). A bare particle ("You climb up and hear a click") or a route ("climb over some
    mountains") names no end, so there is no prior state to presuppose (review s1205d)."""
    has_object = any(k.dep_ == "dobj" and k.pos_ in ("NOUN", "PROPN") for k in kids)
    for c in kids:
        if c.lower_ not in BOUNDED_CLIMB_PREPOSITIONS:
            continue
        if c.dep_ == "prep" and any(g.dep_ == "pobj" for g in c.children):
            return True
        if c.dep_ == "prt" and has_object:
            return True
    return False


#: Objects that can be in a place, hidden or shown (WordNet lexicographer files of concrete
#: things): "found a link between X and Y" (noun.relation) is discovering a fact, find.v.01/
#: discover, not find.v.03 "come upon after searching" something that was missing.
CONCRETE_LEXNAMES = frozenset(
    {
        "noun.person",
        "noun.animal",
        "noun.artifact",
        "noun.object",
        "noun.body",
        "noun.plant",
        "noun.food",
        "noun.substance",
    }
)
#: Objects of "get" that are received or undergone, not come to be possessed (get.v.01 is
#: possession): "got a lot of money" (a quantity), "got a call/letter" (a message), "got a
#: chance" (a state), "got a shock" (a feeling), "got an idea" (cognition), "got a taste".
NOT_POSSESSIONS = frozenset(
    {
        "noun.quantity",
        "noun.communication",
        "noun.state",
        "noun.feeling",
        "noun.cognition",
        "noun.event",
        "noun.attribute",
        "noun.phenomenon",
        "noun.perception",
    }
)
CLAUSAL_COMPLEMENTS = frozenset({"ccomp", "xcomp", "oprd", "acomp", "dative", "attr"})


def _indefinite(noun: Token) -> bool:
    """A common noun with no definite determiner or possessor ("found a hiker", "found bodies"):
    an indefinite introduces a new referent, so "find" is find.v.01 "come upon" (an
    encounter), not find.v.03 "come upon after searching", whose theme was known and missing
    (the sense IMPPRES's "Rodney had found Alice" uses; Heim 1982 on indefinites as novel)."""
    if noun.pos_ != "NOUN":
        return False
    return not any(
        c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS)
        for c in noun.children
    )


#: Heads whose to-infinitive "find" is asserted and has the search sense: the implicatives
#: with a positive entailment (``wordlists/implicatives.tsv``: "managed to find") and ability
#: predicates read as actualised in the past ("was able to find", "helped find": Karttunen
#: 1971; Bhatt 1999 on the actuality entailment of "able").
_ASSERTED_INFINITIVE_HEADS = frozenset({"manage", "remember", "happen", "bother", "able", "help"})


def _outcome_or_purpose_find(verb: Token) -> bool:
    """ "find" as a to-infinitive adjunct or complement of a verb that does not assert it: a
    purpose ("went to the shop to find a gift": the finding may not happen) or the outcome
    infinitive of a motion verb ("stopped by to find him there", "woke up to find the car
    gone"), which reports what the subject discovered on arriving, find.v.01 "come upon", not
    find.v.03 "come upon after searching" (Huddleston & Pullum 2002 ch. 8 §14.2 on purpose
    and "outcome" infinitival adjuncts). Only the search sense has a missing theme."""
    if verb.dep_ not in ("xcomp", "advcl") or not any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children
    ):
        return False
    return verb.head.lemma_.lower() not in _ASSERTED_INFINITIVE_HEADS


#: Object pronouns of "find" that may be a missing being ("found him"); "it/this/that" are things.
_FOUND_BEING_PRONOUNS = frozenset(
    {"me", "him", "her", "us", "them", "you", "everyone", "everybody"}
)


def _found_thing(obj: Token) -> bool:
    """ "found the keys / the file / it": "find" with a thing as object is an achievement of
    the finder's perception (Vendler 1957 "Verbs and times": find, spot, recognise), find.v.03
    "come upon after searching" or find.v.01 "come upon": nothing about the keys changes, so
    no prior state of theirs is presupposed (the blind reviews rejected "The keys were in an
    unknown location before"). A missing person or animal is in a state the finding ends
    (missing.a.01 "not able to be found"): the paradigm IMPPRES's change-of-state items use
    ("Rodney had found Alice" -> "Alice used to be in an unknown location"; Jeretič et al.
    2020 Table 5). Names count as beings (a place name is rarely "found")."""
    if obj.pos_ == "PRON":
        return obj.lower_ not in _FOUND_BEING_PRONOUNS
    if obj.pos_ == "PROPN":
        if _thing_named_by_common_head(obj):
            return True
        return obj.ent_type_ not in ("", "PERSON", "NORP", "ORG")
    return lex.lexname(obj.lemma_.lower()) not in ("noun.person", "noun.animal")


#: Lexicographer files of things, not beings: what a name whose head is such a common noun names.
_THING_LEXNAMES = frozenset(
    {"noun.food", "noun.artifact", "noun.substance", "noun.plant", "noun.object"}
)


def _thing_named_by_common_head(obj: Token) -> bool:
    """ "found this Jasmine Green Tea", "found Republic Tea": a name of several words whose
    head is a common noun ("tea") names an instance or brand of that noun's kind (Huddleston &
    Pullum 2002 ch. 5 §20.1 on proper names with common-noun heads: "the Red Sea", "Oxford
    University"), so when that kind is a thing (food, an artifact, a substance), the name is a
    thing's and "find" is the achievement of coming upon it (``_found_thing``), not the end of a
    being's missing state (judged: 0 of the find drafts of s1206a/s1206b kept, "This Jasmine
    Green Tea was in an unknown location before"). A one-word name ("found John", IMPPRES's
    paradigm) and a person's name ("Tea Leoni": PERSON) are beings."""
    if obj.ent_type_ == "PERSON" or not any(c.dep_ == "compound" for c in obj.children):
        return False
    return first_sense_lexname(obj.lower_, "NOUN") in _THING_LEXNAMES


def _found_judged(verb: Token, obj: Token) -> bool:
    """ "We find Republic Tea exceptional", "I find it too sweet": "find" with an object and an
    adjective after it is the complex-transitive "find" of judging (Quirk et al. 1985 §16.45,
    object + subject-related object predicative: "consider"; find.v.05 "come to believe on the
    basis of emotion, intuitions, or indefinite grounds"): an opinion, nothing was missing
    (judged, s1206b pres-004). The parser may tag the predicative adjective RB and hang it on
    the verb ("exceptional/RB"), so an adverb-tagged word right after the object that WordNet
    has as an adjective and not as an adverb counts too; "found him quickly" keeps its draft."""
    end = obj.right_edge.i + 1
    if end >= len(obj.doc):
        return False
    nxt = obj.doc[end]
    if nxt.head.i not in (verb.i, obj.i) or nxt.dep_ not in ("advmod", "acomp", "oprd", "amod"):
        return False
    if nxt.pos_ == "ADJ":
        return True
    word = nxt.lower_
    return (
        nxt.pos_ == "ADV"
        and bool(lex.wordnet().synsets(word, "a") or lex.wordnet().synsets(word, "s"))
        and not lex.wordnet().synsets(word, "r")
    )


def _found_in_state(obj: Token) -> bool:
    """ "found Hayes and another man sitting in the car": "find" with an object and a participle
    predicate is the complex-transitive "find" of discovering a situation (Quirk et al. 1985
    §16.44-16.46; find.v.02 "come upon, as if by accident; meet with", "We find this idea in
    Plato"), a perception of the state the participle names, not the end of the object's
    being missing; the parser hangs the participle on the object (or its last conjunct) as
    ``acl``. "Police found the missing hiker" keeps its draft. The parser may also make the
    participle a ``conj`` of the object ("found Hayes and another juvenile sitting in the car":
    "sitting" conjoined to "Hayes"): a participle is no noun phrase, so such a conjunct is the
    same predicate misattached (blind review s1129q)."""
    nouns = [obj, *(c for c in obj.children if c.dep_ == "conj")]
    if any(
        c.dep_ == "conj" and c.tag_ in ("VBG", "VBN") and c.pos_ == "VERB" for c in obj.children
    ):
        return True
    return any(
        c.dep_ == "acl" and c.tag_ in ("VBG", "VBN") and c.i > n.i
        for n in nouns
        for c in n.children
    )


#: Predicates of presence at one's own place that "find" a person with (OED find v. 8, "to come
#: upon (a person) in a specified place or condition"; the callers' "found her at home / within
#: / out / alone"): adverbs the parser hangs on "find" as ``advmod`` or ``prt``, and "at home".
FOUND_AT_HOME_ADVERBS = frozenset({"within", "in", "indoors", "inside", "out", "home", "alone"})


def _found_at_home(kids: list[Token]) -> bool:
    """ "They found Mrs Hale and her son within / at home / out / alone": "find" with an
    object and a predicate of presence at, or absence from, the object's own home is the
    complex-transitive "find" of a caller who comes upon a person in a state (Quirk et al. 1985
    §16.44-16.48, object + predicative adverbial; OED find v. 8 "to come upon (a person) in a
    specified place or condition"), the visit of Jane Austen's "found her at home": the person
    was where a caller looks for them, never missing, so "They were in an unknown location
    before" is no presupposition of it (blind review s1205m pres-077, candidate 10). The
    search sense find.v.03 with a place of its own ("found the hiker in the woods") keeps its
    draft; ``_found_in_state`` is the same frame with a participle."""
    if any(c.dep_ in ("advmod", "prt") and c.lower_ in FOUND_AT_HOME_ADVERBS for c in kids):
        return True
    return any(g.lower_ == "home" for g in _prep_objects(kids, ("at",)))


#: WordNet classes of the noun of a predicative "in"-phrase of state ("in deep conversation",
#: "in tears", "in despair", "in a rage", "in good health"; pr238).
_STATE_PHRASE_LEXNAMES = frozenset(
    {"noun.state", "noun.feeling", "noun.act", "noun.communication", "noun.cognition"}
)


def _found_in_state_phrase(kids: list[Token]) -> bool:
    """ "I called on him and found him in deep conversation", "found her in tears / in a
    rage": "find" with an object and an "in"-phrase of state or activity is the
    complex-transitive "find" of coming upon a person in a condition (Quirk et al. 1985 §16.44,
    object + predicative; OED find v. 8 "to come upon (a person) in a specified place or
    condition"), the frame of ``_found_in_state`` with a prepositional predicative: the person
    was not missing, so "He was in an unknown location before" is no presupposition (blind
    review, pr238). A state phrase has a bare or indefinite noun of state, feeling, act,
    talk or thought (WordNet first sense); a place keeps its determiner ("found the hiker in
    the woods", "in his study"), the search sense with its draft."""
    for noun in _prep_objects(kids, ("in",)):
        if noun.pos_ != "NOUN":
            continue
        if any(d.dep_ in ("det", "poss") and d.lower_ not in ("a", "an") for d in noun.children):
            continue
        # the plural form first: "in tears" is tear.n.03 "the process of shedding tears" (noun.act)
        # but "tear" is first the drop (noun.body)
        senses = {first_sense_lexname(w, "NOUN") for w in (noun.lower_, noun.lemma_.lower())}
        if senses & _STATE_PHRASE_LEXNAMES:
            return True
    return False


def _found_for_sale(kids: list[Token]) -> bool:
    """ "I found Mrs. Wages at a local Mennonite market", "found the tea in a grocery store":
    "find" with a shop or market as its place is find.v.01 "come upon" of a shopper who comes
    upon goods for sale (OED find v. 1; Quirk et al. 1985 §16.44 on "find" + place), nothing
    that was missing: the object was where shops keep it, so "X was in an unknown location
    before" is no presupposition of it (review s1206a pres-028; IMPPRES's "The guest had found
    John" has no place and stays). Stop 90, pr200."""
    return any(
        g.pos_ == "NOUN" and shop_noun(g.lemma_) for g in _prep_objects(kids, ("at", "in", "from"))
    )


#: Prepositions of location that head the predicative place of "find" + object ("found him in
#: the garden / at the station / on the porch / by the fire").
_FOUND_PLACE_PREPS = ("in", "at", "on", "by", "under", "near", "behind", "inside", "outside")


#: Adverbs of the end of a long process ("finally / eventually found him"): the finding closes a
#: search (Quirk et al. 1985 §8.137 on "finally", "eventually" as time adjuncts of sequence).
_SEARCH_END_ADVERBS = frozenset({"finally", "eventually", "ultimately"})


def _found_given_person_at_place(obj: Token, kids: list[Token]) -> bool:
    """ "She found him in the garden", "found them at the station": "find" with a personal
    pronoun object and a locative phrase of place is the complex-transitive "find" that locates
    a person (OED find v. 8 "to come upon (a person) in a specified place or condition"; Quirk
    et al. 1985 §16.44-16.48, object + predicative adverbial), the frame of ``_found_at_home``
    with any place. The pronoun is discourse-old (its referent is identified in the context,
    Huddleston & Pullum 2002 ch. 17 §2.1), so the new information is where the person was
    (end focus, Quirk §18.3): nothing says the person was missing, and "He was in an unknown
    location before" (IMPPRES's search sense, find.v.03) is no presupposition of the sentence
    (task pr240). The search sense keeps its draft without a place ("She found him", IMPPRES's
    paradigm "had found John"), with a lexical object, whose search is often the sentence's
    news ("The rangers found the hiker in the woods", pr238), with an adverb that closes a
    search ("The police finally found him in a motel") and with an indefinite place, a new
    location that is the finding's result ("found him in a motel"); a definite place ("the
    garden", "his office") is the identifiable setting of the scene."""
    if obj.pos_ != "PRON" or obj.lower_ not in _FOUND_BEING_PRONOUNS:
        return False
    if any(c.dep_ == "advmod" and c.lower_ in _SEARCH_END_ADVERBS for c in kids):
        return False
    for noun in _prep_objects(kids, _FOUND_PLACE_PREPS):
        if noun.pos_ == "PROPN" and noun.ent_type_ in ("GPE", "LOC", "FAC"):
            return True
        if (
            noun.pos_ == "NOUN"
            and lex.lexname(noun.lemma_.lower()) in PLACE_LEXNAMES
            and any(d.dep_ in ("det", "poss") and d.lower_ not in ("a", "an") for d in noun.children)
        ):
            return True
    return False


def _in_frame(verb: Token, frame: str | None) -> bool:
    """Whether ``verb`` is in the frame that selects the change-of-state sense of a verb of
    ``presupposition_change_of_state_framed.txt`` (see its header for the senses)."""
    if frame is None:
        return False
    kids = list(verb.children)
    deps = {c.dep_ for c in kids}
    if frame == "any":
        return True
    if frame.startswith("particle:"):
        return any(c.dep_ == "prt" and c.lower_ == frame.split(":", 1)[1] for c in kids)
    if frame == "object":
        obj = next((c for c in kids if c.dep_ in OBJECT_DEPS), None)
        return (
            obj is not None
            and (
                obj.pos_ in ("PROPN", "PRON")
                or obj.pos_ == "NOUN"
                and lex.lexname(obj.lemma_.lower()) in CONCRETE_LEXNAMES
            )
            and not obj.lower_.endswith(("self", "selves"))
            and not (
                verb.lemma_.lower() == "find"
                and (
                    _indefinite(obj)
                    or _outcome_or_purpose_find(verb)
                    or _found_thing(obj)
                    or _found_in_state(obj)
                    or _found_judged(verb, obj)
                    or _found_at_home(kids)
                    or _found_in_state_phrase(kids)
                    or _found_for_sale(kids)
                    or _found_given_person_at_place(obj, kids)
                    # "The next morning found them in Rome": a time as subject is the scene
                    # in which the object is (Quirk et al. 1985 §10.19 on temporal subjects),
                    # witness.v.02 "be contemporaneous with" (WordNet 3.0), as with "see":
                    # nobody searched and nobody was missing
                    or _scene_noun(
                        next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass")), None),
                        times_only=True,
                    )
                )
            )
            and not deps & CLAUSAL_COMPLEMENTS
            and not any(c.dep_ == "prt" for c in kids)
        )
    if frame == "direction":
        return _bounded_vertical_path(kids)
    if frame == "goal":
        for c in kids:
            if c.dep_ == "advmod" and c.lower_ in COME_GOAL_ADVERBS:
                return True
            if c.dep_ == "prep" and c.lower_ in ("to", "into"):
                pobj = next((g for g in c.children if g.dep_ == "pobj"), None)
                if pobj is not None and (
                    pobj.ent_type_ in ("GPE", "LOC", "FAC")
                    or lex.lexname(pobj.lemma_.lower()) in PLACE_LEXNAMES
                ):
                    return True
        return False
    if frame == "adjective":
        return any(
            c.dep_ == "acomp"
            and c.pos_ == "ADJ"
            and not _continued_absence(c)
            and c.lower_ not in GO_OUTCOME_ADJECTIVES
            for c in kids
        )
    if frame == "acquire":
        obj = next((c for c in kids if c.dep_ in OBJECT_DEPS), None)
        return (
            obj is not None
            and obj.pos_ == "NOUN"
            and any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in obj.children)
            and lex.lexname(obj.lemma_.lower()) not in NOT_POSSESSIONS
            and _employment(obj)
            and not any(c.dep_ in ("acl", "relcl") for c in obj.children)  # "a chance to V"
            and not deps & (CLAUSAL_COMPLEMENTS | {"prt"})
        )
    return False


#: WordNet 3.0 synsets of a paid position (occupation.n.01 "the principal activity in your life
#: that you do to earn money": job, career, profession; position.n.06 "a job in an
#: organization": post, office, appointment).
EMPLOYMENT_SYNSETS = frozenset({"occupation.n.01", "position.n.06"})


def _employment(obj: Token) -> bool:
    """Whether the object of "get" names a paid position ("got a job", IMPPRES's change-of-
    state paradigm "Bruce has gotten a job" -> "Bruce was unemployed"): getting one changes the
    subject's status (unemployed -> employed), become.v.01-like. Any other object is get.v.01
    "come into the possession of" / receive.v.02 ("got a new PC", "get an auto-ack", "got a
    check", "I'm getting an error"): a transfer of a thing, not a change of the subject's
    state. NOPE App. B lists no "get" (its senses are too many), and the experts of reviews
    s1202b/s1202c rejected those candidates; "did not have a PC before" is no presupposition
    of "got a new PC" (Levinson 1983 ch. 4: a presupposition survives negation - "I didn't get a
    new PC" does not take for granted that I had none). First noun sense only (the common one)."""
    synsets = lex.wordnet().synsets(obj.lemma_.lower(), "n")
    if not synsets:
        return False
    first = synsets[0]
    names = {first.name()} | {h.name() for path in first.hypernym_paths() for h in path}
    return bool(names & EMPLOYMENT_SYNSETS)


#: Evaluations after "go" that say how an event turned out ("the audition went really good",
#: "everything's going fine"): go.v.?? "proceed, turn out" (Levin 1993 §48.1.1 vs the
#: resulting copula "go" = "become", Quirk et al. 1985 §16.21: "go bad/sour/quiet"). An
#: evaluation of the course of an event is no resulting state, so nothing "was not good before".
#: "bad" stays out: "the milk went bad" is the resulting copula (spoil).
GO_OUTCOME_ADJECTIVES = frozenset(
    {
        "good",
        "great",
        "fine",
        "okay",
        "ok",
        "alright",
        "well",
        "smooth",
        "smoothly",
        "terrible",
        "awful",
        "perfect",
        "perfectly",
        "wonderful",
        "badly",
        "nicely",
        "amazing",
        "horrible",
    }
)


#: Nouns of manner or form after "appear in/as" ("appear in many shapes", "in two forms").
APPEAR_MANNER_NOUNS = frozenset(
    {"shape", "size", "form", "colour", "color", "guise", "variety", "version", "disguise"}
)


def _copular_appear_like(kids: list[Token]) -> bool:
    """ "All he saw appeared to him like a dream", "The hills appeared as a blue line",
    "appeared as if he had slept": "appear" with a "like"/"as" predicative (a phrase, or an
    "as if / as though / like" clause) is the copular "appear" = "seem, look" (Levin 1993
    §31.4 / §30.4 "appear" among the verbs of appearance as perception; Huddleston & Pullum
    2002 ch. 4 §5.1 on "appear/seem/look like|as if" as complex-intransitive), a judgement of
    how something looks, so "X was not visible before" is no presupposition of it (blind
    review, pr238). "A ship appeared on the horizon" (a place) keeps its draft."""
    for c in kids:
        if c.dep_ == "prep" and c.lower_ == "like" and any(g.dep_ == "pobj" for g in c.children):
            return True
        if c.dep_ == "prep" and c.lower_ == "as" and any(g.dep_ == "pobj" for g in c.children):
            return True
        if c.dep_ == "advcl" and any(
            m.dep_ == "mark"
            and m.lower_ in ("like", "if", "though")
            and (m.lower_ == "like" or (m.i > 0 and m.doc[m.i - 1].lower_ == "as"))
            for m in c.children
        ):
            return True
    return False


def _continued_absence(adj: Token) -> bool:
    """ "went unpunished / unnoticed / unreleased": a negative participial adjective (un- +
    -ed) after "go" is go.v.10 "be or continue to be in a certain condition" (WordNet 3.0: "The
    children went hungry that day"), a current, not a resulting, copula (Quirk et al. 1985
    §16.21): the crime was never punished, before or after, so no prior state is presupposed."""
    word = adj.lower_
    # six letters admit "unused", "unfelt"-type forms ("went unused": blind review s1130f,
    # pres-048); "united" is the one six-letter un-...-ed word that is not un- + participle
    return word.startswith("un") and word.endswith("ed") and len(word) >= 6 and word != "united"


#: Second words of the idioms in ``presupposition_change_of_state_idioms.txt`` that spaCy attaches
#: other than as a particle ("stay put": oprd/advmod; "lose it": dobj).
IDIOM_DEPS = frozenset({"prt", "advmod", "oprd", "acomp", "dobj", "npadvmod"})


def _phrasal_verb(verb: Token, lemma: str) -> str | None:
    """The particle of a phrasal verb ("fell through" -> "through"), or the fixed second word of
    a listed idiom ("lose it"), else None. Phrasal verbs are separate lexemes (Quirk et al. 1985
    §16.2): their change of state is not the bare verb's."""
    # spaCy's small model often labels the particle "prep" but tags it RP ("fell/VBD through/RP")
    prt = next((c for c in verb.children if c.dep_ == "prt" or c.tag_ == "RP"), None)
    if prt is not None:
        return prt.lower_
    for c in verb.children:
        if c.dep_ in IDIOM_DEPS and f"{lemma} {c.lower_}" in lex.change_of_state_idioms():
            return c.lower_
        # "falls behind its rivals", "fell for the trick": a listed particle the parser
        # attached as a preposition right after the verb (a prepositional verb, Quirk et al.
        # 1985 §16.5); a place or thing as its object is the literal path ("fell behind the
        # sofa", "fell through the ice") and a date or time an adjunct ("closed in 1982"):
        # both keep the change of state
        if (
            c.dep_ == "prep"
            and c.i == verb.i + 1
            and f"{lemma} {c.lower_}" in lex.change_of_state_idioms()
            and not any(_literal_place(g) or _time_like(g) for g in c.children if g.dep_ == "pobj")
        ):
            return c.lower_
        # "rose to the occasion": a listed verb + preposition + fixed noun idiom
        # (``presupposition_change_of_state_idioms.txt``, "rise to occasion"): the
        # preposition and noun are returned together, so the caller finds the listed idiom
        for g in c.children:
            fixed = f"{c.lower_} {g.lemma_.lower()}"
            if (
                c.dep_ == "prep"
                and g.dep_ == "pobj"
                and f"{lemma} {fixed}" in lex.change_of_state_idioms()
            ):
                return fixed
    return None


#: First-sense lexicographer files of a place or thing a motion verb's path PP can name.
PATH_LEXNAMES = frozenset(
    {"noun.artifact", "noun.object", "noun.location", "noun.substance", "noun.body", "noun.plant"}
)


def _literal_place(tok: Token) -> bool:
    """A place or physical thing ("the sofa", "the ice", "Paris"): a literal path object."""
    return (
        tok.ent_type_ in ("FAC", "LOC", "GPE") or lex.lexname(tok.lemma_.lower()) in PATH_LEXNAMES
    )


def _time_like(tok: Token) -> bool:
    """A date, time or number ("1982", "May", "the night"): a time adjunct, no idiom object."""
    return (
        tok.like_num
        or tok.ent_type_ in ("DATE", "TIME", "CARDINAL")
        or lex.lexname(tok.lemma_.lower()) == "noun.time"
    )


def _is_quantity(tok: Token) -> bool:
    return tok.like_num or tok.lower_ in ("%", "percent") or any(c.like_num for c in tok.children)


#: Prepositions of a path along which a shape extends ("curl around", "wind along"): Talmy 2000
#: vol. 1 ch. 2 (coextension paths), Gawron 2006 (extent predicates).
EXTENT_PATH_PREPS = frozenset({"around", "along", "across", "through", "over", "about"})
#: Particles and prepositions of climb.v.01 "go upward/downward": a change of height.
VERTICAL_PARTICLES = frozenset({"up", "down", "onto", "over", "aboard"})


def _non_change_sense(verb: Token, lemma: str) -> bool:
    """Readings of change-of-state verbs that change no state (the class of NOPE App. B's
    "unambiguous" verbs that the experts kept only in their change sense):

    - "fill" with an abstract object ("fill military needs", "fill a role"): fill.v.05 "meet,
      satisfy" / fill.v.03 "occupy"; the change-of-state "fill" makes a container or space
      full (Levin 1993 §9.8 fill verbs: the object is a location), which an abstract noun
      (first WordNet sense outside ``CONCRETE_LEXNAMES``) is not, so "The need was not full
      before" says nothing the sentence presupposes;
    - "climb" with no vertical direction ("climb out", "climb into the cart"): climb.v.02
      "move with difficulty, by grasping", a manner of motion (Levin 1993 §51.3.2), not the
      change of height of climb.v.01 that the framed list takes;
    - an adjectival participle with no auxiliary modifying a noun or in an absolute clause
      ("hind segments curled up to guard the eggs", "its tail curled around a branch" read as
      a noun's modifier): a stative participle names the resulting state (Embick 2004 "On the
      structure of resultative participles"), no event of change is asserted;
    - a simple-present verb with a path PP of extent ("Large horns curl around your ears", "The
      vine winds along the wall"): a coextension path (Talmy 2000; Gawron 2006) describes the
      shape of the subject, a state, not a motion or change."""
    kids = list(verb.children)
    if lemma == "fill":
        obj = _object_head_noun(next((c for c in kids if c.dep_ == "dobj"), None))
        if obj is not None and obj.pos_ == "NOUN":
            name = lex.lexname(obj.lemma_.lower())
            if name is not None and name not in CONCRETE_LEXNAMES:
                return True
    if lemma == "climb" and not any(
        c.dep_ in ("prt", "prep", "advmod") and c.lower_ in VERTICAL_PARTICLES for c in kids
    ):
        return True
    if (
        verb.tag_ == "VBN"
        and verb.dep_ in ("acl", "amod", "advcl", "ccomp")
        and not any(c.dep_ in ("aux", "auxpass") for c in kids)
        and any(c.dep_ == "prt" for c in kids)
    ):
        return True  # "segments curled up to protect ...": a resultant-state participle
    if _statal_posture_passive(verb, lemma, kids):
        return True  # "The cat was curled up on the sofa": the posture, no curling event
    return (
        verb.tag_ in ("VBZ", "VBP")
        and not any(c.dep_ in ("aux", "auxpass") for c in kids)
        and lemma in ("curl", "coil", "twist", "wind", "wrap", "bend")
        and any(c.dep_ == "prep" and c.lower_ in EXTENT_PATH_PREPS for c in kids)
    )


#: Verbs of bodily posture and shape whose "be V-ed up" is the name of a posture ("was curled
#: up", "lay coiled up", "was hunched up"): Levin 1993 §50 (assuming a position) and §45.2
#: (bend verbs).
POSTURE_SHAPE_VERBS = frozenset({"curl", "coil", "hunch", "huddle", "fold", "roll", "bunch"})


def _statal_posture_passive(verb: Token, lemma: str, kids: list[Token]) -> bool:
    """ "The cat was curled up on the sofa": "be" + the participle of a posture or shape verb
    with "up" and no by-agent is the statal (adjectival) passive (Quirk et al. 1985 §3.77;
    Embick 2004 "On the structure of resultative participles"; Huddleston & Pullum 2002 ch. 16
    §10.1.3): it describes the position the subject is in, as "lay curled up" does, and
    asserts no event of curling whose prior state ("The cat was not curled before") could be
    presupposed (NOPE App. A: change-of-state verbs presuppose the state before the event).
    The active "The cat curled up on the sofa" is the event and keeps its candidate, and so
    does a verbal passive with an agent ("was curled up by the heat")."""
    return (
        lemma in POSTURE_SHAPE_VERBS
        and verb.tag_ == "VBN"
        and any(c.dep_ == "auxpass" and c.lemma_ == "be" for c in kids)
        and any(c.dep_ == "prt" and c.lower_ == "up" for c in kids)
        and not any(c.dep_ == "agent" for c in kids)
    )


def _object_head_noun(obj: Token | None) -> Token | None:
    """The head noun of a direct object whose premodifiers are coordinated names: "fill Xbox or
    PS5 orders" is "(Xbox or PS5) orders", coordinated premodifiers of one head noun (Quirk et
    al. 1985 §13.65, coordination of premodifiers; §17.108 on nouns as premodifiers), which the
    parser reads as the object "Xbox" with the conjunct "orders". A proper-noun object with a
    common-noun conjunct after it has that noun as its head; any other object is itself (stop 93,
    pr207: the abstract-object gate of "fill" missed "fill ... orders" this way)."""
    if obj is None or obj.pos_ != "PROPN":
        return obj
    nouns = [c for c in obj.conjuncts if c.pos_ == "NOUN" and c.i > obj.i]
    return nouns[-1] if nouns else obj


#: Head nouns of specificational subjects whose value a to-infinitive names ("The plan was to
#: leave at dawn", "Our aim is to win"): nouns of plans, aims and means (Higgins 1979;
#: Huddleston & Pullum 2002 ch. 14 §6 on infinitival predicatives of such nouns).
SPECIFICATIONAL_NOUNS = frozenset(
    {
        "plan", "aim", "goal", "idea", "intention", "objective", "purpose", "task", "job",
        "cure", "solution", "answer", "way", "option", "strategy", "trick", "key", "rule",
        "defence", "defense", "remedy", "priority", "mission", "duty", "choice", "alternative",
        "motivation", "intent", "rationale", "ambition",
    }
)  # fmt: skip


def _copular_infinitive(verb: Token) -> bool:
    """ "The only cure is to rest", "The plan was to leave at dawn": a to-infinitive that is the
    predicative complement of "be" names a kind of action (the value of a specificational
    subject: Higgins 1979; Huddleston & Pullum 2002 ch. 14 §6 on infinitival predicatives), not
    an event that took place, so there is no prior state to presuppose. A bare infinitive
    coordinated with it shares its "to" and its role ("The alternative is to make library calls
    part of the kernel and enter them via a trap": "enter" is the second half of the proposed
    action; Quirk et al. 1985 §13.55 on coordinated predicates sharing an operator), so it is
    no event either (blind review s1204f pres-020)."""
    while (
        verb.dep_ == "conj"
        and verb.tag_ == "VB"
        and verb.head.tag_ == "VB"
        and not any(c.dep_ in ("aux", "nsubj", "nsubjpass") for c in verb.children)
    ):
        verb = verb.head
    if verb.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    head = verb.head  # not the verb itself: none of these relations is the root's
    if not (
        verb.dep_ in ("xcomp", "attr", "ccomp", "acomp")
        and head.lemma_ == "be"
        and not any(c.dep_ == "expl" for c in head.children)
    ):
        return False
    # Only a specificational subject makes the infinitive a value: a superlative, ordinal or
    # "only" ("the best defence", "the first step", "the only cure"; Higgins 1979 on
    # superscriptional subjects) or a noun of plans and means (SPECIFICATIONAL_NOUNS). Any other
    # subject reads "be to" as the semi-modal of arrangement or destiny (Quirk et al. 1985
    # §3.45: "The ban was to remain in force" = was arranged to remain), a real continuation.
    subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return True
    if subject.lemma_.lower() in SPECIFICATIONAL_NOUNS:
        return True
    return any(
        k.tag_ in ("JJS", "RBS") or k.lower_ in ("only", "first", "last", "next", "sole", "main")
        for k in subject.children
    )


#: Subjects that conceal by being where they are, not by doing anything: concrete things
#: that are no beings (``CONCRETE_LEXNAMES`` less persons and animals) and natural phenomena
#: ("fog", "cloud"). Read by ``_stative_concealer``.
CONCEALER_LEXNAMES = (CONCRETE_LEXNAMES - {"noun.person", "noun.animal"}) | {"noun.phenomenon"}


def _stative_concealer(verb: Token, lemma: str, subj: Token | None) -> bool:
    """ "A gene for baldness may hide a gene for red hair", "the clouds hide the peak": active
    transitive "hide" whose subject is an inanimate thing (``CONCEALER_LEXNAMES``) says that
    the subject masks the object by its presence, a state of covering like stative "cover" /
    "surround" with a figure subject (Jackendoff 1990 ch. 7 on stative location verbs; Dowty
    1991: such a subject has no proto-agent property), not hide.v.01 "prevent from being seen
    or discovered" as an act; no hiding event makes the object "out in the open before"
    (Levinson 1983 ch. 4; review s1204a). "The girl hid the key" (a person) stays."""
    if lemma != "hide" or subj is None or subj.dep_ != "nsubj":
        return False
    if not any(c.dep_ in OBJECT_DEPS for c in verb.children):
        return False
    if subj.pos_ not in ("NOUN",):
        return False
    return lex.lexname(subj.lemma_.lower()) in CONCEALER_LEXNAMES


def _stray_bare_conjunct(verb: Token) -> bool:
    """ "This gives access to a debugger, which has commands to dump memory, return to the
    application, ...": a bare base-form verb (VB) with no auxiliary of its own that the parse
    made a conjunct of a finite present-3sg or past verb. Coordinated verbs share their
    inflection (Quirk et al. 1985 §13.5 on coordination of like constituents; H&P 2002 ch. 15
    §4.1, conjuncts of one function take the same form), so a base form beside "gives"/"gave"
    is no finite conjunct: it belongs to an infinitival list ("commands to dump ..., return
    ..."), a verb that is mentioned as a command's name and not used of the subject, whose
    prior state the draft would pin on the wrong subject (review s1204a). The same holds down a
    chain of bare conjuncts ("... code for break, continue and return": "return" is the conjunct
    of "continue", itself a bare conjunct of "emits"): every link shares the first verb's form, so
    a bare form anywhere in the chain under a finite verb is a list of names (stop 76, pr151)."""
    if verb.dep_ != "conj" or verb.tag_ != "VB":
        return False
    link = verb
    while link.dep_ == "conj" and link.tag_ == "VB" and link.head.i != link.i:
        if any(c.dep_ in ("aux", "auxpass") for c in link.children):
            return False
        link = link.head
    return link.tag_ in ("VBZ", "VBD")


def _violated_norm(verb: Token, kids: list[Token]) -> bool:
    """ "This breaks the usual convention", "the rules were broken": "break" whose theme (the
    object, or the subject of a passive) is a norm or a commitment (``norm_noun``) is
    break.v.02 / violate.v.01 "fail to agree with, go against" (WordNet 3.0), a relation between
    an act and a norm, not the change of physical integrity of break.v.03 (Levin 1993 §45.1
    break verbs take a physical theme). The norm is not "intact before" and whole after, it is
    simply not complied with, so no prior state is presupposed (NOPE App. B, lexical ambiguity;
    blind review s1204o pres-021). "break the habit" (custom.n.02, a practice one has) and
    "break the silence" (a state that ends) are outside ``NORM_SYNSETS`` and stay."""
    themes = [c for c in kids if c.dep_ in (*OBJECT_DEPS, "nsubjpass")]
    return any(t.pos_ == "NOUN" and norm_noun(t.lemma_.lower()) for t in themes)


#: First-sense lexicographer files of a subject that "breaks" by coming into being: a time of
#: day ("dawn", "day", "morning": noun.time) or a natural phenomenon ("light", "storm":
#: noun.phenomenon).
EMERGING_BREAK_LEXNAMES = frozenset({"noun.time", "noun.phenomenon"})


def _break_without_integrity(verb: Token, kids: list[Token], subj: Token | None) -> bool:
    """ "Day was breaking", "Dawn broke over the hills", "The storm broke": intransitive "break"
    of a time of day or a natural phenomenon is break.v.16 "come into being" ("light broke over
    the horizon") or break.v.27 "come forth or begin from a state of latency" ("The first winter
    storm broke"; WordNet 3.0; Oxford Dictionary of English break v. "(of the day) dawn; (of a
    storm) begin violently"): something begins, nothing was intact before and is in pieces
    after (Levin 1993 §45.1 break verbs take a physical patient). "The damp was breaking
    through", "Water broke through the dam": the phrasal verb "break through" = penetrate, pass
    through a barrier (WordNet 3.0 break_through.v.01 / .02, a lemma of its own; Cambridge
    phrasal verbs "break through"), motion of the subject, not its coming apart (pr236, blind
    review). "The vase was breaking", "The ice broke under him" (a physical subject, no
    "through") keep their candidate."""
    if any(c.lower_ == "through" and c.dep_ in ("prt", "prep", "advmod") for c in kids):
        return True
    if subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return False
    # an "object" the parser made of an adjective ("Morning broke cold and grey") or of the
    # ground after a locative particle ("The storm broke over the village": "over" as prt) is
    # no patient; a real one ("Dawn broke the vase") keeps the candidate
    grounds = {
        g.i
        for c in kids
        if c.dep_ == "prt" and c.lower_ in ("over", "across", "on", "upon")
        for g in kids
        if g.i > c.i
    }
    if any(
        c.dep_ in (*OBJECT_DEPS, "nsubjpass") and c.pos_ != "ADJ" and c.i not in grounds
        for c in kids
    ):
        return False
    return first_sense_lexname(subj.lemma_.lower(), "NOUN") in EMERGING_BREAK_LEXNAMES


def _photographing_snap(verb: Token, kids: list[Token]) -> bool:
    """ "snap" in its sense photograph.v.01 "record on photographic film" (WordNet 3.0 lists
    "snap" among its lemmas; Oxford Dictionary of English snap v. 4 "take a snapshot of"): a
    picture as its object, the thing it creates ("snapped a photo / a few pics":
    ``picture_noun``), or a camera or phone as its instrument, in a "with" phrase or as the
    noun right before the verb ("snapped the bride with his phone", "camera-snap a car":
    ``camera_noun``). Nothing separates abruptly (snap.v.01, the change of state of Levin
    1993 §45.1 break verbs), so no prior "was whole before" is presupposed (blind review s9301
    pres-021, candidate 03, pr209). "The branch snapped", "snapped the twig in half" stay."""
    for k in kids:
        if k.dep_ == "dobj" and k.pos_ == "NOUN" and picture_noun(k.lemma_):
            return True
        if k.dep_ == "prep" and k.lower_ == "with":
            pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
            if pobj is not None and pobj.pos_ == "NOUN" and camera_noun(pobj.lemma_):
                return True
    before = verb.doc[verb.i - 1] if verb.i > 0 else None
    return before is not None and before.pos_ == "NOUN" and camera_noun(before.lemma_)


def _not_a_change_of_state(verb: Token, lemma: str) -> str | None:
    """Uses of change-of-state verbs that do not describe a change of state (NOPE App. A).

    "reject": publication "appear" ("The article appeared in the May issue": a text's subject is
    not in a new state), speech tags with subject inversion ('"I liked it," returned the doctor'),
    stative present passives without an agent ("It's filled with artifacts"), degree changes of
    quantities ("Sales dropped 30%", "fallen by 35,000": a degree achievement, no prior state
    to spell out), sound emission with body parts ("snaps her fingers"), "fall short/under".
    "doubtful": progressive achievements ("They're losing"): no culmination is asserted.
    """
    kids = list(verb.children)
    subj = next(iter(subjects(verb)), None)
    if subj is not None and subj.i > verb.i and any(c.dep_ == "ccomp" for c in kids):
        return "reject"
    if any(c.dep_ == "expl" and c.lower_ == "there" for c in kids):
        # presentational "There came a knight to the gate": expletive "there" with a motion
        # verb introduces a new referent into the scene (Aissen 1975; Levin & Rappaport Hovav
        # 1995 ch. 6 on presentational there-insertion); the verb reports appearance, and the
        # postverbal NP is no established theme whose prior place a draft could name
        return "reject"
    if _copular_infinitive(verb):
        return "reject"
    if _stray_bare_conjunct(verb) or _stative_concealer(verb, lemma, subj):
        return "reject"
    if lemma == "break" and (
        _violated_norm(verb, kids) or _break_without_integrity(verb, kids, subj)
    ):
        return "reject"
    if lemma in ("hide", "conceal") and any(c.dep_ in ("ccomp", "csubj") for c in kids):
        # "She hid what she had written from her mother", "hid that she was ill": a clausal
        # object is a proposition kept from someone (hide.v.02 / conceal.v.01 "prevent from
        # being seen or discovered", of information; Levin 1993 §16 hide verbs), not the
        # subject's own place; the intransitive draft "She was not hidden before" misreads it
        # as hide.v.01 "be or go into hiding" (pr236, blind review)
        return "reject"
    doc = verb.doc
    if verb.i >= 2 and doc[verb.i - 1].text in ('"', "\u201d") and doc[verb.i - 2].is_punct:
        return "reject"  # '"I liked his looks," returned the doctor': a speech tag
    if (
        lemma == "appear"
        and subj is not None
        and lex.lexname(subj.lemma_.lower()) == "noun.communication"
    ):
        return "reject"
    if _other_sense(verb, lemma, kids):
        return "reject"
    if lemma == "snap" and _photographing_snap(verb, kids):
        return "reject"
    passive = [c for c in kids if c.dep_ == "auxpass"]
    if passive and passive[0].tag_ in ("VBZ", "VBP") and not any(c.dep_ == "agent" for c in kids):
        return "reject"
    if lemma in ("fall", "drop", "rise", "sink", "climb"):
        if any(_is_quantity(c) for c in kids if c.dep_ in ("dobj", "npadvmod")):
            return "reject"
        if any(c.lower_ == "by" and any(_is_quantity(g) for g in c.children) for c in kids):
            return "reject"
        if verb.tag_ in ("VBZ", "VBP") and any(
            c.dep_ == "prep" and c.lower_ == "with" and c.i > verb.i for c in kids
        ):
            # "The light we receive drops with the distance squared", "Pressure rises with
            # depth": a simple present degree verb with a "with"-phrase of the varying quantity
            # states a covariation (a scaling law), not a change that took place: "with" marks
            # the concomitant variable (Quirk et al. 1985 §9.45, accompaniment/concomitance;
            # Kennedy & Levin 2008 on degree achievements measured along a scale), and a
            # characterizing present asserts no event (Krifka et al. 1995 §1.2)
            return "reject"
    if lemma == "fall" and any(
        c.lower_ in ("short", "under", "within", "into", "through") for c in kids
    ):
        # "into"/"through" (hundred-eighth pass: "through"): a route or goal PP of containment
        # ("fell through the ice / the floor / a hole", "fell into a pit / a coma") makes "fall"
        # a verb of inherently directed motion whose prior state is being outside the ground
        # ("was not in the pit", "was on the ice"; Levin 1993 §51.1; Talmy 2000 on Path), or a
        # figurative passing into a state (fall.v.04 "fall into despair"), and the particle
        # "fall through" = fail (fall.v.22): in none is "was higher before" the presupposition
        return "reject"
    if lemma == "fall" and subj is not None and _figurative_fall(subj, kids):
        return "reject"
    if lemma == "fall" and subj is not None and _fall_upon_attack(subj, kids):
        return "reject"
    if lemma == "fill" and _stative_filled_with(verb, kids):
        return "reject"
    obj = next((c for c in kids if c.dep_ in OBJECT_DEPS), None)
    if lemma == "leave" and (_leave_as_residue(kids, obj) or _leave_behind(kids, obj)):
        return "reject"
    withs = _prep_objects(kids, ("with",))
    if lemma == "leave" and obj is not None and withs and not any(_being(g) for g in withs):
        # "The war left me with an aching need", "left the team with no choice": leave.v.05
        # "cause to be in a particular state or condition" (WordNet 3.0), the object is given
        # a state; nobody departs from it (Levinson 1983 ch. 4: only the change-of-location
        # sense presupposes "was there before")
        return "reject"
    if lemma == "leave" and obj is not None and any(_provided_for_use(g) for g in withs):
        return "reject"
    if (
        lemma == "leave"
        and obj is not None
        and subj is not None
        and subj.pos_ == "NOUN"
        and not _being(subj)
        and any(g.pos_ in ("NOUN", "PROPN", "PRON") for g in _prep_objects(kids, ("without",)))
    ):
        # "The flood left the village without a bridge", "the decision left them without a
        # fleet": an event or thing that leaves its object "without" something is leave.v.05
        # "cause to be in a particular state or condition" (WordNet 3.0) with a privative
        # secondary predicate of the object (the converse of "left X with Y" above; Quirk et al.
        # 1985 §9.48 on "without" = "not having"); nothing departs, so "was in X before" is no
        # presupposition (Levinson 1983 ch. 4). A person or a name leaving ("She left the room
        # without a word") is departure with a manner adjunct of the subject and stays (s1202o).
        return "reject"
    if lemma == "fall" and subj is not None and _fall_in_battle(subj, kids):
        return "reject"
    if lemma == "fall" and _killed_by(kids):
        return "reject"  # "they fell by the hand of David / by the sword": were killed
    if (
        lemma == "rise"
        and subj is not None
        and any(_rising_being(s) for k in kids if k.dep_ == "nsubj" for s in (k, *k.conjuncts))
        and not _rise_goal(kids)
    ):
        return "reject"  # "Ezra rose up early", "will rise up in the judgment": posture, arise
    if lemma == "leave" and obj is not None and _adjective_only_object(obj):
        return "reject"  # "not to have left the other undone": leave X + complement
    if lemma == "return" and _requital(kids, obj):
        return "reject"  # "returned evil for good", "return his blood on his own head"
    if (
        lemma == "lose"
        and passive
        and all(a.lemma_.lower() == "be" for a in passive)
        and verb.head.lemma_.lower() not in ("get", "become")
        and not any(c.dep_ == "agent" for c in kids)
    ):
        # "He was lost and is found", "The first half-hour was lost": with no agent, "be lost"
        # is the adjectival (statal) passive, lost.a.01 "no longer in your possession or
        # control; unable to be found" / "wasted" (WordNet 3.0; Quirk et al. 1985 §3.77 statal
        # passive; Embick 2004 on stative participles): the subject is in a state, and the one
        # who lost it, whose prior having ("X had Y before") the template needs, is not named
        # (pr188; blind reviews s1205r candidate 17, s1205p candidate 34). "got lost" (an
        # event, the head is "get") and "was lost by the carrier" keep theirs.
        return "reject"
    if lemma == "heal" and (_iterated_rule(verb, kids) or _generic_heal(verb, kids)):
        return "reject"
    if lemma == "hide" and obj is None and verb.tag_ == "VBG":
        # "drivers and cooks hiding in their tents", "he is hiding in the attic": intransitive
        # "hide" is hide.v.02 "be or go into hiding; keep out of sight" (WordNet 3.0), and its
        # progressive/-ing form presents the staying-concealed phase, a state that holds
        # (Vendler 1957; Dowty 1979 on the progressive of a state-like activity), not the
        # going-into-hiding transition whose prior state "were out in the open" the draft
        # spells out (review s1202f). "is hiding the money" (hide.v.01 with an object) stays.
        return "reject"
    if lemma == "enter" and passive and passive[0].tag_ in ("VBZ", "VBP"):
        # "The courtyard is entered by a gateway / through a door": a present passive of
        # "enter" describes how a place is accessed (a generic, stative property: Krifka et
        # al. 1995 on characterising sentences), no event of anyone going in
        return "reject"
    if lemma == "return" and any(
        _is_quantity(c) for c in kids if c.dep_ in ("dobj", "obj", "npadvmod")
    ):
        # "The car returned a solid 28 mpg", "returned 5%": return.v.? "give or supply" /
        # yield.v.03 "be productive of" (WordNet 3.0: "The land returns a good crop"), a
        # quantity produced, nothing comes back
        return "reject"
    if lemma == "get" and _possessive_have_got(verb):
        return "reject"
    if lemma == "return" and obj is not None and obj.lemma_.lower() in OUTPUT_NOUNS:
        # "returns results in milliseconds", "the query returned an error / no matches":
        # return.v.? "give or supply" / yield.v.03 "be productive of" (WordNet 3.0), the
        # computing sense "produce as output" (Oxford Dictionary of English, return v. 2.5):
        # what is returned is made by the returning and was never away, so no "X had been
        # away / was there before" (Levinson 1983 ch. 4: the prior state belongs to the
        # change-of-location sense only; review s1202d)
        return "reject"
    if lemma == "return" and obj is not None and subj is not None and _callable_subject(subj):
        # "The method returns the properties of the link", "lstat returns the file's mode":
        # a routine or a code identifier that returns something is the computing sense
        # "produce as output" (Oxford Dictionary of English, return v. 2.5), whatever the
        # object noun: the returned thing is made by the call and was never away, so there is
        # no prior state (Levinson 1983 ch. 4; Levin 1993 §13.2 give verbs vs §51.1 "return" =
        # go back; review s1204i pres-077, candidate 36)
        return "reject"
    if lemma == "return" and _output_return(verb, kids, obj):
        return "reject"  # "sorts it and returns it", "a value is returned": the output sense
    if lemma == "return" and _result_giving_return(verb, kids, obj):
        return "reject"  # "It returns a module", "tests are guaranteed to return a boolean"
    if lemma == "expose" and _interface_exposure(kids, obj):
        return "reject"  # "Loggers expose the interface": made available, never hidden
    if lemma == "come" and _discourse_come_to(verb, kids, subj):
        return "reject"  # "Now we come to the main problem": a move in the text, no arrival
    if lemma == "open" and obj is not None and _new_display_window(obj):
        return "reject"  # "pressing OK opens a register window": a display is created
    if lemma == "open" and obj is not None and obj.lemma_.lower() in OPENED_INTO_BEING:
        # "open a session / a connection / a ticket / an account": open.v.06 "start to operate
        # or function" / establish (WordNet 3.0), a creation verb whose object comes into being
        # by the opening (Levin 1993 §26.4 create verbs), not open.v.01 "cause to open" of a
        # thing that was shut: no "X was closed before" (review s1202d)
        return "reject"
    if lemma == "fix" and any(
        c.dep_ in ("xcomp", "ccomp")
        and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
        for c in kids
    ):
        # "fix exmh to do this", "fixed the script to skip ...": fix.v.? "adjust, set up" with an
        # object and a purpose/result to-infinitive (configure X so that it does Y; Quirk et al.
        # 1985 §16.51 object + to-infinitive), not repair.v.01 "restore what is broken": the
        # object was not broken before (review s1202c)
        return "reject"
    if (
        lemma in ("close", "shut", "open", "fill")
        and passive
        and not any(c.dep_ == "agent" for c in kids)
        and any(c.dep_ == "aux" and c.lower_ in DEONTIC_STATE_MODALS for c in kids)
    ):
        # (stop 78, pr158) so "At least one address line must be filled": "filled" is the
        # resultant state "not empty" a form field is required to be in (blind review s1204s)
        # "The windows must be closed at night", "the port should be open(ed)": a necessity
        # modal over an agentless passive of a state verb states a required state (the
        # adjectival, stative passive: Embick 2004; Quirk et al. 1985 §3.77 statal passive; a
        # deontic requirement, Palmer 2001 §3.2), no closing event that a prior "was open"
        # could precede (review s1202c: "must be closed")
        return "reject"
    if lemma == "appear" and any(
        g.lemma_.lower() in APPEAR_MANNER_NOUNS for g in _prep_objects(kids, ("in", "as"))
    ):
        # "Tornadoes can appear in many shapes and sizes", "appears in two forms": "appear in a
        # shape/form" says how a kind shows up when it occurs (appear.v.? "be or become
        # visible" in a manner; Levin 1993 §48.1.1 vs §47), a generic property with no
        # one-time coming into view, so nothing "was not visible before"
        return "reject"
    if lemma == "appear" and _copular_appear_like(kids):
        return "reject"
    if lemma == "appear" and _distributional_appear(verb, subj, kids):
        return "reject"
    if lemma == "appear" and any(
        first_sense_under(g.lemma_.lower(), "NOUN", LISTING_SYNSETS)
        for g in _prep_objects(kids, ("in", "on", "under"))
    ):
        # "Each author would appear in a separate row", "the name appears on the list": "appear"
        # in a listing (``LISTING_SYNSETS``) is being listed or shown in it, a stative sense
        # ("be found, be entered"; Krifka et al. 1995 on characterising uses), not appear.v.02
        # "come into sight", so nothing "was not visible before" (Levin 1993 §48.1.1 keeps the
        # verbs of appearance for coming into view or existence; review s1203a)
        return "reject"
    if lemma in ("come", "return") and _deictic_visit(verb, kids):
        return "reject"
    if lemma == "come" and _speech_purpose_come(verb, kids):
        return "reject"
    if lemma == "expose" and _subjected_to(kids):
        return "reject"
    if (
        lemma in CONATIVE_VERBS
        and obj is None
        and any(c.dep_ == "prep" and c.lower_ == "at" for c in kids)
    ):
        # "bit and tore at his chains": the conative alternation (Levin 1993 §1.3; Guerssel et
        # al. 1985): "V at X" is an attempted action on X, no result is entailed, so X was
        # not intact before and torn after
        return "reject"
    if lemma == "fall" and any(
        c.dep_ in ("dobj", "attr", "oprd") and c.pos_ == "NOUN" and not _is_quantity(c)
        for c in kids
    ):
        # "have fallen victim / prey to miscalculations": "fall" takes no object, so a noun
        # after it is a predicative complement, the resulting copula "fall" = "become" (Quirk
        # et al. 1985 §16.21, "fall ill / victim"; WordNet 3.0 fall.v.04 "pass suddenly and
        # passively into a state"): nothing was higher before
        return "reject"
    if (
        lemma == "open"
        and obj is not None
        and obj.lemma_.lower() in ("door", "doorway", "floodgate", "gate")
        and any(
            g.dep_ == "pcomp"
            or (g.dep_ == "pobj" and lex.lexname(g.lemma_.lower()) in POSSIBILITY_LEXNAMES)
            for c in (*obj.children, *kids)
            if c.dep_ == "prep" and c.lower_ in ("to", "for") and c.i == obj.right_edge.i + 1
            for g in c.children
        )
        and not any(c.dep_ == "poss" for c in obj.children)
    ):
        # "open the door to manufacturing ...", "opens the floodgates to spam": the idiom "open
        # the door to X" = make X possible (Cambridge Idioms Dictionary; Oxford Dictionary of
        # English Idioms, "open the door to"), a "to/for" PP of the possibility right after
        # the door (the parser hangs it on the door or the verb); no door was closed before (Levinson 1983 ch. 4: the prior state belongs to
        # the literal open.v.01 only). The possibility is an activity (a gerund) or an
        # abstract noun (``POSSIBILITY_LEXNAMES``); "opened the door to the garden" (a place)
        # and "opened the door to Aladdin" (a visitor let in) are the literal door and stay
        return "reject"
    if lemma == "open" and _abstract_opening(kids, subj, obj):
        return "reject"
    if lemma == "die" and _hyperbolic_die(verb, kids):
        return "reject"
    if _agreement_mismatch(verb, subj):
        return "reject"
    if (
        lemma in ("snap", "crack", "pop")
        and obj is not None
        and lex.lexname(obj.lemma_.lower()) == "noun.body"
    ):
        return "reject"
    if (
        lemma == "crack"
        and obj is not None
        and lex.lexname(obj.lemma_.lower()) in ("noun.communication", "noun.cognition")
    ):
        # "crack passwords / the code / the case": crack.v.05 "break into" and the solve
        # sense ("crack a riddle", Cambridge Dictionary crack v. "solve a problem"), a code,
        # text or puzzle (noun.communication, noun.cognition), not a physical thing that
        # breaks (Levin 1993 §45.1 break verbs select a physical patient): "The password
        # was intact before" is no prior state (review s1202m, class 4)
        return "reject"
    if lemma == "crack" and verb.tag_ == "VBG" and verb.head.lemma_ == "get" and obj is None:
        # "I'd better get cracking (on this)": the idiom "get cracking" = start working quickly
        # (Cambridge Dictionary, Oxford Dictionary of English Idioms), "get" + an -ing form of
        # manner (Quirk et al. 1985 §16.52); nothing cracks, nothing was intact before
        return "reject"
    if verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be" for c in kids):
        return "doubtful"
    return None


#: Nouns of the agent's instrument in "fall by the hand / sword / edge of the sword of X".
KILLING_INSTRUMENT_NOUNS = frozenset({"hand", "edge"})


def _killing_instrument(noun: Token) -> bool:
    return noun.lemma_.lower() in KILLING_INSTRUMENT_NOUNS or bool(
        first_sense_under(noun.lemma_.lower(), "NOUN", ("weapon.n.01",))
    )


def _killed_by(kids: list[Token]) -> bool:
    """ "They fell by the hand of David", "fell by the sword", "by the edge of the sword": "fall
    by" a hand or a weapon is fall.v.07 "die, as in battle or in a hunt" (WordNet 3.0; Oxford
    Dictionary of English fall v. 4 "be killed in battle"), the means of a killing in a
    "by"-phrase (Quirk et al. 1985 §9.48 means/instrument "by"): no one came down from a
    height, so "was higher / standing before" is no presupposition of it (pr188; blind review
    s1205r candidate 24). "fell by the wayside" (no instrument) is not taken."""
    return any(_killing_instrument(g) for g in _prep_objects(kids, ("by",)))


#: Prepositions of a goal or upward path of "rise" ("rose to the surface", "into the air",
#: "above the clouds", "through the water"): with them a rising being changes its height.
RISE_GOAL_PREPOSITIONS = frozenset(
    {"to", "into", "onto", "above", "over", "toward", "towards", "through", "out"}
)


#: Lexicographer files of a physical source of a rising ("from his chair / the ground / his
#: knees"): a thing, a place or a body part, not a person, group or state.
RISE_SOURCE_LEXNAMES = frozenset(
    {"noun.artifact", "noun.object", "noun.location", "noun.body", "noun.substance"}
)


#: Entity types of names that may be a person or a people ("" = a name NER left untyped).
_BEING_NAME_TYPES = frozenset({"", "PERSON", "NORP", "ORG"})


def _rising_being(subj: Token) -> bool:
    """A subject of "rise" that can change posture or come forward to act (``_rise_goal``): a
    personal pronoun, a being (``_being``), a name NER left untyped ("Balaam", "Moses",
    "Esdras": in running text a bare name mostly names a person, and a wrong prior state is
    worse than none), or the determinative "those who ..." / "all who ..." (= "the people
    who", Quirk et al. 1985 §6.45, §17.15). Each subject of a coordination counts ("the heads
    of fathers' households, the priests and the Levites rose up"): the people among them rose
    to act, not from a lower place (Levin 1993 §50 verbs of assuming a position; WordNet 3.0
    arise.v.02/.03; blind reviews s1205u pres-073, ab87b pres-001/003)."""
    if subj.lower_ in SUBJECT_PRONOUNS or _being(subj):
        return True
    if subj.pos_ == "PROPN":
        return subj.ent_type_ in _BEING_NAME_TYPES
    return subj.pos_ == "PRON" and any(
        c.dep_ == "relcl" and any(g.lower_ in ("who", "whom") for g in c.children)
        for c in subj.children
    )


def _rise_goal(kids: list[Token]) -> bool:
    """Whether "rise" has a goal or path PP that is not a body part ("rose to the surface", "rose
    into the air", "rose to power": kept for ``rewrite``'s height and status drafts). A person
    or an animal that rises with none ("Ezra rose up early", "rose up from before God's house",
    "the Queen of the South will rise up in the judgment", "rose to his feet") is either
    changing posture, arise.v.03 "rise to one's feet" / get_up.v.02 "get up and out of bed"
    (WordNet 3.0; Levin 1993 §50 verbs of assuming a position, whose prior state is a posture,
    sitting or lying, that the text does not give), or coming forward to act, arise.v.02
    "originate or come into being" ("Nathan rose up to prophesy", "rise up in the judgment"),
    which has no prior state at all: in neither is "X was lower before" the
    presupposition, and a posture draft would invent what the sentence leaves open (pr188;
    blind reviews s1205r pres-008, pres-083, candidate 22; s1205q pres-040). A physical source
    ("rose from his chair / the ground / his knees") names the lower place the posture was
    held in and keeps the draft (stop 84, pr182); "from the dead" (resurrection) and "from
    before the house" (no physical source) do not."""
    return (
        any(
            g.pos_ in ("NOUN", "PROPN", "PRON") and lex.lexname(g.lemma_.lower()) != "noun.body"
            for g in _prep_objects(kids, tuple(RISE_GOAL_PREPOSITIONS))
        )
        or any(
            c.dep_ in ("advmod", "prt") and c.lower_ in ("aloft", "skyward", "upward") for c in kids
        )
        # "rose from his chair / the ground / his knees": the source names the lower place the
        # posture was held in (the text gives it), so "was lower before" is true of it and
        # stays (stop 84, pr182); not a person or a group ("rose from the dead": resurrection)
        or any(
            g.pos_ == "NOUN" and lex.lexname(g.lemma_.lower()) in RISE_SOURCE_LEXNAMES
            for g in _prep_objects(kids, ("from", "off"))
        )
    )


def _adjective_only_object(obj: Token) -> bool:
    """ "not to have left the other undone", "left the work unfinished": the parser takes the
    participial adjective for the object, but a word with an adjective sense and no noun sense
    in WordNet 3.0 ("undone", "unfinished") cannot head a noun phrase, so it is the object
    complement of the complex-transitive "leave X Y" (Quirk et al. 1985 §16.44; leave.v.02
    "leave unchanged or undisturbed"), which the extractor already refuses when it is parsed
    as such: nothing departed, no "was in X before" (pr188; blind review s1205r candidate 28)."""
    word = obj.lower_
    if obj.pos_ not in ("NOUN", "ADJ", "VERB"):
        return False
    wn = lex.wordnet()
    return not wn.synsets(word, "n") and bool(wn.synsets(word, "a") or wn.synsets(word, "s"))


#: Lexicographer files of the deed in "return X for Y" (evil, good, kindness, hatred).
REQUITED_LEXNAMES = frozenset({"noun.act", "noun.attribute", "noun.feeling", "noun.state"})


def _requital(kids: list[Token], obj: Token | None) -> bool:
    """ "They returned evil for good", "return his blood on his own head": return.v.? "make a
    return (for)" / requite.v.01 "make repayment for or return something" (WordNet 3.0), an
    exchange whose "for"-phrase is the deed repaid (an adjective used as a noun, "good", or an
    act, quality or feeling), or "return X on/upon Y's head" = bring guilt back on someone
    (Oxford Dictionary of English Idioms, "on one's own head be it"): a transaction, Levin
    1993 §13 verbs of change of possession, not §51.1 "return" = go back to a place, so no
    prior place or state (pr188; blind review s1205r candidate 35). The repaid thing is the
    object, or an adjective used as a noun that the parser calls a complement ("returned
    [good] for evil")."""
    if obj is None:
        obj = next(
            (c for c in kids if c.dep_ == "acomp" and lex.wordnet().synsets(c.lower_, "n")), None
        )
    if obj is None:
        return False
    for g in _prep_objects(kids, ("for",)):
        if g.pos_ == "ADJ" or (
            g.pos_ == "NOUN" and lex.lexname(g.lemma_.lower()) in REQUITED_LEXNAMES
        ):
            return True
    return any(g.lemma_.lower() == "head" for g in _prep_objects(kids, ("on", "upon")))


def _deictic_visit(verb: Token, kids: list[Token]) -> bool:
    """ "I'll come here again", "I will be returning here", "I have been coming here for
    years": "come/return" to deictic "here" that is not a single arrival (a first-person
    modal or future, a perfect progressive, or "again"). "Here" is the speaker's place
    (Fillmore 1997, Lectures on Deixis, ch. 5 on "come" toward the deictic centre), so a
    repeated, habitual ("have been coming") or first-person future visit has no prior state
    "I am not here" that holds at the time of speaking (the draft refutes itself: blind
    review, "come here again" -> "I am not here"); with "again" the presupposition is the
    repetition "again" triggers, not the change of location. "He came here in 1990" (simple
    past), "Mary is coming here" and "Mary will come here" keep their candidates."""
    if not any(c.lower_ == "here" and c.dep_ in ("advmod", "npadvmod") for c in kids):
        return False
    if any(c.lower_ == "again" for c in kids):
        return True
    if verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lower_ == "been" for c in kids):
        return True  # "have been coming here for years": habitual; "Mary is coming here" stays
    # "I will be returning here": a first-person future, where "here" is where the speaker
    # is; "Mary will come here" keeps its prior state "Mary isn't here" (IMPPRES)
    speaker = any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in kids)
    return speaker and any(c.dep_ == "aux" and c.tag_ == "MD" for c in kids)


def _speech_purpose_come(verb: Token, kids: list[Token]) -> bool:
    """ "I have come here to recommend that ...", "I have not come here tonight to ask for
    luxuries", "We come before you to report on ...": a first-person "come" in the present or
    present perfect, to deictic "here" or "before" the audience, with a to-infinitive of
    purpose whose verb is one of speaking (first WordNet sense in verb.communication). The
    speaker states the purpose of the speech being given: "here" is the place of the utterance
    itself (Fillmore 1997, Lectures on Deixis, ch. 5), and the formula frames the discourse
    (Biber et al. 1999 §10.2 on discourse-organising frames) rather than asserting an arrival,
    so the draft "I was not here before" is no presupposition a hearer would draw (stop 104,
    pr245; blind review: "a formulaic statement of purpose"). "I came here in 1990 to study"
    (past, a real move) and "She has come here to ask" (third person) keep the candidate."""
    if not any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in kids):
        return False
    perfect = verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lower_ in ("have", "'ve") for c in kids
    )
    if not (perfect or verb.tag_ == "VBP") or any(c.tag_ == "MD" for c in kids):
        return False
    deictic = any(c.lower_ == "here" and c.dep_ in ("advmod", "npadvmod") for c in kids) or any(
        c.dep_ == "prep"
        and c.lower_ == "before"
        and any(g.dep_ == "pobj" and g.lower_ in ("you", "us") for g in c.children)
        for c in kids
    )
    if not deictic:
        return False
    return any(
        c.dep_ in ("advcl", "xcomp")
        and c.tag_ == "VB"
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        and first_sense_lexname(verb_lemma(c), "VERB") == "verb.communication"
        for c in kids
    )


def _stative_filled_with(verb: Token, kids: list[Token]) -> bool:
    """ "The room was filled with smoke", "It is boring, and filled with pointless stuff": the
    participle "filled" with a "with" phrase, no "by" agent and no "get/become" is the adjectival
    passive of a state, = "full of" (Wasow 1977 on adjectival passives; Levin & Rappaport Hovav
    1995: a stative participle names the result state with no event; Quirk et al. 1985 §3.77
    statal passive). Nothing is said to have been empty before. An agent ("was filled with
    water by the waiter"), an active verb ("She filled the glass with water") or "got filled"
    (an event, the head is "get") keep the change of state."""
    if verb.tag_ != "VBN" or not any(c.dep_ == "prep" and c.lower_ == "with" for c in kids):
        return False
    if any(c.dep_ == "agent" for c in kids):
        return False
    if any(c.dep_ == "aux" and c.lemma_ == "have" for c in kids):
        return False  # "has filled the tub with water": an active perfect
    return verb.head.lemma_.lower() not in ("get", "become")


#: Prepositions of an agentless "split" participle that describe the resulting layout: "into /
#: between" (the parts), and the extent paths "across / over / throughout" ("data split across
#: two disks": a distributed configuration; Jackendoff 1990 on extension paths, Embick 2004 on
#: stative participles; review s1202d), which locate a state, not an event of splitting.
STRUCTURE_PREPOSITIONS = frozenset({"into", "between", "across", "over", "throughout"})
#: Nouns of what a program, query or search produces ("return results / a value / an error"):
#: the output sense of "return" (``_not_a_change_of_state``).
OUTPUT_NOUNS = frozenset(
    {"result", "value", "error", "output", "code", "status", "string", "list", "array",
     "number", "hit", "match", "response", "exception", "warning", "row", "record", "entry",
     "page", "answer", "message", "data", "set", "object", "integer", "pointer", "handle",
     "count", "tuple", "boolean", "item", "url", "link"}
)  # fmt: skip
#: Nouns of a callable unit of a program ("the function / method / query returns ..."): as the
#: subject of "return" with an object they make it the output sense (``_callable_subject``).
#: "program", "expression", "version" are left out: a programme "returns" next season, an
#: expression "returns" to a face, a theme's version "returns" in a piece: coming back.
CALLABLE_NOUNS = frozenset(
    {"function", "procedure", "subroutine", "routine", "method", "call", "query", "command",
     "macro", "lookup", "search", "syscall", "api", "primitive", "predicate", "accessor",
     "getter", "constructor"}
)  # fmt: skip
#: A code identifier as written in program text: lower-case letters, digits and underscores
#: only, or with call brackets ("lstat", "get_char", "malloc()").
CODE_IDENTIFIER = re.compile(r"[a-z][a-z0-9_]*(\(\))?")


def _callable_subject(subj: Token) -> bool:
    """The subject of "return" names a callable unit of a program: its head is one of
    ``CALLABLE_NOUNS`` (with a name before or after it: "Variant lstat", "the function foo"),
    or a lower-case code identifier with no WordNet entry at all ("lstat", "get_char"),
    which is a name out of program text (Quirk et al. 1985 §17.92 on symbols used as names),
    not a word of the language. Such a subject "returns" a value, it does not go back."""
    words = [subj, *(k for k in subj.children if k.dep_ in ("compound", "amod", "appos"))]
    if any(w.lemma_.lower() in CALLABLE_NOUNS for w in words):
        return True
    if _call_expression(subj):
        return True
    return bool(
        subj.pos_ in ("NOUN", "PROPN", "X")
        and CODE_IDENTIFIER.fullmatch(subj.text)
        and len(subj.text) > 2
        and not lex.wordnet().synsets(subj.text.rstrip("()"))
    )


def _call_expression(subj: Token) -> bool:
    """``subj`` is written as a call in program text, a name with its call brackets right after
    it ("max()", "os.stat()"; the tokenizer splits off "(" and ")"): a symbol used as a name
    (Quirk et al. 1985 §17.92), and the brackets mark it as a routine, whatever the name's
    WordNet senses ("max", "min", "open" are English words too). A routine "returns" when
    control comes back from the call, it was never away (stop 75, pr147)."""
    doc = subj.doc
    return (
        subj.i + 2 < len(doc)
        and doc[subj.i + 1].text == "("
        and doc[subj.i + 2].text == ")"
        and doc[subj.i + 1].whitespace_ == ""
        and subj.whitespace_ == ""
    )


#: Verbs of running a program's callable unit ("Calling f with x returns ...", "Invoking the
#: method returns ..."): as the head of a clausal subject of "return" (``_output_return``).
CALLING_VERBS = frozenset({"call", "invoke", "evaluate", "execute", "run", "apply"})
#: Aspectual verbs of continuation (Levin 1993 §55.1 "begin" verbs: continue, keep; and the
#: continuation verbs remain/stay of NOPE App. B's exclusions): ``_continued_state``.
ASPECTUAL_CONTINUATIVES = frozenset({"continue", "keep", "remain", "stay"})


def _inherited_subject(verb: Token) -> Token | None:
    """The subject a subjectless verb conjunct shares with the first conjunct ("The function
    takes a list, sorts it and returns it": "returns" has the subject "The function"): in
    coordinated predicates the subject is stated once for all of them (Quirk et al. 1985
    §13.57 on predication ellipsis; Huddleston & Pullum 2002 ch. 15 §4)."""
    head = verb
    while head.dep_ == "conj" and not subjects(head):
        head = head.head
    found = subjects(head)
    return found[0] if found and head is not verb else None


def _output_return(verb: Token, kids: list[Token], obj: Token | None) -> bool:
    """ "return" in the computing sense "produce as output" (Oxford Dictionary of English,
    return v. 2.5; Levin 1993 §13.2 give verbs, not §51.1 "return" = go back), where nothing
    was away before, so no prior state (Levinson 1983 ch. 4), beyond the cases
    ``_not_a_change_of_state`` reads off a present subject and object:
    - a subject shared through coordination is a callable unit (``_inherited_subject``,
      ``_callable_subject``) and the verb has an object ("The method copies the list, sorts
      it and returns it");
    - the subject is a clause of calling a routine (``CALLING_VERBS``: "Calling f with this
      object returns a response"): an event or an act is no thing that can come back;
    - the passive subject is an output noun (``OUTPUT_NOUNS``: "a value was returned on
      success") or a number ("zero is returned on error"): what a call yields;
    - a source or agent that is a callable unit ("Task objects returned from async def methods
      are awaitable", "the list returned by the function"): the output of a call, or control
      coming back from a call, never a thing that was away.
    "My brother returned from Paris", "The books were returned to the library" and "The
    soldiers returned it" (a person subject) keep their candidates."""
    inherited = _inherited_subject(verb)
    if obj is not None and inherited is not None and _callable_subject(inherited):
        return True
    if any(c.dep_ == "csubj" and c.lemma_.lower() in CALLING_VERBS for c in kids):
        return True
    if any(
        c.dep_ == "nsubjpass" and (c.lemma_.lower() in OUTPUT_NOUNS or c.like_num) for c in kids
    ):
        return True
    return any(  # the parser often reads the reduced relative's participle as the root
        c.dep_ == "prep"
        and c.lower_ in ("from", "by")
        and any(o.dep_ == "pobj" and o.lemma_.lower() in CALLABLE_NOUNS for o in c.children)
        for c in kids
    )


#: Prepositions and adverbs of a goal: "returned the book to the library / into the sea /
#: home / back": the change-of-location sense, whose prior state is being away (Levin 1993 §11.1
#: "send" verbs with a goal PP; Jackendoff 1990 on Path).
RETURN_GOAL_WORDS = frozenset({"to", "into", "toward", "towards", "home", "back"})
#: Pronouns whose referent is no agent: "it" and the demonstrative and relative pronouns of
#: things (Quirk et al. 1985 §6.11-6.13, §6.33; "they" may be people, so it is not here).
THING_PRONOUNS = frozenset({"it", "this", "that", "which"})


def _controller_subject(verb: Token) -> Token | None:
    """The subject of ``verb``'s clause, or, for a subjectless coordinated or controlled verb,
    the subject it shares ("the function is passed X and can compute Y and return it";
    "identity tests are guaranteed to return a boolean"): predication ellipsis in coordination
    (Quirk et al. 1985 §13.57) and subject control of an infinitive (Huddleston & Pullum 2002
    ch. 14 §4). A relative pronoun subject stands for the noun the relative clause modifies."""
    head = verb
    for _ in range(8):
        found = subjects(head)
        if found:
            if found[0].tag_ in ("WDT", "WP") and head.dep_ == "relcl":
                return head.head
            return found[0]
        if head.dep_ not in ("conj", "xcomp") or head.head is head:
            return None
        head = head.head
    return None


def _cannot_act(subj: Token) -> bool:
    """``subj`` names no possible agent: "it" or a thing pronoun (``THING_PRONOUNS``), a code
    identifier or callable (``_callable_subject``), or a common noun whose first WordNet sense
    is no person, animal or group (``AGENT_LEXNAMES``; Dowty 1991 proto-agent: volition,
    sentience), words WordNet lacks ("subgenerator") included. Names may be people: agents.
    The draft side's ``rewrite.presupposition.helpers._non_agent`` is the cautious twin
    (unknown nouns may act): a trigger is dropped on likely non-agents, a draft rule fires only
    on clear ones."""
    if subj.pos_ == "PRON":
        return subj.lower_ in THING_PRONOUNS
    if _callable_subject(subj):
        return True
    if subj.pos_ not in ("NOUN", "ADJ"):
        return False
    return first_sense_lexname(subj.lemma_.lower(), "NOUN") not in AGENT_LEXNAMES


def _result_giving_return(verb: Token, kids: list[Token], obj: Token | None) -> bool:
    """ "return" in the result-giving frame: the computing sense "produce as output" (Oxford
    Dictionary of English, return v. 2.5; WordNet render.v.04 "give or supply"; Levin 1993
    §13.2 give verbs, not §51.1 "return" = go back), where the object is what the subject
    computes and was never away, so no prior state (Levinson 1983 ch. 4: the presupposition
    goes with the sense). It generalises ``_callable_subject`` (stop 74, pr142) to any subject
    that is no agent (``_cannot_act``: "It returns a module", "identity tests are guaranteed to
    return a boolean", "the filter callable can modify and return it"), own or shared through
    coordination and control (``_controller_subject``). The frame:
    - an object, or "with" an output noun ("the subgenerator may return with a value");
    - no goal ("to the library", "home", "back") and no indirect object: those are the
      change-of-location and giving-back senses (``RETURN_GOAL_WORDS``);
    - a plain present, base form or infinitive: the output sense states what a routine does
      whenever it runs, a characterising sentence (Krifka et al. 1995); a past "returned"
      with a thing subject is mostly a return of a thing ("The machine returned my card").
    "She returned the book to the library", "My brother returned from Paris" and "The soldiers
    returned the prisoners" (an agent) keep their candidates."""
    if verb.tag_ not in ("VB", "VBZ", "VBP"):
        return False
    if any(c.dep_ in ("dative", "prt") for c in kids):
        return False
    if any(c.lower_ in RETURN_GOAL_WORDS and c.dep_ in ("prep", "advmod") for c in kids):
        return False
    subj = _controller_subject(verb)
    if obj is None and subj is not None and _callable_subject(subj):
        # intransitive "max() will never return", "the function returns": control comes back
        # from a call (the computing sense, Oxford Dictionary of English return v. 2.5, used
        # without its object); a callable unit was never away, so no prior state (pr147)
        return True
    if obj is None and not any(
        g.lemma_.lower() in OUTPUT_NOUNS for g in _prep_objects(kids, ("with",))
    ):
        return False
    return subj is not None and _cannot_act(subj)


#: Nouns of a program's interface, what software "exposes" to other code (an interface, an
#: API, a method, an attribute, a class or exception hierarchy): ``_interface_exposure``.
PROGRAM_INTERFACE_NOUNS = frozenset(
    {"interface", "api", "method", "function", "attribute", "class", "exception", "endpoint",
     "hook", "callback", "constant", "variable", "parameter", "field", "protocol",
     "functionality", "subclass", "namespace"}
)  # fmt: skip


def _interface_exposure(kids: list[Token], obj: Token | None) -> bool:
    """ "expose" in the computing sense "make available to other code" ("Loggers expose the
    interface that application code uses", "the module exposes an exception hierarchy"): its
    theme, the object or the passive subject, is a part of a program's interface
    (``PROGRAM_INTERFACE_NOUNS``, the head or a compound modifier). The prior state "X was
    hidden before" belongs to the uncovering senses (WordNet disclose.v.02 "disclose to view
    as by removing a cover", unwrap.v.02 "make known information that was previously kept
    secret"); an interface is provided for use, not uncovered, so no prior state (Levinson
    1983 ch. 4). "The floods exposed the roots", "The report exposed the corruption" stay."""
    themes = [obj] if obj is not None else [c for c in kids if c.dep_ == "nsubjpass"]
    return any(
        w.lemma_.lower() in PROGRAM_INTERFACE_NOUNS
        for t in themes
        for w in (t, *(c for c in t.children if c.dep_ == "compound"))
    )


def _discourse_come_to(verb: Token, kids: list[Token], subj: Token | None) -> bool:
    """ "Now we come to the hard part": with the text's "we" (the author with the reader,
    Quirk et al. 1985 §6.18 inclusive/authorial "we") and discourse "now" (a continuative that
    opens a new stage of a text, Halliday & Hasan 1976 §5.8; Schiffrin 1987 ch. 8), "come to"
    + topic is a move in the exposition (Swales 1990 on metadiscourse), not arrival: nobody
    was elsewhere before. "We came to the village at dawn" (no "now") keeps its candidate."""
    return (
        subj is not None
        and subj.lower_ == "we"
        and any(c.dep_ == "advmod" and c.lower_ == "now" and c.i < verb.i for c in kids)
        and any(c.dep_ == "prep" and c.lower_ == "to" for c in kids)
    )


def _continued_state(verb: Token, kids: list[Token]) -> bool:
    """ "will continue to be hidden", "the door remained to be closed": a passive infinitive
    under an aspectual verb of continuation (``ASPECTUAL_CONTINUATIVES``; Levin 1993 §55.1; Quirk et
    al. 1985 §16.46 on aspectual catenatives) is the statal passive of a state that already
    holds and goes on (Wasow 1977 on adjectival passives), no change into it (NOPE App. B leaves
    continuation out). "They began to be hidden" (inchoative) keeps its candidate."""
    return (
        verb.dep_ == "xcomp"
        and verb.head.lemma_.lower() in ASPECTUAL_CONTINUATIVES
        and any(c.dep_ == "auxpass" for c in kids)
    )


#: Nouns that an "open" brings into being (a session, a connection, a ticket, an account, a
#: tab): open.v.06 "start to operate or function", establish (``_not_a_change_of_state``).
OPENED_INTO_BEING = frozenset(
    {"session", "connection", "socket", "channel", "tunnel", "pipe", "stream", "ticket",
     "account", "tab", "terminal", "shell", "console", "transaction", "thread", "dialog",
     "dialogue", "investigation", "inquiry", "enquiry", "probe", "negotiation", "talk", "file",
     "handle", "bug", "issue", "case", "position"}
)  # fmt: skip

#: Verbs of the conative alternation among the change-of-state verbs (Levin 1993 §1.3: verbs of
#: cutting and of tearing apart, "cut at", "hack at", "tear at", "claw at").
CONATIVE_VERBS = frozenset({"tear", "rip", "cut", "chip", "hack", "slash", "scratch", "claw"})
#: Lexicographer files of abstract themes and purposes of "open": a text, a talk or an act is
#: begun or made available, nothing that was shut is opened.
ABSTRACT_OPEN_LEXNAMES = frozenset({"noun.communication", "noun.act"})
#: Modifiers that make the object of "open" a newly established thing ("open more lines, new
#: stores, additional branches"): ``_abstract_opening``.
CREATED_OPEN_MODIFIERS = frozenset({"more", "new", "additional", "further", "extra"})


#: Lexicographer files of a modifier that names what a window shows: a text or record
#: ("register", "report", "message"), a task ("help", "search") or a topic ("preferences").
DISPLAY_CONTENT_LEXNAMES = frozenset({"noun.communication", "noun.act", "noun.cognition"})
#: Heads that a program shows on screen ("a help window", "a search pane", "a report tab"):
#: ``_new_display_window`` ("a letter box", "a mail bag" are containers, not displays).
DISPLAY_NOUNS = frozenset({"window", "pane", "panel", "tab", "screen", "view"})
#: What a program first shows when it "opens with" it: ``_abstract_opening``.
OPENING_DISPLAY_NOUNS = DISPLAY_NOUNS | {"page", "dialog", "dialogue"}


def _new_display_window(obj: Token) -> bool:
    """ "Pressing OK will open a register window", "The button opens up a help window": an
    indefinite object (a new referent, Heim 1982) whose noun-compound modifier names a text, a
    task or a topic (``DISPLAY_CONTENT_LEXNAMES``) is a window of a program's display, named
    for what it shows (Quirk et al. 1985 §17.108 on compounds of content, "a help window"), and
    the opening brings it into being: the computing sense "make (a file, program, window)
    available for use" (Oxford Dictionary of English open v.), a creation verb (Levin 1993
    §26.4), not open.v.01 "cause to open" of a thing that was shut, so no "A register window
    is closed" (blind review s1204s). Only display heads (``DISPLAY_NOUNS``); a definite "the
    register window" (one already on screen) and "a kitchen window" (a place, no content
    modifier) keep the prior state."""
    if obj.lemma_.lower() not in DISPLAY_NOUNS or not _indefinite(obj):
        return False
    return any(
        c.dep_ == "compound"
        and c.i < obj.i
        and c.pos_ == "NOUN"
        and first_sense_lexname(c.lemma_.lower(), "NOUN") in DISPLAY_CONTENT_LEXNAMES
        for c in obj.children
    )


def _subjected_to(kids: list[Token]) -> bool:
    """ "were exposed to epidemics", "the worst gravy I have ever been exposed to": with a "to"
    phrase, "expose" is WordNet 3.0 expose.v.01 "expose or make accessible to some action or
    influence" (= subject to), not expose.v.02/.03 "reveal, uncover": nothing was hidden before.
    "exposed the fraud to the press" (a person or group as goal: reveal to) stays."""
    return any(
        c.dep_ == "prep"
        and c.lower_ == "to"
        and not any(_being(g) for g in c.children if g.dep_ == "pobj")
        for c in kids
    )


def _abstract_opening(kids: list[Token], subj: Token | None, obj: Token | None) -> bool:
    """ "open it for signature / for discussion" and "The film opens with a cult leader": a
    "for" phrase naming an act or a text is WordNet 3.0 open.v.05 "make available" (a treaty is
    opened for signature), and an intransitive "open with" whose subject is a text, a show or an
    act is open.v.03/.07 "begin" (a film opens with a scene): neither is the change of state
    open.v.01 "cause to open", so "was closed before" is no presupposition (Levinson 1983 ch. 4:
    only the change-of-state sense has the prior state)."""
    if any(_phrase_lexname(g) in ABSTRACT_OPEN_LEXNAMES for g in _prep_objects(kids, ("for",))):
        return True
    if obj is not None and any(
        c.dep_ in ("amod", "det") and c.lower_ in CREATED_OPEN_MODIFIERS for c in obj.children
    ):
        # "open more lines", "opened a new store / additional branches": the object is new
        # (Heim 1982: "more/new N" introduces referents not there before), so "open" is
        # WordNet 3.0 open.v.06 "start to operate or function" / establish, a creation verb
        # whose object did not exist, not open.v.01 "cause to open" of a thing that was closed
        return True
    if obj is None and any(
        g.lemma_.lower() in OPENING_DISPLAY_NOUNS for g in _prep_objects(kids, ("with",))
    ):
        # "The import assistant opens with a screen that ...": "open with" a screen or page
        # is open.v "begin" (a program's first display, as a film opens with a scene: WordNet
        # 3.0 open.v.07 "begin or set in action"), said of whatever shows it; a door or a lid
        # does not open with a screen, so no "was closed before" (blind review s1204s)
        return True
    return (
        obj is None
        and subj is not None
        and subj.pos_ == "NOUN"
        and _phrase_lexname(subj) in ABSTRACT_OPEN_LEXNAMES
        and any(c.dep_ == "prep" and c.lower_ == "with" for c in kids)
    )


#: Adverbs that turn a narrated past "died of X" back into hyperbole ("I almost died of shame").
NEAR_MISS_ADVERBS = frozenset({"almost", "nearly", "practically", "virtually", "just"})
#: Lexicographer files of the cause in a hyperbolic "die of X": a feeling, a talk or a thought
#: kills nobody ("die of boredom / embarrassment / laughter / curiosity").
HYPERBOLIC_DIE_LEXNAMES = frozenset({"noun.feeling", "noun.communication", "noun.cognition"})


def _hyperbolic_die(verb: Token, kids: list[Token]) -> bool:
    """Idiomatic and hyperbolic "die", in which nobody dies, so "X was alive before" is no
    presupposition: "be dying to V" = want very much (Cambridge Dictionary, "be dying to do
    something"; WordNet 3.0 die.v.06 "languish as with love or desire"), "(not) to die for" =
    extremely good (Oxford Dictionary of English Idioms, "to die for": the stranded "for" of an
    infinitival relative), and "die of laughter / boredom / embarrassment" (Cambridge, "die of
    boredom"), hyperbole whose cause is a feeling, a talk or a thought (McCarthy & Carter 2004
    on hyperbole in conversation). "died of cancer / hunger" (noun.state) stays."""
    if any(c.dep_ == "xcomp" and any(g.lower_ == "to" for g in c.children) for c in kids):
        return True
    if any(c.dep_ == "aux" and c.lower_ == "to" for c in kids) and any(
        c.dep_ == "prep" and c.lower_ == "for" and not list(c.children) for c in kids
    ):
        return True
    if verb.tag_ == "VBD" and not any(c.lower_ in NEAR_MISS_ADVERBS for c in kids):
        # "she sank down by him and died of a broken heart": a narrated past death is a death
        # (kept by the A/B judge of stop 52, ab57); hyperbole is the speaker's "I almost died
        # of embarrassment", "I'm dying of boredom", "his mother would die of shame"
        return False
    return any(_phrase_lexname(g) in HYPERBOLIC_DIE_LEXNAMES for g in _prep_objects(kids, ("of",)))


def _agreement_mismatch(verb: Token, subj: Token | None) -> bool:
    """A bare-form "verb" (VB) heading the sentence with a singular noun or adjective head as its
    subject and no auxiliary: "The last of the seventies expose films". A finite present agrees
    with a singular subject in "-s" (Quirk et al. 1985 §10.1) and a base form takes no subject
    of its own, so the word is not a verb here but a homograph noun or adjective ("exposé
    films") misread by the tagger: no change of state is described."""
    return (
        verb.tag_ == "VB"
        and verb.dep_ == "ROOT"
        and subj is not None
        and subj.tag_ in ("NN", "NNP", "JJ")
        and not any(c.dep_ == "conj" for c in subj.children)
        and not any(c.dep_ in AUX_DEPS for c in verb.children)
    )


#: WordNet 3.0 fall.v.32 "come as if by falling" (its examples: "Night fell", "Silence fell"):
#: a period of time, a silence or a darkness comes about; nothing was higher before (Levinson
#: 1983 ch. 4: only the change-of-state sense presupposes the prior state; IMPPRES §3's
#: change-of-state verbs are literal state changes). Subjects whose first WordNet sense falls
#: under these synsets take this sense: "a hush / silence / stillness fell", "night / evening /
#: dusk fell", "darkness / gloom / a shadow fell" (blind review s1129n: "A hush was higher
#: before").
FIGURATIVE_FALL_SYNSETS = frozenset(
    {"silence.n.01", "silence.n.02", "sound_property.n.01", "time_period.n.01", "day.n.04",
     "twilight.n.01", "illumination.n.02"}
)  # fmt: skip
#: First-sense lexicographer files of an abstract subject that "falls on/upon/over/onto"
#: someone or something: fall.v.14 "to be given by assignment or distribution" ("The onus fell
#: on us"), fall.v.08 "touch or seem as if touching" ("Suspicion fell on him", "a pall fell over
#: the crowd"; WordNet 3.0): a state, feeling, thought, message or act has no height.
#: noun.attribute is not here: "prices / the temperature fell" are literal degree falls.
ABSTRACT_FALL_LEXNAMES = frozenset(
    {"noun.state", "noun.feeling", "noun.cognition", "noun.communication", "noun.act"}
)


def _figurative_fall(subj: Token, kids: list[Token]) -> bool:
    """ "A hush fell over the hall", "Night fell" (fall.v.32), "Suspicion fell on him"
    (fall.v.08/.14), "Manning fell to Florida, 33-20", "fell to 3-5 on the season" (fall.v.06
    "suffer defeat"), "The city fell to the Romans" (fall.v.09 "be captured"), "The task fell
    to me" (fall.v.20): none is fall.v.01 "descend in free fall" or decrease.v.01, whose prior
    state ("was higher before") the draft spells out. "fell to the ground / to his knees / to
    5%" (a place, a body part, a quantity) stay."""
    named = subj.pos_ in ("PROPN", "PRON")  # "it fell onto the floor": no WordNet sense
    synsets = [] if named else lex.wordnet().synsets(subj.lemma_.lower(), "n")
    if synsets:
        first = synsets[0]
        names = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
        if names & FIGURATIVE_FALL_SYNSETS:
            return True
    if any(
        _being(g) or g.ent_type_ in ("GPE", "ORG", "NORP", "PERSON") or _record(g)
        for g in _prep_objects(kids, ("to",))
    ):
        return True
    if _capturable(subj, synsets) and any(
        not _literal_place(g) and not _is_quantity(g) and not _time_like(g)
        for g in _prep_objects(kids, ("to",))
    ):
        return True  # "The fortress fell to the orcs": fall.v.09 "be captured"
    if named or lex.lexname(subj.lemma_.lower()) not in ABSTRACT_FALL_LEXNAMES:
        return False
    return any(
        not _time_like(g) and not _is_quantity(g)
        for g in _prep_objects(kids, ("on", "upon", "over", "onto"))
    )


#: WordNet classes of what can be captured or conquered (fall.v.09 "be captured": "The cities
#: fell to the enemy"): settlements, realms and strongholds.
CAPTURABLE_SYNSETS = frozenset(
    {"geographical_area.n.01", "domain.n.02", "defensive_structure.n.01", "kingdom.n.01",
     "village.n.01", "village.n.02"}
)  # fmt: skip


def _capturable(subj: Token, synsets: list) -> bool:
    """The subject is a settlement, realm or stronghold ("the city", "the fortress", "the
    kingdom"): "X fell to Y" with Y no place, quantity or time is then fall.v.09 "be captured"
    by Y, whatever Y's name (a fantasy people as "the orcs" is in no word list), not a fall
    from a height (pr95)."""
    if not synsets:
        return False
    first = synsets[0]
    names = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
    return bool(names & CAPTURABLE_SYNSETS)


#: Complements of "fall" that give a path, a goal or a manner of falling down (fall.v.01
#: "descend in free fall", fall.v.? "lose an upright position"): with one of them the literal
#: sense stays ("fell from the roof", "fell down", "fell to his knees", "fell over").
FALL_PATH_DEPS = frozenset({"prep", "prt", "advmod", "acomp", "oprd", "dobj", "npadvmod", "agent"})


#: WordNet first-sense classes of the object of "fall on/upon" = attack (a person, a group, a
#: settlement or area) or = eat greedily (food), where no descent is meant.
ATTACKED_LEXNAMES = frozenset({"noun.person", "noun.group", "noun.animal", "noun.location",
                               "noun.food"})  # fmt: skip


def _fall_upon_attack(subj: Token, kids: list[Token]) -> bool:
    """ "The raiders fell upon the village", "the wolves fell on the flock", "the boys fell
    upon the food": the phrasal verb "fall on/upon" with a being as subject and a being, a
    group, a settlement or food as object means "attack fiercely or unexpectedly" or "eat
    greedily" (Oxford English Dictionary "fall", phrasal verbs "fall on/upon"; Collins
    COBUILD Dictionary of Phrasal Verbs "fall on"), not fall.v.01 "descend", so the draft "The
    raiders were higher before" (the prior state of a descent; Levinson 1983 ch. 4) states
    no presupposition (s9801, pr224). "He fell on the floor / on his knees / upon the bed"
    (a surface, a body part) is a descent and keeps its draft."""
    if not _being(subj) and subj.lower_ not in ("he", "she", "they", "we", "i", "you"):
        return False
    for obj in _prep_objects(kids, ("on", "upon")):
        if obj.pos_ == "PRON" and obj.lower_ in _FOUND_BEING_PRONOUNS:
            return True
        if obj.pos_ == "PROPN" and obj.ent_type_ in ("PERSON", "ORG", "NORP", "GPE", "LOC"):
            return True
        if obj.pos_ == "NOUN" and lex.lexname(obj.lemma_.lower()) in ATTACKED_LEXNAMES:
            return True
    return False


def _fall_in_battle(subj: Token, kids: list[Token]) -> bool:
    """ "I have fallen, but all is not lost!", "Many brave men fell.": "fall" with a being as
    subject and no path, goal or particle is fall.v.07 "die, as in battle or in a hunt"
    (WordNet 3.0), the sense of "our fallen comrades", or the loss of an upright posture; in
    neither is the being "higher before" (the draft of fall.v.01 / decrease.v.01, Levinson 1983
    ch. 4 on the prior state of change-of-state verbs; review s1202f). "He fell from the roof",
    "fell down the stairs", "fell to his knees", "fell over" keep a path and their draft."""
    personal = subj.lower_ in ("i", "we", "you", "he", "she", "they") or _being(subj)
    if not personal or subj.lower_ == "it":
        return False
    return not any(c.dep_ in FALL_PATH_DEPS for c in kids)


#: Nouns of the occasion of a repeated rule ("each turn", "every round", "per hit").
OCCASION_NOUNS = frozenset(
    {
        "turn",
        "round",
        "time",
        "day",
        "night",
        "hour",
        "minute",
        "second",
        "move",
        "attack",
        "hit",
        "level",
        "battle",
        "fight",
        "scenario",
        "use",
        "cycle",
        "tick",
        "week",
        "month",
    }
)


def _iterated_rule(verb: Token, kids: list[Token]) -> bool:
    """ "This ring will heal the bearer a little each turn", "can heal adjacent units every
    turn": a non-past heal with an adverbial quantifying over occasions ("each/every turn",
    "per turn") states a rule that applies on every occasion (a habitual or characterising
    sentence: Krifka et al. 1995 §1.2; game rules like pr93's generic prohibitions), not one
    healing event, so no one is presupposed ill now (review s1202f). Past "healed the wounded
    soldier" stays."""
    if verb.tag_ == "VBD" or any(c.dep_ == "aux" and c.tag_ == "VBD" for c in kids):
        return False
    each_occasion = any(
        c.dep_ in ("npadvmod", "advmod")
        and c.lemma_.lower() in OCCASION_NOUNS
        and any(d.dep_ == "det" and d.lower_ in ("each", "every") for d in c.children)
        for c in kids
    )
    # "heal two hitpoints per turn": the parser may hang "per" on the object
    near = kids + [g for c in kids if c.dep_ in OBJECT_DEPS for g in c.children]
    per_occasion = any(
        c.dep_ == "prep"
        and c.lower_ == "per"
        and any(g.dep_ == "pobj" and g.lemma_.lower() in OCCASION_NOUNS for g in c.children)
        for c in near
    )
    return each_occasion or per_occasion


def _generic_heal(verb: Token, kids: list[Token]) -> bool:
    """A non-past "heal" of a characterising sentence (Krifka et al. 1995 §1.2): its subject is
    a kind of action, a gerund clause ("ending your turn on one will heal you": any such act
    heals, a rule of the game), or its object a bare plural ("stay behind and heal injured
    units": Carlson 1977, a bare plural in a non-past sentence names the kind, not particular
    units). A rule or a disposition quantifies over occasions and presupposes no particular
    one ill now, so "You are ill." / "Injured units were ill before." are not taken for
    granted (pr97, dev text; pr94 did "each turn"). Past "healed injured soldiers" and a
    definite object ("will heal the wounded knight") keep their draft."""
    if verb.tag_ in ("VBD", "VBN") or any(c.dep_ == "aux" and c.tag_ == "VBD" for c in kids):
        return False
    if any(c.dep_ in ("csubj", "csubjpass") or c.dep_ == "nsubj" and c.tag_ == "VBG" for c in kids):
        return True
    obj = next((c for c in kids if c.dep_ in OBJECT_DEPS), None)
    return (
        obj is not None
        and obj.tag_ == "NNS"
        and not any(d.dep_ in ("det", "poss", "nummod", "predet") for d in obj.children)
    )


def _provided_for_use(noun: Token) -> bool:
    """ "I will leave you with more dummies to practice on", "left us with a map to follow":
    the object of "with" carries an infinitival relative, the modal relative of purpose
    (Quirk et al. 1985 §17.30-31: "something to practice on" = something one can practise
    on), so "leave X with Y" is leave.v.06 "provide opportunity for; cause to remain"
    (WordNet 3.0), supplying Y for X's use; nobody departs, so no "was there before"
    (Levinson 1983 ch. 4). "left the children with their aunt" (no such relative) stays."""
    return any(
        c.dep_ in ("relcl", "acl")
        and c.tag_ == "VB"
        and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
        for c in noun.children
    )


def _record(tok: Token) -> bool:
    """A score or a win-loss record ("1-8", "3 - 5" split by the tokenizer), not an amount
    ("to 3 million", "to 10 degrees": a degree fall, which keeps its draft)."""
    if SCORE.match(tok.text):
        return True
    doc = tok.doc
    return (
        tok.like_num
        and tok.i + 2 < len(doc)
        and doc[tok.i + 1].text in ("-", "\u2013", "\u2014")
        and doc[tok.i + 2].like_num
    )


#: Time adverbs that make "has got" a perfect of "get" (obtain), not possessive "have got".
PERFECT_GET_ADVERBS = frozenset({"just", "already", "finally", "recently", "since", "yet"})


def _possessive_have_got(verb: Token) -> bool:
    """ "has she got a boyfriend", "I've got two sisters": present "have got" is a stative
    verb of possession, synonymous with "have" (Quirk et al. 1985 §3.34; Huddleston & Pullum
    2002 ch. 2 §5.2: it has no non-perfect meaning of obtaining), so no change of state. "got"
    (not AmE "gotten") after a present "have" with a noun object and no perfect-time adverb."""
    if verb.lower_ != "got" or not any(c.dep_ in OBJECT_DEPS for c in verb.children):
        return False
    doc = verb.doc
    if verb.i > 0 and doc[verb.i - 1].lower_ in ("'s", "\u2019s", "'ve", "\u2019ve"):
        # "Tampa Bay's got a terrible team": the clitic is "has" even where the tagger reads a
        # genitive (a genitive determines a noun, not a verb: Quirk §3.23 on enclitic "has")
        return True
    auxes = [c for c in verb.children if c.dep_ == "aux"]
    if not auxes and verb.tag_ == "VBD" and _present_here_now(verb):
        # "I got a date here", "now we got a reason": informal AmE drops the "have" of
        # possessive "have got" (Huddleston & Pullum 2002 ch. 3 §2.5; Quirk §3.34 note); a
        # deictic present-time or present-place adverb ("here", "now") of the clause shows the
        # present possessive, not the past of "get" (obtain), so no change of state
        return True
    if not any(a.lemma_.lower() == "have" and a.tag_ in ("VBZ", "VBP") for a in auxes):
        return False
    return not any(
        c.dep_ in ("advmod", "npadvmod") and c.lower_ in PERFECT_GET_ADVERBS for c in verb.children
    )


#: Deictic adverbs of the speech situation that mark bare "got" as present possessive "(have) got".
_HERE_NOW = frozenset({"here", "now"})


def _present_here_now(verb: Token) -> bool:
    """ "here"/"now" as an adverb of the verb or of its adverb ("out here", "over here", "right
    now") or of the object itself, where the parser often hangs a final "here" ("a date
    here"); not inside a subordinate clause."""
    objects = [c for c in verb.children if c.dep_ in OBJECT_DEPS]
    for c in [*verb.children, *(g for o in objects for g in o.children)]:
        if c.dep_ in ("advmod", "npadvmod") and (
            c.lower_ in _HERE_NOW or any(g.lower_ in _HERE_NOW for g in c.children)
        ):
            return True
    return False


def _left_alone(verb: Token) -> bool:
    """ "leave X alone" with X a being or a group ("left the pair alone", "leave him alone"):
    WordNet leave_alone.v.01 "refrain from doing something to", the resultative "leave X Y"
    whose predicative adverb the parser labels advmod; nobody departs. With a place or event as
    object "alone" is a depictive of the subject ("left the room alone": departed by herself)."""
    if not any(c.dep_ == "advmod" and c.lower_ == "alone" for c in verb.children):
        return False
    obj = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
    if obj is None:
        return False
    if obj.pos_ == "PRON":
        # beings one can leave alone (not "it": "left it alone" may be a place)
        return obj.lower_ in OBJECT_PRONOUNS
    if obj.ent_type_ == "PERSON":
        return True
    return lex.lexname(obj.lemma_.lower()) in ("noun.person", "noun.animal", "noun.group")


#: Objects of "leave" in its departure senses (leave.v.01 "go away from a place", leave.v.08
#: "remove oneself from an association", exit.v.01): places, groups, buildings, people, events.
LEAVE_DEPARTURE_LEXNAMES = frozenset(
    {
        "noun.location",
        "noun.group",
        "noun.artifact",
        "noun.person",
        "noun.object",
        "noun.act",
        "noun.event",
        "noun.time",
    }
)


def _leave_as_residue(kids: list[Token], obj: Token | None) -> bool:
    """ "leave" that is not departure, so nothing was there before and is gone now (WordNet
    3.0): a double object ("Her father's death left her the farm": bequeath.v.01, leave.v.06
    "provide opportunity for") or an object that is a state, idea, message or possession ("left
    a welt", "leaves a void", "left a note", "left a legacy": leave.v.07 "have as a result or
    residue", leave.v.02 "leave behind") rather than a place, group or person one departs from.
    """
    if any(c.dep_ == "dative" for c in kids) or sum(c.dep_ in OBJECT_DEPS for c in kids) > 1:
        return True  # the parser labels the first of two objects dative or dobj
    if obj is None or obj.pos_ in ("PROPN", "PRON") or obj.ent_type_:
        return False
    if any(c.dep_ == "det" and c.lower_ == "no" for c in obj.children):
        # "left no tip / no trace / no note": a negative determiner denies that anything was
        # left behind (leave.v.02 "leave behind", Quirk et al. 1985 §10.58 on "no" as the
        # negative of "a"); one cannot depart from a place the clause says is not there
        return True
    if _allowance_object(obj):
        return True  # "left little room for rest": light-verb "leave" = allow, no departure
    if lex.is_possession(obj.lemma_.lower()):
        # "left a (big) tip", "left money on the table": what is left is given or left behind
        # (WordNet 3.0 tip.n.03 "a relatively small amount of money given for services",
        # noun.possession; leave.v.02 / bequeath), not a place one was in before
        return True
    name = lex.lexname(obj.lemma_.lower())
    return name is not None and name not in LEAVE_DEPARTURE_LEXNAMES


#: Nouns of room, time and opportunity that light-verb "leave" = 'allow, let remain available'
#: takes as its object ("left little room for doubt", "leaves no doubt that S", "left them
#: little time to pack", "left no chance of escape"): OED "leave" v.1 sense 10 (to allow to
#: remain, to allow, let), Collins COBUILD "leave": "If something leaves you a particular
#: amount of something, it allows you to have or use it"; WordNet 3.0 leave.v.06 "provide
#: opportunity for". A quantity of time or room is not a place one departs from, so the
#: change-of-state draft of leave.v.01 ("X was in little room before") is no presupposition.
ALLOWANCE_NOUNS = frozenset(
    {"room", "space", "scope", "margin", "time", "chance", "doubt", "choice", "option"}
    | {"opportunity", "leeway", "latitude"}
)

#: Quantifying determiners of a non-count quantity (Quirk et al. 1985 §5.23-5.25: "little",
#: "much", "enough", "no", "plenty of" ...): with one of them, or with none at all, "room/time"
#: is the mass noun of extent ("little room", "room for dessert"), not the count noun of a
#: chamber ("the room", "a room", "his room").
QUANTITY_DETERMINERS = frozenset(
    {"little", "no", "much", "enough", "more", "less", "some", "any", "ample", "sufficient"}
    | {"plenty", "scant", "insufficient", "limited", "considerable", "extra"}
)


def _allowance_object(obj: Token) -> bool:
    """ "The schedule left little room for rest", "Her reply left no doubt that she would go":
    the object of "leave" is a quantity of room, time or opportunity (``ALLOWANCE_NOUNS``) with
    a quantifying determiner or none, the light verb "leave" = allow (OED leave v.1 sense 10;
    WordNet leave.v.06), not departure from a place (s9802, pr226). "She left the room", "left
    a room", "left his room" (a determiner of a count noun, a chamber) keep their draft."""
    if obj.lemma_.lower() not in ALLOWANCE_NOUNS or obj.tag_ not in ("NN", "NNS"):
        return False
    dets = [c for c in obj.children if c.dep_ in ("det", "poss", "nummod", "amod", "predet")]
    if obj.lemma_.lower() == "room" and any(c.dep_ == "compound" for c in obj.children):
        return False  # "left the dining room", "left room 5": a named chamber
    if any(c.dep_ in ("poss", "nummod", "predet") for c in dets):
        return False
    determiners = [c for c in dets if c.dep_ == "det"]
    if any(c.lower_ not in QUANTITY_DETERMINERS for c in determiners):
        return False  # "the room", "a room", "this time"
    if determiners:
        return True
    quantity = [c for c in dets if c.dep_ == "amod" and c.lower_ in QUANTITY_DETERMINERS]
    # "little/enough/more room" (the tagger's JJ amod) or a bare mass noun ("left room for")
    return bool(quantity) or not any(c.dep_ == "amod" for c in dets)


#: Adverbs of place that complete "leave X ___" ("left my guitar here", "left it there").
LEAVE_BEHIND_ADVERBS = frozenset(
    {
        "here",
        "there",
        "behind",
        "somewhere",
        "anywhere",
        "upstairs",
        "downstairs",
        "outside",
        "inside",
        "around",
        "lying",
    }
)
#: Prepositions of position (Quirk et al. 1985 §9.15-9.24) for "left it at Mona's / in your
#: room / under your pillow"; "for", "with", "to" and time/manner phrases are not positions.
LEAVE_BEHIND_PREPOSITIONS = frozenset(
    {"at", "in", "on", "under", "behind", "inside", "outside", "beside", "near", "by", "beneath"}
)
#: First-sense lexicographer files of a place a position phrase names (a time or manner noun
#: - "at noon", "in a hurry" - is none).
LEAVE_BEHIND_PLACE_LEXNAMES = frozenset(
    {
        "noun.artifact",
        "noun.location",
        "noun.object",
        "noun.body",
        "noun.person",
        "noun.food",
        "noun.plant",
        "noun.animal",
        "noun.possession",
    }
)
#: WordNet 3.0 synsets of places one is in: an object under one of these is departed from
#: ("left the room in the car"), not put down.
LEAVE_PLACE_ROOTS = frozenset(
    {"structure.n.01", "area.n.05", "location.n.01", "facility.n.01", "establishment.n.04"}
)


#: Pronouns that stand for things put down ("left it there"); personal pronouns of people
#: ("left him") keep the departure reading.
LEAVE_THING_PRONOUNS = frozenset({"it", "this", "that", "these", "those", "something", "them"})


def _leave_behind(kids: list[Token], obj: Token | None) -> bool:
    """ "leave" with an object that is no place and a complement of position ("I left my guitar
    here", "left some knickers under your pillow", "must've left it at Mona's"): leave.v.02
    "go and leave behind, either intentionally or by neglect" / leave.v.04 "put into the care
    or keeping of", a verb of putting whose object is the thing put and the phrase its
    location (Levin 1993 §9.1 "put" verbs and §13.3 "leave" among verbs of future having),
    not leave.v.01 "go away from a place" (Levin §51.2 "leave" verbs), whose object is the
    place departed. Only the departure reading presupposes that the subject was in the object
    before ("I was in my guitar before", blind review s1201k); "left the room in a hurry",
    "left the house at noon" (a place object, or a time or manner phrase) keep it."""
    if obj is None or obj.lower_ in ("here", "there", "home"):
        return False
    if obj.pos_ == "PRON" and obj.lower_ not in LEAVE_THING_PRONOUNS:
        return False  # "she left him (in Paris)": a person left is departed from (leave.v.01/
        # abandon, Levin §51.2), whatever the place
    if obj.pos_ != "PRON":
        if obj.pos_ == "PROPN" or obj.ent_type_ in ("GPE", "LOC", "FAC", "ORG"):
            return False
        word = _wordnet_noun(obj)
        name = lex.lexname(word)
        if name not in LEAVE_BEHIND_PLACE_LEXNAMES or name == "noun.location":
            return False
        first = lex.wordnet().synsets(word, "n")[:1]
        if first and any(
            h.name() in LEAVE_PLACE_ROOTS for h in first[0].closure(lambda x: x.hypernyms())
        ):
            return False
    return any(_position_phrase(kid) for kid in [*kids, *_relative_clause_tail(obj)])


#: Adjective or adverb heads of complex prepositions of position with "to" (Quirk et al. 1985
#: §9.10: "next to", "close to"; spaCy hangs "to" under "next" as an advmod's prep).
LEAVE_BEHIND_COMPLEX_HEADS = frozenset({"next", "close", "adjacent"})


def _position_phrase(kid: Token) -> bool:
    """``kid`` is a position phrase: "here/there/behind", or "at/in/on/under/next to/... X"
    whose X is a thing, place or name (not a time: "at noon")."""
    prep = kid
    if kid.dep_ == "advmod" and kid.lower_ in LEAVE_BEHIND_COMPLEX_HEADS:
        prep = next((g for g in kid.children if g.dep_ == "prep" and g.lower_ == "to"), kid)
    elif kid.dep_ == "advmod":
        return kid.lower_ in LEAVE_BEHIND_ADVERBS
    elif kid.dep_ != "prep" or kid.lower_ not in LEAVE_BEHIND_PREPOSITIONS:
        return False
    ground = next((g for g in prep.children if g.dep_ == "pobj"), None)
    if ground is None or prep is kid and kid.dep_ == "advmod":
        return False
    if ground.pos_ in ("PRON", "PROPN") and ground.ent_type_ not in ("DATE", "TIME"):
        return True
    return lex.lexname(_wordnet_noun(ground)) in LEAVE_BEHIND_PLACE_LEXNAMES


def _relative_clause_tail(obj: Token | None) -> list[Token]:
    """The last dependent of a relative clause on the object when it ends the relative clause
    after its verb: "leave a sweater [that smells like me] next to you". A phrase after a
    postmodified object can belong to either verb (Quirk et al. 1985 §2.60 on attachment
    ambiguity; the parser takes the nearer one), and "leave" in the deposit sense needs its
    position complement (Levin 1993 §9.1: "put" verbs take an obligatory locative), so the
    tail is offered to "leave" too (s1201k, pr78 left it)."""
    if obj is None:
        return []
    rel = next((c for c in obj.children if c.dep_ == "relcl"), None)
    if rel is None:
        return []
    after = [c for c in rel.children if c.i > rel.i and c.dep_ in ("prep", "advmod")]
    return after[-1:] if after and after[-1].right_edge.i == rel.right_edge.i else []


def _wordnet_noun(tok: Token) -> str:
    """The lemma WordNet knows for ``tok``: spaCy's lemma, or the word itself for a plurale
    tantum the lemmatiser cut ("knickers" -> "knicker", which WordNet lists only as
    "knickers")."""
    lemma = tok.lemma_.lower()
    return lemma if lex.lexname(lemma) is not None else tok.lower_


#: Frames that select a WordNet sense of a change-of-state verb which is not a change of state
#: (WordNet 3.0 verb senses and their lexicographer files; NOPE App. A lists the verbs, its
#: experts rejected their other senses, §3.2): lemma -> (preposition or "dobj", noun lexnames of
#: its object). "appear in/on a film, show, as X": appear.v.06 "appear as a character on stage or
#: in a play" (verb.creation), not appear.v.02 "come into sight"; "lose to X", "lose the game/
#: election/final" (a contest: ``lexicon.is_contest``): lose.v.02 "fail to win"
#: (verb.competition), not lose.v.01 "cease to have" ("to" only without an object: "lose it to a
#: rival" is lose.v.01);
#: "fix someone with a gaze/stare": fixate "direct one's eyes", "fix dinner": cook.v.02, "fix a
#: date": specify.v.02 - none is repair.v.01 "restore what is broken".
#: "appear on/under a label, imprint, network" (an organisation: noun.group or an ORG entity):
#: appear.v.03 "be issued or published" / appear.v.07 "present oneself formally" - no prior
#: absence of the subject is presupposed. "lose in the semifinals" (a contest in an "in" PP):
#: lose.v.02 again. "return the compliment/favor/call/fire" (an act or message as object):
#: return.v.06 "return in kind" (verb.possession, reciprocate) or retort.v.01, not return.v.01
#: "go or come back to a place where one has been", whose prior state NOPE's wording spells out.
OTHER_SENSE_FRAMES_APPEAR: tuple[tuple[str, frozenset[str] | None], ...] = (
    ("in", frozenset({"noun.communication", "noun.act", "noun.event"})),
    ("on", frozenset({"noun.communication", "noun.act", "noun.event", "noun.group"})),
    ("under", frozenset({"noun.communication", "noun.group", "noun.cognition"})),
    ("as", None),
    ("organisation", None),  # "appeared on CNN / on Merge Records": an ORG entity
    # "appeared at the race / the hearing / the festival": show_up.v.02 "appear or be
    # present at an event" (WordNet 3.0, verb.stative/attend), not appear.v.02 "come into
    # sight": the runner was not invisible before; "appeared at the door" (an artifact)
    # keeps the come-into-sight reading. Events, acts, gatherings, performances, occasions.
    (
        "at",
        frozenset(
            {
                "noun.event",
                "noun.act",
                "noun.group",
                "noun.communication",
                "noun.time",
            }
        ),
    ),
    ("at_event", None),  # "appeared at Wimbledon": an EVENT entity
    # "appeared before the judge / a committee": appear.v.07 "present oneself formally, as
    # before a (judicial) authority" (WordNet 3.0): no prior invisibility
    ("before_authority", None),
    # "appeared on stage / on screen / on Broadway / on radio": appear.v.06 "appear as a
    # character on stage or appear in a play, etc." (WordNet 3.0): the performer's venue or
    # medium (``PERFORMANCE_VENUES``); the actress was not invisible before
    ("venue", None),
)
#: Nouns of a performance venue or medium after "appear on/in" (WordNet appear.v.06 "appear as
#: a character on stage or in a play, etc."; its examples "She appeared in ..."): "stage",
#: "screen", "television", "radio", "Broadway", "(the) air". "The sun appeared on the horizon",
#: "a man appeared on the stairs" (a place) keep appear.v.02 "come into sight".
PERFORMANCE_VENUES = frozenset(
    {"stage", "screen", "television", "tv", "telly", "radio", "broadway", "air", "podcast"}
)
OTHER_SENSE_FRAMES: dict[str, tuple[tuple[str, frozenset[str] | None], ...]] = {
    # "to": intransitive; "contest": lex.is_contest object; "in_contest": "lost in the final";
    # "no_object": an active "lose" with no object at all ("Hunt ultimately lost", "lost 5-0 at
    # home", "lost in the second round") is lose.v.02 "fail to win" (verb.competition): what is
    # lost is always a contest, nothing the subject had (NOPE's experts rejected "They're
    # losing in stunning fashion", "Lost to Georgia Tech"; blind review #11, round 12)
    "lose": (("to", None), ("contest", None), ("in_contest", None), ("no_object", None)),
    # "win" with no object or a contest as object ("did not win", "won the match / the
    # election / reelection") is win.v.01 "be the winner in a contest" (verb.competition), no
    # change of a state the subject was in: the prior-state draft "did not have the game
    # before" is vacuous, and taking part in the contest does not project ("The Yankees didn't
    # win the World Series" does not say they played in it; Karttunen 1974's projection tests).
    # A medal named by its metal or as a medal ("won gold", "won the bronze medal") is the
    # placing in the same contest (WordNet gold_medal.n.01 "awarded for winning first place"),
    # and so is a title (title.n.04 = championship.n.01 "the status of being a champion"),
    # so the same sense; an award or office ("won a Grammy", "won the seat") stays win.v.02
    # "obtain", whose prior state NOPE's experts accepted ("did not already have the award").
    # "won her heart / the hearts of voters / her hand / his affection": the idioms "win
    # someone's heart" ("make someone love you", Cambridge Idioms Dictionary; "win someone's
    # hand": gain their consent to marry) are win.v.02 "obtain" only in form: nobody had or
    # lacked the body part, so "He did not have her heart before" is false or vacuous
    "win": (("no_object", None), ("contest", None), ("placement", None), ("affection", None)),
    # "drop" with an act or a work as object ("dropped an interception / the charges / his
    # album"): drop.v.02 "omit" / "fail to catch" / "release", no object falling from a hold
    # (NOPE's experts rejected "Drake has dropped his album"; they accepted "drops it all onto
    # the ground", a concrete thing)
    # Stop 72 (pr133): an abstract object, a condition, idea, property or state ("drop the
    # requirement / the assumption / the restriction"), is the same drop.v "omit, leave out"
    # (WordNet 3.0 drop.v.06 "omit (a letter or syllable)", discontinue.v.01 "put an end to a
    # state or an activity"; Levin 1993 §10.1 on verbs of removing vs §9.4 verbs of putting with a
    # specified direction): nothing was held before it fell (review s1204c)
    "drop": (
        (
            "dobj",
            frozenset(
                {
                    "noun.act",
                    "noun.communication",
                    "noun.cognition",
                    "noun.state",
                    "noun.attribute",
                    "noun.relation",
                }
            ),
        ),
    ),
    # "hides distribution from the programmer", "hides the details / the complexity": hide
    # with an abstract object is hide.v.01 in its information sense, keeping something from
    # being known (an interface abstracts it away, a state that holds); there was no earlier
    # time when "the details were out in the open" that the act ends (Levin 1993 §16 verbs of
    # concealment take physical or informational themes; only the physical theme has a prior
    # place; Levinson 1983 ch. 4). A concrete object ("hid the key under the mat") stays.
    "hide": (
        (
            "dobj",
            frozenset(
                {
                    "noun.act",
                    "noun.cognition",
                    "noun.state",
                    "noun.attribute",
                    "noun.relation",
                    "noun.Tops",
                    "noun.process",
                }
            ),
        ),
    ),
    "fix": (
        ("with", frozenset({"noun.act", "noun.cognition", "noun.body", "noun.perception"})),
        ("dobj", frozenset({"noun.food", "noun.time"})),
        # Stop 84 (pr179): "fixed her eyes / his attention / her thoughts on / upon X", "her
        # eyes were fixed upon the door": fix "direct (one's eyes, mind, or attention) steadily
        # towards" (Oxford Dictionary of English, fix v. 3), a verb of looking or attending
        # with a goal PP, not repair.v.01: the eyes were not broken before
        # (blind review s1205m pres-030). See ``_directed_gaze``.
        ("gaze", None),
    ),
    "return": (("reciprocal", None),),  # an abstract act/message object: lex.is_reciprocated
    # "descended from a family of farmers / from Irish settlers": descend.v.06 "come from;
    # be connected by a relationship of blood" (verb.stative), not descend.v.01 "move
    # downward"; the preposition's object is kin (a person, group or people), round 6 of #11
    "descend": (("from", frozenset({"noun.person", "noun.group", "noun.animal"})),),
    # "fire" is fire.v.04 "terminate the employment of" (verb.social) only with a person or
    # group as its object (or passive subject); "fired his rifle", "fired twice" is fire.v.02
    # / discharge.v.01 "cause a weapon to explode" (verb.contact): nobody's job changed
    "fire": (("dismissal", None),),
    # "entered the car in the Formula Two class / his horse in the Derby": enroll.v.01
    # "register formally as a participant or member" (WordNet 3.0, whose lemmas include
    # "enter"), a direct object registered in a contest or class - nobody moves inside the
    # object (enter.v.01); NOPE App. B lists "enter" for its change-of-location sense only
    "enter": (
        ("registration", None),
        # "entered a plea / the password / a bid": enter.v.05 "make a record of; set down in
        # permanent form" (WordNet 3.0, verb.communication), a message or record as object; and
        # "entered into a contract / talks / a partnership": enter.v.02 "become a participant;
        # be involved in" (verb.social) with an "into" PP of an agreement, act or relation.
        # Neither moves anyone inside anything (enter.v.01); Levinson 1983 ch. 4: the prior
        # state ("was outside X") belongs to the change-of-location sense only
        ("dobj", frozenset({"noun.communication"})),
        # "entered the contest / a competition / production / naval service": enter.v.02
        # "become a participant; be involved in" (verb.social) with an act or event as object
        # (noun.act/noun.event: WordNet's first sense of "competition", "service",
        # "production"), or a contest (``lexicon.is_contest``): taking part, not moving inside
        # a place, so enter.v.01's prior "was outside X" is no presupposition of it (review
        # s1202c: "enter a contest"); "entered the room / the building" keep enter.v.01
        ("contest", None),
        ("dobj", frozenset({"noun.act", "noun.event"})),
        # "entered a correction in the ledger / the record": the "in" PP names the record
        ("in", frozenset({"noun.communication", "noun.possession"})),
        # Stop 76 (pr153): the recorded theme in every position (``_recorded_entry``): "the
        # transaction must be entered", "enter a refund as income", "entered 69"
        ("recorded", None),
        (
            "into",
            frozenset(
                {"noun.communication", "noun.act", "noun.state", "noun.group", "noun.relation"}
            ),
        ),
        # Stop 77 (pr155): the positive test behind the exclusions above - enter.v.01 needs a
        # place, structure, vehicle, body of water or group as its goal (``_no_place_goal``)
        ("no_place_goal", None),
    ),
    # "The river rises in the foothills": originate.v.01 "come into existence; take on form
    # or shape" (WordNet 3.0, lemma "rise"), where a watercourse has its source; no lower
    # prior state (Levinson 1983 ch. 4: a change-of-state verb presupposes the prior state
    # only in its change-of-state sense)
    # Stop 84 (pr182): "rose up against me / against the king": rebel.v.01 "take part in a
    # rebellion" (WordNet 3.0, lemmas rise/rise up/arise) or, figuratively, "testify against"
    # (blind review s1205o pres-072): an opposition to a being, no change of height. See
    # ``_rise_against``.
    "rise": (("source", None), ("rebel", None)),
    # Stop 84 (pr182): "a heavy snow fell", "the rain fell all night": precipitate.v.03 "fall
    # from clouds" (WordNet 3.0, lemma "fall"), the weather verb whose subject is the
    # precipitation that comes into being as it falls (Levin 1993 §57, weather verbs): there
    # is no snow that "was higher before" (blind review s1205o pres-075). See
    # ``_precipitation_falls``.
    "fall": (("precipitation", None),),
    # "The door opened onto the garden / into a hall": open.v.? "afford access to" (WordNet
    # 3.0: "the door opens to the patio"), a stative lead-to with a path PP and no object; no
    # closed prior state (Levinson 1983 ch. 4; round 31, class 3). "opened to the public" is
    # open.v.03 "become available" and stays
    # "The station was opened in 1894", "It was opened in 1932": open.v.02 "start to operate or
    # function" (verb.social), the inauguration of a facility, dated by its year; the facility
    # did not exist as one before, so no "was closed before" (blind review s1129m). Only a year
    # adjunct and a facility or a pronoun as the thing opened: a daily opening ("opened at
    # nine") and a door, gate or window keep open.v.01 "cause to become open"
    # "The festival opens July 23", "opens its 60-city tour in San Francisco", "The evening
    # program was opened by a trio", "The new century opened with ...": open.v.04 "begin or set
    # in action, of meetings, speeches, recitals" (verb.social) when what opens is an occasion,
    # a happening, activity or period (``_occasion``). Its presupposition is that the occasion
    # had not begun, the aspectual "begin" (NOPE App. A), not open.v.01's "X was closed
    # before", which an event or a season cannot be (Levinson 1983 ch. 4: the prior state
    # belongs to the change-of-state sense only; NOPE App. B, lexical ambiguity)
    "open": (("access", None), ("inauguration", None), ("occasion", None), ("resource", None)),
    # "Only three were left", "nothing was left": the passive is be-left = remain.v.01 "stay
    # the same; remain in a certain state" / leave.v.02 "leave behind": the subject is what
    # stays, it departs from nothing, so NOPE's prior "was in the place before" says nothing
    # about it (round 31, class 3)
    "leave": (("passive", None),),
    # "The country was split into three parts" without an agent: an adjectival (stative)
    # passive describing a structure (Embick 2004 "On the structure of resultative
    # participles"; Levin 1993 §23.1 split verbs), not the event of splitting; "was split by
    # the dam" keeps the eventive reading (round 31, class 3)
    "split": (
        ("structure", None),
        # "split his time / the profits between X and Y", "split among the heirs": divide.v.01
        # "separate into parts or portions" (verb.social: share out), a distribution with a
        # between/among PP of the recipients or uses; nothing was whole and broke (Levin 1993
        # §23.1 split verbs vs. §13.1 give/share; the blind reviews rejected "His time was whole
        # before")
        ("between", None),
        ("among", None),
        # "Companies may split their stock / the shares / the cost": a possession or sum as
        # object (noun.possession: stock.n.01, share.n.02, cost.n.01) is divided in value or
        # shared out (a stock split: Oxford Dictionary of English split v. "divide (a share) into
        # two or more shares of smaller value"; divide.v.01 "separate into portions"), not
        # split.v.? "separate into parts by force" of a physical thing (Levin 1993 §23.1 split
        # verbs take a physical patient): nothing was whole and broke (review s1204q cand. 09)
        ("dobj", frozenset({"noun.possession"})),
    ),
    # "appeared with them / with the band": appear.v.06 "appear as a character on stage or
    # appear in a play, etc." (verb.creation: perform), a "with" PP of the co-performers; the
    # subject was not invisible before (appear.v.02 "come into sight"; Levinson 1983 ch. 4: the
    # presupposition is the change-of-state sense's only)
    "appear": OTHER_SENSE_FRAMES_APPEAR + (("company", None),),
    # "stayed in a hotel / at an inn / with friends": bide.v.01 "dwell" (verb.stative, lodging),
    # not stay.v.02/.04 "continue in a place", whose prior state (being there) is a familiar,
    # definite place ("stayed in her room"); an indefinite place or a lodging, or a "with" PP of
    # hosts, is where one lodges, not where one already was (Heim 1982 on novel indefinites;
    # NOPE App. B lists "stay" for its remain sense)
    "stay": (
        ("lodging", None),
        # "The court stayed the order / the execution": stay.v.? "stop or halt" / the legal
        # "suspend (proceedings, a judgment)" (WordNet 3.0 stay.v.05 "stop or halt"; Black's Law
        # Dictionary "stay"), a transitive use with an act or a ruling as its object; NOPE App.
        # B lists "stay" for its intransitive remain sense only, whose prior state is being
        # there (Levinson 1983 ch. 4); nobody remained anywhere (reviews s1202b, s1202c)
        ("dobj", frozenset({"noun.act", "noun.communication", "noun.event"})),
    ),
    # "go with that / the red one": the phrasal "go with" = choose, accept (Cambridge phrasal
    # verbs; WordNet 3.0 go_with.v.01 "be compatible"/"accompany"), no movement and no
    # resulting state, so neither "go"'s goal nor a "become" state is presupposed (review
    # s1202c: "they didn't go with that then")
    "go": (("with", None),),
    # "snapped at the clerk": snap.v.? "utter abruptly, speak sharply" (WordNet 3.0 snap.v.03
    # / "snap at"), the conative "V at X" (Levin 1993 §1.3): nothing breaks, so "X was intact
    # before" is false (review s1202c)
    "snap": (("at", None),),
    # "exploded / burst onto the scene / onto theater screens": the figurative burst.v.? "come
    # out / appear suddenly" (WordNet 3.0 burst.v.03 "emerge suddenly"; Cambridge Idioms
    # "burst onto the scene"), an "onto" path of a sudden arrival: nothing was intact before
    # and broke (Levinson 1983 ch. 4: the prior state belongs to the literal sense only;
    # review s1202c: a film that "exploded worldwide onto theater screens")
    # "break the code / the cipher / the encryption / a password", "the cipher was broken":
    # the decipherment sense (WordNet 3.0 "break, crack: discover the workings of; of codes";
    # Oxford Dictionary of English break v. "decipher (a code)"), not break.v.02 "destroy
    # the integrity of": nothing was intact before (review s1204i
    # candidate 23; ``CIPHER_NOUNS``)
    "break": (("cipher", None),),
    "explode": (("onto", None),),
    "burst": (("onto", None),),
}

#: Prepositions of a path an opening gives onto (open.v. "afford access to").
ACCESS_PREPOSITIONS = frozenset({"onto", "into"})

#: First-sense lexicographer files of what a thing is entered in (enroll.v.01): a contest or
#: event ("the race", "the Derby"), a class or category (noun.group: "the under-21 class").
REGISTRATION_LEXNAMES = frozenset({"noun.group", "noun.event"})


#: Lexicographer files of a theme that is set down in a record, not a place one goes into:
#: an act or event ("the transaction", "the sale"), a sum ("a refund", "the amount":
#: noun.possession), a text ("a note"), a date or a time (noun.time).
RECORDED_ENTRY_LEXNAMES = frozenset(
    {"noun.act", "noun.event", "noun.possession", "noun.communication", "noun.time"}
)


#: WordNet 3.0 roots of what a program opens: a web site, a computer file (a web page), an
#: address (url.n.01), a program or a database (``_digital_resource``).
DIGITAL_RESOURCE_SYNSETS = frozenset(
    {"web_site.n.01", "computer_file.n.01", "url.n.01", "software.n.01", "database.n.01"}
)


def _digital_resource(noun: Token) -> bool:
    """ "You can open any website from this window": "open" with a web site, a computer file,
    an address or a program as its theme is the computing sense "load and display for use"
    (Oxford Dictionary of English open v. "Computing: make (a file, program, etc.) available
    for use"), not open.v.01 "cause to open or to become open": a web site was never shut, so
    open.v.01's prior state "X was closed before" is no presupposition of it (Levinson 1983
    ch. 4; review s1204p candidate 14). "open the door / the box / the book" keep theirs."""
    return noun.pos_ == "NOUN" and first_sense_under(
        noun.lemma_.lower(), "NOUN", DIGITAL_RESOURCE_SYNSETS
    )


def _recorded_entry(verb: Token, kids: list[Token]) -> bool:
    """ "The transaction must be entered in journal view", "enter a refund as income", "one
    clerk entered 69": "enter" is enter.v.05 "make a record of; set down in permanent form"
    (WordNet 3.0, verb.communication) when its theme - the object, the passive subject or the
    noun a participle modifies - is a numeral or a noun of ``RECORDED_ENTRY_LEXNAMES``, none of
    which is a place or container one can go into. Only enter.v.01 "to come or go into" has the
    prior state "X was not in Y before" (NOPE App. B lists "enter" for its change-of-location
    sense; Levinson 1983 ch. 4); nobody was outside a transaction (review s1204p candidates
    04, 18, 28, 31, 36). "The guests entered the hall" (noun.artifact) keeps its candidate."""
    themes = [c for c in kids if c.dep_ in (*OBJECT_DEPS, "nsubjpass")]
    if verb.tag_ == "VBN" and verb.dep_ in ("acl", "amod"):
        themes.append(verb.head)
    return any(
        t.pos_ == "NUM" or (t.pos_ == "NOUN" and _phrase_lexname(t) in RECORDED_ENTRY_LEXNAMES)
        for t in themes
    )


#: Lexicographer files of a goal one can come or go into (enter.v.01 "to come or go into"):
#: a place ("the city", "the harbour"), a structure, room or vehicle ("the house", "the car":
#: noun.artifact), a natural object ("the cave", "the river") or a body part ("the bullet
#: entered his chest"). Levin 1993 §51.1 (verbs of inherently directed motion) and WordNet 3.0
#: enter.v.01 ("the boat entered an area of shallow marshes") select such a goal.
ENTER_PLACE_LEXNAMES = frozenset({"noun.location", "noun.artifact", "noun.object", "noun.body"})
#: A group one can go into is a community or an organisation one joins (enter.v.02 "become
#: a participant": "entered the army / the university"), or the vegetation of a place ("the
#: forest"); not a collection of facts ("enter the data": data.n.01 is noun.group too).
ENTER_GROUP_SYNSETS = frozenset(
    {"social_group.n.01", "people.n.01", "gathering.n.01", "vegetation.n.01"}
)
#: Named entities that are places or organisations (spaCy/OntoNotes: GPE, LOC, FAC, ORG).
ENTER_PLACE_ENTITIES = frozenset({"GPE", "LOC", "FAC", "ORG"})
#: Named entities that are values one types in: a date, a time, a number, a sum.
ENTER_VALUE_ENTITIES = frozenset(
    {"DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "PERCENT", "QUANTITY"}
)
#: Pronouns whose antecedent is looked for in the sentence, with the number they agree in.
ENTER_ANAPHORS = {"it": False, "this": False, "that": False, "them": True, "these": True}


def _enter_antecedent(pron: Token) -> Token | None:
    """The nearest noun before the pronoun that agrees with it in number and is no premodifier:
    recency is the first heuristic of pronoun resolution (Hobbs 1978; Lappin & Leass 1994 rank
    the most recent agreeing NP first). None when the sentence has no such noun: the referent
    was introduced earlier in the discourse. The subject of the pronoun's own verb is skipped:
    a non-reflexive pronoun is free in its clause (Chomsky 1981, Binding Principle B), so in
    "the train enters it" "it" is not the train.

    Not ``rewrite.anaphora.antecedent_candidates``/``pronoun_antecedent`` (stop 78, mn80): those
    write the antecedent into a hypothesis, so they take only the one agreeing noun phrase and
    refuse a guess; this one never writes its noun, it only tells whether "enter it" goes into
    a place (:func:`_enter_place`), where the most recent agreeing noun is the best evidence
    there is. It reads demonstratives ("this", "these"), which those do not, and no gendered
    pronoun, so ``gender_agrees`` has nothing to filter here."""
    plural = ENTER_ANAPHORS.get(pron.lower_)
    if plural is None:
        return None
    for tok in reversed(pron.doc[: pron.i]):
        if tok.pos_ not in ("NOUN", "PROPN") or tok.dep_ in ("compound", "nmod", "poss"):
            continue
        if tok.head == pron.head and tok.dep_ in ("nsubj", "nsubjpass"):
            continue
        if (tok.tag_ in ("NNS", "NNPS")) == plural:
            return tok
    return None


def _enter_place(goal: Token) -> bool | None:
    """Whether ``goal`` is something one can come or go into (``ENTER_PLACE_LEXNAMES``, a
    social group or ``ENTER_PLACE_ENTITIES``); None when nothing can be said (a pronoun with
    no antecedent in the sentence, an unknown proper name)."""
    if goal.pos_ == "PRON":
        antecedent = _enter_antecedent(goal)
        return None if antecedent is None else _enter_place(antecedent)
    if goal.ent_type_ in ENTER_PLACE_ENTITIES:
        return True
    if goal.pos_ == "NUM" or goal.ent_type_ in ENTER_VALUE_ENTITIES:
        return False
    if goal.pos_ not in ("NOUN", "PROPN") or _quoted_string(goal):
        return False
    name = _phrase_lexname(goal)
    if name is None:
        return None if goal.pos_ == "PROPN" and not goal.ent_type_ else False
    if name == "noun.group":
        return first_sense_under(goal.lemma_.lower(), "NOUN", ENTER_GROUP_SYNSETS)
    return name in ENTER_PLACE_LEXNAMES


#: Quotation marks around a mentioned string to type (backquote too, as manuals print them).
STRING_QUOTE_MARKS = frozenset({'"', "'", "\u201c", "\u201d", "\u2018", "\u2019", "`"})


def _quoted_string(tok: Token) -> bool:
    """'enter "INV-%04d"': a phrase in quotation marks, or a word mixing letters with digits
    or symbols, is a string of characters mentioned, not a thing used (Quirk et al. 1985
    §17.92 on mention; Cappelen & Lepore 2007 on pure quotation): it names a form to type."""
    doc = tok.doc
    left, right = tok.left_edge.i, tok.right_edge.i
    if (
        left > 0
        and right + 1 < len(doc)
        and doc[left - 1].text in STRING_QUOTE_MARKS
        and doc[right + 1].text in STRING_QUOTE_MARKS
    ):
        return True
    return not tok.text.isalpha() and any(ch.isalpha() for ch in tok.text)


def _no_place_goal(verb: Token, kids: list[Token]) -> bool:
    """ "enter the Date of the purchase", "we'll enter November 18", 'enter "C-%05li"', "you can
    enter it" (it = the transaction): "enter" is enter.v.01 "to come or go into", the one sense
    with the prior state "X was not in Y before" (NOPE App. B keeps "enter" for its
    change-of-location sense; Levinson 1983 ch. 4), only when its goal - the object, the object
    passive subject, the noun a participle modifies or, with none of these, the object of "into"
    - is a place, a structure,
    a vehicle, a natural object or a group one joins (``_enter_place``; Levin 1993 §51.1 verbs
    of inherently directed motion take a location as goal). A date, a number, a quoted string,
    information or a pronoun whose antecedent is none of these is typed in (enter.v.05 "make a
    record of"): nobody was outside it before (review s1204q candidates 01, 20, 27, 37). An
    objectless "enter" ("the guests entered") and a pronoun with no antecedent in the sentence
    ("You enter it and disappear", NOPE) keep the candidate."""
    goals = [c for c in kids if c.dep_ in (*OBJECT_DEPS, "nsubjpass")]
    if verb.tag_ == "VBN" and verb.dep_ in ("acl", "amod"):
        goals.append(verb.head)
    if not goals:
        # "entered into the hall"; with an object ("enter the sum into the field") the "into"
        # phrase is where the object is put, and the object is what the test looks at
        goals = _prep_objects(kids, ("into",))
    verdicts = [_enter_place(g) for g in goals]
    return bool(verdicts) and not any(v is None or v for v in verdicts)


def _not_a_dismissal(verb: Token, kids: list[Token]) -> bool:
    """Whether "fire" lacks the person it would dismiss (fire.v.04 selects a person/group)."""
    passive = any(c.dep_ == "auxpass" for c in kids)
    deps = ("nsubjpass",) if passive else OBJECT_DEPS
    persons = [c for c in kids if c.dep_ in deps]
    if not persons:
        return True
    return not any(
        p.ent_type_ in ("PERSON", "ORG", "NORP")
        or (p.pos_ == "PRON" and p.lower_ not in ("it", "that", "this", "what", "which"))
        or lex.lexname(p.lemma_.lower()) in ("noun.person", "noun.group")
        for p in persons
    )


#: Named entities one appears "on"/"with" as a performer or publication (appear.v.06/.03): a
#: network, label or company (ORG), a show (WORK_OF_ART) or a show named after its host
#: ("appeared on Oprah": PERSON) - not a place (GPE/LOC/FAC: "appeared on Mars").
NAMED_VENUES = frozenset({"ORG", "WORK_OF_ART", "PERSON"})


#: Quantity nouns of a partitive or quantifying "N of N'" ("a large number of musicals", "a
#: series of films", "a handful of shows"): the head quantifies, the noun after "of" names what
#: the phrase is about and selects the verb's sense (Quirk et al. 1985 §5.8-5.9 on partitives;
#: Huddleston & Pullum 2002 ch. 5 §3.3, quantificational nouns). "appeared in a large number of
#: musicals" is appear.v.06 "appear as a character on stage or in a play" like "appeared in
#: musicals" (blind review s1129n: "He was not visible before").
QUANTITY_HEADS = frozenset(
    {"number", "lot", "lots", "couple", "dozen", "dozens", "handful", "series", "variety",
     "range", "host", "string", "total", "majority", "plenty", "pair", "bunch", "array",
     "multitude", "slew", "raft", "succession", "hundreds", "thousands", "score", "scores",
     "few", "several", "many", "some", "most", "all", "each", "one", "two", "three", "four"}
)  # fmt: skip


def _through_quantity_head(noun: Token) -> Token:
    """The noun after "of" when ``noun`` is a quantity head ("a number [of] musicals"), else
    ``noun`` itself."""
    if noun.lower_ not in QUANTITY_HEADS and noun.lemma_.lower() not in QUANTITY_HEADS:
        return noun
    of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    pobj = None if of is None else next((g for g in of.children if g.dep_ == "pobj"), None)
    return noun if pobj is None else pobj


def _prep_objects(kids: list[Token], preps: tuple[str, ...]) -> list[Token]:
    """The objects of the verb's prepositions ``preps`` ("appear [before] a [judge]"), looked
    at through a quantity head ("appear in [a number of] musicals": ``QUANTITY_HEADS``)."""
    return [
        _through_quantity_head(g)
        for c in kids
        if c.dep_ == "prep" and c.lower_ in preps
        for g in c.children
        if g.dep_ == "pobj"
    ]


def _no_object_active(verb: Token, kids: list[Token]) -> bool:
    """An active finite or non-finite use with no object of any kind: not passive ("jobs were
    lost"), not the participle of "got lost" (the ``acomp``/``xcomp`` of get/become), no direct
    object, dative, clausal or prepositional-object complement ("lost it", "won them over")."""
    if any(c.dep_ in ("auxpass", "nsubjpass", "dative", "ccomp", "xcomp", "prt") for c in kids):
        return False
    if verb.dep_ in ("acomp", "xcomp", "oprd", "amod") and verb.tag_ == "VBN":
        return False
    # a score as object ("lost 5-0", "won 3-1") measures the result; nothing possessed; a
    # frequency adjunct the parser made an object ("winning each and every day") is no object
    return not any(
        c.dep_ in OBJECT_DEPS and not _is_score(c) and not _frequency_adjunct(c) for c in kids
    )


#: Distributive determiners of a preposition-less frequency adjunct ("every day", "each week").
_FREQUENCY_DETERMINERS = frozenset({"every", "each"})


def _frequency_adjunct(tok: Token) -> bool:
    """Is ``tok`` the head of a preposition-less frequency adjunct ("every day", "each week",
    "each and every day") that the parser read as an object? A calendar unit
    (``DURATION_UNITS``) with "every"/"each", or a bare "each" coordinated with such a noun
    phrase. Frequency adjuncts are noun phrases without a preposition (Quirk et al. 1985
    §8.64; Huddleston & Pullum 2002 ch. 8 §10), not the thing won or lost (stop 104, pr245:
    "winning each and every day" is the intransitive "be doing well")."""

    def unit(t: Token) -> bool:
        return t.lemma_.lower() in DURATION_UNITS and any(
            d.dep_ == "det" and d.lower_ in _FREQUENCY_DETERMINERS for d in t.children
        )

    if unit(tok):
        return True
    return tok.lower_ in _FREQUENCY_DETERMINERS and any(
        c.dep_ == "conj" and unit(c) for c in tok.children
    )


#: A game score as one token ("5-0", "3–1", "21—14").
SCORE = re.compile(r"^\d+\s*[-\u2013\u2014]\s*\d+$")


def _is_score(tok: Token) -> bool:
    """A bare number or a score token ("lost 5-0"), not a counted noun ("lost 20 pounds")."""
    return tok.like_num or bool(SCORE.match(tok.text))


#: Secret-writing nouns whose breaking is decipherment (OTHER_SENSE_FRAMES "break"). "key"
#: and "code" are left out: a door key breaks in a lock, and "break the code" of conduct is
#: to violate it, a sense of its own.
CIPHER_NOUNS = frozenset(
    {"cipher", "cypher", "encryption", "password", "passphrase", "cryptosystem", "ciphertext",
     "cryptogram", "enigma"}
)  # fmt: skip
#: Heads of the objects of "win someone's heart/hand/affection" (OTHER_SENSE_FRAMES "win").
AFFECTION_IDIOM_HEADS = frozenset({"heart", "hand", "affection", "love"})


def _affection_idiom_object(obj: Token) -> bool:
    """A won heart, hand, affection or love of someone: a genitive or possessive pronoun on the
    noun or an of-phrase after it ("her heart", "the hearts of voters")."""
    return obj.lemma_.lower() in AFFECTION_IDIOM_HEADS and any(
        k.dep_ == "poss" or (k.dep_ == "prep" and k.lower_ == "of") for k in obj.children
    )


#: WordNet 3.0 classes of what is inaugurated: buildings, facilities, institutions, routes.
FACILITY_SYNSETS = frozenset(
    {"structure.n.01", "facility.n.01", "institution.n.01", "organization.n.01", "way.n.06"}
)
#: Structures that open and shut (doors, gates, windows, lids): open.v.01 keeps its prior state.
OPENABLE_SYNSETS = frozenset({"movable_barrier.n.01", "framework.n.03", "covering.n.02"})


#: Modifiers that make the facility opened one that was not in operation before: "opened a new
#: plant", "the new store opened", "opened its first office in Paris".
NEW_FACILITY_MODIFIERS = frozenset({"new", "first", "brand-new"})


def _facility(noun: Token) -> bool:
    synsets = lex.wordnet().synsets(noun.lemma_.lower(), "n")[:1]
    hypernyms = {h.name() for s in synsets for h in s.closure(lambda x: x.hypernyms())}
    return bool(hypernyms & FACILITY_SYNSETS) and not hypernyms & OPENABLE_SYNSETS


def _new_facility(verb: Token, kids: list[Token]) -> bool:
    """ "It opened a new plant in the U.K.", "A new store opened", "opened its first office",
    "opened a factory in Ohio": "open" of a facility that is new (a "new"/"first" modifier) or
    introduced by an indefinite object is open.v.02 "start to operate or function" in its
    creation reading: the facility is an effected object, brought into being as a working one
    by the opening (Dowty 1979 ch. 2 on creation verbs, whose objects do not exist before the
    event; Heim 1982: an indefinite introduces a new referent), so there is no earlier state of
    it being closed (blind review s1129t: "A new $300 million plant was closed before"). A
    definite facility without "new" ("opened the store at nine") keeps open.v.01."""
    patient = next((c for c in kids if c.dep_ in ("dobj", "nsubjpass")), None)
    if patient is None:
        patient = next((c for c in kids if c.dep_ == "nsubj"), None)
    if patient is None or patient.pos_ != "NOUN" or not _facility(patient):
        return False
    mods = [k for k in patient.children if k.i < patient.i]
    if any(k.lower_ in NEW_FACILITY_MODIFIERS for k in mods):
        return True
    if patient.dep_ != "dobj" or any(k.dep_ == "poss" for k in mods):
        return False
    return not any(k.dep_ == "det" and k.lower_ not in ("a", "an", "another") for k in mods)


def _inaugurated(verb: Token, kids: list[Token]) -> bool:
    """Whether "open" is dated by a year ("in 1894") and its patient (passive subject or
    object) is a facility or a pronoun: the inauguration sense open.v.02; or whether the
    facility opened is a new one (``_new_facility``)."""
    if _new_facility(verb, kids):
        return True
    years = [
        g
        for g in _prep_objects(kids, ("in",))
        if g.like_num and len(g.text) == 4 and g.text.isdigit()
    ]
    if not years:
        return False
    patient = next((c for c in kids if c.dep_ in ("nsubjpass", "dobj")), None)
    if patient is None:
        return False
    if patient.pos_ in ("PRON", "PROPN"):
        return True
    synsets = lex.wordnet().synsets(patient.lemma_.lower(), "n")[:1]
    hypernyms = {h.name() for s in synsets for h in s.closure(lambda x: x.hypernyms())}
    return bool(hypernyms & FACILITY_SYNSETS) and not hypernyms & OPENABLE_SYNSETS


#: First-sense lexicographer files of an occasion: a happening ("the campaign", noun.event),
#: an activity ("the tour", "the hearing", noun.act) or a period ("the season", noun.time).
OCCASION_LEXNAMES = frozenset({"noun.event", "noun.act", "noun.time"})
#: Lexicographer files of things that can be shut and opened (open.v.01): artifacts ("the
#: case", "the market" as a building), possessions ("the present" as a gift), body parts and
#: natural objects.
SHUTTABLE_LEXNAMES = frozenset({"noun.artifact", "noun.possession", "noun.body", "noun.object"})


def _occasion(noun: Token) -> bool:
    """Whether ``noun`` names an occasion and nothing that can be shut: its first WordNet sense
    is a happening, activity or period (``OCCASION_LEXNAMES``) and none of its senses is a
    thing that open.v.01 "cause to open" could take with a closed prior state
    (``SHUTTABLE_LEXNAMES``: "opened the present" is a gift, "opened the case" a box)."""
    lemma = noun.lemma_.lower()
    if noun.pos_ not in ("NOUN", "PROPN") or lex.lexname(lemma) not in OCCASION_LEXNAMES:
        return False
    return not any(s.lexname() in SHUTTABLE_LEXNAMES for s in lex.wordnet().synsets(lemma, "n"))


def _opened_occasion(kids: list[Token]) -> bool:
    """Whether what "open" opens is an occasion (``_occasion``): the object ("opens its tour"),
    the passive subject ("the program was opened by a trio") or, with neither, the subject of
    intransitive "open" ("The festival opens July 23"); the subject of a transitive "open" is
    its agent, not what begins."""
    patient = next((c for c in kids if c.dep_ in ("dobj", "nsubjpass")), None)
    if patient is None:
        patient = next((c for c in kids if c.dep_ == "nsubj"), None)
    return patient is not None and _occasion(patient)


#: Heads that, as the object of "win"/"lose", name a contest: "won the singles event / the relay
#: event / the main event" (Oxford Dictionary of English, event 2 "each of several contests
#: making up a sports competition"; WordNet 3.0 lacks this sense). An event in the sense of a
#: happening cannot be won, so the object of win/lose always has the contest sense.
CONTEST_EVENT_HEADS = frozenset({"event", "section", "division", "category", "stage", "heat"})


def _contest_object(obj: Token) -> bool:
    """A contest as the object of "win/lose": "the election", "the final", and a sport's
    discipline named for its event with an article ("won the men's singles", "lost the
    doubles": singles.n.02 "tennis played with one person on each side" stands for the
    tournament's event in it, a metonymy of the discipline for its contest; Quirk et al. 1985
    §17.48 on "the women's singles" as a category of the competition). Win.v.01 "be the winner
    in a contest" presupposes no prior lack of what is won (blind review s1129m)."""
    lemma = obj.lemma_.lower()
    if lex.is_contest(lemma):
        return True
    if lemma in CONTEST_EVENT_HEADS:
        return True
    sport = lex.is_sport(lemma) or lex.is_sport(obj.lower_)  # "singles" is lemmatised "single"
    return sport and any(k.dep_ in ("det", "poss") for k in obj.children)


#: Lexicographer files of what "open the door to" makes possible: acts, events, states,
#: thoughts and messages ("the door to reform / to abuse / to peace / to new ideas").
POSSIBILITY_LEXNAMES = frozenset(
    {"noun.act", "noun.event", "noun.state", "noun.cognition", "noun.communication",
     "noun.attribute", "noun.process", "noun.phenomenon", "noun.feeling", "noun.motive"}
)  # fmt: skip
#: Subjects and possessors read as persons here: the person pronouns and also "they",
#: "someone", "somebody", which usually name human agents but need not ("they" may be things);
#: wider than :data:`PERSON_PRONOUNS` on purpose (kept as it was, stop 63).
PERSON_SUBJECT_PRONOUNS = PERSON_PRONOUNS | {"they", "someone", "somebody"}


#: Necessity modals whose passive state-verb complement is a required state ("must be closed").
DEONTIC_STATE_MODALS = frozenset({"must", "should", "ought", "need"})

#: Locative prepositions after a characterising "appear(s)": where a thing is found or shown.
APPEAR_LOCATIVE_PREPOSITIONS = frozenset(
    {
        "in",
        "at",
        "on",
        "toward",
        "towards",
        "near",
        "below",
        "above",
        "under",
        "beneath",
        "beside",
        "inside",
        "within",
        "among",
        "after",
    }
)


#: WordNet 3.0 synsets of listings and tabular arrangements: list.n.01 (lists, menus, indexes
#: of entries) and arrangement.n.02 (rows, columns, tables, arrays).
LISTING_SYNSETS = ("list.n.01", "arrangement.n.02")


def _distributional_appear(verb: Token, subj: Token | None, kids: list[Token]) -> bool:
    """ "X appear(s) in Y" in the simple present with a thing as subject ("all-caps headers
    appear only in the spam collections", "the error appears in the logs", "this string appears
    in three files"): the characterising present says where X occurs or is found (Krifka et al.
    1995 on characterising sentences; the "occur, be found" sense dictionaries give beside "come
    into sight", e.g. Merriam-Webster "appear" 3 "to become evident or manifest" vs. 1 "to come
    into view"), no one-time coming into view, so "X was not visible before" is no
    presupposition of it (NOPE App. B, lexical ambiguity; review s1202a). Any locative PP counts
    ("The plain text option appears toward the bottom of the page", "the link appears at the
    top": be displayed/located, a stative sense; review s1202c). A person subject
    ("She appears in the doorway") and the past ("A light appeared in the window") keep the
    change of state."""
    if subj is None or subj.lower_ in PERSON_SUBJECT_PRONOUNS or subj.ent_type_ == "PERSON":
        return False
    if lex.lexname(subj.lemma_.lower()) in ("noun.person", "noun.animal"):
        return False
    if not _simple_present(verb) or verb.tag_ not in ("VBZ", "VBP"):
        return False
    return any(c.dep_ == "prep" and c.lower_ in APPEAR_LOCATIVE_PREPOSITIONS for c in kids)


def _other_sense(verb: Token, lemma: str, kids: list[Token]) -> bool:
    """Whether a frame of ``OTHER_SENSE_FRAMES`` selects a sense that is not a change of state."""
    for cue, lexnames in OTHER_SENSE_FRAMES.get(lemma, ()):
        if cue == "inauguration":
            if _inaugurated(verb, kids):
                return True
            continue
        if cue == "contest":
            if any(c.dep_ in OBJECT_DEPS and _contest_object(c) for c in kids):
                return True
            continue
        if cue == "no_object":
            if _no_object_active(verb, kids):
                return True
            continue
        if cue == "affection":
            if any(c.dep_ in OBJECT_DEPS and _affection_idiom_object(c) for c in kids):
                return True
            continue
        if cue == "placement":
            if any(c.dep_ in OBJECT_DEPS and lex.is_placement_medal(c) for c in kids):
                return True
            continue
        if cue == "in_contest":
            if any(lex.is_contest(g.lemma_.lower()) for g in _prep_objects(kids, ("in",))):
                return True
            continue
        if cue == "reciprocal":
            if any(c.dep_ in OBJECT_DEPS and lex.is_reciprocated(c.lemma_.lower()) for c in kids):
                return True
            continue
        if cue == "registration":
            if any(c.dep_ in OBJECT_DEPS for c in kids) and any(
                lex.is_contest(g.lemma_.lower())
                or lex.lexname(g.lemma_.lower()) in REGISTRATION_LEXNAMES
                or g.ent_type_ == "EVENT"
                for g in _prep_objects(kids, ("in", "into", "for"))
            ):
                return True
            continue
        if cue == "source":
            subj = next((c for c in kids if c.dep_ == "nsubj"), None)
            if subj is not None and lex.is_watercourse(subj.lemma_.lower()):
                places = _prep_objects(kids, ("in", "at", "near", "on", "from", "among"))
                if any(
                    g.ent_type_ in ("GPE", "LOC", "FAC")
                    or lex.lexname(g.lemma_.lower()) in ("noun.object", "noun.location")
                    for g in places
                ):
                    return True
            continue
        if cue == "cipher":
            if any(
                c.dep_ in (*OBJECT_DEPS, "nsubjpass") and c.lemma_.lower() in CIPHER_NOUNS
                for c in kids
            ) or (verb.dep_ in ("acl", "amod") and verb.head.lemma_.lower() in CIPHER_NOUNS):
                return True
            continue
        if cue == "resource":
            if any(c.dep_ in (*OBJECT_DEPS, "nsubjpass") and _digital_resource(c) for c in kids):
                return True
            continue
        if cue == "recorded":
            if _recorded_entry(verb, kids):
                return True
            continue
        if cue == "no_place_goal":
            if _no_place_goal(verb, kids):
                return True
            continue
        if cue == "dismissal":
            if _not_a_dismissal(verb, kids):
                return True
            continue
        if cue == "organisation":
            if any(
                g.ent_type_ in NAMED_VENUES for g in _prep_objects(kids, ("on", "under", "with"))
            ):
                return True
            continue
        if cue == "before_authority":
            if any(
                g.ent_type_ in ("PERSON", "ORG", "NORP")
                or lex.lexname(g.lemma_.lower()) in ("noun.person", "noun.group")
                for g in _prep_objects(kids, ("before",))
            ):
                return True
            continue
        if cue == "occasion":
            if _opened_occasion(kids):
                return True
            continue
        if cue == "access":
            if not any(c.dep_ in OBJECT_DEPS or c.dep_ in ("auxpass", "nsubjpass") for c in kids):
                preps = [c for c in kids if c.dep_ == "prep"]
                if any(c.lower_ in ACCESS_PREPOSITIONS for c in preps) or any(
                    c.lower_ == "on" and c.i + 1 < len(c.doc) and c.doc[c.i + 1].lower_ == "to"
                    for c in kids
                ):
                    return True
            continue
        if cue == "passive":
            if any(c.dep_ in ("auxpass", "nsubjpass") for c in kids) or (
                verb.tag_ == "VBN" and verb.dep_ in ("acl", "amod", "oprd", "acomp")
            ):
                return True
            continue
        if cue == "structure":
            passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in kids) or (
                verb.tag_ == "VBN" and verb.dep_ in ("acl", "amod")
            )
            if (
                passive
                and not any(c.dep_ == "agent" for c in kids)
                and any(c.dep_ == "prep" and c.lower_ in STRUCTURE_PREPOSITIONS for c in kids)
            ):
                return True
            continue
        if cue == "company":
            if any(_being(g) for g in _prep_objects(kids, ("with",))):
                return True
            continue
        if cue == "lodging":
            if any(_being(g) for g in _prep_objects(kids, ("with",))) or any(
                _indefinite(g) or lex.is_lodging(g.lemma_.lower())
                for g in _prep_objects(kids, ("in", "at"))
            ):
                return True
            continue
        if cue == "venue":
            if any(g.lower_ in PERFORMANCE_VENUES for g in _prep_objects(kids, ("on", "in"))):
                return True
            continue
        if cue == "at_event":
            if any(g.ent_type_ == "EVENT" for g in _prep_objects(kids, ("at",))):
                return True
            continue
        if cue == "gaze":
            if _directed_gaze(kids):
                return True
            continue
        if cue == "rebel":
            if _rise_against(kids):
                return True
            continue
        if cue == "precipitation":
            if _precipitation_falls(kids):
                return True
            continue
        if cue == "dobj":
            nouns = [c for c in kids if c.dep_ in OBJECT_DEPS]
        else:
            nouns = _prep_objects(kids, (cue,))
            # "lost to Auburn" is a defeat; "lose it to a rival" still loses a possession
            transitive = any(c.dep_ in OBJECT_DEPS for c in kids)
            if (
                lexnames is None
                and any(c.dep_ == "prep" and c.lower_ == cue for c in kids)
                and not (lemma == "lose" and transitive)
            ):
                return True
        if lemma == "descend" and any(n.ent_type_ in ("PERSON", "NORP") for n in nouns):
            return True  # "descended from Charlemagne / from the Normans"
        if lexnames is not None and any(_phrase_lexname(n) in lexnames for n in nouns):
            return True
    return False


#: Prepositions of the goal of "fix one's eyes / attention on X" (Oxford Dictionary of
#: English, fix v. 3 "direct ... steadily or unwaveringly towards").
GAZE_GOAL_PREPOSITIONS = frozenset({"on", "upon", "onto"})
#: WordNet 3.0 classes of what one directs at something: a sense organ or the face ("eyes",
#: "face": noun.body), a look ("gaze", "look": noun.act), the mind or a thought ("attention",
#: "mind", "thoughts": noun.cognition), a feeling ("hopes", "affections": noun.feeling) and
#: a perception ("sight": noun.perception). A machine part or a broken thing ("fixed the
#: shelf on the wall" is attach, "fixed the leak on the roof" repair) has no such class.
GAZE_THEME_LEXNAMES = frozenset(
    {"noun.body", "noun.act", "noun.cognition", "noun.feeling", "noun.perception"}
)


def _directed_gaze(kids: list[Token]) -> bool:
    """ "fixed her eyes on his face", "her attention was fixed upon the letter": "fix" with a
    goal PP on/upon/onto and a theme (object, or passive subject) that is the eyes, a look, the
    mind, a thought or a feeling is fix "direct steadily towards" (Oxford Dictionary of English,
    fix v. 3), a verb of looking or attending (Levin 1993 §30.3 peer verbs take the same on/at
    goal), not repair.v.01 "restore by replacing a part": nothing was broken before, so
    "Her eyes were broken before" is no presupposition of it (blind review s1205m pres-030).
    "fixed the clock in the hall" (no goal PP) and "fixed the roof on the barn" (an artifact
    theme) keep the repair sense."""
    if not any(c.dep_ == "prep" and c.lower_ in GAZE_GOAL_PREPOSITIONS for c in kids):
        return False
    themes = [c for c in kids if c.dep_ in (*OBJECT_DEPS, "nsubjpass")]
    return any(lex.lexname(t.lemma_.lower()) in GAZE_THEME_LEXNAMES for t in themes)


def _rise_against(kids: list[Token]) -> bool:
    """ "The people rose up against the king", "my leanness rises up against me": "rise
    (up) against" a being is rebel.v.01 "take part in a rebellion" (WordNet 3.0, lemmas
    rise/rise up/arise) or its figure "stand up as a witness against" (blind review s1205o
    pres-072): opposition to someone, no upward change whose lower prior state the draft
    could name. "The pound rose against the dollar" (no being: a degree change measured
    against a standard, Kennedy & Levin 2008) keeps its draft."""
    return any(_being(g) for g in _prep_objects(kids, ("against",)))


def _precipitation_falls(kids: list[Token]) -> bool:
    """ "A very heavy snow fell", "the rain fell on the roofs": "fall" whose subject's first
    WordNet sense is precipitation (precipitation.n.03: rain, snow, hail, sleet) is
    precipitate.v.03 "fall from clouds" (WordNet 3.0, lemma "fall"), a weather verb (Levin
    1993 §57) reporting that it snowed; the snow did not exist aloft before (blind review
    s1205o pres-075). "A stone fell from the wall" (an object) keeps its draft."""
    subj = next((c for c in kids if c.dep_ == "nsubj"), None)
    return (
        subj is not None
        and subj.pos_ == "NOUN"
        and (first_sense_under(subj.lemma_.lower(), "NOUN", ("precipitation.n.03",)))
    )


def _being(tok: Token) -> bool:
    """A person, group or animal: a personal pronoun, a PERSON/ORG/NORP name or a common noun
    whose first WordNet sense is noun.person/group/animal."""
    if tok.pos_ == "PRON":
        return tok.lower_ in _FOUND_BEING_PRONOUNS
    if tok.pos_ == "PROPN":
        return tok.ent_type_ in ("PERSON", "ORG", "NORP")
    return lex.lexname(tok.lemma_.lower()) in ("noun.person", "noun.group", "noun.animal")


def _phrase_lexname(noun: Token) -> str | None:
    """The lexicographer file of the noun with its compound modifiers when WordNet has the
    compound ("motion picture" is noun.communication, "picture" alone noun.artifact), else of
    the noun alone: the compound names the thing ("appeared in motion pictures": appear.v.06,
    round 31, class 3). A name in close apposition to a classifying common noun before it ("the
    feature film "Superman"", "the novel Emma") takes the class of that noun (Quirk et al. 1985
    §17.77 on close apposition: the common noun says what kind of thing the name names; the
    parser hangs it on the name as nmod/compound), so "appeared in the feature film "X"" is
    appear.v.06 like "appeared in the film". A pronoun has no sense of its own: "it" is not
    the noun "IT" (information technology, noun.cognition), so "drops it all onto the ground"
    names no abstract object (stop 72, pr133)."""
    if noun.pos_ == "PRON":
        return None
    if noun.pos_ == "PROPN":
        kinds = [
            c
            for c in noun.children
            if c.dep_ in ("nmod", "compound", "appos") and c.pos_ == "NOUN" and c.i < noun.i
        ]
        if kinds:
            return _phrase_lexname(kinds[-1])
    mods = [c for c in noun.children if c.dep_ == "compound" and c.i == noun.i - 1]
    if mods:
        name = lex.lexname(f"{mods[0].lower_}_{noun.lemma_.lower()}")
        if name is not None:
            return name
    return lex.lexname(noun.lemma_.lower()) or _closed_compound_head_lexname(noun)


def _closed_compound_head_lexname(noun: Token) -> str | None:
    """The lexicographer file of the head of a closed compound WordNet lacks ("passphrase" ->
    "phrase", "logfile" -> "file"): English compounds are right-headed (Williams 1981, the
    Righthand Head Rule; Bauer 1983 §7.2), so the compound is a kind of its last element. The
    longest known final part of at least four letters, after a first part of at least three."""
    word = noun.lemma_.lower()
    if not word.isalpha():
        return None
    for cut in range(3, len(word) - 3):
        name = lex.lexname(word[cut:])
        if name is not None:
            return name
    return None


#: Phrasal verbs built on aspectual verbs that mean "eventually V" (a result), not the end of a
#: V-ing that had been going on: "ended up selling the house" (Quirk et al. 1985 §16.2; the
#: Cambridge phrasal-verb dictionary, "end up": to finally be in a particular situation).
RESULT_PHRASAL = frozenset({"end up", "finish up"})


#: Adverbs of manner or speed that, right after an aspectual verb, say how something began or
#: ended ("the team started fast", "finished strong", "began slowly"): the verb is then the
#: intransitive use of the begin class whose subject is the event itself (a season, a race;
#: Levin 1993 §55.1), and a following -ing clause is a supplementive, not its VP complement
#: (Quirk et al. 1985 §15.58). Time adverbs ("started again", "began early") are not here.
MANNER_OF_START = frozenset(
    {"fast", "strong", "strongly", "slow", "slowly", "well", "badly", "poorly", "quickly",
     "brightly", "solidly", "hot", "cold", "promisingly", "sluggishly", "briskly"}
)  # fmt: skip


def _manner_of_start(verb: Token, comp: Token) -> bool:
    """A manner/speed adverb stands between the aspectual verb and its would-be complement, right
    after the verb ("would start fast posting 21 wins"; blind review, twenty-first pass)."""
    nxt = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if nxt is None or nxt.i >= comp.i or nxt.lower_ not in MANNER_OF_START:
        return False
    if nxt.pos_ not in ("ADV", "ADJ"):
        return False
    # a flat adverb ("fast", "strong", "well") does not premodify a gerund; an -ly adverb
    # does ("kept slowly climbing the hill"), so it counts only where the parse puts it on
    # the aspectual verb
    return nxt.head.i == verb.i or (nxt.head.i == comp.i and not nxt.lower_.endswith("ly"))


def _quotative(verb: Token, comp: Token) -> bool:
    """ "'Well, I should go,' he began": "begin/start/continue/go on" as the verb of a reporting
    clause of direct speech, "began (to say)" (Quirk et al. 1985 §14.29-14.31 on reporting
    clauses and their verbs; OED begin v. 4b "to begin to speak"). The parse makes the quoted
    verb its complement, but an aspectual verb's non-finite complement follows it, inside its
    clause (Quirk et al. §16.38); a "complement" before the verb, or across a quotation mark, is
    the quotation, which the verb does not take as an aspectual complement, so nothing is
    presupposed about a prior activity. A comma and a quotation mark right after the verb open
    the quote the reporting clause introduces ('He began, "Ladies and gentlemen, ..."'); a
    scare-quoted complement right after the verb stays ('people began "dropping in"')."""
    if comp.i < verb.i:
        return True
    doc = verb.doc
    return (
        verb.i + 2 < comp.i
        and doc[verb.i + 1].text == ","
        and doc[verb.i + 2].text in DOUBLE_QUOTES
    )


def extract_aspectual_verbs(doc: Doc) -> Iterator[Found]:
    """NOPE App. A/B aspectual verbs (Levin 55.1/55.2) with a non-finite VP complement.

    "started walking", "began to get around", "keep shifting". Not aspectual: a nominal object
    ("stop the car", "keep your tie in place") and purpose infinitives after stop/quit/halt
    ("stopped to talk" = stopped in order to talk).
    """
    if not _sentence_ok(doc):
        return
    for tok in doc:
        lemma = verb_lemma(tok)
        if tok.pos_ not in ("VERB", "AUX") or lemma not in lex.aspectual() or _title_word(tok):
            continue  # "we saw Stop Making Sense": a title (``_title_word``)
        comp = _has_xcomp(tok)
        if comp is None:
            event = _event_object(tok, lemma)
            if event is not None:
                yield from _aspectual_event_object(tok, lemma, event)
            continue
        if any(c.dep_ in OBJECT_DEPS for c in tok.children):
            continue
        if any(c.dep_ == "prt" and f"{lemma} {c.lower_}" in RESULT_PHRASAL for c in tok.children):
            continue  # "ended up selling the house": eventually sold it, nothing stopped
        if _quotative(tok, comp):
            continue  # "'Well,' he began": a reporting clause, the quote is no complement
        if _manner_of_start(tok, comp):
            continue  # "would start fast, posting 21 wins": how the season began
        if any(c.dep_ in ("auxpass", "nsubjpass") for c in tok.children):
            # "The generator was started to power the lights": aspectual verbs are intransitive
            # on their verbal complement (Perlmutter 1970 "The two verbs begin"; Levin 1993
            # §55.1), so a passive is of the causative transitive "start the engine" and the
            # infinitive after it is one of purpose: no prior activity is presupposed
            continue
        is_inf = comp.tag_ == "VB"
        if is_inf and lemma in lex.ASPECTUAL_GERUND_ONLY:
            continue
        conf = _level_confidence(tok)
        if conf is None:
            continue
        if _generic_aspectual(tok, comp):
            continue  # "The pump usually stops working in winter": a habit, no prior state
        form = "to-infinitive" if is_inf else "gerund"
        feats = _aspectual_features(tok, lemma, comp, form)
        yield _base(Found("aspectual_verbs", tok, lemma, conf, feats), tok)


#: Subordinators of a conditional or temporal clause that restricts a generic or habitual
#: operator ("when/whenever/if/once/as soon as it overheats": Lewis 1975, Farkas & Sugioka
#: 1983; Krifka et al. 1995 §1.2.3: the clause is the restrictor, its cases are quantified over):
#: rewrite.presupposition's set, which its donkey-anaphora test (``_bound_possessor``) reads.
GENERIC_RESTRICTOR_MARKS = RESTRICTOR_SUBORDINATORS


def _generic_aspectual(verb: Token, complement: Token) -> bool:
    """An aspectual verb in the simple present of a generic or habitual sentence: "The engine
    usually stops working in winter", "Turrets keep firing whenever a target is near", "Cats
    stop eating if they are sick". The simple present of a dynamic verb with an adverb of
    quantification (``implicature_quantificational_adverbs``, "always", ``_q_adverbs``), a
    or a conditional or temporal restrictor clause (``GENERIC_RESTRICTOR_MARKS``) is a
    characterizing sentence (Krifka et al. 1995 §1.2; Carlson 1977): it quantifies over
    occasions and asserts of none that it happened, so the aspectual verb's prior state ("The
    engine was working", "Cats have been eating") is said of every case, not presupposed of
    one (Heim 1990 on presuppositions under quantifiers; NOPE App. B excludes generics). A
    generic subject alone is not enough: generic "you" with no restrictor ("In time you stop
    noticing your lies": the NOPE annotator kept "You had been noticing your lies") and a bare
    plural in the historical present ("In A.D. 700, populations start spreading out") keep
    their candidates, and so do a narrative present with no adverb or restrictor ("Vers
    continues to fight") and every past or perfect clause."""
    if (not _simple_present(verb) or _perfect(verb)) and not _bare_present(verb):
        return False
    adverbs = word_set("implicature_quantificational_adverbs") | _q_adverbs() | {"always"}
    for v in (verb, complement):
        for c in v.children:
            if c.dep_ in ("advmod", "neg") and c.lower_ in adverbs:
                return True
            if c.dep_ == "advcl" and any(
                m.dep_ in ("mark", "advmod") and m.lower_ in GENERIC_RESTRICTOR_MARKS
                for m in c.children
            ):
                return True
    return False


#: Verbs whose to-infinitive complement states a tendency or disposition, not an event: "tend
#: to", "be apt to" (Krifka et al. 1995 §1.2.3 on dispositional and habitual predicates; Quirk
#: et al. 1985 §16.49 "tend" among the catenatives of "habitual" meaning).
DISPOSITIONAL_CATENATIVES = frozenset({"tend"})
#: Change-of-state list verbs of continuation, not transition (Levin 1993 §47.1).
CONTINUATION_VERBS = frozenset({"stay", "remain"})


def _generic_change(verb: Token) -> bool:
    """A change-of-state verb in a characterizing (generic or habitual) sentence: "Such
    estimates break down when the sample is small", "Old pumps usually fail in winter", "These
    rules tend to collapse under load". A characterizing sentence quantifies over cases and
    asserts of none that the change took place (Krifka et al. 1995 §1.2; Carlson 1977), so the
    prior state ("The estimates were intact before") is said of every case, not presupposed
    of one (Heim 1990; NOPE App. B excludes generics; review s1202t: "break down = fail to hold
    (generic), not a change-of-state event"). Told by the frame the aspectual verbs already use
    (``_generic_aspectual``: a simple present with an adverb of quantification or a
    when/if/whenever restrictor clause), or by a dispositional catenative over the verb ("tend
    to break down", ``DISPOSITIONAL_CATENATIVES``) in any tense. A past or perfect clause ("The
    engine broke down yesterday") and a present with no restrictor keep their candidates.
    "stay" and "remain" (``CONTINUATION_VERBS``) name no transition: their prior state is the
    state the clause itself asserts (Levin 1993 §47.1 verbs of existence), so a habitual "The
    cat always stays home" still entails it of every occasion (a NOPE expert kept its pair)."""
    if verb_lemma(verb) in CONTINUATION_VERBS:
        return False
    if (
        verb.dep_ == "xcomp"
        and verb.head.lemma_.lower() in DISPOSITIONAL_CATENATIVES
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
    ):
        return True
    return _generic_aspectual(verb, verb)


#: WordNet lexicographer files of a place or a thing one can stand on or be in, the source of
#: the motion sense descend.v.01 "move downward and lower" ("descended from the summit / the
#: sky / the ladder / the plane"); a source outside them is a predecessor.
DESCENT_SOURCE_LEXNAMES = frozenset({"noun.location", "noun.object", "noun.phenomenon"})


def _lineage_descend(verb: Token) -> bool:
    """ "A macro language descended from TRAC", "a chip family descended from the 6800
    microprocessor", "a RISC design descended from the Berkeley one": "descend from" is
    descend.v.06 "come from; be connected by a relationship of blood" and its extension to
    lineage of artifacts and ideas (Oxford Dictionary of English, descend v. 3 "be derived
    from"), a relation between two things, not a change the subject underwent (Levin 1993
    §47.8 on verbs of contiguous location and relation vs §51.1 directed motion): nothing was
    "higher before" (review s1202t). The motion sense needs a mover (a being or a vehicle
    ...) and a source place; told here by an inanimate subject that is no place-bound mover (a
    communication, cognition, group or artifact noun that is no conveyance, or a name that is
    no person) together with a "from" object that is no place (``DESCENT_SOURCE_LEXNAMES``,
    no GPE/LOC/FAC entity, no structure noun). "The climbers descended from the summit", "the
    plane descended from 30,000 feet" and "fog descended from the hills" stay."""
    sources = _prep_objects(list(verb.children), ("from",))
    if not sources:
        return False
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None and verb.dep_ in ("acl", "relcl"):
        subj = verb.head  # "A RISC microprocessor descended from ...": a reduced relative
    if subj is None or subj.pos_ == "PRON":
        return False
    subj_lex = lex.lexname(subj.lemma_.lower())
    # "a microcontroller family", "a compiler family": a group noun classified by a compound
    # modifier names a set of things (a product line), no band of people on the move (the
    # source test below keeps "the rescue team descended from the summit")
    grouped_things = subj_lex == "noun.group" and any(c.dep_ == "compound" for c in subj.children)
    if _being(subj) and not grouped_things:
        return False
    if subj.pos_ == "PROPN":
        if subj.ent_type_ in ("PERSON", "GPE", "LOC", "FAC"):
            return False
    elif subj_lex not in (
        "noun.communication",
        "noun.cognition",
        "noun.group",
        "noun.artifact",
        None,  # a technical word WordNet lacks ("microcontroller"), no person
    ):
        return False
    elif subj_lex == "noun.artifact" and _conveyance(subj.lemma_.lower()):
        return False  # "The plane descended from the clouds"
    for src in sources:
        if src.ent_type_ in ("GPE", "LOC", "FAC") or _being(src):
            return False
        src_lex = lex.lexname(src.lemma_.lower())
        if src_lex in DESCENT_SOURCE_LEXNAMES:
            return False
        if src_lex == "noun.artifact" and _structure(src.lemma_.lower()):
            return False  # "descended from the ladder / the tower / the stage"
    return True


#: A vehicle or lift: a mover of the motion sense of "descend" (``_lineage_descend``).
CONVEYANCE_SYNSETS = frozenset({"conveyance.n.03", "elevator.n.01"})
#: A building, structure, stairway or furniture one stands on or in: a source place of motion.
STRUCTURE_SYNSETS = frozenset(
    {"structure.n.01", "stairway.n.01", "ladder.n.01", "furniture.n.01", "platform.n.01"}
    | {"conveyance.n.03", "stairs.n.01"}
)


def _conveyance(noun_lemma: str) -> bool:
    """A vehicle or lift (``CONVEYANCE_SYNSETS``), a mover of the motion sense."""
    return first_sense_under(noun_lemma, "NOUN", CONVEYANCE_SYNSETS)


def _structure(noun_lemma: str) -> bool:
    """A building, structure, stairway or furniture one stands on or in (``STRUCTURE_SYNSETS``):
    a source place of motion."""
    return first_sense_under(noun_lemma, "NOUN", STRUCTURE_SYNSETS)


def _aspectual_features(verb: Token, lemma: str, complement: Token, form: str) -> dict:
    """The features of an aspectual candidate: its verb, complement (clause or event noun) and
    subject."""
    feats = {
        "predicate": verb.text,
        "predicate_lemma": lemma,
        "complement": subtree_text(complement),
        "complement_form": form,
    }
    subj = subjects(verb)
    if subj:
        feats["subject"] = subtree_text(subj[0])
    return feats


#: Aspectual verbs that take an event noun as their object with the same aspectual meaning
#: (Levin 1993 §55.1 "begin" verbs: "began/started/continued/resumed/finished the trip";
#: Freed 1979 on aspectual verbs with event nominals). Left out: stop/quit/end/
#: halt/keep/cease/terminate, whose object is as often a thing acted on or another sense
#: ("stopped the car", "quit the job", "kept the money").
EVENT_OBJECT_ASPECTUALS = frozenset(
    {"begin", "start", "commence", "continue", "resume", "finish", "complete"}
)


def _event_object(verb: Token, lemma: str) -> Token | None:
    """The event-noun object of an aspectual verb ("began a public campaign", "continued his
    journey"), else None. The noun's first WordNet sense is an act, event or process
    (``lexicon.is_event_noun``): with a thing ("started the car", "finished the wine") the verb
    is causative or an ellipsis of an unnamed activity (Pustejovsky 1995 on coercion), and no
    activity can be stated."""
    if lemma not in EVENT_OBJECT_ASPECTUALS or verb.tag_ == "VBN":
        return None  # a passive or participle ("the work was completed") states the result
    obj = next((c for c in verb.children if c.dep_ in OBJECT_DEPS), None)
    if obj is None or obj.pos_ != "NOUN" or obj.tag_ not in ("NN", "NNS"):
        return None
    if any(c.dep_ == "prt" for c in verb.children):
        return None  # "start up the campaign", "finish off the meal": phrasal verbs
    if any(c.dep_ == "prep" and c.lower_ == "with" and c.i == verb.i + 1 for c in verb.children):
        # "The process would start with image processing, followed by feature extraction":
        # intransitive "start/begin/end with X" names the first (or last) step of a sequence
        # (WordNet 3.0 begin.v.03 "have a beginning characterized in some specified way", start
        # with = begin with; Levin 1993 §55.1 lists the intransitive "begin with" frame apart
        # from the aspectual VP complement), so the noun the parse later hung on the verb as
        # its object is no event the subject starts; no prior "was not under way" (s1204c)
        return None
    return obj if lex.is_event_noun(obj.lemma_.lower()) else None


def _aspectual_event_object(verb: Token, lemma: str, event: Token) -> Iterator[Found]:
    """An aspectual verb with an event-noun object, one STEP below the verbal complement: the
    presupposed prior state (the event was not / was under way) has no verb of its own to
    draft, so the candidate carries its controls and no draft (``_draft_aspectual`` needs a
    verbal complement)."""
    conf = _level_confidence(verb)
    if conf is None:
        return
    feats = _aspectual_features(verb, lemma, event, "event noun")
    yield _base(Found("aspectual_verbs", verb, lemma, conf - C.STEP, feats), verb)


def _slot_filled(pred: Token) -> bool:
    """``pred``'s complement is already there, so a wh-clause the parse hangs on it as advcl is
    an adverbial clause, not an embedded question: a passive whose subject is the promoted
    object ("Groups are described as indigenous when they keep traditions"; an extraposing
    "it" leaves the slot to the clause: "It was revealed when ...") or a predicative complement
    ("described as indigenous", "seemed happy when ..."). An embedded question is the
    complement of a question-embedding verb (Karttunen 1977); "when" after a predicative is a
    temporal or conditional adjunct (Huddleston & Pullum 2002 ch. 8 §7)."""
    for c in pred.children:
        if c.dep_ == "nsubjpass" and c.lower_ != "it":
            return True
        if c.dep_ in ("acomp", "oprd") or (c.dep_ == "prep" and c.lower_ == "as"):
            return True
    return False


def _wh_clause(pred: Token) -> tuple[Token, Token] | None:
    """(clause head, wh-word) when ``pred`` takes an embedded wh-clause as complement."""
    cands: list[Token] = [c for c in pred.children if c.dep_ in ("ccomp", "xcomp", "dobj")]
    if not any(c.dep_ in ("dobj", "ccomp") for c in pred.children) and not _slot_filled(pred):
        # the parser often attaches "know when/where S" as an adverbial clause; with no object
        # the wh-clause is the predicate's complement
        cands += [c for c in pred.children if c.dep_ == "advcl" and c.i > pred.i]
    for prep in (
        c for c in pred.children if c.dep_ == "prep" and c.lower_ in ("about", "of", "on")
    ):
        cands.extend(c for c in prep.children if c.dep_ in ("pcomp", "pobj"))
    for clause in cands:
        first = next(iter(clause.subtree))
        if first.lower_ in PRECISION_WH_MODIFIERS:
            first = clause_opener(clause)  # "knows just what she said": the wh-word
        is_wh = first.lower_ in lex.wh_words() and first.tag_ in ("WRB", "WP", "WDT", "WP$")
        if is_wh and _adjunct_wh_clause(clause, first):
            continue
        if is_wh and _subject_free_relative(clause, first):
            continue
        if is_wh and clause.head.i == pred.i and _relative_after_antecedent(pred, clause, first):
            continue
        if is_wh and (
            clause.pos_ in ("VERB", "AUX") or first.dep_ in ("advmod", "nsubj", "dobj", "attr")
        ):
            return clause, first
    return None


def _subject_free_relative(clause: Token, wh: Token) -> bool:
    """The wh-clause opening the complement is that complement's subject ("I think [what he
    said] was true", "I know [what she wrote] is wrong"): the predicate's complement is the
    declarative clause, and the wh-clause inside it is a free relative or a subject clause,
    neither the predicate's complement (an embedded question is the complement of the
    question-embedding predicate, Karttunen 1977; fused relatives as subjects, H&P 2002
    ch. 12 §6)."""
    cur = wh
    while cur.i != clause.i and cur.head.i != cur.i:
        if cur.dep_ in ("csubj", "csubjpass") and cur.head.i == clause.i:
            return True
        cur = cur.head
    return False


#: Wh-pronouns that also open relative clauses with a noun antecedent ("the hikers who had
#: crossed", "the map which he drew"; Huddleston & Pullum 2002 ch. 12 §3.1): "what" is no
#: relative pronoun with an antecedent (ch. 12 §6), and "which"/"whose" + noun ("which road",
#: "whose car") is interrogative after "tell/ask/show", so both are left out.
RELATIVE_WH = frozenset({"who", "whom", "which"})


def _relative_after_antecedent(pred: Token, clause: Token, wh: Token) -> bool:
    """The wh-clause the parse hangs on ``pred`` follows a noun phrase that is already
    ``pred``'s complement - its object, or the object of its "of/about" ("She thought of the
    hikers out that evening who had crossed the river", "remembered the soldiers that night who
    ..."): the clause is a relative clause on that noun (an extraposed one when adjuncts come
    between), not a second complement. An interrogative content clause complements a verb,
    adjective or preposition directly; a relative clause modifies a noun (Huddleston & Pullum
    2002 ch. 11 §5 vs ch. 12 §3; extraposed relatives, ch. 16 §5). With a common noun (or an
    indefinite/demonstrative pronoun: "someone", "those") before "who/which", even "tell/ask"
    ("asked the guard who had let him in") reads as a relative as easily as a question, so
    the candidate is dropped; a personal pronoun or a name takes no restrictive relative
    (ch. 12 §3.5), so "told him who had won" stays a question."""
    if wh.lower_ not in RELATIVE_WH or (wh.tag_ == "WDT" and wh.dep_ == "det"):
        return False
    nominals = [c for c in pred.children if c.dep_ in ("dobj", "dative")]
    for prep in (c for c in pred.children if c.dep_ == "prep" and c.i < clause.i):
        nominals.extend(c for c in prep.children if c.dep_ == "pobj")
    return any(
        n.i < wh.i
        and n.right_edge.i < wh.i
        and (n.pos_ == "NOUN" or (n.pos_ == "PRON" and n.tag_ != "PRP"))
        for n in nominals
    )


#: Wh-adverbs that also introduce temporal/locative adjunct clauses ("when my son was young").
ADJUNCT_WH = frozenset({"when", "where", "whenever", "wherever", "while"})


def _adjunct_wh_clause(clause: Token, wh: Token) -> bool:
    """Whether the wh-clause that opens ``clause`` is an adverbial of a following clause rather
    than the predicate's complement: "I know [when my son was younger] [he loved trains]" - the
    when-clause is a temporal adjunct of "he loved trains", the complement of "know" is that
    clause, not a question (an embedded question is the predicate's complement, Karttunen 1977;
    temporal "when" clauses are adjuncts, Huddleston & Pullum 2002 ch. 8 §7, ch. 11 §5). The
    parser hangs the following clause (with its own subject) on the wh-clause as ccomp/parataxis.
    """
    if wh.lower_ not in ADJUNCT_WH:
        return False
    cur = wh
    while cur.i != clause.i and cur.head.i != cur.i:
        if cur.dep_ == "advcl":  # "[when we lived there] we had a dog": the wh opens an adjunct
            return True
        cur = cur.head
    if clause.lower_ in lex.clause_embedding_forms():
        return False  # "when he said he would come": "said" takes the following clause
    hosts = [clause, *(c for c in clause.children if c.dep_ in ("acomp", "attr", "advmod"))]
    for host in hosts:
        for c in host.children:
            if (
                c.dep_ in ("ccomp", "parataxis")
                and c.i > host.i
                and c.pos_ in ("VERB", "AUX")
                and subjects(c)
                and not any(g.dep_ in ("mark", "cc") for g in c.children)
            ):
                return True
    return False


#: Evaluative adjectives of choice ("what is best / right / fair for them"): among options
#: one always counts as the best or right one, so the existential answer is vacuous.
EVALUATIVE_ADJECTIVES = frozenset(
    {"best", "better", "right", "wrong", "good", "fair", "proper", "appropriate", "wise",
     "correct", "ideal", "optimal", "worst", "necessary", "needed", "important", "true", "possible"}
)  # fmt: skip


def _evaluative_wh(clause: Token, wh: Token) -> bool:
    """ "decide what is best for the children", "know what is right": "what" as the subject of
    a copula with an evaluative adjective. The existential presupposition of the question
    ("Something is best"; Karttunen 1977, Groenendijk & Stokhof 1984 on the existential
    presupposition of wh-questions) is trivially met by any set of options and says nothing
    a reader could check: the pair tests nothing (IMPPRES/NOPE draw informative ones)."""
    if wh.lower_ != "what" or wh.dep_ not in ("nsubj", "nsubjpass") or clause.lemma_ != "be":
        return False
    comps = [c for c in clause.children if c.dep_ in ("acomp", "attr")]
    if not comps or not all(c.lower_ in EVALUATIVE_ADJECTIVES for c in comps):
        return False
    # "what is wrong with the engine" names a fault: informative, kept; "for" a beneficiary
    # ("best for the children") leaves it evaluative
    args = [g for c in comps for g in c.children if g.dep_ in ("prep", "xcomp", "ccomp")]
    return all(g.lower_ == "for" for g in args)


#: Rogative (inquisitive) predicates of ``presupposition_question_predicates``: they take only
#: questions and relate their subject to the issue, not to its true answer ("wonder, ask,
#: consider, investigate": Lahiri 2002 ch. 6; Karttunen 1977 §2 "inquisitive verbs"), unlike
#: responsive "know, see, show, explain", which report the true answer.
ROGATIVE_PREDICATES = frozenset(
    {"wonder", "ask", "inquire", "question", "consider", "examine", "explore", "investigate",
     "study", "research", "debate", "discuss", "ponder", "speculate", "check"}
)  # fmt: skip

#: Verbs of asking (Karttunen 1977's "inquisitive verbs"; Levin 1993 §37.1 "inquire" verbs): a
#: subset of ``ROGATIVE_PREDICATES`` that only ask, never resolve, the question.
ASKING_VERBS = frozenset({"ask", "inquire", "enquire", "query"})

#: Modals of epistemic possibility (Palmer 2001 ch. 2: "may/might"). "could/can" are left out:
#: in a question they are often the tentative form of a real question ("what could be causing
#: this" asks what IS causing it: Quirk et al. 1985 §4.61 on tentative "could"), whose
#: existential presupposition stands.
EPISTEMIC_POSSIBILITY_MODALS = frozenset({"may", "might"})


def _possibility_wh(clause: Token) -> bool:
    """ "considers what may result from the study", "discussed where the road might go": a
    wh-clause with a modal of epistemic possibility. The presupposition of an
    embedded question is the existential closure of its answer (Karttunen 1977; Groenendijk &
    Stokhof 1984), here "Something may result" / "Something could be done": a claim about
    possibility that any open future satisfies, so the pair tests nothing a reader could deny
    (as with ``_evaluative_wh``), since after a rogative verb ("consider, discuss, ask") the
    wh-clause is the issue weighed, not a fact known (Lahiri 2002 ch. 6 on rogative vs
    responsive predicates). Only after rogatives (``ROGATIVE_PREDICATES``): after a responsive
    verb ("We see how the results may be presented") the subject knows the true answer, a
    particular way or thing, which is informative (the NOPE experts accepted one such item:
    the unrestricted rule lost it). "would" is left to the confidence penalty
    (HYPOTHETICAL_MODALS)."""
    return any(
        c.dep_ == "aux" and c.lower_ in EPISTEMIC_POSSIBILITY_MODALS for c in clause.children
    )


#: Quotation marks that can open a quotation (a plain "'" is left out: it is also the
#: apostrophe of a plural genitive, "the boys' mother").
OPENING_QUOTES = DOUBLE_QUOTES | {"\u2018"}


def _quoted_question_after(pred: Token, wh: Token, clause: Token) -> bool:
    """'Tinker asked, "How did you get an appointment with me?"', 'I always wonder, "how do
    they know where I live?"': the wh-clause after the reporting verb is a direct question,
    set off by a quotation mark, or by a comma or colon when it ends in a question mark. Direct
    reported speech keeps main-clause order and asks; it is no subordinate interrogative and
    presupposes no answer (Huddleston & Pullum 2002 ch. 17 §10, direct vs. indirect reported
    speech; Quirk et al. 1985 §14.29, §15.3). The mirror case (quote before the verb) is
    refused above."""
    between = pred.doc[pred.i + 1 : wh.i]
    if any(t.text in OPENING_QUOTES for t in between):
        return True
    if not between or between[-1].text not in (",", ":"):
        return False
    after = clause.right_edge.i + 1
    return clause.right_edge.text == "?" or (after < len(pred.doc) and pred.doc[after].text == "?")


def _after_polar_coordinate(wh: Token) -> bool:
    """The wh-word is coordinated with a polar "if/whether" ("know if and how X helped",
    "whether and when they left"): the wh-question is asked only on the polar question's "yes"
    ("whether X helped and, if so, how"), so its answer is conditional on a proposition the
    sentence leaves open and its presupposition is filtered (Karttunen 1973 on conditional
    filtering; Huddleston & Pullum 2002 ch. 11 §5 on closed interrogatives): no candidate
    (review s1202r pres-008)."""
    doc = wh.doc
    if wh.i < 2:
        return False
    return doc[wh.i - 1].lower_ in ("and", "or") and doc[wh.i - 2].lower_ in ("if", "whether")


#: Modals of a deliberative question ("which way should we go?", "what shall I do?"):
#: obligation and advisability (``DEONTIC_MODALS``) and intention (Huddleston & Pullum 2002
#: ch. 10 §4.7; Palmer 2001).
DELIBERATIVE_MODALS = DEONTIC_MODALS | {"will", "would", "'ll"}


#: Modals of possibility, ability and deliberation in an embedded question after "find":
#: "what they might / could / should do" (Huddleston & Pullum 2002 ch. 10 §4.7; Palmer 2001).
FIND_QUESTION_MODALS = DELIBERATIVE_MODALS | {"may", "might", "can", "could", "ca"}


def _find_modal_question(verb: Token, lemma: str, clause: Token) -> bool:
    """ "They couldn't find what they might do", "She found where she could hide": "find" with
    no particle (find.v.01 "come upon after searching", not "find out" = discover) over a
    wh-clause with a modal of possibility or deliberation (``FIND_QUESTION_MODALS``) is a
    search for an option, "find something they might do" (the infinitival "find what to do";
    Huddleston & Pullum 2002 ch. 10 §4.7 on deliberative questions): no answer is known or
    taken for granted. Karttunen 1977 ties the existential presupposition of an embedded
    question to factive predicates of knowing ("know", "discover"); a question of what one
    might do has no such answer, and "They might do something" is empty (review s1205v
    pres-041). "found out what they might do" and a question without a modal ("found who had
    taken it") keep their trigger."""
    if lemma != "find" or any(c.dep_ == "prt" for c in verb.children):
        return False
    return any(
        c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in FIND_QUESTION_MODALS
        for c in clause.children
    )


def _what_it_is_to(clause: Token, wh: Token) -> bool:
    """ "does not know what it is to enjoy rest", "know what it's like to be hungry": "what it
    is (like) to V" asks for the character of an experience (OED s.v. "know": "to know what it
    is to ...", 'to have experienced'), and its "it" anticipates the to-infinitive
    (extraposition, Quirk et al. 1985 §18.33); the answer's existential ("To enjoy rest is
    something") is true of anything and is no presupposition a reader could deny (NOPE App. B;
    review s1202v): no candidate. Only the copula with subject "it", "what" as its predicative
    (or the object of "like"), and a to-infinitive after it."""
    if wh.lower_ != "what" or clause.lemma_ != "be":
        return False
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in clause.children):
        return False
    infinitive = [
        t
        for t in clause.subtree
        if t.i > clause.i and t.tag_ == "VB" and any(c.lower_ == "to" for c in t.children)
    ]
    return bool(infinitive) and (
        wh.dep_ == "attr" or (wh.dep_ == "pobj" and wh.head.lower_ == "like")
    )


#: Adverbs of quantification over occasions (Lewis 1975 "Adverbs of quantification"):
#: ``implicature_quantificational_adverbs`` with "always" and "never".
WHEN_QUANTIFIERS = word_set("implicature_quantificational_adverbs") | {"always", "never"}


def _quantified_when(pred: Token, wh: Token) -> bool:
    """ "Users always know when your program fails", "You never know when you'll need it": a
    when-clause under a predicate with an adverb of quantification (``WHEN_QUANTIFIERS``) is
    the restrictor of that adverb, 'whenever/on any occasion on which P, they know (that P)'
    (Lewis 1975; Kratzer 1986 on if/when-clauses as restrictors; Krifka et al. 1995 §1.2.3),
    not an embedded question about one occasion: no particular event of P is taken for
    granted (blind review s1202x, generic "know when" = "whenever"). "She knows when the
    train leaves" (no quantifier) keeps its candidate."""
    if wh.lower_ != "when":
        return False
    return any(c.dep_ in ("advmod", "neg") and c.lower_ in WHEN_QUANTIFIERS for c in pred.children)


#: Degree words that tie the when-clause's property to the present occasion ("so tired", "such
#: a fool", "more tired", "this happy"; H&P 2002 ch. 6 §7 on deictic and comparative degree).
DEGREE_WORDS = frozenset({"so", "such", "more", "this", "that", "as", "less"})


def _unremembered_degree(pred: Token, lemma: str, clause: Token, wh: Token) -> bool:
    """ "I couldn't remember when I had been so disappointed", "I can't recall when I've
    laughed more": a negated "remember/recall when" over a clause with a degree word
    (``DEGREE_WORDS``) or a comparative is an idiom of the experiential superlative, 'I had
    never been so disappointed' (Cambridge Dictionary "can't remember when / the last time";
    H&P 2002 ch. 13 §4 on comparison with a whole class of occasions): it says no earlier
    occasion of that degree is known, so "I had been so disappointed" is no presupposition
    (blind review s1202x). A negated "remember when the meeting was" (no degree) stays."""
    if lemma not in MEMORY_VERBS or wh.lower_ != "when":
        return False
    negated = any(c.dep_ == "neg" for c in pred.children) or any(
        c.dep_ == "neg" for a in pred.ancestors for c in a.children if a.dep_ != "ccomp"
    )
    if not negated:
        return False
    return any(
        (t.lower_ in DEGREE_WORDS and t.dep_ in ("advmod", "predet", "det") and t.i > wh.i)
        or t.tag_ in ("JJR", "RBR")
        for t in clause.subtree
    )


#: Verbs of location, placement and motion, whose where-clause has a locative gap ("see
#: where he hid the key", "see where the road goes"): the where-question reading.
WHERE_GAP_VERBS = frozenset(
    {"be", "go", "come", "live", "stay", "put", "place", "keep", "hide", "stand", "sit", "lie",
     "lead", "end", "leave", "head", "move", "fit", "belong", "land", "fall", "park", "store",
     "find", "sleep", "work", "stop", "get", "meet", "bury", "set", "lay", "hang", "take"}
)  # fmt: skip


def _see_where_that(pred: Token, lemma: str, clause: Token, wh: Token) -> bool:
    """ "I see where we are starting to pay attention to our neighbours", "I read where the
    rates went up": a first-person simple-present "see/read/hear where" is the informal "where"
    = "that" (Merriam-Webster where conj. 3 "that: I read where the rates went up"; OED where
    adv. 12), reporting a piece of news, not a question about a place; the clause has no
    locative gap. Told by a where-clause whose verb is no verb of location, placement or
    motion (``WHERE_GAP_VERBS``): "I see where you put the key" stays a question (blind review
    s1202x, "see where" = "see that")."""
    if lemma not in ("see", "read", "hear") or wh.lower_ != "where":
        return False
    if pred.tag_ != "VBP" or any(c.dep_ in ("aux", "neg") for c in pred.children):
        return False
    if not any(s.lower_ in ("i", "we") for s in subjects(pred)):
        return False
    verbs = [clause, *[c for c in clause.children if c.dep_ == "xcomp"]]
    return not any(verb_lemma(v) in WHERE_GAP_VERBS for v in verbs)


def _perceived_free_relative(tok: Token, lemma: str, clause: Token, wh: Token) -> bool:
    """ "Old cats see what escapes the human eye": a verb of perception (``PERCEPTION_VERBS``) in the simple present without an auxiliary (a
    habitual or generic statement, Quirk et al. 1985 §4.7) over a "what"-clause that is itself
    a simple present. Such a clause is a free (fused) relative, a noun phrase naming the
    things perceived ("that which escapes the eye"; Bresnan & Grimshaw 1978 on free
    relatives vs wh-complements; Huddleston & Pullum 2002 ch. 12 §6), not an embedded
    question: a habit of perceiving things relates the perceiver to objects, it does not
    report coming to know the answer to one question, and "Something escapes the mortal eye"
    is no presupposition of the sentence's. No candidate. "I saw what had happened" (past,
    an episode) keeps its question reading."""
    if lemma not in PERCEPTION_VERBS or wh.lower_ != "what":
        return False
    if tok.tag_ not in ("VBZ", "VBP") or any(c.dep_ in AUX_DEPS for c in tok.children):
        return False
    return clause.tag_ in ("VBZ", "VBP") and not any(
        c.dep_ in AUX_DEPS and c.lower_ not in ("can", "ca", "cannot") for c in clause.children
    )


def _npi_in_wh_clause(clause: Token) -> bool:
    """ "I do not know who would ever look at him", "Nobody can tell what anyone could ever
    want with it": the negative-polarity "ever" (or the determiner "any", ``_npi_in``) inside
    the embedded wh-clause. An NPI in a wh-question makes it a negatively biased, rhetorical
    question, "who would ever look at him" = nobody would (Borkin 1971 on polarity items in
    questions; Krifka 1995 §5; Guerzoni 2004), so the answer's existential ("Someone would look
    at him") is not taken for granted but denied, and the draft would keep an NPI outside its
    licenser ("*Someone would ever look at him"): no candidate (NOPE App. B; blind review
    s1205p pres-004). A wh-clause without one ("I do not know who would look at him") keeps
    its candidate."""
    return any(
        (t.lower_ == "ever" and t.dep_ in ("advmod", "neg"))
        or (t.lower_ == "any" and t.dep_ == "det")
        for t in clause.subtree
    )


def extract_embedded_question(doc: Doc) -> Iterator[Found]:
    """NOPE App. A embedded questions: a wh-clause complement of a question-embedding predicate.

    "Julia knows why Lisa likes Tom's cat" presupposes that Lisa likes Tom's cat. Rejected: free
    relatives ("He says what they say": 'say' does not embed questions), infinitival questions
    ("learning how to communicate" has no propositional content to presuppose), "whether/if"
    complements, and the formula "you know what ..." addressed to the hearer.
    """
    if not _sentence_ok(doc):
        return
    for tok in doc:
        if tok.pos_ not in ("VERB", "AUX") and not _mistagged_predicate(tok):
            continue
        lemma = verb_lemma(tok)
        if lemma not in lex.question_predicates():
            continue
        if lemma in ASKING_VERBS:
            # "She asked what the soldiers had found": a verb of asking relates its subject to
            # the open question, not to its true answer (Karttunen 1977 "inquisitive verbs";
            # Groenendijk & Stokhof 1984; Lahiri 2002 ch. 6 rogatives), so no answer, and not
            # even its existential ("They found something"), is taken for granted by the
            # speaker: the asker may be wrong that anything was found. NOPE's experts rejected
            # 6 of 8 ask-items (hundred-eighth pass): no candidate
            continue
        found = _wh_clause(tok)
        if found is None:
            continue
        clause, wh = found
        if clause.tag_ == "VB" and any(c.lower_ == "to" for c in clause.children):
            continue  # "how to V"
        if _after_polar_coordinate(wh):
            continue  # "know if and how X could have helped": ``_after_polar_coordinate``
        if clause.i < tok.i and wh.i < tok.i:
            # '"Where did she go?" he thought': a direct (quoted or free) question with its
            # reporting clause after it, not an embedded question: it keeps main-clause word
            # order (subject-auxiliary inversion) and asks, it presupposes no answer
            # (Huddleston & Pullum 2002 ch. 17 §10, direct reported speech; Quirk et al. 1985
            # §14.29 on reporting clauses)
            continue
        if _quoted_question_after(tok, wh, clause):
            continue  # 'asked, "How did you get here?"': a direct question, no embedding
        if (
            not is_finite_clause(clause)
            and not subjects(clause)
            and wh.dep_ not in ("nsubj", "nsubjpass")
        ):
            continue
        if any(s.tag_ in ("WP", "WDT") for s in subjects(tok)):
            continue  # "who knows what ...": rhetorical question
        if _ignorance_idiom_know(tok):
            continue  # "God knows where he went": 'nobody knows', no knower
        if _evaluative_wh(clause, wh):
            continue  # "decide what is best": "Something is best" tests nothing
        if remnant_free_relative(clause):
            continue  # "explore what remains of the castle": the ruins, not a question
        if _scene_subject(tok, lemma):
            continue  # "The 1990s saw how ...": the time of an event, no question
        if tok.dep_ == "xcomp" and _yet_to_be_infinitive(tok.head) == tok:
            continue  # "It remains to be seen whether ...": the question is open
        if lemma == "imagine" and any(
            c.dep_ == "aux" and c.lower_ in ("can", "could", "ca") for c in tok.children
        ):
            # "I can't imagine / can only imagine how hard it was": imagine.v.01 "form a mental
            # image of something not present" under an ability modal is an exclamative of
            # degree (Zanuttini & Portner 2003; Huddleston & Pullum 2002 ch. 10 §9.2): the
            # speaker reports being unable to conceive of an extreme, no answer is asked for or
            # taken for granted; the sense is unclear, so no candidate (round 6 of #11)
            continue
        if lemma == "see" and wh.lower_ == "why" and any(c.dep_ == "neg" for c in tok.children):
            # "I can't see why this would be useful", "I don't see why we need it": the
            # negated "see why" is a conventional statement of doubt, "there is no reason that
            # P" (Cambridge Dictionary "I don't see why"; H&P 2002 ch. 10 §9.2 on indirect
            # speech acts), and P is what the speaker doubts, not takes for granted, so the
            # why-complement does not project (review s1202a): no candidate
            continue
        if lemma == "decide" and any(
            c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in DELIBERATIVE_MODALS
            for c in clause.children
        ):
            # "First you decide which direction it should face": "decide" over a deliberative
            # question (a modal of obligation or intention: "should, shall, will, would";
            # Huddleston & Pullum 2002 ch. 10 §4.7 on deliberative questions) chooses the
            # answer, which is open until it is decided (Karttunen 1977 §2 "verbs of
            # decision"), not a fact taken for granted, and its existential ("it should face
            # some direction") is trivial (NOPE App. B; review s1202v): no candidate. A
            # factual question keeps its trigger: "decides who is fit to be a parent"
            # presupposes that someone is (a NOPE item the experts accepted)
            continue
        if _find_modal_question(tok, lemma, clause):
            continue  # "They couldn't find what they might do": a search for an option
        if _npi_in_wh_clause(clause):
            continue  # "I do not know who would ever look at him": a rhetorical question
        if _what_it_is_to(clause, wh):
            continue  # "doesn't know what it is to enjoy rest": an idiom of experience
        if _know_what_i_mean(tok, lemma, clause, wh):
            continue  # "do you know what I mean?": a discourse tag, no question is embedded
        if _know_what_one_is_doing(tok, lemma, clause, wh) or _locative_free_relative(tok, wh):
            continue  # "know what they are doing" (competence), "find where I live" (pr203)
        if _purpose_inquiry(tok, lemma):
            continue  # "run it to find out which packages are installed": a goal, no answer
        if _quantified_when(tok, wh):
            continue  # "they always know when it fails" = whenever it fails, they know
        if _unremembered_degree(tok, lemma, clause, wh):
            continue  # "I can't remember when I've been so tired": never been so tired
        if _see_where_that(tok, lemma, clause, wh):
            continue  # "I see where prices are going up" = I see that they are
        if _perceived_free_relative(tok, lemma, clause, wh):
            continue  # "They see what escapes the eye": the things, no question
        you_know = lemma == "know" and any(s.lower_ == "you" for s in subjects(tok))
        if you_know and tok.tag_ == "VBP" and not any(c.dep_ in AUX_DEPS for c in tok.children):
            continue
        conf = _level_confidence(tok)
        if conf is None:
            continue
        if tok.dep_ == "xcomp" and tok.head.lemma_.lower() not in lex.aspectual():
            conf -= C.EMBEDDED  # "want to know what ...": under a desire/obligation, not asserted
        if clause.lemma_ == "be" and any(
            c.dep_ in ("nsubj", "attr") and c.lower_ in ("it", "that", "this")
            for c in clause.children
        ):
            conf -= (
                C.EMBEDDED
            )  # "know what that is": the presupposition ("that is something") is vacuous
        if (
            wh.lower_ == "how"
            and any(t.head.i == wh.i and t.dep_ in ("advmod", "acomp") for t in doc)
            or (wh.lower_ == "how" and wh.head.pos_ in ("ADJ", "ADV"))
        ):
            conf -= (
                C.EMBEDDED
            )  # "how important this game is": a degree question, a vaguer presupposition
        if lemma in ROGATIVE_PREDICATES and _possibility_wh(clause):
            # "considers what may result": "Something may result" tests little; a penalty, not
            # a drop: dropping lost one NOPE item the experts accepted (docs, sixty-sixth pass)
            conf -= C.EMBEDDED
        if any(c.dep_ == "aux" and c.lower_ in HYPOTHETICAL_MODALS for c in clause.children):
            conf -= (
                C.HYPOTHETICAL
            )  # "what I'd do": hypothetical, a weaker presupposition for the reviewer
        feats = {
            "predicate": tok.text,
            "predicate_lemma": lemma,
            "wh_word": wh.lower_,
            "embedded_question": subtree_text(clause),
            "wh_is_argument": wh.lower_ in ARGUMENT_WH and wh.dep_ != "advmod",
            "embedded_question_head_char": clause.idx,
        }
        yield _base(Found("embedded_question", tok, lemma, conf, feats), tok)


#: Verbs of finding an answer out: in a purpose clause they name an inquiry still to be made.
INQUIRY_VERBS = frozenset(
    {"find", "check", "see", "determine", "learn", "figure", "discover", "ascertain",
     "establish", "verify", "test", "work", "tell"}
)  # fmt: skip


def _purpose_inquiry(verb: Token, lemma: str) -> bool:
    """ "Use this command to find out which packages are installed", "He wrote a script in order
    to find out which disks were failing": a verb of finding out in a to-infinitive purpose
    adjunct (an advcl, "in order to", or an infinitive after the host's object, which
    ``_purpose_infinitive_after_object`` tells from a complement). A purpose names an intended,
    unrealised event (Huddleston & Pullum 2002 ch. 8 §14.2; Quirk et al. 1985 §15.48), so the
    answer is nowhere asserted or taken as known: the speaker is not committed to the embedded
    question's proposition the way a factive "found out which ..." commits them (Karttunen 1977
    on question-embedding predicates; review s1202d). Complements of want/need ("want to know
    why") stay, with their penalty."""
    if lemma not in INQUIRY_VERBS:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    if verb.dep_ == "advcl":
        return True
    if verb.dep_ == "acl" and verb.head.lower_ == "order" and verb.head.head.lower_ == "in":
        return True  # "in order to find out": the parser hangs the infinitive on "order"
    return _purpose_infinitive_after_object(verb)


def _know_what_i_mean(verb: Token, lemma: str, clause: Token, wh: Token) -> bool:
    """ "I should be with a grown-up, do you know what I mean?!", "I know what you mean": "know
    / see what I mean / what you mean" with a pronoun subject in the wh-clause is a fixed
    formula, the tag "(do) you know what I mean?" that checks the hearer's uptake (Schiffrin
    1987 ch. 9; Erman 2001, "Pragmatic markers revisited", on "you know what I mean") or the
    agreement "I know/see what you mean" (= I understand, I agree). No question is embedded:
    its presupposition "I mean something" is what any utterance carries, and the negated or
    questioned tag ("Don't you know what I mean?!") tests nothing (blind review s1201m).
    "know what he meant by that" (a third party, a past meaning) keeps the predicate."""
    mean = wh.head  # the parser may hang "what you mean" under a clause after it
    if lemma not in ("know", "see") or wh.lower_ != "what" or mean.lemma_ != "mean":
        return False
    if mean.tag_ not in ("VBP", "VB") or not (clause.i == mean.i or mean.i < clause.i):
        return False
    clause_subjects = subjects(mean)
    return (
        len(clause_subjects) == 1
        and clause_subjects[0].lower_ in ("i", "you")
        and not any(c.dep_ in ("prep", "ccomp", "xcomp", "advcl") for c in mean.children)
    )


def _know_what_one_is_doing(verb: Token, lemma: str, clause: Token, wh: Token) -> bool:
    """ "Their buyers really know what they are doing", "She knows what she's doing": "know
    what one is doing" with the wh-clause's subject coreferent with the knower (a pronoun) and
    a bare progressive "doing" is an idiom, 'be competent' (Cambridge Dictionary "know what
    you are doing"; Nunberg, Sag & Wasow 1994 on idioms), not a question embedding (Karttunen
    1977; Huddleston & Pullum 2002 ch. 11 §5): its existential "They are doing something" is
    trivial and is not what the sentence takes for granted (blind review s1207b, four items).
    No candidate. "know what the company is doing with our data" (a third party, an adjunct)
    keeps its question reading."""
    if lemma != "know" or wh.lower_ != "what" or clause.lemma_ != "do" or clause.tag_ != "VBG":
        return False
    if wh.head.i != clause.i or wh.dep_ != "dobj":
        return False
    if any(c.dep_ in ("prep", "advmod", "npadvmod", "advcl", "dative") for c in clause.children):
        return False
    inner = subjects(clause)
    return len(inner) == 1 and inner[0].tag_ == "PRP"


#: Verbs of finding and placing whose "where"-clause is a locative adjunct (a free relative
#: 'at the place where ...'), not an interrogative complement (Huddleston & Pullum 2002 ch. 12
#: §6 on fused relatives; ch. 11 §5 on interrogatives): "find X where I live" = find X there.
_LOCATIVE_FREE_RELATIVE_VERBS = frozenset({"find", "get", "buy"})


def _locative_free_relative(verb: Token, wh: Token) -> bool:
    """ "Uncle Lee's Tea can be difficult to find where I live", "I can't find it where I shop":
    "where"-clause after "find" (a verb whose object is a thing found, not a place) whose
    clause has a personal-pronoun subject is a locative free relative adjunct 'in the place
    where I live' (Huddleston & Pullum 2002 ch. 12 §6): "find" takes no question there, and
    "I live somewhere" is no presupposition of the sentence (blind review s1207b). No
    candidate. "I found out where they live" (the question with "out") and "find where the leak
    is" (no pronoun subject) keep their reading."""
    if verb_lemma(verb) not in _LOCATIVE_FREE_RELATIVE_VERBS or wh.lower_ != "where":
        return False
    if any(c.dep_ == "prt" for c in verb.children):
        return False
    clause = wh.head
    inner = subjects(clause)
    return (
        len(inner) == 1
        and inner[0].lower_ in ("i", "we", "you")
        and clause.lemma_ in ("live", "shop", "work", "be", "stay")
    )


#: Semi-factives (Karttunen 1971, "Some observations on factivity"): their complement is not
#: presupposed in the first person present under negation ("I don't know that he'll come",
#: "I don't see that it matters": the speaker withholds commitment).
SEMI_FACTIVES = frozenset(
    {"know", "realize", "realise", "discover", "notice", "see", "learn", "find", "recognize"}
)
FIRST_PERSON = frozenset({"i", "we"})
#: Factives of communication ("acknowledge", "admit", "concede"; "recognize" is a semi-factive
#: above): in the first person present their negation is the speaker's denial ("We do not
#: acknowledge that the vote was fair"), which cannot presuppose what it denies (Karttunen 1971
#: on semi-factives; Hooper 1975, "On assertive predicates": their complement is asserted, and
#: the first person denies the assertion). Third person ("They don't admit that ...") projects.
#: Factives of memory ("remember", "recall") behave the same way: "I don't remember that our
#: meeting is at noon" is the speaker's own report of lacking the memory, and a speaker who
#: says so does not take the complement for granted (Simons 2001 on first-person factives;
#: NOPE App. C, where "I don't remember that p" does not project; review s1205c pres-010).
#: "If I remember that p" and "Do I remember that p?" are left as they are (only the denial).
FIRST_PERSON_DENIALS = frozenset({"acknowledge", "admit", "concede"} | {"remember", "recall"})


#: Words that open a result, reason or coordinated clause, never a complement clause: a content
#: clause is introduced by "that", "if/whether", a wh-word or nothing (Huddleston & Pullum 2002
#: ch. 11 §1-2); "so", "because" open adverbial clauses of result and reason (Quirk et al. 1985
#: §15.48, §15.45) and "and/but/or" coordinate. The parse's ccomp there is a misreading.
ADJUNCT_OPENERS = frozenset({"so", "because", "and", "but", "or"})


def _present_tense(verb: Token) -> bool:
    """The verb group is in the present: the verb or one of its auxiliaries is VBP/VBZ."""
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS]
    return verb.tag_ in ("VBP", "VBZ") or any(a.tag_ in ("VBP", "VBZ") for a in auxes)


#: Semi-factives of perceiving and finding out whose negated ability ("could not see/discover/
#: notice that S") reports a failure to find evidence for S (Karttunen 1971, "Some observations
#: on factivity", on semi-factives; Beaver 2001 ch. 3 on their local accommodation): "I couldn't
#: see by his manner that he was offended" says his manner showed no offence, "We could not
#: discover that he had ever been married" that no marriage was found. "realize" is left out:
#: "I can't realize that he is dead" is realize.v.03 'take in, grasp fully' (OED realize v. 5),
#: which keeps S; "find" has its own rule (``factivity_suspended``).
ABILITY_PERCEPTION_SEMIFACTIVES = frozenset({"see", "discover", "notice"})

#: Modals of ability and possibility (Quirk et al. 1985 §4.52: "can/could"): a negated one with
#: a first-person perceiver, and one whose passive with no agent ascribes a disposition
#: (``_passive_ability``).
ABILITY_MODALS = frozenset({"can", "could", "ca"})


def _speaker_subjects(verb: Token) -> list[Token]:
    """The subjects of ``verb``, or the one it shares with the first conjunct when it has none
    of its own ("I followed the tracks and found they led to the gate": "found" has the
    subject "I"; ``_inherited_subject``, Quirk et al. 1985 §13.57 on predication ellipsis), so
    that the first-person rules of the semi-factives (Karttunen 1971) see the speaker as the
    subject of a coordinated predicate as of a single one."""
    own = subjects(verb)
    if own:
        return own
    inherited = _inherited_subject(verb)
    return [inherited] if inherited is not None else []


def _first_person_unable_to_perceive(verb: Token, lemma: str, negated: bool) -> bool:
    """ "I couldn't see by her face that she was angry", "We cannot see that the plan has any
    merit": a first-person subject, a negated modal of ability and a semi-factive of perceiving
    or finding out (``ABILITY_PERCEPTION_SEMIFACTIVES``). The speaker reports having found no
    sign of S, so the speaker does not take S for granted (Karttunen 1971 on semi-factives in
    the first person: "I didn't realize that S" projects, the speaker knowing S now, but a
    failure to perceive gives the speaker no ground for S); the pairs are neutral, as for "I
    don't know that S" (s9802, pr226). "I didn't see that S" (no modal) and "She couldn't see
    that S" (another's failure, which the speaker may know better) keep the presupposition."""
    if not negated or lemma not in ABILITY_PERCEPTION_SEMIFACTIVES:
        return False
    subs = _speaker_subjects(verb)
    if not subs or not all(s.lower_ in FIRST_PERSON for s in subs):
        return False
    return any(
        c.dep_ in AUX_DEPS and c.tag_ == "MD" and c.lower_ in ABILITY_MODALS for c in verb.children
    )


def factivity_suspended(verb: Token, lemma: str) -> str | None:
    """Why a listed factive does not presuppose its complement here, else None.

    "first_person_negated": a semi-factive in the negated first person present (Karttunen 1971).
    "hearsay_understand": "I understand/understood that ..." / "it is understood that ..."
    report what one has been told, an assertive, non-factive use (Urmson 1952 on parenthetical verbs; Hooper 1975,
    "On assertive predicates").
    """
    subj = [s.lower_ for s in _speaker_subjects(verb)]
    present = _present_tense(verb)
    negated = any(c.dep_ == "neg" for c in verb.children)
    first_person_loses = lemma in SEMI_FACTIVES or lemma in FIRST_PERSON_DENIALS
    if first_person_loses and negated and present and set(subj) & FIRST_PERSON:
        return "first_person_negated"
    if lemma == "find" and negated and set(subj) & FIRST_PERSON:
        # "I didn't find that it helped": "find that" of one's own experience is the judgement
        # sense (WordNet find.v.05 "come to believe on the basis of emotion, intuitions, or
        # indefinite grounds"), and a speaker who denies having judged p does not take p for
        # granted, in the past as in the present (Karttunen 1971 on semi-factives in the first
        # person; NOPE App. C keeps the premise's person, so the experts' hypothesis would be
        # "It helped", which the speaker just denied). Third person stays a candidate.
        return "first_person_negated"
    if _first_person_unable_to_perceive(verb, lemma, negated):
        return "first_person_negated"
    if lemma == "understand" and present and (set(subj) & FIRST_PERSON or "it" in subj):
        return "hearsay_understand"
    if lemma == "understand" and set(subj) & FIRST_PERSON and not negated:
        # "I understood that the meeting was cancelled": in the past too, a first person
        # reports having been told (understand = "believe on the basis of information", Hooper
        # 1975; Karttunen 1971 on semi-factives losing factivity in the first person)
        return "hearsay_understand"
    if lemma == "know" and present and not negated and _community_subject(verb):
        # "Mongolians know that an eclipse means that Raah devours the Moon", "The Boorong know
        # that the crow stole the fire": "know" with a people as subject in the ethnographic
        # present reports a community's lore from its own perspective (Holton 1997 on
        # protagonist projection; Hazlett 2010 on non-factive "know" of communities: "everyone
        # knew that the earth was flat"); the writer of a sky-culture essay does not take the
        # myth for granted, so the complement is not presupposed (pr95)
        return "community_lore"
    if _antecedent_bound_complement(verb):
        return "conditional_consequent"
    return None


#: Third-person pronouns that can take an antecedent in a preceding if-clause, with whether the
#: antecedent they need is plural.
ANAPHORIC_PRONOUNS = {"they": True, "them": True, "it": False}


def _antecedent_bound_complement(verb: Token) -> bool:
    """ "If you receive any bug reports, you know they are lies": a factive in the consequent of
    a conditional whose complement has a pronoun that picks up a noun phrase of the antecedent
    (an indefinite or "any" phrase introduced only under the supposition) presupposes no more
    than "if A, then p": the antecedent filters the presupposition (Karttunen 1973 on the
    filtering of "if A then B"; Heim 1983 on presupposition projection in conditionals; Heim
    1982 and Kamp 1981 on donkey anaphora). Without the antecedent the complement has no
    referent for its pronoun and is not taken for granted: the pairs are neutral (review
    s1202u). Only an if/unless clause attached to the factive verb, and a pronoun whose number
    matches a noun inside that clause."""
    comp = next((c for c in verb.children if c.dep_ == "ccomp"), None)
    if comp is None:
        return False
    cond = [
        c
        for c in verb.children
        if c.dep_ == "advcl"
        and c.i < verb.i
        and any(m.dep_ == "mark" and m.lower_ in ("if", "unless") for m in c.children)
    ]
    if not cond:
        return False
    pronouns = [t for t in comp.subtree if t.lower_ in ANAPHORIC_PRONOUNS and t.pos_ == "PRON"]
    nouns = [t for c in cond for t in c.subtree if t.pos_ == "NOUN"]
    return any((n.tag_ == "NNS") == ANAPHORIC_PRONOUNS[p.lower_] for p in pronouns for n in nouns)


def _community_subject(verb: Token) -> bool:
    """The subject of ``verb`` is a people: a capitalised plural name ("Mongolians", "the
    Inuit" as NNPS, ``_plural_name``) or a group noun for a people ("the people", "the tribe":
    WordNet noun.group)."""
    subj = subjects(verb)
    if len(subj) != 1 or subj[0].pos_ == "PRON":
        return False
    s = subj[0]
    if _plural_name(s) and _lexical_capital(s) and (s.tag_ != "NNP" or verb.tag_ == "VBP"):
        # a singular-tagged "-s" name counts only with a plural verb: "Mongolians know", not
        # the surname of "Adams knows" / "Peters knows" (subject-verb agreement)
        return True
    return s.lemma_.lower() in COMMUNITY_NOUNS


def _lexical_capital(tok: Token) -> bool:
    """The capital of ``tok`` belongs to the word, not to the sentence: a sentence's first word
    is capitalised whatever it is ("Scientists know that ...", "Doctors know ..."), so there
    only WordNet's capitalised lemma ("Mongolian", "Visigoth", "Maori": the name of a people)
    counts as evidence of a name (Quirk et al. 1985 §5.65; rt1 finding 1), and only in its
    first WordNet sense ("Doctor" of the Church is not what "Doctors" names)."""
    if not tok.is_sent_start:
        return True
    forms = {tok.lemma_.lower(), tok.lower_[:-1] if tok.lower_.endswith("s") else tok.lower_}
    return any(
        lemma.name()[:1].isupper() and s.lexname() in ("noun.person", "noun.group")
        for form in forms
        for s in lex.wordnet().synsets(form, "n")[:1]
        for lemma in s.lemmas()
        if lemma.name().lower() == form
    )


#: Group nouns for a people or community (WordNet noun.group senses under people.n.01,
#: tribe.n.01, community.n.02, ethnic_group.n.01).
COMMUNITY_NOUNS = frozenset({"people", "tribe", "clan", "community", "nation", "folk"})


#: Subjects that perceive nothing: times, events, acts, places ("The election saw ...").
SCENE_LEXNAMES = frozenset({"noun.time", "noun.event", "noun.act", "noun.location"})


def _scene_subject(verb: Token, lemma: str) -> bool:
    """ "The election saw a record turnout", "The 1990s saw how the firm collapsed": "see" with a
    time, event or place as subject is witness.v.02 "be contemporaneous with" (WordNet 3.0),
    the time or scene of an event, not perception or knowledge, so it is no factive and embeds
    no question (Quirk et al. 1985 §10.19 on non-agentive subjects of "see"; round 6 of #11)."""
    if lemma not in ("see", "witness"):
        return False
    return _scene_noun(next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None))


def _scene_noun(subj: Token | None, times_only: bool = False) -> bool:
    """Whether the subject ``subj`` is a time, event, act or place (``SCENE_LEXNAMES``), no
    participant: "The election saw ...". ``times_only``: a time alone ("The next spring found
    them in Oslo"; an act such as "the search" can find)."""
    if subj is None or subj.pos_ == "PRON":
        return False
    if subj.ent_type_ in (("DATE", "TIME") if times_only else ("DATE", "EVENT")):
        return True
    lexnames = {"noun.time"} if times_only else SCENE_LEXNAMES
    return subj.pos_ == "NOUN" and lex.lexname(subj.lemma_.lower()) in lexnames


#: Verbs of remembering, one set for two uses: a negated "when"-question under them compares
#: with all past occasions (``_unremembered_degree``), and their first-person "if/as I remember
#: (correctly)" and comma-separated "I remember, ..." are parenthetical (evidential) uses
#: (Urmson 1952, "Parenthetical verbs"; Rooryck 2001, "Evidentiality"): they hedge the speaker's source for the host clause and
#: presuppose nothing of it, unlike factive "remember that S" (Kiparsky & Kiparsky 1970).
MEMORY_VERBS = frozenset({"remember", "recall", "recollect"})


def _evidential_memory_clause(verb: Token, lemma: str, comp: Token | None) -> bool:
    """ "If I remember (correctly), S", "as I recall, S", "I remember, S": a first-person memory
    verb used as a comment clause (``MEMORY_VERBS``). Such a clause is introduced by "if"/"as"
    (which the parser may hang on the verb even when it reads S as its complement) or is
    separated from S by a comma with no "that"; factive "I remember that S" and "if she
    remembers that S" (a real complement, marked by "that") stay candidates."""
    if lemma not in MEMORY_VERBS:
        return False
    if not any(s.lower_ in ("i", "we") for s in subjects(verb)):
        return False
    that = comp is not None and any(c.dep_ == "mark" and c.lower_ == "that" for c in comp.children)
    if that:
        return False
    if any(c.dep_ == "mark" and c.lower_ in ("if", "as") for c in verb.children):
        return True
    return comp is not None and any(t.text == "," for t in verb.doc[verb.i + 1 : comp.left_edge.i])


def _shared_conjunct_auxiliaries(verb: Token) -> list[Token]:
    """The auxiliaries (and infinitive "to") a subjectless base-form verb conjunct shares with
    the first conjunct: in "you need to inform them and see that P" the second "see" is the
    infinitive of "to" as much as the first (Quirk et al. 1985 §13.46 on coordinated
    predicates sharing an auxiliary; §13.48 on a shared "to"), so it is a task under "need"
    like the first (blind review s1204r: "need to inform others, and see that the package is
    marked" is the "make sure" sense)."""
    if verb.dep_ != "conj" or any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return []
    first = verb.head
    if first.i >= verb.i:
        return []
    if first.tag_ != "VB":
        # "you need to inform others, and see that P": the parser hangs the base-form conjunct
        # on "need", not on the infinitive between them; a base form (a finite third-person
        # conjunct would be "sees") after a to-infinitive continues that infinitive, so it
        # shares its "to" (Quirk et al. 1985 §13.48)
        inf = [
            x
            for x in first.children
            if x.dep_ == "xcomp" and x.tag_ == "VB" and first.i < x.i < verb.i
        ]
        return [c for x in inf for c in x.children if c.tag_ == "TO"]
    return [c for c in first.children if c.dep_ in ("aux", "auxpass")]


def _ensure_see(verb: Token, lemma: str, comp: Token) -> bool:
    """ "We must see to it that these taxes are shared fairly", "It is our duty to see that they
    never happen again", "We should see that they have some means ...": "see (to it) that" in the
    sense "make sure" (WordNet 3.0 see.v.12 "make sure of something"; Quirk et al. 1985 §16.38
    on "see to it that"), a directive whose complement is a state of affairs still to be brought
    about, so it is not presupposed (Kiparsky & Kiparsky 1970: only the perception/knowledge
    sense is factive). "See to it" is always this sense; a plain "see that" is when "see" is an
    obligation or a task (deontic modal, to-infinitive, imperative) and its complement is a
    simple present (the mandative-like "they have"): "We can all see that growth is slowing",
    "We must see that the world has changed" (progressive, perfect: a state perceived) stay
    (presupposition forty-first pass)."""
    if lemma != "see":
        return False
    if any(
        c.dep_ == "prep" and c.lower_ == "to" and any(g.lower_ == "it" for g in c.children)
        for c in verb.children
    ):
        return True
    if verb.tag_ != "VB":
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    auxes += _shared_conjunct_auxiliaries(verb)
    directive = any(a.lower_ in DEONTIC_MODALS or a.tag_ == "TO" for a in auxes) or (
        verb.dep_ == "ROOT" and not any(c.dep_ in SUBJECT_DEPS for c in verb.children)
    )
    if any(a.lower_ in ("will", "'ll", "shall") for a in auxes) and any(
        s.lower_ in SPEAKER_PRONOUNS for s in subjects(verb)
    ):
        # "All right, I'll see that he gets the message", "I will see that nobody hurts you":
        # a first-person future "see that" is a promise to make sure (Searle 1969 on
        # commissives; see.v.12), the state of affairs still to be brought about; "You'll see
        # that it works" (a second-person prediction of a realisation) keeps the predicate
        directive = True
    if not directive:
        return False
    comp_auxes = [c for c in comp.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" or a.lemma_.lower() == "have" for a in comp_auxes):
        return False
    if comp.tag_ == "VBG":
        return False
    return comp.tag_ in ("VBP", "VBZ") or any(a.tag_ in ("VBP", "VBZ") for a in comp_auxes)


#: Fused-head quantifier objects that take a "that"-less relative clause ("all there is to
#: learn", "everything they knew", "nothing he said").
QUANTIFIER_HEADS = frozenset({"all", "everything", "anything", "nothing", "something", "much"})


def _quantifier_object_relative(verb: Token, comp: Token) -> bool:
    """The "complement" follows a quantifier object of the verb ("You have learned all there is
    to learn about ships"): the verb has its object already, and the clause is a "that"-less
    relative clause on the fused-head quantifier (Huddleston & Pullum 2002 ch. 12 §4, ch. 5
    §9.3 on fused heads), so there is no complement clause to presuppose, and the draft
    ("There is to learn about ships") is no sentence (review s1202r pres-070)."""
    return any(
        k.dep_ == "dobj" and k.lower_ in QUANTIFIER_HEADS and k.i < comp.i for k in verb.children
    )


def _find_small_clause(verb: Token, comp: Token) -> bool:
    """ "find" + noun phrase + a bare participle with nothing after it ("I found Thron's mind
    troubled", "we found the gate broken"): the complex-transitive "find" with an object and an
    object predicative (Quirk et al. 1985 §16.44; Huddleston & Pullum 2002 ch. 4 §5), an
    evaluation of a state, not a finite "that"-clause; the parser's "ccomp" reading gives the
    draft "Thron's mind troubled" (review s1202r cand-07). A participle with an object or an
    auxiliary ("found she had left") is a clause."""
    if verb_lemma(verb) != "find" or comp.tag_ not in ("VBN", "VBD"):
        return False
    kids = [k for k in comp.children if k.dep_ != "punct"]
    return all(k.dep_ in ("nsubj", "nsubjpass") for k in kids) and comp.i == comp.right_edge.i


#: Subordinators that open a time or reason adjunct ("that after I left", "that when it rang"):
#: the rewriter's ``TIME_SUBORDINATORS``, "since" and "while" (time, or reason and
#: concession) and "because".
ADJUNCT_SUBORDINATORS = TIME_SUBORDINATORS | {"since", "because", "while"}


def _demonstrative_that_object(verb: Token, comp: Token) -> bool:
    """ "I only discovered that after I realized it was on — the die was glowing": "that" right
    after the verb and right before a subordinator that opens a time or reason clause is the
    demonstrative pronoun object ("discovered that [= what was said before] after ..."), not
    the complementizer, when the parsed "complement" comes after a dash, colon or semicolon (a
    content clause is not cut off from its own preposed adverbial by such a break: Quirk et al.
    1985 App. III.10-III.17 on the dash and colon between units of a sentence; Huddleston &
    Pullum 2002 ch. 11 §8.1 on "that" in content clauses) or when "only" stands before the
    subordinator ("noticed that only after ...": a preposed "only" adverbial in a content
    clause needs subject-auxiliary inversion, Quirk et al. 1985 §18.24, so "that" + "only
    after" is the pronoun + a focused adjunct of the main verb). The parser's clause is then
    asserted by the sentence, not the verb's content (review s1202s pres-041). "He knew that
    after the war (ended) the city was empty" keeps its complement."""
    doc = verb.doc
    if verb.i + 2 >= len(doc) or doc[verb.i + 1].lower_ != "that":
        return False
    nxt = doc[verb.i + 2]
    focused = nxt.lower_ == "only" and verb.i + 3 < len(doc)
    if focused:
        nxt = doc[verb.i + 3]
    if nxt.lower_ not in ADJUNCT_SUBORDINATORS or nxt.dep_ not in ("mark", "advmod"):
        return False
    if focused:
        return True
    subj = next((c for c in comp.children if c.dep_ in SUBJECT_DEPS), None)
    if subj is None:
        return True
    start = min(subj.subtree, key=lambda t: t.i).i
    return any(doc[i].text in ("—", "–", "--", ":", ";") for i in range(nxt.i, start))


def _epistemic_must_complement(comp: Token) -> bool:
    """ "When no letter came I knew it must be from you", "She realised he must have left": a
    complement with "must" on a stative "be/have" or a perfect is epistemic "must", the
    speaker's or knower's inference from evidence (Palmer 2001 ch. 2 §2.2; Karttunen 1972
    "Possible and must"; von Fintel & Gillies 2010 "Must ... stay ... strong!": "must p" marks
    p as inferred, not directly known). The factive then takes an inference for granted, not
    a fact of the world, and the draft "It must be from you" restates the inference, nothing a
    reader could check (blind review s1202x: "an epistemic conclusion, not a presupposed
    fact"). A deontic "must" on an eventive verb ("knew that he must leave") stays."""
    if not any(c.dep_ == "aux" and c.lower_ == "must" for c in comp.children):
        return False
    perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in comp.children)
    return perfect or verb_lemma(comp) in ("be", "have")


def _fronted_wh_object(pred: Token, comp: Token) -> bool:
    """ "What we do not understand we do not possess": the predicate's own direct object is a
    wh-word before it (the fused relative "what we do not understand", a noun phrase fronted
    as the topic of the sentence; H&P 2002 ch. 12 §6 fused relatives, Quirk et al. 1985
    §18.24 topicalisation), so the predicate takes a noun phrase and no content clause, and a
    factive presupposes only with a clausal complement (Kiparsky & Kiparsky 1970). The
    "ccomp" the parser gives it is the main clause after the topic (blind review s1202x,
    "understand" with an NP object). An ordinary "know that P" has no wh-object."""
    return any(
        c.dep_ in ("dobj", "obj") and c.i < pred.i and c.tag_ in ("WP", "WDT")
        for c in pred.children
    ) and not any(t.text == "?" for t in pred.doc)


def _protasis_root(verb: Token) -> bool:
    """ "Should you find worthy folk tell them to come": the predicate is the root of the
    sentence but opens it with a conditional operator before its subject, the inverted
    protasis (Quirk et al. 1985 §15.36; Huddleston & Pullum 2002 ch. 11 §4.8: "should/had/
    were" + subject = "if" + subject). A protasis is subordinate and cannot stand as the main
    clause, so when the parser makes it the root with no comma after it, the main clause it
    needs (here an imperative, "tell them ...") has been taken for the predicate's content
    clause; there is no that-complement to presuppose or embed (review s1205c pres-050:
    "'find' takes an NP object ... (conditional + imperative)"). ``rewrite.complement.
    in_inverted_conditional`` covers the protasis the parser did separate by a comma; a
    question ("Should you find that ...?") is a yes/no interrogative, not a protasis."""
    return verb.dep_ == "ROOT" and inverted_protasis(verb)


def extract_clause_embedding_predicates(doc: Doc) -> Iterator[Found]:
    """NOPE App. A clause-embedding predicates: a predicate with a finite that-clause complement.

    NOPE includes all clause-embedding predicates (factive or not): the verb must be one of
    ``wordlists/presupposition_clause_embedding.txt`` (in any form), which keeps out parser
    errors ("remain" with a ccomp) and gives the subtype a lexical prefilter. Rejected: wh- and
    whether/if complements (embedded questions are their own type), direct quotations and
    parenthetical speech tags (the complement precedes the predicate: '"Ow," someone said').
    """
    if not _sentence_ok(doc):
        return
    forms = lex.clause_embedding_forms()
    for tok in doc:
        if tok.pos_ not in ("VERB",) or tok.lower_ not in forms:
            continue
        comp = next((c for c in tok.children if c.dep_ == "ccomp" and c.i > tok.i), None)
        if comp is None or not is_finite_clause(comp):
            continue
        # the leftmost word (``clause_opener``): "knew what he was about", "knows just what
        # she said" are wh-clauses all the same, no declarative complement
        first = clause_opener(comp)
        if first.lower_ in lex.wh_words() or first.lower_ in ("if", "whether"):
            continue
        if first.lower_ in ADJUNCT_OPENERS:
            continue  # "We saw signs of progress so we decided to expand": no complement
        if first.lower_ in EVER_WORDS:
            continue  # "ignore whatever my mind is telling me": a free relative, no clause
        if _quantifier_object_relative(tok, comp):
            continue  # "learned all there is to learn": a relative on "all", no complement
        if _find_small_clause(tok, comp):
            continue  # "I found Thron's mind troubled": object + predicative, no clause
        if _demonstrative_that_object(tok, comp):
            continue  # "I only learned that after I left": the pronoun "that", no clause
        if demonstrative_that_object(doc, tok):
            continue  # "You know that, you're kidding": the pronoun "that" + a new clause
        if _comma_reply(tok, comp):
            continue  # "No, I know, this way Mike will know": the reply "I know", no complement
        if _comment_clause(tok, comp):
            continue  # "I admit it, I am a snob", "I must say, S": a comment clause on S
        if _in_ever_free_relative(tok):
            continue  # "Whoever finds it wins": inside a generic free relative
        if not any(c.dep_ in SUBJECT_DEPS for c in comp.children):
            continue
        if _evidential_memory_clause(tok, verb_lemma(tok), comp):
            continue  # "If I remember correctly, S": a hedge on S, no factive
        if _who_knows_comment(tok, comp):
            continue  # "But, who knew, that might be coming": a hedge on S, no complement
        if _ignorance_idiom_know(tok):
            continue  # "Lord knows the thing is big enough": an emphatic idiom, no knower
        if _you_see_marker(tok, comp):
            continue  # "Because you see I'm very busy": a discourse marker, no perception
        if _adjective_subject(tok):
            continue  # "Other noted features include X": attributive "noted", no predicate
        if _found_object(tok):
            continue  # "I found a necklace there that I wear": find + NP, no content clause
        if _degree_result_clause(tok, first):
            continue  # "I know them so well, that S": the result clause of "so", no complement
        if filled_slot_degree_result_clause(tok):
            # "Her talent was so widely recognized that she won": the passive subject fills the
            # verb's slot, the clause is the result clause of "so" (the verb_complement test,
            # vc220; H&P 2002 ch. 11 §4.6), nothing is presupposed as recognized
            continue
        if _informal_because_clause(tok, comp, first):
            continue  # "I don't know my code bc I lost it": know + NP, then a reason clause
        if finite_purpose_clause(comp, tok):
            # "You shall remember all the way which Yahweh has led you, that he might humble
            # you": the verb's object slot is filled and the comma-set "that ... may/might"
            # clause is one of purpose (Quirk et al. 1985 §15.48; CGEL ch. 8 §14.3), an
            # adjunct, not a factive complement; nothing is remembered of "he might humble
            # you" (review s1205v pres-050; the verb_complement test, vc181)
            continue
        if _protasis_root(tok):
            continue  # "Should you find the key bring it back": "bring" is the main clause
        if _raising_infinitive_before(tok, comp):
            continue  # "have been known to fail ... with the consolation that S": no complement
        if _thatless_coordinated_subject(tok, comp):
            continue  # "finds the note and all hell breaks loose": NP object + a new clause
        if _fronted_wh_object(tok, comp):
            continue  # "What we do not understand we do not possess": understand + NP object
        if _epistemic_must_complement(comp):
            continue  # "I knew it must be from you": an inference, no fact to presuppose
        if any(
            c.dep_ in SUBJECT_DEPS and c.lower_.endswith(("self", "selves")) for c in comp.children
        ):
            # "found itself dragged into ...": a reflexive is bound inside its own clause
            # (Chomsky 1981, Principle A), so it is no finite clause's subject but the object of
            # a small clause, "find oneself" + participle = come to be (no that-complement)
            continue
        if any(
            c.dep_ == "punct" and c.i < comp.i and c.i > tok.i and c.text in ('"', ":")
            for c in tok.children
        ):
            continue  # direct quotation after the verb
        conf = _level_confidence(tok)
        if conf is None:
            continue
        lemma = verb_lemma(tok)
        if _scene_subject(tok, lemma):
            continue
        if _ensure_see(tok, lemma, comp):
            continue  # "We must see (to it) that taxes are shared fairly": make sure, no factive
        if _direct_perception(tok, lemma, comp, first):
            continue  # "I've seen the ghosts carry their dead": a naked infinitive, no clause
        suspended = factivity_suspended(tok, lemma)
        factive = lemma in lex.factives() and suspended is None
        conf = conf if factive else conf - C.STEP
        feats = {
            "predicate": tok.text,
            "predicate_lemma": lemma,
            "embedded_clause": subtree_text(comp),
            "complementizer": first.lower_ if first.lower_ == "that" else None,
            "factive": factive,
        }
        if factive and lemma in lex.soft_factives():
            # "Autopsy might reveal that p": veridical unembedded, but its complement does not
            # reliably project (``wordlists/presupposition_soft_factives.txt``; pairs.py)
            feats["soft_factive"] = True
        if suspended:
            feats["factivity_suspended"] = suspended
        elif _first_person_semifactive(tok, lemma):
            feats["first_person_semifactive"] = True
        if not suspended and _participant_discovery(tok, lemma):
            feats["participant_discovery"] = True
        if _evidential_first_person_see(tok, lemma, first):
            feats["evidential_see"] = True  # "I see your shop is open again": no operators
        if _generic_you_restricted(tok, lemma, comp):
            feats["generic_you"] = True  # "You know it's late when S": no modal/question/if
        if not suspended and _habitual_discovery(tok, lemma):
            feats["habitual_discovery"] = True
        yield _base(Found("clause_embedding_predicates", tok, lemma, conf, feats), tok)


#: Informal spellings of the reason subordinator "because" in conversation and electronic
#: writing: the clipped "'cause/cos/cuz/coz" of speech (Biber et al. 1999, Longman Grammar of
#: Spoken and Written English, on "cos" in conversation) and the texting abbreviations "bc",
#: "b/c", "bcuz", "bcz" (Crystal 2008, "Txtng: The Gr8 Db8", on abbreviations; Tagliamonte &
#: Denis 2008, "Linguistic ruin? LOL!", American Speech 83). The parser knows none of them as a
#: subordinator. Not "cause" itself, a verb and a noun.
INFORMAL_BECAUSE = frozenset(
    {"'cause", "’cause", "cos", "coz", "cuz", "bc", "b/c", "bcuz", "bcoz", "bcos", "bcz"}
)


def _informal_because_clause(verb: Token, comp: Token, first: Token) -> bool:
    """ "I don't know my login bc I never made one", "She knew the way cuz she lived there": the
    parsed complement opens with, or comes right after, an informal "because"
    (``INFORMAL_BECAUSE``), which the parser takes for a noun or a stray word. The clause is
    then a reason adjunct (Quirk et al. 1985 §15.45 on clauses of reason), not the verb's
    content clause: the verb has its NP object or none ("know my flight details", know + NP:
    know.v.02 "be familiar or acquainted with"), nothing is presupposed of the clause, and the
    draft is the reason clause, a fragment with the next "bc" dangling (blind review of tweets
    s1208a: know + NP pairs rejected, "not a clause-embedding predicate"). As for "because",
    ``ADJUNCT_OPENERS``. "I know you left because you were tired" keeps its complement: the
    abbreviation has to stand between the verb and the clause's first word, or open it."""
    if first.lower_ in INFORMAL_BECAUSE:
        return True
    doc = verb.doc
    return any(doc[i].lower_ in INFORMAL_BECAUSE for i in range(verb.i + 1, first.i))


#: Predicates of knowing and noticing whose generic "you" sentence with a "when/if" restrictor
#: is the conversational frame "You know/realize (that) S when Y".
GENERIC_YOU_PREDICATES = frozenset({"know", "realize", "realise", "notice"})
#: Spellings of "you" in conversation and electronic writing ("U know it's bad when ...").
YOU_FORMS = frozenset({"you", "u", "ya", "yu"})
#: Openers of a restricting adverbial clause of a generic sentence (Farkas & Sugioka 1983;
#: Krifka et al. 1995 §1.2.3: the "when/if"-clause restricts the generic operator).
GENERIC_RESTRICTORS = frozenset({"when", "whenever", "if", "once"})


def _generic_you_restricted(verb: Token, lemma: str, comp: Token) -> bool:
    """ "You know your phone is dying when the screen flickers", "When the boss smiles like
    that u know it's bad": "know" in the simple present with the generic "you" (= one, anyone:
    Quirk et al. 1985 §6.21; Kitagawa & Lehrer 1990, "Impersonal uses of personal pronouns")
    and a "when/if"-clause that restricts the generic operator (Farkas & Sugioka 1983, "Restrictive
    if/when clauses"; Krifka et al. 1995 §1.2.3), on the verb or inside its complement (the same
    sentence for the reader: whenever Y, one can tell that S). The plain sentence still takes S
    for granted on those occasions, so its pair stays, and so does the negation, which keeps the
    generic frame ("You don't know ... when ..."). The other operators break it: "might" and a
    question address the hearer ("You might know ...", "Do you know your phone is dying when
    ...?" ask about this person), and "If you know S when Y, it's okay" nests the restrictor in a
    conditional antecedent. Blind reviews of tweets s1208a and s9301: such modal and conditional
    premises rejected as unnatural ("generic 'you know'"; "conditional around generic 'you know
    X when Y' idiom is unnatural"), the plain pair kept. The embeddings are dropped in
    ``pairs.py``. "You know (that) she left" (no restrictor, an addressee's knowledge) and "I
    know it's bad when S" keep every embedding."""
    if lemma not in GENERIC_YOU_PREDICATES or verb.tag_ != "VBP":
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "neg" for c in verb.children):
        return False
    subj = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if len(subj) != 1 or subj[0].lower_ not in YOU_FORMS:
        return False

    def restricts(clause: Token) -> bool:
        return clause.dep_ == "advcl" and any(
            k.dep_ in ("advmod", "mark") and k.lower_ in GENERIC_RESTRICTORS and k.i < clause.i
            for k in clause.children
        )

    return any(restricts(c) for c in verb.children) or any(
        restricts(t) for t in comp.subtree if t.i != comp.i
    )


def _evidential_first_person_see(verb: Token, lemma: str, first: Token) -> bool:
    """ "I see your store is open again", "We see the flight was moved": first-person "see" in
    the simple present before a clause with no "that" is the parenthetical (evidential) verb of
    Urmson 1952 ("Parenthetical verbs", Mind 61): it tells how the speaker comes to assert the
    clause (from what is in front of them, = "apparently, I notice"), and Quirk et al. 1985
    §15.54 lists "I see" among the comment clauses; the clause is the speaker's assertion,
    which the plain pair tests. Under an operator the verb is read literally, of sight or of
    the future: "I might see your store is open again", "If I see S, it's okay", "Do I see S?"
    (blind review of tweets s1208a: both modal premises rejected, "modal destroys the factive
    'I see' reading", while the plain pair was kept). The negation is already left out for a
    first-person semi-factive (``pairs._anomalous_first_person_negation``), so the candidate
    keeps its plain pair only (``pairs.py``). "I see that S" (the complementizer marks a
    content clause, the literal or inferential verb), "I saw S", "I can see S" and "She sees
    S" keep their embeddings."""
    if lemma != "see" or verb.tag_ != "VBP" or first.lower_ == "that":
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "neg" for c in verb.children):
        return False
    subj = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    return len(subj) == 1 and subj[0].lower_ in FIRST_PERSON


def _raising_infinitive_before(verb: Token, comp: Token) -> bool:
    """ "Mudheads have been known to fail their degrees ... with the consolation that they made
    wizard level": the predicate already has a to-infinitive complement before the clause the
    parse hung on it. Passive "be known / said / thought / believed to V" is subject raising
    (Quirk et al. 1985 §16.52 on the passive of "know/believe NP to be"; Huddleston & Pullum
    2002 ch. 14 §2.4 on raising verbs): "known" there says that people know the subject tends to
    V, and its one clausal complement is the infinitive. A predicate takes one clausal complement,
    so a that-clause after it belongs to something else, here the noun "consolation" (a noun's
    content clause, H&P 2002 ch. 12 §3.2 / Quirk §17.26), which is no fact the predicate
    presupposes (the judges: the clause does not project from "have not been known to").
    "It is known that S" (extraposed subject, no infinitive) and "is known to be true that"
    never arise together, so only a to-infinitive ``xcomp`` before the clause counts."""
    return any(
        c.dep_ == "xcomp"
        and verb.i < c.i < comp.i
        and any(a.dep_ == "aux" and a.tag_ == "TO" for a in c.children)
        for c in verb.children
    )


#: The "-ever" words that open free relatives ("whoever finds it", "whatever you want").
EVER_WORDS = frozenset({"whoever", "whomever", "whatever", "whichever"})


def _thatless_coordinated_subject(verb: Token, comp: Token) -> bool:
    """ "shows up and finds the sign, note, etc. and all hell breaks loose": a content clause
    without "that" whose subject is an "and" coordination is also read as the verb's NP object
    ("finds the sign, note, etc.") followed by a coordinated main clause ("and all hell breaks
    loose"). Zero "that" is the informal choice for short, light subjects and is avoided where
    the clause boundary would be unclear (Quirk et al. 1985 §15.3 on omission of "that"; H&P
    2002 ch. 11 §3.1), so with a coordinated subject the two parses compete and the factive
    draft may be a garbled fragment: no candidate (a drop rather than a bad pair). A complement
    introduced by "that" ("found that the sign and the note were gone") keeps it. Only verbs
    of discovering and perceiving, whose NP object is a thing come upon or seen ("find" =
    find.v.01 "come upon"; Quirk et al. 1985 §16.34, §16.40 on "find"/"see" with an NP object or a
    that-clause): "say" and "think" take no such object, so "said the takeover and the news had
    rendered him irrelevant" has one parse and keeps its complement (NOPE)."""
    if verb_lemma(verb) not in ("find", "discover", "notice", "see", "spot"):
        return False
    if any(c.dep_ == "mark" for c in comp.children):
        return False
    return any(
        c.dep_ in ("nsubj", "nsubjpass")
        and any(g.dep_ == "cc" and g.lower_ == "and" for g in c.children)
        for c in comp.children
    )


def _comma_reply(verb: Token, comp: Token) -> bool:
    """ "No, I know, this way when I go to the party Mike will know", "I see, you're a friend of
    hers": a first- or second-person present predicate with no auxiliary, cut off from the
    next clause by a comma, is the response "I know." / "I see." (Heritage 1984 on response
    tokens; Quirk et al. 1985 §15.54 on comment clauses "I know", "I see"): a clause of its own
    that acknowledges what was said, and the clause after the comma is the speaker's next
    sentence, asserted, not its complement ("I don't know, this way ... Mike will know" is no
    denial of it). A complement follows the verb directly or after "that" ("I know that, ...").
    Only with the comma right after the verb and the clause right after the comma; "I knew,
    as I looked, she was gone" (an adverbial between) and "I know, I know he does" (the
    second "know" has its clause) keep the predicate. So with "do" and "not": "I don't know,
    they're just a little blah!" is the hedge "I don't know" (Tsui 1991, "The pragmatic
    functions of I don't know"; Diani 2004), which withholds commitment from nothing it
    embeds; its clause is the speaker's next, tentative assertion."""
    doc = verb.doc
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS]
    if verb.tag_ == "VB" and auxes and all(a.lemma_.lower() == "do" for a in auxes):
        pass  # "I don't know, ...", "I do know, ..."
    elif verb.tag_ != "VBP" or auxes:
        return False
    if not any(s.lower_ in ("i", "we", "you") for s in subjects(verb)):
        return False
    if verb.i + 2 >= len(doc) or doc[verb.i + 1].text != ",":
        return False
    first = min((t for t in comp.subtree if not t.is_punct), key=lambda t: t.i)
    return first.i == verb.i + 2 and first.lower_ != "that"


#: Modals of the first-person comment clauses "I must say," / "I have to say," / "I should
#: add," (Quirk et al. 1985 §15.54: comment clauses of the type "I must admit").
COMMENT_MODALS = frozenset({"must", "have", "should", "'ll", "will", "gotta", "got"})


def _comment_clause(verb: Token, comp: Token) -> bool:
    """ "I admit it, I am a self-proclaimed snob", "I must say, this coffee is great": the
    predicate is a comment clause set off by a comma (Quirk et al. 1985 §15.54 "I admit",
    "I must say" among the comment clauses of the type that take a clause of their own), and
    the clause after the comma is the speaker's own assertion, no complement: with "it" as
    object the verb is saturated, "it" a cataphoric pronoun that the next clause spells out
    (Quirk et al. 1985 §§6.17, 18.35 on anticipatory "it" in a comma splice), so the negated
    premise "I don't admit it, I am a ... snob" denies nothing it embeds and "I am a snob"
    does not project from it (blind review s1207a pres-035). Two shapes: the verb, its object
    "it", a comma and the clause ("He admitted it, he had lied"), and a first-person subject
    with a modal of obligation, the verb, a comma and the clause ("I must say, ..."). A
    complement after "that" ("I must say that ...", "I admit it: ...") or without a comma
    keeps its candidate."""
    doc = verb.doc
    first = min((t for t in comp.subtree if not t.is_punct), key=lambda t: t.i)
    if first.lower_ == "that" or first.i < verb.i:
        return False
    nxt = verb.i + 1
    if (
        nxt + 1 < len(doc)
        and doc[nxt].lower_ == "it"
        and doc[nxt].dep_ in ("dobj", "obj")
        and doc[nxt].head.i == verb.i
        and doc[nxt + 1].text == ","
        and first.i == nxt + 2
    ):
        return True
    auxes = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    return (
        any(a.lower_ in COMMENT_MODALS for a in auxes)
        and any(s.lower_ in ("i", "we") for s in subjects(verb))
        and nxt < len(doc)
        and doc[nxt].text == ","
        and first.i == nxt + 1
    )


def _in_ever_free_relative(verb: Token) -> bool:
    """ "Whoever finds it wins the prize!", "whoever comes in last, stays": ``verb`` heads a
    free relative with "whoever/whatever/whichever" (an argument of it, or the determiner of
    one: "whichever team loses"), or it is the predicate whose subject is such a relative. A
    free relative with "-ever" is a universal or free-choice description ("anyone who finds
    it"; Jacobson 1995, "On the quantificational force of English free relatives"; Dayal
    1997), so the sentence is generic or conditional ("if anyone finds it, they win"): nothing
    has been found or has come in last, and neither its own verb nor the matrix it is the
    subject of reports an event whose presupposition could be tested (blind review s1201m)."""

    def heads_ever(v: Token) -> bool:
        for c in v.children:
            if c.lower_ in EVER_WORDS and c.dep_ not in ("intj", "punct"):
                return True
            if c.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj") and any(
                g.dep_ == "det" and g.lower_ in EVER_WORDS for g in c.children
            ):
                return True
        return False

    if any(heads_ever(v) for v in (verb, *verb.ancestors)):
        return True  # "Whoever finds it wins": the parser may hang the matrix under "finds"
    own_subject = bool(subjects(verb))
    for s in verb.children:
        opens_ever = min(s.subtree, key=lambda t: t.i).lower_ in EVER_WORDS
        if s.dep_ in SUBJECT_DEPS and opens_ever:
            return True
        if not own_subject and s.dep_ == "advcl" and s.i < verb.i and opens_ever:
            return True  # "Whoever arrives last, leaves first": the subject read as a clause
    return False


def _you_see_marker(verb: Token, comp: Token) -> bool:
    """ "You see I-I think I'm ready", "Because you see I'm very busy", "Don't you see, if you
    lived with Phoebe ...": present-tense "see" whose only subject is "you", before a clause
    with no "that", is the comment clause / discourse marker "you see" ("you understand", an
    appeal to the hearer's uptake; Quirk et al. 1985 §15.54 lists "you see" among comment
    clauses; Schiffrin 1987 ch. 9 on "y'know" and "you see" as markers of shared knowledge), not
    perception or realisation: nobody presupposes the clause as something the hearer saw (a
    candidate the blind review s1201k rejected). "You see that he's lying", "I see you got your
    mustache back" (a first-person realisation) and "you saw ..." keep the predicate; an
    auxiliary ("Don't you see") only with the comma that sets a comment clause off."""
    if verb_lemma(verb) != "see" or verb.tag_ not in ("VBP", "VB"):
        return False
    subjects_ = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if len(subjects_) != 1 or subjects_[0].lower_ != "you":
        return False
    first = min(comp.subtree, key=lambda t: t.i)
    if first.lower_ == "that":
        return False
    doc = verb.doc
    comma_after = verb.i + 1 < len(doc) and doc[verb.i + 1].text == ","
    return comma_after or not any(c.dep_ in ("aux", "neg") for c in verb.children)


def _degree_result_clause(verb: Token, first: Token) -> bool:
    """ "I know my uncle and aunt so well, that I am not afraid of asking", "she saw such
    sights that she wept": a "so"/"such" of the verb's own phrase before the clause makes the
    clause the result clause that complements the degree word (Quirk et al. 1985 §15.41-15.42
    on "so ... that" / "such ... that"; Huddleston & Pullum 2002 ch. 11 §4.6), not the verb's
    content clause; the verb has its NP object ("know my uncle", know.v.02 "be familiar or
    acquainted with a person"), so no proposition is presupposed and the negated premise
    "I do not know them so well, that S" does not contradict S's assertion (blind review s1205m
    pres-034). The parser takes the comma-set result clause for a ccomp. "so that" (purpose,
    §15.48) is the subordinator, left to ``ADJUNCT_OPENERS``; the same test for the verbs of
    verb_complement is ``verb_complement_scope.result_clause``, which excludes degree words
    inside an object, where the clause is still a result clause but the that-complement of
    "know" cannot follow an NP object anyway (know + NP + that-clause is no frame of it).
    Only after an NP object: without one ("She knew so well that he lied") "so" intensifies
    the manner adverb and the clause is the verb's own complement."""
    objects = [c for c in verb.children if c.dep_ in ("dobj", "obj") and c.i < first.i]
    if not objects:
        return False  # "She knew so well that he lied": "so well" intensifies, the clause is hers
    for tok in verb.doc[objects[0].i + 1 : first.i - 1]:
        if tok.lower_ in RESULT_DEGREE_WORDS and verb in tok.ancestors:
            return True
    return False


def _found_object(verb: Token) -> bool:
    """ "I found a great little necklace there that I wear often", "I'll find Bob, I'll get him",
    "Whoever finds it wins the prize": "find" with a direct object and no predicative for it is
    find.v.01/.03 "come upon, locate" (Levin 1993 §13.5.1, verbs of obtaining), whose object is
    a thing found, not the mental "find (that) S" (find.v.05, a clause-taking verb of
    discovery). An English verb takes an NP object and a content clause together only as
    ditransitives of telling ("told him that ..."; Quirk et al. 1985 §16.58), which "find" is
    not, so the clause the parser hangs on it is a relative, a paratactic clause or the host
    ("wins"): nothing is presupposed as found out (rejected in the blind review s1201m). The
    complex-transitive "found it strange that S" (an object "it" with a predicative; Quirk
    §16.44) and "found that S" keep the predicate."""
    if verb_lemma(verb) != "find":
        return False
    if any(c.dep_ in ("oprd", "acomp", "xcomp") for c in verb.children):
        return False
    return any(c.dep_ in ("dobj", "obj") for c in verb.children)


IGNORANCE_IDIOM_SUBJECTS = word_set("presupposition_ignorance_idiom_subjects")


def _ignorance_idiom_know(verb: Token) -> bool:
    """ "God knows where he went", "Lord knows the thing is big enough", "Heaven only knows
    what it cost", "The devil only knows where it went": present-tense "know" whose bare subject
    is a name of the deity, of heaven or of the devil (``presupposition_ignorance_idiom_subjects``,
    one list for the idiom's family, "the" allowed) is the fixed idiom 'nobody
    knows' (before a wh-clause) or 'certainly' (before a declarative; OED s.v. "God knows",
    "heaven knows"; Quirk et al. 1985 §15.54-15.55), not a report of someone's knowledge, so
    the factive presupposition of "know" (Kiparsky & Kiparsky 1970; Karttunen 1971) is not
    there: its negation or question ("Lord doesn't know ...") is no paraphrase. A subject with
    a modifier ("the god of war knows") or a past or negated verb stays a real knower."""
    if verb_lemma(verb) != "know" or verb.tag_ != "VBZ":
        return False
    subj = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    if len(subj) != 1 or subj[0].lower_ not in IGNORANCE_IDIOM_SUBJECTS:
        return False
    if any(c.lower_ != "the" for c in subj[0].children):
        return False
    return not any(c.dep_ in ("neg", "aux") for c in verb.children)


def _who_knows_comment(verb: Token, comp: Token) -> bool:
    """ "But, who knew, that might be coming one of these days", "It will, who knows, rain":
    a predicate whose subject is interrogative "who" set off by a comma before the clause the
    parser calls its complement. "who knows" is a comment clause, a parenthetical hedge meaning
    "perhaps" (Quirk et al. 1985 §15.54-15.55 on comment clauses; Huddleston & Pullum 2002
    ch. 10 §4.7 on fixed rhetorical questions), so the clause after it is the host, not a
    complement, and nothing is presupposed about knowing it ("Who knew that he would win?"
    with no comma keeps its complement)."""
    if not any(s.lower_ == "who" and s.tag_ == "WP" for s in subjects(verb)):
        return False
    return any(
        t.is_punct and t.text in (",", "—", "--", "-")
        for t in verb.doc[verb.i + 1 : comp.left_edge.i]
    )


def _adjective_subject(verb: Token) -> bool:
    """The verb's only subject is a bare adjective or determinative ("Other/JJ noted/VBD
    architectural features include ..."): a subject is a noun phrase (Huddleston & Pullum 2002
    ch. 4 §3), so the "verb" is a participial adjective the tagger misread ("noted" = famous,
    WordNet noted.s.01; Quirk et al. 1985 §7.15 on -ed participial adjectives) and the clause
    after it is the sentence's own, no complement."""
    subj = [c for c in verb.children if c.dep_ in SUBJECT_DEPS]
    return (
        len(subj) == 1
        and subj[0].tag_ in ("JJ", "JJR", "JJS")
        and not any(True for _ in subj[0].children)
    )


def _first_person_semifactive(verb: Token, lemma: str) -> bool:
    """An affirmative semi-factive in the first person present ("I know she can feel my
    energy"): its negated, questioned, conditional or modal embedding loses the presupposition
    ("I don't know that she can feel it", "If I discover that I was wrong, ..."; Karttunen 1971,
    "Some observations on factivity": the speaker cannot both withhold and presuppose). The
    plain sentence still asserts the complement; its embeddings' pairs are labelled neutral."""
    if lemma not in SEMI_FACTIVES | FIRST_PERSON_DENIALS:
        return False
    if not set(s.lower_ for s in _speaker_subjects(verb)) & FIRST_PERSON:
        return False
    if any(floated_universal(s) is not None for s in _speaker_subjects(verb)):
        return False  # "We all know that X": its embeddings still take X for granted
    if any(c.dep_ in AUX_DEPS and c.tag_ in ("MD", "VBD", "VBN") for c in verb.children):
        return False
    if lemma == "find" and verb.tag_ == "VBD":
        # "I just found that the scheduler sorts ... !": in the past too, first-person "find
        # that" under negation or a question reads as judging ("I didn't find that S" = I did
        # not judge S to hold; find.v.05 "come to believe on the basis of emotion, intuitions,
        # or indefinite grounds", WordNet 3.0), and "find" is among the predicates whose
        # veridicality varies with the frame (White & Rawlins 2018, MegaVeridicality): the
        # complement need not project from the speaker's own denial (s1204b pres-002)
        return True
    return _present_tense(verb)


#: Semi-factives of coming to know (Karttunen 1971 "Some observations on factivity": "discover",
#: "realize", "find out"; "notice" and "find that" are of the same kind, a change into knowing).
#: Not ``verb_complement_context.DISCOVERY_FACTIVES``, on purpose: that list serves a Moore-paradox
#: test ("I don't realize/see/understand that S"), so it adds the states of awareness and
#: perception (see, understand, grasp, perceive, sense, observe, note) and "learn/recognize";
#: here only the verbs whose "you might V that S" Karttunen 1971 shows non-projecting are kept
#: ("You might learn that S", "Do you see that S?" are still read as presupposing: learning is
#: by being told, and "see that" of perception presupposes in both; not yet checked on review
#: data, so not widened here; stop 60, md9 rt3 #8).
DISCOVERY_SEMIFACTIVES = frozenset({"discover", "find", "notice", "realize", "realise"})


def _participant_discovery(verb: Token, lemma: str) -> bool:
    """A discovery semi-factive (``DISCOVERY_SEMIFACTIVES``) whose subject is the addressee or
    the speaker ("you find that X", "we discover that X", a VP conjunct taking the first
    conjunct's subject): asked about ("Do you find that X?") or put as a possibility ("You might
    find that X"), it does not presuppose its complement, for the speaker would not ask or
    wonder whether a participant comes to know what both already take for granted (Karttunen
    1971, "Some observations on factivity": "Did you realize that you had not told the
    truth?"; "If I realize later that ..."). The question, modal and conditional pairs are
    labelled neutral (blind review s1202i pres-031, pres-070; pairs.py). Every conjunct of a
    coordinated subject must be a participant ("You and Mary might find that ..." is not)."""
    if lemma not in DISCOVERY_SEMIFACTIVES:
        return False
    host = verb
    while not subjects(host) and host.dep_ == "conj" and host.head.i != host.i:
        host = host.head
    subs = [c for s in subjects(host) for c in (s, *s.conjuncts)]
    if not subs or any(floated_universal(s) is not None for s in subs):
        return False
    if all(s.lower_ in FIRST_PERSON for s in subs) and _past_or_perfect(verb):
        # "I didn't notice that you switched", "We never realized that it was gone": the
        # speaker reports an earlier failure to know what the speaker now knows, so the
        # complement projects (Karttunen 1971: "I didn't realize that I had not told the
        # truth" presupposes it, unlike present "If I realize ..."); it projects from "I might
        # not have noticed that p" too (review s1202r pres-036)
        return False
    return all(s.lower_ in FIRST_PERSON | {"you"} for s in subs)


def _habitual_discovery(verb: Token, lemma: str) -> bool:
    """ "Hackers often find that it works best to build bottom-up", "Cooks usually find that the
    dough needs more water": the semi-factive "find that" in the simple present with an adverb
    of quantification (``implicature_quantificational_adverbs``) is a habitual, characterizing
    sentence that quantifies over occasions of finding (Lewis 1975; Krifka et al. 1995 §1.2),
    and "find that" of experience is the judgement sense (WordNet find.v.05 "come to believe on
    the basis of ... experience"): the complement is the generalization the finders arrive at,
    and the writer's commitment to it comes only from asserting the habit. Denied ("do not
    often find that p"), put as possible ("might often find"), asked or supposed, the habit is
    no longer asserted and the complement need not project (Karttunen 1971 on semi-factives
    losing the presupposition outside assertions): those pairs are neutral (pairs.py; review
    s1202s pres-052, pres-055). The plain sentence keeps its entailment. Not "realize/notice/
    discover": "Students don't usually realize that the exam is long" still takes the
    complement for granted (a fact one comes to know, not a judgement)."""
    if lemma != "find" or not _simple_present(verb):
        return False
    adverbs = word_set("implicature_quantificational_adverbs")
    return any(c.dep_ == "advmod" and c.lower_ in adverbs for c in verb.children)


def _past_or_perfect(verb: Token) -> bool:
    """``verb`` is past ("noticed", "did not notice") or perfect ("have noticed")."""
    if verb.tag_ == "VBD":
        return True
    return any(
        c.dep_ in AUX_DEPS and (c.tag_ == "VBD" or c.lemma_.lower() == "have")
        for c in verb.children
    )


def _wh_infinitive(comp: Token) -> bool:
    """``comp`` is a wh-infinitive ("how to swim", "what to say"): an infinitival question
    (Quirk et al. 1985 §15.10 on to-infinitive wh-clauses), which "forget"/"remember" take as
    a factive-like knowledge object ("she has forgotten how to swim": she knew how), not the
    implicative "forget to V" whose complement did not happen (Karttunen 1971)."""
    to = next((c for c in comp.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if to is None:
        return False
    return any(c.i < to.i and c.tag_ in ("WDT", "WP", "WP$", "WRB") for c in comp.subtree)


#: Lexicographer file of verbs whose subject is a stimulus, not an agent: emotion ("impress",
#: "excite", "inspire": affect.v.05 "have an emotional or cognitive impact upon").
UNINTENDED_LEXNAMES = frozenset({"verb.emotion"})
#: Event nouns of a light-verb "make an appearance / a start" (= appear, start): in a team or cast,
#: whether one appears is decided by the selection, not tried (blind review s1129l).
APPEARANCE_NOUNS = frozenset({"appearance", "appearances", "start", "starts", "debut"})


def _unintended_outcome(comp: Token) -> bool:
    """Whether "fail to <comp>" names an outcome the subject does not bring about by trying.

    "Fail" presupposes an attempt only when its complement is an intentional action of the
    subject (Karttunen 1971 "Implicative verbs": "John failed to solve the problem" presupposes
    that he tried; NOPE App. A "the subject attempts the action"). With an emotion verb the
    subject is a stimulus, not a volitional agent (Dowty 1991 "Thematic proto-roles",
    volitional involvement): "The film failed to impress the critics" presupposes no trying,
    only an expectation. The first WordNet sense decides; so does the light verb "make an
    appearance", whose appearing a selection decides ("failed to make a first team appearance"
    = was never picked). Perception verbs stay: NOPE's annotators kept "failed to detect / to
    see" as attempts (NOPE candidates.csv)."""
    lemma = comp.lemma_.lower()
    if lemma == "make" and any(
        k.dep_ == "dobj" and k.lower_ in APPEARANCE_NOUNS for k in comp.children
    ):
        return True
    if any(k.dep_ == "prt" for k in comp.children):
        return False  # "failed to turn up / to look after": the phrasal verb's own sense
    senses = lex.wordnet().synsets(lemma, "v")[:1]
    return bool(senses) and senses[0].lexname() in UNINTENDED_LEXNAMES


#: Verbs that take an object + to-infinitive complement (CGEL ch. 14 §§5-6): object control
#: and ECM (``wordlists/verb_complement_object_control_verbs.txt``), the causatives "force,
#: compel, cause, lead, help, get, have, make" (Karttunen 1971; ``verb_signatures.txt``), "mean"
#: and "prepare" ("meant it to last", "prepared the troops to fight"), the emotive verbs with an
#: extraposed infinitival subject ("it surprised him to learn": Quirk et al. 1985 §16.39) and
#: "take" ("it took them a year to manage to ..."), plus the implicatives themselves. After the
#: object of any other verb ("use", "move", "change", ...) a to-infinitive is a purpose adjunct.
_OBJECT_INFINITIVE_EXTRA = frozenset(
    {
        "force", "compel", "cause", "lead", "help", "get", "have", "make", "mean", "prepare",
        "take", "surprise", "amaze", "astonish", "delight", "disappoint", "dismay", "horrify",
        "please", "relieve", "sadden", "shock", "startle", "stun", "thrill",
    }
)  # fmt: skip


@cache
def _object_infinitive_heads() -> frozenset[str]:
    heads = set(word_set("verb_complement_object_control_verbs")) | _OBJECT_INFINITIVE_EXTRA
    heads.update(v for v, kind in lex.implicatives().items() if kind in ("to", "any"))
    return frozenset(heads)


def _purpose_infinitive_after_object(verb: Token) -> bool:
    """A to-infinitive the parser hung as a complement (xcomp) on a verb that already has its
    direct object and takes no object + infinitive complement: "Other frogs use camouflage to
    avoid being seen" is "use camouflage (in order) to avoid ...", a purpose adjunct (Quirk et
    al. 1985 §15.48; CGEL ch. 14 §§5-6: only object-control and ECM verbs take NP + to-VP as a
    complement). A purpose is not asserted, so an implicative verb there asserts nothing and
    presupposes nothing the speaker is committed to (Karttunen 1971 "Implicative verbs": the
    inference holds of the implicative's own clause): the camouflage may fail, and "the frogs
    are expected to be seen" is no presupposition of the sentence (blind review s1130i,
    pres-077)."""
    if verb.dep_ != "xcomp" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    host = verb.head
    if host.pos_ not in ("VERB", "AUX"):
        return False
    if not any(c.dep_ == "dobj" and c.i < verb.i for c in host.children):
        return False
    return verb_lemma(host) not in _object_infinitive_heads()


#: Heads of the implicative idioms "take the time / the trouble to V" (NOPE App. B, from Karttunen
#: 1971), whose "take" is also the verb of the duration construction.
TAKE_IDIOMS = frozenset({"take the time", "take the trouble"})


def _duration_take(verb: Token) -> bool:
    """ "It took some time to find the keys", "The repairs took a long time to complete": the
    duration construction, "take" + a measure of time + an extraposed or raised infinitive
    (Quirk et al. 1985 §16.36 on extraposition with "take"; Huddleston & Pullum 2002 ch. 14 §4.2:
    "It took (us) two hours to V" measures how long the event lasted). It asserts the event's
    duration, not that someone chose to spend time on it, so it is not the implicative "take the
    time to V" (Karttunen 1971; NOPE App. B), whose subject is an agent and whose noun is the
    definite "the time/trouble" ("She took the time to answer every letter"). Evidence of the
    duration reading: an expletive "it" subject, or a quantified measure ("some/a long/much/
    more time": a determiner other than "the", or a modifying adjective) on the noun."""
    entry = lex.implicative_entry(verb)
    if entry is None or entry[0] not in TAKE_IDIOMS:
        return False
    if any(s.lower_ == "it" for s in subjects(verb)):
        return True
    noun = next(
        (c for c in verb.children if c.dep_ in OBJECT_DEPS and c.lemma_ in ("time", "trouble")),
        None,
    )
    if noun is None:
        return False
    dets = [c for c in noun.children if c.dep_ in ("det", "poss", "predet", "nummod")]
    return any(d.lower_ != "the" for d in dets) or any(c.dep_ == "amod" for c in noun.children)


#: Suffixes of complex event nominals (Grimshaw 1990 ch. 3: -tion, -ment, -al, -ure, -ance
#: nominalisations take the verb's arguments and denote its event; zero-derived nouns such as
#: "error", "change", "repeat" are result nominals).
EVENT_NOMINAL_SUFFIXES = ("tion", "sion", "ment", "ure", "ance", "ence", "al")


def _event_nominal(noun: Token) -> bool:
    """Whether ``noun`` is a suffixal event nominal with a verb in WordNet 3.0 ("detection",
    "punishment", "capture"): "avoid detection" is "avoid being detected", the implicative
    "avoid" + an event (Karttunen 1971), while "avoids the most common errors / eye-strain /
    pants with pleats" takes a result or a thing: avoid.v.01 "stay clear from", prevent.v.02,
    no expected action (review s1202d; implicatives.tsv gives "avoid" the gerund)."""
    lemma = noun.lemma_.lower()
    if noun.pos_ != "NOUN" or not lemma.endswith(EVENT_NOMINAL_SUFFIXES):
        return False
    return any(
        d.synset().pos() == "v"
        for syn in lex.wordnet().synsets(lemma, "n")
        for lemma_ in syn.lemmas()
        if lemma_.name().lower() == lemma
        for d in lemma_.derivationally_related_forms()
    )


def _deontic_be_to(verb: Token) -> bool:
    """ "You are to avoid engaging any pirates you meet": the implicative is the infinitive of
    the modal idiom "be to" (Quirk et al. 1985 §3.45, "be to" of obligation or arrangement;
    Huddleston & Pullum 2002 ch. 3 §10.2), an instruction about what is yet to be done. Nothing
    has been avoided or managed, and the implicative's presupposition that the complement was
    expected or hard ("You are expected to engage any pirates") is the reverse of the order
    (blind review s1202g): the implicative is embedded under a deontic modal, and its draft
    states no presupposition of the sentence. The parse: the verb is an xcomp with its own
    "to" on a finite "be". The test does not tell the deontic idiom from a specificational
    copula ("The aim was to avoid the storm": the infinitive is the value of "the aim", Higgins
    1979; Huddleston & Pullum 2002 ch. 4 §5.5) and need not: neither asserts the complement, so
    neither has the implicative's presupposition (rt1 finding 12)."""
    if verb.dep_ != "xcomp" or verb.head.lemma_ != "be" or verb.head.pos_ != "AUX":
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    subject = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
    if subject is not None and subject.lemma_.lower() in _SPECIFICATIONAL_HEADS:
        # "Our aim is to avoid a costly collision": a specificational copula whose subject
        # names a purpose (Higgins 1979); the avoided event is still presented as possible,
        # and the forty-second pass drafts "A costly collision is possible."
        return False
    return verb.head.tag_ in ("VBZ", "VBP", "VBD")


#: Heads of a specificational subject whose value is an infinitive ("Our aim is to V"; Higgins
#: 1979 on specificational pseudo-clefts and "the aim/goal is to"): not the deontic "be to".
_SPECIFICATIONAL_HEADS = frozenset(
    {"aim", "goal", "purpose", "plan", "task", "idea", "intention", "objective", "mission", "job"}
)


#: Modals of obligation with which "not fail to V" is the litotic injunction 'be sure to V'
#: (OED s.v. "fail" v. 'not fail to: to be sure to'; Quirk et al. 1985 §4.52-4.58 on the
#: deontic "must/should/shall/ought"). Predictive "will" is not one: "He will not fail to
#: purify us" forecasts an attempt that succeeds, and NOPE's expert kept its "made an attempt"
#: presupposition (sent_id 1910).
LITOTIC_FAIL_MODALS = frozenset({"must", "should", "shall", "ought"})


def _litotic_not_fail(verb: Token) -> bool:
    """ "We must not fail to comprehend its implications", "You should not fail to see it": a
    negated "fail" under a modal of obligation is the litotes 'be sure to V'
    (``LITOTIC_FAIL_MODALS``), a directive about the future. Karttunen's (1971)
    presupposition of "fail" (the subject tried) concerns an attempt whose outcome is
    reported; here there is no attempt yet, and the "negated" premise the family test needs
    is a double negation turned into nonsense ("We must fail to comprehend"). No candidate;
    a past "didn't fail to" (an outcome) stays."""
    kids = list(verb.children)
    return any(k.dep_ == "neg" for k in kids) and any(
        k.dep_ == "aux" and k.lower_ in LITOTIC_FAIL_MODALS for k in kids
    )


#: Verbs of opinion, belief and liking whose complement of "happen to" makes the hedge "I
#: happen to think/believe/know/like ..." (Quirk et al. 1985 §8.127 and §15.54 on hedges on a
#: speaker's opinion; Huddleston & Pullum 2002 ch. 14 §7 "happen" as a catenative): stative
#: mental states, not events that can come about by chance.
HEDGED_STATE_VERBS = frozenset(
    {"think", "believe", "know", "like", "love", "prefer", "agree", "disagree", "feel",
     "enjoy", "hate", "consider", "suspect", "find"}
)  # fmt: skip


def _hedge_happen(comp: Token) -> bool:
    """ "I happen to think these taste best", "I happen to like spicy food": "happen to" with
    a stative verb of opinion, belief or liking (``HEDGED_STATE_VERBS``) is a hedge that
    softens the speaker's claim, not Karttunen's (1971) implicative "happen to", which takes
    an eventive complement ("He happened to meet her": the meeting came about by chance, and
    "It was not planned that he would meet her"). A mental state is not planned or unplanned,
    so "It was not planned that I would think these taste best" and the negated premise "I
    don't happen to think ..." are not what the sentence says or presupposes (blind review
    s1207a pres-057). "find" only with a clause or small clause of opinion ("find it good"),
    not "find a coin" (an event)."""
    lemma = comp.lemma_.lower()
    if lemma not in HEDGED_STATE_VERBS:
        return False
    if lemma == "find":
        return any(c.dep_ in ("ccomp", "oprd", "acomp", "xcomp") for c in comp.children)
    return True


def extract_implicative_predicates(doc: Doc) -> Iterator[Found]:
    """NOPE App. A/B implicative predicates (Karttunen 1971) with their complement.

    "managed to scramble out", "failed to demonstrate", "didn't bother trying". Not implicative
    uses: a personal object instead of an action ("She avoided Grace"), imperatives ("Don't forget
    to vote" - NOPE §3.2 excludes them, they cannot be negated into a statement).
    """
    if not _sentence_ok(doc):
        return
    for tok in doc:
        if tok.pos_ not in ("VERB", "AUX"):
            continue
        lemma = tok.lemma_.lower()
        entry = lex.implicative_entry(tok)
        if entry is None:
            continue
        pred, comp_kind = entry
        if _duration_take(tok):
            continue  # "It took some time to V": how long it lasted, no implicative
        comp = _to_infinitive(tok) if comp_kind in ("to", "any") else None
        if comp is None and comp_kind in ("any", "ing"):
            comp = next((c for c in tok.children if _is_gerund_complement(c)), None)
        if comp is None and comp_kind == "from":
            prep = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "from"), None)
            comp = next((c for c in prep.children if c.tag_ == "VBG"), None) if prep else None
        if comp is None and " " in pred:  # "take the time to V": the infinitive hangs on the noun
            noun = next((c for c in tok.children if c.dep_ in OBJECT_DEPS), None)
            comp = _to_infinitive(noun) if noun is not None else None
            if comp is None and noun is not None:
                comp = next(
                    (c for c in noun.children if c.dep_ in ("acl", "relcl") and c.tag_ == "VB"),
                    None,
                )
        obj = None
        if comp is None and pred == "avoid":
            # "tumors avoid detection": a suffixal event nominal is the gerund's equivalent
            obj = next((c for c in tok.children if c.dep_ in OBJECT_DEPS), None)
            if obj is None or not _event_nominal(obj):
                continue
        elif comp is None and comp_kind == "any":
            obj = next((c for c in tok.children if c.dep_ in OBJECT_DEPS), None)
            if (
                obj is None
                or obj.pos_ in ("PRON", "PROPN")
                or obj.ent_type_ in ("PERSON", "ORG", "GPE")
                or lex.denotes_person(obj.lemma_.lower())  # "avoided her landlord": not an action
            ):
                continue
            if pred == "resist" and not _event_nominal(obj):
                # "You resist electricity", "resists fire": "resist" + a force or substance is
                # the dispositional 'withstand the force of' (WordNet resist.v.03), not
                # Karttunen's (1971) implicative "resist (the temptation) to V" whose draft is
                # "was tempted to V"; an event nominal ("resisted the temptation") stays
                continue
        elif comp is None:
            continue
        if lemma == "bother" and tok.tag_ == "VBN" and comp is None:
            continue
        if comp is not None and _wh_infinitive(comp):
            continue  # "forgot how to swim": an embedded question, not implicative forget-to
        if _purpose_infinitive_after_object(tok):
            continue  # "use camouflage to avoid being seen": a purpose, not asserted
        if pred == "happen" and comp is not None and _hedge_happen(comp):
            continue  # "I happen to think these taste best": a hedge on the opinion
        if _deontic_be_to(tok):
            continue  # "You are to avoid engaging pirates": an instruction, nothing avoided
        if pred == "fail" and comp is not None and _unintended_outcome(comp):
            continue  # "failed to impress / to notice / to make an appearance": nothing tried
        if pred == "fail" and _litotic_not_fail(tok):
            continue  # "We must not fail to act": 'we must be sure to act', nothing tried
        head = tok
        conf = _level_confidence(head)
        if conf is None:
            continue
        feats = {
            "predicate": pred,
            "predicate_form": tok.text,
            "complement": subtree_text(comp) if comp is not None else subtree_text(obj),  # type: ignore[arg-type]
            "complement_form": comp.tag_ if comp is not None else "NP",
            "inference": lex.implicative_presupposition(pred),
        }
        subj = subjects(tok)
        if subj:
            feats["subject"] = subtree_text(subj[0])
        yield _base(
            Found("implicative_predicates", tok, pred, conf - (C.STEP if obj else 0), feats), head
        )


#: Verbs with a land-reclamation sense besides the repetitive one: WordNet 3.0 reclaim.v.04
#: "make useful again; transform from a useless or uncultivated state" (land from the sea, a
#: marsh drained for farming). That sense is lexicalised (Marchand 1969 ch. III): "The marsh
#: was reclaimed" presupposes no earlier "claiming" of the marsh, only the repetitive "claim
#: back" sense does ("She reclaimed her title"; blind review s1201d, re_verbs).
LAND_SENSE_RE_VERBS = frozenset({"reclaim"})
#: The lexicographer file of natural objects, land forms and bodies of water (island, marsh,
#: swamp, polder, bay, the solid "land" of land.n.02): the themes of the land sense.
LAND_LEXNAMES = frozenset({"noun.object"})


def _land_reclamation(verb: Token, lemma: str) -> bool:
    """Whether ``verb`` ("reclaimed") has a tract of land as its theme, the object of the active
    or the subject of the passive, so that it is read in its land-reclamation sense
    (``LAND_SENSE_RE_VERBS``): a noun whose first or second WordNet sense is a natural object."""
    if lemma not in LAND_SENSE_RE_VERBS:
        return False
    deps = ("nsubjpass",) if any(c.dep_ == "auxpass" for c in verb.children) else OBJECT_DEPS
    themes = [c for c in verb.children if c.dep_ in deps]
    if not themes and verb.dep_ == "acl" and verb.tag_ == "VBN":
        themes = [verb.head]  # "the land reclaimed from the sea"
    return any(
        syn.lexname() in LAND_LEXNAMES
        for t in themes
        for syn in lex.wordnet().synsets(t.lemma_.lower(), "n")[:2]
    )


#: Lexicographer files of physical things: "reconstruct" of one of them is rebuild.v.01 "build
#: again" ("reconstructed the bridge / the face"). Any other theme (a sequence, the events, the
#: history, a conversation) is WordNet 3.0 reconstruct.v.01 "reassemble mentally".
PHYSICAL_LEXNAMES = frozenset(
    {"noun.artifact", "noun.object", "noun.location", "noun.body", "noun.substance",
     "noun.plant", "noun.animal", "noun.food", "noun.person"}
)  # fmt: skip


def _mental_reconstruction(verb: Token, lemma: str) -> bool:
    """Whether "reconstruct" is WordNet 3.0 reconstruct.v.01 "reassemble mentally" (= work
    out, infer): its object is a wh-clause ("reconstruct what happened") or a noun whose first
    sense is no physical thing (``PHYSICAL_LEXNAMES``: "reconstruct the sequence of events / the
    timeline / the conversation"). Inferring a sequence presupposes no earlier constructing of
    it: the repetitive presupposition belongs to rebuild.v.01 "build again" only (Levinson 1983
    ch. 4: the presupposition goes with the sense; Marantz 2009 on repetitive re-; review
    s1202d). Passive subjects count as the object ("the timeline was reconstructed")."""
    if lemma != "reconstruct":
        return False
    kids = list(verb.children)
    if any(c.dep_ in ("ccomp", "xcomp") and c.i > verb.i for c in kids) and not any(
        c.dep_ in OBJECT_DEPS for c in kids
    ):
        return True
    themes = [c for c in kids if c.dep_ in (*OBJECT_DEPS, "nsubjpass")]
    if not themes and verb.dep_ == "acl" and verb.tag_ == "VBN":
        themes = [verb.head]
    for t in themes:
        if t.pos_ == "PRON":
            continue
        syns = lex.wordnet().synsets(t.lemma_.lower(), "n")
        if syns and syns[0].lexname() not in PHYSICAL_LEXNAMES:
            return True
    return False


#: Lexicographer files of re- verbs that change the state or the contents of their theme
#: (WordNet 3.0 first senses: recharge.v.01 "load anew" verb.contact, replenish.v.01 "fill
#: something that had previously been emptied" verb.change, reload verb.contact): the verbs
#: with a restitutive reading whose "again" is said of the theme's result state (Dowty 1979
#: §5.6 on restitutive "again"; von Stechow 1996). Verbs of possession are not here: the theme
#: of "regain/retake/reclaim" (verb.possession) is the thing possessed, and an abstract one
#: ("regained control of the city", "regained momentum") was had before, which the draft says.
RESTITUTIVE_VERB_LEXNAMES = frozenset({"verb.change", "verb.contact"})
#: Lexicographer files of abstract magnitudes: a property or amount (power.n.01, strength,
#: stamina: noun.attribute; supply.n.01: noun.quantity) or a physical force (energy.n.01:
#: noun.phenomenon). Such a noun names the quantity that a restitutive re- verb brings back to
#: its theme, not a theme that was in the result state before.
ABSTRACT_QUANTITY_LEXNAMES = frozenset({"noun.attribute", "noun.quantity", "noun.phenomenon"})


def _abstract_restitutive_theme(verb: Token, lemma: str) -> bool:
    """A restitutive re- verb (its first WordNet sense changes the theme's state or contents:
    ``RESTITUTIVE_VERB_LEXNAMES``) whose theme, the object or the passive subject,
    is an abstract quantity or energy (first WordNet sense in ``ABSTRACT_QUANTITY_LEXNAMES``,
    and neither of its first two senses a concrete thing): "The station recharges the drone's
    power". Restitutive re- presupposes that the theme was in the verb's result state before
    (Dowty 1979 §5.6; IMPPRES re- verbs: "re-V X" -> "X was V-ed before"), and a quantity is
    not something that was charged or filled: what was charged is its bearer (the battery, the
    drone). The draft "The drone's power has been charged before" is false of the sentence's
    meaning, and the presupposition that is there ("The drone had power before") is not the
    stem's, so no candidate. Verbs of thought, creation or possession ("reassess the value",
    "rebuild strength", "regained control") are not restitutive in this sense and keep their
    candidates."""
    senses = lex.wordnet().synsets(lemma, "v")
    if not senses or senses[0].lexname() not in RESTITUTIVE_VERB_LEXNAMES:
        return False
    deps = ("nsubjpass",) if any(c.dep_ == "auxpass" for c in verb.children) else OBJECT_DEPS
    themes = [c for c in verb.children if c.dep_ in deps]
    for theme in themes:
        if theme.pos_ != "NOUN":
            continue
        syns = lex.wordnet().synsets(theme.lemma_.lower(), "n")
        if not syns or syns[0].lexname() not in ABSTRACT_QUANTITY_LEXNAMES:
            continue
        if any(s.lexname() in PHYSICAL_LEXNAMES for s in syns[:2]):
            continue  # "reload the magazine": a thing in one of its first senses
        return True
    return False


#: Prepositions of a re- verb's result form ("recast X as Y", "rewrite X into Y"): the
#: predicative "as" of a complex-transitive verb and the resultative "into" (Huddleston &
#: Pullum 2002 ch. 4 §5 on marked predicative complements; Levin 1993 §26.6 turn verbs).
CONVERSION_PREPOSITIONS = frozenset({"as", "into"})


def _conversion_pp(verb: Token) -> Token | None:
    """The verb's "as"/"into" PP with an object (``CONVERSION_PREPOSITIONS``), or None. An
    "as" PP the parser hung on the direct object ("recasts [the set as a frozenset]") counts:
    the predicative "as" of a complex-transitive verb is the verb's complement, not a
    modifier of its object (Huddleston & Pullum 2002 ch. 4 §5.1; Quirk et al. 1985 §16.46)."""
    hosts = [verb]
    hosts.extend(c for c in verb.children if c.dep_ in ("dobj", "obj"))
    return next(
        (
            c
            for h in hosts
            for c in h.children
            if c.dep_ == "prep"
            and c.i > verb.i
            and (h is verb or c.lower_ == "as")
            and c.lower_ in CONVERSION_PREPOSITIONS
            and any(g.dep_ == "pobj" for g in c.children)
        ),
        None,
    )


def _remodel_frame(verb: Token, lemma: str, stem: str) -> bool:
    """ "re-V X as/into Y" where the re- verb has a sense that shares no synset or hypernym with
    its stem (WordNet 3.0 recast.v.03 "cast or model anew", under remake.v.01, not under any
    sense of "cast"): the result-form PP selects that lexicalised sense, "convert X into a Y",
    and its re- is not the repetitive prefix (Marchand 1969 ch. III: re- words not analysable
    as 'V again'; Lieber 2004 on re- 'anew/differently' beside repetitive 'again'), so no
    earlier V-ing of X is presupposed: "The optimizer recasts the set as a frozenset" does not
    say the set was cast before. The re- verb must have both kinds of sense, one under its
    stem and one not, for the frame to choose between them: a verb whose only sense is the
    repetitive one though WordNet files it elsewhere (reprint.v.01 "print anew", under
    reproduce.v.01) keeps its candidate ("reprinted the essay as part of a booklet"), and so
    do "The director recast the lead role" (no PP; recast.v.01 "cast again, in a different
    role", under cast.v.03) and "The church was rebuilt as a museum" (every sense of "rebuild"
    is under "build"). The PP follows the verb, as a complement does: a fronted "As a last
    resort, restart ..." is an adjunct."""
    if _conversion_pp(verb) is None:
        return False
    wn = lex.wordnet()
    base = set(wn.synsets(stem, "v"))
    under_base = [
        bool(({sense} | set(sense.closure(lambda x: x.hypernyms()))) & base)
        for sense in wn.synsets(lemma, "v")
    ]
    return any(under_base) and not all(under_base)


def _procedural_passive_into(verb: Token) -> bool:
    """A re- verb in an agentless present passive with an "into" goal ("This output is
    rewritten into the C file after the block", "the cache is reloaded into memory"): a
    characterising sentence about a procedure (Krifka et al. 1995; Quirk et al. 1985 §4.6 on
    the habitual present), in which each run puts newly made content into the place, over what
    was there (re- 'anew', Lieber 2004), and asserts no particular re-V event whose earlier
    V-ing of this same theme a draft could state ("This output has been written before" is
    not inferred; review s1204l pres-008/021/031). A past or agentive passive ("The data was
    reloaded into memory by the operator") and an active verb keep their candidates."""
    passive = [c for c in verb.children if c.dep_ == "auxpass"]
    if not passive or passive[0].tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ == "agent" for c in verb.children):
        return False
    pp = _conversion_pp(verb)
    return pp is not None and pp.lower_ == "into"


def extract_re_verbs(doc: Doc) -> Iterator[Found]:
    """NOPE App. A "re-" prefixed verbs: re-V presupposes that V had been carried out before.

    The prefix must be the repetitive re- (Marantz 2009): "rebuilt", "re-entered", "regained".
    Lexicalised re- words whose stem is not repeated ("relocate", "remove", "report") are told
    apart with WordNet (the verb's gloss says "again/anew/back") and an exclusion list; adjectival
    participles ("the redesigned costume") are not verbs of the clause.
    """
    if not _sentence_ok(doc):
        return
    for tok in doc:
        if tok.pos_ != "VERB" or tok.dep_ in ("amod", "compound") or _title_word(tok):
            continue
        lemma = tok.lemma_.lower()
        hyphenated = tok.i >= 2 and doc[tok.i - 1].text == "-" and doc[tok.i - 2].lower_ == "re"
        if hyphenated:  # spaCy splits "re-entered" into re / - / entered
            stem = None if lex.hyphenated_re_is_variant(lemma) else lemma
            if stem is not None and not lex.wordnet().synsets(stem, "v"):
                # "re-visioning": the stem is no verb in WordNet 3.0 ("vision" is a noun only),
                # so re- + the noun coins a word, no repetition of a V-ing event (Marantz 2009:
                # repetitive re- attaches to a verb; blind review #4, nineteenth pass)
                stem = None
            lemma = f"re-{lemma}"
            trigger: Token | Span = doc[tok.i - 2 : tok.i + 1]
        else:
            stem = lex.repetitive_re_stem(
                lemma, with_object=any(c.dep_ in OBJECT_DEPS for c in tok.children)
            )
            trigger = tok
        if stem is None or _land_reclamation(tok, lemma):
            continue
        if _mental_reconstruction(tok, lemma):
            continue  # "reconstruct the sequence / what happened": infer, nothing was built
        if _abstract_restitutive_theme(tok, lemma):
            continue  # "recharged the vehicle's power": the power was never "charged"
        if _remodel_frame(tok, lemma, stem) or _procedural_passive_into(tok):
            continue  # "recasts the set as a frozenset", "output is rewritten into the file"
        if _renaming_to_name(tok, stem):
            continue  # "... and renamed Yerk": Yerk is the new name, not the thing renamed
        if _object_created_by_earlier_conjunct(tok):
            continue  # "clone the bug and rebuild the clone": nothing to have been built before
        if _nominal_re_gerund(tok):
            continue  # "supports register renaming": a process noun, no clause of its own
        conf = _level_confidence(tok, allow_imperative=True)
        if conf is None:
            continue
        feats = {"predicate": trigger.text, "predicate_lemma": lemma, "stem": stem}
        if _passive_ability(tok):
            # "FEPROMs could be rewritten about 1000 times": the agentless passive under a
            # modal of ability ascribes a disposition (re-writability), no re-V event and so no
            # earlier V-ing of this referent; blind judges found no trigger at all even with
            # the neutral label this used to get (review s1203c pres-061): no candidate
            continue
        if _generic_intransitive_re(tok):
            feats["generic_ability"] = True  # "It reloads with a magazine": labelled neutral
        yield _base(Found("re_verbs", trigger, lemma, conf, feats), tok)


def _nominal_re_gerund(verb: Token) -> bool:
    """ "The chip features branch prediction and register renaming": an -ing form with no
    subject, object or auxiliary of its own, right after a noun that premodifies it, is a
    deverbal (verbal) noun whose premodifier is its notional object ("register renaming" =
    "the renaming of registers"; Quirk et al. 1985 §17.54 and §17.108 on -ing nouns with
    object-like premodifiers; Huddleston & Pullum 2002 ch. 19 §4.3 on gerundial nouns). The
    tagger often reads the premodifier as a base verb ("register/VB renaming/VBG"); a base
    form with no subject, no "to" and no modal is no clause there either. A noun phrase names a
    kind of process, no particular re-V event of the clause's subject, so there is no "V-ed
    before" to presuppose ("It has been named before" of a processor). A verbal gerund with its
    own object ("kept renaming the files") or after a verb or preposition ("after renaming")
    keeps its candidate."""
    if verb.tag_ != "VBG" or verb.i == 0:
        return False
    if any(
        c.dep_ in (*OBJECT_DEPS, "nsubj", "nsubjpass", "aux", "auxpass", "ccomp", "xcomp")
        for c in verb.children
    ):
        return False
    prev = verb.doc[verb.i - 1]
    if prev.head.i != verb.i and verb.head.i != prev.i:
        return False
    if prev.pos_ in ("NOUN", "PROPN") and prev.dep_ in ("compound", "nmod", "npadvmod"):
        return True
    if prev.tag_ not in ("VB", "VBP") or not lex.wordnet().synsets(prev.lower_, "n"):
        return False
    # the tagger's base verb: a clause would need a subject, "to" or a modal before it
    return not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for c in prev.children)


#: Creation verbs named outright, whose first WordNet sense is not verb.creation ("make":
#: make.v.01 "engage in", verb.social) though their transitive use effects its object.
CREATION_VERBS = frozenset({"clone", "copy", "create", "make", "build", "duplicate"})
#: Pronouns that take up the effected object of the earlier conjunct ("create a file and
#: rewrite it"): the nearest antecedent of the right kind (Quirk et al. 1985 §12.9).
EFFECTED_PRONOUNS = frozenset({"it", "them"})


def _creation_verb(verb: Token) -> bool:
    """A verb of creation: in ``CREATION_VERBS`` or with its first WordNet sense in
    verb.creation ("write", "generate"; Levin 1993 §26 verbs of creation and transformation)."""
    lemma = verb.lemma_.lower()
    return lemma in CREATION_VERBS or first_sense_lexname(lemma, "VERB") == "verb.creation"


def _repetitive_re_verb(verb: Token) -> bool:
    """A verb with the repetitive prefix re- ("rebuild", "remake"; the same test as
    ``extract_re_verbs``, ``lex.repetitive_re_stem``): its object existed before the event."""
    with_object = any(c.dep_ in OBJECT_DEPS for c in verb.children)
    return lex.repetitive_re_stem(verb.lemma_.lower(), with_object=with_object) is not None


def _earlier_conjuncts(verb: Token) -> list[Token]:
    """The verbs coordinated with ``verb`` that come before it ("clone X and reassign Y": the
    parser hangs each later conjunct on the first, ``conj``)."""
    first = verb
    while first.dep_ == "conj" and first.head.pos_ in ("VERB", "AUX"):
        first = first.head
    chain = [first, *(t for t in first.children if t.dep_ == "conj")]
    return [v for v in chain if v.i < verb.i and v.pos_ == "VERB"]


def _object_created_by_earlier_conjunct(verb: Token) -> bool:
    """ "Consider cloning the bug and reassigning the clone", "create a draft and then rewrite
    the draft": the re-verb's object is the effected object of a creation verb in an earlier
    conjunct of the same coordination (the created thing itself, "the clone/copy" named after
    the creating verb, or "it/them" taking it up). An effected object does not exist before
    the creating event (Quirk et al. 1985 §10.8 on effected objects; Levin 1993 §26), so no
    earlier V-ing of it is taken for granted by the sentence: whatever re- needs of it is
    satisfied inside the coordination, by the earlier conjunct, and does not project
    (Karttunen 1974 on local satisfaction in "A and B"; Beaver & Geurts 2011 on re-). A
    non-creation verb ("download the repository and rebuild it") or a re-verb over another
    object ("clone the bug and rebuild the server") keeps its candidate, and so does one after
    a creation verb that is itself a repetitive re-verb ("rebuilt its library and reopened
    it"): re-V presupposes an earlier V-ing of the same object (Marantz 2009; NOPE App. A), so
    its object existed before and is no effected object new to the event (mn81)."""
    objs = [c for c in verb.children if c.dep_ in OBJECT_DEPS]
    if len(objs) != 1 or objs[0].i < verb.i:
        return False
    obj = objs[0]
    lemma = obj.lemma_.lower()
    for earlier in _earlier_conjuncts(verb):
        if not _creation_verb(earlier) or _repetitive_re_verb(earlier):
            continue
        made = [c for c in earlier.children if c.dep_ in OBJECT_DEPS]
        if not made:
            continue
        if obj.lower_ in EFFECTED_PRONOUNS:
            return True
        if lemma == earlier.lemma_.lower() or any(m.lemma_.lower() == lemma for m in made):
            return True
    return False


#: Change-of-state verbs and the verbs that bring about the prior state they presuppose:
#: "close X" presupposes that X was open, which "open X" asserts; "stop X" that X was going
#: on, which "start/begin X" asserts (NOPE App. A change-of-state verbs; WordNet 3.0 antonyms
#: close.v.01 / open.v.01 and stop.v.01 / start.v.01).
STATE_SETTING_VERBS: dict[str, frozenset[str]] = {
    "close": frozenset({"open"}),
    "shut": frozenset({"open"}),
    "stop": frozenset({"start", "begin"}),
}


def _state_set_by_earlier_conjunct(verb: Token, lemma: str) -> bool:
    """ "You open the file, edit it and close the file again", "start the engine, check the
    gauges and stop the engine": an earlier conjunct of the same coordination asserts the state
    the change-of-state verb presupposes (``STATE_SETTING_VERBS``). The presupposition of a
    later conjunct is then satisfied by the earlier one and is no presupposition of the whole
    sentence (Karttunen 1974 on "A and B": B's presupposition is filtered when A entails it;
    Heim 1983), so "The file was open before" is not inferred from the sentence as a
    projected presupposition. The objects must be the same (the same head noun) or the earlier
    one a pronoun whose antecedent may be what holds the later one ("open it ... and close the
    windows"): a pronoun's referent is not resolved here. "Open the door and close the
    window" and a "close" with no earlier "open" keep their candidates."""
    setters = STATE_SETTING_VERBS.get(lemma)
    if setters is None:
        return False
    objs = [c for c in verb.children if c.dep_ in OBJECT_DEPS]
    if len(objs) != 1:
        return False
    for earlier in _earlier_conjuncts(verb):
        if earlier.lemma_.lower() not in setters:
            continue
        for made in (c for c in earlier.children if c.dep_ in OBJECT_DEPS):
            if made.pos_ == "PRON" or made.lemma_.lower() == objs[0].lemma_.lower():
                return True
    return False


#: Stems of naming verbs, complex-transitive "name/call/title X Y" (Quirk et al. 1985 §16.48).
RENAMING_STEMS = frozenset({"name", "title", "christen", "brand", "label", "designate"})


def _renaming_to_name(verb: Token, stem: str) -> bool:
    """ "Modified, made PD and renamed Yerk", "the chip (later renamed the Advanced RISC
    Machine)": a re-naming verb with no subject of its own (a conjunct with none, or a reduced
    relative) and one noun phrase after it, a name, with no object complement. "Rename" is
    complex-transitive (rename X Y: the object complement is the name, Quirk et al. 1985
    §16.48); with the renamed thing elided or being the relative's head, the noun phrase left is
    the resultative name, and "re-" presupposes an earlier name of the renamed thing, not that
    the new name had been named before (von Stechow 1996 on the result state under "re-"). The
    parse cannot tell object from name there, so no candidate."""
    if stem not in RENAMING_STEMS:
        return False
    kids = list(verb.children)
    if any(c.dep_ in ("nsubj", "nsubjpass", "oprd") for c in kids):
        return False
    shared = verb.dep_ == "conj" and any(
        c.dep_ in ("nsubj", "nsubjpass") for c in verb.head.children
    )
    if shared and not _subjectless_conjunct_head(verb.head):
        return False  # "They modified it and renamed Yerk": the shared subject renamed Yerk
    obj = [c for c in kids if c.dep_ == "dobj"]
    return len(obj) == 1 and (obj[0].pos_ == "PROPN" or obj[0].ent_type_ != "")


def _subjectless_conjunct_head(head: Token) -> bool:
    """The first conjunct's "subject" is a participle the parser took for one ("Modified, made
    PD and renamed Yerk": "Modified" is a clause of its own, Quirk et al. 1985 §15.58)."""
    subj = [c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")]
    return bool(subj) and all(c.tag_ in ("VBN", "VBG", "VBD") for c in subj)


def _passive_ability(verb: Token) -> bool:
    """ "It can be reloaded using detachable magazines": a passive under "can/could", not
    perfect, with no by-agent, is a dispositional ability statement (= "is reloadable"), a
    characterizing sentence about the kind (Krifka et al. 1995 §1.2; Palmer 2001 ch. 3 on
    dynamic possibility): it asserts no actual re-V event, so no earlier V-ing of this
    referent is taken for granted (review s1202j, pres-026). An active "You can rebuild the
    city" keeps its presupposition (it projects from the modal, Karttunen 1973)."""
    kids = list(verb.children)
    if not any(c.dep_ == "auxpass" for c in kids):
        return False
    if not any(c.dep_ == "aux" and c.lower_ in ABILITY_MODALS for c in kids):
        return False
    if any(c.dep_ == "aux" and c.lemma_ == "have" for c in kids):
        return False  # "could have been rebuilt": a counterfactual about a past occasion
    return not any(c.dep_ == "agent" for c in kids)


#: Adjuncts of means, instrument or manner that make a simple-present intransitive re-verb
#: describe how a thing works ("It reloads with a magazine", "The shield recharges
#: automatically"): the characterizing reading (Krifka et al. 1995 §1.2).
GENERIC_MEANS_PREPS = frozenset({"with", "by", "via", "using", "through"})
GENERIC_MANNER_ADVERBS = MIDDLE_ADVERBS | frozenset(
    {"automatically", "quickly", "slowly", "fast", "faster", "slower", "instantly", "itself"}
)


def _generic_intransitive_re(verb: Token) -> bool:
    """ "It reloads with a magazine, rather than one shell at a time": a simple-present
    intransitive re-verb whose subject is not a person, with an adjunct of means or manner
    (``GENERIC_MEANS_PREPS``, ``GENERIC_MANNER_ADVERBS``), describes how the thing works, a
    characterizing (generic) sentence about a disposition (Krifka et al. 1995 §1.2.3: "This
    machine crushes oranges" is true of a machine that never crushed one; Fagan 1992 ch. 2 on
    middles). It asserts no actual re-V event, so no earlier V-ing is entailed: labelled neutral
    like the passive ability statement (review s1202m, class 5). A past, progressive or
    perfect verb ("It reloaded with a click"), a person subject ("You reload with a magazine",
    narrative present) or a bare "It reloads." keeps its entailment."""
    kids = list(verb.children)
    if any(c.dep_ in OBJECT_DEPS for c in kids) or not _simple_present(verb):
        return False
    subj = next((c for c in kids if c.dep_ == "nsubj"), None)
    if subj is None or subj.lower_ in PERSON_PRONOUNS or subj.ent_type_ == "PERSON":
        return False
    if subj.pos_ == "PROPN" or (
        subj.pos_ == "NOUN" and lex.lexname(subj.lemma_.lower()) in ("noun.person", "noun.animal")
    ):
        return False
    return any(
        (c.dep_ == "prep" and c.lower_ in GENERIC_MEANS_PREPS)
        or (c.dep_ == "advmod" and c.lower_ in GENERIC_MANNER_ADVERBS)
        or (c.dep_ == "advcl" and c.lower_ == "using")
        for c in kids
    )


# -- constructions -------------------------------------------------------------------------------


#: Modifiers that make the pivot a unique description ("the first time that", "the same X that",
#: "the final film that she directed"), which referential 'it' is identified with, like
#: superlatives: an ordinal-like adjective ranks the referent within the set the relative clause
#: defines, so the relative clause restricts the noun and "it" is the ranked thing, not a
#: cleft's empty "it" (Huddleston & Pullum 2002 ch. 16 §9.1 on specifying "it be NP relcl" vs
#: clefts; Hedberg 2000 on referential "it" before such NPs). Other ordinals come from NER
#: (ORDINAL: "the fourth album that ...").
ORDINAL_LIKE = frozenset(
    {"most", "same", "first", "second", "third", "last", "next", "final", "latest", "penultimate"}
)
#: General nouns whose relative clause describes a referent rather than a focus ("the way that I
#: teach", "the type of thing that", "the time that"): cleft pivots are contrastive, these are not.
LIGHT_NOUNS = word_set("presupposition_cleft_light_nouns")
#: Heads of a definition's predicate nominal ("the term that ...", "the amount you ..."):
#: ``_definitional_pivot``.
DEFINITIONAL_NOUNS = word_set("presupposition_cleft_definitional_nouns")
#: Modals of a present (generic or epistemic) "it might/may/can be the N ...".
DEFINITION_MODALS = frozenset({"may", "might", "can", "must", "will", "should", "could"})
#: Focus particles that mark the pivot of a cleft ("it is only/just/also X that ...").
FOCUS_PARTICLES = frozenset(
    {
        "only",
        "just",
        "also",
        "even",
        "precisely",
        "exactly",
        "particularly",
        "especially",
        "mainly",
        "mostly",
        "primarily",
        "actually",
        "really",
        "usually",
        "largely",
        "simply",
        "often",
    }
)


def _definitional_pivot(pivot: Token, be: Token) -> bool:
    """ "It is the term that refers to late payments", "It might be the base amount you wish to
    compound": in the present tense, "it be the N relcl" whose N names a term, a quantity or a
    form slot (``DEFINITIONAL_NOUNS``) is a definition, a predicational copular clause whose
    "it" refers to the defined item (the glossary entry, the field being described), not the
    empty "it" of a cleft; the relative restricts N and is asserted with it, so no open
    proposition "something refers to late payments" is presupposed (Declerck 1988 ch. 2 on
    predicational vs specificational "it is"; Hedberg 2000 on referential "it" before "the N
    relcl"; blind review s1204s). Only a plain "the N" (no possessor, numeral or focus particle:
    "it is only the amount that matters" contrasts and stays a cleft) after a present "is" or a
    present modal; a narrative past ("It was the amount that shocked him") stays a cleft."""
    if pivot.lemma_.lower() not in DEFINITIONAL_NOUNS or pivot.tag_ != "NN":
        return False
    dets = [c for c in pivot.children if c.dep_ in ("det", "poss", "predet", "nummod")]
    if [d.lower_ for d in dets] != ["the"]:
        return False
    if any(t.lower_ in FOCUS_PARTICLES | {"not", "n't"} for t in pivot.subtree if t.i < pivot.i):
        return False
    if any(
        c.dep_ in ("neg", "advmod") and c.lower_ in FOCUS_PARTICLES | {"not", "n't"}
        for c in be.children
    ):
        return False
    if be.tag_ in ("VBZ", "VBP"):
        return True
    return be.tag_ == "VB" and any(
        c.dep_ == "aux" and c.lower_ in DEFINITION_MODALS for c in be.children
    )


def _pivot_ok(pivot: Token, be: Token) -> bool:
    """Is this "it be X that ..." a cleft rather than referential or extraposition 'it'?

    Cleft evidence: a definite pivot (name, pronoun, definite/possessive NP), a plural pivot
    (referential singular 'it' cannot be predicated of a plural: "it is birds that ..."), a focus
    particle or contrastive negation ("it is not just X that", "it's only Y that"), a PP or
    adverbial pivot. Referential evidence (NOPE §3.2 footnote 1): an indefinite or bare singular
    pivot ("it is a word that...", "it's time that..."), "the only X"/superlatives (descriptions
    predicated of a referential 'it').
    """
    kids = list(pivot.children)
    # the ranking word may sit one level down, on the premodifier it grades ("the fourth most
    # populous city": "most" hangs on "populous")
    premodifiers = [t for c in kids if c.i < pivot.i for t in c.subtree]
    if any(
        c.tag_ in ("JJS", "RBS") or c.lower_ in ORDINAL_LIKE or c.ent_type_ == "ORDINAL"
        for c in kids + premodifiers
    ):
        return False
    if pivot.lemma_.lower() in LIGHT_NOUNS and pivot.tag_ == "NN":
        return False  # "it's the way that I teach": a description of what 'it' refers to
    dets = [c for c in kids if c.dep_ in ("det", "poss", "predet")]
    if any(c.lower_ == "only" and dets and c.i > dets[0].i for c in kids):
        return False  # "the only road that ..."
    focus = any(c.lower_ in FOCUS_PARTICLES and c.i < pivot.i for c in pivot.subtree) or any(
        c.dep_ in ("neg", "advmod") and c.lower_ in FOCUS_PARTICLES | {"not", "n't"} and c.i > be.i
        for c in be.children
    )
    if pivot.pos_ in ("PROPN", "PRON") and pivot.lower_ not in (
        "one",
        "something",
        "nothing",
        "anything",
    ):
        return pivot.lower_ not in ("it", "this", "that")
    if pivot.pos_ == "ADP" or pivot.dep_ == "npadvmod":
        return True
    if pivot.pos_ not in ("NOUN", "PROPN", "NUM"):
        return False
    if any(d.lower_ in INDEFINITE_DETS for d in dets):
        return False  # even with a focus particle: "it's just a vague feeling that sits with us"
    if focus:
        return True
    bare_singular = not dets and pivot.tag_ not in ("NNP", "NNPS", "NNS")
    return not (bare_singular and not any(c.dep_ == "nummod" for c in kids))


#: Dependents that fill the object or predicate position of a clause.
FILLED_COMPLEMENT_DEPS = frozenset(
    {"dobj", "obj", "attr", "acomp", "ccomp", "xcomp", "oprd", "prt", "auxpass", "dative"}
)


def _complete_clause(clause: Token) -> bool:
    """A that-clause with its subject and its complement both present has no gap, so it is not
    the relative clause of a cleft ("It was John that Mary saw _") but an extraposed content
    clause ("It's my fault that the car broke down"; Huddleston & Pullum 2002 ch. 16 §10
    extraposition vs ch. 16 §9.2 it-clefts, whose relative clause contains a gap)."""
    kids = {c.dep_ for c in clause.children}
    return bool(kids & SUBJECT_DEPS) and bool(kids & FILLED_COMPLEMENT_DEPS)


CONTENT_NOUNS = word_set("presupposition_content_clause_nouns")


def _content_clause_of_pivot(pivot: Token, first: Token, clause: Token) -> bool:
    """ "It is the recognition that people change": a noun that takes a declarative content
    clause (``presupposition_content_clause_nouns``), "that" right after it, a clause with a
    subject of its own that runs to the end of the sentence (no second, relative, clause that
    would make the whole NP a cleft pivot: "It was the belief that prices would rise that drove
    the market"). "that" is then the complementiser of the noun's complement, not a relative
    word, and the sentence is a specificational copular clause, not a cleft (Huddleston &
    Pullum 2002 ch. 5 §16.5 on content-clause complements of nouns, ch. 16 §9 on clefts)."""
    if pivot.lemma_.lower() not in CONTENT_NOUNS or first.lower_ != "that":
        return False
    if first.i != pivot.i + 1 or first.dep_ in SUBJECT_DEPS:
        return False
    if not any(c.dep_ in SUBJECT_DEPS and c.i != first.i for c in clause.children):
        return False
    tail = [t for t in clause.doc[clause.right_edge.i + 1 :] if not t.is_punct]
    return not tail


def _quoted_description(be: Token, pivot: Token, clause: Token) -> bool:
    """'it is "the procedure that protects the rights of members"': a quotation that opens
    after "be" and holds the pivot and its relative clause together quotes one constituent,
    a noun phrase someone used as a description, predicated of a referential "it"; the focus
    and the clause of an it-cleft are two constituents, not one noun phrase (Huddleston &
    Pullum 2002 ch. 16 §9.1; Hedberg 2000), so they are not quoted as one."""
    doc = be.doc
    opens = any(t.is_quote for t in doc[be.i + 1 : pivot.left_edge.i])
    return opens and not any(t.is_quote for t in doc[pivot.left_edge.i : clause.right_edge.i + 1])


#: Punctuation that detaches a relative clause from its noun (a supplementary relative).
CLEFT_CLAUSE_DETACHERS = frozenset({",", "—", "–", "--", "(", ";", ":"})


def _detached_relative(pivot: Token, first: Token, clause: Token) -> bool:
    """Whether the relative clause starting at ``first`` is set off from the focus ``pivot`` by
    a single comma (dash, bracket): a supplementary relative. A relative after a second comma
    follows a supplement of the focus that the comma closes (an appositive or supplementary
    relative: "It was his father, King George V, who ...") and may be the cleft clause, and so
    may a relative after the supplementary one ("It was Robespierre, who had opposed war, who
    took on ...")."""
    doc = pivot.doc
    if first.i == 0 or doc[first.i - 1].text not in CLEFT_CLAUSE_DETACHERS:
        return False
    between = [t for t in doc[pivot.i + 1 : first.i] if t.text in CLEFT_CLAUSE_DETACHERS]
    end = min(clause.right_edge.i + 1, len(doc) - 1)
    closers = {",", "—", "–", "--", ")"}
    if any(t.text in closers and doc[t.i + 1].lower_ in RELATIVE_WH for t in doc[first.i : end]):
        # "It was Robespierre, who had opposed war, who took on ...", "it was the 68ers -- who
        # ... -- who created ...": the supplement is closed and the cleft clause follows it
        return False
    return len(between) == 1


#: Imperatives of perception that direct the hearer to something in view.
PRESENTATIONAL_LOOK = frozenset({"look", "see", "lo"})


def _presentational_look(be: Token) -> bool:
    """ "Oh look, it's the woman we ordered": after an imperative of perception set off as an
    interjection, "it" is the deictic "it" that identifies what is pointed at (Quirk et al.
    1985 §6.17 on "it" referring to the situation, "Who is it? It's the postman"; H&P 2002 ch.
    17 §2.2 on specifying "it"), and the relative restricts the description ("the woman [we
    ordered]"), no cleft whose clause is presupposed. Only a "look/see" after an interjection
    ("oh/hey look,": surprise at what is seen) hung on "be" before the subject and followed by
    a comma; a bare "Look," is the attention-getting marker before any statement ("Look, it's
    the money that matters" stays a cleft)."""
    doc = be.doc
    for kid in be.children:
        if (
            kid.i < be.i
            and kid.lower_ in PRESENTATIONAL_LOOK
            and kid.dep_ in ("intj", "parataxis", "advcl", "ccomp")
            and kid.i + 1 < len(doc)
            and doc[kid.i + 1].text == ","
            and kid.i > 0
            and doc[kid.i - 1].tag_ == "UH"
        ):
            return True
    return False


#: The closing tags "that's all" / "that's it" (= "nothing more"): Biber et al. 1999 §14.3.3 on
#: fixed discourse tags; Quirk et al. 1985 §10.53 "that's all" as a response form.
CLOSING_TAG_WORDS = frozenset({("that", "'s", "all"), ("that", "is", "all"), ("that", "'s", "it")})


def _closing_tag(clause: Token) -> bool:
    """ "It's just my knitting that's all!", "It was a joke, that's it": the clause the parser
    hangs on the pivot as a relative is the closing tag "that's all/it" ("and nothing more"),
    a clause of its own whose "that" points back at the whole utterance. An it-cleft's clause
    is an open proposition with a gap that the focus fills (Prince 1978, "A comparison of
    wh-clefts and it-clefts"; Hedberg 2000), so "my knitting is all" would have to be what is
    presupposed ("Something's all" in the blind review s1201m), which is no proposition: the
    sentence is a predicative "it" + "be" + NP followed by a tag, and nothing is presupposed.
    Only the three-word clause "that's all/it" (with or without its comma) is read so; a
    clause that goes on ("that's all I need") is a relative."""
    words = tuple(t.lower_ for t in clause.subtree if not t.is_punct)
    return clause.lemma_ == "be" and words in CLOSING_TAG_WORDS


def _all_one_can_do(pivot: Token, clause: Token) -> bool:
    """ "It's all I can do to keep from laughing", "it was all she could do not to cry": the
    idiom 'it takes all my effort to V' (Cambridge Dictionary and OED s.v. "all": "it is all
    one can do to ..."), whose "it" anticipates the to-infinitive at the end (extraposition,
    Quirk et al. 1985 §18.33; Huddleston & Pullum 2002 ch. 16 §7), not an it-cleft: the
    relative "I can do" restricts "all" inside the predicative, and nothing is focused against
    alternatives, so "Someone can do something" is no presupposition (Hedberg 2000 on clefts;
    review s1202v). No candidate when the pivot is "all" whose relative clause is modal "do"
    with no object of its own, followed by a to-infinitive of the same sentence."""
    if pivot.lower_ != "all" or verb_lemma(clause) != "do":
        return False
    if not any(c.dep_ == "aux" and c.lower_ in ("can", "could", "ca") for c in clause.children):
        return False
    if any(c.dep_ in ("dobj", "obj") for c in clause.children):
        return False
    doc = pivot.doc
    after = doc[clause.right_edge.i + 1 : min(len(doc), clause.right_edge.i + 3)]
    return any(t.lower_ == "to" for t in after)


#: Negative-polarity words a cleft clause may hold only under its focus: "ever", "any" (and its
#: compounds), "yet" (Ladusaw 1979; Quirk et al. 1985 §2.54, §10.60 on non-assertive forms).
_CLEFT_NPIS = frozenset({"ever", "any", "anything", "anyone", "anybody", "yet"})


def _universal_free_relative(pivot: Token, clause: Token) -> bool:
    """ "... Weaver's has on amazon.com, it is all I will ever drink", "That's it, it's all we
    ever buy": the pivot "all" with a bare relative is the fused-head "all (that) I will ever
    drink" (Huddleston & Pullum 2002 ch. 5 §9.3 on "all" as a fused head; ch. 12 §6), the
    predicative of a referential "it" (the coffee just named), not an it-cleft focus set
    against alternatives (Hedberg 2000): its "presupposition" "I will ever drink something"
    is no sentence, since the negative-polarity "ever" was licensed only by the universal
    (Ladusaw 1979; blind review s1207b pres-057). No candidate when the pivot is "all", or when
    the clause holds a negative-polarity item (``_CLEFT_NPIS``) that the existential draft
    would leave unlicensed (the NPI's own licensor is the focus: "It's the best thing I've
    ever eaten")."""
    if pivot.lower_ == "all":
        return True
    return any(t.lower_ in _CLEFT_NPIS for t in clause.subtree if t.i > pivot.i)


def extract_clefts(doc: Doc) -> Iterator[Found]:
    """NOPE App. A clefts: "It was X who/that did Y" presupposes that someone did Y."""
    if not _sentence_ok(doc):
        return
    seen: set[int] = set()
    for _, node in dependency_matches(doc, "presupposition_clefts"):
        be, it, pivot, clause = node["be"], node["it"], node["pivot"], node["clause"]
        if be.i in seen or it.i > be.i or pivot.i < be.i or clause.i < pivot.i:
            continue
        if not _pivot_ok(pivot, be):
            continue
        if _definitional_pivot(pivot, be):
            continue  # "It is the term that refers to late payments": a definition, no cleft
        if any(k.dep_ in ("attr", "acomp", "oprd") and be.i < k.i < pivot.i for k in be.children):
            # "It's a plan that won't help speculators, ...; Americans who will now be able
            # ...": the parse hung a second predicate nominal on "be"; the focus of an it-cleft
            # is the one complement right after "be" (Hedberg 2000, Language 76: it + be +
            # focus + cleft clause; Huddleston & Pullum 2002 ch. 16 §9.1), and here that is "a
            # plan", an indefinite description of a referential "it" (``_pivot_ok``)
            continue
        # the clause must start with a relative word (who/that/which) or be a contact relative
        first = next(iter(clause.subtree))
        if (
            first.lower_ not in ("who", "that", "which", "whom", "where", "when")
            and clause.dep_ != "relcl"
        ):
            continue
        if (
            first.lower_ == "that"
            and first.dep_ == "mark"
            and pivot.pos_ == "NOUN"
            and clause.dep_ == "acl"
        ):
            continue  # "the fact that ...": noun complement clause, not a relative
        if (
            first.lower_ == "that"
            and first.dep_ == "mark"
            and pivot.pos_ in ("NOUN", "PROPN", "PRON")
            and _complete_clause(clause)
        ):
            continue  # "It's not my fault that the car broke down": extraposition, no gap
            # (an adverbial pivot leaves no argument gap: "It was in 1990 that he left it")
        if first.lower_ in ("where", "when") and (
            pivot.pos_ in ("NOUN", "PROPN") or pivot.lower_ in ("one", "ones")
        ):
            # "It is the official language in the state where most speakers live": "where" and
            # "when" relativise a place or time adjunct of a noun's relative clause; the
            # clause of an it-cleft on a noun focus is a that/who/which or bare relative
            # (Huddleston & Pullum 2002 ch. 16 §9.2), so this is a description of "it"; so
            # with the pro-form "one" the parser tags CD ("It's the one where Ross finds out":
            # "one" heads a noun phrase, Quirk et al. 1985 §6.52; blind review s1201k)
            continue
        if _presentational_look(be):
            continue  # "Oh look, it's the woman we ordered": "it" points at what is in view
        if _antecedent_of_pivot_kind(it, pivot):
            continue  # "It has a profile, but maybe it's not the profile you want": "it" refers
        if _all_one_can_do(pivot, clause):
            continue  # "it's all I can do to keep quiet": an idiom of effort, no cleft
        if _universal_free_relative(pivot, clause):
            continue  # "it is all I will ever drink": "it" + a fused relative, no cleft (pr203)
        if _closing_tag(clause):
            continue  # "It's just my knitting(,) that's all": a closing tag, no cleft clause
        if _detached_relative(pivot, first, clause):
            # "It is not the usual name for this river, which is Danube": a relative set off
            # by a comma (dash, bracket) is a supplementary relative, which adds a side
            # assertion about the noun of a predicative clause on referential "it"; the clause
            # of an it-cleft is an integrated relative, never detached (Huddleston & Pullum
            # 2002 ch. 16 §9.1, ch. 12 §3 on integrated vs supplementary relatives; Potts 2005
            # ch. 4): no cleft, no existential presupposition ("Something is Danube"). A comma
            # that closes a supplement of the focus is no detacher: "It was Robespierre, who
            # had opposed war, who took on ...", "it was his father, King George V, who ..."
            continue
        if _coordinated_relative_nominal(clause):
            continue  # "It is the people who ..., and those that will ...": NPs with relatives
        if _quoted_description(be, pivot, clause):
            continue  # it is "the procedure that protects ...": a quoted description
        if _content_clause_of_pivot(pivot, first, clause):
            continue  # "It is the recognition that people change": a noun's content clause
        if first.lower_ == "to" and first.tag_ == "TO":
            # "It was the 33rd to be held at the Nürburgring": an infinitival relative on an
            # ordinal or superlative ("the first to arrive") modifies the predicative noun of a
            # referential "it"; a cleft clause is finite (Huddleston & Pullum 2002 ch. 16 §9;
            # ch. 12 §7 on infinitival relatives after "first", "last", superlatives)
            continue
        if first.pos_ == "ADP" and pivot.pos_ in ("NOUN", "PROPN"):
            # "It is the natural environment in which an organism lives": a relative with a
            # pied-piped preposition modifies the noun of a predicative clause about a
            # referential "it"; English clefts a prepositional focus whole ("It is in the
            # forest that it lives") and its relative has a bare gap (H&P 2002 ch. 16 §9.2)
            continue
        if (
            any(c.dep_ == "punct" and c.text == "," for c in pivot.children if c.i > pivot.i)
            and clause.dep_ != "relcl"
        ):
            continue
        conf = _level_confidence(be)
        attitude = None
        if conf is None and be.dep_ == "ccomp" and be.head.pos_ in ("VERB", "AUX"):
            conf = C.DOUBTFUL  # "he knew it was my grandmother who had spoken"
            if _attitude_plug(be.head):
                # "It occurred to him / he imagined / he dreamt that it was he who ...": a
                # factive is a hole, its complement's presupposition is the speaker's too
                # (Karttunen 1973, 1974); under a non-factive attitude the existence the cleft
                # presupposes is the holder's belief or fancy, not the speaker's (Karttunen
                # 1974; Heim 1992 on presupposition under belief). NOPE's experts still count
                # the trigger ("He decided that it was probably her timidity that ...", App.
                # A), so the candidate stays and its pairs are neutral (``pairs``; stop 99,
                # pr227)
                attitude = verb_lemma(be.head)
        if conf is None:
            continue
        seen.add(be.i)
        pivot_span = (
            doc[pivot.left_edge.i : pivot.i + 1]
            if pivot.pos_ != "ADP"
            else doc[pivot.i : pivot.right_edge.i + 1]
        )
        if clause.dep_ in ("relcl", "acl") and clause.head.i == pivot.i:
            pivot_span = doc[pivot.left_edge.i : clause.left_edge.i]
        feats = {
            "pivot": pivot_span.text.strip(" ,"),
            "relative_word": first.lower_
            if first.lower_ in ("who", "that", "which", "whom")
            else None,
            "cleft_clause": subtree_text(clause),
            "clause_head_char_relative": clause.idx,
        }
        if attitude is not None:
            feats["attitude_holder_verb"] = attitude
        trigger = doc[it.i : be.i + 1]
        yield _base(Found("clefts", trigger, "it be", conf, feats), be)


#: Impersonal predicates over a content clause that are holes, not attitudes: copular "it is
#: clear / likely / possible that" and raising "it seems / appears that" have no holder whose
#: belief the clause gives, and a presupposition projects through them (Karttunen 1973 on holes).
_IMPERSONAL_HOLES = frozenset({"be", "seem", "appear"})


def _attitude_plug(verb: Token) -> bool:
    """Whether ``verb``'s content clause is a holder's attitude, not the speaker's claim: not a
    factive, not veridical in a positive context (signature ``+/..``: "it turned out / he showed
    that it was X who ..." commit the speaker to the clause, Karttunen 2012; Ross & Pavlick 2019),
    and not an impersonal hole (:data:`_IMPERSONAL_HOLES`)."""
    lemma = verb_lemma(verb)
    if lemma in lex.factives() or lemma in _IMPERSONAL_HOLES:
        return False
    particle = next((c.lower_ for c in verb.children if c.dep_ == "prt"), None)
    signatures = signature_lexicon()
    signature = signatures.get((f"{lemma} {particle}", "that")) if particle else None
    signature = signature or signatures.get((lemma, "that"), ("o/o", ""))
    return not signature[0].startswith("+")


def _antecedent_of_pivot_kind(it: Token, pivot: Token) -> bool:
    """ "The file may have an embedded profile, but maybe it's just not the profile you want":
    before "it", in the same sentence, a singular noun phrase whose head noun is the pivot's
    head noun. The cleft pronoun has no antecedent (Hedberg 2000, Language 76: it is a
    discontinuous determiner of the cleft clause), while a pronoun whose sentence has just
    introduced a referent of the pivot's kind picks it up, and "it is (not) the N relcl" then
    classifies that referent (specificational or predicational copula on referential "it";
    Declerck 1988 on the two readings; Huddleston & Pullum 2002 ch. 16 §9.1): "you want a
    profile" is no presupposition of it (blind review s1204v pres-077, pres-cand-17). Told by
    a singular NOUN pivot and an earlier singular common noun (no compound modifier) with the
    same lemma and the indefinite article, which introduces the new referent "it" then picks up
    (Heim 1982; Karttunen 1976 on discourse referents). A pivot of another kind ("it's the
    printer that ...") keeps the cleft, and so does one that repeats a definite NP ("Natural
    causes presuppose the existence of nature, and it is the existence of nature that God
    causes": a contrastive focus on an already given referent, NOPE's cleft)."""
    if pivot.pos_ != "NOUN" or pivot.tag_ != "NN" or it.lower_ != "it":
        return False
    lemma = pivot.lemma_.lower()
    return any(
        t.pos_ == "NOUN"
        and t.tag_ == "NN"
        and t.lemma_.lower() == lemma
        and t.dep_ != "compound"
        and any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in t.children)
        for t in it.doc[: it.i]
    )


def _coordinated_relative_nominal(clause: Token) -> bool:
    """ "It is the people who will provide, manage, and generate new information, and those
    that will help others do the same": right after the relative clause comes ", and" (or "or")
    and a second nominal with a relative clause of its own ("those that will help ..."). The
    conjuncts are parallel noun phrases, each a head with its restrictive relative ("the people
    who ...", "those that ..."; Quirk et al. 1985 §6.41 on "those who"), so "the people who
    ..." is one noun phrase, predicative or specificational of a referential "it" ("it" = the
    thing the text speaks of), and no it-cleft. An it-cleft has one focus and one cleft clause
    whose gap the focus fills (Huddleston & Pullum 2002 ch. 16 §9.1; Hedberg 2000): a second
    "NP + relative" conjunct has no cleft clause of its own to complete. No cleft, so no
    existential presupposition "Someone will provide ..." (review s1204c)."""
    doc = clause.doc
    i = clause.right_edge.i + 1
    if i < len(doc) and doc[i].text == ",":
        i += 1
    if i >= len(doc) or doc[i].lower_ not in ("and", "or") or doc[i].dep_ != "cc":
        return False
    nominal = next(
        (
            t
            for t in doc[i + 1 : min(len(doc), i + 5)]
            if t.pos_ in ("NOUN", "PROPN", "PRON") or (t.tag_ == "DT" and t.dep_ != "det")
        ),
        None,
    )
    return nominal is not None and any(c.dep_ == "relcl" for c in nominal.children)


def _np_head_ok(noun: Token) -> bool:
    """A noun, or a plural pronoun after "of" ("both of them")."""
    return noun.pos_ in ("NOUN", "PROPN") or (
        noun.pos_ == "PRON" and noun.lower_ in ("them", "these", "those", "us", "you")
    )


def _past_hyphenated(doc: Doc, i: int) -> int:
    """The index after a hyphenated word that continues at ``i`` ("counter - intelligence",
    split by the tokenizer with no spaces): "both counter-intelligence and ..." has its "and"
    after the whole word, not after "counter"."""
    while i + 1 < len(doc) and doc[i].text == "-" and not doc[i - 1].whitespace_:
        i += 2
    return i


def _plural_zero_genitive(possessor: Token) -> bool:
    """ "the Geats' homes", "the Kelleys' daughter": a name in -s with "the" and the bare
    apostrophe is a plural (a family or people), since the zero genitive marks regular plurals
    and a singular proper name takes no article (Quirk et al. 1985 §5.114, §5.66: "the Smiths'";
    "Louis' hand", without "the", stays singular). The small model tags such names NNP."""
    return (
        possessor.tag_ == "NNP"
        and possessor.lower_.endswith("s")
        and any(c.dep_ == "case" and c.text in ("'", "’") for c in possessor.children)
        and any(c.dep_ == "det" and c.lower_ == "the" for c in possessor.children)
    )


def _singular_s_genitive(possessor: Token, ending: Token) -> bool:
    """ "Yahweh of Armies's hand", "the Lord of Hosts's temple": a possessor in -s tagged plural
    that takes the "'s" ending is no regular plural, since a regular plural takes the zero
    genitive, the bare apostrophe ("the armies' camp"; Quirk et al. 1985 §5.112-5.114), and
    irregular plurals with "'s" ("children's", "men's") do not end in -s. The "'s" marks the
    end of a singular name or title ("Yahweh of Armies"), so the draft's verb is singular
    ("Yahweh of Armies has a hand", not "*have"; review s1205s pres-040, an agreement error)."""
    return ending.text in ("'s", "\u2019s") and possessor.lower_.endswith("s")


YEAR = re.compile(r"^(1[5-9]|20)\d\d$")


def _year_numeral(num: Token, noun: Token) -> bool:
    """ "all the 1971 games", "all 2020 elections": a number of 1500-2099 written without a
    thousands separator before an event, contest, act or time noun names a year that
    classifies the noun (Quirk et al. 1985 §17.108 on classifying premodifiers; Huddleston &
    Pullum 2002 ch. 5 §14.5 on years as modifiers), not its number: "There were 1971 games" is
    false of the source. Counted things stay ("all 1500 soldiers", "all 2000 tickets"). An
    event noun whose first sense is another ("the 1989 protests": protest.n.01 is the
    statement, protest.n.02 the act; "the 1927 floods") counts by any of its first three senses:
    the dated reading is the event one."""
    if not YEAR.match(num.text):
        return False
    lemma = noun.lemma_.lower()
    events = ("noun.event", "noun.act", "noun.time", "noun.phenomenon")
    return lex.is_contest(lemma) or any(
        s.lexname() in events for s in lex.wordnet().synsets(lemma, "n")[:3]
    )


#: Dash tokens that set off a loose appositive as a comma does (Quirk et al. 1985 §17.65).
DASHES = DASH_TOKENS | {"---"}


def _both_barrels(noun: Token) -> bool:
    """ "(let X have it / give X it) with both barrels", "gave them both barrels": the idiom
    "both barrels" means with full force (Oxford Dictionary of English Idioms, "give someone
    both barrels"; a double-barrelled gun fired at once), so no pair of barrels is given in the
    context (Nunberg, Sag & Wasow 1994: a non-compositional idiom presupposes nothing of its
    parts; stop 49, pr57). Only the bare "both barrels" as the object of "with" or of "give";
    "both barrels of the gun were loaded" keeps its candidate."""
    if noun.lemma_.lower() != "barrel" or any(c.dep_ != "det" for c in noun.children):
        return False
    if noun.dep_ == "pobj":
        return noun.head.lower_ == "with"
    return noun.dep_ == "dobj" and noun.head.lemma_ == "give"


#: Nouns of the emphatic frames after a wh-word: "in (the) hell(s)", "in heaven('s name)", "on
#: earth", "in the world", "in blazes" (den Dikken & Giannakidou 2002 on "the hell" and its
#: kin; Oxford Dictionary of English Idioms "what in the world / on earth").
WH_INTENSIFIER_NOUNS = frozenset({"hell", "hells", "heaven", "heavens", "earth", "world", "blazes"})


def _wh_intensifier_phrase(noun: Token) -> bool:
    """ "what in the seven hells", "who in the nine hells", "where on earth": a prepositional
    phrase right after a wh-word is the expletive intensifier of an aggressively non-D-linked
    wh-phrase (Pesetsky 1987 "Wh-in-situ"; den Dikken & Giannakidou 2002 "From hell to
    polarity", LI 33: "what the hell / on earth / in the world"), a fixed emphatic frame whose
    noun refers to nothing, so "There are seven hells" is no presupposition of it. The noun is
    one of the frame's (``WH_INTENSIFIER_NOUNS``): "who in the three villages owns a horse"
    restricts "who" to real villages and keeps its draft."""
    prep = noun.head
    if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.lower_ not in ("in", "on"):
        return False
    if noun.lemma_.lower() not in WH_INTENSIFIER_NOUNS and noun.lower_ not in WH_INTENSIFIER_NOUNS:
        return False
    wh = prep.head
    return wh.tag_ in ("WP", "WRB") and prep.i == wh.i + 1


def _correlative_demonstrative(det: Token, noun: Token) -> bool:
    """ "the troops, both those freshly arrived and those who had been campaigning": "both"
    before a demonstrative pronoun with no noun of its own ("those" as a fused head, H&P 2002
    ch. 5 §9) that a later "and" + the same demonstrative repeats. "both" marking the first of
    two coordinated phrases of one kind is the correlative coordinator (Quirk et al. 1985
    §13.33; H&P 2002 ch. 15 §2.4), not the dual determiner counting a noun, so "There were two
    relevant those" is neither English nor presupposed (s9802, pr226). The parser leaves the
    coordination unseen when the first conjunct has a participle clause ("those freshly
    arrived from Russia") it takes for a clause of its own. "Both those boys sang" (a noun
    after the demonstrative) keeps its count."""
    if noun.i != det.i + 1 or noun.lower_ not in ("those", "these") or noun.tag_ != "DT":
        return False
    doc = noun.doc
    sent_end = noun.sent.end
    return any(
        t.lower_ == "and" and t.i + 1 < sent_end and doc[t.i + 1].lower_ == noun.lower_
        for t in doc[noun.i + 1 : sent_end]
    )


def extract_numeric_determiners(doc: Doc) -> Iterator[Found]:
    """NOPE App. A numeric determiners ("both N", "all NUM N") and IMPPRES "the NUM N that ...".

    Not a determiner: "both" as a correlative conjunction ("both the tie and the placket", "both
    weekdays and weekends"). Floating "both" after a plural subject ("The magazines both
    published") is kept with lower confidence.
    """
    if not _sentence_ok(doc):
        return
    matcher = _matchers(doc.vocab)["numeric_determiners"]
    used: set[int] = set()
    for match_id, start, end in matcher(doc):
        kind = doc.vocab.strings[match_id]
        det = doc[start]
        if det.i in used:
            continue
        used.add(det.i)
        num = doc[end - 1] if kind == "all_num" else None
        if num is not None and num.i + 1 < len(doc) and doc[num.i + 1].tag_ == "HYPH":
            # "tries all one-step extensions", "all two-way links": a numeral hyphened to the
            # next word is the first element of a compound adjective (Quirk et al. 1985
            # §I.7 and §17.109 on hyphenated compound premodifiers, "a one-man show"; H&P 2002
            # ch. 19 §4.2), a modifier of the head noun, not a cardinal determiner counting
            # it, so "all" quantifies over the extensions and no "There are one ..." count is
            # presupposed (NOPE App. A numeric determiners are "all NUM N")
            continue
        if num is not None and _numeral_in_compound_modifier(num):
            continue  # "all the five star reviews": [five-star] reviews, no count of five (pr210)
        if num is not None and num.lower_ == "one":
            # "they are actually all one host": "all" before a count noun needs plural
            # reference (Quirk et al. 1985 §5.14; H&P 2002 ch. 5 §9.2.1), so "all one N" is
            # no determiner counting one N but the idiom "all one" = "one and the same" with
            # "all" floated over a plural subject (Quirk §6.49 on floating "all"); the count
            # draft "There are one relevant N" is ungrammatical and not presupposed
            continue
        noun = _numeric_noun(det, num)
        conf = C.HIGH
        floating = False
        if (
            noun is None
            and kind == "both"
            and det.dep_ in ("appos", "advmod", "det", "dep")
            and det.head.pos_ in ("VERB", "AUX", "NOUN", "PROPN")
        ):
            floating = True
            conf = C.DOUBTFUL
            noun = (
                det.head
                if det.head.pos_ in ("NOUN", "PROPN")
                else next(iter(subjects(det.head)), None)
            )
        if (
            noun is None
            and num is not None
            and num.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "attr")
        ):
            noun = num  # anaphoric "All three deny the allegation": the noun is in the context
            conf = C.PLAUSIBLE
        if noun is None:
            continue
        if _wh_intensifier_phrase(noun):
            continue  # "what in the seven hells": an emphatic wh-phrase, no hells counted
        if floating and (noun.dep_ == "conj" or any(c.dep_ == "conj" for c in noun.children)):
            # "The Liberals and the Greens both opposed it": floated "both" over a coordination
            # of two NPs adds only that the predicate holds of each (distributivity, Brisson
            # 2003; H&P 2002 ch. 5 §9.2.2); that there are two is asserted by the coordination
            # itself, not presupposed (blind review s1130r); the parser hangs "both" on the
            # last conjunct as often as on the first, so a conjunct's own "both" is the same
            continue
        if floating and any(t.dep_ == "cc" and t.lower_ == "and" for t in noun.subtree):
            # "The Fairchild 9440 and Data General mN601 were both ...": the parse hung the
            # coordination inside the subject's premodifiers (a compound name it did not see as
            # two NPs); the "and" in the subject all the same makes a floated "both" distribute
            # over the conjuncts, as above (Brisson 2003; review s1204c)
            continue
        if (
            not floating
            and kind == "both"
            and noun.dep_ == "appos"
            and noun.head.dep_ == "conj"
            and noun.left_edge.i > 0
            and doc[noun.left_edge.i - 1].text == ","
        ):
            # "led by Mr. Coulter and Mr. Schifter, both directors": the parser hangs the
            # appositive on the last conjunct; its anchor is the whole coordination, which names
            # the two itself, so "both" only distributes the predicate over them (H&P 2002 ch. 5
            # §9.2.2 and ch. 15 §5 on floating quantifiers; Brisson 2003): nothing to draft, as
            # for a floated "both" over a coordination above (pr87, review s1202a)
            continue
        if (
            not floating
            and kind == "both"
            and noun.dep_ == "appos"
            and (
                noun.head.tag_ in ("NNS", "NNPS")
                or any(c.dep_ == "conj" for c in noun.head.children)
            )
            and noun.left_edge.i > 0
            and doc[noun.left_edge.i - 1].text == ","
        ):
            # "X and Y, both lawyers": an appositive "both N" after a comma predicates N of
            # its anchor, and the quantifier ranges over the anchor's referents (Quirk et al.
            # 1985 §17.65, §17.68 on appositives with "both/all"; H&P 2002 ch. 15 §5): the count
            # is the anchor's, so "There are two lawyers" is no presupposition of it; floating.
            # Only "both" on a plural or coordinated anchor: "all five N" in a list is as
            # often a list member the parser hung on its neighbour ("eleven titles, all five
            # majors, ..."), whose count is its own
            floating = True
            conf = C.DOUBTFUL
        if (
            not floating
            and kind == "both"
            and noun.dep_ == "appos"
            and noun.head.tag_ not in ("NNS", "NNPS")
            and not any(c.dep_ == "conj" for c in noun.head.children)
            and noun.left_edge.i > 0
            and doc[noun.left_edge.i - 1].text in DASHES
        ):
            # "focus on one from each category--both women" (stop 49, pr57): a loose
            # appositive "both N" after a dash (a dash sets it off as a comma does, Quirk §17.65)
            # predicates N of its anchor, as above; an anchor that is no plural ("one from each
            # ...", distributive) names no set of two the draft could count: no candidate
            continue
        if num is not None and _year_numeral(num, noun):
            continue  # "all the 1971 games": a year that dates the noun, not a count
        if num is not None and _superlative_top_n(noun):
            continue  # "all three largest cities": the numeral sizes a superlative's top set
        if kind == "both" and _identity_left_open(noun):
            continue  # "both these accounts, which may be the same": no two are presupposed
        # "both Portland's Ponys and the Chicago band": "both" before a genitive belongs to the
        # possessed head, whose coordination makes it the correlative (H&P 2002 ch. 15 §2.4)
        # ("both pope Leo X and Clement VII": "both" parsed on a compound modifier likewise)
        nominal = noun.head if noun.dep_ in ("poss", "compound") and not floating else noun
        if kind == "both" and not floating and any(c.dep_ == "conj" for c in nominal.children):
            continue  # correlative "both X and Y"
        if kind == "both" and not floating and _correlative_demonstrative(det, noun):
            continue  # "both those who stayed and those who left": correlative, no noun
        if kind == "both" and not floating and noun.dep_ == "poss" and noun.tag_ in ("NN", "NNP"):
            # "both Boston College's stature": determiner "both" takes a plural (H&P 2002 ch. 5
            # §9.2.2, "both" is a dual quantifier), so a singular possessor is not what it counts
            continue
        if (
            kind == "both"
            and noun.lemma_.lower() == "way"
            and noun.dep_ in ("npadvmod", "advmod", "dobj")
            and len(list(noun.children)) == 1
        ):
            continue  # "cuts/goes both ways": an adverbial idiom ("in both directions"), no
            # contextually given pair of ways (Oxford Dictionary of English Idioms, "cut both ways")
        if kind == "both" and _both_barrels(noun):
            continue
        if kind == "both" and det.dep_ == "preconj":
            continue
        if (
            kind == "both"
            and not floating
            and noun is nominal
            and noun.tag_ in ("NN", "NNP")
            and det.i < noun.i
        ):
            continue  # "from both Ashmore Elementary School": determiner "both" is dual and takes
            # a plural head (H&P 2002 ch. 5 §9.2.2); before a singular it counts nothing given
        if kind == "both" and not floating:
            nxt = doc[det.i + 1] if det.i + 1 < len(doc) else None
            if nxt is not None and (nxt.pos_ == "ADP" and nxt.lower_ != "of" or nxt.is_punct):
                continue  # "both in Europe and America": correlative, not a determiner
            if any(t.dep_ == "conj" and det.i < t.i < noun.i for t in doc):
                continue  # "both oil and gas prices": correlative inside the noun phrase
            if any(doc[i].lower_ == "and" for i in range(det.i + 1, noun.i)):
                # "both hand-made and machine-made bricks": "and" between "both" and the head
                # noun, whatever the parser made of the conjuncts (two amods here, no conj
                # arc), is the correlative "both A and B" over prenominal modifiers (H&P 2002
                # ch. 15 §2.4); determiner "both" needs a plain head noun (IMPPRES numeric
                # determiners are "both N"), and coordinated modifiers count no two entities
                continue
            if _correlative_tail(noun) or _comma_bare_plural_tail(noun):
                continue  # "both cheap tools such as saws, and costly ones", "to both A and to B"
            after = _past_hyphenated(doc, nominal.right_edge.i + 1)
            if (
                after + 1 < len(doc)
                and doc[after].lower_ == "and"
                and (
                    doc[after].head.pos_ not in ("VERB", "AUX")
                    or _nominal_conjunct_on_verb(doc[after])
                    # "including both counter-intelligence and liaising with ...": a gerund
                    # conjunct of a prepositional object is a nominal coordination (H&P 2002
                    # ch. 15 §4.2, coordination of NP and gerund-participial clause)
                    or (noun.dep_ == "pobj" and doc[after].head.i == noun.head.i)
                )
                and (
                    doc[after + 1].pos_ in ("DET", "NOUN", "PROPN", "PRON", "ADJ", "NUM")
                    or (noun.dep_ == "pobj" and doc[after + 1].tag_ == "VBG")
                )
            ):
                # "both X and Y" whatever the parser attached "and Y" to: "both" before a
                # coordination is the correlative coordinator, not a determiner (Huddleston &
                # Pullum 2002 ch. 15 §2.4); a VP conjunct ("both arms ... and hugged") is not
                continue
        if kind == "both" and _correlative_both(det):
            continue
        head = enclosing_clause_head(noun)
        if in_conditional(noun) or is_imperative(head) or not clause_is_declarative(doc):
            continue
        if embedding_level(head) is None:
            conf -= (
                C.EMBEDDED
            )  # embedded (NOPE §3.2 excluded most of these): for the reviewer to sort
        conf -= modal_penalty(head) + nonveridical_penalty(head)
        number = "two" if kind == "both" else (num.text if num is not None else None)
        feats = {
            "predicate": det.text,
            "determiner": kind,
            "number": number,
            "noun": noun.text,
            "noun_phrase": _np_text(
                noun,
                exclude={det.i}
                | ({num.i} if num is not None else set())
                | _temporal_modifiers(noun)
                # "both teams' coaches": the genitive ending is the possessive's, not the noun's
                | {c.i for c in noun.children if c.dep_ == "case"}
                | _relative_clause_verb(noun, det),
            ),
            "floating": floating,
        }
        yield _base(Found("numeric_determiners", doc[start:end], det.lower_, conf, feats), head)
    for tok in doc:  # IMPPRES "The five waiters that approached Paul depart."
        if tok.lower_ == "the" and tok.dep_ == "det":
            nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
            if nxt is None or nxt.tag_ != "CD" or not nxt.like_num or nxt.dep_ != "nummod":
                continue
            noun = nxt.head
            if (
                noun.pos_ != "NOUN"
                or noun.tag_ != "NNS"
                or not any(c.dep_ == "relcl" for c in noun.children)
            ):
                continue
            if nxt.lower_ in ROUND_NUMBER_WORDS:
                # "the hundred years she had been asleep": a bare "hundred/thousand" after
                # "the" is a round, approximate number (Quirk et al. 1985 §6.63), and without
                # "a/one" it is no cardinal a draft can count with ("There are hundred years")
                continue
            if _year_numeral(nxt, noun):
                continue  # "the 1971 games, when ...": a year that dates the games, no count
                # (the same classifying year as "all the 1971 games" above)
            if _superlative_top_n(noun):
                continue  # "the seven largest accounts": a top-N superlative, no count draft
            if _wh_intensifier_phrase(noun):
                continue  # "what in the seven hells they fought": an emphatic wh-phrase
            head = enclosing_clause_head(noun)
            if in_conditional(noun) or is_imperative(head) or not clause_is_declarative(doc):
                continue
            feats = {
                "predicate": f"the {nxt.text}",
                "determiner": "the_num",
                "number": nxt.text,
                "noun": noun.text,
                "noun_phrase": _np_text(noun, exclude={tok.i, nxt.i} | _temporal_modifiers(noun)),
                "floating": False,
            }
            yield _base(
                Found("numeric_determiners", doc[tok.i : nxt.i + 1], "the", C.UNCERTAIN, feats),
                head,
            )


def _superlative_top_n(noun: Token) -> bool:
    """ "the seven largest accounts", "all three most visited pages": a numeral before a
    superlative sizes the superlative's top set (the N greatest members of the comparison
    class: Heim 1999, Szabolcsi 1986 on the comparison class; Bylinina & Nouwen 2018 on
    numerals inside superlatives), and the phrase is definite by its superlative, so the count
    draft "There are seven largest accounts" is ill-formed (the definiteness restriction on
    existential "there": Milsark 1977) and what it would count is only the domain's size
    (blind review s1204s: "a default top-N superlative, not a numeric determiner"). A
    superlative adjective (JJS) or a "most/least" adverb on an adjective of the noun."""
    for mod in noun.children:
        if mod.dep_ != "amod" or mod.i > noun.i:
            continue
        if mod.tag_ == "JJS" or any(
            a.tag_ == "RBS" or a.lower_ in ("most", "least") for a in mod.children
        ):
            return True
    return False


#: Predicates of identity that, in a relative on the counted noun, leave open that the two are
#: one ("which may be the same"): ``_identity_left_open``.
IDENTITY_WORDS = frozenset({"same", "identical"})


def _identity_left_open(noun: Token) -> bool:
    """ "Specify both these accounts, which may be the same": a relative clause on the noun
    that "both" counts says of its referents that they may be identical, which cancels the
    distinctness "both" presupposes (a dual quantifier over two distinct individuals:
    H&P 2002 ch. 5 §9.2.2; presuppositions are cancellable by explicit context, Gazdar 1979,
    Levinson 1983 ch. 4), so "There are two relevant accounts" is not secure (blind review
    s1204s). A relative (or a clause hung on the noun) whose predicate is "the same" or
    "identical" under a possibility modal."""
    for rel in noun.children:
        if rel.dep_ not in ("relcl", "acl") or rel.i < noun.i:
            continue
        words = {t.lower_ for t in rel.subtree}
        if words & IDENTITY_WORDS and words & POSSIBILITY_MODALS:
            return True
    return False


#: Round number words that need "a/one" to count ("a hundred"): ``extract_numeric_determiners``.
ROUND_NUMBER_WORDS = frozenset({"hundred", "thousand", "million", "billion", "dozen"})


def _nominal_conjunct_on_verb(cc: Token) -> bool:
    """ "supports the generation of both top-down parsers (LL parsers) and bottom-up parsers":
    the parser hangs "and" and its conjunct "parsers" on the verb, but a plural noun is no
    coordinate of a verb (coordinates are alike in function, Quirk et al. 1985 §13.40; H&P 2002
    ch. 15 §4), so the coordination is nominal and "both" before its first noun is the
    correlative coordinator, not the dual determiner. A verbal conjunct ("both arms around him
    and hugged him") keeps the determiner."""
    return any(
        c.dep_ == "conj" and c.i > cc.i and c.tag_ in ("NNS", "NNPS") for c in cc.head.children
    )


def _correlative_both(det: Token) -> bool:
    """ "I was both surprised and a little shocked", "capable of both setting up goals and
    scoring them", "both because ..., and also because ...": "both" right before the first
    coordinate of an "and" coordination is the correlative coordinator (Huddleston & Pullum
    2002 ch. 15 §2.4; Quirk et al. 1985 §13.33), whatever the parser made of it: the first
    coordinate is the word after "both" or the phrase that starts there, and an "and" (its cc
    child) follows. "Both sides agreed and signed" has "and" on "agreed", whose phrase starts
    at "both", not after it, so its "both" stays the determiner."""
    doc = det.doc
    if det.i + 1 >= len(doc):
        return False
    if det.tag_ == "CC" and any(t.lower_ == "and" and t.i > det.i for t in det.head.subtree):
        # "in both the Items paid and Items in review lists": the tagger itself read "both" as
        # the correlative coordinator (Penn tag CC, not DT: Santorini 1990 §"both"), and an
        # "and" follows inside the phrase it heads, wherever the parser hung it (stop 77, pr156)
        return True
    first = doc[det.i + 1]
    for t in doc[det.i + 2 : det.sent.end]:
        if t.lower_ != "and" or t.dep_ != "cc":
            continue
        host = t.head
        if host.i > det.i and (host.i == first.i or host.left_edge.i == first.i):
            return True
        if (
            host.i > det.i
            and host.pos_ in ("VERB", "AUX")
            and first.head.i == host.i
            and first.dep_ in ("aux", "auxpass")
        ):
            # "can both be given an interpretation and also be used to ...": the first
            # coordinate is the verb phrase that starts at its auxiliary right after "both",
            # and the "and" hangs on that verb (Quirk et al. 1985 §13.33; review s1204f cand-17)
            return True
        if _parallel_coordinate(first, t):
            return True
    return _nested_and_after_both(first)


def _nested_and_after_both(noun: Token) -> bool:
    """ "repels both attacks on the mind and magical modification": an "and" inside a
    post-modifier of the noun after "both" can close a correlative whose first coordinate is
    the whole phrase "attacks on the mind" ("both" stands at the left edge of the coordination
    it belongs to, wherever the parser hangs the "and": Schwarz 1999 on the position of
    "both"/"either"; Quirk et al. 1985 §13.33). The determiner reading ("two attacks") is then
    one of two parses and the numeric draft may count the wrong thing ("There are two attacks
    on the mind and magical modification"): no candidate (a drop rather than a bad pair). NOPE
    has the same construction annotated not appropriate ("Both sodomy between members of the
    same sex and zina between men and women are prohibited")."""
    if noun.tag_ not in ("NNS", "NNPS", "NN"):
        return False
    # only inside a prepositional post-modifier: an apposition ("Both men -- the chairman and
    # the ranking member -- said yes", NOPE) names the two members and keeps the determiner
    # ("both kinds of Greek, the old and the new" likewise: an "and" inside an apposition)
    return any(
        t.dep_ == "cc"
        and t.lower_ == "and"
        and any(c.dep_ == "conj" and c.i > t.i for c in t.head.children)
        and not any(a.dep_ == "appos" for a in t.ancestors if a.i > pp.i)
        for pp in noun.children
        if pp.dep_ == "prep" and pp.i > noun.i
        for t in pp.subtree
    )


def _coordinate_kind(tok: Token) -> str:
    """The category a coordinate starts with, for ``_parallel_coordinate``: coordinates of
    "both ... and" are alike in function and mostly in form (Quirk et al. 1985 §13.33)."""
    if tok.tag_ in ("JJ", "JJR", "VBN"):
        return "adjectival"
    if tok.tag_ in ("NN", "NNS", "NNP", "NNPS"):
        return "noun"
    if tok.tag_ == "IN":
        return tok.lower_  # "both because ... and because": the same subordinator
    return tok.tag_


def _parallel_coordinate(first: Token, conj: Token) -> bool:
    """ "you're both confident in yourself and drawn to him", "capable of both setting up goals
    and scoring them", "both because he could not ..., and also because ...": the parser hung
    the "and" on the clause, but the word after it (past an adverb or article) starts a
    coordinate of the same kind as the word after "both", so the two are the coordinates of a
    correlative "both X and Y" (Quirk et al. 1985 §13.33). An "and" that joins a clause with a
    subject of its own ("both teams played and fans cheered") joins clauses, not X and Y, unless
    both coordinates open with the same subordinator; a noun after "both" is left to the
    parse."""
    doc = conj.doc
    nxt = conj.i + 1
    while nxt < len(doc) and doc[nxt].tag_ in ("RB", "DT"):
        nxt += 1
    if nxt >= len(doc) or doc[nxt].is_punct:
        return False
    second = doc[nxt]
    kind = _coordinate_kind(first)
    if kind == "noun" or kind != _coordinate_kind(second):
        # a noun after "both" is the determiner's head unless the parse itself coordinates it
        # (``_correlative_both``): "moderates on both sides would prefer land and room"
        return False
    if first.tag_ == "IN":
        return True
    if any(t.text in (",", ";") for t in doc[first.i : conj.i]):
        # "started in both antecubital spaces, and normal saline was run": a comma before
        # "and" joins clauses (Quirk et al. 1985 §13.20), not the short coordinates of "both"
        return False
    joined = [k for k in conj.head.children if k.dep_ == "conj" and k.i > conj.i]
    return not any(g.dep_ in ("nsubj", "nsubjpass", "expl") for k in joined for g in k.children)


def _comma_bare_plural_tail(noun: Token) -> bool:
    """ "you will use both capacitors for the braking, and batteries to ...": after the "both"
    noun phrase and its postmodifiers, ", and" + a bare plural noun (no determiner) that is no
    subject of a finite verb of its own is the second coordinate of a correlative "both X and
    Y" set off by a comma (Quirk et al. 1985 §13.33; Huddleston & Pullum 2002 ch. 15 §2.4): the
    parser hung it as the subject of the purpose infinitive that follows it, or as a conjunct.
    A bare plural cannot start a new main clause as the subject of an infinitive, so the
    correlative reading is the only one; "both" then counts nothing ("There are two relevant
    capacitors" is not implied). A finite verb before the "and" (a clause boundary) or a
    determiner on the second noun ("..., and the batteries last") leave the determiner."""
    doc = noun.doc
    end = noun.sent.end
    for t in doc[noun.i + 1 : end]:
        if t.pos_ in ("VERB", "AUX") and t.tag_ in FINITE_TAGS:
            return False
        if t.lower_ != "and" or doc[t.i - 1].text != "," or t.i + 1 >= end:
            continue
        second = doc[t.i + 1]
        if second.tag_ != "NNS" or any(
            c.dep_ in ("det", "poss", "nummod") for c in second.children
        ):
            return False
        host = second.head
        if second.dep_ == "conj":
            return True
        return (
            second.dep_ == "nsubj"
            and host.tag_ == "VB"
            and any(c.dep_ == "aux" and c.lower_ == "to" for c in host.children)
        )
    return False


def _correlative_tail(noun: Token) -> bool:
    """The "and Y" of a correlative "both X and Y" that the parser hung inside or after X's
    noun phrase where the check on the word right after the noun phrase cannot see it:

    - a second coordinate set off by a comma inside the noun phrase, "both cheap tools such as
      saws, and costly ones such as lathes": the parser made "ones" a conjunct of a noun in
      X's postmodifier, but the comma before "and" ends the first coordinate, and the pro-form
      or noun after it is the second (Quirk et al. 1985 §13.33 on correlative "both ... and");
      only with exactly two coordinates, as "both" is dual (H&P 2002 ch. 15 §2.4), not in a
      list;
    - a repeated preposition, "to both citizens and to residents", "of both birds, like X,
      and of reptiles": the coordinates are prepositional phrases, so "both" marks the
      coordination of the two PPs and merely stands after the first preposition (Quirk et al.
      1985 §13.33), not before a noun it counts.
    """
    doc = noun.doc
    for t in noun.subtree:
        if t.i <= noun.i or t.lower_ != "and" or doc[t.i - 1].text != ",":
            continue
        second = [c for c in t.head.children if c.dep_ == "conj" and c.i > t.i]
        if (
            t.head.i != noun.i
            and t.head.dep_ != "conj"  # "A, B, and C": a list, the parser chains its members
            and len(second) == 1
            and second[0].pos_ in ("NOUN", "PROPN", "PRON")
            and not any(c.text == "," and c.i < t.i - 1 for c in t.head.children)
        ):
            return True
    prep = noun.head
    if noun.dep_ != "pobj" or prep.pos_ != "ADP":
        return False
    clause = enclosing_clause_head(noun)
    return any(
        t.lower_ == "and"
        and t.i + 1 < len(doc)
        and doc[t.i + 1].lower_ == prep.lower_
        and doc[t.i + 1].dep_ in ("conj", "prep")
        and enclosing_clause_head(t).i == clause.i
        for t in doc[noun.i + 1 :]
    )


def _partitive_ok(pobj: Token) -> bool:
    """ "both of X" needs a plural X ("both of the candidates", "both of them"); "both of
    Arlington" is "both [people], of Arlington", not a quantified noun phrase."""
    return _np_head_ok(pobj) and (pobj.tag_ in ("NNS", "NNPS") or pobj.pos_ == "PRON")


#: WordNet 3.0 roots of units ("calorie", "mile", "pound", "dollar"; "day", "hour"), as the
#: implicature's unit test has them.
UNIT_SYNSETS = frozenset({"unit_of_measurement.n.01", "time_unit.n.01"})


def _numeral_in_compound_modifier(num: Token) -> bool:
    """ "all the five star reviews", "all 100 calorie packs", "all the two day deliveries": a
    numeral right before a singular unit noun that premodifies the head is the first element of
    a compound adjective ("five-star", "100-calorie", "two-day"; Quirk et al. 1985 §17.109 on
    numeral + noun compounds, "a ten-pound note", whose noun stays singular; H&P 2002 ch. 19
    §4.2), written open as often as hyphened (the hyphened form is refused above). Such a
    numeral measures or rates the head, it does not count it, so "all" is no "all NUM N"
    numeric determiner and "There were five star reviews" misreads it (blind review s9401).
    The unit is a WordNet unit (``UNIT_SYNSETS``: first sense) or a unit of a rating scale
    (``wordlists/implicature_score_units.txt``: "star", "point"). A premodifier that is no
    unit ("all three chicken breasts") and a plural unit that is itself the head ("all five
    stars") keep their candidate."""
    doc = num.doc
    if num.i + 1 >= len(doc):
        return False
    unit = doc[num.i + 1]
    if unit.tag_ != "NN" or unit.dep_ not in ("compound", "nmod", "amod", "npadvmod"):
        return False
    if unit.head.i <= unit.i or unit.head.pos_ not in ("NOUN", "PROPN"):
        return False
    lemma = unit.lemma_.lower()
    return lemma in word_set("implicature_score_units") or first_sense_under(
        lemma, "NOUN", UNIT_SYNSETS
    )


def _numeric_noun(det: Token, num: Token | None) -> Token | None:
    """The noun quantified by both/all NUM, through "of the" when present."""
    cand = num.head if num is not None else det.head
    if det.head.lower_ == "of" or (num is not None and num.head.lower_ == "of"):
        return None
    if num is not None and num.dep_ == "nummod" and _np_head_ok(num.head):
        return num.head
    if det.dep_ in ("det", "predet", "nsubj", "dobj", "pobj", "nsubjpass", "appos", "npadvmod"):
        if _np_head_ok(cand) and cand.i > det.i:
            return cand
        of = next((c for c in det.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        if of is not None:
            pobj = next((c for c in of.children if c.dep_ == "pobj"), None)
            if pobj is not None and _partitive_ok(pobj):
                return pobj
    if num is not None:
        of = next((c for c in num.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        pobj = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if pobj is not None and _partitive_ok(pobj):
            return pobj
    return None


def _without(head: Token, exclude: set[int]) -> str:
    """``head``'s subtree minus the ``exclude`` subtrees, spaced as running text: a dropped token
    never glues its neighbours together ("meeting, where" -> "meeting where")."""
    skip = {t.i for i in exclude for t in head.doc[i].subtree}
    return tokens_text(t for t in head.subtree if t.i not in skip)


def _temporal_modifiers(noun: Token) -> set[int]:
    """Bare-NP time adverbials the parser hangs after the head noun ("all five races last night",
    "all four players this season"): they locate the clause's event, not the noun's referent
    (Larson 1985, bare-NP adverbs; Quirk et al. 1985 §8.54), and in "There are N ..." they clash
    with its tense ("There are five races last night"). Prepositional ones ("on Monday") stay."""
    return {
        c.i
        for c in noun.children
        if c.i > noun.i
        and c.pos_ in ("NOUN", "PROPN")
        and (c.dep_ == "npadvmod" or c.ent_type_ in ("DATE", "TIME"))
    }


def _relative_clause_verb(noun: Token, det: Token) -> set[int]:
    """The tokens of a verb the parser hung on ``noun`` as a participle ("the gains that both
    parties made in rural areas" read as "parties [made in rural areas]") when the noun phrase
    opens a relative clause: right after a relativizer the noun phrase is the relative clause's
    subject and the verb after it is that clause's finite verb (a relative clause needs one,
    H&P 2002 ch. 12 §3), so it is no modifier of the noun and stays out of the draft."""
    before = noun.doc[det.i - 1] if det.i > 0 else None
    if before is None or before.lower_ not in ("that", "which", "who", "whom"):
        return set()
    return {
        t.i
        for c in noun.children
        if c.dep_ == "acl" and c.i > noun.i and c.tag_ in ("VBN", "VBD")
        for t in c.subtree
    }


def hyphen_compound_end(noun: Token) -> int:
    """The index of the last word of the hyphenated compound ``noun`` opens ("brother-in-law",
    "ex-husband", "mother-in-law"): the compound is one word (Quirk et al. 1985 App. I.58 on
    hyphenated compounds; Huddleston & Pullum 2002 ch. 19 §4.1), whatever tree the parser
    builds over its pieces ("brother" + prep "in-law", or "ex", "-", "husband" as siblings), so a
    draft keeps it whole ("Hubbell had a brother-in-law", never "a brother")."""
    doc, j = noun.doc, noun.i
    while (
        j + 2 < len(doc)
        and doc[j + 1].text == "-"
        and not doc[j].whitespace_
        and not doc[j + 1].whitespace_
        and doc[j + 2].is_alpha
    ):
        j += 2
    return j


#: Subordinators of causal, concessive and contrastive clauses (Quirk et al. 1985 §14.12,
#: §15.17-15.46): "because", "whereas", "although", "though" and "while" head no phrase that
#: restricts a noun, and "since" only as a preposition of a point of time ("since 1990").
ADJUNCT_CLAUSE_OPENERS = frozenset({"since", "because", "whereas", "although", "though", "while"})


def _adjunct_clause_openers(noun: Token) -> set[int]:
    """The opener of an adverbial clause the parser hung inside ``noun``'s phrase ("It helps
    both organisms involved [since the presence of one ...] protects the other", with "since"
    read as a preposition): a finite adverbial clause is an adjunct of its clause, never a
    postmodifier of a noun (Quirk et al. 1985 §15.17, §17.5), so its words are no part of the
    counted or possessed noun phrase ("There are two organisms involved since the presence of
    one of the organisms", pr243). "since" with a time complement ("both teams since 1990",
    a DATE entity or a WordNet noun.time object) is a preposition and stays (§9.36)."""
    out = set()
    for t in noun.subtree:
        if t.i <= noun.i or t.lower_ not in ADJUNCT_CLAUSE_OPENERS:
            continue
        if t.dep_ not in ("mark", "prep", "advmod"):
            continue  # "a while" (a noun)
        if t.dep_ == "mark":
            # the subordinator of a clause hung on the noun: the clause goes with it
            if t.head.i > noun.i and t.head.i != noun.i:
                out.add(t.head.i)
            continue
        if t.lower_ == "since":
            obj = next((k for k in t.children if k.dep_ == "pobj"), None)
            if obj is None and t.dep_ == "prep":
                continue
            if obj is not None and (
                obj.ent_type_ in ("DATE", "TIME")
                or first_sense_lexname(obj.lemma_.lower(), "NOUN") == "noun.time"
                or obj.like_num
            ):
                continue
        out.add(t.i)
    return out


def _np_text(noun: Token, exclude: set[int]) -> str:
    """The noun phrase of ``noun`` without its determiners and the excluded tokens; a
    hyphenated compound the noun opens stays whole (``hyphen_compound_end``)."""
    end = hyphen_compound_end(noun)
    if end > noun.i:
        inner = {t.i for t in noun.doc[noun.i : end + 1]}
        before = [c for c in noun.children if c.i < noun.i]
        drop = set(exclude) | {c.i for c in before if c.dep_ in ("det", "predet", "prep")}
        skip = {t.i for i in drop for t in noun.doc[i].subtree}
        words = [t for c in before if c.i not in skip for t in c.subtree if t.i not in skip]
        return tokens_text([*words, *(noun.doc[i] for i in sorted(inner))]).strip(" ,")
    drop = set(exclude) | _adjunct_clause_openers(noun)
    appos = min((c.i for c in noun.children if c.dep_ == "appos" and c.i > noun.i), default=None)
    for c in noun.children:
        if c.dep_ in ("det", "predet") or (c.dep_ == "prep" and c.i < noun.i):
            drop.add(c.i)
        if c.dep_ == "neg" and c.i < noun.i:
            # "not all ten concerts": "not" negates the quantifier, a constituent negation of
            # the determiner (Quirk et al. 1985 §10.66; Huddleston & Pullum 2002 ch. 9 §1.3), not
            # part of the restrictor; left in, the draft read "There are ten not concerts"
            drop.add(c.i)
        if (
            c.dep_ == "advcl"
            and c.i > noun.i
            and any(m.dep_ == "mark" and m.lower_ == "as" for m in c.children)
        ):
            # "(not all ten concerts as was announced)": an "as"-clause is a comment clause on
            # the whole utterance (Quirk et al. 1985 §15.53-15.57), no restrictor of the noun
            drop.add(c.i)
        if c.dep_ in ("punct", "cc", "conj", "appos") and c.i > noun.i:
            drop.add(c.i)
        if appos is not None and c.i > appos:
            # "Maria's daughter, Cheyenne, over whom she had fought ...": what follows the
            # appositive is its supplement (a non-restrictive relative after the comma, Quirk
            # et al. 1985 §17.22), even when the parser hangs it on the head noun
            drop.add(c.i)
    return _without(noun, drop).strip(" ,")


def _hyphenated_than(adj: Token) -> bool:
    """ "lighter-than-air craft", "larger-than-life figures": a comparative closed up with
    "than" and its standard by hyphens is a phrasal compound, one attributive modifier that
    classifies the head (Quirk et al. 1985 App. I.44, I.56; Bauer 1983 §7.2 on phrasal
    compounds), not a comparison of the head with the standard: "lighter-than-air aircraft"
    are aerostats, and air is no aircraft (NOPE App. A's comparative presupposes that the
    standard is a member of the comparison class)."""
    doc = adj.doc
    return (
        adj.i + 2 < len(doc)
        and doc[adj.i + 1].text == "-"
        and not adj.whitespace_
        and doc[adj.i + 2].lower_ == "than"
    )


def _counted_standard(std: Token) -> bool:
    """Can the than-standard be a set counted against the compared plural: a plural noun, or an
    adjective or participle used as a plural noun phrase ("more dead people than living")?"""
    if std.tag_ in ("NNS", "NNPS"):
        return True
    return std.tag_ in ("VBG", "JJ") or (std.tag_ == "NN" and std.lower_.endswith("ing"))


def _degree_of_noun(adj: Token) -> Token | None:
    """The noun of "more/less of a N" ("posed far less of a threat than the Romans", "much less
    of a directive parent than her predecessors"): the adnominal degree construction, which
    grades how fully its subject counts as an N (Morzycki 2009, "Degree modification of
    gradable nouns"; Huddleston & Pullum 2002 ch. 13 on comparatives), so a nominal standard is
    measured against the same N (NOPE App. A comparatives: Z is, to a degree, an N). With an
    indefinite standard ("less of a genre piece than an investigation", "more of a hindrance
    than a help") it is metalinguistic instead, comparing two descriptions of one subject
    (McCawley 1988 ch. 20; Giannakidou & Yoon 2011), as ``extract_comparatives`` already says
    of a bare noun: the caller refuses that standard."""
    if adj.lower_ not in ("more", "less"):
        return None
    prep = next((c for c in adj.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    if prep is None or prep.i != adj.i + 1:
        return None
    noun = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if noun is None or noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return None
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in noun.children):
        return None  # "more of the money": a partitive quantity, no degree of N-hood
    return noun


def extract_comparatives(doc: Doc) -> Iterator[Found]:
    """NOPE App. A comparatives "X is a W-er Y than Z" (presupposes that Z is a Y).

    Needs a real comparison class: a comparative adjective used attributively on a noun Y, and a
    nominal than-complement Z. Rejected: quantity "more/less/fewer" ("more deals than laws"),
    "more a function of X than of Y" (more modifies the noun), than + PP/clause ("than in the
    1970s", "than what I learned"), no noun ("much fainter than the others"), and metalinguistic
    "more/less ADJ N than" on a bare noun ("less casual recreation than a priority"). Negative
    existentials keep their comparison class ("There's no better example than X": X is one).
    """
    if not _sentence_ok(doc) or not clause_is_declarative(doc):
        return
    matcher = _matchers(doc.vocab)["comparatives"]
    for _, start, end in matcher(doc):
        adj = doc[end - 1]
        noun_of = _degree_of_noun(adj)
        if noun_of is None and (
            adj.lower_ in lex.QUANTITY_COMPARATIVES
            or adj.lemma_.lower() in ("many", "much", "few", "little")
        ):
            continue
        noun = adj.head if noun_of is None else noun_of
        if noun_of is None and (adj.dep_ != "amod" or noun.pos_ != "NOUN" or noun.i < adj.i):
            continue
        if _hyphenated_than(adj):
            continue
        than = next((c for c in noun.children if c.lower_ == "than"), None)
        if than is None:
            than = next((c for c in adj.children if c.lower_ == "than"), None)
        if than is None:
            than = next(
                (
                    t
                    for t in doc[noun.i + 1 :]
                    if t.lower_ == "than" and t.head.i in (noun.i, adj.i, noun.head.i)
                ),
                None,
            )
        if than is None:
            continue
        std = next((c for c in than.children if c.dep_ in ("pobj", "pcomp")), None)
        if std is None:
            continue
        if std.pos_ not in ("NOUN", "PROPN", "PRON", "NUM") and std.tag_ != "VBG":
            continue
        if std.tag_ in ("WP", "WDT") or std.lower_ == "what":
            continue
        if noun_of is not None and any(
            c.dep_ == "det" and c.lower_ in ("a", "an") for c in std.children
        ):
            continue  # "less of a genre piece than an investigation": metalinguistic, no class
        finite_kids = [c for c in than.children if c.pos_ in ("VERB", "AUX") and c.tag_ != "VBG"]
        if finite_kids or any(c.dep_ == "relcl" and c.i < std.i for c in std.children):
            continue  # "than the image would have you believe": a clause, not a comparison class
        after = doc[std.right_edge.i + 1] if std.right_edge.i + 1 < len(doc) else None
        if after is not None and after.tag_ in ("MD", "VBD", "VBZ", "VBP"):
            continue  # the parser split "than [the image would have you believe]"
        bare = doc[start].lower_ in ("more", "less") and not any(
            c.dep_ in ("det", "poss") for c in noun.children
        )
        if bare and noun.tag_ == "NN":
            continue  # "is less casual recreation than a priority": metalinguistic "rather"
        predicative = noun.dep_ in PREDICATIVE_DEPS and not any(
            c.dep_ == "expl" for c in noun.head.children
        )
        if bare and noun.tag_ == "NNS" and not predicative and _counted_standard(std):
            # "There are more old drunkards than old doctors", "more dead people than living":
            # in a bare plural "more/less" is the determinative of quantity over the whole
            # nominal "[more [old drunkards]]" (Huddleston & Pullum 2002 ch. 5 §6.1, ch. 13
            # §4.2; Quirk et al. 1985 §5.22, §15.69), comparing numbers of two sets, not the
            # degree of "old" over a class; the degree reading "[[more old] drunkards]" at best
            # competes with it, and the comparison-class draft ("Old doctors are drunkards")
            # needs the degree reading (review s1202u). A determiner ("a more reliable car
            # than mine", "the more useful tools") or a synthetic comparative keeps the trigger,
            # and so do the two places where the degree reading is the one taken: a predicative
            # plural that compares its referential subject ("suicides were more difficult
            # investigations than homicides") and a pronoun standard, which points at a set
            # whose members are compared, not counted ("there are more effective disciplines
            # than those"; both kept by NOPE's experts, while they rejected the quantity
            # "more eager workers than remodeling jobs"). A count compares two sets, so the
            # standard is a plural or a nominalised adjective ("than living", 'the living',
            # plural by sense: Quirk et al. 1985 §7.23); a singular or mass standard ("more
            # important things in life than sex") leaves only the degree reading, also kept
            # by the experts (``_counted_standard``)
            continue
        head = enclosing_clause_head(noun)
        if in_conditional(noun):
            continue
        conf = C.COMPARATIVE_MORPHOLOGICAL if adj.tag_ == "JJR" else C.COMPARATIVE_OTHER
        if embedding_level(head) is None:
            conf -= (
                C.EMBEDDED
            )  # embedded (NOPE §3.2 excluded most of these): for the reviewer to sort
        conf -= modal_penalty(head) + nonveridical_penalty(head)
        feats = {
            "adjective": adj.text,
            "comparative": doc[start:end].text,
            "noun": noun.text,
            "standard": subtree_text(std),
            "standard_head_char": std.idx,
            "compared": next((subtree_text(s) for s in subjects(head)), None),
        }
        yield _base(Found("comparatives", doc[start:end], adj.lemma_.lower(), conf, feats), head)


#: Clauses that modify a noun: an adverbial inside them is not part of the asserted content
#: (NOPE experts: "anyone who showed changes after taking the drug").
NOUN_MODIFIER_CLAUSES = frozenset({"relcl", "acl", "appos"})


def _embedded_adverbial_confidence(verb: Token) -> float | None:
    """Temporal clauses attached below the main clause (in another adverbial or a complement)
    still presuppose their content, but not inside relative clauses, conditionals, questions or
    imperatives."""
    if in_conditional(verb) or is_question(verb.doc):
        return None
    for anc in [verb, *verb.ancestors]:
        if anc.dep_ in NOUN_MODIFIER_CLAUSES:
            return None
        if anc.dep_ == "ROOT" and (is_imperative(anc) or not is_finite_clause(anc)):
            return None
    return C.DOUBTFUL


#: Modals with an epistemic reading on a stative or perfect complement ("must be home", "might
#: have left"; Palmer 2001 ch. 2): a since-clause then gives the speaker's evidence.
EPISTEMIC_MODALS = frozenset({"must", "might", "may", "could"})


def _property_clause(verb: Token, present: bool) -> bool:
    """A copular clause ascribing a property ("she is rich", "he was a doctor")."""
    tensed = verb if verb.tag_ in ("VBZ", "VBP", "VBD", "MD") else None
    for c in verb.children:
        if c.dep_ in ("aux", "auxpass"):
            tensed = c
    if present and (tensed is None or tensed.tag_ not in ("VBZ", "VBP")):
        return False
    return verb.lemma_ == "be" and any(c.dep_ in ("acomp", "attr") for c in verb.children)


def _concessive_while(main: Token, marker: Token, clause: Token) -> bool:
    """Preposed concessive "while" = "although" (Quirk et al. 1985 §15.50; Haegeman 2004: a
    peripheral clause): "While she is rich, she is unhappy". A present property in the while-
    clause set against a property in the main clause contrasts two states that hold now, no
    event is timed, so nothing temporal is presupposed (round 6 of #11). A temporal while-clause
    times an event or a past state ("While he was in Paris, he met her") and stays a trigger."""
    if _conceding_participle(clause) or _additive_participle(clause):
        return True
    if _characterising_while_participle(main, marker, clause):
        return True
    if _still_while_participle(main, marker, clause):
        return True
    if _purpose_while(clause):
        return True
    if marker.i < main.i and _willingness_while(clause):
        return True
    if any(c.dep_ == "aux" and c.lower_ in FUTURE_AUXILIARIES for c in clause.children):
        # "While this effort will not proceed, I hope ...": a temporal clause does not take
        # future "will/shall", it uses the present for future time ("while you are away", not
        # "*while you will be away"; Quirk et al. 1985 §4.58, §14.23; Huddleston & Pullum 2002
        # ch. 3 §4.2.3), so a while-clause with "will/shall" is the concessive/contrastive
        # "while" = "although/whereas" (Quirk et al. 1985 §15.22, §15.50): no time presupposed
        return True
    if marker.i < main.i and any(
        c.dep_ == "aux" and c.lower_ in EPISTEMIC_WHILE_MODALS for c in clause.children
    ):
        # "While it may have helped them, the policy cost votes": a preposed while-clause with
        # an epistemic modal grants a possibility (concessive "while" = "although", Quirk et
        # al. 1985 §15.50); a temporal while-clause times an actual situation, and a possibility
        # times nothing
        return True
    if marker.i < main.i and _attitude_clause(clause, main):
        return True
    if _emphatic_do(clause):
        return True
    if marker.i < main.i and _conceded_own_state(main, clause):
        return True
    if marker.i < main.i and _denied_present_while(main, clause):
        return True
    if marker.i < main.i and _conceded_attitude(main, clause):
        return True
    if marker.i < main.i and _past_while_present_main(main, clause):
        return True
    return (
        marker.i < main.i
        and _property_clause(clause, present=True)
        and _property_clause(main, present=False)
    )


def _attitude_verb(verb: Token) -> bool:
    """A verb of attitude: a private verb of belief or expectation (``PRIVATE_STATE_VERBS``) or a
    verb of emotion (WordNet's first sense in verb.emotion: like, love, enjoy, prefer, hate).
    Both are stative in their simple tenses (Quirk et al. 1985 §4.28-4.29: private verbs and
    verbs of attitude; Vendler 1957 states): they hold a view or a liking, they do not take up
    a stretch of time that could frame another event. Set against another clause, such a
    while-clause is the contrastive or concessive "while" = "whereas/although" (Quirk et al.
    1985 §15.45-15.47, §15.50), which NOPE App. A does not count as a temporal adverb."""
    lemma = verb_lemma(verb)
    if lemma in PRIVATE_STATE_VERBS:
        return True
    senses = lex.wordnet().synsets(lemma, "v")[:1]
    return bool(senses) and senses[0].lexname() == "verb.emotion"


def _negated_clause(verb: Token) -> bool:
    """The clause of ``verb`` has a negator of its own ("didn't care", "never liked")."""
    return any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children)


def _conceded_attitude(main: Token, clause: Token) -> bool:
    """A preposed while-clause that states an attitude in a simple tense, positive, before a
    negated main clause ("While I loved the corn soup, I didn't care for this one"; "While she
    liked the plot, she did not enjoy the acting"): the subject's liking is granted and the main
    clause goes against it, the concessive "while" = "although" (Quirk et al. 1985 §15.45-15.47,
    §15.50: contrast of polarity between the clauses). A liking is a state, not an occasion
    (``_attitude_verb``), so the clause times nothing and presupposes nothing temporal (stop
    95, pr213; blind review s9402: "'While' here is concessive/contrastive, not temporal"). A
    progressive clause ("While I was enjoying the soup, I didn't notice ...") times an
    occasion and stays, as does a main clause of the same polarity."""
    if clause.tag_ not in ("VBD", "VBZ", "VBP") or _negated_clause(clause):
        return False
    if any(c.dep_ in ("aux", "auxpass") and c.lemma_ != "do" for c in clause.children):
        return False
    return _attitude_verb(clause) and _negated_clause(main)


#: Verbs of remembering, whose present tense reports now a memory of a past situation: a past
#: while-clause before them may time the remembered event ("While I was in Rome, I remember
#: seeing the Pope"), not the remembering (Quirk et al. 1985 §16.40 on retrospective verbs).
RETROSPECTIVE_VERBS = frozenset({"remember", "recall", "recollect", "forget"})


def _past_while_present_main(main: Token, clause: Token) -> bool:
    """A preposed while-clause in a past tense before a main clause in the simple present
    ("While we only tasted a few of the bars, I think the whole box is stale"; "While the
    first batch was fine, the second one is stale"). Temporal "while" = "during the time that"
    makes the two situations overlap (Quirk et al. 1985 §15.25; Huddleston & Pullum 2002 ch. 8
    §14.1), which a situation that is over and one that holds now cannot: the clause concedes
    a past fact against a present judgement, the concessive/contrastive "while" (Quirk et al.
    1985 §15.45-15.47, §15.50), and presupposes nothing temporal (stop 95, pr213; review
    s9402). The present perfect main clause ("While I was there, I have met many people")
    reaches back into the past and keeps the trigger, as do retrospective main verbs
    (``RETROSPECTIVE_VERBS``)."""
    auxes = [c for c in clause.children if c.dep_ in ("aux", "auxpass")]
    past = (clause.tag_ == "VBD" and not auxes) or any(
        a.tag_ == "VBD" and a.lemma_ in ("be", "do") for a in auxes
    )
    if not past or any(a.tag_ == "MD" or a.lemma_ == "have" for a in auxes):
        return False
    if verb_lemma(main) in RETROSPECTIVE_VERBS:
        return False
    return simple_present(main, do_support=True) and not _perfect(main)


def _denied_present_while(main: Token, clause: Token) -> bool:
    """A preposed while-clause in the negated simple present before a positive main clause in
    the simple present ("While it does not attack ships directly, it fills the system with
    mines"; "While the tool is not free, it pays for itself"). A negated simple present denies
    a habit or a property: negation makes a clause stative (Verkuyl 1993; de Swart 1996 on
    negation and aspect; Krifka et al. 1995 on characterising sentences), and a standing
    absence delimits no stretch of time for the main situation, which holds as a property in
    the same present. Set against the main clause's opposite polarity, "while" is the
    concessive/contrastive "although/whereas" (Quirk et al. 1985 §15.23, §15.50): nothing
    temporal is presupposed (NOPE App. B takes temporal "while" only; blind review s1205f:
    "'While' here is concessive (=although), not temporal"). A past clause ("While he wasn't
    looking, she took the key") times an occasion, and a negated main clause ("While the lid
    is not closed, the pump does not start") or a modal one ("..., you cannot log in") keeps
    the time-span reading of a rule: both keep the trigger."""
    if not any(c.dep_ == "neg" for c in clause.children) or any(
        c.dep_ == "neg" for c in main.children
    ):
        return False
    if not simple_present(clause, do_support=True) or not _simple_present(main):
        return False
    return not _perfect(clause) and not _perfect(main)


#: Verbs of design and intention whose passive takes a to-infinitive of purpose ("was designed /
#: intended / conceived / planned to V"): the infinitive names the end the subject was made for
#: (Quirk et al. 1985 §16.40 on "be intended to"; Huddleston & Pullum 2002 ch. 14 §7 on
#: purpose-oriented infinitives). Not "supposed/meant/expected to", which also name a time slot
#: ("While he was supposed to be working, he played games": during that time).
DESIGN_PASSIVES = frozenset({"design", "intend", "conceive", "plan", "engineer"})


def _purpose_while(clause: Token) -> bool:
    """A while-clause that states a purpose or design ("While TIFF was designed to be extensible,
    it lacked ...", "While the prime motivation for X was to automate Y, the first program run
    was ..."): the passive of a verb of design (``DESIGN_PASSIVES``) or a specificational "be"
    whose subject names an aim (``SPECIFICATIONAL_NOUNS``: Higgins 1979), each with a
    to-infinitive. The infinitive names an end, not a situation in progress, so the clause
    delimits no stretch of time for the main clause (temporal "while" needs a durative
    situation that frames it: Quirk et al. 1985 §15.25); set against what the main clause says
    actually held, it is the concessive/contrastive "while" = "although/whereas" (Quirk et al.
    1985 §15.23, §15.45, §15.50; Huddleston & Pullum 2002 ch. 8 §6), the contrast of plan and
    outcome. NOPE App. B counts only temporal "while". A progressive clause ("While the plan
    was being drafted, ...") or one without the infinitive ("While the museum was being
    designed, ...") keeps its trigger."""
    infinitive = any(
        c.dep_ in ("xcomp", "ccomp")
        and c.tag_ == "VB"
        and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        for c in clause.children
    )
    if not infinitive:
        return False
    if clause.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in clause.children):
        return verb_lemma(clause) in DESIGN_PASSIVES
    if clause.lemma_.lower() != "be" or clause.tag_ not in ("VBZ", "VBP", "VBD"):
        return False
    return any(s.lemma_.lower() in SPECIFICATIONAL_NOUNS for s in subjects(clause))


#: Adjectives of readiness and willingness that take a to-infinitive of the subject's own act
#: ("prepared / ready / willing / eager to help"): Quirk et al. 1985 §16.75 (volitional
#: adjectives), Huddleston & Pullum 2002 ch. 14 §4 on adjectives with a to-infinitival
#: complement of disposition.
WILLINGNESS_ADJECTIVES = frozenset({"prepared", "ready", "willing", "eager", "glad", "happy"})


def _willingness_while(clause: Token) -> bool:
    """A preposed while-clause in the simple present that states the subject's readiness to act
    ("While we are prepared to assume our share, we cannot bear it alone"; "While I am willing
    to help, I cannot pay"): present "be" with an adjective of willingness
    (``WILLINGNESS_ADJECTIVES``) and a to-infinitive. A disposition toward an act that is yet
    to come holds as a standing attitude, it does not frame a stretch of time for the main
    situation (temporal "while" needs a durative situation that times it: Quirk et al. 1985
    §15.25); granted and set against the main clause, it is the concessive "while" =
    "although" (Quirk et al. 1985 §15.45-15.47, §15.50), not NOPE's temporal trigger (stop 104,
    pr245). A past clause ("While we were getting ready to leave, ...") or one without the
    infinitive ("While the soup is ready, ...") keeps its trigger."""
    if clause.lemma_.lower() != "be" or clause.tag_ not in ("VBZ", "VBP"):
        return False
    return any(
        c.dep_ == "acomp"
        and c.lower_ in WILLINGNESS_ADJECTIVES
        and any(
            x.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in x.children)
            for x in c.children
        )
        for c in clause.children
    )


#: Verbs of having (WordNet have.v.01 "have or possess", verb.possession/verb.stative): a
#: simple-present "X has/possesses/lacks Y" ascribes a standing property to X.
HAVING_VERBS = frozenset({"have", "possess", "lack", "own", "offer", "boast", "feature"})


def _conceded_own_state(main: Token, clause: Token) -> bool:
    """A preposed while-clause in the simple present that ascribes a state to the main
    clause's own subject ("While it has only light armour, it gives excellent protection",
    "While the sword possesses no edge, it ..."): a verb of having (``HAVING_VERBS``) or a
    stative verb (``_stative_verb``), with the same subject as a main clause in the simple
    present. A temporal while-clause delimits the time of the main situation; a standing
    property of the very subject the main clause characterises holds whenever the main clause
    does, so it delimits nothing and "while" can only set the two properties against each
    other: concessive "while" = "although" (Quirk et al. 1985 §15.50; Haegeman 2004: a
    peripheral clause). Different subjects are ``_contrastive_while``'s case; a past or
    progressive clause ("While he was holding the rope, he ...") times an occasion and stays."""
    if clause.tag_ not in ("VBZ", "VBP") or any(
        c.dep_ in ("aux", "auxpass") for c in clause.children
    ):
        return False
    if not (
        verb_lemma(clause) in HAVING_VERBS
        or verb_lemma(clause) in PRIVATE_STATE_VERBS
        or _stative_verb(clause)
    ):
        # a private verb of belief or expectation is a state too (Quirk et al. 1985 §4.29):
        # "while we expect a short-term loss, we feel that it pays" sets the speakers' own
        # expectation against their view, it times nothing (blind review s1202x)
        return False
    if main.tag_ not in ("VBZ", "VBP") and not any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP") for c in main.children
    ):
        return False
    own = [_subject_words(x) for x in subjects(clause)]
    theirs = [_subject_words(x) for x in subjects(main)]
    if not own or not theirs:
        return False
    if own == theirs:
        return True
    # a pronoun subject of the main clause that takes up the while-clause's subject ("While
    # the blade has no edge, it ...") or the same pronoun in both ("While it ..., it ...")
    return len(theirs[0]) == 1 and theirs[0][0] in ("it", "they")


def _attitude_clause(clause: Token, main: Token) -> bool:
    """A preposed while-clause that reports another subject's claim or attitude in a simple
    tense ("While conventional wisdom said the stock would fall, shares rose"; "While the
    critics hated the film, audiences loved it"): a verb with a that-/content-clause
    complement, or a transitive verb of emotion (WordNet verb.emotion: hate, admire, love).
    Such a clause states a view the main clause goes against, the concessive/contrastive
    "while" = "although/whereas" (Quirk et al. 1985 §15.19, §15.50; blind review #4,
    nineteenth pass); it times nothing. A temporal while-clause is durative, progressive or an
    activity ("While the president spoke, protesters gathered") and keeps its trigger."""
    own = [_subject_words(s) for s in subjects(clause)]
    theirs = [_subject_words(s) for s in subjects(main)]
    if not own or own == theirs or clause.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    if any(c.dep_ == "ccomp" for c in clause.children):
        return True
    if not any(c.dep_ == "dobj" for c in clause.children):
        return False
    lemma = verb_lemma(clause)
    if lemma in PRIVATE_STATE_VERBS:
        return True
    senses = lex.wordnet().synsets(lemma, "v")[:1]
    return bool(senses) and senses[0].lexname() == "verb.emotion"


#: Private (stative) verbs of belief and expectation, which hold a view rather than describe
#: an activity that could time another ("expected a loss", "believed the rumour"): Quirk et al.
#: 1985 §4.29 and §16.33 "private" verbs; Vendler 1957 states.
PRIVATE_STATE_VERBS = frozenset(
    {"expect", "believe", "know", "think", "doubt", "suspect", "assume", "predict", "forecast",
     "anticipate", "prefer", "favor", "favour", "want"}
)  # fmt: skip


#: Modals of epistemic possibility/necessity that make a preposed while-clause a concession.
EPISTEMIC_WHILE_MODALS = frozenset({"may", "might", "could", "must", "can", "ca"})


def _additive_participle(clause: Token) -> bool:
    """A subjectless -ing clause with an additive adverb ("grew quickly while also reaching new
    markets", "..., while likewise distributing heat"): "while" here adds a second
    achievement, "and also" (Quirk et al. 1985 §15.50, the contrast/addition uses of "while";
    §8.116 additive subjuncts "also", "likewise", "similarly", "equally"): no time is
    presupposed."""
    return (
        clause.tag_ == "VBG"
        and not subjects(clause)
        and any(c.dep_ == "advmod" and c.lower_ in ADDITIVE_ADVERBS for c in clause.children)
    )


def _still_while_participle(main: Token, marker: Token, clause: Token) -> bool:
    """ "It compresses the data while still allowing random access", "you can block spam while
    still receiving mail": a subjectless postposed "while still V-ing" under a main clause in
    the simple present or with a modal. "still" marks what is retained in spite of the main
    clause (the concessive/accompanying "while" = "and yet at the same time", Quirk et al. 1985
    §15.50; "still" as a concessive conjunct, §8.137), and a characterising or modal main
    clause (Krifka et al. 1995) has no event for the clause to time, so nothing is
    presupposed (review s1202d). An episodic past ("He was hurt while still playing for
    Leeds") keeps the temporal reading."""
    if marker.i < main.i or clause.tag_ != "VBG" or subjects(clause):
        return False
    if not any(c.dep_ == "advmod" and c.lower_ == "still" for c in clause.children):
        return False
    auxes = [c for c in main.children if c.dep_ in ("aux", "auxpass")]
    if any(a.tag_ == "MD" for a in auxes):
        return True
    return main.tag_ in ("VBZ", "VBP") and not auxes


def _characterising_while_participle(main: Token, marker: Token, clause: Token) -> bool:
    """A subjectless "while V-ing" clause after a comma, under a main clause in the simple
    present ("It delivers database functionality in a small footprint, while providing flexible
    data access"): the present describes what the subject is like (a characterising sentence,
    Krifka et al. 1995), so there is no event for the while-clause to time; "while" adds a
    second property, "and at the same time" (Quirk et al. 1985 §15.50 on the contrast/addition
    "while"; §15.59 on -ing supplementive clauses). The participle is inside the main clause's
    scope, so nothing projects (review s1202a). An episodic past ("He was hurt while climbing")
    keeps the temporal reading."""
    return (
        marker.i > main.i
        and clause.tag_ == "VBG"
        and not subjects(clause)
        and marker.i > 0
        and marker.doc[marker.i - 1].text == ","
        and main.tag_ in ("VBZ", "VBP")
        and not any(c.dep_ in ("aux", "auxpass") for c in main.children)
    )


#: Additive subjuncts (Quirk et al. 1985 §8.116): they add the clause to what went before.
ADDITIVE_ADVERBS = frozenset({"also", "additionally", "likewise", "similarly", "equally"})


def _conceding_participle(clause: Token) -> bool:
    """A subjectless -ing clause of a verb of admitting or granting ("While acknowledging the
    risks, ...", "..., while admitting that mistakes were made"): concessive "while" with a
    non-finite clause (Quirk et al. 1985 §15.46, §15.50; ``CONCESSIVE_WHILE_VERBS``), in either
    position: the concession times nothing."""
    return (
        clause.tag_ == "VBG"
        and not subjects(clause)
        and clause.lemma_.lower() in lex.CONCESSIVE_WHILE_VERBS
    )


def _unparsed_subject(marker: Token, clause: Token) -> list[tuple[str, ...]]:
    """The subject words of a finite while-clause whose subject the parse did not label
    ("while repr() is meant to ...": "repr" read as an adverb): an English finite clause has an
    overt subject before its finite verb (Huddleston & Pullum 2002 ch. 4 §3.1; Quirk et al. 1985
    §2.12, the subject precedes the operator in a declarative), so the words between the
    subordinator and the finite verb or operator are that subject. Empty for a non-finite
    clause ("while reading"), which has no subject to set against the main clause's."""
    tensed = _tensed(clause)
    if tensed is None or not marker.i < tensed.i:
        return []
    words = tuple(
        t.lemma_.lower()
        for t in marker.doc[marker.i + 1 : tensed.i]
        if not t.is_punct and t.dep_ not in ("det", "predet")
    )
    return [words] if words else []


def _subject_words(subject: Token) -> tuple[str, ...]:
    """The subject's content words as lemmas, determiners left out: "the pathway bridges" and
    "the railway bridge" share a head but are different subjects, the contrast of "while"
    (Quirk et al. 1985 §15.50) is between them."""
    return tuple(
        t.lemma_.lower() for t in subject.subtree if t.dep_ not in ("det", "predet", "punct")
    )


def _tensed(verb: Token) -> Token | None:
    """The clause's finite verb or auxiliary (None for non-finite clauses)."""
    for c in verb.children:
        if c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP", "VBD", "MD"):
            return c
    return verb if verb.tag_ in ("VBZ", "VBP", "VBD") else None


def _simple_present(verb: Token) -> bool:
    """A finite clause in the present tense, no modal, not progressive ("is cheap",
    "incorporates", "is made of", "does not fit"; not "is cooking", "can run"):
    ``syntax.simple_present`` with do-support and the perfect admitted ("has shown"; the
    callers that want the simple present proper add ``not _perfect``)."""
    return simple_present(verb, do_support=True, perfect=True)


#: First words of the first member of a contrasted pair of subjects ("some ... others", "one
#: ... the other", "many ... others": Quirk et al. 1985 §15.50, contrast between parallel
#: subjects; §6.53 on "some/others").
CONTRAST_PAIR_FIRST = frozenset({"some", "many", "most", "one", "few", "several"})
#: Words that make the second member of such a pair ("others", "the other", "other critics").
CONTRAST_PAIR_SECOND = frozenset({"other", "others", "rest"})


def _contrasted_subjects(own: list[Token], theirs: list[Token]) -> bool:
    """The two clauses' subjects form a contrasted pair: "some (N) ... others / other N / the
    rest", "one ... the other". Such a pair divides one set and sets its parts against each
    other, the whereas reading of "while" whatever the tense (Quirk et al. 1985 §15.50; the
    blind reviews rejected "While some critics praised the film" as a temporal trigger); a
    temporal "while" times one event by another and has no such partition."""
    if not own or not theirs:
        return False
    first = own[0].left_edge.lower_
    second = {t.lower_ for t in theirs[0].subtree}
    return first in CONTRAST_PAIR_FIRST and bool(second & CONTRAST_PAIR_SECOND)


#: Stative verbs (Vendler 1957 states; Quirk et al. 1985 §4.28 stative verbs of being and
#: having) whose while-clause, set against a parallel clause, compares two subjects' states.
STATIVE_CONTRAST_VERBS = frozenset(
    {"be", "have", "possess", "contain", "own", "lack", "include", "comprise", "resemble",
     "weigh", "cost", "measure", "hold", "exist", "remain", "need", "require"}
)  # fmt: skip
#: Words of a contrasting main clause: negation of the parallel predicate ("had none", "did
#: not", "no such ...") besides a comparative (tagged JJR/RBR).
CONTRAST_NEGATORS = frozenset({"not", "n't", "never", "none", "no", "nothing", "neither"})


def _parallel_stative_contrast(main: Token, clause: Token) -> bool:
    """A while-clause with a stative verb and a main clause that is parallel to it (the same
    verb, or an elliptical auxiliary standing for it: "Mars did not", "the other was not") and
    contrasts with it (a negation, "none/no", or a comparative: "the lake was deeper", "the
    second contained less"). Parallel clauses whose second member contrasts are the mark of
    contrastive "while" = "whereas" (Quirk et al. 1985 §15.19, §15.50): "While Earth possessed a
    thick atmosphere, Mars did not" compares two states and times nothing. A main clause with
    another verb keeps the temporal reading ("While the river was high, the boats did not
    sail": during that time)."""
    if verb_lemma(clause) not in STATIVE_CONTRAST_VERBS or clause.tag_ == "VBG":
        return False
    lemma = verb_lemma(main)
    complements = ("dobj", "xcomp", "ccomp", "acomp", "attr", "prep", "oprd")
    elliptical = lemma in ("do", "be", "have") and not any(
        c.dep_ in complements for c in main.children
    )
    if not (elliptical or lemma == verb_lemma(clause)):
        return False
    words = [t for t in main.subtree if t.i < clause.left_edge.i or t.i > clause.right_edge.i]
    if any(t.tag_ in ("JJR", "RBR") for t in words):
        return True
    # a negated full copular clause times as readily as it contrasts ("While the store was
    # open, the guard was not at his post"): with "be" only the ellipsis is parallel enough
    return (elliptical or lemma != "be") and any(t.lower_ in CONTRAST_NEGATORS for t in words)


#: WordNet lexicographer files of the objects that make "have" dynamic ("while having dinner /
#: a bath / a meeting / a baby": have.v.* senses of eating, undergoing or taking part; Quirk et
#: al. 1985 §4.29, dynamic uses of stative verbs): such an -ing clause can time an event.
DYNAMIC_HAVE_OBJECTS = frozenset({"noun.food", "noun.act", "noun.event", "noun.process"})


def _stative_participle_contrast(main: Token, clause: Token) -> bool:
    """A subjectless -ing while-clause of a stative verb ("while having a border with X",
    "while being cheaper", "while containing no sugar") beside a main clause that states a
    present property (simple present of a stative verb or a stative passive: "is bounded by",
    "is located in", "has"). Temporal "while" needs a situation in progress that frames the
    main clause (Quirk et al. 1985 §15.25); a state verb has no progressive (§4.28), so its -ing
    form after "while" is the additive/contrastive "while" = "whereas, and also" (§15.50),
    which sets two properties side by side and times nothing (NOPE App. A counts temporal
    "while" only). "was injured while playing", "reads while having breakfast" (a dynamic
    "have", ``DYNAMIC_HAVE_OBJECTS``) and a past main clause keep the temporal reading."""
    if clause.tag_ != "VBG" or subjects(clause) or verb_lemma(clause) not in STATIVE_CONTRAST_VERBS:
        return False
    if any(c.dep_ == "aux" for c in clause.children):
        return False  # "while having been ...": a perfect participle dates a prior state
    objects = [c for c in clause.children if c.dep_ in ("dobj", "attr")]
    if verb_lemma(clause) == "have" and any(
        lex.lexname(o.lemma_.lower()) in DYNAMIC_HAVE_OBJECTS for o in objects
    ):
        return False
    if not _simple_present(main):
        return False
    passive = main.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in main.children)
    return passive or verb_lemma(main) in STATIVE_CONTRAST_VERBS


#: Speaker-oriented adverbs that qualify a proposition's truth ("probably", "arguably"): the
#: rewriter's shared sets (``clause_scope``), Lyons 1977 §17.2, Ernst 2009.
STANCE_ADVERBS = EPISTEMIC_ADVERBS | HEDGE_ADVERBS


def _hedged_while(clause: Token) -> bool:
    """A while-clause whose verb carries an epistemic or evidential adverb ("While the bridge
    probably never carried trucks, ...", "While the treaty was arguably a failure, ..."): the
    clause grants a proposition with a degree of commitment, the concessive "while" = "although"
    (Quirk et al. 1985 §15.45-15.47, §15.50; §8.127 on content disjuncts), as a modal auxiliary
    does (``EPISTEMIC_WHILE_MODALS``). A temporal while-clause locates the main event in a
    situation that holds (§15.25), and a situation that only probably holds locates nothing."""
    return any(c.dep_ == "advmod" and c.lower_ in STANCE_ADVERBS for c in clause.children)


def _fronted_adjunct(verb: Token) -> Token | None:
    """A prepositional adjunct of ``verb`` set off by a comma before its subject ("In wet years,
    the river ..."); before the verb where the parse found no subject."""
    subs = subjects(verb)
    limit = subs[0].left_edge.i if subs else verb.i
    doc = verb.doc
    return next(
        (
            c
            for c in verb.children
            if c.dep_ == "prep"
            and c.right_edge.i < limit
            and c.right_edge.i + 1 < len(doc)
            and doc[c.right_edge.i + 1].text == ","
        ),
        None,
    )


def _parallel_frames(main: Token, marker: Token, clause: Token) -> bool:
    """ "In dry years, the river runs low, while in wet years, it floods the valley": a postposed
    while-clause and its main clause each open with a prepositional frame adjunct before the
    subject. Two clauses built in parallel and set apart by their frames are the contrastive
    "while" = "whereas" (Quirk et al. 1985 §15.50, parallelism of the contrasted clauses;
    Huddleston & Pullum 2002 ch. 8 §14.1): the contrast is between the frames, and nothing is
    timed by the clause. A temporal while-clause is itself the time frame of the main clause and
    takes no frame of its own before its subject."""
    if marker.i < main.i:
        return False
    own = _fronted_adjunct(clause)
    return own is not None and own.i > marker.i and _fronted_adjunct(main) is not None


def _contrastive_while(main: Token, marker: Token, clause: Token) -> bool:
    """Contrastive "while" = "whereas" (Quirk et al. 1985 §15.45 note, §15.50; Huddleston &
    Pullum 2002 ch. 8 §14.1): the clause sets a present state or general fact of one subject
    against another subject's ("While the first is cheap, the second is costly"; "While most
    of the genre uses samples, some artists have added live drums"). No event is timed, so the
    clause is no temporal trigger (NOPE App. A: clauses headed by temporal before/after/since/
    while). Temporal "while" times an event or a past state ("While she cooked, he read";
    "While the door was open, the cat escaped") or shares the subject ("While he is in Paris,
    he ..."), and stays. Kept apart: a postposed present clause without a comma ("He reads
    while she cooks", habitual), unless it is a property clause ("... is made of shell while
    the other is just a guitar")."""
    own = [_subject_words(s) for s in subjects(clause)]
    theirs = [_subject_words(s) for s in subjects(main)]
    pair = _contrasted_subjects(subjects(clause), subjects(main)) or _contrasted_subjects(
        subjects(main), subjects(clause)
    )
    if own and pair:
        return True  # "While some critics praised it, others hated it": any tense
    if own and own != theirs and _parallel_stative_contrast(main, clause):
        return True  # "While Earth possessed a thick atmosphere, Mars did not": any tense
    if _stative_participle_contrast(main, clause):
        return True  # "The island is bounded by the sea, while having a border with X"
    if own and own != theirs and marker.i > main.i and _respective_figures(clause):
        return True  # "... 60% of jobs while farming and mining supply 25% and 10%, respectively"
    if own and own != theirs and not _progressive(clause) and _compared_amounts(main, clause):
        return True  # "While the 1kg bar cost me $50, I bought the 5kg block for $47"
    if own and own != theirs and _comparative_change(main, clause):
        return True  # "Prices decreased while wages increased": two trends set side by side
    if own and own != theirs and _headless_report(main, clause):
        return True  # "..., while experts estimated at least 900 perished": misparsed report
    if (
        own
        and own != theirs
        and (marker.i > main.i or not _progressive(clause))
        and _parallel_subjects(subjects(main), subjects(clause))
    ):
        return True  # "42 percent supported B, while 39 percent favored M": parts compared
    if marker.i < main.i and _concessive_correlative(main):
        return True  # "While Darwin did not originate the idea, yet ...": a concession
    if marker.i < main.i and _conceding_main_clause(main):
        return True  # "While I enjoyed it, I must admit that ...": a concession (pr203)
    if own and own != theirs and _comparative_pro_predicate(clause):
        return True  # "... next to the seeds while the red shell is less so": compared (pr203)
    if not own or own == theirs or not _simple_present(clause):
        return False
    if marker.i > main.i and _simple_present(main) and _stative_verb(clause):
        return True  # "Hunger is shown by gestures while the masks represent characters"
    if (
        marker.i > main.i
        and _simple_present(main)
        and _attitude_verb(main)
        and _attitude_verb(clause)
        and not (_perfect(clause) or _perfect(main))
    ):
        return True  # "My aunt likes the dark roast while I prefer the mild blend": two
        # subjects' attitudes in the simple present, set side by side (stop 95, pr213; s9402)
    return marker.i < main.i or _property_clause(clause, present=True) or clause.tag_ == "VBN"


def _bracketed_contrast(main: Token, marker: Token, clause: Token) -> bool:
    """ "It stores 16 bits (while JPEG stores only eight)": a while-clause opened by a bracket
    after its main clause, with a subject of its own, both clauses in the simple present and
    the same verb or a state verb. A bracketed clause is a supplement, an aside asserted on its
    own (Huddleston & Pullum 2002 ch. 15 §5), and two parallel present-tense statements about
    different subjects compare timeless properties: the contrastive "while" = "whereas" (Quirk
    et al. 1985 §15.22, §15.45, §15.50), which times nothing (NOPE App. A counts temporal
    "while" only; blind review s1204t pres-029). A dynamic verb of its own keeps the temporal
    reading ("The kettle boils (while you wait)"). Stop 78, pr161."""
    doc = main.doc
    if marker.i <= main.i or marker.i == 0 or doc[marker.i - 1].text != "(":
        return False
    own = [_subject_words(s) for s in subjects(clause)]
    theirs = [_subject_words(s) for s in subjects(main)]
    if not own or own == theirs or not (_simple_present(main) and _simple_present(clause)):
        return False
    return verb_lemma(main) == verb_lemma(clause) or (_stative_verb(main) and _stative_verb(clause))


def _progressive(clause: Token) -> bool:
    """A progressive while-clause ("While the first train was leaving"): the durative aspect
    that the temporal "while" takes (Quirk et al. 1985 §15.21, §4.26), so it keeps the temporal
    reading even between parallel subjects."""
    return clause.tag_ == "VBG" and any(
        c.dep_ == "aux" and c.lemma_ == "be" for c in clause.children
    )


def _emphatic_do(clause: Token) -> bool:
    """The while-clause has emphatic "do" in a positive declarative ("while that did harm the
    error rates, ..."): stressed do-support marks polarity focus, affirming a proposition
    against a contrary expectation or claim (Quirk et al. 1985 §3.37 emphatic "do"; Huddleston
    & Pullum 2002 ch. 3 §2.1.3 "emphatic polarity"), which is what a concession grants (Quirk
    §15.50 concessive "while" = "although"). A temporal while-clause times a situation and has
    no reason to affirm it, so no temporal presupposition (review s1202c: "'while' is
    concessive"). Negated "did not" is ordinary do-support and stays."""
    if clause.tag_ != "VB":
        return False
    kids = list(clause.children)
    return any(c.dep_ == "aux" and c.lemma_.lower() == "do" for c in kids) and not any(
        c.dep_ == "neg" for c in kids
    )


#: Correlative adverbs that answer a concessive clause in the main clause ("Although ..., yet
#: ...", "While ..., still ..."; Quirk et al. 1985 §15.38, §8.137 on concessive conjuncts).
CONCESSIVE_CORRELATIVES = frozenset({"yet", "still", "nevertheless", "nonetheless"})


def _concessive_correlative(main: Token) -> bool:
    """The main clause after a preposed while-clause opens with a concessive conjunct ("yet",
    "nevertheless", "nonetheless", "still" before the subject). Such a conjunct takes up a
    concession (Quirk et al. 1985 §15.38 "though ..., yet ..."; §8.137): the while-clause is then
    "although", and it times nothing (NOPE App. A takes temporal "while" only)."""
    subj = subjects(main)
    first = subj[0].left_edge.i if subj else main.i
    doc = main.doc
    # the parser hangs "yet" on either verb; what counts is its place after the comma
    return any(
        doc[i].lower_ in CONCESSIVE_CORRELATIVES and doc[i - 1].text == "," for i in range(1, first)
    )


#: Verbs of conceding whose first-person main clause takes up a preposed concession: "I must
#: admit", "I have to say", "I'll confess" (Quirk et al. 1985 §15.47 on the concessive
#: "while"; §8.127 on content disjuncts of conceding).
CONCEDING_VERBS = frozenset({"admit", "confess", "concede", "acknowledge"})


def _conceding_main_clause(main: Token) -> bool:
    """The main clause after a preposed while-clause is a first-person act of conceding ("I must
    admit that the price seems steep", "I have to confess ...", "but I must admit"): the speaker
    grants one thing and sets the admission against it, the concessive "while" = "although"
    (Quirk et al. 1985 §15.47, §15.50), which times nothing (NOPE App. A takes temporal "while"
    only; blind review s1207b: "While I enjoyed the contents of this basket, I must admit ...").
    A temporal while-clause before "admit" needs a durative event ("While he was being
    questioned, he admitted ...": third person, no first-person conceding) and stays."""
    conceding = verb_lemma(main) in CONCEDING_VERBS or (
        # "we have to admit": the modal "have to" is the head the parser picks
        verb_lemma(main) == "have"
        and any(c.dep_ == "xcomp" and verb_lemma(c) in CONCEDING_VERBS for c in main.children)
    )
    return conceding and any(s.lower_ in ("i", "we") for s in subjects(main))


def _comparative_pro_predicate(clause: Token) -> bool:
    """A while-clause whose predicate is a comparison with the main clause's: "... while the red
    shell is less so", "... while the others are more so", "while the second is milder": the
    pro-form "so" after "less/more" (Huddleston & Pullum 2002 ch. 17 §7.4 on "so" as a pro-form
    for a predicative) or a comparative adjective as the predicate. Two subjects compared on one
    scale is the contrastive "while" = "whereas" (Quirk et al. 1985 §15.22, §15.50), not a time
    (blind review s1207b, twice: "The red shell is less." drafted)."""
    if clause.lemma_ != "be":
        return False
    for c in clause.children:
        if (
            c.dep_ == "advmod"
            and c.lower_ == "so"
            and any(k.lower_ in ("less", "more") for k in c.doc[max(c.i - 2, 0) : c.i])
        ):
            return True
        if c.dep_ == "acomp" and c.tag_ == "JJR":
            return True
    return False


#: Named-entity types of subjects that name members of one series or one set of peoples:
#: ordinals ("the 2nd ... the 3rd"), nationalities and groups ("Americans ... Europeans"),
#: percentages and amounts of one whole.
PARALLEL_SUBJECT_ENTS = frozenset({"ORDINAL", "NORP", "PERCENT", "CARDINAL"})


def _parallel_subjects(own: list[Token], theirs: list[Token]) -> bool:
    """The two clauses' subjects are different members of one series: the same head noun
    with different modifiers ("42 percent ... while 39 percent", "the downward flexibility ...
    while the upward flexibility") or heads of one entity type that names a series or a set of
    peoples ("the 2nd ... while the 3rd", "Americans ... while Europeans"). Clauses about the
    parts of one whole set side by side are compared, the whereas reading of "while" (Quirk et
    al. 1985 §15.50 on the parallelism of contrasted clauses; Huddleston & Pullum 2002 ch. 8
    §14.1); a temporal "while" times one event by another and needs no such pairing. Persons
    are left out: in narration "X does A while Y does B" is simultaneous ("Vers recovers a
    crystal while Fury kills a Skrull"). Only a postposed clause is read so (the caller): a
    preposed one frames the main clause ("While the first train was leaving, the second
    arrived")."""
    if not own or not theirs:
        return False
    a, b = own[0], theirs[0]
    if a.pos_ == "PRON" or b.pos_ == "PRON":
        return False
    if a.lemma_.lower() == b.lemma_.lower():
        return _subject_words(a) != _subject_words(b)
    if _ordinal(a) and _ordinal(b):
        return True
    if _plural_name(a) and _plural_name(b):
        return True  # "the Greeks saw a bull, while the Chinese saw a dragon": two peoples
    if _proper_adjective_contrast(a, b) or _proper_adjective_contrast(b, a):
        return True  # "Greek astrology provided two, while Babylonian had only one"
    return a.ent_type_ == b.ent_type_ and a.ent_type_ in PARALLEL_SUBJECT_ENTS


def _plural_name(tok: Token) -> bool:
    """A capitalised plural noun ("the Greeks", "the Chinese", "the Ostrogoths"): the name of a
    people or group, never of one person (Quirk et al. 1985 §5.65 on plural names of peoples),
    so the persons' exception of ``_parallel_subjects`` does not reach it; the tagger's entity
    type for such names varies (NORP, ORG, PERSON or none), their form does not (pr95)."""
    if not tok.text[:1].isupper() or tok.text.isupper():
        return False
    if tok.tag_ in ("NNPS", "NNS"):
        return True
    # "Visigoths" tagged singular NNP: a plural of a WordNet person noun ("visigoth")
    return (
        tok.tag_ == "NNP"
        and tok.lower_.endswith("s")
        and lex.lexname(tok.lower_[:-1]) == "noun.person"
    )


def _proper_adjective_contrast(full: Token, bare: Token) -> bool:
    """ "Greek astrology provided two per planet while Babylonian had only one": one subject
    is a head noun with a proper adjective (a capitalised adjective: Quirk et al. 1985 §7.27),
    the other that kind of adjective alone, a fused-head noun phrase whose head is the first
    one's ("Babylonian [astrology]"; Huddleston & Pullum 2002 ch. 5 §9). The ellipsis pairs two
    kinds of one thing, the whereas reading of "while" (pr95)."""
    if any(True for _ in bare.children) or not bare.text[:1].isupper():
        return False
    if bare.tag_ not in ("JJ", "NNP"):
        return False
    # a sentence-initial capital is no evidence: there WordNet must know the word as a
    # language or a person noun ("Greek", "Roman"; the run path has no entity tagger)
    return full.pos_ == "NOUN" and any(
        k.dep_ in ("amod", "compound")
        and k.text[:1].isupper()
        and (k.i > 0 or lex.is_language(k.lower_) or lex.lexname(k.lower_) == "noun.person")
        for k in full.children
    )


ORDINAL_WORD = re.compile(r"^(\d+(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|last)$")


def _ordinal(tok: Token) -> bool:
    """An ordinal as a head noun ("the 2nd", "the third"): the tagger's entity type for it
    varies (DATE, ORDINAL), the word's form does not."""
    return bool(ORDINAL_WORD.match(tok.lower_))


#: Verbs of calibratable change of state (Levin 1993 §45.6): a change along a scale of amount.
CALIBRATABLE_CHANGE_VERBS = frozenset(
    {
        "increase",
        "decrease",
        "rise",
        "fall",
        "grow",
        "decline",
        "drop",
        "climb",
        "double",
        "triple",
        "halve",
        "shrink",
        "diminish",
        "soar",
        "plummet",
        "plunge",
        "surge",
        "dwindle",
        "fluctuate",
        "stagnate",
    }
)


def _comparative_change(main: Token, clause: Token) -> bool:
    """ "A decreased while B increased": both clauses report a calibratable change (Levin 1993
    §45.6) of different subjects. Two trends set side by side are compared, the contrastive /
    simultaneous-comparative "while" = "whereas" (Quirk et al. 1985 §15.50; H&P 2002 ch. 8
    §14.1): the while-clause is a second assertion on a par with the main clause, not a given
    time that frames it, so no temporal presupposition is triggered. Temporal "while" frames an
    event by a situation of another kind ("Prices fell while the minister was abroad")."""
    return (
        verb_lemma(main) in CALIBRATABLE_CHANGE_VERBS
        and verb_lemma(clause) in CALIBRATABLE_CHANGE_VERBS
        # a progressive while-clause is a situation in progress that frames the main clause,
        # the core temporal use (Quirk et al. 1985 §15.25): "While prices are rising, ..."
        and clause.tag_ != "VBG"
        and not any(c.dep_ == "aux" and c.tag_ == "VBG" for c in clause.children)
    )


#: Entity types of an amount that two clauses can be compared on.
AMOUNT_ENTITIES = frozenset({"MONEY", "PERCENT"})


def _compared_amounts(main: Token, clause: Token) -> bool:
    """Each clause, with subjects of their own, names a sum of money or a percentage ("While
    the 1kg bar cost me close to $50, I bought the 5kg block for just $47"): two situations are
    set side by side on one scale, the contrastive "while" = "whereas" of a comparison (Quirk
    et al. 1985 §15.50; H&P 2002 ch. 8 §14.1), which times nothing, so no temporal
    presupposition (NOPE App. A counts temporal "while" only; review s1206a pres-070, pres-081).
    The main clause's amount lies outside the while-clause; a progressive clause keeps its
    temporal reading (``_progressive``: "While I was paying $5, he spent $20"). Stop 90, pr200."""
    inner = {t.i for t in clause.subtree}
    own = any(t.ent_type_ in AMOUNT_ENTITIES for t in clause.subtree)
    theirs = any(t.ent_type_ in AMOUNT_ENTITIES and t.i not in inner for t in main.subtree)
    return own and theirs


def _respective_figures(clause: Token) -> bool:
    """A while-clause with "respectively" ("while barley and oats cover 20% and 10%,
    respectively"): "respectively" pairs the members of two coordinations one by one (Gawron &
    Kehler 2004, the respective reading; Quirk et al. 1985 §13.85), so the clause states a
    distribution of values over a set, set against the main clause's share: the whereas reading
    of "while" (Quirk et al. 1985 §15.50), a comparison that times nothing."""
    return any(t.lower_ == "respectively" for t in clause.subtree)


def _headless_report(main: Token, clause: Token) -> bool:
    """A while-clause whose verb is a verb of saying or believing with a that-clause frame
    (``presupposition_clause_embedding``: accept, estimate, claim) but no complement in the
    parse, directly followed by the "main clause" it was hung on ("while historians accepted at
    least 300,000 died"): the parser took the reported clause for the main clause. Such a verb
    is transitive in its reporting sense (Quirk et al. 1985 §16.31-16.33; Levin 1993 §29.4,
    §37.7), so the clause's content is the reported proposition, and one source's report set
    against another's is the contrastive "while" = "whereas" (Quirk et al. 1985 §15.50); a
    draft of the verb alone ("Historians accepted.") would drop its complement."""
    if clause.lower_ not in lex.clause_embedding_forms():
        return False
    if any(c.dep_ in CLAUSE_COMPLEMENT_DEPS for c in clause.children):
        return False
    subs = subjects(main)
    # the "main" subject starts right after the while-clause, with no comma between them
    return main.i > clause.i and bool(subs) and subs[0].left_edge.i == clause.right_edge.i + 1


#: Dependents that fill a reporting verb's complement slot.
CLAUSE_COMPLEMENT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "attr", "oprd", "prep", "dative"})


#: States that hold of a subject for a stretch of time and so can frame another event ("He
#: works while she is at school", "while the dog lies by the fire"): Carlson 1977 stage-level
#: predicates, posture and location verbs (Levin 1993 §47.6); "be" is left to
#: ``_property_clause``.
STAGE_LEVEL_STATES = frozenset(
    {"be", "have", "lie", "sit", "stand", "stay", "remain", "wait", "live", "hang", "rest"}
)


def _stative_verb(verb: Token) -> bool:
    """A verb whose first WordNet sense is a state (lexicographer file verb.stative: represent,
    dominate, constitute, correspond) or one of ``STATIVE_CONTRAST_VERBS``. Set after a main
    clause in the simple present, such a while-clause in the simple present compares two
    timeless properties (Vendler 1957 states; Quirk et al. 1985 §4.28, §15.50 contrastive
    "while"): a state in a generic present frames no event, unlike an activity's habitual
    present ("He reads while she cooks"), which keeps the temporal reading."""
    lemma = verb_lemma(verb)
    if lemma in STAGE_LEVEL_STATES:
        return False
    if lemma in STATIVE_CONTRAST_VERBS:
        return True
    senses = lex.wordnet().synsets(lemma, "v")[:1]
    return bool(senses) and senses[0].lexname() == "verb.stative"


#: Nouns of a stretch of time that make "it is N since ..." temporal ("It's three years since
#: she left"; Quirk et al. 1985 §15.25).
SINCE_TIME_NOUNS = frozenset(
    {
        "second",
        "minute",
        "hour",
        "day",
        "week",
        "month",
        "year",
        "decade",
        "century",
        "time",
        "age",
        "while",
        "long",
        "ages",
        "era",
    }
)


def _causal_since(main: Token, head: Token, marker: Token, clause: Token) -> bool:
    """Causal "since" = "because" (Quirk et al. 1985 §15.45; Huddleston & Pullum 2002 ch. 8):
    temporal "since" marks the start of a period that runs up to the time of the main clause,
    so the main clause is perfect ("has lived here since she was born", "two hours had
    passed since he left") or measures the period ("It's three years since she left"); a
    finite since-clause with any other main clause gives a reason ("Since the roads are icy,
    stay home"; "Since the museum has the largest collection, we show it"), which NOPE App. A's
    temporal adverbs do not cover. A gerund since-clause ("since leaving the NFL") and "ever
    since" are always temporal (the causal sense takes a finite clause, Quirk et al. §15.45)."""
    if any(c.lower_ == "ever" for c in (*marker.children, *clause.children)):
        return False
    if marker.i > 0 and marker.doc[marker.i - 1].lower_ == "ever":
        return False
    if _present_since_clause(clause):
        return True  # "Since the source is easily modifiable, I've been seeing hacks"
    if _comment_clause_host(main, marker):
        return True  # "Since there were two visions, Rogers had reasoned, that meant ..."
    for verb in {main, head}:
        if any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children) and (
            verb.tag_ in ("VBN", "VBG")
        ):
            return False  # perfect: "has suffered", "has been living"
        if any(t.lemma_.lower() in SINCE_TIME_NOUNS for t in verb.children):
            return False  # "It's three years since ...", "long since"
        if verb.pos_ == "NOUN" and verb.lemma_.lower() in SINCE_TIME_NOUNS:
            return False
    return True


#: Lexicographer files of verbs of saying and thinking, the verbs of comment clauses.
COMMENT_CLAUSE_LEXNAMES = frozenset({"verb.communication", "verb.cognition"})


def _comment_clause_host(main: Token, marker: Token) -> bool:
    """The since-clause hangs on a verb of saying or thinking that has no complement of its own
    and is set off by a comma after it ("Since there were two visions, Rogers had reasoned,
    that meant there must be two bulls"): a comment clause (Quirk et al. 1985 §15.54), whose
    complement is the host clause around it. The perfect of the comment clause says nothing
    of the since-clause's time, and the host ("that meant ...") is an inference from a state,
    no period starting at a point in time: causal "since" (Quirk et al. 1985 §14.12, §15.45).
    Stop 68, pr120 (review s1202y)."""
    if marker.i > main.i or first_sense_lexname(main.lemma_.lower(), "VERB") not in (
        COMMENT_CLAUSE_LEXNAMES
    ):
        return False
    if any(c.dep_ in ("ccomp", "dobj", "xcomp", "prep", "attr") for c in main.children):
        return False
    doc = main.doc
    nxt = main.i + 1
    # a coordinator after the comma continues the verb ("has thought, and thought again"),
    # which is no comment clause
    return (
        nxt + 1 < len(doc)
        and doc[nxt].text == ","
        and not doc[nxt + 1].is_punct
        and doc[nxt + 1].dep_ != "cc"
        and doc[nxt + 1].lower_ not in ("and", "but", "or", "yet", "then", "so")
    )


#: Present-tense modals: a since-clause that holds one is set at speech time ("since it can be
#: patched"), not at a past point; past "could"/"would" ("since he could walk") can be temporal.
PRESENT_MODALS = frozenset({"can", "ca", "will", "wo", "may", "must", "shall"})


def _present_since_clause(clause: Token) -> bool:
    """A finite since-clause in the simple present ("since the source is easily modifiable",
    "since it works", "since you can patch it"): temporal "since" names the left boundary of
    a period, a past point or event, so its clause is past or present perfect ("since he left",
    "since I've known her"; Quirk et al. 1985 §14.11, §15.25; Huddleston & Pullum 2002 ch. 8
    on "since" + a time point). A simple-present or present-modal clause names a state that
    holds now, which cannot be the start of the period: the clause gives a reason (causal
    "since", Quirk §15.45), whatever the main clause's aspect, and NOPE's temporal adverbs
    presuppose nothing of it. The present perfect ("since I've lived here") stays temporal.

    The present passive ("since a file is stored as bytes", "since the list is sorted") is a
    simple present too: its tense sits on the passive "be" (Quirk et al. 1985 §3.63-3.66), the
    participle carries none, so the clause is read from its auxiliaries (stop 80, pr166; blind
    review s1204y: "Since a file is stored ..., have conventions been developed?")."""
    auxes = [c for c in clause.children if c.dep_ in ("aux", "auxpass")]
    if clause.tag_ == "VBN" and _present_passive(auxes):
        return True
    if clause.tag_ == "VBG" and any(a.dep_ == "aux" and a.lemma_ == "be" for a in auxes):
        # the present progressive ("since I am ordering my teas from an importer", "since we
        # are living in a new house") is a present tense too, its tense on the progressive
        # "be" (Quirk et al. 1985 §4.22): a situation in progress now is no past point for a
        # period to start from, so the clause gives a reason (causal "since", §15.45; stop 95,
        # pr213, review s9402). "since I've been living here", "since we were dating" keep the
        # past boundary below (perfect "have", past "be").
        pass
    elif clause.tag_ in ("VBD", "VBN", "VBG"):
        return False
    if any(a.lemma_ == "have" or a.tag_ == "VBD" for a in auxes):
        return False  # "since I've lived here", "since it was fixed": a past boundary
    if any(a.tag_ == "MD" for a in auxes):
        return any(a.tag_ == "MD" and a.lower_ in PRESENT_MODALS for a in auxes)
    if any(a.tag_ in ("VBZ", "VBP") for a in auxes):
        return True  # "since it is being fixed", "since you do not need it"
    return clause.tag_ in ("VBZ", "VBP")


def _present_passive(auxes: list[Token]) -> bool:
    """The participle's auxiliaries make a simple present passive: a present-tense passive
    "be" ("is stored", "are kept") and no perfect "have", past or modal auxiliary before it
    ("has been stored" and "was stored" can name a past boundary; a modal is read by
    ``_present_since_clause`` itself)."""
    passive = [a for a in auxes if a.dep_ == "auxpass" and a.lemma_ == "be"]
    if not passive or any(a.dep_ == "aux" for a in auxes):
        return False
    return all(a.tag_ in ("VBZ", "VBP") for a in passive)


def _peripheral_clause(main: Token, marker: Token, clause: Token) -> bool:
    """Peripheral adverbial clauses (Haegeman 2004, 2012: central vs peripheral adverbial
    clauses) are not presupposed: they are asserted on their own and outside the scope of the
    main clause's negation, so NOPE's negation test does not apply.

    - contrastive "while" (Quirk et al. 1985 §15.50, "whereas/while" of contrast): postposed
      after a comma, with a subject of its own that differs from the main clause's ("Exports
      grew, while imports fell"); a temporal while-clause shares the time, not a contrast.
    - epistemic "since" (Sweetser 1990 ch. 4): the main clause is an epistemic conclusion
      (must/might/may/could on a stative or perfect verb: "He must be home, since the lights
      are on"), the clause gives the speaker's evidence, not the cause of the event.
    """
    doc = main.doc
    if marker.lower_ == "while":
        if _concessive_while(main, marker, clause) or _contrastive_while(main, marker, clause):
            return True
        if _hedged_while(clause) or _parallel_frames(main, marker, clause):
            return True
        if _bracketed_contrast(main, marker, clause):
            return True
        if marker.i <= main.i or marker.i == 0 or doc[marker.i - 1].text not in (",", ";"):
            return False
        own = [_subject_words(s) for s in subjects(clause)] or _unparsed_subject(marker, clause)
        theirs = [_subject_words(s) for s in subjects(main)]
        return bool(own) and own != theirs
    if marker.lower_ == "since":
        modals = [c for c in main.children if c.dep_ == "aux" and c.lower_ in EPISTEMIC_MODALS]
        perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in main.children)
        stative = main.lemma_.lower() == "be" or main.tag_ == "VBN" and perfect
        return bool(modals) and marker.i > main.i and (stative or perfect)
    return False


#: Modals that make a before-clause non-veridical: "The bomb exploded before anyone could
#: defuse it" does not presuppose that anyone defused it (Heinämäki 1974; Beaver & Condoravdi
#: 2003, the non-veridical "before"; Condoravdi 2010).
NONVERIDICAL_BEFORE_MODALS = frozenset({"could", "can", "would", "might", "may", "ca"})


#: Nouns of opportunity in "have/get a chance to V": the periphrastic possibility modal.
OPPORTUNITY_NOUNS = frozenset({"chance", "opportunity", "time"})


#: Modal auxiliaries of a necessity or permission statement over a main clause ("have to" and
#: "need to" heading the clause are ``_necessity_host``'s second case).
NECESSITY_HOST_MODALS = frozenset({"need", "must", "should", "ought", "may", "can", "ca"})
#: Lexical verbs of necessity with a noun phrase object ("need/require a key").
NECESSITY_VERBS = frozenset({"need", "require"})


def _necessity_host(main: Token) -> bool:
    """The main clause is itself a modal statement - "need (not)", "must", "should", "can",
    "may", "have to" - without a perfect ("must have left" is an epistemic claim about a past
    event). A modalised before-clause under a modal main clause ("nations need not suffer an
    attack before they can lawfully act", "you must register before you can post") states a
    rule about the order of possible events (Palmer 2001 §3.2 deontic modality; Heinämäki 1974,
    Condoravdi 2010 on non-veridical "before"): no event of either clause is asserted, so the
    before-clause is no presupposition and there is no candidate (review s1202c)."""
    kids = list(main.children)
    if main.tag_ == "VBN" and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in kids):
        return False  # a perfect ("must have left"): a claim about a past event
    if any(c.dep_ == "aux" and c.lower_ in NECESSITY_HOST_MODALS for c in kids):
        return True
    if (
        main.lemma_.lower() in NECESSITY_VERBS
        and main.tag_ in ("VBZ", "VBP")
        and any(c.dep_ == "dobj" for c in kids)
    ):
        # "You need a key before I can open it": the lexical verb of necessity (Palmer 2001
        # §3.2.1; Huddleston & Pullum 2002 ch. 3 §9.9 on lexical "need") states a precondition
        return True
    # "have to V" / "need to V": the semi-modal heads the clause, the verb is its xcomp
    head = main.head if main.dep_ == "xcomp" else None
    return (
        head is not None
        and head.lemma_.lower() in ("have", "need")
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in kids)
    )


def _participle_host(main: Token) -> Token:
    """The clause a participial adjunct hangs on ("must be freed using the routine before it
    can be used": "using" -> "freed"). A non-finite clause has no modal of its own; it takes
    its modality and time from the clause it modifies (Quirk et al. 1985 §14.5-14.6,
    §15.58), so a necessity statement over its host covers it too. Otherwise ``main``."""
    if main.tag_ in ("VBG", "VBN") and main.dep_ in ("advcl", "xcomp") and main.head.i != main.i:
        return main.head
    return main


def _modal_before_clause(clause: Token) -> bool:
    """The before-clause is modalised: a modal auxiliary ("before anyone could defuse it") or a
    periphrastic possibility modal, "be able to V" and "have/get a chance (opportunity, time) to
    V" (Palmer 2001 §3.3 on dynamic possibility; Quirk et al. 1985 §3.45 semi-auxiliaries). A
    modalised before-clause is the non-veridical "before" (Heinämäki 1974; Condoravdi 2010): the
    main event precluded it, so it need not have happened."""
    if any(c.dep_ == "aux" and c.lower_ in NONVERIDICAL_BEFORE_MODALS for c in clause.children):
        return True
    if clause.lemma_ == "be" and any(
        c.dep_ == "acomp" and c.lower_ == "able" for c in clause.children
    ):
        return True
    if clause.lemma_ in ("have", "get", "find"):
        return any(
            c.dep_ == "dobj"
            and c.lemma_.lower() in OPPORTUNITY_NOUNS
            and any(g.dep_ in ("acl", "relcl") and g.tag_ == "VB" for g in c.children)
            for c in clause.children
        )
    return False


#: Predicates of coming to know or settling a matter ("it is known / clear / certain that",
#: "we determine whether"): WordNet know.v.01, determine.v.01, decide.v.02, establish.v.08,
#: confirm.v.01 and the epistemic adjectives of Quirk et al. 1985 §16.70 (clear, certain, sure).
SETTLING_PREDICATES = frozenset(
    {"know", "clear", "certain", "sure", "determine", "decide", "establish", "confirm", "settle"}
)
#: Auxiliaries of a future outcome (``syntax.FUTURE_AUXILIARIES``) and of a future in the past,
#: "would" (Quirk et al. 1985 §4.42-4.47, §4.58).
FUTURE_OUTCOME_AUXILIARIES = FUTURE_AUXILIARIES | {"would"}


def _unsettled_outcome_before(clause: Token) -> bool:
    """ "executes instructions before it is known that they will be needed", "before we know
    whether the branch will be taken": a before-clause whose predicate is coming to know (or
    settling) a future outcome. The main event is done in advance of the outcome and regardless
    of it (speculative, pre-emptive action), and the outcome can still go the other way, so the
    known-that clause need never come true: the non-committal "before" of Heinämäki 1974 (also
    Beaver & Condoravdi 2003; Condoravdi 2010), and a content clause with "will" or "whether"
    under the knowing marks the outcome as open (Quirk et al. 1985 §4.42 on future "will",
    §15.5 on "whether"). "He left before it was known that he had won" has a past outcome and
    keeps its presupposition (blind review s1204f pres-007)."""
    preds = [clause] + [c for c in clause.children if c.dep_ in ("acomp", "attr")]
    if not any(p.lemma_.lower() in SETTLING_PREDICATES for p in preds):
        return False
    for p in preds:
        for comp in p.children:
            if comp.dep_ != "ccomp":
                continue
            if any(c.dep_ == "mark" and c.lower_ in ("whether", "if") for c in comp.children):
                return True
            if any(
                c.dep_ == "aux" and c.lower_ in FUTURE_OUTCOME_AUXILIARIES for c in comp.children
            ):
                return True
    return False


def _excessive_degree(clause: Token) -> bool:
    """A before-clause whose predicate is an excessive degree, "too ADJ" ("before it is too
    late", "before the problem grows too large"): the clause names the state the main event is
    to forestall, the avertive, non-veridical "before" (Heinämäki 1974; Condoravdi 2010), and
    "too" marks a degree beyond what the purpose allows (Meier 2003), so the state need never
    arise ("We acted before it was too late" does not presuppose that it was too late)."""
    return any(
        c.dep_ in ("acomp", "attr", "oprd")
        and any(g.lower_ == "too" and g.dep_ == "advmod" for g in c.children)
        for c in clause.children
    )


#: Negative-polarity adverbs licensed by the non-veridical "before" ("before it ever made a
#: profit", "before he had yet finished"; Ladusaw 1979; Condoravdi 2010, "NPI licensing in
#: temporal clauses"): their clause need not have come true.
NPI_ADVERBS = frozenset({"ever", "yet"})
#: Scalar "even" on the before-clause's predicate ("before they even noticed us", "before you
#: have even left orbit"): it places the clause's event at the low end of a scale of events
#: the main event came ahead of (Karttunen & Peters 1979 on "even"), the reading of "before" in
#: which the main event forestalls the clause (Heinämäki 1974; Beaver & Condoravdi 2003;
#: Condoravdi 2010): the clause need not have come true (blind review s1202o).
SCALAR_EVEN = frozenset({"even"})


def _opening_participle(word: Token, noun: Token) -> bool:
    """ "Continuing Unicorp's PT series of cores, the PT-500 gives ...": a sentence-initial -ing
    form of a verb before a genitive, whose noun phrase is followed by a comma, opens an -ing
    participle clause (Quirk et al. 1985 §15.58: a supplementive clause before the subject)
    that takes the genitive phrase as its object; the capital made the tagger join it to the
    name as a compound. It is no part of the possessor ("Continuing Unicorp has ..." names
    nobody; blind review s1202o)."""
    from lemminflect import getAllLemmas

    after = noun.right_edge.i + 1
    return (
        word.i == word.sent.start  # the sentence's first word, in a doc of several sentences
        and word.dep_ == "compound"
        and word.lower_.endswith("ing")
        and bool(getAllLemmas(word.lower_, upos="VERB"))
        and after < len(word.doc)
        and word.doc[after].text == ","
    )


#: The adverbs of ``_npi_in``: NPI "ever"/"yet" and the approximate negators (built once).
_NEGATIVE_ADVERBS = NPI_ADVERBS | APPROXIMATE_NEGATORS


def _npi_in(clause: Token) -> bool:
    """A negative-polarity item in the clause: the determiner "any" ("before any research was
    done") or the adverbs "ever"/"yet" (``NPI_ADVERBS``) (Ladusaw 1979). The pronouns
    "anyone/anything" are left alone: their free-choice reading is common in veridical
    before-clauses ("exploded before anyone defused it" in the tests).

    An approximate negator on the clause's verb ("before it had hardly touched him", "before
    she had scarcely begun"; ``syntax.APPROXIMATE_NEGATORS``, Quirk et al. 1985 §8.112) is a
    negative adverb: a before-clause that holds it says how little of the event came about
    before the main event cut it short (Heinämäki 1974; Condoravdi 2010 on the non-veridical
    "before"), so "It hardly touched him" is no presupposition of the sentence."""
    return any(
        (t.lower_ == "any" and t.dep_ == "det")
        or (t.lower_ in _NEGATIVE_ADVERBS and t.dep_ in ("advmod", "neg") and t.head.i == clause.i)
        or _even_inside(t, clause)
        for t in clause.subtree
    )


def _even_inside(t: Token, clause: Token) -> bool:
    """ "before they even noticed" (``SCALAR_EVEN``): "even" inside the clause, after its
    subordinator. "even before the storm came" focuses the whole time adjunct (the main state
    held at a still earlier time; Quirk et al. 1985 §8.116 on "even" with adverbials), and
    its clause is veridical, so an "even" before the marker does not count."""
    mark = next((m for m in clause.children if m.dep_ == "mark"), None)
    return (
        t.lower_ in SCALAR_EVEN
        and t.dep_ == "advmod"
        and t.head.i == clause.i
        and mark is not None
        and mark.i < t.i
    )


def _preventing_before_classes() -> dict[str, frozenset[str]]:
    """``presupposition_preventing_before``: class ("end", "quit", "goal") -> lemmas (a phrasal
    verb as "lemma particle")."""
    out: dict[str, set[str]] = {}
    for item in wordlist("presupposition_preventing_before"):
        cls, _, lemma = item.partition(" ")
        out.setdefault(cls, set()).add(lemma.strip().lower())
    return {k: frozenset(v) for k, v in out.items()}


PREVENTING_BEFORE = _preventing_before_classes()

#: Personal pronouns by referent class (a before-clause subject that takes up a main-clause NP).
_PRONOUN_CLASS = {
    "it": "it",
    "this": "it",
    "that": "it",
    "he": "person",
    "him": "person",
    "she": "person",
    "her": "person",
    "they": "they",
    "them": "they",
    "we": "we",
    "us": "we",
    "i": "i",
    "me": "i",
    "you": "you",
}


def _verb_with_particle(verb: Token) -> str:
    prt = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    return f"{verb.lemma_.lower()} {prt[0]}" if prt else verb.lemma_.lower()


def _coreferent(pronoun_or_np: Token, target: Token) -> bool:
    """Does the before-clause subject ``pronoun_or_np`` take up ``target``? The same head word,
    or a personal pronoun of the target's person, number and (roughly) animacy: "it" for a
    singular common noun or "this/that/it", "he/she" for a name or "he/she", "they" for a
    plural (Quirk et al. 1985 §6.12-6.17 on pronoun agreement)."""
    if pronoun_or_np.lower_ == target.lower_ or pronoun_or_np.lemma_ == target.lemma_:
        return True
    cls = _PRONOUN_CLASS.get(pronoun_or_np.lower_)
    if cls is None:
        return False
    own = _PRONOUN_CLASS.get(target.lower_)
    if own is not None:
        return own == cls
    if target.tag_ in ("NNS", "NNPS"):
        return cls == "they"
    if target.tag_ == "NNP":
        return cls in ("person", "it")
    return cls == "it" or (cls == "person" and target.tag_ == "NN")


def _destructive_result(verb: Token) -> bool:
    """A resultative "to"-phrase of destruction on the verb ("ripped to shreds", "beaten to
    death", "burned to the ground"; ``result`` class of ``presupposition_preventing_before``):
    the resultative makes any verb of impact one of destruction (Levin & Rappaport Hovav 1995
    ch. 2 on resultatives; Goldberg 1995 ch. 8), so it ends its participant as an "end" verb
    does. Only a verb of destruction or impact takes such a resultative: WordNet hypernym
    destroy.v.01/02 or kill.v.01, a verb.contact sense (Levin 1993 §18 hit, §21 cut, §45.1 break
    verbs; not with "ground": "knocked to the ground" fells), or a ``destroyer`` lemma. Motion
    ("dropped to the ground before she crawled"), sentencing ("sentenced to death before he
    fled") and hyperbole ("bored to death") name a goal or a content, not a destruction."""
    results = PREVENTING_BEFORE.get("result", frozenset())
    nouns = [
        o.lower_
        for k in verb.children
        if k.dep_ == "prep" and k.lower_ == "to"
        for o in k.children
        if o.dep_ == "pobj" and o.lower_ in results
    ]
    if not nouns:
        return False
    return _destruction_verb(verb.lemma_.lower(), all(n == "ground" for n in nouns))


_DESTRUCTION_HYPERNYMS = frozenset({"destroy.v.01", "destroy.v.02", "kill.v.01"})


@cache
def _destruction_verb(lemma: str, ground: bool) -> bool:
    """``_destructive_result``'s verb class (WordNet's first four verb senses)."""
    if lemma in PREVENTING_BEFORE.get("destroyer", ()):
        return True
    for sense in lex.wordnet().synsets(lemma, "v")[:4]:
        if sense.lexname() == "verb.contact" and not ground:
            return True
        closure = {h.name() for h in sense.closure(lambda s: s.hypernyms())}
        if closure & _DESTRUCTION_HYPERNYMS or sense.name() in _DESTRUCTION_HYPERNYMS:
            return True
    return False


def _averted_forgetting(clause: Token) -> bool:
    """The before-clause is the speaker's own forgetting ("before I forget", "before we
    forget"): a speech-act adverbial (Sweetser 1990 ch. 4 on speech-act level connectives;
    Quirk et al. 1985 §8.127 on style disjuncts) saying why the speaker says something now;
    saying it averts the forgetting, so this is the non-veridical "before" (Heinämäki 1974;
    Beaver & Condoravdi 2003): the clause's event does not take place, nothing is
    presupposed (review s1202r)."""
    if clause.lemma_.lower() != "forget":
        return False
    return any(k.dep_ == "nsubj" and k.lower_ in ("i", "we") for k in clause.children)


def _preventing_before(main: Token, clause: Token, gerund: bool) -> bool:
    """The non-veridical "before" of prevention (Heinämäki 1974; Beaver & Condoravdi 2003;
    Condoravdi 2010): the main verb ends a participant ("end" verbs of
    ``presupposition_preventing_before``: the intransitive or passive subject, else the active
    object) and the before-clause is that participant's ("died before finishing", "cancelled the
    show before it aired"), or the main verb quits an activity and the clause names its
    culmination ("left before graduating", "was fired before he finished"), or the main verb
    halts a participant ("halt" verbs: the active object or the passive subject) and the
    clause is that participant's ("intercepted the missile before it struck the city"). The
    clause's event need not have happened, so no
    temporal presupposition. A gerund's subject is the main clause's subject (subject control,
    Quirk et al. 1985 §15.60). A main verb that is itself a participle clause of an "end" verb
    ("was wrecked while leaving the hangar before it had flown") is looked through."""
    verbs = [main]
    if main.dep_ == "advcl" and main.tag_ == "VBG":
        verbs.append(main.head)
    for verb in verbs:
        lemma = _verb_with_particle(verb)
        passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in verb.children) or (
            verb.dep_ == "conj"
            and verb.tag_ == "VBN"
            and any(c.dep_ == "auxpass" for c in verb.children)
        )
        subs = subjects(verb)
        if not subs and verb.dep_ == "conj":
            subs = subjects(verb.head)
        objs = [c for c in verb.children if c.dep_ == "dobj"]
        if lemma in PREVENTING_BEFORE.get("halt", ()) and (objs or passive):
            # "intercepted the missile before it struck", "was arrested before he reached the
            # border": the halted participant is kept from the clause's event (the avertive
            # "before", Heinämäki 1974); a gerund's subject is the halter, never halted. Only
            # the participant's own doing is cut off: a passive clause is done to it by others
            # ("was arrested before he was charged" keeps its presupposition)
            halted = subs if passive else objs
            own = subjects(clause)
            own_doing = not any(c.dep_ in ("nsubjpass", "auxpass") for c in clause.children)
            if not gerund and own_doing and own and any(_coreferent(own[0], t) for t in halted):
                return True
            if gerund and passive and verb is main:
                return True
        if lemma in PREVENTING_BEFORE.get("end", ()) or _destructive_result(verb):
            ended = subs if passive or not objs else objs
        elif lemma in PREVENTING_BEFORE.get("quit", ()) and verb is main:
            if _verb_with_particle(clause) not in PREVENTING_BEFORE.get("goal", ()):
                continue
            ended = subs + objs
        else:
            continue
        if gerund:
            if verb is main and (passive or not objs or lemma not in PREVENTING_BEFORE["end"]):
                return bool(ended)
            continue
        own = subjects(clause)
        if own and any(_coreferent(own[0], t) for t in ended):
            return True
    return False


#: Personal pronouns in the objective case only (Quirk et al. 1985 §6.4; "her" and "you" are
#: also genitive or subjective and are left out).
OBJECTIVE_PRONOUNS = frozenset({"me", "him", "us", "them", "whom"})


def _objective_case_subject(clause: Token) -> bool:
    """ "so that after him was no one like him", "before them stood a great army": the parser
    read an objective pronoun as the subject of the next verb and the preposition as a clause
    marker. A finite clause takes a subjective pronoun ("after he was gone"; Quirk et al. 1985
    §6.4 on case), so "after him" is a prepositional phrase with a noun-phrase complement,
    which NOPE App. B does not count as a temporal-clause trigger (the PP "after the hike" is
    rejected already; blind review s1205q pres-084, "Him was no one like him")."""
    return any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") and c.lower_ in OBJECTIVE_PRONOUNS
        for c in clause.children
    )


def _reduplicated_noun(marker: Token) -> bool:
    """ "Committee after committee has heard witness after witness describe ...": the same noun
    on both sides of the preposition is the N-P-N construction, a quantified noun phrase of
    succession or plurality (Jackendoff 2008, "Construction after construction and its theoretical
    challenges", Language 84; Huddleston & Pullum 2002 ch. 5 §16 on "day after day"), not a
    preposition with a clause: the parse that reads "witness describe ..." as the after-clause
    draws "Witness describe many of these programs ..." (presupposition forty-first pass)."""
    doc = marker.doc
    if marker.i == 0 or marker.i + 1 >= len(doc):
        return False
    before, after = doc[marker.i - 1], doc[marker.i + 1]
    return before.lower_ == after.lower_ and before.is_alpha and before.pos_ != "VERB"


#: Verbs of proposal and recommendation (the mandative verbs of Quirk et al. 1985 §16.32): their
#: to-infinitive or that-clause names a course of action put forward, not one taken.
PROPOSAL_VERBS = frozenset({"propose", "suggest", "recommend", "urge", "advocate"})


def _for_to_infinitive(verb: Token) -> bool:
    """ "for her to join you": a to-infinitive with a "for" complementizer and its own subject
    (Quirk et al. 1985 §15.10; the parser hangs it as advcl or ccomp), the complement of
    "arrange/plan/wait for" whose event is planned, not asserted (review s1202j, pres-016)."""
    kids = list(verb.children)
    return (
        verb.dep_ in ("advcl", "ccomp", "xcomp")
        and any(c.dep_ == "mark" and c.lower_ == "for" and c.i < verb.i for c in kids)
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in kids)
    )


def _irrealis_frame(main: Token) -> Token | None:
    """The verb that puts ``main``'s clause in an unrealised scenario: ``main`` is (a conjunct
    of) the to-infinitive of a future-irrealis verb ("plans / wants / is expected to V":
    ``FUTURE_IN_PRESENT``, Wurmbrand 2014), of a non-veridical raising/ECM verb
    (``NONVERIDICAL_HEADS``: "can be expected to", "is believed to"), or the infinitive or
    complement clause of a verb of proposal (``PROPOSAL_VERBS``: "proposed to build ...")."""
    cur = main
    while cur.head.i != cur.i:
        head_lemma = verb_lemma(cur.head)
        if _for_to_infinitive(cur) and head_lemma in FUTURE_IN_PRESENT | PROPOSAL_VERBS:
            return cur.head  # "arrange for her to join you before it takes off" (pr101)
        if cur.dep_ not in ("xcomp", "conj", "ccomp"):
            break
        if cur.dep_ == "xcomp" and head_lemma in FUTURE_IN_PRESENT | NONVERIDICAL_HEADS:
            return cur.head
        if cur.dep_ in ("xcomp", "ccomp") and head_lemma in PROPOSAL_VERBS:
            return cur.head
        if cur.dep_ == "ccomp":
            return None
        cur = cur.head
    return None


def _unrealised_time_clause(main: Token, clause: Token) -> bool:
    """A before/after/since clause in a non-past tense inside an unrealised
    scenario (``_irrealis_frame``): "The firm can be expected to ask for relief after it has
    acceded", "He plans to retire after he finishes the book". A temporal clause in the present
    for future time (Quirk et al. 1985 §14.23) locates its event in the scenario that the matrix
    only plans, expects or proposes; its event is presupposed in that scenario, not by the
    speaker (Heinämäki 1974 on temporal clauses in non-factual contexts; Karttunen 1973 and
    Heim 1992 on presuppositions under attitude verbs, which are the attitude holder's), so
    there is no speaker presupposition to test. A past-tense clause ("planned to leave after the
    war ended") dates a fact of its own and stays, and so does a first-person plan or wish ("We
    plan to marry after he returns"), whose holder is the speaker."""
    frame = _irrealis_frame(main)
    if frame is None:
        return False
    if verb_lemma(frame) in FUTURE_IN_PRESENT | PROPOSAL_VERBS and any(
        s.lower_ in SPEAKER_PRONOUNS for s in subjects(frame)
    ):
        # "I want to travel after I finish my degree": the presupposition of an attitude's
        # complement is the attitude holder's belief (Heim 1992), and here the holder is the
        # speaker, so the speaker is committed to it (the thirty-seventh pass's "will" drafts)
        return False
    tensed = _tensed(clause)
    if tensed is None:
        # a gerund ("hoping to get a job after earning a degree", "suggests they rest before
        # moving on") stays a trigger: NOPE's experts judged all four such rows of
        # candidates.csv appropriate (its event is a step of the reported plan, whose holder
        # controls the gerund's subject), and the rule's evidence was a finite clause only
        # (stop 45: the gerund case lowered NOPE recall 0.844 -> 0.837)
        return False
    return tensed.tag_ in ("VBZ", "VBP")


#: Indefinite pronouns of negative polarity; with "else" ("before anyone else") they are the
#: comparison "before all the others", veridical (Quirk et al. 1985 §6.62 on "else").
NPI_PRONOUNS = frozenset({"anyone", "anybody", "anything"})


def _npi_pronoun_subject(clause: Token) -> bool:
    """The before-clause's subject is "anyone/anybody/anything" without "else": "He left the
    room before anyone noticed" = without anyone noticing, the non-veridical "before"
    (Heinämäki 1974; Condoravdi 2010; Beaver & Condoravdi 2003): the NPI subject is licensed by
    the precluded clause, and "Anyone noticed" is no presupposition."""
    return any(
        s.lower_ in NPI_PRONOUNS and not any(c.lower_ == "else" for c in s.children)
        for s in subjects(clause)
    )


#: Modals of possibility and necessity (Palmer 2001 ch. 3-4) whose scope makes the main clause a
#: non-episodic statement: advice, obligation or ability, not a report of what happened.
NON_EPISODIC_MODALS = frozenset({"should", "must", "ought", "can", "ca", "could", "may", "might"})
#: Subjects that make a simple-present clause characterizing (Carlson 1977; Krifka et al. 1995
#: §1.2): the generic "you/one" (Quirk et al. 1985 §6.21) and quantified or kind-level subjects.
GENERIC_SUBJECT_WORDS = frozenset({"you", "one", "people", "anyone", "everyone", "someone"})
GENERIC_DETERMINERS = frozenset({"a", "an", "any", "every", "each", "all", "most"})
#: Adjectives that make a definite singular a representative of its kind, not an individual:
#: "the average person", "the typical user" (Carlson 1977 and Krifka et al. 1995 §1.1 on
#: definite generics; Kennedy & Stanley 2009, "On 'average'": "the average American" denotes
#: no individual, the predicate is said of the kind's mean). A simple present with such a
#: subject is characterizing (``_generic_subject``).
REPRESENTATIVE_ADJECTIVES = frozenset({"average", "typical"})
#: Quantity words the parser may hang as modifiers ("many banks"): a plural with one of them is
#: no bare plural (Carlson 1977), it counts a part of the kind.
QUANTITY_WORDS = frozenset({"many", "few", "several", "some", "these", "those"})
#: Time markers whose clause can be the hypothetical restrictor of a non-episodic main clause.
RESTRICTOR_MARKERS = frozenset({"before", "after", "while", "until"})


def _non_past(clause: Token) -> bool:
    """The temporal clause has no past tense of its own: a simple present or present perfect
    (the present for future or generic time, Quirk et al. 1985 §14.23, §4.17) or a non-finite
    -ing/bare form. A past tense dates a fact of its own ("should have asked before he left")."""
    tensed = _tensed(clause)
    if tensed is None:
        return clause.tag_ in ("VBG", "VB")
    return tensed.tag_ in ("VBZ", "VBP")


def _imperative_host(main: Token) -> bool:
    """The temporal clause's host is (a conjunct, infinitive or complement of) an imperative:
    "Talk to her a while before asking her out", "Before jumping in, make sure you know ...".
    A verb with no subject, no auxiliary and the base or non-3sg present tag, heading the
    sentence, is an imperative (Quirk et al. 1985 §11.24: English finite clauses need a subject;
    the tagger reads a clause-internal imperative as VBP), unless it opens the sentence with a
    VBP tag, the diary-style subject ellipsis of reviews ("Love this place")."""
    cur = main
    while True:
        first = cur
        while first.dep_ == "conj" and first.head.i != first.i:
            first = first.head
        if first.dep_ == "ROOT" and is_imperative(cur) and is_imperative(first):
            # conjoined clauses share their mood: not a conjunct of an infinitive ("to get
            # ..., put ... and grope") or of a declarative ("May came and ... let the class")
            return True
        if (
            cur.dep_ == "ROOT"
            and cur.tag_ == "VBP"
            and cur.i > 0
            and not subjects(cur)
            and not any(c.dep_ in AUX_DEPS for c in cur.children)
            and not _noun_before(cur)
        ):
            return True
        if cur.dep_ not in ("conj", "xcomp", "ccomp", "advcl") or cur.head.i == cur.i:
            return False
        cur = cur.head


def _noun_before(verb: Token) -> bool:
    """A noun or pronoun ends the words before ``verb`` (a comma skipped): the subject position
    of a declarative (Quirk et al. 1985 §2.12, subject before the verb), whose noun phrase the
    parser hung elsewhere ("After receiving a map from Jared, Clair and Sean Hines, drive to
    the village"): no imperative."""
    i = verb.i - 1
    while i >= 0 and verb.doc[i].is_punct:
        i -= 1
    return i >= 0 and verb.doc[i].pos_ in ("NOUN", "PROPN", "PRON")


def _generic_subject(verb: Token) -> bool:
    """A subject that makes a simple-present clause characterizing (Krifka et al. 1995 §1.2;
    Carlson 1977): the generic "you/one/people" (Quirk et al. 1985 §6.21), an indefinite or
    quantified singular ("an astronaut", "every bill"), a bare plural ("bills")."""
    for s in subjects(verb):
        if s.lower_ in GENERIC_SUBJECT_WORDS:
            return True
        dets = [
            c.lower_
            for c in s.children
            if c.dep_ in ("det", "predet", "nummod") or c.lower_ in QUANTITY_WORDS
        ]
        if any(d in GENERIC_DETERMINERS for d in dets):
            return True
        if (
            s.tag_ == "NN"
            and "the" in dets
            and any(c.dep_ == "amod" and c.lower_ in REPRESENTATIVE_ADJECTIVES for c in s.children)
        ):
            return True  # "the average person drops dead after ...": a representative object
        if (
            s.tag_ == "NNS"
            and not dets
            and not any(c.dep_ == "poss" for c in s.children)
            and lex.lexname(s.lemma_.lower()) is not None  # a common noun, not a misread name
        ):
            return True
    return False


def _habitual_would_host(main: Token, marker: Token, clause: Token) -> bool:
    """ "It would start playing a CD after it was loaded", "He would call me before he left
    for work": a main clause with "would" over a simple-past after/before/when-clause is the
    past habitual (or a counterfactual), not an episode (Quirk et al. 1985 §4.43 on habitual
    "would"; Carlson 1977 and Krifka et al. 1995 §1.2.3 on habituals): the time clause is the
    restrictor of the habitual operator, its event is quantified over, so no particular event
    is presupposed ("It was loaded" is not entailed). Limited to a past clause with a pronoun
    subject, whose antecedent is in the main clause (the clause is then the generic
    restrictor, not an independently dated event); "would" inside a reported clause ("said he
    would leave after she arrived") is the future in the past and is left alone (``main`` is
    then a complement, not the sentence's main clause)."""
    while main.dep_ == "xcomp":
        main = main.head  # "would start playing X after ...": the habitual is on "start"
    if marker.lower_ not in ("after", "before", "when") or main.dep_ not in ("ROOT", "conj"):
        return False
    if not any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in main.children):
        return False
    if clause.tag_ != "VBD" and not any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in clause.children
    ):
        return False
    return any(s.pos_ == "PRON" and s.lower_ not in ("i", "we", "you") for s in subjects(clause))


#: Adverbs of quantification over occasions (``implicature_quantificational_adverbs`` plus the
#: negative "never"; Lewis 1975, "Adverbs of quantification").
def _q_adverbs() -> frozenset[str]:
    """The negative adverbs of quantification only: a positive one ("usually", "commonly",
    "always") presupposes that its restrictor has instances (de Swart 1993), so "Users commonly
    experience slowness while browsing" keeps "Users browse"; "never/seldom/rarely" assert
    there are few or none (stop 60 CI: the twenty-fifth pass and round 8 tests)."""
    return frozenset({"never", "seldom", "rarely", "hardly"})


def _bare_present(verb: Token) -> bool:
    """A root base form with a personal subject and no auxiliary: the present the tagger read
    as VB after "never" ("You never stop ..."), not an imperative (which has no subject)."""
    return (
        verb.tag_ == "VB"
        and verb.dep_ == "ROOT"
        and bool(subjects(verb))
        and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
    )


def _quantified_habit(host: Token, main: Token) -> bool:
    """A simple-present main clause with a generic subject and an adverb of quantification
    ("You never stop moving while performing the ginga", "You always V while V-ing"): the
    while-gerund is the restrictor of the adverb (Lewis 1975: "when/while"-clauses restrict an
    adverb of quantification; Farkas & Sugioka 1983), its event is quantified over, so no
    occasion of it is presupposed (review s1202j, pres-031). Without the adverb ("Users
    experience slowness while browsing") the twenty-fifth pass's draft stays."""
    if not _generic_present(host, main):
        return False
    return any(
        c.dep_ in ("advmod", "neg") and c.lower_ in _q_adverbs()
        for v in (host, main)
        for c in v.children
    )


def _generic_present(host: Token, main: Token) -> bool:
    """The characterizing frame of ``_quantified_habit`` and ``_generic_while``: a simple-present
    (not perfect) or bare-present host or main verb, with a generic subject (``_generic_subject``)
    on the main clause or the host."""
    verbs = (host, main)
    if not any(_simple_present(v) and not _perfect(v) or _bare_present(v) for v in verbs):
        return False
    return _generic_subject(main) or _generic_subject(host)


def _generic_while(host: Token, main: Token) -> bool:
    """A simple-present (not perfect) main clause with a generic subject ("you", a bare plural,
    an indefinite): the frame in which a subjectless while-gerund restricts the generic or adds
    to a standing property (``_hypothetical_time_clause``). A definite subject ("The dog barks
    while chasing cars") or a past clause ("She hummed while washing the dishes") keeps it.
    A positive adverb of quantification ("Users commonly experience slowness while browsing")
    keeps the draft: "usually/commonly/always" presuppose that their restrictor has instances
    (de Swart 1993), while the covert generic operator has no such existential import ("This
    machine crushes oranges" is true of a machine that never crushed one: Krifka et al. 1995
    §1.2.3), so only the bare generic loses its candidate."""
    if not _generic_present(host, main):
        return False
    positive = (word_set("implicature_quantificational_adverbs") | {"always"}) - _q_adverbs()
    return not any(
        c.dep_ == "advmod" and c.lower_ in positive for v in (host, main) for c in v.children
    )


#: Pronouns of the speaker and the addressee, whose habits a review states as its policy.
_POLICY_SUBJECTS = frozenset({"i", "we", "you"})


def _habitual_before(main: Token) -> bool:
    """ "I normally try a product before buying a whole case", "We always taste the sauce
    before serving it": a before-clause on the speaker's (or addressee's) main clause with an
    adverb of quantification ("normally", "usually", "always", "never": de Swart 1993). A
    first- or second-person habit so stated is a rule of conduct, the "rule" reading of a
    habitual (Krifka et al. 1995 §1.2.3; Carlson 1995 on rules and regularities), and its
    before-clause is the step it guards, in the restrictor like an instruction's
    (``_hypothetical_time_clause``: "Talk to her before asking her out"), where "before" is
    non-veridical (Heinämäki 1974; Beaver & Condoravdi 2003): trying first is the rule whether or
    not the buying follows, so "I buy a whole case" is no presupposition (judged, s1206b
    pres-045, -066). A third person's described regularity keeps the draft (NOPE's experts kept
    "he often makes sense of these states before reaching despair"), and so do a past episode
    ("I tried a sample before buying a case"), a bare simple present, whose routine steps each
    happen ("I cool the water before pouring it over the tea")."""
    subject = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and main.dep_ == "conj":
        subject = next((c for c in main.head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in _POLICY_SUBJECTS:
        return False
    frequency = (
        word_set("implicature_quantificational_adverbs") | _q_adverbs() | {"always", "never"}
    )
    return any(c.dep_ in ("advmod", "neg") and c.lower_ in frequency for c in main.children)


def _hypothetical_time_clause(main: Token, marker: Token, clause: Token) -> bool:
    """A before/after/while/until clause whose event is hypothetical, not presupposed: the main
    clause is not an episodic assertion (NOPE App. B: the experts kept temporal triggers of
    episodic main clauses; Heinämäki 1974 on the non-veridical "before"; Farkas & Sugioka 1983
    and Krifka et al. 1995 §1.2.3: in a habitual or generic sentence the time clause is the
    restrictor of the generic operator, like the antecedent of a conditional, so its event is
    quantified over, not given). Three frames, each with a non-past clause (``_non_past``):

    - an imperative or generic instruction ("Talk to her before asking her out");
    - a possibility/necessity modal or semi-modal on the main clause ("You should ask before
      you make a move", "you may need to wait before you get to ...": advice or ability, whose
      clause names a step of a plan; Palmer 2001 ch. 3-4);
    - a simple-present main clause with a generic subject in either clause ("After an astronaut
      dies in space, he is brought back", "You want people to see you before they smell you").

    A past clause ("could have brought water while we were waiting") dates a fact and stays; so
    does a simple present with definite subjects (the narrative present of plot summaries: "Vers
    recovers a crystal while Fury kills a Skrull").

    Stop 73 (pr139) adds two frames: an indefinite subject in the time clause under a
    possibility modal, of any tense (``_modal_restrictor_clause``), and a non-past clause on a
    to-infinitive host (``_infinitive_time_clause``)."""
    if marker.lower_ in RESTRICTOR_MARKERS and _modal_restrictor_clause(main, clause):
        return True
    if marker.lower_ not in RESTRICTOR_MARKERS or not _non_past(clause):
        return False
    if _imperative_host(main):
        return True
    if _permitted_event(main):
        return True
    if _infinitive_time_clause(main, marker, clause):
        return True
    if any(
        c.lower_ == "only" and c.dep_ == "advmod" and c.i < marker.i
        for c in (*main.children, *marker.children, *clause.children)
    ):
        # "The wound will only heal after you rest": "only" with a non-past time clause states
        # a necessary condition, like "only if" (von Fintel 1997 on "only if"; Quirk et al.
        # 1985 §15.36), so the clause's event is not given: "You will rest" does not follow
        # (blind review s1202n). A past clause ("only left after she arrived") dates a fact.
        return True
    if _modal_host(main) and (is_finite_clause(clause) or marker.lower_ != "after"):
        # an after-gerund under a modal dates an earlier event, which may be a fact ("He could
        # spend his life behind bars after gunning down ..."); a while- or before-event is
        # simultaneous with or later than the modalised event, as hypothetical as it
        return True
    if _arbitrary_infinitive_host(main, clause):
        return True  # "It's always interesting to view a film after hearing praise": PRO_arb
    host = main
    while host.dep_ in ("xcomp", "ccomp", "conj") and host.head.i != host.i:
        host = host.head
    if not is_finite_clause(clause):
        # a gerund of a narrative present ("After receiving a map, they drive to the village")
        # is a step of the story; with a generic subject ("After saving your loved ones, you
        # have time to ...", "After playing around for a while things get more serious") the
        # gerund's understood subject is that generic one (Quirk et al. 1985 §15.60, the
        # attachment rule for participle clauses), so it is the restrictor of the generic
        # sentence (Krifka et al. 1995 §1.2.3) and its event is quantified over, not given.
        # A simultaneous "while"-gerund of a generic sentence restricts it too (hundred-eighth
        # pass, undoing the twenty-fifth pass's habit draft "Users browse"): "You make less
        # noise while walking" says what holds on occasions of walking, the restrictor of the
        # generic operator (Farkas & Sugioka 1983; Krifka et al. 1995 §1.2.3), or, of a
        # generic subject's standing property ("Gels keep feet dry while absorbing shock"),
        # an additive "and at the same time" adjunct whose content is asserted with the
        # property (Quirk et al. 1985 §15.60; Kortmann 1991 on free adjuncts); neither is a
        # presupposition a negation or question leaves standing ("You don't make less noise
        # while walking" does not take for granted that you walk)
        if marker.lower_ == "while" and (
            _quantified_habit(host, main) or _generic_while(host, main)
        ):
            return True  # "You never stop moving while performing the ginga": the restrictor
        if marker.lower_ not in ("before", "after"):
            return False
        return (_simple_present(host) and not _perfect(host) or _modal_host(main)) and (
            _generic_subject(main) or _generic_subject(host) or _arbitrary_gerund_subject(host)
        )
    if not any(_simple_present(v) and not _perfect(v) for v in (host, main)):
        return False  # the present perfect reports an event (Quirk et al. 1985 §4.19-4.22)
    return _generic_subject(main) or _generic_subject(host) or _generic_subject(clause)


def _arbitrary_gerund_subject(verb: Token) -> bool:
    """ "After saddling the horse, pulling the left rein turns it": the subject of the simple
    present is an -ing clause with no subject or possessor of its own, whose understood subject
    is arbitrary (PRO_arb: Chomsky 1981 §2.4; Quirk et al. 1985 §15.10 on subjectless nominal
    -ing clauses, "Smoking is bad for you"). Such a subject names a kind of action, so the
    sentence is characterizing, an instruction of what a step does whenever it is taken
    (Krifka et al. 1995 §1.2), and the after/before gerund, whose understood subject is the same
    arbitrary one (Quirk et al. 1985 §15.60), is the restrictor of the generic operator: its
    event is quantified over, not presupposed (blind review s1205d: "after binding the command
    ... = once you bind"). A gerund with its own subject or possessor ("his pressing the key")
    is about a given event and stays."""
    return any(
        c.dep_ == "csubj"
        and c.tag_ == "VBG"
        and not any(g.dep_ in ("nsubj", "poss", "det") for g in c.children)
        for c in verb.children
    )


#: Determiners of an indefinite subject that a modal or generic operator binds (Heim 1982 ch. 2;
#: Krifka et al. 1995 §1.2.3): "another" is the indefinite "an other" (Quirk et al. 1985 §6.57).
RESTRICTOR_INDEFINITES = frozenset({"a", "an", "another", "any"})


def _modal_restrictor_clause(main: Token, clause: Token) -> bool:
    """ "... terminals, each of which could execute an application while another terminal was
    called to the screen": a time clause on a host under a possibility modal of ability
    ("can/could", ``_modal_host``), whose own subject is an indefinite ("a / an / another /
    any" N). Under the modal the time clause is the restrictor of the modal's quantification
    over occasions (Kratzer 1981; Farkas & Sugioka 1983; Krifka et al. 1995 §1.2.3), and an
    indefinite there is bound by that operator, not an existential the speaker asserts (Heim
    1982 ch. 2): the sentence states what can happen on any occasion of the clause's event, so
    no event of it is presupposed, whatever the tense ("could ... while ... was called" is the
    backshifted "can ... while ... is called", Quirk et al. 1985 §14.31), and "Another terminal
    was called" has no antecedent (blind review s1204g pres-063, cand-04). A perception verb
    under "could" reports what was perceived (Quirk et al. 1985 §4.58, "I could hear music"),
    and is left alone."""
    if not _modal_host(main) or main.lemma_.lower() in PERCEPTION_VERBS:
        return False
    for s in subjects(clause):
        dets = {c.lower_ for c in s.children if c.dep_ == "det"}
        if s.lower_ == "another" or (dets & RESTRICTOR_INDEFINITES and s.tag_ in ("NN", "NNS")):
            return True
    return False


def _infinitive_time_clause(main: Token, marker: Token, clause: Token) -> bool:
    """ "It was designed for the administrator to identify vulnerable programs before they are
    exploited": a non-past time clause (``_non_past``, checked by the caller) on a
    to-infinitive host. A to-infinitive has no tense of its own but an unrealised, future
    orientation relative to its matrix (Stowell 1982 "The tense of infinitives"; Bolinger
    1968 on the infinitive's hypothetical meaning), and a purpose or design infinitive names
    an intended event (Quirk et al. 1985 §15.48), so an event timed by it is as unrealised as
    the intention: with "before" it is the event the intended act is to forestall, the
    non-veridical "before" (Heinämäki 1974; Beaver & Condoravdi 2003), and "They are exploited"
    is not taken for granted (blind review s1204g pres-061, cand-02). Only a finite clause: its
    present tense under a past matrix ("was designed ... before they are exploited") shows it
    is not backshifted into the narrated past (Quirk et al. 1985 §14.31), i.e. no event of that
    past; a gerund has no tense to show it, and NOPE's experts took the gerund's event as given
    in narratives ("Runners had to slide down a bank before going under water", "decided to
    install one vessel before fixing the welds": a first version that took gerunds too lost
    four NOPE gold rows). Only "before": "after/when/once" are veridical on an unrealised host
    too, their clause's event is the intended act's precondition, not what it forestalls
    ("I want to travel abroad after I finish my degree" -> "I will finish my degree";
    Heinämäki 1974 ch. 2; thirty-seventh pass; merge mend of stop 73)."""
    if marker.lower_ != "before" or not is_finite_clause(clause):
        return False
    if main.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "to" for c in main.children):
        return False
    return main.dep_ in ("advcl", "xcomp", "acl", "ccomp")


def _permitted_event(main: Token) -> bool:
    """``main`` is (a verb of) the infinitive complement of a verb of permission or enabling,
    "allow/permit/enable X to V" (``PERMISSION_VERBS_WITH_ENABLE``): "This allows the
    recipient to start displaying the video before the transmission is complete". Permission
    is deontic (circumstantial) possibility (Kratzer 1981; Palmer 2001 §3.2), so the permitted
    event is only possible, and a non-past time clause inside it dates a possible event: it is
    the non-veridical "before" (Heinämäki 1974; Condoravdi 2010), and "The transmission is
    complete" is not taken for granted - the point of the sentence is that it need not be
    (stop 72, pr136; review s1204d). The walk climbs the infinitive chain ("allows X to start
    displaying"), not past a finite clause. "let X V" is left out: in a narrative it reports
    what was let happen ("Lily lets the moment play out before looking over her shoulder": the
    moment played out: "let" there is not-preventing an event that happens, and NOPE's experts
    kept the before-clause, Omar's row 1631)."""
    cur = main
    while cur.dep_ in ("xcomp", "ccomp", "conj") and cur.head.i != cur.i:
        if cur.dep_ != "conj" and not (
            cur.tag_ in ("VB", "VBG") and not any(c.dep_ == "mark" for c in cur.children)
        ):
            return False
        cur = cur.head
        if cur.lemma_.lower() in PERMISSION_VERBS_WITH_ENABLE:
            # a past permission reports what was let happen ("Hubbard was allowing a gang to stay
            # in her home while selling drugs": they sold drugs), like "let" in a narrative
            return cur.tag_ != "VBD" and not any(
                c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in cur.children
            )
    return False


def _arbitrary_infinitive_host(main: Token, clause: Token) -> bool:
    """ "It's always interesting to view a horror movie after hearing so much praise", "it's a
    lot less surprising to do that after I've buzzed you into the building", "It's hard to talk
    and sound sweet while screaming into the phone": the time clause belongs to a to-infinitive
    extraposed after "it" + a present-tense predicate, an infinitive with no subject of its own.
    Its understood subject is arbitrary PRO ("for anyone to view a film ...", Chomsky 1981;
    Epstein 1984 on PRO_arb), so the infinitive names a kind of event, not one that happened,
    and a before/after/while clause in it is the restrictor of that generic statement
    (Heinämäki 1974 on "before/after" in non-factual contexts; Krifka et al. 1995 §1.2.3): its
    event is not presupposed. An infinitive with a "for" subject ("it is fatuous for the
    government to insist ...") or a past host ("It was hard to sleep while he snored", a report)
    keeps the trigger. The parser often hangs a clause after the infinitive on "be" itself
    ("it's less surprising to do that after I've buzzed you in"): an infinitive of "be" or of
    its adjective before the clause counts then."""
    cur = main
    while cur.dep_ == "conj" and cur.head.i != cur.i:
        cur = cur.head
    infinitive = None
    while cur.dep_ in ("xcomp", "ccomp") and cur.head.i != cur.i:
        if any(c.tag_ == "TO" for c in cur.children):
            infinitive = cur
        cur = cur.head
    if infinitive is None:
        infinitive = next(
            (
                c
                for t in (cur, *(k for k in cur.children if k.dep_ in ("acomp", "attr")))
                for c in t.children
                if c.dep_ in ("xcomp", "ccomp")
                and c.i < clause.i
                and any(g.tag_ == "TO" for g in c.children)
            ),
            None,
        )
    if infinitive is None or infinitive.head.i not in {
        cur.i,
        *(k.i for k in cur.children if k.dep_ in ("acomp", "attr")),
    }:
        return False
    if not any(s.lower_ == "it" for s in subjects(cur)):
        return False
    if cur.tag_ not in ("VBZ", "VBP") and not any(
        c.dep_ == "aux" and c.tag_ == "MD" for c in cur.children
    ):
        return False
    return not any(
        c.lower_ == "for" and c.i < infinitive.i
        for t in (cur, infinitive, *cur.children)
        for c in t.children
    )


def _perfect(verb: Token) -> bool:
    """The clause is in the perfect ("have begun")."""
    return any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)


def _modal_host(main: Token) -> bool:
    """``main`` (or the verb its infinitive or conjunct hangs from) has a possibility or
    necessity modal or a present necessity semi-modal ("have/need to"): ``modal_penalty``
    without "shall", a future (Palmer 2001 §3.2). A modal takes the bare infinitive (Quirk et
    al. 1985 §3.40), so a modal before a past form is a misparse ("May came"); a past "had to"
    reports what happened ("Runners had to slide down a bank before going under water")."""
    cur = main
    while True:
        # a passive's bare infinitive is its "be" ("can be detected": Quirk et al. 1985 §3.63,
        # the modal takes the passive auxiliary "be", not the participle), so a VBN with a bare
        # "be" auxpass counts as the modal's infinitive ("can have been" keeps "been" and stays
        # a past)
        bare = cur.tag_ == "VB" or (
            cur.tag_ == "VBN" and any(c.dep_ == "auxpass" and c.tag_ == "VB" for c in cur.children)
        )
        if bare and any(c.dep_ == "aux" and c.lower_ in NON_EPISODIC_MODALS for c in cur.children):
            return True
        if cur.dep_ not in ("xcomp", "conj") or cur.head.i == cur.i:
            return False
        if cur.dep_ == "xcomp" and cur.head.tag_ == "MD" and cur.head.lower_ in NON_EPISODIC_MODALS:
            # "ought to read the FAQ before posting": the parser makes the marginal modal
            # "ought (to)" (Quirk et al. 1985 §3.40, §4.55) the head and its infinitive the
            # xcomp; it is the same deontic necessity as "should" (stop 72, pr136)
            return True
        if _semi_modal(cur) and cur.head.tag_ in ("VBZ", "VBP"):
            return True
        if (
            _semi_modal(cur)
            and cur.head.tag_ == "VB"
            and any(c.dep_ == "aux" and c.lower_ in FUTURE_AUXILIARIES for c in cur.head.children)
        ):
            # "You will have to talk to her before you bring him": the future of a deontic
            # necessity is as non-episodic as its present (Palmer 2001 §3.2; Quirk et al. 1985
            # §4.54 on "will have to"): it states a precondition, no event (Heinämäki 1974)
            return True
        cur = cur.head


def _direct_perception(verb: Token, lemma: str, comp: Token, first: Token) -> bool:
    """ "I've seen these ghosts carry their dead", "I heard the wolves howling": a verb of
    perception with a naked infinitive or -ing complement reports direct perception of an
    event (Barwise 1981 "Scenes and other situations"; Higginbotham 1983): the complement is
    no proposition but a perceived event, entailed, not presupposed (it does not survive "I
    haven't seen them carry ..."), so it is no clause-embedding predicate of NOPE App. B,
    which takes that-clauses ("I saw that the door was open"). Told by the complement with no
    "that" and no auxiliary whose verb is a base form or -ing, or a present form after a past
    or perfect perception verb (a finite complement would shift its tense: "I saw they
    carried"; Quirk et al. 1985 §14.31 backshift)."""
    if lemma not in PERCEPTION_VERBS or first.lower_ == "that":
        return False
    if any(c.dep_ in ("aux", "auxpass", "mark") for c in comp.children):
        return False
    if comp.tag_ in ("VB", "VBG"):
        return True
    past = verb.tag_ in ("VBD", "VBN")
    return past and comp.tag_ == "VBP"


def _hyphen_glued_possessum(noun: Token) -> bool:
    """Is the possessum ``noun`` glued, with no space on either side, to the word after it by
    a dash typed as a hyphen ("my dad's favorite people-me and President X", "favorite
    people-my cousin and I")? The tagger reads that mark as a dash (Penn ":"), not as the
    hyphen of a compound (HYPH), or the word after it is a pronoun or determiner, which opens a
    phrase and is no compound part: the dash opens an appositive, and the candidate's span and
    its draft run into the glued word ("My dad had favorite people-me"; stop 104, pr245;
    review: "trigger span includes '-me'"). No candidate. A compound ("Kendra's
    ex-girlfriend", IMPPRES) keeps its candidate."""
    doc = noun.doc
    if noun.whitespace_ or noun.i + 2 >= len(doc):
        return False
    dash, nxt = doc[noun.i + 1], doc[noun.i + 2]
    if dash.text not in ("-", "\u2013", "\u2014") or dash.whitespace_ or not nxt.is_alpha:
        return False
    return dash.tag_ == ":" or nxt.pos_ in ("PRON", "DET")


def compound_modifier_word(doc: Doc, found: Found) -> bool:
    """A one-word trigger that is the first part of a hyphenated compound ("left-click",
    "still-life", "again-and-again"): English compounds are right-headed (Williams 1981 "On the
    notions 'lexically related' and 'head of a word'", the Righthand Head Rule), so the first
    element is a modifier inside a word, not the verb or adverb that triggers (the compound is
    an atom; review s1202r: "left" in "I'll left-click" read as "leave")."""
    trig = found.trigger
    if not isinstance(trig, Token):
        if len(trig) != 1:
            return False
        trig = trig[0]
    if trig.whitespace_ or trig.i + 2 >= len(doc):
        return False
    hyphen, nxt = doc[trig.i + 1], doc[trig.i + 2]
    return hyphen.text == "-" and not hyphen.whitespace_ and nxt.is_alpha


def _enclosing_double_quotes(doc: Doc, found: Found) -> tuple[int, int] | None:
    """The token indices of the double quotes around the trigger (an odd number of them before
    it, one after), or None. Double quotes only (``syntax.DOUBLE_QUOTES``): a single one is also
    an apostrophe. The module's QUOTE_MARKS (with single quotes) is ``_reporting_clause_verb``'s;
    a second definition here rebound it and lost "'No,' he returned" (md11)."""
    trig = found.trigger
    start = trig.i if isinstance(trig, Token) else trig.start
    marks = [t.i for t in doc if t.text in DOUBLE_QUOTES]
    opening = [i for i in marks if i < start]
    closing = [i for i in marks if i > start]
    if not opening or not closing or len(opening) % 2 == 0:
        return None
    return opening[-1], closing[0]


def quoted_imperative(doc: Doc, found: Found) -> bool:
    """The trigger is inside a quoted imperative ('A sign reads "STAY OUT"', 'He shouts "Keep
    running!"'): the quotation is mentioned, not used (Davidson 1979 "Quotation"; Potts 2007),
    so its content is no commitment of the sentence's speaker, and an imperative asserts
    nothing in the first place (a directive, Searle 1976; its presuppositions are about the
    unnamed addressee, whom a draft cannot name: "The old man has been running" made the
    quoting speaker the runner). Told by a pair of double quotes around the trigger whose first
    word is a base-form verb (or an all-capital word the tagger read as a verb) with no subject
    inside the quote."""
    quotes = _enclosing_double_quotes(doc, found)
    if quotes is None:
        return False
    open_i, close_i = quotes
    words = [t for t in doc[open_i + 1 : close_i] if not t.is_punct]
    if not words:
        return False
    first = words[0]
    if first.tag_ != "VB" and not (first.is_upper and first.pos_ in ("VERB", "AUX")):
        return False
    return not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in words)


#: Words that introduce a usage example or name an expression: the quotation after them is a
#: mentioned string (Quine 1940 §4; Davidson 1979 "Quotation"; Lyons 1977 §1.2 on metalanguage).
#: The metalinguistic nouns are ``wordlists/gloss_metalinguistic_nouns.txt``; the example
#: markers "e.g.", "i.e.", "for example/instance", "as in" introduce an illustration (Quirk et
#: al. 1985 §17.79, appositive "e.g."/"for example"): the apposition abbreviations and the last
#: words of the spelled-out markers, whose first word ``quoted_mention`` checks.
EXAMPLE_MARKERS = APPOSITION_ABBREVIATIONS | {"example", "instance", "in"}


def quoted_mention(doc: Doc, found: Found) -> bool:
    """The trigger is inside a double-quoted usage example or a quoted expression named by a
    metalinguistic noun: 'BSOD is also a verb, e.g. "my laptop keeps BSODing"', 'the phrase
    "stop the presses"', 'the idiom "kick the habit"'. A quotation introduced as an example or
    as a word is mentioned, not used (Quine 1940 §4 on use and mention; Davidson 1979; Potts
    2007): the sentence's speaker asserts nothing with it, so its presuppositions are no
    commitments of the sentence, and negating or questioning it rewrites the example, not the
    sentence (review s1202t: "trigger is in a quoted usage example"). Told by a pair of double
    quotes around the trigger whose opening mark follows (over a comma or colon) an example
    marker (``EXAMPLE_MARKERS``, "as in" needing its "as") or a metalinguistic noun
    (``gloss_metalinguistic_nouns``). Reported speech ('She said, "I stopped smoking"') has no
    such word before the quote and stays."""
    quotes = _enclosing_double_quotes(doc, found)
    if quotes is None:
        return False
    j = quotes[0] - 1
    while j >= 0 and doc[j].text in (",", ":"):
        j -= 1
    if j < 0:
        return False
    word = doc[j].lower_
    if word in EXAMPLE_MARKERS:
        if word == "in":
            return j > 0 and doc[j - 1].lower_ == "as"
        if word in ("example", "instance"):
            return j > 0 and doc[j - 1].lower_ == "for"
        return True
    return doc[j].pos_ == "NOUN" and doc[j].lemma_.lower() in word_set("gloss_metalinguistic_nouns")


def colon_label_trigger(doc: Doc, found: Found) -> bool:
    """The trigger is a keyword label with its colon ("Add closes: lines for the bugs fixed"):
    the word is mentioned as the name of a field ("Closes:" in a changelog), not used as a
    verb (Quine 1940 §4 on use and mention). Told by the colon written right after the trigger
    and a sentence-initial base-form verb the parser made its subject: a bare infinitive is no
    subject of a finite verb (Quirk et al. 1985 §16.38 allows only to-infinitives and
    gerunds), so that verb is an imperative whose object is the label (blind review s1204r:
    "closes:" read as the verb "close"). "The script stops: it ran out of memory" has a noun
    subject and stays."""
    trig = found.trigger
    if not isinstance(trig, Token) or trig.i + 1 >= len(doc):
        return False
    if trig.whitespace_ or doc[trig.i + 1].text != ":":
        return False
    return any(
        k.dep_ in ("nsubj", "nsubjpass") and k.tag_ == "VB" and k.i == 0 for k in trig.children
    )


def scare_quoted_trigger(doc: Doc, found: Found) -> bool:
    """The trigger word alone stands in double quotes ('He "rediscovered" Tuva', 'the "again"
    broken build'): a one-word quotation inside a used sentence is a scare quote, by which the
    speaker distances herself from the word's aptness (Predelli 2003 "Scare quotes and their
    relation to other semantic issues"; Gutzmann & Stei 2011 on quotation marks as a
    modalising device; Potts 2007 on mixed quotation: the word is mentioned as well as used).
    What the quotes hedge is just the trigger's lexical content ("re-": that it was discovered
    before), so its presupposition is no commitment of the speaker; NOPE's annotators read
    quoted material as attributed to its source. Told by the quote marks right before and after
    the trigger token; a longer quotation (reported speech) is left to the other tests."""
    trig = found.trigger
    if not isinstance(trig, Token):
        return False
    return (
        0 < trig.i < len(doc) - 1
        and doc[trig.i - 1].text in DOUBLE_QUOTES
        and doc[trig.i + 1].text in DOUBLE_QUOTES
    )


#: Verbs that relate propositions or expressions (WordNet entail.v.01 "have as a logical
#: consequence", imply.v.01/.02, mean.v.01 "mean or intend to express or convey", presuppose,
#: contradict.v.03 "be in contradiction with", follow.v.05 "come as a logical consequence").
#: A quoted clause as their argument is a sentence talked about, not asserted.
IMPLICATION_VERBS = frozenset(
    {"imply", "entail", "mean", "presuppose", "contradict", "follow", "signify", "express"}
)


def _quote_spans(doc: Doc) -> list[tuple[int, int]]:
    """(opening, closing) token indices of the double-quoted spans, paired in order."""
    marks = [t.i for t in doc if t.text in DOUBLE_QUOTES]
    return list(zip(marks[0::2], marks[1::2], strict=False))


def quoted_proposition_mention(doc: Doc, found: Found) -> bool:
    """The trigger is in, or repeats the words of, a double-quoted clause that the sentence
    talks about as a sentence: a quotation right before or after a verb of implication or
    meaning (``IMPLICATION_VERBS``: 'Nor does "Ann's dog can fly" imply "Ann's dog exists"').
    Such a quotation is mentioned, not used (Quine 1940 §4 on use and mention; Davidson 1979
    "Quotation"; Cappelen & Lepore 2007): the sentence is about what one sentence entails,
    and no speaker asserts either, so "Ann has a dog" is nobody's commitment. The same words
    repeated outside the quotes in such a sentence ("for it may be that Ann's dog could only
    fly by ...") go on discussing the quoted sentence's hypothetical content, the
    philosopher's example, not a referent of the speaker's (blind review s1202x, "Walter's
    horse", rejected in and out of the quotes). Reported speech ('She said, "Ann's dog ran
    off"') has a verb of saying, not of implication, and stays."""
    spans = _quote_spans(doc)
    if not spans:
        return False
    mentioned = []
    for open_i, close_i in spans:
        before = doc[open_i - 1] if open_i > 0 else None
        after = next((t for t in doc[close_i + 1 : close_i + 3] if t.pos_ != "ADV"), None)
        if any(
            t is not None and t.pos_ in ("VERB", "AUX") and t.lemma_.lower() in IMPLICATION_VERBS
            for t in (before, after)
        ):
            mentioned.append((open_i, close_i))
    if not mentioned:
        return False
    trig = found.trigger
    first, last = (trig.i, trig.i) if isinstance(trig, Token) else (trig.start, trig.end - 1)
    if any(o < first and last < c for o, c in mentioned):
        return True
    words = (trig.text if isinstance(trig, Token) else trig.text).lower()
    return len(words.split()) > 1 and any(
        words in doc[o + 1 : c].text.lower() for o, c in mentioned
    )


#: Adverbs of preference in "would rather / would sooner / had rather" (Quirk et al. 1985
#: §4.67; Huddleston & Pullum 2002 ch. 3 §2.5.6: "would rather" takes a bare infinitive of a
#: preferred, unrealised situation).
PREFERENCE_ADVERBS = frozenset({"rather", "sooner"})


def _preference_host(main: Token) -> bool:
    """The while-clause's host verb, or a verb it depends on, is the bare infinitive of "would
    rather / would sooner" ("you'd rather heat pins under your toenails while reciting source
    code than try to type"). "Would rather" states a preference for a situation that is not
    actual (counterfactual "would", Palmer 2001 ch. 7; Iatridou 2000 on fake past), and a
    while-clause, being simultaneous with its host, times that unrealised situation: its event
    is no more given than the host's (Heinämäki 1974 on time clauses in non-veridical
    contexts; Giannakidou 1998), so nothing is presupposed (blind review s1202x, irrealis
    "while")."""
    for verb in [main, *main.ancestors][:3]:
        kids = list(verb.children)
        if any(k.dep_ == "advmod" and k.lower_ in PREFERENCE_ADVERBS for k in kids) and any(
            k.dep_ == "aux" and k.lower_ in ("would", "'d", "had") for k in kids
        ):
            return True
    return False


#: Verbs of wanting and needing whose conditional "would" states a hypothetical wish, not a
#: habit ("I would want less salt", "I'd like a bigger bag"; Palmer 2001 ch. 7 on hypothetical
#: "would"; Quirk et al. 1985 §4.64 on "would like" as a tentative wish).
VOLITIONAL_WOULD_VERBS = frozenset({"want", "like", "prefer", "need", "love", "wish"})


def _remote_preterite_before(main: Token, marker: Token, clause: Token) -> bool:
    """ "I would want less sugar in the sauce before I tried it again", "I'd like a smaller bag
    before I ordered another case": a before/until-clause in the simple past under a main clause
    of hypothetical "would" + a verb of wanting or needing. The past tense of the subordinate
    clause is the modal preterite of remoteness, not past time (Huddleston & Pullum 2002 ch. 3
    §9.3: a clause subordinate to a remote "would" clause takes the preterite by attraction;
    Iatridou 2000 on fake past): the speaker has not tried it again and names the condition
    under which they would. A before-clause of an unrealised main situation is non-veridical
    (Heinämäki 1974; Condoravdi 2010), so "I tried it again" is no presupposition. Limited to
    the sentence's own main clause (not the future in the past of a report, "said he would wait
    before she arrived") without the perfect ("would have left before he arrived" is a past
    counterfactual whose before-clause may date a fact); the habitual "would" of a third
    person is ``_habitual_would_host``."""
    if marker.lower_ not in ("before", "until", "till"):
        return False
    host = main
    if host.pos_ not in ("VERB", "AUX"):
        # "want less sugar and more filling before I tried it": the parser hung the clause on
        # the object noun; a time clause modifies a clause, so its host is the verb above
        host = next((a for a in host.ancestors if a.pos_ in ("VERB", "AUX")), host)
    while host.dep_ == "xcomp" and host.head.i != host.i:
        host = host.head  # "I'd want to taste it before I bought it": the wish is on "want"
    if host.dep_ not in ("ROOT", "conj") or host.lemma_.lower() not in VOLITIONAL_WOULD_VERBS:
        return False
    kids = list(host.children)
    if not any(k.dep_ == "aux" and k.lower_ in ("would", "'d") for k in kids):
        return False
    if any(k.dep_ == "aux" and k.lemma_ == "have" for k in kids):
        return False  # "would have liked ... before": a past counterfactual
    if clause.tag_ == "VBD" and not any(c.dep_ in ("aux", "auxpass") for c in clause.children):
        return True
    return any(
        c.dep_ in ("aux", "auxpass") and c.lower_ in ("was", "were") for c in clause.children
    )


def _noun_while(marker: Token) -> bool:
    """ "after a (short) while", "for a while", "once in a while": "while" after the article "a"
    (with adjectives between) is the noun "a period of time" (OED while n. 1; Quirk et al.
    1985 §7.56 on "a while" as a time noun phrase), which the parser sometimes tags as the
    subordinator when a clause follows ("after a short while I received it"). A noun heads no
    temporal clause, so there is nothing for NOPE's temporal adverbs to presuppose."""
    doc = marker.doc
    j = marker.i - 1
    while j >= 0 and doc[j].tag_ in ("JJ", "JJR", "JJS", "RB") and marker.i - j <= 3:
        j -= 1
    return j >= 0 and doc[j].lower_ in ("a", "an")


def _expletive_generic_while(main: Token, marker: Token, clause: Token) -> bool:
    """A subjectless "while V-ing" clause whose main clause has an expletive subject in the
    simple present ("While fighting unarmed, there is a chance that a hit will stun the
    enemy"). The participle's understood subject is normally the main clause's subject (Quirk
    et al. 1985 §15.60); an expletive "there/it" offers none, so the gerund's subject is
    arbitrary (PRO_arb, as in ``_arbitrary_infinitive_host``) and the while-clause restricts a
    generic statement over occasions (Krifka et al. 1995 §1.2.3: time clauses as restrictors
    of the generic operator), like the antecedent of a conditional: no fighting is presupposed
    to have happened, and the draft has no subject to give it."""
    if clause.tag_ != "VBG" or subjects(clause):
        return False
    if not any(c.dep_ == "expl" for c in main.children):
        return False
    return main.tag_ in ("VBZ", "VBP") or any(
        c.dep_ == "aux" and c.tag_ in ("VBZ", "VBP") for c in main.children
    )


def _plural_anaphor_for_singular_controller(main: Token, clause: Token) -> bool:
    """ "While talking to each other, she had observed that ...": a subjectless time clause
    whose understood subject binds a reciprocal or plural reflexive (``syntax.plural_bound_anaphor``:
    "each other", "themselves", "their own") needs a plural understood subject (Quirk et al. 1985
    §6.23-6.31; Dalrymple et al. 1998), so it is not the main clause's singular subject ("she")
    but a group the discourse gives ("they" = she and her companion): the participle is not
    controlled by the main subject (Quirk et al. 1985 §15.60 on the unattached participle). The
    draft gives it the main subject, "She talked to each other", ungrammatical and about the
    wrong agent (blind review s1205j pres-022): no candidate. A plural or coordinated main
    subject ("While talking to each other, they ...") controls it and stays."""
    if subjects(clause):
        return False
    controller = next(iter(subjects(main)), None)
    if controller is None or controller.morph.get("Number") != ["Sing"]:
        return False
    if any(c.dep_ == "conj" for c in controller.children):
        return False
    return plural_bound_anaphor(clause) is not None


#: Modals of a hypothetical or possible situation (Palmer 2001 ch. 3-4): "It would be good for
#: keeping coins while showing them off" describes a use, not an occasion.
PLAN_MODALS = frozenset({"would", "'d", "could", "might", "may", "should", "can", "ca"})


def _cited_list_word(marker: Token, clause: Token) -> bool:
    """ "Typical keywords would be if, then, else, print, goto, while, switch": a subordinator
    between two list commas, whose "clause" after the comma is a single word, is a word cited
    by name in a list, used metalinguistically (Quirk et al. 1985 §17.92 on words mentioned
    rather than used; App. III.13 on list commas). A subordinator opens its clause, and a comma
    between it and a one-word clause is no parenthesis, so nothing is subordinated and no time
    clause is presupposed (review s1204f candidate 18). "while, as noted, X happens" has a
    clause of several words after the parenthesis and stays."""
    doc = marker.doc
    if marker.i < 1 or marker.i + 1 >= len(doc):
        return False
    if doc[marker.i - 1].text != "," or doc[marker.i + 1].text != ",":
        return False
    words = [t for t in clause.subtree if not t.is_punct and t.i != marker.i]
    return len(words) <= 1


def _planned_while(main: Token, marker: Token) -> bool:
    """A while-clause inside a plan, intention or hypothetical use: its host is a gerund or
    infinitive in the complement of a verb of planning or wanting (``INTENSIONAL_HEADS``: "I'd
    been planning on staying there, while I figured out ...") or of a modal predicate ("would
    be good for keeping coins safe while still showing them off"). The planned or possible
    situation is not asserted (Karttunen 1971 on non-implicative complements; Giannakidou 1998
    on non-veridical contexts), and a time clause within it times that situation, so its event
    is no more given than the situation is (Heinämäki 1974 on temporal clauses in
    non-veridical contexts). A postposed while-clause after the complement of a planning verb
    is read with the complement even where the parser hangs it on the planning verb (late
    closure, Frazier 1979: the adjunct attaches to the most recent phrase). A finite past host
    ("He fell while he was climbing") and the plan itself being timed by a preposed clause
    ("While I was waiting, I planned to leave") keep their candidates."""
    if marker.i < main.i:
        return False
    if verb_lemma(main) in INTENSIONAL_HEADS:
        return any(
            c.i < marker.i
            and (
                (c.dep_ == "xcomp" and c.tag_ in ("VB", "VBG"))
                or (
                    c.dep_ == "prep"
                    and any(g.dep_ == "pcomp" and g.tag_ == "VBG" for g in c.children)
                )
            )
            for c in main.children
        )
    cur = main
    if cur.tag_ not in ("VB", "VBG") or subjects(cur):
        return False
    for _ in range(5):
        if cur.dep_ not in ("xcomp", "pcomp", "pobj", "prep", "acomp") or cur.head.i == cur.i:
            break
        cur = cur.head
        if verb_lemma(cur) in INTENSIONAL_HEADS:
            return True
        if any(c.dep_ == "aux" and c.lower_ in PLAN_MODALS for c in cur.children):
            return True
    return False


def _nominal_host(head: Token, marker: Token) -> bool:
    """The while-clause hangs on a gerund subject ("Helping the poor, while investing in new
    technology, is the optimum division of labor") or on a noun: it is part of a noun phrase,
    not an adverbial of the main clause, so it times nothing that the sentence asserts (NOPE
    App. A: the adverbial clause must modify the main clause)."""
    if head.dep_ in ("csubj", "csubjpass"):
        return True
    if any(c.dep_ in ("csubj", "csubjpass") and c.i < marker.i < head.i for c in head.children):
        return True  # the parser hangs the clause on the verb, between the gerund and it
    if head.tag_ == "VBG" and head.dep_ in ("nsubj", "nsubjpass"):
        return True
    return head.pos_ in ("NOUN", "PROPN") and head.dep_ in SUBJECT_DEPS


def _closing_nominal_gerund(marker: Token, clause: Token) -> bool:
    """A subjectless "while V-ing" clause right after a gerund clause that sits inside a noun
    phrase ("describes techniques of staying awake while driving at night"), with no comma
    between them. The gerund is the complement of a preposition that modifies a noun, so it
    names a kind of action, not an event, and its understood subject is arbitrary (PRO_arb:
    Chomsky 1981; Huddleston & Pullum 2002 ch. 14 §1.4 on gerund-participial clauses as
    complements in NPs). Without a comma the while-clause closes the phrase being built, the
    gerund's (Late Closure: Frazier 1978), so its time is that of the arbitrary action kind:
    no occasion is asserted and nothing is presupposed (NOPE App. A: the adverbial must
    modify the asserted main clause; blind review s1205e, s1205g: "a generic non-finite
    adjunct with no presupposed event"). The parse often hangs the while-clause on the main
    verb instead, which gives the draft the main subject ("The manual stays awake"). A
    while-clause after a comma ("He described his method, while driving home") or after a
    gerund that is the verb's own argument ("She kept reading while eating") stays."""
    if clause.tag_ != "VBG" or subjects(clause) or marker.i == 0:
        return False
    prev = marker.doc[marker.i - 1]
    if prev.is_punct:
        return False
    gerund = next((t for t in [prev, *prev.ancestors] if t.tag_ == "VBG" and t.i < marker.i), None)
    if gerund is None or gerund.i == clause.i or subjects(gerund):
        return False
    prep = gerund.head
    return gerund.dep_ == "pcomp" and prep.dep_ == "prep" and prep.head.pos_ in ("NOUN", "PROPN")


def _event_name_run_in(clause: Token) -> bool:
    """ "after the Second World War Libya was granted independence": the parser read the
    event name as compounds of the main clause's subject ("War Libya") and the main clause as
    the time clause. A capitalised event noun (WordNet noun.event or noun.act: "War",
    "Revolution", "Crisis") directly before a second proper noun ends a name of its own: two
    names in a row are two noun phrases, the first the object of "after" (a prepositional
    phrase, Quirk et al. 1985 §9.7, §15.25: "after" takes an NP or a clause), the second the
    main clause's subject. A temporal PP presupposes no clause (NOPE App. A takes the clausal
    reading only), so no candidate (pr97, dev text: the draft was "The Second World War Libya
    was granted independence.")."""
    subj = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.tag_ != "NNP" or subj.i == 0:
        return False
    prev = clause.doc[subj.i - 1]
    if prev.dep_ != "compound" or prev.head.i != subj.i or not prev.text[:1].isupper():
        return False
    first = lex.wordnet().synsets(prev.lower_, "n")[:1]
    return bool(first) and str(first[0].lexname()) in ("noun.event", "noun.act")


def _reduced_locative_clause(marker: Token) -> bool:
    """ "He went to Egypt and while there visited the sites": "while there" is a verbless
    reduced clause ("while he was there"; Quirk et al. 1985 §14.9, §15.34 on verbless adverbial
    clauses), and the verb after it is the main clause's second conjunct, not a clause with an
    expletive subject, which "there" + a transitive verb cannot be (existential "there" takes
    "be" or an unaccusative verb, Huddleston & Pullum 2002 ch. 16 §2). The parse that reads
    "there" as the expletive subject gives drafts like "there visited the sites". No
    candidate."""
    doc = marker.doc
    if marker.lower_ not in ("while", "when", "once") or marker.i + 2 >= len(doc):
        return False
    there = doc[marker.i + 1]
    if there.lower_ != "there" or there.dep_ != "expl":
        return False
    verb = there.head
    return verb.lemma_ != "be" and any(c.dep_ == "dobj" for c in verb.children)


def _subject_swallowed_by_time_clause(main: Token, marker: Token, clause: Token) -> bool:
    """A preposed time clause without a comma whose parse took the main clause's subject as its
    own object ("While you were praying a leprechaun stole your sword": "a leprechaun" parsed
    as the object of "praying"). An English finite declarative clause needs a subject (Quirk et
    al. 1985 §11.24; §3.27 on finite verb phrases), so a finite past or present main verb with
    no subject right after the clause's last word means the clause boundary is earlier than
    its parsed subtree (Quirk §8.16 on the optional comma after a preposed adverbial), and the
    split gives a premise and a draft with the wrong words. No candidate."""
    if marker.i > main.i or clause.i > main.i or main.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    if main.dep_ == "conj" or not is_finite_clause(clause):
        return False  # a VP conjunct shares its subject ("..., but after returning home broke
        # up": Quirk et al. 1985 §13.43), and a gerund clause has no subject to take one with
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in main.children):
        return False
    end = clause.right_edge.i
    return end + 1 == main.i and clause.doc[end].pos_ in ("NOUN", "PROPN", "PRON")


#: Verbs that take a bare content clause of what one finds out or perceives ("I found the pods
#: had broken", "we saw the lid was gone"; Huddleston & Pullum 2002 ch. 11 §3.2 on "that"
#: omission; Quirk et al. 1985 §16.31-16.32).
FINDING_OUT_VERBS = frozenset(
    {"find", "notice", "realize", "realise", "see", "discover", "learn", "know", "feel"}
)


def _main_clause_in_contact_relative(main: Token, marker: Token, clause: Token) -> bool:
    """ "after opening the bag i found 1 or more pods had broken open": a preposed time clause
    without a comma whose object noun the parser gave a contact relative ("the bag [i found]"),
    right after which the parsed main clause begins ("1 or more pods had broken open"). A
    pronoun subject and a verb of finding out or perceiving followed at once by a finite clause
    is the main clause with a bare content clause ("I found [that] the pods had broken";
    Huddleston & Pullum 2002 ch. 11 §3.2; Quirk et al. 1985 §8.16 on the optional comma after
    a preposed adverbial), so the parse's main clause is only the complement, and the draft
    gives the gerund its subject ("1 or more pods opened the bag i found": the understood
    subject of the gerund is the speaker, by subject control, Quirk et al. 1985 §15.60). The
    reading with a real relative ("After opening the bag I found, the pods ...") needs no
    comma-less juncture and keeps its candidate; a comma after the relative keeps it too. No
    candidate."""
    if marker.i > main.i or clause.i > main.i:
        return False
    subj = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    start = subj.left_edge.i
    for t in clause.subtree:
        if t.dep_ != "relcl" or t.lemma_.lower() not in FINDING_OUT_VERBS:
            continue
        if t.right_edge.i + 1 != start:
            continue
        if any(c.tag_ in ("WDT", "WP", "WP$", "WRB") or c.lower_ == "that" for c in t.children):
            continue  # a relativizer: a real relative clause
        if any(c.dep_ == "nsubj" and c.lower_ in SUBJECT_PRONOUNS for c in t.children):
            return True
    return False


#: Dependencies by which a clause hangs inside another clause (or a preposition's clausal
#: object), climbed from a time clause's host to the clause that frames it.
_FRAME_CLIMB_DEPS = frozenset({"advcl", "pcomp", "ccomp", "xcomp", "conj", "relcl", "acl"})


def _generic_when_frame(main: Token) -> bool:
    """ "It's perfect also for when others feed our dogs while we're away", "great for when
    you travel while the kids are at school", "Whenever I cook while the baby sleeps, ...":
    the host of the time clause is itself inside a "for when ..." clause (a free relative of
    occasions after "for": the kind of situation the thing suits, Huddleston & Pullum 2002
    ch. 12 §6 on fused relatives of time) or a "whenever" clause (a quantifier over
    occasions; de Swart 1993). Both range over possible occasions, none of which need have
    come about, so a time clause inside them is non-veridical (Heinämäki 1974 on temporal
    clauses in non-veridical contexts; Farkas & Sugioka 1983 on restrictive "when"): there is
    no presupposition that we are away (blind review s1207a pres-074). The climb goes up
    through clausal dependencies only, to the root; an episodic "when" ("He called when we
    were away") keeps its candidate."""
    t = main
    for _ in range(6):
        for c in t.children:
            if c.dep_ in ("advmod", "mark") and c.i < t.i:
                if c.lower_ == "whenever":
                    return True
                if c.lower_ == "when" and c.i > 0 and c.doc[c.i - 1].lower_ == "for":
                    return True
        if t.dep_ not in _FRAME_CLIMB_DEPS or t.head.i == t.i:
            return False
        t = t.head
    return False


def extract_temporal_adverbs(doc: Doc) -> Iterator[Found]:
    """NOPE App. A temporal adverbs: after/before/since/while + clause (presupposed).

    The adverbial clause must modify the main clause (NOPE negates the main clause so the
    negation scopes over the adverbial, App. C). Rejected: a prepositional phrase instead of a
    clause ("after the hike"), clauses attached inside relative clauses
    ("who showed changes after taking the drug").
    """
    if not _sentence_ok(doc):
        return
    seen: set[int] = set()
    for kind, node in dependency_matches(doc, "presupposition_temporal_adverbs"):
        head, marker, clause = node["head"], node["marker"], node["clause"]
        if marker.i in seen:
            continue
        seen.add(marker.i)
        if _reduplicated_noun(marker):
            continue  # "committee after committee", "witness after witness": no time clause
        if _objective_case_subject(clause):
            continue  # "so that after him was no one like him": a PP "after him", no clause
        if marker.lower_ in ("after", "before", "since") and _event_name_run_in(clause):
            continue  # "after the Second World War Libya was granted ...": a PP, no clause
        if marker.lower_ == "before" and any(c.lower_ == "long" for c in head.children):
            continue  # "It wasn't long before ...": a measure of time, nothing presupposed
        if (
            marker.lower_ == "before"
            and clause.lemma_ == "know"
            and any(c.dep_ == "dobj" and c.lower_ == "it" for c in clause.children)
        ):
            continue  # "before we knew it" = very soon, an idiom (Oxford Dictionary of English
            # Idioms, "before you know it"): no knowing is presupposed
        if marker.lower_ == "while" and _nominal_host(head, marker):
            continue  # "Helping the poor, while investing ..., is ...": inside a subject NP
        if marker.lower_ == "while" and _closing_nominal_gerund(marker, clause):
            continue  # "tips for staying awake while driving": the while-clause closes a
            # gerund inside a noun phrase, whose subject is arbitrary: no event is timed
        if _reduced_locative_clause(marker):
            continue  # "and while there visited ...": "there" is the place, no clause subject
        if marker.lower_ == "while" and _noun_while(marker):
            continue  # "after a short while I got it": the noun "a while", no clause
        main = head if head.pos_ in ("VERB", "AUX") else enclosing_clause_head(head)
        if _subject_swallowed_by_time_clause(main, marker, clause):
            continue  # "While you were praying a leprechaun stole ...": the clause ends earlier
        if _main_clause_in_contact_relative(main, marker, clause):
            continue  # "after opening the bag i found X had broken": "i found" is the main
            # clause, not a relative on "bag" (``_main_clause_in_contact_relative``)
        if marker.lower_ == "while" and (
            _expletive_generic_while(main, marker, clause) or _planned_while(main, marker)
        ):
            continue  # a while-clause restricting a generic, or inside a plan or hypothesis
        if _plural_anaphor_for_singular_controller(main, clause):
            continue  # "While talking to each other, she observed ...": never "She talked to
            # each other" (cj176; see the function)
        if _copular_infinitive(main):
            continue  # "The goal is to be simple while meeting the needs of ...": a time clause
            # inside the value of a specificational goal or plan subject times a proposed
            # action, not an event (Higgins 1979; Heinämäki 1974 on temporal clauses in
            # non-veridical contexts; blind review s1204f pres-014)
        if marker.lower_ == "while" and _cited_list_word(marker, clause):
            continue  # "keywords would be if, then, else, goto, while, switch": a cited word
        if marker.lower_ == "while" and _preference_host(main):
            continue  # "you'd rather heat pins while reciting code": an unrealised preference
        if _hypothetical_time_clause(main, marker, clause):
            continue  # "You should ask before you make a move": a planned or generic step
        if _remote_preterite_before(main, marker, clause):
            continue  # "I would want less salt before I bought it again": a remote past, the
            # condition of a hypothetical wish, not a fact (``_remote_preterite_before``)
        if _generic_when_frame(main):
            continue  # "perfect for when others feed our dogs while we're away": no occasion
        if _habitual_would_host(main, marker, clause):
            continue  # "It would start playing a CD after it was loaded": no particular loading
        if kind == "finite_adverbial_clause" and _peripheral_clause(main, marker, clause):
            continue
        if (
            kind == "finite_adverbial_clause"
            and marker.lower_ == "since"
            and _causal_since(main, head, marker, clause)
        ):
            continue
        conf = _level_confidence(main)
        if conf is None:
            conf = _embedded_adverbial_confidence(main)
        if conf is None:
            continue
        finite = is_finite_clause(clause)
        if kind == "finite_adverbial_clause" and not finite and clause.tag_ != "VBG":
            continue
        if marker.lower_ in ("before", "after", "since") and _unrealised_time_clause(main, clause):
            continue  # "can be expected to ask for relief after it has acceded": the clause's
            # event belongs to an expected or planned scenario, not to the speaker's facts
        if marker.lower_ == "before" and _preventing_before(
            main, clause, gerund=not finite and clause.tag_ == "VBG"
        ):
            continue  # "left before graduating", "crashed before reaching the airport": the
            # main event precluded the clause's (non-veridical "before"), nothing presupposed
        if marker.lower_ == "before" and _unsettled_outcome_before(clause):
            continue  # "executes instructions before it is known that they will be needed":
            # speculative action ahead of an open outcome, no presupposition (pres-007)
        if marker.lower_ == "before" and _non_past(clause) and _habitual_before(main):
            continue  # "I normally try a product before buying a whole case": a habit's
            # restrictor, no particular buying (``_habitual_before``; s1206b pres-045, -066);
            # a past before-clause ("your days before your tail came in") dates a fact of its own
        if marker.lower_ == "before" and _averted_forgetting(clause):
            continue  # "Before I forget, there is another task": the speaker speaks now so as
            # not to forget, so the forgetting never happens (``_averted_forgetting``)
        if (
            marker.lower_ == "before"
            and _modal_before_clause(clause)
            and (_necessity_host(main) or _necessity_host(_participle_host(main)))
        ):
            continue  # "nations need not suffer an attack before they can take action": a rule
            # on the order of two possible events, neither of which happened
        nonveridical_before = marker.lower_ == "before" and (
            _modal_before_clause(clause) or _excessive_degree(clause)
        )
        if nonveridical_before:
            conf -= C.EMBEDDED  # "exploded before anyone could defuse it": never happened
            # no draft either: the clause's event need not have happened (Heinämäki 1974;
            # Condoravdi 2010), so "She could stop him" is no presupposition (round 6 of #11)
        elif marker.lower_ == "before" and (_npi_in(clause) or _npi_pronoun_subject(clause)):
            # "He left before any research was done": an NPI licensed in the before-clause marks
            # its non-veridical reading (Beaver & Condoravdi 2003; Condoravdi 2010, "NPI
            # licensing in temporal clauses"): the clause may never have come true, so no
            # draft either ("Any research was done" is ungrammatical and false; blind review
            # #11, twenty-second pass)
            conf -= C.EMBEDDED
            nonveridical_before = True
        feats = {
            "preposition": marker.lower_,
            "embedded_clause": _without(clause, {marker.i})
            if kind == "finite_adverbial_clause"
            else subtree_text(clause),
            "embedded_clause_head_tag": clause.tag_,
            "preposed": marker.i < main.i,
        }
        if nonveridical_before:
            feats["nonveridical_before"] = True
        yield _base(Found("temporal_adverbs", marker, marker.lower_, conf, feats), main)


#: Time adjectives of "as ... as" phrases that mark an extreme point on the time scale.
TIME_EXTREME_ADJECTIVES = frozenset({"recently", "late", "early", "long"})


def _time_extreme_only(tok: Token) -> bool:
    """ "The guild has only begun trading as recently as ten years ago": preverbal "only" with
    an "as recently / late / early as" time phrase in its clause focuses that phrase, the
    scalar-temporal "only" (= "not before / not until"; Quirk et al. 1985 §8.116 on "only"
    with time adjuncts; König 1991 ch. 5). The prejacent without "only" ("has begun trading as
    recently as ten years ago") is no sentence one would say, and under a modal the time
    itself is what is uncertain, so nothing projects (blind review s1202o pres-010)."""
    head = tok.head
    for t in head.subtree:
        if (
            t.lower_ == "as"
            and t.i + 2 < len(t.doc)
            and t.doc[t.i + 1].lower_ in TIME_EXTREME_ADJECTIVES
            and t.doc[t.i + 2].lower_ == "as"
            and t.i > tok.i
        ):
            return True
    return False


def _ha_ha_only_serious(only: Token) -> bool:
    """ "ha ha only serious" (also "HHOS"): a lexicalised hacker phrase, "said in jest but
    meant in earnest" (The Jargon File / Raymond 1996 The New Hacker's Dictionary, entry "ha ha
    only serious"), used as one modifier ("a ha ha only serious projection"). Inside a fixed
    phrase "only" is no focus particle with an alternative set (Nunberg, Sag & Wasow 1994 on
    idioms; König 1991 ch. 2 on focus particles), so there is no prejacent to draft."""
    doc = only.doc
    if only.i < 2 or only.i + 1 >= len(doc):
        return False
    words = [t.lower_ for t in doc[only.i - 2 : only.i + 2]]
    return words == ["ha", "ha", "only", "serious"]


def _in_name_only(only: Token) -> bool:
    """ "They were allies in name only", "a king in name only": the fixed phrase "in name
    only" means 'nominally, not in fact' (Oxford English Dictionary, "name" n., "in name
    only"; Quirk et al. 1985 §8.116 lists "only" after its focus, but here the phrase is
    lexicalised). Inside an idiom "only" is no focus particle with an alternative set (Nunberg,
    Sag & Wasow 1994; König 1991 ch. 2), and the sentence denies what deleting "only" would
    leave: "They were allies in name" is no sentence one says, and it is not what the
    sentence takes for granted (the "allies" are denied). No candidate."""
    doc = only.doc
    if only.i < 2:
        return False
    return [t.lower_ for t in doc[only.i - 2 : only.i]] == ["in", "name"]


#: Determiners that need a noun (or "one") after them (Quirk et al. 1985 §5.10; Huddleston &
#: Pullum 2002 ch. 5 §6): none can stand before a finite verb.
_NOMINAL_DETERMINERS = frozenset({"every", "each", "a", "an", "the", "no"})


def _stranded_determiner_after_only(only: Token) -> bool:
    """ "I only every saw "General" with "Tso"": "only" is followed by a determiner that needs
    a noun ("every", "each", "the"; Quirk et al. 1985 §5.10) and then by a finite verb, which
    no determiner can precede: the source has a typo ("every" for the adverb "ever"), and the
    parse of the clause is no reading of it. Deleting "only" ("I every saw ...") or putting a
    modal after it ("I only every might have seen ...") copies the slip into a worse sentence
    (blind review s1207a pres-028/066): no candidate."""
    doc = only.doc
    if only.i + 2 >= len(doc):
        return False
    det, after = doc[only.i + 1], doc[only.i + 2]
    return (
        det.lower_ in _NOMINAL_DETERMINERS
        and det.tag_ == "DT"
        and after.tag_ in ("VBD", "VBZ", "VBP", "MD")
    )


def extract_only(doc: Doc) -> Iterator[Found]:
    """IMPPRES Table 5 "Only": focus-sensitive 'only' presupposes its prejacent.

    "Only Lucille went to Spain" / "Colleen was only biking to that library" presuppose the
    sentence without 'only'. Not the focus particle: adjectival "the only X", "not only ... but",
    "if only", "only to V" (a subsequent-event infinitive).
    """
    if not _sentence_ok(doc) or not clause_is_declarative(doc):
        return
    for tok in doc:
        # adjectival "only" (the tagger's JJ, or an amod the tagger calls RB after a determiner,
        # caught below): "the only road"; an RB "only" the parser hung as amod before a verb
        # form is the focus adverb ("Stacey only pressures Rose")
        if tok.lower_ != "only" or tok.pos_ == "ADJ" or (tok.dep_ == "amod" and tok.tag_ != "RB"):
            continue
        prev = doc[tok.i - 1] if tok.i > 0 else None
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if prev is not None and prev.lower_ in (
            "not",
            "n't",
            "if",
            "the",
            "an",
            "a",
            "my",
            "his",
            "her",
            "their",
            "our",
            "your",
            "its",
        ):
            continue
        if (
            prev is not None
            and prev.tag_ == "POS"
            and nxt is not None
            and not nxt.tag_.startswith(("VB", "MD"))
        ):
            # "the area's only children's hospital", "Dickens' only play": after a genitive
            # determiner, as after "the" or "my", "only" is the adjective 'sole' (Huddleston &
            # Pullum 2002 ch. 6 §7.4; Quirk et al. 1985 §7.35), not the focus particle; a verb
            # after it makes the "'s" a clitic "has" the tagger misread ("John's only been")
            continue
        if _label_only(tok) or _beside_unquoted_only_name(tok):
            continue
        if _ha_ha_only_serious(tok) or _in_name_only(tok):
            continue  # "a ha ha only serious projection", "allies in name only": fixed phrases
        if nxt is not None and nxt.lower_ in ("to", "just", "if", "because", "after", "when"):
            continue
        if _stranded_determiner_after_only(tok):
            continue  # "I only every saw X": "every" for "ever", no sentence to draft from
        if _sufficiency_need_only(tok, prev):
            continue
        if _approximated_only(tok) or _hedged_only_clause(tok) or _only_past_connective(tok):
            continue
        if _hedged_focus_conjunct(tok):
            continue  # "Only A and perhaps B are useful": B's part is hedged, not presupposed
        if _degree_only(tok) or _evaluative_only(tok):
            continue
        if _formulaic_only(tok):
            continue  # "Heaven only knows", "It only remains to thank you": fixed formulas
        if nxt is not None and nxt.lower_ in DEGREE_ADVERBS | LOW_FREQUENCY_ADVERBS:
            continue  # "It is only rarely dangerous": the parser hangs "only" on the verb,
            # but it bounds the adverb after it (``_degree_only``)
        if _intensifying_only(tok) or _resigned_only(tok):
            continue
        if _connective_only(tok) or _supplement_only(tok):
            continue
        if _concessive_conjunct_only(tok) or _postposed_restrictor_only(tok):
            continue
        if _displaced_only_if(tok) or _verbless_parenthetical_only(tok):
            continue
        if _negation_over_only(tok):
            continue
        if _optative_if_only(tok):
            continue  # "Now, if they'd only listen ...": a wish, no exclusive assertion
        if _time_extreme_only(tok):
            continue  # "has only started as recently as 30 years ago": "not before" (below)
        if _hedging_only_wish(tok) or _article_dropped_only(tok):
            continue  # "I only wish that ...", "Only real complaint is that ..." (pr203)
        head = _perfect_participle_host(enclosing_clause_head(tok))
        conf = _level_confidence(head)
        if conf is None:
            continue
        focus = tok.head if tok.head.i != head.i else (nxt if nxt is not None else tok.head)
        feats = {
            "focus": focus.text if focus is not None else None,
            "position": "preverbal" if tok.head.pos_ in ("VERB", "AUX") else "adnominal",
        }
        yield _base(Found("only", tok, "only", conf - C.STEP, feats), head)


#: Verbs of wishing and hoping whose first-person "only" is the hedging 'just' (Quirk et al.
#: 1985 §8.116 note: "I only wish / hope ..."), not the restrictive subjunct.
_HEDGED_WISH_VERBS = frozenset({"wish", "hope"})


def _hedging_only_wish(only: Token) -> bool:
    """ "I only wish that they were available in larger jars", "We only hope it lasts": "only"
    right before a first-person present "wish"/"hope" is the idiomatic hedge 'just, simply'
    (Quirk et al. 1985 §8.116: "I only wish ..." is not restrictive), not the focus particle
    with an alternative set: the speaker does not deny wishing anything else, and negating it
    ("I don't only wish that ...") is no sentence one says (blind review s1207b pres-018). No
    candidate. "She only wished for a quiet life" (third person, past) keeps its reading."""
    verb = only.head
    if verb.lemma_.lower() not in _HEDGED_WISH_VERBS or verb.tag_ not in ("VBP", "VB"):
        return False
    if only.i + 1 != verb.i and not (
        only.i + 2 == verb.i and only.doc[only.i + 1].tag_ in ("MD", "RB")
    ):
        return False
    return any(s.lower_ in ("i", "we") for s in verb.children if s.dep_ == "nsubj")


def _lowercase_proper_tag(tok: Token) -> bool:
    """A lower-case word the tagger calls a singular proper noun ("Only con is that ...": NNP):
    proper nouns are written with a capital (Quirk et al. 1985 §5.60; H&P 2002 ch. 20 §3), so
    a lower-case NNP is a common noun the tagger misread after the sentence-initial capital
    (blind review s9401: "Only con is", the dropped-article "the only con")."""
    return tok.tag_ == "NNP" and tok.text.islower() and tok.is_alpha


def _article_dropped_only(only: Token) -> bool:
    """ "Only real complaint is that the bag tore", "Only problem is the price": a clause-initial
    "only" before a singular common noun (with adjectives) that has no determiner, the subject
    of a specificational "be" (a that-clause, a to-infinitive or a definite noun phrase after
    it), is the determinative adjective 'sole' of "the only problem" with the article dropped
    in the informal register (Huddleston & Pullum 2002 ch. 6 §7.3 on "only" as an adjective
    after a determiner; ch. 5 §8.3 on specificational clauses). The focus reading needs a
    plural or mass focus ("Only students attend"), and deleting "only" leaves "Real complaint
    is that ..." (blind review s1207b). No candidate."""
    doc = only.doc
    if only.i > 0 and not doc[only.i - 1].is_punct:
        return False
    j = only.i + 1
    while j < len(doc) and doc[j].tag_ in ("JJ", "JJR", "JJS", "RBS"):
        j += 1
    if j >= len(doc) or not (doc[j].tag_ == "NN" or _lowercase_proper_tag(doc[j])):
        return False
    noun = doc[j]
    if noun.dep_ != "nsubj" or any(c.dep_ in ("det", "poss") for c in noun.children):
        return False
    be = noun.head
    if be.lemma_ != "be":
        return False
    for c in be.children:
        if c.i <= be.i:
            continue
        if c.dep_ == "ccomp" and any(m.lower_ == "that" for m in c.children if m.dep_ == "mark"):
            return True
        if c.dep_ == "attr" and any(d.lower_ in ("the", "that", "this") for d in c.children):
            return True
        if c.dep_ in ("xcomp", "ccomp") and any(a.lower_ == "to" for a in c.children):
            return True
    return False


def _sufficiency_need_only(only: Token, prev: Token | None) -> bool:
    """ "Doubters need only contemplate the ALTER verb", "one need only ask": the modal "need"
    (bare infinitive, no "to") with "only" is the sufficiency modal construction (von Fintel &
    Iatridou 2007, "Anatomy of a modal construction"): it says that the act suffices, not that
    it is the only thing one must do, and it has no prejacent to presuppose; the modal "need"
    is a negative-polarity item licensed here by "only" itself, so deleting "only" leaves no
    sentence ("Doubters need contemplate ..."; review s1202s pres-037). "only need to V" (the
    lexical verb) is not touched."""
    if prev is None or prev.lower_ != "need":
        return False
    verb = only.head
    return verb.tag_ == "VB" and prev.head.i == verb.i and prev.dep_ == "aux"


def _optative_if_only(only: Token) -> bool:
    """ "Now, if they'd only take a bath ...", "If you would only listen!": an if-clause with no
    main clause, "only" inside it, is the optative "if only" split by the subject and the
    modal (Quirk et al. 1985 §11.41 on "if only" wishes, "If (only) he had listened!"; Huddleston
    & Pullum 2002 ch. 10 §6.5 on free-standing if-clauses expressing wishes). It voices a wish,
    and "only" there intensifies it ('just'); there is no exclusive assertion and no prejacent
    the sentence takes for granted ("they'd take a bath" is what is missing). Only a clause
    headed by "if" that is the root of the sentence: an if-clause with a main clause is a
    condition and is handled elsewhere (``_displaced_only_if``)."""
    head = enclosing_clause_head(only)
    return head.dep_ == "ROOT" and any(
        c.dep_ == "mark" and c.lower_ == "if" and c.i < only.i for c in head.children
    )


def _negation_over_only(only: Token) -> bool:
    """ "The Shaman doesn't gain experience from healing, only from combat", "The Greeks did
    not see only a bull there": a clausal negation before "only" in its clause takes scope over
    it (Horn 1969; Beaver & Clark 2008 ch. 10 on "only" under negation). The sentence is then a
    denial of "only X" or a corrective "not A, only B" (Quirk et al. 1985 §13.42), not an
    exclusive assertion, and deleting "only" leaves the negation on the prejacent ("The Greeks
    did not see a bull"), the opposite of what the sentence takes for granted. No candidate
    (pr95). A negation below "only" ("Only the elves don't ...") is in its scope and stays."""
    head = enclosing_clause_head(only)
    return any(
        c.dep_ == "neg" and c.i < only.i and c.lower_ in ("not", "n't", "never")
        for c in head.children
    )


def _label_only(only: Token) -> bool:
    """ "only" inside a label or compound modifier, not the focus particle: "members-only",
    "Linux-only" (a hyphenated compound adjective, 'restricted to X'; Quirk et al. 1985 App. I.
    §I.44 on compound adjectives), and title-case "Only" after a capitalised noun inside the
    sentence ("Windows Only", "Members Only"): a product label or sign ('for X only'; Biber et
    al. 1999 §2.8 on block language and headings). Focus "only" associates with a focus inside
    a clause and presupposes the clausal prejacent (Horn 1969; Rooth 1992); a label has no
    clause around it, so there is no prejacent to draft."""
    doc = only.doc
    if only.i == 0:
        return False
    prev = doc[only.i - 1]
    if prev.text == "-" and not prev.whitespace_:
        return True  # "members-only", "Windows-only"
    if prev.text.endswith("-") and len(prev.text) > 1 and not prev.whitespace_:
        return True
    if only.text == "Only" and prev.text[:1].isupper() and prev.pos_ in ("NOUN", "PROPN"):
        return True
    return _setting_name_only(only) or _quoted_label_only(only) or _bare_name_only(only)


#: Nouns that a software manual names a control or state with, after the control's own name
#: ("the Shadow only option", "Selection only mode"): the name is a pre-head modifier of the
#: noun (Quirk et al. 1985 §17.108 on proper-noun premodifiers, "the Windows version").
CONTROL_NAME_NOUNS = frozenset(
    {
        "option",
        "mode",
        "setting",
        "checkbox",
        "check",
        "button",
        "toggle",
        "switch",
        "field",
        "flag",
        "preference",
    }
)


def _beside_unquoted_only_name(only: Token) -> bool:
    """Another "only" of the sentence is part of an unquoted name ("Outline only will draw only
    the border", "the Outline only option shows only ..."): the prejacent keeps the name's
    "only" where a reader takes it for the focus particle ("Outline only will draw the border"
    reads 'only Outline draws the border'), so the hypothesis still asserts an exclusion and
    its label is unclear (Rooth 1992 on association with focus; blind review s1204y, stop 80
    pr166). A quoted name ('"Outline only" draws only the border') is read as a name."""
    sent = only.sent
    return any(
        t.lower_ == "only"
        and t.i != only.i
        and (_bare_name_only(t) or (_setting_name_only(t) and not _quote_before(t)))
        for t in sent
    )


def _double_quote(tok: Token) -> bool:
    """Is ``tok`` a double quotation mark, by its text or by the tagger's quote tags?"""
    return tok.text in DOUBLE_QUOTES or tok.tag_ in ("``", "''")


def _quote_before(only: Token) -> bool:
    """Is the word before ``only`` a quotation mark (a quoted name, 'the "X only" option')?"""
    return only.i > 0 and _double_quote(only.doc[only.i - 1])


def _setting_name_only(only: Token) -> bool:
    """ "Check the Shadow only option", "In Preview only mode": "only" between a premodifier
    and a control noun (``CONTROL_NAME_NOUNS``) is inside the nominal, part of the control's name
    ("Shadow only"); the focus particle attaches to a whole phrase and associates with a focus
    in its scope (Rooth 1992; Quirk et al. 1985 §8.116 on focusing subjuncts), and a word inside
    a noun's premodification has no scope: there is no prejacent (stop 80, pr166; blind review
    s1204y on option names read as focus "only"). A determiner or preposition before "only"
    ("only options marked with a star", "with only mode A") leaves the focus reading."""
    doc = only.doc
    if only.i == 0 or only.i + 1 >= len(doc):
        return False
    prev, nxt = doc[only.i - 1], doc[only.i + 1]
    if _double_quote(nxt):
        nxt = doc[nxt.i + 1] if nxt.i + 1 < len(doc) else nxt
    # the word itself, not its lemma: the tagger reads "setting" after a name as a verb form
    if nxt.lower_ not in CONTROL_NAME_NOUNS and nxt.lower_[:-1] not in CONTROL_NAME_NOUNS:
        return False
    if _quote_before(only):
        return True  # 'the "Shadow only" option'
    return prev.pos_ in ("NOUN", "PROPN", "ADJ") and prev.text[:1].isupper()


def _quoted_label_only(only: Token) -> bool:
    """In 'Tick "Visible only" to hide the rest', "only" inside a short quotation without a verb
    is part of a quoted label, a name mentioned, not used (the use/mention distinction; Quirk et
    al. 1985 §17.89 on quoted names; Biber et al. 1999 §2.8 on block language). The focus
    particle needs a clause around it to give the prejacent; a quoted sentence with a verb
    ('"It only works once," she said') keeps it."""
    doc = only.doc
    sent = only.sent
    marks = [t.i for t in sent if _double_quote(t)]
    for a, b in zip(marks[::2], marks[1::2], strict=False):
        if a < only.i < b:
            inside = doc[a + 1 : b]
            return len(inside) <= 6 and not any(t.pos_ in ("VERB", "AUX") for t in inside)
    return False


def _bare_name_only(only: Token) -> bool:
    """ "Outline only will draw the border": a capitalised singular common noun with no
    determiner opens the sentence and "only" follows it before a modal. A singular count noun
    needs a determiner unless it is a name (Huddleston & Pullum 2002 ch. 5 §8.2), so "Outline
    only" is the name of an option, a label in block language (Biber et al. 1999 §2.8), not a
    subject with the focus particle: focus "only" on the verb phrase stands after the modal
    ("Outline will only draw"; Quirk et al. 1985 §8.116) and on the subject before it ("Only
    outline ..."). Deleting that "only" changes the name (blind review s1204y, "Shadow only").
    The tagger calls such a capitalised name NNP as often as NN ("Shadow only will ..."), so
    both count; a focused subject name after which "only" is postposed ("Anna only will come",
    Quirk et al. 1985 §8.117) is rare and formal beside "Only Anna will come", so little is lost.
    Across the eleven judged GIMP slices and the dev texts the pattern occurs once (s1204y)."""
    doc = only.doc
    start = only.sent.start
    if only.i != start + 1 or only.i + 1 >= len(doc):
        return False
    name, nxt = doc[start], doc[only.i + 1]
    return (
        name.tag_ in ("NN", "NNP")
        and name.text[:1].isupper()
        and not any(c.dep_ in ("det", "poss") for c in name.children)
        and nxt.tag_ == "MD"
    )


def _displaced_only_if(tok: Token) -> bool:
    """ "that is only 'bad' if the tripper interprets it that way": a predicate "only" whose
    clause has a following "if"-clause associates with the conditional, i.e. it is "only if"
    with "only" in the verb phrase ("I'll only go if you come" = "I'll go only if you come"; von
    Fintel 1997 "Bare plurals, bare conditionals, and Only"; Quirk et al. 1985 §15.36 on "only
    if"). "only if p, q" states a necessary condition and presupposes no "q if p", so there is no
    prejacent to draft. A subject "only" ("Only John comes if it rains") stays the focus particle."""
    head = enclosing_clause_head(tok)
    if any(s.i > tok.i for s in subjects(head)):
        return False
    # the if-clause may hang on a catenative complement of the verb "only" is on ("will only
    # accept to install the package if ...", "can only be made to work if ..."): the
    # complement is part of the same verb phrase (Huddleston & Pullum 2002 ch. 14 §4 on
    # catenative complements), so "only" still associates with the conditional (review s1202d)
    verbs = [head]
    while verbs[-1] is not None and len(verbs) < 4:
        verbs.append(next((c for c in verbs[-1].children if c.dep_ == "xcomp"), None))
    # A passive verb whose object is promoted to subject ("items are only generated if they
    # are requested") has no object slot left for an interrogative "if"-clause (Huddleston &
    # Pullum 2002 ch. 11 §5.3 on "if" = "whether" as a complement), so an "if"-clause the
    # parser made its ccomp is the conditional adjunct (blind review s1202n)
    return any(
        (c.dep_ == "advcl" or (c.dep_ == "ccomp" and _promoted_passive(v)))
        and c.i > tok.i
        and any(m.dep_ == "mark" and m.lower_ == "if" for m in c.children)
        for v in verbs
        if v is not None
        for c in v.children
    )


def _promoted_passive(verb: Token) -> bool:
    """A passive verb with a referential subject (not the expletive "it" of "It was asked if
    ..."), i.e. one whose object became its subject."""
    return any(
        c.dep_ == "nsubjpass" and c.lower_ not in ("it", "this", "that") for c in verb.children
    )


def _verbless_parenthetical_only(only: Token) -> bool:
    """ "The desktop (initially only KDE) was shipped ...": "only" inside a bracketed phrase
    with no verb. The bracketed phrase is a supplement (Potts 2005 ch. 4; Quirk et al. 1985
    §17.65 on loose apposition), often an elliptical gloss of a name, that takes no scope under
    the host's negation, modal or question, and its prejacent is the elided predication
    ("the desktop was initially KDE"), no clause: deleting "only" leaves the host clause as a
    prejacent it never had (Horn 1969). The same holds when the bracketed phrase has a verb only
    in a relative clause ("(only the first time I installed it)"), so that the clause "only"
    belongs to lies outside the brackets. No candidate. A bracketed clause ("(they can only fill
    up /tmp/)") stays."""
    doc = only.doc
    left = next((t for t in reversed(doc[: only.i]) if t.text in ("(", ")")), None)
    right = next((t for t in doc[only.i + 1 :] if t.text in ("(", ")")), None)
    if left is None or right is None or left.text != "(" or right.text != ")":
        return False
    if not any(t.pos_ in ("VERB", "AUX") for t in doc[left.i + 1 : right.i]):
        return True
    # "(only the first time I installed it)": the only verb is in a relative clause on the
    # bracketed noun phrase, and the clause "only" belongs to is outside the brackets
    return not left.i < enclosing_clause_head(only).i < right.i


#: Hedges and approximators right after "only" ("only maybe two weeks", "only about 40
#: people"): "only" then marks the amount as small on a scale (an evaluative, "mirative" use:
#: Beaver & Clark 2008 ch. 10 on "only" with scalar and approximated foci), and the prejacent
#: without "only" keeps a hedge whose removal changes what is said ("This meant two weeks" is
#: not entailed by "only maybe two weeks"; Horn 1969 takes the prejacent of the exclusive
#: reading, which an approximated amount does not give). No candidate (blind review s1129o).
ONLY_HEDGES = frozenset({"maybe", "perhaps", "possibly", "probably"})
#: Approximators that are also prepositions or determiners: only before a number ("about 40").
ONLY_APPROXIMATORS = frozenset(
    {"about", "around", "roughly", "approximately", "some", "like", "nearly", "almost"}
)


def _approximated_only(only: Token) -> bool:
    """ "only maybe two weeks", "only about 40 people", "only ate maybe half": a hedge or an
    approximator (``ONLY_HEDGES``, ``ONLY_APPROXIMATORS``) within the three words after "only"
    (a preverbal "only" focuses into its verb phrase), in the same clause."""
    doc = only.doc
    for tok in doc[only.i + 1 : min(only.i + 4, len(doc))]:
        if tok.is_punct:
            return False
        if tok.lower_ in ONLY_HEDGES:
            return True
        after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if tok.lower_ in ONLY_APPROXIMATORS and after is not None and after.like_num:
            return True
    return False


#: Clause-linking connectives of result and reason (Quirk et al. 1985 §14.16 on result "so",
#: §15.45 on "because"): the clause after them is a clause of its own.
RESULT_REASON_CONNECTIVES = frozenset({"so", "because", "since"})


def _only_past_connective(only: Token) -> bool:
    """ "The power is down, so only the lights work": "only" stands in the clause after a
    comma + result/reason connective, but the parse hung it inside the first clause (here
    "work" read as a noun attribute of "is"). The prejacent of "only" is its own clause
    (Rooth 1992), so a draft built from the first clause's head keeps "The power is down, so"
    and turns it into a causal claim, and the negation lands on the first clause. When the
    clause "only" is counted in spans such a connective (its head's words start before it) and
    "only" follows it, the clauses are mis-split: no candidate. (With the first clause hung as
    a dependent of the second's verb, "The river is frozen, so only the bravest go out", the
    draft dropped "so" and kept the rest: "The river is frozen, the bravest go out".)"""
    head = enclosing_clause_head(only)
    doc = only.doc
    return any(
        doc[j].lower_ in RESULT_REASON_CONNECTIVES and doc[j - 1].text == ","
        for j in range(max(head.left_edge.i, 1), only.i)
    )


def _hedged_only_clause(only: Token) -> bool:
    """ "Perhaps this was only a stone statue", "Maybe he only wanted money": an epistemic hedge
    (``ONLY_HEDGES``) on the clause of "only" makes the whole claim non-committal, and what the
    speaker weighs is the prejacent itself ("this was a statue (and not a live beast)"): the
    evaluative "only" ranks it low on a scale the hedge leaves open (Beaver & Clark 2008 ch. 10
    on the mirative "only"; Ippolito 2008 on the prejacent as a conditional presupposition), so
    "This was a stone statue" is not entailed (neutral, blind review s1202p). No candidate."""
    head = enclosing_clause_head(only)
    return any(c.dep_ == "advmod" and c.lower_ in ONLY_HEDGES for c in head.children)


def _hedged_focus_conjunct(only: Token) -> bool:
    """ "Only the width and perhaps the height matter", "You should only change the width and
    possibly the height": an epistemic hedge (``ONLY_HEDGES``) on one conjunct of the focus
    of "only". The exclusive's prejacent is the focus set as the speaker gives it, and the
    hedged member is put forward as a possibility, not asserted (Lyons 1977 §17.2 and Palmer
    2001 on epistemic adverbs as non-commitment; Horn 1969 and Beaver & Clark 2008 on the
    prejacent): "The width and the height matter" asserts what the speaker left open (blind
    review s1204v pres-003, neutral), and the drafts that keep the hedge under a negation or a
    question ("It's not the case that only A and perhaps B ...") are no natural English
    (pres-034). No candidate. Told by a hedge on a coordinated conjunct after "only" in the
    same clause: the first conjunct is the focus of "only" or a dependent of its verb."""
    for t in only.doc[only.i + 1 :]:
        if t.lower_ not in ONLY_HEDGES or t.dep_ != "advmod" or t.head.dep_ != "conj":
            continue
        first = t.head
        while first.dep_ == "conj" and first.head.i != first.i:
            first = first.head
        if first.i > only.i and only.head.i in (first.i, first.head.i):
            return True
    return False


#: Subjects that cannot be the focus of "only": negative quantifiers ("only nobody came" is no
#: English: an exclusive needs a focus with alternatives to exclude, Horn 1969, and "nobody"
#: introduces no individual) and the pronoun "it", whose referent is the one already in focus
#: (Gundel, Hedberg & Zacharski 1993: "it" codes the in-focus status), not a new contrast.
UNFOCUSABLE_SUBJECTS = frozenset({"nobody", "nothing", "none", "neither", "it"})
#: Personal pronouns by referent, for "given" subjects (a pronoun already used in the sentence).
PRONOUN_FORMS = (
    frozenset({"i", "me", "my", "myself"}),
    frozenset({"we", "us", "our", "ourselves"}),
    frozenset({"he", "him", "his", "himself"}),
    frozenset({"she", "her", "herself"}),
    frozenset({"they", "them", "their", "themselves"}),
    frozenset({"you", "your", "yourself"}),
)


def _unfocusable_subject(subj: Token) -> bool:
    """A subject "only" cannot pick out: expletive "there", a negative quantifier or "it"
    (``UNFOCUSABLE_SUBJECTS``), or a personal pronoun the sentence already used for the same
    referent ("I would have come, only I was ill"): a given, unstressed pronoun repeats the
    topic and offers no alternatives to exclude (Rooth 1992 on focus alternatives; Gundel,
    Hedberg & Zacharski 1993), so "only" before it is the connective, not the focus particle."""
    if subj.dep_ == "expl" or subj.lower_ in UNFOCUSABLE_SUBJECTS:
        return True
    if subj.lower_ == "one" and subj.i > 0 and subj.doc[subj.i - 1].lower_ == "no":
        return True  # "no one", two tokens
    forms = next((f for f in PRONOUN_FORMS if subj.lower_ in f), None)
    return forms is not None and any(t.lower_ in forms for t in subj.doc[: subj.i - 1])


def _uninverted_after_comma(only: Token) -> bool:
    """ "Only now, we call it the beach house": a sentence-initial "only" + a short adverbial
    (up to three words, no verb) + a comma + a subject before its verb. A fronted adverbial
    focused by restrictive "only" forces subject-operator inversion ("Only now do I see";
    Quirk et al. 1985 §18.24, H&P 2002 ch. 6 §7.3 on negative and restrictive preposing), so an
    uninverted clause after the comma shows "only" is the connective 'except that' with a
    fronted time adverbial ("only, now, we call it ..."), as after a comma in mid-sentence
    (below); "Only now do I understand" and "Only Joey, Ross and Chandler came" stay."""
    doc = only.doc
    comma = next((t for t in doc[1:5] if t.text == ","), None)
    if comma is None or any(t.pos_ in ("VERB", "AUX") for t in doc[1 : comma.i]):
        return False
    if any(t.pos_ in ("NOUN", "PROPN", "PRON") for t in doc[1 : comma.i]):
        return False  # "Only Joey, Ross and Chandler": a coordinated focus, not an adverbial
    head = enclosing_clause_head(doc[comma.i + 1]) if comma.i + 1 < len(doc) else None
    if head is None or head.pos_ not in ("VERB", "AUX"):
        return False
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None or subj.left_edge.i != comma.i + 1:
        return False
    return not any(t.pos_ == "AUX" or t.tag_ == "MD" for t in doc[comma.i + 1 : subj.left_edge.i])


def _initial_only_before_weak_subject(only: Token) -> bool:
    """ "Only it went on too long", "Only there was no money left": a sentence-initial "only"
    right before a clause subject it cannot focus (``_unfocusable_subject`` without the
    given-pronoun test: unstressed "it", expletive "there", a negative quantifier) is the
    connective 'except that, but' opening the sentence, as after a comma (Quirk et al. 1985
    §13.13 note; OED s.v. "only" C. conj. 'except that, but'; Rooth 1992: a weak pronoun
    offers no focus alternatives). "Only John went" and "Only then did it rain" stay."""
    doc = only.doc
    if only.i != 0 or len(doc) < 3:
        return False
    subj = doc[1]
    if subj.dep_ not in ("nsubj", "nsubjpass", "expl") or subj.head.pos_ not in ("VERB", "AUX"):
        return False
    if subj.dep_ != "expl" and subj.lower_ not in UNFOCUSABLE_SUBJECTS:
        return False
    return subj.head.i > subj.i  # the subject opens a clause whose verb follows it


def _connective_only_predicative(only: Token) -> bool:
    """ "Cats are just like dogs, only quieter", "The sequel is the same story, only longer":
    after a comma, "only" before a bare adjective phrase that ends the sentence (or its
    clause, before a stop or comma) is the connective 'except that (it is)', introducing a
    reduced contrasting predication (Quirk et al. 1985 §13.13 note on "only" as a marginal
    coordinator, 'but'; OED s.v. "only" adv. 'except that'; Huddleston & Pullum 2002 ch. 15
    §2.6), not the focusing subjunct: there is no exclusive claim, and dropping "only" leaves
    an ungrammatical list ("just like dogs, quieter"; review s1202v). An adjective before its
    noun ("..., only red ones") is attributive and stays (focus on the noun phrase)."""
    doc = only.doc
    if only.i == 0 or doc[only.i - 1].text not in (",", ";", "-", "--", "\u2014"):
        return False
    if only.i + 1 >= len(doc):
        return False
    adj = doc[only.i + 1]
    if adj.pos_ == "ADV" and adj.lower_ in ("more", "less", "much", "far", "even", "slightly"):
        if only.i + 2 >= len(doc):
            return False
        adj = doc[only.i + 2]
    if adj.pos_ != "ADJ" or adj.tag_ not in ("JJ", "JJR", "JJS"):
        return False
    after = doc[adj.i + 1] if adj.i + 1 < len(doc) else None
    return after is None or after.is_punct


def _connective_only(only: Token) -> bool:
    """ "..., only here the curtain comes down": after a comma, "only" that opens a clause
    whose subject does not follow it at once and is not inverted is the informal connective
    'except that' (Quirk et al. 1985 §13.13 note, "only" as a marginal coordinator; Huddleston
    & Pullum 2002 ch. 15 §2.6), no focus particle; "..., only Lareau competed" (on the subject)
    and "..., only then did he sleep" (inversion) stay. So is "only" right before a subject it
    cannot focus (``_unfocusable_subject``: "..., only it cost too much", "..., only there was
    no time"), and a sentence-initial "Only," with its comma: a focusing subjunct is never cut
    off from its focus by a comma, a conjunct is (Quirk et al. 1985 §8.116 on focusing
    subjuncts vs §8.134 on conjuncts)."""
    doc = only.doc
    if only.i == 0 and len(doc) > 1 and doc[1].text == ",":
        return True  # "Only, the weather turned": the connective, set off like "However,"
    if _connective_only_predicative(only):
        return True  # "Cats are just like dogs, only quieter": 'except (that they are) quieter'
    if only.i == 0 and _uninverted_after_comma(only):
        return True  # "Only now, we call it the beach house": no inversion after the comma
    if only.i == 0 and _initial_only_before_weak_subject(only):
        return True  # "Only it rained all week.": 'except that', sentence-initial
    if only.i == 0 or doc[only.i - 1].text != ",":
        return False
    head = enclosing_clause_head(only)
    if head is None or head.pos_ not in ("VERB", "AUX"):
        return False
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None or subj.i > head.i:
        return False
    # the parser hangs "only" on the subject it precedes as often as on the verb
    start = min(t.i for t in subj.subtree if t.i != only.i)
    if start == only.i + 1:
        return _unfocusable_subject(subj)
    if subj.left_edge.i <= only.i + 1:
        return False
    between = doc[only.i + 1 : subj.left_edge.i]
    return not any(t.pos_ == "AUX" or t.tag_ == "MD" for t in between)


#: Words that set up a likeness which a concessive "only" then qualifies ("like strawberry jam,
#: only without sugar"; Quirk et al. 1985 §8.137).
_LIKENESS_WORDS = frozenset(
    {"like", "alike", "similar", "same", "resemble", "resembles", "resembling", "akin"}
)


def _concessive_conjunct_only(only: Token) -> bool:
    """ "It's like strawberry jam, only without sugar", "a bit like a wolf, only bigger": after a
    comma that closes a likeness, a verbless "only" + prepositional or comparative phrase is the
    concessive conjunct 'except (that it is)' (Quirk et al. 1985 §8.137, "only" among the
    concessive conjuncts), naming how the thing differs from what it is like. It excludes no
    alternatives, so there is no prejacent to presuppose (Horn 1969; Rooth 1992); dropping it
    leaves "It's like strawberry jam, without sugar", which says something else. A clause after
    the comma is ``_connective_only``'s case; "..., only Lareau competed" is no likeness."""
    doc = only.doc
    if only.i < 2 or doc[only.i - 1].text != "," or only.i + 1 >= len(doc):
        return False
    nxt = doc[only.i + 1]
    if nxt.tag_ not in ("IN", "JJR", "RBR") or nxt.lower_ in ("if", "because", "when", "after"):
        return False
    if any(t.pos_ in ("VERB", "AUX") and t.i > only.i for t in nxt.subtree):
        return False  # a clause: "..., only when it rains did it bloom"
    return any(_likeness_word(t) for t in doc[: only.i - 1])


def _likeness_word(tok: Token) -> bool:
    """A word of likeness as a preposition or adjective ("like a wolf", "similar", "the same")
    or the verb "resemble"; the verb "like" ("I like this town, only in the summer") is
    liking, not likeness, and its "only" is a focus particle (rt1 finding 6)."""
    if tok.lower_ not in _LIKENESS_WORDS:
        return False
    return tok.lemma_.lower() == "resemble" or tok.pos_ not in ("VERB", "AUX")


def _postposed_restrictor_only(only: Token) -> bool:
    """ "This is a monster only spell": "only" between a bare singular noun and a noun it
    premodifies with it is the postposed restrictor of a compound modifier, "monster-only"
    written open ('for monsters only'; Quirk et al. 1985 App. I.44, compound adjectives; like
    ``_label_only``'s hyphenated "members-only"). A focusing subjunct attaches to a constituent
    (Quirk et al. 1985 §8.116) and never stands inside a noun phrase's premodifiers. Spotted by
    the parse: the noun before "only" hangs on the noun after it, or both were read as the same
    function of one verb (one noun phrase split in two: two attributes or two direct objects of
    one verb are impossible; "give the dog only water" has a dative and an object)."""
    doc = only.doc
    if only.i == 0 or only.i + 1 >= len(doc):
        return False
    prev, nxt = doc[only.i - 1], doc[only.i + 1]
    if prev.tag_ not in ("NN", "NNP") or nxt.pos_ != "NOUN" or only.head.i != nxt.i:
        return False
    if prev.head.i == nxt.i:
        return True
    return prev.dep_ == nxt.dep_ and prev.head.i == nxt.head.i and prev.dep_ in ("attr", "dobj")


def _supplement_only(only: Token) -> bool:
    """ "The most common form is the oxide, in small amounts only": a postposed "only" that
    ends a verbless phrase set off by a comma. The phrase is a supplement, which is not at issue
    and takes no scope under the host's negation, modal or question (Potts 2005, ch. 4), so
    the embeddings do not embed "only"; and its prejacent is the supplement's own elided
    predication ("it occurs in small amounts"), no clause: dropping "only" leaves a fragment
    on the host (Horn 1969: the prejacent of "only" is a proposition). No candidate."""
    doc = only.doc
    if only.i + 1 < len(doc) and not doc[only.i + 1].is_punct:
        return False  # not phrase-final: "..., only then did he sleep"
    clause = enclosing_clause_head(only)
    phrase = only
    while phrase.head.i != clause.i and phrase.head.i != phrase.i:
        phrase = phrase.head
    if phrase.i == clause.i or phrase.left_edge.i == 0 or phrase.right_edge.i != only.i:
        return False
    # set off by a comma, or appended after a colon, semicolon or dash: a colon's verbless
    # second part is an elaboration of the first (Quirk et al. 1985 App. III.18; Huddleston &
    # Pullum 2002 ch. 20 §5), as loose as the comma's supplement ("This is a hard course:
    # graduate students only" has no clause "This is a hard course: graduate students")
    if doc[phrase.left_edge.i - 1].text not in (",", ":", ";", "—", "–", "--"):
        return False
    # a participle premodifier ("trained staff only") is an adjective of the noun phrase, no verb
    return not any(
        t.pos_ in ("VERB", "AUX") and not (t.dep_ == "amod" and t.i < phrase.i)
        for t in phrase.subtree
    )


def _perfect_participle_host(head: Token) -> Token:
    """The perfect auxiliary a past participle belongs to when the parser hung the participle
    on the next noun ("Jodi had only respected/amod Janice"): a participle right after perfect
    "have" (adverbs between) is the verb of the perfect, never attributive (Quirk et al. 1985
    §3.27, the perfect is have + -ed participle)."""
    if head.tag_ != "VBN" or head.dep_ != "amod":
        return head
    i = head.i - 1
    while i >= 0 and head.doc[i].pos_ == "ADV":
        i -= 1
    prev = head.doc[i] if i >= 0 else None
    if prev is not None and prev.lemma_.lower() == "have" and prev.dep_ == "ROOT":
        return prev
    return head


#: Degree adverbs that "only" can bound ("only slightly taller", "only half finished"); with
#: the diminisher "minimally" (Quirk et al. 1985 §8.112 downtoners; stop 72, pr136: "only
#: minimally a function of X" bounds a degree, it has no focus alternative).
DEGREE_ADVERBS = frozenset(
    {
        "slightly",
        "somewhat",
        "half",
        "partly",
        "partially",
        "marginally",
        "barely",
        "mildly",
        "minimally",
    }
)


#: Adverbs of low frequency that "only" can bound ("only rarely", "only occasionally"): Quirk
#: et al. 1985 §8.63-8.65 frequency adverbs, the low end of the frequency scale.
LOW_FREQUENCY_ADVERBS = frozenset(
    {"rarely", "seldom", "occasionally", "infrequently", "sporadically"}
)


def _degree_only(only: Token) -> bool:
    """ "only a touch plainer", "only slightly taller": 'only' bounds a degree ("no more than"),
    it does not associate with a focus alternative whose prejacent is presupposed (the
    exclusive's "mere" / scalar use on a measure of a gradable predicate: Coppock & Beaver 2014,
    "Principles of the exclusive muddle", §5; Klinedinst 2004). The measure phrase modifies a
    comparative (JJR/RBR) or is a degree adverb. A low-frequency adverb ("only rarely",
    ``LOW_FREQUENCY_ADVERBS``) is the same bounding use on the scale of frequency (Coppock &
    Beaver 2014 §5: "only" as "no more than" on a scale): "It is only rarely habit-forming"
    says it is habit-forming no more often than rarely; "rarely habit-forming" is the assertion
    itself, not a presupposition that projects ("It is not only rarely habit-forming" does not
    keep "rarely")."""
    head = only.head
    if head.tag_ in ("JJR", "RBR") or head.lower_ in DEGREE_ADVERBS | LOW_FREQUENCY_ADVERBS:
        return True
    if _only_so_degree(only):
        return True
    if _minimal_measure(only):
        return True
    if _only_few(only):
        return True
    measure_deps = ("npadvmod", "advmod", "compound", "attr", "acomp")
    return head.dep_ in measure_deps and head.head.tag_ in ("JJR", "RBR")


#: The negative quantifiers of a small quantity (Quirk et al. 1985 §5.24: "few" and "little"
#: without "a" are negative, "hardly any"; "a few", "a little" are positive).
NEGATIVE_FEW = frozenset({"few", "little"})


def _only_few(only: Token) -> bool:
    """ "The dialog has only few options", "only little memory": "only" right before the
    negative quantifier "few"/"little" (no "a": Quirk et al. 1985 §5.24, §8.116 on "only a few"
    vs "only few") bounds the quantity from above on the same scale as the quantifier, "no more
    than few", i.e. hardly any: the bounding use of Coppock & Beaver 2014 §5, as "only rarely"
    (``LOW_FREQUENCY_ADVERBS``). "Has few options" is then the assertion itself, not a
    prejacent that projects: "The dialog doesn't have only few options" says it has more, so
    "The dialog has few options" is no presupposition (blind review s1204w; stop 79, pr165).
    "only a few options" keeps its candidate: "a few" is positive, "has a few options" is
    presupposed as IMPPRES's "only" items are."""
    nxt = only.doc[only.i + 1] if only.i + 1 < len(only.doc) else None
    return nxt is not None and nxt.lower_ in NEGATIVE_FEW and nxt.tag_ in ("JJ", "RB", "DT")


def _only_so_degree(only: Token) -> bool:
    """ "There is only so far you can push it", "only so much a body can take": "only so ADJ"
    with degree "so" sets an upper bound on a degree ("there is a limit to how far"; Huddleston
    & Pullum 2002 ch. 13 §4.3 on degree "so"; the "no more than" exclusive on a degree scale,
    Coppock & Beaver 2014 §5). There is no prejacent: "There is so far you can push it" is no
    sentence. Purpose "only so that ..." is the focus particle on the purpose clause and
    stays."""
    doc = only.doc
    if only.i + 2 >= len(doc) or doc[only.i + 1].lower_ != "so":
        return _vp_only_so_quantity(only)
    after = doc[only.i + 2]
    return after.lower_ != "that" and after.pos_ in ("ADJ", "ADV")


#: Quantity and extent words that degree "so" bounds in the limiting idiom "only so much / many /
#: few / little / far / long" (Huddleston & Pullum 2002 ch. 13 §4.3 on degree "so").
SO_BOUNDED_QUANTITIES = frozenset({"much", "many", "few", "little", "far", "long"})


def _vp_only_so_quantity(only: Token) -> bool:
    """ "A porter can only carry so many crates", "You can only do so much": preverbal "only"
    whose verb phrase holds "so much / many / far / long" with no result clause is the same
    upper bound as "only so much" (``_only_so_degree``): the focus is the degree "so", and the
    sentence says there is a limit ('no more than a certain amount'; Coppock & Beaver 2014 §5,
    the exclusive on a degree scale; Huddleston & Pullum 2002 ch. 13 §4.3). Degree "so" with
    no "that"/"as" clause has no degree of its own outside "only": deleting "only" leaves
    "A porter can carry so many crates", which says the opposite (a lot), not a prejacent
    that projects. A result clause ("so much that it broke") or a comparison ("so much as")
    keeps "so" a degree of its own, and the candidate stays."""
    doc = only.doc
    verb = only.head
    if verb.pos_ not in ("VERB", "AUX") or verb.i < only.i:
        return False
    for t in verb.subtree:
        if t.lower_ != "so" or t.i <= only.i or t.i + 1 >= len(doc):
            continue
        quantity = doc[t.i + 1]
        if quantity.lower_ not in SO_BOUNDED_QUANTITIES or t.head.i != quantity.i:
            continue
        if enclosing_clause_head(quantity).i != verb.i:
            continue
        end = quantity.head if quantity.dep_ == "amod" else quantity
        nxt = doc[end.i + 1] if end.i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ in ("that", "as") and not _role_as(nxt):
            continue
        return True
    return False


def _role_as(token: Token) -> bool:
    """ "You can only do so much as a volunteer", "carry so many crates as a rule": "as" + an
    indefinite noun phrase is the preposition of role or the fixed "as a rule" (Quirk et al.
    1985 §9.6, "as" = 'in the capacity of'), not the standard of an equative comparison, so the
    degree "so" still has no clause of its own (stop 85, rv23's finding)."""
    doc = token.doc
    return (
        token.lower_ == "as" and token.i + 1 < len(doc) and doc[token.i + 1].lower_ in ("a", "an")
    )


def _formulaic_only(only: Token) -> bool:
    """ "only" inside two fixed formulas, where it excludes no alternatives (s9802, pr226):
    (a) "Heaven/God/the devil only knows wh-/S" (``_ignorance_idiom_know``): the idiom of
    ignorance or emphasis, 'nobody knows' / 'certainly' (OED s.v. "God knows", "heaven
    knows", with "only" as an optional intensifier; Quirk et al. 1985 §15.54-15.55), so the
    prejacent "Heaven knows who did it" is no claim about a knower; (b) "it (only) remains (for
    X) to V", "it only remains to be seen whether S": the formula of what is left to do or
    learn (OED "remain" v. 3b "it remains (for someone) to do something"; OED "only" adv. on
    "it only remains"), where "only" says that nothing else is left, and the prejacent "It
    remains for me to thank you" restates the announcement, no backgrounded content (Horn
    1969 on the prejacent of exclusive "only"). "Only the captain knows where it is" and "The
    snow only remains on the peaks" keep their focus reading."""
    verb = only.head
    if only.dep_ != "advmod" or verb.i <= only.i:
        return False
    if _ignorance_idiom_know(verb):
        return True
    if verb.lemma_.lower() != "remain":
        return False
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in verb.children):
        return False
    return any(
        c.dep_ in ("xcomp", "advcl", "ccomp")
        and c.i > verb.i
        and any(a.lower_ == "to" and a.tag_ == "TO" for a in c.children)
        for c in verb.children
    )


def _only_makes_sense(only: Token) -> bool:
    """ "It only makes sense that the price went up", "it only made sense to wait": "make
    sense" is the verbal twin of "be sensible/reasonable" (Cambridge and Merriam-Webster s.v.
    "make sense": to be reasonable), and "only" right before it with an "it" subject and
    nothing after the bare "sense" but an extraposed that/to clause (or the end of the clause)
    is the same emphasiser as in "it's only natural/fair that ..." (Quirk et al. 1985 §8.116;
    ``_evaluative_only``): it stands to reason, no alternatives to exclude (blind review
    s1208a: "idiomatic 'it only makes sense' (= stands to reason), not exclusive only"). The
    prior's training rows have no "it only makes sense" row; their two "only made sense"
    rows ("This only made sense when you expected ...": "only" focuses the when-clause,
    'only then') are kept, and the rule leaves them: a "this" subject and a "when" after
    "sense"."""
    verb = only.head
    if verb.lemma_.lower() != "make" or verb.i != only.i + 1:
        return False
    sense = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if sense is None or sense.lower_ != "sense" or sense.head.i != verb.i:
        return False
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in verb.children):
        return False
    nxt = verb.doc[sense.i + 1] if sense.i + 1 < len(verb.doc) else None
    return nxt is None or nxt.is_punct or nxt.lower_ in ("that", "to", "and", "but")


def _evaluative_only(only: Token) -> bool:
    """ "It's only fair that they pay", "it is only right to ask", "the peace was only
    short-lived": 'only' right before a bare predicative adjective, with nothing after the
    adjective for it to focus on but an extraposed clause, is the emphasiser / "merely" of an
    evaluation (Quirk et al. 1985 §8.116 on "only" as an emphasiser in "it's only natural";
    the scalar "mere" use of Coppock & Beaver 2014 §5), not the exclusive over alternatives
    whose prejacent NOPE App. A spells out: the blind review rejected "was only short-lived".
    An adjective with a dependent of its own ("only available online", "only open on
    Sundays") keeps the focus reading on that dependent."""
    if _only_makes_sense(only):
        return True
    adj = only.head
    if adj.pos_ != "ADJ" or adj.dep_ != "acomp" or adj.i <= only.i:
        return False
    if adj.lower_.endswith("ing"):
        return False  # "The company was only profiting": a progressive the tagger called JJ
    # "only short-lived": the words between are the adjective's own premodifiers
    if any(doc_tok.head.i != adj.i for doc_tok in only.doc[only.i + 1 : adj.i]):
        return False
    nxt = adj.doc[adj.i + 1] if adj.i + 1 < len(adj.doc) else None
    return nxt is None or nxt.is_punct or nxt.lower_ in ("that", "to", "and", "but")


#: Verbs of becoming and causing to become (Quirk et al. 1985 §16.21 resulting copulas, and
#: "make/render/keep" with an object complement): with a comparative complement they name a
#: change of degree. "only looked bigger" (a current copula) keeps its exclusive reading
#: ("it only looked bigger; it was not").
CHANGE_OF_DEGREE_VERBS = frozenset({"get", "grow", "become", "make", "turn", "render", "keep"})


def _intensifying_only(only: Token) -> bool:
    """ "This only grows more true with age", "Shouting only makes it worse", "it only gets
    better": 'only' on a verb whose predicative complement is a comparative (JJR/RBR, or an
    adjective graded by "more/less") is the intensifying use ('all the more, with no effect
    but to'), not the exclusive: Horn 1969's exclusive asserts that no alternative to the focus
    holds, and here there is no alternative set (what else would "grow" be excluded from?);
    Coppock & Beaver 2014 §5 on non-exclusive "only". The negated premise "doesn't only grow
    more true" is no reading of the sentence (review s1202f), so no candidate."""
    verb = only.head
    if verb.lemma_.lower() not in CHANGE_OF_DEGREE_VERBS or verb.i < only.i:
        return False
    for c in verb.children:
        if c.dep_ == "advmod" and c.tag_ == "JJR":
            return True  # "it only gets harder": the parser's advmod for the adjective
        if c.dep_ not in ("acomp", "oprd", "ccomp", "xcomp", "attr"):
            continue
        if c.tag_ in ("JJR", "RBR"):
            return True
        if c.pos_ == "ADJ" and any(
            g.dep_ == "advmod" and g.lower_ in ("more", "less") for g in c.children
        ):
            return True
    return False


#: Verbs of conjecture and hope in "one can only V": the idiom of resignation.
RESIGNED_ONLY_VERBS = frozenset(
    {
        "surmise",
        "guess",
        "hope",
        "imagine",
        "speculate",
        "wonder",
        "assume",
        "presume",
        "pray",
        "conjecture",
        "suppose",
    }
)


def _resigned_only(only: Token) -> bool:
    """ "One can only surmise what happened", "we can only hope that the rain stops", "I can
    only imagine": "can only" + a verb of conjecture or hope is a conventional expression of
    resignation, saying that nothing is known or can be done (Quirk et al. 1985 §8.116 on
    "only" as a restrictive subjunct in fixed phrases; Huddleston & Pullum 2002 ch. 6 §7.4).
    Its prejacent "one can surmise ..." is a triviality nobody could deny, and "can't only
    surmise" is no reading of it (review s1202f), so no candidate."""
    verb = only.head
    if verb.lemma_.lower() not in RESIGNED_ONLY_VERBS or verb.i < only.i:
        return False
    return any(c.dep_ == "aux" and c.lower_ in ("can", "could") for c in verb.children)


#: Nouns of a minimal degree in "a bit/little/tad ..." (Quirk et al. 1985 §7.89 downtoners).
MINIMAL_MEASURES = frozenset({"bit", "little", "tad", "touch", "trifle", "shade", "smidgen"})


def _minimal_measure(only: Token) -> bool:
    """ "only a bit tired", "only a little bit late", "only a tad too sweet": 'only' on a
    downtoner (Quirk et al. 1985 §7.89 "a bit", "a little": diminishers) that grades an
    adjective or adverb bounds the degree, the scalar "mere" use of Coppock & Beaver 2014 §5,
    not a focus on an alternative; "only a little girl" (a noun) stays a focus."""
    doc = only.doc
    if only.i + 2 >= len(doc) or doc[only.i + 1].lower_ != "a":
        return False
    measure = doc[only.i + 2]
    if measure.lower_ == "little" and only.i + 3 < len(doc) and doc[only.i + 3].lower_ == "bit":
        measure = doc[only.i + 3]
    if measure.lower_ not in MINIMAL_MEASURES:
        return False
    graded = measure.head
    return measure.dep_ in ("npadvmod", "amod", "advmod") and graded.tag_.startswith(("JJ", "RB"))


#: Determiners of an indefinite or quantified (non-specific) possessor: "a student's performance"
#: is about any student, and "A student has a performance" says nothing (Rosenbach 2006).
NONSPECIFIC_DETS = frozenset({"a", "an", "any", "every", "each", "no", "some", "another"})

#: Quantified pronoun possessors: "everyone's hopes" is about each person, no referent owns
#: "the hopes" (a quantifier is no referential possessor: NOPE App. B and IMPPRES Table 5 take
#: the possessor to refer; Barwise & Cooper 1981 on quantified NPs).
QUANTIFIED_POSSESSORS = frozenset(
    {
        "everyone",
        "everybody",
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "nobody",
        "one",
        "each",
        "other",
        "another",
    }
)


#: Ordinals that, like superlatives, rank the head within the genitive's domain.
RANKING_ORDINALS = frozenset({"first", "last", "second", "third", "only", "next"})


def _comparison_class_genitive(possessor: Token, noun: Token) -> bool:
    """ "the world's first electric car", "the country's largest bank": the genitive of a
    superlative or ordinal head names the comparison class ("the first electric car in the
    world"; Szabolcsi 1986, Heim 1999 on the comparison class of superlatives), not an owner.
    Person possessors keep their draft ("Mr. Black's first wife": kinship, a relational noun)."""
    # the ranking word may modify a noun modifier of the head ("the industry's first open
    # operating system - OSF/1", "first" on "system", a compound of "OSF/1"): the superlative or
    # ordinal still ranks the whole nominal after the genitive (stop 69, pr123)
    nominal = [
        t
        for t in noun.doc[possessor.i + 1 : noun.i]
        if t.dep_ == "amod" and t.head.dep_ == "compound" and t.head.head.i == noun.i
    ]
    ranked = any(
        c.dep_ in ("amod", "advmod") and (c.tag_ in ("JJS", "RBS") or c.lower_ in RANKING_ORDINALS)
        for c in [*noun.children, *nominal]
    )
    if not ranked:
        return False
    person = (
        possessor.pos_ == "PRON"
        or possessor.ent_type_ in ("PERSON", "NORP")
        or lex.lexname(possessor.lemma_.lower()) == "noun.person"
    )
    return not person


def _genitive_compound(possessor: Token, noun: Token) -> bool:
    """The possessor (with the compound words before it: "St. John", "Queen Anne") and the
    head noun make a noun WordNet lists (``lex.is_genitive_compound``).

    Every right-hand part of the compound run is tried, shortest first: a noun modifier before
    a genitive compound ("marsh St. John's worts", "wild Queen Anne's lace") modifies the whole
    compound noun, not the name inside it ([marsh [St. John's wort]]: a compound noun is one
    word and is modified as a unit, Quirk et al. 1985 App. I.57; Bauer 1983 §7.2), and the
    parser hangs it as a compound of the possessor all the same."""
    case = next((c for c in possessor.children if c.dep_ == "case"), None)
    if case is None or noun.pos_ != "NOUN":
        return False
    start = possessor.i
    while True:
        words = " ".join(t.text for t in possessor.doc[start : possessor.i + 1])
        if lex.is_genitive_compound(words, case.text, noun.lemma_):
            return True
        if start <= possessor.sent.start or possessor.doc[start - 1].dep_ != "compound":
            return False
        start -= 1


def _possessum_inside_compound(noun: Token) -> bool:
    """The noun the genitive hangs on is itself a noun modifier of a later head ("ULCC's pilot
    National Data Repository service", "the firm's test data set"): the genitive is a
    determiner of the whole nominal, whose head is the last noun (Quirk et al. 1985 §17.108 on
    premodifying nouns, §5.119 on the genitive as determiner of the noun phrase; Huddleston &
    Pullum 2002 ch. 5 §16.2), so "ULCC has a pilot" cuts the possessed noun phrase in two and
    names a thing the sentence never mentions (review s1202z). The parse does not say where the
    head nominal ends ("pilot" modifier or head), so no draft is built. Not when the "head" is
    a verb the parser read as a noun after a plural possessum ("This grey wolf's eyes ooze
    with ...": ``_verb_read_as_head``, a plural is normally no compound modifier)."""
    head = noun.head
    if not (
        noun.dep_ in ("compound", "nmod") and head.i > noun.i and head.pos_ in ("NOUN", "PROPN")
    ):
        return False
    return noun.i == 0 or _verb_read_as_head(head, noun.doc[noun.i - 1]).i != noun.i


def _inanimate_event_possessor(possessor: Token, noun: Token) -> bool:
    """ "the film's release", "the bridge's collapse", "the fort's capture": a possessor that is
    no person (no PERSON entity, no personal pronoun, first WordNet sense not noun.person)
    before a head noun with an act or event sense derived from a verb
    (``lexicon.converted_event_sense``: zero-derived nominals the suffix test of
    ``is_event_nominalisation`` misses). The genitive of an event nominal is an argument of
    the event (Grimshaw 1990 ch. 3; the objective genitive, Quirk et al. 1985 §5.116), here its
    theme ("the film was released"), not an owner, so "The film has a release" is no
    presupposition of the sentence. A person possessor is left alone: "his job", "her work"
    name things a person has (an act sense in WordNet, a possession in use)."""
    if possessor.ent_type_ in ("PERSON", "NORP") or possessor.lower_ in PERSON_SUBJECT_PRONOUNS:
        return False
    if possessor.pos_ == "PRON" and possessor.lower_ not in ("it", "its"):
        return False
    if possessor.pos_ == "PROPN" and not possessor.ent_type_:
        return False  # an untyped name may be a person's
    if lex.lexname(possessor.lemma_.lower()) == "noun.person":
        return False
    return lex.converted_event_sense(noun.lemma_.lower())


#: WordNet lexicographer files of the common nouns that name a kind of living thing ("viper",
#: "lamb", "oak"): a bare singular one in the genitive classifies ("cow's milk").
KIND_NOUN_LEXNAMES = frozenset({"noun.animal", "noun.plant"})
#: WordNet lexicographer files of what a kind of living thing yields or is made of ("poison",
#: "milk", "blood"): the heads of a descriptive genitive of origin (Quirk et al. 1985 §5.116).
KIND_PRODUCT_LEXNAMES = frozenset({"noun.substance", "noun.food", "noun.body"})


def _initial_kind_noun_possessor(possessor: Token, noun: Token) -> bool:
    """ "Viper's poison is under their lips", "Serpent's venom was on his tongue": a bare
    singular possessor, capitalised only because it opens the sentence, whose lower-case form
    is a WordNet common noun of an animal or plant kind and which the tagger took for a name
    (PROPN with no entity type). A singular count noun needs a determiner to refer
    (Huddleston & Pullum 2002 ch. 5 §3.1), so a bare one in the genitive is the descriptive
    (classifying) genitive, "poison of vipers" (Quirk et al. 1985 §5.116, §17.41-17.43; H&P
    ch. 5 §16.3), as the lower-case "cow's milk" (``_not_a_determiner_genitive``): no possessor
    is presupposed, and "Viper has poison" treats the kind as a name (blind review s1205q
    pres-016, -025, -056, -070). The recogniser's ORG/GPE guess on such a word ("Viper": ORG,
    "Serpent": GPE) is the same capital misread and is not trusted; a PERSON ("Robin's") is a
    given name that is also a bird, kept. The possessed noun must be what such a kind yields
    or is made of, a substance, food or body part ("poison", "venom", "milk", "blood": WordNet
    noun.substance / noun.food / noun.body; Quirk et al. 1985 §5.116 genitive of origin,
    "cow's milk"): before an owned individual ("Rose's bird did alarm Peter", an IMPPRES item
    whose "Rose" NER leaves untyped) the capitalised word is a given name and the genitive a
    determiner. A word with a determiner or modifier ("The viper's"), or one inside the
    sentence, keeps the candidate."""
    if lex.lexname(noun.lemma_.lower()) not in KIND_PRODUCT_LEXNAMES:
        return False
    if possessor.i != possessor.sent.start or possessor.pos_ != "PROPN":
        return False
    if possessor.ent_type_ == "PERSON" or not possessor.is_title or possessor.tag_ != "NNP":
        return False
    if any(c.dep_ not in ("case", "punct") for c in possessor.children):
        return False
    return lex.lexname(possessor.lower_) in KIND_NOUN_LEXNAMES


def _not_a_determiner_genitive(possessor: Token, noun: Token) -> bool:
    """Genitives that do not assert possession by a referent, so no "X has a N" presupposition.

    Only a determiner (specifying) genitive makes its NP definite and presupposes the possessor's
    N (IMPPRES Table 5; Munn 1995, Rosenbach 2006). Not one: a classifying/descriptive genitive,
    which modifies the head like an adjective - a bare plural or mass possessor ("men's doubles",
    "women's rights") or a determiner that agrees with the head, not the possessor ("a children's
    book", "this year's" aside); a generic or non-specific possessor ("a student's performance");
    a name or title ("Girls' Generation", "Nobody's Daughter": a capitalised head inside the
    sentence is part of a name).
    """
    if noun.is_title and noun.i > noun.sent.start and noun.lower_ != noun.text:
        return True
    if _genitive_compound(possessor, noun):
        return True  # "St. John's worts", "Queen Anne's lace": the name of a kind
    if _possessum_inside_compound(noun):
        return True  # "ULCC's pilot National Data Repository service": the head is "service"
    if possessor.lower_ in QUANTIFIED_POSSESSORS:
        return True  # "everyone's hopes", "someone's idea"
    if _comparison_class_genitive(possessor, noun):
        return True
    if lex.is_event_nominalisation(noun.lemma_.lower()):
        return True  # "the wildfire's occurrence": the possessor is the event's argument
    if _inanimate_event_possessor(possessor, noun):
        return True  # "the film's release": the film was released, it has no "release"
    if possessor.is_title and possessor.pos_ == "PRON" and possessor.i > possessor.sent.start:
        return True
    head_dets = [c for c in noun.children if c.dep_ == "det" and c.i < possessor.left_edge.i]
    if head_dets:
        return True  # "a children's book": the article belongs to the head noun
    poss_dets = [c for c in possessor.children if c.dep_ in ("det", "poss", "predet")]
    if any(d.lower_ in NONSPECIFIC_DETS for d in poss_dets):
        return True
    if possessor.tag_ == "NNS" and any(d.lower_ in ("this", "that") for d in poss_dets):
        # "that citizens' advisory body", "this farmers' market": a singular demonstrative
        # agrees in number with its head (Huddleston & Pullum 2002 ch. 5 §7.2), so it belongs
        # to the singular head, not to the plural possessor, and the genitive is descriptive
        # (Quirk et al. 1985 §5.123: "a [women's college]"): nobody particular owns the body
        return True
    if _serial_ordinal_on_plural_possessor(possessor, noun):
        return True  # "the second women's apartment": the second [women's apartment]
    if _initial_kind_noun_possessor(possessor, noun):
        return True  # "Viper's poison is under their lips": a bare "viper's", as "cow's milk"
    if (
        possessor.pos_ == "NOUN"
        and not poss_dets
        and not any(c.dep_ in ("compound", "nummod") for c in possessor.children)
    ):
        # a bare common-noun possessor: plural or mass "men's", "women's", "children's" classify
        # the head; a bare singular count noun ("mother's") is a kinship name, kept
        # ("cow's milk" classifies too); a capitalised one is a name the tagger missed ("Caroline")
        if possessor.tag_ == "NNS":
            return True
        if not possessor.is_lower:
            return False
        if lex.lexname(possessor.lemma_.lower()) != "noun.person":
            return True
        # a bare singular person noun refers only as a kin term used as a name ("mother's
        # cooking"); another is a kind ("dead man's fingers", "shepherd's purse": a plant, a
        # fungus; Quirk et al. 1985 §5.123 descriptive genitive): no owner (blind review s1130o)
        return not lex.is_kin_term(possessor.lemma_.lower())
    return _brand_genitive(possessor, noun)


#: Ordinals that only count a place in a series ("second" to "twelfth"): unlike "first",
#: "last" and "next", which also mean "earliest", "latest" ("the first settlers", "the last
#: Mohicans": Quirk et al. 1985 §5.21 and §7.40 on ordinals as postdeterminers and their
#: non-serial uses), they do not pick out a group in a series of groups in plain prose.
SERIAL_ORDINALS = frozenset(
    {
        "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth",
    }
)  # fmt: skip


def _serial_ordinal_on_plural_possessor(possessor: Token, noun: Token) -> bool:
    """ "departs to the second women's apartment", "the third sons' portion": a serial ordinal
    (``SERIAL_ORDINALS``) before a plural possessor whose head noun is singular. The ordinal
    counts the singular head, not the plural possessor ("the second [women's apartment]", the
    second house of the women): determiners and postdeterminers agree with the head they
    specify (Huddleston & Pullum 2002 ch. 5 §7.2), and the genitive after them is classifying
    (Quirk et al. 1985 §5.123 "a [women's college]"), so "The second women have an apartment"
    is a misparse (review s1205v pres-045). A plural head keeps the possessive ("the second
    sons' wives"), and so do "first" and "last" ("the first settlers' cabin")."""
    if possessor.tag_ != "NNS" or noun.tag_ != "NN":
        return False
    return any(
        k.dep_ == "amod" and k.i < possessor.i and k.lower_ in SERIAL_ORDINALS
        for k in possessor.children
    )


def _brand_genitive(possessor: Token, noun: Token) -> bool:
    """ "the McDonald's system", "the Wendy's menu": "the" before a singular name in the
    genitive that WordNet does not know as a word (a personal name: a given name or surname).
    A personal name takes no article (Quirk et al. 1985 §5.60-5.63; Huddleston & Pullum 2002
    ch. 5 §20.3), so the article determines the head noun, and "McDonald's" is a name formed
    from a genitive (the elliptic genitive of businesses, "at the baker's", "Macy's": Quirk
    §5.115) used as a classifier: nobody called McDonald owns the system ("The McDonald had a
    system", blind review s1130o). Names with an article of their own ("the Titanic", "the
    Kremlin", "the Senate") are WordNet words and keep their draft; acronyms ("the BBC's") are
    names of institutions that take an article. A surname WordNet knows only as the name of
    particular persons (every sense an instance of a person: "Campbell", "Heinz", "Kellogg",
    "Disney") is a personal name too, so "the Campbell's soup cans" is the brand's (pr241);
    a name with another sense ("the Thames": a river; "the Smith's": smith.n.09, a common
    noun) keeps its draft."""
    if possessor.tag_ != "NNP" or not possessor.text.istitle() or noun.pos_ != "NOUN":
        return False
    case = [c for c in possessor.children if c.dep_ == "case"]
    if not case or case[0].lower_ not in ("'s", "\u2019s"):
        return False
    others = [c for c in possessor.children if c.dep_ not in ("case", "det")]
    dets = [c for c in possessor.children if c.dep_ == "det"]
    if others or len(dets) != 1 or dets[0].lower_ != "the":
        return False
    return personal_name_only(possessor.lower_)


#: Dependencies of a predicate nominal: the complement of a copula ("was Ned's idea") or an
#: object predicative ("made it her mission").
PREDICATIVE_DEPS = frozenset({"attr", "oprd"})


def _predicate_nominal(noun: Token) -> bool:
    """A genitive NP used as the predicate of a copular clause ("It was Ned's idea to go", "He
    would be Guicho's slave", "became the mayor's responsibility") does not refer: a predicate
    nominal denotes a property that is ascribed to the subject (Higgins 1979, predicational
    copular clauses; Partee 1987, predicative NPs are of type <e,t>), so it introduces no
    referent whose existence the sentence takes for granted, and negating the copula ("It wasn't
    Ned's idea") denies the ascription rather than presupposing the possessed N (IMPPRES's
    possessed definites are arguments: "Bill's handyman won")."""
    if noun.dep_ in PREDICATIVE_DEPS:
        return True
    if _as_predicative(noun):
        return True
    if _predicate_read_as_subject(noun):
        return True
    head = noun.head
    return (
        noun.dep_ in ("acomp", "ccomp", "xcomp") and head.lemma_.lower() == "be" and head.i < noun.i
    )


def _predicate_read_as_subject(noun: Token) -> bool:
    """ "you were not a people, but now are God's people": the second conjunct of a coordinated
    copular predicate shares the first conjunct's subject ("you ... are God's people"; the
    subject of coordinated verb phrases is the first clause's, Quirk et al. 1985 §13.67-13.68,
    H&P 2002 ch. 15 §4.3), so the noun phrase after its "be" is its predicate nominal, which the
    parser made the subject of "are". A predicate nominal ascribes a property and does not
    refer (``_predicate_nominal``): "God has people" is what the clause asserts, not what it
    presupposes (judged, s1205w pres-030; IMPPRES's possessed definites are arguments). The
    copula is a conjunct of a copula with its own subject before it, and has no subject,
    expletive or inverting word of its own before it ("Here is the king's son": an inverted
    subject refers)."""
    head = noun.head
    if noun.dep_ != "nsubj" or head.lemma_.lower() != "be" or head.i > noun.i:
        return False
    if head.dep_ != "conj" or head.head.lemma_.lower() != "be":
        return False
    if any(c.i < head.i and c.dep_ in ("nsubj", "nsubjpass", "expl") for c in head.children):
        return False
    first = head.head
    return any(c.dep_ in ("nsubj", "nsubjpass") and c.i < first.i for c in first.children)


#: Nouns whose "as" complement is predicative: "a reputation / name / role as the region's
#: pioneer" ascribes the property to the holder of the reputation (Huddleston & Pullum 2002
#: ch. 4 §5.2 on "as" + predicative complement; Quirk et al. 1985 §16.46, "regard ... as").
AS_PREDICATIVE_HEADS = frozenset(
    {"reputation", "role", "name", "status", "title", "position", "career", "image", "fame"}
)


def _as_predicative(noun: Token) -> bool:
    """The possessed noun is the complement of predicative "as" ("earning her the reputation as
    the region's pioneer", "served as the town's mayor", "was known as the city's best baker"):
    like a predicate nominal after "is" it ascribes a property and refers to nothing (blind review
    #3, nineteenth pass). The host is a noun of ``AS_PREDICATIVE_HEADS`` or a verb of
    ``AS_PREDICATIVE_VERBS``: elsewhere "as" may be the subordinator of a clause the parser
    misread ("rising as Diane's earnings ... reached $48,000"), whose subject refers.

    Stop 73 (pr139): a second "as"-phrase coordinated with a first ("became used as a
    hypervisor and as IBM's internal system of choice") is as predicative as the first, and the
    parser hangs it on the verb as a conjunct; and a verb's participle complement counts as its
    host ("became used as": "use X as Y", H&P 2002 ch. 4 §5.2), so "IBM had an internal system
    of choice" is no presupposition of it (blind review s1204g pres-042)."""
    if noun.dep_ != "pobj" or noun.head.lower_ != "as" or noun.head.dep_ not in ("prep", "conj"):
        return False
    host = noun.head.head
    if noun.head.dep_ == "conj" and host.lower_ == "as" and host.dep_ == "prep":
        host = host.head  # "as X and as Y's Z": the first "as" phrase's host
    if host.pos_ in ("VERB", "AUX"):
        lemmas = {verb_lemma(host)} | {
            verb_lemma(c) for c in host.children if c.dep_ in ("acomp", "xcomp") and c.tag_ == "VBN"
        }
        return bool(lemmas & AS_PREDICATIVE_VERBS)
    return noun.head.dep_ == "prep" and host.lemma_.lower() in AS_PREDICATIVE_HEADS


#: Verbs with a predicative "as" complement: copular "serve/act/work/function as" and the
#: complex-transitive "regard/see/know/describe/elect/appoint/name X as" (Quirk et al. 1985
#: §16.46; Huddleston & Pullum 2002 ch. 4 §5.2), and "use/treat X as Y" (H&P 2002 ch. 4 §5.2,
#: stop 73 pr139).
AS_PREDICATIVE_VERBS = frozenset(
    {"serve", "act", "work", "function", "remain", "emerge", "rank", "regard", "see", "know",
     "describe", "elect", "appoint", "name", "hire", "install", "crown", "recognize", "recognise",
     "establish", "cast", "choose", "select", "hail", "earn", "use", "treat"}
)  # fmt: skip


#: Type nouns whose "of"-complement names a kind ("a kind of X", "this sort of X").
TYPE_NOUNS = frozenset({"kind", "sort", "type", "variety", "species", "brand", "form", "breed"})


def _type_of(noun: Token) -> bool:
    """Is the possessed noun the complement of "a kind/sort/type of" ("a kind of devil's
    dilemma", "the sort of children's book")? After a type noun the phrase denotes a kind, not an
    individual (Quirk et al. 1985 §5.8 on partitive "kind of"; Carlson 1977 on kind reference),
    so its genitive classifies ("a devil's-dilemma kind of dilemma") and there is no owner to
    presuppose (Rosenbach 2006 on descriptive genitives)."""
    if noun.dep_ != "pobj" or noun.head.lower_ != "of":
        return False
    return noun.head.head.lemma_.lower() in TYPE_NOUNS


def _language_gloss(noun: Token) -> bool:
    """Is the possessed noun inside a gloss "LANGUAGE for X" ("Algieba, Arabic for the lion's
    mane", "Latin for the bishop's staff")? The phrase after "for" gives the meaning of a
    word: it is mentioned, not used (metalinguistic use: Quine 1940 §4 on use and mention;
    Huddleston & Pullum 2002 ch. 7 §4 on the "X is French for Y" gloss), so it refers to
    nothing and nobody's possession is taken for granted."""
    for anc in noun.ancestors:
        if anc.lower_ == "for" and anc.dep_ == "prep":
            lang = anc.head
            return lang.ent_type_ == "LANGUAGE" or (lang.is_title and lex.is_language(lang.lower_))
    return False


def _name_gloss(noun: Token, possessor: Token) -> bool:
    """Is the possessed noun a parenthesised rendering of the name before it ("Kraal
    (Grandmother's cattle pen)", "Oumasbos (Grandmother's forest)")? The gloss gives what the
    name means: a mention, not a use (Quine 1940 §4; Geurts 1999 on quotation and
    presupposition), so nobody's possession is taken for granted. A gloss renders the name's
    words as common nouns written as a name ("Grandmother"); a possessor that is itself a name
    ("Paris (France's capital)": every WordNet sense of "France" is an instance) or a lowercase
    noun ("(the city's oldest bridge)") describes the referent and stays; so do persons' names
    ("Bill Smith (the mayor's brother)")."""
    head = noun.head
    if noun.dep_ != "appos" or head.pos_ != "PROPN" or head.ent_type_ == "PERSON":
        return False
    opening = noun.left_edge.i - 1
    if opening < 0 or noun.doc[opening].text != "(":
        return False
    if not possessor.is_title or any(c.dep_ == "det" for c in possessor.children):
        return False
    senses = lex.wordnet().synsets(possessor.lower_, "n")
    return any(not s.instance_hypernyms() for s in senses)


#: Verbs of naming whose "as" phrase or predicative complement gives a name ("also known as
#: Pence's model", "called Nature's Cathedral", "dubbed the People's Car"): the dub verbs and
#: those that give the name in an "as" phrase ("known as", "referred to as") or as a nickname or
#: title, since a name after any of them is mentioned.
NAMING_VERBS = DUB_VERBS | {"know", "nickname", "refer", "title"}


def _alias_name(noun: Token) -> bool:
    """Is the possessed noun phrase a name given by a naming verb ("The Duluth Model (also
    known as DAIP or Pence's model)", "a lake called Nature's Mirror", "dubbed the People's
    Car")? A name in a naming construction is mentioned, not used (Quine 1940 §4; Geurts 1999
    on quotation), so its genitive refers to no owner and nothing is presupposed of one; the
    blind review rejected "Pence's model" in an alias. The "as" object or predicative
    complement of ``NAMING_VERBS``, through coordination ("DAIP or Pence's model")."""
    node = noun
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    head = node.head
    if node.dep_ == "pobj" and head.lower_ == "as":
        return head.head.lemma_.lower() in NAMING_VERBS
    return node.dep_ in ("oprd", "attr") and head.lemma_.lower() in NAMING_VERBS - {"know"}


#: Verbs and nouns of desire, aim and demand whose object or "for"-object is a state of
#: affairs wished for, not one that holds (Quirk et al. 1985 §16.40 on "hope/wish/long for";
#: Heim 1992 on desire predicates as non-veridical): "hope for Greenland's independence".
DESIRE_HEADS = frozenset(
    {"hope", "wish", "long", "yearn", "pray", "call", "push", "press", "fight", "campaign",
     "lobby", "strive", "work", "vote", "argue", "plan", "want", "demand", "seek", "desire",
     "advocate", "await", "expect", "dream", "aim", "plea", "appeal", "bid", "quest", "struggle"}
)  # fmt: skip


def _wished_for(noun: Token) -> bool:
    """Is the possessed noun an abstract state of affairs that a desire predicate is about
    ("hope for Greenland's independence", "demanded the province's autonomy")? What is hoped,
    planned or demanded need not hold (desire predicates are non-veridical: Heim 1992;
    Giannakidou 1998), so there is no independence whose existence is taken for granted; a
    concrete thing ("want to see the city's new stadium") keeps its existence (read de re)."""
    head = noun.head
    if noun.dep_ == "pobj" and head.lower_ == "for":
        head = head.head
    elif noun.dep_ not in ("dobj",):
        return False
    if _acquired_under_desire(head):
        return True  # "a desire to get the Speaker's autograph": the object wanted, not had
    if verb_lemma(head) not in DESIRE_HEADS:
        return False
    return lex.lexname(noun.lemma_.lower()) not in CONCRETE_LEXNAMES


#: Lexicographer files of a possessed event or attribute nominal ("use", "reliability",
#: "attack", "success"): the genitive is its subject argument (Grimshaw 1990, argument-taking
#: nominals; H&P 2002 ch. 5 §16.5 subject-genitives), not an owner.
EVENT_ATTRIBUTE_LEXNAMES = frozenset(
    {"noun.act", "noun.attribute", "noun.event", "noun.process", "noun.state"}
)
#: Non-factive nouns of attitude whose content need not hold ("faith in", "belief in", "fear
#: of", "confidence in", "hope of"): the nominal counterparts of non-factive attitude verbs
#: (Karttunen 1971; Kiparsky & Kiparsky 1970 on "the fact"/"the belief"). Factive nouns
#: ("awareness of", "knowledge of", "recognition of") presuppose their content and stay out.
NONFACTIVE_ATTITUDE_NOUNS = frozenset(
    {"faith", "belief", "confidence", "trust", "hope", "fear", "doubt", "suspicion",
     "expectation", "assumption", "anticipation", "dread", "worry", "anxiety"}
)  # fmt: skip
#: Nouns of prevention whose object is kept from happening ("deterrence of", "prevention of").
PREVENTION_NOUNS = frozenset({"prevention", "deterrence", "avoidance", "prohibition", "ban"})


def _nominal_under_attitude_noun(noun: Token) -> bool:
    """An event or attribute nominal with a subject genitive as the content of a noun of
    attitude, motive or prevention ("faith in the narrator's reliability", "deterrence of the
    enemy's use of force", "fear of the rebels' attack"): like the complements of attitude and
    prevention verbs (Karttunen 1971 on non-factives; Heim 1992), the content of such a noun
    need not hold (``NONFACTIVE_ATTITUDE_NOUNS``) - faith in X's reliability does not take it for granted that X is reliable,
    deterrence of a use is meant to keep it from happening - so neither the event nor the
    attribute is presupposed, and the genitive owns nothing (review s1202a). A concrete
    possessum ("fear of the neighbour's dog") or another governing noun ("the result of the
    company's merger") keeps the candidate."""
    prep = noun.head
    if noun.dep_ != "pobj" or prep.dep_ != "prep" or prep.lower_ not in ("of", "in", "on"):
        return False
    governor = prep.head
    if governor.pos_ != "NOUN":
        return False
    if lex.lexname(noun.lemma_.lower()) not in EVENT_ATTRIBUTE_LEXNAMES:
        return False
    return governor.lemma_.lower() in PREVENTION_NOUNS | NONFACTIVE_ATTITUDE_NOUNS


#: Verbs that bring about, ease or hinder an event still to come (facilitate.v.01, enable.v.01,
#: prevent.v.01, block.v.?, delay.v.01; seek/demand an outcome). Not "support"/"oppose": their
#: object may exist already ("support the refugee's claim": the claim has been made).
ENABLING_VERBS = frozenset(
    {
        "facilitate",
        "enable",
        "expedite",
        "hasten",
        "accelerate",
        "ease",
        "block",
        "prevent",
        "delay",
        "seek",
        "demand",
    }
)


#: Verbs of building and creating whose object is brought into being by the event (Levin 1993
#: §26.1 "build" verbs, §26.4 "create" verbs): ``wordlists/presupposition_creation_verbs.txt``
#: (its header gives the sources and what is left out); "make" is handled apart below.
EFFECTED_OBJECT_VERBS = word_set("presupposition_creation_verbs")

#: Stop 88, pr194: "make" effects its object only in its creation sense (Levin 1993 §26.4
#: "create" verbs: "make a robe"), which an artifact object shows (WordNet first sense
#: noun.artifact: garments, altars, idols, tents); other objects read its other senses ("make
#: the king's heart glad", "make peace"), and so does "make the bed" (arrange), an accepted
#: loss.
MAKE_EFFECTED_LEXNAMES = frozenset({"noun.artifact"})


def _effected_object(noun: Token) -> bool:
    """ "You shall build Yahweh your God's altar of uncut stones", "They will construct the
    mayor's new office": the possessed noun is the object (or passive subject) of a verb of
    building or creating, an effected object, which refers to something that exists only by
    virtue of the event (Quirk et al. 1985 §10.22 on effected vs affected objects; Levin 1993
    §26.1, §26.4): its existence is the event's result, not taken for granted, and it does not
    survive negation or a question ("You shan't build God's altar"), so "God has an altar" is
    no presupposition (NOPE App. B; blind review s1205q pres-038). An affected object ("They
    burned the king's palace") keeps the candidate."""
    first = noun
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    verb = first.head
    if first.dep_ == "nsubj" and _misparsed_object_of_purpose(first):
        # "that they make Aaron's garments to sanctify him": the parse made the object the
        # subject of the purpose infinitive after it; a to-infinitive takes an overt subject
        # only after "for" (Quirk et al. 1985 §15.9; H&P 2002 ch. 14 §1.3), so the noun is the
        # object of the verb before it (s1205u pres-003/053)
        verb = first.head.head
    elif first.dep_ not in ("dobj", "nsubjpass"):
        return False
    lemma = verb_lemma(verb)
    if lemma in EFFECTED_OBJECT_VERBS:
        return True
    return (
        lemma == "make"
        and first.dep_ != "nsubjpass"
        and first_sense_lexname(first.lemma_.lower(), "NOUN") in MAKE_EFFECTED_LEXNAMES
        and not any(
            k.dep_ in ("oprd", "acomp", "xcomp", "ccomp")
            or (k.dep_ == "prep" and k.lower_ in COMPLEX_TRANSITIVE_PREPS)
            for k in verb.children
            if k.i > first.i
            and k.i != first.head.i  # not the purpose infinitive it heads
            and not finite_purpose_clause(k, modals=PURPOSE_CLAUSE_MODALS)
        )
    )


#: Prepositions of the predicative complement of complex-transitive "make" ("make Ahab's house
#: like the house of Jeroboam", "make the city's wall into a ruin"): "make" is then causative,
#: its object an affected, existing thing (Quirk et al. 1985 §16.43-16.44 on object complements).
COMPLEX_TRANSITIVE_PREPS = frozenset({"like", "as", "into"})


def _misparsed_object_of_purpose(subj: Token) -> bool:
    """``subj`` is the parser's subject of a to-infinitive with no "for" before it, right
    after a verb that has no object of its own: the object of that verb ("make Aaron's
    garments to sanctify him")."""
    inf = subj.head
    if not any(k.dep_ == "aux" and k.tag_ == "TO" for k in inf.children):
        return False
    verb = inf.head
    if verb.i == inf.i or verb.pos_ not in ("VERB", "AUX") or subj.left_edge.i <= verb.i:
        return False
    if any(k.dep_ == "dobj" for k in verb.children):
        return False
    between = subj.doc[verb.i + 1 : subj.left_edge.i]
    return len(between) == 0 and not any(t.lower_ == "for" for t in subj.doc[verb.i : subj.i])


def _nominal_under_enabling_verb(noun: Token) -> bool:
    """An event nominal with a subject genitive as the object of a verb that brings about or
    hinders an event ("We are facilitating Russia's entry into the WTO", "block the company's
    merger", "seek Kosovo's independence"). Such a nominal is a complex event nominal (Grimshaw
    1990 ch. 3: it names the event, with its arguments) for an event that has not happened:
    like the complement of an implicative or desire verb it is not taken to exist (Karttunen
    1971), so "Russia has an entry" is no presupposition (review s1202c). Concrete possessa
    ("block the neighbour's driveway") keep the candidate."""
    if noun.dep_ not in OBJECT_DEPS or noun.head.lemma_.lower() not in ENABLING_VERBS:
        return False
    # any noun sense of an act, event or process: "entry" is first entry.n.01 (a record,
    # noun.communication) in WordNet, its event sense introduction.n.01 (noun.act) comes second
    return any(
        s.lexname() in ("noun.act", "noun.event", "noun.process")
        for s in lex.wordnet().synsets(noun.lemma_.lower(), "n")
    )


#: A product or model designator: letters and digits in one word ("DB2", "v2", "XP1000").
DESIGNATOR = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9.\-]+$")


def _named_genitive(case: Token, noun: Token) -> bool:
    """The genitive is part of a proper name, a title or a product name, not a possessive
    determiner: a Title-Case possessor followed by a capitalised word of the possessed phrase
    ("Harper's Bazaar magazine", "Vipul's Razor", "Macy's Parade", "Hoover's Institution"), or
    a possessed phrase with a product or version designator ("IBM's db2", "Razor v2"). A name
    formed from a genitive names a thing as a whole (Quirk et al. 1985 §5.115-5.117 on
    genitives in names; H&P 2002 ch. 5 §20 on proper names: their parts do not refer), and a
    designator names a product, not an instance the possessor has ("IBM has a db2", review
    s1202c). The capitalised word must stand right after "'s" and inside the possessed phrase;
    a sentence-initial or all-lower possessor is no name. A designator counts only as the head
    ("AMD's x86-64 CPUs" are CPUs AMD has)."""
    possessor = case.head
    doc = case.doc
    if not possessor.text[:1].isupper() or possessor.pos_ != "PROPN":
        return False
    if _firm_genitive(possessor):
        return True  # "present-day McDonald's restaurant": the firm's name, nobody's own
    if DESIGNATOR.match(noun.text) and not noun.like_num:
        return True  # the head itself is the designator: "IBM's db2", "Razor v2"
    nxt = doc[case.i + 1] if case.i + 1 < len(doc) else None
    return (
        nxt is not None
        and nxt.i <= noun.i
        and nxt.pos_ in ("NOUN", "PROPN")
        and nxt.dep_ != "amod"  # "Royal's Socialist critics": an adjective of affiliation
        and nxt.ent_type_ != "NORP"
        and nxt.text[:1].isupper()
        and not nxt.is_upper
    )


#: A Roman numeral written as a word of a name ("Mark I", "Henry VIII", "Apollo XI").
ROMAN_NUMERAL = re.compile(r"[IVX]{1,4}")


#: Modal and privative adjectives: ``wordlists/presupposition_nonsubsective_adjectives.txt``.
NONSUBSECTIVE_ADJECTIVES = word_set("presupposition_nonsubsective_adjectives")


def _nonsubsective_possessum(noun: Token) -> bool:
    """ "proof of Unix's alleged bogosity": a non-subsective adjective (``NONSUBSECTIVE_
    ADJECTIVES``: alleged, supposed, fake, ...) on the possessed noun; an alleged N need not be
    an N (Kamp & Partee 1995), so the existence of "X's N" is not taken for granted and "Unix
    has an alleged bogosity" is no presupposition (review s1204c)."""
    return any(
        c.dep_ == "amod" and c.lower_ in NONSUBSECTIVE_ADJECTIVES and c.i < noun.i
        for c in noun.children
    )


def _truncated_possessum(possessor: Token, noun: Token) -> bool:
    """The parse cut the possessed noun phrase wrong, so its draft would misstate what the
    possessor has (blind review s1203b pres-036/049/019/050):

    - a preposition with no object right before the possessor ("In Gibson's novels ICE software
      responds ..."): a preposition is stranded only at the end of its clause (wh-questions,
      relatives, passives; Huddleston & Pullum 2002 ch. 7 §4.1), never before a noun phrase, so
      the genitive phrase is its object and the nouns after it open the subject ("Gibson has a
      novels ICE software");
    - a capitalised head followed by a numeral or Roman numeral the parse leaves outside it
      ("Aiken's MARK I (1944)"): a numeral after a name is part of the name (Quirk et al. 1985
      §5.66 on names with numeral postmodifiers, "Henry VIII", "Apollo 11"), so "Aiken had a
      MARK" truncates it.

    - a noun followed at once by a past participle that modifies a later noun ("Commodore's
      purpose built DMAgic" = Commodore's purpose-built DMAgic): noun + participle is a compound
      adjective written open ("purpose-built", "hand-made", "custom built"; Quirk et al. 1985
      App. I.54 on verb-participle compounds with a noun as first element), a premodifier of the
      later noun, which is the real possessum ("Commodore has a purpose" misstates it; s1204c).

    A slash-joined name as the possessum ("BSDI's BSD/OS") is a real trigger with a full span;
    its draft is refused in the rewriter
    (``rewrite.presupposition.possessive._slash_joined_name``)."""
    doc = noun.doc
    start = possessor.left_edge.i
    prev = doc[start - 1] if start > 0 else None
    if (
        prev is not None
        and prev.pos_ == "ADP"
        and prev.dep_ == "prep"
        and not any(k.dep_ in ("pobj", "pcomp") for k in prev.children)
    ):
        return True
    nxt = doc[noun.i + 1] if noun.i + 1 < len(doc) else None
    if (
        nxt is not None
        and nxt.tag_ == "VBN"
        and nxt.dep_ in ("amod", "compound")
        and nxt.head.i > nxt.i
        and nxt.head.pos_ in ("NOUN", "PROPN")
    ):
        return True
    if not noun.text[:1].isupper():
        return False
    # the pronoun "I" starts a relative clause ("the CEO I met"): only an "I" that no word
    # follows in its clause is a numeral
    return bool(
        nxt is not None
        and noun.whitespace_
        and (ROMAN_NUMERAL.fullmatch(nxt.text) or nxt.tag_ == "CD")
        and noun not in nxt.ancestors
        and (nxt.text != "I" or nxt.i + 1 == len(doc) or doc[nxt.i + 1].is_punct)
    )


#: Firms and brands named by a genitive ("McDonald's", "Macy's"):
#: ``wordlists/presupposition_firm_genitives.txt``.
FIRM_GENITIVES = word_set("presupposition_firm_genitives")


def _firm_genitive(possessor: Token) -> bool:
    """The capitalised possessor with its "'s" is the trade name of a firm or brand
    (``FIRM_GENITIVES``: "McDonald's restaurant", "Kellogg's cereal", "Trader Joe's bags"): a
    genitive-derived proper name names the firm as a whole (Quirk et al. 1985 §5.115-5.117; H&P
    2002 ch. 5 §20), no person "McDonald" who has a restaurant (blind review s1202x). A name
    with a title or first name before it ("Ronald McDonald's shoes", "Mr Kellogg's farm") is a
    person's and stays a possessor."""
    doc = possessor.doc
    prev = doc[possessor.i - 1] if possessor.i > 0 else None
    if prev is not None and prev.text[:1].isupper() and prev.pos_ == "PROPN":
        two = f"{prev.lower_} {possessor.lower_}"
        return two in FIRM_GENITIVES
    return possessor.lower_ in FIRM_GENITIVES


#: WordNet 3.0 root of goods as a firm's output: merchandise.n.01 "commodities offered for sale"
#: ("products", "merchandise"). Not commodity.n.01, whose consumer goods hold clothing a person
#: owns (IMPPRES's "Adam's sweater", "Liam's scarf"); food (the noun.food file: "chilli") is
#: tested by its lexicographer file.
GOODS_SYNSETS = frozenset({"merchandise.n.01"})

#: Titles that make a genitive name a person's ("Mrs. Jennings's dinner", "Aunt May's pie"):
#: firms are not named with them (Quirk et al. 1985 §5.66 on titles before names).
PERSON_TITLES = frozenset(
    {"mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "dr", "dr.", "aunt", "uncle", "grandma",
     "grandpa", "sir", "lady", "lord", "king", "queen", "saint", "st.", "st"}
)  # fmt: skip


#: Entity types of spaCy's recogniser (OntoNotes 5: Weischedel et al. 2013) that name a firm
#: or a product line: ORG "companies, agencies, institutions", PRODUCT "objects, vehicles,
#: foods, etc. (not services)".
FIRM_ENTITY_TYPES = frozenset({"ORG", "PRODUCT"})

#: Endings of the nationality words whose plural "the people" use is a fused-head adjective
#: ("the French", "the Dutch", "the Welsh", "the Chinese", "the Swiss"): as a people they take
#: "the" and no genitive "'s" of their own (Quirk et al. 1985 §7.23-7.25 on adjectives as
#: heads; H&P 2002 ch. 5 §9 on fused-head NPs), so a bare "French's" is a name, a surname or a firm's.
NATIONALITY_HEAD_ENDINGS = ("ch", "sh", "ese", "ss")
#: How many of the possessum's most frequent WordNet senses may make it food after a firm's name.
FIRM_FOOD_SENSES = 3


def _firm_or_nationality_genitive(possessor: Token, noun: Token) -> bool:
    """ "McCann's instant oatmeal", "French's fried onions": a trade name in the genitive
    before goods or food, the genitive of origin (the maker, Quirk et al. 1985 §5.116-5.117)
    or a genitive inside a firm's proper name (H&P 2002 ch. 5 §16.4 and §20), not a
    possessor: "have" paraphrases possession, kinship and part-whole genitives, not the
    genitive of origin, so "McCann has instant oatmeal" is no presupposition (blind review
    s9401: 0 of 5 brand genitives kept). Two signs that the possessor names a firm, whatever
    modifies the food noun (``_maker_genitive`` otherwise asks for a noun modifier on food):

    - the recogniser types the bare capitalised possessor ORG or PRODUCT (``FIRM_ENTITY_TYPES``)
      and WordNet has it as no common noun (absent, "McCann", or first an instance, the founder
      "Heinz"): an organisation's goods or food are its produce, and a firm that owns food it
      does not sell is rare in a sentence about the food; a common word as a firm's name keeps
      the candidate pr201 left it ("Sprout's pasta", judged kept twice);
    - the possessor is a nationality word of the "the French" class (``NATIONALITY_HEAD_ENDINGS``,
      recogniser type NORP) with no determiner: the people would need "the" and has no "'s"
      genitive, so the word is a name ("French's", the mustard maker).

    Only goods (``GOODS_SYNSETS``) and food count (``food_noun`` over the first
    ``FIRM_FOOD_SENSES`` senses: "onion", "mustard", "cereal" list the plant first, the food
    after it; after a firm's name the food is meant);
    "Google's offices", "the Dutch's ships" keep their candidate, and so does a person's food
    ("John's bread": PERSON, IMPPRES's ownership paradigm)."""
    if any(c.dep_ == "det" for c in possessor.children):
        return False
    lemma = noun.lemma_.lower()
    goods = first_sense_under(lemma, "NOUN", GOODS_SYNSETS)
    if not (goods or food_noun(lemma, FIRM_FOOD_SENSES)):
        return False
    if possessor.ent_type_ in FIRM_ENTITY_TYPES:
        if not goods and not any(
            c.dep_ in ("amod", "compound") and c.i < noun.i for c in noun.children
        ):
            # the recogniser also types given names ORG ("Daniel's apples", IMPPRES's
            # ownership paradigm): bare food after an ORG name stays; a food named with a
            # classifying premodifier ("instant oatmeal", "chicken soup", "iced tea") is a
            # product line as its maker labels it (Quirk §17.108, as ``_maker_genitive`` reads it)
            return False
        # a common word used as a firm's name ("Sprout's pasta" -> "Sprout has pasta") stays,
        # as pr201 left it (judged kept twice, s1206a); a name WordNet lists only as an
        # instance ("Heinz", "Kraft": the founder) or not at all ("McCann") is refused
        synsets = lex.wordnet().synsets(possessor.lower_, "n")
        return not synsets or bool(synsets[0].instance_hypernyms())
    return possessor.ent_type_ == "NORP" and possessor.lower_.endswith(NATIONALITY_HEAD_ENDINGS)


def _maker_genitive(possessor: Token, noun: Token) -> bool:
    """ "Annie's products", "McCormick's crock-pot chilli": a personal name (the recogniser's
    PERSON, or a capitalised word WordNet does not know as a common noun) in the genitive before
    goods, or before food named by its kind with a noun modifier. Such a genitive is ambiguous between the owner
    and the maker: the genitive of origin (Quirk et al. 1985 §5.116, "the general's letter") and
    the elliptic genitive of a firm named for its founder (Quirk §5.115-5.117, "at Macy's";
    Huddleston & Pullum 2002 ch. 5 §16.4, a genitive inside a proper name), and goods and food
    are what makers make and sell, so the maker reading is the usual one; "Annie had products",
    "McCormick has crock-pot chilli" state ownership by a person the premise does not name
    (judged, s1206b pres-026, -055, -079; s1206a pres-066, -067, -082: 0 of 6 kept). A common
    word used as a name ("Sprout's pasta" -> "Sprout has pasta", judged kept twice: a firm's
    name, read as one), an acronym ("MIPS' processor chips") and a name with a title ("Mrs.
    Jennings's dinner") keep their candidate, and so does an owned thing that is no goods or
    food ("Harga's vest", "Robert's stove")."""
    word = possessor.text
    if possessor.pos_ != "PROPN" or not word[:1].isupper() or word.isupper() or noun.pos_ != "NOUN":
        return False  # "McCormick" is capitalised though not str.istitle(); "MIPS" an acronym
    if _firm_or_nationality_genitive(possessor, noun):
        return True  # "McCann's instant oatmeal", "French's fried onions" (pr210)
    if not (possessor.ent_type_ == "PERSON" or not lex.wordnet().synsets(possessor.lower_)):
        return False
    if possessor.ent_type_ not in ("", "PERSON", "ORG"):
        return False  # a place's produce ("Florida's oranges") is grown there, not made
    if any(c.lower_ in PERSON_TITLES for c in possessor.children if c.i < possessor.i):
        return False
    lemma = noun.lemma_.lower()
    if first_sense_under(lemma, "NOUN", GOODS_SYNSETS):
        return True  # "Annie's products": a person owns goods only as a trader
    # food: only a product name, a food noun with a noun modifier that names its kind ("crock-pot
    # chilli", "barbecue sauce": a classifying compound, Quirk §17.108, the way a maker's line
    # is labelled); a bare one is IMPPRES's paradigm of ownership ("Dana's bread", "Rose's ice")
    return first_sense_lexname(lemma, "NOUN") == "noun.food" and any(
        c.dep_ == "compound" and c.pos_ == "NOUN" for c in noun.children
    )


#: WordNet 3.0 roots of authored works a person's genitive names the author of: a literary,
#: dramatic or musical composition ("poem", "novel", "play", "song"), a humorous piece
#: ("cartoon", "joke": wit.n.01). Such a work is the product of its author's act of
#: composing; it is not a thing one has in the sense of "have" (Quirk et al. 1985 §5.116,
#: genitive of origin, "the general's letter"; Barker 1995 ch. 2, the pragmatic relation of a
#: lexically non-relational noun). Not the works that are also owned copies and IMPPRES's
#: ownership paradigm uses ("Rose's movie", "Carla's sketches": film and drawing senses), nor
#: a story or tale (narrative.n.01): "have a story" is the idiomatic relation of a teller to
#: what they tell ("everyone has a story"), and IMPPRES takes "Diana's story" as had; a story
#: goes only after a creator's role (``CREATED_WORK_SYNSETS``).
AUTHORED_WORK_SYNSETS = frozenset(
    {
        "literary_composition.n.01",
        "dramatic_composition.n.01",
        "musical_composition.n.01",
        "wit.n.01",
    }
)
#: WordNet 3.0 roots of a person who makes or composes works (creator.n.02 "a person who
#: grows or makes or invents things", communicator.n.01 for writers, artist.n.01): named as
#: the possessor's role ("screenwriter Ann Lee's film", "the novelist's book"), the genitive
#: of a work they make is the genitive of origin (Quirk et al. 1985 §5.116).
CREATOR_ROLE_SYNSETS = frozenset({"creator.n.02", "communicator.n.01", "artist.n.01"})
#: WordNet 3.0 roots of a made work, read as authored after a creator's genitive: products of
#: making (creation.n.02: a film, a book, a painting), writings and shows.
CREATED_WORK_SYNSETS = AUTHORED_WORK_SYNSETS | {
    "narrative.n.01",
    "creation.n.02",
    "writing.n.02",
    "show.n.03",
}
#: WordNet 3.0 roots of what is left of a thing that no longer exists or is no longer whole:
#: remains.n.01 ("any object that is left unused or still extant"), body.n.03 ("a natural
#: object consisting of a dead animal or person": "corpse", "carcass").
REMNANT_SYNSETS = frozenset({"remains.n.01", "body.n.03"})
#: WordNet lexicographer files of the senses a deverbal noun has as a thing one can have
#: (an object, a substance, food, a body, an organism, a person, a group, a possession): with
#: any of them "X's N" may name a thing X has, and ``_subjective_event_genitive`` keeps it.
HAVEABLE_SENSE_LEXNAMES = frozenset(
    {
        "noun.artifact", "noun.object", "noun.substance", "noun.food", "noun.body",
        "noun.plant", "noun.animal", "noun.person", "noun.group", "noun.possession",
    }
)  # fmt: skip
#: Lexicographer files of a first sense that names a thing a person has in the mind or as a
#: state ("his opinion", "her ambition", "his reputation"): kept by the same test.
HELD_STATE_LEXNAMES = frozenset({"noun.cognition", "noun.feeling", "noun.attribute", "noun.state"})


def _person_possessor(possessor: Token) -> bool:
    """The possessor names a person: the recogniser's PERSON, or a common noun whose first WordNet
    sense is noun.person ("the director", "the novelist")."""
    if possessor.ent_type_ == "PERSON":
        return True
    # a word with the genitive ending is a noun phrase's head whatever its tag: only nominals
    # take the genitive (Quirk et al. 1985 §5.112-5.113), so a possessor tagged as an adjective
    # ("the countess' cruel words", "countess" JJ before the zero genitive) is read as the noun
    # it is (blind review s9701: "The countess had cruel words" escaped the "have words" idiom)
    nominal = possessor.pos_ == "NOUN" or (
        possessor.pos_ == "ADJ"
        and possessor.dep_ == "poss"
        and any(c.dep_ == "case" and c.tag_ == "POS" for c in possessor.children)
    )
    return nominal and lex.lexname(possessor.lemma_.lower()) == "noun.person"


def _agent_name_possessor(possessor: Token) -> bool:
    """A bare capitalised name ("Gondry", "Marek") as the genitive of an agentive action
    nominal is read as a person's name, whatever entity type the recogniser gives a one-word
    name it does not know (often ORG, or none). The subject-determiner of a nominalisation of an
    agentive verb names the verb's agent (H&P 2002 ch. 5 §16.5.2: "the enemy's destruction of
    the city" = the enemy destroyed it; Quirk et al. 1985 §5.116, the subjective genitive), and
    the agent of directing, handling or performing is a person or a body of persons; a firm is
    refused as a maker already (``_maker_genitive``). Not read so: a name of several words the
    recogniser files as a firm or place, an all-capital initialism ("IBM": an organisation's
    abbreviation, Quirk et al. 1985 App. I.72-I.76 on acronyms), a place or other non-person entity
    type, and a plural name."""
    if possessor.pos_ != "PROPN" or possessor.tag_ != "NNP":
        return False
    text = possessor.text
    if not text[:1].isupper() or text.isupper() and len(text) > 1:
        return False
    if possessor.ent_type_ not in ("", "PERSON", "ORG"):
        return False
    if any(c.dep_ in ("compound", "flat", "nmod", "appos", "amod") for c in possessor.children):
        return possessor.ent_type_ == "PERSON"
    if possessor.ent_type_ == "ORG":
        ent = next((e for e in possessor.doc.ents if e.start <= possessor.i < e.end), None)
        if ent is not None and len(ent) > 1:
            return False  # "Warner Bros's handling": a firm's name of several words
    return True


def _common_noun_senses(lemma: str) -> list[Any]:
    """The noun's WordNet senses without its instances (the proper names WordNet files under the
    same lemma: "Wheeling" the city for "wheeling"), which a lower-case common noun is not."""
    return [s for s in lex.wordnet().synsets(lemma, "n") if not s.instance_hypernyms()]


def _verb_with_agent(syn: Any) -> bool:
    """An act sense ``syn`` is derived from a verb that has an agent noun (a noun.person
    derivative: "direct" -> "director", "perform" -> "performer"): an agentive verb, whose
    nominalisation takes its agent as a subject genitive (H&P 2002 ch. 5 §16.5.2)."""
    for lem in syn.lemmas():
        for rel in lem.derivationally_related_forms():
            verb = rel.synset()
            if verb.pos() != "v":
                continue
            for vlem in verb.lemmas():
                if any(
                    r.synset().pos() == "n" and r.synset().lexname() == "noun.person"
                    for r in vlem.derivationally_related_forms()
                ):
                    return True
    return False


def _subjective_event_genitive(possessor: Token, noun: Token) -> bool:
    """ "the critic's careless handling of the plot", "the mayor's wheeling and dealing", "the
    director's loose direction": the genitive is the subject of an action nominalisation, the
    agent of the event the noun names (the subjective genitive, Quirk et al. 1985 §5.116,
    "the boy's application" = the boy applied; H&P 2002 ch. 5 §16.5.2 on subject-determiners of
    nominalisations; Grimshaw 1990 ch. 3), not an owner: "The mayor had a wheeling" and "The
    director has a loose direction" misstate the relation (blind review s9403). The first test
    is ``lexicon.is_event_nominalisation`` read over the noun's common-noun senses: a proper
    name WordNet files under the lemma ("Wheeling", the city) is no sense of the lower-case
    noun (an "-ing" form WordNet lacks as a noun, "Sun's networking", keeps its draft).
    The second takes a person possessor and a deverbal noun (``NOMINALISING_SUFFIXES``) with
    an act sense of an agentive verb (``_verb_with_agent``) and no sense that is a thing one can
    have (``HAVEABLE_SENSE_LEXNAMES``: "her collection", "his painting", "the king's
    government" stay) nor a first sense held in the mind or as a state (``HELD_STATE_LEXNAMES``:
    "his opinion", "her reputation" stay), nor a period sense among its first three ("Chen's
    prison sentence": a term one serves is had)."""
    lemma = noun.lemma_.lower()
    if noun.pos_ != "NOUN" or not lemma.endswith(lex.NOMINALISING_SUFFIXES):
        return False
    raw = lex.wordnet().synsets(lemma, "n")
    senses = _common_noun_senses(lemma)
    if not senses:
        return False
    first = senses[0]
    if (
        raw[0].instance_hypernyms()
        and first.lexname() in lex.EVENT_LEXNAMES
        and not any(s.lexname() in lex.CONCRETE_LEXNAMES for s in senses[1:2])
        and any(
            rel.synset().pos() == "v"
            for lem in first.lemmas()
            for rel in lem.derivationally_related_forms()
        )
    ):
        # "the mayor's wheeling": is_event_nominalisation read past the proper-name sense it
        # took first; a noun whose first sense is an event was decided there already
        return True
    if not (_person_possessor(possessor) or _agent_name_possessor(possessor)) or (
        first.lexname() in lex.EVENT_LEXNAMES
    ):
        return False  # an act sense first ("her sister's doings"): is_event_nominalisation's
    if any(s.lexname() in HAVEABLE_SENSE_LEXNAMES for s in senses):
        return False
    if first.lexname() in HELD_STATE_LEXNAMES:
        return False
    if any(s.lexname() == "noun.time" for s in senses[:3]):
        return False  # "Chen's prison sentence": a period one serves is had (result noun)
    return any(s.lexname() == "noun.act" and _verb_with_agent(s) for s in senses)


def _creator_role(possessor: Token) -> bool:
    """The possessor is named by a creator's role: its own common noun ("the novelist") or a
    role noun before a name ("screenwriter Ann Lee", "writer director Sam Oh": a compound or
    appositive title) whose first WordNet sense is under ``CREATOR_ROLE_SYNSETS``."""
    words = [possessor] if possessor.pos_ == "NOUN" else []
    words += [c for c in possessor.children if c.dep_ in ("compound", "appos", "nmod")]
    for word in list(words):
        words += [c for c in word.children if c.dep_ in ("compound", "nmod")]
    # a role word opening the sentence is capitalised and often tagged a name ("Novelist Sam
    # Oh's"); inside the sentence a capitalised word is a name ("Joe Baker's")
    return any(
        (w.pos_ == "NOUN" or w.is_lower or w.i == w.sent.start)
        and first_sense_under(w.lower_, "NOUN", CREATOR_ROLE_SYNSETS)
        for w in words
    )


def _authorship_genitive(possessor: Token, noun: Token) -> bool:
    """ "the novelist's three stories", "Ann Lee's old cartoons", "screenwriter Sam Oh's film":
    a person's genitive before a work of authorship is the genitive of origin (Quirk et al.
    1985 §5.116-5.117, "the general's letter"; Barker 1995 ch. 2 on pragmatic possession): the
    person made the work, and "Ann Lee has old cartoons" states ownership the sentence does
    not mean (blind review s9403: 0 of 3 kept). "have" paraphrases possession, kinship and
    part-whole, not origin. Two cases: a person possessor before a literary, dramatic or
    musical composition or a humorous piece (``AUTHORED_WORK_SYNSETS``, the first sense); a possessor named by a
    creator's role (``_creator_role``) before any made work or story (``CREATED_WORK_SYNSETS``).
    A person's story, film, book or drawing with no role named stays: IMPPRES's ownership
    paradigm ("Diana's story", "Rose's movie", "Carla's sketches"), and "my sister's book" is
    hers as often as by her."""
    if noun.pos_ != "NOUN" or not _person_possessor(possessor) and not _creator_role(possessor):
        return False
    lemma = noun.lemma_.lower()
    if first_sense_under(lemma, "NOUN", AUTHORED_WORK_SYNSETS):
        return True
    return _creator_role(possessor) and first_sense_under(lemma, "NOUN", CREATED_WORK_SYNSETS)


#: Nouns whose "have a N" (or "have N") with a person subject is a listed verb idiom or light-verb
#: phrase of its own, so the possessive draft "X has a N" asserts the idiom, not the genitive's
#: relation ("Smith's point" -> "Smith has a point" = Smith is right; "Konrad's party", a group,
#: -> "Konrad had a party" = he held one). The rows, their WordNet 3.0 and dictionary sources and
#: the membership test are in ``wordlists/presupposition_have_idiom_possessums.txt`` (Wierzbicka
#: 1982; Quirk et al. 1985 §2.30, §10.20 on eventive objects of light verbs; H&P 2002 ch. 4 §7;
#: Nunberg, Sag & Wasow 1994). Keyed by the form as written in the draft: singular nouns, and
#: "words" plural; a row's further columns are the synsets of the sense the light verb names.
HAVE_IDIOM_ROWS: dict[str, frozenset[str]] = {
    (words := line.split())[0].lower(): frozenset(words[1:])
    for line in wordlist("presupposition_have_idiom_possessums")
}
HAVE_IDIOM_POSSESSUMS = frozenset(HAVE_IDIOM_ROWS)


def _have_idiom_possessum(possessor: Token, noun: Token) -> bool:
    """ "Smith's point", "the senator's words", "Konrad's party": the draft "X has a point /
    words / a party" is a listed "have" idiom (``HAVE_IDIOM_POSSESSUMS``) when the possessor is
    a person (a name or a noun.person noun): the idioms take a human subject, while "the
    pencil's point" -> "The pencil has a point" is the literal tip and keeps its draft. A row
    with event senses keeps the draft when a compound names one of them ("Lee's birthday
    party" -> "Lee had a birthday party", the light verb's own reading: birthday_party.n.01)."""
    if noun.pos_ != "NOUN" or noun.lower_ not in HAVE_IDIOM_POSSESSUMS:
        return False
    if noun.lower_ != "words" and noun.tag_ != "NN":
        return False
    senses = HAVE_IDIOM_ROWS[noun.lower_]
    if senses and any(
        c.dep_ == "compound" and first_sense_under(f"{c.lower_}_{noun.lower_}", "NOUN", senses)
        for c in noun.children
    ):
        return False
    return _person_possessor(possessor) or _agent_name_possessor(possessor)


def _remnant_genitive(noun: Token) -> bool:
    """ "the last auk's remains", "the deer's carcass": what is left of a thing that is dead or
    gone (``REMNANT_SYNSETS``). The genitive names the whole the remnant was part of, which no
    longer exists (Quirk et al. 1985 §5.116, the partitive and origin genitives), so the
    present "The last auk has remains" is false of it: part-whole "have" needs a whole that
    exists (blind review s9403)."""
    # the plurale tantum "remains" is lemmatised "remain", a verb's form: the word as written
    return noun.pos_ == "NOUN" and any(
        first_sense_under(w, "NOUN", REMNANT_SYNSETS) for w in (noun.lower_, noun.lemma_.lower())
    )


def _genitive_relation_not_have(possessor: Token, noun: Token) -> bool:
    """The one test of a genitive whose relation is no "have": "X has Y" paraphrases the
    genitive of possession, kinship and part-whole (of a possessor that exists), not the
    genitives of origin, authorship, agent or remnant (Quirk et al. 1985 §5.116-5.117; H&P
    2002 ch. 5 §16.5; Barker 1995 on lexical vs pragmatic possession), so no "X has Y" draft
    is built for:

    - the maker or a firm's name (``_maker_genitive``, pr201 and pr210: "McCann's oatmeal");
    - the author of a work (``_authorship_genitive``: "the novelist's stories");
    - the agent of an action nominal (``_subjective_event_genitive``: "the mayor's wheeling");
    - the whole a remnant is left of (``_remnant_genitive``: "the last auk's remains");
    - a listed "have" idiom as the draft (``_have_idiom_possessum``: "Smith's point")."""
    return (
        _maker_genitive(possessor, noun)
        or _authorship_genitive(possessor, noun)
        or _subjective_event_genitive(possessor, noun)
        or _remnant_genitive(noun)
        or _have_idiom_possessum(possessor, noun)
        or _temporal_genitive(possessor)
    )


def _temporal_genitive(possessor: Token) -> bool:
    """ "her girlhood's sweetheart", "last year's champion", "the century's worst storm": a
    genitive whose possessor is a period of time is the temporal genitive (Quirk et al. 1985
    §5.116, "genitive of time"; H&P 2002 ch. 5 §16.5): it locates the head in that period and
    paraphrases as "the N of/in that time", not "X has Y", so "Her girlhood had a sweetheart"
    states no presupposition (s9801, pr224). Told by the possessor's first WordNet sense in
    noun.time, or, after a possessive determiner ("her youth"), by a sense of the possessor
    under time_of_life.n.01 among its first three (youth.n.03 comes after the person senses)."""
    if possessor.pos_ != "NOUN":
        return False
    synsets = lex.wordnet().synsets(possessor.lemma_.lower(), "n")[:3]
    if not synsets:
        return False
    if synsets[0].lexname() == "noun.time":
        # not a period that is also an organised event ("the festival's director": festival.n.02
        # is noun.act, an institution with staff and a programme, and "The festival has a
        # director" is the possessive presupposition; the negation pass of stop 44 pins it)
        return not any(syn.lexname() in ("noun.act", "noun.event", "noun.group") for syn in synsets)
    if not any(k.dep_ == "poss" for k in possessor.children):
        return False
    return any(
        h.name() == "time_of_life.n.01"
        for syn in synsets
        for path in syn.hypernym_paths()
        for h in path
    )


#: Nouns of the whole body of a person (WordNet body.n.01 "the entire structure of an organism",
#: corpse.n.01, remains.n.02, skeleton.n.04).
WHOLE_BODY_NOUNS = frozenset({"body", "corpse", "cadaver", "remains", "skeleton"})


#: A person's life-world (Barker 1995 ch. 2: relational nouns whose relatum every person
#: has): "the peasant's world / lot" with a common-noun possessor is the definite generic of
#: a role (Krifka et al. 1995 §2.3; pr89's "the average user's"), and "The peasant had a
#: world" is true of anyone, a vacuous draft (review s1202f). Not "life": "saving the girl's
#: life" names one life at stake and keeps its control pairs (brown dev text).
PERSONAL_SPHERE_NOUNS = frozenset({"world", "lot", "worldview", "outlook"})

#: The twelve animals of the Chinese zodiac, which name years ("the Year of the Rat").
ZODIAC_ANIMALS = frozenset(
    {
        "rat",
        "ox",
        "tiger",
        "rabbit",
        "hare",
        "dragon",
        "snake",
        "horse",
        "goat",
        "sheep",
        "monkey",
        "rooster",
        "dog",
        "pig",
        "boar",
    }
)


def _manner_possessum(possessor: Token, noun: Token) -> bool:
    """ "Zamiatin's language", "Hemingway's prose": a proper-name possessor before a noun of
    ``wordlists/presupposition_manner_possessums.txt`` (a way of expressing oneself) names the
    person's manner of writing or speaking, an implicit activity the genitive supplies the agent
    of (Barker 1995 ch. 2), not a thing possessed; "Zamiatin has a language" misstates it
    (blind review s1202g). A common-noun possessor ("the tribe's language") keeps its draft:
    a people has a language."""
    if possessor.pos_ != "PROPN" or noun.tag_ != "NN":
        return False
    return noun.lemma_.lower() in word_set("presupposition_manner_possessums")


def _zodiac_year(possessor: Token, noun: Token) -> bool:
    """ "in the rat's year", "the dragon's year": a year named after a zodiac animal, the
    descriptive genitive of "the Year of the Rat" (Quirk et al. 1985 §5.116, the genitive of
    description/classification: "a women's college"): no rat owns a year, so "The rat had a
    year" is no presupposition (review s1202f)."""
    return noun.lemma_.lower() == "year" and possessor.lemma_.lower() in ZODIAC_ANIMALS


#: Head nouns of place names formed with a descriptive genitive ("the Jackal's Well"):
#: ``wordlists/presupposition_place_name_heads.txt``.
PLACE_NAME_HEADS = word_set("presupposition_place_name_heads")


def _place_named_by_animal(possessor: Token, noun: Token) -> bool:
    """ "toward the jackal's well", "by the eagle's rock": "the" + a singular common noun whose
    first WordNet sense is an animal, straight before a landmark head (``PLACE_NAME_HEADS``).
    An animal kind owns no well, rock or gate; the genitive is the descriptive one of a place
    name ("the Jackal's Well": Quirk et al. 1985 §5.123-5.126; Huddleston & Pullum 2002 ch. 5
    §16.5.2 on attributive genitives in fixed names), whose "the" is the head's, "the
    [jackal's well]", and the possessor refers to no animal at all. So "The jackal had a well"
    is no presupposition (blind review s1205u pres-019): no candidate. A modified or
    determined-otherwise possessor ("the old jackal's", "my dog's"), a word between genitive
    and head, and a head an animal has or makes ("the fox's den", "the bird's nest") keep it;
    so do person possessors ("the king's gate": judged kept twice in s1205r/u)."""
    if possessor.pos_ != "NOUN" or possessor.tag_ != "NN" or not possessor.is_lower:
        return False
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or noun.lemma_.lower() not in PLACE_NAME_HEADS:
        return False
    if any(t.dep_ != "case" for t in noun.doc[possessor.i + 1 : noun.i]):
        return False  # "the jackal's old well": a classifying genitive is inseparable from its head
    kids = [c for c in possessor.children if c.dep_ not in ("case", "punct")]
    if len(kids) != 1 or kids[0].dep_ != "det" or kids[0].lower_ != "the":
        return False
    return lex.lexname(possessor.lemma_.lower()) == "noun.animal"


def _inalienable_part(possessor: Token, noun: Token) -> bool:
    """The whole body of a person, unmodified ("the fallen hunter's body", "the victim's
    corpse"): inalienable possession of the most extreme kind (Chappell & McGregor 1996; Barker
    1995 ch. 2 on relational nouns) - a person has a body by being one, so "The hunter had a
    body" is analytic and vacuous, no diagnostic of a presupposition (review s1202c). Parts of
    the body ("Elizabeth's mouth", IMPPRES's possessed-definite paradigm) can be lacked and keep
    the candidate; so does a modified body ("the boy's bruised body")."""
    # a named person's world is as vacuous ("Ann Lee has a world": every person has one; pr212,
    # blind review s9403)
    sphere = (
        possessor.tag_ == "NN" or possessor.ent_type_ == "PERSON"
    ) and noun.lemma_.lower() in PERSONAL_SPHERE_NOUNS
    if (
        noun.lemma_.lower() not in WHOLE_BODY_NOUNS
        and noun.lower_ not in WHOLE_BODY_NOUNS
        and not sphere
    ):
        return False
    if any(c.dep_ in ("amod", "compound", "nummod") for c in noun.children if c.i < noun.i):
        return False
    return possessor.ent_type_ == "PERSON" or lex.lexname(possessor.lemma_.lower()) == "noun.person"


#: Verbs of getting whose object comes to be had: "get, obtain, acquire, win, secure".
ACQUISITION_VERBS = frozenset(
    {"get", "obtain", "acquire", "win", "gain", "secure", "receive", "earn", "collect", "procure"}
)


def _acquired_under_desire(verb: Token) -> bool:
    """ "expressed a desire to get the Speaker's autograph", "hoped to win the club's trophy":
    the object of a verb of getting in the infinitive of a desire verb or noun. Wanting to get
    X is a relation to the kind of thing that would satisfy the desire, not to an existing X
    (intensional "want a sloop", Quine 1956; Zimmermann 1993 and Moltmann 1997 on intensional
    objects): the autograph need not yet exist, so "The Speaker had an autograph" is not taken
    for granted (NOPE App. B: the presupposition must follow from the sentence)."""
    if verb_lemma(verb) not in ACQUISITION_VERBS:
        return False
    if verb.dep_ not in ("xcomp", "acl") or not any(
        c.dep_ == "aux" and c.tag_ == "TO" for c in verb.children
    ):
        return False
    host = verb.head
    return verb_lemma(host) in DESIRE_HEADS or host.lemma_.lower() in DESIRE_HEADS


#: Adjectives that make "the ADJ N" the representative of a kind ("the average user", "the
#: typical consumer"): a statistical or prototypical member, not an individual.
KIND_ADJECTIVES = frozenset({"average", "typical", "ordinary", "median", "normal", "generic"})


def _kind_possessor(possessor: Token, noun: Token) -> bool:
    """ "the British man's finger at 78.7mm is 1.7mm longer than ...", "the average user's
    mailbox": "the" + a nationality or an average/typical adjective + a singular person noun is
    the definite generic, a kind or its representative member (Krifka et al. 1995 §2.3 on
    definite singular generics; Quirk et al. 1985 §5.52 generic "the"; Carlson 1977), not a
    particular person. The possessive presupposition "X has a N" is about a referent (IMPPRES
    Table 5; NOPE App. B), which a kind is not: "The British man has a finger" is trivial and
    odd. No candidate. A name, a pronoun, or another adjective ("the old man's finger") keeps
    it, and so does a nationality in an episodic clause."""
    if possessor.tag_ != "NN" or lex.lexname(possessor.lemma_.lower()) != "noun.person":
        return False
    kids = [c for c in possessor.children if c.dep_ not in ("case", "punct")]
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in kids):
        return False
    mods = [c for c in kids if c.dep_ == "amod"]
    if len(mods) != 1:
        return False
    mod = mods[0]
    # a nationality adjective is a capitalised (proper) adjective, "British", "German" (Quirk et
    # al. 1985 §7.26); the NER label is read when the pipeline has one
    demonym = mod.ent_type_ == "NORP" or (
        mod.tag_ == "JJ" and mod.text[:1].isupper() and mod.text[1:].islower() and mod.i > 0
    )
    if mod.lower_ in KIND_ADJECTIVES:
        return True
    # "the Dutch woman's bicycle was stolen yesterday" is an episode about one woman: the
    # generic reading of a nationality needs a characterizing simple present (Krifka et al.
    # 1995 §1.2)
    return demonym and _simple_present(enclosing_clause_head(noun))


def _generic_role_possessor(possessor: Token, noun: Token) -> bool:
    """ "Boat prices vary according to the buyer's desires", "Such tragedies are commonplace in
    the analyst's consulting room": "the" + a singular person noun as possessor in a
    characterizing sentence, a simple-present clause whose subject is a bare or non-definite
    plural or mass noun ("boat prices", "such tragedies"). A bare plural subject in the simple
    present makes the sentence generic (Carlson 1977; Krifka et al. 1995 §1.2 on characterizing
    sentences), and a definite singular in its scope names the role ("the buyer" = whoever buys:
    the representative-object reading of definite generics, Krifka et al. 1995 §2.3; Quirk et
    al. 1985 §5.52), so no particular buyer exists whose desires are taken for granted (NOPE
    App. B, IMPPRES Table 5: the possessor refers). A name, a pronoun or a kin term, and any
    modifier on the possessor ("the other buyer's"), keep the candidate; so does a possessed
    NP that is itself the subject."""
    if possessor.tag_ != "NN" or lex.lexname(possessor.lemma_.lower()) != "noun.person":
        return False
    if lex.is_kin_term(possessor.lemma_.lower()):
        return False
    kids = [c for c in possessor.children if c.dep_ != "case"]
    if len(kids) != 1 or kids[0].dep_ != "det" or kids[0].lower_ != "the":
        return False
    verb = enclosing_clause_head(noun)
    if not _simple_present(verb):
        return False
    while verb.dep_ == "conj" and not subjects(verb):
        verb = verb.head  # "are real and are commonplace in ...": a shared subject
    subj = next((s for s in subjects(verb) if s.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.i == noun.i or noun.i in {t.i for t in subj.subtree}:
        return False
    if subj.tag_ not in ("NNS", "NN") or subj.pos_ != "NOUN":
        return False
    if subj.tag_ == "NN" and lex.lexname(subj.lemma_.lower()) not in ("noun.substance", None):
        return False  # a singular count subject ("the court") is about one thing
    return not any(
        c.dep_ in ("det", "poss") and (c.lower_ in DEFINITE_DETERMINERS or c.dep_ == "poss")
        for c in subj.children
    )


#: WordNet roots of the heads a definite classifying genitive names by their user's role:
#: buildings and workplaces (the help texts' "hunter's house", "lumberjack's hut").
_ROLE_BUILDINGS = ("structure.n.01", "workplace.n.01")


def _nonpast_clause(verb: Token) -> bool:
    """The clause of ``verb`` is in the present (simple, perfect or with a modal), or is a
    non-finite clause whose governing finite clause is: no past-tense verb locates it in one
    episode of the past (Krifka et al. 1995 §1.2 on characterizing sentences; a past tense
    anchors an episode, a present does not need to)."""
    for _ in range(6):
        tensed = _tensed(verb)
        if tensed is not None and tensed.tag_ == "MD":
            # "might have damaged", "will have sold": a modal perfect places the event before
            # its reference time (Huddleston & Pullum 2002 ch. 3 §5.1), a past episode
            return not any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children)
        if tensed is not None:
            return tensed.tag_ in ("VBZ", "VBP")
        if verb.dep_ in ("ROOT",) or verb.head is verb:
            return verb.tag_ in ("VB", "VBZ", "VBP")
        verb = verb.head
    return False


def _classifying_role_genitive(possessor: Token, noun: Token) -> bool:
    """ "the miller's cottage needs grain nearby", "your smith's workshop was finished": a
    singular person-role noun (WordNet noun.person, not a kin term, common and lower-case, no
    modifier but a noun compound, "the jungle keeper's hut") before an artifact head (a
    building, tool or weapon: WordNet noun.artifact) is the classifying (descriptive) genitive
    that names a kind of artifact by the role of its user, "a [fisherman's hut]", "the
    [driver's seat]" (Quirk et al. 1985 §5.123 and §17.41; Biber et al. 1999 §4.6.8;
    Rosenbach 2006: the determiner belongs to the head, the genitive noun does not refer).
    Two grammatical cues choose that reading over the determiner one (review s1202r, class 1):
    - in a present or modal clause, with no past tense or modal perfect locating an episode,
    - a possessive pronoun before the role noun ("your scout's hut"): it may determine the
      head ("your [scout's hut]", you have one) or the possessor ("[your scout]'s hut"); the
      parse cannot tell them apart, and a wrong possessor is worse than no pair;
    - or "the" before the role noun and a building or workplace head (``_ROLE_BUILDINGS``): the
      definite generic of the kind of building ("the blacksmith's forge needs coal": whichever
      forge is built; Krifka et al. 1995 §2.3 on definite generics); before a movable artifact
      "the" is as often one owner's ("the teacher's car arrives"), which keeps its candidate.
    A past episode ("The hunter's hut burned down last night", "his neighbor's house was
    sold"), a name or kin term ("Mary's house", "my father's hut"), a word between genitive and
    head, or a non-artifact head ("the hunter's dog") keep the candidate."""
    # a lower-case singular: the tagger's NNP on a lower-case "blacksmith" is no name (names
    # are capitalised, Quirk et al. 1985 §5.60), so the spelling decides
    if possessor.tag_ not in ("NN", "NNP") or not possessor.is_lower:
        return False
    lemma = possessor.lemma_.lower()
    if lex.lexname(lemma) != "noun.person" or lex.is_kin_term(lemma):
        return False
    if noun.pos_ != "NOUN" or lex.lexname(noun.lemma_.lower()) != "noun.artifact":
        return False
    if any(t.dep_ != "case" for t in noun.doc[possessor.i + 1 : noun.i]):
        # "the speaker's inner chamber": a classifying genitive is inseparable from its head,
        # a modifier goes before the whole ("a new [women's college]", Quirk et al. 1985
        # §5.123), so a word between them makes the genitive a determiner
        return False
    kids = [c for c in possessor.children if c.dep_ not in ("case", "punct")]
    if any(c.dep_ != "compound" for c in kids[1:]) or not kids:
        return False
    det = kids[0]
    if not (
        (det.dep_ == "poss" and det.lower_ in POSSESSIVE_DETERMINERS)
        or (
            det.dep_ == "det"
            and det.lower_ == "the"
            # the definite generic names a kind of building by its user ("the miller's
            # cottage", "the smith's forge"); before a movable artifact the same words are one
            # owner's ("the teacher's car arrives": stop 51's embedding test)
            and first_sense_under(noun.lemma_.lower(), "NOUN", _ROLE_BUILDINGS)
        )
    ):
        return False
    # a past episode ("his neighbor's house burned down") is about one owner's house
    return _nonpast_clause(enclosing_clause_head(noun))


def _generic_one(possessor: Token) -> bool:
    """The possessor is, or is possessed by, generic "one" ("one's car", "one's partner's
    intelligence"): generic "one" stands for people in general (Quirk et al. 1985 §6.54;
    Moltmann 2006 "Generic one, arbitrary PRO"), so "One has a partner" asserts no existence of
    anything in particular (blind review #3, nineteenth pass)."""
    cur: Token | None = possessor
    while cur is not None:
        if cur.lower_ == "one" and any(k.tag_ == "POS" for k in cur.children):
            return True
        nxt = next((k for k in cur.children if k.dep_ == "poss"), None)
        cur = nxt
    return False


#: Determiners of an indefinite or quantified possessor ("a neighbour's", "one person's",
#: "every student's"): see ``_indefinite_possessor``.
INDEFINITE_POSSESSOR_DETERMINERS = frozenset(
    {"a", "an", "one", "another", "each", "every", "any", "some", "no"}
)


def _indefinite_possessor(possessor: Token) -> bool:
    """The possessor is an indefinite or quantified noun phrase ("one person's nose", "a
    neighbour's dog", "every student's essay"). A prenominal genitive takes its definiteness
    from the possessor (definiteness inheritance: Barker 1995 ch. 4; Woisetschlaeger 1983), so
    "a neighbour's dog" is indefinite, no possessed DEFINITE (IMPPRES Table 5 has name
    possessors), and a quantified possessor makes the possessive a quantifier over possessors
    (Peters & Westerstahl 2013 "The semantics of possessives"): "One person has a nose" anchors
    nothing and presupposes nothing a context supplies (stop 49, pr57). The possessor's own
    determiner only: "the other person's hand" and "Lee's" are definite."""
    if possessor.pos_ not in ("NOUN", "PROPN"):
        return False
    return any(
        k.dep_ in ("det", "nummod") and k.lower_ in INDEFINITE_POSSESSOR_DETERMINERS
        for k in possessor.children
        if k.i < possessor.i
    )


def _article_follows(tok: Token) -> bool:
    """The word after ``tok`` is an article or a demonstrative determiner."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return nxt is not None and nxt.lower_ in ("a", "an", "the", "this", "that", "these", "those")


#: Words after a noun's "'s" that only a verb can take: the going-to and got-to futures and
#: modals of speech ("gonna", "gotta", spaCy's "gon" + "na") and "got" (have got), and the
#: adverbs that stand between an auxiliary and its predicate but never inside a genitive noun
#: phrase (Quirk et al. 1985 §3.23 on the enclitic "'s" of "is"/"has" after any subject noun,
#: "Joey's gonna call"; §8.16 on adverbs in medial position after the operator).
ENCLITIC_VERB_NEXT = frozenset({"gon", "gonna", "gotta", "got", "gon'", "not", "n't", "never"})
#: Adverbs that may come between the enclitic verb and its predicate ("Rachel's just a
#: waitress", "he's really not"); skipped before the article/predeterminer test below.
ENCLITIC_MEDIAL_ADVERBS = frozenset(
    {"just", "really", "also", "still", "always", "already", "probably", "definitely", "totally"}
)
#: Hedges "kind of"/"sort of" before an article or adjective ("Mike's kind of a wang"): the
#: downtoner use (Quirk et al. 1985 §7.89), a predicate, not "Mike's kind" (a possessed noun).
ENCLITIC_HEDGES = frozenset({"kind", "sort"})


def _enclitic_verb(case: Token, noun: Token) -> bool:
    """The "'s" the tagger called POS is the enclitic "is"/"has" of a subject (Quirk et al.
    1985 §3.23; Huddleston & Pullum 2002 ch. 3 §1.4 on reduced auxiliaries): a genitive is a
    determiner and is followed by its noun phrase, so what follows shows which it is. A
    going-to/got-to future or "got" ("Grandma's gonna have to get in line", "Joey's got a
    job"), a base or past verb or modal, "not/never"; after medial adverbs an article or the
    predeterminer "such" ("Rachel's just a waitress", "My boyfriend's such a wise ass"; a
    genitive takes no article after it, H&P 2002 ch. 5 §16.2); a hedge "kind of a" ("Mike's
    kind of a wang"); or a possessed word that is an adjective first (more WordNet sense
    counts as adjective than as noun) standing alone at the end of its clause ("My
    character's catholic and he falls in love", "Your mother's right, I do look"): a
    predicative adjective, no possessed thing (blind review s1201k)."""
    if case.lower_ not in ("'s", "\u2019s"):
        return False
    doc = case.doc
    i = case.i + 1
    if i >= len(doc):
        return False
    nxt = doc[i]
    if nxt.lower_ in ENCLITIC_VERB_NEXT or nxt.tag_ in ("VB", "VBD", "MD"):
        return True
    while i < len(doc) and doc[i].lower_ in ENCLITIC_MEDIAL_ADVERBS:
        i += 1
    if i >= len(doc):
        return False
    word = doc[i]
    after = doc[i + 1] if i + 1 < len(doc) else None
    if i > case.i + 1 and (word.lower_ in ENCLITIC_VERB_NEXT or word.tag_ in ("VB", "VBD")):
        return True
    if word.lower_ in ("a", "an", "such") or (
        i > case.i + 1 and word.lower_ in ("the", "this", "that", "my", "your", "his", "her")
    ):
        return True
    if word.lower_ in ENCLITIC_HEDGES and after is not None and after.lower_ == "of":
        nxt2 = doc[i + 2] if i + 2 < len(doc) else None
        return nxt2 is not None and (nxt2.lower_ in ("a", "an") or nxt2.tag_.startswith("JJ"))
    if (
        word.i == noun.i
        and noun.dep_ in ENCLITIC_PREDICATE_DEPS
        and (after is None or after.is_punct or after.dep_ == "cc")
    ):
        return _adjective_first(noun.lower_)
    return False


#: Relations of a possessed "noun" that stands where a clause's verb would: the parser made the
#: whole "X's ADJ" a verbless clause ("My character's catholic and ...": ROOT; "Your mother's
#: right, I ...": advcl). A noun that is an object or complement ("above Byron's grave", "four
#: years Byron's junior") is a real possessum.
ENCLITIC_PREDICATE_DEPS = frozenset({"ROOT", "advcl", "ccomp", "parataxis"})


def _adjective_first(word: str) -> bool:
    """More WordNet 3.0 sense-tagged uses of ``word`` as an adjective than as a noun ("right",
    "catholic", "sick"; not "haircut", "fault", "name")."""
    wn = lex.wordnet()

    def uses(pos: str) -> int:
        return sum(
            lemma.count()
            for s in wn.synsets(word, pos)
            for lemma in s.lemmas()
            if lemma.name().lower() == word
        )

    adjective = uses("a") + uses("s")
    return adjective > 0 and adjective > uses("n")


#: Focus particles the parser may hang on a possessor at the left edge of its noun phrase.
POSSESSOR_FOCUS_PARTICLES = frozenset(
    {"even", "only", "also", "just", "especially", "particularly"}
)

#: The predeterminers (Quirk et al. 1985 §5.15-5.18: "all", "both", "half"), which precede a
#: central determiner. Before a genitive with its own determiner ("all the king's sons") the
#: genitive is the central determiner of the possessum (Quirk §5.119, the determinative
#: genitive), so the predeterminer quantifies the possessum, "all [the king's] sons", not the
#: possessor: the possessor is "the king" ("*All the king had sons", review s1205r pres-004).
POSSESSUM_PREDETERMINERS = frozenset({"all", "both", "half"})


def _superlative_domain(possessor: Token, noun: Token) -> bool:
    """A superlative possessum with a non-person common-noun genitive ("the world's most
    prestigious award", "the city's tallest building"): the genitive names the comparison class
    of the superlative, not a possessor (H&P 2002 ch. 6 §4.2 on superlatives' comparison class,
    ch. 5 §16 on non-possessive genitives; "the most prestigious award in the world"), so nothing
    is owned. A person's relational superlative stays ("the boy's best friend": Barker 1995)."""
    if possessor.pos_ != "NOUN":
        return False
    lexname = lex.wordnet().synsets(possessor.lemma_.lower(), "n")[:1]
    if lexname and lexname[0].lexname() == "noun.person":
        return False
    # a superlative adverb inside a compound adjective ("the country's fastest-growing cities",
    # "the city's best-known landmark") ranks the head like "most" does (Quirk et al. 1985
    # §7.84 on superlative adverbs in -est; H&P 2002 ch. 6 §4.2): a comparison class as well
    return any(
        k.dep_ == "amod"
        and (
            k.tag_ == "JJS"
            or any(g.lower_ in ("most", "least") or g.tag_ == "RBS" for g in k.children)
        )
        for k in noun.children
    )


def _world_domain_genitive(possessor: Token, noun: Token) -> bool:
    """ "the world's countries", "all the world's oceans", "the world's population": bare "the
    world" as possessor. A genitive on a non-relational head gets its relation from context
    (Barker 1995 ch. 2-3, the lexical vs. extrinsic possessive), and the only one "the world"
    supplies is containment in the domain of discourse: "the world's countries" is "the
    countries (there are)", "the N in the world" (the genitive as a domain restrictor, as of a
    superlative's comparison class: Szabolcsi 1986, Heim 1999; ``_superlative_domain``). So
    there is no possessor whose N the sentence takes for granted, and the possessive draft
    ("The world had countries") only restates that N exist, which the definite article already
    says (IMPPRES Table 5 tests possession by a referent: "Bill has a handyman"): no candidate.
    Not a modified "world", which names a region or community that can have things of its own
    ("the Arab world's", "the art world's reaction"), and not "Earth", a particular planet whose
    parts and features are facts about it ("Earth's atmosphere": a part-whole genitive, Quirk
    et al. 1985 §5.116)."""
    if possessor.lemma_.lower() != "world" or possessor.pos_ != "NOUN":
        return False
    if any(c.dep_ == "nummod" for c in noun.children):
        return False  # "the world's five oceans": a definite plural with a cardinal presupposes
        # that its maximal set has that many members (Sharvy 1980; Link 1983), which the draft
        # "The world has five oceans" states: not empty
    # a predeterminer the parser hangs on "world" ("all the world's oceans", "half the world's
    # population") quantifies the whole noun phrase, before the genitive determiner (Quirk et
    # al. 1985 §5.15-5.17), so it does not modify "world"
    return all(
        c.dep_ in ("case", "predet") or (c.dep_ == "det" and c.lower_ == "the")
        for c in possessor.children
    )


def _counted_classifying_genitive(possessor: Token, noun: Token) -> bool:
    """ "three women's colleges", "two girls' schools": a cardinal before a plural classifying
    genitive on a plural institution head (``lex.classifying_plural_genitive``: a "users" head
    of ``presupposition_descriptive_genitive_heads``, or a sport category). A descriptive
    genitive is a modifier inside the nominal, so a determiner or numeral before it belongs to
    the whole noun phrase ("three [women's colleges]", like "a [women's college]": Quirk et al.
    1985 §5.123; Huddleston & Pullum 2002 ch. 5 §16.5.2), and the parser's attachment of the
    numeral to the possessor ("Three women have colleges") is the reading an institution for a
    class of users does not take. Only a bare numeral and a plural head: "the three women's
    lawyer" (a singular head) is left alone."""
    if possessor.tag_ != "NNS" or not possessor.is_lower or noun.tag_ != "NNS":
        return False
    others = [c for c in possessor.children if c.dep_ != "case"]
    if not others or any(c.dep_ != "nummod" or c.tag_ != "CD" for c in others):
        return False
    return lex.classifying_plural_genitive(possessor, noun)


def _classifying_possessum(noun: Token) -> bool:
    """Whether the possessum of a genitive is itself a classifying genitive ("Harvard's women's
    team", "the school's girls' basketball team"): the first genitive determines the whole
    nominal [women's team], whose own genitive is a kind, not an owner (Rosenbach 2006; Biber
    et al. 1999 §4.6.8), so neither "Harvard had women's" nor "Harvard's women had a team" is
    presupposed."""
    if not any(k.dep_ == "case" and k.tag_ == "POS" for k in noun.children):
        return False
    return noun.dep_ == "poss" and lex.classifying_plural_genitive(noun, noun.head)


def _articled_sky_name(possessor: Token) -> bool:
    """ "the Orion's nebula": "the" before a singular name that takes no article itself (a
    constellation or star: its WordNet senses are noun.object, natural objects, or persons of
    myth, never a place, group or artifact like "the Netherlands", "the Kremlin"). A
    personal name or sky name is definite without "the" (Quirk et al. 1985 §5.60-5.65), so the
    article determines the possessum, and "Orion's" classifies it as part of a proper-name
    compound ("the Orion Nebula"; Quirk §5.123 on the classifying genitive, Biber et al. 1999
    §4.6.8): a constellation owns nothing, and "The Orion had a nebula." is no presupposition
    (pr97, dev text). The run path has no entity tagger, so the form and WordNet decide."""
    if possessor.tag_ != "NNP" or not possessor.text[:1].isupper():
        return False
    kids = list(possessor.children)
    if not any(d.dep_ == "det" and d.lower_ == "the" for d in kids):
        return False
    if any(d.dep_ in ("compound", "amod", "nmod") for d in kids):
        return False  # "the Red Planet's surface": a described name, not a bare one
    synsets = lex.wordnet().synsets(possessor.lower_, "n")
    senses = {str(x.lexname()) for x in synsets}
    # "the Sun's path": WordNet's lemma is the common noun "sun", which takes "the"
    named = all(
        n[:1].isupper()
        for x in synsets
        if x.lexname() == "noun.object"
        for n in x.lemma_names()
        if n.lower() == possessor.lower_
    )
    return (
        named
        and "noun.object" in senses
        and not senses
        & {
            "noun.location",
            "noun.group",
            "noun.artifact",
        }
    )


def _plural_name_with_singular_verb(possessor: Token, noun: Token) -> bool:
    """ "Terry's nails is a physical condition": a plural possessum whose verb agrees in the
    singular names one thing (an eponymous term or a title, like "The Canterbury Tales is";
    Quirk et al. 1985 §10.39 on plural-form names with singular concord), so the genitive
    classifies it and owns nothing (Biber et al. 1999 §4.6.8; blind review s1129n: "Terry has
    nails"). Only a name as possessor and the noun phrase as subject of "is/was/has"."""
    if possessor.pos_ != "PROPN" or noun.tag_ != "NNS" or noun.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = noun.head
    finite = next((c for c in verb.children if c.dep_ in ("aux", "auxpass")), verb)
    return finite.tag_ == "VBZ" or finite.lower_ == "was"


def _at_home_compound(possessor: Token) -> bool:
    """ "here at home freedom's door opened": the parse made "home" a compound of the possessor
    ("home freedom") and the whole genitive NP the object of "at". "at home" is a fixed
    prepositional phrase in which "home" is a bare noun (Quirk et al. 1985 §5.44 on "home" as
    the object of "at" without a determiner; Huddleston & Pullum 2002 ch. 5 §8.3.3 bare role
    and place nouns), so the possessor is the noun after it alone, and "Home freedom had a door"
    names nothing."""
    return any(
        c.dep_ == "compound"
        and c.lower_ == "home"
        and c.i > 0
        and possessor.doc[c.i - 1].lower_ == "at"
        for c in possessor.children
    )


def _spatial_part(noun: Token) -> bool:
    """The possessed noun is a spatial part of its possessor ("the lake's far end", "the pool's
    surface"; ``lex.is_spatial_part``), bare or with adjectives that locate or describe it; a
    noun modifier or a numeral makes it a particular part ("the building's glass surface", "the
    ship's two ends"), which is kept."""
    if noun.pos_ != "NOUN" or not lex.is_spatial_part(noun.lemma_.lower()):
        return False
    # a complement PP relates the part to something else ("Chile's border with Peru": H&P 2002
    # ch. 5 §14.2 on complements of relational nouns), which is news, so the draft stays
    return not any(
        c.dep_ in ("compound", "nummod") or (c.dep_ == "prep" and c.i > noun.i)
        for c in noun.children
    )


#: Titles of a saint before a name ("St. Basil", "Saint Mark").
SAINT_TITLES = frozenset({"st.", "st", "saint", "ste.", "ste"})


def _saint_name_compound(possessor: Token) -> bool:
    """ "the St. Basil's scene", "the St. Mark's crowd": a saint's name with an article. A saint's
    name is a proper name and takes no article ("*the St. Basil"), so the "the" belongs to the
    head noun, and "St. Basil's" is itself the name of a place (the elliptic "local" genitive,
    "at St. Paul's" = St Paul's Cathedral: Quirk et al. 1985 §5.115) used as a classifying
    modifier, like the descriptive genitives of Quirk §5.123 and Huddleston & Pullum 2002 ch. 5
    §16.3: "the scene at St. Basil's", so "The St. Basil has a scene" names nothing. A bare
    "St. Paul's letters" (no article) is the saint's own and stays."""
    if possessor.pos_ != "PROPN":
        return False
    kids = list(possessor.children)
    return any(c.dep_ == "compound" and c.lower_ in SAINT_TITLES for c in kids) and any(
        c.dep_ == "det" and c.lower_ == "the" for c in kids
    )


def _label_before_colon(possessor: Token, noun: Token) -> bool:
    """The genitive phrase opens its sentence and a colon follows it straight away, and its
    possessor is a bare singular common noun ("Programmer's note: global is a directive",
    "Editor's note: ..."): a label that introduces the text after the colon, a block-language
    heading (Quirk et al. 1985 §11.45 on block language, which drops articles; §6.23-6.24 on
    the colon introducing what follows), not a noun phrase that refers. A bare singular count
    possessor ("Programmer") has no determiner and names nobody in particular, so "Programmer
    has a note" says nothing; a name or a determined possessor ("Ada's note:", "The
    author's note:") is left alone (stop 75, pr147)."""
    doc = noun.doc
    phrase_start = min(t.i for t in possessor.subtree)
    if any(not (t.is_punct or t.is_space) for t in doc[:phrase_start]):
        return False
    if noun.i + 1 >= len(doc) or doc[noun.i + 1].text != ":":
        return False
    if any(k.dep_ in ("det", "poss") for k in possessor.children):
        return False
    if possessor.tag_ == "NN":
        return True
    # a capitalised common noun the tagger reads as a name at the start of a heading
    return (
        possessor.tag_ == "NNP"
        and possessor.ent_type_ == ""
        and bool(lex.wordnet().synsets(possessor.lower_, "n"))
    )


def extract_possessed_definites(doc: Doc) -> Iterator[Found]:
    """IMPPRES Table 5 "Possessed definites": "Bill's handyman won" presupposes "Bill has a handyman".

    Genitive 's possessors only (pronominal possessors are far more frequent and mostly
    uninformative). Rejected: temporal possessors ("last year's", "today's"), which do not possess.
    """
    if not _sentence_ok(doc) or not clause_is_declarative(doc):
        return
    for tok in doc:
        if tok.dep_ != "case" or tok.tag_ != "POS":
            continue
        if tok.lower_ in ("'s", "\u2019s") and _article_follows(tok):
            continue  # "the primary's a fact of life": "'s" is "is" (a genitive is itself a
            # determiner and takes no article after it; H&P 2002 ch. 5 §16.2)
        possessor = tok.head
        noun = possessor.head
        if possessor.dep_ != "poss" or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        noun = _verb_read_as_head(noun, tok)
        noun = _compound_head_possessum(noun)
        if _plural_head_or_verb(noun, tok) or _missing_verb_read_as_head(noun):
            continue  # "RDP's video driver renders display output": "renders" may be the verb
        if _enclitic_verb(tok, noun):
            continue  # "Joey's gonna call", "Rachel's just a waitress": "'s" is "is"/"has"
        if tok.text in ("'", "\u2019") and not possessor.lower_.endswith(("s", "z", "x")):
            continue  # "hit the fuckin' road": the bare-apostrophe (zero) genitive is written only
            # after a plural -s or a name in a sibilant ("the girls' coach", "Jesus' disciples";
            # Quirk et al. 1985 §5.112-5.114); after "-in" the apostrophe spells the [n] variant
            # of an informal -ing form ("fuckin'", "runnin'": the (ING) variable, Fischer 1958),
            # an intensifier or participle, not a possessor
        if noun.pos_ == "PROPN" and possessor.pos_ == "PROPN":
            continue  # a genitive inside a name ("Health Visitors' Association")
        if _label_before_colon(possessor, noun):
            continue  # "Programmer's note: global is a directive": a heading label, no referent
        if _saint_name_compound(possessor):
            continue  # "the St. Basil's scene": the scene at St. Basil's (a place), nobody's scene
        if possessor.ent_type_ in ("DATE", "TIME") or possessor.lower_ in lex.TEMPORAL_NOUNS:
            continue
        if _schematic_variable(possessor):
            continue  # "If A is larger than B, then B's place is second": a variable owns
            # nothing ("B has a place"); "Plan B's budget" has a name and stays
        if possessor.tag_ == "CD" or possessor.like_num:
            continue  # "in the late 1950's workers struck": the apostrophe plural of a numeral
            # names a decade (Huddleston & Pullum 2002 ch. 20 on the apostrophe in plurals of
            # figures and letters, "the 1950's"); no year owns the workers
        if _at_home_compound(possessor):
            continue  # "here at home freedom's door": "at home" is a PP of its own
        if _not_a_determiner_genitive(possessor, noun) or lex.descriptive_genitive(possessor, noun):
            continue  # "the driver's seat", "the children's hospital": a kind, not an owner
        if _classifying_possessum(noun):
            continue  # "Harvard's women's team": Harvard's [women's team], no "Harvard had women's"
        if _generic_one(possessor):
            continue  # "one's partner's intelligence": generic "one" is nobody in particular
        if possessor.tag_ == "PRP" and possessor.lower_ != "one":
            continue  # "the Mark I's first programmers": a personal pronoun has a genitive of
            # its own ("my", "its"; Quirk et al. 1985 §6.32) and takes no "'s", so a PRP before
            # "'s" is the end of a name ("Mark I") the parse cut off; "I had first programmers"
            # names the wrong possessor (review s1204e pres-042): no candidate
        if _indefinite_possessor(possessor):
            continue  # "one person's nose", "a neighbour's dog": an indefinite possessive
        if _predicate_nominal(noun) or lex.possessive_idiom(noun):
            continue  # "at the plaintiffs' expense": wordlists/presupposition_possessive_idioms
        if _type_of(noun):
            continue  # "a kind of devil's dilemma": a type, not a possessed thing
        if _language_gloss(noun) or _name_gloss(noun, possessor) or _alias_name(noun):
            continue  # "Algieba, Arabic for the lion's mane": a quoted meaning, not a referent
        if _wished_for(noun):
            continue  # "hope for Greenland's independence": wished for, not presupposed
        if _nonsubsective_possessum(noun):
            continue  # "Unix's alleged bogosity": the speaker does not vouch that it exists
        if lex.attribute_possessum(noun):
            continue  # "the old man's health": a property of its bearer, nothing possessed
        if _nominal_under_attitude_noun(noun):
            continue  # "faith in the narrator's reliability": an attitude's content
        if _nominal_under_enabling_verb(noun) or _effected_object(noun):
            continue  # "facilitating Russia's entry into the WTO": an event still to come
        if _named_genitive(tok, noun):
            continue  # "Harper's Bazaar", "Vipul's Razor v2", "IBM's DB2": a name, no owner
        if _truncated_possessum(possessor, noun):
            continue  # "In X's novels ICE software", "X's MARK I": the parse cut the phrase
        if _hyphen_glued_possessum(noun):
            continue  # "my dad's favorite people-me and ...": a dash typed as a glued hyphen
        if _manner_possessum(possessor, noun):
            continue  # "the poetic nature of Zamiatin's language": his style, nothing he has
        if _place_named_by_animal(possessor, noun):
            continue  # "toward the jackal's well": a place name (the Jackal's Well), no owner
        if _inalienable_part(possessor, noun) or _zodiac_year(possessor, noun):
            continue  # "the fallen hunter's body": every person has one, a vacuous draft
        if idiomatic_body_object(noun):
            continue  # "kick the smuggler's butt": a contact verb's body-part object, a vacuous
            # part or an idiom's non-referring possessive (Nunberg, Sag & Wasow 1994)
        if _generic_role_possessor(possessor, noun) or _kind_possessor(possessor, noun):
            continue  # "Boat prices vary according to the buyer's desires": any buyer
        if _classifying_role_genitive(possessor, noun):
            continue  # "the miller's cottage needs grain": a kind of building, nobody's own
        if _superlative_domain(possessor, noun):
            continue  # "the world's most prestigious award": the domain of the superlative
        if _world_domain_genitive(possessor, noun):
            continue  # "the world's countries": "the countries there are", nobody's countries
        if _counted_classifying_genitive(possessor, noun):
            continue  # "three women's colleges": three [women's colleges], not three women's
        if _plural_name_with_singular_verb(possessor, noun):
            continue  # "Terry's nails is a condition": the name of one thing, nobody's nails
        if _articled_sky_name(possessor):
            continue  # "the Orion's nebula": the article is the possessum's, a name compound
        if _spatial_part(noun):
            continue  # "the pool's far end": a part every pool has (lexicon.is_spatial_part)
        if brand_genitive(noun):
            continue  # "Newman's Own dry food": the genitive is inside a brand name (pr200)
        if _genitive_relation_not_have(possessor, noun):
            continue  # "Annie's products", "the novelist's stories", "the mayor's wheeling",
            # "the last auk's remains": maker, author, agent, remnant, no owner (pr201, pr212)
        head = enclosing_clause_head(noun)
        if in_conditional(noun) or is_imperative(head):
            continue
        if _possession_filtered(head, noun):
            continue  # "read the group's FAQ if it has one": filtered (Karttunen 1973)
        level = embedding_level(head)
        conf = (
            (C.PROBABLE if level is not None else C.DOUBTFUL)
            - modal_penalty(head)
            - nonveridical_penalty(head)
        )
        start = possessor.left_edge.i
        while start < possessor.i and doc[start].lower_ in POSSESSOR_FOCUS_PARTICLES:
            # "Even the team's coach left": the particle focuses the whole noun phrase, no part
            # of the possessor ("Even the team had a coach"; König 1991 ch. 2 on the scope of
            # focus particles), so the trigger and the possessor start after it
            start += 1
        if (
            start + 1 < possessor.i
            and doc[start].lower_ in POSSESSUM_PREDETERMINERS
            and doc[start + 1].dep_ in ("det", "poss")
            and doc[start + 1].head.i == possessor.i
        ):
            start += 1  # "all the king's sons": "all" is the sons' (POSSESSUM_PREDETERMINERS)
        elif (
            start < possessor.i
            and doc[start].lower_ in POSSESSUM_PREDETERMINERS
            and doc[start].dep_ in ("det", "predet")
            and noun.tag_ in ("NNS", "NNPS")
            and possessor.tag_ in ("NNP", "NNPS")
        ):
            # "all Yahweh's words", "both Saul's daughters" (stop 88, pr194; s1205u pres-072):
            # a name takes no quantifying determiner of its own, and "all/both/half" before a
            # genitive determiner are predeterminers of the possessed plural (Quirk et al. 1985
            # §5.15), so the possessor starts after them ("Yahweh had words")
            start += 1
        start = _after_name_before_article(possessor, start)
        if start < possessor.i and _opening_participle(doc[start], noun):
            start += 1  # "Continuing Unicorp's PT series, the PT-500 ...": not the possessor's
        # a group genitive's possessor runs back over the head its of-phrase modifies ("the
        # king of Syria's heart"), but the trigger span keeps to the genitive's own phrase ("Syria's
        # heart"), whose root must stay the possessed noun (the rewriter reads the span's root)
        group_start = _group_genitive_start(possessor, noun, start)
        group_head = noun.head.head if group_start != start else None
        firm = _firm_suffix_start(possessor, group_start)
        if firm is None:
            continue  # ", Inc.'s" with no company name before the comma to own anything
        # the trigger span keeps to the genitive's own phrase (its root must stay the
        # possessed noun), the possessor runs back over the company name
        poss_span = doc[firm : tok.i]
        feats = {
            "possessor": poss_span.text,
            "possessor_plural": possessor.tag_ in ("NNS", "NNPS")
            and not _singular_s_genitive(possessor, tok)
            or possessor.lower_ in ("they",)
            or _plural_zero_genitive(possessor),
            "noun": noun.text,
            "noun_plural": noun.tag_ in ("NNS", "NNPS"),
            # a word before the possessor ("almost all the world's freshwater") is a
            # predeterminer of the whole noun phrase, outside the possessed nominal (Quirk et al.
            # 1985 §5.15-5.17: predeterminers precede the genitive determiner), so it is no part
            # of what is possessed ("The world has almost all surface freshwater", s1130o)
            "noun_phrase": _np_text(
                noun,
                exclude={possessor.i}
                | {
                    t.i
                    for c in noun.children
                    if c.i < possessor.left_edge.i
                    and (c.tag_ == "PDT" or c.dep_ in ("predet", "npadvmod", "advmod"))
                    for t in c.subtree
                }
                # an adverbial before the genitive ("Today Princeton's main campus ...") is a
                # sentence adjunct the parser hung on the noun: the genitive determiner opens
                # the noun phrase, and only a predeterminer can stand before it (Quirk et al.
                # 1985 §5.15-5.17, §8.56 on noun-phrase adverbials of time), so it is no part
                # of the possessum ("*Princeton has a Today main campus", review s1203b)
                # a subject the parser hangs on the possessed noun ("made it the country's
                # primate city", "making him the nation's favourite author") is the object of a
                # complex-transitive verb, the subject of a verbless small clause whose
                # predicate is the genitive NP (Quirk et al. 1985 §16.43-16.48; H&P 2002 ch. 4
                # §5): no part of the possessed nominal ("*The country has an it primate city")
                | {
                    t.i
                    for c in noun.children
                    if c.i < possessor.left_edge.i and c.dep_ in ("nsubj", "nsubjpass")
                    for t in c.subtree
                },
            ),
        }
        if group_head is not None:
            # the group genitive's head ("king" of "the king of Syria's heart"): the owner the
            # rewriter's body-part checks read (``possessive._group_owner``)
            feats["group_genitive_head_char"] = group_head.idx
        end = hyphen_compound_end(noun)
        yield _base(
            Found("possessed_definites", doc[start : end + 1], "'s", conf, feats),
            head,
        )


#: Pro-forms that stand for the possessed noun in a filtering antecedent ("if it has one",
#: "if there are any"): the indefinite pro-form "one" and the assertive/non-assertive
#: determiner pronouns (Quirk et al. 1985 §6.51, §6.59-6.62).
POSSESSUM_PROFORMS = frozenset({"one", "ones", "any", "some"})


def _possession_filtered(head: Token, noun: Token) -> bool:
    """ "Read the group's FAQ if it has one", "check the package's manual if there is one":
    a conditional adjunct of the trigger's clause whose antecedent asserts the very possession
    (the possessor "has one/any/N", or "there is one/any/N") filters the presupposition:
    in "B if A", a presupposition of B that A entails does not project (Karttunen 1973 on
    filters; Heim 1983, the context for B is the context updated with A), so "The group has a
    FAQ" is no inference of the sentence, embedded or not (review s1204a). The possessed noun
    may be named again or stand as a pro-form (``POSSESSUM_PROFORMS``)."""
    for clause in head.children:
        if clause.dep_ != "advcl" or not any(
            c.dep_ == "mark" and c.lower_ == "if" for c in clause.children
        ):
            continue
        kids = list(clause.children)
        if clause.lemma_ == "have":
            named = [c for c in kids if c.dep_ in ("dobj", "obj")]
        elif clause.lemma_ == "be" and any(c.dep_ == "expl" for c in kids):
            named = [c for c in kids if c.dep_ in ("attr", "nsubj")]
        else:
            continue
        if any(
            c.lower_ in POSSESSUM_PROFORMS or c.lemma_.lower() == noun.lemma_.lower() for c in named
        ):
            return True
    return False


def _plural_head_or_verb(noun: Token, pos: Token) -> bool:
    """ "RDP's video driver renders display output by ...": the parser made "renders" the plural
    head noun of "video driver renders" and the subject of "display" (VBP), but "renders" is
    just as well the present-3sg verb of the subject "RDP's video driver", with "display
    output" its object. English plural -s nouns and present-3sg verbs are homographs, as are
    bare nouns and non-3sg present verbs (Quirk et al. 1985 §3.5, §5.74), so a plural head right
    after a singular compound modifier and right before its own present verb that is also a
    noun has two parses; the possessum may run into the verb ("RDP has video driver renders").
    No candidate (a drop rather than a bad pair). "RDP's video drivers render output" has no
    singular modifier before the plural head and keeps it."""
    doc = noun.doc
    if noun.tag_ != "NNS" or noun.dep_ != "nsubj" or noun.i + 1 >= len(doc) or noun.i <= pos.i + 1:
        return False
    verb = doc[noun.i + 1]
    mod = doc[noun.i - 1]
    if verb.tag_ not in ("VBP", "VB") or noun.head.i != verb.i:
        return False
    if mod.tag_ != "NN" or mod.dep_ != "compound" or mod.head.i != noun.i:
        return False
    wn = lex.wordnet()
    return bool(wn.synsets(noun.lower_, "v")) and bool(wn.synsets(verb.lower_, "n"))


#: Words that open the complement of a verb right after it ("results in", "leads to", "needs
#: a"): a preposition, the infinitive marker, a determiner.
_VERB_COMPLEMENT_OPENERS = frozenset({"IN", "TO", "DT"})


def _missing_verb_read_as_head(noun: Token) -> bool:
    """ "The radiation that reaches Earth's surface and atmosphere results in warming": the
    tagger read the sentence's verb "results" as a plural noun (NNS) and the parser made it the
    possessed head ("Earth has surface and atmosphere results", pr243). A plural -s noun and a
    present-3sg verb are homographs (Quirk et al. 1985 §3.5, §5.74), and here the clause it is
    in has no finite verb of its own: the parse's root (or the head of the "that"-clause above
    the noun) is itself a noun, while a declarative clause needs one (Huddleston & Pullum 2002
    ch. 2 §1; Quirk et al. 1985 §2.13). With an -s form that is a present-3sg verb (WordNet has
    the verb, lemminflect the VBZ form) and a complement opener after it ("in", "to", "a"), the
    noun is that missing verb and the possessum stops before it; the candidate goes (a drop
    rather than a bad pair). "The team's results in 2004 were good" has its verb and stays."""
    doc = noun.doc
    if noun.tag_ != "NNS" or noun.i + 1 >= len(doc):
        return False
    if doc[noun.i + 1].tag_ not in _VERB_COMPLEMENT_OPENERS:
        return False
    lemmas = getAllLemmas(noun.lower_, upos="VERB").get("VERB", ())
    if not any(noun.lower_ in (getInflection(v, tag="VBZ") or ()) for v in lemmas):
        return False
    clause = noun
    while clause.head.i != clause.i and not (
        clause.dep_ in ("ccomp", "advcl") and any(k.dep_ == "mark" for k in clause.children)
    ):
        clause = clause.head
    if clause.tag_ not in ("NN", "NNS", "NNP", "NNPS"):
        return False  # the clause has its verb (possibly the one above the noun)
    # a finite verb of the clause's own (not one of a relative clause inside it) means the
    # clause has its verb
    for t in clause.subtree:
        if t.tag_ not in FINITE_TAGS:
            continue
        path = [t, *(a for a in t.ancestors if clause.is_ancestor(a))]
        if not any(a.dep_ in ("relcl", "acl") for a in path):
            return False
    return True


#: Nominal functions: a word in one of them is a noun phrase head, whatever its tag.
NOMINAL_HEAD_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj"})


def _compound_head_possessum(noun: Token) -> Token:
    """ "The DX4's clock multiplier allows ...": the parser hung the genitive on "clock", a
    compound modifier, and mistagged the head "multiplier" (RBR). A genitive determines the
    whole nominal, whose head is the last noun of a noun-noun compound (Quirk et al. 1985
    §17.108-17.109; Huddleston & Pullum 2002 ch. 5 §14.2; Barker 1995 ch. 1: the possessive
    relates the possessor to the denotation of the full nominal), so the possessed noun phrase
    runs to the compound's head: "The DX4 has a clock multiplier", not "a clock" (blind review
    s1204g pres-022). The head must stand in a noun phrase function and be a WordNet noun, and
    the modifier must not be a plural: the first element of a noun compound is singular save
    for a few lexicalised plurals (Quirk et al. 1985 §17.109, "arms race"), so "This grey
    wolf's eyes ooze with fluid" has the verb "ooze" mistagged after the possessed "eyes"
    (hundred-seventh pass; merge mend of stop 73)."""
    head = noun
    if noun.tag_ in ("NNS", "NNPS"):
        return head
    for _ in range(3):
        if head.dep_ != "compound" or head.head.i <= head.i or head.head.i - head.i > 2:
            break
        nxt = head.head
        if nxt.pos_ in ("NOUN", "PROPN") or (
            nxt.dep_ in NOMINAL_HEAD_DEPS and lex.wordnet().synsets(nxt.lower_, "n")
        ):
            head = nxt
        else:
            break
    return head


#: Abbreviated legal forms of a company that follow its name after a comma (Chicago Manual of
#: Style 17th ed. §6.43: "Acme, Inc."); the genitive ending on them ends the whole name.
FIRM_SUFFIXES = frozenset({"inc.", "inc", "corp.", "corp", "ltd.", "ltd", "co.", "llc", "plc"})


def _firm_suffix_start(possessor: Token, start: int) -> int | None:
    """Where the possessor starts when it is a company's legal form after a comma ("Apple
    Computer, Inc.'s iPod players"): "Inc." is no name by itself but the end of the company's
    name, and the genitive ending is a phrasal clitic on the whole name (the group genitive,
    Quirk et al. 1985 §5.117; Huddleston & Pullum 2002 ch. 5 §16.3), so the possessor is
    "Apple Computer, Inc.", not "Inc." (blind review s1204g pres-080). None when no capitalised
    name stands before the comma (nothing to draft as owner)."""
    doc = possessor.doc
    if possessor.lower_ not in FIRM_SUFFIXES or start != possessor.i:
        return start
    comma = possessor.i - 1
    if comma < 1 or doc[comma].text != ",":
        return start if comma >= 0 and doc[comma].text[:1].isupper() else None
    first = comma
    while first - 1 >= possessor.sent.start and doc[first - 1].pos_ == "PROPN":
        first -= 1
    return first if first < comma else None


def _verb_read_as_head(noun: Token, pos: Token) -> Token:
    """ "This black bear's eyes ooze with dark fluid": the parser read the verb "ooze" as the
    head noun of a compound "eyes ooze" and made it the sentence's root, so the possessum ran
    into the verb ("This black bear has eyes ooze"). A plural noun right after the genitive
    is no compound modifier (the modifier of an English compound is normally singular: "tooth
    decay", not "teeth decay"; Quirk et al. 1985 §17.108), so a root "noun" after a plural
    modifier that can be a present-tense verb (a WordNet verb lemma) is the clause's verb,
    and the plural noun is the possessum."""
    doc = noun.doc
    if noun.dep_ != "ROOT" or noun.tag_ != "NN" or noun.i != pos.i + 2:
        return noun
    mod = doc[pos.i + 1]
    if mod.tag_ != "NNS" or mod.dep_ != "compound" or mod.head.i != noun.i:
        return noun
    if not lex.wordnet().synsets(noun.lower_, "v"):
        return noun
    return mod


def _after_name_before_article(possessor: Token, start: int) -> int:
    """Where the possessor starts when the parser hung a name before its article on it as a
    compound ("Hegai the king's chamberlain is keeper of the women": "Hegai" a compound of
    "king"). A determiner opens its noun phrase, and only a predeterminer may stand before it
    (Quirk et al. 1985 §5.15-5.17; H&P 2002 ch. 5 §9), so a name before "the" is no part of
    the possessor's phrase but the head of a close apposition whose appositive is the whole
    genitive phrase ("Hegai, the king's chamberlain"; Quirk §17.65, §17.80 on close
    apposition): the possessor is "the king", not "Hegai the king" ("Hegai the king has a
    chamberlain", s1205v). Only proper names in the compound relation before the article."""
    doc = possessor.doc
    det = next((c for c in possessor.children if c.dep_ == "det" and c.i < possessor.i), None)
    if det is None or start >= det.i:
        return start
    before = doc[start : det.i]
    if all(t.pos_ == "PROPN" and t.dep_ == "compound" and t.head.i == possessor.i for t in before):
        return det.i
    return start


#: WordNet 3.0 roots of the titles whose "of"-phrase names the domain they rule or lead
#: ("the king of Syria", "the governor of the province", "the priest of Midian"): ruler.n.01,
#: leader.n.01 (duke, mayor, governor, chief, priest) and aristocrat.n.01. Such a title with
#: its domain is a name-like noun phrase, the host of a group genitive (Quirk et al. 1985
#: §5.117, "the Duke of Edinburgh's"); a captain, servant or son is no ruler of the place.
GROUP_GENITIVE_TITLE_ROOTS = ("ruler.n.01", "leader.n.01", "aristocrat.n.01")


def _group_genitive_start(possessor: Token, noun: Token, start: int) -> int:
    """Where the possessor starts when the genitive ends a name postmodified by an of-phrase
    ("William of Malmesbury's chronicle", "the Duke of York's army"). The genitive ending is a
    phrasal clitic on the whole noun phrase (the group genitive, Quirk et al. 1985 §5.117;
    Huddleston & Pullum 2002 ch. 5 §16.3), so the possessor is "William of Malmesbury", not
    "Malmesbury"; the parser hangs the possessed noun inside the of-phrase ("William [of
    Malmesbury's chronicle]"), and "Malmesbury has a chronicle" is no presupposition (blind
    review s1130q). Only the byname of a person or title by a place ("X of PLACE"): a proper
    name or person noun before "of" ("William", "the Duke"), and a possessor that is no person,
    kin term or time by its first WordNet sense and no PERSON entity (a place WordNet lists, or
    a name it does not know: "Malmesbury", "Perga"). "a history of Rome's founding" (a common
    noun's complement), "News of Rayburn's commitment", "wired Tom of Papa's condition" and
    "the Aurora of Friday's performance" keep the possessor after "of".

    Stop 90 (pr198): the head before "of" may also be a definite common noun naming the ruler
    or leader of what the of-phrase names (``GROUP_GENITIVE_TITLE_ROOTS``: "the king of Syria's
    heart", "the mayor of Boston's car", "the priest of Midian's daughters"): such a title with
    its domain is one name-like noun phrase ("the King of Denmark", "the Duke of Kent"), and
    the genitive ending on it marks the whole (the group genitive, Quirk et al. 1985 §5.117;
    H&P 2002 ch. 5 §16.3): "Syria had a heart" was judged wrong twice (s1205w pres-007/051);
    and a common-noun possessor of a place or group with its own article ("the king of the
    nation's heart"). "the captain of Rome's army" (a captain commands an army: the of-phrase
    may take the possessed noun), "the son of David's wife" (a kin term; a person after "of")
    and "a history of Rome's founding" (no person head) keep the possessor after "of"."""
    of = noun.head
    if (
        possessor.pos_ not in ("PROPN", "NOUN")
        or noun.dep_ != "pobj"
        or of.lower_ != "of"
        or of.i != possessor.left_edge.i - 1
        or of.i != start - 1
        or of.head.pos_ not in ("PROPN", "NOUN")
        or of.head.i >= of.i
    ):
        return start
    name = of.head
    if lex.lexname(name.lower_) not in (None, "noun.person"):
        return start  # "News of ...": a common noun capitalised at the start of the sentence
    if name.pos_ == "NOUN" and (
        not first_sense_under(name.lemma_.lower(), "NOUN", GROUP_GENITIVE_TITLE_ROOTS)
        or not any(c.dep_ == "det" and c.lower_ == "the" for c in name.children)
    ):
        # a common head must be a definite title of rule ("the king of"): "a friend of the
        # family's dog", "the son of ...", "the captain of Rome's army" stay
        return start
    if possessor.pos_ == "NOUN" and (
        lex.lexname(possessor.lower_) not in ("noun.location", "noun.group")
        or not any(c.dep_ == "det" for c in possessor.children)
    ):
        return start
    if (
        possessor.ent_type_ in ("PERSON", "DATE", "TIME")
        or lex.lexname(possessor.lower_) not in (None, "noun.location", "noun.group")
        or lex.is_kin_term(possessor.lower_)
    ):
        return start
    first = name.i
    while (
        first > name.sent.start
        and name.doc[first - 1].head == name
        and (name.doc[first - 1].dep_ in ("compound", "det", "amod"))
    ):
        first -= 1
    return first


#: Verbs of continuing to exist whose "what V of X" is a free relative naming the remnant of X
#: ("what remains of the castle" = the castle's remains; WordNet 3.0 remain.v.01 "stay the
#: same; remain in a certain state", stay.v.01, and "be left": leave.v.09 "leave or remain
#: behind"; Huddleston & Pullum 2002 ch. 12 §6 on fused relatives).
REMNANT_VERBS = frozenset({"remain", "leave"})


def remnant_free_relative(clause: Token) -> bool:
    """ "what remains of the castle", "what is left of the army": a fused relative with "what"
    as the subject of "remain" or passive "be left" and an of-phrase naming the whole. It
    denotes the remnant, a thing (H&P 2002 ch. 12 §6: a fused relative is a noun phrase), not a
    question or a clause of the matrix: "remain" there is a continuation-of-state verb inside a
    noun phrase, whose prior state ("the castle was there before") is not a presupposition of
    the sentence's main clause, and the matrix's draft cannot take the noun phrase as its
    subject ("Someone has been attracting visitors"). No candidate on it or from it."""
    lemma = clause.lemma_.lower()
    if lemma not in REMNANT_VERBS:
        return False
    if lemma == "leave" and not any(c.dep_ == "auxpass" for c in clause.children):
        return False
    wh = [c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "what"]
    return bool(wh) and any(c.dep_ == "prep" and c.lower_ == "of" for c in clause.children)


def remnant_subject(doc: Doc, found: Found) -> bool:
    """The trigger's clause has a remnant free relative (``remnant_free_relative``) as its
    clausal subject ("What remains of the fort continues to attract visitors"), or the trigger
    is the "remain/be left" of one: no candidate (see ``remnant_free_relative``)."""
    char = found.features.get("clause_head_char")
    head = token_at_char(doc, char) if isinstance(char, int) else None
    if head is None:
        return False
    if remnant_free_relative(head):
        return True
    top = head
    while top.dep_ in ("xcomp", "conj") and top.head.i != top.i:
        top = top.head
    return any(c.dep_ in ("csubj", "csubjpass") and remnant_free_relative(c) for c in top.children)


#: Subordinators of a lone time clause (``subordinate_fragment``).
FRAGMENT_SUBORDINATORS = frozenset({"when", "whenever"})


#: Dependencies of a word inside a clause's subject noun phrase (the subject or a premodifier).
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})


def _cooking_fix(verb: Token, lemma: str) -> bool:
    """ "She used to fix it creamed over toast", "I'll fix you a sandwich", "fix dinner": "fix"
    with food or drink in its object or complements means 'prepare (food)' (WordNet 3.0
    cook.v.02 "prepare for eating by applying heat" lists "fix"; Levin 1993 §26.3 verbs of
    preparing: "fix, cook, make"), a creation verb, not the change of state 'repair', so "it
    was broken before" is no presupposition (blind review s1207b pres-029). Food is read by
    ``lexicon.wordnet.food_noun`` on the object, the second object, or a noun in a PP or
    predicative complement of the verb ("over toast"). "fix the car" keeps its trigger."""
    if lemma != "fix":
        return False
    for k in verb.children:
        if k.dep_ in ("dobj", "dative") and k.pos_ == "NOUN" and food_noun(k.lemma_):
            return True
        if k.dep_ in ("prep", "oprd", "xcomp", "ccomp", "advcl", "acomp", "dobj") and any(
            t.pos_ == "NOUN" and t.dep_ == "pobj" and food_noun(t.lemma_) for t in k.subtree
        ):
            return True
    return False


#: Prepositions of a place phrase: "left a note on the fridge" places the note (leave.v.02
#: "leave behind"), the posting reading needs none (Quirk et al. 1985 §9.15-9.17).
_PLACE_PREPOSITIONS = frozenset({"on", "in", "at", "under", "by", "inside", "behind", "beside"})


def _posting_leave(verb: Token, lemma: str) -> bool:
    """ "I left above comments right after ...", "Please leave a review", "left feedback": "leave"
    with an object that names something communicated (``lexicon.wordnet.communication_noun``)
    and no place phrase is the posting sense 'put for others to read' ("leave" with the verbs
    of future having, Levin 1993 §13.3), not 'go away from' (the change of location NOPE App. A
    counts): nobody departs anywhere, and no prior location is taken for granted (blind review
    s1207b pres-046). "I left the house", "left a note on the fridge" keep their reading."""
    if lemma != "leave":
        return False
    obj = next((k for k in verb.children if k.dep_ == "dobj"), None)
    if obj is None:
        # "left above comments": the text-deictic premodifier "above/below" ("the above
        # comments", Quirk et al. 1985 §7.21 note) read as a preposition, the object its "pobj"
        deictic = next(
            (k for k in verb.children if k.dep_ == "prep" and k.lower_ in ("above", "below")),
            None,
        )
        obj = next((o for o in deictic.children if o.dep_ == "pobj"), None) if deictic else None
    if obj is None or obj.pos_ != "NOUN" or not communication_noun(obj.lemma_):
        return False
    return not any(k.dep_ == "prep" and k.lower_ in _PLACE_PREPOSITIONS for k in verb.children)


def interjection_subject(doc: Doc) -> bool:
    """ "Yep always cancel order on them after getting the first shipment.": a sentence-initial
    interjection or response word with no comma after it (``source_noise.bare_leading_formula``)
    that the parser took for the subject, or for a premodifier of it. The word stands outside
    the clause (Quirk et al. 1985 §11.54-11.57 on formulae and interjections), so the clause
    after it has no subject (a diary-style omission), and every draft either keeps the
    interjection as a subject ("Yep gets the first shipment") or inverts it ("Do Yep always
    cancel ...?"; blind review s1207b, three items). No pair: no subject to restore. "Yeah
    this is great", whose "Yeah" the parser calls an interjection, keeps its pairs."""
    if not len(doc) or bare_leading_formula(doc.text) is None:
        return False
    first = doc[0]
    if first.dep_ in _SUBJECT_DEPS:
        return True
    return first.dep_ in ("compound", "amod", "nmod") and first.head.dep_ in _SUBJECT_DEPS


def subordinate_fragment(doc: Doc) -> bool:
    """The sentence is a lone when-clause: its first word "when/whenever" hangs on the root
    verb itself, whose subject follows it directly, so no main clause follows ("When it
    absolutely, positively HAS to crash overnight.", a slogan's parody). A subordinate clause
    needs a matrix clause (Huddleston & Pullum 2002 ch. 11 §1; Quirk et al. 1985 §14.2); on its
    own the time clause asserts nothing, and its negation, question and conditional are
    fragments too ("If when it has to crash ..."; blind review s1202x). A question ("When did
    it crash?") is left to the question rules; "When it rains, it pours" hangs "When" on
    "rains". Not "if / unless / because / though": a first version with them cost NOPE three
    implicative items its experts accepted, two lone clauses that answer or continue the turn
    before ("Unless he hadn't bothered to leave his snow ditch", an elliptical reply whose
    matrix is in the context; Biber et al. 1999 §14.3.3 on unembedded adverbial clauses in
    conversation) and a reduced "Though breathing with difficulty, he managed ..." that the
    parser hung on the main verb."""
    words = [t for t in doc if not t.is_punct]
    if len(words) < 2 or doc[-1].text == "?":
        return False
    first = words[0]
    if first.lower_ not in FRAGMENT_SUBORDINATORS or first.dep_ not in ("advmod", "mark"):
        return False
    root = first.head
    if root.dep_ != "ROOT" or any(c.dep_ == "conj" for c in root.children):
        return False
    subj = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
    if not subj or subj[0].left_edge.i != words[1].i:
        return False
    # no second subject anywhere: "When he had closed the suitcase he found a rag" (no comma,
    # the parser hung "when" on "closed") has its main clause in "he found"
    return not any(t.dep_ in ("nsubj", "nsubjpass", "expl") and t.i != subj[0].i for t in doc)


def subjectless_modal_start(doc: Doc) -> bool:
    """The sentence opens (after a coordinator at most) on a modal or finite auxiliary of its
    root verb, and the root has no subject: "Will fire automatically when an enemy comes
    close.", "Can be reloaded at any workbench.", "Has a chance to stun the target." An English
    finite clause needs its subject (Huddleston & Pullum 2002 ch. 4 §1); without one the
    sentence is the telegraphic register of item descriptions and help text, the modal-initial
    case of ``fitness._subjectless_verb_start`` / ``telegraphic_verb_start`` (which read a
    lexical VBD/VBZ root only, and refuse every phenomenon's pairs as ``source:fragment`` /
    ``source:subjectless``). A presupposition draft needs the subject the sentence lacks
    ("Someone has loaded before", "Someone is firing"), and its negation, question and
    conditional are fragments too ("If can be reloaded ..."), so no candidate, as the fitness
    refusal does for a lexical verb. A question ("Can be done?") is not a description and is
    left to the question rules."""
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text == "?" or not words[0].text[:1].isupper():
        return False
    lead = 1 if len(words) > 1 and words[0].tag_ == "CC" else 0
    if lead >= len(words):
        return False
    first = words[lead]
    if first.tag_ != "MD" and not (first.dep_ in ("aux", "auxpass") and first.tag_ in FINITE_TAGS):
        return False
    after = next((t for t in doc[first.i + 1 :] if t.pos_ != "ADV"), None)
    if first.tag_ == "MD" and (after is None or after.tag_ != "VB"):
        return False  # "May came and ...": the month, not a modal (a modal takes a base form)
    root = first.head
    if root.dep_ != "ROOT" or first.dep_ not in ("aux", "auxpass"):
        return False
    return not any(c.dep_ in SUBJECT_DEPS for c in root.children)


#: Subtypes whose draft is said of the trigger predicate's own subject ("X stopped V-ing" ->
#: "X had been V-ing"); a temporal clause or an embedded complement brings its own subject, so
#: a bare numeral in the main clause ("Five came up while Owen was listening") is not in the
#: draft ("Owen was listening").
SUBJECT_DRAFT_SUBTYPES = frozenset(
    {"change_of_state", "aspectual_verbs", "implicative_predicates", "re_verbs"}
)


def _subject_draft_clause_head(doc: Doc, found: Found) -> Token | None:
    """The head of the trigger's clause, for a subtype whose draft is said of that clause's
    subject (``SUBJECT_DRAFT_SUBTYPES``); None for the other subtypes."""
    if found.subtype not in SUBJECT_DRAFT_SUBTYPES:
        return None
    char = found.features.get("clause_head_char")
    return token_at_char(doc, char) if isinstance(char, int) else None


def unanchored_numeral_subject(doc: Doc, found: Found) -> bool:
    """ "29 happen to be in the gutters of the pages": the trigger's clause has a bare cardinal
    as subject with no noun before it in the sentence. A numeral without a head noun is a
    fused-head noun phrase whose head is recovered from the context (Huddleston & Pullum 2002
    ch. 5 §9.3, ellipsis of the head after a numerative; Quirk et al. 1985 §12.48); at the
    opening of the sentence the antecedent lies in an earlier sentence, so the premise and the
    draft ("29 would be in the gutters") are about nothing a reader can identify, and NOPE
    (App. B) rejects items that cannot be understood out of context. A year ("1999 saw ...", a
    DATE), a numeral with its own complement ("Two of the boats", "29 in all") or any noun
    before it in the sentence ("The boats were counted; 29 ...") keep the candidate."""
    head = _subject_draft_clause_head(doc, found)
    if head is None:
        return False
    for subj in subjects(head):
        if subj.tag_ != "CD" or subj.ent_type_ in ("DATE", "TIME") or YEAR.match(subj.text):
            continue
        if any(c.dep_ not in ("punct", "cc") for c in subj.children):
            continue
        if not any(t.pos_ in ("NOUN", "PROPN", "PRON") for t in doc[subj.sent.start : subj.i]):
            return True
    return False


def participle_subject(doc: Doc, found: Found) -> bool:
    """ "Widowed, remarried; three children.": the trigger's clause has as "subject" a bare
    past participle with no determiner or dependent of its own. A participle is no noun
    phrase and cannot be a subject (Huddleston & Pullum 2002 ch. 4 §3; a fused-head "the
    wounded" keeps its determiner); the parser has read the verbless items of a list (the
    "block language" of records, notices and obituaries, Quirk et al. 1985 §11.44) as a clause.
    Such a string has no clause to negate or question, which NOPE requires of its items (App.
    C: the premise must have a negatable verb), and its draft takes the participle for a person
    ("Widowed had married before"). No candidate. "Remarried in 1990, he moved" has a real
    subject and keeps its candidate."""
    head = _subject_draft_clause_head(doc, found)
    if head is None:
        return False
    return any(
        subj.tag_ in ("VBN", "VBD")
        and subj.pos_ in ("VERB", "ADJ")
        and not any(c.dep_ not in ("punct", "cc") for c in subj.children)
        for subj in subjects(head)
    )


#: Nouns of a non-factive mental state or report, and of a stated issue, that head the subject
#: of a specificational "N is that P" ("The impression I get is that P", "My only problem is
#: that P"). Factive nouns (fact, truth, reality) are not here: "The fact is that P" commits
#: the speaker to P (Kiparsky & Kiparsky 1970). Nor are nouns of a committed judgment (guess,
#: belief, view, opinion, theory): the believer's presuppositions are the speaker's when the
#: speaker is the believer (Karttunen 1973 on belief contexts; Heim 1992), and a first version
#: with them cost NOPE a cleft the experts kept ("My guess was that it wasn't the lines that
#: worked").
REPORT_SUBJECT_NOUNS = frozenset(
    {"impression", "feeling", "idea", "sense", "hunch", "problem", "complaint", "concern", "worry"}
)


def report_noun_complement(doc: Doc, found: Found) -> bool:
    """The trigger sits in the that-complement of a specificational copula whose subject is a
    non-factive report or issue noun ("The impression I get is that he has been busy since
    he moved", "My only problem is that the manager stopped answering"). The complement is
    the content of an impression, belief, fear or complaint (Kiparsky & Kiparsky 1970: not
    factive; Higgins 1979 on specificational copular clauses), so the trigger is embedded
    under a non-veridical operator and NOPE App. B excludes it; and the pipeline's negation,
    modal and question go on the copula ("The impression I get isn't that ..."), which
    denies the identification, not the trigger's clause. No candidate."""
    char = found.features.get("clause_head_char")
    head = token_at_char(doc, char) if isinstance(char, int) else None
    if head is None:
        return False
    for anc in [head, *head.ancestors]:
        if anc.dep_ != "ccomp" or anc.head.lemma_ != "be":
            continue
        subj = [c for c in anc.head.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subj and subj[0].i < anc.head.i and subj[0].lemma_.lower() in REPORT_SUBJECT_NOUNS:
            return True
    return False


EXTRACTORS: dict[str, Callable[[Doc], Iterator[Found]]] = {
    "change_of_state": extract_change_of_state,
    "aspectual_verbs": extract_aspectual_verbs,
    "clause_embedding_predicates": extract_clause_embedding_predicates,
    "clefts": extract_clefts,
    "comparatives": extract_comparatives,
    "embedded_question": extract_embedded_question,
    "implicative_predicates": extract_implicative_predicates,
    "numeric_determiners": extract_numeric_determiners,
    "re_verbs": extract_re_verbs,
    "temporal_adverbs": extract_temporal_adverbs,
    "only": extract_only,
    "possessed_definites": extract_possessed_definites,
}
