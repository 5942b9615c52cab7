"""Trigger conditions (stop 46, pr49): words that look like a numeric determiner, an it-cleft or
focus "only" but are not that trigger, so no candidate is written for them.

- "both" as the correlative coordinator, not the dual determiner: a floated "both" the parser
  hung on the last conjunct of "A and B", a second coordinate after a comma inside the first
  noun phrase ("both X such as ..., and Y"), a repeated preposition ("to both X and to Y")
  (Quirk et al. 1985 §13.33; Huddleston & Pullum 2002 ch. 15 §2.4).
- "it be NP relative" that is a description of a referential "it": a ranking word one level
  down ("the fourth most populous"), a "where"/"when" relative on a noun pivot, a quoted
  description (Huddleston & Pullum 2002 ch. 16 §9).
- "only" as the connective 'except that' ("..., only I was ill", "Only, ...") and a postposed
  "only" closing a verbless supplement ("..., in small amounts only"), whose prejacent is no
  clause (Horn 1969; Potts 2005).

Constructed sentences through the real pipeline; every case is paired with its good
counterpart, which must keep its candidate."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _triggers(text: str, subtype: str) -> list[str]:
    """The trigger texts of the candidates of ``subtype`` written for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger for c in result.candidates if c.subtype == subtype]


# -- correlative "both" ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("correlative", "determiner"),
    [
        (
            "The Tories and the Whigs both opposed the bill.",
            "The committee praised both proposals.",
        ),
        (
            "The shop sells goods of many kinds, including both cheap tools such as hammers or "
            "saws, and expensive ones such as lathes.",
            "The shop stocks both cars with red, white, and blue stripes.",
        ),
        (
            "The law applies to both citizens and to foreign residents.",
            "She gave gifts to both children of her sister.",
        ),
        (
            "The fossils show traits of both reptiles, like scales, and of birds.",
            "Both brothers studied law in Paris.",
        ),
    ],
)
def test_correlative_both_is_no_numeric_determiner(correlative: str, determiner: str) -> None:
    assert _triggers(correlative, "numeric_determiners") == []
    assert len(_triggers(determiner, "numeric_determiners")) == 1


# -- referential "it" before a description -------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "cleft"),
    [
        (
            "It is the third most visited museum in Europe that charges no entry fee.",
            "It was John who broke the vase.",
        ),
        (
            "It is the market town in the county where the old fair is held.",
            "It is the river that floods every spring.",
        ),
        (
            'According to the handbook, it is "the procedure that protects the rights of every '
            'member and keeps the debate orderly."',
            "It was the mayor who opened the new library.",
        ),
        ("It was the year when the river froze over.", "It was Maria who found the key."),
    ],
)
def test_description_of_referential_it_is_no_cleft(description: str, cleft: str) -> None:
    assert _triggers(description, "clefts") == []
    assert len(_triggers(cleft, "clefts")) == 1


# -- connective "only" -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("connective", "focus"),
    [
        (
            "I would have come to the party, only I was ill.",
            "Everyone was invited, only John came.",
        ),
        ("I wanted to buy the house, only it cost too much.", "Only I know the password."),
        (
            "The plan looked sound, only nobody had checked the budget.",
            "The others left early, only Maria stayed to the end.",
        ),
        (
            "The hall was full, only there was no stage.",
            "The others failed the test, only she passed it.",
        ),
        (
            "Only, the weather turned bad on the way down.",
            "Only the weather turned bad on the way down.",
        ),
    ],
)
def test_connective_only_is_no_focus_particle(connective: str, focus: str) -> None:
    assert _triggers(connective, "only") == []
    assert len(_triggers(focus, "only")) == 1


# -- "only" closing a verbless supplement ------------------------------------------------------


@pytest.mark.parametrize(
    ("supplement", "postposed"),
    [
        (
            "The most common form is the oxide, in small amounts only.",
            "This mineral occurs naturally in small amounts only.",
        ),
        (
            "The coin was minted in silver, for collectors only.",
            "The rare metal is found in tiny amounts only, mostly in river sand.",
        ),
    ],
)
def test_only_in_a_verbless_supplement_is_no_candidate(supplement: str, postposed: str) -> None:
    assert _triggers(supplement, "only") == []
    assert len(_triggers(postposed, "only")) == 1
