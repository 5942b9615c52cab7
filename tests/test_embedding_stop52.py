"""Stop 52 (ng22): embedded presupposition premises on spoken, review and chat text.

Constructed sentences through the real run path (``mined_pairs``); see docs/negation.md,
"Stop 52 (ng22: embedded presupposition premises)".
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import ATTITUDE_VERBS, stranded_supplement, utterance_fragments
from tests.phenomenon_support import mined_pairs

EMBEDDED = ("modal", "interrogative", "conditional")


def _premises(text: str, kind: str) -> list[str]:
    """Well-formed premises of ``kind`` mined from ``text`` (presupposition)."""
    return [
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed
    ]


# --- first-person attitudes (ATTITUDE_VERBS, ATTITUDE_SUBJECTS) ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We hated the hotel after the owners changed.",
        "I was disappointed after the show ended.",
        "I thought the soup was bland before the chef added salt.",
        "I loved the old bakery before it closed.",
    ],
)
def test_no_modal_over_the_speakers_own_attitude(text: str) -> None:
    for premise in _premises(text, "modal"):
        assert not premise.startswith(("I might", "We might")), premise


def test_no_question_about_the_speakers_own_attitude() -> None:
    text = "I hated the hotel after the owners changed."
    assert _premises(text, "interrogative") == []


def test_inclusive_we_keeps_its_question() -> None:
    # the hearer may be one of "we" and can answer (inclusive "we")
    text = "We hated the hotel after the owners changed."
    premises = set(_premises(text, "interrogative"))
    assert premises == {"Did we hate the hotel after the owners changed?"}, premises


def test_generic_one_is_no_question_subject() -> None:
    text = "One wonders how the studio managed to stop the leak so quickly."
    assert not any(p.startswith("Does one") for p in _premises(text, "interrogative"))


def test_third_person_attitude_keeps_its_modal() -> None:
    # the speaker is no authority on someone else's mind: "She might have hated that ..."
    premises = _premises("She loved the old bakery before it closed.", "modal")
    assert set(premises) == {"She might have loved the old bakery before it closed."}, premises


def test_first_person_perception_keeps_its_modal() -> None:
    # uncertainty about what one saw is ordinary English ("I might have seen him there")
    assert "see" not in ATTITUDE_VERBS and "remember" not in ATTITUDE_VERBS
    premises = _premises("I saw the old bakery before it closed.", "modal")
    assert set(premises) == {"I might have seen the old bakery before it closed."}, premises


# --- exclamations and ellipses (utterance_fragments) --------------------------------------


def test_no_embedding_of_an_exclamation() -> None:
    text = "The waiter stopped ignoring our table after an hour!!"
    for kind in EMBEDDED:
        assert _premises(text, kind) == [], kind


def test_no_embedding_across_an_ellipsis() -> None:
    text = "The kids stopped crying... the parents took them home."
    for kind in EMBEDDED:
        assert _premises(text, kind) == [], kind


def test_final_ellipsis_is_kept() -> None:
    premises = _premises("The kids stopped crying after lunch...", "interrogative")
    assert any(p.startswith("Did the kids stop crying") for p in premises), premises


def test_utterance_fragments_reasons() -> None:
    import spacy

    nlp = spacy.blank("en")
    assert utterance_fragments(nlp("We got the fries ... AWESOME")) == "ellipsis"
    assert utterance_fragments(nlp("We got the fries!!")) == "exclamation"
    assert utterance_fragments(nlp("We got the fries! So good")) == "exclamation"
    assert utterance_fragments(nlp("We got the fries!")) is None  # a single final "!"
    assert utterance_fragments(nlp('She said "Stop!" and left.')) is None
    assert utterance_fragments(nlp("We got the fries...")) is None


# --- a supplement stranded by the move of a preposed time clause --------------------------


def test_moved_time_clause_does_not_strand_a_supplement() -> None:
    text = (
        "After the committee met in March, the council approved the plan, "
        "largely on the basis of the mayor's report."
    )
    for kind in EMBEDDED:
        for premise in _premises(text, kind):
            assert "March, largely" not in premise, premise


def test_unmoved_time_clause_keeps_its_embeddings() -> None:
    text = "The council approved the plan after the committee met in March."
    premises = set(_premises(text, "conditional"))
    assert premises == {
        "If the council approved the plan after the committee met in March, it's okay."
    }


def test_stranded_supplement_is_none_for_a_projective_sentence(parsed) -> None:
    # no arc crosses the adverbial clause of a sentence as written
    doc, _ = parsed("The council approved the plan after the committee met.")
    assert stranded_supplement(doc[2]) is None
