"""Stop 87, fl74: presupposition flags kept by judges, re-read on int87.

Recomputed on int87 over the judged pairs of the prior's training rows (s1205r included; each
flagged sentence re-mined and joined to its judged pair by premise and hypothesis):

- ``one-conjunct-negated`` on the "original" side of a negated premise: 15 of 22 kept as is.
  The hypothesis is the sentence as found; it asserts both conjuncts, and "not p and q" as
  well as "not (p and q)" contradict "p and q" (Horn 1989 ch. 6), so the contradiction label
  holds under either scope: a warning there (``flags.DEMOTED_BY_KIND``). On the presupposition
  side it stays a defect: the trigger may sit in the conjunct the "not" does not reach, and
  the pair then tests no projection ("didn't say, and paused while he considered the sense of
  this" -> "He considered the sense of this", not kept).
- ``discourse-clash:because`` on the "original" side: 7 of 12 kept. Both scopes of "not ...
  because" (the event denied, or only its reason; Quirk et al. 1985 §15.45-15.46; Linebarger
  1987) contradict "p because q": a warning there, a defect on the presupposition side.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from functools import cache

import pytest

from pipeline import flags
from tests.phenomenon_support import mined_pairs


@cache
def _pairs(text: str):
    return tuple(mined_pairs(text, "presupposition"))


def _negated(text: str, kind: str, flag: str):
    found = [
        p
        for p in _pairs(text)
        if p.premise_kind == "negated"
        and p.hypothesis_kind == kind
        and flag in p.features.get("flags", [])
    ]
    assert found, f"no negated>{kind} pair flagged {flag} for {text!r}"
    return found


CONJUNCT = [
    "The parcel was sent from Anna's office and arrived two days later.",
    "The letter was written in Paul's kitchen and reached Rome a week later.",
]


@pytest.mark.parametrize("text", CONJUNCT)
def test_one_conjunct_negated_original_side_is_well_formed(text):
    for pair in _negated(text, "original", "one-conjunct-negated"):
        assert pair.heuristic_label == "contradiction"
        assert pair.well_formed, pair


@pytest.mark.parametrize("text", CONJUNCT)
def test_one_conjunct_negated_presupposition_side_stays_a_defect(text):
    for pair in _negated(text, "presupposition", "one-conjunct-negated"):
        assert not pair.well_formed, pair


def test_because_original_side_is_well_formed():
    text = "The bridge collapsed because the river's current was too strong."
    for pair in _negated(text, "original", "discourse-clash:because"):
        assert pair.heuristic_label == "contradiction"
        assert pair.well_formed, pair


def test_because_presupposition_side_stays_a_defect():
    text = "The bridge collapsed because the river's current was too strong."
    for pair in _negated(text, "presupposition", "discourse-clash:because"):
        assert not pair.well_formed, pair


def test_severity_by_kind():
    for flag in ("one-conjunct-negated", "discourse-clash:because"):
        assert flags.severity(flag, "presupposition", "original") == flags.WARNING
        assert flags.severity(flag, "presupposition", "presupposition") == flags.DEFECT
        # the other phenomena keep their own severities: a defect for implicature
        assert flags.severity(flag, "implicature", "original") == flags.DEFECT
