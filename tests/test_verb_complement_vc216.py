"""verb_complement (issue #12, branch vc216): past "continue to V" under negation, a fronted
experiencer "to NP" of "seem/appear" kept in the hypothesis, and "begin to V" over a
closed-scale change of state.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence below (not the near misses) gave the old output when mined at the base (int99
79c09c74).
"""

from __future__ import annotations

from tests.phenomenon_support import kept_presupposition_drafts, pairs_of

# ---- class 1: "did not continue to V" in the past -------------------------------------------


def test_negated_past_continue_is_a_contradiction(mine):
    """ "The old man did not continue to sweep the porch" -> "The old man swept the porch.": the
    in-place simple past is read at the premise's reference time, where it is denied (it was
    entailment at the base)."""
    original, negated = pairs_of(mine("The old man continued to sweep the porch."), "continue")
    assert negated.premise == "The old man did not continue to sweep the porch."
    assert negated.hypothesis == "The old man swept the porch."
    assert negated.heuristic_label == "contradiction"
    assert negated.features.get("signature") == "+/-"
    assert original.heuristic_label == "entailment"


def test_presupposition_phenomenon_writes_the_pluperfect_progressive(mine):
    """Guard (passes at the base too): the one place for the presupposed earlier activity is
    the presupposition drafts."""
    drafts = kept_presupposition_drafts(
        "The old man did not continue to sweep the porch.", "aspectual_verbs"
    )
    assert any(d.startswith("The old man had been sweeping the porch") for d in drafts), drafts


def test_near_miss_present_continue_stays_a_contradiction(mine):
    _, negated = pairs_of(mine("She continues to paint landscapes."), "continue")
    assert negated.hypothesis == "She paints landscapes."
    assert negated.heuristic_label == "contradiction"


def test_near_miss_time_framed_past_continue_stays_a_contradiction(mine):
    _, negated = pairs_of(mine("Over the next year, the village continued to shrink."), "continue")
    assert negated.heuristic_label == "contradiction"


# ---- class 2: a fronted experiencer of "seem/appear" ----------------------------------------


def test_fronted_experiencer_of_seem_is_cut(mine):
    original, negated = pairs_of(
        mine("To the young doctor the village seemed to be very poor."), "seem"
    )
    assert original.hypothesis == "The village was very poor."
    assert negated.hypothesis == "The village was very poor."
    assert original.heuristic_label == negated.heuristic_label == "neutral"


def test_fronted_experiencer_with_comma_after_but_is_cut(mine):
    original, _ = pairs_of(
        mine("But to the weary travellers, the inn appeared to be empty."), "appear"
    )
    assert original.hypothesis == "But the inn was empty."


def test_fronted_named_experiencer_is_cut(mine):
    original, _ = pairs_of(mine("To Mary the house seemed to be haunted."), "seem")
    assert original.hypothesis == "The house was haunted."


def test_near_miss_emotive_disjunct_stays(mine):
    """Near miss: "To his surprise" is a comment (Quirk et al. §8.127), not the experiencer."""
    original, _ = pairs_of(mine("To his surprise the door appeared to be locked."), "appear")
    assert original.hypothesis == "To his surprise the door was locked."


# ---- class 3: "begin to V" over a closed-scale change of state -------------------------------


def test_began_to_close_does_not_entail_closed(mine):
    original, negated = pairs_of(mine("The child's eyes began to close and she yawned."), "begin")
    assert original.hypothesis == "The child's eyes closed and she yawned."
    assert original.heuristic_label == "neutral"
    assert original.features.get("signature") == "o/-"
    assert negated.heuristic_label == "contradiction"


def test_began_to_empty_does_not_entail_emptied(mine):
    original, _ = pairs_of(mine("The great hall began to empty."), "begin")
    assert original.heuristic_label == "neutral"


def test_near_miss_began_to_open_keeps_entailment(mine):
    """Near miss: "open" is minimum-standard: any opening is an opening."""
    original, _ = pairs_of(mine("The old door began to open."), "begin")
    assert original.hypothesis == "The old door opened."
    assert original.heuristic_label == "entailment"


def test_near_miss_atelic_began_to_sing_keeps_entailment(mine):
    """Near miss: an activity's onset is already some singing."""
    original, _ = pairs_of(mine("The choir began to sing."), "begin")
    assert original.heuristic_label == "entailment"


def test_near_miss_bare_plural_subject_keeps_entailment(mine):
    """Near miss: "Rooms began to fill" is cumulative (Verkuyl 1972)."""
    original, _ = pairs_of(mine("Rooms began to fill."), "begin")
    assert original.heuristic_label == "entailment"


def test_near_miss_bare_past_cease_keeps_its_neutral_label(mine):
    """Near miss: "cease to" is not the ASP row; its bare past keeps RP19's o/o."""
    original, negated = pairs_of(mine("The old mill ceased to operate."), "cease")
    assert original.heuristic_label == negated.heuristic_label == "neutral"
