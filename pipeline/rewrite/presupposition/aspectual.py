"""Aspectual-verb drafts: "stopped V-ing" -> the prior state (IMPPRES Table 5)."""

from __future__ import annotations

import re
from collections.abc import Collection

from spacy.tokens import Doc, Token

from ...fitness import looks_tokenized
from ...lexicon.inflection import inflect
from ...lexicon.tables import word_set
from ...lexicon.wordnet import (
    first_sense_lexname,
    wordnet,
)
from ...records import Candidate
from ...syntax import (
    VP_NEGATORS,
    verb_lemma,
)
from .._result import capitalise, keeps_capital, lower_first
from ..clause_scope import (
    CAUSAL_OPENERS,
)
from ..negation import (
    PPI_SWAPS,
    name_before_epithet,
    polarity_swaps,
)
from .draft_content import prior_activity_asserted
from .helpers import (
    INERT_PERCEPTION_VERBS,
    NP_FOCUS_PARTICLES,
    STATIVE_VERBS,
    Draft,
    _be,
    _coordinated_vps,
    _first_verb,
    _is_person,
    _non_agent,
    _noun_lexname,
    _plural,
    _quote_pairs,
    _sentence,
    _subject,
    _subject_np,
    _text,
    _time_of,
    _vp_base,
    _vp_tokens,
    _with_quotes,
    _word_internal_hyphen,
)
from .shared import (
    _POSSESSIVE_SUBJECT_FORM,
    DISCOURSE_PPS,
    _controller,
    _era,
    _frequency_np,
    _modal_perfect,
    _modal_transition,
    _present_perfect,
    _time_noun,
    durative_adjunct,
    durative_span,
    occasion_adjunct,
)

#: Aspectual verbs whose complement event had not been going on before (NOPE App. A).
#: "proceed to V" is "go on to V", the start of the next step in a sequence (Huddleston & Pullum
#: 2002 ch. 14 §5.2 on aspectual catenatives; Levin 1993 §55.1): NOPE's own annotation of "He
#: then proceeded to disagree vigorously" is "He hadn't previously been disagreeing", an
#: inceptive prior state, not a continuation (blind review s1202o: "had been filing ... before").
INCEPTIVE = frozenset({"begin", "start", "commence", "initiate", "proceed"})


def _vp_ing(comp: Token, drop: Collection[int] = ()) -> str:
    """The complement VP as a gerund ("to play" -> "playing", "to be recognized" -> "being
    recognized"), without the words ``drop``."""
    words = _with_quotes([t for t in _vp_tokens(comp) if t.i not in drop])
    first = _first_verb(comp, words)
    # the verb lemma (``syntax.verb_lemma``), not spaCy's: the small model lemmatises "hoping"
    # as "hop", and "keep watching and hoping" was drafted "am watching and hopping" (pr86)
    forms = {
        k.i: inflect(verb_lemma(k), "VBG")
        for k in _coordinated_vps(comp)
        if not (k.tag_ == "NN" and k.lower_.endswith("ing"))
    }
    return _text(words, {**forms, first.i: inflect(verb_lemma(first), "VBG")})


def _stative(comp: Token) -> bool:
    """The complement VP's first verb is stative (``STATIVE_VERBS``): "to be popular", "to be
    ignored" (its passive auxiliary), "to own land"."""
    first = _first_verb(comp, _vp_tokens(comp))
    return first.lemma_.lower() in STATIVE_VERBS


def _inert_perception_infinitive(comp: Token) -> bool:
    """The complement is a to-infinitive of inert perception ("began to hear the gulls", "is
    starting to see the problem": ``INERT_PERCEPTION_VERBS``), the perceptual state whose onset
    an inceptive names, which takes no progressive (Quirk et al. 1985 §4.29)."""
    first = _first_verb(comp, _vp_tokens(comp))
    return (
        verb_lemma(first) in INERT_PERCEPTION_VERBS
        and first.tag_ == "VB"
        and any(k.tag_ == "TO" for k in first.children)
    )


def _vp_perfect(comp: Token, drop: Collection[int] = ()) -> str:
    """The complement VP as a past participle for the perfect ("to be popular" -> "been
    popular", "to own land" -> "owned land"), without the words ``drop``."""
    words = _with_quotes([t for t in _vp_tokens(comp) if t.i not in drop])
    first = _first_verb(comp, words)
    forms = {k.i: inflect(verb_lemma(k), "VBN") for k in _coordinated_vps(comp)}
    return _text(words, {**forms, first.i: inflect(verb_lemma(first), "VBN")})


#: Pronouns that stand for an activity after light "do": "doing it/that/something".
ACTIVITY_PRO_FORMS = frozenset(
    {"it", "that", "this", "so", "something", "anything", "nothing", "everything", "what"}
)


def _pro_form_activity(comp: Token) -> bool:
    """The complement is "do" + a pro-form ("stopped doing it", "kept doing that", "started
    doing something about the noise", "continued doing what they were doing"): "do it/that" is
    a VP pro-form whose activity is named elsewhere in the discourse (Hankamer & Sag 1976, deep
    anaphora; Quirk et al. 1985 §12.22-12.26), so "had not been doing something before" names
    no activity (blind review #11, eleventh pass): no draft."""
    if comp.lemma_.lower() != "do":
        return False
    for k in comp.children:
        if k.dep_ in ("dobj", "obj") and (k.lower_ in ACTIVITY_PRO_FORMS or k.tag_ == "WP"):
            return True
        if k.dep_ == "advmod" and k.lower_ == "so" and k.i == comp.i + 1:
            return True  # "continue to do so": the pro-form "do so" (Quirk et al. 1985 §12.22)
        if k.dep_ in ("ccomp", "dobj") and any(
            t.tag_ == "WP" and t.lower_ == "what" for t in k.subtree if t.i < k.i
        ):
            return True  # "doing [what they were doing]": a free relative
    return False


#: Degree adverbs that presuppose the activity already went on ("began to dwindle further",
#: "started to talk more", "continued to rise even more"): comparative degree on the event
#: (Kennedy & Levin 2008 on degree achievements with "further"/"more"). With them the inceptive
#: prior state "had not been dwindling before" is false and the continuative one "had been
#: rising even more before" states a different degree: no draft (blind review #1, nineteenth
#: pass). Repetitive "again" stays a transition adverb (``TRANSITION_ADVERBS``): it repeats the
#: start, and the state just before it ("has not been smiling") still held (round 8).
PRIOR_OCCURRENCE_ADVERBS = frozenset({"further", "farther", "more"})


def _presupposes_prior_occurrence(comp: Token) -> bool:
    """The complement verb has an adverb of ``PRIOR_OCCURRENCE_ADVERBS`` ("dwindle further",
    "rise even more", "smile again")."""
    return any(
        k.dep_ == "advmod" and k.lower_ in PRIOR_OCCURRENCE_ADVERBS
        for v in (comp, *_coordinated_vps(comp))
        for k in v.children
    )


def _specificational_infinitive(trig: Token) -> bool:
    """The aspectual verb is the infinitive value of a copular "is to V" whose subject is no
    agent: a specificational subject ("The best way is to begin enforcing the law", "The plan
    was to start hiring") or a pseudo-cleft's free relative ("What we need is to start saving").
    The subject names a role the infinitive fills (Higgins 1979 on specificational copular
    sentences; Quirk et al. 1985 §18.29 on pseudo-clefts), not the one who begins or stops, so
    "The best way had not been enforcing the law before" is nonsense (blind review #11,
    twenty-second pass): no draft."""
    return _specificational_subject(trig) is not None


def _specificational_subject(trig: Token) -> Token | None:
    """The subject (or clausal subject) of ``_specificational_infinitive``'s copula, or None.
    A later conjunct of the infinitive value counts like the first ("Our business in life is
    not to succeed but to continue to fail": "continue" is a conjunct of "succeed", review
    s1202x pres-032). The infinitive marker of the first conjunct is shared by the later ones
    ("is to ignore them all and continue transmitting": "to [ignore ... and continue ...]", a
    coordination of bare verb phrases under one "to"; Quirk et al. 1985 §13.45 on ellipsis of
    the infinitive marker in coordination; H&P 2002 ch. 15 §4), so the later conjunct without
    a "to" of its own counts too (review s1203b pres-074)."""
    verb = trig
    while verb.dep_ == "conj" and verb.head.i < verb.i:
        verb = verb.head
    head = verb.head
    if verb.dep_ not in ("xcomp", "ccomp", "attr") or head.lemma_ != "be" or head.i > verb.i:
        return None
    if not any(k.dep_ == "aux" and k.lower_ == "to" for k in (*trig.children, *verb.children)):
        return None
    csubj = next((k for k in head.children if k.dep_ == "csubj"), None)
    if csubj is not None:
        return csubj  # "What we need is to start saving"
    subj = next((k for k in head.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is not None and (subj.tag_ in ("WP", "WDT") or _non_agent(subj)):
        return subj
    if (
        subj is not None
        and subj.pos_ == "NOUN"
        and not _is_person(subj)
        and any(k.dep_ == "poss" and k.tag_ == "PRP$" for k in subj.children)
    ):
        # "Our business in life is to ...", "My job is to ...": a possessed non-person noun
        # before "is to V" names the possessor's task, whatever the noun's first sense (a
        # "business" is also a firm, an agent by ``_non_agent``); ``_possessor_controller``
        return subj
    return None


def _possessor_controller(trig: Token) -> str | None:
    """The subject pronoun of the possessor of a specificational subject whose infinitive value
    is the aspectual trigger: "Our business in life is to continue to fail" -> "we", "My job
    is to stop the leaks" -> "I". The understood subject of the value's infinitive is
    controlled by the possessor of the role noun (the one whose business or job it is:
    Higgins 1979 on specificational sentences; Chomsky 1981, Manzini 1983 on control by a
    possessor), so the prior-state draft is about it ("We had been failing before"), not about
    the role ("*Our business in life had been failing", review s1202x pres-032). None when
    the subject has no possessive pronoun: then there is no draft."""
    subj = _specificational_subject(trig)
    if subj is None:
        return None
    poss = next((k for k in subj.children if k.dep_ == "poss" and k.tag_ == "PRP$"), None)
    if poss is None:
        return None
    return _POSSESSIVE_SUBJECT_FORM.get(poss.lower_)


#: The verb forms the aspectual templates agree with a third-person singular subject, and the
#: forms of a plural or first/second-person pronoun subject (Quirk et al. 1985 §10.2 on concord).
_PRONOUN_CONCORD = {"has": "have", "is": "are", "was": "were"}


def _controller_concord(text: str, pronoun: str) -> str:
    """``text`` with the verb after the opening ``pronoun`` in the pronoun's concord: the
    templates agreed it with the specificational subject ("Our business ... has"), which the
    possessor's pronoun replaced ("We have", "I was" stays, "You were")."""
    who = capitalise(pronoun)
    if not text.startswith(who + " "):
        return text
    rest = text[len(who) + 1 :]
    verb, _, tail = rest.partition(" ")
    plural = pronoun.lower() in ("we", "they", "you")
    if pronoun.lower() == "i":
        verb = {"has": "have", "is": "am"}.get(verb, verb)
    elif plural:
        verb = _PRONOUN_CONCORD.get(verb, verb)
    return f"{who} {verb} {tail}" if tail else text


def _subject_from_subordinate_root(trig: Token) -> bool:
    """The trigger takes its subject from a first conjunct that the parser made the root of
    the sentence although a subordinator opens it ("When he released his grip the hand shot up
    and started tickling ..."). A clause under "when"/"if"/"because" is subordinate
    (Quirk et al. 1985 §14.11, §15.2) and cannot be the main clause: the sentence's main clause,
    and the subject of the conjoined verb, lie elsewhere ("the hand"), so the inherited subject
    is unreliable ("He had not been tickling ..." changes the agent; blind review s1129l)."""
    if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in trig.children):
        return False
    root = trig
    while root.dep_ == "conj" and root.head.i != root.i:
        root = root.head
    if root is trig or root.dep_ != "ROOT":
        return False
    start = root.sent.start
    return any(
        k.i == start
        and (k.dep_ == "mark" or (k.dep_ == "advmod" and k.tag_ == "WRB"))
        and k.lower_ != "how"
        for k in root.children
    )


def _infinitive_time(verb: Token) -> str:
    """``_time_of`` for a trigger that may be a bare to-infinitive ("They plan to continue to
    shine"): an infinitive has no tense of its own, its reference time is that of the finite
    verb it depends on (Quirk et al. 1985 §4.3, §14.4 on non-finite clauses), so "plan" in the
    present gives "They have been shining", not the past perfect of a narrative."""
    time = _time_of(verb)
    cur = verb
    while (
        time == "past"
        and cur.dep_ == "xcomp"
        and cur.tag_ == "VB"
        and not any(a.dep_ in ("aux", "auxpass") and a.tag_ != "TO" for a in cur.children)
        and cur.head.i != cur.i
    ):
        cur = cur.head
        time = _time_of(cur)
    return time


def _stranded_object(comp: Token) -> bool:
    """The word right after the complement verb is a noun the parser hung outside the verb's
    phrase ("Gandhi continued to pursue swaraj", "swaraj" an advcl of "continued"): the verb's
    object, lost by the parse. A draft built from the verb's own subtree drops it ("Gandhi had
    been pursuing before", blind review s1201k), and a transitive verb without its object is
    another predicate or no English (Quirk et al. 1985 §16.19 on the obligatory object of
    monotransitive verbs), so there is no draft."""
    doc = comp.doc
    nxt = doc[comp.i + 1] if comp.i + 1 < len(doc) else None
    if nxt is None or nxt.pos_ not in ("NOUN", "PROPN") or nxt.head.i == comp.i:
        return False
    return not any(t.i == nxt.i for t in comp.subtree) and not any(
        c.dep_ in ("dobj", "obj", "ccomp", "xcomp", "prt") for c in comp.children
    )


#: Dependencies of a complement verb that fill its object or complement slot, or make it
#: passive (no object to miss).
OBJECT_SLOT_DEPS = frozenset(
    {"dobj", "obj", "dative", "ccomp", "xcomp", "attr", "acomp", "oprd", "nsubjpass", "auxpass"}
)


def _fronted_object(trig: Token, comp: Token, subj: Token | None) -> bool:
    """ "Such letters, the clerk kept reading aloud", "The old treaty, signed in May, the king
    continued to ignore": the complement verb's object was fronted before the subject
    (topicalisation, Quirk et al. 1985 §18.20-18.23; Ward 1988), and the parser, expecting no
    object there, reads the fronted noun phrase as an adverbial noun phrase of the trigger
    ("npadvmod") or as the subject of the participle that follows it. A draft from the
    complement verb's subtree then drops the object ("The clerk had been reading aloud
    before", "He had been ignoring before"), and a prior activity without its object is another
    activity or none (Quirk §16.19 on the object of monotransitive verbs; s9901's judge:
    "ignoring what?"): no draft. The draft cannot put the object back reliably (the fronted
    phrase's extent and its place among the complement's adjuncts are the parser's guess).

    Told by: the complement verb has nothing in its object slot (``OBJECT_SLOT_DEPS``), and
    the clause opens with a bare noun phrase before the subject that is (a) an "npadvmod",
    unlabelled "dep", second "nsubj" or "dobj" of the trigger that is no time or measure phrase ("Every morning, she continued to run" is
    an adverbial, Quirk §8.55: WordNet noun.time / noun.quantity first sense), or (b) the
    "subject" of a participle the parser hung on the trigger when a comma separates the two:
    an absolute clause has no comma between its subject and its participle ("The work
    finished, he kept reading", Quirk §15.58), while a comma-set participle after a noun is a
    supplement of that noun (§15.59-15.60), so the noun heads a fronted noun phrase. A
    vocative before a second-person subject ("Children, you kept talking") is no object."""
    if subj is None or any(c.dep_ in OBJECT_SLOT_DEPS for c in comp.children):
        return False
    if subj.lower_ == "you":
        return False
    doc = trig.doc
    start = subj.left_edge.i
    if name_before_epithet(subj, start) != start:
        return False  # "John the Baptist kept preaching": one subject, the name and its epithet
    for k in trig.children:
        if k.i >= start:
            break
        if (
            k.dep_ in ("npadvmod", "dep", "nsubj", "dobj")
            and k.i != subj.i
            and k.pos_ in ("NOUN", "PROPN")
        ):
            if first_sense_lexname(k.lemma_.lower(), "NOUN") in ("noun.time", "noun.quantity"):
                continue
            if k.left_edge.i == k.sent.start:
                return True
        if k.dep_ == "advcl" and k.tag_ in ("VBN", "VBD"):
            noun = next((g for g in k.children if g.dep_ in ("nsubj", "nsubjpass")), None)
            if noun is None or noun.pos_ not in ("NOUN", "PROPN"):
                continue
            if noun.left_edge.i != noun.sent.start:
                continue
            if noun.i < k.i - 1 and doc[k.i - 1].text == ",":
                return True  # "The charter of X, annulled in ...": a comma before the participle
    return False


def _objectless_preposition(comp: Token) -> bool:
    """ "Others continued to watch in dismay the executioner who ...": the object was moved
    after the adjunct (heavy-NP shift, Ross 1967; Quirk et al. 1985 §18.39), and the parser,
    not expecting it there, read "dismay" as a clause of the trigger and left "in" with no
    object. A draft from the complement verb's subtree keeps the bare preposition and drops
    the object ("Others had been watching in before", blind review s9702 pres-019). A
    preposition whose object follows it (a noun, adjective or determiner right after it, or a
    noun the tagger read as a plain verb) but hangs elsewhere is such a torn phrase: no draft.
    So is a shifted object the parser read as a comma-less apposition of the adjunct's bare
    noun ("watch with horror the soldier who ..."). A stranded preposition with nothing after
    it of that kind ("continued to look after", a particle) is left alone; a parse that kept
    the shifted object ("continued to watch in silence the prisoner") keeps its draft."""
    doc = comp.doc
    for prep in comp.children:
        if prep.dep_ != "prep" or any(True for _ in prep.children):
            continue
        nxt = doc[prep.i + 1] if prep.i + 1 < len(doc) else None
        if nxt is not None and nxt.pos_ in ("NOUN", "PROPN", "ADJ", "DET", "NUM"):
            return True
        if nxt is not None and nxt.pos_ == "VERB" and nxt.tag_ in ("VB", "VBP", "NN"):
            # "in dismay" with "dismay" tagged as a verb: a preposition takes a noun phrase
            # or an -ing clause, never a plain verb (Quirk et al. 1985 §9.1-9.4), so the
            # word is the preposition's lost noun
            return True
    for prep in comp.children:
        if prep.dep_ != "prep":
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj" or any(k.dep_ in ("det", "poss") for k in obj.children):
                continue
            # "watch with horror the soldier who ...": the shifted object read as a comma-less
            # apposition of a bare noun; a close apposition needs a determined first noun
            # phrase ("my friend the doctor", Quirk et al. 1985 §17.69), so this is the object
            if any(
                k.dep_ == "appos"
                and k.left_edge.i == obj.i + 1  # right after the bare noun: no comma
                and doc[k.left_edge.i].dep_ == "det"
                for k in obj.children
            ):
                return True
    return False


def _subject_lost_to_preposition(trig: Token, subj: Token | None) -> bool:
    """ "This was hardly done before the people of Colorado began to make known their demands":
    the parser read the subordinator "before" as a preposition, took the clause's subject for
    its object and hung the finite trigger on the main verb as a conjunct with no coordinator,
    so the subject found by climbing the conjunct ("This") is the main clause's (blind review
    s9702 pres-010: "This had not been making known their demands"); with no conjunct the
    draft falls back to "Someone". A finite verb has its own subject (Quirk et al. 1985 §2.13,
    §10.2; only the imperative lacks one), and coordinated predicates share one only through a
    coordinator (§13.46, §13.3 on asyndetic coordination, which a list's commas mark). So a
    finite trigger (VBD, VBZ, VBP) with no subject of its own gets no draft when it is a
    conjunct with neither a coordinator nor a comma before it.
    Kept: "He came and began to sing" (a coordinated predicate), "Begin typing" (an imperative,
    base form)."""
    if trig.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in trig.children):
        return False
    if subj is None or trig.dep_ != "conj":
        return False  # no subject at all: "start sending letters", an imperative the tagger
        # read as VBP, keeps its "Someone" draft (eighty-fourth pass)
    host = trig.head
    between = trig.doc[min(host.i, trig.i) + 1 : trig.i]
    linked = any(
        (t.dep_ == "cc" or t.pos_ == "CCONJ" or t.text in (",", ";"))
        and t.head.i in (host.i, trig.i)
        for t in between
    ) or any(k.dep_ == "cc" for k in trig.children)
    return not linked


#: Verbs of obtaining and of testing (Levin 1993 §13.5.1-13.5.2 "get" and "obtain" verbs:
#: buy, purchase, order, get, obtain, acquire, pick; "try" and "test", "sample" in the sense of
#: trying out) and "use", "recommend": none is in Levin's §1.2.1 unspecified object
#: alternation ("eat", "read", "sing", "play"), so an objectless use leaves a definite null
#: object (Fillmore 1986, "Pragmatically controlled zero anaphora"), whose antecedent is a
#: thing of the context ("the item", "it"), not an indefinite "something".
DEFINITE_NULL_OBJECT_VERBS = frozenset(
    {"buy", "purchase", "order", "reorder", "get", "obtain", "acquire", "pick", "try", "test",
     "sample", "use", "recommend", "stock", "carry"}
)  # fmt: skip


def _definite_null_object(comp: Token) -> bool:
    """ "I will definitely continue to buy!!", "I will continue to try at night": a continuative
    presupposes the same activity going on before (Karttunen 1973; NOPE App. A), and the
    activity of buying or trying is individuated by what is bought or tried; with the object
    left to the context (``DEFINITE_NULL_OBJECT_VERBS``), "I have been buying.", "I have been
    trying." state another, vaguer activity or none a reader can check (judged, s1206b pres-037,
    -050, -064, -070). A draft cannot supply the antecedent ("it" would dangle), so there is
    none. With its object ("continue to buy this coffee") the draft stays."""
    if verb_lemma(comp) not in DEFINITE_NULL_OBJECT_VERBS:
        return False
    if any(c.dep_ == "prep" and c.lower_ in ("from", "through") for c in comp.children):
        # "I will continue ordering from them" -> "I have been ordering from them" (judged kept
        # three times, s1206b pres-043/054/063): the source of a verb of obtaining is its
        # argument (Levin 1993 §13.5.2, "obtain" verbs with a from-source), and the supplier
        # individuates the activity as well as the goods would; so does the channel of a
        # purchase ("We will continue to purchase through Amazon.com" -> "We have been
        # purchasing through Amazon.com": judged kept three times, ab91b pres-010/029/035)
        return False
    return not any(
        c.dep_ in ("dobj", "obj", "dative", "ccomp", "xcomp", "attr", "oprd", "prt", "nsubjpass")
        or c.dep_ == "auxpass"
        for c in comp.children
    )


#: Continuatives whose future ("will continue to V", "will keep V-ing") presupposes an activity
#: going on up to now. A stative complement keeps the present ("Rents will continue to be high"
#: -> "Rents are high": a state holds at a time, no activity runs up to it; Vendler 1957).
#: "keep V-ing" is here too (stop 94, pr211; it was left out as "iterative/persistent"): it
#: presupposes the activity before the reference time exactly as "continue" does (Karttunen
#: 1974 on "continue"/"keep"; IMPPRES's continuation templates state the prior activity), and
#: its iterative sense (Quirk et al. 1985 §16.40) makes the present progressive worse, not
#: better: of a telic verb "I am buying this brand" reads as one purchase in progress or as an
#: arrangement (the futurate progressive, Quirk et al. 1985 §4.29), while the repeated buying up
#: to now is the perfect progressive "I have been buying this brand" (§4.27; review s9401
#: pres-050).
FUTURE_CONTINUATIVES = frozenset({"continue", "keep"})


#: Dependents that complete a verb phrase (objects, complements, a particle, a PP).
COMPLEMENT_DEPS = frozenset(
    {"dobj", "obj", "dative", "attr", "acomp", "oprd", "prep", "xcomp", "ccomp", "prt"}
)


def _modal_level_conjuncts(trig: Token, comp: Token) -> set[int]:
    """Token indices of bare-infinitive VP conjuncts of ``comp`` (with their coordinator) when
    ``trig`` is itself a bare infinitive under a modal or "to": "must continue to improve it and
    restart the process" can coordinate "restart" with "continue" under "must" as well as with
    "improve" under "to" (Quirk et al. 1985 §13.99 on ambiguous VP coordination; the two
    readings differ in what "continue" takes for granted). Only the first conjunct is under
    "continue" on both readings, so the draft states it alone (review s1202d: "has been ...
    restarting the process" is not presupposed). "began to sing and dance" (a finite trigger)
    keeps both."""
    out: set[int] = set()
    for k in comp.children:
        if k.dep_ == "conj" and k.i > comp.i:
            # "continue to track and to honor miles": a conjunct with its own "to" is an
            # infinitive under "continue" too; its "to" goes with the -ing form ("tracking and
            # honoring miles", not "tracking and to honoring")
            out.update(a.i for a in k.children if a.dep_ == "aux" and a.lower_ == "to")
    if trig.tag_ != "VB" or not any(
        c.dep_ == "aux" and (c.tag_ == "MD" or c.lower_ == "to") for c in trig.children
    ):
        return out
    if not any(c.dep_ in COMPLEMENT_DEPS for c in comp.children):
        # "continue to sustain and assist in the process": the first verb has no complement of
        # its own, it shares the last conjunct's (Quirk et al. 1985 §13.92 on shared
        # complements), so both are one predicate under "continue"
        return out
    for k in comp.children:
        if (
            k.dep_ == "conj"
            and k.tag_ == "VB"
            and k.i > comp.i
            and not any(a.dep_ == "aux" and a.lower_ == "to" for a in k.children)
        ):
            out.update(t.i for t in k.subtree)
            out.update(
                x.i for x in comp.children if x.dep_ in ("cc", "punct") and comp.i < x.i < k.i
            )
    return out


def _finite_concord(verb: Token) -> bool | None:
    """Is the subject plural by the source verb's own concord? A finite present verb with no
    auxiliary shows its subject's number (Quirk et al. 1985 §10.34-10.36 on subject-verb
    concord: the third person singular takes "-s", the plural the base form), and that is a
    better witness than the parse of the subject noun phrase, which a dialect spelling or an
    unmarked coordination can break ("women 'round here start" parsed as "women's round";
    "after death hair and fingernails continue" with "hair" hung on "death"): the draft
    keeps the number the writer gave the subject, "have", not "has" (review s1202u). None when
    the verb is not a present-tense finite form on its own."""
    if any(k.dep_ in ("aux", "auxpass") for k in verb.children):
        return None
    if verb.tag_ == "VBP":
        return True
    if verb.tag_ == "VBZ":
        return False
    return None


def _determined_singular(subj: Token) -> bool:
    """ "the member of Parliament begin questioning": a singular count noun with a singular or
    definite determiner is an unambiguous witness of its number, so a plural verb after it is
    the source's slip and the aspectual draft keeps standard concord ("has"), not the verb's
    (``_finite_concord``)."""
    return subj.tag_ == "NN" and any(
        k.dep_ == "det" and k.lower_ in ("the", "a", "an", "this", "that") for k in subj.children
    )


#: Verbs of effort and of using a means ("exert all his powers to restrain", "use all her
#: strength to hold", "work hard to feed"): their purpose infinitive names what the effort or
#: the means is for, without which the activity is not described (Quirk et al. 1985 §15.48 on
#: purpose adjuncts; Huddleston & Pullum 2002 ch. 8 §14.1; "use X to V", "strive to V" as
#: goal-taking verbs, Levin 1993 §105 "use" verbs). With another activity verb ("write letters
#: to see if he would answer") the infinitive gives the aim of the continuing and stays out.
EFFORT_VERBS = frozenset(
    {
        "employ",
        "exert",
        "fight",
        "labor",
        "labour",
        "strain",
        "strive",
        "struggle",
        "toil",
        "use",
        "work",
    }
)


def _activity_purpose(comp: Token) -> set[int]:
    """The token indices of a purpose infinitive that is part of the continued activity: a
    bare or "in order to" infinitive right after the complement's verb and its object or
    adverb, with no comma and no PP or time adjunct between ("continued to use all her
    strength to hold back the door", "kept working hard to feed his family"). Placed so, it
    is integrated into the VP and tells what the activity was for (Quirk et al. 1985 §15.48;
    Huddleston & Pullum 2002 ch. 8 §14.1 on purpose adjuncts in the VP), and "continue/keep"
    presupposes that the whole complement event was going on (Karttunen 1973; IMPPRES's
    aspectual templates copy the complement VP): the draft "had been using all her strength
    before" loses the activity's point and reads as another activity (s9801, pr224). One
    after an adjunct or a comma ("continue to transmit for a while to ensure that ...")
    gives the aim of the continuing and is still left out (``_continuation_circumstances``,
    review s1202z)."""
    out: set[int] = set()
    if comp.lemma_.lower() not in EFFORT_VERBS:
        return out  # "continued to write letters to see if he would answer": the aim of the
        # continuing, not part of the activity (stop 91 pr203's pin; see EFFORT_VERBS)
    doc = comp.doc
    for inf in comp.children:
        if inf.dep_ != "advcl" or inf.i < comp.i or inf.tag_ != "VB":
            continue
        if not any(k.dep_ == "aux" and k.lower_ == "to" for k in inf.children):
            continue
        if any(k.dep_ in ("nsubj", "nsubjpass", "mark") for k in inf.children):
            continue
        between = range(comp.i + 1, inf.left_edge.i)
        if any(doc[i].is_punct for i in between):
            continue
        if any(
            k.dep_ in ("prep", "npadvmod", "advcl", "ccomp") and comp.i < k.i < inf.left_edge.i
            for k in comp.children
        ):
            continue
        out.update(t.i for t in inf.subtree)
    return out


def _purpose_after_adjunct(comp: Token) -> str | None:
    """Whether the aspectual's complement verb has a to-infinitive after a PP adjunct ("began
    teaching at the age of 16 to help support his family"): an infinitive that follows an
    adjunct rather than the verb or its object is an adjunct of purpose (Quirk et al. 1985
    §15.48 purpose clauses; Huddleston & Pullum 2002 ch. 8 §14.2), which says why the new
    activity was taken up, not part of the activity whose earlier absence is presupposed. The
    draft would carry it into the prior state ("He had not been teaching to help support his
    family before the age of 16"; review s1203a): a draft that keeps it is refused. Returns the
    purpose clause's text, or None."""
    for inf in comp.children:
        if inf.dep_ not in ("xcomp", "advcl") or inf.i < comp.i or inf.tag_ != "VB":
            continue
        if not any(k.dep_ == "aux" and k.lower_ == "to" for k in inf.children):
            continue
        if any(k.dep_ == "prep" and comp.i < k.i < inf.i for k in comp.children):
            return comp.doc[inf.left_edge.i : inf.right_edge.i + 1].text
    return None


_PPI_WORD = re.compile(r"\b(?:" + "|".join(sorted(PPI_SWAPS, key=len, reverse=True)) + r")\b", re.I)


def _assertive_to_non_assertive(vp: str, comp: Token) -> str | None:
    """The complement VP of an inceptive's negated prior state ("They have not been losing ___")
    with its positive polarity items in their non-assertive forms: "begin to lose some of their
    power" presupposes "have not been losing any of their power"; "*have not been losing some
    of their power" keeps only the wide-scope, specific reading of "some", which is not the
    prior state (Baker 1970 on PPIs; Ladusaw 1979 on NPI licensing; Quirk et al. 1985
    §10.59-10.62 on some-/any-; blind review s1204q). The swaps are the negation rewriter's own
    (``negation.polarity_swaps``); None (no draft) when a PPI has no counterpart ("somehow")
    or when the words of the VP and the swaps do not line up one to one."""
    swaps, flags = polarity_swaps(comp)
    # only the PPI swaps line up with the VP's words: the deletion of a scalar "even" and the
    # capital it moves (negation.scalar_even_drops) belong to the matrix clause's negation
    swaps = {i: w for i, w in swaps.items() if comp.doc[i].lower_ in PPI_SWAPS}
    if flags:
        return None
    found = list(_PPI_WORD.finditer(vp))
    if not found:
        return vp
    if len(found) != len(swaps):
        return None  # a set phrase ("for some time") besides a swappable item: unsure which
    new = iter(swaps[i] for i in sorted(swaps))
    return _PPI_WORD.sub(lambda m: next(new), vp)


#: Adjectives that place the noun's referents later in a series than others of their kind
#: ("consecutive clicks", "subsequent versions", "further calls"; Quirk et al. 1985 §7.36 and
#: Huddleston & Pullum 2002 ch. 7 §4 on ordering and "successive" adjectives).
SERIES_ADJECTIVES = frozenset(
    {
        "consecutive",
        "successive",
        "subsequent",
        "later",
        "following",
        "further",
        "additional",
        "next",
        "future",
    }
)


def _series_subject(subj: Token) -> bool:
    """ "Consecutive clicks will continue drawing lines", "Future versions will keep supporting
    the format": the subject names the later members of a series, and the aspectual verb says
    the series goes on with them. The state before the transition is the earlier members'
    ("earlier clicks drew lines"), not the subject's own, while the drafts keep the subject
    ("Consecutive clicks have been drawing lines" says the later clicks drew before; blind
    review s1204y pres-033/035: "the future consecutive clicks have not been drawing"). An
    aspectual verb presupposes the prior state of the same individual (Karttunen 1973; Simons
    2001; IMPPRES change of state: "Michelle does wake up" -> "Michelle is asleep"), which a
    series subject does not have: no draft. Stop 80, pr166."""
    return any(
        c.dep_ == "amod" and c.lower_ in SERIES_ADJECTIVES and c.i < subj.i for c in subj.children
    )


def _negated_complement(comp: Token) -> bool:
    """ "She started not eating meat", "He was beginning to have no longer any doubt": an
    inceptive whose complement is itself negative. Its prior state is the positive activity
    ("begin" presupposes that the complement did not hold before: NOPE App. A; IMPPRES
    "begin"), so the template's "had not been V-ing" over the complement's own negator stacks
    two negations ("*had not been not eating", "had not had no longer any doubt"), which
    English reads as a denial of a denial, not as the plain positive (Horn 1989 §5.1 on double
    negation; Quirk et al. 1985 §10.64 on multiple negation). Its positive is no mere deletion
    of the negator ("no longer" already presupposes the earlier state itself, Löbner 1989), so
    no draft."""
    for k in comp.children:
        if k.dep_ == "neg" or (k.dep_ == "advmod" and k.lower_ in VP_NEGATORS):
            return True
        if k.lower_ == "longer" and any(d.lower_ == "no" for d in k.children):
            return True
        if k.lower_ == "no" and comp.doc[k.i + 1].lower_ in ("longer", "more"):
            return True
    # "started not eating": the parser may hang "not" before the participle on the trigger
    prev = comp.doc[comp.i - 1] if comp.i > 0 else None
    return (
        prev is not None
        and prev.lower_ in ("not", "never")
        and prev.head.i in (comp.i, comp.head.i)
    )


#: Comparative words whose standard can be left implicit ("better", "more", "less", "worse", and
#: any JJR/RBR form; Huddleston & Pullum 2002 ch. 13 §1.3 on comparatives without a "than"-phrase)
COMPARATIVE_TAGS = frozenset({"JJR", "RBR"})


def _comparative_complement(comp: Token) -> bool:
    """ "My old cat started sleeping better", "the puppy began eating more kibble": an inceptive
    whose complement holds a comparative with no "than"-phrase. The standard of such a
    comparative is recovered from the context (Huddleston & Pullum 2002 ch. 13 §1.3), and after
    an inceptive it is the situation before the transition: "started sleeping better" = began to
    sleep better than before (the comparative change of degree achievements, Kennedy & Levin
    2008). The template's prior state "had not been sleeping better before" then compares the
    earlier time with itself, which says nothing (or, read literally, denies a change nobody
    claimed); the real presupposition is a lower degree before ("had been sleeping worse"),
    which no template builds. So no draft. A comparative with its own standard ("started
    earning more than her brother") is about another comparison and keeps its draft, and so
    do continuatives ("keeps getting better" -> "has been getting better": the comparison runs
    inside the continued activity). Only the complement's own dependents and those of its
    object or predicative count, not a comparative deep inside a relative clause or PP.

    A periphrastic comparative counts too: "more"/"less" on an adverb or adjective of the
    complement ("began to fall still more frequently", "started to grow less quickly"; Quirk et
    al. 1985 §7.74-7.79 on "more"/"less" forming the comparative of -ly adverbs and long
    adjectives; the parser hangs "more" on the adverb, not on the verb): the same comparison
    with the prior state, so the same refusal, where the draft "had not been falling (still)
    more frequently before" was written (s9901 pres-017). Dropping the degree phrase instead
    would give "had not been falling before", which "still more" (and, on its usual reading,
    "more") contradicts: the activity went on before at a lower degree (Kennedy & Levin 2008)."""
    core = [comp] + [
        k for k in comp.children if k.dep_ in ("dobj", "acomp", "attr", "oprd", "npadvmod")
    ]
    for head in core:
        for t in head.children:
            if (
                t.dep_ in ("advmod", "acomp", "oprd")
                and t.pos_ in ("ADV", "ADJ")
                and any(
                    m.dep_ == "advmod" and m.lower_ in ("more", "less") and m.i < t.i
                    for m in t.children
                )
                and not any(d.lower_ == "than" for d in head.subtree if d.i > t.i)
            ):
                return True  # "more frequently", "less often" (periphrastic comparative)
            if t.tag_ not in COMPARATIVE_TAGS or t.dep_ not in (
                "advmod",
                "amod",
                "acomp",
                "dobj",
                "attr",
                "oprd",
                "npadvmod",
            ):
                continue
            if t.lower_ in ("longer",) and any(d.lower_ == "no" for d in t.children):
                continue  # "no longer" (``_negated_complement``)
            if any(d.lower_ == "than" for d in t.subtree) or any(
                d.lower_ == "than" for d in head.subtree if d.i > t.i
            ):
                continue  # an explicit standard: another comparison
            return True
    return False


#: Adverbs of immediacy: they place a transition close after a reference point (Quirk et al.
#: 1985 §8.57-8.58 on time-relationship adjuncts; Dowty 1979 ch. 3 on adverbs that modify
#: the transition of an achievement), "right away", "straight away", "at once" by their head.
ONSET_ADVERBS = frozenset({"immediately", "instantly", "straightaway", "promptly", "soon"})


def _onset_adverbial(comp: Token) -> str | None:
    """ "I opened the tin and started munching right away", "she began eating at once": an
    adverb of immediacy in an inceptive's complement (its text, else None). It dates the onset,
    the transition the inceptive names (the munching began right after the opening), not the
    activity (Quirk et al. 1985 §8.57-8.58; Dowty 1979 ch. 3: "immediately" modifies the
    change, not the state after it); the parser hangs it on the participle because it follows
    it. Copied into the prior state it dates a state that has no onset ("I had not been
    munching right away before"), a garble, so a draft that carries it is dropped
    (``_draft_aspectual``); a draft the template already built without it stays. A manner adverb
    of the activity ("started walking quickly" -> "had not been walking quickly before") is no
    onset adverb."""
    for k in comp.children:
        if k.dep_ not in ("advmod", "npadvmod", "prep"):
            continue
        word = k.lower_
        if word in ONSET_ADVERBS:
            return k.text
        if word == "away" and any(g.lower_ in ("right", "straight") for g in k.children):
            return f"{comp.doc[k.i - 1].text} {k.text}"
        if word == "at" and any(g.lower_ == "once" for g in k.children):
            return "at once"
    return None


def _draft_aspectual(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    draft = _draft_aspectual_built(c, doc, trig)
    comp = next(
        (
            t
            for t in trig.children
            if t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB", "VBN")
        ),
        None,
    )
    purpose = _purpose_after_adjunct(comp) if comp is not None else None
    if draft is not None and purpose and purpose in draft.text:
        return None  # the purpose adjunct carried into the prior state (``_purpose_after_adjunct``)
    onset = _onset_adverbial(comp) if comp is not None else None
    if (
        draft is not None
        and onset
        and trig.lemma_.lower() in INCEPTIVE
        and re.search(rf"\b{re.escape(onset)}\b", draft.text, re.I)
    ):
        return None  # "had not been munching right away before" (``_onset_adverbial``)
    return draft


#: Lexicographer classes of subjects that cannot perform a bodily process: events, acts,
#: phenomena, made things, ideas, feelings (WordNet noun.* files). A body part, a person, an
#: animal, a state such as "wound" or "injury" and a substance ("the dye stopped bleeding",
#: bleed.v.04 of colours) can, and are left out.
NON_BODILY_SUBJECT_LEXNAMES = frozenset(
    {
        "noun.event",
        "noun.act",
        "noun.phenomenon",
        "noun.process",
        "noun.artifact",
        "noun.cognition",
        "noun.feeling",
        "noun.communication",
    }
)


def _causative_stop(trig: Token, comp: Token, subj: Token | None) -> bool:
    """ "Firm pressure helps to stop bleeding", "the ointment stopped bleeding": "stop" with an
    -ing form of a bodily process (the verb's first WordNet sense in verb.body: "bleed",
    "cough", "sweat", "vomit") and a subject that cannot undergo that process is the transitive
    "stop" = staunch, prevent (stop.v.02 "cause to stop"), whose -ing form is a nominal object
    (Quirk et al. 1985 §16.40 on "stop" + -ing vs a noun phrase object), not the aspectual
    "stop V-ing" whose own subject did V (IMPPRES's aspectual presupposition; Levinson 1983
    ch. 4). The aspectual draft "The pressure had been bleeding before" gives the process to the
    causer. Refused when the subject's first WordNet sense is in ``NON_BODILY_SUBJECT_LEXNAMES``.
    Left alone: a subject that can bleed or cry ("The baby stopped crying", "The wound stopped
    bleeding")."""
    if trig.lemma_.lower() != "stop" or comp.tag_ != "VBG" or subj is None:
        return False
    if subj.pos_ != "NOUN":
        return False
    if first_sense_lexname(comp.lemma_.lower(), "VERB") != "verb.body":
        return False
    return first_sense_lexname(subj.lemma_.lower(), "NOUN") in NON_BODILY_SUBJECT_LEXNAMES


def _draft_aspectual_built(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    comp = next(
        (
            t
            for t in trig.children
            if t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB", "VBN")
        ),
        None,
    )
    # "My sister told me to stop worrying" -> "I had been worrying ...": the understood subject
    # of an infinitival aspectual after an object is the object (object control of "tell,
    # ask, order, persuade"; Rosenbaum 1967; Huddleston & Pullum 2002 ch. 14 §4.2), whose
    # pronoun takes the subject case (``_subject_np``), not the matrix subject ("My sister had
    # been worrying", hundred-eighth pass)
    subj = _controller(trig) or _subject(trig)
    if comp is None or _pro_form_activity(comp) or _presupposes_prior_occurrence(comp):
        return None
    if subj is not None and _series_subject(subj):
        return None  # "Consecutive clicks will continue drawing lines" (``_series_subject``)
    if prior_activity_asserted(trig, comp):
        return None  # "has been and continues to be used" (pr241, ``prior_activity_asserted``)
    if _causative_stop(trig, comp, subj):
        return None  # "The pressure helped stop bleeding": the subject did not bleed
    if (
        _modal_transition(trig)
        # "Some of the villagers may have stopped paying the tax": a modal with the perfect
        # puts the transition in the past (``_modal_perfect``), so the activity before it is
        # in the actual past, where the template dates it; the presupposition projects through
        # the modal (a hole, Karttunen 1973; IMPPRES's modal environments; stop 77, mn79)
        and not _modal_perfect(trig)
        and trig.lemma_.lower() not in ("continue", "keep")
    ):
        # "You can start typing a name", "you would stop paying once ...": the transition is
        # only possible or hypothetical, so the activity (or its absence) before it holds at
        # the modal's reference time, inside the possibility, and the templates' "have not
        # been V-ing" / "had been V-ing before" state it as a fact of the actual past (Karttunen
        # 1973 and Heim 1992 on modals; Reichenbach 1947 on reference time; blind review
        # s1204q: "You have not been typing an account name", "You had been depreciating the
        # asset before"). No draft rather than a misdated one, as for the change-of-state
        # verbs (``_modal_transition``; stop 77, pr154). A continuative keeps its draft ("You
        # may continue exploring" -> "You have been exploring"): its prior activity runs up to
        # the modal's now, where the possibility or duty is about it (ninety-fifth pass)
        return None
    controller = _possessor_controller(trig)
    if controller is None and _specificational_infinitive(trig):
        return None  # "The best way is to begin enforcing the law": the subject is no agent
    if comp.lower_ == "re" and comp.i + 1 < len(doc) and doc[comp.i + 1].text == "-":
        return None  # "began re - visioning": the parser took the split prefix for the verb
    if _stranded_object(comp):
        return None  # "continued to pursue swaraj" -> "had been pursuing before": object lost
    if _objectless_preposition(comp):
        return None  # "continued to watch in dismay the man" -> "had been watching in before"
    if _fronted_object(trig, comp, subj):
        return None  # "Such letters, the clerk kept reading" -> "had been reading": what?
    if _subject_lost_to_preposition(trig, subj):
        return None  # "... before the people of X began to V" -> "This had not been V-ing"
    if trig.lemma_.lower() in ("continue", "keep") and _definite_null_object(comp):
        return None  # "will continue to buy!!" -> "I have been buying.": which goods? (pr201)
    lemma = trig.lemma_.lower()
    who = _subject_np(subj) if subj is not None else "Someone"
    if controller is not None:
        # "Our business in life is to continue to fail" -> "We had been failing before"
        # (``_possessor_controller``); the templates' agreement is fixed after them
        who = capitalise(controller)
    stray = _stray_subject_adjective(trig, subj)
    if stray is not None:
        who = (
            f"{stray.text} {lower_first(who)}"
            if who[:1].isupper() and not keeps_capital(subj.left_edge)
            else f"{stray.text} {who}"
        )
    frame = _fronted_domain_pp(trig, subj)
    if frame is not None and lemma in FUTURE_CONTINUATIVES and _occasion_frame(trig, subj):
        # "In this installment, we will continue to discuss X", "At the next meeting, the board
        # will continue to review Y": the fronted PP names the occasion of the continuation
        # (a text part, a session), a time-position adjunct (Quirk et al. 1985 §8.51-8.57) that
        # locates the continuing, while the activity it continues ran before that occasion
        # ("In this installment, we have been discussing X" puts it in the installment). A place
        # or domain frame ("In the Middle East, officials will continue to resist ...") restricts
        # the prior activity too and stays (``_fronted_domain_pp``; pr88)
        frame = None
    if frame is not None:
        # "On the local level, compacts continue to grab ..." -> "On the local level, compacts
        # have been grabbing ...": the fronted PP restricts the clause (``_fronted_domain_pp``)
        who = f"{frame}, {who}"
    if lemma == "repeat":
        return Draft(
            _sentence(f"{who} had {_vp_base(comp)} before"),
            False,
            "aspectual:repeat",
            ["prior_state_draft"],
        )
    neg = " not" if lemma in INCEPTIVE else ""
    if neg and _negated_complement(comp):
        return None  # "started not eating": "*had not been not eating" (``_negated_complement``)
    if neg and _comparative_complement(comp):
        return None  # "started sleeping better": the standard is the prior state itself
        # (``_comparative_complement``)
    # "is beginning to dislike them" -> "did not previously dislike them", not "was not
    # disliking them before": a stative complement takes no progressive (``STATIVE_VERBS``),
    # nor does an inceptive's infinitive of inert perception, "begin to hear the gulls"
    # (``_inert_perception_infinitive``; Quirk et al. 1985 §4.28-4.29; stop 96, pr216)
    stative = _stative(comp) or bool(neg and _inert_perception_infinitive(comp))
    time = _infinitive_time(trig)
    if time == "future" and lemma in FUTURE_CONTINUATIVES and not stative:
        # "In this installment, we will continue to discuss methodology": "continue" takes for
        # granted the activity before the continuation (Karttunen 1973; NOPE App. A "continue"
        # -> "had been V-ing"), and a future continuation's "before" is now, so the prior
        # activity is the present perfect progressive "We have been discussing methodology"
        # (Quirk et al. 1985 §4.27, the perfect progressive of a situation up to now), not the
        # simple present "We are discussing" (review s1202a)
        time = "present"
    if time == "present" and any(
        k.dep_ == "advmod" and k.lower_ in NARRATIVE_SEQUENCE_ADVERBS for k in trig.children
    ):
        # "Seth is introduced as a guest but later begins appearing in a recurring role": a
        # present that is ordered after another event of the text is a narrative present
        # (plot summaries; Quirk et al. 1985 §4.18-4.20), whose reference time is a point of
        # the story, not the moment of speech, so the present perfect ("has not been
        # appearing") is wrong; the prior state precedes that point: "had not been ... before"
        time = "past"
    progressive_start = (
        time == "present"
        and neg
        and trig.tag_ == "VBG"
        and any(a.dep_ == "aux" and a.lemma_ == "be" for a in trig.children)
    )
    if progressive_start:
        # "We're beginning to get the reports": the progressive of an inceptive places the
        # transition around now, so the state before it lies before a point that is already
        # partly past (Quirk et al. 1985 §4.26-4.29 on the progressive; Dowty 1979 ch. 3 on
        # the imperfective of achievements): "have not been getting" denies what the present
        # already asserts, "had not been getting ... before" is the prior state (blind review
        # s1129q/r: "have not been getting", "has not seemed"); a clausal complement takes
        # "previously" after "had" so "before" does not attach to the last clause
        time = "past"
    simple_present_start = (
        time == "present"
        and neg
        and trig.tag_ in ("VBZ", "VBP")
        and not any(a.dep_ in ("aux", "auxpass") for a in trig.children)
        and stative
    )
    if simple_present_start:
        # "You begin to believe that elevators have windows" -> "You did not previously
        # believe that ...", not "You have not believed that ...": a stative complement has no
        # progressive, and its bare present perfect reads as the experiential "have (never)
        # believed", a state up to the very now at which the sentence says it holds (Quirk et
        # al. 1985 §4.22 on the experiential perfect); the state before the transition is the
        # simple past with "previously" (§4.14), as for the stative complement of "is
        # beginning" above (review s1202x pres-041). A dynamic complement keeps the perfect
        # progressive ("She starts working there" -> "She has not been working there", the
        # twenty-ninth pass), whose continuous recent past ends where the start is
        progressive_start = True
        time = "past"
    adjuncts, when = _transition_adjuncts(comp)
    adjuncts = set(adjuncts) | _modal_level_conjuncts(trig, comp)
    if lemma in ("continue", "keep"):
        adjuncts |= _continuation_manner(trig, comp) | _continuation_circumstances(comp)
        adjuncts -= _activity_purpose(comp)
    vp = _vp_ing(comp, adjuncts)
    # a stative complement takes the perfect, not the progressive: "continues to be popular" ->
    # "has been popular", not "has been being popular" (``STATIVE_VERBS``)
    been = "" if stative else "been "
    if not been:
        vp = _vp_perfect(comp, adjuncts)
        if time == "future":
            if not vp.startswith("been "):
                return None  # "will continue to own it": no progressive, no simple draft here
            vp = vp[len("been ") :]  # "Prices will continue to be high" -> "Prices are high"
    if neg:
        vp = _assertive_to_non_assertive(vp, comp)
        if vp is None:
            return None
    dynamic_passive = (
        lemma in ("continue", "keep")
        and time in ("past", "present")
        and comp.tag_ == "VBN"
        and any(k.dep_ == "auxpass" and k.lemma_ == "be" for k in comp.children)
        and verb_lemma(comp) not in STATIVE_VERBS
        and vp.startswith("been ")
    )
    if dynamic_passive:
        # "The port continued to be developed until 1990" -> "The port was being developed
        # before", not "had been developed before": "continue" presupposes the process going
        # on before (Karttunen 1973; NOPE App. A "had been V-ing"), and the passive of a
        # dynamic verb has its progressive in "being" (Quirk et al. 1985 §3.54, §4.28); the
        # perfect passive "had been developed" reads as a finished development (review s1202t).
        # The perfect progressive passive "had been being developed" is avoided in use
        # (Quirk et al. 1985 §3.54 note), so the past progressive before the continuation
        text = _sentence(f"{who} {_be(subj)} being {vp[len('been ') :]} before")
    elif time == "future":  # "She will stop smoking" -> "She is smoking"
        text = _sentence(f"{who} {_be(subj, past=False)}{neg} {vp}")
    elif time == "present":  # "It continues to elude doctors" -> "It has been eluding doctors"
        # "Someone" (no subject found: an imperative, "start sending pieces") is a singular
        # indefinite pronoun and takes "has" (the compound pronouns in -one/-body take singular
        # concord: Quirk et al. 1985 ch. 6 on indefinite pronouns, ch. 10 on concord):
        # "*Someone have not been sending"
        has = (
            "has"
            if subj is None or not (_plural(subj) or subj.lower_ in ("i", "you", "me"))
            else "have"
        )
        concord = _finite_concord(trig)
        if (
            concord is not None
            and subj is not None
            and subj.lower_ not in ("i", "you", "me")
            and not _determined_singular(subj)
        ):
            has = "have" if concord else "has"
        if neg:
            # "She starts working there" -> "She has not been working there before": the
            # inceptive's prior state is anchored at the transition, as every other inceptive
            # draft is ("before", "previously"); bare, "has not been working there" reads as a
            # denial of the state up to now that the premise asserts has begun (Quirk et al.
            # 1985 §4.22 on the present perfect up to now; review s9601 pres-031, stop 96,
            # pr216). A clausal complement takes "previously" so "before" does not attach to
            # its last clause (the pr96 reasoning below)
            text = _anchored(f"{who} {has}{neg}", f"{been}{vp}", comp, when)
        else:
            text = _sentence(f"{who} {has}{neg} {been}{vp}")
    else:
        # "began publishing it in May 2011" -> "had not been publishing it before May 2011"
        clausal = progressive_start and _has_clause_inside(comp)
        if clausal and not when and been:
            # "You are also starting to study more spells that focus on ...": the present
            # progressive's prior state is a past progressive before now (the s1201l reasoning
            # below), with "previously" so that "before" does not attach to the last clause;
            # "had not previously been studying" is a past in the past the present sentence
            # has no reference point for (blind review s1202g, stop 59, pr96)
            text = _sentence(f"{who} {_be(subj)}{neg} previously {vp}")
        elif progressive_start and not been:
            # (a clause inside the stative complement changes nothing: "is beginning to resemble
            # a state that has no borders" -> "did not previously resemble ..."; rt1 finding 10)
            # "The project is beginning to resemble a super state": a stative complement has no
            # progressive, and the state before a transition going on now is no "past in the
            # past" ("had not resembled ... before" needs a past reference point the present
            # sentence lacks; Quirk et al. 1985 §4.22), so the simple past with "previously",
            # before the time of speaking (§4.14; review s1202e: "did not previously resemble")
            base = _assertive_to_non_assertive(_vp_base(comp, adjuncts), comp)
            if base is None:
                return None
            if base.startswith("be "):
                text = _sentence(f"{who} {_be(subj)}{neg} previously {base[3:]}")
            else:
                text = _sentence(f"{who} did{neg} previously {base}")
        elif progressive_start and been:
            # "It is starting to get dark" -> "It was not getting dark before": the state before
            # a transition that is going on now is a past progressive, not a past perfect, which
            # needs a past reference point the present sentence does not have (Quirk et al. 1985
            # §4.22 past perfect = "past in the past"; §4.26 past progressive; blind review
            # s1201l: "had not been getting dark out there before" for a present premise)
            text = _sentence(f"{who} {_be(subj)}{neg} {vp} before{' ' + when if when else ''}")
        elif been and _present_perfect(trig):
            # "We've continued tracking X" -> "We were tracking X before": the present perfect's
            # reference time is now (Reichenbach 1947; Quirk et al. 1985 §4.22), so the activity
            # before the continuation or start is a past progressive before now, not a past
            # perfect, which needs a past reference point (blind review s1202h: "We had been
            # tracking X before"); a clausal complement takes "previously" so that "before" does
            # not attach to its last clause (the pr96 reasoning above)
            text = _anchored(f"{who} {_be(subj)}{neg}", vp, comp, when)
        else:
            text = _sentence(f"{who} had{neg} {been}{vp} before{' ' + when if when else ''}")
    if controller is not None:
        text = _controller_concord(text, controller)
    # "kept it going": the complement has its own subject, which the template would misplace
    own_subject = any(t.dep_ in ("nsubj", "nsubjpass") for t in comp.children)
    if subj is not None and _subject_from_subordinate_root(trig):
        return Draft(
            text,
            False,
            f"aspectual:{'inceptive' if neg else 'continuative'}",
            ["prior_state_draft", "subject_from_subordinate_clause"],
        )
    return Draft(
        text,
        subj is not None and not own_subject,
        f"aspectual:{'inceptive' if neg else 'continuative'}",
        ["prior_state_draft", *(["complement_has_own_subject"] if own_subject else [])],
    )


#: Prepositions of space and domain adjuncts ("In rural areas,", "Among teenagers,", "For most
#: families,"; Quirk et al. 1985 §8.79, §8.48 respect/viewpoint): a fronted PP with one of them
#: restricts where or for whom the clause holds. Cause, concession, comparison and time
#: prepositions ("Because of", "Despite", "Like", "After") do not restrict the domain.
DOMAIN_PREPOSITIONS = frozenset(
    {"in", "on", "at", "among", "amongst", "within", "across", "throughout", "outside", "inside",
     "for"}
)  # fmt: skip


#: Nouns of the fixed PPs that are conjuncts or disjuncts, not frames ("On the other hand,", "At
#: the same time,", "In this way,", "In response,", "In spite of"; Quirk et al. 1985 §8.134-8.137).
CONNECTIVE_PP_NOUNS = frozenset(
    {"hand", "time", "meantime", "meanwhile", "end", "way", "response", "spite", "case",
     "order", "view", "light", "addition", "fact", "contrast", "turn", "general", "particular",
     "effect", "sum", "short", "sense", "part", "respect", "regard", "words", "event", "lieu",
     "place", "course", "all", "least", "most", "last", "first", "whole", "balance", "practice",
     "theory", "principle", "reality", "truth", "doing", "result", "consequence", "return"}
)  # fmt: skip


#: Modifiers that order occasions in a sequence ("the next meeting", "the following section").
SEQUENCE_MODIFIERS = frozenset(
    {"next", "following", "coming", "upcoming", "subsequent", "later", "second", "third", "final"}
)


#: Lexicographer files of places, things and institutions: "in this country / house / company"
#: is a domain that restricts the clause, not an occasion.
DOMAIN_LEXNAMES = frozenset(
    {"noun.location", "noun.artifact", "noun.object", "noun.group", "noun.body", "noun.person"}
)


def _occasion_frame(trig: Token, subj: Token | None) -> bool:
    """Whether a PP fronted before the subject names an occasion of the discourse or a coming
    one ("In this installment", "In the next chapter", "At the following session"): its noun is
    ordered by a sequence modifier, or pointed at by "this"/"these" and no place, thing or
    institution (``DOMAIN_LEXNAMES``)."""
    if subj is None:
        return False
    for k in trig.children:
        if k.dep_ != "prep" or k.i >= subj.left_edge.i:
            continue
        for obj in (o for o in k.children if o.dep_ == "pobj"):
            mods = {c.lower_ for c in obj.children if c.dep_ in ("det", "amod")}
            if mods & SEQUENCE_MODIFIERS:
                return True
            if mods & {"this", "these"} and _noun_lexname(obj) not in DOMAIN_LEXNAMES:
                return True
    return False


def _fronted_domain_pp(trig: Token, subj: Token | None) -> str | None:
    """The text of a prepositional phrase fronted before the aspectual verb's subject that
    restricts where or for whom the clause holds ("On the local level,", "In rural areas,",
    "Among teenagers,"), else None. A fronted space or domain adjunct scopes over the whole
    clause (Quirk et al. 1985 §8.17 on the scope of fronted adjuncts, §8.79 on restrictive
    space adjuncts; Huddleston & Pullum 2002 ch. 8 §4 on domain adjuncts), the aspectual verb's
    prior state included, so a draft without it generalises past what the sentence says ("On
    the local level, compacts continue to grab a larger share" does not entail that compacts
    have been grabbing a larger share everywhere; blind review s1201f). The draft keeps it.
    Left out, as before: a PP timed by a date or period (it places the transition, Dowty 1979,
    and the draft's own "before" orders the prior state), a discourse connective
    (``DISCOURSE_PPS``, ``CONNECTIVE_PP_NOUNS``; Quirk §8.134-8.137), a PP of cause,
    concession or comparison (not in ``DOMAIN_PREPOSITIONS``), a PP with punctuation inside (an
    appositive the cut could split) and one no comma closes (the parse may have misplaced it)."""
    if subj is None or subj.i < trig.left_edge.i:
        return None
    for k in trig.children:
        if k.dep_ != "prep" or k.i >= subj.left_edge.i:
            continue
        words = list(k.subtree)
        phrase = " ".join(t.lower_ for t in words)
        objs = [t for t in words if t.dep_ == "pobj"]
        if (
            phrase in DISCOURSE_PPS
            or k.lower_ not in DOMAIN_PREPOSITIONS
            or not objs
            or objs[0].lemma_.lower() in CONNECTIVE_PP_NOUNS
            # "Even on his tough constitution,": a focus particle makes the PP scalar or
            # concessive, with a presupposition of its own (König 1991 ch. 3), no frame
            or any(t.lower_ in NP_FOCUS_PARTICLES for t in words if t.dep_ == "advmod")
            or any(t.is_punct and not _word_internal_hyphen(t) for t in words)
            or any(_time_noun(o) or o.ent_type_ in ("DATE", "TIME") for o in objs)
        ):
            continue
        # a comma must close it: without one the PP may be the parser's, not a fronted frame
        after = k.doc[k.right_edge.i + 1] if k.right_edge.i + 1 < len(k.doc) else None
        if after is None or after.text != ",":
            continue
        return _text(words)
    return None


#: Adverbs that place an event after another one of the text ("later", "then", "eventually"):
#: with a present-tense aspectual verb they mark a narrative present (``_draft_aspectual``).
NARRATIVE_SEQUENCE_ADVERBS = frozenset(
    {"later", "then", "eventually", "subsequently", "afterwards", "afterward", "soon"}
)


#: Adverbs that locate or qualify the transition itself, not the state before it: "began to
#: smile again" is one more start, "soon started working" a quick one (Dowty 1979 ch. 2 on the
#: aspectual verbs' change; Quirk et al. 1985 §8.51-8.57, time position and frequency adjuncts).
TRANSITION_ADVERBS = frozenset(
    {
        "again",
        "anew",
        "once",
        "then",
        "now",
        "soon",
        "later",
        "eventually",
        "finally",
        "suddenly",
        "gradually",
        "immediately",
        "today",
        "yesterday",
        "tomorrow",
        "further",
        # "began drinking early in her marriage", "started painting late in life": time
        # position of the start (Quirk et al. 1985 §8.51), with the PP that follows them
        "early",
        "late",
    }
)


#: Prepositions of a time-position adjunct ("in May 2011", "on March 19", "towards the end
#: of the decade", "by the 1930s"; Quirk et al. 1985 §9.33-9.40).
TIME_POSITION_PREPS = frozenset({"in", "on", "at", "around", "towards", "toward", "by", "during"})


#: Prepositions and subordinators of a time adjunct that gives an end point ("until the
#: eruption", "till it closed"; Quirk et al. 1985 §9.39, §15.25 on "until" as the end of a
#: duration).
ENDPOINT_WORDS = frozenset({"until", "till", "til"})


def _endpoint_adjunct(child: Token) -> bool:
    """``child`` is an "until" phrase or clause of the complement verb."""
    if child.dep_ == "prep":
        return child.lower_ in ENDPOINT_WORDS
    if child.dep_ == "advcl":
        return any(k.dep_ == "mark" and k.lower_ in ENDPOINT_WORDS for k in child.children)
    return False


#: Prepositions that order an event before or after another ("before the wedding", "after the
#: war"; Quirk et al. 1985 §9.38 time-relation prepositions).
SEQUENCE_PREPS = frozenset({"before", "after"})


#: Subordinators of a time clause that locates an event at a point ("when the music ended",
#: "as soon as she arrived", "once it opened"; Quirk et al. 1985 §15.25).
POINT_TIME_SUBORDINATORS = frozenset({"when", "once", "as", "after", "before"})


def _time_clause(clause: Token) -> bool:
    """``clause`` is introduced by a point-time subordinator (``POINT_TIME_SUBORDINATORS``).
    The parser sometimes hangs "when the bell rang" on a gerund as a ccomp; a ccomp counts only
    under a verb that takes no question complement (``presupposition_question_predicates``),
    so "asking when it opened" keeps its complement."""
    if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in word_set(
        "presupposition_question_predicates"
    ):
        return False
    return any(
        k.dep_ in ("mark", "advmod") and k.i < clause.i and k.lower_ in POINT_TIME_SUBORDINATORS
        for k in clause.children
    )


#: -ly adverbs that are no manner adverbs (focus, degree, truth and hedge subjuncts: Quirk et
#: al. 1985 §8.116-8.127): they stay in a continuation draft.
DRAFT_KEPT_LY = frozenset(
    {"only", "really", "simply", "merely", "nearly", "hardly", "barely", "actually",
     "literally", "truly", "largely", "mostly", "mainly", "partly", "fully", "entirely",
     "practically", "virtually", "basically", "apparently", "probably", "certainly"}
)  # fmt: skip


def _stray_subject_adjective(trig: Token, subj: Token | None) -> Token | None:
    """ "as otherworldly visitors began to prey upon the weak": the tagger read the -ly
    adjective "otherworldly" as an adverb and the parser hung it on the verb, so the draft's
    subject lost it ("Visitors had not been preying ..." is about all visitors). An -ly word
    right before the subject's first word that WordNet has as an adjective and not as an
    adverb (otherworldly, ghostly, friendly, lonely: adjectives in -ly, Quirk et al. 1985
    §7.71) is the subject's premodifier: a premodifier restricts the noun and belongs to the
    description the presupposition is about."""
    if subj is None:
        return None
    first = subj.left_edge
    if first.i == 0:
        return None
    prev = first.doc[first.i - 1]
    if prev.head.i != trig.i or prev.dep_ != "advmod" or not prev.lower_.endswith("ly"):
        return None
    wn = wordnet()
    if wn.synsets(prev.lower_, "r") or not (
        wn.synsets(prev.lower_, "a") or wn.synsets(prev.lower_, "s")
    ):
        return None
    return prev


def _continuation_manner(trig: Token, comp: Token) -> set[int]:
    """A manner adverb between "continue/keep" and its -ing or infinitive complement ("just
    continues quietly clicking through photos", "kept nervously tapping"): "continue" takes
    for granted the activity before the reference time and asserts that it goes on
    (Karttunen 1973; NOPE App. A), and a manner adverb placed there describes the going on,
    the asserted part (Davidson 1967: a manner adverb predicates of the event it modifies;
    Ernst 2002 ch. 2): "he stops commenting and continues quietly clicking" does not take for
    granted that the earlier clicking was quiet. The draft keeps the bare activity ("He has been
    clicking through photos"). So does an adverb after the verb ("kept clicking quietly",
    "continue reading it carefully"): the draft states the prior activity with its object and
    without its manner (IMPPRES change-of-state templates; Simons 2001; blind review s1204v;
    stop 79, pr163), and a weaker draft is still entailed. Told by an -ly adverb (not
    ``DRAFT_KEPT_LY``) whose WordNet adverb sense derives from an adjective (a pertainym:
    quietly <- quiet). A "without" adjunct after the verb goes too (``_circumstance_adjunct``)."""
    out: set[int] = set()
    for k in comp.children:
        if _circumstance_adjunct(comp, k):
            out.update(t.i for t in k.subtree)
            continue
        if k.dep_ != "advmod" or not (trig.i < k.i != comp.i) or k.tag_ != "RB":
            continue
        word = k.lower_
        if not word.endswith("ly") or word in DRAFT_KEPT_LY:
            continue
        if any(
            p
            for syn in wordnet().synsets(word, "r")[:2]
            for lem in syn.lemmas()
            for p in lem.pertainyms()
        ):
            out.update(t.i for t in k.subtree)  # with its degree word ("too quickly")
    return out


#: Quantifiers of a frequency adjunct "many times", "several times", "a few times" (Quirk et
#: al. 1985 §8.64 on definite and indefinite frequency).
_FREQUENCY_QUANTIFIERS = frozenset({"many", "several", "few", "countless", "numerous", "multiple"})


def _continuation_circumstances(comp: Token) -> set[int]:
    """Adjuncts of the complement of "continue/keep" that belong to the continuation, not to
    the activity it continues (the token indices to drop): a future time-position adjunct ("in
    the future", "from now on"; Quirk et al. 1985 §8.51-8.57), which dates the continuation and
    cannot date the activity before it ("*I have been ordering this product in the future",
    blind review s1207b, twice); a frequency adjunct with a quantifier ("many times"; §8.60-
    8.64), which counts the continuing occasions; and an adverbial clause after the verb, the
    participle of attendant circumstance ("hoping I had just received a bad batch"; §15.58)
    or the purpose infinitive ("to see if ..."; §15.48), which gives the reason for going on.
    The presupposed prior state is the bare activity with its object (IMPPRES aspectual
    templates "X had been V-ing"; Karttunen 1973). A PP that is part of the activity ("keep
    ordering from them") stays."""
    out: set[int] = set()
    for k in comp.children:
        if k.i < comp.i:
            continue
        kids = list(k.children)
        future_pp = (
            k.dep_ == "prep"
            and k.lower_ == "in"
            and any(o.dep_ == "pobj" and o.lemma_.lower() == "future" for o in kids)
        ) or (k.dep_ == "prep" and k.lower_ == "from" and any(o.lower_ == "now" for o in kids))
        frequency = (
            k.lemma_.lower() == "time"
            and k.tag_ == "NNS"
            and k.dep_ in ("npadvmod", "dobj")
            and any(q.lower_ in _FREQUENCY_QUANTIFIERS or q.like_num for q in kids)
        )
        clause = k.dep_ == "advcl" and (
            k.tag_ == "VBG"
            or (k.tag_ == "VB" and any(a.dep_ == "aux" and a.lower_ == "to" for a in kids))
        )
        if future_pp or frequency or clause or _conditional_adjunct(k):
            out.update(t.i for t in k.subtree)
    return out


#: Subordinators of a condition on the continuation (Quirk et al. 1985 §15.33-15.35).
_CONDITION_MARKS = frozenset({"if", "unless", "provided", "providing"})


def _conditional_adjunct(k: Token) -> bool:
    """``k`` heads a conditional adjunct of the continued verb: "if the price stays low", or
    "as long as it is the cheaper of the two" (the parse hangs the clause on "long"). A
    condition on going on is about the future ("I will keep buying them if ...") and cannot
    qualify the activity before it: "I have been buying the non-organic as long as it is the
    cheaper of the two" was judged wrong (ab91b pres-004, stop 91 integration)."""
    if k.dep_ == "advcl" and any(
        m.dep_ == "mark" and m.lower_ in _CONDITION_MARKS for m in k.children
    ):
        return True
    # "as long as S": advmod "long" with "as" before it and an advcl below it
    return (
        k.dep_ == "advmod"
        and k.lower_ == "long"
        and any(a.lower_ == "as" and a.i < k.i for a in k.children)
        and any(c.dep_ == "advcl" for c in k.children)
    )


#: Prepositions of an adjunct that tells the circumstances in which an activity goes on, not
#: what the activity is: "without V-ing/NP" (a negative accompanying circumstance, Quirk et al.
#: 1985 §9.50-9.51, §15.59 on "without" + -ing as an adverbial of attendant circumstance).
CIRCUMSTANCE_PREPOSITIONS = frozenset({"without"})


def _circumstance_adjunct(comp: Token, k: Token) -> bool:
    """A "without" adjunct after the complement of "continue/keep" ("continue editing without
    checking the log", "kept walking without a map"): "continue" presupposes the prior activity
    and asserts that it goes on (Karttunen 1973; Simons 2001; IMPPRES's change-of-state
    templates state the bare prior activity), and an attendant-circumstance adjunct describes
    the going on, the asserted part, as a manner adverb does (``_continuation_manner``):
    "You can continue editing without worrying about it" does not take for granted that the
    editing so far was carefree (blind review s1204v pres-038/079). The object of the
    activity stays: it is part of what was going on."""
    return (
        k.dep_ == "prep"
        and k.lower_ in CIRCUMSTANCE_PREPOSITIONS
        and k.i > comp.i
        and any(c.dep_ in ("pobj", "pcomp") for c in k.children)
    )


def _transition_adjuncts(comp: Token) -> tuple[set[int], str | None]:
    """The words of an aspectual complement that time or qualify the change, and the time to
    write after "before". The prior state of "began publishing it in May 2011" held before May
    2011, not in it, and "had not been smiling again" contradicts itself: the adjunct modifies
    the transition the aspectual verb asserts, and the presupposed prior state precedes it
    (Dowty 1979; Karttunen 1973 on "stop"/"begin"). A single time-position PP becomes "before
    <time>"; the rest is left out ("... before")."""
    drop: set[int] = set()
    times: list[Token] = []
    verbs = [comp, *_coordinated_vps(comp)]
    for child in (k for v in verbs for k in v.children):
        if child.i < comp.i and child.dep_ != "advmod":
            continue
        if child.dep_ == "advmod" and child.lower_ in TRANSITION_ADVERBS:
            drop.add(child.i)
        elif (
            child.dep_ == "prep"
            and child.i - 1 in drop
            and child.doc[child.i - 1].lower_ in ("early", "late")
        ):
            # "early [in her marriage]": the parser hangs the adverb's PP on the verb
            drop.update(t.i for t in child.subtree)
        elif child.dep_ in ("advcl", "ccomp") and child.i > comp.i and _time_clause(child):
            # "stopped talking when the music ended": the clause times the transition
            drop.update(t.i for t in child.subtree)
        elif (
            child.dep_ == "npadvmod"
            and not _frequency_np(child)
            and (child.ent_type_ in ("DATE", "TIME") or _era(child) or _time_noun(child))
        ):
            # "stopped drinking last winter": the parser hangs the time NP on the gerund, but
            # it locates the transition, not the prior activity, which held before it (the
            # run's parse may have no NER, hence ``_time_noun``; pr106). "every morning" is
            # a frequency adjunct of the habitual activity and stays (``_frequency_np``),
            # whether or not NER types it TIME: a frequency adjunct quantifies over occasions
            # of the activity, it locates no one transition (Quirk et al. 1985 §8.64 on
            # frequency vs. time-position adjuncts; stop 76, mn77)
            drop.update(t.i for t in child.subtree)
        elif child.dep_ == "advmod" and child.lower_ == "ago" and child.i > comp.i:
            # "stopped working long ago": "ago" dates the transition (Quirk et al. 1985
            # §9.65), the prior activity held before it (pr106)
            drop.update(t.i for t in child.subtree)
        elif child.i > comp.i and (durative_adjunct(child) or occasion_adjunct(child)):
            # "continued swimming for hours", "kept swimming well past the point of
            # exhaustion": how long the activity went on after the reference time, not part of
            # the bare activity the aspectual verb presupposes (Dowty 1979 ch. 2;
            # ``durative_adjunct``); "started singing for the first time" counts the
            # transition's occasions, and the prior activity has no such count
            drop.update(durative_span(child))
        elif _endpoint_adjunct(child):
            # "continued to build up until the eruption": the end of the continuation, which
            # comes after the transition, not part of the state before it
            drop.update(t.i for t in child.subtree)
        elif child.dep_ == "prep" and child.lower_ in SEQUENCE_PREPS and child.i > comp.i:
            # "stopped smoking before the wedding": the PP orders the transition, and the
            # template's own "before" would double it ("... before the wedding before")
            drop.update(t.i for t in child.subtree)
        elif child.i > comp.i and _purpose_adjunct(child):
            # "started painting with the expectation that she would dazzle people": the aim
            # the activity was begun with, not part of the activity that had not been going on
            drop.update(t.i for t in child.subtree)
            if child.left_edge.i > 0 and child.doc[child.left_edge.i - 1].text == ",":
                drop.add(child.left_edge.i - 1)
        elif child.dep_ == "prep" and child.lower_ in TIME_POSITION_PREPS:
            pobjs = [t for t in child.children if t.dep_ == "pobj"]
            obj = pobjs[0] if pobjs else None
            if obj is not None and obj is not pobjs[-1] and _era(pobjs[-1]):
                # "around 3000 BCE" parsed as two objects: a date, but no one phrase to repeat
                # ("before 3000" would be a year of the common era)
                drop.update(t.i for t in child.subtree)
            elif obj is not None and _time_noun(obj):
                drop.update(t.i for t in child.subtree)
                times.append(obj)
        start = _appended_start(child, comp)
        if start is not None:
            # "started writing "Here", working with co-writers", "began to flow - sobs she
            # never expected": set-off material that comments on the matrix event
            drop.update(range(start, child.right_edge.i + 1))
    for child in (k for v in verbs for k in v.children):
        if child.i > comp.i and child.i not in drop and _cause_adjunct(child):
            # "stopped regenerating due to the monsters nearby": the cause explains the
            # change the aspectual verb asserts, not the prior activity, which had no such
            # cause (Abusch 2002, 2010: the presupposition of a change-of-state predicate is
            # the prior state alone; Quirk et al. 1985 §15.45 on reason adjuncts)
            drop.update(t.i for t in child.subtree)
    for tok in comp.subtree:
        if tok.lower_ == "even" and tok.dep_ == "advmod" and tok.i > comp.i:
            # "continued to insist on leading them even into her dotage": "even" marks its
            # associate as the far end of a scale the continuation is asserted to reach
            # (Karttunen & Peters 1979 on "even"); the presupposed earlier activity is the
            # activity before that point, not "into her dotage before". A verb associate
            # ("started to sing and even dance") is a conjoined activity of the complement,
            # not a point on that scale: only "even" goes, or the coordinator is left dangling
            # ("*had not been singing and before")
            adjunct = tok.head.i == tok.i + 1 and tok.head.pos_ not in ("VERB", "AUX")
            span = tok.head if adjunct else tok
            drop.add(tok.i)
            drop.update(t.i for t in span.subtree)
    drop |= _dashed_span(comp)
    drop |= _parenthesised_clauses(comp)
    times.extend(_title_time_objects(comp, drop))
    when = None
    if len(times) == 1:
        obj = times[0]
        when = _text([t for t in obj.subtree if not (t.is_punct and t.i == obj.right_edge.i)])
    return drop, when


def _cause_adjunct(child: Token) -> bool:
    """A reason adjunct of the complement's verb: a "because of / due to / owing to / thanks
    to" PP or a "because"-clause (Quirk et al. 1985 §9.44, §15.45)."""
    if child.dep_ == "prep" and child.lower_ in CAUSAL_OPENERS:
        return True
    return child.dep_ == "advcl" and any(
        m.dep_ == "mark" and m.lower_ == "because" for m in child.children
    )


#: Dependents that a comma sets off as a supplementive adjunct of the complement's event: a
#: participle or verbless clause ("working with co-writers"), a PP or adverb ("despite the
#: injury") after a comma.
SUPPLEMENT_DEPS = frozenset({"advcl", "prep", "advmod", "npadvmod"})


#: Dashes that set off appended material; a hyphen counts only when spaced (" - ").
DASHES = frozenset({"-", "--", "\u2013", "\u2014"})


#: Dependents that make the words around a spaced hyphen one compound modifier ("maximum -
#: security prison", "Thirty - four"): a hyphen inside a word, whatever its spacing.
COMPOUND_PART_DEPS = frozenset({"amod", "compound", "nmod", "nummod", "quantmod", "npadvmod"})


def _spaced_dash(tok: Token) -> bool:
    """A dash that sets off material: an en or em dash, a double hyphen, or a hyphen with a
    space on both sides in running text that is not a compound ("maximum - security")."""
    if tok.text not in DASHES:
        return False
    if tok.text != "-":
        return True
    if tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return False
    prev, nxt = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    # a tokenized source ("securely , Caldern") spaces every hyphen: there it says nothing
    if not (prev.whitespace_ and tok.whitespace_) or looks_tokenized(tok.doc.text):
        return False
    compound = nxt.dep_ in COMPOUND_PART_DEPS or (
        prev.dep_ in COMPOUND_PART_DEPS and prev.head == nxt
    )
    return not compound


def _appended_start(child: Token, comp: Token) -> int | None:
    """Where the set-off material of ``child`` starts, if ``child`` follows the complement verb
    behind a comma (a supplementive clause or adjunct: "started writing it, working with
    co-writers"); the words after a spaced dash (appended material: "began to flow
    uncontrollably - sobs she never expected", which the parser may hang on the verb as an
    object) are ``_dashed_span``. Such material is
    loosely attached: a supplementive clause gives circumstances of the matrix event (Quirk et
    al. 1985 §15.58-15.60, Huddleston & Pullum 2002 ch. 14 §9) and a dash marks an appendix or
    afterthought (Quirk et al. 1985 §17.65, Appendix III.20), not part of the activity whose
    prior absence or presence "start"/"stop"/"continue" presuppose (Karttunen 1973; Dowty 1979
    ch. 2); kept, it runs into the draft as a garbled clause (blind review s1129l)."""
    if child.i <= comp.i:
        return None
    before = child.left_edge.i - 1
    if before <= comp.i:
        return None
    if child.doc[before].text == "," and child.dep_ in SUPPLEMENT_DEPS:
        return before
    return None


def _dashed_span(comp: Token) -> set[int]:
    """The words of the complement from a spaced dash after the verb to the closing dash, or to
    the end of the complement if none closes it ("began to rise - slowly at first"): appended
    or parenthetic material (``_appended_start``), whatever word the parser hung it on."""
    words = [t for t in comp.subtree if t.i > comp.i]
    for k, t in enumerate(words):
        if _spaced_dash(t):
            end = next((u.i for u in words[k + 1 :] if _spaced_dash(u)), comp.right_edge.i)
            return set(range(t.i, end + 1))
    return set()


def _parenthesised_clauses(comp: Token) -> set[int]:
    """The words of a bracketed clause after the complement verb, brackets included ("began to
    design the chip (later renamed the ARM)"): a parenthesis is a supplement, outside the
    clause's integrated content (Huddleston & Pullum 2002 ch. 15 §5; Quirk et al. 1985
    §17.65), and a verb inside it adds its own event ("later renamed"), which the prior state
    the aspectual verb presupposes does not include; its words without the brackets read as a
    restrictive reduced relative ("the chip later renamed the ARM", review s1202z)."""
    doc = comp.doc
    out: set[int] = set()
    words = [t for t in comp.subtree if t.i > comp.i]
    for t in words:
        if t.text != "(":
            continue
        close = next((u.i for u in doc[t.i + 1 : comp.right_edge.i + 1] if u.text == ")"), None)
        if close is None:
            continue
        if any(u.pos_ in ("VERB", "AUX") for u in doc[t.i + 1 : close]):
            out.update(range(t.i, close + 1))
    return out


def _title_time_objects(comp: Token, drop: set[int]) -> list[Token]:
    """A time-position PP after a quoted title that the parser hung on a word of the title
    ("with "Stop the Music" in 1949": "in 1949" under "Stop"). The quotation marks close the
    title, a name that takes no adjunct of its own (Quirk et al. 1985 §17.87 on titles as
    names), so the PP times the clause: dropped from the draft like the complement's own time
    PP, its object returned for "before <time>"."""
    out: list[Token] = []
    pairs = _quote_pairs(comp.doc)
    for a, b in pairs:
        if not (comp.i < a and b <= comp.right_edge.i):
            continue
        for t in comp.doc[a + 1 : b]:
            for child in t.children:
                if child.i <= b or child.i in drop:
                    continue
                if child.dep_ != "prep" or child.lower_ not in TIME_POSITION_PREPS:
                    continue
                obj = next((k for k in child.children if k.dep_ == "pobj"), None)
                if obj is not None and _time_noun(obj):
                    drop.update(x.i for x in child.subtree)
                    out.append(obj)
    return out


#: Nouns of aim or attitude whose PP with a clause is a purpose adjunct ("with the expectation
#: that ...", "in the hope that ...", "with the aim of ...", "with the intention to ...").
PURPOSE_NOUNS = frozenset(
    {"expectation", "hope", "intention", "aim", "goal", "idea", "purpose", "object", "view",
     "belief", "wish", "desire", "intent", "plan", "ambition", "dream", "order"}
)  # fmt: skip


def _purpose_adjunct(child: Token) -> bool:
    """A purpose adjunct of an aspectual complement: "in order to"/"so as to"/"so that" clauses
    and a "with/in" PP whose aim noun takes a clause ("with the expectation that she would
    dazzle people", "in the hope of winning"). It gives the purpose or attitude of the agent at
    the transition (Quirk et al. 1985 §8.90 and §15.48 on purpose adjuncts), which the prior
    state ("had not been painting before") does not include (blind review, twenty-first pass)."""
    if child.dep_ in ("advcl", "xcomp"):
        words = [t.lower_ for t in child.doc[child.left_edge.i : child.i]]
        if words[:2] in (["in", "order"], ["so", "as"]) or words[:2] == ["so", "that"]:
            return True
        # "continue to transmit for a while to ensure that all nodes detect it": a bare
        # "to"-infinitive adverbial clause after the object and adjuncts is a purpose clause
        # as well ("to" alone marks purpose, Quirk et al. 1985 §15.48; Huddleston & Pullum
        # 2002 ch. 8 §14.1), the aim at the transition, not part of the earlier activity; an
        # xcomp ("keeps trying to win") is the verb's own complement and stays (review s1202z)
        return (
            child.dep_ == "advcl"
            and child.tag_ == "VB"
            and words[:1] == ["to"]
            and not any(k.dep_ in ("nsubj", "nsubjpass") for k in child.children)
        )
    if child.dep_ != "prep" or child.lower_ not in ("with", "in"):
        return False
    obj = next((t for t in child.children if t.dep_ == "pobj"), None)
    if obj is None or obj.lemma_.lower() not in PURPOSE_NOUNS:
        return False
    return any(
        k.dep_ in ("acl", "ccomp", "relcl")
        or (k.dep_ == "prep" and k.lower_ == "of" and any(g.tag_ == "VBG" for g in k.children))
        for k in obj.children
    )


#: Dependency labels of a clause inside a complement: after one, a final "before" would attach
#: to that inner clause, so the drafts say "previously" (stop 59, pr96).
_INNER_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "advcl", "relcl", "acl"})


def _has_clause_inside(comp: Token) -> bool:
    """Does the complement ``comp`` hold a clause of its own below its head?"""
    return any(t.dep_ in _INNER_CLAUSE_DEPS for t in comp.subtree if t is not comp)


def _anchored(head: str, predicate: str, comp: Token, when: str | None) -> str:
    """The prior-state draft ``head predicate`` with its time anchor: "before" (with the
    trigger's time phrase ``when``), or "previously" after the auxiliaries when the complement
    holds a clause of its own, so that "before" does not attach to that clause (stop 59, pr96)."""
    if _has_clause_inside(comp) and not when:
        return _sentence(f"{head} previously {predicate}")
    return _sentence(f"{head} {predicate} before{' ' + when if when else ''}")
