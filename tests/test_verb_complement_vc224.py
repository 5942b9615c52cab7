"""verb_complement (stop 102, branch vc224): coordinated verbs sharing one complement, and the
motion "come" with an eventive purpose infinitive (flagged, not refused).

Constructed sentences through the real spaCy model and the real run path. A complement after
two coordinated verbs is a dependent of both (CGEL ch. 15 §4): its label comes from the
strongest signature, and a ¬S that negates one of the two is refused. "came to find" is the
motion verb with a purpose adjunct (Quirk et al. 1985 §15.48); inchoative "come to" takes a
stative (CGEL ch. 14 §5.3). Each near miss must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> dict[str, tuple[str, str]]:
    return {
        p.premise_kind: (p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
    }


def test_factive_conjunct_sharing_the_complement_gives_entailment():
    pairs = _pairs("Everyone saw and said that the game was lost.")
    assert pairs["original"] == ("The game was lost.", "entailment")
    # "saw and did not say that P" negates one of the two verbs: no ¬S pair
    assert set(pairs) == {"original"}


def test_negated_one_of_two_sharing_verbs_gives_no_changed_premise():
    pairs = _pairs("She heard and did not feel that the door had opened.")
    assert "negation_removed" not in pairs and "negated" not in pairs


def test_near_miss_verb_with_its_own_object_keeps_its_label_and_negation():
    # "saw him" has an object of its own: "said" alone takes the clause
    pairs = _pairs("She saw him and said that the game was lost.")
    assert pairs["original"] == ("The game was lost.", "neutral")
    assert "negated" in pairs


def test_eventive_purpose_come_stays_flagged_not_refused():
    """The veridicality gold reads "came to tell/look" as implicative, so the purpose reading
    is flagged (a defect: not well formed), not refused (stop 102 integration)."""
    pairs = mined_pairs("I came to find a friend.", "verb_complement")
    assert pairs and all("purpose-infinitive" in str(p.features) for p in pairs)
    assert not any(p.well_formed for p in pairs)


def test_near_miss_inchoative_come_over_a_stative_stays():
    pairs = _pairs("She came to love the city.")
    assert pairs["original"] == ("She loved the city.", "entailment")
