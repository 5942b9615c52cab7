"""Branch cj232 (stop 104): conjunction labels. Constructed sentences through the real spaCy
model; each class has a case that was labelled otherwise on int104 and a near miss that must
not change.

1. A "by"-gerund list of means under a necessity modal ("must", "should", also passive):
   each means is required (Kratzer 1981), so a removal is entailed (boolean labels), where
   under "can" the list stays one recipe (``procedure_steps``, neutral).
2. A magnitude noun ("Millions of N who A and B ...") is a cardinal quantifier, upward in its
   restrictor (Barwise & Cooper 1981), not a generic bare plural (``_generic_restrictor``).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in removed(run(text)[1]).items()}


# -- class 1: means lists under necessity -----------------------------------------------------

MEANS = "by filling in the form, paying the fee and booking an appointment."
SHORT = "by filling in the form and booking an appointment."


def test_must_means_removal_is_entailed(run):
    labels = _labels(run, f"Applicants must renew the permit {MEANS}")
    assert labels[f"Applicants must renew the permit {SHORT}"] == ("entailment", "boolean_and")


def test_should_means_removal_is_entailed(run):
    text = "You should clean the filter by rinsing it, drying it and brushing off the dust."
    short = "You should clean the filter by rinsing it and brushing off the dust."
    assert _labels(run, text)[short][0] == "entailment"


def test_passive_must_means_removal_is_entailed(run):
    labels = _labels(run, f"The permit must be renewed {MEANS}")
    assert labels[f"The permit must be renewed {SHORT}"][0] == "entailment"


def test_can_means_removal_stays_neutral(run):
    """Near miss: possibility; the list is one sufficient recipe, a shorter one untested."""
    labels = _labels(run, f"You can renew the permit {MEANS}")
    assert labels[f"You can renew the permit {SHORT}"] == ("neutral", "procedure_steps")


def test_epistemic_must_have_stays_neutral(run):
    """Near miss: "must have been renewed" is the epistemic perfect (``_necessity_modal``)."""
    labels = _labels(run, f"The permit must have been renewed {MEANS}")
    assert labels[f"The permit must have been renewed {SHORT}"] == ("neutral", "procedure_steps")


# -- class 2: magnitude nouns over a relative clause ------------------------------------------


def test_millions_of_relative_removal_is_entailed(run):
    text = "Millions of Americans who work hard and pay their taxes deserve a raise."
    labels = _labels(run, text)
    assert labels["Millions of Americans who pay their taxes deserve a raise."] == (
        "entailment",
        "boolean_and",
    )


def test_bare_magnitude_relative_removal_is_entailed(run):
    text = "Thousands who work hard and pay their taxes deserve a raise."
    labels = _labels(run, text)
    assert labels["Thousands who work hard deserve a raise."][0] == "entailment"


def test_generic_bare_plural_relative_stays_neutral(run):
    """Near miss: a bare plural kind term is generic, its relative a downward restrictor."""
    text = "Americans who work hard and pay their taxes deserve a raise."
    labels = _labels(run, text)
    assert labels["Americans who pay their taxes deserve a raise."] == ("neutral", "downward_and")
