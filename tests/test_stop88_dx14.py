"""Stop 88, dx14: one home for the bare-duration reading (``syntax.bare_duration``), read by the
presupposition time-clause rewriter and by verb_complement's inceptive onset check."""

from __future__ import annotations

from pipeline.phenomena.verb_complement_context import _DURATION_UNITS as VC_UNITS
from pipeline.syntax import DURATION_UNITS, bare_duration


def _heads(parsed, text: str, verb: str, units=DURATION_UNITS) -> list[str]:
    doc, _ = parsed(text)
    head = next(t for t in doc if t.text == verb)
    return [c.text for c in head.children if bare_duration(c, units)]


def test_counted_calendar_unit_is_a_bare_duration(parsed):
    # constructed: a cardinal over a calendar unit, no preposition (Quirk et al. 1985 §8.57)
    assert _heads(parsed, "The old shepherd stayed in the hills forty days.", "stayed") == ["days"]
    assert _heads(parsed, "My grandfather farmed that land twelve years.", "farmed") == ["years"]


def test_object_without_numeral_or_time_noun_is_not(parsed):
    # good neighbours: an ordinary object, and a time noun with no count
    assert _heads(parsed, "My grandfather farmed that land.", "farmed") == []
    assert _heads(parsed, "She visited her sister last year.", "visited") == []


def test_units_differ_by_caller_on_purpose(parsed):
    # "three times" counts occasions: never a duration for the rewriter that drops the phrase,
    # while verb_complement's wider set (shared with "for a time") reads it as before
    text = "The lighthouse keeper rang the bell three times."
    assert _heads(parsed, text, "rang") == []
    assert _heads(parsed, text, "rang", VC_UNITS) == ["times"]
