"""Hypotheses whose added clause negation does not reach the scalar item alone (seventy-eighth
pass, im71; blind review s1202y, fortune-mod lines and novel prose).

The implicature hypothesis of a weak item negates the clause of the item with the stronger
alternative in its place ("They took some of the maps" -> "They didn't take all of the maps").
That is the implicature only where the item's phrase is what the clause negation is about: the
subject or the object of the negated clause, and nothing else under the negation with it. Each
check below reads one cue that it is not, and :func:`pairs` then writes no pair (the candidate
stays). The ordinary subject and object keep their pairs
(tests/test_implicature_seventy_eighth_pass.py).

- :func:`split_coordinated_argument`: the item's phrase is the first member of a coordinated
  argument the parse split into two objects ("took some of the maps, most of the coins, and all
  of the rings", with "most ..." a second object and "all ..." its conjunct). The added
  negation takes the whole list, and the negation of a conjunction is the disjunction of the
  negations (De Morgan; Gazdar 1979 ch. 3 on conjunction): "didn't take all of the maps, most
  of the coins, and all of the rings" neither states the first member's "not all" nor follows
  from the sentence. The twenty-ninth pass refused such lists where the parse made them
  conjuncts (``pairs._listed_conjunct``); this is the same list under the other parse.
- :func:`quantifier_in_argument_modifier`: the item inside a phrase that modifies the object
  noun ("shares the view of some of his students", "praised the work of many of the
  volunteers"). The clause negation takes the main predicate as its default focus (Jackendoff
  1972 ch. 8; Quirk et al. 1985 §10.64), so "He doesn't share the view of all of his students"
  denies the sharing, while the implicature is about the item's own noun phrase ("Not all of
  his students hold that view"), a relation the sentence expresses only inside the object
  (Huddleston & Pullum 2002 ch. 9 §1.3: "not all" stands at the left edge of a subject, not
  inside a complement). This reverses the eleventh pass, which kept the object's own
  complement ("visited the homes of some victims"). A quantity noun heading the object ("a
  number of", "a share of": ``implicature.QUANTITY_NOUNS``) is part of the quantifier, and a
  predicate noun ("is home to most of X") is the predicate the negation denies; both keep
  their pair.
- :func:`free_choice_argument`: free-choice "any" as the subject or object of the clause
  ("Anything is good with butter", "Any child can do it"). Free-choice "any" is a universal-like
  indefinite that is not a negative polarity item in place: under an added negation or in a
  question it turns into the existential NPI "any" (Kadmon & Landman 1993 "Any"; Giannakidou
  2001 on free choice), so "Anything isn't excellent with butter" is no English and "Is
  anything good ...?" asks about existence, not the generic claim. No pair built on it.
"""

from __future__ import annotations

from typing import Any

from spacy.tokens import Doc, Token

from ...lexicon.tables import word_set

#: Dependencies of a clause's nominal arguments (subject and object).
ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "dative"})
#: Dependencies of an object noun (the positions checked by the argument-modifier check).
OBJECT_DEPS = frozenset({"dobj", "dative"})
#: Free-choice "any" words: the determiner and its compounds (Kadmon & Landman 1993;
#: Quirk et al. 1985 §6.62 on "any" and its compounds in assertive contexts).
FREE_CHOICE_WORDS = frozenset({"any", "anything", "anyone", "anybody"})


def _item_nominal(tok: Token) -> Token:
    """The noun phrase head of the item: its noun, or the item itself when it heads a
    partitive ("some of the maps")."""
    if tok.dep_ in ("det", "amod", "nummod", "quantmod", "advmod") and tok.head.pos_ in (
        "NOUN",
        "PROPN",
    ):
        return tok.head
    return tok


def split_coordinated_argument(doc: Doc, f: dict[str, Any]) -> bool:
    """Is the item's phrase an argument of its clause with a later argument of the same
    relation after a comma or a conjunction, the parse of a coordinated list (see the module)?"""
    if f.get("token_i") is None or f.get("clause_head_i") is None:
        return False
    node, head = _item_nominal(doc[f["token_i"]]), doc[f["clause_head_i"]]
    if node.head.i != head.i or node.dep_ not in ARGUMENT_DEPS:
        return False
    for sibling in head.children:
        if sibling.i <= node.i or sibling.dep_ != node.dep_:
            continue
        between = doc[node.right_edge.i + 1 : sibling.left_edge.i]
        if len(between) == 0 or any(t.text in (",", ";") or t.dep_ == "cc" for t in between):
            return True
    return False


def quantifier_in_argument_modifier(doc: Doc, f: dict[str, Any]) -> bool:
    """Is the item's phrase a modifier inside the clause's object noun phrase, the complement of
    a preposition on the object noun ("the view of some students", "sand between some of its
    pages") or its possessor (see the module)?"""
    from . import QUANTITY_NOUNS  # the package imports this module's user: late import

    if f.get("token_i") is None or f.get("clause_head_i") is None or f.get("in_subject"):
        return False
    node, head = _item_nominal(doc[f["token_i"]]), doc[f["clause_head_i"]]
    for _ in range(len(doc)):
        if node.i == head.i or node.head.i == node.i:
            return False
        parent = node.head
        if parent.pos_ in ("VERB", "AUX", "ADJ") and parent.i != head.i:
            return False  # inside a clause of its own: another check's business
        if parent.i == head.i:
            return False  # the item's phrase is itself an argument or adjunct of the clause
        if node.dep_ == "pobj" and parent.dep_ == "prep" and parent.head.pos_ in ("NOUN", "PROPN"):
            owner = parent.head
        elif node.dep_ == "poss" and parent.pos_ in ("NOUN", "PROPN"):
            owner = parent
        else:
            node = parent
            continue
        if owner.lemma_.lower() in QUANTITY_NOUNS:
            node = owner
            continue
        return owner.dep_ in OBJECT_DEPS and owner.head.i == head.i
    return False


def free_choice_argument(doc: Doc, f: dict[str, Any]) -> bool:
    """Is a subject or object of the item's clause headed or determined by free-choice "any"
    (see the module)? The sentence itself is positive: a negated original is never built on."""
    if f.get("clause_head_i") is None:
        return False
    head = doc[f["clause_head_i"]]
    if any(c.dep_ == "neg" for c in head.children):
        return False  # "There isn't anything ...": the NPI, licensed in the sentence itself
    if head.lemma_.lower() in word_set("npi_licensing_verbs"):
        return False  # "They lack any real skills": an affective verb licenses the NPI (Klima 1964)
    for arg in head.children:
        if arg.dep_ not in ARGUMENT_DEPS:
            continue
        if arg.lower_ in FREE_CHOICE_WORDS:
            return True
        if any(c.dep_ == "det" and c.lower_ == "any" for c in arg.children):
            return True
    return False
