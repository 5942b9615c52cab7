"""Flags that must promise a bad pair (stop 47, fl5), on constructed sentences through the real
parser and pipeline:

1. ``subordinate-clause`` no longer fires on a restrictive relative clause on a participant
   noun ("a mass of ice that doesn't move"): negated, it is the trigger's own clause, and a
   presupposition projects through the negation there too (Karttunen 1973; Beaver 2001 ch. 2).
   A relative clause that places the main event in time or space ("the first winter I hadn't
   stayed", "the village where she hadn't grown up"), one under a ranking antecedent ("the only
   book that she hadn't read") and an adverbial clause still get it.
2. ``no-subject`` no longer fires when the parser folded the subject into a fronted
   prepositional phrase that runs up to the verb ("To most critics, the novel and its sequel
   shouldn't be read"); an inverted clause ("Behind the old house stood a barn") keeps it.
3. ``inalienable-possession`` stays on "the river's name": "name" is a functional relational
   noun (Löbner 1985, 2011), whose referent every possessor of the kind has, so the drafted
   existence ("The river has a name") is true by the meaning of the possessor's noun.
"""

from __future__ import annotations

from pipeline import flags as flag_registry
from pipeline.process import run_texts
from pipeline.rewrite.negation import negate


def _at(doc, word: str):
    return next(t for t in doc if t.text == word)


def _negated(nlp, text: str, word: str):
    doc = nlp(text)
    return negate(doc, _at(doc, word))


# class 1: relative clauses


def test_participant_relative_is_no_subordinate_clause(nlp) -> None:
    result = _negated(nlp, "A glacier is a mass of ice that moves slowly down a valley.", "moves")
    assert result.text == "A glacier is a mass of ice that doesn't move slowly down a valley."
    assert result.ok
    assert "subordinate-clause" not in result.flags


def test_relative_with_prepositional_relativizer_is_no_subordinate_clause(nlp) -> None:
    result = _negated(nlp, "The club hired a coach who had won the cup twice.", "won")
    assert result.text == "The club hired a coach who hadn't won the cup twice."
    assert result.ok
    assert result.flags == ()


def test_relative_on_time_noun_stays_subordinate_clause(nlp) -> None:
    result = _negated(nlp, "This was the first winter I had stayed in the city.", "stayed")
    assert result.text == "This was the first winter I hadn't stayed in the city."
    assert not result.ok
    assert "subordinate-clause" in result.flags


def test_relative_under_exclusive_antecedent_stays_subordinate_clause(nlp) -> None:
    # "the only book she hadn't read twice" ranks other books (Bhatt 2002)
    result = _negated(nlp, "This is the only book that she had read twice.", "read")
    assert result.text == "This is the only book that she hadn't read twice."
    assert "subordinate-clause" in result.flags


def test_where_relative_stays_subordinate_clause(nlp) -> None:
    result = _negated(nlp, "They moved to the village where she had grown up.", "grown")
    assert "subordinate-clause" in result.flags
    assert not result.ok


def test_adverbial_clause_stays_subordinate_clause(nlp) -> None:
    result = _negated(nlp, "The pupils left the room as the bell rang.", "rang")
    assert result.text == "The pupils left the room as the bell didn't ring."
    assert "subordinate-clause" in result.flags
    assert flag_registry.severity("subordinate-clause", "presupposition") == "defect"


# class 2: a subject folded into a fronted phrase


def test_subject_folded_into_fronted_phrase_is_found(nlp) -> None:
    text = "To most critics, the novel and its sequel should be read together."
    result = _negated(nlp, text, "read")
    assert result.text == "To most critics, the novel and its sequel shouldn't be read together."
    assert result.ok
    assert "no-subject" not in result.flags


def test_fronted_phrase_before_a_verb_conjunct(nlp) -> None:
    text = "From the distant ridge thunder rumbled and shook the windows."
    result = _negated(nlp, text, "shook")
    assert result.text == "From the distant ridge thunder rumbled and didn't shake the windows."
    assert result.ok
    assert "no-subject" not in result.flags


def test_inverted_clause_keeps_no_subject(nlp) -> None:
    result = _negated(nlp, "Behind the old house stood a wooden barn.", "stood")
    assert "no-subject" in result.flags
    assert not result.ok


# class 3: "name" stays inalienable


def test_name_of_a_place_stays_inalienable_possession() -> None:
    _, result = run_texts(
        ["The river's name comes from an old word for water."], ["presupposition"]
    )
    drafts = [p for p in result.pairs if p.hypothesis == "The river has a name."]
    assert drafts
    # stop 66 (pr114, review s1202t "Jon has a name"): a bare "name" is a trivial functional
    # noun, flagged trivial-extent (a defect), no longer the inalienable-possession warning
    assert all("trivial-extent" in (p.features.get("flags") or []) for p in drafts)
    assert not any(p.well_formed for p in drafts)
    assert flag_registry.severity("inalienable-possession", "presupposition") == "warning"
