"""Stop 81 round one, branch fl64: the flag promise audited over fourteen slices (docs/flags.md,
"Stop 81: fl64").

Narrowed (``source:fragment``: a clause the tagger misread is no fragment):

- ``fitness._preterite_read_as_participle``: a headline subject may have premodifiers before
  its head noun ("Full text filter enabled for ..."; block language drops "is"/"has been",
  Quirk et al. 1985 §11.44). A noun phrase whose participle modifies a noun inside a
  preposition phrase stays a fragment.
- ``fitness._base_verb_conjunct``: a base-form verb with its own object, conjoined to a root
  read as a noun, makes the root a verb (coordination joins like constituents, H&P 2002
  ch. 15 §2): an imperative, no fragment. A noun phrase with noun conjuncts stays a fragment.

New checks (``source:garbled``, ``fitness.PARSE_GARBLES``):

- ``_bare_partitive``: "most of filters" (the partitive's oblique must be definite, H&P 2002
  ch. 5 §9.2).
- ``_infinitive_without_object``: "allows to set" ("allow" takes "NP to VP", H&P 2002 ch. 14
  §5.2).

Each rule has a bad case and a close good neighbour. Sentences are constructed and go through
the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    return [settle(p) for p in mined_pairs(text, phenomenon, assess_sources=True)]


HEADLINE_CLAUSES = [
    "Full text search enabled for titles, notes and tags.",
    "New export option added to the file menu and the toolbar.",
]

PARTICIPLE_INSIDE_NOUN_PHRASE = [
    "Number of files copied or moved from the archive folder.",
    "List of settings stored for each user account.",
]


@pytest.mark.parametrize("text", HEADLINE_CLAUSES)
def test_headline_clause_with_premodified_subject_is_no_fragment(nlp, text: str) -> None:
    assert "fragment" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", PARTICIPLE_INSIDE_NOUN_PHRASE)
def test_noun_phrase_with_inner_participle_stays_unfit(nlp, text: str) -> None:
    assert {"fragment", "description"} & set(fitness.assess(text, nlp(text)))


def test_headline_clause_conjunction_pair_well_formed() -> None:
    pairs = _pairs(HEADLINE_CLAUSES[0], "conjunction")
    assert pairs
    assert all(
        not any(f.startswith("source:fragment") for f in p.features.get("flags") or [])
        for p in pairs
    )


IMPERATIVE_MISREAD = "To add a guide, Shift-click on the ruler and drag the guide line."
NOUN_CONJUNCTS = "Design and evaluation of resources for teaching and learning."


def test_imperative_with_verb_conjunct_is_no_fragment(nlp) -> None:
    doc = nlp(IMPERATIVE_MISREAD)
    root = next(t for t in doc if t.dep_ == "ROOT")
    if root.pos_ == "VERB":
        pytest.skip("the tagger read the first verb as a verb: nothing to guard")
    assert fitness._base_verb_conjunct(root)
    assert "fragment" not in fitness.assess(IMPERATIVE_MISREAD, doc)


def test_noun_conjuncts_stay_a_fragment(nlp) -> None:
    doc = nlp(NOUN_CONJUNCTS)
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert not fitness._base_verb_conjunct(root)
    assert "fragment" in fitness.assess(NOUN_CONJUNCTS, doc)


BARE_PARTITIVES = [
    "Most of plugins are written in Python.",
    "When the grid is on, most of cells have the same width.",
]
DEFINITE_PARTITIVES = [
    "Most of the plugins are written in Python.",
    "Most of them are written in Python.",
    "All of Python's modules are written in C.",
    "Most of our work is done at night.",
    "The size of files is shown in bytes.",
]


@pytest.mark.parametrize("text", BARE_PARTITIVES)
def test_bare_partitive_is_garbled(nlp, text: str) -> None:
    assert fitness._bare_partitive(nlp(text)) is not None
    assert "garbled" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", DEFINITE_PARTITIVES)
def test_definite_partitive_is_fine(nlp, text: str) -> None:
    assert fitness._bare_partitive(nlp(text)) is None


def test_bare_partitive_implicature_pairs_flagged() -> None:
    pairs = _pairs(BARE_PARTITIVES[0], "implicature")
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("source:garbled" in (p.features.get("flags") or []) for p in pairs)


def test_definite_partitive_implicature_pairs_well_formed() -> None:
    pairs = _pairs(DEFINITE_PARTITIVES[0], "implicature")
    assert any(p.well_formed for p in pairs)
    assert all("source:garbled" not in (p.features.get("flags") or []) for p in pairs)


MISSING_OBJECT = [
    "These sliders allow to set the noise level in each channel.",
    "The button enables to bring the layer to the top.",
]
WITH_OBJECT = [
    "These sliders allow you to set the noise level in each channel.",
    "The tool is allowed to run in the background.",
    "Users allowed to post can edit their messages.",
    "We want to set the noise level in each channel.",
]


@pytest.mark.parametrize("text", MISSING_OBJECT)
def test_infinitive_without_object_is_garbled(nlp, text: str) -> None:
    assert fitness._infinitive_without_object(nlp(text)) is not None
    assert "garbled" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", WITH_OBJECT)
def test_infinitive_with_object_or_passive_is_fine(nlp, text: str) -> None:
    assert fitness._infinitive_without_object(nlp(text)) is None


def test_infinitive_without_object_conjunction_pairs_flagged() -> None:
    pairs = _pairs("These sliders and the input boxes allow to set the noise level.", "conjunction")
    assert pairs
    assert all(not p.well_formed for p in pairs)


def test_infinitive_with_object_conjunction_pairs_keep_no_garble() -> None:
    pairs = _pairs(
        "These sliders and the input boxes allow you to set the noise level.", "conjunction"
    )
    assert pairs
    assert all("source:garbled" not in (p.features.get("flags") or []) for p in pairs)
