"""Sixty-sixth pass (stop 51, pr64; docs/presupposition.md): candidate selection.

Triggers that are no presupposition trigger in their context get no candidate (a rogative
verb with a "may/might" wh-clause, "considers what may follow", gets a doubtful one):
- a generic role possessor in a characterizing sentence ("the buyer's desires");
- the object of a verb of getting under a desire ("a desire to get the mayor's signature");
- "left" in the binomial "left and right" (no verb "leave");
- a bare numeral subject with no antecedent in the sentence ("31 happen to ...").

Constructed sentences through the real pipeline (``mined_pairs``); each class has a good
counterpart that keeps its pair."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import original_draft_pairs, presupposition_triggers

_triggers = presupposition_triggers  # the blind review judged candidates without a real trigger


def _drafts(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- generic role possessors ---------------------------------------------------------------------


def test_generic_role_possessor_in_characterizing_sentence() -> None:
    text = "Carpet prices depend on the customer's house."
    assert _drafts(text, "possessed_definites") == set()


def test_generic_role_possessor_after_such_plural_subject() -> None:
    text = "Such repairs are common in the mechanic's garage."
    assert _drafts(text, "possessed_definites") == set()


def test_specific_possessor_in_past_tense_keeps_its_draft() -> None:
    text = "Carpet prices depended on the customer's house."
    assert _drafts(text, "possessed_definites")


def test_named_possessor_in_present_keeps_its_draft() -> None:
    text = "Carpet prices depend on Martha's house."
    assert _drafts(text, "possessed_definites")


# -- objects of getting under a desire -----------------------------------------------------------


def test_object_of_get_under_desire_noun() -> None:
    text = "At the fair the girl expressed a desire to get the mayor's signature."
    assert not any("signature" in t for t in _triggers(text, "possessed_definites"))


def test_object_of_see_under_desire_keeps_its_draft() -> None:
    text = "At the fair the girl expressed a desire to see the mayor's horse."
    assert any("horse" in d for d in _drafts(text, "possessed_definites"))


# -- embedded questions with a possibility modal -------------------------------------------------


def _confidences(text: str, subtype: str) -> list[float]:
    _, result = run_texts([text], ["presupposition"])
    return [c.confidence for c in result.candidates if c.subtype == subtype]


def test_possibility_modal_after_rogative_is_doubtful() -> None:
    text = "The new report considers what may follow from the rapid growth of the suburbs."
    confidences = _confidences(text, "embedded_question")
    assert confidences and max(confidences) < 0.7


def test_plain_embedded_question_keeps_its_draft() -> None:
    text = "The new report explains why the suburbs grew so rapidly after the war."
    assert _drafts(text, "embedded_question")


# -- deontic remain / stay: kept (modals are holes) ---------------------------------------------


def test_deontic_must_stay_keeps_its_candidate() -> None:
    """Modals are holes (Karttunen 1973): "we must stay together" still takes for granted that
    we are together now; the deontic rule tried in this pass was undone on dev evidence."""
    text = "Now that the farm is sold, we must stay together in the city."
    assert _triggers(text, "change_of_state")


def test_perfect_remain_keeps_its_draft() -> None:
    text = "The old gate has remained locked for many years."
    assert _drafts(text, "change_of_state")


# -- "left and right" ----------------------------------------------------------------------------


def test_left_and_right_is_no_leave() -> None:
    text = "Editors left and right now quote the new governor."
    assert _triggers(text, "change_of_state") == set()


def test_verb_left_keeps_its_draft() -> None:
    text = "The critics left the theater before the second act."
    assert _drafts(text, "change_of_state")


# -- bare numeral subjects -----------------------------------------------------------------------


def test_bare_numeral_subject_without_antecedent() -> None:
    text = "31 happen to lie in the margins of the maps, which makes them hard to find."
    assert _drafts(text, "implicative_predicates") == set()


def test_numeral_with_its_noun_keeps_its_draft() -> None:
    text = "31 of the towns happen to lie in the margins of the maps."
    assert _drafts(text, "implicative_predicates")


def test_generic_role_possessor_with_shared_subject() -> None:
    text = "Such quarrels are real and are commonplace in the lawyer's waiting room."
    assert _triggers(text, "possessed_definites") == set()


# -- "who knows" comment clauses -----------------------------------------------------------------


def test_who_knew_comment_clause_is_no_complement() -> None:
    text = "And, who knew, that could happen again next spring."
    assert _triggers(text, "clause_embedding_predicates") == set()


def test_nobody_knew_with_complement_keeps_its_candidate() -> None:
    text = "Nobody knew that the storm would hit the coast so hard."
    assert _triggers(text, "clause_embedding_predicates")


def test_possibility_modal_after_responsive_verb_keeps_its_confidence() -> None:
    text = "The new report explains what may follow from the rapid growth of the suburbs."
    assert min(_confidences(text, "embedded_question")) >= 0.9
