"""Stop 49 (branch cj59): ConjNLI removal misses.

An indefinite article before "[A] or [B]" whose last conjunct is headed by a noncount noun
belonged to the first conjunct only: the indefinite article takes a singular count noun
(Huddleston & Pullum 2002 ch. 5 §6.2), and a noncount noun has no plural in ordinary use (Quirk
et al. 1985 §5.3-5.5), so its plural is a hundred times rarer than its singular
(``_noncount_noun``). Removing the first conjunct takes the article with it ("needs further
research", never "*needs a further research"); count nouns, including zero-plural ones
("aircraft", "sheep"), keep an agreed article.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from pipeline.rewrite.conjuncts import _noncount_noun

RESEARCH = "The committee said the plan needs a formal survey or further research."
ADVICE = "She asked the lawyer for a written opinion or informal advice."
EQUIPMENT = "The crew brought a spare engine or extra equipment."
METHOD = "The committee said the plan needs a formal survey or another method."
ESTIMATE = "The committee said the plan needs a formal survey or early estimate."
AIRCRAFT = "The army sent a helicopter or small aircraft to the island."
PREMODIFIER = "It is a television programming, radio programming and podcast genre."

TEXTS = [RESEARCH, ADVICE, EQUIPMENT, METHOD, ESTIMATE, AIRCRAFT, PREMODIFIER]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def removals(pairs, premise):
    return {
        p.hypothesis
        for p in pairs
        if p.premise == premise and p.hypothesis_kind == "conjunct_removed"
    }


@pytest.mark.parametrize(
    ("premise", "hypothesis", "wrong"),
    [
        (
            RESEARCH,
            "The committee said the plan needs further research.",
            "The committee said the plan needs a further research.",
        ),
        (
            ADVICE,
            "She asked the lawyer for informal advice.",
            "She asked the lawyer for an informal advice.",
        ),
        (
            EQUIPMENT,
            "The crew brought extra equipment.",
            "The crew brought an extra equipment.",
        ),
    ],
)
def test_article_goes_with_the_first_conjunct_before_a_noncount_head(
    pairs, premise, hypothesis, wrong
):
    rem = removals(pairs, premise)
    assert hypothesis in rem
    assert wrong not in rem


def test_count_head_keeps_an_agreed_article(pairs):
    assert "The committee said the plan needs an early estimate." in removals(pairs, ESTIMATE)


def test_own_determiner_unchanged(pairs):
    assert "The committee said the plan needs another method." in removals(pairs, METHOD)


def test_zero_plural_count_noun_keeps_its_article(pairs):
    assert "The army sent a small aircraft to the island." in removals(pairs, AIRCRAFT)


def test_article_of_a_head_after_coordinated_premodifiers_stays(pairs):
    # the article determines "genre", not the noncount premodifier "programming"
    rem = removals(pairs, PREMODIFIER)
    assert "It is a radio programming and podcast genre." in rem
    assert "It is radio programming and podcast genre." not in rem


@pytest.mark.parametrize("noun", ["research", "advice", "equipment", "information", "software"])
def test_noncount_nouns(noun):
    assert _noncount_noun(noun)


@pytest.mark.parametrize(
    "noun", ["approach", "estimate", "world", "sun", "aircraft", "sheep", "salmon", "series"]
)
def test_count_nouns(noun):
    assert not _noncount_noun(noun)
