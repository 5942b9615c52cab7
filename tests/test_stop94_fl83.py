"""Stop 94, branch fl83: ``lost_substitute_antecedent`` and ``lost_antecedent`` on a substitute
"one" that keeps a referent (docs/flags.md, "Stop 94: fl83").

1. A demonstrative substitute ("this one", "that large one") can point at a referent in the
   situation (exophoric demonstratives, Halliday & Hasan 1976 ch. 2; exophoric substitution,
   ch. 3): with the removed conjunct's noun gone it still has a referent, the same one on both
   sides of the pair, so neither flag is a promise there (``syntax.demonstrative_substitute``).
2. A count noun left in the kept text before the substitute, in any argument position and
   either number, is an antecedent it can take ("keep my old jars to refill from this big one":
   "one" carries its own number, Halliday & Hasan 1976 §3.2.1).

Near misses stay flagged: a bare "a new one" / "took one" with no kept noun and no
demonstrative, and a kept noun only as the subject ("the war took one").

Constructed sentences through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pair_flags, settled_conjunction_pair

SUBSTITUTE = "lost_substitute_antecedent"
LOST = "lost_antecedent"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # a demonstrative substitute: the item in hand or under review
        (
            "I bought other brands but was not happy until I found this one.",
            "I was not happy until I found this one.",
        ),
        (
            "I enjoy sour candy with nut centers but would never buy this one again.",
            "I would never buy this one again.",
        ),
        ("We tried several cafes and liked that one best.", "We liked that one best."),
        # a kept count noun of the other number before the substitute
        (
            "I like this brand and keep my old jars to refill from this big one.",
            "I keep my old jars to refill from this big one.",
        ),
        (
            "I sold the bottle and kept the bottles to refill from a large one.",
            "I kept the bottles to refill from a large one.",
        ),
    ],
)
def test_substitute_keeps_a_referent(text: str, hypothesis: str) -> None:
    pair = settled_conjunction_pair(text, hypothesis)
    flags = pair_flags(pair)
    assert SUBSTITUTE not in flags
    assert LOST not in flags
    assert pair.well_formed


@pytest.mark.parametrize(
    ("text", "hypothesis", "flag"),
    [
        # no demonstrative, no kept noun: "one" stands for nothing
        ("I lost my old phone and bought a new one.", "I bought a new one.", SUBSTITUTE),
        ("We fixed the old roof and then built a new one.", "We built a new one.", LOST),
        # the only kept noun is the subject, not a parallel argument
        ("She raised two sons, but the war took one.", "The war took one.", SUBSTITUTE),
    ],
)
def test_bare_substitute_still_flagged(text: str, hypothesis: str, flag: str) -> None:
    pair = settled_conjunction_pair(text, hypothesis)
    assert flag in pair_flags(pair)
    assert not pair.well_formed
