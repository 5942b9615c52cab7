"""Hundred-twenty-third pass (stop 68, pr120): review s1202y (fortune-mod lines and novel prose).
Negation added to a clause that is already negative ("seldom", "hardly", "never") or that has a
universal subject ("Every N didn't know": "not every", Horn 1989); the participle of "lie"
(recline) in the modal premise ("might have lain"); idioms read as changes of state ("rise to
the occasion", "lose no time"); a since-clause on a comment clause ("Since ..., X had reasoned,
that meant ...") read as temporal. Sentences constructed for these tests; each class has a
control.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind, presupposition_triggers

# -- class 1: negation over a negative adverb or a universal subject ---------------------------


def test_seldom_clause_gets_no_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "The old clerk seldom stopped smoking after lunch.", "aspectual_verbs"
    )
    assert "original" in kinds and "negated" not in kinds
    assert kinds["interrogative"][0] == "Did the old clerk seldom stop smoking after lunch?"


def test_hardly_clause_gets_no_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "She hardly realized that the shop was closed.", "clause_embedding_predicates"
    )
    assert "original" in kinds and "negated" not in kinds


def test_control_often_keeps_the_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "The old clerk often stopped smoking after lunch.", "aspectual_verbs"
    )
    assert kinds["negated"][0] == "The old clerk didn't often stop smoking after lunch."


def test_every_subject_gets_no_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "Every sailor knew that the ship had sunk.", "clause_embedding_predicates"
    )
    assert "original" in kinds and "negated" not in kinds
    assert "modal" in kinds


def test_everybody_and_everyone_subjects_get_no_negated_premise():
    for text, subtype in (
        ("Everybody in the hall stopped dancing.", "aspectual_verbs"),
        ("Everyone regretted that the king had left.", "clause_embedding_predicates"),
    ):
        kinds = presupposition_pairs_by_kind(text, subtype)
        assert "original" in kinds and "negated" not in kinds, text


def test_control_definite_subject_keeps_the_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "The sailor knew that the ship had sunk.", "clause_embedding_predicates"
    )
    assert kinds["negated"][0] == "The sailor didn't know that the ship had sunk."


# -- class 4: the participle of the verb's own lemma and sense ---------------------------------


def test_lay_dead_takes_lain_in_the_modal():
    kinds = presupposition_pairs_by_kind(
        "The dog lay dead after the storm stopped.", "temporal_adverbs"
    )
    assert kinds["modal"][0] == "The dog might have lain dead after the storm stopped."


def test_control_lied_keeps_lied():
    kinds = presupposition_pairs_by_kind(
        "The boy lied to his mother after the vase broke.", "temporal_adverbs"
    )
    assert kinds["modal"][0] == "The boy might have lied to his mother after the vase broke."


# -- class 3: idioms and causal "since" ----------------------------------------------------------


def test_rise_to_the_occasion_is_an_idiom():
    assert (
        presupposition_triggers("The young captain rose to the occasion.", "change_of_state")
        == set()
    )
    assert (
        presupposition_triggers("The tired team rose to the challenge.", "change_of_state") == set()
    )


def test_control_rise_to_power_stays():
    assert presupposition_triggers(
        "The old general rose to power after the war.", "change_of_state"
    ) == {"rose"}


def test_lose_no_time_is_an_idiom():
    assert (
        presupposition_triggers("The lawyer lost no time in filing the appeal.", "change_of_state")
        == set()
    )


def test_since_on_a_comment_clause_is_causal():
    text = "Since there were two storms, the farmer had reasoned, that meant the harvest was lost."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_control_since_with_a_perfect_main_clause_stays_temporal():
    text = "Since the war ended, the old farmer has thought, and thought again."
    assert presupposition_pairs_by_kind(text, "temporal_adverbs")["original"][1] == (
        "The war ended."
    )


# -- class 2: the negation inside an embedded question ------------------------------------------


def test_possessed_definite_in_embedded_question_gets_no_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "The sailors asked where the captain's ship had gone.", "possessed_definites"
    )
    assert "original" in kinds and "negated" not in kinds


def test_matrix_negation_of_the_embedded_question_trigger_stays():
    kinds = presupposition_pairs_by_kind(
        "The boy wondered why his father's boat was late.", "embedded_question"
    )
    assert kinds["negated"][0] == "The boy didn't wonder why his father's boat was late."
    assert "negated" not in presupposition_pairs_by_kind(
        "The boy wondered why his father's boat was late.", "possessed_definites"
    )


def test_control_main_clause_possessed_definite_keeps_the_negated_premise():
    kinds = presupposition_pairs_by_kind(
        "The captain's ship sank before the storm.", "possessed_definites"
    )
    assert kinds["negated"][0] == "The captain's ship didn't sink before the storm."
