"""Stop 94 (fl85): fragment and subjectless flags on review snippets keep their promise.

Three error classes, each with constructed sentences, real parses and real runs:

- a verbless sentence that is one complete adjective phrase (a series of coordinated adjective
  phrases whose first word the tagger read as a name, or a correlative "not only A, but B") or
  one indefinite noun phrase whose article the parser hung on its first adjective is the
  independent verbless clause of an evaluative comment (Quirk et al. 1985 §11.41-11.44; H&P
  2002 ch. 10), a ``description``, not a ``fragment``; lists of nouns and cut phrases stay
  fragments;
- ``source:subjectless`` (the main clause has no subject) is no defect of a pair whose
  rewritten sides come from a clause with its own subject ("..., even though it borrows ...");
- "NAME's" + "not"/adverb/adjective/participle is the contracted "is" (H&P 2002 ch. 3 §1.3),
  re-headed by the tag repair, so a conjunction pair keeps its verb (no ``no_verb``).
"""

from __future__ import annotations

import pytest

from pipeline import fitness, parse
from pipeline.process import run_texts


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


def _pairs(text: str, phenomenon: str):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=True)
    return res.pairs


EVALUATIVE = [
    "Bold, inventive and hard to shake.",
    "Not only tedious, but downright insulting.",
    "A slick but hollow sci fi distraction.",
]


@pytest.mark.parametrize("text", EVALUATIVE)
def test_one_evaluative_phrase_is_a_description(nlp, text):
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" not in reasons
    assert "description" in reasons


STILL_FRAGMENTS = [
    "Mushrooms, onions and garlic.",  # a list of nouns, no adjective coordinate
    "London, Paris and very hot.",  # names are no adjectives
    "Not only tedious.",  # the correlative lost its second coordinate
]


@pytest.mark.parametrize("text", STILL_FRAGMENTS)
def test_lists_and_cut_phrases_stay_fragments(nlp, text):
    assert "fragment" in fitness.assess(text, nlp(text))


def test_conjunction_pairs_on_an_adjective_series_are_well_formed():
    pairs = _pairs("Bold, inventive and hard to shake.", "conjunction")
    assert pairs
    assert all("source:fragment" not in (p.features.get("flags") or ()) for p in pairs)
    assert any(p.well_formed for p in pairs)


def test_an_article_hung_on_the_first_adjective_is_the_nouns(nlp):
    from spacy.tokens import Doc

    words = ["A", "bland", "but", "harmless", "comedy", "."]
    doc = Doc(
        nlp.vocab,
        words=words,
        heads=[1, 4, 1, 1, 4, 4],
        deps=["det", "amod", "cc", "conj", "ROOT", "punct"],
        tags=["DT", "JJ", "CC", "JJ", "NN", "."],
    )
    assert fitness._determiner_of(doc[0], doc[4])
    assert fitness._definition_phrase(doc)
    # the conjunct adjective is no premodifier the article can be hung on
    assert not fitness._determiner_of(doc[3], doc[4])


def test_an_evaluative_noun_phrase_gets_the_copular_repair():
    pairs = _pairs("A slick but hollow sci fi distraction.", "conjunction")
    assert pairs
    assert all(p.premise.startswith("It is a ") for p in pairs)
    assert all("source:fragment" not in (p.features.get("flags") or ()) for p in pairs)


SUBORDINATE = "Feels fresh, although it borrows some of its jokes."


def test_subjectless_spares_pairs_built_from_a_clause_with_its_subject():
    pairs = _pairs(SUBORDINATE, "implicature")
    assert pairs
    for p in pairs:
        assert "source:subjectless" not in (p.features.get("flags") or ())
    assert any(p.hypothesis == "It doesn't borrow all of its jokes." for p in pairs)


def test_subjectless_clause_words_reads_the_trigger_clause(nlp):
    doc = nlp(SUBORDINATE)
    outside = fitness.subjectless_clause_words(doc, SUBORDINATE.index("some"))
    assert outside is not None and "feels" in outside and "borrows" not in outside
    # a trigger in the subjectless main clause itself: no clause with a subject
    main = "Borrows some of its jokes from older films."
    assert fitness.subjectless_clause_words(nlp(main), main.index("some")) is None


def test_subjectless_stays_on_a_main_clause_trigger():
    pairs = _pairs("Borrows some of its jokes from older films.", "implicature")
    assert pairs
    assert all("source:subjectless" in (p.features.get("flags") or ()) for p in pairs)
    assert not any(p.well_formed for p in pairs)


def test_subjectless_stays_where_a_side_keeps_the_main_clause():
    pairs = _pairs(
        "Manages to stay fresh, although it borrows some of its jokes.", "verb_complement"
    )
    assert pairs
    assert all("source:subjectless" in (p.features.get("flags") or ()) for p in pairs)


@pytest.mark.parametrize(
    "text",
    ["Jane Doe's clearly tired, and the crew is worried.", "Maria's not ready."],
)
def test_contracted_is_after_a_name_is_the_root_verb(nlp, text):
    doc = nlp(text)
    clitic = next(t for t in doc if t.lower_ == "'s")
    assert clitic.tag_ == "VBZ" and clitic.dep_ == "ROOT" and clitic.lemma_ == "be"
    assert doc[clitic.i - 1].dep_ == "nsubj"


@pytest.mark.parametrize("text", ["Tim Walsh's new film opens today.", "We ate at Tim's."])
def test_a_genitive_with_its_noun_stays_a_genitive(nlp, text):
    doc = nlp(text)
    clitic = next(t for t in doc if t.lower_ == "'s")
    assert clitic.tag_ == "POS"


def test_conjunction_pair_on_contracted_is_has_no_no_verb():
    pairs = _pairs("Ann Lee's not done yet but her new album shows she's close.", "conjunction")
    short = [p for p in pairs if p.premise == "Ann Lee's not done yet."]
    assert short
    assert all("no_verb" not in (p.features.get("flags") or ()) for p in short)


def test_a_content_clause_of_the_subjectless_verb_is_no_clause_of_its_own(nlp):
    # what "Shows" reports is part of its proposition: a side built on it keeps the flag
    text = "Shows the account is listed in the bank's ledger."
    assert fitness.subjectless_clause_words(nlp(text), text.index("bank")) is None
