"""Stop 72, im79: implicature hypotheses from the s1204c blind review (FOLDOC).

Classes: (1) the last members of a list the parser hung on the first member as an "appositive"
("between A, B, C, D and E" cut to "between A, B, C"); (2) material that reads wrongly under
the negation: a result clause of postposed "enough that", an emphasizer "actually", a verbless
absolute clause ("..., some of them useful"); (3) a predicate conjunct inside the quantifier's
scope dropped from the hypothesis but not from the whole-sentence premise; (4) non-scalar
triggers: "most" inside "left-most", an adjective under a verb of verdict ("deemed to be
intelligent"). Constructed sentences through the real pipeline (``mined_implicature_pairs``)
and the real spaCy model; sources are cited at the functions and in
``wordlists/implicature_verdictive_verbs.txt``.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_hypotheses_by_kind as _pairs,
)
from tests.phenomenon_support import (
    mined_implicature_pairs,
)


def _premises(text: str, subtype: str = "quantifiers") -> dict[str, str]:
    return {
        p.premise_kind: p.premise
        for p in mined_implicature_pairs(text, subtype)
        if p.premise_kind != "negated"
    }


# -- 1. the last members of a list, parsed as an appositive of its first member ---------------


LIST = "Some labs moved their data between VAX, DEC Alpha, SUN, IBM PC and HP workstations."


def test_list_closing_members_stay_in_the_hypothesis():
    assert set(_pairs(LIST).values()) == {
        "Not all labs moved their data between VAX, DEC Alpha, SUN, IBM PC and HP workstations."
    }


def test_list_closing_members_stay_in_the_embedded_premises():
    premises = _premises(LIST)
    assert premises["interrogative"] == (
        "Did some labs move their data between VAX, DEC Alpha, SUN, IBM PC and HP workstations?"
    )


def test_appositive_after_a_plain_noun_is_still_cut():
    assert set(_pairs("Most users read the manual, a long and dull document.").values()) == {
        "Not all users read the manual."
    }


# -- 2. material that reads wrongly under the negation ----------------------------------------


def test_result_clause_of_postposed_enough_has_no_pair():
    assert _pairs("The reform was popular enough that most towns adopted it within a year.") == {}


def test_enough_in_a_relative_clause_after_the_item_keeps_its_pair():
    assert _pairs("Most towns adopted the reform, which was popular enough.")["original"] == (
        "Not all towns adopted the reform."
    )


CHIPS = "The new chips actually executed two instructions in parallel, some of them useful."


def test_emphasizer_and_absolute_clause_are_dropped_from_the_hypothesis():
    assert set(_pairs(CHIPS, "numerals").values()) == {
        "The new chips didn't execute more than two instructions in parallel."
    }


def test_absolute_clause_is_dropped_from_the_embedded_premise():
    # without "actually" since stop 93 (im114: an emphasizer is cut from the built sentences)
    assert _premises(CHIPS, "numerals")["interrogative"] == (
        "Did the new chips execute two instructions in parallel?"
    )


def test_plain_numeral_clause_keeps_its_hypothesis():
    hyps = _pairs("The new chips executed two instructions in parallel.", "numerals")
    assert (
        hyps["original"] == "The new chips didn't execute more than two instructions in parallel."
    )


# -- 3. a predicate conjunct inside the scope of "not all" ------------------------------------


RULES = (
    "Most states have legal requirements that electrical appliances must still work correctly "
    "when subjected to certain amounts of heat, and should not emit fumes which could harm "
    "other equipment (such as sensors)."
)
RULES_CUT = (
    "Not all states have legal requirements that electrical appliances must still work "
    "correctly when subjected to certain amounts of heat."
)


def test_no_whole_sentence_premise_when_a_scope_conjunct_is_cut():
    pairs = _pairs(RULES)
    assert "original" not in pairs
    assert pairs["interrogative"] == RULES_CUT  # premise and hypothesis both drop it


def test_conjunct_of_the_item_clause_is_still_cut_with_the_whole_premise():
    # stop 98, im122: the subject quantifier scopes over both predicates, so "Not all users buy
    # phones" states more than the implicature; no pair (quantified_subject_uses)
    assert _pairs("Most users buy phones, and use them daily.") == {}


# -- 4. non-scalar triggers ---------------------------------------------------------------------


def test_most_inside_a_hyphenated_compound_is_no_trigger():
    assert _pairs("On a mouse, the term usually implies pressing the left-most button.") == {}


def test_most_as_a_determiner_stays_a_trigger():
    assert _pairs("The term usually implies pressing most buttons.")["original"] == (
        "The term doesn't usually imply pressing all buttons."
    )


def test_adjective_under_a_verb_of_verdict_is_no_trigger():
    text = "The machine has passed the test and is deemed to be intelligent."
    assert _pairs(text, "gradable_adjectives") == {}


def test_adjective_under_seem_stays_a_trigger():
    hyps = _pairs("The machine seems to be intelligent.", "gradable_adjectives")
    assert hyps["original"] == "The machine doesn't seem to be brilliant."
