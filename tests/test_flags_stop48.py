"""Flags that must promise a bad pair, and checks for what a flag can catch (stop 48, fl6), on
constructed sentences through the real parser and pipeline:

1. an apostrophe of omission ("'em", "'im") is no quotation mark: neither
   ``unbalanced_brackets`` nor ``source:unbalanced_quote`` counts it (CMOS 7.30).
2. ``lost_antecedent`` not on the subject pronoun that controls a fronted coordination of
   participle clauses: nouns inside them are co-arguments of its understood subject.
3. ``non-construction:restrictive-relative`` and ``negated-subordinate-clause`` not on a
   relative clause of an indefinite predicative noun phrase ("X is a field which aims to ...").
4. ``nominal-gerund`` not on an -ing clause the parse hung on a to-infinitive; a
   ``corrective-remnant`` whose partner is an infinitive inside the complement is kept whole by
   the hypothesis.
5. new: ``asyndetic-list`` ("A, B, and C" -> "A, B.") and ``number-without-unit`` ("3.9 Ga"
   -> "3.9.").
"""

from __future__ import annotations

from pipeline import fitness
from pipeline import flags as flag_registry
from pipeline.process import asyndetic_list_end, number_without_unit
from pipeline.rewrite.conjuncts import text_defects
from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str, phenomenon: str):
    return mined_pairs(text, phenomenon, assess_sources=True)


# class 1: apostrophes of omission


def test_elided_pronoun_is_no_unbalanced_quote() -> None:
    assert not fitness.assess("The boss told 'im to go out and round 'em up.")
    assert "unbalanced_quote" in fitness.assess("Later 'the storm came and we ran.")


def test_removing_an_elided_them_unbalances_nothing() -> None:
    before = "You couldn't hold 'em; you had to ride with 'em or wait till dawn."
    after = "You couldn't hold 'em; you had to wait till dawn."
    assert "unbalanced_brackets" not in text_defects(before, after)
    assert "unbalanced_brackets" in text_defects("He said 'go home' and left.", "He said 'go.")


# class 2: the controller of fronted participle clauses


def test_controller_of_fronted_participles_keeps_its_antecedent() -> None:
    pairs = _pairs(
        "Founded in 1850, and linked with a church school in Leeds, it is the oldest college "
        "in the region.",
        "conjunction",
    )
    cut = [p for p in pairs if p.hypothesis.startswith("Founded in 1850, it is")]
    assert cut
    assert all("lost_antecedent" not in pair_flags(p) for p in cut)
    assert all(p.well_formed for p in cut)


def test_pronoun_after_removed_name_stays_lost() -> None:
    pairs = _pairs("Anna and her brother sold the farm, and they moved to York.", "conjunction")
    cut = [p for p in pairs if p.hypothesis.startswith("Her brother")]
    # not written (ninetieth pass: "they" had only the coordination for antecedent,
    # ``conjunction_premises``), or flagged as before
    assert all("lost_antecedent" in pair_flags(p) for p in cut)


# class 3: relative clause of an ascriptive predicate nominal


def test_relative_on_indefinite_predicate_nominal_is_asserted() -> None:
    pairs = _pairs(
        "Relativism is a family of views that holds that truth is local.", "verb_complement"
    )
    assert {p.premise for p in pairs} == {
        "Relativism is a family of views that holds that truth is local.",
        "Relativism is a family of views that does not hold that truth is local.",
    }
    assert all(p.hypothesis == "Truth is local." for p in pairs)
    assert all(pair_flags(p) == [] and p.well_formed for p in pairs)


def test_relative_under_universal_head_stays_restrictive() -> None:
    pairs = _pairs("Any student who fails to register is fined.", "verb_complement")
    assert pairs
    # vc55 (merged beside fl6) names this case `non-construction:quantified-restrictor`
    assert all(
        {"non-construction:restrictive-relative", "non-construction:quantified-restrictor"}
        & set(pair_flags(p))
        for p in pairs
    )


# class 4: a verbal -ing clause; a remnant with its partner in the complement


def test_ing_clause_after_infinitive_is_no_nominal_gerund() -> None:
    pairs = _pairs(
        "We caught him after the man had run off twice, threatening to burn the barn and "
        "boasting that he was to be the next mayor.",
        "verb_complement",
    )
    # "he" resolved to the reporter "the man" since stop 72 (vc125)
    boast = [
        p
        for p in pairs
        if p.hypothesis in ("He was to be the next mayor.", "The man was to be the next mayor.")
    ]
    assert boast
    assert all("nominal-gerund" not in pair_flags(p) for p in boast)


def test_remnant_contrasting_an_infinitive_in_the_complement() -> None:
    pairs = _pairs(
        "The old maps seem to be drawn to please the king, not to be used.", "verb_complement"
    )
    original = [p for p in pairs if p.premise_kind == "original"]
    assert [p.hypothesis for p in original] == [
        "The old maps are drawn to please the king, not to be used."
    ]
    assert all(p.well_formed and not pair_flags(p) for p in original)
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated and all("corrective-remnant:not" in pair_flags(p) for p in negated)


def test_remnant_contrasting_the_trigger_stays_flagged() -> None:
    pairs = _pairs("She tried to finish the race, not just to start it.", "verb_complement")
    assert pairs and all("corrective-remnant:just" in pair_flags(p) for p in pairs)


# class 5: new checks


def test_asyndetic_list_end() -> None:
    src = "The kit has a lamp, a map, and a compass."
    assert asyndetic_list_end(src, "The kit has a lamp, a map.")
    assert not asyndetic_list_end(src, "The kit has a lamp and a map.")
    assert not asyndetic_list_end("She sang, and he danced.", "She sang.")
    assert flag_registry.severity("asyndetic-list") == "defect"


def test_number_without_unit() -> None:
    assert number_without_unit(
        "Rocks formed before 3.9 Ga. Later life came.", "Rocks formed before 3.9."
    )
    assert not number_without_unit("He was born in 1959 in Ohio.", "He was born in 1959.")
    assert not number_without_unit("It was 42.", "It was 42.")
    assert flag_registry.severity("number-without-unit") == "defect"


def test_number_without_unit_on_a_hypothesis() -> None:
    pairs = _pairs(
        "Studies suggest that the rocks formed before 3.9 Ga. Later, life spread.",
        "verb_complement",
    )
    cut = [p for p in pairs if p.hypothesis.endswith("3.9.")]
    assert all("number-without-unit" in pair_flags(p) and not p.well_formed for p in cut)
