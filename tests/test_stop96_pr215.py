"""Stop 96, pr215: possessed definites whose "X had a N" draft is a "have" idiom, and genitives
of classifier nouns and of "in/at X's service" (issue #11; blind reviews s9502, s9601 as evidence
of the classes). All sentences are constructed.

- "X's party" with a person possessor (a group, party.n.03) drafted "X had a party", the
  light-verb "have a party" (= hold one; WordNet party.v.01 "have or participate in a party";
  Wierzbicka 1982): no draft, as for "X's ball" (have_a_ball). A compound naming the event sense
  ("Lee's birthday party", birthday_party.n.01 under party.n.04) keeps it, and so does a firm's
  party (the idioms take a person subject).
- "X's kind / sort / ilk / type": a classifier noun, the genitive its member (Quirk et al. 1985
  ch. 5, quality partition): no possessed-definite trigger.
- "in / into / at X's service": a fixed prepositional phrase (Quirk et al. 1985 §5.116): no
  trigger; "Comcast's service" as a subject stays one.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _possessive_drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "noun"),
    [
        # a person's group: the base drafted "Marek had a party." / "... a search party."
        ("But Marek's party was not alone in crossing the river.", "party"),
        ("Marek's search party did not find the boy.", "party"),
        ("The old captain's party camped by the ford that night.", "party"),
        # have_a_ball "enjoy oneself greatly"
        ("Lee's ball rolled under the fence.", "ball"),
    ],
)
def test_have_idiom_drafts_refused(text: str, noun: str) -> None:
    drafts = _possessive_drafts(text)
    assert not any(h.rstrip(".").endswith(noun) for h in drafts), drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # the light verb's own reading: a compound naming a social gathering
        ("Lee's birthday party was not very loud.", "Lee had a birthday party."),
        # not a person: the firm holds its party
        ("The company's party was not held in the garden.", "The company had a party."),
        # not a listed noun
        ("Marek's horse was not alone in crossing the river.", "Marek had a horse."),
        # "the dog's ball": no person, the literal ball
        ("The dog's ball rolled under the fence.", "The dog had a ball."),
    ],
)
def test_near_misses_keep_their_drafts(text: str, draft: str) -> None:
    assert draft in _possessive_drafts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Haldric's kind are not welcome in the valley.",
        "The baker's sort never pays on time.",
        "I am not entirely at the baron's service.",
        "She had not served long in the duke's service.",
        "The boy was taken into the earl's service last spring.",
    ],
)
def test_classifier_and_service_genitives_are_no_triggers(text: str) -> None:
    assert not presupposition_triggers(text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Comcast's service was not very good last week.", "Comcast's service"),
        ("The company's customer service was slow.", "The company's customer service"),
        # "kin-", not the classifier "kind"; a concrete possessum ("kindness", an attribute,
        # is no trigger since pr236)
        ("Marek's kinsman was not forgotten.", "Marek's kinsman"),
    ],
)
def test_service_and_kind_near_misses_stay_triggers(text: str, trigger: str) -> None:
    assert trigger in presupposition_triggers(text, "possessed_definites")
