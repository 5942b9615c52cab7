"""Sixty-ninth pass (stop 51, pr66; docs/presupposition.md): change-of-state senses.

Change-of-state verbs in a sense that has no prior state get no candidate (NOPE App. B,
lexical ambiguity; Levinson 1983 ch. 4):
- "open" of an occasion (open.v.04 "begin"): "The fair opens in May", "opened its tour";
- "return" heading a reporting clause (retort.v.01 "answer back"): '"Not yet," he returned';
- the plural noun "remains" before the clause's verb: "The Triceratops remains come from ...".

Constructed sentences through the real pipeline; each class has a good counterpart that keeps
its candidate (and its draft)."""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs, presupposition_triggers


def _triggers(text: str) -> set[str]:
    return {t.lower() for t in presupposition_triggers(text, "change_of_state")}


def _drafts(text: str) -> set[str]:
    return set(original_draft_pairs(text, "change_of_state"))


# -- "open" of an occasion ----------------------------------------------------------------------


def test_intransitive_open_of_a_festival() -> None:
    assert "opens" not in _triggers("The Salzburg Festival opens on July 20 with a new opera.")


def test_transitive_open_of_a_tour() -> None:
    assert "opened" not in _triggers("The band opened its national tour in Denver last spring.")


def test_open_of_a_season_under_will() -> None:
    assert "open" not in _triggers("The hunting season will open in the middle of October.")


def test_open_of_a_door_keeps_its_draft() -> None:
    assert "The door was closed before." in _drafts("She opened the door and walked in.")


def test_open_of_a_present_keeps_its_candidate() -> None:
    # "present" is a time (first sense) but also a gift, which can be shut
    assert "opened" in _triggers("The boy opened the present after dinner.")


# -- "return" in a reporting clause -------------------------------------------------------------


def test_reporting_clause_return() -> None:
    assert "returned" not in _triggers('"That is not my problem," she returned with a shrug.')


def test_motion_return_after_a_quote_keeps_its_candidate() -> None:
    text = '"I will be back soon," he said, and returned to the car.'
    assert "returned" in _triggers(text)


def test_motion_return_after_a_conditional_keeps_its_candidate() -> None:
    # the parse may hang the "if" clause on the verb as a complement: no quotation marks
    text = (
        "Rubber bands stretch under a load; if the band is new, the band will return to its size."
    )
    assert "return" in _triggers(text)


def test_motion_return_keeps_its_draft() -> None:
    assert "He was away from his room before." in _drafts("He returned to his room and slept.")


# -- the plural noun "remains" ------------------------------------------------------------------


def test_noun_remains_before_base_form_verb() -> None:
    text = "The bulk of Stegosaurus remains come from the Morrison Formation."
    assert "remains" not in _triggers(text)


def test_copular_remains_with_cut_class_participle_keeps_its_candidate() -> None:
    assert "remains" in _triggers("The old gate remains shut during the winter.")


def test_copular_remains_with_noun_phrase_keeps_its_candidate() -> None:
    assert "remains" in _triggers("The harbor town remains a center of the fish trade.")
