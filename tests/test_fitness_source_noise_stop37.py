"""Source noise the stop 37 blind review found unflagged (docs/fitness.md, "Stop 37"): a sentence
that opens mid-clause on a comma or semicolon, or on a chart position cut from its "No."; a name
of two to four words written twice back to back (a flattened wiki link); a clause opened by the
conjunction "for". Each check has constructed noise it must catch and good sentences of the same
shape it must leave alone. Real spaCy model; one test runs the pipeline and reads the pair flags.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts

CAUGHT = [
    # 1. the tail of a sentence cut at a false boundary: a comma or semicolon first
    ("truncated", ", she thought, carried both boxes, the visit would end early."),
    ("truncated", ", it's the engine that makes the noise."),
    ("truncated", '; "I was tired of it," the driver said.'),
    ("truncated", "; I suppose we got used to the cold."),
    # ... or a chart or ranking position split at "No."
    ("truncated", "2 on the Billboard Hot 100 chart and the Canadian singles chart."),
    ("truncated", "1 in the national rankings and was named player of the year."),
    ("truncated", "14 at the British box office in its first week."),
    # 2. a name written twice: the link text left beside the link's label
    (
        "duplicated_word",
        "Lopez played for the Texas Longhorns women's Texas Longhorns women's team.",
    ),
    ("duplicated_word", "He competed at the 1988 Winter Olympics Winter Olympics."),
    ("duplicated_word", "Ohio State Route 7 Route 7 is a highway along the river."),
    ("duplicated_word", "Maria Lopez Maria Lopez was starting to lose patience."),
    # 3. a clause opened by the conjunction "for": the reason for a clause not shown. Its own
    # reason since stop 87 (fl73), no fragment: the clause is complete, "for" a link to the
    # sentence before (Quirk et al. 1985 §13.19); a warning for conjunction and verb_complement
    ("for_clause", "For both parties are parties of the same old order."),
    ("for_clause", "For he was tired of the long war."),
    ("for_clause", "For the council has never approved a budget on time."),
]

LEFT_ALONE = [
    # 1. commas and numerals in their ordinary places
    "She said, quietly, that the engine made the noise.",
    "The band played two shows; both were sold out.",
    "2008 was a difficult year for the company.",
    "The song reached number 2 on the Billboard Hot 100 chart.",
    "Three in ten adults said they had no savings.",
    '"Help me," he said, "or we will both drown."',
    # 2. names that double as one word, names repeated across a comma, a separated repetition
    "The band Duran Duran played in the stadium.",
    "They drove from Walla Walla to Seattle.",
    "Frank Sinatra recorded New York, New York in 1979.",
    "The Texas Longhorns beat the Texas Aggies twice that season.",
    "I would -- I would like to thank the committee.",
    # 3. a fronted phrase with "for" keeps its own subject; an imperative has none
    "For years the house stood empty.",
    "For John, it was a hard decision.",
    "For most people the answer is simple.",
    "For this reason the plan failed.",
    "For more details see the appendix.",
    "For a list of hotels write to the tourist office.",
    "For sale are three houses on the hill.",
]


@pytest.mark.parametrize(("reason", "text"), CAUGHT)
def test_stop37_source_noise_is_caught(nlp, reason, text):
    assert reason in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_stop37_checks_leave_good_sentences_alone(nlp, text):
    assert fitness.assess(text, nlp(text)) == []


def test_text_checks_work_without_a_parse():
    # the comma tail, the chart position and the doubled name are read from the surface
    assert "truncated" in fitness.assess(", it's the engine that makes the noise.")
    assert "truncated" in fitness.assess("2 on the Billboard Hot 100 chart and the RPM chart.")
    assert "duplicated_word" in fitness.assess(
        "He raced at the 1988 Winter Olympics Winter Olympics."
    )
    # the "for" clause needs the parse
    assert "fragment" not in fitness.assess("For he was tired of the long war.")


def test_pairs_built_on_the_noise_carry_the_source_flag():
    texts = [
        "Lopez played for the Texas Longhorns women's Texas Longhorns women's soccer and golf teams.",
        ", she thought, stopped the car and the music.",
        "Lopez played for the Texas Longhorns soccer and golf teams.",
    ]
    _, result = run_texts(texts, ["conjunction"], assess_sources=True)
    doubled = [p for p in result.pairs if "Longhorns women's Texas" in p.hypothesis + p.premise]
    assert doubled
    assert all(not p.well_formed for p in doubled)
    assert all("source:duplicated_word" in p.features["flags"] for p in doubled)
    tail = [p for p in result.pairs if "she thought" in p.hypothesis + p.premise]
    assert tail and all("source:truncated" in p.features["flags"] for p in tail)
    clean = [p for p in result.pairs if "Longhorns soccer" in p.hypothesis + p.premise]
    assert clean
    assert all(not any(f.startswith("source:") for f in p.features["flags"]) for p in clean)
