"""Stop 103, im08 (implicature): "many" and "or" that are not scalar, numerals as thresholds.

1. "many" on a bare plural kind noun in a characterizing present clause, no frame, no anchor
   and no mention in the context: no candidate (``domain_uses.undomained_kind_many``); im07's
   episodic scene rule now also reads "many" (``domain_uses._bare_subject``);
2. "or" between mutually exclusive disjuncts (WordNet antonyms, converse event nouns): no
   ⟨or, and⟩ candidate (``domain_uses.exclusive_disjuncts``);
3. numerals in an "at least" threshold frame ("the first woman to win three gold medals", "one
   of only four players to score two goals"): no upper-bound pair (already refused on int103;
   these tests keep it so).

Constructed sentences through the real pipeline (``run_texts``); each class has a near miss that
keeps its pair. Sources are cited at the rules.
"""

from __future__ import annotations

from tests.test_implicature_im07 import _original, _original_after

# -- 1. "many N" over an unrestricted kind -------------------------------------------------------


def test_kind_many_in_characterizing_clause_gives_no_pair():
    assert _original("Many websites publish recipes.", "quantifiers") == []


def test_kind_many_without_object_modifier_gives_no_pair():
    assert _original("Many cars use diesel.", "quantifiers") == []


def test_partitive_many_keeps_its_pair():
    assert _original("Many of the students passed.", "quantifiers") == [
        "Not all of the students passed."
    ]


def test_restricted_many_keeps_its_pair():
    assert _original("Many websites that sell books publish recipes.", "quantifiers") == [
        "Not all websites that sell books publish recipes."
    ]


def test_framed_many_keeps_its_pair():
    assert _original("In Japan, many websites publish recipes.", "quantifiers") == [
        "In Japan, not all websites publish recipes."
    ]


def test_kind_many_mentioned_in_context_keeps_its_pair():
    assert _original_after(
        "The directory lists four hundred websites.",
        "Many websites publish recipes.",
        "quantifiers",
    ) == ["Not all websites publish recipes."]


def test_many_people_keeps_its_pair():
    assert _original("Many users report crashes.", "quantifiers") == [
        "Not all users report crashes."
    ]


def test_episodic_scene_many_gives_no_pair():
    assert _original("Many herons were standing in the shallows.", "quantifiers") == []


def test_episodic_many_with_object_keeps_its_pair():
    assert _original("Many herons caught fish.", "quantifiers") == ["Not all herons caught fish."]


# -- 2. "or" between mutually exclusive disjuncts -------------------------------------------------


def test_converse_event_nouns_give_no_or_pair():
    text = "The reaction involves either the release or the absorption of energy."
    assert _original(text, "connectives") == []


def test_antonym_nouns_give_no_or_pair():
    assert _original("The firm reported either a gain or a loss each year.", "connectives") == []


def test_antonym_verbs_give_no_or_pair():
    assert _original("He will either win or lose the match.", "connectives") == []


def test_compatible_disjuncts_keep_their_or_pair():
    assert _original("They serve either tea or coffee with breakfast.", "connectives") == [
        "They don't serve both tea and coffee with breakfast."
    ]


def test_plural_antonym_disjuncts_keep_their_or_pair():
    assert _original("The firm reported either gains or losses.", "connectives") == [
        "The firm didn't report both gains and losses."
    ]


# -- 3. numerals as thresholds --------------------------------------------------------------------


def test_first_to_win_numeral_gives_no_pair():
    assert _original("She was the first woman to win three gold medals.", "numerals") == []


def test_one_of_only_numeral_gives_no_pair():
    text = "He is one of only four players to score two goals in a final."
    assert _original(text, "numerals") == []


def test_plain_numeral_keeps_its_pair():
    assert _original("She won three gold medals.", "numerals") == [
        "She didn't win more than three gold medals."
    ]


def test_modified_kind_many_keeps_its_pair():
    assert _original("Many modern websites publish recipes.", "quantifiers") == [
        "Not all modern websites publish recipes."
    ]
