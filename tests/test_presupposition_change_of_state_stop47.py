"""Change of state, aspectual, re- verbs and temporal "while" (stop 47, pr52).

- Contrastive "while" = "whereas" (Quirk et al. 1985 §15.50) is no temporal trigger: a clause
  with "respectively" (Gawron & Kehler 2004), a stative verb in a generic present after a
  simple-present main clause, and a reporting verb left without its complement by the parse
  ("while scholars accepted at least N drowned"), whose draft would drop the report.
- "appear" with a noun phrase after it is the copular "seem"; "remain" with a class in the
  simple present ("remains within the genus") is classificatory (Michaelis 1993): no candidate.
- A perfect infinitive of a record ("one of three people to have won more than one X") is an
  experiential perfect, not a transition (McCawley 1971; Comrie 1976 §3.1.2): no candidate.
- "rise to prominence" drafts the standing, "fell in 1204" of a stronghold (be captured) gets
  no height draft; "won the X Prize for Y" keeps the PPs that say which prize.
- A re- gerund under a present verb follows that verb's tense, not the narrative past perfect.

Constructed sentences through the real pipeline; each class has its good counterpart."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _triggers(text: str, subtype: str) -> list[str]:
    """The trigger lemmas of the candidates of ``subtype`` for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger_lemma for c in result.candidates if c.subtype == subtype]


# -- contrastive "while" --------------------------------------------------------------------


def test_stative_present_while_clause_is_contrastive() -> None:
    text = "Hunger is mostly shown by gestures while the painted masks represent particular characters."
    assert _triggers(text, "temporal_adverbs") == []


def test_report_verb_without_its_complement_is_no_trigger() -> None:
    text = (
        "The count gave 1,200 losses, while scholars accepted at least 3,000 drowned, "
        "making it the worst storm on record."
    )
    assert _triggers(text, "temporal_adverbs") == []
    assert _drafts(text, "temporal_adverbs") == set()


def test_activity_while_clause_stays_temporal() -> None:
    assert _drafts("He reads while she cooks.", "temporal_adverbs") == {"She cooks."}
    assert _drafts("He works while she is at school.", "temporal_adverbs") == {"She is at school."}
    assert _drafts("While she cooked, he read the paper.", "temporal_adverbs") == {"She cooked."}


# -- appear = seem, classificatory remain ----------------------------------------------------


def test_appear_with_a_noun_phrase_is_seem() -> None:
    text = "The resulting scene may appear a tangle of bright colours and shapes, but it is calm."
    assert _triggers(text, "change_of_state") == []


def test_appear_at_a_place_stays() -> None:
    assert _drafts("A stranger appeared at the door.", "change_of_state") == {
        "A stranger was not at the door before."
    }


def test_classificatory_remain_is_no_trigger() -> None:
    text = "Poems that rhyme but are not sung remain within the category of lyric verse."
    assert _triggers(text, "change_of_state") == []
    assert _triggers("The island remains a member of the commonwealth.", "change_of_state") == []


def test_remain_through_time_stays() -> None:
    assert _drafts("The soldiers remained in the fort.", "change_of_state") == {
        "The soldiers were in the fort before."
    }
    assert _drafts(
        "The island remained a member of the commonwealth until 1960.", "change_of_state"
    ) == {"The island was a member of the commonwealth before."}


# -- record-holder infinitives -----------------------------------------------------------------


def test_perfect_infinitive_of_a_record_is_no_trigger() -> None:
    text = "She is one of three athletes to have won more than one Olympic title."
    assert _triggers(text, "change_of_state") == []


# -- sense of rise / fall ----------------------------------------------------------------------


def test_rise_to_a_standing_drafts_the_standing() -> None:
    assert _drafts(
        "The senator rose to national prominence after the trial.", "change_of_state"
    ) == {"The senator did not have national prominence before."}


def test_captured_stronghold_gets_no_height_draft() -> None:
    assert (
        _drafts("The fortress fell in 1204, during the siege of the city.", "change_of_state")
        == set()
    )
    assert (
        _drafts("It fell in 1453, during the long war with the sultan.", "change_of_state") == set()
    )


def test_physical_fall_and_rise_keep_the_height() -> None:
    assert _drafts("The vase fell off the shelf.", "change_of_state") == {
        "The vase was higher before."
    }
    assert _drafts("The balloon rose into the clouds.", "change_of_state") == {
        "The balloon was lower before."
    }


# -- which prize was won -----------------------------------------------------------------------


def test_prize_keeps_its_category_and_work() -> None:
    assert _drafts(
        "He won the Booker Prize for Fiction for his third novel.", "change_of_state"
    ) == {"He had not won the Booker Prize for Fiction for his third novel before."}


def test_bare_prize_is_unchanged() -> None:
    assert _drafts("He won the Pulitzer Prize.", "change_of_state") == {
        "He had not won the Pulitzer Prize before."
    }


# -- tense of re- gerunds ----------------------------------------------------------------------


def test_re_gerund_under_a_generic_present_follows_it() -> None:
    text = "Modern clinics usually require closing or reorganising the old wards."
    assert _drafts(text, "re_verbs") == {"The old wards have been organised before."}


def test_re_verb_in_a_past_clause_keeps_the_past_perfect() -> None:
    assert _drafts("They decided to rebuild the old mill.", "re_verbs") == {
        "The old mill had been built before."
    }
    assert _drafts("They reorganised the archive in 1990.", "re_verbs") == {
        "The archive had been organised before."
    }


def test_prize_won_repeatedly_has_no_single_prior_state() -> None:
    assert _drafts("She won the Golden Globe for Best Director twice.", "change_of_state") == set()
