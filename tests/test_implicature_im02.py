"""im02 (implicature): cardinal "many" in event and existential sentences; additive "not only".

Constructed sentences through the real pipeline (real spaCy parse). Sources are cited at the
rules: ``wordlists/implicature_effected_object_verbs.txt`` (event objects: "commit",
"perpetrate"), ``phenomena.implicature._existential_pivot`` (a partitive pivot of "there be")
and ``phenomena.implicature._not_only_after_item`` (an additive "not only" after the item).
Each class has near misses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses

_original = implicature_original_hypotheses


# -- 1. cardinal "many/some" with a passive event verb; partitive pivots of "there be" -------


def test_fronted_adjunct_event_passive_many_gives_no_not_all():
    assert _original("During the war many crimes were committed.", "quantifiers") == []


def test_event_passive_some_gives_no_not_all():
    assert _original("Some frauds were perpetrated last year.", "quantifiers") == []


def test_near_miss_partitive_of_event_passive_keeps_its_pair():
    text = "Many of the crimes were committed at night."
    assert _original(text, "quantifiers") == ["Not all of the crimes were committed at night."]


def test_near_miss_passive_of_a_verb_of_report_keeps_its_pair():
    # the crimes exist before the reporting: a given set, proportional "many"
    assert _original("Many crimes were reported.", "quantifiers") == [
        "Not all crimes were reported."
    ]


def test_partitive_pivot_of_there_be_gives_no_pair():
    # "*There aren't all of the old houses in the town": no strong quantifier in the pivot
    assert _original("There are many of the old houses in the town.", "quantifiers") == []


def test_near_miss_partitive_subject_of_be_keeps_its_pair():
    text = "Many of the old houses are in the town."
    assert _original(text, "quantifiers") == ["Not all of the old houses are in the town."]


def test_determiner_pivot_of_there_be_still_gives_no_pair():
    assert _original("There were many guests at the party.", "quantifiers") == []


# -- 2. an additive "not only" after the item -------------------------------------------------


def test_not_only_before_adverbial_clause_gives_no_pair():
    assert _original("She was happy not only when she sang.", "gradable_adjectives") == []


def test_not_only_but_also_gives_no_pair():
    text = "She was happy not only when she sang but also when she danced."
    assert _original(text, "gradable_adjectives") == []


def test_not_only_after_subject_quantifier_gives_no_pair():
    text = "Some students came to class not only on Fridays but also on Mondays."
    assert _original(text, "quantifiers") == []


def test_not_merely_after_partitive_gives_no_pair():
    text = "Some of the guests stayed not merely for the food."
    assert _original(text, "quantifiers") == []


def test_near_miss_plain_adverbial_clause_keeps_its_pair():
    text = "She was happy when she sang."
    assert _original(text, "gradable_adjectives") == ["She wasn't ecstatic when she sang."]


def test_near_miss_not_only_in_another_clause_keeps_the_first_clause_pairs():
    text = "Some students were happy, and the prize was not only theirs."
    assert "Not all students were happy." in _original(text, "quantifiers")
    assert _original(text, "gradable_adjectives") == ["Some students weren't ecstatic."]


def test_near_miss_not_only_inside_the_adverbial_clause_keeps_its_pair():
    # the particle is the when-clause's, after its subordinator
    text = "Some students were happy when they got not only cake but also tea."
    assert _original(text, "quantifiers") == [
        "Not all students were happy when they got not only cake but also tea."
    ]
