"""Stop 53 (ng23): embeddings that scope over the trigger, and their word order.

Constructed sentences through the real run path (``mined_pairs``); see docs/negation.md,
"Stop 53 (ng23: embeddings that scope over the trigger)".
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _premises(text: str, kind: str) -> set[str]:
    """Well-formed premises of ``kind`` mined from ``text`` (presupposition)."""
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed
    }


# --- medial position: conjuncts and floated quantifiers go after the modal ------------------


def test_conjunct_stays_before_the_verb_after_the_modal() -> None:
    premises = _premises("The mayor's plan is therefore especially timely.", "modal")
    assert premises == {"The mayor's plan might therefore be especially timely."}, premises


def test_floated_both_goes_after_the_modal() -> None:
    premises = _premises("They are both getting tired of the mayor's speech.", "modal")
    assert premises == {"They might both be getting tired of the mayor's speech."}, premises


def test_predicate_both_is_not_moved() -> None:
    # "both" of a coordinated predicate ("both brave and shocking") is no floated quantifier
    premises = _premises("The mayor's speech was both brave and shocking.", "modal")
    assert all("might" in p and "both brave" in p for p in premises), premises
    assert not any("might both" in p for p in premises), premises


# --- correlative "so/such ... (that)" with "that" left out ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The crowd at the mayor's party was so big, the neighbours called the police.",
        "The mayor's dog was such a pest, the neighbours moved away.",
    ],
)
def test_no_if_or_question_over_a_bare_result_clause(text: str) -> None:
    for kind in ("conditional", "interrogative"):
        assert _premises(text, kind) == set(), kind


def test_embed_refuses_the_negation_of_a_bare_result_clause(parsed) -> None:
    # embed(kind="negated") (implicature, the IMPPRES evaluation); the presupposition
    # rewriter's own negation (rewrite/presupposition.py) is not changed here
    from pipeline.rewrite.embedding import embed

    doc, _ = parsed("The crowd at the party was so big, the neighbours called the police.")
    result = embed(doc, "negated")
    assert not result.ok and "correlative-result" in result.flags, result
    doc, _ = parsed("The crowd at the party was so big that the neighbours called the police.")
    assert embed(doc, "negated").ok


def test_result_clause_with_that_keeps_its_embeddings() -> None:
    text = "The mayor's dog was so loud that the neighbours moved away."
    assert _premises(text, "conditional") == {
        "If the mayor's dog was so loud that the neighbours moved away, it's okay."
    }
    assert _premises(text, "interrogative") == {
        "Was the mayor's dog so loud that the neighbours moved away?"
    }


# --- result "so" joining a second clause ---------------------------------------------------


def test_no_if_over_a_result_so_clause() -> None:
    text = "I lost the mayor's keys so I was a little worried."
    assert _premises(text, "conditional") == set()
    assert _premises(text, "interrogative") == set()


def test_purpose_so_keeps_its_question() -> None:
    # without "that", a modal marks the purpose clause (Quirk et al. 1985 §15.48)
    text = "He left the mayor's party early so he could catch the bus."
    assert _premises(text, "interrogative") == {
        "Did he leave the mayor's party early so he could catch the bus?"
    }


def test_purpose_so_that_keeps_its_conditional() -> None:
    text = "He left the mayor's party early so that he could catch the bus."
    assert _premises(text, "conditional") == {
        "If he left the mayor's party early so that he could catch the bus, it's okay."
    }


def test_initial_so_is_a_marker_not_if_so() -> None:
    text = "So the guards went to fetch the king's son."
    premises = _premises(text, "conditional")
    assert premises, "the conditional is still built"
    assert not any(p.startswith("If so") for p in premises), premises


def test_degree_so_before_a_quantifier_is_kept(parsed) -> None:
    # "so many" is the degree word on a quantifier (Quirk et al. 1985 §7.89), not the marker
    from pipeline.rewrite.embedding import _degree_so

    doc, _ = parsed("So many people came to the mayor's party.")
    assert _degree_so(doc[0])
    doc, _ = parsed("So the people came to the mayor's party.")
    assert not _degree_so(doc[0])


# --- first-person questions over "know" ----------------------------------------------------


def test_no_question_over_we_know_that() -> None:
    text = "We know that the mayor's plan can be overwhelming."
    assert not any(p.startswith("Do we know") for p in _premises(text, "interrogative"))


def test_third_person_knowledge_keeps_its_question() -> None:
    text = "The voters know that the mayor's plan can be overwhelming."
    assert _premises(text, "interrogative") == {
        "Do the voters know that the mayor's plan can be overwhelming?"
    }
