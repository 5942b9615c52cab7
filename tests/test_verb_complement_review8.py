"""verb_complement precision, eighth round (issue #11/#12): one test per error class of the
blind review after 13f2964.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (13f2964), except where the docstring says otherwise.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pairs_of
from tests.phenomenon_support import trigger_lemmas as lemmas


def flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# 1. complement boundaries


def test_a_tensed_conjunct_of_the_matrix_leaves_a_modal_complement(mine):
    original, _ = pairs_of(
        mine("Engineers believed airships could be useful and in 1909 ordered a prototype."),
        "believe",
    )
    assert original.hypothesis == "Airships could be useful."


def test_a_tensed_conjunct_is_not_given_to_an_object_controller(mine):
    original, _ = pairs_of(mine("They persuaded him to resign and left the room."), "persuade")
    assert original.hypothesis == "He resigned."


def test_a_shared_perfect_participle_stays_in_the_complement(mine):
    original, _ = pairs_of(mine("She said that he had fixed the roof and painted it."), "say")
    assert original.hypothesis == "He had fixed the roof and painted it."


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        ("He managed to make the team due to injuries elsewhere.", "manage", "He made the team."),
        (
            "She managed to finish the race because her rivals fell.",
            "manage",
            "She finished the race.",
        ),
        ("He refused to sign because of the fees.", "refuse", "He signed."),
    ],
)
def test_a_final_reason_adjunct_stays_with_the_matrix(mine, text, lemma, hypothesis):
    original, _ = pairs_of(mine(text), lemma)
    assert original.hypothesis == hypothesis


@pytest.mark.parametrize("text", ["She wanted to talk about.", "He hoped to speak with."])
def test_a_hypothesis_ending_on_a_bare_preposition_is_no_pair(mine, text):
    original, negated = pairs_of(mine(text), "want" if "wanted" in text else "hope")
    assert any(f.startswith("dangling-preposition:") for f in flags(original))
    assert not original.well_formed and not negated.well_formed


def test_a_passive_stranded_preposition_is_fine(mine):
    original, _ = pairs_of(mine("The children wanted to be looked after."), "want")
    assert not any(f.startswith("dangling-preposition:") for f in flags(original))


# 2. labels and premise kinds


@pytest.mark.parametrize(
    "text,lemma,labels",
    [
        ("She decided not to compete.", "decide", ("neutral", "neutral")),
        ("The firm opted not to renew the lease.", "opt", ("neutral", "neutral")),
        ("She managed not to laugh.", "manage", ("entailment", "contradiction")),
        ("He remembered not to call her.", "remember", ("entailment", "contradiction")),
    ],
)
def test_a_negative_complement_is_labelled_by_the_signature(mine, text, lemma, labels):
    """Passes on the old code as well: it pins the consistency the review asked about."""
    original, negated = pairs_of(mine(text), lemma)
    assert " not " in f" {original.hypothesis} "
    assert (original.heuristic_label, negated.heuristic_label) == labels


@pytest.mark.parametrize("text,lemma", [("Nobody wanted to leave.", "want")])
def test_no_negated_pair_repeats_the_original_premise(mine, text, lemma):
    found = mine(text)
    pairs = next(p for c, p in found if c.trigger_lemma == lemma)
    assert [p.premise_kind for p in pairs] == ["original"]


# 3. non-constructions


@pytest.mark.parametrize(
    "text", ["It has to do with governance.", "The delay had nothing to do with money."]
)
def test_have_to_do_with_is_an_idiom(mine, text):
    assert "have" not in lemmas(mine(text))


def test_a_literal_have_to_do_stays(mine):
    assert "have" in lemmas(mine("We had to do it with care."))


# 4. premises that do not test the verb


def test_a_free_relative_with_its_gap_in_the_complement_is_flagged(mine):
    original, negated = pairs_of(mine("What he decided to do surprised everyone."), "decide")
    assert "wh-gap-in-complement:what" in flags(original)
    assert not original.well_formed and not negated.well_formed


@pytest.mark.parametrize(
    "text,mark",
    [
        ("If he managed to escape, he is safe.", "if"),
        ("Unless she agrees to pay, we leave.", "unless"),
    ],
)
def test_a_conditional_clause_is_flagged(mine, text, mark):
    found = mine(text)
    # hundred-twelfth pass (vc106): no ¬S pair in a conditional antecedent, only S's, flagged
    (original,) = next(p for c, p in found if c.subtype == "to")
    assert f"conditional-clause:{mark}" in flags(original)
    assert not original.well_formed


def test_as_if_is_no_conditional(mine):
    original, _ = pairs_of(mine("He acted as if he wanted to leave."), "want")
    assert not any(f.startswith("conditional-clause") for f in flags(original))


# 5. direct speech


@pytest.mark.parametrize(
    "text",
    [
        '"I want to go home," he said.',
        'He said, "I managed to fix it."',
        '"We need to leave now," the manager said that evening.',
    ],
)
def test_a_complement_inside_reported_direct_speech_gives_no_pair(mine, text):
    assert mine(text) == []


def test_a_quotation_without_a_speaker_in_the_sentence_stays(mine):
    assert "manage" in lemmas(mine('"She managed to fix it."'))


# 6. negated-contrast-conjunct


def test_a_contrast_between_higher_clauses_does_not_flag_the_embedded_trigger(mine):
    _, negated = pairs_of(
        mine("He said that she wanted to leave, but nobody believed him."), "want"
    )
    assert not any(f.startswith("negated-contrast-conjunct") for f in flags(negated))
    assert negated.well_formed


def test_a_contrast_on_the_trigger_clause_is_still_flagged(mine):
    _, negated = pairs_of(mine("He trained for months but failed to qualify."), "fail")
    assert "negated-contrast-conjunct:but" in flags(negated)
