"""Stop 94, pr210: presupposition on food reviews (blind slice s9401, issue #11).

- A trade name in the genitive before food or goods is the maker's (the genitive of origin,
  Quirk et al. 1985 §5.116-5.117; a genitive inside a firm's name, H&P 2002 ch. 5 §16.4): no
  "Heinz has ketchup" when the recogniser types the possessor ORG/PRODUCT or the possessor is a
  bare nationality word of the "the French" class (which as a people needs "the"); after an ORG
  name the food must carry a classifying premodifier ("tomato ketchup"), since given names are
  typed ORG too. A person's car, recipe or cookies keep their draft.
- A numeral right before a singular unit noun that premodifies the head ("all the two star
  reviews", "all the 200 calorie bars") is part of an open compound adjective (Quirk §17.109),
  not a determiner counting the head: no numeric-determiner candidate. "all three chicken
  breasts" and "all five stars" keep theirs.
- A clause-initial "Only" before a lower-case noun the tagger calls NNP ("Only con is that
  ...") is the article-dropped "the only con", as for a noun tagged NN: no focus candidate.
  "Only John came" keeps its candidate.
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


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


# -- trade-name genitives ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # ORG possessor before a food noun named with a premodifier
        "Sadly, Heinz's tomato ketchup tastes different now.",
        "The new recipe of Campbell's chicken soup is too salty.",
        # a bare "the French"-class nationality word: a name, not the people
        "I still buy French's yellow mustard for hot dogs.",
        "Honestly, French's crispy onions taste like cardboard.",
    ],
)
def test_trade_name_genitive_has_no_possessive_candidate(text: str) -> None:
    assert _pairs(text, "possessed_definites") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("My sister's car broke down yesterday.", "My sister had a car."),
        ("John's recipe for chili is the best.", "John has a recipe."),
        ("My friend Sarah's cookies were gone in minutes.", "Sarah had cookies."),
        # the recogniser types some given names ORG: bare food after them stays an ownership
        ("Meredith's apples might upset the children.", "Meredith has apples."),
    ],
)
def test_person_possessor_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "possessed_definites")


# -- numerals inside compound modifiers ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "After reading all the two star reviews, I almost cancelled.",
        "I checked all the 200 calorie bars at the shop.",
    ],
)
def test_numeral_in_compound_modifier_is_no_determiner(text: str) -> None:
    assert _pairs(text, "numeric_determiners") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # "chicken" premodifies but is no unit: "three" counts the breasts
        ("I bought all three chicken breasts at the market.", "There were three chicken breasts."),
        # the plural unit is the head itself
        ("All five stars were visible last night.", "There were five relevant stars."),
    ],
)
def test_counting_numeral_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "numeric_determiners")


# -- "Only N is that ..." with a lower-case NNP ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Only con is that the bag is hard to reseal.",
        "Only con is that shipping took a week.",
    ],
)
def test_article_dropped_only_with_misread_proper_tag(text: str) -> None:
    assert _pairs(text, "only") == []


def test_focus_only_on_a_name_keeps_its_candidate() -> None:
    assert "John came to the party." in _drafts("Only John came to the party.", "only")
