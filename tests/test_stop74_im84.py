"""Stop 74 round three, im84: implicature items from the s1204k blind review (Python 3.11
documentation: HOWTOs, tutorial, FAQ, language reference).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. a numeral in the subject of a present-tense verb of signifying counts the parts of a sign,
   exact, no pair (Lyons 1977 ch. 4; Kennedy 2015);
2. an imperative the tagger wrote as a finite present (VBP, no subject) asserts nothing; its
   "either A or B" is free choice (Kamp 1973; Aloni 2007), no pair;
3. a copula with a direct object after its adjective is a source with a lost preposition, no
   pair (H&P ch. 4 §5.1);
4. a yes/no question of a one-form verb ("set", "put") with deictic "now" is in the present
   ("Do ... now set ...?"; H&P ch. 3 §4.1);
5. a fronted "as a/an N" phrase of role is left out of the "not all" hypothesis (Quirk et al.
   1985 §9.4), unless the noun names a person.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _pairs(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.hypothesis
        for p in mined_implicature_pairs(text, subtype)
        if p.premise_kind != "negated"
    }


def _premises(text: str, subtype: str) -> dict[str, str]:
    return {p.premise_kind: p.premise for p in mined_implicature_pairs(text, subtype)}


# class 1: numerals of a defined sign


def test_numeral_in_subject_of_mean_gets_no_pair() -> None:
    text = "Two literal characters separated by three dots mean a choice of any single character."
    assert _pairs(text, "numerals") == {}


def test_numeral_in_subject_of_denote_gets_no_pair() -> None:
    assert _pairs("Two colons denote a slice of three fields.", "numerals") == {}


def test_past_signifying_clause_keeps_its_pair() -> None:
    """Control: a past tense reports an episode, not a definition."""
    pairs = _pairs("Two colons denoted a slice of three fields.", "numerals")
    assert pairs["original"] == "No more than two colons denoted a slice of three fields."


def test_stand_without_for_keeps_its_pair() -> None:
    """Control: "stand" of posture is no verb of signifying."""
    pairs = _pairs("Two guards stand at the door.", "numerals")
    assert pairs["original"] == "No more than two guards stand at the door."


# class 2: an imperative tagged as a finite present


def test_present_tagged_imperative_disjunction_gets_no_pair() -> None:
    text = (
        "To run the global interpreter, either deactivate the virtual environment, or "
        "explicitly specify the global Python version."
    )
    assert _pairs(text, "connectives") == {}


def test_declarative_either_or_keeps_its_pair() -> None:
    """Control: a subject makes the clause an assertion."""
    pairs = _pairs("The installer either removes the old version or renames it.", "connectives")
    assert pairs["original"] == "The installer doesn't both remove the old version and rename it."


# class 3: a copula with an object after its adjective


def test_copula_with_object_gets_no_pair() -> None:
    text = "Their results are similar the earlier function which returns a tuple."
    assert _pairs(text, "gradable_adjectives") == {}


def test_copula_with_noun_phrase_read_as_later_subject_gets_no_pair() -> None:
    text = (
        "They're similar the old function which waits for a child process and returns a "
        "tuple, but the new functions return more information."
    )
    assert _pairs(text, "gradable_adjectives") == {}


def test_adjective_before_a_coordinated_clause_keeps_its_pair() -> None:
    """Control: a comma and "and" open the next clause."""
    text = "The results were good, and the team was happy."
    hypotheses = {p.hypothesis for p in mined_implicature_pairs(text, "gradable_adjectives")}
    assert "The results weren't excellent." in hypotheses


def test_plain_predicative_adjective_keeps_its_pair() -> None:
    """Control: no object after the adjective."""
    pairs = _pairs("The results were good.", "gradable_adjectives")
    assert pairs["original"] == "The results weren't excellent."


# class 4: the present of a one-form verb with "now"


def test_one_form_verb_with_now_is_questioned_in_the_present() -> None:
    text = "Some of the standard built-in types now set a bit in their type objects."
    assert _premises(text, "quantifiers")["interrogative"] == (
        "Do some of the standard built-in types now set a bit in their type objects?"
    )


def test_one_form_verb_without_now_keeps_the_past() -> None:
    """Control: no deictic "now", the tagger's past stands."""
    text = "Some of the players set a new record in the final game."
    assert _premises(text, "quantifiers")["interrogative"] == (
        "Did some of the players set a new record in the final game?"
    )


# class 5: a fronted role phrase


def test_fronted_role_phrase_is_left_out_of_not_all() -> None:
    pairs = _pairs("As a first step, some users disable the cache.", "quantifiers")
    assert pairs["original"] == "Not all users disable the cache."


def test_fronted_person_phrase_stays() -> None:
    """Control: "As a child" restricts the time of the predicand's life."""
    pairs = _pairs("As a child, most of my friends lived nearby.", "quantifiers")
    assert pairs["original"] == "As a child, not all of my friends lived nearby."
