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
    text = "Fortunately, some of the passengers were rescued by a fishing boat."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the passengers were rescued by a fishing boat."
    }


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
