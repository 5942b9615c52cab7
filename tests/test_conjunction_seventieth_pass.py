"""Stop 51 (branch cj64): conjunct removal spans (issue #12 item 1).

- a degree word before the first of coordinated bare adjectives scopes over all of them and
  stays when the first goes ("too young and thin" -> "too thin");
- a main clause and semicolon inside the first conjunct's span stay when the conjunct goes;
- an "of" phrase after the last of two bare nouns, hung by the parse on the first, goes with
  the last ("fraud and obstruction of justice" -> "fraud"), except after a determined first
  conjunct or a nominalisation, which share it;
- a comma-separated adjective parsed as a list member ("both the drizzly, mossy scene and
  ...") gives no removal;
- a noun phrase parsed as the conjunct of a finite verb (a left-dislocated subject) gives no
  removal, and a finite verb conjunct beside a preposition phrase is not removed;
- the last member of a premodifier list whose first member the parse made the head keeps the
  coordinator before the new last member ("the executive and legislative branches").

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import removals_by_premise

TOO = "She was too young and thin and straight."
SO_THAT = "They were so tired and hungry that they slept."
VERY = "The hall was very dark and cold."
CONTRAST = "He was very tall but thin."
SEMICOLON = "The cellar was damp; we stored the apples there, and the pears kept well in the cold."
FRAUD = "The senator was charged with fraud and obstruction of justice."
PERJURY = "The report avoids accusing him of perjury or obstruction of justice."
HISTORY = "The pupils studied the history and philosophy of religion."
MELTING = "The ore was refined by precipitation and melting of the powder."
STACKED = "They drank deep of both the drizzly, mossy natural scene and of Asian art."
LIST = "He loved the quiet, green valley and the river."
DISLOCATED = "He limps, and the man who hit you and took the cane, he limped."
AMONG = (
    "It made the same division of power between the central and state governments, and among"
    " the executive, legislative and judicial branches."
)

TEXTS = [
    TOO,
    SO_THAT,
    VERY,
    CONTRAST,
    SEMICOLON,
    FRAUD,
    PERJURY,
    HISTORY,
    MELTING,
    STACKED,
    LIST,
    DISLOCATED,
    AMONG,
]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (TOO, "She was too thin and straight.", "She was thin and straight."),
        (SO_THAT, "They were so hungry that they slept.", "They were hungry that they slept."),
        (VERY, "The hall was very cold.", "The hall was cold."),
    ],
)
def test_degree_word_stays_over_the_later_adjectives(removals, text, kept, gone):
    assert kept in removals[text]
    assert gone not in removals[text]


def test_degree_word_under_but_stays_with_its_own_conjunct(removals):
    # "very tall but thin": a contrast, the degree word is the first conjunct's alone
    assert "He was thin." in removals[CONTRAST]
    assert "He was very thin." not in removals[CONTRAST]


def test_clause_before_semicolon_survives_the_first_conjunct(removals):
    assert "The cellar was damp; the pears kept well in the cold." in removals[SEMICOLON]
    assert "The pears kept well in the cold." not in removals[SEMICOLON]


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            FRAUD,
            "The senator was charged with fraud.",
            "The senator was charged with fraud of justice.",
        ),
        (
            PERJURY,
            "The report avoids accusing him of perjury.",
            "The report avoids accusing him of perjury of justice.",
        ),
    ],
)
def test_of_phrase_goes_with_the_last_bare_noun(removals, text, kept, gone):
    assert kept in removals[text]
    assert gone not in removals[text]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (HISTORY, "The pupils studied the history of religion."),
        (MELTING, "The ore was refined by precipitation of the powder."),
    ],
)
def test_of_phrase_shared_after_a_determiner_or_nominalisation(removals, text, kept):
    assert kept in removals[text]


def test_stacked_adjective_is_no_list_member(removals):
    assert not any("both mossy" in h or "the drizzly and" in h for h in removals[STACKED])


def test_comma_adjectives_of_a_real_member_keep_their_removals(removals):
    assert "He loved the quiet, green valley." in removals[LIST]
    assert "He loved the river." in removals[LIST]


def test_dislocated_subject_is_no_conjunct(removals):
    assert "He limps, he limped." not in removals[DISLOCATED]
    assert "He limps, and the man who took the cane, he limped." in removals[DISLOCATED]


def test_verb_beside_preposition_phrase_is_not_removed(removals):
    assert not any(h.startswith("It among") for h in removals[AMONG])
    assert (
        "It made the same division of power between the central and state governments."
        in removals[AMONG]
    )


def test_premodifier_list_keeps_its_coordinator(removals):
    tail = "and among the executive and legislative branches."
    assert any(h.endswith(tail) for h in removals[AMONG])
    assert not any(h.endswith("the executive, legislative branches.") for h in removals[AMONG])
