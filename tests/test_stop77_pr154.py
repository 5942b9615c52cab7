"""Stop 77, pr154: the tense and mood of the prior-state drafts.

The prior state of an aspectual, change-of-state or temporal trigger holds right before the event
time of the trigger's clause (Reichenbach 1947; Kiparsky & Kiparsky 1970), so a trigger under a
modal, inside a purpose, in a gapped future conjunct or in the purpose of an instruction does not
give a past or perfect fact. Five rules: an aspectual verb under a non-factual modal has no draft
(``rewrite.presupposition._modal_transition``); an inceptive's negated prior state takes the
non-assertive "any" (``_assertive_to_non_assertive``); a "before/after V-ing" clause inside a
purpose infinitive of a non-past host has no time (``_gerund_time``); the participle of a gapped
passive conjunct takes the first conjunct's auxiliaries (``_shared_auxiliaries``); the purpose of
an imperative conjunct is an instruction's purpose (``pairs._directive_host``). Sentences
constructed for these tests, parsed by the real spaCy model through the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind


def _original(text: str, subtype: str) -> tuple[str, str] | None:
    """(hypothesis, label) of the original premise's presupposition pair of ``subtype``."""
    pair = presupposition_pairs_by_kind(text, subtype).get("original")
    return None if pair is None else (pair[1], pair[2])


# -- 1. an aspectual verb under a non-factual modal ---------------------------------------------


def test_inceptive_under_could_has_no_draft():
    assert _original("You could start saving money next year.", "aspectual_verbs") is None


def test_terminative_under_might_has_no_draft():
    assert _original("The committee might stop funding the project.", "aspectual_verbs") is None


def test_terminative_under_will_keeps_its_present_draft():
    assert _original("The committee will stop funding the project.", "aspectual_verbs") == (
        "The committee is funding the project.",
        "entailment",
    )


def test_past_terminative_keeps_its_past_draft():
    assert _original("He stopped paying the fee in 2004.", "aspectual_verbs") == (
        "He had been paying the fee before 2004.",
        "entailment",
    )


# -- 2. "some" under the inceptive draft's negation ----------------------------------------------


def test_inceptive_draft_takes_any_for_something():
    assert _original("She began to build something in 2001.", "aspectual_verbs") == (
        "She had not been building anything before 2001.",
        "entailment",
    )


def test_partitive_some_becomes_any_under_the_draft_negation():
    hyp = _original("In 1990 the pumps began to lose some of their power.", "aspectual_verbs")
    assert hyp is not None and "any of their power" in hyp[0] and "some" not in hyp[0]


def test_continuative_draft_keeps_something():
    # no negation in the prior state of "continue": the assertive form stays
    assert _original("She continued to build something in 2001.", "aspectual_verbs") == (
        "She had been building something before 2001.",
        "entailment",
    )


# -- 3. a time clause inside a purpose infinitive -------------------------------------------------


def test_before_clause_in_the_purpose_of_advice_has_no_draft():
    text = "You should copy the folder to learn the layout before editing your first real ledger."
    assert _original(text, "temporal_adverbs") is None


def test_before_clause_in_a_past_purpose_keeps_its_draft():
    text = "She moved to Paris to study painting before opening her own studio."
    assert _original(text, "temporal_adverbs") == ("She opened her own studio.", "entailment")


# -- 4. a gapped passive conjunct ----------------------------------------------------------------


def test_gapped_future_passive_states_the_present_prior_state():
    text = "If nobody replies in time, the edits will be stored and the prompt window closed."
    assert _original(text, "change_of_state") == ("The prompt window is open.", "entailment")


def test_gapped_modal_passive_has_no_draft():
    text = "The edits might be stored and the prompt window closed."
    assert _original(text, "change_of_state") is None


def test_past_coordination_keeps_its_past_draft():
    text = "The edits were stored and the prompt window closed."
    assert _original(text, "change_of_state") == (
        "The prompt window was open before.",
        "entailment",
    )


# -- 5. the purpose of an imperative conjunct -----------------------------------------------------


def test_purpose_of_a_coordinated_imperative_is_neutral():
    pair = _original("Keep the defaults and click Next to restart the wizard.", "re_verbs")
    assert pair is not None and pair[1] == "neutral"


def test_purpose_of_a_past_coordinated_clause_stays_entailed():
    text = "The operator kept the defaults and clicked Next to restart the wizard."
    assert _original(text, "re_verbs") == ("The wizard had been started before.", "entailment")
