"""Issue #11 (implicature, stop 98, im121): the error classes of the s9702 implicature judge
(19th/20th-century prose).

Constructed sentences through the real pipeline (``mined_implicature_pairs``: ``run_texts``, real
spaCy parse). Sources are cited at the rules in ``pipeline/phenomena/implicature/
construction_uses.py``. The near misses check the uses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _original(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in mined_implicature_pairs(text, subtype)
        if p.premise_kind == "original"
    ]


# -- 1. superlative "most" on a noun of regard ------------------------------------------------


def test_most_importance_attaches_gives_no_pair():
    text = "Most importance attaches to the dates of the earliest letters found in the archive."
    assert _original(text, "quantifiers") == []


def test_most_attention_was_paid_gives_no_pair():
    text = "Most attention was paid to the southern harbours."
    assert _original(text, "quantifiers") == []


def test_proportional_most_keeps_its_pair():
    # near misses: a plural count noun and a concrete mass noun are proportional
    assert _original("Most travellers arrive before noon.", "quantifiers") == [
        "Not all travellers arrive before noon."
    ]
    assert _original("Most grain goes to the mills in the town.", "quantifiers") == [
        "Not all grain goes to the mills in the town."
    ]


# -- 2. a comma-delimited supplement on the quantified subject --------------------------------


def test_supplement_on_some_subject_leaves_the_hypothesis():
    # the hypothesis drops the supplement; the premises (all four kinds) keep it
    text = "Some soldiers, with boots caked in mud, marched into the square."
    pairs = mined_implicature_pairs(text, "quantifiers")
    assert len(pairs) == 4
    assert {p.hypothesis for p in pairs} == {"Not all soldiers marched into the square."}
    assert all("caked in mud" in p.premise for p in pairs)
    # (stop 102, im06: a comma-set adjective or participle phrase marks a specific indefinite
    # "some" (Fodor & Sag 1982), no set for "not all" to range over; the s10201 judge rejected
    # "Some crows, scenting blood, flew ..." -> "Not all crows flew ...": no pair)
    text = "Some farmhands, tired after the long harvest, walked into the village."
    assert _original(text, "quantifiers") == []


def test_restrictive_modifier_keeps_its_pair():
    # near miss: no commas, the modifier restricts the set ("not all" ranges over it)
    text = "Some soldiers with muddy boots marched into the square."
    assert _original(text, "quantifiers") == [
        "Not all soldiers with muddy boots marched into the square."
    ]


# -- 3. a numeral in a participle conjunct of a passive ---------------------------------------


def test_numeral_in_passive_participle_conjunct_made_active_gives_no_pair():
    # the rewrite loses the shared "was" of "taken" ("The town didn't take on more than two
    # occasions"): no sentence of the candidate is written
    text = "The town was besieged and taken on two occasions by the rebels."
    pairs = mined_implicature_pairs(text, "numerals")
    assert pairs == []


def test_numeral_in_passive_participle_conjunct_that_keeps_the_passive_keeps_its_pairs():
    # near miss: where the rewrite carries the shared auxiliary, every sentence keeps the
    # participle and the pairs stay (the fourteenth pass's "was recorded ... and released")
    text = "The fort was surrounded and captured on three occasions by the enemy."
    pairs = mined_implicature_pairs(text, "numerals")
    assert pairs
    assert all("captured" in p.premise and "captured" in p.hypothesis for p in pairs)
    assert "The fort wasn't captured on more than three occasions by the enemy." in {
        p.hypothesis for p in pairs
    }


def test_numeral_in_plain_passive_keeps_its_pair():
    # near miss: the participle has its own auxiliary, and the rewrite keeps the passive
    text = "The fort was captured on three occasions by the enemy."
    assert _original(text, "numerals") == [
        "The fort wasn't captured on more than three occasions by the enemy."
    ]


# -- 4. presentational "some" with a perception or appearance predicate -----------------------


def test_some_with_past_perception_adjective_gives_no_pair():
    text = "Some distant towers were discernible beyond the marsh."
    assert _original(text, "quantifiers") == []
    text = "Some fishing boats appeared on the horizon."
    assert _original(text, "quantifiers") == []


def test_partitive_and_generic_perception_keep_their_pairs():
    # near misses: a given whole (partitive) and a present generalisation over a set
    assert _original("Some of the towers were visible beyond the marsh.", "quantifiers") == [
        "Not all of the towers were visible beyond the marsh."
    ]
    assert _original("Some planets are visible without a telescope.", "quantifiers") == [
        "Not all planets are visible without a telescope."
    ]


# -- 5. a gradable adjective whose focus is a reason clause -----------------------------------


def test_focus_particle_and_because_clause_give_no_pair():
    text = "He was also happy because the harvest had come in early."
    assert _original(text, "gradable_adjectives") == []


def test_because_clause_without_focus_particle_keeps_its_pair():
    # near miss: without the particle the degree of the adjective is at issue
    text = "He was happy because the harvest had come in early."
    assert _original(text, "gradable_adjectives") == ["He wasn't ecstatic."]
