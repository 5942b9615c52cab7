"""Ninety-seventh pass (cj95): shared determiners and heads, aliases, non-boolean "and",
replacements.

A plural place head licensed by the coordination ("the countries of A and B") and a fused
"that of" whose antecedent is the first conjunct keep their conjuncts; a contact relative of
the last conjunct, half of a dash pair, a preposition cut from its object and author-work
remnant pairs are no removals; names of one people joined by "or" are aliases; names before a
plural head are distributive; an exhaustive list with a catch-all is neutral; "mixed", "rise
and fall" and "in and around" give no removal; an antonym that repeats the word across "but"
or "equally", or that wants a complement ("dependent"), is no replacement; a decade of
attained independence is exclusive. Sentences are constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict[str, str]:
    """hypothesis (removal, replacement) or premise (addition) -> label, of one kind of pair."""
    out = {}
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == kind:
            out[p.premise if kind == "conjunct_added" else p.hypothesis] = p.heuristic_label
    return out


def test_plural_place_head_keeps_both_names() -> None:
    removals = _pairs("The ruins lie in the present-day countries of Peru and Bolivia.")
    assert not any("countries of Peru." in h or "countries of Bolivia." in h for h in removals)


def test_fused_that_of_keeps_its_antecedent() -> None:
    text = "The final price depends on the size of the house and that of the garden around it."
    removals = _pairs(text)
    assert "The final price depends on the size of the house." in removals
    assert not any(h.startswith("The final price depends on that of") for h in removals)


def test_contact_relative_stays_with_last_conjunct() -> None:
    removals = _pairs("The boats differ by their size and the amount of fuel they need.")
    assert "The boats differ by the amount of fuel they need." in removals
    assert not any("size they need" in h for h in removals)


def test_removal_never_takes_half_of_a_dash_pair() -> None:
    text = (
        "The peace still holds and their heirs - the current Duke of Lorne and the Mayor of"
        " the town - bear the old title of warden."
    )
    removals = _pairs(text)
    assert not any("holds the town" in h or "Lorne the town" in h for h in removals)


def test_author_work_pairs_are_no_removal_of_one_object() -> None:
    text = (
        "Much of what we know about the tribe comes from the Roman historian Tacitus (c. 98 CE)"
        " in his Germania and Caesar in his account of the war, and from finds in bogs."
    )
    removals = _pairs(text)
    assert not any("in his Caesar" in h or "Germania in his account" in h for h in removals)


def test_names_of_one_people_joined_by_or_are_aliases() -> None:
    removals = _pairs("The Lenape or Delaware people lived along the river for centuries.")
    assert removals["The Delaware people lived along the river for centuries."] == "entailment"
    rules = {
        p.label_rule
        for p in mined_pairs(
            "You can pick the French or German language for the menus.", "conjunction"
        )
    }
    assert rules and "or_equivalence" not in rules  # two nationality adjectives: a choice


def test_names_before_plural_head_are_distributive() -> None:
    text = (
        "Involved in wars with the neighboring Lao and Dai Viet states for centuries, the"
        " kingdom was subdued."
    )
    removals = _pairs(text)
    assert removals and set(removals.values()) == {"entailment"}


def test_exhaustive_list_with_catch_all_is_neutral() -> None:
    text = "The empire consisted of many duchies, counties, free cities and other territories."
    removals = _pairs(text)
    assert removals["The empire consisted of many duchies, counties and free cities."] == "neutral"
    closed = _pairs("The team consists of three players, a coach and a driver.")
    assert closed["The team consists of three players and a driver."] == "contradiction"


def test_mixed_population_has_no_removal() -> None:
    assert not _pairs("Today, the island has a mixed Celtic and Norse population.")


def test_frozen_binomials_have_no_removal() -> None:
    assert not _pairs("Prices rise and fall with the seasons.")
    assert not _pairs("The birds nest in and around the old harbour in the spring.")
    assert _pairs("The birds nest in the old harbour and on the cliffs in the spring.")


def test_antonym_repeating_the_contrasted_word_is_no_replacement() -> None:
    text = "The knights are very strong attackers but equally weak defenders and need support."
    replaced = _pairs(text, "conjunct_replaced")
    assert (
        "The knights are very weak attackers but equally weak defenders and need support."
        not in (replaced)
    )
    assert (
        "The knights are very strong attackers but equally strong defenders and need support."
        not in (replaced)
    )


def test_dependent_without_complement_is_no_replacement() -> None:
    text = "The province became independent in 1901 but remained part of the old federation."
    replaced = _pairs(text, "conjunct_replaced")
    assert not any("became dependent" in h for h in replaced)


def test_decade_of_attained_independence_is_exclusive() -> None:
    text = "The country gradually gained independence during the 1960s and joined the league."
    replaced = _pairs(text, "conjunct_replaced")
    assert replaced
    assert {v for h, v in replaced.items() if "1970s" in h} == {"contradiction"}
