"""presupposition (stop 100, branch pr235): the factive draft ends where the verb-complement
rewriter ends the that-complement (``complement_coordination.wh_clause_conjunct_cut``, vc218;
``complement.parenthesis_after_cut_coordinator``, vc211), one place for the clause's end.

Constructed sentences through the real spaCy model and the real run path. The two fault
sentences gave the longer draft at the base (main b643f9de); the near misses must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind, verb_complement_pairs_of_kind

SUBTYPE = "clause_embedding_predicates"


def verb_complement_pair_hyp(text: str) -> str:
    """The hypothesis of the single original "that"-complement pair of ``text``."""
    (pair,) = [p for p in verb_complement_pairs_of_kind(text, "original") if p.subtype == "that"]
    return pair.hypothesis


def _drafts(text: str) -> dict[str, str]:
    return {k: h for k, (_, h, _) in presupposition_pairs_by_kind(text, SUBTYPE).items()}


def test_draft_ends_before_coordinator_and_parenthesis_of_matrix_predicate():
    text = "He understood that she had forgiven him and, closing his eyes, slightly bowed his head."
    drafts = _drafts(text)
    assert drafts["original"] == "She had forgiven him."  # "... and, closing his eyes." at base
    assert set(drafts.values()) == {"She had forgiven him."}
    assert verb_complement_pair_hyp(text) == "She had forgiven him."


def test_draft_ends_before_coordinated_wh_clause():
    text = "He remembered that they had met there and how they had laughed at him."
    drafts = _drafts(text)
    assert drafts["original"] == "They had met there."  # "... and how they had laughed" at base
    assert set(drafts.values()) == {"They had met there."}
    assert verb_complement_pair_hyp(text) == "They had met there."


def test_near_miss_coordinated_that_clauses_keep_both():
    text = "He understood that she had come and that she would stay."
    assert _drafts(text)["original"] == "She had come and she would stay."
    assert verb_complement_pair_hyp(text) == "She had come and she would stay."


def test_near_miss_subjectless_conjunct_unchanged():
    """No wh-clause and no parenthesis: neither shared cut applies. The draft keeps what it had
    at the base ("She was tired.": ``_matrix_predicate_conjunct`` drops a subjectless finite
    conjunct that may be the matrix subject's, which the factive does not presuppose); the
    verb-complement hypothesis keeps the whole coordination, as at the base."""
    text = "He saw that she was tired and wanted to sleep."
    assert _drafts(text)["original"] == "She was tired."
    assert verb_complement_pair_hyp(text) == "She was tired and wanted to sleep."
