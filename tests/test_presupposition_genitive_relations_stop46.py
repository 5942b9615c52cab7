"""Possessed definites whose genitive is no possession (stop 46, pr46; IMPPRES §3, NOPE App. B).

"have" paraphrases a genitive only when it carries ownership, kinship, a part or an attribute
(Barker 1995 ch. 2; Partee & Borschev 2003). A subjective genitive or a genitive of origin
(Quirk et al. 1985 §5.116) names the speaker or author of the possessed noun, and the draft
"X has/had N" misstates the presupposition: no possession draft for

- said content that exists only as a saying: remarks, comments, advice (``UTTERED_CONTENT_SYNSETS``);
- written works by their author: essays, the words of songs, reports (``AUTHORED_WORK_SYNSETS``);
- a work named by a possessor whose noun is its maker: "the painter's sketches", "the poet's
  verses" (``CREATOR_SYNSETS``, ``CREATION_SYNSETS``; Pustejovsky 1995's AGENTIVE quale).

Names ("Sabrina's sketches", IMPPRES's reading), owners ("the museum's paintings") and a
maker's tools ("the painter's brushes") keep their drafts. Constructed sentences through the
real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept_presupposition_drafts as _drafts


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The mayor's remarks were quoted in the evening paper.", "The mayor had remarks."),
        ("Her uncle's advice saved the farm.", "Her uncle had an advice."),
    ],
)
def test_said_content_has_no_possession_draft(text: str, wrong: str) -> None:
    drafts = _drafts(text, "possessed_definites")
    assert wrong not in drafts
    assert drafts == set()


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "The songwriter's lyrics were printed on the record sleeve.",
            "The songwriter had lyrics.",
        ),
        ("The committee's report was delivered in June.", "The committee had a report."),
        ("The student's essay won a prize.", "The student had an essay."),
    ],
)
def test_authored_text_has_no_possession_draft(text: str, wrong: str) -> None:
    drafts = _drafts(text, "possessed_definites")
    assert wrong not in drafts
    assert drafts == set()


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The painter's sketches were sold at auction.", "The painter had sketches."),
        (
            "The photographer's pictures were shown in a small gallery.",
            "The photographer had pictures.",
        ),
        ("The poet's verses were read aloud at the funeral.", "The poet had verses."),
    ],
)
def test_makers_work_has_no_possession_draft(text: str, wrong: str) -> None:
    drafts = _drafts(text, "possessed_definites")
    assert wrong not in drafts
    assert drafts == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Sabrina's sketches were lying on the table.", "Sabrina had sketches."),
        ("The museum's paintings were stolen.", "The museum had paintings."),
        ("The painter's brushes lay on the table.", "The painter had brushes."),
        ("The photographer's camera was stolen.", "The photographer had a camera."),
        ("The writer's house burned down.", "The writer had a house."),
        ("The tenant's claim to the land was upheld.", "The tenant had a claim."),
    ],
)
def test_owned_things_keep_their_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "possessed_definites")
