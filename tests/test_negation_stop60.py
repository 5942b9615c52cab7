"""Stop 60 (ng32): negation and embeddings on the blind review of s1202g-i.

The blind judges rejected "It might not be a particularly warm world and near both poles icebergs
float ..." (the trigger's conjunct outside the modal), "We haven't been talking about something"
(a positive polarity item kept under the negation) and "Not surprisingly, do you find ...?" (a
speaker's evaluative comment inside a question). Sentences are from the reviewed text or built
like it, run through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import unparsed_clausal_conjunct
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


WARM = "It is not a particularly warm world, and near both poles icebergs float year round."
WARM_LONG = (
    "It is not a particularly warm world, and near both poles icebergs float year round, but at "
    "the equator the weather is almost tropical and the water is warm enough for swimming."
)


@pytest.mark.parametrize("text", [WARM, WARM_LONG])
@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_operator_on_first_clause_only_is_refused(nlp, text, kind):
    doc = nlp(text)
    result = embed(doc, kind, _token(doc, "is"))
    assert not result.ok
    assert "unparsed-conjunct" in result.flags
    assert result.text == doc.text


def test_conditional_takes_both_clauses(nlp):
    doc = nlp(WARM)
    result = embed(doc, "conditional", _token(doc, "is"))
    assert result.ok, result.flags
    assert result.text == (
        "If it is not a particularly warm world, and near both poles icebergs float year round, "
        "it's okay."
    )


def test_well_parsed_clausal_conjunct_is_no_unparsed_conjunct(nlp):
    doc = nlp("The hall was empty, and the guests had left early.")
    assert unparsed_clausal_conjunct(_token(doc, "was")) is None


def test_verb_phrase_coordination_still_embeds(nlp):
    doc = nlp("She opened the door and walked into the room.")
    result = embed(doc, "modal", _token(doc, "opened"))
    assert result.ok
    assert result.text == "She might have opened the door and walked into the room."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We have been talking about something while we were in transit.",
            "We haven't been talking about anything while we were in transit.",
        ),
        ("I saw something in the dark.", "I didn't see anything in the dark."),
        ("She met someone at the station.", "She didn't meet anyone at the station."),
    ],
)
def test_projection_negation_swaps_positive_polarity_items(nlp, text, expected):
    doc = nlp(text)
    result = embed(doc, "negated")
    assert result.ok, result.flags
    assert result.text == expected
    assert negate(doc, above_only=True).text == expected


def test_subject_ppi_stays(nlp):
    # the subject is outside the negation's scope: "Someone didn't call" keeps "someone"
    doc = nlp("Someone called the office yesterday.")
    assert embed(doc, "negated").text == "Someone didn't call the office yesterday."


def test_determiner_some_stays_as_nope_experts_keep_it(nlp):
    # NOPE's experts: "The AHA has not regained some respectability"
    doc = nlp("He bought some bread at the market.")
    assert embed(doc, "negated").text == "He didn't buy some bread at the market."


def test_plain_negation_keeps_its_old_form(nlp):
    # NOPE's evaluation (and every caller without above_only) is unchanged
    doc = nlp("I saw something in the dark.")
    assert negate(doc, contract=False).text == "I did not see something in the dark."


def test_focus_is_not_swapped(nlp):
    doc = nlp("He ate something at the party.")
    result = embed(doc, "negated", _token(doc, "ate"), focus=_token(doc, "something"))
    assert "something" in result.text.split()


NOT_SURPRISINGLY = (
    "Not surprisingly, you find that there are not many supplies left from when the main Free "
    "Worlds fleet was located here for a few days."
)
REST = (
    "find that there are not many supplies left from when the main Free Worlds fleet was "
    "located here for a few days"
)


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("interrogative", f"Do you {REST}?"),
        ("modal", f"You might {REST}."),
        ("conditional", f"If you {REST}, it's okay."),
    ],
)
def test_negated_speaker_adverb_is_left_out(nlp, kind, expected):
    doc = nlp(NOT_SURPRISINGLY)
    result = embed(doc, kind, _token(doc, "find"))
    assert result.ok, result.flags
    assert result.text == expected


def test_negated_speaker_adverb_stays_under_negation(nlp):
    # NOPE's experts keep the comment in the negated sentence, as for "Unfortunately, ..."
    doc = nlp(NOT_SURPRISINGLY)
    result = embed(doc, "negated", _token(doc, "find"))
    assert result.text.startswith("Not surprisingly, you don't find that")


def test_unfortunately_question_still_drops_adverb(nlp):
    doc = nlp("Unfortunately, he stopped smoking last year.")
    assert embed(doc, "interrogative", _token(doc, "stopped")).text == (
        "Did he stop smoking last year?"
    )


def test_not_before_a_non_speaker_adverb_is_kept(nlp):
    doc = nlp("Not often, she walked to the harbour.")
    result = embed(doc, "modal", _token(doc, "walked"))
    assert "ot often" in result.text or not result.ok


REBAR = (
    "Five pieces of rebar sharpened to cruel points and strapped to a brace fastened at wrist "
    "and forearm on both arms."
)


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative", "conditional"])
def test_participle_fragment_is_refused(nlp, kind):
    doc = nlp(REBAR)
    result = embed(doc, kind)
    assert not result.ok
    assert "participle-fragment" in result.flags
    assert result.text == doc.text


def test_participle_fragment_projection_negation(nlp):
    doc = nlp(REBAR)
    result = negate(doc, above_only=True)
    assert not result.ok and "participle-fragment" in result.flags


def test_finite_past_coordination_still_embeds(nlp):
    doc = nlp("The soldiers marched to the river and crossed it.")
    result = embed(doc, "interrogative")
    assert result.ok, result.flags
    assert result.text == "Did the soldiers march to the river and cross it?"


def test_standard_of_comparison_keeps_someone(nlp):
    # NOPE's experts: "... is not a safer choice than someone who attended ..."
    doc = nlp(
        "A trainer with some legitimate higher education is a safer choice than someone who "
        "attended a diploma mill."
    )
    assert "than someone" in negate(doc, above_only=True).text
