"""fl107: bad pairs a text check can catch, left unflagged by fl105 (docs/flags.md, fl107).

1. ``name-cut`` (new, defect, every phenomenon): a removal whose edge falls inside a personal
   name and glues the rest to the next name ("starring Kenji [Sato and] Chieko Higashiyama").
   Near misses: a shared premodifier or head ("Lake [Erie and] Ontario", "That [Mitchell and]
   Webb Look", "Rockhill Iron [and Coal] Company") and a shared surname ("Kenji [and Chieko]
   Higashiyama" -> "Kenji Higashiyama").
2. ``dangling_punctuation`` (reused): a comma orphaned by a removal that took its
   parenthetical's opening comma ("of Louis II of Bavaria, to reach adulthood") and a comma left
   before a closing bracket. Near misses: a removal that takes its own separating comma with it.
3. ``agreement-slip`` (reused): the rewrite made a relative clause's verb singular where the
   other side shows a plural antecedent ("crews that engage in, and profits from"). Near misses:
   a singular antecedent, a modal, a source slip standing on both sides.

Constructed sentences; the orphaned comma and the agreement slip also through the real parse
and pipeline.
"""

from types import SimpleNamespace

import pytest

from pipeline import flags as flag_registry
from pipeline.flags import (
    orphaned_comma,
    removal_cuts_name,
    rewrite_agreement_slip,
    surface_slips,
)
from tests.phenomenon_support import mined_pairs, pair_flags


def _slips(premise: str, hypothesis: str) -> list[str]:
    return surface_slips(SimpleNamespace(premise=premise, hypothesis=hypothesis, features={}))


def _assert_check(check, flag: str, source: str, rewritten: str, bad: bool) -> None:
    """``check`` holds either way round, and ``surface_slips`` adds ``flag``, iff ``bad``."""
    assert check(source, rewritten) is bad
    assert check(rewritten, source) is bad
    assert (flag in _slips(source, rewritten)) is bad


def test_flags_registered_as_defects() -> None:
    for flag in ("name-cut", "dangling_punctuation", "agreement-slip"):
        assert flag_registry.severity(flag) == flag_registry.DEFECT


# -- 1. a removal that cuts inside a name -----------------------------------------------------

_FILM = "The film starring Kenji Sato and Chieko Higashiyama was shown in 1953."
_LIST = "The film, starring Kenji Sato, Chieko Higashiyama and Ken Ito, was shown in 1953."


@pytest.mark.parametrize(
    ("source", "reduced", "bad"),
    [
        # the given name kept and glued to the next name
        (_FILM, "The film starring Kenji Chieko Higashiyama was shown in 1953.", True),
        # the surname kept and glued to the name before
        (_LIST, "The film, starring Kenji Sato Higashiyama and Ken Ito, was shown in 1953.", True),
        # whole conjuncts removed
        (_FILM, "The film starring Chieko Higashiyama was shown in 1953.", False),
        (_FILM, "The film starring Kenji Sato was shown in 1953.", False),
        (_LIST, "The film, starring Kenji Sato and Ken Ito, was shown in 1953.", False),
        # a shared premodifier, head or surname
        (
            "The ship crossed Lake Erie and Ontario in May.",
            "The ship crossed Lake Ontario in May.",
            False,
        ),
        (
            'The show was renamed "That Mitchell and Webb Look" in 2006.',
            'The show was renamed "That Webb Look" in 2006.',
            False,
        ),
        (
            "They were built by the Rockhill Iron and Coal Company.",
            "They were built by the Rockhill Iron Company.",
            False,
        ),
        (
            "The film starring Kenji and Chieko Higashiyama was shown in 1953.",
            "The film starring Kenji Higashiyama was shown in 1953.",
            False,
        ),
    ],
)
def test_removal_cuts_name(source: str, reduced: str, bad: bool) -> None:
    _assert_check(removal_cuts_name, "name-cut", source, reduced, bad)


def test_repeated_word_reads_the_removal_at_its_clean_place() -> None:
    # "Nishat, [Molla Vali Vidadi,] Molla Panah" can be read as "Molla [Vali Vidadi, Molla]
    # Panah": the clean reading wins
    source = "Poets such as Nishat, Molla Vali Vidadi, Molla Panah Vagif and others wrote there."
    reduced = "Poets such as Nishat, Molla Panah Vagif and others wrote there."
    assert not removal_cuts_name(source, reduced)


# -- 2. an orphaned comma -----------------------------------------------------------------------

_DAUGHTER = (
    "She was the only daughter of Louis II of Bavaria and his wife, Anna of Saxony, to reach "
    "adulthood."
)


@pytest.mark.parametrize(
    ("source", "reduced", "bad"),
    [
        (_DAUGHTER, "She was the only daughter of Louis II of Bavaria, to reach adulthood.", True),
        (
            "The prize (won by Ann, Bob and Carl) was shared.",
            "The prize (won by Ann, Bob, ) was shared.",
            True,
        ),
        # the removal takes its own separating comma: the closing comma keeps its opener
        (
            "The film, starring Kenji Sato, Ken Ito, was shown in 1953.",
            "The film, starring Kenji Sato, was shown in 1953.",
            False,
        ),
        # the opening comma stays with the kept words
        (
            _DAUGHTER,
            "She was the only daughter of his wife, Anna of Saxony, to reach adulthood.",
            False,
        ),
        (
            "The prize (won by Ann, Bob and Carl) was shared.",
            "The prize (won by Ann and Carl) was shared.",
            False,
        ),
    ],
)
def test_orphaned_comma(source: str, reduced: str, bad: bool) -> None:
    _assert_check(orphaned_comma, "dangling_punctuation", source, reduced, bad)


def test_orphaned_comma_flagged_on_mined_pairs() -> None:
    pairs = mined_pairs(_DAUGHTER, "conjunction")
    orphaned = [p for p in pairs if "Bavaria, to reach" in p.premise + p.hypothesis]
    assert orphaned
    for p in orphaned:
        assert "dangling_punctuation" in pair_flags(p) and not p.well_formed


def test_appositive_removal_with_its_commas_stays_unflagged() -> None:
    text = "She was the only daughter of Louis II of Bavaria, the king of the region, to reach adulthood."
    for p in mined_pairs(text, "conjunction"):
        assert "dangling_punctuation" not in pair_flags(p)


# -- 3. an agreement slip made by the rewrite ---------------------------------------------------

_CREWS = "Piracy refers to networks of small crews that engage in, and aim to profit from, illegal trade."


@pytest.mark.parametrize(
    ("source", "rewritten", "bad"),
    [
        (
            _CREWS,
            "Piracy refers to networks of small crews that engage in, and profits from, illegal trade.",
            True,
        ),
        (
            _CREWS,
            "Piracy refers to networks of small crews that engage in, and does not aim to profit "
            "from, illegal trade.",
            True,
        ),
        ("The crews that aim to profit are caught.", "The crews that profits are caught.", True),
        # the rewrite keeps the plural agreement
        (
            _CREWS,
            "Piracy refers to networks of small crews that engage in, and profit from, illegal trade.",
            False,
        ),
        # a singular antecedent: "-s" on both sides of the rewrite
        (
            "Piracy refers to a network that engages in, and aims to profit from, illegal trade.",
            "Piracy refers to a network that engages in, and profits from, illegal trade.",
            False,
        ),
        # a modal shows no agreement
        (
            "Research is a kind of study that aims to gather data.",
            "Research is a kind of study that will gather data.",
            False,
        ),
        # the source's own slip on both sides is left to the source checks
        (
            "The beginnings of these traditions is thought to be old.",
            "The beginnings of these traditions is old.",
            False,
        ),
    ],
)
def test_rewrite_agreement_slip(source: str, rewritten: str, bad: bool) -> None:
    _assert_check(rewrite_agreement_slip, "agreement-slip", source, rewritten, bad)


def test_agreement_slip_flagged_on_mined_pairs() -> None:
    pairs = mined_pairs(_CREWS, "verb_complement")
    slipped = [
        p
        for p in pairs
        if p.premise == _CREWS and "crews that engage in, and profits" in p.hypothesis
    ]
    assert slipped
    for p in slipped:
        assert "agreement-slip" in pair_flags(p) and not p.well_formed


def test_singular_antecedent_mined_pairs_stay_unflagged() -> None:
    text = "Piracy refers to a network of small crews that engages in, and aims to profit from, illegal trade."
    pairs = mined_pairs(text, "verb_complement")
    assert pairs
    for p in pairs:
        assert "agreement-slip" not in pair_flags(p)
