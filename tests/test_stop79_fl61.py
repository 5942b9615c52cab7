"""Stop 79 round two, branch fl61 (docs/flags.md, "Stop 79: fl61"): source slips still copied
into premises on the GIMP manual slice s1204w.

- ``_plural_noun_singular_verb`` now also takes "most/some/all/no" + a regular plural head
  (Quirk et al. 1985 §5.14, §10.34), not a mass or singular head, not "how many".
- ``_demonstrative_plain_verb``: "This add ..." (Quirk et al. 1985 §5.48, §10.34), reason
  ``agreement``; not after a modal, a causative, a subjunctive "be" or in "add-on".
- ``_subject_comma``: "Dodge mode, brightens ..." (Quirk et al. 1985 App. III.14), reason
  ``disfluent`` (a slip of the writer, as a disagreeing subject is); not a parenthetical, a list, a vocative with an imperative or a participle.
- ``_comma_before_that_clause``: "means, that ..." (Quirk et al. 1985 App. III.14), reason
  ``disfluent`` (a slip of the writer, as a disagreeing subject is); not "that is" or a that-clause without the comma.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import settle
from pipeline.process import run_texts
from tests.phenomenon_support import fitness_reasons as _reasons

AGREEMENT_BAD = [
    "Some tools has a preview.",
    "All layers is visible.",
    "No filters works on text layers.",
    "Most brushes now supports pressure.",
    "This add a sense of depth to the image.",
    "This now make the border sharper.",
]

AGREEMENT_GOOD = [
    "Most users prefer the default.",
    "Some tools have a preview.",
    "All layers are visible.",
    "No filter works on text layers.",
    "Some software has bugs.",
    "All the time is spent here.",
    "How many tiles across the image is, horizontally and vertically.",
    "This adds a sense of depth.",
    "This may add depth.",
    "Let this add depth.",
    "This add-on requires a restart.",
    "It is vital that this be done.",
]

COMMA_BAD = [
    "Dodge mode, brightens the pixels under the brush.",
    "What the option maps to, depends on the locale.",
    "The focus ring, shows the selected widget.",
    "A wide radius means, that more pixels are blurred.",
    "The main drawback is, that the filter is slow.",
]

COMMA_GOOD = [
    "Dodge mode brightens the pixels under the brush.",
    "The dodge mode, as noted, brightens the pixels.",
    "Red, green and blue make white.",
    "The new parser, enabled by a flag, is faster.",
    "Windows users, open the menu first.",
    "In this mode, the tool brightens pixels.",
    "A wide radius means that more pixels are blurred.",
    "It means, that is, a wider blur.",
    "Loads images, converts them, and saves the result.",
]


@pytest.mark.parametrize("text", AGREEMENT_BAD)
def test_agreement_slip_flagged(nlp, text):
    assert "agreement" in _reasons(nlp, text)


@pytest.mark.parametrize("text", AGREEMENT_GOOD)
def test_agreement_neighbour_not_flagged(nlp, text):
    assert "agreement" not in _reasons(nlp, text)


@pytest.mark.parametrize("text", COMMA_BAD)
def test_comma_slip_flagged(nlp, text):
    assert "disfluent" in _reasons(nlp, text)


@pytest.mark.parametrize("text", COMMA_GOOD)
def test_comma_neighbour_not_flagged(nlp, text):
    assert "disfluent" not in _reasons(nlp, text)


def _written(text: str, phenomenon: str) -> list[bool]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p).well_formed for p in result.pairs]


def test_pipeline_flags_subject_comma_pairs():
    wf = _written(
        "Darken mode, causes the darker pixels of both layers to stay visible.", "verb_complement"
    )
    assert wf and not any(wf)


def test_pipeline_flags_demonstrative_slip_pairs():
    wf = _written("This add a sense of depth to the image with only one pass.", "presupposition")
    assert wf and not any(wf)


def test_pipeline_keeps_subject_comma_neighbour():
    wf = _written(
        "Darken mode causes the darker pixels of both layers to stay visible.", "verb_complement"
    )
    assert any(wf)


def test_pipeline_keeps_demonstrative_neighbour():
    wf = _written("This adds a sense of depth to the image with only one pass.", "presupposition")
    assert any(wf)
