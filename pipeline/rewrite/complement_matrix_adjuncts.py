"""Adjuncts of the matrix verb that a future-rendered complement hypothesis leaves out (vc231).

When the complement of a verb of volition, intention, decision or request is stated with the
will-future ("I want to repair the roads" -> "I will repair the roads", "I ask you to fix it"
-> "You will fix it"), its event is later than the matrix act and is not asserted by S
(Wurmbrand 2014, "Tense and aspect in English infinitives"; CGEL ch. 14 §7). Adverbials that
modify the matrix act then have no place in the hypothesis:

- an enumerative conjunct ("First, ...", "Second, ...", "Finally, ..."): it ranks the speaker's
  act among the points of the text (Quirk et al. 1985 §8.137 on enumerative conjuncts, which
  organise the discourse, not the events it reports), so "Second, I will make X permanent"
  ranks a prediction the speaker never made;
- a sentence-initial result/continuation connective ("So the mayor has decided to V"): "so"
  presents the matrix clause as the consequence of what went before (Quirk et al. 1985
  §8.137 result conjuncts; Halliday & Hasan 1976 ch. 5), a relation S states of the decision,
  not of the later event;
- an emphasizer on the matrix verb ("I certainly want to V", "I really want to V"): the
  emphasizer adds force to the matrix predication it hangs on (Quirk et al. 1985 §8.99-8.104),
  the wanting; moved onto the will-future ("I will certainly V") it asserts the speaker's
  certainty that the event will happen, which S does not;
- a fronted time adjunct of a present directive ("Tonight I ask you to V"): it times the
  request, and the addressee's compliance is later (the infinitive of a directive is future to
  its matrix, Wurmbrand 2014; Quirk et al. 1985 §8.51 on time-position adjuncts as clause
  constituents), so "Tonight you will V" times an event S leaves untimed.

Dropping an adjunct only weakens the hypothesis, so no label changes with it.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

#: Enumerative conjuncts (Quirk et al. 1985 §8.137, listing: "first(ly), second(ly), ...,
#: next, then, finally, lastly, last of all").
ENUMERATIVE_CONJUNCTS = frozenset(
    {
        "first", "firstly", "second", "secondly", "third", "thirdly", "fourth", "fourthly",
        "fifth", "fifthly", "next", "finally", "lastly",
    }
)  # fmt: skip

#: Sentence-initial result connectives that relate the matrix clause to the preceding text
#: (Quirk et al. 1985 §8.137 result conjuncts; §13.18 on clause-initial "so").
_RESULT_CONNECTIVES = frozenset({"so"})

#: Emphasizers (Quirk et al. 1985 §8.99-8.104: "certainly, definitely, really, surely,
#: truly, indeed, actually, clearly, genuinely, sincerely"); only these, not the focusing
#: subjuncts ("just", "also", "only": §8.116), which keep their place before the verb group
#: ("I just want to go" -> "I will just go").
EMPHASIZERS = frozenset(
    {
        "certainly", "definitely", "really", "surely", "truly", "indeed", "genuinely",
        "sincerely", "honestly", "clearly", "obviously",
    }
)  # fmt: skip

#: Present-tense tags of a matrix verb that states a request now.
_PRESENT_TAGS = frozenset({"VBP", "VBZ"})

_SUBJECT_DEPS = ("nsubj", "nsubjpass", "expl")


def _subject_start(verb: Token) -> int | None:
    subjects = [c for c in verb.children if c.dep_ in _SUBJECT_DEPS]
    return min(s.left_edge.i for s in subjects) if subjects else None


def fronted_enumerative(doc: Doc, verb: Token) -> set[int]:
    """A sentence-initial comma-set enumerative conjunct of ``verb`` with its comma ("Second,
    I propose to V"), else the empty set."""
    if len(doc) < 4 or doc[1].text != ",":
        return set()
    first = doc[0]
    if first.lower_ not in ENUMERATIVE_CONJUNCTS or first.head != verb:
        return set()
    if first.dep_ not in ("advmod", "npadvmod", "cc", "intj"):
        return set()
    return {0, 1}


def fronted_result_connective(doc: Doc, verb: Token) -> set[int]:
    """A sentence-initial "So" (with a comma after it, if any) opening the clause of ``verb``
    ("So the mayor has decided to V"), else the empty set. "So far", "So that", "So as to"
    are no connective."""
    if len(doc) < 4:
        return set()
    first = doc[0]
    if first.lower_ not in _RESULT_CONNECTIVES or first.head != verb:
        return set()
    if first.dep_ not in ("cc", "advmod") or doc[1].lower_ in ("far", "as", "that", "much"):
        return set()
    return {0, 1} if doc[1].text == "," else {0}


def matrix_emphasizers(verb: Token) -> set[int]:
    """The emphasizers hanging on ``verb`` between its subject and itself ("I certainly want
    to V"), else the empty set."""
    start = _subject_start(verb)
    if start is None:
        return set()
    return {
        c.i
        for c in verb.children
        if c.dep_ == "advmod" and start < c.i < verb.i and c.lower_ in EMPHASIZERS
    }


def fronted_time_of_present_directive(doc: Doc, verb: Token, directive: bool) -> set[int]:
    """A time adjunct of a present-tense directive ``verb`` before its subject ("Tonight I
    ask you to V", "This year, I ask Congress to V"), with its comma, else the empty set. A
    past directive ("Yesterday, the mayor urged residents to stay indoors") keeps it: compliance
    there is commonly immediate and the past hypothesis shares the time (thirty-eighth pass)."""
    if not directive or verb.tag_ not in _PRESENT_TAGS:
        return set()
    start = _subject_start(verb)
    if start is None:
        return set()
    # "So tonight I ask Congress to V": after the dropped result connective the time adjunct
    # opens the clause all the same (blind A/B ab106: "Tonight Congress will change ...")
    connective = fronted_result_connective(doc, verb)
    opening = max(connective) + 1 if connective else 0
    for adj in verb.children:
        if adj.i >= start or adj.dep_ not in ("npadvmod", "advmod", "prep"):
            continue
        if adj.left_edge.i != opening:
            continue  # only one that opens the sentence
        words = list(adj.subtree)
        timed = any(t.ent_type_ in ("DATE", "TIME") for t in words) or adj.lower_ in (
            "tonight",
            "today",
            "now",
        )
        if not timed:
            continue
        span = span_before_subject(doc, adj, start)
        if span:
            return span
    return set()


def span_before_subject(doc: Doc, phrase: Token, subject_start: int) -> set[int]:
    """The positions of the fronted ``phrase`` and the comma after it, if any, when they end
    right before the subject at ``subject_start``; else the empty set (something else stands
    between and is not cut)."""
    last = phrase.right_edge.i
    if last + 1 < subject_start and doc[last + 1].text == ",":
        last += 1
    if last + 1 != subject_start:
        return set()
    return set(range(phrase.left_edge.i, last + 1))
