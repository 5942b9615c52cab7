"""Issue 12, twenty-third pass (branch cj14): equivalence and downward-entailing "or", leftovers
after a removal, spans that cross a phrase boundary; constructed sentences through the real
spaCy model. Each test fails on 00e175a unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, kept, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in removed(run(text)[1]).items()}


# -- privative predicates: "protect from", "free of", "a lack of" are downward entailing --------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "The new wall will protect the village from floods or landslides.",
            "The new wall will protect the village from landslides.",
        ),
        (
            "The drought was caused by a lack of rain or snow.",
            "The drought was caused by a lack of rain.",
        ),
        (
            "The shelter kept the children safe and free of hunger or disease.",
            "The shelter kept the children safe and free of disease.",
        ),
    ],
)
def test_or_under_a_privative_preposition_is_entailed_when_removed(run, text, hypothesis):
    """ "protect X from A or B" is "protect X from A and from B" (Ladusaw 1979): removing a
    disjunct is entailment (before: neutral, ``or_boolean``)."""
    assert _labels(run, text)[hypothesis] == ("entailment", "downward_or")


def test_the_object_of_a_privative_verb_stays_upward(run):
    """Control: "protect the village or the town" has the disjunction in the object, not after
    "from": removing one is neutral, as before."""
    labels = _labels(run, "The soldiers will protect the village or the town.")
    assert labels["The soldiers will protect the town."][0] == "neutral"


# -- equivalence "or": two names differing in one synonym, a quoted gloss ----------------------


def test_two_names_differing_in_one_synonym_are_equivalent(run):
    """ "a cult film or cult movie": one thing named twice (before: neutral)."""
    labels = _labels(run, "He directed a cult film or cult movie in 1972.")
    assert labels["He directed a cult film in 1972."] == ("entailment", "or_equivalence")


def test_two_names_differing_in_a_non_synonym_stay_alternatives(run):
    """Control: "a red car or red truck" names two things: neutral, as before."""
    labels = _labels(run, "She bought a red car or red truck last week.")
    assert labels["She bought a red car last week."][0] == "neutral"


def test_a_quoted_lowercase_gloss_after_or_is_equivalent(run):
    """'sour cream or "smetana"': the quoted term is the thing's other name (before: neutral,
    and the removal of the gloss left its closing quote: 'sour cream".')."""
    labels = _labels(run, 'The soup is served with sour cream or "smetana".')
    assert labels["The soup is served with sour cream."] == ("entailment", "or_equivalence")


def test_quoted_titles_stay_alternatives(run):
    """Control: '"Hamlet" or "Macbeth"' are two titles: neutral."""
    labels = _labels(run, 'She read "Hamlet" or "Macbeth" every winter.')
    assert labels['She read "Hamlet" every winter.'][0] == "neutral"


# -- leftovers after a removal ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis", "dangling"),
    [
        (
            "The company was founded in Ohio and subsequently moved to Texas.",
            "The company moved to Texas.",
            "The company subsequently moved to Texas.",
        ),
        (
            "She studied law in Paris and later worked in Berlin.",
            "She worked in Berlin.",
            "She later worked in Berlin.",
        ),
        (
            "The band toured Europe and then recorded a new album.",
            "The band recorded a new album.",
            "The band then recorded a new album.",
        ),
    ],
)
def test_a_sequence_adverb_goes_with_the_removed_first_conjunct(run, text, hypothesis, dangling):
    """ "A and subsequently B" minus A: the adverb placed B after A (temporal anaphora), so it
    goes too (before: "The company subsequently moved to Texas."; "then" was flagged)."""
    hyps = removed(run(text)[1])
    assert dangling not in hyps
    assert kept(hyps[hypothesis])
    assert hyps[hypothesis].heuristic_label == "entailment"


def test_a_sequence_adverb_stays_when_the_last_conjunct_goes(run):
    """Control: removing the last conjunct keeps the first untouched."""
    hyps = removed(run("The company was founded in Ohio and subsequently moved to Texas.")[1])
    assert "The company was founded in Ohio." in hyps


@pytest.mark.parametrize(
    "text",
    [
        "The term was (and still is) widely used in the north.",
        "The city was (and remains) a major port.",
    ],
)
def test_a_bracketed_elliptical_aside_is_not_removed(run, text):
    """ "was (and still is) widely used": an aside sharing the predicate after the bracket; its
    conjuncts are no constituents (before: "The term was." and "The term still is) widely
    ...")."""
    assert removed(run(text)[1]) == {}


def test_either_displaced_before_a_shared_preposition(run):
    """ "taken either from the river or the lake": "from" is both objects' (before: "Water can
    be taken the lake.")."""
    hyps = removed(run("Water can be taken either from the river or the lake.")[1])
    assert set(hyps) == {"Water can be taken from the river.", "Water can be taken from the lake."}
    assert all(kept(p) for p in hyps.values())


def test_either_before_repeated_prepositions_is_unchanged(run):
    """Control: "either by train or by bus" has a preposition in each conjunct."""
    hyps = removed(run("You can travel either by train or by bus.")[1])
    assert set(hyps) == {"You can travel by bus.", "You can travel by train."}


def test_then_opening_a_clause_conjunct_goes_with_the_removed_clause(run):
    """ "and then she left" minus the first clause: "She left." (before: "Then she left.",
    flagged ``lost_antecedent``)."""
    hyps = removed(run("She joined the band in 2001, and then she left.")[1])
    assert kept(hyps["She left."])
    assert "Then she left." not in hyps


# -- gapped coordinations cut by the parse: a preposition stacked on its twin -------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "He was made Earl of Nottingham in 1483 and of Berkeley in 1488.",
            "He was made Earl of Nottingham of Berkeley in 1488.",
        ),
        (
            "He was made Earl of Nottingham in 1483 and of Berkeley in 1488.",
            "He was made Earl of Nottingham in 1483 in 1488.",
        ),
        (
            "The hotel offers views of downtown to the south and of the mountains to the west.",
            "The hotel offers views of downtown of the mountains to the west.",
        ),
        (
            "The room has views of the river to the south and the hills to the west.",
            "The room has views of the river to the south to the west.",
        ),
    ],
)
def test_a_cut_gapped_coordination_is_flagged(run, text, hypothesis):
    """ "X in 1483 and Y in 1488" is gapped; the parse's conjuncts cut its clusters, and the
    removal stacks a phrase on its twin (before: well formed). Since stop 72 (cj125b) the
    removal of "of Berkeley" is not built at all: "in 1488" after the last span repeats the
    "in 1483" of the first (``parallel_adjunct_after_last``), so the span is known to be cut
    short; a refused removal keeps this test's point, no such pair reaches a reviewer well
    formed."""
    pairs = removed(run(text)[1])
    if hypothesis not in pairs:
        # refused rather than flagged: "in 1483 in 1488" (stop 72, cj125b) and the gapped
        # "X to the south and Y to the west" (stop 79, cj158/cj161 mapping remnants)
        return
    pair = pairs[hypothesis]
    assert not kept(pair)
    assert "repeated_preposition" in pair.features["flags"]


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("He lived in Paris and in London in 1990.", "He lived in Paris in 1990."),
        ("He lived in Paris and London in 1990.", "He lived in London in 1990."),
        ("She flew from Paris to Rome and from Oslo to Bern.", "She flew from Oslo to Bern."),
    ],
)
def test_a_shared_phrase_of_another_kind_is_not_flagged(run, text, hypothesis):
    """Control: "in Paris in 1990" is a place and a year, the year shared by both conjuncts."""
    assert kept(removed(run(text)[1])[hypothesis])


# -- replacements inside a simile ---------------------------------------------------------------


def test_no_replacement_inside_a_simile(run):
    """ "felt like struggling for higher wages": the simile asserts a resemblance, not its
    content (before: "felt like struggling for lower wages ...", neutral)."""
    _, pairs = run("The strike felt like struggling for higher wages and better hours.")
    assert replaced(pairs) == {}


def test_a_replacement_outside_a_simile_stays(run):
    """Control: the same coordination outside "like" keeps its replacement."""
    _, pairs = run("The strike began with higher wages and better hours as its goals.")
    assert "The strike began with lower wages and better hours as its goals." in replaced(pairs)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "A critic of the regime, his style of writing made him both a hero and a villain.",
            "A critic of the regime, his style of writing made him a villain.",
        ),
        (
            "She chaired the board of the museum or the council of the city for years.",
            "She chaired the board of the council of the city for years.",
        ),
        (
            "It is soluble in water and in oil, barely soluble in ether.",
            "It is soluble in water, barely soluble in ether.",
        ),
    ],
)
def test_twin_prepositions_not_made_by_the_cut_are_not_flagged(run, text, hypothesis):
    """Controls (first draft of the check flagged them): the two phrases were apart in the
    premise for another reason (a comma, a head word between them, the cut inside the first
    phrase's object)."""
    pair = removed(run(text)[1]).get(hypothesis)
    assert pair is None or "repeated_preposition" not in pair.features["flags"]
