"""Ninety-fourth pass (cj91): labels, non-boolean readings and one place per check.

Reduplication and the pseudo-imperative are decided in ``conjunction_nonboolean`` only; a
non-monotone exceptive gets no entailment label; a relational predicate ("are adversaries") or
values distributed over a plural ("(2 and 4)") make the "and" non-boolean; an imperative with a
subject ("Somebody fetch me a towel") is no statement. Sentences are constructed; they run the
real pipeline."""

from pipeline.phenomena import conjunction, conjunction_nonboolean, conjunction_replacements
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> dict[str, str]:
    """hypothesis (removal) or premise (addition) -> label, of one kind of pair."""
    out = {}
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == kind:
            out[p.hypothesis if kind == "conjunct_removed" else p.premise] = p.heuristic_label
    return out


def test_one_home_for_reduplication_and_pseudo_imperative() -> None:
    assert conjunction.pseudo_imperative is conjunction_nonboolean.pseudo_imperative
    assert conjunction.reduplication is conjunction_nonboolean.reduplication
    assert not hasattr(conjunction, "_pseudo_imperative")
    assert not hasattr(conjunction, "_reduplication")
    assert not hasattr(conjunction_replacements, "_repeated_around_and")


def test_reduplication_gives_no_pair() -> None:
    assert _pairs("He talks and talks and talks about his old car.", "conjunct_removed") == {}


def test_pseudo_imperative_with_or_gives_no_pair() -> None:
    assert mined_pairs("Hurry up, or you will miss the last train.", "conjunction") == []


def test_try_and_with_a_subject_is_pseudo_coordination() -> None:
    removals = _pairs("I'll try and find the cable tomorrow if I have time.", "conjunct_removed")
    assert "entailment" not in removals.values()


def test_bare_exceptive_removal_is_neutral_and_has_no_addition() -> None:
    text = "The shop was quiet, apart from a cat and a parrot."
    removals = _pairs(text, "conjunct_removed")
    assert removals.get("The shop was quiet, apart from a cat.") == "neutral"
    assert _pairs(text, "conjunct_added") == {}


def test_exceptive_read_as_a_verb_gives_no_removal() -> None:
    text = "It makes little sense to use RAID these days, save for mirroring and possibly striping."
    assert _pairs(text, "conjunct_removed") == {}


def test_exceptive_under_a_universal_keeps_its_contradiction() -> None:
    removals = _pairs("Everyone came to the party except Mary and John.", "conjunct_removed")
    assert removals.get("Everyone came to the party except John.") == "contradiction"


def test_relational_noun_predicate_gives_no_removal() -> None:
    text = "France and Germany are no longer bitter rivals."
    assert _pairs(text, "conjunct_removed") == {}


def test_at_odds_gives_no_removal() -> None:
    assert (
        _pairs("The mayor and the council are at odds over the budget.", "conjunct_removed") == {}
    )


def test_distributive_plural_predicate_keeps_its_removal() -> None:
    removals = _pairs("Anna and Ben are doctors at the city hospital.", "conjunct_removed")
    assert removals.get("Anna is a doctor at the city hospital.") == "entailment"


def test_values_distributed_over_a_plural_give_no_removal() -> None:
    removals = _pairs("My daughters (6 and 9) love the new puzzle game.", "conjunct_removed")
    assert "My daughters (6) love the new puzzle game." not in removals


def test_imperative_with_a_subject_gives_no_addition() -> None:
    text = "Somebody fetch me a towel, or bring me a blanket."
    assert _pairs(text, "conjunct_added") == {}
    assert _pairs(text, "conjunct_removed") == {}


def test_or_under_a_negative_object_is_downward() -> None:
    text = "The vendor makes no promise with regard to printers or scanners."
    removals = _pairs(text, "conjunct_removed")
    assert removals.get("The vendor makes no promise with regard to printers.") == "entailment"
    additions = _pairs(text, "conjunct_added")
    assert additions.get("The vendor makes no promise with regard to printers.") == "neutral"


def test_pseudo_imperative_after_a_preposed_clause_gives_no_pair() -> None:
    text = "If you see that once, feed it into your classifier, and it learns the URLs."
    assert mined_pairs(text, "conjunction") == []
