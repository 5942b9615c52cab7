"""verb_complement (stop 102, branch vc225): a to-complement trigger inside another verb's
content clause.

Constructed sentences through the real spaCy model and the real extractor/rewriters. The
hypothesis is the trigger's own clause, not the clause edited in place under its host (CGEL
ch. 11 §3, ch. 14: the content clause is the host's complement): under a veridical asserted
host ("found that", "realised that") for any trigger, under a supplementive -ing host
("indicating that", "saying that") after an o/o trigger. The near misses keep their frame.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import verb_complement_pairs_of_kind


def _to_hypotheses(text: str, kind: str = "original") -> set[str]:
    return {
        p.hypothesis
        for p in verb_complement_pairs_of_kind(text, kind)
        if p.features.get("complement_rule", "").startswith("complement:to")
    }


@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [
        (
            "He nodded, indicating that he wished to end the argument.",
            "He ended the argument.",
            "He nodded, indicating that he ended the argument.",
        ),
        (
            "She smiled, saying that she wanted to go home.",
            "She went home.",
            "She smiled, saying that she went home.",
        ),
        (
            "I found that I had to deal with a clever thief.",
            "I dealt with a clever thief.",
            "I found that I dealt with a clever thief.",
        ),
        (
            "He realised that he had forgotten to lock the door.",
            "He had locked the door.",
            "He realised that he had locked the door.",
        ),
    ],
)
def test_trigger_in_host_clause_gives_its_own_clause(text, good, bad):
    hyps = _to_hypotheses(text)
    assert good in hyps, hyps
    assert bad not in hyps


@pytest.mark.parametrize(
    ("text", "framed"),
    [
        # an implicative under a non-veridical participle: the host is a plug, the frame stays
        (
            "She smiled, saying that she managed to go home.",
            "She smiled, saying that she went home.",
        ),
        # a marked -ing clause ("before") is not asserted
        (
            "She left the room before saying that she wanted to go home.",
            "She left the room before saying that she went home.",
        ),
        # a negated host passes nothing up
        ("He did not find that he had to pay.", "He did not find that he paid."),
        # a modal host is not asserted
        ("He may find that he has to leave.", "He may find that he will leave."),
        # raising keeps its frame (vc223's choice)
        ("They seemed to have wanted to leave.", "They seemed to have left."),
    ],
)
def test_near_misses_keep_the_frame(text, framed):
    assert framed in _to_hypotheses(text)


@pytest.mark.parametrize(
    "text",
    [
        "He spoke to a man planning to sell the house.",
        "She smiled at the children hoping to win the prize.",
    ],
)
def test_no_negated_premise_inside_a_reduced_relative(text):
    assert verb_complement_pairs_of_kind(text, "original")
    assert not verb_complement_pairs_of_kind(text, "negated")


def test_object_participle_keeps_its_flagged_negated_pair():
    # near miss: after a direct object the -ing clause may be a complement or a depictive
    assert verb_complement_pairs_of_kind("I imagined a woman hoping to become a doctor.", "negated")


def test_main_clause_negation_over_a_reduced_relative_stays():
    # near miss: the negation lands on the main clause's copula, not in the relative
    negated = verb_complement_pairs_of_kind(
        "The man proposing to leave early was my uncle.", "negated"
    )
    assert any("was not my uncle" in p.premise for p in negated)


def test_embedded_question_under_a_veridical_host_keeps_its_frame():
    # near miss: "how ..." is an embedded question, no proposition the host passes up
    hyps = _to_hypotheses("She knew exactly how the clerk managed to keep the price low.")
    assert "Exactly how the clerk kept the price low." not in hyps
    assert "She knew exactly how the clerk kept the price low." in hyps
