"""Stop 83, after the blind A/B ``ab83`` (main vs the stop's code on 5,000 fresh lines of
Austen and the World English Bible): three tests of the stop that removed pairs the judges
kept, each narrowed at its cause.

* ``syntax.plural_bound_anaphor`` (cj176) took an "own" possessive inside a subject for one
  the clause's subject binds ("their brother's fortune and their own had been acquired"): a
  subject is not c-commanded by its clause's subject (Reinhart 1983; Chomsky 1981 Principle A).
* ``conjunction._gapped_remnant_conjunct`` (cj176) read "herself alone" as a gapped clause's
  two remnants: "alone", "too", "only" after a noun phrase focus it (Quirk et al. 1985
  §8.116-8.117), and a repeated head is emphatic repetition.
* ``conjunction_remainders._but_that_clause`` (cj177) took every "but that" + clause for the
  subordinator "except that": only after a negative or hypothetical clause (Quirk §14.12 note);
  after a positive clause it coordinates a clause with a fronted object, and after "not" on a
  phrase it is corrective "not X but Y".

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _removals(text: str) -> dict[str, object]:
    return written_conjunction_pairs(text, "conjunct_removed")


def test_own_possessive_inside_a_coordinated_subject_keeps_removals():
    text = "Their uncle's farm and their own had been sold at auction by the bank."
    assert "Their uncle's farm had been sold at auction by the bank." in _removals(text)


def test_plural_reflexive_bound_by_a_coordinated_subject_still_refuses_the_singular():
    text = "Mrs. Hale and Mrs. Dodd presented themselves at the door before noon."
    removals = _removals(text)
    assert not any(h.startswith("Mrs. Hale presented themselves") for h in removals), removals
    assert not any(h.startswith("Mrs. Dodd presented themselves") for h in removals), removals


def test_emphatic_repetition_with_alone_is_no_gapping():
    text = "She knew that the gift was for him, and him alone, and she said so."
    assert any("for him alone" in h for h in _removals(text)), _removals(text)


def test_but_that_after_a_positive_clause_coordinates_a_fronted_object_clause():
    text = (
        "Time might have dimmed his memory of the promise, but that the promise had once "
        "been made he could never deny."
    )
    assert _removals(text), text


def test_but_that_after_a_hypothetical_clause_is_still_the_subordinator():
    text = "It would please me greatly to stay; but that my brother is waiting for me outside."
    assert _removals(text) == {}


def test_but_that_after_a_negative_clause_is_still_the_subordinator():
    text = "The plan was not so bad but that several of them wanted another one."
    assert _removals(text) == {}


def test_sentence_ending_in_only_gives_pairs_without_error():
    # rv18: the "only" helpers read the word after "only"; an unpunctuated sentence may end in it
    from tests.phenomenon_support import mined_pairs

    pairs = mined_pairs("The old clerk speaks French only", "presupposition")
    assert any(
        p.subtype == "only"
        and p.premise_kind == "original"
        and p.hypothesis == "The old clerk speaks French."
        for p in pairs
    )
