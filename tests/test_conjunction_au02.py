"""au02 (stop 100): two classes of the Brown-text audit of conjunction pairs.

1. A subordinate clause the parse joined to a main clause ("only in warm rooms and when the air
   was dry"): coordinates are of like function (Quirk et al. 1985 §13.66; H&P 2002 ch. 15
   §4.1), so the removal of the main clause, which left "When the air was dry." alone, is
   refused; the removal of the subordinate clause stays.
2. An antonym swap inside an infinitival complement of a possibility modal ("can afford to
   place a high value" -> "a low value"): the modal scopes over its catenative complement
   (Kratzer 1981; Quirk et al. 1985 §4.49), and possibility of p and of not-p are compatible:
   neutral, not contradiction.

Constructed sentences run through the real pipeline (the real spaCy parse), each with a near
miss that must not change."""

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str, kind: str) -> dict:
    return {p.hypothesis: p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind}


def test_subordinate_clause_member_is_not_left_alone() -> None:
    removals = _by_kind(
        "The engine runs smoothly in summer and when the roads are dry.", "conjunct_removed"
    )
    assert "When the roads are dry." not in removals
    assert "The engine runs smoothly in summer." in removals
    added = [
        p
        for p in mined_pairs(
            "The engine runs smoothly in summer and when the roads are dry.", "conjunction"
        )
        if p.hypothesis_kind == "conjunct_added"
    ]
    assert all(p.premise != "When the roads are dry." for p in added)


def test_main_clause_with_its_own_subordinate_clause_keeps_its_removals() -> None:
    removals = _by_kind(
        "He left early, and when she came back, the house was empty.", "conjunct_removed"
    )
    assert "When she came back, the house was empty." in removals
    assert "He left early." in removals


def test_subordinate_clause_preposed_to_a_later_main_clause_keeps_its_removals() -> None:
    text = "Dogs guard the farm, and since the nights are cold, the care of dogs with food or shelter is vital."
    removals = _by_kind(text, "conjunct_removed")
    assert "Since the nights are cold, the care of dogs with food or shelter is vital." in removals


def test_two_main_clauses_keep_their_removals() -> None:
    removals = _by_kind("She sang at the party and he played the piano.", "conjunct_removed")
    assert "He played the piano." in removals
    assert "She sang at the party." in removals


def test_antonym_under_modal_over_infinitive_is_neutral() -> None:
    swaps = _by_kind(
        "They can afford to place a high value on comfort and to ignore fashion.",
        "conjunct_replaced",
    )
    pair = swaps["They can afford to place a low value on comfort and to ignore fashion."]
    assert pair.heuristic_label == "neutral"
    assert pair.label_rule == "replaced_under_possibility"


def test_antonym_under_implicative_without_modal_stays_contradiction() -> None:
    swaps = _by_kind(
        "They managed to place a high value on comfort and to ignore fashion.", "conjunct_replaced"
    )
    pair = swaps["They managed to place a low value on comfort and to ignore fashion."]
    assert pair.heuristic_label == "contradiction"
