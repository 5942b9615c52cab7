"""verb_complement, stop 73, branch vc128: heuristic labels of the blind review s1204f (class 3).

Constructed sentences through the real pipeline (``mined_pairs``, the real spaCy model):

1. permission "allow/permit X to V" is o/o, active and passive, whatever X is (RP19 §4.1);
2. a negated inceptive with a time adjunct that locates the onset ("did not begin to V around
   1970") leaves the complement open: the negation takes the adjunct as its focus;
3. "means that" under a bare singular noun ("Even parity means that P") is a definition: o/o;
4. a hedged thanking ("I wish to acknowledge my appreciation to ...") is flagged as a hedged
   performative;
5. a speaker's supplementary "which it was" after each clause of the complement commits the
   speaker to it: +/+;
6. an epistemic "has to be" under a superlative subject turns deontic under the added "not":
   the negated premise is flagged.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _by_kind(text: str, hypothesis_start: str = "") -> dict[str, object]:
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis.startswith(hypothesis_start)
    }


def _labels(text: str, hypothesis_start: str = "") -> dict[str, str]:
    return {k: p.heuristic_label for k, p in _by_kind(text, hypothesis_start).items()}


# 1. permission verbs: o/o, active and passive alike


def test_passive_permission_of_a_thing_is_open():
    text = "A helper is a routine that is allowed to read the hidden fields of a record."
    assert _labels(text) == {"original": "neutral", "negated": "neutral"}


def test_passive_permission_of_a_process_is_open():
    labels = _labels("The reaction is allowed to proceed for two hours.")
    assert labels == {"original": "neutral", "negated": "neutral"}


def test_active_permission_stays_open():
    text = "The gateway allows users to search the archive of old newspapers."
    assert _labels(text) == {"original": "neutral", "negated": "neutral"}


def test_passive_permission_of_a_person_stays_open():
    labels = _labels("Settlers were allowed to build houses on the reservation.")
    assert labels == {"original": "neutral", "negated": "neutral"}


# 2. negated inceptive with an onset time adjunct


def test_negated_begin_with_a_year_is_open():
    pairs = _by_kind("Steam engines began to be built in large numbers around 1800.")
    assert pairs["original"].heuristic_label == "entailment"
    assert pairs["negated"].heuristic_label == "neutral"
    assert pairs["negated"].label_rule == "signature:+/o:negated"


def test_negated_begin_with_a_season_is_open():
    labels = _labels("The dockers started to strike in the spring.")
    assert labels == {"original": "entailment", "negated": "neutral"}


def test_negated_begin_without_a_time_adjunct_stays_contradiction():
    labels = _labels("The dockers began to strike.")
    assert labels == {"original": "entailment", "negated": "contradiction"}


def test_begin_with_a_place_adjunct_stays_two_way():
    labels = _labels("The children began to play in the garden.")
    assert labels == {"original": "entailment", "negated": "contradiction"}


# 3. definitional "means that" under a bare singular noun


def test_bare_singular_term_means_that_is_a_definition():
    text = "Full duplex means that both ends can send data at the same time."
    assert _labels(text) == {"original": "neutral", "negated": "neutral"}


def test_determiner_subject_means_that_stays_inferential():
    labels = _labels("This failure means that the server is down.")
    assert labels == {"original": "entailment", "negated": "neutral"}


# 4. hedged thanking


def test_hedged_acknowledgment_of_gratitude_is_flagged():
    text = "I wish to acknowledge my gratitude to the many colleagues who read the draft."
    pairs = list(_by_kind(text).values())
    assert pairs
    for p in pairs:
        assert any(f.startswith("hedged-performative") for f in p.features.get("flags", []))
        assert not settle(p).well_formed


def test_third_person_wish_is_no_performative():
    text = "She wishes to acknowledge her gratitude to the many colleagues who read the draft."
    pairs = list(_by_kind(text).values())
    assert pairs
    assert not any(
        f.startswith("hedged-performative") for p in pairs for f in p.features.get("flags", [])
    )


# 5. the speaker's confirming supplement


def test_which_it_was_commits_the_speaker():
    labels = _labels("She believed that the bridge was safe, which it was.")
    assert labels == {"original": "entailment", "negated": "entailment"}


def test_each_clause_confirmed_commits_the_speaker():
    text = (
        "He thought the plan was risky, which it was, and that it would fail, which it did, "
        "so he left."
    )
    pairs = _by_kind(text, "The plan was risky")
    assert {k: p.heuristic_label for k, p in pairs.items()} == {
        "original": "entailment",
        "negated": "entailment",
    }


def test_one_unconfirmed_clause_keeps_the_row():
    text = "She believed that the bridge was safe and that the road was open, which it was."
    assert set(_labels(text).values()) == {"neutral"}


def test_denying_supplement_is_no_confirmation():
    labels = _labels("She believed that the bridge was safe, which it was not.")
    assert "entailment" not in labels.values()


# 6. (s1204e) an epistemic "has to be" over a superlative subject: no negated premise


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def test_negated_superlative_has_to_be_is_flagged():
    pairs = _by_kind("The best pizza in town has to be the one at the harbour.")
    assert "negated-epistemic-modal:has-to-be" in _flags(pairs["negated"])
    assert not settle(pairs["negated"]).well_formed
    assert settle(pairs["original"]).well_formed


def test_deontic_has_to_be_keeps_its_negated_premise():
    pairs = _by_kind("The new manager has to be present at every meeting.")
    assert not any(f.startswith("negated-epistemic-modal") for f in _flags(pairs["negated"]))
    assert settle(pairs["negated"]).well_formed
