"""Stop 59 mends (md1; docs/presupposition.md): findings 1, 3, 6, 10, 12 and 15 of the rt1
read-through of pr95-pr97. Each mend has the sentence the finding names and a twin the
original rule was written for, which must keep its output. Real sentences through the real
run path (the real spaCy model).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _draft_labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.hypothesis: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


# -- 1. community lore needs a people's name, not a sentence-initial capital or a surname ------


@pytest.mark.parametrize(
    ("text", "draft", "label"),
    [
        ("Scientists know that smoking causes cancer.", "Smoking causes cancer.", "entailment"),
        ("Doctors know that the drug works.", "The drug works.", "entailment"),
        ("Adams knows that the vote was rigged.", "The vote was rigged.", "entailment"),
        ("Peters knows that she lied.", "She lied.", "entailment"),
        # twins: a people's name keeps the lore reading, also sentence-initially
        (
            "When there is an eclipse, Mongolians know that it means that Raah devours the Moon.",
            "It means that Raah devours the Moon.",
            "neutral",
        ),
        (
            "Mongolians know that an eclipse means that Raah devours the Moon.",
            "An eclipse means that Raah devours the Moon.",
            "neutral",
        ),
    ],
)
def test_community_lore_subject(text, draft, label):
    assert _draft_labels(text, "clause_embedding_predicates").get(draft) == label


# -- 3. "both ends" is distributed by the plurality of the whole, not of the thing placed -------


@pytest.mark.parametrize(
    "text",
    [
        "There is a hallway with doors on both ends.",
        "There is one hallway with doors on both ends.",
    ],
)
def test_singular_whole_keeps_both_draft(text):
    # stop 78 pr162: the whole the "with"-phrase modifies is named (``_with_modified_whole``)
    assert _drafts(text, "numeric_determiners") == {"The hallway has two ends."}


@pytest.mark.parametrize(
    "text",
    [
        "In a lot of places, there's little hallways connecting the subways with the sewers, "
        "with heavy metal doors on both ends.",
        "There are many hallways with doors on both ends.",
        "Several hallways had doors on both ends.",
    ],
)
def test_plural_whole_still_has_no_draft(text):
    assert presupposition_triggers(text, "numeric_determiners")
    assert not _drafts(text, "numeric_determiners")


# -- 6. the verb "like" is no likeness ------------------------------------------------------------


def test_verb_like_keeps_only():
    text = "I like this town, only in the summer."
    assert presupposition_triggers(text, "only")
    assert _drafts(text, "only") == {"I like this town, in the summer."}


@pytest.mark.parametrize(
    "text",
    ["It's like strawberry jam, only without sugar.", "It looks a bit like a wolf, only bigger."],
)
def test_likeness_only_still_no_trigger(text):
    assert not presupposition_triggers(text, "only")


# -- 10. a present inceptive of a stative: the simple past, whatever the complement contains ----


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The project is beginning to resemble a state that has no borders.",
            "The project did not previously resemble a state that has no borders.",
        ),
        (
            "The project is beginning to resemble a super state.",
            "The project did not previously resemble a super state.",
        ),
        # "starting to study more spells ..." lost its draft at stop 92 (pr204): "more" without a
        # "than"-phrase takes the prior state as its standard, so "were not previously studying
        # more spells" compares that time with itself (H&P 2002 ch. 13 §1.3; Kennedy & Levin
        # 2008); the blind review judged the draft rejected
        # (``test_presupposition_stop92_pr204.py``)
        ("She began publishing it in May 2011.", "She had not been publishing it before May 2011."),
    ],
)
def test_inceptive_prior_state(text, draft):
    assert _drafts(text, "aspectual_verbs") == {draft}


# -- 12. "be" + to-infinitive, deontic or specificational: no implicative draft ------------------


@pytest.mark.parametrize(
    "text",
    ["The aim was to avoid the storm.", "You are to avoid engaging any pirates you meet."],
)
def test_be_to_infinitive_is_no_implicative(text):
    assert not presupposition_triggers(text, "implicative_predicates")


def test_plain_implicative_keeps_draft():
    assert "You were expected to engage the pirates." in _drafts(
        "You avoided engaging the pirates.", "implicative_predicates"
    )


# -- 15. an unspaced dash read as punctuation joins no compound -----------------------------------


def test_too_before_dash_is_dropped():
    text = "She knew that John was coming too-and so was Mary."
    assert _drafts(text, "clause_embedding_predicates") == {"John was coming."}


def test_hyphenated_compound_kept():
    text = "She knew that they were all-too-human monsters."
    assert _drafts(text, "clause_embedding_predicates") == {"They were all-too-human monsters."}
