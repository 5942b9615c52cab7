"""cj224: conjunct removal keeps the dependents the conjuncts share; spans that cross a boundary.

1. A modal before the first conjunct is shared by a second verb phrase opened by a bare "have"
   or "be" (Huddleston & Pullum 2002 ch. 15 §4.1; Quirk et al. 1985 §13.61): "should have
   thanked them", never "have thanked them"; a compass-point region keeps the shared "the"
   (Quirk et al. 1985 §5.60): "in the East", never "in East".
2. A serial comma after a relative clause of a noun set off in a list closes that outer list
   (Quirk et al. 1985 §13.21): no removal splicing the clause onto the last member.
3. A list of three wh-relatives keeps its coordinator between the two that remain.
4. Irreversible binomials (Malkiel 1959): "right and left", "days and nights" give no pair;
   "honour and glory" gives no replacement.

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import conjunction_pairs_of_kind as _pairs
from tests.phenomenon_support import conjunction_removals as _removals
from tests.phenomenon_support import mined_pairs

# 1. shared modal and shared article ------------------------------------------------------------


def test_shared_modal_stays_before_bare_perfect() -> None:
    removals = _removals("They should have paid the bill, and have left.")
    assert "They should have left." in removals
    assert "They have left." not in removals


def test_unshared_perfect_stays_plain_near_miss() -> None:
    # no modal in the first conjunct: nothing to carry over
    removals = _removals("They paid the bill and have left.")
    assert "They have left." in removals


def test_negated_modal_gives_no_removal_of_first() -> None:
    # "should not ... and have left": whether the negation reaches the second is undecided
    removals = _removals("They should not have paid the bill, and have left.")
    assert not any(h.endswith("have left.") for h in removals)
    assert "They should not have paid the bill." in removals


def test_compass_region_keeps_shared_article() -> None:
    removals = _removals("The party was strong in the North and East.")
    assert "The party was strong in the East." in removals
    assert "The party was strong in East." not in removals


def test_country_name_drops_first_article_near_miss() -> None:
    removals = _removals("The army left the United States and Germany.")
    assert "The army left Germany." in removals


# 2. serial comma closing an outer list ---------------------------------------------------------


def test_serial_comma_after_relative_gives_no_spliced_removal() -> None:
    text = (
        "The kit held a torn map (the only copy), a rope which he tied round his waist for"
        " safety, and a lamp and stove."
    )
    removals = _removals(text)
    assert not any("tied round a lamp" in h for h in removals)
    assert not any(h.endswith("for safety and stove.") for h in removals)


def test_coordination_inside_relative_stays_near_miss() -> None:
    # no comma before "and": a two-member coordination inside the relative clause
    removals = _removals("The kit held a map, a rope which he tied round his waist and his chest.")
    assert "The kit held a map, a rope which he tied round his chest." in removals


# 3. lists of relatives -------------------------------------------------------------------------


def test_relative_list_keeps_coordinator() -> None:
    removals = _removals("It was a house which was old, which stood alone, and which had no roof.")
    assert "It was a house which was old and which had no roof." in removals
    assert "It was a house which was old and which stood alone." in removals
    assert "It was a house which was old, which had no roof." not in removals


def test_two_relatives_plain_removal_near_miss() -> None:
    removals = _removals("It was a house which stood alone and which had no roof.")
    assert "It was a house which had no roof." in removals


def test_relatives_of_root_noun_give_no_pair() -> None:
    # the parse read the sentence's verb into the last relative: its span is wrong
    removals = _removals(
        "The house which was old, which stood alone, and which had no roof was sold."
    )
    assert "The house which was old and which stood alone." not in removals


# 4. binomials ----------------------------------------------------------------------------------


def test_right_and_left_gives_no_pair() -> None:
    assert not mined_pairs("The soldiers marched right and left.", "conjunction")


def test_days_and_nights_gives_no_pair() -> None:
    assert not mined_pairs("They worked days and nights on end.", "conjunction")


def test_left_then_right_is_no_binomial_near_miss() -> None:
    removals = _removals("She painted the left wall and the right wall.")
    assert "She painted the right wall." in removals


def test_honour_and_glory_gets_no_replacement() -> None:
    assert not _pairs("The knights sought honour and glory.", "conjunct_replaced")
    assert "The knights sought glory." in _removals("The knights sought honour and glory.")


def test_free_pair_is_replaced_near_miss() -> None:
    assert _pairs("The room was hot and dark.", "conjunct_replaced")
