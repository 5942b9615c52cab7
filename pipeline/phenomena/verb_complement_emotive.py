"""The to-infinitive that is the extraposed subject of an emotive factive (branch vc217).

"It pained her to learn that the shop had closed", "It mortified him to think that he had
lied": the verb of the that-clause is an infinitive whose clause is the extraposed subject of
an emotive object-experiencer verb (anticipatory "it" as subject, the experiencer as object;
Quirk et al. 1985 §18.33; CGEL ch. 14 §7; Levin 1993 §31.1). Kiparsky & Kiparsky (1970, §1)
count such predicates of emotional reaction among the factives: they presuppose their subject,
and the presupposition survives the negation of the emotive verb ("It did not pain her to learn
that P" still takes her learning P for granted). So

- the infinitive is no unrealised complement of another person's wish or directive (the
  object is the experiencer, not an addressee): a factive infinitive keeps its +/+;
- the infinitive's own event is presupposed in either environment, so its positive column is
  the signature of both: "learn/see/discover that" +/+, and the reflective "think that" under
  a verb of distress, shame, anger or surprise +/+ (the word list's ``reflective`` column:
  the thought is the fact reacted to), while "It pleased him to think that P" and "It
  frightened her to think that P" keep the o/o of "think";
- negating the emotive verb is the negative environment the signature speaks of, although the
  negation is not on the trigger itself.

A modal on the emotive verb ("It would shock me to learn that P") leaves the infinitive
unrealised and is left to the lexicon. Near misses: "It seemed to him that P", "It occurred to him that P" (no object experiencer and
no infinitive: non-factive extraposition predicates, Kiparsky & Kiparsky 1970 §1), and a
referential subject ("The letter pained her to read") keep their readings.
"""

from __future__ import annotations

from functools import cache

from spacy.tokens import Token

from ..lexicon.tables import wordlist
from ..syntax import verb_lemma

#: Verbs of thinking whose "think that P" is the reflective "call to mind" under an emotive
#: verb of the ``reflective`` class (word list header): "think", "reflect".
_REFLECTIVE_INFINITIVES = frozenset({"think", "reflect"})


@cache
def _emotive_verbs() -> dict[str, bool]:
    """Lemma -> reflective (the word list's second column)."""
    rows = (line.split("\t") for line in wordlist("verb_complement_emotive_extraposition_verbs"))
    return {lemma: reflective.strip() == "yes" for lemma, reflective in rows}


def emotive_extraposition_host(verb: Token) -> Token | None:
    """The emotive verb whose extraposed subject is the to-infinitive ``verb`` ("It pained her
    to learn that P": "pained"), else None. The host has the anticipatory "it" as subject and
    an experiencer object before the infinitive (the parse hangs the infinitive on it as an
    ``xcomp``)."""
    if verb.tag_ != "VB" or verb.dep_ not in ("xcomp", "ccomp", "advcl"):
        return None
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    host = verb.head
    if host.i == verb.i or host.i > verb.i or verb_lemma(host) not in _emotive_verbs():
        return None
    if not any(c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for c in host.children):
        return None
    if not any(c.dep_ in ("dobj", "dative") and c.i < verb.i for c in host.children):
        return None
    if any(c.dep_ == "aux" and c.tag_ == "MD" for c in host.children):
        # "It would shock me to learn that he lied" is the idiom of doubt (the speaker does
        # not expect to learn it; Horn 1989 on understatement): the emotive verb's modal
        # leaves the infinitive unrealised, the lexicon's reading stays
        return None
    return host


def emotive_extraposition_signature(verb: Token, signature: str) -> str | None:
    """The signature of the that-clause trigger ``verb`` inside an emotive extraposed subject
    (module doc): "+/+" when the infinitive's positive column is "+" or it is the reflective
    "think/reflect" under a verb of the reflective class, else None (the lexicon's stays)."""
    host = emotive_extraposition_host(verb)
    if host is None:
        return None
    if signature[0] == "+":
        return "+/+"
    if verb_lemma(verb) in _REFLECTIVE_INFINITIVES and _emotive_verbs()[verb_lemma(host)]:
        return "+/+"
    return None
