"""verb_complement ¬S, stop 97 (vc209, issue #12): adjuncts that the inserted "not" cannot
stand beside (``negation.scope_adjunct_flags``): a preverbal duration "long" ("have not long
ceased" = ceased recently) and a fronted manner/effort/volition adjunct ("With difficulty she
did not manage to ..."). Constructed sentences through the real spaCy model and run path.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _negated(text: str) -> list:
    found = [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]
    assert found, text
    return found


def _flags(text: str) -> set[str]:
    return {f for p in _negated(text) for f in pair_flags(p)}


def test_preverbal_long_under_added_negation_gives_no_verb_complement_negated_pair():
    # flagged by vc209; since stop 98 (vc211) verb_complement writes no such ¬S pair at all
    for text in (
        "The old quarrel has long ceased to matter to the villagers.",
        "The farmers have long hoped to sell their land.",
    ):
        found = mined_pairs(text, "verb_complement")
        assert found, text
        assert not [p for p in found if p.premise_kind == "negated"], text


def test_near_miss_frequency_adverbs_stay():
    # "does not always/usually ... " is the contradictory of the source: no flag
    for text in (
        "She always remembers to feed the cat.",
        "They usually manage to finish the work before dark.",
    ):
        flags = _flags(text)
        assert not any(f.startswith("negation-focus-on-adjunct") for f in flags), (text, flags)
    pairs = _negated("She always remembers to feed the cat.")
    assert any(p.well_formed and "does not always remember" in p.premise for p in pairs)


def test_fronted_effort_and_volition_adjuncts_are_flagged():
    for text, flag in (
        ("With great difficulty the porter managed to lift the trunk.", "with difficulty"),
        ("With an effort she managed to open the heavy gate.", "with effort"),
        ("Reluctantly, the mayor agreed to sign the contract.", "reluctantly"),
        ("Easily, the team managed to win the final.", "easily"),
    ):
        pairs = _negated(text)
        assert all(not p.well_formed for p in pairs), text
        assert f"negated-manner-adverb:{flag}" in _flags(text), text


def test_near_miss_time_frame_and_disjunct_stay():
    for text in (
        "In 1850, the farmer managed to buy a second field.",
        "Luckily, the farmer managed to buy a second field.",
    ):
        pairs = _negated(text)
        assert not any(f.startswith("negated-manner-adverb") for p in pairs for f in pair_flags(p))
    pairs = _negated("In 1850, the farmer managed to buy a second field.")
    assert any(p.well_formed for p in pairs)


def test_original_pair_gets_no_flag():
    # the flag belongs to the added "not" only: the source sentence itself is fine
    pairs = [
        p
        for p in mined_pairs("The old quarrel has long ceased to matter.", "verb_complement")
        if p.premise_kind == "original"
    ]
    assert pairs and not any("negation-focus-on-adjunct" in f for p in pairs for f in pair_flags(p))


def _presupposition_negated(text: str) -> list:
    found = [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"]
    assert found, text
    return found


def test_presupposition_negation_flags_the_same_adjuncts():
    # the shared negation (``negate(above_only=True)``) reads ``scope_adjunct_flags`` too
    pairs = _presupposition_negated("With great difficulty the porter managed to lift the trunk.")
    assert all(not p.well_formed for p in pairs)
    assert all("negated-manner-adverb:with difficulty" in pair_flags(p) for p in pairs)
    pairs = _presupposition_negated("The quarrel has long ceased to matter to them.")
    assert all("negation-focus-on-adjunct:long" in pair_flags(p) for p in pairs)


def test_presupposition_near_miss_time_frame_stays():
    pairs = _presupposition_negated("In 1850, the farmer managed to buy a second field.")
    assert all(p.well_formed for p in pairs)
    assert not any(f.startswith("negated-manner-adverb") for p in pairs for f in pair_flags(p))
