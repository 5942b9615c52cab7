"""Stop 89, pr195: possessed-definite drafts that are no presuppositions (s1205u, ab88 live
rejects): place names formed with an animal-kind genitive ("the jackal's well"), body parts
every person has ("Nicanor had a head"), the effected object of "make" before a finite purpose
clause ("make Aaron's garments ..., that he may minister"), the word list of creation verbs,
and noncount abstract possessa ("The soldiers had a counsel")."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import possessive_draft_forms as _drafts

# --- place names: "the [jackal's well]" ---------------------------------------------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205u pres-019)
        (
            "I went out by night by the valley gate toward the jackal's well, then to the dung "
            "gate; and I inspected the walls of Jerusalem, which were broken down.",
            "The jackal had a well.",
        ),
        # constructed
        ("We rested by the eagle's rock before the storm.", "The eagle had a rock."),
    ],
)
def test_place_named_by_an_animal_kind_has_no_possession_draft(text, refused):
    assert refused not in _drafts(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        # an animal's own dwelling is possessed
        ("The farmer walked toward the fox's den at dawn.", "The fox had a den."),
        # a person possessor: "the king's gate" was judged kept (s1205r/u)
        ("She went out to the king's gate in the evening.", "The king had a gate."),
    ],
)
def test_possessed_dwelling_and_person_possessor_keep_their_draft(text, kept):
    assert _drafts(text).get(kept) is True


# --- body parts every person has ---------------------------------------------------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205u pres-025; the parser tags Nicanor ORG)
        (
            "He hung Nicanor's head and shoulder from the citadel, a clear sign evident to all.",
            "Nicanor had a head.",
        ),
        # constructed: a common-noun person possessor
        ("The priest anointed the king's head with oil.", "The king had a head."),
    ],
)
def test_universal_body_part_of_a_person_is_flagged_a_defect(text, refused):
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis == refused
    ]
    assert pairs, "the candidate and its draft stay (IMPPRES's body-part triggers)"
    assert all(
        not p.well_formed and "universal-body-part" in (p.features.get("flags") or [])
        for p in pairs
    )


@pytest.mark.parametrize(
    "text, kept",
    [
        # an animal possessor keeps its (warned) draft
        ("The goat's horns were caught in the thicket.", "The goat had horns."),
        # a part not every person has
        ("The barber shaved the merchant's beard.", "The merchant had a beard."),
    ],
)
def test_animal_parts_and_non_universal_parts_keep_their_draft(text, kept):
    assert _drafts(text).get(kept) is True


# --- creation contexts --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205u pres-003/053): a finite purpose clause after the
        # infinitive, parsed as a complement of "make"
        (
            "You shall speak to all who are wise-hearted, whom I have filled with the spirit of "
            "wisdom, that they make Aaron's garments to sanctify him, that he may minister to me "
            "in the priest's office.",
            "Aaron has garments.",
        ),
        # constructed
        (
            "They will make the prince's cloak to honour him, that he may wear it at the feast.",
            "The prince has a cloak.",
        ),
        # a Levin §26.1 verb added to the word list
        ("The women will embroider the bride's veil for the wedding.", "The bride has a veil."),
    ],
)
def test_effected_object_of_creation_has_no_existence_draft(text, refused):
    assert refused not in _drafts(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        # an affected object with the same purpose clause exists before the event
        ("The servants washed the queen's robe, that she might wear it at the feast.",
         "The queen had a robe."),
        ("The women washed the queen's veil for the wedding.", "The queen had a veil."),
    ],
)  # fmt: skip
def test_affected_object_keeps_its_draft(text, kept):
    assert _drafts(text).get(kept) is True


# --- noncount abstract possessa -----------------------------------------------------------


@pytest.mark.parametrize(
    "text, mended, bad",
    [
        # the judged class (s1205u pres-023)
        (
            "The soldiers' counsel was to kill the prisoners, so that none of them would swim out.",
            "The soldiers had counsel.",
            "The soldiers had a counsel.",
        ),
        # constructed
        (
            "The elders' counsel was ignored by the young king.",
            "The elders had counsel.",
            "The elders had a counsel.",
        ),
    ],
)
def test_noncount_abstract_possessum_takes_no_article(text, mended, bad):
    drafts = _drafts(text)
    assert bad not in drafts
    assert drafts.get(mended) is True


def test_count_possessum_keeps_its_article():
    assert "The elders had horses." in _drafts("The elders' horses were ignored by the young king.")
