"""Stop 88 integration, from the blind A/B ab88 (Bible lines 25,601-27,600): constructed
sentences through the real pipeline.

* A fall to the ground after an earlier conjunct that raised the same subject ("arose ..., and
  fell on his face") drafts no "was upright before": the first conjunct satisfies the
  presupposition (Karttunen 1973 filtering in "A and B"), so the pair tests no projection and
  "before" reads as before the rising (five such drafts judged not kept).
* A past verb the parser read as a noun conjunct of a prepositional object ("fell on his face to
  the ground and *wept*") is a verb conjunct: the question makes it bare with the other verb
  and the negation flags the premise that negates only the first (Quirk et al. 1985 §13.60).
* A "that" followed directly by a clause-boundary mark is a demonstrative pronoun, not a complementizer
  ("until he said that; then they lifted up their voice"): no complement pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
    }


def test_no_upright_draft_after_the_subject_rose():
    assert not any(
        "upright" in h for h in _drafts("The old soldier rose from his seat and fell to his knees.")
    )
    assert not any(
        "upright" in h for h in _drafts("Then Miriam stood up, and fell on her face to the ground.")
    )


def test_upright_draft_without_an_earlier_rising_stays():
    # neighbour
    assert "The old soldier was upright before." in _drafts("The old soldier fell to his knees.")


def test_past_verb_read_as_a_noun_after_a_prepositional_object():
    pairs = mined_pairs("The old man fell on his face to the ground and wept.", "presupposition")
    questions = {p.premise for p in pairs if p.premise_kind == "interrogative"}
    assert questions == {"Did the old man fall on his face to the ground and weep?"}
    negated = [
        p for p in pairs if p.premise_kind == "negated" and p.hypothesis_kind == "presupposition"
    ]
    assert negated and all("one-conjunct-negated" in p.features["flags"] for p in negated)
    assert not any(p.well_formed for p in negated)


def test_real_noun_conjunct_of_a_prepositional_object_is_untouched():
    # neighbour: "bread" is a noun; the question keeps the object list as it is
    pairs = mined_pairs("The old man stopped looking at the fish and bread.", "presupposition")
    questions = {p.premise for p in pairs if p.premise_kind == "interrogative"}
    assert "Did the old man stop looking at the fish and bread?" in questions


def test_that_before_a_semicolon_is_a_pronoun_not_a_complementizer():
    text = "The crowd listened quietly until he said that; then they shouted and left the hall."
    assert not mined_pairs(text, "verb_complement")


def test_that_before_a_parenthetical_comma_keeps_its_complement():
    # neighbour: a comma may follow the complementizer
    pairs = mined_pairs("She said that, if it rained, they would stay home.", "verb_complement")
    assert "If it rained, they would stay home." in {p.hypothesis for p in pairs}


def test_two_name_genealogy_heading_is_exhaustive():
    # ab88b: "The sons of Mahli: Eleazar and Kish." hangs the first name on the possessor as a
    # conjunct; the colon list still spells out the definite plural (``_colon_enumeration``)
    pairs = mined_pairs("The daughters of Heber: Adah and Zillah.", "conjunction")
    assert pairs
    assert {p.heuristic_label for p in pairs} == {"contradiction"}


def test_second_content_clause_stays_in_a_to_complement():
    # ab88b verb-000/003: "and that Y" after "to know that X" is a second content clause of
    # "know", not a main clause coordinated with the matrix (vc177's cut)
    text = "The young scholar sought to learn that patience is wisdom, and that haste is folly."
    hyps = {p.hypothesis for p in mined_pairs(text, "verb_complement")}
    assert "The young scholar learned that patience is wisdom, and that haste is folly." in hyps
