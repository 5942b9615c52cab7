"""verb_complement precision, hundred-fifteenth pass (branch vc109, stop 67): labels from
context, class 3 of s1202w's blind review (a complement under a generic "when"-clause; "turn
out to be even worse"; a one-way implicative under a downward-entailing frame kept in the
in-place hypothesis).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str, hypothesis: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.hypothesis == hypothesis
    ]


def _label(text: str, kind: str, hypothesis: str) -> str:
    pairs = _pairs(text, kind, hypothesis)
    assert len(pairs) == 1, [
        (p.premise_kind, p.hypothesis) for p in mined_pairs(text, "verb_complement")
    ]
    return pairs[0].heuristic_label


# (a) a generic/habitual "when"-clause restricts the trigger's clause


def test_generic_present_when_clause_makes_the_complement_neutral():
    text = "When the cat stops eating, that means she is sick."
    assert _label(text, "original", "She is sick.") == "neutral"


def test_generic_when_clause_with_it_means():
    text = "When the bell rings twice, it means the ferry has arrived."
    assert _label(text, "original", "The ferry has arrived.") == "neutral"


def test_whenever_in_the_past_is_habitual_and_restricts():
    text = "Whenever the dog barked, it meant a stranger was at the gate."
    assert _label(text, "original", "A stranger was at the gate.") == "neutral"


def test_guard_episodic_past_keeps_the_entailment():
    text = "Yesterday the bell rang twice, and it meant the ferry had arrived."
    assert _label(text, "original", "The ferry had arrived.") == "entailment"


def test_guard_no_when_clause_keeps_the_entailment():
    text = "The bell rings twice, which means the ferry has arrived."
    assert _label(text, "original", "The ferry has arrived.") == "entailment"


def test_guard_factive_presupposition_projects_from_a_generic_when_clause():
    text = "When the kettle whistles, she knows that the water is boiling."
    assert _label(text, "original", "The water is boiling.") == "entailment"
    assert _label(text, "negated", "The water is boiling.") == "entailment"


# (b) "turn out to be even + comparative": the signature's label, "even" kept


def test_turn_out_even_better_keeps_the_signature_labels_and_even():
    text = "The second film turned out to be even better."
    assert _label(text, "original", "The second film was even better.") == "entailment"
    assert _label(text, "negated", "The second film was even better.") == "contradiction"


def test_turn_out_even_worse_after_a_contrast_keeps_entailment():
    text = "They seemed like decent neighbours, but they turned out to be even worse than the last ones."
    hyp = "They seemed like decent neighbours, but they were even worse than the last ones."
    assert _label(text, "original", hyp) == "entailment"


# (c) a one-way implicative under a downward-entailing frame (in-place hypothesis)


def test_one_way_implicative_under_negated_likely_takes_no_signature_label():
    # "choose to" is +/o: under "not likely" he may have stayed without choosing to
    text = "It is not likely that he chose to stay."
    assert _label(text, "original", "It is not likely that he stayed.") == "neutral"


def test_try_under_not_plausible_is_not_labelled_from_the_signature():
    text = "It doesn't seem plausible that they tried to cheat."
    hyp = "It doesn't seem plausible that they cheated."
    assert _label(text, "original", hyp) == "neutral"
    assert _label(text, "negated", hyp) == "neutral"


def test_guard_two_way_implicative_under_negation_keeps_its_labels():
    # "manage" is +/-: an equivalence, which any frame preserves
    text = "It is not likely that she managed to escape."
    assert _label(text, "original", "It is not likely that she escaped.") == "entailment"


def test_guard_one_way_implicative_without_negation_keeps_its_label():
    text = "It seems likely that he chose to stay."
    labels = [
        p.heuristic_label
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original" and "stayed" in p.hypothesis
    ]
    assert labels and "entailment" in labels
