"""Stop 86 (fl72): source flags that keep their promise (issue #12: flagged pairs bad >= 90%).

* ``source:misspelled`` is a warning for every phenomenon: the source's one-keystroke slip that a
  drafted hypothesis keeps (judged 8 of 13 kept with it as the only flag; s1205r 4 of 4).
* ``source:truncated`` no longer fires on a dotted version numeral the predicate names a release
  ("3.2 is the first release ..."), nor on a "bare attribution" whose verb of saying ("add") shares
  the object of the verb coordinated right after it ("add or remove toolbar buttons").
* Kept as defects (mostly bad when judged): a cardinal subject cut from its noun phrase
  (``source:truncated``), a subject-verb disagreement, a verbless fragment.

Sentences are constructed (none is from the judged slices).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _pairs(text: str, phenomenon: str):
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return result.pairs


def _source_flags(pair) -> list[str]:
    return [f for f in pair.features.get("flags") or () if f.startswith("source:")]


def test_misspelling_kept_in_a_drafted_hypothesis_is_a_warning():
    pairs = _pairs(
        "Some of the new adderessing modes were added to the compiler last year.", "implicature"
    )
    flagged = [p for p in pairs if "source:misspelled" in _source_flags(p)]
    assert flagged, [(p.hypothesis, p.features.get("flags")) for p in pairs]
    assert all(p.well_formed for p in flagged if set(_source_flags(p)) == {"source:misspelled"})


def test_misspelling_in_a_presupposition_draft_is_a_warning():
    pairs = _pairs(
        "The engineers regretted that the recieved signal was too weak.", "presupposition"
    )
    flagged = [p for p in pairs if _source_flags(p) == ["source:misspelled"]]
    assert flagged, [(p.hypothesis, p.features.get("flags")) for p in pairs]
    assert any(p.well_formed for p in flagged)


@pytest.mark.parametrize(
    "text",
    [
        "3.2 is the first release to support plugins and themes.",
        "In this menu, you can add or remove toolbar buttons and shortcuts.",
    ],
)
def test_complete_sentences_are_not_truncated(text):
    pairs = _pairs(text, "conjunction")
    assert pairs
    assert not any("source:truncated" in _source_flags(p) for p in pairs)
    assert all(p.well_formed for p in pairs), [
        (p.hypothesis, p.features.get("flags")) for p in pairs
    ]


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        # a bare cardinal subject: the noun phrase it counted is cut off (stays a defect)
        ("12 were arrested and charged with theft.", "source:truncated"),
        # a number subject the predicate does not name a release
        ("3.2 were sold and shipped abroad.", "source:truncated"),
        # a plural subject with a singular verb (stays a defect)
        ("The workers wants food and water.", "source:disfluent"),
        # a verbless noun phrase (stays a defect for conjunction)
        ("Bright red apples and pears, fresh from the orchard.", "source:fragment"),
    ],
)
def test_good_neighbours_stay_defects(text, flag):
    pairs = _pairs(text, "conjunction")
    assert pairs
    assert all(flag in _source_flags(p) and not p.well_formed for p in pairs), [
        (p.hypothesis, p.features.get("flags")) for p in pairs
    ]


def test_a_reporting_verb_without_content_is_still_a_bare_attribution(nlp):
    from pipeline import fitness

    assert fitness._bare_attribution(nlp("She added, and nodded."))
    assert not fitness._bare_attribution(nlp("You can add or delete the old entries."))
