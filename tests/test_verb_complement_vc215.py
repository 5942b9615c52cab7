"""verb_complement (issue #12, branch vc215): a promoted controller pronoun that the matrix
subject's pronoun takes over, a negative directive "say never/not to V", a matrix conjunct
after ", and" that followed a that-clause with a relative clause, and a frequency adverb of a
veridical passive report dropped from the hypothesis.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence below (not the near misses) gave the old output when mined at the base (vc214
952ac5ee).
"""

from __future__ import annotations


def _pairs(found, lemma: str):
    """All pairs of the candidates whose trigger is ``lemma``."""
    return [pair for c, ps in found if c.trigger_lemma == lemma for pair in ps]


# ---- class 1: the promoted pronoun and a matrix subject pronoun of the same form ------------


def test_promoted_pronoun_with_same_form_subject_is_flagged(mine):
    """ "he woke his servant and told him to saddle the horses" -> "He saddled the horses.":
    "He" now reads as the teller (the centre), not the servant."""
    pairs = _pairs(mine("At dawn he woke his servant and told him to saddle the horses."), "tell")
    assert pairs
    assert all(not p.well_formed and "pronoun-rebound" in p.features.get("flags", []) for p in pairs)


def test_promoted_plural_pronoun_with_plural_subject_is_flagged(mine):
    pairs = _pairs(mine("They begged them to stay for dinner."), "beg")
    assert pairs
    assert all("pronoun-rebound" in p.features.get("flags", []) for p in pairs)


def test_near_miss_other_gender_subject_keeps_the_pair(mine):
    """Near miss: "She told him to leave" -> "He left": one woman, one man."""
    pairs = _pairs(mine("She told him to leave the room."), "tell")
    original = [p for p in pairs if p.premise_kind == "original"]
    assert [p.hypothesis for p in original] == ["He left the room."]
    assert original[0].well_formed


def test_near_miss_noun_subject_keeps_the_pair(mine):
    """Near miss: a noun subject is left (the premise's pronoun is kept as it is)."""
    pairs = _pairs(mine("The captain told him to pack up his things."), "tell")
    assert pairs and all("pronoun-rebound" not in p.features.get("flags", []) for p in pairs)


# ---- class 2: a negative directive "say never/not to V" -------------------------------------


def test_say_never_to_makes_no_pair(mine):
    """ "The nurses said never to touch the wires" gave "The nurses never touched the wires."
    (the sayer as the subject of the addressee's prohibited act)."""
    assert _pairs(mine("The nurses said never to touch the wires."), "say") == []


def test_say_not_to_makes_no_pair(mine):
    assert _pairs(mine("My uncle said not to open the gate."), "say") == []


def test_near_miss_positive_say_to_keeps_its_pair(mine):
    """Near miss: the positive "said to open" keeps its o/o pairs (RP19 rows)."""
    hyps = {p.hypothesis for p in _pairs(mine("My uncle said to open the gate."), "say")}
    assert hyps == {"My uncle opened the gate."}


def test_near_miss_told_him_never_to_keeps_its_pair(mine):
    """Near miss: object control names the addressee, who is the hypothesis's subject."""
    pairs = _pairs(mine("My uncle told him never to open the gate."), "tell")
    assert {p.hypothesis for p in pairs} == {"He never opened the gate."}


# ---- class 3: ", and" + a matrix conjunct after a that-clause under "had told" --------------


def test_comma_and_conjunct_after_relative_clause_is_cut(mine):
    found = mine(
        "The old farmer had told Peter that this was all the hay he could sell him till June,"
        " and asked him to be more careful this time."
    )
    hyps = {p.hypothesis for p in _pairs(found, "tell")}
    assert hyps == {"This was all the hay he could sell him till June."}


def test_near_miss_conjunct_without_comma_stays(mine):
    """Near miss: without a comma the conjunct is the clause's own."""
    hyps = {
        p.hypothesis
        for p in _pairs(mine("She said that he cooked the dinner and washed the plates."), "say")
    }
    assert hyps == {"He cooked the dinner and washed the plates."}


# ---- class 4: a frequency adverb of a veridical passive report ------------------------------


def test_frequency_adverb_of_found_to_is_kept(mine):
    """ "is often found to leak" gave "The roof leaks." (entailment): a stronger claim."""
    pairs = _pairs(mine("The roof is often found to leak."), "find")
    original = [p for p in pairs if p.premise_kind == "original"]
    assert [(p.hypothesis, p.heuristic_label) for p in original] == [
        ("The roof often leaks.", "entailment")
    ]


def test_usually_of_found_to_is_kept(mine):
    pairs = _pairs(mine("The wound is usually found to contain glass."), "find")
    assert {p.hypothesis for p in pairs} == {"The wound usually contains glass."}


def test_near_miss_frequency_adverb_of_o_o_report_goes(mine):
    """Near miss: after an o/o report the adverb counts the reports and goes (neutral)."""
    pairs = _pairs(mine("The box was usually said to contain gold."), "say")
    assert {(p.hypothesis, p.heuristic_label) for p in pairs} == {
        ("The box contained gold.", "neutral")
    }
