"""Issue 12, hundred-seventeenth pass (branch cj116): the s1202w classes cj115 left, fixed by
class; constructed sentences through the real spaCy model. Each test fails on main (067226f1)
unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, labels, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- (a) a swap of direct antonyms that can hold together -------------------------------------


def test_hungry_swapped_for_thirsty_is_neutral(run):
    """WordNet's direct antonyms "hungry"/"thirsty" are not incompatible (one can be both), so
    the swap in a list of states does not contradict."""
    text = "After the march the soldiers were tired, hungry and cold."
    got = labels(run(text)[1], text, "conjunct_replaced")
    hyp = "After the march the soldiers were tired, thirsty and cold."
    assert got[hyp] == ("neutral", "replaced_compatible_antonym")


def test_hungry_in_a_two_member_list_is_neutral(run):
    """The same pair in a list of two states."""
    text = "The puppy was hungry and frightened."
    got = labels(run(text)[1], text, "conjunct_replaced")
    assert got["The puppy was thirsty and frightened."][0] == "neutral"


def test_antonyms_on_one_scale_still_contradict(run):
    """Control (passes on main too): "cold" -> "hot" are contraries on one scale
    (temperature), so the swap contradicts."""
    text = "After the march the soldiers were tired, hungry and cold."
    got = labels(run(text)[1], text, "conjunct_replaced")
    assert got["After the march the soldiers were tired, hungry and hot."][0] == "contradiction"


# -- (c) a conjunct of an adverbial clause the parse made the root ----------------------------


def test_no_removal_out_of_a_when_clause_read_as_root(run):
    """ "When you A and you B, C": the parse made the when-clause the root; a removal gave the
    bare subordinate clause "When you open the box." as a hypothesis."""
    rem = removed(run("When you open the box and you lift the lid, a bell rings.")[1])
    assert "When you open the box." not in rem
    assert not rem


def test_removal_inside_a_parsed_if_clause_is_kept(run):
    """Control (passes on main too): with the if-clause parsed as a clause of the main verb,
    each removal keeps the main clause."""
    rem = removed(run("If you see a bear and you run away, it chases you.")[1])
    assert "If you run away, it chases you." in rem
    assert "If you see a bear, it chases you." in rem


def test_fronted_adverb_with_comma_is_no_subordinator(run):
    """Control (passes on main too): "Once," set off by a comma is an adverb of the main
    clause, not a subordinator, and both removals stay."""
    rem = removed(run("Once, he sang and danced all night.")[1])
    assert "Once, he danced all night." in rem
