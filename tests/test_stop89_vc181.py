"""Stop 89, vc181: verb-complement spans, subjects, purpose clauses and labels.

* a ", for <clause>" after the complement is the speaker's reason for the main clause (Quirk
  et al. 1985 §13.15-13.19) and ends the complement;
* a subject pronoun resolved to the matrix subject is replaced by the whole noun phrase with
  its "of"-phrase, or stays a pronoun (restrictive relative);
* a comma-set "that"-clause with "may/might" after a filled object is a purpose clause
  (Quirk et al. 1985 §15.48): no candidate;
* an adverb of intention kept above the negation of an uncontrolled verb ("*willfully do not
  forget") drops ¬S (Dowty 1979 §2.3); a controllable verb keeps it;
* "wish" over the were-subjunctive of an actional passive is a prospective wish: its negation
  commits to nothing (Quirk et al. 1985 §14.25); a statal one ("already locked") stays -/-;
* a left-dislocated free relative resumed by a pronoun ("that whoever stole a horse, his land
  would be taken") is an anacoluthon (Quirk et al. 1985 §18.39): no candidate.

Sentences go through the real spaCy model and the real pipeline; each is constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> dict[str, tuple[str, str, bool]]:
    """premise kind -> (hypothesis, label, well formed) of the complement pairs."""
    return {
        p.premise_kind: (p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement"
    }


def test_for_clause_ends_the_complement():
    pairs = _pairs("She knew that the house was empty, for the lights were off.")
    assert pairs["original"][:2] == ("The house was empty.", "entailment"), pairs
    assert pairs["negated"][0] == "The house was empty.", pairs


def test_prepositional_for_stays_in_the_complement():
    pairs = _pairs("She knew that the shop was open for business.")
    assert pairs["original"][0] == "The shop was open for business.", pairs


def test_pronoun_takes_the_whole_noun_phrase_with_its_of_phrase():
    pairs = _pairs("The children of the village said that they were hungry.")
    assert pairs["original"][0] == "The children of the village were hungry.", pairs
    assert pairs["negated"][0] == "The children of the village were hungry.", pairs


def test_for_clause_and_of_phrase_together():
    pairs = _pairs(
        "So the children of Benjamin saw that they were struck, for the men of Israel yielded "
        "to Benjamin because they trusted the ambushers."
    )
    assert pairs["original"][:2] == ("The children of Benjamin were struck.", "entailment")


def test_pronoun_under_a_restrictive_relative_stays():
    pairs = _pairs("The men who came said that they were tired.")
    assert pairs["original"][0] == "They were tired.", pairs


def test_plain_definite_subject_is_still_resolved():
    pairs = _pairs("The teachers said that they were tired.")
    assert pairs["original"][0] == "The teachers were tired.", pairs


def test_purpose_that_clause_after_an_object_is_no_complement():
    assert _pairs("Who has heard her, that she may teach him?") == {}
    assert _pairs("She has seen him, that he might understand.") == {}


def test_that_clause_with_may_right_after_the_verb_stays():
    pairs = _pairs("She has seen that he may understand.")
    assert pairs["original"][0] == "He may understand.", pairs


def test_intention_adverb_over_an_uncontrolled_verb_drops_the_negated_premise():
    pairs = _pairs("They deliberately forget that the debt was paid.")
    assert "negated" not in pairs, pairs
    assert pairs["original"][:2] == ("The debt was paid.", "entailment"), pairs


def test_intention_adverb_over_a_controllable_verb_keeps_the_negated_premise():
    mined = {
        p.premise_kind: p.premise
        for p in mined_pairs(
            "They deliberately ignored that the bridge was closed.", "verb_complement"
        )
    }
    assert mined.get("negated") == "They deliberately did not ignore that the bridge was closed."


def test_negated_prospective_wish_is_neutral():
    pairs = _pairs("I wish that the prisoner were released at dawn.")
    assert pairs["negated"][1] == "neutral", pairs
    assert pairs["original"][1] == "contradiction", pairs


def test_negated_statal_wish_stays_contradiction():
    pairs = _pairs("I wish that the door were already locked.")
    assert pairs["negated"][1] == "contradiction", pairs


def test_hanging_free_relative_is_refused():
    assert (
        _pairs("The governor decreed that whoever stole a horse, his land would be taken from him.")
        == {}
    )


def test_concessive_free_relative_stays():
    pairs = _pairs("The governor said that whoever wins, we will celebrate.")
    assert pairs["original"][0] == "Whoever wins, we will celebrate.", pairs
