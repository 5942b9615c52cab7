"""Forty-fifth pass (stop 43, pr37; blind review s1130i, pres-077): an implicative verb in a
to-infinitive after the direct object of a verb that takes no object + infinitive complement
("use camouflage to avoid being seen") is in a purpose adjunct (Quirk et al. 1985 §15.48;
CGEL ch. 14 §§5-6). A purpose is not asserted, so the implicative's inference is no
presupposition of the sentence (Karttunen 1971): no implicative pair. An implicative in the
main clause, or an object-control verb's complement, keeps its pairs.

Constructed sentences through the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _drafts(text: str) -> set[str]:
    _, result = run_texts([text], ["presupposition"])
    return {
        p.hypothesis
        for p in result.pairs
        if p.subtype == "implicative_predicates"
        and p.hypothesis_kind == "presupposition"
        and kept(p)
    }


@pytest.mark.parametrize(
    "text",
    [
        "Many lizards use their tails to avoid being caught.",
        "Some traders used false names to avoid paying the tax.",
        "The farmers used old wells to avoid buying water.",
    ],
)
def test_implicative_in_purpose_infinitive_has_no_pair(text: str) -> None:
    assert _drafts(text) == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The lizard managed to avoid the hawk.", "It would take effort to avoid the hawk."),
        (
            "The pilot used the radio and managed to land the plane.",
            "It would take effort to land the plane.",
        ),
        ("The company failed to pay its debts.", "The company tried to pay its debts."),
    ],
)
def test_implicative_in_main_clause_keeps_its_pair(text: str, draft: str) -> None:
    assert draft in _drafts(text)
