"""verb_complement (stop 103, branch vc228): complement hypotheses and negated premises that
hold together.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each
class has a near miss that must not change.

1. A trigger heading a purpose infinitive or an infinitival relative ("owns a cloak to allow
   her to fly"): the controller's clause takes the host's tense ("She flies", not "*She
   fly"), and no ¬S pair negates the host ("*She does not own a cloak to allow her to fly").
2. A wh-word that is the infinitive's raised subject ("what they perceive to be his wishes"):
   no pair.
3. "in the event (that)" / "in case" clauses are conditional antecedents like "if".
4. "the former/the latter" opening the hypothesis: the noun phrase it picks is written.
5. A contrastive "while/whereas" clause the trigger heads is cut like an "although" clause.
6. Guards: coordinated bare infinitives all take the finite form; progressive and
   participle "coming to V" stay flagged as purpose infinitives.
"""

from __future__ import annotations

import pytest

from pipeline.parse import load, resolve_model
from pipeline.phenomena.verb_complement_adjunct_frames import raised_wh_subject
from pipeline.rewrite.complement_adjunct_clauses import (
    conditional_preposition,
    contrastive_mark,
)
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str | None = None, trigger_rule: str = "complement:to") -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if (kind is None or p.premise_kind == kind)
        and p.features.get("complement_rule", "").startswith(trigger_rule)
    ]


def _hypotheses(text: str, kind: str = "original", rule: str = "complement:to") -> set[str]:
    return {p.hypothesis for p in _pairs(text, kind, rule)}


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


# 1. the trigger heads a purpose infinitive or an infinitival relative


@pytest.mark.parametrize(
    ("text", "good"),
    [
        ("She owns a cloak to allow her to fly.", "She flies."),
        ("He bought a car to allow him to travel.", "He traveled."),
    ],
)
def test_adjunct_infinitive_controller_takes_host_tense(text, good):
    (pair,) = _pairs(text, "original")
    assert pair.hypothesis == good
    assert "nonfinite-matrix" not in pair.features["flags"]


def test_adjunct_infinitive_host_with_auxiliary_stays_flagged():
    # near miss: "will buy" lends no simple tense; the pair stays flagged
    (pair,) = _pairs("They will buy a car to allow them to travel.", "original")
    assert "nonfinite-matrix" in pair.features["flags"]


def test_no_negated_premise_on_the_host_of_an_adjunct_infinitive():
    assert not _pairs("She owns a cloak to allow her to fly.", "negated")
    # near miss: the trigger is the main verb, and the negation is its own
    (neg,) = _pairs("The law allows them to travel.", "negated")
    assert neg.premise == "The law does not allow them to travel."


# 2. a wh-word as the raised subject of the infinitive


def test_raised_wh_subject_gives_no_pair():
    assert not _pairs("They honour what they perceive to be his wishes.")


def test_raised_wh_subject_helper(nlp):
    doc = nlp("They honour what they perceive to be his wishes.")
    assert raised_wh_subject(doc[4], doc[6]).lower_ == "what"
    # near miss: the wh-word is the infinitive's object ("do" has none of its own)
    doc = nlp("They did what they wanted to do.")
    assert raised_wh_subject(doc[4], doc[6]) is None


def test_wh_object_of_infinitive_keeps_its_flagged_pair():
    pairs = _pairs("They did what they wanted to do.", "original")
    assert pairs and not any(p.well_formed for p in pairs)


# 3. "in the event (that)", "in case"


@pytest.mark.parametrize(
    ("text", "kind", "hypothesis"),
    [
        (
            "In the event the borrower fails to pay, the bank sells the property.",
            "in-the-event",
            "The borrower pays.",
        ),
        (
            "The bank sells the property in the event that the borrower fails to pay.",
            "in-the-event",
            "The borrower pays.",
        ),
        (
            "In case the tenant fails to pay, the owner keeps the deposit.",
            "in-case",
            "The tenant pays.",
        ),
    ],
)
def test_conditional_preposition_is_an_if_clause(text, kind, hypothesis):
    (pair,) = _pairs(text)  # no ¬S pair: a conditional antecedent
    assert pair.premise_kind == "original"
    assert pair.hypothesis == hypothesis
    assert pair.heuristic_label == "neutral"
    assert f"conditional-clause:{kind}" in pair.features["flags"]


@pytest.mark.parametrize(
    "text",
    [
        "In the event, the borrower failed to pay.",  # = as it turned out
        "In any case, the tenant failed to pay.",
        "In that case, the tenant failed to pay.",
    ],
)
def test_other_in_the_event_phrases_are_no_condition(text, nlp):
    doc = nlp(text)
    verb = next(t for t in doc if t.lemma_ == "fail")
    assert conditional_preposition(verb) is None
    (pair,) = _pairs(text, "original")
    assert pair.heuristic_label == "contradiction"


# 4. "the former/the latter"


@pytest.mark.parametrize(
    ("text", "good"),
    [
        (
            "The pedal offers reverb and overdrive; the latter is considered to be a key effect.",
            "Overdrive is a key effect.",
        ),
        (
            "The firm sold the mill and the castle; the former was said to be haunted.",
            "The mill was haunted.",
        ),
    ],
)
def test_former_latter_written_out(text, good):
    pairs = _pairs(text)
    assert {p.hypothesis for p in pairs} == {good}
    assert not any(f.startswith("dangling-anaphor") for p in pairs for f in p.features["flags"])


def test_former_latter_with_indefinite_antecedent_is_flagged():
    text = "The pedal offers a chorus and a fuzz; the former is considered to be a key effect."
    (pair,) = _pairs(text, "original")
    assert "dangling-anaphor:former" in pair.features["flags"]


def test_former_latter_near_misses():
    # no list before it in the sentence: the premise has no antecedent either
    (pair,) = _pairs("The latter is considered to be a key effect.", "original")
    assert pair.hypothesis == "The latter is a key effect." and pair.well_formed
    # an attributive adjective, no anaphor
    (pair,) = _pairs("The former capital was considered to be a key city.", "original")
    assert pair.hypothesis == "The former capital was a key city."


# 5. contrastive "while/whereas" clauses


@pytest.mark.parametrize(
    ("text", "good"),
    [
        ("While fear is felt to be unpleasant, people enjoy it.", "Fear is unpleasant."),
        ("While the plan was expected to fail, it succeeded.", "The plan failed."),
    ],
)
def test_contrastive_while_clause_cut(text, good):
    assert _hypotheses(text) == {good}


def test_temporal_while_clause_with_the_same_subject_stays(nlp):
    text = "While he was trying to open the door, he fell."
    assert _hypotheses(text) == {"While he was opening the door, he fell."}
    doc = nlp(text)
    assert contrastive_mark(doc[4]) is None


def test_contrastive_while_clause_negated_premise_flagged():
    (neg,) = _pairs("While the plan was expected to fail, it succeeded.", "negated")
    assert "discourse-clash:contrast" in neg.features["flags"]


# 6. guards


@pytest.mark.parametrize(
    ("text", "good"),
    [
        ("He tried to detect or block intruders.", "He detected or blocked intruders."),
        (
            "The guards were ordered to detect or block intruders.",
            "The guards detected or blocked intruders.",
        ),
    ],
)
def test_coordinated_infinitives_all_finite(text, good):
    assert good in _hypotheses(text)


@pytest.mark.parametrize(
    "text", ["They were coming to collect taxes.", "The men coming to collect taxes were armed."]
)
def test_progressive_and_participle_purpose_come_flagged(text):
    pairs = _pairs(text, "original")
    assert pairs
    assert all("non-construction:purpose-infinitive" in p.features["flags"] for p in pairs)
    assert not any(p.well_formed for p in pairs)
