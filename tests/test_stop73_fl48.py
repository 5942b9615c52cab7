"""Stop 73 round three (fl48): verbless glossary definitions as conjunction premises. An
indefinite genus with a comma-set "-ing" participle clause after it ("A shared store of notes on
staff and projects, easing planning and review.") is one noun phrase, the participle a
supplementary reduced relative of the genus (Quirk et al. 1985 §17.13, §17.22), so the copular
repair makes it "It is a ..."; an indefinite genus whose only finite verbs sit in its relative
clause, which no reading took, is a ``description`` and gets the same repair. A past participle
after a comma (fl46) and a bare genus with a comma-set participle stay out of the repair.
Constructed sentences after s1204h's FOLDOC pairs, parsed by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def _all_mended(pairs, start: str) -> None:
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith(start), pair.premise
        assert pair.hypothesis.startswith(start), pair.hypothesis
        assert not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]
    assert any(pair.well_formed for pair in pairs)


def test_indefinite_genus_with_comma_ing_clause_is_mended():
    text = (
        "A structured repository of data on people and resources within an organisation,"
        " facilitating management and reporting."
    )
    assert model_fitness_reasons(text) == ["description"]
    _all_mended(_pairs(text), "It is a structured repository of data on")


def test_indefinite_genus_with_verbs_only_in_its_relative_is_mended():
    text = (
        "A loosely defined name for web tools that go beyond displaying single pages of static"
        " text and allow users to interact with the site and each other by adding or updating"
        " the text."
    )
    assert model_fitness_reasons(text) == ["description"]
    _all_mended(_pairs(text), "It is a loosely defined name for web tools")


def test_genus_with_participles_and_an_as_opposed_to_adjunct_is_mended():
    text = (
        "A language spoken or written by people, as opposed to a language used to program or"
        " talk to machines."
    )
    assert model_fitness_reasons(text) == ["description"]
    _all_mended(_pairs(text), "It is a language")


def test_bare_genus_with_comma_participle_is_not_a_description():
    # a determinerless caption: no "It is" can be built on it
    for text in (
        "Old storage shed near the barn, housing tools and seeds.",
        "A descendant of the old compiler with extra types, developed to be a portable language.",
    ):
        assert "description" not in model_fitness_reasons(text), text
