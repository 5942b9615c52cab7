"""Stop 77 round one b, branch cj149: conjunction labels and refusals left after cj148.

Four rules: the steps of one procedure (gerunds under a "by" of means with a modal or
imperative verb, imperatives under a preposed purpose clause or a method adverb) are not
independently sufficient, so a removed step is neutral (``procedure_steps``; Txurruka 2003,
ConjNLI's non-boolean class), and the purpose frame is never cut away with the first step; a
disjunctive definition of a kind is widened by an added disjunct, so neither direction is
entailed (``disjunctive_definition``; Krifka et al. 1995); the fixed hedge "may or may not" is
no coordination of two claims (``_fixed_modal_polar``); an attributive modal adjective
("possible matches") is not swapped for its antonym (``modal_attributive``; Kamp & Partee
1995). Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> dict[str, tuple[str, str, bool]]:
    """Pairs of ``text`` of hypothesis kind ``kind``: (premise, hypothesis) joined by " => " to
    (label, rule, well formed)."""
    return {
        f"{p.premise} => {p.hypothesis}": (p.heuristic_label, p.label_rule, p.well_formed)
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == kind and p.premise_kind == "original"
    }


# 1. steps of one procedure

MEANS = "You can reset the rate by opening the editor, picking the row and pressing Apply."
PURPOSE = "To make a new report, open the Reports menu and click on Custom."
METHOD = "Alternatively, open the ledger and tick the Totals box."


def test_removed_step_of_means_is_neutral():
    removed = _pairs(MEANS, "conjunct_removed")
    short = "You can reset the rate by opening the editor, picking the row."
    assert removed[f"{MEANS} => {short}"][:2] == ("neutral", "procedure_steps")


def test_removed_step_under_purpose_clause_is_neutral():
    removed = _pairs(PURPOSE, "conjunct_removed")
    short = "To make a new report, open the Reports menu."
    assert removed[f"{PURPOSE} => {short}"][:2] == ("neutral", "procedure_steps")


def test_purpose_frame_is_not_cut_away_with_first_step():
    """ "Click on New." would be a bare imperative without the goal it serves (main wrote it:
    the parse hangs the purpose clause's comma on the first verb)."""
    text = "To create a new account, open the Accounts page and click on New."
    removed = _pairs(text, "conjunct_removed")
    assert not any(k.endswith("=> Click on New.") for k in removed)
    assert removed[f"{text} => To create a new account, open the Accounts page."][0] == "neutral"


def test_removed_step_after_method_adverb_is_neutral():
    removed = _pairs(METHOD, "conjunct_removed")
    short = "Alternatively, open the ledger."
    assert removed[f"{METHOD} => {short}"][:2] == ("neutral", "procedure_steps")


def test_past_means_stays_boolean():
    """An episodic past reports what each means did: no plan, the removal is entailed."""
    text = "She reset the rate by opening the editor and pressing Apply."
    removed = _pairs(text, "conjunct_removed")
    assert removed[f"{text} => She reset the rate by opening the editor."][0] == "entailment"


def test_modal_clause_without_by_stays_boolean():
    text = "Users can edit the rate in the editor and save it."
    removed = _pairs(text, "conjunct_removed")
    assert removed[f"{text} => Users can edit the rate in the editor."][0] == "entailment"


# 2. disjunctive definitions

DEFINITION = (
    "A voucher is something that a shop gives away to attract buyers, "
    "or that a company hands out to reward staff."
)
SHORT_DEFINITION = "A voucher is something that a shop gives away to attract buyers."


def test_added_disjunct_of_definition_is_neutral():
    added = _pairs(DEFINITION, "conjunct_added")
    assert added[f"{SHORT_DEFINITION} => {DEFINITION}"][:2] == (
        "neutral",
        "disjunctive_definition",
    )


def test_definite_subject_keeps_or_introduction():
    """A definite subject is one thing described, no definition of a kind."""
    text = "The voucher is something that the shop gave away last week, or that the bank sent."
    short = "The voucher is something that the shop gave away last week."
    added = _pairs(text, "conjunct_added")
    assert added[f"{short} => {text}"][0] == "entailment"


# 3. "may or may not"


def test_may_or_may_not_with_passive_makes_no_pair():
    text = "The tag may or may not be set by the importer."
    pairs = {**_pairs(text, "conjunct_removed"), **_pairs(text, "conjunct_added")}
    assert pairs == {}


def test_two_modal_predicates_still_coordinate():
    text = "The tag may be empty or may hold a default value."
    removed = _pairs(text, "conjunct_removed")
    assert f"{text} => The tag may hold a default value." in removed


# 4. modal attributive adjectives


def test_possible_matches_not_swapped():
    text = "Imported rows are shown on the left panel and possible matches to each row are shown on the right."
    replaced = _pairs(text, "conjunct_replaced")
    assert not any("impossible" in k for k in replaced)


def test_predicative_possible_still_swapped():
    text = "The new plan is possible and cheap."
    replaced = _pairs(text, "conjunct_replaced")
    assert replaced[f"{text} => The new plan is impossible and cheap."][0] == "contradiction"


def test_may_or_may_not_with_main_verb_keeps_polar_removal():
    """Whole members ("may have X" / "may not have X"): the hedge entails "may have X"."""
    text = "Short stories may or may not have a happy ending."
    removed = _pairs(text, "conjunct_removed")
    assert removed[f"{text} => Short stories may have a happy ending."][:2] == (
        "entailment",
        "or_polar",
    )
