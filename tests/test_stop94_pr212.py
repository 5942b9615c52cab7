"""Stop 94, pr212: genitives whose relation is not "have" (blind slice s9403, issue #11).

"X has Y" paraphrases the genitive of possession, kinship and part-whole of an existing
possessor, not the genitives of origin, authorship, agent or remnant (Quirk et al. 1985
§5.116-5.117; H&P 2002 ch. 5 §16.5.2; Barker 1995). ``_genitive_relation_not_have`` is the one
test of the relation; these refusals go through it:

- a person's genitive before a composition or humorous piece, or a creator's genitive (a role
  noun: "novelist", "playwright") before a made work or story: authorship;
- the subject genitive of an action nominal ("direction", "wheeling"): the agent;
- the genitive before remains or a carcass: the whole the remnant is left of;
- a named person's "world": as vacuous as "the peasant's world" (Barker 1995 ch. 2).

Kinship and ownership ("my sister's car", "the mayor's wife"), a collection and IMPPRES's
"sketches" keep their drafts. All sentences are constructed.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    "text",
    [
        # subjective genitive of an action nominal (each drafted "X has a ..." at the base)
        "Ms. Park's loose, unfocused direction is clumsy in the worst way.",
        "Tom Hale's sloppy direction ruins the second half.",
        "Tom Baker's wheeling and dealing ended his career as mayor.",
        # authorship
        "The show reminded me of Maria Lopez's clumsy old Sesame Street cartoons.",
        "We laughed at Peter Hale's silly new jokes.",
        "Novelist Sam Oh's four stories form a moving whole.",
        # remnants of what is dead or gone
        "The museum plans to display the last mammoth's remains.",
        "Hunters found the old stag's carcass near the river.",
        # a named person's life-world
        "In Charles Dickens's world, greed and kindness are equally common.",
    ],
)
def test_genitive_relation_not_have_has_no_draft(text: str) -> None:
    assert _drafts(text) == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("My sister's car broke down yesterday.", "My sister had a car."),
        ("The mayor's wife left the party early.", "The mayor had a wife."),
        ("Ann Lee's collection was sold at auction.", "Ann Lee had a collection."),
        ("Carla's sketches did stun the children.", "Carla had sketches."),
        # a story is had by its teller ("everyone has a story"; IMPPRES's "Diana's story")
        (
            "Dana's story that had bored Irene did upset Mary.",
            "Dana had a story that had bored Irene.",
        ),
        # a part of a living animal is had; only its remains are not
        ("Hunters found the old stag's antlers near the river.", "The old stag had antlers."),
    ],
)
def test_possession_kinship_and_parts_keep_their_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text)
