"""verb_complement (stop 100, branch vc217): emotive factives with an extraposed infinitival
subject, the pronoun whose antecedent is the experiencer object, "tell" of saying and of
discerning, and a relative clause on the subject of a quotation-inverted reporting clause.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence (not the near misses) gave the old output at the base (main c6a74856).
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# ---- class 1: "It V-ed NP to think/learn that P" --------------------------------------------


def test_reflective_think_under_emotive_factive_is_presupposed(mine):
    original, negated = pairs_of(mine("It mortified him to think that he had lied."), "think")
    assert original.hypothesis == negated.hypothesis == "He had lied."
    assert original.heuristic_label == "entailment"  # neutral at the base
    assert negated.premise == "It did not mortify him to think that he had lied."
    assert negated.heuristic_label == "entailment"
    assert negated.features.get("signature") == "+/+"
    assert "negation-not-on-trigger" not in _flags(negated)


def test_factive_infinitive_of_emotive_factive_is_no_others_wish(mine):
    """ "It pained her to learn that P": the object is the experiencer, not the addressee of a
    directive (``_factive_in_others_wish`` made both pairs neutral at the base)."""
    original, negated = pairs_of(mine("It pained her to learn that the shop had closed."), "learn")
    assert original.hypothesis == "The shop had closed."
    assert original.heuristic_label == negated.heuristic_label == "entailment"
    assert negated.well_formed, _flags(negated)


def test_near_miss_pleasure_verb_keeps_think_neutral(mine):
    original, negated = pairs_of(
        mine("It pleased the old man to think that the village needed him."), "think"
    )
    assert original.heuristic_label == negated.heuristic_label == "neutral"


def test_near_miss_fear_verb_keeps_think_neutral(mine):
    original, _ = pairs_of(mine("It frightened her to think that he might return."), "think")
    assert original.heuristic_label == "neutral"


def test_near_miss_seem_to_him_stays_neutral(mine):
    original, negated = pairs_of(mine("It seemed to him that the door had been forced."), "seem")
    assert original.heuristic_label == negated.heuristic_label == "neutral"


def test_near_miss_directive_keeps_factive_in_others_wish(mine):
    original, _ = pairs_of(mine("He wanted her to learn that the shop had closed."), "learn")
    assert original.heuristic_label == "neutral"


# ---- class 2: the pronoun's antecedent is the experiencer object ----------------------------


def test_pronoun_bound_by_pronoun_experiencer_is_no_dangling_anaphor(mine):
    original, _ = pairs_of(mine("It mortified him to think that he had lied."), "think")
    assert not any(f.startswith("dangling-anaphor") for f in _flags(original)), _flags(original)
    assert original.well_formed


def test_gendered_experiencer_noun_is_written_for_the_pronoun(mine):
    original, _ = pairs_of(
        mine("It pained the old woman to learn that she had been cheated."), "learn"
    )
    assert original.hypothesis == "The old woman had been cheated."
    assert original.well_formed


def test_near_miss_no_experiencer_keeps_the_flag(mine):
    original, _ = pairs_of(mine("It is easy to see that he had lied."), "see")
    assert "dangling-anaphor:pronoun:he" in _flags(original)


def test_near_miss_experiencer_of_another_person_keeps_the_flag(mine):
    """ "me" cannot be "he": the pronoun still has no antecedent in S."""
    original, _ = pairs_of(mine("It would shock me to learn that he had lied."), "learn")
    assert "dangling-anaphor:pronoun:he" in _flags(original)


# ---- class 3: "tell" ------------------------------------------------------------------------


def test_tell_of_saying_keeps_rp19_signature(mine):
    original, negated = pairs_of(mine("He told me that the bridge was closed."), "tell")
    assert original.features.get("signature") == "o/o"
    assert original.heuristic_label == negated.heuristic_label == "neutral"


def test_discerning_tell_entails_its_complement(mine):
    original, negated = pairs_of(mine("You could tell that the engine was failing."), "tell")
    assert original.hypothesis == "The engine was failing."
    assert original.heuristic_label == "entailment"  # neutral at the base
    assert negated.heuristic_label == "neutral"


def test_near_miss_tell_with_an_addressee_is_saying(mine):
    original, _ = pairs_of(mine("She could tell the guard that the engine was failing."), "tell")
    assert original.features.get("signature_source") != "tell:discern"
    assert original.heuristic_label == "neutral"


def test_imperative_tell_and_to_tell_the_truth_give_no_pair(mine):
    for text in (
        "Tell him that the bridge is closed.",
        "To tell the truth, the bridge was closed.",
    ):
        assert not [p for c, p in mine(text) if c.trigger_lemma == "tell" and p], text


# ---- class 4: a relative clause in a quotation-inverted reporting clause -------------------


def test_relative_on_inverted_reporting_subject_is_cut_to_its_antecedent(mine):
    original, negated = pairs_of(
        mine("'I never said that,' replied the visitor, who wanted to leave."), "want"
    )
    assert original.hypothesis == negated.hypothesis == "The visitor left."
    assert original.heuristic_label == "neutral"
    assert negated.premise == "'I never said that,' replied the visitor, who did not want to leave."


def test_near_miss_relative_in_plain_clause_stays_in_place(mine):
    original, _ = pairs_of(mine("She met the visitor, who wanted to leave."), "want")
    assert original.hypothesis == "She met the visitor, who left."
