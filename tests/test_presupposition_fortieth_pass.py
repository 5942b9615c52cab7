"""Fortieth pass (stop 41, blind slices s1130e/s1130f on State of the Union speech): triggers
that carry no presupposition on this register, and drafts that state a future or averted
event as a fact.

- a while-clause with future "will/shall" is the concessive/contrastive "while" (temporal
  clauses take the present for future time; Quirk et al. 1985 §4.58, §15.22, §15.50);
- a before-clause with an excessive degree ("before it is too late") is the avertive,
  non-veridical "before" (Heinämäki 1974; Condoravdi 2010);
- a present-tense time clause under an imperative or a mandative subjunctive names a future,
  possibly averted event: no present-tense draft (under "will" or a to-infinitive the draft is
  put in the future and stays);
- "go" + a six-letter un-participle ("went unused") is the "remain" sense (WordNet go.v.10).

Constructed sentences through the real pipeline; each fix has a good case that must stay."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _triggers(text: str, subtype: str) -> int:
    _, result = run_texts([text], ["presupposition"])
    return sum(1 for p in result.pairs if p.subtype == subtype and kept(p))


@pytest.mark.parametrize(
    "text",
    [
        "While the new plan will cost more, it will save lives in the long run.",
        "While we will never forget their sacrifice, we must look to the future.",
        "While wages will rise this year, prices will rise faster.",
    ],
)
def test_while_with_future_auxiliary_is_concessive(text: str) -> None:
    assert _triggers(text, "temporal_adverbs") == 0


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("While she was in Paris, she met her future husband.", "She was in Paris."),
        ("The bridge collapsed while the repairs were under way.", "The repairs were under way."),
    ],
)
def test_temporal_while_stays(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("We acted before it was too late for the farmers.", "It was too late for the farmers."),
        ("She left the party before it got too loud.", "It got too loud."),
        (
            "I urge that before the crisis deepens, the Congress pass this bill.",
            "The crisis deepens.",
        ),
        ("Act now, before the chance slips away.", "The chance slips away."),
    ],
)
def test_averted_or_future_before_clause_has_no_draft(text: str, bad: str) -> None:
    assert bad not in _drafts(text, "temporal_adverbs")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The governor signed the bill before the legislature adjourned.",
            "The legislature adjourned.",
        ),
        ("The troops withdrew before the treaty was signed.", "The treaty was signed."),
        (
            "After the war ended, the factories returned to peacetime production.",
            "The war ended.",
        ),
    ],
)
def test_past_time_clause_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


def test_future_host_keeps_a_future_draft() -> None:
    assert "The session will end." in _drafts(
        "We will vote before the session ends.", "temporal_adverbs"
    )


@pytest.mark.parametrize(
    "text",
    [
        "But half of their factory went unused, and the recession hit them hard.",
        "The warning went unheeded for years.",
    ],
)
def test_go_with_un_participle_is_no_change_of_state(text: str) -> None:
    assert not any("before" in d for d in _drafts(text, "change_of_state"))


def test_go_with_adjective_stays_a_change_of_state() -> None:
    assert "The milk was not sour before." in _drafts(
        "The milk went sour overnight.", "change_of_state"
    )


def _clause_drafts(text: str) -> set[str]:
    return _drafts(text, "clause_embedding_predicates")


@pytest.mark.parametrize(
    ("text", "draft", "bare"),
    [
        (
            "They must know that in our presence they are secure.",
            "In our presence they are secure.",
            "They are secure.",
        ),
        (
            "She discovered that under the old law the tenants had no rights.",
            "Under the old law the tenants had no rights.",
            "The tenants had no rights.",
        ),
        (
            "He noticed that at night the streets were empty.",
            "At night the streets were empty.",
            "The streets were empty.",
        ),
    ],
)
def test_fronted_pp_in_complement_stays_in_draft(text: str, draft: str, bare: str) -> None:
    drafts = _clause_drafts(text)
    assert draft in drafts
    assert bare not in drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She knew that in fact the plan had failed.", "The plan had failed."),
        ("He knew that the plan had failed.", "The plan had failed."),
    ],
)
def test_discourse_pp_and_plain_complement_unchanged(text: str, draft: str) -> None:
    assert draft in _clause_drafts(text)
