"""cj215 (stop 98, issue 12): a removed conjunct that held a pronoun's only antecedent.

A personal pronoun takes the nearest antecedent that agrees with it in number and gender (Hobbs
1978; Lappin & Leass 1994 §2.1). English pronoun gender is personal vs non-personal (Quirk et al.
1985 §5.104, §6.10): a common noun whose first sense is a person ("the gardener") is no
antecedent of "it"/"its". Before cj215 it counted as one, so "its" after a removed verb phrase
kept a (wrong) antecedent in the person subject and the loss went unmarked. A partitive "one of the N" is a singular antecedent of the set's gender (Quirk et
al. 1985 §6.62), and a foreign plural the tagger reads as singular ("the vertebrae") is
plural (Quirk et al. 1985 §5.90-5.97). The removal of a first verb phrase that holds the only antecedent of an object
pronoun in the second is refused (``_pronoun_into_removed_verb_phrase``, cj90).

Constructed sentences, run through the real pipeline (the real spaCy parse); near misses the
rule must leave alone."""

from tests.phenomenon_support import mined_pairs, pair_flags


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_neuter_possessive_after_a_removed_verb_phrase_with_a_person_subject() -> None:
    # "its" cannot take "the gardener" (a person): its only antecedent was the removed "a
    # tree". A neuter possessive in a kept verb phrase is read against the premise
    # (``_read_against_premise``): the warning, which it did not get while "the gardener"
    # counted as a candidate of "it"
    removals = _removals("The gardener planted a tree and watered its roots.")
    assert "pronoun_antecedent_removed" in pair_flags(removals["The gardener watered its roots."])


def test_it_after_a_removed_partitive_one() -> None:
    removals = _removals("The surgeon removed one of the stones and sent it to the laboratory.")
    assert "The surgeon sent it to the laboratory." not in removals
    assert "The surgeon removed one of the stones." in removals


def test_possessive_of_the_shared_person_subject_near_miss() -> None:
    removals = _removals("The farmer washed and dried his boots.")
    pair = removals["The farmer dried his boots."]
    assert pair.well_formed


def test_plural_pronoun_kept_by_the_kept_coordination_near_miss() -> None:
    removals = _removals("The boy took the ball and the bat and threw them over the fence.")
    pair = removals["The boy took the ball and the bat."]
    assert pair.well_formed


def test_them_after_a_removed_foreign_plural() -> None:
    # "vertebrae" is a plural (Quirk et al. 1985 §5.93) the tagger reads as a singular noun: it
    # was no antecedent of "them", so "them" looked like a pronoun with none in the sentence
    removals = _removals("If the cyst grows against the vertebrae and wears them down, it hurts.")
    assert not any(h.startswith("If the cyst wears them down") for h in removals)


def test_them_with_an_ordinary_plural_kept_near_miss() -> None:
    removals = _removals("The cyst grows against the ribs and the vertebrae and wears them down.")
    assert "The cyst grows against the ribs and the vertebrae." in removals


def test_anticipatory_it_near_miss() -> None:
    # "it was likely that ...": extraposition "it" refers to nothing (Quirk et al. 1985 §18.33)
    removals = _removals(
        "As we left he spoke with the porter, explaining that we were going to a dinner with a"
        " friend, and that it was possible that we might return late."
    )
    pair = removals[
        "As we left he spoke with the porter, explaining that it was possible that we might"
        " return late."
    ]
    assert pair.well_formed
