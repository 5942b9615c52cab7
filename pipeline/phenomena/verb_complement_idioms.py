"""Verb-complement constructions that are idioms, not complement-taking uses (stop 92, vc190).

Each helper recognises a conventional phrase whose matrix verb looks like a complement-taking
trigger but whose meaning is not the trigger's relation to its complement, so neither the
signature's label nor the in-place hypothesis (or the flipped premise) says what the sentence
says. The caller writes no pair for such a trigger (docs/verb_complement.md, "Stop 92, vc190").

- ``hedged_belief``: "I'd like to think that P", "We would like to believe P". "would like to"
  + a verb of belief is a conventional hedge, a tentative assertion of the belief itself
  (Lakoff 1973, "Hedges"; Hyland 1998 on epistemic hedging; Quirk et al. 1985 ch. 4 on the
  tentative, hypothetical "would"), not a wish to come to think P: the in-place "I'll think that P" is no
  complement of anything the speaker said. The complement of "think" itself keeps its pairs.
- ``minimizer_begin``: "I can't begin to tell you how ...", "We couldn't even begin to
  describe ...". Negated "can begin to" over a verb of saying or understanding is a negative
  polarity minimizer idiom, an intensifier ("it is beyond words"), not a denial of an onset
  (Horn 1989, A Natural History of Negation, ch. 6, and Israel 2011, The Grammar of Polarity,
  on scalar minimizers and negative polarity idioms): "I can begin to tell you" is no
  natural positive counterpart, and "I can tell you how slow it is" is no contradiction of a
  sentence that is itself telling it. A literal onset ("We can't begin to build until May")
  has a verb outside the class and keeps its pairs.
- ``epistemic_present_have_to``: "It has to be the worst airline", "Everything has to be an
  argument". Present "has/have to" + stative "be" with a subject that bears no obligation (a
  dummy or demonstrative pronoun or a universal/indefinite one) is epistemic necessity or the
  exasperated "insist on being" (Palmer 2001 ch. 2-3; Coates 1983 ch. 3 on epistemic "have
  to" with stative complements; Huddleston & Pullum 2002 ch. 3 on epistemic necessity
  "have (got) to"), a confident inference or complaint that the speaker takes to be true: the
  signature's deontic "o" (neutral) misreads it, while entailment overstates a necessity
  claim; and "does not have to be" has only the root reading (Palmer 2001: negated "have
  to" is not epistemic), so ¬S changes the modality. No pair. The past "had to be" has its
  own o/o rule (``have-to:epistemic`` in verb_complement).
"""

from __future__ import annotations

from spacy.tokens import Token

#: Verbs of belief after "would like to" that make the hedge (Lakoff 1973; Hyland 1998).
_BELIEF_VERBS = frozenset({"think", "believe", "imagine", "suppose", "hope", "assume"})

#: Verbs of saying, expressing and understanding under the minimizer "can't begin to"
#: (Israel 2011: the minimizer's scale is one of adequacy of expression or grasp).
_MINIMIZER_VERBS = frozenset(
    {
        "tell",
        "describe",
        "express",
        "explain",
        "say",
        "convey",
        "articulate",
        "thank",
        "imagine",
        "understand",
        "comprehend",
        "fathom",
        "grasp",
        "appreciate",
        "capture",
        "compare",
        "know",
    }
)

#: Dummy and demonstrative pronoun subjects, which bear no obligation (Quirk et al. 1985
#: §6.17-6.18, §18.33): the shared base of the present rule here and the past "had to be" rule
#: of ``verb_complement`` (which adds "there").
NON_AGENT_PRONOUNS = frozenset({"it", "this", "that"})
#: With the universal/indefinite pronouns, whose "has to be" is a generalisation or complaint
#: about things, not a duty laid on them.
_NON_AGENT_SUBJECTS = NON_AGENT_PRONOUNS | {"everything", "something", "anything", "nothing"}


def _infinitive(verb: Token) -> Token | None:
    """The head of the trigger's to-infinitive (its "xcomp" with a "to" marker)."""
    for ch in verb.children:
        if ch.dep_ == "xcomp" and any(c.dep_ == "aux" and c.lower_ == "to" for c in ch.children):
            return ch
    return None


def hedged_belief(verb: Token) -> bool:
    """Is ``verb`` "like" under "would/'d" over "to think/believe ..."?"""
    if verb.lemma_.lower() != "like":
        return False
    if not any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in verb.children):
        return False
    head = _infinitive(verb)
    return head is not None and head.lemma_.lower() in _BELIEF_VERBS


def minimizer_begin(verb: Token) -> bool:
    """Is ``verb`` "begin" under a negated "can/could" over a verb of saying or understanding?"""
    if verb.lemma_.lower() != "begin":
        return False
    modal = any(c.dep_ == "aux" and c.lemma_.lower() in ("can", "could") for c in verb.children)
    negated = any(c.dep_ == "neg" for c in verb.children)
    if not (modal and negated):
        return False
    head = _infinitive(verb)
    return head is not None and head.lemma_.lower() in _MINIMIZER_VERBS


def epistemic_present_have_to(verb: Token) -> bool:
    """Is ``verb`` present "has/have to" + stative "be" with a non-agent pronoun subject?"""
    if verb.lemma_.lower() != "have" or verb.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False  # "will have to be", "does not have to be": not the plain present
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "expl")), None)
    if subject is None or subject.lower_ not in _NON_AGENT_SUBJECTS:
        return False
    head = _infinitive(verb)
    if head is None or head.lemma_ != "be":
        return False
    # the copula itself, not a passive or progressive auxiliary ("has to be repaired")
    return not any(c.dep_ in ("aux", "auxpass") and c.lower_ != "to" for c in head.children)
