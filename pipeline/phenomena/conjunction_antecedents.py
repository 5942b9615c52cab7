"""A removed verb phrase that held the antecedent of an object pronoun in the kept one (cj216).

"The guard was beating a prisoner and shouting at him" minus the first verb phrase gives "The
guard was shouting at him": "him" took "a prisoner", and the one agreeing noun left in its
clause is the shared subject, which cannot be its antecedent (binding principle B, Chomsky
1981: a plain pronoun is free in its clause; Reinhart & Reuland 1993 §2: it holds for the
co-arguments of one predicate, so also for the object of a preposition the verb selects, "rely
on him", "take from him", but not of a locative adjunct, "drew the rug around him"). The
pronoun is then left with no antecedent in its sentence, or takes one from an earlier clause
(the nearest accessible one, Hobbs 1978; Lappin & Leass 1994 §2.1): the shortened sentence says
it of someone else. ``rewrite.conjuncts._lost_pronouns`` reads principle B only for a direct or
indirect object and the subject of the pronoun's own verb, so a prepositional object and the
understood subject of a controlled infinitive or of a participle clause ("a soldier hitting a
peasant and trying to take from him a coat": "trying" takes its subject from the noun it
modifies, Quirk et al. 1985 §17.27, and "take" from "trying", subject control, §16.42) kept a
kept candidate and the loss went unmarked, or only as the doubt ``pronoun-rebound``.

The rule (``object_pronoun_left_to_its_subject``): two or more verb-phrase members under one
subject, a member before the last removed, and in a later kept member a personal object pronoun
(him, her, them) whose nearest admissible agreeing antecedent (agreement as
``conjuncts._agrees``; not the pronoun's own clause subject nor another object of its verb) is
in the removed member. The
removal is refused, and with it the addition pair built on its shortened sentence. A pronoun
whose nearest admissible antecedent stands outside the coordination ("When the prisoner came
in, the guard was beating a drum and shouting at him") keeps its pair.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..rewrite.conjuncts import _PRONOUN_FAMILIES, _agrees

#: Object pronouns the rule reads, by the family ``conjuncts._agrees`` checks agreement for
#: ("her" only as an object, tag PRP; the possessive is no co-argument of the verb).
_OBJECT_PRONOUNS = {"him": "he", "her": "she", "them": "plural"}

#: Prepositions that introduce a complement selected by the verb (prepositional verbs and
#: source/goal/recipient arguments: "shout at", "take from", "give to", "think of", "talk about",
#: "turn against", "buy for"; Quirk et al. 1985 §16.5-16.6 on prepositional verbs), whose object
#: is a co-argument of the verb's subject and so disjoint from it (Reinhart & Reuland 1993 §2).
#: Spatial and comitative prepositions ("near", "around", "behind", "with") head adjuncts whose
#: pronoun may take the subject ("He put the bag beside him"; Chomsky 1981; Reinhart & Reuland
#: 1993 §4 on locative PPs) and are not listed.
ARGUMENT_PREPOSITIONS = frozenset({"at", "from", "to", "of", "about", "against", "for", "upon"})

_OBJECT_DEPS = frozenset({"dobj", "dative", "iobj"})
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
_VERBAL = frozenset({"VERB", "AUX"})


def _understood_subject(verb: Token) -> Token | None:
    """The subject of ``verb``'s clause: its own, a coordinated verb's (a shared subject, Quirk
    et al. 1985 §13.45), the controller of an infinitive complement (subject control, §16.42),
    or the noun a participle clause modifies (§17.27)."""
    for _ in range(8):
        own = next((c for c in verb.children if c.dep_ in _SUBJECT_DEPS), None)
        if own is not None:
            return own
        if verb.dep_ in ("conj", "xcomp") and verb.head.i != verb.i:
            verb = verb.head
            continue
        if verb.dep_ == "acl" and verb.tag_ == "VBG" and verb.head.pos_ in ("NOUN", "PROPN"):
            return verb.head
        return None
    return None


def _coargument_verb(pron: Token) -> Token | None:
    """The verb whose co-argument ``pron`` is: the verb it is the object of, or the verb whose
    selected preposition takes it (see ``ARGUMENT_PREPOSITIONS``)."""
    if pron.dep_ in _OBJECT_DEPS and pron.head.pos_ in _VERBAL:
        return pron.head
    prep = pron.head
    if (
        pron.dep_ == "pobj"
        and prep.dep_ in ("prep", "dative")
        and prep.lower_ in ARGUMENT_PREPOSITIONS
        and prep.head.pos_ in _VERBAL
    ):
        return prep.head
    return None


def _candidate(t: Token, pron: Token, family: str, spans: Sequence[tuple[int, int]]) -> bool:
    if t.lower_ in _PRONOUN_FAMILIES[family] and not t.lower_.endswith(("self", "selves")):
        return t.tag_ == "PRP" or family != "she"  # "her" possessive is no pronoun antecedent
    # a noun inside a compound ("the Odessa Masons") is no antecedent (anaphoric islands,
    # Postal 1969)
    return (
        t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and _agrees(t, family, spans, len(spans) > 2)
    )


def _nearest(
    doc: Doc,
    before: int,
    pron: Token,
    family: str,
    spans: Sequence[tuple[int, int]],
    barred: set[int],
) -> Token | None:
    return next(
        (
            t
            for t in reversed(doc[:before])
            if t.i not in barred and _candidate(t, pron, family, spans)
        ),
        None,
    )


def object_pronoun_left_to_its_subject(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Does removing member ``k`` of a verb-phrase coordination take the nearest admissible
    antecedent of an object pronoun in a later kept member (see the module docstring)?"""
    if k >= len(spans) - 1:
        return False
    lo, hi = spans[k]
    removed_root = doc[lo:hi].root
    if removed_root.pos_ not in _VERBAL:
        return False
    for m in range(k + 1, len(spans)):
        c, d = spans[m]
        kept_root = doc[c:d].root
        if kept_root.pos_ not in _VERBAL or any(
            t.dep_ in _SUBJECT_DEPS and t.head.i == kept_root.i for t in doc[c:d]
        ):
            continue  # a clause with its own subject: the warning of ``_lost_antecedent``
        for pron in doc[c:d]:
            family = _OBJECT_PRONOUNS.get(pron.lower_)
            if family is None or pron.tag_ != "PRP":
                continue
            verb = _coargument_verb(pron)
            link = verb
            while link is not None and link.i != kept_root.i and link.dep_ == "xcomp":
                link = link.head
            if verb is None or link is None or link.i != kept_root.i:
                continue  # only the kept predicate's own clause (and its infinitives)
            subject = _understood_subject(verb)
            # the subject's own words ("King Ahasuerus"), not the clauses it heads: "a soldier
            # hitting a peasant" keeps "a peasant" a candidate
            barred = (
                set()
                if subject is None
                else {subject.i} | {t.i for t in subject.children if t.dep_ in ("compound", "flat")}
            )
            # the verb's other objects are its co-arguments too ("threw stones at them": not
            # the stones; principle B over all co-arguments, Reinhart & Reuland 1993 §2)
            barred |= {t.i for t in verb.children if t.dep_ in _OBJECT_DEPS and t.i != pron.i}
            if subject is not None and subject.lower_ in ("who", "that", "which"):
                barred |= {subject.head.head.i}  # a relative's antecedent, "the men who ..."
            nearest = _nearest(doc, pron.i, pron, family, spans, barred)
            parallel = [t for t in doc[lo:hi] if t.lower_ == pron.lower_ and t.dep_ == pron.dep_]
            if parallel:
                # a pronoun in the same function in the removed member goes first (parallelism,
                # Lappin & Leass 1994 §2.1): "brought them ..., placed them" is one chain
                nearest = parallel[-1]
            while nearest is not None and lo <= nearest.i < hi and nearest.pos_ == "PRON":
                # a pronoun in the removed member is a link of a chain: follow it back to the
                # noun it took up; a chain that starts with a pronoun refers to the context
                # (exophora, Halliday & Hasan 1976 ch. 2 §2.4: "buy a case of them and have
                # them around"), and its referent does not move with the removal
                nearest = _nearest(doc, nearest.i, pron, family, spans, barred)
            if nearest is None or not lo <= nearest.i < hi:
                continue
            if any(
                t.lemma_ == nearest.lemma_ and _candidate(t, pron, family, spans)
                for t in doc[: pron.i]
                if not lo <= t.i < hi and t.i not in barred
            ):
                continue  # the same noun kept ("ask about father ... tell him"): reiteration,
                # one referent (Halliday & Hasan 1976 ch. 6)
            return True
    return False
