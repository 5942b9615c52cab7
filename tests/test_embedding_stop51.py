"""Embedded premises (stop 51, ng20): fronted frequency and degree adjuncts, directives and
deontic modals, putative "should", narrative "would", stacked modals, fronted direct speech.

Every sentence is constructed for the test and run through the real pipeline (``run_texts``);
see docs/presupposition.md, "Sixty-seventh pass (stop 51, ng20: embeddings)".
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs

EMBEDDED = ("modal", "interrogative", "conditional")


def _premises(text: str, kind: str, phenomenon: str = "presupposition") -> set[str]:
    """Well-formed premises of ``kind`` that the run writes for ``text``."""
    return {
        p.premise for p in mined_pairs(text, phenomenon) if p.premise_kind == kind and p.well_formed
    }


def test_fronted_degree_phrase_takes_no_operator() -> None:
    text = "So many times I have wondered why the old farmer sold his brother's horse."
    for kind in EMBEDDED:
        assert not _premises(text, kind), kind


def test_fronted_frequency_adverb_gets_the_sentential_modal() -> None:
    text = "Usually, they stop talking when the teacher's car arrives."
    assert _premises(text, "modal") == {
        "It's possible that usually they stop talking when the teacher's car arrives."
    }


@pytest.mark.parametrize("kind", ["interrogative", "conditional"])
def test_fronted_frequency_adverb_refuses_question_and_conditional(kind: str) -> None:
    assert not _premises("Usually, they stop talking when the teacher's car arrives.", kind)


def test_whenever_clause_goes_inside_the_sentential_modal() -> None:
    text = "Whenever he saw someone lying in the dirt, Ramey wondered what the person had thought."
    modal = _premises(text, "modal")
    assert modal and all(m.startswith("It's possible that whenever he saw") for m in modal)
    # a question after a preposed "whenever" clause is natural and stays
    assert _premises(text, "interrogative")


def test_second_person_should_is_a_directive() -> None:
    text = "But you should understand, Jack, that your father's house is not for sale."
    for kind in EMBEDDED:
        assert not _premises(text, kind), kind


def test_reader_directed_formula_keeps_its_complement_unembedded() -> None:
    text = "It should be noted that the company's profits were not lost in the crisis."
    for kind in EMBEDDED:
        assert not _premises(text, kind), kind


def test_should_is_not_conditionalised_but_questioned() -> None:
    # stop 73 (pr139): a time clause under a modal passive ("should be opened ... after the
    # guests have arrived") is non-committal, no trigger; the possessive of a "when" clause is
    text = "White wines should be opened again when the host's guests are seated."
    assert not _premises(text, "conditional")
    assert _premises(text, "interrogative") == {
        "Should white wines be opened again when the host's guests are seated?"
    }


def test_narrative_would_is_not_questioned() -> None:
    text = "Every evening he would sit in his father's chair and read the paper."
    assert not _premises(text, "interrogative")


def test_would_with_a_condition_is_questioned() -> None:
    # (not "would die of shame": hyperbolic "die of" has no change-of-state trigger since pr68)
    text = "If he ever did such a thing again, his mother would stop speaking to him."
    assert any(q.startswith("If he ever did") for q in _premises(text, "interrogative"))


def test_no_sentential_modal_over_a_modal() -> None:
    text = "Heavy rain or the loss of some of the cattle may cut into the farmer's income."
    assert not _premises(text, "modal")


def test_no_modal_on_the_tag_of_fronted_direct_speech() -> None:
    text = '"I am done with it," the farmer\'s son answered with a smile.'
    assert not any("might" in m for m in _premises(text, "modal"))


def test_plain_sentence_keeps_all_three_embeddings() -> None:
    text = "He stopped smiling when his brother's car arrived."
    assert _premises(text, "modal") == {
        "He might have stopped smiling when his brother's car arrived."
    }
    assert _premises(text, "interrogative") == {
        "Did he stop smiling when his brother's car arrived?"
    }
    assert _premises(text, "conditional") == {
        "If he stopped smiling when his brother's car arrived, it's okay."
    }


def test_modal_stays_out_of_an_embedded_question() -> None:
    modal = _premises("I told you what Miss Ada's doctor said.", "modal")
    assert "I told you what Miss Ada's doctor might have said." not in modal
    assert "I might have told you what Miss Ada's doctor said." in modal


def test_conditional_imperative_takes_no_operator() -> None:
    text = (
        "Extend Ruth's and Gehrig's present averages over the full season of 154 games, and, "
        "mathematically, each will get more than 200 hits."
    )
    for kind in EMBEDDED:
        assert not _premises(text, kind), kind


def test_frequency_phrase_in_the_frame_and_time_position_left_alone() -> None:
    assert _premises("Many times, the king's son stopped at the inn.", "modal") == {
        "It's possible that many times the king's son stopped at the inn."
    }
    assert _premises("Some time later, the king's son stopped at the inn.", "modal") == {
        "Some time later, the king's son might have stopped at the inn."
    }
