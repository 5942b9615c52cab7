"""Stop 79 round one, branch cj159: conjunction labels and non-assertions the s1204v judges
rejected.

1. ``conjunction._plain_present_root``: "Do a quick count and note the total.": the tagger
   gives a subjectless sentence-initial verb the present tag (VBP); a finite present needs a
   subject, so it is the plain form of an imperative (H&P 2002 ch. 10 §9): no pair.
   ``conjunction._imperative_after_colon``: "The tool does the sums for you: compare A and B."
   (an imperative set off by a colon, its objects coordinated): no pair.
2. ``conjunction_nonboolean._comparison_standard_gerund``: "the same effect as V-ing A and
   V-ing B", "equivalent to V-ing A and V-ing B": one compound action is the standard, so a
   removal is neutral (``procedure_steps``).
3. ``wordlists/conjunction_purpose_heads.txt``: instrument nouns "selector", "picker",
   "slider" with an infinitival relative carry a covert possibility modal (Bhatt 1999), so
   "or" below them is free choice (``or_free_choice``).
4. ``conjunction._result_setup``: "A, a white map and B: this results in X" -> "a black
   map": another case, whose result is not stated: neutral.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import written_conjunction_pairs as _pairs

# 1. imperatives


def test_sentence_initial_main_verb_do_is_an_imperative():
    text = "Do a quick count of the boxes and write the total on the lid."
    assert not _pairs(text, "conjunct_removed")
    assert not _pairs(text, "conjunct_added")


def test_declarative_with_do_keeps_its_pairs():
    text = "We do a quick count of the boxes and write the total on the lid."
    removed = _pairs(text, "conjunct_removed")
    p = removed["We do a quick count of the boxes."]
    assert p.heuristic_label == "entailment"


def test_imperative_after_colon_with_coordinated_objects_has_no_pair():
    text = "The program does the sums for you: compare the first row and the last column."
    assert not _pairs(text, "conjunct_removed")
    assert not _pairs(text, "conjunct_added")


def test_declarative_after_colon_keeps_its_pairs():
    text = "The lesson was simple: we checked the first row and the last column."
    removed = _pairs(text, "conjunct_removed")
    assert removed["The lesson was simple: we checked the first row."].heuristic_label == (
        "entailment"
    )


def test_imperative_after_colon_of_a_lesson_has_no_pair():
    text = "The lesson was simple: check the first row and the last column."
    assert not _pairs(text, "conjunct_removed")


# 2. the standard of "the same as" / "equivalent to"


def test_same_effect_as_a_sequence_of_gerunds_is_neutral():
    text = "Pressing the key has the same effect as opening the menu and choosing Quit."
    removed = _pairs(text, "conjunct_removed")
    p = removed["Pressing the key has the same effect as opening the menu."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "procedure_steps")


def test_equivalent_to_a_sequence_of_gerunds_is_neutral():
    text = "This shortcut is equivalent to copying the layer and pasting it as a new image."
    removed = _pairs(text, "conjunct_removed")
    p = removed["This shortcut is equivalent to copying the layer."]
    assert p.heuristic_label == "neutral"


def test_gerunds_without_a_comparison_stay_boolean():
    text = "She spent the morning opening the mail and answering the phone."
    removed = _pairs(text, "conjunct_removed")
    p = removed["She spent the morning opening the mail."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "boolean_and")


# 3. free choice under an instrument noun's infinitival relative


def test_selectors_to_select_a_or_b_is_free_choice():
    text = "The panel has two selectors to pick the line colour or the fill colour."
    removed = _pairs(text, "conjunct_removed")
    p = removed["The panel has two selectors to pick the fill colour."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "or_free_choice")
    added = _pairs(text, "conjunct_added")
    assert added["The panel has two selectors to pick the fill colour."].heuristic_label == (
        "neutral"
    )


def test_selectors_without_an_infinitive_stay_boolean_or():
    text = "He put the selectors in the top drawer or the bottom drawer."
    removed = _pairs(text, "conjunct_removed")
    p = removed["He put the selectors in the bottom drawer."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "or_boolean")


# 4. a replaced member of a setup list before a stated result


def test_replaced_member_of_result_setup_is_neutral():
    text = "A small image, a plain white map, and a coefficient of 20: this results in a shift."
    replaced = [
        p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_replaced" and "black map" in p.hypothesis
    ]
    assert replaced
    assert all(
        (p.heuristic_label, p.label_rule) == ("neutral", "replaced_in_result_setup")
        for p in replaced
    )


def test_replaced_member_of_result_setup_with_numbers_is_neutral():
    text = "A 90x60 image, plain white guide map, and scale factor 5.0: this results in a shift."
    replaced = [
        p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_replaced" and "black guide map" in p.hypothesis
    ]
    assert replaced
    assert all(p.heuristic_label == "neutral" for p in replaced)


def test_replaced_member_of_plain_list_keeps_contradiction():
    text = "The test uses a small image, a plain white map, and a coefficient of 20."
    replaced = [
        p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_replaced" and "black map" in p.hypothesis
    ]
    assert replaced
    assert all(p.heuristic_label == "contradiction" for p in replaced)
