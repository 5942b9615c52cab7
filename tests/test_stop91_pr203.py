"""Stop 91, pr203: presupposition on Amazon food reviews (slice s1207b).

- A bare sentence-initial interjection ("Yep always cancel ...") read as the subject: no pair
  (Quirk et al. 1985 §11.54-11.57); "Yeah this is ..." with its own subject keeps its pairs.
- "I only wish/hope" is the hedge 'just' (Quirk §8.116), "Only real complaint is that ..." the
  article-dropped adjective 'sole' (CGEL ch. 6 §7.3): no "only" candidate.
- "know what one is doing" (competence idiom) and "find X where I live" (locative free
  relative, CGEL ch. 12 §6) are no embedded questions.
- "fix" with food (cook.v.02) and "leave" with a communication object (Levin §13.3) are no
  change of state; "arrive in original packaging" is the manner of arrival.
- Contrastive "while ... less so" and concessive "While ..., I must admit" time nothing.
- The continuative's prior activity drops future, frequency and participial/purpose adjuncts.
- "it is all I will ever drink" is no cleft.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _drafts(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "presupposition"}


# -- interjection subjects ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Yep always cancel order on them after getting the first shipment.",  # s1207b
        "Yup always stop buying it after the first bag.",  # constructed
    ],
)
def test_bare_interjection_subject_no_pairs(text):
    assert mined_pairs(text, "presupposition") == []


def test_interjection_with_its_own_subject_keeps_pairs():
    # "Yeah" is tagged an interjection, "I" is the subject: the pairs stay
    assert _drafts("Yeah I continued to buy it for years.", "aspectual_verbs")


# -- "only" that is no focus particle ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I only wish that they were available in larger jars.",  # s1207b pres-018
        "We only hope that the company keeps making this flavor.",  # constructed
        "Only real complaint is that the bag tore.",  # s1207b
        "Only problem is the price.",  # constructed
    ],
)
def test_non_focus_only_no_candidate(text):
    assert _pairs(text, "only") == []


def test_focus_only_kept():
    assert "She wished for a quiet life." in _drafts("She only wished for a quiet life.", "only")


# -- idioms and free relatives read as embedded questions -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Their coffee and tea buyers really know what they are doing.",  # s1207b (4 items)
        "The baker clearly knows what she is doing.",  # constructed
        "Uncle Lee's Tea can be difficult to find where I live.",  # s1207b
        "This brand is hard to get where we live.",  # constructed
    ],
)
def test_idiom_and_free_relative_no_embedded_question(text):
    assert _pairs(text, "embedded_question") == []


def test_real_embedded_question_kept():
    assert "The company is doing something with their data." in _drafts(
        "The users know what the company is doing with their data.", "embedded_question"
    )


# -- change-of-state senses with no change ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She used to fix it creamed over toast.",  # s1207b pres-029
        "He fixed breakfast for the kids.",  # constructed
        "I left above comments right after I received the case of apple juice.",  # s1207b
        "Please leave a review if you liked it.",  # constructed
    ],
)
def test_fix_food_and_leave_comment_no_candidate(text):
    assert _pairs(text, "change_of_state") == []


def test_packaging_is_manner_of_arrival():
    drafts = _drafts(
        "They arrived in original packaging, on time, and in great condition.", "change_of_state"
    )
    assert not any("packaging" in d for d in drafts)
    assert not any(
        "wrapping" in d for d in _drafts("The cups arrived in plastic wrapping.", "change_of_state")
    )


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He fixed the car last week.", "The car was broken before."),
        ("I left the house at noon.", "I was in the house before."),
        ("The tea arrived in Boston.", "The tea was not in Boston before."),
    ],
)
def test_change_of_state_neighbours_kept(text, draft):
    assert draft in _drafts(text, "change_of_state")


# -- contrastive and concessive "while" --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The hottest part is the white part next to the seeds while the red shell is less so.",
        "The first cup is strong while the second one is milder.",  # constructed
        "While I enjoyed the contents of this basket, I must admit that the price seems steep.",
        "While we liked the flavor, we have to admit that the texture was odd.",  # constructed
    ],
)
def test_contrastive_and_concessive_while_no_time(text):
    assert _pairs(text, "temporal_adverbs") == []


def test_temporal_while_kept():
    assert "He was being questioned." in _drafts(
        "While he was being questioned, he admitted the theft.", "temporal_adverbs"
    )


# -- continuative drafts keep the bare activity -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "I will continue to order this product in the future.",
            "I have been ordering this product.",
        ),
        (
            "I continued to buy it many times hoping I had just received a bad batch.",
            "I had been buying it before.",
        ),
        (
            "She continued to write letters to see if he would answer.",
            "She had been writing letters before.",
        ),  # constructed
    ],
)
def test_continuative_draft_drops_adjuncts(text, draft):
    assert _drafts(text, "aspectual_verbs") == {draft}


# -- "all" free relative is no cleft -----------------------------------------------------------


def test_all_free_relative_no_cleft():
    text = "I have tried almost all of the blends, it is all I will ever drink."
    assert _pairs(text, "clefts") == []
    assert "Someone broke the window." in _drafts("It was John who broke the window.", "clefts")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # integration (ab91b pres-004): a condition on going on is about the future
        (
            "We will continue to order the decaf as long as it stays this cheap.",
            "We have been ordering the decaf.",
        ),
        (
            "She will continue to bake these cookies if her oven works.",
            "She has been baking these cookies.",
        ),
    ],
)
def test_continuative_draft_drops_a_condition_on_the_continuation(text: str, draft: str) -> None:
    assert _drafts(text, "aspectual_verbs") == {draft}
