"""Stop 59 mends of the sixty-first pass (docs/implicature.md, "Sixty-first pass", "Stop 59
mends"): the review rt1's findings 2, 7, 8 and 9. Each fix has a sentence that now keeps (or
loses) its pair and a twin the original rule was written for, both through the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


# Finding 2: a fronted adjunct and its comma is no host clause of a bare absolute.
def test_fronted_adjunct_before_root_participle_keeps_its_pair() -> None:
    assert _hypotheses("In 2010, ten cucumbers ripened.", "numerals") == {
        "In 2010, no more than ten cucumbers ripened."
    }
    assert _hypotheses("Yesterday, ten cucumbers ripened.", "numerals") == {
        "Yesterday, no more than ten cucumbers ripened."
    }


def test_bare_absolute_after_host_clause_still_gets_no_pair() -> None:
    text = "Several buildings are in ruins, some of them still smoldering."
    assert _hypotheses(text, "quantifiers") == set()


# Finding 7: "at any time" is the frame of permission/ability, not imminence.
def test_could_at_any_time_keeps_its_pair() -> None:
    assert _hypotheses("Members could cancel their subscription at any time.", "modals") == {
        "Members didn't need to cancel their subscription at any time."
    }


def test_could_at_any_moment_still_gets_no_pair() -> None:
    assert _hypotheses("The Navy could act on this at any moment.", "modals") == set()
    assert _hypotheses("The Navy could act on this any day now.", "modals") == set()
