"""Stop 70, im75: implicature items and rewrites from the s1203b blind review (FOLDOC).

Constructed sentences through the real pipeline (``run_texts``) and the real spaCy model. The
sources are cited at the rules: ``pairs._in_partitive_restrictor`` and
``supplements.kept_colon_examples`` (class 1), ``listing_uses.list_formula_some`` (class 2),
the word list ``implicature_manner_adverbs`` (class 3), ``listing_uses.definitional_numeral``
(class 4).
"""

from __future__ import annotations

from functools import cache

from pipeline.process import run_texts


@cache
def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _originals(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in _run(text).pairs
        if p.subtype == subtype and p.premise_kind == "original"
    ]


# -- 1. example lists under "not all" ----------------------------------------------------------


def test_such_as_list_in_partitive_restrictor_is_cut():
    text = "Many of the early features of Unix such as pipes and filters survive today."
    assert _originals(text, "quantifiers") == [
        "Not all of the early features of Unix survive today."
    ]


def test_partitive_without_list_keeps_its_pair():
    text = "Many of the early features of Unix survive today."
    assert _originals(text, "quantifiers") == [
        "Not all of the early features of Unix survive today."
    ]


def test_colon_list_cut_by_parse_keeps_its_pair():
    text = "Some derived idioms outlived the hardware: for example, core dump and core file."
    assert _originals(text, "quantifiers") == ["Not all derived idioms outlived the hardware."]


def test_colon_examples_kept_under_not_all_give_no_pair():
    text = (
        'Some old idioms outlived the hardware: for example, "in core" (meaning paged in), '
        'core dump, "core image", "core file".'
    )
    assert _originals(text, "quantifiers") == []


# -- 2. list-introducing "Some examples of X are:" ---------------------------------------------


def test_some_examples_are_colon_list_is_no_item():
    text = "Some examples of 4GL are: query languages, e.g. SQL; Focus, Metafont and PostScript."
    assert _originals(text, "quantifiers") == []


def test_some_examples_with_a_predicate_keeps_its_pair():
    assert _originals("Some examples of the genre are quite old.", "quantifiers") == [
        "Not all examples of the genre are quite old."
    ]


# -- 3. manner adverb under the added negation -------------------------------------------------


def test_gradually_is_dropped_from_the_negated_hypothesis():
    text = "The new chips have gradually acquired most of the features of mainframes."
    assert _originals(text, "quantifiers") == [
        "The new chips haven't acquired all of the features of mainframes."
    ]


def test_no_adverb_keeps_plain_negation():
    text = "The new chips have acquired most of the features of mainframes."
    assert _originals(text, "quantifiers") == [
        "The new chips haven't acquired all of the features of mainframes."
    ]


# -- 4. definitional numerals ------------------------------------------------------------------


def test_definitional_numeral_is_no_item():
    text = "Two lines are said to be parallel if they never meet."
    assert _originals(text, "numerals") == []


def test_episodic_numeral_keeps_its_pair():
    assert _originals("Two numbers were printed if the test failed.", "numerals") == [
        "No more than two numbers were printed if the test failed."
    ]
    assert _originals("Two students passed the exam.", "numerals") == [
        "No more than two students passed the exam."
    ]
