"""Stop 90, fl79: a flag is a promise. ``pronoun-antecedent-dropped`` of a time-clause draft
(judged on today's code: 5 of 9 kept as is) is now ``time-clause-pronoun-kept``, a warning for
presupposition: the draft copies the clause's pronoun as the premise has it, and an NLI pair is
read as one situation whose referents premise and hypothesis share (pipeline/flags.py,
``DEMOTED["presupposition"]``). The other drafts that lose a pronoun's antecedent (the "only"
prejacent, 1 of 4 kept) keep the defect."""

from __future__ import annotations

import pytest

from pipeline import flags
from tests.phenomenon_support import mined_pairs


def _drafted(text: str, hypothesis: str):
    pairs = [p for p in mined_pairs(text, "presupposition") if p.hypothesis == hypothesis]
    assert pairs, [p.hypothesis for p in mined_pairs(text, "presupposition")]
    return pairs


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # "it": the painting or the museum; the premise keeps the same "it" in the same clause
        ("The museum bought the painting after the critic praised it in a review.",
         "The critic praised it in a review."),
        ("The team sold the stadium after the city renovated it.", "The city renovated it."),
        # a gerund draft: the time clause's object pronoun as found (Amazon reviews, s1206a)
        ("After trying it on two separate occasions, I finally ended up throwing out the rest of "
         "the Donut Blend pods because I didn't like the bitter taste.",
         "I tried it on two separate occasions."),
    ],
)  # fmt: skip
def test_time_clause_pronoun_is_a_warning(text: str, hypothesis: str) -> None:
    pairs = _drafted(text, hypothesis)
    for pair in pairs:
        assert "time-clause-pronoun-kept" in pair.features["flags"]
        assert "pronoun-antecedent-dropped" not in pair.features["flags"]
    # the modal premise carries no other defect: written well formed
    assert any(p.premise_kind == "modal" and p.well_formed for p in pairs)


def test_time_clause_pronoun_severity() -> None:
    assert (
        flags.severity("time-clause-pronoun-kept", "presupposition", "presupposition") == "warning"
    )
    assert flags.is_registered("time-clause-pronoun-kept")
    # the flag's other emitters stay a defect
    assert (
        flags.severity("pronoun-antecedent-dropped", "presupposition", "presupposition") == "defect"
    )


def test_only_prejacent_pronoun_stays_a_defect() -> None:
    # "that" takes "the old brush" from the clause the prejacent leaves out
    text = "You can't paint with the old brush: that is only a spare, and is only kept in the shed."
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if "pronoun-antecedent-dropped" in p.features["flags"]
    ]
    assert pairs
    assert not any(p.well_formed for p in pairs)


def test_resolved_time_clause_pronoun_untouched() -> None:
    # one candidate antecedent: the draft writes it, no flag (the good neighbour)
    pairs = _drafted(
        "The villagers repaired the bridge after the flood damaged it.",
        "The flood damaged the bridge.",
    )
    assert all(
        p.well_formed and "time-clause-pronoun-kept" not in p.features["flags"] for p in pairs
    )
