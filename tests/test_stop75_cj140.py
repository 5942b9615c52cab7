"""Stop 75 round one, branch cj140: conjunction labels where the removal->entailment /
addition->neutral default is wrong, from the blind reviews s1204l and s1204k (Python docs): a
negation on the first of predicates whose later one has its own auxiliary is the first
conjunct's alone (H&P 2002 ch. 9 §1.3), an "or" object of "between" names a plural, no
alternatives (Quirk et al. 1985 §9.21), bare numerals joined by "or" as the subject of a
present-tense clause are a list of values undecided between free choice and ignorance
(Zimmermann 2000), and a coordination in an "except when/if" clause is an exception set
(von Fintel 1994). Sentences go through the real spaCy model; they are constructed, in the
shape of the reviewed ones. Controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, pair_texts, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    pairs = run(text)[1]
    rem = {h: (p.heuristic_label, p.label_rule) for h, p in removed(pairs).items()}
    add = {pr: (p.heuristic_label, p.label_rule) for pr, p in added(pairs).items()}
    return rem, add


# -- narrow negation: "never A and was B" (s1204l conj-014) -------------------------------------


def test_negation_on_first_predicate_with_own_auxiliary_later_is_narrow(run):
    """ "never worked and was removed": the later auxiliary opens a verb phrase of its own, so
    "never worked" is asserted and its removal is entailed (boolean "and")."""
    rem, add = _labels(run, "The old flag never worked and was removed in version 2.")
    assert rem["The old flag never worked."] == ("entailment", "boolean_and")
    assert add["The old flag never worked."] == ("neutral", "boolean_and")


def test_narrow_negation_is_not_left_on_the_later_conjunct(run):
    """Removing the first conjunct would leave "never" on the second ("The old flag never was
    removed"), which the premise denies: that removal is not written."""
    pairs = run("The old flag never worked and was removed in version 2.")[1]
    texts = pair_texts(pairs)
    assert not any("never was removed" in t for t in texts)


def test_negation_over_shared_auxiliary_stays_wide(run):
    """Control: "did not eat and drink" (one auxiliary for both): no narrow reading, the
    removals are not labelled as Boolean "and"."""
    rem, _ = _labels(run, "The guests did not eat and drink at the reception.")
    assert all(rule != "boolean_and" for _, rule in rem.values())


def test_negated_or_with_own_auxiliary_keeps_negated_label(run):
    """Control: "or" under the negation reads "neither" and keeps its negated label."""
    rem, _ = _labels(run, "The old flag never worked or was documented anywhere.")
    assert rem["The old flag never worked."] == ("entailment", "negated_or")


# -- "between A or B" (s1204l conj-042) ---------------------------------------------------------


def test_or_object_of_between_makes_no_pairs(run):
    """ "between a given minimum or maximum": "between" selects a plural, the "or" names its
    members; "between a given minimum" is ungrammatical."""
    pairs = run("The check verifies that a value is between a given minimum or maximum.")[1]
    assert not [p for p in pairs if p.hypothesis_kind in {"conjunct_removed", "conjunct_added"}]


def test_or_outside_between_keeps_its_pairs(run):
    """Control: an "or" object of another preposition keeps its pairs."""
    rem, _ = _labels(run, "The check compares the value with a given minimum or maximum.")
    assert "The check compares the value with a given minimum." in rem


# -- numerals joined by "or" as a present-tense subject (s1204l conj-005) -----------------------


def test_numeral_or_subject_of_present_clause_makes_no_removal(run):
    pairs = run("Usually 4096 or 8192 is a good size for a network buffer.")[1]
    texts = pair_texts(pairs)
    assert "Usually 8192 is a good size for a network buffer." not in texts
    assert "Usually 4096 is a good size for a network buffer." not in texts


def test_numerals_that_are_no_subject_keep_their_pairs(run):
    """Control: "43 or 44 years old" states two precise values, one of which holds."""
    rem, _ = _labels(run, "The captain was 43 or 44 years old when he retired.")
    assert rem  # the boolean pairs stay


def test_numeral_or_subject_of_past_clause_keeps_its_pairs(run):
    """Control: a past episode is no characterising sentence ("3 or 4 was the answer he
    gave" reports one answer, the ignorance reading): the pairs stay."""
    rem, _ = _labels(run, "Usually 4096 or 8192 was the size of the buffer.")
    assert rem


# -- "except when A or B" (s1204k conj-029) -----------------------------------------------------


def test_or_in_except_when_clause_is_an_exception_set(run):
    """Narrowing the exception puts the dropped situations back under the main claim, which the
    premise denies of them; widening it takes situations out: contradiction both ways."""
    text = "Tabs are ignored, except when they appear in a string or a comment."
    rem, add = _labels(run, text)
    short = "Tabs are ignored, except when they appear in a string."
    assert rem[short] == ("contradiction", "exceptive_universal")
    assert add[short] == ("contradiction", "exceptive_universal")


def test_or_in_plain_when_clause_keeps_its_labels(run):
    """Control: a plain "when" clause is no exception set."""
    rem, _ = _labels(run, "Tabs are shown when they appear in a string or a comment.")
    assert all(rule != "exceptive_universal" for _, rule in rem.values())


# -- a swap in a phrase trailing the last conjunct (s1204k conj-027) ----------------------------


def test_no_swap_in_phrase_trailing_bare_conjuncts(run):
    """ "before 2, 3, 4, or 5 in the lists above": "above" is no conjunct; its swap tests
    nothing about the coordination."""
    pairs = run("The value 1 always comes before 2, 3, 4, or 5 in the lists above.")[1]
    texts = pair_texts(pairs)
    assert not any("lists below" in t for t in texts)


def test_swap_inside_verb_phrase_conjunct_stays(run):
    """Control: a verb phrase's own prepositional phrase is part of its conjunct."""
    pairs = run("The old approach is a bit slower and results in slightly longer code.")[1]
    reps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_replaced"}
    assert "The old approach is a bit slower and results in slightly shorter code." in reps
