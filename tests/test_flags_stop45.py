"""Flags that called good pairs bad (stop 45, fl2; docs/flags.md, "Stop 45").

A flag is a promise that the pair is bad. These checks fired on clean prose: a borrowed
foreign phrase read as an OCR misreading (``source:garbled``), a numeral that names a number
read as a cut-off name (``source:truncated``), the determiner "neither" before an adjective read
as a lost "nor", a denied act of saying and "insist on" read as a bare quotation attribution, a
stranded infinitival "to" read as a preposition that lost its object, the personal hearsay
passive read as the impersonal one (``negated-reporting-passive``), and free-choice "any" under
a modal adjective read as an unlicensed NPI. The real faults they were written for stay flagged.
Sentences are constructed.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts


@pytest.mark.parametrize(
    "text",
    [
        # a borrowed phrase: "carne" is one OCR confusion from "came", but "con" is Spanish too
        "The stalls at the fair sold chili con carne, arroz con pollo and apple pie.",
        # the numeral is the name of the number
        "0 is an even number.",
        "1 is the unit of counting in every system of measurement.",
        # "neither" determines an adjective + singular noun
        "The order is paraphyletic and neither smaller group is used by modern authors.",
        # a stranded infinitival "to" (verb-phrase ellipsis)
        "I could not go back to the farm, nor did I wish to.",
        # a denied act of saying attributes no quotation
        "She never told Tom, and he never asked.",
        # "insist on" has its object
        "Both parties will insist on that before they join the government.",
    ],
)
def test_clean_sentences_are_not_flagged(nlp, text: str) -> None:
    assert fitness.assess(text, nlp(text)) == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Then he carne home late after the storm.", "garbled"),  # OCR "came" among English
        ("6 was an airship built for the navy.", "truncated"),  # "LZ 6" cut by the splitter
        ("Neither the coach came back.", "garbled"),  # correlative, "nor" lost
        ("It was a guitar that belongs to.", "truncated"),  # a preposition lost its object
        ("He said, as she nodded.", "truncated"),  # a quotation's attribution
    ],
)
def test_real_faults_stay_flagged(nlp, text: str, reason: str) -> None:
    assert reason in fitness.assess(text, nlp(text))


def _negated_flags(text: str, phenomenon: str) -> list[list[str]]:
    _, res = run_texts([text], [phenomenon])
    return [p.features.get("flags", []) for p in res.pairs if p.premise_kind == "negated"]


def test_personal_hearsay_passive_is_not_flagged() -> None:
    # "X is not believed to have V-ed": an ordinary denial about X (neg-raising)
    flags = _negated_flags(
        "The old bridge is believed to have collapsed in 1850.", "verb_complement"
    )
    assert flags
    assert all("negated-reporting-passive" not in f for f in flags)


def test_impersonal_hearsay_passive_stays_flagged() -> None:
    # "It is not estimated that p" denies that anyone estimates: the writer's stance frame
    text = "It is estimated that the old castle contains about two hundred rooms."
    flags = _negated_flags(text, "verb_complement")
    assert flags
    assert all("negated-reporting-passive" in f for f in flags)


def _complement_flags(text: str) -> list[list[str]]:
    _, res = run_texts([text], ["verb_complement"])
    return [
        p.features.get("flags", [])
        for p in res.pairs
        if p.subtype == "that" and p.hypothesis.startswith("The board was")
    ]


def test_free_choice_any_under_modal_adjective_is_not_an_npi() -> None:
    text = "The board announced that it was willing to hire engineers of any nationality."
    flags = _complement_flags(text)
    assert flags
    assert all(not any(f.startswith("non-construction:npi") for f in fl) for fl in flags)


def test_npi_any_under_negation_stays_flagged() -> None:
    _, res = run_texts(
        ["The board did not say that it had hired engineers of any nationality."],
        ["verb_complement"],
    )
    hyps = [p for p in res.pairs if p.hypothesis.startswith("The board had")]
    assert hyps
    assert all(
        "non-construction:npi-in-complement:any" in p.features.get("flags", []) for p in hyps
    )
