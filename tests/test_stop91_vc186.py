"""Stop 91, vc186: verb_complement classes judged bad on review text (s1206b, ab90b; Amazon
food reviews).

* a speaker's viewpoint or style disjunct opening the complement ("in my opinion", "personally",
  "to me") belongs to the matrix attitude and leaves the hypothesis (Quirk et al. 1985 §8.127);
* a comma-set additive that closes the sentence (", too", ", as well") has the matrix as its
  focus and leaves the hypothesis (Quirk §8.116);
* an "or" clause of counterfactual consequence ("or I would have heard otherwise") is the
  speaker's grounds (Quirk §13.36): the complement ends before it, and no ¬S is written;
* "that" after a noun object of the trigger, as the subject of its clause, is a relative
  pronoun (CGEL ch. 12 §3): no pair; a recipient object ("told the kids that's enough") keeps
  its content clause;
* "would love to V if ..." keeps its conditional "would" (Quirk §14.23);
* the performative "I have to warn that P" and a comma-spliced "have to" are flagged, not clean;
* a trigger in a causal "since" clause gets no in-place pair (Quirk §15.45);
* "Sorry for X," opens the turn as a whole and leaves the hypothesis (Quirk §8.91).

Sentences go through the real spaCy model and the real pipeline; the first of each group is
the review sentence, the others are constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str) -> dict[str, list[tuple[str, str, bool]]]:
    out: dict[str, list[tuple[str, str, bool]]] = {}
    for p in _pairs(text):
        out.setdefault(p.premise_kind, []).append((p.hypothesis, p.heuristic_label, p.well_formed))
    return out


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


# -- viewpoint disjuncts ------------------------------------------------------------------------


def test_review_in_my_opinion_leaves_the_hypothesis() -> None:
    got = _by_kind("So I think in my opinion it tastes really good.")
    assert ("It tastes really good.", "neutral", True) in got["original"]
    assert ("It tastes really good.", "neutral", True) in got["negated"]
    assert not any(
        h.startswith("In my opinion")
        for h in _hypotheses("So I think in my opinion it tastes really good.")
    )


def test_constructed_personally_leaves_the_hypothesis() -> None:
    assert _hypotheses("I think personally the old formula was better.") == {
        "The old formula was better."
    }


def test_neighbour_complement_without_disjunct_is_unchanged() -> None:
    assert _hypotheses("I think the old formula was better.") == {"The old formula was better."}


# -- final additives ----------------------------------------------------------------------------


def test_review_final_too_leaves_the_complement() -> None:
    text = (
        "At first, I thought my memory of how good they were was just faulty, but my daughter "
        "told me she felt the others had been much better, too."
    )
    hyps = _hypotheses(text)
    assert "The others had been much better." in hyps
    assert "The others had been much better, too." not in hyps


def test_constructed_final_too_after_third_person() -> None:
    got = _by_kind("My husband thinks the sauce is too salty, too.")
    assert ("The sauce is too salty.", "neutral", True) in got["original"]


def test_neighbour_evidential_subject_keeps_its_too() -> None:
    # a pair of this shape was kept as is by the judges (the prior's training rows)
    text = (
        "The blood spattered liberally around the entrance suggests that there is a certain "
        "amount of violence, too."
    )
    assert "There is a certain amount of violence, too." in _hypotheses(text)


def test_neighbour_degree_too_inside_the_clause_stays() -> None:
    assert "The sauce is too salty." in _hypotheses("My husband thinks the sauce is too salty.")


# -- "or" + counterfactual consequence ----------------------------------------------------------


def test_review_or_would_have_is_cut_and_no_negated_pair() -> None:
    got = _by_kind("I suspect they were perfect or I would have heard otherwise.")
    assert got.get("original") == [("They were perfect.", "neutral", True)]
    assert "negated" not in got


def test_constructed_or_it_would_have_is_cut() -> None:
    got = _by_kind("I assume the package was lost or it would have arrived by now.")
    assert got.get("original") == [("The package was lost.", "neutral", True)]
    assert "negated" not in got


def test_neighbour_plain_or_disjunction_stays_whole() -> None:
    got = _by_kind("I think they ship on Monday or they ship on Tuesday.")
    assert ("They ship on Monday or they ship on Tuesday.", "neutral", True) in got["original"]
    assert "negated" in got


# -- relative "that" after an object -------------------------------------------------------------


def test_review_relative_that_after_find_object_is_no_complement() -> None:
    text = (
        "Until I can find something locally that's as delicious and satisfying (nothing fake or "
        "chemically in them either), they're our biscotti of choice."
    )
    assert not any(h.lower().startswith("that") for h in _hypotheses(text))


def test_constructed_relative_that_after_found_object_with_adverb() -> None:
    hyps = _hypotheses("I finally found a brand locally that's as good as the imported one.")
    assert not any(h.lower().startswith("that") for h in hyps)


def test_neighbour_recipient_object_keeps_its_content_clause() -> None:
    assert "That's enough candy for today." in _hypotheses(
        "I told the kids that's enough candy for today."
    )


def test_neighbour_real_complementizer_after_find() -> None:
    got = _by_kind("I found that the bags were stale.")
    assert ("The bags were stale.", "entailment", True) in got["original"]


# -- conditional "would love to" ----------------------------------------------------------------


def test_review_would_love_to_if_keeps_would() -> None:
    hyps = _hypotheses("My kids would love to drink these all day long if allowed.")
    assert "My kids would drink these all day long if allowed." in hyps
    assert "My kids will drink these all day long if allowed." not in hyps


def test_constructed_would_love_to_with_if_clause_keeps_would() -> None:
    hyps = _hypotheses("I would love to try the other flavors if they ever restock them.")
    assert hyps == {"I would try the other flavors if they ever restock them."}


def test_neighbour_would_love_to_without_condition_takes_will() -> None:
    assert _hypotheses("I would love to try the other flavors.") == {
        "I will try the other flavors."
    }


# -- performative and spliced "have to" ---------------------------------------------------------


def _will_pairs(text: str, hypothesis: str) -> list:
    return [p for p in _pairs(text) if p.hypothesis == hypothesis]


def test_review_have_to_warn_is_not_clean() -> None:
    text = "I have to warn that my review is going to sound like I sell this product."
    pairs = _will_pairs(
        text, "I will warn that my review is going to sound like I sell this product."
    )
    assert pairs and not any(p.well_formed for p in pairs)


def test_constructed_have_to_mention_is_not_clean() -> None:
    pairs = _will_pairs(
        "I have to mention that the lid was cracked.", "I will mention that the lid was cracked."
    )
    assert pairs and not any(p.well_formed for p in pairs)


def test_review_spliced_have_to_is_not_clean() -> None:
    text = (
        "The irony is that you have a perfect product that nature produces, then you have to "
        "adulterate it, overcomplicating it with garbage, making it unacceptable."
    )
    assert not any(p.well_formed and "will adulterate" in p.hypothesis for p in _pairs(text))


def test_neighbour_one_clause_obligation_stays_clean() -> None:
    pairs = _will_pairs("We have to hem the dust ruffle.", "We will hem the dust ruffle.")
    assert pairs and all(p.well_formed for p in pairs)


# -- causal "since" -----------------------------------------------------------------------------


def test_review_negated_want_in_since_clause_gets_no_in_place_pair() -> None:
    text = (
        "My biggest complaint though was how several of the bags (I think it was 4) popped open "
        "during shipping and I ended up throwing them out since I didn't want to use a product "
        "from an opened bag."
    )
    assert not any("since I used" in h for h in _hypotheses(text))


def test_constructed_since_clause_gets_no_in_place_pair() -> None:
    assert not any(
        "since I wasted" in h
        for h in _hypotheses("I returned the box since I did not want to waste the money.")
    )


def test_neighbour_temporal_since_with_perfect_is_not_a_reason() -> None:
    text = "I have lived here since I decided to leave the city."
    assert any("since I left the city" in h for h in _hypotheses(text))


# -- "Sorry for X," ----------------------------------------------------------------------------


def test_review_sorry_for_phrase_leaves_the_hypothesis_whole() -> None:
    text = (
        "Sorry for the long delay, I really do not like to write negative comments, but this was "
        "delivered to my Mother-in-law, stale and bad."
    )
    hyps = _hypotheses(text)
    assert "I write negative comments." in hyps
    assert not any(h.startswith("For the long delay") for h in hyps)


def test_constructed_sorry_about_phrase() -> None:
    hyps = _hypotheses("Sorry about the late review, I forgot to post it.")
    assert "I posted it." in hyps
    assert not any(h.startswith("About") for h in hyps)


def test_neighbour_bare_sorry_comma() -> None:
    assert "The box was crushed." in _hypotheses("Sorry, I think the box was crushed.")
