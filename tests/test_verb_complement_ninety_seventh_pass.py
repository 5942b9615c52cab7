"""verb_complement precision, ninety-seventh pass (branch vc91): blind rejects of s1202g
(Endless Sky + Cataclysm: DDA).

Class 1: a perfect participle of a verb with no clausal frame in WordNet ("We have adapted to
better carry out this task") is the active verb: the infinitive is a purpose adjunct, no
candidate (Quirk et al. 1985 §15.48).
Class 3: an approximator of "seem/appear" goes with the matrix verb ("almost seems to be" ->
"is", not "almost is"; Sadock 1981).
Class 7: a word after "to" with no verb reading in the lexicon ("seem to suggestion", "seems to
breath") is a source typo: the pairs are flagged ``complement-head-not-a-verb``.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def test_perfect_of_frameless_verb_gives_no_candidate(mine):
    found = mine("We have adapted to better carry out this task.")
    assert not any(pairs for _, pairs in found)


def test_guard_perfect_of_clause_verb_stays(mine):
    original, _ = pairs_of(mine("She has managed to finish the report."), "manage")
    assert original.hypothesis == "She has finished the report."
    assert original.heuristic_label == "entailment"


def test_almost_of_seem_is_dropped_from_the_hypothesis(mine):
    original, _ = pairs_of(mine("This slim book almost seems to be made from ice."), "seem")
    assert original.hypothesis == "This slim book is made from ice."
    assert kept(original)


def test_guard_almost_of_an_implicative_stays(mine):
    original, _ = pairs_of(mine("He almost managed to escape from the prison."), "manage")
    assert "almost" in original.hypothesis


def test_complement_head_without_verb_reading_is_flagged(mine):
    original, _ = pairs_of(mine("They seem to suggestion ways to re-animate the dead."), "seem")
    assert "complement-head-not-a-verb:suggestion" in _flags(original)
    assert not kept(original)
    original, _ = pairs_of(
        mine("As you move, the world seems to breath life into your limbs."), "seem"
    )
    assert "complement-head-not-a-verb:breath" in _flags(original)
    assert not kept(original)


def test_guard_real_verb_after_seem_is_not_flagged(mine):
    original, _ = pairs_of(mine("The world seems to breathe life into your limbs."), "seem")
    assert not any(f.startswith("complement-head-not-a-verb") for f in _flags(original))
    assert kept(original)


# -- class 2: a trigger in the content clause of a noun under "no" ------------------------------


def test_no_evidence_that_frame_labels_neutral(mine):
    original, _ = pairs_of(
        mine("There was no evidence that the thieves managed to open the safe."), "manage"
    )
    assert original.hypothesis == "The thieves opened the safe."
    assert original.heuristic_label == "neutral"


def test_guard_no_doubt_that_stays_entailment(mine):
    original, _ = pairs_of(mine("There is no doubt that he managed to escape."), "manage")
    assert original.heuristic_label == "entailment"


def test_guard_hyphenated_verb_is_a_verb(mine):
    original, _ = pairs_of(mine("My guess is they tried to de-educate us."), "try")
    assert not any(f.startswith("complement-head-not-a-verb") for f in _flags(original))
