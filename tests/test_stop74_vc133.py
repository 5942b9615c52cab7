"""verb_complement, stop 74 round three (branch vc133): the future-complement "will" of a
volitional trigger is not written inside a temporal, conditional or "in case" clause.

In such adverbial clauses the present already stands for a future (Quirk et al. 1985 §4.55,
§14.17, §15.47), so "*When you have written it and will publish it" and "*in case you will do
it" are wrong; a second conjunct shares its first conjunct's subordinator (Quirk §13.5).
Constructed sentences through the real pipeline; controls keep "will" in a main clause.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement")}


def test_second_conjunct_of_a_when_clause_takes_no_will():
    hyps = _hypotheses("When you have finished a draft and want to publish it, read the guide.")
    assert hyps
    assert not any(" will " in h for h in hyps)
    assert "When you have finished a draft and publish it, read the guide." in hyps


def test_in_case_clause_takes_no_will():
    hyps = _hypotheses(
        "The function returns the value, in case you want to do the conversion yourself."
    )
    assert hyps
    assert not any(" will " in h for h in hyps)


def test_main_clause_conjunct_keeps_will():
    """Control: the same coordination in a main clause is a claim about the future."""
    hyps = _hypotheses("You have finished a draft and want to publish it.")
    assert "You have finished a draft and will publish it." in hyps


def test_plain_main_clause_keeps_will():
    hyps = _hypotheses("We want to publish the draft next week.")
    assert "We will publish the draft next week." in hyps
