"""Stop 71 round three, branch cj124: conjunct replacements of the blind review s1204b (FOLDOC)
labelled contradiction where the premise excludes nothing (conjunction class 4): a number that
classifies the things of an indefinite plural ("various 16, 32 and 64 bit architectures") and an
antonym of a modifier of a bare plural object of a present simple verb ("designs peripheral
chips"). Both introduce other things beside the first ones, so the label is neutral. Sentences
are constructed and go through the real spaCy model; controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _replacements(run, text: str) -> dict[str, tuple[str, str]]:
    """hypothesis -> (label, rule) of the ``conjunct_replaced`` pairs written for ``text``."""
    return {
        p.hypothesis: (p.heuristic_label, p.label_rule)
        for p in run(text)[1]
        if p.hypothesis_kind == "conjunct_replaced"
    }


def test_number_in_list_of_sizes_under_various_is_neutral(run):
    """ "various 8, 16, and 32 bit processors" -> "various 9, 16, ...": other classes of
    processor may have ports too."""
    reps = _replacements(
        run, "Compilers have been written for various 8, 16, and 32 bit processors: Z80, 8086."
    )
    assert reps, "the number replacement is still written"
    assert all(label != "contradiction" for label, _ in reps.values()), reps
    assert {rule for _, rule in reps.values()} == {"replaced_in_indefinite_plural"}


def test_counted_number_keeps_contradiction(run):
    """Control: a number that counts ("It has 4 cores and 8 threads") still contradicts."""
    reps = _replacements(run, "The chip has 4 cores and 8 threads.")
    numbers = [label for label, rule in reps.values() if rule.startswith("replaced_number")]
    assert numbers and all(label == "contradiction" for label in numbers), reps


def test_antonym_of_bare_plural_object_is_neutral(run):
    """ "designs and sells cheap printers" -> "expensive printers": the firm can sell both."""
    reps = _replacements(
        run, "The firm designs and sells cheap printers and offers repair services."
    )
    swapped = {h: v for h, v in reps.items() if "expensive printers" in h}
    # Stop 79 (cj163): "cheap" is below the coordinated element ("designs and sells"), on a
    # bare plural: no replacement pair at all (judges kept 0 of 4 such swaps), where stop 71
    # wrote a neutral one.
    assert not swapped, swapped


def test_antonym_under_have_keeps_contradiction(run):
    """Control: "has large windows" -> "small windows": the house's windows are one set; the rule for
    bare plural objects leaves "have" alone."""
    reps = _replacements(run, "The house has large windows and faces the sea.")
    swapped = {h: v for h, v in reps.items() if "small windows" in h}
    assert all(v[1] != "replaced_in_indefinite_plural" for v in swapped.values()), swapped


def test_article_agrees_with_replaced_numeral(run):
    """ "an 8-bit bus" -> "a 9-bit bus", never "an 9-bit"; the pair stays a contradiction."""
    reps = _replacements(run, "The board has 16-bit registers and an 8-bit data bus.")
    hyps = [h for h in reps if "9-bit" in h]
    assert hyps and all("a 9-bit data bus" in h and "an 9-bit" not in h for h in hyps), reps


def test_article_kept_when_new_numeral_agrees(run):
    """Control: "a 32-bit bus" -> "a 33-bit bus" keeps its article."""
    reps = _replacements(run, "The board has 8 registers and a 32-bit data bus.")
    hyps = [h for h in reps if "33-bit" in h]
    assert hyps and all("a 33-bit data bus" in h for h in hyps), reps
