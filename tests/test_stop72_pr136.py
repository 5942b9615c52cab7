"""Stop 72, pr136 (review s1204d, FOLDOC): false presupposition triggers (docs/presupposition.md,
"Stop 72, pr136").

Constructed sentences of the reviewed kinds, parsed by the real model: the false trigger is gone,
and a neighbour without the configuration keeps its trigger.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_run as _run
from tests.phenomenon_support import presupposition_trigger_list as _triggers

# -- "before" inside the infinitive of a verb of permission: non-veridical --------------------


def test_before_under_permission_verb_is_no_trigger():
    s = "This feature allows the player to start showing the film before the download is complete."
    assert "before" not in _triggers(s, "temporal_adverbs")


def test_before_under_enable_is_no_trigger():
    s = "The cache enables the browser to begin rendering the page before the stylesheet arrives."
    assert "before" not in _triggers(s, "temporal_adverbs")


def test_before_in_a_past_episode_stays():
    s = "The player started showing the film before the download was complete."
    assert "before" in _triggers(s, "temporal_adverbs")


def test_past_permission_with_past_clause_stays():
    s = "The manager allowed him to leave before the meeting ended."
    assert "before" in _triggers(s, "temporal_adverbs")


# -- "ought to" heading its infinitive: a deontic rule, no event --------------------------------


def test_before_gerund_under_ought_is_no_trigger():
    s = "A reminder that every newcomer ought to read the group's FAQ before posting questions."
    assert "before" not in _triggers(s, "temporal_adverbs")


# -- "only" bounding the diminisher "minimally" is no focus "only" ------------------------------


def test_only_minimally_is_no_trigger():
    s = "The output becomes largely a function of the feedback and only minimally a function of gain."
    assert "only" not in _triggers(s, "only")


def test_focus_only_neighbour_stays():
    s = "The output depends only on the feedback."
    assert "only" in _triggers(s, "only")


# -- a degree adverb before a simple verb: no negated premise ("*strongly doesn't depend") ----


def _negated_premises(sentence: str) -> set[str]:
    return {p.premise for p in _run(sentence).pairs if "n't" in p.premise or " not " in p.premise}


def test_degree_adverb_before_simple_verb_gets_no_negated_premise():
    s = "The method largely depends on the user's needs."
    assert _negated_premises(s) == set()


def test_degree_adverb_after_auxiliary_keeps_negated_premise():
    s = "The method is largely dependent on the user's needs."
    assert "The method isn't largely dependent on the user's needs." in _negated_premises(s)


def test_plain_simple_verb_keeps_negated_premise():
    s = "The method depends on the user's needs."
    assert "The method doesn't depend on the user's needs." in _negated_premises(s)


def test_narrative_let_keeps_before():
    s = "Lily lets the moment play out for a beat before looking over her shoulder."
    assert "before" in _triggers(s, "temporal_adverbs")
