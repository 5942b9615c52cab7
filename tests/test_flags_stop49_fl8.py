"""Flags that must promise a bad pair (stop 49, fl8), on constructed sentences through the real
parser and pipeline:

1. ``source:truncated``: a bare "ask" is complete (intransitive "ask"); a reporting clause after
   a clause of its own reports that clause; an object the parser labelled an apposition is
   content; a final preposition stranded by a bare or "that" relative clause; a "from ... to"
   range after "of"; a clausal aside between a preposition and its object.
2. ``lost_antecedent``: "they" for an organisation's name (notional concord); a removed name
   named again in an additive clause (only a contrast keeps the defect).
3. ``no-subject`` on a "-ly" noun the tagger read as an adverb; ``source:garbled`` on a bound
   prefix written solid before a capitalised base.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import mined_pairs, pair_flags

# class 1: source:truncated


@pytest.mark.parametrize(
    "text",
    [
        "She asked politely, as she came into the kitchen.",
        "The bus slid off the icy road and hit a fence near the river, the police said.",
        "The whole board explained, at great length, a series of mistakes that she had made.",
        "It is not only Spain the novel talks about.",
        "She had the slow accent that her cousins always make fun of.",
        "The tree showed a rise of from less than 2 metres to nearly 6 in ten years.",
        "The essay ends with, though not quite saying so outright, a plea for calm.",
    ],
)
def test_complete_sentences_are_not_truncated(nlp, text) -> None:
    assert "truncated" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "Then her older brother said quietly.",  # "say" with nothing said
        "He said, pointing to a tall boy in the corner.",
        "The red guitar belongs to.",  # a preposition that lost its object
        "The records run from to present.",
    ],
)
def test_cut_sentences_stay_truncated(nlp, text) -> None:
    assert "truncated" in fitness.assess(text, nlp(text))


# class 2: lost_antecedent


def _removal(text: str, hypothesis: str):
    pairs = {p.hypothesis: p for p in mined_pairs(text, "conjunction") if p.premise == text}
    assert hypothesis in pairs, sorted(pairs)
    return pairs[hypothesis]


def test_they_for_a_company_keeps_its_antecedent() -> None:
    text = "According to the paper, Ford and GM say they could put new cars on the road soon."
    pair = _removal(
        text, "According to the paper, GM says they could put new cars on the road soon."
    )
    assert "lost_antecedent" not in pair_flags(pair)


def test_they_for_people_still_loses_its_antecedent() -> None:
    # stop 95 (cj209): the possessive bound by the removed name is spelled out ("Mary's
    # friends"), and "they" takes the remaining group, as blind A/B ab95's judge kept for
    # "Tallin's men ..., the orcs pressing close behind them"
    pairs = {
        p.hypothesis: p
        for p in mined_pairs("Mary and her friends say they will come soon.", "conjunction")
    }
    assert "lost_antecedent" not in pair_flags(pairs["Mary's friends say they will come soon."])
    assert "Her friends say they will come soon." not in pairs


def test_removed_name_named_again_after_and_is_no_defect() -> None:
    text = "Mary and Anna watch the show and Mary tells the children about it."
    pair = _removal(text, "Anna watches the show and Mary tells the children about it.")
    assert "lost_antecedent" not in pair_flags(pair)


def test_removed_name_named_again_after_but_stays_a_defect() -> None:
    pair = _removal(
        "Smith and Jones won the title, but Jones chose not to play.",
        "Smith won the title, but Jones chose not to play.",
    )
    assert "lost_antecedent" in pair_flags(pair)


# class 3: no-subject and garbled


def test_ly_noun_read_as_adverb_is_the_subject() -> None:
    text = "However in some cases polydactyly appears to improve the grip of the cat."
    pairs = mined_pairs(text, "verb_complement")
    assert pairs
    assert {p.hypothesis for p in pairs} == {
        "However in some cases polydactyly improves the grip of the cat."
    }
    assert not any("no-subject" in pair_flags(p) for p in pairs)


def test_real_adverb_before_verb_is_no_subject(nlp) -> None:
    from pipeline.rewrite.negation import noun_read_as_adverb

    doc = nlp("Sometimes probably seems to help.")
    assert noun_read_as_adverb(doc[2]) is None


def test_prefix_written_solid_before_a_name_is_not_garbled() -> None:
    assert "garbled" not in fitness.assess("The neoDarwinists won the argument in the end.")
    assert "garbled" in fitness.assess("It was his choiceDole said in the end.")
