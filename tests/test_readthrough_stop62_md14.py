"""Read-through of stop 62's merged changes in the shared layers and implicature (branch md14).

Two clear defects.

1. ``flags.inflected_go_come`` (fl25) took a preposition that is a homograph of a plain verb
   for the bare second verb of "go/come + verb" ("We kept going till the sun came up",
   "Everyone went except the two guards"), so the ``inflected-go-come`` refusal fired on good
   sentences of every phenomenon. Quirk et al. 1985 §9.7: "bar", "except", "save", "till" are
   simple prepositions.
2. ``negation.clitic_negative`` (ng, stop 62) spelled a plural existential "'s" as "aren't" also
   when the clitic is the perfect "has" that the tagger lemmatized "be": "There's been two
   attacks" -> "*There aren't been two attacks" (before: "There hasn't been ..."). The perfect
   is resolved by ``clitic_has``, which ``plural_existential`` now consults.

Real spaCy parses and the real miner, through tests.phenomenon_support.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    "text",
    [
        "We kept going till the sun came up over the ridge.",
        "Everyone went except the two guards at the gate.",
        "All the villagers came save the old miller.",
        "The whole crew came bar the cook and his boy.",
    ],
)
def test_preposition_after_go_come_is_no_bare_verb(text):
    assert not flags.inflected_go_come(text)


def test_guard_inflected_go_come_before_a_bare_verb_still_flagged():
    assert flags.inflected_go_come("She went fetch the water before dawn.")


def test_pair_with_go_come_and_preposition_is_not_refused():
    pairs = mined_pairs(
        "Everyone went except the two guards, who managed to lock the door.", "verb_complement"
    )
    quoting = [p for p in pairs if "went except the" in p.premise + p.hypothesis]
    assert quoting
    for pair in quoting:
        assert "inflected-go-come" not in pair.features["flags"]


@pytest.mark.parametrize(
    "text,negated",
    [
        (
            "There's been two attacks on the convoy this week.",
            "There hasn't been two attacks on the convoy this week.",
        ),
        (
            "There's already been three fires in the valley.",
            "There hasn't already been three fires in the valley.",
        ),
        # guard: the present plural existential still agrees once negated (stop 62)
        (
            "There's snakes in most of the old sewers.",
            "There aren't snakes in most of the old sewers.",
        ),
    ],
)
def test_perfect_clitic_s_of_an_existential_is_has(nlp, text, negated):
    assert negate(nlp(text)).text == negated
