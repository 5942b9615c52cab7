"""verb_complement precision, fourth blind review (issue #12): one test per error class.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (b445dd5).
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.complement import clean_corpus_noise
from tests.phenomenon_support import kept, pairs_of
from tests.phenomenon_support import trigger_lemmas as lemmas

# 1. negation makes the premise incoherent


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("In 1990 she began to study medicine in Paris but soon switched to music.", "begin"),
        ("Two trials found improvements but failed to reach significance.", "fail"),
    ],
)
def test_negating_a_conjunct_of_a_but_coordination_is_flagged(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert original.well_formed
    assert "negated-contrast-conjunct:but" in negated.features["flags"]
    # a defect again since the stop 39 audit (a warning after stop 38's): of 13 such pairs in
    # random draws since, blind judges kept 4; most rejections name the broken contrast
    assert not kept(negated)


@pytest.mark.parametrize(
    "text,lemma,adverb",
    [
        ("Soon, we started to hear the drums.", "start", "soon"),
        (
            "> Then, a decade ago, the students argued that a cheaper plan was needed.",
            "argue",
            "then",
        ),
    ],
)
def test_negating_a_clause_under_a_fronted_sequence_adverb_is_flagged(mine, text, lemma, adverb):
    _, negated = pairs_of(mine(text), lemma)
    assert f"negated-fronted-time-adverb:{adverb}" in negated.features["flags"]
    assert not negated.well_formed


def test_trigger_in_a_restrictive_relative_is_flagged(mine):
    found = mine("The workers who failed to meet the quota were fined.")
    original, negated = pairs_of(found, "fail")
    assert original.features["flags"][-1] == "non-construction:restrictive-relative"
    assert not original.well_formed and not negated.well_formed


def test_trigger_in_a_non_restrictive_relative_is_not_flagged(mine):
    original, _ = pairs_of(mine("My sister, who managed to escape, was grateful."), "manage")
    assert "non-construction:restrictive-relative" not in original.features["flags"]


# 2. the hypothesis cannot stand alone


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("He promised that it should be.", "promise"),
        ("He thinks you should do.", "think"),
    ],
)
def test_elliptical_complement_is_flagged(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert "non-construction:elliptical-complement" in original.features["flags"]
    assert not original.well_formed and not negated.well_formed


def test_a_bare_final_auxiliary_complement_writes_no_pair(mine):
    """Stop 80 (vc152): a complement that is a subject and a bare auxiliary ("they will") is
    post-auxiliary ellipsis whose predicate only the source supplies; the re-parse check
    (`complement.hypothesis_defect`) now refuses the pair before the elliptical-complement
    flag would mark it."""
    hits = [p for c, p in mine("She said they will.") if c.trigger_lemma == "say"]
    assert len(hits) == 1 and not hits[0]


def test_a_complement_ending_in_a_passive_participle_is_no_ellipsis(mine):
    original, _ = pairs_of(mine("She feared that nothing could be done."), "fear")
    assert original.well_formed


def test_minimizer_at_all_out_of_its_licenser_is_flagged(mine):
    original, _ = pairs_of(mine("I do not think that the plan changed at all."), "think")
    assert "non-construction:npi-in-complement:at all" in original.features["flags"]


# 3. corpus noise


def test_footnote_digits_quotes_and_double_stops_are_cleaned(mine):
    original, _ = pairs_of(mine("Critics noted that the films.7 were remarkable."), "note")
    assert original.premise == "Critics noted that the films were remarkable."
    assert original.hypothesis == "The films were remarkable."
    original, _ = pairs_of(mine('He said that "the plan was sound.'), "say")
    assert '"' not in original.premise and original.hypothesis == "The plan was sound."
    original, _ = pairs_of(mine("He noticed that the films.. were old."), "notice")
    assert original.hypothesis == "The films were old."


@pytest.mark.parametrize(
    "text",
    ['He said, "Go."', "Use MP3 and G7 files.", "In 1990.12 cases", "He left... and came back."],
)
def test_cleaning_keeps_balanced_quotes_names_numbers_and_ellipses(text):
    assert clean_corpus_noise(text) == text


# 4. not a complement-taking verb


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("The name comes from Greek, meaning to shine.", "mean"),
        ("Nobody knew what it meant to raise a child alone.", "mean"),
        ("The boat was equipped to carry ten people.", "equip"),
        ("The firm hired forty students to help with the survey.", "hire"),
        ("She studied hard to pass the exam.", "study"),
    ],
)
def test_gloss_extraposition_and_purpose_infinitives_are_no_candidates(mine, text, lemma):
    assert lemma not in lemmas(mine(text))


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("The house is said to be haunted.", "say"),
        ("The minister was scheduled to speak at noon.", "schedule"),
        ("Sales are projected to rise next year.", "project"),
    ],
)
def test_passive_raising_and_object_control_verbs_stay_candidates(mine, text, lemma):
    assert lemma in lemmas(mine(text))


# 5. label from the signature ignoring context


def test_have_got_to_is_a_modal_without_entailment(mine):
    original, negated = pairs_of(mine("It's got to make people wonder."), "get")
    assert original.heuristic_label == "neutral"
    assert negated.heuristic_label == "neutral"


def test_a_source_adjunct_left_out_of_the_hypothesis_makes_the_labels_neutral(mine):
    original, negated = pairs_of(
        mine("According to the police, she knew that he had lied."), "know"
    )
    assert original.hypothesis == "He had lied."
    assert (original.heuristic_label, negated.heuristic_label) == ("neutral", "neutral")
    assert original.label_rule.endswith(":attribution")


def test_a_source_adjunct_kept_in_the_hypothesis_keeps_the_signature(mine):
    original, _ = pairs_of(mine("According to the report, the man managed to escape."), "manage")
    assert original.hypothesis == "According to the report, the man escaped."
    assert original.heuristic_label == "entailment"


def test_past_choose_carries_the_actuality_entailment(mine):
    original, negated = pairs_of(mine("She chose not to compete in the final."), "choose")
    assert original.hypothesis == "She did not compete in the final."
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "neutral"


def test_future_choose_keeps_the_lexicon_signature(mine):
    original, _ = pairs_of(mine("They will choose to leave early."), "choose")
    assert original.heuristic_label == "neutral"


def test_coca_paragraph_markup_is_cleaned(mine):
    original, _ = pairs_of(mine("# The team managed to finish the bridge. < p >"), "manage")
    assert original.premise == "The team managed to finish the bridge."
    assert original.hypothesis == "The team finished the bridge."
