"""Stop 85, cj182: antonym swaps ("conjunct_replaced") under a negation or a conditional inside
their own member.

* A negator in the replaced word's own phrase ("not many guests" -> "not few guests"): the
  negated contrary is no contradiction and the litotes is not what the premise says; refused
  (Horn 1989 ch. 5; ``conjunction_replacements.negated_in_own_phrase``).
* A negated clause or an if/unless clause inside the member, shared by a verb-phrase member
  that has no subject or auxiliary of its own ("had not approved the plan and given many
  grants"): the swapped contrary is compatible, so the pair is neutral
  (``conjunction_replacements.member_scope``).

The sentences are constructed; the good neighbours keep their contradiction.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _replacements(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_replaced"
    }


def test_negator_in_own_phrase_refuses_the_swap():
    pairs = _replacements("The cellar is damp, and not many guests go down there.")
    assert not any("not few" in h for h in pairs), sorted(pairs)


def test_shared_negated_conditional_makes_the_swap_neutral():
    text = (
        "If the mayor had not approved the plan and given many grants, the town would have failed."
    )
    pairs = _replacements(text)
    hyp = "If the mayor had not approved the plan and given few grants, the town would have failed."
    assert hyp in pairs, sorted(pairs)
    assert pairs[hyp].heuristic_label == "neutral"
    assert pairs[hyp].label_rule == "replaced_in_negation"


def test_negation_of_the_subject_member_in_a_second_clause():
    text = "The hall was quiet, and so the guests were not nearly so cheerful and loud as before."
    pairs = _replacements(text)
    swapped = [p for h, p in pairs.items() if "not nearly so" in h and h != text]
    assert swapped, sorted(pairs)
    assert all(p.heuristic_label != "contradiction" for p in swapped), [
        (p.hypothesis, p.heuristic_label) for p in swapped
    ]


def test_neighbour_asserted_member_keeps_its_contradiction():
    pairs = _replacements("The mayor approved the plan and gave many grants.")
    hyp = "The mayor approved the plan and gave few grants."
    assert hyp in pairs, sorted(pairs)
    assert pairs[hyp].heuristic_label == "contradiction"


def test_neighbour_negation_of_another_clause_does_not_reach_the_member():
    pairs = _replacements("The mayor did not approve the plan, and the council gave many grants.")
    hyp = "The mayor did not approve the plan, and the council gave few grants."
    assert hyp in pairs, sorted(pairs)
    assert pairs[hyp].heuristic_label == "contradiction"
