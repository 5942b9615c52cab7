"""Stop 70, the merge of the first round and the end slice s1203b: interactions between branches
and one flag promise the blind review found broken. Each bad case next to the neighbour that must
keep its old reading; real sentences through the real spaCy model and run path.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    fitness_reasons,
    implicature_hypotheses,
    mined_pairs,
    original_presupposition_drafts,
)

_FRONTED_PP = (
    "For a small cache module the standard requires the same clock be used for both chips but "
    "some vendors use separate clocks to increase the clock speed."
)


def test_fronted_pp_before_a_subject_read_as_apposition_is_no_for_clause(nlp):
    # the parser hangs "the standard" on "module" as an appositive; close apposition takes no
    # second determiner, so it is the clause's subject and the sentence is fit
    assert fitness_reasons(nlp, _FRONTED_PP) == []


def test_for_clause_stays_a_fragment(nlp):
    # stop 87 (fl73): still unfit, under its own reason (a complete clause whose "for" links it
    # to an unseen sentence, Quirk et al. 1985 §13.19; a warning for conjunction and
    # verb_complement only)
    assert fitness_reasons(nlp, "For he was tired.") == ["for_clause"]


def test_implicature_pairs_of_the_fronted_pp_sentence_are_not_flagged():
    pairs = [
        p
        for p in mined_pairs(_FRONTED_PP, "implicature", assess_sources=True)
        if p.subtype == "quantifiers"
    ]
    assert pairs and all(
        not any(f.startswith("source:") for f in p.features.get("flags") or []) for p in pairs
    )


def test_it_is_never_replaced_by_a_noun_before_it():
    # vc114 named an object pronoun by its one agreeing antecedent; "it" is also the expletive
    # and ambient pronoun, so "At some point it gets easier" must not become "some point gets"
    hyps = {
        p.hypothesis
        for p in mined_pairs("I think at some point it begins to get easier.", "verb_complement")
        if p.premise_kind == "original"
    }
    assert "At some point it gets easier." in hyps


def test_existential_frequency_adverb_stays_after_not_all():
    assert implicature_hypotheses(
        "Some people in the town sometimes complain about the noise.", "quantifiers"
    ) == {"Not all people in the town sometimes complain about the noise."}


def test_sentential_relative_after_a_counted_plural_keeps_the_numeric_draft():
    assert "There are two relevant languages." in original_presupposition_drafts(
        "She has to learn both languages, which is hard for anyone.", "numeric_determiners"
    )


def test_a_plural_kind_first_appearing_in_a_period_did_not_exist_before():
    assert original_presupposition_drafts(
        "Dinosaurs first appeared in the Triassic.", "change_of_state"
    ) == {"Dinosaurs had not existed before."}


def test_coordinated_infinitive_with_a_parenthetical_adjunct_is_no_gapping():
    # pr125's surface test for gapping took "and, by formulating concepts, to understand" for a
    # subject remnant; the negated premise was kept by s1203a's judges and must stay
    negated = [
        p
        for p in mined_pairs(
            "It aims to understand the similarities and differences in the workings of organic "
            "processes and, by formulating abstract concepts, to understand their behaviour.",
            "verb_complement",
        )
        if p.premise_kind == "negated"
    ]
    assert negated and negated[0].premise.startswith("It does not aim to understand")


def test_pro_form_with_a_restriction_of_its_own_is_not_flagged():
    # vc116 flags "that this is the case" (no content); "this is true only for X and may not
    # cover Y" says something of its own and s1203a's judges kept its pairs
    pairs = mined_pairs(
        "The study suggests that this is true only for old machines and may not cover new ones.",
        "verb_complement",
    )
    assert pairs and not any(
        f.startswith("dangling-anaphor:pro-form") for p in pairs for f in p.features["flags"]
    )
