"""Stop 86, branch im104: implicature round two (issue #11, blind reviews s1205p and s1205q).

* a clause cut after ";" that opens with the linking coordinator "for" / "so" / "and" (Quirk
  et al. 1985 §13.17-13.19, §8.137) loses it with its comma; a parse that took "for" for a
  preposition over the clause's subject gives no pair
  (``pairs._linking_coordinator``);
* "may" in a clause opened by "(al)though" is the concessive "may" (Quirk et al. 1985 §14.17):
  no <may, must> candidate (``_concessive_may``);
* "or" in the standard of a comparison ("as necessary as either X or Y", "taller than X or Y")
  is read conjunctively in that downward-entailing position (Seuren 1973; Hoeksema 1983): no
  candidate (``_comparison_standard``);
* a comitative phrase after a subject numeral leaves the upper-bound hypothesis as it leaves the
  quantifier one (Quirk et al. 1985 §13.102; ``rewrite.implicature.upper_bound_hypothesis``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _originals(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.well_formed and p.subtype == subtype and p.premise_kind == "original"
    ]


def _candidates(text: str) -> set[tuple[str, str]]:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["implicature"])
    return {(c.subtype, c.trigger.lower()) for c in result.candidates}


# --- class 1: a linking coordinator left at the start of a clause cut after ";" -------------------


def test_reason_for_after_semicolon_is_dropped_with_its_comma():
    text = "The hall was quiet at last; for, by then, two guards had gone home."
    hyps = _originals(text, "numerals")
    assert hyps and all(not h.lower().startswith("for") for h in hyps)
    assert any(h.startswith("By then, no more than two guards had gone home") for h in hyps)


def test_result_so_after_semicolon_is_dropped():
    text = "The ferry stopped running at noon; so, in the end, three tourists stayed in the town."
    hyps = _originals(text, "numerals")
    assert hyps and all(not h.lower().startswith("so") for h in hyps)
    assert "No more than three tourists stayed in the town." in hyps


def test_for_parsed_as_preposition_over_the_subject_gives_no_pair():
    text = (
        "But the soldiers committed a crime in the city; for Marcus, the son of Titus, "
        "the son of Gaius, of the tribe of Rome, took some of the gold."
    )
    pairs = [p for p in mined_pairs(text, "implicature") if p.subtype == "quantifiers"]
    assert not any(p.hypothesis.lower().startswith("for") for p in pairs)


def test_clause_after_semicolon_without_linker_is_untouched():
    hyps = _originals("The harvest failed; some of the farmers had sold their seed.", "quantifiers")
    assert "Not all of the farmers had sold their seed." in hyps


# --- class 2: concessive "may" ----------------------------------------------------------------------


def test_may_in_though_clause_is_no_candidate():
    text = (
        "Though kings may rise up to fight you and to take your land, yet the house of my lord "
        "will be bound in the bundle of life with the Lord your God."
    )
    assert ("modals", "may") not in _candidates(text)


def test_may_in_main_clause_with_reason_clause_stays():
    assert ("modals", "may") in _candidates("Visitors may park here, since the gate is open.")


# --- class 3: "or" in the standard of a comparison -----------------------------------------------


def test_or_in_equative_standard_is_no_candidate():
    text = "Anna became as dear to her aunt as either Robert or Fanny."
    assert ("connectives", "or") not in _candidates(text)


# --- class 4: comitative phrase after a subject numeral -------------------------------------------


def test_comitative_phrase_leaves_numeral_hypothesis():
    hyps = _originals("Three men, along with their servants, crossed the river.", "numerals")
    assert "No more than three men crossed the river." in hyps
    assert not any("servants" in h for h in hyps)


def test_numeral_subject_without_comitative_is_untouched():
    hyps = _originals("Three men crossed the river.", "numerals")
    assert "No more than three men crossed the river." in hyps
