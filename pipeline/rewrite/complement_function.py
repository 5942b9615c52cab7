"""The generic present of a standing aim: "The project aims to map every river" -> "The project
maps every river", not "The project will map every river" (stop 103, vc227).

"aim/aspire to V" is in ``FUTURE_IN_PRESENT``, whose to-infinitive the rewriter renders with
"will" under a present matrix ("She aims to win the race next year" -> "She will win the race
next year"; Wurmbrand 2014 on future irrealis infinitives; vc76/vc199). With a thing, an
institution or a kind as subject, the simple present "aims to V" states what the subject is
for, its standing purpose or function, which holds for as long as the subject exists: the
state present, not a report of one intention about one later event (Quirk et al. 1985 §4.6-4.8
on the state and habitual present; Krifka et al. 1995 on characterizing sentences). Its content
is then the characterizing present of the activity ("The VA aims to help veterans" -> "The VA
helps veterans"), as "be designed to" and the passive "be intended to be" already give
(``FUTURE_IN_PRESENT`` leaves "design" out; ``complement._designed_state``), and as RP19's gold
writes it. A person's own aim keeps the will-future (an intention is about the intender's later
act), and so does one event placed or bounded in time: a deictic or dated adverbial ("by 2030",
"next year"), an achievement verb whose culmination happens once (Vendler 1957; Dowty 1979 ch. 2:
"aims to become the largest bank", "to win the election"), or a single counted object ("to build
a school", "to plant one million trees": a quantized theme makes one bounded event, Krifka
1998), none of which is a standing function. Only the simple present counts: "is aiming to",
"has aimed to" and a past "aimed to" keep their renderings."""

from __future__ import annotations

from spacy.tokens import Token

from ..syntax import PRESENT_TAGS, subject_of, verb_lemma
from .anaphora import person_noun, relative_antecedent

#: Verbs of aim whose simple present with a non-personal subject states a standing purpose.
#: Not "plan/intend/hope/want" (an intention or attitude about a later act, which needs a mind:
#: Levin 1993 §32.1 on "want" verbs) nor "seek" (already outside FUTURE_IN_PRESENT).
STANDING_AIM_VERBS = frozenset({"aim", "aspire"})

#: Achievement verbs (Vendler 1957; Dowty 1979 ch. 2): their event culminates once, so "aims to
#: become the largest bank" is about one later change, not a standing function.
_ACHIEVEMENTS = frozenset(
    {"become", "win", "reach", "finish", "complete", "achieve", "attain", "launch", "open"}
    | {"release", "found", "establish", "secure", "obtain", "gain", "join", "return", "replace"}
)
#: Subject pronouns that name a person or a group of persons (I, you, he, she, we, they):
#: their aim is an intention about their own later act.
_PERSONAL_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "who"})
#: Determiners and numerals of a single counted object ("a school", "one bridge").
_SINGLE = frozenset({"a", "an", "one"})


def _kind_or_thing(subject: Token) -> bool:
    """Is ``subject`` a thing, an institution or a kind: "it"/"this", a named organisation,
    place or work, a common noun that is no person, or a bare plural (a kind, Carlson 1977:
    "Teachers aim to inspire students")?"""
    if subject.lower_ in ("it", "this"):
        return True
    if subject.pos_ == "PRON" or subject.lower_ in _PERSONAL_PRONOUNS:
        return False
    if subject.tag_ == "NNS" and not any(
        c.dep_ in ("det", "poss", "nummod") for c in subject.children
    ):
        return True  # a bare plural names the kind
    if subject.pos_ == "PROPN":
        # a name is a person's unless the entity type says otherwise
        return subject.ent_type_ in ("ORG", "GPE", "FAC", "PRODUCT", "WORK_OF_ART", "LAW")
    return subject.tag_ in ("NN", "NNS") and not person_noun(subject)


def _one_bounded_event(head: Token) -> bool:
    """Is the infinitive ``head`` one bounded event: an achievement verb, or an object
    counted as one thing or a number of things ("to build a school", "to plant 500 trees")?"""
    if verb_lemma(head) in _ACHIEVEMENTS:
        return True
    for obj in head.children:
        if obj.dep_ not in ("dobj", "attr") or verb_lemma(head) == "be":
            continue
        if any(c.dep_ == "det" and c.lower_ in _SINGLE for c in obj.children):
            return True
        if any(c.dep_ == "nummod" for c in obj.children):
            return True
    return False


def standing_aim(verb: Token, tag: str) -> bool:
    """Is ``verb`` a simple-present "aim/aspire to V" (``tag`` its finite tag) with a thing,
    institution or kind as subject and an infinitive that is no single bounded event (see the
    module)? Then the infinitive states the subject's standing purpose and takes the
    characterizing present, not "will". A deictic or dated time adverbial in the infinitive is
    tested by the caller (``complement._future_in_present``)."""
    if verb_lemma(verb) not in STANDING_AIM_VERBS or tag not in PRESENT_TAGS:
        return False
    if verb.tag_ in ("VBG", "VBN") or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "MD" for c in verb.children
    ):
        return False  # "is aiming to", "has aimed to", "may aim to"
    head = next((c for c in verb.children if c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")), None)
    if head is None or _one_bounded_event(head):
        return False
    subject = subject_of(verb)
    if subject is None and verb.dep_ == "conj":
        subject = subject_of(verb.head)  # "The fund was set up in 1990 and aims to ..."
    if subject is not None and subject.lower_ in ("that", "which"):
        # a relative pronoun stands for the noun its clause modifies ("a branch of science
        # that aims to describe ...": the branch; Quirk et al. 1985 §17.9-17.12), whose kind
        # decides as a subject's would; "who" is personal and keeps "will" above
        subject = relative_antecedent(subject)
    return subject is not None and _kind_or_thing(subject)
