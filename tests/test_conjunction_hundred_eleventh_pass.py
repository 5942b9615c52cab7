"""Issue 12, hundred-eleventh pass (branch cj110): the error classes of the blind review s1202r
(Widelands campaign diaries and building help), fixed by class; constructed sentences through
the real spaCy model. Each test fails on main (ce599f0f) unless its docstring says it is a
control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, mined_pairs, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def kept_removals(text: str) -> set[str]:
    """Hypotheses of the conjunct_removed pairs a user's warehouse keeps (no defect flag)."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed" and p.well_formed
    }


# -- class 1: shared material kept once on removal ----------------------------------------------


def test_shared_determiner_stays_with_bare_partner(run):
    """ "all the respect and friendship we can give" as parsed with the coordination on the
    verb: "all the" is shared, so "receive friendship we can give" is never written."""
    text = "Here you shall of course receive all the comfort and courtesy we can offer."
    hyps = set(removed(run(text)[1]))
    assert "Here you shall of course receive courtesy we can offer." not in hyps
    assert "Here you shall of course receive all the comfort." in hyps


def test_copula_and_degree_shared_with_participle(run):
    """ "is much too cold and cramped for a camp": the parse hangs "cramped" on "is"; removing
    the first conjunct must not take "is much too" with it."""
    hyps = set(removed(run("That cave is much too cold and cramped for a camp.")[1]))
    assert "That cave cramped for a camp." not in hyps
    assert "That cave is much too cold." in hyps


def test_past_copula_beside_past_verb_phrase_control(run):
    """Control: "X was the mayor but lost" is a coordination of finite verb phrases: the
    removal of the first stays (a ConjNLI gold shape)."""
    hyps = set(removed(run("Jensen was the party's candidate in the 2004 election but lost.")[1]))
    assert "Jensen lost." in hyps


def test_too_before_bare_adjectives_is_shared(run):
    """ "a bit too narrow and crowded for my taste": "too" scopes over both adjectives and
    licenses "for my taste"; "This valley is crowded for my taste" is not written."""
    hyps = set(removed(run("This valley is a bit too narrow and crowded for my taste.")[1]))
    assert "This valley is crowded for my taste." not in hyps
    assert "This valley is a bit too narrow for my taste." in hyps


def test_gerund_read_as_noun_modifier_makes_no_removal(run):
    """ "used for baking cakes and brewing ale": the parse reads "brewing" as a modifier of
    "ale" and coordinates "cakes" with "ale"; "baking brewing ale" is never written."""
    text = "Wheat is a grain that is used for baking cakes and brewing ale."
    hyps = set(removed(run(text)[1]))
    assert "Wheat is a grain that is used for baking brewing ale." not in hyps


def test_object_raised_from_earlier_bare_verb(run):
    """ "consider dismantling or destroying the mill or building a new house": "the mill" is
    shared by "dismantling" and "destroying", so removing "destroying the mill" would hand
    "dismantling" the next option."""
    text = "You should consider dismantling or destroying the mill or building a new house."
    hyps = set(removed(run(text)[1]))
    assert "You should consider dismantling or building a new house." not in hyps
    assert "You should consider dismantling or destroying the mill." in hyps


def test_preposed_purpose_infinitive_is_no_conjunct(run):
    """ "To build a road, click on the flag and then click on the icon": the parse made the
    purpose infinitive the first conjunct; "To build a road and then click ..." is never
    written."""
    text = "To build a road, click on the flag and then click on the road icon."
    hyps = set(removed(run(text)[1]))
    assert "To build a road and then click on the road icon." not in hyps
    assert "To click on the flag and then click on the road icon." not in hyps


def test_preposed_purpose_parsed_apart_control(run):
    """Control: where the parse keeps the purpose clause apart, the imperatives' removals stay
    (advice after a preposed clause, ab57)."""
    hyps = set(removed(run("To open the gate, pull the lever and then turn the wheel.")[1]))
    assert "To open the gate, pull the lever." in hyps


# -- class 2: replacement labels -----------------------------------------------------------------


def test_antonym_in_definite_description_under_can_contradicts(run):
    """ "we can leave this cold and bleak desert": the demonstrative description's content
    projects out of "can", so "this hot and bleak desert" contradicts (main: neutral,
    ``replaced_under_possibility``)."""
    pairs = run("Now we can leave this cold and windy valley and go home.")[1]
    reps = [
        p for p in pairs if p.hypothesis_kind == "conjunct_replaced" and " hot " in p.hypothesis
    ]
    assert reps
    assert all(p.heuristic_label == "contradiction" for p in reps)


def test_antonym_in_indefinite_under_can_control(run):
    """Control: an indefinite under "can" stays neutral (possibility of both)."""
    pairs = run("In the market you can buy a cheap and sturdy cart.")[1]
    reps = [
        p for p in pairs if p.hypothesis_kind == "conjunct_replaced" and "expensive" in p.hypothesis
    ]
    assert reps
    assert all(p.heuristic_label == "neutral" for p in reps)


# -- class 3: an anaphor that needs the removed conjunct ------------------------------------------


def test_untyped_name_antecedent_of_him(run):
    """ "sail to the North, find Garrow and convince him": "him" needs "Garrow", which the
    tagger typed as no person; the removal is a lost antecedent and is not kept."""
    text = "We must sail to the North, find Reebaud and convince him to help us."
    assert "We must sail to the North and convince him to help us." not in kept_removals(text)


def test_person_noun_antecedent_of_her(run):
    """ "find the old ferrywoman and ask her": a person noun is a possible antecedent too."""
    text = "We crossed the hills, found the old shepherd and asked him about the pass."
    assert "We crossed the hills and asked him about the pass." not in kept_removals(text)


def test_place_name_with_article_is_no_antecedent_control(run):
    """Control: the removal that keeps the name keeps its pair ("... and find Reebaud")."""
    text = "We must sail to the North, find Reebaud and convince him to help us."
    assert "We must sail to the North and find Reebaud." in kept_removals(text)


# -- class 4: free choice and imperatives ---------------------------------------------------------


def test_option_under_consider_is_free_choice(run):
    """ "You should consider selling the mill or renting it out": the options are each to be
    considered: adding one is neutral, dropping one entailed (main: or-introduction)."""
    pairs = run("You should consider selling the old mill or building a new farm.")[1]
    hyp = "You should consider selling the old mill."
    assert removed(pairs)[hyp].heuristic_label == "entailment"
    assert added(pairs)[hyp].heuristic_label == "neutral"


def test_consider_that_clause_control(run):
    """Control: "considered that A or B was safer" is a proposition, no list of options."""
    pairs = removed(run("He considered that the bridge or the ford was safer.")[1])
    assert pairs["He considered that the ford was safer."].heuristic_label == "neutral"


def test_imperative_after_colon_makes_no_pair(run):
    """ "The bridge is finished: cross it and take the hill." directs; no pair."""
    assert not run("The bridge is finished: cross it and take the hill.")[1]


def test_imperative_comma_splice_makes_no_pair(run):
    """ "We built the camp, now go with the scouts and find water.": a past declarative then
    an imperative (the plain form cannot share the past's subject)."""
    pairs = run("We built the camp, now go with the scouts and find water for the tribe.")[1]
    assert not [p for p in pairs if "scouts" in p.hypothesis and "water" not in p.hypothesis]
    assert not [p for p in pairs if "water" in p.hypothesis and "scouts" not in p.hypothesis]


def test_sentence_initial_imperative_before_clause_makes_no_pair(run):
    """ "Search and destroy the nest, it is the only safe way.": the parse made "is" the root;
    "Destroy the nest, it is the only safe way" would change what "it" sums up."""
    assert not run("Search and destroy the nest, it is the only safe way.")[1]


def test_second_person_narration_keeps_pairs_control(run):
    """Control: "You put on a suit, leave your ship, and approach the outpost" narrates in the
    present: the bare verbs share "You", no imperative."""
    text = "You put on a pressure suit, leave your ship, and approach the outpost."
    assert removed(run(text)[1])


def test_imperative_after_preposed_if_clause_control(run):
    """Control: advice after a preposed "if" clause keeps its pairs (ab57, stop 52)."""
    assert removed(run("If you are tired, sit down and rest your legs.")[1])
