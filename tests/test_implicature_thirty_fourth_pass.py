"""Thirty-fourth pass (s1130y/z blind reviews): cardinal "many", comment clauses, restrictors.

1. "survive from X" is the existence sense of "survive" (Levin 1993 §47.1), a presentational
   clause whose weak "many/some" subject is read cardinally (Milsark 1977; Partee 1989): no
   <many, all> pair. An object or no "from" phrase keeps the pair.
2. A first- or second-person comment clause set off by commas inside its host ("are familiar,
   I think, with X") is dropped from every rewrite, so the host keeps its complement (Urmson
   1952; Quirk et al. 1985 §15.54).
3. A bare plural classifier noun ("many species", "some members") takes its taxon from the
   context (Barker 1992 on relational nouns; Krifka et al. 1995): the pair is written and
   flagged ``restrictor-context``.

Constructed sentences through the real pipeline (``run_texts``).
"""

from __future__ import annotations

from pipeline.flags import severity
from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _pairs(text: str) -> list:
    return [p for p in _run(text).pairs if p.subtype == "quantifiers" and kept(p)]


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == "original"}


def _premises(text: str) -> dict[str, str]:
    return {p.premise_kind: p.premise for p in _pairs(text)}


# -- 1. "survive from" ---------------------------------------------------------------------------


def test_many_subject_of_survive_from_gives_no_pair():
    assert _hypotheses("Many letters survive from the last decade of her life.") == set()


def test_some_subject_of_survive_from_gives_no_pair():
    assert _hypotheses("Some sketches survive from his early years in Paris.") == set()


def test_survive_with_an_object_keeps_its_pair():
    # control: the achievement sense over a given set of patients
    assert _hypotheses("Many patients survive the operation.") == {
        "Not all patients survive the operation."
    }


def test_partitive_subject_of_survive_from_is_not_this_rule():
    # control: "many of the N" names its set, the proportional reading (Partee 1989)
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature import _survives_from

    doc = load(resolve_model())("Many of the patients survived the winter.")
    assert not any(_survives_from(t) for t in doc)


# -- 2. medial comment clause ------------------------------------------------------------------


def test_comment_clause_is_dropped_and_the_complement_kept():
    text = "Many of you are familiar, I believe, with the history of this harbour."
    assert _hypotheses(text) == {"Not all of you are familiar with the history of this harbour."}


def test_comment_clause_leaves_every_premise():
    premises = _premises("Many of you are familiar, I think, with this old song.")
    assert premises["interrogative"] == "Are many of you familiar with this old song?"
    assert all("I think" not in p for k, p in premises.items() if k != "original")


def test_comment_clause_before_an_adjunct_keeps_the_adjunct():
    text = "Most of the guests arrived, we think, before noon."
    assert _hypotheses(text) == {"Not all of the guests arrived before noon."}


def test_third_person_comment_clause_is_not_this_rule():
    # control: "some people think" is a quantified comment clause (tenth pass), not dropped
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature.pairs import medial_comment_clauses

    doc = load(resolve_model())("The war, historians believe, began in the spring.")
    assert medial_comment_clauses(doc) == []


# -- 3. classifier restrictor -----------------------------------------------------------------


def test_bare_species_subject_is_flagged_restrictor_context():
    text = "Like other geckos they hunt at night, although many species live in deserts."
    pairs = _pairs(text)
    assert pairs
    assert all("restrictor-context" in p.features["flags"] for p in pairs)


def test_bare_members_subject_is_flagged():
    pairs = _pairs("Some members are active only at dusk.")
    assert pairs and all("restrictor-context" in p.features["flags"] for p in pairs)


def test_restrictor_context_is_a_warning():
    assert severity("restrictor-context", "implicature", "implicature") == "warning"


def test_ordinary_plural_subject_is_not_flagged():
    pairs = _pairs("Many students passed the exam.")
    assert pairs and not any("restrictor-context" in p.features["flags"] for p in pairs)


def test_classifier_with_a_noun_modifier_is_not_flagged():
    # control: "plant species" names its taxon in the noun phrase itself
    pairs = _pairs("Many plant species grow on the cliffs.")
    assert pairs and not any("restrictor-context" in p.features["flags"] for p in pairs)
