"""Stop 53 (branch cj73): conjunct spans and non-coordinations.

Three classes of the last blind review, each with a grammar reason:

- "can't help but V" / "cannot but V": "but" is the exceptive "except" before a bare infinitive
  (Quirk et al. 1985 §14.8), one verb phrase and no coordination, so no candidate;
- a removal whose deleted words hold a sentence end ("great!!!It's", "comment).As",
  "low. The"): coordination joins units within one sentence (Quirk et al. 1985 §13.1), so
  the parse ran two sentences together and no removal is built;
- an existential's verb agrees with the displaced subject after it (Quirk et al. 1985 §10.25,
  §18.46): with one conjunct left, "be" takes that conjunct's number;
- a removed last conjunct that held the sentence's closing mark (inside a quotation, or glued
  to an abbreviation) leaves a statement that takes a full stop (Quirk et al. 1985 App. III.5).

Constructed sentences through the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, mined_removals


def test_cannot_help_but_is_no_coordination() -> None:
    assert not mined_pairs("I couldn't help but notice the scratches on the door.", "conjunction")
    assert not mined_pairs("She could not help but smile at the kids.", "conjunction")


def test_help_before_a_clause_still_coordinates() -> None:
    assert "I tried to help." in mined_removals("I tried to help but the door was locked.")


def test_no_removal_deletes_a_glued_sentence_end() -> None:
    text = (
        "Yes, I admit it, but this show is great!!!It's so funny, and I have the best time"
        " watching it."
    )
    hyps = mined_removals(text)
    assert hyps, "the removals inside one sentence stay"
    assert all("great!!!It's" in h for h in hyps), hyps


def test_a_removal_after_a_spaced_sentence_end_stays() -> None:
    text = "I loved the food and the staff was great. The prices were low and I will be back."
    hyps = mined_removals(text)
    assert "I loved the food and the staff was great. The prices were low." in hyps, hyps
    assert all("great." in h for h in hyps), hyps


def test_abbreviation_is_no_sentence_end() -> None:
    hyps = mined_removals("We flew to Washington D.C. and then drove to Boston.")
    assert "We drove to Boston." in hyps, hyps


def test_existential_verb_agrees_with_the_remaining_conjunct() -> None:
    hyps = mined_removals("There were no doctor or nurses on duty.")
    assert "There was no doctor on duty." in hyps, hyps
    assert "There were no nurses on duty." in hyps, hyps


def test_existential_singular_verb_goes_plural() -> None:
    hyps = mined_removals("There is no data or follow-up actions to assess the impact.")
    assert "There are no follow-up actions to assess the impact." in hyps, hyps
    assert "There is no data to assess the impact." in hyps, hyps


def test_contracted_existential_is_left_as_written() -> None:
    hyps = mined_removals("There's no map or photos of the site.")
    assert "There's no map of the site." in hyps, hyps


def test_removed_quotation_leaves_a_full_stop() -> None:
    hyps = mined_removals('I was on a plane and the air hostess said, "Want some headphones?"')
    assert "I was on a plane." in hyps, hyps


def test_glued_abbreviation_stop_is_restored() -> None:
    hyps = mined_removals("He was the best player in 2000 and signed with Texas A&M.")
    assert "He was the best player in 2000." in hyps, hyps
