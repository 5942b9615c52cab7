"""verb_complement precision, hundred-fifth pass (branch vc99, stop 63): the blind rejects of
s1202n left by vc98 (negation that no longer denies S next to a scalar "even", an additive
"as well as" or a culminative "eventually"; "Rest assured" read with "Rest" as the subject;
an active "require to V" with no object; "think of X as Y" taking the next conjunct as its
complement; the hypothetical past after a modal "may wish" kept as a real past).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str, premise_kind: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == premise_kind]


def _negated(text: str):
    (pair,) = _pairs(text, "negated")
    return pair


def _original(text: str):
    (pair,) = _pairs(text, "original")
    return pair


# class 1: negation that lands where it no longer denies S


def test_scalar_even_in_infinitive_complement_flags_negated_premise():
    pair = _negated("He continued to train the recruits even in his old age.")
    assert "negated-even:even" in pair_flags(pair)
    assert not pair.well_formed
    # S's own pair is untouched
    assert "negated-even:even" not in pair_flags(
        _original("He continued to train the recruits even in his old age.")
    )


def test_even_as_dash_supplement_of_non_factive_flags_negated_premise():
    pair = _negated("The letters suggest she was once a queen - perhaps even an empress.")
    assert "negated-even:even" in pair_flags(pair)


def test_guard_even_inside_finite_complement_of_factive_is_not_flagged():
    pair = _negated("The guards notice that all of them, even the children, carry knives.")
    assert not any(f.startswith("negated-even") for f in pair_flags(pair))


def test_guard_comparative_and_concessive_even_are_not_flagged():
    pair = _negated("The ship appears to have been built for even more speed.")
    assert not any(f.startswith("negated-even") for f in pair_flags(pair))
    pair = _negated("She managed to finish the race even though her ankle hurt.")
    assert not any(f.startswith("negated-even") for f in pair_flags(pair))


def test_as_well_as_in_infinitive_complement_flags_negated_premise():
    pair = _negated(
        "The amulet will allow you to see in the dark, as well as protecting you from fire."
    )
    assert "negated-additive:as well as" in pair_flags(pair)


def test_guard_as_well_as_inside_finite_complement_is_not_flagged():
    pair = _negated(
        "The sailors reported to the captain that they had found a wreck, as well as spotting a reef."
    )
    assert not any(f.startswith("negated-additive") for f in pair_flags(pair))


def test_culminative_adverb_over_negation_flags_negated_premise():
    pair = _negated("The scouts eventually learned that the pass was blocked.")
    assert "negated-culminative:eventually" in pair_flags(pair)
    assert not pair.well_formed


def test_guard_comma_set_off_finally_is_not_flagged():
    flags = [
        f
        for p in _pairs("Finally, the scouts learned that the pass was blocked.", "negated")
        for f in pair_flags(p)
    ]
    assert not any(f.startswith("negated-culminative") for f in flags)


# class 2: misidentified constructions


def test_rest_assured_has_no_negated_premise_with_rest_as_subject():
    assert _pairs("Rest assured that the guards will find the thief.", "negated") == []
    pair = _original("Rest assured that the guards will find the thief.")
    assert pair.hypothesis == "The guards will find the thief."


def test_guard_remember_imperative_and_real_assure_keep_their_pairs():
    pair = _negated("The captain assured the crew that the storm would pass.")
    assert "not" in pair.premise


def test_require_to_without_object_gives_no_pair():
    assert (
        mined_pairs("The new rules will require to file a report every week.", "verb_complement")
        == []
    )


def test_guard_require_with_object_or_passive_keeps_its_pairs():
    pair = _original("The new rules require every captain to file a report.")
    assert pair.hypothesis.startswith("Every captain")
    pair = _original("Every captain is required to file a report.")
    assert pair.hypothesis == "Every captain files a report."


def test_think_of_as_takes_no_conjunct_as_complement():
    text = "Sailors think of them as lucky, farmers think of them as pests, and cats think of them as food."
    assert [p for p in mined_pairs(text, "verb_complement") if "think" in p.premise] == []


def test_guard_think_that_keeps_its_pairs():
    pair = _original("The sailors think that the captain is a tyrant.")
    assert pair.hypothesis == "The captain is a tyrant."


# class 3: hypothesis tense


def test_hypothetical_past_after_modal_wish_is_unshifted():
    pair = _original("The clerks may wish they were rich.")
    assert pair.hypothesis == "The clerks are rich."
    assert pair.heuristic_label == "contradiction"


def test_guard_perfect_modal_wish_keeps_the_past():
    pair = _original("The clerks may have wished they were rich.")
    assert pair.hypothesis != "They are rich."
