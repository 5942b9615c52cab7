"""verb_complement, stop 76 round three (branch vc139): purpose, definition, prevention labels
and false triggers on manual prose (s1204p patterns 1 and 3).

- "to help ensure that P", "helps ensure that P", "keeps X to ensure that P": help/purpose
  leaves the implicative's outcome unasserted: neutral; a plain past "ensured" stays entailment;
- "Yes/Off means that P": a mentioned setting value defines a convention: neutral; "This result
  means that P" stays entailment;
- "does not allow you to V" with the program as subject prevents: contradiction (narrowed to
  the whole program by stop 77, vc141); a
  person or a norm as subject keeps neutral;
- no trigger for a noun premodifier ("The report find tool"), an "as"-comment clause ("As the
  title says P") or a participle predicative of an object ("leaving the cursor positioned to
  V"); their neighbours still make pairs.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _kind(text: str, kind: str):
    return next((p for p in _pairs(text) if p.premise_kind == kind), None)


def test_help_or_purpose_ensure_is_neutral():
    for text in (
        "The backup tool keeps several copies of each file to help ensure that your records are not lost.",
        "The backup tool helps ensure that your records are not lost.",
        "The backup tool keeps copies to ensure that your records are not lost.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "neutral", text


def test_plain_ensure_stays_entailment():
    p = _kind("The backup tool ensured that your records were not lost.", "original")
    assert p is not None and p.heuristic_label == "entailment"


def test_setting_value_means_is_neutral():
    for text in (
        "Yes means that the fee is already included in the price.",
        "Off means that no backup copy is kept.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "neutral", text


def test_particular_means_stays_entailment():
    p = _kind("This result means that the fee is already included in the price.", "original")
    assert p is not None and p.heuristic_label == "entailment"


def test_artifact_not_allow_is_contradiction():
    # the program as a whole (stop 77, vc141: a component such as "The dialog" is neutral,
    # tests/test_stop77_vc141.py)
    p = _kind("GnuCash does not allow you to rename a folder while it is open.", "original")
    assert p is not None and p.heuristic_label == "contradiction"
    neg = _kind("The program allows you to keep several windows open at once.", "negated")
    assert neg is not None and neg.heuristic_label == "contradiction"
    pos = _kind("The program allows you to keep several windows open at once.", "original")
    assert pos is not None and pos.heuristic_label == "neutral"


def test_person_or_norm_not_allow_stays_neutral():
    for text in (
        "Her parents did not allow her to stay out after midnight.",
        "The rules do not allow you to park here overnight.",
    ):
        p = _kind(text, "original")
        assert p is not None and p.heuristic_label == "neutral", text


def test_false_triggers_make_no_pair():
    for text in (
        "The report find tool is used to locate old entries.",
        "As the title says the ledger accounts can be grouped by type.",
        "Pressing Tab will finish the current field, leaving the cursor positioned to type the next entry.",
    ):
        assert _pairs(text) == [], text


def test_true_trigger_neighbours_stay():
    for text, hyp in (
        ("Most users find the report tool is easy to use.", "The report tool is easy to use."),
        (
            "The title says the ledger accounts can be grouped by type.",
            "The ledger accounts can be grouped by type.",
        ),
    ):
        p = _kind(text, "original")
        assert p is not None and p.hypothesis == hyp and p.well_formed, text
