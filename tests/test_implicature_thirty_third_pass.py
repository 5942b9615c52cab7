"""Thirty-third pass (s1130y/z blind reviews): non-scalar uses and hypothesis hygiene.

1. Non-scalar uses, no trigger or no pair:
   - pronominal "some" after a fused-head "others" subject: the correlative "some ... others"
     partitions a contextual set in either order (Quirk et al. 1985 §6.53);
   - a cardinal subject restricted by a present-tense relative clause is a generic variable
     ("two wires whose ends touch" = any two; Krifka et al. 1995 §1.2.3);
   - a numeral in the partitive of a superlative, ordinal or "one" gives the exact size of a
     definite set ("the second of five visits"; Jackendoff 1977, Barker 1998);
   - a numeral phrase set off by a pair of dashes is a supplement (Potts 2005 ch. 4);
   - the first term of a ratio "n N to m" is read exactly (Kennedy 2015);
   - concessive "may ..., but" (Sweetser 1990 ch. 3; Quirk et al. 1985 §4.57);
   - a quantifier in the standard of a comparative ("than with most novelists"): "all N" would
     include the compared item (Kennedy 1999).
2. Hypothesis hygiene: an exceptive phrase between commas ("with the exception of X") leaves
   the hypothesis (von Fintel 1993); a verbless "but ..." remnant of a supplementary relative
   leaves with it (Quirk et al. 1985 §13.60).

Constructed sentences through the real pipeline (``run_texts``). Each test of a change failed
on the code before it (main 33c4515); the controls check what stays.
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _candidates(text: str, subtype: str) -> list[str]:
    return [c.trigger.lower() for c in _run(text).candidates if c.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    """Hypotheses of the kept pairs on the original sentence."""
    return {
        p.hypothesis
        for p in _run(text).pairs
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. non-scalar uses -------------------------------------------------------------------------


def test_pronominal_some_after_others_subject_gives_no_pair():
    text = "Others are painted by hand, and some are printed using a machine."
    assert _hypotheses(text, "quantifiers") == set()


def test_some_with_its_own_noun_after_others_is_not_this_rule():
    # control: the rule is for a pronominal "some" whose domain would be taken from "others"
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature import _earlier_others_subject

    doc = load(resolve_model())("Others left early, and some guests stayed for dinner.")
    some = next(t for t in doc if t.lower_ == "some")
    assert not _earlier_others_subject(some)


def test_generic_numeral_with_present_relative_clause_is_no_trigger():
    assert _candidates("Two wires whose ends touch form a closed circuit.", "numerals") == []


def test_past_numeral_with_relative_clause_stays():
    text = "Two men who lived nearby repaired the roof."
    assert _hypotheses(text, "numerals") == {
        "No more than two men who lived nearby repaired the roof."
    }


def test_numeral_in_ordinal_partitive_is_no_trigger():
    text = "The trip was the second of five visits planned by the committee."
    assert _candidates(text, "numerals") == []


def test_numeral_in_superlative_partitive_is_no_trigger():
    assert _candidates("He wrote the longest of three reports on the flood.", "numerals") == []


def test_numeral_in_partitive_of_one_is_no_trigger():
    assert _candidates("She was one of two women elected to the board.", "numerals") == []


def test_numeral_in_dash_supplement_is_no_trigger():
    text = "His great Saturday -- three goals -- showed how much he enjoys playing for the club."
    assert _candidates(text, "numerals") == []


def test_numeral_in_main_clause_with_dash_supplement_stays():
    text = "The club signed three players -- all of them defenders -- in the summer."
    assert "three" in _candidates(text, "numerals")


def test_concessive_may_but_is_no_trigger():
    text = (
        "Critics may dismiss the novel as a minor work, but its influence on later writers "
        "is undeniable."
    )
    assert _candidates(text, "modals") == []


def test_permission_may_with_an_obligation_after_but_is_not_concessive():
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature import _concessive_may

    doc = load(resolve_model())("Visitors may park here, but they must pay at the gate.")
    may = next(t for t in doc if t.lower_ == "may")
    assert not _concessive_may(may)


def test_comparative_standard_quantifier_gives_no_pair():
    text = "It is harder with Dickens than with most novelists to say where his plots come from."
    assert _hypotheses(text, "quantifiers") == set()


def test_quantifier_outside_comparative_standard_stays():
    text = "Most novelists write faster than their editors read."
    assert _hypotheses(text, "quantifiers") == {
        "Not all novelists write faster than their editors read."
    }


# -- 2. hypothesis hygiene ----------------------------------------------------------------------


def test_exceptive_phrase_between_commas_leaves_the_hypothesis():
    text = "Most apples, with the exception of quinces, ripen in autumn."
    assert _hypotheses(text, "quantifiers") == {"Not all apples ripen in autumn."}


def test_verbless_but_remnant_of_a_relative_clause_leaves_with_it():
    text = "The museum shows four paintings, which are early works of great charm but of uneven quality."
    assert _hypotheses(text, "numerals") == {"The museum doesn't show more than four paintings."}


def test_first_term_of_a_ratio_is_no_trigger():
    assert _candidates("The glaze uses two parts ash to one part clay.", "numerals") == []


def test_goal_to_one_of_a_definite_set_is_no_ratio():
    text = "They sent three letters to one of the judges."
    assert _hypotheses(text, "numerals") == {
        "They didn't send more than three letters to one of the judges."
    }
