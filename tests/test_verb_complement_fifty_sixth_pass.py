"""verb_complement, fifty-sixth pass (branch vc49, from 432ec44): the complement as a main clause.

Classes of the s1130q-v rejects whose hypothesis was no well-formed main clause or whose label
missed the clause's mood: a mandative subjunctive kept bare ("*The festival begin at noon"; Quirk
et al. 1985 §3.58-3.59, §16.32; CGEL ch. 11 §7.1), a second to-infinitive left with its "to"
after "as well as" or a comma and "and" (Quirk et al. §13.41, §13.102), and "wish ... could"
(hypothetical past, counterfactual; Quirk et al. §14.25, Iatridou 2000) labelled neutral.
Constructed sentences through ``pipeline.process.run_texts`` (the real model, extractor,
rewriters and flag settling); each test failed on 432ec44 except the guards.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, verb_complement_pairs

# 1. a mandative subjunctive in the indicative, agreeing with its subject, labels neutral


def test_present_mandative_with_coordinated_verbs_takes_the_s_form():
    pairs = verb_complement_pairs(
        "The council recommends that the festival begin at noon and end at midnight.",
        "recommend",
    )
    for pair in pairs.values():
        assert pair.hypothesis == "The festival begins at noon and ends at midnight."
        assert kept(pair), pair.features
        assert pair.heuristic_label == "neutral"


def test_mandative_conjunct_read_as_noun_agrees_too():
    pairs = verb_complement_pairs(
        "The union demands that the manager apologize and resign.", "demand"
    )
    assert pairs["original"].hypothesis == "The manager apologizes and resigns."


def test_past_mandative_passive_be_takes_the_matrix_tense_and_plural():
    pairs = verb_complement_pairs("The judge ordered that the records be sealed.", "order")
    assert pairs["original"].hypothesis == "The records were sealed."
    assert kept(pairs["original"]), pairs["original"].features


def test_mandative_be_after_first_person_is_am():
    pairs = verb_complement_pairs("The rules require that I be present.", "require")
    assert pairs["original"].hypothesis == "I am present."


def test_mandative_passive_be_tagged_as_present_is_rendered():
    pairs = verb_complement_pairs("They asked that we be told.", "ask")
    assert pairs["original"].hypothesis == "We were told."


def test_negated_mandative_gets_do_support():
    pairs = verb_complement_pairs("She insisted that he not sign the lease.", "insist")
    assert pairs["original"].hypothesis == "He did not sign the lease."


def test_mandative_under_a_veridical_row_is_neutral():
    """ "ensure that" is +/o for an indicative clause; a subjunctive one is a requirement."""
    pairs = verb_complement_pairs("The charter ensures that every member be heard.", "ensure")
    assert pairs["original"].hypothesis == "Every member is heard."
    assert {p.heuristic_label for p in pairs.values()} == {"neutral"}
    assert pairs["original"].label_rule.endswith(":mandative")


def test_indicative_complement_of_a_mandative_verb_stays():
    """Guard: "insist that" + an indicative past clause is a statement, no subjunctive."""
    pairs = verb_complement_pairs("She insisted that he had signed the lease.", "insist")
    assert pairs["original"].hypothesis == "He had signed the lease."
    assert not pairs["original"].label_rule.endswith(":mandative")


def test_bare_verb_after_a_coordinated_subject_is_no_subjunctive():
    """ "the method and the proof work" agrees with a plural: indicative, the +/o row stands
    (was flagged ``subjunctive-complement``)."""
    pairs = verb_complement_pairs(
        "A quick check shows that the method and the proof work equally well here.", "show"
    )
    original = pairs["original"]
    assert original.hypothesis == "The method and the proof work equally well here."
    assert kept(original), original.features
    assert original.heuristic_label == "entailment"


# 2. every coordinated to-infinitive takes the tense


def test_infinitive_after_as_well_as_takes_the_tense():
    """The parser hangs "to survey" on "map" as an adverbial clause here."""
    pairs = verb_complement_pairs(
        "The project aims to map the coastline, as well as to survey the islands.", "aim"
    )
    assert (
        pairs["original"].hypothesis
        == "The project maps the coastline, as well as surveys the islands."
    )


def test_comma_and_to_infinitive_hung_on_the_matrix_takes_the_tense():
    pairs = verb_complement_pairs(
        "The team managed to reach the summit, and to return before dark.", "manage"
    )
    original = pairs["original"]
    assert original.hypothesis == "The team reached the summit, and returned before dark."
    assert kept(original), original.features
    assert original.heuristic_label == "entailment"


# 3. "wish ... could" is counterfactual


def test_past_wish_with_could_contradicts_the_complement():
    pairs = verb_complement_pairs("She wished that she could visit her brother.", "wish")
    assert pairs["original"].hypothesis == "She could visit her brother."
    assert pairs["original"].heuristic_label == "contradiction"
    assert pairs["negated"].heuristic_label == "neutral"


def test_present_wish_with_could_is_flagged_as_hypothetical_past():
    pairs = verb_complement_pairs("I wish that I could swim.", "wish")
    assert pairs["original"].heuristic_label == "contradiction"
    assert "hypothetical-past-complement" in pairs["original"].features["flags"]


@pytest.mark.parametrize("text", ["He wished that she would call."])
def test_wish_with_would_stays_neutral(text):
    """Guard: "wish ... would" is a wish about what may still happen (Iatridou 2000)."""
    pairs = verb_complement_pairs(text, "wish")
    assert pairs["original"].heuristic_label == "neutral"


# 4. a percentage subject takes the number of its "of" phrase


def test_mandative_be_after_a_percentage_of_a_plural_is_are():
    pairs = verb_complement_pairs(
        "The guidelines recommend that 10% of the samples be retested.", "recommend"
    )
    assert pairs["original"].hypothesis == "10% of the samples are retested."


def test_percentage_of_a_plural_controller_takes_were():
    pairs = verb_complement_pairs("About 30 percent of the students wanted to be tested.", "want")
    assert pairs["original"].hypothesis == "About 30 percent of the students were tested."


def test_bare_form_under_a_non_mandative_verb_stays_flagged():
    """Guard: "hope" licenses no mandative subjunctive; a bare form there is a slip of the
    source, left as it is (and flagged), not corrected."""
    pairs = verb_complement_pairs("We hope that the new library attract more readers.", "hope")
    assert "subjunctive-complement" in pairs["original"].features["flags"]
