"""Stop 84 round four, branch pr182: change-of-state triggers in a sense that is no change.

Two senses the blind review s1205o (World English Bible) judged as no trigger:

* ``extract._rise_against``: "rose up against the king" is rebel.v.01 (WordNet 3.0) or its
  figure "testify against": no upward change.
* ``extract._precipitation_falls``: "a heavy snow fell" is precipitate.v.03 "fall from clouds"
  (WordNet 3.0), a weather verb (Levin 1993 §57): the snow was never "higher before".

Each rule has a bad case and a good neighbour. Sentences are constructed and go through the
real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    """Well-formed change-of-state presupposition hypotheses for ``text``."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "change_of_state"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


def _change_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == "change_of_state"]


def test_risen_balloon_keeps_its_draft() -> None:
    hyps = _hypotheses("The balloon rose above the trees.")
    assert "The balloon was lower before." in hyps, hyps


def test_rose_up_against_a_person_is_no_rise() -> None:
    assert not _change_pairs("My sorrow rises up against me."), "rebel/testify sense"


def test_rose_from_a_chair_keeps_its_draft() -> None:
    hyps = _hypotheses("The old man rose from his chair.")
    assert "The old man was lower before." in hyps, hyps


def test_snow_falling_is_weather() -> None:
    pairs = _change_pairs("That winter a heavy snow fell on the farm.")
    assert not [p for p in pairs if "fall" in p.premise or "fell" in p.premise], pairs


def test_falling_stone_keeps_its_draft() -> None:
    hyps = _hypotheses("A stone fell from the old wall.")
    assert "A stone was higher before." in hyps, hyps
