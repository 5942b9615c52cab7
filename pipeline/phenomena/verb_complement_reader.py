"""Triggers that direct the reader: reminders and instructions of the writer's metadiscourse,
whose negation is no denial of S (issue #12 item 3, sixty-sixth pass, branch vc60).

"It should be noted that P", "It will be recalled that P", "One should keep in mind that P",
"You must see to it that P", "We must remember that P" are no reports of an event: they are
the writer's directives and reminders to the reader, engagement markers of academic and
expository prose (Hyland 2005, *Metadiscourse*, ch. 3; Quirk et al. 1985 §4.57 on predictive
"will" about the addressee, "It will be recalled"; §3.49 on obligation "should/must"). Their
point is to have the reader take P as given, which the sentence then builds on. The ¬S that
adds "not" ("It should not be noted that P", "It will not be recalled that P", "One should not
keep in mind that P") forbids the reader to notice, or predicts that the reader forgets, what
the writer goes on to present as fact: no denial of the verb-complement relation of S, the
negative environment RP19 (§3) build ¬S for. The sixty-first pass saw these premises read
oddly; the blind review of stop 50 rejected negated premises that break the discourse. So ¬S
is dropped; S keeps its pair (a reminder presupposes P: ``factive:reminder``).

Not "It can be seen that P" (RP19 have two such items): "can" states what the evidence shows,
and "It cannot be seen that P" is a plain denial of that. Not a third-person subject ("Mama
would see to it that P"): a report of someone else's act.
"""

from __future__ import annotations

from spacy.tokens import Token

#: Modals of obligation and of prediction about the addressee (Quirk et al. 1985 §4.57-4.58).
READER_MODALS = frozenset({"should", "must", "will", "'ll", "shall", "ought"})
#: Verbs of noting and remembering in the impersonal passive ("It should be noted that").
REMINDER_PASSIVES = frozenset(
    {"note", "recall", "remember", "observe", "realize", "realise", "emphasize", "stress", "keep", "bear"}
)  # fmt: skip
#: The same, active, after a generic or inclusive subject ("One should note that").
REMINDER_ACTIVES = frozenset({"note", "recall", "remember", "observe", "realize", "keep", "bear"})
#: Generic "one/you" and the authorial inclusive "we" (Quirk et al. 1985 §6.21-6.22).
READER_SUBJECTS = frozenset({"one", "you", "we"})


def _in_mind(verb: Token) -> bool:
    """ "keep/bear (it) in mind": the idiom of remembering, not "keep the books"."""
    return any(
        c.dep_ == "prep" and c.lower_ == "in" and any(g.lower_ == "mind" for g in c.children)
        for c in verb.children
    )


def _see_to_it(verb: Token) -> bool:
    """ "see to it that": the idiom of ensuring (OED s.v. see, v. 24)."""
    return verb.lemma_.lower() == "see" and any(
        c.dep_ == "prep" and c.lower_ == "to" and any(g.lower_ == "it" for g in c.children)
        for c in verb.children
    )


def reader_directive(verb: Token) -> str | None:
    """The verb's lemma when ``verb`` is a writer's reminder or instruction to the reader
    (module docstring), else None."""
    if not any(c.dep_ == "aux" and c.lower_ in READER_MODALS for c in verb.children):
        return None
    lemma = verb.lemma_.lower()
    if lemma in ("keep", "bear") and not _in_mind(verb):
        return None
    passive_it = any(c.dep_ == "nsubjpass" and c.lower_ == "it" for c in verb.children)
    if passive_it and lemma in REMINDER_PASSIVES:
        return lemma
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in READER_SUBJECTS:
        return None
    if lemma in REMINDER_ACTIVES or _see_to_it(verb):
        return lemma
    return None
