"""Stop 83, branch im97: implicature from clauses that assert nothing.

* a verbless exclamation, a noun phrase whose participle is an obligatorily transitive verb
  with no object ("Seven sisters raised in the country without a tutor!"), is no clause:
  ``negation.participle_fragment`` (the one fragment test of the negation, the embeddings and
  implicature) now holds it (``_objectless_obligatory_transitive``; Quirk et al. 1985 §11.41,
  §17.13; Huddleston & Pullum 2002 ch. 4 §4.1);
* a scalar item inside the to-infinitive of a volitional adjective ("eager to") gives no
  implicature pair (Chierchia, Fox & Spector 2012; Geurts 2010 ch. 7); the same for every verb
  the veridicality lexicon lists with no positive entailment ("plan/decide to") was withdrawn
  at integration: earlier stops pin "We plan to hire two engineers" -> "We don't plan to hire
  more than two engineers", a global implicature on the matrix;
* additive "too" leaves the implicature hypothesis (``supplements.MEDIAL_CONNECTIVES`` takes ``clause_scope.ADDITIVE_PPIS``;
  Kripke 2009); iterative "again" was withdrawn at integration (earlier pins keep it).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _original_hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == "original"}


# --- class 1: a verbless exclamation ----------------------------------------------------------


def test_verbless_exclamation_with_reduced_passive_writes_no_pair():
    assert _pairs("Seven sisters raised in the country without a tutor!") == []


def test_verbless_exclamation_with_particle_verb_writes_no_pair():
    assert _pairs("Four sons brought up in the town without a teacher!") == []


def test_finite_passive_neighbour_keeps_its_pairs():
    pairs = _pairs("Seven sisters were raised in the country without a tutor.")
    by_kind = {p.premise_kind: p for p in pairs}
    assert by_kind["original"].hypothesis == (
        "No more than seven sisters were raised in the country without a tutor."
    )
    assert by_kind["original"].heuristic_label == "entailment"
    assert by_kind["interrogative"].premise == (
        "Were seven sisters raised in the country without a tutor?"
    )


def test_intransitive_past_neighbour_keeps_its_pairs():
    hyps = _original_hypotheses("Many sisters grew up in the country.")
    assert "Not all sisters grew up in the country." in hyps


def test_prepositional_verb_neighbour_keeps_its_pairs():
    # "send for" is a verb of its own in WordNet: "sent" is its finite past, not a participle
    hyps = _original_hypotheses("Three men sent for the doctor.")
    assert "No more than three men sent for the doctor." in hyps


# --- class 2: a scalar item under a non-veridical to-infinitive --------------------------------


def test_volitional_adjective_infinitive_writes_no_pair():
    assert _pairs("The guests were eager to be happy.") == []


def test_asserted_neighbour_keeps_its_pair():
    hyps = _original_hypotheses("The farmers sold some of the cattle.")
    assert "The farmers didn't sell all of the cattle." in hyps


def test_implicative_neighbour_keeps_its_pair():
    # "manage to" is +/-: the complement is asserted, its implicature stays
    hyps = _original_hypotheses("The farmers managed to sell some of the cattle.")
    assert "The farmers didn't sell all of the cattle." in hyps


def test_raising_verb_neighbour_keeps_its_pair():
    # "seem" assigns its subject no role and is upward monotone: the global alternative holds
    hyps = _original_hypotheses("The guests seemed to be happy.")
    assert "The guests didn't seem to be ecstatic." in hyps


# --- class 3: presupposing particles leave the hypothesis ------------------------------------


def test_aspectual_still_stays_under_a_quantifier():
    # "still" is not dropped: its presupposition is the premise's own (s1204o kept these)
    hyps = _original_hypotheses("Most topics in the early chapters are still valid.")
    assert "Not all topics in the early chapters are still valid." in hyps


def test_neighbour_without_particle_is_unchanged():
    hyps = _original_hypotheses("After the dance, Lydia was happy.")
    assert "After the dance, Lydia wasn't ecstatic." in hyps or "Lydia wasn't ecstatic." in hyps


def test_alternating_particle_verb_neighbour_keeps_its_pairs():
    # "snap" is intransitive too (causative/inchoative alternation): "snapped off" is finite
    hyps = _original_hypotheses("Some old branches snapped off.")
    assert "Not all old branches snapped off." in hyps
