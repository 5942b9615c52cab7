"""Trigger conditions (stop 45, pr42): constructions that look like a NOPE App. A/B trigger but
carry no presupposition of the speaker's, so no candidate is written for them.

- "It took some time to V": the duration construction (Quirk et al. 1985 §16.36), not the
  implicative "take the time to V" (Karttunen 1971).
- "The door opens easily": a dispositional middle (Fagan 1992), no change of state happens.
- "'Well,' he began": "begin" in a reporting clause of direct speech (Quirk et al. §14.29).
- "can be expected to V after it has V-ed", "plans to V after ...": a temporal clause in an
  unrealised scenario (Heinämäki 1974); "before anyone noticed": the non-veridical "before"
  (Condoravdi 2010), no draft.
- "While X probably ...", "In A, ..., while in B, ...": concessive and contrastive "while"
  (Quirk et al. §15.45-15.50), no time clause.

Constructed sentences through the real pipeline; each class has its good counterpart, which
must stay."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _triggers(text: str, subtype: str) -> list[str]:
    """The trigger texts of the candidates of ``subtype`` written for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger for c in result.candidates if c.subtype == subtype]


# -- duration "take" ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It took some time to find the missing keys.",
        "It took the crew a long time to repair the engine.",
        "The repairs took a long time to complete.",
        "It takes time to learn a new language.",
    ],
)
def test_duration_take_is_no_implicative(text: str) -> None:
    assert _triggers(text, "implicative_predicates") == []


def test_take_the_time_stays_implicative() -> None:
    assert _triggers("She took the time to answer every letter.", "implicative_predicates") == [
        "took"
    ]


# -- dispositional middles -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The lid opens easily.",
        "This drawer closes smoothly.",
        "These windows open inward.",
    ],
)
def test_dispositional_middle_is_no_change_of_state(text: str) -> None:
    assert _triggers(text, "change_of_state") == []


@pytest.mark.parametrize(
    "text",
    ["The door opened easily when I pushed it.", "The gate opened slowly."],
)
def test_event_of_opening_stays_a_change_of_state(text: str) -> None:
    assert len(_triggers(text, "change_of_state")) == 1


# -- quotative "began" --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '"Well, I should find the boat," he began.',
        '"I think," she began, "that we should leave."',
    ],
)
def test_quotative_begin_is_no_aspectual(text: str) -> None:
    assert _triggers(text, "aspectual_verbs") == []


def test_begin_with_a_complement_stays_aspectual() -> None:
    assert _drafts("He began to read the letter.", "aspectual_verbs") == {
        "He had not been reading the letter before."
    }


# -- temporal clauses in unrealised scenarios ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The company can be expected to raise prices after the merger is approved.",
        "The council proposed to close the school after the term ends.",
        "The mayor plans to repave the road before the winter comes.",
    ],
)
def test_time_clause_in_an_unrealised_scenario_is_no_trigger(text: str) -> None:
    assert _triggers(text, "temporal_adverbs") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She planned to leave after the war ended.", "The war ended."),
        ("The company raised prices after the merger was approved.", "The merger was approved."),
    ],
)
def test_past_time_clause_or_a_factual_matrix_stays(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


def test_before_anyone_has_no_draft() -> None:
    # not even a flagged one: "Anyone noticed." is no presupposition of the sentence
    _, result = run_texts(["He slipped out of the room before anyone noticed."], ["presupposition"])
    assert [
        p.hypothesis
        for p in result.pairs
        if p.subtype == "temporal_adverbs" and p.hypothesis_kind == "presupposition"
    ] == []


def test_before_anyone_else_keeps_its_draft() -> None:
    # "anyone else" = all the others: the comparison is veridical, so the clause stays; its
    # draft keeps an NPI outside a licensor and is flagged, but the candidate is written
    assert _triggers("He was awake before anyone else in the house woke up.", "temporal_adverbs")


# -- concessive and contrastive "while" -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "While the old bridge probably never carried heavy trucks, it was used by farm carts.",
        "While the treaty was arguably a failure, it set a precedent.",
        "In dry years, the river runs low, while in wet years, the river floods the valley.",
    ],
)
def test_hedged_or_parallel_while_is_no_time_clause(text: str) -> None:
    assert _triggers(text, "temporal_adverbs") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("While he was in Paris, he probably met her.", "He was in Paris."),
        ("In the morning, he read the paper while she cooked.", "In the morning, she cooked."),
    ],
)
def test_temporal_while_stays(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


def test_gerund_time_clause_of_a_plan_stays_a_trigger() -> None:
    """A gerund time clause under "hope to" names a step of the reported plan: NOPE's experts
    judge such rows appropriate, so the candidate stays (stop 45)."""
    text = "He is hoping to find a job in Boston after finishing his degree."
    _, res = run_texts([text], ["presupposition"])
    assert any(c.subtype == "temporal_adverbs" for c in res.candidates)
