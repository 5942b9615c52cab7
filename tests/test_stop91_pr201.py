"""Stop 91, pr201: presupposition on customers' food reviews (slice s1206b).

- A personal name's genitive before goods or food is the maker's (Quirk et al. 1985 §5.115-
  5.116: genitive of origin, a firm named for its founder): no "Annie had products" draft; a
  common word as a name ("Sprout's pasta"), a titled name and an owned artifact keep theirs.
- "find" with a predicative adjective is "judge" (Quirk §16.45) and a name whose head is a
  thing's common noun ("this Jasmine Green Tea") is a thing come upon: no change of state;
  IMPPRES's "found John" keeps its candidate.
- A habitual or quantified main clause makes "before" non-veridical (Heinämäki 1974; Beaver &
  Condoravdi 2003): no "I buy a whole case" draft; a past episode keeps it.
- A continuative of a verb of obtaining or trying with no object (a definite null object,
  Fillmore 1986) drafts no "I have been buying."; with its object it does.
- "melt" needs a solid patient (Levin 1993 §45.4): no "Your mouth was solid before".
- Count food nouns take the article (CGEL §5.6): "My cat has a diet".
- A base-form later VP conjunct whose negation would land on the first conjunct: no negated
  premise.
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


# -- the maker's genitive --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        # s1206b pres-026/079
        ("Before trying this stuff, I was 100% satisfied with Annie's products.", "Annie"),
        # s1206b pres-055: "McCormick" is capitalised, though not str.istitle()
        ("We've been enjoying McCormick's crock-pot chilli for some time now.", "McCormick"),
        # constructed
        ("I ordered more of Emeril's barbecue sauce last week.", "Emeril"),
        ("I keep buying Rachael's pasta sauce at the store.", "Rachael"),
    ],
)
def test_maker_genitive_has_no_possessive_candidate(text: str, bad: str) -> None:
    assert not [p for p in _pairs(text, "possessed_definites") if bad in p.premise]


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # judged kept twice (s1206a pres-025/072): a common word used as a firm's name
        ("It tastes better than Sprout's pasta with lentil bolognese.", "Sprout has pasta."),
        # an owned artifact, no goods or food
        ("I borrowed Robert's hammer yesterday.", "Robert had a hammer."),
        ("I love Mary's dog.", "Mary has a dog."),
    ],
)
def test_owner_genitive_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "possessed_definites")


def test_bare_food_noun_of_a_name_stays_a_candidate() -> None:
    # IMPPRES's paradigm ("Dana's bread", "Susan's eggplant"): a bare food noun is owned
    assert _pairs("Dana's bread was on the table.", "possessed_definites")


# -- "find" -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # s1206b pres-004: find = judge, a small clause with an RB-tagged adjective
        "We find Republic Tea exceptional over most any other brand we have tried.",
        # constructed: an adjective tagged as such
        "We found Republic Tea delicious.",
        # s1206b pres-046/052: a thing's name, come upon
        "I found this Jasmine Green Tea at Alamo Drafthouse.",
        # constructed
        "My wife found Royal Blend Coffee on a trip to Maine.",
    ],
)
def test_find_judge_or_come_across_is_no_change_of_state(text: str) -> None:
    assert not _pairs(text, "change_of_state")


def test_find_a_missing_person_keeps_its_candidate() -> None:
    # IMPPRES's paradigm and a person found quickly: the candidate stays
    assert _pairs("The guest had found John.", "change_of_state")
    assert _pairs("They found Maria quickly.", "change_of_state")


# -- habitual "before" ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        # s1206b pres-045/066
        (
            "I normally try a product before buying a whole case, but I was unable to find "
            "this particular brand in local stores.",
            "I buy a whole case.",
        ),
        # constructed: "always", "usually"
        ("We always taste the sauce before serving it to guests.", "We serve it to guests."),
        ("We usually check the date before opening the bag.", "We open the bag."),
    ],
)
def test_habitual_before_has_no_draft(text: str, bad: str) -> None:
    assert bad not in _drafts(text, "temporal_adverbs")
    assert not _drafts(text, "temporal_adverbs")


def test_episodic_before_keeps_its_draft() -> None:
    assert "I bought a whole case." in _drafts(
        "I tried a sample before buying a whole case.", "temporal_adverbs"
    )
    # a routine's steps each happen; a third person's described regularity (NOPE's experts
    # kept "he often makes sense of these states before reaching despair")
    assert "I pour the water over the tea." in _drafts(
        "I cool the water for a minute before pouring it over the tea.", "temporal_adverbs"
    )
    assert "My husband opens the bag." in _drafts(
        "My husband often checks the date before opening the bag.", "temporal_adverbs"
    )


# -- continuatives without their object --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # s1206b pres-037, pres-050/064/070
        "I give this item 5 stars and will definitely continue to buy!!",
        "I will continue to try at night to see what happens.",
        # constructed
        "We will keep ordering.",
    ],
)
def test_objectless_obtain_continuative_has_no_draft(text: str) -> None:
    assert not _drafts(text, "aspectual_verbs")


def test_continuative_with_its_object_keeps_its_draft() -> None:
    assert "I have been buying this coffee." in _drafts(
        "I will continue to buy this coffee.", "aspectual_verbs"
    )
    # the supplier of a verb of obtaining individuates the activity (judged kept, s1206b)
    assert "I have been ordering from them." in _drafts(
        "I will continue ordering from them.", "aspectual_verbs"
    )
    # an intransitive activity keeps its bare draft (judged kept: "They have been talking")
    assert "They have been talking." in _drafts(
        "They continue talking for a while.", "aspectual_verbs"
    )


# -- "melt" ------------------------------------------------------------------------------------


def test_melt_of_a_body_part_has_no_solid_draft() -> None:
    # s1206b pres-068 and a constructed one
    assert not any(
        "solid" in d
        for d in _drafts(
            "The creme filling isn't as gritty, and the cookie melting your mouth.",
            "change_of_state",
        )
    )
    assert not any(
        "solid" in d for d in _drafts("The cookie melted your mouth.", "change_of_state")
    )


def test_melt_of_a_solid_thing_keeps_its_draft() -> None:
    assert "The candles were solid before." in _drafts(
        "The heat melted the candles.", "change_of_state"
    )


# -- count food nouns --------------------------------------------------------------------------


def test_count_food_noun_takes_the_article() -> None:
    drafts = _drafts(
        "These supply no essential vitamins or nutrients to my cat's diet.", "possessed_definites"
    )
    assert "My cat has a diet." in drafts
    assert "My cat has diet." not in drafts


def test_mass_food_noun_keeps_no_article() -> None:
    assert "The dog had water." in _drafts("The dog's water was dirty.", "possessed_definites")


# -- negation on an earlier conjunct -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # s1206b pres-040
        "I use them as a snack or a breakfast and find it keeps me satisfied completely.",
        # constructed
        "We drink it every morning and find that it keeps us awake.",
    ],
)
def test_no_negated_premise_on_the_first_conjunct(text: str) -> None:
    negated = [
        p for p in _pairs(text, "clause_embedding_predicates") if p.premise_kind == "negated"
    ]
    assert not negated


def test_negated_later_finite_conjunct_stays() -> None:
    negated = {
        p.premise
        for p in _pairs(
            "We eat it for lunch and know that it keeps us full.", "clause_embedding_predicates"
        )
        if p.premise_kind == "negated"
    }
    assert "We eat it for lunch and don't know that it keeps us full." in negated


def test_continuative_with_a_purchase_channel_keeps_its_draft() -> None:
    # integration (ab91b pres-010/029/035, kept 3 of 3): the channel of a purchase individuates
    # the activity as a from-source does
    drafts = _drafts("We will continue to shop through their website.", "aspectual_verbs")
    assert drafts == {"We have been shopping through their website."}
    assert _drafts("We will continue to purchase through Amazon.com.", "aspectual_verbs") == {
        "We have been purchasing through Amazon.com."
    }
