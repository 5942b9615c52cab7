"""verb_complement, stop 79 round one (branch vc149): s1204v rejects.

- "mean that" restricted by "in most/many/some cases" or with a comparative bare-plural
  subject ("Larger values mean P") is a generic conditional: o/o, neutral;
- a comma splice opened by a conjunct ("A, however the tool allows you to V") leaves the
  first clause out of the hypothesis;
- an elliptical "if not,"/"if so," whose antecedent clause the hypothesis dropped is flagged;
- "that" right after "appear"/"seem" with no expletive "it" is a relative pronoun: no pair.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def test_case_quantified_mean_is_neutral():
    p = _original("In most cases this means that the layer will stay visible.")
    assert p is not None and p.hypothesis == "The layer will stay visible."
    assert p.heuristic_label == "neutral"


def test_universal_case_mean_keeps_entailment():
    p = _original("In all cases this means that the layer will stay visible.")
    assert p is not None and p.heuristic_label == "entailment"


def test_comparative_bare_plural_mean_is_neutral():
    p = _original("Bigger brushes mean the strokes will be wider.")
    assert p is not None and p.hypothesis == "The strokes will be wider."
    assert p.heuristic_label == "neutral"


def test_definite_comparative_subject_keeps_entailment():
    p = _original("The bigger brushes mean the strokes will be wider.")
    assert p is not None and p.heuristic_label == "entailment"


def test_conjunct_comma_splice_clause_left_out():
    p = _original(
        "Backups can become very large, however the tool allows you to compress the archives."
    )
    assert p is not None and p.hypothesis == "You compress the archives."
    assert p.well_formed


def test_coordinated_clause_neighbour_unchanged():
    p = _original(
        "Backups can become very large, and the tool allows you to compress the archives."
    )
    assert p is not None and p.hypothesis == "You compress the archives."


def test_semicolon_conjunct_neighbour_unchanged():
    p = _original(
        "Backups can become very large; however, the manager wants to compress the archives."
    )
    assert p is not None and p.hypothesis == "The manager will compress the archives."


def test_elliptical_if_not_after_cut_clause_is_flagged():
    p = _original("The disk may have enough space; if not, you need to delete some old files.")
    assert p is not None and p.hypothesis.startswith("If not,")
    assert not p.well_formed
    assert "dangling-anaphor:elliptical-conditional" in p.features["flags"]


def test_full_conditional_neighbour_is_not_flagged():
    p = _original("If the disk is full, you need to delete some old files.")
    assert p is not None
    assert "dangling-anaphor:elliptical-conditional" not in (p.features.get("flags") or [])


def test_relative_that_after_appear_makes_no_pair():
    assert (
        _pairs("When you press the key, you will see a frame appear that shrinks as you move.")
        == []
    )


def test_expletive_it_appears_that_keeps_the_pair():
    p = _original("It appears that the frame shrinks as you move.")
    assert p is not None and p.hypothesis == "The frame shrinks as you move."
