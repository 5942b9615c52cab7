"""Stop 90 integration: a removal that drops every word of a span no longer crashes the conjunction
rewriter (slice s1206a's one quarantined sentence: ``zip() argument 2 is shorter than argument 1``
in ``_text_without``, so the sentence lost all its pairs)."""

from __future__ import annotations

from tests.test_stop89_cj193 import _short_sides

NOT_ONLY = (
    "Not only does the sugar caramelize, but the crank is VERY hard to turn once the sugar starts "
    "melting; this makes it very easy, indeed, to break the delicate, plastic crank on your lid."
)


def test_not_only_removal_with_an_emptied_span_is_written():
    sides = _short_sides(NOT_ONLY)
    assert (
        "The crank is VERY hard to turn once the sugar starts melting; this makes it very easy, "
        "indeed, to break the delicate, plastic crank on your lid."
    ) in sides, sides


def test_adverb_beside_a_secondary_predicate_is_no_gapped_remnant():
    # blind A/B ab90 kept "Product arrived quickly." (cj195's gapping refusal had removed it):
    # "packaged" hangs on "arrived", which stays and takes "quickly"
    assert "Product arrived quickly." in _short_sides("Product arrived well packaged and quickly.")


def test_gapped_remnant_after_a_main_verb_is_still_refused():
    text = (
        "They shall fear you while the sun endures; and as long as the moon, throughout all "
        "generations."
    )
    assert not any(s.startswith("They shall as long as") for s in _short_sides(text))
