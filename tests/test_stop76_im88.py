"""Stop 76 round two, im88: implicature items from the s1204o blind review (Python docs).

Classes, each with the bad case now dropped and a good neighbour that stays:

1. weak "some/many" on a noun with an additive or alternative modifier ("some additional
   rules", "many extra checks") introduces new referents, the increment beyond a given set, so
   there is no set for "all" to exhaust (Quirk et al. 1985 §5.26; Heim 1982; Milsark 1974;
   Horn 1989 ch. 4): no candidate;
2. a scalar item in a relative clause the tagger gave no verb tag ("the style guide that most
   projects adhere to", "adhere/RB") is inside a backgrounded relative clause of a definite
   description (Potts 2005; Simons et al. 2010): no pair;
3. a scalar item in one member of a list of gerund-participle values after a role noun and
   "be" ("The main aims are fixing some of X, adding Y, and improving Z") gives no pair, as a
   specificational list is exhaustive (Higgins 1979; Declerck 1988; Mikkelsen 2005);
4. a numeral of a width noun in a "to" goal ("padded to six places") is the result's measure,
   read exactly (Hay, Kennedy & Levin 1999; Kennedy 2015): no candidate.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_found, implicature_hypotheses_by_kind

# class 1: additive and alternative modifiers


def test_some_additional_gets_no_pair() -> None:
    text = "Some additional checks run when the compiler sees a debug flag."
    assert implicature_hypotheses_by_kind(text) == {}


def test_many_extra_gets_no_pair() -> None:
    text = "Many extra warnings slow down the build."
    assert implicature_hypotheses_by_kind(text) == {}


def test_some_further_gets_no_candidate(parsed, ctx) -> None:
    found = implicature_found(parsed, ctx, "Some further limits apply to nested functions.")
    assert ("quantifiers", "some") not in found


def test_partitive_of_additional_keeps_its_pair() -> None:
    """Control: "of the additional checks" names the set that "all" exhausts."""
    hyps = implicature_hypotheses_by_kind(
        "Some of the additional checks run when the compiler sees a debug flag."
    )
    assert hyps["original"] == (
        "Not all of the additional checks run when the compiler sees a debug flag."
    )


def test_some_new_keeps_its_pair() -> None:
    """Control: "new" classifies; "the new options" of a release are a given class."""
    hyps = implicature_hypotheses_by_kind("Some new options need a restart of the server.")
    assert hyps["original"] == "Not all new options need a restart of the server."


# class 2: a relative clause whose verb the tagger missed


def test_most_in_mistagged_relative_clause_gets_no_pair() -> None:
    text = "For Java, the Google guide has become the style guide that most projects adhere to."
    assert implicature_hypotheses_by_kind(text) == {}


def test_most_in_main_clause_keeps_its_pair() -> None:
    """Control: the same quantifier in the main clause."""
    hyps = implicature_hypotheses_by_kind("For Java, most projects adhere to the Google guide.")
    assert hyps["original"] == "For Java, not all projects adhere to the Google guide."


# class 3: one member of a specificational list of values


def test_some_in_a_listed_value_of_aims_gets_no_pair() -> None:
    text = (
        "The main aims of the new version are cleaning up some of the old modules, adding "
        "type hints, and speeding up the parser."
    )
    assert implicature_hypotheses_by_kind(text) == {}


def test_some_in_a_later_listed_value_gets_no_pair() -> None:
    text = (
        "Our priorities this year are rewriting the build scripts and testing some of the plugins."
    )
    assert implicature_hypotheses_by_kind(text) == {}


def test_progressive_list_of_agents_keeps_its_pair() -> None:
    """Control: people as subject, a real progressive; each conjunct is asserted."""
    hyps = implicature_hypotheses_by_kind(
        "The volunteers are cleaning up some of the old modules, adding type hints, and "
        "speeding up the parser."
    )
    assert hyps["original"] == "The volunteers aren't cleaning up all of the old modules."


# class 4: a width as the goal of a change


def test_padded_to_six_places_gets_no_candidate(parsed, ctx) -> None:
    found = implicature_found(parsed, ctx, "The invoice number is padded with zeros to six places.")
    assert ("numerals", "six") not in found


def test_truncated_to_eight_characters_gets_no_pair() -> None:
    text = "Long user names are truncated to eight characters."
    assert implicature_hypotheses_by_kind(text, "numerals") == {}


def test_recipient_goal_keeps_its_pair() -> None:
    """Control: "to five people" counts recipients, individuals."""
    hyps = implicature_hypotheses_by_kind("The report was mailed to five reviewers.", "numerals")
    assert hyps["original"] == "The report wasn't mailed to more than five reviewers."
