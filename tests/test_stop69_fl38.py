"""Stop 69 (fl38): glossary text that is no sentence is ``source:fragment`` (a defect in every
phenomenon), on s1202z's FOLDOC and Jargon File rejects. Sentences are constructed.

- ``fitness._misread_subject``: the finite root's only subject is a bare participle opening
  the text ("Modified, ..."), or a noun phrase cut off from the verb by a semicolon or colon.
- ``fitness._entry_label``: a dictionary entry's opening label ("(Networking) A protocol ...").
- ``fitness._maybe_finite``: an -ing word is never a finite verb, so a verbless heading with
  "automatic trading" in it stays a fragment.
- ``fitness._singular_pronoun_plain_verb``: "he/she/it" before a plain present verb ("It
  support ...") is ``source:disfluent`` (an agreement slip); the subjunctive and preterites
  the tagger writes as VBP stay fit.
"""

from __future__ import annotations

import pytest

from pipeline import flags as F
from pipeline.process import run_texts
from tests.phenomenon_support import fitness_reasons

_reasons = fitness_reasons  # with the session ``nlp`` of conftest


@pytest.mark.parametrize(
    "text",
    [
        "Modified, extended and renamed Pascal-X.",
        "Common Unix name for a temporary file; seems to date from the early seventies.",
        "Online banking, bill payment and automatic trading (with links to two exchanges).",
        "(Networking) A protocol that routes packets between two hosts on a network.",
        '(Or "sandbox") The region of memory where an untrusted program is allowed to run.',
    ],
)
def test_glossary_text_is_a_fragment(nlp, text):
    assert "fragment" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "Revised and expanded in 1990, the book sold well.",
        "The snow fell; it was cold.",
        "Tired; he went home.",
        "Automatic trading grew fast in the nineties.",
        "(He laughed.) Then she left the room.",
        "(1) The house is red.",
        "Printed, it looked fine.",
    ],
)
def test_sentences_stay_fit(nlp, text):
    assert not {"fragment", "description", "subjectless"} & set(_reasons(nlp, text))


def test_fragment_is_a_defect_everywhere():
    for phenomenon in ("conjunction", "presupposition", "verb_complement", "implicature"):
        assert F.severity("source:fragment", phenomenon) == F.DEFECT


def test_labelled_pairs_are_not_well_formed():
    text = "(Networking) The protocol that routes packets or frames between two hosts."
    _, res = run_texts([text], ["conjunction"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        assert "source:fragment" in F.settle(pair).features.get("flags", [])
        assert not F.settle(pair).well_formed


def test_labelled_definition_is_mended():
    # stop 71 (fl41): an indefinite genus after the label is mended, the label cut
    # (process._copular_definitions, fitness.entry_preamble)
    text = "(Networking) A protocol that routes packets or frames between two hosts."
    _, res = run_texts([text], ["conjunction"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        assert pair.premise.startswith("It is a protocol that routes")
        assert F.settle(pair).well_formed


@pytest.mark.parametrize(
    "text",
    ["It support several virtual desktops and shaded windows.", "She like the new house."],
)
def test_singular_pronoun_with_plain_verb_is_disfluent(nlp, text):
    assert "disfluent" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "It supports several virtual desktops and shaded windows.",
        "We insist that it support the old format.",
        "She froze, staring over his shoulder.",
        "The fire grew, and so quickly it spread.",
        "They support the old format.",
    ],
)
def test_agreeing_or_subjunctive_verbs_stay_fit(nlp, text):
    assert "disfluent" not in _reasons(nlp, text)
