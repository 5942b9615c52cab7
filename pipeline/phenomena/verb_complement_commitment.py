"""verb_complement: labels that follow what the sentence commits to, not the lexicon row alone
(stop 103, branch vc226).

- ``episodic_tended``: past "tended to V" over an eventive verb with no habitual cue ("The policy
  tended to weaken the party" -> "The policy weakened the party."). "tend to" names a
  disposition or characterizing tendency (Krifka et al. 1995 §1.2; Carlson 1977), which
  tolerates exceptions; it is no implicative (Karttunen 1971 lists none of the kind; RP19's
  +/o row comes from its annotators' generic items). The simple past of an eventive verb with
  no frequency adverb or recurrence clause reads as a report of one past event (Quirk et al.
  1985 §4.11-4.13: the habitual past needs a frequency adverbial or a clear context; Comrie
  1976 §1.2 on habituals), which the tendency does not entail: o/o. The veridicality gold's one
  past item ("She tended to change her mind when confronted", +1,+1,+1) has the recurrence
  clause and keeps +/o, as do a stative complement ("She tended to be shy" -> "She was shy":
  a state, no episode), the present, and the modal (``tend:modal``).
- ``distinction_boast``: "X can/could boast that P". With the modal of ability "boast" is the
  idiom of possession "have as a source of pride" (Merriam-Webster "boast" v. transitive 2, "to
  have or display as a usually laudable feature"; OED s.v. "boast" v. 5, "to possess as a thing
  to be proud of", as in "the town can boast two churches"): one can boast that P only if P is
  so, and the writer who says so endorses P. S entails P (+); "could not boast that P" says the
  distinction is lacking, which leaves P open (o). The plain report "boasted that P" stays o/o
  (a non-factive verb of saying; RP19 §4.1 default). Not under "if", a question, a perfect
  ("could have boasted": counterfactual) or a second auxiliary.
- ``formula_performative``: "I beg to inform you that P", "I make bold to inform you that P":
  first-person present formulas of polite assertion (OED s.v. "beg" v. 5, "to take leave to do
  something: I beg to inform you"; s.v. "bold" adj., "to make bold": to venture, take the
  liberty) perform the informing they name, like the emotive hedge "I am pleased to inform you"
  (Fraser 1975, "Hedged performatives"; Austin 1962; Searle 1969: an assertive performative
  commits the speaker to P): S entails P. The trigger "beg" of the formula is no request
  ("beg to V" = ask, o/o): ``beg_formula`` drops that candidate, whose hypothesis ("I will
  inform you that P") misreads the formula.
- ``negated_performative_formula``: no ¬S pair where the added negation lands on such a
  formula or on an emotive hedge ("*I am not pleased to inform you that P", "*I do not beg to
  inform you"): a speaker does not deny the frame of the act being performed, so the negated
  premise is no natural sentence (Austin 1962 lecture V on the first-person present as the
  performative form; Fraser 1975). The formula negated in the source ("I'm not ashamed to say")
  is left to ``emotive_hedge``.
"""

from __future__ import annotations

from spacy.tokens import Token

from ..syntax import PRESENT_TAGS, SPEAKER_PRONOUNS, verb_lemma
from .verb_complement_context import announcing_infinitive, emotive_hedge

#: Adverbials of recurrence that make a simple past habitual (Quirk et al. 1985 §8.63-8.64 on
#: frequency adjuncts; §15.25 on "when/whenever" clauses of recurrence).
_FREQUENCY = frozenset(
    {"often", "usually", "always", "sometimes", "frequently", "regularly", "generally"}
    | {"normally", "typically", "routinely", "occasionally", "constantly", "habitually"}
    | {"invariably", "repeatedly", "commonly", "ordinarily", "customarily"}
)
_RECURRENCE_MARKS = frozenset({"when", "whenever", "if", "once", "while", "as"})
#: Stative verbs (Vendler 1957; Quirk et al. 1985 §4.28 on stative verb senses): their simple
#: past states how things were, no single event, so the episodic reading does not arise.
_STATIVES = frozenset(
    {"be", "have", "own", "possess", "know", "like", "love", "hate", "prefer", "want", "need"}
    | {"belong", "consist", "contain", "resemble", "remain", "stay", "depend", "lack", "seem"}
    | {"appear", "look", "feel", "cost", "weigh", "mean", "live", "believe", "think", "hold"}
    | {"exist", "involve", "include", "require", "reflect", "favour", "favor", "agree"}
)


def _habitual_cue(verb: Token, head: Token) -> bool:
    """A frequency adverb, a "when/whenever" (or conditional) clause of recurrence, or an
    "every/each" phrase in the complement headed by ``head`` or on ``verb`` (where the parser
    may hang a final adverbial clause)."""
    for t in [*head.subtree, *(c for c in verb.children if c.dep_ == "advcl")]:
        if t.dep_ == "advmod" and t.lower_ in _FREQUENCY:
            return True
        if t.dep_ == "advcl" and t.head.i in (head.i, verb.i):
            if any(
                m.lower_ in _RECURRENCE_MARKS and m.dep_ in ("mark", "advmod") for m in t.children
            ):
                return True
            if t.tag_ == "VBN" and not any(c.dep_ == "nsubj" for c in t.children):
                return True  # "when confronted" reduced ("if pressed", "once started")
        if t.dep_ == "det" and t.lower_ in ("every", "each"):
            return True
    return False


def episodic_tended(verb: Token, head: Token | None) -> bool:
    """Is ``verb`` a past "tended" (no auxiliary) over the eventive infinitive ``head`` with no
    habitual cue (module docstring)?"""
    if verb_lemma(verb) != "tend" or verb.tag_ != "VBD" or head is None:
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    if verb_lemma(head) in _STATIVES or head.pos_ not in ("VERB", "AUX"):
        return False
    if any(c.dep_ in ("auxpass", "aux") and c.lower_ != "to" for c in head.children):
        return False  # "tended to be weakened", "tended to have V-ed": no plain eventive
    if any(c.dep_ == "advmod" and c.lower_ in _FREQUENCY for c in verb.children):
        return False
    return not _habitual_cue(verb, head)


def distinction_boast(verb: Token) -> bool:
    """Is ``verb`` "boast" under "can/could" alone, asserted: no conditional, question or
    perfect (module docstring)? Negation is allowed: the caller reads its column."""
    if verb_lemma(verb) != "boast":
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if len(auxes) != 1 or auxes[0].lower_ not in ("can", "could", "ca"):
        return False
    if verb.sent.text.rstrip().endswith("?"):
        return False
    clause = verb
    while clause.dep_ in ("conj",) and clause.head.i != clause.i:
        clause = clause.head
    if clause.dep_ == "advcl" and any(
        m.dep_ == "mark" and m.lower_ in ("if", "unless") for m in clause.children
    ):
        return False
    return not any(
        c.dep_ == "advcl" and any(m.lower_ in ("if", "unless") for m in c.children)
        for c in verb.children
    )


def _first_person_present(host: Token) -> bool:
    """A first-person subject and the plain present on ``host``, no modal or other auxiliary."""
    subject = next((c for c in host.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS or subject.i > host.i:
        return False
    return host.tag_ in PRESENT_TAGS and not any(c.dep_ == "aux" for c in host.children)


def _formula_host(host: Token) -> bool:
    """Is ``host`` the "beg" or "make bold" of a first-person present formula?"""
    if not _first_person_present(host):
        return False
    lemma = verb_lemma(host)
    if lemma == "beg":
        return not any(c.dep_ in ("dobj", "dative") for c in host.children)  # "beg him to"
    return lemma == "make" and any(
        c.lower_ == "bold" and c.dep_ in ("dobj", "oprd", "acomp", "ccomp") for c in host.children
    )


def formula_performative(verb: Token) -> str | None:
    """The verb of saying of "I beg to / make bold to inform you that P" when ``verb`` is it,
    asserted (no negation on the formula), else None."""
    if not announcing_infinitive(verb):
        return None
    host = verb.head
    if any(c.dep_ == "neg" for c in host.children) or not _formula_host(host):
        return None
    if verb.sent.text.rstrip().endswith("?"):
        return None
    return verb_lemma(verb)


def beg_formula(verb: Token, head: Token | None) -> bool:
    """Is ``verb`` the "beg" of the formula "I beg to V" (no object, first person present)?
    Its to-infinitive is what the speaker takes leave to do, not a request (OED s.v. "beg" v.
    5): "I beg to differ", "We beg to inform you that P"."""
    if verb_lemma(verb) != "beg" or head is None:
        return False
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in head.children):
        return False
    return head.head.i == verb.i and _formula_host(verb)


def negated_performative_formula(verb: Token) -> bool:
    """Would ¬S negate a performative formula of the sentence: ``verb`` is the act of saying of
    an emotive hedge or a beg/make-bold formula, or the hedge or formula verb over one?"""
    acts = [verb, *(c for c in verb.children if c.dep_ in ("xcomp", "advcl"))]
    return any(emotive_hedge(a) is not None or formula_performative(a) is not None for a in acts)
