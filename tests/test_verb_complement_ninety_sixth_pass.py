"""verb_complement, ninety-sixth pass (branch vc90, stop 59: modal attitudes, unanchored
pronouns, conditional implicatives, copulas).

Constructed sentences through the real pipeline (``complement_pairs``): an attitude verb under
a matrix modal gives RP19's present-tense complement (no "will", no modal); an object pronoun
controller with no antecedent in the sentence gives no pair; an implicative whose own clause
has a conditional adjunct left out of the hypothesis is neutral; a copula + that-clause is no
candidate. Guards keep the ordinary pairs next to them.
"""

from __future__ import annotations

from tests.phenomenon_support import complement_hypotheses, complement_pairs


def _labels(text: str) -> dict[str, str]:
    return {p.premise_kind: p.heuristic_label for p in complement_pairs(text)}


# 1. attitude verbs under a matrix modal: RP19's convention, the complement in the present


def test_might_want_gives_present_complement() -> None:
    hypotheses = complement_hypotheses("People might want to know why the server failed.")
    # "will know" since the ninety-ninth pass (vc93, s1202j verb-044: as without a modal)
    assert hypotheses == {"People will know why the server failed."}


def test_may_hope_third_singular_agrees() -> None:
    assert complement_hypotheses("He may hope to win the race.") == {"He will win the race."}


def test_could_decide_gives_present_not_will() -> None:
    assert complement_hypotheses("We could decide to leave early.") == {"We will leave early."}


def test_modal_present_pair_carries_no_future_warning() -> None:
    pairs = complement_pairs("Players may want to build a harbour.", "original")
    assert [p.hypothesis for p in pairs] == ["Players will build a harbour."]
    assert not any("future-complement" in f for p in pairs for f in p.features.get("flags", []))


def test_guard_plain_present_want_keeps_will_future() -> None:
    # the eighty-second pass's will-future of a present matrix (s1201k) is not changed here
    assert complement_hypotheses("He wants to leave the city.") == {"He will leave the city."}


# 2. an object pronoun controller with no antecedent in the sentence


# (stop 59 mends, rt2 finding 11: the candidate stays as a detection, its pairs are refused)
def _refused(text: str) -> bool:
    pairs = complement_pairs(text)
    return bool(pairs) and all(
        not p.well_formed and "dangling-anaphor:unanchored-controller:it" in p.features["flags"]
        for p in pairs
    )


def test_causes_it_with_no_antecedent_gives_no_pair() -> None:
    assert _refused("Each granary causes it to grow faster.")


def test_it_disjoint_from_clause_mate_subject_gives_no_pair() -> None:
    # "it" cannot be "the strong jaw", the clause-mate subject (Principle B)
    assert _refused("The strong jaw allows it to crack the shells of nuts.")


def test_guard_personal_pronoun_controller_stays() -> None:
    # only the impersonal "it" is refused: "him/her/them" name tracked participants
    assert "He has gone." in complement_hypotheses("They have forced him to go.")


def test_pronoun_with_antecedent_in_another_clause_stays() -> None:
    text = "When the city is large, the granary causes it to grow."
    assert "When the city is large, it grows." in complement_hypotheses(text)


def test_guard_noun_object_controller_stays() -> None:
    text = "The harbour causes the city to grow faster."
    assert "The city grows faster." in complement_hypotheses(text)


# 3. a conditional adjunct of the implicative's clause, left out of the hypothesis


def test_if_clause_after_comma_makes_cause_neutral() -> None:
    text = "Capturing a city will cause its citizens to riot, if the city is large."
    assert complement_hypotheses(text) == {"Its citizens will riot."}
    assert _labels(text) == {"original": "neutral", "negated": "neutral"}


def test_medial_if_participle_makes_cause_neutral() -> None:
    text = "Pollution, if left unchecked, will cause the climate to change."
    assert _labels(text)["original"] == "neutral"


def test_condition_before_conjoined_clause_makes_cause_neutral() -> None:
    text = "A caravan can help build wonders, and if it reaches the city, it will cause trade to increase."
    assert _labels(text)["original"] == "neutral"


def test_guard_condition_kept_in_hypothesis_keeps_entailment() -> None:
    text = "Unhappiness will cause the city to fall into disorder if there are too many units away."
    assert "The city will fall into disorder if there are too many units away." in (
        complement_hypotheses(text)
    )
    assert _labels(text)["original"] == "entailment"


def test_guard_fronted_condition_kept_keeps_entailment() -> None:
    text = "If they lose, the Romans will be forced to leave the island."
    assert _labels(text)["original"] == "entailment"


# 4. copula + that-clause: specificational, no candidate


def test_problem_was_that_gives_no_pair() -> None:
    assert complement_pairs("The problem was that the server crashed.") == []


def test_result_is_that_gives_no_pair() -> None:
    assert complement_pairs("The result is that nobody came to the meeting.") == []


def test_guard_verb_that_clause_stays() -> None:
    assert "The server crashed." in complement_hypotheses("She said that the server crashed.")


# 5. dev reading (dev_games): the controller's demonstrative and a split-infinitive adverb


def test_demonstrative_that_of_controller_stays() -> None:
    text = "Magical gives that attack a 70% chance, and First Strike allows that attack to always hit first."
    assert "That attack always hits first." in complement_hypotheses(text)


def test_split_infinitive_adverb_stays_with_the_verb() -> None:
    text = "The spell allows the attack to always hit first."
    assert complement_hypotheses(text) == {"The attack always hits first."}


def test_guard_plain_object_controller_unchanged() -> None:
    text = "First Strike allows that attack to hit first."
    assert complement_hypotheses(text) == {"That attack hits first."}
