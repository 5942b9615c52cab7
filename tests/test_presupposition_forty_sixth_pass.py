"""Forty-sixth pass (stop 44, pr38; dev text: English Wikipedia pool lines 12001-18591, ABC news
pool lines 2001-2588): genitives of saying, degree rises and falls, "fall victim", modal perfects.

"the company's proposals" names what the company proposed: the genitive of a suffixed
nominalization of a verb of saying is the speaker (a subjective genitive, Quirk et al. 1985
§5.116-5.118; Grimshaw 1990 ch. 3), so "The company had proposals" is no presupposition. A paper
is a text one has and keeps its draft (a person's letter lost it in stop 83, pr176: the
genitive names its sender).

"The rate has fallen" is a degree achievement (Hay, Kennedy & Levin 1999): "was higher before"
is the asserted change, which negation denies, not a presupposed prior state. A thing's fall
("The vase fell onto the floor") keeps "was higher before". "fell victim" is the copular "fall"
with a predicative role noun (Quirk et al. 1985 §10.16): no height.

Constructed sentences through the real pipeline; the good cases must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept_presupposition_drafts as _drafts


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "The union rejected the company's proposals for a pay cut.",
            "The company had proposals.",
        ),
        (
            "Reporters quoted the ministry's statement about the floods.",
            "The ministry had a statement.",
        ),
        (
            "The senator's explanation was rejected by the committee.",
            "The senator had an explanation.",
        ),
    ],
)
def test_genitive_of_a_saying_is_no_possession(text: str, wrong: str) -> None:
    assert wrong not in _drafts(text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # stop 83 (pr176): "her brother's letter" names its sender (genitive of origin), no
        # draft (tests/test_stop83_pr176.py); a keeper's letters keep it
        ("She kept the museum's letters in a drawer.", "The museum had letters."),
        ("Einstein's paper was published in 1905.", "Einstein had a paper."),
    ],
)
def test_genitive_of_a_text_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "The jobless rate has fallen because many people have stopped looking for work.",
            "The jobless rate was higher before.",
        ),
        (
            "The number of injured in the floods has risen to 40.",
            "The number of injured in the floods was lower before.",
        ),
        ("Share prices fell sharply on Monday.", "Share prices were higher before."),
        # degree falls that earlier passes drafted (seventeenth, eighteenth, thirty-second)
        ("Prices fell to their lowest level in a decade.", "Prices were higher before."),
        ("The temperature fell to 10 degrees.", "The temperature was higher before."),
        ("The number of visitors fell in May.", "The number of visitors was higher before."),
        (
            "Several climbers fell victim to the freezing weather.",
            "Several climbers were higher before.",
        ),
    ],
)
def test_degree_change_and_copular_fall_have_no_height(text: str, wrong: str) -> None:
    assert wrong not in _drafts(text, "change_of_state")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The vase fell onto the floor.", "The vase was higher before."),
        ("The climber fell from the ledge.", "The climber was higher before."),
        # a quantified subject ("A number of boxes") has no prior-state draft (stop 45, pr43)
        ("The boxes fell off the truck.", "The boxes were higher before."),
    ],
)
def test_a_thing_that_falls_was_higher_before(text: str, draft: str) -> None:
    assert draft in _drafts(text, "change_of_state")


@pytest.mark.parametrize(
    ("text", "draft", "wrong"),
    [
        # a modal perfect puts the possession in the past (Quirk et al. 1985 §4.60)
        (
            "The treaty would have weakened the party's platform.",
            "The party had a platform.",
            "The party has a platform.",
        ),
        (
            "The storm might have damaged the farmer's barn.",
            "The farmer had a barn.",
            "The farmer has a barn.",
        ),
        # the future perfect is no past
        (
            "By next year the company will have sold the founder's house.",
            "The founder has a house.",
            "The founder had a house.",
        ),
    ],
)
def test_modal_perfect_possession_is_past(text: str, draft: str, wrong: str) -> None:
    drafts = _drafts(text, "possessed_definites")
    assert draft in drafts
    assert wrong not in drafts
