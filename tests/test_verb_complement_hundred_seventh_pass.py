"""verb_complement precision, hundred-seventh pass (branch vc101, stop 64): the blind rejects of
s1202p (¬S of a hearsay comment clause and of an infinitive with a negative word of its own;
false triggers: a relative "that" after a noun, "save to V"; a phrasal-verb conjunct left
untensed; a reflexive with no antecedent in the hypothesis; "know NP to V" labelled neutral).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags
from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import verb_complement_pairs_of_kind as _pairs

# class 1: negated premises that no longer cohere


def test_negated_impersonal_say_passive_is_flagged():
    pair = _one("It was said that the miller kept a dragon in his barn.", "negated")
    assert "negated-parenthetical:say-passive" in pair_flags(pair)
    assert not pair.well_formed


def test_negated_first_person_hear_that_is_flagged():
    pair = _one("I hear that the baker has opened a second shop.", "negated")
    assert pair.premise.startswith("I do not hear that")
    assert "negated-parenthetical:hear" in pair_flags(pair)


def test_negated_im_told_that_is_flagged():
    pair = _one("I'm told that the bridge will open in May.", "negated")
    assert "negated-parenthetical:tell-passive" in pair_flags(pair)


def test_guard_perfect_have_been_told_stays():
    pair = _one("I've been told that the mine has flooded.", "negated")
    assert not any(f.startswith("negated-parenthetical") for f in pair_flags(pair))


def test_guard_past_hear_and_named_sayer_stay():
    pair = _one("I heard that the baker had opened a second shop.", "negated")
    assert not any(f.startswith("negated-parenthetical") for f in pair_flags(pair))
    assert pair.well_formed
    pair = _one("The elders said that the well had run dry.", "negated")
    assert not any(f.startswith("negated-parenthetical") for f in pair_flags(pair))


def test_negative_object_in_infinitive_flags_double_negation():
    pair = _one("The old lock appeared to give them no trouble.", "negated")
    assert pair.premise == "The old lock did not appear to give them no trouble."
    assert "double-negation:no" in pair_flags(pair)
    assert not pair.well_formed


def test_never_and_nobody_in_infinitive_flag_double_negation():
    pair = _one("The clerk agreed to tell nobody about the letter.", "negated")
    assert "double-negation:nobody" in pair_flags(pair)


def test_guard_negative_word_in_lower_finite_clause_is_not_double_negation():
    pairs = _pairs("He agreed to say that nobody came.", "negated")
    said = [p for p in pairs if p.hypothesis == "He said that nobody came."]
    assert said and not any(f.startswith("double-negation") for f in pair_flags(said[0]))


# class 3: false triggers


def test_relative_that_after_noun_is_no_complement():
    text = "The stranger came to tell us of something dreadful that was to happen to us later."
    hyps = {p.hypothesis for p in mined_pairs(text, "verb_complement")}
    assert not any(h.startswith("That was") for h in hyps)


def test_guard_demonstrative_that_subject_stays():
    pair = _one("She said that was the end of it.", "original")
    assert pair.hypothesis == "That was the end of it."


def test_save_to_is_purpose_not_complement():
    assert mined_pairs("They saved for years to buy a farm.", "verb_complement") == []
    assert mined_pairs("We scrimped and saved to pay for the roof.", "verb_complement") == []


# class 4: hypothesis rewrites


def test_phrasal_verb_conjunct_takes_complement_tense():
    text = "The dogs had decided to ignore their differences and gang up on the fox."
    pair = _one(text, "original")
    assert pair.hypothesis == "The dogs had ignored their differences and ganged up on the fox."


def test_unbound_reflexive_in_that_clause_gives_no_pair():
    text = "The villagers felt that the spirit of the old oak was embodied in themselves."
    assert mined_pairs(text, "verb_complement") == []


def test_guard_bound_reflexive_in_that_clause_stays():
    pair = _one("She said that the mayor had embarrassed himself.", "original")
    assert pair.hypothesis == "The mayor had embarrassed himself."


# class 5: labels


def test_know_with_raised_object_is_entailment():
    pair = _one("The engineer knew the bridge to be safe.", "original")
    assert pair.hypothesis == "The bridge was safe."
    assert pair.heuristic_label == "entailment"
    neg = _one("The engineer knew the bridge to be safe.", "negated")
    assert neg.heuristic_label == "neutral"


def test_guard_know_without_raised_object_keeps_no_row():
    pair = _one("She knows to wait by the door.", "original")
    assert pair.heuristic_label == "neutral"
