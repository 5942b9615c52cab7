"""Stop 93, branch im114: implicature (blind review s9301, tweets).

* an emphasizer before the verb of the trigger's clause ("literally", "totally", "seriously",
  "truly", ...: Quirk et al. 1985 §8.99-8.109) is cut from every sentence the phenomenon builds
  (hypothesis, negated control, question, conditional, modal), the original premise aside
  (``repair.emphasizer_cut``; ``rewrite.implicature.EMPHASIZER_ADVERBS``): negated it makes a
  metalinguistic denial of the word (Horn 1989 ch. 6);
* "or" under hypothetical/volitional "would" ("I'd take either A or B") is free choice, no
  "not both" (``contexts.HYPOTHETICAL_MODAL_FORMS`` in ``contexts.free_choice``);
* the shared negation reduces a closing run of "!"/"?" in the sentence it writes to one mark
  (``_result.single_end_mark``, applied in ``negation.negate``).

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from pipeline.rewrite._result import single_end_mark
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _by_kind(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {p.premise_kind: (p.premise, p.hypothesis) for p in _pairs(text, subtype)}


# --- emphasizers ----------------------------------------------------------------------------


def test_literally_is_cut_from_hypothesis_and_operator_premises():
    text = "She literally visited 4 different museums in one afternoon."
    kinds = _by_kind(text, "numerals")
    assert kinds["original"] == (
        text,
        "She didn't visit more than 4 different museums in one afternoon.",
    ), kinds
    for kind in ("modal", "interrogative", "conditional", "negated"):
        assert kind in kinds, kinds
        premise, hypothesis = kinds[kind]
        assert "literally" not in premise and "literally" not in hypothesis, (kind, premise)
    assert kinds["interrogative"][0] == "Did she visit 4 different museums in one afternoon?"


def test_totally_is_cut_from_the_hypothesis():
    kinds = _by_kind("We totally ate 5 pizzas at the party.", "numerals")
    assert kinds["original"][1] == "We didn't eat more than 5 pizzas at the party.", kinds
    assert kinds["modal"][0] == "We might have eaten 5 pizzas at the party.", kinds


def test_seriously_is_cut_from_the_negated_control():
    kinds = _by_kind("My brother seriously bought 6 tickets for the game.", "numerals")
    premise, hypothesis = kinds["negated"]
    assert premise == "My brother didn't buy 6 tickets for the game.", kinds
    assert hypothesis == "My brother bought 6 tickets for the game.", kinds


def test_near_miss_without_emphasizer_is_unchanged():
    kinds = _by_kind("She visited 4 different museums in one afternoon.", "numerals")
    assert kinds["modal"][0] == "She might have visited 4 different museums in one afternoon."
    assert kinds["original"][1] == (
        "She didn't visit more than 4 different museums in one afternoon."
    )


def test_near_miss_manner_adverb_is_not_an_emphasizer():
    # "quickly" is a process adjunct, not an emphasizer: the upper bound still goes on the
    # numeral ("no more than"), and the premises keep the adverb
    kinds = _by_kind("She quickly visited 4 different museums in one afternoon.", "numerals")
    assert "quickly" in kinds["modal"][0], kinds


# --- free choice under "would" --------------------------------------------------------------


def test_either_or_under_would_is_free_choice():
    assert not _pairs("Honestly we'd visit either Denver or Austin next spring!", "connectives")
    assert not _pairs("She would accept either a refund or a replacement.", "connectives")


def test_near_miss_past_either_or_keeps_its_pair():
    pairs = _pairs("He bought either a bike or a scooter last year.", "connectives")
    hyps = {p.hypothesis for p in pairs if p.premise_kind == "original"}
    assert hyps == {"He didn't buy both a bike and a scooter last year."}, hyps


# --- runs of end marks ----------------------------------------------------------------------


def test_single_end_mark():
    assert single_end_mark("They came!!!!") == "They came!"
    assert single_end_mark("Did they come?!?") == "Did they come?"
    assert single_end_mark("Why can't they come!?!") == "Why can't they come?"
    assert single_end_mark("They came!") == "They came!"
    assert single_end_mark('He said "Stop!!"') == 'He said "Stop!"'
    assert single_end_mark("Wow!! They came.") == "Wow!! They came."


def test_negation_writes_one_end_mark(nlp):
    doc = nlp("We have had 4 trains delayed this month!!!!")
    result = negate(doc)
    assert result.ok, result.flags
    assert result.text == "We haven't had 4 trains delayed this month!", result.text


def test_negation_keeps_a_single_mark(nlp):
    doc = nlp("We have had 4 trains delayed this month!")
    assert negate(doc).text == "We haven't had 4 trains delayed this month!"


def test_negated_control_premise_has_one_mark():
    kinds = _by_kind("I have had 4 trains delayed this month!!!!", "numerals")
    assert kinds["negated"][0] == "I haven't had 4 trains delayed this month!", kinds
