"""Stop 73 round three, branch cj133: conjunction labels of the blind review s1204h (FOLDOC):
an "or" inside an example after "such as", a letter alias of a premodifier, free choice under
an adjectival participle and a gerund adjunct below "allow", and adjectives coordinated on the
mass-noun object of a symmetric verb. Sentences go through the real spaCy model; they are
constructed, in the shape of the reviewed ones. Controls (good neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, labels


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> dict[str, tuple[str, str]]:
    return labels(run(text)[1], text)


def test_or_inside_such_as_example(run):
    """ "such as a key arriving at a port or a tick of a clock": the parse hangs the second
    example on a noun of the first; the "or" still enumerates examples (Quirk §17.84)."""
    text = "Drivers typically handle events in the hardware of a machine such as a key arriving at a port or a tick of a clock."
    out = _labels(run, text)
    short = "Drivers typically handle events in the hardware of a machine such as a key arriving at a port."
    assert out[short] == ("entailment", "or_open_list")


def test_or_outside_example_stays_boolean(run):
    """Control: an "or" in a plain clause with no "such as" stays neutral."""
    text = "The driver reads a key from a port or a tick from a clock."
    out = _labels(run, text)
    assert all(lab == "neutral" for lab, _ in out.values())


def test_letter_alias_of_premodifier(run):
    """ "The horizontal or x axis": a letter names the same axis, removal is entailed."""
    text = "The horizontal or x axis is drawn at the bottom."
    out = _labels(run, text)
    assert out["The horizontal axis is drawn at the bottom."] == ("entailment", "or_equivalence")
    assert out["The x axis is drawn at the bottom."] == ("entailment", "or_equivalence")


def test_two_word_premodifiers_stay_alternatives(run):
    """Control: "the vertical or horizontal axis" is a real choice: neutral."""
    out = _labels(run, "The vertical or horizontal axis is drawn first.")
    assert out["The vertical axis is drawn first."][0] == "neutral"


def test_free_choice_under_may_be_with_adjectival_participle(run):
    """ "which may be either connection-oriented or connectionless": free choice (Kamp 1973)."""
    text = "It runs on a link which may be either connection-oriented or connectionless (packet switching)."
    out = _labels(run, text)
    short = "It runs on a link which may be connectionless (packet switching)."
    assert out[short] == ("entailment", "or_free_choice")


def test_free_choice_in_gerund_adjunct_under_allow(run):
    """ "allow users to interact with it by adding or updating X": free choice below permission."""
    text = "The tools allow users to interact with the site by adding or updating the content."
    out = _labels(run, text)
    short = "The tools allow users to interact with the site by adding the content."
    assert out[short] == ("entailment", "or_free_choice")


def test_gerund_adjunct_without_permission_stays_boolean(run):
    """Control: no permission or modal above: the "or" stays neutral."""
    text = "The users interacted with the site by adding or updating the content."
    out = _labels(run, text)
    assert out["The users interacted with the site by adding the content."][0] == "neutral"


def test_integrate_two_kinds_of_mass_noun_dropped(run):
    """ "integrate functional and imperative programming": collective, no removal pair."""
    text = "The language attempts to integrate functional and imperative programming."
    assert not _labels(run, text)


def test_support_two_kinds_kept(run):
    """Control: "supports functional and imperative programming" is boolean: entailment."""
    text = "The language supports functional and imperative programming."
    out = _labels(run, text)
    assert out["The language supports functional programming."] == ("entailment", "boolean_and")
