"""verb_complement, thirty-sixth pass (branch vc28): negated premises (¬S) that blind judges
rejected as unnatural or incoherent while the original was fine (s1129w-z, s1130a).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (a341fcc), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, pairs_of


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# 1. a concessive clause: the added negation turns the expected clash into its opposite


@pytest.mark.parametrize(
    "text,lemma",
    [
        # the trigger heads the "although/though" clause
        ("It was a hard season for the club, although I think the coach handled it well.", "think"),
        ("The museum was crowded, though the staff managed to keep the queues short.", "manage"),
        # the trigger's clause has a concessive clause
        ("The road was closed, although the drivers tried to find another way.", "try"),
    ],
)
def test_negation_in_a_concession_is_refused(mine, text, lemma):
    _, negated = pairs_of(mine(text), lemma)
    assert "discourse-clash:concessive" in _flags(negated), negated.premise
    assert not kept(negated)


def test_negation_beside_a_plain_coordination_stays(mine):
    """Guard: "and" sets up no expectation to reverse."""
    _, negated = pairs_of(
        mine("He was tired after the flight, and he decided to go out."), "decide"
    )
    assert negated.premise == "He was tired after the flight, and he did not decide to go out."
    assert not any(f.startswith("discourse-clash") for f in _flags(negated))
    assert kept(negated)


# 2. a quantified subject: "several do not" is the subcontrary of "several do" (Horn 1989 §4.3)


@pytest.mark.parametrize(
    "text,lemma,word",
    [
        ("Some of the villagers managed to escape before the flood.", "manage", "some"),
        ("Many of the early settlers began to farm the valley.", "begin", "many"),
        ("Twenty years on, several of these songs continue to sell well.", "continue", "several"),
        ("Nearly 300 firms have managed to export to the new market.", "manage", "numeral"),
    ],
)
def test_contradiction_under_a_quantified_subject_is_refused(mine, text, lemma, word):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.heuristic_label == "contradiction"
    assert f"negated-under-quantified-subject:{word}" in _flags(negated), negated.premise
    assert not kept(negated)


@pytest.mark.parametrize(
    "text,lemma",
    [
        # a definite subject: the negation is the sentence's denial
        ("The three brothers managed to escape before the flood.", "manage"),
        # a bare numeral is often a specific indefinite (two given brothers)
        ("Two old brothers managed to escape before the flood.", "manage"),
        # "most" and "most ... not" are contraries: the contradiction holds
        ("Most of the staff managed to leave before the storm.", "manage"),
        ("These songs continue to sell well on streaming services.", "continue"),
    ],
)
def test_contradiction_under_a_definite_or_most_subject_stays(mine, text, lemma):
    """Guard."""
    _, negated = pairs_of(mine(text), lemma)
    assert negated.heuristic_label == "contradiction"
    assert not any("quantified-subject" in f for f in _flags(negated))
    assert kept(negated)


def test_neutral_under_a_quantified_subject_stays(mine):
    """Guard: "Several officials did not say that P" -> P is neutral whatever the scope."""
    _, negated = pairs_of(mine("Several officials said that the budget was too small."), "say")
    assert negated.heuristic_label == "neutral"
    assert not any("quantified-subject" in f for f in _flags(negated))
    assert kept(negated)


# 3. a negative complement ("do little"): the added negation makes a double negative


def test_negated_trigger_over_do_little_is_refused(mine):
    text = "The two founders say very little about the band, and tend to do little for publicity."
    _, negated = pairs_of(mine(text), "tend")
    assert "and do not tend to do little for publicity" in negated.premise
    assert "double-negation:little" in _flags(negated)
    assert not kept(negated)


def test_negated_trigger_over_spend_little_time_is_refused(mine):
    _, negated = pairs_of(mine("The committee tends to spend little time on minor items."), "tend")
    assert "double-negation:little" in _flags(negated)
    assert not kept(negated)


def test_a_little_is_positive_and_stays(mine):
    """Guard: "a little" is no negative quantifier."""
    _, negated = pairs_of(mine("She tends to do a little gardening on weekends."), "tend")
    assert negated.premise == "She does not tend to do a little gardening on weekends."
    assert not any(f.startswith("double-negation") for f in _flags(negated))
    assert kept(negated)


# 4. the stance "happen to believe": no natural denial


@pytest.mark.parametrize(
    "text",
    [
        "She happens to believe that the old bridge should stay.",
        "I happen to think that the new stadium is a waste of money.",
    ],
)
def test_stance_happen_to_believe_is_refused(mine, text):
    _, negated = pairs_of(mine(text), "happen")
    assert "negated-parenthetical:happen" in _flags(negated), negated.premise
    assert not kept(negated)


def test_episodic_happen_to_see_stays(mine):
    """Guard: a past "happen to" over an event is the implicative (K71) and negates plainly."""
    _, negated = pairs_of(mine("He happened to see the accident from his window."), "happen")
    assert negated.premise == "He did not happen to see the accident from his window."
    assert kept(negated)


# 5. "'ll not" is regional: spelled out "will not"


def test_clitic_will_is_spelled_out_under_negation(mine):
    text = "She says she'll try to bring the two families together."
    _, negated = pairs_of(mine(text), "try")
    assert negated.premise == "She says she will not try to bring the two families together."
    assert "'ll not" not in negated.premise


def test_clitic_will_of_a_main_clause(mine):
    _, negated = pairs_of(mine("I'll try to call you tomorrow."), "try")
    assert negated.premise == "I will not try to call you tomorrow."


# 6. an absolute clause after the negated event elaborates a situation ¬S denies


def test_trailing_absolute_clause_is_refused(mine):
    text = "The factory began to hire workers, most of them coming from the town."
    _, negated = pairs_of(mine(text), "begin")
    assert "negated-event-adjunct:absolute" in _flags(negated), negated.premise
    assert not kept(negated)


def test_trailing_prepositional_phrase_stays(mine):
    """Guard: a comma-set-off place phrase is no absolute clause."""
    _, negated = pairs_of(mine("They tend to be found near rivers, in shallow water."), "tend")
    assert negated.premise == "They do not tend to be found near rivers, in shallow water."
    assert kept(negated)
