"""Stop 71, branch cj122: conjunction pairs of the blind review s1203c (FOLDOC) with wrong
conjunct boundaries, non-boolean or non-monotone contexts and readings of "or". Sentences go
through the real spaCy model. Where a rule answers a parser error, the test sentence has to
reproduce that error, so it stays close to the reviewed sentence; the other sentences are
constructed. Controls (good neighbours that must keep their pairs) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs(run, text: str):
    return run(text)[1]


def _texts(run, text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(run, text)} | {p.premise for p in _pairs(run, text)}


def _writes(run, text: str, fragment: str) -> bool:
    """Some premise or hypothesis written for ``text`` contains ``fragment``."""
    return any(fragment in t for t in _texts(run, text))


# class 2: wrong conjunct boundaries -------------------------------------------------------


def test_numbered_enumeration_gets_no_removal_or_relabelling(run):
    """Item labels "1 ..., 2 ..., 3 ..." of an enumeration: no member is cut (it moved a
    sub-list under the wrong label) and no label is swapped for another number."""
    text = (
        "In the manual, part 1 covers tools, 2 file formats, 3 devices and ports, 4 games, "
        "5 system calls."
    )
    pairs = _pairs(run, text)
    assert not [p for p in pairs if p.hypothesis_kind in {"conjunct_removed", "conjunct_added"}]
    assert not [p for p in pairs if p.label_rule.startswith("replaced_number")]


def test_counted_list_keeps_its_removals(run):
    """Control: "2 cables, 3 adapters and 4 screws" are quantities inside the list only."""
    assert "The kit has 2 cables and 4 screws." in removed(
        _pairs(run, "The kit has 2 cables, 3 adapters and 4 screws.")
    )


def test_preposition_with_object_and_clause_is_not_cut(run):
    """ "by in effect capacitor coupling ... and restoring ...": never "capacitor restoring"."""
    text = (
        "T1 lines are made free of direct current signal components by in effect capacitor "
        "coupling the signal at the transmitter and restoring that lost component with a "
        '"slicer" at the receiver.'
    )
    assert not _writes(run, text, "capacitor restoring")


def test_gerund_coordination_after_preposition_keeps_removals(run):
    """Control: "by cleaning A and replacing B" is cut as before."""
    text = (
        "The lines are kept free of noise by cleaning the filter at the source and replacing "
        "the pump at the sink."
    )
    assert "The lines are kept free of noise by cleaning the filter at the source." in removed(
        _pairs(run, text)
    )


def test_repeated_verb_read_as_noun_blocks_the_clause_cut(run):
    """ "IEEE 1003.2 defines the shell and utilities and IEEE 1003.4 defines ...": never
    "the shell and utilities defines real-time extensions"."""
    text = (
        "IEEE 1003.1 defines a Unix-like operating system interface, IEEE 1003.2 defines the "
        "shell and utilities and IEEE 1003.4 defines real-time extensions."
    )
    assert not _writes(run, text, "utilities defines")


def test_determined_first_premodifier_of_or_is_not_cut(run):
    """ "the cursor or print head": never "the cursor head"."""
    text = "The code moves the cursor or print head to the left margin."
    assert not _writes(run, text, "cursor head")


def test_premodifiers_under_the_shared_determiner_keep_removals(run):
    """Control: "the input or output file" ("the" on "file") is cut as before."""
    pairs = _pairs(run, "The program reads the input or output file from the disk.")
    assert "The program reads the input file from the disk." in removed(pairs)


def test_shared_to_is_not_cut_with_the_first_infinitive(run):
    """ "to be simple to implement but still be efficient": never "simple be efficient"."""
    text = (
        "RDP is intended to be simple to implement but still be efficient in environments "
        "where there may be long transmission delays."
    )
    assert not _writes(run, text, "simple be efficient")


def test_set_anaphor_blocks_removal_of_an_alternative(run):
    """ "A or B, in either case C": a member gone leaves "in either case" one case."""
    text = (
        "The user may then save the file or close the window, in either case the dialog is "
        "hidden again."
    )
    assert not [p for p in _pairs(run, text) if p.hypothesis_kind == "conjunct_removed"]


def test_alternatives_without_set_anaphor_keep_removals(run):
    """Control: the same disjunction with no anaphor after it."""
    pairs = _pairs(run, "The user may then save the file or close the window.")
    assert "The user may then save the file." in removed(pairs)


def test_infinitive_list_with_a_member_before_the_parse_is_not_cut(run):
    """ "to create A, to push B and to pop C": never "to create A, to push B"."""
    text = (
        "A classic example of an ADT is a stack data type for which functions might be "
        "provided to create an empty stack, to push values onto a stack and to pop values "
        "from a stack."
    )
    assert not any(t.endswith("to push values onto a stack.") for t in _texts(run, text))


# class 3: non-boolean and non-monotone contexts -------------------------------------------


def test_removal_inside_with_the_exception_of_is_neutral(run):
    text = (
        "Steam engine makers in the US are nearly a thing of the past, with the exception of "
        "the special types used in mining and railways."
    )
    pairs = _pairs(run, text)
    rem = removed(pairs)
    hyp = (
        "Steam engine makers in the US are nearly a thing of the past, with the exception of "
        "the special types used in mining."
    )
    assert rem[hyp].heuristic_label == "neutral"
    assert not added(pairs)


def test_removal_outside_an_exception_stays_entailment(run):
    """Control."""
    text = "Steam engine makers in the US build the special types used in mining and railways."
    hyp = "Steam engine makers in the US build the special types used in mining."
    assert removed(_pairs(run, text))[hyp].heuristic_label == "entailment"


def test_adjoin_with_premodified_plural_subject_is_collective(run):
    text = "Where n and p type regions adjoin, a junction is formed."
    assert not [p for p in _pairs(run, text) if p.hypothesis_kind == "conjunct_removed"]


def test_coordination_inside_a_quoted_title_is_neutral(run):
    text = (
        'The language is defined in "ISO 8879:1986 Information processing -- Text and office '
        'systems -- Standard Generalized Markup Language", an ISO standard.'
    )
    hyps = {
        h: p
        for h, p in removed(_pairs(run, text)).items()
        if "Text systems" in h or "-- office systems" in h
    }
    assert hyps
    assert {p.heuristic_label for p in hyps.values()} == {"neutral"}


def test_names_with_plural_verb_are_distributive(run):
    """The recogniser runs the list into one entity; the plural verb shows several names."""
    text = "Tcl, Perl, PHP, Ruby and Visual Basic are examples of scripting languages."
    pair = removed(_pairs(run, text))[
        "Tcl, Perl, PHP and Ruby are examples of scripting languages."
    ]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "boolean_and")


# class 4: readings of "or" --------------------------------------------------------------


def test_quoted_gloss_of_a_predicate_is_an_alias(run):
    text = 'In this calculus the free variable becomes spuriously bound or "captured".'
    pairs = _pairs(run, text)
    add = added(pairs)["In this calculus the free variable becomes spuriously bound."]
    rem = removed(pairs)["In this calculus the free variable becomes spuriously bound."]
    assert add.heuristic_label == "entailment"
    assert rem.heuristic_label == "entailment"


def test_free_choice_in_the_subject_of_a_passive_under_can(run):
    text = (
        "For faster devices existing IDE, SCSI, or emerging USB or FireWire interfaces can be used."
    )
    hyp = "For faster devices existing IDE, SCSI, or emerging FireWire interfaces can be used."
    pair = removed(_pairs(run, text))[hyp]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "or_free_choice")


def test_or_in_a_past_passive_subject_stays_boolean(run):
    """Control: no modal, no free choice."""
    text = "For faster devices IDE or SCSI interfaces were used."
    pairs = removed(_pairs(run, text))
    assert pairs
    assert all(p.label_rule != "or_free_choice" for p in pairs.values())


def test_antonym_inside_a_parenthesis_is_not_a_replacement(run):
    text = (
        "Supported features include classes, objects, processes (in this language processes "
        "are objects which are able to act in parallel), inheritance, and dynamic arrays."
    )
    assert not any("unable" in p.hypothesis for p in _pairs(run, text))


def test_plus_phrase_is_outside_the_restrictor_of_all(run):
    """ "all the features of X plus support for A, B and C": "plus" adds outside the restrictor
    of "all", so a removal is the boolean entailment, not the downward neutral."""
    text = (
        "A version of the chip set with all the features of the Triton I plus support for ECC, "
        "parity RAM, USB, and Concurrent PCI to improve speed."
    )
    hyp = (
        "A version of the chip set with all the features of the Triton I plus support for ECC, "
        "USB, and Concurrent PCI to improve speed."
    )
    pair = removed(_pairs(run, text))[hyp]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "boolean_and")


def test_restrictor_of_all_stays_downward(run):
    """Control: a coordination inside the restrictor of "all". Nouns coordinated as the object
    of the restrictor's preposition ("all users of the disks and tapes") are a union, so the
    removal is entailed (stop 75 cj141, ``nominal_union_restrictor``; before: neutral
    ``downward_and``); a coordinated relative clause stays downward."""
    pair = removed(_pairs(run, "All users of the disks and tapes must log in first."))[
        "All users of the disks must log in first."
    ]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "boolean_and")
    pair = removed(_pairs(run, "All users who read and write tapes must log in first."))[
        "All users who read tapes must log in first."
    ]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "downward_and")
