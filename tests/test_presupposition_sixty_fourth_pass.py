"""Sixty-fourth pass (stop 50, pr62; docs/presupposition.md): Wikipedia-register drafts.

- "rise (up) against" (rebel) and "erupt into" (turn into) get no height / quiet draft.
- "rose to prominence with X": the adjunct PP is no part of the standing; the adjective draft.
- "remained the N": a nominal the parser calls the copula's object is its complement.
- An adjectival passive with a "for"-duration ("has been frozen for centuries") is a state.
- A finite verb phrase coordinated with a gerund time clause belongs to the main clause.
- A trigger in a supplement of the clause an operator takes: the pair is not well formed.

Constructed sentences through the real pipeline (``mined_pairs``); each test asserts a good
counterpart where one exists."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str, premise_kind: str = "original") -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype
        and p.premise_kind == premise_kind
        and p.hypothesis_kind == "presupposition"
    ]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype)}


# -- change of state: frames of another sense ----------------------------------------------------


def test_rise_up_against_is_rebel_not_height() -> None:
    assert (
        _hypotheses("In 1832 the weavers rose up against the new tax.", "change_of_state") == set()
    )


def test_literal_rise_keeps_height_draft() -> None:
    assert _hypotheses("The balloon rose over the valley.", "change_of_state") == {
        "The balloon was lower before."
    }


def test_erupt_into_gets_no_quiet_draft() -> None:
    assert _hypotheses("The camp erupted into riots.", "change_of_state") == set()


def test_literal_erupt_keeps_quiet_draft() -> None:
    assert _hypotheses("The volcano erupted in 1883.", "change_of_state") == {
        "The volcano was quiet before."
    }


def test_rise_to_prominence_with_adjunct_uses_adjective() -> None:
    hyps = _hypotheses(
        "The dynasty rose to prominence with Otto Brandt, a wool merchant.", "change_of_state"
    )
    assert hyps == {"The dynasty was not prominent before."}


def test_remain_with_nominal_complement_not_absolute_with() -> None:
    hyps = _hypotheses(
        "Burgundy remained the duke's main stronghold, with Dijon as its seat.",
        "change_of_state",
    )
    assert hyps == {"Burgundy was the duke's main stronghold before."}


def test_stative_participle_with_duration_is_no_change() -> None:
    text = "The lake has been frozen for centuries."
    assert _hypotheses(text, "change_of_state") == set()


def test_eventive_freeze_keeps_draft() -> None:
    assert _hypotheses("The lake froze in 1963.", "change_of_state") == {
        "The lake was not frozen before."
    }


# -- temporal: finite conjunct after a gerund time clause -------------------------------------------


def test_finite_conjunct_is_not_part_of_gerund_clause() -> None:
    hyps = _hypotheses(
        "She wrote her best novels while living in Lisbon and died in Porto in 1950.",
        "temporal_adverbs",
    )
    assert hyps == {"She lived in Lisbon."}


def test_coordinated_gerunds_stay_in_the_clause() -> None:
    hyps = _hypotheses(
        "She left the firm after writing the report and signing the letter.", "temporal_adverbs"
    )
    assert hyps == {"She wrote the report and signed the letter."}


# -- trigger in a supplement ----------------------------------------------------------------------


def test_trigger_in_supplement_is_flagged_and_stays_a_warning() -> None:
    # pr62 made the flag a defect; the stop's A/B draw (ab55) kept 12 of 26 such pairs, so it is
    # a warning again (pipeline/flags.py): flagged, well formed when nothing else is wrong
    text = "The town had 4,000 inhabitants in 1900, making up a tenth of the county's workforce."
    embedded = [
        p
        for kind in ("negated", "modal", "interrogative", "conditional")
        for p in _pairs(text, "possessed_definites", kind)
        if "trigger-in-supplement" in p.features.get("flags", [])
    ]
    assert embedded
    # pr74 (stop 53): the presupposition pair of such a premise is refused
    # (embedding-misses-trigger); the warning stays on the control pairs (tests of the operator)
    assert not any(p.well_formed for p in embedded)
    assert all("embedding-misses-trigger" in p.features["flags"] for p in embedded)


# -- "only": a conjunct whose own subject the parse lost ------------------------------------------


def test_fused_head_quantifier_subject_gets_no_borrowed_subject() -> None:
    text = (
        "To save space, lizards' paired organs are stacked, and most only have one working kidney."
    )
    assert _hypotheses(text, "only") == set()


def test_orphaned_subject_of_conjunct_gets_no_borrowed_subject() -> None:
    text = (
        "A 12-time All-Star, she shares the league record for seasons played with Ann Lee, and "
        "her all-time league games played record of 1,500 was only surpassed in 2019 by Mary Hale."
    )
    assert _hypotheses(text, "only") == set()


def test_predicate_conjunct_keeps_shared_subject() -> None:
    assert _hypotheses("The birds migrate south and only return in spring.", "only") == {
        "The birds return in spring."
    }


# -- additive "while" ---------------------------------------------------------------------------


def test_additive_likewise_while_participle_times_nothing() -> None:
    text = "Butter raises the flavour of the sauce, making it richer, while likewise thickening it."
    assert _hypotheses(text, "temporal_adverbs") == set()


def test_plain_while_participle_keeps_draft() -> None:
    hyps = _hypotheses("He wrote the novel while living in Rome.", "temporal_adverbs")
    assert hyps == {"He lived in Rome."}


# -- body tissue is noncount ----------------------------------------------------------------------


def test_body_tissue_takes_no_article() -> None:
    text = "The immune system attacks the virus but spares the organism's own healthy tissue."
    assert _hypotheses(text, "possessed_definites") == {"The organism has healthy tissue."}


# -- rising to an office --------------------------------------------------------------------------


def test_ascend_to_the_throne_is_no_height() -> None:
    text = (
        "He was the second son of the old king, and ascended to the throne upon his uncle's death."
    )
    assert _hypotheses(text, "change_of_state") == set()


def test_rise_to_offices_is_no_height() -> None:
    text = "Later he also rose to the highest offices of state at the court in Vienna."
    assert _hypotheses(text, "change_of_state") == set()


def test_person_rising_to_a_surface_keeps_height() -> None:
    assert _hypotheses("The diver rose to the surface.", "change_of_state") == {
        "The diver was lower before."
    }
