"""Shared negation and embedding rewriters, stop 41 (blind slice s1130e, State of the Union
addresses): premise errors across phenomena, on constructed sentences through the real pipeline.

1. first-person present "know" under "might" or "if" ("I might know that ...", "If I know that
   ..., it's okay"): Moore-paradoxical (Hintikka 1962), not written; questions, negations and
   other subjects stay;
2. emphatic "does indeed" negated as "*doesn't indeed": "indeed" is dropped;
3. a caller's wide-scope adverb after a modal ("I can further not assure"): the negation goes on
   the modal ("cannot further assure");
4. a floated "all"/"both" before the negated operator ("We all don't know"): moved after it
   ("We don't all know");
5. "At long last" is a fronted sequence adverbial like "At last".
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept


def _pairs(text: str, phenomenon: str):
    return run_texts([text], [phenomenon])[1].pairs


def _premises(text: str, phenomenon: str, kind: str) -> set[str]:
    return {p.premise for p in _pairs(text, phenomenon) if p.premise_kind == kind}


def _word(doc, text: str):
    return next(t for t in doc if t.text == text)


# class 1: first-person present "know" under a modal or a conditional


@pytest.mark.parametrize(
    "sentence",
    [
        "I know that every one of you cares about our veterans.",
        "We all know that the budget deficit is far too high.",
    ],
)
def test_first_person_know_gets_no_modal_or_conditional(sentence):
    pairs = _pairs(sentence, "presupposition")
    kinds = {p.premise_kind for p in pairs}
    assert "modal" not in kinds and "conditional" not in kinds, kinds
    assert "negated" in kinds  # "I don't know that ...": natural, judged right (neutral)


def test_first_person_know_has_no_question():
    # stop 53 (ng23): "Do we know that p?" asks whether p is established and suspends the
    # factive (Karttunen 1971); the blind review called it ambiguous: no question now
    premises = _premises(
        "We know that the budget deficit is far too high.", "presupposition", "interrogative"
    )
    assert premises == set()


def test_first_person_know_refusal_leaves_sentence_unchanged(parsed):
    doc, _ = parsed("I know that the treaty was signed in Geneva.")
    for kind in ("modal", "conditional"):
        result = embed(doc, kind, _word(doc, "know"))
        assert not result.ok and result.text == doc.text
        assert "first-person-knowledge" in result.flags


@pytest.mark.parametrize(
    ("sentence", "kind", "premise"),
    [
        (
            "She knows that the budget deficit is far too high.",
            "modal",
            "She might know that the budget deficit is far too high.",
        ),
        (
            "She knows that the budget deficit is far too high.",
            "conditional",
            "If she knows that the budget deficit is far too high, it's okay.",
        ),
        (
            # stop 90 (ng06): first-person "I might have known" is the reproach idiom (Quirk
            # et al. 1985 §4.64; review s1206a pres-063), so the past first-person knower
            # takes IMPPRES Table 1's sentential frame (embedding.reproach_idiom)
            "I knew that the treaty had been signed.",
            "modal",
            "It's possible that I knew that the treaty had been signed.",
        ),
        (
            "We realize that the task ahead is difficult.",
            "modal",
            "We might realize that the task ahead is difficult.",
        ),
    ],
)
def test_other_knowers_keep_their_embeddings(sentence, kind, premise):
    assert premise in _premises(sentence, "presupposition", kind)


def test_conditional_over_a_trigger_below_first_person_know_is_refused(parsed):
    # the "if" takes the whole sentence, "If I know that the governor stopped ..., it's okay"
    doc, _ = parsed("I know that the governor stopped the program.")
    result = embed(doc, "conditional", _word(doc, "stopped"))
    assert not result.ok and result.text == doc.text
    assert "first-person-knowledge" in result.flags


# class 2: emphatic "does indeed"


def test_emphatic_indeed_is_dropped_by_the_negation(parsed):
    doc, _ = parsed("The recovery does indeed depend on many of our small farms.")
    result = negate(doc, contract=True)
    assert result.text == "The recovery doesn't depend on many of our small farms."


def test_implicature_pairs_without_doesnt_indeed():
    pairs = _pairs("The recovery does indeed depend on many of our small farms.", "implicature")
    texts = {p.premise for p in pairs} | {p.hypothesis for p in pairs}
    assert "The recovery doesn't depend on all of our small farms." in texts
    assert not any("n't indeed" in t for t in texts)


def test_indeed_before_the_operator_stays(parsed):
    doc, _ = parsed("Indeed, the recovery depends on our small farms.")
    result = negate(doc, contract=True)
    assert result.text == "Indeed, the recovery doesn't depend on our small farms."


# class 3: wide-scope adverb after a modal


def test_further_after_a_modal_goes_below_the_negation():
    pairs = _pairs(
        "I can further assure the Senate that the budget is balanced.", "verb_complement"
    )
    negated = {p.premise for p in pairs if p.premise_kind == "negated"}
    assert negated == {"I cannot further assure the Senate that the budget is balanced."}


def test_further_before_a_finite_verb_stays_outside():
    pairs = _pairs("The agency further recognized that the rules were unclear.", "verb_complement")
    negated = {p.premise for p in pairs if p.premise_kind == "negated"}
    assert negated == {"The agency further did not recognize that the rules were unclear."}


def test_probably_after_a_modal_stays_before_not(parsed):
    doc, _ = parsed("She will probably know that the law changed.")
    assert negate(doc, contract=False).text == "She will probably not know that the law changed."


# class 4: floated universal quantifier


@pytest.mark.parametrize(
    ("sentence", "negated"),
    [
        (
            "We all know that the deficit is too high.",
            "We don't all know that the deficit is too high.",
        ),
        ("They both stopped smoking last year.", "They didn't both stop smoking last year."),
        ("We all have seen that the plan works.", "We haven't all seen that the plan works."),
    ],
)
def test_floated_quantifier_follows_the_negation(parsed, sentence, negated):
    doc, _ = parsed(sentence)
    assert negate(doc, contract=True).text == negated


def test_quantifier_inside_the_subject_stays(parsed):
    doc, _ = parsed("All the members agreed to the plan.")
    assert negate(doc, contract=True).text == "All the members didn't agree to the plan."


# class 5: "At long last"


def test_at_long_last_is_a_fronted_sequence_adverbial():
    pairs = _pairs("At long last, the nation has stopped fighting the war.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated and not any(kept(p) for p in negated)
    assert all(
        p.premise == "At long last, the nation hasn't stopped fighting the war." for p in negated
    )


def test_plain_fronted_adverbial_negation_stays_kept():
    pairs = _pairs("In 1990, the nation stopped fighting the war.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated and all(kept(p) for p in negated)
