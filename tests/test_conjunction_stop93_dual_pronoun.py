"""Stop 93 integration: cj203's dual-pronoun refusal (``conjunction_remainders.
_dual_pronoun_after_pair``) narrowed after the blind A/B ab93, where two removals it refused were
judged kept. The additive adverbs "neither did X" / "not ... either" count nothing, and "both"
after verb-phrase members stands for the members only as the object of "do" or as a subject.
Constructed sentences through the real parse."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    runner = conjunction_runner(parsed, ctx)
    return lambda text: runner(text)[1]


def test_additive_neither_does_not_block_the_removal(run):
    text = (
        "Kept waiting for 40 minutes and then promised a discount and it never came and neither"
        " did the manager."
    )
    hyps = removed(run(text))
    assert "Kept waiting for 40 minutes and it never came and neither did the manager." in hyps
    # the inverted additive member is no correlative: no cut drops "neither" or strands "the
    # manager" (both were written clean before)
    assert not any(h.endswith(("and did the manager.", "it never came the manager.")) for h in hyps)


def test_both_as_object_of_a_lexical_verb_after_verb_phrases_is_no_count_of_them(run):
    text = "I have used ginger in the past and had success with that so I tried a tea that had both in it."
    hyps = removed(run(text))
    assert "I have had success with that so I tried a tea that had both in it." in hyps, sorted(
        hyps
    )


def test_do_both_after_verb_phrases_still_blocks(run):
    """Near-miss: the pro-verb "do both" takes the two actions as its antecedent."""
    hyps = removed(run("I can walk to work or drive, but I can't do both."))
    assert not any(h.endswith("can't do both.") for h in hyps), sorted(hyps)


def test_both_after_noun_members_still_blocks(run):
    """Near-miss: after noun-phrase members any "both" counts them."""
    hyps = removed(run("We ordered the soup and the salad, and we liked both."))
    assert not any(h.endswith("we liked both.") and p.well_formed for h, p in hyps.items()), sorted(
        hyps
    )


def test_both_with_no_pair_in_the_member_before_counts_the_context(run):
    """ "both" in a later member counts the members' pair only where the member before names
    two things; here the two dishes are the context's, and the removals stay."""
    hyps = removed(
        run("I sort of liked the noodles better, but both were tasty (the curry was hot).")
    )
    assert "I sort of liked the noodles better." in hyps, sorted(hyps)
    assert "Both were tasty (the curry was hot)." in hyps, sorted(hyps)


def test_both_counting_an_inner_pair_still_blocks(run):
    """Near-miss: "walk or drive, and both are fine" -- "Both are fine." is never written."""
    hyps = removed(run("I can walk to work or drive, and both are fine."))
    assert "Both are fine." not in hyps, sorted(hyps)


@pytest.mark.parametrize(
    "text",
    [
        "Next Rex yawns and trots slowly to the door and waits for his walk.",
        "Then Molly stretches and walks nonchalantly to the bowl and has her few bites.",
    ],
)
def test_present_verb_read_as_plural_noun_keeps_its_removals(run, text):
    """A subject + "-s" verb the parse read as a plural noun, coordinated with "-s" verbs: like
    categories, a real clause; its removals stay."""
    hyps = removed(run(text))
    assert len(hyps) >= 2, sorted(hyps)
