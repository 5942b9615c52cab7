"""verb_complement, sixty-ninth pass (branch vc63, stop 51): the complement hypotheses of the
last blind review's reject classes (issue #12 item 3, "complement tense/agreement stays
right").

Constructed sentences through the real pipeline (``mined_pairs``): a present verb the tagger
read as a base form keeps the complement's agreement ("happen to be" -> "are"); a bare present
conjunct that cannot take the complement's subject is the matrix's; a negated or passive
"must" is not backshifted; a bare verb after a dash opens a new clause; both halves of a
comparative correlative stay together; putative "should" after an emotive factive becomes the
indicative; a final "etc." with no list in the clause goes; a bracketed aside whose reflexive
has no antecedent in the complement goes.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, kind: str = "original") -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]


# 1. a present verb tagged as a base form ("which are rejected happen[VB] to be")


def test_present_read_as_base_form_keeps_agreement():
    assert _hypotheses("The errors that are reported happen to be minor.") == [
        "The errors that are reported are minor."
    ]


def test_present_read_as_base_form_in_adverbial_clause():
    hyps = _hypotheses("When the tenants who are evicted happen to be poor, the court helps them.")
    assert hyps == ["When the tenants who are evicted are poor, the court helps them."]


# 2. a bare present conjunct that takes the matrix subject


def test_bare_present_conjunct_of_the_matrix_is_cut():
    assert _hypotheses("The farmers know the harvest is late, and find it very worrying.") == [
        "The harvest is late."
    ]


def test_bare_conjunct_under_a_modal_stays():
    # the modal shares its bare form with both conjuncts
    assert _hypotheses("The neighbours know that the boy will come and stay.") == [
        "The boy will come and stay."
    ]


# 3. a deontic "must" is not backshifted


def test_passive_must_is_not_backshifted():
    assert _hypotheses("The editor stated that the ends of justice must be satisfied.") == [
        "The ends of justice must be satisfied."
    ]


def test_negated_must_is_not_backshifted():
    hyps = _hypotheses(
        "The notice said that a student had to be enrolled, and must not be living off campus."
    )
    assert "A student had to be enrolled, and must not be living off campus." in hyps
    assert not any("was not living" in h for h in hyps)


def test_epistemic_must_is_kept():
    # the seventy-first pass (vc65) keeps epistemic "must" (was: "It was late.")
    assert _hypotheses("He thought that it must be late.") == ["It must be late."]


# 4. a bare verb after a dash opens a new clause


def test_imperative_after_dash_is_not_inflected():
    assert _hypotheses(
        "The economy may not recover this year, his analysis seems to imply--but just give it time."
    ) == ["The economy may not recover this year, his analysis implies--but just give it time."]


# 5. comparative correlatives


def test_comparative_correlative_keeps_both_halves():
    assert _hypotheses("He noticed that the harder they worked, the less they earned.") == [
        "The harder they worked, the less they earned."
    ]


def test_comparative_correlative_before_a_semicolon():
    assert _hypotheses(
        "The clerk wrote that the faster the trains ran, the more often they broke down; the "
        "line was closed in May."
    ) == ["The faster the trains ran, the more often they broke down."]


# 6. putative "should" after emotive factives


def test_putative_should_after_present_emotive_verb():
    assert _hypotheses(
        "The critic bitterly deplores that the whole burden of the reform should be left to "
        "the parish clergy."
    ) == ["The whole burden of the reform is left to the parish clergy."]


def test_putative_should_have_after_past_emotive_verb():
    assert _hypotheses(
        "She regretted that her brother should have behaved so badly at the wedding."
    ) == ["Her brother had behaved so badly at the wedding."]


def test_putative_should_after_past_emotive_adjective():
    assert _hypotheses("The teacher was surprised that the twins should know the answer.") == [
        "The twins knew the answer."
    ]


def test_deontic_should_after_belief_verb_stays():
    assert _hypotheses(
        "The critic believes that the whole burden of the reform should be left to the parish "
        "clergy."
    ) == ["The whole burden of the reform should be left to the parish clergy."]


def test_negated_putative_should_stays():
    assert _hypotheses("The board regrets that the library should not be open on Sundays.") == [
        "The library should not be open on Sundays."
    ]


# 7. a final "etc." with no list in the complement


def test_etc_without_a_list_goes():
    hyps = _hypotheses("He hopes the voters will assume he is running for governor, etc.")
    assert "He is running for governor." in hyps
    assert not any("etc" in h for h in hyps)


def test_etc_closing_a_list_stays():
    assert _hypotheses("She says that they grow apples, pears, plums, etc.") == [
        "They grow apples, pears, plums, etc."
    ]


# 8. a bracketed aside whose reflexive has no antecedent in the complement


def test_aside_with_unbound_reflexive_goes():
    assert _hypotheses(
        "They believe it is easy for a trained pilot (such as themselves) to land in fog."
    ) == ["It is easy for a trained pilot to land in fog."]


def test_aside_without_reflexive_stays():
    assert _hypotheses(
        "They believe it is easy for trained pilots (such as the Smiths) to land in fog."
    ) == ["It is easy for trained pilots (such as the Smiths) to land in fog."]


# 9. a later to-infinitive the parser coordinated with a noun


def test_infinitive_hung_on_a_noun_takes_the_tense():
    assert _hypotheses(
        "Back at the farm, you proceeded to cover the seedlings with old sacks, some boards, "
        "and the like, and to gather the loose tools left outside."
    ) == [
        "Back at the farm, you covered the seedlings with old sacks, some boards, and the "
        "like, and gathered the loose tools left outside."
    ]
