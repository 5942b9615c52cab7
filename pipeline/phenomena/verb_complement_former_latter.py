"""verb_complement: "the former/the latter" as the hypothesis's subject (stop 103, branch vc228).

"The pedal offers reverb and overdrive; the latter is considered to be a key effect" -> "The
latter is a key effect.": the hypothesis is the clause after the semicolon alone, and "the
former/the latter" are fused-head noun phrases that pick the first/last of the referents
listed just before them (Quirk et al. 1985 §6.54; Halliday & Hasan 1976 §2.5 on comparative
reference), which the cut left out. A hypothesis opening with them has no antecedent in it.

``former_latter_antecedent`` writes the picked noun phrase for the anaphor ("Overdrive is a key
effect."), the first mention of the referent in the hypothesis being the full noun phrase (Ariel
1990 on accessibility; as ``subject_antecedent`` does for "it/they"). The list is the nearest
coordination of nouns before the anaphor in the sentence. The phrase is written when it is a
name, a definite noun phrase (``_noun_phrase_text``) or a bare noun (a mass or plural noun: a
kind, Carlson 1977); an indefinite one ("a pedal and an amp; the latter ...") would change
its reading from a given to a new referent: the pair is flagged ``dangling-anaphor:<word>``.
With no coordination before it in the sentence the premise has no antecedent either, and the
hypothesis is no worse than it: unchanged, not flagged.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from ..rewrite.complement import _noun_phrase_text

_NOMINAL = frozenset({"NOUN", "PROPN"})
#: Relations of a noun phrase argument (the first conjunct's, for the whole list).
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "dative"})
_OPENING = re.compile(r"The (former|latter)\b")


def _anaphor(doc: Doc, word: str) -> Token | None:
    """The first "the former/latter" of ``doc`` that is a fused head (not "the former capital")."""
    for t in doc:
        if t.lower_ != word or t.i == 0 or doc[t.i - 1].lower_ != "the":
            continue
        if t.i + 1 < len(doc) and doc[t.i + 1].pos_ in _NOMINAL and t.dep_ == "amod":
            continue  # an attributive adjective ("the former capital", "the latter part")
        return t
    return None


def _picked(anaphor: Token, word: str) -> Token | None:
    """The first (``former``) or last (``latter``) noun of the nearest noun coordination
    before ``anaphor``."""
    for t in reversed(anaphor.doc[: anaphor.i - 1]):
        if t.dep_ != "conj":
            continue
        first = t
        while first.dep_ == "conj" and first.head.i != first.i:
            first = first.head
        # nouns, or words in a noun phrase's place the tagger read as adjectives ("offers
        # reverb and overdrive": both JJ as the object)
        if not (t.pos_ in _NOMINAL or first.dep_ in _ARGUMENT_DEPS) or first.pos_ == "VERB":
            continue
        return t if word == "latter" else first
    return None


def _bare_noun_text(noun: Token) -> str | None:
    """A determinerless noun phrase of premodifiers and head ("overdrive", "red wine")."""
    words = noun.doc[noun.left_edge.i : noun.i + 1]
    if any(t.dep_ in ("det", "poss", "nummod", "cc", "punct") for t in words):
        return None
    if not all(t.is_alpha or t.text == "-" for t in words):
        return None
    return words.text


def former_latter_antecedent(doc: Doc, hypothesis: str) -> tuple[str, str | None]:
    """``hypothesis`` with an opening "The former/The latter" replaced by the noun phrase it
    picks, and a flag when it picks one that cannot be written (module docstring)."""
    match = _OPENING.match(hypothesis)
    if match is None:
        return hypothesis, None
    word = match.group(1)
    anaphor = _anaphor(doc, word)
    if anaphor is None:
        return hypothesis, None
    noun = _picked(anaphor, word)
    if noun is None:
        return hypothesis, None
    text = _noun_phrase_text(noun) or _bare_noun_text(noun)
    if text is None:
        return hypothesis, f"dangling-anaphor:{word}"
    return text[:1].upper() + text[1:] + hypothesis[match.end() :], None
