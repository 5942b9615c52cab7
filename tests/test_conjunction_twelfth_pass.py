"""Issue 12, twelfth pass (branch cj3): error classes of the latest blind review, checked on dev
slice dev-cj3-1; constructed sentences through the real spaCy model. Each test fails on ce2d491
unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 3: spans that lose shared material ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis", "other"),
    [
        ("They're tired and want to sleep.", "They want to sleep.", "They're tired."),
        ("She's hungry and wants a sandwich.", "She wants a sandwich.", "She's hungry."),
    ],
)  # fmt: skip
def test_a_contracted_auxiliary_is_no_atom_with_its_subject(run, text, hypothesis, other):
    """A verbal clitic ("'re", "'s") is a word of its own: the subject written on it is shared by
    the coordinated verb phrases (before: "Want to sleep.", the subject went with the clitic)."""
    _, pairs = run(text)
    assert {hypothesis, other} <= set(removed(pairs)), sorted(removed(pairs))


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("He'd looked back and turned around.", "He'd turned around."),
        ("She had sold the car and bought a bike.", "She had bought a bike."),
    ],
)  # fmt: skip
def test_a_perfect_auxiliary_is_shared_by_a_second_participle(run, text, hypothesis):
    """ "had [looked back] and [turned around]": the later participle (tagged VBD) shares the
    perfect auxiliary (before: "Turned around." / "She bought a bike.")."""
    _, pairs = run(text)
    assert hypothesis in removed(pairs), sorted(removed(pairs))


def test_a_comma_clause_keeps_its_finite_verb(run):
    """Control: "had been ill, and died": the comma marks a clause-level coordination, the later
    verb stays finite (passes on ce2d491 too)."""
    _, pairs = run("She had been ill, and died in 1900.")
    assert "She died in 1900." in removed(pairs)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("If the train is late and the bus is full, we walk home.", "If the bus is full, we walk home."),
        ("Because the shop was closed and the bus was late, we walked home.", "Because the bus was late, we walked home."),
    ],
)  # fmt: skip
def test_a_subordinator_is_shared_by_coordinated_clauses(run, text, hypothesis):
    """ "If [A] and [B]": the subordinator takes both clauses (before: "The bus is full?" for the
    question "What if A and B?", which since stop 51 makes no pair; "The bus was late, we walked
    home.")."""
    _, pairs = run(text)
    assert hypothesis in removed(pairs), sorted(removed(pairs))


def test_a_clause_with_its_own_subordinator_keeps_it(run):
    """Control: "that A and that B": each clause has its own "that" (passes on ce2d491 too)."""
    _, pairs = run("She said that he was late and that the bus was full.")
    assert "She said that the bus was full." in removed(pairs)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The guide is a keeper or warden of the park.", "The guide is a warden of the park."),
        ("The basket holds an apple and pears.", "The basket holds pears."),
    ],
)  # fmt: skip
def test_the_indefinite_article_agrees_with_the_kept_conjunct(run, text, hypothesis):
    """A bare singular count noun shares the first conjunct's "a" ("is a warden", before "is
    warden"); a plural conjunct takes none. (The "other" case, "an apple and other fruit", gives
    no removal of the first member since cj101: "other" needs it as antecedent.)"""
    _, pairs = run(text)
    assert hypothesis in removed(pairs), sorted(removed(pairs))


# -- class 1: the equivalence "or" -------------------------------------------------------------


def test_an_amount_in_two_units_is_one_fact(run):
    """ "$5 or 4 euros" converts one amount: removing either is entailed, adding one is neutral,
    and the last unit is the last conjunct's (before: "costs $5 euros", ``or_boolean``)."""
    _, pairs = run("The ticket costs $5 or 4 euros.")
    rem = removed(pairs)
    assert set(rem) == {"The ticket costs 4 euros.", "The ticket costs $5."}
    assert {(p.heuristic_label, p.label_rule) for p in rem.values()} == {
        ("entailment", "or_equivalence")
    }
    assert added(pairs)["The ticket costs $5."].heuristic_label == "neutral"


def test_a_converted_area_is_an_equivalence(run):
    """Control: "4.9 million square km, or a little over 3% of the surface": the same area twice
    (the comma-"or" appositive already made it an equivalence on ce2d491)."""
    _, pairs = run("The region covers 4.9 million square km, or a little over 3% of the surface.")
    rem = removed(pairs)["The region covers 4.9 million square km."]
    assert (rem.heuristic_label, rem.label_rule) == ("entailment", "or_equivalence")


def test_two_counts_of_different_things_are_no_equivalence(run):
    """ "3 cats or 4 dogs" are alternatives, not one amount in two units (before:
    ``or_equivalence``)."""
    _, pairs = run("She has 3 cats or 4 dogs.")
    assert removed(pairs)["She has 4 dogs."].label_rule == "or_boolean"


def test_synonyms_gloss_each_other(run):
    """ "a lawyer or attorney": WordNet synonyms (one synset) are a gloss: removal entailed,
    addition neutral (before: ``or_boolean`` / ``or_introduction`` entailment)."""
    _, pairs = run("She hired a lawyer or attorney.")
    rem = removed(pairs)["She hired a lawyer."]
    assert (rem.heuristic_label, rem.label_rule) == ("entailment", "or_equivalence")
    assert added(pairs)["She hired a lawyer."].heuristic_label == "neutral"


# -- class 4: replacements -------------------------------------------------------------------------


def test_a_year_after_as_of_is_not_replaced(run):
    """ "as of 2015 and 2016": a reference time; the state may hold a year later too, so a shifted
    year is no contradiction and no replacement is made (before: "as of 2015 and 2017")."""
    _, pairs = run("As of 2015 and 2016, the firm had 300 staff.")
    assert not [h for h in replaced(pairs) if "2017" in h or "2014" in h]


def test_a_round_number_moves_at_its_own_scale(run):
    """ "nearly 250,000 items" -> "nearly 260,000", never "250,001": a round number is read at
    the granularity its zeros show (Krifka 2007)."""
    _, pairs = run("The museum is small, but it holds nearly 250,000 items.")
    assert not [h for h in replaced(pairs) if "250,001" in h]
    # eighteenth pass: "nearly" bounds the number, so no replacement is made at all
    assert not [h for h in replaced(pairs) if "nearly 260,000" in h]


@pytest.mark.parametrize(("before", "after"), [("1900", "1901"), ("170,000", "180,000"), ("500", "600"), ("10", "11")])  # fmt: skip
def test_round_number_steps(before, after):
    """After an approximator, round amounts move at their scale; years without a group comma and
    numbers without two trailing zeros keep the step of one (the "1900" and "10" cases are
    controls that pass on ce2d491 too); an exact round number keeps it as well."""
    from pipeline.rewrite import conjuncts as ops

    assert ops.increment_number(before, approximate=True) == after
    assert ops.increment_number("700") == "701"


def test_an_antonym_in_an_indefinite_plural_is_neutral(run):
    """ "several international observers" -> "several national observers": both kinds can exist
    (before: contradiction); "the international observers" keeps its contradiction, and so does
    a bare plural, often specific ("low ratings canceled the plans")."""
    _, pairs = run("The plan was criticized by several international observers, but it passed.")
    # Stop 79 (cj163): an antonym below the coordinated element, on an indefinite plural, is no
    # replacement pair at all (judges kept 0 of 4 such swaps on s1204v/s1204w): no neutral pair.
    assert "The plan was criticized by several national observers, but it passed." not in (
        replaced(pairs)
    )
    _, pairs = run("The plan was criticized by the international observers, but it passed.")
    rep = replaced(pairs)["The plan was criticized by the national observers, but it passed."]
    assert rep.heuristic_label == "contradiction"


# -- class 3 (dev slice): gapping and active verbs after a passive -----------------------------


def test_an_object_and_adjunct_cluster_is_one_conjunct(run):
    """ "winning [the Stanley Cup in hockey] or [the Lombardi Trophy in football]": the remnant
    noun phrase is parallel to the object, not to "hockey" (before: "winning the Stanley Cup in
    the Lombardi Trophy in football")."""
    _, pairs = run(
        "It is like winning the Stanley Cup in hockey or the Lombardi Trophy in football."
    )
    assert set(removed(pairs)) == {
        "It is like winning the Stanley Cup in hockey.",
        "It is like winning the Lombardi Trophy in football.",
    }


def test_places_after_one_preposition_stay_a_coordination(run):
    """Control: "sold cars in [Paris] and [London] in 2000" coordinates places (passes on ce2d491
    too, and must not become a cluster)."""
    _, pairs = run("He sold cars in Paris and London in 2000.")
    assert "He sold cars in London in 2000." in removed(pairs)


def test_a_verb_with_an_object_after_a_passive_is_active(run):
    """ "was fully enclosed and [provided] seating": a participle with an object is an active past
    tense, so "was" is not shared (before: "This was provided seating ...")."""
    _, pairs = run("The cabin was fully enclosed and provided seating for three passengers.")
    assert "The cabin provided seating for three passengers." in removed(pairs)


def test_a_ditransitive_passive_keeps_its_auxiliary(run):
    """Control: "was given a medal and shown the door": a ditransitive passive keeps an object
    (passes on ce2d491 too)."""
    _, pairs = run("He was given a medal and shown the door.")
    assert "He was shown the door." in removed(pairs)


# -- class 5: a coordination inside a longer name ---------------------------------------------------


def test_a_coordination_inside_a_longer_name_is_no_candidate(run):
    """ "the International Covenant on [Civil] and [Political] Rights": the name goes on at both
    sides of the coordination, so a removal names nothing (before: neutral ``named_entity``
    pairs "the International Covenant on Political Rights")."""
    cands, pairs = run(
        "The country signed the International Covenant on Civil and Political Rights in 1990."
    )
    assert not pairs


def test_a_name_ending_in_its_last_conjunct_keeps_its_pairs(run):
    """Control: "the School of Medicine and Health Sciences" ends with the last conjunct; ConjNLI's
    gold has such removals (neutral), so they stay (passes on ce2d491 too)."""
    _, pairs = run("She studied at the School of Medicine and Health Sciences.")
    assert {p.label_rule for p in pairs} == {"named_entity"}


# -- class 3 (dev slice): lists inside a "but" coordination -------------------------------------


def test_a_list_after_but_is_one_conjunct(run):
    """ "A, but [B, C and D]": the inner list is the last conjunct (before: removing A left
    "The firm began in Ohio, moved to Texas and became a bank.")."""
    _, pairs = run(
        "The firm began as a shop in Ohio, but later it sold its stores, moved to Texas and became a bank."
    )
    assert "The firm began as a shop in Ohio." in removed(pairs)
    assert not [
        h for h in removed(pairs) if h.startswith("The firm began as a shop in Ohio, moved")
    ]


def test_a_list_before_but_is_one_conjunct(run):
    """ "[A, B and C], but D": the inner list is the first conjunct (before: "The team scored,
    lost the final.")."""
    _, pairs = run("The team scored, defended well and won, but lost the final.")
    assert "The team lost the final." in removed(pairs)
    assert "The team scored, lost the final." not in removed(pairs)


@pytest.mark.parametrize(
    "text",
    ["The apples drop on one side or the other of the wall.", "The case will be settled one way or another."],
)  # fmt: skip
def test_one_or_the_other_is_a_fixed_phrase(run, text):
    """ "one side or the other": the correlative idiom has no second conjunct of its own (before:
    "The apples drop on one side of the wall.", ``or_boolean``)."""
    cands, _ = run(text)
    assert not cands


def test_or_another_noun_stays_a_coordination(run):
    """Control: "a pie or another dessert" is a real disjunction (passes on ce2d491 too)."""
    cands, _ = run("He could bring a pie or another dessert.")
    assert cands


def test_a_sentence_initial_article_of_the_removed_conjunct_goes(run):
    """ "A prototype and five aircraft were built" minus the prototype: the article goes with it,
    the sentence still opens with a capital, and the counted plural keeps "were" (before: "A five
    aircraft was built.")."""
    _, pairs = run("A prototype and five aircraft were built.")
    assert "Five aircraft were built." in removed(pairs)


def test_a_noun_whose_plural_is_its_singular_keeps_the_article(run):
    """Control: "an officer corps" is singular; the article stays (passes on ce2d491 too)."""
    _, pairs = run("A medical corps is generally an army or an officer corps.")
    assert "A medical corps is generally an officer corps." in removed(pairs)


def test_capitalised_offices_are_no_title(run):
    """ "is Professor of Theology and Director of Studies": two offices, not one work title, so
    removing one is entailed (before: ``named_entity``, neutral)."""
    _, pairs = run(
        "Michael Bauman is Professor of Theology and Director of Christian Studies at Hillsdale College."
    )
    rem = removed(pairs)["Michael Bauman is Director of Christian Studies at Hillsdale College."]
    assert (rem.heuristic_label, rem.label_rule) == ("entailment", "boolean_and")
