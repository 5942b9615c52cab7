"""Verb-complement signatures of characterizing (generic and habitual) presents, and of an
enabling "allow/permit" whose subject and permittee are both things (stop 103, vc229).

- ``habitual_choice``: the simple present of "choose/opt/elect to V" with no modal ("Many people
  choose to cycle to work" -> "Many people cycle to work"). A habitual present of an agentive
  verb describes a practice, a generalization over occasions on which the act is done
  (Quirk et al. 1985 §4.6-4.8; Krifka et al. 1995 §1.1 on habituals); for a choice
  predicate the choosing on each occasion is the taking of the option, the actuality
  entailment of the perfective choice ("chose to", ``choose:past``; Hacquard 2009) repeated.
  RP19's annotators rate three of the four positive "choose to" items entailment (1,2,2; 1,2,2;
  2,2,2). Not "decide": a decision precedes the act and can be left unexecuted (RP19 o/o, and its items
  are past; "decide" keeps it). Negated, "do not choose to V" leaves V open: +/o.
- ``denied_generic_tendency``: "Theorists do not tend to stay close to schools" ->
  "Theorists stay close to schools": with a kind-referring subject (a bare plural or mass
  noun, or a nationality name "The Japanese") and the present, the hypothesis is itself a
  characterizing sentence about the kind, and "tend to V" names exactly the characteristic
  property it states (Carlson 1977; Krifka et al. 1995 §1.2: a generic and its "tend to"
  paraphrase have the same truth conditions, both tolerating exceptions); so denying the
  tendency denies the generic: +/-. RP19's annotators rate every negated "tend to" item below
  zero (-1,-1,-1 for "The Japanese do not tend to ..."). The sixty-first pass's +/o stays for
  an individual or quantified subject ("She does not tend to ...", "Each area ..."), where the
  hypothesis is an episodic or habitual claim about particulars, and vc226's episodic past
  and the modal keep their o/o.
- ``conditions_prevent``: "conditions that do not allow life to exist" -> "Life exists." is a
  contradiction: with a thing as subject (no person, group, norm) and a thing as permittee
  (no person, group, animal, place), "allow" is no permission (nobody can take up or defy
  it) but enablement, which asserts a necessary condition (Nadathur & Lauer 2020 on "allow/
  enable" as causal necessity; Karttunen 1971 on "only if" verbs; Talmy 1988 on letting), so
  its negation entails the complement's negation: o/-. The positive stays o: an enabling
  condition does not bring the event about (vc128, s1204f verb-008). A person or norm as
  subject ("The rules do not allow players to ...") or an animate permittee keeps o/o.
"""

from __future__ import annotations

from spacy.tokens import Token

from ..lexicon.wordnet import first_sense_lexname, norm_noun
from ..syntax import MODAL_FORMS, PRESENT_TAGS

#: Choice verbs whose habitual present carries out the chosen act (module doc).
HABITUAL_CHOICE_VERBS = frozenset({"choose", "opt", "elect"})

#: WordNet lexicographer files of beings that can take up or defy a permission (as
#: ``verb_complement._ANIMATE_LEXNAMES``) and of the norms and agents that grant one.
_AGENT_LEXNAMES = frozenset({"noun.person", "noun.group", "noun.animal", "noun.location"})

_WH_TAGS = frozenset({"WDT", "WP", "WP$"})

#: Quantifying modifiers that spaCy attaches as "amod" ("many theorists"): quantified, not
#: kind-referring subjects (Carlson 1977).
_QUANTIFIER_MODIFIERS = frozenset(
    {"many", "most", "some", "few", "several", "all", "numerous", "various", "certain", "more"}
)


def _subject(verb: Token) -> Token | None:
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.tag_ in _WH_TAGS and verb.dep_ == "relcl":
        subject = verb.head
    return subject


def _present_unmodalized(verb: Token) -> bool:
    """A simple present: "chooses", "choose", or "does/do not choose" (no modal, no perfect or
    progressive, no passive)."""
    auxes = [a for a in verb.children if a.dep_ in ("aux", "auxpass")]
    if any(a.lower_ in MODAL_FORMS or a.dep_ == "auxpass" for a in auxes):
        return False
    if verb.tag_ in PRESENT_TAGS:
        return not auxes
    if verb.tag_ == "VB":
        return len(auxes) == 1 and auxes[0].lemma_ == "do" and auxes[0].tag_ in PRESENT_TAGS
    return False


def habitual_choice(verb: Token, lemma: str) -> bool:
    """Is ``verb`` the simple, unmodalized present of "choose/opt/elect" (subject control)?"""
    return lemma in HABITUAL_CHOICE_VERBS and _present_unmodalized(verb)


def _kind_subject(subject: Token | None) -> bool:
    """A bare plural or bare mass noun ("Theorists", "Such plants": "such" keeps the kind
    reading) or a nationality name ("The Japanese"). A quantifier ("Many/Most/Some theorists")
    makes the subject quantified, not kind-referring (Carlson 1977), and is left out."""
    if subject is None:
        return False
    if subject.ent_type_ == "NORP":
        return True
    if subject.pos_ != "NOUN":
        return False
    if any(c.dep_ in ("det", "poss", "nummod") and c.lower_ != "such" for c in subject.children):
        return False
    if any(c.lower_ in _QUANTIFIER_MODIFIERS for c in subject.children):
        return False
    return subject.tag_ == "NNS" or (
        subject.tag_ == "NN"
        and first_sense_lexname(subject.lemma_.lower(), "NOUN") in ("noun.substance", "noun.food")
    )


def denied_generic_tendency(verb: Token) -> bool:
    """Is ``verb`` "tend" in the unmodalized present with a kind-referring subject?"""
    return _present_unmodalized(verb) and _kind_subject(_subject(verb))


def _thing(token: Token | None) -> bool:
    if token is None or token.pos_ != "NOUN" or token.ent_type_:
        return False
    first = first_sense_lexname(token.lemma_.lower(), "NOUN")
    return first is not None and first not in _AGENT_LEXNAMES


def conditions_prevent(verb: Token) -> bool:
    """Is ``verb`` an active "allow/permit X to V" whose subject is a thing that is no norm
    ("conditions", "the membrane") and whose permittee X is a thing ("life", "water")?"""
    if any(c.dep_ == "auxpass" for c in verb.children):
        return False
    subject = _subject(verb)
    if not _thing(subject) or norm_noun(subject.lemma_.lower()):
        return False
    permittee = next((c for c in verb.children if c.dep_ in ("dobj", "dative")), None)
    if permittee is None:
        # spaCy often parses "allow life to exist" as a clausal complement whose subject is X
        clause = next((c for c in verb.children if c.dep_ in ("ccomp", "xcomp")), None)
        if clause is not None:
            permittee = next((c for c in clause.children if c.dep_ == "nsubj"), None)
    return _thing(permittee)
