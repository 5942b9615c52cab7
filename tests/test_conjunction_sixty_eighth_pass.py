"""Sixty-eighth pass, stop 50 (cj62): replacement and addition pairs. Constructed sentences
through the real spaCy model and the real rewriters; each refusal and relabelling test fails on
main before this pass (c580f4e0), the controls pass on both.

- an antonym of an adjective among relational sisters ("physical, chemical and biological",
  "social and legal"): the word is read in its relational sense, which has no antonym;
- an antonym of one end of a range or scale ("mild to moderate", "harmless or even beneficial"):
  the interval or order is reversed, no contradiction;
- an "-ed" verb tagged as an adjective heading a coordinated clause ("her face relaxed");
- an antonym inside a downward context or a quantifier's restrictor: neutral, not contradiction;
- no addition whose premise keeps a cardinal that counts the full list ("The four main food
  groups are A, B, C and D").
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    runner = conjunction_runner(parsed, ctx)
    return lambda text: runner(text)[1]


def _replacements(run, text: str) -> set[str]:
    return set(replaced(run(text)))


def _label(pair) -> tuple[str, str]:
    return pair.heuristic_label, pair.label_rule


# -- relational sisters ---------------------------------------------------------------------------


def test_no_mental_among_biological_and_physical(run):
    hyps = _replacements(
        run, "The biological and physical aspects of ageing are studied at the institute."
    )
    assert "The biological and mental aspects of ageing are studied at the institute." not in hyps


def test_no_illegal_in_a_list_of_relational_factors(run):
    text = "The report appeals to political, social, economic, legal and environmental factors."
    assert not any("illegal" in h for h in _replacements(run, text))


def test_no_illegal_beside_social(run):
    hyps = _replacements(run, "The scholars stressed the social and legal aspects of the reform.")
    assert "The scholars stressed the social and illegal aspects of the reform." not in hyps


def test_descriptive_sisters_keep_their_antonyms(run):
    # control: "large" and "heavy" are descriptive, not relational
    hyps = replaced(run("The dog chased the large and heavy ball across the yard."))
    pair = hyps["The dog chased the small and heavy ball across the yard."]
    assert _label(pair) == ("contradiction", "replaced_antonym")


# -- ends of a range or scale ---------------------------------------------------------------------


def test_no_antonym_of_a_range_end(run):
    hyps = _replacements(run, "The virus causes mild to moderate fever and a rash.")
    assert "The virus causes intense to moderate fever and a rash." not in hyps


def test_no_antonym_before_or_even(run):
    hyps = _replacements(run, "These worms are mostly harmless or even beneficial to gardeners.")
    assert "These worms are mostly harmful or even beneficial to gardeners." not in hyps


def test_no_antonym_in_and_even(run):
    hyps = _replacements(
        run, "The new rules were described as separate and even superior to the old ones."
    )
    assert not any("joint" in h or "inferior" in h for h in hyps)


# -- a verb read as an adjective ------------------------------------------------------------------


def test_no_adjective_antonym_for_a_clause_verb(run):
    hyps = _replacements(run, "She laughed and her tense face relaxed.")
    assert "She laughed and her tense face tense." not in hyps


def test_other_replacements_of_the_clause_stay(run):
    # control: the adverb of the first clause is still replaced
    hyps = _replacements(run, "He nodded slowly and his shoulders relaxed.")
    assert "He nodded quickly and his shoulders relaxed." in hyps


# -- downward contexts and restrictors ------------------------------------------------------------


def test_antonym_in_a_conditional_is_neutral(run):
    pair = replaced(run("If the rooms are large and bright, the price rises."))[
        "If the rooms are small and bright, the price rises."
    ]
    assert _label(pair) == ("neutral", "replaced_in_downward")


def test_antonym_under_many_is_neutral(run):
    pair = replaced(run("Many small and cheap cars were sold last year."))[
        "Many small and expensive cars were sold last year."
    ]
    assert _label(pair) == ("neutral", "replaced_in_restrictor")


def test_antonym_under_all_is_neutral(run):
    pair = replaced(run("Farmers deduct all ordinary and necessary costs of running the farm."))[
        "Farmers deduct all ordinary and unnecessary costs of running the farm."
    ]
    assert _label(pair) == ("neutral", "replaced_in_restrictor")


# -- a list counted by its subject ----------------------------------------------------------------


def test_no_addition_to_a_list_counted_by_its_subject(run):
    adds = added(run("The four main food groups are grains, fruit, vegetables, and dairy."))
    assert "The four main food groups are grains, fruit, and dairy." not in adds
    assert not adds


def test_no_addition_after_a_counted_colon(run):
    adds = added(
        run("Two basic forms of the disease are known: acute disease and chronic disease.")
    )
    assert not adds


def test_uncounted_specification_keeps_its_additions(run):
    # control: without a cardinal the shorter list is a coherent premise
    adds = added(run("The main food groups are grains, fruit, vegetables, and dairy."))
    pair = adds["The main food groups are grains, fruit, and vegetables."]
    assert _label(pair) == ("contradiction", "specificational_list")


def test_adjective_list_after_a_count_keeps_its_additions(run):
    # control: an ascriptive list of adjectives specifies no counted set
    adds = added(run("The three islands are large, green and empty."))
    assert adds


# -- "many" in a fixed quantity phrase ------------------------------------------------------------


def test_no_few_in_a_great_many(run):
    hyps = _replacements(run, "The church is old, and there are a great many bishops in the town.")
    assert not any("great few" in h for h in hyps)


def test_no_few_after_how(run):
    hyps = _replacements(run, "The lake is cold, and nobody knows how many boats sank there.")
    assert "The lake is cold, and nobody knows how few boats sank there." not in hyps
    # control: the other conjunct's antonym stays
    assert "The lake is hot, and nobody knows how many boats sank there." in hyps


def test_no_few_years_ago(run):
    hyps = _replacements(
        run, "Many years ago I sat at dinner next to him, and the subject came up."
    )
    assert not any(h.startswith("Few years ago") for h in hyps)


def test_plain_many_keeps_few(run):
    # control: "many" as a plain determiner is replaced by its contrary
    pair = replaced(run("The town is quiet and many people live there."))[
        "The town is quiet and few people live there."
    ]
    assert _label(pair) == ("contradiction", "replaced_antonym")
