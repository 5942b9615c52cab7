"""Stop 91, branch im110: implicature on review text (blind review s1206b, Amazon food reviews).

* a final purpose adjunct ("to V", "in order to", "so that") is dropped from the hypothesis and
  the embedded premises: the clause negation can take it as its focus (Quirk et al. 1985
  §10.64; ``supplements.purpose_closing``); an infinitive complement after an object ("asked
  two friends to taste it") stays;
* "try to V" whose outcome a later clause evaluates with an anaphoric subject ("..., and that
  didn't help") reports a performed action: no ⟨try, manage⟩ pair
  (``experiment_uses.performed_try``); a later clause about something else keeps its pairs;
* a numeral on the per-item source "from" after an earlier, no larger numeral of the clause
  is bounded literally: no pair for it (``experiment_uses.bounded_numeral``);
* an opening evaluative matrix ("Too bad ...") leaves the hypothesis
  (``supplements.evaluative_frame_opening``); a clause under "thrilled/glad to discover that"
  gets no candidate (``formulae.emotive_complement``);
* a gradable adjective as the object predicative of keep/leave/get gets no scale pair
  (``experiment_uses.resultative_adjective``); causative "make" keeps its pair;
* the in-place modal premise ends on "." where the source ended on one "!"
  (``rewrite.embedding._declarative_close``).

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "implicature"}


def _by_kind(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis)
        for p in _pairs(text, subtype)
        if p.hypothesis_kind == "implicature"
    }


# --- purpose adjunct --------------------------------------------------------------------------


def test_neighbour_purpose_after_quantified_subject_stays():
    hyps = _hypotheses("Most cooks add salt so that the soup tastes better.", "quantifiers")
    assert "Not all cooks add salt so that the soup tastes better." in hyps, hyps


def test_final_purpose_infinitive_leaves_the_hypothesis():
    hyps = _hypotheses("I bought three bags to share with my neighbours.", "numerals")
    assert hyps == {"I didn't buy more than three bags."}, hyps


def test_in_order_to_leaves_every_premise_and_hypothesis():
    pairs = _pairs("I ordered two boxes in order to save on shipping.", "numerals")
    assert pairs
    for p in pairs:
        if p.premise_kind != "original":
            assert "in order to" not in p.premise, p.premise
        assert "in order to" not in p.hypothesis, p.hypothesis


def test_so_that_purpose_leaves_the_hypothesis():
    hyps = _hypotheses("We added two cups of sugar so that it would be thicker.", "numerals")
    assert hyps == {"We didn't add more than two cups of sugar."}, hyps


def test_purpose_after_object_of_try_gives_no_negated_control():
    pairs = _pairs("I tried two samples from the box to make sure it was fresh.", "numerals")
    assert pairs
    assert not any("to make sure" in p.hypothesis for p in pairs if p.premise_kind != "negated")
    assert not any(p.premise_kind == "negated" and "to make sure" in p.premise for p in pairs)


def test_neighbour_object_control_infinitive_stays():
    hyps = _hypotheses("I asked two friends to taste it.", "numerals")
    assert "I didn't ask more than two friends to taste it." in hyps, hyps


# --- try of a performed experiment ----------------------------------------------------------


def test_try_evaluated_by_it_didnt_help_gives_no_pair():
    assert not _pairs("I tried to cook it longer and it didn't help.", "gradable_verbs")


def test_try_evaluated_by_it_worked_gives_no_pair():
    assert not _pairs("We tried to soak the beans overnight, and it worked.", "gradable_verbs")


def test_neighbour_try_with_another_conjunct_keeps_its_pairs():
    hyps = _hypotheses("We tried to close the gate and ran into a problem.", "gradable_verbs")
    assert "We didn't manage to close the gate." in hyps, hyps


# --- a numeral bounded by an earlier one --------------------------------------------------


def test_source_numeral_bounded_by_item_numeral_gives_no_pair():
    hyps = _hypotheses("We bought two bottles from two different shops.", "numerals")
    assert not any("from no more than" in h for h in hyps), hyps
    assert "We didn't buy more than two bottles from two different shops." in hyps, hyps


def test_neighbour_source_numeral_above_item_numeral_keeps_its_pair():
    hyps = _hypotheses("We sampled five cookies from three different bakeries.", "numerals")
    assert any("from no more than three" in h for h in hyps), hyps


# --- evaluative matrix --------------------------------------------------------------------


def test_too_bad_leaves_the_hypothesis():
    kinds = _by_kind("Too bad we ate most of the cookies.", "quantifiers")
    assert kinds["original"] == (
        "Too bad we ate most of the cookies.",
        "We didn't eat all of the cookies.",
    )


def test_what_a_shame_leaves_the_hypothesis():
    hyps = _hypotheses("What a shame some of the jars were broken.", "quantifiers")
    assert hyps == {"Not all of the jars were broken."}, hyps


def test_thrilled_to_discover_gives_no_pair():
    assert not _pairs("I was thrilled to discover that some stores sell the mix.", "quantifiers")


def test_glad_to_see_gives_no_pair():
    assert not _pairs("We were glad to see that most of the jars arrived intact.", "quantifiers")


def test_neighbour_plain_clause_keeps_its_pair():
    hyps = _hypotheses("Some stores sell the mix.", "quantifiers")
    assert "Not all stores sell the mix." in hyps, hyps


# --- resultative adjective ----------------------------------------------------------------


def test_passive_kept_happy_gives_no_pair():
    assert not _pairs("The guests were kept happy.", "gradable_adjectives")


def test_leave_object_warm_gives_no_pair():
    assert not _pairs("The tea left my hands warm.", "gradable_adjectives")


def test_neighbour_causative_make_keeps_its_pair():
    hyps = _hypotheses("This coffee makes me happy.", "gradable_adjectives")
    assert "This coffee doesn't make me ecstatic." in hyps, hyps


def test_neighbour_predicative_happy_keeps_its_pair():
    hyps = _hypotheses("The kids were happy.", "gradable_adjectives")
    assert "The kids weren't ecstatic." in hyps, hyps


# --- modal premise of an exclamation --------------------------------------------------------


def test_modal_premise_of_cut_exclamation_ends_on_full_stop():
    kinds = _by_kind("I bought 3 jars for my sister - she loved them!", "numerals")
    assert kinds["modal"][0] == "I might have bought 3 jars for my sister.", kinds


def test_modal_premise_of_exclamation_ends_on_full_stop():
    kinds = _by_kind("The soup was cheap!", "gradable_adjectives")
    assert kinds["modal"][0] == "The soup might have been cheap.", kinds
    assert kinds["original"][0] == "The soup was cheap!"
