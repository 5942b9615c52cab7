"""Stop 79 round two, branch cj163: conjunction pairs the s1204w judges rejected.

1. ``conjunction._both_modifiers_of_singular``: "both the old and current selection" (one-word
   adjectives under "both" premodifying one singular noun) names one intersective referent:
   no removal or addition pair (``removal_blocker`` -> ``intersective_both``).
2. ``conjunction_nonboolean.modifier_key_gesture``: "by pressing Shift and clicking on X": a
   modifier key held with a pointer action is one combined gesture, so a removal is neutral
   (``procedure_steps`` -> ``"gesture"``).
3. ``wordlists/conjunction_fixed_phrases.txt``: "one or other" is the idiom "one or the other":
   no pair.
4. ``conjunction._antonym_below_conjunct_top``: an antonym swap of an adjective buried in a
   verb-phrase member ("and give rise to visible seams" -> "invisible seams") makes no
   ``conjunct_replaced`` pair; a swap of the member itself or its own modifier still does.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs as _pairs

# 1. intersective "both" with coordinated adjectives of a singular noun


def test_both_adjectives_of_singular_noun_make_no_pair():
    text = "The filter keeps pixels in both the old and current selection."
    assert not _pairs(text, "conjunct_removed")
    assert not _pairs(text, "conjunct_added")


def test_both_adjectives_of_singular_subject_make_no_pair():
    text = "Both the red and green channel are kept."
    assert not _pairs(text, "conjunct_removed")


def test_adjectives_without_both_keep_their_pairs():
    text = "The filter keeps pixels in the old and current selection."
    removed = _pairs(text, "conjunct_removed")
    assert removed["The filter keeps pixels in the old selection."].heuristic_label == "entailment"


def test_both_adjectives_of_plural_noun_keep_their_pairs():
    text = "The filter keeps pixels in both the old and current selections."
    assert _pairs(text, "conjunct_removed")


# 2. modifier key held with a pointer action


def test_key_and_click_under_by_is_neutral():
    text = "Layers are easily hidden by just pressing Alt and clicking on the eye icon."
    removed = _pairs(text, "conjunct_removed")
    p = removed["Layers are easily hidden by just pressing Alt."]
    assert p.heuristic_label == "neutral"


def test_holding_the_control_key_and_dragging_is_neutral():
    text = "You rotate it by holding the Control key and dragging the handle."
    removed = _pairs(text, "conjunct_removed")
    assert removed["You rotate it by dragging the handle."].heuristic_label == "neutral"
    assert removed["You rotate it by holding the Control key."].heuristic_label == "neutral"


def test_pressing_shirts_and_clicking_photos_stays_boolean():
    text = "He earned money by pressing shirts and clicking photos."
    removed = _pairs(text, "conjunct_removed")
    assert removed["He earned money by pressing shirts."].heuristic_label == "entailment"


# 3. "one or other"


def test_one_or_other_makes_no_pair():
    text = "With this switch you can open one or other."
    assert not _pairs(text, "conjunct_removed")
    assert not _pairs(text, "conjunct_added")


def test_plain_disjunction_of_objects_keeps_its_pairs():
    text = "With this switch you can open the door or the window."
    assert _pairs(text, "conjunct_removed")


# 4. antonym swaps must target the member


def test_antonym_buried_in_verb_phrase_member_makes_no_replacement():
    text = "It will add noise to the picture and give rise to visible seams."
    assert not _pairs(text, "conjunct_replaced")


def test_antonym_in_adverbial_of_member_makes_no_replacement():
    text = (
        "The plugins are programs that talk to the core, and are capable of changing images "
        "and other objects in very sophisticated ways."
    )
    assert not _pairs(text, "conjunct_replaced")


def test_antonym_of_coordinated_adjective_is_still_replaced():
    text = "The engine is fast and cheap."
    replaced = _pairs(text, "conjunct_replaced")
    assert replaced["The engine is slow and cheap."].heuristic_label == "contradiction"


def test_antonym_of_member_modifier_is_still_replaced():
    text = "The tool produces bright colors and sharp edges."
    assert "The tool produces dull colors and sharp edges." in _pairs(text, "conjunct_replaced")
