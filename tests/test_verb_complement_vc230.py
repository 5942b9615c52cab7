"""verb_complement (stop 104, branch vc230): rejects of the s10301/s10302 blind review that main
still produced.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each class
with a near miss that must not change: a standing aim stated in a relative clause ("a branch of
science that aims to V") takes the characterizing present vs a person's aim ("the coach who
aims to"); a theorem subject reached through a coordinated predicate (+/o) vs another subject;
"It is likely that A, meaning that P" (o/o) vs an unhedged host (+/o); a fronted goal "For a/an
N," of a necessity verb leaves the hypothesis vs the same phrase before another trigger.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, verb_complement_label


def _pairs(text: str, kind: str = "original") -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]


def _hypotheses(text: str, kind: str = "original") -> list[str]:
    return [p.hypothesis for p in _pairs(text, kind)]


def _label(text: str, hypothesis: str, kind: str = "original") -> str:
    return verb_complement_label(text, hypothesis, kind)


# -- 1. a standing aim in a relative clause ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "Ecology is a branch of science that aims to describe and explain how animals live.",
            "Ecology is a branch of science that describes and explains how animals live.",
        ),
        (
            "The club supports small firms that aim to profit from rare coins.",
            "The club supports small firms that profit from rare coins.",
        ),
    ],
)
def test_standing_aim_through_relative_pronoun(text: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text)
    assert not any(" will " in h for h in _hypotheses(text))


def test_person_aim_in_relative_keeps_will() -> None:
    # near miss: "who" stands for a person, whose aim is an intention about a later act
    assert "She admires the coach who will teach children to swim." in _hypotheses(
        "She admires the coach who aims to teach children to swim."
    )


# -- 2. a theorem subject of a coordinated predicate ---------------------------------------------


def test_theorem_with_participle_apposition_is_entailment() -> None:
    text = (
        "The fundamental theorem of algebra, also called the theorem of Gauss, states that "
        "every polynomial has a root."
    )
    assert _label(text, "Every polynomial has a root.") == "entailment"


def test_person_with_participle_apposition_stays_neutral() -> None:
    text = "The author of the novel, also called the master of the genre, states that every ghost is real."
    assert _label(text, "Every ghost is real.") == "neutral"


# -- 3. "It is likely that A, meaning that P" ----------------------------------------------------


def test_meaning_after_likely_that_is_neutral() -> None:
    text = "It is likely that the seeds came from Asia as a cargo, meaning that they were traded early on."
    assert _label(text, "The seeds were traded early on.") == "neutral"


def test_meaning_after_unhedged_host_stays_entailment() -> None:
    text = "The seeds came from Asia as a cargo, meaning that they were traded early on."
    assert _label(text, "The seeds were traded early on.") == "entailment"


# -- 4. a fronted goal "For a/an N," of a necessity verb ------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "For a full refund, the goods need to have been returned within ten days.",
            "The goods have been returned within ten days.",
        ),
        (
            "For a pass, students have to answer ten questions.",
            "Students will answer ten questions.",
        ),
    ],
)
def test_fronted_goal_of_necessity_leaves_hypothesis(text: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text)
    assert not any(h.startswith("For ") for h in _hypotheses(text))


def test_fronted_for_example_stays() -> None:
    # near miss: "for example" is a disjunct, no goal
    assert "For example, students will pass the exam." in _hypotheses(
        "For example, students need to pass the exam."
    )


def test_fronted_goal_before_other_trigger_stays() -> None:
    # near miss: "seem" is no necessity verb; the phrase belongs to the first clause
    text = (
        "For a full refund, the goods were returned within ten days, and the buyer seemed to "
        "be happy."
    )
    assert (
        "For a full refund, the goods were returned within ten days, and the buyer was happy."
        in _hypotheses(text)
    )


# -- 5. a copula after a subject's reduced relative ----------------------------------------------


def test_copula_after_reduced_relative_ends_the_clause() -> None:
    text = (
        "Smith proved that many rocks previously thought to be meteorites and classified as "
        '"tektites" were actually pieces of glass from volcanoes.'
    )
    assert (
        'Many rocks previously thought to be meteorites and classified as "tektites" were '
        "actually pieces of glass from volcanoes." in _hypotheses(text)
    )


def test_plain_reduced_relative_clause_unchanged() -> None:
    # near miss: the parser reads the clause whole; its hypothesis stays as it was
    text = "Smith proved that many rocks found in the desert were pieces of glass."
    assert _hypotheses(text) == ["Many rocks found in the desert were pieces of glass."]


# -- 6. "in the event | clause" hung on the matrix ------------------------------------------------


def test_in_the_event_clause_stays_with_the_infinitive() -> None:
    text = "The rule allows the bank to sell the house in the event the owner moves away."
    assert "The bank sells the house in the event the owner moves away." in _hypotheses(text)
    assert not any(h.endswith("in the event.") for h in _hypotheses(text))


def test_in_the_event_of_phrase_unchanged() -> None:
    # near miss: "in the event of NP" is a phrase of its own, nothing to take in
    text = "The rule allows the bank to sell the house in the event of a default."
    assert "The bank sells the house in the event of a default." in _hypotheses(text)


# -- 7. a wh-clause whose predicate the parser hung on the matrix --------------------------------


def test_wh_clause_predicate_after_noun_list_kept() -> None:
    text = "Child psychologists aim to explain how thinking, feeling, and behaviors change throughout life."
    assert (
        "Child psychologists explain how thinking, feeling, and behaviors change throughout life."
        in _hypotheses(text)
    )


def test_coordinated_main_clause_after_wh_clause_still_cut() -> None:
    # near miss: the wh-clause has its own verb; the clause after it is the matrix's conjunct
    text = "Scientists aim to explain how storms form, and the public listens to them."
    assert "Scientists explain how storms form." in _hypotheses(text)
