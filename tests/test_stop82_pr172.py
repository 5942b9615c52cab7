"""Stop 82 round one, branch pr172: presupposition triggers read by a meaning they lack here.

1. A preposed while-clause in the negated simple present before a positive simple-present
   main clause is the concessive "while" = "although" (``extract._denied_present_while``):
   no temporal-adverb candidate. A past negated clause or a negated main clause keeps it.
2. A subjectless "while V-ing" right after a gerund inside a noun phrase closes that gerund
   (Late Closure), whose subject is arbitrary: no candidate
   (``extract._closing_nominal_gerund``). After a comma, or after a gerund that is the main
   verb's own argument, the trigger stays.
3. A draft of the form "P Ns are P" is analytic and is not written
   (``pairs._analytic_draft``); the controls stay.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition.pairs import _analytic_draft
from tests.phenomenon_support import mined_pairs, well_formed_presupposition_drafts


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


# 1. negated simple-present while-clause against a positive main clause: concessive


def test_denied_present_while_is_no_temporal_candidate() -> None:
    text = "While the golem does not carry a weapon, it crushes every intruder with its fists."
    assert _pairs(text, "temporal_adverbs") == []


def test_denied_present_while_with_copula_is_no_temporal_candidate() -> None:
    text = "While the lantern is not bright, it lights the narrow stair well enough."
    assert _pairs(text, "temporal_adverbs") == []


def test_past_negated_while_clause_stays_temporal() -> None:
    text = "While the guard was not looking, the thief took the silver key."
    assert "The guard was not looking." in well_formed_presupposition_drafts(
        text, "temporal_adverbs"
    )


# 2. subjectless while-participle closing a gerund inside a noun phrase


def test_while_participle_after_nominal_gerund_is_no_candidate() -> None:
    text = "The booklet describes several methods of keeping food fresh while travelling in the desert."
    assert _pairs(text, "temporal_adverbs") == []


def test_while_participle_after_comma_stays() -> None:
    text = "The old sailor hummed a tune, while mending his nets on the pier."
    assert _pairs(text, "temporal_adverbs") != []


def test_while_participle_on_the_main_verb_stays() -> None:
    text = "The old sailor hummed a tune while mending his nets on the pier."
    assert _pairs(text, "temporal_adverbs") != []


# 3. analytic drafts


def test_analytic_draft_shape() -> None:
    assert _analytic_draft("Launched drones are launched.")
    assert _analytic_draft("Repaired hulls have been repaired.") is False
    assert _analytic_draft("Repaired hulls were repaired.")
    assert not _analytic_draft("Launched drones are in the air.")
    assert not _analytic_draft("The drones are launched.")


def test_analytic_after_gerund_draft_is_not_written() -> None:
    text = "Deployed mines explode the turn after being deployed."
    hyps = {
        p.hypothesis
        for p in _pairs(text, "temporal_adverbs")
        if p.hypothesis_kind == "presupposition"
    }
    assert "Deployed mines are deployed." not in hyps
