"""Hundred-fourth pass (cj103, s1202m's rejects): coordinated absolute clauses after "with";
a predicational (indefinite) predicate noun list is no specificational list; the standard of a
comparison ("than usual") gets no antonym; binomial names of one technique or mechanism
("wattle and daub") are fixed phrases, and such a binomial before a noun is one member with it.

Every sentence is constructed for these tests (none is copied from a review) and runs the real
spaCy parse and the real pipeline (extraction, rewriting, labels)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_pairs_of_kind as _pairs
from tests.phenomenon_support import conjunction_removals as _removals
from tests.phenomenon_support import mined_pairs

# 1. coordinated absolute clauses: no removal cuts across them


@pytest.mark.parametrize(
    "text",
    [
        "A wrecked drone, with its casing cracked and fluid drained.",
        "The bandit fled with his pockets full and gun loaded.",
        "An old rusty truck, with its tires flat and windows smashed.",
    ],
)
def test_absolute_with_clauses_get_no_removal(text: str) -> None:
    assert _removals(text) == {}
    assert _pairs(text, "conjunct_added") == {}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("A shirt with red and blue stripes.", "A shirt with red stripes."),
        (
            "An old truck with its tires and windows smashed.",
            "An old truck with its tires smashed.",
        ),
        (
            "She arrived with a basket full of apples and pears.",
            "She arrived with a basket full of apples.",
        ),
    ],
)
def test_with_phrases_that_are_no_absolutes_keep_removals(text: str, hypothesis: str) -> None:
    assert hypothesis in _removals(text)


# 2. an indefinite predicate noun list is predicational: each member is entailed


def test_indefinite_predicate_noun_list_is_entailment() -> None:
    text = "These crushed roots are a strong sedative and purgative, and can kill in large doses."
    removals = _removals(text)
    hyp = "These crushed roots are a strong sedative, and can kill in large doses."
    assert hyp in removals
    assert removals[hyp][1] == "entailment"
    assert all(rule != "specificational_list" for _, _, rule in removals.values())


def test_definite_specificational_list_stays_contradiction() -> None:
    removals = _removals("The founders of the band were John, Paul and George.")
    assert removals["The founders of the band were John and Paul."][1:] == (
        "contradiction",
        "specificational_list",
    )


# 3. the standard of a comparison is no conjunct: no antonym for it


def test_comparative_standard_gets_no_antonym() -> None:
    text = (
        "The wolf avoids people and cars, but it will attack if cornered, and the winter has"
        " made it bolder than usual."
    )
    replaced = _pairs(text, "conjunct_replaced")
    assert not any("unusual" in h for h in replaced)
    assert _removals(text)  # the coordinations themselves keep their pairs


# 4. binomial names of one technique are fixed phrases; before a noun they make one member


def test_binomial_technique_name_is_not_split() -> None:
    text = "The old barn has thatched roofs and wattle and daub walls."
    hyps = set(_removals(text)) | set(_pairs(text, "conjunct_added"))
    every = " ".join(hyps) + " " + " ".join(p for p, _, _ in _removals(text).values())
    assert "roofs and daub" not in every and "and wattle." not in every
    assert not any(h.endswith("roofs walls.") for h in hyps)


def test_binomial_premodifier_is_one_member_with_its_noun() -> None:
    removals = _removals("The cabinet doors use tongue and groove joints and brass hinges.")
    assert "The cabinet doors use tongue and groove joints." in removals
    assert "The cabinet doors use brass hinges." in removals
    assert not any("groove hinges" in h or "tongue joints" in h for h in removals)


# 5. a semicolon between clauses ends the coordination before it


def test_clause_before_semicolon_is_no_member() -> None:
    text = (
        "It also includes fire training; your wounds close faster and your armor lasts longer"
        " if you are not running."
    )
    added = _pairs(text, "conjunct_added")
    removals = _removals(text)
    assert added and removals
    for premise, _, _ in added.values():
        assert premise.startswith("It also includes fire training; ")
    assert not any(h.startswith("Your wounds") for h in removals)


def test_semicolon_separated_list_keeps_its_members() -> None:
    text = "We packed rice, beans, and oil; bandages, splints, and tape; and two knives."
    removals = _removals(text)
    assert "We packed rice, beans, and oil; bandages, splints, and tape." in removals


# 6. a clause taken up again after an ellipsis is no part of the last member


def test_clause_after_ellipsis_blocks_removal() -> None:
    text = "I would have nothing here and still have to hunt for meat… in short, I'd starve soon."
    assert _removals(text) == {}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("We ran to the gate and locked it...", "We ran to the gate."),
        (
            "We ran to the gate and locked it — the dogs were already outside.",
            "We ran to the gate — the dogs were already outside.",
        ),
    ],
)
def test_final_ellipsis_and_dash_keep_removals(text: str, hypothesis: str) -> None:
    assert hypothesis in _removals(text)


# 7. an article shared with a bare noun after the coordinator stays with the kept noun


def test_shared_article_stays_with_kept_noun() -> None:
    # the tagger reads both nouns as adjectives here (JJ), which had lost the shared article
    text = "These dried leaves are a mild stimulant and painkiller, and can be brewed into tea."
    removals = _removals(text)
    assert "These dried leaves are a painkiller, and can be brewed into tea." in removals
    assert "These dried leaves are a mild stimulant, and can be brewed into tea." in removals
    assert not any(" are painkiller" in h for h in removals)


def test_article_before_each_noun_is_untouched() -> None:
    removals = _removals("He owns a house and a car.")
    assert {"He owns a house.", "He owns a car."} <= set(removals)


# 8. a determinerless item label is a description (a warning for conjunction), not a fragment


@pytest.mark.parametrize(
    "text",
    [
        "Wild dandelions and burdocks that have been boiled and salted.",
        "Modern goggles that protect from dust and sparks.",
    ],
)
def test_bare_item_label_is_description(text: str) -> None:
    from pipeline import fitness
    from tests.phenomenon_support import kept, pair_flags

    assert fitness.descriptive_phrase(_doc(text))
    pairs = mined_pairs(text, "conjunction")
    assert pairs and all(kept(p) for p in pairs)
    assert not any("source:fragment" in pair_flags(p) for p in pairs)


@pytest.mark.parametrize(
    "text",
    [
        "Covers the whole face; very light and strong.",  # clauses across a semicolon
        "Seems like a kind of robot and computer, attached to a lemon.",  # verb, no subject
        "The sword for the king and the queen.",  # a determiner: not a label
        "Destination for swords, axes and similar blades.",  # a preposition phrase only
    ],
)
def test_other_fragments_are_no_bare_label(text: str) -> None:
    from pipeline import fitness

    assert not fitness._bare_item_label(_doc(text))


def test_young_and_old_alike_is_not_split() -> None:
    assert _removals("These puzzles are fun for young and old alike.") == {}


def _doc(text: str):
    from pipeline import parse

    return parse.load(parse.resolve_model())(text)
