"""Possessed-definite drafts under the present perfect (stop 40, lead; the A/B draw `ab40`):
the present perfect's reference time is the present (Reichenbach 1947; Quirk et al. 1985
§4.22), so "X's N has V-ed" presupposes that X *has* an N, unless the event ends the relation
("has left", "has resigned", "has died": the resultative perfect of a leave or disappearance
verb, Levin 1993 §51.2, §48.2), where the draft stays "had". Before the change every present
perfect gave "had" (the past participle looked like a past form). Constructed sentences through
the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _drafts(text: str) -> set[str]:
    _, result = run_texts([text], ["presupposition"])
    return {
        p.hypothesis
        for p in result.pairs
        if p.subtype == "possessed_definites"
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The company's founder has written three books about management.",
            "The company has a founder.",
        ),
        ("The city's population has grown by ten percent.", "The city has a population."),
    ],
)
def test_present_perfect_keeps_the_present(text: str, draft: str) -> None:
    assert draft in _drafts(text)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The band's drummer has left the group.", "The band had a drummer."),
        ("The team's coach has resigned after the loss.", "The team had a coach."),
        ("Mary's husband has died.", "Mary had a husband."),
        ("The museum's director resigned in 2004.", "The museum had a director."),
    ],
)
def test_ended_relation_or_past_keeps_had(text: str, draft: str) -> None:
    assert draft in _drafts(text)
