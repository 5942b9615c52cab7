"""cj83: joint (group) genitives and filler-led "but" (docs/conjnli.md, eighty-eighth pass)."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, tuple[str, str, bool]]:
    return {
        p.hypothesis: (p.heuristic_label, p.label_rule, p.well_formed)
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_joint_genitive_keeps_the_possessed_noun_when_the_parse_splits_it_off() -> None:
    got = _removals("We stayed at Tom and Mary's house last week.")
    assert "We stayed at Tom last week." not in got
    assert got["We stayed at Tom's house last week."] == ("neutral", "joint_genitive", True)
    assert got["We stayed at Mary's house last week."] == ("neutral", "joint_genitive", True)


def test_joint_genitive_moves_the_s_onto_the_kept_possessor() -> None:
    got = _removals("I want to have Frank and Alice's baby.")
    assert "I want to have Frank baby." not in got
    assert got["I want to have Frank's baby."][:2] == ("neutral", "joint_genitive")
    assert got["I want to have Alice's baby."][:2] == ("neutral", "joint_genitive")


def test_joint_genitive_list_of_three_keeps_a_joint_genitive() -> None:
    got = _removals("We met Tom, Dick and Harry's mother.")
    assert "We met Tom and Dick's mother." in got
    assert all(rule == "joint_genitive" for _, rule, _ in got.values())


def test_joint_genitive_additions_are_neutral() -> None:
    added = [
        p
        for p in mined_pairs(
            "The movie never captured John and Savannah's relationship.", "conjunction"
        )
        if p.hypothesis_kind == "conjunct_added"
    ]
    assert added and all(p.heuristic_label == "neutral" for p in added)


def test_group_genitive_subject_keeps_its_verb_number() -> None:
    got = _removals("Greg and Jenny's books are on the top shelf.")
    assert "Greg's books are on the top shelf." in got
    assert not any(" is on" in h for h in got)


def test_independent_genitives_are_not_joint() -> None:
    got = _removals("I liked Tom's and Mary's houses.")
    assert not any(rule == "joint_genitive" for _, rule, _ in got.values())


def test_person_possessed_beside_names_stays_a_list() -> None:
    # "Moore, Hobhouse, and Byron's publisher": three agents, not a publisher of three owners
    got = _removals("Moore, Hobhouse, and Byron's publisher burned the letters.")
    assert not any(rule == "joint_genitive" for _, rule, _ in got.values())


def test_place_name_is_no_co_owner() -> None:
    got = _removals(
        "They described the scenery of Scandinavia and Wollstonecraft's longing for home."
    )
    assert not any(rule == "joint_genitive" for _, rule, _ in got.values())


def test_filler_and_marker_before_but_is_no_conjunct() -> None:
    for text in (
        "Um, see, but that is not the final draft.",
        "Well, look, but I need the money.",
        "Oh, you know, but he never called.",
        "I mean, and you know how people can be wrong.",
    ):
        assert mined_pairs(text, "conjunction") == [], text


def test_clause_after_filler_still_coordinates() -> None:
    got = _removals("Well, it rained all day, but we went out anyway.")
    assert "We went out anyway." in got
