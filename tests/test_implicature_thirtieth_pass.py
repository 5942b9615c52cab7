"""Thirtieth pass (s1130o/p blind review, rubric a: "a scalar item used scalarly"): candidates
without a real scalar trigger are not extracted.

1. relative-superlative "most" ("the third most", "the record for most N": Hackl 2009,
   Szabolcsi 2012);
2. "some" in one option of a disjunctive list or a combination, and "some" as one part of a
   partition of amounts ("mostly X, some Y, and a little Z"; Horn 1989 ch. 4);
3. a modal in a zero relative clause on a universal or free-choice phrase ("anything else a
   friend could give", Dayal 1998) that the parser made a clause of its own;
4. bare predicative "good" of a person named by a pronoun or a name (moral sense, not the
   ⟨good, excellent⟩ quality scale; Horn 1989, Hirschberg 1985).

Constructed sentences through the real pipeline (``run_texts``). Each test of a dropped candidate
failed on the code before this change (bd66cab: the candidate was extracted); the controls check
the scalar uses that stay. Sources are cited at the rules (``pipeline/phenomena/implicature/
__init__.py``: _relative_most, _option_part, _amount_partition, _moral_good;
``contexts.py``: _universal_contact_relative).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _candidates(text: str, subtype: str) -> list[str]:
    """The triggers of ``subtype`` extracted from ``text``."""
    _, result = run_texts([text], ["implicature"])
    return [c.trigger.lower() for c in result.candidates if c.subtype == subtype]


def _kept_hypotheses(text: str, subtype: str) -> set[str]:
    _, result = run_texts([text], ["implicature"])
    return {p.hypothesis for p in result.pairs if p.subtype == subtype and kept(p)}


# -- 1. relative-superlative "most" -------------------------------------------------------------


def test_record_for_most_is_not_a_quantifier():
    text = "The pitchers set the league record for most strikeouts in a single season."
    assert "most" not in _candidates(text, "quantifiers")


def test_ordinal_most_is_not_a_quantifier():
    text = "The rookie scored 31 goals, the third most in the league."
    assert "most" not in _candidates(text, "quantifiers")


def test_proportional_most_stays():
    text = "Most members voted for the proposal."
    assert _candidates(text, "quantifiers") == ["most"]
    assert "Not all members voted for the proposal." in _kept_hypotheses(text, "quantifiers")


def test_proportional_most_after_for_stays():
    # "for most students" outside a record phrase: the proportional quantifier
    assert _candidates("The scholarship pays for most students in the program.", "quantifiers") == [
        "most"
    ]


# -- 2. "some" in an option or an amount partition -----------------------------------------------


def test_some_in_a_combination_option_is_not_a_trigger():
    text = (
        "Jackets usually have hoods and are lined, and fasten by means of buttons, snaps, zips, "
        "laces, or a combination of some of these."
    )
    assert "some" not in _candidates(text, "quantifiers")


def test_some_in_an_amount_partition_is_not_a_trigger():
    text = "Other stains were mostly dark umber, some burnt umber, and a little lamp black."
    assert "some" not in _candidates(text, "quantifiers")


def test_partitive_some_stays():
    text = "Some of the students passed the exam."
    assert _candidates(text, "quantifiers") == ["some"]
    assert "Not all of the students passed the exam." in _kept_hypotheses(text, "quantifiers")


# -- 3. a modal in a zero relative clause on a free-choice phrase ---------------------------------


def test_modal_in_relative_on_anything_else_is_not_a_trigger():
    text = (
        "There was a friend in town; a friend who was ready to give him money, advice, and "
        "anything else a friend could give a stranger."
    )
    assert "could" not in _candidates(text, "modals")


# -- 4. moral "good" -----------------------------------------------------------------------------


def test_bare_good_of_a_pronoun_is_not_on_the_quality_scale():
    assert "good" not in _candidates(
        "She was good and the children loved her for it.", "gradable_adjectives"
    )


def test_good_of_a_thing_stays():
    text = "The movie was good."
    assert _candidates(text, "gradable_adjectives") == ["good"]
    assert "The movie wasn't excellent." in _kept_hypotheses(text, "gradable_adjectives")


def test_good_at_a_skill_stays():
    # the complement names the dimension (skill), where "excellent at" is the alternative
    assert _candidates("John was good at his job.", "gradable_adjectives") == ["good"]


def test_good_of_a_role_noun_stays():
    assert _candidates("The goalkeeper was good.", "gradable_adjectives") == ["good"]
