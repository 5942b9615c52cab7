"""Stop 96, vc202: an infinitive after an object that is not the verb's complement (blind
review s9601; issue #12).

- a quality noun after a verb with no object + infinitive frame in WordNet ("show the wits to
  V", "display the courage to V") owns the infinitive (Quirk et al. 1985 §17.30-17.33): no pair;
- the Scots determiner "nae" (= "no") before "need": the noun of "(there is) no need to V",
  no verb: no pair;
- a lone dash closing an object controller (the opening dash of a parenthesis after it) leaves
  the controller hypothesis.
Sentences are constructed; each bad case fails on the base code (91a60673).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement" and p.premise == text
    }


# -- a quality noun owns the infinitive ---------------------------------------------------------


def test_shown_the_wits_to_v_has_no_pair():
    hypotheses = _hypotheses("The young captain has shown the wits to steer the ship home.")
    assert not any(h.startswith("The wits") for h in hypotheses)


def test_object_control_verb_keeps_its_pair():
    # near miss: "tell" has WordNet's frame 24 "Somebody ----s somebody to INFINITIVE"
    assert "The boys used it well." in _hypotheses("She told the boys to use it well.")


def test_ecm_show_with_a_stative_infinitive_keeps_its_pair():
    # near miss: "show NP to be" is the ECM construction (the stative infinitive is left alone)
    assert "He was a liar." in _hypotheses("They showed him to be a liar.")


# -- Scots "nae need to V" ----------------------------------------------------------------------


def test_nae_need_is_the_noun():
    hypotheses = _hypotheses("Nae need to worry about the rent.")
    assert not any("will worry" in h for h in hypotheses)


def test_scots_pronoun_before_need_keeps_the_verb():
    # near miss: "ye" is a subject pronoun, "need" its verb
    assert any("wait" in h for h in _hypotheses("Ye need to wait around here."))


# -- a dash closing the controller ----------------------------------------------------------------


def test_opening_dash_of_a_parenthesis_leaves_the_controller():
    text = "The king appointed two new judges — with the consent of all — to hear the case."
    hypotheses = _hypotheses(text)
    assert "Two new judges heard the case." in hypotheses
    assert not any("—" in h for h in hypotheses)


def test_paired_dashes_inside_the_controller_stay():
    # near miss: an appositive enclosed by both dashes inside the object stays whole
    text = "She asked her brother — the eldest — to lead the prayer."
    hypotheses = _hypotheses(text)
    assert not any(h.count("—") == 1 for h in hypotheses)
