"""Source noise the stop 38 blind review found unflagged (docs/fitness.md, "Stop 38"): a
preposition whose object the wiki dump dropped ("similar to, with", "from to present", "located
in , Utah"); a sentence opened by "although"/"because" whose only other clause is a that-clause;
a sentence cut at "No." or a title; a list bullet before the sentence. Each check has
constructed noise it must catch and good sentences of the same shape it must leave alone. Real
spaCy model; one test runs the pipeline and reads the pair flags.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of

CAUGHT = [
    # 1. a preposition left without its object: a mark, or a preposition that takes no
    #    preposition phrase, right after it; or its object parted from it by a comma
    ("truncated", "These pears are similar to, with a thicker and rougher peel."),
    ("truncated", "The table lists the team's results from to present, including playoffs."),
    ("truncated", "The report holds the banks responsible for by lending money to the regime."),
    ("truncated", "The lake is located in , Nevada, near the border."),
    ("truncated", "The club plays its home games at; the stadium holds 5,000."),
    # 2. "although" opening a sentence whose only other clause is subordinate too
    (
        "fragment",
        "Although the mayor, then the city's treasurer, argued that the budget would fail.",
    ),
    ("fragment", "Although the engineers said that the bridge was safe."),
    # 3. the head of a sentence cut after an abbreviation that needs a number or a name
    ("truncated", "The title will be decided when the third-ranked Hawks meet No."),
    ("truncated", "After the speech she shook hands with Mrs."),
]

LEFT_ALONE = [
    # 1. prepositions whose object is shared, moved or set after an aside; particles
    "The town is a port in and the capital of the province.",
    "Prices rose before, during and after the war.",
    "Bronze is similar to, but harder than, copper.",
    "The paintings were copies after, or inspired by, older masters.",
    "The new bridge was paid for by the city.",
    "He worked in, say, Denver for a few years.",
    "He was famous for, among other things, his hats.",
    "The man she spoke to, a lawyer, nodded.",
    "He came to, and looked around the room.",
    "She walked in, and sat down by the fire.",
    "The lake is located in Nevada, near the border.",
    "The crowd listened as, one by one, the children sang.",
    "The issue was dealt with, and the meeting ended.",
    "The pears are similar to apples, with a thicker and rougher peel.",
    # 2. "although" with a main clause after its that-clause
    "Although the engineers said that the bridge was safe, the city closed it.",
    "Because he knew that it was late, he left early.",
    # 3. an answer, a surname, an address
    "The answer was No.",
    "The prize went to Amartya Sen.",
    "The shop is on Elm St.",
    "The song reached No. 1 in the spring.",
]


@pytest.mark.parametrize(("reason", "text"), CAUGHT)
def test_stop38_source_noise_is_caught(nlp, reason, text):
    assert reason in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_stop38_checks_leave_good_sentences_alone(nlp, text):
    assert fitness.assess(text, nlp(text)) == []


def test_the_abbreviation_end_needs_no_parse_and_the_preposition_does():
    assert "truncated" in fitness.assess("The Hawks will meet No.")
    assert fitness.assess("The answer was No.") == []
    # the stranded preposition is read from the parse
    assert "truncated" not in fitness.assess("These pears are similar to, with a thicker peel.")


def test_a_leading_list_bullet_is_removed():
    text = "* Nine members of the crew were injured in March."
    assert fitness.tidy(text).text == "Nine members of the crew were injured in March."
    assert fitness.tidy("\u2022 The vote was held on Monday.").text == (
        "The vote was held on Monday."
    )
    # a footnote star glued to its word is not a bullet
    assert fitness.tidy("*Note the date of the vote.").text == "*Note the date of the vote."
    # the product path: a bulleted line of a jsonl source is stored without its bullet
    raw = "* Nine members of the crew were injured . Two were killed ."
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    assert [s.text for s in sentences_of(doc)] == [
        "Nine members of the crew were injured.",
        "Two were killed.",
    ]


def test_pairs_built_on_the_noise_carry_the_source_flag():
    texts = [
        "These pears are similar to, with a thicker and rougher peel.",
        "These pears are similar to apples, with a thicker and rougher peel.",
    ]
    _, result = run_texts(texts, ["conjunction"], assess_sources=True)
    noisy = [p for p in result.pairs if "similar to," in p.premise + p.hypothesis]
    assert noisy
    assert all(not p.well_formed for p in noisy)
    assert all("source:truncated" in p.features["flags"] for p in noisy)
    clean = [p for p in result.pairs if "similar to apples" in p.premise + p.hypothesis]
    assert clean
    assert all(not any(f.startswith("source:") for f in p.features["flags"]) for p in clean)
