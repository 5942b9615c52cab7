"""verb_complement precision, twenty-ninth pass (branch vc21): round-43 blind rejects whose
negated premise (¬S) puts the added negation where it does not deny the trigger's claim.

Constructed sentences and the rejected corpus sentences through the real spaCy model and the real
extractor/rewriters; each flagging test failed on the code before this change (f09a1e0); the
guards pin pairs that must stay well formed.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of

# -- class 1: a sequence relative (", after which ...") after the negated trigger ----------------


def test_after_which_after_a_negated_trigger_is_flagged(mine):
    """Blind reject s1129l verb-051: "does not allow the light to pass through the plane, after
    which it is collimated" narrates a step after an event ¬S denies."""
    text = (
        "The basic design allows the astronomical light to pass through the telescope's main "
        "focal plane, after which it is collimated and operated upon with a tip-tilt mirror and "
        "a deformable mirror."
    )
    original, negated = pairs_of(mine(text), "allow")
    assert negated.premise.startswith("The basic design does not allow the astronomical light")
    assert "negated-sentential-relative" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)
    assert original.hypothesis.startswith("The astronomical light passes through")


def test_at_which_point_and_whereupon_are_flagged(mine):
    """Connective relatives with only a clausal antecedent."""
    _, negated = pairs_of(
        mine("She managed to reach the summit, at which point the storm broke."), "manage"
    )
    assert (
        negated.premise == "She did not manage to reach the summit, at which point the storm broke."
    )
    assert "negated-sentential-relative" in negated.features["flags"]
    _, negated = pairs_of(
        mine("He agreed to sign the contract, whereupon the band released its first album."),
        "agree",
    )
    assert "negated-sentential-relative" in negated.features["flags"]


def test_after_which_on_an_event_or_time_noun_is_kept(mine):
    """Guard: "the meeting, after which" / "until 1990, after which" can take the noun as its
    antecedent, and ¬S stays a fine sentence."""
    _, negated = pairs_of(
        mine("She refused to attend the meeting, after which she resigned."), "refuse"
    )
    assert negated.premise == "She did not refuse to attend the meeting, after which she resigned."
    assert kept(negated)
    _, negated = pairs_of(
        mine("He continued to play until 1990, after which he became a coach."), "continue"
    )
    assert kept(negated)


def test_gathering_noun_and_locative_upon_which_are_kept(mine):
    """Guards: "the conference" can be the antecedent (WordNet files it as a group), and "a
    vast lake, upon which floated a lotus" is locative (RP19 item 1184)."""
    _, negated = pairs_of(
        mine("He agreed to attend the conference, after which he flew home."), "agree"
    )
    assert kept(negated)
    text = "Legend holds that the valley was once a vast lake, upon which floated a lotus flower."
    _, negated = pairs_of(mine(text), "hold")
    assert negated.premise.startswith("Legend does not hold that the valley")
    assert "negated-sentential-relative" not in negated.features["flags"]


def test_plain_nominal_relative_is_not_a_sequence_relative(mine):
    """Guard: ", which was released in 2014" describes the album, not a next step."""
    _, negated = pairs_of(
        mine("The band began to record a new album, which was released in 2014."), "begin"
    )
    assert (
        negated.premise
        == "The band did not begin to record a new album, which was released in 2014."
    )
    assert kept(negated)


# -- class 2: the trigger in a backgrounded clause the check missed -----------------------------


def test_after_clause_read_as_a_verb_conjunct_is_flagged(mine):
    """Blind reject s1129m verb-080: the parser made "after inspection ... indicated" a PP plus a
    verb conjunct; the negation lands in the temporal clause."""
    text = (
        "The Intensity by Time interaction partially supported our hypothesis after inspection of "
        "the collapsed group data over time indicated that participants reported greater positive "
        "affect during the 55% exercise condition when compared to the 70% exercise condition."
    )
    original, negated = pairs_of(mine(text), "indicate")
    assert "data over time did not indicate that participants" in negated.premise
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)


def test_extraposed_clause_of_an_evaluative_adjective_is_flagged(mine):
    """Blind reject s1129m verb-058 (shortened): "It was understandable that X did not prefer
    to ..." negates the presupposed subject clause, not the claim."""
    text = (
        "It was understandable that the Bush Administration preferred to stay out of the "
        "conflict in such a complicated part of the world."
    )
    original, negated = pairs_of(mine(text), "prefer")
    assert negated.premise.startswith(
        "It was understandable that the Bush Administration did not prefer to stay out"
    )
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)


def test_epistemic_adjective_and_real_coordination_are_not_flagged(mine):
    """Guards: "It is clear that P" asserts P, so ¬S inside it stays; a coordinated verb with
    "and" after an "after" phrase is a real conjunct."""
    _, negated = pairs_of(mine("It is clear that the company managed to avoid the tax."), "manage")
    assert negated.premise == "It is clear that the company did not manage to avoid the tax."
    assert kept(negated)
    _, negated = pairs_of(
        mine("She left the office after lunch and decided to walk home."), "decide"
    )
    assert "negated-subordinate-clause" not in negated.features["flags"]
