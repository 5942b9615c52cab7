"""Presupposition and embedding error classes of the twelfth pass (issue #11, blind review of
round 12): constructed sentences through the real spaCy model; each failed on the code before
the fix."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import presupposition_candidates


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    _, cands = presupposition_candidates(parsed, ctx, text, subtype)
    return [c.trigger.lower() for c in cands]


# -- 1. win/lose/drop senses that are no change of state --------------------------------------


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # lose.v.02 "fail to win": an active "lose" with no object is a defeat
        ("After two terms in the Senate, Moreno ultimately lost.", "lost"),
        ("The visitors lost 4-1 at the old stadium.", "lost"),
        ("Petrova lost in the third round.", "lost"),
        # win.v.01 "be the winner": no object, a contest as object, a medal for a placing
        ("The novel was shortlisted for the prize, but did not win.", "win"),
        ("The home side can still win the match on Sunday.", "win"),
        ("In 2012, Okafor won reelection by nine points.", "won"),
        ("She won the silver medal at the 2004 Olympic Games.", "won"),
        ("He won gold in the 200 metres.", "won"),
        # drop.v.02 with an act or a work as object: no object falls from a hold
        ("The safety dropped an easy interception near the sideline.", "dropped"),
        ("The rapper has dropped his new album.", "dropped"),
    ],
)
def test_other_senses_of_win_lose_drop_are_no_trigger(parsed, ctx, text, verb):
    assert verb not in _triggers(parsed, ctx, text, "change_of_state")


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # lose.v.01 "cease to have", drop of a concrete thing, win.v.02 "obtain" an award:
        # the senses NOPE's experts accepted stay
        ("He lost his keys on the bus.", "lost"),
        ("She lost 20 pounds last year.", "lost"),
        ("My letter must have gotten lost in the mail.", "lost"),
        ("The waiter dropped a tray of glasses.", "dropped"),
        ("The documentary won an Emmy in 2015.", "won"),
    ],
)
def test_change_of_state_senses_stay(parsed, ctx, text, verb):
    assert verb in _triggers(parsed, ctx, text, "change_of_state")


# -- 2. "it be NP relcl" with an ordinal-like pivot: referential "it", no cleft ----------------


@pytest.mark.parametrize(
    "text",
    [
        "It was the final album that the band recorded together.",
        "It is the fourth bridge that the city has built over the river.",
    ],
)
def test_ranked_pivot_is_no_cleft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "clefts") == []


def test_cleft_with_a_name_stays(parsed, ctx):
    assert _triggers(parsed, ctx, "It was Maria who found the missing file.", "clefts")


# -- 3. concessive "while" + participle of admitting/granting ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "While acknowledging the danger, the council approved the new road.",
        "While admitting that errors were made, the director refused to step down.",
        "The committee, while conceding some progress, criticised the ministry.",
    ],
)
def test_conceding_while_is_no_temporal_trigger(parsed, ctx, text):
    assert "while" not in _triggers(parsed, ctx, text, "temporal_adverbs")


def test_temporal_while_participle_stays(parsed, ctx):
    text = "While walking to the station, she met an old friend."
    assert "while" in _triggers(parsed, ctx, text, "temporal_adverbs")


# -- 4. embeddings: medial adjunct in a question, capital of a bare plural ----------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "The Dutch had by 1650 settled the island.",
            "Had the Dutch settled the island by 1650?",
        ),
        (
            "The council, in 2004, approved the plan.",
            "Did the council approve the plan in 2004?",
        ),
        (
            "She has for many years worked at the bank.",
            "Has she worked at the bank for many years?",
        ),
    ],
)
def test_medial_adjunct_goes_to_the_end_of_a_question(parsed, text, question):
    doc, _ = parsed(text)
    result = embed(doc, "interrogative")
    assert (result.text, result.ok) == (question, True)


def test_one_word_medial_adverb_stays(parsed):
    doc, _ = parsed("Workers had already left the factory.")
    assert embed(doc, "interrogative").text == "Had workers already left the factory?"


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        (
            "Birthrates in Japan fell much earlier in the postwar era.",
            "interrogative",
            "Did birthrates in Japan fall much earlier in the postwar era?",
        ),
        (
            "Birthrates in Japan fell much earlier in the postwar era.",
            "conditional",
            "If birthrates in Japan fell much earlier in the postwar era, it's okay.",
        ),
    ],
)
def test_sentence_initial_capital_of_a_bare_plural_goes(parsed, text, kind, expected):
    doc, _ = parsed(text)
    assert embed(doc, kind).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Williams won the race.", "Did Williams win the race?"),
        ("Rose stopped smoking.", "Did Rose stop smoking?"),
    ],
)
def test_names_keep_their_capital(parsed, text, expected):
    doc, _ = parsed(text)
    assert embed(doc, "interrogative").text == expected


# -- 5. round-12 dev slice: a title won, an absolute clause, "but only", "both his N" ----------


def test_won_title_is_the_contest_sense(parsed, ctx):
    # title.n.04 = championship.n.01: winning the title is winning the championship
    text = "Okafor won the title, beating the defending champion in the final."
    assert "won" not in _triggers(parsed, ctx, text, "change_of_state")


def test_trigger_in_an_absolute_clause_is_flagged(parsed, ctx):
    from pipeline.rewrite.presupposition import rewrites

    text = "The firm held the contract until 2005, its profits steadily rising to $2 million."
    doc, cands = presupposition_candidates(parsed, ctx, text, "change_of_state")
    [cand] = [c for c in cands if c.trigger.lower() == "rising"]
    embedded = rewrites(cand, doc).embedded
    assert embedded
    assert all(not p.ok for p in embedded.values())
    # the negation keeps the absolute clause outside its scope (a warning); a cut that drops
    # it has no trigger left, and since stop 99 (pr228) such a premise is not written at all
    assert "preposed-clause-outside-scope" in embedded["negated"].flags
    assert all("rising" in p.text for p in embedded.values())
    assert not any("trigger-dropped" in p.flags for p in embedded.values())


def test_trigger_in_the_main_clause_is_not_flagged_as_absolute(parsed, ctx):
    from pipeline.rewrite.presupposition import rewrites

    text = "Her salary slowly rose to $50,000."
    doc, cands = presupposition_candidates(parsed, ctx, text, "change_of_state")
    [cand] = cands
    assert all(
        "trigger-outside-scope" not in p.flags for p in rewrites(cand, doc).embedded.values()
    )


def test_but_only_has_no_prejacent_draft(parsed, ctx):
    from tests.phenomenon_support import presupposition_drafts

    drafts = presupposition_drafts(parsed, ctx, "The shop reopened, but only for a week.", "only")
    assert not any("but for" in d for d in drafts)


@pytest.mark.parametrize(
    "text", ["Both her sisters came to the wedding.", "Turnout at both his group's shows was high."]
)
def test_numeric_draft_refuses_a_possessed_noun_phrase(parsed, ctx, text):
    from tests.phenomenon_support import presupposition_drafts

    assert presupposition_drafts(parsed, ctx, text, "numeric_determiners") == []


def test_numeric_draft_of_a_plain_noun_phrase_stays(parsed, ctx):
    from tests.phenomenon_support import presupposition_drafts

    drafts = presupposition_drafts(parsed, ctx, "Both teams played well.", "numeric_determiners")
    assert drafts == ["There were two relevant teams."]


# -- 6. dev slice 3: a conjunct with a complementiser, a trigger in a preposed participle -------


def test_conjunct_with_complementiser_is_no_question(parsed):
    text = "There is one thing that must be said, and that we never told the mayor's office."
    doc, _ = parsed(text)
    head = next(t for t in doc if t.lemma_ == "tell")
    result = embed(doc, "interrogative", head)
    assert not result.ok and not result.text.startswith("That ")


def test_trigger_in_a_preposed_participle_is_flagged(parsed, ctx):
    from pipeline.rewrite.presupposition import rewrites

    text = "Formed after the war ended, the group toured Europe."
    doc, cands = presupposition_candidates(parsed, ctx, text, "temporal_adverbs")
    [cand] = cands
    embedded = rewrites(cand, doc).embedded
    assert embedded
    modal = embedded.pop("modal")
    assert all(not p.ok and "preposed-clause-outside-scope" in p.flags for p in embedded.values())
    # stop 41 (thirty-ninth pass): the modal takes the whole sentence, the supplement too
    assert (
        modal.ok
        and modal.text == "It's possible that, formed after the war ended, the group toured Europe."
    )


def test_preposed_temporal_clause_is_still_moved(parsed, ctx):
    from pipeline.rewrite.presupposition import rewrites

    text = "After he left the band, he started a solo career."
    doc, cands = presupposition_candidates(parsed, ctx, text, "temporal_adverbs")
    [cand] = cands
    negated = rewrites(cand, doc).embedded["negated"]
    assert (negated.text, negated.ok) == (
        "He didn't start a solo career after he left the band.",
        True,
    )


def test_numeric_draft_keeps_a_genitive_inside_a_relative_clause(parsed, ctx):
    from tests.phenomenon_support import presupposition_drafts

    text = "Both clinics that hired the mayor's nephew closed early."
    drafts = presupposition_drafts(parsed, ctx, text, "numeric_determiners")
    assert drafts == ["There were two clinics that hired the mayor's nephew."]


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Eight players entered, but only Lee competed that year.", "Lee competed that year."),
        ("Thompson became manager, but only lasted eight months.", "Thompson lasted eight months."),
    ],
)
def test_but_only_before_a_subject_or_verb_keeps_its_draft(parsed, ctx, text, draft):
    from tests.phenomenon_support import presupposition_drafts

    assert draft in presupposition_drafts(parsed, ctx, text, "only")


def test_but_only_before_a_counted_noun_has_no_draft(parsed, ctx):
    from tests.phenomenon_support import presupposition_drafts

    drafts = presupposition_drafts(parsed, ctx, "He ran for 90 yards, but only 19 carries.", "only")
    assert not any("but 19" in d for d in drafts)
