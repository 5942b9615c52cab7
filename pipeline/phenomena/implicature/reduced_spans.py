"""What a premise or hypothesis cut from a longer sentence must not carry (seventy-sixth pass,
im69; blind review of s1202w, the fortune-mod data).

The cuts of :mod:`.pairs` (:func:`.pairs.own_clause`, :func:`.pairs.supplements_cut`) keep the
trigger's clause and drop the rest; :func:`.supplements.lost_antecedent` already refuses a cut
that strands a pronoun. Three more things a reduced span can strand:

- an elided noun after a numeral ("Some old phones had 16, while ..." -> "Not all old phones had
  16": 16 what?). A numeral heading its noun phrase alone is nominal ellipsis (Halliday & Hasan
  1976 §4.2 on the Numerative as Head; Quirk et al. 1985 §12.48): its noun is recovered from
  the text, and the cut dropped the text;
- a demonstrative noun phrase that refers back ("... worked on the charge, and wrote most of the
  papers on this topic" -> "wrote most of the papers on this topic": which topic?).
  Demonstrative reference is anaphoric unless it points at the speech situation (Halliday &
  Hasan 1976 §2.4.2; Huddleston & Pullum 2002 ch. 17 §5.2); a time noun ("this year") is the
  deictic use and needs no antecedent;
- a hyphenated word the parse split into conjuncts ("co - authored" as three verbs): the cut
  keeps only the last piece and the hypothesis loses the prefix ("didn't author"). A prefix
  and its base are one word (Quirk et al. 1985 App. I.12-I.21 on prefixation), so no cut
  that takes one without the other.

And a corrective contrast "X, not Y" (:func:`corrective_tail`).

A fourth (seventy-seventh pass, im70; blind review s1202x class 2): a verb whose obligatory
complement the cut took away (:func:`complement_lost`). A verb of saying or thinking takes a
content clause, not an -ing clause, as its object (Quirk et al. 1985 §16.31-16.40 on the
complementation of "say", "think", "claim" against that of "admit", "suggest", "recall"), so a
kept "said achieving such speeds" is the gerund subject of a content clause whose predicate
("was impossible") the cut dropped: the parse hung that predicate on "said" as a conjunct, and
the cut took it for a later predicate. A kept verb of saying whose whole content clause was cut
("Many experts said.") has lost its complement the same way.
"""

from __future__ import annotations

from functools import cache

from spacy.tokens import Doc, Token

from ...lexicon.closed_class import DEMONSTRATIVES
from ...lexicon.tables import word_set
from ...syntax import FINITE_TAGS, SPEECH_VERBS

#: Nouns of time with which a demonstrative is deictic ("this year", "that night"): the time
#: of the utterance or one the speaker points to (Huddleston & Pullum 2002 ch. 17 §5.2; Quirk
#: et al. 1985 §6.41 on temporal "this/that").
TIME_NOUNS = frozenset(
    {
        "time",
        "times",
        "day",
        "days",
        "week",
        "weeks",
        "month",
        "months",
        "year",
        "years",
        "morning",
        "afternoon",
        "evening",
        "night",
        "season",
        "century",
        "decade",
        "moment",
        "minute",
        "hour",
        "summer",
        "winter",
        "spring",
        "autumn",
        "fall",
        "weekend",
        "way",
    }
)
#: Relations of a noun phrase that is an argument (so a bare numeral there heads its phrase).
_ARGUMENT_DEPS = frozenset({"dobj", "nsubj", "nsubjpass", "attr", "conj", "appos"})
#: (Not the object of a preposition: "by 1900", "at 5", "on page 12" name a year, an hour or a
#: page far more often than they elide a noun.)
#: Entity types of a numeral that stands for itself, no elided noun (a date, an age, money).
_SELF_STANDING = frozenset({"DATE", "TIME", "MONEY", "PERCENT", "QUANTITY", "ORDINAL"})


def _dropped_noun_before(doc: Doc, keep: set[int] | frozenset[int], i: int) -> bool:
    return any(t.i not in keep and t.pos_ in ("NOUN", "PROPN") for t in doc[:i])


def elided_numeral_lost(doc: Doc, keep: set[int] | frozenset[int]) -> bool:
    """Does a kept numeral head an argument alone ("had 16") while the cut dropped a noun that
    could be its elided head? Its subject is never that head (the versions had 16 versions?):
    the antecedent must be another kept noun before it, of which there is none after the cut."""
    if len(keep) == len(doc) or not _dropped_noun_before(doc, keep, len(doc)):
        return False
    for tok in doc:
        if tok.i not in keep or tok.tag_ != "CD" or tok.dep_ not in _ARGUMENT_DEPS:
            continue
        if tok.ent_type_ in _SELF_STANDING or any(
            c.dep_ in ("prep", "quantmod") for c in tok.children
        ):
            continue  # "in 1984", "at 5", "16 of them" (a partitive keeps its noun)
        if tok.lower_ in ("one", "1"):
            continue  # "one" is also the pronoun ("the old one"): lost_one_antecedent's
        verb = tok.head
        subjects = {
            d.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") for d in c.subtree
        }
        if not any(
            t.i in keep and t.pos_ == "NOUN" and t.i not in subjects
            for t in doc[: tok.i]
            if t.dep_ not in ("compound", "amod")
        ):
            return True
    return False


def demonstrative_lost(doc: Doc, keep: set[int] | frozenset[int]) -> bool:
    """Does a kept demonstrative noun phrase ("this subject", "these ideas") follow a dropped
    noun, with no kept noun of the same word before it? Then its antecedent was cut away."""
    for tok in doc:
        if tok.i not in keep or tok.lower_ not in DEMONSTRATIVES or tok.dep_ != "det":
            continue
        noun = tok.head
        if noun.i < tok.i or noun.lower_ in TIME_NOUNS or noun.ent_type_ in ("DATE", "TIME"):
            continue
        if not _dropped_noun_before(doc, keep, tok.i):
            continue
        if any(t.i in keep and t.lemma_ == noun.lemma_ for t in doc[: tok.i]):
            continue  # "a house ... this house": the antecedent is kept
        return True
    return False


def split_word_cut(doc: Doc, keep: set[int] | frozenset[int]) -> bool:
    """Does the cut keep one piece of a hyphenated word and drop another ("co - authored")?
    The pieces touch: no space on either side of the hyphen."""
    for tok in doc:
        if tok.text not in ("-", "‐") or tok.whitespace_ or tok.i == 0 or tok.i + 1 >= len(doc):
            continue
        left = doc[tok.i - 1]
        if left.whitespace_:
            continue
        pieces = {left.i, tok.i, tok.i + 1}
        if 0 < len(pieces & set(keep)) < 3:
            return True
    return False


#: Verbs of saying and thinking that also take an -ing clause as object ("admitted taking
#: it", "suggested going", "recalled seeing him"; Quirk et al. 1985 §16.39-16.40): a gerund
#: after them is their complement, not a clause's subject.
GERUND_TAKING = frozenset({"admit", "suggest", "recall", "mention", "report", "feel", "fear"})
#: Relations of a verb's complement.
_COMPLEMENT_DEPS = frozenset({"ccomp", "xcomp", "dobj", "dative", "attr", "oprd", "acomp"})


@cache
def _content_clause_verbs() -> frozenset[str]:
    """Verbs of saying and thinking (``syntax.SPEECH_VERBS`` and the implicature report verbs)
    that take a content clause and no -ing clause."""
    return (SPEECH_VERBS | word_set("implicature_report_verbs")) - GERUND_TAKING


def _subjectless(verb: Token) -> bool:
    return not any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children)


def complement_lost(doc: Doc, keep: set[int] | frozenset[int]) -> bool:
    """Does a kept verb of saying or thinking lose its complement to the cut (module
    docstring)? Either a kept subjectless -ing clause follows it while a subjectless finite
    verb after that clause, hung on the same verb, was cut ("said achieving such speeds, ...,
    was impossible" cut to "said achieving such speeds"), or its content clause was cut whole
    and no complement of it is kept."""
    verbs = _content_clause_verbs()
    for verb in doc:
        if verb.i not in keep or verb.pos_ not in ("VERB", "AUX"):
            continue
        if verb.lemma_.lower() not in verbs:
            continue
        kids = list(verb.children)
        gerunds = [
            c
            for c in kids
            if c.i in keep and c.tag_ == "VBG" and c.dep_ in _COMPLEMENT_DEPS and _subjectless(c)
        ]
        for gerund in gerunds:
            if any(
                f.i not in keep and f.i > gerund.i and f.tag_ in FINITE_TAGS and _subjectless(f)
                for f in kids
            ):
                return True
        cut = [c for c in kids if c.dep_ == "ccomp" and c.i not in keep]
        if cut and not any(c.i in keep and c.dep_ in _COMPLEMENT_DEPS for c in kids):
            return True
    return False


def stranded_in_cut(doc: Doc, keep: set[int] | frozenset[int]) -> bool:
    """Any of the four (module docstring) after a cut to ``keep``."""
    if len(set(keep)) >= len(doc):
        return False
    return (
        elided_numeral_lost(doc, keep)
        or demonstrative_lost(doc, keep)
        or split_word_cut(doc, keep)
        or complement_lost(doc, keep)
    )


def corrective_tail(doc: Doc) -> tuple[int, int, Token] | None:
    """A corrective "X, not Y" in the sentence ("set up a system where the accused received a
    fair trial, not a system to insure an acquittal"): the first and last index of the tail
    (the comma to the end of Y) and the head of X, or None.

    "X, not Y" asserts X and denies Y (McCawley 1991 "Contrastive negation and metalinguistic
    negation"; Quirk et al. 1985 §13.41 on "not" before a contrasted constituent); X and Y are
    the alternatives the contrast is about (Rooth 1992). Negating the clause that hosts it
    ("did not manage to set up X, not Y", "isn't X, not Y") leaves the corrective "not Y" with
    nothing to correct: the clause now denies X as well. The tail is a "not" right after a
    comma that negates a phrase, not a verb."""
    for tok in doc:
        if tok.lower_ != "not" or tok.i < 2 or doc[tok.i - 1].text != ",":
            continue
        if tok.dep_ not in ("neg", "advmod", "preconj"):
            continue
        host = tok.head
        if host.pos_ in ("VERB", "AUX"):
            nominal = [
                c
                for c in host.children
                if c.i > tok.i and c.left_edge.i == tok.i + 1 and c.pos_ in ("NOUN", "PROPN")
            ]
            if host.i > tok.i or not nominal:
                continue  # ", not knowing ...", ", not because ...": a clause
            y, x = nominal[0], host  # "to read, not a school ...": the parse hung "not" and
            # the noun phrase Y on the verb before the comma
        elif host.i > tok.i:
            y = host  # "not" on Y itself
            x = host.head
        else:
            later = [
                c for c in host.children if c.i > tok.i and c.dep_ in ("appos", "conj", "prep")
            ]
            if not later:
                continue
            y, x = later[0], host
        end = y.right_edge.i
        while end > tok.i and doc[end].is_punct:
            end -= 1  # the parse may hang the closing comma on Y
        if end + 2 < len(doc) and doc[end + 1].text == "," and not doc[end + 2].is_punct:
            continue  # ", not surprisingly, ...": a disjunct set off on both sides (litotes),
            # not a corrective tail (left to the parenthetical cuts)
        return tok.i - 1, end, x
    return None
