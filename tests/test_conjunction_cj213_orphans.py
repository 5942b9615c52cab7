"""cj213 (stop 98, issue 12): what a removed conjunct leaves orphaned.

1. A replacive "instead"/"rather" in a kept later conjunct is anaphoric to the alternative it
   replaces (Quirk et al. 1985 §8.137): when that alternative was the removed first conjunct the
   rewrite drops the adverb ("She chose the salad."), and when a middle clause went, the pair is
   flagged ``lost_antecedent``.
2. An "of" complement after a list of relational nouns under one determiner is shared by the
   list (Quirk et al. 1985 §13.68; Huddleston & Pullum 2002 ch. 15 §4.4): removing the last
   noun keeps it ("the nature and site of the tumour").
3. A bare change-of-state verb with a subject that undergoes the change is the inchoative
   (Levin 1993 §1.1.2.1): it cannot share the next verb's object, so the object goes with the
   removed verb ("The leaves curl.", never "The leaves curl a brown layer").

Constructed sentences of the classes seen in the s9702 review, run through the real pipeline
(the real spaCy parse); near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs, pair_flags


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_instead_goes_with_the_removed_first_conjunct() -> None:
    removals = _removals("She did not order the soup but chose the salad instead.")
    assert "She chose the salad." in removals
    assert "She chose the salad instead." not in removals
    assert "She did not order the soup." in removals


def test_instead_after_a_removed_middle_clause_is_flagged() -> None:
    removals = _removals(
        "In the morning he rang the bell, and at noon he knocked on the door, but the owner sent"
        " a letter instead."
    )
    cut = removals["In the morning he rang the bell, but the owner sent a letter instead."]
    assert not cut.well_formed
    assert "lost_antecedent" in pair_flags(cut)


def test_would_rather_is_no_replacive_near_miss() -> None:
    removals = _removals("He would rather stay, but she would rather leave.")
    assert "She would rather leave." in removals


def test_degree_rather_is_no_replacive_near_miss() -> None:
    removals = _removals("The team lost the first game but won the second one rather easily.")
    assert not any(h.endswith("the second one easily.") for h in removals)


def test_shared_of_complement_stays_when_the_plural_last_noun_goes() -> None:
    removals = _removals("The results vary with the nature, site, and relations of the tumour.")
    assert "The results vary with the nature and site of the tumour." in removals
    assert "The results vary with the nature and site." not in removals


def test_partitive_of_phrase_is_the_last_nouns_own_near_miss() -> None:
    removals = _removals("We bought the bread, milk, and bottles of wine.")
    assert "We bought the bread and milk." in removals


def test_inchoative_verb_does_not_share_the_next_verbs_object() -> None:
    removals = _removals("The leaves curl and form a brown layer on the ground.")
    assert "The leaves curl." in removals
    assert not any(h.startswith("The leaves curl a") for h in removals)
    relative = _removals("The wounds produce fluids, which dry and form a hard crust.")
    assert "The wounds produce fluids, which dry." in relative
    assert "The wounds produce fluids, which dry a hard crust." not in relative


def test_causer_subject_shares_the_object_near_miss() -> None:
    assert "The cooks dry the fish." in _removals("The cooks dry and salt the fish.")
    assert "The sun dried the mud." in _removals("The sun dried and cracked the mud.")
