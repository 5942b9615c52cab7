"""Fortieth pass (stop 51, im33): classes of the last blind review's implicature rejects,
found again in dev text and in constructed sentences.

1. An evaluative disjunct opening the sentence ("Fortunately, ...") is the speaker's comment
   on the proposition asserted; the hypothesis asserts another one, so it drops the disjunct.
2. The subject of a bare infinitive after a causative ("made many readers laugh") is the
   causative's object: no "made not all readers laugh" pair.
3. A numeral subject with a supplementary relative ("Two boys, who had been ..., ran") is a
   specific indefinite: no upper-bound pair. A restrictive relative keeps it.
4. A clause with two subjects, the later after a comma (an unclosed "for example" list taken as
   a subject), gives no pair; a closed "such as" list is cut and keeps it.
5. A gapped conjunct ("and the coffee better") would be read under the negation: no pair; a
   full second clause ("and the coffee is better") is cut and keeps it.
6. An "including" list without a comma before it is cut whole, not appositive by appositive.
7. A count named by a closing comma- or dash-set list of as many noun phrases is exact: no pair.
8. A hypothesis that opens in lowercase where the sentence opened with a capital is garbled.
9. A reporting clause set off after reported words ("..., he told himself, ...") is a frame:
   no pair when the negation would land on it; a finite reported clause takes it and stays.

Constructed sentences through the real pipeline (``run_texts``).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. evaluative disjuncts ----------------------------------------------------------------------


def test_evaluative_disjunct_is_dropped_from_the_hypothesis():
    text = "Fortunately, some of the passengers were rescued at dawn."
    assert _hypotheses(text, "quantifiers") == {"Not all of the passengers were rescued at dawn."}


def test_ironically_is_dropped_with_the_like_list():
    text = "Ironically, some of the borrowed words, like garage and menu, were once English words."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the borrowed words were once English words."
    }


# -- 2. subject of a bare infinitive after a causative --------------------------------------------


def test_causative_object_gives_no_pair():
    assert _hypotheses("Her stories made many readers laugh out loud.", "quantifiers") == set()


def test_plain_subject_keeps_its_pair():
    assert _hypotheses("Many readers laughed out loud at her stories.", "quantifiers") == {
        "Not all readers laughed out loud at her stories."
    }


# -- 3. specific indefinite numerals --------------------------------------------------------------


def test_numeral_subject_with_supplementary_relative_gives_no_pair():
    text = "Two boys, who had been watching from the bridge, ran to the bank."
    assert _hypotheses(text, "numerals") == set()


def test_numeral_subject_with_restrictive_relative_keeps_its_pair():
    text = "Three men who had been arguing loudly fell silent."
    assert _hypotheses(text, "numerals") == {
        "No more than three men who had been arguing loudly fell silent."
    }


# -- 4. an unclosed example list read as a second subject -----------------------------------------


def test_unclosed_for_example_list_gives_no_pair():
    text = "Many loanwords, for example, pizza, tycoon, and karaoke are now ordinary English words."
    assert _hypotheses(text, "quantifiers") == set()


def test_closed_such_as_list_is_cut_and_keeps_the_pair():
    text = "Some birds, such as the robin and the wren, stay all winter."
    assert _hypotheses(text, "quantifiers") == {"Not all birds stay all winter."}


# -- 5. gapped conjuncts --------------------------------------------------------------------------


def test_gapped_conjunct_gives_no_pair():
    text = "The rooms are smaller than the ones in town but the food is good and the coffee better."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_full_second_clause_is_cut_and_keeps_the_pair():
    text = "The food is good and the coffee is better."
    assert _hypotheses(text, "gradable_adjectives") == {"The food isn't excellent."}


# -- 6. "including" lists -------------------------------------------------------------------------


def test_including_list_is_cut_whole_in_every_rewrite():
    text = (
        "The concerts were given by five musicians including Mary Hale, violinist, John Beck, "
        "cellist, and Ruth Ames, pianist."
    )
    pairs = [p for p in mined_pairs(text, "implicature") if p.subtype == "numerals"]
    assert {p.hypothesis for p in pairs if p.premise_kind == "original" and kept(p)} == {
        "The concerts weren't given by more than five musicians."
    }
    assert not any("Hale" in p.premise and p.premise_kind != "original" for p in pairs)


def test_including_one_member_stays():
    text = "The concerts were given by five musicians including Mary Hale."
    assert _hypotheses(text, "numerals") == {
        "The concerts weren't given by more than five musicians including Mary Hale."
    }


# -- 7. counts named by a closing list ------------------------------------------------------------


def test_closing_list_of_as_many_members_gives_no_pair():
    text = (
        "We have two media for publicizing our work, a magazine sent to all customers, and a "
        "bulletin for the staff."
    )
    assert _hypotheses(text, "numerals") == set()


def test_dash_list_after_a_subject_count_gives_no_pair():
    text = (
        "Two firms now had offices with Tom Hale, who by then owned a store on Main Street -- "
        'the "Union Wire Company" and the "Western Line."'
    )
    assert _hypotheses(text, "numerals") == set()


def test_closing_appositive_of_another_size_keeps_the_pair():
    text = "He stepped inside and landed two blows to the man's belly, his best punches."
    assert _hypotheses(text, "numerals") == {
        "He didn't land more than two blows to the man's belly."
    }


# -- 8. a hypothesis that opens in lowercase ------------------------------------------------------


def test_lowercase_start_is_broken_text():
    from pipeline.phenomena.implicature.pairs import broken_text

    original = "Two men murmured at the end of the bar."
    assert broken_text("more than two men didn't murmur at the end of the bar.", original)
    assert not broken_text("No more than two men murmured at the end of the bar.", original)


def test_noun_phrase_parse_gives_no_garbled_pair():
    hypotheses = _hypotheses("Two men murmured at the end of the bar.", "numerals")
    assert all(h[0].isupper() for h in hypotheses), hypotheses


# -- 9. a reporting frame after the reported words ------------------------------------------------


def test_reporting_frame_after_verbless_content_gives_no_pair():
    text = "Just one or two sips, he told himself, enough to ease some of the pain."
    assert _hypotheses(text, "quantifiers") == set()


def test_reporting_frame_after_imperative_gives_no_pair():
    text = "Please, dear Lord, make my children good, she prayed."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_finite_reported_clause_keeps_its_pair():
    # since stop 56 (dl4) the speaker's closing tag leaves the built hypothesis
    assert _hypotheses("Most of the money is gone, I think.", "quantifiers") == {
        "Not all of the money is gone."
    }
