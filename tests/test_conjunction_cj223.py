"""cj223: exhaustive list predicates, and a container noun's "of" phrase kept with it.

1. "is comprised of" and "is formed of" state the whole composition like "is composed of"
   (``wordlists/conjunction_exhaustive_verbs.txt``): one member fewer or one more is another
   composition, a contradiction (``exhaustive_list``); "includes" names some members only and
   keeps its entailed removal (Quirk et al. 1985 §17.84).
2. "the beer, wine, and bottles of the cider": the "of" phrase is the container noun's own
   complement (a pseudo-partitive, Huddleston & Pullum 2002 ch. 5 §3.3), so removing
   "bottles" removes it too (``conjunction_partitive.partitive_of_last``).

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict:
    return {p.hypothesis: p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind}


def test_consists_of_removal_and_addition_are_contradictions() -> None:
    removals = _pairs("The kit consists of a tent, a stove and a lamp.")
    cut = removals["The kit consists of a tent and a stove."]
    assert (cut.heuristic_label, cut.label_rule) == ("contradiction", "exhaustive_list")
    added = _pairs("The kit consists of a tent, a stove and a lamp.", "conjunct_added")
    assert {p.heuristic_label for p in added.values()} == {"contradiction"}


def test_made_up_of_and_composed_of_are_exhaustive() -> None:
    made = _pairs("The board is made up of the mayor and the treasurer.")
    assert made["The board is made up of the mayor."].label_rule == "exhaustive_list"
    composed = _pairs("The jury is composed of farmers, clerks and teachers.")
    assert composed["The jury is composed of farmers and teachers."].heuristic_label == (
        "contradiction"
    )


def test_comprised_of_is_exhaustive() -> None:
    cut = _pairs("The council is comprised of farmers, clerks and teachers.")[
        "The council is comprised of farmers and clerks."
    ]
    assert (cut.heuristic_label, cut.label_rule) == ("contradiction", "exhaustive_list")


def test_formed_of_is_exhaustive() -> None:
    cut = _pairs("The crust is formed of granite and basalt.")["The crust is formed of granite."]
    assert (cut.heuristic_label, cut.label_rule) == ("contradiction", "exhaustive_list")


def test_includes_keeps_entailment_near_miss() -> None:
    cut = _pairs("The kit includes a tent, a stove and a lamp.")[
        "The kit includes a tent and a stove."
    ]
    assert cut.heuristic_label == "entailment"


def test_active_form_over_a_subject_stays_collective_near_miss() -> None:
    formed = _pairs("The teachers and the parents formed a committee.")
    assert formed["The teachers formed a committee."].label_rule == "collective_verb"


def test_container_noun_keeps_its_of_phrase() -> None:
    removals = _pairs("He drank the beer, wine, and bottles of the cider.")
    assert "He drank the beer and wine." in removals
    assert "He drank the beer and wine of the cider." not in removals
    assert "He drank the beer and bottles of the cider." in removals


def test_measure_noun_keeps_its_of_phrase() -> None:
    removals = _pairs("She bought the bread, cheese, and pints of the milk.")
    assert "She bought the bread and cheese." in removals
    assert "She bought the bread and cheese of the milk." not in removals


def test_shared_of_phrase_of_plain_nouns_near_miss() -> None:
    # "cider" is no container: "of the region" is read as shared, as before
    removals = _pairs("He drank the beer, wine, and cider of the region.")
    assert "He drank the beer and wine of the region." in removals


def test_two_container_nouns_share_the_of_phrase_near_miss() -> None:
    removals = _pairs("He bought cups and bottles of cider.")
    assert "He bought cups of cider." in removals
