"""Stop 77 integration (branch mn79): the merged branches' rules made to agree.

- vc140's `trigger-in-embedded-clause` leaves a tensed verb of saying alone (``SAYING_VERBS``):
  "She said that the clerk had managed to V" -> "She said that the clerk had Ved" is the
  complement under the same report (NOPE App. C; the verb-veridicality pairs); a non-veridical
  host that reports no utterance ("suggests that") stays flagged;
- dx02's bare name is no antecedent of "he"/"she", so the pronoun draft of a second conjunct
  is written with the pronoun ("He was in Boston before."), not refused;
- a modal with the perfect ("may have stopped") dates the transition in the past: the
  aspectual draft is written; a modal without it ("may stop") has none (pr154).

Constructed sentences through the real pipeline, each with a neighbour.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import kept, mined_pairs, presupposition_drafts


def _vc_pair(text: str, kind: str, hypothesis: str):
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return next(p for p in pairs if p.premise_kind == kind and p.hypothesis == hypothesis)


def test_trigger_under_a_tensed_verb_of_saying_keeps_its_pair():
    pair = _vc_pair(
        "The manager said that the clerk had managed to archive the ledger.",
        "negated",
        "The manager said that the clerk had archived the ledger.",
    )
    assert "trigger-in-embedded-clause" not in pair.features["flags"]
    assert kept(pair)


def test_trigger_under_a_suggesting_host_stays_flagged():
    pair = _vc_pair(
        "The audit suggests that the clerk managed to archive the ledger.",
        "original",
        "The audit suggests that the clerk archived the ledger.",
    )
    assert "trigger-in-embedded-clause" in pair.features["flags"]
    assert not kept(pair)


def test_pronoun_after_a_bare_name_in_the_first_conjunct_is_kept(parsed, ctx):
    text = "Tom sold his car, and he left Boston."
    assert presupposition_drafts(parsed, ctx, text, "change_of_state") == [
        "He was in Boston before."
    ]


def test_it_after_a_common_noun_in_the_first_conjunct_is_named(parsed, ctx):
    text = "The company sold its plant, and it left Boston."
    assert presupposition_drafts(parsed, ctx, text, "change_of_state") == [
        "The company was in Boston before."
    ]


def test_modal_perfect_transition_has_a_draft(parsed, ctx):
    text = "The farmers may have stopped paying the tax."
    assert presupposition_drafts(parsed, ctx, text, "aspectual_verbs") == [
        "The farmers had been paying the tax before."
    ]


def test_modal_transition_without_perfect_has_none(parsed, ctx):
    text = "The farmers may stop paying the tax."
    assert presupposition_drafts(parsed, ctx, text, "aspectual_verbs") == []
