"""Seventy-ninth pass (stop 53, pr76; docs/presupposition.md): review classes.

- change-of-state verbs in another sense: "left no tip / a tip" (leave behind, give), "get a team
  together" (assemble), "open more lines" (establish), "come here again" (a deictic visit),
  "win the section" (a contest);
- "both ... and" correlatives, "the 108 N that ..." definites, "only" before a bare evaluative
  adjective ("only fair");
- a genitive inside an alias ("also known as Pence's model");
- complement drafts keep a fronted restrictor and a hedge ("probably") of the content clause;
- "both times" gets no existential draft; the conditional frame drops a narrative "Then," and
  refuses a colon.

Constructed sentences through the real pipeline; each class has a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import (
    kept_presupposition_drafts,
    mined_pairs,
    presupposition_triggers,
)

_triggers = presupposition_triggers


def test_left_no_tip_is_no_departure() -> None:
    text = "We ate well and my uncle left no tip for the waiter."
    assert _triggers(text, "change_of_state") == set()


def test_left_a_tip_is_no_departure() -> None:
    assert _triggers("She left a big tip on the table.", "change_of_state") == set()


def test_left_the_house_stays() -> None:
    assert _triggers("She left the house at noon.", "change_of_state") == {"left"}


def test_get_a_team_together_is_assembling() -> None:
    text = "The coach gets a good team together every spring."
    assert _triggers(text, "change_of_state") == set()


def test_open_more_lines_is_creation() -> None:
    text = "The city will open more lines for the new buses."
    assert _triggers(text, "change_of_state") == set()


def test_open_the_door_stays() -> None:
    assert _triggers("The guard opened the door.", "change_of_state") == {"opened"}


def test_come_here_again_is_no_change_of_location() -> None:
    assert _triggers("I will come here again next week.", "change_of_state") == set()


def test_came_here_in_the_past_stays() -> None:
    assert _triggers("He came here in 1990.", "change_of_state") == {"came"}


def test_habitual_and_first_person_future_visits_here_are_no_change() -> None:
    text = "Since moving to the area, I have been coming here for tailoring."
    assert _triggers(text, "change_of_state") == set()
    assert _triggers("I will be returning here soon.", "change_of_state") == set()


def test_third_person_coming_here_stays() -> None:
    # IMPPRES: "Mary is coming here" presupposes that Mary isn't here
    assert _triggers("Mary is coming here.", "change_of_state") == {"coming"}
    assert _triggers("Mary will come here.", "change_of_state") == {"come"}


def test_won_the_section_has_no_possession_draft() -> None:
    text = "Marta won the women's section with a perfect score."
    assert kept_presupposition_drafts(text, "change_of_state") == set()


def test_correlative_both_is_no_determiner() -> None:
    text = "When I saw it I was both surprised and a little shocked."
    assert _triggers(text, "numeric_determiners") == set()


def test_correlative_both_the_parser_hung_on_the_clause() -> None:
    text = "Keeping eye contact shows that you're both confident in yourself and drawn to him."
    assert _triggers(text, "numeric_determiners") == set()


def test_both_sides_with_a_later_noun_coordination_stays() -> None:
    text = "Moderates on both sides would prefer as much land and room as possible."
    assert _triggers(text, "numeric_determiners") == {"both"}


def test_only_profiting_stays() -> None:
    # a progressive the tagger may call an adjective (IMPPRES "The company was only profiting")
    assert _triggers("The company was only profiting.", "only") == {"only"}


def test_both_before_a_subject_stays() -> None:
    text = "Both sides agreed and signed the deal."
    assert _triggers(text, "numeric_determiners") == {"Both"}


def test_the_round_number_word_is_no_numeric_determiner() -> None:
    text = "She did not count the hundred years that she had slept."
    assert _triggers(text, "numeric_determiners") == set()


def test_the_five_waiters_that_stays() -> None:
    text = "The five waiters that approached Paul left."
    assert _triggers(text, "numeric_determiners") == {"The five"}


def test_only_fair_is_an_emphasiser() -> None:
    assert _triggers("It's only fair that they pay.", "only") == set()
    assert _triggers("The peace was only short-lived.", "only") == set()


def test_only_open_on_sundays_stays() -> None:
    assert _triggers("The shop is only open on Sundays.", "only") == {"only"}


def test_possessive_in_an_alias_is_a_mention() -> None:
    text = (
        "The Duluth Model (also known as the Minnesota program or Pence's model) is a program "
        "developed to reduce violence."
    )
    assert _triggers(text, "possessed_definites") == set()


def test_complement_draft_keeps_its_fronted_restrictor() -> None:
    text = (
        "Some delegates noted that for many very small Non-Self-Governing island Territories, "
        "the real danger was neglect."
    )
    drafts = kept_presupposition_drafts(text, "clause_embedding_predicates")
    assert drafts == {
        "For many very small Non-Self-Governing island Territories, the real danger was neglect."
    }


def test_complement_draft_keeps_probably() -> None:
    text = "The engineer noted that the repair would probably take longer."
    drafts = kept_presupposition_drafts(text, "clause_embedding_predicates")
    assert drafts == {"The repair would probably take longer."}


def test_both_times_gets_no_existential_draft() -> None:
    text = "Very good food both times I have been here."
    assert kept_presupposition_drafts(text, "numeric_determiners") == set()


def test_conditional_drops_narrative_then() -> None:
    text = "Then he sat down at his fire and fell asleep."
    premises = {p.premise for p in mined_pairs(text, "presupposition")}
    assert "If he sat down at his fire and fell asleep, it's okay." in premises
    assert not any(p.startswith("Then, if") for p in premises)


def test_conditional_over_a_colon_is_refused() -> None:
    text = (
        "Recent reports suggest one possible explanation: the rulers have grown wary of "
        "their neighbour's embrace."
    )
    conditionals = [
        p for p in mined_pairs(text, "presupposition") if p.premise_kind == "conditional"
    ]
    assert conditionals
    assert not any(p.well_formed for p in conditionals)
    assert all("conditional-over-colon" in p.features["flags"] for p in conditionals)
