"""verb_complement, stop 78 round two (branch vc145): s1204s judges' rejects.

- a plural noun the parse read as the complement's verb, with the clause's real finite verb
  stranded outside it ("Notice that the sum of the child rows only shows X" -> "The sum of
  the child rows."): no pair; the same clause parsed whole keeps its pair.

- "yes/no" right after the trigger and a comma ("A check mark means yes, an empty cell means
  no"): the interjection is the verb's object, no content clause; no pair. A real bare or
  that-clause after "means" keeps its pair.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.well_formed}


def test_plural_noun_read_as_complement_verb_builds_no_pair():
    hyps = _hypotheses("Note that the sum of the child rows only shows the amount in euros.")
    assert "The sum of the child rows." not in hyps
    assert not any(not h.endswith("euros.") for h in hyps)


def test_whole_clause_after_note_keeps_its_pair():
    text = "Note that the balance of the savings accounts also includes the interest."
    assert "The balance of the savings accounts also includes the interest." in _hypotheses(text)


def test_singular_subject_with_only_keeps_its_pair():
    text = "Notice that the total only shows the value of the accounts."
    assert "The total only shows the value of the accounts." in _hypotheses(text)


def test_interjection_object_of_means_builds_no_pair():
    assert _hypotheses("A check mark means yes, an empty cell means no.") == set()


def test_interjection_object_of_said_builds_no_pair():
    assert "Yes, the shop was open." not in _hypotheses("He said yes, the shop was open.")


def test_bare_clause_after_means_keeps_its_pair():
    text = "A check mark means the invoice is paid, an empty cell means no."
    assert "The invoice is paid." in _hypotheses(text)
