"""verb_complement, stop 71 (branch vc117): labels against context and wrong senses from the
s1203c review.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

4. labels: ability "can" over a verb of verifying with a named subject keeps the verb's
   entailment ("Smith and Jones can confirm that P"), a generic "Tests can confirm" does not;
   a generic indefinite subject with a restricting postmodifier ("A reading above 90 shows
   that P") states a rule: neutral; a definite subject keeps entailment;
5. wrong sense / confounded context: "considering that" as an adverbial subordinator, a
   comma-set "often used to refer to", an auxiliary-less "X designed to V" headword, and a
   relative clause inside a "might" scenario are refused; their neighbours stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str, bool]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement")
    }


# 4. labels against context


def test_named_people_can_confirm_entails():
    pairs = _by_kind("Smith and Jones can personally confirm that the bridge was closed in 1970.")
    assert pairs["original"][1:3] == ("The bridge was closed in 1970.", "entailment")


def test_generic_can_confirm_stays_neutral():
    pairs = _by_kind("Blood tests can confirm that a patient has the disease.")
    assert pairs["original"][2] == "neutral"


def test_generic_indefinite_subject_shows_is_neutral():
    pairs = _by_kind("A score in the upper range shows that the cache is well configured.")
    assert pairs["original"][1:3] == ("The cache is well configured.", "neutral")


def test_definite_subject_shows_entails():
    pairs = _by_kind("The score shows that the cache is well configured.")
    assert pairs["original"][1:3] == ("The cache is well configured.", "entailment")


# 5. wrong sense or confounded context


def test_considering_that_subordinator_is_no_trigger():
    pairs = _by_kind("The speed is acceptable considering that the chip is a first version.")
    assert pairs == {}


def test_comma_set_used_to_refer_is_no_trigger():
    pairs = _by_kind("The name of a family of editors, often used to refer to the first one.")
    assert pairs == {}


def test_habitual_used_to_stays():
    pairs = _by_kind("My father used to refer to the machine as the beast.")
    assert "original" in pairs


def test_designed_to_headword_is_no_trigger():
    pairs = _by_kind(
        "Bulletin designed to communicate to the board the results reached by the groups."
    )
    assert pairs == {}


def test_relative_inside_might_scenario_is_refused():
    pairs = _by_kind(
        "A bug might result in the user installing a tool, which allows the attacker to read "
        "the files."
    )
    assert pairs == {}


def test_relative_in_asserted_clause_stays():
    pairs = _by_kind("The user installed a tool, which allows the attacker to read the files.")
    assert "original" in pairs


def test_try_in_purpose_clause_is_refused():
    pairs = _by_kind(
        "The gateway performs conversions of text formats to try to hide differences between hosts."
    )
    assert pairs == {}


def test_try_as_main_verb_stays():
    pairs = _by_kind("The gateway tries to hide differences between hosts.")
    assert pairs["original"][2] == "neutral"


def test_generic_subject_taken_up_by_pronoun_keeps_entailment():
    pairs = _by_kind("A lake of hot lava means that its surface is molten.")
    assert pairs["original"][2] == "entailment"


def test_relative_on_definite_noun_under_would_stays():
    pairs = _by_kind(
        "Nobody would admire our species, which has tended to be wasteful, for its wisdom."
    )
    assert any(kind == "original" for kind in pairs)
