"""Issue 12, hundred-fifteenth pass (branch cj114): the error classes of the blind review s1202v
(the fortune-mod data: quotations, jokes, aphorisms), fixed by class; constructed sentences
through the real spaCy model. Each test fails on main (8eed8633) unless its docstring says it
is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: downward-entailing and exclusive contexts ----------------------------------------


def test_only_before_the_preposition_of_gerunds_is_exclusive(run):
    """ "succeeded only in A-ing and B-ing": "only" focuses the whole prepositional phrase, so
    dropping a member or adding one contradicts it."""
    text = "She succeeded only in tripping on the stairs and spraining her ankle."
    pairs = run(text)[1]
    rem = removed(pairs)["She succeeded only in tripping on the stairs."]
    assert (rem.heuristic_label, rem.label_rule) == ("contradiction", "exclusive_focus")
    add = added(pairs)["She succeeded only in spraining her ankle."]
    assert add.heuristic_label == "contradiction"


def test_not_only_before_a_preposition_stays_additive(run):
    """Control (passes on main too): "not only in A but also in B" is additive, no exclusive."""
    text = "He failed not only in tripping on the stairs and spraining his ankle."
    pairs = run(text)[1]
    assert all(p.label_rule != "exclusive_focus" for p in pairs)


def test_sentence_initial_who_free_relative_is_downward(run):
    """ "Who is A and B will V": a headless "who" subject clause is a universal free relative,
    downward in its restrictor: the removal is neutral, the addition entailed."""
    pairs = run("Who is lazy and proud will fail.")[1]
    rem = removed(pairs)["Who is lazy will fail."]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "downward_and")
    add = added(pairs)["Who is proud will fail."]
    assert add.heuristic_label == "entailment"


def test_those_of_us_who_restrictor_with_modal_main_clause(run):
    """ "Those of us who believe in the duty to A and to B cannot be ...": the coordination sits
    below the relative clause (infinitives of "duty"), the main clause is modal: downward."""
    text = "Those of us who believe in the duty to vote and to serve cannot be called idle."
    pairs = run(text)[1]
    rem = removed(pairs)["Those of us who believe in the duty to vote cannot be called idle."]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "downward_and")


def test_anyone_who_restrictor_is_downward(run):
    """Control (passes on main too, through the universal restrictor of ``conjunction.py``):
    "Anyone who A and B must pay": "anyone" is a universal over its relative clause."""
    pairs = run("Anyone who drinks and drives must pay a fine.")[1]
    rem = removed(pairs)["Anyone who drinks must pay a fine."]
    assert rem.heuristic_label == "neutral"
    add = added(pairs)["Anyone who drives must pay a fine."]
    assert add.heuristic_label == "entailment"


def test_never_thought_see_the_day_when_is_downward(run):
    """ "I never thought I would see the day when A and B": the clauses are in the complement of
    a negated "think", so removing one is neutral and adding one entailed."""
    text = "I never thought I would see the day when cats are loved and dogs are feared."
    pairs = run(text)[1]
    rem = removed(pairs)["I never thought I would see the day when cats are loved."]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "downward_and")


def test_unnegated_thought_stays_boolean(run):
    """Control (passes on main too): without the negation the removal is entailed."""
    text = "I thought I would see the day when cats are loved and dogs are feared."
    pairs = run(text)[1]
    rem = removed(pairs)["I thought I would see the day when cats are loved."]
    assert rem.heuristic_label == "entailment"


# -- class 2: a list of verb phrases read as objects -------------------------------------------


def test_verb_phrase_list_read_as_objects_gets_no_removal(run):
    """ "can sort files, store data, compute, and play chess": the parse read the verb phrases
    as nouns with a bare verb among them; a removal cuts a noun from its verb."""
    pairs = run("Computers can sort files, store data, compute, and play chess.")[1]
    assert not removed(pairs)


def test_plain_noun_list_keeps_its_removals(run):
    """Control (passes on main too): a list of nouns with no bare verb among them."""
    pairs = run("She bought apples, pears, plums, and cherries.")[1]
    assert "She bought apples, pears, and plums." in removed(pairs)


# -- class 3: a reciprocal verb read as a noun -------------------------------------------------


def test_clause_final_meet_read_as_noun_is_collective(run):
    """ "when A and B meet": collective "and", no removal ("Success is when hard work.")."""
    pairs = run("Success is when hard work and good timing meet.")[1]
    assert not removed(pairs)


def test_determined_noun_meet_is_not_reciprocal(run):
    """Control (passes on main too): "the track meet" is a noun with a determiner."""
    pairs = run("They watched the swimmers and the track meet.")[1]
    assert "They watched the swimmers." in removed(pairs)


# -- class 4: a shared copula before an adjective tagged as a verb -----------------------------


def test_copula_shared_with_adjective_tagged_as_verb(run):
    """ "was often absent, and sometimes obtuse": "obtuse" (tagged as a verb) is an adjective
    sharing "was"; removing the first conjunct would leave "My landlord sometimes obtuse"."""
    text = "My landlord was often absent, and sometimes obtuse, but he was always polite."
    hyps = removed(run(text)[1])
    assert not any(h.startswith("My landlord sometimes obtuse") for h in hyps)
    assert "My landlord was often absent, but he was always polite." in hyps


# -- class 5: conditional "and" after a semicolon ----------------------------------------------


def test_imperative_after_semicolon_is_conditional(run):
    """ "...; scold them, and they sulk": a subjectless plain form opening the clause after a
    semicolon is an imperative, "and" is conditional: no removal of either clause."""
    text = "Praise them and they grow lazy within a week; scold them, and they sulk for a month."
    hyps = removed(run(text)[1])
    assert not any(h.endswith("; they sulk for a month.") for h in hyps)
    assert not any(h.endswith("; scold them.") for h in hyps)


def test_verb_phrases_sharing_a_subject_stay(run):
    """Control (passes on main too): "They sing and dance" shares the subject, no imperative."""
    pairs = run("They sing at night and dance in the morning.")[1]
    assert "They sing at night." in removed(pairs)
