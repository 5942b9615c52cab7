"""Thirty-fifth pass (s1201a/b blind reviews): restrictors, kept material, lists, non-scalar uses.

1. A plural pronominal "some/many" subject after a singular (mass) subject takes no noun from it
   (NP ellipsis keeps number; Lobeck 1995): no pair.
2. Material that cannot stand under "not all": a participle clause between paired commas is a
   non-restrictive supplement and leaves the hypothesis (Quirk et al. 1985 §17.29); a comma
   between subject and a past form, a speaker-oriented adverb (Ernst 2009) and an uncut "as
   shown in X" frame give no pair.
3. A noun misread as a verb coordinated with the clause's verb: no pair rather than a list cut
   before its last member.
4. Numerals read exactly: the second term of a ratio, the "from" end of "range from ... to",
   a count fixed by a following list, a shell noun announcing an enumeration.
5. Gradable adjectives: a disjunct of "A or B" is not asserted; the low-diversity scales
   <old, ancient>, <attractive, stunning> (van Tiel et al. 2016) are left to IMPPRES's inventory.
6. "could" in a "we could" proposal; "most" in a misparsed embedded question.

Constructed sentences through the real pipeline (``run_texts``).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _hypotheses(text: str, subtype: str) -> set[str]:
    _, result = run_texts([text], ["implicature"])
    return {
        p.hypothesis
        for p in result.pairs
        if p.subtype == subtype and kept(p) and p.premise_kind == "original"
    }


# -- 1. pronominal "some/many" ------------------------------------------------------------------


def test_plural_some_takes_no_singular_antecedent():
    text = "Philosophy shaped the law, and some use the two words as synonyms."
    assert _hypotheses(text, "quantifiers") == set()


def test_plural_antecedent_is_still_restored():
    # control: a plural subject of the earlier conjunct is the antecedent (ninth pass)
    assert _hypotheses(
        "Many rivers flood in spring, and some dry up in summer.", "quantifiers"
    ) == {"Not all rivers dry up in summer."}


# -- 2. material under "not all" -----------------------------------------------------------------


def test_participle_between_paired_commas_leaves_the_hypothesis():
    # Forty-second pass (im35): a supplement makes "some N" a specific indefinite (Fodor &
    # Sag 1982), so the pair this test once expected is no longer written.
    text = "Some short stories, printed in a later edition, were credited to her brother."
    assert _hypotheses(text, "quantifiers") == set()


def test_comma_between_subject_and_misread_verb_gives_no_pair():
    text = "Some early letters, kept in the town archive, were written in Latin."
    assert _hypotheses(text, "quantifiers") == set()


def test_speaker_oriented_adverb_gives_no_pair():
    assert (
        _hypotheses("Some of the old songs certainly are forgotten by now.", "quantifiers") == set()
    )


def test_source_frame_without_comma_gives_no_pair():
    text = "And as noted in the second chapter some patients recovered without treatment."
    assert _hypotheses(text, "quantifiers") == set()


def test_source_frame_with_comma_is_cut():
    # control: the comma lets the frame be cut (earlier passes)
    text = "As noted in the second chapter, some patients recovered without treatment."
    assert _hypotheses(text, "quantifiers") == {"Not all patients recovered without treatment."}


def test_quotative_inversion_read_as_an_object_gives_no_pair():
    text = 'The last fundraiser was a concert by a jazz band -- "rather bold for this club," decided some of the trustees.'
    assert _hypotheses(text, "quantifiers") == set()


def test_quotative_inversion_gives_no_pair():
    text = '"Rather daring for this town," thought some of the trustees.'
    assert _hypotheses(text, "quantifiers") == set()


# -- 3. lists --------------------------------------------------------------------------------------


def test_misread_verb_in_a_list_gives_no_truncated_pair():
    # "showerhead" is tagged VB and parsed as a conjunct of "set"
    text = "Most lamps are set up to have adjustable beam width, colour tone, and showerhead tilt."
    assert _hypotheses(text, "quantifiers") == set()


def test_base_form_conjunct_of_a_participle_gives_no_truncated_pair():
    # "spout" (a real verb) is tagged VB and coordinated with the participle "set"
    text = "Most kettles are set up to have adjustable water temperature, boil speed, and spout pour angle."
    assert _hypotheses(text, "quantifiers") == set()


def test_well_parsed_list_is_kept_whole():
    text = "Most cars are designed to carry luggage, pets, and bicycles."
    assert _hypotheses(text, "quantifiers") == {
        "Not all cars are designed to carry luggage, pets, and bicycles."
    }


# -- 4. numerals ---------------------------------------------------------------------------------


def test_second_term_of_a_ratio():
    assert _hypotheses("Mix 1 cup sugar to 3 cups flour.", "numerals") == set()


def test_from_end_of_a_range():
    text = "The prices ranged from two rooms with a view to one cellar without windows."
    assert _hypotheses(text, "numerals") == set()


def test_count_fixed_by_a_following_list():
    text = "The band recorded the album in two sessions on May 3 and June 9, 1962."
    assert _hypotheses(text, "numerals") == set()


def test_shell_noun_announcing_an_enumeration():
    assert _hypotheses("Whatever happens, three points are clear.", "numerals") == set()


def test_plain_count_keeps_its_pair():
    # control
    assert _hypotheses("The team played two games in March.", "numerals") == {
        "The team didn't play more than two games in March."
    }


# -- 5. gradable adjectives ----------------------------------------------------------------------


def test_adjective_disjunct_gives_no_pair():
    text = "The statues were large or small, depending on the donor."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_low_diversity_scales_give_no_pair():
    assert (
        _hypotheses("Her hands were old and they shook in the cold.", "gradable_adjectives")
        == set()
    )
    assert (
        _hypotheses("This theory is attractive, but it fails on the data.", "gradable_adjectives")
        == set()
    )


def test_small_keeps_its_pair():
    # control: <small, tiny> stays
    assert _hypotheses("The room was small.", "gradable_adjectives") == {"The room wasn't tiny."}


# -- 6. "could" proposals, embedded questions ---------------------------------------------------


def test_we_could_proposal_gives_no_modal_pair():
    text = "My brother could pick us up at noon and we could all eat there."
    assert _hypotheses(text, "modals") == set()


def test_could_without_proposal_keeps_its_pair():
    # control
    assert _hypotheses("The nurses could leave the ward early.", "modals") == {
        "The nurses didn't need to leave the ward early."
    }


def test_most_in_misparsed_embedded_question():
    text = "We wanted to learn in which rooms most of the guests slept, and where they ate most of their meals."
    assert _hypotheses(text, "quantifiers") == set()


def test_most_in_a_plain_clause_keeps_its_pair():
    # control
    assert _hypotheses("Most of the guests slept in the east wing.", "quantifiers") == {
        "Not all of the guests slept in the east wing."
    }
