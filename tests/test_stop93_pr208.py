"""Clause-embedding predicates in conversational text (stop 93, pr208; issue #11).

Three classes, with constructed sentences through the real pipeline (real spaCy parse):

- an informal "because" ("bc", "cuz", ...) between "know" + NP and a reason clause: the clause
  is a reason adjunct, no complement (``extract._informal_because_clause``);
- the generic "you know S when Y" (Quirk et al. 1985 §6.21; Farkas & Sugioka 1983): the plain
  and negated pairs stay, the modal, question and conditional are not written
  (``extract._generic_you_restricted``);
- the parenthetical first-person "I see S" (Urmson 1952; Quirk et al. 1985 §15.54): the plain
  pair only (``extract._evidential_first_person_see``).

Near misses keep every pair: "She knows that the shop closed.", "You know your phone is
ruined." (no restrictor), "I see that ..." (complementizer), "She sees ...", "because".
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs

CEP = "clause_embedding_predicates"


def _kinds(text: str) -> dict[str, tuple[str, str, str]]:
    """premise kind -> (premise, hypothesis, label) of the clause-embedding presupposition pairs."""
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == CEP and p.hypothesis_kind == "presupposition"
    }


def _controls(text: str) -> set[str]:
    return {
        p.premise_kind
        for p in mined_pairs(text, "presupposition")
        if p.subtype == CEP and p.hypothesis_kind == "original"
    }


# -- informal "because" -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I don't know my password bc I never made one.",
        "She knew the road cuz she grew up there.",
    ],
)
def test_informal_because_clause_is_no_complement(text: str) -> None:
    assert not [p for p in mined_pairs(text, "presupposition") if p.subtype == CEP]


def test_spelled_out_because_inside_complement_keeps_pair() -> None:
    kinds = _kinds("I know you left because you were tired.")
    assert kinds["original"][1] == "You left because you were tired."
    assert kinds["original"][2] == "entailment"


# -- generic "you know S when Y" --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hyp"),
    [
        (
            "You know your laptop is broken when the fan goes quiet.",
            "Your laptop is broken when the fan goes quiet.",
        ),
        (
            "You know your phone is ruined when the letters on the screen go backwards.",
            "Your phone is ruined when the letters on the screen go backwards.",
        ),
    ],
)
def test_generic_you_know_when_keeps_plain_and_negated_only(text: str, hyp: str) -> None:
    kinds = _kinds(text)
    assert kinds["original"][1] == hyp
    assert set(kinds) == {"original", "negated"}
    assert _controls(text) == {"negated"}


def test_generic_u_know_after_when_clause_drops_operators() -> None:
    kinds = _kinds("When you have a bank sending jokes U know it's bad.")
    assert "original" in kinds
    assert not {"modal", "interrogative", "conditional"} & set(kinds)
    assert not {"modal", "interrogative", "conditional"} & _controls(
        "When you have a bank sending jokes U know it's bad."
    )


def test_addressee_know_without_restrictor_keeps_operators() -> None:
    kinds = _kinds("You know your phone is ruined.")
    assert {"original", "negated", "modal", "interrogative", "conditional"} <= set(kinds)


def test_third_person_factive_keeps_every_pair() -> None:
    kinds = _kinds("She knows that the shop closed.")
    assert {"original", "negated", "modal", "interrogative", "conditional"} <= set(kinds)
    assert all(label == "entailment" for _, hyp, label in kinds.values())
    assert {hyp for _, hyp, _ in kinds.values()} == {"The shop closed."}


def test_you_know_that_in_narrative_keeps_every_pair() -> None:
    kinds = _kinds("You know that the shop closed.")
    assert {"original", "negated", "modal", "interrogative", "conditional"} <= set(kinds)


# -- parenthetical "I see S" ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hyp"),
    [
        ("I see your store is open again.", "Your store is open again."),
        ("We see the flight was moved to Friday.", "The flight was moved to Friday."),
    ],
)
def test_evidential_i_see_keeps_plain_pair_only(text: str, hyp: str) -> None:
    kinds = _kinds(text)
    assert set(kinds) == {"original"}
    assert kinds["original"][1:] == (hyp, "entailment")
    assert not _controls(text)


def test_i_see_that_keeps_operators() -> None:
    kinds = _kinds("I see that your store is open again.")
    assert {"original", "modal", "conditional"} <= set(kinds)


def test_third_person_sees_keeps_operators() -> None:
    kinds = _kinds("She sees her store is open again.")
    assert {"original", "negated", "modal", "interrogative", "conditional"} <= set(kinds)
