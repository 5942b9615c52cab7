"""What the sentence left without a conjunct still needs from it (the ninetieth pass,
docs/conjnli.md).

A ``conjunct_added`` pair reads the sentence without one conjunct first and alone, as its
premise, and a ``conjunct_removed`` pair asserts it. Both need it to be a complete sentence
that does not lean on the removed words. ``lost_to_removal`` names the removals whose
remainder is broken either way (``unbuildable_removals`` makes none of them):

* a plural pronoun whose only antecedent was the coordination ("a client and a browser ... dump
  them"): a coordination of noun phrases by "and" is plural, one singular conjunct is not, and
  a personal pronoun agrees in number with its antecedent (Huddleston & Pullum 2002 ch. 17
  §2.2), so "a client ... dump them" has a plural pronoun with no plural antecedent;
* a dangling comparative ("an interim solution is to whitelist, but long term is probably
  harder"): a comparative without a "than" phrase takes its standard from the context
  (Huddleston & Pullum 2002 ch. 13 §4.1), here the first conjunct; without it "Long term is
  probably harder." compares with nothing;
* a shared "of" complement of two relational nouns ("is founder and president of a firm"):
  the complement is right-node raised from both (Huddleston & Pullum 2002 ch. 15 §4.4), so the
  first noun without the last conjunct loses it ("is founder.");
* a colon tail after the last conjunct ("they can be found in Section 2319: Criminal
  infringement"): the colon announces an explanation or specification of what comes just
  before it (Quirk et al. 1985 App. III §III.13), the last conjunct, so without it the tail
  specifies the wrong clause.

``verbless_remainder`` finds a remainder with no finite verb where the removed conjunct held
the only one ("Each with their own attitude, to be sure, but they seem focused"): a sentence
needs a finite clause (Quirk et al. 1985 §2.11), so what is left is a verbless fragment. The
caller flags it ``no_verb`` (a defect, both directions) rather than dropping it: the flag's
own check sees only a rewrite with no verb at all, and "to be sure" keeps one.

``unfit_addition`` names the removals whose remainder is a fine hypothesis but no premise:

* a subject "it" opening the next conjunct after a removed clause with a singular object ("we
  got the DVD anyway and man is it an amazing item"): the pronoun takes the most recent,
  most salient compatible noun phrase (Grosz, Joshi & Weinstein 1995 on centering; the object of
  the clause just before), which is in the removed conjunct. As a hypothesis the premise
  resolves it (the ``pronoun_antecedent_removed`` warning's own policy); a premise is read
  alone and has none.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..syntax import FINITE_TAGS, PLURAL_NOUN_TAGS, PLURAL_PERSONAL_PRONOUNS, TokenRange
from .conjunction_nonboolean import _coordinator

#: Comparative words that need a standard of comparison ("harder", "better", "more difficult").
_COMPARATIVE_TAGS = frozenset({"JJR", "RBR"})
#: Plural pronouns that may stand before the pronoun and give it another antecedent.
_PLURAL_WORDS = PLURAL_PERSONAL_PRONOUNS | {"we", "us", "our", "these", "those", "both"}


def _span(doc: Doc, c: TokenRange) -> list[Token]:
    return list(doc[c.start : c.end])


def plural_pronoun_of_coordination(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "I'd spec a client and a browser and dump them": singular noun conjuncts joined by
    "and", a plural personal pronoun after the coordination, and no plural word outside the
    coordination before that pronoun that could be its antecedent."""
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "and":
        return False
    heads = [doc[c.start : c.end].root for c in conj]
    if not all(h.pos_ in {"NOUN", "PROPN"} and h.tag_ not in PLURAL_NOUN_TAGS for h in heads):
        return False
    inside = {i for c in conj for i in range(c.start, c.end)}
    for tok in doc[conj[-1].end :]:
        if tok.lower_ in PLURAL_PERSONAL_PRONOUNS and tok.pos_ == "PRON":
            return not any(
                (t.tag_ in PLURAL_NOUN_TAGS or t.lower_ in _PLURAL_WORDS) and t.i not in inside
                for t in doc[: tok.i]
            )
        if tok.tag_ in PLURAL_NOUN_TAGS:
            return False
    return False


def _finite(tokens: Sequence[Token]) -> bool:
    """A finite verb or modal, or an imperative: a bare verb at the root ("Let's say ...")."""
    return any(t.tag_ in FINITE_TAGS or (t.dep_ == "ROOT" and t.tag_ == "VB") for t in tokens)


def verbless_remainder(doc: Doc, conj: Sequence[TokenRange], k: int) -> bool:
    """The removed conjunct ``k`` is a clause with its own subject and a finite verb, and
    nothing outside it is finite. (A verb phrase conjunct without a subject may share its
    auxiliary with the kept one, "should start ... and be followed", which the removal keeps.)"""
    c = conj[k]
    removed = _span(doc, c)
    head = doc[c.start : c.end].root
    own_subject = any(
        x.dep_ in {"nsubj", "nsubjpass", "expl"} and c.start <= x.i < c.end for x in head.children
    )
    kept = [t for t in doc if not c.start <= t.i < c.end]
    return own_subject and _finite(removed) and not _finite(kept)


def dangling_comparative(doc: Doc, conj: Sequence[TokenRange], k: int) -> bool:
    """ "..., but long term is probably harder": the first of two clause conjuncts is removed,
    and the kept clause's predicate is a comparative with no "than" (nor "as") after it."""
    if k != 0 or len(conj) != 2:
        return False
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ != "but":
        return False
    kept = _span(doc, conj[1])
    head = doc[conj[1].start : conj[1].end].root
    # only the copula: "get/become better" compares with the earlier state of the subject
    # (Kennedy & Levin 2008 on degree achievements), which needs no removed clause
    if head.lemma_ != "be":
        return False
    predicates = [c for c in head.children if c.dep_ in {"acomp", "attr"}]
    comparative = any(p.tag_ in _COMPARATIVE_TAGS for p in predicates)
    return comparative and not any(t.lower_ in {"than", "as"} for t in kept)


def shared_of_complement(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "is founder and president of a political firm": a bare singular noun conjunct (no
    determiner or other dependent) before a last noun conjunct whose head takes an "of"
    phrase."""
    if len(conj) != 2:
        return False
    first = _span(doc, conj[0])
    if len(first) != 1 or first[0].pos_ != "NOUN" or first[0].tag_ in PLURAL_NOUN_TAGS:
        return False
    last = doc[conj[1].start : conj[1].end].root
    if last.pos_ != "NOUN" or any(c.dep_ in {"det", "poss"} for c in last.children):
        return False
    # a determiner makes the first a referring noun phrase ("the fluff and hype of X", "the
    # success or failure of X"), whose removal keeps the phrase; a bare singular count noun
    # in predicate position is a role noun (Huddleston & Pullum 2002 ch. 5 §8.3: "She is
    # president of the club"), relational and sharing the complement
    if any(c.dep_ in {"det", "poss"} for c in first[0].children):
        return False
    # the parse hangs the shared phrase on either noun ("founder ... of", "president of")
    return any(
        c.dep_ == "prep" and c.lower_ == "of" and c.i > last.i
        for h in (first[0], last)
        for c in h.children
    )


def colon_tail(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """A colon right after the last conjunct of "and"/"but", with words after it. (Alternatives
    joined by "or" name no one thing for the tail to specify: it goes with the whole clause.)"""
    cc = _coordinator(doc, conj)
    if cc is None or cc.lower_ not in {"and", "but"}:
        return False
    end = conj[-1].end
    return end < len(doc) - 1 and doc[end].text == ":" and not doc[end + 1].is_punct


def lost_to_removal(doc: Doc, conj: Sequence[TokenRange]) -> set[int]:
    """Indices of the conjuncts whose removal leaves a remainder broken either way."""
    n = len(conj)
    if n < 2:
        return set()
    if plural_pronoun_of_coordination(doc, conj):
        return set(range(n))
    out: set[int] = set()
    if dangling_comparative(doc, conj, 0):
        out.add(0)
    if shared_of_complement(doc, conj) or colon_tail(doc, conj):
        out.add(n - 1)
    return out


#: Words of the inverted exclamative and of a subject opening a clause: "man is it great",
#: "and it is great".
_IT = frozenset({"it"})


def _object_antecedent(doc: Doc, c: TokenRange) -> bool:
    """The conjunct is a clause whose verb has a singular, non-personal noun as its object."""
    head = doc[c.start : c.end].root
    if head.pos_ not in {"VERB", "AUX"}:
        return False
    objects = [t for t in head.children if t.dep_ in {"dobj", "obj"} and c.start <= t.i < c.end]
    return any(o.pos_ in {"NOUN", "PROPN"} and o.tag_ in {"NN", "NNP"} for o in objects)


def unfit_addition(doc: Doc, conj: Sequence[TokenRange], k: int) -> str | None:
    """Why the sentence without conjunct ``k`` is no premise though it is a fine hypothesis
    (module docstring), or None."""
    if k + 1 < len(conj) and _object_antecedent(doc, conj[k]):
        nxt = conj[k + 1]
        words = [t for t in doc[nxt.start : min(nxt.end, nxt.start + 4)] if not t.is_punct]
        if any(t.lower_ in _IT and t.dep_ in {"nsubj", "attr", "nsubjpass"} for t in words):
            return "object_pronoun_lost"
    return None
