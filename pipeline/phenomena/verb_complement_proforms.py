"""Stop 98, vc213: complements with no content of their own, and clauses owned by another head.

``pro_form_complement``: an infinitive or content clause that is only the verb-phrase pro-form
"do so / do it / do that / do this". ``clause_after_prepositional_clause``: a that-clause after
a prepositional phrase of the trigger that holds a non-finite clause, which owns the clause.
``focus_negation_added``: the added "not" stands before an exclusive "only/merely".
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

#: The objects of "do" that make it the verb-phrase pro-form: "do so", "do it", "do that",
#: "do this" stand for a verb phrase recoverable only from an antecedent (Quirk et al. 1985
#: §12.22-12.26 on the substitute forms "do so/it/that"; Hankamer & Sag 1976 on VP anaphora).
PRO_FORM_OBJECTS = frozenset({"so", "it", "that", "this"})
#: Dependents that leave the pro-form's content as empty: auxiliaries, negation, "to", and a
#: time or manner adverb ("to do so again", "not to do it yet").
_EMPTY_DEPS = frozenset({"aux", "auxpass", "neg", "mark", "punct", "advmod", "npadvmod"})


def pro_form_complement(doc: Doc, head: int, span: tuple[int, int]) -> bool:
    """Is the complement ``doc[span]`` (headed by ``head``) only the pro-form "do so/it/that/
    this" ("though he wished to do so", "if they asked him to do it")? Its hypothesis ("He did
    so.") has no content outside the antecedent that the sentence gives elsewhere, so it cannot
    be judged on its own, and its label comes out wrong when the antecedent is denied nearby
    ("He could not utter them, though he wished to do so": the doing is the uttering).
    A "do" with any other object or argument ("to do the dishes", "to do so in writing") is
    not the bare pro-form."""
    verb = doc[head]
    if verb.lemma_.lower() != "do" or verb.pos_ not in ("VERB", "AUX"):
        return False
    pro = [
        c
        for c in verb.children
        if c.i > verb.i and c.lower_ in PRO_FORM_OBJECTS and c.dep_ in ("dobj", "advmod")
    ]
    if len(pro) != 1:
        return False
    for t in doc[span[0] : span[1]]:
        if t.i in (verb.i, pro[0].i) or t.is_punct:
            continue
        if t.head.i == verb.i and t.dep_ in _EMPTY_DEPS:
            if t.dep_ in ("advmod", "npadvmod") and t.pos_ != "ADV":
                return False  # "to do so the next day": a noun phrase adjunct, some content
            continue
        if t.dep_ == "nsubj" and t.head.i == verb.i and t.i < verb.i:
            continue  # "that he would do so": the clause's own subject
        return False
    return True


def clause_after_prepositional_clause(doc: Doc, verb: Token, complementizer: int | None) -> bool:
    """Does a prepositional phrase of ``verb`` that holds a non-finite clause stand between the
    trigger and the complementizer "that" ("insisted on the clause being added that P",
    "argued for the motion being put that P")? The that-clause then belongs to that clause or
    to its noun: an appositive content clause extraposed from the noun ("the clause that P",
    Quirk et al. 1985 §17.26, §18.39 on extraposition from a noun phrase) or the complement of
    the participle, never a second complement of the trigger, whose complement slot is the
    prepositional phrase ("insist on X"). A prepositional phrase without a verb ("explained to
    the children that P") leaves the clause the trigger's."""
    if complementizer is None or complementizer <= verb.i + 1:
        return False
    for prep in verb.children:
        if prep.dep_ != "prep" or not verb.i < prep.i < complementizer:
            continue
        inside = doc[prep.i + 1 : complementizer]
        if any(t.tag_ in ("VBG", "VBN") and t.pos_ in ("VERB", "AUX") for t in inside):
            return True
    return False


#: "not/n't" right before an exclusive focus particle: "not only" and "not merely" open the
#: additive focus construction ("not only X but also Y"), which asserts more, not less (Quirk
#: et al. 1985 §8.116-8.117, §13.38; Horn 1989 §3 on the focus of negation).
_NOT_ONLY = re.compile(r"\b(?:not|n't|never)\s+(?:only|merely)\b", re.IGNORECASE)


def focus_negation_added(source_text: str, negated_text: str) -> bool:
    """Has the negation made a new "not only" / "not merely" ("He could only say that P" ->
    "He could not only say that P"; "It was only necessary for X to V" -> "It was not only
    necessary ...")? The "only" keeps its prejacent under the negation (Horn 1969) and the
    premise reads as the first half of "not only ... but also": it denies nothing of S."""
    return len(_NOT_ONLY.findall(negated_text)) > len(_NOT_ONLY.findall(source_text))


#: Verbs whose passive subject is the addressee of the clause ("The jury was told that P",
#: "the staff being informed that P"): the promoted indirect object, with the that-clause
#: still the verb's complement (Quirk et al. 1985 §16.58 on ditransitive complementation;
#: Levin 1993 §37.2 "tell", §37.9 "advise" verbs).
ADDRESSEE_PASSIVE_VERBS = frozenset(
    {
        "tell", "inform", "assure", "reassure", "advise", "warn", "remind", "notify", "convince",
        "persuade", "promise", "show", "teach", "satisfy", "instruct", "caution", "alert",
    }
)  # fmt: skip


def clause_of_passive_subject(doc: Doc, verb: Token, complementizer: int | None) -> bool:
    """Is the that-clause after the passive trigger an appositive clause extraposed from the
    trigger's own subject noun ("insisted on the clause being added that P", "The rumour was
    spread that P")? Extraposition from a noun phrase leaves the content clause of a shell
    noun ("clause", "rumour", "words", "decision") at the end of the clause (Quirk et al. 1985
    §17.26 on appositive that-clauses, §18.39 on extraposition from the noun phrase), and a
    passive verb of saying whose subject is a noun of the said thing has no complement slot
    left for a clause ("*The clause was added that P" is the clause that P, added): the clause
    is the noun's content, not a complement of the verb. Not an expletive "it" ("It was added
    that P"), a pronoun or name, or a verb whose passive subject is the addressee ("The jury
    was told that P", ``ADDRESSEE_PASSIVE_VERBS``)."""
    if complementizer is None or complementizer < verb.i:
        return False
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    if verb.lemma_.lower() in ADDRESSEE_PASSIVE_VERBS:
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if subject is None:
        being = next(
            (c for c in verb.children if c.dep_ == "auxpass" and c.lower_ == "being"), None
        )
        if being is None or being.i == 0:
            return False
        subject = doc[being.i - 1]  # "the clause being added": the gerund clause's subject
    return subject.pos_ == "NOUN" and subject.ent_type_ not in ("PERSON", "NORP", "ORG")
