"""verb_complement, seventy-fourth pass (branch vc68, stop 52): complement hypotheses.

Constructed sentences through the real pipeline (``mined_pairs``): the complement of a
future-projecting verb keeps its time (a present "hope" clause takes "will", a past "hoped ...
would" clause the past), "should expect to V" is the will-future, a conjunct stacked after a
dropped disjunct goes with it, a dash clause after an in-place complement goes, a repeated
"that" of a coordinated complement goes only at the complement's own level, and a hyphenated
controller keeps its spelling.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str | None = None) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original"
        and p.hypothesis_kind == "complement"
        and (subtype is None or p.subtype == subtype)
    }


# 1. a present "hope/expect" clause: the futurate present becomes "will" (Quirk et al. 1985 ch. 4)


def test_subjectless_hope_takes_will():
    assert _hypotheses("Hope you enjoy the concert tonight!") == {
        "You will enjoy the concert tonight."
    }


def test_coordinated_present_verbs_share_one_will():
    hyps = _hypotheses("I hope she wins the race and gets the medal.")
    assert hyps == {"She will win the race and get the medal."}


def test_do_not_becomes_will_not():
    hyps = _hypotheses("I just hope that he keeps the shop open and doesn't sell it.")
    assert hyps == {"He will keep the shop open and won't sell it."}


def test_stative_verb_keeps_the_present():
    assert _hypotheses("I hope you like the new house.") == {"You like the new house."}


# 2. a past "hoped/expected ... would" clause: the future-in-the-past "would" alone reads as a
# conditional (Comrie 1985); RP19's gold keeps it, so the pair is flagged, not rewritten


def _complement_pairs(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original" and p.hypothesis_kind == "complement"
    ]


def test_hoped_would_is_flagged():
    pairs = _complement_pairs("We hoped the sequel would be as funny as the original.")
    assert [p.hypothesis for p in pairs] == ["The sequel would be as funny as the original."]
    assert "future-in-past-complement" in pairs[0].features.get("flags", [])
    assert not pairs[0].well_formed


def test_expected_that_would_is_flagged():
    pairs = _complement_pairs("She expected that her brother would come back soon.")
    assert [p.hypothesis for p in pairs] == ["Her brother would come back soon."]
    assert "future-in-past-complement" in pairs[0].features.get("flags", [])


def test_conditional_would_is_not_flagged():
    pairs = _complement_pairs("He hoped that she would call if she could.")
    assert [p.hypothesis for p in pairs] == ["She would call if she could."]
    assert "future-in-past-complement" not in pairs[0].features.get("flags", [])


def test_would_under_a_verb_of_thinking_is_flagged():
    """Reversed in the eighty-second pass (vc76): the review rejected "We would all go to a
    picnic" after "we thought"; a comparative keeps the hypothetical reading unflagged."""
    pairs = _complement_pairs("I thought it would be a quiet evening.")
    assert "future-in-past-complement" in pairs[0].features.get("flags", [])


def test_present_hope_with_a_subjunctive_stays():
    assert _hypotheses("They hope that the new office boost trade with the north.") == {
        "The new office boost trade with the north."
    }


# 3. "should expect to V" is a forecast: "will", not a hedged event (Coates 1983)


def test_should_expect_to_takes_will():
    hyps = _hypotheses("You should expect to pay about twenty dollars.", "to")
    assert hyps == {"You will pay about twenty dollars."}


# 4. discourse residue


def test_conjunct_stacked_after_dropped_disjunct_goes():
    hyps = _hypotheses("Unfortunately, however, most firms have sought to cut costs.")
    assert hyps == {"Most firms have cut costs."}


def test_lone_initial_conjunct_stays_in_place():
    hyps = _hypotheses("However, he managed to finish the race.")
    assert hyps == {"However, he finished the race."}


def test_dash_clause_after_in_place_complement_goes():
    hyps = _hypotheses("I wanted to like this film - the cast was strong.")
    assert hyps == {"I liked this film."}


def test_semicolon_clause_after_in_place_complement_goes():
    hyps = _hypotheses("He managed to finish the race; the crowd cheered.")
    assert hyps == {"He finished the race."}


def test_dash_pair_stays():
    hyps = _hypotheses("She tried to open the door - which was locked - and gave up.")
    assert all(" - which was locked - " in h for h in hyps), hyps


def test_second_that_of_the_complement_goes():
    hyps = _hypotheses("She knew that the door was locked and that the key was gone.")
    assert hyps == {"The door was locked and the key was gone."}


def test_second_that_inside_the_complement_stays():
    hyps = _hypotheses(
        "He said that it was his belief that the rule had been dropped and that people could"
        " leave early."
    )
    assert hyps == {
        "It was his belief that the rule had been dropped and that people could leave early."
    }


# 5. a hyphenated controller keeps its spelling


def test_hyphenated_controller_is_not_split():
    hyps = _hypotheses("The council asked the Secretary-General to open the treaty for signature.")
    assert hyps == {"The Secretary-General opened the treaty for signature."}


def test_but_that_second_content_clause_is_kept():
    hyps = _hypotheses(
        "She argues that the plan not only saves money, but that it also protects the river."
    )
    assert hyps == {"The plan not only saves money, but it also protects the river."}


def test_but_with_demonstrative_that_is_still_cut():
    hyps = _hypotheses("He thinks the idea is good, but that is not enough.")
    assert hyps == {"The idea is good."}
