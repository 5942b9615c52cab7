"""Stop 58 (branch cj51): material shared by every conjunct, and material that belongs to the
removed one.

1. A time/frequency/aspectual adverb between a shared auxiliary and the first of coordinated
   participles scopes over all of them (Ernst 2002 ch. 3; Quirk et al. 1985 §13.73): it stays
   ("was again approved"); a manner adverb ("quickly tried and executed") does not move.
2. One adjective before the first of three or more bare plural nouns is shared by the list
   (Quirk et al. 1985 §13.64): it stays before the new first member.
3. A sentence-final absolute the parse hangs on the last clause conjunct as a further ``conj``
   goes with that conjunct (Quirk et al. 1985 §15.58; Stump 1985).
4. "and then [NP]": the sequence adverb opening a noun phrase conjunct goes with the removed
   first conjunct (Partee 1984 on temporal anaphora), never "bought then a melon".
5. Opposite adjectives over a definite plural body-part noun split it into one part each
   (Heycock & Zamparelli 2005; Löbner 1985): with one adjective left noun and verb are singular.

Constructed sentences through the real pipeline (``run_texts``); each test of a fix fails on
33c4515."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import addition_premises, removal_hypotheses

AGAIN = "The old plan was again reviewed and approved in 1950."
QUICKLY = "The prisoner was quickly tried and executed."
STORED = "Mold is common in stored apples, pears, plums, and other soft fruits."
CONTRAST = "They can be sold in many forms such as printed maps, atlases, and digital maps."
ABSOLUTE = (
    "The cart is generally used to move a heavy load or barrel, but there is a wide range of "
    "tasks, a traditional one being hauling hay."
)
THEN = "She bought three apples and then a melon at the market."
THEN_LIST = "The band played two songs and then a long encore."
INTESTINES = "The small and large intestines were filled with gas."
JAWS = "The upper and lower jaws were broken."
BUILDINGS = "The old and new buildings were restored."

TEXTS = [
    AGAIN, QUICKLY, STORED, CONTRAST, ABSOLUTE, THEN, THEN_LIST, INTESTINES, JAWS, BUILDINGS,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def both_sides(pairs, text: str) -> set[str]:
    return removal_hypotheses(pairs, text) | addition_premises(pairs, text)


def test_aspectual_adverb_after_shared_auxiliary_stays(pairs) -> None:
    got = both_sides(pairs, AGAIN)
    assert "The old plan was again approved in 1950." in got
    assert "The old plan was again reviewed in 1950." in got
    assert "The old plan was approved in 1950." not in got


def test_manner_adverb_is_not_moved(pairs) -> None:
    got = removal_hypotheses(pairs, QUICKLY)
    assert "The prisoner was executed." in got
    assert "The prisoner was quickly executed." not in got


def test_shared_premodifier_of_a_bare_list_stays(pairs) -> None:
    got = both_sides(pairs, STORED)
    assert "Mold is common in stored pears, plums, and other soft fruits." in got
    assert "Mold is common in pears, plums, and other soft fruits." not in got
    # removing a later member leaves the modifier where it was
    assert "Mold is common in stored apples, plums, and other soft fruits." in got


def test_contrasting_modifier_in_the_last_member_keeps_the_narrow_reading(pairs) -> None:
    got = removal_hypotheses(pairs, CONTRAST)
    assert "They can be sold in many forms such as atlases and digital maps." in got
    assert not any("printed atlases" in h for h in got)


def test_trailing_absolute_goes_with_its_clause(pairs) -> None:
    got = both_sides(pairs, ABSOLUTE)
    assert "The cart is generally used to move a heavy load or barrel." in got
    assert not any(h.startswith("The cart") and "but" not in h and "being" in h for h in got)
    assert "There is a wide range of tasks, a traditional one being hauling hay." in got


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        (THEN, "She bought a melon at the market."),
        (THEN_LIST, "The band played a long encore."),
    ],
)
def test_then_goes_with_the_removed_first_conjunct(pairs, text: str, clean: str) -> None:
    got = both_sides(pairs, text)
    assert clean in got
    assert not any(" then " in s for s in got)


@pytest.mark.parametrize(
    ("text", "singulars"),
    [
        (
            INTESTINES,
            {
                "The large intestine was filled with gas.",
                "The small intestine was filled with gas.",
            },
        ),
        (JAWS, {"The lower jaw was broken.", "The upper jaw was broken."}),
    ],
)
def test_split_body_parts_become_singular(pairs, text: str, singulars: set[str]) -> None:
    got = both_sides(pairs, text)
    assert singulars <= got
    assert not any("intestines were" in s or "jaws were" in s for s in got if s != text)


def test_other_plural_heads_stay_plural(pairs) -> None:
    got = removal_hypotheses(pairs, BUILDINGS)
    assert "The new buildings were restored." in got
    assert "The new building was restored." not in got
