"""Forty-eighth pass (docs/implicature.md, "Forty-eighth pass (stop 53, im41: hypotheses)").

Classes of the last blind review, each with a near twin that keeps its pair:
1. a clause after a dash or ellipsis points is cut from every pair ("recommendation- none of us
   were thrilled"), and a clause before one is cut when no pronoun loses its antecedent;
2. a clause coordinated with the item's complement clause is cut ("The other thing is some of
   the repairs are pricy and they could be less elsewhere");
3. a comment-type verb with a complement of its own is no comment clause: the clause spliced
   before it is kept, so ``independent-clause-kept``;
4. source slips copied into every pair are flagged: a plural subject with a bare singular person
   noun as its predicative ("work as fisherman"), "of them" before a superlative.

Constructed sentences through the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str) -> list:
    return mined_pairs(text, "implicature")


def _original(text: str):
    pairs = [p for p in _pairs(text) if p.premise_kind == "original"]
    assert len(pairs) == 1, [p.hypothesis for p in pairs]
    return pairs[0]


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "We watched it with two neighbours on a friend's recommendation- none of us were"
            " impressed.",
            "We didn't watch it with more than two neighbours on a friend's recommendation.",
        ),
        (
            "My brothers used to be happy when we went camping..now they hate it.",
            "My brothers didn't use to be ecstatic when we went camping.",
        ),
        ("The service was slow - the pasta was good.", "The pasta wasn't excellent."),
    ],
)
def test_a_clause_across_a_dash_or_dots_is_cut(text, hypothesis):
    pair = _original(text)
    assert pair.hypothesis == hypothesis
    assert pair.well_formed
    for emb in _pairs(text):
        if emb.premise_kind in ("modal", "interrogative", "conditional"):
            assert "-" not in emb.premise.replace("T-", "") and ".." not in emb.premise


def test_a_pronoun_before_the_dash_keeps_the_pair_away():
    assert not _pairs("We waited for an hour - most of it was our fault.")


def test_a_hyphen_inside_a_compound_is_no_dash():
    pair = _original("Most of the well-known songs were short - they lasted two minutes.")
    assert pair.hypothesis == "Not all of the well-known songs were short."


def test_a_clause_coordinated_with_the_complement_clause_is_cut():
    text = "The thing is some of the parts are quite pricy and they could be a lot cheaper online."
    pair = _original(text)
    assert pair.hypothesis == "The thing is not all of the parts are quite pricy."
    assert pair.well_formed


def test_a_negated_matrix_keeps_the_coordination_whole():
    text = "I don't think some of the rooms are small and the beds are hard."
    for pair in _pairs(text):
        assert "not all" not in pair.hypothesis.lower()


def test_a_comment_verb_with_its_own_complement_is_a_spliced_clause():
    text = "Also the club has a large youth program, some parents believe the fees are fair."
    pair = _original(text)
    # fifty-sixth pass: the spliced clause is cut instead of flagged. Seventy-sixth pass: the
    # earlier sentence "... some parents believe this is vital" now gets no pair, since "this"
    # (the youth program) would lose its antecedent to the cut (s1202w class 2)
    assert pair.hypothesis == "Not all parents believe the fees are fair."
    assert pair.well_formed


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Some Norwegians also work as fisherman in the northern seas.", "source:agreement"),
        ("Some of my cousins are teacher in the city.", "source:agreement"),
        ("Over the years some of them best films have been about lonely people.", "source:typo"),
    ],
)
def test_a_source_slip_is_flagged_on_every_pair(text, flag):
    pairs = _pairs(text)
    assert pairs
    for pair in pairs:
        assert flag in pair_flags(pair)
        assert not pair.well_formed


@pytest.mark.parametrize(
    "text",
    [
        "Some Norwegians also work as fishermen in the northern seas.",
        "Some of my cousins are family friends.",
        "Over the years some of the films have been about lonely people.",
    ],
)
def test_the_standard_twin_keeps_its_pairs(text):
    pairs = _pairs(text)
    assert pairs and all(p.well_formed for p in pairs)
    assert not any(f.startswith("source:") for p in pairs for f in pair_flags(p))


def test_a_comment_clause_after_the_dots_is_no_clause_to_cut():
    text = "The show is good, some of the viewers....not so much, I guess."
    originals = [p for p in _pairs(text) if p.premise_kind == "original"]
    # the clause before the dots is kept; since stop 56 (dl4) the speaker's closing tag
    # ", I guess" leaves a built hypothesis (rewrite/discourse.speaker_free)
    assert originals
    assert all(p.hypothesis.endswith("not so much.") for p in originals)
    assert not [p for p in _pairs(text) if p.premise_kind == "conditional"]
