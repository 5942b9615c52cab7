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


# Finding 8: a comparative that picks out a class states an ability; only the indefinite
# singular subject (hypothetical_could, now NN or NNP) is hypothetical.
def test_class_comparative_subject_could_keeps_its_pair() -> None:
    assert _hypotheses("Older members could cancel their subscription.", "modals") == {
        "Older members didn't need to cancel their subscription."
    }
    assert _hypotheses("The larger firms could act on this.", "modals") == {
        "The larger firms didn't need to act on this."
    }
    assert _hypotheses("Stronger players could win the cup.", "modals") == {
        "Stronger players didn't need to win the cup."
    }


def test_indefinite_singular_subject_could_still_gets_no_pair() -> None:
    text = "A more skilled Magus could cast them more efficiently, though."
    assert _hypotheses(text, "modals") == set()
    assert _hypotheses("A skilled Magus could cast them more efficiently.", "modals") == set()
    assert _hypotheses("A skilled wizard could cast them more efficiently.", "modals") == set()


# Finding 9: "open up" is presentational by its subject (a job, an opportunity), not by "to".
def test_opening_up_of_new_entities_gets_no_pair() -> None:
    assert _hypotheses("Many new careers are opening up.", "quantifiers") == set()
    assert _hypotheses("Many new opportunities are opening up.", "quantifiers") == set()


def test_opening_up_of_a_given_set_keeps_its_pair() -> None:
    assert _hypotheses("Many markets are opening up to foreign investors.", "quantifiers") == {
        "Not all markets are opening up to foreign investors."
    }
    assert _hypotheses("Many doors opened up.", "quantifiers") == {"Not all doors opened up."}


def test_original_opening_up_sentence_still_gets_no_pair() -> None:
    text = "Many new careers are opening up to those who are willing to learn a new craft."
    assert _hypotheses(text, "quantifiers") == set()
