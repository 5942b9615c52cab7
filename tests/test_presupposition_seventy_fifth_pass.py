"""Seventy-fifth pass (stop 53, pr72; docs/presupposition.md): triggers that are not.

Trigger words that are no presupposition trigger in their context give no candidate:
- the stative participle "filled with" (= full of; an adjectival passive, Wasow 1977);
- the idioms "lose my mind" / "lose his cool" (go mad, lose one's temper): nothing is lost;
- a change-of-state verb that is only the to-infinitive of a verb of wanting, intending,
  attempting or of a raising attitude verb ("expected to close", "want to leave"); aspectual
  verbs keep theirs ("decided to stop using": the prior activity projects);
- a direct question quoted after "asked" / "wonder", which is no embedded question;
- contrastive "while" between clauses about parallel subjects ("42 percent ... while 39
  percent ...", "the 2nd ... while the 3rd ...").

Constructed sentences through the real pipeline; each class has a good counterpart that keeps
its candidate."""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers

_triggers = presupposition_triggers


# -- stative "filled with" ---------------------------------------------------------------------


def test_was_filled_with_is_a_state() -> None:
    assert _triggers("The hallway was filled with smoke.", "change_of_state") == set()


def test_conjoined_filled_with_is_a_state() -> None:
    text = "The show is pretty dull, and filled with all kinds of silly gags."
    assert "filled" not in _triggers(text, "change_of_state")


def test_active_fill_keeps_its_candidate() -> None:
    assert _triggers("She filled the jug with lemonade.", "change_of_state") == {"filled"}


def test_filled_by_an_agent_keeps_its_candidate() -> None:
    text = "The tank was filled with diesel by the driver."
    assert _triggers(text, "change_of_state") == {"filled"}


# -- "lose it", "lose my mind" -----------------------------------------------------------------


def test_lose_his_cool_is_an_idiom() -> None:
    text = "The coach lost his cool when the referee blew the whistle."
    assert _triggers(text, "change_of_state") == set()


def test_lose_my_mind_is_an_idiom() -> None:
    assert (
        _triggers("I thought I was losing my mind after the third night shift.", "change_of_state")
        == set()
    )


def test_losing_a_wallet_keeps_its_candidate() -> None:
    assert _triggers("My brother lost his wallet at the station.", "change_of_state") == {"lost"}


# -- complements of intensional predicates ------------------------------------------------------


def test_expected_to_close_is_not_asserted() -> None:
    text = "The company is expected to close the old factory."
    assert _triggers(text, "change_of_state") == set()


def test_want_to_leave_is_not_asserted() -> None:
    assert _triggers("All the guests wanted to leave the party early.", "change_of_state") == set()


def test_decided_to_stop_keeps_its_aspectual_candidate() -> None:
    # the prior activity projects from under "decide": aspectual verbs are not dropped
    text = "The coaches decided to stop using the old drills."
    assert _triggers(text, "aspectual_verbs") == {"stop"}


def test_stopped_using_keeps_its_candidate() -> None:
    text = "The coaches stopped using the old drills."
    assert _triggers(text, "aspectual_verbs") == {"stopped"}


def test_closing_keeps_its_candidate() -> None:
    text = "The company closed the old factory."
    assert _triggers(text, "change_of_state") == {"closed"}


def test_leaving_keeps_its_candidate() -> None:
    text = "All the guests left the party early."
    assert _triggers(text, "change_of_state") == {"left"}


# -- direct questions after a reporting verb -----------------------------------------------------


def test_asked_with_a_quoted_question() -> None:
    text = 'The clerk asked, "How did you find this shop?" and then smiled at us.'
    assert _triggers(text, "embedded_question") == set()


def test_wonder_with_a_quoted_question() -> None:
    text = 'I often wonder, "how do they know what I want?" when the ads appear.'
    assert _triggers(text, "embedded_question") == set()


def test_asked_with_an_embedded_question_keeps_its_candidate() -> None:
    # a verb of asking embeds no presupposed question since the hundred-eighth pass
    # (Karttunen 1977); a verb of knowing keeps the candidate
    text = "The old farmer asked them why they had opened the gate."
    assert _triggers(text, "embedded_question") == set()
    text = "The old farmer knew why they had opened the gate."
    assert _triggers(text, "embedded_question") == {"knew"}


# -- contrastive "while" between parallel subjects ----------------------------------------------


def test_poll_shares_are_contrasted() -> None:
    text = "In the survey, 55 percent of voters backed Harris while 38 percent favored Moore."
    assert _triggers(text, "temporal_adverbs") == set()


def test_ordinals_are_contrasted() -> None:
    text = "The 1st battalion went to Crete while the 4th battalion went to Malta."
    assert _triggers(text, "temporal_adverbs") == set()


def test_different_people_at_one_time_keep_their_candidate() -> None:
    text = "Mary read the newspaper while her husband cooked dinner."
    assert _triggers(text, "temporal_adverbs") == {"while"}
