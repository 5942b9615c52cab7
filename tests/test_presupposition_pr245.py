"""Presupposition on speech transcripts (pr245, stop 104): first-person performatives under an
embedding, non-triggers (a speech's purpose formula "I have come here to V", "winning each and
every day", concessive "while" of readiness), negations that are not the trigger clause's
contradictory (a comparative quantifier subject, one disjunct of a shared-subject "or", one of
two coordinated modals), and draft grammar (notional concord after "all of", the of-genitive of
a fused "the + adjective" head, a possessum glued to the next word by a hyphen).

Constructed sentences through the real run path (real spaCy parse); each class has a near miss
that must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _kinds(text: str, subtype: str, hypothesis_kind: str = "presupposition") -> set[str]:
    return {p.premise_kind for p in _pairs(text, subtype) if p.hypothesis_kind == hypothesis_kind}


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "presupposition"}


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in _pairs(text, subtype)
        if p.hypothesis_kind == "presupposition"
    }


# -- 1. first-person present performatives take no modal, question or "if" (Austin 1962) ------


def test_progressive_performative_takes_no_modal_question_or_conditional() -> None:
    text = "I am asking both committees to agree on a modern budget."
    kinds = _kinds(text, "numeric_determiners")
    assert "original" in kinds and "negated" in kinds
    assert not kinds & {"modal", "interrogative", "conditional"}


def test_simple_present_performative_takes_no_question() -> None:
    # "*Do I urge both parties ...?"; under "might" and "if" the simple form reads as a possible
    # act and keeps its premises (integration after the blind A/B ab106)
    kinds = _kinds("I urge both parties to pass the bill this spring.", "numeric_determiners")
    assert "original" in kinds
    assert "interrogative" not in kinds
    assert {"modal", "conditional"} <= kinds


def test_past_report_of_asking_keeps_its_embeddings() -> None:
    # near miss: "I asked" reports an act, it does not perform one
    kinds = _kinds("I asked both committees to agree on a modern budget.", "numeric_determiners")
    assert {"modal", "interrogative", "conditional"} <= kinds


# -- 2. non-triggers ---------------------------------------------------------------------------


def test_speech_purpose_come_here_is_no_change_of_location() -> None:
    text = "I have come here tonight to propose that you fund the schools."
    assert _pairs(text, "change_of_state") == []


def test_third_person_come_here_keeps_the_change_of_location() -> None:
    assert "She was not here before." in _hypotheses(
        "She has come here to ask for help.", "change_of_state"
    )


def test_winning_each_and_every_day_is_no_change_of_state() -> None:
    assert _pairs("This nation is winning each and every day.", "change_of_state") == []


def test_losing_an_object_each_and_every_day_keeps_its_candidate() -> None:
    # near miss: a real object beside the frequency adjunct
    text = "The company is losing customers each and every day."
    assert _pairs(text, "change_of_state") != []


def test_concessive_while_of_readiness_is_no_temporal_trigger() -> None:
    text = (
        "For, while we are ready to carry our share of the load, we cannot and must not be "
        "asked to carry it alone."
    )
    assert _pairs(text, "temporal_adverbs") == []


def test_past_while_clause_of_readiness_keeps_the_trigger() -> None:
    text = "While we were prepared to assume our share, the committee met twice."
    assert "We were prepared to assume our share." in _hypotheses(text, "temporal_adverbs")


# -- 3. negations that are not the contradictory ---------------------------------------------


def test_no_negated_control_under_a_comparative_quantifier_subject() -> None:
    text = (
        "Over the last decade, more of our neighbours have discovered that volunteering brings joy."
    )
    assert "negated" not in _kinds(text, "clause_embedding_predicates", "original")


def test_plain_subject_keeps_its_negated_control() -> None:
    text = "Over the last decade, our neighbours have discovered that volunteering brings joy."
    assert "negated" in _kinds(text, "clause_embedding_predicates", "original")


def test_no_negation_inside_one_disjunct_sharing_the_subject() -> None:
    text = (
        "We will vote to expand our trade by leading the region, or shut ourselves off from "
        "our neighbors."
    )
    assert not any(p.premise_kind == "negated" for p in _pairs(text, "change_of_state"))


def test_and_coordinated_verb_phrase_keeps_its_negation() -> None:
    text = "They lost the war and shut themselves off from trade."
    assert "negated" in _kinds(text, "change_of_state", "original")


def test_no_negation_of_one_of_two_coordinated_modals() -> None:
    text = (
        "In the years ahead, we cannot, and we must not, forget that we are responsible for "
        "the rivers."
    )
    pairs = _pairs(text, "clause_embedding_predicates")
    assert pairs and not any(p.premise_kind == "negated" for p in pairs)


def test_single_negated_modal_keeps_its_negation() -> None:
    text = "We must not forget that we are responsible for the rivers."
    assert "negated" in _kinds(text, "clause_embedding_predicates", "original")


# -- 4. draft grammar -------------------------------------------------------------------------


def test_all_of_a_plural_takes_plural_agreement() -> None:
    hyps = _hypotheses(
        "After five years, all of our soldiers have returned from the mountains.",
        "change_of_state",
    )
    assert any(h.startswith("All of our soldiers were ") for h in hyps), hyps


def test_each_of_a_plural_keeps_singular_agreement() -> None:
    hyps = _hypotheses(
        "After five years, each of our soldiers has returned from the mountains.",
        "change_of_state",
    )
    assert any(h.startswith("Each of our soldiers was ") for h in hyps), hyps


def test_fused_adjective_possessor_takes_the_of_genitive() -> None:
    text = "Our grants have enabled the free Chinese to rebuild their ports in the south."
    assert "The ports of the free Chinese have been built before." in _hypotheses(text, "re_verbs")


def test_noun_possessor_keeps_the_s_genitive() -> None:
    text = "Our grants have enabled the company to rebuild its ports in the south."
    assert "The company's ports have been built before." in _hypotheses(text, "re_verbs")


def test_possessum_glued_to_the_next_word_by_a_hyphen_is_no_candidate() -> None:
    text = "This spring, two of my aunt's favorite people-my cousin and I-turn forty."
    assert _pairs(text, "possessed_definites") == []


def test_possessum_before_a_spaced_appositive_keeps_its_candidate() -> None:
    text = "Two of my aunt's favorite people, my cousin and I, turned forty this spring."
    assert "My aunt had favorite people." in _hypotheses(text, "possessed_definites")


def test_hyphenated_compound_possessum_keeps_its_candidate() -> None:
    # near miss: a compound's hyphen (the parse takes its first part for the head) is no dash
    assert "Laura had an ex-husband." in _hypotheses(
        "Laura's ex-husband did visit the museum.", "possessed_definites"
    )


# -- 5. labels of semi-factives (checked, kept: Karttunen 1971; Stalnaker 1974) ----------------


def test_first_person_realize_in_a_conditional_is_neutral() -> None:
    # "If I realize that p": the speaker supposes coming to know p and so does not take p for
    # granted (Karttunen 1971; Stalnaker 1974): the rule that labels it neutral stays
    labels = _labels(
        "I realize that the new tax will not be popular.", "clause_embedding_predicates"
    )
    assert labels.get("conditional") == "neutral"


def test_third_person_realize_in_a_conditional_is_entailment() -> None:
    labels = _labels(
        "The minister realized that the new tax would not be popular.",
        "clause_embedding_predicates",
    )
    assert labels.get("conditional") == "entailment"
