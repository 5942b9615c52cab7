"""Presupposition error classes of the eighteenth pass (blind reviews of round 35): constructed
sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. classifying genitives of a sport category; a language gloss ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "He won the men's doubles titles in 1990.",  # a competition category, not owners
        "The women's slalom trophy went to a young skier.",
        "The star is called Algieba, Arabic for the Lion's mane.",  # a mentioned gloss
        "The name is Latin for the bishop's staff.",
    ],
)
def test_no_possession_candidate_for_categories_and_glosses(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "possessed_definites") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The men's wives waited outside.", "The men had wives."),
        ("The boys' bikes were stolen.", "The boys had bikes."),
        ("She asked for the bishop's staff.", "The bishop had a staff."),
    ],
)
def test_possessions_of_people_keep_their_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "possessed_definites") == {draft}


# -- 2. change-of-state verbs in another sense; re-verbs that do not repeat -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "The courtyard is entered by a gateway on the north side.",  # stative access
        "The war has left me with an aching need for quiet.",  # leave = cause to have
        "She has got a boyfriend.",  # possessive have got
        "They've got a dog.",
        "The car returned a solid 28 mpg on the highway.",  # return = yield
        "The company falls behind its rivals every winter.",  # fall behind = lag
        "At ninety, the old clipper is still going strong.",  # go strong = thrive
        "The soldiers broke camp at dawn.",  # break camp = leave a campsite
    ],
)
def test_other_senses_are_no_change_of_state(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "change_of_state") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The thief entered the house through a window.",
            "The thief was outside the house before.",
        ),
        ("The vase fell behind the sofa.", "The vase was higher before."),
        # "fell through the ice" is no longer a candidate (hundred-eighth pass: a route PP of
        # containment); a source PP keeps the literal fall
        ("The skater fell from the ice wall.", "The skater was higher before."),
    ],
)
def test_literal_changes_of_state_keep_their_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


def test_perfect_get_stays_a_trigger(parsed, ctx):
    assert _triggers(parsed, ctx, "He has just got a new job.", "change_of_state") != []


def test_redouble_is_no_re_verb(parsed, ctx):
    assert _triggers(parsed, ctx, "She redoubled her efforts after the loss.", "re_verbs") == []


# -- 4. embedded questions whose existential answer is vacuous -----------------------------------


@pytest.mark.parametrize(
    "text",
    ["They could not decide what is best for the children.", "She knows what is right."],
)
def test_evaluative_wh_is_no_embedded_question(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "embedded_question") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She knows what is wrong with the engine.", "Something is wrong with the engine."),
        # "asked what ..." embeds no presupposed question since the hundred-eighth pass
        ("He found out what was in the box.", "Something was in the box."),
    ],
)
def test_informative_wh_keeps_its_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "embedded_question") == {draft}


# -- 3. drafts: an aspectual complement keeps its restrictive relative ----------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The children began to recall words from the lists that they had heard.",
            "The children had not been recalling words from the lists that they had heard before.",
        ),
        (
            "He started to write letters to people he had met in Rome.",
            "He had not been writing letters to people he had met in Rome before.",
        ),
        # a supplementary relative after a comma is a separate assertion: still left out
        (
            "The cause continues to elude doctors, who say it is rare.",
            "The cause has been eluding doctors.",
        ),
    ],
)
def test_aspectual_draft_keeps_restrictive_relatives(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


# -- 2b. drafts: a quantity partitive subject agrees with its "of" noun; restitutive re-verbs ----


@pytest.mark.parametrize(
    "text",
    ["A lot of leaves fell in the storm.", "A number of boxes fell off the truck."],
)
def test_partitive_subject_agreement(parsed, ctx, text):
    # stop 45 (pr43): a quantity partitive subject is quantified, and its change-of-state
    # presupposition is about each member (Heim 1983): no prior-state draft, so no "A lot of
    # leaves was higher before" either (the agreement this test first guarded)
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


@pytest.mark.parametrize(
    "text",
    ["She regained her gold in the final race.", "The rebels recaptured their capital in May."],
)
def test_restitutive_re_verb_with_possessive_object_has_no_draft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "re_verbs"), "the trigger stays"
    assert _drafts(parsed, ctx, text, "re_verbs") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He rebuilt his house after the fire.", "His house had been built before."),
        ("The army recaptured the city in May.", "The city had been captured before."),
    ],
)
def test_other_re_verb_drafts_stay(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "re_verbs") == {draft}


# -- 4b. "only" on a subject with a negated predicate: the question reverses the scope -----------


def _pairs(parsed, ctx, text: str, subtype: str):
    from pipeline import flags
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return [flags.settle(p) for c in cands for p in phen.rewrite(c, doc, sent, ctx)]


def test_question_over_negation_below_only_is_flagged(parsed, ctx):
    pairs = _pairs(parsed, ctx, "Only the captain didn't compete in the race.", "only")
    asked = [p for p in pairs if p.premise_kind == "interrogative"]
    assert asked, "the question premise is built"
    assert all(not p.well_formed and "negation_below_only" in p.features["flags"] for p in asked)
    kept = [p for p in pairs if p.premise_kind == "original"]
    assert kept and all(p.well_formed for p in kept)


def test_question_of_positive_only_stays_clean(parsed, ctx):
    pairs = _pairs(parsed, ctx, "Only Lucille went to the party.", "only")
    asked = [p for p in pairs if p.premise_kind == "interrogative"]
    assert asked and all(p.well_formed for p in asked)


# -- 5. a year before an event noun is no numeric determiner -------------------------------------


def test_year_is_no_numeral(parsed, ctx):
    text = "She won medals at all the 1971 games."
    assert _triggers(parsed, ctx, text, "numeric_determiners") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # stop 78 (pr161, counts in figures take "relevant"): a bare count is domain-restricted
        ("All 1500 soldiers returned home.", "There were 1500 relevant soldiers."),
        ("All 2000 tickets were sold.", "There were 2000 relevant tickets."),
    ],
)
def test_counted_numbers_stay(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "numeric_determiners") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The factory was closed in 1982.", "The factory was open before."),
        ("The shop closed in May.", "The shop was open before."),
    ],
)
def test_time_pp_after_idiom_particle_is_no_idiom(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}
