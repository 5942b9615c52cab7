"""Issue 12, twenty-seventh pass (branch cj18): a list member removed keeps the list's
conjunction when the member before the comma is a multi-word phrase ("choose between bribing the
guard, forging a pass, or ...") or a premodifier of one noun ("a stage, film and radio actor");
a "such as" list under a quantifier ("many processes such as A and B") and a list closed by "or
other N" are lists of examples, so a removal is entailed. Constructed sentences through the real
spaCy model. Each test fails on aa0cd8e unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, kept, removals_of, removed


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def test_gerund_list_keeps_or(run):
    """Before: "... choose between bribing the guard, climbing over the wall at night."."""
    hyps = removals_of(
        run,
        "To escape, she had to choose between bribing the guard, forging a pass, "
        "or climbing over the wall at night.",
    )
    assert "To escape, she had to choose between bribing the guard or forging a pass." in hyps
    assert (
        "To escape, she had to choose between bribing the guard or climbing over the wall "
        "at night." in hyps
    )
    assert not any("guard, climbing" in h or "guard, forging a pass." in h for h in hyps)


def test_premodifier_list_keeps_and(run):
    """Before: "... was a Russian stage, radio actor."."""
    hyps = removals_of(
        run, "Ivan Petrov (2 May 1890 – 3 June 1960) was a Russian stage, film and radio actor."
    )
    assert set(hyps) == {
        "Ivan Petrov (2 May 1890 – 3 June 1960) was a Russian stage and film actor.",
        "Ivan Petrov (2 May 1890 – 3 June 1960) was a Russian stage and radio actor.",
    }
    assert all(kept(p) for p in hyps.values())


def test_fronted_adjunct_keeps_no_conjunction(run):
    """Control: a fronted adjunct before the comma is no list member."""
    hyps = removals_of(run, "On Monday, John and Mary went to the market.")
    assert "On Monday, Mary went to the market." in hyps
    assert not any("Monday and" in h for h in hyps)


def test_verb_list_control(run):
    """Control: a list the parse already linked keeps its conjunction as before."""
    hyps = removals_of(run, "The film was directed, written and produced by Jane Smith.")
    assert set(hyps) == {
        "The film was directed and produced by Jane Smith.",
        "The film was directed and written by Jane Smith.",
    }


def test_such_as_under_quantifier_is_entailed(run):
    """Before: neutral (``quantified_restrictor``)."""
    hyps = removals_of(run, "She has worked with many famous artists such as Picasso and Miro.")
    pair = hyps["She has worked with many famous artists such as Picasso."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "boolean_and")


def test_quantified_restrictor_control(run):
    """Control: a coordination inside the quantifier's restrictor stays neutral."""
    hyps = removals_of(run, "Many species of fish and amphibians live in the lake.")
    pair = hyps["Many species of amphibians live in the lake."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "quantified_restrictor")


def test_or_other_extender_removal_is_entailed(run):
    """Before: neutral (``or_boolean``)."""
    pairs = run("The plant grows in marshes, ponds or other wet places.")[1]
    hyps = removed(pairs)
    for h in (
        "The plant grows in marshes or other wet places.",
        "The plant grows in ponds or other wet places.",
    ):
        assert (hyps[h].heuristic_label, hyps[h].label_rule) == (
            "entailment",
            "or_other_extender",
        )
    # control: an added member is still an or-introduction
    adds = added(pairs)
    assert adds["The plant grows in marshes or other wet places."].heuristic_label == ("entailment")


def test_plain_or_control(run):
    """Control: a list of alternatives without an extender stays neutral."""
    hyps = removals_of(run, "We need to buy bread, milk, or eggs for breakfast.")
    pair = hyps["We need to buy bread or milk for breakfast."]
    assert pair.heuristic_label == "neutral"


def test_negated_or_other_control(run):
    """Control: under negation the earlier rule applies."""
    hyps = removals_of(run, "He did not visit Paris or other large cities.")
    pair = hyps["He did not visit Paris."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "negated_or")
