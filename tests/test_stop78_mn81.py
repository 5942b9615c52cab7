"""Stop 78, mn81: two round-one rules narrowed where they broke older pins.

1. cj154's ``sameness_over_members`` read every postposed "alike" as the manner adverbial of
   sameness ("treats A and B alike"), so a two-member list with the distributive "alike" ("both
   A and B": "protects renters and landlords alike") lost its removals. Now "alike" is the manner
   adverbial only after a verb that needs one (``wordlists/conjunction_manner_verbs.txt``) or
   after the verb of a subject list.
2. pr160's ``_object_created_by_earlier_conjunct`` took the object of an earlier "rebuild" for
   an effected object; a repetitive re-verb's object existed before, so a later "reopened it"
   keeps its candidate.

Own sentences through the real spaCy model and pipeline (``run_texts``); each bad case fails
on int78 91d927ea."""

from __future__ import annotations

from pipeline.process import run_texts


def _pairs(text: str, phenomenon: str):
    _, result = run_texts([text], [phenomenon])
    return result.pairs


def _removals(text: str) -> dict[str, str]:
    return {
        p.hypothesis: p.heuristic_label
        for p in _pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


# 1. distributive "alike" after an object list


def test_distributive_alike_keeps_the_removal():
    removals = _removals("The charter protects renters and landlords alike.")
    assert removals.get("The charter protects renters.") == "entailment"
    assert removals.get("The charter protects landlords.") == "entailment"


def test_distributive_alike_after_shared_premodified_head_keeps_the_removal():
    removals = _removals("The tax will hurt small and large shops alike.")
    assert removals.get("The tax will hurt small shops.") == "entailment"


def test_manner_alike_after_treat_keeps_no_pair():
    assert not _removals("The clerk treats refunds and credits alike.")


def test_manner_alike_after_handle_keeps_no_pair():
    assert not _removals("The desk handles refunds and credits alike.")


# 2. a re-verb's object is no effected object


def test_reopen_after_rebuild_keeps_its_draft():
    pairs = _pairs("The town rebuilt its museum in 1990 and reopened it in 1992.", "presupposition")
    # the "reopened" candidate is back: its negated-conjunct variant negates "reopen"
    assert any("and didn't reopen it" in p.premise and p.well_formed for p in pairs)


def test_rebuild_after_build_still_has_no_draft():
    pairs = _pairs("The town built a new museum in 1990 and rebuilt it in 2005.", "presupposition")
    assert not any("had been built before" in p.hypothesis for p in pairs)
