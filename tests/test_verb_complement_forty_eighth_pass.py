"""verb_complement precision, forty-eighth pass (branch vc40, from a689c8b): unembedded rejects
of the s1130j/k/l blind reviews (hypothesis = the complement).

Constructed sentences in the reviewed constructions, through ``pipeline.process.run_texts``
(the real model, prefilter, extractor, rewriters and flag settling); each test failed on
a689c8b, except the guards (good pairs that must stay).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags
from tests.phenomenon_support import verb_complement_pairs as _pairs

# 1. a matrix supplementive of saying hung on the complement


def test_reporter_participle_is_cut_after_a_non_speaker_subject():
    """ "dismissing ..." needs a speaker: the reform cannot dismiss, she does."""
    pairs = _pairs(
        "She believed that the reform was cautious and even timid, dismissing as merely "
        "cosmetic the changes to the tax code.",
        "believe",
    )
    assert pairs["original"].hypothesis == "The reform was cautious and even timid."
    assert kept(pairs["original"])


def test_participle_after_a_speaker_subject_stays():
    """Guard: "the minister had resigned, citing ill health": the minister may cite."""
    pairs = _pairs("The spokesman said the minister had resigned, citing ill health.", "say")
    assert pairs["original"].hypothesis == "The minister had resigned, citing ill health."
    assert kept(pairs["original"])


# 2. a directive conjunct of the reporter left in the hypothesis


def test_directive_conjunct_of_the_reporter_is_cut():
    pairs = _pairs(
        "The sailors claimed that the storm sank the ship, and asked the company to pay them.",
        "claim",
    )
    assert pairs["original"].hypothesis == "The storm sank the ship."
    assert kept(pairs["original"])


def test_directive_conjunct_hung_on_a_reason_clause_is_cut():
    """The parser hangs "and urges" on the "because" clause inside the complement."""
    pairs = _pairs(
        "As the siege drags on, thanks to the famine, the old general declares that the rebels "
        "are winning because the king has betrayed his allies, and urges the nobles to flee "
        "the city.",
        "declare",
    )
    assert pairs["original"].hypothesis == (
        "The rebels are winning because the king has betrayed his allies."
    )


def test_conjunct_of_the_complement_subject_stays():
    """Guard: "and found nothing wrong" is no speech act: it stays the doctor's."""
    pairs = _pairs("She said that the doctor examined him and found nothing wrong.", "say")
    assert pairs["original"].hypothesis == "The doctor examined him and found nothing wrong."


# 3. a truth predicate on a "which" hung on a noun


def test_which_clause_calling_the_content_untrue_is_cut():
    pairs = _pairs(
        "The theory assumes that the comet will break apart near the sun, which, although "
        "plausible, may not be true.",
        "assume",
    )
    assert pairs["original"].hypothesis == "The comet will break apart near the sun."


def test_relative_clause_on_a_noun_stays():
    """Guard: "which was closed" describes the museum."""
    pairs = _pairs("He said that they visited the museum, which was closed.", "say")
    assert pairs["original"].hypothesis == "They visited the museum, which was closed."


# 4. the speaker refutes the reported content


def test_refuted_report_is_a_contradiction():
    text = (
        "In 1967 it was suggested that nearby masses caused clocks to operate at different "
        "rates, but this was disproven in 1968."
    )
    pairs = _pairs(text, "suggest")
    original, negated = pairs["original"], pairs["negated"]
    assert original.hypothesis == "Nearby masses caused clocks to operate at different rates."
    assert original.heuristic_label == "contradiction"
    assert kept(original)
    assert "continuation-settles-complement:denies" in pair_flags(negated)
    assert not kept(negated)


def test_report_left_open_stays_neutral():
    """Guard: "this was never proven" leaves the content open."""
    text = (
        "In 1967 it was suggested that nearby masses caused clocks to operate at different "
        "rates, but this was never proven."
    )
    original = _pairs(text, "suggest")["original"]
    assert original.heuristic_label == "neutral"


# 5. an additive matrix conjunct after an implicative: a warning, not a defect


def test_additive_conjunct_after_implicative_is_kept():
    pairs = _pairs("The lander failed to deploy its antenna and was silent for a week.", "fail")
    original = pairs["original"]
    assert original.hypothesis == "The lander deployed its antenna and was silent for a week."
    assert original.heuristic_label == "contradiction"
    assert "matrix-conjunct-in-hypothesis:and" in pair_flags(original)
    assert kept(original)


def test_conjunct_after_a_decision_stays_a_defect():
    """Guard: the unrealized decision narrated as the first of two events. Re-decided
    (stop 89 vc183: the conjunct after a future-oriented matrix is cut, not flagged: a second real act beside an unrealised one, narrated in sequence with it, Levinson 2000 §2.3; the pair is mended. RP19's gold is unchanged: no gold item has it after these verbs)."""
    original = _pairs("She decided to sell the house and moved to Spain.", "decide")["original"]
    assert original.hypothesis == "She sold the house."
    assert kept(original)


# 6. a "but" clause that states a view, no outcome of the attempt


def test_attitude_after_but_does_not_settle_an_attempt():
    pairs = _pairs(
        "Painters tried to capture this harmony in geometry, but they believed that it showed "
        "itself most clearly in music.",
        "try",
    )
    original = pairs["original"]
    assert "contrast-cancels-complement:but" not in pair_flags(original)
    assert kept(original)


def test_outcome_after_but_still_settles_an_attempt():
    """Guard: "but the lock was rusted shut" says what came of the attempt."""
    original = _pairs("He tried to open the gate, but the lock was rusted shut.", "try")["original"]
    assert "contrast-cancels-complement:but" in pair_flags(original)
    assert not kept(original)
