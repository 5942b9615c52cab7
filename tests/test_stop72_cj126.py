"""Stop 72, branch cj126: conjunction labels and non-boolean uses from the blind reviews s1204c
and s1204b (FOLDOC): a disjunction in a participial "when" clause (downward entailing), free
choice under a noun of possibility and with a disjunctive subject before a possibility modal,
the alias "or" of a headword gloss, an imperative after a sentence-initial "And", and the
binomial "bells and whistles". Sentences go through the real spaCy model; they are constructed
(not the reviewed sentences). Controls (good neighbours that must keep their pairs) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs(run, text: str):
    return run(text)[1]


# class 1: a disjunction in a participial "when" clause of a rule-like main clause ------------


def test_disjunct_added_in_participial_when_clause_is_neutral(run):
    """ "must spin faster when reading" says nothing of writing: the clause is a restrictor."""
    text = "The drive must spin faster when reading or writing data near the centre."
    pairs = _pairs(run, text)
    adds = added(pairs)
    short = "The drive must spin faster when reading data near the centre."
    assert short in adds
    assert adds[short].heuristic_label == "neutral"
    assert adds[short].label_rule == "downward_or"
    assert removed(pairs)[short].heuristic_label == "entailment"


def test_disjunct_in_present_passive_when_clause_is_downward(run):
    """A present passive main clause ("is needed when V-ing A or B") is rule-like as well."""
    text = "A cable is needed when connecting the printer to a laptop or to a desktop."
    adds = added(_pairs(run, text))
    assert adds, "the coordination keeps its pairs"
    assert {p.label_rule for p in adds.values()} == {"downward_or"}
    assert {p.heuristic_label for p in adds.values()} == {"neutral"}


def test_past_episode_when_clause_keeps_or_introduction(run):
    """Control: a past main clause names one occasion; an added disjunct stays entailed."""
    text = "He was injured when crossing the road or the yard."
    adds = added(_pairs(run, text))
    assert adds
    assert all(p.label_rule != "downward_or" for p in adds.values())


# class 2: free choice under a noun of possibility and a disjunctive subject of a modal --------


def test_possibility_noun_makes_or_free_choice(run):
    """ "the possibility of a thief using it to read files or install malware" gives each."""
    text = (
        "There is also the possibility of a thief using the port to read files or install malware."
    )
    rem = removed(_pairs(run, text))
    assert rem
    assert {p.label_rule for p in rem.values()} == {"or_free_choice"}
    assert {p.heuristic_label for p in rem.values()} == {"entailment"}


def test_negated_possibility_noun_is_not_free_choice(run):
    """Control: "no possibility of A or B" denies each; no free-choice label."""
    text = "There is no possibility of a thief using the port to read files or install malware."
    assert all(p.label_rule != "or_free_choice" for p in _pairs(run, text))


def test_disjunctive_subject_of_possibility_modal_is_free_choice(run):
    """ ""tulip" or "rose" may be listed" gives ""rose" may be listed" (epistemic "may")."""
    text = 'In such a thesaurus, "tulip" or "rose" may be in the entry for "garden".'
    rem = removed(_pairs(run, text))
    short = 'In such a thesaurus, "rose" may be in the entry for "garden".'
    assert short in rem
    assert rem[short].heuristic_label == "entailment"


def test_disjunctive_subject_without_modal_stays_boolean(run):
    """Control: no modal, no free choice: "A or B is in the entry" does not give "B is"."""
    text = 'In such a thesaurus, "tulip" or "rose" is in the entry for "garden".'
    rem = removed(_pairs(run, text))
    assert rem
    assert all(p.heuristic_label == "neutral" for p in rem.values())


# class 3: the alias "or" of a headword gloss -------------------------------------------------


def test_headword_gloss_alias_gets_no_pair(run):
    """ "(KDC or "Key Server") A server that ...": one term named twice, no alternative."""
    text = (
        '(KDC or "Key Server") A server that hands out session keys to clients and servers on '
        "a network."
    )
    for p in _pairs(run, text):
        assert "(KDC)" not in p.hypothesis and '("Key Server")' not in p.hypothesis
        assert "(KDC)" not in p.premise and '("Key Server")' not in p.premise


def test_or_in_later_bracket_is_not_a_headword_gloss(run):
    """Control: an "or" in a bracket after the start of the sentence keeps its pairs."""
    text = "The server hands out keys to other parties (clients or servers) on a network."
    assert removed(_pairs(run, text))


# class 4: an imperative after a sentence-initial coordinator -------------------------------


def test_imperative_after_initial_and_gets_no_pair(run):
    """ "And compare A, B and C for ...": a directive, no truth value."""
    text = "And compare bit rot, link rot, and software rot for other decay metaphors."
    assert not _pairs(run, text)


def test_declarative_after_initial_and_keeps_pairs(run):
    """Control: "And he bought apples and pears." asserts; its removals stay."""
    assert "And he bought pears." in removed(_pairs(run, "And he bought apples and pears."))


# class 5: the binomial "bells and whistles" ---------------------------------------------


def test_bells_and_whistles_is_not_split(run):
    text = "The lite version runs faster by turning off all its bells and whistles."
    for p in _pairs(run, text):
        assert "bells and whistles" in p.premise and "bells and whistles" in p.hypothesis


def test_bells_and_horns_control_keeps_removal(run):
    """Control: literal bells and horns are two things."""
    text = "The band turned off all its bells and horns."
    assert removed(_pairs(run, text))
