"""Ninety-sixth pass (stop 58, pr93; docs/presupposition.md): generic prohibitions, idioms,
possessors, re-verb goals.

Candidates that are no trigger (a change-of-state verb under a negative-quantifier subject with
a modal or in the simple present, "fall victim/prey to", relocation "resettle") and drafts (an
abstract -ics possessum, a possessor name with an epithet, the argument PP of a combining re-verb,
restitutive "regain" + an amount, a stative complement of a present progressive "is beginning
to", the list comma of a coordinated subject, a premise cut after a coordinator). Each class has
a counterpart that keeps its old output. Constructed sentences through the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _premises(text: str, subtype: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("No land unit can enter the ocean tiles.", "change_of_state"),
        ("No ship may enter the harbour at night.", "change_of_state"),
        ("Nobody leaves the city during the siege.", "change_of_state"),
        ("Many civilians fell victim to the fighting.", "change_of_state"),
        ("Thousands fell prey to the epidemic.", "change_of_state"),
        ("The Cherokee were forced to resettle in the Indian Territory.", "re_verbs"),
        ("The refugees were resettled in the north.", "re_verbs"),
    ],
)
def test_not_a_trigger(text, subtype):
    assert not presupposition_triggers(text, subtype), text


@pytest.mark.parametrize(
    ("text", "subtype", "trigger"),
    [
        ("No one left the room after the speech.", "change_of_state", "left"),
        ("The rock fell to the ground.", "change_of_state", "fell"),
        ("Every ship can enter the harbour.", "change_of_state", "enter"),
        ("The village was rebuilt after the flood.", "re_verbs", "rebuilt"),
    ],
)
def test_counterparts_keep_their_trigger(text, subtype, trigger):
    assert trigger in presupposition_triggers(text, subtype), text


def test_fall_asleep_keeps_its_state_draft():
    assert "He was not asleep before." in _drafts(
        "He fell asleep during the sermon.", "change_of_state"
    )


@pytest.mark.parametrize(
    "text",
    [
        "The country's politics have been dominated by one party since 1960.",
        "The company's politics are complicated.",
        "Alexander the Great's generals carved up his empire.",
        "Pliny the Elder's letters survive.",
    ],
)
def test_no_possession_draft(text):
    assert not _drafts(text, "possessed_definites"), text


def test_plain_possessor_keeps_its_draft():
    assert "The country has an economy." in _drafts(
        "The country's economy is growing.", "possessed_definites"
    )
    assert "The city has a population." in _drafts(
        "The city's population is growing.", "possessed_definites"
    )


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "Katanga was reincorporated into Congo after a military campaign.",
            "Katanga had been incorporated into Congo before.",
        ),
        (
            "The country was reunited with North Vietnam in 1975.",
            "The country had been united with North Vietnam before.",
        ),
        (
            "The province was reintegrated into the empire.",
            "The province had been integrated into the empire before.",
        ),
    ],
)
def test_combining_re_verb_keeps_its_argument_pp(text, draft):
    assert _drafts(text, "re_verbs") == {draft}


def test_other_re_verb_drops_its_pp():
    # "in 1990" is an adjunct and "build" no combining verb: the draft stays as it was
    assert _drafts("The town was rebuilt in 1990.", "re_verbs") == {
        "The town had been built before."
    }


def test_regain_an_amount_has_no_draft():
    assert not _drafts("All your units regain two extra hitpoints per turn.", "re_verbs")


def test_regain_without_amount_keeps_its_draft():
    assert _drafts("The rebels regained the city in 1990.", "re_verbs")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The EU project is beginning to resemble a super state.",
            "The EU project did not previously resemble a super state.",
        ),
        ("Prices are beginning to be high.", "Prices were not previously high."),
    ],
)
def test_present_progressive_inceptive_of_a_state(text, draft):
    assert _drafts(text, "aspectual_verbs") == {draft}


def test_present_progressive_inceptive_of_an_activity_unchanged():
    assert _drafts("The sky is beginning to get dark.", "aspectual_verbs") == {
        "The sky was not getting dark before."
    }


def test_list_comma_kept_in_draft():
    drafts = _drafts(
        "Portuguese explorers, missionaries and slavers began to arrive.", "aspectual_verbs"
    )
    assert drafts == {
        "Portuguese explorers, missionaries and slavers had not been arriving before."
    }


def test_premise_not_cut_after_a_coordinator():
    text = (
        "Pasquale Paoli managed to kick out the Genoese and from 1755 to 1769 Corsica "
        "was an independent republic."
    )
    premises = _premises(text, "implicative_predicates")
    assert premises
    assert not any(p.rstrip(".?").endswith((" and", " and, it's okay")) for p in premises)
    assert "Pasquale Paoli might have managed to kick out the Genoese." in premises


def test_reunion_with_people_has_no_draft():
    # reunite.v.01 "have a reunion": restitutive, "*Su had united with his wife before"
    assert not _drafts("Su later reunited with his wife and son in Canada.", "re_verbs")


def test_parenthetical_comma_before_and_not_kept():
    drafts = _drafts(
        "Yet Maria Lopez, and much of the local opposition, is beginning to admit that the reform might be real.",
        "aspectual_verbs",
    )
    assert drafts
    assert not any(d.startswith("Kim, and") for d in drafts)
