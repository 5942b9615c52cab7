"""Stop 77 round one c, branch cj150: conjunction spans. Three rules from the s1204q judges'
span errors (GnuCash manuals): the members of one coordination stand at one bracket depth
(``conjunction._one_bracket_level``; a parenthesis is a supplement, Huddleston & Pullum 2002
ch. 15 §5), a later "the other"/"the rest" keeps its antecedent conjunct
(``conjunction_remainders._antecedent_of_definite_other``; Halliday & Hasan 1976 §2.5), and the
only coordinator of an asyndetic verb-phrase list is not taken away with the last object
(``conjunction_remainders._coordinator_of_asyndetic_verb_list``; Quirk et al. 1985 §13.56).
Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs as _pairs


def _removed(text: str) -> dict[str, str]:
    return {h: p.heuristic_label for h, p in _pairs(text, "conjunct_removed").items()}


def _added_premises(text: str) -> set[str]:
    return set(_pairs(text, "conjunct_added"))


# 1. one bracket level: a word inside the parenthesis after the last member is no member

BUDGET = "The budget covers food, fuel, heating, internet, and insurance (home, car, health) for the family."


def test_removal_does_not_reach_into_the_parenthesis():
    shortened = set(_removed(BUDGET)) | _added_premises(BUDGET)
    assert shortened, "the outer list still gives pairs"
    # the parenthesis is never edited: no "and" moved into it, no item of it dropped
    assert all("(home, car, health)" in s or "(" not in s for s in shortened), shortened


def test_outer_members_are_still_removed_with_their_parenthesis():
    removed = _removed(BUDGET)
    assert (
        removed.get(
            "The budget covers fuel, heating, internet, and insurance (home, car, health) for the family."
        )
        == "entailment"
    )
    # the last member takes its parenthesis with it
    assert "The budget covers food, fuel, heating, and internet for the family." in removed


def test_list_without_brackets_is_unchanged():
    removed = _removed("The budget covers food, fuel, heating, and insurance for the family.")
    assert (
        removed.get("The budget covers food, heating, and insurance for the family.")
        == "entailment"
    )


# 2. "the other" / "the rest" in a later conjunct needs the earlier one


def test_the_other_keeps_its_antecedent():
    text = "The invoice has 1 line for the service fee and the other with the travel costs."
    shortened = set(_removed(text)) | _added_premises(text)
    assert "The invoice has the other with the travel costs." not in shortened
    # removing the anaphoric conjunct itself leaves a plain sentence
    assert "The invoice has 1 line for the service fee." in _removed(text)


def test_the_rest_after_then_keeps_its_antecedent():
    text = "The tool reads the header and then the rest of the file."
    assert "The tool reads the rest of the file." not in _removed(text)


def test_plain_definite_later_conjunct_is_removable():
    text = "The invoice has 1 line for the service fee and the line with the travel costs."
    removed = _removed(text)
    assert "The invoice has the line with the travel costs." in removed


# 3. the only coordinator of an asyndetic verb-phrase list stays


def test_last_object_of_asyndetic_verb_list_is_not_removed():
    text = "If the report looks wrong, change the filter, click the Reset tab and then the Apply button."
    shortened = set(_removed(text)) | _added_premises(text)
    assert "If the report looks wrong, change the filter, click the Reset tab." not in shortened
    # removing the first object keeps the "and" and is still written
    assert "If the report looks wrong, change the filter, click the Apply button." in shortened


def test_last_object_after_syndetic_verbs_is_removed():
    text = "If the report looks wrong, change the filter and click the Reset tab and then the Apply button."
    assert "If the report looks wrong, change the filter and click the Reset tab." in _removed(text)


def test_last_object_without_outer_list_is_removed():
    text = "If the report looks wrong, click the Reset tab and then the Apply button."
    assert _removed(text).get("If the report looks wrong, click the Reset tab.") == "entailment"
