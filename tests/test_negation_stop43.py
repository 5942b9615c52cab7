"""Shared negation rewriter, stop 43 (blind review s1130i, English Wikipedia): clauses with no
natural negation.

- An impersonal reporting passive ("It is estimated / reported that p") is the writer's hedge
  on p, and it takes scope over a negation of its clause: "It is not estimated that p" is no
  sentence a writer makes (Quirk et al. 1985 §16.32; Huddleston & Pullum 2002 ch. 9; Horn 1989
  ch. 6). The added negation is flagged ``negated-reporting-passive``; a clause below the frame
  is still negated ("It was reported that the mayor didn't stop ..."), and "It is not expected
  that" stays clean.
- A speaker-oriented hedge adverb left below the added "not" ("didn't begin, possibly via
  Latin, by ...") is a positive polarity item (Ernst 2009; Nilsen 2003): flagged
  ``ppi-under-negation:<adverb>``; a sentence-final ", apparently." stays clean.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _negated(text: str, phenomena: list[str]) -> dict[str, bool]:
    """Negated premises of ``text`` -> whether the pair is kept (well formed once settled)."""
    pairs = run_texts([text], phenomena)[1].pairs
    out: dict[str, bool] = {}
    for p in pairs:
        if p.premise_kind == "negated":
            out[p.premise] = out.get(p.premise, False) or kept(p)
    return out


def _negate(text: str, word: str):
    from pipeline import parse
    from pipeline.rewrite.negation import negate

    nlp = parse.load(parse.resolve_model(None), ())
    doc = nlp(text)
    target = next(t for t in doc if t.lower_ == word)
    return negate(doc, target, contract=False)


@pytest.mark.parametrize(
    ("sentence", "premise"),
    [
        (
            "It is estimated that the fishing village had about 2,000 residents in 1850.",
            "It is not estimated that the fishing village had about 2,000 residents in 1850.",
        ),
        (
            "It is reported that the old abbot hid the silver under the chapel floor.",
            "It is not reported that the old abbot hid the silver under the chapel floor.",
        ),
    ],
)
def test_negated_reporting_passive_is_not_kept(sentence, premise):
    negated = _negated(sentence, ["verb_complement"])
    assert negated.get(premise) is False  # produced, but flagged: never a kept pair
    assert not any(negated.values())


def test_reporting_passive_flag():
    result = _negate(
        "It is estimated that the fishing village had about 2,000 residents.", "estimated"
    )
    assert result.text == "It is not estimated that the fishing village had about 2,000 residents."
    assert not result.ok and "negated-reporting-passive" in result.flags


def test_negation_below_the_reporting_frame_is_kept():
    negated = _negated(
        "It was reported that the city council stopped funding the public baths.",
        ["presupposition"],
    )
    assert negated.get(
        "It was reported that the city council didn't stop funding the public baths."
    )


def test_negated_expectation_frame_is_kept():
    result = _negate("It is expected that the new bridge will open in May.", "expected")
    assert result.ok and result.text == "It is not expected that the new bridge will open in May."


@pytest.mark.parametrize(
    ("sentence", "word", "negated", "flag"),
    [
        (
            "The custom began to spread in Spain, possibly via Portugal, by the 15th century.",
            "began",
            "The custom did not begin to spread in Spain, possibly via Portugal, by the 15th century.",
            "ppi-under-negation:possibly",
        ),
        (
            "The ferry stopped running to the island, reportedly because of storms, in 1931.",
            "stopped",
            "The ferry did not stop running to the island, reportedly because of storms, in 1931.",
            "ppi-under-negation:reportedly",
        ),
    ],
)
def test_hedge_adverb_under_negation_is_flagged(sentence, word, negated, flag):
    result = _negate(sentence, word)
    assert result.text == negated
    assert not result.ok and flag in result.flags


def test_hedged_premise_is_not_kept_in_either_phenomenon():
    negated = _negated(
        "The custom began to spread in Spain, possibly via Portugal, by the 15th century.",
        ["presupposition", "verb_complement"],
    )
    assert negated  # the negated premises are produced, flagged
    assert not any(negated.values())


@pytest.mark.parametrize(
    "sentence",
    [
        "The ferry stopped running to the island in 1931, apparently.",
        "The ferry stopped running to the island in 1931.",
    ],
)
def test_final_comment_hedge_and_plain_clause_stay_clean(sentence):
    result = _negate(sentence, "stopped")
    assert result.ok
    assert result.text.startswith("The ferry did not stop running to the island in 1931")


def test_hedge_after_copula_stays_above_the_negation():
    result = _negate("The bridge was probably in use by the 12th century.", "was")
    assert result.ok
    assert result.text == "The bridge was probably not in use by the 12th century."


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        (
            "The senator criticised the region's largest and arguably most corrupt state.",
            "criticised",
        ),
        (
            "Six men were arrested after allegedly selling fake tickets outside the stadium.",
            "arrested",
        ),
    ],
)
def test_hedge_inside_a_noun_phrase_or_adjunct_clause_stays_clean(sentence, word):
    result = _negate(sentence, word)
    assert result.ok, result.flags
    assert not any(f.startswith("ppi-under-negation") for f in result.flags)


def test_past_reporting_passive_is_a_claim_about_the_past():
    result = _negate("In 1990 it was estimated that the village had 2,000 residents.", "estimated")
    assert result.ok
    assert result.text == "In 1990 it was not estimated that the village had 2,000 residents."
