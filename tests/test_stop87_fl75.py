"""Stop 87 (fl75): conjunction and verb-complement flags that judges kept.

Constructed sentences through the real pipeline (``mined_pairs``):

1. a mandative that-clause whose subjunctive a plural subject hides ("requires that members
   wear a tie" -> "Members wear a tie.") is a warning for verb_complement
   (``hidden-subjunctive-complement``); the visible subjunctive and a bare "not" stay defects;
2. a negated polar question on a simple opinion verb ("Do you not think that p?") is a warning
   for verb_complement (``negated-opinion-question``); on "say" it stays ``negated-question``;
3. a question mark that closes a quotation after the trigger's clause ('began to shout,
   "Is the gate open?"') makes no question of the clause;
4. ``asyndetic-list``: a fronted adverbial clause before a comma is no list item;
5. ``npi-in-complement``: "any" restricted by a relative clause is free choice (subtrigging).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _vc(text: str, kind: str):
    pairs = [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]
    assert pairs, (text, kind)
    return pairs


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def _removed(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


# -- 1. the hidden mandative subjunctive --------------------------------------------------


def test_hidden_subjunctive_is_a_warning() -> None:
    (pair,) = _vc("The club requires that members wear a tie at dinner.", "original")
    assert pair.hypothesis == "Members wear a tie at dinner."
    assert pair.heuristic_label == "neutral"
    assert "hidden-subjunctive-complement" in _flags(pair)
    assert "subjunctive-complement" not in _flags(pair)
    assert pair.well_formed


def test_hidden_subjunctive_under_negation_is_a_warning() -> None:
    (pair,) = _vc("We do not recommend that users delete the cache by hand.", "original")
    assert pair.hypothesis == "Users delete the cache by hand."
    assert pair.well_formed


def test_visible_subjunctive_stays_a_defect() -> None:
    (pair,) = _vc("The club requires that every member wear a tie at dinner.", "original")
    assert "subjunctive-complement" in _flags(pair)
    assert not pair.well_formed


def test_bare_not_subjunctive_stays_a_defect() -> None:
    (pair,) = _vc("The board requested that the members not publish the minutes.", "original")
    assert "subjunctive-complement" in _flags(pair)
    assert not pair.well_formed


# -- 2. negated opinion questions ---------------------------------------------------------


def test_negated_think_question_is_a_warning() -> None:
    (pair,) = _vc("Do you think the old bridge will hold?", "negated")
    assert pair.premise == "Do you not think the old bridge will hold?"
    assert pair.heuristic_label == "neutral"
    assert "negated-opinion-question" in _flags(pair)
    assert "negated-question" not in _flags(pair)
    assert pair.well_formed


def test_negated_declarative_believe_question_is_a_warning() -> None:
    (pair,) = _vc("You believe the letter came from Paris?", "negated")
    assert "negated-opinion-question" in _flags(pair)
    assert pair.well_formed


def test_negated_say_question_stays_a_defect() -> None:
    (pair,) = _vc("You said the shop closes at noon?", "negated")
    assert "negated-question" in _flags(pair)
    assert not pair.well_formed


def test_negated_perfect_think_question_stays_a_defect() -> None:
    (pair,) = _vc("Have you thought that the plan could fail?", "negated")
    assert "negated-question" in _flags(pair)
    assert not pair.well_formed


# -- 3. a quoted question after the trigger's clause --------------------------------------


def test_quoted_question_after_the_clause_is_no_question() -> None:
    text = 'The boys began to shout at the guard, "Is the gate open?"'
    (original,) = _vc(text, "original")
    assert original.hypothesis == 'The boys shouted at the guard, "Is the gate open?"'
    assert "question" not in _flags(original)
    assert original.well_formed
    (negated,) = _vc(text, "negated")
    assert not any("question" in f for f in _flags(negated))
    assert negated.well_formed


def test_question_of_the_clause_itself_stays_flagged() -> None:
    (pair,) = _vc("Do you want to visit the old mill?", "original")
    assert "question" in _flags(pair)
    assert not pair.well_formed


# -- 4. asyndetic-list: a fronted adverbial clause is no list item -------------------------


def test_fronted_adverbial_clause_is_no_list_item() -> None:
    removed = _removed("When the storm passed, the fishermen returned, and the market opened.")
    pair = removed["When the storm passed, the fishermen returned."]
    assert "asyndetic-list" not in _flags(pair)
    assert pair.well_formed


def test_comparative_correlative_is_no_list_item() -> None:
    text = "The more you practise, the better you play, and the more you enjoy it."
    removed = _removed(text)
    pair = removed["The more you practise, the better you play."]
    assert "asyndetic-list" not in _flags(pair)


def test_list_of_clauses_stays_flagged() -> None:
    removed = _removed("The storm passed, the fishermen returned, and the market opened.")
    pair = removed["The storm passed, the fishermen returned."]
    assert "asyndetic-list" in _flags(pair)
    assert not pair.well_formed


# -- 5. subtrigged free-choice "any" ---------------------------------------------------------


def test_any_with_relative_clause_is_free_choice() -> None:
    text = "The teacher did not want to answer any question that the pupils asked."
    (pair,) = _vc(text, "original")
    assert pair.hypothesis == "The teacher answered any question that the pupils asked."
    assert not any(f.startswith("non-construction:npi") for f in _flags(pair))
    assert pair.well_formed


def test_bare_npi_any_stays_flagged() -> None:
    (pair,) = _vc("The teacher did not want to answer any question.", "original")
    assert "non-construction:npi-in-complement:any" in _flags(pair)
    assert not pair.well_formed


def test_any_with_prepositional_complement_stays_flagged() -> None:
    (pair,) = _vc("I do not think we have any chance at a settlement.", "original")
    assert "non-construction:npi-in-complement:any" in _flags(pair)


def test_any_with_content_clause_stays_flagged() -> None:
    (pair,) = _vc("The police did not manage to find any proof that the driver lied.", "original")
    assert "non-construction:npi-in-complement:any" in _flags(pair)


def test_any_with_infinitival_relative_stays_flagged() -> None:
    text = "The rules do not forbid the guests to have anything to do with the staff."
    (pair,) = _vc(text, "original")
    assert any(f.startswith("non-construction:npi-in-complement") for f in _flags(pair))
