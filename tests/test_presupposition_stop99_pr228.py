"""Stop 99, pr228 (issue #11): the embedding must carry the trigger's clause.

Karttunen (1973): a hole (negation, modal, question, "if") passes on the presuppositions of
the clause it embeds, and only of that clause; NOPE App. C negates "the conjunct that contains
the trigger" and IMPPRES embeds the trigger's clause. Three ways the operator missed it (s9802
pres-002, pres-062): a coordinated clause whose regular past form was tagged VBN, so the climb
to a finite clause went on to the first conjunct (now the trigger's own conjunct is embedded);
a premise the cut left without the trigger (now not written, it was written flagged); a
negation the rewriter put on an earlier conjunct of a shared-subject coordination, and a
clause the parse hung as a participle on its subject (no embedded premise). Constructed
sentences through the real pipeline; the near misses keep their premises."""

from __future__ import annotations

from functools import cache

from tests.phenomenon_support import kept

OPERATORS = ("negated", "modal", "interrogative", "conditional")


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _operator_pairs(text: str, hypothesis: str | None = None) -> list:
    return [
        p
        for p in _pairs(text)
        if p.premise_kind in OPERATORS and (hypothesis is None or p.hypothesis == hypothesis)
    ]


# -- 1. a coordinated clause with its own subject, its past form tagged VBN ------------------


def test_operator_takes_the_trigger_conjunct_of_a_clause_coordination():
    text = "Around them was a dense white fog, and the ship's tall mast trembled like a reed in the gale."
    pairs = _operator_pairs(text, "The ship had a tall mast.")
    kinds = {p.premise_kind for p in pairs if kept(p)}
    assert {"modal", "interrogative", "conditional"} <= kinds, kinds
    # every premise of the pair holds the trigger, and none embeds the other conjunct
    assert pairs and all("ship's tall mast" in p.premise for p in pairs)
    assert not any("fog" in p.premise for p in pairs if p.premise_kind != "negated")


def test_operator_takes_the_trigger_conjunct_second_sentence():
    text = "Above the town was a heavy dark cloud, and the church's great bell trembled like a leaf in the wind."
    pairs = _operator_pairs(text, "The church had a great bell.")
    assert {p.premise_kind for p in pairs if kept(p)} >= {"modal", "conditional"}
    assert all("church's great bell" in p.premise for p in pairs)


# -- 2. no premise without the trigger -------------------------------------------------------


def test_no_premise_without_the_trigger():
    text = (
        "Tom received a large salary, but soon resolved to spend only a little and send the "
        "rest to his mother."
    )
    pairs = [p for p in _operator_pairs(text) if p.hypothesis_kind == "presupposition"]
    assert all("only" in p.premise for p in pairs), [p.premise for p in pairs]


def test_no_negation_on_the_earlier_conjunct():
    text = (
        "Tom received a large salary, but soon resolved to spend only a little and send the "
        "rest to his mother."
    )
    assert not any("didn't receive" in p.premise for p in _operator_pairs(text))


# -- 3. a clause the parse hung as a participle on its subject -------------------------------


def test_clause_read_as_participle_gets_no_operator_on_the_other_clause():
    text = "The sky was clear, and the farmer's old dog barked at the carts."
    starts = ("The sky wasn't", "The sky might", "Was the sky", "If the sky")
    assert not any(p.premise.startswith(starts) for p in _operator_pairs(text))


# -- near misses -----------------------------------------------------------------------------


def test_past_tagged_conjunct_keeps_its_negation():
    text = (
        "Beneath us lay a still grey lake, and the hermit's small hut glimmered like a lantern "
        "on the far shore."
    )
    pairs = _operator_pairs(text, "The hermit had a small hut.")
    assert {p.premise_kind for p in pairs if kept(p)} == set(OPERATORS)


def test_negation_on_the_trigger_conjunct_stays():
    text = (
        "They collected nine hundred books, but finally resolved to keep only a dozen and "
        "donate the rest to the school."
    )
    negated = [
        p.premise
        for p in _operator_pairs(text)
        if p.premise_kind == "negated" and p.hypothesis_kind == "presupposition" and kept(p)
    ]
    assert any("didn't finally resolve" in t for t in negated), negated


def test_short_clause_coordination_keeps_its_premises():
    text = "The sky was clear and the farmer's dog barked."
    pairs = _operator_pairs(text, "The farmer had a dog.")
    assert {p.premise_kind for p in pairs if kept(p)} == set(OPERATORS)


def test_absolute_clause_without_trigger_keeps_the_premises():
    text = "The mill stayed open until the war, its workers gradually leaving for the city."
    pairs = _operator_pairs(text, "The mill was open before.")
    assert {p.premise_kind for p in pairs if kept(p)} == set(OPERATORS)
