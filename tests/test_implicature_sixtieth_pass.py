"""Sixtieth pass (docs/implicature.md, "Sixtieth pass (stop 58, im53: gapping, exclusive
either-or, past capacity could)").

No pair for a trigger in a gapped (verbless) conjunct; no candidate for "either ... or" under
a necessity operator nor for "could" with a measured object; no question and no "might"
premise when a later conjunct stands in present time beside a past verb.
Constructed sentences through the real pipeline; each class has a twin that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _kinds(text: str, subtype: str) -> set[str]:
    return {p.premise_kind for p in mined_pairs(text, "implicature") if p.subtype == subtype}


def test_numeral_in_gapped_conjunct_gets_no_pair() -> None:
    text = (
        "Miners in a Monarchy require twice as much coal per turn, and in Tribal societies, "
        "three times as much."
    )
    assert _hypotheses(text, "numerals") == set()


def test_numeral_in_verbless_remnant_gets_no_pair() -> None:
    text = "She served as mayor of the town from 1950 to 1962, and two terms as governor."
    assert _hypotheses(text, "numerals") == set()


def test_numeral_in_argument_cluster_gets_no_pair() -> None:
    text = "Old trucks carry 2 crates to each depot, and 6 crates to the main depot."
    assert _hypotheses(text, "numerals") == set()


def test_exclusive_either_or_under_have_to_gets_no_pair() -> None:
    text = "Each player has to choose either the red banner or the blue banner."
    assert _hypotheses(text, "connectives") == set()


def test_either_or_without_necessity_keeps_its_pair() -> None:
    assert _hypotheses("Jo either sang or danced.", "connectives") != set()


def test_capacity_could_gets_no_pair() -> None:
    text = "By the early 1500s, the Wolof kings could field as many as 50,000 infantry and 8,000 cavalry."
    assert _hypotheses(text, "modals") == set()


def test_could_without_quantity_keeps_its_pair() -> None:
    assert _hypotheses("That teenager could yell.", "modals") == {
        "That teenager didn't need to yell."
    }


def test_now_conjunct_beside_past_gets_no_question() -> None:
    text = "The settlers cleared most of what is now the county and now number over 2,000 people."
    kinds = _kinds(text, "quantifiers")
    assert "original" in kinds
    assert "interrogative" not in kinds and "modal" not in kinds


def test_past_conjunct_keeps_its_question() -> None:
    text = "They farmed most of the valley and sold the grain."
    assert "interrogative" in _kinds(text, "quantifiers")


def test_definitional_conditional_gets_no_pair() -> None:
    assert _hypotheses("A recipe is good if the steps are clear.", "gradable_adjectives") == set()
    text = "If more than half of its citizens are content, a town is happy."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_conditional_with_definite_subject_keeps_its_pair() -> None:
    assert _hypotheses("The soup is warm if you heat it first.", "gradable_adjectives") == {
        "The soup isn't hot if you heat it first."
    }
