"""Stop 67 (fl34): flag promises on s1202w's flagged draw.

"A flag is a promise: what is flagged must be bad." Pooled over the nine flagged draws s1202k-w
(docs/flags.md, stop 67, fl34), three detections fired where the pair was fine:

- ``discourse-clash:anaphor`` on a to-infinitive "do so" ("urged him to do so"), which asserts
  no event of its antecedent, so the negated clause does not clash with it;
- ``double-negation:not-no`` on a pair that cut the clause holding the source's own negative
  concord ("and won't come to no harm"): no negator was added beside a negative word;
- ``source:fragment`` on a negated participle label ("Not intended to ..."), the block language
  of ``subjectless`` (a warning for conjunction).

Sentences are constructed.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline import flags as F
from pipeline.process import run_texts
from pipeline.rewrite.negation import negate


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


def _pairs(text: str, phenomenon: str, assess: bool = False):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=assess)
    return res.pairs


# -- discourse-clash:anaphor: a to-infinitive "do so" ------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Her neighbours doubted she would sell the farm, and urged her to do so.",
        "The rules let you swap one card each turn, if you have the gold to do so.",
    ],
)
def test_infinitival_do_so_is_no_positive_anaphor(parsed, sentence):
    doc, _ = parsed(sentence)
    verb = _token(doc, "doubted") if "doubted" in sentence else _token(doc, "let")
    result = negate(doc, verb, contract=True)
    assert result.clash != "anaphor"


@pytest.mark.parametrize(
    "sentence",
    [
        "Mira sold the farm in spring, and so did her cousin.",
        "Mira sold the farm in spring, and she evidently did so.",
        # a factive infinitive: "right to do so" presupposes she sold it
        "Mira sold the farm in spring, and she was right to do so.",
    ],
)
def test_finite_do_so_is_still_a_clash(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc, _token(doc, "sold"), contract=True)
    assert not result.ok and result.clash == "anaphor"


def test_verb_complement_pair_with_infinitival_do_so_has_no_anaphor_flag():
    pairs = _pairs(
        "His brothers believed he would leave the firm, and begged him to do so.",
        "verb_complement",
    )
    assert pairs
    assert not any("discourse-clash:anaphor" in (p.features.get("flags") or []) for p in pairs)


# -- double-negation:not-no: the source's own concord, cut by the pair -------------------------


def test_removed_clause_with_source_concord_is_no_added_double_negation():
    premise = "If you feed the dog well, he will sleep all day and won't get into no real trouble."
    hypothesis = "If you feed the dog well, he will sleep all day."
    assert F.not_then_negative(premise)
    assert not F.added_double_negation(premise, hypothesis)
    assert not F.added_double_negation(hypothesis, premise)


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("The door did not seem to offer us no resistance.", "The door offered us no resistance."),
        ("She isn't no coward.", "She is no coward."),
        ("He hadn't seen no one at the gate.", "He had seen no one at the gate."),
        ("They didn't want nothing from us.", "They wanted nothing from us."),
    ],
)
def test_negator_added_beside_the_negative_word_stays_a_slip(premise, hypothesis):
    assert F.added_double_negation(premise, hypothesis)


def test_conjunction_pair_cutting_the_concord_clause_is_not_flagged():
    text = "If you teach the pups to sit and to fetch then they'll always behave and won't come to no harm."
    removed = [
        p
        for p in _pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed" and "no harm" not in p.hypothesis
    ]
    assert removed
    for p in removed:
        assert "double-negation:not-no" not in (p.features.get("flags") or [])


# -- source:fragment: a negated participle label ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Not intended to treat, cure or prevent any illness.",
        "Not recommended for use by small children.",
    ],
)
def test_negated_participle_label_is_subjectless_not_fragment(nlp, text):
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" not in reasons
    assert "subjectless" in reasons


@pytest.mark.parametrize(
    "text",
    [
        "Not suitable for small children.",  # verbless: an adjective, still a fragment
        "Badly hurt, knowing if he stopped.",
    ],
)
def test_verbless_or_subordinate_stays_fragment(nlp, text):
    assert "fragment" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    ["Not knowing the way, she asked a stranger.", "Not surprisingly, the plan failed."],
)
def test_whole_sentences_opening_with_not_are_fit(nlp, text):
    assert fitness.assess(text, nlp(text)) == []


def test_negated_label_conjunction_pair_is_well_formed():
    pairs = _pairs(
        "Not intended to treat, cure or prevent any illness.", "conjunction", assess=True
    )
    removed = [p for p in pairs if p.hypothesis_kind == "conjunct_removed"]
    assert removed
    for p in removed:
        assert "source:fragment" not in (p.features.get("flags") or [])
    assert any(p.well_formed for p in removed)
