"""Stop 56 (branch cj50): words that depend on a removed conjunct are not left behind.

1. Additives in the kept later conjunct ("also", "too", "even", "either", "likewise", "in
   addition", "instead" after "and"): they presuppose a parallel proposition (Heim 1992; Kripke
   2009; Quirk et al. 1985 §8.116, §8.137), the removed conjunct, so they go with it; a
   clause-final "either" after a negated verb with no complement may be the pronoun ("did not
   want either"): no removal.
2. A particularizer opening the first list member after a comma ("new metals, notably steel,
   copper and aluminium") focuses the whole list (particularizing apposition, Quirk et al. 1985
   §17.78): it stays before the new first member; a host noun phrase the parse took for a member
   ("modern materials, especially iron, ...") is no conjunct.
3. A "so that" result clause right after the last conjunct (Quirk et al. 1985 §15.48): without
   that conjunct it would hang on the earlier one; no removal of the last conjunct.
4. "the latter" left with one referent gives no ``conjunct_added`` pair (a premise cannot
   resolve it from earlier context), and a "the latter" after a coordination of its own in the
   kept conjunct is no lost antecedent.

Constructed sentences through the real pipeline (``run_texts``); each test fails on c331b21."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import addition_premises, removal_hypotheses

ALSO = "The school teaches music, but the library also offers classes."
TOO = "The museum shows paintings, and the gallery, too, shows sculptures."
EVEN = "The poet wrote songs, and the painter even published a novel."
ADDITION = "The museum displays old paintings, and in addition it hosts concerts."
LIKEWISE = "The old bridge was closed, and the main road was likewise blocked."
EITHER = "The mayor did not attend the meeting, and the governor did not send a letter either."
EITHER_PRONOUN = "She offered him tea and cake, but he did not want either."
EVEN_PHRASE = "The tourists visited Paris and even Rome."
INSTEAD = "The council dropped the plan and instead a bridge was built."
OR_ALSO = "The farm grows wheat, or the owners also keep sheep."
NOTABLY = "The style used new metals, notably steel, copper and later aluminium, to build bridges."
HOST = "The houses were built from modern materials, especially iron, glass and concrete."
SO_THAT = "The actor was handsome but not clever, so that nobody hired him."
LATTER = "He bought a car and a bike, and the latter was stolen."
LATTER_INSIDE = "He visited the city, and he saw a castle and a mill, the latter built in 1200."

TEXTS = [
    ALSO, TOO, EVEN, ADDITION, LIKEWISE, EITHER, EITHER_PRONOUN, EVEN_PHRASE, INSTEAD, OR_ALSO,
    NOTABLY, HOST, SO_THAT, LATTER, LATTER_INSIDE,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        (ALSO, "The library offers classes."),
        (TOO, "The gallery shows sculptures."),
        (EVEN, "The painter published a novel."),
        (ADDITION, "It hosts concerts."),
        (LIKEWISE, "The main road was blocked."),
        (EITHER, "The governor did not send a letter."),
        (EVEN_PHRASE, "The tourists visited Rome."),
        (INSTEAD, "A bridge was built."),
        (OR_ALSO, "The owners keep sheep."),
    ],
)
def test_additive_goes_with_the_removed_conjunct(pairs, text: str, clean: str) -> None:
    assert clean in removal_hypotheses(pairs, text)
    assert clean in addition_premises(pairs, text)
    stranded = {"also", "too", "even", "either", "likewise", "addition", "instead"}
    for side in removal_hypotheses(pairs, text) | addition_premises(pairs, text):
        assert not stranded & {w.strip(",.").lower() for w in side.split()}


def test_either_that_may_be_the_pronoun_gives_no_removal(pairs) -> None:
    got = removal_hypotheses(pairs, EITHER_PRONOUN) | addition_premises(pairs, EITHER_PRONOUN)
    assert not any(s.startswith("He did not want") for s in got)
    assert "She offered him tea and cake." in removal_hypotheses(pairs, EITHER_PRONOUN)


def test_particularizer_stays_before_the_new_first_member(pairs) -> None:
    got = removal_hypotheses(pairs, NOTABLY)
    assert "The style used new metals, notably copper and later aluminium, to build bridges." in got
    assert not any("metals, copper" in h for h in got)


def test_host_of_the_particularized_list_is_no_member(pairs) -> None:
    got = removal_hypotheses(pairs, HOST) | addition_premises(pairs, HOST)
    assert "The houses were built from modern materials, especially glass and concrete." in got
    assert not any("from especially" in h or "materials, glass" in h for h in got)


def test_result_clause_keeps_its_cause(pairs) -> None:
    got = removal_hypotheses(pairs, SO_THAT) | addition_premises(pairs, SO_THAT)
    assert not any(s.startswith("The actor was handsome, so that") for s in got)


def test_latter_with_one_referent_is_no_premise(pairs) -> None:
    premises = addition_premises(pairs, LATTER)
    assert not any("latter" in p for p in premises)
    assert "He bought a car and a bike." in premises


def test_latter_after_its_own_coordination_is_kept(pairs) -> None:
    clean = "He saw a castle and a mill, the latter built in 1200."
    assert clean in removal_hypotheses(pairs, LATTER_INSIDE)
    assert clean in addition_premises(pairs, LATTER_INSIDE)
