"""verb_complement, eighty-fourth pass (branch vc78, stop 54: wish and reported would).

Constructed sentences through the real pipeline (``mined_pairs``): the hypothesis of a
present "wish" undoes the backshift of its clause (present for the hypothetical past, "can"
for "could", past for the past perfect, "will" for "would"), with the contradiction label of
the counterfactive kept; the modal "have got to" takes the will-future of "have to", not a
perfect. Each next to a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _original(text: str) -> dict[str, object]:
    pairs = mined_pairs(text, "verb_complement")
    return {p.hypothesis: p for p in pairs if p.premise_kind == "original"}


# -- present "wish": the backshift undone ---------------------------------------------------------


def test_wish_hypothetical_were_becomes_present_and_stays_contradiction():
    pairs = _original("I wish things were different at home.")
    assert "Things are different at home." in pairs
    assert "Things were different at home." not in pairs
    assert pairs["Things are different at home."].heuristic_label == "contradiction"


def test_wish_could_becomes_can():
    pairs = _original("Well, I wish I could stay for dinner.")
    assert "I can stay for dinner." in pairs
    assert pairs["I can stay for dinner."].heuristic_label == "contradiction"


def test_wish_past_perfect_becomes_past():
    pairs = _original("I wish I had gone to the concert.")
    assert "I went to the concert." in pairs
    assert pairs["I went to the concert."].heuristic_label == "contradiction"


def test_wish_contracted_past_perfect_becomes_past_with_its_space():
    assert "I knew about the concert." in _original("I wish I'd known about the concert.")


def test_wish_negated_past_perfect_takes_do_support():
    assert "She didn't tell him." in _original("I wish she hadn't told him.")


def test_wish_simple_past_of_lexical_verb_becomes_present():
    assert "My brother lives closer." in _original("I wish my brother lived closer.")


def test_wish_first_person_wasnt_becomes_am_not():
    assert "I am not so hungry." in _original("I wish I wasn't so hungry.")


def test_wish_coordinated_clause_verbs_both_unshifted():
    assert "He is here and knows the answer." in _original(
        "I wish he were here and knew the answer."
    )


def test_wish_would_becomes_will_and_stays_neutral():
    pairs = _original("I wish you'd call me more often.")
    assert "You will call me more often." in pairs
    assert pairs["You will call me more often."].heuristic_label == "neutral"


def test_guard_past_wished_keeps_its_clause():
    # the clause of a past "wished" is shifted into the past of the wishing: left
    assert "She could fly." in _original("She wished she could fly.")


def test_guard_wish_could_have_is_left():
    assert "I could have helped." in _original("I wish I could have helped.")


def test_guard_hope_clause_is_not_unshifted():
    assert "You are happy." not in _original("I hope you were happy there.")


# -- the modal "have got to" ----------------------------------------------------------------------


def test_have_got_to_takes_will_not_a_perfect():
    pairs = _original("I've got to call my sister.")
    assert "I will call my sister." in pairs
    assert "I've called my sister." not in pairs


def test_has_got_to_contracted_takes_will():
    assert "She will go home now." in _original("She's got to go home now.")


def test_guard_past_got_to_is_no_modal():
    assert "I will call my sister." not in _original("I got to call my sister yesterday.")


def test_guard_dynamic_simple_past_after_wish_is_left():
    # "saw" is as often the informal counterfactual "had seen" as a present: left
    assert "I see the comet first." not in _original("I wish I saw the comet first.")


def test_guard_elided_past_perfect_is_left():
    assert "I have too." not in _original("I know, I wish I had too, but it was late.")
