"""Stop 74, fg02: flags that promised a bad pair the judges kept (s1204i), and duplicate pairs.

"A flag is a promise": each check below fired on a pair s1204i's judges kept as is. Each test
reproduces the false flag on a constructed sentence, through the real spaCy model, and keeps a
real bad neighbour flagged. Last, one sentence's two triggers must not write the same
(premise, hypothesis) pair twice for one phenomenon (``process.dedupe_pairs``).
"""

from __future__ import annotations

from pipeline import flags
from pipeline.process import dedupe_pairs
from pipeline.records import Pair
from tests.phenomenon_support import fitness_reasons, mined_pairs

# -- source:truncated: an apposition marker after a preposition's comma ------------------------


def test_eg_after_a_prepositions_comma_is_no_cut(nlp):
    text = (
        "This layout allows higher density than direct mounting of, e.g. SIMM modules on the board."
    )
    assert "truncated" not in fitness_reasons(nlp, text)


def test_object_parted_from_its_preposition_stays_truncated(nlp):
    assert "truncated" in fitness_reasons(nlp, "The tool supports export to, PDF files and images.")


# -- source:stage_direction: a name in capitals that premodifies a noun -------------------------


def test_capitalised_name_before_its_noun_is_no_stage_direction(nlp):
    text = "She chairs the annual MEDIA WORLD conference in Boston every spring."
    assert "stage_direction" not in fitness_reasons(nlp, text)


def test_capitalised_direction_stays_a_stage_direction(nlp):
    text = "ELECTRIC BLUE LIGHT begins to flicker over the door."
    assert "stage_direction" in fitness_reasons(nlp, text)


# -- article-before-pronoun: "an I/O", "the US" are no pronouns ---------------------------------


def test_letter_in_a_symbol_is_no_pronoun():
    premise = (
        "If the console runs old games because the console's I/O chip is the old CPU, it's okay."
    )
    assert not flags.article_before_pronoun(premise, "The console has an I/O chip.")
    assert not flags.article_before_pronoun("Prices fell.", "Prices fell in the US market.")


def test_article_left_before_a_pronoun_stays_flagged():
    assert flags.article_before_pronoun("A siren blares and you hear it.", "A you hear it.")


# -- unlike-coordination: a list of prepositional phrases with "to" ------------------------------


def test_prepositional_to_list_is_like_coordination():
    premise = "A link can point to a file on another disk, to itself or to a file that is gone."
    hypothesis = "A link can point to a file on another disk or to a file that is gone."
    assert not flags.unlike_coordination(premise, hypothesis)


def test_infinitive_coordinate_after_a_finite_clause_stays_flagged():
    premise = "He is believed to have been born on Cos, to have studied there, and to have left."
    hypothesis = "He was born on Cos, to have studied there, and to have left."
    assert flags.unlike_coordination(premise, hypothesis)


# -- no_verb and restrictive-relative on a definition made "It is ..." ---------------------------


def test_copular_definition_has_a_verb():
    text = (
        "An extension of Pascal with record types and user-defined operators, for numerical work."
    )
    pairs = [p for p in mined_pairs(text, "conjunction", assess_sources=True)]
    mended = [p for p in pairs if p.premise.startswith("It is")]
    assert mended
    for pair in mended:
        assert "no_verb" not in pair.features.get("flags", []), pair.premise
        assert pair.well_formed, (pair.premise, pair.features.get("flags"))


def test_relative_of_a_copular_definitions_predicate_is_asserted():
    text = "A feature which allows a modem to answer the telephone at night."
    pairs = mined_pairs(text, "verb_complement", assess_sources=True)
    mended = [p for p in pairs if p.premise.startswith("It is a feature which allows")]
    assert mended
    assert all(p.well_formed for p in mended)
    assert all("non-construction:restrictive-relative" not in p.features["flags"] for p in mended)


def test_trigger_in_a_subjects_restrictive_relative_stays_flagged():
    text = "Those who failed to make changes were fired by the new manager."
    pairs = mined_pairs(text, "verb_complement", assess_sources=True)
    assert pairs
    for pair in pairs:
        assert not pair.well_formed
        assert "non-construction:restrictive-relative" in pair.features["flags"]


# -- anaphoric-general-noun: a warning for presupposition ----------------------------------------


def test_anaphoric_general_noun_is_a_warning():
    assert flags.severity("anaphoric-general-noun", "presupposition") == flags.WARNING
    text = "In both cases, if the list is empty, the result is zero."
    pairs = mined_pairs(text, "presupposition", assess_sources=True)
    counted = [p for p in pairs if p.hypothesis == "There are two relevant cases."]
    original = [p for p in counted if p.premise_kind == "original"]
    assert original and all(p.well_formed for p in original)
    # the flag stays on the pair, as a note
    assert all("anaphoric-general-noun" in p.features["flags"] for p in counted)


def test_other_defects_still_refuse_a_both_cases_pair():
    text = "In both cases, if the list is empty, the result is zero."
    pairs = mined_pairs(text, "presupposition", assess_sources=True)
    # stop 86 (fl71): the fronted frame is a warning too (``trigger-in-fronted-frame``); a
    # defect beside it still refuses the pair
    fronted = [p for p in pairs if "trigger-in-fronted-frame" in p.features.get("flags", [])]
    assert fronted
    for p in fronted:
        defects = [f for f in p.features["flags"] if flags.severity(f, p.phenomenon) == "defect"]
        assert p.well_formed == (not defects), (p.premise, p.features["flags"])


# -- duplicate pairs -----------------------------------------------------------------------------


def _pair(cand: str, premise: str, hypothesis: str, phen: str = "presupposition") -> Pair:
    return Pair(
        pair_id=cand + premise[:3],
        candidate_id=cand,
        sentence_id="s1",
        phenomenon=phen,
        subtype="x",
        premise=premise,
        hypothesis=hypothesis,
        premise_kind="conditional",
        hypothesis_kind="original",
        heuristic_label="neutral",
        label_rule="r",
    )


def test_dedupe_keeps_the_higher_confidence_copy_in_order():
    a = _pair("c1", "If A, it's okay.", "A.")
    b = _pair("c2", "Not A.", "A.")
    c = _pair("c2", "If A, it's okay.", "A. ")
    d = _pair("c1", "If A, it's okay.", "A.", phen="conjunction")
    out = dedupe_pairs([a, b, c, d], {"c1": 0.2, "c2": 0.9})
    assert out == [b, c, d]
    # a tie keeps the first written; the input is not changed
    assert dedupe_pairs([a, c], {}) == [a]
    assert a.premise == "If A, it's okay."


def test_two_possessives_of_one_sentence_write_each_pair_once():
    text = (
        "The home page usually shows the newest article, the owner's profile and notes written "
        "by the owner's friends."
    )
    pairs = mined_pairs(text, "presupposition")
    keys = [(p.premise, p.hypothesis) for p in pairs]
    assert len(keys) == len(set(keys))
    assert any(p.premise.startswith("If the home page") for p in pairs)
