"""verb_complement, sixty-sixth pass (branch vc60, stop 50): negated premises whose added "not"
takes an adverb of the trigger as its focus (issue #12 item 3).

Constructed sentences through the real pipeline (``mined_pairs``). A manner adverb or an
enumerative conjunct under the added negation leaves no ¬S pair (S's pair stays);
mental-attitude and conduct adverbs go outside the negation, as RP19's negated sentences put
them.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for p in mined_pairs(text, "verb_complement"):
        out.setdefault(p.premise_kind, []).append(p)
    return out


# 1. a manner adverb under the added negation: no ¬S, S kept


def test_manner_adverb_no_negated_premise():
    pairs = _by_kind("The lawyer cautiously hinted that the witness had lied.")
    # "cautiously" is an attitude adverb: kept outside the negation
    assert [p.premise for p in pairs["negated"]] == [
        "The lawyer cautiously did not hint that the witness had lied."
    ]
    pairs = _by_kind("The lawyer vaguely hinted that the witness had lied.")
    assert "negated" not in pairs
    assert [p.hypothesis for p in pairs["original"]] == ["The witness had lied."]


def test_manner_adverb_after_auxiliary_no_negated_premise():
    pairs = _by_kind("The mayor had loudly demanded that the bridge be repaired.")
    assert "negated" not in pairs and "original" in pairs


def test_manner_adverb_on_to_trigger():
    pairs = _by_kind("The guard suddenly tried to open the gate.")
    assert "negated" not in pairs
    assert [p.hypothesis for p in pairs["original"]] == ["The guard suddenly opened the gate."]


# 2. enumerative conjuncts: no ¬S


def test_enumerative_first_no_negated_premise():
    pairs = _by_kind("The company first argues that the contract was void.")
    assert "negated" not in pairs
    assert [p.hypothesis for p in pairs["original"]] == ["The contract was void."]


def test_enumerative_further_after_verb_no_negated_premise():
    pairs = _by_kind("The authors claim further that the method scales to large graphs.")
    assert "negated" not in pairs and "original" in pairs


# 3. attitude and conduct adverbs outside the negation, as RP19 write them


def test_attitude_adverb_outside_negation():
    pairs = _by_kind("The boy sheepishly admitted that he had broken the window.")
    assert [p.premise for p in pairs["negated"]] == [
        "The boy sheepishly did not admit that he had broken the window."
    ]


def test_conduct_adverb_outside_negation():
    pairs = _by_kind("The senator publicly stated that she would vote for the bill.")
    assert [p.premise for p in pairs["negated"]] == [
        "The senator publicly did not state that she would vote for the bill."
    ]


# guards: adverbs whose negation is a plain denial keep ¬S as before


def test_degree_adverb_keeps_negated_premise():  # guard
    pairs = _by_kind("The minister fully admitted that the plan had failed.")
    assert [p.premise for p in pairs["negated"]] == [
        "The minister did not fully admit that the plan had failed."
    ]


def test_usuality_adverb_keeps_negated_premise():  # guard
    pairs = _by_kind("Prices would normally begin to rise in the spring.")
    assert [p.premise for p in pairs["negated"]] == [
        "Prices would not normally begin to rise in the spring."
    ]


def test_plain_trigger_keeps_negated_premise():  # guard
    pairs = _by_kind("The lawyer hinted that the witness had lied.")
    assert [p.premise for p in pairs["negated"]] == [
        "The lawyer did not hint that the witness had lied."
    ]


# 4. reminders and instructions to the reader: no ¬S, S kept


def test_impersonal_reminder_no_negated_premise():
    pairs = _by_kind("It should be noted that the bridge was closed in May.")
    assert "negated" not in pairs
    assert [p.hypothesis for p in pairs["original"]] == ["The bridge was closed in May."]


def test_predictive_reminder_no_negated_premise():
    pairs = _by_kind("It will be recalled that the council had rejected the plan.")
    assert "negated" not in pairs and "original" in pairs


def test_generic_instruction_no_negated_premise():
    for text in (
        "One should keep in mind that the roads are icy.",
        "You should see to it that the filter is always clean.",
    ):
        pairs = _by_kind(text)
        assert "negated" not in pairs and "original" in pairs, text


def test_third_person_and_can_be_seen_keep_negated_premise():  # guards
    assert [p.premise for p in _by_kind("Mama would see to it that a rose was there.")["negated"]]
    neg = _by_kind("It can be seen that the cost drops sharply.")["negated"]
    assert [p.premise for p in neg] == ["It cannot be seen that the cost drops sharply."]
