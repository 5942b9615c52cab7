"""verb_complement, stop 71 (branch vc118): negation placement and complement tense faults of
blind review s1203c (classes 2 and 3 of the judge's summary).

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each fault
next to a good neighbour that must stay:

- class 2, ¬S: an onset adverb ("soon") left before the added "did not" is flagged; a fronted
  "Because of this," / "As a result," frame is flagged like a fronted reason clause; a
  fused-head "some" controlling an infinitive becomes "anyone", not "any"; a bare "designed
  to" after a subject that cannot intend is a reduced relative: both pairs flagged;
- class 3, the complement: a "by"-phrase of time keeps the past perfect of a perfect infinitive;
  a present "have to" + copular state keeps the present, not "will"; "the majority of the Ns"
  takes plural agreement; a bracketed second verb group on the trigger is flagged; a Jargon
  File signature ("- ESR") is cut from premise and hypothesis.
"""

from __future__ import annotations

from pipeline.rewrite.complement import clean_corpus_noise
from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, bool, list]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.well_formed, p.features.get("flags") or [])
        for p in mined_pairs(text, "verb_complement")
    }


# -- class 2: negation placement ---------------------------------------------------------------


def test_onset_adverb_before_added_negation_is_flagged():
    pairs = _by_kind("In her free time she read novels and soon began to write stories.")
    premise, _, well_formed, flags = pairs["negated"]
    assert premise.endswith("soon did not begin to write stories.")
    assert "negated-event-adjunct:onset" in flags
    assert not well_formed


def test_negation_without_onset_adverb_stays():
    premise, _, well_formed, flags = _by_kind("She began to write stories.")["negated"]
    assert premise == "She did not begin to write stories."
    assert well_formed and "negated-event-adjunct:onset" not in flags


def test_fronted_because_of_phrase_is_a_reason_frame():
    _, _, well_formed, flags = _by_kind("Because of this, the team decided to leave the city.")[
        "negated"
    ]
    assert "discourse-clash:frame:because of" in flags
    assert not well_formed


def test_because_of_phrase_without_comma_is_left():
    _, _, _, flags = _by_kind("Because of the rain the team decided to leave.")["negated"]
    assert not any(f.startswith("discourse-clash:frame") for f in flags)


def test_fused_head_some_controller_becomes_anyone():
    premise, _, well_formed, _ = _by_kind("The new rules have led some to question the results.")[
        "negated"
    ]
    assert premise == "The new rules have not led anyone to question the results."
    assert well_formed


def test_partitive_some_of_keeps_any():
    premise, _, _, _ = _by_kind("The bug has led some of the users to leave.")["negated"]
    assert premise == "The bug has not led any of the users to leave."


def test_designed_after_a_thing_is_refused():
    # vc118's flag for this was merged away: vc117 (same stop) lists "design" among the
    # object-only catenatives and refuses the auxiliary-less participle outright.
    assert not _by_kind("Software designed to help students learn grammar.")


def test_intend_after_an_agent_stays():
    _, hypothesis, well_formed, flags = _by_kind("The team intended to finish the work.")[
        "original"
    ]
    assert hypothesis == "The team finished the work."
    assert well_formed and not flags


# -- class 3: tense, agreement, structure of the complement --------------------------------------


def test_by_time_phrase_keeps_past_perfect():
    _, hypothesis, _, _ = _by_kind(
        "By the late 1990s, the new standard seemed to have replaced the old one."
    )["original"]
    assert hypothesis == "By the late 1990s, the new standard had replaced the old one."


def test_perfect_infinitive_without_reference_time_is_simple_past():
    _, hypothesis, _, _ = _by_kind("The new standard seemed to have replaced the old one.")[
        "original"
    ]
    assert hypothesis == "The new standard replaced the old one."


def test_required_state_keeps_present():
    _, hypothesis, well_formed, _ = _by_kind(
        "In this design, the server has to be capable of handling many requests."
    )["original"]
    assert hypothesis == "In this design, the server is capable of handling many requests."
    assert well_formed


def test_required_event_keeps_will():
    _, hypothesis, _, _ = _by_kind("You have to go to the office.")["original"]
    assert hypothesis == "You will go to the office."


def test_majority_of_plural_takes_plural_verb():
    _, hypothesis, _, _ = _by_kind(
        "The voltage causes the majority of these electrons to cross the junction."
    )["original"]
    assert hypothesis == "The majority of these electrons cross the junction."


def test_number_of_plural_stays_singular():
    _, hypothesis, _, _ = _by_kind("The voltage causes the number of errors to rise.")["original"]
    assert hypothesis == "The number of errors rises."


def test_bracketed_verb_group_on_trigger_is_flagged():
    pairs = _by_kind("Such files could be (but are rarely) said to be archives.")
    for kind in ("original", "negated"):
        _, _, well_formed, flags = pairs[kind]
        assert "matrix-adjunct-in-hypothesis:bracket" in flags
        assert not well_formed


def test_trigger_without_bracket_stays():
    _, hypothesis, well_formed, flags = _by_kind("Such files are often said to be archives.")[
        "original"
    ]
    assert hypothesis == "Such files are archives."
    assert well_formed and "matrix-adjunct-in-hypothesis:bracket" not in flags


def test_trailing_signature_is_cut():
    premise, hypothesis, well_formed, _ = _by_kind(
        "This usage appears to be common among young hackers - ESR."
    )["original"]
    assert premise == "This usage appears to be common among young hackers."
    assert hypothesis == "This usage is common among young hackers."
    assert well_formed


def test_dash_before_a_word_is_no_signature():
    assert clean_corpus_noise("A man, a plan, a canal -- Panama!") == (
        "A man, a plan, a canal -- Panama!"
    )
    assert clean_corpus_noise("It runs on the PDP-10.") == "It runs on the PDP-10."
