"""Hundred-twenty-second pass (stop 68, pr119): triggers that are no triggers in context
(possessive idioms, firm names in "'s", quoted sentences talked about, concessive and irrealis
"while", quantified "know when", "can't remember when ... so", "see where" = "see that", a
fronted wh-object of "know/understand") and labels that ignore the local context (an
indefinite host subject of a time clause, a trigger in the consequent of a conditional);
review s1202x, the fortune-mod data. The sentences are constructed for these tests; each class
has a control that keeps its candidate or label.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind, presupposition_triggers

# -- class 1: no real trigger in context -----------------------------------------------------


def test_win_someones_heart_is_an_idiom():
    text = "After a long summer the young sailor won the baker's heart."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_control_literal_object_keeps_the_possession():
    text = "After a long summer the young sailor repaired the baker's oven."
    assert presupposition_triggers(text, "possessed_definites") == {"the baker's oven"}


def test_catch_someones_eye_is_an_idiom():
    text = "The bright poster caught the director's eye."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_moneys_worth_is_an_idiom():
    text = "With those tickets the fans certainly got their money's worth."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_firm_name_in_s_is_no_possessor():
    text = "After school the children ate fries at the McDonald's restaurant on Main Street."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_control_first_name_possessor_stays():
    text = "The teacher praised Wendy's essay."
    assert presupposition_triggers(text, "possessed_definites") == {"Wendy's essay"}


def test_quoted_sentence_under_imply_is_mentioned_not_used():
    text = 'In this logic, "Mary\'s cat is asleep" implies "Mary\'s cat is alive".'
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_quoted_words_repeated_outside_the_quotes_are_still_mentioned():
    text = "Nor does \"Sam's boat can float\" imply that Sam's boat exists."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_control_quoted_reported_speech_keeps_the_possession():
    text = 'The girl said, "Mary\'s cat is asleep."'
    assert presupposition_triggers(text, "possessed_definites") == {"Mary's cat"}


def test_same_subject_concessive_while_with_a_private_verb():
    text = "While we expect a slow first year, we believe that the shop will grow."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_control_temporal_while_with_an_activity_stays():
    text = "While we waited for the bus, we talked about the shop."
    assert presupposition_triggers(text, "temporal_adverbs") == {"While"}


def test_while_under_would_rather_is_irrealis():
    text = "Most students would rather scrub floors while singing loudly than sit this exam."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_control_actual_while_clause_stays():
    text = "Most students scrubbed floors while singing loudly."
    assert presupposition_triggers(text, "temporal_adverbs") == {"while"}


def test_quantified_know_when_is_whenever():
    text = "Good editors always know when a paragraph runs too long."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_control_know_when_of_one_occasion_stays():
    text = "The editor knows when the paper goes to print."
    assert presupposition_triggers(text, "embedded_question") == {"knows"}


def test_cannot_remember_when_so_is_an_experiential_superlative():
    text = "She couldn't remember when she had felt so rested."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_control_cannot_remember_when_without_degree_stays():
    text = "She couldn't remember when the meeting had started."
    assert presupposition_triggers(text, "embedded_question") == {"remember"}


def test_see_where_reporting_news_is_see_that():
    text = "I see where the council is finally fixing the old bridge."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_control_see_where_with_a_place_gap_stays():
    text = "I see where you put the keys."
    assert presupposition_triggers(text, "embedded_question") == {"see"}


def test_fronted_wh_object_of_know_is_no_complement():
    text = "What we do not know we cannot teach."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_control_know_that_clause_stays():
    text = "We do not know that the river has flooded."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"know"}


def test_epistemic_must_complement_of_a_factive_is_an_inference():
    text = "When the lights went out, the guests knew the fuse must have blown."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_control_deontic_must_complement_stays():
    text = "The guests knew that they must leave before midnight."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"knew"}


def test_lone_adverbial_clause_is_a_fragment():
    text = "When the old server absolutely has to restart overnight."
    assert presupposition_triggers(text, "re_verbs") == set()


def test_control_adverbial_clause_with_a_main_clause_stays():
    text = "When the old server froze, the admin restarted it."
    assert presupposition_triggers(text, "re_verbs") == {"restarted"}


# -- class 2: labels that ignore the local context -------------------------------------------


def test_indefinite_host_subject_of_a_time_clause_does_not_project():
    pairs = presupposition_pairs_by_kind(
        "A young clerk was promoted a month after joining the firm.", "temporal_adverbs"
    )
    assert pairs["original"][2] == "entailment"
    assert pairs["conditional"][2] == "neutral"
    assert pairs["interrogative"][2] == "neutral"


def test_control_definite_host_subject_projects():
    pairs = presupposition_pairs_by_kind(
        "The young clerk was promoted a month after joining the firm.", "temporal_adverbs"
    )
    assert pairs["conditional"][2] == "entailment"


def test_consequent_of_a_generic_conditional_is_neutral():
    pairs = presupposition_pairs_by_kind(
        "If something annoys you, you just find the bad line and fix it.", "change_of_state"
    )
    assert pairs["original"][2] == "neutral"


def test_consequent_sharing_a_participant_with_the_antecedent_is_neutral():
    pairs = presupposition_pairs_by_kind(
        "If the guard opened the gate, he knew that he was breaking the rules.",
        "clause_embedding_predicates",
    )
    assert pairs["original"][2] == "neutral"


def test_control_independent_consequent_keeps_entailment():
    pairs = presupposition_pairs_by_kind(
        "If it rains tomorrow, Ann will stop smoking.", "aspectual_verbs"
    )
    assert pairs["original"][2] == "entailment"
