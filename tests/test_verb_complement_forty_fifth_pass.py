"""verb_complement, forty-fifth pass (branch vc37, blind slice s1130h, Moby-Dick): the
first-person "should" of volition ("I should like to know"), whose hypothesis kept "should" and
read as an obligation, and the fixed idiom "come to pass" (= happen), which was read as the
implicative "come to" over a verb "pass".

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (6e17de2), except those whose docstring says they guard
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, pairs_of

# 1. first-person "should like/love/prefer to": "should" is the conditional of volition, the
#    variant of "would" (Quirk et al. 1985 §4.60), so its hypothesis takes "shall" as that of
#    "would like" takes "will"


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        (
            "I should like to hear the rest of the story.",
            "like",
            "I shall hear the rest of the story.",
        ),
        (
            "We should like to see the old charts before we sail.",
            "like",
            "We shall see the old charts before we sail.",
        ),
        (
            "I should prefer to wait for the tide.",
            "prefer",
            "I shall wait for the tide.",
        ),
    ],
)
def test_first_person_should_of_volition_becomes_shall(mine, text, lemma, hypothesis):
    original, negated = pairs_of(mine(text), lemma)
    assert original.hypothesis == hypothesis
    assert negated.hypothesis == hypothesis
    assert original.heuristic_label == "neutral"
    assert kept(original)


def test_would_like_still_becomes_will(mine):
    """Guard (passed before): "would like" keeps its "will"."""
    original, _ = pairs_of(mine("We would like to see more investment in our schools."), "like")
    assert original.hypothesis == "We will see more investment in our schools."
    assert kept(original)


def test_deontic_should_with_another_subject_is_not_rewritten_to_shall(mine):
    """Guard: with a second-person subject "should" is no conditional of volition."""
    original, _ = pairs_of(mine("You should like to read this book."), "like")
    assert "shall" not in original.hypothesis


# 2. "come to pass" (= happen) is one fixed intransitive idiom: no candidate


@pytest.mark.parametrize(
    "text",
    [
        "And so it came to pass that the old village was abandoned.",
        "Everything the old pilot had foretold came to pass within a year.",
    ],
)
def test_come_to_pass_is_no_complement(mine, text):
    assert [c.trigger_lemma for c, _ in mine(text) if c.trigger_lemma == "come"] == []


def test_implicative_come_to_stays(mine):
    """Guard (passed before): the implicative "come to" keeps its entailment."""
    original, negated = pairs_of(mine("Over the years she came to trust the old ferryman."), "come")
    assert original.hypothesis == "Over the years she trusted the old ferryman."
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "contradiction"
    assert kept(original)
