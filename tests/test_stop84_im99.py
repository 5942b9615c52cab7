"""Stop 84, branch im99: gradable-adjective implicatures that the context blocks or that the
hypothesis distorts.

* repetitive "again" on the predicate whose adjective the hypothesis strengthens leaves the
  hypothesis ("looked cheerful again" -> "didn't look ecstatic", not "... ecstatic again", which
  presupposes an earlier ecstasy; von Stechow 1996), the premise keeps it
  (``rewrite.implicature.repetitive_again``);
* scalar "even" on the adjective puts it at the top of the contextual scale, so no upper bound
  (Kay 1990; ``phenomena.implicature._scalar_focus``);
* a gradable adjective in the to-infinitive of a non-veridical verb ("prepared to be cheerful",
  "pretended to be happy") gives no pair (``contexts.desire_complement`` with ``state``);
  numerals there keep their global implicature (stop 83 pins).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _by_kind(text: str, kind: str = "original") -> set[tuple[str, str]]:
    return {(p.premise, p.hypothesis) for p in _pairs(text) if p.premise_kind == kind}


def _adjective_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in _pairs(text)
        if p.premise_kind == "original" and p.subtype == "gradable_adjectives"
    }


# --- rule 1: repetitive "again" -----------------------------------------------------------


def test_again_leaves_adjective_hypothesis_premise_keeps_it():
    text = "By evening the old sailor looked happy again."
    assert _by_kind(text) == {(text, "By evening the old sailor didn't look ecstatic.")}


def test_again_embedded_premise_keeps_again():
    pairs = _pairs("The old sailor looked happy again.")
    embedded = [p for p in pairs if p.premise_kind in ("conditional", "modal", "interrogative")]
    assert embedded
    assert all("again" in p.premise and "again" not in p.hypothesis for p in embedded)


def test_sentence_initial_discourse_again_stays():
    hyps = _adjective_hypotheses("Again, the old sailor looked happy.")
    assert hyps == {"Again, the old sailor didn't look ecstatic."}


def test_quantifier_hypothesis_keeps_again():
    hyps = {p.hypothesis for p in _pairs("We saw some of the old letters again.")}
    assert "We didn't see all of the old letters again." in hyps


# --- rule 2: scalar "even" ----------------------------------------------------------------


def test_even_on_adjective_gives_no_pair():
    assert _adjective_hypotheses("After the long journey the boy was even happy!") == set()


def test_even_on_subject_neighbour_keeps_pair():
    # re-decided at stop 85 (im101): the pair stays, but the subject's "even" leaves the
    # hypothesis, where it would present the boy as the least likely one not to be ecstatic
    # (Karttunen & Peters 1979; repair.subject_focus_cut)
    hyps = _adjective_hypotheses("Even the youngest boy was happy.")
    assert hyps == {"The youngest boy wasn't ecstatic."}


# --- rule 3: a non-veridical to-infinitive ------------------------------------------------


def test_prepared_to_be_happy_gives_no_pair():
    assert _adjective_hypotheses("The widow sat by the fire and prepared to be happy.") == set()


def test_pretended_to_be_happy_gives_no_pair():
    assert _adjective_hypotheses("The clerk pretended to be happy.") == set()


def test_raising_seem_neighbour_keeps_pair():
    hyps = _adjective_hypotheses("The clerk seemed to be happy.")
    assert hyps == {"The clerk didn't seem to be ecstatic."}


def test_numeral_under_plan_keeps_global_implicature():
    hyps = {
        p.hypothesis
        for p in _pairs("The council planned to build two bridges.")
        if p.premise_kind == "original"
    }
    assert hyps == {"The council didn't plan to build more than two bridges."}
