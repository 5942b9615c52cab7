"""Stop 85, pr185: a pre-verbal "only" whose focus is the count of its verb's object builds no
pair under the operators (Coppock & Beaver 2014: only the lower bound projects; Kennedy 2015 on
exact bare numerals), as the cardinal right after "only" already does; time-clause pronouns and
independent possessives; change-of-state prior states. Constructed sentences."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_presupposition_drafts


def _only_pairs(text: str) -> dict[tuple[str, str], str]:
    return {
        (p.premise_kind, p.hypothesis_kind): p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "only"
    }


EMBEDDED = ("modal", "interrogative", "conditional", "negated")


def test_preverbal_only_with_a_price_object_builds_no_embedded_pair() -> None:
    pairs = _only_pairs("The ticket only costs twelve dollars.")
    assert pairs[("original", "presupposition")] == "entailment"
    assert not any((k, "presupposition") in pairs for k in EMBEDDED)


def test_preverbal_only_with_a_count_object_builds_no_embedded_pair() -> None:
    pairs = _only_pairs("The hotel only has 40 rooms.")
    assert pairs[("original", "presupposition")] == "entailment"
    assert not any((k, "presupposition") in pairs for k in EMBEDDED)


def test_preverbal_only_without_an_amount_keeps_its_embedded_pairs() -> None:
    pairs = _only_pairs("The guard only checks the passports.")
    assert pairs[("modal", "presupposition")] == "entailment"


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
