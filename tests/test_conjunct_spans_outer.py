"""Conjunct spans in blind-review error classes (issue 12): the outer coordinator of "A, but B
and C", a clause conjunct whose subject the parser hung on the auxiliary. Constructed sentences
through the real spaCy model; each test failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.phenomena._base import RunContext
from pipeline.phenomena.conjunction import Conjunction

PHEN = Conjunction()
ALL = frozenset(PHEN.subtypes)


@pytest.fixture(scope="module")
def removed(parsed, ctx):
    """``removed(text, subtype)`` -> hypotheses of the removal pairs of the first ``subtype``."""

    def _removed(text: str, subtype: str) -> set[str]:
        doc, sent = parsed(text)
        state = PHEN.prepare_shard([doc], [sent], ctx)
        rctx = RunContext(model=ctx.model, parser=ctx.parser, shard=state)
        cands = [c for c in PHEN.extract(doc, sent, ALL, rctx) if c.subtype == subtype]
        assert cands, f"no {subtype} candidate in {text!r}"
        return {
            p.hypothesis
            for p in PHEN.rewrite(cands[0], doc, sent, rctx)
            if p.hypothesis_kind == "conjunct_removed"
        }

    return _removed


def test_outer_coordinator_takes_the_inner_coordination_whole(removed):
    # "A, but [B and C]": the "but" stays with its conjunct; never "A and C"
    rem = removed("The trees grow slowly, but they live long and produce fruit.", "but")
    assert "The trees grow slowly." in rem
    assert "The trees grow slowly and produce fruit." not in rem
    rem = removed("The report was short, but clear and useful.", "but")
    assert rem == {"The report was short.", "The report was clear and useful."}
    # the inner "and" still removes its own conjuncts and keeps the "but"
    rem = removed("The report was short, but clear and useful.", "and")
    assert rem == {"The report was short, but useful.", "The report was short, but clear."}
    # the comma marks the outer boundary: in "[A and B], but C" the "and" stays inner
    rem = removed("The report was short and clear, but useless.", "but")
    assert "The report was useless." in rem


def test_clause_conjunct_keeps_its_subject_hung_on_the_auxiliary(removed):
    # the parser attaches "the garden and the cafe" to "are", not to "closed": still a clause, so
    # the first conjunct is the whole first clause, never the verb phrase "shows paintings"
    rem = removed("The museum shows paintings, but the garden and the cafe are closed.", "but")
    assert rem == {"The museum shows paintings.", "The garden and the cafe are closed."}
