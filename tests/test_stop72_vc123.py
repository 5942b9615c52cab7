"""verb_complement, stop 72 (branch vc123): garbled complements from the s1204c/s1204b reviews.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. a matrix modal split off by a parenthetical ("should, above all, plan to V"): the tagger's
   present tag on the bare infinitive no longer buys a will-future under the kept modal
   ("*should, above all, will finish"); the modal stays as without the parenthetical;
2. "next" on a noun that is no time unit ("next generation hardware") is no deictic future
   adverbial: a past matrix keeps its past ("before it used ..."), "next week" still takes
   "will";
3. a fronted relative word hung on the infinitive although the infinitive has its own object
   ("a CA who you trust to have verified my identity"): the gap goes with the trigger, the
   hypothesis is flagged (relative-gap-lost); a gap inside the infinitive stays;
4. an article read as the controller ('allow the "-" to be omitted'): no subject, flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str, bool]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement")
    }


# 1. modal split off by a parenthetical


def test_parenthetical_after_modal_no_will():
    pairs = _by_kind("The team should, above all, plan to finish the port.")
    hypothesis = pairs["original"][1]
    assert "will" not in hypothesis
    assert hypothesis == "The team should, above all, finish the port."


def test_modal_without_parenthetical_unchanged():
    pairs = _by_kind("A good compiler should aim to catch errors early.")
    assert pairs["original"][1] == "A good compiler should catch errors early."


# 2. "next" that is no time adverbial


def test_next_generation_is_no_future():
    pairs = _by_kind(
        "The system was renamed long before it started to use the features of next generation"
        " hardware."
    )
    hypothesis = pairs["original"][1]
    assert "will" not in hypothesis
    assert "before it used the features" in hypothesis


def test_next_week_still_future():
    pairs = _by_kind("She decided last month to move next year.")
    assert pairs["original"][1] == "She will move next year."


# 3. relative word hung on the infinitive


def test_relative_controller_gap_flagged():
    # re-decided at stop 89 (vc182): flagged before, now not written at all. "who" is the
    # object of "trust" and controls the infinitive, which has an object of its own, so the
    # complement cannot be stated without rebuilding the relative (object control, CGEL ch. 14
    # §7; verb_complement_nonverbs.relativised_object_controller)
    written = [
        p
        for p in mined_pairs(
            "I ask a notary (who you trust to have checked my papers) to sign the form for me.",
            "verb_complement",
        )
        if "who you have checked" in p.hypothesis
    ]
    assert written == []


def test_gap_inside_infinitive_keeps_relative():
    pairs = _by_kind("These are the tools that we want to use.")
    assert pairs["original"][1] == "These are the tools that we will use."


# 4. an article read as the controller


def test_article_controller_flagged():
    written = mined_pairs('Most tools allow the "-" to be dropped.', "verb_complement")
    bad = [p for p in written if p.hypothesis.startswith("The is")]
    assert bad and not any(p.well_formed for p in bad)


def test_noun_controller_stays():
    pairs = _by_kind("Some shells allow the prefix to be left out of the path.")
    assert pairs["original"][1] == "The prefix is left out of the path."
    assert pairs["original"][3]
