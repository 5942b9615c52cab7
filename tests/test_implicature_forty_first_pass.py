"""Forty-first pass (stop 51, im34): classes of the last blind review's implicature rejects and
im33's leftovers, on constructed sentences through the real pipeline.

1. "small" said of a quantity noun ("the number of ... was small") is a vague quantifier, often
   an understatement of a near-zero number: no "isn't tiny" pair. "small" of a thing stays.
2. An opening manner adverb ("Feverishly, ...") describes the reported event and is dropped
   from the hypothesis; "Worse," is an evaluative disjunct and dropped too.
3. A quantifier in one of two subjects joined by "and" (a coordinated subject the parse split)
   gives no pair; a quantified subject alone keeps it.
4. A scalar item in the complement of an imperative ("Be sure that ... is warm") gives no pair.
5. A count split by a closing distributive list ("two X, one ... and one ...") or naming a cell
   of a set counted by an earlier numeral partitive ("Two of the clamps ..., whereas two
   clamps ...") is exact: no pair.
6. "funny that way" (a bare respect adjunct) and "scared sick" (an intensifying adjective after
   the adjective) give no pair; the bare adjectives keep theirs.
7. An exceptive phrase in the clause ("Except for X, most ...") says "not all": no pair.
8. A hypothesis with do-support on "ought" ("doesn't ought to") is garbled: no pair.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. "small" of a quantity noun ----------------------------------------------------------------


def test_small_number_gives_no_tiny_pair():
    text = "The number of students who failed the exam was small."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_small_proportion_gives_no_pair():
    text = "The proportion of the votes that went to the new party was small."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_small_thing_keeps_its_pair():
    text = "The bridge was small and the river was wide."
    assert _hypotheses(text, "gradable_adjectives") == {"The bridge wasn't tiny."}


# -- 2. opening manner adverbs and "Worse," -------------------------------------------------------


def test_manner_adverb_is_dropped_from_the_quantifier_hypothesis():
    text = "Feverishly, some of the workers tried to finish the roof before the storm."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the workers tried to finish the roof before the storm."
    }


def test_manner_adverb_is_dropped_from_the_verb_hypothesis():
    text = "Feverishly, some of the workers tried to finish the roof before the storm."
    assert _hypotheses(text, "gradable_verbs") == {
        "Some of the workers didn't manage to finish the roof before the storm."
    }


def test_quietly_is_dropped():
    text = "Quietly, some of the guests left the party before midnight."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the guests left the party before midnight."
    }


def test_worse_is_dropped():
    text = "Worse, his new crew included five men who had deserted before."
    assert _hypotheses(text, "numerals") == {
        "His new crew didn't include more than five men who had deserted before."
    }


def test_time_adverb_is_kept():
    text = "Recently, some of the guests left the party before midnight."
    hypotheses = _hypotheses(text, "quantifiers")
    assert hypotheses and all(h.startswith("Recently, not all") for h in hypotheses)


# -- 3. quantifier in a coordinated subject -------------------------------------------------------


def test_quantifier_in_second_subject_conjunct_gives_no_pair():
    text = "His early letters and some of his essays were published after his death."
    assert _hypotheses(text, "quantifiers") == set()


def test_quantified_subject_alone_keeps_its_pair():
    text = "Some of his essays were published after his death."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of his essays were published after his death."
    }


# -- 4. complement of an imperative ---------------------------------------------------------------


def test_complement_of_imperative_gives_no_pair():
    text = "Be sure that the kitchen is warm before the guests arrive."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_declarative_twin_keeps_its_pair():
    text = "The kitchen is warm before the guests arrive."
    assert _hypotheses(text, "gradable_adjectives") == {
        "The kitchen isn't hot before the guests arrive."
    }


# -- 5. exact counts by partition -----------------------------------------------------------------


def test_distributive_enumeration_gives_no_pair():
    text = "The marksman gets two bull's-eyes, one on his third shot and one on his fifth."
    assert _hypotheses(text, "numerals") == set()


def test_count_without_enumeration_keeps_its_pair():
    assert _hypotheses("The marksman gets two bull's-eyes.", "numerals") == {
        "The marksman doesn't get more than two bull's-eyes."
    }


def test_cell_of_counted_partition_gives_no_pair():
    text = "Two of the clamps are fixed to the frame, whereas two clamps travel along the rail."
    assert _hypotheses(text, "numerals") == set()


def test_count_without_partition_keeps_its_pair():
    assert _hypotheses("Two clamps were fixed to the frame.", "numerals") == {
        "No more than two clamps were fixed to the frame."
    }


# -- 6. respect adjunct and intensifying resultative ----------------------------------------------


def test_funny_that_way_gives_no_pair():
    assert _hypotheses("Miss Jen was funny that way.", "gradable_adjectives") == set()


def test_plain_funny_keeps_its_pair():
    assert _hypotheses("Miss Jen was funny.", "gradable_adjectives") == {
        "Miss Jen wasn't hilarious."
    }


def test_scared_sick_gives_no_pair():
    assert _hypotheses("To my way of thinking, he was scared sick.", "gradable_adjectives") == set()


def test_plain_scared_keeps_its_pair():
    assert _hypotheses("He was scared.", "gradable_adjectives") == {"He wasn't petrified."}


# -- 7. exceptive phrase --------------------------------------------------------------------------


def test_exceptive_phrase_gives_no_pair():
    text = "Except for the oldest trees, most trees in the park are healthy."
    assert _hypotheses(text, "quantifiers") == set()


def test_no_exceptive_keeps_its_pair():
    assert _hypotheses("Most trees in the park are healthy.", "quantifiers") == {
        "Not all trees in the park are healthy."
    }


# -- 8. do-support on "ought" ---------------------------------------------------------------------


def test_do_supported_ought_gives_no_pair():
    text = "She convinced him that he ought to visit some of his old friends."
    assert _hypotheses(text, "quantifiers") == set()


def test_broken_text_catches_do_supported_ought_only():
    from pipeline.phenomena.implicature.pairs import broken_text

    assert broken_text("He doesn't ought to visit all of his friends.")
    assert not broken_text("He ought not to visit all of his friends.")
