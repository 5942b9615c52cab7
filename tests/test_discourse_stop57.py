"""Stop 57 (dl5): what a frame wraps.

Blind review s1202b rejected modal, interrogative and conditional premises for the frame, not
the trigger: a fronted conjunct or style disjunct kept inside "If, ..." ("If, either way, I'm
going to ..."), a final comment tag inside the antecedent (", bar none, it's okay"), a
dash-appended clause wrapped by "if", a conditional on the speaker's own impression ("If the
impression I get is that ..."), and do-support on "have yet to". Constructed sentences through
the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from pipeline.rewrite.discourse import appended_tags

from .phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str, kind: str) -> set[str]:
    return {p.premise for p in mined_pairs(text, phenomenon) if p.premise_kind == kind}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Either way, I'm going to start building the base today.",
            "If I'm going to start building the base today, it's okay.",
        ),
        (
            "First off, my daughter has been singing them again since she was six.",
            "If my daughter has been singing them again since she was six, it's okay.",
        ),
        (
            "Also, he stopped answering my mail again.",
            "If he stopped answering my mail again, it's okay.",
        ),
    ],
)
def test_fronted_discourse_phrase_stays_out_of_the_conditional(text: str, expected: str) -> None:
    conditionals = _premises(text, "presupposition", "conditional")
    assert expected in conditionals
    assert not any(p.startswith("If,") for p in conditionals)


def test_fronted_discourse_phrase_stays_out_of_the_question() -> None:
    questions = _premises(
        "Either way, I'm going to start building the base today.", "presupposition", "interrogative"
    )
    assert questions == {"Am I going to start building the base today?"}


def test_temporal_adjunct_stays_inside_as_a_parenthetical() -> None:
    # "In 2001," belongs to the proposition: it stays, set off by paired commas
    conditionals = _premises(
        "In 2001, the company's effort produced the fastest parser again.",
        "presupposition",
        "conditional",
    )
    assert "If, in 2001, the company's effort produced the fastest parser again, it's okay." in (
        conditionals
    )


@pytest.mark.parametrize("tag", ["bar none", "take it or leave it", "believe it or not"])
def test_final_comment_tag_is_cut_before_framing(tag: str) -> None:
    text = f"I stopped using Outlook years ago, {tag}."
    conditionals = _premises(text, "presupposition", "conditional")
    questions = _premises(text, "presupposition", "interrogative")
    modals = _premises(text, "presupposition", "modal")
    assert "If I stopped using Outlook years ago, it's okay." in conditionals
    assert "Did I stop using Outlook years ago?" in questions
    assert "I might have stopped using Outlook years ago." in modals


def test_list_closing_etc_is_no_tag(nlp) -> None:
    assert appended_tags(nlp("He stopped buying apples, pears, etc.")) == []
    assert appended_tags(nlp("He stopped buying apples, bar none.")) != []


def test_dash_appended_clause_refuses_every_frame() -> None:
    text = (
        "I notice this story shows the truth - the government is really located in "
        "Washington, Ottawa is just a branch office."
    )
    pairs = mined_pairs(text, "presupposition")
    framed = [p for p in pairs if p.premise_kind in ("modal", "interrogative", "conditional")]
    assert framed == []


@pytest.mark.parametrize(
    "text",
    [
        "The impression I get from reading the list is that the driver has gone downhill "
        "since Andre left.",
        "My feeling is that the driver has gone downhill since Andre left.",
    ],
)
def test_first_person_opinion_frame_refuses_if_and_question(text: str) -> None:
    assert _premises(text, "presupposition", "conditional") == set()
    assert _premises(text, "presupposition", "interrogative") == set()


def test_third_person_claim_is_still_framed() -> None:
    conditionals = _premises(
        "The driver has gone downhill since Andre left.", "presupposition", "conditional"
    )
    assert "If the driver has gone downhill since Andre left, it's okay." in conditionals


def test_have_yet_to_takes_no_do_support() -> None:
    text = "Many retailers have yet to focus on a problem that will require some investment."
    assert _premises(text, "implicature", "interrogative") == set()
    assert (
        "If many retailers have yet to focus on a problem that will require some investment, "
        "it's okay." in _premises(text, "implicature", "conditional")
    )


def test_had_better_takes_no_might() -> None:
    assert _premises("You had better stop smoking again.", "presupposition", "modal") == set()


def test_have_with_a_better_object_is_no_idiom() -> None:
    questions = _premises(
        "It had better results than the stock kernel again.", "presupposition", "interrogative"
    )
    assert "Did it have better results than the stock kernel again?" in questions


def test_dash_in_a_quoted_title_or_before_an_appositive_is_no_appended_clause(nlp) -> None:
    from pipeline.rewrite.embedding import _appended_dash_clause

    assert not _appended_dash_clause(
        nlp("The formula works under uniform limits – a result that does not hold elsewhere.")
    )
    assert not _appended_dash_clause(
        nlp("She cited “The Euro – A Currency Without a State” twice.")
    )
    assert _appended_dash_clause(
        nlp("I notice this story shows the truth - the government is really in Washington.")
    )
