"""Stop 52 (branch cj45, s1130o/p conjunct spans: argument clusters and unlike conjuncts).

1. Argument-cluster coordination after a shared verb ("borders Ontario to the west, Quebec to
   the north, and Maine to the south"): each conjunct is an object with its prepositional
   phrase (``_cluster_list``; Steedman 1985/2000, Huddleston & Pullum 2002 ch. 15 §4.4), so a
   removal takes a whole cluster and keeps the list "and": no "Ontario to the west, Quebec to
   the north." and no "the river to the town to the south".
2. "with only A, but all B, and C": the comma before "and" starts a coordination one level up,
   so the "but" conjunct ends before it (``_higher_list_after_last``) and one removal drops one
   conjunct; the preposition before the first conjunct is shared
   (``_object_of_lone_preposition``).
3. Unlike conjuncts the parse cannot give ("A and even, in some rooms, with B"; an adjective
   ending a list beside a verb phrase after "but"): no candidate, so no debris.
4. Broken reduced premises of ``conjunct_added``: two list members read as one conjunct
   ("are [long pasta, short pasta], and stuffed pasta", ``_members_inside_conjunct``) and a
   noun read as an adverb opening a verb-phrase conjunct (``_noun_read_as_adverb``).

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
2729492, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept, pairs_from

PROVINCE = "The province borders Ontario to the west, Quebec to the north, and Maine to the south."
CASTLE = "The castle overlooks the river to the north and the town to the south."
ISLAND = (
    "The island borders Spain to the west, France to the north, and Italy to the south and east."
)
DEGREE = "He received a degree in 1990 and a doctorate in 1995 from the university."
SCHOOL = (
    "The school was founded with only a few teachers, but all gifted women, and a few dozen "
    "pupils from the village."
)
INN = "The inn was cheap, but the rooms were clean, and the owner was kind."
MUSEUM = "The museum shows paintings, drawings, and even, in some rooms, with sculptures."
PROGRAM = (
    "The course covers many subjects, chiefly historical, legal, and economic, but often "
    "including contact with the sciences."
)
PLAIN_LIST = "The museum shows paintings, drawings, and sculptures."
SKATING = (
    "Kinds of skating are long-track speed skating, short-track speed skating, and figure skating."
)
PEPTIDE = (
    "Vasopressin is a peptide hormone and neuropeptide normally made in the hypothalamus and "
    "released by the pituitary."
)

TEXTS = [
    PROVINCE,
    CASTLE,
    ISLAND,
    DEGREE,
    SCHOOL,
    INN,
    MUSEUM,
    PROGRAM,
    PLAIN_LIST,
    SKATING,
    PEPTIDE,
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _texts(pairs, original):
    """Every reduced side made from ``original`` (hypotheses of removals, premises of
    additions)."""
    return set(pairs_from(pairs, original, "conjunct_removed")) | set(
        pairs_from(pairs, original, "conjunct_added")
    )


def test_argument_clusters_are_removed_whole(pairs):
    rem = pairs_from(pairs, PROVINCE, "conjunct_removed")
    assert {
        "The province borders Quebec to the north and Maine to the south.",
        "The province borders Ontario to the west and Maine to the south.",
        "The province borders Ontario to the west and Quebec to the north.",
    } <= set(rem)
    assert all(kept(p) for p in rem.values())
    assert "The province borders Ontario to the west, Quebec to the north." not in rem


def test_two_clusters_no_leftover_preposition(pairs):
    texts = _texts(pairs, CASTLE)
    assert "The castle overlooks the river to the north." in texts
    assert "The castle overlooks the town to the south." in texts
    assert not any("river to the town" in t or "north to the south" in t for t in texts)


def test_last_cluster_keeps_its_own_list(pairs):
    rem = pairs_from(pairs, ISLAND, "conjunct_removed")
    assert "The island borders Spain to the west and France to the north." in rem
    assert not any("France to the north and east" in h for h in rem)


def test_shared_trailing_phrase_still_shared(pairs):
    rem = pairs_from(pairs, DEGREE, "conjunct_removed")
    assert "He received a degree in 1990 from the university." in rem


def test_but_conjunct_ends_before_the_higher_and(pairs):
    rem = pairs_from(pairs, SCHOOL, "conjunct_removed")
    assert "The school was founded with only a few teachers." not in rem
    assert (
        "The school was founded with only a few teachers, and a few dozen pupils from the village."
        in rem
    )
    assert not any(h.startswith("The school was founded all") for h in rem)


def test_clauses_with_but_then_and_keep_their_pairs(pairs):
    rem = pairs_from(pairs, INN, "conjunct_removed")
    assert any(h.startswith("The inn was cheap") for h in rem)


def test_adverb_before_a_parenthetical_makes_no_debris(pairs):
    texts = _texts(pairs, MUSEUM)
    assert not any("even, in some rooms" in t and "drawings" not in t for t in texts)
    assert not any("and drawings, in some rooms" in t for t in texts)
    assert "The museum shows paintings and sculptures." in pairs_from(
        pairs, PLAIN_LIST, "conjunct_removed"
    )


def test_adjective_ending_a_list_is_not_coordinated_with_a_verb_phrase(pairs):
    texts = _texts(pairs, PROGRAM)
    assert not any("legal, and often including" in t for t in texts)


def test_two_members_read_as_one_conjunct_are_split(pairs):
    texts = _texts(pairs, SKATING)
    assert "Kinds of skating are figure skating." not in texts
    assert "Kinds of skating are long-track speed skating and figure skating." in texts


def test_noun_read_as_adverb_makes_no_broken_premise(pairs):
    texts = _texts(pairs, PEPTIDE)
    assert "Vasopressin is a peptide hormone and released by the pituitary." not in texts
    assert not any(t.startswith("Vasopressin is a peptide hormone and released") for t in texts)
