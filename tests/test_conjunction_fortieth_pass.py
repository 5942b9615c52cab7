"""Conjunction, fortieth pass (branch cj32): spans, shared material and fixed phrases on formal
political speech (blind slice s1130e, State of the Union addresses). Fixed binomials that are no
coordination ("and vice versa", "at home and abroad", "above and beyond"); a distributive "alike"
left without its plural; a polysyndetic list left with a two-member comma; a comma opening an
interpolated adverbial after the conjunction lost; postposed adjectives left alone; a definite
description before an appositive list of names read as a list member. Own sentences through the
real pipeline (``run_texts``); each test fails on 080b04b unless its docstring says control."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


@pytest.fixture(scope="module")
def pairs():
    texts = [
        "Lawmakers should not lobby the agencies that fund them and vice versa.",
        "Our soldiers defend freedom at home and abroad every single day.",
        "The nurses went above and beyond to care for the patients.",
        "The treaty will help small and large farms alike.",
        "The new rules protect tenants and landlords alike.",
        "The program helps farmers, and ranchers, and small towns.",
        "She invited her cousins, and her aunts, and her uncles, and her neighbors.",
        "The plan is cheap, simple, and, above all, fair.",
        "The plan is cheap and, above all, fair.",
        "This is a matter for strong institutions, public and private.",
        "The new treaty protects all nations, large and small alike, from attack.",
        "We work with the nations of the continent, Kenya, Ghana, Nigeria, and Egypt, on trade.",
        "This is the state of our city: proud and restless, growing and full of hope.",
        "I know it worries some of you, but I told them that we will not retreat, but our "
        "patience has limits.",
    ]
    _, result = run_texts(texts, ["conjunction"])
    return result.pairs


def _sides(pairs, text: str) -> set[str]:
    return {s for p in pairs for s in (p.premise, p.hypothesis) if text in s}


def test_vice_versa_is_no_conjunct(pairs):
    """Before: "... should not vice versa." (the pro-form read as a verb phrase)."""
    sides = _sides(pairs, "Lawmakers should not")
    assert not any("should not vice versa" in s for s in sides)
    assert not any(s.endswith("fund them.") for s in sides)


def test_at_home_and_abroad_is_one_merism(pairs):
    """Before: "defend freedom abroad every single day" and "... at home every single day"."""
    assert _sides(pairs, "Our soldiers defend") == set()


def test_above_and_beyond_is_one_adverbial(pairs):
    """Before: "went above to care", "went beyond to care", "went below and beyond"."""
    assert _sides(pairs, "The nurses went") == set()


def test_alike_goes_with_the_removed_member(pairs):
    """Before: "help small farms alike", "protect tenants alike" (no plural left for
    "alike")."""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "The treaty will help small farms." in hyps
    assert "The treaty will help large farms." in hyps
    assert "The new rules protect tenants." in hyps
    assert "The new rules protect landlords." in hyps
    assert not any(h.endswith("alike.") and " and " not in h for h in hyps)


def test_polysyndeton_of_two_left_has_no_comma(pairs):
    """Before: "helps ranchers, and small towns", "helps farmers, and small towns"."""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "The program helps ranchers and small towns." in hyps
    assert "The program helps farmers and small towns." in hyps
    assert not any("ranchers, and small" in h or "farmers, and small" in h for h in hyps)


def test_polysyndeton_of_three_left_keeps_its_commas_control(pairs):
    """Control: with three members left the polysyndeton stays as written."""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "She invited her aunts, and her uncles, and her neighbors." in hyps


def test_comma_after_conjunction_opening_an_adverbial_stays(pairs):
    """Before: "The plan is cheap and above all, fair." (one comma of the pair lost)."""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "The plan is cheap and, above all, fair." in hyps
    assert "The plan is simple and, above all, fair." in hyps
    assert not any("and above all," in h for h in hyps)
    # control: with the first conjunct gone the opening comma stays too
    assert "The plan is, above all, fair." in hyps
    assert "The plan is cheap." in hyps


def test_lone_postposed_adjective_is_not_written(pairs):
    """Before: "strong institutions, public." and "strong institutions, private."; "all
    nations, large alike, from attack"."""
    sides = _sides(pairs, "This is a matter for")
    assert not any(s.endswith("institutions, public.") for s in sides)
    assert not any(s.endswith("institutions, private.") for s in sides)
    sides = _sides(pairs, "The new treaty protects")
    assert not any("nations, large," in s or "nations, small," in s for s in sides)


def test_description_before_names_is_no_member(pairs):
    """Before: "the nations of the Kenya, Ghana, Nigeria, and Egypt" (the anchor removed). The
    removal of a name stays."""
    sides = _sides(pairs, "We work with the nations")
    assert not any("nations of the Kenya" in s for s in sides)
    assert any("of the continent, Kenya, Ghana, and Egypt" in s for s in sides)


def test_adjectives_after_a_colon_control(pairs):
    """Control: adjectives after a colon are a predication, not postposed; both removals stay."""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "This is the state of our city: restless, growing and full of hope." in hyps
    assert "This is the state of our city: proud, growing and full of hope." in hyps


def test_clauses_keep_the_comma_before_their_coordinator_control(pairs):
    """Control: a clause with its own subject keeps the comma before "but". (Stop 90: the middle
    clause of "A, but B, but C" is no longer removed, cj195's cut across two binary "but"
    coordinations, which draws a contrast of A with C the source never drew; the last clause's
    removal keeps the comma the same way.)"""
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "I know it worries some of you, but I told them that we will not retreat." in hyps
    assert "I know it worries some of you, but our patience has limits." not in hyps
