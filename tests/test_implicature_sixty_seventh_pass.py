"""Sixty-seventh pass (docs/implicature.md, "Sixty-seventh pass (stop 63, im60: ...)").

Blind review s1202o: cardinal "many" read as scalar, a second clause left in the hypothesis, a
negation put inside a cleft or over a positive-polarity degree adverb and a prefixal negative,
a specific-indefinite modifier carried into "not all", and "either ... or" listing the
varieties something comes in. Constructed sentences through the real pipeline; each refusal or
cut has a twin that keeps its pair."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


# 1. cardinal "many"


def test_many_with_a_deictic_locative_is_cardinal() -> None:
    assert _pairs("Many smugglers hide their cargo here.", "quantifiers") == []


def test_many_with_a_passive_and_here_is_cardinal() -> None:
    assert _pairs("Many weapons are forged here.", "quantifiers") == []


def test_many_with_a_residence_verb_and_a_place_is_cardinal() -> None:
    assert _pairs("Many refugees dwell in the old monastery.", "quantifiers") == []


def test_many_with_make_their_homes_here_is_cardinal() -> None:
    text = "Many poor miners make their homes here, despite the dust."
    assert _pairs(text, "quantifiers") == []


def test_many_with_an_episodic_progressive_is_cardinal() -> None:
    text = "Many young pilots are being trained by the guild for the coming war."
    assert _pairs(text, "quantifiers") == []


def test_many_with_a_residence_verb_and_a_bare_place_keeps_its_pair() -> None:
    assert _hypotheses("Many refugees live in tents.", "quantifiers") == {
        "Not all refugees live in tents."
    }


def test_many_with_an_active_progressive_keeps_its_pair() -> None:
    assert _hypotheses("Many traders are leaving the station.", "quantifiers") == {
        "Not all traders are leaving the station."
    }


def test_partitive_many_with_here_keeps_its_pair() -> None:
    assert _hypotheses("Many of the weapons are forged here.", "quantifiers") == {
        "Not all of the weapons are forged here."
    }


def test_many_with_a_perfect_and_no_place_keeps_its_pair() -> None:
    text = "Many reckless thieves have tried to steal the crown."
    assert _hypotheses(text, "quantifiers") == {
        "Not all reckless thieves have tried to steal the crown."
    }


def test_most_with_here_keeps_its_pair() -> None:
    assert _hypotheses("Most weapons are forged here.", "quantifiers") == {
        "Not all weapons are forged here."
    }


# 2. material after the trigger's clause


def test_second_clause_made_root_over_the_trigger_clause_is_cut() -> None:
    # the parse makes "know" the root and "are" its ccomp, with "and" a cc of "are"
    text = (
        "Three scouts are here to guide you, and from the looks of their gear, they know the way."
    )
    pairs = _pairs(text, "numerals")
    assert {p.hypothesis for p in pairs} == {"No more than three scouts are here to guide you."}
    embedded = {p.premise_kind: p.premise for p in pairs if p.premise_kind != "original"}
    assert embedded.get("interrogative") == "Are three scouts here to guide you?"


def test_plain_second_clause_is_cut_as_before() -> None:
    text = "Three guards are posted at the gate, and they are bored."
    assert _hypotheses(text, "numerals") == {"No more than three guards are posted at the gate."}


def test_contracted_whats_more_is_left_out() -> None:
    text = "What's more, most of the sentries are asleep."
    assert _hypotheses(text, "quantifiers") == {"Not all of the sentries are asleep."}


# 3. negation in a cleft, over "fairly", and stacked negatives


def test_quantifier_inside_an_adverbial_cleft_gets_no_pair() -> None:
    assert (
        _pairs("It was in this port that most of the freighters were refitted.", "quantifiers")
        == []
    )


def test_uncleft_twin_keeps_its_pair() -> None:
    assert _hypotheses("Most of the freighters were refitted in this port.", "quantifiers") == {
        "Not all of the freighters were refitted in this port."
    }


def test_extraposition_is_no_cleft() -> None:
    assert _hypotheses("It is clear that most of the freighters were refitted.", "quantifiers") == {
        "It is clear that not all of the freighters were refitted."
    }


def test_ppi_degree_adverb_under_the_negation_is_flagged() -> None:
    pairs = _pairs("The tavern is fairly quiet for most of the evening.", "quantifiers")
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("ppi-under-negation:fairly" in p.features["flags"] for p in pairs)
    assert not [p for p in pairs if p.premise_kind == "negated"]


def test_without_the_ppi_the_pair_is_clean() -> None:
    pairs = _pairs("The tavern is quiet for most of the evening.", "quantifiers")
    originals = [p for p in pairs if p.premise_kind == "original"]
    assert originals and all(p.well_formed for p in originals)


def test_prefixal_negative_with_another_negation_is_flagged() -> None:
    text = "The lecture is unpleasant for most students who don't study physics."
    pairs = _pairs(text, "quantifiers")
    assert pairs
    assert all("double-negation:prefix" in p.features["flags"] for p in pairs)


def test_prefixal_negative_alone_keeps_a_clean_pair() -> None:
    pairs = _pairs("The captain was dishonest with most of her crew.", "quantifiers")
    originals = [p for p in pairs if p.premise_kind == "original"]
    assert [p.hypothesis for p in originals] == [
        "The captain wasn't dishonest with all of her crew."
    ]
    assert all(p.well_formed for p in originals)


# 4. specific-indefinite modifiers


def test_some_select_gets_no_pair() -> None:
    text = "Some select merchants are allowed to trade with the rebels."
    assert _pairs(text, "quantifiers") == []


def test_plain_some_keeps_its_pair() -> None:
    text = "Some merchants are allowed to trade with the rebels."
    assert _hypotheses(text, "quantifiers") == {
        "Not all merchants are allowed to trade with the rebels."
    }


# 5. "either ... or" listing varieties


def test_comes_in_either_or_gets_no_pair() -> None:
    text = "The rifle comes in either a long version or a compact version."
    assert _pairs(text, "connectives") == []


def test_episodic_either_or_after_in_keeps_its_pair() -> None:
    text = "The envoy arrived in either a shuttle or a freighter."
    assert _hypotheses(text, "connectives") == {
        "The envoy didn't arrive in both a shuttle and a freighter."
    }
