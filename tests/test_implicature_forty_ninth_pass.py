"""Forty-ninth pass (docs/implicature.md, "Forty-ninth pass (stop 53, im42: names, scales,
splices)").

1. a numeral in a name or label is no count ("Trancers 6 gets ...", "Top 10 lists"); a dative
   before a numeral keeps its pair;
2. "similar" with one relatum only ("I feel similar") and "tired" of a thing ("The house looks
   tired") are not on ⟨similar, identical⟩ / ⟨tired, exhausted⟩; their twins keep the pair.

Constructed sentences through the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    "text",
    [
        "Gremlins 2 gets a 7 out of 10.",
        "I read Top 10 lists every day.",
    ],
)
def test_a_numeral_in_a_name_is_no_count(text):
    assert not _hypotheses(text, "numerals")


def test_a_dative_before_a_numeral_keeps_the_count():
    assert _hypotheses("I told Mary two stories.", "numerals") == {
        "I didn't tell Mary more than two stories."
    }


def test_similar_with_one_relatum_has_no_pair():
    assert not _hypotheses("I feel similar, my last job was the same.", "gradable_adjectives")


def test_similar_with_two_relata_keeps_the_pair():
    assert _hypotheses("The two drafts are similar.", "gradable_adjectives") == {
        "The two drafts aren't identical."
    }


def test_tired_of_a_thing_has_no_exhausted_pair():
    hyps = _hypotheses("The old hotel looks shabby and tired.", "gradable_adjectives")
    assert not any("exhausted" in h for h in hyps)


def test_tired_of_people_keeps_the_pair():
    assert _hypotheses("The kids are tired.", "gradable_adjectives") == {
        "The kids aren't exhausted."
    }
