"""Stop 95, vc196: verb-complement hypotheses that carried matrix material, and false
complements (blind reviews s9402, s9404; issue #12).

- a final supplementive participle of saying after the complement of a verb of saying is the
  reporter's ("said P, noting that Q"): cut from the hypothesis;
- an in-place hypothesis of a trigger heading a "though/although" clause is the concessive
  clause alone, without the main clause and the subordinator;
- after a semicolon cut, a leading coordinator ("; and I now tend to V") goes too;
- a final "by"-phrase of sensory evidence after the complement of a verb of knowing ("know P
  just by the smell") is the knowing's means: cut;
- "know what to V that ...": the "that"-clause is a relative on the wh-word, no complement;
- "need/require the patience of N to V" with a person subject: a purpose infinitive, no pair.
Sentences are constructed; each bad case fails on the base code (c644ddb5).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _complement_pairs(text)}


# -- a participle of saying after a report -------------------------------------------------


def test_reporters_noting_clause_leaves_the_hypothesis():
    text = (
        "Mr. Smith said most farmers liked the new law, noting that prices had risen "
        "sharply in the spring."
    )
    hypotheses = _hypotheses(text)
    assert "Most farmers liked the new law." in hypotheses
    assert not any(h.startswith("Most farmers") and "noting" in h for h in hypotheses)


def test_reporters_adding_clause_leaves_the_hypothesis():
    text = "The mayor said the workers deserved a raise, adding that the budget was tight."
    hypotheses = _hypotheses(text)
    assert "The workers deserved a raise." in hypotheses
    assert not any(h.startswith("The workers") and "adding" in h for h in hypotheses)


def test_non_saying_participle_after_a_report_stays():
    # near miss: "killing three guards" is the troops' act, as the forty-eighth pass keeps it
    hypotheses = _hypotheses("The officer said the troops crossed the river, killing three guards.")
    assert "The troops crossed the river, killing three guards." in hypotheses


# -- concessive clauses rewritten in place -------------------------------------------------


def test_fronted_concessive_clause_alone():
    text = "Though it pretends to explain the history of jazz, the film is shallow and dull."
    pairs = {p.premise_kind: p for p in _complement_pairs(text)}
    assert pairs["original"].hypothesis == "It explains the history of jazz."
    assert pairs["original"].heuristic_label == "neutral"


def test_final_concessive_clause_alone():
    text = "The film is shallow and dull, though it pretends to explain the history of jazz."
    assert _hypotheses(text) == {"It explains the history of jazz."}


def test_even_though_goes_with_its_clause():
    text = "Even though he claims to love jazz, his records are all pop."
    assert _hypotheses(text) == {"He loves jazz."}


def test_concessive_after_semicolon_and():
    text = (
        "I grew up near the sea; and although I now tend to eat a lot of beef at work, "
        "I still eat mostly fish at home."
    )
    assert "I now eat a lot of beef at work." in _hypotheses(text)


def test_while_clause_with_its_own_subject_is_cut_since_vc228():
    # "while" may be temporal (Quirk et al. 1985 §15.20) or contrastive (§15.45); since vc228
    # (stop 103) a "while" clause whose subject differs from the main clause's is read as the
    # contrastive one and cut like "although". On either reading the clause is asserted, so the
    # complement alone is the hypothesis
    text = "While she seemed to enjoy the meal, her husband complained all night."
    assert "She enjoyed the meal." in _hypotheses(text)


# -- a coordinator after a semicolon cut ---------------------------------------------------


def test_coordinator_after_semicolon_goes():
    pairs = _complement_pairs("We lived in a small town; and I now tend to cook fish at home.")
    assert {p.hypothesis for p in pairs} == {"I now cook fish at home."}


# -- sensory evidence of knowing -----------------------------------------------------------


def test_by_the_smell_goes_with_know():
    text = (
        "Once the bread comes out of the oven, you will know you baked it right just by the smell."
    )
    pairs = {p.premise_kind: p for p in _complement_pairs(text)}
    assert pairs["original"].hypothesis == "You baked it right."
    assert pairs["original"].heuristic_label == "entailment"


def test_by_the_colour_goes_with_knew():
    assert "The cake was done." in _hypotheses("I knew the cake was done by the colour.")


def test_agent_by_phrase_stays():
    # near miss: a passive's agent is the complement's own
    assert "He was hit by the ball." in _hypotheses("I know he was hit by the ball.")
    assert "The house was built by the owner." in _hypotheses(
        "She said the house was built by the owner."
    )


# -- relative "that" after an infinitival wh-clause ----------------------------------------


def test_relative_that_after_what_to_say_is_no_complement():
    text = "We honestly don't know what to say that hasn't been said by others."
    assert not any(h.lower().startswith("that ") for h in _hypotheses(text))
    assert not _complement_pairs(text)  # "know" is the only trigger


def test_demonstrative_that_clause_after_know_stays():
    # near miss: a bare clause right after the verb, its subject the demonstrative "that"
    hypotheses = _hypotheses("I know that was a mistake.")
    assert "That was a mistake." in hypotheses


# -- a quality needed for a purpose --------------------------------------------------------


def test_patience_needed_to_get_through_is_no_complement():
    text = (
        "Even a hardened critic would require the patience of Job to get through this long, "
        "shapeless film about the swinging scene."
    )
    assert not any("patience" in h.lower() for h in _hypotheses(text))
    assert not _complement_pairs(text)  # "require" is the only trigger


def test_patience_of_a_reader_short():
    text = "Any reader would require the patience of Job to get through this book."
    assert not _complement_pairs(text)  # "require" is the only trigger


def test_person_object_of_require_keeps_its_pair():
    # near miss: object control with a person object
    text = "The teacher required the pupils to finish their essays."
    assert "The pupils finished their essays." in _hypotheses(text)


# -- subject-oriented adjuncts of the trigger ----------------------------------------------


def test_show_of_unity_goes_with_agree():
    text = "In a rare show of unity, the council agreed last week to raise taxes."
    assert _hypotheses(text) == {"The council raised taxes."}


def test_show_of_support_goes_with_urge():
    text = "In a show of support, the union urged its members to strike."
    assert not any("show of support" in h for h in _hypotheses(text))


def test_with_regret_goes_with_agree():
    text = "With regret, the board agreed to close the plant."
    assert _hypotheses(text) == {"The board closed the plant."}


def test_with_care_stays():
    # near miss: "care" is no feeling (WordNet noun.act); the manner may be the lifting's
    text = "With great care, the chef managed to lift the cake."
    assert "With great care, the chef lifted the cake." in _hypotheses(text)
