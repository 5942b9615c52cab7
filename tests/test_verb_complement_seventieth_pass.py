"""verb_complement, seventieth pass (branch vc64, stop 51): vc62's leftovers.

Constructed sentences through the real pipeline (``mined_pairs``): "It is planned/decided to V"
has a dummy "it" and is flagged; "can't/could hardly wait to V" is an idiom of eagerness and
gives no pair; a relative's fronted "from which"/"where" on a verb of thinking has its gap in
the complement, so both pairs are flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def test_impersonal_passive_of_plan_is_flagged():
    pairs = _pairs("It is planned to build a second bridge over the canal next year.")
    assert pairs
    for p in pairs:
        assert not p.well_formed
        assert "non-construction:impersonal-passive-infinitive" in _flags(p)


def test_impersonal_passive_of_agree_is_flagged():
    pairs = _pairs("It was agreed to move the meeting to the old town hall.")
    assert pairs
    assert all("non-construction:impersonal-passive-infinitive" in _flags(p) for p in pairs)


def test_referential_it_with_raising_passive_stays():
    pairs = _pairs("It is said to be the oldest mill in the valley.")
    originals = [p for p in pairs if p.premise_kind == "original"]
    assert originals
    assert all("non-construction:impersonal-passive-infinitive" not in _flags(p) for p in pairs)


def test_personal_passive_of_plan_stays():
    pairs = _pairs("The bridge was planned to carry two lanes of traffic.")
    assert all("non-construction:impersonal-passive-infinitive" not in _flags(p) for p in pairs)


def test_could_hardly_wait_gives_no_pair():
    pairs = _pairs("The children could hardly wait to open their presents.")
    assert not any("wait" in p.premise for p in pairs), [p.hypothesis for p in pairs]


def test_cannot_wait_gives_no_pair():
    pairs = _pairs("We can't wait to visit the new museum.")
    assert not any("wait" in p.premise for p in pairs), [p.hypothesis for p in pairs]


def test_plain_wait_to_keeps_its_pairs():
    pairs = _pairs("She waited to speak to the manager.")
    hyps = {p.hypothesis for p in pairs}
    assert "She spoke to the manager." in hyps


def test_fronted_source_of_thinking_verb_is_flagged():
    # stop 91 (vc187) re-decided: a complement with a relative's gap is refused, not written
    # flagged (Ross 1967; CGEL ch. 12 §7.2): no well-formed pair, as before
    pairs = _pairs("We reached the hill from which he believed the signal had been sent.")
    assert not [p for p in pairs if p.well_formed]
    assert all(any(f.startswith("wh-gap-in-complement") for f in _flags(p)) for p in pairs)


def test_relative_subject_of_thinking_verb_is_not_flagged_as_gap():
    pairs = _pairs("The farmer who believed that the river would flood moved his cattle.")
    assert pairs
    assert not any(f.startswith("wh-gap-in-complement") for p in pairs for f in _flags(p))


def test_referential_it_of_intended_stays():
    pairs = _pairs("Designed in 1990, it is intended to be a simple language for children.")
    assert all("non-construction:impersonal-passive-infinitive" not in _flags(p) for p in pairs)
