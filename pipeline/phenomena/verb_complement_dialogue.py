"""Dialogue classes of verb complements (eighty-third pass, branch vc77, stop 54).

Conversational English (TV transcripts) puts verbs of saying and thinking in frames that are
no report of a saying or a belief, or that settle what the report leaves open:

- ``corrected_belief``: a past "thought" under a cue that the belief has just been, or was
  later, given up: a change-of-state "oh" ("Oh, I thought Joey was here"; Heritage 1984,
  "A change-of-state token and aspects of its sequential placement"; Schiffrin 1987 ch. 4: "oh"
  marks the replacement of information the speaker held), an apology ("I'm sorry, I thought you
  said it was okay": a repair of an action done on a false belief) or a time frame that
  restricts the belief to the past ("At first I thought ...", "all these years I thought ...";
  the contrast with the present is the point of the restriction, Grice's maxim of quantity).
  Ross & Pavlick (2019) note past "think" as the item whose inferences annotators read as
  counterfactual in context; with one of these cues the speaker conveys the belief was false,
  so the complement is contradicted, not left open (o).
- ``demonstrative_that_object``: "because you said that, I'm not ...", "as soon as I thought
  that, behold!": "that" followed by a clause boundary is a demonstrative pronoun object (Quirk
  et al. 1985 §6.40 on demonstrative pronouns), not the complementizer, which must be followed
  by its clause (CGEL ch. 11 §3.1): the parser took the next clause for a content clause.
- ``proposal_formula``: "What do you say we go share some food?" is a conventional formula for
  making a proposal, like "How about ...?" (Cambridge Dictionary, Oxford Dictionary of Idioms
  s.v. "what do you say"; Searle 1975 on conventional indirect directives): nobody's saying is
  asked about, and "We go share some food." is no complement of "say".
"""

from __future__ import annotations

from spacy.tokens import Token

# The test lives in the shared syntax layer since stop 92 (pr205): presupposition asks it too.
from ..syntax import demonstrative_that_object

#: Adverbials that restrict a past belief to a time before now ("at first", "originally"), so
#: that its being given up since is implicated (Grice's quantity maxim; Horn 1989 ch. 4 on
#: scalar contrast): "At first I thought she was acting" conveys that she was not.
_EARLIER_TIME_FRAMES = (
    ("at", "first"),
    ("originally",),
    ("initially",),
    ("all", "these", "years"),
    ("all", "this", "time"),
    ("all", "along"),
    ("when", "we", "first"),
    ("when", "i", "first"),
)
#: Apology words whose utterance before "I thought" repairs an act done on a false belief.
_APOLOGIES = frozenset({"sorry", "apologize", "apologise"})
#: Change-of-state tokens (Heritage 1984): the speaker has just learned otherwise.
_CHANGE_OF_STATE = frozenset({"oh", "ooh", "oops", "whoops"})


def _words(sent: Token) -> list[str]:
    return [t.lower_ for t in sent]


def corrected_belief(verb: Token) -> str | None:
    """The cue ("oh", "sorry", "at first", ...) under which a past, unnegated, declarative
    "thought" over a that-clause conveys that the belief was false, or None (module docstring).
    The cue must stand in the trigger's own sentence: "oh" and the apology before the trigger,
    a time frame anywhere in it ("I thought you were nuts at first, but ...")."""
    if verb.lemma_.lower() != "think" or verb.tag_ != "VBD":
        return None
    if any(c.dep_ in ("neg", "aux") for c in verb.children):
        return None  # "I did not think", "would have thought": no plain past belief
    sent = verb.sent
    if sent.text.rstrip().endswith("?"):
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None:
        return None
    # the turn, not the parser's sentence: "Oh, I'm sorry, oh, I just, I thought ..." is split
    # after "sorry", but the apology is the same speaker's, for the same act
    before = list(verb.doc[: verb.i])
    # "oh" and the apology are the speaker's own change of state, so they bear on the
    # speaker's belief in the same turn ("Oh, I thought ..."), not on a narrated one after a
    # coordinator ("Oh I used to, but then Joey thought it would be fun")
    own = subject.lower_ in ("i", "we") and not any(t.lower_ in ("but", "and") for t in before)
    if own and before and before[0].lower_ in _CHANGE_OF_STATE:
        return "oh"
    if own and any(t.lower_ in _APOLOGIES for t in before):
        return "sorry"
    if own and _contrastive_correction(verb):
        return "correction"
    words = _words(sent)
    for frame in _EARLIER_TIME_FRAMES:
        n = len(frame)
        if any(tuple(words[i : i + n]) == frame for i in range(len(words) - n + 1)):
            return "_".join(frame)
    return None


#: Punctuation before the "not X" remnant of a contrastive correction.
_CORRECTION_BREAKS = frozenset({",", "-", "--", "\u2013", "\u2014"})


def _contrastive_correction(verb: Token) -> bool:
    """Does the speaker's own past "I thought P" carry, in its sentence after the verb, the
    "not X" remnant of a contrastive correction ("I thought I was getting a case for $13 - not
    one box!", "I really thought I was getting the prepack, not loose coffee")? "P, not X"
    sets what the speaker believed against what was the case (McCawley 1991, "Contrastive
    negation and metalinguistic negation"; Quirk et al. 1985 §13.98 on the reduced "not X"
    of a corrective), and a past first-person "thought" with the fact named beside it is the
    false-belief use of "think" (Kiparsky & Kiparsky 1970 on non-factive "think"; Hooper
    1975): the speaker conveys P was false, so S contradicts P (stop 91, vc187: s1207a
    verb-020, verb-033, judged contradiction). The remnant must be verbless ("not one box",
    not a new clause "- not that it matters much" or "not being a fan") and the correction
    must stand in the same sentence; on its own the next sentence is no such cue."""
    doc = verb.doc
    end = verb.sent.end
    for t in doc[verb.i + 2 : end]:
        if t.lower_ != "not" or doc[t.i - 1].text not in _CORRECTION_BREAKS:
            continue
        remnant = []
        for w in doc[t.i + 1 : end]:
            if w.is_punct and w.text not in ("$", "%"):
                break
            remnant.append(w)
        if not remnant or any(w.lower_ in ("that", "to", "because", "if") for w in remnant[:1]):
            continue
        if any(w.pos_ in ("VERB", "AUX") for w in remnant):
            continue
        return True
    return False


#: Sentence-final punctuation: "that" right before it ends the clause.
SENTENCE_ENDS = frozenset({".", "!", "?"})


def proposal_formula(verb: Token) -> bool:
    """Is ``verb`` the "say" of "What do you say (we/I) ...?" with a finite clause after it?"""
    if verb.lemma_.lower() != "say" or verb.tag_ != "VB":
        return False
    doc = verb.doc
    start = verb.sent.start
    words = [t.lower_ for t in doc[start : verb.i]]
    # "what do you say", "so what do ya say", "what d'you say"
    tail = words[-3:]
    return (
        len(tail) == 3
        and tail[0] == "what"
        and tail[1] in ("do", "d'")
        and tail[2] in ("you", "ya", "ye")
        and any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children)
        and not any(c.lower_ == "that" for c in doc[verb.i + 1 : verb.i + 2])
    )


__all__ = [
    "corrected_belief",
    "demonstrative_that_object",
    "proposal_formula",
]
