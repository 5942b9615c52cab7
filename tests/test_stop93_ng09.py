"""Stop 93, branch ng09 (issues #11/#12): outbursts under the shared operators.

An imprecative formula ("DAMN YOU X", "screw you") or an interjection closing the sentence
("..., damn!") is an exclamatory formula outside clause structure (Quirk et al. 1985 §11.55;
Ljung 2011 ch. 5): no negation, question, "might" or "if" can take it. The detector lives in
``source_noise.outburst`` (implicature's ``imprecation`` moved there), and the shared negation
(``rewrite.negation.negate``) and embedding (``rewrite.embedding.embed``) refuse a sentence
that keeps one (flag ``outburst``), so presupposition and verb_complement write no operator
pair from it. Near-misses: "screw you over" with its subject and "to damn the torpedoes" are
clauses and keep their pairs.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import spacy

from pipeline import flags
from pipeline.source_noise import imprecation, outburst, trailing_interjection
from tests.phenomenon_support import mined_pairs

_BLANK = spacy.blank("en")


def _kinds(text: str, phenomenon: str) -> set[str]:
    return {p.premise_kind for p in mined_pairs(text, phenomenon)}


# --- the detector -------------------------------------------------------------------------------


def test_imprecation_in_capitals_after_an_ellipsis():
    assert imprecation(_BLANK("I paid $9 for 4 muffins ... DAMN YOU STARBUCKS!")) == (
        "DAMN YOU STARBUCKS"
    )


def test_closing_interjection_after_a_comma():
    assert trailing_interjection(_BLANK("The bus came an hour late, damn!")) == "damn"
    assert outburst(_BLANK("The show sold out in two hours... oh my god.")) == "oh my god"


def test_clause_words_are_no_outburst():
    assert outburst(_BLANK("They screw you over with fees.")) is None
    assert outburst(_BLANK("She told him to damn the torpedoes.")) is None
    assert outburst(_BLANK("That was damn good.")) is None
    assert outburst(_BLANK("The one word he said: wow.")) is None


def test_outburst_flag_is_a_registered_defect():
    assert flags.is_registered("outburst")
    assert flags.severity("outburst") == flags.DEFECT


# --- presupposition: the shared embeddings and the projection negation ---------------------------


def test_presupposition_writes_no_operator_pair_over_an_imprecation():
    kinds = _kinds("She quit smoking in June ... DAMN YOU CAMEL!", "presupposition")
    assert kinds <= {"original"}


def test_presupposition_near_miss_keeps_its_operator_pairs():
    kinds = _kinds("They stopped screwing you over with fees.", "presupposition")
    assert {"negated", "interrogative", "modal", "conditional"} <= kinds


# --- verb_complement: the shared negation ------------------------------------------------------


def test_verb_complement_writes_no_negated_pair_over_an_imprecation():
    kinds = _kinds("He managed to repair the boiler ... SCREW YOU BOSCH!", "verb_complement")
    assert "negated" not in kinds


def test_verb_complement_writes_no_negated_pair_over_a_closing_interjection():
    pairs = mined_pairs("She realized that the ferry had left, damn!", "verb_complement")
    assert [p for p in pairs if p.premise_kind == "original"]
    assert not [p for p in pairs if p.premise_kind == "negated" and p.well_formed]


def test_verb_complement_near_miss_keeps_its_negated_pair():
    pairs = mined_pairs("She told him to damn the torpedoes.", "verb_complement")
    assert "She did not tell him to damn the torpedoes." in {
        p.premise for p in pairs if p.premise_kind == "negated"
    }


def test_quoted_formula_is_no_outburst():
    assert (
        outburst(_BLANK('Their policy amounts to saying "Screw you" to every passenger.')) is None
    )


def test_quoted_formula_keeps_the_operator_pairs():
    kinds = _kinds('He stopped yelling "damn you" at the referee.', "presupposition")
    assert {"negated", "interrogative"} <= kinds
