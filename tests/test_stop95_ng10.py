"""Stop 95, branch ng10 (issues #11/#12): premises the shared operator makes unnatural.

1. The added do-support agrees with a personal-pronoun subject, not with the source's slip
   ("we needs" -> "we do not need"; Quirk et al. 1985 §10.34); a noun subject keeps its tag.
2. A negated opinion question stays the conventional biased question (a warning for
   verb_complement) only with "you" and no "really" (Ladd 1981; Romero & Han 2004); "I did not
   think ...?" and "do you not really think ...?" are ``negated-question``, a defect.
3. "So" before "right/just/straight + preposition" is the sentence-initial marker, kept out of
   "It's possible that ..." (Quirk et al. 1985 §8.134-8.137); "so soon after" is a degree "so".

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _negated(text: str, phenomenon: str = "verb_complement") -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


def _flags(pair) -> list[str]:
    return list((pair.features or {}).get("flags") or [])


# -- 1. concord of the added "do" ----------------------------------------------------------------


def test_do_support_agrees_with_we_despite_the_source_slip():
    premises = {p.premise for p in _negated("To win this, we needs to act fast.")}
    assert "To win this, we do not need to act fast." in premises
    assert not any("we does" in p for p in premises)


def test_do_support_agrees_with_they():
    premises = {p.premise for p in _negated("They wants to leave now.")}
    assert "They do not want to leave now." in premises


def test_third_person_pronoun_keeps_does():
    premises = {p.premise for p in _negated("She wants to leave now.")}
    assert "She does not want to leave now." in premises


def test_noun_subject_keeps_the_verb_tag():
    # near-miss: a noun's number can be notional; the slip stays flagged, not rewritten
    pairs = _negated("The dogs needs to eat.")
    assert any(p.premise == "The dogs does not need to eat." and not p.well_formed for p in pairs)


# -- 2. negated opinion questions ----------------------------------------------------------------


def test_really_question_is_a_defect():
    pairs = _negated("Do you really believe they are going to win?")
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("negated-opinion-question" not in _flags(p) for p in pairs)
    assert any("negated-question" in _flags(p) for p in pairs)


def test_first_person_declarative_question_is_a_defect():
    pairs = [
        p
        for p in _negated("I thought you said that the shop was open?")
        if p.premise.startswith("I did not think")
    ]
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("negated-opinion-question" not in _flags(p) for p in pairs)


def test_conventional_opinion_question_stays_a_warning():
    # near-miss: "Do you not think p?" is the conventional biased question
    pairs = _negated("Do you think the mission was a success?")
    assert any(
        p.premise == "Do you not think the mission was a success?"
        and p.well_formed
        and "negated-opinion-question" in _flags(p)
        for p in pairs
    )


# -- 3. the marker "so" before an intensified preposition ------------------------------------


def _modal_premises(text: str) -> set[str]:
    return {p.premise for p in mined_pairs(text, "presupposition") if p.premise_kind == "modal"}


def test_so_before_right_after_stays_outside_the_modal_frame():
    premises = _modal_premises("So right after she left the house she stopped smoking.")
    assert not any("that so right" in p for p in premises)
    assert "So, it's possible that right after she left the house she stopped smoking." in premises


def test_degree_so_soon_stays_inside():
    # near-miss: "so soon after" is a degree "so" of a gradable adverb
    premises = _modal_premises("So soon after the war ended they stopped fighting.")
    assert "It's possible that so soon after the war ended they stopped fighting." in premises


# -- 4. a negation inside the restrictive relative of a noun-phrase fragment ----------------------


def test_no_negated_pair_in_the_relative_of_a_fragment():
    assert _negated("Everyone who I have tried to help.") == []


def test_no_negated_pair_in_the_relative_of_a_dislocated_topic():
    text = (
        "All the towns we have built, everyone who I have tried to shelter, everything is lost now."
    )
    assert _negated(text) == []


def test_relative_on_a_clause_subject_keeps_its_flagged_pair():
    # near-miss: the noun phrase is the subject of "were caught"
    pairs = _negated("The soldiers who tried to escape were caught at the river.")
    assert any(
        "who did not try" in p.premise and "negated-subordinate-clause" in _flags(p) for p in pairs
    )
