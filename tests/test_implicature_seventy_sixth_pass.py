"""Issue #11/#12 (implicature precision, seventy-sixth pass, im69): blind-review classes of s1202w
(the fortune-mod data).

Constructed sentences through the real pipeline (``run_texts``). Sources are cited at the rules
(``pipeline/phenomena/implicature/reduced_spans.py``, ``pairs.corrective_tail_cut``,
``supplements._controller``, ``degree_uses.goal_result_state``). The controls check the uses
that keep their pairs.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _pairs(text: str, subtype: str) -> list:
    return [p for p in _run(text).pairs if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype)}


# -- 1. a corrective "X, not Y" tail -----------------------------------------------------------


def test_a_trigger_verb_over_a_corrected_goal_gets_no_pair():
    text = "They tried to build a school where the children learned to read, not a school to win prizes."
    assert _pairs(text, "gradable_verbs") == []


def test_a_corrective_tail_outside_the_trigger_leaves_the_hypothesis_without_it():
    hyps = _hypotheses("Some visitors came by train, not by car.", "quantifiers")
    assert hyps == {"Not all visitors came by train."}


def test_a_sentence_without_a_corrective_tail_keeps_its_hypothesis():
    hyps = _hypotheses(
        "They tried to build a school where the children learned to read.", "gradable_verbs"
    )
    assert hyps


# -- 2. an anaphor or an elided noun whose antecedent the cut drops ---------------------------


def test_a_spliced_clause_whose_pronoun_refers_into_the_cut_part_gets_no_pair():
    assert _pairs("One neighbour plants a hedge, three neighbours admire it.", "numerals") == []


def test_a_controlled_gerund_object_is_not_bound_by_the_controller():
    text = (
        "Everybody admires the old paintings, but many curators are nervous about moving them "
        "across the city."
    )
    assert _pairs(text, "quantifiers") == []


def test_a_gerund_object_with_an_antecedent_in_the_kept_clause_keeps_its_pair():
    text = "Many curators bought old paintings and are nervous about moving them."
    assert _pairs(text, "quantifiers")


def test_a_bare_numeral_whose_noun_was_cut_away_gets_no_pair():
    text = "Some of the old phones had 10, while the newer models with large screens had more keys."
    assert _pairs(text, "quantifiers") == []


def test_a_numeral_with_its_noun_keeps_its_pair():
    text = "Some of the old phones had 10 keys, while the newer models with large screens had more."
    assert "Not all of the old phones had 10 keys." in _hypotheses(text, "quantifiers")


# -- 3. a clause rebuilt from a longer sentence -----------------------------------------------


def test_a_demonstrative_whose_antecedent_was_cut_gets_no_pair():
    text = (
        "Maria studied the migration of eels for her thesis, and wrote some of the first "
        "reports on this topic with her adviser."
    )
    assert _pairs(text, "quantifiers") == []


def test_a_hyphenated_verb_split_by_the_parse_is_not_cut_to_its_base():
    text = "She reluctantly wrote the grant report in May, and co-authored some of the papers."
    assert all(" author " not in f" {h} " for h in _hypotheses(text, "quantifiers"))
    assert all("didn't author" not in h for h in _hypotheses(text, "quantifiers"))


def test_a_demonstrative_of_time_needs_no_antecedent():
    text = "The farm lost its barn in the storm, and most of the cows stayed outside this winter."
    assert "Not all of the cows stayed outside this winter." in _hypotheses(text, "quantifiers")


# -- 4. a result state in a goal infinitive ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["We sing to make the long evenings pleasant.", "He jokes to make his lectures interesting."],
)
def test_an_adjective_of_result_in_a_goal_infinitive_gets_no_pair(text):
    assert _pairs(text, "gradable_adjectives") == []


def test_a_finite_causative_with_a_result_adjective_keeps_its_pair():
    assert _pairs("His jokes made the lecture interesting.", "gradable_adjectives")
