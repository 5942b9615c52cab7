"""Possessives and numeric determiners (stop 49, pr57; docs/presupposition.md, fifty-ninth pass).

- Genre nouns ("X's bitter comedy") and profession nouns ("X's radio journalism") under a
  genitive name the possessor's work or practice, the agentive relation (Barker 1995;
  Pustejovsky 1995): no "X has a comedy" / "X had journalism" draft.
- A noun converted from a verb with that verb's PP argument ("the band's split from the
  label"): the event reading (Grimshaw 1990 ch. 3; Quirk App. I.43): no "had a split" draft.
- An indefinite or quantified possessor ("one man's jaw", "a neighbour's dog"): the possessive
  is no definite (Barker 1995 definiteness inheritance; Peters & Westerstahl 2013): no
  candidate.
- "one from each group--both N": a loose appositive "both N" after a dash over an anchor that
  is no plural: no candidate. "with both barrels": the idiom (full force): no candidate.

Constructed sentences through the real pipeline; each test also asserts a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hyps(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- agentive possessives: genres, professions, converted event nouns ---------------------------


def test_genre_noun_has_no_ownership_draft():
    assert (
        _hyps("Jane Doe's bitter comedy tells the story of a strike.", "possessed_definites")
        == set()
    )


def test_profession_noun_has_no_ownership_draft():
    assert _hyps("Critics praised Smith's radio journalism.", "possessed_definites") == set()


def test_converted_event_noun_with_its_argument_has_no_draft():
    text = "The band's split from the label had to do with money."
    assert _hyps(text, "possessed_definites") == set()


def test_owned_things_and_relations_keep_their_drafts():
    assert _hyps("The museum's paintings were stolen.", "possessed_definites") == {
        "The museum had paintings."
    }
    assert _hyps("He added two songs to his band's repertoire.", "possessed_definites") == {
        "His band had a repertoire."
    }
    assert _hyps("Tom's sister moved to Leeds.", "possessed_definites") == {"Tom had a sister."}


# -- indefinite and quantified possessors -----------------------------------------------------------


def test_indefinite_possessor_is_no_possessed_definite():
    assert _hyps("A neighbour's dog barked all night.", "possessed_definites") == set()
    assert _hyps("Every student's essay was graded.", "possessed_definites") == set()
    text = "In a brawl, one man's jaw gets broken."
    assert "One man has a jaw." not in _hyps(text, "possessed_definites")


def test_definite_possessor_keeps_its_candidate():
    assert _hyps("The neighbour's dog barked all night.", "possessed_definites") == {
        "The neighbour had a dog."
    }


# -- "both" -----------------------------------------------------------------------------------------


def test_both_appositive_after_a_dash_over_one_from_each():
    text = "The column will focus on one from each city--both men."
    assert _hyps(text, "numeric_determiners") == set()


def test_both_appositive_after_a_dash_over_a_plural_keeps_base_behaviour():
    text = "The firm hired two new workers--both engineers."
    assert _hyps(text, "numeric_determiners") == {"There were two relevant engineers."}


def test_both_barrels_idiom():
    assert _hyps("Then he let them have it with both barrels.", "numeric_determiners") == set()
    assert _hyps("She gave the committee both barrels.", "numeric_determiners") == set()


def test_literal_barrels_keep_their_candidate():
    assert _hyps("He cleaned both barrels.", "numeric_determiners") == {
        "There were two relevant barrels."
    }
    assert _hyps("Both magazines preview the films.", "numeric_determiners") == {
        "There are two relevant magazines."
    }
