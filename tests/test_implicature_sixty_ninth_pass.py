"""Sixty-ninth pass (docs/implicature.md, "Sixty-ninth pass (stop 64, im62: ...)").

Blind review s1202q: an English sentence that switches to German word by word, cardinal "many"
with a verb of existence, a preverbal "recently" left before the added negation or modal, and
"Who knows," kept in the hypothesis. Constructed sentences through the real pipeline; each rule
has a twin that keeps its pair."""

from __future__ import annotations

from pipeline import source_noise
from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _pairs(text: str, subtype: str, **kw) -> list:
    return [p for p in mined_pairs(text, "implicature", **kw) if p.subtype == subtype]


# 1. a source that switches language word by word


def test_word_by_word_switch_to_german_is_foreign() -> None:
    assert source_noise.code_switched("Some of the workers want to bauen big nette houses.")
    assert "foreign" in source_noise.reasons("Most of my friends bauen very nette boats.")


def test_a_borrowed_phrase_is_no_switch() -> None:
    assert not source_noise.code_switched("Most of the guests had a certain joie de vivre.")
    assert not source_noise.code_switched("Most of the workers like to build little houses.")


def test_a_switched_source_gives_no_well_formed_pair() -> None:
    pairs = _pairs(
        "Most of my friends are used to bauen little nette boats.",
        "quantifiers",
        assess_sources=True,
    )
    assert pairs and not any(p.well_formed for p in pairs)


def test_an_english_source_keeps_well_formed_pairs() -> None:
    pairs = _pairs(
        "Most of my friends are used to building little wooden boats.",
        "quantifiers",
        assess_sources=True,
    )
    assert any(p.well_formed for p in pairs)


# 2. cardinal "many" with a verb of existence or presentation


def test_many_with_lurk_gives_no_pair() -> None:
    assert _pairs("Many wolves lurk in the forest north of the farm.", "quantifiers") == []


def test_many_with_await_gives_no_pair() -> None:
    assert _pairs("Many rewards await the brave hunters.", "quantifiers") == []


def test_many_with_copular_remain_keeps_its_pair() -> None:
    assert _hypotheses("Many farmers remain loyal to the duke.", "quantifiers") == {
        "Not all farmers remain loyal to the duke."
    }


def test_partitive_many_with_remain_keeps_its_pair() -> None:
    assert _hypotheses("Many of the wolves remain in the forest.", "quantifiers") == {
        "Not all of the wolves remain in the forest."
    }


# 3. a preverbal time adverb and the added negation or modal


def _by_kind(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {p.premise_kind: (p.premise, p.hypothesis) for p in _pairs(text, subtype)}


def test_preverbal_recently_is_dropped_from_negation_and_modal() -> None:
    pairs = _by_kind("The miller recently sold three sacks of flour.", "numerals")
    assert pairs["original"][1] == "The miller didn't sell more than three sacks of flour."
    assert pairs["modal"][0] == "The miller might have sold three sacks of flour."


def test_final_recently_stays_in_place() -> None:
    assert _hypotheses("The miller sold three sacks of flour recently.", "numerals") == {
        "The miller didn't sell more than three sacks of flour recently."
    }


def test_fronted_recently_stays_in_place() -> None:
    assert _hypotheses("Recently, the miller sold three sacks of flour.", "numerals") == {
        "Recently, the miller didn't sell more than three sacks of flour."
    }


# 4. an initial "Who knows," is no part of the proposition


def test_who_knows_is_not_kept_in_the_hypothesis() -> None:
    hyps = _hypotheses("Who knows, most of the sailors went ashore.", "quantifiers")
    assert not any("knows" in h.lower() for h in hyps)


# 4. a directive after "so", a contrast clause after the trigger's clause


def test_so_plus_imperative_is_cut_from_hypothesis_and_embeddings() -> None:
    pairs = _by_kind("The wolves hunt in most valleys, so stay on the road.", "quantifiers")
    assert pairs["original"][1] == "The wolves don't hunt in all valleys."
    assert pairs["modal"][0] == "The wolves might hunt in most valleys."


def test_so_plus_declarative_keeps_no_directive_cut() -> None:
    # a result clause with a subject is an assertion, left to the earlier passes
    pairs = _by_kind("Most of the ferries stopped, so we walked home.", "quantifiers")
    assert pairs["original"][1] == "Not all of the ferries stopped."


def test_contrastive_when_with_only_is_dropped_from_the_hypothesis() -> None:
    pairs = _by_kind("The baker baked four cakes when the mayor only ordered two.", "numerals")
    assert pairs["original"][1] == "The baker didn't bake more than four cakes."
    assert pairs["modal"][0] == "The baker might have baked four cakes."


def test_temporal_when_clause_stays() -> None:
    assert _hypotheses("The baker baked four cakes when the mayor arrived.", "numerals") == {
        "The baker didn't bake more than four cakes when the mayor arrived."
    }
