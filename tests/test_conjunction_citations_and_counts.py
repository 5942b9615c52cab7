"""Lead fixes of stop 30 from the blind review of s1128h: an author-date citation's author list
is no coordination (``_citation``), and a count spread over years, editions or a nested PP is
neutral (``distributed_count``). Constructed sentences through the real spaCy model; each fails
before its fix except the controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


@pytest.mark.parametrize(
    "text",
    [
        "However, others (Hall and Dornan 1990) have failed to show such a link.",
        "Earlier work (Smith, Jones and Patel 2004b) found no such effect.",
        "Hall and Dornan (1990) failed to show such a link.",
    ],
)  # fmt: skip
def test_the_authors_of_a_citation_are_no_candidate(run, text):
    candidates, pairs = run(text)
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]


@pytest.mark.parametrize(
    "text",
    [
        "Hall and Dornan failed to show such a link in 1990.",
        "The study (run in Boston and Chicago) found no link.",
    ],
)  # fmt: skip
def test_a_coordination_of_names_without_a_citation_year_stays(run, text):
    """Controls: names not followed by a citation year, and a parenthesis that is no citation."""
    _, pairs = run(text)
    assert pairs


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # a year names an edition, it is no count of the conjunct's own
        (
            "She won two singles titles at the 2011 French Open and the 2014 Australian Open.",
            "She won two singles titles at the 2011 French Open.",
        ),
        ("He scored 20 goals in 2011 and 2012.", "He scored 20 goals in 2011."),
        # the PP hangs on the noun of another PP of the counted noun
        (
            "Smith held 16 records for military aircraft in speed, endurance and distance.",
            "Smith held 16 records for military aircraft in speed and endurance.",
        ),
    ],
)  # fmt: skip
def test_a_count_spread_over_years_editions_or_a_nested_pp_is_neutral(run, text, hypothesis):
    """``distributed_count`` (lead, stop 30): the cardinal counts the whole set (Scha 1981), so
    the count at one member is unknown (before: entailment)."""
    from tests.phenomenon_support import removed

    _, pairs = run(text)
    rem = removed(pairs)[hypothesis]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "distributed_count")


def test_a_list_the_parser_broke_off_is_no_candidate(run):
    """``misparsed_list``: the "and" of "hunting, fishing, and animal rearing" has no conjunct
    after it (the parser gave "animal rearing" to the next clause), so no removal of "farming,
    but" is drawn from that parse (before: "Their main occupation is hunting, fishing, and animal
    rearing are also common among them.")."""
    _, pairs = run(
        "Their main occupation is farming, but hunting, fishing, and animal rearing are also"
        " common among them."
    )
    assert not [p for p in pairs if p.hypothesis.startswith("Their main occupation is hunting")]


def test_a_plural_classifier_before_names_is_shared(run):
    """Close apposition (Quirk et al. 1985 §17.72): the classifier stays with the kept name, as
    ConjNLI's gold keeps "the indie rock bands Zumpano" (before: "Through his Antonia Minor")."""
    from tests.phenomenon_support import removed

    _, pairs = run(
        "Through his great-grandmothers Vipsania Agrippina and Antonia Minor, he was also"
        " descended from Mark Antony."
    )
    assert (
        "Through his great-grandmothers Antonia Minor, he was also descended from Mark Antony."
        in removed(pairs)
    ), sorted(removed(pairs))


def test_a_gerund_subject_left_alone_takes_a_singular_verb(run):
    """H&P 2002 ch. 5 §17.2 (before: "Hunting are common here.")."""
    from tests.phenomenon_support import removed

    _, pairs = run("Hunting and fishing are common here.")
    assert "Hunting is common here." in removed(pairs), sorted(removed(pairs))


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("He is the editor of five books or special issues.", "He is the editor of five special issues."),
        ("They need three pens or pencils.", "They need three pencils."),
    ],
)  # fmt: skip
def test_a_numeral_before_disjoined_kinds_is_shared(run, text, hypothesis):
    """The numeral counts the items, each of one kind or the other (before: "He is the editor
    of special issues."); with "and" it may count the first kind only and stays with it."""
    from tests.phenomenon_support import removed

    _, pairs = run(text)
    assert hypothesis in removed(pairs), sorted(removed(pairs))
    _, pairs = run("She bought two apples and fresh pears.")
    assert "She bought fresh pears." in removed(pairs)


def test_names_enumerating_a_definite_plural_are_not_removed(run):
    """Appositive enumeration (Quirk et al. 1985 §17.65; before: "Cox's sisters, Bobbie Kutasy,
    said they were relieved.")."""
    from tests.phenomenon_support import removed

    _, pairs = run("After the verdict, Cox's sisters, Pat Hinkle and Bobbie Kutasy, said they were relieved.")  # fmt: skip
    assert not removed(pairs), sorted(removed(pairs))


# -- stop 31 (lead, s1128k-style review notes): a pseudo-imperative "or" -------------------------


@pytest.mark.parametrize(
    "text",
    ["Hurry up, or you will miss the last train.", "Put the gun down, or I will call the police."],
)
def test_an_imperative_or_a_warning_is_no_candidate(run, text):
    """ "V, or S" after an imperative is a conditional warning: no removal or addition pair."""
    candidates, pairs = run(text)
    assert not [p for p in pairs if p.subtype == "or"], [(p.premise, p.hypothesis) for p in pairs]


def test_a_disjunction_of_imperatives_stays(run):
    """Control: two imperatives are two alternatives offered ("Call me or write to me"): still
    a candidate, but since stop 48 (cj55, ``_non_declarative``) a directive has no truth value,
    so it gets no pair."""
    candidates, pairs = run("Call me tomorrow or write me a letter.")
    assert [c for c in candidates if c.subtype == "or"]
    assert not [p for p in pairs if p.subtype == "or"]
