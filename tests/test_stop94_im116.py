"""Stop 94, branch im116: implicature (blind review s9403, NYT editorials and critics'
snippets).

* epistemic "could": a predicate of extent ("could take months", "could cost millions") or a
  clausal subject ("Getting X to respond could take years") leaves no agent for the root
  ⟨could, need to⟩ scale, so no "didn't need to" pair (``epistemic_uses``);
* discourse material stranded in the hypothesis: a connective whose first clause a cut dropped
  ("Yet not all N ...") and a fronted participle clause of aggravation that comments on the
  whole proposition ("Compounding the problem, not all ...") go (``stranded``);
* an added negation under a "both/each" subject ("Both singers don't manage to be hilarious")
  is scope-ambiguous and flagged ``negated-under-universal-subject:both``, as the shared
  negation rewriter flags it for verb complements.

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline. Each class has a near miss that keeps its pair."""

from __future__ import annotations

from pipeline.phenomena.implicature.epistemic_uses import epistemic_modal_reason
from tests.phenomenon_support import mined_pairs


def _original(text: str, subtype: str) -> dict[str, bool]:
    """hypothesis -> well_formed of the original-premise pairs of ``subtype``."""
    return {
        p.hypothesis: p.well_formed
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original"
    }


def _all_texts(text: str, subtype: str) -> set[str]:
    """Every premise and hypothesis of the pairs of ``subtype``."""
    return {
        t
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype
        for t in (p.premise, p.hypothesis)
    }


# --- epistemic "could" ----------------------------------------------------------------------


def test_could_with_a_duration_predicate_gets_no_root_pair():
    # an agentive subject, but "take months" is an extent: nobody is permitted to take months
    assert _original("The committee could take months.", "modals") == {}


def test_could_with_an_agentive_action_keeps_its_pair():
    assert _original("The rangers could close the trail.", "modals") == {
        "The rangers didn't need to close the trail.": True
    }
    # "take" with an ordinary object is an action, not a duration
    assert _original("The soldiers could take the bridge.", "modals") == {
        "The soldiers didn't need to take the bridge.": True
    }


def test_clausal_subject_makes_could_epistemic(nlp):
    # the parse reads "ministry" as the subject of "take"; the gerund before the modal decides
    doc = nlp("But getting the ministry to respond could take years.")
    modal = next(t for t in doc if t.tag_ == "MD")
    assert epistemic_modal_reason(modal) == "clausal-subject"
    doc = nlp("Fixing the roads could ruin the town.")
    modal = next(t for t in doc if t.tag_ == "MD")
    assert epistemic_modal_reason(modal) == "clausal-subject"


def test_nominal_subject_with_an_action_is_no_epistemic_shape(nlp):
    doc = nlp("Members could bring a guest to the dinner.")
    modal = next(t for t in doc if t.tag_ == "MD")
    assert epistemic_modal_reason(modal) is None


# --- stranded discourse material ------------------------------------------------------------


def test_connective_of_a_dropped_clause_is_not_kept():
    text = (
        "Crab fishing is now the single biggest threat to their survival, yet some crabbers"
        " fear inconvenience and losing crabs."
    )
    hyps = _original(text, "quantifiers")
    assert hyps == {"Not all crabbers fear inconvenience and losing crabs.": True}
    assert not any(t.startswith(("Yet", "yet")) for t in _all_texts(text, "quantifiers"))


def test_aggravation_participle_is_dropped():
    assert _original(
        "Compounding the problem, some of the new buses break down on the hills.", "quantifiers"
    ) == {"Not all of the new buses break down on the hills.": True}
    assert _original("Adding to the damage, some of the trees fell on cars.", "quantifiers") == {
        "Not all of the trees fell on cars.": True
    }


def test_subject_oriented_participle_stays():
    # the participle restricts the event of the main clause's subject: cut, the hypothesis
    # would say more than the implicature
    assert _original("Walking to school, some children saw a deer.", "quantifiers") == {
        "Walking to school, not all children saw a deer.": True
    }
    assert _original("Adding salt, some cooks ruin the soup.", "quantifiers") == {
        "Adding salt, not all cooks ruin the soup.": True
    }


# --- negation under "both" ------------------------------------------------------------------


def test_negation_under_both_is_flagged():
    assert _original("Both singers manage to be funny.", "gradable_adjectives") == {
        "Both singers don't manage to be hilarious.": False
    }
    assert _original("Both teams tried to score a goal.", "gradable_verbs") == {
        "Both teams didn't manage to score a goal.": False
    }


def test_plain_and_all_subjects_keep_their_pairs():
    assert _original("The singers manage to be funny.", "gradable_adjectives") == {
        "The singers don't manage to be hilarious.": True
    }
    assert _original("All the singers manage to be funny.", "gradable_adjectives") == {
        "Not all the singers manage to be hilarious.": True
    }
