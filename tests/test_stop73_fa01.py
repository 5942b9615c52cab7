"""Stop 73 round two, fa01: the flag audit over the judged flagged draws s1202z-s1204g.

One flag met the audit's bar (at least 4 judged flagged pairs on which it is the only defect,
more than half of them kept as is): ``discourse-clash:contrast``, 7 such pairs, 4 kept, all 4 on
the "original" side of a negated presupposition premise (a negated clause beside "but",
"whereas", contrastive "while"); the presupposition side was kept 0 of 3. So:

1. the clash is renamed ``discourse-clash:contrast-original``, a warning, on the "original" side
   (``flags._contrast_original``, ``DEMOTED_BY_KIND``): "but"
   and its kin mark a contrast the reader infers (Lakoff 1971; Blakemore 1989) and the
   contradiction of the negated clause with the sentence as found holds wherever the trigger
   sits; on the presupposition side it stays a defect (the trigger may sit in the member the
   negation does not reach);
2. not where the contrast is broken: a concessive ("Although slow, it still didn't ...") keeps
   ``discourse-clash:contrast``, a defect, on the "original" side too, since the negated main
   clause meets the expectation the concession says is denied (Quirk et al. 1985 §15.39-46);
   so does a "but" member that takes up the negated one ("but also attended": older tests,
   tests/test_negation_stop42.py, tests/test_flags_stop61.py).

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from functools import lru_cache

from pipeline import flags
from pipeline.flags import settle
from pipeline.process import run_texts

WHEREAS = (
    "Whereas the old scheduler needs a buffer for every stream, the new scheduler can reuse its"
    " buffer for each group."
)
BUT_VP = "The cheap routers are slower than the dedicated lines but rely on having the same key at both sites."
BUT_CLAUSE = (
    "I can have a quick fix in place tonight, but I'll have to rewrite the whole module to"
    " repair its design."
)
ALTHOUGH = "Although slow, the old modem still managed to reach both servers."


@lru_cache(maxsize=1)
def _pairs() -> tuple:
    _, result = run_texts(
        [WHEREAS, BUT_VP, BUT_CLAUSE, ALTHOUGH], ["presupposition"], assess_sources=True
    )
    return tuple(settle(p) for p in result.pairs)


def _negated(source: str, kind: str) -> list:
    """Pairs of ``kind`` whose premise is the negated ``source`` (it holds "n't")."""
    head = source.split()[0]
    return [
        p
        for p in _pairs()
        if p.hypothesis_kind == kind
        and p.premise.startswith(head)
        and "n't" in p.premise
        and p.premise != source
    ]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# class 1: the contrast clash is a warning on the "original" side only


def test_severity_of_contrast_clash_depends_on_the_hypothesis_kind() -> None:
    name = "discourse-clash:contrast-original"
    assert flags.severity(name, "presupposition", "original") == flags.WARNING
    assert flags.severity(name, "presupposition", "presupposition") == flags.DEFECT
    plain = "discourse-clash:contrast"
    assert flags.severity(plain, "presupposition", "original") == flags.DEFECT
    assert flags.severity(plain, "verb_complement", "complement") == flags.DEFECT


def test_whereas_original_side_is_well_formed_with_the_warning_kept() -> None:
    originals = _negated(WHEREAS, "original")
    assert originals
    for pair in originals:
        assert pair.well_formed, pair.premise
        assert "discourse-clash:contrast-original" in _flags(pair)
        assert pair.hypothesis == WHEREAS


def test_whereas_presupposition_side_stays_a_defect() -> None:
    pres = _negated(WHEREAS, "presupposition")
    assert pres
    for pair in pres:
        assert not pair.well_formed, pair.hypothesis
        assert "discourse-clash:contrast" in _flags(pair)


def test_but_member_with_the_trigger_stays_a_defect_on_the_presupposition_side() -> None:
    # "aren't slower ... but rely on ... both sites": the trigger sits in the member the negation
    # does not reach, so "There are two relevant sites" tests no projection (stop 78 pr162:
    # "at both ends" with no whole named now has no draft, so the pin counts sites)
    pres = _negated(BUT_VP, "presupposition")
    assert pres
    assert all(not p.well_formed for p in pres)
    originals = _negated(BUT_VP, "original")
    assert originals and all(p.well_formed for p in originals)


def test_coordinate_but_original_side_is_well_formed() -> None:
    originals = _negated(BUT_CLAUSE, "original")
    assert originals
    assert all(p.well_formed for p in originals)


# class 2: a concessive on the "original" side stays a defect


def test_concessive_original_side_stays_a_defect() -> None:
    originals = _negated(ALTHOUGH, "original")
    assert originals
    for pair in originals:
        assert not pair.well_formed
        assert "discourse-clash:contrast" in _flags(pair)


def test_concessive_modal_neighbour_is_untouched() -> None:
    # the modal premise ("might still have managed") raises no clash and stays well formed
    modal = [
        p
        for p in _pairs()
        if p.hypothesis_kind == "original"
        and p.premise.startswith("Although")
        and "might" in p.premise
    ]
    assert modal and all(p.well_formed and not _flags(p) for p in modal)
