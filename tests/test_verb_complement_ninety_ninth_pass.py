"""verb_complement precision, ninety-ninth pass (branch vc93): blind rejects of s1202j.

Class 1: the passive participle of "use" (or of a verb with no infinitival frame) before a
to-infinitive is a purpose construction, and "require" + bare noun + object-gap infinitive a
hollow clause: no candidate.
Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, pairs in found if pairs]


def test_reduced_relative_used_to_gives_no_pair(mine):
    text = (
        "A conversion kit produced by Heckler and Koch, used to convert .22, 9x19mm, or .38"
        " firearms to their proprietary 4.6x30mm, a round designed for accuracy."
    )
    assert "use" not in _lemmas(mine(text))


def test_conjoined_participle_used_to_gives_no_pair(mine):
    text = "A collection of pipes, cams, and straps, mounted on the edge of a vehicle and used to support another vehicle for transport."
    assert "use" not in _lemmas(mine(text))


def test_passive_used_to_gives_no_pair(mine):
    assert "use" not in _lemmas(mine("The tool is used to cut wood."))


def test_causative_get_participle_covered_to_gives_no_pair(mine):
    text = "Let's get this metal wall smoking area covered to protect the workers from the weather."
    assert "cover" not in _lemmas(mine(text))


def test_guard_habitual_used_to_keeps_its_pairs(mine):
    original, negated = pairs_of(mine("He used to smoke a pipe."), "use")
    assert original.hypothesis == "He smoked a pipe."
    assert negated.premise == "He did not use to smoke a pipe."
    original, _ = pairs_of(mine("The building used to house a school."), "use")
    assert original.hypothesis == "The building housed a school."


def test_guard_passive_of_complement_verb_keeps_its_pairs(mine):
    original, _ = pairs_of(mine("She was asked to leave the room."), "ask")
    assert original.hypothesis == "She left the room."


def test_require_bare_noun_with_object_gap_gives_no_pair(mine):
    text = "Quiet and effective, they require strength of body and sight to wield, and are not terribly accurate over a long distance."
    assert "require" not in _lemmas(mine(text))


def test_guard_need_pronoun_object_control_keeps_its_pairs(mine):
    original, _ = pairs_of(mine("We need you to sign the form."), "need")
    assert original.hypothesis == "You will sign the form."
