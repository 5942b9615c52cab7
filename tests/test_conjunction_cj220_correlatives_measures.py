"""cj220: "not merely/just/simply ... but", compound measures with "a/an", "or" subjects.

1. "He not merely refused the offer but laughed at it": with "merely", "just", "simply" the
   parse makes "not" the verb's ``neg`` (a ``preconj`` only before "only"), so the correlative
   stayed in the kept conjunct ("He not merely refused the offer."). It is the same correlative
   as "not only ... but (also)" (Quirk et al. 1985 §13.33) and goes with the removal.
2. "a foot and two inches": in a measure phrase "a/an" is the weak numeral "one" (Perlmutter
   1970), so the sum is one quantity like "9 minutes and 9 seconds" (ConjNLI §4.1): removing a
   term is a contradiction (``collective_sum``), as with numerals.
3. "or" subjects under a negated verb: checked, not changed (see the docs, cj220).

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import conjunction_removals as _removals


def test_not_merely_goes_with_the_removal() -> None:
    removals = _removals("He not merely refused the offer but laughed at it.")
    assert "He not merely refused the offer." not in removals
    assert removals["He refused the offer."][1] == "entailment"


def test_not_simply_but_also_goes_with_the_removal() -> None:
    removals = _removals("She not simply sold the house but also gave it away.")
    assert "She not simply sold the house." not in removals
    assert removals["She sold the house."][1] == "entailment"


def test_plain_not_before_but_stays_near_miss() -> None:
    # no focus particle: "not A but B" is corrective, its "not" is A's own and stays
    removals = _removals("He did not refuse the offer but accepted the loan.")
    assert "He did not refuse the offer." in removals


def test_compound_measure_with_article_is_one_quantity() -> None:
    removals = _removals("The plank measured a foot and two inches.")
    assert removals["The plank measured a foot."][1:] == ("contradiction", "collective_sum")


def test_article_counts_are_no_measure_near_miss() -> None:
    # "a car and two bikes" counts two kinds of things: no unit of measure, no sum
    removals = _removals("She bought a car and two bikes.")
    assert removals["She bought a car."][1] == "entailment"


def test_separate_clauses_with_measures_stay_boolean_near_miss() -> None:
    removals = _removals("He ran for an hour and swam for twenty minutes.")
    assert removals["He ran for an hour."][1] == "entailment"


def test_or_subject_under_modal_negation_is_entailed() -> None:
    removals = _removals("The banker or the merchant could not pay.")
    assert removals["The banker could not pay."][1] == "entailment"


def test_or_subject_without_negation_is_neutral_near_miss() -> None:
    removals = _removals("The banker or the merchant paid.")
    assert removals["The banker paid."][1] == "neutral"
