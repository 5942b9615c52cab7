"""Stop 83, ng21: ``negated-under-universal-subject`` by phenomenon (docs/negation.md, "Stop 83:
ng21"; docs/flags.md).

"Both X didn't V" is ambiguous between "not both" and "neither" (Huddleston & Pullum 2002 ch. 9
§1.3.2; Horn 1989 §4.3). For a verb complement the scope decides the label, so the flag stays a
defect there. For a presupposition pair it does not: the presupposition projects from the
negated clause under either reading (Karttunen 1973; Beaver 2001), and both readings contradict
the unnegated sentence, so ":both" and ":each" are warnings for presupposition. Constructed
sentences through the real parser and the real run path; each rule has a neighbour.
"""

from __future__ import annotations

from pipeline import flags as flag_registry
from tests.phenomenon_support import mined_pairs

FLAG = "negated-under-universal-subject"


def _flags(pair) -> list[str]:
    features = pair.features if isinstance(pair.features, dict) else {}
    return list(features.get("flags", []))


def _negated(text: str, phenomenon: str) -> list:
    return [
        p
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == "negated" and f"{FLAG}:both" in _flags(p)
    ]


def test_both_subject_presupposition_pair_is_well_formed() -> None:
    pairs = _negated("Both guards stopped smoking.", "presupposition")
    assert pairs, "no negated premise flagged with the universal subject"
    assert all(p.well_formed for p in pairs), [(p.premise, p.hypothesis, _flags(p)) for p in pairs]
    assert {p.premise for p in pairs} == {"Both guards didn't stop smoking."}
    assert any(p.hypothesis_kind != "original" for p in pairs)


def test_both_subject_verb_complement_pair_stays_a_defect() -> None:
    pairs = _negated("Both guards managed to leave.", "verb_complement")
    assert pairs, "no negated premise flagged with the universal subject"
    assert not any(p.well_formed for p in pairs), [(p.premise, _flags(p)) for p in pairs]


def test_all_subject_presupposition_pair_stays_a_defect() -> None:
    pairs = [
        p
        for p in mined_pairs("All guards stopped smoking.", "presupposition")
        if p.premise_kind == "negated" and f"{FLAG}:all" in _flags(p)
    ]
    assert pairs, "no negated premise flagged with the universal subject"
    assert not any(p.well_formed for p in pairs)


def test_severity_varies_by_phenomenon_and_word() -> None:
    for word in ("both", "each"):
        assert flag_registry.severity(f"{FLAG}:{word}", "presupposition") == "warning"
        assert flag_registry.severity(f"{FLAG}:{word}", "verb_complement") == "defect"
        assert flag_registry.severity(f"{FLAG}:{word}") == "defect"
    for word in ("all", "every", "everyone"):
        assert flag_registry.severity(f"{FLAG}:{word}", "presupposition") == "defect"
