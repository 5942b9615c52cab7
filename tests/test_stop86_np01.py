"""Stop 86, np01: two NOPE classes found on the tuning annotators of the leave-one-annotator-out
rotations (docs/presupposition.md, np01).

* A precision adverb before a wh-word ("knows just what she said", "remembered exactly who had
  called") leaves an embedded question: the exclusive restrictives "just, exactly, precisely"
  (Quirk et al. 1985 §8.116) narrow the wh-phrase, and the question still presupposes its
  existential answer (Karttunen 1977). The wh-clause is no declarative complement either
  (``syntax.clause_opener``). "Only" excludes alternatives and is left out.
* "more/less of a N than Z" is a comparative on N (adnominal degree, Morzycki 2009); with an
  indefinite standard ("more of a hindrance than a help") it is metalinguistic (McCawley 1988;
  Giannakidou & Yoon 2011) and yields no candidate. The comparison-class draft stays refused
  for a noun inside the "of" phrase, so the candidate brings its controls only.

The sentences are constructed; each rule has a good neighbour that keeps its output.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_presupposition_drafts


def _subtypes(text: str) -> set[str]:
    return {p.subtype for p in mined_pairs(text, "presupposition")}


# --- precision adverb before a wh-word -----------------------------------------------------------


def test_exactly_who_is_an_embedded_question():
    drafts = original_presupposition_drafts(
        "The guard remembered exactly who had taken the keys.", "embedded_question"
    )
    assert "Someone had taken the keys." in drafts, sorted(drafts)


def test_just_what_is_an_embedded_question():
    drafts = original_presupposition_drafts(
        "Her aunt knows just what the doctor would have said about the scan.", "embedded_question"
    )
    assert "The doctor would have said something about the scan." in drafts, sorted(drafts)


def test_just_what_is_no_declarative_complement():
    subtypes = _subtypes("Her aunt knows just what the doctor would have said about the scan.")
    assert "clause_embedding_predicates" not in subtypes, subtypes


def test_plain_wh_question_untouched():
    drafts = original_presupposition_drafts(
        "The guard remembered who had taken the keys.", "embedded_question"
    )
    assert drafts == {"Someone had taken the keys."}, sorted(drafts)


def test_only_what_is_not_read_as_a_question():
    drafts = original_presupposition_drafts(
        "She knew only what her mother had told her.", "embedded_question"
    )
    assert not drafts, sorted(drafts)


# --- more/less of a N than Z ---------------------------------------------------------------------


def test_less_of_a_noun_than_a_definite_standard_is_a_comparative():
    text = "The new manager is less of a tyrant than the old one."
    assert "comparatives" in _subtypes(text)
    # no comparison-class draft for the noun of the "of" phrase
    assert not original_presupposition_drafts(text, "comparatives")


def test_posed_less_of_a_threat_is_a_comparative():
    assert "comparatives" in _subtypes(
        "The small garrison posed far less of a danger than the fleet."
    )


def test_metalinguistic_indefinite_standard_untouched():
    assert "comparatives" not in _subtypes("The meeting was more of a lecture than a debate.")


def test_partitive_more_of_the_untouched():
    assert "comparatives" not in _subtypes("She spent more of the money than her brother.")
