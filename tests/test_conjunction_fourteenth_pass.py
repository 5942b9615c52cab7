"""Issue 12, fourteenth pass (branch cj5): error classes of the latest two blind reviews;
constructed sentences through the real spaCy model. Each test fails on 87d2e5d unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 3: conditional imperative "and" -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Get off track and you have real problems.",
        "Open the box and you will find a key.",
    ],
)
def test_a_conditional_imperative_and_is_no_candidate(run, text):
    """An imperative, "and", then a clause with its own subject is a conditional ("if you get off
    track, you have real problems"; Culicover & Jackendoff 1997), like the pseudo-imperative
    "or": no candidate (before: "You have real problems." labelled entailment)."""
    cands, pairs = run(text)
    assert not [c for c in cands if c.subtype == "and"] and not pairs


def test_two_coordinated_imperatives_stay(run):
    """Control: two commands with no subject after "and" are a coordination (passes on
    87d2e5d)."""
    cands, _ = run("Come in and sit down.")
    assert [c.subtype for c in cands] == ["and"]


# -- class 2: binomial place names ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "He travelled to Jammu and Kashmir last year.",
        "The war in Bosnia and Herzegovina ended in 1995.",
    ],
)
def test_a_binomial_place_name_is_one_name(run, text):
    """A place whose name holds "and" is one name (``conjunction_binomial_names``): its pairs
    take ConjNLI's neutral named-entity rule (before: boolean ``and``, "travelled to Kashmir"
    labelled entailment)."""
    _, pairs = run(text)
    assert pairs and all(
        p.heuristic_label == "neutral" and p.label_rule == "named_entity" for p in pairs
    )


def test_a_binomial_place_name_in_a_list_is_one_member(run):
    """Inside a list the name is one member and its own "and" is no candidate (before: "lived in
    Jamaica and Tobago and Barbados")."""
    cands, pairs = run("She has lived in Jamaica, Trinidad and Tobago and Barbados.")
    assert len(cands) == 1
    assert set(removed(pairs)) == {
        "She has lived in Jamaica and Barbados.",
        "She has lived in Jamaica and Trinidad and Tobago.",
    }


# -- class 1: conjunct spans -----------------------------------------------------------------------


def test_a_selected_preposition_stays_with_its_conjunct(run):
    """ "based on" selects its phrase: no right-node raising, the phrase goes with "based"
    (``conjunction_selected_prepositions``; before: "Their music was syncopated on guitar
    riffs.")."""
    _, pairs = run("Their music was syncopated and based on guitar riffs.")
    assert set(removed(pairs)) == {
        "Their music was based on guitar riffs.",
        "Their music was syncopated.",
    }


def test_a_shared_agent_is_still_right_node_raised(run):
    """Control: "by a local firm" is shared by both participles (passes on 87d2e5d)."""
    _, pairs = run("The house was designed and built by a local firm.")
    assert "The house was designed by a local firm." in removed(pairs)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The task was difficult and time consuming.", "The task was difficult."),
        ("They sell cheap and energy efficient cars.", "They sell cheap cars."),
    ],
)
def test_an_unhyphenated_compound_adjective_is_one_conjunct(run, text, hypothesis):
    """ "time consuming" is one adjective (noun + participle): the removal takes both words
    (before: "The task was difficult consuming.")."""
    _, pairs = run(text)
    rem = removed(pairs)
    assert hypothesis in rem
    assert not any("consuming." in h and "time" not in h for h in rem)


def test_a_city_state_premodifier_is_no_list_member(run):
    """ "a Broward County, Florida, prosecutor": the place modifies the nouns and is not a member
    of their list (before: "She was a Florida, prosecutor and judge.")."""
    _, pairs = run("She was a Broward County, Florida, prosecutor and judge.")
    assert set(removed(pairs)) == {
        "She was a Broward County, Florida, judge.",
        "She was a Broward County, Florida, prosecutor.",
    }


# -- class 4: labels -------------------------------------------------------------------------------


def test_another_decade_of_a_once_only_event_is_a_contradiction(run):
    """A house is built once: "built in the 1960s" contradicts "built in the 1950s"
    (``conjunction_once_only_verbs``; before: neutral ``replaced_decade``); "renovated" can
    recur, so its decade stays neutral."""
    _, pairs = run("The house was built in the 1950s and renovated in the 1990s.")
    rep = replaced(pairs)
    assert (
        rep["The house was built in the 1960s and renovated in the 1990s."].heuristic_label
        == "contradiction"
    )
    assert rep["The house was built in the 1950s and renovated in the 2000s."].label_rule == (
        "replaced_decade"
    )


def test_a_decade_of_a_recurring_event_stays_neutral(run):
    """Control: "played in the 1950s and 1960s" does not exclude the 1970s (passes on
    87d2e5d)."""
    _, pairs = run("He played in the 1950s and 1960s.")
    assert {p.heuristic_label for p in replaced(pairs).values()} == {"neutral"}


def test_a_nor_clause_is_asserted(run):
    """ "..., nor did he paint" is "and he did not paint": dropping it is entailed and adding it
    neutral (before: neutral ``or_boolean`` / entailed ``or_introduction``); the inverted clause
    alone would be a question, so no pair drops the first clause (before: "Did he paint.")."""
    _, pairs = run("He never wrote poetry, nor did he paint.")
    rem = removed(pairs)
    assert set(rem) == {"He never wrote poetry."}
    assert rem["He never wrote poetry."].heuristic_label == "entailment"
    assert {p.heuristic_label for p in added(pairs).values()} == {"neutral"}


# -- class 5: discourse anaphors after a removal ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("He moved to Paris in 1990, and at that time he was very poor.", "At that time he was very poor."),
        ("He moved to Paris in 1990, and that year he married.", "That year he married."),
    ],
)  # fmt: skip
def test_a_lost_time_anaphor_is_flagged(run, text, hypothesis):
    """A distal time phrase ("at that time", "that year") points at the time of the removed
    clause (before: unflagged). An opening "then" now goes with the removed first conjunct
    instead ("and then she left" -> "She left.", tests/test_conjunction_twenty_third_pass.py)."""
    _, pairs = run(text)
    assert "lost_antecedent" in removed(pairs)[hypothesis].features["flags"]


def test_a_then_office_holder_is_no_time_anaphor(run):
    """ "then-Governor" is part of a hyphenated modifier, not "after that" (a control of this
    pass's "then" rule)."""
    _, pairs = run("He was nearly caught in 1975, but then-Governor Arch Moore refused to help.")
    assert not removed(pairs)["Then-Governor Arch Moore refused to help."].features["flags"]


def test_a_proximal_time_phrase_is_deictic(run):
    """Control: "this year" is the time of speaking, not of the removed clause (passes on
    87d2e5d)."""
    _, pairs = run("He moved to Paris, and this year he married.")
    assert not removed(pairs)["This year he married."].features["flags"]


# -- class 2: titles in single quotes --------------------------------------------------------------


def test_an_or_inside_a_single_quoted_title_is_flagged(run):
    """A title in single quotes is a title like one in double quotes: its "or" pairs are
    flagged ``title_or`` (before: 'She sang the song 'Always'' kept, neutral ``or_boolean``)."""
    _, pairs = run("She sang the song 'Sunday, Monday, or Always' at the concert.")
    assert pairs and all("title_or" in p.features["flags"] for p in pairs)


def test_a_possessive_apostrophe_is_no_quotation(run):
    """Control: "boys'" is a possessive, not an opening quote (passes on 87d2e5d)."""
    _, pairs = run("The boys' toys and the girls' games were sold.")
    assert {p.label_rule for p in pairs} == {"boolean_and"}


def test_a_scalar_antonym_of_a_singular_noun_is_a_contradiction(run):
    """ "long" and "short" are values of one attribute (duration): the one career has one
    length (before: neutral ``replaced_in_open_np_list``)."""
    _, pairs = run("He had a long career and a happy marriage.")
    rep = replaced(pairs)["He had a short career and a happy marriage."]
    assert (rep.heuristic_label, rep.label_rule) == ("contradiction", "replaced_antonym_scalar")


def test_a_classifying_antonym_stays_neutral(run):
    """Control: "physical"/"mental strength" are two kinds, both may be had (passes on
    87d2e5d)."""
    _, pairs = run("He had great speed, good balance and physical strength.")
    rep = replaced(pairs)["He had great speed, good balance and mental strength."]
    assert rep.heuristic_label == "neutral"
