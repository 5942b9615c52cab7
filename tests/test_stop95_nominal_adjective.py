"""Stop 95: "the" + an adjective used as a plural noun-phrase head ("The undead are defeated",
"The wounded are resting") is no singular count noun with a plural verb, so the source
agreement check leaves it (Quirk et al. 1985 §7.23-7.24): s9502's judge kept such a pair that
`source:agreement` had flagged. Constructed sentences through the real parser."""

from __future__ import annotations

import pytest

from pipeline import fitness, parse


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


@pytest.mark.parametrize(
    "text",
    ["The undead are marching on the town.", "The wounded are resting in the tent."],
)
def test_nominal_adjective_head_is_no_agreement_slip(nlp, text):
    assert "agreement" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    ["The contribution are large.", "The company contribution to both taxes are 15%."],
)
def test_singular_count_noun_with_plural_verb_still_a_slip(nlp, text):
    # near misses: a count noun WordNet knows as a noun keeps the check
    assert "agreement" in fitness.assess(text, nlp(text))
