"""Seventy-second pass (stop 52, pr69; docs/presupposition.md): drafts.

- One event-noun rule (``_event_possessum``, Grimshaw 1990 complex-event vs result nominals):
  event nominals get no "have" draft; a journey or visit is said with "made" when the clause
  dates it in the past; a result noun ("a prison sentence", a term served) keeps "had".
- Coordinated premodifiers of one plural head ("X's business, military, and other leaders")
  draft the whole head, never "X had a business".
- "was to remain in force" (be-to) drafts "was in force", not "was in force before".
- A count inside a bracketed absolute clause of present advice drafts "There are".
- "After the South took it, ...": a literal "took it" whose "it" the draft cannot resolve is
  flagged.

Constructed sentences through the real pipeline (``original_draft_pairs``); each class has a
good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_draft_pairs


def _possessive(text: str) -> dict[str, bool]:
    return original_draft_pairs(text, "possessed_definites")


# -- event nominals --------------------------------------------------------------------------------


def test_flight_across_an_ocean_is_made_not_had() -> None:
    text = "The museum showed photos of Amelia Earhart's solo flight across the Atlantic."
    drafts = _possessive(text)
    assert "Amelia Earhart made a solo flight across the Atlantic." in drafts, drafts
    assert not any(" had " in h and "flight" in h for h in drafts), drafts


def test_trip_with_a_goal_is_made() -> None:
    drafts = _possessive("The senator's trip to Ohio was short.")
    assert "The senator made a trip to Ohio." in drafts, drafts


def test_planned_trip_gets_no_draft() -> None:
    drafts = _possessive("The senator's planned trip to Ohio was cancelled.")
    assert not any("trip" in h for h in drafts), drafts


def test_visit_in_a_present_clause_gets_no_draft() -> None:
    # a present clause may speak of a visit still to come
    drafts = _possessive("The queen's visit to the village is next week.")
    assert not any("visit" in h for h in drafts), drafts


def test_prison_sentence_is_a_result_noun_and_keeps_had() -> None:
    drafts = _possessive("Chen's harsh prison sentence drew protests from abroad.")
    assert "Chen had a harsh prison sentence." in drafts, drafts


def test_arrival_and_testimony_still_get_no_draft() -> None:
    assert not any("arrival" in h for h in _possessive("The doctor's arrival calmed everyone."))
    assert not any("testimony" in h for h in _possessive("The witness's testimony was long."))


# -- coordinated premodifiers ---------------------------------------------------------------------


def test_coordinated_premodifiers_draft_the_whole_head() -> None:
    drafts = _possessive("She met Syria's business, military, and other leaders in Damascus.")
    assert "Syria had business, military, and other leaders." in drafts, drafts
    assert not any("a business" in h for h in drafts), drafts


def test_single_possessum_keeps_its_article() -> None:
    drafts = _possessive("She met Syria's military leader in Damascus.")
    assert "Syria had a military leader." in drafts, drafts


# -- continuation under "be to" -------------------------------------------------------------------


def _change_of_state(text: str) -> dict[str, bool]:
    return original_draft_pairs(text, "change_of_state")


def test_be_to_remain_drafts_the_state_at_the_outset() -> None:
    drafts = _change_of_state("The ban was to remain in force for ten days.")
    assert "The ban was in force." in drafts, drafts


def test_remained_keeps_before() -> None:
    drafts = _change_of_state("The ban remained in force for ten days.")
    assert "The ban was in force before." in drafts, drafts


# -- a count in a bracketed absolute clause ---------------------------------------------------


def test_bracketed_absolute_in_present_advice_is_present() -> None:
    text = "If the coast is clear, take the tower (enemy support missing, both bot laners pushed back)."
    drafts = original_draft_pairs(text, "numeric_determiners")
    assert "There are two bot laners." in drafts, drafts


def test_past_sentence_keeps_the_past() -> None:
    text = "The tower fell early in the game (both bot laners pushed out/dead)."
    drafts = original_draft_pairs(text, "numeric_determiners")
    assert "There were two bot laners." in drafts, drafts


# -- an unresolved "it" after "took" -----------------------------------------------------------


def test_literal_took_it_with_two_rivals_is_flagged() -> None:
    text = "After the rebels took it, the fort endured a long siege."
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.premise_kind == "original"
    ]
    assert pairs, "no temporal draft"
    # stop 90 (fl79): still flagged, now ``time-clause-pronoun-kept``, a warning for
    # presupposition: the draft keeps the premise's own "it" in the same clause, and the pair's
    # two sides share their referents (time-clause drafts judged on today's code: 5 of 9 kept
    # as is; with stop 52's rejected "The South took it." 5 of 10), a doubt, not a promise
    assert all(
        "time-clause-pronoun-kept" in p.features["flags"]
        for p in pairs
        if p.hypothesis == "The rebels took it."
    ), [(p.hypothesis, p.features.get("flags")) for p in pairs]


def test_take_it_easy_is_not_flagged() -> None:
    text = "After the team took it easy, the coach cancelled the practice."
    drafts = original_draft_pairs(text, "temporal_adverbs")
    assert drafts.get("The team took it easy.") is True, drafts


# -- a supplement after the main clause's object ------------------------------------------------


def test_time_clause_is_not_put_before_an_appositive() -> None:
    text = "While working at the radio station, he met Anna Kovacs, a broadcaster who had studied in Vienna."
    premises = {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.premise_kind in ("conditional", "negated")
    }
    assert premises, "no embedded premise"
    assert not any("station, a broadcaster" in p for p in premises), premises


def test_time_clause_still_moves_before_a_coordinated_clause() -> None:
    text = "While working at the radio station, he met Anna Kovacs, and they married in 1950."
    premises = {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.premise_kind == "negated"
    }
    assert any(p.startswith("He didn't meet Anna Kovacs while working") for p in premises), premises
