"""Issue #11/#12 (implicature precision, seventy-fifth pass, im68): blind-review classes of s1202v
(the fortune-mod data: quotations, jokes, aphorisms).

Constructed sentences through the real pipeline (``run_texts``). Sources are cited at the rules
(``pipeline/phenomena/implicature/degree_uses.py``; ``dialogue.PHYSICAL_SENSE`` for "dirty";
``pairs._imperative_opening`` for the dash cut). The controls check the ordinary uses that keep
their pairs.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _candidates(text: str, subtype: str) -> list:
    return [c for c in _run(text).candidates if c.subtype == subtype]


def _pairs(text: str, subtype: str) -> list:
    return [p for p in _run(text).pairs if p.subtype == subtype]


# -- 1. a gradable adjective whose scale is not at issue --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "He thinks the remark was too crude to be clever, let alone funny.",
        "This proof is too long to be elegant, let alone funny.",
    ],
)
def test_an_adjective_after_let_alone_gets_no_candidate(text):
    assert _candidates(text, "gradable_adjectives") == []


@pytest.mark.parametrize(
    "text",
    ["I didn't get wise -- I just got tired.", "We didn't become rich; we just became tired."],
)
def test_an_adjective_that_corrects_a_negated_predicate_gets_no_candidate(text):
    assert _candidates(text, "gradable_adjectives") == []


def test_all_was_fine_is_the_formula_nothing_was_wrong():
    text = "When we arrived at the camp, all was fine until the storm started."
    assert _candidates(text, "gradable_adjectives") == []


def test_dirty_of_speech_is_the_obscene_sense():
    assert (
        _candidates("His stories were dirty and the audience laughed.", "gradable_adjectives") == []
    )
    assert _candidates("That joke was dirty.", "gradable_adjectives") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The kitchen floor was dirty.", "The kitchen floor wasn't filthy."),
        ("The food was fine.", "The food wasn't great."),
        (
            "After the long walk the children were tired.",
            "After the long walk the children weren't exhausted.",
        ),
        (
            "The children were hungry after the match.",
            "The children weren't starving after the match.",
        ),
    ],
)
def test_the_degree_uses_keep_their_pairs(text, hypothesis):
    assert hypothesis in {p.hypothesis for p in _pairs(text, "gradable_adjectives")}


# -- 2. a source with a plural subject and a singular verb ------------------------------------


@pytest.mark.parametrize("text", ["The dogs is happy when they go out.", "The dogs is hungry."])
def test_a_source_with_an_agreement_slip_gets_no_candidate(text):
    assert _run(text).candidates == []


@pytest.mark.parametrize("text", ["The dogs are hungry.", "The news is good."])
def test_agreeing_subjects_keep_their_pairs(text):
    assert _pairs(text, "gradable_adjectives")


# -- 3. a quantifier under an attitude of fear -------------------------------------------------


def test_a_quantifier_inside_afraid_that_gets_no_candidate():
    assert _candidates("She is afraid that many of the letters were lost.", "quantifiers") == []


def test_the_matrix_quantifier_over_afraid_keeps_its_pair():
    text = "Most parents are afraid that many toys are too dangerous for small children."
    hyps = {p.hypothesis for p in _pairs(text, "quantifiers")}
    assert hyps == {
        "Not all parents are afraid that many toys are too dangerous for small children."
    }


def test_a_factive_verb_is_no_attitude_of_fear():
    text = "She knows that many of the letters were lost."
    assert "She knows that not all of the letters were lost." in {
        p.hypothesis for p in _pairs(text, "quantifiers")
    }


# -- 4. a numeral that ends a narrowing --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The committee narrowed the list down to four candidates.",
        "So she has narrowed it down to two good options, and has stopped worrying.",
    ],
)
def test_the_endpoint_of_a_narrowing_is_exact(text):
    assert _candidates(text, "numerals") == []


def test_a_count_of_interviews_keeps_its_pair():
    hyps = {p.hypothesis for p in _pairs("The committee interviewed four candidates.", "numerals")}
    assert "The committee didn't interview more than four candidates." in hyps


# -- 5. an imperative after a dash -------------------------------------------------------------


def test_the_clause_is_cut_before_a_dash_that_opens_an_imperative():
    text = (
        "Most of the players think that the coach is like a storm - stay calm and keep your "
        "head down, and wait until it passes."
    )
    pairs = _pairs(text, "quantifiers")
    assert pairs
    assert {p.hypothesis for p in pairs} == {
        "Not all of the players think that the coach is like a storm."
    }
    conditional = [p.premise for p in pairs if p.premise_kind == "conditional"]
    assert conditional == [
        "If most of the players think that the coach is like a storm, it's okay."
    ]


# -- 2b. a verbless opening phrase ------------------------------------------------------------


def test_a_detached_opening_noun_phrase_gets_no_candidate():
    assert _run("Plenty of cake and lemonade, everybody is happy.").candidates == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("Last week, the children were happy.", "Last week, the children weren't ecstatic."),
        ("The rain stopped, the children were happy.", "The children weren't ecstatic."),
    ],
)
def test_an_adverbial_or_clause_before_the_comma_keeps_its_pair(text, hypothesis):
    assert hypothesis in {p.hypothesis for p in _pairs(text, "gradable_adjectives")}


def test_the_hedge_i_am_afraid_asserts_its_clause():
    text = "I'm afraid that some of the guests left early."
    hyps = {p.hypothesis for p in _pairs(text, "quantifiers")}
    assert "I'm afraid that not all of the guests left early." in hyps
