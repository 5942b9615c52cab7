"""im01 (implicature): hypotheses that keep only what is counted.

Constructed sentences through the real pipeline (``run_texts``, real spaCy parse). Sources are
cited at the rules: ``rewrite.implicature.split_relative_predicate_end`` (a supplementary
relative split by an inner parenthesis), ``supplements.EXCEPTIVE_OPENERS`` and
``supplements.absolute_domain_spans`` (set-off phrases that name members of the domain), and
``phenomena.implicature._focus_particle_after_item`` (a scalar item in the scope of a focus
particle after it). Each class has near misses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- 1. a supplementary relative is never left as a reduced restrictive relative -------------


def test_split_supplementary_relative_leaves_no_reduced_relative():
    # the parse makes "had" the relative's verb and hangs "grown lazy" on the main clause; cut
    # as parsed, "Not all of the old dogs grown lazy, slept."
    text = "Most of the old dogs, who had, however, grown lazy, slept."
    hypotheses = _original(text, "quantifiers")
    assert hypotheses
    assert all("dogs grown" not in h for h in hypotheses)
    assert all("who had" in h or "grown" not in h for h in hypotheses)


def test_split_relative_with_misread_participle_keeps_its_pronoun():
    text = "Most of the pupils, who had, as usual, done their homework, passed."
    hypotheses = _original(text, "quantifiers")
    assert all("pupils done" not in h for h in hypotheses)
    assert all("who had" in h or "done" not in h for h in hypotheses)


def test_near_miss_relative_with_its_own_predicate_is_dropped_whole():
    text = "Some of the boys, who were, however, tired, left early."
    assert _original(text, "quantifiers") == ["Not all of the boys left early."]


def test_near_miss_plain_supplementary_relative_is_dropped_whole():
    text = "Some of the boys, who were tired, left early."
    assert _original(text, "quantifiers") == ["Not all of the boys left early."]


# -- 2. a set-off phrase that names members of the domain ------------------------------------


def test_besides_phrase_is_dropped_from_not_all():
    text = "Most of the rooms, besides the kitchen, were cold."
    assert _original(text, "quantifiers") == ["Not all of the rooms were cold."]


def test_absolute_included_clause_is_dropped_from_not_all():
    text = "Most of the villages, the capital included, have walls."
    assert _original(text, "quantifiers") == ["Not all of the villages have walls."]


def test_absolute_excepted_clause_is_dropped_from_every_premise_but_the_original():
    text = "Most of the villages, the capital excepted, have walls."
    premises = _premises(text, "quantifiers")
    assert premises and premises[0] == text
    assert not any("excepted" in p for p in premises[1:])


def test_near_miss_included_as_the_main_verb_stays():
    text = "Most of the costs were included."
    assert _original(text, "quantifiers") == ["Not all of the costs were included."]


def test_near_miss_besides_inside_the_predicate_stays():
    # no comma: "besides" is a preposition of the predicate, not a set-off supplement
    text = "Many of the guests stood besides the piano."
    assert _original(text, "quantifiers") == ["Not all of the guests stood besides the piano."]


# -- 3. a scalar item in the scope of a focus particle after it ------------------------------


def test_only_before_an_adverbial_clause_refuses_the_item():
    assert _premises("She seemed happy only when she sang.", "gradable_adjectives") == []


def test_only_on_an_adjunct_of_the_items_clause_refuses_the_item():
    assert _premises("He ate three apples only on Sundays.", "numerals") == []


def test_exclusive_just_before_because_refuses_the_item():
    assert _premises("He was happy just because it rained.", "gradable_adjectives") == []


def test_near_miss_only_inside_the_adverbial_clause_keeps_pair():
    text = "She seemed happy when she sang only hymns."
    assert _original(text, "gradable_adjectives") == [
        "She didn't seem ecstatic when she sang only hymns."
    ]


def test_near_miss_subject_item_outscopes_only_in_the_predicate():
    text = "Some students came only on Fridays."
    assert _original(text, "quantifiers") == ["Not all students came only on Fridays."]


def test_near_miss_temporal_just_keeps_pair():
    text = "The soup was warm just when we sat down."
    assert _original(text, "gradable_adjectives") != []
