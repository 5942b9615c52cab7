"""Stop 86, cj186: conjunction precision, round two.

* a serial list keeps its coordinator before its new last member when the parse split it
  (``conjuncts._verb_phrase_member``, ``conjuncts._repeated_head_member``; Quirk et al. 1985
  §13.21, §13.60);
* a finite verb before comma-set depictives is no conjunct of them, and the depictives keep
  their comma (``conjuncts._governor_before_depictives``, ``_depictives_after_clause``;
  Quirk et al. 1985 §15.58-15.60);
* a colon enumeration after a definite plural is exhaustive (``conjunction._colon_enumeration``;
  Quirk et al. 1985 App. III.23, §17.65; Sharvy 1980);
* an outcome imperative after an imperative and "and" is a conditional imperative
  (``conjunction_nonboolean._outcome_imperative``; Culicover & Jackendoff 1997);
* quoted direct speech after a reporting comma is no title (``conjunction._quoted_speech``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removed(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_bare_verb_phrase_list_keeps_its_coordinator():
    text = (
        "She could do little more than listen patiently, soften every grievance, and excuse each"
        " to the other; give them all hints of the forbearance necessary between such near"
        " neighbours, and make those hints broadest which were meant for her sister's benefit."
    )
    hyps = _removed(text)
    assert not any("listen patiently, soften every grievance;" in h for h in hyps), hyps
    assert not any("listen patiently, excuse each" in h for h in hyps), hyps
    assert any("listen patiently and soften every grievance;" in h for h in hyps), hyps


def test_repeated_head_list_keeps_its_coordinator():
    text = (
        "They marched north and tore down the tower of Lachish, the tower of Gezer, and the"
        " tower of Arad."
    )
    hyps = _removed(text)
    assert not any(h.endswith("the tower of Lachish, the tower of Gezer.") for h in hyps), hyps
    good = "They marched north and tore down the tower of Lachish and the tower of Gezer."
    assert good in hyps and hyps[good].well_formed, hyps


def test_longer_list_with_its_own_coordinator_untouched():
    text = (
        "They repaired the wall of Ur, the wall of Kish, the wall of Lagash, and the wall of Uruk."
    )
    hyps = _removed(text)
    assert "They repaired the wall of Ur, the wall of Kish and the wall of Lagash." in hyps, hyps


def test_governing_verb_before_depictives_is_never_removed():
    text = '"Tell the people, behold, your master comes to you, humble, and riding on a mule."'
    hyps = _removed(text)
    assert all("comes to you" in h for h in hyps), hyps
    assert '"Tell the people, behold, your master comes to you, humble."' in hyps, hyps


def test_depictives_after_a_clause_keep_their_comma():
    hyps = _removed("Your brother comes to you, tired, and carrying a heavy load.")
    assert "Your brother comes to you, carrying a heavy load." in hyps, hyps
    assert not any("comes to you and" in h for h in hyps), hyps


def test_shared_auxiliary_participles_still_a_list():
    hyps = _removed("The children were singing, laughing, and dancing.")
    assert "The children were singing and dancing." in hyps, hyps


def test_colon_enumeration_after_definite_plural_is_exhaustive():
    pairs = mined_pairs("The founders of the club: Anna, Boris, and Carl.", "conjunction")
    assert pairs
    assert {p.heuristic_label for p in pairs} == {"contradiction"}, [
        (p.hypothesis, p.heuristic_label) for p in pairs
    ]


def test_colon_enumeration_after_partitive_stays_open():
    pairs = mined_pairs("Some members of the club: Anna, Boris, and Carl.", "conjunction")
    removed = [p for p in pairs if p.hypothesis_kind == "conjunct_removed"]
    assert removed and all(p.heuristic_label == "entailment" for p in removed)


def test_outcome_imperative_is_conditional():
    assert not mined_pairs('The prophet said, "Turn back to the city, and live."', "conjunction")


def test_two_commands_in_quoted_speech_are_entailed():
    hyps = _removed('The prophet said, "Turn back to the city, and wait."')
    assert hyps
    assert all(p.heuristic_label == "entailment" for p in hyps.values()), hyps
    assert all(p.label_rule != "named_entity" for p in hyps.values())


def test_quoted_title_still_a_name():
    hyps = _removed('He cited "Text and office systems for small libraries" in his paper.')
    assert hyps and all(p.label_rule == "named_entity" for p in hyps.values()), hyps
