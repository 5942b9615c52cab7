"""Stop 100, pr234: possessive drafts over a coordinated possessum; the fronted "only"-clause
of an inverted main clause.

(1) A genitive is the determiner of its own noun phrase (Huddleston & Pullum 2002 ch. 5 §16):
a later conjunct with a determiner of its own ("the general's wagon and the weary mules") is
outside it, so the draft is the first conjunct's, with its article; a postmodifier after a
later conjunct is not handed to the first. (2) Subject-auxiliary inversion after a fronted
"only"/negative clause (Quirk et al. 1985 §18.24): the clause is not postposed (which leaves a
question with a full stop), and when the parser made the fronted clause the root, every
embedding and the draft refuse instead of cutting at the fronted clause. Constructed sentences
through the real pipeline; each with a near miss that keeps its pair."""

from __future__ import annotations

from functools import cache

from pipeline import parse
from pipeline.rewrite.clause_scope import fronted_clause_read_as_root


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {
        p.hypothesis
        for p in _pairs(text)
        if p.premise_kind == kind and p.hypothesis_kind == "presupposition" and p.well_formed
    }


def _premises(text: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.premise_kind != "original"}


# -- 1. coordinated possessum -------------------------------------------------------------


def test_conjunct_with_its_own_determiner_is_outside_the_genitive():
    text = "Passing the general's wagon and the weary mules of his escort, she reached the gate."
    hyps = _hypotheses(text)
    assert "The general had a wagon." in hyps, hyps
    assert not any("mules" in h for h in hyps), hyps


def test_shared_genitive_near_miss_keeps_its_draft():
    # no determiner on the second conjunct: the genitive determines both; the first
    # conjunct's draft is entailed on either reading (unchanged)
    hyps = _hypotheses("She admired Maria's bicycle and tent.")
    assert hyps == {"Maria had a bicycle."}, hyps


def test_disjunction_without_determiner_keeps_the_whole_coordination():
    hyps = _hypotheses("They burned the tribe's village or encampment.")
    assert hyps == {"The tribe had a village or an encampment."}, hyps


def test_postmodifier_after_a_later_conjunct_not_handed_to_the_first():
    text = "The rocket's tail surfaces and wings fitted with sensors were damaged."
    hyps = _hypotheses(text)
    assert hyps == {"The rocket had tail surfaces."}, hyps


def test_postmodifier_without_coordination_near_miss_stays():
    hyps = _hypotheses("The rocket's tail surfaces fitted with sensors were damaged.")
    assert hyps == {"The rocket had tail surfaces fitted with sensors."}, hyps


# -- 2. inverted main clause after a fronted "only"-clause ----------------------------------


def test_inverted_main_clause_is_not_turned_into_a_question():
    text = "Only when the thief ceased to resist did the guards begin to talk."
    premises = _premises(text)
    assert not any(p.startswith("Did ") and p.endswith(".") for p in premises), premises
    assert _hypotheses(text, "modal") == set()


def test_fronted_clause_read_as_root_is_recognised():
    nlp = parse.load(parse.resolve_model())
    doc = nlp("Only when the prisoner stopped screaming would the crowd disperse.")
    root = next(t for t in doc if t.dep_ == "ROOT")
    if root.lower_ != "stopped":
        return  # the parser got the main clause right: nothing to recognise
    inverted = fronted_clause_read_as_root(root)
    assert inverted is not None and inverted.lower_ == "would"


def test_fronted_clause_as_root_refuses_operators_and_draft():
    text = "Only when the prisoner stopped screaming would the crowd disperse."
    premises = {p.premise for p in _pairs(text)}
    assert not any("might have stopped" in p for p in premises), premises
    assert not any("would the crowd disperse before" in p.hypothesis for p in _pairs(text))


def test_uninverted_time_clause_near_miss_keeps_its_embeddings():
    hyps = _hypotheses("After the guards left, the prisoners spoke.", "modal")
    assert hyps == {"The guards left."}, hyps


def test_question_with_fronted_when_is_no_misparse():
    nlp = parse.load(parse.resolve_model())
    doc = nlp("When the storm ended, the sailors could finally rest.")
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert fronted_clause_read_as_root(root) is None
