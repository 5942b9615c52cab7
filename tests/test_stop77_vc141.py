"""verb_complement, stop 77 round one (branch vc141): false complements and the negated-"allow"
label (s1204q verb_complement summary patterns 3 and 4, signifying "means").

- "X is required to V" / "Y needs X to V" where X perceives and thinks nothing (an attribute, a
  possession, a bare act) and V is a verb of perception or cognition: a purpose adjunct, no
  pair; a sentient or software controller, or a stative infinitive, keeps its pair;
- an infinitive ending in a stranded preposition after an object ("chose an account to pay
  the loan from"): an infinitival relative, no pair; "chose to pay it from her savings" stays;
- "does not allow you to V": contradiction only with the program as a whole as subject
  (GnuCash, the program); a component (button, tab, dialog) is neutral;
- "The icon / check mark / check box means that P": a conventional sign defines, neutral;
  "This error means that P" keeps entailment.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _kind(text: str, kind: str):
    return next((p for p in _pairs(text) if p.premise_kind == kind), None)


# -- purpose infinitive after "need/require" ---------------------------------------------------


def test_unperceiving_controller_of_requirement_makes_no_pair():
    for text in (
        "A restart is required to see the new fonts.",
        "A Refresh is required to view the edited rows.",
        "The ledger needs the exchange rates to figure out the value of the shares.",
    ):
        assert _pairs(text) == [], text


def test_possible_subject_of_the_infinitive_keeps_its_pair():
    for text, hypothesis in (
        # software reads in a manual's prose
        (
            "The new module is required to read the configuration file.",
            "The new module reads the configuration file.",
        ),
        # a stative infinitive: the obligation's content
        ("The form requires the total to be positive.", "The total is positive."),
        # a dynamic verb that is no perception or cognition
        ("The fee is required to cover the cost of the audit.", "The fee covers"),
    ):
        p = _kind(text, "original")
        assert p is not None and p.hypothesis.startswith(hypothesis), text


# -- infinitival relative with a stranded preposition ----------------------------------------


def test_stranded_preposition_relative_makes_no_pair():
    assert _pairs("She chose an account to pay the loan from.") == []


def test_choose_to_with_its_own_preposition_object_stays():
    p = _kind("She chose to pay the loan from her savings.", "original")
    assert p is not None and p.hypothesis == "She paid the loan from her savings."


# -- negated "allow": the whole program, not its parts ---------------------------------------


def test_component_not_allow_is_neutral():
    for text in (
        "The Export button does not allow you to change the file name.",
        "The Options tab does not allow you to change the file name.",
        "The Print dialog does not allow you to change the page size.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "neutral", text
    neg = _kind("The Export button allows you to change the file name.", "negated")
    assert neg is not None and neg.heuristic_label == "neutral"


def test_whole_program_not_allow_stays_contradiction():
    for text in (
        "GnuCash does not allow you to delete an account that has children.",
        "The program does not allow you to delete an account that has children.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "contradiction", text


# -- signifying "means" ----------------------------------------------------------------------


def test_sign_subject_of_means_is_neutral():
    for text in (
        "The red icon means that the invoice has been paid.",
        "A green check mark means that the download has finished.",
        "The Reconcile check box means that the split has been reconciled.",
        "An asterisk means that the field is required.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "neutral", text


def test_fact_subject_of_means_stays_entailment():
    for text in (
        "This error means that the file could not be opened.",
        "The sudden drop means that the backup has failed.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "entailment", text
