"""Stop 80, branch im94: implicature hypotheses that state the implicature and only it.

1. A result clause after a comma ("..., so you can V") is cut from the hypothesis even when a
   parenthetical before it kept the supplement cut from reaching it; the item's clause alone
   is the implicature (Quirk et al. 1985 §15.49; Gazdar 1979 ch. 3).
2. A reader-addressed declarative directive ("You need to be aware that P") is a directive like
   the imperative (Searle 1975): under a factive predicate the hypothesis is the bare
   complement; under a non-factive one no pair is written.
3. A "depending on X" frame makes the clause a value per case (an unconditional): no pair.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> dict[str, set[str]]:
    """Well-formed implicature hypotheses of ``text`` by premise kind."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "implicature", assess_sources=True):
        if p.hypothesis_kind == "implicature" and p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.hypothesis)
    return out


# 1. a result clause after a parenthetical and a comma


def test_result_clause_after_parenthetical_is_cut():
    hyps = _hypotheses(
        "Many effects require very little video memory (e.g., changing the tint of a clip), so "
        "you can stack long chains of them before the preview slows down."
    )
    assert hyps.get("original") == {"Not all effects require very little video memory."}


def test_restricting_clause_after_parenthetical_stays():
    # good neighbour: a trailing "when" clause restricts the claim and is no second assertion
    hyps = _hypotheses(
        "Many scripts need very little disk space (e.g., the resize script) when they run alone."
    )
    assert any("when they run alone" in h for h in hyps.get("original", set())), hyps


# 2. a declarative directive frame


def test_factive_directive_frame_gives_the_bare_complement():
    hyps = _hypotheses("Before printing, you need to be aware that most printers have margins.")
    assert hyps.get("original") == {"Not all printers have margins."}


def test_non_factive_directive_frame_gives_no_pair():
    hyps = _hypotheses("Before printing, you need to be sure that most printers have margins.")
    assert not hyps, hyps


def test_factive_know_under_should_gives_the_bare_complement():
    hyps = _hypotheses("Before printing, you need to know that most printers have margins.")
    assert hyps.get("original") == {"Not all printers have margins."}


def test_third_person_report_is_no_directive():
    # good neighbour: a finding of someone else is not addressed to the reader: no cut
    hyps = _hypotheses("Before printing, the staff found that most printers have margins.")
    assert hyps.get("original") == {
        "Before printing, the staff found that not all printers have margins."
    }


# 3. a "depending on" frame


def test_depending_on_frame_gives_no_pair():
    hyps = _hypotheses("Depending on the mode, the pen draws either a line or a curve.")
    assert not hyps, hyps
    hyps = _hypotheses("Many pages print slowly, depending on the driver.")
    assert not hyps, hyps


def test_plain_disjunction_without_the_frame_stays():
    # good neighbour: the same clause with an ordinary fronted adjunct
    hyps = _hypotheses("In this mode, the pen draws either a line or a curve.")
    assert hyps.get("original") == {"In this mode, the pen doesn't draw both a line and a curve."}
    hyps = _hypotheses("Many pages print slowly on the old driver.")
    assert hyps.get("original") == {"Not all pages print slowly on the old driver."}
