"""Ninety-ninth pass (cj97): removals that strand an auxiliary or the premodifiers of a noun
phrase's head, coordinators that close an outer list, "one ... other" conjuncts, and "both ...
but also".

Sentences are the item and mission descriptions of the blind slice s1202g (Endless Sky,
Cataclysm: DDA) and constructed controls; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_auxiliary_of_the_removed_verb_is_not_left_behind() -> None:
    removals = _removals(
        "Targets are stunned briefly, take damage and additional stun upon impact with"
        " impassable terrain, and knockback any creatures they collide with."
    )
    assert not any(h.startswith("Targets are take") for h in removals)
    assert "Targets are stunned briefly and knockback any creatures they collide with." in removals


def test_auxiliary_that_selects_the_next_verb_stays_shared() -> None:
    removals = _removals("She has written and published two books about the war.")
    assert "She has published two books about the war." in removals
    assert "She has written two books about the war." in removals


def test_head_noun_of_the_phrase_is_never_removed() -> None:
    removals = _removals(
        "An interesting quarterly report about rocket launchers and recoilless rifles."
    )
    assert "An interesting quarterly recoilless rifles." not in removals
    assert "An interesting quarterly report about rocket launchers." in removals


def test_coordination_inside_a_noun_phrase_head_stays() -> None:
    removals = _removals("A long report about wolves and bears arrived today.")
    assert "A long report about bears arrived today." in removals


def test_coordinator_closing_an_outer_list_refuses() -> None:
    removals = _removals(
        "Made from a container, an explosive surrounded by small pieces of metal and a fuse."
    )
    assert "Made from a container, an explosive surrounded by a fuse." not in removals
    assert not any("surrounded by" in h and "fuse" not in h for h in removals)


def test_one_and_other_conjuncts_refuse() -> None:
    removals = _removals(
        "A home-made triple-barreled firearm, one barrel chambered in .30-06 and two other for"
        " shotgun shells."
    )
    assert not any("chambered in two other" in h for h in removals)
    assert not any(h.endswith("chambered in .30-06.") for h in removals)


def test_both_before_but_also_goes_with_the_coordination() -> None:
    removals = _removals(
        "Saryds place high value both on solitude, but also on community and collaboration."
    )
    assert "Saryds place high value on community and collaboration." in removals
    assert "Saryds place high value both on community and collaboration." not in removals
    assert "Saryds place high value on solitude." in removals


def test_perfect_auxiliary_selects_a_regular_past_form() -> None:
    removals = _removals(
        "He claimed to have killed one million people and enslaved another million out of an"
        " original population of three million."
    )
    assert (
        "He claimed to have enslaved another million out of an original population of three million."
        in removals
    )


def test_appositive_is_no_unclosed_list() -> None:
    removals = _removals(
        "White Croatia is sometimes associated with a prince Slavnik, lord of Libice, whose"
        " influence extended to the region of Silesia and the land of Krakow."
    )
    assert any(h.endswith("extended to the land of Krakow.") for h in removals)
