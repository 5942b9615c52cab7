"""verb_complement precision, twenty-third pass (issue #12, branch vc15): one test per error
class of the round-14 blind reviews.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (d350784), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, _ in found]


# class 1: misread triggers


def test_got_to_be_progressive_is_the_modal_idiom(mine):
    """ "You got to be kidding" = "you must be kidding": no pair of "get"."""
    assert "get" not in _lemmas(mine("You got to be kidding."))


def test_contact_relative_after_an_adjunct_noun_gives_no_pair(mine):
    """ "He explained the rules in words a child could understand": the that-less clause is a
    relative clause on "words", no complement of "explain"."""
    text = "He explained the rules in words a child could understand."
    assert "explain" not in _lemmas(mine(text))


def test_bare_clause_after_the_object_of_tell_stays(mine):
    """Guard: "He told the class the test was cancelled" (NP + clause) keeps its pair."""
    original, _ = pairs_of(mine("He told the class the test was cancelled."), "tell")
    assert original.hypothesis == "The test was cancelled."


def test_thing_as_controller_of_an_agentive_infinitive_gives_no_pair(mine):
    """ "The law requires ID to vote": ID cannot vote; a purpose infinitive, no pair."""
    for text in ("The law requires ID to vote.", "Voters need an ID to vote."):
        assert not {"require", "need"} & set(_lemmas(mine(text))), text


def test_agent_or_non_agentive_infinitive_after_require_stays(mine):
    """Guard: a person or group controller, a thing that can do it, a passive: pairs stay."""
    for text, hypothesis in (
        ("The rules require students to wear uniforms.", "Students wear uniforms."),
        ("The job requires the machine to run overnight.", "The machine runs overnight."),
        ("The rules require the form to be signed.", "The form is signed."),
    ):
        original, _ = pairs_of(mine(text), "require")
        assert original.hypothesis == hypothesis, text


def test_got_to_with_an_event_stays(mine):
    """Guard: "I finally got to meet her last year" (get to = have the chance) keeps its pair."""
    original, _ = pairs_of(mine("I finally got to meet her last year."), "get")
    assert original.hypothesis == "I finally met her last year."


# class 2: hypothesis framed wrongly


def test_sentence_initial_coordinator_in_the_hypothesis_is_flagged(mine):
    """ "And they agreed to meet ..." -> "And they met ...": flagged (RP19's complements keep
    the coordinator, so it is not removed). In place it is a warning since the forty-third pass
    (judges kept 6 of 12 such pairs, no rejection named the connective); on the complement
    alone it is a defect (tests/test_verb_complement_forty_third_pass.py)."""
    for text, lemma, word in (
        # "And" itself leaves the hypothesis since the hundred-sixteenth pass (initial_and_cut)
        ("So he decided to leave the city.", "decide", "so"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert f"initial-coordinator:{word}" in pair_flags(original), text
        assert kept(original) and kept(negated), text


def test_sentence_initial_contrast_is_only_a_warning(mine):
    """ "But she decided to leave" -> "But she left": flagged, but a warning since the stop 39
    audit (judged pairs with "But"/"Yet" kept as is 5 of 5: a contrastive connective opening a
    sentence is ordinary written English: adversative conjunction across sentences, Halliday & Hasan 1976 ch. 5)."""
    original, negated = pairs_of(mine("But she decided to leave the company."), "decide")
    assert "initial-coordinator:but" in pair_flags(original)
    assert kept(original) and kept(negated)


def test_so_far_stays_in_the_hypothesis(mine):
    """Guard: "So far" is a time adjunct and "So as to" a purpose subordinator, not
    connectives: the pairs stay."""
    original, _ = pairs_of(mine("So far he has managed to avoid the press."), "manage")
    assert original.hypothesis == "So far he has avoided the press."
    assert kept(original)
    original, _ = pairs_of(mine("So as to save money, they decided to sell the car."), "decide")
    assert kept(original)


# class 3: quotative frames


def test_unquoted_first_person_speech_after_a_colon_gives_no_pair(mine):
    """ "Stravinsky wrote: I said that P": the "I" is the quoted speaker's, not resolvable."""
    for text, lemma in (
        ("Stravinsky once wrote: I said that music expresses nothing.", "say"),
        ("She told reporters: we know that the war is lost.", "know"),
        ("He said: the plan failed because we decided to wait.", "decide"),
    ):
        assert lemma not in _lemmas(mine(text)), text


def test_third_person_or_first_person_frame_after_a_colon_stays(mine):
    """Guard: no deictic pronoun to resolve ("He wrote: the council decided that P"), or the
    writer is the speaker ("I wrote: we decided that P"): the pair stays."""
    for text in (
        "He wrote: the council decided that the bridge was unsafe.",
        "I wrote: we decided that the plan was good.",
    ):
        original, _ = pairs_of(mine(text), "decide")
        assert original.hypothesis.endswith("was unsafe.") or original.hypothesis.endswith(
            "was good."
        ), text


# class 4: labels against discourse


def test_speaker_calling_the_claim_false_flags_both_pairs(mine):
    """ "She claimed that P, but that's not true": the speaker denies P, neutral is wrong.
    Since the forty-eighth pass (vc40) S is labelled contradiction (the report's o/o gives
    way to the speaker's own denial) and only ¬S stays flagged."""
    for text, lemma in (
        ("She claimed that the study was flawed, but that's not true.", "claim"),
        ("He claimed that the vaccine caused autism, but this was later disproved.", "claim"),
        ("He believed that the earth was flat, but that is false.", "believe"),
        ("Some said that the tower was built by slaves, which has since been refuted.", "say"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert original.heuristic_label == "contradiction", text
        assert "continuation-settles-complement:denies" in pair_flags(negated), text
        assert not kept(negated), text


def test_unproven_or_beside_the_point_stays(mine):
    """Guard: "but this was never proven" leaves P open; "not the point" does not deny it."""
    for text in (
        "He claimed that the vaccine caused autism, but this was never proven.",
        "He claimed that the door was locked, but that's not the point.",
    ):
        original, _ = pairs_of(mine(text), "claim")
        assert kept(original), text


def test_first_person_emotive_hedge_asserts_the_complement(mine):
    """ "I'm not ashamed to say that P", "We are proud to announce that P": the speaker
    asserts P (a hedged performative), so S entails it. Since vc226 (stop 103) a formula that
    ¬S would negate ("*We are not proud to announce") has no ¬S pair: only S is read here."""
    for text, lemma in (
        ("I'm not ashamed to say that I cried at the end.", "say"),
        ("We are proud to announce that the school has won.", "announce"),
    ):
        hits = [p for c, p in mine(text) if c.trigger_lemma == lemma]
        assert len(hits) == 1, text
        original = hits[0][0]
        assert original.heuristic_label == "entailment", text
        assert kept(original), text


def test_emotive_hedge_of_someone_else_or_an_offer_stays_neutral(mine):
    """Guard: "She was happy to say that P" reports a saying; "I would be happy to say" is an
    offer: both stay neutral. (Plain "I'm afraid to say that P" was here as a possible report
    of a fear; since stop 69, vc111, it is the politeness formula that asserts P, after blind
    review s1202y rejected its neutral label: tests/test_stop69_vc111.py.)"""
    for text in (
        "She was happy to say that the project succeeded.",
        "I would be happy to say that the project succeeded.",
    ):
        original, _ = pairs_of(mine(text), "say")
        assert original.heuristic_label == "neutral", text
