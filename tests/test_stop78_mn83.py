"""Stop 78, branch mn83: ng14's ``free-choice-any`` refusal narrowed for implicature's
<can, have to> hypothesis. "could V at any time" -> "didn't need to V at any time": the "any"
of the event's own time reads as the NPI under the negated necessity, and ¬□∃t V(t) is ¬□V,
the negated stronger alternative (Horn 1972; stop 59 rt1 finding 7). A participant "any"
("could pick any room") stays refused, and so does the plain negated premise ("couldn't leave
at any time" is no denial of the free choice; Dayal 1998). Sentences constructed for these
tests, through the real spaCy model and the real run path."""

from __future__ import annotations

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _modal_pairs(text: str) -> dict[str, tuple[str, str, bool]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.well_formed)
        for p in mined_pairs(text, "implicature")
        if p.subtype == "modals"
    }


def test_time_frame_any_keeps_the_necessity_hypothesis() -> None:
    pairs = _modal_pairs("Guests could leave the hotel at any time.")
    assert pairs["original"] == (
        "Guests could leave the hotel at any time.",
        "Guests didn't need to leave the hotel at any time.",
        True,
    )


def test_time_frame_any_still_has_no_negated_premise() -> None:
    assert "negated" not in _modal_pairs("Guests could leave the hotel at any point.")


def test_participant_any_stays_refused() -> None:
    assert _modal_pairs("Guests could pick any room on the second floor.") == {}


def test_plain_negation_of_time_frame_any_is_refused(nlp) -> None:
    doc = nlp("Guests could leave the hotel at any time.")
    result = negate(doc, next(t for t in doc if t.text == "leave"), contract=True)
    assert not result.ok
    assert "free-choice-any" in result.flags
