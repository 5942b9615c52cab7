"""verb_complement, sixty-eighth pass (branch vc62, stop 51): candidate and label classes of the
last blind review (issue #12 item 3).

Constructed sentences through the real pipeline (``mined_pairs``): existential "there is no
evidence that P" is no verb complement; a "to" after a comma opens the next list item, no
complement; a contradiction under a possibility operator kept in the hypothesis is neutral;
a first-person present perfect "we have not seen that P" lets P lapse; a "when"-clause on a
comparative or habitual past main clause restricts like a generic one; a corrective "but to
Y" after a negated trigger and a second value of a plural specificational subject are flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_trigger(text: str, trigger: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for p in _pairs(text):
        if trigger in p.premise.split() or f"{trigger}," in p.premise:
            out.setdefault(p.premise_kind, []).append(p)
    return out


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# 1. existential "there is" + noun + that-clause


def test_existential_noun_clause_gives_no_pair():
    pairs = _pairs("There is no reliable evidence yet that the two enzymes have been purified.")
    assert pairs == []


def test_specificational_copula_gives_no_pair():
    # was a flagged copula pair (RP19's "be that" rows); no candidate since the ninety-sixth
    # pass (vc90)
    assert _pairs("The main problem is that the roads are closed in winter.") == []


# 2. a list of to-infinitives


def test_next_infinitive_of_a_list_is_no_complement():
    hyps = {
        p.hypothesis
        for p in _pairs("The new manager is expected to plan, to organize, to hire staff.")
    }
    assert not any(
        "to, organize" in h or h.startswith("The new manager is expected to plan, to,")
        for h in hyps
    )
    # "plan" has no pair of its own: its "to organize" is its coordinate
    assert not any(
        p.features.get("signature") and "expected to plan, to" in p.hypothesis
        for p in _pairs("The new manager is expected to plan, to organize, to hire staff.")
    )


def test_infinitive_right_after_verb_stays():
    pairs = _pairs("The new manager plans to hire more staff.")
    assert "The new manager will hire more staff." in {p.hypothesis for p in pairs}


# 3. possibility operators


def test_may_fail_to_writes_no_original_pair():
    # stop 71 (vc119): "may fail to V" -> "may V" compares two possibilities and tests no
    # signature (s1204a verb-029), so S's pair, neutral since this pass, is no longer written
    pairs = _pairs("The river may fail to reach the sea in a dry summer.")
    assert not [p for p in pairs if p.premise_kind == "original"]


def test_it_is_possible_that_not_prove_is_neutral():
    pairs = _pairs(
        "It is possible that the larger lizards will not prove to belong to a separate species."
    )
    original = next(p for p in pairs if p.premise_kind == "original")
    assert original.heuristic_label == "neutral"
    removed = next(p for p in pairs if p.premise_kind == "negation_removed")
    assert removed.heuristic_label == "entailment"  # possibility is upward monotone


def test_perhaps_refused_is_neutral():
    pair = next(
        p
        for p in _pairs("Perhaps the council refused to approve the plan.")
        if p.premise_kind == "original"
    )
    assert pair.heuristic_label == "neutral"


def test_could_not_manage_keeps_contradiction():
    # "could not" = not possible: the negation is over the modal
    pair = next(
        p
        for p in _pairs("The guards could not manage to open the gate.")
        if p.premise_kind == "original"
    )
    assert pair.hypothesis == "The guards could open the gate."
    assert pair.heuristic_label == "contradiction"


def test_should_not_attempt_keeps_contradiction():
    # stop 73 (vc127): the advice modal no longer stays on the complement ("The committee will
    # settle the dispute alone", _advised_attempt), so "should not attempt" quantifies over
    # deontic alternatives the hypothesis is not about: neutral (_dropped_modal)
    pair = next(
        p
        for p in _pairs("The committee should not attempt to settle the dispute alone.")
        if p.premise_kind == "original"
    )
    assert pair.hypothesis == "The committee will settle the dispute alone."
    assert pair.heuristic_label == "neutral"


def test_plain_fail_keeps_contradiction():
    pair = next(
        p
        for p in _pairs("The river failed to reach the sea that summer.")
        if p.premise_kind == "original"
    )
    assert pair.heuristic_label == "contradiction"


# 4. first-person present perfect of a semifactive


def test_we_have_not_realized_is_neutral():
    pairs = _pairs("We have realized that the river has changed its course.")
    negated = next(p for p in pairs if p.premise_kind == "negated")
    assert negated.premise == "We have not realized that the river has changed its course."
    assert negated.heuristic_label == "neutral"
    assert not any(f.startswith("moore-paradox") for f in _flags(negated))


def test_third_person_perfect_keeps_entailment():
    pairs = _pairs("The engineers have realized that the river has changed its course.")
    negated = next(p for p in pairs if p.premise_kind == "negated")
    assert negated.heuristic_label == "entailment"


# 5. "when"-clauses that restrict


def test_when_on_comparative_past_main_clause_is_flagged():
    pairs = _pairs("The delay was even longer when the clerks failed to find the forms.")
    original = next(p for p in pairs if p.premise_kind == "original")
    assert "generic-restrictor:when" in _flags(original)
    assert not original.well_formed


def test_when_on_habitual_would_is_flagged():
    pairs = _pairs("He would always sing when the children refused to sleep.")
    original = next(p for p in pairs if p.premise_kind == "original")
    assert "generic-restrictor:when" in _flags(original)


def test_episodic_past_when_stays():
    pairs = _pairs("When she managed to open the door, she saw the body.")
    original = next(p for p in pairs if p.premise_kind == "original")
    assert original.hypothesis == "When she opened the door, she saw the body."
    assert original.well_formed
    assert original.heuristic_label == "entailment"


# 6. a corrective "but to Y" and the second value of a plural subject


def test_corrective_but_after_negated_trigger_is_flagged():
    pairs = _pairs(
        "Some reform groups do not aim to change the law, but to enforce the existing rules."
    )
    assert pairs
    assert all("corrective-but-in-complement" in _flags(p) for p in pairs)
    assert not any(p.well_formed for p in pairs)


def test_contrastive_but_clause_is_not_a_corrective():
    pairs = _pairs("The groups did not aim to change the law, but they enforced the rules.")
    assert not any("corrective-but-in-complement" in _flags(p) for p in pairs)


def test_second_value_of_plural_subject_is_flagged():
    text = (
        "The reasons are that the town believes that it can solve anything with money, "
        "and that it badly wants to be admired."
    )
    believe = [p for p in _pairs(text) if p.hypothesis.startswith("The town can solve")]
    assert believe
    assert all("second-value-in-complement" in _flags(p) for p in believe)


def test_coordinated_belief_under_singular_subject_stays():
    text = "The reason is that the town believes that it can solve anything with money, and that nobody objects."
    believe = [p for p in _pairs(text) if p.hypothesis.startswith("The town can solve")]
    assert believe
    assert not any("second-value-in-complement" in _flags(p) for p in believe)


# 7. "be allowed to" with a thing as the permittee


def test_inanimate_permittee_is_open_like_the_active():
    # stop 73, vc128: permission is o/o for every permittee, active and passive alike (RP19
    # §4.1; the blind review s1204f rejected the +/- of "a function that is allowed to access")
    pairs = _pairs("The mixture is stirred and the reaction is allowed to proceed for two hours.")
    by_kind = {p.premise_kind: p for p in pairs}
    assert by_kind["original"].hypothesis == (
        "The mixture is stirred and the reaction proceeds for two hours."
    )
    assert by_kind["original"].heuristic_label == "neutral"
    assert by_kind["original"].label_rule == "signature:o/o:original"
    assert by_kind["negated"].heuristic_label == "neutral"


def test_person_permittee_stays_open():
    pairs = _pairs("Settlers were allowed to build houses on the reservation.")
    assert {p.heuristic_label for p in pairs} == {"neutral"}


def test_group_permittee_stays_open():
    pairs = _pairs("The team was allowed to leave early.")
    assert {p.heuristic_label for p in pairs} == {"neutral"}
