"""Stop 50 (branch cj42, s1130j/k/l non-boolean "and" under the boolean label).

1. A comma list after "composed of"/"consists of" that the parser splits into an object and
   an apposition ("composed of a chair, two deputies and six members") is still the complete
   list of parts: removal and addition are contradictions (``exhaustive_predicate``).
2. A singular definite group noun equated with named individuals ("The final team is: A, B and
   C") gives the group's whole membership, as a definite plural does: contradictions
   (``_specificational_list``); a predicational "is a lawyer and a teacher" stays boolean.
3. Adjectives joined by "and" under an ordinal or superlative ("the first female and openly gay
   mayor") restrict the set the ordinal ranks: removal and addition are neutral
   (``_ordinal_restrictor``); coordinated superlatives ("the largest and oldest city"), a
   noun without an ordinal and a plural noun ("the first municipal and regional elections":
   two kinds, each with its first) stay boolean.

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
6bb0f7d, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept, pairs_from

COMMITTEE = "The board was composed of a chairman, two deputy chairs and six ordinary members."
TEAM = "The final crew is: Karl Weber, Nina Ross, Omar Said and Lena Voss."
FIRST = "In 2003 she became the first female and openly gay mayor of the town."
LARGEST = "It is the largest and oldest port in the province."
INDEFINITE = "In 2003 she became a female and openly gay mayor of the town."
PREDICATIONAL = "The new director is a lawyer and a teacher."
PLURAL = "In 1991 the first municipal and regional elections took place."

TEXTS = [COMMITTEE, TEAM, FIRST, LARGEST, INDEFINITE, PREDICATIONAL, PLURAL]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def test_composed_of_comma_list_is_exhaustive(pairs):
    short = "The board was composed of a chairman and six ordinary members."
    rem = pairs_from(pairs, COMMITTEE, "conjunct_removed")
    add = pairs_from(pairs, COMMITTEE, "conjunct_added")
    assert short in rem and short in add
    assert (rem[short].heuristic_label, rem[short].label_rule) == (
        "contradiction",
        "exhaustive_list",
    )
    assert add[short].heuristic_label == "contradiction"
    assert kept(rem[short])


def test_singular_group_with_named_members_is_exhaustive(pairs):
    rem = pairs_from(pairs, TEAM, "conjunct_removed")
    short = "The final crew is: Karl Weber, Nina Ross and Lena Voss."
    assert short in rem
    assert (rem[short].heuristic_label, rem[short].label_rule) == (
        "contradiction",
        "specificational_list",
    )
    add = pairs_from(pairs, TEAM, "conjunct_added")
    assert add[short].heuristic_label == "contradiction"


def test_predicational_singular_stays_boolean(pairs):
    rem = pairs_from(pairs, PREDICATIONAL, "conjunct_removed")
    short = "The new director is a lawyer."
    assert short in rem
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("entailment", "boolean_and")


def test_adjectives_under_first_are_neutral(pairs):
    rem = pairs_from(pairs, FIRST, "conjunct_removed")
    short = "In 2003 she became the first openly gay mayor of the town."
    assert short in rem
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("neutral", "ordinal_restrictor")
    add = pairs_from(pairs, FIRST, "conjunct_added")
    assert (add[short].heuristic_label, add[short].label_rule) == ("neutral", "ordinal_restrictor")


def test_coordinated_superlatives_and_indefinite_stay_boolean(pairs):
    rem = pairs_from(pairs, LARGEST, "conjunct_removed")
    assert rem["It is the largest port in the province."].heuristic_label == "entailment"
    rem = pairs_from(pairs, INDEFINITE, "conjunct_removed")
    short = "In 2003 she became an openly gay mayor of the town."
    assert short in rem
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("entailment", "boolean_and")


def test_plural_under_first_splits_and_stays_boolean(pairs):
    rem = pairs_from(pairs, PLURAL, "conjunct_removed")
    short = "In 1991 the first regional elections took place."
    assert short in rem
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("entailment", "boolean_and")
