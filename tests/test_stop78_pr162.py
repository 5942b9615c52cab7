"""Stop 78, pr162: a bare count of a relational part noun ("at both ends") names its whole.

A relational part noun (end, side, edge, corner, tip ...) refers to a part of an implicit whole
(Barker 1995 on relational nouns; Löbner 1985), so "There are two relevant ends" says nothing
checkable (ends of what?). When a "with"-phrase places the thing on a singular noun before it
("a curve with a handle at both ends"), the draft names that whole ("The curve has two ends.");
a locative count of such a part with no whole named gets no draft. A non-relational noun keeps
its domain draft. Sentences constructed for these tests, parsed by the real spaCy model through
the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind


def _original(text: str) -> tuple[str, str] | None:
    """(hypothesis, label) of the original premise's numeric-determiner pair."""
    pair = presupposition_pairs_by_kind(text, "numeric_determiners").get("original")
    return None if pair is None else (pair[1], pair[2])


def test_with_phrase_on_object_names_the_whole():
    assert _original("The editor draws a dotted line with a square at both ends.") == (
        "The dotted line has two ends.",
        "entailment",
    )


def test_with_phrase_on_noun_names_the_whole():
    assert _original("The program shows a ruler with a small marker at both ends.") == (
        "The ruler has two ends.",
        "entailment",
    )


def test_part_count_without_a_whole_has_no_draft():
    assert _original("The painter put a mark at both ends.") is None


def test_whole_as_subject_keeps_its_draft():
    assert _original("The rope was frayed at both ends.") == (
        "The rope had two ends.",
        "entailment",
    )


def test_non_relational_noun_keeps_domain_draft():
    assert _original("The clerk checked both accounts carefully.") == (
        "There were two relevant accounts.",
        "entailment",
    )


def test_party_sides_keep_domain_draft():
    assert _original("Both sides agreed to the terms.") == (
        "There were two relevant sides.",
        "entailment",
    )


def test_people_on_both_sides_keep_domain_draft():
    assert _original("The soldiers fought on both sides.") == (
        "There were two relevant sides.",
        "entailment",
    )
