"""im04 (implicature hypotheses): the trigger's own clause, the anaphoric "as many", a negated
verb inside quotation marks, universal subjects.

Constructed sentences through the real pipeline (``run_texts``, real spaCy parse). The rules and
their sources: ``pipeline/phenomena/implicature/concessive_uses.py`` (Quirk et al. 1985 §15.43;
Huddleston & Pullum 2002 ch. 11 §5.3.5), ``pipeline/rewrite/numeral_anaphora.py`` (Huddleston &
Pullum 2002 ch. 13 §4.4), ``clause_scope.quoted_operator_without_subject`` (Clark & Gerrig 1990;
Predelli 2003), and the "not all" wording of universal subjects that the implicature rewriter
already writes (Horn 1989 ch. 4). Each class has near misses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_original_hypotheses,
    mined_pairs,
)

_original = implicature_original_hypotheses


# -- 1. the hypothesis is the trigger's own clause ----------------------------------------------


def test_whether_or_not_clause_without_comma_is_cut():
    text = "Nine states had joined whether the king approved or not."
    assert _original(text, "numerals") == ["No more than nine states had joined."]


def test_whether_or_not_clause_after_a_quantifier_is_cut():
    text = "Some of the farmers stayed whether or not the river rose."
    assert _original(text, "quantifiers") == ["Not all of the farmers stayed."]


def test_whether_clause_with_comma_is_cut():
    text = "Nine states had joined by the spring, whether the king approved or not."
    assert _original(text, "numerals") == ["No more than nine states had joined by the spring."]


def test_whether_more_clause_is_refused_by_the_threshold_rule():
    """With "whether more ..." the numeral has its "at least" reading (im05, Kennedy 2015): no
    candidate at all, which the cut would otherwise have repaired (stop 102 integration)."""
    assert _original("Nine states had joined whether more would join or not.", "numerals") == []


def test_later_independent_clause_with_its_own_pronoun_is_cut():
    text = "Many of the farmers stayed, and after the flood they rebuilt the barns."
    assert _original(text, "quantifiers") == ["Not all of the farmers stayed."]


def test_near_miss_shared_subject_predicate_coordination_stays_whole():
    text = "Many of the pools dry out and crack."
    assert _original(text, "quantifiers") == ["Not all of the pools dry out and crack."]


def test_near_miss_embedded_whether_question_is_no_concessive():
    from pipeline import parse
    from pipeline.phenomena.implicature.concessive_uses import alternative_concessive_closing

    nlp = parse.load(parse.resolve_model())
    doc = nlp("Three inspectors checked whether the pipes leaked or not.")
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert alternative_concessive_closing(doc, set(), root.i) is None
    doc = nlp("Three inspectors stayed whether the pipes leaked or not.")
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert alternative_concessive_closing(doc, set(), root.i) is not None


# -- 2. the anaphoric "as many" ------------------------------------------------------------------


def test_as_many_takes_the_numeral_in_the_hypothesis():
    text = "She made three mistakes in as many minutes."
    assert _original(text, "numerals") == [
        "She didn't make more than three mistakes in three minutes."
    ]


def test_as_many_after_a_subject_numeral():
    text = "Three men died in as many days."
    assert _original(text, "numerals") == ["No more than three men died in three days."]


def test_as_many_is_kept_in_the_premises():
    text = "He drank two beers in as many hours."
    premises = [p.premise for p in mined_pairs(text, "implicature") if p.subtype == "numerals"]
    assert premises and all("as many hours" in p for p in premises)


def test_near_miss_as_many_as_with_its_standard_stays():
    from pipeline import parse
    from pipeline.rewrite.numeral_anaphora import anaphoric_as_many

    nlp = parse.load(parse.resolve_model())
    doc = nlp("They sold three houses to as many as ten buyers.")
    assert anaphoric_as_many(doc, doc[2]) == []
    doc = nlp("He scored three goals and twice as many assists.")
    assert anaphoric_as_many(doc, doc[2]) == []
    doc = nlp("He scored three goals and as many assists.")
    assert [(a.text, m.text) for a, m in anaphoric_as_many(doc, doc[2])] == [("as", "many")]


# -- 3. a negated verb inside quotation marks ----------------------------------------------------


def test_scare_quoted_verb_gets_no_negation_inside_the_quotes():
    for text in (
        'He "won," that is, took, ten tricks.',
        'They "found" three errors in the report.',
    ):
        pairs = mined_pairs(text, "implicature")
        assert not any('"didn' in p.premise or '"didn' in p.hypothesis for p in pairs), text


def test_quoted_verb_refused_by_the_shared_negation():
    from pipeline import parse
    from pipeline.rewrite.negation import negate

    nlp = parse.load(parse.resolve_model())
    result = negate(nlp('They "found" three errors in the report.'))
    assert not result.ok and "quoted-verb" in result.flags


def test_near_miss_quoted_clause_with_its_subject_is_negated():
    from pipeline import parse
    from pipeline.rewrite.negation import negate

    nlp = parse.load(parse.resolve_model())
    result = negate(nlp('"We won three games."'))
    assert "quoted-verb" not in result.flags
    result = negate(nlp('They found three "errors" in the report.'))
    assert result.ok and result.text == 'They didn\'t find three "errors" in the report.'


def test_quoted_verb_complement_gets_no_negated_premise():
    pairs = mined_pairs('He "managed" to get a seat.', "verb_complement")
    assert not any(p.premise_kind == "negated" for p in pairs)


def test_near_miss_unquoted_verb_complement_keeps_negated_premise():
    pairs = mined_pairs("He managed to get a seat.", "verb_complement")
    assert any(p.premise_kind == "negated" for p in pairs)


def test_near_miss_unquoted_presupposition_keeps_negated_premise():
    pairs = mined_pairs("The guests managed to get a seat.", "presupposition")
    assert any(p.premise_kind == "negated" for p in pairs)


# -- 4. universal subjects -----------------------------------------------------------------------


def test_universal_subject_hypothesis_is_not_all():
    assert _original("Everyone tried to get a seat.", "gradable_verbs") == [
        "Not everyone managed to get a seat."
    ]
    assert _original("All the guests tried to get a seat.", "gradable_verbs") == [
        "Not all the guests managed to get a seat."
    ]


def test_each_subject_is_never_a_clean_negation():
    pairs = [p for p in mined_pairs("Each guest tried to get a seat.", "implicature")]
    assert all(not p.well_formed for p in pairs if p.premise_kind == "original")
