"""Stop 84, branch pr180: presupposition embeddings put the operator on the clause that holds
the trigger, and nothing is moved or cut on the way.

- ``rewrite.presupposition._operator_across_coordination``: an operator on another conjunct
  of a clause coordination than the trigger's (NOPE §3.2: the conjunct that contains the
  trigger) gives no premise.
- ``rewrite.presupposition._crossed`` / ``_complement_after``: a fronted time clause is not
  moved in between a verb and its complement; it goes after the complement or stays fronted.
- ``rewrite.clause_scope.semicolon_clause``: a complement followed by its host's semicolon is
  no independent clause, so the cut keeps it ("I didn't know she was ...").
- ``rewrite.embedding._keeps_capital``: a compound pronoun loses its capital after inversion.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, subtype: str, hypothesis_kind: str = "presupposition") -> dict:
    """premise kind -> (premise, well_formed) of ``subtype``'s pairs of ``hypothesis_kind``."""
    return {
        p.premise_kind: (p.premise, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hypothesis_kind
    }


# -- rule 1: the operator on the trigger's conjunct -------------------------------------------

_ACROSS_NOMINAL = (
    "A new fear now rushed into Eleanor's head, and turning as white as her sister, "
    'she cried, "It is a letter from Bath!"'
)
_ACROSS_TEMPORAL = (
    "The whole evening was pleasant; his cousins walked him to the gate, and Mr. Hale, before "
    "they separated, turning with courteous warmth to his aunt, begged for the favour of his "
    "company at supper."
)


def _embedded(text: str, subtype: str) -> list[str]:
    return [
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.premise_kind != "original"
    ]


def test_operator_on_other_conjunct_gives_no_premise() -> None:
    # the trigger "Eleanor's head" is in the first conjunct: "she didn't cry" is no test
    assert _embedded(_ACROSS_NOMINAL, "possessed_definites") == []


def test_operator_before_trigger_conjunct_gives_no_premise() -> None:
    # "before they separated" is in the conjunct of "Mr. Hale ... begged": not "didn't walk"
    assert _embedded(_ACROSS_TEMPORAL, "temporal_adverbs") == []


def test_operator_on_trigger_conjunct_keeps_premises() -> None:
    text = "The storm had passed, and Marianne's brother stopped complaining about the roads."
    premises = _premises(text, "aspectual_verbs")
    assert premises, premises
    assert any(
        "brother didn't stop" in p or "brother might have stopped" in p
        for p, _ in premises.values()
    )


def test_operator_across_coordination_unit() -> None:
    from pipeline.parse import load, resolve_model
    from pipeline.rewrite.presupposition import _operator_across_coordination

    nlp = load(resolve_model())
    doc = nlp("Her friends walked her to the gate, and they laughed before the bell rang.")
    walked, laughed, before = doc[2], doc[10], doc[11]
    assert laughed.text == "laughed" and before.text == "before"
    assert _operator_across_coordination(laughed, before) is False
    assert _operator_across_coordination(walked, before) is True


# -- rule 2: no time clause between a verb and its complement ----------------------------------

_WEDGE = (
    "After pacing four or five times across that end of the terrace, he was persuaded, "
    "by the mildness of the evening, to rest on the bench and watch the river."
)


def test_fronted_clause_not_wedged_before_complement() -> None:
    for premise, _ in _premises(_WEDGE, "temporal_adverbs").values():
        assert "terrace, to rest" not in premise, premise
    for premise, _ in _premises(_WEDGE, "temporal_adverbs", "original").values():
        assert "terrace, to rest" not in premise, premise


def test_fronted_clause_still_moves_to_a_clause_boundary() -> None:
    text = "After the guests left the hall, the porter locked the doors."
    premises = _premises(text, "temporal_adverbs")
    assert premises["negated"] == (
        "The porter didn't lock the doors after the guests left the hall.",
        True,
    )


# -- rule 3: a complement before its host's semicolon stays ------------------------------------


def test_complement_before_semicolon_is_kept() -> None:
    text = (
        "I knew he was very proud of her; but still I was afraid of his not valuing her "
        "kindness to his mother quite as it deserved."
    )
    premises = _premises(text, "clause_embedding_predicates")
    assert premises["negated"][0] == "I didn't know he was very proud of her.", premises


def test_semicolon_between_clauses_still_cuts() -> None:
    from pipeline.parse import load, resolve_model
    from pipeline.rewrite.clause_scope import semicolon_clause

    nlp = load(resolve_model())
    doc = nlp("The rain stopped; the players returned to the field.")
    heads = [t for t in doc if t.dep_ in ("ccomp", "parataxis")]
    assert all(semicolon_clause(t) for t in heads)
    doc = nlp("I knew she was fond of you; but yet I was afraid.")
    was = doc[3]
    assert was.dep_ == "ccomp" and semicolon_clause(was) is False


# -- rule 4: no capital on a compound pronoun after inversion ----------------------------------


def test_compound_pronoun_loses_capital_in_question() -> None:
    premises = _premises("Everybody began to lose their patience.", "aspectual_verbs")
    assert premises["interrogative"][0] == "Did everybody begin to lose their patience?"


def test_name_keeps_capital_in_question() -> None:
    premises = _premises("Everett began to lose his patience.", "aspectual_verbs")
    assert premises["interrogative"][0] == "Did Everett begin to lose his patience?"
