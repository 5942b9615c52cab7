"""Adverbs of the trigger that the added negation of ¬S takes as its focus (issue #12 item 3,
sixty-sixth pass, branch vc60).

RP19 (§3) negate the complement-taking verb so that ¬S denies the event S reports; their
negated sentences put "not" after a preverbal adverb ("Tuppence sheepishly did not admit",
"LSC further does not recognize"), never before one. Where our ¬S puts the adverb under the
added "not", the negation can take the adverb as its focus instead of the verb (Jackendoff
1972 ch. 8; Quirk et al. 1985 §10.64-10.66 on the focus of negation): "He did not tentatively
suggest that P" denies the manner and implicates that he did suggest P, so ¬S is no denial of
S and reads as a correction waiting for its "but ...". Blind review of stop 50 rejected such
negated premises. Both classes below drop ¬S only: S itself is a plain sentence and its pair
stays (RP19 keep the original of every item).

- ``manner``: a manner -ly adverb before the trigger that ¬S leaves after "not" ("did not
  tentatively suggest", "does not dogmatically assert", "did not unmistakably announce").
  Pure manner adverbs describe how the event was done and cannot scope over a negation ("*He
  loudly did not answer"; Jackendoff 1972 §3.5; Ernst 2002 ch. 2), so no word order gives a
  plain denial. Not the adverbs of other classes (``NON_MANNER_LY``: time, frequency, degree,
  sentence adverbs; usuality and degree adverbs, whose negation counts occasions or degrees;
  the negative adverbs; the focus particles, which have their own flag), nor
  the mental-attitude and agent-oriented adverbs of ``verb_complement_wide_scope_adverbs``,
  which ¬S keeps outside the negation as RP19 do ("sheepishly did not admit").
- ``enumerative``: an enumerative conjunct on the trigger ("Petitioner first contends that",
  "We assume further that", "It also implies that"). Enumerative and additive conjuncts relate
  the clause to the text around it, numbering or adding the writer's successive points (Quirk
  et al. 1985 §8.137-8.140); they are no part of the clause's content and a negation cannot
  deny them ("does not first contend" numbers a non-contention). Additive "also" is moreover a
  positive polarity item whose negative counterpart is "either" (Klima 1964; Quirk §8.116):
  "does not also imply" is no sentence negation. Preverbal "further/furthermore/moreover" are
  already kept outside the negation ("We further do not assume"), as RP19 write them.
- ``volitional`` (stop 89, vc181): an adverb of intention kept above the negation of an
  uncontrolled trigger ("*they willfully do not forget that P"): see ``willed_non_event``.
"""

from __future__ import annotations

import re

from spacy.tokens import Token

from ..lexicon.closed_class import NON_MANNER_LY
from ..lexicon.tables import word_set
from ..lexicon.wordnet import first_sense_lexname
from ..rewrite.negation import FOCUS_PARTICLES
from .verb_complement_context import FAILURE_ADVERBS
from .verb_complement_stance import (
    FALSIFYING_EVALUATIVE_ADVERBS,
    VERIDICAL_EVALUATIVE_ADVERBS,
)

#: Enumerative (listing) and additive conjuncts (Quirk et al. 1985 §8.137-8.140, §8.116).
ENUMERATIVE_CONJUNCTS = frozenset(
    {
        "firstly", "secondly", "thirdly", "lastly", "further", "furthermore", "moreover",
        "additionally", "also", "likewise", "similarly",
    }
)  # fmt: skip
#: Ordinals that are enumerative only on a verb of saying or arguing ("Petitioner first
#: contends that"); elsewhere they are time adjuncts ("she first began to write", "He first
#: learned that"), which the framing of the clause handles (Quirk et al. 1985 §8.137 vs §8.57).
ORDINAL_CONJUNCTS = frozenset({"first", "second", "third", "next"})
#: Negative adverbs: flagged by their own rule (``negated-negative-adverb``).
_NEGATIVE_ADVERBS = word_set("verb_complement_negative_adverbs")
#: Degree adverbs (Quirk et al. 1985 §8.104-8.113, intensifiers): under a negation they give a
#: scalar, partial denial ("did not fully admit") and the approximators have their own flag.
_DEGREE_LY = frozenset(
    {"fully", "partially", "wholly", "highly", "greatly", "strongly", "deeply", "badly"}
)
#: Usuality adverbs (Quirk et al. 1985 §8.64): under a negation they count the occasions ("would
#: not normally begin" = on few occasions), a plain denial of the habitual S.
_USUALITY_LY = frozenset({"normally", "ordinarily", "customarily", "habitually", "commonly"})


#: Adverbs of the other classes, and those whose ¬S other passes flag: evaluative adverbs
#: (``negated-manner-adverb``, forty-fourth pass) and failure adjuncts (``failure-adjunct``,
#: eighteenth pass).
_OTHER_CLASSES = (
    NON_MANNER_LY
    | _NEGATIVE_ADVERBS
    | FOCUS_PARTICLES
    | _DEGREE_LY
    | _USUALITY_LY
    | VERIDICAL_EVALUATIVE_ADVERBS
    | FALSIFYING_EVALUATIVE_ADVERBS
    | FAILURE_ADVERBS
)


#: Adverbs of intention (Ernst 2002 ch. 2, agent-oriented adverbs of will; Quirk et al. 1985
#: §8.92 subject adjuncts of volition): kept above the added negation ("deliberately did not
#: answer" = chose not to answer), they say the non-event was willed.
_VOLITIONAL_ADVERBS = frozenset(
    {"willfully", "wilfully", "deliberately", "intentionally", "purposely", "purposefully"}
    | {"knowingly", "voluntarily", "willingly", "gladly"}
)
#: Verbs of knowing and perceiving whose event is no act the subject controls: states and
#: achievements (Vendler 1967 ch. 4; Dowty 1979 §2.3 on their failing the "deliberately" test),
#: so their non-event cannot be willed either.
_UNCONTROLLED_TRIGGERS = frozenset(
    {"forget", "know", "realize", "realise", "notice", "see", "hear", "discover", "find"}
    | {"learn", "understand", "recognize", "recognise", "perceive", "remember", "recall"}
)


def willed_non_event(verb: Token, negated_text: str) -> str | None:
    """``volitional:<adverb>`` when ¬S keeps an adverb of intention above the added negation
    of a trigger whose event is not under the subject's control ("they willfully forget that
    P" -> "*they willfully do not forget that P": not forgetting is nothing one can do on
    purpose; blind review s1205u verb-040, "premise unnatural"), else None. Above the negation
    such an adverb says the abstention was chosen (Jackendoff 1972 §3.5), which needs a
    controllable event (Dowty 1979 §2.3); below it ("do not willfully forget") it becomes the
    negation's focus (``focused_adverb``). Neither order gives a plain denial of S, so ¬S goes
    (S's own pair stays). "deliberately did not answer" keeps its ¬S."""
    if verb.lemma_.lower() not in _UNCONTROLLED_TRIGGERS:
        return None
    for adv in _trigger_adverbs(verb):
        above = re.search(rf"\b{re.escape(adv.text)} \w+(?: not\b|n't)", negated_text)
        if adv.i < verb.i and adv.lower_ in _VOLITIONAL_ADVERBS and above:
            return f"volitional:{adv.lower_}"
    return None


def _trigger_adverbs(verb: Token) -> list[Token]:
    """Adverbs modifying the trigger or its auxiliaries (``advmod``)."""
    heads = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return [c for h in heads for c in h.children if c.dep_ == "advmod" and c.pos_ == "ADV"]


def _after_not(adverb: Token, negated_text: str) -> bool:
    """Does ¬S read "not" right before ``adverb`` ("did not tentatively suggest")?"""
    return re.search(rf"\bnot {re.escape(adverb.text)}\b", negated_text) is not None


def focused_adverb(verb: Token, negated_text: str, negative_trigger: bool) -> str | None:
    """``manner:<adverb>`` or ``enumerative:<adverb>`` when ¬S puts the added negation on an
    adverb of the trigger (module docstring), else None. A manner adverb on a negative
    implicative ("I respectfully decline to answer") keeps the twentieth pass's flag
    (``negated-manner-adverb``) instead."""
    for adv in _trigger_adverbs(verb):
        low = adv.lower_
        communication = first_sense_lexname(verb.lemma_.lower(), "VERB") == "verb.communication"
        if low in ENUMERATIVE_CONJUNCTS or (low in ORDINAL_CONJUNCTS and communication):
            # preverbal ones ¬S leaves after "not"; postverbal ones ("do not argue further")
            # stay in the negated clause wherever "not" goes
            if adv.i > verb.i or _after_not(adv, negated_text):
                return f"enumerative:{low}"
            continue
        if adv.i > verb.i or not low.endswith("ly") or not _after_not(adv, negated_text):
            continue
        if negative_trigger:
            continue
        if low not in _OTHER_CLASSES:
            return f"manner:{low}"
    return None
