"""verb_complement, stop 80 round two (branch vc153): negated premises the blind judges did not
keep, fixed by class.

1. Active "allow/permit" with "to" right after it and no object ("This panel allows to change
   the width"): both verbs take their infinitive only after an object or in the passive (CGEL
   ch. 14 §5.2; COBUILD Grammar Patterns 1), so the understood subject is a generic "one" and
   the in-place hypothesis makes the panel the agent; the negated premise keeps the
   ungrammatical frame. No pair (OBJECT_ONLY_CATENATIVES).
2. A fronted enumerative conjunct ("First, ...", "Lastly, ...", also after "But"/"And") numbers
   the clause as a step (Quirk et al. 1985 §8.137); the negated clause is no step: the negated
   premise is flagged ``negated-fronted-time-adverb``.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_hypotheses, assessed_vcomp_pairs

_pairs = assessed_vcomp_pairs
_hypotheses = assessed_vcomp_hypotheses


def _well_formed(text: str, kind: str = "negated") -> list[bool]:
    return [p.well_formed for p in _pairs(text, kind)]


# 1. objectless "allow/permit to"


def test_objectless_allow_to_writes_no_pair():
    text = "This panel allows to change the width of the border."
    assert _hypotheses(text, "original") == []
    assert _hypotheses(text, "negated") == []


def test_objectless_permit_to_writes_no_pair():
    text = "The dialog permits to choose a color for each layer."
    assert _hypotheses(text, "original") + _hypotheses(text, "negated") == []


def test_allow_with_object_keeps_its_pairs():
    text = "This panel allows you to change the width of the border."
    assert "You change the width of the border." in _hypotheses(text, "original")
    assert _well_formed(text) == [True]


def test_passive_allowed_to_keeps_its_pairs():
    text = "Guests are allowed to change the width of the border."
    assert "Guests change the width of the border." in _hypotheses(text, "original")
    assert _well_formed(text) == [True]


# 2. fronted enumerative conjuncts


def test_fronted_first_flags_the_negated_premise():
    text = "First you have to install a compiler for the extension."
    pairs = _pairs(text, "negated")
    assert pairs and not any(p.well_formed for p in pairs)
    assert any("negated-fronted-time-adverb:first" in p.features["flags"] for p in pairs)


def test_first_after_an_initial_but_flags_the_negated_premise():
    text = "But first we want to show you the main window of the editor."
    assert _well_formed(text) == [False]


def test_fronted_lastly_flags_the_negated_premise():
    text = "Lastly you need to copy the totals to the summary sheet."
    assert _well_formed(text) == [False]


def test_ordinal_adjective_leaves_the_negated_premise_alone():
    text = "The first step requires you to install a compiler."
    assert _well_formed(text) == [True]


def test_plain_clause_keeps_its_negated_premise():
    text = "You have to install a compiler for the extension."
    assert _well_formed(text) == [True]
