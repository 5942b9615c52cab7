"""Stop 100, pr231 (issue #11): the embeddings scope over the trigger's clause and stay well
formed.

(1) A preposed time clause that holds a comma-set unit (a stacked second adjunct the parser hung
on it, an appositive) is not moved into the middle of the main clause, where the unit's closing
comma is lost ("*stopped writing after the war ended, in the spring and moved"); at the very end
of the main clause it still moves. (2) For a trigger outside the time clause, the clause stays in
front when the move would withdraw it from a coordinated verb phrase or a supplementive clause
that shares it (Quirk et al. 1985 §13.64, §15.58). (3) The middle member of a verb-phrase list
"V1, V2, and V3" shares the subject: its negation is no ``no-subject`` premise. Constructed
sentences through the real pipeline; each with a near miss that keeps its premise."""

from __future__ import annotations

from functools import cache

from pipeline.rewrite.conjuncts import reparser
from pipeline.rewrite.negation import negate


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _premises(text: str, kind: str, hypothesis: str, well_formed: bool = True) -> set[str]:
    return {
        p.premise
        for p in _pairs(text)
        if p.premise_kind == kind
        and p.hypothesis == hypothesis
        and (p.well_formed or not well_formed)
    }


def _well_formed_premises(text: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.well_formed and p.premise_kind != "original"}


# -- 1. a set-off unit inside the preposed clause ---------------------------------------------


STACKED = "After the strike ended, in late May, she stopped teaching and opened a shop."


def test_stacked_adjunct_not_moved_into_the_clause():
    premises = _well_formed_premises(STACKED)
    assert not any("late May and" in p for p in premises), premises
    modal = _premises(STACKED, "modal", "She had been teaching before.")
    assert modal == {
        "After the strike ended, in late May, she might have stopped teaching and opened a shop."
    }, modal


def test_appositive_in_time_clause_not_moved_into_the_clause():
    # the trigger is the time clause: left in front, it is outside the operators, and its
    # presupposition pairs are flagged (``preposed-clause-outside-scope``); the control pairs
    # keep the sentence whole
    text = "After she met Tom, a baker from Leeds, she sold her car and moved to York."
    premises = _well_formed_premises(text)
    assert (
        "After she met Tom, a baker from Leeds, she might have sold her car and moved to York."
        in premises
    )
    assert not any("Leeds and" in p for p in premises), premises
    assert not _premises(text, "modal", "She met Tom, a baker from Leeds."), "no clean pair"


def test_appositive_at_the_end_still_moves():
    # near miss: at the end of the main clause the full stop closes the appositive
    text = "When she met Tom, a baker from Leeds, she stopped smoking."
    modal = _premises(text, "modal", "She had been smoking before.")
    assert modal == {"She might have stopped smoking when she met Tom, a baker from Leeds."}, modal


# -- 2. a clause shared by a coordinated VP or a supplementive clause stays in front ------------


def test_time_clause_stays_over_coordinated_predicates():
    text = "After the strike ended, she stopped teaching and opened a shop."
    modal = _premises(text, "modal", "She had been teaching before.")
    assert modal == {"After the strike ended, she might have stopped teaching and opened a shop."}
    question = _premises(text, "interrogative", "She had been teaching before.")
    assert question == {"After the strike ended, did she stop teaching and open a shop?"}


def test_time_clause_stays_before_supplementive_clause():
    text = "Once the ice melted, the lake rose, covering the road."
    premises = _well_formed_premises(text)
    assert not any("melted, covering" in p for p in premises), premises
    assert "Once the ice melted, the lake might have risen, covering the road." in premises


def test_single_predicate_still_moves():
    # near miss: nothing after the main clause shares the clause, which still moves (NOPE §3.2)
    text = "After the strike ended, she stopped teaching."
    modal = _premises(text, "modal", "She had been teaching before.")
    assert modal == {"She might have stopped teaching after the strike ended."}, modal


# -- 3. the middle member of a verb-phrase list ------------------------------------------------


def _negated(text: str, word: str):
    doc = reparser("")(text)
    target = next(t for t in doc if t.text == word)
    return negate(doc, target)


def test_middle_list_member_shares_the_subject():
    result = _negated("She sold the house, stopped drinking, and moved to Spain.", "stopped")
    assert result.text == "She sold the house, didn't stop drinking, and moved to Spain."
    assert "no-subject" not in result.flags and "shared-subject" in result.flags, result


def test_middle_list_member_negated_premise_is_well_formed():
    text = "She sold the house, stopped drinking, and moved to Spain."
    negated = _premises(text, "negated", "She had been drinking before.")
    assert negated == {"She sold the house, didn't stop drinking, and moved to Spain."}, negated


def test_comma_splice_without_coordinator_still_refused():
    # near miss: no coordinator anywhere, a comma splice, no list (stop 42)
    result = _negated("She sold the house, stopped drinking, moved to Spain.", "stopped")
    assert "no-subject" in result.flags, result


def test_a_unit_closed_inside_the_time_clause_still_moves() -> None:
    # int100 repair: the comma-set unit is closed before the clause's verb ("While the old engine,
    # with ..., was running,"), so it keeps both commas mid-sentence; pr231 had refused it (the
    # A/B judge kept three such pairs). The unit left open after the verb still refuses (above).
    text = (
        "While the old engine, with its cracked pistons and worn valves, was running, "
        "the passengers said nothing but only listened to it."
    )
    hyp = "The old engine, with its cracked pistons and worn valves, was running."
    assert _premises(text, "interrogative", hyp) == {
        "Did the passengers say nothing while the old engine, with its cracked pistons and worn "
        "valves, was running?"
    }
    near = (
        "After the war ended, in the spring, the passengers said nothing but only listened to it."
    )
    assert _premises(near, "interrogative", "The war ended, in the spring.") == set()
