"""Thirty-eighth pass (stop 50, im31): classes found by reading dev pairs as a strict reviewer.

1. A capitalised adjective inside a name ("Good Friday") is no gradable-adjective candidate.
2. An adjective with a particle ("tired out") is no candidate ("*exhausted out").
3. A quantified subject of a "to"-infinitive ("caused many viewers to abandon") gives no pair
   ("*caused not all viewers to abandon").
4. A gapped infinitival remnant ("..., and some to praise") keeps the sentence out.
5. A mandative subjunctive ("suggested Scotty remain most of ...") gives no pair.
6. A numeral subject whose members a list after the colon closing its clause names gives no
   pair ("Three classes ... are made available by X: A, B, and C").
7. "warm"/"cool" said of a person or of something without a physical temperature ("The
   reception was warm", "warm colours") is no candidate: ⟨warm, hot⟩ is a temperature scale.
8. A gapped remnant after a bare "and" that names another part of the domain ("... and ten
   more in the afternoon", "... and lesser amounts to poultry") keeps the sentence out.

Constructed sentences through the real pipeline (``run_texts``); each test also checks that a
near twin outside the class still gives its pair, so the rule is not a blanket drop.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. adjectives in names -----------------------------------------------------------------------


def test_adjective_in_holiday_name_is_no_candidate():
    assert _hypotheses("It was still Good Friday, after all.", "gradable_adjectives") == set()


def test_lowercase_adjective_beside_a_name_still_gives_pair():
    hyps = _hypotheses("The Friday market was good this week.", "gradable_adjectives")
    assert hyps == {"The Friday market wasn't excellent this week."}


# -- 2. adjective with a particle -----------------------------------------------------------------


def test_adjective_with_particle_is_no_candidate():
    assert _hypotheses("By the evening the hikers were tired out.", "gradable_adjectives") == set()


def test_adjective_without_particle_still_gives_pair():
    hyps = _hypotheses("By the evening the hikers were tired.", "gradable_adjectives")
    assert hyps == {"By the evening the hikers weren't exhausted."}


# -- 3. subject of a to-infinitive ----------------------------------------------------------------


def test_quantified_subject_of_infinitive_gives_no_pair():
    text = "The critics caused many viewers to abandon the show."
    assert _hypotheses(text, "quantifiers") == set()


def test_quantified_finite_subject_still_gives_pair():
    text = "Many viewers abandoned the show after the critics panned it."
    assert "Not all viewers abandoned the show after the critics panned it." in _hypotheses(
        text, "quantifiers"
    )


# -- 4. gapped infinitival remnant ----------------------------------------------------------------


def test_gapped_infinitival_remnant_keeps_sentence_out():
    text = "Many readers wrote in to complain, and some to praise."
    assert _hypotheses(text, "quantifiers") == set()


def test_finite_second_clause_is_no_remnant():
    text = "Many readers wrote in to complain, and the editor answered them."
    assert _hypotheses(text, "quantifiers") == {"Not all readers wrote in to complain."}


# -- 5. mandative subjunctive ---------------------------------------------------------------------


def test_mandative_subjunctive_gives_no_pair():
    text = "The nurses had suggested Tommy remain most of every morning in the garden."
    assert _hypotheses(text, "quantifiers") == set()


def test_collective_noun_with_plural_verb_is_no_subjunctive():
    text = "The jury believe that the defendant told most of the truth."
    assert _hypotheses(text, "quantifiers") == {
        "The jury believe that the defendant didn't tell all of the truth."
    }


# -- 6. numeral members named by a list after the colon that closes the clause -------------------


def test_numeral_subject_with_closing_colon_list_gives_no_pair():
    text = (
        "Three distinct classes of loans are made available to growers by the Farm Banks: crop "
        "loans, equipment loans, and land loans."
    )
    assert _hypotheses(text, "numerals") == set()


def test_numeral_subject_with_colon_clause_of_other_count_keeps_pair():
    text = "Three men arrived at the gate: two were soldiers."
    hyps = _hypotheses(text, "numerals")
    assert hyps and all(h.startswith("No more than three men arrived at the gate") for h in hyps)


# -- 7. "warm"/"cool" outside temperature ---------------------------------------------------------


def test_warm_said_of_a_reception_is_no_candidate():
    assert _hypotheses("The reception at the gallery was warm.", "gradable_adjectives") == set()


def test_warm_colours_is_no_candidate():
    assert _hypotheses("The colours in the new kitchen are warm.", "gradable_adjectives") == set()


def test_warm_said_of_a_host_is_no_candidate():
    assert _hypotheses("The host was warm.", "gradable_adjectives") == set()


def test_warm_said_of_water_still_gives_pair():
    hyps = _hypotheses("The water in the pool was warm.", "gradable_adjectives")
    assert hyps == {"The water in the pool wasn't hot."}


def test_warm_climate_still_gives_pair():
    hyps = _hypotheses("The climate of the island is warm.", "gradable_adjectives")
    assert hyps == {"The climate of the island isn't hot."}


# -- 8. gapped remnant after a bare "and" ---------------------------------------------------------


def test_cardinal_more_remnant_after_and_keeps_sentence_out():
    text = "Ten volunteers were interviewed in the morning and ten more in the afternoon."
    assert _hypotheses(text, "numerals") == set()


def test_comparative_amount_remnant_after_and_keeps_sentence_out():
    text = "Most of the corn is fed to pigs and lesser amounts to chickens and ducks."
    assert _hypotheses(text, "quantifiers") == set()


def test_coordinated_place_names_are_no_remnant():
    text = "Some of the guests came from Ohio and Texas."
    assert _hypotheses(text, "quantifiers") == {"Not all of the guests came from Ohio and Texas."}
