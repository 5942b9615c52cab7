"""Issue #11/#12 (implicature precision, stop 69, im73): blind-review classes of s1202z (FOLDOC
definitions, game text and Jargon File entries).

Constructed sentences through the real pipeline (``run_texts``) and the real spaCy model. The
sources are cited at the rules: ``_count_before`` (class 1, ``pipeline.rewrite.implicature``),
``conjunct_adjunct_phrase`` (class 2, ``.contexts``), ``kept_apposition_abbreviation``
(class 3, ``.supplements``) and ``_object_control_participle`` (class 4,
``pipeline.phenomena.implicature``). The controls check the uses that keep their pairs.
"""

from __future__ import annotations

from pipeline.lexicon.verb_frames import infinitive_only_after_object
from tests.phenomenon_support import mined_implicature_pairs

_pairs = mined_implicature_pairs


def _original(text: str, subtype: str) -> list[str]:
    return [p.hypothesis for p in _pairs(text, subtype) if p.premise_kind == "original"]


# -- 1. a second count before the numeral: the bound goes on the numeral ----------------------


def test_numeral_after_another_count_is_bounded_in_place():
    text = "The chips are used in over 50 phones from 6 small vendors."
    assert _original(text, "numerals") == [
        "The chips are used in over 50 phones from no more than 6 small vendors."
    ]
    embedded = {p.hypothesis for p in _pairs(text, "numerals") if p.premise_kind != "negated"}
    assert "The chips aren't used in over 50 phones from more than 6 small vendors." not in embedded


def test_single_count_keeps_the_clause_negation():
    assert _original("The chips are used in 6 phones.", "numerals") == [
        "The chips aren't used in more than 6 phones."
    ]


# -- 2. a quantified phrase that is the pre-verbal adjunct of a second predicate ---------------


def test_adjunct_of_second_predicate_gives_no_pair():
    text = "The ports are opened by the daemon and on most machines can only be read by the owner."
    assert _pairs(text, "quantifiers") == []


def test_adjunct_of_the_one_predicate_keeps_its_pair():
    assert _original("The ports are opened by the daemon on most machines.", "quantifiers") == [
        "The ports aren't opened by the daemon on all machines."
    ]


# -- 3. an "e.g." apposition kept under "not all" ----------------------------------------------


def test_uncut_example_tail_gives_no_pair():
    text = (
        'Some flags may be followed by an argument, e.g. "ls -w 80", sometimes with and '
        "sometimes without a space."
    )
    assert _pairs(text, "quantifiers") == []


def test_example_of_the_quantified_noun_gives_no_pair():
    assert _pairs("Some hosts, e.g. the old mail server, accepted the key.", "quantifiers") == []


def test_cut_example_tail_keeps_its_pair():
    assert _original("Some flags take an argument, e.g. a width.", "quantifiers") == [
        "Not all flags take an argument."
    ]


def test_bracketed_example_of_another_noun_keeps_its_pair():
    text = "Some browsers accept other formats (e.g. WebP or AVIF) in place of PNG."
    assert _original(text, "quantifiers") != []


# -- 4. an object-control participle read as a finite past -------------------------------------


def test_object_control_verbs_from_wordnet():
    assert infinitive_only_after_object("specify")
    assert infinitive_only_after_object("require")
    assert not infinitive_only_after_object("want")
    assert not infinitive_only_after_object("turn out")
    assert not infinitive_only_after_object("have")  # the semi-modal "have to"


def test_specification_fragment_gives_no_pair():
    assert (
        _pairs(
            "A 100 MBps bus standard specified to run over four pairs of copper wires.", "numerals"
        )
        == []
    )
    assert _pairs("A serial bus specified to carry two signal lines.", "numerals") == []


def test_finite_specify_keeps_its_pair():
    assert _original(
        "The standard specified that cables run over four pairs of wires.", "numerals"
    ) == ["The standard didn't specify that cables run over more than four pairs of wires."]
