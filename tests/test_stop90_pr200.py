"""Stop 90, pr200: presupposition on customers' food reviews (slice s1206a).

- A genitive inside a brand name ("Newman's Own") is no possession by a person (Quirk et al.
  1985 §5.115): no possessive draft; "ingredient" is a relational noun (an ingredient OF a
  mixture, Barker 1995): "Annie's ingredients" gets none either.
- Past "had" + food or drink is light "have" of ingesting ("had coffee" = drank; Quirk §10.2,
  Levin 1993 §39.1): no "X had coffee" draft; a present "has" and non-food nouns keep theirs.
- "arrive/come in" + a container, conveyance or the post is the manner of arrival, no goal
  (Levin §51.1): no "was not in the mail before" draft; a real place keeps it.
- "find" with a shop or market as place is coming upon goods, nothing missing: no candidate.
- Contrastive "while" comparing two sums of money is "whereas" (Quirk §15.50): no temporal
  presupposition; a progressive while-clause keeps its temporal reading.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _drafts(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- brand genitives and food possessums -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        # s1206a pres-013/051: "Own" continues the brand name
        ("We switched to Newman's Own dry and wet food several years ago.", "Newman had"),
        # constructed: a capitalised common word after the 's
        ("My aunt bought Grandma's Secret hot sauce.", "Grandma had"),
        # s1206a pres-067: "ingredient" is relational (of a mixture), the maker is no relatum
        ("Annie's ingredients allow me to rationalize that it's not that bad.", "Annie has"),
        # s1206a pres-082, pres-074: past "had" + drink / food reads as consumption
        (
            "Originally found Wolgang Puck's coffee in a CA supermarket and tried to get it later.",
            "Puck had coffee",
        ),
        ("I didn't think this honey tasted as good as the hampton's honey.", "had honey"),
        ("My neighbour's bread was stale by Sunday.", "had bread"),  # constructed
        ("The old farmer's wine tasted of vinegar.", "had wine"),  # constructed
    ],
)
def test_brand_and_food_genitives_draft_no_possession(text, bad):
    assert not any(bad in d for d in _drafts(text, "possessed_definites"))


def test_brand_genitive_is_no_trigger():
    # s1206a pres-009/pres-040: the embedded premises with the source as hypothesis were judged
    # bad too ("'Newman's Own' is a brand name, not a possessed definite")
    pairs = mined_pairs(
        "We switched to Newman's Own dry and wet food several years ago.", "presupposition"
    )
    assert not [p for p in pairs if p.subtype == "possessed_definites"]


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("My neighbour's dog barked all night.", "My neighbour had a dog."),
        (
            "MIPS' processor chips were used in the DEC 3100 series of workstations.",
            "MIPS had processor chips.",
        ),
        ("The baker's wife sold cakes.", "The baker had a wife."),
        # s1206a pres-025/072, judged kept: a maker's product, present "has"
        ("It tastes better than Sprout's pasta with lentil bolognese.", "Sprout has pasta."),
    ],
)
def test_ordinary_possession_keeps_its_draft(text, draft):
    assert draft in _drafts(text, "possessed_definites")


# -- arrive in a container -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The seeds arrived in a small plastic baggy with instructions to soak and sow.",
        "My new Buddhas palm just arrived in the mail ...priority mail!",
        "The tea arrived in a cardboard box.",  # constructed
        "The cookies arrived in a tin box with a ribbon.",  # constructed
    ],
)
def test_arrival_in_a_container_is_no_prior_location(text):
    assert not any(" in " in d and "before" in d for d in _drafts(text, "change_of_state"))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("They arrived in Paris on Monday.", "They were not in Paris before."),
        (
            "The package arrived at my house in a plain brown box.",
            "The package was not at my house before.",
        ),
        ("The guests arrived in the hall.", "The guests were not in the hall before."),
    ],
)
def test_arrival_at_a_place_keeps_its_draft(text, draft):
    assert draft in _drafts(text, "change_of_state")


# -- find at a shop --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I found Mrs. Wages at a local Mennonite market and figured I would give it a try.",
        "Last year my mother found Mrs. Miller at the supermarket.",  # constructed
    ],
)
def test_find_at_a_shop_is_no_change_of_state(text):
    assert not any("unknown location" in d for d in _drafts(text, "change_of_state"))


def test_find_of_a_missing_being_stays_a_candidate():
    drafts = _drafts("The rangers found the missing hiker in the woods.", "change_of_state")
    assert "The missing hiker was in an unknown location before." in drafts


# -- contrastive while over amounts ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "While through this vendor the milk/white chocolate for 1kg costed me close to $50 with "
        "shipping, I bought the 5kg block from the local distributor for just $47!!",
        "While the store charged $12 for one jar, I paid only $8 on Amazon.",  # constructed
        "While at the market the honey cost me almost $20, I got two jars here for $15.",
    ],
)
def test_while_comparing_amounts_is_not_temporal(text):
    assert _drafts(text, "temporal_adverbs") == set()


def test_progressive_while_with_amounts_stays_temporal():
    drafts = _drafts(
        "While I was waiting for the bus, my brother spent $20 on lunch.", "temporal_adverbs"
    )
    assert "I was waiting for the bus." in drafts
