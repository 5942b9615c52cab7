"""Stop 55 (dl3): stutters across an ellipsis, cut-off fragments, a filler between the copies,
and a filler in commas after a coordinator.

Blind review s1201l rejected pairs that kept "I…I uh," as "I I uh," in premise and hypothesis
and "I-I if I do" in a conjunct removal. A repetition is reparandum + interruption point
(+ interregnum) + repair, and only the repair belongs to the sentence (Shriberg 1994, ch. 3);
"uh"/"um" mark a delay (Clark & Fox Tree 2002). Constructed sentences through the real parser
(``nlp``) and the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from pipeline.rewrite.discourse import (
    clean_text,
    fused_repair,
    medial_fillers,
    repaired_text,
    stutter_reparanda,
)

from .phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        ("I…I moved to Ohio last year.", "I moved to Ohio last year."),
        ("We... we can't let that happen.", "We can't let that happen."),
        ("She was there and... and she left.", "She was there and she left."),
        ("S-she said it twice.", "She said it twice."),
        ("They asked wh-what we wanted.", "They asked what we wanted."),
        ("Good, I uh, I saw a big dog.", "I saw a big dog."),
        ("Hey, we uhm... we need to talk.", "We need to talk."),
        ("He left because she, uh, she was tired.", "He left because she was tired."),
        ("I was there, and, uh, I left early.", "I was there, and I left early."),
        ("We we bought a car.", "We bought a car."),
    ],
)
def test_clean_text_writes_the_repair_once(nlp, text: str, clean: str) -> None:
    assert clean_text(nlp(text)) == clean


@pytest.mark.parametrize(
    "text",
    [
        "I told you... you never listen.",  # the ellipsis closes a clause ending in its object
        "I love you... you know that?",
        "We had wee-wees and hoo-hoos.",  # reduplicated content words, no fragment
        "I told you, uh, you can't go.",  # the first copy is the object of "told"
        "The cat-cat game is fun.",  # a content word: contrastive reduplication
        "I know that that is true.",  # complementiser + demonstrative: both words of it
        "What it is is a mess.",  # a pseudo-cleft's two copulas
    ],
)
def test_no_stutter_where_the_first_copy_is_a_word_of_the_sentence(nlp, text: str) -> None:
    assert stutter_reparanda(nlp(text)) == []


def test_repaired_text_finds_a_stutter_whose_ellipsis_the_rewrite_dropped(nlp) -> None:
    doc = nlp("I…I uh, actually moved from four blocks over.")
    built = "I I uh, didn't actually move from more than four blocks over."
    assert (
        repaired_text(doc, built, fillers=True)
        == "I didn't actually move from more than four blocks over."
    )
    assert repaired_text(doc, "Did I…I uh, actually move?", fillers=True) == "Did I actually move?"


def test_repaired_text_drops_a_filler_in_commas_after_a_coordinator(nlp) -> None:
    doc = nlp("I was there, and, uh, I left early.")
    assert repaired_text(doc, doc.text, fillers=True) == "I was there, and I left early."
    assert repaired_text(doc, doc.text) == doc.text  # conjunct removals keep fillers (ab61)


def test_a_run_of_fillers_after_a_coordinator_goes_whole(nlp) -> None:
    doc = nlp("Yeah, but, ah, ah, nothing has to happen.")
    assert sorted(doc[i].text for i in medial_fillers(doc)) == [",", ",", ",", "ah", "ah"]


def test_fused_repair_across_an_ellipsis(nlp) -> None:
    assert fused_repair(nlp("We-we've been there."))
    assert not fused_repair(nlp("I…I moved to Ohio."))


def test_conjunction_pairs_lose_the_ellipsis_stutter_on_both_sides() -> None:
    pairs = [p for p in mined_pairs("We... we bought apples and pears.", "conjunction")]
    removed = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "We bought apples." in removed, removed
    assert not any("..." in p.premise or "..." in p.hypothesis for p in pairs)


def test_implicature_pairs_lose_the_stutter_and_filler() -> None:
    pairs = mined_pairs("I…I uh, ate some of the cookies.", "implicature")
    assert pairs
    for p in pairs:
        for side in (p.premise, p.hypothesis):
            if p.premise_kind == "original" and side == p.premise:
                continue  # the source sentence itself
            assert "I I" not in side and "uh," not in side and "…" not in side, side
