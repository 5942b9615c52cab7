"""Stop 83 round three, branch cj177: "but" and "or" that do not coordinate.

* "but that" + clause after a main clause is the archaic subordinator "except that" (Quirk et
  al. 1985 §14.12 note), and "who knows but S" / "I do not doubt but S" use "but" as a
  complementizer (Huddleston & Pullum 2002 ch. 11 §8.2): no candidate
  (``conjunction_remainders.exceptive_or_conditional_but``);
* "nothing but N" (exceptive "but" after a negative pronoun) is still written: judged 0 of 1
  kept, but ConjNLI's gold has the class and dropping it lowers gold label accuracy;
* "or, in short, ...", "or, in other words, ...": the reformulatory "or" (Quirk et al. 1985
  §13.38), no candidate (``conjunction.not_a_coordination``'s ``reformulation``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _removals(text: str) -> dict[str, object]:
    return written_conjunction_pairs(text, "conjunct_removed")


def _additions(text: str) -> dict[str, object]:
    return written_conjunction_pairs(text, "conjunct_added")


# --- "but that" = "except that" -------------------------------------------------------------


def test_but_that_subordinator_gives_no_pair():
    text = "It would give me the greatest pleasure; but that I am leaving for the station now."
    assert _removals(text) == {}
    assert _additions(text) == {}


def test_but_that_coordinating_two_that_clauses_is_kept():
    text = "She told us that the house was old, but that the garden was lovely."
    pairs = _removals(text)
    assert pairs["She told us that the house was old."].heuristic_label == "entailment"


def test_but_before_demonstrative_that_subject_is_kept():
    text = "It would give me great pleasure; but that is not possible now."
    assert "It would give me great pleasure." in _removals(text)


# --- "who knows but", "not doubt but": a complementizer ---------------------------------------


def test_who_knows_but_gives_no_pair():
    text = '"And who knows but the weather may turn fine," said he.'
    assert _removals(text) == {}
    assert _additions(text) == {}


def test_not_doubt_but_gives_no_pair():
    assert _removals("I do not doubt but he will come tomorrow.") == {}


def test_who_knows_with_its_own_object_before_but_is_no_exceptive_but():
    """cj177 kept "Who knows the answer." as a removal; since stop 93 (cj204,
    ``unmarked_question``) a wh-interrogative main clause without "?" asserts nothing and the
    sentence gives no removal pairs (so no question reaches reviewers as a hypothesis)."""
    assert _removals("Who knows the answer, but nobody will tell us.") == {}


# --- exceptive "but" after a negative pronoun: still written (see docs, cj177 item 2) -------


def test_clause_with_nothing_then_coordinating_but_is_kept():
    text = "The storm destroyed nothing, but the rain ruined the crops."
    pairs = _removals(text)
    assert pairs["The storm destroyed nothing."].heuristic_label == "entailment"


# --- reformulatory "or" ---------------------------------------------------------------------


def test_or_in_short_gives_no_pair():
    text = "He wanted a fine horse; or, in short, something to show off in town."
    assert _removals(text) == {}
    assert _additions(text) == {}


def test_or_in_other_words_gives_no_pair():
    text = "The plan was costly; or, in other words, the town could not pay for it."
    assert _removals(text) == {}


def test_plain_or_after_comma_is_kept():
    text = "He wanted a fine horse, or a carriage to show off in town."
    assert "He wanted a carriage to show off in town." in _removals(text)


def test_but_before_a_that_subject_clause_is_kept():
    text = "We were unsure of the price; but that the house was old was plain to everyone."
    assert "We were unsure of the price." in _removals(text)
