"""Stop 83 round one, branch dx09: an "and" in the restrictive relative clause of a plural
definite under a downward operator.

A plural definite denotes the maximal plurality its description fits (Sharvy 1980; Link
1983), and a restrictive relative clause is part of that description (Quirk et al. 1985
§17.3): removing a conjunct widens the set meant, adding one narrows it. Under a negation the
homogeneous reading makes removal neutral and addition entailed, under a conditional the
reverse, and the split reading of "and" reverses each again: the only safe label is neutral in
both directions. A supplementary (comma) relative, a singular definite, a quantified noun and a
position with no operator above keep their labels.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.syntax import plural_definite_relative
from tests.phenomenon_support import written_conjunction_pairs


def _label(text: str, kind: str, rewritten: str) -> str:
    pairs = written_conjunction_pairs(text, kind)
    assert rewritten in pairs, sorted(pairs)
    return pairs[rewritten].heuristic_label


_NEGATED = "Anna did not thank the neighbours who cooked and cleaned."
_CONDITIONAL = (
    "If you invite the students who failed the exam and missed the class, the room will be full."
)


def test_plural_definite_relative_names_the_noun(nlp):
    doc = nlp(_NEGATED)
    cooked = next(t for t in doc if t.text == "cooked")
    noun = plural_definite_relative(cooked)
    assert noun is not None and noun.text == "neighbours"


# --- bad cases: the labels a downward position gave are neutral now --------------------------


def test_removal_under_negation_is_neutral():
    hypothesis = "Anna did not thank the neighbours who cleaned."
    assert _label(_NEGATED, "conjunct_removed", hypothesis) == "neutral"


def test_addition_under_negation_is_neutral():
    premise = "Anna did not thank the neighbours who cleaned."
    assert _label(_NEGATED, "conjunct_added", premise) == "neutral"


def test_removal_under_never_is_neutral():
    text = "Tom never paid the painters who sanded and varnished the floor."
    hypothesis = "Tom never paid the painters who varnished the floor."
    assert _label(text, "conjunct_removed", hypothesis) == "neutral"


def test_addition_under_conditional_is_neutral():
    premise = "If you invite the students who missed the class, the room will be full."
    assert _label(_CONDITIONAL, "conjunct_added", premise) == "neutral"


# --- good neighbours ---------------------------------------------------------------------------


def test_supplementary_relative_keeps_entailment(nlp):
    text = "Anna did not thank the neighbours, who had cooked and cleaned."
    doc = nlp(text)
    cooked = next(t for t in doc if t.text == "cooked")
    assert plural_definite_relative(cooked) is None
    hypothesis = "Anna did not thank the neighbours, who had cleaned."
    assert _label(text, "conjunct_removed", hypothesis) == "entailment"


def test_singular_definite_keeps_its_referent():
    text = "Anna did not thank the neighbour who cooked and cleaned."
    hypothesis = "Anna did not thank the neighbour who cleaned."
    assert _label(text, "conjunct_removed", hypothesis) == "entailment"


def test_no_operator_above_keeps_the_upward_labels():
    text = "Anna thanked the neighbours who cooked and cleaned."
    assert _label(text, "conjunct_removed", "Anna thanked the neighbours who cleaned.") == (
        "entailment"
    )


def test_negative_quantifier_restrictor_stays_downward():
    text = "No pupils who swim and cycle were late."
    assert _label(text, "conjunct_removed", "No pupils who cycle were late.") == "neutral"
    assert _label(text, "conjunct_added", "No pupils who cycle were late.") == "entailment"


def test_predeterminer_is_left_to_the_quantifier(nlp):
    doc = nlp("Anna did not thank all the neighbours who cooked and cleaned.")
    cooked = next(t for t in doc if t.text == "cooked")
    assert plural_definite_relative(cooked) is None


def test_plural_definite_adjectives_stay_downward():
    # dx08's shield is for a singular head only: "the boring reports" may include short ones
    text = "Maria did not read the long and boring reports."
    hypothesis = "Maria did not read the boring reports."
    assert _label(text, "conjunct_removed", hypothesis) == "neutral"
