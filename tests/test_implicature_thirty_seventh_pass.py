"""Thirty-seventh pass (s1201c/d blind reviews, classes left by im29).

1. A reporting frame ("..., as one poet put it") and suspension points ("are... strangely")
   are no part of the scalar clause: neither is kept under "not all" or in the embeddings.
2. A preposed "Though most N ..." clause whose host verb lost its subject to the parse gives no
   pair; "most" as the standard of a "like/unlike" comparison is no candidate.
3. The sentence splitter ends a sentence after a one-letter Roman numeral of a series name
   ("World War I.") before a capitalised word; initials are left alone.
4. Conjunctive adverbs ("thus", "however", "therefore") and "also" on the item's clause are
   dropped from the hypothesis and the embeddings.

Constructed sentences through the real pipeline (``run_texts``).
"""

from __future__ import annotations

from pipeline.sentences import split
from tests.phenomenon_support import kept, mined_pairs


def _pairs(text: str, subtype: str) -> set[tuple[str, str, str]]:
    return {
        (p.premise_kind, p.premise, p.hypothesis)
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and kept(p)
    }


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {h for kind, _, h in _pairs(text, subtype) if kind == "original"}


# -- 1. reporting frames and suspension points ----------------------------------------------------


def test_as_frame_after_like_phrase_is_dropped():
    text = (
        "Some of these are... strangely familiar shapes, like clouds and waves, as one poet put it."
    )
    pairs = _pairs(text, "quantifiers")
    assert {h for _, _, h in pairs} == {"Not all of these are strangely familiar shapes."}
    premises = {p for kind, p, _ in pairs if kind != "original"}
    assert premises and not any("put it" in p or "..." in p for p in premises)


def test_suspension_points_are_dropped():
    assert _hypotheses("Most of the rivers are... frankly polluted.", "quantifiers") == {
        "Not all of the rivers are frankly polluted."
    }


def test_plain_quantifier_clause_unchanged():
    assert _hypotheses("Most of the students passed the exam.", "quantifiers") == {
        "Not all of the students passed the exam."
    }


# -- 2. concessive clause with a swallowed subject; similative standard --------------------------


def test_though_clause_that_swallowed_the_main_subject_gives_no_pair():
    text = (
        "Though most critics were deeply skeptical of the film in particular, independent "
        "cinema owners showed it for weeks."
    )
    assert _pairs(text, "quantifiers") == set()


def test_like_most_comparison_gives_no_pair():
    text = "Pius IX was a patron of the arts like most of his predecessors."
    assert _pairs(text, "quantifiers") == set()


def test_unlike_many_comparison_gives_no_pair():
    assert _pairs("Unlike many rivals, the firm kept its prices low.", "quantifiers") == set()


# -- 3. sentence splitter ------------------------------------------------------------------------


def test_world_war_one_ends_a_sentence():
    text = "They served in both World War I. Parish later wrote about it."
    assert list(split([text])) == [
        ["They served in both World War I.", "Parish later wrote about it."]
    ]


def test_chapter_numeral_ends_a_sentence():
    assert list(split(["It was in Chapter V. The hero dies."])) == [
        ["It was in Chapter V.", "The hero dies."]
    ]


def test_initials_are_not_split():
    assert list(split(["He met J. Smith there. It rained."])) == [
        ["He met J. Smith there.", "It rained."]
    ]
    assert list(split(["See Part I. A. Smith wrote it."])) == [["See Part I. A. Smith wrote it."]]


# -- 4. conjunctive adverbs and "also" -----------------------------------------------------------


def test_medial_however_is_dropped_with_its_commas():
    pairs = _pairs("Many linguists, however, reject this analysis.", "quantifiers")
    assert {h for _, _, h in pairs} == {"Not all linguists reject this analysis."}
    assert "Do many linguists reject this analysis?" in {p for _, p, _ in pairs}


def test_thus_is_dropped():
    assert _hypotheses("He thus tried to climb the wall.", "gradable_verbs") == {
        "He didn't manage to climb the wall."
    }


def test_therefore_is_dropped():
    assert _hypotheses("Most of the villagers therefore left the valley.", "quantifiers") == {
        "Not all of the villagers left the valley."
    }


def test_instead_stays():
    # control: "instead" can be a VP adjunct that is part of the claim
    assert _hypotheses("Some of the farmers chose wheat instead.", "quantifiers") == {
        "Not all of the farmers chose wheat instead."
    }


def test_also_on_the_matrix_verb_is_dropped():
    assert _hypotheses("He also claimed to have sold two houses in the town.", "numerals") == {
        "He didn't claim to have sold more than two houses in the town."
    }


# -- stop 49 end: a hypothesis that lost its predicate ---------------------------------------------


def test_medial_frame_that_holds_the_predicate_gives_no_truncated_hypothesis():
    # the parser hangs "quite rare" on "said"; a cut of the frame took the predicate with it
    hyps = _hypotheses("Some of these birds are, as the guide said, quite rare.", "quantifiers")
    assert not any(h.rstrip(".").endswith(" are") for h in hyps), hyps


def test_lost_predicate_check_spares_a_source_ending_on_its_copula():
    from pipeline.phenomena.implicature.pairs import broken_text

    assert broken_text("Not all of these birds are.", "Some of these birds are, as X said, rare.")
    assert not broken_text("Not all of them are.", "Some of them are.")
    assert not broken_text("Not all of these birds are rare.", "Some of these birds are rare.")
