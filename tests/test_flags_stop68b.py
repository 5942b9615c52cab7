"""Stop 68 (fl36): flag promises on s1202y's flagged draw.

"A flag is a promise: what is flagged must be bad." Of the defects on s1202y's kept flagged
conjunction and verb_complement pairs (docs/flags.md, stop 68, fl36), one detection fired where
the source was fine:

- ``source:truncated`` through ``fitness._bare_attribution`` on a sentence whose quotation
  stands in single quotation marks ("'Cram,' he said under his breath, as ..."): only double
  quotes counted as a quotation, so the reporting clause read as an attribution cut from its
  quotation. Single quotes now count; an apostrophe of elision or of a plural possessive does
  not open or close one.

The other decisions keep their flags defects (``lost_antecedent``, ``source:disfluent``,
``discourse-clash:frame:since``, ``non-construction:restrictive-relative``): the tests pin the
severities. Sentences are constructed.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline import flags as F
from pipeline.process import run_texts


def _pairs(text: str, phenomenon: str):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=True)
    return res.pairs


# -- severities: the kept defects stay defects ---------------------------------------------------


@pytest.mark.parametrize(
    ("flag", "phenomenon"),
    [
        ("lost_antecedent", "conjunction"),
        ("source:disfluent", "conjunction"),
        ("source:truncated", "conjunction"),
        ("discourse-clash:frame:since", "verb_complement"),
        ("non-construction:restrictive-relative", "verb_complement"),
    ],
)
def test_kept_defects_stay_defects(flag, phenomenon):
    assert F.severity(flag, phenomenon) == F.DEFECT


def test_habitual_used_to_stays_a_warning_for_verb_complement():
    assert F.severity("non-construction:habitual-used-to", "verb_complement") == F.WARNING


# -- source:truncated: a quotation in single quotes is said in the sentence ---------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "'Stay,' she whispered to the dog, as she closed the gate and walked away.",
        "'Hurry up!' he shouted from the stairs.",
        "\u2018Later,\u2019 she said with a yawn, and turned over.",
        "'Enough', he said quietly.",
    ],
)
def test_single_quoted_quotation_is_no_bare_attribution(parsed, sentence):
    doc, _ = parsed(sentence)
    assert not fitness._bare_attribution(doc)
    assert "truncated" not in fitness.assess(sentence, doc)


@pytest.mark.parametrize(
    "sentence",
    [
        "She whispered to the dog, as she closed the gate.",
        "He said under his breath, as he left the room.",
        "The boys' mother said, as she closed the gate.",
    ],
)
def test_bare_attribution_still_truncated(parsed, sentence):
    doc, _ = parsed(sentence)
    assert "truncated" in fitness.assess(sentence, doc)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("'Stay,' she said.", True),
        ("She said, 'Stay.'", True),
        ("'Stay', she said.", True),
        ("Give 'em a minute, she said.", False),
        ("The boys' mother said, as she left.", False),
        ("They played rock 'n' roll, she said.", False),
    ],
)
def test_single_quoted_span(text, quoted):
    assert bool(fitness._SINGLE_QUOTED.search(text)) is quoted


def test_single_quoted_conjunction_pairs_carry_no_truncated():
    pairs = _pairs(
        "'Stay,' she whispered to the dog, as she closed the gate and walked away.",
        "conjunction",
    )
    assert pairs
    assert all("source:truncated" not in (p.features.get("flags") or []) for p in pairs)
