"""Stop 82 round three, branch dx08: the modifiers of a definite description are not in a
downward position because of a negation above the description.

A definite presupposes its referent (Strawson 1950; Heim 1991) and is non-monotone in its
restrictor for natural-logic projection (MacCartney & Manning 2009): removing one of two
descriptive adjectives of a singular definite keeps the referent (entailment), adding one is
neutral, whatever negation stands above the noun phrase. A coordination that is the argument
itself ("the kettle or the toaster") stays downward under the negation, and so do the modifiers
of an indefinite.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.syntax import DOWNWARD, UPWARD, definite_description_modifier, position_polarity
from tests.phenomenon_support import written_conjunction_pairs


def _label(text: str, kind: str, rewritten: str) -> str:
    pairs = written_conjunction_pairs(text, kind)
    assert rewritten in pairs, sorted(pairs)
    return pairs[rewritten].heuristic_label


_NEGATED_DEFINITE = "Maria did not answer the rude and lengthy letter."


def test_negated_definite_adjective_is_upward(nlp):
    doc = nlp(_NEGATED_DEFINITE)
    rude = next(t for t in doc if t.text == "rude")
    assert definite_description_modifier(rude) is not None
    assert position_polarity(rude, questions=False) == (UPWARD, ())


def test_removing_an_adjective_of_a_negated_definite_is_entailed():
    assert (
        _label(_NEGATED_DEFINITE, "conjunct_removed", "Maria did not answer the lengthy letter.")
        == "entailment"
    )


def test_adding_an_adjective_to_a_negated_definite_is_neutral():
    premise = "Maria did not answer the lengthy letter."
    assert _label(_NEGATED_DEFINITE, "conjunct_added", premise) == "neutral"


def test_possessive_definite_under_negative_imperative():
    text = "Never trust his calm and friendly smile."
    assert _label(text, "conjunct_removed", "Never trust his friendly smile.") == "entailment"


# --- good neighbours: the coordination is the argument, or the noun phrase is indefinite ------


def test_negated_whole_noun_phrase_coordination_stays_downward(nlp):
    text = "Maria did not repair the kettle or the toaster."
    doc = nlp(text)
    kettle = next(t for t in doc if t.text == "kettle")
    assert definite_description_modifier(kettle) is None
    assert position_polarity(kettle, questions=False)[0] == DOWNWARD
    assert _label(text, "conjunct_removed", "Maria did not repair the toaster.") == "entailment"


def test_negated_indefinite_adjectives_stay_downward():
    text = "Maria did not answer a rude and lengthy letter."
    assert _label(text, "conjunct_removed", "Maria did not answer a lengthy letter.") == "neutral"


def test_positional_adjectives_split_the_reference(nlp):
    doc = nlp("Maria did not paint the first and last fence post.")
    first = next(t for t in doc if t.text == "first")
    assert definite_description_modifier(first) is None


def test_plural_head_may_split_the_reference(nlp):
    doc = nlp("Maria did not sell the red and white wines.")
    red = next(t for t in doc if t.text == "red")
    assert definite_description_modifier(red) is None
