"""Temporal-clause presuppositions, thirty-ninth pass (stop 41; blind slices s1129t..s1130d).

1. A time clause that is the focus of an it-cleft or stands before an extraposed subject ("It was
   shortly after her father died that Anna sold the farm", "It was obvious before the game
   started that the coach was nervous"): the that-clause belongs to the matrix "it be ..."
   (Huddleston & Pullum 2002 ch. 16 §7, §9), so the draft ends with the time clause.
2. A time clause inside a preposed supplementive participle clause ("Released after he left the
   band, the album was ..."): the modal premise takes the whole sentence ("It's possible that,
   released after ..., the album was ..."), not the main clause alone (Quirk et al. 1985
   §15.58-15.60; IMPPRES Table 1's sentential frame).

Constructed sentences through the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, kind: str) -> list:
    _, result = run_texts([text], ["presupposition"])
    return [
        p
        for p in result.pairs
        if p.subtype == "temporal_adverbs"
        and p.premise_kind == kind
        and p.hypothesis_kind == "presupposition"
    ]


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "It was shortly after her father died that Anna decided to sell the farm.",
            "Her father died.",
        ),
        (
            "It was after the concert ended that the fans gathered outside the hotel.",
            "The concert ended.",
        ),
        ("It was obvious before the game started that the coach was nervous.", "The game started."),
    ],
)
def test_cleft_or_extraposed_that_clause_left_out_of_the_draft(text: str, draft: str) -> None:
    drafts = {p.hypothesis for p in _pairs(text, "original")}
    assert draft in drafts
    assert not any(" that " in d for d in drafts)
    for kind in ("negated", "modal", "interrogative"):
        assert any(p.hypothesis == draft and kept(p) for p in _pairs(text, kind))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # the that-clause is the time clause's own complement: it stays
        ("They left the room after he admitted that he had lied.", "He admitted that he had lied."),
        ("The trouble began after the meeting ended.", "The meeting ended."),
    ],
)
def test_time_clause_without_cleft_keeps_its_words(text: str, draft: str) -> None:
    assert draft in {p.hypothesis for p in _pairs(text, "original")}


@pytest.mark.parametrize(
    ("text", "modal", "draft"),
    [
        (
            "Released after he left the band, the album was produced by two friends from college.",
            "It's possible that, released after he left the band, the album was produced by two"
            " friends from college.",
            "He left the band.",
        ),
        (
            "Written before the war began, the novel was published only in 1950.",
            "It's possible that, written before the war began, the novel was published only in"
            " 1950.",
            "The war began.",
        ),
    ],
)
def test_modal_takes_in_the_preposed_supplement(text: str, modal: str, draft: str) -> None:
    pairs = [p for p in _pairs(text, "modal") if p.hypothesis == draft]
    assert [p.premise for p in pairs] == [modal]
    assert kept(pairs[0])


def test_time_clause_in_the_main_clause_keeps_the_clause_modal() -> None:
    text = "The album was produced by two friends after he left the band."
    pairs = [p for p in _pairs(text, "modal") if p.hypothesis == "He left the band."]
    assert [p.premise for p in pairs] == [
        "The album might have been produced by two friends after he left the band."
    ]


def _negated(text: str, subtype: str) -> set[str]:
    _, result = run_texts([text], ["presupposition"])
    return {
        p.premise
        for p in result.pairs
        if p.subtype == subtype
        and p.premise_kind == "negated"
        and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "subtype", "negated"),
    [
        # 3. a verb conjunct under the first conjunct's auxiliary is negated with "not", not
        # with do-support (Huddleston & Pullum 2002 ch. 3 §2.1, ch. 15 §4)
        # a perfect "had" shared by a participle conjunct is repeated with the negation, the
        # operator that carries it (stop 86, pr187: Quirk et al. 1985 §13.59-13.60; "and not
        # learned" before it, equally grammatical)
        (
            "She had opened the letter and learned that her uncle had died.",
            "clause_embedding_predicates",
            "She had opened the letter and hadn't learned that her uncle had died.",
        ),
        (
            "He could have left early and found that the roads were closed.",
            "clause_embedding_predicates",
            "He could have left early and not found that the roads were closed.",
        ),
        # a finite past conjunct keeps do-support: no auxiliary before the first verb, or a
        # definite past time adjunct that the present perfect does not take
        (
            "He tried the door and realized that it was locked.",
            "clause_embedding_predicates",
            "He tried the door and didn't realize that it was locked.",
        ),
        (
            "She has worked here for years and stopped smoking last spring.",
            "aspectual_verbs",
            "She has worked here for years and didn't stop smoking last spring.",
        ),
    ],
)
def test_negated_conjunct_under_a_shared_auxiliary(text: str, subtype: str, negated: str) -> None:
    assert negated in _negated(text, subtype)
