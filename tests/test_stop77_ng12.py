"""Stop 77 round two, branch ng12: negated (and modalised) premises that were ungrammatical.

1. A correlative "either" before the verb whose "or" the parser hung elsewhere: negated,
   "either A or B" is "neither A nor B" (Quirk et al. 1985 §13.39), so "*shouldn't either be
   moved ... or deleted" is refused (``split-disjunction``).
2. "had better" takes its "not" after "better" (Quirk et al. 1985 §3.45): "had better not".
3. A comma-set relative on an indefinite or bare plural under the added negation (Karttunen
   1976; Potts 2005) or a sentential relative (Quirk et al. 1985 §15.57) is refused
   (``discourse-clash:negated-antecedent``).
4. "be to" has no non-finite forms (Quirk et al. 1985 §4.54): no "*might be to be noted".
5. "Rather," / "Conversely," are left out of a question (Quirk et al. 1985 §8.137).
Good neighbours for each. Sentences constructed for these tests, parsed by the real spaCy model.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


def _neg(doc, word: str, above_only: bool, contract: bool = False):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=contract, above_only=above_only)


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "flag"),
    [
        (
            "They should either be copied to another disk in the case where the old one has "
            "failed (e.g. sda was removed because sdb replaces it) or deleted if the data is "
            "simply no longer used.",
            "copied",
            "split-disjunction",
        ),
        (
            "The tool splits each line into tokens, which will help the parser a lot.",
            "splits",
            "discourse-clash:negated-antecedent",
        ),
        (
            "The script turns the list into a single string, which makes the log easier to read.",
            "turns",
            "discourse-clash:negated-antecedent",
        ),
        (
            "The script writes the results to a file, which is then mailed to the admin.",
            "writes",
            "discourse-clash:negated-antecedent",
        ),
    ],
)
def test_negation_refused(nlp, text, word, flag, above_only):
    result = _neg(nlp(text), word, above_only, contract=True)
    assert not result.ok
    assert flag in result.flags


@pytest.mark.parametrize("above_only", [True, False])
@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        (
            "They should be copied to another disk or deleted.",
            "copied",
            "They shouldn't be copied to another disk or deleted.",
        ),
        (
            "The script writes the results to the database, which is backed up every night.",
            "writes",
            "The script doesn't write the results to the database, which is backed up every night.",
        ),
        (
            "She sent the report to her manager, who read it the same day.",
            "sent",
            "She didn't send the report to her manager, who read it the same day.",
        ),
        (
            "You had better check the logs before you leave.",
            "check",
            "You had better not check the logs before you leave.",
        ),
        (
            "You'd better check the logs before you leave.",
            "check",
            "You'd better not check the logs before you leave.",
        ),
    ],
)
def test_negation_kept(nlp, text, word, negated, above_only):
    result = _neg(nlp(text), word, above_only, contract=True)
    assert result.ok
    assert result.text == negated


def test_had_better_uncontracted(nlp):
    result = _neg(nlp("You had better check the logs."), "check", True, contract=False)
    assert result.ok
    assert result.text == "You had better not check the logs."


def test_had_better_not_removed(nlp):
    result = _neg(nlp("You had better not check the logs."), "check", True)
    assert result.ok
    assert result.text == "You had better check the logs."


def _embed(nlp, text: str, word: str, kind: str):
    doc = nlp(text)
    return embed(doc, kind, next(t for t in doc if t.text == word))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("It is to be noted that the server restarts at night.", "noted"),
        ("They are to be replaced by new ones next year.", "replaced"),
    ],
)
def test_be_to_refuses_modal(nlp, text, word):
    result = _embed(nlp, text, word, "modal")
    assert not result.ok
    assert "modal-idiom" in result.flags
    assert _embed(nlp, text, word, "interrogative").ok  # "Is it to be noted ...?" is English


def test_specificational_be_takes_modal(nlp):
    result = _embed(nlp, "The aim is to be elected next year.", "elected", "modal")
    assert result.ok
    assert result.text == "The aim might be to be elected next year."


@pytest.mark.parametrize(
    ("text", "word", "question"),
    [
        (
            "Rather, they will be deleted after the release has been made.",
            "deleted",
            "Will they be deleted after the release has been made?",
        ),
        (
            "Conversely, the old version keeps only the first line.",
            "keeps",
            "Does the old version keep only the first line?",
        ),
        (
            "Rather few people read the manual.",
            "read",
            "Did rather few people read the manual?",
        ),
    ],
)
def test_connective_left_out_of_question(nlp, text, word, question):
    result = _embed(nlp, text, word, "interrogative")
    assert result.ok
    assert result.text == question


def test_relative_in_adjunct_clause_kept(nlp):
    """The antecedent sits in an "after"-clause, whose content is presupposed and projects."""
    text = "The plan failed after hitting a snag with lenders, who wanted more money."
    result = _neg(nlp(text), "failed", True, contract=True)
    assert result.ok
    assert result.text.startswith("The plan didn't fail after hitting")
