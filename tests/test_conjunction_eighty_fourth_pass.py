"""Stop 54 (branch cj78): non-assertions and stranded discourse links (s1201l review).

- A main clause with an inverted modal ("Would you ...", "should we A or B ..."), a "why don't
  you/we" suggestion, or a "Because ..." answer fragment asserts nothing, whatever its final
  punctuation (Searle 1975): no pair.
- A removal that leaves one half of "on the one hand ... on the other hand", a "so"/"and then"
  sequel of the removed last conjunct, or a sentence-initial "But"/"And"/"So" of the removed
  first clause is not written (Halliday & Hasan 1976 ch. 5).
- Habitual "would A, or B, or C" lists things each done: removal entailed, addition neutral.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, removals_by_premise

REQUEST = "Mike, would you just sit down here and stop being so loud!"
SUGGESTION = "Now why don't we take a picture of just Anna and the dog."
WHY_YOU = "Why don't you drive Carol to the mall and buy me some paint."
ALT_QUESTION = "When we arrive should we knock, or ring, or shout..."
BECAUSE = "Because you waited too long, and now you're stuck in the friend zone."
STATEMENT = "You waited too long, and now you're stuck in the friend zone."
ONE_HAND = (
    "You know, on the one hand you're happy for them, but on the other hand it's hard to let go."
)
INITIAL_BUT = "But I could pretend to dance, but that's gonna cost extra."
SO_SEQUEL = "Yeah I know, but one of them said that she loved me so I just gave her a present."
THEN_SEQUEL = (
    "Look, this will seem weird, but you put your head inside this box, and then we'll all talk."
)
PLAIN_BUT = "I could pretend to dance, but that's gonna cost extra."
MODAL_STATEMENT = "We would go to the lake and swim every summer."
HABITUAL = "Well, we would repeat everything the other said, or we'd jump out of closets, or hide the keys."
REAL_OR = "Every night we would take the bus or walk home."

TEXTS = [
    REQUEST,
    SUGGESTION,
    WHY_YOU,
    ALT_QUESTION,
    BECAUSE,
    STATEMENT,
    ONE_HAND,
    INITIAL_BUT,
    SO_SEQUEL,
    THEN_SEQUEL,
    PLAIN_BUT,
    MODAL_STATEMENT,
]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


@pytest.mark.parametrize("text", [REQUEST, SUGGESTION, WHY_YOU, ALT_QUESTION, BECAUSE])
def test_non_assertion_gets_no_removal(removals, text):
    assert not removals.get(text)


def test_the_declaratives_keep_their_removals(removals):
    assert "You waited too long." in removals[STATEMENT]
    assert "We would go to the lake." in removals[MODAL_STATEMENT]


def test_correlative_halves_are_not_stranded(removals):
    assert not removals[ONE_HAND]


def test_initial_connective_of_the_removed_clause_is_not_stranded(removals):
    assert "But that's gonna cost extra." not in removals[INITIAL_BUT]
    assert "But I could pretend to dance." in removals[INITIAL_BUT]
    assert "That's gonna cost extra." in removals[PLAIN_BUT]


def test_sequel_of_the_removed_last_conjunct_is_not_stranded(removals):
    assert "Yeah I know so I just gave her a present." not in removals[SO_SEQUEL]
    assert "Look, this will seem weird, and then we'll all talk." not in removals[THEN_SEQUEL]
    assert any(h.startswith("One of them said") for h in removals[SO_SEQUEL])


def _labels(text: str) -> dict[tuple[str, str], str]:
    pairs = mined_pairs(text, "conjunction")
    return {(p.hypothesis_kind, p.hypothesis): p.label_rule for p in pairs}


def test_habitual_would_list_removal_is_entailed():
    labels = _labels(HABITUAL)
    removed = {lab for (kind, _), lab in labels.items() if kind == "conjunct_removed"}
    added = {lab for (kind, _), lab in labels.items() if kind == "conjunct_added"}
    assert removed == {"or_generic"}  # entailment
    assert added == {"or_generic"}  # neutral


def test_a_two_way_alternative_stays_boolean():
    labels = _labels(REAL_OR)
    removed = {lab for (kind, _), lab in labels.items() if kind == "conjunct_removed"}
    assert removed and "or_generic" not in removed


def test_initial_connective_without_a_clause_anaphor_keeps_the_removal():
    text = "And call me crazy, but I think she likes me too."
    assert "And I think she likes me." in removals_by_premise([text])[text]
