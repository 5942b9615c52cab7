"""Negation and embeddings, round 41 (branch ng6): no operator inside a clause inverted after a
fronted negative or "only"-phrase, nor on one half of a comparative correlative; "except"
opens no conditional antecedent; a moved temporal clause does not cut a supplement off its
noun.

Constructed sentences and sentences of the dev slice dev-ng6-1, real parses (docs/negation.md,
"Round 41")."""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate

KINDS = ("modal", "interrogative", "conditional")


@pytest.mark.parametrize(
    "sentence",
    [
        "Only once does anyone recall Tiger being burned by the media.",
        "Nor does he accept the proposition that it played any role.",
        "Only then did she realize that the door was open.",
        "Not once did he complain about the food.",
        "So did his brother.",
    ],
)
def test_no_operator_inside_an_inverted_declarative(parsed, sentence):
    doc, _ = parsed(sentence)
    for kind in KINDS:
        result = embed(doc, kind)
        assert not result.ok and result.text == sentence, (kind, result)
        assert "already-inverted" in result.flags, (kind, result)
    negated = negate(doc)
    assert not negated.ok and negated.text == sentence, negated


def test_inverted_declarative_was_garbled_before(parsed):
    # dev-ng6-1: "might Only once anyone recall ..." and "If does he accept ..."
    doc, _ = parsed("Only once does anyone recall Tiger being burned by the media.")
    assert "might Only" not in embed(doc, "modal").text
    doc, _ = parsed("Nor does he accept the proposition that it played any role.")
    assert not embed(doc, "conditional").text.startswith("If does")


@pytest.mark.parametrize(
    ("sentence", "kind", "expected"),
    [
        # a locative inversion keeps round 39's treatment: the modal is built
        ("Behind the house lies a garden.", "modal", "Behind the house might lie a garden."),
        # an expletive "there" is no inversion
        (
            "There were two senators among the guests.",
            "interrogative",
            "Were there two senators among the guests?",
        ),
        # a conditional inversion is the fronted clause, not the main one
        (
            "Had I known, I would have stopped him.",
            "interrogative",
            "Had I known, would I have stopped him?",
        ),
        ("He had never seen such a crowd.", "modal", "He might never have seen such a crowd."),
    ],
)
def test_clauses_that_are_no_negative_inversion_keep_their_premises(
    parsed, sentence, kind, expected
):
    doc, _ = parsed(sentence)
    result = embed(doc, kind)
    assert result.ok and result.text == expected, result


@pytest.mark.parametrize(
    "sentence",
    [
        "The closer she got, the more Chizuru could see that the station was a piece of junk.",
        "The more he tried to explain, the more confused they became.",
    ],
)
def test_no_operator_on_one_half_of_a_comparative_correlative(parsed, sentence):
    doc, _ = parsed(sentence)
    for kind in KINDS:
        result = embed(doc, kind)
        assert not result.ok and result.text == sentence, (kind, result)
    negated = negate(doc)
    assert not negated.ok and "comparative-correlative" in negated.flags, negated
    assert negated.text == sentence


def test_a_correlative_inside_a_complement_leaves_the_matrix_free(parsed):
    doc, _ = parsed("He said that the more you pay, the more you get.")
    assert negate(doc).text == "He didn't say that the more you pay, the more you get."
    result = embed(doc, "interrogative")
    assert result.ok and result.text == "Did he say that the more you pay, the more you get?"


def test_comparative_correlative_flag_is_registered():
    assert flags.is_registered("comparative-correlative")


def test_no_conditional_over_a_sentence_opening_with_except(parsed):
    sentence = "Except I think the human race is beginning to go there now."
    doc, _ = parsed(sentence)
    result = embed(doc, "conditional")
    assert not result.ok and result.text == sentence
    assert "initial-subordinate-clause" in result.flags


def test_moved_temporal_clause_closes_an_apposition(parsed):
    doc, _ = parsed("After the war ended, she visited her brother Tom, a doctor in Boston.")
    target = doc[0]
    result = negate(doc, target, above_only=True, contract=True)
    assert (
        result.text == "She didn't visit her brother Tom, a doctor in Boston, after the war ended."
    )
    assert result.ok


def test_moved_temporal_clause_does_not_cut_a_relative_clause_off(parsed):
    sentence = (
        "Before my powers became compromised by my own change, I turned to my friend Newt, "
        "who had also been called to serve at table."
    )
    doc, _ = parsed(sentence)
    result = negate(doc, doc[0], above_only=True, contract=True)
    # never "Newt before my powers became compromised by my own change, who had ..."
    assert "Newt before" not in result.text
    assert not result.ok  # the landing site follows an embedded verb: ambiguous-attachment


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("After Jody left, I called Bill.", "I didn't call Bill after Jody left."),
        (
            "After Jody left, I called Bill, and he came over.",
            "I didn't call Bill after Jody left, and he came over.",
        ),
    ],
)
def test_moved_temporal_clause_without_a_supplement_is_unchanged(parsed, sentence, expected):
    doc, _ = parsed(sentence)
    result = negate(doc, doc[0], above_only=True, contract=True)
    assert result.ok and result.text == expected, result


@pytest.mark.parametrize(
    "sentence",
    [
        # dev-ng6-1 (an "only" presupposition pair): the but-phrase became a correction
        "The Turnbull Government was re-elected at the 2016 federal election, "
        "but with only a one-seat majority.",
        "He won the race, but not the title.",
    ],
)
def test_added_negation_before_a_set_off_but_phrase_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.rule.startswith("negation:add")
    assert not result.ok and "discourse-clash:contrast" in result.flags, result


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("He won the race, but lost the title.", "He didn't win the race, but lost the title."),
        (
            "He won the race, but he lost the title.",
            "He didn't win the race, but he lost the title.",
        ),
    ],
)
def test_a_but_clause_or_verb_phrase_is_no_but_phrase(parsed, sentence, expected):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok and result.text == expected, result


def test_a_possessed_plural_noun_conjunct_is_not_reinflected(parsed):
    # dev-ng6-1: "Does the novel recount ..., and his travel through ...?"
    doc, _ = parsed(
        "The novel recounts the adventures of a young student in Paris, and his travels "
        "through the city's most distressed neighborhoods."
    )
    for kind in ("modal", "interrogative"):
        result = embed(doc, kind)
        assert "his travels through" in result.text, (kind, result)


def test_a_verb_read_as_a_plural_noun_still_shares_the_auxiliary(parsed):
    doc, _ = parsed("He goes home and sleeps.")
    assert embed(doc, "interrogative").text == "Does he go home and sleep?"
    assert embed(doc, "modal").text == "He might go home and sleep."


def test_the_main_clause_inversion_counts_for_a_trigger_below_it(parsed):
    # dev-ng6-1: a possessive trigger in the complement gave "If does he accept ..."
    sentence = (
        "Nor does he accept the proposition that Saddam's belligerence has played any role "
        "in the country's troubles."
    )
    doc, _ = parsed(sentence)
    target = next(t for t in doc if t.text == "played")
    for kind in KINDS:
        result = embed(doc, kind, target)
        assert not result.ok and result.text == sentence, (kind, result)


def test_a_negative_quantifier_subject_of_the_main_clause_refuses_a_trigger_below_it(parsed):
    # dev-ng6-1: "If worse, no one had yet found a world that could accommodate both species"
    sentence = "Worse, no one had yet found a world that could accommodate both species."
    doc, _ = parsed(sentence)
    target = next(t for t in doc if t.text == "accommodate")
    for kind in KINDS:
        result = embed(doc, kind, target)
        assert not result.ok and "negative-quantifier-subject" in result.flags, (kind, result)


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("modal", "The team might have lost its best player."),
        ("interrogative", "Did the team lose its best player?"),
        ("conditional", "If the team lost its best player, it's okay."),
    ],
)
def test_evaluative_worse_stays_out_of_the_embedding(parsed, kind, expected):
    doc, _ = parsed("Worse, the team lost its best player.")
    result = embed(doc, kind)
    assert result.ok and result.text == expected, result


def test_a_broken_off_but_is_no_but_phrase(parsed):
    # NOPE item: "..., and the town knows what he does, but..." stays clean
    doc, _ = parsed("The town knows what he does, but...")
    result = negate(doc)
    assert result.ok and result.text == "The town doesn't know what he does, but...", result


@pytest.mark.parametrize(
    "sentence",
    [
        # dev-ng6-1: the phrase may go with the relative clause before it
        "Commodore is a naval rank used in many navies that is superior to a navy captain, "
        "but below a rear admiral.",
        # dev-ng6-1: a "but"-clause with a subject of its own (a verb tagged as a noun)
        "The ceremonial county of Devon includes unitary authority areas such as Plymouth and "
        "Torbay, but the non-metropolitan county of Devon excludes such unitary authority areas.",
    ],
)
def test_but_phrases_the_negation_may_not_reach_stay_clean(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    if "excludes" in sentence:
        # stop 61 (ng34): the second clause's verb read as a noun is an unparsed clausal
        # conjunct; every negation refuses it as embed's "negated" already did (the "not"
        # would go on the first clause only), with no discourse flag
        assert not result.ok and result.flags == ("unparsed-conjunct",), result
        assert result.text == doc.text
        return
    assert result.ok and not result.flags, result


def test_a_reduced_relative_read_as_the_main_verb_gets_no_operator(parsed):
    # dev-ng6-1: "Chairs might have studded with soft drink caps ... fill the corners"
    sentence = (
        "Chairs studded with soft drink caps, gaily painted tennis shoes, and walking sticks "
        "adorned with everything from shells to feathers fill the corners and spill out into "
        "the center of the room."
    )
    doc, _ = parsed(sentence)
    for kind in ("negated", "modal", "interrogative"):
        result = embed(doc, kind)
        assert not result.ok and result.text == sentence, (kind, result)


def test_coordinated_past_verbs_are_no_reduced_relative(parsed):
    doc, _ = parsed("She stopped the car and looked around.")
    assert embed(doc, "modal").text == "She might have stopped the car and looked around."
