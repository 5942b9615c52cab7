"""Embedding placement for presupposition premises (pr242): the operator must take the trigger.

IMPPRES (Jeretic et al. 2020 §4) and NOPE (Parrish et al. 2021 §3.2) test projection by putting
negation, a modal, a question or a conditional over the clause that holds the trigger. This
module holds the small checks that place the operator there or refuse the premise where it
cannot be placed; ``premises.rewrites`` and ``pairs.py`` call them through small hooks.

* ``fronted_trigger_phrase``: a nominal trigger in a fronted prepositional phrase ("In both
  halves, the team scored") stays outside an operator put after the subject; NOPE §3.2 moves
  preposed adverbials to the end of the clause so that the operator scopes over them. The
  caller moves the phrase with the move of preposed clauses (``premises._postposed``).
* ``adjunct_under_modal``: a subjectless non-finite "while/when" adjunct ("praised X while
  opposing Y") describes a circumstance of the main event, inside its modal.
* ``passive_conjunct_negation``: a participle coordinated under a passive auxiliary negated as
  an active past ("is removed and didn't return") gets the auxiliary's negation.
* ``ppi_negation``: positive polarity items with no place under the added negation.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lemminflect import getInflection
from spacy.tokens import Doc, Token

from ...syntax import finite_clause_head
from .._result import Rewritten
from ..clause_scope import active_after_passive
from ..negation import PPI_UNSWAPPABLE, main_verb, polarity_swaps

#: Subject dependencies (a clause with its own subject is finite or absolute, not this case).
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})

# --- 1. a fronted phrase holding the trigger ----------------------------------------------------


def fronted_trigger_phrase(trig: Token | None, target: Token | None) -> Token | None:
    """The preposition of a fronted adjunct PP of ``target`` that holds ``trig`` ("In both
    halves, the team scored": "In"), else None.

    A clause-initial adjunct before the subject is outside the scope of the clause's negation,
    modal and question (Quirk et al. 1985 §8.17, §10.64; Maienborn 2001 on frame setters), so a
    trigger inside it is not embedded ("In both halves, did the team score?"). NOPE §3.2 moves a
    preposed adverbial to the end of its clause before embedding ("Did the team score in both
    halves?"). Only a PP set off by a comma (a fronted phrase without one may be the start of
    an inverted or subject phrase) and only when the trigger is inside its object."""
    if trig is None or target is None:
        return None
    subjects = [k for k in target.children if k.dep_ in _SUBJECTS]
    if not subjects:
        return None
    first_subject = min(s.left_edge.i for s in subjects)
    prep = next(
        (
            k
            for k in target.children
            if k.dep_ == "prep"
            and k.i < first_subject
            and k.left_edge.i <= trig.i <= k.right_edge.i
            and k.i != trig.i
        ),
        None,
    )
    if prep is None or not any(k.dep_ == "pobj" for k in prep.children):
        return None
    after = prep.right_edge.i + 1
    doc = target.doc
    if after >= len(doc) or doc[after].text != ",":
        return None
    return prep


# --- 6. a non-finite adjunct under a modal ------------------------------------------------------

#: Subordinators of simultaneity whose subjectless -ing clause gives an attendant circumstance
#: of the main event (Quirk et al. 1985 §15.58 on supplementive and adverbial -ing clauses,
#: §15.25 on "while/when" of time overlapping): the circumstance is part of the event the
#: modal puts as possible ("He might have praised X while opposing Y" is possible that
#: [praise-while-opposing]), so it is not presupposed under the modal (Karttunen 1973: a modal
#: is a hole for the presuppositions of its clause, not for what the clause asserts). "after/
#: before + -ing" name a separate anchoring event (Heinämäki 1974) and stay.
SIMULTANEITY_MARKERS = frozenset({"while", "when", "whilst"})

#: Modals of possibility and hypothesis (Palmer 2001 ch. 1, 3): the source's own operator.
NON_VERIDICAL_MODALS = frozenset({"may", "might", "could", "would", "should", "can"})

#: The refusal of the added modal's presupposition pair (its control stays).
ADJUNCT_IN_MODAL_SCOPE = "adjunct-in-modal-scope"


def nonfinite_circumstance(trig: Token | None) -> Token | None:
    """The host verb of a subjectless non-finite "while/when" clause headed by ``trig``
    ("praised the king while opposing the war": "praised"), else None."""
    if trig is None or trig.lower_ not in SIMULTANEITY_MARKERS:
        return None
    if trig.dep_ == "mark":
        clause = trig.head
    elif trig.dep_ == "prep":
        clause = next((k for k in trig.children if k.dep_ == "pcomp"), None)
    else:
        return None
    if clause is None or clause.tag_ not in ("VBG", "VBN"):
        return None
    if any(k.dep_ in _SUBJECTS for k in clause.children):
        return None  # an absolute or finite clause of its own
    host = clause.head if trig.dep_ == "mark" else trig.head
    if host.i == clause.i or host.pos_ not in ("VERB", "AUX"):
        return None
    return host


def adjunct_under_source_modal(trig: Token | None) -> bool:
    """The source already puts the host of ``trig``'s non-finite circumstance clause under a
    possibility or hypothetical modal ("He might have praised the king while opposing the
    war"): the adjunct is in the modal's scope, not presupposed (``SIMULTANEITY_MARKERS``)."""
    host = nonfinite_circumstance(trig)
    if host is None:
        return False
    return any(k.dep_ == "aux" and k.lower_ in NON_VERIDICAL_MODALS for k in host.children)


# --- 4. a passive participle coordinated under the auxiliary -----------------------------------

#: Present passive auxiliaries: a past active conjunct after them would switch tense inside one
#: coordinated predication of one subject, so the "-ed" conjunct is the shared auxiliary's
#: participle; after "was/were" ("was born in Ohio and returned there") the active past is
#: the ordinary reading and the negation is left as it is.
_PASSIVE_NEGATIONS = {"is": "isn't", "are": "aren't"}
_PRESENT_PERFECT = frozenset({"has", "have"})
_DO_SUPPORT = r"\b(?:did|does|do)(?:n't| not) {}\b"


def passive_conjunct_negation(premise: Rewritten, target: Token | None) -> Rewritten:
    """``premise`` (the added negation) with a verb-phrase conjunct that shares the passive
    auxiliary of its first conjunct negated as a passive: "light is removed from the world and
    returned to the divine" -> "... and isn't returned to the divine", not "didn't return".

    Coordinated predicates share the auxiliary before the first (Quirk et al. 1985 §13.71,
    §13.83: ellipsis of the operator), so the second participle is passive too, whatever its
    tag; do-support makes it an active past of another voice and tense. Only after a present
    auxiliary (``_PASSIVE_NEGATIONS``); "has been removed and returned" is refused (not well
    formed)."""
    if target is None or target.dep_ != "conj":
        return premise
    first = target.head
    if any(k.dep_ in ("aux", "auxpass") or k.dep_ in _SUBJECTS for k in target.children):
        return premise
    if first.tag_ != "VBN":
        return premise
    aux = [k for k in first.children if k.dep_ == "auxpass"]
    if not aux or target.tag_ not in ("VBD", "VBN") or active_after_passive(first, target):
        return premise  # an object or a verb with no passive: an active past of its own
    base = target.lemma_
    pattern = re.compile(_DO_SUPPORT.format(re.escape(base)), re.I)
    if not pattern.search(premise.text):
        return premise
    perfect = [a for a in first.children if a.dep_ == "aux"]
    if perfect:
        if all(a.lower_ in _PRESENT_PERFECT for a in perfect):
            # "has been removed and returned": the same tense switch, and no auxiliary of
            # the conjunct's own to negate: refused
            return replace(premise, ok=False, flags=(*premise.flags, "passive-conjunct-voice"))
        return premise
    negated = _PASSIVE_NEGATIONS.get(aux[-1].lower_)
    participle = getInflection(base, "VBN")
    if negated is None or not participle:
        return premise
    text = pattern.sub(f"{negated} {participle[0]}", premise.text, count=1)
    return replace(premise, text=text)


# --- 5. positive polarity items under the added negation ---------------------------------------

_NOT_SOMETIMES = re.compile(r"(n't|n’t|\bnot) sometimes\b", re.I)


def ppi_negation(premise: Rewritten, doc: Doc, target: Token | None) -> Rewritten:
    """``premise`` (the added negation) with "sometimes" right after the "not" put as "ever"
    ("are not sometimes called" -> "are not ever called", the non-assertive form: Quirk et al.
    1985 §10.60-10.62; Baker 1970 on PPIs), and the other positive polarity items with no
    non-assertive form in the negation's scope (``negation.PPI_UNSWAPPABLE``: "somewhat",
    "somehow", "pretty", "fairly", "sometimes" elsewhere) flagged ``ppi-under-negation:<word>``
    (Szabolcsi 2004: a PPI under a clausemate negation takes wide scope, so the sentence is no
    denial). The shared rewriter swaps some-/already only for its other callers
    (``negation.polarity_swaps``); the projection negation keeps "some" (NOPE App. C)."""
    if not premise.rule.startswith("negation:add"):
        return premise
    head = finite_clause_head(doc, target)
    if head is None or head.pos_ not in ("VERB", "AUX"):
        return premise
    _, flags = polarity_swaps(main_verb(head))
    words = [f.split(":", 1)[1] for f in flags if f.split(":", 1)[-1] in PPI_UNSWAPPABLE]
    if not words:
        return premise
    text, new_flags = premise.text, list(premise.flags)
    for word in words:
        if word == "sometimes" and _NOT_SOMETIMES.search(text):
            text = _NOT_SOMETIMES.sub(lambda m: f"{m.group(1)} ever", text, count=1)
        elif re.search(rf"\b{word}\b", text, re.I):
            new_flags.append(f"ppi-under-negation:{word}")
    ok = premise.ok and len(new_flags) == len(premise.flags)
    return replace(premise, text=text, ok=ok, flags=tuple(new_flags))
