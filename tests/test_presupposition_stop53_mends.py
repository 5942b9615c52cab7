"""Stop 53 mends to presupposition drafts, each with its reason in the code.

- an event noun's verb draft by conversion needs WordNet to link the noun's sense to the verb
  of the same form: "the mayor's launch of the plan" -> "The mayor launched the plan", but
  "the Federal Reserve's course of disinflation" is no act of "coursing" (a homonym verb),
  never "The Federal Reserve coursed disinflation";
- a suffixed event noun gets its verb draft only when its most frequent sense is the act: "the
  court's judgment of discharge" is the ruling (a result nominal), never "The court judged
  discharge"; "the company's acquisition of the startup" -> "The company acquired the startup".

Constructed sentences through the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import kept_presupposition_drafts


def test_conversion_needs_a_linked_sense() -> None:
    drafts = kept_presupposition_drafts(
        "Reagan supported the Federal Reserve's course of disinflation.", "possessed_definites"
    )
    assert not any("coursed" in d for d in drafts)


def test_linked_conversion_keeps_its_verb_draft() -> None:
    drafts = kept_presupposition_drafts(
        "The mayor's launch of the plan was a success.", "possessed_definites"
    )
    assert "The mayor launched the plan." in drafts


def test_result_nominal_gets_no_verb_draft() -> None:
    drafts = kept_presupposition_drafts(
        "However, the district court's judgment of discharge was issued in May.",
        "possessed_definites",
    )
    assert not any("judged" in d for d in drafts)
    acquired = kept_presupposition_drafts(
        "The company's acquisition of the startup closed last year.", "possessed_definites"
    )
    assert "The company acquired the startup." in acquired
