"""Scale items in a sense or construction that the scale does not cover (stop 94, im115; blind
review s9401, food reviews). Each check returns a short reason or ``None``; the extractor then
writes no candidate (called by ``_review_class``, off in the IMPPRES inventory ``wide``).

A scale relates one sense of each of its words (Horn 1989 ch. 4; Hirschberg 1985 ch. 5;
Matsumoto 1995: scale-mates share their sense and selection), and an upper-bounding
implicature needs a number the speaker could have raised (Horn 1989 ch. 4; Geurts 2010 ch. 3):

- "cheap" of quality. ⟨cheap, free⟩ is a scale of price (WordNet 3.0 cheap.a.01 "relatively
  low in price or charging low prices"); "cheap" also means "of very poor quality; flimsy"
  (bum.s.01), "tastelessly showy" (brassy.s.02) and "embarrassingly stingy" (cheap.s.04), for
  which "free" is no stronger term. Two cues select those senses. (1) A sensory copula: "look
  cheap", "feel cheap" report what sight or touch perceives (Quirk et al. 1985 §16.21 on the
  perception copulas), and a price is not perceived, so the adjective is the quality sense
  (as ``SENSORY_SENSES`` does for "good" and "funny"; "seem/appear/sound cheap" stay, as a
  price can seem low). (2) Coordination with an adjective of the same non-price sense: the
  conjuncts of a coordinated predicate are read along one common dimension (Lang 1984 on the
  "common integrator" of a coordination), so "cheap and chintzy", "flimsy and cheap" select
  the quality sense. The conjunct is one whose WordNet senses include a non-price sense of
  "cheap" (a synonym there: chintzy, cheesy, crummy, tinny, gaudy, tacky, tawdry) or whose
  first sense is a satellite of weak.a.01 "wanting in physical strength" (flimsy): a thing's
  frailty is its make, not its price. "cheap and good", "cheap and tasty" (price and quality
  weighed against each other) keep their pairs.
- Numerals of a rating gesture: "two thumbs up", "eight paws up" count the raised limbs of
  the raters (OED "thumbs up", a gesture of approval), so the number is fixed by who rated and
  reads as the value of a rating, exact like a score (``implicature_score_units``; Kennedy
  2015 on exact readings); "not more than 8 paws up" is vacuous. Cue: the counted noun is a
  body part (a WordNet hyponym of body_part.n.01 among its first two senses) directly followed
  by "up" or "down".
- Numerals that count the units of an expression the sentence itself then gives: "three
  letters for you - YUM", "two words: buy it". The counted noun names units of language (a
  WordNet hyponym of language_unit.n.01 or of character.n.08, the alphabet's letters, among
  its first two senses) and a dash or colon later in the sentence presents the expression
  (cataphoric presentation, Quirk et al. 1985 §17.77 on the appositive that names what a noun
  phrase counts). The count is that of the given text, exact by construction: the speaker
  cannot have meant "more letters" than the word she writes.
"""

from __future__ import annotations

from functools import cache

from spacy.tokens import Token

from ...lexicon.wordnet import first_sense_lexname, multiword_lemma, wordnet

#: Sensory copulas whose complement is a perceived property (Quirk et al. 1985 §16.21): sight
#: and touch. "sound", "seem", "appear" are left out: "$5 sounds cheap" is the price.
SENSORY_PRICE_EXCLUDING = frozenset({"look", "feel"})
#: Satellite head of physical frailty (WordNet 3.0 weak.a.01 "wanting in physical strength").
FRAILTY_HEAD = "weak.a.01"
#: WordNet 3.0 synsets whose hyponyms name units of language ("word", "syllable") or the
#: letters of the alphabet (character.n.08 "a written symbol ... used in writing").
LANGUAGE_UNIT_SYNSETS = frozenset({"language_unit.n.01", "character.n.08"})
#: Particles of a rating gesture ("thumbs up", "thumbs down").
GESTURE_PARTICLES = frozenset({"up", "down"})
#: Marks that present what comes after them ("- YUM", ": buy it").
PRESENTING_MARKS = frozenset({"-", "--", "–", "—", ":"})


@cache
def _non_price_cheap_senses() -> frozenset[str]:
    """The WordNet senses of "cheap" whose gloss says nothing of price."""
    return frozenset(
        s.name() for s in wordnet().synsets("cheap", "a") if "price" not in s.definition()
    )


@cache
def _quality_conjunct(lemma: str) -> bool:
    """Is ``lemma`` an adjective of a non-price sense of "cheap" (see the module docstring)?"""
    senses = wordnet().synsets(lemma, "a")
    if not senses:
        return False
    if any(s.name() in _non_price_cheap_senses() for s in senses):
        return True
    return any(h.name() == FRAILTY_HEAD for h in senses[0].similar_tos())


def quality_cheap(tok: Token) -> str | None:
    """ "The handles look cheap", "The mugs were flimsy and cheap": "cheap" in a quality sense,
    off the ⟨cheap, free⟩ price scale (see the module docstring)."""
    if tok.lower_ != "cheap":
        return None
    node = tok
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head  # "flimsy and cheap": the first conjunct holds the verb
    if node.dep_ in ("acomp", "oprd", "xcomp") and node.head.lemma_.lower() in (
        SENSORY_PRICE_EXCLUDING
    ):
        return "quality-cheap"
    conjuncts = [c for c in tok.conjuncts if c.pos_ == "ADJ"]
    if any(_quality_conjunct(c.lemma_.lower()) for c in conjuncts):
        return "quality-cheap"
    return None


def _hypernyms(lemma: str, senses: int = 2) -> set[str]:
    synsets = [s for s in wordnet().synsets(lemma, "n") if s.pos() == "n"][:senses]
    return {h.name() for s in synsets for path in s.hypernym_paths() for h in path}


def gesture_rating_numeral(tok: Token) -> str | None:
    """ "gave it two thumbs up", "eight paws up": a numeral of a rating gesture (see the module
    docstring)."""
    noun = tok.head if tok.dep_ == "nummod" else None
    if noun is None or noun.i + 1 >= len(noun.doc):
        return None
    if noun.doc[noun.i + 1].lower_ not in GESTURE_PARTICLES:
        return None
    return "gesture-rating" if "body_part.n.01" in _hypernyms(noun.lemma_.lower()) else None


def presented_expression_count(tok: Token) -> str | None:
    """ "three letters for you that describe it - YUM": a count of the units of an expression
    given after a dash or colon (see the module docstring)."""
    noun = tok.head if tok.dep_ == "nummod" else None
    if noun is None or not _hypernyms(noun.lemma_.lower()) & LANGUAGE_UNIT_SYNSETS:
        return None
    doc = noun.doc
    end = noun.sent.end
    for t in doc[noun.i + 1 : end]:
        if t.text in PRESENTING_MARKS and any(w.is_alpha for w in doc[t.i + 1 : end]):
            return "presented-expression-count"
    return None


#: The size adjectives of the gradable-adjective scales (``implicature_scales_gradable_adjectives``:
#: ⟨big, enormous⟩, IMPPRES Table 4; ⟨small, tiny⟩, van Tiel et al. 2016).
SIZE_ADJECTIVES = frozenset({"big", "small"})
#: WordNet 3.0 lexicographer classes of nouns that name no thing with a spatial extent: events
#: and processes ("pulse", "noise"), acts ("deal", "move"), communication ("talk"), feelings and
#: cognition ("heart" in its first sense, "idea"). Attributes and quantities ("difference",
#: "amount", noun.attribute / noun.quantity / noun.possession) have a magnitude that "tiny" and
#: "enormous" grade as well ("a tiny difference"), and stay.
NON_SPATIAL_LEXNAMES = frozenset(
    {"noun.event", "noun.process", "noun.act", "noun.feeling", "noun.cognition"}
)  # fmt: skip


def non_spatial_size(tok: Token) -> str | None:
    """Stop 102, im06: "big"/"small" said of a noun with no spatial size ("The pulse was small"
    in the clinical sense of a weak pulse, "The deal was big" = important, "The talk was
    small"), or forming a WordNet compound with it ("small talk", "big deal", "small print").

    Kennedy & McNally 2005 ("Scale structure, degree modification, and the semantic typology of
    gradable predicates"): a gradable adjective maps its argument onto one scale, and a Horn
    scale needs both items on the same dimension (Horn 1972; Hirschberg 1985 ch. 5). "tiny" and
    "enormous" measure spatial size; "big/small" of an event, act, communication or feeling
    measures importance, strength or amplitude (a communication's first sense is often its
    physical carrier, "file", "book", "letter", whose size is spatial or a quantity: not
    listed, stop 102 integration), and a fixed compound ("small talk", "big
    deal": a WordNet noun lemma "small_talk", "big_deal") is a name, not a degree on any scale,
    so "The pulse wasn't tiny" is no alternative the speaker weighed. Kept: a thing ("The box
    was big"), a place, and a magnitude ("The difference was small")."""
    if tok.lower_ not in SIZE_ADJECTIVES:
        return None
    node = tok
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head  # "small and weak": the first conjunct holds the verb
    if node.dep_ == "amod":
        noun = node.head
    elif node.dep_ in ("acomp", "oprd"):
        noun = next((c for c in node.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    else:
        return None
    if noun is None or noun.pos_ not in ("NOUN", "PROPN") or noun.pos_ == "PROPN":
        return None
    lemma = noun.lemma_.lower()
    if node.dep_ == "amod" and multiword_lemma(f"{tok.lower_}_{lemma}", "NOUN"):
        # only the attributive "small talk" is the compound; "The town was small" predicates
        # size of a town though WordNet lists "small town" (stop 102 integration)
        return "fixed-size-compound"
    if first_sense_lexname(lemma, "NOUN") in NON_SPATIAL_LEXNAMES:
        return "non-spatial-size"
    return None
