"""Stop 69 (pr122): presupposition embeddings (negated, modal, interrogative, conditional).

Six classes of the s1202x/y rejects among embedded premises, each with the bad case (now mended
or not built) and a good neighbour that must stay. Sentences are constructed; they are parsed by
the real spaCy model and run through the real embedders and presupposition pairs.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.process import run_texts
from pipeline.rewrite.embedding import additive_not_only, embed, mend_not_only


def _embedded(parsed, text: str, kind: str, word: str | None = None):
    doc, _ = parsed(text)
    target = next(t for t in doc if t.text == word) if word else None
    return embed(doc, kind, target)


def _presupposition_pairs(text: str):
    _, res = run_texts([text], ["presupposition"], source="test")
    return res.pairs


# -- 1. a comma between subject and verb is dropped in the built premise ------------------------


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("interrogative", "Did the loud voice of the man on the radio finally wake him?"),
        ("modal", "The loud voice of the man on the radio might have finally woken him."),
        ("conditional", "If the loud voice of the man on the radio finally woke him, it's okay."),
    ],
)
def test_a_subject_verb_comma_is_dropped(parsed, kind, expected):
    text = "The loud voice of the man on the radio, finally woke him."
    result = _embedded(parsed, text, kind)
    assert result.ok and result.text == expected


def test_a_comma_closing_a_parenthetical_in_the_subject_stays(parsed):
    result = _embedded(parsed, "John, my old friend, finally came home.", "interrogative")
    assert result.ok and result.text == "Did John, my old friend, finally come home?"


# -- 2. quotation frames and discourse asides -----------------------------------------------------


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative", "conditional"])
def test_no_operator_on_an_inverted_quoting_clause(parsed, kind):
    result = _embedded(parsed, '"I can see the shore," answered Pelias.', kind)
    assert not result.ok and "quotative-inversion" in result.flags


def test_an_uninverted_answer_still_takes_the_operators(parsed):
    result = _embedded(parsed, "Pelias answered the king.", "interrogative")
    assert result.ok and result.text == "Did Pelias answer the king?"


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("conditional", "If the two towns were far apart, it's okay."),
        ("interrogative", "Were the two towns far apart?"),
    ],
)
def test_a_listing_conjunct_is_left_out_of_the_question_and_the_if(parsed, kind, expected):
    result = _embedded(parsed, "The two towns were far apart, for one thing.", kind)
    assert result.ok and result.text == expected


def test_a_for_phrase_of_purpose_is_no_listing_conjunct(parsed):
    result = _embedded(parsed, "She saved the money for one thing.", "interrogative")
    assert result.ok and result.text == "Did she save the money for one thing?"


# -- 3. "only" under the added negation: no additive "not only" -----------------------------------


def test_additive_not_only_is_detected_and_mended():
    assert additive_not_only("It was only equalled later.", "It was not only equalled later.")
    assert not additive_not_only("It was only equalled later.", "It wasn't only equalled later.")
    assert not additive_not_only("Not only did he win.", "Not only did he win.")
    assert mend_not_only("It was only equalled.", "It was not only equalled.") == (
        "It wasn't only equalled."
    )
    # "might" has no contracted form in current English: no premise
    assert mend_not_only("It might only rain.", "It might not only rain.") is None


def test_negated_only_clause_is_imppres_contracted_form():
    text = "The record was only equalled when a second runner finished."
    pairs = _presupposition_pairs(text)
    negated = {p.premise for p in pairs if p.premise_kind == "negated"}
    assert not any(" not only" in p for p in negated)
    assert all("wasn't only equalled" in p for p in negated)


def test_a_focus_subject_only_keeps_its_negated_premise():
    pairs = _presupposition_pairs("Only the manager attended the meeting.")
    assert any(p.premise_kind == "negated" for p in pairs)


# -- 4. the operator over the wrong clause -------------------------------------------------------


@pytest.mark.parametrize("kind", ["negated", "interrogative"])
def test_no_negation_or_question_under_a_fronted_simile(parsed, kind):
    result = _embedded(
        parsed, "Like a huge green spider, the troll's hand ran on its fingers.", kind
    )
    assert not result.ok and "fronted-simile" in result.flags


def test_a_fronted_simile_keeps_the_modal_and_a_final_simile_the_negation(parsed):
    modal = _embedded(parsed, "Like a huge spider, the hand ran on its fingers.", "modal")
    assert modal.ok and modal.text == "Like a huge spider, the hand might have run on its fingers."
    negated = _embedded(parsed, "The hand ran on its fingers like a spider.", "negated")
    assert negated.ok and negated.text == "The hand didn't run on its fingers like a spider."


def test_a_fronted_comparison_with_a_participant_keeps_the_negation(parsed):
    # NOPE's experts negated "Like Nelson, he doesn't often make sense of ..."
    result = _embedded(parsed, "Like his father, he often went to the races.", "negated")
    assert result.ok and result.text == "Like his father, he didn't often go to the races."


def test_no_negated_presupposition_pair_under_a_fronted_simile():
    pairs = _presupposition_pairs("Like a huge green spider, the troll's severed hand ran away.")
    assert not any(p.premise_kind == "negated" for p in pairs)


def test_no_modal_on_the_second_clause_of_a_hedged_concession(parsed):
    text = "Perhaps it was because he was tired, but Vimes found himself slowing down."
    result = _embedded(parsed, text, "modal", "found")
    assert not result.ok and "epistemic-adverb" in result.flags


def test_an_unhedged_coordination_keeps_the_modal_on_its_second_clause(parsed):
    text = "It was late, but Vimes found himself slowing down."
    result = _embedded(parsed, text, "modal", "found")
    assert result.ok and "Vimes might have found himself slowing down" in result.text


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_no_operator_on_the_archaic_post_verbal_not(parsed, kind):
    result = _embedded(parsed, "The idle mind knows not what it wants.", kind)
    assert not result.ok and "archaic-negation" in result.flags


def test_not_before_an_infinitive_is_no_archaic_negation(parsed):
    result = _embedded(parsed, "She decided not to go to the party.", "interrogative")
    assert result.ok and result.text == "Did she decide not to go to the party?"


# -- 5. long coordinated predicates and reformulations in questions -----------------------------


def test_no_question_over_coordinated_predicates_with_a_participle_clause(parsed):
    text = (
        "Zeus broke off one of the horns, and gave it to Amalthea, promising that the owner "
        "should always have everything."
    )
    result = _embedded(parsed, text, "interrogative")
    assert not result.ok and "participial-adjunct" in result.flags


def test_two_short_coordinated_predicates_stay_a_question(parsed):
    result = _embedded(parsed, "He stood up and left the room.", "interrogative")
    assert result.ok and result.text == "Did he stand up and leave the room?"


@pytest.mark.parametrize("kind", ["interrogative", "conditional"])
def test_no_question_or_if_over_which_is_to_say(parsed, kind):
    text = "Her version of cleanliness was next to godliness, which was to say it was erratic."
    result = _embedded(parsed, text, kind)
    assert not result.ok and "reformulating-relative" in result.flags


def test_an_ordinary_supplementary_relative_stays_in_the_question(parsed):
    result = _embedded(parsed, "He met John, who was a doctor.", "interrogative")
    assert result.ok and result.text == "Did he meet John, who was a doctor?"


# -- 6. labels: "only" with a measure phrase under non-veridical embeddings -------------------


def test_only_with_a_measure_phrase_builds_no_embedded_prejacent_pair():
    pairs = _presupposition_pairs("The two houses were only ten yards apart.")
    presup = [p for p in pairs if p.hypothesis_kind == "presupposition"]
    assert any(p.premise_kind == "original" for p in presup)
    assert not any(p.premise_kind in ("modal", "interrogative", "conditional") for p in presup)


def test_only_with_a_plain_focus_keeps_its_embedded_prejacent_pairs():
    pairs = _presupposition_pairs("Death is only a state of mind.")
    kinds = {p.premise_kind for p in pairs if p.hypothesis_kind == "presupposition"}
    assert "modal" in kinds or "interrogative" in kinds


@pytest.mark.parametrize(
    "flag",
    [
        "quotative-inversion",
        "fronted-simile",  # named by stop 69 mdAA (was fronted-adjunct)
        "archaic-negation",  # (was negator-not-removable)
        "participial-adjunct",
        "reformulating-relative",  # (was stranded-supplement)
        "additive-not-only",  # (was correlative-not-only)
        "epistemic-adverb",
    ],
)
def test_the_flags_used_are_registered(flag):
    assert flags.is_registered(flag)
