"""Stop 59 (branch cj52): relational "and", labels of non-boolean readings, misfiring flags.

1. Symmetric predicates with no separable conjunct: "A and B are one and the same (person)"
   (``_reciprocal_argument``), the idiom "one and the same"/"one and only" itself
   (``conjunction_fixed_phrases``), and the gapped remnant of a symmetric verb ("merging A and B
   into C, and D and E into F", ``_gapped_symmetric_object``): no removal. A gapped remnant of a
   plain verb keeps its pairs (control).
2. Labels: an attributive "total" inside one conjunct ("a total height of 90 m and a roof
   height of 80 m") is no sum over the coordination, and the conjuncts are the two parallel
   "height of" phrases (``_repeated_head_above``): entailment; a "so ... that" result clause
   over the coordination is cumulative (``degree_result``): neutral; a definition by "means"
   with a metalinguistic subject is exhaustive: contradiction both ways; an antonym under a
   shared determiner keeps its contradiction (control).
3. Flags: ``alias`` only on cuts that show the appositive ("X, is ..."); ``rare_word`` not on
   an ordinary antonym ("energetic" -> "lethargic"); ``disfluent`` not on a noun compound read
   as subject + verb, ``garbled`` not on the adjective "broke".

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline import fitness, parse
from pipeline.process import run_texts
from tests.phenomenon_support import (
    addition_premises,
    pair_flags,
    pairs_from,
    removal_hypotheses,
)

SAME = "Nobody can help you, unless the gardener and the thief are one and the same."
SAME_PERSON = "The poet and the painter were one and the same person."
ONLY = "She was his one and only friend."
MERGING = (
    "Some maps show fewer regions, merging Spain and Portugal into Iberia, and Norway and "
    "Sweden into Scandinavia."
)
SENDING = "They sent Anna to Rome, and Ben and Carl to Paris."
TOTAL = "The spire has a total height of 90 m and a roof height of 80 m in the plans."
COMBINED = "Mankato and North Mankato have a combined population of over 53,000 people."
SO_OFTEN = (
    "So often have photos of the lake appeared in magazines and in travel guides that it is famous."
)
SO_BEFORE = "He sold so many books that he got rich, and bought a house and a car."
SO_MODIFIER = (
    "So successful has been this plan, worked out by farmers and traders, that more are planned."
)
CAPITAL = "Lima is the capital and largest city of Peru."
TERM = 'The term "vehicle" means cars, buses and trucks.'
PLAN = "The plan means jobs, roads and schools for the town."
TASTE = "Prices vary with season, region, weather, and individual taste."
CAREER = "He had a long career and a happy marriage."
SALT = "Sodium chloride, commonly known as table salt, or halite, is a mineral."
HOE = "The tool is also known as a hand hoe, or simply a hoe."
STONES = "Mushroom stones, or stone mushrooms, are carved stones found in Mexico."
COACH = "The club hired an energetic coach and a new doctor."
KIT = "The kit has detachable wheels and a seat."

TEXTS = [
    SAME, SAME_PERSON, ONLY, MERGING, SENDING, TOTAL, COMBINED, SO_OFTEN, SO_BEFORE,
    SO_MODIFIER, CAPITAL, TERM,
    PLAN, TASTE, CAREER, SALT, HOE, STONES, COACH, KIT,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _of(pairs, text: str, kind: str) -> list:
    side = "premise" if kind == "conjunct_removed" else "hypothesis"
    return [p for p in pairs if getattr(p, side) == text and p.hypothesis_kind == kind]


# -- 1. relational coordinations -----------------------------------------------------------------


@pytest.mark.parametrize("text", [SAME, SAME_PERSON, ONLY])
def test_one_and_the_same_has_no_separable_conjunct(pairs, text) -> None:
    assert _of(pairs, text, "conjunct_removed") == []
    assert _of(pairs, text, "conjunct_added") == []


def test_gapped_remnant_of_a_symmetric_verb_is_not_split(pairs) -> None:
    got = removal_hypotheses(pairs, MERGING, keep_only=False)
    assert not any("Norway into" in h or "Iberia and Sweden" in h for h in got)
    assert not any("and Sweden into" in h and "Norway" not in h for h in got)


def test_gapped_remnant_of_a_plain_verb_keeps_its_pairs(pairs) -> None:
    got = removal_hypotheses(pairs, SENDING)
    assert "They sent Anna to Rome, and Ben to Paris." in got
    assert "They sent Anna to Rome, and Carl to Paris." in got


# -- 2. labels -----------------------------------------------------------------------------------


def test_total_inside_one_conjunct_is_boolean(pairs) -> None:
    got = pairs_from(pairs, TOTAL)
    kept = "The spire has a total height of 90 m in the plans."
    assert got[kept].heuristic_label == "entailment"
    assert got["The spire has a roof height of 80 m in the plans."].heuristic_label == (
        "entailment"
    )
    assert "The spire has a total height of a roof height of 80 m in the plans." not in got


def test_combined_on_the_object_still_sums_over_the_subject(pairs) -> None:
    got = pairs_from(pairs, COMBINED)
    assert got
    assert all(p.heuristic_label != "entailment" for p in got.values())


def test_so_that_result_over_the_coordination_is_cumulative(pairs) -> None:
    got = pairs_from(pairs, SO_OFTEN)
    short = "So often have photos of the lake appeared in travel guides that it is famous."
    assert got[short].heuristic_label == "neutral"
    assert got[short].label_rule == "degree_result"


def test_result_clause_closed_before_the_list_leaves_it_boolean(pairs) -> None:
    got = pairs_from(pairs, SO_BEFORE)
    short = "He sold so many books that he got rich, and bought a house."
    assert got[short].heuristic_label == "entailment"


def test_coordination_in_a_noun_modifier_is_not_measured_by_so(pairs) -> None:
    got = pairs_from(pairs, SO_MODIFIER)
    assert got
    assert all(p.label_rule != "degree_result" for p in got.values())


def test_definition_by_means_is_exhaustive(pairs) -> None:
    removed = pairs_from(pairs, TERM)
    added = pairs_from(pairs, TERM, "conjunct_added")
    assert removed['The term "vehicle" means cars and trucks.'].heuristic_label == ("contradiction")
    assert added['The term "vehicle" means cars and trucks.'].heuristic_label == "contradiction"


def test_means_without_a_defined_expression_stays_boolean(pairs) -> None:
    got = pairs_from(pairs, PLAN)
    assert got["The plan means jobs and schools for the town."].heuristic_label == "entailment"


def test_shared_determiner_keeps_the_contradiction(pairs) -> None:
    rep = next(p for p in pairs if p.hypothesis == "Lima is the capital and smallest city of Peru.")
    assert rep.heuristic_label == "contradiction"


# -- 3. flags ------------------------------------------------------------------------------------


def test_clean_alias_cut_is_not_flagged(pairs) -> None:
    got = pairs_from(pairs, SALT)
    pair = got["Sodium chloride, commonly known as table salt, is a mineral."]
    assert pair.heuristic_label == "entailment"
    assert "alias" not in pair_flags(pair)


def test_alias_cut_without_its_marker_is_not_flagged(pairs) -> None:
    got = pairs_from(pairs, HOE)
    assert set(got) == {"The tool is also known as a hoe.", "The tool is also known as a hand hoe."}
    assert all(p.heuristic_label == "entailment" for p in got.values())
    assert all("alias" not in pair_flags(p) for p in got.values())


def test_alias_cut_that_splits_subject_and_verb_is_flagged(pairs) -> None:
    got = pairs_from(pairs, STONES)
    assert got
    assert all("alias" in pair_flags(p) for p in got.values())


def test_ordinary_antonym_is_not_a_rare_word(pairs) -> None:
    rep = next(
        p for p in pairs if p.hypothesis == "The club hired a lethargic coach and a new doctor."
    )
    assert "rare_word" not in pair_flags(rep)


def test_prefixed_pseudo_antonym_stays_a_rare_word(pairs) -> None:
    rep = next(p for p in pairs if p.hypothesis == "The kit has attachable wheels and a seat.")
    assert "rare_word" in pair_flags(rep)


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model(None), frozenset())


def test_noun_compound_read_as_subject_and_verb_is_not_disfluent(nlp) -> None:
    text = "The old bone fragments date to the Triassic, and are descended from earlier fish."
    assert "disfluent" not in fitness.assess(text, nlp(text))


def test_plural_verb_after_an_s_verb_is_still_disfluent(nlp) -> None:
    text = "This shop sells old maps, and are open on Sundays."
    assert "disfluent" in fitness.assess(text, nlp(text))


def test_adjective_broke_is_not_garbled(nlp) -> None:
    text = "The student was broke and hungry after the trip."
    assert "garbled" not in fitness.assess(text, nlp(text))
    slip = "The captain was chose to lead the team."
    assert "garbled" in fitness.assess(slip, nlp(slip))


def test_additions_of_one_and_the_same_are_absent(pairs) -> None:
    assert addition_premises(pairs, SAME) == set()
