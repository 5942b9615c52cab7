"""verb_complement, fortieth pass (branch vc32): negated premises (¬S) that blind judges found
incoherent and that the code at 080b04b still wrote as well formed (s1129t-s1130d).

Constructed sentences through the real spaCy model and the real extractor/rewriters; the
refusal tests failed on 080b04b, the guard tests pin behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, pairs_of


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# 1. a "but" conjunct the extractor's contrast check did not see


@pytest.mark.parametrize(
    "text,lemma",
    [
        # the trigger is a later member of a verb-phrase list that goes on with "but"
        (
            "The prisoner slipped out of the camp and tried to reach the border, but was caught"
            " two days later.",
            "try",
        ),
        # a ", but" clause hung on the complement's head, cut from the hypothesis: a
        # subjectless second predicate of the matrix subject, a clause with its own subject
        (
            "The mayor said she and the council searched for a new director, but couldn't find"
            " anyone suitable.",
            "say",
        ),
        (
            "The manager announced that the store had been renovated during the winter, but only"
            " a few customers came back.",
            "announce",
        ),
    ],
)
def test_negation_before_a_but_conjunct_is_refused(mine, text, lemma):
    _, negated = pairs_of(mine(text), lemma)
    assert "not" in negated.premise
    assert "negated-contrast-conjunct:but" in _flags(negated), negated.premise
    assert not kept(negated)


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        # no contrast after the list: the negated next step is natural
        (
            "The prisoner slipped out of the camp and tried to reach the border.",
            "try",
            "The prisoner slipped out of the camp and did not try to reach the border.",
        ),
        # "and" asserts no contrast
        (
            "She said that the river was high, and the farmers moved their cattle.",
            "say",
            "She did not say that the river was high, and the farmers moved their cattle.",
        ),
        # a coordinated that-clause is part of the report
        (
            "The umpire ruled that the batter had been hit by the pitch and that he could walk.",
            "rule",
            "The umpire did not rule that the batter had been hit by the pitch and that he"
            " could walk.",
        ),
    ],
)
def test_negation_without_a_contrast_stays(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert not any(f.startswith("negated-contrast-conjunct") for f in _flags(negated))
    assert kept(negated)


# 2. "must" in the complement of a negated neg-raising verb


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("I thought I must have offended her.", "think"),
        ("She believed that they must be lost.", "believe"),
        ("He felt that he must apologize to his neighbours.", "feel"),
    ],
)
def test_must_under_negated_neg_raising_is_refused(mine, text, lemma):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise.split()[1:3] == ["did", "not"], negated.premise
    assert "ppi-under-negation:must" in _flags(negated)
    assert not kept(negated)


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        # other modals take the neg-raised reading ("think you should not")
        ("I thought I should call her.", "think", "I did not think I should call her."),
        # "say" is no neg-raising verb: the negation stays on the report
        (
            "She said that we must leave at once.",
            "say",
            "She did not say that we must leave at once.",
        ),
    ],
)
def test_other_modals_reports_and_questions_stay(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert "ppi-under-negation:must" not in _flags(negated)
    assert kept(negated)


def test_negated_question_is_no_ppi_case_but_a_defect(mine):
    # a question: the "not" of a biased question is no denial. Kept with a warning until the
    # hundred-eighth pass, a defect since (s1202q; docs/verb_complement.md)
    _, negated = pairs_of(mine("Have you thought that there must be a better way?"), "think")
    assert negated.premise == "Have you not thought that there must be a better way?"
    assert "ppi-under-negation:must" not in _flags(negated)
    assert "negated-question" in _flags(negated) and not kept(negated)


# 3. a reduced relative negated in place


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        (
            "They found a report suggesting that the river was polluted.",
            "suggest",
            "They found a report not suggesting that the river was polluted.",
        ),
        (
            "The council published a notice saying that the road would close.",
            "say",
            "The council published a notice not saying that the road would close.",
        ),
    ],
)
def test_reduced_relative_negated_in_place_is_refused(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert "negated-subordinate-clause" in _flags(negated)
    assert not kept(negated)


def test_supplementive_participle_negated_in_place_stays(mine):
    """Guard: a comma-set-off participle is a free adjunct of the sentence, negated in place as
    RP19 do."""
    _, negated = pairs_of(
        mine("He stood at the window, realizing that the storm had passed."), "realize"
    )
    assert negated.premise == "He stood at the window, not realizing that the storm had passed."
    assert "negated-subordinate-clause" not in _flags(negated)
    assert kept(negated)


# 4. a participle negated in place in the complement of a verb of perception or discovery


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        (
            "I watched him trying to open the door.",
            "try",
            "I watched him not trying to open the door.",
        ),
        (
            "She heard her neighbours arguing that the fence was theirs.",
            "argue",
            "She heard her neighbours not arguing that the fence was theirs.",
        ),
        (
            "We found the children trying to build a raft.",
            "try",
            "We found the children not trying to build a raft.",
        ),
    ],
)
def test_perceived_event_negated_in_place_is_refused(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert "negated-subordinate-clause" in _flags(negated)
    assert not kept(negated)


@pytest.mark.parametrize(
    "text,lemma,premise",
    [
        # a comma-set-off participle describes the subject, not the event seen
        (
            "He saw the car, realizing that it was stolen.",
            "realize",
            "He saw the car, not realizing that it was stolen.",
        ),
        # no verb of perception above the participle
        (
            "He sat by the fire, trying to stay warm.",
            "try",
            "He sat by the fire, not trying to stay warm.",
        ),
    ],
)
def test_supplementive_participle_beside_perception_stays(mine, text, lemma, premise):
    _, negated = pairs_of(mine(text), lemma)
    assert negated.premise == premise
    assert "negated-subordinate-clause" not in _flags(negated)
    assert kept(negated)
