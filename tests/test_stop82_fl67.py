"""Stop 82 round two, branch fl67: flags that fired on good expository sentences (docs/flags.md,
"Stop 82: fl67").

- ``fitness._stranded_preposition``: "at least"/"at most"/"at best"/"at worst" is a fixed
  adverbial inside the preposition phrase ("for at least ten years"), not a second preposition
  that left the first without its object (Quirk et al. 1985 §8.116).
- ``fitness._SINGULAR_PLURALS``: "quarters", "works", "shambles", "bellows" are invariable in
  form and take singular agreement ("Each quarters has"; Quirk et al. 1985 §5.78).
- ``conjuncts._lost_antecedent``: prop "it" of "it is time" refers to nothing (Quirk et al.
  1985 §10.26); a noun under "these"/"those" is plural whatever its form (§5.12, §5.90).
- ``conjuncts.remove``: "A, B, and C" minus C is "A, and B", two conjuncts still coordinated,
  so ``removal_flags`` no longer reports ``conjunction_not_removed``.

Each rule has a bad case and a close good neighbour, constructed, through the real spaCy model
and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    return [settle(p) for p in mined_pairs(text, phenomenon, assess_sources=True)]


def _flags(pair: Pair) -> list[str]:
    return list(pair.features.get("flags") or [])


AT_ADVERBIALS = [
    "The old bridge has carried the traffic for a century and will carry it for at least the next twenty years.",
    "The pump ran for at most ten minutes before the valve closed.",
]
STRANDED = [
    "The grant was accountable for at the end of the year.",
]


@pytest.mark.parametrize("text", AT_ADVERBIALS)
def test_at_least_inside_preposition_phrase_is_not_truncated(nlp, text: str) -> None:
    assert "truncated" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", STRANDED)
def test_preposition_before_a_real_preposition_stays_truncated(nlp, text: str) -> None:
    assert fitness._stranded_preposition(nlp(text))
    assert "truncated" in fitness.assess(text, nlp(text))


INVARIABLE = [
    "Each officers' quarters has a desk, a bed and a locker.",
    "Each private quarters has a small desk and its own shower.",
    "The old steel works employs two hundred people.",
]
DISAGREEING = [
    "Each private rooms has a small desk and its own shower.",
]


@pytest.mark.parametrize("text", INVARIABLE)
def test_invariable_noun_with_singular_verb_is_not_disfluent(nlp, text: str) -> None:
    assert "disfluent" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", DISAGREEING)
def test_plural_noun_with_singular_verb_stays_disfluent(nlp, text: str) -> None:
    assert "disfluent" in fitness.assess(text, nlp(text))


def _removal(text: str, hypothesis: str) -> Pair:
    pairs = [p for p in _pairs(text, "conjunction") if p.hypothesis == hypothesis]
    assert pairs, [p.hypothesis for p in _pairs(text, "conjunction")]
    return pairs[0]


def test_prop_it_of_time_loses_no_antecedent() -> None:
    pair = _removal(
        "My brother and I think it is time for a new roof on the barn.",
        "I think it is time for a new roof on the barn.",
    )
    assert "lost_antecedent" not in _flags(pair)


def test_prop_it_of_time_after_removed_noun() -> None:
    pair = _removal(
        "We repaired the old cart and the fences, and it was time for lunch.",
        "We repaired the fences, and it was time for lunch.",
    )
    assert "lost_antecedent" not in _flags(pair)


def test_referential_it_still_loses_its_antecedent() -> None:
    pair = _removal(
        "We repaired the old cart and the fences, and it was ready by noon.",
        "We repaired the fences, and it was ready by noon.",
    )
    assert "lost_antecedent" in _flags(pair)


def test_prop_it_only_for_bare_time(nlp) -> None:
    from pipeline.rewrite.conjuncts import _non_referential_it

    time_it = nlp("We think it is time for a change.")
    thing_it = nlp("We think it is the time machine from the film.")
    assert _non_referential_it(time_it[2])
    assert not _non_referential_it(thing_it[2])


def test_these_invariable_plural_keeps_its_pronoun() -> None:
    pair = _removal(
        "We must inspect these damaged aircraft and helicopters and repair their engines soon.",
        "We must inspect these damaged aircraft and repair their engines soon.",
    )
    assert "lost_antecedent" not in _flags(pair)


def test_singular_noun_left_loses_plural_pronoun() -> None:
    pair = _removal(
        "We must inspect the damaged truck and the helicopters and repair their engines soon.",
        "We must inspect the damaged truck and repair their engines soon.",
    )
    assert "lost_antecedent" in _flags(pair)


def test_three_clause_list_minus_last_keeps_its_coordinator() -> None:
    text = (
        "The van doesn't start well, its brakes are worn by now, "
        "and its gearbox will fail soon after that."
    )
    pairs = [
        p
        for p in _pairs(text, "conjunction")
        if p.premise == text and "and its brakes" in p.hypothesis
    ]
    if not pairs:
        pytest.skip("the parse did not hang the first clause on the second")
    assert "conjunction_not_removed" not in _flags(pairs[0])
    assert pairs[0].well_formed


def test_two_clause_coordination_minus_last_drops_its_coordinator() -> None:
    text = "The van doesn't start well, and its brakes are worn by now."
    pairs = [
        p
        for p in _pairs(text, "conjunction")
        if p.premise == text and p.hypothesis.startswith("The van")
    ]
    assert pairs
    assert all(" and " not in p.hypothesis for p in pairs)
