"""Stop 92, vc189: verb-complement pairs on Amazon food reviews (s1206a-s1207b, ab90b, ab91).

- ¬S of the high end of an emotive scale as the speaker's own attitude or under "would"
  ("I do not love to V", "We would not love to see", "I was not thrilled to learn that") is an
  understatement, no denial (Horn 1989 §4.4): flagged ``negated-extreme-emotive:<lemma>``; a
  third-person disposition ("My neighbours do not love to grill") and a mid-scale "like" stay;
- a complement "they" whose predicate is an "easy"-class adjective with an object gap ("they
  are fun and easy to drink") is the theme of the infinitive: it is not rebound to the matrix
  subject ("Kids are fun"), while "they are happy to help" still is.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, premise_kind: str = "original") -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == premise_kind and p.hypothesis_kind == "complement"
    }


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- negated high-end emotives ----------------------------------------------------------------


def test_first_person_love_to_negated_is_flagged():
    pair = _pairs("I love to bake bread on Sundays.", "negated")["I bake bread on Sundays."]
    assert pair.premise == "I do not love to bake bread on Sundays."
    assert "negated-extreme-emotive:love" in _flags(pair)
    assert not pair.well_formed


def test_would_love_to_negated_is_flagged_for_a_third_person_subject_too():
    pair = _pairs("My dogs would love to eat these every day.", "negated")[
        "My dogs will eat these every day."
    ]
    assert "negated-extreme-emotive:love" in _flags(pair)
    assert not pair.well_formed


def test_contracted_would_love_to_negated_is_flagged():
    pairs = _pairs("I'd love to try the mint flavor.", "negated")
    assert pairs
    assert all("negated-extreme-emotive:love" in _flags(p) for p in pairs.values())


def test_first_person_thrilled_to_negated_is_not_flagged():
    # stop 92 integration: an emotive factive participle's complement projects under negation,
    # so the negated pair is a clean test and stays in the reviewer's stream
    pair = _pairs("We were thrilled to learn that the shop ships overseas.", "negated")[
        "We learned that the shop ships overseas."
    ]
    assert not any(f.startswith("negated-extreme-emotive") for f in _flags(pair))


def test_original_premises_are_untouched():
    for text in ("I love to bake bread on Sundays.", "My dogs would love to eat these every day."):
        pairs = _pairs(text)
        assert pairs
        for pair in pairs.values():
            assert not any(f.startswith("negated-extreme-emotive") for f in _flags(pair))
            assert pair.well_formed


def test_guard_third_person_disposition_stays():
    pair = _pairs("My neighbours love to grill in the summer.", "negated")[
        "My neighbours grill in the summer."
    ]
    assert not any(f.startswith("negated-extreme-emotive") for f in _flags(pair))
    assert pair.well_formed


def test_guard_mid_scale_like_stays():
    pair = _pairs("I like to drink it cold.", "negated")["I drink it cold."]
    assert not any(f.startswith("negated-extreme-emotive") for f in _flags(pair))
    assert pair.well_formed


# -- complement pronoun under an "easy"-class adjective ---------------------------------------


def test_tough_predicate_pronoun_is_not_rebound():
    pairs = _pairs("Children say they are nice and easy to chew.")
    assert "They are nice and easy to chew." in pairs
    assert "Children are nice and easy to chew." not in pairs


def test_tough_predicate_with_stranded_preposition_is_not_rebound():
    pairs = _pairs("The boys think they are easy to cook with.")
    assert "They are easy to cook with." in pairs
    assert "The boys are easy to cook with." not in pairs


def test_guard_control_adjective_pronoun_is_still_rebound():
    pairs = _pairs("The kids think they are happy to help.")
    assert "The kids are happy to help." in pairs


def test_guard_eager_to_please_is_still_rebound():
    # "eager to please" (subject control) against "easy to please" (object gap): Chomsky 1964
    pairs = _pairs("The kids say they are eager to please.")
    assert "The kids are eager to please." in pairs
