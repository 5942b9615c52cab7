"""Sixty-eighth pass (docs/implicature.md, "Sixty-eighth pass (stop 64, im61: ...)").

Blind review s1202p: an embedding wrapped around a participle small clause or an inverted
existential, a list of like noun phrases cut as an appositive, a "with" phrase left behind by a
cut appositive, "or" spelling out a formula's substitution group, and "try to avoid" read as a
failed attempt. Constructed sentences through the real pipeline; each refusal or cut has a twin
that keeps its pair."""

from __future__ import annotations

from pipeline.phenomena.implicature import site_substitution
from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


# 1. the syntax around the trigger: small clause, inverted existential


def test_most_in_a_participle_small_clause_gives_no_pair() -> None:
    text = "In summer the herders leave the tents and most of the pens exposed to the rain."
    assert _pairs(text, "quantifiers") == []


def test_most_with_a_finite_past_keeps_its_pair() -> None:
    assert _hypotheses("In the spring most of the meadows flooded.", "quantifiers") == {
        "In the spring not all of the meadows flooded."
    }


def test_many_as_a_fronted_existential_pivot_gives_no_pair() -> None:
    assert _pairs("Many wonders there are in the old city.", "quantifiers") == []


def test_many_with_a_relative_after_a_fronted_pivot_gives_no_pair() -> None:
    text = "Many dark secrets there are that no sailor will ever repeat."
    assert _pairs(text, "quantifiers") == []


def test_most_after_a_plain_existential_clause_keeps_its_pair() -> None:
    text = "There are many wonders in the old city, and most of the visitors see them."
    assert _hypotheses(text, "quantifiers") == {"Not all of the visitors see them."}


# 3. pruning debris: a list cut as an appositive, a "with" phrase after a cut appositive


def test_a_comma_list_of_like_noun_phrases_stays_whole() -> None:
    text = (
        "Some tribes believe that the world began with a shout, a drum, a flame, a river of light."
    )
    assert _hypotheses(text, "quantifiers") == {
        "Not all tribes believe that the world began with a shout, a drum, a flame, a river of "
        "light."
    }


def test_a_with_phrase_after_an_appositive_on_a_name_goes_with_it() -> None:
    text = (
        "The old chest held some of the letters of Ada Lovelace, mathematician and writer, "
        "with a wit that cut through any pretence."
    )
    assert _hypotheses(text, "quantifiers") == {
        "The old chest didn't hold all of the letters of Ada Lovelace."
    }


# 4. "or" spelling out a formula's substitution group


def test_or_beside_a_substitution_group_is_no_candidate() -> None:
    text = "Beryl is a silicate of either beryllium or aluminium, (Be,Al)3Si6O18, used as a gem."
    assert _pairs(text, "connectives") == []


def test_or_in_an_ordinary_sentence_keeps_its_pair() -> None:
    assert _hypotheses("The soup contained either carrots or potatoes.", "connectives") == {
        "The soup didn't contain both carrots and potatoes."
    }


def test_site_substitution_needs_element_symbols() -> None:
    assert site_substitution("Al2SiO4(F,OH)2")
    assert not site_substitution("the options (A,Z) and (Q,X)")


# 5. "try to avoid"


def test_tried_to_avoid_gives_no_pair() -> None:
    assert _pairs("The baker tried to avoid looking at the burnt loaves.", "gradable_verbs") == []


def test_tried_to_refrain_gives_no_pair() -> None:
    text = "The old sailor tried to refrain from cursing at the cook."
    assert _pairs(text, "gradable_verbs") == []


def test_tried_to_open_keeps_its_pair() -> None:
    assert _hypotheses("The baker tried to open the burnt oven.", "gradable_verbs") == {
        "The baker didn't manage to open the burnt oven."
    }


# 2. "not all" over a coordination of phrases


def test_some_in_a_later_conjunct_of_agent_phrases_gives_no_pair() -> None:
    text = "The cook had been inspired by old recipes and perhaps by some of the local farmers."
    assert _pairs(text, "quantifiers") == []


def test_some_in_a_second_by_phrase_after_and_gives_no_pair() -> None:
    text = "The song was shaped by the war and possibly by some of the poems she read."
    assert _pairs(text, "quantifiers") == []


def test_some_in_a_single_agent_phrase_keeps_its_pair() -> None:
    assert _hypotheses(
        "The cook had been inspired by some of the local farmers.", "quantifiers"
    ) == {"The cook hadn't been inspired by all of the local farmers."}


def test_most_in_a_conjoined_predicate_keeps_its_pair() -> None:
    text = "She sold the farm and gave most of the money to her brother."
    assert _hypotheses(text, "quantifiers") == {"She didn't give all of the money to her brother."}


# 5. "may" with a "such" subject


def test_may_with_a_such_subject_gives_no_pair() -> None:
    assert _pairs("Such merchants may carry silver to show their wealth.", "modals") == []


def test_may_with_a_bare_plural_subject_keeps_its_pair() -> None:
    assert _hypotheses("Visitors may park in the east lot.", "modals") == {
        "Visitors do not have to park in the east lot."
    }
