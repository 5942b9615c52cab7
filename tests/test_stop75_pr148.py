"""Stop 75, pr148: presupposition projection from a directive host (review slice s1204n).

A temporal-adverb trigger's time clause ("after you tightened the clamps") on a host under a
deontic modal is part of an instruction, whose event is unrealized: the speaker is not committed
to the clause (Karttunen 1973 on filters; ``pairs._directive_time_clause``), so the pairs are
neutral. A realis host keeps its entailment. Sentences constructed for these tests, parsed by
the real spaCy model through the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind, presupposition_triggers


def test_time_clause_under_deontic_should_is_neutral():
    pairs = presupposition_pairs_by_kind(
        "However, the mount should only be moved after you tightened the clamps and checked "
        "the cables.",
        "temporal_adverbs",
    )
    assert pairs
    assert {label for _, _, label in pairs.values()} == {"neutral"}


def test_time_clause_under_a_realis_host_stays_entailed():
    pairs = presupposition_pairs_by_kind(
        "The engineers repaired the telescope after the storm damaged the dome.",
        "temporal_adverbs",
    )
    assert pairs["original"] == (
        "The engineers repaired the telescope after the storm damaged the dome.",
        "The storm damaged the dome.",
        "entailment",
    )
    assert pairs["negated"][2] == "entailment"


# -- class 2: a "with"-phrase of covariation is no change of state --------------------------------


def test_degree_verb_with_a_covariation_phrase_is_no_trigger():
    assert not presupposition_triggers(
        "According to the inverse square law, the brightness of a lamp drops with the distance "
        "squared.",
        "change_of_state",
    )


def test_degree_verb_event_in_the_past_stays_a_trigger():
    assert presupposition_triggers(
        "The pressure dropped with a loud hiss when the valve broke.", "change_of_state"
    )
