"""Source noise of the s1129q-t blind slices, stop 39 (docs/fitness.md, "Stop 39"): spaced single
quotes sided before the Moses detokenizer, a lone single quote at a sentence edge removed, the
apostrophe of a dropped "g" put back on its word, an interviewer's glued "Q." label taken off;
flagged: a single quote with no partner (``unbalanced_quote``), a sentence cut after a town's
state abbreviation (``truncated``), a tensed "be" after infinitival "to" (``garbled``), "a/an"
with a plural noun (``disfluent``). Each has constructed noise it must repair or catch and good
sentences of the same shape it must leave alone; the last tests run the pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of

REPAIRED = [
    # a lone single quote after the final punctuation: the end of a quotation opened before
    ("You will need a bigger boat for that. '", "You will need a bigger boat for that."),
    ("The nurse told me I could go home! '", "The nurse told me I could go home!"),
    # a lone single quote at the start that nothing closes
    ("'The lights went out at nine.", "The lights went out at nine."),
    # COCA's spaced single quotes, sided before detokenizing
    (
        "The plans were marked as ' for internal use ' and locked away .",
        "The plans were marked as 'for internal use' and locked away.",
    ),
    (
        "He told her , ' Nobody saw the car . '",
        "He told her, 'Nobody saw the car.'",
    ),
    ("They were haulin ' lumber all day .", "They were haulin' lumber all day."),
    # the apostrophe of a dropped "g" glued to the next word in running text
    (
        "Let me cook somethin 'special for you tonight.",
        "Let me cook somethin' special for you tonight.",
    ),
    ("The boys were fishin 'down by the creek.", "The boys were fishin' down by the creek."),
]

KEPT = [
    "She said, 'I will be there by noon.'",
    "He listened to rock 'n' roll all night.",
    "'Tis the season for giving.",
    "The girls' and boys' teams played on Sunday.",
    "He called it 'the plan' and left.",
    "They waited 'til morning to leave.",
    "The 'Ndrangheta is a Calabrian crime group.",
    "She kept her voice low, saying nothing.",
    "He was nothin 'special' in her eyes.",  # a quotation after the -in word: left alone
]


@pytest.mark.parametrize(("noisy", "clean"), REPAIRED)
def test_single_quote_artifacts_are_repaired(noisy, clean):
    assert fitness.tidy(noisy).text == clean
    assert fitness.tidy(clean).text == clean  # idempotent


@pytest.mark.parametrize("text", KEPT)
def test_good_single_quotes_are_kept(text):
    assert fitness.tidy(text).text == text
    assert "unbalanced_quote" not in fitness.assess(text)


def test_the_interview_label_becomes_the_speaker():
    tidied = fitness.tidy("Q.We heard the team is moving to Denver.")
    assert (tidied.text, tidied.speaker) == ("We heard the team is moving to Denver.", "Q")
    tidied = fitness.tidy("Q. How did you meet your wife?")
    assert (tidied.text, tidied.speaker) == ("How did you meet your wife?", "Q")
    # an initial before a surname stays
    assert fitness.tidy("Q. Smith wrote the report in 1990.").text == (
        "Q. Smith wrote the report in 1990."
    )


FLAGGED = [
    # an opening single quote that nothing closes
    ("Soon after 'the storm passed, the crews went back to work.", "unbalanced_quote"),
    # a closing single quote after a comma with nothing opening it
    ("We can't keep the doors open,' the owner said last week.", "unbalanced_quote"),
    # the sentence was cut after the state's abbreviation: "a" has no noun
    (
        "The contract went to Brightline Tools, a Ronkonkoma, N.Y.",
        "truncated",
    ),
    ("The firm hired a lawyer from an Akron, Ohio, firm and a Dover, Del.", "truncated"),
    # a tensed "be" after infinitival "to"
    ("These frogs are thought to are endangered by the drought.", "garbled"),
    ("The old bridge seems to is closed for repairs.", "garbled"),
    # "a/an" with a plural noun
    ("I think the cost of housing is a serious problems for young families.", "disfluent"),
    ("The mayor said it was an important steps toward recovery.", "disfluent"),
]

NOT_FLAGGED = [
    ("She works for a Hauppauge, N.Y., company that makes tools.", "truncated"),
    ("He was born in Hauppauge, N.Y.", "truncated"),
    ("What it comes down to is money.", "garbled"),
    ("The offices aspired to were the highest in the land.", "garbled"),
    ("These frogs are thought to be endangered by the drought.", "garbled"),
    ("She spent a few days in the hills.", "disfluent"),
    ("An estimated 200 people came to the rally.", "disfluent"),
    ("It was a means of escape for the family.", "disfluent"),
    ("The garage was a shambles after the storm.", "disfluent"),
    ("He is a sales manager at the plant.", "disfluent"),
    ("We had a good ten years in that house.", "disfluent"),
    ("The players' union met on Monday.", "unbalanced_quote"),
]


@pytest.mark.parametrize(("text", "reason"), FLAGGED)
def test_source_noise_is_flagged(nlp, text, reason):
    text = fitness.tidy(text).text
    assert reason in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(("text", "reason"), NOT_FLAGGED)
def test_good_sentences_of_the_same_shape_are_not_flagged(nlp, text, reason):
    text = fitness.tidy(text).text
    assert reason not in fitness.assess(text, nlp(text))


def test_the_product_path_repairs_quotes_and_flags_the_pairs():
    raw = "I told him the price was fair . ' Q.I think we paid too much ."
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    sents = sentences_of(doc)
    assert [s.text for s in sents] == [
        "I told him the price was fair.",
        "I think we paid too much.",
    ]
    texts = [
        "Soon after 'the storm passed, the crews began to clear the roads.",
        "Soon after the storm passed, the crews began to clear the roads.",
        "Experts think the price of fuel is a major worries for farmers.",
        "Experts think the price of fuel is a major worry for farmers.",
    ]
    _, result = run_texts(texts, ["presupposition", "verb_complement"], assess_sources=True)
    noisy = [p for p in result.pairs if "'the storm" in p.premise or "major worries" in p.premise]
    assert noisy
    assert all(not p.well_formed for p in noisy)
    assert any("source:unbalanced_quote" in p.features["flags"] for p in noisy)
    assert any("source:disfluent" in p.features["flags"] for p in noisy)
    clean = [
        p
        for p in result.pairs
        if "after the storm" in p.premise + p.hypothesis or "major worry" in p.premise
    ]
    assert clean
    assert all(not any(f.startswith("source:") for f in p.features["flags"]) for p in clean)


def test_a_spaced_plural_possessive_beside_a_quotation_stays_a_possessive():
    text = "The players ' union said , ' We won . '"
    assert fitness.tidy(text).text == "The players' union said, 'We won.'"
    assert fitness.tidy("Tom went to the Smiths ' house .").text == "Tom went to the Smiths' house."
