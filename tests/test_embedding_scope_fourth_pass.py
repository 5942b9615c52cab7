"""Negation and embeddings, blind review round 34 (branch ng1): negated premises incoherent with
their adjuncts, a focused time adverb left before the negation, one verb-phrase conjunct negated.

Constructed sentences, real parses (docs/negation.md, "Round 34")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    ("sentence", "negated"),
    [
        # a focused time adverb goes under the negation (Jackendoff 1972 ch. 8)
        (
            "She just recently began to paint again.",
            "She didn't just recently begin to paint again.",
        ),
        (
            "The troops almost immediately started to withdraw.",
            "The troops didn't almost immediately start to withdraw.",
        ),
        # an unfocused speaker or time adverb stays outside, as before
        ("He probably left early.", "He probably didn't leave early."),
    ],
)
def test_focused_adverb_goes_under_negation(parsed, sentence, negated):
    doc, _ = parsed(sentence)
    assert negate(doc).text == negated


@pytest.mark.parametrize(
    ("sentence", "negated", "flag"),
    [
        (
            "An account in Smith's book describes a serious problem, encapsulating many of the"
            " dangers of the period.",
            "An account in Smith's book doesn't describe a serious problem, encapsulating many of"
            " the dangers of the period.",
            "discourse-clash:participial-adjunct",
        ),
        (
            "The new law raised taxes on fuel, thereby reducing traffic in the city.",
            "The new law didn't raise taxes on fuel, thereby reducing traffic in the city.",
            "discourse-clash:participial-adjunct",
        ),
        (
            "The council widened the road so that buses could pass.",
            "The council didn't widen the road so that buses could pass.",
            "discourse-clash:purpose",
        ),
        (
            "Because computers are the last thing on his mind, Bruce recruited volunteers.",
            "Because computers are the last thing on his mind, Bruce didn't recruit volunteers.",
            "discourse-clash:preposed-cause",
        ),
    ],
)
def test_negation_incoherent_with_its_adjunct_is_flagged(parsed, sentence, negated, flag):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert (result.text, result.ok, result.flags) == (negated, False, (flag,))


def test_negation_inside_a_postposed_concessive_clause_stays_clean(parsed):
    # an asserted afterthought (Quirk et al. 1985 ch. 15), not a subordinate clause to refuse
    doc, _ = parsed("He lost the match, though I think he played well.")
    result = negate(doc, next(t for t in doc if t.text == "think"))
    assert (result.text, result.ok) == (
        "He lost the match, though I don't think he played well.",
        True,
    )


@pytest.mark.parametrize(
    ("sentence", "negated"),
    [
        # background and its own frame: a preposed participle, a "while"-clause
        (
            "Born in Ohio, she moved to Paris in 1990.",
            "Born in Ohio, she didn't move to Paris in 1990.",
        ),
        (
            "She waited in the lobby while reading a book.",
            "She didn't wait in the lobby while reading a book.",
        ),
        # removing a negation gives back a sentence the adjunct fits
        ("He didn't leave the room, slamming the door.", "He left the room, slamming the door."),
    ],
)
def test_adjuncts_that_fit_the_negation_stay_clean(parsed, sentence, negated):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert (result.text, result.ok) == (negated, True)


@pytest.mark.parametrize(
    ("sentence", "negated", "ok"),
    [
        # a tight coordinated predicate (bare "and", no comma) takes the negation whole, the
        # later verb in the base form (stop 87, ng01: re-decided from NOPE's "didn't open and
        # closed", which the blind judges reject as ungrammatical, s1205r pres-082; Quirk et
        # al. 1985 §13.59-13.60)
        (
            "The mayor opened and closed the meeting in ten minutes.",
            "The mayor didn't open and close the meeting in ten minutes.",
            True,
        ),
        # one conjunct negated, the other asserted (a list with commas): NOPE's form kept, flagged
        (
            "The factory opened in 1950, employed 300 people and closed in 1990.",
            "The factory didn't open in 1950, employed 300 people and closed in 1990.",
            False,
        ),
        # a base form shares do-support
        ("The kids swim and play tennis.", "The kids don't swim and play tennis.", True),
        # a participle shares the auxiliary
        (
            "He has written and directed three films.",
            "He hasn't written and directed three films.",
            True,
        ),
        # a conjunct with its own finite form stays asserted: refused
        (
            "The factory was closed in 1982 and became a shopping centre in 1990.",
            "The factory wasn't closed in 1982 and became a shopping centre in 1990.",
            False,
        ),
        (
            "She lives in Paris and wrote a book in 2001.",
            "She doesn't live in Paris and wrote a book in 2001.",
            False,
        ),
        # clausal coordination: only the target's clause (NOPE §3), as before, also with a
        # verb phrase of the later clause
        (
            "They stopped smoking, and they started running.",
            "They didn't stop smoking, and they started running.",
            True,
        ),
        (
            "She regained her footing, and she stumbled into the shelter and sank to the floor.",
            "She didn't regain her footing, and she stumbled into the shelter and sank to the floor.",
            True,
        ),
    ],
)
def test_negation_takes_the_whole_verb_phrase_coordination(parsed, sentence, negated, ok):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert (result.text, result.ok) == (negated, ok)
    assert ("one-conjunct-negated" in result.flags) is not ok


@pytest.mark.parametrize(
    ("sentence", "word", "negated", "ok"),
    [
        # a negation in a relative or adverbial clause is not the negation of the sentence
        (
            "This would be the third year I had looked after her garden.",
            "looked",
            "This would be the third year I hadn't looked after her garden.",
            False,
        ),
        (
            "As she walked in, the lights went out.",
            "walked",
            "As she didn't walk in, the lights went out.",
            False,
        ),
        # the complement of a verb of saying (NOPE's innocent embedding) and a preposed
        # temporal clause that is moved stay clean
        (
            "She said that he had stopped smoking.",
            "stopped",
            "She said that he hadn't stopped smoking.",
            True,
        ),
        (
            "After he stopped smoking, he felt better.",
            "After",
            "He didn't feel better after he stopped smoking.",
            True,
        ),
    ],
)
def test_negation_in_a_subordinate_clause_is_flagged(parsed, sentence, word, negated, ok):
    doc, _ = parsed(sentence)
    result = negate(doc, next(t for t in doc if t.text == word))
    assert (result.text, result.ok) == (negated, ok)
    assert ("subordinate-clause" in result.flags) is not ok


def test_conditional_over_a_trailing_participial_clause_is_refused(parsed):
    doc, _ = parsed("The new law raised taxes on fuel, thereby reducing traffic in the city.")
    result = embed(doc, "conditional")
    assert (result.ok, result.flags) == (False, ("participial-adjunct",))
    doc, _ = parsed("The new law raised taxes on fuel in 2010.")
    assert (
        embed(doc, "conditional").text == "If the new law raised taxes on fuel in 2010, it's okay."
    )
