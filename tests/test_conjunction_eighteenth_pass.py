"""Issue 12, eighteenth pass (branch cj9): error classes of the latest blind reviews;
constructed sentences through the real spaCy model. Each test fails on 0738e75 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import (
    added,
    conjunction_runner,
    removed,
    replaced,
)


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 3: non-boolean "and" ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The village has three hundred and forty-four residents.",
        "The club bought two thousand and ten chairs.",
        "PACE stands for Planning, Action, Communication and Evaluation.",
        "The new phone has a different look and feel.",
        "The soldiers came one after another and then another.",
    ],
)
def test_non_boolean_and_is_no_candidate(run, text):
    """A written cardinal ("three hundred and forty-four"), the expansion of an acronym, the
    binomial "look and feel" and the iterative "another and then another" coordinate nothing a
    removal could test (before: pairs such as "The village has forty-four residents")."""
    cands, pairs = run(text)
    assert not pairs


def test_list_beside_an_unrelated_capital_word_stays(run):
    """Control: an all-capital word that does not spell the list keeps the list's pairs
    (passes on 0738e75)."""
    _, pairs = run("He visited Paris, Rome and London with the BBC.")
    assert "He visited Paris and London with the BBC." in removed(pairs)


# -- class 1: wrong spans (gapping) ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Smith was chosen for the lead role and Jones for the supporting role.",
        "She played for Ajax and her brother for Feyenoord.",
    ],
)
def test_gapped_clause_with_prepositional_remnant_is_no_candidate(run, text):
    """ "A was chosen for X and B for Y": "B for Y" is a gapped clause, not a conjunct of X
    (before: "Smith was chosen for the lead Jones for the supporting role" as a premise)."""
    _, pairs = run(text)
    assert not pairs


def test_repeated_preposition_after_a_non_person_list_stays(run):
    """Control: "for IBM and Google for ten years" is a list of employers with a shared
    duration (passes on 0738e75)."""
    _, pairs = run("He worked for IBM and Google for ten years.")
    assert "He worked for IBM for ten years." in removed(pairs)


# -- class 2: labels under negation --------------------------------------------------------------


def test_each_conjunct_negated_is_boolean_and(run):
    """ "never A and never B": each conjunct has its own negator, so removing one is entailment
    (before: ``negated_and``, neutral)."""
    _, pairs = run("The team was never quite good enough and never popular.")
    pair = removed(pairs)["The team was never quite good enough."]
    assert pair.heuristic_label == "entailment"


def test_negator_before_verb_disjunction_is_shared(run):
    """ "He never smoked or drank" = neither: "never" stays when the first verb goes and the
    removal is entailment (before: "He drank.", neutral)."""
    _, pairs = run("He never smoked or drank.")
    hyps = removed(pairs)
    assert "He drank." not in hyps
    assert hyps["He never drank."].heuristic_label == "entailment"


def test_negation_over_coordination_stays_negated(run):
    """Control: one "not" over "A or B" is still a negated disjunction (passes on 0738e75)."""
    _, pairs = run("The disease is not contagious or dangerous.")
    assert removed(pairs)["The disease is not dangerous."].label_rule == "negated_or"


# -- class 4: replacements of numbers and dates --------------------------------------------------


def test_bounded_number_gets_no_replacement(run):
    """ "less than $90,000" -> "less than $90,001" is entailed, no contradiction: no pair
    (before: an entailment replacement pair)."""
    _, pairs = run("He earned less than $90,000 and lived in Ohio.")
    assert not replaced(pairs)


def test_unbounded_number_replacement_stays_contradiction(run):
    """Control: an exact amount replaced is a contradiction (passes on 0738e75)."""
    _, pairs = run("The house cost $90,000 and the car cost $20,000.")
    pair = replaced(pairs)["The house cost $90,001 and the car cost $20,000."]
    assert pair.heuristic_label == "contradiction"


def test_decade_of_a_beginning_is_contradiction(run):
    """ "began as early as the 1920s" -> "the 1930s": a beginning happens once, so another
    decade contradicts it (before: ``replaced_decade``, neutral)."""
    _, pairs = run("The tradition began as early as the 1920s and spread quickly.")
    pair = replaced(pairs)["The tradition began as early as the 1930s and spread quickly."]
    assert pair.heuristic_label == "contradiction"


def test_decade_of_a_state_stays_neutral(run):
    """Control: a state in a decade does not exclude another decade (passes on 0738e75)."""
    _, pairs = run("The tradition was popular as early as the 1920s and spread quickly.")
    pair = replaced(pairs)["The tradition was popular as early as the 1930s and spread quickly."]
    assert pair.heuristic_label == "neutral"


# -- class 4: lists and locators -----------------------------------------------------------------


def test_coordination_after_a_completed_list_is_no_candidate(run):
    """ "such as apples, pears, and plums, and vegetables": the second ", and" is not a
    coordination with "plums" (before: "such as apples, pears, and vegetables")."""
    _, pairs = run("He sold fruits such as apples, pears, and plums, and vegetables.")
    assert "He sold fruits such as apples, pears, and vegetables." not in removed(pairs)
    assert "He sold fruits such as apples and pears, and vegetables." in removed(pairs)


def test_polysyndeton_stays_a_list(run):
    """Control: "apples and pears and plums" without commas is one list (passes on 0738e75)."""
    _, pairs = run("He ate apples and pears and plums.")
    assert "He ate apples and pears." in removed(pairs)


def test_page_locators_are_no_candidate(run):
    """ "on p142 and p143": page locators of a reference (before: removal pairs and "p144")."""
    cands, pairs = run("The results are given on p142 and p143 of the report.")
    assert not pairs


def test_protein_names_like_locators_stay(run):
    """Control: "p53 and p21" after a preposition of content are names (passes on 0738e75)."""
    cands, pairs = run("Mutations in p53 and p21 were common.")
    assert cands


# -- class 2/4: names after a naming participle --------------------------------------------------


def test_names_after_called_are_the_conjuncts(run):
    """ "commonly called A or B": the names are the conjuncts, "called" is shared, and removing
    one name is entailed (before: "Sideroxylon salicifolium, willow bustic, is ...", neutral)."""
    _, pairs = run(
        "Sideroxylon salicifolium, commonly called white bully or willow bustic, is a species "
        "of flowering plant."
    )
    hyps = removed(pairs)
    pair = hyps[
        "Sideroxylon salicifolium, commonly called willow bustic, is a species of flowering plant."
    ]
    assert pair.heuristic_label == "entailment"
    assert "Sideroxylon salicifolium, willow bustic, is a species of flowering plant." not in hyps


def test_called_with_a_verb_conjunct_stays(run):
    """Control: "was called a hero and praised by all" coordinates verb phrases (passes on
    0738e75)."""
    _, pairs = run("He was called a hero and praised by all.")
    assert "He was praised by all." in removed(pairs)


# -- class 4: agreement of a shared plural head --------------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "Extensions were added in the 18th and 19th centuries.",
            "Extensions were added in the 19th century.",
        ),
        ("The first and second floors were flooded.", "The second floor was flooded."),
    ],
)
def test_plural_head_of_ordinals_becomes_singular(run, text, hypothesis):
    """Coordinated ordinals over a plural head name one referent each: with one left the head
    is singular (before: "in the 19th centuries", also as the premise of conjunct_added)."""
    _, pairs = run(text)
    assert hypothesis in removed(pairs)
    assert hypothesis in added(pairs)


def test_plural_head_of_names_stays_plural(run):
    """Control: "Google and Apple engineers" count no referent per name (passes on 0738e75)."""
    _, pairs = run("Google and Apple engineers left.")
    assert "Apple engineers left." in removed(pairs)


# -- class 1: a noun conjunct that is the subject of a later clause -------------------------------


def test_subject_of_later_clause_after_commas_is_no_candidate(run):
    """ "..., and precedent, along with inertia, also figures in": "precedent" is the subject of
    its own clause, not a conjunct of "consideration" (before: "Precedent was one precedent,
    along with inertia, also figures in the analysis.")."""
    _, pairs = run(
        "Precedent was one consideration in the evaluation of the canon, and precedent, along "
        "with inertia, also figures in the analysis."
    )
    assert not pairs


def test_subject_list_with_parenthetical_adverb_stays(run):
    """Control: "The books of Anna and Ben, however, were lost" (passes on 0738e75)."""
    _, pairs = run("The books of Anna and Ben, however, were lost.")
    assert "The books of Anna, however, were lost." in removed(pairs)


def test_full_name_beside_a_modified_noun_is_a_whole_conjunct(run):
    """ "enlisted Hillary Rodham Clinton and Hollywood stars": the name is coordinated with
    "Hollywood stars" (before: "enlisted Hillary Rodham Clinton stars")."""
    _, pairs = run(
        "US-based feminists enlisted Hillary Rodham Clinton and Hollywood stars to highlight "
        "the issue."
    )
    hyps = removed(pairs)
    assert "US-based feminists enlisted Hollywood stars to highlight the issue." in hyps
    assert "US-based feminists enlisted Hillary Rodham Clinton to highlight the issue." in hyps
    assert not any("Clinton stars" in h for h in hyps)


# -- class 4: an additive after the last conjunct --------------------------------------------------


@pytest.mark.parametrize(
    "text, hypotheses",
    [
        ("He liked apples and pears too.", {"He liked apples.", "He liked pears."}),
        ("She sings and dances as well.", {"She sings.", "She dances."}),
    ],
)
def test_trailing_additive_goes_with_the_coordination(run, text, hypotheses):
    """ "A and B too": "too" adds B to A, so with one conjunct left it goes (before: "He liked
    apples too.", also as the premise of conjunct_added)."""
    _, pairs = run(text)
    assert hypotheses <= set(removed(pairs))
    assert hypotheses <= set(added(pairs))


def test_degree_too_stays(run):
    """Control: "too much" is a degree modifier, not an additive (passes on 0738e75)."""
    _, pairs = run("He liked apples and pears too much.")
    assert "He liked apples too much." in removed(pairs)


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        # "either": alternatives; a bare "one or two" is an approximation with no pair (cj70)
        ("She has either one or two cars.", "She has one car."),
        ("Either one or two cars were damaged.", "One car was damaged."),
    ],
)
def test_one_left_takes_a_singular_head(run, text, hypothesis):
    """ "one or two cars" minus "two": "one car" (before: "She has one cars.")."""
    _, pairs = run(text)
    assert hypothesis in removed(pairs)


def test_other_numeral_left_keeps_the_plural(run):
    """Control: "two or three times" minus "two" keeps "three times" (passes on 0738e75)."""
    _, pairs = run("He folded it either two or three times.")  # "either": cj70
    assert "He folded it three times." in removed(pairs)


# -- stop 34 lead: no impossible date, no other citation --------------------------------------


def test_last_day_of_the_month_is_not_replaced(run):
    """ "December 31" -> "December 32" names no day (blind review s1128z)."""
    _, pairs = run("He was born on December 31 and died in Ohio in 1990.")
    assert not any("December 32" in h for h in replaced(pairs))


def test_citation_year_is_not_replaced(run):
    """ "(Smith, 1997)" -> "(Smith, 1998)" is another publication, not a contradiction."""
    _, pairs = run("Cats sleep a lot (Smith, 1997) and dogs sleep less (Lee, 2001).")
    assert not any("1998" in h or "2002" in h for h in replaced(pairs))


def test_other_days_are_still_replaced(run):
    """Control: "December 5" -> "December 6" is a date."""
    _, pairs = run("The fair opened on December 5 and closed in January.")
    assert any("December 6" in h for h in replaced(pairs))


def test_a_year_after_a_month_is_still_replaced(run):
    """Control: "April 2002" -> "April 2003" is a year, not a day of April."""
    _, pairs = run("The show premiered in May 2001 but was cancelled in April 2002.")
    assert any("April 2003" in h for h in replaced(pairs))
