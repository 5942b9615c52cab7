"""Source checks that called good sentences bad (stop 44 flag audit, docs/flags.md).

Both false alarms fired on clean Wikipedia and Brown prose: a loanword that keeps its form in the
plural after "many" read as a lost "-s" (``disfluent``), and a subordinator that opens a reduced
participial clause read as a sentence that is only a subordinate clause (``fragment``). The
real checks keep firing on what they were written for.
"""

from __future__ import annotations

import pytest

from pipeline import fitness


@pytest.mark.parametrize(
    "text",
    [
        "Many samurai carried two swords into battle.",
        "Many old katana were shortened to fit the new style of fighting.",
        "Several bacteria were isolated from the soil samples.",
        "Although especially associated with the coast, the dish is now eaten across the country.",
        "Though widely praised by critics, the film was a commercial failure.",
    ],
)
def test_clean_sentences_are_not_flagged(nlp, text: str) -> None:
    assert fitness.assess(text, nlp(text)) == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("She was chair of numerous management board in the city.", "disfluent"),
        ("He sat on many committee over the years.", "disfluent"),
        ("Although associated with the coast.", "fragment"),
        ("Because we had been invited to the wedding.", "fragment"),
    ],
)
def test_real_faults_stay_flagged(nlp, text: str, reason: str) -> None:
    assert reason in fitness.assess(text, nlp(text))
