"""Conjunct spans checked before a removal: dependents a coordination shares, a verb phrase read
as a noun phrase, and spans that cut through another coordination.

``remove_conjunct`` deletes the words of one conjunct. The extractor's spans run from a conjunct's
left edge to its right edge in the parse, but a dependent the parser hangs on the last conjunct
can belong to the whole coordination (shared dependents, Huddleston & Pullum 2002 ch. 15 §4):

- right-node raising (ch. 15 §4.4): "equal to or exceeds one million", "similar to, and
  different from, the old ones": the object after the last conjunct is the object of every
  conjunct, so removing a conjunct keeps it ("is equal to one million"); a preposition is never
  left without its object ("is equal to.");
- a degree complement (ch. 13 §4.6 on "too"/"so"/"enough" licensing an infinitival or
  "that" clause): "too costly and too slow to be useful" -> "too costly to be useful", the
  clause completing each "too", not only the last.

A nominal conjunct with an auxiliary in it ("reached number one and [was certified gold]", the
auxiliary under a noun's modifier) is a verb phrase the parse read as a noun phrase: its
removals would cut the wrong words ("The song reached was certified gold"), so none is built.

And a conjunct span that stops inside an inner coordination of its own head ("clean it out and
[toss] or give away the old items") is no constituent: removing it leaves the inner
conjunction with the outer one's conjuncts ("clean it out or give away ..."), so that removal is
skipped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from lemminflect import getAllInflections, getAllLemmas, getInflection
from spacy.tokens import Doc, Token

from ..lexicon import verb_frames, wordnet
from ..lexicon.closed_class import DEFINITE_DETERMINERS
from ..lexicon.tables import word_set
from ..syntax import (
    CLOSING_DOUBLE_QUOTES,
    DASH_TOKENS,
    NOUN_MODIFIER_DEPS,
    OPENING_DOUBLE_QUOTES,
    PREMODIFIER_DEPS,
    inside_word,
)

#: Dependency labels of a preposition heading a phrase (spaCy/ClearNLP); ``prt`` particles
#: ("clean it out") take no object and are no stranded preposition.
_PREPOSITION_DEPS = frozenset({"prep", "agent"})
#: Clauses inside which a preposition may be stranded by extraction ("the house he grew up in"):
#: a relative or other reduced clause is complete on its own, nothing is raised out of it.
_EXTRACTION_CLAUSES = frozenset({"relcl", "acl", "advcl", "ccomp", "xcomp", "pcomp"})
#: Objects a right-node-raised constituent can be, and the complements a preposition takes.
_OBJECT_DEPS = frozenset({"dobj", "pobj", "pcomp"})
#: Degree words that license a complement clause: "too ... to", "so ... that", "... enough to"
#: (Huddleston & Pullum 2002 ch. 13 §4.6; Quirk et al. 1985 §16.74-16.78).
_DEGREE_WORDS = frozenset({"too", "so", "enough"})
#: The complement clause of a degree word: an infinitival (xcomp) or a "that" clause (ccomp).
_DEGREE_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp"})


@dataclass(frozen=True, slots=True)
class SharedSpans:
    """The conjunct spans with shared dependents left out, and tokens to delete with any
    removal (the comma that closed the interpolation before a raised object)."""

    spans: tuple[tuple[int, int], ...]
    delete: tuple[int, ...] = ()
    #: conjuncts whose removal cannot keep the shared object (no removal built)
    unbuildable: tuple[int, ...] = ()


def _last_word(doc: Doc, span: tuple[int, int]) -> Token:
    """The span's last token that is not punctuation."""
    lo, hi = span
    i = hi - 1
    while i > lo and doc[i].is_punct:
        i -= 1
    return doc[i]


#: Prepositions the small model tags an adverb (RB/RP) when their object is raised past the
#: coordinator ("a city [in] and the county seat of X"): with the ``prep`` label the parse still
#: reads a prepositional phrase, and these words are prepositions that take an object (the
#: "adverb" of such a word is an intransitive preposition, Huddleston & Pullum 2002 ch. 7 §2.4),
#: so before a coordinator the missing object is the raised one.
_OBJECTLESS_PREPOSITIONS = frozenset(
    {"in", "on", "at", "of", "to", "from", "for", "with", "by", "into", "onto", "near", "within"}
)


def _preposition(tok: Token) -> bool:
    """A preposition heading a phrase, or coordinated with one ("at or [near] the surface");
    a noun or verb the parse hung as ``prep`` ("If the fuel [leaks] or ...") is none, a
    preposition word tagged an adverb under ``prep`` ("a city [in] and ...") is one."""
    if tok.pos_ in {"ADV", "PART"} and tok.dep_ == "prep":
        return tok.lower_ in _OBJECTLESS_PREPOSITIONS
    if tok.pos_ == "ADP" and tok.dep_ not in {*_PREPOSITION_DEPS, "conj"}:
        # "when [in] or above water": a preposition the parse hung as an adverb or a clause,
        # coordinated with another preposition that has the object; the object is shared by both
        # (right node raising, Postal 1974; Huddleston & Pullum 2002 ch. 15 §4.4), so "in" is no
        # intransitive preposition here and may not end the sentence ("when in.") (cj105)
        return tok.lower_ in _OBJECTLESS_PREPOSITIONS and any(
            c.pos_ == "ADP" for c in tok.conjuncts
        )
    return tok.pos_ == "ADP" and tok.dep_ in {*_PREPOSITION_DEPS, "conj"}


def stranded_preposition(doc: Doc, span: tuple[int, int]) -> Token | None:
    """The preposition ending ``span`` without its object inside the span ("equal [to]",
    "different [from]", "in [and around] the city"), unless an extraction inside the conjunct
    stranded it ("the house he grew up in")."""
    lo, hi = span
    tok = _last_word(doc, span)
    if not _preposition(tok):
        return None
    if any(c.dep_ in _OBJECT_DEPS and lo <= c.i < hi for c in tok.children):
        return None
    root = doc[lo:hi].root
    head = tok.head
    while head.i != root.i and lo <= head.i < hi:
        if head.dep_ in _EXTRACTION_CLAUSES:
            return None
        head = head.head
    return tok


#: Prepositions that the small model tags a particle (RP, ``prt``) after a verb's object when
#: their own object is right-node raised past the coordinator ("his fists shot holes [through]
#: and battered the daylights out of the enemies of X"). Unlike the adverbial particles of
#: transitive phrasal verbs ("clean it out", "put it back", "turn it on", "give it away"),
#: these words follow a verb's object as intransitive prepositions only in a few idioms ("see
#: it through"; Quirk et al. 1985 §16.3-16.5 on particles vs prepositions; Huddleston & Pullum
#: 2002 ch. 7 §2.4), so before a coordinator they are prepositions whose object is the one the
#: last conjunct ends with (Postal 1974 on right node raising: the shared object stays with
#: whichever conjunct remains).
_PARTICLE_PREPOSITIONS = frozenset(
    {"through", "across", "into", "onto", "upon", "at", "of", "to", "from", "with", "against",
     "toward", "towards"}
)  # fmt: skip


def _after_own_object(tok: Token) -> bool:
    """Whether the preposition or particle ``tok`` follows a direct object of its verb ("shot
    [holes] through", "see [the plan] through")."""
    return any(c.dep_ == "dobj" and c.i < tok.i for c in tok.head.children)


def _preposition_read_as_particle(
    doc: Doc, span: tuple[int, int], last: tuple[int, int]
) -> Token | None:
    """The particle-tagged preposition (``_PARTICLE_PREPOSITIONS``) ending a non-last conjunct
    right after its verb's object, when the last conjunct ends with the object of a
    preposition of its verb ("battered the daylights out of [the enemies]"), the parallel of
    the preposition whose object would be raised; None otherwise. An object deeper down ("to
    blazon the infamy of [those who balked him]") is no such parallel. Even then the word may
    be an intransitive preposition ("pushed the cart across and left the boxes with the
    porters"), so the caller builds no removal of the last conjunct rather than share the
    object: neither "shot holes through." nor "pushed the cart across the porters"."""
    tok = _last_word(doc, span)
    if tok.dep_ != "prt" or tok.lower_ not in _PARTICLE_PREPOSITIONS or tok.i != span[1] - 1:
        return None
    if not _after_own_object(tok):
        return None
    end = _last_word(doc, last).i
    lo, hi = last
    root = doc[lo:hi].root
    for t in doc[lo:hi]:
        if t.dep_ != "pobj" or t.right_edge.i != end or t.head.dep_ not in _PREPOSITION_DEPS:
            continue
        prep = t.head.head  # "out of": the preposition may hang on another one
        if prep.i == root.i or (prep.dep_ in _PREPOSITION_DEPS and prep.head.i == root.i):
            return tok
    return None


def _raised_object(doc: Doc, span: tuple[int, int]) -> Token | None:
    """The object that ends the last conjunct and that its head takes directly or through one
    preposition ("exceeds [one million]", "higher than [the average]", "admired [the portrait of
    the king]"): the constituent right-node raising shares with the other conjuncts. None under
    a prepositional head ("in place of the president": which object "along with" shares is
    not the parse's to tell)."""
    lo, hi = span
    root = doc[lo:hi].root
    if root.pos_ == "ADP" or root.dep_ in _PREPOSITION_DEPS:
        return None
    end = _last_word(doc, span).i
    objects = [
        t
        for t in doc[lo:hi]
        if t.dep_ in _OBJECT_DEPS
        and t.right_edge.i == end
        and t.left_edge.i > lo
        and (t.head.i == root.i or (t.head.dep_ in _PREPOSITION_DEPS and t.head.head.i == root.i))
    ]
    return min(objects, key=lambda t: t.left_edge.i) if objects else None


def _right_node_raised(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> SharedSpans | None:
    """See the module docstring; None when the parse cut a conjunct apart (no removal is built),
    the last conjunct ``unbuildable`` when the object it shares cannot be found. ``spans``
    unchanged when there is no raising."""
    stranded = [stranded_preposition(doc, s) for s in spans[:-1]]
    if not any(stranded):
        if any(_preposition_read_as_particle(doc, s, spans[-1]) for s in spans[:-1]):
            return SharedSpans(tuple(spans), unbuildable=(len(spans) - 1,))
        return SharedSpans(tuple(spans))
    lo, hi = spans[-1]
    if stranded_preposition(doc, spans[-1]) is not None:
        # the object stands after the coordination ("similar to, and different from, the old
        # ones", "in and around the city"); the comma closing the interpolated conjunct goes
        # with the one before "and"
        after = _last_word(doc, spans[-1]).i + 1
        opened = cc.i > 0 and doc[cc.i - 1].text == ","
        if opened and after < len(doc) and doc[after].text == ",":
            return SharedSpans(tuple(spans), (after,))
        return SharedSpans(tuple(spans))
    for tok, (a, b) in zip(stranded, spans[:-1], strict=True):
        if tok is not None and doc[a:b].root.i == tok.i:
            return None  # "equal [to] or [higher than X]": the parse split "equal to" apart
    if any(tok is not None and _after_own_object(tok) for tok in stranded):
        # "vowed to see the plan [through] or to expose the greed of X": after its verb's own
        # object the preposition may be an intransitive one ("see it through"), and which
        # reading holds is not the parse's to tell (``_preposition_read_as_particle``)
        return SharedSpans(tuple(spans), unbuildable=(len(spans) - 1,))
    obj = _raised_object(doc, spans[-1])
    last = doc[lo:hi].root
    if (
        obj is None
        and last.pos_ == "VERB"
        and not any(c.dep_ in _OBJECT_DEPS for c in last.children)
    ):
        # no object to share: a prepositional passive ("if not cared [for] or controlled")
        return SharedSpans(tuple(spans))
    if obj is None:  # the last conjunct still carries the object the others share
        return SharedSpans(tuple(spans), unbuildable=(len(spans) - 1,))
    return SharedSpans((*spans[:-1], (lo, obj.left_edge.i)))


def _degree_complement(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The last span without a degree complement every conjunct's degree word shares ("too
    costly and too slow [to be useful]"): each conjunct head carries the same "too"/"so"/
    "enough", and only the last has the complement clause."""
    heads = [doc[lo:hi].root for lo, hi in spans]

    def degree(head: Token) -> str | None:
        words = {c.lower_ for c in head.children if c.dep_ == "advmod"} & _DEGREE_WORDS
        return next(iter(words)) if len(words) == 1 else None

    def complements(head: Token) -> list[Token]:
        return [c for c in head.children if c.dep_ in _DEGREE_COMPLEMENT_DEPS and c.i > head.i]

    word = degree(heads[-1])
    # "too unwieldy and large [to be useful]": one degree word before the first conjunct scopes
    # over the whole coordination (a shared pre-head dependent, Huddleston & Pullum 2002 ch. 15
    # §4.1) and licenses the one complement after the last: both are shared, so the first span
    # starts after the degree word and the last ends before the complement ("too unwieldy to be
    # useful", "too large to be useful"; was "too unwieldy" and "large to be useful")
    lo0, hi0 = spans[0]
    fronted = (
        word is None
        and degree(heads[0]) is not None
        and doc[lo0].lower_ in {"too", "so"}
        and doc[lo0].head.i == heads[0].i
        and hi0 - lo0 > 1
        and not complements(heads[0])
        and all(degree(h) is None and not complements(h) for h in heads[1:-1])
    )
    if fronted:
        word = doc[lo0].lower_
    elif word is None or any(degree(h) != word or complements(h) for h in heads[:-1]):
        return tuple(spans)
    found = complements(heads[-1])
    lo, hi = spans[-1]
    if not found or found[0].right_edge.i < _last_word(doc, spans[-1]).i:
        return tuple(spans)
    if fronted and (word == "too") != (found[0].dep_ == "xcomp"):
        return tuple(spans)  # "too" takes an infinitival, "so" a "that" clause
    cut = found[0].left_edge.i
    while cut > lo + 1 and doc[cut - 1].is_punct:
        cut -= 1
    if fronted:
        return ((lo0 + 1, hi0), *spans[1:-1], (lo, cut))
    return (*spans[:-1], (lo, cut))


#: Postmodifiers that a coordination of plural nouns can share: a participial clause
#: ("relating to space law") or a relative clause ("that we sell").
_SHARED_POSTMODIFIER_DEPS = frozenset({"acl", "relcl"})


def _shared_postmodifier(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The last span without a participial or relative postmodifier that the whole
    coordination shares ("books and periodicals [relating to space law]"): a postmodifier after
    a coordination of nouns can modify the coordination as a whole (right-node raising of a
    dependent, Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985 §13.70 on the
    ambiguity of "old men and women"), and the parser always hangs it on the nearest noun.
    When every conjunct is a bare plural noun (no determiner, postmodifier or number of its
    own), each head can take the modifier and the wide reading is the one a minimal edit must
    keep: removing "periodicals" gives "books relating to space law", not "books", which
    drops a restriction the list shared. A singular or determined conjunct ("a professor and
    tireless warrior for reforms") is left as parsed."""
    heads = [doc[lo:hi].root for lo, hi in spans]
    if len(heads) < 2 or any(h.tag_ != "NNS" for h in heads):
        return tuple(spans)
    lo, hi = spans[-1]
    last = heads[-1]
    mods = [c for c in last.children if c.dep_ in _SHARED_POSTMODIFIER_DEPS and c.i > last.i]
    if len(mods) != 1 or mods[0].right_edge.i < _last_word(doc, spans[-1]).i:
        return tuple(spans)
    if mods[0].dep_ == "acl" and mods[0].tag_ not in {"VBG", "VBN"}:
        return tuple(spans)  # an infinitival "things to do" is the last noun's own
    for h in heads[:-1]:
        # an earlier conjunct is a bare noun: no determiner, number or postmodifier of its own
        # (premodifiers before it are fine: "old maps and letters")
        if any(c.dep_ in {"det", "poss", "nummod"} for c in h.children):
            return tuple(spans)
        if any(c.i > h.i and c.dep_ not in {"punct", "cc", "conj"} for c in h.children):
            return tuple(spans)
    if any(c.dep_ in {"det", "poss", "nummod"} for c in last.children):
        return tuple(spans)
    cut = mods[0].left_edge.i
    while cut > lo + 1 and doc[cut - 1].is_punct:
        cut -= 1
    if cut <= last.i:
        return tuple(spans)
    return (*spans[:-1], (lo, cut))


#: WordNet lexicographer files of relational nouns, which take the entity they are said of in an
#: "of" complement ("the nature of X", "the site of X", "the relations of X"; Barker 1995 on
#: relational nouns; Huddleston & Pullum 2002 ch. 5 §16.3 on complements of nouns): attributes,
#: relations, places, shapes and states ("relation" itself is filed under the top nodes,
#: noun.Tops, with "attribute" and "state"). Not containers or measures ("bottles of wine",
#: artifacts and quantities), whose "of" phrase is a partitive of their own.
_RELATIONAL_NOUN_LEXNAMES = frozenset(
    {"noun.attribute", "noun.relation", "noun.location", "noun.shape", "noun.state", "noun.Tops"}
)


def _shared_of_complement(
    doc: Doc, spans: Sequence[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """The last span without the "of" complement the whole list shares ("the nature, site, and
    relations [of the abscess]", cj213): one determiner before the first member serves every
    member (Quirk et al. 1985 §13.68), the members are relational nouns
    (``_RELATIONAL_NOUN_LEXNAMES``) with no complement of their own, and the one "of" phrase
    after the last is shared by all (right-node raising of a dependent, Huddleston & Pullum 2002
    ch. 15 §4.4). The parser hangs it on the last noun when that noun's number differs from the
    first's (a singular last noun gets it on the first); removing the last member with it left
    "varies with the nature and site." (of what?). Here the last span stops before "of", so the
    removal reads "the nature and site of the abscess"."""
    heads = [doc[lo:hi].root for lo, hi in spans]
    if len(heads) < 2 or any(h.pos_ != "NOUN" for h in heads):
        return tuple(spans)
    first, last = heads[0], heads[-1]
    if not any(c.dep_ in {"det", "poss"} and c.i < first.i for c in first.children):
        return tuple(spans)
    if any(c.dep_ in {"det", "poss", "nummod"} for h in heads[1:] for c in h.children):
        return tuple(spans)  # "the nature and a site": each member has its own determiner
    for h in heads[:-1]:
        if any(c.i > h.i and c.dep_ not in {"punct", "cc", "conj"} for c in h.children):
            return tuple(spans)  # a member with a complement of its own
    lo, hi = spans[-1]
    of = [c for c in last.children if c.dep_ == "prep" and c.i > last.i]
    if len(of) != 1 or of[0].lower_ != "of" or of[0].right_edge.i != _last_word(doc, spans[-1]).i:
        return tuple(spans)
    relational = _RELATIONAL_NOUN_LEXNAMES
    if any(
        wordnet.first_sense_lexname(h.lemma_.lower(), "NOUN") not in relational for h in heads
    ) and not _possessor_of_phrase(of[0], heads):
        return tuple(spans)
    cut = of[0].i
    if cut <= last.i or cut <= lo:
        return tuple(spans)
    return (*spans[:-1], (lo, cut))


#: WordNet lexnames of nouns whose "of" phrase is their own partitive ("tons of the grain",
#: "a crowd of the guests"): quantities and groups (Quirk et al. 1985 §5.8 on partitives).
_PARTITIVE_NOUN_LEXNAMES = frozenset({"noun.quantity", "noun.group"})
#: ... and person nouns, whose "of" phrase is the argument of the role ("a board member and
#: critic of the superintendent": "critic of X" is no "member of X"; Barker 1995 on relational
#: nouns).
_OWN_OF_NOUN_LEXNAMES = _PARTITIVE_NOUN_LEXNAMES | {"noun.person"}
#: WordNet lexnames of an "of" object that is a container's content or a partitive's substance
#: ("bottles of the cider", "loaves of the bread"; Quirk et al. 1985 §5.8), no owner.
_CONTENT_NOUN_LEXNAMES = frozenset({"noun.food", "noun.substance", "noun.quantity"})


def _possessor_of_phrase(of: Token, heads: Sequence[Token]) -> bool:
    """ "the hats, coats, and boots [of the guests]" (cj221): an "of" phrase whose object is a
    definite noun phrase (a definite determiner, a possessive or a proper name) naming an
    owner or whole is the of-genitive (Quirk et al. 1985 §5.116-5.117), which, like the
    s-genitive "the guests' hats, coats, and boots", determines the whole coordination of bare
    nouns after one determiner (right-node raising of a dependent, Huddleston & Pullum 2002
    ch. 15 §4.4). Not after quantity, group or person nouns, whose "of" phrase is a partitive
    or the role's own argument (``_OWN_OF_NOUN_LEXNAMES``), nor with a food or substance
    object, a container's content (``_CONTENT_NOUN_LEXNAMES``)."""
    obj = next((c for c in of.children if c.dep_ == "pobj"), None)
    if obj is None or obj.pos_ not in {"NOUN", "PROPN"}:
        return False
    definite = obj.pos_ == "PROPN" or any(
        c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS)
        for c in obj.children
        if c.i < obj.i
    )
    partitive = wordnet.first_sense_lexname(obj.lemma_.lower(), "NOUN") in _CONTENT_NOUN_LEXNAMES
    partitive = partitive or any(
        wordnet.first_sense_lexname(h.lemma_.lower(), "NOUN") in _OWN_OF_NOUN_LEXNAMES
        for h in heads
    )
    return definite and not partitive


#: Dependency labels of a prenominal modifier that can be coordinated before a shared noun.
_PRENOMINAL_DEPS = frozenset({"amod", "compound", "nmod", "nummod"})


def _closer_modifiers(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The last span without the modifiers standing between it and the noun the coordinated
    modifiers share ("a real or perceived [immediate] threat"): premodifiers nearer the head
    form a constituent with it that the farther, coordinated ones modify (Huddleston & Pullum
    2002 ch. 5 §14.2 on the layering of premodifiers; Quirk et al. 1985 §17.113 on their order),
    so "immediate" belongs to every conjunct, even where the parse made it one more conjunct."""
    first = doc[spans[0][0] : spans[0][1]].root
    lo, hi = spans[-1]
    if first.dep_ not in _PRENOMINAL_DEPS or first.head.i < hi or first.head.pos_ != "NOUN":
        return tuple(spans)
    root = doc[lo:hi].root
    cut = root.right_edge.i + 1
    trailing = doc[cut:hi]
    if cut >= hi or any(t.pos_ not in {"ADJ", "NOUN", "PROPN"} for t in trailing):
        return tuple(spans)
    if inside_word(doc, cut):  # "slight or [non-existent]": "-existent" is no closer modifier
        return tuple(spans)
    if any(t.head.i in range(lo, cut) for t in trailing):
        return tuple(spans)
    return (*spans[:-1], (lo, cut))


#: Part-of-speech tags of verb-phrase and participle conjuncts that can share a pre-verbal adverb.
_VERBAL_TAGS = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ"})
#: Coordinators under which a pre-verbal adverb of the first conjunct is read over the whole
#: coordination; "but"/"yet" contrast the conjuncts ("initially X, but later Y"), so the
#: adverb stays with its own conjunct.
_SHARING_COORDINATORS = frozenset({"and", "or"})
#: Pre-verbal adverbs read over a whole coordination of predicates: frequency and usuality
#: adjuncts ("sometimes", "often", "generally"; Quirk et al. 1985 §8.63-8.64), which quantify
#: over the occasions of the coordinated predicate as one; time-position adjuncts of the
#: present state ("currently", "now"); and viewpoint/agent-oriented adverbs of ownership and
#: action ("independently/privately/jointly owned and operated"). Downward ones ("rarely",
#: "seldom") are left out: "rarely eats and drinks" does not give "rarely drinks". Others stay
#: with their own conjunct: manner adverbs ("clumsily hacked off X, and ... popped it", "vertically lined up
#: planks and painted them") modify one event; ordering, negating or contrasting ones ("first",
#: "never", "later") and those with a presupposition ("again", "still"; Beaver 2001) or a focus
#: ("only", "just", "even"; Rooth 1985) would change the claim when carried over. The sequence
#: adverb "then" before the first of coordinated predicates ("the children [then] hop or jump")
#: is the exception among ordering words: it is anaphoric to the event told before the
#: coordination (temporal conjunction, Halliday & Hasan 1976 ch. 5 §5.5; Quirk et al. 1985
#: §8.137 on "then" as a listing/temporal conjunct), so it places every conjunct after that
#: event, not the first conjunct before the others, and stays when the first goes ("then
#: jump", never "jump", which loses the sequence); a later conjunct with an adverb of its own
#: ("then ate and later slept") keeps each adverb with its own verb, as for every word here.
_SHARED_ADVERBS = frozenset({"sometimes", "often", "usually", "generally", "typically",
                             "frequently", "occasionally", "commonly", "normally", "always",
                             "regularly", "mostly", "mainly", "largely",
                             "primarily", "widely", "currently", "now", "independently",
                             "privately", "publicly", "jointly", "locally", "then"})  # fmt: skip
#: Resultive connective adjuncts before coordinated predicates ("developing groups, [thus]
#: extending its senses and increasing its periphery"): a conjunct in Quirk et al.'s sense
#: (1985 §8.137) links the whole coordination it precedes to the clause before it, as its
#: consequence (Halliday & Hasan 1976 ch. 5 on conjunctive cohesion), so it is a shared
#: dependent of every conjunct and stays when the first one goes ("thus increasing its
#: periphery", never "increasing its periphery" with the consequence relation lost).
_SHARED_CONNECTIVES = frozenset({"thus", "therefore", "hence", "consequently"})


def _shared_adverb(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """The first span without the pre-verbal adverbs that open it when they stand before the
    whole coordination of verb phrases or participles ("they are [sometimes] confused with and
    mistaken for ferns", "[independently] owned and operated", "is [often] coated with honey and
    garnished with chestnuts"): a frequency, time or viewpoint adverb (``_SHARED_ADVERBS``)
    before coordinated predicates is a shared dependent of every conjunct (Huddleston & Pullum
    2002 ch. 15 §4.1, distributive reading of a shared pre-head dependent), so removing the first conjunct keeps it ("they are sometimes mistaken
    for ferns", was "they are mistaken for ferns", which drops the frequency restriction and is
    not entailed). Not when a later conjunct has its own adverb, subject or auxiliary (its own
    modification: "too often met with suspicion or plainly ignored"), nor under "but"."""
    if cc.lower_ not in _SHARING_COORDINATORS or len(spans) < 2:
        return tuple(spans)
    heads = [doc[lo:hi].root for lo, hi in spans]
    if any(h.tag_ not in _VERBAL_TAGS for h in heads):
        return tuple(spans)
    lo, hi = spans[0]
    if lo > 0 and doc[lo - 1].lower_ in _CORRELATIVE_MARKERS:
        # "packages [either] locally modified ... or created from scratch": a correlative
        # marker opens the first coordinate (Huddleston & Pullum 2002 ch. 15 §2.4), so an
        # adverb after it is inside that coordinate, not shared ("packages created from
        # scratch", never "packages locally created", cj94)
        return tuple(spans)
    cut = lo
    while cut < heads[0].i and doc[cut].dep_ == "advmod" and doc[cut].head.i == heads[0].i:
        if doc[cut].pos_ != "ADV" or doc[cut].lower_ not in _SHARED_ADVERBS | _SHARED_CONNECTIVES:
            return tuple(spans)
        cut += 1
    if cut == lo or cut != heads[0].i:
        return tuple(spans)
    for (a, _), h in zip(spans[1:], heads[1:], strict=True):
        own = [c for c in h.lefts if a <= c.i]
        if any(c.dep_ in {"advmod", "neg", "nsubj", "nsubjpass", "aux", "auxpass"} for c in own):
            return tuple(spans)
    return ((cut, hi), *spans[1:])


#: Correlative markers: they stand at the left edge of the first coordinate (H&P ch. 15 §2.4).
_CORRELATIVE_MARKERS = frozenset({"either", "both", "neither"})
#: Degree modifiers of adjectives that can open a coordination of adjectives and scope over it:
#: intensifiers and the degree words that take a comparison or result complement ("too", "so",
#: "as", analytic "more"/"most"; Quirk et al. 1985 §7.87-7.89 on intensifiers as adjective
#: premodifiers; Huddleston & Pullum 2002 ch. 6 §7 on degree modifiers). Downward ones ("less",
#: "least", "hardly", "barely") are left out: "less rich and famous" does not give "less famous".
_SHARED_DEGREE_WORDS = frozenset({"too", "so", "as", "very", "quite", "rather", "fairly",
                                  "extremely", "highly", "really", "equally", "more", "most",
                                  "somewhat", "entirely", "completely", "totally", "wholly",
                                  "fully", "utterly", "increasingly", "particularly",
                                  "exceptionally", "remarkably", "unusually", "incredibly"})  # fmt: skip
#: Modal adverbs before coordinated adjectives ("a potentially large and damaging event", "a
#: possibly long and costly trial"): an epistemic subjunct qualifies the whole property it
#: precedes (Quirk et al. 1985 §8.99-8.100 on subjuncts of modality; Huddleston & Pullum 2002
#: ch. 6 §7 on modal adverbs as adjective modifiers), and with bare later members it is read
#: over the coordination like a degree word (cj77: the blind review rejected "a damaging
#: event" from "a potentially large and damaging event").
_SHARED_MODAL_ADVERBS = frozenset({"potentially", "possibly", "probably", "seemingly",
                                   "apparently", "relatively", "comparatively"})  # fmt: skip


def _shared_degree_word(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """The first span without the degree word that opens it when the later conjuncts are bare
    adjectives: "too young and thin and straight", "quite trusting and inexperienced", "so
    tired and hungry that ...". A degree modifier before the first of coordinated adjectives
    is a shared pre-head dependent of the whole adjective coordination (Huddleston & Pullum
    2002 ch. 15 §4.1, the distributive reading; Quirk et al. 1985 §13.64 on a premodifier read
    over coordinated heads), and the bare later members, with no degree word of their own,
    favour that reading; the last blind review read "too young and thin" so. Removing the first
    conjunct keeps it ("too thin and straight", never "thin and straight"); with a complement
    after the last conjunct ("so tired and hungry that they slept", "as tall and strong as
    X") the degree word is needed for the sentence to stand at all. Not under "but" (a
    contrast: "very tall but thin" is narrow), and not when a later conjunct opens with an
    adverb or determiner of its own ("very tall and rather thin")."""
    if cc.lower_ not in _SHARING_COORDINATORS or len(spans) < 2:
        return tuple(spans)
    lo, hi = spans[0]
    degree, heads = doc[lo], [doc[a:b].root for a, b in spans]
    shared = _SHARED_DEGREE_WORDS | _SHARED_MODAL_ADVERBS
    if hi - lo < 2 or degree.lower_ not in shared or degree.dep_ != "advmod":
        return tuple(spans)
    if degree.head.i != heads[0].i or heads[0].i != lo + 1:
        return tuple(spans)
    if any(h.pos_ != "ADJ" for h in heads):
        return tuple(spans)
    if any(doc[a].pos_ in {"ADV", "DET", "PART"} for a, _ in spans[1:]):
        return tuple(spans)
    if analytic_degree_of_first(doc, spans):  # "[more active] and [clearer]" (cj225)
        return tuple(spans)
    return ((lo + 1, hi), *spans[1:])


#: Analytic comparison words (Quirk et al. 1985 §7.74-7.80), and the tags of the inflected
#: comparatives and superlatives they cannot combine with.
_ANALYTIC_DEGREE_WORDS = frozenset({"more", "most"})
_INFLECTED_DEGREE_TAGS = frozenset({"JJR", "JJS", "RBR", "RBS"})


def analytic_degree_of_first(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "He grew [more active] and [clearer] than ever": an analytic "more"/"most" opens the
    first member, and a later member is an inflected comparative or superlative. Analytic and
    inflectional comparison exclude each other on one head ("more clearer" is ungrammatical:
    Huddleston & Pullum 2002 ch. 13 §4.1; Quirk et al. 1985 §7.74), so the inflected member
    carries its own degree and "more" marks the first member alone: it goes out with that
    member ("He grew clearer than ever", never "more clearer"; cj225)."""
    if len(spans) < 2 or doc[spans[0][0]].lower_ not in _ANALYTIC_DEGREE_WORDS:
        return False
    return any(doc[a:b].root.tag_ in _INFLECTED_DEGREE_TAGS for a, b in spans[1:])


#: Words that need the noun after them to name a region or an order ("North and South Korea",
#: "Eastern and Central European", "First and Second World War"): with them the first
#: conjunct shares the following name word, so the last conjunct is not extended over it.
NAME_SHARING_MODIFIERS = frozenset(
    {
        "north", "south", "east", "west", "northern", "southern", "eastern", "western",
        "central", "middle", "upper", "lower", "inner", "outer", "near", "far", "northeast",
        "northwest", "southeast", "southwest", "first", "second", "third", "fourth", "fifth",
        "old", "new", "greater", "high", "low",
    }
)  # fmt: skip


def _whole_name_modifier(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """ "our African and Caribbean Basin trade initiatives", "the Asiatic and Far Eastern
    peoples": coordinated prenominal modifiers whose last member is a multiword name modifier
    ("Caribbean Basin", "Far Eastern"). A complete first modifier ("African", "Asiatic")
    coordinates with the whole of it, the coordination being of like constituents (Quirk et al.
    1985 §13.66 on coordinated premodifiers; §17.93 on proper-name premodifiers as units), so
    the last conjunct spans every capitalised word up to the shared noun: its removal takes them
    all ("our African trade initiatives", never "our African Basin trade initiatives").
    Not after a first member that needs the following name word ("North and South Korean"),
    nor after a noun, which may share it ("War and Navy Department requirements")."""
    lo, hi = spans[-1]
    if hi - lo != 1 or not doc[lo].is_title or doc[lo].pos_ not in {"ADJ", "PROPN"}:
        return tuple(spans)
    firsts = [doc[a] for a, b in spans[:-1]]
    if any(b - a != 1 for a, b in spans[:-1]):
        return tuple(spans)
    if any(not t.is_title or t.pos_ != "ADJ" or t.lower_ in NAME_SHARING_MODIFIERS for t in firsts):
        return tuple(spans)
    if firsts[0].dep_ not in PREMODIFIER_DEPS:
        return tuple(spans)
    noun = firsts[0].head  # the shared noun, above the name words the parse hung it on
    while noun.is_title and noun.dep_ in PREMODIFIER_DEPS and noun.head.i > noun.i:
        noun = noun.head
    if noun.i <= hi or noun.pos_ not in {"NOUN", "PROPN"}:
        return tuple(spans)
    end = hi  # the name words stop before the shared noun: "North and South Korea" stays
    while end < noun.i and doc[end].is_title and doc[end].pos_ in {"ADJ", "PROPN"}:
        end += 1
    return tuple(spans) if end == hi else (*spans[:-1], (lo, end))


def shared_spans(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> SharedSpans | None:
    """The spans a removal deletes, shared dependents left out; None when no removal can keep a
    shared object (the parse split a conjunct apart)."""
    raised = _right_node_raised(doc, cc, spans)
    if raised is None:
        return None
    if raised.spans == tuple(spans) and not raised.delete:
        raised = _raised_verb_complement(doc, cc, spans) or raised
    spans = _closer_modifiers(doc, _degree_complement(doc, raised.spans))
    spans = _shared_postmodifier(doc, spans)  # "books and periodicals [relating to law]"
    spans = _shared_of_complement(doc, spans)  # "the nature, site, and relations [of X]"
    spans = _whole_name_modifier(doc, spans)  # "African and [Caribbean Basin] trade"
    spans = _shared_adverb(doc, cc, spans)
    spans = _shared_degree_word(doc, cc, spans)  # "too [young] and [thin]"
    spans = _passive_agent_marker(doc, spans)
    spans = _shared_agent(doc, spans)
    unbuildable = raised.unbuildable
    if _postmodifier_on_first_noun(doc, spans) and len(spans) - 1 not in unbuildable:
        unbuildable = (*unbuildable, len(spans) - 1)
    return SharedSpans(spans, raised.delete, unbuildable)


def _person_noun(tok: Token) -> bool:
    """The noun's first WordNet sense is a person (lexname ``noun.person``): a role noun."""
    senses = wordnet.wordnet().synsets(tok.lemma_.lower(), "n")
    return bool(senses) and senses[0].lexname() == "noun.person"


def _postmodifier_on_first_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "a local farmer and passionate campaigner [for clean rivers]": the parse hung the
    prepositional phrase after the last of two singular person nouns under one "a" on the first
    one. A phrase after
    a coordination of nouns belongs to the whole coordination only when every head can take it
    (Huddleston & Pullum 2002 ch. 15 §4.4); singular role nouns joined under one determiner
    name one person in two roles, and a "for"/"of" phrase after them is most often the
    complement of the nearer noun, which licenses it (ch. 5 §16 on complements of nouns:
    "campaigner for X", not "farmer for X"). Which noun it belongs to is not the parse's to
    tell, so removing the last noun, which would leave the phrase on the first ("a local
    farmer for clean rivers"), is not built; removing the first keeps the phrase where it
    stands."""
    if len(spans) != 2:
        return False
    first, last = (doc[lo:hi].root for lo, hi in spans)
    if first.tag_ != "NN" or last.tag_ != "NN" or last.head.i != first.i:
        return False
    # one indefinite article for both ("a farmer and campaigner"); "the pain and pleasure of
    # X", "a pool and jacuzzi at my house" name two things that share the phrase
    if not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in first.children):
        return False
    if any(c.dep_ in {"det", "poss"} for c in last.children):
        return False
    if not all(_person_noun(t) for t in (first, last)):
        return False
    end = spans[-1][1]
    return any(c.dep_ == "prep" and c.i >= end for c in first.children)


#: Complements a verb can share with a coordinated verb before it ("has not sought, and will not
#: seek, to dominate"; "can, and will, defeat them"): objects and clausal complements.
_VERB_COMPLEMENT_DEPS = frozenset({"dobj", "xcomp", "ccomp"})


def _raised_verb_complement(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> SharedSpans | None:
    """ "The nation has not sought, and will not seek, to dominate others": two verbs share the
    complement after the second, right-node raised (Huddleston & Pullum 2002 ch. 15 §4.4), and the
    pair of commas sets the second conjunct off as an interpolation (Quirk et al. 1985 §13.54).
    The parse hangs the complement on the last verb, so removing that conjunct dropped it ("has
    not sought."). The last span then ends at its closing comma, which is deleted, and every
    removal keeps the complement ("has not sought to dominate others"). Only when the first verb
    has no complement of its own and both commas are there."""
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text != ",":
        return None
    (lo0, hi0), (lo, hi) = spans
    first, last = doc[lo0:hi0].root, doc[lo:hi].root
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return None
    if any(c.dep_ in _VERB_COMPLEMENT_DEPS | {"prep", "attr", "acomp"} for c in first.children):
        return None
    comps = [c for c in last.children if c.dep_ in _VERB_COMPLEMENT_DEPS and c.i > last.i]
    if len(comps) != 1:
        return None
    comma = comps[0].left_edge.i - 1
    if comma <= last.i or doc[comma].text != ",":
        return None
    if any(t.dep_ not in {"neg", "advmod", "prt"} for t in doc[last.i + 1 : comma]):
        return None  # words of its own between the verb and the comma
    return SharedSpans(((lo0, hi0), (lo, comma)), (comma,))


#: Below this share of its sense-tagged uses in a sense with a direct object a verb is one that
#: takes none as a rule (``verb_frames.transitive_share``): "laugh" 0.0, "sit" 0.01, "go" 0.03,
#: "turn" 0.15, "run" 0.20, against "jump" 0.29, "expand" 0.29, "wait" 0.45, "leave" 0.63,
#: "wash" 1.0. Low, because verbs of the causative alternation (Levin 1993 §1.1.2.1: "expand",
#: "increase", "move") have their transitive senses split off and counted apart, yet take an
#: object freely ("designed to expand and support mobile technology").
TRANSITIVE_SHARE_MIN = 0.25

#: Auxiliary verbs: bare before a coordinator they strand an elided complement ("countries that
#: have or are about to join NATO"; Huddleston & Pullum 2002 ch. 17 §7 on post-auxiliary
#: ellipsis), which is no intransitive verb.
_AUXILIARY_LEMMAS = frozenset({"be", "have", "do"})

#: Dependents that are a verb's own complement: with one of them it is no bare verb sharing a
#: raised object.
_OWN_COMPLEMENT_DEPS = frozenset(
    {"dobj", "obj", "dative", "ccomp", "xcomp", "attr", "acomp", "oprd", "prep", "agent"}
)


def objectless_verb(
    doc: Doc, span: tuple[int, int], frames: frozenset[int] = verb_frames.TRANSITIVE_FRAMES
) -> bool:
    """The span is a verb with no complement of its own whose frequent senses take no direct
    object ("laughed", "smiled", "barked"; ``TRANSITIVE_SHARE_MIN``), read from WordNet's verb
    frames (8 "Somebody ----s something", 9 "Somebody ----s somebody", ...; Fellbaum 1998 ch.
    3). Right-node raising shares the object after the last conjunct with every conjunct, and
    is grammatical only when each conjunct can combine with it (Postal 1974; Huddleston &
    Pullum 2002 ch. 15 §4.4): "washed and dried [the dishes]" shares it, "laughed and left the
    room" does not, so "the room" is the last verb's alone. A phrasal verb is looked up with its
    particle ("pick up"); a verb WordNet does not know is not judged. ``frames`` asks about other
    shared material: a predicative complement ("aired and became [an instant classic]";
    ``verb_frames.PREDICATIVE_FRAMES``: 6 "Something ----s Adjective/Noun", 7 "Somebody ----s
    Adjective") or a prepositional one ("paused and looked [at him]";
    ``verb_frames.PREPOSITIONAL_FRAMES``: 22 "Somebody ----s PP", ...)."""
    verb = doc[span[0] : span[1]].root
    if verb.pos_ != "VERB" or verb.lemma_.lower() in _AUXILIARY_LEMMAS:
        return False
    if any(c.dep_ in _OWN_COMPLEMENT_DEPS and span[0] <= c.i < span[1] for c in verb.children):
        return False
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    lemma = "_".join([verb.lemma_.lower(), *particles])
    share = verb_frames.transitive_share(lemma, frames_of=frames)
    return share is not None and share < TRANSITIVE_SHARE_MIN


def _bare_participle(doc: Doc, span: tuple[int, int]) -> bool:
    """The span is a past participle alone, with at most its particle ("set up", "written")."""
    words = [t for t in doc[span[0] : span[1]] if not t.is_punct]
    root = doc[span[0] : span[1]].root
    return (
        root.tag_ == "VBN"
        and words[0].i == root.i
        and all(t.i == root.i or (t.dep_ == "prt" and t.head.i == root.i) for t in words)
    )


def _shared_agent(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """ "The label was set up and headed [by X]": when every conjunct before the last is a bare
    passive participle, the agent phrase after the last is right-node raised, the agent of every
    conjunct (Huddleston & Pullum 2002 ch. 15 §4.4; an agent goes with a passive verb, Quirk et
    al. 1985 §3.63): the last span ends before it, so removing that conjunct keeps it ("The label
    was set up by X", was "The label was set up" with the agent lost). A participle with its own
    dependents ("built in 1900 and restored by the city") keeps the parse's reading."""
    if len(spans) < 2 or not all(_bare_participle(doc, s) for s in spans[:-1]):
        return tuple(spans)
    lo, hi = spans[-1]
    last = doc[lo:hi].root
    if last.pos_ != "VERB":  # a verb with an agent is passive even if tagged "VB" ("run by X")
        return tuple(spans)
    agents = [c for c in last.children if c.dep_ == "agent" and c.i > last.i]
    if len(agents) != 1 or agents[0].right_edge.i != _last_word(doc, spans[-1]).i:
        return tuple(spans)
    cut = agents[0].i
    if any(c.i > last.i and c.i < cut and not c.is_punct for c in last.children):
        return tuple(spans)  # "headed jointly by X": the words before the agent are its own
    while cut > lo + 1 and doc[cut - 1].is_punct:
        cut -= 1
    return (*spans[:-1], (lo, cut))


def _passive_agent_marker(
    doc: Doc, spans: Sequence[tuple[int, int]]
) -> tuple[tuple[int, int], ...]:
    """ "starring and directed by X": the agent "by" marks the passive of the last conjunct
    only (an agent phrase goes with a passive verb, Quirk et al. 1985 §3.63-3.64; Huddleston &
    Pullum 2002 ch. 16 §10.1); the active participle before it shares the noun phrase alone
    (right-node raising of "X", ch. 15 §4.4), so "by" belongs to the last conjunct: removing it
    leaves "starring X", never "starring by X". "written and directed by X" (both passive)
    shares the whole agent phrase and is left alone."""
    lo, hi = spans[-1]
    if hi >= len(doc) or doc[hi].lower_ != "by" or doc[hi].dep_ != "agent":
        return tuple(spans)
    last = doc[lo:hi].root
    if doc[hi].head.i != last.i or last.tag_ != "VBN":
        return tuple(spans)
    others = [doc[a:b].root for a, b in spans[:-1]]
    if not all(r.tag_ == "VBG" and r.lower_ != "being" for r in others):
        return tuple(spans)
    return (*spans[:-1], (lo, hi + 1))


def cuts_inner_coordination(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Span ``k`` stops inside a coordination of its own head: the head has a conjunct outside
    every span of ours with none of our conjuncts in between ("clean it out and [toss] or give
    away the old items"): the inner and the outer coordination overlap, and removing the span
    would leave the inner conjunction joining the wrong conjuncts. Verb phrases only: a verb's
    inner coordination shares its object ("toss or give away [the old items]"), so removing the
    outer conjunct leaves the inner "or" joining the outer one's verbs; nouns mixing "or" and
    "and" are mostly one flat list ("masts or highrise buildings and chimneys" -> "masts and
    chimneys", as ConjNLI's own pairs read them)."""
    lo, hi = spans[k]
    head = doc[lo:hi].root
    # the span is the bare verb, its inner conjunction right after it: the verb shares what
    # follows the inner coordination ("[toss] or give away the old items"); a verb phrase with
    # words of its own ("disbanded in 1994, but [reunited in 2006], and released ...") is a
    # member of one flat list
    if head.pos_ not in {"VERB", "AUX"} or head.i != _last_word(doc, spans[k]).i:
        return False
    if doc[spans[0][0] : spans[0][1]].root.dep_ in _PRENOMINAL_DEPS:
        return False  # participles before a noun ("short-lived but [well-attempted] and widely
        # circulated magazine") are one list of modifiers, no verb phrase shares an object
    if hi >= len(doc) or doc[hi].dep_ != "cc" or doc[hi].head.i != head.i:
        return False
    if doc[hi].lower_ == cc.lower_:  # "directed by X, and [written] and produced by Y": "and"
        return False  # within "and" is associative, any grouping says the same
    ours = [range(a, b) for a, b in spans]
    for c in head.children:
        if c.dep_ != "conj" or lo <= c.i < hi or any(c.i in r for r in ours):
            continue
        left, right = (hi, c.i) if c.i >= hi else (c.i, lo)
        if not any(left <= a < right for a, _ in spans):
            return True
    return False


#: Dependency labels of an auxiliary, and of the noun modifiers that never take one: a
#: prenominal modifier is an adjective or noun phrase, not a finite verb phrase (Huddleston &
#: Pullum 2002 ch. 5 §14, ch. 3 §2 on auxiliaries heading verb phrases).
_AUXILIARY_DEPS = frozenset({"aux", "auxpass"})
_NOUN_MODIFIER_DEPS = frozenset({"amod", "compound", "nmod"})


def verb_phrase_read_as_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A conjunct that holds an auxiliary whose head modifies the conjunct's own head noun ("and
    [was] certified gold", "certified" parsed as an adjective of "gold"): the conjunct is a verb
    phrase the parse mistook for a noun phrase, and its span is not one. (Deeper in a clausal
    conjunct the slip does not move the conjunct's edges.)"""
    for lo, hi in spans:
        root = doc[lo:hi].root
        for t in doc[lo:hi]:
            if (
                t.dep_ in _AUXILIARY_DEPS
                and t.head.dep_ in _NOUN_MODIFIER_DEPS
                and t.head.head.i == root.i
            ):
                return True
    return False


def participle_member_outside(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "It was opened in 1897 by the railroad, rebuilt in 1915, and closed in 1938": two
    verb-phrase conjuncts with a comma before the first and a serial comma before the
    coordinator, the first a participle after a verb of the same form earlier in the clause.
    The serial ", and" closes a list of three (Quirk et al. 1985 §13.64: only the last two
    members are linked by the conjunction), whose first member is the earlier verb phrase ("opened ..."), on which (or on a noun of whose
    phrase) the parse hangs the participle. Removing the parse's first conjunct is removing the
    middle member, and the coordinator must stay between the other two ("opened ... by the
    railroad and closed in 1938", never "by the railroad, closed in 1938")."""
    if len(spans) != 2:
        return False
    (start, end), (last_start, last_end) = spans
    if start < 2 or doc[start - 1].text != "," or last_start < 2:
        return False
    if doc[last_start - 1].pos_ != "CCONJ" or doc[last_start - 2].text != ",":
        return False
    first = doc[start:end].root
    last = doc[last_start:last_end].root
    if first.tag_ not in {"VBN", "VBD", "VBG"} or first.dep_ not in {"acl", "advcl", "relcl"}:
        return False  # the tagger reads a participle after a comma as a past tense at times
    if last.pos_ != "VERB" or first.head.i >= start:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in first.children):
        return False  # a clause of its own, no list member
    forms = {"VBG"} if first.tag_ == "VBG" else {"VBN", "VBD"}
    return any(t.pos_ == "VERB" and t.tag_ in forms for t in [first.head, *first.head.ancestors])


#: Verb forms that count as one form for a list of verb phrases: a past tense and a past
#: participle look alike ("packed", "scraped"), and so do the present forms.
_LIST_FORMS = ({"VBD", "VBN"}, {"VBZ", "VBP"}, {"VBG"}, {"VB"})


def verb_list_member_inside(doc: Doc, spans: Sequence[tuple[int, int]]) -> Token | None:
    """ "She washed the dishes, dried the pots, and swept the floor" with the parse's
    coordination "[She washed the dishes, dried the pots], and [swept the floor]": the first
    verb phrase hangs on "dried" (as its clausal complement or the like) inside the first
    conjunct's span. The serial ", and" closes a list of three whose first member is that
    earlier verb phrase (Quirk et al. 1985 §13.64 and §13.21: the conjunction links the last
    two members and stands before the last). Returns the comma inside the first span that
    ends the earlier member, so that either removal keeps the coordinator before the list's
    new last member ("She washed the dishes and dried the pots", "She washed the dishes and
    swept the floor"), never the asyndetic "She washed the dishes, dried the pots" (cj101).
    The parse's first conjunct and the earlier member are verb phrases of one form; the parse's
    first conjunct and the last have no subject of their own (the earlier member may carry
    the shared subject); else None."""
    if len(spans) != 2:
        return None
    (start, end), (last_start, last_end) = spans
    if last_start < 2 or doc[last_start - 1].pos_ != "CCONJ" or doc[last_start - 2].text != ",":
        return None
    first, last = doc[start:end].root, doc[last_start:last_end].root
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return None
    subjects = {"nsubj", "nsubjpass", "expl"}
    if any(c.dep_ in subjects and c.i > start for c in first.children):
        return None
    if any(c.dep_ in subjects for c in last.children):
        return None
    commas = [t for t in doc[start + 1 : first.i] if t.text == ","]
    if not commas:
        return None
    comma = commas[-1]
    # between the comma and the verb only its own premodifiers ("then started")
    if any(t.head.i != first.i for t in doc[comma.i + 1 : first.i]):
        return None
    member = doc[comma.i - 1]
    while member.head.i < comma.i and member.head.i != member.i:
        member = member.head
    if member.head.i != first.i or member.pos_ not in {"VERB", "AUX"}:
        return None
    if member.dep_ not in {"ccomp", "conj", "dep", "advcl", "parataxis"}:
        return None
    if not any(member.tag_ in f and first.tag_ in f for f in _LIST_FORMS):
        return None
    if any(t.text in {";", ":", "-", "\u2014", "--"} or t.is_quote for t in doc[start : first.i]):
        return None
    if member.left_edge.i != start:
        return None
    return comma


# --- stop 52 (cj68): spans the parse hung on the wrong head -------------------------------------
#
# Each check below finds a coordination whose conjunct spans are not constituents of the
# sentence, because the parse attached a conjunct or a dependent to another head than the words
# say; no removal (and so no addition) is built from such spans (``misattached_span``).

#: Coordinators of other languages met inside names quoted in English text ("Hochschule für
#: Musik und Darstellende Kunst", "Pelléas et Mélisande", "Real Madrid y Barcelona"). English
#: does not coordinate with them: inside an English sentence they occur only in a foreign proper
#: name, which English syntax treats as one unanalysed unit (Huddleston & Pullum 2002 ch. 5 §20
#: on proper names; code-switching inside a name). "i" and "e" are left out: chat text uses them
#: as English words.
FOREIGN_COORDINATORS = frozenset({"und", "et", "y", "och", "og", "en"})

#: Determiners with which a lone adjective cannot head a noun phrase: an indefinite article
#: takes no fused head adjective ("*a pitiable"; Huddleston & Pullum 2002 ch. 5 §9.3: fused
#: modifier-heads with adjectives need "the" and a human plural or abstract reading).
_INDEFINITE_ARTICLES = frozenset({"a", "an"})
#: Adjectives that do head a phrase after "a" ("a few", "a little"): quantifiers, not modifiers.
_QUANTIFYING_ADJECTIVES = frozenset({"few", "little", "lot", "bit"})
#: Tags a premodifier of a noun opens with (or a focusing adverb before one, "also whining").
_PREMODIFIER_OPENING_TAGS = frozenset({"RB", "JJ", "JJR", "JJS", "VBG", "VBN"})
#: Finite verb tags.
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})


def _foreign_name_cut(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A span boundary inside a foreign name held together by a foreign coordinator: "the
    Hochschule für Musik und Darstellende Kunst" with "und" read as a verb or coordinator, so a
    span holds "und Darstellende Kunst" or "the Hochschule für Musik" alone. Removing it leaves
    "Konservatorium und Darstellende Kunst" (see ``FOREIGN_COORDINATORS``)."""
    for tok in doc[1:-1]:
        if tok.text not in FOREIGN_COORDINATORS:
            continue
        before, after = doc[tok.i - 1], doc[tok.i + 1]
        if not (before.text[:1].isupper() and after.text[:1].isupper()):
            continue
        name = {before.i, tok.i, after.i}
        for lo, hi in spans:
            inside = sum(lo <= i < hi for i in name)
            if 0 < inside < len(name):
                return True
    return False


def _stranded_particle(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A particle right after the last conjunct whose verb stands before the coordination, while
    the coordination is no direct object of that verb: "abused by [others] and [dresses] up like
    a skunk", "dresses" (a verb) read as a noun conjunct of "others" and "up" hung on "abused".
    A particle follows its verb at once or after the verb's direct object, never after a
    prepositional object (Quirk et al. 1985 §16.4; Huddleston & Pullum 2002 ch. 4 §6.2: "picked
    the books and papers up" is fine, "*abused by others up" is not), so the word before the
    particle is its verb and the spans are wrong ("abused by others up like a skunk")."""
    lo, hi = spans[-1]
    if hi >= len(doc):
        return False
    prt = doc[hi]
    if prt.dep_ != "prt" and prt.tag_ != "RP":
        return False
    verb = prt.head
    if verb.i >= spans[0][0]:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    return not (first.dep_ == "dobj" and first.head.i == verb.i)


def _article_adjective_conjunct(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A conjunct that ends in an indefinite article and a lone adjective (degree adverbs
    between), the next opening with a premodifier: "Talbot is [a pitiable] and [also whining
    old martyr]", "gives off [a very cozy] and [welcoming vibe]". "a pitiable" is no
    noun phrase (``_INDEFINITE_ARTICLES``): the adjectives are coordinated premodifiers of one
    noun ("a pitiable and also whining old martyr"), which the parse split at the article, so
    removals give "Talbot whining old martyr" or "Talbot is a pitiable."."""
    for (lo, hi), (nxt, _) in zip(spans[:-1], spans[1:], strict=True):
        adj = doc[hi - 1]
        if hi - lo < 2 or adj.tag_ != "JJ" or adj.lower_ in _QUANTIFYING_ADJECTIVES:
            continue
        # "a [very] cozy": the article is the adjective's own, only degree adverbs between
        between = doc[lo : hi - 1]
        articles = [t for t in between if t.dep_ == "det" and t.head.i == adj.i]
        if not articles or articles[0].lower_ not in _INDEFINITE_ARTICLES:
            continue
        if any(t.tag_ != "RB" for t in doc[articles[0].i + 1 : hi - 1]):
            continue
        if doc[nxt].tag_ in _PREMODIFIER_OPENING_TAGS:
            return True
    return False


def _verb_read_as_bare_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A conjunct whose head is a bare noun right after a coordinator and whose own conjunct is
    a subjectless finite verb: "and [bit] and [tore at his chains furiously]", "bit" tagged a
    noun. A noun phrase and a finite verb phrase are unlike coordinates (Huddleston & Pullum
    2002 ch. 15 §4.1): the word is a verb the tagger misread, so the parse also put it in the
    wrong coordination (with "the Fairy" here), and which dependents the two verbs share
    (right-node raising of "at his chains", ch. 15 §4.4) is not the parse's to tell. No removal
    of either coordination ("he accused bit and tore", "... misfortunes, and bit.")."""
    for lo, hi in spans:
        head = doc[lo:hi].root
        if head.tag_ not in {"NN", "NNS"} or head.i == 0 or doc[head.i - 1].pos_ != "CCONJ":
            continue
        if any(c.i < head.i for c in head.children):
            continue  # "and the water ...": a determined noun phrase
        for conj in head.children:
            if conj.dep_ != "conj" or conj.tag_ not in _FINITE_TAGS:
                continue
            if not any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in conj.children):
                return True
    return False


def _restrictive_relative_attachment(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "praised X for taking polls [that actually identified how ... felt], and [criticized
    the score]": a subjectless verb conjunct after a comma that follows a relative clause ending
    the first conjunct may coordinate inside the relative clause or with the main verb above
    it (Huddleston & Pullum 2002 ch. 15 §5 on the attachment of a later coordinate); the comma
    and a main verb of the same form before the relative ("praised" ... "criticized") make the
    main-clause reading likely, which the parse missed. The removals would make the relative
    word the subject of the other predicate ("polls that criticized the score"), so none is
    built. The supplementary-relative case ("X, which was founded in 1901, and is ...") is
    ``_verb_conjunct_after_relative`` in ``conjuncts.py``."""
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text != ",":
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    second = doc[spans[1][0] : spans[1][1]].root
    if second.pos_ not in {"VERB", "AUX"}:
        return False
    if any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in second.children):
        return False
    # a relative clause whatever its label: its subject is the relative word ("that" WDT is
    # never the complementizer, which is tagged IN)
    subject = [c for c in first.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subject or subject[0].tag_ not in {"WDT", "WP"}:
        return False
    return any(
        t.pos_ in {"VERB", "AUX"} and t.tag_ == second.tag_ and t.i < first.i
        for t in first.ancestors
    )


def _negated_participle_after_auxiliary(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """The first conjunct opens with a be/have auxiliary, and a verb coordinated with its head
    has "not" after its coordinator and no auxiliary or subject of its own: "This dog [was not
    shot] and not [only kicked]", and so in "[was not shot and not only kicked], but [attacked
    ...]". A finite verb is negated only with "do" ("*and not kicked it"; Quirk et al. 1985
    §3.37, Huddleston & Pullum 2002 ch. 9 §1.2), so that verb is a participle, the complement
    of the first conjunct's auxiliary: the auxiliary is shared by the coordination, and removing
    the first conjunct with it leaves "This dog only kicked", "This dog attacked with a machete"
    (the extractor's shared-"be" check reads the tag, which says VBD here). No removal of the
    first conjunct."""
    lo, hi = spans[0]
    head = doc[lo:hi].root
    if doc[lo].dep_ not in {"aux", "auxpass"} or doc[lo].head.i != head.i:
        return False
    if doc[lo].tag_ in {"MD", "TO"}:
        return False  # a shared modal or "to" is ``_shared_operator``'s
    for verb in doc[head.i + 1 : spans[-1][1]]:
        if verb.dep_ != "conj" or verb.tag_ not in {"VBD", "VBN"} or head not in verb.ancestors:
            continue
        own = [c for c in verb.children if c.i < verb.i]
        if any(c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in own):
            continue
        coordinator = max((t.i for t in doc[head.i : verb.i] if t.pos_ == "CCONJ"), default=None)
        if coordinator is not None and any(
            t.lower_ in {"not", "n't"} for t in doc[coordinator + 1 : verb.i]
        ):
            return True
    return False


#: Object functions of a noun phrase: the first conjunct's position when a clause's subject
#: after the coordinator is read as a second object.
_OBJECT_FUNCTIONS = frozenset({"dobj", "pobj", "attr", "dative"})
#: Subjects, clausal ones too ("[Talking about your ex] can give ...").
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})


def _participle_form(form: str) -> bool:
    """Whether ``form`` is the past participle of some verb (lemminflect's lexicon): a "VBD" tag
    on it may hide a reduced relative ("equipment [staged] there")."""
    for lemma in getAllLemmas(form, upos="VERB").get("VERB", ()):
        forms = getAllInflections(lemma, upos="VERB")
        # the lexicon leaves out a participle spelled like the past ("staged")
        if form in forms.get("VBN", forms.get("VBD", ())):
            return True
    return False


def _subject_read_as_object(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A noun phrase conjunct right before a finite verb or modal outside every span, the first
    conjunct an object: "Ken Lay will host [the Applause Meter] and [the business unit with the
    most applause] will win", "did a great job as [the main role] and [Channing Tatum] looks
    too good". A finite verb has a subject (Huddleston & Pullum 2002 ch. 4 §1), and the noun
    phrase before it is that subject: the coordination joins two clauses, not two objects, so
    removing the "first conjunct" gives "will host the business unit ... will win" and "as
    the Channing Tatum looks"."""
    lo, hi = spans[-1]
    if len(spans) < 2:
        return False
    last = doc[lo:hi].root
    first = doc[spans[0][0] : spans[0][1]].root
    if last.pos_ not in {"NOUN", "PROPN"} or first.dep_ not in _OBJECT_FUNCTIONS:
        return False
    # the first finite word after the conjunct, past a prepositional phrase at most ("the
    # business unit [with the most applause] will win")
    for tok in doc[hi:]:
        if tok.tag_ in _FINITE_TAGS | {"MD"} and tok.pos_ in {"VERB", "AUX"}:
            if tok.tag_ == "VBD" and _participle_form(tok.lower_):
                return False  # "supplies and equipment [staged] there": a participle, maybe
            verb = tok.head if tok.dep_ in {"aux", "auxpass"} else tok
            return verb.pos_ in {"VERB", "AUX"} and not any(
                c.dep_ in _SUBJECT_DEPS for c in verb.children
            )
        if tok.is_punct or tok.pos_ in {"CCONJ", "SCONJ", "VERB", "AUX", "PRON", "PART"}:
            return False
        if tok.tag_ in {"WDT", "WP", "WRB"}:
            return False
    return False


#: Entity types of names that take no article of their own ("Germany", "Europe", "Art
#: Malik"): a determiner before the first conjunct cannot be theirs.
_ARTICLELESS_ENTITIES = frozenset({"PERSON", "GPE", "LOC"})
#: The articles, the only determiners besides possessives that a name never takes.
_ARTICLES = frozenset({"the", "a", "an"})
#: Compass points naming a region ("the North", "the Middle East" aside): such names take the
#: definite article (Quirk et al. 1985 §5.60; Huddleston & Pullum 2002 ch. 5 §20.4), so a
#: later bare one shares the first conjunct's "the" ("in the North and East" minus "the North":
#: "in the East", never "in East"; cj224).
_COMPASS_REGIONS = frozenset(
    {"north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"}
    | {"midwest", "orient", "occident"}
)


#: Prepositions that introduce examples of a class named by a plural noun ("tribes such as
#: A and B", "peoples including A and B", "dynasties like A and B").
_EXAMPLE_MARKERS = frozenset({"as", "including", "like"})


#: WordNet classes of peoples and kin groups, and the organisations among them (``_people_noun``).
_PEOPLE_SYNSETS = frozenset({"people.n.01", "social_group.n.01"})
_ORGANISATION_SYNSETS = frozenset({"organization.n.01"})


def _people_noun(lemma: str) -> bool:
    """``lemma``'s first WordNet sense is a people or kin group ("tribe", "clan", "dynasty",
    "civilization", "people"): a social group (social_group.n.01) that is no organisation
    (organization.n.01: "country", "family", "team", "company" are bodies with a name of their
    own, often articleless: "Germany", "Google")."""
    return wordnet.first_sense_under(
        lemma, "NOUN", _PEOPLE_SYNSETS, unless=_ORGANISATION_SYNSETS, instances=False
    )


def _group_name_examples(first: Token) -> bool:
    """``first`` (a name) opens a list of examples ("such as", "including", "like", or the
    object of "include" with that noun its subject) of a plural noun of peoples or kin groups ("the Germanic tribes ..., such as the Marcomanni and Quadi";
    ``_people_noun``). The names of peoples and dynasties are plural-like names that take "the"
    ("the Quadi", "the Tang"; Huddleston & Pullum 2002 ch. 5 §20.4; Quirk et al. 1985 §5.66 on
    nationality and tribal names), so a "the" before the first is shared by all, whatever the
    entity tagger calls the later names ("Quadi" as a place): removing the first keeps it ("such
    as the Quadi")."""
    marker = first.head
    if first.dep_ == "dobj" and marker.lemma_ == "include":
        # the verb of the same relation: "Salishan tribes include the Bella Coola, Spokane and
        # Coeur d'Alene" names examples of its subject
        subjects = [c for c in marker.children if c.dep_ in {"nsubj", "nsubjpass"}]
        return any(s.tag_ == "NNS" and _people_noun(s.lemma_.lower()) for s in subjects)
    if first.dep_ != "pobj" or marker.lower_ not in _EXAMPLE_MARKERS:
        return False
    if marker.lower_ == "as" and not any(c.lower_ == "such" for c in marker.children):
        return False
    for anc in marker.ancestors:
        if anc.tag_ == "NNS":
            return _people_noun(anc.lemma_.lower())
        if anc.pos_ == "VERB":
            return False
    return False


def _fused_head_article(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "contested by [the Spanish], [Portuguese] and [English]": adjectives heading noun phrases
    (fused heads, "the rich", "the Spanish" = the Spanish people; Huddleston & Pullum 2002 ch. 5
    §9.3, Quirk et al. 1985 §7.23-7.25) need "the", and one "the" before the first serves all
    the bare ones after it ("the rich and famous"). The parse puts it in the first conjunct (an
    adjective takes no determiner of its own there), so removing that conjunct took it, leaving
    "by Portuguese and English" (the languages). The article is shared: it stays."""
    if len(spans) < 2:
        return False
    lo, hi = spans[0]
    det, first = doc[lo], doc[lo:hi].root
    if hi - lo < 2 or det.lower_ != "the" or det.dep_ != "det" or det.head.i != first.i:
        return False
    if first.tag_ != "JJ":
        return False
    for a, b in spans[1:]:
        root = doc[a:b].root
        if doc[a].dep_ in {"det", "poss"} or root.tag_ not in {"JJ", "NNP", "NNPS"}:
            return False
        if root.tag_ != "JJ" and root.ent_type_ not in {"NORP", "LANGUAGE"}:
            return False
    return True


def with_own_determiner(doc: Doc, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans with the determiner before the first conjunct moved into it when a later
    conjunct is a personal or place name: "challenged by [the] [United States] and [Germany]",
    "except for [the] [photography] and [Art Malik]". A singular proper name of a person or
    place takes no determiner (Huddleston & Pullum 2002 ch. 5 §20.1; Quirk et al. 1985 §5.60),
    so the determiner is the first conjunct's alone, not shared, and goes with it ("challenged
    by Germany", never "by the Germany"). Names with an article of their own ("the
    Netherlands") carry it inside their span; plural names ("the Chumash and Tongva") may share
    it and stay."""
    if _fused_head_article(doc, spans):
        return [(spans[0][0] + 1, spans[0][1]), *spans[1:]]  # "the [Spanish], [Portuguese]"
    lo, hi = spans[0]
    if lo == 0 or len(spans) < 2:
        return list(spans)
    det, first = doc[lo - 1], doc[lo:hi].root
    if det.dep_ not in {"det", "poss"} or det.head.i != first.i:
        return list(spans)
    if det.lower_ not in _ARTICLES and det.tag_ != "PRP$":
        return list(spans)  # "both Lula and Kok", "some nudity and gore": no article
    if first.pos_ == "PROPN" and _group_name_examples(first):
        return list(spans)  # "tribes ... such as the Marcomanni and Quadi": a shared "the"
    if first.pos_ == "PROPN" and first.ent_type_ not in {"GPE", "LOC", "ORG"}:
        # "the Chumash and Tongva", "The Minotaur or Minotauros": "the" before a name that is
        # no country's or body's ("the United States") marks a group name or a name with an
        # article, which the later name (an alias or a like name) shares
        return list(spans)
    # one later conjunct that is a bare articleless name is enough: a determiner shared by all
    # would stand before it too ("in the Ukraine, Asia Minor, or Libya": never "the Libya"), so
    # it is the first's own even when the tagger gives another later name no type (cj96).
    # A later bare common noun is the opposite evidence: "the" is shared by the common nouns
    # ("included the captain, navigator and James Cook": the navigator, never "included
    # navigator"; a singular count noun needs a determiner, Huddleston & Pullum 2002 ch. 5
    # §4), so the article stays outside the first conjunct (md5, rt2 finding 3)
    for a, b in spans[1:]:
        root = doc[a:b].root
        if root.pos_ == "NOUN" and not any(c.dep_ in {"det", "poss"} for c in root.children):
            return list(spans)
    for a, b in spans[1:]:
        root = doc[a:b].root
        if root.tag_ != "NNP" or root.ent_type_ not in _ARTICLELESS_ENTITIES:
            continue
        if any(t.pos_ != "PROPN" for t in doc[a:b] if not t.is_punct):
            continue  # "one-time nominee actress Michelle Williams": not a bare name
        if any(c.dep_ in {"det", "poss"} for c in root.children):
            continue
        if root.lower_ in _COMPASS_REGIONS and root.i == b - 1:
            continue  # "in the North and East": a region named by a compass point takes "the"
        return [(lo - 1, hi), *spans[1:]]
    return list(spans)


def misattached_span(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int) -> str | None:
    """Why the spans of this coordination, or conjunct ``k``'s removal, cannot be trusted (None:
    they can): the name of the stop-52 check that found the parse attaching a conjunct or a
    dependent to another head than the words say (see each check)."""
    if _foreign_name_cut(doc, spans):
        return "foreign_name"
    if _stranded_particle(doc, spans):
        return "stranded_particle"
    if _article_adjective_conjunct(doc, spans):
        return "article_adjective"
    if _verb_read_as_bare_noun(doc, spans):
        return "verb_read_as_noun"
    if _subject_read_as_object(doc, spans):
        return "subject_read_as_object"
    if _restrictive_relative_attachment(doc, cc, spans):
        return "relative_attachment"
    if k == 0 and _negated_participle_after_auxiliary(doc, spans):
        return "shared_auxiliary"
    if ampersand_name_cut(doc, spans, k):  # "[Chips] & Technologies" (cj125)
        return "ampersand_name"
    if correlative_both_unattached(doc, cc, spans):  # "Both X [databases] and [Y]" (cj125)
        return "correlative_both"
    if subordinate_clause_as_main(doc, spans):  # "before [A] and [B, main clause]" (cj125)
        return "subordinate_as_main"
    if of_complement_in_open_list(doc, spans):  # "A, amounts of [B] and [C]" (cj125)
        return "open_list"
    if k == len(spans) - 1 and shared_dependent_of_last(doc, spans):  # "A and [B of X]"
        return "shared_dependent"
    if k == len(spans) - 1 and parallel_adjunct_after_last(doc, spans):  # "[..1939], [..] in 1942"
        return "parallel_adjunct"
    if modal_conjunct_of_relative(doc, spans):  # "may be written in X in which [is queried]
        return "relative_or_main"  # and [may be precompiled]" (cj125)
    if unpaired_dash_inside(doc, spans[k]):  # "had no address [bus - program] and [data]"
        return "dash_inside"
    if quoted_expansion(doc, cc):  # 'stands for "Jump if Flag set and then CLear"'
        return "quoted_expansion"
    if k == len(spans) - 1 and gapped_remnant_after(doc, spans):  # "A and [had B], but only C"
        return "gapped_remnant"
    if open_numeric_range(doc, cc, spans):  # "an op code and [zero] or [more] operands" (cj128)
        return "numeric_range"
    if premodifier_cut_from_head(doc, spans, k):  # "a web [browser] and [media] player" (cj128)
        return "premodifier_cut"
    if connective_in_first_span(doc, spans, k):  # "for [example programs], [X]" (cj128)
        return "exemplifying_connective"
    if contrastive_remnant_after(doc, spans, k):  # "[A is used] and others are rejected"
        return "contrastive_remnant"
    if fronted_adverbial_of_verb_phrases(doc, spans, k):  # "To do X, [take A] and [join B]"
        return "fronted_adverbial"
    if of_object_or_sister(doc, spans, k):  # "difficulty of [A] and [low B]" (cj128)
        return "of_object_or_sister"
    return None


#: A sentence end glued to the next sentence inside one token ("great!!!It", "comment).As",
#: "low.The"): a word of two or more lowercase letters or a closing bracket, terminal
#: punctuation, an optional closing quote, and a capitalised word. Abbreviations ("U.S.",
#: "Ph.D.") have one letter before each stop and stay out.
_GLUED_SENTENCE_END = re.compile(r"(?:[a-z]{2}|[)\]])[.!?]+[\"'\u201d\u2019]?[A-Z][a-z]")
#: Terminal punctuation (Quirk et al. 1985 App. III.5-III.9: the period, question and
#: exclamation marks close a sentence).
_TERMINAL = re.compile(r"^[.!?]+$")


def _sentence_end(doc: Doc, tok: Token) -> bool:
    """``tok`` closes a sentence and another begins after it: a glued boundary inside the token,
    or a terminal mark followed (past closing quotes and brackets) by a capitalised word."""
    if _GLUED_SENTENCE_END.search(tok.text):
        return True
    if not _TERMINAL.match(tok.text):
        return False
    for nxt in doc[tok.i + 1 :]:
        if nxt.is_punct and not nxt.is_alpha:
            continue
        return nxt.text[:1].isupper()
    return False


def crosses_sentence_end(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "I admit it, but [this show is great!!!It's so funny], and ...": removing conjunct ``k``
    with its coordinator would delete a sentence end, and the words of the next sentence with
    it; what is left glues the rest of one sentence to another ("Yes, I admit it, and I have
    the best time"), and a coordinator never links across a sentence boundary (Quirk et al.
    1985 §13.1: coordination joins units within a sentence; App. III.5 on terminal
    punctuation). Such a conjunct is the parse running two sentences of one record together
    (chat and review text glue them without a space), so no removal is built. The deleted
    words are the conjunct and the gap to its neighbour (before it for a later conjunct, after
    it for the first)."""
    lo = spans[k - 1][1] if k > 0 else spans[0][0]
    hi = spans[k][1] if k > 0 else spans[1][0]
    return any(_sentence_end(doc, t) for t in doc[lo:hi])


#: What each kind of auxiliary selects for the verb after it (Huddleston & Pullum 2002 ch. 3
#: §2.1, ch. 14 §4: progressive and passive "be" take a gerund-participle or past participle,
#: perfect "have" a past participle, a modal or "do" a plain form).
_AUX_SELECTS = {"be": {"VBN", "VBG"}, "have": {"VBN"}, "do": {"VB"}}


def auxiliary_left_stranded(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "Targets are [stunned briefly], [take damage], and [knockback X]" minus the first: the
    auxiliary before the first verb is that verb's alone when the next verb cannot be a form it
    selects ("are take damage"), so removing the first strands it (cj97). Only the auxiliary
    next to the verb selects its form ("to have [killed] and [enslaved]"), and the word's own
    forms decide, not its tag: a regular past tense is also the past participle ("had [come]
    and [included]")."""
    if k != 0 or len(spans) < 2:
        return False
    lo, hi = spans[0]
    head, kept = doc[lo:hi].root, doc[spans[1][0] : spans[1][1]].root
    if head.pos_ not in {"VERB", "AUX"} or kept.pos_ not in {"VERB", "AUX"}:
        return False
    auxes = [t for t in head.children if t.dep_ in {"aux", "auxpass"} and t.i < lo]
    if not auxes:
        return False
    aux = max(auxes, key=lambda t: t.i)
    if aux.tag_ == "MD" or aux.lower_ == "to":
        allowed = {"VB"}
    else:
        allowed = _AUX_SELECTS.get(aux.lemma_.lower())
    if not allowed:
        return False
    if aux.dep_ == "auxpass" and any(c.dep_ in {"attr", "acomp"} for c in kept.children):
        # "has been [built] and [become a landmark]": passive "be" selects the past participle
        # of a verb that takes an object (H&P 2002 ch. 16 §10); a verb with a predicative
        # complement is a copula, which has no passive, so "been become" is no English (cj98)
        return True
    word = kept.lower_
    for lemma in {kept.lemma_.lower(), *getAllLemmas(word).get("VERB", ())}:
        forms = getAllInflections(lemma, upos="VERB")
        if any(
            word in (*forms.get(tag, ()), *(getInflection(lemma, tag) or ())) for tag in allowed
        ):
            return False
    return True


def nominal_premodifiers_stranded(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "An interesting quarterly [report about rocket launchers] and [recoilless rifles]": the
    first conjunct's span is the head noun of the noun phrase the coordination sits in, and its
    determiner and premodifiers stay outside; removing it takes the head the phrase needs
    ("An interesting quarterly recoilless rifles"). The removal never takes the head of the
    noun phrase whose dependents stay: refused when the next conjunct cannot head that phrase,
    a verb (the parse's "recoilless" VB): a determiner and adjectives need a nominal head
    (Huddleston & Pullum 2002 ch. 5 §4) (cj97). A noun conjunct after a shared article is the
    business of ``with_own_determiner`` and ``_shared_indefinite``."""
    if k != 0 or len(spans) < 2:
        return False
    lo, hi = spans[0]
    head, kept = doc[lo:hi].root, doc[spans[1][0] : spans[1][1]].root
    if head.pos_ not in {"NOUN", "PROPN"}:
        return False
    left = [t for t in head.lefts if t.i < lo and t.dep_ in {"det", "amod", "compound", "nummod"}]
    if not left:
        return False
    if kept.tag_ == "VB":  # a gerund ("or coloring") or "-s" form ("and doubles") can be a noun
        return True
    # "A thick [haze of sulfur dioxide] and [ash]": the span holds the head and its
    # prepositional complement, and the next conjunct has no determiner of its own, so the
    # coordination is inside that complement ("of [sulfur dioxide and ash]") and "a" would
    # stand before the wrong noun ("An ash hangs over everything")
    article = any(t.dep_ == "det" and t.lower_ in {"a", "an"} for t in left)
    own_det = any(t.dep_ in {"det", "poss", "nummod"} for t in kept.children)
    complement = any(t.dep_ == "prep" and t.i < hi for t in head.rights)
    return article and complement and not own_det and kept.pos_ in {"NOUN", "PROPN"}


def coordinator_of_outer_list(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Made from a container, an explosive surrounded by [small pieces of metal] and [a
    fuse]": in a list only the last member has the coordinator (Quirk et al. 1985 §13.21), so
    an "and" closing the sentence after an asyndetic comma list ("a container, an explosive
    ...") may join the list's last member rather than an argument deep inside the member
    before it; the attachment is undecided, and so is the removal (cj97). Read off a noun
    ancestor of the first conjunct, set off by a comma after another noun, with a modifier
    clause between it and the conjunct, and a last conjunct that ends the sentence."""
    first = doc[spans[0][0] : spans[0][1]].root
    last_end = spans[-1][1]
    rest = [t for t in doc[last_end:] if not t.is_punct]
    if rest:
        return False
    chain, node = [], first.head
    while node.i != node.head.i:
        chain.append(node)
        node = node.head
    chain.append(node)
    seen_clause = False
    for anc in chain:
        if anc.pos_ in {"VERB", "AUX"} and anc.dep_ in {"acl", "relcl"}:
            seen_clause = True
            continue
        if anc.pos_ not in {"NOUN", "PROPN"} or not seen_clause:
            continue
        if anc.dep_ in {"appos", "conj"}:
            # "a prince Slavnik, [lord of Libice], whose influence ...": an appositive, or a
            # list member the parse already joined, is no unclosed list
            continue
        edge = anc.left_edge.i
        if edge >= 2 and doc[edge - 1].text == "," and doc[edge - 2].pos_ in {"NOUN", "PROPN"}:
            between = doc[edge : first.i]
            return not any(t.dep_ == "cc" for t in between)
    return False


def distributive_other_conjunct(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "one barrel chambered in [.30-06] and [two other for shotgun shells]": "other" in the
    last conjunct contrasts with a "one" before the first ("one ... the other", "one ... two
    others"; Huddleston & Pullum 2002 ch. 5 §13 on "other" as a contrastive partner of "one"),
    so the coordination joins the "one" phrase and the "other" phrase, and the parse's
    conjuncts are wrong (cj97)."""
    lo = spans[0][0]
    last = doc[spans[-1][0] : spans[-1][1]]
    if last.root.lower_ not in {"other", "others"}:
        return False  # "scalpels and [other surgical implements]": "other" modifies a noun
    return any(t.lower_ == "one" and t.dep_ in {"nummod", "det"} for t in doc[:lo])


# -- stop 72 (cj125): conjunct spans the parse cut at the wrong boundary ---------------------------

#: Functions of a "both" that is itself an argument (a fused-head determiner), no correlative.
_BOTH_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})
#: Dependency labels inside a noun phrase that lead from its head to a nominal part of it.
_NOMINAL_LINK_DEPS = frozenset({"appos", "compound", "conj", "nmod"})


def ampersand_name_cut(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "such as IBM, AMD, Cyrix, and [Chips] & Technologies": an ampersand between capitalised
    words writes the "and" inside a firm's or partnership's name ("Marks & Spencer", "Chips &
    Technologies"); such a name is a proper name, a unit whose parts are not conjuncts of the
    sentence's coordination (Huddleston & Pullum 2002 ch. 5 §20 on proper names with internal
    structure). A conjunct span that ends
    before such an "&" or starts after it splits the name, and removing it glues the rest of
    the name onto the member before ("Cyrix & Technologies"), so that removal is not built
    (cj125, s1204b class 'name split')."""
    lo, hi = spans[k]

    def name_amp(i: int) -> bool:
        if not 0 < i < len(doc) - 1 or doc[i].text != "&":
            return False
        return doc[i - 1].text[:1].isupper() and doc[i + 1].text[:1].isupper()

    return name_amp(hi) or name_amp(lo - 1)


def correlative_both_unattached(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Both Independent Logical File (ILF) [databases] and [relational databases] are X": a
    correlative "both" marks the first conjunct of "both A and B" (Quirk et al. 1985 §13.33;
    Huddleston & Pullum 2002 ch. 15 §2.2) and goes with any removal, but here it stands further
    left, on the noun phrase the first span is only part of: the parse cut the first conjunct
    short (the real one is "Independent Logical File (ILF) databases"), and removing either
    span leaves "both" with a single conjunct ("Both ... databases are value-based"). No
    removal. "both" right before the first span, or the parse's ``preconj`` of its head, is
    the remover's own (``_preconjunction``); an argument "both" ("Both sound great") and a
    floating "both" after its subject ("We both like A and B") are no correlative of it."""
    if cc.lower_ != "and":
        return False
    lo = spans[0][0]
    head = doc[lo : spans[0][1]].root
    # before the first span only (a first span at the sentence's start has nothing before it:
    # "Tom and Ann both won" has a floating "both", ``plural_antecedent``'s, cj125b)
    for tok in doc[max(0, lo - 12) : max(0, lo - 1)]:
        if tok.lower_ != "both" or tok.dep_ in _BOTH_ARGUMENT_DEPS:
            continue
        if any(t.lower_ == "and" or t.text in {";", ":"} for t in doc[tok.i + 1 : cc.i]):
            continue
        if tok.dep_ == "preconj" and tok.head.i == head.i:
            continue
        host = tok.head
        if host.pos_ not in {"NOUN", "PROPN"}:
            continue
        node = head
        while node.i != host.i and node.dep_ in _NOMINAL_LINK_DEPS and node.head.i != node.i:
            node = node.head
        if node.i == host.i:
            return True
    return False


def subordinate_clause_as_main(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "In the days before [Internet access was widespread] and [UUCP mail links were common,
    mail servers could be used ...]": the first conjunct heads the sentence in the parse yet
    has a subordinator of its own ("before", "if", "when"); a clause introduced by a
    subordinator is an adverbial inside another clause, never the main clause (Quirk et al.
    1985 §14.11-14.12; Huddleston & Pullum 2002 ch. 11 §1), so the parse has made the real
    main clause after the comma part of the last conjunct. The coordination joins the two
    clauses inside the subordinate clause, and removing the "last conjunct" deletes the main
    clause ("In the days before Internet access was widespread."). No removal. Only when the
    last span runs past a comma into more words: "Before the data is read and checked." (a
    fragment that is all subordinate clause) loses nothing of another clause."""
    head = doc[spans[0][0] : spans[0][1]].root
    if head.dep_ != "ROOT" or not any(c.dep_ == "mark" for c in head.children):
        return False
    lo, hi = spans[-1]
    return any(t.text == "," and t.i + 1 < hi for t in doc[lo:hi])


def of_complement_in_open_list(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "practical only for simple programs, small amounts of [data] and [simple external
    interfaces]": the first conjunct is the object of "of" in a noun phrase that is itself set
    off by a comma after another noun, an asyndetic list member. Only the last member of a
    list takes the coordinator (Quirk et al. 1985 §13.21), so the "and" may close the outer
    list ("programs, amounts of data and interfaces") as well as join the two "of" objects;
    the attachment is undecided, and either removal is wrong on one reading ("small amounts of
    data." with the list left without its coordinator; "amounts of simple interfaces"). No
    removal (cj125, s1204b class 'list without its conjunction'). Only for two conjuncts:
    "lots of [water], [matches], and [a map]" goes on as a comma list after the "of" object,
    so the later members are the outer list's, whose members may go (hundred-tenth pass,
    cj125b)."""
    if len(spans) != 2:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    prep = first.head
    if first.dep_ != "pobj" or prep.lower_ != "of" or prep.head.pos_ not in {"NOUN", "PROPN"}:
        return False
    edge = prep.head.left_edge.i
    if edge < 2 or doc[edge - 1].text != "," or doc[edge - 2].pos_ not in {"NOUN", "PROPN"}:
        return False
    return not any(t.dep_ == "cc" for t in doc[edge : spans[0][0]])


def _bare_head(tok: Token) -> bool:
    """No determiner, possessive or number of its own, and nothing after it but the
    coordination's punctuation, coordinator and next conjunct."""
    if any(c.dep_ in {"det", "poss", "nummod"} for c in tok.children):
        return False
    return not any(c.i > tok.i and c.dep_ not in {"punct", "cc", "conj"} for c in tok.children)


def shared_dependent_of_last(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "interactive reduction, analysis, and [visualisation of scientific data]", "needs to be
    [saved] and [restored when changing thread]": every conjunct before the last is a bare
    head (a determinerless singular noun, a participle or plain verb with no dependent after
    it; the last noun may be a gerund, "plotting of data"), and the last has a dependent after it, an "of" complement or an adverbial, that
    every head can take. Such a dependent may be shared by the whole coordination (a shared
    constituent after the last conjunct, Quirk et al. 1985 §13.5-13.9 on coordination
    ellipsis; right-node raising, Huddleston & Pullum 2002 ch. 15 §4.4), and the parser always
    hangs it on the nearest head; removing the last conjunct with it drops a restriction the
    others shared ("supports reduction and analysis." — of what?). Which attachment is meant
    is not decided by the parse, so the last conjunct's removal is not built; the others keep
    the dependent and are right on both readings. Bare plural nouns with a participial or
    relative postmodifier are mended instead (``_shared_postmodifier``). Only when the
    dependent lies inside the last span, so that its removal takes the dependent along; where
    the span stops at the head ("allowed to [fish] or [hunt] on the estate"), the removal
    leaves the dependent to the kept conjunct, right on both readings (cj125b)."""
    heads = [doc[lo:hi].root for lo, hi in spans]
    last = heads[-1]
    end = spans[-1][1]
    if len(heads) < 2 or not all(_bare_head(h) for h in heads[:-1]):
        return False
    nominal = all(h.tag_ == "NN" for h in heads[:-1]) and last.tag_ in {"NN", "VBG"}
    if nominal and not any(c.dep_ in {"det", "poss", "nummod"} for c in last.children):
        return any(
            c.dep_ == "prep" and c.lower_ == "of" and last.i < c.i < end for c in last.children
        )
    verbal = {"VBN", "VB", "VBG"}
    if all(h.tag_ in verbal for h in heads) and len({h.tag_ for h in heads}) == 1:
        if any(c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass"} for c in last.children):
            return False  # "as Unix has evolved and disks have dropped in price": a clause
        nxt = doc[last.i + 1] if last.i + 1 < len(doc) else None
        if nxt is None or nxt.i >= end or nxt not in last.subtree:
            return False
        # an adverbial opens right after the last verb: a preposition, a subordinator or a
        # wh-adverb ("restored when changing thread"); an object or complement there is the
        # last verb's own, and so is what follows it
        if f"{last.lower_} {nxt.lower_}" in word_set("conjunction_selected_prepositions"):
            return False  # "[based] on X": the preposition the verb selects is its own (cj125b)
        if nxt.tag_ == "VBG" and nxt.dep_ == "xcomp":
            return True  # "[manipulated] using the language X": a participial adjunct (cj128)
        return nxt.dep_ in {"prep", "mark", "advcl"} or nxt.tag_ == "WRB"
    return False


def parallel_adjunct_after_last(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "received [his B.S. from X in 1937, his M.A. from Y in 1939], and [his Ph.D. in
    mathematics from Z] at Urbana-Champaign in 1942": a prepositional phrase after the last
    span repeats, preposition and kind of object alike, one inside an earlier conjunct ("in
    1937" ... "in 1942"). Parallel conjuncts carry parallel parts (Quirk et al. 1985 §13.6 on
    the likeness of conjoins; Huddleston & Pullum 2002 ch. 15 §4.1), so the phrase is the last
    conjunct's own, and the parse cut its span short; removing the span leaves its tail on the
    member before ("... in 1939 at Urbana-Champaign in 1942"). No removal of the last. "He
    bought apples and pears at the market": no such phrase in the earlier conjunct, and the
    removal keeps the shared adjunct. Only the phrases running on from the last span up to
    the next punctuation mark are its cut-off tail, wherever the parse hangs them."""
    lo, hi = spans[-1]
    run = []  # the words right after the last span, up to the next stop, comma or bracket
    for t in doc[hi:]:
        if t.is_punct and t.tag_ != "HYPH":
            break
        run.append(t)
    tail = [t for t in run if t.dep_ in _PREPOSITION_DEPS]
    earlier = [t for a, b in spans[:-1] for t in doc[a:b] if t.dep_ in _PREPOSITION_DEPS]

    def kind(prep: Token) -> tuple[str, str] | None:
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        return None if obj is None else (prep.lower_, obj.tag_)

    seen = {kind(t) for t in earlier} - {None}
    return any(kind(t) in seen for t in tail)


def modal_conjunct_of_relative(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The subroutine may be written in the language in which the database [is queried] and
    [may be precompiled to improve performance]": the parse joins the later verb to the verb of
    a relative clause, but it has a modal of its own that the relative's verb lacks and that
    repeats the modal of the clause the relative's antecedent sits in ("may be written ... and
    may be precompiled"). Conjoined predicates are alike in form (Quirk et al. 1985 §13.6;
    Huddleston & Pullum 2002 ch. 15 §4.1), so the later verb phrase may as well be the main
    clause's second predicate, and removing either conjunct from the relative clause garbles
    one reading ("the language in which the database may be precompiled"). The attachment is
    undecided: no removal."""
    first = doc[spans[0][0] : spans[0][1]].root
    if first.dep_ != "relcl" or not any(t.tag_ == "MD" for t in doc[spans[0][1] :]):
        return False
    mine = {c.lower_ for c in first.children if c.tag_ == "MD"}
    node = first.head
    while node.pos_ not in {"VERB", "AUX"} and node.head.i != node.i:
        node = node.head
    host = {c.lower_ for c in node.children if c.tag_ == "MD"}
    for lo, hi in spans[1:]:
        later = doc[lo:hi].root
        modals = {c.lower_ for c in later.children if c.tag_ == "MD"}
        if modals and not modals & mine and modals & host:
            return True
    return False


#: Dashes that set off a parenthetical or a second clause when written free-standing (Quirk et
#: al. 1985 App. III.23-III.26 on the dash: single to add a clause, paired around a
#: parenthesis).
_DASHES = DASH_TOKENS


def unpaired_dash_inside(doc: Doc, span: tuple[int, int]) -> bool:
    """ "The processor had no address [bus - program] and [data memory] access were ...": a
    free-standing dash inside a conjunct, with no partner dash in the same conjunct, separates
    what comes before it from what follows (a single dash adds a clause or an afterthought,
    Quirk et al. 1985 App. III.23-III.26), so no constituent runs across it; a span that does
    is the parse running two units together, and removing it takes words of both ("had no
    address data memory access were contained"). That conjunct's removal is not built; the
    other conjunct's removal leaves the span, dash and all, as it was ("performs X - there
    are Y, and [Z]" -> "performs X - there are Y"). A dash pair around a parenthesis inside
    one conjunct, and hyphens within a word, are fine."""
    lo, hi = span
    dashes = [
        t
        for t in doc[lo + 1 : hi - 1]
        if t.text in _DASHES and doc[t.i - 1].whitespace_ and t.whitespace_
    ]
    # the conjunct's head after the dash: the words before it belong to the unit the dash
    # closes; a head before it ("[says how many X - one-to-one, ...]") has the afterthought
    # after the dash as its own, and the conjunct may take it along
    return len(dashes) % 2 == 1 and doc[lo:hi].root.i > dashes[0].i


#: Words before "for" that introduce the expansion of an abbreviation or the name a symbol
#: stands for: "stands for", "short for", "an acronym/abbreviation for".
_EXPANSION_HOSTS = frozenset({"stand", "short", "acronym", "abbreviation", "abbrev"})
_OPEN_QUOTES = OPENING_DOUBLE_QUOTES
_CLOSE_QUOTES = CLOSING_DOUBLE_QUOTES


def quoted_expansion(doc: Doc, cc: Token) -> bool:
    """'JFCL, which stands for "Jump if Flag set and then CLear the flag"': the coordinator
    is inside a quotation that spells out what an abbreviation stands for. The quoted words
    are mentioned, not used (a quotation names the expression it contains: Davidson 1979
    "Quotation"; Cappelen & Lepore 2007 on pure quotation), here a fixed name whose words are all
    part of it: dropping a conjunct names another expression ("Jump if Flag CLear the flag"),
    which the abbreviation does not stand for, so no removal is entailed or even neutral."""
    start = None
    for tok in doc[: cc.i]:
        if tok.text in _OPEN_QUOTES and not (tok.text == '"' and start is not None):
            start = tok.i
        elif tok.text in _CLOSE_QUOTES:
            start = None
    if start is None or start < 2 or doc[start - 1].lower_ != "for":
        return False
    before = doc[start - 2]
    return before.lemma_.lower() in _EXPANSION_HOSTS or before.lower_ in _EXPANSION_HOSTS


#: Coordinators that can open a reduced (gapped) coordinate after a clause.
_REMNANT_COORDINATORS = frozenset({"and", "but", "or", "yet", "nor"})


def gapped_remnant_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "L0 was typed and [had the usual flow control], but only 3-address expressions": after
    the coordination comes a coordinator and a phrase with no verb, a reduced coordinate whose
    missing verb is recovered from the clause just before it ("but [had] only 3-address
    expressions"; gapping, Quirk et al. 1985 §13.92-13.93; Huddleston & Pullum 2002 ch. 15
    §4.2). That clause is the last conjunct, so removing it takes the remnant's verb, and
    what is left reads the remnant with another verb or none ("L0 was typed, but only
    3-address expressions"). No removal of the last conjunct; the first one's removal keeps
    the verb the remnant needs."""
    a, b = spans[-1]
    last = doc[a:b].root
    if last.pos_ not in {"VERB", "AUX"}:
        return False
    rest = [t for t in doc[b:] if not (t.is_punct and t.text == ",")]
    if len(rest) < 2 or rest[0].lower_ not in _REMNANT_COORDINATORS:
        return False
    host = rest[0].head
    if host.i not in {doc[spans[0][0] : spans[0][1]].root.i, last.i}:
        return False
    remnant = next((c for c in host.children if c.dep_ == "conj" and c.i > rest[0].i), None)
    if remnant is None or remnant.pos_ in {"VERB", "AUX"}:
        return False
    return not any(t.pos_ in {"VERB", "AUX"} for t in remnant.subtree)


#: Comparative quantity words that close an approximative "or" after a numeral ("zero or
#: more", "two or fewer", "ten or less", "a hundred or so").
_OPEN_RANGE_WORDS = frozenset({"more", "fewer", "less", "so"})


def open_numeric_range(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "consists of an op code and [zero] or [more operands]": a numeral followed by "or
    more", "or fewer", "or less" or "or so" is one quantity expression, an open range or an
    approximation (approximative "or", Quirk et al. 1985 §6.64 and §10.39; Channell 1994
    "Vague Language" ch. 3), inside the noun phrase it counts. A coordination is cut wrong
    when another coordinator's span ends at the numeral ("an op code and [zero]", removing
    it leaves "... or more operands", keeping it "and zero.") or when the range's own "or"
    takes the counted noun into its span ("[more operands]": removal leaves "and zero."). The
    range itself with the noun outside ("two or [more] groups" -> "two groups", a neutral
    narrowing) is left alone. No removal from such a coordination."""
    for lo, hi in spans:
        end = doc[hi - 1]
        if (
            end.like_num
            and hi + 1 < len(doc)
            and doc[hi].lower_ == "or"
            and doc[hi].i != cc.i
            and doc[hi + 1].lower_ in _OPEN_RANGE_WORDS
        ):
            return True
        first = doc[lo]
        if (
            first.lower_ in _OPEN_RANGE_WORDS
            and hi - lo > 1
            and lo >= 2
            and doc[lo - 1].lower_ == "or"
            and doc[lo - 2].like_num
        ):
            return True
    return False


def premodifier_cut_from_head(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "firms of all [sizes] and [home] computers", "is [block-structured] and [weakly] typed":
    the last conjunct is one word, a noun or an "-ly" adverb, and the word right after it is
    the head it premodifies (a noun after the noun; a participle or adjective after the
    adverb). A premodifier forms a phrase with its head (Quirk et al. 1985 §17.2-17.3 on
    premodification, §7.33 on adverbs premodifying adjectives). With the adverb, the real last
    conjunct is "weakly typed", and removing the span leaves "block-structured typed": no
    removal of the last span (removing the first leaves "is weakly typed", right). With the
    noun, only where the first conjunct is a plural noun: a premodifying noun is normally
    singular (Quirk et al. 1985 §17.108), so the plural is a head of its own and cannot share
    the next noun; the conjuncts are "all sizes" / "home computers", and removing the last
    span leaves "sizes computers", removing the first leaves the first's own quantifier on
    the other phrase ("all home computers"; an article fits either phrase and is allowed).
    Coordinated singular premodifiers of one head ("the power and data signal interfaces",
    "IDE and SCSI controllers") are left alone: either removal names the head with one of
    them."""
    lo, hi = spans[-1]
    if hi - lo != 1 or hi >= len(doc):
        return False
    last, nxt = doc[lo], doc[hi]
    if last.lower_.endswith("ly") and last.pos_ in {"ADV", "ADJ"}:
        return k == len(spans) - 1 and nxt.tag_ in {"VBN", "JJ"} and last.head.i != nxt.i
    first = doc[spans[0][0] : spans[0][1]].root
    plural = (
        first.tag_ == "NNS" and first.lower_.endswith("s") and first.lemma_.lower() != first.lower_
    )
    if last.tag_ != "NN" or nxt.tag_ not in {"NN", "NNS"} or not plural:
        return False  # "data" (NNS, no plural "-s") premodifies as a mass noun: "data equipment"
    if k == len(spans) - 1:
        return True
    start = spans[0][0]
    return k == 0 and any(
        c.i < start
        and c.dep_ in NOUN_MODIFIER_DEPS | {"det"}
        and c.lower_ not in {"a", "an", "the"}
        for c in first.children
    )


def of_object_or_sister(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "difficulty of [fabrication] and [low yield]": the first conjunct is the object of "of"
    after a noun, and the last has an adjective premodifier the first lacks. The second
    conjunct may be a second "of" object ("difficulty of fabrication and of low yield") or a
    sister of the head noun ("[difficulty of fabrication] and [low yield]"): the coordinator
    may join noun phrases at either level (Quirk et al. 1985 §13.63-13.66 on the scope of
    coordinated noun phrase modification; Huddleston & Pullum 2002 ch. 15 §4.5), and unlike
    conjuncts (a bare noun beside a modified one) favour the sister reading (likeness of
    conjoins, Quirk §13.6). Removing the first conjunct is wrong on that reading ("difficulty
    of low yield"); removing the last ("difficulty of fabrication") is right on both. No
    removal of the first."""
    if k != 0 or len(spans) != 2:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    last = doc[spans[1][0] : spans[1][1]].root
    prep = first.head
    if first.dep_ != "pobj" or prep.lower_ != "of" or prep.head.pos_ != "NOUN":
        return False
    if first.pos_ != "NOUN" or last.pos_ != "NOUN":
        return False  # "some kind of [hung] or [gronked state]": adjectives, not "of" objects
    if any(c.i < first.i for c in first.children):  # "of five [books] or [special issues]":
        return False  # the numeral before the first counts both, no sister reading
        return False
    return any(c.dep_ == "amod" and c.i < last.i for c in last.children)


#: The nouns of the exemplifying connectives "for example", "for instance" (Quirk et al. 1985
#: §8.137 and §17.77 on appositive exemplification).
_EXEMPLIFYING_NOUNS = frozenset({"example", "instance"})


def connective_in_first_span(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "useful for text ..., for [example programs], [documentation] and [form letters]": the
    first span starts with the noun of the connective "for example" / "for instance", which
    introduces the whole list as examples (appositive exemplification, Quirk et al. 1985
    §8.137, §17.77), no member's premodifier. Removing the first span takes "example" and
    leaves "for" as a preposition governing the rest ("useful ... for documentation"), which
    turns examples into added uses. No removal of the first span; the later members' removals
    keep the connective."""
    lo = spans[0][0]
    return (
        k == 0
        and lo >= 1
        and doc[lo].lower_ in _EXEMPLIFYING_NOUNS
        and doc[lo - 1].lower_ == "for"
        and spans[0][1] - lo > 1
    )


#: Fused heads after "the" that name the rest of a set just named ("the others", "the rest",
#: "the remainder", "the remaining").
_CONTRASTIVE_REST = frozenset({"others", "rest", "remainder", "remaining"})


def contrastive_remnant_after(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "the first clause whose guard is true [is used] and others are rejected": right after
    the removed conjunct comes a coordinator and a clause whose subject is "others" or "the
    others", "the rest", "the remainder", "the remaining". Such a subject means "the members of the set
    other than those just named" (anaphoric "other", Huddleston & Pullum 2002 ch. 17 §5 on
    "other" and ch. 5 §9 on fused heads; Halliday & Hasan 1976 ch. 2 on comparative reference),
    and the set it contrasts with is named in the conjunct before it; without that conjunct
    "others are rejected" has nothing to be other than. No removal of the conjunct right
    before such a clause. A removed first conjunct before "the rest" is left to the
    ``lost_antecedent`` flag (stop 65b), which marks that remnant already."""
    hi = spans[k][1]
    rest = [t for t in doc[hi : hi + 5] if t.text != ","]
    if len(rest) < 2 or rest[0].dep_ != "cc":
        return False
    if rest[1].lower_ == "others":
        return True
    # "the rest", "the others": where the removed conjunct opens the sentence, the remnant
    # shows it has no antecedent and carries the ``lost_antecedent`` flag (stop 65b); where an
    # earlier conjunct stays before it, that conjunct reads as the false antecedent, unflagged
    lo = spans[k][0]
    return (
        lo > doc[lo].sent.start
        and rest[1].lower_ == "the"
        and len(rest) > 2
        and rest[2].lower_ in _CONTRASTIVE_REST
    )


def fronted_adverbial_of_verb_phrases(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "To make a bigger cube, [take two cubes] and [join each node ...]": the first span
    opens with an adverbial (a purpose clause, a fronted phrase) set off by a comma before its
    verb, and the later conjuncts are verb phrases with no subject of their own. An initial
    adverbial before coordinated predicates is shared by all of them (shared constituents at
    the start of the coordination, Quirk et al. 1985 §13.5-13.9; Huddleston & Pullum 2002 ch.
    15 §4), but the parse puts it inside the first span, so removing that span takes the
    shared adverbial too ("Join each node ..." without its purpose). No removal of the first
    span; removing a later one keeps the adverbial."""
    if k != 0:
        return False
    lo, hi = spans[0]
    root = doc[lo:hi].root
    if root.pos_ not in {"VERB", "AUX"} or any(
        c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in root.children
    ):
        return False  # "The comet, for example, was seen": a subject's clause, not imperatives
    fronted = [
        c
        for c in root.children
        if c.i < root.i and c.dep_ in {"advcl", "prep", "npadvmod"} and c.left_edge.i == lo
    ]
    if not fronted or not any(t.text == "," for t in doc[fronted[0].right_edge.i + 1 : root.i]):
        return False
    for a, b in spans[1:]:
        later = doc[a:b].root
        if later.pos_ not in {"VERB", "AUX"} or any(
            c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in later.children
        ):
            return False
    return True
