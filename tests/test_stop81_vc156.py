"""verb_complement, stop 81 round three (branch vc156): a complement hypothesis must be a
declarative main clause (``rewrite.complement.hypothesis_defect``).

1. No leading complementizer: a content clause with "that/whether" is subordinate and cannot
   stand alone (CGEL ch. 11 §1-§2). A "that" read as the determiner of a subject whose verb
   agrees in the plural is the complementizer (the demonstrative agrees in number, CGEL ch. 5).
2. No imperative clause: a subjectless base form heading a clause is a directive and denotes no
   proposition (Searle 1976; Portner 2004); a coordinated predicate is one only when its first
   conjunct is.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.rewrite.complement import hypothesis_defect
from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> list[str]:
    return [settle(p).hypothesis for p in mined_pairs(text, "verb_complement", assess_sources=True)]


# 1. the complementizer


def test_that_before_plural_subject_is_a_complementizer():
    assert hypothesis_defect("That wolfs of the hills have come down.", "") == "complementizer"


def test_whether_clause_is_a_complementizer():
    assert hypothesis_defect("Whether the bridge holds.", "") == "complementizer"


def test_demonstrative_that_with_singular_noun_is_no_defect():
    assert hypothesis_defect("That bridge has held for years.", "") is None


def test_demonstrative_pronoun_subject_is_no_defect():
    assert hypothesis_defect("That is where the road ends.", "") is None


def test_misspelt_plural_after_that_leaves_no_that_hypothesis():
    hyps = _hypotheses("I've heard that spys of the king have arrived quietly.")
    assert not any(h.startswith("That") for h in hyps)


def test_plain_plural_after_that_keeps_its_pair():
    hyps = _hypotheses("I've heard that thieves of the guild have broken in quietly.")
    assert "Thieves of the guild have broken in quietly." in hyps


# 2. the imperative


def test_imperative_before_a_dash_is_a_defect():
    text = "After the ford, walk west - you will reach the tower."
    assert hypothesis_defect(text, "") == "imperative"


def test_coordinated_imperatives_are_a_defect():
    assert hypothesis_defect("Sit down and wait for the guard.", "") == "imperative"


def test_infinitive_conjunct_is_no_imperative():
    text = "The best plan is to hide in the barn and wait for the guard."
    assert hypothesis_defect(text, "") is None


def test_declarative_with_subject_is_no_imperative():
    assert hypothesis_defect("They sit down and wait for the guard.", "") is None


def test_subjunctive_formula_is_no_imperative():
    assert hypothesis_defect("Come what may, we will cross the river.", "") is None


def test_imperative_kept_by_the_cut_leaves_no_pair():
    text = "When you reach the bridge, turn left - you will need to cross the river."
    assert not any("turn left" in h for h in _hypotheses(text))


def test_declarative_neighbour_keeps_its_pair():
    text = "When you reach the bridge, you will need to cross the river."
    assert "When you reach the bridge, you will cross the river." in _hypotheses(text)
