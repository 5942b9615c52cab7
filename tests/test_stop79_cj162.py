"""Stop 79 round two, branch cj162: a kept anaphor whose antecedent was in the removed conjunct.

1. ``conjunction._effected_then_definite``: the removed clause or verb phrase made a thing (an
   effected object of a creation verb, or the product of "into"/"as" after an object; Quirk et
   al. 1985 §10.8, Levin 1993 §26.6) and a kept definite of the same noun refers to it
   (familiarity, Heim 1982): ``lost_antecedent`` and no addition pair.
2. ``conjunction._lost_one_anaphor``: anaphoric "one(s)" whose nearest agreeing noun was in the
   removed member (nominal substitution, Halliday & Hasan 1976 §3.2; H&P 2002 ch. 5 §9.4):
   ``lost_antecedent`` and no addition pair.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a close good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return list(mined_pairs(text, "conjunction", assess_sources=True))


def _removed(text: str) -> dict[str, object]:
    """Every ``conjunct_removed`` pair, keyed by its hypothesis."""
    return {p.hypothesis: p for p in _pairs(text) if p.hypothesis_kind == "conjunct_removed"}


def _added_premises(text: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.hypothesis_kind == "conjunct_added"}


# 1. a definite whose referent the removed event made

_PRODUCT = (
    "To share the picture, crop the photo, save the picture as a small file, "
    "and attach the file to your message."
)
_PRODUCT_CUT = "To share the picture, crop the photo and attach the file to your message."


def test_definite_of_a_removed_product_is_lost_antecedent():
    pair = _removed(_PRODUCT)[_PRODUCT_CUT]
    assert not pair.well_formed
    assert "lost_antecedent" in pair.features["flags"]
    assert _PRODUCT_CUT not in _added_premises(_PRODUCT)


def test_definite_without_a_removed_product_is_kept():
    # "save the picture in a folder": nothing is made, so "the file" is no reiteration of it
    text = _PRODUCT.replace("as a small file", "in a folder")
    pair = _removed(text)[_PRODUCT_CUT]
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"
    assert _PRODUCT_CUT in _added_premises(text)


_CREATED = (
    "In the first step you write a short script, and in the second step you run the script "
    "on the server."
)


def test_definite_of_a_created_object_is_lost_antecedent():
    cut = {h: p for h, p in _removed(_CREATED).items() if "write" not in h}
    assert cut, "the first clause's removal should be written"
    for pair in cut.values():
        assert not pair.well_formed
        assert "lost_antecedent" in pair.features["flags"]
    assert not any("write" not in p for p in _added_premises(_CREATED))


def test_definite_mentioned_before_the_removed_product_is_kept():
    text = (
        "Before you send the file, crop the photo, save the picture as a small file, "
        "and attach the file to your message."
    )
    cut = "Before you send the file, crop the photo and attach the file to your message."
    pair = _removed(text)[cut]
    assert pair.well_formed
    assert "lost_antecedent" not in pair.features["flags"]


# 2. "the ones" whose noun was in the removed member

_ONES = "The menu offers commands for drawing new shapes or editing the ones that you already have."
_ONES_CUT = "The menu offers commands for editing the ones that you already have."


def test_one_anaphor_of_the_removed_noun_is_lost_antecedent():
    pair = _removed(_ONES)[_ONES_CUT]
    assert not pair.well_formed
    assert "lost_antecedent" in pair.features["flags"]
    assert _ONES_CUT not in _added_premises(_ONES)


def test_one_anaphor_with_a_kept_nearer_noun_is_kept():
    text = (
        "The menu offers commands for drawing new shapes, removing old shapes or editing the "
        "ones that you already have."
    )
    cut = "The menu offers commands for removing old shapes or editing the ones that you already have."
    pair = _removed(text)[cut]
    assert pair.well_formed
    assert "lost_antecedent" not in pair.features["flags"]
    assert cut in _added_premises(text)


def test_partitive_one_is_no_anaphor():
    text = "The menu offers commands for drawing new shapes or editing one of the layers."
    cut = "The menu offers commands for editing one of the layers."
    pair = _removed(text)[cut]
    assert pair.well_formed
    assert cut in _added_premises(text)
