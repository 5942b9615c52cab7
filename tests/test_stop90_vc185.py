"""Stop 90, vc185: verb_complement classes judged bad on review text (s1206a, Amazon reviews).

* the speaker's saying formula ("I have to say that P", "I will say that P", "I say to you that
  P", "I tell you that P") asserts P: S entails P (Austin 1962; Searle 1976; Fraser 1975), one
  rule (``verb_complement_stance._speaker_saying_formula``); only its negation stays flagged;
* "love/hate/like that P" are emotive factives, +/+ (Kiparsky & Kiparsky 1970);
* a capitalised person title ("The Doctor said it was ...") is no antecedent of "it";
* "too much to ask (to V)", a bare clause parsed after an embedded question, and a stripped
  ", then ADJ" conjunct in the complement are no complements to test.

Sentences go through the real spaCy model and the real pipeline; all but the first of each
group are constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_hypothesis(text: str, hypothesis: str) -> dict[str, tuple[str, bool, list[str]]]:
    """premise kind -> (label, well formed, flags) of the pairs with this hypothesis."""
    return {
        p.premise_kind: (p.heuristic_label, p.well_formed, p.features["flags"])
        for p in _pairs(text)
        if p.hypothesis == hypothesis
    }


def test_review_have_to_say_myself_is_entailment():
    got = _by_hypothesis("I do have to say myself that they are great.", "They are great.")
    assert got["original"][:2] == ("entailment", True)
    assert got["negated"][1] is False  # "I do not have to say myself that ..." flagged


def test_will_say_is_entailment_and_its_negation_flagged():
    text = "I will say that the soup was too salty."
    got = _by_hypothesis(text, "The soup was too salty.")
    assert got["original"][:2] == ("entailment", True)
    assert got["negated"][1] is False
    assert any(f.startswith("explicit-performative") for f in got["negated"][2])


def test_have_to_say_clause_pair_is_kept_as_entailment():
    got = _by_hypothesis("I have to say that the crackers are stale.", "The crackers are stale.")
    assert got["original"][:2] == ("entailment", True)


def test_present_say_to_you_is_entailment():
    got = _by_hypothesis("I say to you that the harvest is near.", "The harvest is near.")
    assert got["original"][:2] == ("entailment", True)
    assert got["negated"][1] is False


def test_present_tell_you_is_entailment():
    got = _by_hypothesis("I tell you that the bridge is unsafe.", "The bridge is unsafe.")
    assert got["original"][:2] == ("entailment", True)


def test_neighbour_third_person_will_say_stays_neutral():
    got = _by_hypothesis("She will say that the soup was too salty.", "The soup was too salty.")
    assert got["original"][:2] == ("neutral", True)


def test_neighbour_telling_someone_else_stays_flagged_report():
    got = _by_hypothesis("I tell her that the bridge is unsafe.", "The bridge is unsafe.")
    assert got["original"][0] == "neutral"


def test_review_love_that_is_factive():
    got = _by_hypothesis("I love that these are all natural.", "These are all natural.")
    assert got["original"][:2] == ("entailment", True)


def test_hate_that_is_factive_under_negation():
    got = _by_hypothesis("She hates that her neighbour smokes.", "Her neighbour smokes.")
    assert got["original"][0] == "entailment"
    assert got["negated"][0] == "entailment"


def test_bare_clause_after_like_is_no_factive_complement():
    # s1206a: "In fact, I liked it so much I purchased 6 more packs." must not give
    # "So much I purchased 6 more packs." (a result clause of "so")
    text = "Honestly, I loved it so much I ordered a second box."
    assert not any(p.heuristic_label == "entailment" for p in _pairs(text))


def test_neighbour_love_to_stays_neutral():
    got = _by_hypothesis("She loves to bake bread.", "She bakes bread.")
    assert got["original"][0] == "neutral"


def test_review_title_subject_does_not_replace_it():
    text = "The Doctor said it was common in Yorkies and there was nothing more they could do."
    hypotheses = {p.hypothesis for p in _pairs(text)}
    assert not any(h.startswith("The Doctor was") for h in hypotheses)
    assert "It was common in Yorkies and there was nothing more they could do." in hypotheses


def test_title_subject_vet():
    hypotheses = {p.hypothesis for p in _pairs("The Vet said it was normal for puppies.")}
    assert "It was normal for puppies." in hypotheses


def test_neighbour_organisation_still_replaces_it():
    hypotheses = {p.hypothesis for p in _pairs("The Pentagon announced that it was ready.")}
    assert "The Pentagon was ready." in hypotheses


def test_review_too_much_to_ask_dropped():
    assert _pairs("Is it too much to ask to translate the label into English!!!") == []


def test_a_lot_to_expect_dropped():
    assert _pairs("It is a lot to expect them to finish the roof by Friday.") == []


def test_neighbour_asked_to_kept():
    assert {p.hypothesis for p in _pairs("He asked to leave early.")} == {"He left early."}


def test_review_bare_clause_after_embedded_question_dropped():
    text = (
        "We are going to travel this summer, so I wanted to see how she would do on he canned"
        " before I ordered a whole case from the supplier."
    )
    assert not any(p.hypothesis.startswith("He canned") for p in _pairs(text))


def test_review_stripped_then_conjunct_dropped():
    text = (
        "First I was disappointed to find that it was no longer made, then gleeful when I"
        " finally found it."
    )
    assert not any("then gleeful" in p.hypothesis for p in _pairs(text))


def test_stripped_then_conjunct_constructed():
    text = "I was thrilled to see that it was back in stock, then furious when the price doubled."
    hypotheses = {p.hypothesis for p in _pairs(text)}
    assert not any("then furious" in h for h in hypotheses)


def test_neighbour_stripped_conjunct_outside_that_clause_keeps_clause_pair():
    text = "At first he was sad to learn that the shop had closed, then relieved when it reopened."
    assert "The shop had closed." in {p.hypothesis for p in _pairs(text)}


def test_neighbour_then_with_a_verb_kept():
    text = "I was surprised to find that it was cheap, and then I ordered two."
    assert "It was cheap." in {p.hypothesis for p in _pairs(text)}


def test_negation_removed_say_to_you_is_entailment():
    # ab89b verb-002 (Bible, "I don't say to you that I will pray"): the premise left by
    # removing the negation is the speaker's own formula; constructed sentence
    text = "I don't say to you that the harvest will fail."
    got = _by_hypothesis(text, "The harvest will fail.")
    assert got["negation_removed"][:2] == ("entailment", True)
    assert got["original"][0] == "neutral"


def test_neighbour_negated_tell_someone_else_stays_flagged():
    got = _by_hypothesis("I do not tell her that the plan failed.", "The plan failed.")
    assert got["negation_removed"][1] is False
