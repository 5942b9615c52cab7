"""Presupposition triggers that are no triggers (stop 100, helper pr232, issue #11):
(1) "the devil (only) knows wh-" is the ignorance idiom of "God knows" (one list,
``presupposition_ignorance_idiom_subjects``): no "only" prejacent, no embedded question;
(2) the avertive "before" of a verb that halts its object or passive subject ("halt" class of
``presupposition_preventing_before``; Heinämäki 1974) and of removal from a post ("was fired
before he finished"): no temporal presupposition; the veridical default stays;
(3) a bare-letter variable of a schematic statement owns nothing: no possessed-definite draft
("B has a place"); names with a letter ("Plan B", "Mr. B") keep theirs;
(4) "only" as the conjunction 'but' is no focus particle.
Constructed sentences through the real spaCy model and run path; each near miss keeps its pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs, presupposition_triggers


def _drafts(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- 1. "the devil only knows" -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The devil only knows what the old clerk did with the ledger.",
        "The devil knows where the old clerk hid the ledger.",
        "Gawd knows where the old clerk hid the ledger.",
    ],
)
def test_devil_knows_is_the_ignorance_idiom(text):
    assert _drafts(text, "only") == set()
    assert _drafts(text, "embedded_question") == set()


def test_real_knower_with_only_keeps_its_pairs():
    # near miss: a captain is a knower; "only" and the embedded question stay
    text = "The captain only knows what the old clerk did with the ledger."
    assert "The captain knows what the old clerk did with the ledger." in _drafts(text, "only")
    assert _drafts(text, "embedded_question")


# -- 2. the avertive "before" -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The soldiers intercepted the missile before it struck the city.",
        "The police arrested the smuggler before he reached the border.",
        "The smuggler was arrested before he reached the border.",
        "The firemen prevented the blaze before it spread to the barn.",
        "The lifeguard rescued the boy before he drowned.",
        "The clerk was fired before he finished the audit.",
        "The smuggler was arrested before reaching the border.",
    ],
)
def test_halted_participant_has_no_before_presupposition(text):
    assert "before" not in presupposition_triggers(text, "temporal_adverbs")


@pytest.mark.parametrize(
    "text",
    [
        # another participant's event is not halted (the veridical default)
        "The police stopped the smuggler before his brother arrived.",
        "She washed the dishes before the guests arrived.",
        # a passive clause is done to the halted participant by others, not cut off
        "The police arrested the smuggler before he was charged with theft.",
        # "catch" is left out: 'be in time for' is veridical
        "We caught the train before it left the station.",
        # removal from a post before a non-culmination clause is a veridical sequence
        "The clerk fired the manager before he left the company.",
    ],
)
def test_unhalted_before_clause_keeps_its_presupposition(text):
    assert "before" in presupposition_triggers(text, "temporal_adverbs")


# -- 3. variables as possessors ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "If A is larger than B, then B's place in the ranking is second.",
        "If x is positive, then x's square root is a real number.",
    ],
)
def test_variable_possessor_has_no_draft(text):
    assert _drafts(text, "possessed_definites") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Plan B's budget was cut last week.", "Plan B had a budget."),
        ("Mr. B's house is on the corner.", "Mr. B has a house."),
        ("Malcolm X's house was sold.", "Malcolm X had a house."),
    ],
)
def test_name_with_a_letter_keeps_its_draft(text, draft):
    assert draft in _drafts(text, "possessed_definites")


# -- 4. conjunction "only" -----------------------------------------------------------------------


def test_conjunction_only_is_no_focus_trigger():
    assert presupposition_triggers("I would have gone, only I was too tired.", "only") == set()
    # near miss: the focusing subjunct before the subject
    assert presupposition_triggers("Only I was too tired to go.", "only")
