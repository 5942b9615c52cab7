"""Issue 12, thirty-sixth pass (branch cj28): conjunct spans and shared material. A degree word
and its complement shared by coordinated adjectives, an agent phrase shared by bare passive
participles, resultive connectives ("thus") before or inside the conjuncts, a premodifier left
without its shared noun, and "track and field"; constructed sentences through the real spaCy
model. Each test fails on a341fcc unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, kept, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _hyps(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


# -- "too A and B to V": the degree word and its complement are shared ---------------------------


def test_fronted_degree_word_and_complement_are_shared(run):
    """ "too narrow and steep to be safe" (before: "was steep to be safe", "was too narrow")."""
    hyps = _hyps(run, "The old bridge was too narrow and steep to be safe for trucks.")
    assert "The old bridge was too narrow to be safe for trucks." in hyps
    assert "The old bridge was too steep to be safe for trucks." in hyps
    assert "The old bridge was too narrow." not in hyps


def test_degree_word_on_each_conjunct_still_shares_the_complement(run):
    """Control: "too hot and too salty to eat" was handled before and stays."""
    hyps = _hyps(run, "The soup was too hot and too salty to eat.")
    assert "The soup was too hot to eat." in hyps


# -- "set up and headed by X": the agent phrase is shared ----------------------------------------


def test_agent_shared_by_a_bare_phrasal_participle(run):
    """ "was set up and run by X" minus the last conjunct keeps the agent (before: "The club was
    set up" with the agent lost)."""
    text = "The club was set up and run by two retired teachers from the town."
    hyps = _hyps(run, text)
    assert "The club was set up by two retired teachers from the town." in hyps
    assert "The club was run by two retired teachers from the town." in hyps
    assert "The club was set up" not in hyps


def test_participle_with_its_own_adjunct_keeps_the_parse_reading(run):
    """Control: "built in 1900 and restored by the city": the first participle has its own
    adjunct, the agent is the last conjunct's; "was built in 1900." stays."""
    hyps = _hyps(run, "The house was built in 1900 and restored by the city.")
    assert "The house was built in 1900." in hyps


# -- resultive connectives -----------------------------------------------------------------------


def test_thus_opening_the_kept_conjunct_goes_with_the_removed_one(run):
    """ "were never explained and thus were ignored" minus the first conjunct: "thus" would draw
    a consequence from nothing (before: "The rules thus were often ignored.")."""
    hyps = _hyps(run, "The rules were never clearly explained and thus were often ignored.")
    assert "The rules were often ignored." in hyps
    assert "The rules thus were often ignored." not in hyps


def test_thus_before_coordinated_participles_is_shared(run):
    """ ", thus reducing X and improving Y" minus the first: "thus" stays with the kept one
    (before: "She added more staff, improving service.")."""
    hyps = _hyps(run, "She added more staff, thus reducing delays and improving service.")
    assert "She added more staff, thus improving service." in hyps
    assert "She added more staff, improving service." not in hyps


def test_then_is_still_dropped(run):
    """Control: the sequence adverb "then" of the earlier passes still goes."""
    hyps = _hyps(run, "The team trained hard and then won the cup.")
    assert "The team won the cup." in hyps


# -- a premodifier left without its shared noun --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            "You need a cable or satellite subscription to watch the game.",
            "You need a cable to watch the game.",
        ),
        ("The meals are sold at reduced or no cost to students.", "The meals are sold at reduced."),
    ],
)
def test_no_removal_strands_a_premodifier(run, text, bad):
    """ "a cable or satellite subscription", "at reduced or no cost": the first conjunct
    modifies the noun of the last, so removing the last strands it."""
    assert bad not in _hyps(run, text)


@pytest.mark.parametrize(
    ("text", "good"),
    [
        (
            "You need a cable or satellite subscription to watch the game.",
            "You need a satellite subscription to watch the game.",
        ),
        ("She bought a red or blue jacket for the trip.", "She bought a red jacket for the trip."),
        (
            "They offer free or low-cost housing to veterans.",
            "They offer free housing to veterans.",
        ),
        (
            "The city or county government pays for the repairs.",
            "The city government pays for the repairs.",
        ),
    ],
)
def test_coordinated_premodifiers_keep_their_good_removals(run, text, good):
    """Control: removals that keep the shared noun stay and are kept."""
    pairs = removed(run(text)[1])
    assert good in pairs
    assert kept(pairs[good])


# -- "track and field" ---------------------------------------------------------------------------


def test_track_and_field_gives_no_pair(run):
    """The sport's name coordinates nothing (before: "He competed in field ...")."""
    assert run("He competed in track and field at the national level.")[1] == []


def test_a_real_and_with_field_keeps_its_pairs(run):
    """Control: "the field and the forest" is a list of two places."""
    hyps = _hyps(run, "The deer crossed the field and the forest at dawn.")
    assert "The deer crossed the forest at dawn." in hyps


# -- an "as" complement of a coordinated object agrees with the conjunct left --------------------


def test_as_complement_becomes_singular(run):
    """ "used income and education as measures of status" minus one conjunct (before: "used
    education as measures of status")."""
    hyps = _hyps(run, "The study used income and education as measures of social status.")
    assert "The study used education as a measure of social status." in hyps
    assert "The study used income as a measure of social status." in hyps


def test_as_complement_with_a_modifier_gets_its_article_first(run):
    """ "as important sources" -> "as an important source"."""
    hyps = _hyps(run, "They named Paris and Rome as important sources of inspiration.")
    assert "They named Rome as an important source of inspiration." in hyps


def test_plural_conjunct_keeps_a_plural_complement(run):
    """Control: "cats and dogs as pets" minus "cats and" keeps "dogs as pets"."""
    hyps = _hyps(run, "She described cats and dogs as pets for young children.")
    assert "She described dogs as pets for young children." in hyps
