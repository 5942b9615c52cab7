"""Stop 79 round two, branch pr165: presupposition (blind review s1204w, GIMP manual).

1. A part-whole draft ("The line has two ends") whose whole is an indefinite introduced under
   a modal, question, "if" or negation: the presupposition is bound locally (Karttunen 1976;
   Heim 1983; van der Sandt 1992): neutral under the embeddings, and under the source's own.
2. A re-verb draft keeps the "over/on" complement of a noun of control ("control over X"; H&P
   2002 ch. 5 §14.2), as pr160 kept the to-complement of "the need to V".
3. "only few/little" bounds a negative quantifier (Quirk et al. 1985 §5.24): no "only"
   candidate; "only a few" keeps one.
4. The "even" of the subordinator "even though" stays in a draft (Quirk et al. 1985 §14.12).
5. A causative-alternation verb used transitively ("crashed the truck") gets no draft from a
   template about the intransitive's subject (Levin 1993 §45).

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair
from tests.phenomenon_support import well_formed_original_drafts as _drafts


def _pairs(text: str, subtype: str) -> list[Pair]:
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return [
        p
        for p in map(settle, result.pairs)
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


def _labels(text: str, subtype: str, hypothesis: str) -> dict[str, str]:
    """premise kind -> label of the pairs of ``subtype`` with ``hypothesis``."""
    return {
        p.premise_kind: p.heuristic_label
        for p in _pairs(text, subtype)
        if p.hypothesis == hypothesis and p.well_formed
    }


# 1. the part-whole draft of an indefinite whole is bound under an operator


def test_indefinite_whole_is_neutral_under_embeddings():
    labels = _labels(
        "The tool draws a line with a small square on both ends.",
        "numeric_determiners",
        "The line has two ends.",
    )
    assert labels["original"] == "entailment"
    assert {labels[k] for k in ("modal", "interrogative", "conditional")} == {"neutral"}


def test_indefinite_whole_under_the_sources_own_modal_is_neutral():
    labels = _labels(
        "The tool might draw a line with a small square on both ends.",
        "numeric_determiners",
        "The line has two ends.",
    )
    assert labels and set(labels.values()) == {"neutral"}


def test_definite_whole_still_projects():
    labels = _labels(
        "The tool draws the line with a small square on both ends.",
        "numeric_determiners",
        "The line has two ends.",
    )
    assert labels["original"] == labels["modal"] == labels["interrogative"] == "entailment"


# 2. the complement of a noun of control stays in the re-verb draft


def test_regain_control_keeps_over_complement():
    drafts = _drafts("The manager wanted to regain control over the budget.", "re_verbs")
    assert drafts == {"Control over the budget had been gained before."}


def test_regain_keeps_other_pps_out():
    drafts = _drafts("The owner regained the house for his family.", "re_verbs")
    assert "The house had been gained before." in drafts or not drafts
    assert not any("for his family" in d for d in drafts)


# 3. "only few" is a bound on a negative quantifier


def test_only_few_is_no_trigger():
    assert not _pairs("The dialog has only few options.", "only")


def test_only_a_few_keeps_its_prejacent():
    assert _drafts("The painter has only a few brushes.", "only") == {
        "The painter has a few brushes."
    }


# 4. "even though" keeps its "even"


def test_only_draft_keeps_even_though():
    drafts = _drafts(
        "The filter only works on grayscale images, even though the menu shows it everywhere.",
        "only",
    )
    assert drafts == {
        "The filter works on grayscale images, even though the menu shows it everywhere."
    }


def test_only_draft_still_drops_scalar_even():
    drafts = _drafts(
        "The filter only works on grayscale images, even in the newest version.", "only"
    )
    assert drafts == {"The filter works on grayscale images, in the newest version."}


# 5. the causative use of an alternating change-of-state verb


def test_transitive_crash_gets_no_subject_state():
    assert not _drafts("The driver crashed the truck into a wall.", "change_of_state")


def test_transitive_collapse_of_a_panel_gets_no_draft():
    drafts = _drafts("You can collapse it by clicking the small arrow.", "change_of_state")
    assert "You were standing before." not in drafts


def test_intransitive_crash_keeps_its_draft():
    assert _drafts("The truck crashed into a wall.", "change_of_state") == {
        "The truck was intact before."
    }
