"""Stop 71 (fl43): a glossary entry whose genus is a singular common noun with no determiner
("Planning, testing and review of software for schools.", "Portable code built from small
modules.") went out well formed, or with only the ``description`` warning, and s1204b's judges
rejected every conjunction pair on it ("needs 'It is the design, ...'"). No "It is ..." can be
built on it without choosing between "a", no article and "the", so it is ``source:fragment``
(``fitness._bare_singular_definiens``). Constructed sentences parsed by the real model; each with
a neighbour that must stay as it was.
"""

from __future__ import annotations

from tests.phenomenon_support import model_fitness_reasons as _reasons
from tests.phenomenon_support import source_assessed_pairs as _pairs


def test_bare_nominal_list_definition_is_fragment():
    text = "Planning, testing, review and maintenance of software and hardware for schools."
    assert _reasons(text) == ["fragment"]
    pairs = _pairs(text)
    # Stop 76 (cj143): a verbless heading may now be refused outright (no pairs at all).
    assert all(not p.well_formed and "source:fragment" in p.features["flags"] for p in pairs)


def test_bare_singular_genus_with_participle_is_fragment():
    text = "Portable code consisting of a number of small and loosely-coupled modules."
    assert _reasons(text) == ["fragment"]
    pairs = _pairs(text)
    assert pairs
    assert all(not p.well_formed for p in pairs)


def test_neighbours_keep_their_repair_or_clause():
    # an article genus and a bare plural genus are still mended; a clause stays a clause
    for text, opening in (
        ("A compiler for small and fast languages that runs under Unix.", "It is a compiler"),
        ("Programs that copy and compress files.", "They are programs"),
    ):
        pairs = _pairs(text)
        assert pairs
        assert all(p.premise.startswith(opening) and p.well_formed for p in pairs)
    text = "Design and testing of software takes time and money."
    assert _reasons(text) == []
    assert all(p.well_formed for p in _pairs(text))
