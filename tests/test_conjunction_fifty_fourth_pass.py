"""Stop 57 (branch cj48): non-boolean "and" that a removal breaks or changes.

1. A ranking "after"/"behind" list under a superlative ("the third largest city after A and
   B"): the list names every member ranked above, the ordinal counts them plus one, so no
   removal (``_ranked_after``, in ``counted_coordination``); an ordinal whose value does not
   fit the list, and a temporal "after" without names, are left alone (controls).
2. A counted noun with a postmodifier before its apposed list ("the two biggest towns in the
   valley, A and B"): the count is looked for in the whole counted phrase.
3. One territory or firm named with "and" after a singular classifying noun and an
   appositive "of" ("the county of A and B"): one name, no removal (``title_fragment``); the
   plural ("the counties of A and B") and a noun with an argument "of" ("the company of A and
   B") keep their boolean pairs (controls).
4. Two "and" lists of equal length in one noun phrase, adjectives and bare "of" nouns ("the
   inner and outer layers of protein and lipid"): the covert "respectively" reading, no
   removal from either list, when the adjectives are opposites; definite "of" nouns and
   adjectives that are no opposites keep their pairs (controls).
5. Coordinated measure phrases used as a premodifier ("fifty pounds down and a pound a month
   sofas"): a phrasal premodifier, no removal; rates not before a noun and bare coordinated
   premodifiers keep theirs (controls).

Constructed sentences through the real pipeline (``run_texts``); the blocked ones fail on
432ec44, the controls pass there."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import addition_premises, removal_hypotheses

RANKED = "Lyon is the third largest city in France after Paris and Marseille."
RANKED_BEHIND = "Basel ranks as the third most populous city behind Zurich and Geneva."
EXCEPTIVE = "Lyon is the largest city in the south after Marseille and Nice."
RANK_MISMATCH = "Lyon is the second largest city after Paris and Marseille."
COUNTED = "She visited the two biggest towns in the valley, Arlo and Brin."
COUNTED_OF = (
    "The region includes Porto and the two largest cities of the north, Braga and Guimaraes."
)
COUNTY = "The county of Ashby and Thorne was merged into the kingdom in 1500."
FIRM = "The firm of Hale and Dorsey opened a store in Leeds."
COUNTIES = "He was born in the counties of Kent and Surrey."
COMPANY = "They spent the summer in the company of Anna and Ben."
PAIRED = "The cell has inner and outer layers of protein and lipid."
PAIRED_MISPARSED = "The shell is divided into the upper and lower halves of calcite and aragonite."
CROSS = "The leaf has upper and lower surfaces of the blade and the stalk."
NOT_OPPOSITES = "The lab measures physical and chemical properties of soils and rocks."
TEMPORAL = "He was the most admired painter after the war and the leading figure of the school."
PLAN = "They filled the flat with fifty pounds down and a pound a month sofas, but it stayed bare."
PLAN_LIST = "The shop had cheap lamps, twenty pounds down and a pound a week beds, but few buyers."
RATES = "She works three days a week and two nights a month at the clinic."
BARE_PREMODIFIER = "The US and UK forces landed at dawn."

TEXTS = [
    RANKED, RANKED_BEHIND, EXCEPTIVE, RANK_MISMATCH, COUNTED, COUNTED_OF, COUNTY, FIRM,
    COUNTIES, COMPANY, PAIRED, PAIRED_MISPARSED, CROSS, NOT_OPPOSITES, TEMPORAL, PLAN,
    PLAN_LIST, RATES, BARE_PREMODIFIER,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


@pytest.mark.parametrize("text", [RANKED, RANKED_BEHIND, EXCEPTIVE])
def test_ranking_list_gets_no_removal(pairs, text) -> None:
    assert removal_hypotheses(pairs, text) == set()
    assert addition_premises(pairs, text) == set()


def test_rank_that_does_not_fit_the_list_is_left(pairs) -> None:
    assert "Lyon is the second largest city after Marseille." in removal_hypotheses(
        pairs, RANK_MISMATCH
    )


def test_temporal_after_without_names_is_left(pairs) -> None:
    got = removal_hypotheses(pairs, TEMPORAL)
    assert "He was the most admired painter after the war." in got


def test_counted_noun_with_postmodifier(pairs) -> None:
    assert removal_hypotheses(pairs, COUNTED) == set()
    got = removal_hypotheses(pairs, COUNTED_OF)
    assert not any("north and" in h for h in got)
    assert not any(h.endswith(("north, Braga.", "north, Guimaraes.")) for h in got)
    # the outer coordination keeps its pairs
    assert "The region includes Porto." in got


@pytest.mark.parametrize("text", [COUNTY, FIRM])
def test_one_name_after_appositive_of(pairs, text) -> None:
    assert removal_hypotheses(pairs, text) == set()


def test_plural_and_argument_of_keep_pairs(pairs) -> None:
    assert "He was born in the county of Kent." in removal_hypotheses(pairs, COUNTIES)
    assert "They spent the summer in the company of Anna." in removal_hypotheses(pairs, COMPANY)


@pytest.mark.parametrize("text", [PAIRED, PAIRED_MISPARSED])
def test_paired_lists_get_no_removal(pairs, text) -> None:
    assert removal_hypotheses(pairs, text) == set()


def test_cross_product_lists_keep_pairs(pairs) -> None:
    assert "The leaf has upper and lower surfaces of the blade." in removal_hypotheses(pairs, CROSS)
    got = removal_hypotheses(pairs, NOT_OPPOSITES)
    assert "The lab measures physical and chemical properties of soils." in got
    assert "The lab measures chemical properties of soils and rocks." in got


def test_phrasal_premodifier(pairs) -> None:
    got = removal_hypotheses(pairs, PLAN)
    assert not any("pounds down" in h and "a pound" not in h for h in got)
    assert not any("a pound a month" in h and "fifty pounds" not in h for h in got)
    assert "It stayed bare." in got
    got = removal_hypotheses(pairs, PLAN_LIST)
    assert not any("pounds down" in h and "a pound" not in h for h in got)
    assert not any("a pound a week" in h and "twenty pounds" not in h for h in got)


def test_rates_and_bare_premodifiers_keep_pairs(pairs) -> None:
    assert "She works three days a week at the clinic." in removal_hypotheses(pairs, RATES)
    assert "The US forces landed at dawn." in removal_hypotheses(pairs, BARE_PREMODIFIER)
