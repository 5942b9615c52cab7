"""verb_complement, stop 71 round three (branch vc121): labels from the s1204b review.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. emotive factives with a that-clause ("amazed/surprised/astonished that") presuppose their
   complement, positive and negated (Kiparsky & Kiparsky 1970): entailment, not neutral;
2. a negated impersonal passive factive whose negation focuses an extent adverb ("It is not
   widely known that P") keeps the factive's presupposition (+/+); without the adverb ("It has
   not been observed that P") it stays +/o (neutral when negated);
3. no clausal complement: a naming participle with an object predicative and no object ("could
   hold two addresses called the CBR") heads a reduced relative, not a zero-"that" clause: both
   pairs are flagged ``participle-small-clause`` (well_formed false).
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
    }


# 1. emotive factives


def test_amazed_that_entails_its_complement():
    pairs = _by_kind("She is always amazed that the old server still boots.")
    assert pairs["original"][1:] == ("The old server still boots.", "entailment")


def test_negated_surprised_that_still_presupposes():
    pairs = _by_kind("She was surprised that the server kept running.")
    assert pairs["original"][2] == "entailment"
    assert pairs["negated"][0] == "She was not surprised that the server kept running."
    assert pairs["negated"][1:] == ("The server kept running.", "entailment")


def test_non_factive_that_verb_stays_neutral():
    pairs = _by_kind("She said that the server kept running.")
    assert pairs["original"][2] == "neutral"


# 2. extent adverb under a negated impersonal passive


def test_not_widely_known_keeps_the_presupposition():
    text = "It is not widely known that the compiler was written in a weekend."
    pairs = _by_kind(text)
    assert pairs["original"] == (text, "The compiler was written in a weekend.", "entailment")


def test_not_widely_observed_keeps_the_presupposition():
    pairs = _by_kind("It has been widely observed that the cache grows without bound.")
    assert pairs["negated"][1:] == ("The cache grows without bound.", "entailment")


def test_bare_negated_impersonal_passive_stays_open():
    pairs = _by_kind("It has been observed that the cache grows without bound.")
    assert pairs["original"][1:] == ("The cache grows without bound.", "entailment")
    assert pairs["negated"][1:] == ("The cache grows without bound.", "neutral")


# 3. naming participle read as a zero-"that" clause


def test_naming_participle_after_object_is_flagged():
    text = (
        'The 36-bit word could hold two 18-bit addresses called the "Contents of the Base'
        ' Register" (CBR) and the "Contents of the Limit Register" (CLR).'
    )
    pairs = mined_pairs(text, "verb_complement")
    assert pairs
    for pair in pairs:
        assert "participle-small-clause:called" in pair.features["flags"]
        assert settle(pair).well_formed is False


def test_finite_naming_clause_after_say_stays():
    pairs = _by_kind("She said the committee called the proposal a failure.")
    assert pairs["original"][1:] == ("The committee called the proposal a failure.", "neutral")
    for pair in mined_pairs(
        "She said the committee called the proposal a failure.", "verb_complement"
    ):
        assert settle(pair).well_formed is True
