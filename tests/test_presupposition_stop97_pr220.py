"""Inverted sources, passive "get" questions and fictive motion (stop 97, pr220; issue #11).

- A locative inversion whose fronted preposition the parser read into the subject ("Beside
  Petrov rode a captain": "Beside" a proper-noun compound): no do-support question, no "if",
  no "didn't" on the inverted lexical verb (Bresnan 1994; Quirk et al. 1985 §18.23;
  ``clause_scope.preposition_read_as_subject``). The modal stays, as for a parsed fronted PP.
- Subject-verb inversion after a fronted adverb ("Then came the rain", "Here comes the bus"):
  the modal is refused too, its "might" had gone before the adverb; "Here is the key" (be)
  keeps the negation and the modal.
- Passive "get" is a lexical verb: its question takes "do" ("Do the letters get sorted ...?",
  not "*Get the letters sorted ...?"; Quirk et al. 1985 §3.68).
- Motion verbs of fictive motion ("his eye fell upon", "a thought entered her mind", "it never
  entered his head that ...") draft no change of place or height (Lakoff & Johnson 1980;
  Talmy 2000); literal motion keeps its draft.

Constructed sentences through the real pipeline (real spaCy parse); each class has its near
miss."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import mined_pairs

KINDS = ("negated", "modal", "interrogative", "conditional")


def _embedded(nlp, text: str) -> dict[str, tuple[bool, str, tuple[str, ...]]]:
    doc = nlp(text)
    out = {}
    for kind in KINDS:
        r = embed(doc, kind)
        out[kind] = (r.ok, r.text, tuple(r.flags))
    return out


# -- locative inversion with the preposition parsed into the subject -------------------------


def test_preposition_read_as_subject_refuses_question_and_if(nlp) -> None:
    got = _embedded(nlp, "Beside Petrov rode a captain, Petrov's old friend.")
    for kind in ("negated", "interrogative", "conditional"):
        ok, _, flags = got[kind]
        assert not ok and "locative-inversion" in flags, (kind, got[kind])
    assert got["modal"][0]  # "Beside Petrov might have ridden a captain": kept


def test_presupposition_writes_no_inverted_question_or_negation() -> None:
    pairs = mined_pairs("Beside Ivanov walked a sergeant, Ivanov's cousin.", "presupposition")
    premises = {p.premise for p in pairs if p.well_formed}
    assert not any(p.startswith(("Did Beside", "If beside", "If Beside")) for p in premises)
    assert not any("didn't walk" in p for p in premises)
    assert any(p.premise_kind == "original" for p in pairs)


def test_plain_subject_before_motion_verb_keeps_every_embedding(nlp) -> None:
    got = _embedded(nlp, "Petrov rode a horse to the village.")
    assert all(ok for ok, _, _ in got.values()), got
    assert got["interrogative"][1] == "Did Petrov ride a horse to the village?"


# -- inversion after a fronted adverb ---------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["Then came the rain that had been forecast.", "Down went the ship."]
)
def test_adverb_inversion_refuses_the_modal(nlp, text: str) -> None:
    ok, premise, flags = _embedded(nlp, text)["modal"]
    assert not ok and "locative-inversion" in flags, premise


def test_here_is_keeps_negation_and_modal(nlp) -> None:
    got = _embedded(nlp, "Here is the key to the cellar.")
    assert got["negated"][:2] == (True, "Here isn't the key to the cellar.")
    assert got["modal"][:2] == (True, "Here might be the key to the cellar.")
    assert not got["interrogative"][0]


# -- passive "get" ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "The letters get sorted by hand every morning.",
            "Do the letters get sorted by hand every morning?",
        ),
        ("She gets invited to every party.", "Does she get invited to every party?"),
        ("The parcels got lost in the flood.", "Did the parcels get lost in the flood?"),
    ],
)
def test_get_passive_question_takes_do(nlp, text: str, question: str) -> None:
    ok, premise, _ = _embedded(nlp, text)["interrogative"]
    assert ok and premise == question


def test_be_passive_question_still_inverts_be(nlp) -> None:
    ok, premise, _ = _embedded(nlp, "The letters were sorted by hand.")["interrogative"]
    assert ok and premise == "Were the letters sorted by hand?"


# -- fictive motion -----------------------------------------------------------------------------


def _motion_drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "change_of_state" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    "text",
    [
        "The old general nodded and his eye fell upon the young officer.",
        "Her gaze fell on the letter that her brother had left.",
        "A strange thought entered her mind during the meeting.",
        "Apparently it never entered his head that the plan could fail.",
    ],
)
def test_fictive_motion_drafts_no_prior_place(text: str) -> None:
    assert _motion_drafts(text) == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The bullet entered his head above the left ear.",
            "The bullet was outside his head before.",
        ),
        ("The soldiers entered the city at dawn.", "The soldiers were outside the city before."),
        ("A tear fell on the page of her diary.", "A tear was higher before."),
    ],
)
def test_literal_motion_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _motion_drafts(text)
