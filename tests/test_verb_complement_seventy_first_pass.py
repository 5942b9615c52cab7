"""verb_complement, seventy-first pass (branch vc65, stop 51): complement hypotheses.

Constructed sentences through the real pipeline (``mined_pairs``): an epistemic "must" is kept
in the complement; "never to V" keeps "never" ("He never returned"); a trigger's negation
dropped inside a higher verb's clause that stays in the hypothesis is flagged; "Now suppose
that ..." and "Let us suppose that ..." are suppositions, flagged; the last item of a series of
predicates is cut from a complement of the series' middle item.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind}


# 1. an epistemic "must" stays (Coates 1983)


def test_epistemic_must_under_past_thought_is_kept():
    hyps = _hypotheses("He thought it must be the old miller's boat.")
    assert hyps == {"It must be the old miller's boat."}


def test_epistemic_must_have_under_past_knew_is_kept():
    hyps = _hypotheses("She knew that the letter must have been lost in the post.")
    assert hyps == {"The letter must have been lost in the post."}


# 2. "never to V" keeps "never" (Quirk et al. 1985 §10.58)


def test_never_to_return_keeps_never():
    hyps = _hypotheses("He promised never to return to the village.")
    assert hyps == {"He never returned to the village."}


def test_never_to_be_puts_never_after_be():
    assert _hypotheses("He seemed never to be at home.") == {"He was never at home."}


def test_never_with_will_future():
    hyps = _hypotheses("The new rules are expected never to be enforced.")
    assert hyps == {"The new rules will never be enforced."}


def test_not_to_keeps_do_support():
    hyps = _hypotheses("She decided not to speak to him again.")
    assert hyps == {"She did not speak to him again."}


# 3. a trigger's negation dropped under a higher verb that stays


def test_negated_trigger_inside_hope_is_flagged():
    # "need to": present "have to" is no candidate since vc75 (eighty-first pass)
    pairs = [p for p in _pairs("They hope to never need to say goodbye.")]
    framed = [p for p in pairs if p.hypothesis == "They hope to say goodbye."]
    assert framed
    for p in framed:
        assert not p.well_formed
        assert "negated-trigger-in-embedded-clause" in _flags(p)


def test_negated_trigger_inside_believe_is_flagged():
    pairs = _pairs("He believed that he could never hope to win the race.")
    framed = [p for p in pairs if p.hypothesis == "He believed that he could win the race."]
    assert framed
    assert all("negated-trigger-in-embedded-clause" in _flags(p) for p in framed)


def test_negated_root_trigger_is_not_flagged():
    pairs = _pairs("The old ferry did not manage to cross the river.")
    assert pairs
    assert all("negated-trigger-in-embedded-clause" not in _flags(p) for p in pairs)
    assert any(p.well_formed for p in pairs)


# 4. suppositional imperatives after an adverb or under "let us"


def test_now_suppose_that_is_dropped():
    # flagged since the seventy-first pass, dropped since vc71 like "Suppose that" at the start
    assert not _pairs("Now suppose that the bridge collapses under the weight.")


def test_let_us_suppose_that_is_flagged():
    pairs = _pairs("Let us suppose that the river rises another foot.")
    assert pairs
    assert all("suppositional-imperative" in _flags(p) for p in pairs)


def test_trigger_under_then_suppose_is_flagged():
    pairs = _pairs("Then suppose he refuses to pay the fine.")
    assert pairs
    assert all("suppositional-imperative" in _flags(p) for p in pairs)


def test_first_person_suppose_with_subject_stays():
    pairs = _pairs("Now I suppose that the bridge will hold.")
    assert pairs
    assert all("suppositional-imperative" not in _flags(p) for p in pairs)
    assert any(p.well_formed for p in pairs)


# 5. the last item of a series of predicates


def test_series_last_item_is_cut_from_complement():
    text = (
        "He locked the door, checked the windows, decided that the house was safe and went to bed."
    )
    assert _hypotheses(text) == {"The house was safe."}


def test_two_predicates_without_series_keep_the_conjunct():
    text = "He sat down and said that he was tired and wanted to sleep."
    assert "He was tired and wanted to sleep." in _hypotheses(text)
