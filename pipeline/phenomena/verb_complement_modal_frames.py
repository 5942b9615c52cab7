"""Modal frames of the trigger over which the added negation of ¬S lands on the wrong operator
(issue #12, stop 97, vc205): a counterfactual modal perfect over a factive ("should have known
that P") and a first-person hedge "I'd say / I would guess that P". In both the inserted "not"
negates the modal construction, not the attitude, so ¬S is no denial of S: no ¬S pair
(``verb_complement`` refuses it); S's pair stays.
"""

from __future__ import annotations

from spacy.tokens import Token

from ..syntax import SUBJECT_DEPS, verb_lemma

#: Factive and semi-factive triggers (Kiparsky & Kiparsky 1970; Karttunen 1971 on the
#: semi-factives "realise, find out, discover, notice, see"), with "guess" and "foresee", whose
#: modal perfect ("should have guessed/foreseen that P") takes P as true as "should have known"
#: does: under "should/could/would/might/must have" they are the counterfactual "ought to have
#: been aware" (Iatridou 2000). Not the non-factives "expect, predict, suspect": "should not
#: have expected that P" is a natural deontic denial.
COUNTERFACTUAL_FACTIVES = frozenset(
    {"know", "realize", "realise", "see", "notice", "guess", "understand", "recognize"}
    | {"recognise", "remember", "learn", "discover", "foresee"}
)
#: Modals of the modal perfect ("should have known"): Huddleston & Pullum 2002 ch. 3 §9.9 on
#: the past-perfect / modal-perfect counterfactual; Palmer 2001 ch. 8.
_PERFECT_MODALS = frozenset({"should", "could", "would", "might", "must", "ought", "'d"})
#: Verbs of the first-person epistemic hedge "I'd say / I would guess that P" (Quirk et al. 1985
#: §15.54 on comment clauses; Hooper 1975 "On assertive predicates": the first-person
#: parenthetical use is no main assertion, the complement is).
HEDGE_VERBS = frozenset({"say", "guess"})
#: Modals of the hedge: the tentative "would" (Quirk et al. 1985 §4.64, "I would say").
_HEDGE_MODALS = frozenset({"would", "'d", "wo"})


def _auxiliaries(verb: Token) -> list[Token]:
    return sorted((c for c in verb.children if c.dep_ in ("aux", "auxpass")), key=lambda t: t.i)


def counterfactual_modal_perfect(verb: Token) -> str | None:
    """The modal of a factive or semi-factive trigger in the modal perfect ("I should have
    known this would fail", "You could have seen that it was broken"), else None.

    The modal perfect with a factive conveys the counterfactual "ought to / was able to be aware
    (but was not)" (Iatridou 2000, "The grammatical ingredients of counterfactuality";
    Huddleston & Pullum 2002 ch. 3 §9.9). An added "not" goes on the modal, not the attitude:
    "I should not have known this would fail" says that knowing it was wrong, a deontic claim
    about a state S implies did not hold, and no denial of S. The complement is still
    presupposed by S ("should have known that P" takes P as true), so S's pair keeps its label.
    Not with a negation already on the trigger ("should not have known": S itself)."""
    if verb_lemma(verb) not in COUNTERFACTUAL_FACTIVES or verb.tag_ != "VBN":
        return None
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    aux = _auxiliaries(verb)
    words = [a.lower_ for a in aux]
    if "have" not in words:
        return None
    modal = next((a for a in aux if a.lower_ in _PERFECT_MODALS or a.tag_ == "MD"), None)
    if modal is None or modal.i > aux[words.index("have")].i:
        return None
    return modal.lower_


def first_person_hedge(verb: Token) -> str | None:
    """The hedge verb of "I'd say / I would say / I'd guess (that) P" ("If you ask me, I'd say
    it was stolen"), else None: first-person singular subject, tentative "would" with no
    perfect and no negation, and a finite clause after the verb.

    The tentative "I'd say" is a comment clause that hedges the complement, the assertion
    proper (Quirk et al. 1985 §15.54; Hooper 1975). An added "not" negates the hedge ("I would
    not say it was stolen"), an understatement or refusal to commit, which inside a
    counterfactual ("if I didn't know you better, I'd say ...") is incoherent: ¬S is no denial
    of S."""
    if verb_lemma(verb) not in HEDGE_VERBS or verb.tag_ != "VB":
        return None
    if any(c.dep_ == "neg" for c in verb.children):
        return None
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or subject.lower_ != "i":
        return None
    aux = _auxiliaries(verb)
    if [a.lower_ for a in aux] not in (["would"], ["'d"], ["wo"]):
        return None
    if not any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children):
        return None
    return verb_lemma(verb)
