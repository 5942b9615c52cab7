"""Stop 51 (branch cj43, s1130o/p conjunct spans and the residue of removal; ConjNLI §3).

1. A later conjunct that opens like a higher noun phrase ("the first player to have won the cup
   and the first Welsh captain") is parallel to that phrase, not to the object inside its
   postmodifier (``_repeated_opening``): no "the first player to have won the first Welsh
   captain".
2. A "which" relative after a person and a thing ("their neighbours and the valley in which
   they farmed") can only modify the thing: the clause goes with the last conjunct
   (``_relative_fits_last_only``), never "their neighbours in which they farmed".
3. "over and above" is a complex preposition, no coordination (``conjunction_fixed_phrases``).
4. A main-clause question gives question/question pairs, which no NLI label fits: no pair
   (``_direct_question``); an embedded question ("asked whether A or B") is a statement and
   keeps its pairs.
5. A "there-" pronominal adverb ("therein lies its appeal") after a removed clause has nothing
   to point at: no ``conjunct_added`` pair with it as the premise (``dangling_premise``).
6. The comma inside a closing quote before a removed clause goes: 'called "Autumn."', not
   'called "Autumn,".' (``_final_comma_in_quote``).

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
264588e, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept, pairs_from

CAPTAIN = "He was the first player to have won the cup and the first Welsh captain."
CITY = "It was the largest city in the region and the largest port."
VALLEY = "The settlers trusted their neighbours and the valley in which they farmed."
PARENTS = "She thanked the teachers and the parents who signed the letter."
OVER = "The new tax is a burden over and above the fees that owners already pay."
QUESTION = "Do you want to buy apples and pears at the market?"
ASKED = "She asked whether the shop sells apples or pears."
THEREIN = "The old inn is far from the main road, but therein lies its appeal."
PLAIN = "The old inn is far from the main road, but its food is excellent."
QUOTE = 'We often read the poem called "Autumn," and we found that reading it aloud is a pleasure.'

TEXTS = [CAPTAIN, CITY, VALLEY, PARENTS, OVER, QUESTION, ASKED, THEREIN, PLAIN, QUOTE]


@pytest.fixture(scope="module")
def result():
    return run_texts(TEXTS, ["conjunction"])


@pytest.fixture(scope="module")
def pairs(result):
    return result[1].pairs


def test_repeated_opening_marks_the_higher_noun_phrase(pairs):
    rem = pairs_from(pairs, CAPTAIN, "conjunct_removed")
    assert "He was the first Welsh captain." in rem
    assert kept(rem["He was the first Welsh captain."])
    assert "He was the first player to have won the cup." in rem
    assert not any("won the first Welsh captain" in h for h in rem)


def test_first_conjunct_opening_alike_is_unchanged(pairs):
    rem = pairs_from(pairs, CITY, "conjunct_removed")
    assert {"It was the largest port.", "It was the largest city in the region."} <= set(rem)


def test_which_relative_stays_with_the_thing(pairs):
    rem = pairs_from(pairs, VALLEY, "conjunct_removed")
    add = pairs_from(pairs, VALLEY, "conjunct_added")
    assert "The settlers trusted their neighbours." in rem
    assert not any("neighbours in which" in h for h in rem)
    assert not any("neighbours in which" in p for p in add)
    assert "The settlers trusted the valley in which they farmed." in rem


def test_who_relative_after_two_persons_is_still_shared(pairs):
    rem = pairs_from(pairs, PARENTS, "conjunct_removed")
    assert "She thanked the teachers who signed the letter." in rem


def test_over_and_above_is_no_coordination(result):
    sents, res = result
    sid = next(s.sentence_id for s in sents if s.text == OVER)
    assert not [c for c in res.candidates if c.sentence_id == sid]
    assert not [p for p in res.pairs if p.sentence_id == sid]


def test_direct_question_makes_no_pair(result):
    sents, res = result
    sid = next(s.sentence_id for s in sents if s.text == QUESTION)
    assert [c for c in res.candidates if c.sentence_id == sid]  # still a coordination
    assert not [p for p in res.pairs if p.sentence_id == sid]


def test_embedded_question_keeps_its_pairs(pairs):
    assert "She asked whether the shop sells pears." in pairs_from(pairs, ASKED, "conjunct_removed")


def test_therein_premise_is_not_made(pairs):
    assert "Therein lies its appeal." not in pairs_from(pairs, THEREIN, "conjunct_added")
    assert "The old inn is far from the main road." in pairs_from(pairs, THEREIN, "conjunct_added")
    assert "Its food is excellent." in pairs_from(pairs, PLAIN, "conjunct_added")


def test_comma_inside_final_quote_goes(pairs):
    rem = pairs_from(pairs, QUOTE, "conjunct_removed")
    assert 'We often read the poem called "Autumn."' in rem
    assert not any(h.endswith(',".') for h in rem)
