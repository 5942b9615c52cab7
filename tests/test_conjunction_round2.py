"""Issue 12, second round: one test per error class fixed in this round, constructed sentences
through the real spaCy model. Each test fails on the code before this round (main at 2cf5c95)."""

from __future__ import annotations

import pytest

from pipeline.phenomena._base import RunContext
from pipeline.phenomena.conjunction import Conjunction

PHEN = Conjunction()
ALL = frozenset(PHEN.subtypes)


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""

    def _run(text: str):
        doc, sent = parsed(text)
        state = PHEN.prepare_shard([doc], [sent], ctx)
        rctx = RunContext(model=ctx.model, parser=ctx.parser, shard=state)
        cands = list(PHEN.extract(doc, sent, ALL, rctx))
        pairs = [p for c in cands for p in PHEN.rewrite(c, doc, sent, rctx)]
        return cands, pairs

    return _run


def removed(pairs) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}


def replaced(pairs) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_replaced"}


# -- gapping: argument clusters the parse split -----------------------------------------------------


def test_gapped_prepositional_clusters_go_whole(run):
    _, pairs = run("They traveled to Rome in May and to Paris in June.")
    assert set(removed(pairs)) == {
        "They traveled to Rome in May.",
        "They traveled to Paris in June.",
    }


def test_gapped_measure_clusters_with_the_same_head_noun_go_whole(run):
    _, pairs = run("India measures 3214 km from north to south and 2933 km from east to west.")
    assert set(removed(pairs)) == {
        "India measures 3214 km from north to south.",
        "India measures 2933 km from east to west.",
    }


def test_gapped_ordinal_remnants_go_with_their_phrase(run):
    _, pairs = run("The painting was listed tenth on later prints and eleventh on others.")
    assert set(removed(pairs)) == {
        "The painting was listed tenth on later prints.",
        "The painting was listed eleventh on others.",
    }


# -- appositive "or" after a comma renames the nearest noun ----------------------------------------


def test_bare_noun_after_comma_or_renames_the_nearest_noun(run):
    _, pairs = run(
        "They are used as ornamental plants with the common name pearl bush, or pearlbush."
    )
    assert set(removed(pairs)) == {
        "They are used as ornamental plants with the common name pearl bush.",
        "They are used as ornamental plants with the common name pearlbush.",
    }


# -- collective premodifier: the noun denotes the sum -----------------------------------------------


def test_collective_premodifier_blocks_removal(run):
    _, pairs = run("The paper has a combined print and digital circulation of 72,846.")
    assert removed(pairs) == {}
