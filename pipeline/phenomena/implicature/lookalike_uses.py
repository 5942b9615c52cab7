"""Scalar look-alikes (stop 99, im123; docs/implicature.md, "Stop 99, im123"): a word of a Horn
scale in a use that is off its scale.

- relative "most" on a bare abstract non-count noun ("Most difficulty is met with in the
  older cases", "He made most progress in the spring"): see :func:`abstract_mass_most`;
- a numeral after the approximator "something like" ("something like three ships"): see
  :func:`something_like_numeral`;
- "try" with a complement of effort ("tried to do the best he could", "tried to do his best",
  "tried her hardest"): see :func:`effort_idiom_try`.

Each check returns a short reason or ``None``; the extractor then writes no candidate.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon import wordnet

#: WordNet lexicographer files of abstract nouns of an act, a state, a feeling, a quality, an
#: event or a mental content: as non-count nouns they are Quirk et al.'s (1985 §5.3) abstract
#: non-count nouns ("difficulty", "trouble", "damage", "progress", "attention", "pleasure").
#: Left out: the concrete files (noun.substance, noun.food, noun.object, noun.artifact,
#: noun.possession, noun.plant, noun.phenomenon: "water", "grain", "money", "rain"), whose
#: non-count nouns name a stuff with a measured total that "most" divides ("Most grain goes to
#: the mills" = more than half of the grain; im121's near miss), and noun.communication
#: ("information"), whose stored content is likewise a divisible total.
ABSTRACT_NONCOUNT_LEXNAMES = frozenset(
    {"noun.act", "noun.state", "noun.feeling", "noun.attribute", "noun.event", "noun.cognition"}
)


def abstract_mass_most(tok: Token) -> str | None:
    """Determiner "most" right before a singular common noun whose first WordNet sense is
    abstract (``ABSTRACT_NONCOUNT_LEXNAMES``), with no "of" after it: "Most difficulty is met
    with in periosteal cases", "Most damage was done to the north wing".

    Countability is read from the grammar, in one place: determiner "most" takes a plural count
    noun or a non-count noun (Huddleston & Pullum 2002 ch. 5 §6.1; "*most student"), so a
    singular noun (tag NN) right after it is used as non-count, whatever its other uses. "most"
    is "much/many" + "-est" (Hackl 2009; Szabolcsi 2012), and on a bare abstract non-count noun
    the reading is the relative superlative, "the greatest difficulty/damage": an abstract
    non-count noun names a degree of a quality or an activity, with no given total for a
    proportion to be a part of, so the comparison is between the places, times or agents the
    clause names ("more difficulty than with any other kind"), not between a part and the
    whole (H&P ch. 5 §6.1 on quantificational vs superlative "most"). There is no "all
    difficulty" alternative, and "Not all difficulty is met with in ..." misreads the sentence.
    The definite "the most" is no candidate already (``NON_SCALAR_QUANTIFIER_LEFT``), nor a
    noun of regard in an allotting frame (``construction_uses.superlative_regard_most``, stop
    98, which reads the parser's compound misreadings on the surface). **Kept**: plural count
    nouns ("Most students passed"), also after a premodifying singular ("Most programming
    languages are procedural"), the partitive ("Most of the damage ..."), concrete non-count
    nouns ("Most grain goes to the mills")."""
    doc = tok.doc
    if tok.lower_ != "most" or tok.i + 1 >= len(doc):
        return None
    noun = doc[tok.i + 1]
    if noun.tag_ != "NN" or noun.pos_ != "NOUN":
        return None
    if tok.i + 2 < len(doc) and doc[tok.i + 2].lower_ == "of":
        return None
    if noun.dep_ in ("compound", "nmod", "amod") or (
        tok.i + 2 < len(doc) and doc[tok.i + 2].pos_ in ("NOUN", "PROPN")
    ):
        return None  # "Most programming languages": the singular premodifies the head noun,
        # which is the plural the quantifier counts
    lexname = wordnet.first_sense_lexname(noun.lemma_.lower(), "NOUN")
    if lexname in ABSTRACT_NONCOUNT_LEXNAMES:
        return "abstract-mass-most"
    return None


def something_like_numeral(num: Token) -> str | None:
    """A numeral right after "something like" ("something like three tall ships sailed in",
    "he saw something like four deer"). "something like" is an approximator like "about",
    "around", "roughly" (Quirk et al. 1985 §10.40 on approximation; Sauerland & Stateva 2007 on
    approximators): it says the number is near three, not that it is three, so the
    exact or upper-bounded reading is gone and "no more than three" is no implicature (Kennedy
    2015 and Nouwen 2010 on modified numerals: the modifier replaces the bare numeral's
    bounds). The one-word approximators ("about", "around", "nearly", "some", "up to", "at
    least") are already no candidates (``NON_SCALAR_NUMERAL_LEFT``); the two-word one was not,
    and its rewrites broke ("Something like no more than three ships ...", "Do something like
    three ships sailed ...?"). The words may be "something like" or "something like" + "a"
    ("something like a hundred")."""
    doc = num.doc
    j = num.i - 1
    if j >= 0 and doc[j].lower_ in ("a", "an"):
        j -= 1  # "something like a hundred"
    if j < 1 or doc[j].lower_ != "like":
        return None
    if doc[j - 1].lower_ in ("something", "summat"):
        return "something-like-numeral"
    return None


#: Possessive determiners of the effort idioms ("do his best", "tried her hardest").
_POSSESSIVES = frozenset({"my", "your", "his", "her", "its", "our", "their", "one's"})
#: Superlative nouns of effort in "do/try one's best/utmost/hardest/level best/damnedest".
EFFORT_SUPERLATIVES = frozenset({"best", "utmost", "hardest", "damnedest", "uttermost"})
#: Pronouns "what/all/everything" of "do what/all/everything one can".
_EFFORT_PRONOUNS = frozenset({"what", "all", "everything", "whatever"})
_ABILITY = frozenset({"can", "could"})


def _effort_phrase(words: list[str]) -> bool:
    """Do ``words`` (lower-cased, from the word after "try"/"do") start with an effort phrase:
    "his (level/very) best", "the best he could", "what/all/everything she could"?"""
    i = 0
    if words[i : i + 1] and words[i] in _POSSESSIVES:
        i += 1
        if words[i : i + 1] and words[i] in ("level", "very"):
            i += 1
        return words[i : i + 1] != [] and words[i] in EFFORT_SUPERLATIVES
    if words[:1] == ["the"] and words[1:2] and words[1] in ("best", "utmost"):
        return any(w in _ABILITY for w in words[2:5])  # "the best he could", "the best we can"
    if words[:1] and words[0] in _EFFORT_PRONOUNS:
        return any(w in _ABILITY for w in words[1:4])  # "what she could", "all he can"
    return False


def effort_idiom_try(verb: Token) -> str | None:
    """ "try" whose goal is effort itself: "tried to do the best he could", "tried to do his
    best", "tried to do what she could", and "try" with the superlative object "tried her
    best/hardest/utmost".

    "do one's best/utmost", "do the best one can" and "do what/all one can" are fixed phrases
    for exerting oneself as much as one can (OED s.v. "best" and "utmost": "to do one's best",
    "to do one's utmost"), and
    "try one's best/hardest" is "try as hard as one can". What they name is reached by the
    attempt itself, so "try" has no separate culmination for "manage to" to add: the scale
    <try to, manage to> (IMPPRES §6; Karttunen 1971 on "manage" asserting the complement's
    event) needs a "try to V" whose V is an outcome the effort may miss ("tried to open the
    window"). "He didn't manage to do his best" is no implicature of "He tried to do his best"
    (the speaker praises the effort), and "try her best" is no "try to V" at all ("*She didn't
    manage her best to win"). **Kept**: "She tried to open the window"."""
    if verb.lemma_.lower() != "try":
        return None
    doc = verb.doc
    after = [t.lower_ for t in doc[verb.i + 1 : verb.i + 7]]
    if _effort_phrase(after):
        return "effort-idiom-try"  # "tried her best/hardest to win"
    for comp in verb.children:
        if comp.dep_ != "xcomp" or comp.lemma_.lower() != "do":
            continue
        tail = [t.lower_ for t in doc[comp.i + 1 : comp.i + 7]]
        if _effort_phrase(tail):
            return "effort-idiom-try"
    return None


__all__ = [
    "ABSTRACT_NONCOUNT_LEXNAMES",
    "EFFORT_SUPERLATIVES",
    "abstract_mass_most",
    "effort_idiom_try",
    "something_like_numeral",
]
