"""verb_complement, sixty-fifth pass (branch vc59, stop 49): rendering of the hypothesis.

Classes from the s1201c/d rejects left by vc58: a verb inside a hyphenated compound read as
the trigger, words changed inside a partial quotation, and an evaluative ", which seems ..."
comment on the reported event kept in the hypothesis. Constructed sentences through
``pipeline.process.run_texts``.
"""

from __future__ import annotations

from pipeline.phenomena.verb_complement import quotation_altered
from tests.phenomenon_support import mined_pair, mined_pairs


def _pair(text: str, kind: str = "original"):
    return mined_pair(text, "verb_complement", kind)


def _hypotheses(text: str) -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, "verb_complement")]


# 1. the second element of a hyphenated compound is no trigger


def test_hyphenated_compound_no_pair():
    assert _hypotheses("Its ten points were poll-tested to draw wide approval.") == []


def test_compound_elsewhere_kept():  # guard: a compound that is not the trigger
    p = _pair("The state-owned bank managed to repay the loan.")
    assert p.hypothesis == "The state-owned bank repaid the loan."


# 2. a quotation is reproduced verbatim or there is no pair


def test_partial_quotation_changed_no_pair():
    hyps = _hypotheses('She said she would "try to remember the old songs" tomorrow.')
    assert hyps and all('remember the old songs"' not in h or "try to" in h for h in hyps)
    assert 'She said she would "remember the old songs" tomorrow.' not in hyps


def test_quotation_kept_verbatim():  # guard: the complement keeps the quotation whole
    hyps = _hypotheses('She said she would "try to remember the old songs" tomorrow.')
    assert 'She would "try to remember the old songs" tomorrow.' in hyps


def test_quotation_altered_unit():
    assert quotation_altered('He seems to "like the plan" now.', 'He "likes the plan" now.')
    assert not quotation_altered('He said "we will win."', '"We will win".')


def test_wholly_quoted_sentence_is_rewritten_as_a_whole():
    # the marks enclose the whole utterance: no partial quotation to misquote (stop 49 mend)
    assert not quotation_altered('"We managed to win the cup."', '"We won the cup."')
    assert _pair('"We managed to win the cup."').hypothesis == '"We won the cup."'


# 3. an evaluative comment on the reported event is the reporter's


def test_evaluative_relative_cut_to():
    p = _pair(
        "The board asked Maria Lopez to chair the panel, which seems an odd choice given "
        "her record."
    )
    assert p.hypothesis == "Maria Lopez chaired the panel."


def test_evaluative_relative_cut_that():
    p = _pair("Critics say that the plan is a gamble, which is surprising.")
    assert p.hypothesis == "The plan is a gamble."


def test_descriptive_relative_kept():  # guard: a relative describing a participant
    p = _pair("The board asked Maria Lopez to chair the panel, which is the largest in the firm.")
    assert p.hypothesis == "Maria Lopez chaired the panel, which is the largest in the firm."
