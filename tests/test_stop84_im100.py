"""Stop 84, branch im100: implicature hypotheses that break the sentence.

* a degree word on the quantifier ("very many") leaves with it: "all" takes no degree, and the
  stronger alternative replaces the whole quantifier phrase (Horn 1972; Quirk et al. 1985 §5.25;
  ``rewrite.implicature.quantifier_degree_words``);
* a sentence-initial conjunction "for" leaves the hypothesis, as "But/And/So" do (Quirk et al.
  1985 §13.19; ``supplements._conjunction_for``), while a fronted "For two years, ..." stays;
* a finite host whose subject the parser hung inside the preposed adverbial clause before it
  gives no pair (English has no pro-drop, Quirk et al. 1985 §10.2;
  ``pairs._swallowed_subject`` now looked for on the item's own clause too).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind}


def _all_hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "implicature", assess_sources=True)}


# --- rule 1: "very many" -> "all", not "very all" -----------------------------------------------


def test_very_many_object_drops_very():
    hyps = _hypotheses("Her letter has pleased very many of the guests.")
    assert hyps == {"Her letter hasn't pleased all of the guests."}


def test_very_many_object_embedded_premises_drop_very():
    hyps = _all_hypotheses("Her letter has pleased very many of the guests.")
    assert hyps
    assert not any("very all" in h.lower() for h in hyps)


def test_very_many_subject_is_not_all_subject():
    hyps = _hypotheses("Very many of the guests left early.")
    assert hyps == {"Not all of the guests left early."}


def test_plain_many_neighbour_unchanged():
    hyps = _hypotheses("Her letter has pleased many of the guests.")
    assert hyps == {"Her letter hasn't pleased all of the guests."}


def test_premise_keeps_very():
    pairs = [p for p in _pairs("Her letter has pleased very many of the guests.")]
    assert any(p.premise == "Her letter has pleased very many of the guests." for p in pairs)


# --- rule 2: sentence-initial conjunction "for" ---------------------------------------------------


def test_initial_for_conjunction_leaves_numeral_hypothesis():
    hyps = _hypotheses("For the old mill has two wheels.")
    assert hyps == {"The old mill doesn't have more than two wheels."}


def test_initial_for_conjunction_leaves_quantifier_hypothesis():
    hyps = _hypotheses("For most of these are stones that roll into the river.")
    assert hyps == {"Not all of these are stones that roll into the river."}


def test_fronted_for_phrase_neighbour_stays():
    hyps = _hypotheses("For two years many of the guests stayed.")
    assert hyps == {"For two years not all of the guests stayed."}


# --- rule 3: the host's subject swallowed by the preposed clause ----------------------------------


def test_subject_swallowed_by_preposed_clause_gives_no_pair():
    text = (
        "As Hebron was near Bethel, the elders, hearing that Saul was there, sent two servants"
        " to him, urging him to come quickly."
    )
    assert not any(p.hypothesis.startswith("Didn't") for p in mined_pairs(text, "implicature"))
    assert not _pairs(text)


def test_subject_after_preposed_clause_neighbour_keeps_pair():
    hyps = _hypotheses("As the farm was near the river, the brothers moved two cows to the hill.")
    assert hyps == {"The brothers didn't move more than two cows to the hill."}
