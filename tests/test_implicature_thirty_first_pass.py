"""Thirty-first pass (s1130q/r blind reviews): four classes of the implicature rejects.

1. a numeral in the subject of a generic or definitional statement restricted by an "if/when"
   clause ("Two triangles are congruent if ...": any two; Krifka et al. 1995, Carlson 1977) is
   no scalar count (rubric a);
2. no conditional premise stacked on a sentence that already holds an "if" ("If most patients
   recover if ..., it's okay"; Quirk et al. 1985 §15.34; rubric b);
3. the serial comma before the last member of a list ("A, B, and C") is no place to cut a
   supplement: the list would be left without its "and" (Quirk et al. 1985 §13.22; rubric c);
4. a sentence-initial substance noun that the tagger read as a name ("Zinc has ...") is
   lower-cased once it is no longer first ("Does zinc have ...?"; Quirk et al. 1985 §5.52).

Constructed sentences through the real pipeline (``run_texts``). Each test of a change failed on
the code before it (bac8445); the controls check what stays.
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _kept(text: str, subtype: str) -> dict[str, set[str]]:
    """Kept pairs of ``subtype``: premise kind -> {(premise, hypothesis)} as "premise => hyp"."""
    _, result = run_texts([text], ["implicature"])
    out: dict[str, set[str]] = {}
    for p in result.pairs:
        if p.subtype == subtype and kept(p):
            out.setdefault(p.premise_kind, set()).add(f"{p.premise} => {p.hypothesis}")
    return out


def _candidates(text: str, subtype: str) -> list[str]:
    _, result = run_texts([text], ["implicature"])
    return [c.trigger.lower() for c in result.candidates if c.subtype == subtype]


# -- 1. definitional numerals ---------------------------------------------------------------


def test_definitional_numeral_with_if_is_no_trigger():
    text = "Two triangles are congruent if their sides are equal in length."
    assert "two" not in _candidates(text, "numerals")


def test_definitional_numeral_with_when_is_no_trigger():
    text = "Two lines are parallel when they never meet."
    assert "two" not in _candidates(text, "numerals")


def test_episodic_numeral_with_when_stays():
    # past tense: an episode with a count of individuals, not a definition
    text = "Two men were hurt when the roof fell."
    assert _candidates(text, "numerals") == ["two"]
    pairs = _kept(text, "numerals")
    assert (
        "Two men were hurt when the roof fell. => No more than two men were hurt when the roof "
        "fell." in pairs["original"]
    )


# -- 2. no stacked conditional -----------------------------------------------------------------


def test_no_conditional_over_a_conditional():
    pairs = _kept("Most patients recover if they are treated early.", "quantifiers")
    assert "conditional" not in pairs
    assert "interrogative" in pairs and "modal" in pairs  # the other embeddings stay


def test_conditional_without_inner_if_stays():
    pairs = _kept("Most patients recover within a week.", "quantifiers")
    assert pairs["conditional"] == {
        "If most patients recover within a week, it's okay. => Not all patients recover within "
        "a week."
    }


# -- 3. the last member of a list is not a supplement ------------------------------------------


def test_list_keeps_its_last_member():
    text = (
        "Most guidebooks say that the hotels are clean, serve breakfast, have free parking, "
        "and mainly host tourists."
    )
    hyps = {h.split(" => ")[1] for h in _kept(text, "quantifiers")["original"]}
    assert hyps == {
        "Not all guidebooks say that the hotels are clean, serve breakfast, have free parking, "
        "and mainly host tourists."
    }


def test_clausal_supplement_after_first_comma_still_cut():
    text = "Most visitors came by car, and the weather was fine."
    hyps = {h.split(" => ")[1] for h in _kept(text, "quantifiers").get("original", set())}
    assert hyps == {"Not all visitors came by car."}


# -- 4. sentence-initial substance nouns --------------------------------------------------------


def test_substance_noun_lowercased_in_question_and_conditional():
    pairs = _kept("Zinc has five stable isotopes.", "numerals")
    assert {p.split(" => ")[0] for p in pairs["interrogative"]} == {
        "Does zinc have five stable isotopes?"
    }
    assert {p.split(" => ")[0] for p in pairs["conditional"]} == {
        "If zinc has five stable isotopes, it's okay."
    }


def test_given_name_that_is_also_a_colour_keeps_its_capital():
    pairs = _kept("Amber has three kids.", "numerals")
    assert {p.split(" => ")[0] for p in pairs["interrogative"]} == {"Does Amber have three kids?"}
