"""Stop 92 (fl81): a flag keeps its promise.

A sentence that opens on a past-tense lexical verb with no subject anywhere ("Bought these at
the market and was unimpressed.") is the diary's subject ellipsis, its understood subject the
writer (Haegeman 1990; Weir 2012; Quirk et al. 1985 §12.47). It was ``source:fragment`` (a
defect for every phenomenon), while the same clause tagged VBN was ``source:subjectless``
(a warning for conjunction, which keeps the sentence as found). Now ``subjectless`` too
(``fitness.past_subject_drop``): conjunction pairs on it are well formed with the warning; the
phenomena that draft on it keep a defect. Constructed sentences, real parses and runs.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, parse
from pipeline import flags as F
from pipeline.process import run_texts


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


DIARY = [
    "Bought these at the farm market and was disappointed.",
    "Went to the corner shop and found two jars of it.",
    "Tried the lemon flavor and loved it.",
    "Found it at the back of the pantry and threw it out.",
    # item text whose understood subject is the item or character ("Became famous ..."), as
    # with the -s verb of stop 62: the same clause, the same reason
    "Became rich in the north after finding a silver mine and selling its ore.",
]


@pytest.mark.parametrize("text", DIARY)
def test_diary_subject_drop_is_subjectless_not_fragment(nlp, text):
    reasons = fitness.assess(text, nlp(text))
    assert "subjectless" in reasons
    assert "fragment" not in reasons


@pytest.mark.parametrize("text", DIARY)
def test_past_subject_drop_fires_on_a_vbd_opener(nlp, text):
    doc = nlp(text)
    words = [t for t in doc if not t.is_punct]
    if words[0].tag_ != "VBD":
        pytest.skip("the parse tagged the opener otherwise (VBN: subjectless by another check)")
    assert fitness.past_subject_drop(doc)


NEAR_MISSES = [
    # copular inversion is possible after "be": stays a fragment
    ("Was delicious and arrived fast.", "fragment"),
    # presentational inversion: the noun phrase after the verb is its subject
    ("Came the dawn.", "fragment"),
    ("Came three riders on Sunday.", "fragment"),
    # a leading coordinator: a clause cut from a coordination
    ("And slammed it down when they came.", "fragment"),
]


@pytest.mark.parametrize("text,reason", NEAR_MISSES)
def test_near_misses_keep_their_reason(nlp, text, reason):
    doc = nlp(text)
    assert not fitness.past_subject_drop(doc)
    assert reason in fitness.assess(text, doc)


def test_a_sentence_with_its_subject_is_fit(nlp):
    text = "I bought these at the farm market and was disappointed."
    doc = nlp(text)
    assert not fitness.past_subject_drop(doc)
    assert "subjectless" not in fitness.assess(text, doc)
    assert "fragment" not in fitness.assess(text, doc)


def test_severity_subjectless_is_a_warning_only_for_conjunction():
    assert F.severity("source:subjectless", "conjunction") == F.WARNING
    for phenomenon in ("presupposition", "implicature", "verb_complement"):
        assert F.severity("source:subjectless", phenomenon) == F.DEFECT


def _pairs(text: str, phenomenon: str):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=True)
    return res.pairs


def test_conjunction_pairs_on_a_diary_drop_are_well_formed():
    pairs = _pairs(
        "Bought two bags at the farm market and shared them with friends.", "conjunction"
    )
    assert pairs
    for pair in pairs:
        flags = pair.features.get("flags") or []
        assert "source:fragment" not in flags
        assert "source:subjectless" in flags
    assert any(p.well_formed for p in pairs)


def test_drafted_pairs_on_a_diary_drop_stay_ill_formed():
    pairs = _pairs("Bought some of the cheese and tried a little of it.", "implicature")
    pairs = [p for p in pairs if p.premise_kind == "original"] or pairs
    assert pairs
    for pair in pairs:
        assert "source:subjectless" in (pair.features.get("flags") or [])
        assert not pair.well_formed


# -- source:truncated: a comparative clause strands its preposition ---------------------------

COMPARATIVE_GAPS = [
    "It costs more than we paid for.",
    "With more money than she could ever account for, she bought the house.",
    "She made more progress in music than many might have done with so little labour as she "
    "would ever submit to.",
]


@pytest.mark.parametrize("text", COMPARATIVE_GAPS)
def test_comparative_clause_gap_is_not_truncated(nlp, text):
    assert "truncated" not in fitness.assess(text, nlp(text))


CUT_PREPOSITIONS = [
    # no finite verb after "than": a noun phrase's preposition lost its object
    "It costs more than the price of.",
    # a comma parts the comparative from the preposition
    "He did it as well as he could, and then looked for.",
    # no comparative at all
    "The new tool is similar to, with a darker skin.",
]


@pytest.mark.parametrize("text", CUT_PREPOSITIONS)
def test_cut_prepositions_stay_truncated(nlp, text):
    assert "truncated" in fitness.assess(text, nlp(text))
