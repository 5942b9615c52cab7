"""Possessives, "only" and embedded questions (stop 47, pr53; docs/presupposition.md).

- "the X's other N" with a body-part N: "other" only picks the remaining member of a set the
  possessor has (H&P 2002 ch. 5 §9.4), so the draft is as trivial as "X had a hand" and reads as
  a third hand: flagged ``inalienable-possession`` like "left"/"right". A non-body noun keeps
  its "another" draft.
- A habitual past "would" with a past-tense "when"-clause (Quirk et al. 1985 §4.58) puts the
  possession in the past: "had", not "has"; a "would" without such a clause keeps "has".
- "only ... and ADV at that": the appended "and ... at that" is asserted, outside the focus of
  "only" (Quirk §13.98), and leaves the prejacent.
- An embedded question followed by a second wh-clause after a comma (asyndetic coordination,
  Quirk §13.1): the first question's draft ends before the comma.
- "one of only N Ys": the prejacent with the bare numeral keeps the exclusive, at-issue count
  (Kennedy 2015 on exact numerals): no "only" draft.
- "made it the region's main port": "it" is the small-clause subject (Quirk §16.43), no part of
  the possessed noun phrase ("*The region has an it main port").

Constructed sentences through the real pipeline; each test also asserts a good counterpart."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _presupposition_pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["presupposition"])
    return [
        p for p in result.pairs if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


# -- "other" with a body part ------------------------------------------------------------------


def test_other_body_part_is_flagged_trivial() -> None:
    pairs = _presupposition_pairs("Marta grabbed the sailor's other hand.", "possessed_definites")
    assert pairs
    # inalienable-possession is a warning since stop 64 (fl27; docs/flags.md); stop 89 (pr195)
    # re-decided the pin: a hand is a part every person has and "other" only locates it
    # (LOCATING_MODIFIERS), so the draft is analytic (universal-body-part, a defect): not kept
    assert not any(kept(p) for p in pairs)
    assert all("inalienable-possession" in p.features.get("flags", []) for p in pairs)
    assert all("universal-body-part" in p.features.get("flags", []) for p in pairs)


def test_other_with_a_non_body_noun_keeps_its_draft() -> None:
    drafts = _drafts("Corll's other accomplice fled to Texas.", "possessed_definites")
    assert "Corll had another accomplice." in drafts


# -- habitual past "would" -----------------------------------------------------------------------


def test_habitual_would_with_a_past_when_clause_drafts_had() -> None:
    drafts = _drafts(
        "The roar of Lopez's gallery would roll over the course when he sank a putt.",
        "possessed_definites",
    )
    assert "Lopez had a gallery." in drafts
    assert "Lopez has a gallery." not in drafts


def test_would_without_a_past_clause_keeps_has() -> None:
    drafts = _drafts("The roar of Lopez's gallery would fill the stadium.", "possessed_definites")
    assert "Lopez has a gallery." in drafts


# -- "only ... and ADV at that" --------------------------------------------------------------------


def test_only_prejacent_drops_appended_at_that() -> None:
    drafts = _drafts("The committee hired only two translators and reluctantly at that.", "only")
    assert drafts == {"The committee hired two translators."}


def test_only_prejacent_keeps_a_plain_object() -> None:
    drafts = _drafts("The committee hired only two translators.", "only")
    assert drafts == {"The committee hired two translators."}


# -- a second wh-clause after a comma -------------------------------------------------------------


def test_embedded_question_draft_stops_before_a_second_wh_clause() -> None:
    drafts = _drafts(
        "Lena noticed how he frowned, how the corner of his mouth dropped.", "embedded_question"
    )
    assert drafts == {"He frowned."}


def test_single_embedded_question_is_unchanged() -> None:
    assert _drafts("Lena noticed how he frowned.", "embedded_question") == {"He frowned."}


# -- "one of only N" ---------------------------------------------------------------------------


def test_only_on_a_partitive_count_has_no_draft() -> None:
    assert _drafts("The town is one of only two ports on the coast.", "only") == set()
    assert _drafts("She was among only five women in the class.", "only") == set()


def test_only_on_a_plain_count_keeps_its_draft() -> None:
    assert _drafts("The town has only two ports.", "only") == {"The town has two ports."}


# -- a small-clause subject before the genitive -------------------------------------------------


def test_small_clause_subject_is_no_part_of_the_possessum() -> None:
    drafts = _drafts("Rapid growth has made it the region's main port.", "possessed_definites")
    assert drafts == {"The region has a main port."}


def test_plain_genitive_object_is_unchanged() -> None:
    drafts = _drafts("Rapid growth has enlarged the region's main port.", "possessed_definites")
    assert drafts == {"The region has a main port."}
