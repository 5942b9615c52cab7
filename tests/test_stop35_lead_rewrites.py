"""The lead's rewrite fixes of stop 35, through the real run (``run_texts``: the run's own
pipeline, which parses without NER): a year or a month after a time-position preposition anchors
an aspectual draft's "before", and a sentence-final connective stays out of a question, modal or
conditional premise. Constructed sentences; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _pairs(text: str):
    return run_texts([text], ["presupposition"])[1].pairs


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # "in 1990" times the transition: the prior state held before 1990, not in it
        ("She stopped smoking in 1990.", "She had been smoking before 1990."),
        (
            "They began building the bridge in the 1930s.",
            "They had not been building the bridge before the 1930s.",
        ),
        ("She started teaching in June 2004.", "She had not been teaching before June 2004."),
    ],
)
def test_a_year_or_month_anchors_the_aspectual_draft(text, draft):
    drafts = {p.hypothesis for p in _pairs(text) if p.hypothesis_kind == "presupposition"}
    assert draft in drafts
    assert not any(" before." in d and (" in 19" in d or " in June" in d) for d in drafts)


@pytest.mark.parametrize(
    "text",
    [
        "We continued to see each other after the war, of course.",
        "She stopped smoking after the wedding, however.",
    ],
)
def test_a_final_connective_stays_out_of_embeddings(text):
    embedded = [
        p.premise
        for p in _pairs(text)
        if p.premise_kind in ("modal", "interrogative", "conditional")
    ]
    assert embedded
    assert not any("of course" in e or "however" in e for e in embedded)
    # the negation keeps it, as NOPE's experts did with sentence connectives
    negated = [p.premise for p in _pairs(text) if p.premise_kind == "negated"]
    assert negated and all("of course" in n or "however" in n for n in negated)


def test_a_final_too_stays_in_the_question():
    # "too" is no detached connective: "Did he manage to finish the race, too?" is fine
    questions = [
        p.premise
        for p in _pairs("He managed to finish the race, too.")
        if p.premise_kind == "interrogative"
    ]
    assert questions and all(q.endswith("too?") for q in questions)
