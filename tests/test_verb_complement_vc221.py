"""verb_complement (stop 102, branch vc221): complement boundaries, parenthetical formulas,
"see that" = make sure, continuations that settle the complement.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each with
a near miss that must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list[tuple[str, str, str, tuple[str, ...]]]:
    return [
        (p.premise_kind, p.hypothesis, p.heuristic_label, tuple(p.features.get("flags", [])))
        for p in mined_pairs(text, "verb_complement")
    ]


def _original(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(h, label, flags) for kind, h, label, flags in _pairs(text) if kind == "original"]


# ---- class 1: matrix material left in the complement ------------------------------------------


def test_as_clause_with_operator_pro_form_is_cut_and_flagged():
    """CGEL ch. 15: the comparative "as"-clause is the matrix's; "did" takes the complement up,
    so the clause is cut, and it asserts P against o/o's neutral: flagged."""
    [(hyp, label, flags)] = _original("He believed that the plan would fail, as indeed it did.")
    assert hyp == "The plan would fail."
    assert label == "neutral"
    assert "continuation-settles-complement:asserts" in flags


def test_near_miss_reason_as_clause_is_not_a_pro_form():
    """ "as it was badly designed": a reason clause with its own predicate, not a pro-form."""
    [(hyp, _, flags)] = _original("He believed that the plan would fail, as it was badly designed.")
    assert not any(f.startswith("continuation-settles") for f in flags)


def test_factive_with_as_knew_it_keeps_clean_entailment():
    assert _original("She knew that the game was lost, as everyone in the stands knew it.") == [
        ("The game was lost.", "entailment", ())
    ]


def test_fronted_gerund_adjunct_over_the_matrix_subject_gives_no_pair():
    """ "Rome Mary": the matrix verb has no subject, the complement swallowed it."""
    assert _pairs("On learning that he was leaving for Rome Mary was astonished.") == []


def test_near_miss_fronted_gerund_adjunct_with_comma_keeps_its_pair():
    assert _original("On learning that he was leaving for Rome, Mary was astonished.") == [
        ("He was leaving for Rome.", "entailment", ())
    ]


# ---- class 2: "see that" = make sure -----------------------------------------------------------


def test_see_that_after_be_there_is_a_purpose_not_perception():
    assert [
        (h, label)
        for h, label, _ in _original("He was there to see that the workers started on time.")
    ] == [("The workers started on time.", "neutral")]


def test_see_that_under_promise_is_open():
    got = _original("She promised to see that the letter was sent.")
    assert ("The letter was sent.", "neutral", ()) in got


def test_near_miss_perception_see_stays_entailment():
    assert ("The door was open.", "entailment", ()) in _original("She saw that the door was open.")
    assert ("The door was open.", "entailment", ()) in _original(
        "She was glad to see that the door was open."
    )


# ---- class 3: parenthetical formulas --------------------------------------------------------


def test_so_to_speak_is_no_infinitive_complement():
    assert _pairs("He began, so to speak, at the bottom.") == []
    assert _pairs("He tried, so to speak, to buy their silence.") == []


def test_near_miss_real_infinitive_of_speak_stays():
    assert ("He spoke.", "neutral", ()) in _original("He decided to speak.")


def test_result_clause_after_so_much_gives_no_pair():
    """The base already refused it (filled_slot_degree_result_clause / emotive that-only
    factives): guard."""
    assert _pairs("He appreciated it so much that he wept.") == []


# ---- class 4: continuation that settles the complement -------------------------------------


def test_later_conjunct_restating_the_complement_flags_neutral():
    [(hyp, label, flags)] = _original("He ordered them to leave, and they all left.")
    assert (hyp, label) == ("They left.", "neutral")
    assert "continuation-settles-complement:asserts" in flags


def test_near_miss_later_conjunct_with_another_verb_stays_clean():
    assert _original("He ordered them to leave, and they stayed.") == [
        ("They left.", "neutral", ())
    ]


def test_but_it_turned_out_flags_the_belief_pair():
    [(hyp, label, flags)] = _original(
        "I thought the shop was open, but it turned out it was closed."
    )
    assert (hyp, label) == ("The shop was open.", "neutral")
    assert "continuation-settles-complement:denies" in flags


def test_near_miss_but_without_verdict_stays_clean():
    [(_, _, flags)] = _original("I thought the shop was open, but I was too tired to go.")
    assert not any(f.startswith("continuation-settles") for f in flags)
