"""Stop 94, vc195: polarity items and labels of negative implicatives (verb_complement, s9403).

- an "any"-pronoun with a comparative after "as"/"like" ("portrays her as anything more than a
  rival") is the NPI of the negative implicative, not free choice: taking the complement out
  of "fail" leaves it unlicensed, so the pairs are flagged ``npi-in-complement:anything``;
  under a modal ("could cast him as anything more") it stays free choice;
- the quantifier "much" of a mass noun under a negated trigger ("don't appear to have much
  influence") is non-assertive: the positive hypothesis and the negation-removed premise are
  flagged ``npi-in-complement:much``; "so much influence" is a positive degree phrase;
- "neglect/fail to mention that P" presents P as true: entailment (``report:omission``);
  a plain "did not mention that P" stays neutral;
- "recall that" is +/o: "does not recall that P" is neutral; "recalls that P" entails P;
- "give it thumbs down": a caseless pronoun after a ditransitive verb without a clause frame
  is its object, no clause subject: no "It thumbs down." pair; "I propose we leave" keeps its.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_kind(text: str) -> dict:
    return {p.premise_kind: p for p in _complement_pairs(text)}


def _flags(pair) -> list:
    return pair.features.get("flags") or []


# -- "any"-pronoun + comparative after a descriptive preposition -------------------------------


def test_anything_more_after_as_is_flagged_under_fail():
    pairs = _by_kind("The novel fails to depict its heroine as anything more than a rival.")
    assert pairs["original"].hypothesis.startswith("The novel depicts its heroine as anything")
    for kind in ("original", "negated"):
        assert not pairs[kind].well_formed
        assert "non-construction:npi-in-complement:anything" in _flags(pairs[kind])


def test_anyone_much_better_after_like_is_flagged():
    pairs = _by_kind("The coach failed to treat him like anyone much better than a rookie.")
    assert not pairs["original"].well_formed
    assert "non-construction:npi-in-complement:anyone" in _flags(pairs["original"])


def test_free_choice_as_any_without_comparative_is_kept():
    # near miss: "as any other" / a plain description stays free choice
    pairs = _by_kind("The critic managed to describe it as any other thriller.")
    assert pairs["original"].well_formed


# -- determiner "much" under a negated trigger -------------------------------------------------


def test_much_with_mass_noun_is_flagged_both_ways():
    pairs = _by_kind("The new rules don't appear to have much influence on the market.")
    assert pairs["original"].hypothesis == "The new rules have much influence on the market."
    for kind in ("original", "negation_removed"):
        assert not pairs[kind].well_formed
        assert "non-construction:npi-in-complement:much" in _flags(pairs[kind])


def test_so_much_is_no_npi():
    pairs = _by_kind("The new rules don't appear to have so much influence on the market.")
    assert all(
        "non-construction:npi-in-complement:much" not in _flags(p) for p in pairs.values()
    )


# -- "neglect/fail to mention that P" --------------------------------------------------------


def _that_pairs(text: str) -> dict:
    return {
        p.premise_kind: p
        for p in _complement_pairs(text)
        if p.features.get("complement_rule", "").startswith("complement:that")
    }


def test_neglect_to_mention_that_entails_the_fact():
    pair = _that_pairs("The leaflet neglects to mention that the pills can cause dizziness.")[
        "original"
    ]
    assert pair.hypothesis == "The pills can cause dizziness."
    assert pair.heuristic_label == "entailment"
    assert pair.features["signature"] == "+/+"


def test_failed_to_disclose_that_entails_the_fact():
    pair = _that_pairs("The senator failed to disclose that his brother owned the firm.")[
        "original"
    ]
    assert pair.heuristic_label == "entailment"


def test_plain_mention_stays_neutral():
    # near miss: no omission verb over "mention"
    pair = _that_pairs("The leaflet mentions that the pills can cause dizziness.")["original"]
    assert pair.heuristic_label == "neutral"


# -- "recall that" ------------------------------------------------------------------------------


def test_not_recall_that_is_neutral():
    pairs = _by_kind("The former clerk, Tom Reed, recalls that the vault was never locked.")
    assert pairs["original"].heuristic_label == "entailment"
    assert pairs["negated"].heuristic_label == "neutral"


def test_first_person_not_recall_that_is_neutral():
    pairs = _by_kind("I do not recall that the meeting ended early.")
    assert pairs["original"].heuristic_label == "neutral"


# -- idiom objects read as a clause ------------------------------------------------------------


def test_give_it_thumbs_down_gives_no_clause_pair():
    hyps = [p.hypothesis for p in _complement_pairs("We had to give it thumbs down.")]
    assert "It thumbs down." not in hyps


def test_bare_clause_after_propose_is_kept():
    pairs = _by_kind("I propose we leave at noon.")
    assert pairs["original"].hypothesis == "We leave at noon."
