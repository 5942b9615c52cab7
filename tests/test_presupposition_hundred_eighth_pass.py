"""Hundred-eighth pass (stop 62, pr105; docs/presupposition.md): classes of the blind review of
game text (s1202l) and the four classes left open by stop 61.

1. A "but"/"yet" clause after the trigger's is cut from the negated premise (Karttunen 1973:
   the negation is a hole for the trigger, not for the contrast set against its clause).
2. "fall through X" is no change of state ("was higher before").
3. "tell me to stop V-ing": the object controller is the draft's subject, in the subject case.
4. Verbs of asking embed no presupposed question (Karttunen 1977).
5. A subjectless while-gerund of a simple-present clause with a generic subject restricts the
   generic (Farkas & Sugioka 1983; Krifka et al. 1995): no temporal candidate.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. a contrast clause after the trigger's is cut from the negated premise ------------------


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        (
            "She stopped smoking last year, but she started again in the spring.",
            "She didn't stop smoking last year.",
        ),
        (
            "The guards stopped searching the village, but the rebels had already fled.",
            "The guards didn't stop searching the village.",
        ),
    ],
)
def test_contrast_clause_cut_from_negated_premise(text, negated):
    pairs = _pairs(text, "aspectual_verbs")
    assert pairs["negated"][0] == negated
    assert pairs["original"][0] == text  # the original keeps the whole sentence


# -- 2. fall through ------------------------------------------------------------------------------


def test_fall_through_is_no_change_of_state():
    assert _pairs("The old man fell through the ice of the frozen lake.", "change_of_state") == {}


def test_fall_from_keeps_its_draft():
    pairs = _pairs("The old man fell from the roof of the barn.", "change_of_state")
    assert pairs["original"][1] == "The old man was higher before."


# -- 3. object control ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "My sister told me to stop worrying about the money.",
            "I had been worrying about the money before.",
        ),
        (
            "The captain told us to stop firing at the wall.",
            "We had been firing at the wall before.",
        ),
        ("The doctor asked him to stop drinking so much.", "He had been drinking so much before."),
        ("She tells me to keep reading the old letters.", "I have been reading the old letters."),
    ],
)
def test_object_controller_is_the_draft_subject(text, draft):
    assert _pairs(text, "aspectual_verbs")["original"][1] == draft


def test_subject_control_keeps_the_subject():
    pairs = _pairs("My sister decided to stop worrying about the money.", "aspectual_verbs")
    assert pairs["original"][1] == "My sister had been worrying about the money before."


# -- 4. verbs of asking --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She asked what the soldiers had found in the cellar.",
        "The merchant asked who had repaired the old bridge.",
    ],
)
def test_asking_embeds_no_presupposed_question(text):
    assert _pairs(text, "embedded_question") == {}


def test_knowing_still_embeds_a_question():
    pairs = _pairs("She knew what the soldiers had found in the cellar.", "embedded_question")
    assert pairs["original"][1] == "The soldiers had found something in the cellar."


# -- 5. while-gerunds of generic sentences -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["You make less noise while walking.", "Soldiers carry less weight while marching at night."],
)
def test_generic_while_gerund_is_no_trigger(text):
    assert _pairs(text, "temporal_adverbs") == {}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She hummed quietly while washing the dishes.", "She washed the dishes."),
        ("The dog barks loudly while chasing cars.", "The dog chases cars."),
    ],
)
def test_episodic_or_definite_while_gerund_stays(text, draft):
    assert _pairs(text, "temporal_adverbs")["original"][1] == draft


def test_positive_adverb_of_quantification_keeps_the_while_draft():
    # "usually" presupposes that its restrictor has instances (de Swart 1993)
    pairs = _pairs("You usually make less noise while walking.", "temporal_adverbs")
    assert pairs["original"][1] == "You walk."


# -- 1 (continued): the stop-61 contrast cases, now cut -------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype", "negated"),
    [
        (
            "The sailors kept hoping the storm would pass, but it didn't.",
            "aspectual_verbs",
            "The sailors didn't keep hoping the storm would pass.",
        ),
        (
            "The band stopped touring in 1990, but it never released another album.",
            "aspectual_verbs",
            "The band didn't stop touring in 1990.",
        ),
    ],
)
def test_but_clause_cut_is_clean(text, subtype, negated):
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.premise_kind == "negated"
    ]
    assert pairs
    for pair in pairs:
        assert pair.premise == negated
        assert pair.well_formed
        assert not any(f.startswith("discourse-clash") for f in pair.features["flags"])


def test_trigger_in_the_last_clause_keeps_the_whole_sentence():
    # Stop 76 (pr152): a "they" whose antecedent ("the gangs") sits earlier in the sentence but
    # is not substituted gets no draft any more, so the clause has a full-NP subject here.
    text = "We send the workers home at noon, but the managers keep working late."
    pairs = _pairs(text, "aspectual_verbs")
    assert pairs["negated"][0] == (
        "We send the workers home at noon, but the managers don't keep working late."
    )


# -- 1 (continued): "instead of / rather than" on the trigger's clause ----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "He stopped drinking instead of quitting his job.",
        "Instead of fleeing, the villagers continued to fight.",
    ],
)
def test_substitutive_adjunct_leaves_no_negated_premise(text):
    pairs = _pairs(text, "aspectual_verbs")
    assert "original" in pairs
    assert "negated" not in pairs


def test_substitutive_adjunct_in_a_complement_is_the_complements():
    pairs = _pairs("They knew that he had left instead of staying.", "clause_embedding_predicates")
    assert pairs["negated"][0] == "They didn't know that he had left instead of staying."
