"""verb_complement and the shared negation rewriter, stop 97, branch vc205 (issue #12):
negated premises an expert finds natural.

1. a scalar "even" before the verb group or on the subject is dropped under the added negation
   (negation.scalar_even_drops, in the shared PPI switch polarity_swaps), and a subject "even"
   is dropped from the complement hypothesis; an "even" after the verb keeps its flag;
2. no ¬S for a factive under a counterfactual modal perfect ("could have realised that P");
3. no ¬S for the first-person hedge "I'd say / I would guess P";
4. "that" before a bare complement whose subject is a full noun phrase after a negated verb
   that also takes a noun-phrase object ("does not fear that the storm ...").

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from pipeline.phenomena.verb_complement_modal_frames import first_person_hedge
from pipeline.rewrite.negation import negate, polarity_swaps, scalar_even_drops
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]


def _premises(text: str, kind: str = "negated") -> list[str]:
    return [p.premise for p in _pairs(text, kind)]


# 1. scalar "even"


def test_preverbal_even_is_dropped_from_negated_premise():
    text = "She even managed to repair the old clock."
    assert _premises(text) == ["She did not manage to repair the old clock."]
    neg = _pairs(text, "negated")[0]
    assert neg.well_formed and neg.heuristic_label == "contradiction"


def test_even_after_first_clause_is_dropped():
    text = "So we did, and we even managed to sell the boat."
    assert _premises(text) == ["So we did, and we did not manage to sell the boat."]


def test_subject_even_is_dropped_from_premise_and_hypothesis():
    text = "Even the tallest ladder failed to reach the roof."
    neg = _pairs(text, "negated")
    assert [p.premise for p in neg] == ["The tallest ladder did not fail to reach the roof."]
    assert [p.hypothesis for p in _pairs(text, "original")] == [
        "The tallest ladder reached the roof."
    ]
    assert neg[0].hypothesis == "The tallest ladder reached the roof."


def test_guard_postverbal_even_keeps_flag():
    text = "He managed to paint the fence even in the heavy rain."
    neg = _pairs(text, "negated")
    assert neg and not neg[0].well_formed
    assert "negated-even:even" in neg[0].features["flags"]


def test_guard_even_if_is_no_focus_particle(nlp):
    doc = nlp("She managed to win even if nobody believed her.")
    verb = next(t for t in doc if t.lower_ == "managed")
    assert scalar_even_drops(verb) == {}


def test_guard_even_more_is_a_degree_word(nlp):
    doc = nlp("Prices even more sharply rose last year.")
    verb = next(t for t in doc if t.lower_ == "rose")
    assert scalar_even_drops(verb) == {}


def test_guard_already_negated_clause_keeps_even(nlp):
    doc = nlp("He did not even try to call.")
    verb = next(t for t in doc if t.lower_ == "try")
    assert scalar_even_drops(verb) == {}


def test_shared_switch_drops_even_for_the_negation(nlp):
    doc = nlp("The committee even agreed to fund the library.")
    verb = next(t for t in doc if t.lower_ == "agreed")
    swaps, _flags = polarity_swaps(verb)
    assert negate(doc, verb, contract=False, swaps=swaps).text == (
        "The committee did not agree to fund the library."
    )


# 2. counterfactual modal perfect over a factive


def test_no_negated_pair_for_modal_perfect_factive():
    text = "You could have realised the shop would close early."
    assert _premises(text) == []
    orig = _pairs(text, "original")
    assert orig and orig[0].heuristic_label == "entailment"


def test_no_negated_pair_for_should_have_known():
    assert _premises("We should have known that the river would flood.") == []


def test_guard_modal_perfect_of_saying_keeps_negation():
    # "should not have said that P" is a natural deontic denial (no factive)
    assert _premises("He should have said that the gate was locked.") == [
        "He should not have said that the gate was locked."
    ]


# 3. the first-person hedge "I'd say"


def test_no_negated_pair_for_first_person_hedge():
    text = "Honestly, I'd say the soup needs more salt."
    assert _premises(text) == []
    assert _premises(text, "original") == [text]


def test_no_negated_pair_for_would_guess(nlp):
    text = "I would guess that the train is late again."
    assert _premises(text) == []
    assert _premises(text, "original") == [text]
    doc = nlp(text)
    assert first_person_hedge(next(t for t in doc if t.lower_ == "guess")) == "guess"


def test_guard_third_person_would_say_keeps_negation():
    assert _premises("She would say that the paint is still wet.") == [
        "She would not say that the paint is still wet."
    ]


# 4. "that" after a negated verb that also takes an object


def test_that_inserted_before_full_noun_phrase_subject():
    text = "I fear the northern bridge will collapse in the storm."
    assert _premises(text) == ["I do not fear that the northern bridge will collapse in the storm."]
    assert _premises(text, "original") == [text]


def test_that_inserted_after_believe():
    assert _premises("They believe the new mayor will resign.") == [
        "They do not believe that the new mayor will resign."
    ]


def test_guard_pronoun_subject_stays_bare():
    assert _premises("I think it is ready.") == ["I do not think it is ready."]


def test_guard_pronoun_subject_after_fear_stays_bare():
    assert _premises("I fear they will be late.") == ["I do not fear they will be late."]


def test_guard_existing_that_is_not_doubled():
    assert _premises("We believe that the new road will help.") == [
        "We do not believe that the new road will help."
    ]
