"""Source noise of the s1129w-s1130b blind slices, stop 40 (docs/fitness.md, "Stop 40"): a form
of "be" before a simple past ("was chose"), a comma with no space before a word ("2009,the"), a
word split at a line-end hyphen ("elimi-nate") (all ``garbled``); a plain verb right after a
to-infinitive catenative ("continued go down"), a plural-only quantifier with a singular
noun ("numerous management board"), a plain-form verb conjunct after an -s verb ("The magazine
is aimed ... and tend to be") (``disfluent``; the plural-initialism check, "The XIs consists",
was withdrawn by the lead: two A/B judges kept all 9 pairs of the sentence it fired on); one prepositional phrase attached twice to one verb (``duplicated_word``); a
sentence that is only a "the moment ..." clause (``fragment``). Each has constructed noise it
must catch and good sentences of the same shape it must leave alone; the last test runs the
pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts

FLAGGED = [
    ("The old mayor was chose to lead the parade last spring.", "garbled"),
    ("Most of the letters were wrote by his sister.", "garbled"),
    # "In 1998,the small museum": a space lost after a comma is mended by tidy since stop 54
    # (fitness._space_after_comma; tests/test_flags_stop54.py), no longer flagged
    ("The new rules will elimi-nate most of the paperwork.", "garbled"),
    ("The report was devastat-ingly clear about the losses.", "garbled"),
    ("Prices kept rising, but salaries continued go down for years.", "disfluent"),
    ("The committee decided postpone the vote until March.", "disfluent"),
    ("She sits on numerous advisory board in the region.", "disfluent"),
    ("He visited several museum in the old town.", "disfluent"),
    ("The journal is published in Boston and seem to sell well.", "disfluent"),
    ("The club is located in Leeds and tend to attract young players.", "disfluent"),
    (
        "The team won in the second half against the visitors in the second half.",
        "duplicated_word",
    ),
    ("But the moment she opened the door.", "fragment"),
    ("The minute we arrived at the station.", "fragment"),
]

NOT_FLAGGED = [
    ("The old mayor was chosen to lead the parade last spring.", "garbled"),
    ("The question is how the fire began.", "garbled"),
    ("The prize was 1,500 dollars in cash.", "garbled"),
    ("In 1998, the small museum moved to a larger building.", "garbled"),
    # a comma inside a name, where a glottal mark was lost, is not a missing space (stop 40)
    ("The area is inhabited mostly by the Fa,awa and Duwa people.", "garbled"),
    ("They wanted to re-set the clock before the race.", "garbled"),
    ("Her co-author sent the draft by e-mail.", "garbled"),
    ("The long-term plan is a well-known secret.", "garbled"),
    ("Prices kept rising, but salaries continued to fall for years.", "disfluent"),
    ("She helped clean up the park after the fair.", "disfluent"),
    ("You need not go if you are tired.", "disfluent"),
    ("He started work at the mill in 1950.", "disfluent"),
    ("She sits on numerous advisory boards in the region.", "disfluent"),
    ("Many a sailor has been lost on that reef.", "disfluent"),
    ("He visited several museums in the old town.", "disfluent"),
    ("The journal is published in Boston and focuses on local history.", "disfluent"),
    ("The twins are tall and play basketball.", "disfluent"),
    ("The player mimics the look and feel of the old version.", "disfluent"),
    ("Numerous aircraft were built in France.", "disfluent"),
    ("The test has multiple choice questions.", "disfluent"),
    ("The older CDs contain only the first six songs.", "disfluent"),
    ("The band's CD contains only the first six songs.", "disfluent"),
    ("The team won in the second half and lost in the first half.", "duplicated_word"),
    ("He won in 2001 and lost in 2005.", "duplicated_word"),
    ("They met during the fall of 1990 and during the fall of 1991.", "duplicated_word"),
    ("It is judged on the basis of merit, not on the basis of age.", "duplicated_word"),
    ("The moment she opened the door, the dog ran out.", "fragment"),
    ("At that moment she opened the door.", "fragment"),
    ("The next day we arrived at the station.", "fragment"),
]


@pytest.mark.parametrize(("text", "reason"), FLAGGED)
def test_source_noise_is_flagged(nlp, text, reason):
    text = fitness.tidy(text).text
    assert reason in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(("text", "reason"), NOT_FLAGGED)
def test_good_sentences_of_the_same_shape_are_not_flagged(nlp, text, reason):
    text = fitness.tidy(text).text
    assert reason not in fitness.assess(text, nlp(text))


def test_the_product_path_flags_the_pairs_of_noisy_sources():
    noisy_texts = [
        "The guide is written for tourists and tend to be short, but it knows that the city is old.",
        "The prize was chose by a jury, and the winner realized that the vote was close.",
        "Wages continued go down, and the workers realized that the plant would close.",
    ]
    clean_texts = [
        "The guide is written for tourists and tends to be short, but it knows that the city is old.",
        "The prize was chosen by a jury, and the winner realized that the vote was close.",
        "Wages continued to go down, and the workers realized that the plant would close.",
    ]
    sents, result = run_texts(
        noisy_texts + clean_texts,
        ["conjunction", "verb_complement", "presupposition"],
        assess_sources=True,
    )
    noisy_ids = {s.sentence_id for s in sents[:3]}
    noisy = [p for p in result.pairs if p.sentence_id in noisy_ids]
    # every pair that still shows the slip is not well formed
    shown = [
        p for p in noisy if any(w in p.premise for w in ("and tend", "continued go", "was chose"))
    ]
    assert shown
    assert all(not p.well_formed for p in shown)
    flags = {f for p in shown for f in p.features["flags"]}
    assert flags >= {"source:disfluent", "source:garbled"}
    clean = [p for p in result.pairs if p.sentence_id not in noisy_ids]
    assert clean
    assert all(not any(f.startswith("source:") for f in p.features["flags"]) for p in clean)
