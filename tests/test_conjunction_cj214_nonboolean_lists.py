"""cj214 (stop 98, issue 12): lists that are no free coordinations.

1. A particularizer over a list ("seen chiefly in A, B and C") ranks the members against the
   rest (Quirk et al. 1985 §8.116): a removal is not entailed (neutral, ``particularizer_list``).
2. An appositive enumeration of a counted noun phrase ("Two forms occur, the acute and the
   chronic") names the whole counted set (Quirk et al. 1985 §17.75; Winter 2001): no removal.
3. Adverbial irreversible binomials ("loud and long", "safe and sound"; Malkiel 1959, Mollin
   2014) are one expression: no pair.
4. A plural pronoun with a collective adverb or reciprocal that takes up a coordinated subject
   ("A and B met, where they jointly ...") needs the plural (Lasersohn 1995): no removal.

Constructed sentences of the classes seen in the s9801 review, run through the real pipeline
(the real spaCy parse); near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict:
    return {
        p.hypothesis if kind == "conjunct_removed" else p.premise: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == kind
    }


def test_particularizer_list_removal_is_neutral() -> None:
    removals = _pairs("Such ulcers occur chiefly on the legs, arms and back.")
    cut = removals["Such ulcers occur chiefly on the arms and back."]
    assert cut.heuristic_label == "neutral"
    assert cut.label_rule == "particularizer_list"


def test_especially_list_removal_stays_entailed_near_miss() -> None:
    # "especially" singles each member out without a proportion: a boolean removal (ab98)
    removals = _pairs("The pain is felt especially in the knees, hips and ankles.")
    cut = removals["The pain is felt especially in the hips and ankles."]
    assert cut.heuristic_label == "entailment"


def test_particularizer_over_a_misparsed_last_noun() -> None:
    removals = _pairs("Sores of this kind are seen chiefly in the lips, cheeks, gums and palate.")
    labels = {h: p.heuristic_label for h, p in removals.items()}
    assert labels  # the list is still mined
    assert set(labels.values()) == {"neutral"}


def test_plain_list_removal_stays_entailed_near_miss() -> None:
    removals = _pairs("The pain is felt in the knees, hips and ankles.")
    assert removals["The pain is felt in the hips and ankles."].heuristic_label == "entailment"


def test_counted_enumeration_is_not_cut() -> None:
    assert _pairs("Three villages were flooded, Leeds, York and Hull.") == {}
    assert _pairs("Both forms occur, the acute and the chronic.") == {}
    assert _pairs("Two kinds of tumour occur—the hard and the soft.") == {}


def test_count_unlike_the_list_length_near_miss() -> None:
    removals = _pairs("Three villages were flooded, York and Hull.")
    assert "Three villages were flooded, York." in removals


def test_adverbial_binomials_are_not_cut() -> None:
    assert mined_pairs("The fans cheered loud and long for the team.", "conjunction") == []
    assert mined_pairs("The sailors came home safe and sound after the storm.", "conjunction") == []


def test_free_adjective_pair_near_miss() -> None:
    removals = _pairs("The speech was loud and angry.")
    assert removals["The speech was angry."].heuristic_label == "entailment"


def test_they_jointly_needs_the_coordinated_subject() -> None:
    assert _pairs("Ford and Toyota agreed that they would jointly build the plant.") == {}


def test_plain_they_after_a_coordinated_subject_near_miss() -> None:
    removals = _pairs("Ford and Toyota agreed that they would build the plant.")
    assert removals  # no collective predicate: the removals stay
