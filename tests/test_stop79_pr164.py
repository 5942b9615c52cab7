"""Stop 79, pr164: presupposition triggers and drafts rejected on blind reviews s1204v and
s1204u (GIMP manual). All sentences are constructed.

1. A base form right after a verb that takes no bare infinitive, before a bare singular noun
   ("use split preview"), premodifies the noun (Quirk et al. 1985 §16.52, §7.15): no
   change-of-state trigger.
2. "appear" with a locative PP: the prior state is "X is not on L" (Levin 1993 §48.1.1), not
   "X is not visible", when L is an artifact (a place of the visual field keeps "not visible").
3. Viewpoint genitives ("from X's point of view", "to X's knowledge") presuppose no possessed
   thing (Quirk et al. 1985 §8.127; CGEL ch. 5 on idiomatic genitives).
4. A comparative on an object noun whose standard is not of the noun's sort ("better results
   than Linear") compares the standard with the subject: no "Linear is a result" draft
   (Huddleston & Pullum 2002 ch. 13 §2).
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs, presupposition_triggers

# -- 1. base form premodifying a noun --------------------------------------------------------------


def test_base_form_premodifier_is_no_trigger():
    text = "You can use split preview to check the result before you apply it."
    assert "split" not in presupposition_triggers(text, "change_of_state")


def test_verb_split_with_object_is_still_a_trigger():
    text = "You can split the preview to check the result."
    assert "split" in presupposition_triggers(text, "change_of_state")


def test_bare_infinitive_host_keeps_its_verb():
    text = "You can help split the file."
    assert "split" in presupposition_triggers(text, "change_of_state")


# -- 2. "appear" with a location --------------------------------------------------------------------


def test_future_appear_on_a_place_drafts_the_place():
    text = "The texture will now appear on the active layer, replacing its old contents."
    drafts = original_draft_pairs(text, "change_of_state")
    assert "The texture is not visible." not in drafts, drafts
    assert drafts.get("The texture is not on the active layer.") is True, drafts


def test_past_appear_on_an_artifact_drafts_the_place():
    drafts = original_draft_pairs("The stain appeared on the wall.", "change_of_state")
    assert "The stain was not visible before." not in drafts, drafts
    assert "The stain was not on the wall before." in drafts, drafts


def test_appear_in_the_visual_field_keeps_not_visible():
    drafts = original_draft_pairs("A light appeared on the horizon.", "change_of_state")
    assert "A light was not on the horizon before." not in drafts, drafts


def test_appear_without_place_keeps_not_visible():
    drafts = original_draft_pairs("The texture will appear soon.", "change_of_state")
    assert drafts.get("The texture is not visible.") is True, drafts


def test_animal_appearing_in_a_place_keeps_not_visible():
    drafts = original_draft_pairs("The deer appeared in the clearing.", "change_of_state")
    assert "The deer was not visible before." in drafts, drafts


# -- 3. viewpoint genitives ---------------------------------------------------------------------------


def test_point_of_view_genitive_is_no_trigger():
    text = "From the reader's point of view, the second chapter is harder than the first."
    assert not presupposition_triggers(text, "possessed_definites")
    assert not original_draft_pairs(text, "possessed_definites")


def test_to_knowledge_genitive_is_no_trigger():
    text = "To the author's knowledge, the letter was never sent."
    assert not presupposition_triggers(text, "possessed_definites")


def test_literal_genitive_after_from_stays():
    text = "From the reader's copy, the page was missing."
    assert "the reader's copy" in presupposition_triggers(text, "possessed_definites")


def test_possessed_point_stays():
    # stop 95 (pr214): with a person possessor "X had a point" is the idiom "X was right"
    # (Cambridge "have a point"), refused since; a thing's point keeps the near miss
    drafts = original_draft_pairs("The knife's point was sharp.", "possessed_definites")
    assert "The knife had a point." in drafts, drafts


# -- 4. comparative standard of another sort ----------------------------------------------------------


def test_comparative_standard_of_another_sort_has_no_draft():
    drafts = original_draft_pairs("This filter gives better results than Linear.", "comparatives")
    assert "Linear is a result." not in drafts, drafts
    drafts = original_draft_pairs(
        "Usually this method produces sharper edges than the old filter.", "comparatives"
    )
    assert not any(h.endswith("is an edge.") for h in drafts), drafts


def test_comparative_standard_of_the_same_sort_keeps_its_draft():
    drafts = original_draft_pairs("She owns a faster horse than the pony.", "comparatives")
    assert drafts.get("The pony is a horse.") is True, drafts
