"""Stop 85, vc170: verb_complement precision on the blind-review rejects still written.

Constructed sentences (not the judged ones) for four classes:
- an obligatory-object control verb with its object left out ("The museum invites to come in"):
  the matrix subject is not the controller, no pair;
- the reduced passive relative "Officers found to have ..." (active "find" takes no bare
  infinitive), no pair;
- emotive "wonder that" (= marvel that) is factive, its putative "should" is no deontic modal;
- a clause boundary glued into a word token (";—", ".—"), no pair.
Each with a good neighbour that keeps its pairs.
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def test_object_control_verb_without_object_gives_no_pair() -> None:
    assert _pairs("The museum invites to come in and see the paintings.") == []
    assert _pairs("The queen has commanded to bring the prisoner.") == []


def test_object_control_verb_with_its_object_keeps_pairs() -> None:
    pairs = _pairs("The museum invites visitors to come in and see the paintings.")
    assert {p.hypothesis for p in pairs} == {"Visitors come in and see the paintings."}


def test_reduced_relative_found_to_gives_no_pair() -> None:
    assert _pairs("Officers found to have taken bribes will lose their posts.") == []


def test_raising_find_with_object_keeps_pairs() -> None:
    pairs = _pairs("The inspectors found him to be honest.")
    assert "He was honest." in {p.hypothesis for p in pairs}


def test_wonder_that_is_emotive_factive_without_putative_should() -> None:
    pairs = _pairs("She wondered that her brother should leave so early.")
    by_kind = {p.premise_kind: p for p in pairs}
    assert by_kind["original"].hypothesis == "Her brother left so early."
    assert by_kind["original"].heuristic_label == "entailment"
    assert by_kind["negated"].heuristic_label == "entailment"


def test_wonder_that_present_is_entailed() -> None:
    pairs = _pairs("My aunt often wonders that he can sleep so late.")
    original = next(p for p in pairs if p.premise_kind == "original")
    assert (original.hypothesis, original.heuristic_label) == (
        "He can sleep so late.",
        "entailment",
    )


def test_wonder_if_stays_without_pairs() -> None:
    # the interrogative "wonder if" embeds no proposition: untouched by the "that" row
    assert _pairs("I wonder if the train has left.") == []


def test_glued_clause_dash_gives_no_pair() -> None:
    assert _pairs("Mr. Knightley told me you were ill.—Indeed!") == []


def test_same_sentence_without_glued_dash_keeps_pairs() -> None:
    pairs = _pairs("Mr. Knightley told me you were ill.")
    assert {p.hypothesis for p in pairs} == {"You were ill."}


def test_adjective_read_as_subject_gives_no_pair() -> None:
    assert _pairs("Additional claimed farm plots do not yield additional grain.") == []


def test_proper_noun_subject_keeps_pairs() -> None:
    pairs = _pairs("Johnson claimed that the farm plots yield more grain.")
    assert "The farm plots yield more grain." in {p.hypothesis for p in pairs}


def test_fused_head_quantifier_subject_keeps_pairs() -> None:
    pairs = _pairs("Several believed that the war was over.")
    assert "The war was over." in {p.hypothesis for p in pairs}
