"""verb_complement precision, ninety-ninth pass (branch vc93): blind rejects of s1202j.

Class 1: the passive participle of "use" (or of a verb with no infinitival frame) before a
to-infinitive is a purpose construction, and "require" + bare noun + object-gap infinitive a
hollow clause: no candidate.
Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of


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


# 2. the complement of an attitude under a matrix modal takes "will", as without one; the
# modal of a verb of permission is no part of the permittee's act


def test_may_want_takes_will_as_without_modal(mine):
    original, removed = pairs_of(mine("I may not want to talk about it, though."), "want")
    assert original.hypothesis == "I will talk about it, though."
    assert removed.premise == "I may want to talk about it, though."
    original, _ = pairs_of(mine("I want to kill the guard!"), "want")
    assert original.hypothesis == "I will kill the guard."


def test_cannot_allow_does_not_copy_the_modal(mine):
    original, removed = pairs_of(
        mine("Nevertheless, I can't allow you to keep killing people."), "allow"
    )
    assert original.hypothesis == "You keep killing people."
    assert removed.premise == "Nevertheless, I can allow you to keep killing people."


def test_implicative_force_drops_the_subject_oriented_modal(mine):
    # a guard that kept "He can go." until the hundred-eighth pass (s1202q: the modal is the
    # forcer's ability, not the controller's; _outer_modal)
    original, _ = pairs_of(mine("They can't force him to go."), "force")
    assert original.hypothesis == "He goes."


# 3. "until" under the added negation: "not ... until X" = only when X (Karttunen 1974)


def test_negated_begin_with_until_is_flagged(mine):
    text = "The diamond began to shine until a shape of a car emerged from the dust."
    hits = [p for c, p in mine(text) if c.trigger_lemma == "begin"]
    assert len(hits) == 1
    original = next(p for p in hits[0] if p.premise_kind == "original")
    negated = [p for p in hits[0] if p.premise_kind == "negated"]
    # since stop 80 the one negation rewriter refuses "not ... until" (ng17); before, this
    # phenomenon's own check flagged the written pair
    assert all(not kept(p) for p in negated)
    assert kept(original)


def test_guard_negated_begin_without_until_is_kept(mine):
    _, negated = pairs_of(mine("The diamond began to shine in the dark."), "begin")
    assert kept(negated)


# md10: the passive purpose participle is narrowed (a finite "used" with its own subject is the
# habitual "used to"; a verb of the signature list keeps its raising passive), "quotative_frame"
# stops at a coordinator and a new subject, and a vague-quantity determiner quantizes the object


def test_md10_habitual_used_to_with_adjective_subject_keeps_its_pairs(mine):
    text = "The strong warriors used to throw spears like javelins."
    original, negated = pairs_of(mine(text), "use")
    assert original.hypothesis == "The strong warriors threw spears like javelins."
    assert negated.premise == "The strong warriors did not use to throw spears like javelins."


def test_md10_raising_passive_observed_to_keeps_its_pairs(mine):
    original, _ = pairs_of(mine("They are often observed to lead the herd."), "observe")
    assert original.hypothesis == "They lead the herd."
    assert original.heuristic_label == "neutral"


def test_md10_guard_passive_used_to_still_gives_no_pair(mine):
    assert "use" not in _lemmas(mine("The strong spears were used to kill the javelins."))


def test_md10_quotative_frame_stops_at_a_coordinator_and_new_subject(mine):
    original, _ = pairs_of(mine('She said "no", and he told her to leave.'), "tell")
    assert original.hypothesis == "She left."


def test_md10_guard_quotative_frame_still_fires_after_the_quote(mine):
    from pipeline import parse
    from pipeline.phenomena.verb_complement_directives import quotative_frame

    doc = parse.load(parse.resolve_model(None))('"Go home," he said.')
    assert quotative_frame(doc[6])


def test_md10_vague_quantity_object_is_quantized_no_entailment(mine):
    original, _ = pairs_of(mine("She began to move several boxes to the car."), "begin")
    assert original.hypothesis == "She moved several boxes to the car."
    assert original.heuristic_label == "neutral"
