"""``fitness.assess`` (stop 100, fl99): a sentence whose last dash is followed by one or two
words ending on a word that cannot end a sentence (a determiner, a coordinator, "such", a lone
auxiliary, a social title, a preposition after an opening dash) is ``truncated``; an appositive
content word or phrase after the dash ends the sentence and is left alone (docs/fitness.md,
"fl99")."""

from __future__ import annotations

import pytest

from pipeline import fitness


@pytest.mark.parametrize(
    "text",
    [
        "The new taxes were resisted by the farmers\u2014such.",
        "The new taxes were resisted by the farmers\u2014such as.",
        "The river was calm that morning\u2014and the.",
        "The river was calm that morning\u2014the.",
        "The council approved the plan -- its.",
        "The harvest failed in the north\u2014because.",
        "Everyone waited for the verdict\u2014was.",
        "The guests sat down to dinner at last.\u2014Mr.",
        "The guests sat down to dinner at last;\u2014\u201cMrs.",
        "The committee voted against the proposal\u2014of.",
    ],
)
def test_cut_after_a_dash_is_truncated(nlp, text: str) -> None:
    assert "truncated" in fitness.assess(text, nlp(text))
    assert "truncated" in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        # an appositive content word or phrase ends the sentence (Quirk et al. 1985 App. III)
        "The old sailor had one aim\u2014revenge.",
        "The old sailor wanted one thing\u2014money, nothing else.",
        "The soldiers came\u2014all of them.",
        "The thief took the jewels\u2014or some such.",
        "Our neighbour promised to come in the morning\u2014he did.",
        "Please sit down and rest\u2014do.",
        "The tablets were short of vitamin\u2014A.",
        "The old lamp sold at the fair -- for $30.",
        # a preposition after the closing dash of a pair is stranded by the clause it ends
        "There is nothing left to write\u2014or argue\u2014about.",
        # a lone auxiliary after the closing dash of a pair is the interrupted clause's verb
        "Few pupils knew what a crystal - for instance, ice - was.",
        # "his" and "her" are pronouns as well as determiners
        "The fault, in the end, was\u2014his.",
    ],
)
def test_complete_phrase_after_a_dash_is_not_truncated(nlp, text: str) -> None:
    assert "truncated" not in fitness.assess(text, nlp(text))


def test_preposition_after_a_dash_with_stranding_is_not_truncated(nlp) -> None:
    # a relative clause can strand the preposition ("the one she had hoped\u2014for.")
    text = "This was the house that she had always hoped\u2014for."
    assert not fitness.has_cut_after_dash(text, nlp(text))
    assert fitness.has_cut_after_dash(text)
