"""Conjunction, thirty-ninth pass (branch cj31): labels of "and"/"or" removals and additions
that the blind judges of slices s1129t..s1130d rejected. Capitals of nationality adjectives and
acronyms are no title case; a disjunction in the restrictor of a generic sentence (an "a"
shared by the disjuncts, a locative frame with an indefinite, the restrictor of a definite
plural) is downward entailing; quoted glosses in a parenthesis are other names of one thing; a
count is spread over coordinated ordinals of a time noun. Constructed sentences through the
real spaCy model; each test fails on 080b04b unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, removals_of


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def _label(pair) -> tuple[str, str]:
    return pair.heuristic_label, pair.label_rule


def test_nationality_adjectives_are_no_title(run):
    """Before: neutral ``named_entity`` (title case read off "Asian and West")."""
    hyps = removals_of(
        run, "The spice is common in East Asian, South Asian and West African dishes."
    )
    pair = hyps["The spice is common in East Asian and West African dishes."]
    assert _label(pair) == ("entailment", "boolean_and")


def test_acronyms_are_no_title(run):
    """Before: neutral ``named_entity`` (title case read off "GPS and GPS")."""
    text = "The firm makes receivers, including handheld GPS, marine GPS and GPS for aircraft."
    hyps = removals_of(run, text)
    pair = hyps["The firm makes receivers, including handheld GPS and GPS for aircraft."]
    assert _label(pair) == ("entailment", "boolean_and")


def test_title_in_title_case_stays_a_name(run):
    """Control: a title of capitalised common words keeps its neutral ``named_entity``.
    ("Crime and Punishment" was the example; since cj108 "crime and punishment" is a frozen
    binomial of ``conjunction_fixed_phrases`` and no candidate at all.)"""
    hyps = removals_of(run, "He read Pride and Prejudice last summer.")
    assert _label(hyps["He read Prejudice last summer."]) == ("neutral", "named_entity")


def test_generic_subject_sharing_its_article(run):
    """Before: "A nurse or midwife works ..." -> "A nurse works ...", neutral ``or_boolean``."""
    text = "A nurse or midwife works in a public or private hospital."
    _, pairs = run(text)
    hyps = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert _label(hyps["A nurse works in a public or private hospital."]) == (
        "entailment",
        "or_generic",
    )
    adds = added(pairs)
    assert _label(adds["A midwife works in a public or private hospital."]) == (
        "neutral",
        "or_generic",
    )


def test_generic_locative_frame(run):
    """Before: "... in a hereditary monarchy" neutral ``or_boolean``; its addition entailment."""
    text = "A king or queen is the head of state in a hereditary or elective monarchy."
    _, pairs = run(text)
    hyps = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    pair = hyps["A king or queen is the head of state in a hereditary monarchy."]
    assert _label(pair) == ("entailment", "or_generic")
    adds = added(pairs)
    pair = adds["A king or queen is the head of state in an elective monarchy."]
    assert _label(pair) == ("neutral", "or_generic")


def test_predicate_and_specific_subject_stay_boolean(run):
    """Control: a predicate nominal, a specific subject and a "with" property keep
    ``or_boolean``; a present tense in a future temporal clause is no generic."""
    hyps = removals_of(run, "A dog is a loyal or playful animal.")
    assert _label(hyps["A dog is a playful animal."]) == ("neutral", "or_boolean")
    hyps = removals_of(run, "The palace is in a royal or imperial city.")
    assert _label(hyps["The palace is in a royal city."]) == ("neutral", "or_boolean")
    hyps = removals_of(run, "A dog is an animal with a black or white coat.")
    assert _label(hyps["A dog is an animal with a white coat."]) == ("neutral", "or_boolean")


def test_bracketed_quoted_glosses(run):
    """Before: removal neutral ``or_boolean``, addition entailment ``or_introduction``."""
    text = 'The soup is eaten as a thick broth ("potaje" or "caldo").'
    _, pairs = run(text)
    hyps = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert _label(hyps['The soup is eaten as a thick broth ("potaje").']) == (
        "entailment",
        "or_equivalence",
    )
    adds = added(pairs)
    assert _label(adds['The soup is eaten as a thick broth ("caldo").']) == (
        "neutral",
        "or_equivalence_added",
    )


def test_bracketed_titles_are_alternatives(run):
    """Control: capitalised quoted terms in a parenthesis are titles, not glosses."""
    hyps = removals_of(run, 'The play was staged twice ("Hamlet" or "Macbeth").')
    assert _label(hyps['The play was staged twice ("Macbeth").']) == ("neutral", "or_boolean")


def test_count_spread_over_ordinals(run):
    """Before: "... 41 goals in the first half ..." entailment ``boolean_and``."""
    text = "The team scored 41 goals in the first and second halves of the season."
    hyps = removals_of(run, text)
    pair = hyps["The team scored 41 goals in the first half of the season."]
    assert _label(pair) == ("neutral", "distributed_count")
    text = "In the third and fourth years of his term, the senator headlined 58 fundraisers."
    hyps = removals_of(run, text)
    pair = hyps["In the fourth year of his term, the senator headlined 58 fundraisers."]
    assert _label(pair) == ("neutral", "distributed_count")


def test_uncounted_ordinals_stay_boolean(run):
    """Control: without a count the ordinals' removal stays entailed."""
    text = "The senator headlined fundraisers in the third and fourth years of his term."
    hyps = removals_of(run, text)
    pair = hyps["The senator headlined fundraisers in the third year of his term."]
    assert _label(pair) == ("entailment", "boolean_and")


def test_definite_plural_restrictor(run):
    """Before: "... the winners of silver ..." neutral ``or_boolean``, its addition entailed."""
    text = "The winners of gold or silver get a cash prize."
    _, pairs = run(text)
    hyps = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert _label(hyps["The winners of silver get a cash prize."]) == (
        "entailment",
        "downward_or",
    )
    assert _label(added(pairs)["The winners of gold get a cash prize."]) == (
        "neutral",
        "downward_or",
    )
    hyps = removals_of(run, "The suffix is added to the end of the words for niece or nephew.")
    pair = hyps["The suffix is added to the end of the words for nephew."]
    assert _label(pair) == ("entailment", "downward_or")


def test_episodic_definite_plural_stays_boolean(run):
    """Control: an episodic clause may use "or" for the speaker's ignorance."""
    hyps = removals_of(run, "The bones of wolves or dogs were found in the cave.")
    assert _label(hyps["The bones of dogs were found in the cave."]) == ("neutral", "or_boolean")
