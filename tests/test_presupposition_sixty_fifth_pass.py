"""Sixty-fifth pass (stop 51, pr63; docs/presupposition.md): presupposition drafts.

- Possessive drafts carry only the possessee: no totality modifier ("whole", "entire"), no
  frequency adverb the parse hung on the noun ("daily"), no article before a cardinal, and no
  draft for a temporal genitive ("Friday's vote").
- Aspectual drafts keep a fronted domain PP ("In the northern provinces,") and the hyphen of a
  compound ("lower-priced").
- A re-verb under an object-control verb ("asked us to reconsider") is the object's.

Constructed sentences through the real pipeline (``mined_pairs``); each class has a good
counterpart."""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- possessives ----------------------------------------------------------------------------------


def test_whole_is_no_part_of_the_possessee() -> None:
    text = "And Harold's whole family seemed to be a reproach to the neighbours."
    assert _hypotheses(text, "possessed_definites") == {"Harold had a family."}


def test_entire_is_no_part_of_the_possessee() -> None:
    text = "Carla's entire fortune went to the church."
    assert _hypotheses(text, "possessed_definites") == {"Carla had a fortune."}


def test_other_adjectives_stay_in_the_possessee() -> None:
    text = "Carla's old fortune went to the church."
    assert _hypotheses(text, "possessed_definites") == {"Carla had an old fortune."}


def test_frequency_adverb_is_the_verbs() -> None:
    text = "Every morning Martha keeps up with her sister's doings daily, via the local paper."
    assert _hypotheses(text, "possessed_definites") == {"Her sister has doings."}


def test_cardinal_takes_no_article() -> None:
    text = "I saw the village's one fire engine at the corner."
    assert _hypotheses(text, "possessed_definites") == {"The village had one fire engine."}


def test_temporal_genitive_gets_no_draft() -> None:
    text = "Friday's newspaper lay folded on the kitchen table."
    assert _hypotheses(text, "possessed_definites") == set()


def test_person_genitive_keeps_its_draft() -> None:
    text = "Gordon's newspaper lay folded on the kitchen table."
    assert _hypotheses(text, "possessed_definites") == {"Gordon had a newspaper."}


# -- aspectual ------------------------------------------------------------------------------------


def test_fronted_domain_pp_stays_and_hyphen_too() -> None:
    text = "In the northern provinces, farmers continue to plant lower-priced seed."
    assert _hypotheses(text, "aspectual_verbs") == {
        "In the northern provinces, farmers have been planting lower-priced seed."
    }


def test_fronted_connective_pp_goes() -> None:
    text = "On the other hand, prices continue to rise."
    assert _hypotheses(text, "aspectual_verbs") == {"Prices have been rising."}


def test_fronted_concessive_pp_goes() -> None:
    text = "Despite the rain, the players continued to train hard."
    assert _hypotheses(text, "aspectual_verbs") == {"The players had been training hard before."}


# -- re-verbs -------------------------------------------------------------------------------------


def test_object_controller_is_the_reconsiderer() -> None:
    text = "The manager repeatedly asked us to reconsider."
    assert _hypotheses(text, "re_verbs") == {"We had considered before."}


def test_subject_control_keeps_the_subject() -> None:
    text = "The manager decided to reconsider."
    assert _hypotheses(text, "re_verbs") == {"The manager had considered before."}


def test_fronted_pp_with_even_goes() -> None:
    text = "Even on his strong legs, the long march was beginning to tell in earnest."
    hyps = _hypotheses(text, "aspectual_verbs")
    assert hyps and not any(h.startswith("Even") for h in hyps)
