"""verb_complement precision, hundred-tenth pass (branch vc104, stop 65): the blind rejects of
s1202s (a negation added before an evaluative adverb; a report that the next clause calls wrong or a myth; a stray "that" after "and/or"; a
perfect infinitive dated by a calendar date; the cross-reference "See X", the participle "used
to" + purpose, purpose "paying to" and "heard X pronounced" read as triggers).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags
from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import verb_complement_pairs_of_kind as _pairs


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement")}


# class 1: a negation on an evaluative adverb is flagged (relative and reason clauses: main's
# negated-subordinate-clause / negated-adverbial-clause flags, kept)


def test_negated_evaluative_adverb_is_flagged():
    text = "It has been convincingly argued that the bridge was built by the Romans."
    pair = _one(text, "negated")
    assert "negated-manner-adverb:convincingly" in pair_flags(pair)
    assert not kept(pair)


def test_negated_relative_and_reason_clauses_stay_flagged():
    text = "They called it a brick because when plugged into the wall it tends to cover the outlet."
    assert all(not kept(p) for p in _pairs(text, "negated"))
    assert all(
        not kept(p)
        for p in _pairs("The clerk who seems to know the rules stamped the form.", "negated")
    )


def test_guard_extent_adverb_keeps_its_negated_pair():
    pair = _one("It has been widely reported that the mayor resigned.", "negated")
    assert pair.premise.startswith("It has not been widely reported")
    assert kept(pair)


def test_guard_matrix_negation_kept():
    pair = _one("The engineers seem to understand the problem.", "negated")
    assert kept(pair)


# class 2: the continuation calls the report false


def test_report_called_a_myth_after_a_semicolon_is_a_contradiction():
    pair = _one("It is sometimes said that the castle was haunted; this is a myth.", "original")
    assert pair.hypothesis == "The castle was haunted."
    assert pair.heuristic_label == "contradiction"


def test_report_called_wrong_before_a_semicolon_is_a_contradiction():
    text = (
        "People often say that the lake is bottomless, but this is wrong; it is forty metres deep."
    )
    pairs = [p for p in _pairs(text, "original") if p.hypothesis == "The lake is bottomless."]
    assert pairs
    assert all(p.heuristic_label == "contradiction" for p in pairs)


def test_guard_extraposed_it_is_no_refutation():
    text = "She said that the plan was good, but it was wrong to leave so early."
    pairs = [p for p in _pairs(text, "original") if p.hypothesis == "The plan was good."]
    assert pairs
    assert all(p.heuristic_label == "neutral" for p in pairs)


def test_guard_unrefuted_report_stays_neutral():
    pair = _one("It is sometimes said that the castle was haunted.", "original")
    assert pair.heuristic_label == "neutral"


# class 3: sloppy hypotheses


def test_no_complementizer_after_and_or():
    pair = _one("She claims that the bridge is safe and/or that the road is open.", "original")
    assert pair.hypothesis == "The bridge is safe and/or the road is open."


def test_perfect_infinitive_with_a_calendar_date_is_a_past():
    text = "There was a letter from one Anna Berg, who seems to have written it in Paris, March 3 1920."
    hyps = _hypotheses(text)
    assert any("who wrote it in Paris, March 3 1920" in h for h in hyps)
    assert not any("has written" in h for h in hyps)


def test_perfect_infinitive_with_a_trailing_date_is_a_past():
    text = "The first bridge appears to have been finished by the town masons, June 5 1851."
    pair = _one(text, "original")
    assert pair.hypothesis == "The first bridge was finished by the town masons, June 5 1851."


def test_guard_since_a_date_keeps_the_present_perfect():
    pair = _one("The council appears to have grown since April 1990.", "original")
    assert pair.hypothesis == "The council has grown since April 1990."


# class 4: trigger misreads


def test_see_cross_reference_is_no_trigger():
    assert not _pairs("See Time flies, calendar.", "original")
    assert not _pairs("See Your rent may rise, lease.", "original")


def test_guard_see_with_that_clause():
    pairs = _pairs("See that the door is locked.", "original")
    assert all("See" not in p.hypothesis for p in pairs)


def test_participle_used_to_before_a_finite_verb_is_no_trigger():
    assert not any(
        "used" in p.premise
        for p in mined_pairs("The knife used to cut the rope lay on the table.", "verb_complement")
    )
    assert not mined_pairs("The tool used to open the crates was lost.", "verb_complement")


def test_guard_habitual_used_to_stays():
    pairs = _pairs("He used to cut the grass every Sunday.", "original")
    assert pairs
    assert "non-construction:habitual-used-to" in pair_flags(pairs[0])


def test_purpose_paying_to_is_no_trigger():
    assert not mined_pairs("She is paying to store her furniture in the barn.", "verb_complement")


def test_heard_a_word_pronounced_is_a_small_clause():
    assert not any(
        "pronounced" in h
        for h in _hypotheses("She has often heard the name pronounced two different ways.")
    )
    assert not any(
        "spelled" in h for h in _hypotheses("We have heard the word spelled three ways.")
    )


def test_guard_heard_with_a_finite_clause():
    pair = _one("I heard the teacher pronounced it wrong.", "original")
    assert pair.hypothesis == "The teacher pronounced it wrong."
