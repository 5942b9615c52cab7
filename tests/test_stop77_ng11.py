"""Stop 77 round one, branch ng11: the one negation rewriter refuses two clauses it cannot take.

1. A gapped passive conjunct ("the files will be copied and the old folder deleted"): the
   conjunct is a passive participle under the left-out "will be" (gapping, Ross 1970; H&P 2002
   ch. 15 §4.2), so "*... and the old folder didn't delete" mixes tenses and voices
   (``clause_scope.gapped_passive_conjunct``, flag ``gapping``).
2. A clause coordinated after a postposed "when"/"if"-clause that repeats that clause's subject
   ("This helps when you own X, and you want Y"): it continues the adverbial clause
   (parallelism in coordination, Frazier, Munn & Clifton 2000), so a negation there leaves the
   main claim standing (``syntax.continues_adverbial_clause``, ``subordinate-clause``).
Good neighbours: own auxiliaries, an object (active verb), a subject that is not the adverbial
clause's. Sentences constructed for these tests, parsed by the real spaCy model.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _neg(doc, word: str, above_only: bool):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=False, above_only=above_only)


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "flag"),
    [
        ("The files will be copied tonight and the old folder deleted.", "deleted", "gapping"),
        ("The logs are archived weekly and the spare disk emptied.", "emptied", "gapping"),
        (
            "This helps when you own many old cameras, and you want to keep only the working ones.",
            "want",
            "subordinate-clause",
        ),
        (
            "The alarm is useful if you travel a lot, and you need to wake early.",
            "need",
            "subordinate-clause",
        ),
    ],
)
def test_negation_refused(nlp, text, word, flag, above_only):
    result = _neg(nlp(text), word, above_only)
    assert not result.ok
    assert flag in result.flags
    assert result.text == text


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        (
            "The files will be copied tonight and the old folder will be deleted.",
            "deleted",
            "the old folder will not be deleted.",
        ),
        (
            "The files will be copied tonight and the guard closed the door.",
            "closed",
            "the guard did not close the door.",
        ),
        (
            "This helps when you own many old cameras, and it saves money.",
            "saves",
            "and it does not save money.",
        ),
    ],
)
def test_good_neighbours_still_negated(nlp, text, word, negated, above_only):
    result = _neg(nlp(text), word, above_only)
    assert result.ok, result.flags
    normal = result.text.replace("won't", "will not").replace("didn't", "did not")
    normal = normal.replace("doesn't", "does not")
    assert normal.endswith(negated)


def _negated(text: str, phenomenon: str) -> list[str]:
    return [
        p.premise
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == "negated" and p.well_formed
    ]


def test_verb_complement_writes_no_negation_in_the_continued_if_clause():
    text = "The alarm is useful if you travel a lot, and you need to wake early."
    assert not any("not need" in p for p in _negated(text, "verb_complement"))


def test_presupposition_writes_no_negation_in_the_continued_when_clause():
    text = "This helps when you own many old cameras, and you want to keep only the working ones."
    assert not any("want" in p for p in _negated(text, "presupposition"))


def test_presupposition_writes_no_negated_gapped_conjunct():
    text = "The files will be copied tonight and the old door closed."
    assert not any("didn't close" in p for p in _negated(text, "presupposition"))


def test_presupposition_negates_a_conjunct_with_its_own_auxiliaries():
    """Control: with "will be" repeated, the change-of-state conjunct is negated as before."""
    text = "The files will be copied tonight and the old door will be closed."
    assert any("won't be closed" in p for p in _negated(text, "presupposition"))


# -- 3. an end-placed measured interval takes the focus of the negation ---------------------------


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Maria noticed a week later that the roof leaked.", "noticed"),
        ("The porter admitted two hours afterwards that he had lost the key.", "admitted"),
    ],
)
def test_negation_on_measured_interval_is_flagged(nlp, text, word, above_only):
    result = _neg(nlp(text), word, above_only)
    assert not result.ok
    assert any(f.startswith("negation-focus-on-adjunct:") for f in result.flags)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("A week later, Maria noticed that the roof leaked.", "noticed"),
        ("He arrived later than the others.", "arrived"),
        ("Maria noticed that the roof leaked a week later.", "noticed"),
        ("The bridge was repaired two years later.", "repaired"),
        ("The guard locked the gate an hour later.", "locked"),
    ],
)
def test_fronted_or_comparative_or_embedded_interval_is_not_flagged(nlp, text, word):
    result = _neg(nlp(text), word, False)
    assert result.ok, result.flags


def test_verb_complement_writes_no_negation_focused_on_the_interval():
    text = "Maria noticed a week later that the roof leaked."
    assert not any("not notice" in p for p in _negated(text, "verb_complement"))
