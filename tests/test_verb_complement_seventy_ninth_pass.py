"""verb_complement, seventy-ninth pass (branch vc73, stop 53).

Constructed sentences through the real pipeline (``mined_pairs``): a complement that overran
into a second predicate of the matrix subject, an "if" clause of a modal matrix verb kept in
the hypothesis, a conjecture comment clause over an implicative, a fronted reason or
"despite" frame on a negated premise, the polite "I just wanted to let you know", a stative
verb under a progressive aspectual, and the tense of a passive trigger conjunct. Each next to
a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags, verb_complement_pair


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind}


# -- a second predicate of the matrix subject ------------------------------------------------------


def test_past_conjunct_after_perfect_complement_is_cut():
    text = (
        "The council regretted that most projects have not been implemented because of lack"
        " of money and called upon the community to provide funds."
    )
    assert "Most projects have not been implemented because of lack of money." in _hypotheses(text)


def test_past_conjunct_after_progressive_complement_is_cut():
    text = "On holiday I noticed that it was playing at the local cinema and decided to see it."
    assert "It was playing at the local cinema." in _hypotheses(text)


def test_conjunct_without_complement_stays():  # guard: "was tired and left" may be one clause
    assert "He was tired and left." in _hypotheses("She said that he was tired and left.")


# -- an "if" clause of a modal matrix verb ---------------------------------------------------------


def test_condition_of_modal_matrix_is_cut():
    text = "Many women will say they have a boyfriend if they don't like you."
    assert _hypotheses(text) >= {"They have a boyfriend."}
    assert not any("if" in h for h in _hypotheses(text))


def test_condition_without_matrix_modal_stays():  # guard: the complement's own condition
    assert "They leave early if it rains." in _hypotheses("I think they leave early if it rains.")


# -- a conjecture comment clause over an implicative -----------------------------------------------


def test_guess_over_implicative_is_neutral():
    text = "I guess she chose to focus on the stage instead."
    pair = verb_complement_pair(text, "original", "She focused on the stage instead.")
    assert pair.heuristic_label == "neutral", pair.label_rule
    assert pair.label_rule.endswith(":hedged:guess")


def test_third_person_report_keeps_entailment():  # guard: "He guesses" reports, no hedge
    pair = verb_complement_pair(
        "She chose to focus on the stage instead.", "original", "She focused on the stage instead."
    )
    assert pair.heuristic_label == "entailment", pair.label_rule


def test_i_think_keeps_entailment():  # guard: "I think" asserts the speaker's view
    pair = verb_complement_pair(
        "I think they managed to leave early.", "original", "They left early."
    )
    assert pair.heuristic_label == "entailment", pair.label_rule


# -- fronted reason and "despite" frames on a negated premise --------------------------------------


def test_fronted_reason_clause_flags_negated_premise():
    text = "As his mother was a singer, we can guess that this is her recording."
    pair = verb_complement_pair(text, "negated", "This is her recording.")
    assert "discourse-clash:frame:as" in pair_flags(pair)
    assert not pair.well_formed


def test_despite_frame_flags_negated_premise():
    text = "Despite the name, this does appear to be a real cafe."
    pair = verb_complement_pair(text, "negated", "Despite the name, this is a real cafe.")
    assert "discourse-clash:frame:despite" in pair_flags(pair)


def test_temporal_as_is_not_flagged():  # guard: "as" of an event is temporal
    pair = verb_complement_pair(
        "As he walked in, she decided to leave.", "negated", "As he walked in, she left."
    )
    assert not any(f.startswith("discourse-clash:frame") for f in pair_flags(pair)), pair_flags(
        pair
    )


# -- "I just wanted to let you know" ---------------------------------------------------------------


def test_just_wanted_to_let_you_know_is_flagged():
    text = "I just wanted to let you know that I changed my mind."
    pair = verb_complement_pair(text, "original", "I just let you know that I changed my mind.")
    assert "hedged-performative:let" in pair_flags(pair)
    assert not pair.well_formed


def test_third_person_wanted_to_let_know_is_kept():  # guard: a report of her wish
    text = "She wanted to let him know that she was fine."
    pair = verb_complement_pair(text, "original", "She let him know that she was fine.")
    assert pair.well_formed, pair_flags(pair)


# -- stative complement under a progressive aspectual ----------------------------------------------


def test_stative_under_progressive_takes_simple_form():
    assert "Russia understands the problem." in _hypotheses(
        "Russia is beginning to understand the problem."
    )


def test_event_under_progressive_keeps_progressive():  # guard
    assert "The soup was boiling." in _hypotheses("The soup was just beginning to boil.")


# -- tense of a passive trigger conjunct -----------------------------------------------------------


def test_passive_conjunct_takes_present_of_shared_be():
    assert "She is put to the Question and confesses." in _hypotheses(
        "She is put to the Question and forced to confess."
    )


def test_irregular_complement_after_past_passive():
    assert "He was arrested and gave up his post." in _hypotheses(
        "He was arrested and forced to give up his post."
    )
