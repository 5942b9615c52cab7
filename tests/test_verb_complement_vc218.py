"""verb_complement (stop 100, branch vc218): the that-complement ends before a verb-phrase
series that continues the matrix predicate and before a coordinated wh-clause (a second
object of the matrix verb).

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence (not the near misses) gave the longer hypothesis at the base (int100 4aa6b738).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, verb_complement_pairs_of_kind
from tests.phenomenon_support import one_verb_complement_pair as _one

# ---- class 1: "V that S was V-ing, VP and VP": the series is the matrix subject's ----------


def test_matrix_series_after_progressive_clause_is_cut():
    text = "She knew that he was lying, turned away and left the room."
    for kind in ("original", "negated"):
        pair = _one(text, kind)
        assert pair.hypothesis == "He was lying.", kind  # "..., turned away and left" at base
        assert pair.heuristic_label == "entailment"


def test_matrix_series_after_modal_clause_is_cut():
    """Already cut at the base (``_cut_at_matrix_conjunct``); kept as a guard of the new rule."""
    text = "She decided that they would speak French, stood at the door and listened."
    assert _one(text, "original").hypothesis == "They would speak French."


def test_near_miss_series_unlike_the_matrix_in_agreement_keeps_it():
    """ "are lying, sleep and eat": "sleep" cannot share "She" (she sleeps), so the series is
    the clause's own (``_could_share_matrix_subject``)."""
    text = "She says that they are lying on the beach, sleep late and eat well."
    pair = _one(text, "original")
    assert pair.hypothesis == "They are lying on the beach, sleep late and eat well."


# ---- class 2: "V that P and wh-Q": the wh-clause is a second object --------------------------


def test_wh_clause_coordinated_after_that_clause_is_cut():
    text = "He remembered that they had met there and how they had laughed at him."
    for kind in ("original", "negated"):
        pair = _one(text, kind)
        assert pair.hypothesis == "They had met there.", kind
        assert "non-construction:that-and-wh-coordination" not in pair_flags(pair)
        assert kept(pair)


def test_near_miss_two_that_clauses_keep_both():
    text = "He understood that she had come and that she would stay."
    assert _one(text, "original").hypothesis == "She had come and she would stay."


def test_near_miss_disjoined_whether_clause_stays_flagged():
    """ "that P or whether Q" does not entail its first coordinate: no cut, the old flag."""
    text = "He wondered that she had come or whether she would stay."
    pair = _one(text, "original")
    assert "non-construction:that-and-wh-coordination" in pair_flags(pair)


def test_near_miss_conditional_opening_a_second_clause_is_not_cut():
    """ "and if they were hit the town would burn": "if" opens a conditional inside a second
    clause, not an interrogative object; no cut (the base's flag stays)."""
    text = "She knew that the ships were close and if they were hit the town would burn."
    pair = _one(text, "original")
    assert pair.hypothesis.startswith("The ships were close and if they were hit")


# ---- near miss of both: a second VP agreeing with the complement's subject -------------------


def test_near_miss_conjunct_read_with_the_complement_subject_is_kept():
    """ "He saw that she was tired and wanted to sleep": no comma, no contrast of form; the
    natural reading is hers, and the whole complement stays."""
    text = "He saw that she was tired and wanted to sleep."
    hypotheses = [p.hypothesis for p in verb_complement_pairs_of_kind(text, "original")]
    assert "She was tired and wanted to sleep." in hypotheses
    assert "She was tired." not in hypotheses
