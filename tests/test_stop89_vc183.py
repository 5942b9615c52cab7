"""Stop 89, vc183: verb_complement hypotheses that carried material outside the complement
(s1205v rejects verb-033, -044, -050, -053, -072), through the real spaCy pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _original(text: str):
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "original"]


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _original(text)}


# -- a subjectless "and" conjunct after an unrealised, agentive matrix -----------------------


def test_and_conjunct_after_prepare_leaves_the_hypothesis():
    hyps = _hypotheses("They prepared to die, and cried to God.")
    assert "They died." in hyps
    assert not any("cried" in h for h in hyps)


def test_and_conjunct_after_want_leaves_the_hypothesis():
    # constructed: a second real act beside an unrealised wish
    pairs = _original("She wanted to leave and packed her bags.")
    assert [p.hypothesis for p in pairs] == ["She left."]
    assert pairs[0].well_formed


def test_and_conjunct_after_an_implicative_stays():
    # after "manage" S asserts both events: the conjunct stays (flagged, as before)
    hyps = _hypotheses("She managed to leave and packed her bags.")
    assert "She left and packed her bags." in hyps


def test_contrast_conjunct_after_an_attempt_is_not_cut():
    # RP19's gold complement keeps "but was killed anyway"
    hyps = _hypotheses("Robespierre attempted to quell the extremists, but was killed anyway.")
    assert "Robespierre quelled the extremists, but was killed anyway." in hyps


# -- a comma-set "for" clause of reason after a to-complement --------------------------------


def test_for_clause_after_try_leaves_the_hypothesis():
    hyps = _hypotheses(
        "David strapped his sword on his clothing and he tried to move, for he had not tested it."
    )
    assert "David strapped his sword on his clothing and he moved." in hyps


def test_for_clause_after_refuse_leaves_the_hypothesis():
    # constructed
    pairs = _original("She refused to sign the letter, for she did not trust them.")
    assert [p.hypothesis for p in pairs] == ["She signed the letter."]
    assert pairs[0].heuristic_label == "contradiction"


def test_for_phrase_of_duration_stays():
    hyps = _hypotheses("He asked her to wait for an hour.")
    assert "She waited for an hour." in hyps


# -- a comma-set "because" clause after a factive's that-complement ---------------------------


def test_comma_set_because_after_see_is_the_matrix_reason():
    hyps = _hypotheses(
        "He has seen that your way is righteous, because you are continually sorry for your "
        "people, and make great lamentation for Zion."
    )
    assert hyps == {"Your way is righteous."}


def test_comma_set_because_after_notice_is_the_matrix_reason():
    # constructed
    assert _hypotheses("She noticed that the door was open, because the light was on.") == {
        "The door was open."
    }


def test_integrated_because_after_a_factive_stays():
    assert _hypotheses("He saw that the road was wet because it had rained.") == {
        "The road was wet because it had rained."
    }


def test_comma_set_because_after_a_verb_of_saying_stays():
    # RP19's gold complement keeps the reason of the advice
    hyps = _hypotheses(
        "OMB staff advised that the rule could be economically significant, and major, because "
        "it could adversely affect competition."
    )
    assert any(h.endswith("because it could adversely affect competition.") for h in hyps)


# -- a second "and that" clause parallel to the matrix's own "that" ---------------------------


def test_second_purpose_clause_is_not_part_of_know():
    text = (
        "These things I have written to you who believe in the name of the Son of God, that you "
        "may know that you have eternal life, and that you may continue to believe in the name "
        "of the Son of God."
    )
    know = [p for p in _original(text) if p.premise_kind == "original" and "know" in p.premise]
    assert "You have eternal life." in {p.hypothesis for p in know}
    assert not any(p.hypothesis.startswith("You have eternal life, and") for p in know)


def test_second_purpose_clause_after_so_that_is_not_part_of_see():
    # constructed
    hyps = _hypotheses(
        "I came so that you might see that the work is done, and that you might rest."
    )
    assert hyps == {"The work is done."}


def test_second_complement_of_a_main_clause_matrix_stays():
    hyps = _hypotheses("She admitted that she had made mistakes, but that nobody had been hurt.")
    assert hyps == {"She had made mistakes, but nobody had been hurt."}


# -- "may/might" after a verb of request or command -------------------------------------------


def test_might_after_ask_is_flagged_mandative():
    pairs = _original("But they were urgent with loud voices, asking that he might be crucified.")
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("subjunctive-complement" in p.features["flags"] for p in pairs)


def test_may_after_pray_is_flagged_mandative():
    # constructed
    pairs = _original("The people prayed that the king may live long.")
    assert pairs and all("subjunctive-complement" in p.features["flags"] for p in pairs)


def test_epistemic_may_after_suggest_stays_well_formed():
    pairs = _original("Poirot suggested that the person may have a warrant in his pocket.")
    assert [p.hypothesis for p in pairs] == ["The person may have a warrant in his pocket."]
    assert pairs[0].well_formed


def test_npi_in_the_hypothesis_stays_a_defect():
    pairs = _original(
        "But if anyone thinks that he knows anything, he doesn't yet know as he ought to know."
    )
    assert pairs and all(not p.well_formed for p in pairs)
    assert any(
        f.startswith("non-construction:npi-in-complement") for f in pairs[0].features["flags"]
    )


def test_and_conjunct_after_move_to_keeps_the_warning():
    # RP19's gold complement keeps the conjunct after "move to" (not future-oriented)
    hyps = _hypotheses(
        "Authorities have moved to protect undeveloped areas, and have even blown up some hotels."
    )
    assert (
        "Authorities have protected undeveloped areas, and have even blown up some hotels." in hyps
    )


def test_for_clause_after_an_aspectual_stays():
    # S asserts the begging: its reason stays (s1205u verb-035, judged kept)
    hyps = _hypotheses(
        "Haman began to beg the queen for mercy, for he saw that he was in serious trouble."
    )
    assert "Haman begged the queen for mercy, for he saw that he was in serious trouble." in hyps


def test_corrective_second_complement_inside_a_purpose_clause_stays():
    # constructed: "but that" without the purpose clause's modal is learn's second complement
    hyps = _hypotheses(
        "He fed them, that his children might learn that it is not bread that keeps a man alive, "
        "but that your word preserves those who trust you."
    )
    assert any(h.endswith("but your word preserves those who trust you.") for h in hyps)


def test_for_clause_of_evidence_after_seem_stays():
    # constructed: the "for" clause is the evidence for the appearance
    hyps = _hypotheses("The news seemed to please her, for she smiled at everyone.")
    assert "The news pleased her, for she smiled at everyone." in hyps
