"""Idioms read as presupposition triggers (pr205, stop 92).

"it only makes sense that/to ..." is the emphasiser "only" of "it stands to reason" (Quirk et
al. 1985 §8.116, as in "it's only natural that ..."), not the exclusive: no "only" candidate.
"only" focusing a when-clause or an adjunct after "make sense" keeps its exclusive reading.
Constructed sentences through the real pipeline (real spaCy parse).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _only(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "presupposition") if p.subtype == "only"}


@pytest.mark.parametrize(
    "text",
    [
        "It only makes sense that the new phone costs more.",
        "It only made sense to wait for the next train.",
    ],
)
def test_it_only_makes_sense_is_no_only_candidate(text: str) -> None:
    assert _only(text) == set()


def test_only_focusing_a_when_clause_after_make_sense_stays() -> None:
    assert "This made sense when the shop was still open." in _only(
        "This only made sense when the shop was still open."
    )


def test_only_focusing_an_adjunct_after_make_sense_stays() -> None:
    assert "It makes sense on weekends." in _only("It only makes sense on weekends.")
