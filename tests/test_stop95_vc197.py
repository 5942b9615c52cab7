"""Stop 95, vc197: modals and mood carried into the verb-complement hypothesis, and labels
(blind review s9501, issue #12).

- a deontic "must/should" of a passive or object-control trigger is no longer left on the
  complement ("must be allowed to join" -> "must join", flagged): the complement takes the
  future "will";
- "advise" with no hearer object takes a mandative clause ("I advise we hurry"): the
  hidden-subjunctive warning (the present form stays, as in RP19's hypotheses);
- "learn to" under the hypothetical "would" ("I would learn to swim") is o/o (not a deontic
  "must/should": ab95); the habitual past keeps +/-;
- "inform that" is +/o;
- negated present progressive "try to" keeps RP19's o/o (neutral).
Sentences are constructed; each bad case fails on the base code (0edc2899).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_kind(text: str) -> dict:
    return {p.premise_kind: p for p in _complement_pairs(text)}


# -- deontic matrix modal ----------------------------------------------------------------


def test_must_be_allowed_gives_future_complement():
    pairs = _by_kind("The new recruits must be allowed to join the march.")
    original = pairs["original"]
    assert original.hypothesis == "The new recruits will join the march."
    assert original.heuristic_label == "neutral"
    assert original.well_formed
    assert not any(f.startswith("matrix-modal") for f in original.features["flags"])


def test_should_be_permitted_gives_future_complement():
    pairs = _by_kind("The patients should be permitted to see their relatives.")
    assert pairs["original"].hypothesis == "The patients will see their relatives."
    assert pairs["original"].well_formed


def test_possibility_modal_stays_flagged():
    # near miss: "could" may be epistemic; the flag stays
    pairs = _by_kind("Specific gladiators could be requested to fight in the arena.")
    flags = [f for p in pairs.values() for f in p.features["flags"]]
    assert "matrix-modal-in-hypothesis:could" in flags


# -- mandative clause with a hidden subjunctive ------------------------------------------


def test_advise_we_is_a_hidden_mandative():
    # "advise" with no hearer object takes a mandative clause: the hidden-subjunctive warning;
    # the present form stays, as RP19's own hypotheses keep it ("I demand that you do it" ->
    # "You do it.")
    pairs = _by_kind("I advise we run to the station before the train leaves.")
    original = pairs["original"]
    assert original.hypothesis == "We run to the station before the train leaves."
    assert "hidden-subjunctive-complement" in original.features["flags"]
    assert original.heuristic_label == "neutral"


def test_advise_with_hearer_object_is_informing():
    # near miss: "advise us that P" reports a fact, the clause stays indicative
    pairs = _by_kind("They advised us that the road was closed.")
    assert pairs["original"].hypothesis == "The road was closed."


def test_stative_mandative_clause_stays():
    # near miss: a stative clause is a statement as it stands (fl75)
    pairs = _by_kind("HTML standards require that documents have META elements.")
    assert pairs["original"].hypothesis == "Documents have META elements."


# -- "learn to" under a modal --------------------------------------------------------------


def test_would_learn_to_is_neutral():
    pairs = _by_kind("I would learn to sail across the bay.")
    assert pairs["original"].heuristic_label == "neutral"
    assert pairs["negated"].heuristic_label == "neutral"


def test_deontic_must_learn_to_keeps_entailment():
    # near miss (blind A/B ab95): a deontic modal stays in the hypothesis ("You must cook ..."),
    # and the obligation to learn to V carries the obligation to V
    pairs = _by_kind("You must learn to cook before you move out.")
    assert pairs["original"].heuristic_label == "entailment"
    assert "must cook" in pairs["original"].hypothesis


def test_past_learned_to_keeps_entailment():
    # near miss: the completed past keeps RP19b's +/-
    pairs = _by_kind("She learned to swim across the lake.")
    assert pairs["original"].heuristic_label == "entailment"


def test_habitual_would_learn_keeps_entailment():
    # near miss: the habitual past "would" reports completed learnings
    pairs = _by_kind("As a boy he would learn to fish in the river every summer.")
    assert pairs["original"].heuristic_label == "entailment"


def test_conditional_would_manage_keeps_entailment():
    # near miss: only "learn" loses its row under a modal
    pairs = _by_kind("She would manage to finish the race if she trained.")
    assert pairs["original"].heuristic_label == "entailment"


# -- "inform that" ---------------------------------------------------------------------------


def test_inform_that_entails_its_clause():
    pairs = _by_kind("The clerk informed us that the office had closed.")
    assert pairs["original"].heuristic_label == "entailment"
    assert pairs["negated"].heuristic_label == "neutral"


def test_passive_informed_that_entails_its_clause():
    pairs = _by_kind("We were informed that the bridge was closed.")
    assert pairs["original"].heuristic_label == "entailment"


def test_tell_that_stays_neutral():
    # near miss: RP19's "tell that" is o/o
    pairs = _by_kind("The clerk told us that the office had closed.")
    assert pairs["original"].heuristic_label == "neutral"


# -- negated "try to": RP19's o/o -----------------------------------------------------------


def test_not_trying_to_stays_neutral():
    pairs = _by_kind("They are not trying to escape the city.")
    assert pairs["original"].heuristic_label == "neutral"
