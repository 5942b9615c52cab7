"""Stop 44 (branch cj36): a clause conjunct with its own subject is not removed when a verb
coordinated with its verb after the span has no subject of its own ("but [the cat escaped
them], and soon vanished"): the subjectless verb phrase shares the removed clause's subject
(Huddleston & Pullum 2002 ch. 15 §4.3), and the removal would hand it to the kept clause's
subject. Constructed sentences through the real pipeline (``run_texts``); the refusals fail on
6e17de2, the kept pairs are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


@pytest.fixture(scope="module")
def pairs():
    texts = [
        # stop 53 (cj75): "escaped them" would lose "them"'s antecedent with the first clause
        "The two dogs chased the cat again; but the cat escaped over the fence, and soon vanished "
        "completely.",
        "Heaven help us, but already my hands feel cold inside my gloves, and from the tips numb "
        "my arms.",
        "The farmers planted the field, but the rain washed the seeds away and ruined the crop.",
    ]
    return run_texts(texts, ["conjunction"])[1].pairs


def _removals(pairs, premise_start: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in pairs
        if p.hypothesis_kind == "conjunct_removed" and p.premise.startswith(premise_start)
    }


@pytest.mark.parametrize(
    ("start", "bad"),
    [
        ("The two dogs", "The two dogs chased the cat again, and soon vanished completely."),
        ("Heaven help", "Heaven help us, and from the tips numb my arms."),
    ],
)
def test_clause_with_the_shared_subject_is_not_removed(pairs, start, bad):
    got = _removals(pairs, start)
    assert got, "the sentence still gives removals"
    assert bad not in got, sorted(got)


@pytest.mark.parametrize(
    ("start", "good"),
    [
        # the first clause goes: the subjectless verb keeps its subject "the cat"
        ("The two dogs", "The cat escaped over the fence, and soon vanished completely."),
        # the inner verb-phrase coordination is untouched
        ("The two dogs", "The two dogs chased the cat again; but the cat escaped over the fence."),
        # no verb after the removed clause: its removal stays
        ("The farmers", "The farmers planted the field."),
        ("The farmers", "The farmers planted the field, but the rain washed the seeds away."),
    ],
)
def test_removals_that_keep_the_subject_stay(pairs, start, good):
    got = _removals(pairs, start)
    assert good in got, sorted(got)
    assert kept(got[good])
