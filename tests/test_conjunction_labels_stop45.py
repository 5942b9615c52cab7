"""Stop 45 (branch cj44, s1130o/p "or" labels and replacement classes).

1. "or" in the "of" object of an action nominal that is the subject of a generic present
   sentence ("The use of A or B improves ...") sits in the generic restrictor: removing a
   disjunct is entailed (``or_generic``); a past clause stays ``or_boolean``.
2. An approximator before the first of coordinated dates or numbers ("around 12 May and 18
   October") is shared: a neighbouring value is not excluded, so no replacement is made.
3. An antonym that already modifies the same noun elsewhere in the sentence ("the outer wall
   ... the inner wall") names the other thing: no replacement.
4. A co-hyponym swap whose first sense is not the class of its coordination partners ("seals
   and crocodiles" -> "buttons"), or that is a synonym of a partner ("trees and shrubs" ->
   "bushes"), is not made; a like partner keeps the swap ("dogs and cats" -> "foxes").
5. No antonym replacement of a disjunct when every disjunct is one adjective or adverb
   ("wholly or partially" -> "partly or partially", also inside a conjunct of "but"; "wet or
   soiled" with a participle): gloss or alternative cannot be told.

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
264588e, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts

TEXTS = [
    "The use of lime or cement improves the strength of the soil.",
    "The addition of salt or vinegar increased the acidity of the sauce.",
    "The festival takes place twice a year, around 12 May and 18 October.",
    "The festival took place on 12 May and 18 October.",
    "The cables run along the outer wall of the hall and end at the inner wall.",
    "The museum shows marine animals such as seals and crocodiles.",
    "The park is full of trees and shrubs.",
    "He kept dogs and cats on the farm.",
    "The wall was wholly or partially destroyed.",
    "The path is a dirt road or a small paved road.",
    "The house was wholly or partially destroyed in the fire, but it was rebuilt.",
    "When towels become wet or soiled, they should be washed.",
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _of(pairs, text, kind):
    return {p.hypothesis: p for p in pairs if p.premise == text and p.hypothesis_kind == kind}


def test_disjunction_under_generic_action_nominal_removal_is_entailed(pairs):
    out = _of(pairs, TEXTS[0], "conjunct_removed")
    for hyp in (
        "The use of lime improves the strength of the soil.",
        "The use of cement improves the strength of the soil.",
    ):
        assert (out[hyp].heuristic_label, out[hyp].label_rule) == ("entailment", "or_generic")


def test_disjunction_under_generic_action_nominal_addition_is_neutral(pairs):
    added = [p for p in pairs if p.hypothesis == TEXTS[0] and p.hypothesis_kind == "conjunct_added"]
    assert added and {p.heuristic_label for p in added} == {"neutral"}


def test_episodic_action_nominal_keeps_boolean_or(pairs):
    out = _of(pairs, TEXTS[1], "conjunct_removed")
    pair = out["The addition of vinegar increased the acidity of the sauce."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "or_boolean")


def test_shared_approximator_over_dates_makes_no_replacement(pairs):
    assert _of(pairs, TEXTS[2], "conjunct_replaced") == {}


def test_exact_dates_keep_their_replacement(pairs):
    out = _of(pairs, TEXTS[3], "conjunct_replaced")
    assert out and all(p.heuristic_label == "contradiction" for p in out.values())


def test_antonym_already_on_the_same_noun_is_not_swapped(pairs):
    out = _of(pairs, TEXTS[4], "conjunct_replaced")
    assert "The cables run along the inner wall of the hall and end at the inner wall." not in out


def test_cohyponym_in_a_sense_unlike_its_partners_is_not_made(pairs):
    out = _of(pairs, TEXTS[5], "conjunct_replaced")
    assert not any("buttons" in h for h in out)


def test_cohyponym_synonym_of_a_partner_is_not_made(pairs):
    out = _of(pairs, TEXTS[6], "conjunct_replaced")
    assert "The park is full of bushes and shrubs." not in out


def test_cohyponym_of_like_partners_stays(pairs):
    out = _of(pairs, TEXTS[7], "conjunct_replaced")
    pair = out["He kept foxes and cats on the farm."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "replaced_cohyponym")


def test_no_antonym_of_one_word_disjunct(pairs):
    assert "The wall was partly or partially destroyed." not in _of(
        pairs, TEXTS[8], "conjunct_replaced"
    )


def test_antonym_inside_a_longer_disjunct_stays_neutral(pairs):
    out = _of(pairs, TEXTS[9], "conjunct_replaced")
    pair = out["The path is a dirt road or a large paved road."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "replaced_in_or")


@pytest.mark.parametrize(
    ("text", "hyp"),
    [
        (10, "The house was partly or partially destroyed in the fire, but it was rebuilt."),
        (11, "When towels become dry or soiled, they should be washed."),
    ],
)
def test_no_antonym_of_one_word_disjunct_inside_another_coordination(pairs, text, hyp):
    assert hyp not in _of(pairs, TEXTS[text], "conjunct_replaced")
