"""Stop 86, vc172: a that-complement that opens with an inverted conditional clause ("that,
had he known the truth, he would have stayed home") is the whole conditional, not the protasis
alone (Quirk et al. 1985 §15.36, §16.31; CGEL ch. 11 §4.7). Constructed sentences, real
pipeline."""

import pytest

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis for p in mined_pairs(text, "verb_complement") if p.premise_kind == "original"
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "He admitted that, had he known the truth, he would have stayed home.",
            "Had he known the truth, he would have stayed home.",
        ),
        (
            "The manager admitted that had the team trained harder, they would have won the final.",
            "Had the team trained harder, they would have won the final.",
        ),
        (
            "The report concluded that, had the warnings been heeded, the dam would not have failed.",
            "Had the warnings been heeded, the dam would not have failed.",
        ),
        (
            "They argued that, were the tax repealed, prices would fall.",
            "Were the tax repealed, prices would fall.",
        ),
    ],
)
def test_inverted_protasis_takes_its_apodosis(text, expected):
    hyps = _hypotheses(text)
    assert expected in hyps
    # the protasis alone is no sentence
    protasis = expected.split(",")[0] + "."
    assert protasis not in hyps


def test_factive_over_the_conditional_entails_the_whole_conditional():
    # admitting a counterfactual commits the speaker to the conditional, not to its antecedent
    pairs = [
        p
        for p in mined_pairs(
            "He admitted that, had he known the truth, he would have stayed home.",
            "verb_complement",
        )
        if p.premise_kind == "original"
    ]
    assert [(p.hypothesis, p.heuristic_label, p.well_formed) for p in pairs] == [
        ("Had he known the truth, he would have stayed home.", "entailment", True)
    ]


def test_had_as_the_complement_verb_is_untouched():
    # neighbour: "had" with its subject before it is the clause's own verb group, no inversion
    assert "He had known the truth all along." in _hypotheses(
        "He admitted that he had known the truth all along."
    )
    assert "Prices, once raised, rarely come down again." in _hypotheses(
        "She has noticed that prices, once raised, rarely come down again."
    )
