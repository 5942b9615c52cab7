"""Forty-sixth pass (stop 52, im39): fronted objects and passives, on constructed sentences
through the real pipeline.

1. A topicalised object that the parse made a second subject ("Most of the songs the band
   played"): no pair for that item; the canonical order keeps its pair.
2. An eventive passive with a "by" agent under "Not all": since stop 56 (fl16) a pair with the
   warning ``passive-agent-focus`` (judged 5 of 5 kept: "not all" negates its own subject, the
   agent does not compete for it); a passive without an agent, and a psych passive with a
   stimulus, keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags


def _hypotheses(text: str, subtype: str = "quantifiers") -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and kept(p) and p.premise_kind == "original"
    }


def test_fronted_object_gives_no_pair() -> None:
    assert not _hypotheses("Most of the guests the play pleased.")


def test_canonical_object_keeps_pair() -> None:
    assert _hypotheses("The play pleased most of the guests.") == {
        "The play didn't please all of the guests."
    }


def test_quantified_subject_with_contact_relative_keeps_pair() -> None:
    hyps = _hypotheses("Most of the guests the play pleased were happy.")
    assert hyps == {"Not all of the guests the play pleased were happy."}


def test_passive_with_agent_keeps_its_pair_with_a_warning() -> None:
    pairs = [
        p
        for p in mined_pairs("Most of the letters were written by my aunt.", "implicature")
        if p.premise_kind == "original" and kept(p)
    ]
    assert {p.hypothesis for p in pairs} == {"Not all of the letters were written by my aunt."}
    assert all("passive-agent-focus" in pair_flags(p) for p in pairs)


def test_passive_without_agent_keeps_pair() -> None:
    assert _hypotheses("Most of the letters were written in pencil.") == {
        "Not all of the letters were written in pencil."
    }


def test_psych_passive_with_stimulus_keeps_pair() -> None:
    assert _hypotheses("Most kids are scared by thunder.") == {
        "Not all kids are scared by thunder."
    }
