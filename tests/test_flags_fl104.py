"""fl104: source checks that flagged good encyclopedic sentences (stop 103).

1. ``speaker_tag`` (``fitness._glued_speaker``): a name whose given name is spelled like a
   pronoun ("Zheng He"), which the parse reads as one noun phrase (the family name a
   ``compound`` of "He"), is no transcript label glued to a turn.
2. ``no_verb``: a fronted "As ... note," clause before a finite clause; pinned, the flag does not
   fire on the constructed sentence.
3. ``source:fragment``/``description`` (``fitness._defining_noun_phrase``): "This results in
   ...": a singular demonstrative determines no plural noun (H&P 2002 ch. 5 §7.1), so
   "results" is the verb.
4. ``lost_antecedent``: "the winter one" after its antecedent "hemisphere" went with the removed
   conjunct stays flagged (the removal does lose the antecedent).
5. ``garbled`` (``fitness._bare_partitive``): "any of several forms" has a quantifying
   determinative (H&P 2002 ch. 5 §9.2).

Constructed sentences, the real parse and pipeline; each with a near miss that keeps its flag."""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import mined_pairs, pair_flags


def _reasons(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


def test_name_spelled_like_a_pronoun_is_no_speaker_tag(nlp) -> None:
    assert "speaker_tag" not in _reasons(
        nlp, "Zheng He was a Chinese admiral and diplomat of the early Ming dynasty."
    )


def test_near_miss_glued_speaker_label_stays(nlp) -> None:
    assert "speaker_tag" in _reasons(nlp, "Dailey We started stacking the wood and the bricks.")


def test_this_results_is_a_clause(nlp) -> None:
    text = (
        "This results in hotspot volcanism, in which the plume may cause thinning of the crust"
        " and result in a volcanic chain."
    )
    reasons = _reasons(nlp, text)
    assert "fragment" not in reasons and "description" not in reasons


def test_near_miss_plural_determiner_stays_description(nlp) -> None:
    # "These" determines a plural noun: a noun phrase with only a relative clause's verbs
    assert "description" in _reasons(
        nlp, "These results in the survey, which the team analysed and published."
    )


def test_partitive_with_quantifying_determinative_is_not_garbled(nlp) -> None:
    text = (
        "Peasants might hold title to land outright, or by any of several forms of tenure,"
        " among them socage, leasehold, and copyhold."
    )
    assert "garbled" not in _reasons(nlp, text)


def test_near_miss_bare_partitive_stays_garbled(nlp) -> None:
    assert "garbled" in _reasons(nlp, "Most of tiles have cracks and stains.")


@pytest.mark.parametrize(
    "text",
    [
        "This results in hotspot volcanism, in which the plume may cause thinning of the crust"
        " and result in a volcanic chain.",
        "Zheng He was a Chinese admiral and diplomat of the early Ming dynasty.",
    ],
)
def test_pairs_carry_no_source_flag(text: str) -> None:
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    assert not any(f.startswith("source:") for p in pairs for f in pair_flags(p))


def test_fronted_as_clause_keeps_its_verb() -> None:
    text = "As historians note, their great myths and sacred tradition are comparable to the Bible."
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_removed"]
    assert pairs
    assert not any("no_verb" in pair_flags(p) for p in pairs)


def test_near_miss_verbless_remainder_is_no_verb() -> None:
    # the removed clause took the only finite verb: "Each with their own style." keeps none
    pairs = mined_pairs("Each with their own style, and they all sold well.", "conjunction")
    assert any("no_verb" in pair_flags(p) for p in pairs)


def test_substitute_one_without_its_noun_stays_lost() -> None:
    text = (
        "Near the solstices the circulation becomes a single cell, with air rising in the"
        " summer hemisphere and sinking in the winter one."
    )
    removals = {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }
    lost = removals[
        "Near the solstices the circulation becomes a single cell, with air sinking in the"
        " winter one."
    ]
    assert "lost_antecedent" in pair_flags(lost)
    kept = removals[
        "Near the solstices the circulation becomes a single cell, with air rising in the"
        " summer hemisphere."
    ]
    assert "lost_antecedent" not in pair_flags(kept)
