"""Sixty-sixth pass (docs/implicature.md, "Sixty-sixth pass (stop 63, im59: ...)").

Blind review s1202n: leftover material inside the negated hypothesis (a predicate conjunct the
parse hung on a noun, a manner adverb, a second bare predicative adjective), non-scalar uses
(progressive "getting ADJ", intensifying "all", "may wish"), a negation placed inside a noun
phrase the parse broke up, a quantified subject over a disjunctive predicate list cut to its
first member, and "might" before a medial frequency adverb. Constructed sentences through the
real pipeline; each refusal or cut has a twin that keeps its pair."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _premises(text: str, subtype: str) -> dict[str, str]:
    return {p.premise_kind: p.premise for p in _pairs(text, subtype)}


# 1. leftover material inside the negated hypothesis


def test_predicate_conjunct_hung_on_a_noun_is_cut() -> None:
    text = "The golem is immune to most spells and throws both rocks and logs at intruders."
    pairs = _pairs(text, "quantifiers")
    assert {p.hypothesis for p in pairs} == {"The golem isn't immune to all spells."}
    embedded = {p.premise_kind: p.premise for p in pairs if p.premise_kind != "original"}
    assert embedded.get("interrogative") == "Is the golem immune to most spells?"
    assert not any("throws" in s for s in embedded.values())


def test_quantified_subject_keeps_the_predicate_coordination() -> None:
    text = "Most golems are immune to spells and throw both rocks and logs."
    assert _hypotheses(text, "quantifiers") == {
        "Not all golems are immune to spells and throw both rocks and logs."
    }


def test_manner_adverb_left_out_of_the_hypothesis_only() -> None:
    text = "The wand is randomly charged with either frost or lightning."
    assert _hypotheses(text, "connectives") == {
        "The wand isn't charged with both frost and lightning."
    }
    assert "randomly" in _premises(text, "connectives")["interrogative"]


def test_without_manner_adverb_the_same_hypothesis() -> None:
    assert _hypotheses("The wand is charged with either frost or lightning.", "connectives") == {
        "The wand isn't charged with both frost and lightning."
    }


def test_stacked_predicative_adjectives_get_no_pair() -> None:
    text = "They are small and a little fragile, and are gifted in most arts."
    assert _pairs(text, "gradable_adjectives") == []
    assert _hypotheses(text, "quantifiers") == {"They aren't gifted in all arts."}


def test_coordinated_predicative_adjectives_keep_their_pair() -> None:
    assert _hypotheses("The pups are small and a little fragile.", "gradable_adjectives") == {
        "The pups aren't tiny."
    }


# 2. non-scalar uses


def test_progressive_inchoative_adjective_gets_no_pair() -> None:
    assert _pairs('"Wait, the story was just getting good!"', "gradable_adjectives") == []
    assert _pairs("The sky was just getting dark.", "gradable_adjectives") == []


def test_plain_predicative_adjective_keeps_its_pair() -> None:
    assert _hypotheses("The story was good.", "gradable_adjectives") == {
        "The story wasn't excellent."
    }


def test_progressive_without_just_keeps_its_pair() -> None:
    assert _hypotheses("The guards are getting tired.", "gradable_adjectives") == {
        "The guards aren't getting exhausted."
    }


def test_manner_adverb_stays_under_not_all() -> None:
    assert _hypotheses("Some of the hours passed quickly.", "quantifiers") == {
        "Not all of the hours passed quickly."
    }


def test_intensifying_all_gets_no_pair() -> None:
    assert _pairs("She suddenly felt all small and helpless.", "gradable_adjectives") == []


def test_adjective_without_all_keeps_its_pair() -> None:
    assert _hypotheses("The cellar is small and damp.", "gradable_adjectives") == {
        "The cellar isn't tiny."
    }


def test_may_wish_gets_no_pair() -> None:
    assert _pairs("Merchants may wish they had stayed home!", "modals") == []


def test_may_of_permission_keeps_its_pair() -> None:
    assert _hypotheses("Merchants may sell their goods in the square.", "modals") == {
        "Merchants do not have to sell their goods in the square."
    }


# 3. no negation inside a noun phrase


def test_noun_phrase_read_as_clause_gets_no_pair() -> None:
    pairs = mined_pairs("Its thick, knobbly hide heals rapidly from most cuts.", "implicature")
    assert not any("don't" in p.hypothesis or "doesn't" in p.hypothesis for p in pairs)
    assert pairs == []


def test_whole_noun_phrase_subject_keeps_its_pair() -> None:
    assert _hypotheses("Its hide heals from most cuts.", "quantifiers") == {
        "Its hide doesn't heal from all cuts."
    }


# 4. a disjunctive predicate list stays whole


def test_disjunctive_predicate_list_kept_whole() -> None:
    text = "Most gates are bolted, barred, or otherwise sealed."
    assert _hypotheses(text, "quantifiers") == {
        "Not all gates are bolted, barred, or otherwise sealed."
    }
    assert _premises(text, "quantifiers")["interrogative"] == (
        "Are most gates bolted, barred, or otherwise sealed?"
    )


def test_participial_supplement_with_or_is_still_cut() -> None:
    assert _hypotheses("Most soldiers fled, leaving or burying their weapons.", "quantifiers") == {
        "Not all soldiers fled."
    }


# 5. no "might" before a medial frequency adverb


def test_medial_frequency_adverb_takes_the_sentential_modal() -> None:
    text = "The swamp usually hides most of its dead under the reeds."
    assert _premises(text, "quantifiers")["modal"] == (
        "It's possible that the swamp usually hides most of its dead under the reeds."
    )


def test_without_frequency_adverb_the_modal_stays_in_the_clause() -> None:
    text = "The swamp hides most of its dead under the reeds."
    assert _premises(text, "quantifiers")["modal"] == (
        "The swamp might hide most of its dead under the reeds."
    )


def test_modal_conjunct_under_a_shared_quantified_subject_gets_no_pair() -> None:
    text = "Some old swords are always cursed and may burn their owners."
    assert _pairs(text, "quantifiers") == []


def test_plain_conjunct_under_a_shared_quantified_subject_keeps_its_pair() -> None:
    text = "Some old swords are always cursed and burn their owners."
    assert _hypotheses(text, "quantifiers") == {
        "Not all old swords are always cursed and burn their owners."
    }
