"""verb_complement precision, hundred-sixteenth pass (branch vc110, stop 68): the error classes
of s1202x's blind review (fortune-mod data).

1. negating the premise, or removing its negation, breaks it (NPI idioms, a PPI subject);
2. the hypothesis is not a clean complement (a pronoun resolved to a non-person, an enclitic
   after a full noun phrase, a fronted adjunct that belongs to the complement);
3. a trigger with no clausal complement (a pronoun object beside the main clause, a "have to"
   fragment, a non-finite perception verb with a bare infinitive);
4. labels that ignore context ("It happened that P", a factive conjunct sharing the clause);
5. discourse residue in the hypothesis (an interjection, an initial "And", the "A." label).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from pipeline.fitness import tidy
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str, kind: str) -> list:
    return [p for p in _pairs(text) if p.premise_kind == kind]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# 1. negation where it does not fit


def test_bring_oneself_keeps_no_premise_without_its_negation():
    text = "He couldn't bring himself to admit that the plan had failed."
    pairs = _pairs(text)
    assert any(p.premise_kind == "original" for p in pairs)
    assert not [p for p in pairs if p.premise_kind != "original"], [
        (p.premise_kind, p.premise) for p in pairs
    ]


def test_cannot_seem_has_no_negation_removed_premise():
    text = "We can't seem to persuade the landlord to fix the roof."
    assert not [p for p in _by_kind(text, "negation_removed") if "seem" in p.premise]


def test_guard_plain_negated_want_keeps_its_negation_removed_premise():
    text = "The children did not want to leave the beach."
    assert [p.premise for p in _by_kind(text, "negation_removed")] == [
        "The children wanted to leave the beach."
    ]


def test_someone_as_subject_is_negated_as_no_one():
    text = "Somebody noticed that the window was broken."
    negated = _by_kind(text, "negated")
    assert [p.premise for p in negated] == ["Nobody noticed that the window was broken."]
    assert negated[0].heuristic_label == "entailment"


def test_guard_someone_with_words_of_its_own_keeps_do_support():
    text = "Someone else noticed that the window was broken."
    assert [p.premise for p in _by_kind(text, "negated")] == [
        "Someone else did not notice that the window was broken."
    ]


# 2. the hypothesis is not a clean complement


def test_enclitic_after_a_full_noun_phrase_is_written_out():
    text = "The villagers insisted that they're innocent."
    hyps = {p.hypothesis for p in _pairs(text)}
    assert "The villagers are innocent." in hyps, hyps
    assert not any("villagers're" in h for h in hyps)


def test_he_is_not_resolved_to_a_non_person_indefinite_subject():
    text = "A local law states that a driver must stop before he can turn right."
    hyps = {p.hypothesis for p in _by_kind(text, "original")}
    assert hyps == {"A driver must stop before he can turn right."}, hyps


def test_guard_indefinite_person_subject_still_resolves_the_pronoun():
    text = "A woman told reporters that he had robbed her."
    hyps = {p.hypothesis for p in _by_kind(text, "original")}
    assert "He had robbed a woman." in hyps, hyps


def test_fronted_past_time_noun_phrase_belongs_to_the_complement():
    text = "Last week, I think the bakery was closed."
    pairs = _by_kind(text, "original")
    assert pairs and all("fronted-complement-adjunct:time" in _flags(p) for p in pairs)
    assert not any(p.well_formed for p in pairs)


def test_guard_time_adjunct_inside_the_complement_is_not_flagged():
    text = "I think the bakery was closed last week."
    pairs = _by_kind(text, "original")
    assert pairs and not any(
        f.startswith("fronted-complement-adjunct") for p in pairs for f in _flags(p)
    )


def test_conditional_before_a_parenthetical_reporting_clause_is_flagged():
    text = "If the river rose, she told us, we should leave the farm at once."
    pairs = _by_kind(text, "original")
    assert pairs and all("fronted-complement-adjunct:if" in _flags(p) for p in pairs), [
        _flags(p) for p in pairs
    ]


# 3. a trigger without a clausal complement


def test_perception_verb_with_pronoun_object_beside_the_main_clause_has_no_pair():
    text = "The last time I heard them they were arguing about money."
    assert not [p for p in _pairs(text) if "arguing" in p.hypothesis]


def test_free_relative_object_of_a_cognition_verb_has_no_pair():
    text = "What we do not remember we cannot regret."
    assert not _pairs(text)


def test_guard_telling_verb_takes_an_object_and_a_clause():
    text = "I told him he was late."
    assert {p.hypothesis for p in _by_kind(text, "original")} == {"He was late."}


def test_guard_knew_with_a_noun_subject_clause_keeps_its_pair():
    text = "I knew the answer was wrong."
    assert {p.heuristic_label for p in _by_kind(text, "original")} == {"entailment"}


def test_have_to_in_a_subordinate_fragment_is_flagged():
    text = "When it really has to work overnight."
    pairs = _by_kind(text, "original")
    assert pairs and not any(p.well_formed for p in pairs)


def test_guard_one_clause_have_to_stays_clean():
    text = "We have to repaint the fence."
    assert all(p.well_formed for p in _pairs(text))


def test_non_finite_perception_verb_with_bare_infinitive_has_no_that_pair():
    text = "We would love to see the old towers fall."
    assert not [p for p in _pairs(text) if p.hypothesis.startswith("The old towers")]


# 4. labels from context


def test_it_happened_that_entails_and_its_negation_contradicts():
    text = "It happened that the bus was late."
    assert [p.heuristic_label for p in _by_kind(text, "original")] == ["entailment"]
    assert [p.heuristic_label for p in _by_kind(text, "negated")] == ["contradiction"]


def test_factive_conjunct_sharing_the_clause_makes_it_entailed():
    text = "My aunt believes that the house is haunted, and my uncle knows it."
    labels = [p.heuristic_label for p in _by_kind(text, "original")]
    assert labels == ["entailment"], labels


def test_guard_factive_conjunct_with_an_object_of_its_own_shares_nothing():
    text = "The guards recognize you as a friend, and tell you that the gate is closed."
    labels = [p.heuristic_label for p in _by_kind(text, "original")]
    assert labels == ["neutral"], labels


def test_guard_belief_alone_stays_neutral():
    text = "My aunt believes that the house is haunted."
    assert [p.heuristic_label for p in _by_kind(text, "original")] == ["neutral"]


# 5. discourse residue


def test_interjection_leaves_the_in_place_hypothesis():
    text = "Oh dear, they seem to have missed the train."
    hyps = {p.hypothesis for p in _pairs(text)}
    assert hyps == {"They have missed the train."}, hyps


def test_initial_and_leaves_the_hypothesis():
    text = "And they managed to win the match."
    hyps = {p.hypothesis for p in _pairs(text)}
    assert hyps == {"They won the match."}, hyps


def test_guard_initial_but_stays():
    text = "But they managed to win the match."
    hyps = {p.hypothesis for p in _pairs(text)}
    assert hyps == {"But they won the match."}, hyps


def test_answer_label_of_an_interview_is_tidied_away():
    tidied = tidy("A. We never saw the letter.")
    assert (tidied.text, tidied.speaker) == ("We never saw the letter.", "A")


def test_guard_initial_before_a_name_stays():
    assert tidy("A. Lincoln wrote the letter.").text == "A. Lincoln wrote the letter."


def test_bare_infinitive_detached_by_the_parser_stays_in_the_complement():
    text = (
        "I guess they knew that the thrill of victory is thin compared with the pleasure of "
        "hearing a ripe melon hit someone in the back."
    )
    hyps = {p.hypothesis for p in _by_kind(text, "original")}
    assert hyps and all(h.endswith("hit someone in the back.") for h in hyps), hyps


def test_coordinated_infinitive_is_not_part_of_a_finite_complement():
    text = (
        "The aim of the class is to make the students realize that they're not experts, "
        "and to make the teachers realize that they're not saints."
    )
    hyps = {p.hypothesis for p in _by_kind(text, "original")}
    assert "The students are not experts." in hyps, hyps
    assert not any("and to make" in h for h in hyps), hyps
