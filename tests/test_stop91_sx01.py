"""Run-on review sentences (stop 91, sx01): a period typed after its space (' .I'm') and ellipsis
dots standing for a full stop before a lower-case clause ('..you will', '...my favorite is') end a
sentence (CMOS 6.7; Crystal 2006 ch. 4), while dots that mark a pause or a trailing-off inside one
sentence (CMOS 13.50: '... and loved it', 'When I opened it... it was', '[...]') do not. All texts
are constructed."""

from __future__ import annotations

import pytest

from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of, split
from tests.phenomenon_support import mined_pairs


def sentences(text: str) -> list[str]:
    return next(split([text]))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'We bought the one sold as "diet tea" .It works as a laxative for me.',
            ['We bought the one sold as "diet tea".', "It works as a laxative for me."],
        ),
        (
            "The lid was cracked on arrival .The seller sent a new jar within days.",
            ["The lid was cracked on arrival.", "The seller sent a new jar within days."],
        ),
        (
            "My parrot eats these every morning .i'm ordering a second bag today.",
            ["My parrot eats these every morning.", "i'm ordering a second bag today."],
        ),
    ],
)
def test_period_typed_after_its_space_ends_the_sentence(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Sample every flavor of the box..you won't regret it at all.",
            ["Sample every flavor of the box.", "you won't regret it at all."],
        ),
        (
            "The crackers came stale in the box...my kids refused to eat them.",
            ["The crackers came stale in the box...", "my kids refused to eat them."],
        ),
        (
            "Our old dog is slowing down a lot these days\u2026 he still loves this food.",
            ["Our old dog is slowing down a lot these days\u2026", "he still loves this food."],
        ),
        (
            "The sauce burned my tongue badly... there goes my dinner plan.",
            ["The sauce burned my tongue badly...", "there goes my dinner plan."],
        ),
    ],
)
def test_ellipsis_dots_between_two_clauses_end_the_first(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a trailing-off, then a coordinated VP: one sentence
        "I opened the bag... and loved the smell right away.",
        # a fronted adverbial clause or phrase waits for its main clause
        "When the package finally came... it was already stale.",
        "In the meantime... we keep buying the cheaper brand.",
        "It tastes great, but if you want something sweeter... this is not it.",
        # a noun phrase after the dots, no clause
        "The best part of the whole box... my favorites!",
        # a comment clause
        "The bars are a bit dry... you know, like sawdust.",
        # a quoted omission
        "The label said it was [...] it was labeled organic.",
        # decimals and domains after a space and a period
        "The bag weighs 2 .5 pounds more than the old one.",
        "I ordered it on Example .Com last week.",
    ],
)
def test_dots_inside_one_sentence_are_left_alone(text: str) -> None:
    assert sentences(text) == [text]


def test_split_sentences_keep_their_context() -> None:
    text = "The tin arrived dented. Try every blend in it..you will find one you like."
    document = Document(doc_id="d1", source="jsonl", segments=[Segment(text)], location="t.jsonl:1")
    got = [(s.text, s.context1, s.context2) for s in sentences_of(document)]
    assert got == [
        ("The tin arrived dented.", None, None),
        ("Try every blend in it.", None, "The tin arrived dented."),
        ("you will find one you like.", "The tin arrived dented.", "Try every blend in it."),
    ]


def test_a_run_on_premise_is_no_longer_mined_whole() -> None:
    """The sentences the splitter stores, mined as the run mines them: no premise spans the
    boundary, and the second sentence still yields its pair."""
    text = "My cat ignores the fish flavor .I'm giving the rest to my neighbor and her kittens."
    premises = {p.premise for s in sentences(text) for p in mined_pairs(s, "conjunction")}
    assert premises, "the second sentence still yields a conjunction pair"
    assert all(".I'm" not in p and "fish flavor" not in p for p in premises), premises
