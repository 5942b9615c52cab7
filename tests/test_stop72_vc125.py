"""verb_complement, stop 72 round two (branch vc125): the negated premise and the hypothesis's
subject pronoun, from the s1204d review (``pipeline/rewrite/complement.py``,
``pipeline/rewrite/negation.py``).

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay well formed:

- a truth or style disjunct on the trigger ("basically says", "says, roughly,") under ¬S;
- a trailing supplementive of result ("thus giving ...", "..., saving X - ...") under ¬S;
- the that-clause's subject pronoun: resolved to the addressee of "tell/remind" with a
  directive modal, or to the only agreeing matrix subject; flagged under an impersonal
  infinitive;
- a hypothesis that is only the adverbial clause opening the complement.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list[tuple[str, str, bool]]:
    return [
        (p.premise_kind, p.hypothesis, p.well_formed) for p in mined_pairs(text, "verb_complement")
    ]


def _kind(text: str, kind: str) -> set[tuple[str, bool]]:
    return {(h, wf) for k, h, wf in _pairs(text) if k == kind}


def test_preverbal_truth_hedge_flags_negated_premise():
    text = "The manual basically says that you have the right to copy the program."
    assert _kind(text, "negated") == {("You have the right to copy the program.", False)}
    assert _kind(text, "original") == {("You have the right to copy the program.", True)}


def test_comma_set_roughly_flags_negated_premise():
    text = "The rule says, roughly, that every process gets a fair share of the processor."
    assert {wf for _, wf in _kind(text, "negated")} == {False}


def test_fronted_hedge_stays_outside_negation():
    text = "Basically, the manual says that you have the right to copy the program."
    assert {wf for _, wf in _kind(text, "negated")} == {True}


def test_result_participle_with_thus_flags_negated_premise():
    text = "This design allows all the stages to work in parallel thus giving greater throughput."
    negated = _kind(text, "negated")
    assert negated and {wf for _, wf in negated} == {False}


def test_supplement_before_dash_flags_negated_premise():
    text = (
        "The interrupt allows the kernel to switch tasks, saving the registers - the scheduler "
        "then picks the next one."
    )
    negated = _kind(text, "negated")
    assert negated and {wf for _, wf in negated} == {False}


def test_plain_infinitive_keeps_negated_premise():
    text = "This design allows all the stages to work in parallel."
    assert {wf for _, wf in _kind(text, "negated")} == {True}


def test_addressee_of_directive_replaces_pronoun():
    text = "The operator told the caller that he should restart the modem."
    assert {h for h, _ in _kind(text, "original")} == {"The caller should restart the modem."}


def test_addressee_plural_replaces_pronoun():
    text = "The manager reminded the engineers that they must file a report."
    assert {h for h, _ in _kind(text, "original")} == {"The engineers must file a report."}


def test_only_agreeing_subject_replaces_pronoun():
    text = "The listener would have understood that he should use his own account."
    assert {h for h, _ in _kind(text, "original")} == {"The listener should use his own account."}


def test_pronoun_subject_stays_a_pronoun():
    # no noun phrase to put back: the older rules decide, this pass leaves it
    hyps = {h for h, _ in _kind("He said that he would fix the bug.", "original")}
    assert hyps == {"He would fix the bug."}


def test_pronoun_under_impersonal_infinitive_is_flagged():
    text = "It is enough to check one case to show that it is false."
    assert {wf for _, wf in _kind(text, "original")} == {False}


def test_adverbial_clause_only_hypothesis_is_flagged():
    # the parser takes the "where" clause for the whole complement
    text = (
        "The model is based on a rule which states that where one cell's firing repeatedly "
        "contributes to the firing of another cell, the size of this contribution will tend "
        "to grow with time."
    )
    where = {wf for _, h, wf in _pairs(text) if h.startswith("Where")}
    assert where == {False}


def test_parsed_where_clause_with_its_main_clause_stays():
    text = (
        "The rule states that where one process repeatedly blocks another process, the "
        "priority of the first will tend to increase."
    )
    assert (
        "Where one process repeatedly blocks another process, the priority of the first will "
        "tend to increase.",
        True,
    ) in _kind(text, "original")


def test_full_conditional_complement_stays():
    text = "The theorem states that if a graph is planar then it can be coloured with four colours."
    assert _kind(text, "original") == {
        ("If a graph is planar then it can be coloured with four colours.", True)
    }
