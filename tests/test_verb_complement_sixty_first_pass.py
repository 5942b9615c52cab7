"""verb_complement, sixty-first pass (branch vc54, from 7436214): signatures and labels.

Classes from the s1201a/b rejects: negated "tend to" is neutral (+/o, the RP19 row and the
gold signature); "enable X to V" is not implicative (o/o, like "allow"); a factive in an
impersonal passive under a necessity modal ("It must be remembered that P") keeps +/+; a
negated counterfactual foresight verb ("could hardly have guessed that P") presents P as fact;
"begin to" over a semelfactive with a goal ("flicker to the door") is entailed; "cannot fail to
V" gives "will V" and no ¬S pair. Constructed sentences through ``pipeline.process.run_texts``
(the real model, extractor, rewriters and flag settling); each test failed on 7436214, except
the guards (marked).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pair, mined_pairs


def _pairs(text: str):
    return mined_pairs(text, "verb_complement")


def _pair(text: str, kind: str = "original"):
    return mined_pair(text, "verb_complement", kind)


# 1. "tend to": +/o


def test_negated_tend_to_is_neutral():
    # an individual subject: the +/o of this pass; a kind in the present is +/- since vc229
    # (tend:generic-denied, tests/test_verb_complement_vc229.py)
    p = _pair("The old lizard tends to hide under rocks during the hottest hours.", "negated")
    assert p.premise == "The old lizard does not tend to hide under rocks during the hottest hours."
    assert p.hypothesis == "The old lizard hides under rocks during the hottest hours."
    assert p.heuristic_label == "neutral"
    assert p.features["signature"] == "+/o"


def test_tend_to_still_entails_its_complement():  # guard
    p = _pair("Modern engineers tend to prefer steel bridges over wooden ones.")
    assert p.hypothesis == "Modern engineers prefer steel bridges over wooden ones."
    assert p.heuristic_label == "entailment"


# 2. "enable X to V", "allow X to V", "be expected / thought to"


def test_past_enable_is_not_implicative():
    p = _pair("The new vaccine enabled doctors to treat the disease in rural clinics.")
    assert p.hypothesis == "Doctors treated the disease in rural clinics."
    assert p.heuristic_label == "neutral"
    assert p.features["signature"] == "o/o"


def test_allow_and_raising_passives_stay_neutral():  # guard
    for text in (
        "The loan allowed the farmers to buy new tractors.",
        "The temple is thought to have been built by the early kings.",
    ):
        for p in _pairs(text):
            assert p.heuristic_label == "neutral", (text, p.premise_kind)


# 3. factives under a necessity modal, counterfactual foresight, "begin to"


def test_reminder_factive_keeps_its_presupposition():
    text = "It must be remembered that the old bridge collapsed in the storm."
    p = _pair(text)
    assert p.hypothesis == "The old bridge collapsed in the storm."
    assert p.heuristic_label == "entailment"
    # sixty-sixth pass: a reminder to the reader has no ¬S ("It does not need to be
    # remembered that P" denies no event of S; verb_complement_reader)
    assert not [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]


def test_impersonal_passive_without_modal_stays_plus_o():  # guard
    p = _pair("It is not known that the bridge was closed in winter.")
    assert p.heuristic_label == "neutral"


def test_could_hardly_have_guessed_presents_complement_as_fact():
    p = _pair("The inventor could hardly have guessed that his machine would one day fly.")
    assert p.hypothesis == "His machine would one day fly."
    assert p.heuristic_label == "entailment"
    assert p.well_formed


def test_could_not_have_foreseen_entails_and_its_removal_does_not():
    text = "The sailors could not have foreseen that the storm would last a week."
    p = _pair(text)
    assert p.hypothesis == "The storm would last a week."
    assert p.heuristic_label == "entailment"
    r = _pair(text, "negation_removed")
    assert r.premise == "The sailors could have foreseen that the storm would last a week."
    assert r.heuristic_label == "neutral"


def test_plain_guess_stays_neutral():  # guard
    p = _pair("The inventor guessed that his machine would one day fly.")
    assert p.heuristic_label == "neutral"


def test_begin_to_over_semelfactive_with_goal_is_entailed():
    p = _pair("Her eyes began to flicker to the clock on the wall.")
    assert p.hypothesis == "Her eyes flickered to the clock on the wall."
    assert p.heuristic_label == "entailment"


def test_begin_to_walk_over_to_stays_neutral():  # guard
    p = _pair("I began to walk over to the clinic.")
    assert p.heuristic_label == "neutral"


# 4. "cannot fail to V"


def test_cannot_fail_to_gives_will_and_no_negation_pair():
    pairs = _pairs("This reckless policy cannot fail to damage the economy of the region.")
    assert [p.premise_kind for p in pairs] == ["original"]
    assert pairs[0].hypothesis == "This reckless policy will damage the economy of the region."
    assert pairs[0].heuristic_label == "entailment"


def test_could_not_fail_to_gives_no_pair():
    assert _pairs("Such a generous offer could not fail to impress the voters.") == []


def test_did_not_fail_to_keeps_its_pairs():  # guard
    p = _pair("The clerk did not fail to record the payment.")
    assert p.hypothesis == "The clerk recorded the payment."
    assert p.heuristic_label == "entailment"


# 5. "theorem/definition asserts that": neutral kept


def test_theorem_asserts_stays_neutral():  # guard
    p = _pair("The theorem asserts that every bounded sequence has a convergent subsequence.")
    assert p.hypothesis == "Every bounded sequence has a convergent subsequence."
    assert p.heuristic_label == "neutral"
