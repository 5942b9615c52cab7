"""Stop 87 (fl73): a main clause opened by the conjunction "for" is no fragment.

"For the ways of Yahweh are right, and ..." is a complete main clause whose "for" links it to a
sentence before (Quirk et al. 1985 §13.19). Until stop 86 ``fitness.for_clause`` made it a
``fragment`` (a defect); judged, 5 of 8 such conjunction and verb-complement pairs were kept as
is. It is now its own reason ``for_clause``: a warning for conjunction and verb_complement, whose
pairs keep the clause and its "for" as found, and a defect where an operator or a drafted clause
is built on it (presupposition). A subordinate clause standing alone ("Because ...") stays a
fragment. Constructed sentences through the real pipeline."""

from __future__ import annotations

from pipeline import fitness, flags
from tests.phenomenon_support import mined_pairs


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or ())


def test_for_clause_conjunction_pairs_are_well_formed_with_a_warning():
    text = "For the harvest was poor, and the farmers sold their cattle and their land."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    for pair in pairs:
        assert pair.well_formed, (pair.premise, pair.hypothesis, _flags(pair))
        assert "source:for_clause" in _flags(pair)
        assert "source:fragment" not in _flags(pair)


def test_for_clause_biblical_conjunction_pair_is_well_formed():
    text = (
        "For the ways of the Lord are right, and the righteous walk in them, but the rebellious "
        "stumble in them."
    )
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert any(
        p.hypothesis == "For the ways of the Lord are right, but the rebellious stumble in them."
        and p.well_formed
        for p in pairs
    )


def test_for_clause_verb_complement_pairs_are_well_formed():
    pairs = mined_pairs("For she decided to sell the farm.", "verb_complement", assess_sources=True)
    hyps = {p.hypothesis: p for p in pairs}
    assert "For she sold the farm." in hyps
    pair = hyps["For she sold the farm."]
    assert pair.well_formed
    assert "source:for_clause" in _flags(pair)


def test_for_clause_stays_a_defect_where_an_operator_is_built_on_it():
    # "If for the king had stopped praying, it's okay": no conditional can hold the for-clause.
    # Re-decided in stop 89 (fl78): that defect is now ``connective-after-operator`` (and the
    # stand-in "Someone had been praying" ``for-clause-subject-lost``); ``source:for_clause``
    # itself is a warning for presupposition, so the negated premise against the sentence as
    # found ("For the king hadn't stopped praying." -> "For the king had stopped praying.", a
    # main clause with its "for" first, Quirk et al. 1985 §13.19) is well formed
    pairs = mined_pairs("For the king had stopped praying.", "presupposition", assess_sources=True)
    assert pairs
    assert all("source:for_clause" in _flags(p) for p in pairs)
    conditional = [p for p in pairs if p.premise.startswith("If for the king")]
    assert conditional and all("connective-after-operator" in _flags(p) for p in conditional)
    assert all(not p.well_formed for p in pairs if p.hypothesis.startswith("Someone"))
    assert [p.well_formed for p in pairs if p.premise_kind != "conditional"].count(True) == 1
    assert flags.severity("source:for_clause", "presupposition") == flags.WARNING


def test_subordinate_clause_alone_is_still_a_fragment():
    # the good neighbour of the class kept as a defect: a "because" clause with no main clause
    pairs = mined_pairs(
        "Because she decided to sell the farm.", "verb_complement", assess_sources=True
    )
    assert pairs
    for pair in pairs:
        assert not pair.well_formed
        assert "source:fragment" in _flags(pair)


def test_fronted_for_phrase_is_no_for_clause():
    # "For years" is a fronted adjunct with its own subject after it: a plain sentence
    pairs = mined_pairs(
        "For years the house stood empty and the garden grew wild.",
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    assert all(p.well_formed and not _flags(p) for p in pairs)


def test_for_clause_reason_is_registered():
    assert "for_clause" in fitness.REASONS
    assert flags.severity("source:for_clause", "conjunction") == flags.WARNING
    assert flags.severity("source:for_clause", "verb_complement") == flags.WARNING


# Check 2 (stop 87, fl73): a space a rewrite left before a comma where it cut a word


def test_space_left_before_a_comma_by_a_rewrite_is_flagged():
    text = (
        "We bought a boat for $50,000 once upon a time, but due to a newly built dam, could only "
        "sell it for $20,000."
    )
    spaced = [
        p
        for p in mined_pairs(text, "presupposition", assess_sources=True)
        if " ," in p.premise + p.hypothesis
    ]
    assert spaced
    for pair in spaced:
        assert "space-before-mark" in _flags(pair)
        assert not pair.well_formed


def test_no_space_before_mark_on_a_clean_rewrite():
    text = "She rented a flat in the city last year, but because of the noise, could only stay there for a month."
    pairs = mined_pairs(text, "presupposition", assess_sources=True)
    assert pairs
    assert all("space-before-mark" not in _flags(p) for p in pairs)


def test_space_before_mark_spares_the_sources_own_spacing():
    # a tokenised source keeps its " ," on both sides: not the rewrite's
    from types import SimpleNamespace

    pair = SimpleNamespace(
        phenomenon="presupposition",
        premise="He did not stop , then , to rest.",
        hypothesis="He stopped , then , to rest.",
        premise_kind="negated",
    )
    assert not flags.space_before_mark(pair)
    pair.premise = "Did he , stop to rest?"
    assert flags.space_before_mark(pair)
