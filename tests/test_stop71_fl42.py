"""Stop 71 (fl42): glossary fragments the fl41 copular repair ("It is a ...") did not reach on
s1204a, because a word of the definiens read as a possible main verb: a plain-form head after
"a" and a singular noun ("A data record that ..."), a noun with its own article before a contact
relative ("the time the call started"), a plural noun that is the verb of a "how" clause ("how the
state of a machine changes"). And a glossary entry the parser read as a clause because it hung
the second coordinate of a relative clause on the root ("X's term for a lock which is used in A
but can also be used in B.") is now ``source:fragment``. Constructed sentences after s1204a's
FOLDOC rejects, parsed by the real model; each with a neighbour that must stay as it was.
"""

from __future__ import annotations

from tests.phenomenon_support import model_fitness_reasons as _reasons
from tests.phenomenon_support import source_assessed_pairs as _pairs
from tests.phenomenon_support import source_flags


def test_contact_relative_in_a_definition_is_mended():
    text = (
        "A billing record that contains data about a phone call, including the numbers of both "
        "parties, the time the call started and ended, and the charges."
    )
    assert _reasons(text) == ["description"]
    pairs = _pairs(text)
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is a billing record that contains")
        assert pair.hypothesis.startswith("It is a billing record that contains")
        assert pair.well_formed and not source_flags(pair)


def test_how_clause_verb_read_as_noun_is_mended():
    text = "A model of rules describing how the memory of an abstract or real machine changes during a run."
    assert _reasons(text) == ["description"]
    pairs = _pairs(text)
    assert pairs
    assert all(p.premise.startswith("It is a model of rules") for p in pairs)
    assert all(p.well_formed for p in pairs)


def test_clauses_stay_clauses():
    # a main clause whose object noun takes a contact relative, and a preterite equal to its
    # plain form after "a" and a noun: no fragment, no repair
    for text in (
        "The operator noted the time the call started and ended.",
        "A user put the books and journals on the shelf.",
    ):
        assert _reasons(text) == []
        for pair in _pairs(text):
            assert not pair.premise.startswith("It is")
            assert not source_flags(pair)


def test_relative_clause_coordinate_read_as_root_is_fragment():
    text = "Acme's name for a lock which is mostly used in user mode but can also be used in kernel mode."
    assert "fragment" in _reasons(text)
    pairs = _pairs(text, "presupposition")
    assert pairs
    assert all(not p.well_formed and "source:fragment" in source_flags(p) for p in pairs)


def test_subject_with_its_own_predicate_is_no_fragment():
    # the relative clause ends before the main verb; no coordinator stands between them
    for text in (
        "Acme's name for a lock which is used in user mode is a critical section.",
        "The tool which runs on Unix and VMS was written at Stanford.",
    ):
        assert "fragment" not in _reasons(text)


def test_finite_coordinate_of_a_participle_gloss_is_fragment():
    text = "Derived from Lisp and adds macros and closures, but does not support streams."
    assert "fragment" in _reasons(text)
    pairs = _pairs(text)
    assert pairs
    assert all(not p.well_formed and "source:fragment" in source_flags(p) for p in pairs)


def test_participle_coordinates_stay_subjectless():
    # a preterite coordinate is the participle's second conjunct: the warning, not a defect
    assert _reasons("Written in C and ported to Unix and VMS.") == ["subjectless"]
