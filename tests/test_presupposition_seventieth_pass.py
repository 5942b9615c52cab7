"""Seventieth pass (stop 51, pr67; docs/presupposition.md): possessive drafts.

- No draft for an argument-structure nominal whose genitive is the verb's subject ("the
  witness's testimony", "the mayor's return"), chosen in context (an agent-like possessor or
  an "of" complement), not by WordNet's first sense.
- No draft for an attribute noun ("the singer's tone", "the runner's pace").
- No draft for a coordinated genitive ("Smith's and Jones's theory", "John and Mary's house").
- No draft when a finite clause sits among the possessee's premodifiers (a misparse).

Constructed sentences through the real pipeline (``mined_pairs``); each class has a good
counterpart that keeps its draft."""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs


def _originals(text: str) -> dict[str, bool]:
    """Hypothesis -> well formed, of the ⟨original, presupposition⟩ possessive pairs."""
    return original_draft_pairs(text, "possessed_definites")


# -- argument-structure nominals -----------------------------------------------------------------


def test_testimony_of_a_person_gets_no_draft() -> None:
    text = "The substance of Morrison's testimony was that he had followed orders."
    assert not any("testimony" in h for h in _originals(text))


def test_return_of_a_person_gets_no_draft() -> None:
    text = "After the captain's return that evening the crew grew quiet."
    assert not any("return" in h for h in _originals(text))


def test_concrete_possessum_of_a_person_keeps_its_draft() -> None:
    text = "The door of Morrison's car was open when the police arrived."
    assert any("car" in h for h in _originals(text)), _originals(text)


def test_smile_keeps_its_draft() -> None:
    text = "He remembered Walker's crooked smile in the doorway."
    assert any("smile" in h for h in _originals(text)), _originals(text)


def test_agent_noun_teacher_keeps_its_draft() -> None:
    text = "The letters were found after the death of Anna's old piano teacher, Mr. Bell."
    assert any("teacher" in h for h in _originals(text)), _originals(text)


# -- attribute nouns -----------------------------------------------------------------------------


def test_attribute_noun_tone_gets_no_draft() -> None:
    text = "The nurse grinned as Martha's tone showed pity for the boy."
    assert not any("tone" in h for h in _originals(text))


def test_attribute_noun_pace_gets_no_draft() -> None:
    text = "Kerr wiped out Brennan's early pace and won the race by a yard."
    assert not any("pace" in h for h in _originals(text))


def test_concrete_noun_beside_an_attribute_keeps_its_draft() -> None:
    text = "Kerr wiped out Brennan's early lead and took Brennan's old bicycle home."
    assert any("bicycle" in h for h in _originals(text)), _originals(text)


# -- coordinated genitives -----------------------------------------------------------------------


def test_independent_coordinated_genitives_get_no_draft() -> None:
    text = (
        "The school rejected the basic principles of Carl Stumpf's and Hugo Munsterberg's method."
    )
    assert not any("method" in h for h in _originals(text)), _originals(text)


def test_group_genitive_gets_no_draft() -> None:
    text = "We walked past John and Mary's house on the way to the station."
    assert not any("house" in h for h in _originals(text)), _originals(text)


def test_single_genitive_keeps_its_draft() -> None:
    text = "We walked past Mary's house on the way to the station."
    assert _originals(text).get("Mary had a house.") is True, _originals(text)
