"""Forty-third pass (stop 43, pr35; dev text: English Wikipedia pool lines 12001-18591, ABC news
pool lines 2001-2588): a possessed mass noun takes no indefinite article.

"The country's water" presupposes that the country has water, not "*a water": a noncount noun
(a substance or food, WordNet's noun.substance / noun.food) has no singular indefinite (Quirk et
al. 1985 §5.3-5.5). A noun whose count senses are as frequent keeps its article ("a paper").

"only" in a clause after a colon: the clause before the colon is a sentence of its own (Quirk et
al. 1985 App. III.18), outside the prejacent, as before a semicolon.

Constructed sentences through the real pipeline; the good case must stay."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _drafts(text: str, subtype: str = "possessed_definites") -> set[str]:
    """The kept presupposition drafts of ``subtype`` for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return {
        p.hypothesis
        for p in result.pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and kept(p)
    }


@pytest.mark.parametrize(
    ("text", "draft", "wrong"),
    [
        (
            "Most of the region's water flows into the lake.",
            "The region has water.",
            "The region has a water.",
        ),
        ("Angola's oil was sold to China.", "Angola had oil.", "Angola had an oil."),
        # stop 90, pr200: was "The farmer's bread" -> "The farmer had bread"; past "had" + a
        # food noun is light "have" of ingesting (Quirk et al. 1985 §10.2, Levin 1993 §39.1),
        # refused now, so the mass-noun article is pinned on a material noun instead
        (
            "The farmer's cotton was sold at the market.",
            "The farmer had cotton.",
            "The farmer had a cotton.",
        ),
    ],
)
def test_possessed_mass_noun_has_no_article(text: str, draft: str, wrong: str) -> None:
    drafts = _drafts(text)
    assert draft in drafts
    assert wrong not in drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # count senses ("an essay") outweigh the material: the article stays
        ("Einstein's paper was published in 1905.", "Einstein had a paper."),
        ("The village's school was closed last year.", "The village had a school."),
    ],
)
def test_possessed_count_noun_keeps_its_article(text: str, draft: str) -> None:
    assert draft in _drafts(text)


def _only(text: str) -> set[str]:
    return _drafts(text, "only")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "Congress was denied any powers of taxation: it could only request money from the states.",
            # dx02 (stop 77): "it" agrees with the ORG name and is resolved to it
            "Congress could request money from the states.",
        ),
        (
            "Tin is rare in the crust: the early furnaces could only produce small amounts of bronze.",
            "The early furnaces could produce small amounts of bronze.",
        ),
    ],
)
def test_only_after_a_colon_leaves_the_first_clause_out(text: str, draft: str) -> None:
    assert _only(text) == {draft}


def test_only_before_a_colon_keeps_its_clause() -> None:
    # the colon after "only"'s own clause introduces a phrase that specifies it: it stays
    assert _only("He had only one real rival: his older brother.") == {
        "He had one real rival: his older brother."
    }
