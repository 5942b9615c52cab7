"""Presupposition drafts (stop 45, pr43): the presupposition stated in the right tense, person
and domain (rubric c; IMPPRES §3 templates; NOPE App. B on what each trigger presupposes).

- Change of state with a quantified subject ("Roughly 300 workers died"): the presupposition
  is about each individual counted (Heim 1983); "Roughly 300 workers were alive before" is a
  new cardinal claim with an unanchored "before": no draft. A definite subject keeps its draft.
- "only" with a fronted time or place frame ("By 1900, only three species ..."): the frame
  scopes over "only", so the prejacent keeps it (Quirk et al. 1985 §8.17).
- "only" on the object of a ranking preposition ("the third-largest port, behind only X"):
  "only" associates with its own constituent (Rooth 1992; Beaver & Clark 2008); the whole
  clause is no prejacent: no draft.
- A factive's complement that ends in a reporting verb with direct speech after it: the draft
  keeps the quotation (Quirk et al. 1985 §14.29) instead of ending on "shouted,".
- Bare "both N" of a paired part noun ("at both ends") with its whole named by the clause:
  "The bridge has two ends", not "There are two relevant ends" (Barker 1995).
- An it-cleft with a speaker-oriented adverb on its copula ("It was obviously X that ..."): no
  conditional, question or modal premise (Ernst 2009: speaker-oriented adverbs resist them).

Constructed sentences through the real pipeline; each class has its good counterpart."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _premise_kinds(text: str, subtype: str) -> set[str]:
    """The premise kinds of the kept presupposition pairs of ``subtype`` for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return {
        p.premise_kind
        for p in result.pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and kept(p)
    }


# -- change of state with a quantified subject -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Roughly 300 workers died in the fire at the factory.",
        "An estimated two million people died during the famine.",
        "Thousands of residents left the city after the flood.",
        "Many sailors died on the long voyage.",
    ],
)
def test_quantified_subject_has_no_prior_state_draft(text: str) -> None:
    assert _drafts(text, "change_of_state") == set()


def test_definite_subject_keeps_its_prior_state_draft() -> None:
    assert _drafts("The old king died in 1547.", "change_of_state") == {
        "The old king was alive before."
    }


def test_definite_numeral_subject_keeps_its_prior_state_draft() -> None:
    assert _drafts("The two brothers left the city after the flood.", "change_of_state") == {
        "The two brothers were in the city before."
    }


# -- "only" under a fronted frame --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "prejacent"),
    [
        (
            "By 1900, only three species had been recorded on the island.",
            "By 1900, three species had been recorded on the island.",
        ),
        ("In 1950, only two bridges crossed the river.", "In 1950, two bridges crossed the river."),
        (
            "In Norway, only two stations recorded the storm.",
            "In Norway, two stations recorded the storm.",
        ),
    ],
)
def test_only_prejacent_keeps_a_fronted_frame(text: str, prejacent: str) -> None:
    assert _drafts(text, "only") == {prejacent}


def test_only_prejacent_still_drops_a_fronted_concessive() -> None:
    text = "Despite the rain, only two players missed the match."
    assert _drafts(text, "only") == {"Two players missed the match."}


# -- "only" in a ranking PP --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The city became the third-largest port in Europe, behind only Rotterdam.",
        "The company is now the second-largest carmaker behind only Toyota.",
    ],
)
def test_only_in_a_ranking_pp_has_no_prejacent_draft(text: str) -> None:
    assert _drafts(text, "only") == set()


def test_only_on_a_time_measure_after_keeps_its_draft() -> None:
    text = "He became the youngest champion after only two seasons."
    assert _drafts(text, "only") == {"He became the youngest champion after two seasons."}


# -- factive complement ending in direct speech ------------------------------------------------


def test_factive_draft_keeps_the_quotation() -> None:
    text = 'She knew that her brother had once shouted, "I will never come back!"'
    assert _drafts(text, "clause_embedding_predicates") == {
        'Her brother had once shouted, "I will never come back!"'
    }


def test_factive_draft_without_quotation_unchanged() -> None:
    text = "She knew that her brother had once shouted at the guests."
    assert _drafts(text, "clause_embedding_predicates") == {
        "Her brother had once shouted at the guests."
    }


# -- "both N" of a paired part with its whole --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "presupposition"),
    [
        ("The bridge has stone towers at both ends.", "The bridge has two ends."),
        ("Tall trees lined the avenue on both sides.", "The avenue had two sides."),
    ],
)
def test_both_part_noun_states_its_whole(text: str, presupposition: str) -> None:
    assert _drafts(text, "numeric_determiners") == {presupposition}


def test_both_without_a_named_whole_keeps_the_nope_wording() -> None:
    text = "Both sides agreed to the treaty."
    assert _drafts(text, "numeric_determiners") == {"There were two relevant sides."}


# -- it-cleft with a speaker adverb ------------------------------------------------------------


def test_cleft_with_speaker_adverb_is_not_embedded() -> None:
    kinds = _premise_kinds("It was obviously the dog that ate the cake.", "clefts")
    assert "original" in kinds
    assert not kinds & {"conditional", "interrogative", "modal"}


def test_plain_cleft_keeps_its_embeddings() -> None:
    kinds = _premise_kinds("It was the dog that ate the cake.", "clefts")
    assert {"conditional", "interrogative"} <= kinds


def test_one_or_both_has_no_broken_draft() -> None:
    text = "Parking on one or both sides of the street is allowed at night."
    assert _drafts(text, "numeric_determiners") == set()
