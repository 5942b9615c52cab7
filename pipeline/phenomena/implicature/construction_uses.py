"""Constructions that take a scalar item off its scale (stop 98, im121; docs/implicature.md,
"Stop 98, im121"): a superlative "most", a passive participle conjunct, presentational "some",
and a focus particle on a reason clause.

- superlative "most" on an abstract noun of regard ("Most importance attaches to the age of the
  witnesses", "Most attention was given to the north"): "most" is "much" + "-est" (Szabolcsi
  2012; Hackl 2009), and with a singular non-count noun of regard or valuation in a frame that
  allots that regard to something ("attaches to", "belongs to", "is given/paid to") it is the
  relative superlative, "the greatest importance" (Huddleston & Pullum 2002 ch. 5 §6 on
  superlative vs quantificational "most"; Quirk et al. 1985 §5.25): the comparison is between
  the recipients, not between a part and the whole of the importance, so "Not all importance
  attaches to ..." is no implicature. Plural "Most patients recover" and a concrete mass noun
  ("Most water goes to the farms") keep their candidates;
- (a comma-delimited modifier on the quantified subject is cut from the hypothesis, not
  refused: ``rewrite.implicature.supplement_of_quantified``)
- a numeral or gradable verb in a past-participle conjunct of a passive ("The town was besieged
  and taken on two occasions by the rebels"): the conjunct shares the first conjunct's passive
  auxiliary (Quirk et al. 1985 §13.60 on ellipsis in coordinated predicates), which the rewrite
  does not carry, so it makes the participle active ("The town didn't take on more than two
  occasions by the rebels"), reversing the roles;
- presentational "some" on the subject of a past perception predicate ("Some chimneys were
  visible through the fog", "Some riders appeared on the ridge"): the clause introduces new
  referents into the scene (it allows there-insertion, "there were some chimneys visible";
  Milsark 1977 on stage-level predicates; Levin 1993 §48.1.1 "verbs of appearance"), so "some"
  is the weak, cardinal "sm" with no contextual set for "not all" to range over (Geurts 2010
  ch. 3; Degen 2015 on the low implicature rates of such "some");
- a gradable adjective after a focus particle "also/only/even" with a "because/since" clause
  ("He was also happy because the rain had stopped"): the particle's focus is the reason clause
  (Rooth 1992 on association with focus; Quirk et al. 1985 §8.116 on additive and restrictive
  subjuncts), so the degree of the adjective is given, not at issue, and the upper-bound
  inference is not invited (Horn 1989 ch. 4: a scalar implicature needs the item at issue).

Each check returns a short reason or ``None``; ``_review_class`` then writes no candidate.
"""

from __future__ import annotations

import re

from spacy.tokens import Token

from .existence_uses import unpossessed_some_subject

#: Non-count nouns of regard or valuation that a speaker allots to things ("attach importance
#: to", "pay attention to", "give credit to": Quirk et al. 1985 §5.3 abstract non-count nouns).
#: Not "interest" or "value": their money senses are quantities that "most" divides
#: proportionally ("Most interest goes to the lenders" = most of the interest).
REGARD_NOUNS = frozenset(
    {
        "importance",
        "weight",
        "significance",
        "emphasis",
        "stress",
        "attention",
        "credit",
        "blame",
        "priority",
        "praise",
        "honour",
        "honor",
        "regard",
        "heed",
        "concern",
        "consideration",
        "notice",
        "responsibility",
        "sympathy",
    }
)
#: Finite forms of the intransitive verbs that allot such a noun ("attaches/belongs/goes to").
_ALLOT_FINITE = frozenset(
    {
        "attaches",
        "attached",
        "belongs",
        "belonged",
        "goes",
        "went",
        "falls",
        "fell",
        "accrues",
        "accrued",
        "rests",
        "rested",
    }
)
#: Participles of the transitive verbs that allot it, in a passive ("is given/paid to").
_ALLOT_PARTICIPLES = frozenset(
    {
        "given",
        "paid",
        "attached",
        "placed",
        "laid",
        "put",
        "devoted",
        "accorded",
        "assigned",
        "owed",
        "directed",
        "bestowed",
    }
)
_BE_FORMS = frozenset({"is", "was", "are", "were", "be", "been", "has", "had", "have"})


def superlative_regard_most(tok: Token) -> str | None:
    """ "most" right before a singular noun of ``REGARD_NOUNS`` that is followed by an
    allotting verb ("Most importance attaches", "Most attention was given"); read on the
    surface, since the parser often takes "importance attaches" for a compound noun."""
    doc = tok.doc
    if tok.lower_ != "most" or tok.i + 2 >= len(doc):
        return None
    noun = doc[tok.i + 1]
    if noun.lower_ not in REGARD_NOUNS:
        return None
    nxt = doc[tok.i + 2]
    if nxt.lower_ in _ALLOT_FINITE:
        return "superlative-regard-most"
    j = tok.i + 2
    while j < len(doc) and doc[j].lower_ in _BE_FORMS | {"been", "being"}:
        j += 1
    if j > tok.i + 2 and j < len(doc) and doc[j].lower_ in _ALLOT_PARTICIPLES:
        return "superlative-regard-most"
    return None


def passive_participle_conjunct(tok: Token) -> Token | None:
    """The past-participle conjunct, with no auxiliary of its own, of a passive first conjunct
    that holds the numeral or gradable verb ("was besieged and taken on two occasions by ..."),
    or None.

    The conjunct shares the first conjunct's passive auxiliary (Quirk et al. 1985 §13.60 on
    ellipsis in coordinated predicates). The rewrite carries that auxiliary for most such
    conjuncts ("The album wasn't released in more than three countries"), but where it does
    not, it makes the participle active ("The town didn't take on more than two occasions by
    the rebels"), reversing the roles; ``pairs.implicature_pairs`` drops every sentence of a
    candidate that lost the participle's own form."""
    node = tok
    while node.pos_ not in ("VERB", "AUX") and node.head.i != node.i:
        node = node.head
    verb = node
    if verb.dep_ != "conj" or verb.tag_ not in ("VBN", "VBD"):
        return None
    if any(c.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass") for c in verb.children):
        return None
    if verb.tag_ == "VBD" and not verb.lower_.endswith(("en", "ne")):
        return None  # "outdone/VBD": the small tagger's misreading of a participle only
    first = verb
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if any(c.dep_ == "auxpass" for c in first.children):
        return verb
    return None


def keeps_participle(text: str, participle: Token | None) -> bool:
    """Whether a rewritten sentence still has the shared participle's own form (see
    :func:`passive_participle_conjunct`)."""
    if participle is None:
        return True
    return participle.lower_ in re.findall(r"[\w']+", text.lower())


#: Adjectives of perceptibility that make a stage-level, presentational predicate (Milsark
#: 1977: "there were some hills visible").
PERCEPTION_ADJECTIVES = frozenset(
    {"visible", "discernible", "perceptible", "audible", "observable", "noticeable", "descried"}
)
#: Verbs of appearance (Levin 1993 §48.1.1).
APPEARANCE_VERBS = frozenset({"appear", "emerge", "loom", "materialize", "materialise"})


def perceptible_some(tok: Token) -> str | None:
    """Determiner "some" on a plural subject, with no possessor, of a past "be" + perception
    adjective or a past verb of appearance with no predicative complement ("Some riders appeared
    on the ridge", not "Some riders appeared tired"). Kept: the partitive "Some of the hills were
    visible" (a given whole) and the present "Some stars are visible to the naked eye" (a
    generalisation over a contextual set)."""
    noun = unpossessed_some_subject(tok)
    if noun is None:
        return None
    verb = noun.head
    if verb.tag_ != "VBD":
        return None
    if verb.lemma_.lower() == "be":
        if any(c.dep_ == "acomp" and c.lower_ in PERCEPTION_ADJECTIVES for c in verb.children):
            return "perceptible-some"
        return None
    if verb.lemma_.lower() in APPEARANCE_VERBS and not any(
        c.dep_ in ("acomp", "xcomp", "ccomp", "oprd", "attr") for c in verb.children
    ):
        return "perceptible-some"
    return None


#: Focus particles that put the focus on a following reason clause (Quirk et al. 1985 §8.116).
_FOCUS_PARTICLES = frozenset({"also", "only", "even"})
#: Subordinators of a reason clause.
_REASON_MARKERS = frozenset({"because", "since"})


def reason_focus_adjective(tok: Token) -> str | None:
    """A predicative gradable adjective whose copula (or the adjective itself) has a focus
    particle "also/only/even" and whose clause has a "because/since" adverbial clause."""
    if tok.dep_ != "acomp":
        return None
    verb = tok.head
    heads = (verb, tok)
    if not any(
        c.dep_ == "advmod" and c.lower_ in _FOCUS_PARTICLES for h in heads for c in h.children
    ):
        return None
    for h in heads:
        for c in h.children:
            if c.dep_ == "advcl" and any(
                m.dep_ == "mark" and m.lower_ in _REASON_MARKERS for m in c.children
            ):
                return "reason-focus-adjective"
            if c.dep_ == "prep" and c.lower_ == "because":
                return "reason-focus-adjective"
    return None


__all__ = [
    "keeps_participle",
    "passive_participle_conjunct",
    "perceptible_some",
    "reason_focus_adjective",
    "superlative_regard_most",
]
