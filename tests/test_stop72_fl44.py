"""Stop 72 (fl44): dictionary-definition fragments that stop 71's copular repair
(``process._copular_definitions``) left as they were. A definiens it cannot make "It is ..."
(a definite genus, a side that is no longer the definiens' noun phrase) is ``source:fragment``,
a defect for every phenomenon, where its ``source:description`` was a warning for conjunction;
a participle gloss ("Used with ...") is the reduced passive of its headword and is mended to
"It is used with ..."; a side whose opening word alone was replaced keeps the definiens' subject.
Constructed sentences after s1204b/s1204c's FOLDOC rejects, parsed by the real model.
"""

from __future__ import annotations

from pipeline import fitness, parse, process
from tests.phenomenon_support import every_pair_flagged, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def _nlp():
    return parse.load(parse.resolve_model(None), ())


def test_definite_definiens_pairs_are_fragments_not_warnings():
    # "The program that ..." would be a specifying predicate ("It is the program ..."): no
    # repair, and the conjunction pair copies a noun phrase that asserts nothing
    pairs = _pairs("The program that sorts and merges files on the mainframe.")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)
    assert not any("source:description" in source_flags(p) for p in pairs)


def test_indefinite_definiens_is_still_mended():
    pairs = _pairs("A program that sorts and merges files on the mainframe.")
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is a program that sorts")
        assert pair.hypothesis.startswith("It is a program that sorts")
        assert pair.well_formed and not source_flags(pair)


def test_side_without_the_definiens_article_is_a_fragment():
    pairs = _pairs("A node or vertex in a graph.")
    bare = [p for p in pairs if "Vertex in a graph." in (p.premise, p.hypothesis)]
    assert every_pair_flagged(bare, "source:fragment", source_flags)
    mended = [p for p in pairs if p not in bare]
    assert mended and all(p.well_formed and p.premise.startswith("It is a node") for p in mended)


def test_participle_gloss_is_mended_to_its_passive():
    pairs = _pairs("Used with a word processor to create manuals or online help.")
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is used with a word processor")
        assert pair.hypothesis.startswith("It is used with a word processor")
        assert pair.well_formed and not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]


def test_agentive_participle_is_not_mended():
    # an event with its agent: "It was developed by ...", not "It is": no certain tense
    pairs = _pairs("Developed by a small team to test compilers and linkers.")
    assert pairs
    assert not any(p.premise.startswith("It is") for p in pairs)
    assert all("source:subjectless" in source_flags(p) for p in pairs)


def test_sentence_opening_on_a_participle_is_untouched():
    nlp = _nlp()
    assert (
        fitness.participle_gloss_subject(nlp("Used cars and trucks were sold at the auction."))
        is None
    )
    assert (
        fitness.participle_gloss_subject(nlp("Used to be popular with students and staff.")) is None
    )
    assert fitness.participle_gloss_subject(nlp("Designed a chip and a board for the lab.")) is None
    assert (
        fitness.participle_gloss_subject(nlp("Based on an older design for printers.")) == "It is"
    )
    pairs = _pairs("Used cars and trucks were sold at the auction.")
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("Used")
        assert pair.well_formed and not source_flags(pair)


def test_side_with_its_opening_word_replaced_keeps_the_subject():
    nlp = _nlp()
    definiens = "Small paper tags attached to parcels to let them be tracked by a remote system."
    replaced = "Large paper tags attached to parcels to let them be tracked by a remote system."
    side = process._copular_side(nlp, replaced, "They are", "Small", "", set(), definiens)
    assert (
        side
        == "They are large paper tags attached to parcels to let them be tracked by a remote system."
    )
    # a side that cut the opening away is no rewrite of the definiens' noun phrase
    cut = "Tags attached to parcels to let them be tracked by a remote system."
    assert process._copular_side(nlp, cut, "They are", "Small", "", set(), definiens) is None
