"""verb_complement precision, tenth round (issue #12): one test per error class found by judging
random well-formed pairs of the dev slice dev-vc-1 (drawn from 9938d7b) against the error classes
of the last three blind reviews.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (9938d7b), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pairs_of

# 1. a future-oriented infinitive under a present matrix is no present-tense statement


@pytest.mark.parametrize(
    "text,lemma,flag",
    [
        ("The council plans to build a new library.", "plan", "plan"),
        ("My parents want to sell the farm.", "want", "want"),
        ("The bridge is expected to be open in the spring.", "expect", "expect"),
        ("The union has agreed to end the strike.", "agree", "agree"),
        ("I want my brother to finish school.", "want", "want"),
    ],
)
def test_a_future_complement_of_a_present_matrix_is_flagged(mine, text, lemma, flag):
    """Since the eighty-second pass (vc76) the will-future, except for "expect" (its own
    rule, seventeenth and fiftieth passes: a state keeps the present, with the warning)."""
    original, negated = pairs_of(mine(text), lemma)
    for pair in (original, negated):
        if lemma == "expect":
            assert not pair.well_formed
            assert f"future-complement-in-present:{flag}" in pair.features["flags"]
        else:
            assert " will " in f" {pair.hypothesis}", pair.hypothesis
            assert f"future-complement-in-present:{flag}" not in pair.features["flags"]


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        ("The council planned to build a new library.", "plan", "The council built a new library."),
        ("Children love to sing in the car.", "love", "Children sing in the car."),
        # third person: "you may want to" is the advice idiom, flagged since the sixty-fourth
        # pass (vc58, test_verb_complement_sixty_fourth_pass); the modal-matrix guard stays,
        # its modal now left with "want" (ninety-fifth pass, vc89: s1202d verb-034), the
        # complement in the present (ninety-sixth pass, vc90: RP19's convention)
        ("They may want to check the tires.", "want", "They will check the tires."),
    ],
)
def test_past_habitual_and_modal_matrices_keep_their_pairs(mine, text, lemma, hypothesis):
    """Guard: a past matrix (RP19's inflection), a habitual "love to" and a modal matrix stay."""
    original, _ = pairs_of(mine(text), lemma)
    assert original.well_formed
    assert original.hypothesis == hypothesis


@pytest.mark.parametrize(
    "text,hypothesis",
    [
        (
            "I would like to thank the committee for its time.",
            "I will thank the committee for its time.",
        ),
        ("I'd like to thank the committee for its time.", "I'll thank the committee for its time."),
        ("We would like you to stay for dinner.", "You will stay for dinner."),
    ],
)
def test_would_like_to_becomes_will(mine, text, hypothesis):
    original, negated = pairs_of(mine(text), "like")
    assert original.hypothesis == hypothesis
    if "thank" in text:
        # twenty-first pass (vc13): a first-person "would like to thank" performs the thanking
        # (Searle 1975), so the neutral label is wrong: flagged hedged-performative
        assert "hedged-performative:thank" in original.features["flags"]
        assert not original.well_formed
    else:
        assert original.well_formed


# 2. a participle predicative to a linking verb other than "be"


@pytest.mark.parametrize(
    "text,lemma,linking",
    [
        ("After the storm, I feel compelled to thank the volunteers.", "compel", "feel"),
        ("She felt obliged to attend the wedding.", "oblige", "feel"),
    ],
)
def test_a_participle_after_a_linking_verb_is_flagged(mine, text, lemma, linking):
    original, negated = pairs_of(mine(text), lemma)
    for pair in (original, negated):
        assert not pair.well_formed
        assert f"linking-verb-frame:{linking}" in pair.features["flags"]


def test_a_passive_participle_keeps_its_pair(mine):
    """Guard: "be" is no linking verb here; the passive keeps its pair."""
    original, _ = pairs_of(mine("He was encouraged to apply for the job."), "encourage")
    assert original.well_formed
    assert original.hypothesis == "He applied for the job."


# 3. a factive under a verb of saying or another person's attitude does not project


@pytest.mark.parametrize(
    "text",
    [
        "Sinbad says she realizes that the ship is sinking.",
        "The coach claims that the players know that the game was fixed.",
        "Maria hopes her son knows that the house is sold.",
    ],
)
def test_a_plugged_factive_is_neutral(mine, text):
    lemma = "realize" if "realize" in text else "know"
    original, negated = pairs_of(mine(text), lemma)
    assert original.heuristic_label == "neutral"
    assert negated.heuristic_label == "neutral"
    assert ":plug:" in original.label_rule


@pytest.mark.parametrize(
    "text",
    [
        "She realizes that the ship is sinking.",
        # the speaker's own attitude: the speaker takes the complement for granted
        "I hope you know that the house is sold.",
    ],
)
def test_an_unplugged_factive_still_entails(mine, text):
    """Guard: a main-clause factive, and one under the speaker's own attitude, project."""
    lemma = "realize" if "realize" in text else "know"
    original, _ = pairs_of(mine(text), lemma)
    assert original.heuristic_label == "entailment"


# 4. "I do not know that X": no presupposition in the first person present


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("I know that the museum closes at five.", "know"),
        ("We find that the samples contain lead.", "find"),
    ],
)
def test_a_first_person_present_negated_factive_is_neutral(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert original.heuristic_label == "entailment"
    assert negated.premise_kind == "negated"
    assert negated.heuristic_label == "neutral"


def test_an_already_negated_first_person_factive_is_neutral(mine):
    original, negated = pairs_of(mine("I do not know that the museum closes at five."), "know")
    assert original.heuristic_label == "neutral"
    assert negated.heuristic_label == "entailment"


@pytest.mark.parametrize(
    "text",
    ["She knows that the museum closes at five.", "I knew that the museum closed at five."],
)
def test_third_person_or_past_negated_factives_still_entail(mine, text):
    """Guard: the presupposition of "does not know" / "did not know" projects (KK68)."""
    _, negated = pairs_of(mine(text), "know")
    assert negated.heuristic_label == "entailment"


def test_a_first_person_implicative_keeps_its_negative_label(mine):
    """Guard: only factives (+/+) lose the presupposition; "not hesitate to" (o/+) still
    entails its complement in the first person."""
    _, negated = pairs_of(mine("We hesitate to recommend the hotel."), "hesitate")
    assert negated.heuristic_label == "entailment"


# 5. the clitic stem of a dropped "n't" is spelled out


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        # "He can't seem to find the keys." was the first case: "can't seem to" is a
        # negative-polarity idiom, which since the hundred-sixteenth pass (vc110) gets no
        # negation-removed premise, so pairs_of no longer finds two pairs
        # an object controller no longer takes the matrix modal (hundred-eighth pass)
        ("They can't manage to leave the country.", "manage", "They can leave the country."),
    ],
)
def test_a_clitic_stem_is_spelled_out(mine, text, lemma, hypothesis):
    original, _ = pairs_of(mine(text), lemma)
    assert original.hypothesis == hypothesis


# 6. an NPI after an ordinary preposition is no free-choice "any"


@pytest.mark.parametrize(
    "text,lemma,npi",
    [
        ("The album failed to chart on any of the national charts.", "fail", "any"),
        ("She refused to talk to anyone about the case.", "refuse", "anyone"),
    ],
)
def test_an_npi_after_a_preposition_is_flagged(mine, text, lemma, npi):
    original, negated = pairs_of(mine(text), lemma)
    for pair in (original, negated):
        assert not pair.well_formed
        assert f"non-construction:npi-in-complement:{npi}" in pair.features["flags"]


def test_free_choice_any_after_like_stays(mine):
    """Guard: "like any other day" is free choice (Kadmon & Landman 1993)."""
    original, _ = pairs_of(mine("He said it was like any other day."), "say")
    assert original.well_formed


# 7. no negated gerund after "from" (verbs of hindering)


def test_a_gerund_after_from_is_not_negated_in_place(mine):
    text = "The fear has never stopped people from thinking that the war will end."
    hits = [p for c, p in mine(text) if c.trigger_lemma == "think"]
    assert len(hits) == 1 and hits[0][0].premise_kind == "original"
    # since stop 56 (ng28) the double negative "never stopped ... from not thinking" is not
    # written at all; before, it was written and flagged
    assert all(p.premise_kind != "negated" or not p.well_formed for p in hits[0])


# 8. a hearsay passive is not negated


@pytest.mark.parametrize(
    "text,lemma",
    [
        # the impersonal frame only since stop 45 (fl2): the personal "The tower is not said
        # to be 235 m tall" is an ordinary denial about the tower (clause_scope.impersonal_passive)
        ("It is said that the tower is 235 m tall.", "say"),
        ("It is said that the tower was built by monks.", "say"),
        ("It is reported that the mayor has fled the country.", "report"),
    ],
)
def test_a_negated_hearsay_passive_is_flagged(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert original.well_formed
    assert not negated.well_formed
    assert "negated-reporting-passive" in negated.features["flags"]


def test_an_active_report_is_negated(mine):
    """Guard: "did not say that" is the ordinary ¬S of a verb of saying."""
    _, negated = pairs_of(mine("The mayor said that he resigned."), "say")
    assert negated.well_formed


# 9. an embedded question or an object + participle is no that-clause


def test_a_wh_complement_is_no_candidate(mine):
    # flagged "embedded-question:how" until the fifty-second pass (vc45), which stopped
    # reading a bare clause that opens with adverbs + a wh-word as a content clause, like
    # one opening with the wh-word ("know how much risk ..." was never a candidate)
    found = mine("Scientists know exactly how much risk the towns take.")
    assert "know" not in [c.trigger_lemma for c, _ in found]


@pytest.mark.parametrize(
    "text,lemma,participle",
    [
        ("She found her clock knocked onto the floor.", "find", "knocked"),
        # "The guard saw the prisoner escaped" was the "see" case until the fifty-eighth
        # pass, which drops a past "see" + an object + an -ed form read as VBD (a participle
        # small clause, ``_participle_read_as_past``; test in its own file)
    ],
)
def test_an_object_with_a_participle_is_flagged(mine, text, lemma, participle):
    original, negated = pairs_of(mine(text), lemma)
    for pair in (original, negated):
        assert not pair.well_formed
        assert f"participle-small-clause:{participle}" in pair.features["flags"]


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("She found the window broke easily.", "find"),
        ("I saw that my neighbor had a bulldozer.", "see"),
        ("She found she had lost her keys.", "find"),
    ],
)
def test_finite_bare_clauses_keep_their_pairs(mine, text, lemma):
    """Guard: a distinct past form, an object, a "that" or a nominative subject: finite."""
    original, _ = pairs_of(mine(text), lemma)
    assert original.well_formed


def test_leave_to_is_a_purpose_adjunct(mine):
    assert not [
        c for c, _ in mine("The troops have left to come home.") if c.trigger_lemma == "leave"
    ]


# 10. "even" / "necessarily" leave with the matrix negation


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        ("This time, though, I didn't even have to ask.", "have", "This time, though, I asked."),
        ("We didn't necessarily want to win the game.", "want", "We won the game."),
    ],
)
def test_negation_bound_adverbs_leave_with_the_negation(mine, text, lemma, hypothesis):
    original, _ = pairs_of(mine(text), lemma)
    assert original.hypothesis == hypothesis


def test_even_leaves_a_positive_matrix(mine):
    """Since the twenty-sixth pass (class 5, blind judges) a positive matrix "even" leaves the
    hypothesis too: it ranks the matrix event, not the complement's (Karttunen & Peters 1979;
    tests/test_verb_complement_twenty_sixth_pass.py)."""
    original, _ = pairs_of(mine("He even managed to win the race."), "manage")
    assert original.hypothesis == "He won the race."


# 11. the passive of a simple catenative takes a purpose infinitive


def test_a_passive_propose_to_is_a_purpose_adjunct(mine):
    text = "The theory was originally proposed to explain the fossil record."
    original, negated = pairs_of(mine(text), "propose")
    assert not original.well_formed
    assert "non-construction:passive-purpose" in original.features["flags"]


def test_an_active_propose_to_stays(mine):
    """Guard: "proposed to amend" (= intended to) is a complement."""
    original, _ = pairs_of(mine("The senator proposed to amend the bill."), "propose")
    assert original.well_formed


# 12. a wh-word fronted across a verb of thinking comes from the complement


def test_a_wh_word_across_a_bridge_verb_is_a_gap(mine):
    # flagged until the seventy-fifth pass (vc69), which drops a direct question's gap
    text = "Where do you think the workers are getting these ideas?"
    assert not [c for c, _ in mine(text) if c.trigger_lemma == "think"]


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("Why do you think that the plan failed?", "think"),
        ("Do you think the plan failed?", "think"),
    ],
)
def test_why_and_yes_no_questions_keep_their_pairs(mine, text, lemma):
    """Guard: "why" may ask about the thinking; a yes/no question has no gap."""
    original, _ = pairs_of(mine(text), lemma)
    assert original.well_formed


# stop 28 (lead): "prove to", "turn (out) to" and "happen to" are two-way implicatives, +/-
# (wordlists/verb_signatures.txt, RP19h; wordlists/implicatives.tsv, K71)


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("His method proved to be effective.", "prove"),
        ("The plan turned out to be a failure.", "turn"),
        ("At that moment, I happened to look up.", "happen"),
    ],
)
def test_two_way_implicatives_entail_and_their_negation_contradicts(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert (original.heuristic_label, negated.heuristic_label) == (
        "entailment",
        "contradiction",
    )
