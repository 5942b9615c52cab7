"""verb_complement, fifty-fourth pass (branch vc47, from bac8445): labels, idioms and
negated premises.

Classes from the s1130q/s1130r rejects (rubric b, d): an evaluative predicate over a report
("X is right in saying that P") that makes the complement true or false; the speech-act idiom
"mean to say" read as an intention; negated "continue to" with a time-extent phrase ("well
into the 20th century") labelled entailment; an infinitive that is the subject of a content
clause ("that to admit them was ...") read as a trigger. Constructed sentences through
``pipeline.process.run_texts`` (the real model, prefilter, extractor, rewriters and flag
settling); each test failed on bac8445, except the guards (marked).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept
from tests.phenomenon_support import verb_complement_pairs as _pairs


def _candidates(text: str) -> dict[str, object]:
    """The verb_complement candidates of ``text`` by trigger lemma."""
    _, result = run_texts([text], ["verb_complement"])
    return {c.trigger_lemma: c for c in result.candidates}


# 1. evaluative predicates over a report or attitude (Kiparsky & Kiparsky 1970)


def test_right_in_saying_entails_the_complement():
    pairs = _pairs("The critics are surely right in saying that the novel is too long.", "say")
    assert pairs["original"].hypothesis == "The novel is too long."
    assert pairs["original"].heuristic_label == "entailment"
    assert kept(pairs["original"])


def test_mistaken_in_believing_contradicts_the_complement():
    pairs = _pairs("They were mistaken in believing that the war was over.", "believe")
    assert pairs["original"].heuristic_label == "contradiction"


def test_negation_inside_the_evaluated_gerund_is_flagged():
    pairs = _pairs("She was correct in assuming that the train would be late.", "assume")
    negated = pairs["negated"]
    assert "in not assuming" in negated.premise
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not kept(negated)


def test_guard_wrong_to_say_stays_neutral():
    # guard: "wrong to say" is as often the moral "wrong" (unkind to say, true or not)
    pairs = _pairs("He was wrong to say that the bridge had collapsed.", "say")
    assert pairs["original"].heuristic_label == "neutral"


def test_guard_justified_in_believing_stays_neutral():
    # guard: a justified belief may be false
    pairs = _pairs("They were justified in believing that the war was over.", "believe")
    assert pairs["original"].heuristic_label == "neutral"


# 2. the speech-act idiom "mean to say"


def test_present_negated_mean_to_say_is_no_intention():
    assert "mean" not in _candidates("She does not mean to say that the report is false.")


def test_question_mean_to_say_is_no_intention():
    assert "mean" not in _candidates("Do you mean to say that the money is gone?")


def test_guard_past_meant_to_say_keeps_the_intention():
    # guard: "I meant to say ..., but I forgot" is an intention that failed
    assert "mean" in _candidates("I meant to say that the meeting was moved, but I forgot.")


# 3. negated "continue to" with a time-extent phrase


def test_not_continue_well_into_a_century_contradicts():
    pairs = _pairs("The town continued to grow well into the nineteenth century.", "continue")
    assert pairs["negated"].hypothesis == "The town grew well into the nineteenth century."
    assert pairs["negated"].heuristic_label == "contradiction"


def test_not_continue_into_a_decade_contradicts():
    pairs = _pairs("The town did not continue to grow into the 1990s.", "continue")
    assert pairs["original"].heuristic_label == "contradiction"


def test_guard_resultative_into_keeps_the_presupposition():
    # guard: "grow into a giant" names a result, no time, so no time frame's +/-; the bare
    # past's negative half is "-" since stop 99 (vc216, "ASP:past"), no longer "+"
    pairs = _pairs("The child continued to grow into a giant.", "continue")
    assert pairs["negated"].heuristic_label == "contradiction"


# 4. an infinitive clause as the subject of a content clause


def test_infinitive_subject_of_content_clause_is_no_trigger():
    assert "admit" not in _candidates(
        "He understood that to admit the error was to invite ridicule."
    )


def test_verb_before_that_to_is_no_object_control():
    assert "know" not in _candidates("She knew that to refuse them was to lose the contract.")


def test_guard_demonstrative_that_with_infinitive_stays():
    # guard: "wanted that to happen" is a demonstrative object and its infinitive
    assert "want" in _candidates("She wanted that to happen before the summer.")


def test_guard_parsed_clausal_subject_stays():
    # guard: with the clausal subject parsed in place the pair is good as it is
    pairs = _pairs("He said that to win was everything.", "say")
    assert pairs["original"].hypothesis == "To win was everything."
