"""Hundred-third pass (stop 60, pr100; docs/presupposition.md): blind review s1202i.

"only" inside a second VP conjunct, discovery semi-factives of the addressee under a question
or modal, "before" after a destructive resultative, and "since ... last". Real sentences
through the real run path; each class has a counterpart that keeps its output.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. "only" in the second VP conjunct: that conjunct is the prejacent --------------------------


def test_only_in_second_vp_conjunct_object():
    text = "You scan this planet's surface and pick up only a single, faint energy source."
    assert _drafts(text, "only") == {"You pick up a single, faint energy source."}


def test_only_in_first_conjunct_keeps_first():
    # "only" on the first verb: the draft is not moved to the second conjunct
    assert _drafts("She only eats bread and drinks water.", "only") == {
        "She eats bread and drinks water."
    }


def test_only_in_innermost_conjunct_of_chain():
    text = "They stockpiled caravans, brought them to the city and finished it in only one turn."
    # stop 76, pr152: the opening "They" has no noun before it; premise and draft share it, so
    # the draft is written again (pr150's _antecedent_outside_sentence withdrawn)
    assert _drafts(text, "only") == {"They finished it in one turn."}
    named = "The players stockpiled caravans, brought them to the city and finished it in only one turn."
    assert _drafts(named, "only") == {"The players finished it in one turn."}


def test_only_in_conjunct_under_shared_modal_gives_no_draft():
    # "You finish it in one turn" would drop the shared "can"
    text = "You can stockpile caravans and finish a wonder in only one turn!"
    assert _drafts(text, "only") == set()


# -- 2. discovery semi-factives of the addressee under a question or modal ---------------------

ZUG = (
    "On a whim, as you're landing on Zug you pull up a geological map of the planet and find "
    "that the geography you dreamt of while drifting in the Ildaria system was surprisingly "
    "close to the real thing."
)


def test_second_person_find_question_and_modal_are_neutral():
    labels = _labels(ZUG, "clause_embedding_predicates")
    assert labels["interrogative"] == "neutral"
    assert labels["modal"] == "neutral"
    assert labels["original"] == "entailment"


def test_third_person_discover_still_projects():
    labels = _labels(
        "The engineers discovered that the reactor was leaking.", "clause_embedding_predicates"
    )
    assert labels["interrogative"] == "entailment"


# -- 3. "before" after a destructive resultative: non-veridical ---------------------------------


def test_ripped_to_shreds_before_gives_no_candidate():
    text = "He was ripped to shreds before he made it to the street."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_plain_before_keeps_its_draft():
    text = "He was greeted warmly before he made it to the street."
    assert _drafts(text, "temporal_adverbs") == {"He made it to the street."}


# -- 4. "since ... last": the draft drops "last" ------------------------------------------------


def test_since_last_draft_says_once():
    text = (
        "Now however, it is years since you last fired a weapon in anger, and you barely "
        "escaped your aides."
    )
    assert _drafts(text, "temporal_adverbs") == {"You once fired a weapon in anger."}


def test_since_without_last_unchanged():
    text = "It has been years since she visited the island."
    assert _drafts(text, "temporal_adverbs") == {"She visited the island."}


# -- 5. complement drafts the parse cut short: no draft ------------------------------------------


def test_split_zero_relative_complement_gives_no_draft():
    text = (
        "As you are approaching Zug, you notice on your radar that the ship Foster warned you "
        "about has been following you: the Oxyrhynchus."
    )
    assert _drafts(text, "clause_embedding_predicates") == set()


def test_mismatched_progressive_conjunct_gives_no_draft():
    text = (
        "Meanwhile, you can't help but notice that Sobari Tele'ek is showing the same thinning "
        "feathers and disheveled appearance that heralded the beginning of the Molt for Iktat Rek."
    )
    assert _drafts(text, "clause_embedding_predicates") == set()


def test_whole_complement_still_drafted():
    text = "She noticed that the ship had been following them for hours."
    assert _drafts(text, "clause_embedding_predicates") == {
        "The ship had been following them for hours."
    }


# -- 6. a characterizing "remain" projects from its embeddings ---------------------------------


def test_generic_remain_projects_under_negation():
    labels = _labels(
        "An irradiated cranberry will remain edible nearly forever.", "change_of_state"
    )
    assert labels["negated"] == "entailment"
    assert labels["interrogative"] == "entailment"


def test_episodic_remain_with_indefinite_stays_neutral():
    labels = _labels("A guard remained at the gate all night.", "change_of_state")
    assert labels["negated"] == "neutral"
