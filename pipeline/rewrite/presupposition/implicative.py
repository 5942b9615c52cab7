"""Implicative drafts: "managed to V" -> "It would take effort to V" (Karttunen 1971)."""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from ...lexicon.implicatives import draft_template
from ...lexicon.wordnet import (
    wordnet,
)
from ...records import Candidate
from .helpers import (
    CONCRETE_LEXNAMES,
    Draft,
    _be,
    _non_agent,
    _np,
    _past,
    _sentence,
    _subject,
    _time_of,
    _vp_base,
)
from .shared import (
    OBJECT_CASE,
)

#: The opening of an implicative template that evaluates the complement's event
#: (``wordlists/implicatives.tsv``: "have the misfortune" -> "It is unfortunate to {vp}").
EVALUATED_EVENT_DRAFT = "It is unfortunate"


def _draft_implicative(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    pred = c.features.get("predicate", trig.lemma_)
    template = draft_template(pred)
    comp = next(
        (
            t
            for t in trig.subtree
            if t.dep_ in ("xcomp", "ccomp", "pcomp", "acl", "relcl")
            and t.pos_ in ("VERB", "AUX")
            and t.i > trig.i
        ),
        None,
    )
    subj = _subject(trig)
    flags = ["draft"]
    if comp is None or c.features.get("complement_form") == "NP":
        # the extractor found a noun-phrase object, not a verbal complement: a verb further
        # down ("avoid those price rises that are possible", "avoid mistakes by computerizing
        # records") belongs to a relative clause or an adjunct, not to "avoid"
        return _draft_avoided_np(c, trig, pred)
    if "tried" in template and subj is not None and _non_agent(subj, authors_act=True):
        # "The strategy failed to cut costs" presupposes no attempt: trying needs an agent with
        # intentions (Karttunen 1971 "Implicative verbs": the "try" presupposition of "fail"
        # holds of agentive subjects; Dowty 1991 proto-agent volition); with an inanimate subject
        # "fail to" is plain "not"
        return None
    vp = _vp_base(comp)
    if template.startswith(EVALUATED_EVENT_DRAFT):
        # "These animals have the misfortune to produce X": the misfortune is these animals'
        # producing X, a particular event, so the evaluation needs its subject ("It would be
        # unfortunate for these animals to produce X", hypothetical like "It would take
        # effort to V", so that it holds under every embedding; Quirk et al. 1985 §16.40 on "for"
        # subjects, §16.75 on evaluative adjectives with extraposed clauses). Without one, "It
        # is unfortunate to produce X" judges anyone's producing X, which is not presupposed.
        # "manage" and "dare" keep IMPPRES's subjectless wording: the effort or courage they
        # presuppose is the action's own (Karttunen 1971 "Implicative verbs").
        if subj is None or _np(subj) is None:
            return None
        who = OBJECT_CASE.get(subj.lower_, _np(subj))
        text = f"It would be unfortunate for {who} to {vp}"
        return Draft(_sentence(text), True, f"implicative:{pred}", flags)
    subj_text = _np(subj) if subj is not None else "someone"
    if subj is None:
        flags.append("no_subject")
    if "{subj}" not in template and subj is not None and _pronoun_needs_subject(comp):
        # "The Republicans managed to pass their bill" -> "It would take effort for the
        # Republicans to pass their bill": a subjectless "It would take effort to pass their
        # bill" leaves the pronoun without its antecedent, the matrix subject (Quirk et al. 1985
        # §16.40 on "for"-subjects of infinitives; blind review #11, twenty-second pass)
        who = OBJECT_CASE.get(subj.lower_, subj_text)
        template = re.sub(r" to \{vp\}$", f" for {who} to {{vp}}", template, count=1)
    text = template.format(subj=subj_text, be=_be(subj, _past(trig)), vp=vp)
    return Draft(
        _sentence(text), subj is not None or "{subj}" not in template, f"implicative:{pred}", flags
    )


#: Adjectives of possibility and likelihood (Quirk et al. 1985 §4.50 on modal adjectives).
MODAL_ADJECTIVES = frozenset({"possible", "likely", "probable", "inevitable", "unavoidable"})


def _tensed_verb(verb: Token) -> Token:
    """The verb whose tense a bare infinitive or a tenseless conjunct takes: "can do many
    things and still avoid X" (the conjunct shares "can"), "Our concern is to avoid X" (the
    infinitive is timed by "is"): a non-finite verb has no tense of its own (Huddleston &
    Pullum 2002 ch. 14 §1), so the draft follows the nearest finite or auxiliated verb."""
    cur = verb
    for _ in range(6):
        if any(k.dep_ in ("aux", "auxpass") and k.tag_ != "TO" for k in cur.children):
            return cur
        if cur.tag_ not in ("VB", "VBG") or cur.dep_ not in ("conj", "xcomp", "ccomp", "advcl"):
            return cur
        if cur.head.i == cur.i or cur.head.pos_ not in ("VERB", "AUX"):
            return cur
        cur = cur.head
    return cur


#: WordNet lexicographer files of what can happen: acts, events, states, processes.
EVENTUALITY_LEXNAMES = frozenset(
    {"noun.act", "noun.event", "noun.state", "noun.process", "noun.phenomenon"}
)


def _draft_avoided_np(c: Candidate, trig: Token, pred: str) -> Draft | None:
    """ "avoid" + a noun phrase naming an eventuality ("avoid dangerous mistakes", "avoided a
    shutdown", "should avoid unnecessary price increases") presupposes that the eventuality was
    (or is) a possibility, not that it "was expected": NOPE App. A's "the event was expected"
    is the wording of the agentive "avoid V-ing", whose subject was expected to act (Karttunen
    1971); with an event object, "avoid" is "prevent from happening" (WordNet avoid.v.03
    "prevent the occurrence of"), whose precondition is that it could happen (Beaver & Geurts
    2014 on preconditions of verbs of prevention). The draft keeps the source's time: a past or
    perfect "avoided" speaks of a past possibility, a present, modal or generic one ("can
    avoid", "should avoid") of a present one (NOPE App. C: adjust tense to the source).

    No draft for other objects: a concrete thing or place ("avoided the main road") is avoided,
    not prevented; an obligation ("avoid responsibility", WordNet duty.n.01 and below) is evaded,
    and "Responsibility was possible" is not what the sentence takes for granted; "resist" and
    "bother" with an object are not implicative ("resist change" = oppose, "bother him" = annoy).
    """
    if pred != "avoid":
        return None
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj", "nsubjpass")), None)
    if obj is None or obj.pos_ != "NOUN":
        return None
    synsets = wordnet().synsets(obj.lemma_.lower(), "n")
    if not synsets or synsets[0].lexname() in CONCRETE_LEXNAMES:
        return None
    if not any(s.lexname() in EVENTUALITY_LEXNAMES for s in synsets[:2]):
        return None
    duty = wordnet().synset("duty.n.01")
    if any(s == duty or duty in s.closure(lambda x: x.hypernyms()) for s in synsets[:1]):
        return None
    if any(t.lemma_.lower() in MODAL_ADJECTIVES for t in obj.subtree):
        # "avoid those price rises that are possible only in wartime": the noun phrase already
        # says so, and "Those price rises that are possible are possible" says nothing
        return None
    coordinated = any(k.dep_ == "conj" for k in obj.children)
    past = _time_of(_tensed_verb(trig)) == "past"
    be = ("were" if past else "are") if coordinated else _be(obj, past)
    # "avoided world war on the one hand, and appeasement on the other": the correlative
    # conjunct "on the one hand" is an adverbial of the clause (Quirk et al. 1985 §8.137), not
    # part of what was possible
    np = re.sub(r",?\s*on the (?:one|other) hand\b,?", "", c.features.get("complement", ""))
    if not np.strip():
        return None
    # a coordinated object often drags adjuncts of the verb into its last conjunct ("avoided
    # world war on the one hand, and appeasement on the other"): drafted, not vouched for
    return Draft(_sentence(f"{np} {be} possible"), not coordinated, "implicative:np", ["draft"])


#: Third-person pronouns (and reflexives) whose antecedent in an implicative's complement is
#: usually the matrix subject ("managed to pass their bill", "dared to show himself").
SUBJECT_BOUND_PRONOUNS = frozenset(
    {
        "his", "her", "its", "their", "him", "them", "himself", "herself", "itself",
        "themselves", "my", "our", "me", "us", "myself", "ourselves",
    }
)  # fmt: skip


def _pronoun_needs_subject(comp: Token) -> bool:
    """The complement VP holds a pronoun bound by the matrix subject (``SUBJECT_BOUND_PRONOUNS``):
    a subjectless draft of it would leave the pronoun without its antecedent."""
    return any(
        t.lower_ in SUBJECT_BOUND_PRONOUNS and t.i > comp.i and t.pos_ == "PRON"
        for t in comp.subtree
    )
