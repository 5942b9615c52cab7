"""Stop 55 (rk7): the keep model is not fit on the implicature trigger's lemma
(``model.UNFIT_PREFIXES``: ``lemma=implicature:<term>``). The scale type a reviewer's verdict
depends on is ``subtype=implicature/<scale list>``; the term within its list only said which
numerals and adjectives the development corpora put in good sentences ("four" +0.64, "seven"
-0.35). Presupposition and verb-complement lemmas are still fit: there the verb is the
construction (a factive's or implicative's signature)."""

from __future__ import annotations

import functools

import pytest

from pipeline.ranking.model import KeepModel, fit, is_unfit
from tests.phenomenon_support import featured_pairs

FOUR = "The team won four games last season."
SEVEN = "The team won seven games last season."


@functools.cache
def _features(text: str, phenomenon: str) -> dict[str, float]:
    """The keep-model features of the first pair ``text`` gives ``phenomenon`` in a real run."""
    pairs = featured_pairs([text], phenomenon)
    assert pairs, text
    return pairs[0][1]


def _fit_on(feats: dict[str, float], other: dict[str, float], name: str, c: float = 1.0):
    """Fit on 40 rows: ``feats`` (which has ``name``) kept, ``other`` (without it) rejected, so
    ``name`` predicts the verdict perfectly."""
    assert name in feats and name not in other
    rows = [feats if i % 2 else other for i in range(40)]
    return fit(rows, [i % 2 for i in range(40)], c=c)


def test_a_mined_scalar_pair_carries_its_lemma_and_its_scale_list():
    f = _features(FOUR, "implicature")
    assert f.get("lemma=implicature:four") == 1.0
    assert f.get("subtype=implicature/numerals") == 1.0
    assert is_unfit("lemma=implicature:four")
    # the scale list is fit
    assert not is_unfit("subtype=implicature/numerals")


def test_the_implicature_lemma_gets_no_weight_even_when_it_predicts_the_verdict():
    four = _features(FOUR, "implicature")
    seven = _features(SEVEN, "implicature")
    assert "lemma=implicature:seven" in seven
    b, w = _fit_on(four, seven, "lemma=implicature:four")
    assert "lemma=implicature:four" not in w and "lemma=implicature:seven" not in w
    # the two sentences differ in the numeral: the fit cannot tell them apart by it
    model = KeepModel("m", "prior", b, w)
    assert abs(model.score(four) - model.score(seven)) < 0.05


@pytest.mark.parametrize(
    ("kept", "rejected", "phenomenon", "name"),
    [
        (
            "She managed to finish the report before noon.",
            "She wanted to finish the report before noon.",
            "verb_complement",
            "lemma=verb_complement:manage",
        ),
    ],
)
def test_other_phenomena_still_fit_their_lemma(kept, rejected, phenomenon, name):
    a, b = _features(kept, phenomenon), _features(rejected, phenomenon)
    assert not is_unfit(name)
    _, w = _fit_on(a, b, name)
    assert w[name] > 0.1


def test_a_warehouse_fit_drops_the_prior_weight_of_an_implicature_lemma():
    """A model moved from an older prior (fit before stop 55) does not carry its lemma
    weights: they would rank a scalar term by the corpora the prior saw."""
    four = _features(FOUR, "implicature")
    seven = _features(SEVEN, "implicature")
    old = KeepModel(
        "old", "prior", 0.0, {"lemma=implicature:four": 0.64, "lemma=verb_complement:want": -0.2}
    )
    _, w = fit([four, seven] * 10, [1, 0] * 10, c=1.0, anchor=old)
    assert "lemma=implicature:four" not in w
    # a weight of another phenomenon the rows do not have keeps the prior's value
    assert w["lemma=verb_complement:want"] == pytest.approx(-0.2)
