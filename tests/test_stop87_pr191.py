"""Stop 87, pr191: possessed-definite drafts that read an idiom as possession.

Review s1205s (pres-017, -021, -022, -040) rejected "Yahweh had a sight" ("in Yahweh's sight"),
"Pharaoh had a heart" ("hardened Pharaoh's heart") and the agreement slip "Yahweh of Armies have
a hand". Complex prepositions in the genitive form ("in X's sight / presence / stead / favour",
"by X's hand", "at X's hands"; Quirk et al. 1985 §9.10-9.11, §5.116) and the verb-object idiom
"harden X's heart" name no possession (wordlists/presupposition_possessive_idioms.txt); a
possessor in -s with the "'s" ending is a singular name, not a regular plural (Quirk §5.112).
"""

import pytest

from tests.phenomenon_support import mined_pairs


def _possessive_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
        and (" had " in p.hypothesis or " has " in p.hypothesis or " have " in p.hypothesis)
    }


@pytest.mark.parametrize(
    "text, bad",
    [
        ("Er, Judah's firstborn, was wicked in Yahweh's sight.", "Yahweh had a sight."),
        ("The boy was evil in Yahweh's sight.", "Yahweh had a sight."),
        ("The letter was sent by the prophet's hand.", "The prophet had a hand."),
        ("The rebels suffered greatly at the king's hands.", "The king had hands."),
        ("The city was given into the general's hand.", "The general had a hand."),
        (
            "The queen hardened the prisoner's heart with her cruelty.",
            "The prisoner had a heart.",
        ),
    ],
)
def test_genitive_in_idiom_writes_no_possession(text: str, bad: str) -> None:
    hyps = _possessive_hypotheses(text)
    assert bad not in hyps, hyps


def test_literal_possession_after_preposition_is_kept() -> None:
    # a good neighbour (passes on the base too): "in X's garden" is a place X has, no
    # complex preposition
    hyps = _possessive_hypotheses("The servant was standing in his master's garden.")
    assert "His master had a garden." in hyps


def test_singular_name_in_s_with_apostrophe_s_agrees() -> None:
    hyps = _possessive_hypotheses(
        "They will fear the shaking of Yahweh of Armies's hand, which he shakes over them."
    )
    assert "Yahweh of Armies has a hand." in hyps, hyps
    assert "Yahweh of Armies have a hand." not in hyps


def test_constructed_singular_title_in_s_agrees() -> None:
    hyps = _possessive_hypotheses("The Lord of Armies's prophet speaks to the people today.")
    assert "The Lord of Armies has a prophet." in hyps, hyps


@pytest.mark.parametrize(
    "text, good",
    [
        ("The soldiers' tents are burning.", "The soldiers have tents."),
        ("The children's toys are broken.", "The children have toys."),
    ],
)
def test_regular_and_irregular_plurals_stay_plural(text: str, good: str) -> None:
    # good neighbours (pass on the base too): a regular plural's zero genitive, an irregular
    # plural's "'s"
    assert good in _possessive_hypotheses(text)


def test_modified_hand_after_by_stays_a_hand() -> None:
    # a good neighbour: an adjective breaks the complex preposition "by X's hand" (Quirk §9.11)
    hyps = _possessive_hypotheses("The letter was taken by the clerk's quicker hand.")
    assert "The clerk had a quicker hand." in hyps, hyps
