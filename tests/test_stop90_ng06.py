"""Stop 90, ng06: negation and embedding on review text.

* additive "too" and scalar focus "even" in the finite complement of a neg-raising trigger fall
  under the negation added on the trigger ("not think p" = "think not p"; Horn 1989 ch. 5):
  "too" becomes "either" (Klima 1964; Quirk et al. 1985 §8.116), "even" is dropped (its scale
  reverses under negation; Karttunen & Peters 1979) (``complement.raised_additive_swaps``);
* a first-person past "knew/guessed/expected" under IMPPRES's "might have" is the reproach
  idiom "I might have known" (Quirk et al. 1985 §4.64): the modal takes IMPPRES Table 1's
  sentential frame instead (``embedding.reproach_idiom``);
* a trigger in an adjunct the parse hung on the clause before a comma splice ("..., however,
  after trying this I fell in love") is the next clause's initial adjunct (Quirk et al. 1985
  §8.13-8.16): no embedded premise on the wrong clause
  (``presupposition.premises._adjunct_of_next_clause``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _negated(text: str, phenomenon: str = "verb_complement") -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


def _modal(text: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "modal"]


# --- PPIs in a neg-raised complement ----------------------------------------------------------


def test_additive_too_becomes_either_under_raised_negation():
    # review s1206a verb-062
    pairs = _negated("It seems the family likes them too.")
    assert pairs
    assert {p.premise for p in pairs} == {"It does not seem the family likes them either."}


def test_additive_too_constructed():
    pairs = _negated("I think my neighbours enjoy the cookies too.")
    assert pairs
    for p in pairs:
        assert p.premise == "I do not think my neighbours enjoy the cookies either."
        assert p.hypothesis == "My neighbours enjoy the cookies too."


def test_scalar_even_dropped_under_raised_negation():
    # review s1206a verb-045
    pairs = _negated("I think I even like it better than an extra sharp cheddar cheese.")
    assert pairs
    assert {p.premise for p in pairs} == {
        "I do not think I like it better than an extra sharp cheddar cheese."
    }


def test_scalar_even_constructed():
    pairs = _negated("I think she even cooks it herself.")
    assert pairs
    assert {p.premise for p in pairs} == {"I do not think she cooks it herself."}


def test_neighbour_without_ppi_untouched():
    pairs = _negated("I think the family likes them.")
    assert pairs
    assert {p.premise for p in pairs} == {"I do not think the family likes them."}


# --- "I might have known": the reproach idiom ------------------------------------------------


def test_first_person_knew_takes_sentential_modal():
    # review s1206a pres-063
    pairs = _modal("I knew something was wrong when my dog had devoured it within minutes.")
    assert pairs
    for p in pairs:
        assert "might have known" not in p.premise
        assert p.premise.startswith("It's possible that I knew something was wrong")


def test_first_person_realized_constructed():
    pairs = _modal("We realized that the parcel was lost.")
    assert pairs
    for p in pairs:
        assert "might have realized" not in p.premise


def test_third_person_knew_keeps_might():
    pairs = _modal("She knew something was wrong when the dog had eaten it.")
    assert pairs
    assert any(p.premise.startswith("She might have known") for p in pairs)


# --- trigger in the next clause of a comma splice -----------------------------------------------


_TUNA = (
    "I've never been a fan of tuna, however, after trying this (sundried tomato & basil) "
    "I fell in love."
)


def test_spliced_after_phrase_no_premise_on_first_clause():
    # review s1206a pres-001, pres-038
    bad = [
        p
        for p in mined_pairs(_TUNA, "presupposition")
        if p.well_formed
        and p.premise_kind != "original"
        and "fell in love" in p.premise
        and ("I've been a fan" in p.premise or p.premise.startswith("Have I never"))
    ]
    assert not bad


def test_spliced_adjunct_constructed():
    text = "I was never into olives, however, after tasting these (the green ones) I bought a jar."
    bad = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.well_formed
        and p.premise_kind != "original"
        and ("I was into olives" in p.premise or p.premise.startswith("Was I never"))
    ]
    assert not bad


def test_after_phrase_of_own_clause_untouched():
    pairs = mined_pairs("She stopped smoking after the baby was born.", "presupposition")
    assert any(
        p.premise == "She didn't stop smoking after the baby was born." and p.well_formed
        for p in pairs
    )


def test_no_question_spliced_into_the_written_sentence():
    # the clause after the splice ("I fell in love", "I stopped buying pickles") is a sentence of
    # its own to the parser: its question would follow declarative words of the same sentence
    for text in (
        _TUNA,
        "I used to hate olives, however, after tasting these (the green ones) I stopped buying "
        "pickles.",
    ):
        questions = [
            p.premise
            for p in mined_pairs(text, "presupposition")
            if p.premise_kind == "interrogative" and p.well_formed
        ]
        assert not [q for q in questions if " Did I " in q]


def test_question_after_full_stop_untouched():
    pairs = mined_pairs("We sold the farm. Then she stopped raising goats.", "presupposition")
    assert any(p.premise_kind == "interrogative" and p.well_formed for p in pairs)
