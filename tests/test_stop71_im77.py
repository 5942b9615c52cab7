"""Stop 71, im77: implicature items and rewrites from the s1204a blind review (FOLDOC).

Constructed sentences through the real pipeline (``run_texts``) and the real spaCy model. The
sources are cited at the rules: ``_specificational_list`` with ``_wh_infinitive_member`` and
``_split_complements`` (class 1), ``pairs.sentence_cased`` (class 2), ``_kind_size`` and
``VOLITIONAL_FRAMES`` (class 3), ``supplements.purpose_opening`` and
``listing_uses.glossary_participle`` (class 4).
"""

from __future__ import annotations

from functools import cache

from pipeline.process import run_texts


@cache
def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _hypotheses(text: str, subtype: str, kind: str = "original") -> list[str]:
    return [
        p.hypothesis for p in _run(text).pairs if p.subtype == subtype and p.premise_kind == kind
    ]


# -- 1. a list of values after "some N are" ----------------------------------------------------


def test_list_of_wh_infinitives_after_first_value_gives_no_pair():
    text = "Some open problems are fast search, how to rank the results and how to cache them."
    assert _hypotheses(text, "quantifiers") == []


def test_coordinated_wh_infinitives_give_no_pair():
    text = "Some key problems are how to store the data and how to index it."
    assert _hypotheses(text, "quantifiers") == []


def test_series_split_into_two_complements_gives_no_pair():
    text = "Some useful tools are grep, sed and awk."
    assert _hypotheses(text, "quantifiers") == []


def test_predicational_copula_with_relative_keeps_its_pair():
    text = "Some programs are utilities, which read files and write output."
    assert _hypotheses(text, "quantifiers") == ["Not all programs are utilities."]


def test_plain_predicational_copula_keeps_its_pair():
    assert _hypotheses("Some students are tall.", "quantifiers") == ["Not all students are tall."]


# -- 2. the trigger in a subordinate "though"-clause -------------------------------------------


def test_though_clause_hypothesis_opens_with_a_capital():
    text = "300 terminals were shown in the film, though most of the units had been scrapped."
    hyps = _hypotheses(text, "quantifiers")
    assert hyps == ["Not all of the units had been scrapped."]
    assert _hypotheses(text, "quantifiers", "modal") == ["Not all of the units had been scrapped."]


def test_though_clause_with_adjective_opens_with_a_capital():
    text = "She stayed there, though the room was small."
    assert _hypotheses(text, "gradable_adjectives") == ["The room wasn't tiny."]


# -- 3. a size adjective said of a kind --------------------------------------------------------


def test_size_of_a_kind_gives_no_pair():
    text = "Quantum dot devices are small and dissipate little power."
    assert _hypotheses(text, "gradable_adjectives") == []


def test_size_of_a_given_set_keeps_its_pair():
    text = "The rooms are small but clean."
    assert _hypotheses(text, "gradable_adjectives") == ["The rooms aren't tiny."]


def test_size_of_one_referent_keeps_its_pair():
    text = "The hotel is small and quiet."
    assert _hypotheses(text, "gradable_adjectives") == ["The hotel isn't tiny."]


# -- 4. leftover adjuncts ----------------------------------------------------------------------


def test_fronted_in_order_to_clause_is_cut():
    text = "In order to save time, many users skip the tests."
    assert _hypotheses(text, "quantifiers") == ["Not all users skip the tests."]


def test_fronted_bare_purpose_infinitive_is_cut():
    text = "To save money, some farmers sold their land."
    assert _hypotheses(text, "quantifiers") == ["Not all farmers sold their land."]


def test_fronted_purpose_clause_before_a_definite_subject_is_cut():
    text = "To save money, the farmers sold some of the land."
    assert _hypotheses(text, "quantifiers") == ["The farmers didn't sell all of the land."]


def test_appended_example_after_the_value_keeps_its_pair():
    text = "Many of the sweet compounds are sulfur derivatives, e.g., saccharin."
    assert _hypotheses(text, "quantifiers") == [
        "Not all of the sweet compounds are sulfur derivatives."
    ]


def test_glossary_participle_after_bracketed_note_gives_no_pair():
    text = (
        "(MPL, note the spelling) The licence applied to most software from the foundation "
        "and other authors who choose to use it."
    )
    assert _hypotheses(text, "quantifiers") == []


def test_past_tense_with_auxiliary_after_no_note_keeps_its_pair():
    text = "The licence applied to most software from the foundation in 1990."
    assert _hypotheses(text, "quantifiers") == [
        "The licence didn't apply to all software from the foundation in 1990."
    ]
