"""Stop 96, im119: existential "some" on the substitute "ones" (docs/implicature.md, "Stop 96,
im119").

"some" + an adjective of novelty + the pro-form "ones" ("some fresh ones") sets new Ns against
the ones at hand and introduces them (Halliday & Hasan 1976 ch. 3; Heim 1982; Milsark 1977), and
"some ADJ ones" as the subject of a verb of arrival is the pivot of a presentational clause
(Levin 1993 §6.1, §48.1.1): the weak, cardinal "sm", with no set for "all" to exhaust (Horn
1989 ch. 4; Geurts 2010 ch. 3). No candidate. A partitive, a full noun with an arrival verb and
"ones" with another adjective and another verb keep theirs.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_found, implicature_hypotheses_by_kind

REFUSED = [
    "Some new ones are arriving on the next ship.",  # novelty adjective + arrival verb
    "Some fresh ones will be delivered tomorrow.",  # refused at the base too
    "Some different ones turned up at the door.",  # novelty adjective, "turn up"
    "Some cheap ones are showing up at the market.",  # any adjective + arrival verb
    "Some bigger ones came in on the evening train.",  # any adjective + "come"
]

KEPT = [
    "Some of the fresh ones were rotten.",  # a partitive names the set
    "Some students came late.",  # a full noun with an arrival verb: a given set (the class)
    "Some cheap ones are broken.",  # "ones" with another adjective and another verb
]


@pytest.mark.parametrize("text", REFUSED)
def test_novel_or_arriving_ones_get_no_candidate(parsed, ctx, text: str) -> None:
    assert ("quantifiers", "some") not in implicature_found(parsed, ctx, text)


@pytest.mark.parametrize("text", KEPT)
def test_near_misses_keep_their_candidate(parsed, ctx, text: str) -> None:
    assert ("quantifiers", "some") in implicature_found(parsed, ctx, text)


def test_fresh_ones_coming_gets_no_pair() -> None:
    assert implicature_hypotheses_by_kind("Some fresh ones are heading toward the harbour.") == {}


def test_partitive_fresh_ones_keeps_its_pair() -> None:
    hypotheses = implicature_hypotheses_by_kind("Some of the new ones are arriving late.")
    assert hypotheses.get("original") == "Not all of the new ones are arriving late."
