"""Stop 89 (fl78): ``source:for_clause`` is a warning for presupposition and implicature; the two
defects it stood for are flags of their own (docs/flags.md, "Stop 89: fl78").

A main clause opened by the conjunction "for" links itself to the sentence before (Quirk et al.
1985 §13.15-13.19: "for" is a coordinator-like conjunction that stands first in its clause). A
pair that keeps "For" first in a negated or found main clause, or drops it with the rest of the
context, is good English (judged 4 of 4 kept as is in the prior's rows, s1205u/s1205v
included). What stays bad is an operator put before the "for" (``connective-after-operator``)
and a subject lost to the parse that reads "for" as a preposition
(``for-clause-subject-lost``). The sentences are constructed for these tests.
"""

from __future__ import annotations

from types import SimpleNamespace

from pipeline import flags
from tests.phenomenon_support import mined_pairs


def _by_kinds(text: str, phenomenon: str) -> dict[tuple[str, str], object]:
    return {
        (p.premise_kind, p.hypothesis_kind): p
        for p in mined_pairs(text, phenomenon, assess_sources=True)
    }


def test_negated_for_clause_against_the_sentence_as_found_is_well_formed():
    pairs = _by_kinds("For the miller stopped grinding corn at the old mill.", "presupposition")
    pair = pairs[("negated", "original")]
    assert pair.premise.startswith("For the miller ")
    assert "source:for_clause" in pair.features["flags"]
    assert pair.well_formed


def test_implicature_pair_that_drops_the_for_is_well_formed():
    pairs = mined_pairs(
        "For the merchants sold some of their grain to the strangers.",
        "implicature",
        assess_sources=True,
    )
    quantifier = [p for p in pairs if p.hypothesis.startswith("The merchants didn't sell all")]
    assert quantifier, [(p.premise, p.hypothesis) for p in pairs]
    assert all("source:for_clause" in p.features["flags"] for p in quantifier)
    assert all(p.well_formed for p in quantifier)


def test_conditional_put_before_the_for_is_a_defect_of_its_own():
    pairs = _by_kinds("For the miller stopped grinding corn at the old mill.", "presupposition")
    pair = pairs[("conditional", "original")]
    assert pair.premise.startswith("If for the miller ")
    assert "connective-after-operator" in pair.features["flags"]
    assert not pair.well_formed


def test_stand_in_subject_for_a_misread_for_clause_is_a_defect():
    pairs = _by_kinds("For the farmer stopped watering his fields in August.", "presupposition")
    drafted = [p for (_, kind), p in pairs.items() if kind == "presupposition"]
    assert drafted and all(p.hypothesis.startswith("Someone ") for p in drafted)
    assert all("for-clause-subject-lost" in p.features["flags"] for p in drafted)
    assert not any(p.well_formed for p in drafted)


def test_for_some_reason_adjunct_is_no_for_clause_and_its_conditional_stays_clean():
    """Neighbour: "for some reason" is a prepositional adjunct, not the conjunction; the
    conditional "If for some reason ..." is good English and nothing here flags it."""
    pairs = _by_kinds(
        "For some reason the miller stopped grinding corn at the old mill.", "presupposition"
    )
    pair = pairs[("conditional", "original")]
    assert pair.premise.startswith("If for some reason ")
    assert "connective-after-operator" not in pair.features.get("flags", [])
    assert "source:for_clause" not in pair.features.get("flags", [])
    assert pair.well_formed


def test_the_operator_check_reads_only_a_for_clause_source():
    """Neighbour on the check itself: the same text without the source flag is not flagged, and
    a stand-in subject that the other side has too (the source's own "someone") is not."""
    plain = SimpleNamespace(
        phenomenon="presupposition",
        premise="If for some reason the pump stopped, it's okay.",
        hypothesis="The pump had been running before.",
        premise_kind="conditional",
        features={"flags": []},
    )
    assert not flags.for_clause_after_operator(plain)
    own = SimpleNamespace(
        phenomenon="presupposition",
        premise="For someone didn't stop knocking at the door.",
        hypothesis="For someone stopped knocking at the door.",
        premise_kind="negated",
        features={"flags": ["source:for_clause"]},
    )
    assert not flags.for_clause_subject_lost(own)


def test_severity_of_the_source_flag_by_phenomenon():
    assert flags.severity("source:for_clause", "presupposition") == flags.WARNING
    assert flags.severity("source:for_clause", "implicature") == flags.WARNING
    assert flags.severity("connective-after-operator", "presupposition") == flags.DEFECT
    assert flags.severity("for-clause-subject-lost", "implicature") == flags.DEFECT


# "rise up" drafted as a lower height -------------------------------------------------------
# "rise" is a verb of assuming a position (Levin 1993 §50): with "up" it is getting up from a
# seat or bed, whose prior state is a posture, not a lower height. Judged 0 of 5 kept.


def test_rise_up_drafted_as_lower_height_is_flagged():
    pairs = _by_kinds("Then the captain rose up from his chair.", "presupposition")
    drafted = [p for (_, kind), p in pairs.items() if kind == "presupposition"]
    assert drafted and all(p.hypothesis == "The captain was lower before." for p in drafted)
    assert all("rise-up-as-height" in p.features["flags"] for p in drafted)
    assert not any(p.well_formed for p in drafted)


def test_rise_up_original_side_is_untouched():
    """Neighbour: the "original" hypothesis of the same sentence keeps "rose up" as found."""
    pairs = _by_kinds("Then the captain rose up from his chair.", "presupposition")
    pair = pairs[("negated", "original")]
    assert "rise-up-as-height" not in pair.features.get("flags", [])
    assert pair.well_formed


def test_rise_without_the_particle_keeps_its_height_reading():
    """Neighbour: a literal rise in height ("The balloon rose over the hills") keeps "was lower
    before" (the one judged keep of the class had no particle)."""
    pairs = _by_kinds("The balloon rose over the hills and drifted east.", "presupposition")
    pair = pairs[("original", "presupposition")]
    assert pair.hypothesis == "The balloon was lower before."
    assert "rise-up-as-height" not in pair.features.get("flags", [])
    assert pair.well_formed


def test_question_built_after_the_for_is_a_defect():
    """ "For" gives the grounds for what was said before, a statement: it joins no question."""
    pairs = _by_kinds(
        "For if the storm passes, the fishermen will return to the harbour.", "presupposition"
    )
    pair = pairs[("interrogative", "original")]
    assert pair.premise.startswith("For if the storm passes, will ")
    assert "connective-after-operator" in pair.features["flags"]
    assert not pair.well_formed
