"""Stop 86, dx12: complement-taking verbs the small tagger read as nouns, re-headed after the
parser (pipeline/tag_repair.py; Manning 2011 on noun/verb tagging ambiguity; Quirk et al. 1985
§10.34 on subject-verb concord as the test of a finite verb). Constructed sentences."""

from __future__ import annotations

import pytest

from pipeline import parse
from tests.phenomenon_support import mined_pairs


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


def _token(doc, word):
    return next(t for t in doc if t.text == word)


@pytest.mark.parametrize(
    ("text", "verb", "tag", "subject", "complement"),
    [
        # singular subject + -s form before "that" + clause
        (
            "A footnote notes that the figures were revised in May.",
            "notes",
            "VBZ",
            "footnote",
            "revised",
        ),
        # plural subject with a post-modifying PP + base form; the PP's noun stays its object
        (
            "The statutes of the guild demand that members pay dues.",
            "demand",
            "VBP",
            "statutes",
            "pay",
        ),
        # mandative subjunctive in the clause
        (
            "The elders of the village demand that the well be cleaned.",
            "demand",
            "VBP",
            "elders",
            "cleaned",
        ),
        # an initialism plural the tagger read as a singular name
        ("The ADRs state that the shares carry no vote.", "state", "VBP", "ADRs", "carry"),
    ],
)
def test_noun_read_verb_becomes_the_root(nlp, text, verb, tag, subject, complement):
    doc = nlp(text)
    v = _token(doc, verb)
    assert (v.tag_, v.pos_, v.dep_) == (tag, "VERB", "ROOT")
    assert _token(doc, subject).head == v and _token(doc, subject).dep_ == "nsubj"
    c = _token(doc, complement)
    assert c.head == v and c.dep_ == "ccomp"
    assert _token(doc, "that").dep_ == "mark"


def test_pp_noun_stays_the_object_of_its_preposition(nlp):
    doc = nlp("The statutes of the guild demand that members pay dues.")
    guild = _token(doc, "guild")
    assert (guild.head.text, guild.dep_) == ("of", "pobj")


def test_base_verb_read_as_object_of_to_becomes_the_infinitive(nlp):
    doc = nlp("Lina learned to reload rifles fast.")
    reload, rifles = _token(doc, "reload"), _token(doc, "rifles")
    assert (reload.tag_, reload.dep_, reload.head.text) == ("VB", "xcomp", "learned")
    assert (rifles.dep_, rifles.head.text) == ("dobj", "reload")
    assert _token(doc, "to").head == reload


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        ("The notes that he wrote were lost.", "notes"),  # determiner: a noun
        ("The demands that they made were refused.", "demands"),  # relative "that" of the noun
        ("His love to all was obvious.", "love"),  # possessive, and "to" + no verb
    ],
)
def test_good_neighbours_stay_nouns(nlp, text, noun):
    token = _token(nlp(text), noun)
    assert token.pos_ == "NOUN"
    assert token.dep_ != "ROOT"


def test_the_repaired_verb_gets_its_complement_pair():
    pairs = mined_pairs("A footnote notes that the figures were revised in May.", "verb_complement")
    assert "The figures were revised in May." in {p.hypothesis for p in pairs}


def test_the_repaired_infinitive_gives_a_well_formed_hypothesis():
    pairs = mined_pairs("Lina learned to reload rifles fast.", "verb_complement")
    hypotheses = {p.hypothesis for p in pairs}
    assert "Lina reloaded rifles fast." in hypotheses
    assert "Lina reload rifled fast." not in hypotheses


def test_good_neighbour_gives_no_complement_pair():
    assert not mined_pairs("The notes that he wrote were lost.", "verb_complement")
