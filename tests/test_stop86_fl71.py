"""Stop 86, fl71: flags that keep their promise (issue #12, "flagged pairs really bad >= 90%").

Each flag below was judged kept as is on most of the pairs it refused, with a reason that says
nothing bad of the pair; the converse class (a hypothesis that is only an adverbial clause) was
written well formed. Constructed sentences through the real pipeline (``mined_pairs``).
"""

from __future__ import annotations

from pipeline import flags
from tests.phenomenon_support import mined_pairs, model_fitness_reasons, verb_complement_pair

# -- presupposition: a count in a fronted frame adjunct is a warning -----------------------------


def test_fronted_frame_count_is_a_warning() -> None:
    assert flags.severity("trigger-in-fronted-frame", "presupposition") == flags.WARNING
    # a frame shared by a coordinated verb phrase, which pr242's move leaves in front
    text = "In both harbours, the boats were repainted and sold."
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis == "There were two relevant harbours."
    ]
    framed = [p for p in pairs if "trigger-in-fronted-frame" in p.features["flags"]]
    assert {p.premise_kind for p in framed} >= {"modal"}
    assert all(p.well_formed and p.heuristic_label == "entailment" for p in framed)


def test_embedder_fronted_adjunct_stays_a_defect() -> None:
    # the embedder's own refusal writes no premise of its own: still a defect
    assert flags.severity("fronted-adjunct", "presupposition") == flags.DEFECT


def test_count_in_the_subject_is_not_a_frame() -> None:
    text = "Both harbours were repainted before the festival."
    pairs = mined_pairs(text, "presupposition")
    assert pairs
    assert all("trigger-in-fronted-frame" not in p.features.get("flags", []) for p in pairs)


# -- verb_complement: passive "be meant to" is labelled o/o, no flag ------------------------------


def test_passive_be_meant_to_pair_is_well_formed_and_neutral() -> None:
    p = verb_complement_pair(
        "The new ferry is meant to carry two hundred passengers.",
        "original",
        "The new ferry carries two hundred passengers.",
    )
    assert p.well_formed and p.heuristic_label == "neutral"
    assert not any("be-meant-to" in f for f in p.features.get("flags", []))


def test_negated_be_meant_to_pair_is_neutral() -> None:
    p = verb_complement_pair(
        "The old bridge was not meant to carry lorries.",
        "original",
        "The old bridge carried lorries.",
    )
    assert p.well_formed and p.heuristic_label == "neutral"


def test_active_mean_to_keeps_its_signature() -> None:
    # neighbour: the agent's "didn't mean to" still entails the act (o/+)
    pairs = mined_pairs("I didn't mean to break the vase.", "verb_complement")
    hit = [p for p in pairs if p.hypothesis == "I broke the vase." and p.premise_kind == "original"]
    assert hit and hit[0].heuristic_label == "entailment"


# -- source:truncated from a bare attribution: the content is there -----------------------------


def _truncated(text: str, phenomenon: str = "presupposition") -> list[bool]:
    return [
        "source:truncated" in p.features.get("flags", [])
        for p in mined_pairs(text, phenomenon, assess_sources=True)
    ]


def test_reply_by_a_gesture_is_not_truncated() -> None:
    marks = _truncated("Margaret replied only by a slow nod of her head.")
    assert marks and not any(marks)


def test_tell_so_is_not_truncated() -> None:
    marks = _truncated("I told Mrs. Parker so before you arrived.")
    assert marks and not any(marks)


def test_cited_words_are_not_truncated() -> None:
    assert "truncated" not in model_fitness_reasons("Her note said only 'SOON'.")
    assert "truncated" not in model_fitness_reasons(
        "The fire selector says only 'SAFE' and 'AUTO'."
    )


def test_bare_reporting_clause_stays_truncated() -> None:
    # neighbour: a verb of saying with nothing said, its quotation in another sentence
    assert "truncated" in model_fitness_reasons("The old sailor replied, as the captain nodded.")


# -- converse: a hypothesis that is only an adverbial clause is flagged ---------------------------


def test_zero_that_adverbial_clause_only_hypothesis_is_flagged() -> None:
    text = (
        "I do not think if the committee had had the choice of dates—if the hall had been free "
        "for a week, the concert would have gone better."
    )
    pairs = [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis.startswith("If the committee had had the choice of dates")
    ]
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("dangling-anaphor:adverbial-clause-only" in p.features["flags"] for p in pairs)


def test_zero_that_conditional_with_its_main_clause_stays() -> None:
    p = verb_complement_pair(
        "I think if we had left earlier, we would have caught the train.",
        "original",
        "If we had left earlier, we would have caught the train.",
    )
    assert p.well_formed
