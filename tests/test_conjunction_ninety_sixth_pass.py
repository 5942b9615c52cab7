"""Ninety-sixth pass (cj93): removal spans that break the rest. A list whose coordinator joins
the halves of one member, a first conjunct that took the shared subject, verb or contracted
"'s" with it, a right-shared phrase only the last verb takes, a corrective "but" whose kept
member is "merely Y", and cj90's lost removal beside a bracketed "such as" list. Sentences are
constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs, mined_removals


def test_inner_coordination_of_a_list_member_gives_no_removal() -> None:
    removals = mined_removals(
        "The panel shows outside temperature, wind speed and direction, rainfall, and humidity."
    )
    assert not any("temperature and" in r for r in removals), removals
    assert not any("speed, rainfall" in r and "direction" not in r for r in removals), removals


def test_addition_premise_never_misplaces_the_coordinator() -> None:
    pairs = mined_pairs(
        "The panel shows outside temperature, wind speed and direction, rainfall, and humidity.",
        "conjunction",
    )
    added = [p.premise for p in pairs if p.hypothesis_kind == "conjunct_added"]
    assert not any("temperature and wind" in p for p in added), added


def test_contracted_copula_not_removed_with_first_member() -> None:
    removals = mined_removals(
        "That's about 5% of its staff, and a lot more than analysts expected."
    )
    assert not any(r.startswith("That a lot") for r in removals), removals
    assert "That's about 5% of its staff." in removals, removals


def test_subject_and_modal_not_removed_with_first_member() -> None:
    removals = mined_removals(
        "You could at the very least setup tcp wrappers and limit it to the local network."
    )
    assert "Limit it to the local network." not in removals, removals


def test_changelog_participle_stays_with_its_objects() -> None:
    removals = mined_removals(
        "Changes: Added keyboard shortcuts, and the ability to resize the window."
    )
    assert "Changes: the ability to resize the window." not in removals, removals


def test_preposition_of_last_verb_not_left_on_first() -> None:
    removals = mined_removals("I downloaded and played with it a bit, but had no time to test it.")
    assert not any(r.startswith("I downloaded with it") for r in removals), removals
    assert "I played with it a bit, but had no time to test it." in removals, removals


def test_corrective_merely_member_keeps_no_negation_over_it() -> None:
    removals = mined_removals(
        "It does not measure public opinion per se, but merely the noise it makes online."
    )
    assert not any("not measure merely" in r for r in removals), removals


def test_plain_corrective_still_removes_the_denied_member() -> None:
    # control: without a focus particle "did not study music" is the corrective's contradiction
    removals = mined_removals("He did not study law but music.")
    assert "He did not study music." in removals, removals


def test_bare_noun_beside_bracketed_list_is_no_gapping() -> None:
    removals = mined_removals(
        "He is well known for his implementations of core technologies (such as POP, SMTP, and "
        "SNMP) and OSI technologies (such as X.500 and FTAM)."
    )
    assert (
        "He is well known for his implementations of core technologies (such as POP, SMTP, and "
        "SNMP)." in removals
    ), removals


def test_verb_phrase_coordination_keeps_both_removals() -> None:
    # control: a shared subject outside the spans, both verbs with their own objects
    removals = mined_removals("He opened his laptop and checked his mail.")
    assert removals == {"He checked his mail.", "He opened his laptop."}, removals
