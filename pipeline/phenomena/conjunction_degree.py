"""Coordinations under one degree operator, and verb coordinations that are compound modifiers
(cj207, issue 12; the blind slices s9403 and s9401).

* ``degree_over_coordination``: "the most savory and hilarious film", "so thick and salty that
  nobody finished it", "too tired and hungry to keep walking", "more charming and ambitious than
  the original". One degree word stands before the first of plain (positive-degree) adjectives
  joined by "and" and scopes over all of them: the degree is measured on the conjoined property,
  not on each conjunct. A superlative picks the member of its comparison class that ranks
  highest on that property (Heim 1999; Huddleston & Pullum 2002 ch. 13 §4 on superlatives), and
  the film that is most savory-and-hilarious need not be the most hilarious one; a comparative
  compares the two on it (H&P ch. 13 §4); a result clause after "so" and an infinitive after
  "too" say that the degree reached brings the result about or rules the event out (Quirk et al.
  1985 §15.48-15.49 and §16.80 on "so ... that", "too ... to"; Meier 2003 on both as sufficiency
  and excess constructions), and the degree is that of the whole coordination, a cumulative
  reading (Winter 2001 ch. 2; ConjNLI's non-boolean class, Saha et al. 2020 §4.1): being so
  thick and salty that no one finished it does not mean being so salty alone that no one did.
  Removing a conjunct is then not entailed (neutral); adding one stays neutral. Not taken:
  "so"/"too" with no result or excess complement ("The staff were so friendly and helpful!",
  "It was too salty and greasy"), where the degree word is an intensifier of each adjective or
  an excess over an implicit standard of each (Quirk et al. 1985 §7.89), and the boolean labels
  stay; absolute "most" after "a" ("a most charming and witty film" = "very", Quirk et al.
  1985 §7.84); inflected superlatives or comparatives as the members ("the funniest and
  smartest film", "the most charming and most witty film"), each of which carries its own
  degree operator.
* ``verbal_compound_modifier``: "a stand up and cheer movie", "a run and gun offense", "a grab
  and go breakfast": bare verbs (with a particle) joined by "and" between a determiner and a noun
  head are a phrasal compound premodifier (hyphenated in edited text, "a stand-up-and-cheer
  movie"), one word of the noun phrase (Quirk et al. 1985 §17.109 on sentence and phrase
  compounds as premodifiers; H&P ch. 19 §4 on compounds formed from phrases). A verb phrase
  cannot premodify a noun, so the coordination is inside a compound word and joins no
  constituents of the sentence: removing a member writes another compound ("a cheer movie",
  "a gun offense") or breaks the noun phrase ("a stand up"). No candidate. Noun coordinations
  in the same position ("a salt and pepper shaker", "a bread and butter issue") are left alone:
  the first member must have a particle or be mostly a verb in running text (WordNet's SemCor
  counts), and every member must have a verb sense.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from ..syntax import TokenRange

#: Degree words that can scope over a coordination of positive adjectives. "most"/"least" form
#: analytic superlatives, "more"/"less" analytic comparatives (Quirk et al. 1985 §7.74-7.80);
#: "so" and "too" are the degree heads of result and excess constructions (§15.48, §16.80).
DEGREE_WORDS = frozenset({"most", "least", "more", "less", "so", "too"})

#: Tags of inflected comparatives and superlatives ("funnier", "funniest").
_GRADED_TAGS = frozenset({"JJR", "JJS", "RBR", "RBS"})


def _head(doc: Doc, c: TokenRange) -> Token:
    return doc[c.start : c.end].root


def _plain_adjective(t: Token) -> bool:
    return t.tag_ not in _GRADED_TAGS and (t.pos_ == "ADJ" or t.tag_ in {"JJ", "VBN"})


def _own_degree_word(t: Token) -> Token | None:
    return next(
        (c for c in t.children if c.dep_ == "advmod" and c.lower_ in DEGREE_WORDS and c.i < t.i),
        None,
    )


def degree_over_coordination(doc: Doc, conj: Sequence[TokenRange], word: str) -> str | None:
    """The kind of degree operator ("superlative", "comparative", "result", "excess") that
    stands before the first of the adjectives joined by "and" in ``conj`` and scopes over them
    all; None otherwise (see the module docstring)."""
    if word != "and" or len(conj) < 2:
        return None
    heads = [_head(doc, c) for c in conj]
    if not all(_plain_adjective(h) for h in heads):
        return None
    first = heads[0]
    if not all(h.dep_ == "conj" and h.head.i == first.i for h in heads[1:]):
        return None
    degree = _own_degree_word(first)
    if degree is None or any(_own_degree_word(h) is not None for h in heads[1:]):
        return None  # "the most charming and most witty": a degree word for each member
    if any(t.is_punct for t in doc[degree.i + 1 : first.i]):
        return None
    last_end = conj[-1].end
    form = degree.lower_
    if form in {"most", "least"}:
        before = doc[degree.i - 1] if degree.i > 0 else None
        # "the most A and B", "its most A and B": a definite superlative; "a most A and B" is
        # the absolute (intensifying) "most" (Quirk et al. 1985 §7.84)
        definite = before is not None and (before.lower_ == "the" or before.tag_ in {"PRP$", "POS"})
        return "superlative" if definite else None
    after = [t for t in doc[last_end:] if t.i - last_end < 12]
    if form in {"more", "less"}:
        for t in after:
            if t.lower_ == "than":
                return "comparative"
            if t.is_punct and t.text in {",", ";", ":", ".", "!", "?"}:
                return None
        return None
    clause_deps = {"ccomp", "advcl"} if form == "so" else {"xcomp", "advcl"}
    for h in heads:
        for c in h.children:
            if c.dep_ not in clause_deps or c.i < last_end or c.pos_ not in {"VERB", "AUX"}:
                continue
            if form == "so":
                # a finite clause, with "that" or without it ("so tired I fell asleep"); not
                # "so that", a purpose connective with no degree (Quirk et al. 1985 §15.48)
                if any(m.dep_ == "mark" and m.lower_ != "that" for m in c.children):
                    continue
                if any(m.dep_ in {"nsubj", "nsubjpass", "expl"} for m in c.children):
                    return "result"
            elif any(m.dep_ == "aux" and m.lower_ == "to" for m in c.children):
                return "excess"  # "too A and B to V"
    return None


#: Tags of a particle after a verb member ("stand [up]").
_PARTICLE_TAGS = frozenset({"RP"})


def _bare_verb_word(t: Token) -> bool:
    """``t`` is a bare word form WordNet has as a verb lemma (base form, no inflection)."""
    if not t.is_alpha or t.tag_ in {"NNS", "NNPS", "VBZ", "VBD", "VBG", "VBN", "JJ", "JJR", "JJS"}:
        return False  # an adjective the tagger reads ("a slow and shy beetle") is an ordinary
        # coordinated premodifier, whatever verb senses WordNet lists ("slow", "shy": stop 94 CI)
    return wordnet.sense_count(t.lower_, "VERB") > 0 or bool(wordnet.lexnames(t.lower_, "VERB"))


def _mostly_verb(t: Token) -> bool:
    return wordnet.sense_count(t.lower_, "VERB") > wordnet.sense_count(t.lower_, "NOUN")


def verbal_compound_modifier(doc: Doc, cc: Token) -> bool:
    """``cc`` is the "and" of a phrasal compound premodifier of bare verbs ("a stand up and
    cheer movie"; see the module docstring)."""
    if cc.lower_ != "and" or cc.i < 2 or cc.i + 2 >= len(doc):
        return False
    # the left member: a verb, perhaps with a particle, right after a determiner
    i = cc.i - 1
    particle_left = doc[i].tag_ in _PARTICLE_TAGS
    if particle_left:
        i -= 1
    left = doc[i]
    if i < 1:
        return False
    det = doc[i - 1]
    if not (det.tag_ in {"DT", "PRP$", "POS"} or det.dep_ in {"det", "poss"}):
        return False
    # the right member, perhaps with a particle, then the head noun
    j = cc.i + 1
    right = doc[j]
    particle_right = j + 1 < len(doc) and doc[j + 1].tag_ in _PARTICLE_TAGS
    if particle_right:
        j += 1
    if j + 1 >= len(doc):
        return False
    noun = doc[j + 1]
    if noun.pos_ not in {"NOUN", "PROPN"} and not noun.tag_.startswith("NN"):
        return False
    if not (_bare_verb_word(left) and _bare_verb_word(right)):
        return False
    return particle_left or particle_right or _mostly_verb(left)
