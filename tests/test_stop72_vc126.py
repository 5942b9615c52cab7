"""verb_complement, stop 72 round three (branch vc126): demonstrative "that" before a bare
concrete count noun.

A singular count noun cannot head a noun phrase without a determiner (Quirk et al. 1985 §5.3,
§5.52), so "that" before such a noun that is the clause's subject is its determiner, not the
complementizer: the hypothesis keeps "That computer ...". A mass noun may stand alone, and there
"that" stays the complementizer. Constructed sentences through the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement")}


def test_that_before_a_bare_concrete_count_noun_is_its_determiner():
    hyps = _hypotheses("I know that computer jammed the paper tray again.")
    assert "Computer jammed the paper tray again." not in hyps
    assert hyps == {"That computer jammed the paper tray again."}


def test_that_before_a_mass_noun_stays_the_complementizer():
    hyps = _hypotheses("I know that water flooded the basement.")
    assert "That water flooded the basement." not in hyps


def test_a_concrete_noncount_noun_is_no_count_noun():
    from pipeline.rewrite.complement import concrete_count_noun

    assert concrete_count_noun("computer")
    assert not concrete_count_noun("equipment")  # concrete but noncount
    assert not concrete_count_noun("code")  # a communication sense: may stand alone
