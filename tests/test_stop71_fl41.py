"""Stop 71 (fl41): a dictionary definition standing alone ("A mailing list processor developed by
BITNET which runs under Unix.") is mended into the ascriptive copular clause it stands for ("It is
a ..."), premise and hypothesis both, where a sentence's rewrites become pairs
(``process._copular_definitions``, ``fitness.copular_definition_subject``); an entry's front
matter ("(VTOC) /V-tock/ ...") is ``source:fragment`` and is cut before that repair
(``fitness.entry_preamble``). Fragments that cannot be mended stay flagged: a definite head, a
gerund clause, a pair whose hypothesis is no rewrite of the definiens. Constructed sentences after
s1203c's FOLDOC rejects, parsed by the real model.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, ids
from pipeline import flags as F
from tests.phenomenon_support import every_pair_flagged, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def test_definition_pairs_become_copular_clauses():
    pairs = _pairs("A text editor written at Stanford which runs under Unix and VMS.")
    assert len(pairs) >= 2
    for pair in pairs:
        assert pair.premise.startswith("It is a text editor written at Stanford")
        assert pair.hypothesis.startswith("It is a text editor written at Stanford")
        assert pair.well_formed
        assert not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]
        built = pair.features["copular_definition"]
        assert built["prefix"] == "It is" and built["premise"].startswith("A text editor")
        # the id is the hash of the texts the pair now has
        assert pair.pair_id == ids.pair_id(
            pair.candidate_id,
            pair.premise_kind,
            pair.hypothesis_kind,
            pair.premise,
            pair.hypothesis,
        )


def test_entry_front_matter_is_cut_before_the_repair():
    text = "(TED) /ted/ A text editor written at Stanford which runs under Unix and VMS."
    assert fitness.entry_preamble(text) == "(TED) /ted/ "
    pairs = _pairs(text)
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is a text editor")
        assert "(TED)" not in pair.premise + pair.hypothesis
        assert pair.well_formed and not source_flags(pair)


def test_front_matter_before_a_definite_head_is_a_fragment():
    pairs = _pairs("(TED) /ted/ The text editor that runs under Unix and VMS.")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)
    assert not any(pair.premise.startswith("It is") for pair in pairs)


@pytest.mark.parametrize(
    "text",
    [
        # a definite head: a specifying, not an ascriptive, predicate nominal
        "The text editor that runs under Unix and VMS.",
        # a gerund clause: no noun phrase to predicate
        "Keeping a copy of a magnetic tape and a disk.",
    ],
)
def test_unmendable_fragments_stay_flagged(text):
    pairs = _pairs(text)
    assert every_pair_flagged(pairs, "source:fragment", source_flags)
    assert not any("copular_definition" in pair.features for pair in pairs)


def test_a_clause_hypothesis_keeps_the_definition_flag():
    # the complement is no rewrite of the definiens: the pair is left as built, flagged
    pairs = _pairs("A program that claims that the disk is full.", "verb_complement")
    assert every_pair_flagged(pairs, "source:description", source_flags)
    assert not any(pair.premise.startswith("It is") for pair in pairs)


def test_a_sentence_is_left_alone():
    pairs = _pairs("A text editor runs under Unix and VMS.")
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("A text editor")
        assert "copular_definition" not in pair.features
        assert pair.well_formed


@pytest.mark.parametrize(
    "text, subject",
    [
        ("A mailing list processor developed by BITNET which runs under Unix.", "It is"),
        # one genus whose "and" joins nouns inside it
        ("A waveform of a single constant frequency and amplitude.", "It is"),
        # two genera, each with its own article
        ("A compiler and an interpreter for the Lisp language.", "They are"),
        # the bare plural genus with its restrictive relative clause
        ("Programs that run under Unix and VMS.", "They are"),
        ("The person who started the project.", None),
        ("Your skill in repairing vehicles.", None),
        ("A text editor runs under Unix.", None),
    ],
)
def test_copular_definition_subject(nlp, text, subject):
    assert fitness.copular_definition_subject(nlp(text)) == subject


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A special file on a disk.", "It is a special file on a disk."),
        ("An IBM system for filing.", "It is an IBM system for filing."),
        ("BITNET software for mail.", "It is BITNET software for mail."),
    ],
)
def test_copular_definition_text(text, expected):
    assert fitness.copular_definition(text, "It is") == expected


@pytest.mark.parametrize(
    "text, preamble",
    [
        ("(VTOC) /V-tock/ A special file on a disk.", "(VTOC) /V-tock/ "),
        ('(Or "drop-down menu") A menu in a window.', '(Or "drop-down menu") '),
        # stop 73 (fl46): a bracketed note before a lower-case word is a preamble too; whether
        # the rest is a clause decides the flag (it is here: no flag, test_stop73_fl46)
        ("(In 1990) he wrote a compiler.", "(In 1990) "),
        ("A special file on a disk.", None),
    ],
)
def test_entry_preamble(text, preamble):
    assert fitness.entry_preamble(text) == preamble


def test_copular_definition_is_a_note():
    assert "copular-definition" in F.INFORMATIONAL
