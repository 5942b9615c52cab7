"""verb_complement rewriting and negation placement, stop 45 (branch vc44, from 264588e).

Classes from the s1130o/s1130p rejects, shown with constructed sentences through
``pipeline.process.run_texts`` (the real model, prefilter, extractor, rewriters and flag
settling): a list of to-infinitives only partly made finite, a negated infinitive conjunct left
without do-support, an infinitive shared by two coordinated verbs, a negation added inside an
it-cleft's clause, a medial reporting frame after an "it + be" host read as the that-clause's
verb, and a matrix
"so that" result clause kept in the hypothesis. Each test failed on 264588e, except the guards
(good pairs that must stay).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str):
    """All verb_complement pairs of ``text``, and the trigger lemmas of its candidates."""
    _, result = run_texts([text], ["verb_complement"])
    return result.pairs, sorted(c.trigger_lemma for c in result.candidates)


def _by_hypothesis(text: str, kind: str = "original") -> dict[str, object]:
    pairs, _ = _pairs(text)
    return {p.hypothesis: p for p in pairs if p.premise_kind == kind}


# 1. every item of a list of to-infinitives takes the tense


def test_chained_list_of_infinitives_is_made_finite_throughout():
    """ ", to hold" hangs on "keep", ", to divide" on "hold", "and to provide" on "divide"."""
    found = _by_hypothesis(
        "These walls serve to keep out the wind, to hold the roof, to divide the rooms, and "
        "to provide shelter for animals."
    )
    hypothesis = (
        "These walls keep out the wind, hold the roof, divide the rooms, and provide shelter "
        "for animals."
    )
    assert hypothesis in found, sorted(found)
    assert kept(found[hypothesis])


def test_list_item_hung_on_the_matrix_verb_is_made_finite():
    found = _by_hypothesis(
        "They tried to open the door, to break the window, and to climb the wall."
    )
    assert "They opened the door, broke the window, and climbed the wall." in found, sorted(found)


def test_two_coordinated_infinitives_still_made_finite():
    """Guard: the plain "to V and to V" coordination was handled before."""
    found = _by_hypothesis("She seemed to like him and to trust him.")
    assert "She liked him and trusted him." in found, sorted(found)


# 2. a negated infinitive conjunct takes do-support


def test_negated_infinitive_conjunct_takes_do_support():
    found = _by_hypothesis("We urged him to accept the offer and not to wait for another one.")
    assert "He accepted the offer and did not wait for another one." in found, sorted(found)


def test_negated_passive_infinitive_conjunct_puts_not_after_be():
    found = _by_hypothesis("She decided to stay home and not to be seen in town.")
    assert "She stayed home and was not seen in town." in found, sorted(found)


# 3. an infinitive shared by two coordinated complement-taking verbs


def test_infinitive_shared_by_coordinated_participles_is_flagged():
    pairs, _ = _pairs("The workers were both obliged and forbidden to speak.")
    assert pairs
    assert not any(kept(p) for p in pairs), [(p.premise, p.hypothesis) for p in pairs]


def test_infinitive_shared_by_try_and_fail_is_flagged():
    pairs, _ = _pairs("She tried and failed to open the jar.")
    assert pairs
    assert not any(kept(p) for p in pairs), [(p.premise, p.hypothesis) for p in pairs]


def test_verb_phrase_coordination_with_a_non_catenative_stays():
    """Guard: "arrest" takes no infinitive, so "and forced to resign" is its own phrase."""
    found = _by_hypothesis("He was arrested and forced to resign.")
    assert "He was arrested and resigned." in found, sorted(found)
    assert kept(found["He was arrested and resigned."])


# 4. negation inside an it-cleft's clause


def test_negation_inside_adverbial_cleft_clause_is_flagged():
    text = "It was in Paris that she first began to write poetry."
    negated = [p for p in _pairs(text)[0] if p.premise_kind != "original"]
    inside = [p for p in negated if "that she did not first begin" in p.premise]
    assert inside, [p.premise for p in negated]
    assert not any(kept(p) for p in inside)


def test_original_pair_of_cleft_clause_stays():
    """Guard: the positive pair is untouched."""
    found = _by_hypothesis("It was in Paris that she first began to write poetry.")
    hypothesis = "It was in Paris that she first wrote poetry."
    assert hypothesis in found, sorted(found)
    assert kept(found[hypothesis])


# 5. a medial reporting frame does not own the that-clause after it


def _report_pairs(text: str, lemma: str) -> list:
    _, result = run_texts([text], ["verb_complement"])
    ids = {c.candidate_id for c in result.candidates if c.trigger_lemma == lemma}
    return [p for p in result.pairs if p.candidate_id in ids]


def test_medial_reporting_frame_after_an_extraposition_host_is_flagged():
    pairs = _report_pairs("Was it possible, she wondered, that he already knew?", "wonder")
    assert pairs
    assert not any(kept(p) for p in pairs)
    assert any(f.startswith("medial-reporting-clause:") for f in pairs[0].features["flags"])


def test_medial_frame_after_a_question_host_is_flagged():
    """ "really" before "be" is no cleft focus: the host is "could it be [that P]"."""
    text = "Could it really be, Mary asked herself, that the letter had been lost?"
    pairs = _report_pairs(text, "ask")
    assert pairs
    assert not any(kept(p) for p in pairs)


def test_report_with_an_adjunct_before_its_that_clause_stays():
    """Guard: "He said, after a long pause, that P": "said" has no host clause before it."""
    # vc80: "said ... that the army would cross" is flagged future-in-past (Comrie 1985)
    found = _by_hypothesis("He said, after a long pause, that the army had crossed at dawn.")
    assert "The army had crossed at dawn." in found, sorted(found)
    assert kept(found["The army had crossed at dawn."])


# 6. a comma-set "so that" result clause of the matrix verb stays out of the hypothesis


def test_matrix_result_clause_is_cut_from_the_infinitive_hypothesis():
    found = _by_hypothesis(
        "The guards never seem to notice that something is missing, so that the vault is "
        "sealed as usual."
    )
    assert "The guards notice that something is missing." in found, sorted(found)


def test_purpose_so_that_without_comma_stays():
    """Guard: without the comma "so that" is a purpose clause and is not touched."""
    found = _by_hypothesis("He wanted to leave early so that he could catch the train.")
    assert any("so that he could catch the train" in h for h in found), sorted(found)
