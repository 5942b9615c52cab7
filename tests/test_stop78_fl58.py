"""Stop 78 round two, branch fl58: non-native source slips the blind judges rejected in every
phenomenon (docs/flags.md, "Stop 78: fl58").

- ``garbled``: a central determiner before the predeterminer "both"/"all" ("these both
  buttons"; Quirk et al. 1985 §5.10-5.11); possessive "its" with no nominal head ("its meant
  to"; the lost apostrophe of "it's"); "as many N you want" with no second "as" (Quirk et al.
  1985 §15.63); "take in account" for the fixed "take into account".
- ``agreement``: "this" before a plural noun and a verb ("This settings changes"; Quirk et al.
  1985 §5.45); an -s form after negated do-support ("does not needs"; Quirk et al. 1985 §3.37).

Each rule has a bad case and a close good neighbour. Sentences are constructed and go through
the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair
from tests.phenomenon_support import fitness_reasons as _reasons


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


GARBLED = [
    "With these both sliders you can move the layer and rotate the canvas.",
    "Their both handles are shown on the frame of the selection.",
    "Those all brushes are stored in your personal folder.",
    "The plug-in is simple; its meant to show how the layers are merged.",
    "The filter is slow, and its not possible to stop it.",
    "You can add as many layers and masks you want to the image.",
    "You can keep as much history you like in the undo list.",
    "The tool takes in account only the visible pixels.",
    "The opacity of the layer is not taken in account by the export.",
]

GOOD_GARBLED = [
    "With both these sliders you can move the layer and rotate the canvas.",
    "Both of their handles are shown on the frame of the selection.",
    "All those brushes are stored in your personal folder.",
    "The plug-in is simple; it is meant to show how the layers are merged.",
    "The plug-in is simple; its advertised features are listed in the menu.",
    "The manual says that both sliders move the layer.",
    "You can add as many layers and masks as you want to the image.",
    "The tool takes into account only the visible pixels.",
    "The tool takes in the visible pixels and writes a new layer.",
]


@pytest.mark.parametrize("text", GARBLED)
def test_non_native_slip_is_garbled(nlp, text):
    assert "garbled" in _reasons(nlp, text)


@pytest.mark.parametrize("text", GOOD_GARBLED)
def test_good_neighbour_not_garbled(nlp, text):
    assert "garbled" not in _reasons(nlp, text)


AGREEMENT = [
    "This settings changes the size of the brush.",
    "This filters work best on large images.",
    "The preview does not shows the selected area.",
    "The dialog doesn't closes when you press Escape.",
]

GOOD_AGREEMENT = [
    "This setting changes the size of the brush.",
    "These filters work best on large images.",
    "This results in a smaller image.",  # "results" is the verb
    "The preview does not show the selected area.",
    "The dialog doesn't close when you press Escape.",
    "Whether the users do depends on the size of the image.",
]


@pytest.mark.parametrize("text", AGREEMENT)
def test_source_agreement_slip(nlp, text):
    assert "agreement" in _reasons(nlp, text)


@pytest.mark.parametrize("text", GOOD_AGREEMENT)
def test_good_neighbour_agrees(nlp, text):
    assert "agreement" not in _reasons(nlp, text)


def test_pipeline_flags_pairs_of_slipped_source():
    text = "This options controls the width and height of the new layer."
    pairs = _pairs(text, "conjunction")
    assert pairs
    assert all(not p.well_formed for p in pairs)


def test_pipeline_keeps_good_neighbour_well_formed():
    text = "This option controls the width and height of the new layer."
    pairs = _pairs(text, "conjunction")
    assert any(p.well_formed for p in pairs)
