"""Presupposition drafts of stop 99 (helper pr230, issue #11; classes from s9901):
(1) a continuative whose complement verb's object was fronted before the subject ("Such
letters, the clerk kept reading") gets no draft: the draft from the verb's subtree dropped the
object ("The clerk had been reading before");
(2) the owner of counted body parts ("both legs") must be a person or an animal: a subject
"it" is resolved to its one agreeing antecedent, and with a disease, a thing or several
candidates there is no draft ("The fever has two knees", "It has two legs");
(3) a periphrastic comparative ("still more frequently") under an inceptive gets no draft (the
standard of comparison is the prior state), and "still" before a comparative is a degree
word, no "fall still" state ("Stones are not still before").
Constructed sentences through the real spaCy model and run path; near misses keep their pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, original_draft_pairs


def _hypotheses(text: str) -> dict[str, bool]:
    """Hypothesis -> well formed of every <original, presupposition> pair of ``text``."""
    return {
        p.hypothesis: p.well_formed
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    }


# -- 1. a fronted object --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("Such letters, the clerk kept reading aloud.", "The clerk had been reading aloud before."),
        (
            "The old treaty of Ghent, broken in the first weeks of the war, the king continued "
            "to ignore, and that of Paris was lost.",
            "The king had been ignoring before.",
        ),
    ],
)
def test_fronted_object_gets_no_objectless_draft(text, dropped):
    drafts = original_draft_pairs(text, "aspectual_verbs")
    assert dropped not in drafts, drafts
    assert not any(
        h.endswith("ignoring before.") or h.endswith("reading aloud before.") for h in drafts
    ), drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # a time phrase before the subject is an adverbial, no object
        (
            "Every morning, the clerk kept reading aloud.",
            "The clerk had been reading aloud before.",
        ),
        # the object in place
        (
            "The captain continued to ignore the warning.",
            "The captain had been ignoring the warning before.",
        ),
    ],
)
def test_near_misses_keep_their_continuation_drafts(text, draft):
    drafts = original_draft_pairs(text, "aspectual_verbs")
    assert drafts.get(draft) is True, drafts


# -- 2. the owner of counted body parts ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The fever starts in the ankle, and it usually affects both knees.", "has two knees"),
        ("The virus reached the farm, and its symptoms appeared in both lungs.", "two lungs"),
    ],
)
def test_body_parts_of_no_body_get_no_draft(text, wrong):
    drafts = original_draft_pairs(text, "numeric_determiners")
    assert not any(wrong in h for h in drafts), drafts


def test_it_resolved_to_the_one_animal():
    drafts = original_draft_pairs(
        "The vet examined the dog, and it lifted both ears.", "numeric_determiners"
    )
    assert "The dog had two ears." in drafts, drafts
    assert not any(h.startswith("It ") for h in drafts), drafts


def test_animal_subject_keeps_its_flagged_draft():
    drafts = original_draft_pairs(
        "The wolf cub looked at the hunter with both eyes.", "numeric_determiners"
    )
    assert drafts.get("The wolf cub had two eyes.") is False, drafts  # flagged as before


# -- 3. comparative material under an inceptive ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The old roof began to leak still more frequently.",
        "Stones began to fall still more frequently in the yard.",
        "The pump started to run less smoothly.",
    ],
)
def test_inceptive_with_periphrastic_comparative_gets_no_draft(text):
    hyps = _hypotheses(text)
    assert not any("more" in h or "less" in h for h in hyps), hyps
    assert not any(h.endswith("not still before.") for h in hyps), hyps


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The prices began to rise quickly.", "The prices had not been rising quickly before."),
        # an explicit standard: another comparison
        (
            "The prices began to rise more quickly than wages.",
            "The prices had not been rising more quickly than wages before.",
        ),
        # a continuative keeps the activity
        (
            "The river continued to rise more quickly after the storm.",
            "The river had been rising before.",
        ),
        # "fall still" = become motionless
        ("The children fell still.", "The children were not still before."),
    ],
)
def test_near_misses_keep_their_drafts(text, draft):
    hyps = _hypotheses(text)
    assert hyps.get(draft) is True, hyps
