"""Flags that must promise a bad pair, and checks for what a flag can catch (stop 49, fl7), on
constructed sentences through the real parser and pipeline:

1. ``source:unbalanced_quote``: a quote after the number of a letter-hyphen-number designation
   ("SR-52") is a quotation mark, no inch mark (CMOS 10.66); a quotation that opens after a
   reporting clause and runs on to the sentence's end is a run-on quotation cut by the splitter
   (CMOS 13.30), not a lost part of the sentence.
2. ``no-subject`` on the conditional embedding: not when the parse folded the subject into a
   fronted prepositional phrase before a predicative "be" (no inverted subject after "be",
   Bresnan 1994); locative inversion keeps the flag.
3. new: a byline run into the sentence ("Anna Berg Every winter ...": ``source:speaker_tag``),
   a money amount cut at its decimal point after a determiner ("their own $2.":
   ``source:truncated``).
"""

from __future__ import annotations

from pipeline import fitness
from pipeline.rewrite import embedding
from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str, phenomenon: str):
    return mined_pairs(text, phenomenon, assess_sources=True)


# class 1: quotation marks


def test_quote_after_a_route_number_is_a_quotation_mark() -> None:
    text = 'Most of the road is unbuilt, but two parts are open and signed as SR-52 or "NEW SR-52".'
    assert "unbalanced_quote" not in fitness.assess(text)
    # the inch mark after a measure numeral is still no quotation mark
    assert "unbalanced_quote" not in fitness.assess('The board is 12" wide and painted red.')
    # and an odd quote is still caught
    assert "unbalanced_quote" in fitness.assess('The road is signed as "NEW SR-52 and it is open.')


def test_pairs_of_a_quoted_designation_are_well_formed() -> None:
    text = 'Most of the road is unbuilt, but two parts are open and signed as SR-52 or "NEW SR-52".'
    pairs = _pairs(text, "conjunction")
    assert pairs
    assert not any(any(f.startswith("source:") for f in pair_flags(p)) for p in pairs)


def test_run_on_quotation_after_a_reporting_clause_is_complete() -> None:
    assert "unbalanced_quote" not in fitness.assess(
        "The mayor answered: \u201cThere are many people whom I trust."
    )
    assert "unbalanced_quote" not in fitness.assess('She said, "We will leave at dawn.')
    # a quote opened inside the clause, with no reporting clause before it, is still cut
    assert "unbalanced_quote" in fitness.assess('She said "we will leave at dawn and then slept.')
    # a closing mark with nothing opening it: the speaker is in another sentence
    assert "unbalanced_quote" in fitness.assess('We will leave at dawn," she said.')


# class 2: no-subject on the conditional


def test_subject_folded_into_fronted_phrase_before_predicative_be(nlp) -> None:
    doc = nlp(
        "Along with Anna Berg, the mayor's sister and adviser, the city's former treasurers "
        "and a former deputy mayor are under investigation."
    )
    out = embedding.embed(doc, "conditional")
    assert out.text.startswith("If along with Anna Berg")
    assert out.text.endswith("are under investigation, it's okay.")
    assert "no-subject" not in out.flags


def test_locative_inversion_keeps_no_subject(nlp) -> None:
    out = embedding.embed(nlp("Among the old stories is one about a fox."), "conditional")
    assert "no-subject" in out.flags
    out = embedding.embed(nlp("Behind the house stood a barn."), "conditional")
    # since stop 98 (ng11) the inversion the parse missed is named for what it is
    assert {"no-subject", "locative-inversion"} & set(out.flags)
    assert not out.ok


# class 3: new source checks


def test_byline_run_into_the_sentence_is_flagged(nlp) -> None:
    def reasons(text: str) -> list[str]:
        return fitness.assess(text, nlp(text))

    assert "speaker_tag" in reasons("Anna Berg Every winter the lake freezes over.")
    assert "speaker_tag" not in reasons("Then The Beatles played a song.")
    assert "speaker_tag" not in reasons("Every winter Anna Berg walks across the lake.")


def test_byline_pairs_carry_the_source_flag() -> None:
    pairs = _pairs("Anna Berg Every winter the ducks and geese leave the lake.", "conjunction")
    assert pairs
    assert all("source:speaker_tag" in pair_flags(p) for p in pairs)
    assert not any(p.well_formed for p in pairs)


def test_money_amount_cut_at_its_decimal_point() -> None:
    assert "truncated" in fitness.assess("The senators then proposed their own $2.")
    assert "truncated" in fitness.assess("She wrote a $3.")
    assert "truncated" not in fitness.assess("The old horse is worth $1.")
    assert "truncated" not in fitness.assess("The ticket cost $5.")


def test_romanised_ayn_and_aphetic_forms_are_no_quotation_marks() -> None:
    assert "unbalanced_quote" not in fitness.assess("Many poems are attributed to Ibn 'Umar.")
    assert "unbalanced_quote" not in fitness.assess("The horses had 'nough sense to stay home.")
    assert "unbalanced_quote" not in fitness.assess("She liked 'most every song he sang.")
    assert "unbalanced_quote" in fitness.assess("They called him 'Big Sam and left.")


def test_medial_adverb_before_a_verb_tagged_as_noun(nlp) -> None:
    text = "The river also channels the rain water, which comes down from the hills."
    assert "fragment" not in fitness.assess(text, nlp(text))
    text = "Two old trials in which the judge is acquitted."
    assert "fragment" in fitness.assess(text, nlp(text))
