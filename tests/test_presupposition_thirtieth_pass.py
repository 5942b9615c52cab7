"""Presupposition error classes of the thirtieth pass (stop 37, helper pr22; blind reviews s1129l,
s1129m): classifying "men's/women's" genitives inside team and event names read as possessors,
"win/lose" a sport's event read as a change of possession, "fail" with a complement nobody tries,
numeric determiners in a fronted frame adjunct that the embedding leaves outside its operator, and
a bare quantifier subject ("most") whose noun is lost with the dropped first clause. Constructed
sentences through the real spaCy model; each failing case failed on the code before the fix, the
"stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from pipeline import flags
from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


def _pairs(parsed, ctx, text: str, subtype: str) -> list:
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return [p for c in cands for p in phen.rewrite(c, doc, sent, ctx)]


def _presupposition_pairs(parsed, ctx, text: str, subtype: str) -> dict[str, object]:
    """premise kind -> the pair of premise and presupposition hypothesis."""
    return {
        p.premise_kind: p
        for p in _pairs(parsed, ctx, text, subtype)
        if p.hypothesis_kind == "presupposition"
    }


# -- 1. a classifying genitive inside a team or event name owns nothing -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Smith played for the Stanford Cardinal women's volleyball team in 2004.",
        "He coached the Ohio State men's soccer team for a decade.",
        "Yale's women's rowing team won the race.",
        "The county's women's shelter opened a second house.",
    ],
)
def test_classifying_genitive_in_a_name_has_no_possession_draft(parsed, ctx, text):
    drafts = _drafts(parsed, ctx, text, "possessed_definites")
    assert not any("women had" in d or "men had" in d or "had women's" in d for d in drafts)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The men's wives arrived at noon.", "The men had wives."),
        ("The boys' bicycles were stolen from the garage.", "The boys had bicycles."),
        ("The club's youth team won the cup.", "The club had a youth team."),
        ("Stanford's coach resigned after the season.", "Stanford had a coach."),
    ],
)
def test_possessors_of_people_and_organisations_keep_their_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "possessed_definites")


# -- 2. "win/lose the singles": the contest, no prior possession ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Germany won the men's doubles at the tournament.",
        "She won the women's singles in Paris.",
        "The Dutch pair lost the doubles in straight sets.",
    ],
)
def test_won_sport_event_has_no_prior_state_draft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "change_of_state") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He lost his wallet on the train.", "He had his wallet before."),
        ("She lost her keys at the station.", "She had her keys before."),
    ],
)
def test_possession_win_and_lose_keep_their_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "change_of_state")


# -- 3. "fail" presupposes trying only with an intended action --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The new play failed to impress the audience.",
        "The speech failed to excite the crowd.",
        "The striker failed to make a league appearance for the club.",
    ],
)
def test_fail_with_unintended_outcome_has_no_attempt_draft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "implicative_predicates") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He failed to win the election.", "He tried to win the election."),
        ("She failed to qualify for the final.", "She tried to qualify for the final."),
        ("They failed to find the missing dog.", "They tried to find the missing dog."),
        (
            "The guards failed to notice the open window.",
            "The guards tried to notice the open window.",
        ),
    ],
)
def test_fail_with_intended_action_keeps_attempt_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "implicative_predicates")


# -- 4. a numeric determiner in a fronted frame adjunct is outside the operator ----------------


@pytest.mark.parametrize(
    "text",
    [
        "In both villages, the children were taught to swim before the age of ten.",
        # pr242 moves a movable frame after the verb phrase (NOPE §3.2): "After both matches,
        # the fans waited ..." -> "Did the fans wait ... after both matches?"
        # (tests/test_presupposition_pr242.py); one the move leaves in place stays flagged
        "In both harbours, the boats were repainted and sold.",
    ],
)
def test_fronted_frame_numeric_is_not_embedded(parsed, ctx, text):
    pairs = _presupposition_pairs(parsed, ctx, text, "numeric_determiners")
    assert pairs["original"].well_formed
    # re-decided at stop 86 (fl71): the frame stays outside the operator, so the count is
    # still asserted and the entailment holds; the pair tests no projection, a warning
    # (``trigger-in-fronted-frame``, flags.DEMOTED), judged kept 6 of 8 times
    for kind in ("negated", "modal", "interrogative"):
        if kind in pairs:
            assert flags.settle(pairs[kind]).well_formed, (kind, pairs[kind].premise)
            assert "trigger-in-fronted-frame" in pairs[kind].features["flags"]


@pytest.mark.parametrize(
    "text",
    [
        "Both villages were flooded in the spring.",
        "The children in both villages were taught to swim.",
    ],
)
def test_numeric_in_subject_or_object_stays_embedded(parsed, ctx, text):
    pairs = _presupposition_pairs(parsed, ctx, text, "numeric_determiners")
    assert pairs["modal"].well_formed
    assert "fronted-adjunct" not in pairs["modal"].features["flags"]


# -- 5. a bare "most" subject needs its noun from the dropped clause ---------------------------


def test_bare_quantifier_subject_without_its_clause_has_no_embedding(parsed, ctx):
    text = "Some dishes are served only in the north, but most are common to all three regions."
    pairs = _presupposition_pairs(parsed, ctx, text, "numeric_determiners")
    assert "original" in pairs
    assert not any(p.premise.startswith(("Are most", "If most")) for p in pairs.values())
    assert not any("that most are" in p.premise for p in pairs.values())


def test_full_subject_after_dropped_clause_keeps_embedding(parsed, ctx):
    text = (
        "Some dishes are served only in the north, but the soups are common to all three regions."
    )
    premises = {
        p.premise for p in _presupposition_pairs(parsed, ctx, text, "numeric_determiners").values()
    }
    assert any("soups" in p and p.endswith("?") for p in premises)


# -- 6. "was opened in 1902": a facility's inauguration, no prior closed state -----------------


@pytest.mark.parametrize(
    "text",
    [
        "The new terminal was opened in 1978.",
        "The town built a school and opened it in 1911.",
    ],
)
def test_inaugurated_facility_has_no_closed_before_draft(parsed, ctx, text):
    assert not any("closed before" in d for d in _drafts(parsed, ctx, text, "change_of_state"))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The back door was opened in 1990 by a burglar.", "The back door was closed before."),
        ("He opened the box and took out a ring.", "The box was closed before."),
        ("The museum opened at nine every morning.", "The museum was closed before."),
    ],
)
def test_opened_doors_and_daily_openings_keep_closed_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "change_of_state")
