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
