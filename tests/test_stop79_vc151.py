"""verb_complement, stop 79 round two (branch vc151): s1204w rejects.

- a trigger in an embedded question opened by a pied-piped preposition ("choose on which
  printer you want the page to be printed") is in an embedded question: not written well formed;
- "show" + a noun phrase whose head the tagger read as a verb ("show the results of each of the
  legacy modes"): no pair (the hypothesis would be a noun phrase);
- a coordinated infinitival clause with its own subject ("causes the list to refresh and the
  panel to close") is flagged: the rewrite leaves the second conjunct an infinitive.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def test_pied_piped_embedded_question_not_well_formed():
    pairs = _pairs("You can choose on which printer you want the page to be printed.")
    assert pairs and not any(p.well_formed for p in pairs)


def test_pied_piped_question_other_preposition():
    pairs = _pairs("The dialog lets you decide in which folder you want the files to be saved.")
    assert not any(p.well_formed and p.hypothesis == "The files will be saved." for p in pairs)


def test_main_clause_want_neighbour_stays():
    p = _original("On this printer you want the page to be printed.")
    assert p is not None and p.well_formed


def test_show_noun_phrase_object_no_pair():
    assert _pairs("The images below show the results of each of the legacy modes.") == []
    assert _pairs("The examples above show the effects of each of the blend modes.") == []


def test_show_bare_clause_neighbour_stays():
    p = _original("The tests show the new method works.")
    assert p is not None and p.well_formed
    assert p.hypothesis == "The new method works."
    assert p.heuristic_label == "entailment"


def test_coordinated_subject_infinitive_flagged():
    p = _original("The button causes the list to refresh and the panel to close.")
    assert p is not None and not p.well_formed
    p = _original("The command causes the plugins to be reloaded and the menus to be rebuilt.")
    assert p is not None and not p.well_formed


def test_coordinated_infinitive_same_subject_stays():
    p = _original("The button causes the list to refresh and to close.")
    assert p is not None and p.well_formed
    assert p.hypothesis == "The list refreshes and closes."


def test_if_clause_trigger_not_well_formed():
    # conditional antecedent (already refused at int79; kept here as a guard)
    p = _original("If you try to remove the file, the editor warns you.")
    assert p is None or not p.well_formed
