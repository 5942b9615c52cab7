"""Stop 88, vc179: verb_complement pairs that are no complement pairs or whose negated premise
breaks the sentence's coherence (blind review s1205t).

1. "Seeing then that P, ...": a participle subordinator (= since) with the clause's own adverb
   before "that" (Quirk et al. 1985 §14.12): flagged ``non-construction:complex-subordinator``
   (no pair at all since stop 89, vc182).
2. "cried to the Lord ..., that he would look upon ...", "prayed that God would send rain": the
   content of a plea, no proposition (Quirk §16.32, §15.48): flagged ``matrix-bound-modal``.
   "shouted that P" stays.
3. A negated trigger in a postposed "for" reason clause (Quirk §13.19, §14.13) or whose later
   conjunct is a bare implicative taking its clause as antecedent ("and he was not able";
   Hankamer & Sag 1976, Karttunen 1971): ¬S flagged ``discourse-clash``.
4. A reinforcing "yes" before the cut conjunct goes with it ("I will remain, yes." -> "I will
   remain.").
5. An "according to" in a later coordinated clause does not scope over the trigger: inceptive
   "began to" keeps its label.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.hypothesis_kind == "complement"
    ]


def _clean(pairs: list) -> list:
    return [p for p in pairs if p.well_formed]


@pytest.mark.parametrize(
    "text",
    [
        "Seeing then that we are about to celebrate the purification, we write to you.",
        "Seeing then that the door was open, the cat went out.",
        "Given, therefore, that the bridge is closed, we will take the ferry.",
    ],
)
def test_participle_subordinator_with_adverb_is_no_complement(text: str) -> None:
    # re-decided at stop 89 (vc182): flagged before, now no pair at all. A participle
    # subordinator opens an adjunct clause and reports no one's seeing (Quirk et al. 1985
    # §14.12), so there is no verb + complement to mend, listed verb or not (s1205t verb-020
    # judged the candidate itself no complement)
    assert _pairs(text, "original") == [], text


def test_gerund_complement_of_seeing_untouched() -> None:
    pairs = _clean(_pairs("I remember seeing that the door was open.", "original"))
    assert [p.hypothesis for p in pairs] == ["The door was open."]


@pytest.mark.parametrize(
    "text",
    [
        "They cried to the Lord with all their power, that he would look upon all the house of "
        "Israel for good.",
        "They prayed that God would send rain on the fields.",
        "She cried out to the king that he would save her son.",
        "The widow pleaded with the judge that he might spare her son.",
    ],
)
def test_plea_clause_is_flagged(text: str) -> None:
    pairs = _pairs(text, "original")
    assert pairs, text
    for p in pairs:
        assert not p.well_formed
        assert any(f.startswith("matrix-bound-modal:") for f in p.features["flags"])


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("She shouted that the house was on fire.", "The house was on fire."),
        ("He shouted that he would return before dark.", "He would return before dark."),
    ],
)
def test_report_after_manner_of_speaking_verb_untouched(text: str, hypothesis: str) -> None:
    assert [p.hypothesis for p in _clean(_pairs(text, "original"))] == [hypothesis]


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        (
            "You shall inherit it, one as well as another; for I swore to give it to your fathers.",
            "discourse-clash:reason-for",
        ),
        (
            "They will keep the feast in the city; for we decided to stay there.",
            "discourse-clash:reason-for",
        ),
        (
            "So he came and tried to take the city and to pillage it; and he was not able, "
            "because his plan was known to them of the city.",
            "discourse-clash:null-complement:able",
        ),
        (
            "She tried to lift the box, and she was not able.",
            "discourse-clash:null-complement:able",
        ),
    ],
)
def test_negated_premise_others_depend_on_is_flagged(text: str, flag: str) -> None:
    negated = _pairs(text, "negated")
    assert negated, text
    for p in negated:
        assert not p.well_formed
        assert flag in p.features["flags"]


@pytest.mark.parametrize(
    "text",
    [
        "For he knew that the roads were flooded.",
        "She tried to lift the box, and she was not able to move it.",
    ],
)
def test_independent_negated_premise_not_flagged(text: str) -> None:
    negated = _pairs(text, "negated")
    assert negated, text
    for p in negated:
        assert not any(
            f.startswith(("discourse-clash:reason-for", "discourse-clash:null-complement"))
            for f in p.features["flags"]
        )


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "Having this confidence, I know that I will remain, yes, and remain with you all for "
            "your progress and joy in the faith.",
            "I will remain.",
        ),
        ("I know that she will come, yes, and I will wait for her at the gate.", "She will come."),
        ("He said that the king was dead, yes, and then he wept.", "The king was dead."),
    ],
)
def test_reinforcing_yes_goes_with_cut_conjunct(text: str, hypothesis: str) -> None:
    assert hypothesis in {p.hypothesis for p in _pairs(text, "original")}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "For on the first day of the first month he began to go up from Babylon; and on the "
            "first day of the fifth month he came to Jerusalem, according to the good hand of "
            "his God on him.",
            "For on the first day of the first month he went up from Babylon.",
        ),
        (
            "He began to build the wall in spring; and in autumn he finished it, according to "
            "the plan of the king.",
            "He built the wall in spring.",
        ),
    ],
)
def test_later_according_to_leaves_inceptive_label(text: str, hypothesis: str) -> None:
    pairs = {p.hypothesis: p for p in _clean(_pairs(text, "original"))}
    assert pairs[hypothesis].heuristic_label == "entailment"
    assert ":attribution" not in pairs[hypothesis].label_rule


def test_source_adjunct_over_trigger_still_neutral() -> None:
    pairs = _pairs("He managed to escape from the prison, according to the police.", "original")
    assert pairs
    assert all(p.heuristic_label == "entailment" for p in pairs if "according" in p.hypothesis)
    pairs = _pairs("According to the police, he managed to escape from the prison.", "original")
    assert all(p.heuristic_label == "neutral" or "according" in p.hypothesis.lower() for p in pairs)
