"""verb_complement precision, hundred-third pass (branch vc97, stop 62): the blind rejects of
s1202m (fragments kept in the hypothesis, "no will longer", a backshifted "'d" after a
participle, negation under an occasional adverb or with an exceptive, demonstrative "that
one", "-ever" free relatives, first-person "suspect" labelled entailment).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import pair_flags, pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, pairs in found if pairs]


def _has_flag(pair, prefix: str) -> bool:
    return any(f.startswith(prefix) for f in pair_flags(pair))


# class 1: a sentence-initial noun phrase set off before the clause's own subject


def test_detached_topic_flags_both_pairs(mine):
    # "strangely ... never": stop 70 (vc114) writes no negated premise under the evaluative
    # adverb, so only the original pair is left to carry the flag
    hits = [
        p
        for c, ps in mine("A brass candelabra, strangely the candles never seem to melt.")
        if c.trigger_lemma == "seem"
        for p in ps
        if p.premise_kind == "original"
    ]
    assert len(hits) == 1 and _has_flag(hits[0], "detached-topic:candelabra")
    original, negated = pairs_of(
        mine("A portrait of a grumpy old knight, he seems to be guarding the stairs."), "seem"
    )
    assert _has_flag(original, "detached-topic:portrait")
    assert _has_flag(negated, "detached-topic:portrait")


def test_guard_left_dislocation_with_resuming_pronoun_is_not_flagged(mine):
    original, _ = pairs_of(mine("My brother, he seems to like the new house."), "seem")
    assert not _has_flag(original, "detached-topic")
    original, _ = pairs_of(mine("The old map, I know that it is fake."), "know")
    assert not _has_flag(original, "detached-topic")


def test_guard_fronted_adverbial_is_no_topic(mine):
    original, _ = pairs_of(mine("Yesterday, the guards seemed to sleep."), "seem")
    assert not _has_flag(original, "detached-topic")
    original, _ = pairs_of(mine("In the morning, the guards seem to sleep."), "seem")
    assert not _has_flag(original, "detached-topic")


def test_relative_on_a_verbless_fragment_is_no_sound_pair(mine):
    original, _ = pairs_of(
        mine("A rusty old lantern that seems to flicker whenever the wind blows."), "seem"
    )
    assert _has_flag(original, "non-construction:restrictive-relative")


def test_guard_relative_in_a_full_sentence_keeps_its_neutral_pair(mine):
    original, _ = pairs_of(
        mine("The traveller met a creature that was said to live in the hills."), "say"
    )
    assert original.hypothesis == "The traveller met a creature that lived in the hills."
    assert not _has_flag(original, "non-construction")


# class 2: grammar of the rewritten complement


def test_no_longer_stays_after_will(mine):
    original, _ = pairs_of(mine("She no longer needs to carry the lantern at night."), "need")
    # vc220: "no longer" of a non-implicative stays with the matrix (Klima 1964), so the
    # hypothesis has none; the "will" placement is still checked with "just" below
    assert original.hypothesis == "She will carry the lantern at night."
    assert not _has_flag(original, "misplaced-no")


def test_guard_mid_adverb_still_follows_will(mine):
    original, _ = pairs_of(mine("I just want to go home."), "want")
    assert original.hypothesis == "I will just go home."


def test_would_under_a_participle_of_a_past_clause_is_flagged(mine):
    original, _ = pairs_of(mine("I stayed by the fire, hoping she'd come back."), "hope")
    assert _has_flag(original, "future-in-past-complement")


def test_guard_had_under_a_participle_is_not_flagged(mine):
    original, _ = pairs_of(mine("He left the door open, hoping they'd already gone."), "hope")
    assert not _has_flag(original, "future-in-past-complement")


# class 3: negation under an occasional adverb or beside an exceptive


def test_negation_under_now_and_then_is_flagged(mine):
    original, negated = pairs_of(mine("Now and then I get to see the northern lights."), "get")
    assert negated.premise == "Now and then I do not get to see the northern lights."
    assert _has_flag(negated, "negated-occasional:now and then")
    assert not _has_flag(original, "negated-occasional")


def test_negation_under_every_so_often_is_flagged(mine):
    _, negated = pairs_of(mine("Every so often I manage to catch a fish in the creek."), "manage")
    assert _has_flag(negated, "negated-occasional:every so often")


def test_guard_usually_keeps_the_negated_pair(mine):
    _, negated = pairs_of(mine("Usually I manage to catch the early train."), "manage")
    assert not _has_flag(negated, "negated-occasional")
    assert negated.heuristic_label == "contradiction"


def test_negation_with_an_exceptive_is_flagged(mine):
    original, negated = pairs_of(
        mine("The lamp seems to glow except for a dark spot near the base."), "seem"
    )
    assert _has_flag(negated, "negated-exceptive:except")
    assert not _has_flag(original, "negated-exceptive")


# class 4: demonstrative "that one" opens no clause


def test_demonstrative_that_one_gives_no_pair(mine):
    found = mine(
        "The old flood, I remember that one very well, that was when the bridge washed away."
    )
    assert "remember" not in _lemmas(found)


def test_guard_that_one_of_them_as_subject_keeps_its_pair(mine):
    original, _ = pairs_of(mine("I know that one of the guards lied."), "know")
    assert original.hypothesis == "One of the guards lied."


# class 5: "-ever" free relatives


def test_whatever_free_relative_is_flagged(mine):
    original, negated = pairs_of(
        mine("Whatever coins you want to spend here go to the temple."), "want"
    )
    assert _has_flag(original, "non-construction:quantified-restrictor")
    assert _has_flag(negated, "non-construction:quantified-restrictor")


def test_whichever_contact_clause_is_flagged(mine):
    original, _ = pairs_of(mine("You can take whichever sword you want to carry."), "want")
    assert _has_flag(original, "non-construction:quantified-restrictor")


def test_guard_whatever_adjunct_is_no_free_relative(mine):
    found = mine("The settlement for whatever reason ceased to grow.")
    original = next(p for c, pairs in found if c.trigger_lemma == "cease" for p in pairs)
    assert not _has_flag(original, "non-construction:quantified-restrictor")


# class 6: "suspect" said by the speaker of her own present opinion


def test_first_person_present_suspect_is_neutral_when_negated(mine):
    _, negated = pairs_of(mine("I suspect the guards will find the tunnel soon."), "suspect")
    assert negated.premise == "I do not suspect that the guards will find the tunnel soon."
    assert negated.heuristic_label == "neutral"


def test_guard_narrative_did_not_suspect_keeps_entailment(mine):
    found = mine("He did not suspect that the guards had found the tunnel.")
    original = next(p for c, pairs in found if c.trigger_lemma == "suspect" for p in pairs)
    assert original.premise_kind == "original"
    assert original.heuristic_label == "entailment"


def test_guard_supplementive_noun_phrase_describing_the_subject_is_not_flagged(mine):
    original, _ = pairs_of(
        mine("A loyal old hound, this scruffy dog seems to know every trail in the valley."),
        "seem",
    )
    assert not _has_flag(original, "detached-topic")


def test_guard_that_one_as_numeral_keeps_its_pair(mine):
    found = mine("The report showed that one wing of the castle had collapsed.")
    original = next(p for c, pairs in found if c.trigger_lemma == "show" for p in pairs)
    assert original.hypothesis == "One wing of the castle had collapsed."


def test_guard_vocative_is_no_detached_topic(mine):
    # the original pair only: the negated "I did not only say" is refused since stop 98 (vc213,
    # a negation before "only" makes "not only", which asserts more)
    found = mine("My dear old friend, I only said that the road was closed.")
    original = next(p for c, pairs in found if c.trigger_lemma == "say" for p in pairs)
    assert original.premise_kind == "original"
    assert not _has_flag(original, "detached-topic")


def test_guard_occasional_adverb_over_an_o_o_verb_keeps_the_negated_pair(mine):
    _, negated = pairs_of(mine("Sometimes I fear that I judged the boy too harshly."), "fear")
    assert negated.premise == "Sometimes I do not fear that I judged the boy too harshly."
    assert not _has_flag(negated, "negated-occasional")
