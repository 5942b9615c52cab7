"""verb_complement (stop 104, branch vc231): matrix adjuncts and non-constructions.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each class
with a near miss that must not change:

1. adjuncts of the matrix act leave a will-future complement (``complement_matrix_adjuncts``):
   an enumerative conjunct ("Second, I want to V"), a sentence-initial "So", an emphasizer on
   the matrix verb ("I certainly want to V") and the fronted time adjunct of a present
   directive ("Tonight I ask you to V"); near misses: an implicative keeps "Second," and
   "really", a focusing "just" stays, a past directive keeps "Yesterday".
2. no construction (``verb_complement_nonverbs``): the optative "May God continue to bless
   X" and the adjective of resolve "We are determined that P"; near misses: the modal "They
   may continue to V", a "may" question, the expletive passive "It was determined that P" and
   the verb "The council determined that P".
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, trigger_lemmas


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind}


# -- 1. matrix adjuncts --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("Second, I want to raise the school budget.", "I will raise the school budget."),
        ("So the mayor has decided to close the park.", "The mayor will close the park."),
        ("I certainly want to repair the roads.", "I will repair the roads."),
        ("Tonight I ask you to fix the old bridge.", "You will fix the old bridge."),
    ],
)
def test_matrix_adjunct_leaves_the_future_complement(text, hypothesis):
    assert _hypotheses(text) == {hypothesis}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "So I do not ask you now to join with me in this work.",
            "You will join with me in this work.",
        ),
        ("So, we've decided to cut our arms sales abroad.", "We will cut our arms sales abroad."),
    ],
)
def test_result_connective_leaves_with_the_matrix(text, hypothesis):
    pairs = mined_pairs(text, "verb_complement")
    assert hypothesis in {p.hypothesis for p in pairs}
    assert not any(
        f.startswith("initial-coordinator") for p in pairs for f in p.features.get("flags", [])
    )


def test_near_miss_result_connective_stays_on_a_past_in_place_complement():
    # forty-third pass: an in-place hypothesis keeps its connective (a warning)
    assert _hypotheses("So we decided to leave the city at dawn.") == {
        "So we left the city at dawn."
    }


def test_negated_matrix_with_emphasizer_has_the_same_hypothesis():
    assert _hypotheses("I certainly want to repair the roads.", "negated") == {
        "I will repair the roads."
    }


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # an implicative's complement is the matrix act itself: the adjuncts stay
        ("Second, we managed to cut the taxes.", "Second, we cut the taxes."),
        ("I really managed to repair the roads.", "I really repaired the roads."),
        # a focusing subjunct keeps its place before the verb group
        ("I just want to repair the roads.", "I will just repair the roads."),
        # a past directive shares its time with the compliance (thirty-eighth pass)
        (
            "Yesterday, the mayor urged residents to stay indoors.",
            "Yesterday, residents stayed indoors.",
        ),
    ],
)
def test_near_miss_adjunct_stays(text, hypothesis):
    assert _hypotheses(text) == {hypothesis}


# -- 2. no construction ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("And may God continue to bless this town.", "continue"),
        ("May they continue to prosper in the valley.", "continue"),
    ],
)
def test_no_construction_gives_no_candidate(mine, text, trigger):
    assert trigger not in trigger_lemmas(mine(text))
    assert not mined_pairs(text, "verb_complement")


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("They may continue to meet here.", "They may meet here."),
        ("It was determined that the well was dry.", "The well was dry."),
        # withdrawn at integration (blind A/B ab106: four "We are (not) determined that P"
        # pairs kept with neutral against two rejected at s10401): a construction again
        (
            "We are determined that the town will rebuild the mill.",
            "The town will rebuild the mill.",
        ),
        ("The council determined that the well was dry.", "The well was dry."),
    ],
)
def test_near_miss_construction_stays(text, hypothesis):
    assert hypothesis in _hypotheses(text)


def test_near_miss_may_question_is_still_a_candidate(mine):
    assert "continue" in trigger_lemmas(mine("May we continue to meet here?"))


# -- 3. negation: a fronted moment phrase; "that" before a caseless pronoun subject -------------


def _negated(text: str):
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]


def test_negated_clause_after_a_moment_phrase_is_flagged():
    pairs = _negated("In a single instant, we realized that the bridge was gone.")
    assert pairs
    for p in pairs:
        assert not p.well_formed
        assert "negated-fronted-time-adverb:in a instant" in p.features.get("flags", [])


def test_near_miss_a_definite_time_phrase_is_no_moment():
    pairs = _negated("In the morning, we realized that the bridge was gone.")
    assert pairs
    assert not any(
        f.startswith("negated-fronted-time-adverb")
        for p in pairs
        for f in p.features.get("flags", [])
    )


def test_negated_know_spells_out_that_before_you():
    premises = {
        p.premise for p in _negated("The crowd is tired, and I know you will enjoy the rest.")
    }
    assert "The crowd is tired, and I do not know that you will enjoy the rest." in premises


def test_near_miss_nominative_pronoun_stays_bare():
    premises = {
        p.premise for p in _negated("The crowd is tired, and I know he will enjoy the rest.")
    }
    assert "The crowd is tired, and I do not know he will enjoy the rest." in premises


# -- 4. more non-constructions: "believe in NP to V"; "would see" + small clause ----------------


def test_believe_in_noun_with_infinitive_is_no_candidate(mine):
    text = "We believe in the capacity of farmers to make their own choices in their own fields."
    assert "believe" not in trigger_lemmas(mine(text))


def test_near_miss_believe_with_object_and_infinitive_stays():
    assert "They are honest." in _hypotheses("We believe them to be honest.")


def test_modal_see_with_bare_infinitive_is_no_candidate(mine):
    text = "A family of four would see their local taxes fall next year."
    assert "see" not in trigger_lemmas(mine(text))


def test_near_miss_present_see_with_finite_clause_stays(mine):
    assert "see" in trigger_lemmas(mine("I see they need more help."))
