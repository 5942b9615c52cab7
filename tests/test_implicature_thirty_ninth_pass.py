"""Thirty-ninth pass (stop 50, im32): classes found by reading Wikipedia-register dev pairs as a
strict reviewer.

1. A count in a simple-present clause that ascribes parts or make-up to a thing or a kind ("The
   fruit has three seeds") is an exact attribute value: no numeral pair. A person's ("She has
   three children") and a past one ("The barn had two doors") stay.
2. "may" whose subject has no control of the event gives no modal pair: a non-volitional
   adverb ("may accidentally damage"), a recipient or undergoer verb ("may receive", "may
   develop"), or a "when" clause restricting a bare generic subject ("Adults may bite when
   handled roughly").
3. A quantifier in the standard of "akin to" gives no pair (as "like/unlike" already did).
4. "many" after "but" and "some" after "though" name the remainder of an earlier "most" set:
   no pair.
5. A hypothesis opened by a subordinator the sentence does not open with ("Because his
   partners didn't include ...") is a fragment: no pair.
6. A hypothesis that keeps an "as well as" or "but" phrase the sentence set off with a comma,
   but without the comma ("... all of northern Ghana as well as in eastern Togo"), is no pair.

Constructed sentences through the real pipeline (``run_texts``); each class also has a near
twin outside it that still gives its pair, so the rule is not a blanket drop.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. counts in characterizing sentences --------------------------------------------------------


def test_count_of_parts_of_a_thing_gives_no_pair():
    assert _hypotheses("The fruit has three seeds inside a hard shell.", "numerals") == set()


def test_count_contained_in_a_kind_gives_no_pair():
    assert _hypotheses("The plant contains two toxins in its leaves.", "numerals") == set()


def test_person_with_count_still_gives_pair():
    hyps = _hypotheses("She has three children from her first marriage.", "numerals")
    assert hyps == {"She doesn't have more than three children from her first marriage."}


def test_noun_whose_second_sense_is_a_person_still_gives_pair():
    hyps = _hypotheses("The driver in the left lane has three choices open to him.", "numerals")
    assert hyps == {"The driver in the left lane doesn't have more than three choices open to him."}


def test_past_count_of_a_thing_still_gives_pair():
    hyps = _hypotheses("The barn had two doors before the fire.", "numerals")
    assert hyps == {"The barn didn't have more than two doors before the fire."}


def test_eventive_present_verb_still_gives_pair():
    hyps = _hypotheses("The company's founders included two brothers from Ohio.", "numerals")
    assert hyps == {"The company's founders didn't include more than two brothers from Ohio."}


# -- 2. "may" without the subject's control -------------------------------------------------------


def test_may_with_non_volitional_adverb_gives_no_pair():
    assert _hypotheses("Visitors may accidentally damage the murals.", "modals") == set()


def test_may_without_adverb_still_gives_pair():
    hyps = _hypotheses("Visitors may photograph the murals.", "modals")
    assert hyps == {"Visitors do not have to photograph the murals."}


def test_may_receive_gives_no_pair():
    assert _hypotheses("Members may receive a discount at the shop.", "modals") == set()


def test_may_develop_gives_no_pair():
    assert _hypotheses("Patients may develop a rash after the first dose.", "modals") == set()


def test_may_with_generic_when_clause_gives_no_pair():
    assert _hypotheses("Adults may bite when handled roughly.", "modals") == set()


def test_permission_may_with_time_adjunct_still_gives_pair():
    hyps = _hypotheses("Guests may smoke on the terrace after dinner.", "modals")
    assert hyps == {"Guests do not have to smoke on the terrace after dinner."}


# -- 3. "akin to" standard ------------------------------------------------------------------------


def test_quantifier_in_akin_to_standard_gives_no_pair():
    text = "The guppy is a small fish and, akin to most members of its family, bears live young."
    assert _hypotheses(text, "quantifiers") == set()


def test_quantified_subject_outside_comparison_still_gives_pair():
    hyps = _hypotheses("Most members of its family bear live young.", "quantifiers")
    assert hyps == {"Not all members of its family bear live young."}


# -- 4. remainder of a "most" set -----------------------------------------------------------------


def test_many_after_but_with_earlier_most_gives_no_pair():
    text = "Most lizards are harmless, feeding on insects, but many are venomous."
    assert _hypotheses(text, "quantifiers") == set()


def test_some_after_though_with_earlier_most_gives_no_pair():
    text = "Most are evergreen though some species, such as the larch, are deciduous."
    assert _hypotheses(text, "quantifiers") == set()


def test_many_without_earlier_most_still_gives_pair():
    hyps = _hypotheses("Many lizards are venomous, and they hunt at night.", "quantifiers")
    assert hyps == {"Not all lizards are venomous."}


def test_some_before_though_clause_still_gives_pair():
    text = "Some species are deciduous, though they keep their leaves in mild winters."
    assert _hypotheses(text, "quantifiers") == {"Not all species are deciduous."}


# -- 5. subordinate clause as hypothesis ----------------------------------------------------------


def test_hypothesis_opened_by_because_is_no_pair():
    text = "He left the firm due to illness, and also because his partners included two rivals."
    hyps = _hypotheses(text, "numerals")
    assert not any(h.startswith("Because") for h in hyps)
    assert hyps == set()


def test_fronted_subordinate_clause_of_another_verb_stays():
    # fifty-sixth pass: "Whenever ..." quantifies over occasions and gives no "try" pair; the
    # episodic "When ..." keeps the fronted clause test
    text = "When the girl saw her aunt, she tried, without any fuss, to give her the warmth."
    hyps = _hypotheses(text, "gradable_verbs")
    assert hyps == {  # stop 103, im07: the manner adjunct of "try" leaves the hypothesis
        "When the girl saw her aunt, she didn't manage to give her the warmth."
    }


def test_main_clause_count_before_so_still_gives_pair():
    hyps = _hypotheses("His partners included two rivals, so he left the firm.", "numerals")
    assert hyps == {"His partners didn't include more than two rivals."}


# -- 6. "as well as" that lost its comma -------------------------------------------------------


def test_as_well_as_left_without_its_comma_gives_no_pair():
    text = (
        "It serves as a trade language in most of northern Ghana, southern Mali, as well as in"
        " eastern Togo and parts of Chad."
    )
    assert _hypotheses(text, "quantifiers") == set()


def test_partitive_alone_still_gives_pair():
    hyps = _hypotheses("It serves as a trade language in most of northern Ghana.", "quantifiers")
    assert hyps == {"It doesn't serve as a trade language in all of northern Ghana."}


def test_as_well_as_cut_with_its_comma_still_gives_pair():
    text = (
        "The language is spoken by some of the tribes in the hills, the plains, and the delta,"
        " as well as by traders."
    )
    assert _hypotheses(text, "quantifiers") == {
        "The language isn't spoken by all of the tribes in the hills, the plains, and the delta."
    }


def test_partitive_with_listed_places_still_gives_pair():
    text = "The deer inhabits most of Europe, the Caucasus, Anatolia, and parts of Western Asia."
    assert _hypotheses(text, "quantifiers") == {"The deer doesn't inhabit all of Europe."}


def test_but_clause_left_without_its_comma_is_broken_text():
    from pipeline.phenomena.implicature.pairs import broken_text

    original = (
        "Most lizards have green scales, marked with black, and red patches, but the males of"
        " one genus have blue backs."
    )
    cut = "Not all lizards have green scales but the males of one genus have blue backs."
    assert broken_text(cut, original)
    assert not broken_text("Not all lizards have green scales.", original)
    songs = "Many of the songs were short but memorable."
    assert not broken_text("Not all of the songs were short but memorable.", songs)
