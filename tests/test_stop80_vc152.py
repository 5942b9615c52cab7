"""verb_complement, stop 80 round one (branch vc152): complement hypotheses and labels that the
blind judges of s1204y rejected, fixed by class.

1. The complement hypothesis re-parsed alone must be a sentence that states a proposition
   (``rewrite.complement.hypothesis_defect``): no bare final auxiliary (post-auxiliary ellipsis, CGEL ch. 17 §7), one subject per verb (CGEL
   ch. 4 §3). Otherwise no pair.
2. A stative infinitive under present "need to / have to" keeps the present in the hypothesis
   ("you are aware", "you know"), not the forecast "will" (Wurmbrand 2014; Quirk et al. 1985
   §4.28-4.29).
3. A bare number or percentage as the subject of "means that" is a setting's value mentioned
   (Quine 1940 §4): definitional, o/o, neutral.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.rewrite.complement import hypothesis_defect
from tests.phenomenon_support import (
    assessed_vcomp_hypotheses,
    assessed_vcomp_label,
    assessed_vcomp_pairs,
)

_pairs = assessed_vcomp_pairs
_hypotheses = assessed_vcomp_hypotheses
_label = assessed_vcomp_label


# 1. the hypothesis re-parsed


def test_bare_auxiliary_hypothesis_is_a_defect():
    assert hypothesis_defect("They did.", "") == "bare-auxiliary"


def test_auxiliary_with_its_predicate_is_no_defect():
    assert hypothesis_defect("They did the dishes.", "") is None


def test_gerund_and_nominal_subject_on_one_verb_is_a_defect():
    text = "Printing a page in the draft mode the page will be printed faster."
    assert hypothesis_defect(text, "") == "two-subjects"


def test_gerund_supplementive_with_comma_is_no_defect():
    assert hypothesis_defect("Walking to the station, she saw a fox.", "") is None


def test_gerund_subject_cut_leaves_no_pair():
    text = "Saving a file in the native format ZPK will cause the file to be marked clean."
    hyps = _hypotheses(text) + _hypotheses(text, "negated")
    assert not any(h.startswith("Saving") for h in hyps)


def test_gerund_subject_neighbour_keeps_its_pair():
    text = "Saving a file will cause the file to be marked clean."
    assert _hypotheses(text) == ["The file will be marked clean."]


# 2. stative infinitive under need to / have to


def test_need_to_be_aware_keeps_present():
    text = "When printing pages, you need to be aware that most printers have margins."
    assert _hypotheses(text) == [
        "When printing pages, you are aware that most printers have margins."
    ]


def test_have_to_know_keeps_present():
    assert _hypotheses("You have to know the password.") == ["You know the password."]


def test_have_to_consider_that_keeps_present():
    hyps = _hypotheses("You have to consider that most readers have small screens.")
    assert "You consider that most readers have small screens." in hyps
    assert not any(h.startswith("You will") for h in hyps)


def test_dynamic_consider_neighbour_keeps_will():
    assert _hypotheses("You need to consider the offer.") == ["You will consider the offer."]


def test_dynamic_infinitive_neighbour_keeps_will():
    assert _hypotheses("You need to install the driver.") == ["You will install the driver."]


# 3. a number as the subject of "means that"


def test_percentage_means_is_neutral():
    assert _label("100% means that the pin is at the rim.", "The pin is at the rim.") == "neutral"


def test_bare_number_means_is_neutral():
    text = "3 means that the layer is locked."
    assert _label(text, "The layer is locked.") == "neutral"


def test_determiner_before_the_number_keeps_entailment():
    text = "The 100% figure means that the tank is full."
    assert _label(text, "The tank is full.") == "entailment"
