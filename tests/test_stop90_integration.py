"""Stop 90 integration: a removal that drops every word of a span no longer crashes the conjunction
rewriter (slice s1206a's one quarantined sentence: ``zip() argument 2 is shorter than argument 1``
in ``_text_without``, so the sentence lost all its pairs)."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.test_stop89_cj193 import _short_sides

NOT_ONLY = (
    "Not only does the sugar caramelize, but the crank is VERY hard to turn once the sugar starts "
    "melting; this makes it very easy, indeed, to break the delicate, plastic crank on your lid."
)


def test_not_only_removal_with_an_emptied_span_is_written():
    sides = _short_sides(NOT_ONLY)
    assert (
        "The crank is VERY hard to turn once the sugar starts melting; this makes it very easy, "
        "indeed, to break the delicate, plastic crank on your lid."
    ) in sides, sides


def test_adverb_beside_a_secondary_predicate_is_no_gapped_remnant():
    # blind A/B ab90 kept "Product arrived quickly." (cj195's gapping refusal had removed it):
    # "packaged" hangs on "arrived", which stays and takes "quickly"
    assert "Product arrived quickly." in _short_sides("Product arrived well packaged and quickly.")


def test_gapped_remnant_after_a_main_verb_is_still_refused():
    text = (
        "They shall fear you while the sun endures; and as long as the moon, throughout all "
        "generations."
    )
    assert not any(s.startswith("They shall as long as") for s in _short_sides(text))


FLAVOR = (
    "Not much flavor which means I drank the small pot I made without pouring it out, but I "
    "won't be making it any more."
)


def test_common_noun_fragment_with_a_relative_clause_keeps_its_removal():
    # blind A/B ab90b kept both sides of this removal; cj195's relative-clause exclusion is for a
    # pronoun head ("Those who are near.")
    pairs = [
        p
        for p in mined_pairs(FLAVOR, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
        and p.hypothesis
        == "Not much flavor which means I drank the small pot I made without pouring it out."
    ]
    assert pairs and all(p.well_formed for p in pairs), pairs
    assert all(not p.label_rule.startswith("corrective") for p in pairs), pairs


def test_pronoun_head_fragment_is_still_flagged():
    text = (
        "Those who are near and those who are far from you will mock you, you infamous one, full "
        "of tumult."
    )
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis == "Those who are near."]
    assert pairs and not any(p.well_formed for p in pairs), pairs


def test_inanimate_possessor_of_a_food_word_keeps_its_draft():
    # blind A/B ab90b kept "My espresso machine had a steamer." twice (WordNet's first "steamer"
    # is the clam, so pr200's ingesting-"have" refusal took it); a person's coffee stays refused
    steamer = "I then used my espresso machine's steamer to foam the milk."
    assert "My espresso machine had a steamer." in {
        p.hypothesis for p in mined_pairs(steamer, "presupposition")
    }
    puck = "We originally found Wolfgang Puck's coffee in a supermarket."
    assert "Wolfgang Puck had coffee." not in {
        p.hypothesis for p in mined_pairs(puck, "presupposition")
    }


def test_determiner_no_does_not_scope_over_a_coordinated_clause():
    # blind A/B ab90b conj-006/012: "No idea why ..., but apparently we are ..." had its labels
    # reversed (removal neutral, addition entailment); a noun phrase's "no" is its own
    text = (
        "No idea why the nice-size cans are no longer made, but apparently we are living off "
        "antique Kadota figs."
    )
    short = "No idea why the nice-size cans are no longer made."
    labels = {
        (p.hypothesis_kind, p.heuristic_label)
        for p in mined_pairs(text, "conjunction")
        if short in (p.premise, p.hypothesis)
    }
    assert labels == {("conjunct_removed", "entailment"), ("conjunct_added", "neutral")}, labels
    # a "no" over coordinated nouns keeps its scope
    pairs = mined_pairs("No cats and dogs were harmed.", "conjunction")
    assert any(
        p.hypothesis == "No dogs were harmed." and p.heuristic_label == "entailment" for p in pairs
    )
