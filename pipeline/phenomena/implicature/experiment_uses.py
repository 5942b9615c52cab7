"""Uses of a weak scalar item in review text that carry no clean "not <stronger>" pair (stop 91,
im110; blind review s1206b, Amazon food reviews). Each check returns a short reason or
``None``; the extractor then writes no candidate (called by ``_review_class``, off in the
IMPPRES inventory ``wide``).

- "try to V" whose outcome the sentence evaluates with an anaphoric subject ("I tried to use
  more water ..., and that didn't help", "I tried to add salt but it didn't work"): the attempt
  was carried out, a remedy tested, so ⟨try, manage⟩'s "didn't manage to V" is false, not
  implicated;
- a numeral whose noun is the per-item source ("from") of an earlier counted noun in the same
  clause ("tablets out of three packages from three batches"): the earlier numeral bounds it
  literally;
- a gradable adjective as the object predicative of "keep/leave/get" ("keep all manner of
  visitors happy"): a conventional resulting state, no ⟨happy, ecstatic⟩ degree evoked.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Token

from ...syntax import SUBJECT_DEPS

#: Verbs that evaluate how a remedy or an attempt came out ("that didn't help", "it worked",
#: "nothing changed"): the verbs of effect of a tested course of action (Levin 1993 §45.4 on
#: "change" verbs; OED "work" v. 32 "to have the desired effect", "help" v. 4 "to be of use").
EFFECT_VERBS = frozenset({"help", "work", "matter", "change", "improve", "fix", "solve"})
#: Subjects that take up the attempt itself as their antecedent: a demonstrative or "it" of
#: event anaphora (Webber 1991 on discourse deixis; Asher 1993 on abstract-entity anaphora),
#: a relative "which", and the negative "nothing/neither" ranging over the things tried.
ATTEMPT_ANAPHORS = frozenset({"that", "this", "it", "which", "nothing", "neither", "none"})


def performed_try(tok: Token) -> str | None:
    """ "try to V" with a later clause of the same sentence whose subject takes up the attempt
    and whose verb says whether it had an effect ("I tried to use more water and heated it up
    longer the second time, and that didn't help", "We tried to add more salt, but it didn't
    work", "I tried to shake it, which helped"). "try" is non-implicative (Karttunen 1971):
    "tried to V" by itself leaves open whether V happened, and the ⟨try, manage⟩ implicature
    "didn't manage to V" fills that gap. Here the gap is closed the other way: the effect
    clause's anaphor refers to the attempted action as a thing that took place (discourse
    deixis, Webber 1991), and only a performed action can help or fail to help, so "try" is
    "try out, test (a remedy)" and "I didn't manage to use more water" contradicts the
    sentence (blind review s1206b impl-009/017/028/047, judged 4 times, every premise kind).
    Kept: an outcome verb of the attempt's own subject ("tried to open it but failed":
    ``narrative_uses.outcome_stated_try``) and a later clause about something else ("She tried
    to call him, and then she went home", "We tried to close the borders and ran into a
    problem", judged kept)."""
    if tok.lemma_.lower() != "try" or not any(c.dep_ == "xcomp" for c in tok.children):
        return None
    attempted = {t.i for c in tok.children if c.dep_ == "xcomp" for t in c.subtree}
    for verb in tok.sent:
        if verb.i <= tok.i or verb.i in attempted or verb.lemma_.lower() not in EFFECT_VERBS:
            continue
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is not None and subject.lower_ in ATTEMPT_ANAPHORS:
            return "performed-try"
    return None


#: The preposition of a per-item source ("tablets from three batches", "cups from two
#: brands"): each counted item comes from one source (Quirk et al. 1985 §9.6 on "from" of
#: source and origin).
_SOURCE_PREPOSITIONS = frozenset({"from"})


def bounded_numeral(tok: Token, value: Callable[[Token], int | None]) -> str | None:
    """A numeral on the object of a source "from" when an earlier numeral of the same clause
    counts the items that come from it, and is no larger ("I tried tablets out of three
    different packages from three different batches", "We bought two bottles from two
    shops"). Each item has one source, so there are at most as many sources as items: "no
    more than three batches" is entailed by the first numeral, a literal upper bound and no
    implicature (Horn 1972 on the lower-bounded reading of numerals and its upper-bounding
    implicature; Levinson 2000 §1.4: an upper bound that the content already fixes is no
    implicature), so the pair tests nothing (blind review s1206b impl-016/022/039, judged 3
    times). Kept: the first numeral ("no more than three packages"), and a source count above
    the item count ("two tablets from three packages" is no bound)."""
    if tok.tag_ != "CD" or tok.dep_ != "nummod":
        return None
    noun = tok.head
    if noun.dep_ != "pobj" or noun.head.lower_ not in _SOURCE_PREPOSITIONS:
        return None
    own = value(tok)
    if own is None:
        return None
    clause = _clause_head(noun)
    for other in clause.subtree:
        if other.i >= tok.i or other.tag_ != "CD" or other.dep_ != "nummod":
            continue
        if _clause_head(other.head).i != clause.i:
            continue
        counted = value(other)
        if counted is not None and 1 < counted <= own and other.head.tag_ in ("NNS", "NNPS"):
            return "bounded-numeral"
    return None


def _clause_head(tok: Token) -> Token:
    """The nearest verb at or above ``tok``, or the sentence root."""
    for node in (tok, *tok.ancestors):
        if node.pos_ in ("VERB", "AUX"):
            return node
    return tok.sent.root


#: Verbs whose object predicative names a state kept, left or reached ("keep them happy",
#: "leave them satisfied", "get it clean": Quirk et al. 1985 §16.44 on complex-transitive verbs
#: with an adjective object complement; Huddleston & Pullum 2002 ch. 4 §5.3). Not the
#: periphrastic causative "make" ("His jokes made the lecture interesting", "They made the room
#: warm"): it says how far the change went, the adjective keeps its relative standard and the
#: stronger degree is a live alternative (pinned kept by the fifty-second and seventy-sixth
#: passes and stop 89, im108).
RESULTATIVE_VERBS = frozenset({"keep", "leave", "get"})


def resultative_adjective(tok: Token) -> str | None:
    """A gradable adjective as the object predicative of "keep/leave/get" ("I keep all manner
    of visitors happy", "The sauce keeps the kids happy", "It left us satisfied"), or of
    the same verb in the passive ("The guests were kept happy"). The complement names the state
    the verb brings about or holds, a conventional end state ("keep X happy" = keep X
    satisfied, content): a resultative predicate is read at its standard, the minimal degree
    that counts as being in the state (Kennedy & McNally 2005 on standard-fixed adjectives;
    Wechsler 2005 on the closed-scale reading of resultatives), so the stronger scale-mate
    ("ecstatic") is no alternative a speaker weighs and "I don't keep all manner of visitors
    ecstatic" tests nothing (blind review s1206b impl-024/031/045, judged 3 times). Kept: the
    adjective as a plain predicate ("The visitors were happy") and after a verb of seeming
    ("make it sound hungry": the adjective is the infinitive's)."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("oprd", "ccomp", "xcomp", "acomp"):
        return None
    verb = tok.head
    if verb.lemma_.lower() not in RESULTATIVE_VERBS or verb.i > tok.i:
        return None
    has_object = any(c.dep_ in ("dobj", "nsubjpass") for c in verb.children) or any(
        c.dep_ == "nsubj" for c in tok.children
    )
    if not has_object:
        return None  # "he got angry": an inchoative copula, the adjective the subject's
    return "resultative-adjective"
