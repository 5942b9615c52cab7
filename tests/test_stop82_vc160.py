"""verb_complement, stop 82 round two (branch vc160): labels of first-person speech acts under
a modal of obligation and of a past "proved that".

1. "I must / should / have to tell (inform, warn, assure) you that P", "I must report that P":
   the modal hedges a performative, the speaker asserts P (Fraser 1975): entailment. Another's
   duty, another addressee, a past "had to" keep the report's neutral.
2. "X proved that P" in the past with a common-noun subject reports a finished proof (a success
   verb, Ryle 1949): entailment; the present "X proves that P" keeps RP19's o/o.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_label, assessed_vcomp_pairs

_label = assessed_vcomp_label


def _negated_label(text: str, hypothesis: str) -> str | None:
    return next(
        (
            p.heuristic_label
            for p in assessed_vcomp_pairs(text, "negated")
            if p.hypothesis == hypothesis
        ),
        None,
    )


# 1. obliged performatives


def test_should_warn_you_is_entailment():
    assert _label("I should warn you that the ice is thin.", "The ice is thin.") == "entailment"


def test_must_tell_you_is_entailment():
    text = "We must tell you that the museum closes early."
    assert _label(text, "The museum closes early.") == "entailment"


def test_have_to_report_is_entailment():
    text = "I have to report that the pump has failed."
    assert _label(text, "The pump has failed.") == "entailment"


def test_third_person_duty_stays_neutral():
    assert _label("She should warn you that the ice is thin.", "The ice is thin.") == "neutral"


def test_telling_someone_else_under_must_stays_neutral():
    text = "I must tell my brother that the museum closes early."
    assert _label(text, "The museum closes early.") == "neutral"


def test_must_confirm_stays_neutral():
    text = "We must confirm that the gate is locked."
    assert _label(text, "The gate is locked.") == "neutral"


# 2. past "proved that"


def test_tests_proved_that_is_entailment():
    text = "The trials proved that the new alloy cracked under load."
    assert _label(text, "The new alloy cracked under load.") == "entailment"


def test_negative_subject_proved_that_stays_neutral():
    text = "No trial proved that the new alloy cracked under load."
    assert _label(text, "The new alloy cracked under load.") == "neutral"


def test_present_proves_that_stays_neutral():
    text = "The survey proves that the old bridge needs repair."
    assert _label(text, "The old bridge needs repair.") == "neutral"


# 3. "get to work" + a gerund of the task


def _hypotheses(text: str) -> list[str]:
    return [p.hypothesis for p in assessed_vcomp_pairs(text)]


def test_get_to_work_with_gerund_is_no_pair():
    text = "Tomorrow the crew will get to work painting the hull."
    assert not any("work" in h for h in _hypotheses(text))


def test_get_to_work_with_partner_keeps_the_implicative():
    text = "The students got to work with a famous sculptor."
    assert _label(text, "The students worked with a famous sculptor.") == "entailment"
