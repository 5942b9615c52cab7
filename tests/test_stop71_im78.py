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
