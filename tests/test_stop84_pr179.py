"""Stop 84 round one, branch pr179: presupposition triggers that are not triggers.

Three senses or frames the blind review s1205m (Jane Austen) judged as no trigger (a = 0):

* ``extract._directed_gaze``: "fixed her eyes on his face" is fix "direct (one's eyes, mind or
  attention) steadily towards" (Oxford Dictionary of English, fix v. 3), a verb of looking
  with a goal PP, not repair: no "Her eyes were broken before".
* ``extract._found_at_home``: "found Mrs Hale within / at home" is the complex-transitive
  "find" of a caller who comes upon a person in a place or condition (Quirk et al. 1985
  §16.44-16.48; OED find v. 8): the person was never missing.
* ``extract._degree_result_clause``: "I know my uncle so well, that S": after an NP object a
  "so"/"such" makes the that-clause a result clause (Quirk et al. 1985 §15.41-15.42), no
  content clause of "know".

Each rule has a bad case and a good neighbour. Sentences are constructed and go through the
real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    """Well-formed presupposition hypotheses of ``subtype`` for ``text``."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and p.well_formed
    }


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def test_fixed_eyes_on_a_face_is_no_repair() -> None:
    hyps = _hypotheses("Mary fixed her eyes on the stranger at the gate.", "change_of_state")
    assert not any("broken" in h for h in hyps), hyps


def test_eyes_fixed_upon_a_door_in_the_passive_is_no_repair() -> None:
    hyps = _hypotheses("Her eyes were fixed upon the door of the church.", "change_of_state")
    assert not any("broken" in h for h in hyps), hyps


def test_eyes_fixed_steadily_upon_a_letter_is_no_repair() -> None:
    text = "He fixed his eyes steadily upon the letter in her hand."
    hyps = _hypotheses(text, "change_of_state")
    assert not any("broken" in h for h in hyps), hyps


def test_fixed_the_clock_stays_a_repair() -> None:
    hyps = _hypotheses("She had fixed the clock in the hall.", "change_of_state")
    assert "The clock was broken before." in hyps


def test_fixed_an_artifact_on_a_building_stays_a_repair() -> None:
    hyps = _hypotheses("He fixed the roof on the barn.", "change_of_state")
    assert "The roof was broken before." in hyps


def test_found_a_person_within_is_a_visit() -> None:
    hyps = _hypotheses("They found Mrs Hale and her son within.", "change_of_state")
    assert not any("unknown location" in h for h in hyps), hyps


def test_found_a_person_at_home_is_a_visit() -> None:
    hyps = _hypotheses("They found Mrs Hale and her son at home.", "change_of_state")
    assert not any("unknown location" in h for h in hyps), hyps


def test_found_a_missing_boy_in_the_woods_keeps_its_prior_location() -> None:
    # re-pinned at stop 88: the draft is still made ("find" stays a candidate for IMPPRES), but
    # every "find" pair is flagged find-not-change-of-state (judged kept 1 of 24), so it is no
    # longer a well-formed hypothesis
    text = "After three days the soldiers found the boy in the woods."
    assert "The boy was in an unknown location before." not in _hypotheses(text, "change_of_state")
    drafts = {
        p.hypothesis: p.features["flags"]
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
    }
    assert "find-not-change-of-state" in drafts["The boy was in an unknown location before."]


def test_know_a_person_so_well_that_is_a_result_clause() -> None:
    pairs = _pairs(
        "I know my old uncle and aunt so well, that I am not afraid of asking it.",
        "clause_embedding_predicates",
    )
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]


def test_know_that_with_a_degree_word_inside_the_clause_stays() -> None:
    hyps = _hypotheses(
        "She knew that the town was so old that nobody remembered its founding.",
        "clause_embedding_predicates",
    )
    assert "The town was so old that nobody remembered its founding." in hyps
