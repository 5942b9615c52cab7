"""Stop 77 round one, branch pr155: presupposition trigger senses on manual prose (review s1204q).

- "enter" is a change-of-location trigger (enter.v.01) only with a place, structure, vehicle,
  natural object or group as its goal; a date, a number, a quoted string, a field name or a
  pronoun whose antecedent is none of these is typed in (``extract._no_place_goal``);
- "remain" with a counted or measured subject and no complement is "be left over"
  (``extract._leftover_remain``);
- "pop up (a window)" is a phrasal verb (``presupposition_change_of_state_idioms.txt``);
- "split" with a possession as its object (a stock split) is no breaking;
- "how X compares to Y" has no draft "X compares to Y" (``_obligatory_manner_question``).

Sentences are constructed (not from any review slice) and go through the real spaCy model and
the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import settle
from pipeline.process import run_texts
from tests.phenomenon_support import presupposition_triggers as _triggers

COS = "change_of_state"


# -- 1. "enter": a place as goal --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "On the second line, enter the Amount of the payment and the Memo.",
        "For the first invoice we will enter March 3, 2011.",
        'To get padded numbers you would enter "INV-%04d" in that box.',
        "There are two ways to record the refund: you can enter it from the bank register.",
    ],
)
def test_enter_with_a_typed_value_has_no_candidate(text: str) -> None:
    assert "enter" not in {t.lower() for t in _triggers(text, COS)}


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("The firefighters entered the burning warehouse at dawn.", "entered"),
        ("The fleet entered Lisbon after a long voyage.", "entered"),
        ("Her younger brother entered the navy in 1990.", "entered"),
        ("The canoe entered the lake before noon.", "entered"),
        ("The workers found the tunnel and entered it carefully.", "entered"),
        ("You open the gate and enter it quietly.", "enter"),
    ],
)
def test_enter_with_a_place_keeps_its_candidate(text: str, trigger: str) -> None:
    assert trigger in _triggers(text, COS)


def test_enter_pronoun_is_not_its_own_subject() -> None:
    """Binding Principle B: in "the manager entered it" "it" is not the manager (a person, no
    place) but the depot, so the candidate stays."""
    text = "We reached the depot and the manager entered it quickly."
    assert "entered" in _triggers(text, COS)


def test_enter_pronoun_with_a_typed_antecedent_has_no_candidate() -> None:
    assert _triggers("The form asks for a postcode; enter it without spaces.", COS) == set()


# -- 2. "remain" = be left over ------------------------------------------------------------------


def test_counted_remainder_has_no_candidate() -> None:
    assert _triggers("The dialog shows how many weeks remain on the lease.", COS) == set()
    assert _triggers("Four instalments remain on the car loan.", COS) == set()


def test_remaining_persons_and_states_keep_the_candidate() -> None:
    assert "remained" in _triggers("Two sentries remained on the wall all night.", COS)
    assert "remained" in _triggers("The invoices remained unpaid for months.", COS)


# -- 3. "pop up" and a stock split -----------------------------------------------------------


def test_pop_up_a_window_has_no_candidate() -> None:
    assert _triggers("Next week the program will pop up a reminder about it.", COS) == set()


def test_literal_pop_keeps_the_candidate() -> None:
    assert "popped" in _triggers("The child popped the balloon with a pin.", COS)


def test_stock_split_has_no_candidate() -> None:
    assert _triggers("Firms often split their shares when the price climbs.", COS) == set()


def test_physical_split_keeps_the_candidate() -> None:
    assert "split" in _triggers("The farmer split the log with a heavy axe.", COS)


# -- 4. "how X compares to Y" ----------------------------------------------------------------


def _hypotheses(text: str) -> set[str]:
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return {
        p.hypothesis
        for p in map(settle, result.pairs)
        if p.subtype == "embedded_question"
        and p.well_formed
        and not p.label_rule.startswith("imppres:control")
    }


def test_how_compare_question_has_no_draft() -> None:
    hyps = _hypotheses("The report shows how your real expenses compare to the budget.")
    assert not any("compare to the budget" in h for h in hyps)


def test_how_with_transitive_compare_keeps_its_draft() -> None:
    hyps = _hypotheses("The report shows how the clerk compared the two quotes.")
    assert any("compared the two quotes" in h for h in hyps), hyps
