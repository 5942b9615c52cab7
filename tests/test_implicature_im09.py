"""Stop 104, im09 (implicature): numerals at the ends of a span, relative-clause subjects,
clauses under an explicit performative, opening manner adverbs.

1. a numeral that is one end of a "from n N to m N" span or the source of a verb of change is
   exact: no numerals candidate (``implicature._span_endpoint``; Kennedy & Levin 2008);
2. a finite verb whose subject is the gap of a relative pronoun the parse did not attach
   ("the farmers who, I can tell you, have lost eight horses") gets no pair: the hypothesis took
   another noun phrase as subject (``pairs.relative_gap_subject``);
3. an item in a clause under the speaker's explicit performative ("I propose we ...", "I
   announce a plan to ...") gets no pair (``pairs.under_performative``; Austin 1962);
4. an opening manner adverb with no comma leaves the hypothesis (``supplements.
   _unset_opening_manner``): "Slowly not all shops ..." was ungrammatical.

Constructed sentences through the real pipeline (``run_texts``); each class has a near miss that
keeps its pair. Sources are cited at the rules.
"""

from __future__ import annotations

from tests.test_implicature_im07 import _original

# -- 1. numerals at the ends of a span ----------------------------------------------------------


def test_span_start_with_far_end_hung_inside_gives_no_pair():
    text = (
        "The rail network has grown from two old lines with a small capacity to 17 modern lines "
        "built or planned with a large total capacity."
    )
    assert _original(text, "numerals") == []


def test_span_start_with_sibling_far_end_gives_no_pair():
    assert _original("The team went from two players to nine players in a month.", "numerals") == []


def test_source_without_far_end_keeps_its_pair():
    assert _original("The club grew from two members.", "numerals") == [
        "The club didn't grow from more than two members."
    ]


def test_range_between_gives_no_pair():
    assert _original("Between two and five students passed the exam.", "numerals") == []


def test_counted_subject_of_change_verb_keeps_its_pair():
    assert _original("Two projects grew last year.", "numerals") == [
        "No more than two projects grew last year."
    ]


def test_plain_from_phrase_keeps_its_pair():
    assert _original("They came from two villages.", "numerals") == [
        "They didn't come from more than two villages."
    ]


# -- 2. a relative pronoun's gap as subject -----------------------------------------------------


def test_relative_gap_subject_gives_no_pair():
    text = (
        "The plans of the rebels have been defeated by the skill of our troops and by the "
        "courage of the local farmers who, I can tell you, have lost eight horses this year for "
        "every one of ours."
    )
    assert _original(text, "numerals") == []


def test_parenthetical_before_own_subject_keeps_its_pair():
    text = (
        "The plans of the rebels failed, and, I can tell you, the farmers have lost eight horses."
    )
    assert _original(text, "numerals") == ["The farmers haven't lost more than eight horses."]


# -- 3. the content of an explicit performative -------------------------------------------------


def test_announced_plan_purpose_gives_no_pair():
    text = "So tonight I announce the Clean Water Plan to push for progress in two key areas."
    assert _original(text, "numerals") == []


def test_proposed_content_gives_no_pair():
    assert (
        _original("So today I propose we spend some of the surplus on roads.", "quantifiers") == []
    )


def test_relative_clause_on_the_announced_object_gives_no_pair():
    text = "Tonight I announce a new plan, which covers some of the schools."
    assert _original(text, "quantifiers") == []


def test_gerund_complement_of_the_act_keeps_its_pair():
    assert _original("We recommend storing some of the grain in the cellar.", "quantifiers") == [
        "We don't recommend storing all of the grain in the cellar."
    ]


def test_item_in_the_performative_clause_keeps_its_pair():
    assert _original("Tonight I announce two new plans.", "numerals") == [
        "Tonight I don't announce more than two new plans."
    ]


# -- 4. an opening manner adverb with no comma --------------------------------------------------


def test_opening_manner_adverb_leaves_the_hypothesis():
    assert _original("Quietly some of the guests left the party.", "quantifiers") == [
        "Not all of the guests left the party."
    ]


def test_manner_adverb_of_second_conjunct_leaves_the_hypothesis():
    text = "Shops are starting to reopen, and slowly some are hiring again."
    assert _original(text, "quantifiers") == ["Not all shops are hiring again."]


def test_opening_time_adverb_stays():
    assert _original("Recently some of the guests left the party.", "quantifiers") == [
        "Recently not all of the guests left the party."
    ]
