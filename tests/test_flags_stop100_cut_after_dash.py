"""Stop 100 (s10001's implicature rejects): a premise or hypothesis that the rewrite cut one word
after a dash, on a word that cannot end a sentence ("Not all of these imply direct
contact—such.", the source going on ", for example, as kissing, ..."), is flagged
``cut-after-dash`` (``flags.surface_slips`` with the source check's ``fitness.has_cut_after_dash``)
and not well formed; an appositive content word after the dash is a clean end. Constructed
sentences through the real pipeline."""

from __future__ import annotations

from functools import cache

from pipeline import flags


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["implicature"])
    return tuple(result.pairs)


def test_a_rewrite_cut_after_a_dash_is_flagged() -> None:
    text = (
        "Some of these imply direct contact—such, for example, as kissing, the examination of "
        "patients by doctors or nurses, or infection of the surgeon's fingers while operating."
    )
    cut = [p for p in _pairs(text) if p.hypothesis.endswith("—such.")]
    assert cut
    assert all("cut-after-dash" in p.features["flags"] and not p.well_formed for p in cut)


def test_an_appositive_word_after_the_dash_ends_the_sentence() -> None:
    text = "Some of the guests wanted one thing—music, and the band played until dawn."
    pairs = [p for p in _pairs(text) if p.hypothesis_kind == "implicature"]
    assert pairs
    assert not any("cut-after-dash" in p.features["flags"] for p in pairs)


def test_the_flag_is_a_registered_defect() -> None:
    assert flags.severity("cut-after-dash") == "defect"
