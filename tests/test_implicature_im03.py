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
    text = "The pulse becomes small."
    assert _original(text, "gradable_adjectives") == ["The pulse doesn't become tiny."]


def test_near_miss_plural_subject_with_base_form_keeps_its_pair():
    text = "The pupils become small in bright light."
    assert _original(text, "gradable_adjectives") == [
        "The pupils don't become tiny in bright light."
    ]


def test_near_miss_bare_infinitive_after_perception_verb_keeps_its_pair():
    assert _premises("We saw the pulse become small.", "gradable_adjectives")


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

