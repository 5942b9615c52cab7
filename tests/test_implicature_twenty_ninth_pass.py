"""Twenty-ninth pass (s1130o/p blind review): rewriting and scalar-use conditions.

Constructed sentences in the rejected constructions, through the real pipeline
(``run_texts``); each refusal or rewrite test fails on the code before this pass (264588e),
and the controls check the good pairs that stay. Sources are cited at the rules:
``supplements.concessive_opening`` (concessive prepositions), ``supplements.list_member``
(asyndetic lists), ``pairs.buried_quantifier`` (an item inside one listed conjunct),
``contexts.illustrative_say``, ``contexts.subordinate_clause`` (a relative-pronoun subject),
and in ``pipeline/phenomena/implicature/__init__.py``: ``SPECIFICITY_ADJECTIVES``,
``RELATIONAL_PREPOSITIONS``, ``_partitioned_modal_subject``.
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["implicature"])
    return [p for p in result.pairs if p.subtype == subtype and kept(p)]


def _original(text: str, subtype: str = "quantifiers") -> list:
    return [p for p in _pairs(text, subtype) if p.premise_kind == "original"]


# -- 1. a preposed concessive phrase leaves the hypothesis ------------------------------------


def test_despite_phrase_is_cut_from_hypothesis():
    text = "Despite the ban, by 1900 some of the traders were selling guns to the settlers."
    pairs = _original(text)
    assert [p.hypothesis for p in pairs] == [
        "By 1900 not all of the traders were selling guns to the settlers."
    ]
    assert pairs[0].premise == text
    assert pairs[0].heuristic_label == "entailment"


def test_in_spite_of_phrase_is_cut_from_hypothesis():
    pairs = _original("In spite of the cold, most of the crew stayed on deck.")
    assert [p.hypothesis for p in pairs] == ["Not all of the crew stayed on deck."]


def test_notwithstanding_phrase_is_cut_from_hypothesis():
    pairs = _original("Notwithstanding these rules, many of the clerks took long lunches.")
    assert [p.hypothesis for p in pairs] == ["Not all of the clerks took long lunches."]


def test_non_concessive_opening_phrase_stays():
    # a temporal frame restricts the claim and stays (control)
    pairs = _original("After the flood, some of the farmers rebuilt their barns.")
    assert [p.hypothesis for p in pairs] == [
        "After the flood, not all of the farmers rebuilt their barns."
    ]


# -- 2. an asyndetic list keeps its last member -----------------------------------------------


def test_asyndetic_list_keeps_last_member():
    pairs = _original("Many of the settlers worked in the town as bakers, tailors, smiths.")
    assert [p.hypothesis for p in pairs] == [
        "Not all of the settlers worked in the town as bakers, tailors, smiths."
    ]


# -- 3. an item inside one member of a listed argument: no pair --------------------------------


def test_item_inside_listed_conjunct_has_no_pair():
    text = (
        "Between the two wars, the poet has written many pages of rhymed verse, some short "
        "stories, pleasant essays about some of the towns and rivers of France, and a little "
        "criticism."
    )
    assert _pairs(text, "quantifiers") == []


def test_item_in_object_of_unlisted_noun_has_no_pair():
    # reversed by the seventy-eighth pass (argument_scope.quantifier_in_argument_modifier): the
    # added negation denies the visiting, not "all of the victims" inside the object
    assert _original("The nurses visited the homes of some of the victims.") == []


# -- 4. illustrative "say" is no verb ---------------------------------------------------------


def test_illustrative_say_has_no_pair():
    assert _pairs("I pay you in cash, say fifty dollars for ten boxes.", "numerals") == []


def test_reporting_say_with_subject_is_not_illustrative():
    # control: "say" with a subject is the verb of saying; the reported count is refused or
    # kept by the reporting rules, not by this one
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature.contexts import illustrative_say

    doc = load(resolve_model())("Anyway, they say ten boxes arrived.")
    say = next(t for t in doc if t.lower_ == "say")
    assert not illustrative_say(say)


# -- 5. relational numeral after "between" ----------------------------------------------------


def test_numeral_after_between_is_not_scalar():
    assert _pairs("The land was divided between two sons after his death.", "numerals") == []


def test_numeral_after_other_preposition_stays():
    pairs = _original("The agreement was signed by two ministers.", "numerals")
    assert [p.hypothesis for p in pairs] == [
        "The agreement wasn't signed by more than two ministers."
    ]


# -- 6. a relative clause the parse made a conjunct -------------------------------------------


def test_relative_pronoun_subject_clause_has_no_pair():
    text = "Friendship is the bond created or that exists between two people as a result of trust."
    pairs = _pairs(text, "numerals")
    assert not any(p.premise.startswith("That ") or p.hypothesis.startswith("That ") for p in pairs)
    assert pairs == []


# -- 7. "some specific/particular/certain N" is a specific indefinite -------------------------


def test_some_specific_noun_is_not_scalar():
    assert (
        _pairs("Some specific rules of the game are used to settle disputes.", "quantifiers") == []
    )


def test_some_particular_noun_is_not_scalar():
    assert _pairs("Some particular kinds of wood are used for the frames.", "quantifiers") == []


def test_some_plain_noun_stays():
    pairs = _original("Some rules of the game are used to settle disputes.")
    assert [p.hypothesis for p in pairs] == [
        "Not all rules of the game are used to settle disputes."
    ]


# -- 8. descriptive "may" with "others": no permission scale ----------------------------------


def test_may_with_contrasting_others_is_not_permission():
    assert _pairs("Members may vote by mail, while others vote in person.", "modals") == []


def test_may_with_whereas_others_is_not_permission():
    text = "Pupils may write the essay in ink, whereas others write it in pencil."
    assert _pairs(text, "modals") == []


def test_deontic_may_stays():
    pairs = _original("Visitors may park here.", "modals")
    assert [p.hypothesis for p in pairs] == ["Visitors do not have to park here."]
