"""verb_complement, stop 69 round two (branch vc112): pairs an expert keeps.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. "specify" (an object-only catenative) read as an active verb of a glossary fragment;
2. "is expected to" + a year or a month: the will-future, not the simple present;
4. "probably" on the trigger hedges the entailment; "began to design" + a quantized object
   does not entail completion (Levin §26.4 create verbs among the incremental themes);
5. a modal with a frequency adverb ("can often cause"): no negated premise.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str) -> dict[str, tuple[str, str, str]]:
    return {p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label) for p in _pairs(text)}


def test_specified_fragment_builds_no_pair():
    assert _pairs("A fast network standard specified to run over four pairs of copper wires.") == []


def test_expected_with_year_takes_will():
    pairs = _by_kind("The new database standard is expected to be complete in 2031.")
    assert pairs["original"][1] == "The new database standard will be complete in 2031."


def test_expected_passive_with_month_takes_will():
    text = "The protocol is expected to be formally approved during March 2030."
    assert (
        _by_kind(text)["original"][1] == "The protocol will be formally approved during March 2030."
    )


def test_expected_state_without_time_keeps_present():
    pairs = _by_kind("The company is expected to have 120 brands.")
    assert pairs["original"][1] == "The company has 120 brands."


def test_probably_means_is_neutral():
    pairs = _by_kind("The arrival of cheap phones probably means the old shop is doomed.")
    assert pairs["original"][2] == "neutral"


def test_plain_means_keeps_entailment():
    pairs = _by_kind("The arrival of cheap phones means the old shop is doomed.")
    assert pairs["original"][2] == "entailment"


def test_began_to_design_a_machine_is_neutral():
    pairs = _by_kind("In 1990 the firm began to design the new engine.")
    assert pairs["original"][1] == "In 1990 the firm designed the new engine."
    assert pairs["original"][2] == "neutral"
    assert pairs["negated"][2] == "contradiction"


def test_began_to_stare_keeps_entailment():
    assert _by_kind("The boy began to stare at the sky.")["original"][2] == "entailment"


def test_modal_with_often_has_no_negated_premise():
    kinds = _by_kind("This can often cause the room to be noisy.")
    assert "original" in kinds
    assert "negated" not in kinds


def test_modal_without_frequency_keeps_negated_premise():
    kinds = _by_kind("This can cause the room to be noisy.")
    assert kinds["negated"][0] == "This cannot cause the room to be noisy."
