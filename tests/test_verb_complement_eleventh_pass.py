"""verb_complement precision, eleventh pass (issue #12, branch vc3): one test per error class of
the last three blind reviews and of the dev slice dev-vc3-1 (drawn from 62113b4).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (62113b4), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, pairs_of

# 1. positive polarity items under the added negation


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        (
            "He began to do something that seemed unusual.",
            "begin",
            "He did not begin to do anything that seemed unusual.",
        ),
        (
            "The committee managed to find someone for the job.",
            "manage",
            "The committee did not manage to find anyone for the job.",
        ),
        (
            "They managed to find some food in the village.",
            "manage",
            "They did not manage to find any food in the village.",
        ),
        (
            "By noon he had managed to finish the report already.",
            "manage",
            "By noon he had not managed to finish the report yet.",
        ),
    ],
)
def test_ppis_take_their_non_assertive_form(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert negated.well_formed


@pytest.mark.parametrize(
    "text,lemma,flag",
    [
        ("The old engine had somehow managed to start.", "manage", "somehow"),
        ("The smoke started to clear pretty quickly.", "start", "pretty"),
        ("She had already begun to write the letter.", "begin", "already"),
    ],
)
def test_ppis_without_a_counterpart_are_flagged(mine, text, lemma, flag):
    _, negated = pairs_of(mine(text), lemma)
    assert not negated.well_formed
    assert f"ppi-under-negation:{flag}" in negated.features["flags"]


def test_ppis_outside_the_negation_stay(mine):
    """Guard: a PPI in a relative clause or in "for some time" is not swapped. The subject
    "Someone" takes its negative form since the hundred-sixteenth pass (``_ppi_subject``: a PPI
    subject outscopes "did not", Szabolcsi 2004)."""
    _, negated = pairs_of(
        mine("Someone tried to buy the house, which was already sold, for some time."), "try"
    )
    assert negated.premise == (
        "No one tried to buy the house, which was already sold, for some time."
    )


def test_shared_negate_is_unchanged_without_swaps(parsed):
    """Guard: other phenomena call negate() without swaps and keep "something"."""
    doc, _ = parsed("He began to do something unusual.")
    assert negate(doc, contract=False).text == "He did not begin to do something unusual."


def test_either_under_a_negated_negative_implicative_is_flagged(mine):
    _, negated = pairs_of(mine("The single failed to chart in either the UK or the US."), "fail")
    assert not negated.well_formed
    assert "negated-npi-licensor:either" in negated.features["flags"]


# 2. negation that breaks the discourse


@pytest.mark.parametrize(
    "text,lemma,kind",
    [
        (
            "The band continues to record and play live, releasing new albums in 2014.",
            "continue",
            "participle",
        ),
        (
            "In 1994, the agency grounded the airline, complaining that it kept bad records.",
            "complain",
            "participle",
        ),
        ("To get good at chess, he agreed to practice every day.", "agree", "purpose"),
        (
            "With the gift seeming to be in peril, they tried to grip it more tightly.",
            "seem",
            "with-absolute",
        ),
    ],
)
def test_negated_event_adjuncts_are_flagged(mine, text, lemma, kind):
    original, negated = pairs_of(mine(text), lemma)
    assert not negated.well_formed
    assert f"negated-event-adjunct:{kind}" in negated.features["flags"]
    assert not any(f.startswith("negated-event-adjunct") for f in original.features["flags"])


def test_no_matter_concessive_is_refused(mine):
    """Re-decided at stop 91 (ng07): the negation refuses a clause under a "no matter"
    concessive instead of writing it flagged ``negated-event-adjunct:no-matter``: the added
    "not" lands under the universal conditional-concessive ("for every x, not p"), the contrary
    of the sentence, not its denial (Quirk et al. 1985 §15.24; rewrite/negation
    ``universal_concessive``). Still no negated pair written."""
    text = "No matter what the states might wish to do, they had to obey the law."
    pairs = [p for _, found in mine(text) for p in found]
    assert any(p.premise_kind == "original" for p in pairs)
    hits = [p for p in pairs if p.premise_kind == "negated" and p.well_formed]
    assert not hits, [p.premise for p in hits]


def test_stative_participle_negated_in_place_stays(mine):
    """Guard: "not realizing that ..." is a natural negative free adjunct (RP19's own ¬S)."""
    _, negated = pairs_of(
        mine("He stared up at the sky, realizing that half of it had already fallen."), "realize"
    )
    assert (
        negated.premise
        == "He stared up at the sky, not realizing that half of it had already fallen."
    )
    assert negated.well_formed


# 3. negated first-person parentheticals and Moore-paradoxical reports


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("I understand there have been some complications with your case.", "understand"),
        ("I know my heart goes out to the families of the victims.", "know"),
    ],
)
def test_negated_parenthetical_is_flagged(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert original.well_formed
    assert not negated.well_formed
    assert f"negated-parenthetical:{lemma}" in negated.features["flags"]


def test_neg_raising_think_is_no_parenthetical(mine):
    """Guard: "I do not think he is right" is a natural negation (neg-raising, Horn 1989)."""
    _, negated = pairs_of(mine("I think he is right about the budget."), "think")
    assert negated.well_formed


def test_factive_negated_under_own_report_is_flagged(mine):
    found = mine("He says he realizes that the bridge is closed.")
    _, negated = pairs_of(found, "realize")
    assert negated.premise == "He says he does not realize that the bridge is closed."
    assert "negated-factive-under-report:say" in negated.features["flags"]
    assert not negated.well_formed


# 5. "mean that" and "turn out that" labels (RP19's annotators; wordlists/verb_signatures.txt)


def test_mean_that_is_entailed_in_the_positive(mine):
    original, negated = pairs_of(
        mine("The new rule means that every driver must carry a permit."), "mean"
    )
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "neutral"


def test_turn_out_that_is_two_way(mine):
    original, negated = pairs_of(mine("It turned out that she had insurance after all."), "turn")
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "contradiction"


@pytest.mark.parametrize(
    "text,lemma,word",
    [
        ("All participants indicated that their time was too short.", "indicate", "all"),
        ("Everybody knew the mayor would not resign.", "know", "everybody"),
        ("Both companies attempted to sell the park.", "attempt", "both"),
    ],
)
def test_negation_after_a_universal_subject_is_flagged(mine, text, lemma, word):
    _, negated = pairs_of(mine(text), lemma)
    assert not negated.well_formed
    assert f"negated-under-universal-subject:{word}" in negated.features["flags"]


# a list of noun phrases the parser split off the that-clause


def test_list_of_noun_phrases_stays_in_the_complement(mine):
    original, _ = pairs_of(
        mine(
            "Conspiracy theories say the crash was due to a missile test gone awry, "
            "a terrorist missile strike or an on-board bomb."
        ),
        "say",
    )
    assert original.hypothesis == (
        "The crash was due to a missile test gone awry, a terrorist missile strike or an "
        "on-board bomb."
    )


# a negated past conjunct in a narrative sequence


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("In 1882 he took over the journal and began to realign it with his views.", "begin"),
        ("Later she earned a doctorate, flew light planes and learned to fix engines.", "learn"),
    ],
)
def test_negated_narrative_conjunct_is_flagged(mine, text, lemma):
    """Flagged for the ranker; a warning since the stop 39 audit (3 judged, 3 kept as is)."""
    _, negated = pairs_of(mine(text), lemma)
    assert kept(negated)
    assert "negated-narrative-conjunct" in negated.features["flags"]


def test_negated_expected_step_stays(mine):
    """Guard: "checked his watch and did not see that ..." is a natural negative continuation."""
    _, negated = pairs_of(mine("He checked his watch and saw that it was broken."), "see")
    assert "negated-narrative-conjunct" not in negated.features["flags"]


def test_british_realise_is_factive(mine):
    original, negated = pairs_of(
        mine("The navy realised that airships could be useful."), "realise"
    )
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "entailment"


# a mandative subjunctive that-clause is no statement


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("The board demanded that he resign immediately.", "demand"),
        ("Nobel stated that the prize be awarded for medicine.", "state"),
    ],
)
def test_subjunctive_complement_is_flagged(mine, text, lemma):
    for pair in pairs_of(mine(text), lemma):
        assert not pair.well_formed
        assert "subjunctive-complement" in pair.features["flags"]


def test_plural_present_complement_is_no_subjunctive(mine):
    """Guard: "18 percent of Americans expect ..." agrees with a plural; it is indicative."""
    original, _ = pairs_of(
        mine("The survey revealed that 18 percent of Americans expect a recession."), "reveal"
    )
    assert "subjunctive-complement" not in original.features["flags"]


def test_mean_that_under_a_modal_is_neutral(mine):
    """Guard (dev slice dev-vc3-2): the new +/o row of "mean that" stops at a modal."""
    original, _ = pairs_of(
        mine("The fall of the SUV could mean that Americans will return to the station wagon."),
        "mean",
    )
    assert original.heuristic_label == "neutral"


def test_ppi_left_of_the_verb_group_stays(mine):
    """Guard (dev slice dev-vc3-2): "despite some victories" before a shared-subject conjunct is
    outside the negation, which lands right before the verb."""
    _, negated = pairs_of(
        mine("Maurice defended his capital, but despite some victories failed to hold the city."),
        "fail",
    )
    assert "despite some victories did not fail to hold" in negated.premise


def test_a_reduced_relative_used_to_is_no_candidate(mine):
    """ "the sand used to plug the hole": instrument + purpose in a reduced passive relative, not
    habitual "used to" (lead, s1128f review; before: a well-formed pair "the sand plugged the
    hole"). Control: habitual "used to" is still found (and flagged)."""
    assert [
        c.trigger_lemma for c, _ in mine("The grade of sand used to plug the hole solidified.")
    ] == []
    assert [c.trigger_lemma for c, _ in mine("He used to live in Paris.")] == ["use"]
