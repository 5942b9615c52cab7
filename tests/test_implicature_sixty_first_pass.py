"""Sixty-first pass (docs/implicature.md, "Sixty-first pass (stop 59, im54: ...)").

No candidate for future-possibility and comparative-subject "could", a numeral inside an
ornative compound modifier ("three fingered paws"), cardinal "many" with "open/spring up",
"good" of an extraposed bare clause, "most" after a measure noun, "try to somehow V"; no pair
for a bare absolute clause. Sentences of the review s1202g and constructed twins through the
real pipeline; each class has a twin that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


def test_future_possibility_could_gets_no_pair() -> None:
    assert _hypotheses("The Navy could act on this at any moment.", "modals") == set()


def test_could_without_time_point_keeps_its_pair() -> None:
    assert _hypotheses("The Navy could act on this.", "modals") == {
        "The Navy didn't need to act on this."
    }


def test_comparative_subject_could_gets_no_pair() -> None:
    text = "A more skilled Magus could cast them more efficiently, though."
    assert _hypotheses(text, "modals") == set()


def test_plain_subject_could_keeps_its_pair() -> None:
    # stop 59 mend (rt1 finding 8): an indefinite singular NNP subject is hypothetical like an
    # NN one ("A skilled wizard could ..."), so the twin is the definite "The skilled Magus"
    assert _hypotheses("The skilled Magus could cast them more efficiently.", "modals") == {
        "The skilled Magus didn't need to cast them more efficiently."
    }


def test_numeral_in_ornative_compound_gets_no_pair() -> None:
    assert _hypotheses("Your hands have fused into three fingered paws.", "numerals") == set()
    assert _hypotheses("The cat has three legged kittens.", "numerals") == set()


def test_numeral_before_participle_adjective_keeps_its_pair() -> None:
    assert _hypotheses("Two armed guards stood at the door.", "numerals") == {
        "No more than two armed guards stood at the door."
    }
    assert _hypotheses("Your hands have fused into three paws.", "numerals") == {
        "Your hands haven't fused into more than three paws."
    }


def test_cardinal_many_opening_up_gets_no_pair() -> None:
    text = "Many new careers are opening up to those who are willing to learn a new craft."
    assert _hypotheses(text, "quantifiers") == set()


def test_literal_opening_up_keeps_its_pair() -> None:
    assert _hypotheses("Many doors opened up.", "quantifiers") == {"Not all doors opened up."}
    assert _hypotheses("Many new careers attract young people.", "quantifiers") == {
        "Not all new careers attract young people."
    }


def test_good_of_a_bare_clause_gets_no_pair() -> None:
    assert _hypotheses("It's good you found your calling.", "gradable_adjectives") == set()


def test_good_of_a_thing_keeps_its_pair() -> None:
    assert _hypotheses("The soup is good.", "gradable_adjectives") == {"The soup isn't excellent."}


def test_most_after_measure_noun_gets_no_pair() -> None:
    assert _hypotheses("It is about half the size of most Walthers.", "quantifiers") == set()


def test_most_as_object_keeps_its_pair() -> None:
    assert _hypotheses("He sold most of the cars.", "quantifiers") == {
        "He didn't sell all of the cars."
    }


def test_bare_absolute_clause_gets_no_pair() -> None:
    text = "Several buildings are in ruins, some of them still smoldering."
    assert _hypotheses(text, "quantifiers") == set()


def test_try_to_somehow_gets_no_pair() -> None:
    text = "I think they tried to somehow harness it, to use the power in it for something."
    assert _hypotheses(text, "gradable_verbs") == set()
    assert _hypotheses("They tried to somehow harness it.", "gradable_verbs") == set()


def test_try_without_somehow_keeps_its_pair() -> None:
    assert _hypotheses("They tried to harness it.", "gradable_verbs") == {
        "They didn't manage to harness it."
    }
    assert _hypotheses("Somehow they tried to fix the roof.", "gradable_verbs") == {
        "Somehow they didn't manage to fix the roof."
    }


def test_root_participle_without_comma_keeps_its_pair() -> None:
    # the tagger's VBN for a finite past (IMPPRES): no comma sets it off, no absolute clause
    assert _hypotheses("Ten cucumbers ripened.", "numerals") == {
        "No more than ten cucumbers ripened."
    }


def test_item_in_all_cleft_focus_gets_no_pair() -> None:
    text = "I know that should be scary, but all I felt was hungry."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_plain_predicate_keeps_its_pair() -> None:
    assert _hypotheses("The room was big.", "gradable_adjectives") == {"The room wasn't enormous."}
