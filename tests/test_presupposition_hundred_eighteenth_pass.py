"""Hundred-eighteenth pass (stop 66, pr115): embeddings that split a VP coordination, drafts
that lose the subject's concord or keep an NPI without its licensor, trigger misreads
(optative "if ... only", quantity "more"), and factives whose complement a conditional's
antecedent filters (review s1202u, the fortune-mod data; classes 1-4 of its summary). The
sentences are constructed for these tests; each class has a control that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _pairs(text: str, subtype: str, hyp_kind: str = "presupposition") -> dict[str, tuple]:
    """premise kind -> (premise, hypothesis, label, well_formed, flags) of ``subtype``'s pairs."""
    return {
        p.premise_kind: (
            p.premise,
            p.hypothesis,
            p.heuristic_label,
            p.well_formed,
            list(p.features.get("flags", ())),
        )
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hyp_kind
    }


# -- class 1: the embedding breaks the premise -------------------------------------------------


def test_negation_not_on_the_second_of_two_coordinated_verbs():
    text = "The officers patted and stroked the dogs while the sergeant questioned the suspects."
    pairs = _pairs(text, "temporal_adverbs")
    assert "original" in pairs
    assert "negated" not in pairs
    assert "negated" not in _pairs(text, "temporal_adverbs", "original")


def test_negation_not_on_a_conjunct_under_a_shared_modal():
    text = "You can pack the tent, load the car, and have time left for Mary's breakfast."
    pairs = _pairs(text, "possessed_definites")
    assert "original" in pairs
    assert "negated" not in pairs


def test_control_last_conjunct_with_its_own_object_keeps_the_negation():
    text = "He arrived at noon and stayed long after the meeting ended."
    pairs = _pairs(text, "temporal_adverbs")
    assert pairs["negated"][0] == "He arrived at noon and didn't stay long after the meeting ended."


# -- class 2: drafts -------------------------------------------------------------------------------


def test_aspectual_draft_takes_the_source_verbs_plural_concord():
    # the parser reads "critics 'round" as a genitive and "round" as a singular subject
    text = "After a few drinks, the critics 'round here start sounding kind."
    hyp = _pairs(text, "aspectual_verbs")["original"][1]
    assert hyp == "The critics 'round here have not been sounding kind before."


def test_control_singular_concord_keeps_has():
    text = "The old clock in the hall keeps ticking."
    hyp = _pairs(text, "aspectual_verbs")["original"][1]
    assert hyp.startswith("The old clock in the hall has been ticking")


def test_control_determined_singular_subject_outweighs_a_plural_verb_slip():
    text = "The member of the jury begin questioning Sawyer today."
    hyp = _pairs(text, "aspectual_verbs")["original"][1]
    assert hyp == "The member of the jury has not been questioning Sawyer before."


def test_at_all_left_without_only_is_an_unlicensed_npi():
    text = "It was only later that the plan made any sense at all."
    original = _pairs(text, "only")["original"]
    assert original[1] == "It was later that the plan made any sense at all."
    assert original[3] is False
    assert "unlicensed-npi" in original[4]


def test_at_all_alone_is_an_unlicensed_npi():
    text = "It was only later that the plan made sense at all."
    assert "unlicensed-npi" in _pairs(text, "only")["original"][4]


def test_control_universal_all_still_licenses_nothing_wrong():
    text = "She is only happy when all the guests have left."
    original = _pairs(text, "only")["original"]
    assert original[1] == "She is happy when all the guests have left."
    assert original[3] is True


# -- class 3: wrong triggers -----------------------------------------------------------------------


def test_optative_if_only_is_no_focus_only():
    assert not presupposition_triggers(
        "Oh, if the neighbours would only turn the music down ...", "only"
    )


def test_control_plain_only_stays():
    assert presupposition_triggers(
        "The neighbours only turn the music down after midnight.", "only"
    )


def test_bare_plural_more_adjective_is_a_quantity_comparative():
    assert not presupposition_triggers(
        "There were more young soldiers than old generals.", "comparatives"
    )


def test_control_determined_comparative_stays():
    assert presupposition_triggers(
        "She bought a more reliable car than her brother's old van.", "comparatives"
    )


# -- class 4: not unconditionally entailed ---------------------------------------------------------


def test_factive_in_consequent_with_bound_pronoun_is_neutral():
    text = "If a student hands in essays late, she knows they are penalised."
    pairs = _pairs(text, "clause_embedding_predicates")
    assert pairs["original"][1] == "They are penalised."
    assert {v[2] for v in pairs.values()} == {"neutral"}


def test_control_factive_in_consequent_without_bound_pronoun_projects():
    text = "If it rains, we know that the roof leaks."
    pairs = _pairs(text, "clause_embedding_predicates")
    assert pairs["original"][1] == "The roof leaks."
    assert pairs["original"][2] == "entailment"
