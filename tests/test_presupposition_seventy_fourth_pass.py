"""Seventy-fourth pass (stop 52, pr71; docs/presupposition.md): time clauses.

- A preposed time clause moved behind the main clause (NOPE §3.2) goes to the first boundary
  that no dependency arc crosses: past a trailing adjunct of the main clause ("..., largely on
  the basis of X"), set off by a comma, so the embedded premises are built, not refused as
  ``stranded-supplement``.
- A subjectless -ing time clause whose main subject cannot act and whose main verb does not
  make it act (linking, raising or objectless verb) is unattached (Quirk et al. 1985
  §15.59-15.61): no draft with that subject.

Constructed sentences through the real pipeline; each class has a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_draft_pairs

SUBTYPE = "temporal_adverbs"


def _premises(text: str) -> dict[str, tuple[str, bool]]:
    """premise kind -> (premise, well formed) of the temporal presupposition pairs of ``text``."""
    return {
        p.premise_kind: (p.premise, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == SUBTYPE and p.hypothesis_kind == "presupposition"
    }


# -- the moved clause crosses no arc ------------------------------------------------------------

ADJUNCT = (
    "After the company filed for bankruptcy, the judge approved the sale, largely on the basis "
    "of the earlier ruling."
)


def test_moved_clause_goes_past_trailing_adjunct_modal() -> None:
    premises = _premises(ADJUNCT)
    assert premises.get("modal") == (
        "The judge might have approved the sale, largely on the basis of the earlier ruling, "
        "after the company filed for bankruptcy.",
        True,
    ), premises


def test_moved_clause_goes_past_trailing_adjunct_question() -> None:
    premises = _premises(ADJUNCT)
    assert premises.get("interrogative") == (
        "Did the judge approve the sale, largely on the basis of the earlier ruling, after the "
        "company filed for bankruptcy?",
        True,
    ), premises


def test_moved_clause_goes_past_trailing_adjunct_conditional() -> None:
    premises = _premises(ADJUNCT)
    assert premises.get("conditional", ("", False))[0].startswith(
        "If the judge approved the sale, largely on the basis of the earlier ruling, after"
    ), premises


def test_moved_clause_goes_past_trailing_adjunct_negated() -> None:
    premises = _premises(ADJUNCT)
    assert premises["negated"][0] == (
        "The judge didn't approve the sale, largely on the basis of the earlier ruling, after "
        "the company filed for bankruptcy."
    ), premises


def test_moved_clause_without_trailing_adjunct_stays_at_core() -> None:
    premises = _premises("After the storm passed, the children walked slowly to the harbor.")
    assert premises["modal"] == (
        "The children might have walked slowly to the harbor after the storm passed.",
        True,
    ), premises


def test_moved_clause_before_coordinated_clause_unchanged() -> None:
    premises = _premises(
        "After the storm passed, we walked to the harbor, and the boats were gone."
    )
    assert premises["interrogative"] == ("Did we walk to the harbor after the storm passed?", True)


# -- unattached participles ---------------------------------------------------------------------


def test_objectless_non_agent_main_clause_has_no_participle_draft() -> None:
    drafts = original_draft_pairs("After crossing the bridge, the scene suddenly ended.", SUBTYPE)
    assert "The scene crossed the bridge." not in drafts, drafts


def test_raising_main_verb_has_no_participle_draft() -> None:
    drafts = original_draft_pairs(
        "After quickly moving to the next desk, things began to improve.", SUBTYPE
    )
    assert not any(d.startswith("Things moved") for d in drafts), drafts


def test_linking_main_verb_has_no_participle_draft() -> None:
    drafts = original_draft_pairs("Long after watching the film, it becomes clearer.", SUBTYPE)
    assert not any(d.startswith("It watched") for d in drafts), drafts


def test_non_agent_subject_with_object_keeps_draft() -> None:
    drafts = original_draft_pairs("After hitting the coast, the storm killed ten people.", SUBTYPE)
    assert drafts.get("The storm hit the coast.") is True, drafts


def test_group_subject_keeps_draft() -> None:
    drafts = original_draft_pairs("After losing the vote, the government fell.", SUBTYPE)
    assert drafts.get("The government lost the vote.") is True, drafts


def test_person_subject_of_intransitive_keeps_draft() -> None:
    drafts = original_draft_pairs("After watching the film, the old man slept.", SUBTYPE)
    assert drafts.get("The old man watched the film.") is True, drafts
