"""Stop 82 (rk34): the dialogue/fiction register's reasons for rejecting a pair, read from the
pair's source sentence and kinds only (the stored rows keep no parse).

The blind judges of the Crossfire slices (s1205c-e: NPC dialogue, in-game books) rejected
presupposition pairs whose source is speech addressed to the reader rather than a statement:
an embedding operator (negation, question, modal, "If ..., it's okay") applied to such a
sentence scopes over material with no truth-conditional content, and the premise is
ungrammatical or incoherent ("Do Pleeeease take him ...?", "Don't welcome to ...!", "Is entrance
hereby permitted?"). The family-of-sentences test (Chierchia & McConnell-Ginet 1990) is defined
for declaratives: an imperative has no truth value to negate or question (Huddleston & Pullum
2002 ch. 10 §9), a performative with "hereby" is an act, not a report (Austin 1962; Searle 1989
on "hereby"), and interjections, greetings and vocatives are outside the clause's proposition
(Quirk et al. 1985 §10.52 vocatives, §11.54-11.57 formulae and interjections). Each feature fires
once and once more crossed with ``embedded`` / ``plain`` (the premise an embedding or not): the
defect is in the embedding, the plain pair on the same sentence is often kept.

- ``reg.imperative``: the sentence (after an opening formula) starts with a base-form verb
  WordNet knows only as a verb, or one followed by an object determiner or pronoun ("Take the
  ring", "Find him"), or "please", "let's", "don't" or "do" + verb, after an opening
  interjection or greeting ("Hey, take ...": ``source_noise.leading_formula``, the formulae of
  ``source_noise.non_proposition``);
- ``reg.please`` and ``reg.hereby``: the politeness marker and the performative adverb;
- ``reg.vocative``: a comma then a name or an address noun ("sir", "friend", "little man") at
  the end of the sentence;
- ``reg.elongated``: a letter written three times or more in a row ("Pleeeease", "Ssssso") or a
  stutter ("Y.. you", "r.. ring"): dialect or affected spelling the premise copies;
- ``reg.second_person``: "you" as the subject (the reader addressed: game instructions and
  dialogue), only crossed with the premise kind, as ``sent.first_person`` is
  (``features_review``).

Measured and left out (time-ordered on s1205c-f, docs/review.md "Stop 82: rk34"): an opening
interjection or greeting (``source_noise.leading_formula``; the imperative check still looks past
it) and a final "!": with them the verb-complement mean fell by .010 and s1205e's
presupposition AUC by .046; judges keep most "Yes, ..." and exclaimed statements as they are.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..lexicon.closed_class import (
    DEFINITE_DETERMINERS,
    INDEFINITE_DETERMINERS,
    POSSESSIVE_DETERMINERS,
)
from ..source_noise import leading_formula

#: Address nouns used as vocatives in narrative dialogue (Quirk et al. 1985 §10.52 lists
#: "sir", "madam", kinship and familiarity terms; "traveller"/"adventurer" are the game-text
#: forms of address).
_ADDRESS = (
    "sir|madam|ma'am|friend|friends|lad|lass|boy|girl|son|sonny|stranger|traveller|traveler"
    "|adventurer|mate|man|child|kid|dear|mortal|master|mistress|lord|lady|human|fool"
)
_VOCATIVE = re.compile(
    rf",\s+(?:(?:my|little|young|old|dear|good|brave)\s+)?(?:{_ADDRESS}|[A-Z][a-z]+)"
    r"(?:\s+[A-Z][a-z]+)?\s*[.!?]+[\"'”’]?\s*$"
)
_PLEASE = re.compile(r"\bp+l+e+a+s+e+\b", re.IGNORECASE)
_HEREBY = re.compile(r"\bhereby\b", re.IGNORECASE)
_ELONGATED = re.compile(r"([a-z])\1\1", re.IGNORECASE)
#: A stutter: one to three letters, "..", then a word starting with them ("Y.. you").
_STUTTER = re.compile(r"\b([A-Za-z]{1,3})\.\.\s?\1", re.IGNORECASE)
_SECOND_PERSON = re.compile(r"(?:^|[,;:]\s*|\b(?:and|but|if|when|then|so)\s+)you\b", re.I)
_FIRST = re.compile(r"^\W*([A-Za-z']+)(?:\s+([A-Za-z']+))?")
#: Words after an imperative verb that begin its object: a determiner or an object pronoun. Built
#: from the shared closed-class sets; "its" stays out, as in the set the features were measured
#: with (stop 82, rk34).
_OBJECT_START = (
    DEFINITE_DETERMINERS
    | INDEFINITE_DETERMINERS
    | (POSSESSIVE_DETERMINERS - {"its"})
    | frozenset({"it", "him", "them", "me", "us"})
)
#: Openers that mark an imperative whatever follows ("let's go", "don't touch", "do come").
_IMPERATIVE_OPENERS = frozenset(["let's", "lets", "don't", "do"])
#: Roman numerals and onomatopoeia are not elongated spellings ("XIII", "zzz" stays: sleep).
_ROMAN = re.compile(r"^[IVXLCDM]+$")


def _base_verb_only(word: str) -> bool:
    """WordNet lists ``word`` as a verb lemma and not as a noun or adjective lemma."""
    from ..lexicon.wordnet import lexnames

    try:
        return bool(lexnames(word, "VERB")) and not (
            lexnames(word, "NOUN") or lexnames(word, "ADJ")
        )
    except Exception:  # noqa: BLE001 - WordNet missing: the feature is just absent
        return False


def _is_verb(word: str) -> bool:
    from ..lexicon.wordnet import lexnames

    try:
        return bool(lexnames(word, "VERB"))
    except Exception:  # noqa: BLE001 - WordNet missing: the feature is just absent
        return False


def imperative(source: str) -> bool:
    """Does ``source`` (after an opening formula and its comma) start as an imperative? Text
    only: a base-form verb that is no noun or adjective ("Bring ..."), a verb followed by the
    start of its object ("Open the gate"), or an imperative opener ("Don't ...", "Let's ...")."""
    text = source.strip().lstrip("\"'“‘([")
    formula = leading_formula(text)
    if formula:
        text = re.sub(rf"^\W*(?:[A-Za-z']+\W+){{{len(formula)}}}", "", text)
    if _PLEASE.match(text):
        return True
    m = _FIRST.match(text)
    if not m or not (formula or m.group(1)[:1].isupper()):
        return False
    first, second = m.group(1).lower(), (m.group(2) or "").lower()
    if first in _IMPERATIVE_OPENERS:
        return first in ("let's", "lets", "don't") or _is_verb(second)
    # an inflected form is no imperative: "-s", "-ed", and "-ing" past five letters ("bring",
    # "sing" are base forms)
    inflected = first.endswith("ing") and len(first) > 5
    if inflected or first.endswith("ed") or (first.endswith("s") and not first.endswith("ss")):
        return False
    if _base_verb_only(first):
        return True
    return _is_verb(first) and second in _OBJECT_START


def _elongated(source: str) -> bool:
    for word in re.findall(r"[A-Za-z]+", source):
        if _ELONGATED.search(word) and not _ROMAN.match(word) and word.lower() != "www":
            return True
    return bool(_STUTTER.search(source))


@lru_cache(maxsize=4096)
def _source_items(source: str) -> tuple[str, ...]:
    """The register features of one source sentence (cached: every pair of it reads them)."""
    found = []
    if imperative(source):
        found.append("reg.imperative")
    if _PLEASE.search(source):
        found.append("reg.please")
    if _HEREBY.search(source):
        found.append("reg.hereby")
    if _VOCATIVE.search(source):
        found.append("reg.vocative")
    if _elongated(source):
        found.append("reg.elongated")
    return tuple(found)


def register_features(premise_kind: str, source: str, out: dict[str, float]) -> None:
    """Add the stop-82 register features of a pair (its premise kind, its source) to ``out``."""
    role = "plain" if premise_kind in ("", "original") else "embedded"
    for name in _source_items(source):
        out[name] = 1.0
        out[f"{name}*{role}"] = 1.0
    if role == "embedded" and _SECOND_PERSON.search(source):
        out[f"reg.second_person*premise_kind={premise_kind}"] = 1.0
