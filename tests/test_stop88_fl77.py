"""Stop 88 (fl77): flags the blind judges kept as is, narrowed to the class that is bad.

- ``lost_antecedent`` on "no one" (a quantified compound pronoun, no antecedent: Quirk et al.
  1985 §6.45), on a "do" whose object is a fronted relative pronoun ("which if a man does",
  no VP ellipsis), and on the "then" of a "now ... but then" contrast of two times;
- ``source:fragment`` on a verbless equative heading ("The sons of X: A, B, and C").
Sentences are constructed; the good/bad neighbours pin what stays flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pair(text: str, hypothesis: str, phenomenon: str = "conjunction", **kw):
    pairs = [p for p in mined_pairs(text, phenomenon, **kw) if p.hypothesis == hypothesis]
    assert pairs, [(p.premise, p.hypothesis) for p in mined_pairs(text, phenomenon, **kw)]
    return pairs[0]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_no_one_is_no_substitute_one():
    text = "No one came to the party, and no one called."
    pair = _pair(text, "No one called.")
    assert "lost_antecedent" not in _flags(pair)
    assert pair.well_formed and pair.heuristic_label == "entailment"


def test_no_one_task_sentence():
    pair = _pair(
        "No one sues in righteousness, and no one pleads in truth.", "No one pleads in truth."
    )
    assert pair.well_formed and "lost_antecedent" not in _flags(pair)


def test_substitute_one_still_loses_its_noun():
    text = "She bought a car and moved to Paris, but her new one broke."
    pair = _pair(text, "Her new one broke.")
    assert "lost_antecedent" in _flags(pair) and not pair.well_formed


def test_relative_object_of_do_is_no_ellipsis():
    text = "They taught us the laws and gave us the commands, which if a man does, he will live."
    pair = _pair(text, "They gave us the commands, which if a man does, he will live.")
    assert "lost_antecedent" not in _flags(pair)
    assert pair.well_formed and pair.heuristic_label == "entailment"


def test_elided_verb_phrase_still_needs_its_antecedent():
    # "His wife did too." states nothing once "wanted to leave" is gone: not written well formed
    pairs = mined_pairs("He wanted to leave, and his wife did too.", "conjunction")
    assert not any(p.hypothesis == "His wife did too." and p.well_formed for p in pairs)
    assert any(p.hypothesis == "He wanted to leave." and p.well_formed for p in pairs)


def test_now_then_contrast_keeps_its_time():
    text = "Now we live in a tent, but then we will live in a house."
    pair = _pair(text, "Then we will live in a house.")
    assert "lost_antecedent" not in _flags(pair)
    assert pair.well_formed and pair.heuristic_label == "entailment"


def test_sequential_then_goes_with_its_event():
    # re-decided at stop 92 (cj201): a sequential "then" after "but" is anaphoric to the removed
    # clause's event, so it goes with that clause ("She left.") instead of staying as a flagged
    # "Then she left." (the judges of s1208a rejected a stray "Then" in the other pair direction)
    text = "She knocked on the door, but then she left."
    hyps = {p.hypothesis for p in mined_pairs(text, "conjunction")}
    assert "Then she left." not in hyps
    pair = _pair(text, "She left.")
    assert pair.well_formed and pair.heuristic_label == "entailment"


def _source_flags(text: str) -> set[str]:
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    return {f for p in pairs for f in _flags(p) if f.startswith("source:")}


def test_enumeration_heading_is_no_fragment():
    assert "source:fragment" not in _source_flags(
        "The members of the board: the chair, the treasurer and two clerks."
    )
    assert "source:fragment" not in _source_flags("The sons of Merari: Mahli, Mushi, and Jaaziah.")


def test_other_verbless_lists_stay_fragments():
    # no heading noun phrase before the colon
    assert "source:fragment" in _source_flags(
        "Zenan, Hadashah, Migdal Gad, and Dilean: four cities."
    )
    # adjectives after the colon: an ascription, no equative list
    assert "source:fragment" in _source_flags("The best runners: fast, strong and lean.")
    # no colon: an apposition run on
    assert "source:fragment" in _source_flags("The sons of Merari, Mahli and Mushi.")
