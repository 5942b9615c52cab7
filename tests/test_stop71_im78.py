"""Stop 71, im78: implicature hypotheses from the s1204b blind review (FOLDOC), class 1.

A cut after the item's clause must not drop the last members of a list written without the
serial comma ("A, B, C, D and E"): the cut at the comma before "D" left "A, B, C" with no
coordinator before its last member. Constructed sentences through the real pipeline
(``mined_implicature_pairs``) and the real spaCy model; the source is cited at
``_unserial_last_members`` in ``pipeline.phenomena.implicature.supplements``.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_implicature_pairs(text, "quantifiers")
        if p.premise_kind != "negated"
    }


def test_list_without_serial_comma_keeps_its_last_members():
    hyps = _hypotheses(
        "Most phones also contain storage for network and device settings, contact lists, "
        "text messages sent and received, ringtones and in some cases even small games."
    )
    assert hyps == {
        "Not all phones contain storage for network and device settings, contact lists, "
        "text messages sent and received, ringtones and in some cases even small games."
    }


def test_no_hypothesis_ends_a_list_without_its_coordinator():
    hyps = _hypotheses(
        "Most phones also contain storage for network and device settings, contact lists, "
        "text messages sent and received, ringtones and in some cases even small games."
    )
    assert not any(h.endswith("sent and received.") for h in hyps)


def test_appositive_after_the_first_comma_is_still_cut():
    assert _hypotheses("Most users read the manual, a long and dull document.") == {
        "Not all users read the manual."
    }


# -- 3. a numeral after "equal to" is the value of an equation, read exactly ------------------


def _numeral_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_implicature_pairs(text, "numerals")
        if p.premise_kind != "negated"
    }


def test_numeral_after_equal_to_has_no_upper_bound_pair():
    assert (
        _numeral_hypotheses("The sum of the angles of a triangle is equal to two right angles.")
        == set()
    )


def test_numeral_after_another_adjective_with_to_keeps_its_pair():
    assert _numeral_hypotheses("The box is similar to two older models.") == {
        "The box isn't similar to more than two older models."
    }


def test_numeral_after_a_participle_with_to_keeps_its_pair():
    assert _numeral_hypotheses("The cable is connected to two ports.") == {
        "The cable isn't connected to more than two ports."
    }


# -- 2. "either A or B" after "used to V": the kinds of argument a thing applies to -------------


def _connective_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_implicature_pairs(text, "connectives")
        if p.premise_kind == "original"
    }


def test_either_or_after_used_to_has_no_pair():
    assert (
        _connective_hypotheses("The operator is used to compare either strings or numbers.")
        == set()
    )


def test_habitual_used_to_keeps_its_pair():
    assert _connective_hypotheses("He used to eat either rice or bread.") == {
        "He didn't use to eat both rice and bread."
    }


def test_either_or_without_use_keeps_its_pair():
    assert _connective_hypotheses("The operator adds either integers or reals.") == {
        "The operator doesn't add both integers and reals."
    }
