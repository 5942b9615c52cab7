"""Issue 12, thirty-seventh pass (branch cj29): conjunction labels that ignored the context of
the coordination (blind slices s1129w-s1130b). Constructed sentences through the real spaCy
model. Each test fails on a341fcc unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, kept, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- exclusive location predicates: "endemic to A and B" -----------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The salamander is endemic to Tennessee and Kentucky.",
            "The salamander is endemic to Kentucky.",
        ),
        (
            "This orchid is a small plant endemic to Cuba and Hispaniola.",
            "This orchid is a small plant endemic to Hispaniola.",
        ),
        (
            "The species is restricted to Oregon and Washington.",
            "The species is restricted to Washington.",
        ),
        ("The festival is unique to Bali and Lombok.", "The festival is unique to Lombok."),
    ],
)
def test_an_exclusive_range_loses_no_member(run, text, hypothesis):
    """ "endemic to A and B" is "found in A and B and nowhere else": one member fewer is
    another range, as for "consists of" (``exhaustive_list``; before: ``boolean_and``)."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].heuristic_label == "contradiction"
    assert removed(pairs)[hypothesis].label_rule == "exhaustive_list"
    assert kept(removed(pairs)[hypothesis])


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        ("The beetle is native to Europe and Asia.", "The beetle is native to Asia."),
        ("The dish is popular in Spain and Portugal.", "The dish is popular in Portugal."),
    ],
)
def test_a_non_exclusive_range_stays_boolean(run, text, hypothesis):
    """Control: "native to", "popular in" say nothing of other places; removal stays entailed."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].heuristic_label == "entailment"


# -- alternative questions under ignorance -------------------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        ("He couldn't say whether it was a dog or a fox.", "He couldn't say whether it was a fox."),
        (
            "I don't know if the train leaves at six or at seven.",
            "I don't know if the train leaves at six.",
        ),
        (
            "It is unclear whether the fire started in the kitchen or in the garage.",
            "It is unclear whether the fire started in the garage.",
        ),
    ],
)
def test_ignorance_of_an_alternative_question_covers_each_alternative(run, text, hypothesis):
    """Not knowing which of A or B holds entails not knowing whether B: removal entailed, the
    addition stays ``question`` neutral (before: ``question`` neutral both ways)."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].heuristic_label == "entailment"
    assert removed(pairs)[hypothesis].label_rule == "ignorance_alternatives"
    assert added(pairs)[hypothesis].heuristic_label == "neutral"


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The police asked whether he owned a car or a truck.",
            "The police asked whether he owned a truck.",
        ),
        ("He wondered whether she would call or write.", "He wondered whether she would write."),
    ],
)
def test_a_plain_embedded_question_stays_neutral(run, text, hypothesis):
    """Control: "ask", "wonder" relate to the question, not to ignorance of its answer."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].label_rule == "question"


# -- glosses and translations --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The term is also translated as the great or grand council.",
            "The term is also translated as the grand council.",
        ),
        (
            'The word is rendered as "lord" or "master" in most English versions.',
            'The word is rendered as "lord" in most English versions.',
        ),
        (
            'The painting shows "putti" or small winged children above the altar.',
            'The painting shows "putti" above the altar.',
        ),
    ],
)
def test_a_translation_or_gloss_is_an_equivalence(run, text, hypothesis):
    """Alternative renderings and a quoted term glossed after "or" state one meaning twice:
    ``or_equivalence`` removal entailed (before: ``or_boolean`` neutral)."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].heuristic_label == "entailment"
    assert removed(pairs)[hypothesis].label_rule == "or_equivalence"


def test_plain_alternatives_stay_boolean(run):
    """Control: two days are two alternatives, not one meaning."""
    _, pairs = run("He will come on Monday or Tuesday.")
    assert removed(pairs)["He will come on Tuesday."].label_rule == "or_boolean"


# -- negated comparatives replaced by their antonym ----------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The club played in the second division, but they never rose higher than sixth place.",
            "The club played in the second division, but they never rose lower than sixth place.",
        ),
        (
            "The price was not higher than ten dollars, and the quality was good.",
            "The price was not lower than ten dollars, and the quality was good.",
        ),
    ],
)
def test_opposite_denied_comparatives_are_compatible(run, text, hypothesis):
    """ "not higher than X" and "not lower than X" both hold of X: neutral (before:
    ``replaced_antonym`` contradiction)."""
    _, pairs = run(text)
    assert replaced(pairs)[hypothesis].heuristic_label == "neutral"
    assert replaced(pairs)[hypothesis].label_rule == "replaced_negated_comparative"


def test_an_unnegated_comparative_antonym_still_contradicts(run):
    """Control: "higher than third" and "lower than third" exclude each other."""
    text = "The team finished higher than third place, and the rival finished lower than fifth."
    _, pairs = run(text)
    hyp = "The team finished lower than third place, and the rival finished lower than fifth."
    assert replaced(pairs)[hyp].heuristic_label == "contradiction"


# -- "or" in a generic type description ---------------------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The test gives a score of risk for either a child or an adult.",
            "The test gives a score of risk for an adult.",
        ),
        (
            "The scale measures the risk of injury for either a runner or a cyclist.",
            "The scale measures the risk of injury for a runner.",
        ),
    ],
)
def test_either_indefinites_in_a_generic_for_phrase_each_get_it(run, text, hypothesis):
    """ "for either a child or an adult" in a simple-present clause covers both kinds:
    ``or_generic`` entailment (before: ``or_boolean`` neutral)."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].heuristic_label == "entailment"
    assert removed(pairs)[hypothesis].label_rule == "or_generic"


def test_an_episodic_either_stays_boolean(run):
    """Control: a past purchase "for either a friend or a neighbour" has one unknown recipient."""
    _, pairs = run("He bought a present for either a friend or a neighbour.")
    assert removed(pairs)["He bought a present for a neighbour."].heuristic_label == "neutral"


# -- "or" spread over a plurality ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, premise",
    [
        (
            "Most of the settlers worked as farmers, fishermen, or traders.",
            "Most of the settlers worked as farmers or traders.",
        ),
        (
            "The villagers were farmers, herders, or potters.",
            "The villagers were farmers or potters.",
        ),
    ],
)
def test_an_added_kind_in_a_plural_enumeration_is_neutral(run, text, premise):
    """Over a plural subject a list of role nouns sorts the members into kinds; an added kind
    says some were of it: neutral (before: ``or_introduction`` entailment)."""
    _, pairs = run(text)
    assert added(pairs)[premise].heuristic_label == "neutral"
    assert added(pairs)[premise].label_rule == "or_plural_enumeration"


def test_a_singular_subject_keeps_or_introduction(run):
    """Control: one person "worked as a farmer or a trader": or-introduction stays."""
    _, pairs = run("He worked as a farmer, a fisherman, or a trader.")
    assert added(pairs)["He worked as a farmer or a trader."].label_rule == "or_introduction"


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The prize is given to the engineers mastering vocal or instrumental albums.",
            "The prize is given to the engineers mastering instrumental albums.",
        ),
        (
            "The fund is offered to the teachers running rural or urban schools.",
            "The fund is offered to the teachers running urban schools.",
        ),
    ],
)
def test_a_kind_modifier_in_a_non_finite_clause_takes_the_finite_tense(run, text, hypothesis):
    """The gerund clause has no tense of its own: the generic simple present of "is given"
    makes "vocal or instrumental albums" a union of kinds (before: ``or_boolean`` neutral)."""
    _, pairs = run(text)
    assert removed(pairs)[hypothesis].label_rule == "or_generic"
    assert removed(pairs)[hypothesis].heuristic_label == "entailment"


def test_a_past_finite_clause_keeps_the_kind_modifiers_boolean(run):
    """Control: "was given" is episodic, particular albums."""
    _, pairs = run("The prize was given to the engineers mastering vocal or instrumental albums.")
    hyp = "The prize was given to the engineers mastering instrumental albums."
    assert removed(pairs)[hyp].label_rule == "or_boolean"
