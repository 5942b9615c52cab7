"""Stop 94, integration fixes found by the blind A/B ab94 (NYT editorials and critics' snippets).

- "few"/"little" after a determiner of their noun ("a perverse little truffle") is an adjective,
  not the downward-entailing quantifier (H&P 2002 ch. 5 §6.1): the coordination after it keeps
  the boolean labels. fl85 released such a snippet's pairs from the `source:fragment` flag, and
  the judges rejected the reversed labels.
- A three-member list under "balance" keeps its pairs (cj205's collective additions withdrawn).
- "could yet V" is an epistemic estimate about the future (Quirk et al. 1985 §8.89), not on the
  root scale <could, need to>: both sides of the A/B wrote "didn't need to yet unearth".
Constructed sentences through the real parse."""

from __future__ import annotations

import pytest

from pipeline.phenomena.implicature.epistemic_uses import epistemic_modal_reason
from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


def test_determined_little_is_not_downward(run):
    _, pairs = run("It is a strange little cake, sweet on the outside with a filling of anger and regret.")
    hyps = removed(pairs)
    assert hyps, [p.hypothesis for p in pairs]
    assert {p.heuristic_label for p in hyps.values()} == {"entailment"}, sorted(hyps)
    assert {p.heuristic_label for p in added(pairs).values()} == {"neutral"}


def test_bare_little_stays_downward(run):
    _, pairs = run("Little rain and snow fell in the valley last winter.")
    hyps = removed(pairs)
    assert hyps and {p.heuristic_label for p in hyps.values()} == {"neutral"}, sorted(hyps)


def test_three_member_balance_keeps_pairs(run):
    _, pairs = run("Thanks to the show's balance of wit, discipline and improvisation, every scene surprises.")
    assert removed(pairs), [p.hypothesis for p in pairs]


def test_could_yet_is_epistemic(nlp):
    doc = nlp("But now the inquiry could yet reveal the records that might shame the council.")
    modal = next(t for t in doc if t.tag_ == "MD")
    assert epistemic_modal_reason(modal) == "future-yet"
    doc = nlp("But now the inquiry could reveal the records that might shame the council.")
    modal = next(t for t in doc if t.tag_ == "MD")
    assert epistemic_modal_reason(modal) is None
