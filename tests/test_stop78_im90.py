"""Stop 78 round one, im90: implicature items from the s1204s/s1204r blind reviews.

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. "could" under a preposed "with/without" phrase is the apodosis of an implicit conditional,
   hypothetical "would be able to" (Declerck & Reed 2001 ch. 9), so "didn't need to" is no
   implicated alternative: no modal pair;
2. "by far", a degree modifier of the superlative "most" (Quirk et al. 1985 §7.87), goes with
   "most" in the "not all" hypothesis ("By far, not all X" is meaningless);
3. an embedded premise that cut the later predicate conjuncts (the embedder's
   ``other-conjunct-dropped``) is not paired with a hypothesis that keeps them, also when the
   dropped conjunct ends on a word the kept part repeats (Partee 1970);
4. a bare "-ing" form hung as a predicate conjunct on a finite verb is no conjunct of it (H&P
   2002 ch. 15 §4, coordination of likes): no pair cut before it;
5. "similar" whose standard is a plural set ("similar to many other X") is family resemblance,
   not on the scale ⟨similar, identical⟩ (Tversky 1977; Hirschberg 1985): no pair.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses_by_kind, implicature_premises_by_kind

# class 1: "could" with an implicit protasis


def test_could_after_preposed_with_phrase_gets_no_pair() -> None:
    text = "With a faster disk, the team could finish the backups overnight."
    assert implicature_hypotheses_by_kind(text, "modals") == {}


def test_could_after_preposed_without_phrase_gets_no_pair() -> None:
    text = "Without the new license, users could import bank files."
    assert implicature_hypotheses_by_kind(text, "modals") == {}


def test_could_after_preposed_in_phrase_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind(
        "In the old version, users could import bank files.", "modals"
    )
    assert found["original"] == "In the old version, users didn't need to import bank files."


def test_could_with_final_instrument_phrase_keeps_its_pair() -> None:
    text = "Users could import bank files with a custom template."
    found = implicature_hypotheses_by_kind(text, "modals")
    assert found["original"] == "Users didn't need to import bank files with a custom template."


# class 2: "by far" goes with "most"


def test_preposed_by_far_leaves_with_most() -> None:
    found = implicature_hypotheses_by_kind(
        "By far, most of the reported crashes come from faulty drivers."
    )
    assert found["original"] == "Not all of the reported crashes come from faulty drivers."


def test_by_far_leaves_with_object_most() -> None:
    found = implicature_hypotheses_by_kind("By far, the testers found most of the crashes.")
    assert found["original"] == "The testers didn't find all of the crashes."


def test_parenthetical_by_far_leaves_with_both_commas() -> None:
    found = implicature_hypotheses_by_kind("Most of the crashes, by far, come from drivers.")
    assert found["original"] == "Not all of the crashes come from drivers."


def test_other_preposed_phrase_stays() -> None:
    found = implicature_hypotheses_by_kind(
        "By the end, most of the reported crashes came from faulty drivers."
    )
    assert (
        found["original"] == "By the end, not all of the reported crashes came from faulty drivers."
    )


# class 3: premise and hypothesis over the same predicate coordination


def test_modal_premise_cut_before_repeated_word_gets_no_pair() -> None:
    text = "Some members have added pages to the forum and posted their notes on the forum."
    found = implicature_hypotheses_by_kind(text)
    assert "modal" not in found
    assert found["original"].startswith("Not all members have added pages to the forum and")


def test_single_predicate_keeps_its_modal_pair() -> None:
    premises = implicature_premises_by_kind("Some members have added pages to the forum.")
    assert premises["modal"] == "It's possible that some members have added pages to the forum."


# class 4: a gerund "conjunct" of a finite verb


def test_gerund_conjunct_of_finite_verb_gets_no_pair() -> None:
    text = "The course includes three workshops on tuning the kernel, and writing drivers and a small shell."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_finite_predicate_conjunct_keeps_its_cut_pair() -> None:
    text = "The course includes three workshops and ends with a test."
    found = implicature_hypotheses_by_kind(text, "numerals")
    assert found["original"] == "The course doesn't include more than three workshops."


def test_count_without_coordination_keeps_its_pair() -> None:
    text = "The course includes three workshops on tuning the kernel."
    found = implicature_hypotheses_by_kind(text, "numerals")
    assert (
        found["original"]
        == "The course doesn't include more than three workshops on tuning the kernel."
    )


# class 5: "similar" to a set


def test_similar_to_many_other_things_gets_no_pair() -> None:
    text = "These widgets are simple and similar in appearance to many other desktop widgets."
    assert implicature_hypotheses_by_kind(text, "gradable_adjectives") == {}


def test_similar_to_one_thing_keeps_its_pair() -> None:
    text = "These widgets are simple and similar in appearance to the old widget."
    found = implicature_hypotheses_by_kind(text, "gradable_adjectives")
    assert found["original"].endswith("identical in appearance to the old widget.")


def test_plural_subject_similar_keeps_its_pair() -> None:
    found = implicature_hypotheses_by_kind("The two editors are similar.", "gradable_adjectives")
    assert found["original"] == "The two editors aren't identical."
