"""verb_complement precision, hundredth pass (branch vc94, stop 61): the classes the ninety-ninth
pass left (neg-raising, trailing material) and present "have to", "tend to", "happen to".

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, pairs in found if pairs]


# 1. a first person's neg-raised opinion of its own future act is a hedged intention: no pair


def test_first_person_opinion_of_own_future_gives_no_pair(mine):
    assert "think" not in _lemmas(mine("I do not think I'll sleep in the barn tonight."))
    assert "think" not in _lemmas(mine("I don't think I will lend him the horse."))
    assert "suppose" not in _lemmas(mine("I don't suppose we shall see the harbour again."))
    assert "believe" not in _lemmas(mine("We believe we will reach the fort by noon."))


def test_be_going_to_future_of_own_act_gives_no_pair(mine):
    assert "think" not in _lemmas(mine("I don't think I'm going to sign the letter."))


def test_guard_opinion_of_another_persons_future_keeps_neutral_pairs(mine):
    original, removed = pairs_of(mine("I do not think the ferry will leave on time."), "think")
    assert original.hypothesis == "The ferry will leave on time."
    assert original.heuristic_label == "neutral"
    assert removed.premise == "I think the ferry will leave on time."


def test_guard_past_opinion_and_third_person_keep_pairs(mine):
    assert "think" in _lemmas(mine("She doesn't think she'll win the race."))
    assert "think" in _lemmas(mine("I did not think I would stay there."))


def test_neg_raisers_are_one_word_list():
    from pipeline.phenomena import verb_complement, verb_complement_framing

    assert verb_complement._NEG_RAISING_VERBS is not None
    assert verb_complement._NEG_RAISING_VERBS == verb_complement_framing.NEG_RAISERS
    assert {"think", "believe", "suppose", "expect"} <= verb_complement_framing.NEG_RAISERS
    assert "hope" not in verb_complement_framing.NEG_RAISERS


# 2. trailing material: a trailed-off adjunct, a noun-tagged verb conjunct, durative "long"


def test_trailed_off_adjunct_goes_with_final_you_know(mine):
    original, _ = pairs_of(mine("I wanted to ask the cook about it when, well, you know."), "want")
    assert original.hypothesis == "I asked the cook about it."
    original, _ = pairs_of(mine("He tried to warn the mayor, but, um, you know."), "try")
    assert "um" not in original.hypothesis and not original.hypothesis.endswith("but.")


def test_guard_final_you_know_after_a_clause_goes_alone(mine):
    original, _ = pairs_of(mine("I wanted to tell the smith about it, you know."), "want")
    assert original.hypothesis == "I told the smith about it."


def test_noun_tagged_conjunct_with_an_object_takes_the_tense(mine):
    original, _ = pairs_of(
        mine("The sergeant orders Mira to set up the equipment and power it on."), "order"
    )
    # stop 96 (vc199): a present directive's infinitive takes the will-future, the noun-tagged
    # conjunct its bare form after the shared "will"
    assert original.hypothesis == "Mira will set up the equipment and power it on."


def test_guard_nominal_conjunct_of_the_object_stays_a_noun(mine):
    original, _ = pairs_of(mine("She managed to buy the bread and butter."), "manage")
    assert original.hypothesis == "She bought the bread and butter."


def test_durative_long_keeps_the_perfect_under_present_seem(mine):
    original, _ = pairs_of(mine("The old radio seems to have long gone silent."), "seem")
    assert original.hypothesis == "The old radio has long gone silent."
    original, _ = pairs_of(mine("The lamp seemed to have long gone dark."), "seem")
    assert original.hypothesis == "The lamp had long gone dark."


def test_guard_perfect_infinitive_without_long_is_a_present_perfect(mine):
    # since the hundred-first pass (vc95) every present "seem to have V-en" keeps the perfect
    original, _ = pairs_of(mine("The courier seems to have left the city."), "seem")
    assert original.hypothesis == "The courier has left the city."


# 3. impersonal "you" + frequency adverb + present "have to" is a norm; "just happen to"


def test_impersonal_habitual_have_to_is_neutral(mine):
    original, _ = pairs_of(mine("You always have to speak to the innkeeper first."), "have")
    assert original.hypothesis == "You always speak to the innkeeper first."
    assert original.heuristic_label == "neutral"


def test_guard_specific_subject_habitual_have_to_stays_entailment(mine):
    original, _ = pairs_of(mine("She usually has to work late."), "have")
    assert original.hypothesis == "She usually works late."
    assert original.heuristic_label == "entailment"


def test_just_happen_drops_the_restrictive_just(mine):
    original, _ = pairs_of(mine("The guard just happens to know the password."), "happen")
    assert original.hypothesis == "The guard knows the password."
    assert original.heuristic_label == "entailment"


def test_guard_tend_to_keeps_its_gold_signature(mine):
    # RP19's gold row for "tend to" is +/o (raters 0.67 to 1.33 on the positive item)
    original, negated = pairs_of(mine("Wolves tend to hunt in packs."), "tend")
    assert original.hypothesis == "Wolves hunt in packs."
    assert original.heuristic_label == "entailment"
    # vc229: the negated generic of a kind is contradiction (tend:generic-denied)
    assert negated.heuristic_label == "contradiction"
