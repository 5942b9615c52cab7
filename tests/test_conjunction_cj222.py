"""cj222: conjunction labels follow monotonicity; replacements only inside the conjunct.

1. "for example/for instance A, B, or C" lists examples like "e.g."/"such as" (Quirk et al.
   1985 §17.78): a shorter list names true examples, removal entailment (``or_open_list``).
2. "one of the first and greatest of N": fused-head superlatives/ordinals restrict one set
   jointly, "one of S" is upward in S: removal entailment, no ``distributed_count``.
3. An "and" in the background of an exclusive "only" whose focus is elsewhere ("kind and
   patient only with children", "Only the teacher was kind and patient") is non-monotone:
   removal and addition neutral (``focus_background``).
4. A run-in heading "X or Y.—These terms ..." names a topic (equivalence "or"): no pair.
5. "seem/appear" complements stay upward: removal entailment (checked, unchanged).
6. Replacements: a word inside a clause embedded in the conjunct ("a life that his wife
   thought it necessary ...") and a repeated head ("busy, and busy doing X") are not swapped.

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import conjunction_pairs_of_kind as _pairs
from tests.phenomenon_support import conjunction_removals as _removals


def _replaced(text: str) -> set[str]:
    return set(_pairs(text, "conjunct_replaced"))


# 1. lists of examples -------------------------------------------------------------------------


def test_for_example_or_list_removal_is_entailed() -> None:
    removals = _removals("Some birds, for example sparrows, finches, or wrens, nest in hedges.")
    got = removals["Some birds, for example sparrows or wrens, nest in hedges."]
    assert got[1:] == ("entailment", "or_open_list")


def test_for_instance_or_list_removal_is_entailed() -> None:
    removals = _removals("Many cities, for instance Paris, Rome, or Vienna, have old bridges.")
    assert (
        removals["Many cities, for instance Paris or Vienna, have old bridges."][1] == "entailment"
    )


def test_or_of_real_alternatives_stays_neutral_near_miss() -> None:
    removals = _removals("The guests drank tea, coffee, or juice.")
    assert removals["The guests drank tea or juice."][1:] == ("neutral", "or_boolean")


# 2. coordinated superlatives under a partitive -------------------------------------------------


def test_one_of_the_first_and_greatest_is_entailed() -> None:
    removals = _removals("He was one of the first and greatest poets of Rome.")
    assert removals["He was one of the first poets of Rome."][1] == "entailment"
    assert removals["He was one of the greatest poets of Rome."][1] == "entailment"


def test_fused_superlatives_under_one_of_are_entailed() -> None:
    removals = _removals("He was one of the first and greatest of the Roman poets.")
    assert removals["He was one of the first of the Roman poets."][1] == "entailment"


def test_split_classifying_adjectives_stay_neutral_near_miss() -> None:
    # "male and female singers" are two kinds; "one of" picks from their union
    removals = _removals("She was one of the male and female singers.")
    assert removals["She was one of the male singers."][1] == "neutral"


def test_count_spread_over_places_stays_neutral_near_miss() -> None:
    # ordinals again, but the count is spread over two rounds ("in", no partitive "of")
    removals = _removals("He scored twelve goals in the first and second rounds.")
    assert removals["He scored twelve goals in the first round."][1:] == (
        "neutral",
        "distributed_count",
    )


# 3. "only" with its focus outside the coordination --------------------------------------------


def test_and_before_only_phrase_is_neutral() -> None:
    text = "She was kind and patient only with children."
    removals = _removals(text)
    assert removals["She was kind only with children."][1:] == ("neutral", "focus_background")
    additions = _pairs(text, "conjunct_added")
    assert all(label == "neutral" for _, label, _ in additions.values())


def test_and_in_predicate_of_only_subject_is_neutral() -> None:
    removals = _removals("Only the teacher was kind and patient with the children.")
    assert removals["Only the teacher was kind with the children."][1] == "neutral"


def test_verb_coordination_before_only_phrase_is_neutral() -> None:
    removals = _removals("The children sang and danced only at weddings.")
    assert removals["The children sang only at weddings."][1] == "neutral"


def test_only_in_another_clause_changes_nothing_near_miss() -> None:
    removals = _removals("She was kind and patient, but he only wanted to leave.")
    assert removals["She was kind, but he only wanted to leave."][1:] == (
        "entailment",
        "boolean_and",
    )


def test_only_over_the_coordination_stays_exclusive_near_miss() -> None:
    removals = _removals("He only ate apples and pears.")
    assert removals["He only ate apples."][1:] == ("contradiction", "exclusive_focus")


def test_not_only_stays_additive_near_miss() -> None:
    removals = _removals("She was kind and patient not only with children but with adults.")
    assert removals["She was kind not only with children but with adults."][1] == "entailment"


# 4. run-in headings ---------------------------------------------------------------------------


def test_run_in_heading_or_gives_no_pair() -> None:
    assert _removals("Lions or tigers.—These terms are used for the big cats of the region.") == {}
    assert (
        _removals("Acetic acid or vinegar.—This liquid is made by the fermentation of wine.") == {}
    )


def test_run_in_heading_with_spaced_dash_gives_no_pair() -> None:
    assert _removals("Lions or tigers. —These terms are used for the big cats.") == {}


def test_coordination_after_the_heading_is_kept_near_miss() -> None:
    removals = _removals("Vinegar.—This liquid is made from wine or cider.")
    assert "Vinegar.—This liquid is made from wine." in removals


def test_plain_or_subject_is_kept_near_miss() -> None:
    removals = _removals("Lions or tigers hunt at night in the forest.")
    assert removals["Lions hunt at night in the forest."][1] == "neutral"


# 5. "seem"/"appear" (unchanged, upward) -------------------------------------------------------


def test_seem_that_complement_is_upward() -> None:
    removals = _removals("It seemed to them that the road was long and the night was cold.")
    assert removals["It seemed to them that the road was long."][1] == "entailment"


def test_appear_adjectives_are_upward() -> None:
    removals = _removals("The house appears clean and quiet.")
    assert removals["The house appears clean."][1] == "entailment"


# 6. replacements ------------------------------------------------------------------------------


def test_no_swap_inside_a_relative_clause_of_the_conjunct() -> None:
    text = "He loved his work and led a quiet life that his wife thought it necessary to hide from him."
    assert not any("unnecessary" in h for h in _replaced(text))


def test_no_swap_inside_an_infinitival_relative() -> None:
    text = "He worked hard, and lived a life that his wife found difficult to understand."
    assert not any("easy" in h for h in _replaced(text))


def test_swap_in_the_verbs_own_that_clause_is_kept_near_miss() -> None:
    text = "She sold the house and said that the garden was large."
    assert "She sold the house and said that the garden was small." in _replaced(text)


def test_repeated_head_is_not_swapped() -> None:
    assert _replaced("He was busy, and busy writing letters to his friends.") == set()
    assert _replaced("She was tired, and tired of waiting for the bus.") == set()


def test_same_word_in_two_clauses_is_swapped_near_miss() -> None:
    # two clauses with their own subjects: "busy" heads no conjunct, the verbs do
    assert "He was idle, and his wife was busy too." in _replaced(
        "He was busy, and his wife was busy too."
    )


def test_degree_only_before_an_adjective_changes_nothing_near_miss() -> None:
    # "only natural": "simply natural", no alternatives excluded
    removals = _removals(
        "Given his love of hunting and fishing, it was only natural that he painted birds."
    )
    assert removals["Given his love of fishing, it was only natural that he painted birds."][1] == (
        "entailment"
    )
