"""Stop 91, vc187: verb_complement labels and spans on Amazon food reviews (s1207a).

- a past first-person "I thought P" with the "not X" remnant of a contrastive correction in
  its sentence conveys that P was false: S contradicts P (verb_complement_dialogue);
- "I'm (just) saying P" and "I should say that P" perform the assertion of P: entailment;
  "I do not need to tell you that P" presents P as given: entailment (verb_complement_stance);
- a relative whose gap is in the content clause ("things I think my dogs would love to chew
  on") gives no pair;
- a subjectless conjunct holding the plain object form of the complement's "I" ("but will
  not do anything to get me the item") is the matrix's second predicate: the span stops
  before it (Principle B);
- a bracketed first-person clause in the complement is the writer's aside: dropped;
- a complement "it" under a text or labelled container ("The package says it ...") is not
  resolved to that subject;
- a bare comparative "would" under past "thought" is the future in the past: flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, premise_kind: str = "original") -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == premise_kind and p.hypothesis_kind == "complement"
    }


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- the false-belief "thought" with a contrastive correction ---------------------------------


def test_thought_with_dash_not_correction_is_contradiction():
    pair = _pairs("I thought I was getting a case for $13-not one box!")[
        "I was getting a case for $13-not one box."
    ]
    assert pair.heuristic_label == "contradiction"
    assert pair.well_formed


def test_thought_with_comma_not_correction_is_contradiction():
    pair = _pairs("I honestly thought the box held twelve bars, not six.")[
        "The box held twelve bars, not six."
    ]
    assert pair.heuristic_label == "contradiction"


def test_guard_thought_without_correction_stays_neutral():
    pair = _pairs("I thought the box held twelve bars.")["The box held twelve bars."]
    assert pair.heuristic_label == "neutral"


def test_guard_correction_remnant_must_be_verbless():
    pairs = _pairs("I thought the box held twelve bars, not that it matters.")
    assert all(p.heuristic_label == "neutral" for p in pairs.values())


# -- the speaker's own saying ------------------------------------------------------------------


def test_im_just_saying_asserts_the_clause():
    pair = _pairs("I'm just saying the sauce is too salty for us.")[
        "The sauce is too salty for us."
    ]
    assert pair.heuristic_label == "entailment"


def test_guard_someone_elses_saying_stays_neutral():
    pair = _pairs("She's just saying the sauce is too salty for us.")[
        "The sauce is too salty for us."
    ]
    assert pair.heuristic_label == "neutral"


def test_i_should_say_that_asserts_the_clause():
    pair = _pairs("First, I should say that the tea arrived two weeks late.")[
        "The tea arrived two weeks late."
    ]
    assert pair.heuristic_label == "entailment"


def test_do_not_need_to_tell_you_that_entails_the_clause():
    pair = _pairs("I must tell you that the first box arrived crushed.", "negated")[
        "The first box arrived crushed."
    ]
    assert pair.premise.startswith("I do not need to tell you")
    assert pair.heuristic_label == "entailment"


def test_guard_should_not_warn_stays_open():
    pairs = _pairs("I should warn you that the bridge is unsafe.", "negated")
    assert all(p.heuristic_label != "entailment" for p in pairs.values())


# -- a relative's gap in the content clause ---------------------------------------------------


def test_contact_relative_gap_in_complement_gives_no_pair():
    text = "What a waste of money buying bones I think my puppies would love to chew on."
    assert not [p for p in mined_pairs(text, "verb_complement")]


def test_guard_complement_with_its_object_is_kept():
    hypotheses = set(_pairs("I think my puppies would love to chew on these bones."))
    assert "My puppies would love to chew on these bones." in hypotheses


# -- a matrix conjunct after the complement ----------------------------------------------------


def test_conjunct_with_plain_me_object_is_the_matrix_predicate():
    text = "Amazon acknowledges that I purchased the product for said price but will not do anything to get me the item."
    hypotheses = set(_pairs(text))
    assert "I purchased the product for said price." in hypotheses
    assert not any("get me the item" in h for h in hypotheses)


def test_conjunct_with_plain_us_object_constructed():
    text = "The seller admits that we returned the jar but will not give us a refund."
    hypotheses = set(_pairs(text))
    assert "We returned the jar." in hypotheses
    assert not any("give us" in h for h in hypotheses)


def test_conjunct_with_plain_me_object_constructed():
    text = "The store confirms that I ordered two boxes but won't ship me the second one."
    hypotheses = set(_pairs(text))
    assert "I ordered two boxes." in hypotheses


def test_guard_conjunct_without_the_object_stays():
    text = "She knows that I bought the cake but will not eat it."
    assert "I bought the cake but will not eat it." in set(_pairs(text))


# -- the writer's bracketed aside --------------------------------------------------------------


def test_first_person_bracketed_aside_is_dropped():
    text = "I know most people don't care (so I won't bad mouth them too much) but I've got to keep my sugar intake down."
    assert "Most people don't care." in set(_pairs(text))


def test_first_person_bracketed_aside_constructed():
    text = "The seller claims the tea is organic (I doubt it very much)."
    assert set(_pairs(text)) == {"The tea is organic."}


def test_first_person_bracketed_aside_mid_clause_constructed():
    text = "She said the coffee was stale (I agree with her) when it arrived."
    assert "The coffee was stale when it arrived." in set(_pairs(text))


def test_guard_bracketed_phrase_without_a_clause_stays():
    text = "She said the shop (on Main Street) was closed."
    assert "The shop (on Main Street) was closed." in set(_pairs(text))


# -- a text as the subject of "say" ------------------------------------------------------------


def test_document_subject_is_not_the_antecedent_of_it():
    hypotheses = set(_pairs("The package says it is gently roasted in small quantities."))
    assert "It is gently roasted in small quantities." in hypotheses
    assert "The package is gently roasted in small quantities." not in hypotheses


def test_label_subject_constructed():
    hypotheses = set(_pairs("The label claims it is roasted in small batches."))
    assert not any(h.startswith("The label") for h in hypotheses)


def test_guard_organisation_subject_still_resolves_it():
    hypotheses = set(_pairs("The company announced that it had been unable to pay its debts."))
    assert "The company had been unable to pay its debts." in hypotheses


# -- the future in the past with a bare comparative -------------------------------------------


def test_bare_comparative_would_under_thought_is_flagged():
    pair = _pairs("Very well made bags, I thought that they would be thinner.")[
        "They would be thinner."
    ]
    assert not pair.well_formed
    assert "future-in-past-complement" in _flags(pair)


def test_bare_comparative_would_constructed():
    pair = _pairs("I thought the new model would be faster.")["The new model would be faster."]
    assert "future-in-past-complement" in _flags(pair)


def test_guard_comparative_with_implied_condition_stays():
    pair = _pairs("I thought she would look better with short hair.")[
        "She would look better with short hair."
    ]
    assert "future-in-past-complement" not in _flags(pair)
