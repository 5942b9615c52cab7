"""Thirty-sixth pass (s1201c/d blind reviews): cardinal "many", label numerals, extraposition.

1. Subject "many" on a bare population noun ("many people/women/individuals", adjectives
   allowed) is cardinal (Partee 1989): "not all people ..." is trivially true, no default pair;
   a restrictor (prepositional phrase, relative clause, partitive) or a group noun keeps it.
2. A numeral right after a capitalized identifier noun ("Issue 2") names a member of a series.
3. An extraposed "that" clause the parser hung on an interpolated "and X thinks ADJ" conjunct
   still marks the adjective as evaluating the clause: no "It isn't ..." with an empty "it".
4. A clause under an epistemic adverb ("perhaps", "maybe") is under a modal.

Constructed sentences through the real pipeline (``run_texts``).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and kept(p) and p.premise_kind == "original"
    }


# -- 1. cardinal "many" over a population --------------------------------------------------------


def test_many_people_subject_gives_no_pair():
    assert _hypotheses("Many people lost their homes in the flood.", "quantifiers") == set()


def test_many_women_subject_gives_no_pair():
    assert _hypotheses("Many women have worn this coat since the war.", "quantifiers") == set()


def test_many_with_adjective_on_population_noun_gives_no_pair():
    text = "Many famous individuals have recovered from the disease."
    assert _hypotheses(text, "quantifiers") == set()


def test_embedded_many_people_gives_no_pair():
    text = "The report showed that many people waited for hours at the border."
    assert _hypotheses(text, "quantifiers") == set()


def test_restricted_population_noun_keeps_its_pair():
    # control: a prepositional restrictor gives the domain of the proportional reading
    assert _hypotheses("Many women in the village have worn this coat.", "quantifiers") == {
        "Not all women in the village have worn this coat."
    }


def test_group_noun_keeps_its_pair():
    # control: an occupational noun brings a community the discourse is about
    assert _hypotheses("Many linguists find this theory doubtful.", "quantifiers") == {
        "Not all linguists find this theory doubtful."
    }


def test_partitive_people_keeps_its_pair():
    assert _hypotheses("Many of the women at the meeting stayed late.", "quantifiers") == {
        "Not all of the women at the meeting stayed late."
    }


# -- 2. identifier numerals ----------------------------------------------------------------------


def test_numeral_after_identifier_noun_gives_no_pair():
    text = "The film earned Issue 2 honors, though the topic puzzled the critics."
    assert _hypotheses(text, "numerals") == set()


def test_lowercase_count_keeps_its_pair():
    assert _hypotheses("The class read two chapters.", "numerals") == {
        "The class didn't read more than two chapters."
    }


# -- 3. extraposed clause after an interpolated judgement ----------------------------------------


def test_extraposed_clause_after_interpolation_gives_no_pair():
    text = "It is interesting, and Sam thinks meaningful, that your parents ask these questions."
    assert _hypotheses(text, "gradable_adjectives") == set()


# -- 4. epistemic adverbs ------------------------------------------------------------------------


def test_perhaps_puts_the_quantifier_under_a_modal():
    text = "Perhaps many of the students find it hard to accept the news."
    assert _hypotheses(text, "quantifiers") == set()


def test_without_perhaps_the_pair_stays():
    text = "Many of the students find it hard to accept the news."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the students find it hard to accept the news."
    }


def test_adverb_on_an_earlier_conjunct_leaves_the_second_asserted():
    text = "He was probably born in Spain, but some sources say he was born in Lima."
    assert _hypotheses(text, "quantifiers") == {"Not all sources say he was born in Lima."}
