"""Stop 86, branch im103: implicature classes blind judges rejected on s1205q (Bible).

* an episodic subject "some N" (N = people in general) whose only restrictor is a restrictive
  relative clause ("Some lawless men who hated X went to the king") is the weak, existential
  "sm" (Milsark 1977; Diesing 1992; Fodor & Sag 1982): no candidate
  (``_described_episodic_some``);
* "good" with a judge phrase ("good in the sight of", "it seemed good to X to V") is the
  approval sense, not <good, excellent> (``narrative_uses.approval_good``);
* a subject "one" of the correlative "one ... another" reads as generic when cut from its
  correlative (Quirk et al. 1985 §6.53, §6.55): no candidate (``narrative_uses.correlative_one``);
* "tried to V" with a conjoined clause saying how the attempt came out asserts or cancels
  "didn't manage" (Grice 1975; Horn 1989): no pair with the whole sentence as premise; the
  embeddings of the attempt's own clause stay (``narrative_uses.outcome_stated_try``);
* a comitative phrase set off by commas after the quantified subject ("along with X") leaves the
  hypothesis (Quirk et al. 1985 §13.102; ``rewrite.implicature.comitative_of_quantified``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [
        p
        for p in mined_pairs(text, "implicature", assess_sources=True)
        if p.well_formed and p.subtype == subtype
    ]


def _originals(text: str, subtype: str) -> list:
    return [p for p in _pairs(text, subtype) if p.premise_kind == "original"]


# --- class 1: episodic "some N who ..." ------------------------------------------------------------


def test_episodic_some_with_relative_gives_no_pair():
    text = "Some men who had deserted the army came back to the village at night."
    assert not _pairs(text, "quantifiers")


def test_role_noun_with_relative_keeps_its_pair():
    pairs = _pairs("Some sailors who had deserted the ship came back at night.", "quantifiers")
    assert any(p.hypothesis.startswith("Not all sailors who had deserted") for p in pairs)


def test_partitive_with_relative_keeps_its_pair():
    pairs = _pairs("Some of the men who hated the king went to the city.", "quantifiers")
    assert any(p.hypothesis.startswith("Not all of the men") for p in pairs)


def test_characterizing_some_with_relative_keeps_its_pair():
    pairs = _pairs("Some users who upgrade lose their settings.", "quantifiers")
    assert any(p.hypothesis == "Not all users who upgrade lose their settings." for p in pairs)


# --- class 2: approval "good" ----------------------------------------------------------------------


def test_good_in_the_sight_of_gives_no_pair():
    assert not _pairs("The offer was good in the sight of the elders.", "gradable_adjectives")


def test_it_seemed_good_to_gives_no_pair():
    assert not _pairs("It seemed good to them.", "gradable_adjectives")


def test_plain_good_keeps_its_pair():
    pairs = _pairs("The harvest was good.", "gradable_adjectives")
    assert any(p.hypothesis == "The harvest wasn't excellent." for p in pairs)


def test_thing_seemed_good_to_him_keeps_its_pair():
    pairs = _pairs("The plan seemed good to him.", "gradable_adjectives")
    assert any("excellent" in p.hypothesis for p in pairs)


# --- class 3: correlative "one ... another" --------------------------------------------------------


def test_correlative_one_gives_no_pair():
    assert not _pairs("One was warm, and another was shivering.", "gradable_adjectives")


def test_one_the_other_gives_no_pair():
    assert not _pairs("One is warm, and the other is cold.", "gradable_adjectives")


def test_generic_one_with_determiner_another_keeps_its_pair():
    pairs = _pairs("One is warm after another cup of tea.", "gradable_adjectives")
    assert any(p.hypothesis == "One isn't hot after another cup of tea." for p in pairs)


def test_one_of_them_keeps_its_pair():
    pairs = _pairs("One of them is hungry, and another is drunk.", "gradable_adjectives")
    assert any(p.hypothesis == "One of them isn't starving." for p in pairs)


# --- class 4: the outcome of the attempt is said ---------------------------------------------------


def test_tried_and_could_not_gives_no_original_pair():
    assert not _originals("We tried to cross the river, and we couldn't.", "gradable_verbs")


def test_tried_and_failed_gives_no_original_pair():
    assert not _originals("She tried to open the window and failed.", "gradable_verbs")


def test_tried_and_succeeded_gives_no_original_pair():
    assert not _originals("She tried to lift the box, and she succeeded.", "gradable_verbs")


def test_tried_and_could_not_keeps_the_embedded_attempt():
    pairs = _pairs("We tried to cross the river, and we couldn't.", "gradable_verbs")
    assert any(
        p.premise == "Did we try to cross the river?"
        and p.hypothesis == "We didn't manage to cross the river."
        for p in pairs
    )


def test_tried_then_another_event_keeps_its_pair():
    pairs = _pairs("I tried to open the door, and then I went home.", "gradable_verbs")
    assert any(p.hypothesis == "I didn't manage to open the door." for p in pairs)


def test_tried_and_another_subject_negated_keeps_its_pair():
    text = "The boy tried to climb the wall, and his sister didn't help him."
    pairs = _pairs(text, "gradable_verbs")
    assert any(p.hypothesis == "The boy didn't manage to climb the wall." for p in pairs)


# --- class 5: comitative phrase after the quantified subject ---------------------------------------


def test_along_with_leaves_the_hypothesis():
    pairs = _pairs("Many of the guests, along with the host, danced.", "quantifiers")
    assert pairs
    assert all(p.hypothesis == "Not all of the guests danced." for p in pairs)
    assert any("along with the host" in p.premise for p in pairs)


def test_together_with_leaves_the_hypothesis():
    pairs = _pairs("Most of the soldiers, together with their wives, left the city.", "quantifiers")
    assert pairs
    assert all(p.hypothesis == "Not all of the soldiers left the city." for p in pairs)


def test_quantified_subject_without_comitative_is_unchanged():
    pairs = _pairs("Most of the soldiers left the city with their wives.", "quantifiers")
    assert any(
        p.hypothesis == "Not all of the soldiers left the city with their wives." for p in pairs
    )
