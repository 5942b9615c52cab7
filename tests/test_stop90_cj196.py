"""Stop 90, cj196: conjunction classes judged bad on review text (s1206a, Amazon food reviews).

Each test runs real sentences through the real pipeline (``mined_pairs``) and pairs a refused or
relabelled class with a good neighbour that keeps its pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "conjunction")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


def _removals(text: str) -> dict[str, object]:
    return {p.hypothesis: p for p in _pairs(text) if p.hypothesis_kind == "conjunct_removed"}


@pytest.mark.parametrize(
    "text",
    [
        "One cup of this and my mouth feels instantly-cleansed.",  # s1206a conj-017
        "A single sip and my headache is gone.",
    ],
)
def test_np_and_s_conditional_with_singular_verb_is_refused(text: str) -> None:
    # Culicover & Jackendoff 1997: "NP and S" is a conditional; the singular verb shows the
    # first NP is no part of a coordinated subject
    assert _pairs(text) == []
    # neighbour: a real coordinated subject agrees in the plural and keeps its removals
    kept = _removals("A dog and a cat were in the yard.")
    assert kept["A dog was in the yard."].heuristic_label == "entailment"
    # neighbour: two indefinites under notional singular concord are one idea, no condition
    # (s1205w conj-014, judged kept)
    concord = _removals("A high look and a proud heart, the lamp of the wicked, is sin.")
    assert "A proud heart, the lamp of the wicked, is sin." in concord


@pytest.mark.parametrize(
    "text",
    [
        "It came nice and moist, so even our three year old could chew it up.",  # conj-028
        "The bread came out nice and crusty.",
        "The loaf came out lovely and soft.",
    ],
)
def test_nice_and_adjective_intensifier_is_refused(text: str) -> None:
    hyps = _hypotheses(text)
    assert not any(("nice and" in h) != ("nice and" in text) for h in hyps)
    assert not any(("lovely and" in h) != ("lovely and" in text) for h in hyps)
    # neighbour: "nice" said of a person is a trait of its own, a real coordination
    kept = _removals("She was nice and friendly to everyone.")
    assert "She was friendly to everyone." in kept


def test_descriptive_name_with_and_is_refused() -> None:
    text = (
        "Well, I was passing the desert isle in my nearby Fresh and Easy Market and there were "
        "some Gamesa Sugar Wafers."
    )  # s1206a conj-074
    hyps = _hypotheses(text)
    assert not any("nearby Fresh Market" in h or "nearby Easy Market" in h for h in hyps)
    # the clause-level "and" is untouched
    assert "There were some Gamesa Sugar Wafers." in hyps
    made_up = _hypotheses("We stopped at the Quick and Easy Cafe on the way home.")
    assert not any("the Easy Cafe" in h or "the Quick Cafe" in h for h in made_up)
    # neighbour: classifying names distribute ("North Dakota" is a state of its own)
    kept = _removals("We drove through North and South Dakota last summer.")
    assert "We drove through North Dakota last summer." in kept
    # neighbour: a field of study divides into subfields (ConjNLI dev gold: entailment)
    field = _removals("In 1986 he was awarded a degree in Theoretical and Mathematical Physics.")
    assert "In 1986 he was awarded a degree in Theoretical Physics." in field


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            "After finishing the box, my husband and I unanimously agreed that we'd never "
            "tasted better.",  # s1206a conj-022
            "my husband unanimously agreed",
        ),
        ("My brother and I mutually agreed to split the box.", "My brother mutually"),
    ],
)
def test_group_adverb_subject_is_refused(text: str, bad: str) -> None:
    assert not any(bad in h for h in _hypotheses(text))
    # neighbour: without the group adverb the subject distributes
    kept = _removals("My wife and I decided to buy another case.")
    assert kept["My wife decided to buy another case."].heuristic_label == "entailment"


@pytest.mark.parametrize(
    ("text", "removed"),
    [
        (
            "It's got reduced (or no) sugar or fat, but is loaded with artery-clogging trans "
            "fats to improve the taste.",  # s1206a conj-003
            "It's got reduced (or no) fat, but is loaded with artery-clogging trans fats to "
            "improve the taste.",
        ),
        (
            "It has reduced (or no) sugar or salt, and tastes great.",
            "It has reduced (or no) salt, and tastes great.",
        ),
    ],
)
def test_bracketed_negator_does_not_scope_over_or(text: str, removed: str) -> None:
    pair = _removals(text).get(removed)
    assert pair is None or pair.heuristic_label != "entailment"
    # neighbour: an unbracketed "no" still negates the disjunction
    kept = _removals("These bars contain no salt or butter.")
    assert kept["These bars contain no butter."].heuristic_label == "entailment"


@pytest.mark.parametrize(
    ("text", "removed"),
    [
        (
            "I ordered this because my girlfriend and I enjoy trying unusual foods.",  # conj-089
            "I ordered this because I enjoy trying unusual foods.",
        ),
        (
            "We left the cafe early because the soup and the bread were cold.",
            "We left the cafe early because the soup was cold.",
        ),
    ],
)
def test_coordinated_argument_in_because_clause_is_entailment(text: str, removed: str) -> None:
    assert _removals(text)[removed].heuristic_label == "entailment"
    # neighbour: two reason clauses still give two reasons (neutral)
    kept = _removals("We left early because the soup was cold and the bread was stale.")
    assert kept["We left early because the soup was cold."].heuristic_label == "neutral"


def test_stranded_modal_beside_unlike_conjunct_is_not_removed() -> None:
    text = "They are charging double what they should and with nearly $15 shipping on top of it."
    hyps = _hypotheses(text)  # s1206a conj-067
    assert not any("what they with" in h for h in hyps)
    # the other conjunct's removal keeps the elliptical clause whole
    assert "They are charging double what they should." in hyps


def test_interjection_tagged_conjunct_with_object_is_refused() -> None:
    text = (
        "Try this stuff and you'll be a convert and like all converts you will be ask to "
        "'shut up about the tea already!'"
    )  # s1206a conj-039
    hyps = _hypotheses(text)
    assert not any("a like all converts" in h or "a convert you will" in h for h in hyps)
