"""Stop 90, pr198: possessed-definite drafts whose possessor or frame was wrong (s1205w,
s1205v, ab89b live rejects): the group genitive after a title of rule ("the king of Syria's
heart" -> not "Syria had a heart"), a genitive in a coordinated copula's predicate nominal
("but now are God's people"), a name before the possessor's article ("Hegai the king's
chamberlain"), nested genitives ("Jehoiachin's father's brother") and noncount possessa from
``wordlists/noncount_nouns.txt`` ("The king has revenue")."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import possessive_draft_forms as _drafts

# --- group genitive: "[the king of Syria]'s heart" -----------------------------------------


@pytest.mark.parametrize(
    "text, wrong, right",
    [
        # constructed (the judged class: s1205w pres-007/051 "The king of Syria's heart ...")
        (
            "The mayor of Boston's car was stolen.",
            "Boston had a car.",
            "The mayor of Boston had a car.",
        ),
        (
            "The governor of the province's servants fled at night.",
            "The province had servants.",
            "The governor of the province had servants.",
        ),
    ],
)
def test_group_genitive_after_a_title_owns_the_possessum(text, wrong, right):
    drafts = _drafts(text)
    assert wrong not in drafts
    assert drafts.get(right) is True


def test_group_genitive_body_part_is_the_title_holders_and_flagged():
    # the judged sentence: the owner is "the king of Syria", whose heart is a universal body part
    drafts = _drafts("The king of Syria's heart was very troubled about this.")
    assert "Syria had a heart." not in drafts
    assert drafts.get("The king of Syria had a heart.") is False


@pytest.mark.parametrize(
    "text, kept",
    [
        # a captain is no ruler of Rome: "the captain of [Rome's army]" (fiftieth-pass pin)
        ("The captain of Rome's army fell ill.", "Rome had an army."),
        # a kin term before "of" names a relation to a person: "the son of [David's wife]"
        ("The son of David's wife came to the gate.", "David had a wife."),
    ],
)
def test_of_phrase_after_a_non_title_keeps_its_own_possessor(text, kept):
    assert _drafts(text).get(kept) is True


# --- predicate nominal of a coordinated copula --------------------------------------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged sentence (s1205w pres-030)
        (
            "In the past, you were not a people, but now are God's people, who had not "
            "obtained mercy, but now have obtained mercy.",
            "God has people.",
        ),
        # constructed
        (
            "Once you were not a nation, but now are the king's people, who had no land.",
            "The king has people.",
        ),
    ],
)
def test_predicate_nominal_of_a_coordinated_copula_has_no_possession_draft(text, refused):
    assert refused not in _drafts(text)


def test_subject_of_a_conjoined_clause_keeps_its_draft():
    # a clause with a subject of its own after "and": "the king's servants" refers
    drafts = _drafts("The men were afraid, and the king's servants fled.")
    assert drafts.get("The king had servants.") is True


# --- a name before the possessor's article ---------------------------------------------------


@pytest.mark.parametrize(
    "text, wrong, right",
    [
        # the judged class (s1205v: "Hegai the king has a chamberlain")
        (
            "She enters in the evening, and in the morning she departs to the second women's "
            "apartment, where Hegai the king's chamberlain is keeper of the women.",
            "Hegai the king has a chamberlain.",
            "The king has a chamberlain.",
        ),
        # constructed
        (
            "Tobias the king's servant went home.",
            "Tobias the king had a servant.",
            "The king had a servant.",
        ),
    ],
)
def test_name_before_the_article_is_no_part_of_the_possessor(text, wrong, right):
    drafts = _drafts(text)
    assert wrong not in drafts
    assert drafts.get(right) is True


# --- nested genitives ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, trivial, outer",
    [
        # the judged sentence (s1205w pres-021)
        (
            "The king of Babylon made Mattaniah, Jehoiachin's father's brother, king in his "
            "place, and changed his name to Zedekiah.",
            "Jehoiachin had a father.",
            "Jehoiachin's father had a brother.",
        ),
        # constructed
        (
            "The boy's mother's house burned down.",
            "The boy had a mother.",
            "The boy's mother had a house.",
        ),
    ],
)
def test_nested_genitive_drafts_the_outer_possession(text, trivial, outer):
    drafts = _drafts(text)
    assert trivial not in drafts
    assert drafts.get(outer) is True


def test_nested_genitive_with_an_informative_inner_possessum_keeps_both():
    drafts = _drafts("My brother's friend's car was stolen.")
    assert drafts.get("My brother had a friend.") is True
    assert drafts.get("My brother's friend had a car.") is True


# --- noncount possessa ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, mended, bad",
    [
        # the judged sentence (ab89b pres-022)
        (
            "For the building and renewing of the structures of the sanctuary, the expense "
            "shall also be given out of the king's revenue.",
            "The king has revenue.",
            "The king has a revenue.",
        ),
        # constructed
        (
            "The farmer's livestock died in the flood.",
            "The farmer had livestock.",
            "The farmer had a livestock.",
        ),
    ],
)
def test_noncount_possessum_takes_no_article(text, mended, bad):
    drafts = _drafts(text)
    assert bad not in drafts
    assert drafts.get(mended) is True


def test_count_possessum_keeps_its_article():
    assert _drafts("The farmer's horse died in the flood.").get("The farmer had a horse.") is True
