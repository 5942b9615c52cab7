"""Issue #11 (implicature, stop 97, im120): blind-review classes of s9701 (19th/20th-century
prose).

Constructed sentences through the real pipeline (``run_texts``, real spaCy parse). Sources are
cited at the rules: ``scope.in_denied_foil`` (class 1), ``rewrite.implicature.
other_adjective_conjuncts`` (the "rather" of "rather than", class 1), ``scope.
_subject_as_object_conjunct_cut`` (class 2), ``pairs.in_nonfinite_adjunct`` (class 3). The
near misses check the uses that keep their pairs.
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


def _by_kind(text: str, subtype: str, kind: str) -> list:
    return [p for p in _pairs(text, subtype) if p.premise_kind == kind]


def _original(text: str, subtype: str) -> list[str]:
    return [p.hypothesis for p in _by_kind(text, subtype, "original")]


# -- 1. the item in the denied foil of "rather than" / "instead of" ----------------------------


def test_item_after_rather_than_gives_no_pair():
    text = "The garden was now bare rather than pretty."
    assert all(p.trigger != "pretty" for p in _run(text).pairs)
    assert all("beautiful" not in p.hypothesis for p in _run(text).pairs)


def test_item_after_instead_of_gives_no_pair():
    text = "The kitchen seemed dark instead of pretty."
    assert all("beautiful" not in p.hypothesis for p in _run(text).pairs)


def test_asserted_item_before_rather_than_drops_the_whole_coordinator():
    # "cheap" is asserted and keeps its pair; "rather" goes with "than good" (no "free rather")
    text = "The dinner was cheap rather than good."
    hyps = _original(text, "gradable_adjectives")
    assert hyps == ["The dinner wasn't free."]
    assert all("rather" not in p.hypothesis for p in _run(text).pairs if p.hypothesis != text)


def test_quantifier_before_rather_than_keeps_its_pair():
    # near miss: the item is in the asserted member, the foil comes after it
    text = "Some of the visitors came by boat rather than by road."
    assert _original(text, "quantifiers")


def test_quantifier_before_instead_of_keeps_its_pair():
    text = "The workers ate some of the bread instead of the rice."
    assert _original(text, "quantifiers") == [
        "The workers didn't eat all of the bread instead of the rice."
    ]


# -- 2. a clause coordination the parse read as a noun coordination plus an advcl ---------------


def test_misparsed_second_clause_is_cut():
    text = "Most of the guests left the hall and the few who stayed behind refused to dance."
    hyps = _original(text, "quantifiers")
    assert hyps == ["Not all of the guests left the hall."]
    questions = [p.premise for p in _by_kind(text, "quantifiers", "interrogative")]
    assert questions == ["Did most of the guests leave the hall?"]
    assert all(
        "refused" not in p.premise
        for p in _pairs(text, "quantifiers")
        if p.premise_kind != "original"
    )


def test_coordinated_objects_stay_whole():
    # near miss: no finite verb after the second noun phrase, a plain object coordination
    text = "Most of the pupils passed the test and the essay."
    assert _original(text, "quantifiers") == [
        "Not all of the pupils passed the test and the essay."
    ]


# -- 3. the numeral in the to-complement of an adjective ---------------------------------------


def test_numeral_under_emotive_adjective_gives_no_pair():
    text = "She felt proud and glad to be travelling with two friends across the country."
    assert _pairs(text, "numerals") == []


def test_numeral_under_copular_adjective_complement_gives_no_pair():
    text = "They were glad to be sailing with three sailors across the bay."
    assert all("more than three" not in p.hypothesis for p in _run(text).pairs)


def test_numeral_under_verb_complement_keeps_its_pair():
    # near miss: a verb's own to-complement keeps the local implicature under the verb
    assert _original("He plans to open three stores next year.", "numerals") == [
        "He doesn't plan to open more than three stores next year."
    ]
