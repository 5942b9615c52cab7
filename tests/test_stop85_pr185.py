"""Stop 85, pr185: "only" whose focus is a number or amount has no prejacent draft (Coppock &
Beaver 2014: with a scalar focus the prejacent's lower bound is presupposed, the bare numeral
without "only" is read exactly and states the at-issue claim; Kennedy 2015). Constructed
sentences; the neighbours without an amount focus keep their drafts."""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts


def _drafts(text: str) -> set[str]:
    return original_presupposition_drafts(text, "only")


def test_preverbal_only_with_a_price_object_has_no_draft() -> None:
    assert _drafts("The ticket only costs twelve dollars.") == set()


def test_only_on_a_cardinal_in_a_prepositional_phrase_has_no_draft() -> None:
    assert _drafts("She sold the painting for only 300 euros.") == set()


def test_only_on_a_cardinal_object_has_no_draft() -> None:
    assert _drafts("The cabin has only one small window.") == set()


def test_only_on_a_few_has_no_draft() -> None:
    assert _drafts("The storm lasted only a few hours.") == set()


def test_only_on_a_noun_subject_keeps_its_draft() -> None:
    assert _drafts("Only the manager can open the safe.") == {"The manager can open the safe."}


def test_preverbal_only_without_an_amount_keeps_its_draft() -> None:
    assert _drafts("The guard only checks the passports.") == {"The guard checks the passports."}


# -- time clauses whose draft had a word with no referent in it --------------------------------


def _temporal(text: str) -> set[str]:
    return original_presupposition_drafts(text, "temporal_adverbs")


def test_time_clause_pronoun_named_past_a_main_pronoun_of_other_gender() -> None:
    # "she" is no antecedent of "it": the agreeing noun of the main clause is
    assert _temporal("She left London a few hours before we entered it.") == {"We entered London."}


def test_time_clause_pronoun_named_past_a_main_subject_pronoun() -> None:
    assert _temporal("He left the farm two days before they sold it.") == {"They sold the farm."}


def test_time_clause_pronoun_with_an_agreeing_main_pronoun_stays() -> None:
    # the main clause's own "it" may be its antecedent: nothing to name (unchanged neighbour)
    assert _temporal("He sold it before they painted it.") == {"They painted it."}


def test_independent_possessive_takes_the_main_clause_noun() -> None:
    assert _temporal("She called her mother after he called his.") == {"He called his mother."}


def test_independent_possessive_of_the_first_person() -> None:
    assert _temporal("It caught Anna's attention before it caught mine.") == {
        "It caught my attention."
    }


def test_do_so_time_clause_has_no_draft() -> None:
    assert _temporal("The boat reached the shore before we did so.") == set()
    assert _temporal("He packed his bags before we did so.") == set()


def test_plain_time_clause_is_untouched() -> None:
    assert _temporal("Tom fixed the old car before Mary sold it.") == {"Mary sold the old car."}


# -- change-of-state prior states -------------------------------------------------------------


def _prior(text: str) -> set[str]:
    return original_presupposition_drafts(text, "change_of_state")


def test_come_to_a_zero_article_place_is_in_town() -> None:
    assert _prior("He came to town with his brother.") == {"He was not in town before."}


def test_come_to_town_in_another_clause() -> None:
    assert _prior("Her cousin came to town for the fair.") == {"Her cousin was not in town before."}


def test_come_to_a_place_with_an_article_is_untouched() -> None:
    assert _prior("He came to the town hall.") == {"He was not at the town hall before."}


def test_remain_with_a_measured_duration_has_no_prior_state() -> None:
    assert _prior("The regiment was to remain the whole winter.") == set()
    assert _prior("The guests stayed the whole evening.") == set()


def test_remain_with_a_predicative_time_noun_is_untouched() -> None:
    assert _prior("The house remained the coldest place in the village.") == {
        "The house was the coldest place in the village before."
    }
