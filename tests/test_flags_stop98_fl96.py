"""Stop 98 (fl96): ``source:fragment`` and ``source:agreement`` on long expository sentences.

Four misreadings of full, grammatical sentences whose tagger errors the checks took at face
value (s9801's judge kept three of four such flagged conjunction pairs as is):

1. A word English has only as a verb ("ensue", "varies", "differs"), tagged as a noun, is the
   finite verb of a clause the tagger did not see (a noun phrase needs a noun head: H&P 2002
   ch. 5 §1). After an initial wh-clause and a comma it is the main clause's verb (Quirk et al.
   1985 §15.8), so the sentence is no bare subordinate clause; between a subject and a colon it
   is the subject's own verb, so the subject is no heading.
2. A colon or semicolon never stands between a subject and its verb: a plural verb past the
   mark belongs to the next clause, and is no agreement slip of the subject before it.
3. A Latin or Greek plural tagged NN ("staphylococci", "phenomena") is plural (Quirk et al.
   1985 §5.90-5.98): "one of the staphylococci" is the partitive with its plural (§6.50).
4. A plain form that is also the preterite of another verb ("lay", of "lie") is past, and
   agrees with any subject: "So the matter lay, and ..." has no slip.

Constructed sentences, real spaCy parses, real runs. Near misses keep their flags.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    "text",
    [
        "When harmful bacteria reach an open wound, such as a cut, graze, or burn, the familiar "
        "signs of redness and swelling ensue, followed by a discharge from the wound.",
        "When cold air reaches the lungs of a patient, such as a child or an elderly man, the "
        "usual symptoms of coughing and wheezing ensue.",
    ],
)
def test_main_clause_verb_read_as_noun_after_wh_clause_is_no_fragment(nlp, text):
    assert "fragment" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        # the wh-clause alone, a comma and an apposition: no main clause
        "When harmful bacteria reach an open wound, such as a cut, graze, or burn.",
        "When cold air reaches the lungs of a patient, such as a child or an elderly man.",
    ],
)
def test_wh_clause_alone_stays_a_fragment(nlp, text):
    assert "fragment" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "The degree to which tissue which has been lost is replaced varies in different organs "
        "of the body: while the liver, the skin, and other organs which are formed from "
        "epithelium are almost completely renewed, organs which are wholly formed of nerve "
        "cells, such as the brain and the cord, are not replaced.",
        "The extent to which skin which has been burned is restored varies in different parts "
        "of the body: while the face, the hands, and other parts which are well supplied with "
        "blood are almost fully healed, areas which are badly scarred, such as the back and the "
        "neck, are not restored.",
        "The extent to which hair which has been lost grows back differs in different parts of "
        "the scalp: while the crown and the temples are often bare, patches which are small are "
        "quickly covered.",
    ],
)
def test_subject_with_its_own_verb_before_a_colon_is_neither_fragment_nor_slip(nlp, text):
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" not in reasons
    assert "agreement" not in reasons


def test_heading_before_a_semicolon_stays_a_fragment(nlp):
    text = "Occasional equivalent of hello world; seems to have originated at the lab."
    assert "fragment" in fitness.assess(text, nlp(text))


def test_slip_on_the_same_side_of_the_colon_stays_agreement(nlp):
    text = "The report on the two trips are late: nobody wrote them."
    assert "agreement" in fitness.assess(text, nlp(text))


def test_one_of_a_latin_plural_is_no_slip(nlp):
    text = "The usual cause is one of the streptococci, less often a staphylococcus."
    assert "agreement" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "The cause is usually one of the main channel.",
        "She was one of the best student in the class.",
    ],
)
def test_one_of_a_singular_count_noun_stays_agreement(nlp, text):
    assert "agreement" in fitness.assess(text, nlp(text))


def test_helpers():
    assert fitness.foreign_plural("staphylococci")
    assert fitness.foreign_plural("phenomena")
    assert not fitness.foreign_plural("channel")
    assert not fitness.foreign_plural("student")


def test_conjunction_pairs_of_such_sentences_are_well_formed():
    text = (
        "When harmful bacteria reach an open wound, such as a cut, graze, or burn, the familiar "
        "signs of redness and swelling ensue, followed by a discharge from the wound."
    )
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    for pair in pairs:
        flags = pair.features.get("flags") or ()
        assert "source:fragment" not in flags
    assert any(p.well_formed for p in pairs)


@pytest.mark.parametrize(
    "text",
    [
        "So the matter lay, and the villagers argued from one plan to the next, never reaching "
        "a decision.",
        "So the letter lay, and the clerks waited for a reply.",
    ],
)
def test_preterite_of_another_verb_is_no_plural_present(nlp, text):
    # "lay" is the plain form of "lay" and the preterite of "lie" (Quirk et al. 1985 §3.14-3.17)
    assert "agreement" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text", ["The account have a value of 0.", "The report make no sense to anyone."]
)
def test_plain_form_that_is_no_preterite_stays_agreement(nlp, text):
    assert "agreement" in fitness.assess(text, nlp(text))
