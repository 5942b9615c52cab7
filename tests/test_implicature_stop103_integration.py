"""Stop 103 integration: the blind A/B `ab105` (Brown text) kept every pair that im07's scene rule
and im08's kind-"many" rule had refused on two sentences. Two narrowings, each with a near miss
that keeps the refusal (constructed sentences, real parses)."""

from __future__ import annotations

from tests.test_implicature_im07 import _original


def test_figurative_direction_is_no_scene():
    # "went into trade": an abstract object makes the preposition figurative (no place)
    assert _original("Some settlers went into trade.", "quantifiers") == [
        "Not all settlers went into trade."
    ]


def test_physical_direction_is_still_a_scene():
    assert _original("Some ravens flew over the house.", "quantifiers") == []


def test_many_with_possession_is_proportional():
    # "have" a part/feature is an individual-level predicate: the proportional "many"
    assert _original("Many styles have perforations.", "quantifiers") == [
        "Not all styles have perforations."
    ]


def test_many_with_an_eventive_habitual_is_still_refused():
    assert _original("Many websites publish recipes.", "quantifiers") == []
