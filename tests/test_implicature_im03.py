"""im03 (implicature): gapped modals, verbs of sensation read as adjectives, narrated ability
"could" (``pipeline/phenomena/implicature/gap_ability_uses.py``, sources cited there).

Constructed sentences through the real pipeline (real spaCy parse); each class has near misses
that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- 1. a base-form verb under a modal gapped from an earlier clause -------------------------


def test_gapped_modal_clause_gives_no_pair():
    text = "The hands may tremble; the pulse become small and rapid."
    assert _premises(text, "gradable_adjectives") == []


def test_gapped_modal_clause_with_other_noun_gives_no_pair():
    text = "The legs may shake; the voice become small and faint."
    assert all("don't" not in h for h in _original(text, "gradable_adjectives"))
    assert _premises(text, "gradable_adjectives") == []


def test_near_miss_finite_singular_verb_keeps_its_pair():
    # (stop 102: "pulse" became "stain": im06 refuses "small" of an event noun such as the
    # clinical pulse, which the s10201 judge rejected)
    text = "The stain becomes small."
    assert _original(text, "gradable_adjectives") == ["The stain doesn't become tiny."]


def test_near_miss_plural_subject_with_base_form_keeps_its_pair():
    text = "The pupils become small in bright light."
    assert _original(text, "gradable_adjectives") == [
        "The pupils don't become tiny in bright light."
    ]


def test_near_miss_bare_infinitive_after_perception_verb_keeps_its_pair():
    assert _premises("We saw the stain become small.", "gradable_adjectives")


# -- 2. a verb of sensation after a causative, read as a gradable adjective ------------------


def test_smart_as_sensation_verb_gives_no_pair():
    assert _premises("The smoke made our eyes smart.", "gradable_adjectives") == []


def test_smart_as_sensation_verb_with_other_body_part_gives_no_pair():
    assert _premises("The onions made her eyes smart.", "gradable_adjectives") == []


def test_near_miss_smart_of_a_person_keeps_its_pair():
    assert _original("The course made him smart.", "gradable_adjectives") == [
        "The course didn't make him brilliant."
    ]


def test_near_miss_adjective_of_result_on_body_part_keeps_its_pair():
    # "warm" has only verbs of change in WordNet, no verb of sensation
    assert _original("The wind made my face warm.", "gradable_adjectives") == [
        "The wind didn't make my face hot."
    ]


# -- 3. past ability "could" in narration ----------------------------------------------------


def test_could_with_performance_adverb_gives_no_pair():
    assert _premises("The troops could successfully attack the flank.", "modals") == []


def test_could_with_narrative_now_gives_no_pair():
    assert _premises("Passengers could now travel in comfort.", "modals") == []


def test_could_with_past_year_gives_no_pair():
    assert _premises("In 1850, settlers could buy land from the state.", "modals") == []


def test_near_miss_plain_could_keeps_its_pair():
    assert _original("The troops could attack the flank.", "modals") == [
        "The troops didn't need to attack the flank."
    ]


def test_near_miss_role_subject_could_keeps_its_pair():
    assert _original("The nurse could leave the ward early.", "modals") == [
        "The nurse didn't need to leave the ward early."
    ]


# -- the shared negation rewriter refuses the gapped clause (clause_scope.gapped_modal_remnant) --


def _negated(parsed, text: str):
    from pipeline.rewrite.negation import negate

    doc, _ = parsed(text)
    return negate(doc, contract=True)


def test_negation_refuses_gapped_modal_clause(parsed):
    result = _negated(parsed, "The hands may tremble; the patient stop eating.")
    assert not result.ok
    assert "don't" not in result.text


def test_negation_near_miss_finite_singular_verb(parsed):
    result = _negated(parsed, "The patient stops eating.")
    assert (result.text, result.ok) == ("The patient doesn't stop eating.", True)


def test_negation_near_miss_perception_complement(parsed):
    result = _negated(parsed, "The nurse saw the patient stop eating.")
    assert (result.text, result.ok) == ("The nurse didn't see the patient stop eating.", True)


def test_negation_near_miss_plural_base_form(parsed):
    result = _negated(parsed, "The patients stop eating.")
    assert (result.text, result.ok) == ("The patients don't stop eating.", True)


def test_negation_near_miss_partitive_plural_concord(parsed):
    result = _negated(parsed, "A fraction of the patients stop eating.")
    assert result.ok
    assert "don't stop" in result.text


def test_gapped_clause_gets_no_broken_negated_premise():
    from tests.phenomenon_support import mined_pairs

    text = "The hands may tremble; the nurse realize that the patient is ill."
    for phenomenon in ("presupposition", "verb_complement"):
        pairs = mined_pairs(text, phenomenon)
        assert pairs  # the original premise stays
        assert all("nurse don't" not in p.premise for p in pairs)
        assert all("nurse do not" not in p.premise for p in pairs)


def test_verb_complement_near_miss_keeps_negated_premise():
    from tests.phenomenon_support import mined_pairs

    pairs = mined_pairs("The nurse managed to calm the patient.", "verb_complement")
    assert any(p.premise == "The nurse did not manage to calm the patient." for p in pairs)


def test_negation_near_miss_collective_subject(parsed):
    result = _negated(parsed, "The staff exist to support the mission.")
    assert (result.text, result.ok) == ("The staff don't exist to support the mission.", True)
