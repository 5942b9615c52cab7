"""verb_complement precision, ninety-eighth pass (branch vc92): blind rejects of s1202g/h.

Class 1: directive "say to V" whose in-place hypothesis has no reading (an inanimate sayer, a
relay to the hearer): no candidate; an animate sayer keeps its neutral pairs (RP19 o/o).
Class 2: begin/start to over a non-quantized theme ("more of the rock", bare plurals) keeps
+/- over a resultative or caused motion (Krifka 1998); a quantized theme stays o/-.
Class 4: "got to work" (set to work) and "if I had to guess" (hedge): no candidate.
Class 5: a verb of saying that frames a quotation before it: no candidate.
Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, pairs in found if pairs]


def test_inanimate_sayer_of_directive_say_to_gives_no_pair(mine):
    assert "say" not in _lemmas(mine("The manual says to keep the valve closed at night."))


def test_relay_say_to_tell_you_gives_no_pair(mine):
    found = mine("Both of my uncles said to tell you that dinner is ready.")
    assert "say" not in _lemmas(found)


def test_guard_animate_directive_say_to_stays_neutral(mine):
    original, negated = pairs_of(mine("He said to look on the piece of paper."), "say")
    assert original.hypothesis == "He looked on the piece of paper."
    assert original.heuristic_label == "neutral"
    assert negated.premise == "He did not say to look on the piece of paper."


def test_begin_over_non_quantized_resultative_theme_is_entailment(mine):
    original, negated = pairs_of(mine("The wizards began to turn stones into gold."), "begin")
    assert original.hypothesis == "The wizards turned stones into gold."
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "contradiction"


def test_begin_over_more_of_the_theme_is_entailment(mine):
    text = "The forests spread outward and begin to turn more of the rock into soil."
    original, _ = pairs_of(mine(text), "begin")
    assert original.hypothesis == "The forests spread outward and turn more of the rock into soil."
    assert original.heuristic_label == "entailment"


def test_guard_begin_over_quantized_resultative_theme_stays_neutral(mine):
    original, _ = pairs_of(mine("The wizard began to turn the stone into gold."), "begin")
    assert original.hypothesis == "The wizard turned the stone into gold."
    assert original.heuristic_label == "neutral"


def test_got_to_work_idiom_gives_no_pair(mine):
    found = mine("I begged for my old job back and got to work.")
    assert "get" not in _lemmas(found)
    assert "get" not in _lemmas(mine("He got to work on the engine."))


def test_guard_get_to_with_a_chance_reading_stays(mine):
    original, _ = pairs_of(mine("I finally got to work with my hero."), "get")
    assert original.hypothesis == "I finally worked with my hero."
    assert original.heuristic_label == "entailment"


def test_if_i_had_to_guess_gives_no_have_pair(mine):
    found = mine("If I had to guess, I'd say the ice hides something.")
    assert "have" not in _lemmas(found)


def test_quotative_frame_before_infinitive_gives_no_pair(mine):
    assert "say" not in _lemmas(mine('"Go home," he said to leave the room.'))


def test_guard_say_that_without_quotation_stays(mine):
    original, _ = pairs_of(mine("She said that the bridge was closed."), "say")
    assert original.hypothesis == "The bridge was closed."
    assert kept(original)


def test_guard_passive_raising_say_stays(mine):
    original, _ = pairs_of(mine("The old house is said to be haunted."), "say")
    assert original.hypothesis == "The old house is haunted."


def test_need_cardinal_object_purpose_gives_no_pair(mine):
    found = mine("You need four ramscoops to achieve double the recharge rate of one.")
    assert "need" not in _lemmas(found)


def test_guard_need_definite_object_control_stays(mine):
    original, _ = pairs_of(mine("We need the server to restart before noon."), "need")
    assert original.hypothesis == "The server will restart before noon."


def test_guard_person_sayer_of_directive_say_to_stays(mine):
    original, _ = pairs_of(mine("The person at the desk said to wait here."), "say")
    assert original.hypothesis == "The person at the desk waited here."
    assert original.heuristic_label == "neutral"
