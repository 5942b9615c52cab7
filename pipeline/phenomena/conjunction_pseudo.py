"""Pseudo-coordinations beyond the bare "go/come/try and V", and particle alternatives of one
phrasal verb (stop 99, cj217; docs/conjnli.md).

``_pseudo_coordination`` (conjunction.py) refuses "go and V", "come and V", "try and V" in the
base form only: the past "went and told" in narrative is mostly a real departure and the act
(Quirk et al. 1985 §13.98-13.99; the ab85b judges kept those removals). Two forms of the same
construction are not open to that reading, and are added here by the class:

* the perfect "have gone and V-en" ("someone has gone and spoilt it", "they've gone and got
  married"): the perfect "gone" and the perfect participle after "and" share one "have", and
  the construction says that the act was unexpected or regrettable, not that anyone left
  (Huddleston & Pullum 2002 ch. 15 §2.5 on "go and" as a marker of the speaker's attitude;
  Stefanowitsch 1999 "The go-and-Verb construction in a cross-linguistic perspective"; Hopper
  2002 "Hendiadys and auxiliation in English"). "has gone" alone asserts an absence the
  sentence does not assert, and "has V-en" alone drops the attitude but is what is said; the
  pair is one predicate (Lakoff 1986 "Frame semantic control of the coordinate structure
  constraint": asymmetric coordination of a scene-setting verb), so no member goes;
* "up and V" ("she upped and left", "he just up and quit"): "up" as a verb occurs almost only
  in this frame, meaning "suddenly, unexpectedly V" (Hopper 2002; Quirk et al. 1985 §13.98
  note on informal "go and", "up and"); it is no event of its own ("She upped." is not English).

A particle pair of one phrasal verb ("vote the bill up or down", "turned the sound up and
down"): the particles are the alternatives (or the two directions) of one verb whose object
stands between verb and particle, not two predicates of their own (Quirk et al. 1985
§16.2-16.4 on phrasal verbs; "vote up or down" = "put to a decisive vote", an irreversible
binomial, Malkiel 1959). ``particle_alternatives`` refuses them.

Pseudo-members and a shared clause (spans the parse drew wrong): a vocative read as a list
member (``vocative_list_member``), a plural apposition to a whole coordination
(``plural_apposition_on_last``), a third-singular verb read as a plural object
(``verb_read_as_plural_object``), and a "that" clause two bare verbs share
(``shared_that_clause``).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..lexicon import verb_frames

#: "up" used as a verb: its forms (Hopper 2002; the verb "up" in "up and V").
UP_VERB_FORMS = frozenset({"up", "ups", "upped", "upping"})

#: Directional particles that pair as alternatives of one phrasal verb (Quirk et al. 1985
#: §16.3, the spatial particles of phrasal verbs).
DIRECTIONAL_PARTICLES = frozenset({"up", "down", "in", "out", "on", "off", "back", "forth"})


def perfect_go(verb: Token) -> bool:
    """ "has gone" in "has gone and V-en": the participle "gone" with a perfect "have" of its
    own (module docstring)."""
    return (
        verb.lemma_.lower() == "go"
        and verb.tag_ == "VBN"
        and any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children)
    )


def up_verb(verb: Token) -> bool:
    """ "up"/"upped" as the first verb of "up and V" (module docstring). The parser often tags
    the bare "up" an adverb or preposition; it heads the clause all the same."""
    return verb.lower_ in UP_VERB_FORMS and verb.dep_ in ("ROOT", "conj", "ccomp", "advcl", "relcl")


def attitude_pseudo_verb(verb: Token, rest: list[str]) -> bool:
    """The perfect "gone" or the verb "up" alone as the first member of a pseudo-coordination
    (``conjunction._pseudo_coordination``)."""
    return not rest and (perfect_go(verb) or up_verb(verb))


def particle_alternatives(doc: Doc, cc: Token) -> bool:
    """ "vote the plan up or down": two directional particles joined by ``cc``, the first one a
    particle or adverb of a verb with its object between them (module docstring)."""
    if cc.i < 1 or cc.i + 1 >= len(doc):
        return False
    first, second = doc[cc.i - 1], doc[cc.i + 1]
    if first.lower_ not in DIRECTIONAL_PARTICLES or second.lower_ not in DIRECTIONAL_PARTICLES:
        return False
    if cc.i + 2 < len(doc) and doc[cc.i + 2].pos_ in ("NOUN", "PROPN", "DET", "PRON", "NUM"):
        return False  # "up or down the hill": prepositions with an object of their own
    verb = first.head
    if first.dep_ not in ("prt", "advmod") or verb.pos_ != "VERB":
        return False
    return any(c.dep_ == "dobj" and c.i < first.i for c in verb.children)


def shared_that_clause(first: Token, last: Token) -> bool:
    """ "They neither understood nor believed [that the farm could be sold]", "He admitted and
    regretted [that he had lied]": a bare first verb and a last verb that both take a finite
    "that" clause (WordNet frame 26, ``verb_frames.takes_finite_clause``) share the one after
    the last, right-node raised (Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985
    §13.84 on ellipsis of a clausal complement in coordination), the way a direct object is
    shared ("dissolved and removed [the rust]"). ``conjunction._shared_right_cut`` keeps
    clausal complements with the last verb otherwise ("is structured and is estimated [to
    have ...]": an infinitive selected by its own verb). Removing the last verb then keeps the
    clause ("they understood that the farm could be sold"), never "they understood." with the
    complement gone (the s9802 judge's conj-052). Only a "that" clause, the last verb with no
    other right dependent before it, and both verbs known to take one."""
    if first.pos_ != "VERB" or last.pos_ != "VERB":
        return False
    rights = [c for c in last.rights if not c.is_punct]
    if len(rights) != 1 or rights[0].dep_ != "ccomp":
        return False
    clause = rights[0]
    if not any(
        c.dep_ == "mark" and c.lower_ == "that" and c.i == clause.left_edge.i
        for c in clause.children
    ):
        return False
    return all(verb_frames.takes_finite_clause(v.lemma_.lower()) is True for v in (first, last))


_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})


def _clause_member(doc: Doc, lo: int, hi: int) -> bool:
    return any(t.dep_ in _SUBJECTS for t in doc[lo:hi])


def vocative_list_member(doc: Doc, conj) -> bool:
    """ "I see it, I see it, pal, and I agree": a one-word "member" set off by commas between
    clause members (each with a subject of its own) is a vocative or an interjection, no
    conjunct: a coordination joins units of like function (Quirk et al. 1985 §13.66; Sag et
    al. 1985), and a vocative has no role in the clause (§10.52). The parse took it into the
    list (an unknown word read as a verb), so a removal kept it as a subject ("Pal and I
    agree") or glued it to the next clause (the s9802 judge's conj-057): no removal."""
    if len(conj) < 3:
        return False
    for k, c in enumerate(conj[:-1]):
        if c.end - c.start != 1 or c.start == 0 or c.end >= len(doc):
            continue
        if doc[c.start - 1].text != "," or doc[c.end].text != ",":
            continue
        if any(not t.is_punct for t in doc[c.start].children):
            continue
        others = [o for j, o in enumerate(conj) if j != k]
        if all(_clause_member(doc, o.start, o.end) for o in others):
            return True
    return False


def plural_apposition_on_last(doc: Doc, conj) -> bool:
    """ "Sam and Kate, my friends, will visit us": a plural noun phrase set off by commas right
    after the singular members of a coordination is in apposition to the whole coordination
    (apposition needs coreference, and number marks it: Quirk et al. 1985 §17.65, §17.69 on
    apposition to coordinated noun phrases); the parse hangs it on the first member or the
    last. A removal keeps the apposition on one member ("Kate, my friends, will visit us"),
    which says another thing: no removal."""
    if len(conj) < 2 or conj[-1].end >= len(doc) or doc[conj[-1].end].text != ",":
        return False
    heads = [doc[c.start : c.end].root for c in conj]
    if any(h.pos_ not in ("NOUN", "PROPN") or h.tag_ not in ("NN", "NNP") for h in heads):
        return False
    return any(
        a.dep_ == "appos" and a.tag_ in ("NNS", "NNPS") and a.left_edge.i == conj[-1].end + 1
        for h in heads
        for a in h.children
    )


def verb_read_as_plural_object(doc: Doc, conj) -> bool:
    """ "The nurse examines the child and talks to him": the tagger read the third-singular
    verb "talks" as a plural noun and the parse coordinated it with the object ("the child and
    talks"), hanging "to him" on the first verb, so the removals gave "The nurse examines the
    child to him." and "The nurse examines the talks to him.". A bare plural right after
    "and", with no determiner, whose singular is a verb (WordNet) and whose "-s" form agrees
    with the singular present verb that takes the first member as its object, followed at
    once by a preposition or pronoun the parse gave to that verb, is the verb of a second verb
    phrase: a determined noun phrase and a finite verb phrase are unlike coordinates
    (Huddleston & Pullum 2002 ch. 15 §4.1; cf. ``conjunct_shared._verb_read_as_bare_noun``),
    and which words belong to which member is not the parse's to tell: no removal."""
    if len(conj) != 2:
        return False
    first = doc[conj[0].start : conj[0].end].root
    last = doc[conj[1].start : conj[1].end].root
    verb = first.head
    if first.dep_ != "dobj" or verb.tag_ != "VBZ" or last.tag_ != "NNS":
        return False
    if last.i == 0 or doc[last.i - 1].lower_ != "and" or any(c.i < last.i for c in last.children):
        return False
    if last.i + 1 >= len(doc):
        return False
    nxt = doc[last.i + 1]
    if nxt.pos_ not in ("ADP", "PRON") or nxt.head.i != verb.i:
        return False
    lemma = last.lemma_.lower()
    return last.lower_ == lemma + "s" and verb_frames.known_verb(lemma)
