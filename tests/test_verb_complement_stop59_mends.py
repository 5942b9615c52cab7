"""verb_complement, stop 59 mends (branch md4): findings of the rt2 read-through.

Real sentences through the real pipeline (``complement_pairs``). Each mend comes with the twin
the original rule was written for, which must still hold:

1. a factive or factual shell noun under "no" ("no idea that P", "made no secret that P") keeps
   its clause's signature; an evidential noun ("no evidence that P") stays non-assertive;
2. the certainty nouns ("no wonder that P") are no longer shadowed by the standard-of-proof
   ``_DOUBT_NOUNS``;
6. a verb unknown to both lexicons ("incentivize") is no typo; a known noun ("suggestion") is;
5. weather "it" ("expect it to snow") needs no antecedent; impersonal "it" still does;
4. "even if" and speech-act "if you ask me" restrict nothing; a real condition still does;
7. "I have to agree" is a stance formula (flagged); a one-clause obligation stays clean;
11. the unanchored "it" controller keeps its candidate, its pairs refused;
13. a comparative split-infinitive adverb ("to better defend") is kept, like "to always hit";
8. a copula + that-clause is no candidate (the docs table now says dropped).
"""

from __future__ import annotations

from tests.phenomenon_support import complement_hypotheses, complement_pairs, pair_flags


def _original(text: str) -> dict[str, tuple[str, bool, list[str]]]:
    """hypothesis -> (label, well formed, flags) of the original-premise pairs."""
    return {
        p.hypothesis: (p.heuristic_label, p.well_formed, pair_flags(p))
        for p in complement_pairs(text, "original")
    }


# 1. factive / factual shell nouns under "no"


def test_no_idea_that_keeps_the_clause_presupposed() -> None:
    pairs = _original("He had no idea that she had managed to escape.")
    assert pairs["He had no idea that she had escaped."][0] == "entailment"
    assert "She had escaped." not in pairs


def test_made_no_secret_keeps_the_negative_implicative() -> None:
    pairs = _original("She made no secret that she refused to sign the contract.")
    assert pairs["She made no secret that she signed the contract."][0] == "contradiction"


def test_twin_no_evidence_that_stays_non_assertive() -> None:
    pairs = _original("There was no evidence that the thieves managed to open the safe.")
    assert pairs["The thieves opened the safe."][0] == "neutral"


# 2. the certainty nouns are read (no shadowing by the standard-of-proof set)


def test_no_wonder_that_asserts_the_clause() -> None:
    # "wonder" was in the shadowed set: the pair was neutral and rebuilt as "She escaped."
    pairs = _original("It is no wonder that she managed to escape.")
    assert pairs["It is no wonder that she escaped."][0] == "entailment"


# 6. complement-head-not-a-verb only on positive evidence of another category


def test_verb_unknown_to_both_lexicons_is_not_flagged() -> None:
    pairs = _original("They seem to incentivize it.")
    assert pairs["They incentivize it."][1] is True


def test_twin_known_noun_after_to_stays_flagged() -> None:
    pairs = _original("They seem to suggestion ways to re-animate the dead.")
    assert any(
        f.startswith("complement-head-not-a-verb") for _, _, fl in pairs.values() for f in fl
    )
    pairs = _original("As you move, the world seems to breath life into your limbs.")
    assert any(
        f.startswith("complement-head-not-a-verb") for _, _, fl in pairs.values() for f in fl
    )


# 5. weather "it"


def test_weather_it_needs_no_antecedent() -> None:
    pairs = _original("Forecasters expected it to snow overnight.")
    assert pairs["It snowed overnight."][1] is True


def test_weather_verb_under_a_second_infinitive() -> None:
    assert "It stopped raining before noon." in complement_hypotheses(
        "They wanted it to stop raining before noon."
    )


# 4. "even if" and speech-act conditionals


def test_even_if_clause_does_not_weaken_the_label() -> None:
    pairs = _original("The storm, even if it weakens, will force the residents to leave.")
    assert pairs["The residents will leave."][0] == "entailment"


def test_if_you_ask_me_does_not_weaken_the_label() -> None:
    pairs = _original("The new law, if you ask me, will force landlords to lower rents.")
    assert pairs["Landlords will lower rents."][0] == "entailment"


def test_twin_real_condition_still_weakens_the_label() -> None:
    pairs = _original("Capturing a city will cause its citizens to riot, if the city is large.")
    assert pairs["Its citizens will riot."][0] == "neutral"


# 7. stance "I/you have to agree/admit"


def test_i_have_to_agree_is_flagged_not_clean() -> None:
    pairs = _original("I have to agree with you on that point.")
    label, well_formed, flags = pairs["I will agree with you on that point."]
    assert not well_formed and "non-construction:deontic-have-to:present" in flags


def test_twin_one_clause_obligation_stays_clean() -> None:
    pairs = _original("We have to hem the dust ruffle.")
    assert pairs["We will hem the dust ruffle."][1] is True


# 11. unanchored "it": refused, not dropped


def test_unanchored_it_controller_is_refused_with_its_candidate_kept() -> None:
    pairs = _original("Each granary causes it to grow faster.")
    label, well_formed, flags = pairs["It grows faster."]
    assert not well_formed and "dangling-anaphor:unanchored-controller:it" in flags


def test_twin_it_with_an_antecedent_stays_clean() -> None:
    pairs = _original("When the city is large, the granary causes it to grow.")
    assert pairs["When the city is large, it grows."][1] is True


# 13. split-infinitive comparative adverb


def test_comparative_split_infinitive_adverb_is_kept() -> None:
    assert complement_hypotheses("The new walls allowed the troops to better defend the city.") == {
        "The troops better defended the city."
    }


def test_twin_plain_split_infinitive_adverb_is_kept() -> None:
    text = "The spell allows the attack to always hit first."
    assert complement_hypotheses(text) == {"The attack always hits first."}


# 8. copula + that-clause: dropped (docs and comments now say so)


def test_copula_that_clause_gives_no_pair() -> None:
    assert complement_pairs("The fact is that he left early.") == []
