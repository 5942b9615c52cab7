"""Stop 82 round one, branch dx07: one polarity walk for every conjunction label.

``syntax.downward_operator`` is the one test per edge of a downward-entailing operator;
``syntax.position_polarity`` composes it along the head path and ``conjunction._downward_context``
asks it for the conditional antecedents and restrictors, so the two walks agree:

- "even if p, q": the antecedent is downward like that of "if" (Lycan 2001: "even" adds a
  scalar presupposition only); "only if p, q" is "if q then p", p upward (von Fintel 1997);
- "everyone / nobody who ...": the restrictor of a universal or negative pronoun is downward
  like "every N who" (Barwise & Cooper 1981; Ladusaw 1979);
- "cannot V without A or B": the negation over "without" cancels, the position is upward, so
  the disjunction has no free-choice reading and or-introduction is entailed.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.phenomena.conjunction import _downward
from pipeline.syntax import DOWNWARD, UPWARD, position_polarity
from tests.phenomenon_support import written_conjunction_pairs


@dataclass
class _Range:
    start: int
    end: int


def _polarity(nlp, text: str, word: str) -> tuple[str, tuple[str, ...]]:
    doc = nlp(text)
    token = next(t for t in doc if t.text == word)
    return position_polarity(token, questions=False)


def _walk(nlp, text: str, first: str, second: str) -> str | None:
    doc = nlp(text)
    a = next(t.i for t in doc if t.text == first)
    b = next(t.i for t in doc if t.text == second)
    return _downward(doc, [_Range(a, a + 1), _Range(b, b + 1)])


def _label(text: str, kind: str, rewritten: str) -> str:
    pairs = written_conjunction_pairs(text, kind)
    assert rewritten in pairs, sorted(pairs)
    return pairs[rewritten].heuristic_label


# --- "even if" / "only if" -------------------------------------------------------------------


def test_even_if_antecedent_is_downward(nlp):
    text = "Even if the guests bring bread and cheese, the party will start late."
    polarity, operators = _polarity(nlp, text, "bread")
    assert polarity == DOWNWARD
    assert operators == ("conditional",)


def test_plain_if_antecedent_stays_downward(nlp):
    text = "If the guests bring bread and cheese, the party will start late."
    assert _polarity(nlp, text, "bread") == (DOWNWARD, ("conditional",))


def test_only_if_antecedent_is_upward_for_both_walks(nlp):
    text = "Only if the guests bring bread and cheese will the party start late."
    assert _polarity(nlp, text, "bread")[0] == UPWARD
    assert _walk(nlp, text, "bread", "cheese") != "if"


def test_even_if_is_a_conditional_for_the_old_walk_too(nlp):
    text = "Even if the guests bring bread and cheese, the party will start late."
    assert _walk(nlp, text, "bread", "cheese") == "if"


# --- restrictors of universal and negative pronouns -----------------------------------------


def test_restrictor_of_everybody_is_downward(nlp):
    text = "Everybody who ordered soup or salad received a discount."
    assert _polarity(nlp, text, "soup") == (DOWNWARD, ("restrictor",))
    assert _walk(nlp, text, "soup", "salad") == "restrictor"


def test_restrictor_of_nobody_is_downward(nlp):
    text = "Nobody who ordered soup or salad received a discount."
    assert _polarity(nlp, text, "soup")[0] == DOWNWARD


def test_relative_clause_of_somebody_in_the_past_stays_upward(nlp):
    text = "Somebody who ordered soup or salad received a discount."
    assert _polarity(nlp, text, "soup") == (UPWARD, ())


# --- "cannot ... without A or B": reversals cancel, no free choice ---------------------------


def test_cannot_without_disjunction_removal_is_neutral():
    text = "You cannot enter the museum without a ticket or a pass."
    assert _label(text, "conjunct_removed", "You cannot enter the museum without a pass.") == (
        "neutral"
    )


def test_cannot_without_disjunction_addition_is_entailed():
    text = "You cannot enter the museum without a ticket or a pass."
    assert (
        _label(text, "conjunct_added", "You cannot enter the museum without a ticket.")
        == "entailment"
    )


def test_free_choice_under_plain_can_is_kept():
    text = "You can enter the museum with a ticket or a pass."
    assert _label(text, "conjunct_removed", "You can enter the museum with a pass.") == (
        "entailment"
    )


def test_especially_if_stays_a_conditional_for_the_old_walk(nlp):
    text = "Water the plants often, especially if the soil is dry and the air is hot."
    assert _walk(nlp, text, "dry", "hot") == "if"
