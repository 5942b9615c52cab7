"""verb_complement (stop 102, branch vc223): complements of a trigger inside a perfect infinitive.

Constructed sentences through the real spaCy model and the real extractor/rewriters. The
perfect of "to have expected him to talk" is the expecting's own (Quirk et al. 1985 §3.41,
§14.9; CGEL ch. 14 §6): the object-controlled complement is written in the simple past, not
"*He have talked". Coordinated perfect infinitives are read alike (Quirk et al. §13.64). Each
fault's sentence gave the wrong hypothesis at the base (int102); the near misses must not change.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pair_flags, verb_complement_pairs_of_kind


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in verb_complement_pairs_of_kind(text, kind)}


@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [
        (
            "They seemed to have expected him to talk like anybody else.",
            "He talked like anybody else.",
            "He have talked like anybody else.",
        ),
        (
            "She appears to have asked him to leave early.",
            "He left early.",
            "He have left early.",
        ),
        (
            "She is said to have persuaded him to resign.",
            "He resigned.",
            "He have resigned.",
        ),
    ],
)
def test_object_complement_of_perfect_infinitive_trigger_is_simple_past(text, good, bad):
    for kind in ("original", "negated"):
        hyps = _hypotheses(text, kind)
        assert good in hyps, (kind, hyps)
        assert bad not in hyps
    for pair in verb_complement_pairs_of_kind(text, "original"):
        assert "singular-pronoun-plural-verb" not in pair_flags(pair)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # raising: the perfect is the complement's own
        ("He seems to have left early.", "He has left early."),
        # the complement's own perfect infinitive
        ("She expected him to have left.", "He had left."),
        ("They expected him to talk.", "He talked."),
        # a modal perfect keeps its "have" with the modal
        ("She would have asked him to leave.", "He would have left."),
        # a finite perfect trigger: its tensed "has" goes to the controller
        ("They have forced him to go.", "He has gone."),
        # the raising trigger's own pair is the matrix clause, perfect and all
        ("She appears to have asked him to leave early.", "She has asked him to leave early."),
    ],
)
def test_near_misses_keep_their_hypothesis(text, hypothesis):
    assert hypothesis in _hypotheses(text)


def test_coordinated_perfect_infinitives_agree_in_tense():
    hyps = _hypotheses("He seemed to have talked and to have left.")
    assert "He talked and left." in hyps
    assert "He talked and had left." not in hyps


def test_negated_second_perfect_infinitive_takes_do_support():
    hyps = _hypotheses("She seemed to have laughed and not to have cared.")
    assert "She laughed and did not care." in hyps


def test_near_miss_present_appearance_keeps_both_present_perfects():
    assert "He has talked and has left." in _hypotheses(
        "He appears to have talked and to have left."
    )


def test_near_miss_plain_first_conjunct_keeps_the_second_perfect():
    """Only a collapsed first perfect collapses the second: "to talk and to have left" keeps
    the anteriority of the leaving."""
    assert "He talked and had left." in _hypotheses("He seemed to talk and to have left.")
