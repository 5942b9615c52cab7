"""Stop 76 round one, branch cj143: conjunct removal on manual and expository prose. Three
rules: a sentence-case verbless heading is no premise (block language, Quirk et al. 1985
§11.44-11.45), no member of an equivalence gloss ("i.e.", "that is", "namely": Quirk et al.
1985 §17.65ff.; Meyer 1992) is removed, and a preposition phrase the parse gives to the last of
one-word members is not left on the first when the last is removed (right node raising or the
member's own, H&P 2002 ch. 15 §4.4). Sentences are constructed and go through the real spaCy
model and the real pipeline (``mined_pairs``, sources assessed as in a run). Each rule has a
bad case and a close good neighbour still written well formed with its label."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, object]:
    """The conjunct-removal pairs of ``text`` whose premise is the sentence as written."""
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_removed" and p.premise_kind == "original"
    }


def _kept(text: str) -> dict[str, str]:
    """Well-formed removal hypotheses of ``text`` with their labels."""
    return {h: p.heuristic_label for h, p in _removals(text).items() if p.well_formed}


# 1. verbless sentence-case headings


@pytest.mark.parametrize(
    "text",
    [
        "Tips and tricks for the star chart",
        "Options for the offline and online star catalogues.",
    ],
)
def test_sentence_case_heading_has_no_pair(text):
    """A bare noun phrase with no verb and no determiner is a heading: no pair at all."""
    assert not mined_pairs(text, "conjunction", assess_sources=True)


def test_heading_with_adjective_coordination_has_no_pair():
    assert not mined_pairs("Northern and southern constellations", "conjunction")


def test_clause_about_the_same_topic_keeps_its_removals():
    """The same words as the subject of a finite clause: a sentence, reduced as before."""
    kept = _kept("These tips and tricks help with the star chart.")
    assert kept.get("These tips help with the star chart.") == "entailment"
    assert kept.get("These tricks help with the star chart.") == "entailment"


def test_noun_read_for_a_verb_is_no_heading():
    """ "supports" after a possible subject may be the finite verb the tagger missed: the
    sentence is not taken for a heading."""
    kept = _kept("The library supports lists and tuples.")
    assert kept.get("The library supports lists.") == "entailment"


def test_determined_description_is_no_heading(nlp):
    """An item description with its article stays (``source:description`` policy)."""
    from pipeline.phenomena.conjunction_premises import verbless_heading

    assert not verbless_heading(nlp("A pair of shiny pearl and gold earrings."))
    assert verbless_heading(nlp("Tips and tricks for the star chart"))


# 2. members of an equivalence gloss


@pytest.mark.parametrize(
    "text",
    [
        "The hottest stars, i.e. spectral types O and B, are blue.",
        "The colours of the flag, namely red and green, are bright.",
        "Two formats, that is JSON and XML, are supported.",
    ],
)
def test_no_member_of_an_equivalence_gloss_is_removed(text):
    assert not _removals(text)


def test_coordination_after_a_closed_gloss_is_still_reduced():
    """The gloss ends at its comma; the predicate's coordination is outside it."""
    kept = _kept("The hottest stars, i.e. type O, are blue and bright.")
    assert kept.get("The hottest stars, i.e. type O, are blue.") == "entailment"
    assert kept.get("The hottest stars, i.e. type O, are bright.") == "entailment"


def test_plain_object_coordination_is_still_reduced():
    kept = _kept("The parser reads JSON and XML.")
    assert kept.get("The parser reads JSON.") == "entailment"


# 3. a trailing phrase of the last member


def test_last_members_phrase_not_left_on_the_first():
    """ "jamming or slipping via the belt": never "jamming via the belt"; the removal of
    "jamming" keeps "slipping via the belt", entailed on either reading."""
    text = "The telescope can show faults such as jamming or slipping via the belt."
    rem = _removals(text)
    assert "The telescope can show faults such as jamming via the belt." not in rem
    kept = _kept(text)
    assert kept.get("The telescope can show faults such as slipping via the belt.") == "entailment"


def test_shared_object_keeps_its_phrase():
    """Verbs with a shared object: the phrase follows the object and stays with both."""
    kept = _kept("The robot washed and dried the cups in the sink.")
    assert kept.get("The robot washed the cups in the sink.") == "entailment"
    assert kept.get("The robot dried the cups in the sink.") == "entailment"


def test_shared_of_complement_stays_on_the_first_noun():
    """ "the presence and types of the arguments": the "of" phrase is both nouns' complement."""
    kept = _kept("The length and colour of the cable vary with the model.")
    assert kept.get("The length of the cable varies with the model.") == "entailment"
