"""Stop 78 round one, branch cj152: two conjunction shapes the s1204r judges rejected.

1. ``conjunction_misparse.participle_after_finite``: "..., but leaving the hidden files out"
   after a finite or imperative verb phrase is a supplementive participle clause, no like
   conjunct (coordination of likes, Sag et al. 1985; Huddleston & Pullum 2002 ch. 15 §4): no
   pair is made from it.
2. ``rewrite.conjuncts.created_in_removed_member``: "If the library does not have such guides,
   consider writing them ... and sending them ...": the removed member creates what the kept
   member's pronoun is about (an effected object, Quirk et al. 1985 ch. 10), and the earlier
   noun is under negation, which sets up no discourse referent (Karttunen 1976): the removal is
   ``lost_antecedent`` and the shortened sentence is no premise.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a close good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "conjunction", assess_sources=True)]


def _written(text: str, kind: str) -> dict[str, object]:
    """Well-formed pairs of ``kind`` whose premise or hypothesis is the sentence as written,
    keyed by the shortened side."""
    out: dict[str, object] = {}
    for p in _pairs(text):
        if p.hypothesis_kind != kind or not p.well_formed:
            continue
        short = p.hypothesis if kind == "conjunct_removed" else p.premise
        out[short] = p
    return out


# 1. "but" + a bare participle clause after a finite verb phrase


def test_participle_after_declarative_is_no_conjunct():
    text = "She copied the old files to the new folder, but leaving the hidden files out of it."
    assert _pairs(text) == []


def test_participle_after_imperative_is_no_conjunct():
    text = "Carefully copy the old files to the new folder, but leaving the hidden files out."
    assert _pairs(text) == []


def test_finite_second_member_is_still_a_conjunct():
    text = "She copied the old files to the new folder but left the hidden files out."
    removed = _written(text, "conjunct_removed")
    assert removed["She copied the old files to the new folder."].heuristic_label == "entailment"


def test_participles_sharing_an_auxiliary_are_still_conjuncts():
    text = "He was reading the book but skipping the notes."
    removed = _written(text, "conjunct_removed")
    assert removed["He was reading the book."].heuristic_label == "entailment"
    assert removed["He was skipping the notes."].heuristic_label == "entailment"


# 2. the kept member acts on what the removed member creates


_DENIED = (
    "If the library does not have such guides, consider writing them for the students and "
    "sending them to the editors."
)
_SHORT_DENIED = "If the library does not have such guides, consider sending them to the editors."


def test_removed_creation_leaves_pronoun_about_nothing():
    pairs = [p for p in _pairs(_DENIED) if _SHORT_DENIED in (p.premise, p.hypothesis)]
    removal = [p for p in pairs if p.hypothesis_kind == "conjunct_removed"]
    assert removal and not removal[0].well_formed
    assert "lost_antecedent" in removal[0].features["flags"]
    # the shortened sentence is read first and alone as the premise of an addition: none
    assert not [p for p in pairs if p.hypothesis_kind == "conjunct_added"]


def test_other_removal_of_the_same_sentence_is_kept():
    removed = _written(_DENIED, "conjunct_removed")
    short = "If the library does not have such guides, consider writing them for the students."
    assert removed[short].heuristic_label == "entailment"


def test_existing_antecedent_keeps_the_pair():
    text = (
        "If the library has such guides, consider copying them for the students and "
        "sending them to the editors."
    )
    removed = _written(text, "conjunct_removed")
    assert "If the library has such guides, consider sending them to the editors." in removed
    added = _written(text, "conjunct_added")
    assert "If the library has such guides, consider sending them to the editors." in added


def test_non_creating_verb_keeps_the_pair():
    text = (
        "If the library does not have such guides, consider borrowing them from a friend and "
        "sending them to the editors."
    )
    removed = _written(text, "conjunct_removed")
    short = "If the library does not have such guides, consider sending them to the editors."
    assert short in removed
