"""Issue #11/#12 (implicature precision, seventy-eighth pass, im71): blind-review classes of
s1202y (fortune-mod lines and novel prose).

Constructed sentences through the real pipeline (``run_texts``). Sources are cited at the rules
(``argument_scope`` for classes 1-3, ``implicature.PERCEPTION_PHRASAL_VERBS`` and
``implicature.LIMIT_ADVERBS`` for class 4). The controls check the uses that keep their pairs.
"""

from __future__ import annotations

from functools import cache

from pipeline.process import run_texts


@cache
def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _pairs(text: str, subtype: str) -> list:
    return [p for p in _run(text).pairs if p.subtype == subtype]


def _candidates(text: str, subtype: str) -> list:
    return [c for c in _run(text).candidates if c.subtype == subtype]


def _original(text: str, subtype: str) -> list[str]:
    return [p.hypothesis for p in _pairs(text, subtype) if p.premise_kind == "original"]


# -- 1. a coordinated list the parse split into two objects -----------------------------------


def test_split_object_list_gives_no_pair():
    text = "We bought some of the apples, most of the pears, and all of the plums."
    assert _candidates(text, "quantifiers")
    assert _pairs(text, "quantifiers") == []
    assert all("pears" not in p.hypothesis for p in _run(text).pairs)


def test_single_object_keeps_its_pair():
    assert _original("They painted some of the rooms.", "quantifiers") == [
        "They didn't paint all of the rooms."
    ]


# -- 2. the quantifier inside a modifier of the object ----------------------------------------


def test_quantifier_in_of_phrase_of_object_gives_no_pair():
    text = "He shares the opinion of some of his students that the exam was unfair."
    assert _candidates(text, "quantifiers")
    assert _pairs(text, "quantifiers") == []


def test_quantifier_in_of_phrase_of_object_noun_gives_no_pair():
    assert (
        _pairs("We rejected the proposals of some of the committee members.", "quantifiers") == []
    )


def test_subject_quantifier_keeps_its_pair():
    assert _original("Some of the guests left early.", "quantifiers") == [
        "Not all of the guests left early."
    ]


def test_predicate_noun_keeps_its_pair():
    assert _original("The city is home to most of the offices.", "quantifiers") == [
        "The city isn't home to all of the offices."
    ]


# -- 3. free-choice "any" as subject ---------------------------------------------------------


def test_free_choice_subject_gives_no_pair():
    text = "Anything is good if you cook it with butter."
    assert _pairs(text, "gradable_adjectives") == []


def test_plain_subject_keeps_its_adjective_pair():
    text = "The soup is good if you cook it with butter."
    hyps = _original(text, "gradable_adjectives")
    assert hyps and "isn't" in hyps[0]


# -- 4. "could" of perception or at the limit of ability -------------------------------------


def test_could_with_phrasal_perception_verb_is_no_candidate():
    assert _candidates("Anna could make out the shape of a ship.", "modals") == []


def test_could_with_just_is_no_candidate():
    assert _candidates("They could just reach the top shelf.", "modals") == []


def test_could_of_option_keeps_its_pair():
    hyps = _original("The guards could leave the gate open.", "modals")
    assert hyps == ["The guards didn't need to leave the gate open."]
