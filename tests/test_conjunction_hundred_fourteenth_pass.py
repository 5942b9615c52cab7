"""Issue 12, hundred-fourteenth pass (branch cj113): the error classes of the blind review s1202u
(the fortune-mod data: quotations, jokes, aphorisms), fixed by class; constructed sentences
through the real spaCy model. Each test fails on main (160c2633) unless its docstring says it
is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: the label reads the context ------------------------------------------------------


def test_or_inside_relative_of_comparative_standard_is_entailed(run):
    """ "more than people who A or B": the disjunction is inside the standard of a comparison,
    downward entailing throughout, so dropping a disjunct is entailed and adding one neutral."""
    text = "Few things annoy him more than people who talk during films or check their phones."
    pairs = run(text)[1]
    rem = removed(pairs)["Few things annoy him more than people who talk during films."]
    assert (rem.heuristic_label, rem.label_rule) == ("entailment", "or_comparison_list")
    add = added(pairs)["Few things annoy him more than people who check their phones."]
    assert add.heuristic_label == "neutral"


def test_or_outside_the_standard_stays_boolean(run):
    """Control: an "or" in the subject, before "than", is not in the standard: neutral."""
    text = "Tea or coffee tastes better than plain water."
    rems = removed(run(text)[1])
    assert rems["Coffee tastes better than plain water."].heuristic_label == "neutral"


# -- class 2: non-boolean coordination -----------------------------------------------------------


def test_coordinated_subject_of_the_only_predicate_gets_no_pair(run):
    """ "A and B are the only N": one member alone contradicts the exhaustive predicate and
    breaks agreement ("Fog is the only hazards"); no removal, no addition."""
    pairs = run("Rain and fog are the only hazards that worry the pilots.")[1]
    assert not removed(pairs) and not added(pairs)


def test_plain_plural_predicate_keeps_its_removals(run):
    """Control: without "only" the predicate distributes ("Rain and fog are hazards")."""
    hyps = set(removed(run("Rain and fog are serious hazards for pilots.")[1]))
    assert any(h.startswith(("Rain ", "Fog ")) for h in hyps)


def test_there_and_back_is_one_round_trip(run):
    """ "as far as walking there and back": the frozen binomial names one round trip; no pair
    measures one leg ("as far as walking back")."""
    pairs = run("Walking to the shop is only half as far as walking there and back.")[1]
    hyps = set(removed(pairs))
    assert "Walking to the shop is only half as far as walking back." not in hyps
    assert "Walking to the shop is only half as far as walking there." not in hyps


def test_options_of_a_choice_get_no_pair(run):
    """ "a hard decision: stay, leave, or wait": the list spells out the alternatives, so no
    or-introduction ("decision: stay or wait" -> the three) and no removal."""
    pairs = run("The only choice was simple: tea or coffee.")[1]
    assert not removed(pairs) and not added(pairs)


# -- class 3: unclean removal ----------------------------------------------------------------------


def test_right_node_raised_object_of_causative_chain_kept(run):
    """ "introducing or causing to be introduced an animal into X": the object and its path are
    shared by "introducing"; no removal leaves "Any guest introducing will be fined"."""
    text = "Any guest introducing or causing to be introduced an animal into the kitchen will be fined."
    pairs = run(text)[1]
    assert "Any guest introducing will be fined." not in removed(pairs)
    assert "Any guest introducing will be fined." not in added(pairs)


def test_enumerated_members_get_no_pair(run):
    """ "because (a) A, and (b) B": no removal leaves a lone or gapped label "(b)"."""
    pairs = run("We stopped the project, because (a) the budget ran out, and (b) the team left.")[1]
    assert not any("(b)" in h and "(a)" not in h for h in removed(pairs))
    assert not any("(b)" in p and "(a)" not in p for p in added(pairs))


def test_verb_phrases_of_embedded_clause_not_cut_across(run):
    """ "more than the news that a rival is A, or has B, or is C": the parse hung the later verb
    phrases on the main verb; no removal cuts across the clause ("Nothing has lost his job")."""
    text = (
        "Nothing pleases a critic more than the news that a rival is losing his touch, "
        "or has lost his job, or is drinking too much."
    )
    hyps = set(removed(run(text)[1]))
    assert not any(h.startswith("Nothing has") for h in hyps)
    assert not any(p.label_rule == "or_boolean" for p in removed(run(text)[1]).values())


def test_quotation_of_removed_speech_verb_not_stranded(run):
    """'and say to yourself, "X"': removing the verb of saying strands its quotation."""
    text = (
        "I mean, if some day you notice that you are writing a hack and say to yourself, "
        '"Nobody will ever see this", then you should stop.'
    )
    hyps = set(removed(run(text)[1]))
    assert not any('a hack, "Nobody' in h for h in hyps)


# -- class 4: a lost copula or auxiliary -----------------------------------------------------------


def test_auxiliary_shared_with_present_participle(run):
    """ "X is alive and healthy in Ohio, and still hoping for Y": "is" is also the progressive
    auxiliary of "hoping"; no removal leaves "My grandfather still hoping for a letter"."""
    text = "My grandfather is alive and healthy in Ohio, and still hoping for a letter."
    pairs = run(text)[1]
    assert "My grandfather still hoping for a letter." not in removed(pairs)
    assert "My grandfather still hoping for a letter." not in added(pairs)
    assert "My grandfather is alive and healthy in Ohio." in removed(pairs)


def test_auxiliary_shared_after_place_phrase(run):
    """ "was in service for decades and still running": the copula with a place phrase."""
    text = "The old ferry was in service for decades and still running every morning."
    hyps = set(removed(run(text)[1]))
    assert "The old ferry still running every morning." not in hyps
    assert "The old ferry was in service for decades." in hyps


def test_progressive_with_its_own_auxiliary_keeps_removal(run):
    """Control: "was living in Rome and still writing": the first conjunct is the participle,
    the auxiliary is outside both, and the removal keeps it ("was still writing")."""
    text = "Her daughter was living in Rome and still writing to him every week."
    assert "Her daughter was still writing to him every week." in removed(run(text)[1])


def test_closing_quotation_mark_after_speech_verb_is_no_stranded_quote(run):
    """Control: '"I've called X and told them that Y," she says': the mark after the conjunct
    closes the quotation that holds it, so the removal of "told them ..." stays."""
    text = '"I\'ve called the harbour and told them that the ship is free to leave," she says.'
    assert '"I\'ve called the harbour," she says.' in removed(run(text)[1])
