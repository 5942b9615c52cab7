"""Issue 12, thirtieth pass (branch cj21), from the wrong-label rejects of the blind slices
s1129n/o (conjunct removals labelled neutral that are entailed): an "or" list of other names
after "also known as the ..." or "abbreviated" is an equivalence "or"; a quoted lowercase gloss
after "or" stays a gloss when the parse hangs a modifier on it after the closing quote; "or" in
the clause of a generic "after"/"once" sentence is in a restrictor (downward); bare plurals
joined by "or" in a "for" phrase under a noun of a simple-present clause name a union of kinds.
Proper names joined by "or" before a parenthesis of life dates name one person.
Constructed sentences through the real spaCy model. Each test fails on ecf79ca unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, removals_of


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def _labels(run, text: str) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in removals_of(run, text).items()}


def test_alias_list_after_determiner_is_equivalence(run):
    """Before: each removal neutral (``or_boolean``): the parse leaves "the" outside the first
    name, so "known as" was not seen."""
    text = (
        "The gang, also known as the Red Hand, Red Crew, or RHC, operated in the east of the city."
    )
    labels = _labels(run, text)
    hyp = "The gang, also known as the Red Hand or Red Crew, operated in the east of the city."
    assert labels[hyp] == ("entailment", "or_equivalence")
    assert len(labels) == 3
    assert all(v == ("entailment", "or_equivalence") for v in labels.values())


def test_abbreviated_names_are_equivalence(run):
    """Before: neutral ``named_entity``."""
    labels = _labels(run, "The newspaper is often abbreviated BNL or BnL by its readers.")
    assert labels["The newspaper is often abbreviated BnL by its readers."] == (
        "entailment",
        "or_equivalence",
    )


@pytest.mark.parametrize(
    ("text", "hyp"),
    [
        (
            "He visited the Red Fort or the Lotus Temple on his first day.",
            "He visited the Red Fort on his first day.",
        ),
        ("She called Anna or Ben every evening.", "She called Anna every evening."),
        ("The chapter was abbreviated or cut in later editions.", None),
    ],
)
def test_alternatives_stay_boolean_control(run, text, hyp):
    """Control: alternatives after no naming verb, "called" as a phone call, and "abbreviated"
    as a conjunct itself stay neutral."""
    labels = _labels(run, text)
    assert labels
    assert all(v == ("neutral", "or_boolean") for v in labels.values())
    if hyp is not None:
        assert hyp in labels


def test_quoted_gloss_with_trailing_modifier(run):
    """Before: neutral ``or_boolean``, the parse hangs "in Delhi" on the quoted word."""
    labels = _labels(run, 'He studied with a music teacher or "guru" in Delhi.')
    assert labels['He studied with a "guru" in Delhi.'] == ("entailment", "or_equivalence")


def test_quoted_titles_control(run):
    """Control: capitalised quoted titles are two things."""
    labels = _labels(run, 'He read "Hamlet" or "Macbeth" every winter.')
    assert labels['He read "Macbeth" every winter.'] == ("neutral", "or_boolean")


def test_or_in_generic_after_clause(run):
    """Before: neutral ``or_boolean``; the clause restricts the habitual main clause."""
    text = "The credits roll after a movie or series ends."
    labels = _labels(run, text)
    assert labels["The credits roll after a movie ends."] == ("entailment", "downward_or")
    assert added(run(text)[1])["The credits roll after a movie ends."].heuristic_label == (
        "neutral"
    )


def test_or_in_future_after_clause_control(run):
    """Control: a future main clause makes the present-tense clause one event."""
    labels = _labels(run, "The credits will roll after a movie or series ends.")
    assert labels
    assert all(lab == "neutral" for lab, _ in labels.values())


def test_and_in_generic_after_clause_control(run):
    """Control: "and" in the same frame stays Boolean (the clause's time is the later event)."""
    labels = _labels(run, "The guards lock the gate after the students and the teachers leave.")
    assert labels
    assert all(v == ("entailment", "boolean_and") for v in labels.values())


def test_for_phrase_bare_plurals_are_generic(run):
    """Before: neutral ``or_boolean``."""
    text = (
        "The list documents the records of the franchise, including league awards for "
        "individual players or head coaches."
    )
    labels = _labels(run, text)
    hyp = (
        "The list documents the records of the franchise, including league awards for "
        "individual players."
    )
    assert labels[hyp] == ("entailment", "or_generic")
    assert _labels(run, "The city builds shelters for families or single mothers.")[
        "The city builds shelters for families."
    ] == ("entailment", "or_generic")


@pytest.mark.parametrize(
    "text",
    [
        "The hotel has rooms for guests or staff.",  # existential "have": some rooms
        "The foundation gave grants for artists or writers in 1990.",  # episodic past
        "The fungal infection causes galls on branches or trunks of infected trees.",  # place
    ],
)
def test_for_phrase_controls(run, text):
    """Control: an existential verb, a past clause and a locative phrase stay ``or_boolean``."""
    labels = _labels(run, text)
    assert labels
    assert all(v == ("neutral", "or_boolean") for v in labels.values())


def test_names_before_life_dates_are_equivalence(run):
    """Before: neutral ``or_boolean``: the dates in the parenthesis are one person's."""
    labels = _labels(run, "Anna Berg or Anna Lind (born 1950) is a Swedish painter.")
    assert labels["Anna Lind (born 1950) is a Swedish painter."] == ("entailment", "or_equivalence")
    text = "Hippolytus or Hipolit (died c. 1027) was an early medieval bishop of the town."
    assert _labels(run, text)[
        "Hipolit (died c. 1027) was an early medieval bishop of the town."
    ] == (
        "entailment",
        "or_equivalence",
    )


@pytest.mark.parametrize(
    "text",
    [
        "John or Mary was a witness to the crash.",
        "John or Mary (the twins) was a witness to the crash.",
    ],
)
def test_names_without_dates_control(run, text):
    """Control: two names without life dates stay alternatives."""
    labels = _labels(run, text)
    assert labels
    assert all(v == ("neutral", "or_boolean") for v in labels.values())
