"""The shared negation rewriter, stop 50 second pass (ng19, Wikipedia lead sections), on
constructed sentences through the real parser and, for the presupposition premises the blind
review judged, the real run path:

1. a subject-initial "both" takes wide scope over an added negation ("Both parts aren't
   essential" = neither is): NOPE's wording is kept, but the projection test that negates from
   above flags it ``negated-under-universal-subject:both`` (H&P 2002 ch. 9 §1.3.2; Horn 1989
   §4.3); a "both" floated off the subject and hung on the verb goes after the operator;
2. a negated definition ("A dwarf galaxy isn't a small galaxy ...", "X isn't a genus of ...")
   is analytically false or a correction missing its "but": ``negated-definition`` (Krifka et
   al. 1995; Horn 1989 ch. 6);
3. forms: no polarity swap inside a hyphenated compound ("*yet-existing"); "must" -> "need
   to" agrees with a relative pronoun's antecedent; "not ... until" on a punctual verb keeps
   its negation (Karttunen 1974).
"""

from __future__ import annotations

from pipeline import flags as flag_registry
from pipeline.rewrite.negation import negate, polarity_swaps
from tests.phenomenon_support import mined_pairs


def _at(doc, word: str):
    return next(t for t in doc if t.text == word)


def _negated(pairs) -> list:
    return [p for p in pairs if p.premise_kind == "negated"]


# class 1: "both" subjects


def test_both_subject_keeps_nope_wording_by_default(nlp) -> None:
    result = negate(nlp("Both parts are essential for the cohesion of the whole."))
    assert result.text == "Both parts aren't essential for the cohesion of the whole."
    assert result.ok


def test_both_subject_is_flagged_when_negated_from_above(nlp) -> None:
    result = negate(nlp("Both parts are essential for the cohesion of the whole."), above_only=True)
    assert "negated-under-universal-subject:both" in result.flags
    assert not result.ok


def test_both_of_them_and_correlative_both_are_flagged_from_above(nlp) -> None:
    for text in ("Both of them agreed to the terms.", "Both Mason and Taylor will insist on it."):
        result = negate(nlp(text), above_only=True)
        assert "negated-under-universal-subject:both" in result.flags, text


def test_both_subject_under_might_not_is_not_flagged(nlp) -> None:
    result = negate(nlp("Both lawyers might approach the bench."), above_only=True)
    assert result.text == "Both lawyers might not approach the bench."
    assert result.ok


def test_both_in_the_object_is_not_flagged(nlp) -> None:
    result = negate(nlp("The river feeds both lakes in the valley."), above_only=True)
    assert result.text == "The river doesn't feed both lakes in the valley."
    assert "negated-under-universal-subject:both" not in result.flags


def test_both_subject_presupposition_premise_is_flagged_but_well_formed() -> None:
    # stop 83 (ng21): still flagged, but a warning for presupposition since the presupposition
    # projects under either scope of "both ... not" (Karttunen 1973; Beaver 2001); judged 7 of
    # 8 kept as is. Until stop 83 this asserted the pair ill formed.
    pairs = _negated(
        mined_pairs("Both teams stopped playing in the old stadium.", "presupposition")
    )
    assert pairs, "no negated premise"
    assert all("negated-under-universal-subject:both" in p.features["flags"] for p in pairs)
    assert all(p.well_formed for p in pairs), [(p.premise, p.features) for p in pairs]


def test_floated_both_hung_on_the_verb_goes_after_the_operator(nlp) -> None:
    result = negate(nlp("The rivers both flow into the lake."))
    assert result.text == "The rivers don't both flow into the lake."


def test_flag_is_registered_as_a_defect() -> None:
    assert flag_registry.severity("negated-under-universal-subject:both") == "defect"
    assert (
        flag_registry.severity("negated-under-universal-subject:both", "verb_complement")
        == "defect"
    )
    assert flag_registry.severity("negated-definition") == "defect"


# class 2: definitions


def test_generic_definition_is_flagged(nlp) -> None:
    doc = nlp("A dwarf galaxy is a small galaxy composed of a few billion stars.")
    assert negate(doc).ok  # other phenomena's negations: unchanged
    result = negate(doc, above_only=True)
    assert result.text == "A dwarf galaxy isn't a small galaxy composed of a few billion stars."
    assert "negated-definition" in result.flags
    assert not result.ok


def test_taxon_definition_is_flagged(nlp) -> None:
    result = negate(
        nlp("Rhododendron is a genus of woody plants in the heath family."), above_only=True
    )
    assert "negated-definition" in result.flags


def test_bare_plural_definition_is_flagged(nlp) -> None:
    result = negate(nlp("Daggers are knives with a very sharp point."), above_only=True)
    assert "negated-definition" in result.flags


def test_comparison_and_specific_subject_are_no_definitions(nlp) -> None:
    for text in (
        "A goose is a better watchdog than a dog.",
        "The dog's owner is a baker in the village.",
        "Paris is a city in France.",
        "The mayor was a lawyer before the war.",
    ):
        result = negate(nlp(text), above_only=True)
        assert "negated-definition" not in result.flags, text
        assert result.ok, (text, result.flags)


def test_definition_negated_premise_is_not_well_formed() -> None:
    text = "A sonnet is a poem of fourteen lines in the poet's own language."
    pairs = _negated(mined_pairs(text, "presupposition"))
    assert pairs, "no negated premise"
    assert not any(p.well_formed for p in pairs), [p.premise for p in pairs]


# class 3: forms


def test_no_polarity_swap_inside_a_hyphenated_compound(nlp) -> None:
    doc = nlp("The treaty was intended to strengthen an already-existing alliance with Spain.")
    verb = _at(doc, "intended")
    swaps, flags = polarity_swaps(verb)
    result = negate(doc, verb, swaps=swaps)
    assert "already-existing" in result.text
    assert "yet" not in result.text
    assert not flags


def test_free_already_is_still_swapped(nlp) -> None:
    doc = nlp("The council had approved the plan already.")
    verb = _at(doc, "approved")
    swaps, _ = polarity_swaps(verb)
    assert negate(doc, verb, swaps=swaps).text == "The council hadn't approved the plan yet."


def test_must_need_to_agrees_with_the_antecedent_of_which(nlp) -> None:
    doc = nlp("A list of cases is not a proof, which must show that the claim always holds.")
    result = negate(doc, _at(doc, "show"))
    assert "which does not need to show" in result.text or "which doesn't need to show" in (
        result.text
    ), result.text


def test_must_need_to_agrees_with_a_plural_antecedent_of_that(nlp) -> None:
    doc = nlp("These are the rules that must guide the members of the club.")
    result = negate(doc, _at(doc, "guide"))
    assert "that don't need to guide" in result.text, result.text


def test_not_until_on_a_punctual_verb_keeps_its_negation(nlp) -> None:
    for text in (
        "The fighting did not erupt until after the elections in the north.",
        "The novel was not published until 1905.",
        "It was not until 1905 that the novel was published.",
    ):
        result = negate(nlp(text))
        assert result.rule == "negation:remove"
        assert not result.ok, text
        assert "npi:until" in result.flags, text


def test_durative_until_loses_its_negation(nlp) -> None:
    result = negate(nlp("The guests did not stay until the end of the match."))
    assert result.text == "The guests stayed until the end of the match."
    assert result.ok
