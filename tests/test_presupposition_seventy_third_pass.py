"""Seventy-third pass (stop 52, pr70; docs/presupposition.md): projection labels, draft scope.

- A draft about an indefinite or existential bare-plural argument of a verbal trigger ("exposed
  fault lines" -> "Fault lines were hidden before") is neutral under negation, a modal, a
  question and "if": the indefinite introduces no referent there (Karttunen 1976, Heim 1983).
- "how / why X could have V-ed" drafts the past fact, not the modal.
- "have the misfortune to V" keeps its subject ("It would be unfortunate for X to V").
- A contrastive "while" clause is outside every operator: its embedded premises are flagged.

Constructed sentences through the real pipeline; each class has a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_draft_pairs

EMBEDDINGS = ("negated", "modal", "interrogative", "conditional")


def _labels(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    """premise kind -> (label, hypothesis) of the presupposition pairs of ``subtype``."""
    return {
        p.premise_kind: (p.heuristic_label, p.hypothesis)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _well_formed(text: str, subtype: str) -> dict[str, bool]:
    return {
        p.premise_kind: p.well_formed
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- indefinites introduce no referent under an operator ---------------------------------------


def test_bare_plural_object_draft_is_neutral_under_operators() -> None:
    labels = _labels(
        "The long drought exposed cracks that run through the old dam.", "change_of_state"
    )
    assert labels["original"] == ("entailment", "Cracks were hidden before."), labels
    embedded = [k for k in EMBEDDINGS if k in labels]
    assert len(embedded) >= 3, labels
    assert all(labels[k][0] == "neutral" for k in embedded), labels


def test_indefinite_object_draft_is_neutral_under_operators() -> None:
    labels = _labels("She opened a window in the kitchen.", "change_of_state")
    assert labels["original"][0] == "entailment", labels
    assert labels["interrogative"] == ("neutral", "A window was closed before."), labels
    assert labels["negated"][0] == "neutral", labels


def test_indefinite_subject_of_aspectual_is_neutral_under_operators() -> None:
    labels = _labels("A man stopped smoking in the hall.", "aspectual_verbs")
    assert labels["original"][0] == "entailment", labels
    assert labels["modal"][0] == "neutral", labels
    assert labels["conditional"][0] == "neutral", labels


def test_definite_object_draft_still_projects() -> None:
    labels = _labels(
        "The long drought exposed the cracks that run through the old dam.", "change_of_state"
    )
    assert labels["interrogative"] == ("entailment", "The cracks were hidden before."), labels
    assert all(labels[k][0] == "entailment" for k in EMBEDDINGS if k in labels), labels


def test_name_subject_of_aspectual_still_projects() -> None:
    labels = _labels("Martha stopped smoking in the hall.", "aspectual_verbs")
    assert labels["negated"][0] == "entailment", labels
    assert labels["modal"][0] == "entailment", labels


def test_partitive_count_still_projects() -> None:
    labels = _labels("Three of the workers stopped smoking last year.", "aspectual_verbs")
    assert labels and all(label == "entailment" for label, _ in labels.values()), labels


# -- "how could X have V-ed" -------------------------------------------------------------------


def test_how_could_have_drafts_the_past_fact() -> None:
    drafts = original_draft_pairs(
        "One wonders how the film could have failed so badly in 1997.", "embedded_question"
    )
    assert "The film failed so badly in 1997." in drafts, drafts
    assert not any("could" in h for h in drafts), drafts


def test_why_would_have_been_drafts_the_past_passive() -> None:
    drafts = original_draft_pairs(
        "I don't understand why he would have been chosen for the job.", "embedded_question"
    )
    assert "He was chosen for the job." in drafts, drafts


def test_plain_why_question_is_unchanged() -> None:
    drafts = original_draft_pairs("I wonder why he left the party.", "embedded_question")
    assert "He left the party." in drafts, drafts


# -- "have the misfortune to V" ----------------------------------------------------------------


def test_misfortune_keeps_its_subject() -> None:
    drafts = original_draft_pairs(
        "These beetles have the misfortune to taste good to every bird in the valley.",
        "implicative_predicates",
    )
    assert (
        "It would be unfortunate for these beetles to taste good to every bird in the valley."
        in drafts
    ), drafts
    assert not any(h.startswith("It is unfortunate to") for h in drafts), drafts


def test_misfortune_with_a_pronoun_subject_uses_the_object_case() -> None:
    drafts = original_draft_pairs(
        "He had the misfortune to break his leg in the first game.", "implicative_predicates"
    )
    assert "It would be unfortunate for him to break his leg in the first game." in drafts, drafts


def test_manage_keeps_the_imppres_wording() -> None:
    drafts = original_draft_pairs(
        "They managed to finish the report on time.", "implicative_predicates"
    )
    assert "It would take effort to finish the report on time." in drafts, drafts


# -- contrastive "while" -----------------------------------------------------------------------


def test_while_with_an_opinion_verb_flags_the_embeddings() -> None:
    formed = _well_formed(
        "I really connected with the film while many people found it too slow.", "temporal_adverbs"
    )
    assert formed["original"], formed
    assert [k for k in EMBEDDINGS if k in formed] and not any(
        formed[k] for k in EMBEDDINGS if k in formed
    ), formed


def test_while_with_emphatic_do_flags_the_embeddings() -> None:
    formed = _well_formed(
        "While the court did hold that the rule applied, the judge also gave a second reason.",
        "temporal_adverbs",
    )
    # ninety-third pass (review s1202c): emphatic "do" makes the while-clause concessive, so
    # there is no temporal candidate at all (and so no well-formed embedding)
    assert not any(formed[k] for k in EMBEDDINGS if k in formed), formed


def test_while_with_an_evaluated_copula_flags_the_embeddings() -> None:
    formed = _well_formed(
        "While the first film was very impressive, I thought the sequel was terrible.",
        "temporal_adverbs",
    )
    assert not any(formed[k] for k in EMBEDDINGS if k in formed), formed


def test_temporal_while_keeps_its_embeddings() -> None:
    formed = _well_formed("She read a book while her brother was sleeping.", "temporal_adverbs")
    assert all(formed[k] for k in EMBEDDINGS), formed


def test_appositive_indefinite_still_projects() -> None:
    labels = _labels(
        "In 2012, she republished Home Cooking, a 1947 cookbook written by her grandmother.",
        "re_verbs",
    )
    assert labels and all(label == "entailment" for label, _ in labels.values()), labels


def test_bare_plural_passive_subject_is_neutral_under_operators() -> None:
    labels = _labels("In 1998, posts were redeployed from the old office.", "re_verbs")
    assert labels["original"][0] == "entailment", labels
    assert labels["negated"][0] == "neutral", labels
