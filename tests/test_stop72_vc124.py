"""verb_complement, stop 72 round two (branch vc124): labels and false triggers from s1204d.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. labels: a sign verb ("mean", "indicate", "signal") with a generic indefinite subject, or a
   definite subject whose postmodifier holds an indefinite, states a rule: neutral; a theorem
   "says that P": the content of a proven result, entailment;
2. false triggers: a third-singular "-s" conjunct that disagrees with the shared plural
   subject is a noun ("attempts to V result in ..."); participial "used to V" (a subject
   "clause" with no subordinator, or coordinated with a postmodifying participle); "be" before
   a finite -s form ("is usually holds").
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
    }


# 1. labels


def test_generic_indefinite_subject_of_mean_is_neutral():
    pairs = _by_kind("A zero exit status means that the command succeeded.")
    assert pairs["original"][1:] == ("The command succeeded.", "neutral")


def test_quantity_a_lot_of_is_no_generic_indefinite():
    pairs = _by_kind("A lot of traffic indicates that the server is busy.")
    assert pairs["original"][2] == "entailment"


def test_generic_indefinite_subject_of_indicate_is_neutral():
    pairs = _by_kind("A red lamp indicates that the tank is empty.")
    assert pairs["original"][1:] == ("The tank is empty.", "neutral")


def test_indefinite_inside_a_definite_subject_of_indicate_is_neutral():
    text = "The presence of the seal on a package indicates that the contents are sterile."
    pairs = _by_kind(text)
    assert pairs["original"][1:] == ("The contents are sterile.", "neutral")


def test_anaphoric_this_means_stays_entailment():
    pairs = _by_kind("This means that the sum fits in one word.")
    assert pairs["original"][1:] == ("The sum fits in one word.", "entailment")


def test_specific_study_indicates_stays_entailment():
    pairs = _by_kind("A study by Smith indicates that the drug works.")
    assert pairs["original"][1:] == ("The drug works.", "entailment")


def test_definite_evidence_without_indefinite_stays_entailment():
    pairs = _by_kind("The benchmark indicates that static schedulers waste less memory.")
    assert pairs["original"][2] == "entailment"


def test_theorem_says_is_entailment():
    pairs = _by_kind("A classical theorem says that every bounded sequence has a convergent part.")
    assert pairs["original"][1:] == (
        "Every bounded sequence has a convergent part.",
        "entailment",
    )
    assert pairs["negated"][2] == "neutral"


def test_law_says_stays_neutral():
    pairs = _by_kind("The rule says that every driver must carry a licence.")
    assert pairs["original"][2] == "neutral"


# 2. false triggers


def test_plural_noun_attempts_after_plural_subject_is_no_trigger():
    text = "The two drivers are old, and attempts to load them cause errors."
    assert not [p for p in mined_pairs(text, "verb_complement") if "load" in p.hypothesis]


def test_verb_attempts_with_singular_subject_stays():
    pairs = _by_kind("The clerk checks the form and attempts to file it.")
    assert pairs["original"][1] == "The clerk checks the form and files it."


def test_used_to_as_subject_clause_is_a_participle():
    text = "The method used to choose which pages to keep strongly depends on the workload."
    assert not mined_pairs(text, "verb_complement")


def test_used_to_coordinated_with_a_participle_is_purpose():
    text = "A small program loaded from the disk and used to start the computer."
    assert not mined_pairs(text, "verb_complement")


def test_habitual_used_to_stays():
    pairs = _by_kind("Our team used to write the reports by hand.")
    assert pairs["original"][1] == "Our team wrote the reports by hand."


def test_be_before_finite_verb_is_no_trigger():
    text = (
        "Each entry is usually holds a number of words, known as a block and a whole block "
        "is read at once."
    )
    assert not mined_pairs(text, "verb_complement")
