"""Stop 77 round one, branch fl56: broken source sentences passed through to pairs.

Three source checks of ``pipeline.fitness`` are extended, each with a grammar reason:

- ``garbled`` (``_to_without_verb``): an object-infinitive verb and its pronoun object, then
  "to", adverbs and a verb-phrase pro-form with no verb ("allow you to just that": the "do" of
  "do that" was lost; H&P 2002 ch. 14 §5.2, ch. 17 §7.2).
- ``fragment`` (``_bare_conditional``): an "if" clause standing alone with no main clause (H&P
  2002 ch. 8 §14); insubordinate requests with a modal and "if only" wishes are kept.
- ``disfluent`` (``_certain_singular_subject``): a relative clause whose plain present verb
  disagrees with a subject antecedent opened by a determiner that takes only a singular noun
  ("any transaction that affect"), also when a plural stands earlier in the sentence.

The truncation check of class 1 (a sentence ending on a determiner, article, preposition or
subordinator) already covers all four word classes: tested here as a guard. Sentences are
constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair
from tests.phenomenon_support import fitness_reasons as _reasons


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


TRUNCATED = [
    "The volunteers shared their notes about the proper care of our.",
    "She wrote a long letter about the history of the.",
    "The children walked to the old mill with.",
    "He stayed at home all day because.",
]


@pytest.mark.parametrize("text", TRUNCATED)
def test_sentence_ending_on_function_word_is_truncated(nlp, text):
    assert "truncated" in _reasons(nlp, text)


STRANDED = [
    "This is the box it came in.",
    "Nobody knew what the cake was made of.",
    "The new budget is something they all agreed on.",
]


@pytest.mark.parametrize("text", STRANDED)
def test_licensed_stranded_preposition_is_not_truncated(nlp, text):
    assert "truncated" not in _reasons(nlp, text)


TO_WITHOUT_VERB = [
    "The new importer allows you to just that.",
    "The wizard will ask you to exactly this.",
    "These settings enable us to that.",
    "Our filters let you sort rows, and the search box allows you to just that, too.",
]


@pytest.mark.parametrize("text", TO_WITHOUT_VERB)
def test_infinitive_marker_without_verb_is_garbled(nlp, text):
    assert "garbled" in _reasons(nlp, text)


TO_WITH_VERB_OR_PREPOSITION = [
    "The new importer allows you to do just that.",
    "The new importer allows you to do exactly that.",
    "Help yourself to that.",
    "The guide led us to just that.",
    "The tool allows access to just that.",
    "The clerk told them to stop that.",
    "The rules apply to just that.",
]


@pytest.mark.parametrize("text", TO_WITH_VERB_OR_PREPOSITION)
def test_infinitive_with_verb_or_prepositional_to_is_not_garbled(nlp, text):
    assert "garbled" not in _reasons(nlp, text)


BARE_CONDITIONALS = [
    "If you do not want to see the startup dialog again!",
    "If you do not want to keep the backup files.",
    "If the invoice has already been posted.",
]


@pytest.mark.parametrize("text", BARE_CONDITIONALS)
def test_if_clause_alone_is_a_fragment(nlp, text):
    assert "fragment" in _reasons(nlp, text)


CONDITIONALS_WITH_MAIN_CLAUSE_OR_INSUBORDINATE = [
    "If you do not want to see the startup dialog again, clear this box.",
    "If the invoice has already been posted, you cannot edit it.",
    "If you would follow me to the office.",
    "If you could sign the form here, please.",
    "If only I had saved the file!",
    "If not, skip this step.",
    "You can close the dialog if you do not want to see it again.",
    # no comma: the parse may hang the main clause below the "if" clause
    "If the file is empty it is skipped by the importer.",
    "If the balance is negative, reviewing the entries will show the error.",
]


@pytest.mark.parametrize("text", CONDITIONALS_WITH_MAIN_CLAUSE_OR_INSUBORDINATE)
def test_conditional_with_main_clause_or_request_is_kept(nlp, text):
    assert "fragment" not in _reasons(nlp, text)


RELATIVE_DISAGREEMENT = [
    "The tool imports simple sales, but any trade that change the share count will need a "
    "manual fix.",
    "The reports cover the usual accounts, and a budget that include future months will be "
    "shown separately.",
]


@pytest.mark.parametrize("text", RELATIVE_DISAGREEMENT)
def test_singular_antecedent_with_plain_relative_verb_is_disfluent(nlp, text):
    assert "disfluent" in _reasons(nlp, text)


RELATIVE_AGREEMENT = [
    "The tool imports simple sales, but any trade that changes the share count will need a "
    "manual fix.",
    "The tool imports simple sales, but any trades that change the share count will need a "
    "manual fix.",
    "The tool imports simple sales, but the trade that changed the share count needs a fix.",
    "The reports cover the usual accounts, and a budget that includes future months is shown.",
]


@pytest.mark.parametrize("text", RELATIVE_AGREEMENT)
def test_agreeing_relative_verb_is_not_disfluent(nlp, text):
    assert "disfluent" not in _reasons(nlp, text)


def test_pairs_on_sources_without_infinitive_verb_are_flagged():
    """Every pair copies the lost "do" into its premise or hypothesis: each is flagged."""
    pairs = _pairs("The importer's new options allow you to just that.", "presupposition")
    assert pairs
    for p in pairs:
        assert "source:garbled" in p.features["flags"]
        assert not p.well_formed


def test_pairs_on_sound_neighbour_are_not_flagged_garbled():
    pairs = _pairs("The importer's new options allow you to do just that.", "presupposition")
    assert pairs
    for p in pairs:
        assert "source:garbled" not in p.features["flags"]


def test_verb_complement_pair_on_bare_conditional_is_flagged():
    pairs = _pairs("If you do not want to keep the backup files.", "verb_complement")
    assert pairs
    for p in pairs:
        assert "source:fragment" in p.features["flags"]
        assert not p.well_formed
